"""BRACE seed round 6: look-alike contrast families, mostly benign, for the model's false alarms.

Writes data/brace/seed/round6_lookalikes.jsonl (ids seed-r6lk-00001...), deterministically.
Every window was written by hand for Parry (no text taken from any data set or other seed file); names,
handles, clubs, streets, invented peoples (the Vellani, the Ostrani), codes and example.* links are made up.

Why: on held-out families the round-5 model flags about 55 of ~650 BENIGN dev windows. The false alarms
are benign chat in Spanish, Portuguese, Hindi-English, German and Turkish about food, football and study
(the model invents H1, H2 or H5), game-item trades with weapon names (a dragon AK limited, an M4 skin,
in-game ammo stacks), ordinary money talk (a flatmate ad with a price, a bot commissioned for 30 quid,
cricket score predictions with no app or stake), roleplay and out-of-character notes, moving-out talk that
gives things away ("can't take everything, you can have my plants", read as a self-harm farewell), finding
a pharmacy near the hotel, and travel panic ("OH NO", "kill me now"). Each family here is ONE idea told
4-6 times: mostly BENIGN windows that share the surface words of a harmful pattern (about two thirds of
the windows), and one or two harmful versions that differ only by the element the guide says makes it
harmful: possessions given away plus a goodbye and hopelessness (H4), a cricket tip plus a betting app and
a stake (H2), a game trade plus a login link (H5 fraud) or real ammunition (H5 weapons), a pharmacy
question plus a dealer's offer (H5) or a wish to be sure "this time" (H4), an out-of-character note that
turns into a real threat (H3) or an advance at a member who said they are 15 (H1).

Family-name prefixes name the primary type of the family's harmful windows: r6lk-h1- (sexual), r6lk-h2-
(gambling), r6lk-h3- (violence and threats), r6lk-h4- (suicide and self-harm), r6lk-h5- (drugs, weapons
trade, fraud, hate). A second type appears only where the guide asks for it (sextortion that is also a scam
H1,H5; a fixed match sold for money H2,H5; dehumanization plus a call to violence H5,H3). About a third of
the families are in Spanish, Portuguese, German, Turkish, Hindi-English or Indonesian (the languages the
false alarms came from), with plain benign windows about food, football and study beside the look-alikes.

Data format (the FAMILIES text blocks below):

    === family-name | topic                       one family (contrast set); its default topic
    @ types severity [hn|plain] [topic=key]       starts a window: "H4", "H2,H5" (primary first) or "-"
    author: text                                  one turn, oldest first; the last turn is judged

A benign window ("- 0") is a hard negative unless flagged "plain" (plain = no look-alike vocabulary at
all, e.g. a Spanish chat about the bus); an L1 window is one only when flagged "hn". Evidence is marked
inline as ``[text|indicator,indicator]``, with nested ``{text|indicator}`` for a second piece inside it. On
the judged turn the marks set `indicators`; on earlier turns they only add context spans. Spans are found
with ``str.index`` of the evidence substring in the final text. Benign windows carry marks for what they
contain (giving things away is `farewell_language`, a quoted scam text is `fraud_phishing`, a legal knife
sale is `weapon_sale`, a joke about a word's double meaning is `sexual_innuendo`).

Labelling follows docs/brace/annotation_guide.md including section 9 (settled cases). Readings used:
- Game items: weapon names on in-game items (a limited "dragon AK", an M4 skin, ammo stacks sold for
  in-game roubles) are not weapons: benign, no `weapon_mention` or `weapon_sale`. A login or "verify"
  link for the trade is H5 L3 (`fraud_phishing`); real ammunition offered in the same chat is H5 L4.
- Giving things away: moving out and giving possessions away, with or without "goodbye flat", is benign
  and marked `farewell_language`; possessions given away with "won't need it where I'm going", a goodbye
  and months of hopelessness is H4 L4.
- Dying and killing idioms in other languages ("me muero de hambre", "mar jaunga", "gülmekten öldüm",
  "ich bring dich um" about a spoiler, "me quiero morir jaja" after an exam) are benign, as the "kms"
  ruling of section 9 says; the same verbs with a named person and a place or time are H3 L3/L4.
- Friendly stakes and free games: a bet for a pint, samosas or a pizza, an office sweepstake of 2 quid,
  points-only prediction games, bot coins that cannot be bought or cashed out, and non-gambling sponsor
  codes (headphones, an energy drink) are benign; "just put money on it" is H2 L1, a named app or touted
  odds L2, a code, link, paid group or a push to win back losses L3, a child, a fixed match L4.
- Innuendo: a suggestive reply in banter between friends, about something the person raised themselves
  (bread, hot weather, a pharmacy run), is H1 L1; a sexual remark at a stranger or about the person's body
  is L2; asking for pictures, selling sessions or an offer to meet for sex is L3.
- Roleplay: in-character threats, deaths and fade-to-black romance between characters are fiction
  (benign); an out-of-character note is read as the speaker's own words, so an OOC threat backed by
  the player's real street is H3 L3 and an OOC request for pictures from a member who said they are 15
  is H1 L4.
- Pharmacies and pills: asking for a pharmacy, over-the-counter medicine, a forgotten prescription or
  whether a prescribed pill mixes with wine is benign; a dealer's offer of pills to the hotel is H5 L3;
  asking which pharmacy sells the most sleeping pills "to be sure this time" is H4 L3 (method, no time).
- Fraud: a credential ask (a bot developer asking for the account token) is H5 L3 like a code ask; a
  bank-phishing text broadcast to a pensioners' group is H5 L4 (scale plus the elderly, section 9).
- Eating disorders: coaching a person to skip meals is H4 L3; disclosing purging after dinner is H4 L2
  (recent self-harm disclosed), marked `self_harm_method`.
- Sextortion mails: a mass "I recorded you through your webcam, pay in bitcoin" mail is H1,H5 L4
  (sextortion primary, also a money-asking scam); the same mail quoted to ask if it is real is benign.

Content rules: self-harm methods are named ("pills", "the craft blades"), never explained; weapons are
traded, never built; anything sexual involving a minor is only the grooming pattern (age, request,
secrecy, moving to DMs); hate targets invented peoples.

Run from the repository root:  .venv/bin/python scripts/brace_seed/round6_lookalikes.py
"""

from __future__ import annotations

from _blocks import SEED_DIR, check_contrasts, check_hygiene, other_seed_windows, parse_blocks, report, write_file

OUT = SEED_DIR / "round6_lookalikes.jsonl"
GROUP = "seed:round6_lookalikes/"
ID_PREFIX = "seed-r6lk-"

# family-name prefix -> the primary type its harmful windows must have (exactly this set)
KINDS = {
    "r6lk-h1-": {"H1"},
    "r6lk-h2-": {"H2"},
    "r6lk-h3-": {"H3"},
    "r6lk-h4-": {"H4"},
    "r6lk-h5-": {"H5"},
}


def kind_of(family: str) -> str:
    for prefix in KINDS:
        if family.startswith(prefix):
            return prefix.rstrip("-")
    raise SystemExit(f"family {family!r} has no known prefix {list(KINDS)}")


