"""BRACE seed round 4: severity ladders, round two. One scenario written at L0, L1, L2, L3 and L4.

Writes data/brace/seed/round4_ladders.jsonl (ids seed-r4ld-00001...), deterministically.
Every window was written by hand for Parry (no text taken from any data set); names, handles, codes,
streets, shops, sites, 555 numbers and example.com links are invented.

Why another round of ladders: after round 3 the model still confuses adjacent severity levels, worst
between L2 and L3 and between L3 and L4, and it reads some L2 and L3 windows as benign. Each family here
is again ONE scenario (one setting, one topic) told five times: a benign version that uses the same words
(a hard negative), then the same scenario at L1, L2, L3 and L4, changing only what the annotation guide's
severity rules (section 3, and the settled cases of section 9) say decides the level: a target (none / a
person in the chat / a named or located person), intent (joke, wish, threat, plan), means, a time or
place, an offer / price / link / code, scale, a minor, imminence. The deciding cue is made plain and is
moved around: sometimes it is in the judged turn (start, middle or end), sometimes in an earlier turn
(the person said they are 15; the speaker posted an address; the friend said they want to die; the
loss that is being chased). The L2 and L3 rungs are written as ordinary chat, not only as the loudest
version, so that a quiet veiled threat, a code word offer or a casual "kys" is not learnt as benign.
About a quarter of the families carry a sixth or seventh window: the same judged words in another
context, one level apart (a code dropped to an adult and to a 15-year-old; "kys" in a lobby and to a
friend who just said they want to die; "a box of them" that means knuckles in one window and rounds in another).

Spread: 24 H3, 24 H4, 20 H5 (5 each for drugs, weapons trade, fraud and hate), 16 H1 and 16 H2 families,
every family in a setting no earlier seed file uses, all 20 topics (unlikely pairings included). Windows
are 1 to 5 turns, mostly 3 to 5; a few judged turns are code-switched (Spanish, French, Hindi,
Portuguese). The family is the split unit, so a whole ladder is always in one split.

Data format (the FAMILIES text blocks below, parsed by _blocks.parse_blocks):

    === family-name | topic                       one family (ladder); its default topic
    @ types severity [hn|plain] [topic=key]       starts a window: "H3", "H5,H3" (primary first) or "-"
    author: text                                  one turn, oldest first; the last turn is judged

A benign window ("- 0") is a hard negative unless flagged "plain"; an L1 window is one only when
flagged "hn". Evidence is marked inline as ``[text|indicator,indicator]``, with nested ``{text|indicator}``
for a second piece inside it (an evasion inside a threat). On the judged turn the marks set
`indicators`; on earlier turns they only add context spans. Spans are found with ``str.index`` of the
evidence substring in the final text, never typed as numbers.

Content rules: self-harm methods are named ("pills", "the bridge"), never explained (no amounts, no
steps); weapons are traded, never built; anything sexual involving a minor is only the grooming pattern
(age, request, secrecy, moving to DMs), never described; slurs are written masked ("p*kies", "r*tard") and
masking is marked as `evasion_leetspeak`. Sextortion and leak threats follow the settled case
(`solicitation_contact` for the demand, `threat_veiled` for the threat to share).

Run from the repository root:  .venv/bin/python scripts/brace_seed/round4_ladders.py
"""

from __future__ import annotations

from _blocks import (
    LADDER_KINDS,
    SEED_DIR,
    check_hygiene,
    check_ladders,
    other_seed_windows,
    parse_blocks,
    prefix_kinds,
    report,
    write_file,
)

OUT = SEED_DIR / "round4_ladders.jsonl"
GROUP = "seed:round4_ladders/"
ID_PREFIX = "seed-r4ld-"

kind_of = prefix_kinds(LADDER_KINDS)


def check(windows: list[dict], others: list[dict]) -> None:
    """Corpus hygiene against every other seed file, new family names, and the ladder shape."""
    check_hygiene(windows, others)
    check_ladders(windows, GROUP, kind_of, {w["source"].partition("/")[2] for w in others if w.get("source")})


def main() -> int:
    windows: list[dict] = []
    for block in FAMILIES:
        windows.extend(parse_blocks(block, GROUP))
    check(windows, other_seed_windows(OUT))
    write_file(windows, OUT, ID_PREFIX)
    report(windows, kind_of, GROUP)
    return 0


# ======================================================================================
# FAMILIES. Each string holds several ladders; see the module docstring for the format.
FAMILIES: list[str] = []

# --------------------------------------------------------------------------------------
# H1 sexual content. L0 sex-ed, consent, the same words innocently; L1 innuendo with no target;
# L2 explicit talk, or one sexual remark at someone who did not invite it; L3 soliciting pics or sex,
# selling or advertising content, an advance repeated after a no; L4 a minor (grooming cues only),
# sextortion, leaking or threatening to leak intimate images.
FAMILIES.append(r"""
=== h1-salsa-class | health_fitness
@ - 0
teacher_r: tonight's salsa class: close hold and hip rolls 💃 beginners welcome
nell: first class, bit nervous lol
ines: you'll love it! close hold feels awkward at first, just keep a little space and tell your partner if anything feels uncomfortable
@ H1 1
teacher_r: tonight's salsa class: close hold and hip rolls 💃 beginners welcome
nell: first class, bit nervous lol
gav: [close hold and hip rolls, so basically foreplay with music|sexual_innuendo] 😏
@ H1 2
teacher_r: tonight's salsa class: close hold and hip rolls 💃 beginners welcome
nell: first class, bit nervous lol
gav: nell [i'd have you grinding on me all night and then bend you over the studio mirror|sexual_explicit]
@ H1 3
teacher_r: tonight's salsa class: close hold and hip rolls 💃 beginners welcome
gav: we're partnered tonight lol
nell: cool. see u at 7 i guess
gav: [after class come back to mine for a private lesson, clothes optional|solicitation_contact] 😉
@ H1 4
teacher_r: tonight's salsa class: close hold and hip rolls 💃 beginners welcome
nell: gav stop messaging me about last year. i said no
gav: [still got the clip of you naked in the studio changing room|sexual_explicit]. [come to mine saturday|solicitation_contact] [or it goes in the class group chat|threat_veiled]

=== h1-cafe-closing-shift | work_career
@ - 0
mara: closing shift w jonno tonight, he's new ☕
fi: aw be nice to him, first weeks are rough
pete: he's sweet. show him how to steam the milk properly, the foam takes ages to get right. and the cream goes in the top fridge
@ H1 1
mara: closing shift w jonno tonight, he's new ☕
fi: aw be nice to him, first weeks are rough
pete: lol [closing shifts always get steamy in that back room|sexual_innuendo] 😏
@ H1 2
mara: closing shift w jonno tonight, he's new ☕
fi: aw be nice to him, first weeks are rough
jonno: hi all! first week, be nice 😅
pete: [jonno you can bend over the milk fridge for me any time, i'd make you scream|sexual_explicit]
@ H1 3
mara: closing shift w jonno tonight, he's new ☕
fi: aw be nice to him, first weeks are rough
pete: jonno u free after close? 😏
jonno: no thanks, got a gf and i'm just here to work
pete: [she won't know. stay after lock-up and i'll suck you off in the stock room|solicitation_contact,sexual_explicit]
@ H1 4
mara: closing shift w jonno tonight, he's new ☕
fi: aw be nice to him, first weeks are rough
jonno: hi all! it's my first job ever, just turned 16 😅
pete: [16 and already this cute|minor_sexualization] 😏 [stay after lock-up with me|solicitation_contact], [don't mention it to the manager|minor_sexualization]

=== h1-guitar-lessons | entertainment_media
@ - 0
tutor_ray: booking guitar lessons for the autumn term 🎸 1-to-1 at my studio or over video
dot_m: ooh how much per half hour?
sam_p: does your studio have a waiting area? my son's 12 and i'd want to sit in
tutor_ray: yep, parents are welcome in every lesson, and video lessons are recorded so you can watch them back
@ H1 1
tutor_ray: booking guitar lessons for the autumn term 🎸 1-to-1 at my studio or over video
dot_m: ooh how much per half hour?
kez: [guitarists really are good with their fingers|sexual_innuendo] 😏 what's the price tho
@ H1 2
tutor_ray: booking guitar lessons for the autumn term 🎸 1-to-1 at my studio or over video
dot_m: ooh how much per half hour?
kez: [last guitarist i dated fingered me better than he played, i came before the solo lol|sexual_explicit]
@ H1 3
kez: not just guitar lessons 😏 [also doing "private" 18+ video sessions, 40 for half an hour, camera on, clothes off|solicitation_contact], [book thru my tele|off_platform_move]
@ H1 4
tutor_ray: booking guitar lessons for the autumn term 🎸 1-to-1 at my studio or over video
dot_m: ooh how much per half hour?
mia_k: hi! i'm 13, my mum said i can have lessons if they're online
tutor_ray: [13 is a great age to start|minor_sexualization] 😊 [add me on snap so we can chat without mum seeing|off_platform_move,minor_sexualization]. [send me a selfie first|solicitation_contact], [our secret ok|minor_sexualization]

=== h1-bike-fitting | buy_sell_trade
@ - 0
lou: buying my first road bike, the shop offers a fitting session, worth it?
lou: 45 quid for an hour
fit_dee: worth it. we measure your inseam and sit bones and set the saddle height, you stay fully clothed and you're welcome to bring a friend
@ H1 1
lou: buying my first road bike, the shop offers a fitting session, worth it?
lou: 45 quid for an hour
bea: [an hour of a stranger measuring your inseam, can't think why that costs extra|sexual_innuendo] lol
@ H1 2
lou: buying my first road bike, the shop offers a fitting session, worth it?
lou: 45 quid for an hour
fit_dee: [for you i'd measure a lot more than your sit bones, i'd have you moaning on that saddle|sexual_explicit]
@ H1 3
lou: buying my first road bike, the shop offers a fitting session, worth it?
lou: 45 quid for an hour
fit_dee: [i do after-hours fittings for girls who'd rather pay another way|solicitation_contact] 😏 [dm me|off_platform_move]
@ H1 4
lou: buying my first road bike, the shop offers a fitting session, worth it? i'm 16, does my mum have to come?
fit_dee: [no need for mum, come by after close|minor_sexualization] and [send me a pic in your cycling shorts first|solicitation_contact], [keep it between us|minor_sexualization]

=== h1-rp-server-tavern | gaming
@ - 0
rp_mod: reminder: fade to black on anything romantic, no erp in public channels
fenn: fair. my elf and the knight just had a moody candlelit scene, faded out before anything happened, tasteful 🕯️
@ H1 1
rp_mod: reminder: fade to black on anything romantic, no erp in public channels
fenn: [my elf is about to roll for "charisma" with the tavern maid|sexual_innuendo] 😏 *fade to black*
@ H1 2
rp_mod: reminder: fade to black on anything romantic, no erp in public channels
fenn: *[pins the maid against the bar, rips her dress open and grinds into her|sexual_explicit]*
@ H1 3
rp_mod: reminder: fade to black on anything romantic, no erp in public channels
fenn: [anyone wanna do full explicit erp with me, any kink you want|solicitation_contact], [add me, dms only|off_platform_move]
@ H1 4
rp_mod: reminder: fade to black on anything romantic, no erp in public channels
pip: sorry i'm new! i'm 14 so i'm just here for the dragons lol
fenn: [14 is old enough for private rp|minor_sexualization] 😏 [come to my dms, we'll do the scenes the mods don't allow|solicitation_contact,off_platform_move], [just don't tell them|minor_sexualization]

=== h1-pill-first-week | sexuality
@ - 0
anon_q: started the pill last week, can you still get pregnant if he finishes inside in the first 7 days?
anon_q: bit panicked tbh, the leaflet is so confusing 😬
clinic_ro: yes, for the first 7 days use condoms too, unless you started on day 1 of your period. a pharmacist can go through it with you for free 💜
@ H1 1
anon_q: started the pill last week, can you still get pregnant if he finishes inside in the first 7 days?
anon_q: bit panicked tbh, the leaflet is so confusing 😬
dex: [the pill is great, the "finishing" is the fun part|sexual_innuendo] 😏
@ H1 2
anon_q: started the pill last week, can you still get pregnant if he finishes inside in the first 7 days?
anon_q: bit panicked tbh, the leaflet is so confusing 😬
dex: [pill or not, nothing beats busting inside my gf raw every night|sexual_explicit]
@ H1 3
anon_q: started the pill last week, can you still get pregnant if he finishes inside in the first 7 days?
anon_q: bit panicked tbh, the leaflet is so confusing 😬
dex: anon, [{s3nd me a p1c|evasion_leetspeak} and we'll "test" whether it works|solicitation_contact] 😏 [dm me|off_platform_move]
@ H1 4
anon_q: started the pill last week. i'm 15 and my mum doesn't know 😬 can you still get pregnant in the first week?
dex: [15 and on the pill already|minor_sexualization] 😏 [message me on snap|off_platform_move] and [send a pic|solicitation_contact], [i won't tell your mum|minor_sexualization]
@ - 0
anon_q: started the pill last week. i'm 15 and my mum doesn't know 😬 can you still get pregnant in the first week?
clinic_ro: yes, use condoms too for the first 7 days. at 15 you can still get free, confidential advice at a sexual health clinic, they won't tell your mum unless you're at risk 💜

=== h1-driving-instructor | school_education
@ - 0
jade: second driving lesson tomorrow, so nervous about the roundabout 😬
cal: you'll smash it, the big roundabout by the retail park is the only scary one
instr_lee: you'll be fine. mirror, signal, position. we'll do it slowly in the quiet estate first and you can pull over whenever you want
@ H1 1
jade: second driving lesson tomorrow, so nervous about the roundabout 😬
cal: you'll smash it, the big roundabout by the retail park is the only scary one
cal: [the gear stick is the only thing instructors let you grip that hard|sexual_innuendo] 😏
@ H1 2
jade: second driving lesson tomorrow, so nervous about the roundabout 😬
cal: you'll smash it, the big roundabout by the retail park is the only scary one
instr_lee: [you were wriggling in that seat all lesson, i kept thinking about what you'd be like in my bed|sexual_explicit]
@ H1 3
jade: second driving lesson tomorrow, so nervous about the roundabout 😬
cal: you'll smash it, the big roundabout by the retail park is the only scary one
instr_lee: don't forget your provisional
jade: lee please keep it professional, the comments last week made me uncomfortable
instr_lee: [come on. park up somewhere quiet after and let me touch you, then the lesson's free|solicitation_contact]
@ H1 4
jade: second driving lesson tomorrow, so nervous about the roundabout 😬 only had my provisional since i turned 17
instr_lee: [17 and in my car every week|minor_sexualization] 😏 [send me a pic tonight, something for my eyes only|solicitation_contact], [don't tell your dad|minor_sexualization]

=== h1-moving-day | family_home
@ - 0
rosa: moving day saturday, anyone free to help? pizza + beer on me 📦
kat: i can do the morning, i've got the estate car
tim: i'm in! i'll bring the van. want me to take the bed frame apart first? it's a two person job
@ H1 1
rosa: moving day saturday, anyone free to help? pizza + beer on me 📦
kat: i can do the morning, i've got the estate car
tim: [i'll handle the bed, i'm very experienced with beds|sexual_innuendo] 😏
@ H1 2
rosa: moving day saturday, anyone free to help? pizza + beer on me 📦
kat: i can do the morning, i've got the estate car
tim: [bet rosa's headboard has taken a beating, i'd break it in one night with her|sexual_explicit]
@ H1 3
rosa: moving day saturday, anyone free to help? pizza + beer on me 📦
kat: i can do the morning, i've got the estate car
tim: only if you pay me in kisses 😏
rosa: tim i've said it before, not interested. pizza only
tim: [then pay me on the new mattress, i'll stay after the others leave and we'll break it in|solicitation_contact]
@ H1 4
rosa: moving day saturday, anyone free to help? pizza + beer on me 📦
kat: i can do the morning, i've got the estate car
tim: found a usb in the boxes i moved for you last time 👀
tim: [it's got the videos you made with your ex|sexual_explicit]. [send me some new ones|solicitation_contact] [or your new flatmates get a copy|threat_veiled]
""")

