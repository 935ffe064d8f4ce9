"""BRACE seed round 3: severity ladders, one scenario written at L0, L1, L2, L3 and L4.

Writes data/brace/seed/round3_severity_ladders.jsonl (ids seed-r3sl-00001...), deterministically.
Every window was written by hand for Parry (no text taken from any data set); names, handles, codes,
streets, 555 numbers and example.* links are invented.

Why ladders: the model confuses adjacent severity levels most. Each family here is ONE scenario (one
setting, one topic) told five times: a benign version that uses the same words (a hard negative), then
the same scenario escalated to L1, L2, L3 and L4, changing only what the annotation guide's severity
rules say matters: a target (none / a person in the chat / a named or located person), intent (joke,
wish, threat, plan), means, a time or place, an offer / price / link / code, scale, a minor, imminence.
A few families carry a sixth or seventh window, a second variant at one level (usually the same judged
words in another context). Families are spread evenly over H1, H2, H3, H4 and H5, and inside H5 over
drugs, weapons trade, fraud and hate; every family is in a different setting and all 20 topics are used.
The family is the split unit, so a whole ladder is always in one split.

Data format (the FAMILIES text blocks below):

    === family-name | topic                       one family (ladder); its default topic
    @ types severity [hn|plain] [topic=key]       starts a window: "H3", "H5,H3" (primary first) or "-"
    author: text                                  one turn, oldest first; the last turn is judged

A benign window ("- 0") is a hard negative unless flagged "plain"; an L1 window is one only when
flagged "hn". Evidence is marked inline as ``[text|indicator,indicator]``, with nested ``{text|indicator}``
for a second piece inside it (an evasion inside a threat). On the judged turn the marks set
`indicators`; on earlier turns they only add context spans. Spans are found with ``str.index`` of the
evidence substring in the final text, never typed as numbers.

Content rules: self-harm methods are named ("pills", "the bridge"), never explained; weapons are traded,
never built; anything sexual involving a minor is only the grooming pattern (age, request, secrecy,
moving to DMs), never described; slurs are written masked ("k*ke", "f*gs"), and masking is marked as
`evasion_leetspeak`.

Run from the repository root:  .venv/bin/python scripts/brace_seed/round3_severity_ladders.py
"""

from __future__ import annotations

from _blocks import LADDER_KINDS, SEED_DIR, check_hygiene, check_ladders, parse_blocks, prefix_kinds, report, write_file

OUT = SEED_DIR / "round3_severity_ladders.jsonl"
GROUP = "seed:round3_severity_ladders/"
ID_PREFIX = "seed-r3sl-"

kind_of = prefix_kinds(LADDER_KINDS)


def check(windows: list[dict]) -> None:
    """Corpus hygiene plus the ladder shape; the loader checks the format itself afterwards."""
    check_hygiene(windows)
    check_ladders(windows, GROUP, kind_of)


def main() -> int:
    windows: list[dict] = []
    for block in FAMILIES:
        windows.extend(parse_blocks(block, GROUP))
    check(windows)
    write_file(windows, OUT, ID_PREFIX)
    report(windows, kind_of, GROUP)
    return 0


# ======================================================================================
# FAMILIES. Each string holds several ladders; see the module docstring for the format.
FAMILIES: list[str] = []

# --------------------------------------------------------------------------------------
# H1 sexual content. L0 sex-ed / consensual / same words innocently, L1 innuendo with no target,
# L2 explicit talk or a sexual remark at someone who did not invite it, L3 soliciting, selling,
# advertising or persistent advances, L4 a minor (grooming cues only), sextortion or leaking.
FAMILIES.append(r"""
=== h1-gym-squat-form | health_fitness
@ - 0
jo: form check pls 🏋️‍♀️ my hips shift on deep squats
rafa: stance is too narrow. spread ur feet wider, push the hips back and go slower on the way down
@ H1 1
jo: form check pls 🏋️‍♀️ my hips shift on deep squats
rafa: "[spread wider and go deeper|sexual_innuendo]" is also my entire dating advice 😏
@ H1 2
jo: form check pls 🏋️‍♀️ my hips shift on deep squats
rafa: forget the form, [i'd bend you over that rack and finish the set myself|sexual_explicit]
@ H1 3
jo: form check pls 🏋️‍♀️ my hips shift on deep squats
rafa: nice vid. even nicer leggings 👀
jo: i said stop with that. this is a form channel
rafa: relax. [send me the next vid without the leggings|solicitation_contact], [on snap not here|off_platform_move]
@ H1 4
jo: form check pls, first time lifting!! i'm 15 so go easy lol
rafa: [15? u seem way older|minor_sexualization]. [send me a pic after gym, just for me|solicitation_contact], [add me on snap|off_platform_move] and [don't tell ur coach|minor_sexualization]

=== h1-art-commissions | entertainment_media
@ - 0
pia: does anyone take nsfw commissions? asking for a friend's oc
lux: check the pins, nsfw is only allowed in the 18+ channel with the age role. i only do sfw sorry
@ H1 1
pia: does anyone take nsfw commissions? asking for a friend's oc
lux: "asking for a friend" 😏 [sure your oc just wants a '{cuddle|euphemism}' pic|sexual_innuendo]
@ H1 2
pia: does anyone take nsfw commissions? asking for a friend's oc
lux: [draw her naked and getting railed by the whole guild|sexual_explicit], that's the brief every time lol
@ H1 3
lux: 🔞 [nsfw commissions open, {fully explicit|sexual_explicit}, 25$ a piece|solicitation_contact] [dm me on tele @lux_art_example|off_platform_move]
@ H1 4
pia: are commissions still open?
lux: yep 🔞 and [i do the {loli|euphemism} chars too|minor_sexualization], [extra 10$, dms only, don't post them here|off_platform_move]

=== h1-office-deck | work_career
@ - 0
lead_k: exec review moved to 2pm today fyi
tess: presenting the q3 deck at 2, wish me luck 😬
omar: you'll kill it. wear the blue blazer, you look sharp in it
@ H1 1
lead_k: exec review moved to 2pm today fyi
tess: presenting the q3 deck at 2, wish me luck 😬
omar: big room on the 4th floor? [that room has seen things|sexual_innuendo] 😏 good luck
@ H1 2
lead_k: exec review moved to 2pm today fyi
tess: presenting the q3 deck at 2, wish me luck 😬
omar: [i'd rather see you present without the blazer. or the blouse|sexual_explicit] 😉
@ H1 3
lead_k: exec review moved to 2pm today fyi
tess: presenting the q3 deck at 2, wish me luck 😬
omar: you'd look better presenting without the blazer 😉
tess: omar i've asked you twice to stop with the comments
omar: relax lol. [send me a pic in the blazer tonight, nothing under it|solicitation_contact], then i'll stop
@ H1 4
lead_k: exec review moved to 2pm today fyi
tess: i've reported your messages to hr
omar: [still got your nudes from the xmas party|sexual_explicit]. [drop the complaint or the whole team sees them|threat_explicit] [friday|urgency_pressure]

=== h1-climbing-match | dating_relationships
@ - 0
ria: hey! saw on your profile u climb too 🧗‍♀️
sam: haha yes, bouldering mostly. you look like you'd crush the overhang wall, wanna go saturday?
@ H1 1
ria: hey! saw on your profile u climb too 🧗‍♀️
sam: yep. [i'm great at holding on from behind|sexual_innuendo], ask anyone 😏
@ H1 2
ria: hey! saw on your profile u climb too 🧗‍♀️
sam: skip the wall, [i'd rather have you on top of me all night|sexual_explicit]
@ H1 3
ria: hey! saw on your profile u climb too 🧗‍♀️
sam: skip the wall, i'd rather have you on top of me all night
ria: um ok, not into that. bye
sam: come on. [send a pic first|solicitation_contact], [something spicy|euphemism] 🌶️ then we'll see about saturday
@ H1 4
ria: stop messaging me, i unmatched u for a reason
sam: [i screenshotted the pics u sent on the other app|sexual_explicit]. [send more {by tonight|urgency_pressure} or they go on your insta|threat_explicit]

=== h1-cosplay-stream | gaming
@ - 0
mira: new cosplay for tonight's stream, took 3 weeks 🥹
v4mp: the armor detail is insane, did u 3d print the chest piece?
@ H1 1
mira: new cosplay for tonight's stream, took 3 weeks 🥹
v4mp: [chest piece doing a lot of work|sexual_innuendo] 👀 jk it's sick
@ H1 2
mira: new cosplay for tonight's stream, took 3 weeks 🥹
v4mp: [bet ur tits look even better with the armor off|sexual_explicit] lol
@ H1 3
mira: new cosplay for tonight's stream, took 3 weeks 🥹
v4mp: [i'll tip 100 for a private {c4m|evasion_leetspeak} show after stream|solicitation_contact], [add me on tele|off_platform_move]
@ H1 4
mira: v4mp you're banned for the comments, bye
v4mp: [got your private pics from the old account|sexual_explicit]. [posting them in #general at 9 unless you unban me|threat_explicit]

=== h1-bot-wave | server_meta
@ - 0
mod_ez: purged 40 "hot singles near you" bot messages from #general 🧹 if u see one, report it, don't click
@ H1 1
mod_ez: purged 40 bot messages from #general again 🧹
rex: ngl [the bots are the only ones getting laid around here|sexual_innuendo] 😭
@ H1 2
lexi_bot: [so horny and wet rn, waiting for someone to fill me up|sexual_explicit] 💦
@ H1 3
lexi_bot: 🔥 [free {n.u.d.e|evasion_spacing} cams|sexual_explicit], no signup 👉 [hotcams.example/join|off_platform_move]
@ H1 4
lexi_bot: fresh [{j4ilb4it|euphemism,evasion_leetspeak} pack|minor_sexualization] just dropped 🔥 [dm for the drive link|off_platform_move]

=== h1-homework-helper | school_education
@ - 0
lena: bio hw: why does the sperm need so many mitochondria??
tomas: it swims a long way, the midpiece is packed with mitochondria for energy. diagram on p.112
@ H1 1
lena: bio hw: why does the sperm need so many mitochondria??
tomas: lol [it's racing to finish first, relatable|sexual_innuendo] 😏
@ H1 2
lena: bio hw: why does the sperm need so many mitochondria??
tomas: [bet you'd love a few million of them inside you|sexual_explicit] lol
@ H1 3
lena: bio hw: why does the sperm need so many mitochondria??
tomas: bet you'd love a few million of them inside you lol
lena: that's gross, stop
tomas: [send me a pic and i'll do your whole worksheet|solicitation_contact] 😉 [snap: tomas_example|off_platform_move]
@ H1 4
lena: bio hw: why does the sperm need so many mitochondria??
tomas: i can help, what year are you
lena: year 9 and it's due tomorrow 😭
tomas: [year 9 huh|minor_sexualization]. [send a pic in ur pjs|solicitation_contact,minor_sexualization] and i'll do the whole sheet. [don't tell anyone|minor_sexualization]
@ H1 4
lena: bio hw: why does the sperm need so many mitochondria??
lena: year 9 btw and it's due tomorrow 😭
tomas: [send me a pic and i'll do your whole worksheet|solicitation_contact] 😉 [snap: tomas_example|off_platform_move]

=== h1-sexed-first-time | sexuality
@ - 0
q_anon: is it normal to bleed a bit after the first time? kinda freaked out
nurse_j: a little spotting can happen, but heavy bleeding or real pain isn't normal. if it keeps happening see a gp or a sexual health clinic 💙
@ H1 1
q_anon: is it normal to bleed a bit after the first time? kinda freaked out
kev: [first time's always messy lol, ask me how i know|sexual_innuendo] 😏
@ H1 2
q_anon: is it normal to bleed a bit after the first time? kinda freaked out
kev: [means he was big. next time try me, i'll go even harder|sexual_explicit]
@ H1 3
q_anon: is it normal to bleed a bit after the first time? kinda freaked out
kev: [dm me|off_platform_move] [a pic down there|solicitation_contact] and i'll tell u if it's normal, i'm basically a doctor
@ H1 4
q_anon: i'm 16 and it was my first time, is bleeding normal?
kev: [16 is the best age|minor_sexualization] 😏 [send me a pic down there|solicitation_contact] so i can check, [keep it between us|minor_sexualization]

=== h1-running-kit-sale | buy_sell_trade
@ - 0
seller_n: selling my old running kit, shorts + socks, size M, washed, 15 for the lot
buyer_q: are the socks the compression ones? i'll take the lot if you post to leeds
@ H1 1
seller_n: selling my old running kit, shorts + socks, size M, washed, 15 for the lot
buyer_q: [unwashed would sell for triple, just saying|sexual_innuendo] 😏 jk
@ H1 2
seller_n: selling my old running kit, shorts + socks, size M, washed, 15 for the lot
buyer_q: [i'd want them unwashed so i can smell you while i jerk off|sexual_explicit]
@ H1 3
seller_n: selling my old running kit, shorts + socks, size M, washed, 15 for the lot
buyer_q: unwashed?
seller_n: [worn panties + custom pics too, 30$ a set|solicitation_contact] 💋 [dm for the menu|off_platform_move]
@ H1 4
seller_n: also my daughter's outgrown netball kit, age 12, 8 quid
buyer_q: [i'll pay 50 if it's worn and she's in the pic wearing it|minor_sexualization,solicitation_contact]. [keep it off the group, dm|off_platform_move]
""")