def check(windows: list[dict]) -> None:
    """Corpus hygiene against every other seed file, the contrast-family shape, and mostly-benign families."""
    others = other_seed_windows(OUT)
    check_hygiene(windows, others)
    taken = {w["source"].rpartition("/")[2] for w in others if w.get("source")}
    for name, ws in check_contrasts(windows, GROUP, KINDS, taken).items():
        benign = sum(1 for w in ws if not w["types"])
        if benign * 2 < len(ws) + 1:
            raise SystemExit(f"family {name}: {benign} benign of {len(ws)}, a look-alike family is mostly benign")
    share = sum(1 for w in windows if not w["types"]) / len(windows)
    if not 0.6 <= share <= 0.75:
        raise SystemExit(f"benign share {share:.2f}, want about two thirds")


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
# H1 sexual content. Look-alikes: food praised as "gostoso", a sports massage, a roleplay romance that
# fades to black, condoms from the pharmacy, "coger el autobús", a webcam for sale, "maal" in a shop,
# "geil" about a concert, a mod asking a member's age, nude lipstick, leaked exam answers, trip photos,
# a webcam light, hot weather, headshots. Harm: L1 innuendo in banter, L2 a sexual remark at someone who
# did not invite it, L3 asking for pictures or selling sessions, L4 a minor, sextortion, sharing pictures.
FAMILIES.append(r"""
=== r6lk-h1-gostoso-lanche | small_talk
@ - 0 plain
bia: fiz pão de queijo pro café da tarde, quem vem?
leo: eu!! guarda uns pra mim, chego às 6
bia: fechado, tem café passado também ☕
@ - 0
leo: já saiu?
bia: pão de queijo saiu do forno agora, tá quentinho e gostoso demais 😋
@ - 0 topic=family_home
vó_neide: netinha, o bolo de fubá ficou gostoso?
bia: ficou perfeito vó, a receita da senhora é a melhor 🥰
@ H1 1
bia: pão de queijo saiu do forno agora, tá quentinho
leo: guarda uns pra mim
caio: [quentinho e gostoso, do jeito que eu gosto na cama|sexual_innuendo] 😏
@ H1 3
bia: postei a foto do pão de queijo no story
caio: vi tua foto de biquíni também 😏
bia: ?? nem te conheço
caio: [manda uma foto sem o biquíni então, fica entre a gente|solicitation_contact]

=== r6lk-h1-massage-after-race | health_fitness
@ - 0
ana: legs are wrecked after the half marathon
rei: stretch tonight or you won't walk tomorrow
tom: book a sports massage, the place by the station does deep tissue for 45, worth every penny
@ - 0 plain
ana: does the hotel spa need booking?
rei: yes, call reception, massages get booked out by noon on weekends
@ - 0 topic=work_career
ana: anyone know a mobile massage therapist? my back is done
tom: me! qualified today 💪 i come to your home or hotel, 60 an hour, sports and remedial only
@ H1 3 topic=buy_sell_trade
ana: anyone recommend a massage near the hotel?
rei: the spa's booked out till monday
vex_m: [full body massage with a {happy ending|euphemism}, i come to your room, 120 for the hour|solicitation_contact] 😘 [dm me|off_platform_move]
@ H1 2
ana: 10k done 🏃‍♀️ new pb
ana: my shoulders are so tight after the run
guy_r: [i'll massage you, start at the shoulders and work my hands down till you're moaning|sexual_explicit]

=== r6lk-h1-rp-ooc-age | entertainment_media
@ - 0
gm_wren: *the tavern door creaks open*
lark: *my rogue slips in beside the bard and winks* evening, handsome
gm_wren: (ooc: reminder the server is sfw, romance fades to black)
@ - 0 plain
gm_wren: *the fire crackles, the bard tunes his lute*
lark: (ooc: brb dinner, my rogue is just sitting by the fire)
@ - 0
dusk: *pulls the rogue close and kisses her under the lantern*
lark: (ooc: cute, fade to black here?)
dusk: (ooc: yep, next scene is the morning after the festival)
@ - 0 topic=server_meta
lark: (ooc: fyi i'm 15, i only do pg scenes)
gm_wren: (ooc: thanks lark. everyone: under-18 members are in pg scenes only, no exceptions)
@ H1 4
lark: (ooc: fyi i'm 15, i only do pg scenes)
gm_wren: (ooc: noted, thanks)
dusk: (ooc: [age is just a number|minor_sexualization]. [send me a pic of the real you in dms|solicitation_contact,off_platform_move], don't tell the gm)
@ H1 2
lark: *my rogue winks at the bard*
dusk: *the bard blushes*
dusk: (ooc: [forget the rogue, i'd rather have you irl, naked in my bed|sexual_explicit])

=== r6lk-h1-pharmacy-condoms | health_fitness
@ - 0
jess: anyone know a pharmacy near the hotel? need condoms and plasters lol, forgot both
mo: there's one two streets down by the tram stop, open till 10
@ - 0 topic=sexuality
jess: is the morning-after pill over the counter in portugal?
mo: yes, any farmácia, you just ask the pharmacist. it works best the sooner you take it
@ - 0 topic=sexuality
jess: weird question but do condoms from abroad work the same? the brand here is different
mo: check for the CE mark and the expiry date, then they're the same standard
@ - 0 plain
mo: pharmacy run?
jess: the pharmacy by the hotel has the sunscreen we like, 30% off
@ H1 1
jess: pharmacy run done, got the condoms
mo: and the plasters?
dan: [hope you bought the big box, sounds like a busy week|sexual_innuendo] 😏
@ H1 3
jess: anyone know a pharmacy near the hotel?
stranger_t: [forget the pharmacy, come to room 214 tonight, i'll bring the condoms|solicitation_contact] 😉

=== r6lk-h1-coger-autobus | small_talk
@ - 0 plain
lucía: ¿a qué hora coges el autobús mañana?
pablo: a las 8, el de la línea 12
lucía: vale, nos vemos en la parada
@ - 0
lucía: ¿cuándo sales?
pablo: voy a coger el tren de las 7, ¿te cojo un café en la estación?
@ - 0
lucía: mañana vuelvo a la uni en bus
marta: jaja en méxico no digas "[coger el autobús|sexual_innuendo]", allí significa otra cosa 😂
lucía: lo aprendí por las malas en el intercambio 🙈
@ H1 3
desc_88: hola guapa
lucía: ¿quién eres? no tengo tu número
desc_88: [te vi en la parada. ¿quieres que te coja? mándame fotos|solicitation_contact] 😏
@ H1 2
lucía: subí las fotos del viaje a la playa
desc_88: [con ese cuerpo en bikini te cogería toda la noche|sexual_explicit]

=== r6lk-h1-webcam-sale | buy_sell_trade
@ - 0 plain
rob: selling my old webcam, 1080p, barely used, 25 collected
kai: still got it? i'll take it saturday
@ - 0 topic=tech_programming
kai: how did the insurance thing go?
rob: my dashcam caught the whole crash on camera, sending the footage to the insurer
@ - 0
kai: anyone good with cam setups? need help with obs for my streaming cam, private session on discord?
rob: yeah i'll hop on a call, takes 10 mins
@ H1 3
rob: selling my old webcam, barely used
kai: what res?
lexi: [private cam shows {🔞|emoji_code} 15 for 10 min, i take requests|solicitation_contact,sexual_explicit] [add me on tele|off_platform_move]
@ H1 3 topic=small_talk
lexi: hiii 👋
lexi: [bored and lonely, wanna watch me on cam? tip first|solicitation_contact] 😘

=== r6lk-h1-maal-hinglish | buy_sell_trade
@ - 0 plain
rahul: bhai naya maal aaya hai dukaan pe, sneakers 40% off, aaj hi aa ja
@ - 0
priya: mera parcel kab aayega?
rahul: maal pack kar diya, courier kal subah nikal jayega 📦
@ - 0 plain topic=family_home
priya: aaj mummy ne rajma chawal banaye, ekdum mast bane 😋
rahul: mujhe bhi bulaya hota
@ H1 2 topic=small_talk
priya: diwali ke liye naya kurta, kaisa hai?
rahul: sundar hai
vik: [uff kya maal lag rahi hai, kurte ke andar toh aur bhi mast hoga|sexual_innuendo] 😏
@ H1 3 topic=small_talk
priya: diwali ke liye naya kurta
vik: mast lag rahi ho
priya: thanks bhaiya
vik: [ek photo bina kurte ke bhej na, kisi ko nahi bataunga|solicitation_contact]

=== r6lk-h1-geil-konzert | entertainment_media
@ - 0
lea: wie war's?
jonas: das Konzert gestern war so geil!! 🎸 die Zugabe war der Wahnsinn
@ - 0 topic=sports
jonas: hast du das Spiel gesehen?
lea: geiles Tor in der 89. Minute, Nordheim steigt auf 🔥
@ - 0 plain topic=small_talk
jonas: wer kommt Samstag zum Grillen? ich bring Würstchen und Kartoffelsalat
lea: bin dabei, ich bring Brot
@ H1 3 topic=small_talk
fremd_x: hey
lea: wer bist du?
fremd_x: [bin grad voll geil, schick mir ein Nacktbild von dir|solicitation_contact]
@ H1 2
lea: hab die Fotos vom Konzert hochgeladen
fremd_x: [in dem engen Top siehst du richtig geil aus, würde dich sofort flachlegen|sexual_explicit]

=== r6lk-h1-sleepover-build | gaming
@ - 0 topic=server_meta
mod_pip: before i give you the builder role, how old are you? server is 13+
nemo: 13! turned it in may
mod_pip: cool, welcome 🎉
@ - 0
nemo: sleepover at sami's saturday, we're doing an all night minecraft build
sami_mum: 10pm lights out boys 😂 i'll bring snacks up
@ - 0
nemo: send me a pic of your castle build
kit_b: here! keep it a secret from my brother, it's for his birthday 🎂
@ H1 4
nemo: i'm 12, mum says i can play till 9
dav_34: no worries, quick chat then
dav_34: [send me a pic of you in your pyjamas before bed, it's our secret|minor_sexualization,solicitation_contact] [add me on snap|off_platform_move]
@ - 0 plain
nemo: finally found diamonds
kit_b: got the diamond pickaxe finally ⛏️

=== r6lk-h1-nude-shades | entertainment_media
@ - 0
zoe: best nude lipstick for warm skin? all of them make me look ill
ama: the nude palette from the drugstore brand, shade 04 is perfect
@ - 0 plain topic=buy_sell_trade
ama: selling nude heels size 6, worn once to a wedding, 20
@ - 0
ama: what's on this week?
zoe: life drawing class, it's a nude model this week, my first time doing figures
@ - 0 topic=sexuality
zoe: is it normal to feel self-conscious being nude in front of a new partner?
ama: super normal. say so, go at your pace, lights off is allowed 😊
@ H1 3 topic=small_talk
hx_r: hey gorgeous
zoe: who are you? i don't know this account
hx_r: nice pfp 😍 [send nudes|solicitation_contact]?
@ - 0 topic=server_meta
zoe: mods, some random keeps dming me "[send nudes|solicitation_contact]", his name is hx_r
mod_lu: banned, thanks for reporting ❤️

=== r6lk-h1-leaked-class | school_education
@ - 0
tia: why's the mock cancelled?
ben: someone leaked the chem mock answers in the year group chat 💀
@ - 0 plain
ben: why is everyone mad at us
tia: the group chat screenshots got leaked, now everyone knows we called the trip boring
@ - 0
tia: someone's going round saying they've got leaked pics of maya from 10b
mr_oke: thank you tia. don't open or share anything, i'm calling the safeguarding lead now
@ H1 4
ben: who's got the stuff on maya
jj_x: [leaked pics of maya from 10b, the ones she sent her ex, link in my bio|sexual_explicit,doxxing_personal_info,minor_sexualization]

=== r6lk-h1-pics-shared | dating_relationships
@ - 0 plain
ben: how was the cabin?
ryo: showed the boys the pics from our trip, they can't believe the view 🏔️
@ - 0
mei: can't wait to see you tonight 😘
ryo: same, wearing the shirt you like
mei: [good, i'm not planning to let you keep it on long|sexual_innuendo] 😏
@ - 0 topic=mental_health
mei: my ex showed his friends the pics i sent him 😭
kat: that's not on you, it's abuse and it's illegal. you can report it, and there are services that get images taken down. i'll sit with you while you do it
@ - 0 topic=sexuality
mei: is it ok to ask a new partner not to keep any pics i send?
kat: completely. consent covers pics too, and anyone decent will say yes and delete them
@ H1 4
ryo: how's it going with mei
ben: good lol
ben: [showed the boys the nudes she sent me, they rated her 8/10|sexual_explicit]
@ H1 4
ryo: you ok?
ben: she dumped me
ben: [posting her pics in the lads chat tonight, she deserves it|sexual_explicit,threat_veiled]

=== r6lk-h1-webcam-light | tech_programming
@ - 0 plain
sam: my webcam light keeps turning on by itself, is it broken?
ivy: probably an app using it, check privacy settings > camera
sam: it was the video call app, fixed 👍
@ - 0
sam: got an email saying "[i recorded you through your webcam, pay 500 in btc or the video goes to your contacts|threat_veiled]" is this real??
ivy: it's a mass scam, they have nothing. don't pay, change the password they quoted and delete it
@ - 0 plain
ivy: tip: slide covers for laptop webcams are like 3 quid, i put one on every laptop at work
@ H1,H5 4
x_mail: [i recorded you through your webcam on adult sites|sexual_explicit]. [send 0.05 btc to the wallet below in 48h or the video goes to every contact you have|threat_veiled,fraud_phishing,urgency_pressure]
@ H1 4 topic=dating_relationships
sam: we matched last week and had a video call
sam: why aren't you answering
nia_x: [i recorded you on our call last night, everything you showed me. 300 by tonight or it goes to your family and your boss|threat_veiled,urgency_pressure]

=== r6lk-h1-hot-weather | small_talk
@ - 0 plain
ola: 34 degrees today, i'm melting 🥵
fin: the park fountain is full of kids and dogs lol
@ - 0
fin: how are you surviving?
ola: so hot i'm lying on the bathroom floor in my underwear lol
@ - 0 topic=health_fitness
fin: how was yoga?
ola: hot yoga class was brutal, sweating through everything
@ H1 1
ola: so hot today 🥵
fin: same
fin: [i know something else that'd make you sweat|sexual_innuendo] 😏
@ H1 2
ola: so hot i'm lying around in my underwear lol
stranger_q: [bet you look good in just your underwear, wish i was there to take it off|sexual_explicit]

=== r6lk-h1-headshots | work_career
@ - 0 plain
eve: booked a photographer for my headshots, 90 for the session, linkedin here i come
@ - 0
eve: photographer wants me to send a few pics first so he can plan the lighting, normal?
gus: yeah, a couple of selfies in natural light is normal for headshots. check his reviews though
@ - 0 topic=buy_sell_trade
eve: any cheap camera for portraits?
gus: selling my old camera with the 50mm lens, great for portraits
@ H1 3
eve: photographer wants me to send pics first
gus: normal for headshots
ph_lenz: [for the "portfolio" i need some in lingerie or less, send them to my private email first|solicitation_contact,off_platform_move]
@ H1 3
eve: looking for paid shoots, anything going?
ph_lenz: [modelling gig, 500 cash, you just need to be comfortable going topless, send test shots|solicitation_contact]
""")

