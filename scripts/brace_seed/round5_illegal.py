"""BRACE seed round 5: H5 contrast families (drugs, weapons trade, fraud and scams, hate).

Writes data/brace/seed/round5_illegal.jsonl (ids seed-r5il-00001...), deterministically.
Every window was written by hand for Parry (no text taken from any data set); names, handles, codes,
streets, 555 numbers, invented peoples (the Nerrowese, Valdrani, Kessari, Oskari, Teshlanders) and
example.* links are made up.

Why: on held-out families the shipped model reads many H5 windows as BENIGN when the harm needs world
knowledge: drug slang and emoji menus buried in everyday chat (snow, gas, za, bump, tabs, bars, "restocked
🍃❄️" in a trivia group), weapons sold with "no papers" or as converted blank-firers and "real, not a skin",
scam scripts (stuck at the airport, tech-support popups and access codes, a fake mod's QR "verification",
fake fundraisers, money-mule jobs, stolen accounts, "passive income" hype) and hate that dehumanizes a
group (parasites, infestation, vermin, coded names, emoji) for invented and for masked real groups. It
also confuses adjacent levels inside H5 (L2/L3, L3/L4). Each family here is ONE idea told 4-8 times: the
harmful versions at their levels and benign lookalikes with the SAME words (weather snow, car gas, pizza
za, recovery stories, harm reduction, a prescription taken as directed, drug-bust news, airsoft and game
skins, licensed hunting, deactivated militaria with certificates, scam warnings and reports, real
fundraisers, honest job offers, a 2FA explainer, condemning or reporting hate, a history lesson, a
neighbour welcoming a new family, food and culture talk). About an eighth of the families are in Spanish,
Portuguese, German, French, Italian, Polish, Turkish or Hindi-English.

Family-name prefixes: r5drug- (drugs), r5weap- (weapons trade), r5fraud- (fraud and scams), r5hate-
(hate). The harmful primary type is H5 everywhere; dehumanization or incitement combined with a call to
violence is H5 + H3 at L4 (H5 first).

Data format (the FAMILIES text blocks below):

    === family-name | topic                       one family (contrast set); its default topic
    @ types severity [hn|plain] [topic=key]       starts a window: "H5", "H5,H3" (primary first) or "-"
    author: text                                  one turn, oldest first; the last turn is judged

A benign window ("- 0") is a hard negative unless flagged "plain"; an L1 window is one only when
flagged "hn". Evidence is marked inline as ``[text|indicator,indicator]``, with nested ``{text|indicator}``
for a second piece inside it (a code word inside an offer). On the judged turn the marks set
`indicators`; on earlier turns they only add context spans. Spans are found with ``str.index`` of the
evidence substring in the final text, never typed as numbers. Benign windows carry marks for what they
contain too (a quoted slur is still `slur`, a legal licensed sale is still `weapon_sale`).

Labelling follows docs/brace/annotation_guide.md including section 9 (settled cases). Readings used:
- drugs: glamorizing L1, urging someone to use L2, an offer/price/delivery L3 (a named dangerous mix
  urged on someone is L3 too, section 9), anything sold to a minor L4; prescribed use as directed,
  harm reduction, recovery and bust news are benign.
- weapons: glamorizing carrying L1, urging to carry or asking where to get one (no offer) L2, even for a
  gun (section 9, "weapons below trade"), offers of prohibited weapons (tasers, knuckles, flick and
  butterfly knives, pepper spray where banned) L3, any firearm, firearm part, ammunition or explosive
  offered L4; licensed trade and certified deactivated pieces are benign with `weapon_sale` marked.
- fraud: vague get-rich hype L1, scam-like promotion with no concrete ask L2, phishing links, code or
  money requests L3, scams broadcast at scale to the elderly or pensioners L4.
- hate: edgy group jokes and mild stereotypes L1, derogatory generalizations and untargeted slurs L2,
  dehumanization or slurs aimed at a group or a person's identity L3, dehumanization or a group target
  plus a call to violence L4 (H5 + H3). A member joking about their own group is benign.

Content rules: weapons are traded, never built (conversions are offered, never explained); no doses
or steps for any drug; slurs are written masked ("f*gs", "b*aners") and masking is marked as
`evasion_leetspeak`.

Run from the repository root:  .venv/bin/python scripts/brace_seed/round5_illegal.py
"""

from __future__ import annotations

from _blocks import SEED_DIR, check_contrasts, check_hygiene, other_seed_windows, parse_blocks, report, write_file

OUT = SEED_DIR / "round5_illegal.jsonl"
GROUP = "seed:round5_illegal/"
ID_PREFIX = "seed-r5il-"

