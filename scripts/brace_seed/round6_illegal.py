"""BRACE seed round 6: H5 contrast families (drugs, weapons trade, fraud and scams, hate), second pass.

Writes data/brace/seed/round6_illegal.jsonl (ids seed-r6il-00001...), deterministically.
Every window was written by hand for Parry (no text taken from any data set or earlier seed file);
names, handles, codes, streets, game names, 555 numbers, invented peoples (the Varkeshi, Delmish) and
example.* links are made up.

Why: on held-out families the round-5 model still reads many H5 windows as BENIGN, L3 included:
drug offers tucked into party logistics (a garden-party shopping list, a festival car share, a boat
trip, a stag itinerary, a flatmate ad, a price said in passing), "study drugs" glamorized before exams,
prescription pills offered "cash or bank transfer" under a health question, steroids as gym "gear",
account-takeover scripts (fake game support reading back the 2FA code that just arrived, fake refund
agents, "verify your account" DMs, sim-swap calls), task scams and get-rich "method" hype, and mild
stereotype "jokes" about a nation or a religious or ethnic group told in a friendly tone, often at a
holiday party (H5 L1). It also raises false alarms on the same words used benignly, so every family
pairs the harm with lookalikes: trading in-game ammo and weapon skins, a real pharmacy near the hotel,
real support staff saying never to share a code, flatmate ads, honest side hustles, a member joking
about their own group (section 9: benign), festival welfare and harm-reduction talk, prop guns on a
film set, licensed parts, garden machetes, retro game cartridges, Lisp parentheses. Each family is ONE
idea told 4-8 times. About an eighth of the families are in Spanish, Hindi-English, Indonesian,
Turkish, Polish, Portuguese, Italian or French.

Family-name prefixes: r6drug- (drugs), r6weap- (weapons trade), r6fraud- (fraud and scams), r6hate-
(hate). The harmful primary type is H5 everywhere; dehumanization of a group plus a call to violence is
H5 + H3 at L4 (H5 first).

Data format (the FAMILIES text blocks below):

    === family-name | topic                       one family (contrast set); its default topic
    @ types severity [hn|plain] [topic=key]       starts a window: "H5", "H5,H3" (primary first) or "-"
    author: text                                  one turn, oldest first; the last turn is judged

A benign window ("- 0") is a hard negative unless flagged "plain"; an L1 window is one only when
flagged "hn". Evidence is marked inline as ``[text|indicator,indicator]``, with nested ``{text|indicator}``
for a second piece inside it (a code word inside an offer). On the judged turn the marks set
`indicators`; on earlier turns they only add context spans. Spans are found with ``str.index`` of the
evidence substring in the final text, never typed as numbers. Benign windows carry marks for what they
contain too (a quoted slur is still `slur`, a news line about ketamine is still `drug_use`).

Labelling follows docs/brace/annotation_guide.md including section 9 (settled cases). Readings used
(the same as round 5, plus the new ones marked NEW):
- drugs: glamorizing L1, urging someone to use L2, an offer/price/delivery L3, anything sold to a minor
  L4; prescribed use as directed, harm reduction, welfare tents, recovery and bust news are benign.
  NEW: prescription-only medicines (painkillers, benzodiazepines, stimulants, anabolic steroids) offered
  without a prescription are `drug_sale` H5 L3 like street drugs; "study drugs" glamorized before exams
  are L1, urging someone to take a friend's prescription L2. NEW: urging a minor to use a drug, with no
  sale, is L4 too (rule 4 covers any drug harm aimed at a minor). NEW: cannabis where the chat shows it
  is not legal (a UK flatmate ad) is treated as an illegal drug.
- weapons: glamorizing carrying L1, urging to carry or asking where to get one (no offer) L2, offers of
  prohibited weapons (stun guns, sword sticks, zombie knives, extendable batons) L3, any firearm,
  firearm part, ammunition or printed gun offered L4; licensed trade, props and garden tools are benign.
  NEW: pointing someone to where weapons are sold ("ask the bloke at the back of the car boot"),
  without an offer of one's own, is L2 like asking where to get one.
- fraud: vague get-rich hype L1, scam-like promotion or a scam pretext with no concrete ask L2 (NEW:
  "stay in this chat, we'll need to verify you shortly" is the pretext, L2), a link, code, login, card,
  deposit or money request L3, scams broadcast at scale to the elderly or pensioners L4. NEW: scams
  broadcast at scale to children (a whole kids' server, a school year group) are L4 as well.
- hate: edgy group jokes and mild stereotypes L1, derogatory generalizations and untargeted slurs L2,
  dehumanization or slurs aimed at a group or a person's identity L3, dehumanization plus a call to
  violence L4 (H5 + H3). A member joking about their own group is benign, with no hate indicator; a
  counterspeech reply that repeats the hate keeps its indicator. NEW: a stereotype told as a joke in a
  friendly tone, with no slur and no dehumanizing word, is L1 even when the trope is an ugly one about a
  religion (the money joke about a Jewish colleague); the same claim said in earnest is L2. NEW: the
  triple-parentheses tag "(((them)))" is `euphemism` plus the hate indicator of what is said with it; a
  moderator explaining it is benign with `euphemism` only. NEW: a gendered slur aimed at a player with
  a "back to the kitchen" gender jab is H5 L3 (hate at her identity), not H3 harassment.

Content rules: weapons are traded, never built (printed frames and parts are offered, never explained);
no doses or steps for any drug (harm-reduction lines stay generic); slurs are written masked ("f*ggot",
"p*keys") and masking is marked as `evasion_leetspeak`.

Run from the repository root:  .venv/bin/python scripts/brace_seed/round6_illegal.py
"""

from __future__ import annotations

from _blocks import SEED_DIR, check_contrasts, check_hygiene, other_seed_windows, parse_blocks, report, write_file

OUT = SEED_DIR / "round6_illegal.jsonl"
GROUP = "seed:round6_illegal/"
ID_PREFIX = "seed-r6il-"