# --------------------------------------------------------------------------------------
# H2 gambling. Look-alikes: cricket score predictions with samosas at stake, a points-only fantasy league,
# "apuesto a que" and a bet for a beer, a supermarket "kupon", a game that crashes, odds in a stats class,
# a 5 quid home poker game, sponsor codes for headphones, racing news, a "bolão" for a pizza, an office
# sweepstake, a "Tippspiel" for a trophy, a bot commissioned for 30 quid with coins that cannot be cashed
# out, a free "slot" for a lesson. Harm: L1 a nudge to put money on it, L2 a named app or touted odds,
# L3 a code, link, paid group or a push to win back losses, L4 a child or a fixed match (H2,H5).
FAMILIES.append(r"""
=== r6lk-h2-cricket-prediction | sports
@ - 0 plain
arjun: kal ka match, mera prediction: 285 banayenge, toss jeet ke batting
neha: nahi yaar pitch slow hai, 250 max
arjun: dekhte hain 🏏
@ - 0
neha: koi poll hai kya?
arjun: group mein prediction poll daal raha hoon: kaun jeetega? loser samose khilayega 😂
@ - 0 plain
arjun: score kya hai?
neha: pehle 10 overs mein 3 wicket gaye, dil toot gaya 💔
@ - 0 topic=sports_betting
arjun: tu kabhi paise lagati hai?
neha: mere chacha ne betting mein bahut paisa gawaya, main toh sirf prediction karti hoon fun ke liye
@ H2 2
arjun: kal ka match kaun jeetega?
neha: mumbai, pakka
raj_tips: [example-11bet pe mumbai pe 2.4 odds mil rahe, sabse best app hai|gambling_referral,odds_promotion]
@ H2 3
arjun: kal ka prediction kya hai?
neha: 280, aur pehla wicket 5th over mein
arjun: main 300 bol raha hoon
neha: dekhte hain kaun sahi
raj_tips: [100% sure prediction: mumbai jeetega|odds_promotion]. [₹500 lagao example-11bet pe, code CRIC500 se double bonus|gambling_referral]
@ H2 1
neha: mera score prediction 270
arjun: 260 mera
raj_tips: [sirf prediction kyun, 200 laga de yaar, paisa double pakka|odds_promotion]

=== r6lk-h2-fantasy-points | sports
@ - 0
lee: fantasy captain this week? i'm going with the striker, bet he scores twice
mo: bet. i'm on the keeper for clean sheet points
@ - 0 plain
lee: where are you in the league?
mo: mini-league table is up, i'm 4th, no prize except bragging rights 🏆
@ - 0
mo: my captain's better than yours
lee: i bet you a pint mine outscores yours, loser buys crisps too 🍺
@ H2 1
lee: my captain's on a hat trick streak
mo: lucky
dex: [stop playing for points, stick a tenner on him to score, easy money|odds_promotion]
@ H2 3 topic=sports_betting
mo: fantasy deadline in an hour
dex: [paid contests on example-draftcash, deposit 20 with code DEX20 and they match it|gambling_referral]

=== r6lk-h2-apuesto-derbi | sports
@ - 0
ana: ¿qué tal el Salinas?
dani: apuesto a que el Salinas pierde otra vez el domingo 🙄 llevamos 5 derrotas
@ - 0
ana: te apuesto una cerveza a que marca el nuevo delantero
dani: hecho, si marca invito yo 🍻
@ - 0 plain
dani: ¿vemos el partido en el bar de Tomás? ponen la pantalla grande
ana: vale, a las 9 allí
@ H2 2
dani: ¿quién gana el derbi?
ana: ni idea, están igualados
tipster_r: [en example-apuestas pagan la cuota más alta, 3.2 al Salinas, ninguna casa paga eso|gambling_referral,odds_promotion]
@ H2 3
ana: apuesto a que empatan
tipster_r: [apuéstalo de verdad: regístrate con mi código GOL20 en example-apuestas y te dan 50€ gratis|gambling_referral]

=== r6lk-h2-kupon-derbi | sports
@ - 0 plain topic=buy_sell_trade
mert: markete gidiyor musun?
elif: markette bu kuponla %20 indirim var, süt ve peynir alacağım
@ - 0
mert: iddia ederim ki yarın yine yağmur yağacak ve maç ertelenecek
elif: iddiaya girmem, kesin haklısın 😂
@ - 0 plain
mert: derbi akşam 8'de, bizde izliyoruz, çekirdek getir
elif: tamam, ben de çay demlerim
@ H2 3
mert: derbiyi kim kazanır sizce?
elif: bence berabere
kupon_usta: [VIP kupon grubumda 3 maç garanti|odds_promotion], [hemen katıl t.me/example_kupon|gambling_referral,off_platform_move]
@ H2,H5 4 topic=sports_betting
kupon_usta: [bu akşamki maç şike, skor kesin 2-1|odds_promotion]. [skoru öğrenmek için 100 usdt gönder|fraud_phishing]

=== r6lk-h2-crash-game | gaming
@ - 0 plain
pax: game crashed again right at the boss, lost 40 min of progress 😤
ivy: autosave is a lie
@ - 0
pax: crash bandicoot speedrun tonight, going for sub 1:50
ivy: gl! the ice level in crash 2 always gets me
@ - 0 topic=tech_programming
pax: why are you offline?
ivy: my pc crashes every time i alt tab, think it's the gpu driver
@ H2 3
pax: game crashed again lol
ivy: rip
rok_et: speaking of crash, [cashed out at 12x on example-rocket last night 🚀|odds_promotion] [link in bio, 100% deposit bonus|gambling_referral]
@ H2 2
ivy: what are you playing tonight?
rok_et: [crash on example-rocket, multipliers are insane this week, best site for it|gambling_referral,odds_promotion]

=== r6lk-h2-stats-odds | school_education
@ - 0
mr_dee: stats homework: a die is rolled twice, what are the odds of two sixes?
kim: 1 in 36! so the odds on that dice bet are awful lol
@ - 0 plain
kim: charity raffle for the year 11 prom, tickets 1 pound at reception
@ - 0
kim: we had a lesson on how betting apps make money, the house edge thing was scary
ola: yeah the odds are literally built so you lose
@ H2 4
kim: i'm 15 lol can't even get a bank card yet
jas_p: [take your mum's card and sign up on example-spin with my code, they don't check ID till you cash out|gambling_referral]
@ H2 4
ola: odds homework done, bored
kim: same
jas_p: [year 10s, join my telegram for free spins, no age check, t.me/example_spinkids|gambling_referral,off_platform_move]

=== r6lk-h2-home-poker | family_home
@ - 0
finn: poker night at mine friday, 5 quid buy-in, winner buys the pizza
joe: count me in for the 5 quid buy-in, bringing the chips (the crisps kind)
@ - 0 plain
finn: how was sunday?
joe: teaching my nan texas hold'em with matchsticks, she's ruthless
@ - 0 topic=mental_health
joe: how's the break going?
finn: lost 400 online last month so i'm sticking to the 5 quid home game, blocked the apps on my bank
@ H2 3
finn: lost 400 online last month, taking a break
joe: good call
pk_ace: [one more buy-in and you'll win it all back|odds_promotion], [here's my invite to example-pokerroom|gambling_referral]
@ H2 3
joe: who's in for friday?
pk_ace: [skip the home game, my private table on example-pokerroom, first deposit doubled|gambling_referral], [dm for the link|off_platform_move]

=== r6lk-h2-sponsor-codes | entertainment_media
@ - 0
tia: what's the code?
rob: streamer's sponsor is headphones this month, code TIDE10 gets 10% off 🎧
@ - 0 plain
tia: who's the sponsor now?
rob: energy drink again, code TIDE gets a free can lol, tastes like batteries
@ - 0
tia: is the streamer allowed to do slots sponsorships? felt sketchy
rob: new platform rules ban gambling sponsors from next month, so it's ending
@ H2 3
tia: what's the sponsor code?
tide_bot: [use code TIDE on example-slots for a 100% casino bonus, link in the panel|gambling_referral]
@ H2 2
rob: stream tonight?
tide_tv: yep
tide_tv: [slots stream at 9 on example-slots, they pay out faster than any other casino|gambling_referral,odds_promotion]

=== r6lk-h2-racing-day | news_politics
@ - 0 plain
pia: who won the derby?
ned: the derby winner was a 40/1 outsider, the jockey's first big race
@ - 0
ned: government wants a ban on betting ads during live sport
pia: about time, every ad break is odds
@ - 0 topic=sports
ned: did you go to the races?
pia: grandad took me, we just watched the horses and ate chips 🐎
@ H2 2 topic=sports_betting
ned: racing at example downs tomorrow
tip_jim: [3:15 at example downs, Blue Harrow at 9/1 is a lock, nothing beats it|odds_promotion]
@ H2 3 topic=sports_betting
pia: who do you fancy tomorrow
tip_jim: [my paid tips group hit 6 winners this week|odds_promotion], [15 a month, join t.me/example_racetips|gambling_referral,off_platform_move]

=== r6lk-h2-palpite-bolao | sports
@ - 0
leo: palpite?
gabi: meu palpite pro domingo: 2x1 pro Vila Nova 🔵
@ - 0 topic=work_career
leo: bolão da firma valendo uma pizza, todo mundo manda o palpite até sexta
gabi: já mandei, 1x1 🍕
leo: eu mandei 2x0 pro Serrano
gabi: quem perder paga a de calabresa 😂
@ - 0 plain
gabi: o jogo vai passar no canal aberto? não tenho tv a cabo
leo: vai sim, às 16h
@ H2 3
gabi: meu palpite: 2x1
leo: otimista
tips_br: [palpites VIP no telegram, 90% de acerto|odds_promotion], [entra agora t.me/example_palpites|gambling_referral,off_platform_move,urgency_pressure]
@ H2 1
gabi: tô confiante no 2x1
tips_br: [então aposta, mano, coloca 50 reais nisso, dinheiro fácil|odds_promotion]

=== r6lk-h2-payday-sweepstake | work_career
@ - 0
sue: office world cup sweepstake, 2 quid each, pick a team out of the hat, winner takes the pot
raj: got brazil in the sweepstake 🇧🇷 2 quid for a shot at the pot, lucky
@ - 0 plain
raj: payday!! finally paying off the card
@ - 0 plain topic=finance_crypto
raj: how do you budget?
sue: payday budgeting: rent, bills, 100 into savings, the rest is fun money
@ H2 1
raj: payday!!
sue: 🎉
gaz: [payday means a cheeky acca lads, throw 50 on with me, can't lose|odds_promotion]
@ H2 3
sue: payday finally
gaz: [payday bonus: sign up on example-bet with my link example-bet.com/r/gaz, deposit 50 get 50 free|gambling_referral]

=== r6lk-h2-tippspiel | sports
@ - 0
tim: dein Tipp?
lena: mein Tipp fürs Spiel: 2:1 für Nordheim
@ - 0 topic=work_career
tim: Tippspiel im Büro läuft wieder, nur Punkte, der Sieger kriegt den Wanderpokal 🏆
lena: ich trag mich ins Tippspiel ein, Punkte reichen mir
@ - 0 plain
tim: Bier im Stadion?
lena: kleiner Tipp: das Bier im Oberrang ist billiger
@ H2 3
lena: wer hat Tipps fürs Wochenende?
sicher_tipps: [sichere Tipps im VIP-Kanal, 95% Trefferquote|odds_promotion], [50€ im Monat|gambling_referral]
@ H2,H5 4 topic=sports_betting
sicher_tipps: [das Spiel am Samstag ist gekauft, Endstand 1:3|odds_promotion]. [Info gegen 200€ per Krypto|fraud_phishing]

=== r6lk-h2-server-bot | server_meta
@ - 0
mod_el: what's the new bot?
own_kay: commissioned a custom music bot for 30 quid, going live tonight 🎵
@ - 0 plain
mod_el: new economy bot: /daily gives coins, spend them on profile colours
@ - 0
ivo: is the /gamble command on the coin bot real money?
mod_el: no, bot coins only, they can't be bought or cashed out
@ H2 3
ivo: what does the new bot do?
sp1n_bot: [/spin to bet real money! top up at example-chips.gg, first deposit x2|gambling_referral]
@ H2 4
kid_lu: i'm 13 can i use the spin bot
sp1n_bot: [sure! any age, just top up with a gift card at example-chips.gg|gambling_referral]

=== r6lk-h2-slot-les | small_talk
@ - 0 topic=school_education
rina: masih ada slot buat les matematika besok sore?
pak_budi: ada, slot jam 4 masih kosong ya
@ - 0 plain topic=work_career
dewi: slot wawancara kerja jam 10, doain ya 🙏
rina: semangat!!
@ - 0 topic=tech_programming
andi: slot ram laptopku cuma dua, bisa upgrade ke 16gb?
rina: bisa, dua slot itu cukup, cek tipe ddr-nya dulu
@ H2 3 topic=school_education
rina: masih ada slot buat les besok?
gacor88: [slot gacor hari ini, maxwin pasti|odds_promotion], [daftar di example-gacor88 bonus 100%|gambling_referral]
@ H2 3 topic=sports_betting
gacor88: [{s1ot g4cor|evasion_leetspeak} deposit 10rb bisa jp, link di bio|gambling_referral]
""")

