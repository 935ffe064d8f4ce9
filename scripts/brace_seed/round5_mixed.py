"""BRACE seed round 5: mixed contrast families for the harm the shipped model still reads as benign.

Writes data/brace/seed/round5_mixed.jsonl (ids seed-r5mx-00001...), deterministically.
Every window was written by hand for Parry (no text taken from any data set); names, handles, codes,
streets, 555 numbers and example.* links are invented.

Why: on held-out families the shipped model mostly fails by reading HARMFUL windows as BENIGN when the
harm needs world knowledge or reading between the lines, and it confuses L2/L3 and L3/L4. Each family
here is ONE idea told 4-8 times: harmful versions at several levels and benign lookalikes that use the
SAME words but differ by context or intent, so the model has to read the context, not the vocabulary.
  - H1 (r5sex-): innuendo in everyday chat (vegetables, mattresses, laptops in bed, "plot", rolling to
    seduce at the table), sexual remarks at a coworker or classmate who did not invite them, sextortion,
    adult-content recruiting and spam, emoji price lists; lookalikes are the literal meaning, consenting
    partners, sex education, a wedding outfit, spicy food.
  - H2 (r5bet-): tipster and odds spam, casino affiliate links, arbitrage "guaranteed profit", crypto
    dice, paid pick channels, Hindi-English, Spanish, Turkish and Portuguese betting slang, mystery
    boxes, a relapse push at a recovering gambler; lookalikes are a stats class, fantasy leagues with
    points only, election-odds news, a small home game, a slot emoji for finding money.
  - H3 (r5viol-): threats to a coworker, landlord, nurse, mod (also German, Portuguese, Italian),
    doxxing and pile-on calls, gore shared for fun, insults at a person (L1); lookalikes are idioms
    (section 9: "i could strangle him lol" at an absent person stays H3 L1 hard negative), news with
    sympathy, trash talk about the game.
  - H4 (r5self-): passive ideation in euphemism, pro-eating-disorder coaching, "kys"/"neck yourself" in
    several languages, goodbye notes, disclosed cutting; lookalikes are someone moving away, "k y s =
    keep yourself safe", support replies and recovery milestones.
  - H3 against H4 (r5vs-): the same violent words aimed at someone else (H3) and at oneself (H4).

Data format (the FAMILIES text blocks below):

    === family-name | topic                       one family (contrast set); its default topic
    @ types severity [hn|plain] [topic=key]       starts a window: "H3", "H2,H5" (primary first) or "-"
    author: text                                  one turn, oldest first; the last turn is judged

A benign window ("- 0") is a hard negative unless flagged "plain"; an L1 window is one only when
flagged "hn". Evidence is marked inline as ``[text|indicator,indicator]``, with nested ``{text|indicator}``
for a second piece inside it. On the judged turn the marks set `indicators`; on earlier turns they only
add context spans. Spans are found with ``str.index`` of the evidence substring in the final text.

Labelling follows docs/brace/annotation_guide.md including section 9 (settled cases). Readings used
throughout: mild wordplay innuendo is H1 L1, a sexual remark about a person's body or about sex with them
aimed at someone who did not invite it is H1 L2, asking for pictures or pushing on after a no is L3,
threats to leak pictures are L4; a plain nudge to bet (also at a recovering gambler) is H2 L1, a named
site or touted odds L2, a code, link, paid group or "win back what you lost" L3, minors and fixed
matches L4 (a scheme that only takes money also H5); shared gore relished for fun is H3 L2; doxxing a
named person is H3 L3, doxxing plus a call to go there is L4; casual "kys" is H4 L2, an earnest push at a
specific person or eating-disorder coaching L3, a farewell or "kys" at someone at risk L4.

Content rules: self-harm methods are named ("pills", "the bridge"), never explained (no doses, no steps);
weapons are traded, never built; anything sexual involving a minor is only the grooming pattern (age,
request, secrecy, moving to DMs), never described; slurs are written masked and marked as
`evasion_leetspeak`.

Run from the repository root:  .venv/bin/python scripts/brace_seed/round5_mixed.py
"""

from __future__ import annotations

from _blocks import SEED_DIR, check_contrasts, check_hygiene, other_seed_windows, parse_blocks, report, write_file

OUT = SEED_DIR / "round5_mixed.jsonl"
GROUP = "seed:round5_mixed/"
ID_PREFIX = "seed-r5mx-"

# family-name prefix -> the primary types its harmful windows must have (exactly this set)
KINDS = {
    "r5sex-": {"H1"},
    "r5bet-": {"H2"},
    "r5viol-": {"H3"},
    "r5self-": {"H4"},
    "r5vs-": {"H3", "H4"},
}


def kind_of(family: str) -> str:
    for prefix in KINDS:
        if family.startswith(prefix):
            return prefix.rstrip("-")
    raise SystemExit(f"family {family!r} has no known prefix {list(KINDS)}")


def check(windows: list[dict]) -> None:
    """Corpus hygiene against every other seed file, then the contrast-family shape."""
    others = other_seed_windows(OUT)
    check_hygiene(windows, others)
    taken = {w["source"].rpartition("/")[2] for w in others if w.get("source")}
    check_contrasts(windows, GROUP, KINDS, taken, subset=True)


def main() -> int:
    windows: list[dict] = []
    for block in FAMILIES:
        windows.extend(parse_blocks(block, GROUP))
    check(windows)
    write_file(windows, OUT, ID_PREFIX)
    report(windows, kind_of, GROUP)
    return 0


# ======================================================================================
# FAMILIES. Each string holds several contrast families; see the module docstring for the format.
FAMILIES: list[str] = []

