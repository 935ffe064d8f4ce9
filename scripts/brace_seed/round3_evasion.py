"""BRACE seed windows, round 3: evasions (leetspeak, spacing, emoji code, algospeak, obfuscated links, code words) and their innocent lookalikes.

Writes data/brace/seed/round3_evasion.jsonl deterministically. Every window was written by hand for Parry
(original text, not taken from any data set); names, handles, codes, 555 numbers and *.example / example.*
links are invented.

Each family pairs harmful windows that hide their meaning (digit swaps, s p a c e d or d.o.t.t.e.d letters,
emoji menus, platform euphemisms such as "unalive", "seggs", "pew pew", deliberate misspellings, language
mixing, code words agreed earlier in the chat, links and handles written out as "dot com" or "t e l e g r a m")
with benign hard negatives that use the same emoji, slang or spelling innocently (🍃 at a plant shop, ❄️ for
snow, "unalive" in a talk about censorship, 🎰 at a theme-park arcade, leetspeak gamer tags, spaced letters for
emphasis). The contrast pairs sit in one family so the split never separates them.

Notation (FAMILIES below):

* a family is ``fam(name, rows)``; its source is "seed:round3_evasion/<name>".
* a row is ``(types, severity, topic, turns, evidence)``; types is "H1", "H2+H5", ... with the primary type
  first, "" for a benign hard negative (built to look harmful) and "~" for plain benign chat.
* a turn is "role: text"; roles map to pseudonyms per window (same role, same author; roles starting with
  "mod" get moderator names). The last turn is the judged one.
* evidence is "indicator:substring" on the judged turn, or "N>indicator:substring" on context turn N (used for
  a code word defined earlier). Spans come from ``str.index`` of the substring in the final text, never typed
  as numbers; a substring must occur once in its turn, must not start or end with whitespace or punctuation,
  nor cut a word in half. The judged turn's indicators are exactly the indicators of its evidence.

Evasion indicators, as applied here: digits or symbols for letters -> evasion_leetspeak; letters split by
spaces, dots, dashes or other visible separators, and links or handles broken up ("dot com",
"t e l e g r a m") -> evasion_spacing; emoji for a harmful word -> emoji_code; algospeak, sound-alike
respellings ("seggs", "sewerslide"), softened phrases and code words -> euphemism (drug_code_words as well for
drugs). They are marked whenever the evasive form carries its harmful meaning, also in benign windows (quoted,
discussed, in-game: "k1ll streak", "we d i e d 40 times"); they are not marked when the emoji or spelling is used
in its innocent sense (❄️ as snow, 🍃 at a plant shop, "k y s = keep yourself safe", "i a m  s o  t i r e d").
A few harmful windows hide their meaning only by switching language or by veiled wording and carry no evasion
indicator; a code word agreed in an earlier turn gets a context span ("N>") on the turn that defines it.
Windows have 1-5 turns; extra context turns (bystanders, follow-ups) vary where the evidence sits.

Content rules: no sexual content involving minors beyond the abstract grooming pattern (age, secrecy, moving to
DMs, a request); self-harm methods are named, never explained; weapons are traded, never built; slurs appear
only masked ("k*ke") or as coded terms.

Run from the repository root:  .venv/bin/python scripts/brace_seed/round3_evasion.py
"""

from __future__ import annotations

import json
import random
import re
import sys
import zlib
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from detectors.brace import load_windows  # noqa: E402
from detectors.brace.taxonomy import INDICATORS, TOPICS, TYPES  # noqa: E402

FILE = "round3_evasion"
SEED_DIR = ROOT / "data" / "brace" / "seed"
OUT = SEED_DIR / f"{FILE}.jsonl"
ID_PREFIX = "seed-r3ev-"
SEED = 20260301

NAMES = [
    "alder", "bex", "corvo", "dinah_k", "eddy", "fennec", "gigi", "hux", "isla.m", "jory", "kip", "lumen", "moss",
    "nell", "oak_", "pax", "quin", "remy", "sable", "tamsin", "uri", "vale", "wren", "xan", "yuki_", "zora",
    "ash.k", "bramble", "cass", "dex", "elio", "frost", "gunnar", "hana", "ike", "juno", "kaya", "lio", "mika",
    "noor", "otto", "pip", "rue", "sol", "theo_", "ula", "vik", "wynne", "yasmin", "zed", "b1t", "c0ra", "drift",
    "ember", "fig", "gus", "hiro", "ines", "jaz", "koi", "lark_", "milo", "nova", "olli", "pom", "riv", "suki",
    "tig", "umar", "venn",
]
MOD_NAMES = ["mod", "mod_ash", "admin_fay", "helper_q", "mod.lin", "staff_ravi"]

_EV = re.compile(r"^(?:(\d+)>)?([a-z_]+):(.+)$", re.S)
_BAD_EDGE = set(" \t\n,.;:!?\"'")  # brackets allowed at an edge: "(((them)))" is the evidence itself

FAMILIES: dict[str, list[tuple]] = {}


def fam(name: str, rows: list[tuple]) -> None:
    if name in FAMILIES:
        raise ValueError(f"duplicate family {name!r}")
    FAMILIES[name] = rows


def _span(text: str, sub: str) -> tuple[int, int]:
    if sub[0] in _BAD_EDGE or sub[-1] in _BAD_EDGE:
        raise ValueError(f"evidence {sub!r} starts or ends with space or punctuation")
    if sub not in text:
        raise ValueError(f"evidence {sub!r} not in {text!r}")
    if text.count(sub) > 1:
        raise ValueError(f"evidence {sub!r} occurs more than once in {text!r}")
    start = text.index(sub)
    end = start + len(sub)
    if (start > 0 and text[start - 1].isalnum() and sub[0].isalnum()) or (
        end < len(text) and text[end].isalnum() and sub[-1].isalnum()
    ):
        raise ValueError(f"evidence {sub!r} cuts a word in {text!r}")
    return start, end


def _authors(turns: list[str], rng: random.Random) -> list[dict[str, str]]:
    names = rng.sample(NAMES, 8)
    mapping: dict[str, str] = {}
    out: list[dict[str, str]] = []
    for turn in turns:
        role, sep, text = turn.partition(": ")
        if not sep or not text:
            raise ValueError(f"turn needs 'role: text': {turn!r}")
        if role not in mapping:
            mapping[role] = rng.choice(MOD_NAMES) if role.startswith("mod") else names[len(mapping)]
        out.append({"author": mapping[role], "text": text})
    return out


def _window(family: str, row: tuple, rng: random.Random) -> dict:
    types_spec, severity, topic, turns, evidence = row
    types = [t for t in types_spec.split("+") if t and t != "~"]
    if any(t not in TYPES for t in types):
        raise ValueError(f"unknown type in {types_spec!r}")
    if topic not in TOPICS:
        raise ValueError(f"unknown topic {topic!r}")
    if not 1 <= len(turns) <= 5:
        raise ValueError(f"{len(turns)} turns, want 1-5")
    out_turns = _authors(turns, rng)
    last = len(out_turns) - 1
    spans: list[dict] = []
    indicators: list[str] = []
    for ev in evidence:
        m = _EV.match(ev)
        if not m:
            raise ValueError(f"bad evidence {ev!r}")
        turn = int(m.group(1)) if m.group(1) is not None else last
        if m.group(2) not in INDICATORS:
            raise ValueError(f"unknown indicator {m.group(2)!r}")
        start, end = _span(out_turns[turn]["text"], m.group(3))
        spans.append({"turn": turn, "start": start, "end": end, "indicator": m.group(2)})
        if turn == last and m.group(2) not in indicators:
            indicators.append(m.group(2))
    if types and not any(s["turn"] == last for s in spans):
        raise ValueError(f"harmful window without a span on the judged turn: {turns[-1]!r}")
    return {
        "turns": out_turns,
        "types": types,
        "severity": severity,
        "topic": topic,
        "indicators": indicators,
        "spans": spans,
        "source": f"seed:{FILE}/{family}",
        "hard_negative": types_spec == "",
    }


# ============================================================================================
# H1 sexual content hidden by algospeak, emoji, spacing and leetspeak; lookalikes
# ============================================================================================

fam("h1-seggs-algospeak", [
    ("H1", 1, "small_talk", ["a: why is everyone so sleepy today", "c: i slept like 3 hours lol", "a: same, 5 coffees deep", "b: some of us had seggs last night and some of us had homework 😌"], ["sexual_innuendo:some of us had seggs last night", "euphemism:seggs"]),
    ("", 0, "entertainment_media", ["a: why does every tiktok say seggs now", "b: the algorithm buries videos with the real word so creators write seggs. same reason people say unalive. it's called algospeak"], ["euphemism:seggs", "euphemism:unalive"]),
    ("", 0, "sexuality", ["a: sex ed channel: ask anything, no judging", "c: 📌 pinned: the school nurse answers on fridays", "b: is it normal for seggs to hurt the first time or should i see a doctor 😳"], ["euphemism:seggs"]),
    ("H1", 2, "gaming", ["a: gg, u were carrying", "b: thx lol", "a: seriously, best support i've had", "a: bet ur l0ud during seggs too, i'd have u pinned to the bed all night"], ["sexual_explicit:i'd have u pinned to the bed all night", "euphemism:seggs", "evasion_leetspeak:l0ud"]),
    ("H1", 3, "gaming", ["a: who wants to duo", "c: me, ranked?", "a: gold+ only pls", "b: s3ggs content menu in my bio 🍑 solo 10$ duo 25$, dm to buy"], ["solicitation_contact:s3ggs content menu in my bio", "euphemism:s3ggs", "evasion_leetspeak:s3ggs", "emoji_code:🍑", "off_platform_move:dm to buy"]),
])

fam("h1-spicy-pics-contrast", [
    ("", 0, "family_home", ["a: what did u bring to the potluck", "c: pics pls, i missed it", "b: spicy pics incoming 🌶️🌶️ my chili won the heat contest"], []),
    ("H1", 3, "small_talk", ["a: anyone up", "c: me, can't sleep", "a: same lol, 3am gang", "b: bored 🥱 selling spicy pics to whoever's awake, cashapp only, hmu 🌶️"], ["solicitation_contact:selling spicy pics", "euphemism:spicy pics", "emoji_code:🌶️", "off_platform_move:hmu"]),
    ("H1", 3, "dating_relationships", ["b: send me something tonight 😘", "a: i said i'm not doing that", "b: come onnn 🌶️ just something spicy for my eyes only. u owe me after i paid for dinner"], ["solicitation_contact:just something spicy for my eyes only", "euphemism:something spicy", "emoji_code:🌶️", "urgency_pressure:u owe me after i paid for dinner"]),
    ("H1", 4, "dating_relationships", ["b: u really thought u could just block me?", "a: pls just delete them", "a: please, i'm begging u", "b: 500 by friday or every spicy pic u sent me lands in ur family group chat 📤"], ["threat_explicit:every spicy pic u sent me lands in ur family group chat", "urgency_pressure:500 by friday", "euphemism:spicy pic"]),
    ("", 0, "server_meta", ["a: why was my salsa post deleted", "c: mine too, it was a chili recipe", "mod: automod flags 'spicy pics' since the bot spam wave, your recipe got caught. restored it 🌶️"], ["euphemism:spicy pics"]),
])

fam("h1-peach-eggplant-market", [
    ("~", 0, "family_home", ["a: farmers market haul 🧺", "c: show us!!", "b: 🍑🍑 and a huge 🍆 for ratatouille, 12 bucks total"], []),
    ("H1", 1, "small_talk", ["a: weekend plans?", "c: hiking probably", "a: b?", "b: 🍆 + 🍑 = my whole saturday if u know 😏"], ["sexual_innuendo:my whole saturday if u know", "emoji_code:🍆 + 🍑"]),
    ("H1", 3, "school_education", ["a: uni group project call at 8?", "c: 8 works for me", "a: @b u in?", "c: hello??", "b: only if u turn ur cam on and show me the 🍑, i'll show u my 🍆 back"], ["solicitation_contact:turn ur cam on and show me the 🍑", "emoji_code:🍆"]),
    ("H1", 2, "sports", ["a: post match photo with the squad 🏉", "c: what a season 🏆", "b: the one in the middle 🍆🍆 i'd ride him till the bus leaves"], ["sexual_explicit:i'd ride him till the bus leaves", "emoji_code:🍆🍆"]),
    ("", 0, "health_fitness", ["a: why is there a 🍑 in the gym channel name", "b: glute day channel lol. squats, hip thrusts, bring a band"], []),
])

fam("h1-corn-accountant-algospeak", [
    ("H1", 3, "entertainment_media", ["a: anyone got links for the new season", "c: the official app has it from friday", "a: friday is so far 😩", "b: forget that, 🌽 site with all the leaked creators, example-corn dot xyz, free til midnight"], ["solicitation_contact:🌽 site with all the leaked creators", "emoji_code:🌽", "evasion_spacing:example-corn dot xyz", "urgency_pressure:free til midnight"]),
    ("~", 0, "family_home", ["a: what's going on the grill", "b: 🌽 with chili butter and some halloumi, trust me"], []),
    ("", 0, "entertainment_media", ["a: why do creators say corn and accountant lol", "b: algospeak. corn = porn and accountant = sex worker, so the video doesn't get demonetised. kinda funny kinda sad"], ["euphemism:corn = porn", "euphemism:accountant = sex worker"]),
    ("H1", 3, "work_career", ["a: side hustle ideas?", "c: dog walking pays ok", "b: become an accountant like me 😉 private sessions, 🌽 vids on request, link in my bio"], ["solicitation_contact:🌽 vids on request", "euphemism:become an accountant like me", "emoji_code:🌽", "off_platform_move:link in my bio"]),
    ("", 0, "work_career", ["a: side hustle ideas?", "c: dog walking pays ok", "b: i'm an actual accountant lol, bookkeeping for small shops pays ok on weekends"], []),
])

fam("h1-dotted-spaced-words", [
    ("H1", 3, "gaming", ["a: gg wp", "c: gg", "a: same time tomorrow?", "c: ya 8pm", "b: n.u.d.e.s for a steam gift card? i pay well 👀 add me"], ["solicitation_contact:n.u.d.e.s for a steam gift card", "evasion_spacing:n.u.d.e.s", "off_platform_move:add me"]),
    ("", 0, "work_career", ["a: how was the double shift", "c: 12 hours??", "b: i a m  s o  t i r e d  i could sleep for a week"], []),
    ("H1", 2, "small_talk", ["a: good morning chat ☀️", "c: morning!! ☕", "a: how's everyone sleeping", "b: woke up h.o.r.n.y thinking about ur mouth on me, no joke"], ["sexual_explicit:thinking about ur mouth on me", "evasion_spacing:h.o.r.n.y"]),
    ("", 0, "school_education", ["a: exam results are out", "c: i'm too scared to look", "b: P A S S E D. all of them. i'm screaming"], []),
    ("H1", 1, "small_talk", ["a: friday finally", "c: finally 🙌", "b: time for some n-e-t-f-l-i-x and c-h-i-l-l 😏 who's coming"], ["sexual_innuendo:n-e-t-f-l-i-x and c-h-i-l-l", "evasion_spacing:n-e-t-f-l-i-x"]),
])

fam("h1-grooming-handle-secret", [
    ("H1", 4, "gaming", ["a: i'm in 8th grade lol", "b: no way, u play like a pro", "a: lol thx", "c: he's cracked fr", "b: 8th grade? u seem way more mature. add me on t e l e g r a m, our little s3cret 🤫"], ["0>minor_sexualization:i'm in 8th grade", "minor_sexualization:u seem way more mature", "minor_sexualization:our little s3cret", "off_platform_move:add me on t e l e g r a m", "evasion_spacing:t e l e g r a m", "evasion_leetspeak:s3cret"]),
    ("H1", 4, "entertainment_media", ["a: me and my friends are 13 we love ur streams!!", "c: same!! ur the best streamer", "a: can we be in the next video??", "b: aww 🥰 13 is old enough for a private chat. send me a pic of just u, and don't tell ur parents ok"], ["minor_sexualization:send me a pic of just u", "minor_sexualization:don't tell ur parents", "off_platform_move:old enough for a private chat"]),
    ("", 0, "family_home", ["a: my 13yo wants to start streaming", "c: she's so excited about it", "b: set it to private, turn off dms from strangers, and tell her anyone who says keep it secret or asks for pics gets blocked and reported"], []),
    ("H1", 4, "school_education", ["a: i'm in year 9, can u help with my algebra hw", "a: it's due tomorrow 😭", "b: sure 😊 u got s.n.a.p? i help better when i can see u. delete our chats after ok"], ["minor_sexualization:i help better when i can see u", "minor_sexualization:delete our chats after", "off_platform_move:u got s.n.a.p", "evasion_spacing:s.n.a.p"]),
    ("", 0, "gaming", ["a: i'm in 8th grade lol", "b: same, 8th grade gang 🤝 wanna queue ranked after school"], []),
])

fam("h1-sextortion-leet-webcam", [
    ("H1", 4, "tech_programming", ["b: i h4ve ur vid3os from the webc4m 📹 send 0.05 btc in 48h or ur contacts see everything"], ["threat_explicit:ur contacts see everything", "urgency_pressure:in 48h", "evasion_leetspeak:i h4ve ur vid3os from the webc4m"]),
    ("", 0, "tech_programming", ["a: got an email saying they h4cked my webcam and want btc??", "c: same email here lol", "b: that's a mass spam scam, sent to millions. don't pay, change ur password. the weird spelling is just to dodge spam filters"], []),
    ("H1", 4, "dating_relationships", ["b: u still there? 🙂", "a: why are u being like this, i trusted u", "b: 🙂", "a: answer me", "b: trusted me enough to send the 🍑 pics lol. $300 on cashapp tonight or they go on ur college disc0rd"], ["threat_explicit:they go on ur college disc0rd", "urgency_pressure:$300 on cashapp tonight", "emoji_code:🍑", "evasion_leetspeak:disc0rd"]),
    ("H1", 4, "school_education", ["b: check what i just sent u", "a: pls i'm 16 i'll get in so much trouble", "a: please delete it", "b: then do what i say. one more p1c by 10pm or i post the first one in ur school gr0up"], ["minor_sexualization:one more p1c", "threat_explicit:i post the first one in ur school gr0up", "urgency_pressure:by 10pm", "evasion_leetspeak:p1c"]),
])

fam("h1-subscription-link-obfuscated", [
    ("H1", 3, "small_talk", ["b: new 0F is live 🔞 first 50 subs get 70% off, l!nk in b!o"], ["solicitation_contact:new 0F is live", "evasion_leetspeak:0F", "emoji_code:🔞", "urgency_pressure:first 50 subs get 70% off", "off_platform_move:l!nk in b!o"]),
    ("", 0, "server_meta", ["a: can we get a rule about creators self-promoting", "c: +1, #general is all ads lately", "mod: yes. no 0F or 'l!nk in b!o' promo anywhere, and swapped letters don't get past the bot either"], ["evasion_leetspeak:l!nk in b!o"]),
    ("H1", 3, "sports", ["a: who's watching the derby", "c: me, kickoff at 3", "a: anyone else?", "b: forget the derby, watch me instead 😈 fans dot example dot com slash lexi, tips unlock the uncensored stuff"], ["solicitation_contact:tips unlock the uncensored stuff", "off_platform_move:fans dot example dot com slash lexi", "evasion_spacing:dot example dot com slash"]),
    ("", 0, "entertainment_media", ["a: how do i post my portfolio without the bot eating it", "b: write it like portfolio dot example dot com, the bot only blocks raw urls. mods said it's fine for art"], []),
    ("H1", 3, "gaming", ["a: streaming ranked tonight", "c: 🔥🔥 finally", "b: wear the bunny outfit and i'll donate 100 to watch u t4ke it 0ff 🐰"], ["solicitation_contact:i'll donate 100 to watch u t4ke it 0ff", "evasion_leetspeak:t4ke it 0ff"]),
])

fam("h1-homework-code-word", [
    ("H1", 3, "dating_relationships", ["a: ok new rule, if my mom's around say homework instead of pics 😏", "b: lol deal", "a: so… did u finish ur homework? the one without the top 😉"], ["0>euphemism:say homework instead of pics", "solicitation_contact:did u finish ur homework? the one without the top", "euphemism:homework"]),
    ("~", 0, "school_education", ["c: chem test friday 😩", "a: did u finish ur homework? the chem one", "b: half of it, question 4 is cursed"], []),
    ("H1", 3, "small_talk", ["a: homework = you know what 🙈", "b: 🙈", "a: send homework before bed, i've been waiting all day"], ["0>euphemism:homework = you know what", "solicitation_contact:send homework before bed", "euphemism:homework", "urgency_pressure:i've been waiting all day"]),
    ("", 0, "school_education", ["a: send homework before bed pls, i left my textbook at school 😭", "c: i have it too, which pages", "b: sending pics of pages 40-42 now"], []),
    ("H1", 4, "school_education", ["a: i'm 15 and i don't really do that stuff", "b: what stuff? 😇", "a: u know. that", "a: i don't want to", "b: then just start with homework 😉 nobody has to know, we're friends right"], ["minor_sexualization:just start with homework", "minor_sexualization:nobody has to know", "euphemism:homework"]),
])