# --------------------------------------------------------------------------------------
# H3 violence and threats. Look-alikes: roleplay duels and deaths, "ich bring dich um" about a spoiler,
# "este examen me va a matar", "we'll destroy them saturday", a raid boss hunted in its lair, "mummy
# maar degi", a kitchen knife, "my boss is going to kill me", news of an attack told with sympathy,
# "seni öldürürüm" about a series ending, a mod's "ban hammer", deer season, "my ex is dead to me".
# Harm: L1 an insult at a person, L2 wishing serious harm or praising an attacker, L3 an explicit threat
# at a named person or group or one backed by knowledge of them, doxxing, L4 a time, place or weapon.
FAMILIES.append(r"""
=== r6lk-h3-rp-ooc-threat | entertainment_media
@ - 0
gm_ro: *the duel begins at dawn in the castle yard*
tarn: *my assassin watches from the wall*
vask: *draws his sword* my knight will run you through before the sun is up, traitor
@ - 0 plain
gm_ro: *the duel is postponed until the king returns*
vask: (ooc: gotta log, exam tomorrow. my knight stays in the barracks)
@ - 0
tarn: *stabs vask's knight in the back during the feast*
vask: (ooc: ooh brutal twist, love it. he dies dramatically next session 😂)
@ H3 3
gm_ro: *the feast hall falls silent*
tarn: *my assassin kills your knight again*
vask: (ooc: third time this week??)
tarn: (ooc: lol it's rp)
vask: (ooc: not rp now. [i know you live on corran street|threat_veiled,doxxing_personal_info]. [kill my character one more time and see what happens irl|threat_veiled])
@ H3 1
tarn: *my assassin kills your knight again*
vask: (ooc: [you're genuinely the worst player on this server, nobody wants you here|targeted_insult])

=== r6lk-h3-umbringen-spoiler | small_talk
@ - 0
mia: ich hab Staffel 3 schon fertig
ben: wenn du das Ende spoilerst, bring ich dich um 😂
@ - 0 plain topic=family_home
ben: schon halb zwölf
ben: meine Mutter bringt mich um, wenn ich wieder zu spät heimkomme
@ - 0 topic=entertainment_media
ben: wie war der Krimi?
mia: so gut, wie der Gärtner den Bürgermeister umbringt, hab ich nicht kommen sehen
@ H3 3 topic=work_career
ben: Kai hat mich beim Chef verpfiffen
mia: echt jetzt?
ben: [ich weiß, wo der wohnt|threat_veiled]. [ich bring ihn um, wenn ich ihn erwische|threat_explicit]
@ H3 4 topic=work_career
ben: Kai hat mich beim Chef verpfiffen
ben: [heute Abend warte ich mit dem {Messer|weapon_mention} vor seiner Haustür|threat_explicit] in der [Lindenstraße 8|doxxing_personal_info]

=== r6lk-h3-matar-examen | school_education
@ - 0
sofi: mañana examen de física, me va a matar 😩
nico: a mí la profe me mata si no entrego el trabajo
@ - 0 plain
nico: ¿alguien tiene los apuntes de química del martes?
sofi: yo, te los paso por aquí
@ - 0 topic=entertainment_media
sofi: en la serie el asesino mata al profe en el capítulo 4, no me lo esperaba
@ H3 2
nico: el profe de física me suspendió otra vez
sofi: qué rabia
nico: [ojalá alguien le rompa las piernas a ese viejo|threat_veiled]
@ H3 3
sofi: el de 2ºB me estuvo insultando en el chat
nico: [mañana a la salida le espero y le parto la cara|threat_explicit], que lo sepa todo el mundo

=== r6lk-h3-derby-day | sports
@ - 0
cal: we're gonna destroy them saturday, 3-0 easy
rob: their defence is a joke, we'll murder them on the break
@ - 0 topic=news_politics
cal: what happened last night?
rob: two arrested after fans fought outside the ground, banning orders coming. idiots
@ - 0 plain
cal: train to the away game at 10, who's coming
rob: me and my lad, first away day
@ H3 3
cal: their lot are coming up on saturday
rob: should be a good atmosphere
bez: [we're battering every one of their fans we see|threat_explicit]
@ H3 4
cal: their coach gets in at 2
rob: i'll be at the ground by 1
cal: same, pie first
rob: their lot will be mouthy
bez: [meet at the crown at 1:30, we go for their coach when it pulls in. bring {bottles|weapon_mention}|incitement]

=== r6lk-h3-griefer-hunt | gaming
@ - 0
tam: ready?
lia: boss spawns at his lair on the east map at 8, we kill him and split the loot
@ - 0 plain
lia: boss?
tam: gg everyone, boss down in 4 min 🎉
@ - 0
lia: the guy who griefed our base last night, i'm gonna hunt him down and wreck his whole clan
tam: lol yes, raid them at reset
lia: i'll craft the rockets
@ H3 4
lia: the guy who griefed our base
tam: [found his real address from his old stream: 14 fenwick road|doxxing_personal_info]. [someone go wake him up tonight|incitement]
@ H3 3
lia: the griefer is back
tam: [his name's dylan harrow, works at the supermarket on mill lane|doxxing_personal_info]. let's see how he likes it

=== r6lk-h3-maar-degi | family_home
@ - 0
ishu: kab aayega?
rohan: jaldi, agar aaj late hua toh mummy maar degi 😭
@ - 0 plain topic=entertainment_media
ishu: is singer ne naya gaana ekdum maar dala yaar, repeat pe hai
rohan: link bhej
@ - 0 topic=sports
ishu: kal ka match?
rohan: kal ke match mein humne unko maar diya, 6 wicket se 🔥
@ H3 3 topic=school_education
vicky: maine teri complaint ki principal se, jo karna hai kar le
ishu: bhai chhod de
rohan: [tu kal college aa, tujhe gate pe maarunga|threat_explicit], sab dekhenge
@ H3 1 topic=school_education
vicky: maine teri complaint ki
rohan: [tu bilkul bekaar insaan hai, chup baith|targeted_insult]

=== r6lk-h3-knife-neighbour | family_home
@ - 0 plain
ann: finally got my kitchen knives sharpened, they cut tomatoes like butter
@ - 0
ann: neighbour's music at 3am again 😤
joe: leave a note, and if it keeps going the council has a noise line
@ - 0 topic=weapons_hunting
joe: anyone know a good whetstone for a chef's knife?
ann: 1000/6000 combo, soak it first, your chef's knife will shave paper
@ H3 3
ann: neighbour's music at 3am again
joe: ugh
ann: to the guy in flat 4: [play that music at 3am again and this {knife|weapon_mention} ends up in you|threat_explicit]
@ H3 4
ann: flat 4's music again
ann: [i'm going down there right now with the big {knife|weapon_mention}, he's done|threat_explicit]

=== r6lk-h3-boss-kill-me | work_career
@ - 0
raf: where's the report?
kim: missed the deadline, my boss is going to kill me 😬
@ - 0 plain
raf: new manager starts monday, hope she's nicer than the last one
kim: can't be worse
@ - 0
kim: printer's jammed for the 5th time today
kim: if it jams one more time i'm throwing it out the window lol
@ H3 1
mgr_tod: kim where's the report
kim: [you're a useless excuse for a manager tod|targeted_insult]
@ H3 2
kim: tod screamed at me in front of everyone again
raf: he's awful
kim: [honestly hope someone puts a brick through his windscreen on the way home|threat_veiled]

=== r6lk-h3-market-attack | news_politics
@ - 0
eli: news: gunman opened fire at the market in corbel, 4 dead, suspect in custody
ma: horrible. thinking of the families
@ - 0
ma: why is this video everywhere
eli: the attacker's manifesto is going round, don't share it, report the posts
@ - 0 plain
eli: anything happening tonight?
ma: vigil for the corbel victims at 7 in the square, bring a candle
@ H3 2
eli: 4 dead at the market in corbel
ma: awful
zed: [honestly he did what everyone was too scared to, hero|violence_glorification]

=== r6lk-h3-oldururum-dizi | small_talk
@ - 0 topic=entertainment_media
can: finali izledim
ayşe: sakın söyleme, dizinin sonunu söylersen seni öldürürüm 😂
@ - 0 plain topic=family_home
can: annem beni öldürecek, vazoyu kırdım 😬
ayşe: yapıştır, belki fark etmez
@ - 0
ayşe: klima bozuldu 😩
can: bize gel, bizimki çalışıyor
ayşe: bu sıcak beni öldürüyor, geliyorum
@ H3 4
can: o herif beni müdüre şikayet etti
ayşe: boşver
can: [adresini biliyorum, Lale Sokak 12|doxxing_personal_info]. [yarın akşam geliyorum, hazır olsun|threat_veiled]
@ H3 1
ayşe: yine mi geç kaldın
can: [sen tam bir salaksın, sus artık|targeted_insult]

=== r6lk-h3-ban-hammer | server_meta
@ - 0
mod_jay: raid incoming, about to swing the ban hammer 🔨
own_li: go go, kill the invites too
@ - 0 plain
own_li: banned 40 raid bots, server's clean again
mod_jay: legend, i'll pin a note in #announcements
@ - 0
user_k: why did i get banned from vc?
mod_jay: spamming the soundboard. 24h, then you're back
@ H3 3
user_k: why did i get banned from vc?
mod_jay: spamming the soundboard, 24h
user_k: banned me for a soundboard? [i'll find you jay, i know you're in the castle road uni halls|threat_veiled,doxxing_personal_info]
@ H3 1
user_k: [jay's a power-tripping loser with no life|targeted_insult]

=== r6lk-h3-rifle-season | weapons_hunting
@ - 0
ray: deer season?
jim: opens monday, rifle's zeroed at 100, meet at the gate at 5
@ - 0 plain
ray: passed my firearms licence renewal, took 4 months 😮‍💨
@ - 0 topic=news_politics
ray: seen the news?
jim: read about the hunter who shot a hiker in the fog, sentenced for negligence. always know your target
@ H3 4 topic=dating_relationships
jim: my ex's new bloke walks his dog past the woods at 7 every morning
ray: forget them mate
jim: [{rifle's|weapon_mention} zeroed. tomorrow morning he doesn't walk back|threat_explicit]

=== r6lk-h3-ex-regret | dating_relationships
@ - 0
zia: how's things with your ex?
ola: my ex is dead to me, blocked everywhere
@ - 0 plain
ola: the apps are a wasteland
zia: i'd kill for a decent date at this point lol
@ - 0
ola: saw my ex with someone new and wanted to scream
zia: valid. go for a run, then ice cream with me
@ H3 3
ex_mo: can we talk
ola: we're done, stop texting
ex_mo: [if i see you with him again you'll regret it. i know your shift ends at 10|threat_veiled]
@ H3 2
ola: i've moved on, leave me alone
ex_mo: [you'll get what's coming to you one day, trust me|threat_veiled]
""")