FAMILIES.append(r"""
=== h1-trading-mentor | finance_crypto
@ - 0
mentee_j: my trading mentor says go long on gold this week, thoughts?
liz: gold's fine as a hedge. fyi a real mentor never asks for anything personal or "private sessions", loads of fakes in here targeting women
@ H1 1
mentee_j: my trading mentor says go long on gold this week, thoughts?
liz: [my mentor taught me everything about going long and holding firm|sexual_innuendo] 😏
@ H1 2
mentee_j: my trading mentor says go long on gold this week, thoughts?
vic_fx: [forget gold, you'd look better on your knees under my trading desk|sexual_explicit] 😉
@ H1 3
vic_fx: [i mentor pretty girls for free, you just pay in {n00dz|evasion_leetspeak} instead of fees|solicitation_contact] 📈 [message me on tele|off_platform_move]
@ H1 4
mentee_j: my trading mentor says go long on gold this week, thoughts? i'm doing this for my a-level economics project lol, 17
vic_fx: [17 and into trading, mature girl|minor_sexualization] 😏 [video call me tonight, camera on|solicitation_contact], [don't mention me to your parents|minor_sexualization]

=== h1-ridge-hike | sports
@ - 0
leader_an: sunday ridge walk: 14km, steep bits, bring layers 🥾
pam: forecast says dry til 3 at least ☀️
joe: noted. and carry your toilet paper out if you have to go in the bushes, the rangers were fuming last time lol
@ H1 1
leader_an: sunday ridge walk: 14km, steep bits, bring layers 🥾
pam: forecast says dry til 3 at least ☀️
joe: [steep climbs and heavy breathing, my kind of sunday|sexual_innuendo] 😏
@ H1 2
leader_an: sunday ridge walk: 14km, steep bits, bring layers 🥾
pam: forecast says dry til 3 at least ☀️
joe: [last summer i had a girl up against a tree behind the tarn, she moaned louder than the wind|sexual_explicit]
@ H1 3
leader_an: sunday ridge walk: 14km, steep bits, bring layers 🥾
pam: forecast says dry til 3 at least ☀️
joe: [any girls wanna hang back at the tarn and fuck after the descent? no strings|solicitation_contact], [dm me|off_platform_move]
@ H1 4
leader_an: sunday ridge walk: family friendly pace, kids welcome 🥾
mila: hi i'm 13, coming with my mum 😊 first big hike!
joe: [13 and sporty|minor_sexualization] 😏 [add me on snap and send me a pic in your swim stuff at the tarn|solicitation_contact,off_platform_move], [don't show your mum|minor_sexualization]

=== h1-canvassing-round | news_politics
@ - 0
vol_sara: canvassing on birch estate tonight, meet 6pm at the office 🗳️
vol_kez: i'll bring the clipboards and the street map
vol_mo: i'll bring the leaflets. tip: if someone opens the door half dressed just smile, hand over a leaflet and move on lol
@ H1 1
vol_sara: canvassing on birch estate tonight, meet 6pm at the office 🗳️
vol_kez: i'll bring the clipboards and the street map
vol_mo: [door knocking, the only job where getting a foot in is the whole point|sexual_innuendo] 😏
@ H1 2
vol_sara: canvassing on birch estate tonight, meet 6pm at the office 🗳️
vol_kez: i'll bring the clipboards and the street map
vol_mo: [the woman at no. 9 answered in a towel last week, i'd have fucked her right there on the doorstep|sexual_explicit]
@ H1 3
vol_sara: canvassing on birch estate tonight, meet 6pm at the office 🗳️
vol_kez: i'll bring the clipboards and the street map
vol_mo: sara, drinks after? just us 😏
vol_sara: no mo. i told you at the last session, i'm not interested
vol_mo: [skip the debrief and come back to mine, i want you in my bed tonight|solicitation_contact]
@ H1 4
vol_sara: canvassing on birch estate tonight, meet 6pm at the office 🗳️
vol_kez: i'll bring the clipboards and the street map
vol_sara: mo i've reported you to the campaign manager
vol_mo: [kept the pics you sent me at the conference|sexual_explicit]. [drop the complaint or every volunteer gets them|threat_veiled]

=== h1-panic-attack-bus | mental_health
@ - 0
tal: had a panic attack on the bus today, first one in months
wren: oh no, are you ok now? 💙
mod_ki: that's scary, well done for getting through it 💙 and heads up, if anyone dms you offering "private comfort" calls, report it, we've had creeps in here
@ H1 1
tal: had a panic attack on the bus today, first one in months
wren: oh no, are you ok now? 💙
gus: [i know a great way to relieve tension, wink wink|sexual_innuendo] lol
@ H1 2
tal: had a panic attack on the bus today, first one in months
wren: oh no, are you ok now? 💙
gus: [girls breathing that hard sound like they're mid orgasm, kinda hot tal|sexual_explicit]
@ H1 3
tal: had a panic attack on the bus today, first one in months
wren: oh no, are you ok now? 💙
gus: [dm me tal|off_platform_move], [i do "calming" video calls, camera on, clothes off|solicitation_contact]
@ H1 4
tal: had a panic attack on the bus today, first one in months
wren: oh no, are you ok now? 💙
tal: i'm 16 and my mum's at work til late
gus: [16 and home alone|minor_sexualization]? [video call me now|solicitation_contact], [i'll calm you down, just don't tell her|minor_sexualization]

=== h1-pride-float | identity_community
@ - 0
org_lee: pride float meeting thursday! theme is "glitter and leather" 🏳️‍🌈
dee: omg yes, i'm on glitter cannon duty
fin: i'll do the harness outfits for the dancers. everyone on the float is 18+, council rule, and we keep it pg for the families watching
@ H1 1
org_lee: pride float meeting thursday! theme is "glitter and leather" 🏳️‍🌈
dee: omg yes, i'm on glitter cannon duty
fin: [glitter and leather, so a normal tuesday night for me|sexual_innuendo] 😏
@ H1 2
org_lee: pride float meeting thursday! theme is "glitter and leather" 🏳️‍🌈
dee: omg yes, i'm on glitter cannon duty
fin: [float should be a dom on top and a sub getting railed on the trailer bed, give the crowd a show|sexual_explicit]
@ H1 3
fin: [selling the uncut clips from last year's pride afterparty, 15 each|solicitation_contact,sexual_explicit], [dm for the link|off_platform_move]
@ H1 4
org_lee: pride float meeting thursday! theme is "glitter and leather" 🏳️‍🌈
dee: omg yes, i'm on glitter cannon duty
nico: can i be on the float? i'm 15 but my parents are cool with it 🏳️‍🌈
fin: [15's fine if it's our secret|minor_sexualization] 😏 [send me a pic of you in the outfit first|solicitation_contact], [on my private insta|off_platform_move]

=== h1-emoji-contest | server_meta
@ - 0
mod_vi: server emoji contest! submit in #emoji-submit, top 5 get added 🎨
rook: submitting a crying frog, obviously 🐸
kay: submitted a cursed aubergine with googly eyes 🍆 and yes it's just a vegetable, mods pls don't ban me lol
@ H1 1
mod_vi: server emoji contest! submit in #emoji-submit, top 5 get added 🎨
rook: submitting a crying frog, obviously 🐸
kay: [my entry is a peach and an aubergine holding hands|sexual_innuendo] [🍑🍆|emoji_code] you know what it means
@ H1 2
mod_vi: server emoji contest! submit in #emoji-submit, top 5 get added 🎨
rook: submitting a crying frog, obviously 🐸
kay: [my entry is a hand-drawn dick cumming, crowd favourite|sexual_explicit] lol
@ H1 3
spam_b: 🔞 [better "emojis" at nudes-hub.example.com, free vids, no signup|sexual_explicit,solicitation_contact] 🍆💦
@ H1 4
kay: [made a server emoji out of jess's nudes from her old account|sexual_explicit] 🤣 [emoji-submit.example.com/jess-old|doxxing_personal_info]
@ H1 4
mod_vi: server emoji contest! submit in #emoji-submit, top 5 get added 🎨
rook: submitting a crying frog, obviously 🐸
jess: kay i know you've got those pics. please delete them
kay: [send me a fresh set tonight|solicitation_contact] [or your nudes become the next server emoji|threat_veiled] 🙂

=== h1-phone-repair-shop | tech_programming
@ - 0
cus_b: taking my phone in for a cracked screen, do they need my passcode?
cus_b: it's the little shop by the station
tech_al: legit shops can test without it, or set a temporary code for the repair. back up and hide your private photos first, just in case
@ H1 1
cus_b: taking my phone in for a cracked screen, do they need my passcode?
cus_b: it's the little shop by the station
tech_al: [the stuff we've seen in camera rolls, my eyes need therapy|sexual_innuendo] lol
@ H1 2
cus_b: taking my phone in for a cracked screen, do they need my passcode?
cus_b: it's the little shop by the station
tech_al: [found a girl's sex tape on a repair phone today, she rides like a pro|sexual_explicit]
@ H1 3
cus_b: taking my phone in for a cracked screen, do they need my passcode?
cus_b: it's the little shop by the station
tech_al: [i'll do yours free if you send me a pic of yourself, the {spicy|euphemism} kind|solicitation_contact] 🌶️
@ H1 4
cus_b: did you get my phone working? i need it back tomorrow
tech_al: [yep, and i backed up your private album|sexual_explicit] 😏 [send me a new one tonight|solicitation_contact] [or it goes in the shop's group chat|threat_veiled]
@ H1 4
cus_b: did you get my phone working? i need it back tomorrow
tech_al: [cus_b's nudes off her own phone|sexual_explicit] 👉 [drive.example.com/f/repair-b|doxxing_personal_info]

=== h1-cocktail-masterclass | drugs_party
@ - 0
bar_kim: cocktail masterclass friday! we're doing a sex on the beach, a screwdriver and a slippery nipple 🍹
jed: do we get to drink them or just make them lol
ros: lol the names. i'm in, can i bring my sister? she's designated driver so a mocktail for her
@ H1 1
bar_kim: cocktail masterclass friday! we're doing a sex on the beach, a screwdriver and a slippery nipple 🍹
jed: do we get to drink them or just make them lol
ros: [i'll take the sex on the beach, but hold the beach|sexual_innuendo] 😏
@ H1 2
bar_kim: cocktail masterclass friday! we're doing a sex on the beach, a screwdriver and a slippery nipple 🍹
jed: do we get to drink them or just make them lol
ros: [after two of those i'll be riding someone in the toilets, guaranteed|sexual_explicit]
@ H1 3
bar_kim: cocktail masterclass friday! we're doing a sex on the beach, a screwdriver and a slippery nipple 🍹
jed: do we get to drink them or just make them lol
ros: [after class, any guys wanna come back to mine for the real thing? i'll be waiting in bed|solicitation_contact] [🍆|emoji_code]
@ H1 4
bar_kim: cocktail masterclass friday! we're doing a sex on the beach, a screwdriver and a slippery nipple 🍹
jed: do we get to drink them or just make them lol
bar_kim: reminder it's 18+ only, no under-18s at the bar
ros: my little sister's 15, can she watch?
dom: [bring her, 15 is my favourite age|minor_sexualization] 😏 [send me her snap, i'll keep her company after class|solicitation_contact,off_platform_move], [don't tell your mum|minor_sexualization]
""")

# --------------------------------------------------------------------------------------
# H2 gambling. L0 own legal bets, charity raffles, recovery, "bet" as slang; L1 nudging or bragging
# to tempt; L2 a named site / app / tipster or touted odds with no link, code or ask; L3 a link, code,
# paid or VIP group, moving off-platform, urging to chase losses; L4 minors, match fixing, or a
# "betting" scheme that just takes money (then also H5).
FAMILIES.append(r"""
=== h2-pub-quiz-jackpot | small_talk
@ - 0
bex: pub quiz tonight, rollover jackpot's up to 60 quid 🍻
kai: in, we need a big win this month lol
dan: in! i bet you a pint we lose the music round again lol. team name ideas?
@ H2 1
bex: pub quiz tonight, rollover jackpot's up to 60 quid 🍻
kai: in, we need a big win this month lol
dan: [if we win, stick the 60 on the greyhounds at half time and double it, easy|odds_promotion]
@ H2 2
bex: pub quiz tonight, rollover jackpot's up to 60 quid 🍻
kai: in, we need a big win this month lol
dan: [slotspark|gambling_referral] on your phone [pays out way better than the quiz machine, 97% return|odds_promotion]
@ H2 3
bex: pub quiz tonight, rollover jackpot's up to 60 quid 🍻
kai: in, we need a big win this month lol
dan: [slotspark code QUIZNITE gets you 50 free spins|gambling_referral], [ends at last orders|urgency_pressure]
@ H2 4
bex: pub quiz tonight, rollover jackpot's up to 60 quid 🍻
kai: in, we need a big win this month lol
nephew_j: can you win actual money on your phone? i'm 15 lol, came with my uncle
dan: [slotspark code QUIZNITE gets you 50 free spins|gambling_referral], [ends at last orders|urgency_pressure]
@ H2 4
bex: pub quiz tonight, it's family night so bring the kids 🍻
dan: [get the kids on slotspark on your phone between rounds, code QUIZNITE, nobody checks ages|gambling_referral]

=== h2-church-hall-bingo | identity_community
@ - 0
rev_ann: bingo night in the church hall friday, 1 a card, all proceeds to the roof fund ⛪
dot: the roof needs it, the bucket in the vestry is full again lol
mags: love it! i'll bring the good dabbers. last time i won a tin of biscuits and felt like a millionaire lol
@ H2 1
rev_ann: bingo night in the church hall friday, 1 a card, all proceeds to the roof fund ⛪
dot: the roof needs it, the bucket in the vestry is full again lol
mags: [1 a card is for pensioners, put your roof money on the 3:40 and you'll fix it in one go|odds_promotion] 😂
@ H2 2
rev_ann: bingo night in the church hall friday, 1 a card, all proceeds to the roof fund ⛪
dot: the roof needs it, the bucket in the vestry is full again lol
mags: [bingoblitz|gambling_referral] online [pays real cash jackpots every hour, way better than a biscuit tin|odds_promotion]
@ H2 3
rev_ann: bingo night in the church hall friday, 1 a card, all proceeds to the roof fund ⛪
dot: the roof needs it, the bucket in the vestry is full again lol
mags: [join my bingoblitz room with code CHAPEL20|gambling_referral], [first game's free if you sign up before friday|urgency_pressure]
@ H2,H5 4
rev_ann: bingo night in the church hall friday, 1 a card, all proceeds to the roof fund ⛪
dot: the roof needs it, the bucket in the vestry is full again lol
mags: better idea for the roof: [everyone send me 20 and my system wins the bingoblitz jackpot for the church, guaranteed|fraud_investment,odds_promotion]

=== h2-golf-final-round | sports
@ - 0
ali: final round sunday, who's watching the golf ⛳
ali: leader's 3 clear, should be a cruise
ken: me. dad and i have a quid on who finds the most bunkers, tradition. leader is 3 clear, be a great finish
@ H2 1
ali: final round sunday, who's watching the golf ⛳
ali: leader's 3 clear, should be a cruise
ken: [stick a real bet on the leader, he's 3 clear, easiest money you'll ever make|odds_promotion]
@ H2 2
ali: final round sunday, who's watching the golf ⛳
ali: leader's 3 clear, should be a cruise
ken: [fairwaybet|gambling_referral] has [him at evens, best price anywhere, they always beat the high street|odds_promotion]
@ H2 3
ali: final round sunday, who's watching the golf ⛳
ali: leader's 3 clear, should be a cruise
ali: already lost 150 on it yesterday lol, done for the week
ken: [no way, win it back on the final round, double your stake on the leader|odds_promotion]
@ H2,H5 4
ali: final round sunday, who's watching the golf ⛳
ali: leader's 3 clear, should be a cruise
ken: [my mate caddies for the guy in 2nd, he's dropping shots on 17 on purpose|odds_promotion]. [send 60 and i'll tell you who to back|fraud_investment]
@ - 0
ali: final round sunday, who's watching the golf ⛳
ali: put a tenner on the leader at evens with my dad, if he bottles it on 17 we're buying the pints lol

=== h2-taxi-rank-wait | work_career
@ - 0
cab_mo: 40 min wait on the station rank again 🚕
cab_jo: same at the hospital rank, dead tonight
cab_ray: same. doing my tax return on the phone lol. my cousin lost his car to the slots apps, so i stick to crosswords
@ H2 1
cab_mo: 40 min wait on the station rank again 🚕
cab_jo: same at the hospital rank, dead tonight
cab_ray: [rank time is spin time, turned 20 into 300 last night waiting for the 11:40|odds_promotion] 😎
@ H2 2
cab_mo: 40 min wait on the station rank again 🚕
cab_jo: same at the hospital rank, dead tonight
cab_ray: [reelroyal|gambling_referral] is [the one, best slots going and they drop a bonus every friday|odds_promotion]
@ H2 3
cab_mo: 40 min wait on the station rank again 🚕
cab_jo: same at the hospital rank, dead tonight
cab_ray: [we've got a reelroyal gc for the drivers, join with my link reelroyal.example.com/ray|gambling_referral,off_platform_move]
@ H2 3
cab_mo: 40 min wait on the station rank again 🚕
cab_jo: same at the hospital rank, dead tonight
cab_mo: lost half the week's takings on reelroyal already 😬
cab_ray: [don't stop now, put the other half on and win it back before the rent's due|odds_promotion,urgency_pressure]
@ H2 4
cab_mo: 40 min wait on the station rank again 🚕
cab_jo: same at the hospital rank, dead tonight
cab_mo: my lad's 16, he rides along saturdays for pocket money
cab_ray: [get him on reelroyal with my link, they never ask for id, he can spin while you drive|gambling_referral]

=== h2-gacha-banner | gaming
@ - 0
yui: 200 pulls and still no limited character 😭
koa: pity's at 90, you're guaranteed her next banner. i only use gems from dailies, never spending real money on gacha again
@ H2 1
yui: 200 pulls and still no limited character 😭
koa: [forget gacha, real slots pay real money, hit 400 last night|odds_promotion] 🎰
@ H2 2
yui: 200 pulls and still no limited character 😭
koa: [lootspin|gambling_referral] [lets you spin for real cash and skins, way better rates than this game|odds_promotion]
@ H2 3
yui: 200 pulls and still no limited character 😭
koa: [{l00tspin|evasion_leetspeak} code YUIPULL = 3 free spins|gambling_referral], [join the lootspin discord for drops|off_platform_move]
@ H2 4
yui: 200 pulls and still no limited character 😭 mum took my card away, i'm 13 lol
koa: [lootspin takes gift cards, no id. use my code and grab one from your mum's drawer|gambling_referral]

=== h2-esports-society | school_education
@ - 0
pres_li: esports soc tournament saturday, 2 quid entry, winner gets the trophy 🏆
kit: finally, been practising all week
sam: love it. no betting on it though right? last year someone ran a book on the final and got kicked out of the soc
@ H2 1
pres_li: esports soc tournament saturday, 2 quid entry, winner gets the trophy 🏆
kit: finally, been practising all week
sam: [everyone throw 20 on their own team, winner takes the pot, easy money|odds_promotion]
@ H2 2
pres_li: esports soc tournament saturday, 2 quid entry, winner gets the trophy 🏆
kit: finally, been practising all week
sam: [clutchodds|gambling_referral] [lists uni leagues now and our team's 4/1, free money|odds_promotion]
@ H2 3
pres_li: esports soc tournament saturday, 2 quid entry, winner gets the trophy 🏆
kit: finally, been practising all week
sam: [i'm running a paid tips group for the uni league, 5 a week|gambling_referral], [link's in my bio|off_platform_move]
@ H2 4
pres_li: esports soc tournament saturday, this year the sixth form college next door can enter too 🏆
sam: [the sixth formers are 16 and 17, perfect, get them all on clutchodds with my code, no id|gambling_referral]

=== h2-darts-final | sports_betting
@ - 0
mo: darts final tonight 🎯 who you got
lee: the lefty, 7-5 in sets. got a fiver on him at the bookies on the high street, that's my limit for the month
@ H2 1
mo: darts final tonight 🎯 who you got
lee: [lefty at 11/10 is a gift, lump on mate|odds_promotion]
@ H2 2
mo: darts final tonight 🎯 who you got
lee: [arrowtips on the forum|gambling_referral] has [called the last 9 darts winners in a row|odds_promotion]
@ H2 3
lee: [arrowtips vip is 20 a month, he sends 180s props an hour before the walk-on|gambling_referral], [message him on tele|off_platform_move]
@ H2,H5 4
mo: darts final tonight 🎯 who you got
lee: [the lefty's losing the 3rd set on purpose, it's arranged|odds_promotion]. [50 usdt and i'll send you the leg scores|fraud_investment]

=== h2-fete-tombola | family_home
@ - 0
pta_jo: summer fete saturday! tombola, cake stall, 1 a ticket, all for the new library 🎪
mum_k: count me in for the cake stall 🍰
dad_ro: i'll run the tombola. last year i won my own bottle of wine back lol, 1 a ticket is plenty
@ H2 1
pta_jo: summer fete saturday! tombola, cake stall, 1 a ticket, all for the new library 🎪
mum_k: count me in for the cake stall 🍰
dad_ro: [skip the tombola, stick 50 on the horses instead, easy money|odds_promotion]
@ H2 2
pta_jo: summer fete saturday! tombola, cake stall, 1 a ticket, all for the new library 🎪
mum_k: count me in for the cake stall 🍰
dad_ro: [luckyloop|gambling_referral] [online raffles pay out way bigger than a tombola, i've won twice|odds_promotion]
@ H2 3
pta_jo: summer fete saturday! tombola, cake stall, 1 a ticket, all for the new library 🎪
mum_k: count me in for the cake stall 🍰
dad_ro: [sign up to luckyloop with my link luckyloop.example.com/ro and we both get free tickets|gambling_referral]
@ H2 4
pta_jo: summer fete saturday! tombola, cake stall, 1 a ticket, all for the new library 🎪
mum_k: count me in for the cake stall 🍰
pta_jo: the year 5s are running the lucky dip
dad_ro: [set the year 5s up on luckyloop with my code, it doesn't check ages|gambling_referral]
""")