fam("h1-tongue-drops-unsolicited", [
    ("H1", 2, "small_talk", ["a: finally got my braces off!!", "c: omg congrats!! 😁", "b: 👅💦 can't wait to feel that smile somewhere else"], ["sexual_explicit:can't wait to feel that smile somewhere else", "emoji_code:👅💦"]),
    ("", 0, "health_fitness", ["a: hot yoga was brutal", "c: 40 degrees in there, never again", "b: 💦💦 i sweated out a whole litre, bring 2 bottles next time"], []),
    ("H1", 2, "identity_community", ["a: first time at the pride meetup, so nervous", "c: welcome!! we're a friendly bunch 🌈", "a: thank u 🥹", "b: 👅 welcome. wear that crop top again and i'll be all over you in the bathroom"], ["sexual_explicit:i'll be all over you in the bathroom", "emoji_code:👅"]),
    ("H1", 1, "small_talk", ["a: made a milkshake", "c: flavour?", "b: bring it to my yard 👅 lol"], ["sexual_innuendo:bring it to my yard", "emoji_code:👅"]),
    ("", 0, "family_home", ["a: the dog learned a new trick", "b: 👅 the little tongue out in the video, i'm dying, so cute"], []),
])

fam("h1-french-spanish-pics", [
    ("H1", 3, "small_talk", ["a: salut ça va", "b: ça va 😏 t'as snap? envoie des ph0tos sans rien, je garde pour moi"], ["solicitation_contact:envoie des ph0tos sans rien", "evasion_leetspeak:ph0tos", "off_platform_move:t'as snap"]),
    ("", 0, "family_home", ["a: le chat a eu ses bébés !!", "c: combien ???", "b: envoie des photos !! tous les chatons stp 😍"], []),
    ("H1", 3, "dating_relationships", ["a: hola, te vi en el grupo", "b: hola guapa, pásame fotitos picantes 🌶️ por priv, nadie se entera"], ["solicitation_contact:pásame fotitos picantes", "euphemism:fotitos picantes", "emoji_code:🌶️", "off_platform_move:por priv"]),
    ("", 0, "family_home", ["a: hice salsa de habanero 🌶️", "c: ¿pica mucho?", "b: qué rico, pásame fotitos de la receta porfa"], []),
    ("H1", 2, "small_talk", ["a: buenas noches a todos", "c: buenas noches 🌙", "a: que descansen", "b: buenas noches… ojalá estuvieras en mi cama sin ropa ahora mismo 🥵"], ["sexual_explicit:ojalá estuvieras en mi cama sin ropa", "emoji_code:🥵"]),
])

fam("h1-hinglish-taglish-requests", [
    ("H1", 3, "dating_relationships", ["a: hi, kaun ho aap", "b: dost samjho 😏 ek pic bhejo na bina kapdon ke, koi nahi dekhega"], ["solicitation_contact:ek pic bhejo na bina kapdon ke"]),
    ("", 0, "family_home", ["a: naya ghar dekha aaj 🏠", "c: kaisa hai?", "b: ek pic bhejo na, mummy bhi dekhna chahti hai"], []),
    ("H1", 3, "small_talk", ["a: sino to", "b: secret admirer 😈 pa-send naman ng pic, yung walang damit, dito lang sa dm"], ["solicitation_contact:pa-send naman ng pic, yung walang damit", "off_platform_move:dito lang sa dm"]),
    ("H1", 1, "small_talk", ["a: ang init ngayon", "c: grabe, 36 degrees", "b: mas mainit ako pag nandito ka 😏"], ["sexual_innuendo:mas mainit ako pag nandito ka"]),
])

fam("h1-emoji-menu-services", [
    ("H1", 3, "buy_sell_trade", ["b: 💋 menu: 📸 sets $15 | 🎥 custom $40 | 🛏️ meet $$$ (verified only) | book via s1gnal"], ["solicitation_contact:🛏️ meet $$$", "solicitation_contact:🎥 custom $40", "emoji_code:💋", "evasion_leetspeak:s1gnal", "off_platform_move:book via s1gnal"]),
    ("~", 0, "buy_sell_trade", ["b: 📸 menu: headshots $40 | family session $90 | weddings ask | book via my site"], []),
    ("H1", 3, "small_talk", ["a: how's everyone's night", "c: studying 📚", "a: movie night here", "b: lonely 🥺 anyone want a 💋 gfe session? donations only, w.h.a.t.s.a.p.p me"], ["solicitation_contact:anyone want a 💋 gfe session", "emoji_code:💋", "euphemism:gfe session", "off_platform_move:w.h.a.t.s.a.p.p me", "evasion_spacing:w.h.a.t.s.a.p.p"]),
    ("", 0, "entertainment_media", ["a: the 💋 emoji in the album art means what", "b: it's the lipstick brand they collab'd with lol, nothing deep"], []),
])

fam("h1-leak-threat-euphemism", [
    ("H1", 4, "dating_relationships", ["a: we're done, stop texting me", "b: wow. after everything", "a: i mean it", "b: ok. remember u asked for this", "b: fine. enjoy ur 'private gallery' going public 🔓 starting with ur boss"], ["threat_explicit:ur 'private gallery' going public", "euphemism:private gallery", "emoji_code:🔓"]),
    ("", 0, "tech_programming", ["a: my phone has a private gallery feature?", "b: yeah it's a locked album 🔓 with face unlock, good for ids and bank stuff"], []),
    ("H1", 4, "server_meta", ["a: why did u ban him", "b: he was posting ex-gf c0ntent", "mod: and anyone reposting it goes too", "c: lol i've got the rest of her c0ntent, dropping it in #general at 9 unless she unblocks me"], ["threat_explicit:dropping it in #general at 9", "euphemism:her c0ntent", "evasion_leetspeak:c0ntent", "urgency_pressure:unless she unblocks me"]),
    ("", 0, "server_meta", ["a: why did u ban him", "c: yeah what happened", "mod: he posted someone's private pics without consent. that's an instant ban here and we reported it to the platform"], []),
])

fam("h1-innuendo-leet-snacks", [
    ("H1", 1, "small_talk", ["a: what's ur fav snack", "c: gummy bears", "b: u, but i'd n33d a whole night to f1nish 😋"], ["sexual_innuendo:i'd n33d a whole night to f1nish", "evasion_leetspeak:n33d a whole night to f1nish"]),
    ("~", 0, "small_talk", ["a: what's ur fav snack", "c: gummy bears", "b: salt & vinegar chips, and i'd need a whole family bag to finish"], []),
    ("H1", 1, "health_fitness", ["a: leg day destroyed me", "c: same, can't sit down", "b: i could think of better ways to d3stroy ur legs 😏"], ["sexual_innuendo:better ways to d3stroy ur legs", "evasion_leetspeak:d3stroy"]),
    ("", 0, "gaming", ["a: new tag who dis", "b: xX_l3g_d4y_d3str0yer_Xx, my gym friends picked it 💪"], []),
])

fam("h1-dm-me-for-more-shapes", [
    ("H1", 3, "entertainment_media", ["a: drawing commissions open ✏️", "c: ur style is so clean!!", "b: 🔞 commissions also open, real pics not drawings 😉 d-m for prices"], ["solicitation_contact:real pics not drawings", "emoji_code:🔞", "off_platform_move:d-m for prices", "evasion_spacing:d-m"]),
    ("", 0, "entertainment_media", ["a: drawing commissions open ✏️", "c: ur style is so clean!!", "b: 🔞 tag pls if you post the gore piece, some of us scroll at work. d-m me the price list tho!"], []),
    ("H1", 4, "tech_programming", ["a: selling my old laptop", "c: specs?", "a: i7, 16gb, 400", "b: also selling 🍒 folders, 2gb, every girl from the gym, payment in x.m.r only"], ["solicitation_contact:selling 🍒 folders", "emoji_code:🍒", "evasion_spacing:x.m.r", "doxxing_personal_info:every girl from the gym"]),
    ("~", 0, "buy_sell_trade", ["a: selling my old laptop", "c: specs?", "b: price? need one for uni, can pay cash on friday"], []),
])

fam("h1-german-italian-evasion", [
    ("H1", 3, "dating_relationships", ["a: hey, kennen wir uns?", "b: noch nicht 😏 schick mal n4cktbilder, bleibt unter uns"], ["solicitation_contact:schick mal n4cktbilder", "evasion_leetspeak:n4cktbilder"]),
    ("", 0, "family_home", ["a: unser hund war heute im schnee ❄️", "c: wie süß!!", "b: schick mal bilder!! der kleine ist so süß"], []),
    ("H1", 2, "small_talk", ["a: buonanotte a tutti 🌙", "c: notte 😴", "b: buonanotte… vorrei averti nel mio letto s.e.n.z.a niente addosso"], ["sexual_explicit:vorrei averti nel mio letto s.e.n.z.a niente addosso", "evasion_spacing:s.e.n.z.a"]),
    ("", 0, "small_talk", ["a: buonanotte a tutti 🌙", "c: notte 😴", "b: b u o n a n o t t e, domani sveglia alle 6 😩"], []),
])

fam("h1-nsfw-channel-evasion-raid", [
    ("H1", 3, "server_meta", ["a: welcome new members 👋", "c: hey all 👋", "a: read #rules first pls", "b: h0t s1ngles in ur area 🔥 click h t t p s : / / meet-now . example / xx"], ["solicitation_contact:h0t s1ngles in ur area", "evasion_leetspeak:h0t s1ngles", "evasion_spacing:h t t p s : / / meet-now . example", "emoji_code:🔥"]),
    ("", 0, "server_meta", ["a: why are links getting eaten", "c: mine too", "mod: a raid bot spammed 'h0t s1ngles' stuff with broken-up links last night, so the filter is strict this week. sorry!"], ["evasion_leetspeak:h0t s1ngles"]),
    ("H1", 3, "gaming", ["a: lfg ranked", "c: me, gold 2", "b: 🔞🔞 free vids, the bot deletes the link so type it yourself: vids(dot)example(dot)net"], ["solicitation_contact:free vids", "emoji_code:🔞🔞", "evasion_spacing:vids(dot)example(dot)net"]),
    ("", 0, "tech_programming", ["a: how do i share the docs link in chat", "b: type it as docs(dot)example(dot)org, the spam filter blocks raw links for new accounts"], []),
])

fam("h1-cheeky-innuendo-misspell", [
    ("H1", 1, "small_talk", ["a: what are u doing tonight", "c: laundry 😭", "b: hopefully someone 😏 lmaooo jk… unless 👀"], ["sexual_innuendo:hopefully someone", "emoji_code:👀"]),
    ("H1", 1, "entertainment_media", ["a: that actor in the new show tho", "c: the tall one?", "b: he can get it fr 🥵 i'd let him do anything to me lol"], ["sexual_innuendo:he can get it fr", "sexual_innuendo:i'd let him do anything to me", "emoji_code:🥵"]),
    ("", 0, "small_talk", ["a: what are u doing tonight", "c: laundry 😭", "b: hopefully sleeping 😴 12 hours minimum"], []),
    ("H1", 2, "dating_relationships", ["a: so how did the date go", "c: spill", "a: details pls", "b: went back to hers and we did the devil's tango til 3am, she was screaming my name 😈"], ["sexual_explicit:she was screaming my name", "euphemism:did the devil's tango"]),
    ("", 0, "entertainment_media", ["a: favourite song on the album?", "b: devil's tango for sure, the bass line 😈🎸"], []),
])

fam("h1-grooming-gaming-gifts", [
    ("H1", 4, "gaming", ["a: i'm 12 but i'm good at this game", "c: he carried us lol", "a: thx!!", "b: ur so cool for 12 😊 i'll gift u 2k v-b.u.c.k.s if u send a pic in ur pj's. just ours ok"], ["minor_sexualization:send a pic in ur pj's", "minor_sexualization:just ours ok", "evasion_spacing:v-b.u.c.k.s"]),
    ("", 0, "gaming", ["a: i'm 12 but i'm good at this game", "c: he carried us lol", "b: nice! age doesn't matter, gg. ask ur parents before buying v-bucks tho"], []),
    ("H1", 4, "gaming", ["a: my mom says i can play till 9", "b: it's 8:55 lol", "b: she doesn't need to know everything 😉 let's move to d1sc0rd where it's just us, u can show me ur room"], ["minor_sexualization:u can show me ur room", "minor_sexualization:she doesn't need to know everything", "off_platform_move:let's move to d1sc0rd where it's just us", "evasion_leetspeak:d1sc0rd"]),
    ("", 0, "gaming", ["a: my mom says i can play till 9", "b: fair, we'll finish this map and log off. same time tomorrow on d1sc0rd with the team?"], []),
])

# ============================================================================================
# H2 gambling hidden by 🎰, leetspeak, spaced links, ref codes, code words; lookalikes
# ============================================================================================

fam("h2-slot-emoji-arcade", [
    ("", 0, "family_home", ["a: how was the theme park", "c: pics of the rollercoaster pls", "b: kids spent 2 hours at the 🎰 arcade winning tickets for a plush shark lol"], []),
    ("H2", 3, "gaming", ["a: bored of this grind", "c: same, 3 hours for one drop", "a: this game is a job at this point", "b: 🎰 sp1ns on me, type c0de LUCKY7 at sign up, real ca$h out"], ["gambling_referral:type c0de LUCKY7 at sign up", "emoji_code:🎰", "evasion_leetspeak:sp1ns", "evasion_leetspeak:ca$h"]),
    ("H2", 1, "small_talk", ["a: how was ur weekend", "c: slept lol", "b: 🎰🎰🎰 turned 20 into 600, u gotta try it, easiest money ever"], ["odds_promotion:turned 20 into 600, u gotta try it", "emoji_code:🎰🎰🎰"]),
    ("", 0, "entertainment_media", ["a: the 🎰 scene in the heist movie", "c: the 3rd one? classic", "b: when the whole casino floor lights up and they slip out the side door 🔥 best scene"], []),
    ("H2", 4, "school_education", ["a: we're all in year 8 lol", "c: 8b represent", "a: what's the link for? the class quiz?", "b: 🎰 no id check on my link, min deposit 5, under 18 totally fine, ask for my ref in dm"], ["gambling_referral:no id check on my link", "gambling_referral:under 18 totally fine", "emoji_code:🎰", "off_platform_move:ask for my ref in dm"]),
])

fam("h2-ref-code-contrast", [
    ("", 0, "buy_sell_trade", ["a: anyone use the grocery app", "c: the green one? it's ok", "b: yes! my ref code gets u 10 off the first order, FRESH10"], []),
    ("H2", 3, "sports_betting", ["a: any good bonuses this weekend", "c: quiet week for me", "b: my ref code TOPG gets u 150% on first dep at the 🟢 site, dm for the link"], ["gambling_referral:my ref code TOPG gets u 150% on first dep", "euphemism:the 🟢 site", "emoji_code:🟢", "off_platform_move:dm for the link"]),
    ("H2", 3, "finance_crypto", ["a: where do u park ur usdt", "c: cold wallet obviously", "a: i mean for yield", "b: r3f c0de on a cr4sh game, 1.5x every round if u cash out early 📈 p.m me"], ["gambling_referral:r3f c0de on a cr4sh game", "evasion_leetspeak:r3f c0de on a cr4sh", "odds_promotion:1.5x every round", "off_platform_move:p.m me", "evasion_spacing:p.m"]),
    ("", 0, "tech_programming", ["a: what's a good vpn", "c: depends what for", "b: the one i use has a ref code at checkout, 3 months free and i get a month too"], []),
    ("H2", 2, "sports_betting", ["b: b3tw1n pays out in 10 mins, better odds than the big bookies, no cap"], ["gambling_referral:b3tw1n pays out in 10 mins", "odds_promotion:better odds than the big bookies", "evasion_leetspeak:b3tw1n"]),
])

fam("h2-spaced-casino-handles", [
    ("H2", 3, "small_talk", ["b: c a s i n o  bonus 300% today only 👉 t . m e / spinvault_example"], ["gambling_referral:c a s i n o  bonus 300%", "evasion_spacing:c a s i n o", "urgency_pressure:today only", "off_platform_move:t . m e / spinvault_example", "evasion_spacing:t . m e"]),
    ("", 0, "small_talk", ["a: scrabble night update", "c: who's winning??", "b: C A S I N O for 8 points, finally took the lead 😤"], []),
    ("H2", 3, "sports", ["a: great match last night", "c: that second goal 🔥", "a: we deserved it", "b: join the v.i.p t.i.p.s group, 3 sure bets a day, 20$/week, l i n k in my profile"], ["gambling_referral:join the v.i.p t.i.p.s group", "odds_promotion:3 sure bets a day", "evasion_spacing:v.i.p t.i.p.s", "off_platform_move:l i n k in my profile", "evasion_spacing:l i n k"]),
    ("", 0, "sports", ["a: great match last night", "c: that second goal 🔥", "b: the v.i.p seats were worth it, we were right behind the bench 🏟️"], []),
    ("H2", 1, "sports", ["a: derby sunday", "c: can't wait ⚽", "b: just b.e.t on the home side, basically free money this time"], ["odds_promotion:basically free money", "evasion_spacing:b.e.t"]),
])

fam("h2-horse-emoji-chase", [
    ("H2", 3, "mental_health", ["a: lost my whole paycheck on the 🐎 today, feel sick", "c: oof", "a: i can't even pay rent now", "c: take a break maybe", "b: don't stop now, the 🐎 owe u one. reload and go twice as big on the 9pm race"], ["urgency_pressure:don't stop now", "odds_promotion:the 🐎 owe u one", "odds_promotion:reload and go twice as big", "emoji_code:🐎"]),
    ("", 0, "mental_health", ["a: lost my whole paycheck on the 🐎 today, feel sick", "c: oof", "b: i'm sorry. please don't try to win it back tonight. there's a gambling helpline and self-exclusion, want me to look it up with you?"], []),
    ("", 0, "sports", ["a: riding lessons update 🐎", "b: she finally cantered without me holding the reins!! run it back next week 🔁"], []),
    ("H2", 3, "finance_crypto", ["a: down 2k on the crash game", "c: yikes", "a: i'm done, deleting the app", "b: that's just variance bro. d0uble the next bet and ur even by midnight, trust the system"], ["odds_promotion:d0uble the next bet and ur even", "evasion_leetspeak:d0uble", "urgency_pressure:by midnight"]),
    ("H2", 3, "small_talk", ["a: lost 40 on the game lol", "c: 💀", "b: run it back king 👑 u always hit on the second go, reload now"], ["odds_promotion:u always hit on the second go", "euphemism:run it back", "urgency_pressure:reload now"]),
])

fam("h2-tipster-leet-parlays", [
    ("H2", 2, "sports_betting", ["a: who's winning tonight", "c: city, easy", "b: t1pster k1ng on ig hit 11 p4rlays in a row, 90% win rate, just saying"], ["gambling_referral:t1pster k1ng on ig", "odds_promotion:hit 11 p4rlays in a row, 90% win rate", "evasion_leetspeak:t1pster k1ng", "evasion_leetspeak:p4rlays"]),
    ("H2", 3, "sports_betting", ["a: any tips for saturday", "c: home wins across the board", "a: anything with good odds?", "b: 4-fold l0ck 🔒 odds 12.5, 15$ for the slip, paypal f&f, dm"], ["odds_promotion:4-fold l0ck 🔒 odds 12.5", "gambling_referral:15$ for the slip", "evasion_leetspeak:l0ck", "emoji_code:🔒", "off_platform_move:dm"]),
    ("", 0, "sports_betting", ["a: any tips for saturday", "c: home wins across the board", "b: had a 4-fold last week, lost on the last leg lol. i only bet what i'd spend on a pint"], []),
    ("", 0, "school_education", ["a: stats hw: odds of 4 heads in a row?", "b: 1 in 16, so 6.25%. multiply 0.5 four times, it's a lock 🔒"], []),
    ("H2+H5", 4, "sports", ["b: 2-1 home, write it down", "a: u sure about the 2-1", "c: how can u know that", "b: 100% sure, the ref is on the payroll 😉 score is set, 50 usdt gets u the exact result"], ["odds_promotion:100% sure", "odds_promotion:score is set", "euphemism:the ref is on the payroll", "fraud_phishing:50 usdt gets u the exact result"]),
])