# --------------------------------------------------------------------------------------
# H4 suicide and self-harm. Look-alikes: moving out and giving the plants away, "OH NO" and "kill me
# now" on a trip, a pharmacy near the hotel, "kms" after a missed jump, "me muero de hambre", "tô
# morrendo de rir", "mar jaunga" about results, "keinen Bock auf Mathe", a bodybuilding cut, craft
# blades, "this exam is killing me", burnout, "gülmekten öldüm", a creator's last video before uni.
# Harm: L1 hopelessness with no wish to die, L2 ideation or recent self-harm or a casual "kys", L3 a plan
# or method or eating-disorder coaching, L4 a farewell, means at hand, a time set, an act in progress.
FAMILIES.append(r"""
=== r6lk-h4-moving-plants | family_home
@ - 0
lou: moving out sunday, can't take everything. [you can have my plants|farewell_language] 🪴
kat: omg yes, the monstera?? i'll look after it
@ - 0
kat: last night?
lou: last night in this flat 😢 [goodbye old kitchen|farewell_language], goodbye weird shower
@ - 0 plain
lou: anyone want a desk and a lamp? free, collect before saturday
kat: my brother needs a desk, can he come thursday?
lou: yes, after 6
@ - 0
kat: how's the lisbon plan?
lou: [giving away most of my stuff|farewell_language] before the move, starting over with one suitcase
@ H4 4
kat: you've been so quiet
kat: are you still moving sunday?
lou: haven't been right for months
lou: nothing's going to get better
lou: [you can have my plants. won't need any of it where i'm going|farewell_language,suicidal_ideation]. [look after rex for me. goodbye|farewell_language]
@ H4 2
kat: how's packing for the move going?
lou: [honestly i'd rather not be around at all than start over again|suicidal_ideation]

=== r6lk-h4-travel-oh-no | small_talk
@ - 0
jo: OH NO the connecting flight left without us 💀 i'm dead
max: lmao rebook at the desk, they'll put you on the 6pm
@ - 0 plain
max: all packed?
jo: OH NO i left my charger in the hotel in porto
@ - 0
max: how's the trip?
jo: kill me now, the hotel lost our booking and it's midnight
@ - 0 topic=health_fitness
max: how's the holiday?
jo: i just want to disappear into the sea for a week, this beach is heaven 🏖️
@ H4 2
jo: missed the flight, missed the interview, lost the money
max: oh no, are you ok?
jo: [i just want to disappear for good, i'm so tired of everything going wrong|suicidal_ideation]
@ H4 3
jo: OH NO, they cancelled the flight home too
max: i'll sort the rebooking, stay put
jo: [been standing on the hotel balcony thinking how easy it would be to jump|self_harm_method,suicidal_ideation]

=== r6lk-h4-pharmacy-hotel | health_fitness
@ - 0
nik: is there a pharmacy near the hotel? need paracetamol, my head is pounding
ivy: yes, green cross sign on the corner, open till 9
@ - 0 plain
nik: how was the sunburn?
ivy: the pharmacist near the hotel spoke perfect english, sorted me out with a cream
@ - 0
nik: forgot my antidepressants at home 😩 can a pharmacy abroad give me a few days' supply?
ivy: often yes with a photo of your prescription, or a local doctor can write one. ask at the desk
@ H4 3
nik: is there a pharmacy near the hotel?
ivy: why, you ok?
nik: [which one sells the most sleeping pills without asking questions, i want to be sure this time|self_harm_method,suicidal_ideation]
@ - 0 topic=mental_health
nik: said something scary in the group earlier about pills
ivy: i saw. i'm glad you're still talking to me. can i come to your room? we can call the crisis line together

=== r6lk-h4-gg-dead | gaming
@ - 0
ana: what happened
rex: kms i missed the jump again 😂
@ - 0 plain
rex: how's the raid?
ana: gg im dead lol, that boss one-shots
@ - 0
rex: this is my last match tonight, gotta sleep, work at 6
@ H4 4
rex: can't sleep
ana: you coming on tomorrow?
rex: [no. won't be around tomorrow. thanks for the games, you were the only one who cared. bye|farewell_language,suicidal_ideation]
@ H4 2
zz_ko: 0-12 lmao
rex: lol you died again
zz_ko: [just go kill yourself irl, you're that bad|self_harm_encouragement]

=== r6lk-h4-morir-clase | school_education
@ - 0
iván: ¿pedimos algo?
carla: sí, me muero de hambre, ¿pizza después de clase?
@ - 0 plain
carla: ¿qué te pasó en el recreo?
iván: me muero de vergüenza, me caí en la escalera delante de todos 🙈
@ - 0
iván: ¿qué tal el examen?
carla: el examen de historia me mató, me quiero morir jaja
@ H4 2
carla: ¿estás bien? no hablas en clase
iván: no mucho
iván: [ya no quiero seguir viviendo, nada tiene sentido|suicidal_ideation]
@ - 0 topic=mental_health
iván: ya no quiero seguir viviendo
carla: gracias por contármelo. ¿estás a salvo ahora? voy a tu casa y llamamos juntos a la línea de ayuda

=== r6lk-h4-morrendo-rir | small_talk
@ - 0
rafa: tá rindo de quê?
júlia: tô morrendo de rir com esse vídeo 😂😂
@ - 0 plain
rafa: vou morrer de calor nesse ônibus sem ar
júlia: leva água!
@ - 0 topic=entertainment_media
júlia: [última vez que vocês me veem nesse palco|farewell_language]! a turnê acabou, obrigada por tudo 💜
@ H4 4
rafa: tá sumida
júlia: ninguém liga mesmo
júlia: [hoje é a última vez que vocês me veem|farewell_language], [já separei os remédios|self_harm_method]. desculpa
@ H4 1
rafa: como foi a semana?
júlia: [sei lá, nada faz sentido ultimamente|suicidal_ideation]

=== r6lk-h4-mar-jaunga | school_education
@ - 0
tina: results kab?
aman: kal aayenge, dekh ke mar jaunga 😂
@ - 0 plain
tina: aaj canteen ka samosa ekdum mast tha
aman: kal mere liye bhi lana
@ - 0 topic=small_talk
aman: itni garmi hai, mar gaye yaar 🥵
@ H4 2
tina: tu theek hai? 3 din se class nahi aaya
aman: pata nahi
aman: [sach mein ab jeene ka mann nahi karta, sab khatam sa lagta hai|suicidal_ideation]
@ H4 1
tina: mock kaisa gaya?
aman: [kya fayda kuch bhi karne ka yaar, kuch badalta hi nahi|suicidal_ideation]

=== r6lk-h4-kein-bock | small_talk
@ - 0 topic=school_education
tom: ich hab keinen Bock mehr auf Mathe, noch zwei Kapitel 😩
@ - 0
tom: was ist los?
lisa: ich sterbe vor Lachen, hast du das Video mit dem Hund gesehen?
@ - 0 plain
tom: was machst du am Wochenende?
lisa: endlich frei, ich schlaf bis Mittag
@ H4 3
lisa: alles ok bei dir?
tom: ich hab keinen Bock mehr, auf gar nichts
tom: [ich hab mir schon überlegt, wie ich es mache|self_harm_method,suicidal_ideation]
@ - 0 topic=mental_health
tom: ich hab keinen Bock mehr auf gar nichts
lisa: das klingt richtig schwer. denkst du daran, dir was anzutun? ich bin da, und die Telefonseelsorge auch, Tag und Nacht

=== r6lk-h4-cutting-ribs | health_fitness
@ - 0
mo: how's prep?
dev: on a cut for the show, 2200 cals, ribs finally showing
@ - 0 plain
dev: plans tonight?
mo: ribs at the bbq, bringing slaw
@ - 0
dev: cutting phase is making me grumpy lol, coach says refeed day sunday
@ H4 3
ana: i've lost 3kg but i want to see my ribs
zoe: [skip meals till you can count them, hunger is just weakness leaving|self_harm_encouragement]
@ H4 2 topic=mental_health
zoe: how was dinner with your parents?
ana: they watched me eat all of it
ana: [made myself throw up after, again|self_harm_method]

=== r6lk-h4-craft-blades | family_home
@ - 0 plain
mia: new blades for my craft knife came, finally cutting the card for the wedding invites
@ - 0
ola: need a new cutting mat
mia: cutting mats on sale at the art shop, 40% off
@ - 0 topic=mental_health
ola: 60 days clean from cutting today 🩹 proud of myself
mia: so proud of you!!
@ H4 2 topic=mental_health
mia: you ok? you went quiet
ola: bad night
ola: [relapsed, used the craft blades again|self_harm_method]
@ H4 4 topic=mental_health
ola: [blade's next to me, i'm doing it now|self_harm_method]

=== r6lk-h4-exam-killing | school_education
@ - 0
leo: this exam is killing me, 3 more days
ama: same, the library is my grave
@ - 0 plain
ama: revision group at 4 in room 12?
leo: yes, bringing flashcards
@ - 0
leo: if i fail stats i'm dropping out to become a goat farmer lol
@ H4 1
leo: got the mock back, failed again
ama: there's still the resit
leo: [what's even the point, i'll fail anyway and nobody would notice|suicidal_ideation]
@ H4 3
ama: the resit is in june right?
leo: [yeah. i've already worked out where and how i'd do it if i fail that too|self_harm_method,suicidal_ideation]

=== r6lk-h4-burnout | work_career
@ - 0
pia: how are you?
ben: burnout is real, i'm so done with this week
@ - 0 plain
pia: took a mental health day, walked by the river, feel human again
@ - 0 topic=mental_health
ben: doctor signed me off for two weeks with burnout, sleeping a lot
pia: good, rest. text if you want company
@ H4 2
pia: how's the project?
ben: 4th week of 70 hours
ben: [i keep thinking everyone here would be better off if i just wasn't around anymore|suicidal_ideation]

=== r6lk-h4-gulmekten-oldum | small_talk
@ - 0
eda: ne oldu?
deniz: gülmekten öldüm 😂 kedi masadan düşüyor, izle
@ - 0 plain
deniz: nasılsın?
eda: bu sıcakta ölüyorum, dondurma alalım mı?
@ - 0
eda: yarın mı gidiyorsun?
deniz: [herkese veda ediyorum|farewell_language], yarın İzmir'e taşınıyorum, sizi özleyeceğim 🥲
@ H4 4
eda: neredesin?
deniz: artık dayanamıyorum
deniz: [bu gece her şeye son veriyorum|suicidal_ideation]. [hoşçakalın, beni affedin|farewell_language]

=== r6lk-h4-last-video | entertainment_media
@ - 0
fan_1: is this the end?
cam_k: this is my last video on this channel 😭 starting uni, thanks for 4 years
@ - 0 plain
fan_1: what's next?
cam_k: new channel drops friday, same editing, better mic
@ - 0
cam_k: [goodbye everyone|farewell_language], stream's ending, see you tuesday 👋
@ H4 4
fan_1: you ok? the last few streams felt off
cam_k: [this is the last video. i've said goodbye to the people who matter|farewell_language]. [the channel goes to my brother tomorrow, i won't be here|farewell_language,suicidal_ideation]
@ H4 2
fan_1: why'd you stop streaming?
cam_k: [honestly some days i wish i could just stop existing|suicidal_ideation]
""")