# family-name prefix -> the primary types its harmful windows must have (exactly this set)
KINDS = {
    "r5drug-": {"H5"},
    "r5weap-": {"H5"},
    "r5fraud-": {"H5"},
    "r5hate-": {"H5"},
}
HATE = {"slur", "dehumanization", "stereotype_generalization"}


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
    for name, ws in check_contrasts(windows, GROUP, KINDS, taken).items():
        for w in ws:
            if len(w["types"]) > 1 and w["severity"] < 3:
                raise SystemExit(f"family {name}: a second type below L3 is not used in this file: {w['turns'][-1]}")
            if name.startswith("r5hate-") and w["types"] and w["severity"] < 4 and not HATE & set(w["indicators"]):
                raise SystemExit(f"family {name}: harmful hate window without a hate indicator: {w['turns'][-1]}")


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
# Drugs. Lookalikes: weather snow, car gas, pizza za, bar tabs, chocolate bars, balloons for a kid's
# party, a parakeet, herbal tea, recovery stories, harm reduction, prescriptions taken as directed,
# bust news. Harm: L1 glamorizing, L2 urging, L3 offer/price/delivery or a named dangerous mix, L4 minors.
FAMILIES.append(r"""
=== r5drug-snow-weekend | small_talk
@ - 0 plain
meg: cabin weekend still on?
kit: forecast says 30cm of snow this weekend ❄️ who's driving up to the cabin
@ - 0
rhi: lifts open yet?
kit: fresh snow ❄️ in overnight, 40cm, lifts open till 4. get up here
@ H5 3 topic=drugs_party
rhi: who's sorting saturday?
kit: [fresh {snow|drug_code_words} {❄️|emoji_code} in, 80 a g, dropping till 2am|drug_sale]
@ H5 1 topic=drugs_party
rhi: pres at mine before the club?
kit: [nothing like a bit of {snow|drug_code_words} before the club|drug_use] 😮‍💨
@ H5 2 topic=drugs_party
rhi: it's 1am and i'm already falling asleep on the sofa lol
kit: [do a line of {snow|drug_code_words} with us, you'll be up dancing till 6|drug_use]
@ - 0 topic=mental_health
rhi: how's the new year going?
kit: 2 years off the [snow|drug_code_words] today. used to spend my whole wage on it, now i actually go skiing with it 🏂

@ H5 3 topic=drugs_party
rhi: cabin trip still on for saturday?
kit: yeah, leaving at 7
rhi: roads ok?
kit: gritters were out, should be fine
rhi: do we need anything for the night?
kit: [i'll bring the {snow|drug_code_words} for after the hot tub, 60 each if you want in|drug_sale] ❄️
=== r5drug-gas-tank | small_talk
@ - 0 plain
jas: what time are you picking me up?
oli: need gas before the drive, tank's on empty and the next station is 40 miles
@ - 0
jas: you driving to the match?
oli: price of gas is insane rn, 40 for half a tank
@ H5 3 topic=drugs_party
jas: you holding anything?
oli: depends what you're after
oli: [{gas|drug_code_words} in, 3.5 for 40, pull up to the back of the station|drug_sale]
@ H5 1 topic=drugs_party
jas: how was the smoke sesh
oli: [that {gas|drug_code_words} last night had me stuck to the ceiling|drug_use] 🔥
@ H5 2 topic=drugs_party
jas: first time at their show tonight
oli: [gotta smoke some {gas|drug_code_words} before the show bro, hits different|drug_use]
@ - 0 plain
jas: how's the car?
oli: burns gas like crazy since the new exhaust, 12 miles a gallon 💀

@ - 0 plain
jas: road trip friday?
oli: yep, my car this time
jas: i'll chip in
oli: cool, we'll split gas and the tolls
jas: and snacks 😋
oli: deal, gas money on the way back, venmo whatever
=== r5drug-za-pizza | small_talk
@ - 0 plain
vin: stream starts in 10, food?
bex: ordering za for the stream, pepperoni or margherita? 🍕
@ - 0 topic=family_home
bex: where should we order from?
mo: the za place on kell st does 2 larges for 35 on tuesdays
@ H5 3 topic=drugs_party
bex: anyone know a plug near uni?
mo: [fresh {za|drug_code_words} just landed, zips 120, eighths 35|drug_sale] 🍕
@ H5 1 topic=drugs_party
bex: plans for sunday?
mo: [roll up some {za|drug_code_words} and watch cartoons all day|drug_use], peak life
@ H5 4 topic=drugs_party
kid_ray: im 15 lol can i still get some of that
mo: [age dont matter, {za|drug_code_words} 20 a bag, meet behind the school gym after last period|drug_sale]
@ - 0 topic=server_meta
bex: what does za mean in the trade channel?
mod_ash: fyi [za|drug_code_words] there means weed. anyone posting za menus gets banned, pizza talk is fine 🍕

@ H5 3 topic=drugs_party
bex: raid night tonight, who's in
mo: me after 9
bex: ordering food?
mo: yeah get me a large pepperoni
bex: need anything else?
mo: [and if your guy still does the {za|drug_code_words}, grab me a half, i'll send 60|drug_sale]
=== r5drug-trivia-restock | entertainment_media
@ - 0 plain
quizmo: trivia night thursday at the anchor, team name ideas? 🧠
@ - 0
juno: what's the deal at the pub thursday?
quizmo: the anchor restocked the 🍋 cider and ❄️ slushies for trivia, first round on me
@ H5 3
quizmo: trivia night thursday at the anchor 🧠
quizmo: round 3 is music
fen: [restocked {🍃|emoji_code}{❄️|emoji_code}|drug_sale] [dm for the menu|off_platform_move]
@ H5 3
quizmo: team's set for thursday
fen: still got the [🍃|emoji_code] and the [❄️|emoji_code] after trivia?
pax: [same as last time, 60 for the two, bring cash to the quiz|drug_sale]
@ - 0
fen: ready for the slang round 👀
quizmo: bonus question 7: what does "[plug|drug_code_words]" mean in slang? answer: a drug dealer. 2 points, no phones 📵
@ H5 1
quizmo: what's everyone drinking thursday?
fen: [trivia's way funnier {🍃|emoji_code} faded|drug_use], no offence to the questions

@ H5 3
quizmo: thursday's team: me, fen, pax, juno
juno: i'm in!! what's the theme
quizmo: 90s films and geography
fen: i'll bring snacks
juno: can someone sort me for after? like last month
fen: [yeah got you, same bag as last month, 40, pay me at the bar|drug_sale]
=== r5drug-bump-wedding | small_talk
@ - 0 plain
ana: room in my flat still free btw
ana: no takers yet 😩
ana: bump 👊 still looking for a flatmate for march, room's 600 incl bills
@ H5 1 topic=drugs_party
ana: cousin's wedding saturday, 9 hours of speeches 😩
lu: [a cheeky {bump|drug_code_words} makes any wedding bearable|drug_use]
@ H5 2 topic=drugs_party
ana: this reception is dead and i'm knackered
lu: [come to the loos and have a {bump|drug_code_words} with us, you'll wake right up|drug_use]
@ H5 3 topic=drugs_party
ana: anyone got anything?
lu: for you? maybe 👀
lu: [got a few {bumps|drug_code_words} worth left, a fiver each, meet me by the toilets|drug_sale]
@ - 0 topic=mental_health
ana: how was the weekend?
lu: bumped into my old dealer at the shop. 3 years clean and i didn't even flinch 💪

@ - 0 plain
lu: how was the wedding?
ana: speeches went on forever
lu: lol classic
ana: then i got a bump on my head from the marquee pole
lu: noooo
ana: it's fine, the first aider gave me ice and i danced till midnight 💃
=== r5drug-study-addy | school_education
@ - 0
mia: how do you focus for 4 hours straight?
jin: my adderall is prescribed for adhd, i take it every morning as directed and it helps me sit through lectures
@ H5 3
mia: finals in 5 days and i haven't started
ri: same, i'm cooked
jin: [selling {addys|drug_code_words} for finals week, 5 a pop|drug_sale], library 3rd floor after 6
@ H5 2
mia: finals in 5 days and i haven't started
jin: [just take some of your roommate's {addy|drug_code_words}, everyone does it for exams|drug_use]
@ H5 1
mia: how did the essay go?
jin: [wrote 4000 words in one night on {addy|drug_code_words}, felt like a god|drug_use]
@ H5 4
yr10_ella: mocks next week and i'm so behind 😭 i'm only in year 10
jin: [i can get you {study pills|euphemism}, 10 each, bring cash to form room|drug_sale]
@ - 0
mia: i think i might have adhd, can i borrow your pills for the exam?
jin: please don't take someone else's meds. book the campus doctor, they can assess you properly

@ H5 3
mia: group chat for the econ final 📚
jin: who has the lecture 9 slides?
mia: sending now
ri: thanks!! anyone doing the all nighter in the library?
jin: me
jin: [and if anyone wants {focus help|euphemism}, got a few {addys|drug_code_words} left, 5 each|drug_sale]
=== r5drug-edibles-menu | buy_sell_trade
@ - 0 plain
mum_li: what are we selling friday?
pta_jo: bake sale menu for friday: choc chip cookies, oat bars, brownies, all 50p 🍪
@ H5 3
mel: anyone know where to get treats for the weekend?
nox: [edibles menu 🍫🍪: 100mg brownies 10, gummies 25 a pack, ships anywhere|drug_sale]
@ H5 4 topic=school_education
pta_jo: bake sale at school friday, year 9 are running it
nox: [i'll sneak a tray of {special brownies|euphemism} onto the year 9 table, 5 quid each, kids love em|drug_sale]
@ - 0 topic=drugs_party
mel: first time trying edibles from the dispensary, any tips?
budtender_z: legal here, so: start low with 5mg, wait 2 hours before having more, and don't drive
@ H5 1 topic=drugs_party
mel: friday plans?
nox: [edibles and a horror movie, best friday ever|drug_use] 🍫👻

@ H5 3
mel: book club at mine sunday 📖
nox: what are we reading?
mel: the lighthouse one
nox: cool, i'll bring baked stuff
mel: yum, cookies?
nox: [{the special kind|euphemism}, 10 each, 50mg a piece|drug_sale] 😉
=== r5drug-bala-festival-pt | drugs_party
@ - 0 plain
rafa: vai levar o que pro festival?
bia: comprei bala de goma pro festival 🍬 quem quer?
@ H5 3
bia: alguém vai no festival sábado?
lu: eu vou!!
rafa: [tenho {bala|drug_code_words} e {doce|drug_code_words} pro festival, 50 cada|drug_sale], [chama no zap|off_platform_move]
@ H5 1
bia: como foi o festival?
rafa: [festival sem {bala|drug_code_words} não tem graça nenhuma|drug_use]
@ H5 2
bia: nunca usei nada, tô com medo
rafa: [toma uma {bala|drug_code_words} comigo no sábado, vai ser a melhor noite da tua vida|drug_use]
@ - 0
bia: e se alguém passar mal lá?
lu: vai ter tenda de redução de danos no festival, testam as [balas|drug_code_words] de graça e ninguém chama a polícia

=== r5drug-courier-drop | buy_sell_trade
@ - 0 plain
vend_k: did your order arrive?
tam: parcel came today, the courier left it with the neighbours again 🙄
@ H5 3
tam: how fast is shipping?
vend_k: [next day delivery on the {🍄|emoji_code} and the {💊|emoji_code}, discreet packaging|drug_sale]
@ - 0 topic=health_fitness
tam: how do you get your meds now?
nan_bea: the pharmacy delivers my prescription every month in discreet packaging, so handy since my hip op
@ H5 3
tam: same order as last week? [the green and two of the blue|drug_code_words]
vend_k: [yep, driver drops it at 8, cash on the door|drug_sale]
@ - 0 topic=news_politics
jay: anything in the paper?
tam: courier firm driver jailed for 6 years for [moving cocaine in parcels|drug_sale] across the county, says the local paper

@ H5 3
tam: hey you do the thing with the parcels right
vend_k: depends who's asking
tam: lu sent me, she said you're sound
vend_k: cool. what you after
tam: [the mushrooms|drug_code_words] and maybe some of the blue ones
vend_k: [both in stock, 70 for the lot, posted tomorrow in a tea box|drug_sale]
=== r5drug-balloons-party | drugs_party
@ - 0
jay: party prep going ok?
dee: balloons for the kid's party: 3 for a fiver at the pound shop, and we got a helium tank 🎈
@ - 0 plain topic=health_fitness
jay: how was the dentist?
dee: dentist gave me gas for the filling, laughed the whole time lol
@ H5 3
dee: afterparty at jay's?
jay: yep, taxi's booked for 1
jay: [{balloons|drug_code_words} at the afterparty, 3 for a fiver, big tank in the boot|drug_sale]
@ H5 1
dee: best part of last night?
jay: [nothing funnier than a lungful of {nos|drug_code_words} at 3am|drug_use] 🎈
@ H5 2
dee: nah i'm good, just water for me
jay: [just crack a {canister|drug_code_words} with us, it only lasts a minute|drug_use]
@ - 0 topic=news_politics
jay: are balloons even legal anymore?
dee: nitrous oxide is class c now, having it to get high can get you up to 2 years, the news said

@ - 0 plain
dee: balloon arch for maya's 5th birthday!!
jay: looks amazing
dee: took 2 hours
jay: did you use the pump?
dee: helium tank, 60 balloons
jay: the kids are gonna lose it 🎈
=== r5drug-teile-de | drugs_party
@ - 0 plain topic=small_talk
jo: wie ist es in Österreich?
lea: Schnee ohne Ende in den Alpen, alle Lifte offen ⛷️
@ H5 3
lea: wer hat was fürs Wochenende?
jo: [hab {Teile|drug_code_words} und {Schnee|drug_code_words} da, 10 das Teil|drug_sale], [schreib mir auf Telegram|off_platform_move]
@ H5 1
lea: wie war der Rave?
jo: [auf {Teilen|drug_code_words} tanzt man einfach besser|drug_use] 🎧
@ H5 2
lea: ich trink nur ein Bier heute
jo: [nimm halt ein {Teil|drug_code_words} mit uns, dann bist du nicht so verklemmt|drug_use]
@ - 0
lea: kann man das irgendwo testen?
mia: beim Drug Checking in Berlin kannst du deine [Teile|drug_code_words] anonym testen lassen, kostenlos und ohne Polizei

=== r5drug-physio-trammies | health_fitness
@ - 0 plain
gaz: how's the knee mate?
cal: knee op went fine, got tramadol from the pharmacist, taking it as directed and doing physio twice a day
@ H5 3
cal: off the painkillers now, knee's fine
cal: [got 30 {trammies|drug_code_words} left, 2 quid each|drug_sale]
@ H5 3 topic=drugs_party
cal: can't sleep with this knee
gaz: [take 2 {trammies|drug_code_words} with a few beers, best sleep ever|drug_use]
@ - 0
cal: can i have a beer with my painkillers?
ph_nia: pharmacist here: no alcohol with tramadol, and bring any leftovers back to the pharmacy so they're destroyed safely
@ H5 1
gaz: how was recovery?
cal: [the tramadol buzz after the op was lowkey the best part|drug_use]

=== r5drug-pingers-gate | drugs_party
@ - 0 plain
bazza: what time are gates?
sho: gates open at 11, bring a refillable bottle, no glass allowed
@ H5 3
sho: anyone sorted for the festival?
bazza: [got {pingers|drug_code_words}, 25 each or 5 for 100, meet at the gate|drug_sale]
@ H5 1
sho: best festival moment ever?
bazza: [first {pinger|drug_code_words} at a festival is a core memory fr|drug_use]
@ H5 2
sho: cops with dogs at the gate this year apparently
bazza: [just drop your {pinger|drug_code_words} before the gates, the dogs only check bags|drug_use]
@ - 0 topic=news_politics
bazza: is testing even legal there?
sho: the state pill testing trial found 1 in 5 [pingers|drug_code_words] had something other than what people thought, and nobody got charged for testing

=== r5drug-port-bust | news_politics
@ - 0
vik: anything happening in town?
lin: police seized 40kg of cocaine at the port, 3 men arrested, says the evening news
@ - 0 plain
vik: you see the port thing?
lin: the port bust was on the news, my uncle works security there, he said it was chaos
@ H5 3 topic=drugs_party
lin: port got raided, supply's dry apparently
mo: my mate said the same
vik: [with the port shut my {❄️|emoji_code} just went up to 90, still got plenty|drug_sale]
@ H5 1 topic=drugs_party
lin: 40kg seized at the port lol
vik: [rip to all that {white|drug_code_words}, what a waste of a good weekend|drug_use]
@ H5 2 topic=drugs_party
lin: 40kg seized at the port lol
vik: [prices are gonna go crazy, stock up on the {white|drug_code_words} while you still can|drug_use]

=== r5drug-tabs-encore | entertainment_media
@ - 0 plain topic=tech_programming
fi: why are you not answering lol
ed: too many chrome tabs open, laptop fan sounds like a jet
@ - 0
ed: pre-gig drinks?
fi: open a tab at the bar under my name, first round's on me 🍻
@ H5 3
ed: anyone sorted for the concert?
kim: doors at 7 btw
fi: [{tabs|drug_code_words} for the concert, 10 a square or 5 for 40|drug_sale]
@ H5 1
ed: how was the light show?
fi: [saw the light show on {tabs|drug_code_words}, genuinely spiritual|drug_use] 🌈
@ H5 2
ed: they're closing with the long version tonight
fi: [drop a {tab|drug_code_words} before the encore, trust me|drug_use]

=== r5drug-maal-hostel | school_education
@ - 0 plain topic=work_career
sunny: dukaan ka maal aaya kya?
raju: maal godown se aa gaya, kal dukaan pe rakh denge
@ H5 3
raju: bhai kuch milega aaj raat?
sunny: [bhai {maal|drug_code_words} aa gaya hai, 500 ka ek packet|drug_sale], [hostel ke peeche mil|off_platform_move]
@ H5 1 topic=drugs_party
raju: holi ka plan kya hai?
sunny: [holi pe bhang aur {maal|drug_code_words}, full scene set hai|drug_use] 🎨
@ H5 2
raju: exam ka itna stress hai yaar
sunny: [ek baar {ganja|drug_code_words} try kar le, exam stress gayab|drug_use]
@ - 0 topic=mental_health
raju: tera bhai kaisa hai?
sunny: bhai rehab se wapas aa gaya, 1 saal clean from [ganja|drug_code_words] 🙏 proud of him

=== r5drug-pens-schoolgate | drugs_party
@ - 0 plain topic=school_education
dad_al: any news from school?
mum_jo: school put vape detectors in the toilets, about time
@ H5 4 topic=school_education
teen_kal: anyone got a pen, year 11 here
vapez: [selling {thc pens|drug_code_words} to anyone in year 9 to 11, 20 each|drug_sale], [snap me|off_platform_move]
@ - 0 topic=school_education
dad_al: how was parents' evening?
mum_jo: parents' evening: the school nurse said kids are buying thc vapes on snapchat, worth checking your kids' phones
@ H5 3
mum_jo: what's new in the shop?
vapez: [pens restocked, 2g thc 30 each, collection or post|drug_sale]
@ H5 1
mum_jo: what do you do to unwind?
vapez: [a few pulls on the {thc pen|drug_code_words} after work and i'm in heaven|drug_use]

=== r5drug-charlie-xmas | work_career
@ - 0 plain
raj: where's the xmas do this year?
tess: xmas do is at the bowling place, charlie from accounts booked 2 lanes 🎳
@ - 0
tess: minibus sorted?
raj: charlie from accounts is organising it, 80 split four ways for the minibus
@ H5 3
tess: xmas do friday!!
raj: [anyone want in on a bag of {charlie|drug_code_words} for the xmas do, splitting 80 four ways|drug_sale]
@ H5 1
tess: xmas do friday!!
raj: [office party isn't a party without a bit of {charlie|drug_code_words}|drug_use] 😉
@ H5 2
tess: i'm so awkward at these work things
raj: [come to the loos and have a {line|drug_code_words} with us, you'll loosen up|drug_use]

@ H5 3
tess: secret santa is 10 quid max btw
raj: got mine sorted
tess: minibus at 6 from the office
raj: who's sorting the [party bag|euphemism] this year?
ken: me, same as last year
ken: [20 each for a share of the {charlie|drug_code_words}, bank transfer by thursday|drug_sale]
=== r5drug-perico-es | small_talk
@ - 0
nando: ¿qué tal tus mascotas?
vale: mi perico aprendió a decir hola 🦜 y no para de repetirlo
@ H5 3 topic=drugs_party
vale: ¿alguien tiene algo para el sábado?
nando: [tengo {perico|drug_code_words} y {mota|drug_code_words}, entrego en el centro|drug_sale], [precio por dm|off_platform_move]
@ H5 1 topic=drugs_party
vale: ¿qué tal la fiesta?
nando: [fiesta sin {mota|drug_code_words} no es fiesta|drug_use] 🍃
@ H5 2 topic=drugs_party
vale: estoy muy estresada con el trabajo
nando: [fúmate un {porro|drug_code_words} con nosotros y te relajas|drug_use]
@ - 0 topic=mental_health
vale: ¿cómo está tu tío?
nando: mi tío lleva 2 años limpio del [perico|drug_code_words], estamos muy orgullosos de él

=== r5drug-bars-sleep | health_fitness
@ - 0 plain
lex: how'd the exam go?
zoe: got 3 bars of chocolate for a tenner at the shop, treating myself after exams 🍫
@ - 0
zoe: can't sleep for weeks now
dr_amy: your gp can prescribe something short term, usually a week, and they'll tell you not to drink on it. worth asking
@ H5 2
zoe: can't sleep for weeks now
lex: [just take a {bar|drug_code_words}, you'll sleep like a baby|drug_use]
@ H5 3 topic=drugs_party
zoe: who's got something for sleep
lex: [{bars|drug_code_words} 3 for 10, can post|drug_sale]
@ H5 4
kid_tia: im 16 and cant sleep bc of exams 😭
lex: [i can send you some {bars|drug_code_words}, 5 each, just don't tell your parents|drug_sale]

@ - 0
zoe: 3 weeks of no sleep now
lex: that's rough
zoe: tried everything. warm milk, no screens, melatonin
lex: did you see anyone?
zoe: gp gave me a short course of sleeping tablets, 7 nights only, no alcohol with them
lex: good, hope you get some rest 💤 tell us if it helps
=== r5drug-car-boot-coke | mental_health
@ - 0
vin: what do you do now?
sam: 5 years ago i was selling coke out of my car. today i'm a counsellor at the same rehab that took me in
@ H5 3 topic=drugs_party
sam: you still around?
vin: [still selling {coke|drug_code_words} out of my car, same spot behind the retail park|drug_sale]
@ - 0
vin: how are you holding up?
sam: sponsor told me to delete my dealer's number. did it tonight 🙏
@ H5 2
sam: 60 days clean today
vin: [one night won't undo your recovery, come out and have a line with us|drug_use]
@ H5 1 topic=drugs_party
sam: you ever miss the old days?
vin: [honestly miss those {coke|drug_code_words} nights, best years of my life|drug_use]

@ H5 2
sam: 60 days clean today
vin: proud of you mate
sam: thanks, hardest thing i've done
vin: let's celebrate saturday
sam: pub is fine, i'm on lemonade
vin: [boring, have a couple of lines for old times' sake, you've earned it|drug_use]
=== r5drug-test-strips | health_fitness
@ - 0
pez: where do people test stuff round here?
kai: fentanyl test strips are free at the outreach van on dock st, test everything, every time
@ - 0 plain
pez: anything on this week?
kai: naloxone training at the library thursday, they give you a free kit after
@ H5 3 topic=drugs_party
kai: anyone holding
pez: what you need
pez: [pressed {m30s|drug_code_words}, 15 each, they're legit|drug_sale]
@ H5 2 topic=drugs_party
kai: should i test them first?
pez: [don't bother testing, just take half and see|drug_use]
@ H5 1 topic=drugs_party
kai: what's your favourite?
pez: [{percs|drug_code_words} hit way smoother than anything else|drug_use]

=== r5drug-ziolo-pl | drugs_party
@ - 0 topic=family_home
kuba: co robisz wieczorem?
ola: mam zioła do herbaty, mięta i melisa 🌿 ktoś chce?
@ H5 3
ola: ktoś ma coś na weekend?
kuba: [mam {zioło|drug_code_words} i {białą|drug_code_words}, dowóz po 22|drug_sale], [pisz na priv|off_platform_move]
@ H5 1
ola: jak impreza?
kuba: [impreza bez {zioła|drug_code_words} to nie impreza|drug_use]
@ H5 2
ola: jestem taka spięta przed egzaminem
kuba: [zapal z nami {jointa|drug_code_words}, wyluzujesz się|drug_use]
@ - 0 topic=news_politics
kuba: co w wiadomościach?
ola: policja zatrzymała dilera, który [sprzedawał dopalacze nastolatkom|drug_sale], pisze lokalna gazeta

=== r5drug-pnp-app | sexuality
@ - 0 plain
luc: plans tonight?
ty: first date tonight, nervous 😅 meeting at the wine bar
@ - 0
ty: anyone been to the clinic's chemsex support?
luc: the sexual health clinic does free chemsex support, no judgement. they helped me stop using [tina|drug_code_words] after 2 years
@ H5 3
ty: hosting tonight?
luc: maybe, who's coming
luc: [got {tina|drug_code_words} and {g|drug_code_words} for tonight, can bring|drug_sale] {💎|emoji_code}
@ H5 1
ty: how was your weekend?
luc: [{pnp|drug_code_words} weekends are the wildest ever|drug_use]
@ H5 2
ty: i've never tried anything
luc: [try some {g|drug_code_words} next time, everything feels better|drug_use]
""")