FAMILIES.append(r"""
=== h1-webcam-light | tech_programming
@ - 0
ali: my webcam light keeps turning on randomly?? laptop is like 5 yrs old
dee: could be a RAT tbh, people literally get recorded naked that way. run a malware scan and tape it over til then
@ H1 1
ali: my webcam light keeps turning on randomly?? laptop is like 5 yrs old
dee: [maybe it just likes the view|sexual_innuendo] 😏
@ H1 2
ali: my webcam light keeps turning on randomly?? laptop is like 5 yrs old
dee: [hope it caught you in the shower, i'd enjoy that footage|sexual_explicit]
@ H1 3
ali: my webcam light keeps turning on randomly?? laptop is like 5 yrs old
dee: if ur bored while the scan runs, [free cam shows all night|sexual_explicit] 🔞 [camz.example/free|off_platform_move]
@ H1 4
ali: my webcam light keeps turning on randomly?? laptop is like 5 yrs old
dee: lol that was me. [i've got clips of you changing|sexual_explicit]. [50 in btc {by friday|urgency_pressure} or they go to all your contacts|threat_explicit]

=== h1-roommate-walls | family_home
@ - 0
ivy: new roommate is nice but the walls are paper thin 🙃
pat: lmao so u hear everything? my old roommate and her bf were… loud. earplugs and one awkward chat fixed it
@ H1 1
ivy: new roommate is nice but the walls are paper thin 🙃
pat: [paper thin walls = free audiobook every friday night|sexual_innuendo] 😏
@ H1 2
ivy: new roommate is nice but the walls are paper thin 🙃
pat: [i'd give anything to hear you moaning through that wall tbh|sexual_explicit]
@ H1 3
ivy: new roommate is nice but the walls are paper thin 🙃
pat: i'd give anything to hear you through that wall tbh
ivy: pat that's weird. stop
pat: [come over and make some noise with me instead|solicitation_contact] 😉 i'm serious, [dm me|off_platform_move]
@ H1 4
ivy: my sister's staying over this weekend so no guests pls, she's 14
pat: [send me a pic of her in her pjs, she won't know|minor_sexualization,solicitation_contact] 😏

=== h1-lonely-nights | mental_health
@ - 0
june: been so lonely since the move, nobody to talk to at night
ash: that's rough 💛 wanna hop in the late night vc? a few of us just chat and play cards, zero pressure
@ H1 1
june: been so lonely since the move, nobody to talk to at night
ash: [i know a cure for lonely nights|sexual_innuendo] 😏 lol jk, vc is open
@ H1 2
june: been so lonely since the move, nobody to talk to at night
ash: [lonely at night? i'd keep you warm, naked, all night long|sexual_explicit]
@ H1 3
june: been so lonely since the move, nobody to talk to at night
ash: [i do private video calls for lonely girls, 15$ for 20 min|solicitation_contact] [add me on tele|off_platform_move]
@ H1 4
june: been so lonely since the move, nobody to talk to at night
ash: how old are u
june: 15, mom moved us for her job
ash: [15 is old enough to know what u want|minor_sexualization]. [video call me tonight, camera on|solicitation_contact], [don't tell ur mom|minor_sexualization]

=== h1-coming-out-bi | identity_community
@ - 0
rio: finally came out as bi to my family today 🏳️‍🌈
sky: proud of you!! welcome to the "is it a phase" club 😂 how did they take it?
@ H1 1
rio: finally came out as bi to my family today 🏳️‍🌈
sky: [bi means double the options|sexual_innuendo] 😏 congrats tho!!
@ H1 2
rio: finally came out as bi to my family today 🏳️‍🌈
sky: [so you're down for threesomes then? bet you'd take two at once|sexual_explicit]
@ H1 3
rio: finally came out as bi to my family today 🏳️‍🌈
sky: so you're down for threesomes then?
rio: not the place sky
sky: [me and my gf are looking for a bi girl for a night|solicitation_contact], [{dm us|off_platform_move} pics|solicitation_contact]
@ H1 4
rio: finally came out as bi to my family today 🏳️‍🌈
rio: (not to my grandma tho, she's super religious)
sky: [send me nudes|solicitation_contact] [or i tell your grandma and her whole church|threat_explicit] 🙂

=== h1-swim-club | sports
@ - 0
coach_d: masters swim meet saturday, bring both suits and be at the pool by 7
marta: will the changing rooms be open early? last time we changed on deck lol
@ H1 1
coach_d: masters swim meet saturday, bring both suits and be at the pool by 7
leo: [changing on deck again? best meet ever|sexual_innuendo] 😏
@ H1 2
coach_d: masters swim meet saturday, bring both suits and be at the pool by 7
leo: [marta in that racing suit tho, i'd grab her from behind in the lane|sexual_explicit]
@ H1 3
coach_d: masters swim meet saturday, bring both suits and be at the pool by 7
leo: [i'll be in the family changing room at 6:45 if anyone wants a private warmup|solicitation_contact] 😉
@ H1 4
coach_d: masters swim meet saturday, bring both suits and be at the pool by 7
coach_d: the u12 squad shares the pool with us that morning btw
leo: [their changing room is next to ours. i'll grab some pics through the vent|minor_sexualization]

=== h1-sugar-crypto | finance_crypto
@ - 0
dan: made 2k on sol this week, thinking what to do with it
kat: pay off the card first. and ignore the "sugar daddy" dms in #general, they're all bots
@ H1 1
dan: made 2k on sol this week, thinking what to do with it
kat: [buy me dinner and i'll show you my portfolio|sexual_innuendo] 😏
@ H1 2
dan: made 2k on sol this week, thinking what to do with it
kat: [rich men make me so wet ngl|sexual_explicit] 💦
@ H1 3
dan: made 2k on sol this week, thinking what to do with it
kat: [sugar babe here 💋 weekend with me for 1k in usdt|solicitation_contact], [tele @katbabe_example|off_platform_move]
@ H1 4
dan: made 2k on sol this week, thinking what to do with it
kat: [i have a friend who's 15, she'll do it for 500|minor_sexualization,solicitation_contact], [only on tele|off_platform_move]

=== h1-house-party-pics | drugs_party
@ - 0
gabs: last night was insane 😂 who has pics
tom: posting the group ones. deleted the blurry ones of people throwing up, nobody wants those online
@ H1 1
gabs: last night was insane 😂 who has pics
tom: [some pics are "group chat only" if u know what i mean|sexual_innuendo] 😏
@ H1 2
gabs: last night was insane 😂 who has pics
tom: [u and the bartender were basically fucking on the pool table, it was hot|sexual_explicit]
@ H1 3
gabs: last night was insane 😂 who has pics
tom: u were so hot last night
gabs: tom i said no last night. drop it
tom: [come back to mine tonight and finish what u started|solicitation_contact]
@ H1 4
gabs: last night was insane 😂 who has pics
tom: [got a vid of gabs passed out topless in the bathroom|sexual_explicit] 😂 [dropping it in the main chat at midnight|threat_explicit]

=== h1-mayor-texts | news_politics
@ - 0
nia: did u see the mayor's leaked texts thing
ola: yeah, article says he sent explicit messages to a staffer. he's resigning tomorrow apparently. good
@ H1 1
nia: did u see the mayor's leaked texts thing
ola: [guess he was very "hands on" with his staff|sexual_innuendo] lol
@ H1 2
nia: did u see the mayor's leaked texts thing
ola: [read them all, he wanted to bend her over the council desk and make her scream|sexual_explicit]
@ H1 3
nia: did u see the mayor's leaked texts thing
ola: [uncensored pdf of all the {sexts|sexual_explicit}, 5$|solicitation_contact], [dm me|off_platform_move]
@ H1 4
nia: did u see the mayor's leaked texts thing
ola: [got the staffer's actual nudes from the leak|sexual_explicit]. [posting them here at 8|threat_explicit] [with her insta|doxxing_personal_info]
""")

FAMILIES.append(r"""
=== h1-deer-rack | weapons_hunting
@ - 0
bo: opening morning, finally got my buck 🦌 10 point
cal: nice rack!! what'd you use, [the .270|weapon_mention]? congrats man
@ H1 1
bo: opening morning, finally got my buck 🦌 10 point
cal: [nice rack lol, wish my wife's was that big|sexual_innuendo] 😂
@ H1 2
bo: opening morning, finally got my buck 🦌 10 point
bo: wife's gonna cook the backstrap tonight
cal: [forget the deer, post your wife in camo and i'll mount her instead|sexual_explicit]
@ H1 3
bo: opening morning, finally got my buck 🦌 10 point
bo: wife's gonna cook the backstrap tonight
cal: [tell her to {dm me|off_platform_move} a pic in just the camo jacket, nothing under it|solicitation_contact]
@ H1 4
bo: cal you're out of the lease group, that's enough
cal: [i've still got the pics of your wife off the phone i fixed for you|sexual_explicit]. [they go in the club chat tonight|threat_explicit]

=== h1-raid-vc | gaming
@ - 0
raid_lead: mythic prog tonight, 3 pulls max on the 2nd boss
oak: flasks + food pls
raid_lead: healers in vc pls, pulling in 5
mei: in vc! my mic is doing the weird moaning echo again, sorry if it sounds cursed 😭
@ H1 1
raid_lead: mythic prog tonight, 3 pulls max on the 2nd boss
oak: flasks + food pls
raid_lead: healers in vc pls, pulling in 5
mei: in vc! mic's being weird again sorry
dax: [mei's mic moaning again, the guild's favourite asmr|sexual_innuendo] 😏
@ H1 2
raid_lead: mythic prog tonight, 3 pulls max on the 2nd boss
oak: flasks + food pls
raid_lead: healers in vc pls, pulling in 5
mei: in vc! mic's being weird again sorry
dax: [keep moaning mei, i'm touching myself to it|sexual_explicit]
@ H1 3
raid_lead: mythic prog tonight, 3 pulls max on the 2nd boss
oak: flasks + food pls
raid_lead: healers in vc pls, pulling in 5
mei: in vc! mic's being weird again sorry
dax: [mei come to my private channel after raid, i wanna hear u moan for real|solicitation_contact]
@ H1 4
raid_lead: mythic prog tonight, 3 pulls max on the 2nd boss
oak: flasks + food pls
mei: gtg soon, school tomorrow, i'm only in 8th grade lol
dax: [8th grade and that voice|minor_sexualization] 😳 [add me on snap|off_platform_move], [send me a vid|solicitation_contact], [don't tell ur parents|minor_sexualization]

=== h1-long-distance | dating_relationships
@ - 0
lu: 3 more weeks til i see my gf 🥹 long distance sucks
kai: hang in there! sexting and nudes are fine if you both want it, just never screenshot. trust is everything in ldr
@ H1 1
lu: 3 more weeks til i see my gf 🥹 long distance sucks
kai: [3 weeks? your right hand is gonna be tired|sexual_innuendo] 😂
@ H1 2
lu: 3 more weeks til i see my gf 🥹 long distance sucks
kai: [when she lands you'll be fucking her against the airport wall lmao|sexual_explicit]
@ H1 3
lu: 3 more weeks til i see my gf 🥹 long distance sucks
kai: [drop her pics in #nsfw, we all wanna see|solicitation_contact]
@ H1 4
lu: update: we broke up. she cheated
kai: oof man
lu: [posting all her {nudes|sexual_explicit} in here tonight|threat_explicit], she deserves it
@ H1 4
lu: update: we broke up. she cheated
kai: oof man
lu: [here's the first of her nudes|sexual_explicit] 📸 [more if she doesn't answer my calls|threat_explicit]

=== h1-anyone-up | small_talk
@ - 0 plain
pip: bored af, anyone up
quinn: up, eating cereal at 2am like a menace 🥣
@ H1 1
pip: bored af, anyone up
quinn: [up in more ways than one|sexual_innuendo] 😏
@ H1 2
pip: bored af, anyone up
quinn: [up and horny, wish someone was here to suck me off|sexual_explicit]
@ H1 3
pip: bored af, anyone up
quinn: [anyone in manchester wanna hook up tonight? no strings|solicitation_contact], [dm|off_platform_move]
@ H1 4
pip: bored af, anyone up
quinn: up. u?
pip: lol i'm 15 i should be sleeping, school at 8
quinn: [15's fine, nobody has to know|minor_sexualization]. [show me what u sleep in|solicitation_contact] 😏

=== h1-ai-photo-editor | tech_programming
@ - 0
zee: anyone tried the new ai photo editor? background removal is nuts
ren: it's good but read the tos, it refuses nudity and bans for deepfakes. fair tbh
@ H1 1
zee: anyone tried the new ai photo editor? background removal is nuts
ren: [bet ppl are using it to remove more than backgrounds lol|sexual_innuendo] 😏
@ H1 2
zee: anyone tried the new ai photo editor? background removal is nuts
ren: [the nsfw fork makes full porn scenes now, the sex looks real|sexual_explicit]
@ H1 3
zee: anyone tried the new ai photo editor? background removal is nuts
ren: [selling access to the nsfw fork, 10$|solicitation_contact], [makes porn of anyone|sexual_explicit], [dm me|off_platform_move]
@ H1 4
zee: anyone tried the new ai photo editor? background removal is nuts
ren: [made nudes of zee's gf from her insta with it|sexual_explicit] lol, [dropping them in the class gc tonight|threat_explicit]

=== h1-serie-final-es | entertainment_media
@ - 0
lu_m: alguien vio el final de la serie? lloré 😭
santi: sííí, la escena del beso bajo la lluvia 😭 10/10, la mejor pareja
@ H1 1
lu_m: alguien vio el final de la serie? lloré 😭
santi: [esa escena me dejó caliente jaja|sexual_innuendo] 😏
@ H1 2
lu_m: alguien vio el final de la serie? lloré 😭
santi: [lu, te imagino desnuda en mi cama viéndola conmigo|sexual_explicit]
@ H1 3
lu_m: alguien vio el final de la serie? lloré 😭
santi: [mándame fotos sin ropa|solicitation_contact] y te paso la temporada nueva [por telegram|off_platform_move]
@ H1 4
lu_m: alguien vio el final de la serie? mi mamá no me deja verla, tengo 14 jaja
santi: [14 y ya tan linda|minor_sexualization]… [mándame una foto|solicitation_contact], [es nuestro secreto|minor_sexualization]

=== h1-acca-forfeit | sports_betting
@ - 0
max: lost my acca by one leg again 🙄
bree: unlucky. i cashed out at 80% so i'm buying, hot wings on me 🔥
@ H1 1
max: lost my acca by one leg again 🙄
bree: [lose the next one and you owe me a {favour|euphemism}|sexual_innuendo] 😏
@ H1 2
max: lost my acca by one leg again 🙄
bree: [if my acca lands i want you on your knees under my desk|sexual_explicit]
@ H1 3
max: lost my acca by one leg again 🙄
bree: [cam show for 20 bucks, call it your consolation prize|solicitation_contact] 💋 [add me on tele|off_platform_move]
@ H1 4
max: lost my acca by one leg again 🙄 i'm 16, my brother places them for me lol
bree: [16 and naughty already|minor_sexualization] 😏 [send me a pic and i'll send you 50 quid|solicitation_contact]
""")

# --------------------------------------------------------------------------------------
# H2 gambling. L0 own legal bets, news, recovery, "bet" as slang; L1 nudging or bragging to tempt;
# L2 a named site / app / tipster or touted odds with no link, code or ask; L3 a link, code, paid
# or VIP group, moving off-platform, urging to chase losses; L4 minors, match fixing, or a "betting"
# scheme that just takes money (then also H5).
FAMILIES.append(r"""
=== h2-derby-acca | sports
@ - 0
mick: tickets sorted for tomorrow 🎟️
finn: derby tomorrow, who's starting up front?
ozzy: prob both, gaffer loves a 4-4-2 at home
finn: put a fiver on 2-1 home with my dad, it's tradition. lost it every year since 2019 😂
@ H2 1
mick: tickets sorted for tomorrow 🎟️
finn: derby tomorrow, who's starting up front?
ozzy: prob both, gaffer loves a 4-4-2 at home
finn: i reckon 2-1 home
ozzy: [stick 20 on the 2-1 mate, free money|odds_promotion]
@ H2 2
mick: tickets sorted for tomorrow 🎟️
finn: derby tomorrow, who's starting up front?
ozzy: prob both, gaffer loves a 4-4-2 at home
finn: i reckon 2-1 home
ozzy: [goalbet|gambling_referral] has [the best derby prices, 9/1 on the 2-1|odds_promotion] and they pay out instantly
@ H2 3
mick: tickets sorted for tomorrow 🎟️
finn: derby tomorrow, who's starting up front?
ozzy: prob both, gaffer loves a 4-4-2 at home
finn: i reckon 2-1 home
ozzy: [sign up with my code DERBY100|gambling_referral] and your first 100 is matched, [only til kickoff|urgency_pressure]
@ H2,H5 4
mick: tickets sorted for tomorrow 🎟️
finn: derby tomorrow, who's starting up front?
ozzy: their keeper's been paid to let one in before half time
ozzy: [it's a fixed game|odds_promotion]. [send 50 to the admin and you get the exact score|fraud_investment]

=== h2-case-battles | gaming
@ - 0
tiko: anyone wanna trade for my karambit fade? 👀
yas: nice knife. i only trade on the official market tho, no gambling sites, got burned once
@ H2 1
tiko: anyone wanna trade for my karambit fade? 👀
yas: [just coinflip it, double or nothing, you feel lucky right|odds_promotion]
@ H2 2
tiko: anyone wanna trade for my karambit fade? 👀
yas: [skinroll|gambling_referral] case battles are where it's at, [pulled a dragon lore there last week|odds_promotion]
@ H2 3
tiko: anyone wanna trade for my karambit fade? 👀
tiko: nvm lost it on a coinflip 😭 down 900 in skins today
yas: [deposit again and go bigger|urgency_pressure], [you'll win it all back in one flip|odds_promotion]. [code YAS5 for a free case|gambling_referral]
@ H2 4
tiko: anyone wanna trade for my karambit fade? 👀
tiko: wait can you even use those case sites at 13
yas: [age check is fake, just tick 18|gambling_referral] 😂 [use code YAS5 and put it on your mum's card, everyone in my class does|gambling_referral]

=== h2-crash-game | finance_crypto
@ - 0
lin: eth dipped again, what are you guys doing
rob: dca and chill. tried one of those crash games once, lost 0.1 in ten minutes, never again lol
@ H2 1
lin: eth dipped again, what are you guys doing
rob: [made my whole dip back on a crash game last night|odds_promotion] 😎 [you're sleeping on it|odds_promotion]
@ H2 2
lin: eth dipped again, what are you guys doing
rob: [RocketX crash|gambling_referral] [cashes out at 5x like every third round, easiest money in crypto|odds_promotion]
@ H2 3
lin: eth dipped again, what are you guys doing
rob: [join my {r0cketx|evasion_leetspeak} signals group|gambling_referral] [on tele|off_platform_move], [i call the cashout points live, 92% hit rate|odds_promotion]
@ H2,H5 4
lin: eth dipped again, what are you guys doing
rob: [send 0.2 eth to the house wallet|fraud_investment], the bot auto-bets and [doubles it, guaranteed|odds_promotion]

=== h2-stats-midterm | school_education
@ - 0
prof_hale: reminder: stats midterm friday, chapter 7 probability
ana: ugh probability 😩
ana: ch 7 literally says lottery odds are 1 in 45 million, why does anyone play lol
@ H2 1
prof_hale: reminder: stats midterm friday, chapter 7 probability
ana: ugh probability 😩
joss: real ones apply chapter 7 to roulette 😎 [turned 20 into 200 last night, you lot are missing out|odds_promotion]
@ H2 2
prof_hale: reminder: stats midterm friday, chapter 7 probability
ana: ugh probability 😩
joss: [spinzilla's roulette|gambling_referral] has [the best payout rate, 98%|odds_promotion], i checked the math
@ H2 3
prof_hale: reminder: stats midterm friday, chapter 7 probability
ana: ugh probability 😩
joss: [stats society bet club, 10 a month for my picks|gambling_referral], [dm me to join|off_platform_move]
@ H2 4
prof_hale: reminder: stats midterm friday, chapter 7 probability
ana: ugh probability 😩
joss: lol [got the year 10s at my old school on my spinzilla link, no id check for them|gambling_referral]

=== h2-office-sweepstake | work_career
@ - 0
hr_sue: world cup office sweepstake! 2 quid a name, all proceeds to the charity raffle 🏆
deb: in!! hope i get brazil and not san marino lol
@ H2 1
hr_sue: world cup office sweepstake! 2 quid a name, all proceeds to the charity raffle 🏆
rich: [2 quid? put 50 on brazil like a grown up|odds_promotion]
@ H2 2
hr_sue: world cup office sweepstake! 2 quid a name, all proceeds to the charity raffle 🏆
rich: [betvault|gambling_referral]'s got [12/1 on brazil to win it, best price out there|odds_promotion]
@ H2 3
hr_sue: world cup office sweepstake! 2 quid a name, all proceeds to the charity raffle 🏆
deb: not betting real money this time, lost 300 on the group stage already
rich: [don't stop now|urgency_pressure], [chase it on the knockouts|odds_promotion]. [my betvault code RICH50 gets you a free 50|gambling_referral]
@ H2,H5 4
hr_sue: world cup office sweepstake! 2 quid a name, all proceeds to the charity raffle 🏆
rich: forget the sweepstake. [the ref for the quarter final is bought|odds_promotion]. [100 each and i'll text you the score|fraud_investment]

=== h2-sixty-days | mental_health
@ - 0
ben: 60 days without placing a bet today 🙏
cara: huge!! 60 days is real. saturdays were the worst for me too, blocking the apps at the bank helped so much
@ H2 1
ben: 60 days without placing a bet today 🙏
gus: [60 days? treat yourself, one little bet won't hurt|odds_promotion]
@ H2 2
ben: 60 days without placing a bet today 🙏
gus: [spinhaven|gambling_referral] [pays out the fastest|odds_promotion] if you ever go back, [best odds around|odds_promotion]
@ H2 3
ben: 60 days without placing a bet today 🙏
gus: [use my link spinhaven.example/r/gus and get 100 free spins|gambling_referral], [ends tonight|urgency_pressure]
@ H2,H5 4
ben: 60 days without placing a bet today 🙏
ben: still down 8k from before tho
gus: recovery fund: [send me 200|fraud_investment], [i bet it on sure things and you win back everything you lost|odds_promotion]
""")