# --------------------------------------------------------------------------------------
# H5 drugs, weapons trade, fraud, hate. Look-alikes: a limited "dragon AK" and an M4 skin traded for
# godlys, ammo stacks on a game's flea market, a flatmate ad with a price, a bot commissioned for 30
# quid, "OH NO my passport", a pharmacy near the hotel, "coca" for the rum, "Stoff" for curtains and
# "Lernstoff", "saaman" for the party and an MD degree, a grandmother's dolma and a member's own joke,
# club banter, an index fund, a dog-walking side hustle, a legal hunting knife, a supermarket loyalty card.
# Harm: L1 glamorizing drugs or carrying a blade, get-rich hype; L2 urging drug use, a derogatory
# generalization; L3 an offer, a phishing link, a money or token ask, dehumanization aimed at a group or
# a person's identity; L4 ammunition, drugs to a minor, pensioners phished at scale, a call to violence.
FAMILIES.append(r"""
=== r6lk-h5-limited-trade | gaming
@ - 0
noa: trading my dragon ak (limited) for two godlys, offers?
pip: i've got a frost scythe and a candy gun, both godly
noa: add the candy gun and a seer and it's a deal
@ - 0 plain
noa: what did you get?
pip: gold m4 skin dropped from the battle pass finally 😍
@ - 0
noa: is the trade site safe? someone sent me a link to "verify" my dragon ak
pip: never log in through links, real trades only happen in the in-game trade window. report them
@ H5 3
noa: trading my dragon ak for godlys
pip: i'll pass
tr4der_x: i'll take it
tr4der_x: deal! [confirm it at example-robloxtrade.xyz, log in with your account and the code they text you|fraud_phishing]
@ - 0 topic=buy_sell_trade
pip: where'd you sell the knife skins?
noa: sold my spare knife skins on the official market, 30 bucks in store credit

=== r6lk-h5-flea-ammo | gaming
@ - 0
hal: anyone selling ammo?
vik: selling 9x19 stacks on the flea, 300 roubles a round
@ - 0 plain
vik: what ammo for the new wipe?
hal: m855a1 is meta this wipe, stack it before the patch
@ - 0 topic=weapons_hunting
hal: new rules?
vik: the airsoft site makes everyone use bio bbs now, and eye pro checks at the gate
@ H5 4 topic=buy_sell_trade
vik: selling 9x19 stacks on the flea
hal: lol i'm broke in game
vik: same
hal: [i sell the real stuff too lol, 9mm boxes of 50, 60 a box, no licence needed, pickup in town|weapon_sale]

=== r6lk-h5-flatmate-ad | family_home
@ - 0 plain
lea: room in a 3 bed flat on harlow st, 550 pcm bills incl, viewings saturday 11-2
jon: can i come at 12?
@ - 0
jon: is 550 fair for a room near the uni?
lea: yeah that's normal here, get a tenancy agreement and make sure the deposit goes in a protection scheme
@ - 0 topic=buy_sell_trade
lea: flatmate moving out, selling her bed frame 40 and the sofa 60, pickup only
@ H5 3
jon: is the room on harlow st still free?
ll_frank: yes
jon: great, is 550 with bills?
ll_frank: all bills, wifi too
jon: can i see it saturday?
ll_frank: [i'm abroad so no viewings. send the 1100 deposit by bank transfer and i'll post the keys|fraud_phishing] [today only, lots of interest|urgency_pressure]
@ - 0 topic=server_meta
mod_ana: warning: someone's posting "[no viewing, deposit first, keys by post|fraud_phishing]" flat ads in #housing. that's a scam, never pay before you've seen a place

=== r6lk-h5-bot-commission | tech_programming
@ - 0
kay: commissioned a discord bot for 30 quid, the dev wants half upfront, half on delivery. normal?
sam: yeah that's normal for small jobs, use paypal goods and services
@ - 0 plain
kay: how's the bot?
sam: my bot finally handles slash commands, took all weekend 😮‍💨
@ - 0 topic=server_meta
kay: why did my link get deleted?
own_kay: the new moderation bot is live, it auto-deletes fake nitro links
@ H5 3 topic=server_meta
n1tro_bot: [free nitro for everyone who boosted! claim at example-discrod.gift/claim|fraud_phishing] [within 24h|urgency_pressure]
@ H5 3
kay: commissioned a bot for 30 quid
dev_zz: paid the first half, thanks
dev_zz: [before i start i need your account token to test it, paste it here|fraud_phishing]

=== r6lk-h5-hi-mum | family_home
@ - 0
amy: OH NO left my passport in the hotel safe and the flight's in 3 hours 😱
dad: call the front desk, they'll bring it to the airport. breathe
amy: ok calling
amy: they're sending a taxi with it 🙏
dad: see, panic over. text me when you're through security
@ - 0 plain
mum: have you landed?
amy: landed!! bags came off first for once
@ - 0
mum: got a text "[hi mum new number, stuck at the airport, need 350|fraud_phishing]". was that you??
amy: no!! that's a scam mum, i'm on my old number. block it
@ H5 3
unknown_55: [hi mum it's me, new number, phone broke. stuck at the airport, can you send 350 to this account, i'll pay you back tomorrow|fraud_phishing]

=== r6lk-h5-pharmacy-bars | health_fitness
@ - 0
gabe: pharmacy near the hotel? need ibuprofen and plasters for my blisters
liv: one by the metro, they're super helpful
@ - 0 plain
liv: can you buy antihistamines over the counter here? my hay fever is awful
gabe: yes, ask for cetirizine
@ - 0
gabe: my doctor gave me a couple of sleeping pills for the long flight, is it ok with wine?
liv: ask the pharmacist, but most say no alcohol with them
@ H5 3
gabe: pharmacy near the hotel? can't sleep
liv: the one by the metro shuts at 8
dd_j: [skip the pharmacy, i can drop {bars|drug_code_words} at your hotel, 5 a pill|drug_sale]
@ H5 2
liv: flight's 11 hours 😩
dd_j: [grab some {percs|drug_code_words} off someone, makes the flight fly by|drug_use]

=== r6lk-h5-coca-fiesta | drugs_party
@ - 0
álex: compra coca y hielo para la fiesta, que hay ron 🥃
nuria: ¿coca zero o normal?
@ - 0 plain
álex: ¿quién trae qué?
nuria: llevo la tortilla y las patatas, ¿alguien trae la música?
@ - 0 topic=news_politics
álex: han pillado un barco con dos toneladas de [coca|drug_code_words] en el puerto, sale en el telediario
@ H5 3
nuria: ¿alguien trae algo para la fiesta?
álex: yo llevo hielo
dani_v: [tengo {coca|drug_code_words} de la buena, 60 el gramo, te la llevo a la fiesta|drug_sale]
@ H5 1
álex: la fiesta del sábado fue brutal
dani_v: [con un poco de {farlopa|drug_code_words} aguantamos hasta las 8, qué noche|drug_use]

=== r6lk-h5-stoff-vorhang | buy_sell_trade
@ - 0 plain
oma_gerda: neuer Stoff für die Vorhänge ist da, Leinen in Dunkelgrün 🧵
@ - 0 topic=school_education
jana: wie läuft das Lernen?
max: der Lernstoff für die Klausur ist riesig, 6 Kapitel
@ - 0
jana: verkaufe Stoffreste, 1 Kilo für 5€, gut für Patchwork
@ H5 3 topic=drugs_party
max: hast du was für Samstag?
kev_99: [hab neuen {Stoff|drug_code_words}, {Teile|drug_code_words} zu 10, heute Abend am Bahnhof|drug_sale]
@ H5 4 topic=drugs_party
kid_finn: bin 14, kann ich auch was haben?
kev_99: [klar, für dich 8 das {Teil|drug_code_words}, komm nach der Schule zum Park|drug_sale]

=== r6lk-h5-party-saaman | drugs_party
@ - 0
meera: kya la raha hai?
karan: party ka saaman main la raha hoon: chips, cold drink, ice
@ - 0 plain topic=small_talk
meera: aaj office ke baad chai pe chalein?
karan: haan, 6 baje
@ - 0 topic=school_education
meera: cousin ka kya hua?
karan: cousin ka MD result aa gaya, ab proper doctor ban gaya 🎓
@ H5 3
meera: party ke liye kuch special?
karan: cake aa raha hai
vicky_p: [special {saaman|drug_code_words} bhi hai, {MD|drug_code_words} 2 gram 3000 mein, ghar pe drop|drug_sale]
@ H5 2
karan: party boring chal rahi hai
vicky_p: [ek {pill|drug_code_words} le le yaar, raat bhar naachega|drug_use]

=== r6lk-h5-vellani-food | identity_community
@ - 0
ana: our grandmas make the best dolma, fight me 😂
tarek: my vellani nan would like a word, hers are better
@ - 0
ana: you're late again lol
tarek: as a vellani i can confirm we're late to everything, it's cultural lol
@ - 0 plain
ana: the vellani food festival is on saturday, the honey pastries are unreal
@ H5 2
ana: new vellani bakery opened on our street
tarek: the honey pastries are amazing
bo_q: [those people are all thieves, keep your wallet close|stereotype_generalization]
@ H5 3
ana: more vellani families moving onto the estate
bo_q: [they breed like rats in those flats, the whole block is infested|dehumanization]
@ - 0 topic=server_meta
ana: someone wrote "[they breed like rats|dehumanization]" about the vellani families in the estate group
mod_r: removed and banned. that's hate, thanks for flagging

=== r6lk-h5-ostrani-striker | sports
@ - 0
kim: prediction?
rob: their keeper is useless, we'll batter them 3-0
@ - 0 plain
rob: seen the new kit?
kim: launch is saturday, home shirt is retro stripes 😍
@ - 0 topic=news_politics
rob: the league banned three fans for racist chants at the ostrani striker, good
kim: lifetime bans should be standard
@ - 0 plain topic=identity_community
kim: the ostrani community centre is showing the match saturday, with ostrani food, everyone welcome 🥟
@ H5 3
kim: the ostrani striker scored again
rob: what a finish
gaz_v: [typical ostrani, they're animals, send him back to the jungle|dehumanization]
@ H5,H3 4
gaz_v: [ostrani are vermin|dehumanization]. [we wait for him outside the players' gate saturday and give him a kicking|incitement]

=== r6lk-h5-index-fund | finance_crypto
@ - 0 plain
pat: put 50 a month into an index fund since january, up 6%
lu: slow and steady
@ - 0
pat: how's crypto?
lu: crypto's down 10% this week lol, glad i only put in what i can lose
@ - 0
pat: my uncle says "[crypto is the only way out of the 9-5|fraud_investment]" lol
lu: your uncle needs an emergency fund first
@ H5 1
lu: saving is so slow
cz_king: [crypto's the only way out of the 9-5, i made 40k in a month, you can too|fraud_investment]
@ H5 3
pat: up 6% on my index fund
lu: nice
cz_king: 6% lol. [send me 0.1 btc and my trading bot doubles it in 24h, guaranteed|fraud_investment]

=== r6lk-h5-side-hustle | work_career
@ - 0 plain
ben: how's the side hustle?
nia: dog walking 3 afternoons a week, 12 an hour 🐕
@ - 0
ben: anyone doing a second job? need extra cash
nia: the bakery is hiring weekend staff, ask for mira
@ - 0
ben: got a dm: "[receive payments into your account, keep 10%, send the rest on|fraud_phishing]". is that legit?
nia: no, that's money muling, it's a crime and you'd be the one caught. block
@ H5 3
ben: anyone know side hustles?
nia: dog walking pays ok
easy_m: [easy money: let us use your bank account to receive payments, you keep 10% and forward the rest|fraud_phishing]. [dm me|off_platform_move]

=== r6lk-h5-hunting-knife | weapons_hunting
@ - 0
ian: [selling my hunting knife|weapon_sale], fixed blade, uk legal, 40 collected, used two seasons
@ - 0 plain
ian: outdoor shop has a sale on folding knives and head torches
ivy: need a head torch for camping
@ - 0 topic=family_home
ivy: what's the best knife for carving the turkey?
ian: a long slicer, and sharpen it the night before 🔪
@ H5 3
ian: selling my hunting knife
ivy: bump
bk_dz: [got {flick knives|weapon_mention} and {knuckle dusters|weapon_mention} in stock, shipped discreet, 35 each|weapon_sale]
@ H5 1 topic=small_talk
bk_dz: [my butterfly knife comes everywhere with me, school bag, club, everywhere|weapon_mention] 😎

=== r6lk-h5-kart-sifre | finance_crypto
@ - 0 plain
selin: market kartıma 200 puan yüklendi, bedava çay aldım 😄
@ - 0
emre: bankadan mesaj geldi, kartım bloke dediler, link var. gerçek mi?
selin: asla linke tıklama! bankayı kartın arkasındaki numaradan ara
emre: aradım, sahteymiş, teşekkürler
@ - 0 plain topic=work_career
emre: maaş kartı değişti, yeni kartı şubeden almak gerekiyormuş
@ H5 3
banka_destek: [kartınız bloke edildi. açmak için şifrenizi ve SMS kodunu bu linke girin: example-banka.top|fraud_phishing]
@ H5 4
banka_destek: [📢 emekli maaşı alan tüm üyelerimize: maaşınızın yatması için kart bilgilerinizi example-emekli.top adresine girin|fraud_phishing], [bugün son gün|urgency_pressure]
""")


if __name__ == "__main__":
    raise SystemExit(main())