# --------------------------------------------------------------------------------------
# H1 sexual content. Lookalikes: the literal meaning, partners who invited it, sex education, a wedding
# outfit, spicy food, quoting to report. Harm: L1 untargeted innuendo, L2 a sexual remark at someone who
# did not invite it or explicit talk, L3 asking for or selling pictures, adult-content ads and recruiting,
# pushing on after a no; L4 a minor (grooming cues only), sextortion, threats to leak.
FAMILIES.append(r"""
=== r5sex-aubergine-market | family_home
@ - 0
tam: farmers market haul 🛒 got the fattest aubergine i've ever seen, moussaka tonight
@ H1 1
tam: farmers market haul 🛒 got the fattest aubergine i've ever seen
bo: [ngl that aubergine has me thinking about things other than moussaka {🍆|emoji_code}|sexual_innuendo] 😏
@ H1 2
tam: farmers market haul 🛒 got the fattest aubergine i've ever seen
tam: first time cooking with it, any tips?
rik: [bet you already know exactly what to do with one that size tam, come round and show me|sexual_innuendo] 😏
@ H1 3
tam: farmers market haul 🛒 got the fattest aubergine i've ever seen
rik: bet you know what to do with one that size
tam: it's for moussaka rik, weird
rik: [20 quid for a pic of you with it, {🍆|emoji_code} in hand, in my dms|solicitation_contact,off_platform_move]
@ - 0 plain
tam: the big aubergine was bitter 😩
bo: salt the slices and leave them 30 min before frying, pulls the water out

=== r5sex-mattress-delivery | buy_sell_trade
@ - 0 plain
lu: new mattress came today, memory foam, my back already thanks me
@ H1 1
lu: new mattress came today, memory foam, firm side up
gus: [that mattress is gonna get a workout this weekend|sexual_innuendo] 😏
@ H1 2 topic=work_career
lu: new mattress came today, took the afternoon off to wait for the van
boss_ken: [need someone to break it in with you lu? i'll test how bouncy it is with you underneath|sexual_explicit]
@ - 0 topic=dating_relationships
lu: babe the new mattress is here!! 🛏️
mo: finally, [can't wait to break it in with you tonight|sexual_innuendo] ❤️
lu: 😳 come home early then
@ H1 3 topic=work_career
boss_ken: need someone to break in that mattress lu?
lu: that's not ok ken. please stop
boss_ken: relax. [send me a pic of you lying on it and i'll let it go|solicitation_contact]
@ - 0 plain
gus: did the mattress place let you return the old one?
lu: 100-night trial, so if it's too firm i can swap it

=== r5sex-laptop-bed | tech_programming
@ - 0 plain
ivo: anyone else work from bed? my laptop is cooking my legs
zed: get a lap desk, and don't put it on the duvet, blocks the fans
@ H1 1
ivo: anyone else use the laptop in bed?
zed: [what i do with my laptop in bed is between me and my incognito tab|sexual_innuendo] 😏
@ H1 3
ivo: anyone else use the laptop in bed?
nyx: [laptop in bed + webcam on = {🔞|emoji_code} private shows|sexual_explicit], [tips and requests on example-cams.site/nyx|solicitation_contact,off_platform_move] 💋
@ - 0
ivo: why is my laptop so hot in bed
zed: thermal paste is 6 years old probably. also "[laptop in bed|sexual_innuendo]" sounds like a bad film title lol
@ H1 2
ivo: laptop died mid call in bed 😭
ivo: anyone know if a repair shop can save the screen?
nyx: [if you were in my bed you wouldn't need the laptop, i'd keep you busy all night ivo|sexual_explicit]

=== r5sex-plot-anime | entertainment_media
@ - 0 plain
kit: ep 9 twist made no sense, they only moved to osaka for plot reasons
@ H1 1
kit: anyone watching the new isekai?
ro: [i only watch it for the "plot" if you know what i mean|sexual_innuendo] 🍑
@ H1 2
kit: is ep 7 worth watching?
ro: [the "plot" in ep 7 is ten minutes of them having sex on the desk, fully uncensored|sexual_explicit] lmao
@ H1 3
kit: anyone got the uncut version?
ro: [{🔞|emoji_code} uncensored "plot" eps, all seasons, free in t.me/example_plotvault|sexual_explicit,off_platform_move]
@ - 0
kit: why is the camera always on her chest lol
ro: [fanservice|sexual_innuendo] ruins the show tbh. the writing is good, the camera work is creepy

=== r5sex-roll-to-seduce | gaming
@ - 0 plain
dm_ash: the guard blocks the gate. what do you do?
pell: my bard rolls persuasion to talk him out of arresting us 🎲 nat 20!!
@ - 0
dm_ash: the dragon eyes you from its hoard. session zero rule: keep it pg-13
pell: [i roll to seduce the dragon|sexual_innuendo] 🎲
dm_ash: 😂 nat 1. it eats your lute
@ H1 2
dm_ash: the dragon eyes you from its hoard
mira: my cleric stays back and guards the door
pell: forget the dragon, [i roll to seduce mira irl. her character sheet isn't the only thing i want to undress|sexual_explicit] 🎲😏
@ H1 3
pell: i roll to seduce mira irl 🎲
mira: pell stop, i said this last week
pell: [one more roll mira, come to my dms tonight and send me a pic in the elf cosplay|solicitation_contact,off_platform_move]
@ H1 1
dm_ash: you enter the tavern
pell: [i ask the barmaid if she wants to see my +5 longsword|sexual_innuendo] 😏

=== r5sex-lap-meeting | work_career
@ - 0 plain
ana: wfh day, the cat refuses to get off my lap, i can't reach the keyboard 🐈
@ H1 2
jess: no chairs left in the meeting room 🙄
dean: [you can sit on my lap jess|sexual_innuendo] 😏 [i'll keep you warm|sexual_innuendo]
@ H1 3
dean: you can sit on my lap jess 😏
jess: dean that's inappropriate
dean: [why so uptight, you'd look good on my lap. come by my office after 6, the door locks|solicitation_contact]
@ - 0 plain topic=family_home
ana: office party: santa's lap photos for the kids at 3pm in the lobby 🎅
@ - 0 topic=dating_relationships
sam: long day, movie?
kai: yesss. [come sit on my lap and we'll watch it|sexual_innuendo] ❤️
@ - 0 topic=server_meta
jess: hr, reporting dean: he said "[you can sit on my lap jess|sexual_innuendo]" in the team chat and asked me to his office after 6

=== r5sex-knees-class | school_education
@ - 0 plain topic=health_fitness
yogi_bea: next pose: get on your knees and hands for cat-cow, breathe in as you drop the belly
@ H1 2
amber: who's bringing the projector for the group presentation?
kyle: [you'd look better on your knees in front of me than presenting|sexual_explicit] 😏
@ H1 3
kyle: you'd look better on your knees amber
amber: block incoming
kyle: [do it on cam and i'll pay 50, dm me|solicitation_contact,off_platform_move]
@ - 0 topic=server_meta
amber: mods, kyle told me "[you'd look better on your knees|sexual_innuendo]" in #homework, screenshot attached
mod_ty: thanks, he's timed out and we're looking at it
@ - 0 plain topic=family_home
ru: weeding the veg beds today, get on your knees with a kneeler or your back is done

=== r5sex-under-shirt | school_education
@ H1 2
cara: new uniform shirts are so itchy
jon: [bet there's something nice under that shirt cara|sexual_innuendo] 😏
@ H1 3
cara: new uniform shirts are so itchy
jon: [show me what's under that shirt then. snap it to me, nobody will know|solicitation_contact,off_platform_move]
@ - 0 plain topic=health_fitness
cara: got my first tattoo!! it's on my ribs
zoe: omg show me what's under that bandage, is it healing ok?
@ - 0 plain topic=buy_sell_trade
jon: the band tee you're selling, what's printed under the logo on the back?
cara: tour dates from 2019, it's in the photos
@ H1 2
cara: why is everyone staring at me in chem
jon: [because that shirt's see-through and we can all see your tits|sexual_explicit] lol

=== r5sex-old-pics | dating_relationships
@ H1 4
ex_dan: you blocked me on everything except here lol
ex_dan: [send more or i post the old ones to your work group chat|solicitation_contact,threat_veiled]
@ H1 4
ex_dan: remember the pics from our trip? [would be a shame if your new boyfriend saw them|threat_veiled]
ex_dan: [200 by friday and they stay in my phone|threat_veiled]
@ - 0
lia: my ex says he'll post my old pics if i don't send more 😭 what do i do
bel: don't send anything and don't pay. screenshot it all, report him to the app and the police. this is a crime, not your fault
@ - 0 plain topic=family_home
mum: send more of the beach photos or i'll post the old ones of you in braces on the family group 😂
lia: MUM no 😭
@ H1 4 topic=family_home
lia: stop messaging me
ex_dan: [ur dad's on facebook right? one more pic tonight or he gets the folder|solicitation_contact,threat_veiled,doxxing_personal_info]
@ - 0
bel: did you report him?
lia: yes. the police took screenshots of "[send more or i post the old ones|threat_veiled]" and said to keep everything

=== r5sex-fotos-pt | dating_relationships
@ H1 4
rafa: [manda mais fotos hoje ou eu posto as antigas no grupo da tua família|solicitation_contact,threat_veiled]
@ - 0 plain topic=family_home
vó_lu: manda mais fotos do batizado, as antigas eu já postei no grupo da família 🥰
@ - 0
bia: ele tá dizendo que vai postar minhas fotos íntimas se eu não mandar mais 😰
gi: não manda nada, printa tudo e denuncia. isso é crime, e a culpa não é tua 💜
@ H1 2
bia: saí hoje com o vestido novo
bia: rafa a gente terminou, para de comentar nas minhas fotos
rafa: [gostosa demais, aposto que sem ele tu fica ainda melhor|sexual_explicit] 😏

=== r5sex-chatters-models | work_career
@ H1 3
rekr_v: [💸 hiring CHATTERS and MODELS, 18+, 3k a week from your phone, no face needed {🔞|emoji_code}|solicitation_contact] [dm @velvetagency_ex|off_platform_move]
@ - 0 plain
tess: we're hiring chat support agents for the helpdesk, remote, apply at example.com/jobs
@ H1 3
tess: anyone know remote jobs? need money fast
rekr_v: [looking for girls to run a {spicy|euphemism} page, we do the chatting, you get 40%|solicitation_contact] 😘
rekr_v: [add me on tele to start today|off_platform_move]
@ - 0 topic=server_meta
mod_ian: PSA: those "[hiring chatters and models|solicitation_contact]" dms are adult-content agencies. block and report, we ban on sight
@ H1 3
rekr_v: [buscamos chicas +18 para contenido {🔞|emoji_code}, 500€ a la semana|solicitation_contact], [escríbeme al privado|off_platform_move]
@ - 0 plain
tess: the modelling agency in town does proper catalogue shoots, they put me in a knitwear ad lol

=== r5sex-role-reactions | server_meta
@ H1 3
bot_vault: [react {🔞|emoji_code} to unlock #vault: free leaks, new every day|sexual_explicit] 🔥
@ - 0
mod_em: rules for the art server: [react {🔞|emoji_code} only if you're 18+|sexual_explicit]. nsfw art is artists' own work, no real people, no leaks
@ - 0
mod_em: can we remove the [🔞|emoji_code] reaction role? younger members keep clicking it
own_jo: yes, moving it behind age verification tonight
@ H1 3
spam_99: [{🔞|emoji_code} free OF leaks 👉 discord.gg/example-vault|sexual_explicit,off_platform_move], join before it's deleted
@ H1 4
kid_mo: i'm 15 can i still get the 🔞 role?
spam_99: [doesn't matter, click it and dm me, don't tell the mods|minor_sexualization,off_platform_move]
@ - 0 plain
own_jo: new roles: 🎨 artists, 🎮 gamers, 📚 bookclub. react in #roles

=== r5sex-h0t-singles | tech_programming
@ H1 3
bot_xx: [h0t s1ngles in your area 💋 want to m33t tonight|solicitation_contact,evasion_leetspeak] → [example-date.xyz|off_platform_move]
@ - 0
pat: got a popup saying "[h0t s1ngles near you|evasion_leetspeak]", is my laptop infected?
ned: that's adware from some free converter. uninstall it and run a scan
@ - 0 plain topic=small_talk
pat: my adblocker is the only thing standing between me and hot singles in my area lol
@ H1 3
bot_xx: [lonely? girls 18+ waiting to chat {🔞|emoji_code}|solicitation_contact] [bit.example/x9|off_platform_move] 🔥
@ H1,H5 3
bot_xx: [verify you're 18 to see her private pics|solicitation_contact]: [enter your card number at example-verify.top|fraud_phishing]

=== r5sex-menu-emoji | buy_sell_trade
@ H1 3
sky: [menu: {🍑|emoji_code} pics 10$ • 🎥 vids 25$ • 📞 calls 40$ • custom on request|solicitation_contact] [dm|off_platform_move]
@ - 0
bake_ro: this week's menu: 🍑 peach tart 4$ • 🍒 cherry pie 6$ • ☕ coffee 2$. dm to preorder
@ H1 3
sky: [{🌶️|emoji_code} menu updated, {💦|emoji_code} sets now 15, ask for bundles|solicitation_contact] 😉
@ - 0 plain
bake_ro: peach tarts sold out by noon 🍑 more tomorrow
@ H1 3
mel: anyone selling concert tickets?
sky: [no but i'm selling something better {😏🍑|emoji_code}, price list in bio|solicitation_contact]

=== r5sex-wedding-wear | family_home
@ - 0
nina: what are you wearing to the wedding saturday? it says cocktail attire
ola: the green silk one, you?
@ H1 2 topic=small_talk
stranger_k: hey
stranger_k: [what are you wearing rn 😏 bet it's not much|sexual_innuendo]
@ H1 3 topic=small_talk
stranger_k: what are you wearing rn
nina: who are you
stranger_k: [send a pic so i can see. lower|solicitation_contact]
@ H1 4 topic=gaming
nina: i'm 13 lol my mum won't let me play past 9
stranger_k: [what are you wearing rn? send a pic, don't tell your mum|minor_sexualization,solicitation_contact]
@ - 0 topic=dating_relationships
ola: what are you wearing tonight babe? i'll match my tie to it 😊
nina: red. don't be late ❤️
@ - 0 plain
nina: the wedding photos are up! everyone asked what i was wearing, it's from my gran's wardrobe

=== r5sex-spicy-wings | small_talk
@ - 0
ren: spicy pics from the wings challenge 🌶️🔥 my face is tomato red
@ H1 3 topic=buy_sell_trade
mia: [selling {spicy pics|euphemism} 🌶️, dm for the menu|solicitation_contact,off_platform_move]
@ - 0
ren: who wants the spicy pics of my ramen 🍜🌶️
ola: me, i'm making it tomorrow
@ H1 3
mia: cute pfp
kev: thanks
mia: [got any {spicy pics|euphemism}? i'll pay|solicitation_contact]
@ H1 1
ren: finished the hot sauce tasting
kev: [some things are spicier in the bedroom than on a wing|sexual_innuendo] 😏

=== r5sex-latex | sexuality
@ - 0
ash: which condoms are ok if you're allergic to latex?
jo: polyisoprene or polyurethane ones, most pharmacies stock them. a gp can test the allergy too
@ H1 2
ash: which condoms are ok if you're allergic to latex?
dex: [skip them and go raw, i came inside my gf last night and it felt way better|sexual_explicit]
@ - 0 plain
ash: is it normal to feel nervous before the first time with a new partner?
jo: totally. talking about it first and going slow helps a lot
@ H1 1 topic=health_fitness
ash: latex gloves all shift at the lab, my hands are so dry
dex: [i know other rubber that's more fun|sexual_innuendo] 😏

=== r5sex-banana-health | school_education
@ - 0
lu: health class made us put condoms on bananas today 😭 so awkward
@ H1 1
lu: health class made us put condoms on bananas today
mo: [the banana was bigger than half the boys in year 11|sexual_innuendo] 😂
@ H1 2
lu: health class made us put condoms on bananas today
ty: [bet you were best at the banana part lu, practise on me next|sexual_explicit] 😏
@ H1 4
lu: health class made us put condoms on bananas today
coach_v: [you're in year 9 right? come to mine after practice and i'll teach you properly. our secret|minor_sexualization,solicitation_contact]
@ - 0 plain topic=family_home
dad_g: is it normal that year 10 learns about condoms? my daughter came home with a leaflet
mum_p: yes, it's in the curriculum, it's a good thing

=== r5sex-massage-ending | health_fitness
@ - 0 plain
ru: sports massage after the half marathon, physio found a knot the size of a golf ball
@ H1 3 topic=buy_sell_trade
mas_li: [massage with happy ending, outcall, 80/hr|solicitation_contact,euphemism], [text 555-0144|off_platform_move]
@ - 0
ru: does "[happy ending|euphemism]" mean what i think? the salon named their facial package that 😂
ela: it means a free scalp massage at the end. their marketing person needs a talking to
@ H1 2 topic=work_career
ela: shoulders are so tense from the desk, 9 hours on this report
tom: [i'll give you a massage ela, full body, clothes off|sexual_explicit] 😏

=== r5sex-squat-progress | health_fitness
@ - 0
gwen: 6 months of squats, progress pic 🍑💪
coach: depth looks great, knees tracking out. add 5kg next week
@ H1 2
gwen: 6 months of squats, progress pic 🍑💪
lad_r: [damn that ass, i'd bend you over the squat rack|sexual_explicit]
@ H1 3
lad_r: damn that 🍑
gwen: it's a training log, not for you
lad_r: [send the no-shorts version, i'll cashapp you|solicitation_contact]
@ - 0 plain
gwen: glute bridges or hip thrusts for a bad lower back?
coach: hip thrusts with a pad, keep the ribs down

=== r5sex-maal-hinglish | small_talk
@ - 0 plain topic=buy_sell_trade
chacha: dukaan pe naya maal aaya hai, diwali ki lights aur diye, aa jao
@ H1 2 topic=school_education
riya: kal college fest hai, saree pehen ke aaungi
rohan: [kya maal lagegi tu, pallu thoda neeche rakhna|sexual_explicit] 😏
@ H1 3 topic=school_education
rohan: kya maal lagegi tu kal
riya: rohan bakwas band kar
rohan: [ek photo bhej na saree ke bina, insta pe dm kar|solicitation_contact,off_platform_move]
@ - 0
riya: yaar kisi ne meri photo pe "[maal|sexual_innuendo]" likha, report kar diya. log kitne ganday hain
ana: sahi kiya, main bhi report karti hu

=== r5sex-stream-tts | entertainment_media
@ - 0 plain
chat_a: she said if we hit 500 subs she does the new hat reveal 🎩
@ H1 3
tts_bot: donation 100$ from anon: "[take your top off on stream and i'll send another 100|solicitation_contact]"
@ H1 2
chat_a: her chess content is so good
chat_b: [she only gets subs for her chest, bet she's wild in bed|sexual_explicit] lol
@ - 0 topic=server_meta
mod_rue: banned the guy whose tts said "[take your top off|solicitation_contact]". next one is a perma
@ H1 1
chat_a: she's streaming from bed today, sick
chat_b: [streaming from bed, say less|sexual_innuendo] 😏

=== r5sex-cucumber-mask | small_talk
@ - 0 plain topic=health_fitness
pia: sunday self care: cucumber slices on the eyes and a clay mask 🥒
@ H1 1
pia: sunday self care: cucumber slices on the eyes and a clay mask
fox: [🥒 isn't only for the eyes if you're brave|sexual_innuendo,emoji_code] 😏
@ H1 3
pia: sunday self care: cucumber slices on the eyes
fox: [send me a vid of you using the {🥒|emoji_code} for something else, i'll pay|solicitation_contact]
@ - 0
pia: why does everyone make cucumber jokes
lia: because people are children 😂 [🥒|emoji_code] for eyes, that's it

=== r5sex-zeig-de | school_education
@ H1 2
lena: ich hab heute das neue Shirt an 😊
timo: [zeig mal, was unter dem Shirt ist|sexual_innuendo] 😏
@ H1 3
timo: zeig mal, was unter dem Shirt ist
lena: hör auf, das ist nicht witzig
timo: [schick mir ein Foto ohne, auf Snap, keiner erfährt es|solicitation_contact,off_platform_move]
@ - 0 plain topic=health_fitness
lena: hab mich am Bauch verbrannt beim Kochen
mia: zeig mal, was unter dem Pflaster ist, ist es eine Blase? dann zum Arzt
@ - 0 topic=server_meta
lena: timo hat mir "[schick mir ein Foto ohne|solicitation_contact]" geschrieben, ich hab ihn gemeldet
mod_kai: danke, er ist gebannt
""")