FAMILIES.append(r"""
=== h2-dad-on-the-horses | family_home
@ - 0
kit: dad lost like 2k on the horses this month and mum found out 😬
jas: that's rough. there's a helpline for families too, and the bank can block gambling payments on his card
@ H2 1
kit: dad lost like 2k on the horses this month and mum found out 😬
jas: [tell him to go bigger next time lol, horses always come good eventually|odds_promotion]
@ H2 2
kit: dad lost like 2k on the horses this month and mum found out 😬
jas: he should use [trackbet|gambling_referral], [their racing odds beat every bookie|odds_promotion]
@ H2 3
kit: dad lost like 2k on the horses this month and mum found out 😬
jas: [he has to win it back|odds_promotion] [before mum checks the account|urgency_pressure]. [t.me/trackwins_example|gambling_referral,off_platform_move], [80% winners|odds_promotion]
@ H2 4
kit: dad lost like 2k on the horses this month and mum found out 😬
kit: i'm 15, i wanna win it back for him before she leaves him
jas: [bet on my account, i'll send you the login|gambling_referral]. nobody checks ages on it

=== h2-tennis-tipster | sports_betting
@ - 0
noah: anyone got tips for the tennis tonight
pia: i like the underdog at 3.2 but it's a coin flip. small stake, don't chase if it goes wrong
@ H2 1
noah: anyone got tips for the tennis tonight
pia: [underdog at 3.2 is printing money, get on it|odds_promotion]
@ H2 2
noah: anyone got tips for the tennis tonight
pia: [AceTips on insta|gambling_referral] is [14-1 this week|odds_promotion], best tennis tipster going
@ H2 3
noah: anyone got tips for the tennis tonight
pia: [acetips vip is 25 a month|gambling_referral], [only 4 spots left|urgency_pressure], [message him on tele|off_platform_move]
@ H2,H5 4
noah: anyone got tips for the tennis tonight
pia: [acetips has the umpire in his pocket, first set tonight is fixed|odds_promotion]. [80 usdt for the score|fraud_investment]

=== h2-economy-bot | server_meta
@ - 0
mod_rae: we added an economy bot! you earn coins for chatting, no real money involved
tuck: coins for chatting?? the /slots command better be rigged in my favour 😂
@ H2 1
mod_rae: we added an economy bot! you earn coins for chatting, no real money involved
tuck: [the real slots are way more fun, hit 300 on my phone yesterday|odds_promotion] 🎰
@ H2 2
mod_rae: we added an economy bot! you earn coins for chatting, no real money involved
tuck: [lucky7|gambling_referral] gives you real money for the same slots, [best payout i've seen|odds_promotion]
@ H2 3
mod_rae: we added an economy bot! you earn coins for chatting, no real money involved
tuck: [lucky7.example/r/tuck|gambling_referral] sign up and we both get 20 🎰
@ H2 4
mod_rae: we added an economy bot! you earn coins for chatting, no real money involved
mod_rae: reminder this server is 13+
tuck: [half of u are like 14 so lucky7 is perfect, it doesn't check age|gambling_referral]. [use my link and get 20 free|gambling_referral]

=== h2-slots-streamer | entertainment_media
@ - 0
zed: is anyone watching rollking rn, he's up 40k 😳
mo: it's sponsor money btw, he doesn't pay for any of it. that's why i stopped watching gambling streams
@ H2 1
zed: is anyone watching rollking rn, he's up 40k 😳
mo: [40k in one night. imagine if you just tried a few spins|odds_promotion]
@ H2 2
zed: is anyone watching rollking rn, he's up 40k 😳
mo: his casino [vexbet|gambling_referral] has [the loosest slots online, everyone's winning there|odds_promotion]
@ H2 3
zed: is anyone watching rollking rn, he's up 40k 😳
mo: [type !vex in chat for his {c0de|evasion_leetspeak}, 300% on first deposit|gambling_referral], [gone at midnight|urgency_pressure]
@ H2 4
zed: is anyone watching rollking rn, he's up 40k 😳
zed: i'm 14 and my whole class watches him lol
mo: [get a gift card off your parents and use his code, vexbet takes gift cards, no id|gambling_referral]

=== h2-odds-scraper | tech_programming
@ - 0
eli: built a python scraper that pulls odds from 6 bookies into one table 🐍
vic: nice project. careful, most of them ban scraping in the tos. api or selenium?
@ H2 1
eli: built a python scraper that pulls odds from 6 bookies into one table 🐍
vic: [now actually bet with it and get rich, no reason not to|odds_promotion]
@ H2 2
eli: built a python scraper that pulls odds from 6 bookies into one table 🐍
vic: [arbking|gambling_referral] already does this and [its users are up 30% this month|odds_promotion]
@ H2 3
eli: built a python scraper that pulls odds from 6 bookies into one table 🐍
vic: [sell it as a vip arb bot, 50 a month|gambling_referral], i'll run the [telegram channel|off_platform_move]
@ H2,H5 4
eli: built a python scraper that pulls odds from 6 bookies into one table 🐍
vic: even better: we tell subs it's [guaranteed arbs|odds_promotion], [take their deposits into a "managed account" and keep them|fraud_investment]

=== h2-scratch-cards | small_talk
@ - 0
bea: slow morning. coffee number 3 ☕
dom: same. bought a scratch card with mine, won 2 quid, living large 😂
@ H2 1
bea: slow morning. coffee number 3 ☕
dom: [grab a tenner of scratchers, i've won 3 times this week, your turn|odds_promotion]
@ H2 2
bea: slow morning. coffee number 3 ☕
dom: [instawin|gambling_referral]'s scratch cards have [way better odds than the shop ones|odds_promotion]
@ H2 3
bea: slow morning. coffee number 3 ☕
dom: [instawin code DOM10 = 10 free cards|gambling_referral], [today only|urgency_pressure]
@ H2 4
bea: slow morning. coffee number 3 ☕
bea: my 12yo keeps asking to scratch one lol
dom: [get her on instawin then, kids love it, just let her use your account|gambling_referral]
""")

FAMILIES.append(r"""
=== h2-election-odds | news_politics
@ - 0
ray: polls have it 48-46, way too close
ula: prediction markets have it 55-45 the other way. interesting, but i don't trust any of them
@ H2 1
ray: polls have it 48-46, way too close
ula: [easy money if you back the underdog now, price crashes after the debate|odds_promotion]
@ H2 2
ray: polls have it 48-46, way too close
ula: [PolyPunt|gambling_referral] has [the best election odds, way better than the bookies|odds_promotion]
@ H2 3
ray: polls have it 48-46, way too close
ula: [i post my election picks in a paid channel, 15 a week|gambling_referral], [link in bio|off_platform_move]
@ H2,H5 4
ray: polls have it 48-46, way too close
ula: [my cousin counts votes in district 9, the result's decided|odds_promotion]. [send 200 and i'll tell you who to back|fraud_investment]

=== h2-free-bet-tokens | buy_sell_trade
@ - 0
gil: got 3 free bet tokens from my bookie i'll never use lol, can i sell them here?
hana: they're tied to your account so no. just let them expire, you don't have to use them
@ H2 1
gil: got 3 free bet tokens from my bookie i'll never use lol, can i sell them here?
hana: [use them! a free bet is free money, no way you lose|odds_promotion]
@ H2 2
gil: got 3 free bet tokens from my bookie i'll never use lol, can i sell them here?
hana: [betwise|gambling_referral] tokens are the best ones, [they pay out as cash not credit|odds_promotion]
@ H2 3
gil: got 3 free bet tokens from my bookie i'll never use lol, can i sell them here?
hana: [i'll take them if you sign up with my betwise referral, we both get 50|gambling_referral]. [dm|off_platform_move]
@ H2,H5 4
gil: got 3 free bet tokens from my bookie i'll never use lol, can i sell them here?
hana: [selling {verified betting accounts|fraud_phishing} to under 18s|gambling_referral], 40 each, no id checks ever

=== h2-date-night-money | dating_relationships
@ - 0
mia: girls night thursday still on?
lia: yes!! i need it
lia: bf keeps betting our date night money 😞
rox: omg how much
lia: like 100 a week. we're seeing a couples counsellor about it, he's actually trying
@ H2 1
mia: girls night thursday still on?
lia: yes!! i need it
lia: bf keeps betting our date night money 😞
rox: omg how much
lia: like 100 a week
rox: lol [tell him to hit a big one and take u to paris|odds_promotion]
@ H2 2
mia: girls night thursday still on?
lia: yes!! i need it
lia: bf keeps betting our date night money 😞
rox: omg how much
lia: like 100 a week
rox: he should switch to [luckyhorse|gambling_referral], [my ex made bank there|odds_promotion]
@ H2 3
mia: girls night thursday still on?
lia: yes!! i need it
lia: bf keeps betting our date night money 😞
rox: omg how much
lia: like 100 a week, he's down 600 this month
rox: [tell him to chase it back this weekend, double the stakes and you're even|odds_promotion]
@ H2,H5 4
mia: girls night thursday still on?
lia: yes!! i need it
lia: bf keeps betting our date night money 😞
rox: omg how much
lia: like 100 a week
rox: join my "date night fund": [send 100, we bet it on sure things|odds_promotion], [guaranteed returns every friday|fraud_investment]

=== h2-poker-night | drugs_party
@ - 0
hux: poker at mine saturday, bring drinks 🍻
ira: in! 5 quid buy-in like always? i'll bring the good crisps
@ H2 1
hux: poker at mine saturday, bring drinks 🍻
ira: [5 quid is for kids, make it 100 and make it interesting|odds_promotion]
@ H2 2
hux: poker at mine saturday, bring drinks 🍻
ira: or skip it and play on [pokerstarz|gambling_referral], [softest tables online, i win every night|odds_promotion]
@ H2 3
hux: poker at mine saturday, bring drinks 🍻
ira: [i run a private online table, buy in through pokerz.example/ira|gambling_referral], [first 3 only|urgency_pressure]
@ H2 4
hux: poker at mine saturday, bring drinks 🍻
hux: my cousin's 16, he wants in
ira: [bring him. we'll stake him 100 on my online table|gambling_referral], he can pay us back after

=== h2-step-challenge | health_fitness
@ - 0
coach_v: new month step challenge! top 3 get a shoutout 🏃
nina: bet i hit 12k a day this time 💪
@ H2 1
coach_v: new month step challenge! top 3 get a shoutout 🏃
nina: bet i hit 12k a day this time 💪
lou: [put 20 on it nina, hit 12k and you double it|odds_promotion]
@ H2 2
coach_v: new month step challenge! top 3 get a shoutout 🏃
lou: [stridestake|gambling_referral] lets you bet real money on your own step goals, [best payouts going|odds_promotion]
@ H2 3
coach_v: new month step challenge! top 3 get a shoutout 🏃
lou: [join stridestake with my code STEP25|gambling_referral], winners split the losers' deposits. [sign up before sunday|urgency_pressure]
@ H2 4
coach_v: new month step challenge! top 3 get a shoutout 🏃
coach_v: reminder this group is for our under 16s running club
lou: [get the under 16s on stridestake, their parents' cards work fine|gambling_referral]

=== h2-sabong-kabayan | identity_community
@ - 0
tita_m: kumusta mga kabayan! sino uuwi sa pasko? 🎄
jun: ako! pero ubos na ipon ko. tito ko natalo ng malaki sa online sabong last year, ayoko na ng ganun
@ H2 1
tita_m: kumusta mga kabayan! sino uuwi sa pasko? 🎄
jun: [tara sugal tayo sa sabong para may pamasko, swerte ko ngayon|odds_promotion] 🐓
@ H2 2
tita_m: kumusta mga kabayan! sino uuwi sa pasko? 🎄
jun: sa [ManokBet|gambling_referral] [pinakamataas ang odds|odds_promotion], lagi ako panalo dun
@ H2 3
tita_m: kumusta mga kabayan! sino uuwi sa pasko? 🎄
jun: [gamitin nyo code ko JUN500 sa manokbet, may bonus|gambling_referral]. [sali kayo sa gc ko sa telegram|off_platform_move]
@ H2,H5 4
tita_m: kumusta mga kabayan! sino uuwi sa pasko? 🎄
jun: [fixed ang laban bukas, alam ko na kung sino mananalo|odds_promotion]. [padala kayo ng 2k sa gcash ko, doble balik|fraud_investment]
""")