fam("h2-free-spins-lookalike", [
    ("", 0, "health_fitness", ["a: free spins this week at the gym 🚴", "c: wait what", "b: lol the spin studio promo? first class free, i'm going tuesday"], []),
    ("H2", 3, "health_fitness", ["a: gym was packed", "c: january crowd 🙄", "b: forget the gym, 50 fr33 sp1ns at slotz example dot io, no deposit, code GYMRAT 🎰"], ["gambling_referral:50 fr33 sp1ns at slotz example dot io", "gambling_referral:code GYMRAT", "evasion_leetspeak:fr33 sp1ns", "evasion_spacing:example dot io", "emoji_code:🎰"]),
    ("", 0, "gaming", ["a: daily login gives free spins on the prize wheel?", "b: yeah, cosmetics only, no real money. i got a hat 🎩"], []),
    ("H2", 1, "small_talk", ["a: what did u do this weekend", "c: hiking", "b: won 300 on fr33 sp1ns lol, next round's on me if u join in"], ["odds_promotion:won 300 on fr33 sp1ns", "evasion_leetspeak:fr33 sp1ns"]),
])

fam("h2-lotto-system-scam", [
    ("H2+H5", 4, "finance_crypto", ["b: g@rant33d lotto system 🎟️ pay 99$ and get the winning numbers every week, 500+ members already won"], ["odds_promotion:g@rant33d lotto system", "fraud_investment:pay 99$ and get the winning numbers every week", "evasion_leetspeak:g@rant33d"]),
    ("", 0, "family_home", ["a: grandpa says he has a lotto system", "b: lol his system is birthdays and the dog's age. 2 quid a week, harmless"], []),
    ("H2+H5", 4, "mental_health", ["a: i'm so broke i'd try anything rn", "c: same tbh", "a: i'll do anything legal lol", "b: i can get u in the inner circle 🔐 deposit 200 to my wallet, we bet it on fixed games, guaranteed 5x by friday"], ["odds_promotion:fixed games, guaranteed 5x by friday", "fraud_investment:deposit 200 to my wallet", "euphemism:the inner circle"]),
    ("", 0, "news_politics", ["a: they arrested a fixed match ring on the news", "c: about time", "b: good. they took money from people in debt promising guaranteed scores, article says 400 victims"], ["odds_promotion:promising guaranteed scores"]),
])

fam("h2-skin-coinflip", [
    ("H2", 3, "gaming", ["a: need skins for cheap", "c: market prices are insane", "a: any cheaper way?", "b: c0inflip site 🪙 deposit skins, double them in 1 min. use my code SKINZ at sk1n-flip.example"], ["gambling_referral:use my code SKINZ at sk1n-flip.example", "odds_promotion:double them in 1 min", "evasion_leetspeak:c0inflip", "emoji_code:🪙"]),
    ("H2", 4, "gaming", ["b: just deposit skins and flip, easy", "a: i'm 14 can i still do it", "b: ya no age check on sk1n s1tes 😉 use ur mom's card for the first dep, u'll double it back before she sees"], ["gambling_referral:no age check on sk1n s1tes", "odds_promotion:u'll double it back before she sees", "evasion_leetspeak:sk1n s1tes"]),
    ("", 0, "gaming", ["a: need skins for cheap", "c: market prices are insane", "b: wait for the steam sale or trade dupes on the community market, don't touch the coinflip sites"], []),
    ("", 0, "gaming", ["a: what's the 🪙 in ur name", "b: it's a coin from the pirate map lol, i collect them all, 142/150"], []),
])

fam("h2-tips-room-off-platform", [
    ("H2", 3, "sports_betting", ["a: how do u always win", "c: he doesn't, he just posts the wins lol", "a: no really, he's up every week", "b: i'm in a paid tips room 🤫 add me on w h a t s a p p +1 555 0137 and i'll send the entry fee details"], ["gambling_referral:i'm in a paid tips room", "off_platform_move:add me on w h a t s a p p +1 555 0137", "evasion_spacing:w h a t s a p p"]),
    ("", 0, "work_career", ["a: how do i reach the new client", "b: she said whatsapp is fine, +1 555 0190, mornings are best"], []),
    ("H2", 3, "sports", ["a: quiet chat today", "c: everyone's at work", "b: 📈 odds boosts posted daily in our channel, j.o.i.n before we close it, only 12 spots left"], ["gambling_referral:odds boosts posted daily in our channel", "off_platform_move:j.o.i.n before we close it", "evasion_spacing:j.o.i.n", "urgency_pressure:only 12 spots left"]),
    ("", 0, "server_meta", ["a: what's the new channel", "mod: #match-predictions, just for fun. no money, no tipsters, no links. winners get a role 🏆"], []),
])

fam("h2-multilingual-slots", [
    ("H2", 3, "sports_betting", ["a: quién gana el clásico", "c: el madrid, fácil", "a: ¿alguien sabe algo?", "b: apuesta segura 💯 cuota 3.5, metete en el grupo de tele, c0digo GOL50"], ["odds_promotion:apuesta segura 💯 cuota 3.5", "gambling_referral:c0digo GOL50", "evasion_leetspeak:c0digo", "off_platform_move:metete en el grupo de tele"]),
    ("", 0, "sports", ["a: quién gana el clásico", "c: el madrid, fácil", "b: ni idea, pero le apuesto una pizza a mi hermano a que empatan 🍕"], []),
    ("H2", 2, "sports", ["a: vai ter jogo hoje", "c: tem sim, às 21h", "b: bota 20 conto no tigrinho 🐯 que hoje paga, confia"], ["odds_promotion:hoje paga, confia", "gambling_referral:bota 20 conto no tigrinho", "euphemism:tigrinho", "emoji_code:🐯"]),
    ("", 0, "family_home", ["a: minha filha ganhou um tigrinho de pelúcia 🐯", "b: que fofo!! foi na feira?"], []),
    ("H2", 3, "sports_betting", ["a: ada yg nonton bola malam ini?", "c: ada, jam 8", "b: slot lagi gacor bgt 🎰 depo 10rb pake kode HOKI, link di bio"], ["odds_promotion:lagi gacor bgt", "euphemism:gacor", "gambling_referral:depo 10rb pake kode HOKI", "emoji_code:🎰", "off_platform_move:link di bio"]),
])

fam("h2-jackpot-jeans", [
    ("", 0, "small_talk", ["a: found 20 bucks in my old jeans", "b: JACKPOT 🎰💰 treat urself"], []),
    ("H2", 2, "small_talk", ["a: found 20 bucks in my old jeans", "c: lucky!!", "b: 🎰 turn it into 200 on royalspin, their jackpots are hitting like crazy this week"], ["gambling_referral:turn it into 200 on royalspin", "odds_promotion:their jackpots are hitting like crazy", "emoji_code:🎰"]),
    ("H2", 3, "small_talk", ["a: found 20 bucks in my old jeans", "c: lucky!!", "b: r0yal$pin gives 100% on a 20 dep w/ code JEANS, go go go"], ["gambling_referral:r0yal$pin gives 100% on a 20 dep w/ code JEANS", "evasion_leetspeak:r0yal$pin", "urgency_pressure:go go go"]),
    ("", 0, "entertainment_media", ["a: the jackpot episode of the quiz show 🎰", "b: she answered the last one with 2 seconds left, i screamed"], []),
])

fam("h2-church-code-word", [
    ("H2", 3, "small_talk", ["a: ok from now on church = the casino app so mods don't clock it", "b: lmao amen", "c: 🙏🙏", "a: church is giving 200% tonight, use my invite, code PRAY"], ["0>euphemism:church = the casino app", "gambling_referral:church is giving 200% tonight, use my invite, code PRAY", "euphemism:church", "urgency_pressure:tonight"]),
    ("", 0, "identity_community", ["a: anyone going to church sunday", "b: yes! choir is doing the new hymn, come early for coffee ☕"], []),
    ("H2", 1, "small_talk", ["a: church = 🎰 remember", "b: 🙏", "a: went to church last night, doubled my rent money 🙏 u gotta come next time"], ["0>emoji_code:church = 🎰", "euphemism:went to church", "odds_promotion:doubled my rent money", "odds_promotion:u gotta come next time"]),
    ("", 0, "identity_community", ["a: went to church last night 🙏", "b: the candlelight service? heard it was beautiful"], []),
])

fam("h2-plane-crash-game", [
    ("H2", 2, "finance_crypto", ["a: what's everyone trading", "c: mostly index funds", "b: forget trading, the ✈️ game on jetbet hit 40x twice today, way better than stocks"], ["gambling_referral:the ✈️ game on jetbet", "odds_promotion:hit 40x twice today", "emoji_code:✈️"]),
    ("", 0, "family_home", ["a: ✈️ landed!!", "b: yay, text when u get ur bags, dad's at arrivals"], []),
    ("H2", 3, "finance_crypto", ["a: ✈️ = the crash game btw", "b: ok", "a: ✈️ signals group, we call the cash-out before it flies off 🚀 30$ a month, pay in usdt"], ["0>emoji_code:✈️ = the crash game", "gambling_referral:✈️ signals group", "odds_promotion:we call the cash-out before it flies off", "emoji_code:🚀"]),
    ("", 0, "gaming", ["a: this flight sim crashed at 40x speed lol", "b: 🚀 turn time compression down, it can't load the tiles that fast"], []),
    ("H2", 1, "small_talk", ["a: rent's due 😩", "c: same 😭", "b: one good ✈️ round and it's covered bro, just saying 🚀"], ["odds_promotion:one good ✈️ round and it's covered", "emoji_code:✈️"]),
])

fam("h2-school-age-betting", [
    ("H2", 4, "school_education", ["a: lunch money bets again?", "c: i'm in, 2 bucks on the dodgeball final", "a: real money?", "b: nah real ones 😎 my cousin's b3tting app lets 15yo's in, use my code YR10 and we both get 20"], ["gambling_referral:b3tting app lets 15yo's in", "gambling_referral:use my code YR10", "evasion_leetspeak:b3tting"]),
    ("", 0, "school_education", ["a: lunch money bets again?", "c: i'm in, 2 bucks on the dodgeball final", "b: lol only for push-ups. loser does 20 in gym class"], []),
    ("H2", 4, "school_education", ["a: we're in year 10 lol", "c: year 10 gang", "a: why do u ask", "b: perfect age to start 😏 f.r.e.e $10 chip at the c.a.s.i.n.o site, no id, dm for link"], ["gambling_referral:f.r.e.e $10 chip at the c.a.s.i.n.o site, no id", "evasion_spacing:c.a.s.i.n.o", "off_platform_move:dm for link"]),
    ("", 0, "school_education", ["a: maths hw: chance of winning a raffle with 3 tickets out of 200", "b: 3/200 = 1.5%, so the school raffle is basically a donation lol"], []),
])

fam("h2-streak-brag-dice", [
    ("H2", 1, "sports_betting", ["a: how was ur weekend", "c: chill, slept mostly", "b: 5 w's in a row on my b3ts, bank's looking thicc, y'all sleeping on this"], ["odds_promotion:5 w's in a row on my b3ts", "evasion_leetspeak:b3ts"]),
    ("", 0, "sports", ["a: how was ur weekend", "c: chill, slept mostly", "b: 5 w's in a row for the rec league 🏀 undefeated baby"], []),
    ("H2", 1, "work_career", ["a: payday 💸", "b: double it on the 🎲 tonight like me, i've been up 3 weeks straight"], ["odds_promotion:double it on the 🎲 tonight like me", "emoji_code:🎲"]),
    ("", 0, "family_home", ["a: board game night 🎲", "b: bring catan, i've been undefeated 3 weeks straight 😤"], []),
])

fam("h2-streamer-sponsor-spelling", [
    ("H2", 3, "gaming", ["a: stream starting!", "c: hype 🔥", "b: !slots → use c0de STREAMR at the 🎰 site in my panels, i match ur first dep live on stream"], ["gambling_referral:use c0de STREAMR at the 🎰 site in my panels", "odds_promotion:i match ur first dep live on stream", "evasion_leetspeak:c0de", "emoji_code:🎰"]),
    ("", 0, "gaming", ["a: why do streamers spell the site weird", "b: sp1nz with a 1 gets past the filter since unlicensed slot streams got banned. still a gambling ad tbh"], ["evasion_leetspeak:sp1nz"]),
    ("H2", 2, "entertainment_media", ["a: watched the big slot stream last night", "c: which one", "a: the one with the red logo", "b: he hit a 5000x on sp1nz 🤑 that site is rigged in ur favour, best one out there"], ["gambling_referral:sp1nz", "evasion_leetspeak:sp1nz", "odds_promotion:rigged in ur favour"]),
    ("", 0, "entertainment_media", ["a: watched the big slot stream last night", "b: it's depressing tbh, 5000x clips and never the 200 losses before it. i muted the channel"], []),
])

fam("h2-bet-means-ok", [
    ("~", 0, "small_talk", ["a: pizza at 7?", "b: bet 🍕 bringing garlic knots"], []),
    ("", 0, "small_talk", ["a: i'll be there at 7", "b: bet bet, bring the switch and the good controller"], []),
    ("H2", 1, "small_talk", ["b: argentina wins tonight, easy", "a: bet 👍", "b: no i mean an actual b3t, 10 on the match, u scared? 😏"], ["odds_promotion:an actual b3t, 10 on the match, u scared", "evasion_leetspeak:b3t"]),
    ("H2", 3, "small_talk", ["b: loser buys pizza?", "a: bet", "b: bet 😂 speaking of, sportsb00k gives 1:1 match on first dep with my link, dm me"], ["gambling_referral:sportsb00k gives 1:1 match on first dep with my link", "evasion_leetspeak:sportsb00k", "off_platform_move:dm me"]),
])

fam("h2-russian-turkish-tips", [
    ("H2+H5", 4, "sports_betting", ["a: кто выиграет сегодня", "c: зенит конечно", "a: без шуток, есть инфа?", "b: 100% проход 🔥 договорной матч, пиши в тг, всего 30$"], ["odds_promotion:100% проход", "odds_promotion:договорной матч", "fraud_phishing:всего 30$", "off_platform_move:пиши в тг"]),
    ("", 0, "sports", ["a: кто выиграет сегодня", "c: зенит конечно", "b: думаю спартак, но без денег, просто болею 😄"], []),
    ("H2", 2, "sports_betting", ["a: maç kaç kaç biter", "b: b3tkral sitesinin oranları en yüksek, kesin kazandırıyor 💸"], ["gambling_referral:b3tkral sitesinin", "odds_promotion:oranları en yüksek, kesin kazandırıyor", "evasion_leetspeak:b3tkral"]),
    ("", 0, "sports", ["a: maç kaç kaç biter", "b: bence 2-1, ama iddaa oynamam, sadece tahmin 😄"], []),
])

fam("h2-gacha-real-wheel", [
    ("", 0, "gaming", ["a: 200 pulls no 5 star 😭", "c: skill issue", "b: the gacha is rigged lol, wait for the pity counter at 90"], []),
    ("H2", 3, "gaming", ["a: 200 pulls no 5 star 😭", "c: skill issue", "a: i'm so close to quitting", "b: sell ur acc and play the real gacha 😉 sp1n-house.example pays cash, code PITY90"], ["gambling_referral:sp1n-house.example pays cash, code PITY90", "evasion_leetspeak:sp1n-house", "euphemism:the real gacha"]),
    ("H2", 1, "gaming", ["a: gacha is so boring", "b: that's why i moved to the big-boy wheel lol, way more fun when it pays out 🤑"], ["odds_promotion:way more fun when it pays out", "euphemism:the big-boy wheel"]),
    ("", 0, "family_home", ["a: 🎡 the big wheel at the fair was closed", "b: we did bumper cars instead, kids won a goldfish at the ring toss"], []),
])

fam("h2-side-hustle-green-app", [
    ("H2", 3, "work_career", ["a: anyone got a side hustle", "c: dog walking?", "a: something online", "b: 'matched betting' 😉 i teach it, 49$ for the course + my b00kie links, 2k/month guaranteed"], ["gambling_referral:my b00kie links", "odds_promotion:2k/month guaranteed", "evasion_leetspeak:b00kie", "euphemism:matched betting"]),
    ("", 0, "work_career", ["a: anyone got a side hustle", "b: i walk dogs on weekends 🐕 40 a day, and they love me more than my boss does"], []),
    ("H2", 2, "work_career", ["a: my coworker keeps talking about the green app", "c: he won't shut up about it", "b: the green app is lucky-verde, he swears it pays his rent, better than our salary lol"], ["gambling_referral:the green app is lucky-verde", "euphemism:the green app", "odds_promotion:he swears it pays his rent"]),
    ("", 0, "health_fitness", ["a: what's the green app everyone uses for steps", "b: the walking one with the little tree, mine's at 9k steps today 🌳"], []),
])

# ============================================================================================
# H3 violence and threats hidden by spacing, leetspeak, 🔫🔪🪦, "unalive", "pew pew", code words; lookalikes
# ============================================================================================

fam("h3-dotted-kill-lobby", [
    ("", 0, "gaming", ["a: that last round was cheese", "c: gg tho", "b: i'm gonna k.i.l.l u next round, no mercy 😤"], ["threat_explicit:gonna k.i.l.l u next round", "evasion_spacing:k.i.l.l"]),
    ("H3", 3, "gaming", ["b: ur the one who's cheating lol", "a: reported u for cheating", "c: chill", "b: i'm gonna k.i.l.l u for real, not in game. i know ur from the east side"], ["threat_explicit:gonna k.i.l.l u for real", "evasion_spacing:k.i.l.l", "threat_veiled:i know ur from the east side"]),
    ("H3", 4, "gaming", ["a: ban me then, coward", "c: chill both of u", "b: k-i-l-l-i-n-g u saturday. 14 birch lane right? i'll bring the 🔫"], ["threat_explicit:k-i-l-l-i-n-g u saturday", "evasion_spacing:k-i-l-l-i-n-g", "doxxing_personal_info:14 birch lane", "weapon_mention:🔫", "emoji_code:🔫"]),
    ("", 0, "gaming", ["a: what's the record on the new map", "b: k1ll streak of 27, clip is in #highlights 🔥"], ["evasion_leetspeak:k1ll"]),
    ("H3", 2, "gaming", ["a: lol u lost again", "c: 💀", "b: ppl like u deserve to get k1lled irl ngl, world would be better"], ["threat_veiled:ppl like u deserve to get k1lled irl", "evasion_leetspeak:k1lled"]),
])

fam("h3-pew-pew-school", [
    ("", 0, "family_home", ["a: birthday party at the laser tag place 🎉", "c: how many kids?", "b: pew pew 🔫 the kids are going to destroy us lol"], []),
    ("H3", 4, "school_education", ["a: that teacher failed me again", "c: he's the worst", "a: i'm so done with this school", "c: same", "b: pew pew 🔫 tomorrow 2nd period. don't come in if u like me"], ["threat_explicit:pew pew 🔫 tomorrow 2nd period", "euphemism:pew pew", "emoji_code:🔫", "weapon_mention:🔫", "threat_veiled:don't come in if u like me"]),
    ("", 0, "school_education", ["a: did u see what jay posted in the class chat", "b: yeah, i sent the pew pew tomorrow screenshot to the principal and the tip line. not a joke to joke about"], ["threat_explicit:pew pew tomorrow", "euphemism:pew pew"]),
    ("H3", 2, "news_politics", ["a: another shooting on the news", "c: horrible, 4 people", "b: pew pew 🔫 honestly based, more of that pls"], ["violence_glorification:honestly based, more of that pls", "euphemism:pew pew", "emoji_code:🔫"]),
    ("", 0, "gaming", ["a: what does the plasma rifle sound like", "b: literally pew pew lol, the sound guy recorded his kid saying it 😂"], []),
])

fam("h3-unalive-threat-vs-censorship", [
    ("H3", 3, "small_talk", ["b: she dm'd me first lol", "a: stop messaging my girlfriend", "c: 👀", "b: or what? i'll unalive u before u even find my profile, ask around about me"], ["threat_explicit:i'll unalive u", "euphemism:unalive"]),
    ("", 0, "entertainment_media", ["a: why did the streamer say the villain got unalived", "b: the platform demonetises the k word, so everyone says unalived now. it's about the movie plot, relax"], ["euphemism:unalived"]),
    ("H3", 4, "work_career", ["a: you're fired, security will walk you out", "c: 😬", "a: don't make this harder", "b: fine. ur getting unalived in the parking lot at 6, i know which car is urs"], ["threat_explicit:ur getting unalived in the parking lot at 6", "euphemism:unalived", "threat_veiled:i know which car is urs"]),
    ("H3", 3, "news_politics", ["a: that senator is on tv again", "c: changing the channel", "b: someone should just unalive that clown, would be doing us all a favour"], ["incitement:someone should just unalive that clown", "euphemism:unalive"]),
    ("", 0, "server_meta", ["a: why is unalive on the filter list?", "mod: people used it to dodge the threat filter. unalive the boss in game chat is fine, at people it's not"], ["euphemism:unalive the boss"]),
])