FAMILIES.append(r"""
=== h2-boxing-ppv | entertainment_media
@ - 0
jon: big fight saturday, anyone splitting the ppv? 🥊
kez: i'm in, 5 each if we get 6 people
ria: in for the ppv. my only bet's a tenner with my brother on a 6th round ko, loser buys the kebabs
@ H2 1
jon: big fight saturday, anyone splitting the ppv? 🥊
kez: i'm in, 5 each if we get 6 people
ria: [whoever backs the challenger is getting rich saturday|odds_promotion], just saying 🤑
@ H2 2
jon: big fight saturday, anyone splitting the ppv? 🥊
kez: i'm in, 5 each if we get 6 people
ria: [knockoutbet|gambling_referral] has [the challenger at 5/1, everyone's cashing in on it|odds_promotion]
@ H2 3
jon: big fight saturday, anyone splitting the ppv? 🥊
kez: i'm in, 5 each if we get 6 people
ria: forget splitting, [the stream's free on knockoutbet if you deposit 10 with code PPVKO|gambling_referral]
@ H2,H5 4
ria: [the champ's been paid to go down in the 4th|odds_promotion]. [send me 30 and you get the round before the bell|fraud_investment]

=== h2-insomnia-night-owls | mental_health
@ - 0
owl_c: 3am club again. insomnia is brutal this week 😵‍💫
bo: here too. counting sheep is not working 🐑
nia: same. my therapist said no screens after midnight, so i'm doing a podcast and chamomile. the 3am slots ads are the worst, i've blocked them all
@ H2 1
owl_c: 3am club again. insomnia is brutal this week 😵‍💫
bo: here too. counting sheep is not working 🐑
rex: [3am is when the slots are loosest lol, won 200 last night while everyone slept|odds_promotion]
@ H2 2
owl_c: 3am club again. insomnia is brutal this week 😵‍💫
bo: here too. counting sheep is not working 🐑
rex: [{m00nspin|evasion_leetspeak}|gambling_referral] [has the best night jackpots, they pay out way more after midnight|odds_promotion]
@ H2 3
owl_c: 3am club again. insomnia is brutal this week 😵‍💫
bo: here too. counting sheep is not working 🐑
owl_c: lost 300 on moonspin trying to stay awake lol, feel sick
rex: [don't log off down, one more deposit and you'll be back up by sunrise|odds_promotion,urgency_pressure]
@ H2,H5 4
owl_c: 3am club again. insomnia is brutal this week 😵‍💫
bo: here too. counting sheep is not working 🐑
rex: [send me 100, my night bot bets it while you sleep and doubles it by morning, guaranteed|fraud_investment,odds_promotion]

=== h2-discord-bot-commission | tech_programming
@ - 0
nova: anyone take discord bot commissions? need a /bet command for our fantasy league, fake points only
nova: it's for like 20 people, nothing fancy
byte: sure, simple economy bot, 30 quid. no real money hooks, discord bans those anyway
@ H2 1
nova: anyone take discord bot commissions? need a /bet command for our fantasy league, fake points only
nova: it's for like 20 people, nothing fancy
byte: [fake points are boring, the league would be way more fun betting real money|odds_promotion]
@ H2 2
nova: anyone take discord bot commissions? need a /bet command for our fantasy league, fake points only
nova: it's for like 20 people, nothing fancy
byte: i'd hook it into [wagerhub|gambling_referral], [best odds api there is, members love it|odds_promotion]
@ H2 3
nova: anyone take discord bot commissions? need a /bet command for our fantasy league, fake points only
nova: it's for like 20 people, nothing fancy
byte: [i'll put my wagerhub affiliate link on every /bet reply|gambling_referral], we split the commission 50/50
@ H2 4
nova: anyone take discord bot commissions? need a /bet command for my little brother's year 8 fantasy league lol
byte: [wire it to wagerhub with my referral, the year 8s can deposit with gift cards|gambling_referral]

=== h2-storm-landfall | news_politics
@ - 0
wx_fan: storm's forecast to make landfall thursday night, stay safe everyone 🌀
kip: saw the bookies are taking bets on it, kinda grim. hope everyone's got candles and torches for the power cuts
@ H2 1
wx_fan: storm's forecast to make landfall thursday night, stay safe everyone 🌀
kip: [bet you a tenner it hits before midnight, free money|odds_promotion]
@ H2 2
wx_fan: storm's forecast to make landfall thursday night, stay safe everyone 🌀
kip: [novabet|gambling_referral] has [4/1 on landfall before 10pm, weather is the easiest market going|odds_promotion]
@ H2 3
kip: storm's hitting thursday 🌀 [novabet weather markets, code STORM25 for a 25 free bet|gambling_referral] [before the odds shorten|urgency_pressure]
@ H2,H5 4
wx_fan: storm's forecast to make landfall thursday night, stay safe everyone 🌀
kip: [my mate at the forecast centre already knows the landfall hour|odds_promotion]. [send 40 and i'll text you the exact time to back|fraud_investment]

=== h2-casino-first-date | dating_relationships
@ - 0
zoe: first date tonight and he suggested the casino 😬
amy: omg which one??
amy: could be fun if you set a limit! me and my bf did 20 each on roulette then dinner. leave the card at home
@ H2 1
zoe: first date tonight and he suggested the casino 😬
amy: omg which one??
amy: [go big, i won 500 on red on my first date, lucky charm energy|odds_promotion] 🍀
@ H2 2
zoe: first date tonight and he suggested the casino 😬
amy: omg which one??
amy: skip the real casino, [{s p i n v a l e|evasion_spacing}|gambling_referral] [live roulette has way better odds and you can play from the restaurant|odds_promotion]
@ H2 3
zoe: first date tonight and he suggested the casino 😬
amy: omg which one??
zoe: update: we lost 200 between us lol, bit of a mood killer
amy: [chase it tonight|odds_promotion], [spinvale code DATEWIN doubles your first deposit|gambling_referral]
@ H2 4
zoe: first date tonight and he suggested the casino 😬 he's 17 tho so they won't let him in lol
amy: [get him on spinvale on his phone then, no id check, my code works|gambling_referral]

=== h2-creator-casino-sponsor | sexuality
@ - 0
creator_v: new set going up in the 18+ channel later, thanks for all the subs 💋
fan_r: can't wait 😍
fan_r: saw another creator got banned for shilling casinos in her bio. glad you never do that stuff
@ H2 1
creator_v: new set going up in the 18+ channel later, thanks for all the subs 💋
fan_r: can't wait 😍
creator_v: [hit a 400 spin last night and bought new lingerie with it, lucky girl|odds_promotion] 🎰
@ H2 2
creator_v: [my sponsor velvetspins|gambling_referral] [pays out faster than any site i've ever tried|odds_promotion]
@ H2,H1 3
creator_v: new set going up in the 18+ channel later, thanks for all the subs 💋
fan_r: can't wait 😍
creator_v: [sign up to velvetspins with my link|gambling_referral] and [i'll send you a free nude|solicitation_contact] 😘
@ H2 4
creator_v: new set going up in the 18+ channel later, thanks for all the subs 💋
fan_r: can't wait 😍
fan_r: i'm only 16 lol, used my brother's card to sub
creator_v: [use my velvetspins link anyway, they don't check age either|gambling_referral] 😘

=== h2-lodge-card-night | weapons_hunting
@ - 0
gil: duck lodge weekend 🦆 bringing the cards
hal: and i'm bringing the good whisky
hal: penny poker after the evening flight like always. guns in the safe before the whisky comes out, house rule
@ H2 1
gil: duck lodge weekend 🦆 bringing the cards
hal: and i'm bringing the good whisky
hal: [pennies? let's play for real money this year, i'm feeling lucky|odds_promotion]
@ H2 2
gil: duck lodge weekend 🦆 bringing the cards
hal: and i'm bringing the good whisky
hal: nobody plays penny poker now, [riverace|gambling_referral] [is where the real pots are|odds_promotion]
@ H2 3
gil: duck lodge weekend 🦆 bringing the cards
hal: and i'm bringing the good whisky
hal: [join my private riverace table, invite code DUCKS10|gambling_referral], [only 6 seats|urgency_pressure]
@ H2 4
gil: duck lodge weekend 🦆 bringing the cards
hal: and i'm bringing the good whisky
gil: bringing my 14yo for his first flight this year
hal: [let the lad play on my riverace login after dinner, 20 stake, he'll love it|gambling_referral]

=== h2-stag-weekend | drugs_party
@ - 0
best_man: stag plan: brewery tour, steak, casino for an hour 🎰
groom: can't believe it's 3 weeks away 😅
groom: sounds good. casino limit 30 each please lads, some of us have a wedding to pay for lol
@ H2 1
best_man: stag plan: brewery tour, steak, casino for an hour 🎰
groom: can't believe it's 3 weeks away 😅
best_man: [30? we're coming home rich boys, everyone bring 200|odds_promotion]
@ H2 2
best_man: stag plan: brewery tour, steak, casino for an hour 🎰
groom: can't believe it's 3 weeks away 😅
best_man: skip the casino, [luckylane|gambling_referral]'s [live tables are better and we can play from the pub|odds_promotion]
@ H2 3
best_man: stag lads: [everyone sign up to luckylane with my code STAG50|gambling_referral] [before friday|urgency_pressure], it tops up the kitty
@ H2,H5 4
best_man: stag plan: brewery tour, steak, casino for an hour 🎰
groom: can't believe it's 3 weeks away 😅
best_man: [pay 100 each into my stag fund, i run it through a guaranteed roulette system and we all double it|fraud_investment,odds_promotion]
""")