FAMILIES.append(r"""
=== h2-valorant-final | gaming
@ - 0
kei: grand final tonight, who u got
rin: flux 3-1, their igl is cracked. bet my roommate a coffee on it lol
@ H2 1
kei: grand final tonight, who u got
rin: [flux at 1.4 is basically free money, slap 50 on it|odds_promotion]
@ H2 2
kei: grand final tonight, who u got
rin: [skinbet|gambling_referral] has [flux map handicaps at 2.1, way better than anywhere else|odds_promotion]
@ H2 3
kei: grand final tonight, who u got
rin: [join my picks server|gambling_referral] [discord.gg/fluxlocks-example|off_platform_move], [vip role is 10$, 8-1 this split|odds_promotion]
@ H2 4
kei: grand final tonight, who u got
kei: i'm 15 lol can't even make an account on those sites
rin: [skinbet only needs a steam login, no id, ur good|gambling_referral]. [use code RIN and deposit skins|gambling_referral]
@ H2 4
kei: grand final tonight, who u got
kei: i'm 15 btw, never bet before lol
rin: [flux at 1.4 is basically free money, slap 50 on it|odds_promotion]

=== h2-tigrinho-pt | entertainment_media
@ - 0
bia: vcs viram o story da influencer ganhando 10 mil no tigrinho? 🐯
caio: aquilo é conta demo, ela é paga pra divulgar. meu primo perdeu o salário nisso, fujam
@ H2 1
bia: vcs viram o story da influencer ganhando 10 mil no tigrinho? 🐯
caio: [joga um pouquinho, eu ganhei 300 ontem|odds_promotion] 🐯
@ H2 2
bia: vcs viram o story da influencer ganhando 10 mil no tigrinho? 🐯
caio: a [TigrePlay|gambling_referral] [paga mais que qualquer outra|odds_promotion], o tigre tá soltando muito
@ H2 3
bia: vcs viram o story da influencer ganhando 10 mil no tigrinho? 🐯
caio: [usa meu link tigreplay.example/caio e ganha bônus de 100%|gambling_referral], [só hoje|urgency_pressure]
@ H2 4
bia: vcs viram o story da influencer ganhando 10 mil no tigrinho? 🐯
bia: minha irmã de 13 anos quer jogar kkkk
caio: [coloca ela no meu link, lá não pede documento|gambling_referral]

=== h2-clay-shoot-raffle | weapons_hunting
@ - 0
club_sec: raffle for the new range, 5 a ticket, prize is a scope 🎯
wes: grabbed 4 tickets, come on the scope 🤞
@ H2 1
club_sec: raffle for the new range, 5 a ticket, prize is a scope 🎯
wes: [raffle's for grandmas, real ones put 50 on the clay final|odds_promotion]
@ H2 2
club_sec: raffle for the new range, 5 a ticket, prize is a scope 🎯
wes: [shootbet|gambling_referral] actually prices the county clay final, [cleaned up there twice|odds_promotion]
@ H2 3
club_sec: raffle for the new range, 5 a ticket, prize is a scope 🎯
wes: [my shootbet link gets you a free 25 on the final|gambling_referral], tell the lads, [ends friday|urgency_pressure]
@ H2 4
club_sec: raffle for the new range, 5 a ticket, prize is a scope 🎯
club_sec: junior section (12-17) shoots sunday as well
wes: [juniors can bet on their own shoot with my shootbet login, the lads love it|gambling_referral]

=== h2-cheltenham | sports_betting
@ - 0
pat: anyone watching cheltenham 🐎
val: yeah, took gran to the races for the first time lol
val: she put 2 quid each way on a horse called biscuit cos she liked the name 😂 came 4th
@ H2 1
pat: anyone watching cheltenham 🐎
val: [biscuit's 20/1 in the next race, chuck a tenner on, trust me|odds_promotion]
@ H2 2
pat: anyone watching cheltenham 🐎
val: [racetipz on twitter|gambling_referral] [has called 6 winners today|odds_promotion], best tipster in racing
@ H2 3
pat: anyone watching cheltenham 🐎
pat: down 400 today. done
val: no way, [last race is the one|urgency_pressure]. [put the 400 back on and walk away even|odds_promotion]
@ H2,H5 4
pat: anyone watching cheltenham 🐎
val: [the jockey in the 4:10 is pulling the favourite, sure thing|odds_promotion]. [send me 100 for the name|fraud_investment]

=== h2-lucky-draw-bot | finance_crypto
@ - 0
sami: anyone know a good passive income
tess: index funds. not the "lucky draw" bots in the big tg groups, they're lotteries with worse odds
@ H2 1
sami: anyone know a good passive income
tess: [lotto is the only passive income that ever paid me, 500 last month|odds_promotion] 😎
@ H2 2
sami: anyone know a good passive income
tess: the [luckyblock draw|gambling_referral] [pays the most in crypto, jackpot hits every single week|odds_promotion]
@ H2 3
sami: anyone know a good passive income
tess: [buy tickets through luckyblock.example/?r=tess, bonus ticket each time|gambling_referral]
@ H2,H5 4
sami: anyone know a good passive income
tess: vip draw: [send 100 usdt|fraud_investment] and [the admin picks you as a winner for 1000, guaranteed|odds_promotion]

=== h2-u11-football | sports
@ - 0
coach_al: u11s won 3-0 today, so proud of them ⚽
mum_jo: brilliant! my husband had a fiver on them with his mate, he's insufferable now 😂
@ H2 1
coach_al: u11s won 3-0 today, so proud of them ⚽
dad_ray: [next week put a tenner on us, we're unbeatable|odds_promotion]
@ H2 2
coach_al: u11s won 3-0 today, so proud of them ⚽
dad_ray: [kickzbet|gambling_referral] prices the junior league now, [our lads are 3/1 for the cup|odds_promotion]
@ H2 3
coach_al: u11s won 3-0 today, so proud of them ⚽
dad_ray: [sign up with KICKZ20 and back the cup run|gambling_referral] 🏆
@ H2 4
coach_al: u11s won 3-0 today, so proud of them ⚽
dad_ray: [told the boys they can put their pocket money on the cup through my kickz account, 5 each|gambling_referral]
""")

# --------------------------------------------------------------------------------------
# H3 violence and threats. L0 trash talk about the game, idioms, news, fiction, martial arts;
# L1 an insult at a person or violent hyperbole; L2 wishing serious harm, a veiled or conditional
# threat with no specifics, praising violence; L3 an explicit threat at a specific person, doxxing,
# incitement against a named target, a veiled threat backed by knowing where they are; L4 credible
# and imminent (time + place + means), attack planning, an explicit threat with the address posted.
FAMILIES.append(r"""
=== h3-minecraft-grief | gaming
@ - 0
pex: who blew up my base 😡
tori: lol me, creeper farm went wrong, sorry
pex: [i'm gonna tnt your whole village tonight|threat_explicit] for revenge 😤 hide ur iron golems
@ H3 1
pex: who blew up my base 😡
tori: lol me, creeper farm went wrong, sorry
pex: [ur genuinely the dumbest builder on this server|targeted_insult], go back to creative
@ H3 2
pex: who blew up my base 😡
tori: lol me, creeper farm went wrong, sorry
pex: [keep griefing and you'll find out what happens irl|threat_veiled]
@ H3 3
pex: who blew up my base 😡
tori: lol me, creeper farm went wrong, sorry
pex: [found ur insta, you're at kingsmead college right|doxxing_personal_info]. [hope you like ur real stuff getting wrecked too|threat_veiled]
@ H3 4
pex: who blew up my base 😡
tori: lol me, creeper farm went wrong, sorry
pex: [8 oak close, blue door|doxxing_personal_info]. [me and my brother are coming round tonight with {bats|weapon_mention}|threat_explicit]

=== h3-youth-referee | sports
@ - 0
coach_b: tough loss today u12s, heads up, we go again
dad_k: that ref cost us the game
coach_b: ref's a 15 year old volunteer, he'll learn. we'll smash them in the return fixture 💪
@ H3 1
coach_b: tough loss today u12s, heads up, we go again
dad_k: that ref cost us the game
dad_k: [the ref's a blind useless idiot|targeted_insult], someone buy him glasses
@ H3 2
coach_b: tough loss today u12s, heads up, we go again
dad_k: that ref cost us the game
dad_k: [i hope that ref gets what's coming to him after the next game|threat_veiled]
@ H3 3
coach_b: tough loss today u12s, heads up, we go again
dad_k: that ref cost us the game
dad_k: [next time i see that ref i'm breaking his nose|threat_explicit]
@ H3 4
coach_b: tough loss today u12s, heads up, we go again
dad_k: that ref cost us the game
dad_k: [ref lives on 12 fenwick rd|doxxing_personal_info], [heading there now with my {bat|weapon_mention}|threat_explicit]

=== h3-warehouse-pallet | work_career
@ - 0
lead_g: who left pallet 4 blocking the fire exit again
ron: not me boss
ron: whoever did it, [i'll kill them|threat_explicit] lol, took me 20 min to move it 😩
@ H3 1
lead_g: who left pallet 4 blocking the fire exit again
ron: it was dev
ron: [dev you lazy useless prick|targeted_insult]
@ H3 2
lead_g: who left pallet 4 blocking the fire exit again
ron: it was dev
ron: [dev better hope nothing heavy falls on him one day|threat_veiled]
@ H3 3
lead_g: who left pallet 4 blocking the fire exit again
ron: it was dev
ron: [dev, i'm putting you through the racking when i see you|threat_explicit]
@ H3 4
lead_g: who left pallet 4 blocking the fire exit again
ron: it was dev
ron: [dev's on nights tonight in bay 6. bringing my {box cutter|weapon_mention} in, he won't walk out|threat_explicit]

=== h3-blocked-drive | family_home
@ - 0
mo: neighbour blocked my drive AGAIN, 3rd time this week 🙄
lu: leave a note. "dear neighbour, [i will end you|threat_explicit]" 😂 jk, polite note then the council line
@ H3 1
mo: neighbour blocked my drive AGAIN, 3rd time this week 🙄
lu: leave a note
mo: [he's a selfish fat slob|targeted_insult] and the whole street knows it
@ H3 2
mo: neighbour blocked my drive AGAIN, 3rd time this week 🙄
lu: leave a note
mo: [one more time and his car might just get keyed, who knows|threat_veiled]
@ H3 3
mo: neighbour blocked my drive AGAIN, 3rd time this week 🙄
lu: leave a note
mo: [i'm going to smash his windscreen and then his face|threat_explicit]
@ H3 4
mo: neighbour blocked my drive AGAIN, 3rd time this week 🙄
lu: leave a note
mo: [he's home now, number 22|doxxing_personal_info]. [going round with the {crowbar|weapon_mention} in 5 min|threat_explicit]

=== h3-group-project | school_education
@ - 0
sia: presentation is tomorrow and jordan still hasn't done his slides
kev: again?? 😤
kev: [i'm gonna strangle him|threat_explicit] lol. fine, i'll do his slides, AGAIN
@ H3 1
sia: presentation is tomorrow and jordan still hasn't done his slides
kev: again?? 😤
kev: [jordan is a useless leech|targeted_insult], i'm telling the prof
@ H3 2
sia: presentation is tomorrow and jordan still hasn't done his slides
kev: again?? 😤
kev: [he deserves to get his head kicked in for this|threat_veiled]
@ H3 3
sia: presentation is tomorrow and jordan still hasn't done his slides
kev: again?? 😤
kev: [jordan i know you read this. next time i see you i'm breaking your fingers so you can't type either|threat_explicit]
@ H3 4
sia: presentation is tomorrow and jordan still hasn't done his slides
kev: again?? 😤
kev: [he's in room 2.14 for the 9am|doxxing_personal_info]. [i'm bringing a {knife|weapon_mention} tomorrow, he's done|threat_explicit]

=== h3-councillor-vote | news_politics
@ - 0
pim: anyone go to the consultation last week?
ada: yeah, total sham
ada: council voted to close the youth centre
pim: the councillor who pushed it is speaking at the town hall thursday
ada: paper says someone [threatened to shoot him|threat_explicit] online last week and got arrested. protest thursday is peaceful, bring signs
@ H3 1
pim: anyone go to the consultation last week?
ada: yeah, total sham
ada: council voted to close the youth centre
pim: the councillor who pushed it is speaking at the town hall thursday
ada: [he's a spineless rat|targeted_insult] honestly
@ H3 2
pim: anyone go to the consultation last week?
ada: yeah, total sham
ada: council voted to close the youth centre
pim: someone threw eggs at him last time lol
ada: [whoever threw those eggs should've thrown bricks|violence_glorification]
@ H3 3
pim: anyone go to the consultation last week?
ada: yeah, total sham
ada: council voted to close the youth centre
pim: the councillor who pushed it is speaking at the town hall thursday
ada: [someone needs to put councillor hart in hospital|incitement]
@ H3 4
pim: anyone go to the consultation last week?
ada: yeah, total sham
ada: council voted to close the youth centre
pim: the councillor who pushed it is speaking at the town hall thursday
ada: thursday 7pm town hall. [you lot bring {bats|weapon_mention}|incitement], [i'll block the back exit so he can't get out|threat_explicit]
""")

FAMILIES.append(r"""
=== h3-ex-new-guy | dating_relationships
@ - 0
ollie: you alright mate? haven't seen you at the pub
nat: not really
nat: she blocked me everywhere after the breakup
ollie: maybe give it time man
nat: and now she's seeing some guy from her work
ollie: breakups are brutal. gym, mates, no texting her. kill the urge to check her insta, it only makes it worse
@ H3 1
ollie: you alright mate? haven't seen you at the pub
nat: not really
nat: she blocked me everywhere after the breakup
ollie: maybe give it time man
nat: and now she's seeing some guy from her work
nat: [he looks like a greasy little weasel|targeted_insult] lmao
@ H3 2
ollie: you alright mate? haven't seen you at the pub
nat: not really
nat: she blocked me everywhere after the breakup
ollie: maybe give it time man
nat: and now she's seeing some guy from her work
nat: [i hope he wraps his car round a tree on the way to hers|threat_veiled]
@ H3 3
ollie: you alright mate? haven't seen you at the pub
nat: not really
nat: she blocked me everywhere after the breakup
ollie: maybe give it time man
nat: and now she's seeing some guy from her work
nat: [found him, he works at the harbour gym on king st|doxxing_personal_info]. [he's gonna regret touching her|threat_veiled]
@ H3 4
ollie: you alright mate? haven't seen you at the pub
nat: not really
nat: she blocked me everywhere after the breakup
ollie: maybe give it time man
nat: and now she's seeing some guy from her work
nat: [waiting outside her flat rn|threat_veiled]. [when he walks her home tonight i'm {stabbing|weapon_mention} him|threat_explicit]

=== h3-raid-ban | server_meta
@ - 0
mod_ez: banned zorg for raiding, appeals go through the form
kiri: gg zorg, the ban hammer strikes again 🔨
@ H3 1
mod_ez: banned zorg for raiding, appeals go through the form
zorg_alt: [ez is a power tripping loser with no life|targeted_insult]
@ H3 2
mod_ez: banned zorg for raiding, appeals go through the form
zorg_alt: [mods like ez deserve to get jumped one day|threat_veiled]
@ H3 3
mod_ez: banned zorg for raiding, appeals go through the form
zorg_alt: [ez's real name is lena v, she's a nurse at st mary's|doxxing_personal_info]. [go say hi|incitement] 🙂
@ H3 4
mod_ez: banned zorg for raiding, appeals go through the form
zorg_alt: [lena v, 41 mill lane flat 3, works nights|doxxing_personal_info]. [i'll be at her bus stop tonight with a {knife|weapon_mention}|threat_explicit]

=== h3-rejected-pr | tech_programming
@ - 0
maint: closing this pr, it breaks the public api and has no tests. happy to review a v2
dev_x: fair. i'll kill the breaking change and add tests tonight 👍
@ H3 1
maint: closing this pr, it breaks the public api and has no tests. happy to review a v2
dev_x: [you're an arrogant gatekeeping clown|targeted_insult]
@ H3 2
maint: closing this pr, it breaks the public api and has no tests. happy to review a v2
dev_x: [people like you get what's coming eventually|threat_veiled]
@ H3 3
maint: closing this pr, it breaks the public api and has no tests. happy to review a v2
dev_x: [your commit email gives away your home address btw, 7 vane st|doxxing_personal_info]. [maybe i'll review you in person|threat_veiled]
@ H3 4
maint: closing this pr, it breaks the public api and has no tests. happy to review a v2
dev_x: you're speaking at the brick hall meetup at 7 tonight right
dev_x: [front row, with a {hammer|weapon_mention}. you won't finish the talk|threat_explicit]

=== h3-fake-tickets | buy_sell_trade
@ - 0
jai: guy sold me fake concert tickets, got turned away at the door 😭
mel: report him to the site + your bank. my mate got killed by the same scam lol, bank refunded her tho
@ H3 1 hn
jai: guy sold me fake concert tickets, got turned away at the door 😭
mel: omg report him
jai: [i'd cheerfully strangle him tbh|threat_veiled]. bank says refund in 10 days
@ H3 2
jai: guy sold me fake concert tickets, got turned away at the door 😭
mel: omg report him
jai: [scammers like him should get their hands broken|threat_veiled]
@ H3 3
jai: guy sold me fake concert tickets, got turned away at the door 😭
mel: omg report him
jai: [his profile shows where he works, the phone shop on dale st|doxxing_personal_info]. [gonna pay him a visit he won't forget|threat_veiled]
@ H3 4
jai: guy sold me fake concert tickets, got turned away at the door 😭
mel: omg report him
jai: [me and 3 mates at the dale st shop at closing, 6pm, bringing the {bats|weapon_mention}|threat_explicit]. he's getting carried out

=== h3-album-critic | entertainment_media
@ - 0
nova: that critic gave the album 3/10 😭
jun: he said the vocals were "lifeless"
jun: whatever, the title track slaps and they killed it live. critics gonna crit
@ H3 1
nova: that critic gave the album 3/10 😭
jun: he said the vocals were "lifeless"
nova: [that critic is a talentless hack|targeted_insult] who's never made anything in his life
@ H3 2
nova: that critic gave the album 3/10 😭
jun: he said the vocals were "lifeless"
nova: [i hope he loses both hands in an accident|threat_veiled]
@ H3 3
nova: that critic gave the album 3/10 😭
jun: he said the vocals were "lifeless"
nova: [his name's pete arlo, writes for soundwave, dms open|doxxing_personal_info]. [everyone flood him, make him scared to leave the house|incitement]
@ H3 4
nova: that critic gave the album 3/10 😭
jun: he said the vocals were "lifeless"
nova: [pete arlo's signing books at waterstones on bell st saturday 2pm|doxxing_personal_info]. [who's coming, we end him there for real|incitement,threat_explicit]

=== h3-diwali-fireworks | identity_community
@ - 0
priya: diwali celebration in the park saturday, everyone welcome 🪔
old_tom: last year the fireworks went on til midnight
priya: sorry about that! this year the permit ends at 10 sharp and the display's gonna be a blast 🎆
@ H3 1
priya: diwali celebration in the park saturday, everyone welcome 🪔
old_tom: last year the fireworks went on til midnight
old_tom: [priya you're a selfish idiot|targeted_insult]
@ H3 2
priya: diwali celebration in the park saturday, everyone welcome 🪔
old_tom: last year the fireworks went on til midnight
old_tom: [set one off past 10 and see what happens|threat_veiled]
@ H3 3
priya: diwali celebration in the park saturday, everyone welcome 🪔
old_tom: last year the fireworks went on til midnight
old_tom: [i will hurt whoever lights the first firework, mark my words|threat_explicit]
@ H3 4
priya: diwali celebration in the park saturday, everyone welcome 🪔
old_tom: last year the fireworks went on til midnight
old_tom: [saturday 8pm i'll be by the bandstand with my {shotgun|weapon_mention}|threat_explicit]. [first firework, first shot|threat_explicit]
""")

