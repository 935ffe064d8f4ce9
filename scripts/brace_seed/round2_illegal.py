"""BRACE round-2 seed windows for H5 (drugs, weapons trade, fraud and scams, hate speech) and their hard negatives.

Writes data/brace/seed/round2_illegal.jsonl deterministically. All text was written for Parry by hand
(no data set was copied); names, handles, phone numbers (555), links (*.example) and places are invented.

Layout: `fam(name, row, ...)` declares one family (one scenario idea, 3-7 windows that vary the wording,
context, authors and evasions). Its `source` is "seed:round2_illegal/<name>", so the family split keeps the
variants, and the contrast pairs inside a family (the same words harmful in one context and benign in
another), together.

A row is (types, severity, topic, turns, evidence):

* types: "H5", "H5+H3", ... (primary first); "HN" for a benign hard negative; "OK" for plain benign chat.
* turns: "role: text", oldest first; the last turn is the judged one. Roles map to pseudonyms per window
  (same role, same author; roles starting with "mod" get moderator-like names).
* evidence: "indicator:substring" on the judged turn, or "N>indicator:substring" on context turn N.
  Offsets come from str.index of the substring in the final text, never typed by hand; the substring must
  not start or end with whitespace or punctuation, nor cut a word in half. The judged-turn indicators are
  exactly those of the judged-turn evidence.

Content rules: slurs appear only masked ("k*ke", "tr*nny") or as coded terms; weapons are traded, never
built;
drug talk names substances and prices, never doses or recipes.

Run: .venv/bin/python scripts/brace_seed/round2_illegal.py
"""

from __future__ import annotations

import json
import random
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from detectors.brace import load_windows  # noqa: E402
from detectors.brace.taxonomy import INDICATORS, TOPICS  # noqa: E402

OUT = ROOT / "data" / "brace" / "seed" / "round2_illegal.jsonl"
GROUP = "round2_illegal"
ID_PREFIX = "seed-r2il-"
SEED = 20250611

NAMES = [
    "arlo", "bibi", "cato", "dune", "elka", "faye", "gravy", "hollis", "inka", "jett", "kestrel", "lumi", "mags",
    "nox", "odin_", "pim", "quill", "rook", "saffi", "teo", "ulla", "vesper", "wally", "xyla", "yoyo", "zeph",
    "brisket", "cinder", "dotty", "echo.v", "flint", "gumbo", "hazel_b", "isko", "jinx", "koda", "lemonz", "mott",
    "nadia_r", "orzo", "pebbles", "ronnie", "sprocket", "tilly", "umbra", "vonnie", "waffle", "yusuf", "zinnia",
    "b4con", "chai_latte", "d00dle", "fern.gully", "grimbo", "hexa", "ivo", "jujube", "kiwi_k", "loaf", "mabel",
    "nugget42", "obi", "pretzl", "quokka", "rafa", "shiloh", "tofu_boy", "uzzi", "vex", "wisp", "yarrow", "zuko_fan",
]
MOD_NAMES = ["mod_rhea", "admin_oz", "mod.keel", "staff_uma", "modbot", "mod_tavi"]

_EV = re.compile(r"^(?:(\d+)>)?([a-z_]+):(.+)$", re.S)
_BAD_EDGE = set(" \t\n,.;:!?()\"")
FAMILIES: dict[str, list[tuple]] = {}


def fam(name: str, *rows: tuple) -> None:
    if name in FAMILIES:
        raise ValueError(f"duplicate family {name}")
    FAMILIES[name] = list(rows)


# =============================================================================================
# DRUGS: selling, sourcing, menus, pushing; glamorising; minors; lethal mixes.
# =============================================================================================

fam("d-emoji-menu",
    ("H5", 3, "drugs_party", ["s: menu for the weekend 🍃 30/8th | ❄️ 80 | 💊 pressies 15 | 🍄 caps 25. dm to order, local drop only"],
     ["drug_sale:🍃 30/8th", "drug_sale:❄️ 80", "drug_sale:💊 pressies 15", "emoji_code:🍃", "emoji_code:❄️", "emoji_code:💊", "emoji_code:🍄", "drug_code_words:pressies", "off_platform_move:dm to order"]),
    ("H5", 3, "buy_sell_trade", ["a: anyone selling a bike pump?", "b: no sorry", "s: not a pump but the 🔌 is here 🍁🍄❄️ all in stock, tap my profile for the tele"],
     ["emoji_code:🔌", "emoji_code:🍁🍄❄️", "drug_sale:all in stock", "off_platform_move:tap my profile for the tele"]),
    ("H5", 3, "entertainment_media", ["a: that new album slaps", "b: fr been on repeat all week", "s: sounds even better with 🌿 and 🍬 tbh 😮‍💨 stocked up, 20 a bean, hmu before friday"],
     ["emoji_code:🌿", "emoji_code:🍬", "drug_sale:stocked up, 20 a bean", "drug_code_words:bean", "off_platform_move:hmu"]),
    ("H5", 3, "drugs_party", ["s: 🍃❄️💊 hay de todo, envíos en la zona norte, escribe al priv 🔥"],
     ["emoji_code:🍃❄️💊", "drug_sale:hay de todo, envíos en la zona norte", "off_platform_move:escribe al priv"]),
    ("H5", 3, "small_talk", ["a: good morning chat ☀️", "s: gm gm 🌞 🔌 open for business today: 🍃 zips, 🍭 tabs, 🥛 purple. same day anywhere in the city"],
     ["emoji_code:🔌", "drug_sale:open for business today", "emoji_code:🥛", "drug_code_words:zips", "drug_code_words:tabs", "drug_code_words:purple", "drug_sale:same day anywhere in the city"]),
)

fam("d-restock-codewords",
    ("H5", 3, "drugs_party", ["s: zaza restock just touched down 🛬 exotics only, 45 a 3.5, no lowballers pls"],
     ["drug_sale:zaza restock just touched down", "drug_code_words:zaza", "drug_sale:45 a 3.5"]),
    ("H5", 3, "small_talk", ["a: yo u still doing the thing?", "s: ye new batch of tabs came in, 10 each or 8 if u take a sheet"],
     ["drug_sale:new batch of tabs came in", "drug_code_words:tabs", "drug_sale:10 each or 8 if u take a sheet"]),
    ("H5", 3, "drugs_party", ["a: lol who's got the good stuff around here", "s: me. loud pack, smells insane, 60 for a quarter, i can meet by the gas station at 8"],
     ["drug_code_words:loud pack", "drug_sale:60 for a quarter", "drug_sale:i can meet by the gas station at 8"]),
    ("H5", 3, "buy_sell_trade", ["s: CARTS BACK IN STOCK!! 2g disposables all flavors, 35 ea, link in bio for the tele"],
     ["drug_sale:CARTS BACK IN STOCK", "drug_code_words:CARTS", "drug_sale:35 ea", "off_platform_move:link in bio for the tele"]),
    ("H5", 3, "drugs_party", ["a: dry week huh", "b: fr nobody has anything rn", "c: tragic", "s: not anymore 😏 white girl's back in town, hit my line"],
     ["drug_sale:white girl's back in town", "drug_code_words:white girl", "euphemism:white girl", "off_platform_move:hit my line"]),
)

fam("d-buy-request",
    ("H5", 3, "drugs_party", ["s: need a half o of green before saturday, anyone local? paying cash"],
     ["drug_sale:need a half o of green before saturday", "drug_code_words:half o of green"]),
    ("H5", 3, "entertainment_media", ["a: who's coming to the warehouse thing", "s: me if someone can sort me 2 beans and a bump of k, will pay upfront"],
     ["drug_sale:sort me 2 beans and a bump of k", "drug_code_words:beans", "drug_code_words:bump of k"]),
    ("H5", 3, "drugs_party", ["s: sucht jemand auch was für samstag? ich bräuchte 2g koks, zahle bar, wer hat nen kontakt"],
     ["drug_sale:ich bräuchte 2g koks, zahle bar", "drug_code_words:koks", "drug_sale:wer hat nen kontakt"]),
    ("H5", 3, "health_fitness", ["a: my old plug moved away 😭 back pain is unreal", "s: anyone got a new connect for percs? need like 10, dm me"],
     ["drug_code_words:connect", "drug_code_words:percs", "drug_sale:need like 10", "off_platform_move:dm me"]),
    ("H5", 3, "school_education", ["a: finals week is hell", "b: same", "s: ok real question who sells addy on campus, i'll pay 10 a pill for the 20s"],
     ["drug_sale:who sells addy on campus", "drug_code_words:addy", "drug_sale:i'll pay 10 a pill"]),
)

fam("d-addy-contrast",
    ("H5", 3, "school_education", ["a: i have 3 essays due thursday", "b: rip", "s: i got addys left over from my script, 5 bucks a pop if u want"],
     ["drug_sale:i got addys left over from my script", "drug_code_words:addys", "drug_sale:5 bucks a pop"]),
    ("HN", 0, "buy_sell_trade", ["a: ok i'll take the controller for 40", "s: bet, drop the addy and i'll ship it tomorrow"], []),
    ("HN", 0, "health_fitness", ["a: does adderall make anyone else lose their appetite", "s: yeah my addy kills my appetite too, my psychiatrist said eat a big breakfast before taking it"],
     ["drug_code_words:addy"]),
    ("H5", 3, "gaming", ["a: how do u grind 14 hours straight", "s: addy my guy 🤝 i can mail you some, 60 for 10, just send the address"],
     ["drug_code_words:addy", "drug_sale:i can mail you some, 60 for 10"]),
    ("HN", 0, "small_talk", ["a: what's the addy for the party", "s: 42 maple crescent, come round the back, bring snacks"], []),
)

fam("d-bars-contrast",
    ("HN", 0, "entertainment_media", ["a: drop a verse then", "s: i got bars for days 🔥 mixtape out friday"], []),
    ("H5", 3, "mental_health", ["a: can't sleep again, 4 nights now", "s: i got bars, real ones not pressed, 5 each. knocks u right out"],
     ["drug_sale:i got bars, real ones not pressed, 5 each", "drug_code_words:bars"]),
    ("HN", 0, "health_fitness", ["a: doctor put me on xanax for panic attacks, nervous about it", "s: my mom takes it too, follow the dose on the label and don't drink with it, you'll be ok"], []),
    ("H5", 1, "entertainment_media", ["a: who's the best rapper rn", "b: easy question", "s: whoever's rapping about sippin and poppin bars, that lifestyle looks so fun ngl 💊"],
     ["drug_code_words:poppin bars", "drug_use:that lifestyle looks so fun", "emoji_code:💊"]),
)

fam("d-glamor",
    ("H5", 1, "drugs_party", ["s: honestly best night of my life was on molly at a rave in 2019, nothing will ever top it ✨"],
     ["drug_use:best night of my life was on molly", "drug_code_words:molly"]),
    ("H5", 1, "small_talk", ["a: what's everyone doing tonight", "s: getting absolutely zooted and watching planet earth, peak existence 🍃"],
     ["drug_use:getting absolutely zooted", "drug_code_words:zooted", "emoji_code:🍃"]),
    ("H5", 1, "mental_health", ["a: sunday scaries hitting hard", "b: same", "s: the cure is a little bump on saturday night 😌 jk... unless?"],
     ["drug_use:a little bump on saturday night", "drug_code_words:bump"]),
    ("H5", 1, "work_career", ["s: nada melhor que um baseado depois do trampo, vida boa 😎"],
     ["drug_use:nada melhor que um baseado", "drug_code_words:baseado"]),
    ("H5", 1, "entertainment_media", ["a: the northern lights were insane last night", "s: imagine seeing that on shrooms, it would literally change your life 🍄"],
     ["drug_use:imagine seeing that on shrooms", "drug_code_words:shrooms", "emoji_code:🍄"]),
)

fam("d-peer-push",
    ("H5", 2, "drugs_party", ["a: idk i've never done coke", "s: bro one line won't kill u, literally everyone at the party is doing it, stop being a baby"],
     ["drug_use:one line won't kill u", "drug_use:everyone at the party is doing it", "urgency_pressure:stop being a baby"]),
    ("H5", 2, "mental_health", ["a: my therapist says i should cut back on weed", "s: nah therapists are narcs, just smoke more and you won't care what she says lol"],
     ["drug_use:just smoke more"]),
    ("H5", 2, "drugs_party", ["a: first festival this weekend 😬", "b: u will love it", "s: take a whole pill the second you walk in, halving it is for cowards, trust me"],
     ["drug_use:take a whole pill the second you walk in", "urgency_pressure:halving it is for cowards"]),
    ("H5", 2, "work_career", ["a: i'm so tired at work lately", "b: coffee?", "s: do what i do, key bump in the bathroom at lunch, boss never notices a thing"],
     ["drug_use:key bump in the bathroom at lunch", "drug_code_words:key bump"]),
    ("H5", 2, "small_talk", ["a: j'ai jamais fumé de ma vie", "s: allez tire une taffe du joint, t'es pas drôle sinon 😂"],
     ["drug_use:tire une taffe du joint", "drug_code_words:joint", "urgency_pressure:t'es pas drôle sinon"]),
)

fam("d-minors",
    ("H5", 4, "school_education", ["a: we're in 9th grade lol", "s: cool i'll sell to u guys anyway, 10 for a pen, just don't tell ur parents"],
     ["drug_sale:i'll sell to u guys anyway, 10 for a pen", "drug_code_words:pen"]),
    ("H5", 4, "family_home", ["a: my little bro is 14 and keeps asking to try weed", "s: send him my way 😂 first gram free for the kiddos, after that 15"],
     ["drug_sale:first gram free for the kiddos", "drug_sale:after that 15"]),
    ("H5", 4, "school_education", ["a: anyone at ridgeview jr high selling vapes", "s: got thc carts for u guys, i'm at the skatepark after school, cash or cashapp"],
     ["drug_sale:got thc carts for u guys", "drug_code_words:carts", "drug_sale:i'm at the skatepark after school"]),
    ("H5", 4, "gaming", ["a: im 13 btw", "b: lol kid", "s: doesn't matter to me lol. i can mail u gummies, the special kind, have it sent to a friend's house so ur mom doesn't see"],
     ["drug_sale:i can mail u gummies, the special kind", "euphemism:the special kind", "drug_sale:have it sent to a friend's house so ur mom doesn't see"]),
    ("H5", 4, "small_talk", ["a: tengo 15 jaja", "s: no pasa nada, te paso unas pastis a precio de amigo, pero no le digas a nadie"],
     ["drug_sale:te paso unas pastis a precio de amigo", "drug_code_words:pastis"]),
)

fam("d-lethal-mix",
    ("H5", 4, "drugs_party", ["a: took 2 xans an hour ago and still feel nothing", "s: then drink the rest of the lean on top, it'll kick in, go on do it now"],
     ["drug_use:drink the rest of the lean on top", "drug_code_words:lean", "urgency_pressure:go on do it now"]),
    ("H5", 4, "drugs_party", ["a: i'm already pretty drunk lol", "b: same 🥴", "s: perfect time for the g then 😈 here take a capful, trust me"],
     ["drug_code_words:the g", "drug_use:here take a capful"]),
    ("H5", 4, "health_fitness", ["a: bought some percs off a guy, they look kinda off", "s: prob pressed w fent but just take two, you'll be fine, i do it all the time"],
     ["drug_code_words:pressed w fent", "drug_use:just take two, you'll be fine"]),
    ("H5", 4, "buy_sell_trade", ["s: selling m30 blues, yes they're fent, strongest in the city. first timers start with a whole one 💙 dm"],
     ["drug_sale:selling m30 blues", "drug_code_words:m30 blues", "drug_use:first timers start with a whole one", "emoji_code:💙", "off_platform_move:dm"]),
    ("HN", 0, "drugs_party", ["a: took 2 xans an hour ago and still feel nothing", "s: please don't take more or drink on top, benzos hit late and mixing is how people stop breathing. stay with someone tonight"], []),
)

fam("d-darknet",
    ("H5", 3, "tech_programming", ["a: where do u even get ket these days", "s: market on tor, vendor called frostfox_example, stealth is perfect, pay in xmr"],
     ["drug_sale:vendor called frostfox_example, stealth is perfect", "drug_sale:pay in xmr"]),
    ("H5", 3, "buy_sell_trade", ["s: my shop is live 🚀 vacuum sealed, ships from EU: md, 2cb, 3mmc. escrow accepted, link in my bio"],
     ["drug_sale:vacuum sealed, ships from EU", "drug_code_words:md, 2cb, 3mmc", "off_platform_move:link in my bio"]),
    ("H5", 3, "tech_programming", ["a: is the onion site still up", "b: which one", "s: the one with the blotters, yeah. use my ref code and get 10% off your first order"],
     ["drug_code_words:blotters", "drug_sale:use my ref code and get 10% off your first order"]),
    ("H5", 3, "tech_programming", ["a: ordering pills online seems sketchy", "b: how do u even pay without getting caught", "s: buy btc, run it through a mixer, send to the vendor, pick up at a parcel locker. i'll walk u through it in dms"],
     ["drug_sale:send to the vendor, pick up at a parcel locker", "off_platform_move:i'll walk u through it in dms"]),
)

fam("d-delivery-logistics",
    ("H5", 3, "drugs_party", ["a: need the usual 🍃 x2", "b: u near?", "s: driver's 10 min out, have exact cash, he'll text when he's at the corner 🚗💨"],
     ["0>emoji_code:🍃", "drug_sale:driver's 10 min out, have exact cash"]),
    ("H5", 3, "family_home", ["a: you still got the white", "s: yea", "a: same as last time?", "s: yeah 3 for 200, taped under the bench by the bus stop. pay with a 🍕 caption so it looks normal"],
     ["0>drug_code_words:the white", "drug_sale:3 for 200, taped under the bench by the bus stop", "euphemism:pay with a 🍕 caption"]),
    ("H5", 3, "small_talk", ["a: mano, tem do verde?", "s: tem sim, 50 a grama, entrego hoje no metrô às 19h, manda no pix"],
     ["0>drug_code_words:verde", "drug_sale:50 a grama, entrego hoje"]),
    ("H5", 3, "drugs_party", ["s: dropping off tonight in the north end 🍃🍄 send your order before 6, 2 item minimum"],
     ["drug_sale:dropping off tonight in the north end", "emoji_code:🍃🍄", "drug_sale:send your order before 6", "urgency_pressure:before 6"]),
)

fam("d-leet-spacing",
    ("H5", 3, "drugs_party", ["s: s.n.o.w and g.a.s available, pm 4 prices"],
     ["drug_sale:s.n.o.w and g.a.s available", "evasion_spacing:s.n.o.w", "evasion_spacing:g.a.s", "drug_code_words:s.n.o.w", "off_platform_move:pm 4 prices"]),
    ("H5", 3, "drugs_party", ["a: anyone hav c0ke", "s: me, c0k3 n m0lly, cheap, hmu"],
     ["drug_sale:c0k3 n m0lly, cheap", "evasion_leetspeak:c0k3", "evasion_leetspeak:m0lly", "drug_code_words:m0lly", "off_platform_move:hmu"]),
    ("H5", 3, "buy_sell_trade", ["s: w e e d and shr00ms for sale, ask in dms"],
     ["drug_sale:w e e d and shr00ms for sale", "evasion_spacing:w e e d", "evasion_leetspeak:shr00ms", "drug_code_words:shr00ms", "off_platform_move:ask in dms"]),
    ("H5", 3, "drugs_party", ["a: vendo??", "s: v3nd0 p3rico y m0ta, entregas en el centro, escríbeme"],
     ["drug_sale:v3nd0 p3rico y m0ta", "evasion_leetspeak:v3nd0 p3rico y m0ta", "drug_code_words:p3rico", "drug_code_words:m0ta", "off_platform_move:escríbeme"]),
)