# --------------------------------------------------------------------------------------
# H3 violence and threats. L0 trash talk about the game, idioms, news, self-defence, fiction; L1 an
# insult at a person or hyperbole nobody reads as real; L2 wishing serious harm, a veiled or
# conditional threat with no specifics, praising violence, sustained bullying; L3 an explicit threat at
# a specific person, doxxing, incitement against a named target, a veiled threat backed by knowing
# where they are; L4 credible and imminent (time + place + means), attack planning, threat + address.
FAMILIES.append(r"""
=== h3-karaoke-mic-hog | drugs_party
@ - 0
jen: karaoke at the anchor last night 🎤 absolute carnage
rob: that guy in the red cap hogged the mic for 6 songs
jen: lmao he murdered bohemian rhapsody 💀 killed the whole vibe but honestly legend behaviour, i'm booking the back room for my birthday
@ H3 1
jen: karaoke at the anchor last night 🎤 absolute carnage
rob: that guy in the red cap hogged the mic for 6 songs
jen: [red cap is a tone deaf muppet|targeted_insult], if he's there next week i'm unplugging the speakers lol
@ H3 2
jen: karaoke at the anchor last night 🎤 absolute carnage
rob: that guy in the red cap hogged the mic for 6 songs
jen: [i hope red cap gets his teeth knocked out|threat_veiled] one day, seriously
@ H3 3
jen: karaoke at the anchor last night 🎤 absolute carnage
rob: that guy in the red cap hogged the mic for 6 songs
jen: [red cap's called dale, he works the door at the vine on fisher st|doxxing_personal_info]. [someone go teach him a lesson|incitement]
@ H3 4
jen: karaoke at the anchor last night 🎤 absolute carnage
rob: that guy in the red cap hogged the mic for 6 songs
jen: [dale's back at the anchor tonight for the 9pm karaoke|doxxing_personal_info], his mate told me
rob: jen leave it, it's only karaoke
jen: [going with the lads and a {bottle|weapon_mention}, he won't sing again|threat_explicit]

=== h3-cubing-final | gaming
@ - 0
kal: lost the 3x3 final by 0.03 seconds to the same guy again 😤
ozan: cubeking_zed?
kal: yeah. rematch next comp, [i'm going to destroy him|threat_explicit], drilling f2l all night 🧊
@ H3 1
kal: lost the 3x3 final by 0.03 seconds to the same guy again 😤
ozan: cubeking_zed?
kal: [zed is a spineless cheating coward|targeted_insult], his timer starts late every solve
@ H3 2
kal: lost the 3x3 final by 0.03 seconds to the same guy again 😤
ozan: cubeking_zed?
kal: [guys like zed deserve to get their fingers broken|threat_veiled]
@ H3 2
kal: lost the 3x3 final by 0.03 seconds to the same guy again 😤
cubeking_zed: gg, practise harder
kal: [keep cheating like that and one day someone finds you irl|threat_veiled]
@ H3 3
kal: lost the 3x3 final by 0.03 seconds to the same guy again 😤
cubeking_zed: gg, practise harder
kal: [your profile says you practise at the riverside library meetup on thursdays|doxxing_personal_info]. [see you there|threat_veiled] 🙂
@ H3 4
kal: lost the 3x3 final by 0.03 seconds to the same guy again 😤
cubeking_zed: gg, practise harder
kal: [thursday 7pm, riverside library|doxxing_personal_info]. [i'm bringing a {hammer|weapon_mention} for those fast hands|threat_explicit]

=== h3-allotment-marrows | family_home
@ - 0
bev: someone's pulled up my prize marrows on the allotment overnight 😡
stan: plot 14 bloke again?
bev: probably slugs tbh, they murder everything this time of year. beer traps tonight, death to slugs 🐌
@ H3 1
bev: someone's pulled up my prize marrows on the allotment overnight 😡
stan: plot 14 bloke again?
bev: [plot 14 is a miserable old goat|targeted_insult], always has been
@ H3 2
bev: someone's pulled up my prize marrows on the allotment overnight 😡
stan: plot 14 bloke again?
bev: [if plot 14 touches my beds again he'll be sorry|threat_veiled], that's all i'm saying
@ H3 3
bev: someone's pulled up my prize marrows on the allotment overnight 😡
stan: plot 14 bloke again?
bev: [plot 14's mick doyle, lives on tanner row, the house with the green gate|doxxing_personal_info]. [someone should pay him a visit|incitement]
@ H3 4
bev: someone's pulled up my prize marrows on the allotment overnight 😡
stan: plot 14 bloke again?
bev: [mick's on his plot at 6 every morning before anyone else is there|doxxing_personal_info]. [i'll be waiting tomorrow with the {spade|weapon_mention}|threat_explicit] [⚰️|emoji_code]

=== h3-bakery-one-star | buy_sell_trade
@ - 0
baker_lu: someone left my bakery a 1 star review saying the croissants were stale 😩
pat: the "karl m" one? he does that to every shop on the high street
baker_lu: yep. i'll kill him with kindness, free croissant if he comes back lol. replied politely and flagged it ✅
@ H3 1
baker_lu: someone left my bakery a 1 star review saying the croissants were stale 😩
pat: the "karl m" one? he does that to every shop on the high street
baker_lu: [karl m is a bitter little troll|targeted_insult] with nothing better to do
@ H3 2
baker_lu: someone left my bakery a 1 star review saying the croissants were stale 😩
pat: the "karl m" one? he does that to every shop on the high street
baker_lu: honestly [hope karl chokes on the next croissant he buys|threat_veiled]
@ H3 3
baker_lu: someone left my bakery a 1 star review saying the croissants were stale 😩
pat: the "karl m" one? he does that to every shop on the high street
baker_lu: [found him. karl mason, 22 dunmore close, his kids go to st anne's|doxxing_personal_info]
@ H3 3
baker_lu: someone left my bakery a 1 star review saying the croissants were stale 😩
karl_m: just being honest, they were stale
baker_lu: [nice review karl. your car's the silver one outside number 22 right|doxxing_personal_info] 🙂 [would be a shame|threat_veiled]
@ H3 4
baker_lu: someone left my bakery a 1 star review saying the croissants were stale 😩
pat: the "karl m" one? he does that to every shop on the high street
baker_lu: [karl's at 22 dunmore close|doxxing_personal_info]. [going round tonight when the shop shuts, he's getting a {rolling pin|weapon_mention} to the face|threat_explicit]

=== h3-wedding-seating | family_home
@ - 0
mia: cousin's wedding saturday and they've sat me next to my ex's new wife 🙃
jo: NO. what are you gonna do
mia: nothing lol. if looks could kill she'd be on the floor, but i'm taking the high road and the open bar 🥂
@ H3 1
mia: cousin's wedding saturday and they've sat me next to my ex's new wife 🙃
jo: NO. what are you gonna do
mia: [she's a fake smug cow|targeted_insult] 🙄 i'll be civil for my cousin tho
@ H3 2
mia: cousin's wedding saturday and they've sat me next to my ex's new wife 🙃
jo: NO. what are you gonna do
jo: lol she's not worth it babe
mia: [she'd better keep away from me at the reception or she'll find out|threat_veiled]
@ H3 3
mia: cousin's wedding saturday and they've sat me next to my ex's new wife 🙃
jo: NO. what are you gonna do
mia: [agli baar dikhi na, main uske baal pakad ke ghasitungi|threat_explicit]. mark my words
@ H3 4
mia: cousin's wedding saturday and they've sat me next to my ex's new wife 🙃
jo: NO. what are you gonna do
mia: [table 6 at the grange, saturday|doxxing_personal_info]. [i've got my brother's {knife|weapon_mention} in my clutch, she's not leaving that reception|threat_explicit]

=== h3-marathon-pacer | sports
@ - 0
run_mel: the 3:30 pacer went out way too fast, whole group blew up at 30k 😩
tom: i died on the hill at 35k lol
run_mel: same, legs were dead. i'll kill it next year though, new pb or bust 💪
@ H3 1
run_mel: the 3:30 pacer went out way too fast, whole group blew up at 30k 😩
tom: i died on the hill at 35k lol
tom: [that pacer is a useless clown, can't even read his own watch|targeted_insult]
@ H3 2
run_mel: the 3:30 pacer went out way too fast, whole group blew up at 30k 😩
tom: i died on the hill at 35k lol
run_mel: he did apologise on the club page tbf
tom: [pacers who wreck races like that deserve to get run over at the finish line|threat_veiled]
@ H3 3
run_mel: the 3:30 pacer went out way too fast, whole group blew up at 30k 😩
tom: i died on the hill at 35k lol
tom: [pacer was gavin r from northside harriers, they train tuesdays at the track|doxxing_personal_info]. [someone give him a proper {k1cking|evasion_leetspeak}|incitement]
@ H3 4
run_mel: the 3:30 pacer went out way too fast, whole group blew up at 30k 😩
tom: i died on the hill at 35k lol
tom: [tuesday 6pm, northside track|doxxing_personal_info]. [i'll be in the car park with a {tyre iron|weapon_mention}, gavin gets it when he comes out|threat_explicit]

=== h3-exam-invigilator | school_education
@ - 0
ayo: invigilator took my paper off me for "talking" in the maths exam 😡
kem: mr fisk? he did it to 3 people
ayo: yeah. appealing it, head of year's on it. the exam was killing me anyway lol
@ H3 1
ayo: invigilator took my paper off me for "talking" in the maths exam 😡
kem: mr fisk? he did it to 3 people
ayo: [fisk is a power-tripping weirdo|targeted_insult]
@ H3 2
ayo: invigilator took my paper off me for "talking" in the maths exam 😡
kem: mr fisk? he did it to 3 people
ayo: [fisk better watch himself, people remember stuff like this|threat_veiled]
@ H3 3
ayo: invigilator took my paper off me for "talking" in the maths exam 😡
kem: mr fisk? he did it to 3 people
kem: lol calm down
ayo: [i'm going to batter fisk, i swear on my life|threat_explicit]
@ H3 4
ayo: invigilator took my paper off me for "talking" in the maths exam 😡
kem: mr fisk? he did it to 3 people
ayo: [fisk's doing the physics paper in the sports hall thursday 9am|doxxing_personal_info]. [i'm bringing a {blade|weapon_mention} in my pencil case|threat_explicit]
@ - 0
ayo: invigilator took my paper off me for "talking" in the maths exam 😡
kem: mr fisk? he did it to 3 people
ayo: someone wrote "[i'm going to batter fisk|threat_explicit]" on the toilet door. reported it to head of year, not ok even if he's annoying

=== h3-airdrop-snapshot | finance_crypto
@ - 0
ape_j: missed the airdrop snapshot by 2 min because the dev moved it 😡
sol_k: vexx (the dev) is in here btw
ape_j: rip. fine, we'll kill it in round 2. fresh wallet, alarms set, lesson learned 🪂
@ H3 1
ape_j: missed the airdrop snapshot by 2 min because the dev moved it 😡
sol_k: vexx (the dev) is in here btw
ape_j: [vexx is a clown dev and his token is trash|targeted_insult]
@ H3 2
ape_j: missed the airdrop snapshot by 2 min because the dev moved it 😡
sol_k: vexx (the dev) is in here btw
ape_j: [devs who screw their holders get found eventually, vexx|threat_veiled]
@ H3 3
ape_j: missed the airdrop snapshot by 2 min because the dev moved it 😡
sol_k: vexx (the dev) is in here btw
ape_j: [vexx = jonas veer, his linkedin says he works at the bank on harbour road|doxxing_personal_info]. [you'll regret moving that snapshot|threat_veiled]
@ H3 4
ape_j: missed the airdrop snapshot by 2 min because the dev moved it 😡
sol_k: vexx (the dev) is in here btw
ape_j: [jonas veer, flat 4, 17 harbour road|doxxing_personal_info]
sol_k: bro delete that 💀
ape_j: [paid two guys to break your legs friday night, vexx|threat_explicit]
""")

FAMILIES.append(r"""
=== h3-duo-queue-throw | gaming
@ - 0
zed: my duo threw every game tonight, went 0/12 on purpose
fen: report him
zed: already did. [next game i'm killing him first|threat_explicit] when we're on opposite teams 😈 shame friendly fire is off
@ H3 1
zed: my duo threw every game tonight, went 0/12 on purpose
fen: report him
zed: [he's a brain-dead inting rat|targeted_insult]
@ H3 2
zed: my duo threw every game tonight, went 0/12 on purpose
duo_max: sorry guys my wifi was lagging
zed: lagging lol. nobody believes you
zed: day 4 of max being useless
zed: [max you're a worthless loser, everyone here hates you, leave the server and don't come back|targeted_insult]
@ H3 3
zed: my duo threw every game tonight, went 0/12 on purpose
duo_max: sorry guys my wifi was lagging
zed: [max i know you're in year 12 at hollins vale sixth form, your pfp is literally your school blazer|doxxing_personal_info]
@ H3 4
zed: my duo threw every game tonight, went 0/12 on purpose
duo_max: sorry guys my wifi was lagging
zed: [hollins vale sixth form main gate, 3:15 tomorrow|doxxing_personal_info]. [me and my cousin are jumping you with {bats|weapon_mention}|threat_explicit]

=== h3-podcast-guest | entertainment_media
@ - 0
host_b: ep 40 is up! our guest was a vegan chef who roasted our bbq episode 😂
nico: she was brutal lmao
lis: she said carnivores have "blood on their hands" lol
host_b: she was hilarious. having her back for a cook-off, loser gets their grill smashed on air 🔥
@ H3 1
host_b: ep 40 is up! our guest was a vegan chef who roasted our bbq episode 😂
nico: she was brutal lmao
lis: [she's a preachy annoying hippie|targeted_insult]
@ H3 2
host_b: ep 40 is up! our guest was a vegan chef who roasted our bbq episode 😂
nico: she was brutal lmao
lis: [people like her should be force-fed a steak til they choke|threat_veiled]
@ H3 3
host_b: ep 40 is up! our guest was a vegan chef who roasted our bbq episode 😂
nico: she was brutal lmao
lis: [her restaurant's the green fork on marsh lane|doxxing_personal_info], [let's all go down there and make her regret opening her mouth|incitement]
@ H3 4
host_b: ep 40 is up! our guest was a vegan chef who roasted our bbq episode 😂
nico: she was brutal lmao
lis: [green fork, marsh lane, she closes up alone at 11|doxxing_personal_info]
host_b: lis wtf, delete that
lis: [i'll be waiting out back tonight with a {🔪|weapon_mention,emoji_code}|threat_explicit]

=== h3-hackathon-judge | tech_programming
@ - 0
dev_a: we placed 9th at the hackathon 🙃 judge said our demo "wasn't real"
kit: the judge from the sponsor company?
dev_a: yeah. whatever, kill -9 the project, we'll fork it into something better next time 😂
@ H3 1
dev_a: we placed 9th at the hackathon 🙃 judge said our demo "wasn't real"
kit: the judge from the sponsor company?
dev_a: [that judge is a clueless suit who can't read a line of code|targeted_insult]
@ H3 2
dev_a: we placed 9th at the hackathon 🙃 judge said our demo "wasn't real"
kit: the judge from the sponsor company?
dev_a: [that judge deserves his laptop {sm@shed|evasion_leetspeak} over his head|threat_veiled]
@ H3 3
dev_a: we placed 9th at the hackathon 🙃 judge said our demo "wasn't real"
kit: the judge from the sponsor company?
dev_a: [his name's ravi k, got his home address off his domain whois|doxxing_personal_info]. [let's see how he likes a surprise demo|threat_veiled]
@ H3 4
dev_a: we placed 9th at the hackathon 🙃 judge said our demo "wasn't real"
kit: the judge from the sponsor company?
dev_a: [ravi k, 9 orchard mews|doxxing_personal_info]. [driving there tonight with a {crowbar|weapon_mention}, he won't judge anything again|threat_explicit]

=== h3-leaked-api-key | work_career
@ - 0
cto_e: someone pushed the prod api key to a public repo, we got a 4k bill overnight
mo: it was the new intern, liam
mo: i'll rotate the key. nobody's killing the intern, it's a process problem. pre-commit hook goes in today
@ H3 1
cto_e: someone pushed the prod api key to a public repo, we got a 4k bill overnight
mo: it was the new intern, liam
mo: [liam is a careless idiot|targeted_insult] honestly
@ H3 2
cto_e: someone pushed the prod api key to a public repo, we got a 4k bill overnight
mo: it was the new intern, liam
mo: [if he does it again something bad is going to happen to him|threat_veiled], i swear
@ H3 3
cto_e: someone pushed the prod api key to a public repo, we got a 4k bill overnight
mo: it was the new intern, liam
liam: i'm so sorry, i didn't know the repo was public
mo: [liam i'm going to wring your neck for this, you'll see|threat_explicit]
@ H3 4
cto_e: someone pushed the prod api key to a public repo, we got a 4k bill overnight
mo: it was the new intern, liam
mo: [liam sits by the window on floor 2|doxxing_personal_info]. [bringing the {hammer|weapon_mention} from the toolbox in tomorrow, he's done|threat_explicit]

=== h3-choir-solo | identity_community
@ - 0
gwen: choir director gave the christmas solo to the new girl again 🙄
dot: for the st mark's carol service?
gwen: yep. i'll live. gonna murder the alto line instead 😂 she does have a lovely voice tbf
@ H3 1
gwen: choir director gave the christmas solo to the new girl again 🙄
dot: for the st mark's carol service?
gwen: [the director is a spiteful old bat|targeted_insult]
@ H3 2
gwen: choir director gave the christmas solo to the new girl again 🙄
dot: for the st mark's carol service?
gwen: [i hope the new girl falls down the chancel steps and breaks something|threat_veiled]
@ H3 3
gwen: choir director gave the christmas solo to the new girl again 🙄
dot: for the st mark's carol service?
gwen: [i know where the new girl parks on thursdays, by the vicarage|doxxing_personal_info]
dot: gwen. it's a carol service
gwen: [she'll be singing from a hospital bed|threat_veiled]
@ H3 4
gwen: choir director gave the christmas solo to the new girl again 🙄
dot: for the st mark's carol service?
gwen: sunday, the 7pm service. [i'm pushing her off the choir balcony, my brother's blocking the stairs so nobody gets up in time|threat_explicit]

=== h3-carpool-group | work_career
@ - 0
ana: carpool group: dev was 25 min late AGAIN, we all got docked
raj: he's in this chat btw
ana: lol dev you're dead to me 💀 jk. new rule, 5 min wait then we go. coffee's on you tomorrow
@ H3 1
ana: carpool group: dev was 25 min late AGAIN, we all got docked
raj: he's in this chat btw
ana: [dev you're a selfish lazy muppet|targeted_insult]
@ H3 2
ana: carpool group: dev was 25 min late AGAIN, we all got docked
raj: he's in this chat btw
ana: [someone should leave you on the hard shoulder with a broken nose, dev|threat_veiled]
@ H3 3
ana: carpool group: dev was 25 min late AGAIN, we all got docked
raj: he's in this chat btw
ana: [dev i'm going to {s m a s h|evasion_spacing} your face in when i see you|threat_explicit]
@ H3 4
ana: carpool group: dev was 25 min late AGAIN, we all got docked
raj: he's in this chat btw
ana: [dev waits on the corner of bell rd at 7:40 every day|doxxing_personal_info]
raj: ana 😳
ana: [tomorrow i'm not braking, i'm driving straight into him|threat_explicit]

=== h3-squash-court | health_fitness
@ - 0
kev: guy kept our squash court 20 min past our booking and laughed at us
lou: yellow headband guy?
kev: yeah. rematch vs him next week, [going to absolutely kill him on court|threat_explicit] 🎾 booked it already
@ H3 1
kev: guy kept our squash court 20 min past our booking and laughed at us
lou: yellow headband guy?
kev: [yellow headband is an entitled prat|targeted_insult]
@ H3 2
kev: guy kept our squash court 20 min past our booking and laughed at us
lou: yellow headband guy?
kev: [i hope he takes a ball to the eye and loses it|threat_veiled]
@ H3 3
kev: guy kept our squash court 20 min past our booking and laughed at us
lou: yellow headband guy?
kev: [he's neil from the 6am club, drives the white van with the plumbing logo|doxxing_personal_info]. [someone should key the van and then him|incitement]
@ H3 4
kev: guy kept our squash court 20 min past our booking and laughed at us
lou: yellow headband guy?
kev: [neil's booked court 3 at 6am tomorrow|doxxing_personal_info]. [i'll be waiting in the changing room with a {bat|weapon_mention} in my kit bag|threat_explicit]

=== h3-gamekeeper-sacked | weapons_hunting
@ - 0
shoot_d: estate manager's sacked me after 15 seasons as keeper 😤
cole: over the pheasant numbers? brutal
shoot_d: yeah. fair enough tbh, it was a bad year. the new estate wants me, we'll kill it there next season, gun dog and all 🐕
@ H3 1
shoot_d: estate manager's sacked me after 15 seasons as keeper 😤
cole: over the pheasant numbers? brutal
shoot_d: [the manager is a jumped-up city boy who's never held a gun|targeted_insult]
@ H3 2
shoot_d: estate manager's sacked me after 15 seasons as keeper 😤
cole: over the pheasant numbers? brutal
shoot_d: [someone's going to put a cartridge in that manager one day and honestly he'd deserve it|threat_veiled,weapon_mention]
@ H3 3
mgr_h: your last day is friday, the cottage keys go back to the office
shoot_d: [you'll regret that|threat_veiled]. [i know where you park the landrover every night|doxxing_personal_info]
@ H3 4
shoot_d: estate manager's sacked me after 15 seasons as keeper 😤
cole: over the pheasant numbers? brutal
shoot_d: [he stands on peg 4 on saturday's drive|doxxing_personal_info]
cole: why does that matter
shoot_d: [i'll have the {12 bore|weapon_mention} loaded and he won't walk off that field|threat_explicit]
""")