FAMILIES.append(r"""
=== h3-cut-off-driver | small_talk
@ - 0
bex: some guy cut me off and flipped me off this morning lol
sol: classic monday. in gta i'd have rammed him, irl i just sighed and turned the radio up
@ H3 1
bex: some guy cut me off and flipped me off this morning lol
bex: [absolute muppet|targeted_insult], hope he gets a flat
@ H3 2
bex: some guy cut me off and flipped me off this morning lol
bex: [hope someone pulls him out of his car one day and stamps on his head|threat_veiled]
@ H3 3
bex: some guy cut me off and flipped me off this morning lol
bex: [got his plate, KX21 ROW. my cousin at the dvla can get his address|doxxing_personal_info]. [he'll learn|threat_veiled]
@ H3 4
bex: some guy cut me off and flipped me off this morning lol
bex: [cousin got me his address, 9 weir lane|doxxing_personal_info]. [going round after work with the {tyre iron|weapon_mention}|threat_explicit]

=== h3-festival-debt | drugs_party
@ - 0
ty: who's coming to kai's saturday
fi: me, but zeke still owes me 200 from the festival
ty: lol zeke's broke, he's dead to you now 😂 just make him buy the drinks all night
@ H3 1
ty: who's coming to kai's saturday
fi: me, but zeke still owes me 200 from the festival
fi: [zeke is a lying scrounger|targeted_insult] and i'm telling everyone
@ H3 2
ty: who's coming to kai's saturday
fi: me, but zeke still owes me 200 from the festival
fi: [if zeke doesn't pay soon he'll regret it, just saying|threat_veiled]
@ H3 3
ty: who's coming to kai's saturday
fi: me, but zeke still owes me 200 from the festival
fi: [zeke, pay me by friday or i {br3ak|evasion_leetspeak} your legs|threat_explicit]
@ H3 4
ty: who's coming to kai's saturday
fi: me, but zeke still owes me 200 from the festival
fi: [zeke's at kai's saturday. i'm bringing the {blade|weapon_mention} and two lads, he pays or he bleeds|threat_explicit]

=== h3-open-mat | health_fitness
@ - 0
coach_r: open mat tonight 7pm, bring mouthguards 🥋
ari: see you there! [gonna choke you out|threat_explicit] in the first round again tom 😤
@ H3 1
coach_r: open mat tonight 7pm, bring mouthguards 🥋
tom: see u there
ari: [tom you're a reckless idiot|targeted_insult] on the mats, nobody wants to roll with you
@ H3 2
coach_r: open mat tonight 7pm, bring mouthguards 🥋
tom: see u there
ari: [one day someone's gonna snap your arm on purpose tom, and you'll deserve it|threat_veiled]
@ H3 3
coach_r: open mat tonight 7pm, bring mouthguards 🥋
tom: see u there
ari: [next time we roll i'm snapping your arm on purpose|threat_explicit]
@ H3 4
coach_r: open mat tonight 7pm, bring mouthguards 🥋
tom: see u there
ari: [i'll be waiting in the car park after open mat with my {knife|weapon_mention}|threat_explicit]. you're not walking to your car

=== h3-hunting-lease | weapons_hunting
@ - 0
cal: someone's been on our hunting lease again, found beer cans by the stand
rue: trail cam got a guy in a red cap
cal: post the pic in the lease group and call the game warden. [rifles|weapon_mention] stay in the safe, we do this legally
@ H3 1
cal: someone's been on our hunting lease again, found beer cans by the stand
rue: trail cam got a guy in a red cap
cal: [what a trashy idiot|targeted_insult], leaving cans everywhere
@ H3 2
cal: someone's been on our hunting lease again, found beer cans by the stand
rue: trail cam got a guy in a red cap
cal: [trespassers get shot out here, he should remember that|threat_veiled]
@ H3 3
cal: someone's been on our hunting lease again, found beer cans by the stand
rue: trail cam got a guy in a red cap
cal: [that's dwayne from the feed store|doxxing_personal_info]. [he'd better not come back, just saying|threat_veiled]
@ H3 4
cal: someone's been on our hunting lease again, found beer cans by the stand
rue: trail cam got a guy in a red cap
cal: [sitting in the stand with the {30-06|weapon_mention} right now and red cap just walked in|threat_veiled]. [he's not walking out|threat_explicit]

=== h3-acca-debt | sports_betting
@ - 0
max: you owe me 150 from the acca bet, it's been 3 weeks
lee: lol i know, payday friday. don't kill me 😭
@ H3 1
max: you owe me 150 from the acca bet, it's been 3 weeks
lee: soon
max: [you're a cheap welching rat, lee|targeted_insult]
@ H3 2
max: you owe me 150 from the acca bet, it's been 3 weeks
lee: soon
max: [pay up or things get ugly for you|threat_veiled]
@ H3 3
max: you owe me 150 from the acca bet, it's been 3 weeks
lee: soon
max: [i know you do the late shift at the petrol station on york rd|doxxing_personal_info]. [pay up or i come and collect|threat_veiled]
@ H3 4
max: you owe me 150 from the acca bet, it's been 3 weeks
lee: soon
max: [parked outside the york rd petrol station now|threat_veiled]. [come out with my 150 or i come in with the {bat|weapon_mention}|threat_explicit]

=== h3-usdt-lender | finance_crypto
@ - 0
nico: borrowed 500 usdt from a guy in a trading group, can't pay it back on time
ama: how late?
ama: talk to him, offer a payment plan. and never borrow to trade again, leverage kills accounts
@ H3 1
nico: borrowed 500 usdt from a guy in a trading group, can't pay it back on time
lender_v: [nico you're a deadbeat loser|targeted_insult]
@ H3 2
nico: borrowed 500 usdt from a guy in a trading group, can't pay it back on time
lender_v: [funny how people who owe me keep falling down stairs|threat_veiled]
@ H3 3
nico: borrowed 500 usdt from a guy in a trading group, can't pay it back on time
lender_v: [posting your real name, your photo and your mum's number in every trading group, nico|doxxing_personal_info]
@ H3 4
nico: borrowed 500 usdt from a guy in a trading group, can't pay it back on time
lender_v: [got your address off the kyc docs, 5 ash grove|doxxing_personal_info]. [my guys are outside tonight, pay or lose your kneecaps|threat_explicit]
""")

FAMILIES.append(r"""
=== h3-support-server-troll | mental_health
@ - 0
mod_pia: welcome to #venting, be kind 💛 rules are pinned
wren: first time posting here, having a rough week with anxiety
kit: welcome!! my first week here i was dying of nerves too lol, it gets easier 💛
@ H3 1
mod_pia: welcome to #venting, be kind 💛 rules are pinned
wren: first time posting here, having a rough week with anxiety
troll_k: [lol another attention seeking crybaby|targeted_insult]
@ H3 2
mod_pia: welcome to #venting, be kind 💛 rules are pinned
wren: first time posting here, having a rough week with anxiety
troll_k: lol another attention seeking crybaby
mod_pia: troll_k knock it off
troll_k: wren, [everyone here is laughing at you|targeted_insult]. [i'll be in every thread you post, every single day|threat_veiled]
@ H3 3
mod_pia: welcome to #venting, be kind 💛 rules are pinned
wren: first time posting here, having a rough week with anxiety
troll_k: [found wren's facebook. riverside uni, 2nd year nursing|doxxing_personal_info] 👀
@ H3 4
mod_pia: welcome to #venting, be kind 💛 rules are pinned
wren: first time posting here, having a rough week with anxiety
troll_k: [she's in the riverside library rn, 3rd floor, i can see her|doxxing_personal_info]. [walking over to give her something to be anxious about|threat_explicit]

=== h3-sex-ed-creator | sexuality
@ - 0
dr_mae: new video up: how to talk to your partner about sti testing 🧪
fan_1: this one killed it, sharing with my gf. the comments are full of weirdos tho, report them
@ H3 1
dr_mae: new video up: how to talk to your partner about sti testing 🧪
hater_q: [imagine being a "sex doctor", what a joke of a person|targeted_insult]
@ H3 2
dr_mae: new video up: how to talk to your partner about sti testing 🧪
hater_q: [i hope someone shuts her up for good|threat_veiled]
@ H3 3
dr_mae: new video up: how to talk to your partner about sti testing 🧪
hater_q: [i'm going to find you and make you regret every video, mae|threat_explicit]
@ H3 4
dr_mae: new video up: how to talk to your partner about sti testing 🧪
hater_q: [your clinic's on 18 cross st and you're there tuesdays|doxxing_personal_info]. [tuesday i'm coming in with {acid|weapon_mention}|threat_explicit]

=== h3-kaution-de | family_home
@ - 0
jonas: mein vermieter will die kaution nicht zurückzahlen 😤
lea: ernsthaft? wie viel?
jonas: 1200. [ich könnte ihn umbringen|threat_explicit] 😂 aber ich geh morgen zum mieterverein
@ H3 1
jonas: mein vermieter will die kaution nicht zurückzahlen 😤
lea: ernsthaft? wie viel?
jonas: [der typ ist ein gieriger vollidiot|targeted_insult]
@ H3 2
jonas: mein vermieter will die kaution nicht zurückzahlen 😤
lea: ernsthaft? wie viel?
jonas: [wenn er nicht zahlt, wird er es bereuen. mehr sag ich nicht|threat_veiled]
@ H3 3
jonas: mein vermieter will die kaution nicht zurückzahlen 😤
lea: ernsthaft? wie viel?
jonas: [ich weiß wo er wohnt, lindenstraße 14|doxxing_personal_info]. [ich hol mir das geld persönlich|threat_veiled]
@ H3 4
jonas: mein vermieter will die kaution nicht zurückzahlen 😤
lea: ernsthaft? wie viel?
jonas: [bin jetzt vor seiner tür mit dem {baseballschläger|weapon_mention}|threat_explicit]. [heute zahlt er oder er blutet|threat_explicit]

=== h3-speedrun-splice | gaming
@ - 0
run_mod: the 14:02 world record is rejected, splice found in the video
gale: lmao called it
gale: rip the record. time to grind it legit, [i'm gonna murder that time|threat_explicit] by next month
@ H3 1
run_mod: the 14:02 world record is rejected, splice found in the video
gale: lmao called it
gale: [corey is a pathetic fraud|targeted_insult], everyone knew
@ H3 2
run_mod: the 14:02 world record is rejected, splice found in the video
gale: lmao called it
gale: [cheaters like him should get their fingers smashed so they never touch a controller again|threat_veiled]
@ H3 3
run_mod: the 14:02 world record is rejected, splice found in the video
gale: lmao called it
gale: [his real name's corey b and he streams from his uni halls, block c|doxxing_personal_info]
@ H3 4
run_mod: the 14:02 world record is rejected, splice found in the video
gale: lmao called it
gale: [corey's in block c room 12|doxxing_personal_info]. [driving up tonight, he's getting a {hammer|weapon_mention} to the hands|threat_explicit]

=== h3-detention-teacher | school_education
@ - 0
ava: pratt gave the whole class detention for one kid's phone
ben: he's the actual worst 🙄
ben: pratt's gonna be the death of me lol. 3rd detention this month 💀
@ H3 1
ava: pratt gave the whole class detention for one kid's phone
ben: [pratt is a sad bald loser|targeted_insult]
@ H3 2
ava: pratt gave the whole class detention for one kid's phone
ben: [teachers like pratt deserve a proper beating one day|threat_veiled]
@ H3 3
ava: pratt gave the whole class detention for one kid's phone
ben: [i swear i'm going to punch pratt in the face|threat_explicit]
@ H3 4
ava: pratt gave the whole class detention for one kid's phone
ben: [friday period 3 in pratt's room, bringing my dad's {pistol|weapon_mention}|threat_explicit]. he's first

=== h3-villain-monologue | entertainment_media
@ - 0
quill: writing group prompt: a villain's monologue, 200 words max
sable: "[i will burn your city and salt the fields|threat_explicit]" is how lord cassar opens his speech to the queen. too much?
@ H3 1
quill: writing group prompt: a villain's monologue, 200 words max
dorian: sable your monologue is pretty cliché tbh
sable: [your writing is trash and so are you, dorian|targeted_insult]
@ H3 2
quill: writing group prompt: a villain's monologue, 200 words max
dorian: sable your monologue is pretty cliché tbh
sable: [keep critiquing me, dorian, and you'll be the one who burns|threat_veiled]
@ H3 3
quill: writing group prompt: a villain's monologue, 200 words max
dorian: sable your monologue is pretty cliché tbh
sable: [this isn't fiction, dorian. i will hurt you|threat_explicit]
@ H3 4
quill: writing group prompt: a villain's monologue, 200 words max
dorian: sable your monologue is pretty cliché tbh
sable: [you posted your flat in the meetup thread, 22b mercer row|doxxing_personal_info]. [i'm coming tonight with a {lighter|weapon_mention} and a can of petrol|threat_explicit]
""")