# --------------------------------------------------------------------------------------
# H2 gambling. Lookalikes: own bets and results, odds in news and stats homework, fantasy leagues for
# points, small home games, slot emoji for luck, in-game currency, support for a recovering gambler.
# Harm: L1 nudging or bragging, L2 a named site or tipster or touted odds, L3 codes, links, paid groups,
# moving off-platform, chasing losses; L4 minors, fixed matches, schemes that only take money (+H5).
FAMILIES.append(r"""
=== r5bet-odds-drop | sports_betting
@ H2 2
tip_dom: [arsenal btts + over 2.5 @ 8/1|odds_promotion], [smash it before the odds drop|urgency_pressure] 🔥
@ H2 3
tip_dom: arsenal btts + over 2.5 @ 8/1 🔥
tip_dom: [use code DROP8 on example-bet.co for a price boost|gambling_referral], [only till kickoff|urgency_pressure]
@ - 0
ed: wait why is the arsenal price 3/1 now, was 8/1 this morning
fin: odds dropped after saka was named fit. bookies moved it in like ten minutes
@ - 0 plain topic=school_education
prof_l: if the odds are 8/1, the implied probability is 1 in 9, about 11%. now add the bookmaker margin
@ H2 1
ed: lads arsenal tonight
fin: [8/1 is free money, get on it|odds_promotion] 💰
@ H2 1 topic=sports
ed: gonna watch the match at the pub, no bets, saving for the holiday
fin: boring. [chuck a tenner on the btts, it's basically free money at that price|odds_promotion]
ed: i said i'm saving mate
fin: [one tenner won't ruin the holiday, go on|odds_promotion]

=== r5bet-streamer-slots | entertainment_media
@ H2 3
kai_live: [sign up through my link example-slots.io/r/kai and we both get 50 free spins|gambling_referral] 🎰
@ - 0
vi: why does every streamer suddenly have a [casino sponsor|gambling_referral]? it's so gross, half their viewers are kids
@ H2 2
vi: what site does kai play on?
mo: [LuckyVortex, pays out in 10 minutes, best casino i've used|gambling_referral] fr
@ - 0 plain topic=small_talk
mo: found 20 quid in my old winter jacket 🎰💸 jackpot
@ H2 3
kai_live: [regístrate con mi código KAI100 y te dan 100% de bono|gambling_referral] 🎰 [solo hoy|urgency_pressure]
@ H2 4
kid_ty: i'm 14 can i still play on kai's site
kai_mod: [yeah they don't check id, use your mum's card and code KAI100|gambling_referral] 😉

=== r5bet-arb-guaranteed | finance_crypto
@ H2 3
arb_king: [arb betting = guaranteed profit|odds_promotion], my bot finds the gaps. [vip alerts 30/month at t.me/example_arbking|gambling_referral,off_platform_move]
@ - 0
ty: is arbitrage betting actually [guaranteed profit|odds_promotion]?
jo: on paper, if you back every outcome at different books. in practice the margins are tiny, prices move and books limit your account fast
@ H2,H5 4
arb_king: [send 100 usdt and my arb system doubles it in 48h, zero risk, 100% guaranteed|odds_promotion,fraud_investment]
@ - 0 plain
jo: arbitrage in finance just means buying something cheap in one market and selling it higher in another
@ H2 1
ty: how was your month?
arb_k: [been doing arbs 4 weeks, up 400 quid, you'd be mad not to try|odds_promotion]

=== r5bet-crypto-dice | finance_crypto
@ H2 3
rolz: [crypto dice at example-dice.gg, provably fair, ref ROLLZ = 10% rakeback|gambling_referral] 🎲
@ - 0 plain topic=small_talk
ana: rolled a dice for who pays for pizza and lost 🎲 i'm broke
@ H2 2
ana: anyone actually win on those dice sites?
rolz: [DiceMoon is the only one where i hit 100x, trust|gambling_referral,odds_promotion]
@ H2 3
ana: down 0.2 eth on the dice site tonight 😩
rolz: [just double your bet on the next roll, martingale always brings it back|odds_promotion]
ana: i don't have much left
rolz: [deposit the rest now and win it all back|odds_promotion,urgency_pressure]
@ - 0 topic=news_politics
ana: regulator fined a [crypto dice site|gambling_referral] for letting under-18s play, about time

=== r5bet-pick-channel | sports
@ H2 3
lock_king: [VIP picks went 14-2 this week|odds_promotion] 🔥 [30$ lifetime, dm for access|gambling_referral,off_platform_move]
@ - 0
dee: my picks for the office pool this weekend: chiefs, bills, eagles. no money, loser buys donuts 🍩
@ H2 2
dee: who do you follow for nfl picks?
mo: [@LockKingTips hit 9 parlays in a row, follow him|gambling_referral,odds_promotion]
@ - 0 plain
mo: my picks for sunday: ravens by 3, lions by 7. what are yours?
@ H2,H5 4
lock_king: [fixed game sunday, got it from the ref's cousin|odds_promotion]. [100$ for the final score, paid before kickoff|fraud_phishing]

=== r5bet-ipl-hinglish | sports
@ H2 3
bhai_ji: [aaj RCB pe lagao, bhav 1.8 chal raha|odds_promotion]. [mere se id le lo, 500 se start|gambling_referral,off_platform_move] 📲
@ - 0
raj: aaj RCB pakka jeetegi bhai, kohli form mein hai 🔥
sid: dekhte hain, pitch slow hai
@ H2 1
sid: kal kitna kamaya?
raj: [200 lagaye the, 2000 bane. ek baar laga ke dekh|odds_promotion] 😎
@ H2,H5 4
bhai_ji: [100% fix match report, toss + session|odds_promotion], [sirf 999 rs, paytm karo abhi|fraud_phishing,urgency_pressure]
@ - 0
raj: khaiwal aur lagai wale dono ki baatein sunke lagta hai sab pagal hain
sid: sahi. main toh sirf match dekhta hu, chai ke saath 🏏
@ H2 3
raj: bhai kal ka 5000 doob gaya 😭
bhai_ji: [tension mat le, aaj double laga, sab wapas aa jayega|odds_promotion,urgency_pressure]. [id ready hai, dm kar|gambling_referral,off_platform_move]

=== r5bet-apuesta-segura | sports
@ H2 3
pronos_vip: [apuesta segura 🔒 cuota 4.50|odds_promotion], [únete al grupo VIP por 20€ → t.me/example_pronos|gambling_referral,off_platform_move]
@ - 0
leo: el madrid está a cuota 1.40 según la tele, casi todo el mundo lo da ganador
@ H2 1
leo: partido aburrido hoy
nico: [métele 10 pavos al empate, es dinero fácil|odds_promotion]
@ H2 3
leo: perdí 200€ este finde apostando 😞
nico: [dobla en el siguiente partido y lo recuperas todo, no seas cagón|odds_promotion,urgency_pressure]
@ - 0 plain
leo: quiniela de la oficina: nada de dinero, el que gane elige la pizza del viernes 🍕

=== r5bet-case-sites | gaming
@ H2 3
case_guy: [skin boxes at example-case.gg, code OPEN5 = 5 free boxes|gambling_referral], pulled a knife first try 🔥
@ - 0
lil_b: opened my free weekly drop in game, got a blue skin lol. no money involved
@ H2 2
lil_b: which case site is best?
case_guy: [CaseRush has the best odds for the dragon skins, trust|gambling_referral,odds_promotion]
@ H2 4
lil_b: i'm 14 do they check id?
case_guy: [nah they never check, use your mum's card and code KID10|gambling_referral]
@ - 0 topic=family_home
mum_t: my son keeps asking for money for "cases". is that gambling?
dad_o: yes, those [case sites|gambling_referral] are real-money gambling with skins. i'd block them and talk to him
@ H2 1
lil_b: lost my skins on a coinflip 😭
case_guy: [just flip again bro, luck turns|odds_promotion]

=== r5bet-six-months | mental_health
@ - 0
gus: 6 months no bets today 💪 deleted every app
ria: that's huge, so proud of you. derby sunday at mine? no bets, just pints and crisps
@ H2 1
gus: 6 months no bets today 💪
pat: [one flutter on the derby won't kill you, you've earned it|odds_promotion]
@ H2 3
gus: 6 months no bets today 💪
pat: you lost like 4k before you quit right
gus: yeah, still paying it off
pat: [one good night and you win it all back|odds_promotion,urgency_pressure]. [i'll send you my link, free bet on me|gambling_referral]
@ - 0 plain
gus: self-excluded from every site and the bank blocks gambling payments now. best thing i did
@ H2 3
gus: i'm staying off it, you know that
pat: [my site isn't on the self-exclusion list, code PAT20, nobody will know|gambling_referral]
@ - 0
gus: having urges tonight, payday
ria: text me instead of opening anything. want to call? the helpline is free too, 24/7

=== r5bet-election-markets | news_politics
@ - 0
ana: bookies have the incumbent at 4/6 now, the markets moved after the debate
ben: polls say closer than that though
@ H2 2
ben: who do you think wins?
cryp_t: [PolyWager pays 5x on the underdog right now, easiest money this year|gambling_referral,odds_promotion]
@ H2 3
cryp_t: [bet on the election with my link example-predict.io/ref/elec, 20 usdt bonus|gambling_referral]
@ - 0 plain
ben: betting markets and polls disagree again, i trust the polls more
@ H2 1
ana: the underdog is 5/1
cryp_t: [i put 50 on him, you should too, that price is a gift|odds_promotion]

=== r5bet-poker-friday | family_home
@ - 0
jo: poker night at mine friday, 5 quid buy-in, loser brings snacks 🃏
al: in. bringing crisps in advance lol
@ H2 3
jo: poker night at mine friday, 5 quid buy-in
zac: [forget the home game, play at example-poker.net, my code FRIDAY gets you a 100% deposit match|gambling_referral]
@ H2 1
jo: poker night friday, 5 quid buy-in
zac: [bring 200 not 5, small stakes is for kids, go big|odds_promotion]
@ - 0 plain
jo: the kids keep asking to play poker, we use chocolate buttons as chips 😂
@ H2 4
zac: [bring your cousin friday, he's 15 but he can play for real money, nobody's checking|odds_promotion]

=== r5bet-777-emoji | small_talk
@ - 0
dee: 🎰🎰🎰 got the LAST concert ticket in the queue!!
@ H2 3 topic=sports_betting
spin_ro: [🎰 777 hit 500x on Sugar Storm|odds_promotion], [link in bio, play with me|gambling_referral,off_platform_move]
@ H2 1 topic=sports_betting
spin_ro: payday!!
spin_ro: [🎰 night tonight boys, who's depositing with me|odds_promotion]
@ - 0 plain
dee: the claw machine at the arcade ate 10 quid 🎰 never again
@ H2 2 topic=sports_betting
dee: what slot are you on
spin_ro: [Sugar Storm on RoyaleBit, pays the most by far|gambling_referral,odds_promotion] 🎰

=== r5bet-banker | sports_betting
@ H2 3
sure_bk: [🚨 TODAY'S BANKER 🚨 odds 12.0|odds_promotion], [only 20 slots left|urgency_pressure], [dm @sure_banker_ex|off_platform_move,gambling_referral]
@ H2 2
sure_bk: [banker of the day: over 1.5 in the derby, safest bet you'll ever see|odds_promotion]
@ - 0
ty: my "banker" lost the whole acca again 😂 cost me 2 quid, lesson learned
@ - 0 plain topic=family_home
gran: who wants to be the banker in monopoly tonight? not your brother, he cheats
@ H2,H5 4
sure_bk: [pay 50 usdt, get tomorrow's fixed correct score|odds_promotion,fraud_phishing], refund if it loses 💯

=== r5bet-crash-plane | tech_programming
@ H2,H5 3
pred_x: [aviator predictor app 🛩️ knows when the plane flies away|odds_promotion]. [download example-pred.apk, code FLY|gambling_referral,fraud_phishing]
@ - 0 plain topic=entertainment_media
mo: rewatched the aviator last night, the plane crash scene still holds up
@ H2 2 topic=sports_betting
mo: you play crash?
pred_x: [cash out at 2x every round on crash, works 9 out of 10 times|odds_promotion]
@ - 0 topic=school_education
prof_l: for the crash game homework: whatever cash-out rule you pick, the expected value stays negative. that's the house edge
@ H2 3 topic=sports_betting
mo: lost 300 on crash last night
pred_x: [buy my signals for 15$, you'll have it back by friday|gambling_referral,urgency_pressure]

=== r5bet-ev-homework | school_education
@ - 0
prof_l: homework q3: a bookie offers 3/1 on a fair coin flip. is it a fair bet? show the expected value
@ H2 1
amy: q3 makes no sense
ben: [skip the homework and bet it irl lol, coin flip at 3/1 is free money|odds_promotion]
@ H2 3
amy: q3 makes no sense
ben: [real money coin flips at example-flip.gg, my code STATS gives you a free 5|gambling_referral]
@ H2 4
ben: [everyone in year 10 use my code STATS, they don't check age, free 5 each|gambling_referral]
@ - 0 plain
prof_l: remember: the house edge means the longer you play, the closer you get to losing

=== r5bet-fantasy-shirt | sports
@ - 0
lee: fantasy league rules: no money, points only, loser wears the rival team's shirt to work
@ H2 3 topic=sports_betting
lee: fantasy league starts saturday
dan: [switch to paid daily fantasy on example-dfs, code FANTA = 50$ deposit match|gambling_referral]
@ H2 1
lee: fantasy league starts saturday, shirt bet as usual
dan: [put real money on it this year, 20 each, makes it interesting|odds_promotion]
@ - 0 plain
dan: my captain scored twice, 24 points, top of the league 😎

=== r5bet-kupon-tr | sports
@ H2 3
kupon_vip: [kupon yine tuttu 🔥 yarının kuponu VIP grupta, 100 TL|odds_promotion,gambling_referral], [telegramdan yaz|off_platform_move]
@ - 0
emre: kuponum yine yattı, bir daha oynamıyorum 😂 5 lira gitti
@ H2 2
emre: hangi site iyi?
kupon_vip: [BetYıldız en yüksek oranı veriyor, başka site kullanmayın|gambling_referral,odds_promotion]
@ H2,H5 4
kupon_vip: [bu akşam şike maç var, skor 2-1|odds_promotion], [500 TL gönderin, skor gelsin|fraud_phishing]
@ - 0 plain
emre: derbi bu akşam, kim izliyor? ben evden izleyeceğim

=== r5bet-scratchers | family_home
@ - 0
ned: gran won 10 on a scratch card and bought us all chips 😂
@ H2 1
ned: gran won 10 on a scratch card
kay: [scratchers are free money, buy 20 and one of them hits|odds_promotion]
@ H2 4
kay: [i let my 10 year old scratch my cards, his luck is insane, gonna buy him his own stack|odds_promotion]
@ - 0 plain
ned: is it legal for a 16 year old to buy a lottery ticket? my nephew tried at the shop and they said no

=== r5bet-1v1-wager | gaming
@ H2 3
wag_r: [1v1 wagers for real cash on example-wager.gg, code SWEAT = 5$ free|gambling_referral]
@ - 0
jax: 1v1 me, loser does 10 pushups 💪
@ H2 1
jax: 1v1 me
wag_r: [put 20 real dollars on it then, unless you're scared|odds_promotion]
@ - 0 plain
jax: bet 500 gold on the arena duel, in-game only, and lost it all lol

=== r5bet-tigrinho | entertainment_media
@ H2 3
tia_bet: [jogo do tigrinho tá pagando muito 🐯, entra pelo meu link example-tigre.bet/ref=tia e ganha bônus|gambling_referral,odds_promotion]
@ - 0 plain topic=family_home
lu: meu filho pediu um tigrinho de pelúcia de aniversário 🐯 achei na feira
@ H2 2
lu: alguém ganha dinheiro nesses jogos?
tia_bet: [o tigrinho paga mais de madrugada, confia|odds_promotion] 🐯
@ H2 4
tia_bet: [galera do 9º ano, o tigrinho aceita menor, é só usar o pix da mãe|gambling_referral]
@ - 0 topic=news_politics
lu: influenciadores presos por divulgar o [jogo do tigrinho|gambling_referral], finalmente

=== r5bet-horse-nap | sports_betting
@ H2 2
tip_ol: [nap of the day: Copper Lane in the 3:40, can't lose|odds_promotion]
@ - 0
ol: my nap at cheltenham fell at the first 😂 1 quid each way, lesson learned
@ - 0 plain topic=small_talk
mo: need a nap so bad, up since 5
@ H2 3
tip_ol: [nap of the day goes to the paid group first, 10 a week, link in bio|gambling_referral,off_platform_move]
@ H2 1
ol: i don't really bet on horses
tip_ol: [just a fiver on my nap, you'll thank me|odds_promotion]

=== r5bet-airdrop-casino | finance_crypto
@ H2,H5 3
drop_bot: [🎁 claim 500 USDT casino airdrop|gambling_referral], [connect your wallet at example-claimbet.app|fraud_phishing] to play
@ - 0
max: is the "[casino airdrop|gambling_referral]" in #general real?
ro: no, it's a wallet drainer, connect and they empty you. reported it
@ H2 2
max: best crypto casino?
ro: [StakeNova pays withdrawals in 5 min, highest rakeback out there|gambling_referral]
@ - 0 plain
max: sold my eth at the top for once 🎰 feels like winning the lottery

=== r5bet-sweepstake | work_career
@ - 0
hr_ana: office world cup sweepstake: 2 quid a name, winner gets the pot and the losers bake 🎂
@ H2 3
hr_ana: office world cup sweepstake: 2 quid a name
dev_k: [sweepstakes are for grannies, we've got a betting group on telegram, 50 min stake, join t.me/example_office|gambling_referral,off_platform_move]
@ H2 1
dev_k: [skip the sweepstake, put your 2 quid on an actual accumulator, much better returns|odds_promotion]
@ - 0 plain
dev_k: drew portugal in the sweepstake 🇵🇹 feeling good
""")