fam("h3-knife-emoji-neighbour", [
    ("", 0, "family_home", ["a: what's the secret to thin onion slices", "b: 🔪 sharp knife and a claw grip, hone it every week"], []),
    ("H3", 3, "family_home", ["b: it's saturday, relax", "a: ur music is too loud, i'm calling the landlord", "a: it's 2am", "b: call whoever u want 🔪 apartment 3b right? sleep with one eye open"], ["threat_veiled:sleep with one eye open", "doxxing_personal_info:apartment 3b", "emoji_code:🔪", "weapon_mention:🔪"]),
    ("H3", 2, "small_talk", ["a: ur opinion is trash", "c: lol he's not wrong", "b: 🔪🔪 keep talking and see what happens"], ["threat_veiled:keep talking and see what happens", "emoji_code:🔪🔪", "weapon_mention:🔪🔪"]),
    ("", 0, "entertainment_media", ["a: 🔪 horror movie marathon tonight?", "b: yes!! scream then halloween, i'll bring popcorn 🍿"], []),
    ("H3", 4, "school_education", ["a: stop spreading rumours about me", "c: everyone saw the posts", "b: 🔪 in my bag tomorrow. see u at the bus stop after 3rd period"], ["threat_explicit:🔪 in my bag tomorrow", "threat_explicit:see u at the bus stop after 3rd period", "emoji_code:🔪", "weapon_mention:🔪"]),
])

fam("h3-grave-emoji-visit", [
    ("", 0, "school_education", ["a: how'd the chem exam go", "b: 🪦 rip my gpa, it was nice knowing u"], []),
    ("H3", 2, "small_talk", ["a: u blocked me?", "a: answer me", "b: 🪦 that's where ur headed if u keep snitching, just saying"], ["threat_veiled:that's where ur headed if u keep snitching", "emoji_code:🪦"]),
    ("H3", 4, "sports", ["a: ref screwed us", "c: robbed in the 90th minute", "a: he should be banned", "b: ref #7 lives 2 blocks from the stadium 🪦 someone should pay him a visit tonight"], ["incitement:someone should pay him a visit tonight", "doxxing_personal_info:lives 2 blocks from the stadium", "emoji_code:🪦", "euphemism:pay him a visit"]),
    ("", 0, "family_home", ["a: goldfish died 😢", "c: aw noo", "b: 🪦 we did a little funeral in the garden, the kids made a sign"], []),
])

fam("h3-catch-hands", [
    ("", 0, "gaming", ["a: 1v1 me", "c: 👀", "b: u bout to catch these hands in smash lol, bring ur main"], ["threat_explicit:u bout to catch these hands"]),
    ("H3", 3, "school_education", ["a: why'd u tell everyone", "c: ooooh", "a: it was a joke", "b: catch these hands monday by the lockers, bringing my cousins too 🤜"], ["threat_explicit:catch these hands monday by the lockers", "euphemism:catch these hands", "threat_explicit:bringing my cousins too"]),
    ("H3", 1, "small_talk", ["a: pineapple on pizza is good", "b: u deserve to catch hands for that take 😤 clown"], ["targeted_insult:clown", "euphemism:catch hands"]),
    ("H3", 3, "dating_relationships", ["a: my ex keeps texting me", "a: he won't stop", "b: give me his @ and his work address, he's catching hands tonight"], ["threat_explicit:he's catching hands tonight", "doxxing_personal_info:his work address", "euphemism:catching hands"]),
    ("", 0, "sports", ["a: boxing class tonight?", "b: yep, sparring day, u gonna catch these hands (with gloves and headgear lol)"], ["threat_explicit:u gonna catch these hands"]),
])

fam("h3-spaced-address-dox", [
    ("H3", 3, "gaming", ["a: nobody knows who i am lol", "c: ur so anonymous lol", "a: vpn on, burner acc 😎", "b: 4 1 7  o a k  s t r e e t, blue door. still think nobody knows?"], ["doxxing_personal_info:4 1 7  o a k  s t r e e t, blue door", "evasion_spacing:4 1 7  o a k  s t r e e t", "threat_veiled:still think nobody knows"]),
    ("", 0, "family_home", ["a: what's the address for the party invite", "b: 417 oak street, blue door 🎈 parking round the back"], []),
    ("H3", 4, "tech_programming", ["a: ur hacks don't scare me", "c: 👀", "a: log off loser", "b: ur ip traces to r1verside, ur dad's truck is the grey one. i'll be there fr1day night w/ the boys and bats"], ["doxxing_personal_info:ur ip traces to r1verside", "doxxing_personal_info:ur dad's truck is the grey one", "threat_explicit:i'll be there fr1day night w/ the boys and bats", "weapon_mention:bats", "evasion_leetspeak:r1verside", "evasion_leetspeak:fr1day"]),
    ("", 0, "tech_programming", ["a: is my ip public?", "b: it only shows a rough city area, not ur house. use a vpn if it bugs u"], []),
    ("H3", 3, "identity_community", ["a: i'm proud to be trans and i'll say it", "c: love this 🏳️‍⚧️", "a: happy pride everyone", "b: n.a.m.e: jess t. school: westbrook high. have fun tomorrow 😘"], ["doxxing_personal_info:n.a.m.e: jess t. school: westbrook high", "evasion_spacing:n.a.m.e", "threat_veiled:have fun tomorrow"]),
])

fam("h3-misspelled-stab", [
    ("H3", 3, "small_talk", ["a: you owe me 50 bucks", "a: it's been 3 months", "a: i need it by friday", "b: imma st@bb u if u ask again, i kno where u work"], ["threat_explicit:imma st@bb u", "evasion_leetspeak:st@bb", "threat_veiled:i kno where u work"]),
    ("", 0, "health_fitness", ["a: flu shot today", "b: nurse said little stabby stab and i nearly cried 😭 arm is sore"], []),
    ("H3", 2, "sports", ["a: our keeper was awful again", "c: 3 goals conceded 😩", "b: hope sum1 wrecks his knees in training, useless waste of kit"], ["threat_veiled:hope sum1 wrecks his knees in training", "evasion_leetspeak:sum1", "targeted_insult:useless waste of kit"]),
    ("H3", 1, "gaming", ["a: i play support", "c: nice, we need one", "b: u play like a brain-d3ad bot, uninstall pls 🤡"], ["targeted_insult:u play like a brain-d3ad bot", "evasion_leetspeak:brain-d3ad"]),
    ("", 0, "small_talk", ["a: that meme 😂", "b: i'm d3ad 💀💀 sending it to my sister"], []),
])

fam("h3-deer-season-code", [
    ("H3", 4, "school_education", ["a: deer season = you know who, ok?", "b: ok", "a: deer season opens friday at the gym doors. bringing my uncle's rifle"], ["0>euphemism:deer season = you know who", "threat_explicit:deer season opens friday at the gym doors", "euphemism:deer season", "weapon_mention:my uncle's rifle"]),
    ("", 0, "weapons_hunting", ["a: deer season opens friday", "c: the 14th right?", "b: finally. tag's in my wallet, going up to the ridge with my uncle's rifle 🦌"], ["weapon_mention:my uncle's rifle"]),
    ("H3", 3, "small_talk", ["a: we call him the 🦌 now lol", "b: lmao", "a: 🦌 walks home alone past the park every night. just saying if anyone wants to go hunting"], ["0>emoji_code:we call him the 🦌", "incitement:just saying if anyone wants to go hunting", "doxxing_personal_info:walks home alone past the park every night", "emoji_code:🦌", "euphemism:go hunting"]),
    ("", 0, "weapons_hunting", ["a: anyone going hunting this weekend", "b: yep 🦌 bow season, hoping for a clean shot, the freezer is empty"], ["weapon_mention:bow"]),
])

fam("h3-multilingual-threats", [
    ("H3", 3, "small_talk", ["b: borra lo que publicaste", "a: ya bloquéame si quieres", "c: ya paren", "b: te voy a m4tar cuando te vea, sé dónde vives 🔪"], ["threat_explicit:te voy a m4tar cuando te vea", "threat_veiled:sé dónde vives", "evasion_leetspeak:m4tar", "emoji_code:🔪", "weapon_mention:🔪"]),
    ("", 0, "gaming", ["a: ¿revancha?", "c: jajaja otra", "b: te voy a matar en la próxima partida jaja, prepárate 🎮"], ["threat_explicit:te voy a matar en la próxima partida"]),
    ("H3", 2, "small_talk", ["a: t'es qui toi", "c: ??", "b: fais gaffe à toi, ça p0urrait mal f1nir pour toi 😈"], ["threat_veiled:ça p0urrait mal f1nir pour toi", "threat_veiled:fais gaffe à toi", "evasion_leetspeak:p0urrait mal f1nir"]),
    ("H3", 3, "sports", ["a: der schiri war heute eine katastrophe", "c: drei fehlentscheidungen", "a: zwei elfmeter nicht gegeben", "b: ich weiß wo der schiri wohnt. samstag statten wir ihm einen b3such ab 👊"], ["doxxing_personal_info:ich weiß wo der schiri wohnt", "threat_veiled:samstag statten wir ihm einen b3such ab", "evasion_leetspeak:b3such"]),
    ("", 0, "sports", ["a: der schiri war heute eine katastrophe", "c: drei fehlentscheidungen", "b: ja, aber wenigstens den elfmeter hat er richtig gegeben 😅"], []),
])

fam("h3-skull-emoji-laughing", [
    ("~", 0, "small_talk", ["a: my cat fell off the couch mid-yawn", "b: 💀💀💀 i can't breathe"], []),
    ("H3", 3, "gaming", ["a: i'm streaming from my house in fairview lol", "c: show the setup!", "a: ok ok, living room tour first", "b: 💀 fairview huh. the boys are 20 mins away. u won't be laughing long"], ["threat_veiled:the boys are 20 mins away. u won't be laughing long", "emoji_code:💀"]),
    ("H3", 1, "small_talk", ["a: i think the sequel was better", "c: facts", "b: 💀 ur brain is actually r0tten, log off"], ["targeted_insult:ur brain is actually r0tten", "evasion_leetspeak:r0tten"]),
    ("", 0, "entertainment_media", ["a: the skeleton in the music video 💀", "b: the dancing one? that's the animator's mascot, he's in every video"], []),
])

fam("h3-spaced-bullying", [
    ("H3", 2, "school_education", ["b: 📸 look who showed up to class", "a: pls stop posting my photo", "c: leave her alone", "b: l o s e r  a l e r t 🚨 everyone look at pig face again lmao"], ["targeted_insult:pig face", "targeted_insult:l o s e r  a l e r t", "evasion_spacing:l o s e r"]),
    ("H3", 1, "gaming", ["a: i'm new, be nice", "c: welcome!", "b: u r  t r a s h  lol, go back to the tutorial"], ["targeted_insult:u r  t r a s h", "evasion_spacing:t r a s h"]),
    ("", 0, "gaming", ["a: my aim today", "b: i a m  t r a s h  today lol, send help"], []),
    ("H3", 2, "server_meta", ["a: why is everyone spamming 🐷 at maya", "c: it's been all day", "b: bc she's a 🐷 lol, keep it going till she leaves the server"], ["targeted_insult:bc she's a 🐷", "emoji_code:🐷", "incitement:keep it going till she leaves the server"]),
    ("", 0, "family_home", ["a: farm visit pics!", "b: 🐷🐷 the piglets were so tiny, my daughter named one maya"], []),
])

fam("h3-praise-and-bricks", [
    ("H3", 2, "news_politics", ["a: the guy who attacked the clinic got sentenced", "c: 12 years", "b: 🫡 true h3r0, should get a statue"], ["violence_glorification:true h3r0, should get a statue", "evasion_leetspeak:h3r0"]),
    ("", 0, "news_politics", ["a: the guy who attacked the clinic got sentenced", "c: 12 years", "b: good. thinking of the staff who were hurt, hope they're recovering"], []),
    ("H3", 4, "news_politics", ["a: protest at city hall tomorrow", "c: i'll bring a sign", "a: peaceful pls, families coming", "b: bring 🧱🧱 and make them bleed, the mayor's car is the black one"], ["incitement:bring 🧱🧱 and make them bleed", "emoji_code:🧱🧱", "weapon_mention:🧱🧱", "doxxing_personal_info:the mayor's car is the black one"]),
    ("", 0, "family_home", ["a: garden wall project", "b: 🧱🧱 200 bricks delivered, mortar tomorrow, wish me luck"], []),
    ("H3", 2, "entertainment_media", ["a: that fight clip going around", "c: that's so grim", "b: the stomp at the end 🤤 replay it, love hearing the skull cr4ck"], ["violence_glorification:love hearing the skull cr4ck", "evasion_leetspeak:cr4ck"]),
])

fam("h3-postal-surprise", [
    ("H3", 3, "work_career", ["a: hr denied my transfer again", "c: that sucks", "b: i swear i'm about to go p0stal on that whole floor, starting with dave"], ["threat_explicit:about to go p0stal on that whole floor, starting with dave", "euphemism:go p0stal", "evasion_leetspeak:p0stal"]),
    ("", 0, "work_career", ["a: the printer jammed 6 times today", "b: one more jam and it's going out the window, office space style 📠"], []),
    ("", 0, "news_politics", ["a: where does going postal even come from", "b: post office shootings in the 80s and 90s in the us. grim that it turned into a joke phrase"], []),
    ("H3", 4, "work_career", ["a: see u at the all-hands", "c: mandatory attendance btw", "a: cake for the new manager?", "b: yeah friday 9am, bringing a surprise in my gym bag for management 🎁🔫"], ["threat_explicit:bringing a surprise in my gym bag for management", "euphemism:a surprise", "emoji_code:🎁🔫", "weapon_mention:🔫"]),
])

fam("h3-leet-gamer-tags", [
    ("", 0, "gaming", ["a: who's the new one in the lobby", "b: k1ll3r_qu33n_77, she's cracked at sniping, add her"], ["evasion_leetspeak:k1ll3r_qu33n_77"]),
    ("H3", 3, "gaming", ["a: u reported me, now what", "c: lol drama", "b: now k1ll3r_qu33n finds u irl 😘 ur gym is on 5th right"], ["threat_veiled:now k1ll3r_qu33n finds u irl", "doxxing_personal_info:ur gym is on 5th", "evasion_leetspeak:k1ll3r_qu33n"]),
    ("", 0, "gaming", ["a: rate my new tag", "b: d3ath_by_c4ke is elite lmao, 10/10"], ["evasion_leetspeak:d3ath_by_c4ke"]),
    ("H3", 2, "gaming", ["a: stop following me into every lobby", "c: dude leave her alone", "b: i'll f0ll0w u to every game till u qu1t, n00b. every. single. one."], ["threat_veiled:i'll f0ll0w u to every game till u qu1t", "targeted_insult:n00b", "evasion_leetspeak:f0ll0w"]),
])

fam("h3-touch-grass-visit", [
    ("H3", 3, "server_meta", ["a: that other server keeps raiding us", "c: 3rd time this week", "a: what do we do", "b: their owner is milo.b. time to make him touch grass… p e r m a n e n t l y"], ["incitement:time to make him touch grass… p e r m a n e n t l y", "evasion_spacing:p e r m a n e n t l y"]),
    ("", 0, "server_meta", ["a: that other server keeps raiding us", "mod: ban wave is out, report raid accounts in #reports. and go touch grass everyone, it's sunny 🌱"], []),
    ("H3", 3, "gaming", ["a: this streamer is so annoying", "c: fr, the voice 😩", "b: someone should pay him a visit 👀 lol, chat u know what to do"], ["incitement:someone should pay him a visit", "euphemism:pay him a visit", "incitement:chat u know what to do"]),
    ("", 0, "family_home", ["a: grandma's in hospital", "b: we should pay her a visit sunday, bring the flowers from the garden 💐"], []),
])

fam("h3-partner-parked-outside", [
    ("H3", 3, "dating_relationships", ["b: where are u", "a: i'm staying at my sister's for a while", "a: i need space", "b: u th1nk i don't kn0w where ur sister lives? come home before i come get u"], ["threat_veiled:come home before i come get u", "threat_veiled:u th1nk i don't kn0w where ur sister lives", "evasion_leetspeak:th1nk i don't kn0w"]),
    ("", 0, "family_home", ["a: i'm staying at my sister's for a while", "b: good, take all the time u need. i'll feed the cat and water the plants 🪴"], []),
    ("H3", 4, "dating_relationships", ["a: i blocked u everywhere, leave me alone", "b: new acc 🙂 parked outside ur work. the 🔪 is in the glovebox. come out"], ["threat_veiled:parked outside ur work", "threat_veiled:the 🔪 is in the glovebox. come out", "emoji_code:🔪", "weapon_mention:🔪"]),
])

fam("h3-third-half-ultras", [
    ("H3", 4, "sports", ["a: derby saturday", "c: 3pm kick off", "a: who's coming?", "b: third half by the station after ft 🥊 bring the lads, their ultras won't walk home"], ["incitement:bring the lads, their ultras won't walk home", "euphemism:third half", "emoji_code:🥊"]),
    ("", 0, "sports", ["a: derby saturday", "b: pub by the station after ft 🍺 second half of the celebrations lol"], []),
    ("H3", 2, "sports", ["a: we lost to them again", "c: 3-0 😭", "b: their fans deserve a good k1cking, every last one 🥊"], ["threat_veiled:their fans deserve a good k1cking", "evasion_leetspeak:k1cking", "emoji_code:🥊"]),
    ("", 0, "sports", ["a: kickboxing grading saturday 🥊", "b: good luck! keep ur guard up and breathe"], []),
])

fam("h3-hinglish-tagalog-veiled", [
    ("H3", 3, "small_talk", ["a: maine sabko bata diya", "c: kya bata diya?", "b: ab dekh tera kya haal karta hoon, ghar ka pata hai mujhe 🔪"], ["threat_explicit:ab dekh tera kya haal karta hoon", "threat_veiled:ghar ka pata hai mujhe", "emoji_code:🔪", "weapon_mention:🔪"]),
    ("", 0, "entertainment_media", ["a: naya movie dekha?", "b: haan, villain ka dialogue 'tera kya haal karunga' sunke pura hall hasne laga 😂"], []),
    ("H3", 2, "small_talk", ["a: bakit mo ako blinock", "a: sagot", "b: ingat ka na lang sa daan pauwi 🙂 baka may mangyari sa'yo"], ["threat_veiled:baka may mangyari sa'yo", "threat_veiled:ingat ka na lang sa daan pauwi"]),
    ("", 0, "family_home", ["a: aalis na ako", "b: ingat ka sa daan pauwi ha, text mo ako pag nakauwi ka na ❤️"], []),
])

fam("h3-range-day-leet", [
    ("", 0, "weapons_hunting", ["a: range day saturday?", "b: yes, sh00ting my new .22 at the club, bring ear pro"], ["weapon_mention:my new .22", "evasion_leetspeak:sh00ting"]),
    ("H3", 4, "weapons_hunting", ["a: range day saturday?", "c: i'm in, 10am?", "a: why not", "b: nah, saturday i'm sh00ting something else. my ex's bbq, 3pm, she'll see"], ["threat_explicit:i'm sh00ting something else. my ex's bbq, 3pm", "evasion_leetspeak:sh00ting"]),
    ("H3", 3, "weapons_hunting", ["a: what's the new scope for", "c: nice glass", "b: for the n3ighbour's d0g, and the n3ighbour too if he complains again"], ["threat_explicit:the n3ighbour too if he complains again", "threat_explicit:for the n3ighbour's d0g", "evasion_leetspeak:n3ighbour's d0g"]),
    ("", 0, "weapons_hunting", ["a: what's the new scope for", "b: coyotes on my uncle's ranch, they've been taking chickens. long range, legal season"], []),
])

fam("h3-spaced-die", [
    ("H3", 2, "small_talk", ["a: lol ratio", "c: L", "b: i hope u d i e in a fire, slowly"], ["threat_veiled:i hope u d i e in a fire, slowly", "evasion_spacing:d i e"]),
    ("", 0, "gaming", ["a: how was the raid", "b: we d i e d like 40 times on the last boss 😭 wipe city"], ["evasion_spacing:d i e d"]),
    ("H3", 3, "school_education", ["a: i told the teacher what u did", "c: 👀👀", "a: u deserved it", "b: u r gonna d.i.e after school. parking lot. don't bother hiding"], ["threat_explicit:u r gonna d.i.e after school", "evasion_spacing:d.i.e", "threat_veiled:don't bother hiding"]),
    ("", 0, "entertainment_media", ["a: the finale tho", "b: i d.i.e.d when the dog came back 😭😭 best episode"], ["evasion_spacing:d.i.e.d"]),
])