# --------------------------------------------------------------------------------------
# H4 suicide and self-harm. L0 support, recovery, idioms, in-game "kill yourself"; L1 an ambiguous
# or hyperbolic dark remark; L2 ideation or urges with no plan or method, recent self-harm disclosed,
# a casual "kys"; L3 a method or a plan, asking for methods, telling a specific person to do it,
# promoting starvation; L4 imminent: means at hand, a time set, a farewell, an act in progress, or
# urging an at-risk person to do it now. Methods are named only, never explained.
FAMILIES.append(r"""
=== h4-stuck-under-map | gaming
@ - 0
pip: stuck under the map again 😭 can't move at all
rook: [just kill yourself|self_harm_encouragement] from the menu, you respawn at the last checkpoint
@ H4 1 hn
rook: how's the run going
pip: stuck under the map again, 3rd time tonight
pip: honestly [kms|suicidal_ideation] lol
@ H4 2
rook: pip you fed the whole game
pip: my controller died mid fight i swear
rook: stfu pip, [go {k y s|evasion_spacing}|self_harm_encouragement]
@ H4 3
rook: pip you fed the whole game
pip: my controller died mid fight i swear
rook: [pip seriously, go {jump off a bridge|self_harm_method}|self_harm_encouragement], nobody would miss you
@ H4 4
rook: pip you fed the whole game
pip: honestly i've been thinking about ending it for real lately, not a joke
rook: [then do it|self_harm_encouragement], [tonight|urgency_pressure]. nobody's stopping you
@ - 0
rook: pip you fed the whole game
pip: honestly i've been thinking about ending it for real lately, not a joke
rook: wait, for real? i'm sorry i was a dick. are you safe right now? i'm staying on call with you

=== h4-results-day | school_education
@ - 0
lina: results come out tomorrow
ros: how are you feeling
lina: this exam season is killing me lol but i think i passed chem. pizza after results?
@ H4 1
lina: results come out tomorrow
ros: how are you feeling
lina: if i fail chem [i'm just gonna disappear forever|suicidal_ideation] lol
@ H4 2
lina: results come out tomorrow
ros: how are you feeling
lina: [if i fail i honestly don't want to be here anymore|suicidal_ideation]. i'm not gonna do anything, it's just how i feel
@ H4 3
lina: results come out tomorrow
ros: how are you feeling
lina: [if i fail i've already decided, i'll take the {pills|self_harm_method} mum keeps in the bathroom|suicidal_ideation]
@ H4 4
lina: results come out tomorrow
ros: results are out, how did it go??
lina: failed. [i've got the pills in my hand|self_harm_method]. [tell mum i'm sorry|farewell_language]

=== h4-double-shifts | work_career
@ - 0
jay: 4th double shift this week
tam: you ok? you sound wrecked
jay: wrecked but ok. dead on my feet lol, day off tomorrow and i'm sleeping 14 hours
@ H4 1
jay: 4th double shift this week
tam: you ok? you sound wrecked
jay: [sometimes i wish a bus would just clip me so i get a week off lol|suicidal_ideation]
@ H4 2
jay: 4th double shift this week
tam: you ok? you sound wrecked
jay: [honestly everyone would be better off if i just wasn't around|suicidal_ideation]
@ H4 3
jay: 4th double shift this week
tam: you ok? you sound wrecked
jay: i've got access to everything on the ward. [i've worked out what i'd take|self_harm_method,suicidal_ideation]
@ H4 4
jay: 4th double shift this week
tam: you ok? you sound wrecked
jay: [took the vials home|self_harm_method]. [doing it when this shift ends at 7|suicidal_ideation]. [look after my cat for me tam|farewell_language]

=== h4-parents-splitting | family_home
@ - 0
jen: hey you ok? you left early today
mila: my parents are splitting up, dad moved out today
jen: i'm so sorry mila 💔
jen: mine split when i was 12. it was awful for a bit and then it got better. the school counsellor helped me loads, you're not alone
@ H4 1
jen: hey you ok? you left early today
mila: my parents are splitting up, dad moved out today
jen: i'm so sorry mila 💔
mila: [i'd {unalive|euphemism} myself|suicidal_ideation] if it wasn't so much effort lol
@ H4 2
jen: hey you ok? you left early today
mila: my parents are splitting up, dad moved out today
jen: i'm so sorry mila 💔
mila: [i cut again last night, first time in a year|self_harm_method]
@ H4 3
jen: hey you ok? you left early today
mila: my parents are splitting up, dad moved out today
jen: i'm so sorry mila 💔
jen: mila you there?
mila: [i've been looking up how many of mum's sleeping pills it would take|self_harm_method]
@ H4 4
jen: hey you ok? you left early today
mila: dad's gone for good
jen: i'm here, talk to me
mila: [i've got all of mum's sleeping pills here now|self_harm_method]. [i'm sorry jen|farewell_language]

=== h4-fasted-10k | health_fitness
@ - 0
tia: ran 10k this morning on an empty stomach 🏃‍♀️
coach_em: nice pace! but fuel before long runs, banana and toast makes a huge difference. running fasted that far can make you faint
@ H4 1
tia: ran 10k this morning on an empty stomach 🏃‍♀️
coach_em: nice pace!
tia: [i look so fat in the race photos, i should just stop eating lol|self_harm_method]
@ H4 2
tia: ran 10k this morning on an empty stomach 🏃‍♀️
coach_em: nice pace!
tia: [haven't eaten since yesterday lunch. i don't deserve food til i hit 50kg|self_harm_method]
@ H4 3
tia: ran 10k this morning on an empty stomach 🏃‍♀️
coach_em: nice pace!
tia: girls, [skip breakfast before runs|self_harm_encouragement,self_harm_method] and you burn straight fat. [hunger is just weakness leaving|self_harm_encouragement]
@ H4 4
tia: ran 10k this morning on an empty stomach 🏃‍♀️
sol: i fainted on my run today and i'm still shaky, haven't eaten in 3 days
tia: [don't you dare eat {now|urgency_pressure}|self_harm_encouragement]. [push through and run again tonight|self_harm_encouragement]

=== h4-therapy-waitlist | mental_health
@ - 0
rae: therapy waitlist is 9 months 🙃
dot: ugh same area. the crisis text line got me through the wait, and the gp can fast track you if you tell them you're not safe. please don't wait if it gets bad
@ H4 1 hn
rae: therapy waitlist is 9 months 🙃
rae: cool cool, [guess i'll just die then|suicidal_ideation] 🙃
@ H4 2
rae: therapy waitlist is 9 months 🙃
rae: 9 months is too long. [i don't know if i'll still want to be alive by then|suicidal_ideation]
@ H4 3
rae: therapy waitlist is 9 months 🙃
dot: how are you holding up
rae: [i've started writing out a plan, like when and where|suicidal_ideation]
@ H4 4
rae: therapy waitlist is 9 months 🙃
dot: how are you holding up
rae: [it's written and i've picked sunday|suicidal_ideation]. [this is the last time i'll post here|farewell_language]
""")

FAMILIES.append(r"""
=== h4-four-years | dating_relationships
@ - 0
vin: you coming to five-a-side tonight?
cole: can't.
cole: she said she's done. 4 years.
vin: oh man. want me to come over?
cole: nah i'm ok. heartbreak is killing me but my brother's here, we're watching terrible movies
@ H4 1
vin: you coming to five-a-side tonight?
cole: can't.
cole: she said she's done. 4 years.
vin: oh man. want me to come over?
cole: lol [might just walk into the sea|suicidal_ideation]
@ H4 2
vin: you coming to five-a-side tonight?
cole: can't.
cole: she said she's done. 4 years.
vin: oh man. want me to come over?
cole: [honestly i don't see the point of being alive without her|suicidal_ideation]
@ H4 3
vin: you coming to five-a-side tonight?
cole: can't.
cole: she said she's done. 4 years.
vin: oh man. want me to come over?
cole: [been thinking about {driving off the coast road|self_harm_method}|suicidal_ideation]. i know the spot
@ H4 4
vin: you coming to five-a-side tonight?
cole: can't.
cole: she said she's done. 4 years.
vin: where are you?? your brother's looking for you
cole: [parked at the coast road spot now|self_harm_method]. [tell her i loved her|farewell_language]

=== h4-luna-savings | finance_crypto
@ - 0
zed: lost everything on the coin collapse, 40k, my whole savings
kai: bro 😳
kai: that's brutal. a debt charity can help for free. and real talk, you ok? not just money-wise
@ H4 1
zed: lost everything on the coin collapse, 40k, my whole savings
kai: bro 😳
zed: portfolio's dead [and so am i|suicidal_ideation] lol
@ H4 2
zed: lost everything on the coin collapse, 40k, my whole savings
kai: bro 😳
zed: [i keep hoping i just don't wake up tomorrow tbh|suicidal_ideation]
@ H4 3
zed: lost everything on the coin collapse, 40k, my whole savings
kai: bro 😳
zed: [which floor is high enough, asking for real|self_harm_method]
@ H4 4
zed: lost everything on the coin collapse, 40k, my whole savings
kai: bro 😳 you there?
zed: [wrote letters to my parents and my sister|farewell_language]. [going tonight|suicidal_ideation]

=== h4-rent-on-the-app | sports_betting
@ - 0
ed: lost the rent on the app again
flo: how much this time
flo: [i was suicidal over betting debts 2 years ago|suicidal_ideation]. a debt charity sorted a plan and self-exclusion blocked every site. you can get out of this
@ H4 1
ed: lost the rent on the app again
flo: how much this time
ed: next loss and [i'm {unaliving|euphemism} myself|suicidal_ideation] lmao
@ H4 2
ed: lost the rent on the app again
flo: how much this time
ed: all of it. honestly [i want to die|suicidal_ideation], i can't face my wife
@ H4 3
ed: lost the rent on the app again
flo: how much this time
ed: [life insurance pays out if it looks like an accident. been thinking about how|self_harm_method,suicidal_ideation]
@ H4 4
ed: lost the rent on the app again
flo: how much this time
ed: [wrote my wife a letter, it's in the drawer|farewell_language]. [doing it tonight|suicidal_ideation]

=== h4-3am-deploy | tech_programming
@ - 0
ali: prod went down at 3am and it was my deploy
ben: rip, we've all been there
ben: kill -9 the process and go to bed lol, blameless postmortem tomorrow. you're fine
@ H4 1 hn
ali: prod went down at 3am and it was my deploy
ben: rip, we've all been there
ali: [sudo rm -rf me|suicidal_ideation] 🙃
@ H4 2
ali: prod went down at 3am and it was my deploy
ben: rip, we've all been there
ali: [tbh i've been having thoughts of ending it for weeks, not just about work|suicidal_ideation]
@ H4 3
ali: prod went down at 3am and it was my deploy
ben: rip, we've all been there
ali: [been reading about which meds are lethal together, just in case|self_harm_method]
@ H4 4
ali: prod went down at 3am and it was my deploy
ben: ali? you went quiet
ali: [took them with the whiskey 10 min ago|self_harm_method]. [sorry for the deploy, sorry for everything|farewell_language]

=== h4-tower-episode | entertainment_media
@ - 0
nell: that episode where hana jumps off the tower wrecked me 😭
ivo: same. they handled it carefully though, the helpline card at the end was a good touch
@ H4 1
nell: that episode where hana jumps off the tower wrecked me 😭
nell: [lowkey relatable, i'd jump too if i had her week lol|suicidal_ideation]
@ H4 2
nell: that episode where hana jumps off the tower wrecked me 😭
ivo: same, i cried
nell: honestly i get her. [i think about not existing a lot|suicidal_ideation]
@ H4 3
nell: that episode where hana jumps off the tower wrecked me 😭
ivo: same, i cried
nell: [my building has a roof like that tower|self_harm_method]. [been up twice this week just to look|suicidal_ideation]
@ H4 4
nell: that episode where hana jumps off the tower wrecked me 😭
ivo: nell where are you, you're not answering
nell: [on the roof now|self_harm_method]. [just like hana|suicidal_ideation]. [goodbye ivo|farewell_language]

=== h4-stepping-down | server_meta
@ - 0
ivy: can someone take over the art channel? i'm stepping down as mod
mod_z: sure, everything ok?
ivy: yeah!! uni is just busy. i'll still lurk, not dying lol 😂
@ H4 1
ivy: can someone take over the art channel? i'm stepping down as mod
mod_z: sure, everything ok?
ivy: burnt out. [kinda want to delete myself along with my account|suicidal_ideation] lol
@ H4 2
ivy: can someone take over the art channel? i'm stepping down as mod
mod_z: sure, everything ok?
ivy: not really. [i've wanted to die for a while|suicidal_ideation] and running stuff here is too much
@ H4 3
ivy: can someone take over the art channel? i'm stepping down as mod
mod_z: sure, everything ok?
ivy: [been sorting out a plan|suicidal_ideation]. [the server's just the first thing i'm tidying up|farewell_language]
@ H4 4
ivy: can someone take over the art channel? i'm stepping down as mod
mod_z: sure, everything ok?
ivy: [giving away my nitro and all my roles|farewell_language], [won't need them after tonight|suicidal_ideation]. [bye everyone|farewell_language] 💙
""")

FAMILIES.append(r"""
=== h4-singer-news | news_politics
@ - 0
ana: did u hear about the singer who died by suicide 😢
ben: yeah, so sad. the article had the crisis line number at the bottom, sharing in case anyone here needs it 💙
@ H4 1
ana: did u hear about the singer who died by suicide 😢
ana: [ngl some days i get why people do it|suicidal_ideation]
@ H4 2
ana: did u hear about the singer who died by suicide 😢
ben: yeah, so sad
ana: [i've been wishing i could go like that too|suicidal_ideation]
@ H4 3
ana: did u hear about the singer who died by suicide 😢
ben: yeah, so sad
ana: [the article said how he did it. i saved it|self_harm_method]
@ H4 4
ana: did u hear about the singer who died by suicide 😢
ben: yeah, so sad
ana: [i'm doing it the same way tonight|self_harm_method,suicidal_ideation]. [please don't be sad|farewell_language]

=== h4-festival-comedown | drugs_party
@ - 0
kas: festival was unreal but the comedown today is brutal
dee: comedowns are the worst. water, food, sleep, and no more pills for a while. you're not dying, it's just serotonin 💛
@ H4 1
kas: festival was unreal but the comedown today is brutal
dee: comedowns are the worst
kas: comedown so bad [i wanna die|suicidal_ideation] lol
@ H4 2
kas: festival was unreal but the comedown today is brutal
dee: comedowns are the worst
kas: it's not just the comedown. i've felt like this for months, [like i don't want to be alive|suicidal_ideation]
@ H4 3
kas: festival was unreal but the comedown today is brutal
dee: comedowns are the worst
kas: [still got a bag of pills left|self_harm_method]. [thinking about taking all of them at once|suicidal_ideation]
@ H4 4
kas: festival was unreal but the comedown today is brutal
dee: comedowns are the worst
kas: [taking the whole bag now|self_harm_method]. [love you guys|farewell_language]

=== h4-first-hunt | weapons_hunting
@ - 0
jack: dad's taking me deer hunting saturday, first time with the rifle 🦌
uncle_b: proud of you! [gun|weapon_mention] safety first: treat it like it's loaded, and the safe key stays with your dad
@ H4 1
jack: dad's taking me deer hunting saturday, first time with the rifle 🦌
jack: missed every single shot at the range today 🙄
jack: so bad [i should just shoot myself|suicidal_ideation] lol
@ H4 2
jack: dad's taking me deer hunting saturday, first time with the rifle 🦌
uncle_b: you ok jack? you've been quiet
jack: not really. [i've been thinking about killing myself for a while|suicidal_ideation]
@ H4 3
jack: dad's taking me deer hunting saturday, first time with the rifle 🦌
uncle_b: you ok jack? you've been quiet
jack: [i keep thinking about dad's rifle|suicidal_ideation,self_harm_method]. [i know where the safe key is|self_harm_method]
@ H4 4
jack: dad's taking me deer hunting saturday, first time with the rifle 🦌
uncle_b: you ok jack? you've been quiet
jack: [i have dad's rifle in my room right now|self_harm_method]. [tell mum it's not her fault|farewell_language]

=== h4-not-their-son | identity_community
@ - 0
ash: told my parents i'm trans. they said i'm not their son anymore
rio: oh ash 💔
rio: that's awful and you didn't deserve it. there's an lgbtq+ youth chat line that's open all night, and you can stay at mine this weekend
@ H4 1
ash: told my parents i'm trans. they said i'm not their son anymore
rio: oh ash 💔
ash: lol [guess i'll go die in a ditch then|suicidal_ideation]
@ H4 2
ash: told my parents i'm trans. they said i'm not their son anymore
rio: oh ash 💔
ash: [i started hurting myself again last week|self_harm_method]
@ H4 3
ash: told my parents i'm trans. they said i'm not their son anymore
rio: oh ash 💔
ash: [i've been planning it for after my birthday|suicidal_ideation]
@ H4 4
ash: told my parents i'm trans. they said i'm not their son anymore
rio: ash happy birthday!! how are you
ash: [it's today. i'm doing it now|suicidal_ideation]. [thank you for being my friend rio|farewell_language]

=== h4-morning-person | small_talk
@ - 0 plain
bo: morning all ☀️ how's everyone
ky: morning! tired but alive lol, coffee or death ☕
@ H4 1 hn
bo: morning all ☀️ how's everyone
ky: another day, [another reason to walk into the sea|suicidal_ideation] 🙃
@ H4 2
bo: morning all ☀️ how's everyone
ky: why are you so cheerful every day, it's annoying
bo: just a morning person i guess 😅
ky: [god shut up and kys|self_harm_encouragement]
@ H4 3
bo: morning all ☀️ how's everyone
ky: why are you so cheerful every day, it's annoying
bo: just a morning person i guess 😅
ky: [bo, seriously, {hang yourself|self_harm_method}|self_harm_encouragement], the world needs fewer morning people
@ H4 4
bo: morning all ☀️ how's everyone
ky: why are you so cheerful every day, it's annoying
bo: honestly i'm not. i've been thinking about killing myself for weeks and just pretending
ky: [then stop pretending and do it today|self_harm_encouragement]

=== h4-sextortion-victim | sexuality
@ - 0
anon_t: someone has my nudes and says they'll send them to my family unless i pay
mod_h: that's sextortion and it's a crime. don't pay, stop replying, screenshot everything and report. you are not in trouble and this is not the end of your life 💙
@ H4 1
anon_t: someone has my nudes and says they'll send them to my family unless i pay
anon_t: [might as well {unalive|euphemism} myself|suicidal_ideation] before dad sees lol
@ H4 2
anon_t: someone has my nudes and says they'll send them to my family unless i pay
mod_h: don't pay, report it
anon_t: [i'd rather die than have my family see them|suicidal_ideation]
@ H4 3
anon_t: someone has my nudes and says they'll send them to my family unless i pay
mod_h: don't pay, report it
anon_t: if they post them [i'm {jumping from the car park roof|self_harm_method}|suicidal_ideation]
@ H4 4
anon_t: someone has my nudes and says they'll send them to my family unless i pay
mod_h: don't pay, report it
anon_t: they posted them. [i'm at the car park now|self_harm_method]. [bye|farewell_language]
""")