fam("d-steroids-gym",
    ("H5", 3, "health_fitness", ["a: how do u get so big so fast", "s: test e + tren cycle. i can sort you out, 120 for a 10 week kit, no doctor needed"],
     ["drug_code_words:test e + tren", "drug_sale:i can sort you out, 120 for a 10 week kit", "drug_sale:no doctor needed"]),
    ("H5", 2, "health_fitness", ["a: thinking about my first cycle but kinda scared", "s: just blast it bro, natty is for losers and side effects are a myth"],
     ["drug_use:just blast it bro", "drug_use:side effects are a myth"]),
    ("HN", 0, "health_fitness", ["a: doc put me on TRT for low T", "s: nice, as long as it's prescribed and they check your bloods every few months you're good"], []),
    ("H5", 3, "sports", ["s: got sarms and clen, lab tested, ship anywhere in the uk, telegram @gains_example"],
     ["drug_sale:got sarms and clen, lab tested, ship anywhere", "off_platform_move:telegram @gains_example"]),
    ("HN", 0, "health_fitness", ["a: is creatine a steroid lol", "s: nah it's just a supplement, they literally sell it at the grocery store"], []),
)

fam("d-microdose",
    ("H5", 3, "mental_health", ["a: been reading about microdosing for depression", "s: i sell microdose caps, 30 caps for 60, people say it works better than meds. dm"],
     ["drug_sale:i sell microdose caps, 30 caps for 60", "off_platform_move:dm"]),
    ("HN", 0, "mental_health", ["a: been reading about microdosing for depression", "s: there are actual clinical trials on psilocybin rn, maybe ask your psychiatrist about getting into one instead of diy"], []),
    ("H5", 2, "mental_health", ["a: my anxiety is so bad lately", "s: eat a few shrooms and you'll see it's all in your head, worked for me, forget your meds"],
     ["drug_use:eat a few shrooms", "drug_code_words:shrooms"]),
    ("HN", 0, "news_politics", ["s: oregon's psilocybin program opened more service centers this year, pretty interesting policy experiment"], []),
    ("H5", 3, "drugs_party", ["s: verkoop paddo's en lsd, bezorgd in heel nederland, stuur een bericht"],
     ["drug_sale:verkoop paddo's en lsd, bezorgd in heel nederland", "drug_code_words:paddo's", "off_platform_move:stuur een bericht"]),
)

fam("d-festival-favours",
    ("H5", 2, "drugs_party", ["a: festival group chat is live!!", "b: 🎉🎉", "s: rule 1: nobody goes in sober, everyone brings their own party favours 😉"],
     ["drug_use:nobody goes in sober", "euphemism:party favours"]),
    ("H5", 3, "drugs_party", ["a: what do we bring to the rave", "s: i'll handle the party favours for all of us, 25 a head, venmo me by friday"],
     ["drug_sale:i'll handle the party favours for all of us, 25 a head", "euphemism:party favours"]),
    ("HN", 0, "drugs_party", ["a: what do we bring to the rave", "s: earplugs, water, a charger and the buddy system. and a test kit if anyone's taking anything"], []),
    ("H5", 1, "entertainment_media", ["s: counting down to saturday, sunrise set + a little something in my system = heaven 🌅"],
     ["drug_use:a little something in my system = heaven", "euphemism:a little something"]),
    ("OK", 0, "drugs_party", ["a: festival group chat is live!!", "s: omg okay who's camping and who's driving home each night"], []),
)

fam("d-work-coke",
    ("H5", 3, "work_career", ["a: double shift again 😩", "s: come see me in the walk-in, got a lil white to get u through, first one's on me"],
     ["drug_sale:got a lil white to get u through", "drug_code_words:lil white", "drug_sale:first one's on me"]),
    ("H5", 2, "work_career", ["a: how does chef stay so wired all night", "s: same way all of us do 👃❄️ u should join, service goes so much faster"],
     ["emoji_code:👃❄️", "drug_use:u should join"]),
    ("HN", 0, "work_career", ["a: how does chef stay so wired all night", "s: coffee. like six espressos a shift. genuinely worried about his heart"], []),
    ("H5", 1, "work_career", ["s: kitchen life is 14 hour shifts, cheap beer and whatever's in the staff bathroom at 2am 😂 wouldn't change it"],
     ["drug_use:whatever's in the staff bathroom at 2am", "euphemism:whatever's in the staff bathroom"]),
)

fam("d-gaming-dealer",
    ("H5", 3, "gaming", ["a: anyone wanna trade skins", "s: i trade irl stuff too 😏 🍃 for paypal, ships inside a game case so it looks normal"],
     ["drug_sale:i trade irl stuff too", "drug_sale:🍃 for paypal, ships inside a game case", "emoji_code:🍃"]),
    ("H5", 3, "gaming", ["a: gg", "b: gg wp", "s: gg. also if anyone in EU wants carts or edibles add me on tele, same name"],
     ["drug_sale:wants carts or edibles", "drug_code_words:carts", "off_platform_move:add me on tele"]),
    ("H5", 1, "gaming", ["a: how are you so good at this", "s: high as a kite every single session, weed makes me cracked fr 🍃"],
     ["drug_use:high as a kite every single session", "drug_use:weed makes me cracked", "emoji_code:🍃"]),
    ("HN", 0, "gaming", ["a: what's the best potion combo for the boss", "s: drink the purple + blue one together, 2x damage for 30s, insane combo"], []),
)

fam("d-cannabis-legality",
    ("HN", 0, "drugs_party", ["a: visiting denver next week, is weed legal there", "s: yeah 21+ with id, buy at a dispensary and don't smoke in public or take it across state lines"], []),
    ("HN", 0, "news_politics", ["a: germany legalized it right?", "s: yep, you can grow 3 plants at home now and join a cannabis club, but street dealing is still illegal"], []),
    ("H5", 3, "family_home", ["a: visiting my cousin in texas next week", "s: i can hook u up with some flower out there, my guy ships from cali, 200 a zip"],
     ["drug_sale:i can hook u up with some flower out there", "drug_code_words:flower", "drug_sale:200 a zip"]),
    ("HN", 0, "buy_sell_trade", ["a: canada friends, best legal brand?", "s: i like the craft ones from the government store, way cheaper than the boutique places"], []),
    ("H5", 1, "small_talk", ["s: legal or not i'm smoking on my 18th bday, my parents can cope 🍁😤"],
     ["drug_use:i'm smoking on my 18th bday", "emoji_code:🍁"]),
)

fam("d-white-contrast",
    ("H5", 3, "drugs_party", ["a: you got any of that white left", "s: couple grams, same price, come through after 10 and text first"],
     ["0>drug_code_words:that white", "drug_sale:couple grams, same price, come through after 10"]),
    ("HN", 0, "family_home", ["a: painting the hallway this weekend", "b: nice, what colour", "a: you got any of that white left", "s: couple litres in the shed, come grab it whenever"], []),
    ("HN", 0, "buy_sell_trade", ["a: you got any of that white left", "s: the white sneakers? sold out in my size sorry 😭"], []),
    ("H5", 3, "drugs_party", ["a: you got any of that white left", "b: asking for me too", "s: for u two yeah, 80 a g, same spot as saturday"],
     ["0>drug_code_words:that white", "drug_sale:80 a g, same spot as saturday"]),
)

fam("d-plug-contrast",
    ("H5", 3, "drugs_party", ["a: plug ghosted me again 🙄 need something for tonight", "s: my plug's solid, i'll add u to his snap, tell him it's from me"],
     ["drug_code_words:my plug's solid", "drug_sale:i'll add u to his snap", "off_platform_move:add u to his snap"]),
    ("HN", 0, "tech_programming", ["a: my charger plug is broken again", "s: get the braided ones, my plug's solid for like 2 years now"], []),
    ("HN", 0, "small_talk", ["a: need a plug for the beach party speaker", "s: there's an outlet by the lifeguard hut, bring an extension cord"], []),
    ("H5", 3, "drugs_party", ["s: 🔌 in the building, who needs what, weekend deals till sunday"],
     ["emoji_code:🔌", "drug_sale:who needs what, weekend deals", "urgency_pressure:till sunday"]),
)

fam("d-gas-contrast",
    ("H5", 3, "drugs_party", ["a: who got gas", "s: me, that top shelf gas ⛽🍃 35 an eighth, pull up"],
     ["drug_code_words:top shelf gas", "emoji_code:⛽🍃", "drug_sale:35 an eighth, pull up"]),
    ("HN", 0, "family_home", ["a: who got gas", "b: for the mower?", "a: ya", "s: full can in the garage, grab it"], []),
    ("OK", 0, "small_talk", ["a: road trip tomorrow, who's got gas money", "s: i'll cover gas if you drive 🚗"], []),
    ("H5", 1, "drugs_party", ["a: who got gas", "s: not me 😭 dry spell, i'd kill for a smoke rn lol"],
     ["drug_use:i'd kill for a smoke"]),
)

fam("d-tabs-ice-contrast",
    ("H5", 3, "drugs_party", ["a: going to the forest this weekend, trying something new", "s: want tabs for it? got clean blotter, 12 each"],
     ["drug_code_words:tabs", "drug_code_words:blotter", "drug_sale:got clean blotter, 12 each"]),
    ("HN", 0, "tech_programming", ["a: browser eating 8gb of ram again", "s: close some tabs lol you have like 200 open"], []),
    ("HN", 0, "family_home", ["a: need ice for the cooler", "s: gas station on 5th sells 10lb bags"], []),
    ("H5", 3, "drugs_party", ["a: anyone got ice? been up 2 days and want more", "s: got a teener left, 40, meet by the laundromat"],
     ["drug_code_words:teener", "drug_sale:got a teener left, 40, meet by the laundromat"]),
    ("H5", 3, "small_talk", ["a: ice for tonight?", "s: yeah clear shards, the good stuff 💎 dm me"],
     ["drug_code_words:clear shards", "drug_sale:the good stuff", "emoji_code:💎", "off_platform_move:dm me"]),
)

fam("d-chemsex",
    ("H5+H1", 3, "sexuality", ["s: hosting tonight 💎💨 chems + g provided, party n play, discreet guys only, hit me up"],
     ["emoji_code:💎💨", "drug_sale:chems + g provided", "drug_code_words:party n play", "solicitation_contact:discreet guys only, hit me up", "off_platform_move:hit me up"]),
    ("HN", 0, "sexuality", ["a: what does pnp mean on the apps", "s: party and play, drugs during sex. the sexual health clinic runs a free chemsex support group if anyone needs it, no judgement"], []),
    ("H5", 2, "sexuality", ["a: never tried it during sex", "s: you haven't lived till you've done tina in bed, everyone in the scene does it, try it this weekend"],
     ["drug_use:you haven't lived till you've done tina in bed", "drug_code_words:tina", "drug_use:try it this weekend"]),
    ("HN", 0, "sexuality", ["a: my friend got really sick after a chill party", "s: g and alcohol together is so dangerous. if he's not ok call an ambulance, and the clinic can help him talk about it"], []),
)

fam("d-rx-pills-sale",
    ("H5", 3, "health_fitness", ["a: back's wrecked and my doc won't refill", "s: i have oxys from my surgery, 20 a pop, don't need a script from me lol"],
     ["drug_sale:i have oxys from my surgery, 20 a pop", "drug_code_words:oxys"]),
    ("H5", 3, "mental_health", ["s: got valium and zopiclone, uk next day, no prescription needed 💤 message for the list"],
     ["drug_sale:got valium and zopiclone, uk next day", "drug_sale:no prescription needed", "off_platform_move:message for the list"]),
    ("H5", 3, "family_home", ["a: grandma passed and left a whole drawer of meds", "b: sorry dude", "s: don't throw the painkillers out, i'll buy the lot off you, people pay crazy money for those"],
     ["drug_sale:i'll buy the lot off you"]),
    ("HN", 0, "family_home", ["a: grandma passed and left a whole drawer of meds", "s: sorry for your loss 💙 the pharmacy takes them back for free, don't flush them"], []),
    ("H5", 3, "school_education", ["s: vendo ritalina pra época de provas, 10 reais o comprimido, chama no direct"],
     ["drug_sale:vendo ritalina pra época de provas, 10 reais o comprimido", "off_platform_move:chama no direct"]),
)

fam("d-grow-and-sell",
    ("H5", 3, "family_home", ["a: how's the tent going", "s: 6 plants almost ready 🌱 selling the harvest to the uni crowd, already got 20 pre-orders"],
     ["drug_sale:selling the harvest to the uni crowd", "drug_sale:already got 20 pre-orders"]),
    ("HN", 0, "family_home", ["a: how's the tent going", "s: tomatoes are finally fruiting 🍅 the basil took over though"], []),
    ("H5", 2, "small_talk", ["a: weed's still illegal here", "s: who cares, grow your own, everyone should, cops don't check basements"],
     ["drug_use:grow your own, everyone should"]),
    ("OK", 0, "family_home", ["s: finally got my grow license for the co-op 🌿 first legal harvest in march, so excited"], []),
)

fam("d-hn-harm-reduction",
    ("HN", 0, "drugs_party", ["a: going to my first rave, kinda nervous", "s: if you do take anything, test it first with a reagent kit, sip water but not too much, and never mix with alcohol"], []),
    ("HN", 0, "drugs_party", ["a: my friend is nodding off and won't wake up after taking something", "s: call 911 NOW, put her on her side, and if anyone has narcan use it. good samaritan law protects you for calling"], []),
    ("HN", 0, "health_fitness", ["s: psa: fent test strips are free at the pharmacy on 3rd, if you or your friends use pressed pills please grab some 🙏"],
     ["drug_code_words:pressed pills"]),
    ("HN", 0, "mental_health", ["a: is it safe to take molly if i'm on antidepressants", "s: no, ssris plus mdma can be seriously dangerous. talk to a doctor or a harm reduction service before anything"], []),
    ("HN", 0, "drugs_party", ["s: si vais a consumir en el festival, hay una carpa de reducción de riesgos que analiza las pastillas gratis"], []),
)

fam("d-hn-recovery",
    ("HN", 0, "mental_health", ["s: 1 year clean from meth today. never thought i'd type that 🥹"], []),
    ("HN", 0, "mental_health", ["a: my old dealer keeps texting me", "s: block him and change your number if you can. you've worked too hard for your 90 days, call your sponsor tonight"], []),
    ("HN", 0, "mental_health", ["a: relapsed on saturday after 6 months", "b: 💙", "s: a relapse doesn't erase the 6 months. go to a meeting tomorrow, we're proud of you for telling us"], []),
    ("HN", 0, "small_talk", ["s: NA meeting moved to tuesdays 7pm at the community center, everyone welcome, the coffee is still terrible ☕"], []),
    ("HN", 0, "drugs_party", ["a: how do u deal with cravings at parties", "s: i leave early, bring my own soda, and have a friend there who knows i'm sober. the first few months are the hardest"], []),
)

fam("d-hn-prescription",
    ("HN", 0, "health_fitness", ["a: pharmacy out of my adderall again 😤", "s: same, the shortage is brutal. try calling the smaller local pharmacies, they sometimes have stock"], []),
    ("HN", 0, "health_fitness", ["a: can i take ibuprofen with my oxycodone after surgery", "s: ask the pharmacist, they'll check your exact meds. mine said yes but everyone's different"], []),
    ("HN", 0, "mental_health", ["a: anyone got extra xanax? my anxiety is through the roof", "s: please don't take someone else's meds. call your doctor or urgent care, they can help with a panic attack tonight"], []),
    ("HN", 0, "mental_health", ["s: had my ketamine infusion for depression at the clinic today, weird experience but honestly i feel lighter already"], []),
    ("HN", 0, "family_home", ["a: grandpa's morphine patches, how do we get rid of them safely", "s: pharmacy take-back box, or fold them sticky sides together before binning, don't toss them loose"], []),
)

fam("d-hn-media-news",
    ("HN", 0, "news_politics", ["s: police seized 400kg of cocaine at the port yesterday, biggest bust this year"], []),
    ("HN", 0, "entertainment_media", ["a: rewatching breaking bad", "s: the first cook in the rv is still peak tv, bryan cranston was robbed of nothing, he won everything"], []),
    ("HN", 0, "entertainment_media", ["a: that song about molly is everywhere", "s: lowkey the beat is good but the lyrics are so corny"], []),
    ("HN", 0, "news_politics", ["s: city council votes tonight on the supervised consumption site, the comment section is absolute chaos"], []),
)

fam("d-hn-parents",
    ("HN", 0, "family_home", ["a: found a vape in my 15yo's backpack, smells weird", "s: could be thc. stay calm, ask them about it, and maybe ask the pediatrician how to approach it"], []),
    ("HN", 0, "family_home", ["a: how do i talk to my kid about drugs without being preachy", "s: ask what they've heard first, then share facts about pressed pills and fentanyl. honesty works better than scare stories"],
     ["drug_code_words:pressed pills"]),
    ("HN", 0, "family_home", ["a: my son says all his friends take edibles", "b: oof", "s: that's scary. keep the door open, and make sure he knows he can call you for a ride, no questions asked"], []),
)

fam("d-long-party-thread",
    ("H5", 3, "drugs_party", ["a: ok who's hosting saturday", "b: my place, parents are away", "c: i'll bring speakers", "a: i'll do drinks", "s: i'll bring the fun 🍬🍬 got 10 beans, 15 each for anyone who wants one, pay me at the door"],
     ["emoji_code:🍬🍬", "drug_code_words:beans", "drug_sale:got 10 beans, 15 each for anyone who wants one", "drug_sale:pay me at the door"]),
    ("OK", 0, "drugs_party", ["a: ok who's hosting saturday", "b: my place, parents are away", "c: i'll bring speakers", "a: i'll do drinks", "s: i'll bring the fun 🎲 got catan, codenames and that cursed drinking card game"], []),
    ("H5", 4, "school_education", ["a: ok who's hosting after prom", "b: my place, we're all juniors so keep it quiet", "c: i'll bring speakers", "s: and i'll bring the fun 🍬 beans for everyone, half price for sophomores lol, pay me at the door"],
     ["emoji_code:🍬", "drug_code_words:beans", "drug_sale:beans for everyone, half price for sophomores", "drug_sale:pay me at the door"]),
    ("H5", 2, "drugs_party", ["a: ok who's hosting saturday", "b: my place", "c: is it gonna be a sober one again 🙄", "s: hell no, if you're not rolling by midnight what are you even doing there"],
     ["drug_use:if you're not rolling by midnight what are you even doing there", "drug_code_words:rolling"]),
)

# =============================================================================================
# WEAPONS: firearms, ghost guns, parts, ammo, explosives, prohibited knives and weapons.
# =============================================================================================