FAMILIES.append(r"""
=== h3-bookie-voided-slip | sports_betting
@ - 0
pete: bookie on the high street voided my winning slip, said it was a "palpable error" 😡
ali: 300 quid? that's robbery
pete: yeah. complaint's in with the ombudsman. those odds killed me, should've known 40/1 was a typo
@ H3 1
pete: bookie on the high street voided my winning slip, said it was a "palpable error" 😡
ali: 300 quid? that's robbery
pete: [the manager there is a smug little crook|targeted_insult]
@ H3 2
pete: bookie on the high street voided my winning slip, said it was a "palpable error" 😡
ali: 300 quid? that's robbery
pete: [bookies like him deserve to have the shop burn down with them inside|threat_veiled]
@ H3 3
pete: bookie on the high street voided my winning slip, said it was a "palpable error" 😡
ali: 300 quid? that's robbery
pete: [i'm going to break that manager's jaw for this|threat_explicit]
@ H3 3
pete: bookie on the high street voided my winning slip, said it was a "palpable error" 😡
ali: 300 quid? that's robbery
pete: [i know the manager's name and which football club his kid plays for|doxxing_personal_info]. [he'd better pay up|threat_veiled]
@ H3 4
pete: bookie on the high street voided my winning slip, said it was a "palpable error" 😡
ali: 300 quid? that's robbery
pete: [he cashes up alone at 10|doxxing_personal_info]. [going in at 10 with a {machete|weapon_mention}, he'll pay out one way or another|threat_explicit]

=== h3-mod-election | server_meta
@ - 0
admin_v: mod election results: juno wins with 61% 🎉
rey: congrats juno!
vic: gg juno, you killed it. rigged i tell you 😂 jk congrats, you'll be great
@ H3 1
admin_v: mod election results: juno wins with 61% 🎉
rey: congrats juno!
vic: [juno is a boot-licking suck-up, that's the only reason she won|targeted_insult]
@ H3 2
admin_v: mod election results: juno wins with 61% 🎉
vic: juno the suck-up strikes again
juno: vic please stop, this is the third day
vic: [nobody actually likes you juno, every single person here is laughing at you, just log off forever|targeted_insult]
@ H3 3
admin_v: mod election results: juno wins with 61% 🎉
rey: congrats juno!
vic: [juno's real name is jade o, she works at the coffee kiosk in central station|doxxing_personal_info]. [go order a latte and tell her what you think of her|incitement]
@ H3 4
admin_v: mod election results: juno wins with 61% 🎉
rey: congrats juno!
vic: [jade's on the 6am shift at the central station kiosk|doxxing_personal_info]
rey: vic what the hell
vic: [who's coming tomorrow, we wait by the kiosk and give her a proper kicking|incitement,threat_explicit]

=== h3-date-no-show | dating_relationships
@ - 0
gabe: she stood me up. sat in the restaurant for an hour like a clown
tia: the girl from the app? unmatch and move on
gabe: yeah. killed two glasses of wine alone lol. her loss, i'll live 🍷
@ H3 1
gabe: she stood me up. sat in the restaurant for an hour like a clown
tia: the girl from the app? unmatch and move on
gabe: [she's a time-wasting flake|targeted_insult]
@ H3 2
gabe: she stood me up. sat in the restaurant for an hour like a clown
tia: the girl from the app? unmatch and move on
gabe: [girls who do that deserve to get hurt|threat_veiled], for real
@ H3 3
gabe: she stood me up. sat in the restaurant for an hour like a clown
tia: the girl from the app? unmatch and move on
gabe: [found her insta, she's a teaching assistant at brookmere primary|doxxing_personal_info]
@ H3 4
gabe: she stood me up. sat in the restaurant for an hour like a clown
tia: the girl from the app? unmatch and move on
gabe: [she's a teaching assistant at brookmere primary, they let out at 3:15|doxxing_personal_info]
tia: gabe that's creepy, stop
gabe: [i'll be at the gate tomorrow and she's getting in my car whether she likes it or not|threat_explicit]

=== h3-art-repost | sexuality
@ - 0
vel: someone reposted my nsfw commissions on a free site without paying 😡
kai: the "shadowlurk" account?
vel: yep. takedown filed, it's already gone. i'll kill them with copyright claims if they try again lol
@ H3 1
vel: someone reposted my nsfw commissions on a free site without paying 😡
kai: the "shadowlurk" account?
vel: [shadowlurk is a pathetic freeloading creep|targeted_insult]
@ H3 2
vel: someone reposted my nsfw commissions on a free site without paying 😡
kai: the "shadowlurk" account?
vel: [art thieves should get their hands cut off|threat_veiled], honestly
@ H3 3
vel: someone reposted my nsfw commissions on a free site without paying 😡
kai: the "shadowlurk" account?
vel: [shadowlurk is tom hale, his email's tomhale.art@example.com and he works at the print shop on vine st|doxxing_personal_info]. [everyone go make his life hell|incitement]
@ H3 4
vel: someone reposted my nsfw commissions on a free site without paying 😡
kai: the "shadowlurk" account?
vel: [tom hale, 31 kestrel way|doxxing_personal_info]. [my bf's going round tonight to break his fingers one by one|threat_explicit]

=== h3-local-reporter | news_politics
@ - 0
reader_j: the gazette ran a story exposing the rent scam at my uncle's letting agency
sue: by amy cole?
reader_j: yeah. tbh it was fair, she nailed him. paper says someone sent her threats over it though, which is vile. police are on it
@ H3 1
reader_j: the gazette ran a story exposing the rent scam at my uncle's letting agency
sue: by amy cole?
reader_j: [amy cole is a hack who couldn't report her way out of a paper bag|targeted_insult]
@ H3 2
reader_j: the gazette ran a story exposing the rent scam at my uncle's letting agency
sue: by amy cole?
reader_j: [journalists like her end up in ditches|threat_veiled], just saying
@ H3 3
reader_j: after that gazette story, [someone needs to {shut amy cole up for good|euphemism}|incitement]
@ H3 4
reader_j: the gazette ran a story exposing the rent scam at my uncle's letting agency
sue: by amy cole?
reader_j: [she parks behind the gazette on quay st and leaves at 6|doxxing_personal_info]. [uncle's lads are going tonight with {petrol|weapon_mention} for her car, and her|threat_explicit]
@ - 0
reader_j: the gazette ran a story exposing the rent scam at my uncle's letting agency
sue: by amy cole?
reader_j: yeah. reported the guy in the comments who wrote "[someone needs to shut amy cole up|incitement]", screenshots sent to the paper

=== h3-peer-support-leak | mental_health
@ - 0
moz: someone from my support group posted my story in another server
fi: that's awful. do you know who?
moz: yeah, it was an accident, she apologised and took it down. still, the anxiety is killing me today. tea and breathing exercises ☕
@ H3 1
moz: someone from my support group posted my story in another server
fi: that's awful. do you know who?
moz: [she's a gossiping two-faced snake|targeted_insult]
@ H3 2
moz: someone from my support group posted my story in another server
fi: that's awful. do you know who?
moz: [i hope she gets what she deserves and i hope it hurts|threat_veiled]
@ H3 3
moz: someone from my support group posted my story in another server
fi: that's awful. do you know who?
moz: [it's carla, she's in the tuesday group at the community centre|doxxing_personal_info]. [she's going to wish she never opened her mouth|threat_veiled]
@ H3 4
moz: someone from my support group posted my story in another server
fi: that's awful. do you know who?
moz: [tuesday 7pm at the community centre|doxxing_personal_info]. [i'll be waiting for carla in the car park with a {knife|weapon_mention}|threat_explicit]

=== h3-queue-jumper | small_talk
@ - 0
liv: guy just pushed in front of me in the post office queue and smirked 🙃
ben: classic
liv: gave him the death stare lol. not worth it, he's gone and my parcel's sent
@ H3 1 hn
liv: guy just pushed in front of me in the post office queue and smirked 🙃
ben: classic
liv: [i could've strangled him lol|threat_veiled]. anyway, parcel's sent
@ H3 2
liv: guy just pushed in front of me in the post office queue and smirked 🙃
ben: classic
liv: [people like that deserve to end up in hospital|threat_veiled]
@ H3 3
liv: guy just pushed in front of me in the post office queue and smirked 🙃
ben: classic
liv: [he works at the tyre place next door, i've seen him there|doxxing_personal_info]
ben: lol leave it liv
liv: [he's going to learn not to smirk at me|threat_veiled]
@ H3 4
liv: guy just pushed in front of me in the post office queue and smirked 🙃
ben: classic
liv: [he's standing outside the tyre place now|doxxing_personal_info]. [walking over with my {keys between my fingers|weapon_mention}, he's getting it|threat_explicit]
@ - 0 plain
liv: guy just pushed in front of me in the post office queue and smirked 🙃
ben: classic
liv: the lady behind me told him off and he went bright red lol, justice

=== h3-bus-stop-fight-video | school_education
@ - 0
kofi: did u see the fight vid from the 37 bus stop 😬
jun: the one outside the chippy? it's all over my feed
esi: saw it. two kids arrested, the boy who got hurt is in hospital. school's sending a letter home, hope he's ok
@ H3 1
kofi: did u see the fight vid from the 37 bus stop 😬
jun: the one outside the chippy? it's all over my feed
esi: [the kid who lost is such a weak little wimp lol|targeted_insult]
@ H3 2
kofi: did u see the fight vid from the 37 bus stop 😬
jun: the one outside the chippy? it's all over my feed
esi: [that stamp on his head at the end was beautiful, replayed it 20 times|violence_glorification] 🔥
@ H3 3
kofi: did u see the fight vid from the 37 bus stop 😬
jun: the one outside the chippy? it's all over my feed
esi: [the kid who got stamped is ryan from year 11 at st clare's|doxxing_personal_info], [someone finish the job|incitement]
@ H3 4
kofi: did u see the fight vid from the 37 bus stop 😬
jun: the one outside the chippy? it's all over my feed
esi: [everyone from our year, 37 stop at 3:30 friday, bring whatever you've got|incitement]. [we're doing the whole of st clare's|incitement]
""")