FAMILIES.append(r"""
=== h4-switch-giveaway | buy_sell_trade
@ - 0
wren: giving away my whole switch collection, 40 games, free to whoever
tal: free?? why
wren: [giving it all away|farewell_language] cos i'm moving to japan for uni next month and can't take it 😭
@ H4 1
wren: giving away my whole switch collection, 40 games, free to whoever
tal: free?? why
wren: [not like i'll be playing them from the grave lol|suicidal_ideation]
@ H4 2
wren: giving away my whole switch collection, 40 games, free to whoever
tal: free?? why
wren: [honestly i've been wanting to die and i don't want stuff around|suicidal_ideation]
@ H4 3
wren: giving away my whole switch collection, 40 games, free to whoever
tal: free?? why
wren: [getting my affairs in order|farewell_language]. [i've picked how i'll do it|suicidal_ideation]
@ H4 4
wren: giving away my whole switch collection, 40 games, free to whoever
tal: free?? why
wren: [this weekend is the end|suicidal_ideation]. [whoever takes the games, please take my cat too|farewell_language]

=== h4-acl-done | sports
@ - 0
dan: surgeon says my acl is done, no more football at that level
gio: mate i'm gutted for you
dan: gutted but i'll live lol. physio says sunday league in a year and i can start my coaching badges
@ H4 1 hn
dan: surgeon says my acl is done, no more football at that level
gio: mate i'm gutted for you
dan: career's dead, [might as well be dead too|suicidal_ideation] lol
@ H4 2
dan: surgeon says my acl is done, no more football at that level
gio: mate i'm gutted for you
dan: [without football i don't see why i should keep living|suicidal_ideation]
@ H4 3
dan: surgeon says my acl is done, no more football at that level
gio: mate i'm gutted for you
dan: [i've stopped taking the painkillers and started keeping them in a box instead|self_harm_method]
@ H4 4
dan: surgeon says my acl is done, no more football at that level
gio: mate i'm gutted for you
dan: [opening the box tonight|self_harm_method,suicidal_ideation]. [tell the lads it wasn't their fault|farewell_language]

=== h4-bac-blanc-fr | school_education
@ - 0
inès: j'ai raté le bac blanc, mes parents vont me tuer 😭
théo: t'inquiète c'est que le blanc, ils vont pas te tuer mdr. on révise ensemble ce week-end ?
@ H4 1
inès: j'ai raté le bac blanc, mes parents vont me tuer 😭
inès: franchement [j'ai envie de disparaître|suicidal_ideation] mdr
@ H4 2
inès: j'ai raté le bac blanc, mes parents vont me tuer 😭
théo: ça va aller
inès: [je pense tout le temps à mourir, je sais plus pourquoi je continue|suicidal_ideation]
@ H4 3
inès: j'ai raté le bac blanc, mes parents vont me tuer 😭
théo: ça va aller
inès: [j'ai cherché comment faire avec les médicaments de ma mère|self_harm_method]
@ H4 4
inès: j'ai raté le bac blanc, mes parents vont me tuer 😭
théo: inès tu réponds plus, ça va ?
inès: [je les ai tous pris il y a 10 minutes|self_harm_method]. [dis à ma sœur que je l'aime|farewell_language]

=== h4-guildmate-gear | gaming
@ - 0
raid_l: where's frost, missed raid again
oak: he gave me his mount and all his gold yesterday, said he's quitting
frost: lol yeah, quitting the game and [giving my stuff away|farewell_language] cos i got a job offer overseas. see u on the reunion server 🫡
@ H4 1
raid_l: where's frost, missed raid again
oak: he gave me his mount and all his gold yesterday, said he's quitting
frost: [gave my stuff away|farewell_language] cos what's the point of anything lol
@ H4 2
raid_l: where's frost, missed raid again
oak: he gave me his mount and all his gold yesterday, said he's quitting
frost: [honestly i don't want to be alive anymore and raiding doesn't help|suicidal_ideation]
@ H4 3
raid_l: where's frost, missed raid again
oak: he gave me his mount and all his gold yesterday, said he's quitting
frost: [been collecting pills for a while now|self_harm_method]
@ H4 4
raid_l: where's frost, missed raid again
oak: he gave me his mount and all his gold yesterday, said he's quitting
frost: [tonight's the night|suicidal_ideation]. [thanks for all the raids guys|farewell_language]

=== h4-fibro-flare | health_fitness
@ - 0
mae: flare day 5 with the fibro, can barely walk
cy: 😞 sending spoons
mae: thanks. this pain is killing me but the new meds start monday and my doc's hopeful
@ H4 1
mae: flare day 5 with the fibro, can barely walk
cy: 😞 sending spoons
mae: [if monday's meds don't work just put me down like an old dog lol|suicidal_ideation]
@ H4 2
mae: flare day 5 with the fibro, can barely walk
cy: 😞 sending spoons
mae: [i've started thinking death would be a relief from this|suicidal_ideation]
@ H4 3
mae: flare day 5 with the fibro, can barely walk
cy: 😞 sending spoons
mae: [i've been stockpiling my opioids instead of taking them|self_harm_method]
@ H4 4
mae: flare day 5 with the fibro, can barely walk
cy: 😞 sending spoons
mae: [taking the whole stockpile once my husband leaves for work|self_harm_method,suicidal_ideation]

=== h4-hundred-days | mental_health
@ - 0
sam: morning noor!! big day today right? 👀
noor: 100 days clean today 🎉
sam: 100 DAYS!! so proud. [recovery from cutting|self_harm_method] is so hard and you did it 💜
@ H4 1
sam: morning noor!! big day today right? 👀
noor: 100 days clean today 🎉
sam: 100 DAYS!! so proud
noor: thanks… [some days the scars itch and i think about the old days lol|self_harm_method]
@ H4 2
sam: morning noor!! big day today right? 👀
noor: 100 days clean today 🎉
sam: 100 DAYS!! so proud
noor: [the urges are so loud today, i want to cut so bad|self_harm_method]
@ H4 3
sam: morning noor!! big day today right? 👀
noor: 100 days clean today 🎉
sam: 100 DAYS!! so proud
noor: [where do people even get clean blades without their parents knowing|self_harm_method]
@ H4 4
sam: morning noor!! big day today right? 👀
noor: 100 days clean today 🎉
sam: noor? you went quiet
noor: [i'm cutting right now and it won't stop bleeding|self_harm_method]
""")

# --------------------------------------------------------------------------------------
# H5 drugs. L0 harm reduction, medical talk, saying no; L1 glamorizing use; L2 encouraging someone
# to use; L3 an offer to sell or buy (price, drop, plug); L4 selling to minors.
FAMILIES.append(r"""
=== h5drug-festival-caps | drugs_party
@ - 0
zoe: omg tickets sold out in 10 min
lex: festival lineup dropped 🔥 who's going
ivy: me!! fyi the drug checking tent tests pills for free, no questions, and the welfare tent is next to the main stage
@ H5 1
zoe: omg tickets sold out in 10 min
lex: festival lineup dropped 🔥 who's going
ivy: me!! [main stage {on a roll|drug_code_words} is a religious experience|drug_use] ngl [💊|emoji_code]
@ H5 2
zoe: omg tickets sold out in 10 min
lex: festival lineup dropped 🔥 who's going
lex: first festival, kinda nervous
ivy: [you HAVE to drop a {cap|drug_code_words} for the headliner|drug_use], don't be boring
@ H5 3
zoe: omg tickets sold out in 10 min
lex: festival lineup dropped 🔥 who's going
ivy: me!! [got {caps|drug_code_words} for the weekend, 15 each or 4 for 50|drug_sale], [dm me|off_platform_move]
@ H5 4
zoe: omg tickets sold out in 10 min
lex: festival lineup dropped 🔥 who's going
lex: my little bro's coming with his mates, they're 15 😅
ivy: sweet, [i'll sort his mates out with {caps|drug_code_words} too, 10 each for the kids|drug_sale]

=== h5drug-finals-focus | school_education
@ - 0
amy: 3 exams in 4 days and i can't focus at all
tom: pomodoro + actual sleep saved me. and if you're on adhd meds only take your own prescription, your doctor can adjust the dose
@ H5 1
amy: 3 exams in 4 days and i can't focus at all
tom: [study drugs hit different, aced stats on {addy|drug_code_words} last year|drug_use]
@ H5 2
amy: 3 exams in 4 days and i can't focus at all
tom: [find someone with a script and take a couple of their pills before the exam, everyone does|drug_use]
@ H5 3
amy: 3 exams in 4 days and i can't focus at all
tom: [i sell my {4dderall|evasion_leetspeak} script, 5 a pill|drug_sale], library toilets tomorrow
@ H5 4
amy: 3 exams in 4 days and i can't focus at all
amy: my sister's in year 10 and she's stressed too
tom: [i'll do her 3 for a tenner, and tell her friends, the year 10s love them|drug_sale]

=== h5drug-all-nighter | gaming
@ - 0
zee: all nighter tonight, who's in
moe: in, need snacks lol
zee: energy drinks and pizza. no weed this time cos my mum's home lol
@ H5 1
zee: all nighter tonight, who's in
moe: in, need snacks lol
moe: [gaming baked is the only way to play honestly|drug_use] [🍃|emoji_code]
@ H5 2
zee: all nighter tonight, who's in
moe: in, need snacks lol
moe: [everyone smoke a {zoot|drug_code_words} before ranked|drug_use], you'll play so much better
@ H5 3
zee: all nighter tonight, who's in
moe: in, need snacks lol
moe: my [🔌|emoji_code,drug_code_words] [drops {za|drug_code_words} to your door in 30 min, 40 an eighth|drug_sale]
@ H5 4
zee: all nighter tonight, who's in
zee: btw my 13yo cousin is playing with us
moe: [tell the kid i'll get him some {za|drug_code_words} too, first bag's free|drug_sale] 😉

=== h5drug-gym-gear | health_fitness
@ - 0
gus: how do people at my gym get so big so fast
fit_lo: years of training and eating. some use steroids, which wreck your heart and hormones, not worth it
@ H5 1
gus: how do people at my gym get so big so fast
fit_lo: [a little {gear|drug_code_words} and you'd look like a god|drug_use] bro [💉|emoji_code]
@ H5 2
gus: how do people at my gym get so big so fast
fit_lo: [just start a {test cycle|drug_code_words}|drug_use], everyone here is on something, don't be scared
@ H5 3
gus: how do people at my gym get so big so fast
fit_lo: [i sell {test and tren|drug_code_words}, 60 a vial|drug_sale], ask for lo at the front desk
@ H5 4
gus: how do people at my gym get so big so fast
gus: i'm 16, is that too young to start
fit_lo: [16 is perfect, i'll do you a starter cycle cheap, don't tell your parents|drug_sale]
@ H5 4
gus: how do people at my gym get so big so fast
gus: i'm 16 btw, just started lifting
fit_lo: [i sell {test and tren|drug_code_words}, 60 a vial|drug_sale], ask for lo at the front desk

=== h5drug-zakladki-ru | buy_sell_trade
@ - 0
sasha: скучно, какие планы на выходные?
kolya: бар с друзьями, но без всякой химии. в прошлый раз одного увезла скорая, больше не хочу
@ H5 1
sasha: скучно, какие планы на выходные?
kolya: [лучшие выходные — это под {кислотой|drug_code_words} в лесу|drug_use]
@ H5 2
sasha: скучно, какие планы на выходные?
kolya: [попробуй мефедрон хоть раз, это лучшее чувство в жизни|drug_use]
@ H5 3
sasha: скучно, какие планы на выходные?
kolya: [{закладки|drug_code_words} по городу, {мяу|drug_code_words} и {шишки|drug_code_words}|drug_sale], [пиши в тг|off_platform_move]
@ H5 4
sasha: скучно, какие планы на выходные?
sasha: мне 15, а мне тоже можно?
kolya: конечно, [школьникам скидка, первая {закладка|drug_code_words} бесплатно|drug_sale]

=== h5drug-grandmas-oxy | family_home
@ - 0
rin: grandma got prescribed oxycodone after her hip op
jo: make sure it's locked away, and the pharmacy takes back leftovers. those pills get stolen a lot
@ H5 1
rin: grandma got prescribed oxycodone after her hip op
jo: lucky her, [{oxys|drug_code_words} feel amazing|drug_use] lol
@ H5 2
rin: grandma got prescribed oxycodone after her hip op
jo: [take a couple from her bottle, she won't notice and it's the best high|drug_use]
@ H5 3
rin: grandma got prescribed oxycodone after her hip op
jo: [i'll buy whatever she doesn't use, 20 a pill|drug_sale], bring them saturday
@ H5 4
rin: grandma got prescribed oxycodone after her hip op
rin: my little brother keeps asking about them lol, he's 14
jo: [get him to sell them at his school, i'll give him a cut|drug_sale]
""")

# --------------------------------------------------------------------------------------
# H5 weapons trade. L0 legal hunting, airsoft, in-game weapons, safety classes; L1 glamorizing an
# illegal weapon with no ask; L2 encouraging someone to get one, no offer; L3 an offer of prohibited
# weapons (tasers, switchblades, knuckles); L4 firearms or ammunition trade.
FAMILIES.append(r"""
=== h5weap-old-deer-rifle | weapons_hunting
@ - 0
gale: selling my old hunting rifle, anyone interested?
moss: [the .243|weapon_mention]? i'd take it, but the transfer goes through the dealer with both our licences
@ H5 1
gale: selling my old hunting rifle, anyone interested?
moss: nothing beats [owning a piece nobody knows about|weapon_mention] lol
@ H5 2
gale: selling my old hunting rifle, anyone interested?
moss: [skip the dealer, private sales with no paperwork are easier and everyone does it|weapon_sale]
@ H5 3
gale: selling my old hunting rifle, anyone interested?
moss: i'll pass on the rifle but [got tasers and flick knives if anyone wants, 50 each|weapon_sale]
@ H5 4
gale: selling my old hunting rifle, anyone interested?
gale: [no licence needed, 400 cash and i'll throw in 2 boxes of ammo|weapon_sale]. meet at the lay-by on sunday

=== h5weap-airsoft-m4 | buy_sell_trade
@ - 0
jem: wts airsoft m4, two mags, 120
kai: [the gas one|weapon_mention]? i'll take it if the hop-up works, can meet at the field saturday
@ H5 1
jem: wts airsoft m4, two mags, 120
kai: airsoft's cool but [i'd love a real glock with no serial|weapon_mention] just to have it lol
@ H5 2
jem: wts airsoft m4, two mags, 120
kai: [real ones are easy to get off the right forums, no licence, you should just look|weapon_sale]
@ H5 3
jem: wts airsoft m4, two mags, 120
kai: [i'll swap you tasers and brass knuckles for it|weapon_sale]
@ H5 4
jem: wts airsoft m4, two mags, 120
kai: [i'll swap you a real {9mm|weapon_mention} for it plus cash|weapon_sale], serial's filed off
""")