fam("h3-leet-insults-low", [
    ("H3", 1, "small_talk", ["a: i like the new logo", "c: same, it's clean", "b: ur taste is as b@d as ur f@ce lol"], ["targeted_insult:ur taste is as b@d as ur f@ce", "evasion_leetspeak:b@d as ur f@ce"]),
    ("H3", 1, "gaming", ["a: sorry i missed that", "c: all good", "b: stfu u absolute id10t, u missed everything today"], ["targeted_insult:u absolute id10t", "evasion_leetspeak:id10t"]),
    ("H3", 1, "work_career", ["a: i'll redo the report tonight", "c: thanks for owning it", "b: don't bother, ur a u.s.e.l.e.s.s clown and everyone knows it"], ["targeted_insult:ur a u.s.e.l.e.s.s clown", "evasion_spacing:u.s.e.l.e.s.s"]),
    ("", 0, "tech_programming", ["a: my password is id10t123", "b: lmao change it, that's the first thing a cracker tries 😭"], []),
    ("", 0, "work_career", ["a: how was the review", "b: i felt u.s.e.l.e.s.s all week but my boss said i did fine lol"], []),
])

# ============================================================================================
# H4 suicide and self-harm hidden by "unalive", "sewerslide", kms/kys spellings, 💊🌉🪢🪦, pro-ED slang; lookalikes
# ============================================================================================

fam("h4-unalive-thoughts", [
    ("H4", 2, "mental_health", ["a: how's everyone doing today", "c: good day here ☀️", "b: not great. the unalive thoughts got loud again this week, everything's grey"], ["suicidal_ideation:the unalive thoughts got loud again", "euphemism:unalive"]),
    ("", 0, "entertainment_media", ["a: why do youtubers say unalive instead of the real word", "b: ad rules. but saying unalive can make a serious topic sound cute, some charities asked creators to just say suicide"], ["euphemism:unalive"]),
    ("H4", 4, "mental_health", ["b: i'm so tired", "a: u ok? u went quiet", "a: please answer", "b: gonna unalive tonight. saved enough 💊. thank u for being kind to me"], ["suicidal_ideation:gonna unalive tonight", "self_harm_method:saved enough 💊", "farewell_language:thank u for being kind to me", "euphemism:unalive", "emoji_code:💊"]),
    ("", 0, "mental_health", ["a: i've been having unalive thoughts again", "a: idk what to do", "b: thank u for telling me. are u safe right now? i can stay on with u, and 988 is there 24/7 if u want to talk to someone"], []),
    ("H4", 3, "small_talk", ["a: ok random but what's the least painful way to unalive? asking for a friend lol"], ["self_harm_method:least painful way to unalive", "euphemism:unalive"]),
])

fam("h4-sewerslide-spelling", [
    ("H4", 2, "school_education", ["a: finals week check-in 📚", "c: 3 exams left 😩", "b: if i fail again i'm gonna commit sewerslide fr, not even joking this time"], ["suicidal_ideation:i'm gonna commit sewerslide", "euphemism:sewerslide"]),
    ("H4", 1, "gaming", ["a: lost 10 ranked games in a row", "b: sewerslide time 🙃 jk, uninstalling instead"], ["suicidal_ideation:sewerslide time", "euphemism:sewerslide"]),
    ("", 0, "server_meta", ["a: is that word on the filter?", "mod: yes, sewerslide and s*icide both. the bot replies with a crisis line instead of just deleting"], ["euphemism:sewerslide", "evasion_leetspeak:s*icide"]),
    ("H4", 3, "mental_health", ["a: can't sleep again", "c: same, 4am club", "a: what's keeping u up", "b: been reading sewerslide threads about the bridge near my uni. i think i know how now"], ["self_harm_method:the bridge near my uni", "suicidal_ideation:i think i know how now", "euphemism:sewerslide"]),
    ("", 0, "entertainment_media", ["a: the waterpark has a new ride called the sewer slide lol", "b: that name is a choice 😬 but the drop looks fun"], []),
])

fam("h4-kms-hyperbole-vs-real", [
    ("", 0, "tech_programming", ["a: prod is down again", "b: k.m.s. third outage this week 🙃 at least the postmortem writes itself"], ["suicidal_ideation:k.m.s", "evasion_spacing:k.m.s"]),
    ("H4", 2, "mental_health", ["a: kms lol", "b: lol", "a: no actually. i mean it more than i say. i don't want to be here"], ["0>suicidal_ideation:kms", "suicidal_ideation:i don't want to be here", "suicidal_ideation:i mean it more than i say"]),
    ("H4", 1, "school_education", ["a: 3 essays due friday", "b: i'm going to k1ll mys3lf lmaooo (not really) (maybe a little)"], ["suicidal_ideation:k1ll mys3lf", "evasion_leetspeak:k1ll mys3lf"]),
    ("H4", 4, "mental_health", ["a: k m s", "b: ?", "a: not a joke. tonight. the 🪢 is already up. sorry everyone"], ["0>evasion_spacing:k m s", "suicidal_ideation:not a joke. tonight", "self_harm_method:the 🪢 is already up", "farewell_language:sorry everyone", "emoji_code:🪢"]),
    ("", 0, "mental_health", ["a: k m s", "b: hey, is that a joke one or a real one? either is ok to say here, i'm listening"], []),
])

fam("h4-kys-spellings", [
    ("H4", 2, "gaming", ["a: gg ez", "c: lol", "b: k y s  n00b"], ["self_harm_encouragement:k y s", "evasion_spacing:k y s"]),
    ("H4", 2, "gaming", ["a: u threw the game", "c: we lost by 1 point", "b: go k1ll urs3lf, uninstall, same thing"], ["self_harm_encouragement:go k1ll urs3lf", "evasion_leetspeak:k1ll urs3lf"]),
    ("H4", 4, "mental_health", ["a: i honestly don't think i'll be here next week", "c: please talk to someone 💛", "a: i mean it", "b: then k.y.s already and stop posting about it"], ["self_harm_encouragement:k.y.s already", "evasion_spacing:k.y.s"]),
    ("", 0, "gaming", ["a: what does kys mean, someone said it to me in ranked", "b: it's telling u to kill urself. report + block, it breaks the rules and it says nothing about u"], ["self_harm_encouragement:it's telling u to kill urself"]),
    ("", 0, "gaming", ["a: gg ez", "b: gg wp. k y s = keep yourself safe, my sign-off lol 🫶"], []),
])

fam("h4-pills-emoji-vitamins", [
    ("~", 0, "health_fitness", ["a: morning routine?", "b: 💊 vitamin d + iron, coffee, 20 min walk"], []),
    ("H4", 3, "mental_health", ["b: don't worry about me", "a: u ok?", "b: collecting 💊 from every refill. almost enough. nobody notices"], ["self_harm_method:collecting 💊 from every refill", "suicidal_ideation:almost enough", "emoji_code:💊"]),
    ("", 0, "health_fitness", ["a: new meds started today 💊", "b: proud of u for going to the doc. side effects usually settle in 2 weeks, ping me if they're rough"], []),
    ("H4", 4, "mental_health", ["a: where are u, ur not answering", "a: pls pick up", "a: i'm calling ur mom", "c: i'm going over there", "b: took the whole 💊 jar 20 min ago. it's fine. i love u all"], ["self_harm_method:took the whole 💊 jar 20 min ago", "farewell_language:i love u all", "emoji_code:💊"]),
    ("H4", 2, "health_fitness", ["a: how's recovery going", "c: we miss u in group 💛", "b: the 💊 thoughts are back, i keep staring at the cabinet. haven't done anything"], ["suicidal_ideation:the 💊 thoughts are back", "emoji_code:💊"]),
])

fam("h4-bridge-emoji", [
    ("", 0, "small_talk", ["a: weekend trip pics", "b: 🌉 golden hour on the bridge, walked all the way across, 10/10"], []),
    ("H4", 4, "mental_health", ["a: where r u", "a: ur mom called me", "a: she's worried, pls call", "b: 🌉 one last walk. tell my sister the cat likes the blue blanket"], ["farewell_language:one last walk", "farewell_language:tell my sister the cat likes the blue blanket", "self_harm_method:🌉", "emoji_code:🌉"]),
    ("H4", 3, "school_education", ["a: rly bad day", "c: 😔 what happened", "b: keep looking up how high the 🌉 by campus is. just curious"], ["self_harm_method:how high the 🌉 by campus is", "emoji_code:🌉"]),
    ("", 0, "news_politics", ["a: city finally put nets on the 🌉", "b: good, barriers really do save lives. there's a crisis phone on it now too"], []),
])

fam("h4-catch-the-bus", [
    ("H4", 3, "mental_health", ["a: anyone have the link to the c.t.b forum, i want to read the methods section"], ["self_harm_method:i want to read the methods section", "euphemism:c.t.b forum", "evasion_spacing:c.t.b"]),
    ("", 0, "family_home", ["a: how do the kids get to school now", "b: they catch the bus at 7:40, i walk them to the corner 🚌"], []),
    ("H4", 4, "mental_health", ["a: my bus leaves tonight 🚌 if u know u know. it was nice talking to u all"], ["suicidal_ideation:my bus leaves tonight", "euphemism:my bus leaves tonight", "farewell_language:it was nice talking to u all", "emoji_code:🚌"]),
    ("", 0, "server_meta", ["a: what does ctb mean, saw it in a deleted post", "mod: slang from pro-suicide forums, catching the bus means suicide. we remove it and check in on the person. if that was u, my dms are open 💛"], ["euphemism:catching the bus"]),
    ("~", 0, "small_talk", ["a: running late, missed my bus 🚌", "b: next one's in 10, i'll save u a seat"], []),
])

fam("h4-cat-scratches-sh", [
    ("H4", 2, "mental_health", ["a: how's your week", "c: busy lol", "a: and u?", "b: relapsed, did the 🐱 scratches again last night, don't tell anyone"], ["self_harm_method:did the 🐱 scratches again last night", "euphemism:🐱 scratches", "emoji_code:🐱"]),
    ("~", 0, "family_home", ["a: the new kitten is a menace", "b: 🐱 scratches all over my arms from playtime lol, she's so tiny though"], []),
    ("H4", 2, "school_education", ["c: it's like 30 degrees out", "a: why do u always wear long sleeves in pe", "b: bc of the s/h. it's been 3 days, i'm fine, drop it"], ["self_harm_method:bc of the s/h", "euphemism:s/h"]),
    ("", 0, "mental_health", ["a: 100 days sh free today 🎉", "b: that's huge!! so proud of u, celebrate with something nice tonight 💛"], []),
    ("", 0, "mental_health", ["a: 100 days s/h free today 🎉 the urges still come but i ride them out"], ["self_harm_method:s/h", "euphemism:s/h free"]),
])

fam("h4-ana-mia-butterfly", [
    ("H4", 3, "health_fitness", ["a: anyone doing a fast this week?", "c: intermittent? 16:8?", "b: 🦋 need an ana buddy to keep me strict, we report every bite to each other"], ["self_harm_encouragement:need an ana buddy to keep me strict", "euphemism:ana buddy", "emoji_code:🦋"]),
    ("", 0, "family_home", ["a: ana's birthday on saturday 🎂", "b: i'll bake! she loves lemon cake"], []),
    ("H4", 3, "small_talk", ["a: i ate a whole pizza lol", "c: respect 🍕", "b: ew. m1a it then, that's what i do 🤢 stay light"], ["self_harm_encouragement:m1a it then", "self_harm_encouragement:stay light", "euphemism:m1a", "evasion_leetspeak:m1a"]),
    ("", 0, "server_meta", ["a: why did the bot delete my 🦋 post", "mod: the butterfly + thinspo tags got used for pro-ed posts here, so the filter checks them. ur art was a false positive, restored 💛"], ["euphemism:thinspo"]),
    ("H4", 3, "health_fitness", ["a: gym progress?", "c: pr on bench!", "b: skip dinner again, h.u.n.g.e.r is just weakness leaving 🦋 u can do 3 days"], ["self_harm_encouragement:skip dinner again", "self_harm_encouragement:u can do 3 days", "evasion_spacing:h.u.n.g.e.r", "emoji_code:🦋"]),
])

fam("h4-logging-off-forever", [
    ("H4", 4, "gaming", ["a: why are u giving away all ur skins", "c: can i have the dragon one", "a: seriously why", "b: won't need them. l0gging 0ff f0rever after tonight. gg everyone, it was fun"], ["farewell_language:l0gging 0ff f0rever after tonight", "farewell_language:gg everyone, it was fun", "evasion_leetspeak:l0gging 0ff f0rever"]),
    ("", 0, "gaming", ["a: why are u giving away all ur skins", "b: quitting this game for the new one lol, logging off forever from this trash, add me on the other"], []),
    ("H4", 4, "family_home", ["a: why did u send me ur passwords and the dog's vet stuff", "a: u're scaring me", "b: just in case. take care of biscuit for me. i'm going to sleep for a long long time 💤"], ["farewell_language:take care of biscuit for me", "suicidal_ideation:going to sleep for a long long time", "euphemism:sleep for a long long time", "emoji_code:💤"]),
    ("", 0, "family_home", ["a: night shift done", "b: going to sleep for a long long time 💤 wake me on thursday lol"], []),
])

fam("h4-rm-rf-myself", [
    ("H4", 2, "tech_programming", ["a: deploy failed again", "c: rollback?", "b: sometimes i wish i could just rm -rf myself. not the code, me"], ["suicidal_ideation:i wish i could just rm -rf myself", "euphemism:rm -rf myself"]),
    ("", 0, "tech_programming", ["a: deploy failed again", "b: rm -rf the build folder and rerun, the cache is stale"], []),
    ("H4", 1, "tech_programming", ["a: who wrote this code", "c: the blame says…", "b: me 6 months ago 💀 time to delete myself from git history lol"], ["suicidal_ideation:time to delete myself", "euphemism:delete myself"]),
    ("H4", 4, "tech_programming", ["a: what's cron syntax for sunday 3am", "b: 0 3 * * 0, why", "a: scheduling the goodbye emails. by the time they send i'll be gone"], ["farewell_language:scheduling the goodbye emails", "suicidal_ideation:by the time they send i'll be gone", "euphemism:i'll be gone"]),
])

fam("h4-multilingual-ideation", [
    ("H4", 2, "mental_health", ["a: cómo estás", "a: te noto apagada", "b: la verdad ya no quiero estar aquí, a veces pienso en desaparecer pa siempre"], ["suicidal_ideation:ya no quiero estar aquí", "suicidal_ideation:pienso en desaparecer pa siempre", "euphemism:desaparecer pa siempre"]),
    ("", 0, "small_talk", ["a: cómo estás", "b: cansada, quiero desaparecer un fin de semana a la playa 🏖️ sin celular"], []),
    ("H4", 4, "mental_health", ["a: cadê você?", "a: responde por favor", "a: tô preocupada", "b: hoje é o dia. já separei os r3médios 💊 obrigada por tudo, amiga"], ["suicidal_ideation:hoje é o dia", "self_harm_method:já separei os r3médios 💊", "farewell_language:obrigada por tudo, amiga", "evasion_leetspeak:r3médios", "emoji_code:💊"]),
    ("", 0, "mental_health", ["a: mir geht's echt nicht gut, denk an so sachen", "b: danke dass du's sagst. bist du gerade sicher? die telefonseelsorge ist rund um die uhr da, ich bleib auch hier"], []),
    ("H4", 1, "school_education", ["a: t'as eu combien en maths", "c: 12 🙂", "b: 4/20 😭 j'ai envie de me j3ter par la fenêtre mdr"], ["suicidal_ideation:j'ai envie de me j3ter par la fenêtre", "evasion_leetspeak:j3ter"]),
])

fam("h4-unalive-urself-targets", [
    ("H4", 3, "school_education", ["a: i got bullied again today", "c: again?? who", "a: the same kids", "b: maybe u should just unalive urself then, nobody at school would notice 🤷"], ["self_harm_encouragement:maybe u should just unalive urself", "euphemism:unalive urself"]),
    ("H4", 4, "mental_health", ["a: i'm standing on the roof rn", "b: d0 it then 🙄 jump, stop attention seeking"], ["self_harm_encouragement:d0 it then", "self_harm_encouragement:jump, stop attention seeking", "evasion_leetspeak:d0"]),
    ("", 0, "mental_health", ["a: i'm standing on the roof rn", "b: please step back from the edge and stay on with me. i'm calling 911 now, what's the address?"], []),
    ("H4", 2, "entertainment_media", ["a: my fanfic got 3 likes", "c: i liked it!", "b: un4live urself, ur writing is cringe"], ["self_harm_encouragement:un4live urself", "euphemism:un4live", "evasion_leetspeak:un4live"]),
    ("", 0, "entertainment_media", ["a: my fanfic got 3 likes", "b: the villain unaliving himself in ch 9 hit hard tho, keep going 👏"], ["euphemism:unaliving himself"]),
])

fam("h4-spaced-whats-the-point", [
    ("H4", 1, "small_talk", ["a: how's life", "b: w h a t s  t h e  p o i n t  of anything lately"], ["suicidal_ideation:w h a t s  t h e  p o i n t  of anything lately", "evasion_spacing:w h a t s  t h e  p o i n t"]),
    ("", 0, "tech_programming", ["a: thoughts on the new phone", "b: w h a t s  t h e  p o i n t of a 4th camera, genuinely"], []),
    ("H4", 1, "mental_health", ["a: how are u holding up", "c: 💛", "b: just ex1sting 🫠 n0thing matters much anymore"], ["suicidal_ideation:n0thing matters much anymore", "evasion_leetspeak:n0thing"]),
    ("H4", 2, "mental_health", ["a: how are u holding up", "c: here if u need", "b: i keep wishing i'd just not w4ke up. every night"], ["suicidal_ideation:i keep wishing i'd just not w4ke up", "evasion_leetspeak:w4ke"]),
    ("", 0, "family_home", ["a: baby update?", "b: she slept through!! i'm scared to w4ke up and find out it was a dream lol"], []),
])

fam("h4-knot-emoji", [
    ("", 0, "sports", ["a: sailing course day 2 ⛵", "b: 🪢 learned the bowline and the clove hitch, my hands hurt lol"], []),
    ("H4", 3, "mental_health", ["a: what did u buy", "c: u went out? 👀", "b: 🪢 from the hardware store. for me. i've picked the spot"], ["self_harm_method:🪢 from the hardware store. for me", "suicidal_ideation:i've picked the spot", "emoji_code:🪢"]),
    ("", 0, "family_home", ["a: what did u buy", "b: 🪢 rope for the tree swing, the kids are gonna lose it"], []),
    ("H4", 2, "mental_health", ["a: how was therapy", "c: u missed it again?", "b: didn't go. keep thinking about 🪢 stuff. not gonna do anything"], ["suicidal_ideation:keep thinking about 🪢 stuff", "emoji_code:🪢"]),
])

fam("h4-hinglish-tagalog-farewell", [
    ("H4", 2, "mental_health", ["a: kya hua yaar", "c: bol na", "b: mann karta hai sab khatam kar doon, jeene ka mann nahi hai"], ["suicidal_ideation:jeene ka mann nahi hai", "suicidal_ideation:sab khatam kar doon", "euphemism:sab khatam kar doon"]),
    ("", 0, "work_career", ["a: project deadline kal hai", "b: aaj raat sab khatam kar doon, phir kal chhutti 😎"], []),
    ("H4", 4, "mental_health", ["a: nasaan ka", "a: sumagot ka please", "c: nag-aalala na kami", "b: paalam na sa inyo. ngayong gabi na talaga. salamat sa lahat 🕊️"], ["farewell_language:paalam na sa inyo", "suicidal_ideation:ngayong gabi na talaga", "farewell_language:salamat sa lahat", "emoji_code:🕊️"]),
    ("", 0, "family_home", ["a: aalis na kayo bukas?", "b: oo, paalam na sa inyo, lipat na kami sa cebu 🕊️ salamat sa lahat!"], []),
])

fam("h4-see-grandpa-the-plan", [
    ("H4", 4, "mental_health", ["a: my grandpa died last year, he was the only one who got me", "b: i know 💛", "a: i think i'm going to go see him tonight"], ["suicidal_ideation:i'm going to go see him tonight", "euphemism:go see him"]),
    ("", 0, "family_home", ["a: grandpa's recovering at home now", "b: i think i'm going to go see him tonight, taking soup 🍲"], []),
    ("H4", 3, "mental_health", ["a: from now on the plan = u know. don't tell anyone", "b: pls don't", "a: the plan is on for after exams. i've got everything i need"], ["0>euphemism:the plan = u know", "suicidal_ideation:the plan is on for after exams", "self_harm_method:i've got everything i need", "euphemism:the plan"]),
    ("", 0, "school_education", ["a: study group after exams?", "b: the plan is on for after exams, beach day 🏖️ i've got everything we need"], []),
])