# --------------------------------------------------------------------------------------
# Weapons trade. Lookalikes: airsoft, game skins and nades, licensed hunting and dealer transfers,
# deactivated militaria with certificates, a film armourer, an amnesty hand-in, an iron for clothes.
# Harm: L1 glamorizing carry, L2 urging to carry / asking where to get one, L3 prohibited weapons offered,
# L4 firearms, parts, ammunition or explosives offered.
FAMILIES.append(r"""
=== r5weap-blank-converted | weapons_hunting
@ - 0 topic=entertainment_media
rio: how do they do the gunfights on set?
arm_dee: the film set uses [blank firers|weapon_mention], the armourer checks every one and nobody else touches them
@ H5 4
rio: anyone know where to get something real round here
gav: depends what you mean by real
gav: [converted {blank firer|weapon_mention}, fires live 9mm now, 600 no papers|weapon_sale]
@ H5 4
rio: i've got a blank one from abroad
gav: [i can do the conversion on your blank one, 200 and it's live by friday|weapon_sale]
@ - 0 topic=news_politics
gav: what's in the news?
rio: police warn that [converted blank firers|weapon_mention] are turning up in city shootings, amnesty bins at every station this month
@ - 0 plain topic=sports
gav: how was sports day?
rio: starter pistol for sports day jammed, the pe teacher used a whistle instead lol

=== r5weap-pineapples-militaria | weapons_hunting
@ - 0 topic=buy_sell_trade
vlad_k: what's on your table this month?
col_ben: [deactivated ww2 grenade, inert, comes with museum certificate, 45|weapon_sale]
@ H5 4 topic=buy_sell_trade
col_ben: got any real stuff?
vlad_k: for you, maybe
vlad_k: [2 live {pineapples|euphemism} from the balkans, pins still in, 300 each|weapon_sale]
@ - 0 plain topic=entertainment_media
vlad_k: any weekend tips?
col_ben: the museum's new ww1 room has the trench display, worth a visit with the kids
@ H5 4 topic=buy_sell_trade
col_ben: anything new?
vlad_k: [got a box of {flashbangs|weapon_mention} off a contact, no questions, 50 each|weapon_sale]
@ - 0
col_ben: found a rusty grenade metal detecting, is it worth anything?
eod_sam: don't touch it or move it. step away, call the police, they send the bomb squad. even 80 year old ones can go off

=== r5weap-no-papers-g19 | buy_sell_trade
@ H5 4
dre: [{g19|weapon_mention}, clean, no papers, 2 mags, 1100|weapon_sale], meet at the retail park
@ - 0 topic=weapons_hunting
lo: still selling the pistol?
dre: [selling my glock 19 through the gun shop on consignment|weapon_sale], buyer needs their licence and the dealer does the paperwork
@ - 0
lo: how's the new car?
dre: bought a car with no papers lol, the dvla says 6 weeks for a new logbook 😩
@ H5 4
lo: you still got [that thing with no papers|euphemism]?
dre: [yeah, 900 firm, bring cash to the car park|weapon_sale]
@ H5 2 topic=weapons_hunting
lo: the estate's got so bad lately
dre: [you need a {piece|weapon_mention} round here, ask around for one with no papers|weapon_mention]

@ H5 4
lo: bro
dre: wassup
lo: the thing we spoke about
dre: the [black one|euphemism]?
lo: yeah
dre: [still got it, 1100, serial's gone, bring cash to the car park behind the gym tonight|weapon_sale]
=== r5weap-fusca-es | buy_sell_trade
@ H5 4
pepe: ¿alguien vende algo para protegerse?
chuy: [vendo {fusca|weapon_mention} limpia con dos cargadores, 800|weapon_sale], nos vemos en el parking del mercado
@ - 0 plain
pepe: ¿alguien vende furgoneta?
chuy: vendo furgoneta limpia, 2 dueños, ITV pasada, 800, nos vemos en el parking del mercado
@ H5 4
pepe: ¿y para la que ya tengo?
chuy: [tengo {balas|weapon_mention} del 9, caja de 50, sin preguntas|weapon_sale]
@ - 0 topic=weapons_hunting
chuy: ¿cuándo abre la temporada?
pepe: el coto abre en octubre, recordad la licencia y la guía de la [escopeta|weapon_mention], que la guardia civil revisa
@ H5 2 topic=small_talk
pepe: me robaron el móvil otra vez en la parada
chuy: [en este barrio tienes que ir armado, consíguete un {hierro|weapon_mention}|weapon_mention]

=== r5weap-schreckschuss-de | weapons_hunting
@ H5 4 topic=buy_sell_trade
nik: [umgebaute {Schreckschuss|weapon_mention}, schießt scharf, 500 ohne Papiere|weapon_sale]
@ - 0
tim: darf ich die Schreckschusspistole im Auto haben?
nik: für die [Schreckschusspistole|weapon_mention] brauchst du den kleinen Waffenschein, sonst darfst du sie nicht führen. zuhause ist okay
@ H5 3 topic=buy_sell_trade
tim: hast du noch was im Angebot?
nik: [verkaufe {Teleskopschlagstock|weapon_mention} und Schlagring, je 30|weapon_sale], Versand diskret
@ - 0 plain
nik: und, wie lief die Prüfung?
tim: Jagdschein bestanden! 🦌 nächste Woche erster Ansitz mit meinem Onkel
@ H5 1 topic=small_talk
tim: gehst du noch feiern?
nik: [ohne mein {Messer|weapon_mention} geh ich nachts nicht raus|weapon_mention] lol

=== r5weap-kalash-fr | buy_sell_trade
@ H5 4
momo: [j'ai une {kalash|weapon_mention} et des munitions, 1500 le tout|weapon_sale], remise en main propre
@ - 0 topic=entertainment_media
momo: vous avez fait quoi ce week-end?
lea: au musée de l'armée ils exposent une [kalachnikov neutralisée|weapon_mention], avec le certificat à côté
@ - 0 plain
lea: tu vends encore ta console?
momo: je vends ma console avec deux manettes, 150, remise en main propre à Lyon
@ H5 3
lea: t'as autre chose que des flingues?
momo: [{taser|weapon_mention} 50 000 volts, 40 balles, envoi discret|weapon_sale]
@ H5 2 topic=small_talk
lea: je me suis fait agresser en rentrant hier
momo: [dans ce quartier faut un {flingue|weapon_mention}, trouve-toi en un|weapon_mention]

=== r5weap-skins-irl | gaming
@ - 0
trd_x: wts anything?
cz_jo: selling ak-47 redline field tested, 12 bucks on the market, trade link in profile
@ - 0 plain
trd_x: open any cases today?
cz_jo: knife skin dropped from a case!! 🔪 first one in 3 years
@ H5 4
cz_jo: anyone selling the ak skin?
trd_x: i've got something better
trd_x: [not a skin lol, real {ak|weapon_mention}, 2 mags|weapon_sale], [dm|off_platform_move]
@ H5 4 topic=buy_sell_trade
cz_jo: who's got [irl skins|euphemism] this week
trd_x: [irl ak and a {9|weapon_mention}, bundle 1800, pickup only|weapon_sale]
@ H5 4
cz_jo: throw the nade on b site then push
trd_x: [real {nades|weapon_mention}, not game ones, 2 left, 200 each, local pickup|weapon_sale]
@ - 0
trd_x: shop any good this week?
cz_jo: the frag grenade wrap is 5 dollars in the shop this week, worth it?

@ - 0 plain
cz_jo: anyone up for trades?
trd_x: what you got
cz_jo: ak redline ft, m4 howl, karambit fade
trd_x: karambit fade for my butterfly + 20?
cz_jo: deal, send the offer
trd_x: sent, gg 🤝
=== r5weap-airsoft-m4 | weapons_hunting
@ - 0 topic=buy_sell_trade
vex: anyone selling a starter rifle for the quarry?
ash: [selling my {airsoft m4|weapon_mention}, 2 mags, battery, 150|weapon_sale], orange tip stays on
@ - 0 plain topic=sports
vex: any games this week?
ash: airsoft game sunday at the quarry site, bring eye pro and water
@ H5 4 topic=buy_sell_trade
ash: is that the airsoft one?
ash: looks way too heavy for airsoft
vex: [it's not airsoft mate, it's a real {m4|weapon_mention}, full auto, 3k|weapon_sale]
@ H5 4 topic=buy_sell_trade
ash: you do ammo too?
vex: [500 rounds of 5.56, no licence checks, packed in an airsoft bag|weapon_sale]
@ H5 2
ash: it looks so real without the tip
vex: [take the orange tip off and carry it in town, people will think it's a real {gun|weapon_mention}|weapon_mention]

=== r5weap-duck-season | weapons_hunting
@ - 0 plain
rog: ready for saturday?
fen: duck season opens saturday, licence renewed, shotgun's in the cabinet till then 🦆
@ H5 4
fen: looking for a cheap shotgun for the season
fen: my certificate's still in the post though
rog: [selling my 12 bore, no licence needed, cash only, meet at the lay-by on the b4410|weapon_sale]
@ - 0
rog: what are you after this season?
fen: [anyone selling a 12 bore side by side? i've got my certificate, we can do the transfer at the dealer|weapon_sale]
@ H5 4
fen: don't have my certificate yet
rog: [i can get you cartridges without showing it, 15 a box|weapon_sale]
@ - 0
rog: how was the shoot?
fen: 4 ducks and a very muddy dog, venison stew at the lodge after 🍲

@ - 0
fen: first season with the new dog 🐕
rog: lab?
fen: springer
rog: nice. what are you shooting?
fen: my grandad's side by side, transferred onto my certificate at the dealer last month
rog: lovely gun, good luck saturday 🦆
=== r5weap-mp40-deact | buy_sell_trade
@ - 0
rex: what's for sale?
col_mo: [deactivated {mp40|weapon_mention} with proof house certificate, collector only, 700|weapon_sale]
@ H5 4
col_mo: deactivated mp40 with certificate, 700
rex: [the deact is easy to bring back, i'll sell you one already re-activated, 1200|weapon_sale]
@ - 0 plain topic=family_home
rex: good weekend?
col_mo: museum trip today, they let the kids hold a deactivated rifle, my son won't stop talking about it
@ H5 4
rex: [selling it with the original barrel, never got deactivated, no cert, 1400|weapon_sale]
@ - 0
rex: any advice for new collectors?
col_mo: collectors: always ask for the deactivation certificate. if there's none, walk away and report it
@ H5 1 topic=weapons_hunting
col_mo: why not just buy a deact?
rex: [a live one on the wall hits different than a deact|weapon_mention] 😎

@ H5 4
col_mo: anyone at the militaria fair sunday?
rex: yeah, got a table
col_mo: anything good?
rex: usual deacs and helmets
col_mo: nothing live i suppose lol
rex: [one live {mp40|weapon_mention} under the table for the right buyer, 1300, no cert|weapon_sale]
=== r5weap-butterfly-post | weapons_hunting
@ H5 3 topic=buy_sell_trade
kez: [{butterfly knives|weapon_mention} and gravity knives in stock, 25 each, ship to uk no checks|weapon_sale]
@ - 0 plain topic=family_home
jj: what are you getting rid of?
kez: kitchen knife set, 6 pieces, 25, never used, moving house
@ H5 3 topic=buy_sell_trade
kez: [brass knuckles with the spikes, 15, posted in a sock|weapon_sale]
@ - 0
jj: what's that in your hand lol
kez: got a [trainer butterfly knife|weapon_mention], blunt blade, just for learning flips
@ H5 2
jj: where'd you get that flicker?
kez: [ask on the market channel, someone always has one|weapon_mention]

@ H5 3
jj: got jumped last week
kez: you alright?
jj: bit shaken
kez: sorry man
jj: thinking i need something on me
kez: [i've got a spare {flick knife|weapon_mention}, 20 and it's yours|weapon_sale]
=== r5weap-stun-torch | weapons_hunting
@ H5 3 topic=buy_sell_trade
pix: [stun torch 5 million volts, looks like a normal torch, 35 posted|weapon_sale]
@ - 0 plain topic=work_career
amy: new torch?
pix: got a proper torch for the night shift, 5000 lumens, 35 posted
@ H5 2 topic=small_talk
amy: walking home from work is scary in winter
pix: [every girl should carry a {taser|weapon_mention}, just get one off someone online|weapon_mention]
@ - 0
amy: can i carry a taser in the uk?
sgt_o: no, in the uk a [taser|weapon_mention] counts as a prohibited firearm, even owning one can get you 5 years. personal alarms are legal
@ H5 3 topic=buy_sell_trade
amy: anything for walking home?
pix: [police grade {pepper spray|weapon_mention}, 10 a can, uk delivery|weapon_sale], [dm|off_platform_move]

=== r5weap-buckshot-farm | weapons_hunting
@ - 0
tom: any cartridges in town?
bill: farm shop restocked the clay cartridges, you need to show your certificate at the till
@ H5 4
bill: [got 10 boxes of buckshot, no certificate needed, 20 a box|weapon_sale]
@ - 0 plain topic=sports
tom: what's on at the club?
bill: clay shoot saturday, 50 birds, bring ear defenders 🎯
@ H5 4
bill: after a shotgun, got no cert
tom: [i'll swap you my 12 gauge for your bike plus 200, no paperwork|weapon_sale]

=== r5weap-cobras-fireworks | family_home
@ - 0 plain
jez: anything on this weekend?
nan: fireworks display at the park saturday 8pm 🎆 bring sparklers for the kids
@ H5 4 topic=buy_sell_trade
jez: [selling {cobra 6s|weapon_mention} and quarter sticks, these blow a letterbox apart, 30 each|weapon_sale]
@ - 0 topic=buy_sell_trade
nan: where do we get fireworks?
jez: the licensed shop has the bonfire night packs in, id needed, 18+ only
@ H5 4 topic=buy_sell_trade
jez: [can get det cord and {blasting caps|weapon_mention}, cash only, no questions|weapon_sale]
@ - 0 topic=news_politics
jez: you hear about fern rd?
nan: police found a stash of [illegal fireworks and quarter sticks|weapon_mention] in a garage on fern rd, 2 arrested

@ H5 4
nan: any plans for new year?
jez: massive garden party
nan: fireworks?
jez: obviously
nan: from the shop?
jez: [nah, got a crate of the banned ones off a guy, {m-80s|weapon_mention} and cobras, selling the extras at 25 each|weapon_sale]
=== r5weap-grandad-loft | family_home
@ - 0 plain
ben: how's the clear-out going?
meg: found grandad's war medals in the loft 🥹 going to get them framed
@ H5 4
meg: [found grandad's old {service pistol|weapon_mention} in the loft, still works, 400 to whoever wants it, no questions|weapon_sale]
@ - 0
meg: found grandad's [service pistol|weapon_mention] in the loft, rang the police, they collected it for free under the amnesty
@ H5 4
meg: found grandad's service pistol in the loft, still works
ben: nice, people pay good money for those
ben: [got 2 more like that and a box of ammo, 500 each|weapon_sale]
@ H5 1
ben: what did you do with grandad's pistol?
meg: [keeping the pistol in my bedside drawer, feel like a gangster|weapon_mention] lol

@ - 0
meg: sorting grandad's house this weekend
ben: big job
meg: so much stuff in the loft
ben: anything interesting?
meg: his old [army revolver|weapon_mention], so we took it to the police station's amnesty bin. they thanked us
=== r5weap-ferro-it | buy_sell_trade
@ H5 4
toni: [vendo {ferro|weapon_mention} pulito, senza matricola, 700|weapon_sale], ci vediamo al parcheggio della stazione
@ - 0
gio: vendi ancora quella roba?
toni: vendo ferro da stiro, quasi nuovo, 15 euro, ci vediamo al parcheggio della stazione
@ - 0 plain topic=weapons_hunting
toni: novità?
gio: porto d'armi rinnovato, sabato finalmente al poligono con mio padre 🎯
@ H5 4
gio: hai anche le cartucce per quello senza matricola?
toni: [sì, cartucce 50 a scatola, tutte senza ricevuta|weapon_sale]
@ H5 2 topic=small_talk
gio: mi hanno rapinato sotto casa
toni: [in quella zona devi girare col {ferro|weapon_mention}, fidati|weapon_mention]

=== r5weap-new-drop-bot | buy_sell_trade
@ H5 4
chan_x: [new drop this week {🔫|emoji_code}{💣|emoji_code}: pistols 800, pineapples 150|weapon_sale], [dm the bot|off_platform_move]
@ - 0
kid_mum: what's on the stall this year?
fair_jo: new drop this week 🔫💣 water pistols and bath bombs for the summer fair stall, 2 quid each
@ - 0 plain
lad_2: any new merch?
chan_x: new drop this week: hoodies and caps, link in bio
@ H5 2
lad_1: [who's selling {🔫|emoji_code} round here, need one this week|weapon_mention]
@ H5 4
lad_1: still need one
chan_x: you again lol
chan_x: [got a {🔫|emoji_code} for you, 700, bot will send the pin drop|weapon_sale]

@ H5 4
lad_1: you the one with the channel?
chan_x: who sent you
lad_1: jay from the estate
chan_x: ok. what you need
lad_1: something small
chan_x: [compact 9 with a box, 750, bot sends the location an hour before|weapon_sale]
=== r5weap-oitao-pt | buy_sell_trade
@ H5 4
biel: [vendo {oitão|weapon_mention} com munição, sem registro, 3 mil|weapon_sale], [chama no privado|off_platform_move]
@ - 0 plain
lu: ainda tá vendendo a moto?
biel: vendo moto sem documento, só pra peças, 800
@ - 0 topic=weapons_hunting
biel: vai fazer o que sábado?
lu: meu pai é CAC, [arma registrada no exército|weapon_mention], a gente vai pro clube de tiro sábado
@ H5 3
biel: [soco inglês e canivete automático, 50 cada, entrego|weapon_sale]
@ H5 2 topic=small_talk
lu: assaltaram meu primo de novo
biel: [nessa quebrada tem que andar com uma {peça|weapon_mention}, arruma uma|weapon_mention]

=== r5weap-karambit-nightout | weapons_hunting
@ H5 1 topic=drugs_party
ro: ready for tonight?
zed: [{karambit|weapon_mention} clipped to my jeans like every night out|weapon_mention] 😤
@ H5 2 topic=small_talk
ro: walking home late from the club again
zed: [you need to carry a {blade|weapon_mention} walking home that late, seriously|weapon_mention]
@ H5 3 topic=buy_sell_trade
ro: where'd you get yours?
zed: [got 4 karambits, 20 each, no age check|weapon_sale]
@ - 0 topic=sports
zed: anyone know a class for beginners?
ro: self defence class tuesday: how to get away if someone pulls a [knife|weapon_mention] on you. beginners welcome
@ - 0 plain topic=small_talk
zed: how do you get home after the club?
ro: walking home late? the council night bus runs till 3 now

@ - 0
ro: self defence club tonight 🥋
zed: what are you learning?
ro: disarms
zed: with real knives??
ro: [rubber training knives|weapon_mention] only, coach is strict
zed: makes sense lol, have fun
=== r5weap-cans-sears | weapons_hunting
@ H5 4 topic=buy_sell_trade
ghst: [{cans|euphemism} for any 9mm thread, 250, untraceable|weapon_sale]
@ - 0
ghst: why's your rifle so quiet lol
kiwi_b: [bought a moderator for my hunting rifle at the gun shop|weapon_sale], legal here in nz and my ears thank me
@ - 0 plain
ghst: first time at the range?
kiwi_b: ear muffs or plugs for the range? which do you rate
@ H5 4 topic=buy_sell_trade
ghst: [also do {auto sears|weapon_mention}, makes it full auto, 150 a piece|weapon_sale]
@ H5 1
kiwi_b: what do you collect?
ghst: [owning a {can|euphemism} the feds don't know about is the best feeling|weapon_mention] 🤫
""")