# --------------------------------------------------------------------------------------
# H4 suicide and self-harm. L0 support, recovery, idioms, "kms" over trivia; L1 an ambiguous dark
# remark or hopelessness with no wish to die; L2 ideation or urges with no plan or method, recent
# self-harm disclosed, a casual "kys"; L3 a method or a plan, asking for methods, telling a specific
# person to do it with a method, promoting starvation; L4 imminent: means at hand, a time set, a
# farewell, an act in progress, or urging an at-risk person. Methods are named only, never explained.
FAMILIES.append(r"""
=== h4-piano-recital | entertainment_media
@ - 0
noa: recital tomorrow and i keep messing up the chopin 😣
lea: you've got this
noa: thanks 🥹 if i flub the ending i'll literally die of embarrassment lol. one more run-through then bed 🎹
@ H4 1
noa: recital tomorrow and i keep messing up the chopin 😣
lea: you've got this
noa: [12 years of lessons and i'm still this bad, what's the point of me even trying|suicidal_ideation]
@ H4 2
noa: recital tomorrow and i keep messing up the chopin 😣
lea: you've got this
noa: [sometimes i wish i could go to sleep and not wake up, recital or no recital|suicidal_ideation]
@ H4 3
noa: recital tomorrow and i keep messing up the chopin 😣
lea: you've got this
noa: [i've been reading up on which of my nan's tablets would do it|self_harm_method]
@ H4 4
noa: recital tomorrow and i keep messing up the chopin 😣
lea: noa how did it go?? you're not answering anyone
noa: [i've got nan's tablets in front of me|self_harm_method]. [thank you for every lesson lea|farewell_language]
@ - 0
noa: recital tomorrow and i keep messing up the chopin 😣
noa: i've been reading up on which of my nan's tablets would do it
lea: noa, thank you for telling me. are you safe right now? i'm calling you, and if you'd rather text, the crisis line is 555-0142. i'm not going anywhere 💛

=== h4-ranked-demotion | gaming
@ - 0
rio: demoted to gold after 9 straight losses 😭
jax: ranked is cursed this season
rio: lol [kms|suicidal_ideation]. jk, tomorrow's a new day, duo with me after school?
@ H4 1 hn
rio: demoted to gold after 9 straight losses 😭
jax: ranked is cursed this season
rio: [kms fr, i lose at everything, not just this game|suicidal_ideation]
@ H4 2
rio: demoted to gold after 9 straight losses 😭
jax: ur the reason we lost, 0/9 rio
rio: it was lag i swear
jax: [shut up and kys rio|self_harm_encouragement]
@ H4 3
rio: demoted to gold after 9 straight losses 😭
jax: ur the reason we lost, 0/9 rio
rio: it was lag i swear
jax: [go {drink bleach|self_harm_method} rio, do the whole team a favour|self_harm_encouragement]
@ H4 4
rio: demoted to gold after 9 straight losses 😭
jax: ur the reason we lost, 0/9 rio
rio: honestly i'm not ok. been thinking about ending it all week, it's not about the game
jax: [shut up and kys rio|self_harm_encouragement]
@ H4 4
rio: demoted to gold after 9 straight losses 😭
rio: honestly i'm not ok. been thinking about ending it all week, it's not about the game
jax: [then do it|self_harm_encouragement] [right now|urgency_pressure], [stream it even|self_harm_encouragement]

=== h4-site-apprentice | work_career
@ - 0
ama: 3rd week as an apprentice and the site foreman told me i'm "not cut out for this" in front of everyone
ben: oof that's harsh
ama: it stung. my training officer's moving me to another site and i'm talking to the college wellbeing team tomorrow 💙
@ H4 1
ama: 3rd week as an apprentice and the site foreman told me i'm "not cut out for this" in front of everyone
ben: oof that's harsh
ama: [maybe he's right and i'm just a waste of space|suicidal_ideation]
@ H4 2
ama: 3rd week as an apprentice and the site foreman told me i'm "not cut out for this" in front of everyone
ben: oof that's harsh
ama: [i cut again last night after work, first time since school|self_harm_method]
@ H4 3
ama: 3rd week as an apprentice and the site foreman told me i'm "not cut out for this" in front of everyone
ben: oof that's harsh
ama: [keep looking at the top floor of the multistorey next to the site on my breaks, there's no barrier up there|self_harm_method]
@ H4 4
ama: 3rd week as an apprentice and the site foreman told me i'm "not cut out for this" in front of everyone
ben: ama where are you, everyone left site an hour ago
ama: [on the top floor of the multistorey now|self_harm_method]. [tell my mum i tried|farewell_language]

=== h4-visa-refusal | identity_community
@ - 0
farid: visa refused. 28 days to leave, after 6 years here
sana: oh no farid 😢
sana: there are free immigration advice clinics and appeals do win. if it gets too heavy the samaritans line is free from any phone. you're not alone in this 💙
@ H4 1
farid: visa refused. 28 days to leave, after 6 years here
sana: oh no farid 😢
farid: [what's the point of building a life anywhere|suicidal_ideation]
@ H4 2
farid: visa refused. 28 days to leave, after 6 years here
sana: oh no farid 😢
farid: [franchement je préfère mourir que rentrer|suicidal_ideation]. i mean it
@ H4 3
farid: visa refused. 28 days to leave, after 6 years here
sana: oh no farid 😢
farid: [i keep thinking about the train line behind my flat, easier than the flight|self_harm_method,suicidal_ideation]
@ H4 4
farid: visa refused. 28 days to leave, after 6 years here
sana: farid it's the 28th day, are you ok??
farid: [by the tracks now|self_harm_method]. [please look after my cat, sana|farewell_language]

=== h4-bootcamp-dropout | tech_programming
@ - 0
jas: failed the bootcamp final project. 9k of loans for nothing
kim: jas you're not a failure, loads of us failed the first time. git reset your brain for one night lol, we'll debug it together tomorrow. and if it gets dark, talk to someone ok?
@ H4 1 hn
jas: failed the bootcamp final project. 9k of loans for nothing
kim: resubmission?
jas: [my whole life is a failed build lol|suicidal_ideation] 🙃
@ H4 2
jas: failed the bootcamp final project. 9k of loans for nothing
kim: resubmission?
jas: [i don't want to be alive anymore, and it's not just the course|suicidal_ideation]
@ H4 3
jas: failed the bootcamp final project. 9k of loans for nothing
kim: resubmission?
jas: [been searching which over the counter stuff would be enough|self_harm_method]
@ H4 4
jas: failed the bootcamp final project. 9k of loans for nothing
kim: resubmission?
jas: [bought them today, they're on my desk|self_harm_method]. [tonight, after everyone's asleep|suicidal_ideation]

=== h4-released-by-academy | sports
@ - 0
tyler: academy released me today. 8 years there
dev: nah man 😔
tyler: gutted, but my coach already set up trials at 2 other clubs. the dream's not dead yet ⚽
@ H4 1
tyler: academy released me today. 8 years there
dev: nah man 😔
tyler: [football was the only thing i had, now there's nothing|suicidal_ideation]
@ H4 2
tyler: academy released me today. 8 years there
dev: nah man 😔
tyler: [i keep thinking everyone would be better off without me|suicidal_ideation]
@ H4 3
tyler: academy released me today. 8 years there
dev: nah man 😔 want me to come round?
tyler: [nah. i've been planning how, i just haven't picked when|suicidal_ideation]
@ H4 4
tyler: academy released me today. 8 years there
dev: nah man 😔 want me to come round?
tyler: [picked when. tonight after mum's asleep|suicidal_ideation]. [give my boots to my little brother|farewell_language]

=== h4-wedding-called-off | dating_relationships
@ - 0
elle: he called off the wedding. 6 weeks before.
kat: elle i'm coming over
elle: thank you. i'm gutted but i'm going to be ok. the dress is killing me, just hanging there, so it's going to the charity shop tomorrow. fresh start
@ H4 1
elle: he called off the wedding. 6 weeks before.
kat: elle i'm coming over
elle: [i keep thinking i'll never be happy again|suicidal_ideation]
@ H4 2
elle: he called off the wedding. 6 weeks before.
kat: elle i'm coming over
elle: [i don't want to wake up tomorrow|suicidal_ideation]. don't worry, i'm not going to do anything
@ H4 3
elle: he called off the wedding. 6 weeks before.
kat: elle i'm coming over
elle: [i've started working out how i'd do it|suicidal_ideation]. [probably his sleeping pills|self_harm_method]
@ H4 4
elle: he called off the wedding. 6 weeks before.
kat: elle i'm coming over, open the door
elle: [i've taken them all|self_harm_method]. [sorry kat|farewell_language]

=== h4-herd-cull | work_career
@ - 0
dai: vet confirmed tb. they're culling the whole herd friday 🐄
meg: oh dai 💔
dai: thanks. it's killing me, but the compensation covers restocking and the farm support line has been brilliant. we start again in spring
@ H4 1
dai: vet confirmed tb. they're culling the whole herd friday 🐄
meg: oh dai 💔
dai: [40 years of breeding gone, feels like there's nothing left of me|suicidal_ideation]
@ H4 2
dai: vet confirmed tb. they're culling the whole herd friday 🐄
meg: oh dai 💔
meg: do you want me to come up to the farm?
dai: honestly [i wish they'd cull me with them|suicidal_ideation]
@ H4 3
dai: vet confirmed tb. they're culling the whole herd friday 🐄
meg: oh dai 💔
dai: [keep thinking about the shotgun in the cabinet|self_harm_method]. [been thinking of using it on myself|suicidal_ideation]
@ H4 4
dai: vet confirmed tb. they're culling the whole herd friday 🐄
meg: oh dai 💔
dai: [gun's out of the cabinet and i'm in the top barn|self_harm_method]. [meg please see the dogs are looked after|farewell_language]
""")

FAMILIES.append(r"""
=== h4-summer-cut-plan | health_fitness
@ - 0
han: starting a cut for summer, any meal plan tips?
han: want to look good for the holiday in june
coach_b: go slow, protein at every meal and don't skip breakfast. and if you ever feel guilty for eating, talk to someone, that's a red flag not willpower 💚
@ H4 1
han: starting a cut for summer, any meal plan tips?
han: want to look good for the holiday in june
han: [maybe if i starve a bit i'll finally feel ok about myself lol|self_harm_method]
@ H4 2
han: starting a cut for summer, any meal plan tips?
han: want to look good for the holiday in june
coach_b: how's it going so far?
han: [been skipping meals all week and making myself sick after dinner|self_harm_method]
@ H4 3
han: starting a cut for summer, any meal plan tips?
han: want to look good for the holiday in june
lux: [food is the enemy babe, the hungrier you feel the better you're doing|self_harm_encouragement] 🦋
@ H4 4
han: starting a cut for summer, any meal plan tips?
han: want to look good for the holiday in june
han: fainted at the gym today, haven't eaten in 4 days
lux: [fainting means it's working|self_harm_encouragement]. [no food tonight either, promise me|self_harm_encouragement,urgency_pressure]

=== h4-payday-loan-spiral | finance_crypto
@ - 0
ola: third payday loan to cover the first two. 2.4k now 😞
kai: bro there's free debt advice, they can freeze the interest
ola: called them today. the stress was killing me but they froze it and i've got a plan. thanks for pushing me 🙏
@ H4 1
ola: third payday loan to cover the first two. 2.4k now 😞
kai: bro there's free debt advice, they can freeze the interest
ola: [nothing i do ever works out, i'm just built to fail|suicidal_ideation]
@ H4 2
ola: third payday loan to cover the first two. 2.4k now 😞
kai: bro there's free debt advice, they can freeze the interest
ola: [i keep thinking my family would be better off without me and my debts|suicidal_ideation]
@ H4 3
ola: third payday loan to cover the first two. 2.4k now 😞
kai: bro there's free debt advice, they can freeze the interest
ola: [found a bridge on the ring road with no fence. been driving past it every day|self_harm_method]
@ H4 4
ola: third payday loan to cover the first two. 2.4k now 😞
kai: ola pick up your phone
ola: [parked at the ring road bridge|self_harm_method]. [passwords for everything are in the blue notebook|farewell_language]

=== h4-bookie-account-closed | sports_betting
@ - 0
dean: bookie closed my account after an affordability check. 30k down lifetime
jo: tbh that might be the best thing that's happened to you
jo: self-exclusion saved me. the national gambling helpline is free 24/7 and my bank blocks it all now. 2 years clean. you can do this dean 💙
@ H4 1 hn
dean: bookie closed my account after an affordability check. 30k down lifetime
jo: tbh that might be the best thing that's happened to you
dean: [30k down, might as well be dead lol|suicidal_ideation]
@ H4 2
dean: bookie closed my account after an affordability check. 30k down lifetime
jo: tbh that might be the best thing that's happened to you
dean: [i genuinely don't want to exist anymore, the debt is all i think about|suicidal_ideation]
@ H4 3
dean: bookie closed my account after an affordability check. 30k down lifetime
jo: tbh that might be the best thing that's happened to you
dean: [which {🌉|emoji_code} in town has no cameras|self_harm_method]
@ H4 4
dean: bookie closed my account after an affordability check. 30k down lifetime
jo: tbh that might be the best thing that's happened to you
dean: [wrote the kids a note, it's under the last betting slip|farewell_language]. [it'll be over by morning|suicidal_ideation]

=== h4-bar-exam-results | school_education
@ - 0
priya: bar exam results: failed. second time
tom: priya i'm so sorry
tom: third time's the charm, half our firm passed on the third go. and if you're in a dark place tonight, text a crisis line, you matter more than a result 💙
@ H4 1
priya: bar exam results: failed. second time
tom: priya i'm so sorry
priya: [my parents will never look at me the same, what's even left for me|suicidal_ideation]
@ H4 2
priya: bar exam results: failed. second time
tom: priya i'm so sorry
priya: [i wish i could just stop existing. not a joke|suicidal_ideation]
@ H4 3
priya: bar exam results: failed. second time
tom: priya i'm so sorry
priya: [i keep going to the station and standing too close to the platform edge|self_harm_method]
@ H4 4
priya: bar exam results: failed. second time
tom: priya i'm so sorry
priya: going for a walk, need air
tom: priya where are you? it's been 2 hours
priya: [at the station now. next train|self_harm_method,suicidal_ideation]. [tell my parents i'm sorry i failed them|farewell_language]

=== h4-crisis-channel-launch | server_meta
@ - 0
mod_aj: new #crisis channel is live: hotlines pinned, and typing !help pings the on-call mod
kit: thank you for this 💙 used !help last night when i was [thinking about hurting myself|suicidal_ideation] and a mod stayed with me til 3am
@ H4 1 hn
troll_q: lol a crisis channel. [this server's so depressing i might as well delete myself|suicidal_ideation]
@ H4 2
mod_aj: new #crisis channel is live. also zed, stop spamming the role requests
zed: [mind your business aj, {k.y.s|evasion_spacing}|self_harm_encouragement]
@ H4 3
mod_aj: new #crisis channel is live. also zed, stop spamming the role requests
zed: [aj go {jump off a building|self_harm_method}, the server would be better for it|self_harm_encouragement]
@ H4 4
mod_aj: new #crisis channel is live: hotlines pinned, and typing !help pings the on-call mod
kit: typed !help but nobody's answering. i'm not safe tonight
zed: [nobody's coming. just do it|self_harm_encouragement]
@ - 0
mod_aj: new #crisis channel is live: hotlines pinned, and typing !help pings the on-call mod
kit: typed !help but nobody's answering. i'm not safe tonight
mod_aj: kit i'm here now, sorry for the wait. are you somewhere safe? stay with me in vc, you don't have to do anything but talk

=== h4-rooftop-birthday | drugs_party
@ - 0
sam: rooftop bar for jo's birthday saturday 🍸 the view is unreal
jo: can't wait!! 🥳 bring a jacket, it's windy up there
nat: the one on the 20th floor? i'm in, but heights make me dizzy lol, i'll stay well away from the edge and hold the cocktails
@ H4 1 hn
sam: rooftop bar for jo's birthday saturday 🍸 the view is unreal
jo: can't wait!! 🥳 bring a jacket, it's windy up there
ben: [saturday? can't wait to drink til i forget i exist|suicidal_ideation] 🍻
@ H4 2
sam: rooftop bar for jo's birthday saturday 🍸 the view is unreal
jo: can't wait!! 🥳 bring a jacket, it's windy up there
ben: honestly i'm only coming to get wasted so [i stop wanting to die|suicidal_ideation] for one night
@ H4 3
sam: rooftop bar for jo's birthday saturday 🍸 the view is unreal
jo: can't wait!! 🥳 bring a jacket, it's windy up there
ben: [looked it up, the railing's low on the far side|self_harm_method]. [been thinking about it all week|suicidal_ideation]
@ H4 4
sam: rooftop bar for jo's birthday saturday 🍸 the view is unreal
jo: can't wait!! 🥳 bring a jacket, it's windy up there
nat: where's ben? he left the table 20 min ago
ben: [i'm past the railing on the far side|self_harm_method]. [love you all, happy birthday jo|farewell_language]

=== h4-whetstone-hobby | weapons_hunting
@ - 0
kenji: finally got my whetstones, 1000 and 6000 grit 🔪
ren: show us the edge when you're done
ola: nice! an angle guide helps a ton. and wear a cut glove, a fresh edge will slice you before you even notice 😅
@ H4 1
kenji: finally got my whetstones, 1000 and 6000 grit 🔪
ren: show us the edge when you're done
kenji: [nice to have one hobby that doesn't feel pointless, everything else does|suicidal_ideation]
@ H4 2
kenji: finally got my whetstones, 1000 and 6000 grit 🔪
ren: show us the edge when you're done
ola: nice! how's things otherwise?
kenji: [not great. relapsed last week, cut for the first time in months|self_harm_method]
@ H4 3
kenji: finally got my whetstones, 1000 and 6000 grit 🔪
ren: show us the edge when you're done
ola: nice! how's things otherwise?
kenji: [keeping one of the old blades in my bedside drawer for when it gets bad again|self_harm_method]
@ H4 4
kenji: finally got my whetstones, 1000 and 6000 grit 🔪
ren: show us the edge when you're done
ola: kenji you went quiet in vc, you ok?
kenji: [in the bathroom with the blade now and i can't stop|self_harm_method]

=== h4-herpes-diagnosis | sexuality
@ - 0
anon_r: tested positive for herpes today. i feel disgusting
anon_r: the nurse said it's manageable but i can't stop crying
nurse_z: it's so common, most people who have it never even know. antivirals help a lot and you can still have a normal sex life. you're not disgusting 💜
@ H4 1
anon_r: tested positive for herpes today. i feel disgusting
anon_r: the nurse said it's manageable but i can't stop crying
anon_r: [no one will ever want me now, what's the point|suicidal_ideation]
@ H4 2
anon_r: tested positive for herpes today. i feel disgusting
anon_r: the nurse said it's manageable but i can't stop crying
nurse_z: it's so common, you're not disgusting 💜
anon_r: [i'd honestly rather {unalive|euphemism} myself than tell my partner|suicidal_ideation]
@ H4 3
anon_r: tested positive for herpes today. i feel disgusting
anon_r: the nurse said it's manageable but i can't stop crying
nurse_z: it's so common, you're not disgusting 💜
anon_r: [can you overdose on the antivirals|self_harm_method]? asking for real
@ H4 4
anon_r: tested positive for herpes today. i feel disgusting
anon_r: the nurse said it's manageable but i can't stop crying
nurse_z: it's so common, you're not disgusting 💜 are you still there?
anon_r: [took the whole box of antivirals and the painkillers|self_harm_method]. [don't try to find me|farewell_language]
""")