# --------------------------------------------------------------------------------------
# H3 violence and threats. Lookalikes: idioms about trivia, praise, news with sympathy, trash talk about
# the match, quoting a threat to report it, literal senses ("smashed the pitch", "spaccato"). Harm: L1
# an insult at a person, or idiomatic violence at an absent person (section 9: hard negative); L2 wishing
# serious harm, praising violence, veiled threats with no specifics, gore relished for fun; L3 explicit
# threats at a named person, doxxing, incitement against a named target; L4 a time, place or weapon,
# threat or incitement plus doxxing.
FAMILIES.append(r"""
=== r5viol-credit-thief | work_career
@ H3 3
nadia: i presented the q3 numbers, team did great
ravi: [keep taking credit for my work nadia and i'll smash your face in in the car park|threat_explicit]
@ H3 4
ravi: nadia took credit for my deck again
ravi: [her shift ends at 6. i'll be waiting by her blue corsa with the {bat|weapon_mention}|threat_explicit]
@ H3 1 hn
ravi: nadia took credit for my deck AGAIN in the all-hands
ole: ugh classic
ravi: [i could strangle her lol|threat_veiled]. anyway, emailing my manager the version history
@ - 0 plain
ole: nadia smashed the pitch today, client signed on the spot 🎉
@ H3 1
nadia: ravi can you send the figures by 3?
ravi: [you're a useless parasite nadia, nobody here respects you|targeted_insult]
@ H3 2
ole: nadia got promoted
ravi: [people like her deserve to get their teeth kicked in|threat_veiled]

=== r5viol-deposit-landlord | family_home
@ H3 3
kim: landlord's keeping the whole deposit for "wear and tear"
max: [if he keeps it i'm going round to break his windows and then his legs|threat_explicit]
@ H3 1 hn
kim: landlord ghosted us again, 4th week no hot water
max: [i swear i'll throttle him lol|threat_veiled]. tenants union meeting thursday, i'll bring the timeline
@ - 0 plain
kim: tenants union wrote to the landlord, deposit back within 10 days or he gets taken to the tribunal
@ H3 4
kim: he still won't return it
max: [he lives above the launderette on gorse lane|doxxing_personal_info]. [going round tonight with a {crowbar|weapon_mention}|threat_explicit]
@ H3 2
kim: landlord raised rent 30% again
max: [landlords like him deserve to burn in their own buildings|threat_veiled]
@ - 0 topic=news_politics
kim: landlord on the news got arrested for threatening to "[break the legs|threat_explicit]" of a tenant who complained. glad she recorded it

=== r5viol-ward-six | health_fitness
@ H3 3
jo: mum waited 9 hours on ward 6, the night nurse just ignored the buzzer
lee: [i know her shift ends at 7. i'll be waiting for her outside|threat_veiled,doxxing_personal_info]
@ - 0 plain
jo: the night nurse on ward 6 was an angel, stayed past her shift to sit with mum
@ H3 1
jo: mum waited 9 hours on ward 6
lee: [that nurse is a lazy cow, useless at her job|targeted_insult]
@ - 0 topic=news_politics
jo: nurse was attacked in a&e last night, staff stood round her all shift, the man's been charged. sending her love
@ H3 2
jo: mum waited 9 hours on ward 6
jo: complaint's in, PALS said they'll look at it
lee: [staff like her deserve to be beaten, see how they like being ignored|threat_veiled]

=== r5viol-banned-mod | server_meta
@ H3 3
ex_user: why was i banned
mod_rae: spam in #art, 3 warnings
ex_user: [@mod_rae i'm finding your real name and coming for you|threat_explicit,doxxing_personal_info]
@ H3 4
ex_user: [Ich weiß, dass du in der Lindenstraße 12 wohnst, Rae|doxxing_personal_info]. [Heute Abend bin ich da, mit {Messer|weapon_mention}|threat_explicit]
@ - 0
mod_rae: mods pls, he dm'd me "[i'm coming for you|threat_explicit]" after the ban, screenshot in #mod-log
mod_jin: got it, reported to discord and banned his alts
@ - 0 topic=gaming
ex_user: @mod_rae [i'm coming for you|threat_explicit] in the tourney bracket 😤 round 2 is yours
@ H3 1
ex_user: [rae you're a power tripping loser, touch grass|targeted_insult]
@ H3 2
ex_user: [mods like rae deserve to get hurt, one day someone will|threat_veiled]

=== r5viol-quebrar-pt | family_home
@ H3 3
léo: ele mandou mensagem pra minha irmã de novo
léo: [se você mexer com ela de novo eu vou te quebrar todo, tô avisando|threat_explicit]
@ - 0 topic=sports
léo: [vou te quebrar|threat_explicit] no futebol de quinta, prepara a canela 😂
@ H3 4
léo: [sei onde você trabalha, na padaria da rua das flores|doxxing_personal_info]. [amanhã às 7 eu tô lá com o {facão|weapon_mention}|threat_explicit]
@ H3 1
léo: [você é um lixo, ninguém te aguenta|targeted_insult]
@ - 0 plain
léo: quebrei o celular de novo 😭 a tela toda rachada

=== r5viol-print-shop | entertainment_media
@ H3 3
lux: that artist who called out our fandom
vex: [she works at the print shop on maple row, evening shift|doxxing_personal_info]. [everyone go tell her what you think of her|incitement] 😈
@ H3 3
vex: [flood her comments till she deletes, @lunadraws_ex|incitement]
@ - 0 plain
lux: she works at the print shop on maple row, get your posters done there, she's so nice
@ - 0
lux: please don't pile on her comments, she's a teenager. report the art-theft thread instead
@ H3 4
vex: [she's at the print shop on maple row till 9|doxxing_personal_info]. [someone go wait for her outside and teach her a lesson|incitement]
@ H3 1
lux: her new comic's out
vex: [her art is trash and so is she|targeted_insult]

=== r5viol-gore-rewatch | entertainment_media
@ H3 2
kro: [rewatched the cartel video 30 times, the blood everywhere is the best part|violence_glorification] 😂
@ - 0 plain
kro: that horror film's fake blood budget must've been insane, practical effects are unreal
@ H3 2
kro: bored, send something
dax: [new one, guy gets run over and you see everything 🤤 example-gore.site/v/88|violence_glorification]
@ - 0 topic=news_politics
kro: the crash video is going around, please don't share it, the family asked people to stop
@ H3 2
dax: example-gore.site/v/88 watch till the end
kro: [the screaming at the end 🔥 best part, again again|violence_glorification]
@ - 0
kro: why do people share the gore videos
dax: idk, it's vile. i report every one and leave the server if mods don't act

=== r5viol-station-stabbing | news_politics
@ - 0
ana: [stabbing|weapon_mention] outside the station last night, 19 year old in hospital. thoughts with his family
@ H3 2
ana: stabbing outside the station last night, 19 year old in hospital
jed: [lol one less roadman, more of that pls|violence_glorification]
@ H3 4
ana: stabbing outside the station last night
jed: that's his brother in the comments
jed: [he goes to eastfield college, someone finish the job|incitement,doxxing_personal_info]
@ - 0 plain
ana: they arrested the guy who did the stabbing, good. justice for the lad
@ H3 2
jed: [whoever stabbed him deserves a medal|violence_glorification]

=== r5viol-overlay-address | gaming
@ - 0
zy: ur getting murdered next round, enjoy spectating 💀
@ H3 4
zy: ur getting murdered next round
zy: [and for real, saw ur address on ur stream overlay, 14 birch close|doxxing_personal_info]. [i'm 10 min away|threat_explicit]
@ H3 1
zy: gg ez
zy: [you're a braindead waste of oxygen, uninstall|targeted_insult]
@ - 0 plain
zy: we got absolutely slaughtered lmao gg, their tank was cracked
@ H3 3
zy: [your real name's sam okafor and you go to hillcrest high|doxxing_personal_info]. [wait till monday|threat_veiled]

=== r5viol-ex-flat | dating_relationships
@ H3 2
ola: he's texting her from new numbers again
may: [guys like him should be dragged behind a car|threat_veiled]
@ H3 3
ola: he's been outside her flat twice this week
may: [tell him if i see him near her again i'll put him in hospital|threat_explicit]
@ - 0
ola: he's been outside her flat twice this week
may: she's logging every time, the police gave her a case number and a panic alarm. [he's dead to us|threat_veiled] now
@ H3 1 hn
ola: he liked her new bf's post lol
may: [ugh i could throttle him|threat_veiled] 🙄 block him already babe
@ H3 4
may: [his car's in the gym car park right now, i've got the {bat|weapon_mention} in my boot, going in|threat_explicit]

=== r5viol-barking-dog | family_home
@ H3 3
ian: next door's dog barked till 4am again
ian: [if that dog barks one more night i'm poisoning it|threat_explicit]
@ - 0 plain
ian: next door's dog barked till 4am. left a polite note, they're getting a trainer
@ H3 2
ian: [people who let their dogs bark all night deserve to get their teeth knocked out|threat_veiled]
@ - 0
ian: vet put our old dog down today 😢 it was peaceful, she was 16
@ H3 1 hn
ian: dog barked all night AGAIN
ian: [i'm gonna strangle that neighbour|threat_veiled] 😩 coffee pls

=== r5viol-halden | school_education
@ H3 2
tia: halden failed me again
rob: [halden is getting what's coming, watch|threat_veiled]
@ H3 4
rob: [bringing my brother's {knife|weapon_mention} tomorrow, period 3, halden's room|threat_explicit]
@ H3 1 hn
tia: halden set 40 pages for monday
rob: [i'm gonna kill him lol|threat_explicit] i had plans
@ - 0 plain
tia: halden's debate team killed it in the final, he was so proud
@ - 0
tia: someone wrote "[halden dies friday|threat_explicit]" in the boys' toilets. told the office, they called the police
@ H3 3
rob: halden gave me a detention
rob: [mr halden, i know you park on ash road. enjoy your drive home|threat_veiled,doxxing_personal_info]

=== r5viol-stan-war | entertainment_media
@ H3 3
lux: this anti keeps hating on the b-side
zed: [found her real name and school: priya m, northgate sixth form|doxxing_personal_info]. [you know what to do|incitement]
@ - 0
lux: stan twitter is wild, someone said they'd "[end|threat_veiled]" me for calling the b-side mid 😭
@ H3 1
zed: [you're a delusional anti with no life|targeted_insult]
@ H3 2
zed: [antis like her should get acid thrown on them|threat_veiled]
@ - 0 plain
lux: the b-side slaps honestly, the bridge is the best part

=== r5viol-arbitro-it | sports
@ H3 3
gio: [arbitro di merda, se ti becco fuori dallo stadio ti spacco la faccia|threat_explicit]
@ - 0 plain
gio: abbiamo spaccato tutto oggi, 4-0 🔥 che squadra
@ H3 1
gio: [arbitro cieco e incompetente, vergognati|targeted_insult]
@ H3 2
gio: [gli arbitri così meritano di essere pestati|threat_veiled]
@ H3 4
gio: [l'arbitro abita in via dei tigli 8, stasera andiamo in cinque con le spranghe|doxxing_personal_info,threat_explicit]

=== r5viol-courier-van | buy_sell_trade
@ H3 3
pat: parcel late 3rd time
pat: [i know your van, reg LX55 ORB. next time i'll slash your tyres and then you|threat_explicit]
@ - 0 plain
pat: driver left it in the wheelie bin again lol. left a review
@ H3 1
pat: [useless driver, can't read a door number, total moron|targeted_insult]
@ - 0
pat: our driver got punched by a customer yesterday over a late parcel. we clubbed together for flowers

=== r5viol-raid-call | server_meta
@ H3 3
rdr: [raid at 9pm, discord.gg/example-cozy. spam gore and tell the owner mina to end herself|incitement]
@ - 0
rdr: world boss raid at 9pm, discord event, bring potions and a healer
@ - 0 plain
mina: we got raided last night, mods cleaned it all up. dm me if you saw anything nasty
@ H3 2
rdr: [flood every cozy server you can, make them hate being online|incitement]
@ H3 4
rdr: [mina lives in leeds, her address is in the doc|doxxing_personal_info]. [raid her irl saturday, bring whatever|incitement]

=== r5viol-sparring | health_fitness
@ - 0
al: sparring tonight?
bo: yes, [i'm gonna beat you senseless|threat_explicit] in round 2 😤 gloves and headgear
@ H3 3
al: you told my gf i'm a cheat
bo: [i'm gonna beat you senseless outside the gym tonight, no gloves|threat_explicit]
@ - 0 plain
al: coach says keep the hands up, i got clipped twice in sparring
@ H3 1
bo: [you fight like a scared child, pathetic|targeted_insult]

=== r5viol-menace-fr | work_career
@ H3 3
karim: le chef m'a encore humilié devant tout le monde
karim: [demain je lui défonce la gueule à la pause|threat_explicit]
@ - 0 plain
karim: on a défoncé les objectifs ce mois-ci 🎉 prime pour tout le monde
@ H3 1 hn
karim: le chef m'a donné le planning du week-end encore
karim: [je vais le tuer|threat_explicit] 🙄 bon, je pose un jour quand même
@ H3 4
karim: [il habite rue des Lilas, au 4ème|doxxing_personal_info]. [ce soir j'y vais avec le {couteau|weapon_mention}|threat_explicit]

=== r5viol-cousin-amenaza | family_home
@ H3 3
dani: [como vuelvas a tocar a mi prima te reviento, te lo juro|threat_explicit]
@ - 0 plain
dani: reventé en el examen de física, un 9 😎
@ H3 2
dani: [tipos como él merecen que les partan las piernas|threat_veiled]
@ H3 1
dani: [eres un asco de persona, nadie te quiere aquí|targeted_insult]

=== r5viol-protest-cops | news_politics
@ - 0
ana: riot police used batons on the march today, 12 hurt. the footage is awful, hope they're ok
@ H3 2
ben: [every cop should get a brick to the head, they earned it|violence_glorification]
@ H3 3
ben: [the officer who hit her is pc harlow, station on kerr road|doxxing_personal_info]. [make him pay|incitement]
@ - 0 plain
ana: the inquiry into the march is public, anyone can submit footage
@ H3 2
ana: they're marching again saturday
ben: [hope the fascists get their skulls cracked|violence_glorification]

=== r5viol-queer-bar | identity_community
@ - 0
jo: there was an attack outside the bar on friday, two of our friends got hurt. vigil sunday 🏳️‍🌈
@ H3,H5 4
dex: [f*gs|slur,evasion_leetspeak] at that bar deserve it. [going back saturday with the lads to finish it|threat_explicit]
@ H3 2
dex: [whoever did the bar attack should do it again|violence_glorification]
@ - 0
jo: some guy posted "[do it again|violence_glorification]" under the vigil post. reported and screenshotted for the police
@ - 0 plain
jo: the bar is reopening friday, drag bingo night 💃
""")