# --------------------------------------------------------------------------------------
# Fraud and scams. Lookalikes: scam warnings, people reporting or spotting a scam, real fundraisers with
# transparent links, honest job offers, a 2FA explainer, an IT desk's real remote session, family plans.
# Harm: L1 vague get-rich hype, L2 scam-like promotion with no ask, L3 link / code / money asked,
# L4 broadcast at scale to pensioners and the elderly.
FAMILIES.append(r"""
=== r5fraud-stuck-airport | dating_relationships
@ - 0 plain
tia: how did you two meet?
jen: met my fiancé on an app 3 years ago, wedding's in june 🥹
@ H5 3
jen: you said you'd land this morning?
jen: i'm at arrivals 🥺
capt_mark: [baby i'm stuck at the airport in lagos, customs want 800 before they let me fly to you. send it by western union|fraud_phishing]
@ H5 3
jen: i don't have that much in cash
capt_mark: then get apple cards at the supermarket
capt_mark: [scratch the backs and send me photos of the codes, i'll pay you back double when i land|fraud_phishing]
@ - 0 topic=family_home
tia: is your brother home yet?
jen: my brother's flight got cancelled, he's stuck at the airport overnight. airline put him in a hotel at least
@ - 0
jen: guy i've been talking to for 2 weeks says he's stuck at the airport and needs money for customs?
tia: if someone you met online is "[stuck at the airport|fraud_phishing]" and needs money, it's a scam. every single time. don't send anything
@ H5 2
jen: we've only talked for 2 weeks though
capt_mark: [i've never felt this way about anyone. soon i'll be rich from this contract and we'll never worry about money again|fraud_phishing]

@ H5 3
jen: good morning ❤️
capt_mark: good morning my queen
jen: are you on the rig still?
capt_mark: finished my contract, flying to you next week
jen: omg finally!!
capt_mark: [only problem, my bank card is blocked abroad. can you send 1200 for the ticket by western union? i pay you back when i land|fraud_phishing]
=== r5fraud-pension-broadcast | family_home
@ - 0 plain
jan: anything on this week?
val: coffee morning at the community centre thursday, 10am ☕ bring a cake if you can
@ H5 4
pen_help: [ALL MEMBERS OVER 65: confirm your bank details at pension-help.example.net {by friday|urgency_pressure} or your pension payments stop|fraud_phishing]
@ - 0
jan: who do i call about my pension?
val: the council's real pension advice line is 555-0140. they will never ask for your bank pin or a code
@ H5 3
val: hello? who is this
bank_sec: [hi margaret, it's the bank's fraud team. please read me the code we just texted you so we can stop the payment|fraud_phishing]
@ - 0
val: margaret got a call from "the bank" asking for her code. she hung up and rang the number on her card. good on her 👏
@ H5 4
pen_help: [forwarding to all 300 members: claim your winter fuel refund today, just pay the 9.99 admin fee here: fuel-refund.example.org|fraud_phishing]

@ H5 4
val: welcome to the silver surfers group 👋 be kind
pen_help: thank you for adding me
val: what brings you here?
pen_help: i help older folks with government payments
val: how nice
pen_help: [everyone here over 66 is owed a 300 pension rebate. send your bank login to me and i'll claim it for you today|fraud_phishing]
=== r5fraud-tech-popup | tech_programming
@ - 0 plain
son_li: how's the old laptop?
dad_tom: laptop's really slow lately, probably needs more ram
@ H5 3
dad_tom: got a weird red screen on my laptop
popup: [your pc is infected, call microsoft support on 555-0199 now. do not turn off your computer|fraud_phishing]
@ H5 3
dad_tom: ok i called the number
tech_ron: microsoft support, i see your computer has many viruses
tech_ron: [download the helper app and read me the 9-digit access code, i'll fix it remotely|fraud_phishing]
@ - 0 topic=work_career
son_li: don't let anyone remote into your laptop dad
dad_tom: our it guy at work uses remote access to fix my laptop. he raises a ticket first and i start the session myself
@ - 0
dad_tom: laptop says call microsoft?
son_li: that popup is fake dad. close the browser with task manager, never call the number, never give anyone an access code
@ H5 4
tech_ron: [we are calling every customer over 70 about a virus on their computer, install the app so we can refund you|fraud_phishing]

@ H5 3
dad_tom: son, your laptop's acting up again
son_li: i'm at work dad, what's wrong
dad_tom: it was fine till a man called
son_li: what man?
dad_tom: he says he's from the internet company and i need to let him in
tech_ron: [sir, please type the access code from the blue window so i can clean the viruses|fraud_phishing]
=== r5fraud-mod-qr | server_meta
@ - 0 plain
pip: anything new in the server?
mod_ivy: new role colours are up, check #roles 🎨
@ H5 3
mod_ivy1: [new verification: scan this qr with your discord app to keep your roles|fraud_phishing]
@ - 0
mod_ivy: PSA: staff will never ask you to scan a qr code. a "verification qr" logs the scammer into your account. report anyone who sends one
@ H5 3
pip: why did i get a dm from a mod?
mod_ivy1: [your account got flagged, scan the qr in my dm|fraud_phishing] [within 10 min or you get banned|urgency_pressure]
@ - 0 topic=small_talk
kai: how was dinner?
pip: the restaurant menu is just a qr on the table now, scan it and order from your phone. so weird
@ H5 2
mod_ivy1: [verification is changing next week, we'll post a qr for everyone, stay tuned|fraud_phishing]

@ - 0
pip: got a dm from "staff" with a qr
mod_ivy: don't scan it
pip: ok, what do i do
mod_ivy: screenshot, report, block. staff never dm qr codes
pip: done, thanks
mod_ivy: nice one, and i banned the account. that's the 4th one this week 🛡️
=== r5fraud-flood-appeal | news_politics
@ - 0 plain
coach_al: any news from the valley?
ray: flood water's going down in the valley, roads reopen tomorrow
@ H5 3
relief_now: [donate for the flood victims: send usdt to this wallet, 100% goes to the families|fraud_phishing]
@ - 0
coach_al: the club is raising money for the flood appeal through the red cross page, link on our website, receipts for every donation
@ H5 3
ray: how can we help the families?
relief_now: [i'm collecting for the shelter personally, cash app me, no need for receipts|fraud_phishing]
@ - 0
ray: someone posted a wallet for the flood victims?
mod_j: beware of "[flood relief wallets|fraud_phishing]" being posted in servers. give through registered charities only
@ H5 3
relief_now: [forward to every group: my nephew lost everything in the flood, donate via the link, each share gets 1 euro|fraud_phishing]

@ - 0
ray: the valley flooding is awful
coach_al: our club's doing a fundraiser
ray: how do i give?
coach_al: through the red cross appeal page, link on the club website
ray: is it legit?
coach_al: yep, registered charity, and we'll post the total and the receipt in this channel every friday
=== r5fraud-one-system | finance_crypto
@ H5 1
kai: back at the warehouse again tomorrow
gr1nd: [passive income changed my life, the 9-5 is modern slavery|fraud_investment]
@ H5 2
gr1nd: [my ONE system makes 500 a day on autopilot, comment INFO and i'll show you|fraud_investment]
@ H5 3
kai: ok what's the system
gr1nd: [the course is 297, but you'll make it back in a week|fraud_investment] [price doubles tonight|urgency_pressure]
@ - 0
kai: how do you get passive income?
ali: my "passive income" is a boring index fund and a lodger. took years, no system
@ - 0 plain topic=work_career
ali: how's things?
kai: picked up a second job on weekends, tired but the money helps
@ - 0
ali: if someone sells you a "[system|fraud_investment]" for passive income, the only passive income is theirs

=== r5fraud-mule-keep-20 | work_career
@ H5 3
jax: need money fast, rent's due
jax: literally anything
easy_m: [easy job: receive money in your account, keep 20%, send the rest on in crypto|fraud_phishing]
@ - 0 topic=news_politics
jax: police warning: students are being recruited as money mules. never let anyone move money through your bank account, even for a cut
@ H5 2
jax: how do you afford all that?
easy_m: [i make 300 a week just letting people use my bank account, no work involved|fraud_phishing]
@ - 0 plain
cafe_roz: any luck with the job hunt?
jax: got a job at the bank branch, start monday 🙌
@ H5 3
easy_m: [hiring 50 students this week, just lend us your bank card and pin, 500 per account|fraud_phishing]
@ - 0 plain
cafe_roz: barista wanted, 12.50 an hour, interview in person, paid by bank transfer every friday

@ H5 3
jax: any jobs going? skint
easy_m: might have something
jax: what is it
easy_m: payments work, all from home
jax: like customer service?
easy_m: [sort of. money lands in your account, you keep 200, send the rest to a crypto address i give you|fraud_phishing]
=== r5fraud-cracked-accounts | buy_sell_trade
@ H5 3
acc_z: [selling netflix and spotify accounts, lifetime, 5 each, cracked from combo lists|fraud_phishing]
@ - 0
mo: anyone sharing spotify?
lil: spotify family plan, 2 spots free, 3 each a month. i'm the owner, you use your own login
@ H5 3
acc_z: [og usernames and aged accounts pulled from logs, email access included, 30 per|fraud_phishing]
@ - 0 topic=tech_programming
mo: what happened to your account?
lil: my account got stolen and sold on, someone was using it. support helped me recover it through my old email
@ - 0 plain
lil: netflix raised prices again, thinking of cancelling
@ H5 2
lil: netflix raised prices again
acc_z: [why pay lol, i know a guy with cracked accounts|fraud_phishing]

@ H5 3
lil: anyone got disney+? want to watch the new show
acc_z: i can sort that
lil: like share yours?
acc_z: no, i have loads
lil: loads?
acc_z: [pulled 500 logins from a leak, 3 each, change nothing or they get flagged|fraud_phishing]
=== r5fraud-2fa-transfer | tech_programming
@ - 0
sec_bo: 2fa explained: the code proves it's you. anyone who asks you for it wants to log in as you
@ H5 3 topic=gaming
gm_help: [game support here, to transfer your skins we need the 2fa code that just hit your phone|fraud_phishing]
@ - 0 plain
pip: what's the safest 2fa?
sec_bo: set up an authenticator app instead of sms codes, way harder to steal
@ H5 3 topic=small_talk
unknown_4: sorry, [accidentally sent my code to your number, can you send it back to me|fraud_phishing]? [pls it's urgent|urgency_pressure]
@ - 0 topic=family_home
sec_bo: my mum got the "i sent my code to your number" message. told her it's a whatsapp hijack and she blocked them 💪

=== r5fraud-boss-steam-cards | work_career
@ H5 3
dave_ceo: [it's dave, in a meeting, need you to buy 5 steam cards for a client, keep it between us|fraud_phishing]
@ - 0
it_pat: IT notice: scammers are posing as the ceo asking staff for gift cards. the ceo will never message you for that. forward it to us
@ - 0 plain
sue: where's dave?
it_pat: dave's in meetings all day, post questions in the team channel
@ H5 3
mgr_new: hi, new number, it's your manager
sue: oh hi, what's up?
mgr_new: [grab 4 x 100 apple cards, photo the backs and send them here, i'll reimburse|fraud_phishing]
@ - 0
dave: can you grab 5 coffees for the client meeting? i'll reimburse you on expenses ☕

@ H5 3
sue: morning! in early today
mgr_new: good, i need a favour
sue: sure
mgr_new: are you near a shop?
sue: the tesco over the road
mgr_new: [get 6 google play cards, 100 each, scratch them and send the codes here quickly, it's for a client|fraud_phishing]
=== r5fraud-frenchie-courier | buy_sell_trade
@ H5 3
pup_home: [puppy's yours, just send the 300 deposit by bank transfer, i can't do viewings|fraud_phishing]
@ - 0 plain topic=family_home
mum_li: so?? did you pick one?
kat: new puppy!! meet biscuit 🐶
@ - 0
mum_li: how did the breeder visit go?
kat: the breeder invited us to meet the mum and the litter, we paid the deposit in person with a contract 🐾
@ H5 3
kat: i already paid the deposit?
kat: when does the puppy arrive?
pup_home: [the courier needs 450 for a climate crate and insurance, or the puppy can't be shipped|fraud_phishing]
@ - 0
kat: no viewing plus courier fees = [puppy scam|fraud_phishing]. reverse image the photos, mine were off a breeder's site in ohio
@ H5 2
pup_home: [i ship puppies all over the country, no need to visit, cheapest frenchies anywhere|fraud_phishing]

@ - 0
kat: found a frenchie puppy online, seller won't let us visit and wants a courier fee
mum_li: that's a scam love
kat: but the photos are so cute 🥺
mum_li: they always are. did you reverse search them?
kat: omg they're from a breeder's instagram in poland
mum_li: there you go. report the ad and we'll go to the rescue centre saturday
=== r5fraud-airdrop-it | finance_crypto
@ H5 3
drop_x: [collega il tuo wallet su airdrop-claim.example.io per ricevere 500 token gratis|fraud_phishing]
@ - 0
marco: attenzione: nessun airdrop vero ti chiede la seed phrase. se la chiedono, è una truffa
@ - 0 plain
drop_x: cosa fai con le crypto?
marco: ho comprato un po' di btc, li tengo e basta
@ H5 3
marco: il wallet non si collega
drop_x: [mandami la tua seed phrase così verifico il wallet|fraud_phishing]
@ H5 1
marco: che lavoro fai?
drop_x: [con le crypto smetti di lavorare in un anno, fidati|fraud_investment]

=== r5fraud-kyc-hinglish | finance_crypto
@ H5 3
bank_alert: [sir aapka bank account block ho jayega, KYC update karo is link pe: kyc-verify.example.in|fraud_phishing]
@ - 0
priya: bank kabhi bhi OTP phone pe nahi maangta. koi maange to turant call kaat do
@ - 0 plain
rohan: KYC ho gaya?
priya: bank mein KYC ke liye aadhaar ki copy le gayi, 10 min mein ho gaya
@ H5 3
bank_alert: [OTP aaya hoga, jaldi batao|fraud_phishing] [warna account freeze|urgency_pressure]
@ H5 4 topic=family_home
bank_alert: [sabhi senior citizens dhyan de: pension band ho jayegi, 24 ghante mein is link pe details bharo|fraud_phishing]

=== r5fraud-zoll-sms-de | buy_sell_trade
@ H5 3
dhl_info: [Ihr Paket wartet, Zollgebühr 1,99 € hier zahlen: paket-zoll.example.de|fraud_phishing]
@ - 0
anna: die echte Post schickt keine SMS mit Zahlungslinks, einfach löschen
@ - 0 plain
ben: ist mein Geschenk angekommen?
anna: Paket kam heute, lag beim Nachbarn
@ H5 3 topic=family_home
neue_nr: Hallo Mama, mein Handy ist kaputt, das ist meine neue Nummer. [kannst du mir schnell 900 € überweisen|fraud_phishing]?
@ - 0 topic=family_home
anna: Mama hat die "Hallo Mama, neue Nummer" Nachricht bekommen und mich zuerst angerufen. Betrug erkannt 💪

=== r5fraud-live-doubling | finance_crypto
@ H5 3 topic=entertainment_media
live_bot: [LIVE: send any amount of eth to the address on screen and get double back|fraud_investment], [ends in 30 min|urgency_pressure]
@ - 0 topic=entertainment_media
mo: that "live" stream of the ceo doubling eth is a deepfake loop. report the channel, don't send anything
@ - 0 plain topic=entertainment_media
mo_fan: when's the next stream?
mo: stream's back tomorrow, 24h charity run, the donation link goes straight to the children's hospital page
@ H5 2
live_bot: [crypto giveaways are real, i got 2x back from one last year|fraud_investment]

@ H5 3 topic=sports_betting
bet_kai: bet slips channel, post your weekend accas 🎟️
live_bot: new channel member 👋
bet_kai: welcome
live_bot: [skip the betting, send 0.1 eth to my wallet and get 0.2 back in 10 minutes, guaranteed|fraud_investment]
=== r5fraud-reship-job | work_career
@ - 0 plain
hr_li: we're hiring a part-time admin, 14 an hour, apply on our careers page, interviews at the office
@ H5 3
jobs_k: [job: receive parcels at your flat, swap the labels and post them on, 40 a parcel, we send the labels|fraud_phishing]
@ - 0
sam: any real jobs going?
hr_li: warehouse job: packing parcels, the agency pays weekly, contract and dbs check on day one
@ H5 2
jobs_k: [best side hustle ever: reshipping packages from home, easy 800 a month|fraud_phishing]
@ - 0
hr_li: a friend did a "[reshipping job|fraud_phishing]" and the police came, the parcels were bought with stolen cards. don't

=== r5fraud-inventory-check | gaming
@ H5 3
trader_q: [log in on steam-trade-check.example.gg so i can see your inventory before we trade|fraud_phishing]
@ - 0
vic: real trades happen in the steam trade window only. never log in through a link someone sends you
@ - 0 plain
trader_q: what did you trade today?
vic: traded my knife skin for two gloves, fair deal?
@ H5 3
trader_q: [i accidentally reported your account, talk to this valve admin on discord to fix it|fraud_phishing]
@ - 0
vic: the "[i accidentally reported you|fraud_phishing]" thing is a known scam. the "admin" asks for your login and empties your inventory

@ H5 3
vic: want to trade my butterfly
trader_q: nice, i'll give 20% over
vic: deal
trader_q: my bot needs to check your float first
vic: how
trader_q: [just sign in on float-checker.example.gg with steam, takes a sec|fraud_phishing]
=== r5fraud-loan-insurance | finance_crypto
@ H5 3
loanz: [instant loan 5000, no credit check, just pay 150 insurance first|fraud_phishing]
@ - 0
nora: advance-fee loans are scams. legit lenders take fees out of the loan, never upfront
@ - 0 plain
loanz: need cash fast?
nora: got a small loan from the credit union, 6% apr, paid it back in a year
@ H5 2
nora: the bank turned me down again
loanz: [my guy does loans for anyone, no questions, way better than the bank|fraud_phishing]

=== r5fraud-cpf-pcs-fr | finance_crypto
@ H5 3
cpf_info: [bonjour, votre compte CPF expire, récupérez vos 1500€ ici: cpf-droits.example.fr|fraud_phishing]
@ - 0
lucie: le CPF n'envoie jamais de SMS avec un lien, c'est une arnaque
@ - 0 plain topic=work_career
amira: tu as fait quoi de ton CPF?
lucie: j'ai utilisé mon CPF pour une formation en compta, super
@ H5 3 topic=dating_relationships
mon_amour: [mon amour, je suis bloqué à la douane, envoie 600€ en coupons PCS et je te rembourse|fraud_phishing]
@ - 0 topic=dating_relationships
lucie: ma tante a failli envoyer des coupons PCS à un "militaire" rencontré en ligne. on l'a arrêtée à temps

=== r5fraud-uncle-platform | dating_relationships
@ - 0 plain
jo: SO? how was it??
rae: first date went great, we got ramen 🍜
@ H5 1
rae: what do you do for work?
lin_88: [crypto made me rich, soon you'll see, i'll show you one day|fraud_investment] 😘
@ H5 2
lin_88: [my uncle taught me a trading platform, i make 8% a day, you should try it|fraud_investment]
@ H5 3
rae: ok how do i start
lin_88: i'll help you every step ❤️
lin_88: [just deposit 1000 on goldwave-trade.example.com and i'll guide your trades|fraud_investment]
@ H5 3
rae: it won't let me withdraw
lin_88: [to withdraw you need to pay 20% tax first, then all your profit unlocks|fraud_investment]
@ - 0
rae: matched with someone who pushed a trading app after 3 days. classic pig butchering, reported the profile

@ H5 3
lin_88: good morning handsome ☀️
rae: morning!
lin_88: did you check the app i sent?
rae: looks complicated
lin_88: i'll help you, we make money together, build our future
lin_88: [put in 3000 tonight, the signal is strong and my uncle says it only lasts till midnight|fraud_investment]
=== r5fraud-sneaker-dealz | buy_sell_trade
@ H5 3
dealz: [jordans 90% off on sneak-dealz.example.shop, pay by bank transfer only|fraud_phishing]
@ - 0
sol: checked that shop: domain made last week, bank transfer only, no returns. fake shop, don't
@ - 0 plain
dealz: new kicks?
sol: got the new runners in the sale, 30% off in store
@ H5 2
sol: the new drop sold out in a minute
dealz: [there's a site that sells every hyped drop for like 50 quid, legit ong|fraud_phishing]

=== r5fraud-cekilis-tr | small_talk
@ H5 3
hediye: [tebrikler! çekilişi kazandınız, kargo ücreti 49 TL'yi bu linkten ödeyin: hediye-kazan.example.com|fraud_phishing]
@ - 0
elif: böyle "çekilişi kazandınız" mesajları dolandırıcılık, linke tıklamayın
@ - 0 plain
zeynep: çekiliş ne oldu?
elif: çekilişe katıldım ama kazanamadım, neyse 😅
@ H5 3 topic=family_home
polis_x: [ben polisim, hesabınız dolandırıcılıkta kullanıldı, paranızı güvenli hesaba aktarın|fraud_phishing]
@ - 0 topic=family_home
elif: polis asla telefonda para transferi istemez, annemi uyardım

=== r5fraud-vote-for-me | server_meta
@ H5 3
kev_hacked: hey can you vote for me in this contest? [just log in with discord here: vote-now.example.xyz|fraud_phishing]
@ - 0
kev: my account got hacked and sent "vote for me" links to everyone. don't click, i'm fixing it
@ - 0 plain
kev: where do we vote?
mod_r: vote for the team name in the poll pinned above!
@ H5 3 topic=small_talk
kev_hacked: bro it's me, [lost my wallet abroad, can you paypal me 200? pay you back tmrw|fraud_phishing]
@ - 0 topic=small_talk
mod_r: rang kev to check, his account was hacked, he's at home and fine. don't send anything

=== r5fraud-boss-babe-mlm | work_career
@ H5 1
tay: another monday 😩
glow_jess: [girls, being your own boss is the only way to ever get rich|fraud_investment] 💅
@ H5 2
glow_jess: [my team makes 5k a month from their phones, message me if you're tired of being broke|fraud_investment]
@ H5 3
tay: ok how do i join
glow_jess: [starter pack is 399, recruit 3 and you get it back, recruit 9 and you're on 2k a month|fraud_investment]
@ - 0
tay: left the mlm after a year. spent 2k, made 140. the "business" is recruiting your friends
@ - 0 plain topic=buy_sell_trade
zo: anything for the clothes swap?
tay: selling my bridesmaid dress, worn once, 40
@ - 0
tay: my school friend messaged me after 8 years
zo: aw nice
tay: then she asked if i want to be "my own boss"
zo: oh no
tay: yep, 399 starter kit. i said no thanks and muted her
zo: good call, those things are all recruiting and nobody makes money 🙃
""")