fam("h4-meanspo-thinspo", [
    ("H4", 3, "health_fitness", ["a: post ur goals", "c: 5k run by june", "b: m.e.a.n.s.p.o for anyone who needs it: u don't deserve dinner until u see bones 🦴"], ["self_harm_encouragement:u don't deserve dinner until u see bones", "euphemism:m.e.a.n.s.p.o", "evasion_spacing:m.e.a.n.s.p.o", "emoji_code:🦴"]),
    ("", 0, "health_fitness", ["a: post ur goals", "b: deadlift 100kg by summer and actually eat breakfast lol 🍳"], []),
    ("H4", 3, "entertainment_media", ["a: new edit of the model 😍", "c: she's so pretty", "b: th1nspo queen 🦴 i'm not eating till i look like that, who's with me"], ["self_harm_encouragement:i'm not eating till i look like that, who's with me", "euphemism:th1nspo", "evasion_leetspeak:th1nspo", "emoji_code:🦴"]),
    ("", 0, "mental_health", ["a: how do i get the algorithm to stop showing me th1nspo stuff", "b: hit not interested on every one, mute the tags, follow recovery accounts. ur doing the right thing 💛"], []),
    ("H4", 2, "health_fitness", ["a: how's the meal plan", "c: be honest 💛", "b: skipped all 3 meals again 🦴 feels like control. i know it's bad"], ["self_harm_method:skipped all 3 meals again", "emoji_code:🦴"]),
])

fam("h4-tombstone-self", [
    ("H4", 2, "small_talk", ["a: did u see the funeral on the news", "c: so sad", "b: 🪦 wish that was me tbh. it'd be quieter"], ["suicidal_ideation:wish that was me", "emoji_code:🪦"]),
    ("", 0, "entertainment_media", ["a: halloween decor 🎃", "b: 🪦🪦 foam tombstones on the lawn, one says here lies my diet lol"], []),
    ("H4", 1, "work_career", ["a: 4 meetings back to back", "c: and a 5th at 4", "b: put me in the 🪦 already lol"], ["suicidal_ideation:put me in the 🪦 already", "emoji_code:🪦"]),
    ("H4", 4, "mental_health", ["a: u up?", "a: hello?", "b: picked out my 🪦 words already. tonight's it. don't come looking"], ["farewell_language:picked out my 🪦 words already", "suicidal_ideation:tonight's it", "emoji_code:🪦"]),
])

fam("h4-asking-methods-coded", [
    ("H4", 3, "mental_health", ["a: what's the best thing to use for s.h that doesn't leave marks"], ["self_harm_method:best thing to use for s.h", "evasion_spacing:s.h"]),
    ("", 0, "mental_health", ["a: what's the best thing to do for s.h urges instead", "b: ice cube in ur hand, drawing on the skin with a red pen, and telling someone. u just did that by asking 💛"], []),
    ("H4", 3, "small_talk", ["b: does any1 know how many of the wh1te ones it takes, asking for me 🙃"], ["self_harm_method:how many of the wh1te ones it takes", "suicidal_ideation:asking for me", "evasion_leetspeak:wh1te"]),
    ("", 0, "health_fitness", ["a: how many of the white ones do i take for a headache", "b: read the box, it tells u the max. if it won't quit, call the pharmacist"], []),
])

# ============================================================================================
# H5 drugs: 🍃❄️🔌🍄💊 menus, leetspeak pharma, code words, other languages; lookalikes
# ============================================================================================

fam("h5-leaf-emoji-plant-shop", [
    ("", 0, "buy_sell_trade", ["a: new stock in!", "b: 🍃🌿 monstera cuttings, pothos and a few calatheas, pickup saturday at the market stall"], []),
    ("H5", 3, "buy_sell_trade", ["a: new stock in?", "c: 👀", "a: asking for the usual", "b: 🍃 + ❄️ restocked, zaza 40/8th, same day drop, hmu on s!gnal"], ["drug_sale:🍃 + ❄️ restocked", "drug_sale:zaza 40/8th, same day drop", "drug_code_words:zaza", "emoji_code:🍃 + ❄️", "off_platform_move:hmu on s!gnal", "evasion_leetspeak:s!gnal"]),
    ("H5", 1, "drugs_party", ["a: festival recap?", "c: the headliner was insane", "b: 🍃💨 all weekend, best vibes of my life, nothing beats being z00ted in the sun"], ["drug_use:nothing beats being z00ted in the sun", "emoji_code:🍃💨", "evasion_leetspeak:z00ted"]),
    ("", 0, "health_fitness", ["a: 🍃 tea recommendations?", "b: peppermint for digestion, chamomile before bed, both from the herb shop on king st"], []),
    ("H5", 4, "school_education", ["a: anyone selling at our school", "c: ask in the group chat", "a: nobody answers there", "b: 🍃 carts and gummies, year 8s welcome lol, meet behind the gym at lunch"], ["drug_sale:🍃 carts and gummies", "drug_sale:meet behind the gym at lunch", "drug_code_words:carts", "emoji_code:🍃"]),
])

fam("h5-snow-emoji-party", [
    ("~", 0, "family_home", ["a: school's closed tomorrow?", "b: ❄️❄️ 20cm overnight, sledding at the big hill at 10"], []),
    ("H5", 3, "drugs_party", ["a: party saturday, who's bringing what", "c: chips and drinks from me", "a: and the fun stuff?", "b: i got the ❄️ covered, 80 a g, the white is super clean this time"], ["drug_sale:i got the ❄️ covered, 80 a g", "emoji_code:❄️", "drug_code_words:the white"]),
    ("", 0, "family_home", ["a: u still got the white for the hallway?", "c: it's that white door", "b: half a tin of the white gloss left, come grab it for the skirting boards"], []),
    ("H5", 2, "drugs_party", ["a: first time at a rave, nervous", "c: u'll love it", "b: just do a bump of ❄️ when u get there, u'll be fine, everyone does"], ["drug_use:just do a bump of ❄️ when u get there", "drug_code_words:a bump", "emoji_code:❄️"]),
    ("", 0, "sports", ["a: ski trip pics ⛷️", "b: ❄️ fresh powder all week, the black run nearly killed me lol"], []),
])

fam("h5-plug-emoji-chargers", [
    ("", 0, "tech_programming", ["a: need a usb-c adapter", "b: 🔌 the charger shop on 5th has them, 8 bucks"], []),
    ("H5", 3, "small_talk", ["a: new in town, who's the 🔌", "c: welcome!", "b: 🔌 here. menu in dm, 🍄 and 💊 in stock, cashapp or btc"], ["drug_sale:🍄 and 💊 in stock", "drug_code_words:🔌 here", "emoji_code:🍄 and 💊", "off_platform_move:menu in dm"]),
    ("", 0, "gaming", ["a: who's the plug for mods in this server", "b: lol the plug for mods is the workshop page, pinned in #resources"], []),
    ("H5", 3, "drugs_party", ["a: 🔌 dry this week?", "c: asking for a friend 😇", "a: need some for the weekend", "b: nah, p.l.u.g still got tabs and m0lly, 2 for 30 till sunday"], ["drug_sale:got tabs and m0lly, 2 for 30 till sunday", "drug_code_words:tabs and m0lly", "evasion_spacing:p.l.u.g", "evasion_leetspeak:m0lly", "urgency_pressure:till sunday"]),
    ("", 0, "drugs_party", ["a: going to a rave, is molly dangerous?", "b: it can be, esp in the heat. test kits, sip water but not too much, don't mix, stay with friends 💛"], []),
])

fam("h5-mushroom-emoji-forage", [
    ("", 0, "family_home", ["a: foraging walk pics 🍄", "b: chanterelles!! fry them in butter. always check with the club expert before eating any tho"], []),
    ("H5", 3, "buy_sell_trade", ["a: 🍄 = the magic ones ok", "b: got it", "a: 🍄 choc bars back in, 35 each, ships discreet, t-e-l-e for orders"], ["0>drug_code_words:🍄 = the magic ones", "drug_sale:🍄 choc bars back in, 35 each", "emoji_code:🍄", "off_platform_move:t-e-l-e for orders", "evasion_spacing:t-e-l-e"]),
    ("H5", 2, "mental_health", ["a: therapy isn't working", "c: sorry 💛 it takes time", "b: skip therapy, eat some 🍄 and ur depression is gone in one trip, trust"], ["drug_use:eat some 🍄 and ur depression is gone in one trip", "emoji_code:🍄"]),
    ("", 0, "news_politics", ["a: psilocybin trial results came out", "b: promising for depression, but it was in a clinic with therapists, not a diy thing"], []),
])

fam("h5-pharma-leet-blues", [
    ("H5", 3, "school_education", ["a: uni finals next week 😩", "c: same, 3 of them", "a: i need to focus so bad", "b: 4ddy and v!vance for sale, 10 a pop, no script needed, study like a machine"], ["drug_sale:4ddy and v!vance for sale, 10 a pop", "drug_code_words:4ddy", "evasion_leetspeak:4ddy and v!vance"]),
    ("", 0, "health_fitness", ["a: my doctor switched me from addy to something else", "b: same happened to me, took a couple weeks to adjust. keep a log for ur next appointment"], []),
    ("H5", 3, "health_fitness", ["a: back pain is brutal", "c: physio helped me", "b: i can get u 0xy 30s, real pharma not pressed, dm me and delete after"], ["drug_sale:i can get u 0xy 30s", "evasion_leetspeak:0xy", "off_platform_move:dm me and delete after"]),
    ("H5", 3, "drugs_party", ["a: anything for the weekend", "c: dry everywhere", "b: 💙 blues back, 100 count, bulk price for resellers, pick up tonight"], ["drug_sale:blues back, 100 count, bulk price for resellers", "drug_code_words:blues", "emoji_code:💙", "urgency_pressure:pick up tonight"]),
    ("", 0, "sports", ["a: blues at home tonight?", "b: yes! kickoff 7:45, season tickets are on the table 💙"], []),
])

fam("h5-multilingual-drug-slang", [
    ("H5", 3, "drugs_party", ["a: alguien tiene algo pa la fiesta", "c: yo llevo la música", "b: tengo p3rico y tusi 💗, entrego hoy, escribe al priv"], ["drug_sale:tengo p3rico y tusi", "drug_code_words:p3rico y tusi", "evasion_leetspeak:p3rico", "off_platform_move:escribe al priv"]),
    ("", 0, "family_home", ["a: cómo se llama tu pájaro", "b: se llama perico 🦜 y no se calla nunca jaja"], []),
    ("H5", 3, "drugs_party", ["a: y'a qqn pour ce soir", "c: moi je passe", "b: j'ai de la b.e.u.h et de la c 🍃❄️, livraison en 30 min, snap en bio"], ["drug_sale:j'ai de la b.e.u.h et de la c", "evasion_spacing:b.e.u.h", "emoji_code:🍃❄️", "off_platform_move:snap en bio"]),
    ("", 0, "family_home", ["a: was machst du heute", "b: gras mähen 🍃 und dann grillen, kommst du?"], []),
    ("H5", 3, "drugs_party", ["a: jemand was für samstag?", "c: ich bring bier", "b: gr4s und teile da 🍃💊, bring auch vorbei, schreib mir auf t3legram"], ["drug_sale:gr4s und teile da", "drug_code_words:teile", "evasion_leetspeak:gr4s", "emoji_code:🍃💊", "off_platform_move:schreib mir auf t3legram"]),
])

# ============================================================================================
# H5 weapons trade: 🔫🫘👻, spaced brand names, slang in other languages; toy and hunting lookalikes
# ============================================================================================

fam("h5-gun-emoji-beans", [
    ("", 0, "family_home", ["a: summer plans for the kids?", "b: 🔫💦 water fight in the garden, i bought the big super soakers"], []),
    ("H5", 4, "weapons_hunting", ["a: looking for something for protection", "c: get a dog lol", "a: serious", "b: 🔫 g-l-0-c-k 19 no papers, 2 mags, 650 cash, meet in the supermarket car park"], ["weapon_sale:🔫 g-l-0-c-k 19 no papers, 2 mags, 650 cash", "weapon_mention:g-l-0-c-k 19", "emoji_code:🔫", "evasion_spacing:g-l-0-c-k", "evasion_leetspeak:g-l-0-c-k"]),
    ("H5", 4, "buy_sell_trade", ["a: what u selling", "b: 🫘 beans for the 9, 50 a box, no id check, dm"], ["weapon_sale:🫘 beans for the 9, 50 a box, no id check", "euphemism:beans for the 9", "emoji_code:🫘", "off_platform_move:dm"]),
    ("", 0, "family_home", ["a: what u making", "b: 🫘 beans for the chili, 50p a tin at the corner shop"], []),
    ("", 0, "weapons_hunting", ["a: where do i buy ammo for the club rifle", "b: licensed dealer only, bring ur certificate. the range office can point u to one"], []),
])

fam("h5-pew-pew-ghost", [
    ("H5", 4, "buy_sell_trade", ["a: anyone got a pew pew for sale", "c: 👀", "b: 🔫 pew pew w/ a sw!tch on it, untraceable, 1.2k, tele me"], ["weapon_sale:🔫 pew pew w/ a sw!tch on it, untraceable, 1.2k", "euphemism:pew pew", "emoji_code:🔫", "evasion_leetspeak:sw!tch", "off_platform_move:tele me"]),
    ("", 0, "gaming", ["a: best pew pew in the game rn?", "b: the burst rifle after the patch, pair it with the sniper 🎯"], []),
    ("H5", 4, "weapons_hunting", ["a: the ones with no serials, u still doing those", "b: yeah, the 👻 ones, 3 ready, 900 each, pickup only"], ["0>weapon_sale:the ones with no serials", "weapon_sale:the 👻 ones, 3 ready, 900 each", "euphemism:the 👻 ones", "emoji_code:👻"]),
    ("", 0, "entertainment_media", ["a: costume for the party?", "b: 👻 ghost, bedsheet with eyeholes, low effort high reward"], []),
])

fam("h5-knuckles-flick-knives", [
    ("H5", 3, "buy_sell_trade", ["a: self defense stuff?", "c: take a class", "a: something i can carry", "b: br4ss kn*ckles and t@sers in stock, 25 and 60, shipped in a gift box so the post doesn't check"], ["weapon_sale:br4ss kn*ckles and t@sers in stock, 25 and 60", "evasion_leetspeak:br4ss kn*ckles and t@sers"]),
    ("", 0, "weapons_hunting", ["a: self defense stuff?", "b: a personal alarm and a good class. krav maga at the community centre is cheap"], []),
    ("H5", 3, "school_education", ["a: where'd u get that", "c: that's sick", "b: 🗡️ fl!ck knife, got 2 more, 30 each, bring cash to 3rd period"], ["weapon_sale:got 2 more, 30 each", "weapon_mention:fl!ck knife", "evasion_leetspeak:fl!ck", "emoji_code:🗡️"]),
    ("", 0, "entertainment_media", ["a: where'd u get that", "b: 🗡️ foam sword from the ren faire lol, 12 bucks"], []),
])

fam("h5-weapon-slang-es-pt", [
    ("H5", 4, "buy_sell_trade", ["a: busco algo pa protegerme", "c: ¿pa qué?", "b: tengo un fierro .38 con tiros, 400, sin papeles 🔫"], ["weapon_sale:tengo un fierro .38 con tiros, 400, sin papeles", "euphemism:fierro", "emoji_code:🔫"]),
    ("", 0, "work_career", ["a: qué llevas en la camioneta", "b: fierro pa la obra, varillas y alambre, todo el día cargando 😩"], []),
    ("H5", 4, "buy_sell_trade", ["a: alguém vende ferramenta?", "b: tenho ferramenta 🔫 .40 com pente extra, só chamar no zap"], ["weapon_sale:tenho ferramenta 🔫 .40 com pente extra", "euphemism:ferramenta", "emoji_code:🔫", "off_platform_move:só chamar no zap"]),
    ("", 0, "family_home", ["a: alguém vende ferramenta?", "b: tenho uma furadeira e uma serra usadas, 150 as duas 🔧"], []),
])

fam("h5-airsoft-lipstick", [
    ("", 0, "weapons_hunting", ["a: airsoft game sunday", "b: bringing my g.l.o.c.k replica, bbs and the orange tip on, field rules"], []),
    ("H5", 4, "weapons_hunting", ["a: airsoft game sunday", "c: in 👍", "b: forget airsoft, got a real one. .22 conv3rted, 300, u didn't hear it from me"], ["weapon_sale:got a real one. .22 conv3rted, 300", "evasion_leetspeak:conv3rted"]),
    ("H5", 3, "buy_sell_trade", ["a: selling pepper spray?", "c: check ur local laws", "b: better, st*n gun disguised as a lipstick 💄 45, ships tomorrow"], ["weapon_sale:st*n gun disguised as a lipstick 💄 45", "evasion_leetspeak:st*n"]),
    ("", 0, "buy_sell_trade", ["a: selling lipsticks?", "b: 💄 3 shades, barely used, 5 each or all for 12"], []),
])

fam("h5-bang-and-butterfly", [
    ("", 0, "family_home", ["a: bonfire night plans", "b: 🎆 fireworks from the licensed shop, sparklers for the kids, safety glasses on"], []),
    ("H5", 4, "buy_sell_trade", ["a: need something that goes 💥 for new year's", "c: sparklers from me 🎇", "b: real 💥, not fireworks. 2 pipe ones ready, 200 each, pick up after dark"], ["weapon_sale:2 pipe ones ready, 200 each", "euphemism:pipe ones", "emoji_code:💥"]),
    ("H5", 3, "weapons_hunting", ["a: anyone sell 🔪 in here", "c: kitchen ones?", "b: b-u-t-t-e-r-f-l-y and gravity ones, 40 each, meet at the skatepark"], ["weapon_sale:b-u-t-t-e-r-f-l-y and gravity ones, 40 each", "evasion_spacing:b-u-t-t-e-r-f-l-y"]),
    ("", 0, "family_home", ["a: anyone sell 🔪 in here", "b: my uncle sharpens kitchen knives at the saturday market, 3 bucks each"], []),
])

# ============================================================================================
# H5 fraud: doubling, obfuscated phishing links, mule jobs, pumps, gift cards, fullz; lookalikes
# ============================================================================================

fam("h5-crypto-doubling-callcentre", [
    ("H5", 3, "finance_crypto", ["b: s3nd 0.1 eth, get 0.2 back in 1 hr 💰 official g1veaway, only 20 min left"], ["fraud_investment:s3nd 0.1 eth, get 0.2 back in 1 hr", "fraud_phishing:official g1veaway", "evasion_leetspeak:s3nd", "evasion_leetspeak:g1veaway", "urgency_pressure:only 20 min left"]),
    ("", 0, "finance_crypto", ["a: got a dm saying send eth get double back", "b: 100% scam, block and report. nobody doubles crypto, ever"], []),
    ("H5", 4, "work_career", ["a: what's the job exactly", "c: sounds legit lol", "b: we call 500 old folks a day as the b4nk, read the script, they buy gift cards, u keep 10%"], ["fraud_phishing:we call 500 old folks a day as the b4nk", "fraud_phishing:they buy gift cards", "evasion_leetspeak:b4nk"]),
    ("", 0, "family_home", ["a: grandma got a call from the 'bank' asking for gift cards", "b: classic scam, banks never ask for gift cards. call her bank on the number on her card, and report it"], []),
])

fam("h5-phishing-dot-links", [
    ("H5", 3, "gaming", ["a: anyone got nitro", "c: me too pls", "a: anyone?", "b: free n1tro 🎁 just log in here: d i s c o r d - g i f t (dot) example (dot) com"], ["fraud_phishing:free n1tro 🎁 just log in here", "evasion_leetspeak:n1tro", "evasion_spacing:d i s c o r d - g i f t (dot) example (dot) com"]),
    ("", 0, "server_meta", ["a: got a free nitro link from a friend", "mod: their account got hijacked. don't click, don't log in anywhere, we'll ping them to reset"], []),
    ("H5", 3, "tech_programming", ["a: my acc got flagged??", "c: same, mine too", "a: it says suspicious login", "b: [support] verify within 24h or lose ur account: acc-verify . example . net/login, enter ur password + 2fa code"], ["fraud_phishing:enter ur password + 2fa code", "fraud_phishing:acc-verify . example . net/login", "evasion_spacing:acc-verify . example . net", "urgency_pressure:verify within 24h or lose ur account"]),
    ("", 0, "tech_programming", ["a: how do i write a link so it doesn't auto-embed", "b: wrap it in <> or write docs . example . net with spaces, the bot skips it"], []),
    ("H5", 3, "buy_sell_trade", ["a: selling my console, 300", "c: nice, which model?", "b: i'll pay through escrow, just fill in ur card details on pay-safe(dot)example(dot)org so it releases"], ["fraud_phishing:fill in ur card details on pay-safe(dot)example(dot)org", "evasion_spacing:pay-safe(dot)example(dot)org"]),
])

fam("h5-mule-job-lend-login", [
    ("H5", 3, "work_career", ["a: need cash fast", "c: same 😩", "a: anything legit?", "b: easy j0b 💸 u just receive money in ur acc and send it on, keep 20%, no questions"], ["fraud_phishing:u just receive money in ur acc and send it on, keep 20%", "evasion_leetspeak:j0b"]),
    ("", 0, "work_career", ["a: need cash fast", "b: the warehouse is hiring weekend shifts, paid weekly, apply on their site"], []),
    ("H5", 3, "school_education", ["a: any student jobs", "c: tutoring!", "b: l3nd me ur bank login for a day, i pay 200, it's just for transfers 😉"], ["fraud_phishing:l3nd me ur bank login for a day, i pay 200", "evasion_leetspeak:l3nd"]),
    ("", 0, "school_education", ["a: any student jobs", "b: library desk pays ok and u can study on quiet shifts 📚"], []),
])