# --------------------------------------------------------------------------------------
# H4 suicide and self-harm. Lookalikes: tiredness, someone moving away or a dying grandparent, "k y s =
# keep yourself safe", drinking slang ("necking a pint"), kitchen cuts, support replies, recovery
# milestones. Harm: L1 an ambiguous dark remark, L2 passive ideation (also in euphemism), disclosed
# self-harm, casual "kys"; L3 a method or plan, asking for methods, an earnest push at a specific person,
# eating-disorder coaching; L4 a time set, means at hand, farewells, "kys" at someone at risk.
FAMILIES.append(r"""
=== r5self-permanent-nap | small_talk
@ - 0 plain
ivy: 3 hours sleep, need a nap so bad
@ H4 2
ivy: you ok? you've been off all week
zen: [honestly could use a {permanent nap|euphemism}|suicidal_ideation]
@ H4 1
ivy: how's things
zen: [tired of everything tbh, wake me up when life gets better|suicidal_ideation] lol
@ H4 4
zen: [taking my {permanent nap|euphemism} tonight|suicidal_ideation]. [{pills|self_harm_method} are on the nightstand|self_harm_method]. [love you guys|farewell_language]
@ - 0
zen: could really use a permanent nap
ivy: when you say permanent nap, do you mean you want to die? you can tell me, i'm not going anywhere
@ - 0 topic=family_home
ivy: the cat's taking a permanent nap on my laptop keyboard, i've lost all hope of working 🐈

=== r5self-hunger-working | health_fitness
@ H4 3
ana_b: 3 days on water only
mia_x: [hunger means it's working|self_harm_encouragement] 💪 [ignore it, drink more water, you'll be tiny by summer|self_harm_encouragement]
@ - 0 plain
jo: starving after leg day lol
coach: hunger after training means you need food, eat a proper meal with protein
@ H4 3
ana_b: i ate dinner with my family, i feel gross
mia_x: [you were doing so well. skip breakfast tomorrow to make up for it|self_harm_encouragement]
@ - 0
ana_b: 100 days of three meals in a row 🎉 my dietitian says my heart rate is normal again
mia_x: that's incredible, so proud of you 💛
@ H4 3 topic=server_meta
mia_x: [meanspo for the group: if you eat that you'll never be thin, you're disgusting|self_harm_encouragement]
@ H4 2
jo: you barely touched lunch again
ana_b: [haven't eaten properly since tuesday and i don't want to stop|self_harm_method]

=== r5self-kys-lobby | gaming
@ H4 2
pug_r: gg, support had 0 heals
tox_ed: [kys|self_harm_encouragement] noob
@ H4 2
pug_r: reported for feeding
tox_ed: [mátate, manco|self_harm_encouragement]
@ H4 2
pug_r: gg ez
tox_ed: [geh sterben, du Noob|self_harm_encouragement]
@ - 0 topic=entertainment_media
streamer_j: that's the stream! drink water, sleep, and [k y s|evasion_spacing] = keep yourself safe 💛 see you thursday
@ H4 4
pug_r: honestly i don't want to be alive anymore, this game is the only thing keeping me going
tox_ed: [then {k.y.s|evasion_spacing} already, do it tonight|self_harm_encouragement,urgency_pressure]
@ H4 2
pug_r: stop camping spawn
tox_ed: [se mata, lixo|self_harm_encouragement]
@ - 0
pug_r: someone said kys in all chat after i said i was depressed
mod_bo: thank you for telling us, they're banned. are you safe right now? we can talk in #support

=== r5self-neck-it | sports
@ H4 2
pat: missed an open net in the 90th 😭
dom: [neck yourself|self_harm_encouragement,euphemism] mate, embarrassing
@ - 0 plain
pat: necking a pint before kickoff, who's at the red lion?
@ H4 3
pat: i know i cost us the game
dom: [seriously neck yourself, nobody on this team would even notice you're gone|self_harm_encouragement]
@ - 0 plain topic=health_fitness
coach: neck stretches and hamstrings before warmup or someone's pulling something
@ - 0
pat: dom told me to neck myself after the match
capt: that's out of order, i've told him. you played fine pat, one miss doesn't define you

=== r5self-last-letters | family_home
@ H4 4
sam: [i left letters for everyone on my desk|farewell_language]. [please look after biscuit|farewell_language]. i'm sorry
@ - 0
sam: [i won't be here much longer|farewell_language]! flight to melbourne is friday 🥹 leaving drinks thursday
@ H4 4
lu: where've you been
sam: [i won't be here much longer|farewell_language]. [gave my guitar to jamie|farewell_language]. thanks for everything
@ - 0 plain
lu: my gran won't be here much longer, the hospice says days. going to see her tomorrow with mum
@ - 0
sam: i won't be here much longer. gave my guitar to jamie
lu: sam you're scaring me. are you thinking about killing yourself? i'm calling you right now, pick up
@ H4 2
lu: are you coming to the thing saturday
sam: [idk, sometimes i wish i could just not be here at all|suicidal_ideation]

=== r5self-cut-again | mental_health
@ H4 2
kat: [relapsed last night. cut again, first time in 3 months|self_harm_method] 😞
@ - 0
kat: 8 months no cutting today 🎉 scars are fading, therapist gave me a sticker lol
@ - 0 plain topic=family_home
kat: cut my finger on the mandoline slicing cucumbers 😭 so much blood, never again
@ H4 3
kat: [what's the best thing to cut with so it doesn't leave marks|self_harm_method]
@ - 0
kat: relapsed last night. cut again
ben: i'm really glad you told me. does it need looking at? i can sit with you on call while you clean it, and we can ring your therapist tomorrow
@ H4 2
ben: you've been wearing long sleeves all week
kat: [yeah. the urge to cut is really bad again|self_harm_method]

=== r5self-jeene-ka-mann | small_talk
@ H4 2
dev: tu itna chup kyu hai aajkal
raj: [sach bolu toh ab jeene ka mann nahi karta|suicidal_ideation]
@ - 0 plain
raj: itni garmi hai, mar gaye yaar 🥵 AC bhi kharab
@ H4 4
raj: [aaj raat sab khatam|suicidal_ideation]. [maa ko bol dena sorry|farewell_language]
@ - 0
raj: jeene ka mann nahi karta
dev: tu theek hai? jo bhi hai mujhse baat kar, main abhi call karta hu. tu akela nahi hai

=== r5self-plus-exister-fr | school_education
@ H4 2
inès: [j'ai plus envie d'exister, j'en peux plus de tout|suicidal_ideation]
@ - 0 plain
inès: j'en peux plus de ce bac blanc, je vais mourir 😩
@ H4 2
inès: t'as eu combien en maths?
théo: 6, t'es nulle
théo: [va te pendre|self_harm_encouragement]
@ - 0
inès: j'ai plus envie d'exister
léa: merci de me le dire. tu es en sécurité là? je reste avec toi, on peut appeler le 3114 ensemble

=== r5self-attempt-year | mental_health
@ - 0
ro: 1 year since my attempt. still here. thank you all 🌱
@ H4 2
ro: 1 year since my attempt
ro: [honestly i wish it had worked|suicidal_ideation]
@ - 0
ro: to anyone struggling: calling the crisis line helped me more than i expected. 988 in the us, it's free
@ H4 3
ro: [next time i'll use the bridge, the pills didn't work|self_harm_method]
@ - 0 plain
ro: my therapist says the anniversary of the attempt can be hard, so i'm spending it with my sister

=== r5self-giving-away | buy_sell_trade
@ - 0 plain
mel: giving away my plants, moving abroad! pick up saturday, first come first served 🪴
@ H4 4
mel: [giving everything away. won't need any of it after sunday|farewell_language]
@ - 0 plain
mel: clearing out the loft, free to a good home: lamp, books, old bike
@ - 0
mel: giving everything away, won't need it after sunday
ray: mel, that sounded like a goodbye. are you thinking of ending your life? i'm here and i'll come over
@ H4 2
ray: why are you selling your camera, you love it
mel: [doesn't matter anymore. nothing does, i don't want to be around|suicidal_ideation]

=== r5self-thinspo-channel | server_meta
@ H4 3
own_v: [new #thinspo channel: post your rib pics and fasting streaks, we keep each other accountable|self_harm_encouragement]
@ - 0
mod_em: we removed the [thinspo|self_harm_encouragement] channel. if you're struggling with eating, #support has resources and people who get it 💛
@ H4 3
own_v: [ana buddy wanted, text me when you're about to eat and i'll talk you out of it|self_harm_encouragement] [tele: @example_light|off_platform_move]
@ - 0 plain
mod_em: new #recipes channel is up, post your best soup 🍲
@ H4 2
own_v: [i hate my body so much i want to stop eating entirely|self_harm_method]

=== r5self-last-game | gaming
@ - 0 plain
neo: last game for me, work at 7
@ H4 4
neo: [last game for me. forever|farewell_language]. [{rope|self_harm_method}'s ready|self_harm_method]. gg everyone
@ H4 1
neo: lost again
neo: [what's the point of grinding, what's the point of anything lol|suicidal_ideation]
@ - 0
neo: last game forever
lex: neo you've said that a few times tonight. are you ok? i'm here, or you can text 988 any time
@ H4 2
lex: you ok? you've been tilting all night
neo: [not really. i think about being dead a lot lately|suicidal_ideation]

=== r5self-saved-meds | health_fitness
@ - 0 plain
ann: pharmacy finally gave me 3 months of my meds at once, no more monthly queue
@ H4 3
ann: [been stockpiling my meds instead of taking them|self_harm_method]. [i'll know when it's enough|suicidal_ideation]
@ H4 4
ann: [got them all counted out on the table|self_harm_method]. [tonight|suicidal_ideation]
@ - 0
ann: my psychiatrist said to let my partner keep the meds for now. it actually helps
@ H4 2
ann: [some days i take my meds and think what's even the point of staying alive|suicidal_ideation]

=== r5self-seventy-hours | work_career
@ H4 1
kai: [another 70 hour week. so done with life lol|suicidal_ideation]
@ H4 2
kai: [if i got hit by a bus on the way to work i'd honestly be relieved|suicidal_ideation]
@ - 0
kai: i'd rather get hit by a bus than sit through another budget meeting 😂 anyway, slides are done
@ - 0 plain
kai: hr set up free counselling for the burnout, booked one for tuesday
@ - 0
kai: if i got hit by a bus i'd be relieved honestly
em: kai that's worrying. do you mean you want to die? i'd rather ask than guess. let's get a coffee and talk

=== r5self-zabij-pl | school_education
@ H4 2
kuba: [zabij się, frajerze|self_harm_encouragement]
@ - 0 plain
ola: ten egzamin mnie zabije 😩 jeszcze trzy rozdziały
@ H4 2
ola: [nie chcę już żyć, serio|suicidal_ideation]
@ - 0
ola: nie chcę już żyć
ewa: dziękuję, że mi mówisz. jesteś teraz bezpieczna? jestem z tobą, zadzwonimy razem na telefon zaufania
@ H4 4
ola: nie chcę już żyć, naprawdę
kuba: [to zrób to dzisiaj, nikt nie będzie płakał|self_harm_encouragement,urgency_pressure]

=== r5self-disappear-meme | entertainment_media
@ H4 1
pia: [me when the "i want to disappear forever" meme is too relatable 🙃|suicidal_ideation]
@ - 0 plain
pia: that meme account is so dark lmao, "me awaiting the sweet release of the exam ending"
@ H4 2
pia: [no but fr i want to disappear forever. not a meme|suicidal_ideation]
@ - 0
pia: i want to disappear forever
jo: is this a meme day or a real day? if it's real, i'm here to listen

=== r5self-bridge-walk | family_home
@ - 0 plain
dad_k: walked the dog over the new footbridge, the view of the river is lovely
@ H4 3
mo: where are you? it's late
kit: [on the bridge. been thinking about it for weeks|self_harm_method,suicidal_ideation]
@ H4 4
kit: [i'm on the bridge now. i'm sorry mum|self_harm_method,farewell_language]
@ - 0
kit: i'm on the bridge
mo: kit stay where you are, i'm coming and i've called 999. please keep talking to me

=== r5self-ed-tr | health_fitness
@ H4 3
ece: [aç kalmak işe yarıyor, yeme, su iç, yakında incecik olacaksın|self_harm_encouragement]
@ - 0 plain
ece: antrenmandan sonra çok açım, makarna yapıyorum 🍝
@ H4 2
ece: [üç gündür yemiyorum ve durmak istemiyorum|self_harm_method]
@ - 0
ece: üç gündür yemiyorum
ada: bunu anlattığın için teşekkürler. birlikte bir doktora gidelim mi? yanındayım 💛
""")