fam("w-ghost-gun-kits",
    ("H5", 4, "weapons_hunting", ["s: 80% lowers + jigs in stock, no serial no ffl, finish it in your garage in an afternoon 🛠️ dm"],
     ["weapon_sale:80% lowers + jigs in stock", "weapon_sale:no serial no ffl", "off_platform_move:dm"]),
    ("H5", 4, "tech_programming", ["a: printer finally came in", "s: nice, i sell the frame files plus the rails kit, 50 for the bundle, untraceable once it's done"],
     ["weapon_sale:i sell the frame files plus the rails kit, 50 for the bundle", "weapon_sale:untraceable once it's done"]),
    ("H5", 4, "tech_programming", ["a: thinking about getting into 3d printing", "b: do it, best hobby", "s: print a glock frame first lol. or i can mail u a finished one if u don't wanna bother, 300"],
     ["weapon_mention:glock frame", "weapon_sale:i can mail u a finished one if u don't wanna bother, 300"]),
    ("H5", 4, "buy_sell_trade", ["s: p-r-i-n-t-e-d frames ready to go, comes w/ parts kit, cash or xmr, meet in person"],
     ["evasion_spacing:p-r-i-n-t-e-d", "weapon_sale:p-r-i-n-t-e-d frames ready to go, comes w/ parts kit"]),
    ("H5", 4, "weapons_hunting", ["s: verkaufe 3d-gedruckte rahmen mit teilesatz, ohne waffenschein, nur barzahlung, schreib mir privat"],
     ["weapon_sale:verkaufe 3d-gedruckte rahmen mit teilesatz", "weapon_sale:ohne waffenschein", "off_platform_move:schreib mir privat"]),
)

fam("w-no-check-private-sale",
    ("H5", 4, "buy_sell_trade", ["a: how much for the pistol in your pic", "s: 450, no background check, cash only, walmart lot saturday"],
     ["weapon_sale:450, no background check, cash only"]),
    ("H5", 4, "weapons_hunting", ["s: moving out of state, need it gone today: ar + 4 mags + 500 rounds. no paperwork, no questions"],
     ["weapon_sale:ar + 4 mags + 500 rounds", "weapon_sale:no paperwork, no questions", "urgency_pressure:need it gone today"]),
    ("H5", 4, "buy_sell_trade", ["a: i can't pass a check bc of my record lol", "s: fine by me, bring 600 and i'll bring the shotgun. we never met"],
     ["weapon_sale:bring 600 and i'll bring the shotgun", "weapon_mention:shotgun"]),
    ("H5", 4, "weapons_hunting", ["a: u selling the revolver still?", "b: he is", "s: yep. don't care about ur age or license, cash in hand and it's yours"],
     ["weapon_sale:don't care about ur age or license, cash in hand and it's yours"]),
    ("H5", 4, "small_talk", ["s: got a couple pieces off a friend, serials filed, letting them go cheap to the right people 🤫"],
     ["euphemism:a couple pieces", "weapon_sale:serials filed, letting them go cheap"]),
)

fam("w-switches-sears",
    ("H5", 4, "weapons_hunting", ["a: what's a switch", "s: makes a glock full auto. got a few, 200 each, shipped as 'lego parts' 📦"],
     ["weapon_mention:glock full auto", "weapon_sale:got a few, 200 each", "euphemism:'lego parts'"]),
    ("H5", 4, "weapons_hunting", ["s: auto sears for ar, drop-in, 3 left, first come first served 🔥 tele only"],
     ["weapon_sale:auto sears for ar, drop-in", "urgency_pressure:3 left, first come first served", "off_platform_move:tele only"]),
    ("H5", 4, "weapons_hunting", ["a: how do i get a suppressor without the tax stamp wait", "s: 'solvent trap kit' wink wink, i sell em pre-drilled, u didn't hear it from me"],
     ["euphemism:'solvent trap kit'", "weapon_sale:i sell em pre-drilled"]),
    ("H5", 4, "server_meta", ["a: why does everyone say 'buttons' in that channel", "s: bc saying switches gets you banned lol. anyway buttons in stock, dm"],
     ["euphemism:buttons in stock", "weapon_sale:buttons in stock", "off_platform_move:dm"]),
)

fam("w-ammo-bulk",
    ("H5", 4, "weapons_hunting", ["s: 9mm and .223 by the crate, no id no 4473, pickup behind the feed store"],
     ["weapon_sale:9mm and .223 by the crate", "weapon_sale:no id no 4473"]),
    ("H5", 4, "weapons_hunting", ["a: can't find 5.56 anywhere", "s: got 2k rounds, sell to anyone, don't care if you're prohibited lol"],
     ["weapon_sale:got 2k rounds, sell to anyone", "weapon_sale:don't care if you're prohibited"]),
    ("H5", 4, "buy_sell_trade", ["s: vendo balas 9mm y 380, sin papeles, entrego en mano, whatsapp 555-0142"],
     ["weapon_sale:vendo balas 9mm y 380, sin papeles", "off_platform_move:whatsapp 555-0142"]),
    ("H5", 4, "weapons_hunting", ["a: can you mail ammo", "s: i do, i label the box 'tools', never had a problem. how many do u need"],
     ["weapon_sale:i do, i label the box 'tools'", "euphemism:'tools'"]),
    ("HN", 0, "weapons_hunting", ["a: can't find 5.56 anywhere", "s: the sporting goods store restocks tuesdays, get there early, they check id at the counter"], []),
)

fam("w-prohibited-knives",
    ("H5", 3, "weapons_hunting", ["s: automatic switchblades 🔪 otf and side-open, 35 each, ships in a plain box"],
     ["weapon_sale:automatic switchblades", "emoji_code:🔪", "weapon_sale:35 each, ships in a plain box"]),
    ("H5", 3, "buy_sell_trade", ["a: aren't butterfly knives banned in the uk", "s: yeah that's why mine are 'trainers' 😉 sharpened tho, 25 quid, collect in croydon"],
     ["euphemism:'trainers'", "weapon_sale:sharpened tho, 25 quid"]),
    ("H5", 3, "weapons_hunting", ["s: gravity knives + push daggers, no age check, pay by gift card"],
     ["weapon_sale:gravity knives + push daggers", "weapon_sale:no age check"]),
    ("H5", 3, "buy_sell_trade", ["a: anyone selling a zombie knife", "s: got a couple left from before the ban, 60 each, meet in the park"],
     ["weapon_sale:got a couple left from before the ban, 60 each"]),
    ("H5", 3, "weapons_hunting", ["s: vends couteaux papillon et poings américains, envoi discret, contactez-moi en mp"],
     ["weapon_sale:vends couteaux papillon et poings américains", "off_platform_move:contactez-moi en mp"]),
)

fam("w-tasers-knuckles",
    ("H5", 3, "small_talk", ["a: walking home alone at night sucks", "s: i sell stun guns that look like lipstick, 30, no one will know you're carrying"],
     ["weapon_sale:i sell stun guns that look like lipstick, 30"]),
    ("HN", 0, "small_talk", ["a: walking home alone at night sucks", "s: share your location with a friend, stick to lit streets, and the community center has a free self-defence class"], []),
    ("H5", 3, "buy_sell_trade", ["s: brass knuckles with cat ears 😺 cute AND deadly, 15 each or 3 for 40"],
     ["weapon_sale:brass knuckles with cat ears", "weapon_sale:15 each or 3 for 40"]),
    ("H5", 3, "family_home", ["a: kids keep jumping my little brother", "s: get him a knuckle duster, i can sell u one for 10, tell him to keep it in his hoodie"],
     ["weapon_sale:i can sell u one for 10"]),
    ("H5", 3, "weapons_hunting", ["a: pepper spray is illegal here right", "s: yeah but i have police grade ones and tasers, ship to germany no problem, message for price"],
     ["weapon_sale:i have police grade ones and tasers, ship to germany", "off_platform_move:message for price"]),
)

fam("w-explosives",
    ("H5", 4, "family_home", ["a: 4th of july is coming", "s: i make my own m-80s, way bigger than store ones, 5 bucks each, taking orders now"],
     ["weapon_sale:i make my own m-80s", "weapon_sale:5 bucks each, taking orders"]),
    ("H5", 4, "weapons_hunting", ["s: tannerite + pipe kits, you do the rest, not responsible for what u blow up 💣"],
     ["weapon_sale:tannerite + pipe kits", "emoji_code:💣"]),
    ("H5", 4, "work_career", ["a: need something to clear a stump on the farm", "s: i can get you actual dynamite from a quarry guy, no license needed if you buy through me"],
     ["weapon_sale:i can get you actual dynamite", "weapon_sale:no license needed if you buy through me"]),
    ("H5", 4, "buy_sell_trade", ["s: cobra crackers from poland, the banned kind 🧨 sold by the box, pickup only, cash"],
     ["weapon_sale:cobra crackers from poland, the banned kind", "emoji_code:🧨", "weapon_sale:sold by the box"]),
    ("HN", 0, "family_home", ["a: 4th of july is coming", "s: town fireworks at the lake again, we're bringing blankets and way too many hot dogs"], []),
)

fam("w-strap-glizzy-contrast",
    ("H5", 4, "buy_sell_trade", ["a: selling my strap", "b: how much", "s: 350, comes w/ a 30 round stick, no body on it 🔫"],
     ["weapon_sale:350, comes w/ a 30 round stick", "euphemism:no body on it", "emoji_code:🔫"]),
    ("HN", 0, "buy_sell_trade", ["a: selling my strap", "b: how much", "s: 20, it's a leather guitar strap, barely used, pickup downtown"], []),
    ("H5", 4, "buy_sell_trade", ["s: glizzys for sale 🌭🔫 clean ones, switch optional +150"],
     ["euphemism:glizzys", "weapon_sale:glizzys for sale", "emoji_code:🌭🔫", "weapon_sale:switch optional +150"]),
    ("OK", 0, "family_home", ["a: who's bringing food to the cookout", "s: i got the glizzys 🌭 40 franks and buns"], []),
    ("H5", 4, "small_talk", ["a: need a blick for protection", "s: got a clean blick, 400, or 500 w the extendo, hmu"],
     ["euphemism:blick", "weapon_sale:got a clean blick, 400, or 500 w the extendo", "off_platform_move:hmu"]),
)

fam("w-piece-contrast",
    ("H5", 4, "small_talk", ["a: u still got that piece", "s: ya, .40, no serial, 300 firm, meet me tonight"],
     ["0>euphemism:that piece", "weapon_sale:40, no serial, 300 firm", "urgency_pressure:meet me tonight"]),
    ("HN", 0, "small_talk", ["a: u still got that piece", "s: the chess piece? yeah the knight from the old set, i'll bring it to club"], []),
    ("HN", 0, "family_home", ["a: u still got that piece", "s: of the cake? lmao no my brother ate it at 3am"], []),
    ("H5", 4, "gaming", ["a: gg", "b: u still got that piece? need it before the weekend", "s: not on discord bro 💀 dm. but yeah still have it, 500 and it comes with the mag"],
     ["off_platform_move:dm", "weapon_sale:still have it, 500 and it comes with the mag", "1>euphemism:that piece"]),
)

fam("w-wtb-buyer",
    ("H5", 4, "buy_sell_trade", ["s: wtb pistol, can't pass a background check, paying 800 cash, dm me"],
     ["weapon_sale:wtb pistol, can't pass a background check, paying 800 cash", "off_platform_move:dm me"]),
    ("H5", 3, "family_home", ["a: this neighbourhood is getting sketchy", "s: anyone know how to get a gun without all the background check stuff? asking for real"],
     ["weapon_sale:how to get a gun without all the background check stuff"]),
    ("H5", 4, "small_talk", ["a: lol u got a record tho", "s: ik, that's why im buying from u not a store. 2 glocks, name ur price"],
     ["weapon_sale:2 glocks, name ur price"]),
    ("H5", 4, "buy_sell_trade", ["s: compro oitão sem registro, pago à vista, chama no zap"],
     ["weapon_sale:compro oitão sem registro, pago à vista", "euphemism:oitão", "off_platform_move:chama no zap"]),
    ("HN", 0, "weapons_hunting", ["a: this neighbourhood is getting sketchy", "s: if you're thinking about a gun, do it legally, take a safety course, and get a safe. or honestly just get cameras first"], []),
)

fam("w-straw-purchase",
    ("H5", 4, "weapons_hunting", ["a: i'm 19, can't buy a handgun here", "s: my sister's 23 and clean, she buys it, you pay her plus 100, easy"],
     ["weapon_sale:she buys it, you pay her plus 100"]),
    ("H5", 4, "buy_sell_trade", ["s: doing straw buys for anyone who needs one, record's spotless, 150 fee per gun"],
     ["weapon_sale:doing straw buys for anyone who needs one", "weapon_sale:150 fee per gun"]),
    ("H5", 4, "weapons_hunting", ["a: is it legal if my friend buys it for me", "b: no lol", "s: who's gonna know. my buddy walks in, fills the form, hands it over in the parking lot, 100 for his trouble. want his number?"],
     ["weapon_sale:my buddy walks in, fills the form, hands it over in the parking lot", "weapon_sale:100 for his trouble"]),
    ("HN", 0, "weapons_hunting", ["a: is it legal if my friend buys it for me", "b: no lol", "s: that's a straw purchase, it's a felony for both of you. wait till you're 21 or get a long gun"], []),
)

fam("w-to-minors",
    ("H5", 4, "school_education", ["a: im 16 lol", "s: age doesn't matter to me 😂 still selling, 9mm + a box, meet by the school fields after practice"],
     ["weapon_sale:still selling, 9mm + a box", "weapon_sale:meet by the school fields after practice"]),
    ("H5", 4, "school_education", ["a: i'm in 10th grade, my parents would kill me if they knew", "s: they won't, i'll hide the .22 in a skateboard box, you pay me cash at school"],
     ["weapon_sale:i'll hide the .22 in a skateboard box", "weapon_sale:you pay me cash at school"]),
    ("H5", 3, "school_education", ["a: we're 14 but can u still sell us the butterfly knives", "s: yeah no id needed, 20 each, i'll bring them to the bus stop"],
     ["weapon_sale:no id needed, 20 each", "weapon_sale:i'll bring them to the bus stop"]),
    ("H5", 4, "gaming", ["a: my mom won't let me buy anything", "b: how old r u", "a: 15", "s: that's cool, no one checks with me. real airsoft-looking one, except it's not airsoft 😉 250"],
     ["weapon_sale:no one checks with me", "weapon_sale:real airsoft-looking one, except it's not airsoft", "euphemism:except it's not airsoft"]),
)

fam("w-promo-glamor",
    ("H5", 2, "news_politics", ["s: everyone should own an unregistered ghost gun, the state can't take what it doesn't know about 😎"],
     ["weapon_mention:own an unregistered ghost gun"]),
    ("H5", 1, "small_talk", ["a: what's in your edc", "s: wallet, keys, and something my state says i'm not allowed to carry 😏🔪"],
     ["euphemism:something my state says i'm not allowed to carry", "emoji_code:🔪"]),
    ("H5", 2, "weapons_hunting", ["a: auto sears are so illegal lol", "s: laws are suggestions. get a switch, full auto is the most fun you'll ever have"],
     ["weapon_mention:get a switch"]),
    ("H5", 1, "small_talk", ["s: nothing feels more american than a gun with no paperwork 🇺🇸🔫 lol"],
     ["weapon_mention:a gun with no paperwork", "emoji_code:🔫"]),
    ("H5", 1, "news_politics", ["a: how do ppl even get guns in the uk", "s: you just need to know the right people, half my ends has one, easier than getting weed"],
     ["weapon_mention:half my ends has one"]),
)

fam("w-gaming-to-real",
    ("H5", 4, "gaming", ["a: that m4 skin is clean", "s: lol i got the real thing too, not a skin 😂 selling if u want, dm"],
     ["weapon_sale:i got the real thing too", "weapon_sale:selling if u want", "off_platform_move:dm"]),
    ("HN", 0, "gaming", ["a: that m4 skin is clean", "s: got it from the battle pass, trading it for the dragon ak if anyone wants"],
     ["weapon_mention:dragon ak"]),
    ("H5", 4, "gaming", ["a: which loadout do u run", "b: shotgun + smg", "s: same irl lmao, actually selling my 12ga, no checks, u in ohio?"],
     ["weapon_sale:selling my 12ga, no checks"]),
    ("H5", 4, "gaming", ["s: tired of virtual guns? 🔫 real glocks, real ammo, real cheap. eu shipping, join t.me/example_armory"],
     ["emoji_code:🔫", "weapon_sale:real glocks, real ammo, real cheap", "off_platform_move:join t.me/example_armory"]),
)

fam("w-nonenglish-firearms",
    ("H5", 4, "weapons_hunting", ["a: wo bekomm ich ne scharfe her", "s: hab umgebaute schreckschuss, schießen scharf, 500 bar, treffen am bahnhof"],
     ["weapon_sale:hab umgebaute schreckschuss, schießen scharf, 500 bar"]),
    ("H5", 4, "buy_sell_trade", ["s: vendo fierro corto con cargador extra, sin papeles, entrego hoy en el centro 🔫"],
     ["euphemism:fierro corto", "weapon_sale:vendo fierro corto con cargador extra, sin papeles", "emoji_code:🔫", "urgency_pressure:entrego hoy"]),
    ("H5", 4, "weapons_hunting", ["s: vendo pistola pulita senza matricola, solo contanti, scrivimi in privato"],
     ["weapon_sale:vendo pistola pulita senza matricola", "off_platform_move:scrivimi in privato"]),
    ("H5", 4, "small_talk", ["a: tu connais qqn pour une arme", "s: j'ai un calibre propre, 600 balles, pas de questions, rdv ce soir"],
     ["weapon_sale:j'ai un calibre propre, 600 balles, pas de questions", "urgency_pressure:rdv ce soir"]),
)

fam("w-hn-hunting",
    ("HN", 0, "weapons_hunting", ["s: got my first buck opening morning with my dad's old .30-06 🦌 so proud"], ["weapon_mention:dad's old .30-06"]),
    ("HN", 0, "weapons_hunting", ["a: what caliber for elk", "s: guides usually say 7mm or bigger, but shot placement matters way more than caliber"], ["weapon_mention:7mm"]),
    ("HN", 0, "weapons_hunting", ["a: hunter safety course this weekend", "s: nice, bring your tag paperwork after, the range part is fun"], []),
    ("HN", 0, "weapons_hunting", ["a: is it legal to hunt hogs at night in texas", "s: on private land with landowner permission yes, check the parks and wildlife site for your county"], []),
    ("HN", 0, "weapons_hunting", ["s: temporada de caza abierta, ya saqué mi licencia y limpié la escopeta 🦆"], ["weapon_mention:la escopeta"]),
)