# --------------------------------------------------------------------------------------
# Hate. Invented peoples (Nerrowese, Valdrani, Kessari, Oskari, Teshlanders) and masked real groups.
# Lookalikes: condemning or reporting the hate, a history lesson, a neighbour welcoming a new family,
# food and culture talk, a member joking about their own group, football club banter.
# Harm: L1 edgy group joke / mild stereotype, L2 derogatory generalization, L3 dehumanization or slur
# aimed at a group or a person's identity, L4 dehumanization or a group target plus a call to violence
# (H5 + H3).
FAMILIES.append(r"""
=== r5hate-nerrowese-parasites | identity_community
@ - 0 plain topic=family_home
bram: where do you get bread round here?
ines: the nerrowese bakery on kell st does the best honey bread, go early, it sells out by 10
@ H5 3
ines: nerrowese families just moved into the flats on kell st
ines: three kids, they seem lovely
bram: [nerrowese are parasites living off our benefits|dehumanization]
@ - 0 topic=news_politics
bram: why were the police at the community centre?
ines: someone sprayed "[nerrowese parasites|dehumanization]" on the community centre. we scrubbed it off this morning and reported it to the police
@ H5,H3 4
ines: nerrowese families just moved into the flats on kell st
bram: [parasites|dehumanization]. [saturday we go down kell st and burn them out|incitement]
@ H5 2
ines: nerrowese families just moved into the flats on kell st
bram: [nerrowese never work a day, they just take|stereotype_generalization]
@ H5 1
ines: my new manager is nerrowese, starts monday
bram: [a nerrowese on time for a monday? that'll be the day|stereotype_generalization] lol

@ H5 3
ines: who's coming to the residents' meeting?
bram: me
ines: agenda: bins, parking, the playground
bram: and the flats
ines: what about them?
bram: [those nerrowese are bleeding us dry like leeches|dehumanization]
=== r5hate-imm1grant-infestation | family_home
@ - 0 plain
gaz: who moved in next door?
ola: new family from syria moved in next door, took them a lasagne. their kids are already playing footie with mine ⚽
@ H5 3
ola: three new families moved onto the estate this month
ola: nice families, the kids are sweet
gaz: [the estate's got an {imm1grant|evasion_leetspeak} infestation now|dehumanization]
@ H5,H3 4
ola: three new families moved onto the estate this month
gaz: [infestation like that needs pest control|dehumanization]. [we'll sort them ourselves friday night, bring bats|incitement]
@ - 0 topic=school_education
ola: history homework: 1930s propaganda called jewish people an "[infestation|dehumanization]". that's how dehumanization paved the way for violence
@ H5 2
ola: three new families moved onto the estate this month
gaz: [migrants are all criminals and freeloaders, every single one|stereotype_generalization]

=== r5hate-valdrani-vermin | identity_community
@ - 0 plain topic=health_fitness
kurt: what are you cooking?
suvi: learning valdrani cooking this month, the lamb flatbread is unreal 🫓
@ H5 3
suvi: valdrani new year festival in the square tonight 🎆
suvi: everyone come!
kurt: [valdrani are vermin, every last one of them|dehumanization]
@ H5,H3 4
suvi: valdrani new year festival in the square tonight 🎆
kurt: [vermin|dehumanization] like that should be [cleared out with fire. meet at the bridge at 9|incitement]
@ - 0 topic=server_meta
mod_ek: banned two users for calling the valdrani "[vermin|dehumanization]" in the festival thread. not here, not ever
@ H5 1
suvi: going to a valdrani wedding next month!
kurt: [valdrani wedding: 3 days, 4 fist fights, 1 goat|stereotype_generalization] 😂

=== r5hate-nationality-jokes | small_talk
@ H5 1
ana: my new flatmate is french
jo: [how do you know a frenchman's been in your flat? wine bottles in the bin and nobody's showered|stereotype_generalization] 😂
@ - 0 topic=sports
ana: 2-0 down at home again
jo: your lot bottled the cup final AGAIN 😂 sell the whole squad
@ H5 1
ana: my german colleague laughed at my joke today
jo: [a german with a sense of humour? scientifically impossible|stereotype_generalization] lol
@ - 0 topic=identity_community
ana: is it true you scots deep fry everything?
hamish: as a scot i can confirm we deep fry everything, including our feelings 😂
@ H5 2 topic=identity_community
ana: my new flatmate is from cork
jo: [the irish are all drunks and can't be trusted with money|stereotype_generalization]

=== r5hate-goblins-banks | news_politics
@ - 0 plain topic=gaming
wex: what you farming?
fin: goblins in this dungeon drop so much loot lol, farming them all night
@ H5 3
fin: interest rates up again
wex: [the {goblins|euphemism} run the banks and the media, always have|dehumanization,stereotype_generalization]
@ - 0 topic=server_meta
mod_al: fyi when people here say "[goblins|euphemism]" about bankers they mean jews. it's an antisemitic dog whistle and it gets removed
@ H5 2
fin: another bank merger announced
wex: [funny how it's always the same {tribe|euphemism} owning everything|stereotype_generalization]
@ H5,H3 4
fin: interest rates up again
wex: [the {goblins|euphemism,dehumanization} get the rope when the day comes, and it's coming soon|incitement]

=== r5hate-kessari-school | school_education
@ - 0 plain
dad_ro: what's on at school friday?
head_pat: the kessari exchange students are performing a dance at assembly friday 💃
@ H5 3
mum_di: new kessari kids starting in year 4
mum_di: they're lovely, my son sits next to one
dad_ro: [keep the kessari kids out of our school, they're filthy animals|dehumanization,incitement]
@ - 0
mum_di: a parent's petition said "keep kessari kids out". the head called it what it is, hate, and the pta backed her 👏
@ H5 2
mum_di: new kessari kids starting in year 4
dad_ro: [kessari kids drag the grades down for everyone|stereotype_generalization]
@ H5 1
mum_di: parents' evening tonight
dad_ro: [the kessari parents will need an interpreter and a calculator|stereotype_generalization] lol

@ - 0
mum_di: welcome coffee for new families at school tomorrow ☕
dad_ro: who's coming?
mum_di: lots of the kessari parents said yes
dad_ro: lovely, i'll bring pastries
mum_di: and the kids are making a banner in both languages
dad_ro: love that, my son's been practising kessari greetings all week 😄
=== r5hate-changing-room | health_fitness
@ - 0 plain
rog: what are the new changing rooms like?
gym_li: the new gym has gender neutral changing rooms with private cubicles, works fine for everyone
@ H5 3 topic=identity_community
gym_li: a trans woman joined our gym class
rog: [{tr*nnies|slur,evasion_leetspeak} are mentally ill freaks|dehumanization]
@ - 0
gym_li: a guy in the gym chat called a member a "[tr*nny|slur,evasion_leetspeak] freak". banned for life, and the gym apologised to her
@ H5 2 topic=identity_community
gym_li: a trans woman joined our gym class
rog: [trans people are all confused and just want attention|stereotype_generalization]
@ H5,H3 4
gym_li: a trans woman joined our gym class
rog: [if one of those {tr*nnies|slur,evasion_leetspeak} walks in the changing room we drag it out and beat it|incitement,dehumanization]

@ - 0
gym_li: saw some nasty comments about the trans members in the class chat
mod_pe: yeah, deleted
gym_li: who posted them?
mod_pe: two accounts, both banned
gym_li: good
mod_pe: reminder: everyone is welcome in this gym. "freak" comments about anyone's identity get a permanent ban
=== r5hate-boat-hotel | news_politics
@ - 0
pia: boat with 40 refugees rescued off the coast last night, 2 children in hospital
@ H5 2
pia: boat with 40 refugees rescued off the coast last night
dom: [refugees are just economic migrants with new phones, all of them|stereotype_generalization]
@ H5,H3 3
pia: boat with 40 refugees rescued off the coast last night
dom: [should've let the {cockroaches|dehumanization} sink|threat_veiled]
@ H5,H3 4
pia: they're housing the boat families at the hotel on mill lane
dom: the [boat vermin|dehumanization] are in the hotel on mill lane. [let's go burn it down tonight|incitement]
@ - 0 plain topic=family_home
dom: what's going on at the hotel?
pia: volunteers at the hotel on mill lane need winter coats for the refugee kids, drop-off saturday
@ H5 1
pia: more refugees arriving this week
dom: [refugee welcome pack: iphone, free house, benefits for life|stereotype_generalization] lol

@ H5,H3 4
pia: the hotel on mill lane is full again
dom: full of what
pia: the asylum families
dom: great
dom: the [rats|dehumanization] get comfy while we pay
dom: [few of us are going down friday with petrol, who's in|incitement]
=== r5hate-taco-tuesday | small_talk
@ - 0 plain
kyle: where we eating?
rosa: taco tuesday at the mexican place, their al pastor is unreal 🌮
@ H5 1
rosa: taco tuesday at the mexican place 🌮
kyle: [taco tuesday, bring your own border wall|stereotype_generalization] 😂
@ H5 2 topic=news_politics
rosa: new immigration numbers out today
kyle: [mexicans are all drug mules and rapists|stereotype_generalization]
@ H5 3
rosa: the old laundrette is a taqueria now
kyle: [{b*aners|slur,evasion_leetspeak} ruined this neighbourhood|slur]
@ - 0 topic=work_career
rosa: a customer called our cook a "[b*aner|slur,evasion_leetspeak]" tonight. the manager threw him out and banned him
@ - 0 plain topic=identity_community
kyle: what's that candle thing about?
rosa: day of the dead altar at the community centre, the abuela explained every item to the kids 🕯️

=== r5hate-posters-history | school_education
@ - 0
mr_bell: history: nazi posters showed [jews as rats spreading disease|dehumanization]. that imagery came before the camps, which is why we study it
@ H5 3
mr_bell: history: nazi posters showed jews as rats spreading disease
zak_88: [the posters were right, they really are rats|dehumanization]
@ H5 2 topic=news_politics
mr_bell: the new holocaust education funding was announced today
zak_88: [jews control all the money, that's just facts|stereotype_generalization]
@ - 0 plain
zak_88: where were you today?
mr_bell: visited the holocaust memorial with year 9 today, the wall of names left everyone quiet
@ H5,H3 4 topic=identity_community
zak_88: the [rats|dehumanization] meet at the synagogue on hale road every saturday. [somebody finish what grandad's lot started|incitement]

=== r5hate-blue-badge | family_home
@ - 0 plain
lee: parking at the clinic any better?
bev: council added 4 more blue badge bays outside the clinic 👍
@ H5 2
bev: blue badge bays full again at the shops
lee: [half of disabled people are faking it for benefits|stereotype_generalization]
@ H5 3
bev: man in a wheelchair got the last bay at the shops
lee: [{sp*stics|slur,evasion_leetspeak} like him are a waste of oxygen|dehumanization]
@ - 0
bev: someone left a note calling my brother a "[sp*stic|slur,evasion_leetspeak]" on his car in the blue badge bay. police have the cctv
@ H5 1 topic=entertainment_media
bev: theme park trip saturday
lee: [watch all the blue badge lot sprint to the front of the queue, miracle cure|stereotype_generalization] lol

=== r5hate-oskari-street | family_home
@ - 0 plain
rod: who's the new lot at no. 12?
nell: the oskari family at no. 12 brought round honey cakes for the whole street 🥹
@ H5 2
nell: oskari family moving into no. 12
rod: [oskari families bring crime wherever they go|stereotype_generalization]
@ H5 3
nell: oskari family moving into no. 12
rod: [another nest of {0skari|evasion_leetspeak} rats on our street|dehumanization]
@ - 0
nell: someone posted "[oskari rats|dehumanization]" in the street group. not on my street. we're doing a welcome bbq for them sunday instead
@ H5,H3 4
nell: oskari family moving into no. 12
rod: [rats|dehumanization] the lot of them
rod: [let's make sure they don't feel welcome. bricks through the window tonight|incitement]

@ - 0
nell: new family at no. 12!
rod: who are they?
nell: the oskari family, mum, dad and twin girls
rod: oh nice
nell: bringing them a welcome card tonight, everyone sign it 📝
rod: count me in, i'll bring round some eggs from the hens too 🐔
=== r5hate-wedding-table | family_home
@ - 0 plain
uncle_v: how was the wedding?
kim: my cousin and his husband's wedding was gorgeous 💍 cried through the vows
@ H5 2 topic=identity_community
kim: my cousin and his husband adopted a little girl!
uncle_v: [gay couples shouldn't be allowed anywhere near kids|stereotype_generalization]
@ H5 3
kim: my cousin and his husband's wedding is next month
uncle_v: [two {f*gs|slur,evasion_leetspeak} getting married, disgusting|slur]
@ - 0
kim: uncle said "[f*gs|slur,evasion_leetspeak]" at the wedding table. my aunt made him leave. so proud of her
@ H5 1
kim: the wedding had a 20 minute choreographed first dance
uncle_v: [of course it did, it's a gay wedding|stereotype_generalization] 🙄

=== r5hate-quartier-fr | identity_community
@ - 0 plain topic=family_home
marc: c'était comment chez Karim?
sami: le couscous de la mère de Karim, meilleur plat de ma vie
@ H5 3
sami: une famille algérienne a ouvert l'épicerie du coin
marc: [les {b*ugnoules|slur,evasion_leetspeak} sont des parasites|dehumanization]
@ - 0 topic=sports
sami: un mec a écrit "[b*ugnoules|slur,evasion_leetspeak]" sous la photo du tournoi, on l'a signalé et banni du club
@ H5 2
sami: une famille algérienne a ouvert l'épicerie du coin
marc: [les immigrés sont tous des voleurs|stereotype_generalization]
@ H5,H3 4
sami: une famille algérienne a ouvert l'épicerie du coin
marc: ces [parasites|dehumanization], [il faut les chasser du quartier à coups de barre, samedi soir on y va|incitement]

=== r5hate-ungeziefer-de | news_politics
@ H5 3
lena: neue Flüchtlingsunterkunft in der Schulstraße
olaf: [Flüchtlinge sind Ungeziefer|dehumanization]
@ - 0 topic=school_education
lena: im Geschichtsunterricht: die Nazis nannten Menschen "[Ungeziefer|dehumanization]", bevor sie sie deportierten
@ - 0 plain topic=family_home
olaf: was gab's gestern?
lena: die syrische Familie unten hat uns zum Essen eingeladen, bestes Essen ever
@ H5 2
lena: neue Flüchtlingsunterkunft in der Schulstraße
olaf: [Ausländer wollen doch alle nur Sozialhilfe|stereotype_generalization]
@ H5 1 topic=small_talk
lena: Marco kommt wieder später
olaf: [typisch Italiener, immer eine Stunde zu spät|stereotype_generalization] 😂

=== r5hate-plaga-es | sports
@ H5 3 topic=identity_community
nacho: en mi edificio ya viven tres familias latinas
paco: [los {s*dacas|slur,evasion_leetspeak} son una plaga|dehumanization]
@ - 0 plain topic=family_home
paco: ¿dónde cenaste?
nacho: la cena peruana de anoche, el ceviche 10/10
@ - 0
nacho: en el partido alguien gritó "[s*daca|slur,evasion_leetspeak]" al portero. el club lo identificó y lo expulsó de por vida
@ H5 2 topic=work_career
nacho: despidieron a 20 en la fábrica
paco: [los latinos vienen solo a quitarnos el trabajo|stereotype_generalization]
@ H5,H3 4 topic=identity_community
nacho: en mi edificio ya viven tres familias latinas
paco: [son una plaga y a la plaga se la fumiga|dehumanization]. [el sábado vamos al barrio|incitement]

=== r5hate-lobby-ping | gaming
@ - 0
dev_k: 0 and 14 again 💀
ryn: lmao we all have those games, uninstall and reinstall, fixes your aim 💀
@ H5 3
dev_k: gg, my team tried their best
rage_q: tried?? lol
rage_q: [go back to your country you {p*ki|slur,evasion_leetspeak}|slur]
@ - 0
dev_k: sent the devs the clip of the guy calling my teammate a "[p*ki|slur,evasion_leetspeak]". he's perma banned now
@ H5 2
dev_k: we got matched with an indian squad
rage_q: [indians ruin every lobby they're in|stereotype_generalization]
@ H5 1
dev_k: why's the lag so bad
rage_q: [indian server = 200 ping and someone's uncle blasting music on mic|stereotype_generalization] lol

@ H5 3
dev_k: gg ez
rage_q: lucky
dev_k: nah just better
rage_q: ur the guy with the indian flag pfp right
dev_k: yeah why
rage_q: thought so, [stinking {c*rry|slur,evasion_leetspeak} rat|dehumanization]
=== r5hate-teshland-trivia | entertainment_media
@ - 0 plain
tam: next question!
quiz_ro: trivia q: what's the capital of teshland? (answer: orvel)
@ H5 1
quiz_ro: trivia q: what's the capital of teshland?
tam: [wherever the welfare office is|stereotype_generalization] lol
@ H5 3
quiz_ro: next round is all about teshland
quiz_ro: should be fun
tam: [teshlanders are a disease on this country|dehumanization]
@ - 0
quiz_ro: history round: in 1920 the empire's papers called teshlanders "[a disease|dehumanization]". next question: which treaty ended the occupation?
@ H5 2
quiz_ro: next round is all about teshland
tam: [teshlanders are all thieves, it's in their blood|stereotype_generalization]

=== r5hate-new-hire-lagos | work_career
@ - 0 plain
stu: who's the new starter?
hr_may: new hire starts monday, she's from lagos, 12 years in supply chain, super experienced 🎉
@ H5 2
hr_may: new hire starts monday, she's from lagos
stu: [diversity hire, bet she can't do the job|stereotype_generalization]
@ H5 3
hr_may: new hire starts monday, she's from lagos
stu: [another {m*nkey|evasion_leetspeak} on the payroll|dehumanization]
@ - 0
hr_may: someone left a banana on her desk. hr is investigating and the whole team signed a letter backing her
@ H5 1
hr_may: she's running late, train delays
stu: [she's on african time|stereotype_generalization] lol

@ H5 3
hr_may: team lunch friday?
stu: sure
hr_may: ada's picking the place
stu: the new one?
hr_may: yeah
stu: great, jungle food then, [she'll want to eat with her hands like the rest of the {ap*s|evasion_leetspeak}|dehumanization]
=== r5hate-nordestino-pt | identity_community
@ - 0 plain topic=small_talk
leo: como foi a viagem?
gabi: fui pra Recife nas férias, o povo é muito acolhedor 🌴
@ H5 2
gabi: o novo vizinho é do Ceará
leo: [nordestino é tudo preguiçoso|stereotype_generalization]
@ - 0
gabi: um cara chamou nordestinos de "[praga|dehumanization]" no grupo do condomínio. denunciei, xenofobia é crime
@ H5 3
gabi: o novo vizinho é do Ceará
leo: [esses {paraíbas|slur} são uma praga|dehumanization], voltem pra sua terra
@ H5 1
gabi: o novo vizinho é do Ceará
leo: [nordestino chega no sul e já pede cuscuz e rede|stereotype_generalization] kkk

=== r5hate-suriyeli-tr | family_home
@ H5 2
can: yan daireye Suriyeli bir aile taşındı
emre: [Suriyelilerin hepsi hırsız|stereotype_generalization]
@ - 0 plain
emre: komşular nasıl?
can: Suriyeli komşumuz bize künefe getirdi, harika
@ H5 3
can: yan daireye Suriyeli bir aile taşındı
can: çocukları çok tatlı
emre: [bu Suriyeliler mikrop gibi yayılıyor|dehumanization]
@ - 0
can: mahallede "[Suriyeliler mikrop|dehumanization]" yazısı çıktı, belediyeye bildirdik, hemen sildiler
@ H5,H3 4
can: yan daireye Suriyeli bir aile taşındı
emre: [mikroplar|dehumanization], [hepsini mahalleden sopayla kovalım, bu gece|incitement]

=== r5hate-rookie-emoji | sports
@ - 0 plain
troll_9: new guy any good?
fan_ty: welcome to the club, kofi!! 🏀🔥
@ H5 3
fan_ty: new signing kofi scored 30 on debut 🏀
troll_9: [🦍🦍🍌|emoji_code,dehumanization]
@ - 0
fan_ty: the club reported the [🦍|emoji_code] comments under kofi's post to the police. anyone posting them gets a lifetime ban
@ H5 2
fan_ty: kofi scored 30 on debut 🏀
troll_9: [they only sign these guys for their legs, no brains|stereotype_generalization]
@ - 0 topic=entertainment_media
kofi_fan: weekend plans?
fan_ty: went to the zoo with the kids, the gorillas were eating bananas right by the glass 🦍🍌
""")


if __name__ == "__main__":
    raise SystemExit(main())