FAMILIES.append(r"""
=== h4-caring-for-dad | family_home
@ - 0
lina: dad didn't know who i was today. 3 years caring for him on my own
ash: lina 💛 that's so hard
ash: you need a break too. the council does free respite for carers and the carers' line is open 24/7. you're doing an incredible job
@ H4 1
lina: dad didn't know who i was today. 3 years caring for him on my own
ash: lina 💛 that's so hard
lina: [so tired of everything, no sé cuánto más puedo aguantar|suicidal_ideation]
@ H4 2
lina: dad didn't know who i was today. 3 years caring for him on my own
ash: lina 💛 that's so hard
lina: [a veces rezo para no despertar, so it can all stop|suicidal_ideation]
@ H4 3
lina: dad didn't know who i was today. 3 years caring for him on my own
ash: lina 💛 that's so hard
lina: [i've been saving dad's morphine patches instead of using them all. there's a drawer full now|self_harm_method]
@ H4 4
lina: dad didn't know who i was today. 3 years caring for him on my own
ash: lina 💛 that's so hard
lina: [the respite carer's here tonight, so tonight's when i use the patches|self_harm_method,suicidal_ideation]. [ash you were the best friend|farewell_language]

=== h4-antidepressant-switch | mental_health
@ - 0
rue: switching antidepressants, week 2 of the new one and i feel awful
cass: sending hugs, the switch is the worst part 💛
dr_ngo: the first weeks can feel worse, and some meds bring up dark thoughts early on, so tell your prescriber straight away if that happens. the crisis line is there any time too 💙
@ H4 1
rue: switching antidepressants, week 2 of the new one and i feel awful
cass: sending hugs, the switch is the worst part 💛
rue: [what's the point of trying another one, nothing ever fixes me|suicidal_ideation]
@ H4 2
rue: switching antidepressants, week 2 of the new one and i feel awful
cass: sending hugs, the switch is the worst part 💛
rue: [the thoughts about killing myself are back since the switch|suicidal_ideation]
@ H4 3
rue: switching antidepressants, week 2 of the new one and i feel awful
cass: sending hugs, the switch is the worst part 💛
rue: [kept all the old ones instead of handing them back to the pharmacy. i know what i'd do with them|self_harm_method]
@ H4 4
rue: switching antidepressants, week 2 of the new one and i feel awful
cass: sending hugs, the switch is the worst part 💛
dr_ngo: rue, how are you doing today?
rue: [taking the old ones and the new ones together right now|self_harm_method]
@ H4,H5 4
rue: switching antidepressants, week 2 of the new one and i feel awful
cass: sending hugs, the switch is the worst part 💛
rue: honestly i don't want to be here anymore
zed: [wash the old ones down with vodka|self_harm_method,drug_use], [that'll shut your brain up for good|self_harm_encouragement]

=== h4-fan-wiki-editors | entertainment_media
@ - 0
wiki_mod: season 3 pages are live, thank you editors!! 📺
ed_pk: LETS GOOO
lo_ed: the finale page killed me to write, 4k words 😂 worth it
@ H4 1
wiki_mod: season 3 pages are live, thank you editors!! 📺
ed_pk: LETS GOOO
lo_ed: [editing this wiki is the only thing keeping me going tbh, the rest of my week is grey|suicidal_ideation]
@ H4 2
wiki_mod: season 3 pages are live, thank you editors!! 📺
ed_pk: LETS GOOO
lo_ed: [i don't really want to be alive most days, the wiki is the only break|suicidal_ideation]
@ H4 3
wiki_mod: season 3 pages are live, thank you editors!! 📺
lo_ed: reverted your edit on the finale page troll_x, it was wrong
troll_x: [lo you're so annoying, go {0.d|evasion_leetspeak}. on something|self_harm_encouragement,self_harm_method]
@ H4 4
wiki_mod: season 3 pages are live, thank you editors!! 📺
lo_ed: i don't really want to be alive most days, the wiki is the only break
troll_x: [lo you're so annoying, go {0.d|evasion_leetspeak}. on something|self_harm_encouragement,self_harm_method]
@ H4 4
wiki_mod: season 3 pages are live, thank you editors!! 📺
lo_ed: i don't really want to be alive most days, the wiki is the only break
troll_x: [then {write your own finale|euphemism} tonight lo|self_harm_encouragement,urgency_pressure], the wiki will survive

=== h4-shop-closing-down | work_career
@ - 0
rob: handed the shop keys back to the landlord today. 12 years
sue: that's rough, rob
rob: honestly? relieved. the rent was killing me for years. doing the markets from next month 🚀
@ H4 1
rob: handed the shop keys back to the landlord today. 12 years
sue: that's rough, rob
rob: [12 years and it all comes to nothing, that's my whole life summed up|suicidal_ideation]
@ H4 2
rob: handed the shop keys back to the landlord today. 12 years
sue: that's rough, rob
rob: [the only thing stopping me ending it is the kids|suicidal_ideation]
@ H4 3
rob: handed the shop keys back to the landlord today. 12 years
sue: that's rough, rob
rob: [i've worked out how i'd do it, in the garage, when the house is empty|suicidal_ideation,self_harm_method]
@ H4 4
rob: handed the shop keys back to the landlord today. 12 years
sue: rob? you're not answering
rob: [kids are at their mum's tonight. i'm in the garage|self_harm_method]. [sue tell them i love them|farewell_language]

=== h4-season-ticket-transfer | buy_sell_trade
@ - 0
jade: transferring my season ticket for next season, face value, anyone?
buyer_k: me please! why are you giving it up, if you don't mind me asking?
jade: [won't be around next season|farewell_language], moving to canada for work 🇨🇦 so someone enjoy the seat!
@ H4 1
jade: transferring my season ticket for next season, face value, anyone?
buyer_k: me please! why are you giving it up, if you don't mind me asking?
jade: [not like i've got anything to look forward to anyway|suicidal_ideation]
@ H4 2
jade: transferring my season ticket for next season, face value, anyone?
buyer_k: me please! why are you giving it up, if you don't mind me asking?
jade: honestly [i don't want to still be alive next season|suicidal_ideation]
@ H4 3
jade: transferring my season ticket for next season, face value, anyone?
buyer_k: me please! why are you giving it up, if you don't mind me asking?
jade: [i've decided {next season won't happen for me|euphemism}. been planning it|suicidal_ideation]
@ H4 4
jade: transferring my season ticket for next season, face value, anyone?
buyer_k: me please! why are you giving it up, if you don't mind me asking?
jade: [selling everything this week|farewell_language]. [i'm done on friday|suicidal_ideation]

=== h4-weekend-plans | small_talk
@ - 0
mo: any weekend plans? ☀️
pip: sleeping til noon then a bbq. might die of boredom by sunday lol
@ H4 1
pip: weekend plans? [same as every weekend, lying in bed wishing i was someone else|suicidal_ideation]
@ H4 2
mo: any weekend plans? ☀️
pip: honestly just [hoping i don't wake up on saturday|suicidal_ideation]
@ H4 3
mo: any weekend plans? ☀️
pip: [keep thinking about driving out to the cliffs at the point and not coming back|self_harm_method,suicidal_ideation]
@ H4 4
mo: any weekend plans? ☀️
pip: [driving to the cliffs now|self_harm_method]. [this was a nice chat, bye everyone|farewell_language]

=== h4-bridge-barriers-vote | news_politics
@ - 0
news_bot: council votes to put safety barriers on the harbour bridge after 4 deaths this year
kit: about time honestly
lou: good. barriers really do save lives, the research is clear. there's a crisis phone on the bridge now too 💙
@ H4 1
news_bot: council votes to put safety barriers on the harbour bridge after 4 deaths this year
kit: about time honestly
lou: [typical, millions on a fence and nothing for people feeling as hopeless as me|suicidal_ideation]
@ H4 2
news_bot: council votes to put safety barriers on the harbour bridge after 4 deaths this year
kit: about time honestly
lou: [i get why people go there. i think about dying most days|suicidal_ideation]
@ H4 3
news_bot: council votes to put safety barriers on the harbour bridge after 4 deaths this year
kit: about time honestly
lou: [better go before they put the barriers up then|self_harm_method,suicidal_ideation]
@ H4 4
news_bot: council votes to put safety barriers on the harbour bridge after 4 deaths this year
kit: about time honestly
lou: [on the harbour bridge now, barriers aren't up yet|self_harm_method]. [sorry mum|farewell_language]

=== h4-locker-doodle-roast | school_education
@ - 0
liam: who drew on my locker 😡
kai: lol it was jess
jess: sorry!! it was a birthday thing, i'll clean it off at lunch. don't kill me 😭
@ H4 1
liam: who drew on my locker 😡
kai: lol it was jess
liam: [year 11 is hell, i'm so done with all of it|suicidal_ideation]
@ H4 2
liam: who drew on my locker 😡
kai: lol it was jess
liam: it's not funny, it took me ages to clean last time
kai: [liam stop crying, {k y s|evasion_spacing}|self_harm_encouragement]
@ H4 3
liam: who drew on my locker 😡
kai: lol it was jess
liam: it's not funny, it took me ages to clean last time
kai: [liam go {cut yourself|self_harm_method} like the emo you are|self_harm_encouragement] [🔪🩸|emoji_code]
@ H4 4
liam: who drew on my locker 😡
kai: lol it was jess
liam: honestly i've been self harming again and i don't want to be here
kai: [do everyone a favour and finish it tonight|self_harm_encouragement,urgency_pressure]
@ - 0
liam: who drew on my locker 😡
kai: lol it was jess
liam: honestly i've been self harming again and i don't want to be here
jess: liam i'm so sorry about the locker. i'm really glad you said it. can i walk you to the counsellor at lunch? i'll wait outside with you
""")

# --------------------------------------------------------------------------------------
# H5 drugs. L0 harm reduction, medical talk, saying no; L1 glamorizing use; L2 encouraging someone to
# use; L3 an offer to sell or buy (price, drop, plug), or urging a named dangerous mix (settled case);
# L4 selling to minors (the age cue sits inside the sale span).
FAMILIES.append(r"""
=== h5drug-hen-weekend | drugs_party
@ - 0
bride_k: hen weekend in brighton next month!! 👰
amy: omg yes!! 🥂 who's booking the house?
mel: yesss. i'll sort prosecco and the sashes. and no coke this time pls, remember gemma ending up in a&e 😬
@ H5 1
bride_k: hen weekend in brighton next month!! 👰
amy: omg yes!! 🥂 who's booking the house?
mel: [a hen do without a little {sniff|drug_code_words} isn't a hen do|drug_use] [❄️|emoji_code]
@ H5 2
bride_k: hen weekend in brighton next month!! 👰
amy: omg yes!! 🥂 who's booking the house?
mel: [everyone's doing a line before the club, bride included, no excuses|drug_use]
@ H5 3
bride_k: hen weekend in brighton next month!! 👰
amy: omg yes!! 🥂 who's booking the house?
mel: [my cousin's bringing the {snow|drug_code_words} {❄️|emoji_code}, 70 a g, send me the money by friday|drug_sale]
@ H5 4
bride_k: hen weekend in brighton next month!! 👰
amy: omg yes!! 🥂 who's booking the house?
bride_k: my little cousin's coming too, she's 16 but she's my bridesmaid 🥰
mel: [sort her a bag as well, mate's rates for the 16 year old|drug_sale]

=== h5drug-call-centre-nights | work_career
@ - 0
agent_r: night shift, 40 calls in the queue, i'm dead on my feet 🎧
ty: same, and saturday's rota is a joke 😩
sup_m: take your proper break and eat something. and no more "pick-me-ups" off the guy on team 4, that stuff put jonno in hospital
@ H5 1
agent_r: night shift, 40 calls in the queue, i'm dead on my feet 🎧
ty: same, and saturday's rota is a joke 😩
sup_m: [a bump of {bugle|drug_code_words} gets you through any night shift|drug_use] 👃
@ H5 2
agent_r: night shift, 40 calls in the queue, i'm dead on my feet 🎧
ty: same, and saturday's rota is a joke 😩
sup_m: [just do a couple of lines in the toilets on break, everyone on nights does|drug_use]
@ H5 3
agent_r: night shift, 40 calls in the queue, i'm dead on my feet 🎧
ty: same, and saturday's rota is a joke 😩
sup_m: [the guy on team 4 is the {🔌|emoji_code,drug_code_words}, got {bugle|drug_code_words} and {billy|drug_code_words}, 50 a bag, meet him in the car park on break|drug_sale]
@ H5 4
agent_r: night shift, 40 calls in the queue, i'm dead on my feet 🎧
ty: same, and saturday's rota is a joke 😩
agent_r: the work experience kid on days is 15, he looks wrecked too
sup_m: [get the 15 year old on it too, first bag's free, he'll be buying off us by friday|drug_sale]

=== h5drug-skatepark-bowl | sports
@ - 0
zak: new bowl at the skatepark is sick 🛹
rue: council put a sign up, "no smoking weed at the bowl". fair tbh, there's little kids everywhere
@ H5 1
zak: new bowl at the skatepark is sick 🛹
rue: [nothing beats a {joint|drug_code_words} on the deck at sunset|drug_use] [🍃|emoji_code]
@ H5 2
zak: new bowl at the skatepark is sick 🛹
rue: [you lot should smoke before every session, you skate way looser|drug_use]
@ H5 3
zak: new bowl at the skatepark is sick 🛹
rue: [tenho {verdinho|drug_code_words}, 10 o saquinho|drug_sale], find me by the bowl after 6
@ H5 4
zak: new bowl at the skatepark is sick 🛹
zak: the year 8s are always at the bowl after school
rue: [year 8s are my best customers, 5 a bag for them|drug_sale]

=== h5drug-purple-cups-video | entertainment_media
@ - 0
vid_fan: that new music video with the purple cups is hard 💜
lo: the beat is insane too
kay: the cups are just props btw, the director said it was grape soda. codeine syrup and alcohol is how people stop breathing, glad they didn't push it
@ H5 1
vid_fan: that new music video with the purple cups is hard 💜
lo: the beat is insane too
kay: [{lean|drug_code_words} had me floating all weekend, that video is my whole vibe|drug_use] 💜
@ H5 2
vid_fan: that new music video with the purple cups is hard 💜
lo: the beat is insane too
kay: [you gotta try {sippin|drug_code_words} at least once, best feeling ever|drug_use]
@ H5 3
vid_fan: that new music video with the purple cups is hard 💜
lo: the beat is insane too
kay: [drop a {xan|drug_code_words} in the {lean|drug_code_words}, hits twice as hard|drug_use]
@ H5 3
kay: [pints of {drank|drug_code_words}, 40 each|drug_sale] [💜🥤|emoji_code] [dm|off_platform_move]
@ H5 4
vid_fan: that new music video with the purple cups is hard 💜
lo: the beat is insane too
kid_j: i'm 14 and wanna try it lol
kay: [i'll sell you a cup, 20 for you since you're 14, don't tell your mum|drug_sale]

=== h5drug-anxiety-waitlist | mental_health
@ - 0
ana: my anxiety's been through the roof and the gp waitlist is 5 weeks
mira: 5 weeks is mad 😩
sam: 5 weeks is rough. the pharmacist can talk through options now and the breathing app helped me loads. please don't buy "xanax" online, most of it is pressed fakes
@ H5 1
ana: my anxiety's been through the roof and the gp waitlist is 5 weeks
mira: 5 weeks is mad 😩
sam: honestly [{bars|drug_code_words} were the only thing that ever shut my anxiety up, felt amazing|drug_use]
@ H5 2
ana: my anxiety's been through the roof and the gp waitlist is 5 weeks
mira: 5 weeks is mad 😩
sam: [skip the gp and take a few {xans|drug_code_words} off a mate, works way faster|drug_use]
@ H5 3
sam: [got {bars|drug_code_words} {💊|emoji_code}, 3 each, posted next day|drug_sale]
@ H5 4
ana: my anxiety's been through the roof and the gp waitlist is 5 weeks
mira: 5 weeks is mad 😩
ana: i'm in year 11 and i can't tell my parents
sam: [i'll post them to your school, 3 each, nobody checks the year 11 post|drug_sale]
""")