fam("w-hn-range-licensed",
    ("HN", 0, "weapons_hunting", ["a: buying my first pistol, nervous", "s: totally normal. the shop runs the background check, you wait it out, then take a safety class and hit the range"], []),
    ("HN", 0, "buy_sell_trade", ["s: selling my deer rifle, transfer through an ffl only, buyer pays the fee and must pass the background check"],
     ["weapon_sale:selling my deer rifle"]),
    ("HN", 0, "sports", ["a: range day saturday?", "s: yes! bringing the 22 and a brick of cheap target ammo, lane 4 is ours"], ["weapon_mention:bringing the 22"]),
    ("HN", 0, "weapons_hunting", ["a: can i ship a rifle to my brother in another state", "s: not directly, it has to go to a licensed dealer near him and he does the paperwork there"], []),
    ("HN", 0, "server_meta", ["s: club reminder: eye and ear pro mandatory, all guns cased until you're on the line, no exceptions 🎯"], ["weapon_mention:all guns cased"]),
)

fam("w-hn-legit-market",
    ("HN", 0, "buy_sell_trade", ["s: WTS: airsoft m4 aeg, 2 mids, orange tip intact, 150 local pickup"], ["weapon_mention:airsoft m4 aeg"]),
    ("OK", 0, "buy_sell_trade", ["a: selling my grandma's kitchen knife set, barely used", "s: i'll take it if you still have it, 80 ok?"], []),
    ("HN", 0, "sports", ["s: paintball gun + mask + hopper, 90 obo, meet at the field"], ["weapon_mention:paintball gun"]),
    ("HN", 0, "server_meta", ["a: is it ok to sell my old bow on here", "s: check the pinned rules, but bows are legal to sell most places. local pickup and make sure the buyer is 18"], []),
    ("HN", 0, "buy_sell_trade", ["a: how much for the pocket knife", "s: 15, it's a regular folding one with a 3 inch blade, legal everywhere i know of"], ["weapon_mention:regular folding one"]),
)

fam("w-hn-game-guns",
    ("HN", 0, "gaming", ["a: trading my karambit fade for ur ak redline + keys", "s: deal, send the trade offer in game"], []),
    ("HN", 0, "gaming", ["s: selling rifle skins cheap, all tradable in game, no irl stuff lol"], ["weapon_mention:rifle skins"]),
    ("HN", 0, "gaming", ["a: best gun in the new season rn", "s: the new smg is broken, i'd run it with the extended mag before the patch"], ["weapon_mention:the new smg"]),
    ("HN", 0, "gaming", ["a: i'm gonna shoot you first next round", "s: bring it, my sniper's been waiting 😤"], ["weapon_mention:my sniper"]),
    ("HN", 0, "gaming", ["a: where do you buy guns in this game", "s: black market vendor at the docks, he sells silencers and grenades after chapter 3"],
     ["weapon_sale:he sells silencers and grenades"]),
)

fam("w-hn-news-policy",
    ("HN", 0, "news_politics", ["s: new rule requires serial numbers on ghost gun kits now, curious how it holds up in court"], ["weapon_mention:ghost gun kits"]),
    ("HN", 0, "news_politics", ["a: why are switchblades illegal but guns aren't", "s: 1950s moral panic about gangs honestly, a lot of states have since repealed those laws"], []),
    ("HN", 0, "news_politics", ["s: feds busted a guy selling glock switches out of his garage, he's looking at 20 years"],
     ["weapon_sale:selling glock switches out of his garage"]),
    ("OK", 0, "news_politics", ["a: did you see the debate on background checks", "s: yeah, universal checks poll around 80% and still never pass, wild"], []),
)

fam("w-hn-collectors",
    ("HN", 0, "weapons_hunting", ["s: knife collectors meetup sunday, bringing my damascus hunters and a few old scandinavian ones 🔪"], ["weapon_mention:damascus hunters"]),
    ("OK", 0, "family_home", ["a: whittling set recommendations?", "s: flexcut starter kit, and a cut-resistant glove unless you like stitches lol"], []),
    ("HN", 0, "entertainment_media", ["a: the sword in that anime is so cool", "s: you can buy a decorative replica, unsharpened, they're like 60 bucks"], []),
    ("HN", 0, "weapons_hunting", ["a: is pepper spray legal in my state?", "s: in most US states yes for adults, some limit the size. your state AG site has the actual law"], []),
)

# =============================================================================================
# FRAUD AND SCAMS: phishing, fake giveaways, crypto shilling and rug pulls, fake jobs, accounts, carding.
# =============================================================================================

fam("f-nitro-phish",
    ("H5", 3, "gaming", ["s: yo someone gifted nitro to everyone in this server 😳 claim before it's gone: dlscord-nitro.example/gift/x8k2"],
     ["fraud_phishing:someone gifted nitro to everyone in this server", "urgency_pressure:before it's gone", "fraud_phishing:dlscord-nitro.example/gift/x8k2"]),
    ("H5", 3, "small_talk", ["a: hey long time no talk", "s: heyy can u do me a favor, i'm in a contest, vote for me here and u get free nitro too: nitro-vote.example"],
     ["fraud_phishing:vote for me here and u get free nitro", "fraud_phishing:nitro-vote.example"]),
    ("H5", 3, "server_meta", ["s: 🎁 f.r.e.e n.i.t.r.o 3 months 🎁 scan the qr in your discord app to redeem"],
     ["evasion_spacing:f.r.e.e n.i.t.r.o", "fraud_phishing:f.r.e.e n.i.t.r.o 3 months", "fraud_phishing:scan the qr in your discord app to redeem"]),
    ("H5", 3, "gaming", ["a: whats this link someone dmed me", "s: it's legit lol i got my nitro from it too, just log in with ur discord and it activates"],
     ["fraud_phishing:just log in with ur discord and it activates"]),
    ("H5", 3, "entertainment_media", ["s: nitro grátis pra todo mundo do servidor 🎉 resgata aqui: discord-presente.example, só hoje"],
     ["fraud_phishing:nitro grátis pra todo mundo do servidor", "fraud_phishing:discord-presente.example", "urgency_pressure:só hoje"]),
)

fam("f-steam-phish",
    ("H5", 3, "gaming", ["a: can u check my trade offer", "s: sure but log in here first so i can see ur inventory value: steamcommunlty.example/tradeoffer"],
     ["fraud_phishing:log in here first so i can see ur inventory value", "fraud_phishing:steamcommunlty.example/tradeoffer"]),
    ("H5", 3, "gaming", ["s: hey bro sorry i accidentally reported ur account, talk to this admin asap or u get banned: @valve_support_desk_example"],
     ["fraud_phishing:i accidentally reported ur account", "urgency_pressure:asap or u get banned", "off_platform_move:@valve_support_desk_example"]),
    ("H5", 3, "gaming", ["a: who wants free skins", "b: me", "s: our team needs votes for the tournament, sign in with steam on esports-vote.example and we split the prize skins"],
     ["fraud_phishing:sign in with steam on esports-vote.example"]),
    ("H5", 3, "gaming", ["s: giving away my whole knife inventory bc i'm quitting cs 😢 first 10 to add me and accept the 'verification' trade get one"],
     ["fraud_phishing:giving away my whole knife inventory", "fraud_phishing:accept the 'verification' trade", "urgency_pressure:first 10"]),
    ("HN", 0, "gaming", ["a: someone dmed me saying they accidentally reported my account and i need to contact an admin", "s: classic scam, block them. valve never contacts you on discord and nobody 'accidentally reports' you"], []),
)

fam("f-mod-impersonation",
    ("H5", 3, "server_meta", ["s: [MOD] hi, your account was flagged for suspicious activity. to keep your roles verify at parry-verify.example within 15 minutes"],
     ["fraud_phishing:[MOD]", "fraud_phishing:verify at parry-verify.example", "urgency_pressure:within 15 minutes"]),
    ("H5", 3, "server_meta", ["a: why did a mod dm me", "s: hey it's me from the mod team 👋 security check, just screenshot your 2fa backup codes and send them here"],
     ["fraud_phishing:it's me from the mod team", "fraud_phishing:screenshot your 2fa backup codes and send them here"]),
    ("H5", 3, "tech_programming", ["s: Discord Trust & Safety here. your server will be deleted for tos violations unless the owner logs in at dsc-appeals.example today"],
     ["fraud_phishing:Discord Trust & Safety here", "urgency_pressure:will be deleted", "fraud_phishing:logs in at dsc-appeals.example"]),
    ("H5", 3, "server_meta", ["a: who's the new guy with the admin colour", "b: idk", "c: never seen him before", "s: yeah i'm the new admin 👋 everyone pls auth through my link so your roles sync after the migration: bot-sync.example/auth"],
     ["fraud_phishing:i'm the new admin", "fraud_phishing:auth through my link", "fraud_phishing:bot-sync.example/auth"]),
    ("HN", 0, "server_meta", ["s: reminder from the mod team: we will NEVER dm you asking for passwords, codes or to 'verify'. if someone does, screenshot it and ping us"], []),
)

fam("f-crypto-doubling",
    ("H5", 3, "finance_crypto", ["s: 🚨 charity airdrop 🚨 send any amount of sol to the wallet below and receive 2x back within 10 min. 9aXkexample"],
     ["fraud_investment:send any amount of sol to the wallet below and receive 2x back"]),
    ("H5", 3, "finance_crypto", ["a: is that giveaway real", "s: 100% i sent 0.5 and got 1 back instantly, hurry they close at midnight"],
     ["fraud_investment:i sent 0.5 and got 1 back instantly", "urgency_pressure:hurry they close at midnight"]),
    ("H5", 3, "finance_crypto", ["s: duplica tu bitcoin en 24h 💸 manda a esta dirección y te devolvemos el doble, plazas limitadas"],
     ["fraud_investment:duplica tu bitcoin en 24h", "fraud_investment:manda a esta dirección y te devolvemos el doble", "urgency_pressure:plazas limitadas"]),
    ("H5", 3, "mental_health", ["a: lost everything in the crash 😞 can't sleep", "s: dm me, my mentor recovers lost funds and doubles them, you just pay the 0.1 btc unlock fee first"],
     ["off_platform_move:dm me", "fraud_investment:recovers lost funds and doubles them", "fraud_investment:pay the 0.1 btc unlock fee first"]),
)

fam("f-pump-shill",
    ("H5", 2, "finance_crypto", ["s: $FROGGO is the next 1000x, devs are based, chart only goes up 🐸🚀 nfa but don't miss it"],
     ["fraud_investment:the next 1000x", "fraud_investment:chart only goes up", "urgency_pressure:don't miss it"]),
    ("H5", 3, "finance_crypto", ["s: presale closes in 2h ⏳ send sol to the presale wallet pinned in our tele, min 1 sol, guaranteed 50x at launch"],
     ["urgency_pressure:presale closes in 2h", "fraud_investment:send sol to the presale wallet", "off_platform_move:pinned in our tele", "fraud_investment:guaranteed 50x at launch"]),
    ("H5", 2, "finance_crypto", ["a: what coin should i buy", "s: only one answer: $BLAZR. team's anonymous but trust me it's going to 10 bucks by friday"],
     ["fraud_investment:trust me it's going to 10 bucks by friday"]),
    ("H5", 1, "small_talk", ["s: crypto changed my life, anyone still working a 9-5 in 2025 is ngmi 😎"],
     ["fraud_investment:crypto changed my life"]),
    ("H5", 3, "finance_crypto", ["a: down 40% this month", "s: join my signals group, 97% win rate, 99 usdt a month, link in bio 📈"],
     ["fraud_investment:97% win rate, 99 usdt a month", "off_platform_move:link in bio"]),
)

fam("f-rugpull-insider",
    ("H5", 3, "finance_crypto", ["a: when do we sell", "s: once the server hype pushes it past 2m mc we all dump at the same time. holders are exit liquidity lol"],
     ["fraud_investment:we all dump at the same time", "fraud_investment:holders are exit liquidity"]),
    ("H5", 4, "finance_crypto", ["s: plan: launch the token, lock liquidity for 24h only, shill it in every beginner crypto group and pull it sunday. thousands of noobs, easy money"],
     ["fraud_investment:shill it in every beginner crypto group and pull it sunday", "fraud_investment:thousands of noobs"]),
    ("H5", 3, "finance_crypto", ["a: is the dev team still around", "b: they went quiet", "s: lmao they're gone, i was in the dev chat. we're doing the same thing next week with a new name, want in early?"],
     ["fraud_investment:we're doing the same thing next week with a new name, want in early"]),
    ("HN", 0, "finance_crypto", ["a: is the dev team still around", "b: they went quiet", "s: looks like a rug, liquidity got pulled an hour ago, check the contract on the explorer. report it and don't buy the 'relaunch'"], []),
    ("H5", 3, "finance_crypto", ["s: pump group: 8pm est we all buy $KOALA on the dex, post it everywhere, sell at 3x. vip members get the coin 5 min early for 50 usdt"],
     ["fraud_investment:we all buy $KOALA on the dex", "fraud_investment:sell at 3x", "fraud_investment:vip members get the coin 5 min early for 50 usdt"]),
)

fam("f-fake-job",
    ("H5", 3, "work_career", ["a: looking for remote work", "s: we hire! like & review products online, earn 300/day. just buy the starter task pack for 50 usdt to unlock your account"],
     ["fraud_investment:earn 300/day", "fraud_phishing:buy the starter task pack for 50 usdt to unlock your account"]),
    ("H5", 3, "work_career", ["s: hiring for data entry 💼 no experience, 45/hr, send your bank login so hr can set up direct deposit"],
     ["fraud_phishing:send your bank login"]),
    ("H5", 3, "school_education", ["a: graduated and still no job 😭", "s: my company needs a 'payment processor'. you get checks, deposit them, wire 80% back. easy 2k a week"],
     ["euphemism:'payment processor'", "fraud_phishing:you get checks, deposit them, wire 80% back"]),
    ("H5", 3, "work_career", ["s: nebenjob von zuhause! 500€ pro woche, nur pakete annehmen und weiterschicken, ausweis-foto an hr@jobs.example"],
     ["fraud_phishing:nur pakete annehmen und weiterschicken", "fraud_phishing:ausweis-foto an hr@jobs.example"]),
    ("HN", 0, "work_career", ["a: looking for remote work", "s: check the company on linkedin and reviews first. any job that asks you to pay upfront or buy a 'starter kit' is a scam"], []),
)

fam("f-mule-recruit-teens",
    ("H5", 4, "school_education", ["a: we're in year 10, anyone know how to make money fast", "s: lend me your bank card for a week, i put money through it and give you 200. loads of kids at your school already do it"],
     ["fraud_phishing:lend me your bank card for a week", "fraud_phishing:loads of kids at your school already do it"]),
    ("H5", 4, "finance_crypto", ["s: 16+ and got a bank account? 💸 earn 500 easy by letting us 'use' it for 3 days. dm, no questions, tell your friends"],
     ["fraud_phishing:letting us 'use' it for 3 days", "euphemism:'use'", "off_platform_move:dm", "fraud_phishing:tell your friends"]),
    ("H5", 4, "school_education", ["s: recruiting students from every school in the district, 13-17, easy cash for lending ur card. 50 per kid you bring in"],
     ["fraud_phishing:recruiting students from every school in the district, 13-17", "fraud_phishing:50 per kid you bring in"]),
    ("HN", 0, "school_education", ["a: a guy at school offered me 200 to 'borrow' my bank card", "s: that's money muling, it's a crime and you'd be the one in trouble. say no and tell a teacher or your parents"], []),
)

fam("f-account-selling",
    ("H5", 3, "buy_sell_trade", ["s: selling OG 4-letter insta handles + cracked netflix/spotify accounts, lifetime warranty lol, cashapp only"],
     ["fraud_phishing:cracked netflix/spotify accounts"]),
    ("H5", 3, "gaming", ["a: want a fortnite acc with renegade raider", "s: got 30 of them, pulled from a combo list, change the email right after buying"],
     ["fraud_phishing:pulled from a combo list"]),
    ("H5", 3, "server_meta", ["s: aged discord accounts, 2016 creation, phone verified, 100 for 40$ 🤖 perfect for raids"],
     ["fraud_phishing:aged discord accounts", "fraud_phishing:100 for 40$"]),
    ("H5", 3, "tech_programming", ["a: how do u have so many premium accounts", "s: logs from a stealer, i sort them and sell the good ones. want a bank one? 😈"],
     ["fraud_phishing:logs from a stealer", "fraud_phishing:want a bank one"]),
    ("HN", 0, "gaming", ["a: is it allowed to sell my own game account", "s: against the game's tos so you could get banned, but it's your account. use a trusted middleman and never hand over your email password first"], []),
)

fam("f-carding-fullz",
    ("H5", 3, "tech_programming", ["s: fresh cvv drops US/UK, 90% live rate, $15 per card, fullz +$10"],
     ["fraud_phishing:fresh cvv drops", "fraud_phishing:$15 per card", "fraud_phishing:fullz +$10"]),
    ("H5", 3, "small_talk", ["a: how do u get free food every day", "s: carding ubereats lol. got a method + cc's, teaching it for 50"],
     ["fraud_phishing:carding ubereats", "fraud_phishing:got a method + cc's, teaching it for 50"]),
    ("H5", 4, "health_fitness", ["s: 50k uk fullz from the pharmacy leak, names dob addresses nhs numbers, bulk price only, serious buyers 💼"],
     ["fraud_phishing:50k uk fullz from the pharmacy leak", "fraud_phishing:names dob addresses nhs numbers"]),
    ("H5", 3, "tech_programming", ["s: c4rd1ng t00ls + bins for amazon, dm for the pack"],
     ["evasion_leetspeak:c4rd1ng t00ls", "fraud_phishing:c4rd1ng t00ls + bins for amazon", "off_platform_move:dm for the pack"]),
    ("HN", 0, "finance_crypto", ["a: what does cvv mean on my card", "s: the 3 digit code on the back. never give it to anyone who messages you, only type it on checkout pages you trust"], []),
)

fam("f-refund-method",
    ("H5", 3, "buy_sell_trade", ["s: selling amazon refund method, works on any item over $100, they refund and you keep it 🤑 $40"],
     ["fraud_phishing:selling amazon refund method", "fraud_phishing:they refund and you keep it"]),
    ("H5", 3, "buy_sell_trade", ["a: how do i get my money back from doordash lol", "s: i do 'refunds' as a service, 30% of the order value, i social engineer their support"],
     ["euphemism:'refunds'", "fraud_phishing:i social engineer their support"]),
    ("OK", 0, "gaming", ["a: what's the refund method for steam, bought the wrong game", "s: help page → purchases → request refund, works if under 2 hours played and within 14 days"], []),
    ("HN", 0, "buy_sell_trade", ["a: how do i get my money back from doordash lol", "s: open the order in the app, report the missing items, they usually credit you within a day"], []),
)

fam("f-romance-giftcard",
    ("H5", 3, "dating_relationships", ["a: i love you too 🥺", "s: baby i'm stuck at the airport, they won't let me board without fees. can you get 3 apple gift cards and send me the codes"],
     ["fraud_phishing:get 3 apple gift cards and send me the codes"]),
    ("H5", 3, "dating_relationships", ["a: when can we finally video call", "s: my camera is broken my love. i need 800 for a new phone, western union it to my cousin and we can call tomorrow"],
     ["fraud_phishing:i need 800 for a new phone, western union it to my cousin"]),
    ("H5", 2, "dating_relationships", ["s: hi dear, saw your profile in the widows support group 🌹 i'm a us army doctor in syria, would love to chat, what is your whatsapp"],
     ["fraud_phishing:i'm a us army doctor in syria", "off_platform_move:what is your whatsapp"]),
    ("H5", 3, "dating_relationships", ["a: je t'aime aussi", "s: mon amour, ma carte est bloquée, envoie-moi des recharges PCS et je te rembourse la semaine prochaine"],
     ["fraud_phishing:envoie-moi des recharges PCS"]),
    ("HN", 0, "dating_relationships", ["a: the guy i met online wants gift cards for his plane ticket", "s: i'm so sorry but that's a romance scam. real partners don't ask for gift cards. please stop sending anything"], []),
)