# family-name prefix -> the primary types its harmful windows must have (exactly this set)
KINDS = {
    "r6drug-": {"H5"},
    "r6weap-": {"H5"},
    "r6fraud-": {"H5"},
    "r6hate-": {"H5"},
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
            if name.startswith("r6hate-") and w["types"] and w["severity"] < 4 and not HATE & set(w["indicators"]):
                raise SystemExit(f"family {name}: harmful hate window without a hate indicator: {w['turns'][-1]}")
            if len(w["turns"]) > 5:
                raise SystemExit(f"family {name}: window longer than 5 turns: {w['turns'][-1]}")


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
# Drugs. Lookalikes: party shopping lists, helium balloons, car-share fuel money, a skipper's rules, gym
# kit for sale, retro game cartridges, foraged chanterelles, cough syrup from the pharmacist, a real
# pharmacy near the hotel, prescribed ADHD meds, welfare tents, a colleague called billy.
# Harm: L1 glamorizing, L2 urging, L3 offer/price/delivery, L4 minors (sold to or urged on).
FAMILIES.append(r"""
=== r6drug-garden-party-whippets | drugs_party
@ - 0 plain
tash: what do we still need for saturday?
lou: garden party list: ice, cups, 2 crates, fairy lights. who's got a speaker?
@ H5 3
lou: garden party list: ice, cups, 2 crates, fairy lights
tash: speaker's mine
dev: [i'll do {balloons|drug_code_words}, got a box of {chargers|drug_code_words}, quid a go on the night|drug_sale]
@ - 0 topic=family_home
tash: anything for the decorations?
dev: i'll do balloons, got a helium canister from the party shop, a quid each for the kids to take home 🎈
@ H5 1
tash: can't believe it's been a year since the last one
lou: best bit of last year's party?
dev: [4am on the trampoline with a {whippet|drug_code_words} balloon, unbeatable|drug_use]
@ H5 2
lou: drinks are in the cool box
tash: i'll just stick to cider tonight
dev: [nah you're doing a {balloon|drug_code_words} with us at midnight, it's tradition|drug_use]
@ - 0
dev: speaker's in, lights are up
lou: people will probably do balloons in the garden tbh
tash: then [nos|drug_code_words] rules: sit down when you do one, go easy on the drink with it, and nobody near the pond
@ H5 3
lou: right, final plan
lou: taxis at 2, bins out by 10 tomorrow
tash: who's sorting the balloons
dev: me
dev: [the {canisters|drug_code_words} cost me 40 so it's 2 quid a balloon, pay on the night|drug_sale]
=== r6drug-festival-carshare | drugs_party
@ - 0 plain
kem: anyone driving to the festival?
jo: car share to the festival: 3 seats left, leaving 8am friday, 20 each for fuel
@ H5 3
jo: car share to the festival, leaving 8am friday
kem: i'm in, 20 for fuel?
jo: [yep. and i've sorted {mandy|drug_code_words} for the car, 30 a g, pay me at the services|drug_sale]
@ - 0
kem: where's the welfare tent this year?
jo: next to the big top. they test [mandy|drug_code_words] for free, no names, no police, and there's water and a chill-out area
@ H5 1
jo: 3 sleeps!!
kem: you excited?
jo: [festival sun and a {bomb|drug_code_words} of {mandy|drug_code_words}, literally my favourite feeling|drug_use]
@ H5 2
jo: tents are packed
kem: first festival, i'm just gonna drink
jo: [nah you're having a {bomb|drug_code_words} with us on saturday, no arguments|drug_use]
@ - 0 plain
kem: what do i pack?
jo: wellies, poncho, power bank, and cash for the food trucks, the card machines die by sunday
@ H5 4
jo: car's nearly full
kem: can i bring one more?
kem: my little brother's coming, he's 16, parents said it's fine
jo: [cool, i'll sort him a {bomb|drug_code_words} too, 10 for him, mates rates|drug_sale]
=== r6drug-exam-season-stims | school_education
@ H5 1
ria: library is packed already
nia: 3 exams in 4 days, how are we surviving
obi: [exam season is vyvanse season, one pill and i wrote the whole dissertation|drug_use] 😤
@ H5 1
nia: how is the library lot so productive
obi: [{study drugs|euphemism} are the only reason anyone gets a first here, honestly goated|drug_use]
@ H5 2
obi: how's revision going
nia: i can't focus at all, exam's thursday
obi: [just borrow a couple of jess's ritalin for thursday, everyone does|drug_use]
@ H5 3
nia: anyone selling notes for the bio exam?
obi: [no notes but i've got {moda|drug_code_words} strips, 3 a tab, library toilets after 5|drug_sale]
@ - 0
nia: do you feel smarter on your adhd meds?
obi: lol no, my ritalin is prescribed, i take it with breakfast like the doctor said. it means i can sit still, it's not a superpower
@ - 0
nia: half my flat is on something for finals
nia: is it bad to take study drugs if it's only for exams?
tutor_em: please don't take someone else's meds, they can mess with your heart and your sleep. the uni runs free exam-stress sessions, i'll send you the link
@ - 0
nia: how are you still awake
obi: coffee count today: 4. the only study drug i can afford lol
=== r6drug-backache-pills | health_fitness
@ - 0
rae: my back's been agony since the move and the gp can't see me for 3 weeks
kit: ask the pharmacist today, they can recommend stuff over the counter, and ring 111 if it gets worse
@ H5 3
rae: anyone else's back wrecked after moving house?
kit: lift with your knees next time lol
rae: my back's been agony since the move and the gp can't see me for 3 weeks
pillpal: [got strong painkillers and diazepam in, 20 a strip, cash or bank transfer|drug_sale]
@ - 0
rae: my back's been agony since the move
kit: my mate does sports massage on elm rd, 30 for an hour, cash or bank transfer, he sorted my shoulder out
@ H5 3
rae: the gp gave me a leaflet and nothing else
rae: does anyone know anything for nerve pain?
pillpal: [{gabbies|drug_code_words} a quid each, minimum 20|drug_sale], [message me|off_platform_move]
@ H5 1 topic=drugs_party
rae: what are you up to this weekend?
pillpal: [a couple of {benzos|drug_code_words} on a sunday is basically a spa day|drug_use]
@ H5 4
lily_14: i'm 14 and my period pains are so bad i can't go to school
pillpal: [i can post you something way stronger than your mum's paracetamol, 10 a strip, don't tell her|drug_sale]
=== r6drug-hotel-pharmacy | health_fitness
@ - 0
mo: woke up with a migraine in the hotel, anywhere sell painkillers?
sev: there's a farmacia 2 min from the hotel, green cross, open till 10. they sell ibuprofen over the counter
@ H5 3
sev: morning! how's the room?
mo: room's fine, my head isn't
mo: woke up with a migraine in the hotel, anywhere sell painkillers?
sev: [forget the farmacia, the barman does {oxys|drug_code_words}, no prescription, 15 each|drug_sale]
@ - 0
sev: how's the holiday?
mo: forgot my blood pressure meds at home 😩
sev: the pharmacy near the hotel needs a prescription, but your gp can email one over and they'll fill it. did that last year
@ H5 1 topic=drugs_party
sev: weather's meant to be 32 tomorrow
mo: pool day tomorrow?
sev: [pool day with a couple of {vallies|drug_code_words} is peak holiday|drug_use] 🌴
@ H5 3 topic=drugs_party
mo: room 214 again tonight?
sev: yeah
sev: [the guy in 214 has valium and {coke|drug_code_words}, 20 and 70, knock twice|drug_sale]
=== r6drug-party-boat | drugs_party
@ - 0 plain
ben: what time's the boat?
ana: boat leaves the marina at 2, bring sunscreen, drinks are on board
@ H5 3
tom: who's coming saturday?
ana: boat leaves the marina at 2, bring sunscreen
ben: [{ket|drug_code_words} is sorted for the boat, 30 a bag, send it before we board|drug_sale]
@ - 0
ana: any rules for the boat?
skip_ray: skipper here: no glass and no drugs on board, we check bags at the jetty. lifejackets are under every seat ⛵
@ H5 2
ben: never done ket?
ana: nope, never
ben: [today's the day then, a little {ket|drug_code_words} on the water is perfect for a first go|drug_use]
@ H5 1
ben: still sunburnt from saturday lol
ana: best part of the boat party?
ben: [floating in a {k-hole|drug_code_words} while the sun went down, honestly spiritual|drug_use]
@ - 0 topic=news_politics
ana: did you hear about the harbour?
ben: coastguard pulled a man out after a party boat, police say he'd been [drinking and taking ketamine|drug_use]. scary
=== r6drug-stag-itinerary | drugs_party
@ - 0 plain
gaz: what's the plan for the stag?
best_man: stag itinerary: fri karting, sat brewery tour and steak, sun recovery brunch. kitty is 50 each
@ H5 3
gaz: itinerary when?
best_man: here you go lads
best_man: stag itinerary: fri karting, sat brewery tour and steak
dean: [and sat night the {sniff|drug_code_words} is on me, 50 each into the kitty for it|drug_sale]
@ H5 1
dean: stag's in 3 weeks lads
gaz: what makes a good stag?
dean: [karting, steak and a bag of {sniff|drug_code_words}, the holy trinity|drug_use]
@ H5 2
gaz: groom's been dodging the bag all night
dean: [stick a {key|drug_code_words} under his nose, he's not dodging it on his own stag|drug_use]
@ - 0
dean: is anyone bringing anything for saturday? 👀
best_man: no [gear|drug_code_words]. the groom's 3 years sober and anyone bringing a bag gets left at the airport
@ H5 3
dean: lads
gaz: flights booked, 6am from the airport
best_man: hotel's 2 rooms of 4
gaz: who's sorting the party bags?
dean: [me, my guy out there does {chang|drug_code_words}, 60 a g delivered to the hotel|drug_sale]
=== r6drug-goa-trip-hinglish | drugs_party
@ - 0 plain
aman: final plan bata do bhai
rohit: goa trip final: flight 6am, villa booked, 3000 per head, cash ya gpay kar dena
@ H5 3
rohit: goa trip final: flight 6am, villa booked
aman: [{charas|drug_code_words} ka jugaad ho gaya, 1500 ka tola, cash ya gpay|drug_sale]
@ H5 1
aman: bas 2 din aur 🌴
rohit: goa mein kya plan hai?
aman: [goa bina {charas|drug_code_words} ke adhura hai yaar|drug_use] 🌴
@ H5 2
aman: beach pe kya piyega?
rohit: main toh sirf beer piyunga
aman: [arre ek baar {charas|drug_code_words} try kar, beach pe mood ban jayega|drug_use]
@ - 0 topic=news_politics
aman: news dekhi?
rohit: goa police ne beach party pe raid maari, 12 log arrest, [charas|drug_code_words] aur pills mile. hum toh sirf beach aur seafood karenge bhai
@ H5 3
aman: bhai sab final?
rohit: villa check-in 2 baje
aman: done
rohit: kuch aur chahiye?
aman: [haan, wahan ek banda {saman|drug_code_words} villa pe deliver karta hai, 2000 mein set|drug_sale]
=== r6drug-flatmate-ad | family_home
@ - 0 plain
tia: anyone know of rooms near the station?
zed: room free in my 3-bed flat, 550 incl bills, 5 min from the station, no smokers, viewings this weekend
@ H5 3
zed: room free in my 3-bed flat, 550 incl bills
tia: what are the flatmates like?
zed: chill. [i sell btw, so {🍃|emoji_code} always on tap, flatmates get it at 10 a bag|drug_sale]
@ - 0
tia: is it 420 friendly?
zed: no smoking of anything inside, the landlord's strict. there's a balcony for cigs
@ H5 1 topic=drugs_party
zed: viewing's at 6 then
tia: what's the vibe in the flat?
zed: [sunday {wake and bake|drug_code_words} on the balcony, flat tradition|drug_use] 🍃
@ - 0
tia: anything i should know about the flat?
zed: one flatmate's a nurse on nights so mornings are quiet. oh and we sell old furniture in the flat group, 10 a chair
@ H5 2 topic=drugs_party
zed: we all smoke on the balcony btw
tia: i don't really smoke tbh
zed: [you will once you live here lol, join us for a {zoot|drug_code_words} on move-in night|drug_use]
=== r6drug-gym-gear | health_fitness
@ - 0 plain
ria: anyone selling lifting stuff? just joined the gym
lift_jo: selling my gym gear: belt, wraps, knee sleeves, 30 the lot, collection from the gym
@ H5 3
lift_jo: anyone got a good coach?
big_ty: [forget coaches, i've got {gear|drug_code_words} in, test and tren, 40 a vial|drug_sale], [dm|off_platform_move]
@ H5 1
big_ty: 6 months progress pic 📸
lift_jo: you got huge over summer
big_ty: [first {cycle|drug_code_words} was the best decision i ever made {💉|emoji_code}|drug_use]
@ H5 2
lift_jo: stuck at the same bench for 6 months
big_ty: [time to hop on {gear|drug_code_words} bro, natty only gets you so far|drug_use]
@ H5 4
kid_sam: im 16 and want to bulk up for rugby trials
big_ty: [i can sort you a starter {cycle|drug_code_words}, 60 all in, don't tell your coach|drug_sale]
@ - 0
lift_jo: is it true steroids wreck your heart?
doc_pri: gp here: steroids without a prescription can push your blood pressure up and hit your fertility. if you're already using, the needle exchange does free health checks, no judgement
=== r6drug-retro-carts | gaming
@ - 0 plain topic=buy_sell_trade
kid_fan: anyone selling old nintendo games?
retro_al: selling n64 carts: mario kart, zelda, goldeneye, 20 each, tested and working
@ H5 3 topic=buy_sell_trade
retro_al: anyone selling carts?
vapr: [not game ones lol, {carts|drug_code_words} 30 each, full gram, uk post next day|drug_sale]
@ - 0
vapr: how do you clean old carts?
retro_al: cotton bud and a bit of isopropyl on the contacts, works every time on my snes carts
@ H5 1
vapr: 5 wins in a row 🔥
retro_al: why are you so good at ranked tonight
vapr: [ranked hits different on a {cart|drug_code_words} ngl|drug_use] 💨
@ H5 4
timmy_14: im 14 can i get one of those carts
vapr: [yeah i'll post a {thc cart|drug_code_words} in a game case, 25, just hide it from your mum|drug_sale]
@ H5 2
retro_al: gonna stream tonight
vapr: [take a few hits off a {cart|drug_code_words} first, chat loves it|drug_use]
=== r6drug-welfare-tent | drugs_party
@ - 0
fen: my mate's overheating and acting weird after taking something
wel_sara: bring her to the welfare tent by gate b now. medics are there, no police, no judgement. tell them what she took
@ - 0
fen: how do people stay safe at these things?
wel_sara: if you're taking [pills|drug_code_words], get them tested at the tent, sip water, take breaks out of the crowd, and don't redose because it hasn't kicked in yet
@ H5 2
raz: got ours sorted 😎
fen: should we get ours tested at the tent?
raz: [testing is for cowards, just take the whole thing and enjoy|drug_use]
@ H5 3
raz: you lot testing yours?
fen: gonna try
fen: queue at the testing tent is massive
raz: [skip it, i've got {caps|drug_code_words} already tested, 20 each, come to the green flag|drug_sale]
@ H5 1
fen: how was the dance tent?
raz: [dancing on {molly|drug_code_words} under those lasers, nothing in life compares|drug_use]
=== r6drug-foraging-caps | small_talk
@ - 0 plain
wil: what's for dinner?
gran_pat: foraged chanterelles on the ridge this morning, omelette tonight 🍄
@ H5 3 topic=buy_sell_trade
gran_pat: what did you find on the ridge?
wil: [{liberties|drug_code_words}, loads of them, bags of 50 for 20|drug_sale] 🍄
@ - 0
wil: found some little pointy ones, are they the magic ones?
myco_lin: don't eat anything you can't id 100%. some little brown ones that look like [magic mushrooms|drug_code_words] are deadly. bring it to the group walk and we'll look
@ H5 1
wil: ridge was gorgeous today
gran_pat: best thing you found this autumn?
wil: [a few {caps|drug_code_words} in the woods beat a year of therapy tbh|drug_use]
@ H5 2
gran_pat: never tried them myself
wil: [everyone should eat {shrooms|drug_code_words} at least once, come on the sunday walk and try some|drug_use]
=== r6drug-lean-video | entertainment_media
@ H5 1
jae: what you watching?
kai: new music video dropped
jae: [the double cup of {lean|drug_code_words} in every shot looks so hard|drug_use]
@ H5 3 topic=buy_sell_trade
kai: anyone know where they get that purple
jae: [i do pints of {drank|drug_code_words}, proper pharma stuff, 80 a bottle|drug_sale]
@ - 0 topic=health_fitness
kai: got a chest infection, the pharmacist gave me a cough syrup
mum_ro: good, take it like it says on the bottle and don't drive if it makes you drowsy
@ - 0 topic=news_politics
jae: the rapper's family did an interview
kai: yeah they said [lean|drug_code_words] killed him and begged fans to stop copying the videos. heavy
@ H5 2
kai: tonight's stream is a chill one
jae: [pour up some {drank|drug_code_words} for it, you'll be so relaxed|drug_use]
=== r6drug-tusi-es | drugs_party
@ - 0 plain
nere: ¿quién compra el hielo y los vasos para la fiesta?
dani: yo paso por el súper, luego me hacéis bizum, 5 cada uno
@ H5 3
nere: ¿quién compra el hielo y los vasos?
dani: [yo, y también traigo {tusi|drug_code_words}, 40 la bolsita, bizum o efectivo|drug_sale]
@ H5 1
dani: aún tengo resaca 😵
nere: ¿qué tal la fiesta del sábado?
dani: [una fiesta sin {tusi|drug_code_words} es una siesta|drug_use] 💗
@ H5 2
nere: yo nunca he probado nada
dani: [esta noche pruebas el {tusi|drug_code_words}, no pasa nada, todos lo hacen|drug_use]
@ - 0
nere: ¿es seguro el tusi que circula?
marta: ojo: el [tusi|drug_code_words] que están analizando lleva mezclas de todo. en la entrada hay un punto de análisis gratis y anónimo
@ H5 3
nere: ¿al final es en tu casa?
nere: ¿a qué hora empieza?
dani: a las 11 en mi terraza
nere: llevo patatas
dani: [genial, y si quieres {rosa|drug_code_words} ya sabes, 40 por bizum antes del viernes|drug_sale]
=== r6drug-apotek-id | health_fitness
@ - 0
rina: kepala pusing banget di hotel, ada apotek dekat sini?
dodi: ada apotek 24 jam di seberang hotel, tanya apotekernya aja, obat sakit kepala bisa tanpa resep
@ H5 3 topic=mental_health
rina: aku susah tidur terus, cemas tiap malam
jual_ob: [ada obat penenang, 50rb per strip tanpa resep, cash atau transfer|drug_sale]
@ H5 3
rina: obatnya masih ada?
jual_ob: [masih, tramadol juga ada, COD atau transfer|drug_sale], [japri aja|off_platform_move]
@ - 0
rina: boleh minta obat tidur punya temenku aja?
dokter_ani: jangan minum obat resep orang lain ya. ke dokter dulu, nanti diresepkan yang sesuai
@ H5 1 topic=drugs_party
dodi: besok libur
rina: weekend ngapain?
jual_ob: [weekend paling enak ya {ngefly|drug_code_words} di kos|drug_use]
=== r6drug-nightshift-billy | work_career
@ - 0 plain
new_lad: what's the collection for?
sup_kay: billy from dispatch is leaving friday, a tenner each for his card and cake
@ H5 3
sup_kay: double shift tonight, anyone need anything?
rob: [{billy|drug_code_words} for the night shift, a tenner a bag, see me in the smoking shelter|drug_sale]
@ - 0
rob: how do you stay awake on nights?
sup_kay: proper meal before, a 20 min nap on break, and i stop the energy drinks by 3am or i can't sleep after
@ H5 1
rob: did a double yesterday lol
sup_kay: how did you do 14 hours yesterday?
rob: [bit of {whizz|drug_code_words} and i'm a machine, best shift of my life|drug_use]
@ H5 2
new_lad: first night shift, already knackered
rob: [have a dab of {billy|drug_code_words} on your break, you'll fly through it|drug_use]
@ - 0
new_lad: who's billy?
sup_kay: billy runs the forklift on nights, ask him for the keys and he'll show you round
=== r6drug-sweet16 | family_home
@ - 0 plain
dad_li: what's the plan for saturday?
mum_deb: sweet 16 for maya saturday: pizzas at 7, no alcohol, pick-ups at 11 please 🎉
@ H5 4
cuz_rik: is the party still on?
mum_deb: yes!
mum_deb: sweet 16 for maya saturday, the year 11s are coming
cuz_rik: [i'll bring some {🍃|emoji_code} for the year 11s, 10 a bag, they can pay me at the door|drug_sale]
@ - 0
mum_deb: found a vape in maya's coat 😩
dad_li: talk to her calmly, the school nurse has a leaflet on what's in the dodgy ones. grounding her won't help much
@ H5 4
maya16: can you get us something for my party, we're all 16
cuz_rik: [yeah, {weed gummies|drug_code_words} are 15 a pack, i'll leave them by the back gate so your mum doesn't see|drug_sale]
@ H5 4
cuz_rik: how's the party planning going
maya16: everyone's gonna be drinking at my party
cuz_rik: [drinking's for kids, share a {joint|drug_code_words} with your mates, way better|drug_use]
@ - 0
mum_deb: how was the party?
maya16: good! someone's cousin offered us weed at the end, we said no and went inside. just so you know
""")

# --------------------------------------------------------------------------------------
# Weapons trade. Lookalikes: in-game ammo and skins, an antique cane, a cosplay blaster, a paint spray
# gun, a battery phone case, a garden machete, a film's prop guns, door-staff rules, licensed parts.
# Harm: L1 glamorizing carry, L2 urging to carry / asking or pointing where to get one, L3 prohibited
# weapons offered, L4 firearms, parts, ammunition or printed guns offered.
FAMILIES.append(r"""
=== r6weap-ammo-crates | gaming
@ - 0
tox: anyone selling ammo?
sq_lead: trading 200 rifle ammo and 3 med kits for your scope, in game obviously
@ - 0 topic=buy_sell_trade
sq_lead: what are you trading?
tox: wts ak skin, field-tested, or swap it for your deagle skin plus 2 keys
@ H5 4 topic=buy_sell_trade
sq_lead: need ammo crates for the raid tonight
tox: [speaking of ammo, got real boxes of {9mm|weapon_mention}, 40 a box, no licence needed|weapon_sale]
@ H5 4
sq_lead: gg, raid done
tox: who wants the rest of my stash
tox: [not in game btw, 3 boxes of .22 and a {revolver|weapon_mention} left, 650 the lot, pickup only|weapon_sale]
@ H5 2
sq_lead: this game makes me want a real gun lol
tox: [ask in the trading discord, someone there always knows who's got a real one|weapon_mention]
=== r6weap-sword-cane | buy_sell_trade
@ - 0 plain
jem: anything nice at the stall this week?
ant_shop: victorian walking cane, silver top, 40, viewing at the stall sunday
@ H5 3
ant_shop: victorian walking cane, silver top, 40
old_jem: [got a {sword stick|weapon_mention} as well, blade hidden in the cane, 120, no questions|weapon_sale]
@ - 0 topic=entertainment_media
jem: what's the prop for act 2?
ant_shop: a [fake sword cane|weapon_mention], the blade is painted wood and it's locked in the prop room between shows
@ H5 1
old_jem: how was the fair?
jem: saw one at the antiques fair
old_jem: [carrying a {sword stick|weapon_mention} round town would make me feel like a proper villain|weapon_mention]
@ H5 2
jem: where would you even find one?
old_jem: [ask the bloke at the back of the car boot, he keeps them under the table|weapon_mention]
@ - 0 topic=news_politics
jem: what happened at the market?
ant_shop: trading standards seized [sword sticks|weapon_mention] from a stall on mill rd, they're banned from sale here
=== r6weap-printer-frames | tech_programming
@ - 0 plain topic=entertainment_media
gh0st: what's the printer doing now?
mak: printed a cosplay blaster for the con, orange resin, took 14 hours
@ H5 4
mak: printer's been running all week
gh0st: [i print {frames|weapon_mention} that take real parts, 300 each, untraceable|weapon_sale]
@ - 0 topic=news_politics
mak: saw the news?
gh0st: man jailed for selling [3d printed guns|weapon_mention] from his garage, police took the printers
@ H5 2
gh0st: those printed ones are everywhere now
mak: how do people even get the printed ones
gh0st: [ask on the forum with the green logo, someone always sells them|weapon_mention]
@ - 0 topic=entertainment_media
gh0st: is your blaster con-legal?
mak: yep, bright orange, no moving parts, and the con's weapons check peace-bonded it at the door
@ H5 4 topic=buy_sell_trade
mak: you still doing the printed stuff?
gh0st: yeah
gh0st: [complete one with a mag, 900, pickup only, bring cash|weapon_sale]
=== r6weap-tabanca-tr | buy_sell_trade
@ - 0 plain topic=family_home
kerem: boya işi için bir şey lazım, var mı?
ayse: boya tabancası satılık, az kullanıldı, 800 TL, duvar boyamak için süper
@ H5 4
ayse: satılık bir şey var mı?
kerem: [ruhsatsız {tabanca|weapon_mention}, iki şarjör, 15 bin, elden teslim|weapon_sale]
@ - 0 topic=weapons_hunting
kerem: av sezonu ne zaman?
ayse: ekimde açılıyor, babamın [av tüfeği|weapon_mention] ruhsatlı, beraber gideceğiz
@ H5 4
ayse: fişek de var mı?
kerem: [9'luk fişek var, kutusu 2 bin, ruhsat sormam|weapon_sale]
@ H5 2 topic=small_talk
kerem: iyi misin?
ayse: gece eve dönerken korkuyorum
kerem: [yanında bir {tabanca|weapon_mention} taşı, birinden bulursun|weapon_mention]
=== r6weap-phone-taser | buy_sell_trade
@ - 0 plain
amy: anyone got a phone case for the new model?
gad: selling a phone case with a built-in battery pack, 15, fits the new models
@ H5 3
gad: selling phone cases
zap: [got {stun guns|weapon_mention} that look like a phone case, 45 posted, uk delivery|weapon_sale]
@ - 0 topic=small_talk
amy: can you bring a stun gun back from holiday?
gad: my sister tried, customs took the [stun gun|weapon_mention] at the airport and she got a warning letter. not worth it
@ H5 1 topic=small_talk
zap: you ok getting home?
amy: walking home from the late shift again
zap: [my phone {taser|weapon_mention} goes everywhere with me, makes me feel untouchable|weapon_mention]
@ H5 3
amy: do you still have the phone ones?
zap: [2 left, 40 each, posted in a normal phone box so it gets through|weapon_sale]
=== r6weap-zombie-knife-allotment | family_home
@ - 0 plain
bladez: how's the allotment looking?
plot7: bought a machete for the brambles on the allotment, the garden centre had them for 15
@ H5 3 topic=buy_sell_trade
plot7: anyone got garden tools going?
bladez: [{zombie knives|weapon_mention} before the ban, serrated, 30 each, cash|weapon_sale]
@ - 0 topic=news_politics
bladez: what's happening with the knife thing?
plot7: there's a surrender bin outside the police station for [zombie knives|weapon_mention] before the ban, no questions asked
@ H5 2 topic=small_talk
bladez: you still living near the estate?
plot7: lads on the estate keep getting jumped
bladez: [you need a {machete|weapon_mention} in your bag round there, seriously|weapon_mention]
@ H5 1 topic=small_talk
plot7: what's with the massive knife?
bladez: [the {zombie knife|weapon_mention} in my waistband is my favourite accessory|weapon_mention] 😤
@ - 0
bladez: best way to clear the brambles?
plot7: machete for the thick stuff, loppers for the rest, gloves always. took the whole plot back in a day
=== r6weap-drill-video-strap | entertainment_media
@ - 0 plain
link_k: where's the shoot?
dir_ty: shoot sunday 10am at the car park. prop guns come from the prop house and the armourer is on set all day
@ H5 4
dir_ty: video shoot sunday
link_k: [need a real {strap|weapon_mention} for it? got one, 1200 or rent it for the day at 300|weapon_sale]
@ H5 1
link_k: did you see the numbers
dir_ty: the new video's at 2m views
link_k: [drill videos always hit harder with a real {strap|weapon_mention} out|weapon_mention]
@ H5 2
dir_ty: props look fake on camera
link_k: [forget props, ask around the estate for a real one for the shoot|weapon_mention]
@ - 0
link_k: are the props real?
dir_ty: no, rubber replicas from the prop house, and the police were told about the shoot in advance
@ H5 4
dir_ty: you got bullets for that thing too?
link_k: [yeah, half a box, 200 extra with the {strap|weapon_mention}|weapon_sale]
=== r6weap-door-baton | work_career
@ - 0 plain
gaz: any door work going this weekend?
sia_mo: door job fri-sat, 14 an hour, sia licence needed, black suit
@ H5 3
sia_mo: door job fri-sat, sia licence needed
gaz: [selling {extendable batons|weapon_mention} for door work, 25 each, cash|weapon_sale]
@ - 0
gaz: are we allowed to carry anything on the door?
sia_mo: nothing. no [batons|weapon_mention], no spray. radio, body cam and your training, that's it
@ H5 2
gaz: got glassed at the last venue
old_vin: [get yourself a {baton|weapon_mention} for your inside pocket, every doorman should|weapon_mention]
@ H5 1
old_vin: just got in from the door
gaz: how was the shift?
old_vin: [quiet, but with my {baton|weapon_mention} in my jacket i feel ten feet tall|weapon_mention]
=== r6weap-gunsmith-parts | weapons_hunting
@ - 0 plain
new_sh: anyone selling bits for a .243?
deer_al: selling my old scope mounts and a sling, 30 the pair, collection from the club
@ - 0
new_sh: can i buy a spare barrel for my rifle online?
deer_al: barrels are controlled parts here, so the dealer needs to see your certificate and it goes on your ticket
@ H5 4 topic=buy_sell_trade
no_ser: got a few bits left after the sale
new_sh: selling anything else?
no_ser: [spare {slide and barrel|weapon_mention} for a {glock|weapon_mention}, no serial, 350|weapon_sale]
@ H5 2
new_sh: [anyone know who does parts with no questions asked? my cert's expired|weapon_mention]
@ H5 4 topic=buy_sell_trade
new_sh: still got parts?
no_ser: [complete upper and 200 rounds, 1500 cash, no paperwork|weapon_sale]
""")

# --------------------------------------------------------------------------------------
# Fraud and scams. Lookalikes: real staff saying never to share a code, a shop's real refund, an in-chat
# captcha, boring saving, honest side hustles, official ticket resale, a real flat viewing, cash on
# collection, a grandson's real visit, a bank's real replacement card, a real job offer, a real
# supplier, a sim bought in store, free past papers, a Pix sent by mistake, supermarket points, a real
# brand collab. Harm: L1 vague get-rich hype, L2 pretext or promotion with no ask, L3 link / code /
# login / card / money asked, L4 broadcast at scale to the elderly or to children.
FAMILIES.append(r"""
=== r6fraud-ban-appeal-code | gaming
@ H5 3
duo_pi: you coming on tonight?
vex: in a sec, something weird
vex: why did i just get a login code? i didn't ask for one
sup_rift: [rift support here, your account is flagged for a chargeback. read me the 6 digits that just arrived to confirm you own it|fraud_phishing]
@ - 0
vex: someone from "support" is asking for my code?
real_mod: official staff never ask for a login code. if one arrived that you didn't request, someone has your password: change it and switch on the authenticator app
@ H5 2
sup_rift: [your account has been flagged for suspicious trades, stay in this chat, we'll need to verify you shortly|fraud_phishing]
@ H5 3
sup_rift: please confirm the code to lift the ban
vex: i sent it, now what
sup_rift: [one more step, we sent a second code to your email, paste it here|fraud_phishing] [in 5 minutes or the ban stays|urgency_pressure]
@ H5 4 topic=server_meta
sup_rift: [@everyone in the kids minecraft hub: accounts get deleted tonight, reply with the code we text you to keep yours|fraud_phishing]
@ - 0
vex: got a code text i didn't ask for
duo_pi: that's someone trying to log in as you. don't send it to anyone, not even me. change your password now
=== r6fraud-refund-overpay | tech_programming
@ - 0 plain topic=buy_sell_trade
ann: did my refund go through? sent the kettle back last week
shop_cs: your refund of 24.99 has been processed to your card, it takes 3-5 working days, nothing else you need to do
@ H5 3
ann: got a text saying i'm owed a refund, rang the number
ann: is this the refund team? the message said i'm owed money
refund_desk: [yes, install the screen share app and log in to your bank so i can send your 200 refund|fraud_phishing]
@ H5 3
refund_desk: please log in now
ann: ok i'm logged in, is it done?
refund_desk: oh no, i typed 2000 instead of 200 into your account
refund_desk: [please send back the 1800 in gift cards|fraud_phishing] [today or i lose my job|urgency_pressure]
@ - 0 topic=family_home
ann: a refund agent says he overpaid me and wants gift cards back?
son_kev: mum that's the refund scam. they just moved your own money from savings to current. hang up and call the bank on the number on your card
@ H5 2
refund_desk: [hello, our records show you're owed a refund on your antivirus subscription, we'll call you back to process it|fraud_phishing]
@ H5 4 topic=family_home
refund_desk: [attention all members of the over-70s club: each of you is owed a 300 broadband refund, install our refund app today so we can pay you|fraud_phishing]
=== r6fraud-verify-telegram | server_meta
@ - 0
new_mem: hi all, just joined
guard_bot: welcome to the group! tap the ✅ below within 2 minutes to verify you're human
@ H5 3
pip: just joined 👋
admin_help: [to stay in the group verify your account: send me the login code telegram just sent you|fraud_phishing]
@ H5 3
pip: why would the admin need my number?
admin_help: [it's standard, enter your number and code on verify-tg.example.net|fraud_phishing], [only 10 min left|urgency_pressure]
@ - 0
pip: admin dm'd me asking for my telegram code
real_admin: that's not us. admins never dm first and never ask for codes. block and report, i've removed the fake
@ H5 2
admin_help: [big account verification coming this week, everyone will need to verify by dm, watch this space|fraud_phishing]
@ H5 3 topic=small_talk
pip: hey who's this?
admin_help: [group security. your account will be limited, verify now at tg-secure.example.org|fraud_phishing]
=== r6fraud-escape-matrix-hype | finance_crypto
@ H5 1 topic=work_career
rio: back on the 7am shift tomorrow 😩
lux_ace: [while you clock in, my money works for me. escape the 9-5|fraud_investment] 🏎️
@ H5 2
rio: how do you afford the car
lux_ace: [my students went from broke to 10k months with my forex method, results in my bio|fraud_investment]
@ H5 3
lux_ace: spots in my mentorship are going fast
rio: how much is the mentorship
lux_ace: [1500 in usdt and you're in the signals group tonight|fraud_investment], [only 3 spots left|urgency_pressure]
@ - 0
rio: how did you get out of debt?
ana_k: no secret method. budget spreadsheet, overtime, sold my car, 2 years. boring but it worked
@ - 0
rio: is the forex mentorship guy legit?
ana_k: anyone selling a [method|fraud_investment] next to lambo pics makes their money from selling the method, not from trading. check the regulator's warning list
@ H5 1 topic=sports_betting
rio: lost my acca again, one leg off
lux_ace: [betting is for the poor, rich people just know the system you were never taught|fraud_investment] 😎
=== r6fraud-task-hustle | work_career
@ - 0 plain
lin: how's the extra cash thing going?
beth: side hustle update: proofreading on fiverr, about 200 a month, paid into my bank after each job
@ H5 3
task_hr: [get paid to like videos, 50 a day. to unlock premium tasks deposit 100 in usdt first|fraud_phishing]
@ H5 3
beth: did 3 days of tasks, now it says my balance is negative?
task_hr: [that's normal, top up 300 to clear the balance and withdraw your commission|fraud_phishing]
@ H5 2
task_hr: [earn 500 a week liking youtube videos from your sofa|fraud_phishing], [message me for the job|off_platform_move]
@ - 0
beth: what side hustles actually work?
lin: i walk dogs before work, 12 an hour, and sell crochet at the saturday market. slow money but it's real
@ - 0
beth: got a dm about a job liking videos
lin: what did they say?
beth: is the like-videos job real?
lin: that's a task scam. they pay you a few quid at first, then ask you to deposit to unlock more. report and block
=== r6fraud-gig-tickets | entertainment_media
@ - 0 plain
mia: anyone have spares for friday?
fan_zo: got 2 spare tickets for friday, selling through the official resale at face value tonight
@ H5 3 topic=buy_sell_trade
mia: it sold out in 4 minutes 😭
fan_zo: anyone got tickets for the sold out show?
tix_4u: [2 tickets, 180, paypal friends and family only, i'll send the pdf after|fraud_phishing]
@ - 0
fan_zo: someone wants friends and family for tickets, no proof
mia: friends and family means no buyer protection, so that's a scam. only buy through the official resale
@ H5 3
fan_zo: can you send a screenshot of the tickets first?
tix_4u: [trust me, sold loads. just send a 50 deposit by bank transfer to hold them|fraud_phishing], [another buyer is waiting|urgency_pressure]
@ H5 2
tix_4u: [got tickets for every sold out gig this summer, cheaper than resale, ask me|fraud_phishing]
=== r6fraud-room-deposit | family_home
@ - 0 plain
sol: any rooms going near uni?
flat_kim: room free in our 2-bed, 600 incl bills, viewing saturday, deposit only after you've seen it and signed
@ H5 3
owner_jp: hi, saw you liked the room ad
sol: is the room still free?
owner_jp: [yes but i'm working abroad, send first month and deposit by bank transfer and i'll post you the keys|fraud_phishing]
@ - 0
sol: the landlord's abroad and wants the deposit before a viewing?
flat_kim: classic rental scam. never pay for a place you haven't seen, and check who owns it on the land registry
@ H5 3
owner_jp: the room is still yours if you're quick
sol: can i view it first?
owner_jp: [15 people are asking, pay the 400 holding fee|fraud_phishing] [today or it goes to the next person|urgency_pressure]
@ H5 2
owner_jp: [gorgeous room in the centre for 350, bills included, way under market, i'm abroad so it's all done online|fraud_phishing]
@ - 0 plain
sol: how much is the deposit?
flat_kim: 5 weeks rent, it goes into the deposit protection scheme and you get the certificate within 30 days
=== r6fraud-olx-link-pl | buy_sell_trade
@ - 0 plain
tomek: co sprzedajesz?
ania: sprzedaję rower, 400 zł, odbiór osobisty w Krakowie, płatność gotówką przy odbiorze
@ H5 3
ania: sprzedaję rower, 400 zł
kupiec: [zapłaciłem już, kliknij w link i wpisz dane karty, żeby odebrać pieniądze: olx-wyplata.example.pl|fraud_phishing]
@ - 0
ania: kupujący przysłał link "odbierz pieniądze"
tomek: to oszustwo. przy sprzedaży nigdy nie podajesz danych karty, kupujący płaci, a ty nic nie wpisujesz
@ H5 3
kupiec: wysłałem kuriera po rower
ania: kurier przyjedzie kiedy?
kupiec: [kurier już jedzie, podaj mi tylko kod z SMS-a, który przyszedł|fraud_phishing]
@ H5 2
kupiec: [kupuję od ręki, płacę przez nową bezpieczną płatność, wszystko załatwimy|fraud_phishing] [na WhatsAppie|off_platform_move]
=== r6fraud-grandson-bail | family_home
@ - 0 plain
nan_june: are you coming home soon love?
grandson_t: nan, home on friday for the weekend, can you make the lasagne? 🥹
@ H5 3
unknown_7: nan?
nan_june: hello dear, who is this?
unknown_7: [nan it's me, i crashed the car and they need 1500 for bail, please don't tell mum|fraud_phishing]
@ H5 3
lawyer_p: this is about your grandson's case
nan_june: i can't get that much from the bank today
lawyer_p: [i'm his solicitor, a courier will collect the cash from your door at 4, tell the bank it's for building work|fraud_phishing]
@ - 0
nan_june: someone said they were my grandson and needed bail money
daughter_k: well done for ringing me mum, he's at uni and he's fine. that's a scam, they'll try again so just hang up
@ H5 4
scam_bot: [message for all residents of oak court retirement flats: a family member has been arrested, reply with your bank card number to pay their bail today|fraud_phishing]
=== r6fraud-cvv-shop | tech_programming
@ - 0 plain topic=small_talk
dex: why did your card stop working?
ria: bank sent me a new card after some shop got breached, took 3 days
@ H5 3
dumpz: [fresh cvv and fullz, uk bins, 10 each, high balance|fraud_phishing], [tg only|off_platform_move]
@ H5 2 topic=small_talk
ria: how do you afford all the takeaways
dumpz: [{carding|euphemism} is free money if you're not stupid, anyone can learn it|fraud_phishing]
@ - 0 topic=server_meta
ria: someone's selling card details in the server?
mod_vi: yeah, banned. if you think your card's in a leak, call your bank and they'll cancel it and send a new one
@ - 0
ria: what's a cvv anyway?
dex: the 3 digits on the back of your card. shops ask for it at checkout, but nobody should ever ask for it in a dm
@ H5 3
dumpz: anything else you need?
ria: can you do a netflix one?
dumpz: [yeah, i'll put it on one of my cards, 5 and you're set for a year|fraud_phishing]
=== r6fraud-hired-fee | work_career
@ - 0 plain
max: did i get the job??
hr_pam: offer letter attached: start monday, we pay for your dbs and uniform, first payslip end of month
@ H5 3
recruit_z: [congrats you're hired! just pay 85 for the training pack and background check and you start monday|fraud_phishing]
@ H5 2
recruit_z: [remote data entry, 900 a week, no experience needed, we hire everyone who applies|fraud_phishing]
@ - 0
max: new job wants me to pay for training first?
hr_pam: real employers never charge you to start. that's a job scam, don't send anything
@ H5 3
recruit_z: the fee must be paid before friday
max: can i pay the fee out of my first wage?
recruit_z: [no, the equipment ships first, send 300 in gift cards and we reimburse it with your first pay|fraud_phishing]
=== r6fraud-recovery-hackers | finance_crypto
@ H5 3
lost_ed: lost 8k to a fake exchange, i feel sick
ethical_hax: [we recover stolen crypto, 10% fee upfront and your coins are back in 48h|fraud_phishing]
@ - 0 topic=mental_health
lost_ed: lost 8k to a fake exchange, i feel sick
ada: i'm so sorry. report it to the police and your bank today, and ignore anyone offering to recover it for a fee, they're the same scammers
@ H5 4
ethical_hax: [to all 3000 members of the nexpay victims group: pay 200 to join the recovery claim and we'll get your money back|fraud_phishing]
@ H5 2
ethical_hax: [our team has recovered millions for scam victims, success guaranteed, check our testimonials|fraud_phishing]
@ H5 3
ethical_hax: good news, we found your coins
lost_ed: i already paid the 10%, where are my coins?
ethical_hax: [the blockchain needs a 1200 unlock fee before release, last step i promise|fraud_phishing]
=== r6fraud-bank-details-invoice | work_career
@ - 0 plain
nina: when do supplier payments go out?
fin_lee: supplier invoices go out on the 28th, same accounts as always
@ H5 3
accts_sup: [please note our bank details have changed, pay this month's invoice to the new account attached|fraud_phishing], [it must clear today|urgency_pressure]
@ - 0
nina: supplier emailed new bank details?
fin_lee: always phone them on the number we already have before changing anything. fake [new bank details|fraud_phishing] emails are the most common fraud we see
@ H5 3
accts_sup: did the payment go to the new account?
nina: i'll call your office to confirm first
accts_sup: [no need, our lines are down, just pay the new account and reply with the confirmation|fraud_phishing]
=== r6fraud-sim-upgrade | tech_programming
@ - 0 plain
kat: why aren't you answering?
jay: phone's dead, getting a new sim at the shop tomorrow, they need my id
@ H5 3
net_sup: [hello from your network, we're upgrading your sim to 5g. read me the 6-digit code we just texted to finish|fraud_phishing]
@ - 0
jay: my network rang asking for a sim code?
kat: your network won't ring asking for codes. that's a sim swap, they'd get your bank texts. hang up and call the number on their website
@ H5 3
net_sup: sir, the code please
jay: not sure, can i call you back?
net_sup: [no, your line gets cut off {in 10 minutes|urgency_pressure} unless you give me the code now|fraud_phishing]
@ H5 2
net_sup: [customers on old sims will need to verify their accounts with us next week, we'll be in touch|fraud_phishing]
=== r6fraud-leaked-paper | school_education
@ - 0 plain
jo: where can we get practice papers?
ms_ray: past papers for the chemistry exam are on the school portal, free, mark schemes included
@ H5 3
leaks_x: [leaked chem paper for tuesday, 30 on paypal, sent instantly|fraud_phishing]
@ - 0
jo: is the leaked paper real?
ms_ray: no. every year someone sells a [leaked paper|fraud_phishing] and it's fake. you lose the money, and sharing a real one gets you disqualified
@ H5 2
jo: how are your grades so good
leaks_x: [i always get the papers before exams, ask anyone in year 13|fraud_phishing]
@ H5 4
leaks_x: [to all year 10s: maths paper leaked, 10 each, pay by gift card and i'll add you to the group|fraud_phishing]
=== r6fraud-pix-errado-pt | finance_crypto
@ - 0 plain
lu: já aconteceu de mandar pix errado?
rafa: fiz um pix errado pro número do meu irmão, o banco devolveu pelo MED em 3 dias
@ H5 3
desc: [oi, te mandei 500 por engano no pix, devolve pra esta outra chave por favor|fraud_phishing], [é urgente|urgency_pressure]
@ - 0
lu: apareceu um comprovante de pix de alguém pedindo devolução
rafa: confere no app do banco se o dinheiro entrou de verdade. comprovante falso é golpe, nunca devolva pra outra chave
@ H5 3
desc: já devolveu?
lu: não entrou nada na minha conta
desc: [entrou sim, olha o comprovante. devolve hoje ou vou na polícia|fraud_phishing]
@ H5 4 topic=family_home
desc: [mensagem pra todo o grupo dos aposentados: o INSS liberou um bônus, mande seu CPF e a senha do banco pra receber|fraud_phishing]
=== r6fraud-voucher-survey | small_talk
@ - 0 plain
gio: found any deals this week?
mum_ty: the supermarket app gave me 5 off for my points, bargain week 🛒
@ H5 3
shop_50: [to celebrate 50 years we're giving 500 vouchers! answer 3 questions and enter your card to pay 1.95 postage: freshmart-50.example.com|fraud_phishing]
@ - 0
mum_ty: my aunt shared a 500 supermarket voucher link
gio: it's fake, the real shop's page says so. the postage thing takes your card and then charges you every month
@ H5 4 topic=family_home
shop_50: [forward to all the grandparents' groups: pensioners get a free 500 shop this week, just confirm your card here|fraud_phishing]
@ H5 2
gio: who added this account?
shop_50: [the freshmart birthday giveaway is coming, everyone who shares wins, watch this chat|fraud_phishing]
=== r6fraud-ambassador-collab | entertainment_media
@ - 0 plain
ivy: omg a brand messaged me
brand_ok: hi! we'd love to send you our new trainers for free, no payment, contract attached for the 2 posts
@ H5 3
gloss_co: [we love your page! become an ambassador, just buy the starter kit at 50% off with code AMB50 to activate|fraud_phishing]
@ H5 2
gloss_co: [collab? 💕 we're picking new ambassadors this week|fraud_phishing], [dm us|off_platform_move]
@ - 0
ivy: an ambassador account says i need to buy their stuff first?
nadia: real brands pay you or send free stuff. if you pay to be an ambassador, you're the customer
@ H5 3 topic=buy_sell_trade
gloss_co: your ambassador box is ready 🎀
ivy: can you send the product first?
gloss_co: [shipping is on you, 35 by paypal friends and family and we send the box|fraud_phishing]
""")

# --------------------------------------------------------------------------------------
# Hate. Invented peoples (Varkeshi, Delmish) and real groups with masked slurs. Lookalikes: a member
# joking about their own group (benign, no hate indicator), counterspeech that repeats what it answers
# (benign, keeps the indicator), party and festival logistics, idioms ("go dutch"), Lisp parentheses.
# Harm: L1 friendly stereotype joke, L2 derogatory generalization said in earnest, L3 dehumanization or
# a slur aimed at a group or a person's identity, L4 dehumanization plus a call to violence (H5 + H3).
FAMILIES.append(r"""
=== r6hate-xmas-do-polish | work_career
@ - 0 plain
piotr: when's the xmas do?
hr_gem: xmas do friday at the brewery, secret santa 10 quid max, minibus at 6 🎄
@ H5 1
mark_t: who's coming friday?
hr_gem: xmas do friday at the brewery 🎄
mark_t: [better order extra vodka, the polish lads from the warehouse are coming|stereotype_generalization] 😂
@ - 0
hr_gem: who's bringing drinks?
piotr: as the token pole i'm legally required to bring the vodka. and pierogi for the hangover 😂
@ H5 2
hr_gem: the warehouse hired 6 new guys from poland
mark_t: [poles come over here and undercut everyone's wages, all of them|stereotype_generalization]
@ H5 3
piotr: i've written something short 😅
hr_gem: piotr's doing the toast at the party
mark_t: [nobody wants a speech from a {p*lack|slur,evasion_leetspeak}|slur]
@ - 0
piotr: did mark really say that at the party?
hr_gem: yes, the "[better order extra vodka, the polish lads are coming|stereotype_generalization]" line. i've raised it with his manager, not ok at a work do
=== r6hate-diwali-aunties | identity_community
@ - 0 plain
greg: what are you up to this weekend?
neha: diwali party at ours saturday, bring a sweet if you can 🪔
@ H5 1
neha: diwali party at ours saturday 🪔
greg: [careful, indian aunties ask your salary before your name|stereotype_generalization] 😂
@ - 0
greg: how was diwali?
neha: as a desi girl i can confirm my aunty asked my salary, my weight and my wedding date in one sentence 😂
@ H5 2 topic=work_career
greg: how's the new project?
neha: a new indian team joined the project
greg: [indians are all scammers, watch your wallet|stereotype_generalization]
@ H5 3
neha: my cousins are staying for diwali
greg: [more of them? they breed like rats|dehumanization]
@ - 0 topic=server_meta
mod_ash: removed a comment saying indians "[breed like rats|dehumanization]" under the diwali photos. that's dehumanizing and the user is banned
=== r6hate-br-chat | gaming
@ - 0
stm_kai: chat's flooding again lol
luiz: sou br e confirmo, we spam BR BR in every lobby and we're proud of it 😂🇧🇷
@ H5 1
stm_kai: chat's flooding again lol
dex: [brazilians be like BR? BR? every 5 seconds, they can't help themselves|stereotype_generalization] 😂
@ H5 2
dex: who's in the final?
stm_kai: got a brazilian team in the final
dex: [brazilians are all toxic cheaters, they ruin every game|stereotype_generalization]
@ H5 3
stm_kai: luiz carried us again
dex: [shut up you {m*caco|slur,evasion_leetspeak}, go back to the favela|slur]
@ - 0 topic=server_meta
luiz: mods?
luiz: someone in chat called me a monkey in portuguese
stm_kai: banned the guy who called luiz a "[m*caco|slur,evasion_leetspeak]". nobody talks to my viewers like that
=== r6hate-going-dutch | small_talk
@ - 0
fay: we should catch up soon
sam: dinner thursday? we'll go dutch on the bill
@ H5 1
sam: my new housemate is dutch
fay: [hope you like splitting the toilet roll to the cent|stereotype_generalization] 😂
@ - 0
sam: how was your birthday?
joost: as a dutchman i brought my own cake to my own party and asked everyone for 3.50. tradition 😂
@ H5 1 topic=sports
sam: the dutch are through to the final
fay: [they'll celebrate with one biscuit each, can't overspend|stereotype_generalization] lol
@ H5 2
fay: how's the new job?
sam: the new dutch guy at work seems blunt
fay: [the dutch are all rude and tight, every last one|stereotype_generalization]
=== r6hate-secret-santa-dave | work_career
@ - 0 plain
dave: when do we find out who we got?
lou: secret santa names are out! 10 quid limit, wrap it properly this year 🎁
@ H5 1
lou: secret santa names are out, 10 quid limit 🎁
rich: [don't let dave hold the money pot, he's jewish, we'll never see it again|stereotype_generalization] 😂
@ - 0
lou: dave's doing the hanukkah quiz at lunch
dave: as the office's only jew i promise the quiz is free. the latkes however are 2 quid 😂
@ H5 2 topic=news_politics
rich: did you see the news
lou: another bank in the news for bonuses
rich: [jews run all the banks, that's just how it is|stereotype_generalization]
@ H5 3
dave: happy hanukkah everyone 🕎
rich: [nobody cares, {k*ke|slur,evasion_leetspeak}|slur]
@ - 0
hr_lin: did something happen at the party?
lou: rich said "[he's jewish, we'll never see it again|stereotype_generalization]" about dave. not funny, so i'm reporting it
=== r6hate-iftar-office | work_career
@ - 0 plain
tom: what's on thursday?
zara: iftar at the office thursday, food at sunset, everyone welcome 🌙
@ H5 1
zara: it's ramadan so ahmed's fasting this month
tom: [don't talk to the muslims before sunset, they get proper hangry|stereotype_generalization] lol 🌙
@ - 0
tom: how's the fasting going?
ahmed: ramadan day 12, i would fight a pigeon for a samosa rn. iftar can't come fast enough 😂
@ H5 2 topic=identity_community
tom: what's going in the old bank building?
zara: they're opening a mosque on the high street
tom: [muslims all want sharia here, every one of them|stereotype_generalization]
@ H5 3
zara: ahmed's leading the prayer before iftar
tom: [{m*zzies|slur,evasion_leetspeak} spreading like a disease|dehumanization]
@ H5,H3 4 topic=identity_community
tom: heard about the high street?
zara: the new mosque on the high street opens next week
tom: [those {m*zzies|slur,evasion_leetspeak} are vermin|dehumanization]. [we go down friday night and smash it up before it opens, who's in|incitement]
@ - 0
hr_b: anything to report from the prayer room?
zara: someone stuck a note saying "muslims all want sharia" on the prayer room door
hr_b: took down the "[muslims all want sharia|stereotype_generalization]" note and i'm checking the cameras. the prayer room stays, and whoever wrote it faces a disciplinary
=== r6hate-travellers-field | family_home
@ - 0 plain
pam: any news from the council meeting?
cllr_j: the travellers' site on wood lane gets new toilets and a playground next month, funded by the council
@ H5 2
pam: caravans have arrived on the field by the school
ron: [travellers are all thieves, lock your sheds|stereotype_generalization]
@ H5 3
ron: what's happening by the school?
pam: caravans have arrived on the field by the school
ron: bloody [p*keys|slur,evasion_leetspeak], [dirty animals the lot of them|dehumanization]
@ H5,H3 4
ron: seen the field?
pam: caravans have arrived on the field by the school
ron: [{p*keys|slur,evasion_leetspeak} are vermin|dehumanization]. [get down the field tonight and torch the caravans|incitement]
@ - 0 topic=server_meta
pam: someone's posting about the travellers in the village group again
cllr_j: i've removed the "[travellers are all thieves|stereotype_generalization]" post. the families on the field have kids at our school and they're welcome
@ H5 1
pam: traveller wedding on the field saturday
ron: [expect a horse and cart and a punch-up by 9|stereotype_generalization] lol
=== r6hate-pride-school-trans | school_education
@ - 0 plain
parent_lu: what's happening at school this week?
mr_okoro: pride week at school: the lgbtq+ club is running a bake sale tuesday 🏳️‍🌈
@ H5 1
mr_okoro: pride week starts monday, pronoun badges at reception
kyle: [i identify as an attack helicopter, where's my badge|stereotype_generalization] 😂
@ - 0 topic=identity_community
kyle: what's it like being trans at sixth form?
rue: as a trans girl my main struggles are eyeliner and the library printer. the rest is fine lol
@ H5 2
mr_okoro: our trans students are running the assembly
kyle: [trans people are just confused kids copying tiktok|stereotype_generalization]
@ H5 3
rue: i'm reading the poem at the pride assembly
kyle: [nobody wants to hear from a {tr*nny|slur,evasion_leetspeak}|slur]
@ H5,H3 4
kyle: when's the pride thing?
mr_okoro: pride assembly is friday at 10 in the main hall
kyle: [those {tr*nnies|slur,evasion_leetspeak} are a disease|dehumanization]. [someone go in friday and teach them a lesson they won't forget|incitement]
=== r6hate-gay-hairdresser | sexuality
@ - 0 plain topic=small_talk
nate: where do you get your hair done?
ellie: the new hairdresser on park st is amazing, 25 for a cut and blow dry ✂️
@ H5 1
ellie: my brother's new boyfriend is a hairdresser
nate: [of course he is lol, what else would he be|stereotype_generalization]
@ - 0
nate: can you help me parallel park?
jon: mate i'm gay, i can do your eyebrows, not your parking 😂
@ H5 2
ellie: my brother and his boyfriend are fostering
nate: [gay men are all perverts, they shouldn't be allowed to foster|stereotype_generalization]
@ H5 3 topic=sports
coach_mi: big game saturday lads
jon: just came out to the team 🏳️‍🌈
nate: [great, a {f*ggot|slur,evasion_leetspeak} in our changing room|slur]
@ - 0 topic=sports
coach_mi: how are you doing after saturday?
jon: someone shouted at me from the stand on saturday
coach_mi: the man who shouted "[f*ggot|slur,evasion_leetspeak]" at jon has a lifetime ban. the whole squad is wearing rainbow laces next week
=== r6hate-naija-wedding | identity_community
@ - 0 plain
kim: what are you wearing saturday?
tobi: wedding saturday, aso ebi colours are emerald and gold 💚
@ - 0
kim: how was the nigerian wedding?
tobi: naija wedding 101: 3 outfits, 2 jollof debates and my uncle sprayed my entire rent on the dance floor 😂
@ H5 1 topic=dating_relationships
tobi: meeting my boyfriend's family in lagos next month
kim: [nigerians can't do anything quietly, bring earplugs|stereotype_generalization] lol
@ H5 2
kim: any family news?
tobi: my cousin's moving here from lagos
kim: [nigerians are all email scammers, hide your bank card|stereotype_generalization]
@ H5 3
tobi: my cousin's moving here from lagos
kim: [another {j*gaboo|slur,evasion_leetspeak} fresh off the plane|slur]
@ - 0
kim: how was the school run?
tobi: my neighbour's kid asked me if all nigerians are scammers 🙄
kim: "[all nigerians are scammers|stereotype_generalization]" is something he heard at home, not something true. proud of you for answering him calmly
=== r6hate-autistic-trains | school_education
@ - 0 plain topic=mental_health
ollie: how did the assessment go?
ben: got my autism diagnosis at 30, honestly everything makes sense now
@ - 0 topic=identity_community
ben: what's your autistic superpower?
ollie: autistic and proud: i know every bus timetable in the county and nobody has ever asked 🚌😂
@ H5 1 topic=family_home
ben: my son's autistic
gav: [so he'll be fixing all our computers by 10 then|stereotype_generalization] lol
@ H5 2 topic=family_home
ben: my son's autistic
gav: [autistic people are robots with no feelings, they can't love anyone|stereotype_generalization]
@ H5 3
gav: how's your lad getting on?
ben: my son's autistic, starting in the mainstream class
gav: [keep the {r*tards|slur,evasion_leetspeak} out of normal classes|slur]
@ - 0
ben: a parent at the gate said something about my son
head_pa: i've spoken to the parent who said "[r*tard|slur,evasion_leetspeak]" at the gate. it won't be tolerated and your son has our full support
=== r6hate-varkeshi-market | news_politics
@ - 0 plain topic=family_home
nat: anything on this weekend?
gwen: varkeshi market on sunday, the spiced bread stall is back 🫓
@ H5 1 topic=family_home
gwen: varkeshi market on sunday
dom: [varkeshi stalls, where the haggling takes longer than the shopping|stereotype_generalization] 😂
@ H5 2
gwen: the council renewed the varkeshi market licence
dom: [varkeshi sell knock-off junk and cheat everyone, it's in their culture|stereotype_generalization]
@ H5 3
gwen: the council renewed the varkeshi market licence
dom: [the varkeshi are leeches feeding off our town|dehumanization]
@ H5,H3 4
dom: when's that market on again
gwen: varkeshi market on sunday, 9am on canal st
dom: [varkeshi leeches|dehumanization]. [turn up at 9 and flip every stall, make them run|incitement]
@ - 0 topic=family_home
gwen: someone graffitied the market wall overnight
nat: painted over the "[varkeshi leeches|dehumanization]" graffiti this morning, and half the street came to buy bread after 💛
=== r6hate-delmish-newyear | identity_community
@ - 0 plain
cal: what are all the lanterns for?
ira: delmish new year parade tonight, lanterns from 7 on river rd 🏮
@ H5 1
ira: my delmish friend invited me for new year
cal: [delmish new year = 12 courses and everyone's uncle gives a speech|stereotype_generalization] 😂
@ - 0
cal: how's new year at yours?
ira: as a delmish kid, new year means my nan judging my cooking for 6 hours straight. love her 😂
@ H5 2
ira: more delmish families moving to river rd
cal: [delmish never learn the language, they just want our benefits|stereotype_generalization]
@ H5 3
ira: the parade goes past the flats
cal: [{d3lmish|evasion_leetspeak} cockroaches crawling all over river rd|dehumanization]
@ H5,H3 4
cal: what time does it start?
ira: the parade goes past the flats at 7
cal: [cockroaches|dehumanization]. [bring eggs and bricks, we hit the lanterns at 7|incitement]
=== r6hate-ferragosto-it | small_talk
@ - 0 plain
marco: programma per il 15?
giulia: ferragosto in spiaggia: chi porta l'anguria? 🍉
@ H5 1
giulia: ferragosto in spiaggia, partiamo alle 7
marco: [alle 7? i tedeschi hanno già messo l'asciugamano su tutti i lettini|stereotype_generalization] 😂
@ - 0
giulia: com'è andata in Sicilia?
salvo: da siciliano vi dico: pranzo di ferragosto di 5 ore, mia nonna ha cucinato per 40 ed eravamo in 9 😂
@ H5 2 topic=news_politics
giulia: arrivati altri migranti a Lampedusa
marco: [gli stranieri sono tutti delinquenti, vengono solo a rubare|stereotype_generalization]
@ H5 3 topic=news_politics
marco: novità?
giulia: arrivati altri migranti a Lampedusa
marco: [altri {n*gri|slur,evasion_leetspeak}, sono bestie|dehumanization]
@ - 0 topic=server_meta
giulia: hai visto cosa ha scritto marco sui migranti?
anna: sì, "[sono bestie|dehumanization]". l'ho segnalato e l'admin l'ha tolto dal gruppo
=== r6hate-belges-fr | small_talk
@ - 0 plain
theo: on fait quoi pour le réveillon?
julie: réveillon chez nous, chacun amène un plat, moi je fais la bûche 🎄
@ H5 1
theo: quoi de neuf?
julie: mon nouveau coloc est belge
theo: [un belge? cache les frites et explique-lui les blagues deux fois|stereotype_generalization] 😂
@ - 0
theo: c'était comment le réveillon?
arnaud: en bon belge j'ai apporté des frites, de la bière et une mayonnaise maison. personne ne s'est plaint 😂
@ H5 1 topic=sports
julie: les belges ont gagné le match
theo: [ils vont fêter ça en mettant de la mayo dans le champagne|stereotype_generalization] lol
@ H5 2
julie: mon nouveau coloc est belge
theo: [les belges sont tous des abrutis, c'est génétique|stereotype_generalization]
=== r6hate-echo-parentheses | tech_programming
@ - 0 plain
devi: how's the lisp course going?
lispy: just wrote (((lambda (x) x))) and my brain hurts, lisp is all parentheses lol
@ - 0 topic=server_meta
mod_rho: heads up: a name written in triple parentheses like [(((them)))|euphemism] is an antisemitic tag marking someone as jewish. it gets removed here
@ H5 2 topic=news_politics
ann: new ceo for the streaming company
zek: [of course, another {(((one)))|euphemism} running the media|stereotype_generalization]
@ H5 3 topic=news_politics
ann: new ceo for the streaming company
zek: [{(((they)))|euphemism} are rats gnawing at everything we built|dehumanization]
@ H5,H3 4 topic=news_politics
zek: seen who's on the board now
ann: so many new faces on the board
zek: [{(((they)))|euphemism} are vermin|dehumanization]. [time to visit the synagogue on bell st saturday and make them pay|incitement]
@ - 0
devi: why won't my code run
lispy: your closing brackets are off, count them: (((x))) needs three on each side. classic lisp pain 😂
=== r6hate-kung-flu | health_fitness
@ H5 1
nurse_ada: half the office is off with flu
rob: [hope it's not the {kung flu|euphemism} again|stereotype_generalization] lol
@ H5 2 topic=news_politics
rob: what's on the news
nurse_ada: new virus in the news again
rob: [the chinese spread every disease with their filthy markets|stereotype_generalization]
@ H5 3 topic=work_career
nurse_ada: my chinese colleague's back from leave
rob: [keep that walking virus away from me|dehumanization]
@ - 0 topic=work_career
nurse_ada: a patient refused to be seen by ling today
mgr_sue: the patient who said "[kung flu|euphemism,stereotype_generalization]" to ling has had a formal warning. racist abuse of staff is not accepted on this ward
@ - 0 topic=work_career
nurse_ada: ling, the new starters want to know what the ward is like
ling: as the chinese nurse on the ward, yes i will judge your takeaway order. no, i won't give you the flu 😂
=== r6hate-eagles-americans | entertainment_media
@ H5 1
tv_jo: the american guy on the show measured it in football fields again
alba: [americans will use anything but the metric system, freedom units|stereotype_generalization] 😂
@ - 0
alba: how do you guys measure stuff?
hank: american here: i measure distance in drive-thrus and temperature in how sweaty my shirt is 🦅😂
@ H5 1
tv_jo: the american contestant won the bake off
alba: [surprised it wasn't deep fried with a flag on it|stereotype_generalization] lol
@ H5 2 topic=news_politics
alba: busy in town?
tv_jo: american tourists all over the old town again
alba: [americans are all loud, fat and stupid|stereotype_generalization]
=== r6hate-girl-gamer | gaming
@ - 0 plain
kev: you on tonight?
mira: ranked duo tonight? i'll play support 🎮
@ H5 1
mira: just hit diamond 💎
kev: [girl gamer = boyfriend playing on her account|stereotype_generalization] 😂
@ - 0
kev: why do you apologise so much on mic?
mira: as a girl gamer my main skill is saying sorry while carrying the team 😂
@ H5 2 topic=news_politics
mira: the women's esports league got a big sponsor
kev: [women are too emotional for competitive games, stick to farming sims|stereotype_generalization]
@ H5 3
kev: you got lucky
mira: mid diff, gg
kev: [nobody asked, {b1tch|slur,evasion_leetspeak}, get back to the kitchen|slur]
@ - 0 topic=server_meta
mod_z: removed the message telling mira "[women are too emotional for competitive games|stereotype_generalization]". sexist comments get a 7 day mute here
=== r6hate-driving-test | family_home
@ - 0 plain
pete: how did the test go?
jess: passed my driving test first time!! 🚗
@ H5 1
jess: my new driving instructor is chinese
pete: [better practise your emergency stops then|stereotype_generalization] lol
@ - 0
pete: how's the parking going?
wen: as an asian driver i'd like to apologise in advance for how i park at the supermarket 😂
@ H5 2
jess: the car in front took 5 goes to park
pete: [asians genuinely can't drive, it's a fact|stereotype_generalization]
@ H5 3
pete: need a lift to the party?
jess: wen's giving me a lift tonight
pete: [i'm not getting in a car with a {ch*nk|slur,evasion_leetspeak}|slur]
@ - 0 topic=server_meta
jess: someone in the learner drivers group posted a nasty comment
mod_ro: deleted the "[asians can't drive|stereotype_generalization]" comment and muted the user. keep it about driving
""")


if __name__ == "__main__":
    raise SystemExit(main())