fam("h5-pump-rocket", [
    ("H5", 2, "finance_crypto", ["a: what's moonin", "c: nothing, market's flat", "b: 🚀🚀 $PEPX going 100x this week, not financial advice but u'd be dumb not to"], ["fraud_investment:$PEPX going 100x this week", "emoji_code:🚀🚀"]),
    ("H5", 3, "finance_crypto", ["b: results from last pump: +340% 🚀", "a: how do i join", "c: count me in", "b: vip pump group 🚀 we all buy at 9pm sharp then sell to the newbies, entry 0.05 btc, d.m"], ["fraud_investment:we all buy at 9pm sharp then sell to the newbies", "fraud_investment:entry 0.05 btc", "emoji_code:🚀", "off_platform_move:d.m", "evasion_spacing:d.m"]),
    ("", 0, "entertainment_media", ["a: rocket launch tonight 🚀", "b: 9pm sharp from the cape, streaming it on the big tv, bring snacks"], []),
    ("H5", 1, "finance_crypto", ["a: crypto still worth it?", "c: depends", "b: bro just ape in, we're all gonna make it 💎🙌 lambo by xmas"], ["fraud_investment:lambo by xmas", "fraud_investment:we're all gonna make it", "euphemism:ape in"]),
    ("", 0, "finance_crypto", ["a: crypto still worth it?", "b: only money u can lose. index funds for the rest, boring but it works"], []),
])

fam("h5-romance-giftcards", [
    ("H5", 3, "dating_relationships", ["b: good morning my love 💕", "a: i miss u too", "b: i can't wait to hold u", "b: baby i'm stuck on the oil rig 🛢️ can u send 3 st3am c4rds, i'll pay u back when i land, promise 💕"], ["fraud_phishing:can u send 3 st3am c4rds", "evasion_leetspeak:st3am c4rds"]),
    ("", 0, "family_home", ["a: what to get my nephew", "b: a steam card is easy, he can pick his own game 🎮"], []),
    ("H5", 4, "dating_relationships", ["a: the widow support group loved me lol", "b: nice. work the list, 40 ladies, same stuck-overseas story, g!ft cards only"], ["fraud_phishing:work the list, 40 ladies", "fraud_phishing:g!ft cards only", "euphemism:same stuck-overseas story", "evasion_leetspeak:g!ft"]),
    ("", 0, "dating_relationships", ["a: my mom's online bf needs gift cards to get home", "b: that's a romance scam, she has to stop sending. there's a fraud helpline, i'll sit with her when she calls"], []),
])

fam("h5-fullz-bread", [
    ("H5", 3, "buy_sell_trade", ["a: anything new", "c: quiet week", "a: anything at all?", "b: fr3sh fullz + cvv 🍞 10 each, uk and us, cashout method included, t.g only"], ["fraud_phishing:fr3sh fullz + cvv 🍞 10 each", "euphemism:fullz", "evasion_leetspeak:fr3sh", "emoji_code:🍞", "off_platform_move:t.g only", "evasion_spacing:t.g"]),
    ("", 0, "family_home", ["a: anything new", "b: fresh 🍞 from the bakery, sourdough 4 each, come by before noon"], []),
    ("H5", 3, "gaming", ["a: cheap game keys?", "c: sale's next week", "b: keys bought with found cards, 80% off, don't ask questions lol"], ["fraud_phishing:keys bought with found cards", "euphemism:found cards"]),
    ("", 0, "gaming", ["a: cheap game keys?", "b: wait for the seasonal sale or use the official bundle sites, key resellers are sketchy"], []),
])

# ============================================================================================
# H5 hate: code words (jogger, groomer, (((echo))), 13/50, 1488), masked slurs, emoji; lookalikes
# ============================================================================================

fam("h5-jogger-code", [
    ("", 0, "health_fitness", ["a: early run club?", "b: 6am by the lake, lots of joggers but the path is wide 🏃"], []),
    ("H5", 3, "news_politics", ["a: crime up in the city again", "c: saw it on the news", "a: third break-in this month", "b: shocker, too many j0ggers moving in. they ruin every neighbourhood they touch"], ["slur:j0ggers", "euphemism:j0ggers", "evasion_leetspeak:j0ggers", "stereotype_generalization:they ruin every neighbourhood they touch"]),
    ("", 0, "server_meta", ["a: why is jogger on the watch list lol", "mod: racists use it as code for black people. running talk is fine, we only act when it's aimed at people"], []),
    ("H5+H3", 4, "identity_community", ["a: they're opening a community centre on our street", "c: nice, for the kids?", "a: youth club i think", "b: for the j0ggers? vermin. we should burn it down before it opens, saturday night"], ["dehumanization:vermin", "incitement:we should burn it down before it opens, saturday night", "slur:j0ggers", "evasion_leetspeak:j0ggers"]),
])

fam("h5-echo-brackets", [
    ("H5", 2, "news_politics", ["a: who owns the news channels anyway", "c: a few big companies", "b: (((them))) obviously. same bankers running everything 👃"], ["stereotype_generalization:same bankers running everything", "euphemism:(((them)))", "emoji_code:👃"]),
    ("", 0, "tech_programming", ["a: lisp makes my eyes bleed", "b: (((just count the brackets))) lol, the editor highlights the pairs"], []),
    ("", 0, "server_meta", ["a: someone keeps putting names in triple brackets", "mod: that's an antisemitic echo marker. removed and banned, thanks for flagging"], []),
    ("H5", 3, "finance_crypto", ["a: why did the market crash", "c: rates", "b: ask the k*kes at the central bank lol, it's always them"], ["slur:k*kes", "evasion_leetspeak:k*kes", "stereotype_generalization:it's always them"]),
])

fam("h5-monkey-emoji-abuse", [
    ("H5", 3, "sports", ["a: the new striker scored twice", "c: what a debut", "b: 🐒🍌 back to the zoo with him, they all play like that"], ["dehumanization:back to the zoo with him", "emoji_code:🐒🍌", "stereotype_generalization:they all play like that"]),
    ("", 0, "family_home", ["a: zoo trip with the kids 🐒", "b: the monkeys stole my nephew's banana 🍌 best day ever"], []),
    ("", 0, "sports", ["a: fans threw monkey emojis at our striker after the match", "b: disgusting. reported every account, the club says they'll ban them from the stadium"], []),
    ("H5", 3, "sports", ["a: why are there so many of them in the league now", "c: what do u mean them", "b: 🐒 league lol, soon we won't need a stadium, just trees"], ["dehumanization:soon we won't need a stadium, just trees", "emoji_code:🐒"]),
])

fam("h5-groomer-masked-slurs", [
    ("H5", 3, "identity_community", ["a: pride month starts tomorrow 🏳️‍🌈", "c: 🌈🌈", "a: parade saturday!!", "b: groomer month you mean. keep those f*gs away from schools"], ["slur:f*gs", "evasion_leetspeak:f*gs", "stereotype_generalization:groomer month", "euphemism:groomer"]),
    ("", 0, "family_home", ["a: need a dog groomer near the park", "b: the groomer on 3rd is great, my poodle came back looking like a cloud ☁️"], []),
    ("H5", 2, "news_politics", ["a: thoughts on the new bill?", "c: it's a mess", "b: tr@ns people are all mentally ill, simple as"], ["stereotype_generalization:tr@ns people are all mentally ill", "evasion_leetspeak:tr@ns"]),
    ("", 0, "identity_community", ["a: someone wrote that trans people are all mentally ill in general", "b: screenshotted + reported. mods, can we get this gone? we have trans members here"], []),
    ("H5+H3", 4, "identity_community", ["a: drag show at the library saturday", "c: the kids' story hour one?", "a: yeah 2pm", "c: my niece is going 🥰", "b: time to clean out the tr*nnies 🔥 bring the boys, doors open at 2"], ["incitement:time to clean out the tr*nnies", "incitement:bring the boys, doors open at 2", "slur:tr*nnies", "evasion_leetspeak:tr*nnies", "emoji_code:🔥"]),
])

fam("h5-multilingual-hate", [
    ("H5", 3, "news_politics", ["a: llegaron más migrantes al pueblo", "c: ¿de dónde?", "a: de venezuela, creo", "b: más cucarachas 🪳 que se vayan todos a su país"], ["dehumanization:más cucarachas", "emoji_code:🪳", "incitement:que se vayan todos a su país"]),
    ("", 0, "family_home", ["a: hay cucarachas en la cocina 🪳", "b: pon trampas de gel detrás de la nevera, funcionan"], []),
    ("H5", 2, "news_politics", ["a: neue nachbarn aus syrien", "c: echt? cool", "b: na toll, die kl4uen doch alle, pass auf dein fahrrad auf"], ["stereotype_generalization:die kl4uen doch alle", "evasion_leetspeak:kl4uen"]),
    ("", 0, "family_home", ["a: neue nachbarn aus syrien", "b: oh schön! bring ihnen doch was von deinem kuchen vorbei 🍰"], []),
])

fam("h5-number-codes", [
    ("H5", 3, "identity_community", ["a: new here, introduce urself", "c: welcome!", "b: hey 👋 1488, here to protect our people from the invaders"], ["euphemism:1488", "dehumanization:the invaders"]),
    ("", 0, "sports", ["a: what's ur jersey number", "b: 88, same as my fave keeper growing up"], []),
    ("H5", 2, "news_politics", ["a: crime stats thread", "c: source?", "b: 13/50 says it all 🤷 u know which group"], ["stereotype_generalization:13/50 says it all", "euphemism:13/50"]),
    ("", 0, "school_education", ["a: maths hw q3", "b: 13/50 = 26%, then add the 14 from q2"], []),
])

# ============================================================================================
# Mixed families: visible separators, emoji-only menus, obfuscated handles, filter talk, more topics
# ============================================================================================

fam("mix-visible-separators", [
    ("H3", 3, "gaming", ["b: cry more", "a: i'm reporting you", "a: screenshotted", "b: k|i|l|l|i|n|g you when i find you, and i will find you"], ["threat_explicit:k|i|l|l|i|n|g you when i find you", "evasion_spacing:k|i|l|l|i|n|g"]),
    ("H5", 3, "drugs_party", ["a: anyone holding", "c: 👀", "b: w•e•e•d and c•a•r•t•s, pickup by the station, cash"], ["drug_sale:w•e•e•d and c•a•r•t•s, pickup by the station", "evasion_spacing:w•e•e•d and c•a•r•t•s"]),
    ("H2", 3, "sports_betting", ["b: c/a/s/i/n/o bonus 🎰 code WELCOME500, deposit by midnight"], ["gambling_referral:c/a/s/i/n/o bonus 🎰 code WELCOME500", "evasion_spacing:c/a/s/i/n/o", "emoji_code:🎰", "urgency_pressure:deposit by midnight"]),
    ("", 0, "tech_programming", ["a: how do i separate fields in the csv", "b: use a pipe like name|age|city, commas break on addresses"], []),
    ("", 0, "small_talk", ["a: new username?", "b: s_u_n_n_y_d_a_y_s, the underscores were a mistake lol"], []),
    ("H1", 2, "sexuality", ["a: #nsfw-talk rules: adults only, no pics", "c: welcome to the channel", "b: s_e_x with the lights on hits different, she had me pinned to the wall for an hour"], ["sexual_explicit:she had me pinned to the wall for an hour", "evasion_spacing:s_e_x"]),
])

fam("mix-sexuality-channel", [
    ("", 0, "sexuality", ["a: is it ok to ask about condoms here lol", "b: totally, that's what the channel is for. clinics give them free, check the expiry and the size"], []),
    ("", 0, "sexuality", ["a: why is the health club channel called that", "b: the school platform blocks the real word, so they named it seggs ed. it's anatomy and consent stuff"], ["euphemism:seggs ed"]),
    ("H1", 3, "sexuality", ["a: any questions about contraception?", "c: are the clinic ones ok?", "b: yeah, wanna come test some with me 😏 dm me ur @, i'll send p1cs of what u'd be getting"], ["solicitation_contact:wanna come test some with me", "solicitation_contact:i'll send p1cs of what u'd be getting", "off_platform_move:dm me ur @", "evasion_leetspeak:p1cs"]),
    ("", 0, "sexuality", ["a: is it weird i've never had seggs at 24", "b: not weird at all. lots of people wait or don't want to, ur timeline is urs"], []),
    ("H1", 1, "sexuality", ["a: toy recommendations thread 🔞", "b: the 🍆 shaped ones are overrated lol, trust me i've done the research 😏"], ["sexual_innuendo:trust me i've done the research", "emoji_code:🍆"]),
])

fam("mix-party-glamour", [
    ("H5", 1, "drugs_party", ["a: how was the festival", "c: mud everywhere lol", "b: rolled all 3 days 💊✨ no regrets, best feeling on earth"], ["drug_use:rolled all 3 days", "drug_code_words:rolled", "emoji_code:💊✨"]),
    ("H5", 2, "drugs_party", ["a: nervous about my first festival", "c: u'll love it", "a: what do i even bring", "b: take a m0lly before the headliner, seriously, it's the only way to do festivals right"], ["drug_use:take a m0lly before the headliner", "drug_code_words:m0lly", "evasion_leetspeak:m0lly"]),
    ("", 0, "drugs_party", ["a: how was the festival", "b: rolled my ankle on day 1 💀 spent the rest in the medical tent with ice"], []),
    ("", 0, "drugs_party", ["a: is it safe to drink at the festival if i'm on antibiotics", "b: depends on the antibiotic, some really don't mix. ask the pharmacist, they answer this all day"], []),
    ("H5", 1, "entertainment_media", ["a: fav song about partying?", "b: anything that sounds like being 🍃'd up at 4am, that's peak life honestly"], ["drug_use:being 🍃'd up at 4am, that's peak life", "emoji_code:🍃"]),
    ("H5", 2, "small_talk", ["a: can't sleep", "c: tea?", "b: just get some x@nnies off someone, u'll be out in 10, way better than melatonin"], ["drug_use:just get some x@nnies off someone", "drug_code_words:x@nnies", "evasion_leetspeak:x@nnies"]),
])

fam("mix-spelled-out-handles", [
    ("H1", 3, "small_talk", ["b: lonely tonight 😘 f i n d  m e  o n  s n a p: lexi.xo.example, i send first"], ["solicitation_contact:i send first", "off_platform_move:f i n d  m e  o n  s n a p", "evasion_spacing:f i n d  m e  o n  s n a p"]),
    ("H5", 2, "finance_crypto", ["a: how do u make so much", "c: u don't lol", "a: no really, ur always buying stuff", "b: my mentor on inst@gram, at sign wealth.with.rico, he turns 500 into 5k, tell him i sent u"], ["fraud_investment:he turns 500 into 5k", "off_platform_move:my mentor on inst@gram, at sign wealth.with.rico", "evasion_leetspeak:inst@gram"]),
    ("", 0, "work_career", ["a: where do i send my portfolio", "b: my studio's inst@gram, at sign fern.studio.example, or the email on the site"], []),
    ("H2", 3, "sports_betting", ["a: how do i get the tips", "c: same question", "a: the link in ur bio is dead", "b: search for us on t 3 l 3 g r 4 m, surebet underscore vip, first week free then 15"], ["gambling_referral:surebet underscore vip, first week free then 15", "off_platform_move:search for us on t 3 l 3 g r 4 m", "evasion_spacing:t 3 l 3 g r 4 m", "evasion_leetspeak:t 3 l 3 g r 4 m"]),
    ("", 0, "family_home", ["a: how do i join the family album", "b: we made a t e l e g r a m group lol, dad wrote it like that on the fridge note"], []),
])

fam("mix-filter-talk-and-dodges", [
    ("", 0, "server_meta", ["a: what words does the new filter catch", "mod: k1ll, k y s, c4sino, s3ggs and the usual emoji menus. false positives go in #appeals"], ["evasion_leetspeak:k1ll", "evasion_spacing:k y s", "evasion_leetspeak:c4sino", "euphemism:s3ggs"]),
    ("H4", 2, "server_meta", ["a: u ok? ur msg got removed", "c: what did it say", "b: bc the bot blocks it. fine: i w a n t  t o  d i e. been like this for weeks"], ["suicidal_ideation:i w a n t  t o  d i e", "evasion_spacing:i w a n t  t o  d i e"]),
    ("H3", 3, "server_meta", ["mod: warning for the threat in #general", "b: what threat lol", "mod: the one about the meetup", "b: cool, then i'll say it like this: u r  d e a d  when i catch u at the meetup, mod"], ["threat_explicit:u r  d e a d  when i catch u at the meetup", "evasion_spacing:u r  d e a d"]),
    ("", 0, "server_meta", ["a: why do people write letters with spaces", "mod: mostly to dodge the filter. we match spaced and dotted versions now, so it doesn't work 🙂"], []),
    ("H5", 3, "server_meta", ["mod: no selling in this server", "c: +1", "b: not selling 😇 just saying my 🍀 garden has extra clover, 20 a bag, dms open"], ["drug_sale:extra clover, 20 a bag", "euphemism:clover", "emoji_code:🍀", "off_platform_move:dms open"]),
])

fam("h2-betting-apps-fixing", [
    ("H2", 2, "sports_betting", ["a: which app do u use", "c: the blue one", "b: 👑 k1ngb3t, best live odds by a mile and cashouts in minutes, nothing else comes close"], ["gambling_referral:k1ngb3t", "odds_promotion:best live odds by a mile", "evasion_leetspeak:k1ngb3t"]),
    ("", 0, "sports_betting", ["a: which app do u use", "b: i deleted them all, set a deposit limit of zero and honestly my bank account thanks me"], []),
    ("H2+H5", 4, "sports_betting", ["a: the u19 game tuesday", "c: who's playing?", "b: 2 players agreed to give away a p3nalty 🤫 send 100 usdt and i'll tell u which minute"], ["odds_promotion:2 players agreed to give away a p3nalty", "fraud_phishing:send 100 usdt and i'll tell u which minute", "evasion_leetspeak:p3nalty"]),
    ("", 0, "sports_betting", ["a: the u19 game tuesday", "b: the integrity unit flagged weird odds movements on it, betting got suspended. good"], []),
    ("H2", 4, "sports_betting", ["a: can u bet if ur 16", "c: no lol", "b: ya just use my acc 😉 i'll place it, u send me the ca$h, we split the w"], ["gambling_referral:just use my acc", "evasion_leetspeak:ca$h"]),
])

fam("h4-unalive-body-jokes", [
    ("H4", 1, "health_fitness", ["a: leg day again", "c: 💀", "b: my legs are unalive. me next 🙃"], ["suicidal_ideation:me next", "euphemism:unalive"]),
    ("", 0, "health_fitness", ["a: leg day again", "b: my legs are unalive lol, can't walk down stairs"], ["euphemism:unalive"]),
    ("H4", 2, "health_fitness", ["a: doc said my bloodwork is bad", "c: oh no", "b: honestly good, maybe i'll finally get to unalive without doing anything myself"], ["suicidal_ideation:maybe i'll finally get to unalive without doing anything myself", "euphemism:unalive"]),
    ("", 0, "health_fitness", ["a: doc said my bloodwork is bad", "b: oh no 😟 want me to come to the follow-up with u? write ur questions down first"], []),
])

fam("h3-protest-doxx", [
    ("H3", 4, "news_politics", ["a: the councillor who voted for it lives on our side of town", "c: traitor", "a: what's her address even", "b: 12 h@zel r0ad. let's all go say hi tonight 🔥🔥"], ["doxxing_personal_info:12 h@zel r0ad", "incitement:let's all go say hi tonight", "emoji_code:🔥🔥", "evasion_leetspeak:h@zel r0ad"]),
    ("", 0, "news_politics", ["a: the councillor who voted for it", "b: her office hours are thursday at the library, let's go say hi and bring the petition 📝"], []),
    ("H3", 2, "news_politics", ["a: the march got attacked by counter protesters", "c: 7 in hospital", "b: good, hope they b.l.e.d, should've been worse"], ["violence_glorification:hope they b.l.e.d, should've been worse", "evasion_spacing:b.l.e.d"]),
    ("H3", 1, "identity_community", ["a: my hijab pics from the wedding 💚", "b: nobody asked, cl0wn"], ["targeted_insult:nobody asked, cl0wn", "evasion_leetspeak:cl0wn"]),
    ("", 0, "identity_community", ["a: my hijab pics from the wedding 💚", "b: stunning!! the embroidery on that one 😍"], []),
])