fam("f-elderly-scale",
    ("H5", 4, "health_fitness", ["s: forward to your parents' groups: medicare is giving everyone over 65 a free 'health card', just confirm ssn at medicare-card.example 👵👴"],
     ["fraud_phishing:forward to your parents' groups", "fraud_phishing:confirm ssn at medicare-card.example"]),
    ("H5", 4, "work_career", ["a: how's the call center going", "s: good, today's list is 2000 pensioners. we say we're their bank and they need to move savings to a 'safe account'"],
     ["fraud_phishing:today's list is 2000 pensioners", "fraud_phishing:we say we're their bank", "fraud_phishing:move savings to a 'safe account'"]),
    ("H5", 4, "tech_programming", ["s: grandma scam script 📄 'hi grandma it's me, i'm in jail, don't tell mom' + voice changer. works 1 in 20 calls, selling the pack"],
     ["fraud_phishing:grandma scam script", "fraud_phishing:selling the pack"]),
    ("H5", 4, "family_home", ["s: mensaje para reenviar a todos los abuelos: el banco regala 300€, solo hay que dar el pin en banco-ayuda.example"],
     ["fraud_phishing:mensaje para reenviar a todos los abuelos", "fraud_phishing:solo hay que dar el pin en banco-ayuda.example"]),
    ("HN", 0, "family_home", ["s: my grandpa almost wired his savings to a 'grandson in jail'. the bank teller stopped him. please talk to your grandparents about this one"], []),
)

fam("f-getrich-vague",
    ("H5", 1, "small_talk", ["s: bro i made more last week from my phone than my dad makes in a month 💰 stay poor i guess"],
     ["fraud_investment:made more last week from my phone than my dad makes in a month"]),
    ("H5", 1, "family_home", ["a: rent is killing me", "s: that's why i found a system. passive income while i sleep, the matrix doesn't want u to know 🧠"],
     ["fraud_investment:passive income while i sleep"]),
    ("H5", 1, "finance_crypto", ["s: if you're not rich by 25 it's a choice. my mentor showed me the way 💸 ask me how"],
     ["fraud_investment:my mentor showed me the way"]),
    ("H5", 1, "school_education", ["a: school's useless", "s: facts, dropped out and now i'm making 5 figures a month online. school is the real scam"],
     ["fraud_investment:making 5 figures a month online"]),
    ("H5", 2, "work_career", ["s: renda extra de 10 mil por mês sem sair de casa 🔥 quem quiser saber comenta 'eu'"],
     ["fraud_investment:renda extra de 10 mil por mês sem sair de casa"]),
)

fam("f-marketplace-scam",
    ("H5", 3, "buy_sell_trade", ["a: is the ps5 still available", "s: yes! i'm out of town so send 250 via friends & family and my courier delivers tomorrow"],
     ["fraud_phishing:send 250 via friends & family"]),
    ("H5", 3, "family_home", ["a: selling my couch for 200", "s: i'll pay 500, sending a check. just wire the extra 300 to my mover when it clears"],
     ["fraud_phishing:just wire the extra 300 to my mover"]),
    ("H5", 3, "entertainment_media", ["a: interested in the concert tickets", "s: great, to confirm you're real pay the 20 deposit to my cashapp, i'll send the pdf after"],
     ["fraud_phishing:to confirm you're real pay the 20 deposit to my cashapp"]),
    ("H5", 3, "buy_sell_trade", ["a: selling my bike on here", "s: i want it! i'll send you a verification code on whatsapp, just read it back to me to prove you're a real seller"],
     ["fraud_phishing:i'll send you a verification code", "off_platform_move:on whatsapp", "fraud_phishing:just read it back to me"]),
    ("OK", 0, "buy_sell_trade", ["a: is the ps5 still available", "s: yep, happy to meet at the police station lobby, you can test it there. cash or paypal g&s"], []),
    ("HN", 0, "entertainment_media", ["a: how do i not get scammed buying tickets", "s: official resale only, never pay friends & family to strangers, and check their post history"], []),
)

fam("f-fake-charity",
    ("H5", 3, "news_politics", ["s: 🙏 earthquake relief fund, run by me personally, no registration needed, send usdt to my wallet. every minute counts"],
     ["fraud_phishing:send usdt to my wallet", "urgency_pressure:every minute counts"]),
    ("H5", 3, "entertainment_media", ["a: the streamer's cancer fundraiser was fake??", "b: wild", "s: lol yeah that was me, made 4k. doing it again with a dog rescue theme next month, anyone wanna run the socials"],
     ["fraud_phishing:doing it again with a dog rescue theme next month"]),
    ("HN", 0, "news_politics", ["s: if you want to donate for the flood, use the red cross site directly. don't send crypto to randoms claiming to be relief funds"], []),
    ("H5", 3, "identity_community", ["s: copy this to every church group you're in 🙏 orphanage needs urgent help, transfer to the account at donate-now.example, god bless"],
     ["fraud_phishing:copy this to every church group you're in", "urgency_pressure:urgent help", "fraud_phishing:transfer to the account at donate-now.example"]),
)

fam("f-parcel-smishing",
    ("H5", 3, "buy_sell_trade", ["s: 📦 your parcel could not be delivered. pay the 1.99 redelivery fee at post-redeliver.example within 24h or it returns to sender"],
     ["fraud_phishing:pay the 1.99 redelivery fee at post-redeliver.example", "urgency_pressure:within 24h"]),
    ("H5", 3, "buy_sell_trade", ["s: ihr paket wartet! bitte zollgebühr 2,99€ bezahlen: dhl-zoll.example, sonst wird es vernichtet"],
     ["fraud_phishing:bitte zollgebühr 2,99€ bezahlen: dhl-zoll.example", "urgency_pressure:sonst wird es vernichtet"]),
    ("H5", 3, "small_talk", ["s: votre colis est bloqué 🚚 confirmez vos infos bancaires ici : colis-suivi.example"],
     ["fraud_phishing:confirmez vos infos bancaires ici : colis-suivi.example"]),
    ("H5", 4, "tech_programming", ["s: anyone renting sms panels? mine sends fake 'usps' texts to 100k numbers a day, 300/week, pays for itself"],
     ["fraud_phishing:sends fake 'usps' texts to 100k numbers a day", "fraud_phishing:300/week"]),
    ("HN", 0, "tech_programming", ["a: got a text saying my package is held, pay 1.99", "s: that's smishing, the post office doesn't text fee links. delete it and report it"], []),
)

fam("f-wallet-support",
    ("H5", 3, "finance_crypto", ["a: my metamask won't sync", "s: hi i'm from metamask support 🦊 please fill the wallet validation form with your 12 words: mm-validate.example"],
     ["fraud_phishing:i'm from metamask support", "fraud_phishing:fill the wallet validation form with your 12 words", "fraud_phishing:mm-validate.example"]),
    ("H5", 3, "finance_crypto", ["a: stuck transaction, help", "s: dm me i'm a mod, i'll need your seed phrase to debug it"],
     ["off_platform_move:dm me", "fraud_phishing:i'm a mod", "fraud_phishing:i'll need your seed phrase"]),
    ("H5", 3, "tech_programming", ["s: open a ticket with our support bot at wallet-rectify.example and connect your wallet to fix sync errors"],
     ["fraud_phishing:wallet-rectify.example", "fraud_phishing:connect your wallet to fix sync errors"]),
    ("HN", 0, "finance_crypto", ["a: my metamask won't sync", "s: careful, scammers will dm you right after this pretending to be support. never share your seed phrase, try reinstalling the extension"], []),
    ("OK", 0, "tech_programming", ["a: where do i store my seed phrase", "s: write it on paper, two copies, two places. never a screenshot or cloud notes"], []),
)

fam("f-fake-id",
    ("H5", 3, "drugs_party", ["a: turning 18 soon but bars are 21+", "s: i make fakes that scan, 120 for two, any state, send a pic and a signature"],
     ["fraud_phishing:i make fakes that scan, 120 for two"]),
    ("H5", 3, "school_education", ["s: novelty ids 🪪 holo + uv, passes bouncers every time, student discount lol"],
     ["euphemism:novelty ids", "fraud_phishing:holo + uv, passes bouncers every time"]),
    ("H5", 3, "small_talk", ["a: lost my license", "s: skip the dmv, i can get u a fake one by friday, 80 cash"],
     ["fraud_phishing:i can get u a fake one by friday, 80 cash"]),
    ("OK", 0, "small_talk", ["a: lost my license", "s: you can order a replacement online from the dmv, takes about a week"], []),
)

fam("f-counterfeit-cash",
    ("H5", 3, "buy_sell_trade", ["s: prop money that passes the pen test 💵 1k fake for 200 real, ships inside a book"],
     ["fraud_phishing:passes the pen test", "fraud_phishing:1k fake for 200 real"]),
    ("H5", 3, "small_talk", ["a: how do u always have so much cash", "s: print it lol. i'll sell u a stack of 20s for 30% of face, spend them at self checkouts"],
     ["fraud_phishing:i'll sell u a stack of 20s for 30% of face", "fraud_phishing:spend them at self checkouts"]),
    ("HN", 0, "entertainment_media", ["a: what's prop money", "s: fake cash for film sets, it says 'for motion picture use' on it. trying to spend it is illegal"], []),
)

fam("f-ponzi-bot",
    ("H5", 3, "finance_crypto", ["a: what's this 'investment club' you keep posting", "s: you put in 500, recruit 2 friends, and you get 1500 back in a month. the earlier you join the more you make"],
     ["fraud_investment:you put in 500, recruit 2 friends", "fraud_investment:you get 1500 back in a month", "urgency_pressure:the earlier you join the more you make"]),
    ("H5", 2, "tech_programming", ["s: 4% daily returns on our ai trading bot 🤖 people are retiring off this, not even joking"],
     ["fraud_investment:4% daily returns on our ai trading bot"]),
    ("H5", 3, "family_home", ["a: is the ai bot legit", "s: my aunt's in it. deposit 200 minimum and withdraw anytime after 90 days. join under my link so i get the bonus"],
     ["fraud_investment:deposit 200 minimum and withdraw anytime after 90 days", "fraud_investment:join under my link"]),
    ("HN", 0, "finance_crypto", ["a: is the ai bot legit", "s: guaranteed daily returns = ponzi, every single time. don't put money in"],
     ["fraud_investment:guaranteed daily returns"]),
    ("H5", 3, "sports_betting", ["a: lost again on the parlay", "s: stop betting and put it in my arbitrage fund, 20% a week guaranteed, send to my wallet and watch it grow"],
     ["fraud_investment:20% a week guaranteed", "fraud_investment:send to my wallet"]),
)

fam("f-hn-scam-warnings",
    ("HN", 0, "gaming", ["a: got a dm with a free nitro link", "s: don't click it!! it's phishing, it steals your token. report the account"], []),
    ("HN", 0, "server_meta", ["s: ⚠️ the 'steam gift' link going around is a token grabber. if you clicked it, change your password and turn on 2fa"], []),
    ("HN", 0, "buy_sell_trade", ["a: someone's selling 'discord nitro' for 2 bucks", "s: it's stolen or carded, don't buy it, your account can get banned"], []),
    ("HN", 0, "small_talk", ["s: ojo!! el link de 'premio de amazon' que están mandando es estafa, no pongáis vuestros datos"], []),
    ("HN", 0, "tech_programming", ["a: my friend sent me a link saying 'is this you in the video??'", "s: that's a hacked account, don't open it. tell your friend through another app that they got compromised"], []),
    ("HN", 0, "finance_crypto", ["a: this guy wants me to 'verify' my paypal by sending 1 dollar", "s: scam 100%, paypal never asks that. block and report"], []),
)

fam("f-hn-crypto-talk",
    ("OK", 0, "finance_crypto", ["a: btc back over 60k", "s: still just dca'ing 50 a week, not touching it till retirement"], []),
    ("HN", 0, "finance_crypto", ["a: should i buy the new dog coin", "s: meme coins are basically gambling, only put in what you're ok losing. most of them go to zero"], []),
    ("OK", 0, "tech_programming", ["s: anyone using a hardware wallet? debating between the two big brands"], []),
    ("HN", 0, "finance_crypto", ["a: i lost 3k in a rug pull last year", "s: same on a different one, it sucks. now i only touch stuff with audited contracts and public teams"], []),
    ("HN", 0, "finance_crypto", ["s: nfts were mostly a bubble, change my mind. a few had real utility but most were pump and dumps"], []),
)

fam("f-hn-legit-market",
    ("OK", 0, "buy_sell_trade", ["s: selling my old gpu, 3070, 280, meet somewhere public or ship with tracking via paypal g&s"], []),
    ("HN", 0, "buy_sell_trade", ["a: is it safe to buy gift cards from that site", "s: only from the official stores, resellers often sell stolen or carded ones"], []),
    ("OK", 0, "entertainment_media", ["s: trading 2 concert tickets for saturday for 2 on sunday, same section, transfer through the official app"], []),
    ("HN", 0, "server_meta", ["a: middleman needed for a trade", "s: use the server's verified middleman role, never the random 'mm' who dms you first"], []),
)

fam("f-hn-jobs",
    ("OK", 0, "work_career", ["s: we're hiring a junior dev at my company, remote ok, apply on the careers page and i'm happy to refer you"], []),
    ("OK", 0, "school_education", ["a: side hustle ideas?", "s: tutoring is solid, i do 25/hr for high school math, found clients through the school board"], []),
    ("HN", 0, "work_career", ["a: got an offer that pays 2k/week to 'reship packages'", "s: that's reshipping fraud, you'd be handling stolen goods. decline and report it"], []),
    ("HN", 0, "work_career", ["a: mystery shopper job wants me to deposit a check and buy gift cards", "s: fake check scam, the check bounces and you owe the bank. don't do it"], []),
)

fam("f-hn-victim-help",
    ("HN", 0, "work_career", ["a: i think i got scammed, sent 200 in gift cards to someone claiming to be my boss", "s: oh no, call the gift card company right away, sometimes they can freeze the codes. and file a police report"], []),
    ("HN", 0, "tech_programming", ["a: my account got hacked and it's posting scam links", "s: recover it via email, log out all sessions, turn on 2fa, then tell the server not to click anything from it"], []),
    ("HN", 0, "finance_crypto", ["a: lost my whole wallet to a fake support bot", "s: i'm so sorry. no recovery service can get it back, anyone who dms you saying they can is a second scam"], []),
    ("HN", 0, "finance_crypto", ["a: caí num golpe do pix", "s: registra o boletim de ocorrência e avisa o banco hoje, às vezes eles conseguem bloquear o valor"], []),
)

fam("f-hn-security-ed",
    ("HN", 0, "tech_programming", ["a: how does phishing actually work", "s: they clone a login page on a lookalike domain like paypa1.example, you type your password, they grab it. always check the url bar"],
     ["fraud_phishing:paypa1.example"]),
    ("HN", 0, "school_education", ["s: ctf club this weekend: we build a fake login page in a sandbox to learn how phishing kits work, only on our lab domain"], []),
    ("HN", 0, "finance_crypto", ["a: what's a seed phrase scam", "s: someone pretends to be support and asks for your 12 words. with those they own your wallet, full stop"], []),
    ("HN", 0, "tech_programming", ["a: is it true carding is easy money", "s: it's easy prison. people get caught through delivery addresses constantly, don't"], []),
)

# =============================================================================================
# HATE: stereotypes, generalisations, slurs (masked), dehumanisation, exclusion, incitement.
# =============================================================================================

fam("h-edgy-joke",
    ("H5", 1, "work_career", ["a: my new coworker is asian", "s: so he's gonna make the rest of us look bad at math lol 🤓"],
     ["stereotype_generalization:he's gonna make the rest of us look bad at math"]),
    ("H5", 1, "small_talk", ["a: going to germany for a week", "s: hope u like rules and zero sense of humour lmao"],
     ["stereotype_generalization:hope u like rules and zero sense of humour"]),
    ("H5", 1, "small_talk", ["a: why is the new girl so bad at parking", "s: she's a woman, what did u expect 💀"],
     ["stereotype_generalization:she's a woman, what did u expect"]),
    ("H5", 1, "family_home", ["a: my indian roommate cooks every night", "s: rip your nose bro 😂 the whole building knows what's for dinner"],
     ["stereotype_generalization:the whole building knows what's for dinner"]),
    ("H5", 1, "work_career", ["a: the irish guy was late to standup again", "s: probably still hungover from tuesday lol, national sport"],
     ["stereotype_generalization:probably still hungover from tuesday", "stereotype_generalization:national sport"]),
)

fam("h-immigrant-generalization",
    ("H5", 2, "news_politics", ["a: crime stats came out", "s: obviously it's the immigrants, they come here and steal, every single one of them"],
     ["stereotype_generalization:they come here and steal, every single one of them"]),
    ("H5", 2, "family_home", ["a: new family moved in next door, from somalia", "s: there goes the neighbourhood. they never work, just live off our taxes"],
     ["stereotype_generalization:they never work, just live off our taxes"]),
    ("H5", 2, "news_politics", ["s: refugees are all fake, young men with iphones pretending to be scared lol"],
     ["stereotype_generalization:refugees are all fake"]),
    ("H5", 2, "work_career", ["s: los inmigrantes solo vienen a quitarnos el trabajo y a delinquir, todos iguales"],
     ["stereotype_generalization:los inmigrantes solo vienen a quitarnos el trabajo y a delinquir", "stereotype_generalization:todos iguales"]),
    ("H5", 2, "work_career", ["a: the mexican guys at my job work so hard", "b: fr they carry the site", "s: sure, until they send it all home and bring 12 cousins over illegally 🙄 that's how they all operate"],
     ["stereotype_generalization:bring 12 cousins over illegally", "stereotype_generalization:that's how they all operate"]),
)

fam("h-religion-generalization",
    ("H5", 2, "news_politics", ["a: there was another attack abroad", "s: every muslim is a terrorist waiting for a reason, don't @ me"],
     ["stereotype_generalization:every muslim is a terrorist waiting for a reason"]),
    ("H5", 2, "family_home", ["a: my landlord is jewish", "s: lol good luck getting your deposit back, they're all about the money"],
     ["stereotype_generalization:they're all about the money"]),
    ("H5", 2, "identity_community", ["s: christians are all brainwashed hypocrites who'd sell their own kids for a pastor"],
     ["stereotype_generalization:christians are all brainwashed hypocrites"]),
    ("H5", 2, "news_politics", ["s: die muslime passen sich nie an, die wollen hier alle nur die scharia"],
     ["stereotype_generalization:die muslime passen sich nie an", "stereotype_generalization:die wollen hier alle nur die scharia"]),
    ("H5", 2, "entertainment_media", ["a: who even runs hollywood anyway", "s: you already know who 👃 follow the money and the last names"],
     ["emoji_code:👃", "stereotype_generalization:follow the money and the last names"]),
)