# --------------------------------------------------------------------------------------
# H3 against H4: the same violent words aimed at someone else (H3) and at oneself (H4), with the literal
# or trivial reading and a support reply as benign lookalikes.
FAMILIES.append(r"""
=== r5vs-pill-cabinet | family_home
@ H3 3
jen: he hit my sister again
rob: [i'm going to make him swallow every pill in the cabinet|threat_explicit]
@ H4 3
jen: you've been quiet since the funeral
rob: [keep thinking about swallowing every pill in the cabinet|self_harm_method,suicidal_ideation]
@ - 0 plain topic=health_fitness
rob: cleared out the pill cabinet, took the expired ones back to the pharmacy
@ - 0
rob: keep thinking about swallowing every pill in the cabinet
jen: thank you for telling me. i'm coming over now. can you give the pills to your flatmate until i'm there?

=== r5vs-see-bleed | dating_relationships
@ H3 2
ana: he cheated with my best friend
ana: [i want to see him bleed|violence_glorification]
@ H4 2
ana: [i want to see myself bleed again, it's the only thing that helps|self_harm_method]
@ - 0 plain topic=health_fitness
ana: my gums bleed every time i floss, dentist says floss more not less 🙃
@ H3 3
ana: [i'll make him bleed when he comes to get his stuff saturday|threat_explicit]

=== r5vs-water-under | family_home
@ H3 3
lo: my neighbour drowned our cat in his pond and laughed about it
lo: [next time i'm holding his head under till he stops|threat_explicit]
@ H4 2
lo: [sometimes i want to walk into the sea and not come back|suicidal_ideation]
@ - 0 plain topic=school_education
lo: drowning in homework, 3 essays due friday 😩
@ - 0
lo: sometimes i want to walk into the sea and not come back
mi: that sounds really painful. are you having thoughts of ending your life? i'm listening, and i'll stay with you

=== r5vs-goalposts | sports
@ H3 2
fan_d: [hang the ref from the goalposts|incitement]
@ H4 3
fan_d: relegated again
fan_d: [i'm going to hang myself from the goalposts in the park tonight|self_harm_method]
@ - 0 plain
fan_d: anyone want to hang out at the park saturday? kickabout at the goalposts
@ - 0
fan_d: i'm going to hang myself from the goalposts
ali: mate are you serious? where are you? i'm coming and i'm calling for help, stay on the phone

=== r5vs-gun-drawer | weapons_hunting
@ H3 4
kid_j: stepdad's been hitting mum
kid_j: [his {gun|weapon_mention}'s in the drawer. i'm using it on him tonight|threat_explicit]
@ H4 3
kid_j: [dad's {gun|weapon_mention}'s in the drawer and i keep thinking about using it on myself|self_harm_method,suicidal_ideation]
@ - 0 plain
kid_j: dad's [gun|weapon_mention]'s in the safe now, locked, he took it to the range on sunday
@ - 0
kid_j: i keep thinking about the gun in the drawer
ms_p: i'm really glad you told me. is anyone home with you? we're calling for help together right now

=== r5vs-deserve-die | news_politics
@ H3 2
ben: [the guy who hit that cyclist deserves to die|threat_veiled]
@ H4 2
ben: i forgot my kid's recital
ben: [i deserve to die honestly|suicidal_ideation]
@ - 0
ben: i deserve to die honestly
ana: you don't. missing a recital makes you human, not a bad dad. are you ok though? that sounded heavy
@ H3 3
ben: [the driver's name is tom lees, lives in hatfield, he deserves to die|doxxing_personal_info,incitement]

=== r5vs-car-park-roof | small_talk
@ H3 3
dre: [i'll throw him off the car park roof if he says that to her again|threat_explicit]
@ H4 3
dre: [been going up the car park roof at night, thinking about jumping|self_harm_method,suicidal_ideation]
@ - 0 plain
dre: park on the roof level, it's free after 6
@ H4 4
dre: [on the car park roof now. tell my brother i love him|self_harm_method,farewell_language]

=== r5vs-burn-it | family_home
@ H3 3
tia: [i'll burn his house down with him inside|threat_explicit]
@ H4 3
tia: [i want to burn myself again, the lighter's right here|self_harm_method]
@ - 0 plain
tia: burning the old letters from my ex in the fire pit tonight, closure 🔥
@ - 0
tia: i want to burn myself again
ro: thanks for telling me. can you put the lighter in another room? i'm calling you right now
""")