fam("h1-dating-app-leet", [
    ("H1", 2, "dating_relationships", ["a: hey! ur profile says u like hiking", "b: i'd rather hike up that skirt 😏 bet ur w3t already"], ["sexual_explicit:hike up that skirt", "sexual_explicit:bet ur w3t already", "evasion_leetspeak:w3t"]),
    ("", 0, "dating_relationships", ["a: hey! ur profile says u like hiking", "b: yes!! did the ridge trail last week, got completely w3t in the rain lol"], []),
    ("H1", 4, "dating_relationships", ["a: my profile says 18 but i'm actually 16 lol", "b: age is just a number 😉 let's keep this between us, send me something cute… and less dressed"], ["minor_sexualization:age is just a number", "minor_sexualization:send me something cute… and less dressed", "minor_sexualization:let's keep this between us", "euphemism:something cute… and less dressed"]),
    ("", 0, "dating_relationships", ["a: my profile says 18 but i'm actually 16 lol", "b: then u shouldn't be on here, it's adults only. delete it pls, i'm reporting the profile"], []),
    ("H1", 3, "sexuality", ["a: asking for real: what's a normal first date", "b: mine is always my place, netfl1x and then u know 😏 u free tonight? send a pic first"], ["solicitation_contact:send a pic first", "sexual_innuendo:netfl1x and then u know", "evasion_leetspeak:netfl1x"]),
])

fam("h5-edgy-stereotypes-leet", [
    ("H5", 1, "identity_community", ["a: new coworker is from poland", "c: nice!", "b: lol hide ur v0dka 🥃 jk jk"], ["stereotype_generalization:hide ur v0dka", "evasion_leetspeak:v0dka"]),
    ("", 0, "identity_community", ["a: new coworker is from poland", "b: nice! ask her about pierogi spots, the one downtown is great 🥟"], []),
    ("H5", 1, "small_talk", ["a: my gf is asian", "b: bet she does ur m4ths homework lol 🤓"], ["stereotype_generalization:bet she does ur m4ths homework", "evasion_leetspeak:m4ths"]),
    ("H5", 2, "identity_community", ["a: the new mosque opens next month", "c: parking's gonna be a mess lol", "b: great, more ☪️ b0mbers in the neighbourhood 🙄"], ["stereotype_generalization:more ☪️ b0mbers in the neighbourhood", "evasion_leetspeak:b0mbers", "emoji_code:☪️"]),
    ("", 0, "identity_community", ["a: the new mosque opens next month", "b: the open day is sunday, they're doing food and a tour, want to come? ☪️"], []),
])

fam("h5-minors-and-ticket-code", [
    ("H5", 4, "gaming", ["a: i'm 15, can u get me some 🍃", "b: ya ofc lil bro, 20 for a bag, i'll drop it at ur school gate, don't tell ur mom"], ["0>emoji_code:🍃", "drug_sale:20 for a bag, i'll drop it at ur school gate"]),
    ("", 0, "gaming", ["a: i'm 15, can u get me some 🍃", "b: no. ur 15 lol, and don't ask randoms online for that stuff, half of it is laced"], []),
    ("H5", 3, "buy_sell_trade", ["a: ok so concert tickets = u know what", "b: ✔️", "a: got 5 concert tickets left, 60 each, same spot as last time"], ["0>drug_code_words:concert tickets = u know what", "drug_sale:got 5 concert tickets left, 60 each", "euphemism:concert tickets"]),
    ("", 0, "buy_sell_trade", ["a: got 5 concert tickets left, 60 each", "b: which show? if it's the saturday one i'll take 2, can pay through the resale app"], []),
])

fam("h5-ammo-candy-private-sale", [
    ("", 0, "weapons_hunting", ["a: selling my old hunting rifle", "b: through a licensed dealer transfer right? might be interested, what calibre"], []),
    ("H5", 4, "weapons_hunting", ["a: selling my old hunting rifle", "c: how much?", "b: i'll take it, cash, no transfer paperwork, meet at the back of the r@nge lot"], ["weapon_sale:i'll take it, cash, no transfer paperwork", "evasion_leetspeak:r@nge"]),
    ("H5", 4, "weapons_hunting", ["a: any1 got 🍬 for the ar", "b: 🍬🍬 1000 rounds 5.56, no license needed from me, 400"], ["weapon_sale:1000 rounds 5.56, no license needed from me, 400", "emoji_code:🍬🍬"]),
    ("", 0, "weapons_hunting", ["a: any1 got 🍬 for the hike", "b: 🍬🍬 trail mix and gummies in my pack, help urself"], []),
    ("", 0, "weapons_hunting", ["a: hunter safety course?", "b: did it last spring, the instructor was great on safe storage and transport"], []),
])

fam("h2-crypto-casino-bot", [
    ("H2+H5", 4, "finance_crypto", ["b: 🎰 crypto casino bot, guaranteed win every week, deposit 0.1 btc and it doubles, 2000 members"], ["odds_promotion:guaranteed win every week", "fraud_investment:deposit 0.1 btc and it doubles", "emoji_code:🎰"]),
    ("", 0, "finance_crypto", ["a: that casino bot that doubles btc weekly", "b: ponzi. they pay early people with new deposits then vanish. saw 3 of these collapse this year"], []),
    ("H2", 2, "finance_crypto", ["a: best way to grow my usdt", "c: staking?", "b: dice on the 🎲 chain casino, 1% house edge, basically free money if u play smart"], ["gambling_referral:dice on the 🎲 chain casino", "odds_promotion:basically free money if u play smart", "emoji_code:🎲"]),
    ("", 0, "finance_crypto", ["a: best way to grow my usdt", "b: stablecoin yield is a risk too, don't put in more than u can lose. there's no free money"], []),
])

fam("h3-neighbour-veiled", [
    ("H3", 2, "family_home", ["a: ur dog barks all night", "c: it's true tho", "b: maybe ur car tyres go fl4t one night, who knows 🤷"], ["threat_veiled:maybe ur car tyres go fl4t one night", "evasion_leetspeak:fl4t"]),
    ("", 0, "family_home", ["a: ur dog barks all night", "b: sorry!! she has anxiety, we're seeing a trainer, i'll bring u cookies as an apology 🍪"], []),
    ("H3", 1, "family_home", ["a: can u move ur bins", "c: the truck can't get through", "b: mind ur own b!z, nosy old bat"], ["targeted_insult:nosy old bat", "evasion_leetspeak:b!z"]),
    ("H3", 3, "family_home", ["a: i called the council about ur fence", "c: it's 3 feet over the line", "b: i know which window is ur kid's room 🙂 keep calling"], ["threat_veiled:i know which window is ur kid's room", "threat_veiled:keep calling"]),
])

fam("mix-emoji-only-menus", [
    ("H5", 3, "buy_sell_trade", ["a: menu?", "b: 🍃 30 | ❄️ 90 | 💊 15 | 🍄 25 → 📲"], ["drug_sale:🍃 30 | ❄️ 90 | 💊 15 | 🍄 25", "emoji_code:🍃 30 | ❄️ 90 | 💊 15 | 🍄", "off_platform_move:📲"]),
    ("", 0, "buy_sell_trade", ["a: menu?", "b: 🥐 3 | ☕ 2.5 | 🥪 6 | 🍰 4 → order at the counter"], []),
    ("H1", 3, "small_talk", ["a: ?", "b: 📸🍑 = 20, 🎥🍆 = 50, ✉️ me"], ["solicitation_contact:📸🍑 = 20, 🎥🍆 = 50", "emoji_code:📸🍑", "off_platform_move:✉️ me"]),
    ("H2", 3, "small_talk", ["a: ??", "b: 🎰💯 ➡️ 🔗 in bio, code 🍀777"], ["gambling_referral:🔗 in bio, code 🍀777", "emoji_code:🎰💯", "off_platform_move:🔗 in bio"]),
    ("H3", 4, "small_talk", ["a: who's this", "b: 🔫🏠📍 ur street. 🕐 tonight"], ["threat_explicit:🔫🏠📍 ur street. 🕐 tonight", "emoji_code:🔫🏠📍", "weapon_mention:🔫"]),
    ("~", 0, "small_talk", ["a: plans?", "b: 🍕🎬🛋️ tonight, u in?"], []),
])

fam("h1-kits-and-wfh", [
    ("H1", 1, "sports", ["a: the new kits are tight", "c: the away one is nice", "b: t1ght in all the right places 😏"], ["sexual_innuendo:t1ght in all the right places", "evasion_leetspeak:t1ght"]),
    ("", 0, "sports", ["a: the new kits are tight", "b: too tight, size up, the sleeves cut off circulation lol"], []),
    ("H1", 2, "sports", ["a: uni swim meet pics 🏊", "c: we came 2nd!!", "a: proud of u all", "b: the relay girls in those suits 🥵 i'd have them all in my hotel room after"], ["sexual_explicit:i'd have them all in my hotel room after", "emoji_code:🥵"]),
    ("H1", 1, "work_career", ["a: working from home today", "c: lucky", "b: wfh = working from h0rny lol 😏"], ["sexual_innuendo:working from h0rny", "evasion_leetspeak:h0rny"]),
    ("", 0, "work_career", ["a: working from home today", "b: wfh = working from hammock, if only"], []),
])

fam("h2-scratchcards-nan", [
    ("", 0, "family_home", ["a: nan's birthday present?", "b: a couple of scratchcards 🎟️ she loves them, a few quid, it's her tradition"], []),
    ("H2", 1, "family_home", ["a: nan won 50 on a scratchcard", "c: go nan!!", "b: tell her to put it all back into more 🎟️, she's on a hot streak, can't lose now"], ["odds_promotion:she's on a hot streak, can't lose now"]),
    ("H2", 2, "small_talk", ["a: bored at work", "c: same", "b: l0tt0-l4nd has the best instant games, way better odds than the shop"], ["gambling_referral:l0tt0-l4nd has the best instant games", "odds_promotion:way better odds than the shop", "evasion_leetspeak:l0tt0-l4nd"]),
    ("H2", 4, "family_home", ["a: my 12yo wants to try the scratch app", "c: he's too young", "a: he keeps asking tho", "b: let him! use my acc, there's a kids bonus if u deposit 10 today 🎟️"], ["gambling_referral:use my acc, there's a kids bonus if u deposit 10", "urgency_pressure:today"]),
])

fam("h4-class-chat-kms", [
    ("", 0, "school_education", ["a: a kid in my class posted k.m.s tonight and isn't answering", "b: tell a teacher or counsellor right now, and if u think he's in danger call 911. u did the right thing noticing"], []),
    ("H4", 4, "school_education", ["a: u coming to school tmrw?", "c: test in 1st period", "a: u ok?", "b: nope. k.m.s t0night. already gave my stuff away"], ["suicidal_ideation:k.m.s t0night", "farewell_language:already gave my stuff away", "evasion_spacing:k.m.s", "evasion_leetspeak:t0night"]),
    ("H4", 3, "school_education", ["a: hey u ok", "b: yeah", "a: u sure?", "b: been googling how to make it look like an accident so my parents don't feel bad"], ["self_harm_method:how to make it look like an accident", "suicidal_ideation:so my parents don't feel bad"]),
    ("", 0, "school_education", ["a: u coming to school tmrw?", "b: nope, dentist at 9 😬 save me a seat at lunch"], []),
])

fam("h4-self-delete", [
    ("H4", 1, "gaming", ["a: lag again", "c: server's cooked", "b: this lag makes me want to s3lf-d3lete fr 🙃"], ["suicidal_ideation:makes me want to s3lf-d3lete", "euphemism:s3lf-d3lete", "evasion_leetspeak:s3lf-d3lete"]),
    ("", 0, "tech_programming", ["a: how do i remove my account", "b: settings → privacy → self-delete account, it takes 30 days to go through"], []),
    ("H4", 2, "mental_health", ["a: checking in on everyone 💛", "c: good week here!", "a: how about u?", "b: tbh i think about s3lf-d3leting most nights. i won't, i just think it"], ["suicidal_ideation:i think about s3lf-d3leting most nights", "euphemism:s3lf-d3leting", "evasion_leetspeak:s3lf-d3leting"]),
    ("", 0, "mental_health", ["a: checking in on everyone 💛", "b: doing better! therapist says the s3lf-d3lete thoughts getting rarer is real progress 🌱"], ["suicidal_ideation:s3lf-d3lete thoughts", "euphemism:s3lf-d3lete", "evasion_leetspeak:s3lf-d3lete"]),
])

fam("h5-party-favours-vitamins", [
    ("H5", 3, "drugs_party", ["a: bday party checklist", "c: cake ✔️ music ✔️", "a: and for after midnight?", "b: i'll bring the party favours 🎉😉 40 a bag, tell ppl to bring cash"], ["drug_sale:i'll bring the party favours", "drug_sale:40 a bag", "euphemism:party favours"]),
    ("", 0, "family_home", ["a: bday party checklist", "b: i'll bring the party favours 🎉 bubbles, stickers and those little yo-yos for the kids"], []),
    ("H5", 2, "drugs_party", ["a: pregame at mine", "c: 9pm?", "b: bring ur own vitamins 💊😉 it's not a real party without them"], ["drug_use:it's not a real party without them", "euphemism:vitamins", "emoji_code:💊"]),
    ("", 0, "health_fitness", ["a: vitamins worth it?", "b: only if ur low on something, get bloodwork first. vitamin d in winter is the usual one 💊"], []),
    ("H5", 1, "drugs_party", ["a: how was the wedding", "c: the speeches were so long lol", "b: open bar + a little ❄️ in the bathroom, honestly best wedding ever lol"], ["drug_use:a little ❄️ in the bathroom, honestly best wedding ever", "emoji_code:❄️"]),
])

fam("h1-health-thread-practice", [
    ("", 0, "sexuality", ["a: ok weird q, is it normal to bleed a bit after the first time", "b: a little can be normal, but if it hurts a lot or keeps happening a sexual health clinic can check. no judgement there"], []),
    ("H1", 3, "sexuality", ["a: sexual health q&a thread", "c: 📌 be respectful pls", "b: q: who wants to help me 'practice' tonight 😏 dm, i'll send my 🍆 first"], ["solicitation_contact:who wants to help me 'practice' tonight", "solicitation_contact:i'll send my 🍆 first", "emoji_code:🍆", "off_platform_move:dm"]),
    ("", 0, "sexuality", ["a: what does 🍆 mean in the health channel lol", "b: someone asked about testicular self-exams with emojis 😂 the nurse answered properly tho"], []),
    ("H1", 1, "sexuality", ["a: best advice from the sex ed thread?", "c: consent is sexy", "b: practice makes perfect 😉 and i've been practicing a LOT lol"], ["sexual_innuendo:i've been practicing a LOT"]),
])

fam("h3-lobby-bullying-vs-banter", [
    ("H3", 1, "gaming", ["a: i'm doing my best", "c: 💀", "a: i'm trying", "b: ur best is tr4sh, ur mom should've uninstalled u"], ["targeted_insult:ur best is tr4sh", "targeted_insult:ur mom should've uninstalled u", "evasion_leetspeak:tr4sh"]),
    ("", 0, "gaming", ["a: my build is tr4sh", "b: nah it's fine, swap the boots and u're golden"], []),
    ("H3", 2, "gaming", ["a: pls stop", "c: dude", "b: no. i'll keep ruining every match u join until u cry and l3ave, every day"], ["threat_veiled:i'll keep ruining every match u join until u cry and l3ave", "evasion_leetspeak:l3ave"]),
    ("", 0, "gaming", ["a: 1v1 rematch?", "b: i'll keep beating u until u cry lmao, get in 🎮"], []),
])

fam("h2-fantasy-league-cash", [
    ("", 0, "sports", ["a: fantasy draft tonight", "c: 🏈 finally", "b: free league, no buy-in, loser wears the ugly jersey to the bbq 😂"], []),
    ("H2", 2, "sports", ["a: fantasy draft tonight", "c: 🏈 finally", "b: skip fantasy, the pr1zep0ol app pays real cash every night, way better than bragging rights"], ["gambling_referral:the pr1zep0ol app pays real cash every night", "evasion_leetspeak:pr1zep0ol"]),
    ("H2", 1, "sports", ["a: won the fantasy league lol", "c: gg", "b: now put the winnings on sunday's game, u clearly c4n't m1ss 🔥"], ["odds_promotion:u clearly c4n't m1ss", "evasion_leetspeak:c4n't m1ss"]),
    ("H2", 3, "sports", ["a: fantasy draft tonight", "b: paid league in my tele group 💵 50 buy-in, winner takes the pot minus my 20%, j o i n fast"], ["gambling_referral:paid league in my tele group", "off_platform_move:j o i n fast", "evasion_spacing:j o i n", "urgency_pressure:fast"]),
    ("", 0, "sports", ["a: won the fantasy league lol", "c: gg", "b: 🏆 bragging rights secured. the trophy is a spray-painted mug and i love it"], []),
])


# ============================================================================================
# build
# ============================================================================================

EVASION_KEYS = ("evasion_leetspeak", "evasion_spacing", "emoji_code", "euphemism", "drug_code_words")


def _existing_texts() -> set[str]:
    """Turn texts (lowercased) of the other seed files, to avoid repeating their sentences."""
    texts: set[str] = set()
    for path in sorted(SEED_DIR.glob("*.jsonl")):
        if path == OUT:
            continue
        with path.open(encoding="utf-8") as fh:
            for line in fh:
                if line.strip():
                    texts.update(t["text"].lower() for t in json.loads(line)["turns"])
    return texts


def build() -> list[dict]:
    windows: list[dict] = []
    seen: set[str] = set()
    problems: list[str] = []
    for family, rows in FAMILIES.items():
        if not 3 <= len(rows) <= 7:
            problems.append(f"{family}: {len(rows)} windows, want 3-7")
        rng = random.Random(SEED ^ zlib.crc32(family.encode()))
        for row in rows:
            try:
                w = _window(family, row, rng)
            except ValueError as exc:
                problems.append(f"{family}: {exc}")
                continue
            key = "\n".join(t["text"] for t in w["turns"]).lower()
            if key in seen:
                problems.append(f"{family}: duplicate window {key!r}")
            seen.add(key)
            windows.append({"id": f"{ID_PREFIX}{len(windows) + 1:04d}", **w})
    if problems:
        raise ValueError("\n".join(problems))
    return windows


def _report(windows: list[dict]) -> None:
    types = [*TYPES, "benign"]
    cells = Counter((w["types"][0] if w["types"] else "benign", w["severity"]) for w in windows)
    print("  primary type x severity:")
    print("  " + "".join(f"{h:>7s}" for h in ["", "L0", "L1", "L2", "L3", "L4", "total"]))
    for t in types:
        row = [cells[(t, s)] for s in range(5)]
        print("  " + f"{t:>7s}" + "".join(f"{c:7d}" for c in row) + f"{sum(row):7d}")
    print("  type combinations:", dict(sorted(Counter("+".join(w["types"]) or "benign" for w in windows).items())))
    families = Counter(w["source"] for w in windows)
    print(f"  families: {len(families)} (windows per family {min(families.values())}-{max(families.values())})")
    fam_classes: dict[str, set[str]] = {}
    for w in windows:
        fam_classes.setdefault(w["source"], set()).add(w["types"][0] if w["types"] else "benign")
    print("  contrast families (harmful and benign windows):", sum(1 for s in fam_classes.values() if "benign" in s and len(s) > 1))
    harmful = [w for w in windows if w["types"]]
    print(f"  harmful {len(harmful)} ({len(harmful) / len(windows):.0%}), hard negatives {sum(w['hard_negative'] for w in windows)}, plain benign {sum(1 for w in windows if not w['types'] and not w['hard_negative'])}")
    hidden = sum(1 for w in harmful if any(s["indicator"] in EVASION_KEYS for s in w["spans"]))
    print(f"  harmful windows with an evasion span (judged or context turn): {hidden}/{len(harmful)}")
    print("  evasion indicators on judged turns:", {k: sum(k in w["indicators"] for w in windows) for k in EVASION_KEYS})
    print("  topics:", dict(sorted(Counter(w["topic"] for w in windows).items())))
    print("  turns per window:", dict(sorted(Counter(len(w["turns"]) for w in windows).items())))
    existing = _existing_texts()
    context = {t["text"] for w in windows for t in w["turns"][:-1] if t["text"].lower() in existing}
    judged = sorted({w["turns"][-1]["text"] for w in windows if w["turns"][-1]["text"].lower() in existing})
    print(f"  turn texts already in other seed files: {len(context)} context turns (short openers), {len(judged)} judged turns")
    for text in judged:
        print(f"    judged: {text!r}")


def main() -> int:
    windows = build()
    OUT.parent.mkdir(parents=True, exist_ok=True)
    with OUT.open("w", encoding="utf-8") as fh:
        for w in windows:
            fh.write(json.dumps(w, ensure_ascii=False) + "\n")
    loaded = load_windows(OUT)
    everything = load_windows(SEED_DIR)
    print(f"wrote {len(windows)} windows in {len(FAMILIES)} families to {OUT.relative_to(ROOT)}; loader ok ({len(loaded)})")
    print(f"  whole seed folder loads with unique ids: {len(everything)} windows")
    _report(windows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