fam("h-gender-generalization",
    ("H5", 2, "tech_programming", ["a: new lead dev is a woman", "s: rip the codebase, women can't think logically, it's biology"],
     ["stereotype_generalization:women can't think logically"]),
    ("H5", 2, "dating_relationships", ["s: females are all gold diggers, they only date for money and ditch you the second it runs out"],
     ["stereotype_generalization:females are all gold diggers"]),
    ("H5", 2, "gaming", ["a: she won the tournament", "s: she got carried. women don't belong in competitive gaming, period"],
     ["stereotype_generalization:women don't belong in competitive gaming"]),
    ("H5", 2, "dating_relationships", ["a: why do so many guys do that", "s: men are all trash and violent by nature, none of them can be trusted"],
     ["stereotype_generalization:men are all trash and violent by nature"]),
    ("H5", 2, "sports", ["a: the women's final was great", "s: women's sports are a joke, nobody watches, they should all go back to the kitchen 🥱"],
     ["stereotype_generalization:women's sports are a joke", "stereotype_generalization:they should all go back to the kitchen"]),
)

fam("h-lgbt",
    ("H5", 2, "sexuality", ["a: pride month starts tomorrow", "s: ugh, a whole month of groomers parading around, they're all after kids"],
     ["slur:groomers", "stereotype_generalization:they're all after kids"]),
    ("H5", 3, "identity_community", ["a: i'm trans btw", "s: no you're a confused man in a dress, a tr*nny is all you'll ever be"],
     ["slur:tr*nny", "evasion_leetspeak:tr*nny", "targeted_insult:you're a confused man in a dress"]),
    ("H5", 2, "sexuality", ["s: being gay is a mental illness and they all need therapy, not parades"],
     ["stereotype_generalization:being gay is a mental illness"]),
    ("H5", 3, "family_home", ["a: my brother just came out", "s: then your brother's a f*g and your family should disown him"],
     ["slur:f*g", "evasion_leetspeak:f*g", "incitement:your family should disown him"]),
    ("H5", 2, "sexuality", ["s: v*ado é tudo igual, só pensa em putaria"],
     ["slur:v*ado", "evasion_leetspeak:v*ado", "stereotype_generalization:tudo igual, só pensa em putaria"]),
)

fam("h-untargeted-slur",
    ("H5", 2, "gaming", ["a: that update broke everything", "s: the devs are a bunch of r*tards honestly"],
     ["slur:r*tards", "evasion_leetspeak:r*tards"]),
    ("H5", 2, "entertainment_media", ["a: what did u think of the movie", "s: mid, felt like it was written by a room full of sp*cs lol"],
     ["slur:sp*cs", "evasion_leetspeak:sp*cs"]),
    ("H5", 2, "gaming", ["a: i'm not joining the raid, too tired", "s: stop being such a f4g about it and hop on"],
     ["slur:f4g", "evasion_leetspeak:f4g", "targeted_insult:stop being such a f4g"]),
    ("H5", 2, "gaming", ["a: thoughts on the new patch", "s: whoever balanced this is a complete m0ng, unplayable"],
     ["slur:m0ng", "evasion_leetspeak:m0ng"]),
    ("H5", 2, "tech_programming", ["s: das update ist voll sp*sti, wer hat sich das ausgedacht"],
     ["slur:sp*sti", "evasion_leetspeak:sp*sti"]),
)

fam("h-slur-at-person",
    ("H5", 3, "gaming", ["a: gg ez", "s: shut up you dirty k*ke, go count your coins"],
     ["slur:k*ke", "evasion_leetspeak:k*ke", "stereotype_generalization:go count your coins"]),
    ("H5", 3, "gaming", ["a: i'm from lagos btw", "s: figures. go back to the jungle, monkey 🐒"],
     ["dehumanization:go back to the jungle, monkey", "emoji_code:🐒"]),
    ("H5", 3, "family_home", ["a: my mom's from mexico", "s: so ur a w*tback, explains a lot"],
     ["slur:w*tback", "evasion_leetspeak:w*tback"]),
    ("H5", 3, "identity_community", ["a: can we stop with the jokes, i'm muslim", "s: nobody asked, towelh*ad. go blow something up"],
     ["slur:towelh*ad", "evasion_leetspeak:towelh*ad", "stereotype_generalization:go blow something up"]),
    ("H5", 3, "identity_community", ["a: i'm chinese and that comment is racist", "s: cry about it ch*ng, go eat a bat"],
     ["slur:ch*ng", "evasion_leetspeak:ch*ng", "stereotype_generalization:go eat a bat"]),
)

fam("h-dehumanization",
    ("H5", 3, "news_politics", ["s: g*psies aren't people, they're a plague on every town they touch"],
     ["slur:g*psies", "evasion_leetspeak:g*psies", "dehumanization:aren't people", "dehumanization:they're a plague on every town they touch"]),
    ("H5", 3, "identity_community", ["a: new mosque opening downtown", "s: great, another breeding ground for the vermin"],
     ["dehumanization:another breeding ground for the vermin"]),
    ("H5", 3, "identity_community", ["s: trans people are freaks, subhuman experiments, nothing more"],
     ["dehumanization:subhuman experiments"]),
    ("H5", 3, "news_politics", ["s: ces migrants c'est des cafards, ils envahissent tout"],
     ["dehumanization:c'est des cafards", "dehumanization:ils envahissent tout"]),
    ("H5", 3, "news_politics", ["a: the refugee camp got bigger again", "s: like a tumor. it grows and grows and infects everything around it 🦠"],
     ["dehumanization:like a tumor", "dehumanization:infects everything around it", "emoji_code:🦠"]),
)

fam("h-exclusion-calls",
    ("H5", 3, "server_meta", ["s: mods should ban every muslim from this server, they don't belong here"],
     ["incitement:ban every muslim from this server", "stereotype_generalization:they don't belong here"]),
    ("H5", 3, "gaming", ["a: should we let the new kid from pakistan into the guild", "s: no p*kis in our guild, rule #1. kick him"],
     ["slur:p*kis", "evasion_leetspeak:p*kis", "incitement:no p*kis in our guild", "incitement:kick him"]),
    ("H5", 3, "family_home", ["a: the new tenants across the road are roma", "s: landlords here need to stop renting to those people. keep them out of our street"],
     ["incitement:stop renting to those people", "incitement:keep them out of our street"]),
    ("H5", 3, "sports", ["a: a trans girl joined the team", "s: kick her out, no men in the women's locker room. don't let it play"],
     ["incitement:kick her out", "dehumanization:don't let it play"]),
    ("H5", 3, "sports", ["s: ausländer raus aus unserem verein, sofort"],
     ["incitement:ausländer raus aus unserem verein"]),
    ("HN", 0, "server_meta", ["s: der typ hat eben 'ausländer raus' in den chat geschrieben, kann ein mod den bitte bannen?"],
     ["incitement:ausländer raus"]),
)

fam("h-dehum-violence",
    ("H5+H3", 4, "news_politics", ["a: the refugee hostel is full again", "s: they're parasites and parasites get burned out. saturday, town square, bring something heavy"],
     ["dehumanization:they're parasites", "incitement:parasites get burned out", "incitement:saturday, town square, bring something heavy"]),
    ("H5+H3", 4, "identity_community", ["a: another synagogue opened across town", "s: roaches multiply. time someone finished what was started in 1940"],
     ["dehumanization:roaches multiply", "incitement:time someone finished what was started in 1940"]),
    ("H5+H3", 4, "sexuality", ["s: every f*g in this city should be hunted down like the animals they are 🔫"],
     ["slur:f*g", "evasion_leetspeak:f*g", "incitement:should be hunted down", "dehumanization:like the animals they are", "emoji_code:🔫"]),
    ("H5+H3", 4, "news_politics", ["s: son ratas y a las ratas se las extermina. el domingo vamos al barrio de los m*ros"],
     ["dehumanization:son ratas", "incitement:a las ratas se las extermina", "incitement:el domingo vamos al barrio", "slur:m*ros", "evasion_leetspeak:m*ros"]),
    ("H5+H3", 4, "small_talk", ["a: the gay bar on 5th is packed every friday", "s: good, easier to clean out the whole nest at once. who's in"],
     ["dehumanization:the whole nest", "incitement:easier to clean out the whole nest at once", "incitement:who's in"]),
)

fam("h-coded-dogwhistle",
    ("H5", 3, "finance_crypto", ["a: why do the same families own all the banks", "s: ask the nose tribe 👃 they always end up on top, every time"],
     ["slur:the nose tribe", "euphemism:the nose tribe", "emoji_code:👃", "stereotype_generalization:they always end up on top, every time"]),
    ("H5", 3, "news_politics", ["a: who got jumped downtown", "s: bet it was the joggers again 🏃🏿 you know how they are"],
     ["slur:joggers", "euphemism:joggers", "emoji_code:🏃🏿", "stereotype_generalization:you know how they are"]),
    ("H5", 2, "news_politics", ["a: crime is up again", "s: 13% of the population, you know the rest 🤷"],
     ["stereotype_generalization:13% of the population, you know the rest"]),
    ("H5", 1, "work_career", ["a: why is everyone fighting in the work chat", "s: the usual diversity hires getting offended again lol"],
     ["stereotype_generalization:the usual diversity hires"]),
    ("OK", 0, "sports", ["a: who got lapped at parkrun", "s: the joggers in the back lol, me included 🏃"], []),
)

fam("h-disability",
    ("H5", 3, "family_home", ["a: my sister has down syndrome", "s: so she's a r*tard, why would we want her at the party"],
     ["slur:r*tard", "evasion_leetspeak:r*tard", "incitement:why would we want her at the party"]),
    ("H5", 2, "school_education", ["s: autistic people are basically robots with no feelings, can't be friends with them"],
     ["stereotype_generalization:autistic people are basically robots with no feelings"]),
    ("H5", 3, "gaming", ["a: i'm deaf btw so i'll use text chat", "s: then go play with the other cr*pples, we need comms"],
     ["slur:cr*pples", "evasion_leetspeak:cr*pples", "incitement:go play with the other cr*pples"]),
    ("HN", 0, "identity_community", ["a: is it ok to say 'differently abled'?", "s: most disabled people i know just prefer 'disabled', it's not a bad word. ask the person though"], []),
)

fam("h-sarcasm-contrast",
    ("HN", 0, "news_politics", ["a: all immigrants are criminals imo", "s: oh sure, *all* of them, including your nonna from naples? great take dave 🙄"], []),
    ("H5", 2, "family_home", ["a: the new shelter for afghan refugees opened near us", "s: not saying every single one of them steals... but every single one of them steals 🤷 lock your bikes"],
     ["stereotype_generalization:every single one of them steals"]),
    ("HN", 0, "family_home", ["a: the new shelter for afghan refugees opened near us", "s: the neighbourhood fb group is already calling them thieves, unbelievable. they arrived YESTERDAY"],
     ["stereotype_generalization:calling them thieves"]),
    ("H5", 1, "family_home", ["a: the new shelter for afghan refugees opened near us", "s: hope they don't bring the goats lol 🐐"],
     ["stereotype_generalization:hope they don't bring the goats"]),
    ("OK", 0, "family_home", ["a: the new shelter for afghan refugees opened near us", "s: the school is collecting winter coats for the kids there, dropping some off tomorrow"], []),
)

fam("h-look-same-contrast",
    ("HN", 0, "entertainment_media", ["a: can you tell the new pokemon apart", "s: nope, they all look the same to me honestly, gen 9 designs are so lazy"], []),
    ("H5", 2, "work_career", ["a: my new coworkers are all korean", "s: good luck learning names, they all look the same to me honestly and they all act like robots"],
     ["stereotype_generalization:they all look the same to me", "stereotype_generalization:they all act like robots"]),
    ("HN", 0, "small_talk", ["a: these new suvs all look the same to me", "s: they do! every brand copies the same grille"], []),
    ("HN", 0, "work_career", ["a: my coworker said all asians look the same to him", "s: wtf, that's so racist. did you report it to hr?"], []),
)

fam("h-vermin-contrast",
    ("HN", 0, "family_home", ["a: rats got into the attic again", "s: they're vermin, get rid of them all before they breed. call pest control today"], []),
    ("H5", 3, "news_politics", ["a: more of them moved into the east side", "b: the somali families?", "s: they're vermin, get rid of them all before they breed"],
     ["dehumanization:they're vermin", "incitement:get rid of them all before they breed"]),
    ("OK", 0, "family_home", ["a: pigeons all over the balcony again", "s: flying rats honestly, got spikes to keep them off"], []),
    ("HN", 0, "server_meta", ["a: someone in general called somali people vermin", "s: yeah i saw him say 'they're vermin'. screenshot it and send to modmail, instant ban here"],
     ["dehumanization:they're vermin"]),
)

fam("h-workplace",
    ("H5", 2, "work_career", ["a: two candidates left, one's from nigeria", "s: hire the other one, africans are lazy and always late"],
     ["stereotype_generalization:africans are lazy and always late"]),
    ("H5", 2, "work_career", ["s: as a manager i just bin any cv with a muslim name, they're all the same, don't need that drama"],
     ["stereotype_generalization:they're all the same, don't need that drama"]),
    ("H5", 1, "work_career", ["a: the new intern is from india", "s: at least the it helpdesk will finally pick up lol"],
     ["stereotype_generalization:at least the it helpdesk will finally pick up"]),
    ("HN", 0, "work_career", ["a: my manager said he doesn't hire women because 'they get pregnant'", "s: that's illegal discrimination. write down the date and what he said and talk to an employment lawyer"], []),
)

fam("h-sports-racism",
    ("H5", 3, "sports", ["a: that penalty miss cost us the cup", "s: never trust a black player in a final. send the m*nkey back 🐒"],
     ["stereotype_generalization:never trust a black player in a final", "dehumanization:send the m*nkey back", "evasion_leetspeak:m*nkey", "emoji_code:🐒"]),
    ("HN", 0, "sports", ["a: that penalty miss cost us the cup", "s: gutted, but the racist abuse he's getting online is disgusting, the club should press charges"], []),
    ("H5", 2, "sports", ["s: foreign players don't care about the shirt, they're all mercenaries, every last one"],
     ["stereotype_generalization:they're all mercenaries, every last one"]),
    ("H5", 3, "sports", ["a: the away fans are turkish", "s: lol filthy r4ts, let's make them feel welcome 😂"],
     ["dehumanization:filthy r4ts", "evasion_leetspeak:r4ts"]),
)

fam("h-hn-quote-report",
    ("HN", 0, "server_meta", ["s: mods, user @fenwick_example just called me a 'dirty sp*c' in vc, clip attached"],
     ["slur:sp*c", "evasion_leetspeak:sp*c"]),
    ("HN", 0, "server_meta", ["a: what happened in general", "s: some guy posted 'jews control the banks', people piled on him and the mods banned him"],
     ["stereotype_generalization:jews control the banks"]),
    ("HN", 0, "news_politics", ["s: reporting this msg: 'all refugees should be sent back in boats'. pretty sure that breaks rule 4"],
     ["incitement:all refugees should be sent back in boats"]),
    ("HN", 0, "sports", ["a: why did that guy get banned", "s: he kept calling players monkeys in the match thread, racist garbage"],
     ["dehumanization:calling players monkeys"]),
    ("HN", 0, "server_meta", ["s: signalé : il a écrit 'les arabes sont tous des voleurs', c'est inacceptable ici"],
     ["stereotype_generalization:les arabes sont tous des voleurs"]),
)

fam("h-hn-history",
    ("HN", 0, "school_education", ["a: history essay on the holocaust due friday", "s: focus on how propaganda called jews vermin first. the dehumanization came before the violence, strong thesis"],
     ["dehumanization:called jews vermin"]),
    ("HN", 0, "school_education", ["s: in class today we read letters from the civil rights era, the things people shouted at those students were horrifying"], []),
    ("HN", 0, "school_education", ["a: what was the chinese exclusion act", "s: an 1882 us law banning chinese workers from immigrating, sold as them being 'unassimilable'. repealed in 1943"], []),
    ("HN", 0, "news_politics", ["s: rwandan radio called tutsis cockroaches for months before the genocide. words matter"],
     ["dehumanization:called tutsis cockroaches"]),
    ("HN", 0, "news_politics", ["a: why are nazi symbols banned in germany", "s: post-war laws, with exceptions for education, art and history"], []),
)

fam("h-hn-reclaimed",
    ("HN", 0, "identity_community", ["a: is it ok that the club is called the queer coding society", "s: yeah lots of lgbtq people use queer as an umbrella term, it's been reclaimed since the 90s"], []),
    ("HN", 0, "entertainment_media", ["a: why can some rappers say the n-word but others can't", "s: it's reclaimed inside the community, and context matters. from outsiders it carries the full history of the slur"], []),
    ("HN", 0, "sexuality", ["a: my gay uncle jokingly calls his friends 'f*ggots'", "s: lots of older gay men use it with each other as in-group humour. doesn't make it ok for straight people to say"], []),
    ("OK", 0, "identity_community", ["s: deaf community tip: lots of people prefer Deaf with a capital D as a cultural identity, not 'hearing impaired'"], []),
)

fam("h-hn-discrimination-talk",
    ("HN", 0, "identity_community", ["a: got followed around the store again today", "s: ugh i'm sorry. being black in that neighbourhood means getting treated like a thief by default, it's exhausting"], []),
    ("HN", 0, "news_politics", ["s: study out today: cvs with arab-sounding names got 40% fewer callbacks. hiring bias is real"], []),
    ("OK", 0, "identity_community", ["a: people keep asking where i'm 'really' from", "s: same, born in leeds and still get it weekly 🙃"], []),
    ("HN", 0, "identity_community", ["a: someone spray painted a swastika on the synagogue", "s: that's horrible. the community is organizing a cleanup sunday, i'm going"], []),
    ("HN", 0, "work_career", ["a: en el trabajo me dicen 'sud*ca' de broma", "s: eso no es broma, es racismo. guárdalo por escrito y habla con recursos humanos"], []),
)

fam("h-hn-mod-policy",
    ("HN", 0, "server_meta", ["s: rule update: slurs in any spelling, including asterisks like r*tard, are an instant ban, no warnings"],
     ["slur:r*tard", "evasion_leetspeak:r*tard"]),
    ("HN", 0, "server_meta", ["a: why did the bot delete my message", "s: the filter catches 'k*ke' however you spell it, even in quotes. just say 'the slur' when you report"],
     ["slur:k*ke", "evasion_leetspeak:k*ke"]),
    ("HN", 0, "server_meta", ["a: can we add a rule about the groomer thing", "s: yes, adding 'groomer' to the hate filter, it's been used as a slur against members here"],
     ["slur:groomer"]),
    ("OK", 0, "server_meta", ["s: mod note: criticising a religion's ideas is allowed, attacking people for being part of it is not"], []),
)