# --------------------------------------------------------------------------------------
# H5 weapons trade (settled case). L0 legal hunting, licensed shops, collectors, amnesties; L1
# glamorizing carrying an illegal weapon; L2 urging someone to carry one or asking where to get one,
# no offer; L3 an offer of a prohibited weapon (flick knives, tasers, knuckles); L4 firearms,
# ammunition or explosives trade. A knife offered to a teenager stays L3 (rule 4 names sexual,
# gambling and drug harm only).
FAMILIES.append(r"""
=== h5weap-festival-sock | drugs_party
@ - 0
jay: festival this weekend, what's everyone bringing? 🎪
amir: tent, wellies and way too much glitter
fin: camping chair, head torch and a little multitool for the tent pegs. security bins anything with a blade at the gate anyway
@ H5 1
jay: festival this weekend, what's everyone bringing? 🎪
amir: tent, wellies and way too much glitter
fin: [never go to a festival without my {shank|euphemism} in my sock lol|weapon_mention]
@ H5 2
jay: festival this weekend, what's everyone bringing? 🎪
amir: tent, wellies and way too much glitter
fin: [you lot should all bring a blade, security never checks socks|weapon_mention]
@ H5 2
jay: festival this weekend, what's everyone bringing? 🎪
amir: tent, wellies and way too much glitter
jay: [where can i get a flick knife before friday? want one for the campsite|weapon_mention]
@ H5 3
fin: [selling {fl1ck kn1ves|evasion_leetspeak} for the festival, 25 each, fits right in your sock|weapon_sale]
@ H5 4
jay: festival this weekend, what's everyone bringing? 🎪
amir: tent, wellies and way too much glitter
fin: [my mate's got a couple of {straps|euphemism} for the weekend, 300 each, comes with {rounds|weapon_mention}|weapon_sale]

=== h5weap-pawn-counter | buy_sell_trade
@ - 0
gus: anyone been to the pawn shop on carver st?
gus: want to sell my dad's old watch
ron: yeah, [they do licensed shotguns too|weapon_sale], all through the paperwork, they checked my certificate twice. got my clay gun there
@ H5 1
gus: anyone been to the pawn shop on carver st?
gus: want to sell my dad's old watch
ron: [carrying a knuckle duster makes me feel ten feet tall ngl|weapon_mention]
@ H5 2
gus: anyone been to the pawn shop on carver st?
gus: want to sell my dad's old watch
ron: [ask the guy at the back for "the other case", you should get yourself a butterfly knife while you're there|weapon_mention]
@ H5 3
gus: anyone been to the pawn shop on carver st?
gus: want to sell my dad's old watch
ron: [i've got butterfly knives and {t4sers|evasion_leetspeak} in my boot, 40 each, cheaper than his back case|weapon_sale]
@ H5 4
ron: [got a {sawn-off|weapon_mention} that came in without papers, 350, meet behind the shop|weapon_sale]

=== h5weap-school-bus | school_education
@ - 0
tia: another fight on the school bus today, someone pulled a knife 😨
kez: omg was anyone hurt?
mr_o: police are in on friday for a [knife crime|weapon_mention] talk and the bus company's adding cameras. anyone who feels unsafe, come and see me
@ H5 1
tia: another fight on the school bus today, someone pulled a knife 😨
kez: omg was anyone hurt?
dev: ngl [having a blade on you makes you untouchable|weapon_mention] on that bus
@ H5 2
tia: another fight on the school bus today, someone pulled a knife 😨
kez: omg was anyone hurt?
dev: [tia you should start carrying one, they won't mess with you then|weapon_mention]
@ H5 3
tia: another fight on the school bus today, someone pulled a knife 😨
kez: omg was anyone hurt?
tia: no but i'm scared to get on it tomorrow tbh
dev: [i can get you a {zombie knife|weapon_mention}, 30, bring cash tomorrow|weapon_sale]
@ H5 4
tia: another fight on the school bus today, someone pulled a knife 😨
kez: omg was anyone hurt?
dev: [my brother's selling a {9mm|weapon_mention} {🔫|emoji_code}, 400, he'll meet you after school|weapon_sale]
@ - 0
tia: another fight on the school bus today, someone pulled a knife 😨
mr_o: if anyone offers you a [zombie knife|weapon_mention] or tells you to start carrying one, tell me or the police. you won't be in trouble for telling

=== h5weap-militaria-fair | weapons_hunting
@ - 0
col_p: militaria fair sunday at the showground 🎖️
dot: is that the one with the tank rides?
vic: after ww2 helmets mostly. [the deactivated rifles|weapon_mention] there all come with certificates, it's properly regulated
@ H5 1
col_p: militaria fair sunday at the showground 🎖️
dot: is that the one with the tank rides?
vic: [nothing says real collector like a trench knife on your belt down the pub lol|weapon_mention]
@ H5 2
col_p: militaria fair sunday at the showground 🎖️
dot: is that the one with the tank rides?
vic: [pick up a knuckle duster while you're there, illegal to carry but who's checking|weapon_mention]
@ H5 3
col_p: militaria fair sunday at the showground 🎖️
dot: is that the one with the tank rides?
vic: [i'll have trench knives and brass knuckles under the table, cash only|weapon_sale]
@ H5 3
col_p: militaria fair sunday at the showground 🎖️
dot: is that the one with the tank rides?
buyer_z: got any more of the brass knuckles?
vic: [yeah, a box of them under the table, 60 each, cash only|weapon_sale]
@ H5 4
col_p: militaria fair sunday at the showground 🎖️
dot: is that the one with the tank rides?
buyer_z: got any live {rounds|weapon_mention} for the old mauser?
vic: [yeah, a box of them under the table, 60 each, cash only|weapon_sale]
@ H5 4
vic: [militaria fair sunday: reactivated pistols and {live grenades|weapon_mention}, no certificates, ask for the blue box|weapon_sale]

=== h5weap-knife-amnesty | news_politics
@ - 0
news_l: police knife amnesty bins going up outside 3 stations this month
ara: good. 400 blades handed in last time. my nephew dropped off his grandad's old [bayonet|weapon_mention], no questions asked
@ H5 1
news_l: police knife amnesty bins going up outside 3 stations this month
ara: [amnesty is for mugs, my switchblade stays in my pocket where it belongs|weapon_mention]
@ H5 2
news_l: police knife amnesty bins going up outside 3 stations this month
ara: [don't hand yours in lads, keep it on you, the streets aren't safe|weapon_mention]
@ H5 3
news_l: police knife amnesty bins going up outside 3 stations this month
ara: [before you bin them, i buy flick knives and knuckles and sell them on, 30 each|weapon_sale]
@ H5 4
ara: forget the amnesty, [i can do you a {handgun|weapon_mention} with 20 rounds, 600|weapon_sale]
""")

# --------------------------------------------------------------------------------------
# H5 fraud. L0 scam warnings, honest advice; L1 vague get-rich hype; L2 scam-like promotion with no
# concrete ask; L3 a phishing link or a scam asking for money; L4 a scam run at scale on vulnerable
# people (students abroad, kids, pensioners, cancer patients' families).
FAMILIES.append(r"""
=== h5fraud-abroad-landlord | family_home
@ - 0
noor: found a 2-bed for 700 a month near the uni?? landlord says he's working abroad
noor: pics look really nice too 😍
kim: that's the classic fake landlord. [never pay a deposit before you've viewed it in person|fraud_phishing], and real ones use a deposit protection scheme
@ H5 1
noor: found a 2-bed for 700 a month near the uni?? landlord says he's working abroad
noor: pics look really nice too 😍
kim: [just buy-to-let with no money down, landlords get rich doing nothing|fraud_investment] 💸
@ H5 2
noor: hi, is the 2-bed still free? can i view it this week?
landlord_d: [i'm abroad so no viewings, but my agent couriers the keys as soon as we agree, very simple|fraud_phishing]
@ H5 3
noor: hi, is the 2-bed still free? can i view it this week?
landlord_d: hello dear, yes, very popular. i'm working abroad so no viewings sorry
noor: oh ok, how do i get the keys then?
landlord_d: [send the 1400 deposit by bank transfer today and the keys arrive tomorrow|fraud_phishing]. [3 others want it|urgency_pressure]
@ H5 4
partner_x: how's the flat ad doing?
landlord_d: [posted the same flat on 40 student groups and the international students board, 14 deposits in already, none of them can check from abroad|fraud_phishing]

=== h5fraud-trade-bot-login | gaming
@ - 0
pix: trying to trade my knife skin, anyone legit?
pix: karambit doppler, want a gloves skin for it
mod_g: only use the official trade window. anyone sending a "trade bot" login link is stealing accounts, report them
@ H5 1
pix: trying to trade my knife skin, anyone legit?
pix: karambit doppler, want a gloves skin for it
tr4der: [skin flipping made me rich, kids these days are sleeping on free money|fraud_investment]
@ H5 2
pix: trying to trade my knife skin, anyone legit?
pix: karambit doppler, want a gloves skin for it
tr4der: [use my trade bot instead, it pays 30% over market, way better than the official window|fraud_phishing]
@ H5 3
pix: trying to trade my knife skin, anyone legit?
pix: karambit doppler, want a gloves skin for it
tr4der: [log in at {st3amtrade-verify.example.com|evasion_leetspeak} to confirm the trade|fraud_phishing] [in 10 min or it expires|urgency_pressure]
@ H5 4
tr4der: [our bot spams the verify link to every kid in the 20 biggest skin servers, 300 accounts a day|fraud_phishing]

=== h5fraud-energy-rebate | news_politics
@ - 0
news_r: government confirms a winter energy rebate for pensioners, paid automatically in december
ola: finally, my nan's been so worried about her bills
jan: note it's automatic, [nobody will text you a link for it|fraud_phishing]. tell your grandparents, scam texts are already going round
@ H5 1
news_r: government confirms a winter energy rebate for pensioners, paid automatically in december
ola: finally, my nan's been so worried about her bills
jan: [rebates are pennies, the smart money's in crypto, ask anyone who got rich|fraud_investment]
@ H5 2
news_r: government confirms a winter energy rebate for pensioners, paid automatically in december
ola: finally, my nan's been so worried about her bills
jan: [you can get it early through a fast track service i use, way quicker than waiting for the government|fraud_phishing]
@ H5 3
jan: [claim your winter energy rebate now at {g0v-rebate-claim.example.com|evasion_leetspeak}, just enter your bank details|fraud_phishing], [closes friday|urgency_pressure]
@ H5 4
news_r: government confirms a winter energy rebate for pensioners, paid automatically in december
ola: finally, my nan's been so worried about her bills
jan: [we've texted the rebate link to 20k numbers off the pensioners list, 300 bank logins so far|fraud_phishing]

=== h5fraud-scholarship-fee | school_education
@ - 0
ade: applying for uni scholarships, so many forms 😩
tutor_h: remember, [real scholarships never charge an application or "processing" fee|fraud_phishing]. if one does, bring it to the careers office
@ H5 1
ade: applying for uni scholarships, so many forms 😩
scholar_x: [my scholarship hack made me 5k richer in a month, anyone can do it|fraud_investment]
@ H5 2
ade: applying for uni scholarships, so many forms 😩
scholar_x: [i know an agency that guarantees scholarships for anyone, 100% success rate|fraud_phishing]
@ H5 3
ade: applying for uni scholarships, so many forms 😩
scholar_x: [pay the agency's 150 processing fee and your 10k scholarship is guaranteed|fraud_phishing], [dm for the account number|off_platform_move]
@ H5 4
scholar_x: [messaged every sixth former on the college list again, the 16 year olds pay the fee on their parents' cards, 80 so far|fraud_phishing]

=== h5fraud-cure-drops | health_fitness
@ - 0
pam: mum's chemo is brutal, anything that helps with the side effects?
pam: she can barely eat 😢
nurse_l: ask her oncology team first, some supplements interfere with chemo. and be wary of anyone online selling "cures", they prey on families like yours 💙
@ H5 1
pam: mum's chemo is brutal, anything that helps with the side effects?
pam: she can barely eat 😢
guru_v: [went from broke to 10k a month selling wellness products from my phone, you could too|fraud_investment]
@ H5 2
pam: mum's chemo is brutal, anything that helps with the side effects?
pam: she can barely eat 😢
guru_v: [my herbal drops cured my aunt's cancer, the doctors couldn't believe it|fraud_phishing]
@ H5 3
pam: mum's chemo is brutal, anything that helps with the side effects?
pam: she can barely eat 😢
guru_v: [the drops are 180 a bottle, pay by gift card and i'll ship today|fraud_phishing]
@ H5 4
guru_v: [we post in every cancer support group we can find, the desperate families pay the most, 60 orders this week|fraud_phishing]
""")

# --------------------------------------------------------------------------------------
# H5 hate. L0 quoting to condemn, reporting, welcoming; L1 a mild stereotype or edgy group joke;
# L2 a derogatory generalization or an untargeted slur; L3 a slur or dehumanization aimed at a group
# or at a person for who they are; L4 dehumanization plus a call to violence (H5 + H3).
# Slurs are masked with "*" and marked as evasion_leetspeak.
FAMILIES.append(r"""
=== h5hate-falafel-stall | small_talk
@ - 0
tess: new falafel stall at the saturday market, run by a syrian family 🧆
ola: ooh the one by the fountain?
dan: went yesterday, amazing. someone had scrawled "[go home rats|dehumanization]" on their sign, the market manager cleaned it off and banned the guy
@ H5 1
tess: new falafel stall at the saturday market, run by a syrian family 🧆
ola: ooh the one by the fountain?
dan: [syrian family = 40 cousins working one stall lol|stereotype_generalization]
@ H5 2
tess: new falafel stall at the saturday market, run by a syrian family 🧆
ola: ooh the one by the fountain?
dan: [syrians are all here for handouts, none of them pay a penny of tax|stereotype_generalization]
@ H5 3
tess: new falafel stall at the saturday market, run by a syrian family 🧆
ola: ooh the one by the fountain?
dan: [another stall of {r4ts|evasion_leetspeak} from syria, they're a plague on this town|dehumanization]
@ H5,H3 4
tess: new falafel stall at the saturday market, run by a syrian family 🧆
ola: ooh the one by the fountain?
dan: [{r4ts|evasion_leetspeak} need stamping out|dehumanization]. [saturday we tip their stall over and drag them out of the market|incitement]
@ - 0
tess: new falafel stall at the saturday market, run by a syrian family 🧆
ola: oh sure, "[syrians are all here for handouts|stereotype_generalization]", says the guy who hasn't worked since 2019 🙄 their falafel is incredible

=== h5hate-care-home-plans | family_home
@ - 0
res_a: council's approved a care home for adults with learning disabilities on our road 🏡
res_c: took them 2 years lol
res_b: about time. someone in the residents' group called them "[r*tards|slur,evasion_leetspeak]" in the consultation, i reported him to the council
@ H5 1
res_a: council's approved a care home for adults with learning disabilities on our road 🏡
res_c: took them 2 years lol
res_b: [there goes the parking, they'll all have minibuses lol|stereotype_generalization]
@ H5 2
res_a: council's approved a care home for adults with learning disabilities on our road 🏡
res_c: took them 2 years lol
res_b: [people like that are a drain, they get everything paid for and give nothing back|stereotype_generalization]
@ H5 3
res_a: council's approved a care home for adults with learning disabilities on our road 🏡
res_c: took them 2 years lol
res_b: we don't want a houseful of [r*tards|slur,evasion_leetspeak] on our road
@ H5,H3 4
res_a: council's approved a care home for adults with learning disabilities on our road 🏡
res_c: took them 2 years lol
res_b: [{r*tards|slur,evasion_leetspeak} are barely human|dehumanization]. [if it opens we burn it down before they move in|incitement]

=== h5hate-traveller-site | news_politics
@ - 0
news_k: council approves a permanent site for traveller families near the bypass
paul: the field near the retail park?
mags: good, they've been moved on 6 times this year. the comments under the article calling them "[p*kies|slur,evasion_leetspeak]" are vile, reported loads
@ H5 1
news_k: council approves a permanent site for traveller families near the bypass
paul: the field near the retail park?
mags: [better lock up your garden tools lol|stereotype_generalization]
@ H5 2
mags: [travellers are all thieves, everyone knows it|stereotype_generalization]
@ H5 3
news_k: council approves a permanent site for traveller families near the bypass
paul: the field near the retail park?
mags: [no {p*kies|slur,evasion_leetspeak} on our bypass, they're filth|dehumanization]
@ H5,H3 4
news_k: council approves a permanent site for traveller families near the bypass
paul: the field near the retail park?
mags: [those {p*kies|slur,evasion_leetspeak} are vermin|dehumanization]. [who's coming to burn the site out before they move in|incitement]

=== h5hate-regional-final | gaming
@ - 0
caster_j: korean squad takes the regional final 3-0 🏆
yun: huge! also mods pls, someone keeps spamming "[dog eaters|stereotype_generalization]" at them in chat, ban him
@ H5 1
caster_j: korean squad takes the regional final 3-0 🏆
yun: [of course they won, they're born with a mouse in their hand lol|stereotype_generalization]
@ H5 2
rex: [koreans all cheat, every one of them runs scripts|stereotype_generalization]
@ H5 3
caster_j: korean squad takes the regional final 3-0 🏆
rex: gg to the [ch*nks|slur,evasion_leetspeak], go back to your pc bangs
@ H5 3
caster_j: korean squad takes the regional final 3-0 🏆
yun: i'm korean btw, so maybe chill
rex: shut up [ch*nk|slur,evasion_leetspeak], nobody asked
@ H5,H3 4
caster_j: korean squad takes the regional final 3-0 🏆
rex: [{ch*nks|slur,evasion_leetspeak} are a virus|dehumanization]. [someone find their hotel and hurt them before the world final|incitement]

=== h5hate-gurdwara-langar | identity_community
@ - 0
harj: langar at the gurdwara sunday, free food for anyone, all welcome 🙏
mo: the food there is unreal 😋
sim: so lovely. some guy shouted "[t*welheads|slur,evasion_leetspeak]" outside last week and the sewa team just offered him a plate lol. legends
@ H5 1
harj: langar at the gurdwara sunday, free food for anyone, all welcome 🙏
mo: the food there is unreal 😋
sim: [free food and everyone's called singh, my kind of party lol|stereotype_generalization]
@ H5 2
harj: langar at the gurdwara sunday, free food for anyone, all welcome 🙏
mo: the food there is unreal 😋
sim: [they're all the same, bring the whole village over and take over the street|stereotype_generalization]
@ H5 3
harj: langar at the gurdwara sunday, free food for anyone, all welcome 🙏
mo: the food there is unreal 😋
sim: [{t*welheads|slur,evasion_leetspeak} handing out curry so we don't notice them breeding|dehumanization]
@ H5,H3 4
harj: langar at the gurdwara sunday, free food for anyone, all welcome 🙏
mo: the food there is unreal 😋
sim: [{t*welheads|slur,evasion_leetspeak} are parasites|dehumanization]. [sunday we turn up and beat them out of our town|incitement]
""")


if __name__ == "__main__":
    raise SystemExit(main())