# --------------------------------------------------------------------------------------
# Longer conversations (4-7 turns) where the deciding cue sits earlier in the window.
FAMILIES.append(r"""
=== r5sex-late-shift-dms | work_career
@ - 0 plain
mgr_ben: rota for next week is up
sue: can i swap thursday with jade?
mgr_ben: fine by me if she agrees
jade: yep, agreed 👍
@ H1 2
sue: finally closing up, last one in
mgr_ben: thanks for staying late sue
sue: no worries, see you tomorrow
mgr_ben: [wish i'd stayed too, would've had you on the stockroom table|sexual_explicit] 😏
@ H1 3
mgr_ben: would've had you on the stockroom table 😏
sue: that's really not ok ben
mgr_ben: it was a joke
sue: please keep it professional
mgr_ben: [come on. send me one pic from the changing room and i'll drop it|solicitation_contact]
@ - 0
sue: can i talk to hr about something ben said?
hr_li: of course. what happened?
sue: he messaged "[would've had you on the stockroom table|sexual_explicit]" and then asked for a pic from the changing room
hr_li: thank you for telling us. we'll open a formal complaint today and change your shifts so you don't close with him
@ H1 1
jade: stockroom's a mess again
sue: someone left boxes everywhere
mgr_ben: [i know what i'd like to do in that stockroom|sexual_innuendo] 😏

=== r5sex-nsfw-art-server | sexuality
@ - 0
new_m: what's this server about?
mod_ok: adult art community, 18+ verified. nsfw art only in the [🔞|emoji_code] channels, artists post their own work
new_m: cool, i draw fanart
mod_ok: welcome! commissions go in #market, no real people ever
@ H1 3
new_m: what's this server about?
mod_ok: adult art community, 18+ verified
bot_z: [real girls not drawings {🔞|emoji_code}, leaked folders 5$ each|sexual_explicit,solicitation_contact]
bot_z: [pay on tele, @example_folders|off_platform_move]
@ H1 4
art_lu: someone's posting my coworker's private pics in #general
bot_z: [her name's dana keel, here's her full folder, enjoy|sexual_explicit,doxxing_personal_info]
@ - 0
art_lu: is it ok to post my own nude figure study in the 🔞 channel? it's me, i'm 26
mod_ok: yes, your own body and you're verified, that's exactly what it's for. tag it with the nsfw spoiler

=== r5bet-freshers-halls | school_education
@ - 0 plain
tom: freshers week is mad
eli: halls party tonight in block c
tom: i'm 17 till december lol, soft drinks for me
eli: same energy, we'll get pizza
@ H2 4
tom: freshers week is mad
eli: halls party tonight in block c
tom: i'm 17 till december lol
rich: [download example-betapp, my code FRESH gives 30 free, they don't check your age till you withdraw|gambling_referral]
@ H2 3
eli: student loan landed 💸
rich: [put it through my code FRESH on example-betapp, double it by reading week|gambling_referral,odds_promotion]
@ - 0
eli: student loan landed and i blew 300 on bets the first night 😭
tom: the uni money advice team is good, and you can block gambling sites through the bank app. come with me tomorrow
@ H2 1
eli: what are you doing tonight
rich: watching the match
rich: [just put a tenner on it with me, makes it way more fun|odds_promotion]

=== r5viol-festival-tent | drugs_party
@ - 0 plain
al: festival saturday! who's got the tent
bo: me, 4-man, bring your own sleeping bag
al: and the cool box
@ H3 3
al: some guy in the next tent nicked my phone
bo: you sure?
al: saw him do it, his tent's the green one by the food trucks
bo: [i'm going over there and i'm gonna break his fingers|threat_explicit]
@ H3 4
al: the guy in the green tent by the food trucks nicked my phone
bo: [going over now with the tent {mallet|weapon_mention}, he won't walk out of this field|threat_explicit]
@ - 0
al: some guy in the next tent nicked my phone
bo: go to the welfare tent, they've got security and a lost property table. don't start anything
@ H3 1
al: he says it's his phone lol
bo: [what a lying little rat, look at his stupid face|targeted_insult]

=== r5self-comedown | drugs_party
@ - 0 plain
zo: festival was amazing, sunburnt and broke
ty: same, sleeping till tuesday
zo: already planning next year
@ H4 2
zo: festival was amazing
ty: how's the comedown
zo: rough
zo: [not just the comedown. i don't want to be here anymore, this feeling isn't going away|suicidal_ideation]
@ H4 4
zo: [i've got the rest of the pills from the weekend and i'm taking all of them now|self_harm_method,suicidal_ideation]
@ - 0
zo: the comedown is making me feel like i don't want to be here
ty: comedowns really mess with your head, but if it feels like more than that, tell me. i'm coming round with food, and we can call someone together if you want
@ H4 1
ty: how's the comedown
zo: [feel like a ghost. what's even the point lol|suicidal_ideation]

=== r5viol-class-chat-dox | school_education
@ - 0 plain
mia: who's got the bio notes?
leo: i'll send them tonight
mia: legend, owe you a coffee
@ H3 3
mia: who's got the bio notes?
leo: i'll send them tonight
kaz: btw the new girl told the teacher we cheated
kaz: [her insta is @example_rosie, she lives on pine court, flat 3|doxxing_personal_info]. [everyone spam her|incitement]
@ H3 4
kaz: the new girl snitched on us
kaz: [she walks home down pine court alone at 4|doxxing_personal_info]. [let's wait for her tomorrow, bring stuff|incitement]
@ - 0
mia: kaz posted rosie's address in the class chat and told people to wait for her
mr_h: thank you for telling me mia. i've contacted her parents and the head. kaz will be dealt with today
@ H3 1
kaz: [rosie you're such a snitch, nobody likes you|targeted_insult]

=== r5self-vc-goodnight | gaming
@ - 0 plain
ash: good raid tonight
bee: yeah finally cleared it
ash: night all, see you thursday
bee: night 👋
@ H4 4
ash: good raid tonight
bee: yeah finally
ash: i'm giving my account to bee, password's in your dms
ash: [this was my last raid. thanks for being my friends|farewell_language]
@ H4 3
bee: you've been logging off early every night
ash: yeah
ash: [i've been looking up ways to do it|self_harm_method,suicidal_ideation]
@ - 0
ash: this was my last raid
bee: ash, what do you mean last? are you thinking about killing yourself? i'm not logging off, talk to me. 988 is there too
@ - 0 plain
ash: this was my last raid for a while, moving house and the internet won't be in till next month 😩

=== r5vs-brake-lines | family_home
@ H3 3
jo: he left my mum with all the debt
jo: and now he's marrying again
jo: [i'll cut his brake lines before the wedding|threat_explicit]
@ H4 3
jo: can't sleep again
lu: you want to talk?
jo: [i keep thinking about driving into a wall on the motorway, it would be quick|self_harm_method,suicidal_ideation]
@ - 0 plain
jo: garage says the brake lines are corroded, 200 quid to replace. car's off the road till friday
@ - 0
jo: i keep thinking about driving into a wall
lu: i'm really glad you told me. can you leave the car keys with me tonight? i'm staying on the phone
@ H3 2
jo: he's getting married in june
jo: [someone should cut his brake lines honestly|incitement]
""")


if __name__ == "__main__":
    raise SystemExit(main())