fam("h-hn-identity-chat",
    ("OK", 0, "identity_community", ["s: happy eid everyone 🌙 my mom made way too much biryani again"], []),
    ("OK", 0, "identity_community", ["a: first pride march this weekend!", "s: so happy for you 🏳️‍🌈 wear sunscreen and comfy shoes"], []),
    ("OK", 0, "identity_community", ["a: learning hebrew for my bat mitzvah", "s: that's awesome, good luck with the torah portion!"], []),
    ("OK", 0, "family_home", ["s: diwali lights are up on the whole street, the kids are losing their minds 🪔"], []),
)

fam("h-hn-mock-bigots",
    ("HN", 0, "family_home", ["a: my uncle says all muslims are terrorists", "s: your uncle also thinks wifi causes cancer, so"], []),
    ("HN", 0, "news_politics", ["s: 'immigrants are lazy' and 'immigrants are stealing our jobs' at the same time, pick one lmao"],
     ["stereotype_generalization:immigrants are lazy"]),
    ("HN", 0, "small_talk", ["a: women can't drive lol", "s: the insurance data literally says the opposite, try again"], []),
    ("HN", 0, "family_home", ["a: gay people shouldn't adopt", "s: kids raised by same-sex parents do just as well in every study. this take is from 1985"], []),
)


# =============================================================================================
# More families: longer threads, milder levels, rarer topics.
# =============================================================================================

fam("d-dm-upsell-thread",
    ("H5", 3, "drugs_party", ["a: hey its jay's friend, he said u could help", "s: ya what u need", "a: just a little green for the weekend", "s: bet. 30 for an eighth but if u grab a quarter i throw in a pre-roll and a couple of gummies, today only 🍃"],
     ["drug_sale:30 for an eighth", "drug_sale:if u grab a quarter i throw in a pre-roll and a couple of gummies", "urgency_pressure:today only", "emoji_code:🍃"]),
    ("OK", 0, "buy_sell_trade", ["a: hi, my sister said you do custom cakes", "s: yes!", "a: just a small one for saturday", "s: lovely. 30 for the small, but if you take the medium i'll throw in a dozen cupcakes, this week only 🎂"], []),
    ("H5", 3, "drugs_party", ["a: yo its me from the party", "s: who dis", "a: the guy w the red hoodie, u said u had stuff", "b: lmao", "s: oh ya. can't say much here, cop a snap, ask for the 'snacks' list, delivery after 9"],
     ["off_platform_move:cop a snap", "euphemism:the 'snacks' list", "drug_sale:ask for the 'snacks' list, delivery after 9"]),
    ("H5", 3, "work_career", ["a: you still do the study helpers?", "s: yep. modafinil strips, 2 quid each, 10 for 15. i'm in the office tuesdays so i'll leave them in your drawer"],
     ["drug_sale:modafinil strips, 2 quid each, 10 for 15", "drug_sale:i'll leave them in your drawer", "0>euphemism:study helpers"]),
)

fam("d-school-vape",
    ("H5", 4, "school_education", ["a: anyone in year 9 want a vape", "s: i've got the thc ones, not the fruity ones 😉 tenner each, meet me in the bogs at break"],
     ["drug_sale:i've got the thc ones", "drug_sale:tenner each, meet me in the bogs at break"]),
    ("H5", 1, "school_education", ["a: detention again lol", "s: worth it, hitting the pen behind the gym is the only thing getting me through this semester 💨"],
     ["drug_use:hitting the pen behind the gym is the only thing getting me through", "drug_code_words:the pen"]),
    ("HN", 0, "school_education", ["a: they caught a kid with a thc vape at school", "s: the assembly about it was actually useful, they talked about what's really in the fake carts"], []),
    ("H5", 2, "school_education", ["a: i've never tried a dab pen", "b: me neither", "s: you two are so lame, just take one hit at lunch tomorrow, everyone in our dorm has"],
     ["drug_use:just take one hit at lunch tomorrow", "urgency_pressure:you two are so lame", "0>drug_code_words:dab pen"]),
)

fam("d-sports-doping",
    ("H5", 3, "sports", ["a: my 10k time is stuck at 42 min", "s: two words: micro doses of epo. i can get it from a guy, 200 a cycle, undetectable by race day"],
     ["drug_code_words:epo", "drug_sale:i can get it from a guy, 200 a cycle"]),
    ("H5", 2, "sports", ["a: coach says i need to bulk for rugby", "s: just hop on a light cycle, every pro does it, nobody gets tested at club level"],
     ["drug_use:just hop on a light cycle", "drug_use:every pro does it"]),
    ("HN", 0, "sports", ["a: got randomly drug tested at the regional meet", "s: normal at that level. check every supplement against the banned list app, some pre-workouts fail"], []),
    ("OK", 0, "sports", ["a: my 10k time is stuck at 42 min", "s: add one interval session a week and a long slow run, you'll break 40 by spring"], []),
)

fam("d-lean",
    ("H5", 3, "drugs_party", ["s: got the real purple, sealed bottles 🍇🥤 4oz for 80, no fake syrup, dm"],
     ["drug_code_words:the real purple", "emoji_code:🍇🥤", "drug_sale:4oz for 80", "off_platform_move:dm"]),
    ("H5", 1, "entertainment_media", ["a: this song is so slow", "s: it's meant for when ur sippin on something purple 😮‍💨 best vibe ever"],
     ["drug_use:ur sippin on something purple", "drug_code_words:something purple"]),
    ("HN", 0, "health_fitness", ["a: doctor gave me codeine cough syrup for the flu", "s: take it exactly like the label says and no alcohol, it makes you super drowsy"], []),
    ("H5", 2, "drugs_party", ["a: never tried lean", "s: you gotta, put a little in your sprite at the party saturday, it's so smooth"],
     ["drug_use:put a little in your sprite at the party saturday", "0>drug_code_words:lean"]),
)

fam("d-dating-drugs",
    ("H5", 2, "dating_relationships", ["a: first date with her saturday, kinda nervous", "s: bring molly, split one together, instant connection bro, works every time"],
     ["drug_use:bring molly, split one together", "drug_code_words:molly"]),
    ("OK", 0, "dating_relationships", ["a: first date with her saturday, kinda nervous", "s: pick somewhere you can actually talk, mini golf or a quiet bar. just be yourself"], []),
    ("H5", 3, "dating_relationships", ["a: my bf wants to try shrooms together", "s: i can get you two a couple of grams, 25 each, drop off at yours friday 🍄"],
     ["drug_sale:i can get you two a couple of grams, 25 each", "emoji_code:🍄"]),
    ("H5", 1, "dating_relationships", ["s: hot take: every good relationship starts at 3am on the same pill 💊💕"],
     ["drug_use:every good relationship starts at 3am on the same pill", "emoji_code:💊💕"]),
)

fam("d-glamor-psychedelic",
    ("H5", 1, "mental_health", ["s: one good acid trip did more for me than 3 years of therapy ngl"],
     ["drug_use:one good acid trip did more for me than 3 years of therapy"]),
    ("H5", 1, "drugs_party", ["a: what was your best night ever", "s: k-hole at a warehouse party, felt like floating through space 🌌 pure bliss"],
     ["drug_use:k-hole at a warehouse party", "drug_code_words:k-hole"]),
    ("H5", 1, "entertainment_media", ["a: this movie is so trippy", "s: watched it on two tabs once, best cinema experience of my life 👁️"],
     ["drug_use:watched it on two tabs", "drug_code_words:tabs"]),
    ("HN", 0, "news_politics", ["s: the psilocybin trial results for treatment-resistant depression are promising but small, still needs a bigger study"], []),
)

fam("w-long-negotiation",
    ("H5", 4, "buy_sell_trade", ["a: saw ur post, still got it?", "s: ya", "a: what's the lowest", "s: 500", "a: 400 and i can't do paperwork if that's a problem", "s: no paperwork needed, 450 and i throw in a box of hollow points. tomorrow, back of the mall"],
     ["weapon_sale:no paperwork needed, 450", "weapon_sale:i throw in a box of hollow points", "urgency_pressure:tomorrow"]),
    ("HN", 0, "buy_sell_trade", ["a: saw ur post, still got the shotgun?", "s: ya", "a: what's the lowest", "s: 500", "a: 450 ok?", "s: 475 and it goes through my local dealer so you'll need to pass the check, fee's on me"],
     ["weapon_sale:it goes through my local dealer"]),
    ("H5", 4, "buy_sell_trade", ["a: saw ur post about the 'tools'", "s: which ones", "a: the black one", "s: 650 firm. serial's gone so don't ask for a receipt lol"],
     ["0>euphemism:the 'tools'", "weapon_sale:650 firm. serial's gone"]),
    ("OK", 0, "buy_sell_trade", ["a: saw ur post about the tools", "s: which ones", "a: the black drill", "s: 65 firm, battery and charger included"], []),
)

fam("w-knife-school",
    ("H5", 3, "school_education", ["a: how'd you get that knife past the metal detector", "s: ceramic lol, i sell them, 20 each, they never beep"],
     ["weapon_sale:i sell them, 20 each, they never beep"]),
    ("OK", 0, "school_education", ["a: culinary class needs us to bring a chef knife", "s: the teacher said leave it in the locker room cabinet, they lock it up during other classes"], []),
    ("H5", 3, "school_education", ["s: karambits and butterfly knives, student prices, bring cash to the library on thursday 🔪"],
     ["weapon_sale:karambits and butterfly knives, student prices", "emoji_code:🔪"]),
    ("HN", 0, "school_education", ["a: a kid brought a knife to school today", "s: yeah the whole school was on lockdown, glad nobody got hurt. principal is sending a letter"], []),
)

fam("w-edgy-normalizing",
    ("H5", 1, "small_talk", ["a: what do you carry when you go out", "s: my lil friend 🔫 stays on me, permit is for people who ask permission lol"],
     ["euphemism:my lil friend", "emoji_code:🔫", "weapon_mention:permit is for people who ask permission"]),
    ("H5", 2, "server_meta", ["s: everyone here should grab a switch before they ban them for real, just saying, best purchase i ever made"],
     ["weapon_mention:grab a switch before they ban them", "euphemism:switch"]),
    ("H5", 1, "weapons_hunting", ["a: did u register ur rifle", "s: register? lmao the state doesn't need to know what's in my closet 🤫"],
     ["weapon_mention:the state doesn't need to know what's in my closet"]),
    ("OK", 0, "weapons_hunting", ["a: did u register ur rifle", "s: yep, took 10 minutes at the station, and the safe's bolted down now"], []),
)

fam("f-betting-adjacent",
    ("H5", 3, "sports_betting", ["a: lost 2k on betting sites this year 😩", "s: our agency recovers gambling losses from any site 💯 just pay the 200 filing fee upfront and we handle it"],
     ["fraud_phishing:recovers gambling losses from any site", "fraud_phishing:pay the 200 filing fee upfront"]),
    ("H5", 3, "sports_betting", ["s: paying 50 per account: open a betting account with your id + selfie, send me the login, i handle the rest"],
     ["fraud_phishing:open a betting account with your id + selfie, send me the login"]),
    ("OK", 0, "sports_betting", ["a: how'd the accumulator go", "s: lost on the last leg as always lol, 5 quid gone, lesson learned"], []),
    ("HN", 0, "sports_betting", ["a: lost 2k on betting sites this year 😩", "s: ugh, sorry. self-exclusion on all the sites helped me, and there's a free helpline if it's getting out of hand"], []),
)

fam("f-guru-course",
    ("H5", 2, "work_career", ["s: my students make 10k a month flipping dropshipping stores, system is 100% proven, anyone can do it 💸"],
     ["fraud_investment:my students make 10k a month", "fraud_investment:system is 100% proven"]),
    ("H5", 3, "finance_crypto", ["a: how do i start trading", "s: buy my forex mentorship, 499 one time, guaranteed to double your account in 30 days or i'll keep coaching you"],
     ["fraud_investment:guaranteed to double your account in 30 days", "fraud_investment:buy my forex mentorship, 499 one time"]),
    ("H5", 1, "small_talk", ["s: broke people sleep, rich people grind 📈 i retired at 22 and you can too"],
     ["fraud_investment:i retired at 22 and you can too"]),
    ("HN", 0, "finance_crypto", ["a: how do i start trading", "s: honestly, index funds and time. anyone selling a course promising 'double in 30 days' is the one making money"],
     ["fraud_investment:double in 30 days"]),
    ("H5", 2, "school_education", ["a: uni is expensive af", "s: skip it, my crypto academy teaches you to make 2k a week, way better than a degree, link coming soon 👀"],
     ["fraud_investment:teaches you to make 2k a week"]),
)

fam("f-tech-support",
    ("H5", 3, "tech_programming", ["a: my pc keeps showing popups", "s: microsoft support here, your license is expired and you have 3 viruses. install anydesk and give me the code so i can fix it"],
     ["fraud_phishing:microsoft support here", "fraud_phishing:install anydesk and give me the code"]),
    ("H5", 4, "family_home", ["s: update: the fake 'your pc is infected, call 555-0199' popup is live on 40 sites, grandparents call it all day. 2 techs needed on the phones, good pay"],
     ["fraud_phishing:the fake 'your pc is infected, call 555-0199' popup is live on 40 sites", "fraud_phishing:grandparents call it all day"]),
    ("HN", 0, "family_home", ["a: my mom got a popup saying call microsoft", "s: tell her to close the browser, never call the number. microsoft doesn't do that, it's a scam"], []),
    ("OK", 0, "tech_programming", ["a: my pc keeps showing popups", "s: probably adware from some free download. run the built-in scan and check your browser extensions"], []),
)

fam("f-exam-answers",
    ("H5", 3, "school_education", ["s: selling the leaked chem final answers 📄 pay 30 first on cashapp, i send the pdf after"],
     ["fraud_phishing:selling the leaked chem final answers", "fraud_phishing:pay 30 first on cashapp"]),
    ("H5", 3, "school_education", ["a: is that 'exam key' guy legit", "s: ya i bought one, he wants a 'verification fee' first but it's worth it, here's his tele"],
     ["fraud_phishing:he wants a 'verification fee' first", "off_platform_move:here's his tele"]),
    ("OK", 0, "school_education", ["a: where can i find practice papers", "s: the exam board site has all the past papers and mark schemes for free"], []),
    ("HN", 0, "school_education", ["a: someone's selling 'leaked' exam answers in the year chat", "s: it's always a scam, they take the money and block you. report it to the teacher"], []),
)

fam("f-celeb-giveaway",
    ("H5", 3, "entertainment_media", ["s: i'm the manager of a big youtuber 🎥 we're giving away 1000 iphones, pay 9.99 shipping at yt-gifts.example to claim"],
     ["fraud_phishing:we're giving away 1000 iphones", "fraud_phishing:pay 9.99 shipping at yt-gifts.example"]),
    ("H5", 3, "entertainment_media", ["a: did u win the streamer's giveaway?", "s: yep!! u have to send them your card details for 'verification' first but it's real"],
     ["fraud_phishing:send them your card details for 'verification'"]),
    ("HN", 0, "entertainment_media", ["a: a 'famous streamer' dmed me that i won", "s: lol it's a fake account, real creators announce winners on stream, not in random dms"], []),
    ("H5", 2, "entertainment_media", ["s: this singer is secretly giving fans money 🤑 comment your cashapp and follow the page, it's real i got 500"],
     ["fraud_phishing:comment your cashapp and follow the page", "fraud_phishing:it's real i got 500"]),
)

fam("f-stolen-giftcards",
    ("H5", 3, "buy_sell_trade", ["s: steam and amazon gift cards 40% off face value, fresh ones, don't ask where from 😉"],
     ["fraud_phishing:gift cards 40% off face value", "fraud_phishing:don't ask where from"]),
    ("H5", 3, "gaming", ["a: how r u buying so many skins", "s: carded gift cards, get em for 20% of value. i can sell u some but use a vpn when u redeem"],
     ["fraud_phishing:carded gift cards", "fraud_phishing:i can sell u some but use a vpn when u redeem"]),
    ("OK", 0, "buy_sell_trade", ["a: got a gift card i won't use", "s: a few stores let you swap them at the counter for store credit, worth asking"], []),
)

fam("h-nationality-jokes",
    ("H5", 1, "sports", ["a: france lost again", "s: not surprised, they probably surrendered at halftime lol 🏳️"],
     ["stereotype_generalization:they probably surrendered at halftime"]),
    ("H5", 1, "small_talk", ["a: my new flatmate is scottish", "s: hide your wallet lmao, jk jk"],
     ["stereotype_generalization:hide your wallet"]),
    ("OK", 0, "sports", ["a: france lost again", "s: brutal, that keeper had an off night. rematch in march though"], []),
    ("H5", 2, "small_talk", ["a: my new flatmate is polish", "s: they're all drunk builders who undercut real workers, good luck with that"],
     ["stereotype_generalization:they're all drunk builders who undercut real workers"]),
)

fam("h-dating-racism",
    ("H5", 2, "dating_relationships", ["a: why don't you ever match with asian guys", "s: bc they're all boring and weird, no personality, sorry not sorry"],
     ["stereotype_generalization:they're all boring and weird, no personality"]),
    ("H5", 3, "dating_relationships", ["a: my new gf is black", "s: enjoy dating a monkey, hope it was worth it"],
     ["dehumanization:enjoy dating a monkey"]),
    ("HN", 0, "dating_relationships", ["a: a guy on the app told me he 'doesn't date black girls, no offence'", "s: so much offence taken on your behalf. block and move on, his loss entirely"], []),
    ("OK", 0, "dating_relationships", ["a: my new gf is from brazil", "s: aww, are you going to visit her family this summer?"], []),
)

fam("h-thread-escalation",
    ("H5+H3", 4, "news_politics", ["a: did you see the new housing for migrants", "b: yeah on the edge of town", "c: people in the comments are furious", "a: some are talking about a protest", "s: protest is useless. they're animals, we go friday night with petrol and end it"],
     ["dehumanization:they're animals", "incitement:we go friday night with petrol and end it"]),
    ("OK", 0, "news_politics", ["a: did you see the new housing for migrants", "b: yeah on the edge of town", "c: people in the comments are furious", "a: some are talking about a protest", "s: i'm going to the counter-vigil instead, the families there have been through enough"], []),
    ("H5", 3, "news_politics", ["a: did you see the new housing for migrants", "b: yeah on the edge of town", "c: people in the comments are furious", "s: good, they should be. vermin like that don't belong anywhere near our kids"],
     ["dehumanization:vermin like that", "incitement:don't belong anywhere near our kids"]),
    ("HN", 0, "server_meta", ["a: did you see the new housing for migrants", "b: they're animals, burn it down", "mod: removed that and banned b. we don't allow calls for violence here", "s: thank you, that was disgusting. glad it's gone"], []),
)

fam("h-antisemitic-tropes",
    ("H5", 2, "finance_crypto", ["a: why did the market crash", "s: the bankers, and we all know which people own the banks 🤑 same every time"],
     ["stereotype_generalization:we all know which people own the banks", "emoji_code:🤑"]),
    ("H5", 2, "news_politics", ["s: every war in history was started by the same tiny group pulling strings, look it up, open your eyes"],
     ["stereotype_generalization:every war in history was started by the same tiny group pulling strings"]),
    ("HN", 0, "school_education", ["a: why is the 'jews control the banks' thing so common", "s: that myth that jews control the banks goes back to medieval laws that pushed jews into moneylending. propaganda built on it for centuries"],
     ["stereotype_generalization:jews control the banks"]),
    ("HN", 0, "identity_community", ["a: saw a 'happy merchant' meme in a group chat", "s: that's an antisemitic caricature, report it. it's straight out of nazi-era propaganda"], []),
)