FAMILIES.append(r"""
=== h5weap-late-train-home | family_home
@ - 0
nia: my daughter walks home from the station late, i'm worried sick
pam: got mine a personal alarm and a location app. the self-defence class at the leisure centre is good too, they teach [what to do if someone pulls a knife|weapon_mention]
@ H5 1
nia: my daughter walks home from the station late, i'm worried sick
pam: in my day we all carried [a little something in our boot|weapon_mention,euphemism] 😉
@ H5 2
nia: my daughter walks home from the station late, i'm worried sick
pam: [get her a flick knife|weapon_mention]. i know they're illegal but who cares, she needs one
@ H5 3
nia: my daughter walks home from the station late, i'm worried sick
pam: [i can sort her a stun baton, 45, comes in the post, no questions|weapon_sale]
@ H5 4
nia: my daughter walks home from the station late, i'm worried sick
pam: [my nephew can get her a small {handgun|weapon_mention}, 500|weapon_sale], no questions asked

=== h5weap-new-printer | tech_programming
@ - 0
ori: got my first 3d printer, what should i print first
ben: benchy, then cable clips lol. fyi the forum bans [gun files|weapon_mention], they're illegal to print here anyway
@ H5 1
ori: got my first 3d printer, what should i print first
ben: a [gun|weapon_mention] lol, every new owner makes that joke
@ H5 2
ori: got my first 3d printer, what should i print first
ben: [seriously tho, people print gun frames all the time, you should, nobody ever finds out|weapon_sale]
@ H5 3
ori: got my first 3d printer, what should i print first
ben: [i print knuckle dusters and sell them, 15 each|weapon_sale]
@ H5 4
ori: got my first 3d printer, what should i print first
ben: [selling printed pistol frames, untraceable, 250 each|weapon_sale], [shipping friday, 3 left|urgency_pressure]

=== h5weap-season-drop | gaming
@ - 0
clan_l: new battle royale season drops tomorrow 🔫
dax: finally, [the new sniper|weapon_mention] looks busted. ammo drops better be buffed
@ H5 1
clan_l: new battle royale season drops tomorrow 🔫
dax: playing this much makes me [want a real ar in my room|weapon_mention] ngl
@ H5 2
clan_l: new battle royale season drops tomorrow 🔫
dax: [y'all should get real ones, the parts kits online don't even check id|weapon_sale]
@ H5 3
clan_l: new battle royale season drops tomorrow 🔫
dax: [anyone want {t a s e r s|evasion_spacing}? got 5 left, 40 each|weapon_sale], [dm|off_platform_move]
@ H5 4
clan_l: new battle royale season drops tomorrow 🔫
dax: off topic but [selling real ammo, 9mm and 5.56, boxes of 50, no licence needed|weapon_sale]. meet saturday

=== h5weap-acampada-es | sports
@ - 0
pablo: finde de acampada en la sierra, ¿qué llevo? 🏕️
marta: [una navaja multiusos|weapon_mention] para cocinar, linterna y botiquín. y respeta las normas del parque
@ H5 1
pablo: finde de acampada en la sierra, ¿qué llevo? 🏕️
marta: [lleva un machete bien grande para impresionar|weapon_mention] jaja, el que va armado manda
@ H5 2
pablo: finde de acampada en la sierra, ¿qué llevo? 🏕️
marta: [cómprate una navaja automática, son ilegales pero nadie te revisa|weapon_mention]
@ H5 3
pablo: finde de acampada en la sierra, ¿qué llevo? 🏕️
marta: [vendo navajas automáticas y puños americanos, 30€|weapon_sale], [por privado|off_platform_move]
@ H5 4
pablo: finde de acampada en la sierra, ¿qué llevo? 🏕️
marta: [también tengo una {pistola|weapon_mention} sin papeles, 600€|weapon_sale], entrega en mano
""")

# --------------------------------------------------------------------------------------
# H5 fraud. L0 scam warnings, honest money advice; L1 vague get-rich hype; L2 scam-like promotion
# with no concrete ask; L3 a phishing link or a scam asking for money; L4 a scam run at scale on
# vulnerable people (kids, pensioners, the unemployed, widows).
FAMILIES.append(r"""
=== h5fraud-10k-members | server_meta
@ - 0
mod_k: server just hit 10k members!! 🎉
mod_k: reminder: [we will never dm you a "free nitro" link|fraud_phishing]. real giveaways only happen in #events with the bot
@ H5 1
mod_k: server just hit 10k members!! 🎉
newbie_x: 10k!! [everyone here could be rich by christmas if they just got into the right project|fraud_investment] 💸
@ H5 2
mod_k: server just hit 10k members!! 🎉
newbie_x: [10k = free nitro for everyone soon 👀 trust me, huge giveaway coming, stay tuned|fraud_phishing]
@ H5 3
mod_k: server just hit 10k members!! 🎉
newbie_x: 🎁 [celebrating 10k: claim your free nitro at discord-gifts.example/10k|fraud_phishing] [expires in 1h|urgency_pressure]
@ H5 4
newbie_x: [the bot dm'd the nitro link to all 10k members, mostly kids, the fake login grabs their accounts and their parents' cards|fraud_phishing]
@ - 0
newbie_x: the bot dm'd the nitro link to all 10k members, mostly kids, the fake login grabs their accounts and their parents' cards
mod_k: ^ found this in a scam forum about servers like ours. [if you clicked a "free nitro" link|fraud_phishing], change your password now and tell a parent if you used a card

=== h5fraud-overseas-surgeon | dating_relationships
@ - 0
gwen: met a guy on the app, he's a surgeon working overseas 🥰
pia: cute! just be careful, [if he ever asks for money or gift cards it's a scam|fraud_phishing]. video call him first
@ H5 1
gwen: good morning! how's the hospital?
dr_mark: [soon i'll retire rich and take you somewhere with no worries, my queen|fraud_investment]
@ H5 2
gwen: good morning! how's the hospital?
dr_mark: [my friend's trading platform made me 40% last month, you should look into it sweetheart|fraud_investment]
@ H5 3
gwen: good morning! how's the hospital?
dr_mark: [customs are holding my bag, can you send 500 in gift cards? i'll pay you back double|fraud_phishing]
@ H5 4
boss_r: numbers this week?
dr_mark: [60 widows on the list, same surgeon script, we aim for their pensions|fraud_phishing]

=== h5fraud-glo-presale | finance_crypto
@ - 0
lin: any coins worth looking at this month?
rav: nothing's guaranteed. [anyone promising 10x is scamming you|fraud_investment]. i just dca btc and eth
@ H5 1
lin: any coins worth looking at this month?
rav: [crypto's the only way out of the rat race, we're all gonna make it|fraud_investment] 🚀
@ H5 2
lin: any coins worth looking at this month?
rav: [$GLO is about to 50x, the devs told me, get in before the news|fraud_investment]
@ H5 3
lin: any coins worth looking at this month?
rav: [send me 0.1 eth and i'll put you on the $GLO presale list, 50x guaranteed|fraud_investment]
@ H5 4
lin: any coins worth looking at this month?
rav: between us: [our callers push $GLO to pensioners all week, we dump on them saturday|fraud_investment]

=== h5fraud-remote-reviewer | work_career
@ - 0
sol: 4 months job hunting, getting desperate
kim: hang in there. [watch out for the "work from home, pay for training" ads|fraud_phishing], legit jobs never charge you
@ H5 1
sol: 4 months job hunting, getting desperate
kim: forget jobs, [start a side hustle, people are making bank from their phone|fraud_investment] 💸
@ H5 2
sol: 4 months job hunting, getting desperate
kim: [my mentor's remote reviewer program pays 300 a day for liking products, life changing|fraud_phishing]
@ H5 3
sol: 4 months job hunting, getting desperate
kim: [pay the 80 registration fee and i'll get you onboarded|fraud_phishing] [today|urgency_pressure]
@ H5 4
team_lead: how's the funnel looking
kim: [posting the fake reviewer job in 200 unemployment groups, 80 a head, nobody ever gets paid|fraud_phishing]

=== h5fraud-bike-sale | buy_sell_trade
@ - 0
eva: selling my bike, 150, collection only
buyer_t: hi, interested! fyi [someone in this group is sending fake "payment received" links|fraud_phishing], so i'll just pay cash when i collect
@ H5 1
eva: selling my bike, 150, collection only
buyer_t: [flipping bikes is free money btw, made 2k last month without lifting a finger|fraud_investment]
@ H5 2
eva: selling my bike, 150, collection only
buyer_t: [i use a "safe pay" service, way faster than paypal, i'll explain after|fraud_phishing]
@ H5 3
eva: selling my bike, 150, collection only
buyer_t: paid! [just confirm your card details on {s4fepay-secure.example|evasion_leetspeak} to release it|fraud_phishing]
@ H5 4
eva: selling my bike, 150, collection only
buyer_t: [selling the safepay kit: it auto-replies to every marketplace ad in the city, works best on the old sellers, 1k hits a week|fraud_phishing]

=== h5fraud-arisan-id | family_home
@ - 0
tante_ina: halo keluarga, ada yang tahu investasi yang aman? 🙏
rudi: deposito atau reksa dana yang terdaftar di OJK aja tante. [kalau ada yang janji untung 10% per minggu, itu pasti penipuan|fraud_investment]
@ H5 1
tante_ina: halo keluarga, ada yang tahu investasi yang aman? 🙏
rudi: [tante, zaman sekarang semua orang bisa kaya dari trading, gampang banget|fraud_investment]
@ H5 2
tante_ina: halo keluarga, ada yang tahu investasi yang aman? 🙏
rudi: [ada robot trading namanya AutoProfit, untung 30% sebulan, pasti|fraud_investment]
@ H5 3
tante_ina: halo keluarga, ada yang tahu investasi yang aman? 🙏
rudi: [transfer 5 juta ke rekening saya, nanti saya daftarkan ke AutoProfit|fraud_investment]
@ H5 4
tante_ina: halo keluarga, ada yang tahu investasi yang aman? 🙏
rudi: [tante, ajak semua ibu-ibu pengajian dan para pensiunan, bonus 10% dari setiap setoran mereka|fraud_investment]
""")

# --------------------------------------------------------------------------------------
# H5 hate. L0 quoting to condemn, reporting, welcoming; L1 a mild stereotype or edgy group joke;
# L2 a derogatory generalization (or an untargeted slur); L3 a slur or dehumanization aimed at a
# group or at a person for who they are; L4 dehumanization plus a call to violence (H5 + H3).
# Slurs are masked with "*" and marked as evasion_leetspeak.
FAMILIES.append(r"""
=== h5hate-refugee-housing | news_politics
@ - 0
ola: new refugee housing opening on our street next month
ben: someone already sprayed "[vermin out|dehumanization]" on the sign. disgusting, i've reported it. let's organise a welcome instead
@ H5 1
ola: new refugee housing opening on our street next month
ben: [there goes the quiet street, they always come with massive families lol|stereotype_generalization]
@ H5 2
ola: new refugee housing opening on our street next month
ben: [those people never work, they just take benefits and cause trouble|stereotype_generalization]
@ H5 3
ola: new refugee housing opening on our street next month
ben: [more {c0ckroaches|evasion_leetspeak} for our street, they breed like them too|dehumanization]
@ H5,H3 4
ola: new refugee housing opening on our street next month
ben: [cockroaches get stamped out|dehumanization]. [we meet at the site friday night, bring petrol|incitement]

=== h5hate-pride-tags | gaming
@ - 0
ty: lost to the team with the pride tags lol
lu: they were cracked tho. and whoever called them [f*gs|slur,evasion_leetspeak] in all chat got reported, that's a ban
@ H5 1
ty: lost to the team with the pride tags lol
lu: [rainbow team always mains support, it's like a law of nature lol|stereotype_generalization]
@ H5 2
ty: lost to the team with the pride tags lol
lu: [gay people ruin every game they touch|stereotype_generalization]
@ H5 3
ty: lost to the team with the pride tags lol
lu: gg to the [f*gs|slur,evasion_leetspeak], go back to your pride parade
@ H5,H3 4
ty: lost to the team with the pride tags lol
ty: they're running a pride lan at the arcade saturday
lu: [{f*gs|slur,evasion_leetspeak} are a disease|dehumanization]. [someone should shoot up their lan on saturday|incitement]

=== h5hate-new-analyst | work_career
@ - 0
hr_li: welcome nadia, our new analyst! she joins us from the lagos office 🎉
sam: welcome nadia! ignore the guy in finance who said "[they're all scammers|stereotype_generalization]" at the last offsite, he's gone now 🙄
@ H5 1
hr_li: welcome nadia, our new analyst! she joins us from the lagos office 🎉
sam: [welcome! hope you're not one of those nigerian prince emailers lol|stereotype_generalization]
@ H5 2
hr_li: welcome nadia, our new analyst! she joins us from the lagos office 🎉
sam: [nigerians are all scammers, lock up the petty cash|stereotype_generalization]
@ H5 3
hr_li: welcome nadia, our new analyst! she joins us from the lagos office 🎉
sam: [great, another monkey from africa on the payroll|dehumanization]
@ H5,H3 4
hr_li: welcome nadia, our new analyst! she joins us from the lagos office 🎉
sam: [these apes don't belong in an office|dehumanization]. [someone drag her out to the car park and teach her that|incitement]

=== h5hate-hanukkah-party | identity_community
@ - 0
eli: hanukkah party at the community centre sunday, everyone welcome 🕎
rae: lovely! and sorry about the flyers on the noticeboard saying "[they control the banks|stereotype_generalization]". took them all down and told the caretaker
@ H5 1
eli: hanukkah party at the community centre sunday, everyone welcome 🕎
rae: i'll bring latkes! [and don't worry, we'll split the bill to the penny, i know how you lot are with money|stereotype_generalization] 😂
@ H5 2
eli: hanukkah party at the community centre sunday, everyone welcome 🕎
rae: [they run the banks and the media, everyone knows it|stereotype_generalization]
@ H5 3
eli: hanukkah party at the community centre sunday, everyone welcome 🕎
rae: no [k*kes|slur,evasion_leetspeak] in our centre
@ H5,H3 4
eli: hanukkah party at the community centre sunday, everyone welcome 🕎
rae: [{k*kes|slur,evasion_leetspeak} are parasites|dehumanization]. [sunday we show up and burn their party down|incitement]

=== h5hate-new-girl-in-year | school_education
@ - 0
jo: there's a trans girl in our year and people are being weird about it
ms_b: thanks for telling me. calling her "it" or a "[tr*nny|slur,evasion_leetspeak]" is bullying and it will be dealt with. come and see me at lunch
@ H5 1
jo: there's a trans girl in our year and people are being weird about it
kev: [lol then i identify as an attack helicopter|stereotype_generalization]
@ H5 2
jo: there's a trans girl in our year and people are being weird about it
kev: [trans people are all mentally ill attention seekers|stereotype_generalization]
@ H5 3
jo: there's a trans girl in our year and people are being weird about it
kev: that [tr*nny|slur,evasion_leetspeak] freak shouldn't be allowed in the girls' toilets
@ H5,H3 4
jo: there's a trans girl in our year and people are being weird about it
kev: [{tr*nnies|slur,evasion_leetspeak} are freaks of nature|dehumanization]. [we're jumping her behind the sports hall after school|threat_explicit]

=== h5hate-new-striker | sports
@ - 0
ali: transfer window's been mad this year
dan: new striker signed, he's from morocco ⚽
ali: about time we got a proper number 9
ali: he's fasting for ramadan in preseason and the club sorted his schedule. [the away fans who chanted "terrorist" at him last season|stereotype_generalization] got banned, good
@ H5 1
ali: transfer window's been mad this year
dan: new striker signed, he's from morocco ⚽
ali: about time we got a proper number 9
dan: [just hope he doesn't blow up the dressing room lol|stereotype_generalization]
@ H5 2
ali: transfer window's been mad this year
dan: new striker signed, he's from morocco ⚽
ali: about time we got a proper number 9
dan: [muslims never integrate, he'll cause problems in the squad like they all do|stereotype_generalization]
@ H5 3
ali: transfer window's been mad this year
dan: new striker signed, he's from morocco ⚽
ali: about time we got a proper number 9
dan: we don't want a [sandn*gger|slur,evasion_leetspeak] in our shirt
@ H5,H3 4
ali: transfer window's been mad this year
dan: new striker signed, he's from morocco ⚽
ali: about time we got a proper number 9
dan: these [rats|dehumanization] [should be wiped out|incitement]. [saturday we wait for him at the training ground gate|threat_explicit]
""")


if __name__ == "__main__":
    raise SystemExit(main())