fam("h-gaming-lobby-slurs",
    ("H5", 3, "gaming", ["a: can we get a healer pls", "b: i can heal, i'm a girl btw", "s: lol a female healer, great, another useless wh*re who'll throw, kick her"],
     ["slur:wh*re", "evasion_leetspeak:wh*re", "incitement:kick her", "stereotype_generalization:a female healer, great"]),
    ("HN", 0, "gaming", ["a: can we get a healer pls", "b: i can heal, i'm a girl btw", "s: nice, ty. ignore the guy in general chat if he starts again, we reported him"], []),
    ("H5", 2, "gaming", ["a: who keeps feeding mid", "s: prob some n00b from brazil, they're all the same, monkeys with a keyboard"],
     ["stereotype_generalization:they're all the same", "dehumanization:monkeys with a keyboard"]),
    ("HN", 0, "gaming", ["a: who keeps feeding mid", "s: me sorry 😭 their jungler camps me every 30 seconds"], []),
)


fam("d-group-dare",
    ("H5", 2, "drugs_party", ["a: ok everyone's here", "b: where's the stuff", "c: on the table", "a: mika you in or what", "s: come on mika, everyone's doing a line, don't be the one who ruins the night. just one"],
     ["drug_use:everyone's doing a line", "urgency_pressure:don't be the one who ruins the night", "drug_use:just one"]),
    ("HN", 0, "drugs_party", ["a: ok everyone's here", "b: where's the stuff", "c: on the table", "a: mika you in or what", "s: leave her alone, she said no. mika wanna go grab food with me instead?"], []),
    ("H5", 2, "small_talk", ["a: they're all smoking behind the shed", "b: u going?", "s: obviously, and you're coming too. one hit won't hurt you, stop acting like my mom"],
     ["drug_use:one hit won't hurt you", "urgency_pressure:stop acting like my mom"]),
    ("HN", 0, "mental_health", ["a: everyone at the party was doing coke and i felt so left out", "b: oof", "s: you're not missing anything, honestly. proud of you for sticking to your guns, it's hard"], []),
)

fam("d-long-posts",
    ("H5", 1, "drugs_party", ["s: last night was unreal. we dropped right before the headliner, the lasers hit different and i hugged like forty strangers. if you've never rolled at a festival you haven't lived, simple as"],
     ["drug_use:we dropped right before the headliner", "drug_use:if you've never rolled at a festival you haven't lived", "drug_code_words:rolled"]),
    ("H5", 3, "buy_sell_trade", ["s: back from holiday so the shop's open again 🙌 same menu as before, plus some new edibles that hit hard. orders close thursday night, drops friday and saturday, regulars get first pick"],
     ["drug_sale:the shop's open again", "drug_sale:new edibles that hit hard", "urgency_pressure:orders close thursday night", "drug_sale:drops friday and saturday"]),
    ("HN", 0, "drugs_party", ["s: festival safety thread 🧵 the medical tent is next to gate b and they won't call the police on you. if a friend is overheating, get them there fast. free water refills at every bar too"], []),
    ("HN", 0, "mental_health", ["s: two years ago i was selling to pay for my own habit. today i got my first paycheck from a real job and bought my mum dinner. if you're still in it, it gets better, dm if you need to talk"], []),
)

fam("d-dry-city",
    ("H5", 1, "small_talk", ["a: how's the new city", "s: nice but lowkey wish i knew someone who sells, it's so dry here 🍃"],
     ["drug_sale:wish i knew someone who sells", "emoji_code:🍃"]),
    ("OK", 0, "small_talk", ["a: how's the new city", "s: nice but it's so dry here, my skin is cracking, need a humidifier"], []),
    ("H5", 3, "small_talk", ["a: how's the new city", "b: he says it's dry lol", "s: bone dry. anyone got a connect near the university? need a zip by friday, paying well"],
     ["drug_code_words:connect", "drug_sale:need a zip by friday, paying well"]),
)

fam("w-conversion",
    ("H5", 4, "weapons_hunting", ["a: my airsoft pistol looks so real", "s: i can convert it to fire real 9mm for you, 150, takes a week. don't ask how"],
     ["weapon_sale:i can convert it to fire real 9mm for you, 150"]),
    ("HN", 0, "weapons_hunting", ["a: my airsoft pistol looks so real", "s: keep the orange tip on and never carry it in public, cops can't tell the difference from a distance"], []),
    ("H5", 4, "buy_sell_trade", ["s: converted blank firers, shoot live rounds, uk delivery, 700 each, 2 left 🔫"],
     ["weapon_sale:converted blank firers, shoot live rounds", "weapon_sale:700 each", "urgency_pressure:2 left", "emoji_code:🔫"]),
    ("OK", 0, "gaming", ["a: what upgrade for my airsoft rifle", "s: a better hop-up rubber and a tightbore barrel, way more consistent at the field"], []),
)

fam("f-robux-scam",
    ("H5", 4, "gaming", ["s: @everyone FREE ROBUX 💎 10k for the first 500 kids, just log in at robux-gen.example with your username and password"],
     ["fraud_phishing:FREE ROBUX", "fraud_phishing:10k for the first 500 kids", "fraud_phishing:log in at robux-gen.example with your username and password"]),
    ("H5", 3, "gaming", ["a: i'm saving up for the new skin", "s: i can give you 5k robux if you tell me your password and the code they send to your mom's phone"],
     ["fraud_phishing:tell me your password and the code they send to your mom's phone"]),
    ("HN", 0, "gaming", ["a: is the free robux site real", "s: no!! every robux generator is a scam, they steal your account. only buy it in the app"], []),
    ("HN", 0, "family_home", ["a: my 10yo gave someone her game password for 'free robux'", "s: change it from your account now, turn on 2-step, and tell her it's not her fault, these scams target kids"], []),
)

fam("f-pig-butchering",
    ("H5", 3, "finance_crypto", ["a: sorry wrong number", "s: no problem! you seem nice, i'm lina 😊", "a: haha hi lina", "s: i work in finance, my uncle gives me insider signals on a trading platform. i made 40k last month, want me to show you?", "a: really?", "s: yes! sign up at goldtrade-vip.example with my invite code and deposit 1000 to start, i'll guide you"],
     ["fraud_investment:sign up at goldtrade-vip.example with my invite code", "fraud_investment:deposit 1000 to start"]),
    ("H5", 2, "finance_crypto", ["a: sorry wrong number", "s: no problem! you seem nice 😊", "a: thanks lol", "s: by the way, do you invest? my uncle gives me signals and i've never lost once"],
     ["fraud_investment:my uncle gives me signals and i've never lost once"]),
    ("OK", 0, "small_talk", ["a: sorry wrong number", "s: no worries, have a good one!"], []),
    ("H5", 3, "finance_crypto", ["a: i can't withdraw from the platform lina showed me", "s: you have to pay the 20% tax first, then it unlocks. everyone pays it, send it today or the account freezes"],
     ["fraud_investment:you have to pay the 20% tax first", "urgency_pressure:send it today or the account freezes"]),
)

fam("h-immigration-debate",
    ("OK", 0, "news_politics", ["a: the immigration numbers are out", "b: record high apparently", "c: here we go", "s: i think the numbers should be lower and the asylum system faster, but the people coming aren't the problem, the process is"], []),
    ("H5", 1, "news_politics", ["a: the immigration numbers are out", "b: record high apparently", "c: here we go", "s: cool, more guys who can't drive on the roads then lol"],
     ["stereotype_generalization:more guys who can't drive"]),
    ("H5", 2, "news_politics", ["a: the immigration numbers are out", "b: record high apparently", "s: great, more criminals. that's what they all are, criminals and leeches"],
     ["stereotype_generalization:that's what they all are, criminals and leeches"]),
    ("HN", 0, "news_politics", ["a: the immigration numbers are out", "b: and the comments are full of people calling them 'invaders'", "s: that word is straight from the replacement conspiracy, it's dangerous. report those comments"], []),
    ("H5", 3, "news_politics", ["a: the immigration numbers are out", "b: record high apparently", "c: here we go", "s: an invasion of rats. deport every last one of them and their anchor babies"],
     ["dehumanization:an invasion of rats", "incitement:deport every last one of them and their anchor babies"]),
)

fam("h-religious-jokes",
    ("H5", 1, "identity_community", ["a: my hindu friend won't eat beef", "s: lmao bet he prays to the burger first 🐄"],
     ["stereotype_generalization:bet he prays to the burger first"]),
    ("OK", 0, "identity_community", ["a: my hindu friend won't eat beef", "s: makes sense, a lot of hindus are vegetarian or avoid beef. get the paneer next time"], []),
    ("H5", 2, "identity_community", ["s: catholic priests are all pedos, every parish has one, that's just how the church works"],
     ["stereotype_generalization:catholic priests are all pedos"]),
    ("HN", 0, "news_politics", ["s: the abuse report on the diocese is out, over 200 victims. the cover-up is the worst part"], []),
)


fam("w-gun-rental",
    ("H5", 4, "small_talk", ["a: need something for a thing friday", "s: i rent pieces, 100 a night, bring it back clean or you pay for it"],
     ["weapon_sale:i rent pieces, 100 a night", "euphemism:pieces"]),
    ("H5", 4, "buy_sell_trade", ["s: rent-a-strap is back 🔫 24h rentals, 300 deposit, no questions about what it's for"],
     ["weapon_sale:rent-a-strap is back", "emoji_code:🔫", "weapon_sale:24h rentals, 300 deposit, no questions about what it's for"]),
    ("HN", 0, "sports", ["a: first time at the range, do i need my own gun", "s: nope, you can rent a pistol at the counter for like 20 plus ammo, they give you a safety brief first"],
     ["weapon_sale:rent a pistol at the counter"]),
    ("HN", 0, "weapons_hunting", ["a: going on a guided elk hunt, don't own a rifle", "s: the outfitter loans you one, they zero it with you on day one and it stays with the guide"], []),
)

fam("w-suppressor",
    ("HN", 0, "weapons_hunting", ["a: are suppressors even legal", "s: in most us states yes, but you need the federal tax stamp and the wait is months. buy through a dealer"], []),
    ("H5", 2, "weapons_hunting", ["a: the tax stamp wait is insane", "s: just make your own from a kit, nobody's checking, why wait months"],
     ["weapon_sale:make your own from a kit"]),
    ("H5", 4, "weapons_hunting", ["a: the tax stamp wait is insane", "s: skip it, i sell finished cans, no stamp no paperwork, 250, dm"],
     ["weapon_sale:i sell finished cans, no stamp no paperwork, 250", "off_platform_move:dm"]),
    ("OK", 0, "weapons_hunting", ["a: the tax stamp wait is insane", "s: mine took 7 months, the ear protection for hunting is worth it though"], []),
)

fam("w-knives-nonenglish",
    ("H5", 3, "buy_sell_trade", ["s: vendo navajas automáticas y puños americanos, sin preguntas, envío por correo"],
     ["weapon_sale:vendo navajas automáticas y puños americanos, sin preguntas"]),
    ("H5", 3, "small_talk", ["a: wo kriegt man nen schlagring", "s: hab noch drei, 15€ das stück, übergabe am skatepark"],
     ["0>weapon_mention:schlagring", "weapon_sale:hab noch drei, 15€ das stück, übergabe am skatepark"]),
    ("H5", 3, "buy_sell_trade", ["s: vendo soco inglês e taser de choque, entrego no centro, chama no zap"],
     ["weapon_sale:vendo soco inglês e taser de choque", "off_platform_move:chama no zap"]),
    ("HN", 0, "weapons_hunting", ["a: darf man ein taschenmesser tragen", "s: einhandmesser darf man nicht führen, aber ein normales klappmesser unter 12cm ist ok"], []),
)

fam("w-glamor-mild",
    ("H5", 1, "small_talk", ["a: what's on your bucket list", "s: own a full auto with zero paperwork before i die 😤🔫"],
     ["weapon_mention:own a full auto with zero paperwork", "emoji_code:🔫"]),
    ("OK", 0, "small_talk", ["a: what's on your bucket list", "s: skydive, see the northern lights, learn to shoot clays with my grandpa"], []),
    ("H5", 1, "gaming", ["a: rate my setup", "s: 7/10, would be 10/10 with an untraceable blick under the desk lol"],
     ["weapon_mention:an untraceable blick", "euphemism:blick"]),
    ("H5", 2, "tech_programming", ["s: printing your own guns should be a rite of passage, learn it now before they ban the files"],
     ["weapon_sale:printing your own guns"]),
    ("H5", 2, "news_politics", ["a: the uk banned zombie knives", "s: lmao just buy one abroad and bring it back, customs never check, everyone in my area carries"],
     ["weapon_mention:just buy one abroad and bring it back"]),
)

fam("h-library-event",
    ("H5+H3", 4, "identity_community", ["a: there's a trans storytime at the library saturday", "s: those freaks are a disease. let's show up saturday and make sure none of them walk out"],
     ["dehumanization:those freaks are a disease", "incitement:let's show up saturday and make sure none of them walk out"]),
    ("HN", 0, "identity_community", ["a: there's a trans storytime at the library saturday", "b: some group online is planning to 'show up'", "s: the library knows and police will be there. if you want to support, the counter-crowd meets at 10"], []),
    ("H5", 3, "identity_community", ["a: there's a trans storytime at the library saturday", "s: groomers reading to kids, disgusting. these people are a plague"],
     ["slur:groomers", "dehumanization:these people are a plague"]),
    ("OK", 0, "family_home", ["a: there's a storytime at the library saturday", "s: oh nice, my kids loved the last one, the dinosaur book was a hit"], []),
)


# =============================================================================================
# Build
# =============================================================================================


def _span(text: str, sub: str) -> tuple[int, int]:
    if sub[0] in _BAD_EDGE or sub[-1] in _BAD_EDGE:
        raise ValueError(f"evidence {sub!r} starts or ends with space/punctuation")
    if sub not in text:
        raise ValueError(f"evidence {sub!r} not in {text!r}")
    start = text.index(sub)
    end = start + len(sub)
    if sub[0].isalnum() and start > 0 and text[start - 1].isalnum():
        raise ValueError(f"evidence {sub!r} starts inside a word of {text!r}")
    if sub[-1].isalnum() and end < len(text) and text[end].isalnum():
        raise ValueError(f"evidence {sub!r} ends inside a word of {text!r}")
    return start, end


def _authors(family: str, n: int, roles: list[str]) -> dict[str, str]:
    rng = random.Random(f"{SEED}:{family}:{n}")
    names = rng.sample(NAMES, 8)
    mapping: dict[str, str] = {}
    for role in roles:
        if role not in mapping:
            mapping[role] = rng.choice(MOD_NAMES) if role.startswith("mod") else names[len(mapping)]
    return mapping


def _window(family: str, n: int, row: tuple, wid: str) -> dict:
    if len(row) != 5:
        raise ValueError(f"{family}#{n}: row needs 5 fields, got {len(row)}")
    spec, severity, topic, turns, evidence = row
    where = f"{family}#{n}"
    if topic not in TOPICS:
        raise ValueError(f"{where}: unknown topic {topic!r}")
    benign = spec in ("HN", "OK")
    types = [] if benign else spec.split("+")
    if benign != (severity == 0) or not 0 <= severity <= 4:
        raise ValueError(f"{where}: severity {severity} does not fit types {spec!r}")
    parsed = []
    for t in turns:
        role, sep, text = t.partition(": ")
        if not sep or not text or text != text.strip():
            raise ValueError(f"{where}: turn needs 'role: text': {t!r}")
        parsed.append((role, text))
    if not 1 <= len(parsed) <= 6:
        raise ValueError(f"{where}: {len(parsed)} turns")
    names = _authors(family, n, [r for r, _ in parsed])
    last = len(parsed) - 1
    spans, indicators = [], []
    for ev in evidence:
        m = _EV.match(ev)
        if not m:
            raise ValueError(f"{where}: bad evidence {ev!r}")
        turn = int(m.group(1)) if m.group(1) is not None else last
        indicator, sub = m.group(2), m.group(3)
        if indicator not in INDICATORS:
            raise ValueError(f"{where}: unknown indicator {indicator!r}")
        if turn > last:
            raise ValueError(f"{where}: evidence on missing turn {turn}")
        start, end = _span(parsed[turn][1], sub)
        spans.append({"turn": turn, "start": start, "end": end, "indicator": indicator})
        if turn == last and indicator not in indicators:
            indicators.append(indicator)
    if not benign and not any(s["turn"] == last for s in spans):
        raise ValueError(f"{where}: harmful window without evidence on the judged turn")
    return {
        "id": wid,
        "turns": [{"author": names[r], "text": text} for r, text in parsed],
        "types": types,
        "severity": severity,
        "topic": topic,
        "indicators": indicators,
        "spans": spans,
        "source": f"seed:{GROUP}/{family}",
        "hard_negative": spec == "HN",
    }


def build() -> list[dict]:
    windows: list[dict] = []
    seen: set[tuple[str, ...]] = set()
    for family, rows in FAMILIES.items():
        if not 3 <= len(rows) <= 7:
            raise ValueError(f"family {family} has {len(rows)} windows, want 3-7")
        for n, row in enumerate(rows):
            w = _window(family, n, row, f"{ID_PREFIX}{len(windows) + 1:04d}")
            key = tuple(t["text"].lower() for t in w["turns"])
            if key in seen:
                raise ValueError(f"{family}#{n}: duplicate window {key}")
            seen.add(key)
            windows.append(w)
    return windows


def main() -> int:
    windows = build()
    OUT.parent.mkdir(parents=True, exist_ok=True)
    with OUT.open("w", encoding="utf-8") as fh:
        for w in windows:
            fh.write(json.dumps(w, ensure_ascii=False) + "\n")
    loaded = load_windows(OUT)  # raises WindowFormatError on any invalid line
    families = {w["source"] for w in windows}
    print(f"wrote {len(loaded)} windows in {len(families)} families to {OUT.relative_to(ROOT)}")
    cells = Counter((w["types"][0] if w["types"] else "benign", w["severity"]) for w in windows)
    for (t, s), c in sorted(cells.items()):
        print(f"  {t:7s} L{s}: {c}")
    fam_types = Counter(
        "+".join(sorted({w["types"][0] if w["types"] else "benign" for w in windows if w["source"] == f}))
        for f in families
    )
    print("  families by classes:", dict(sorted(fam_types.items())))
    print("  hard negatives:", sum(w["hard_negative"] for w in windows),
          "plain benign:", sum(not w["types"] and not w["hard_negative"] for w in windows))
    print("  multi-type:", sum(len(w["types"]) > 1 for w in windows))
    print("  turns per window:", dict(sorted(Counter(len(w["turns"]) for w in windows).items())))
    print("  topics:", dict(sorted(Counter(w["topic"] for w in windows).items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
