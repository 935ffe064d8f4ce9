"""BRACE seed windows for H1 (sexual), H2 (gambling), H5 (drugs, weapons, fraud, hate) and their hard negatives.

Writes data/brace/seed/sexual_gambling_illegal.jsonl deterministically:

* HAND: fully hand-written windows, grouped by family.
* FAMS: compositional families: a context bank, a judged-turn template and phrase banks per slot.
  Every family has its own `source` ("seed:sexual_gambling_illegal/<family>"), so the family split
  keeps near-duplicates together.

Notation (both parts):

* a turn is "role: text"; roles are mapped to pseudonyms per window (same role, same author).
* evidence is "indicator:substring" on the judged (last) turn, or "N>indicator:substring" on context
  turn N. Offsets are always computed from the substring in the final text, never written by hand.
  Judged-turn indicators are exactly the indicators of the judged-turn evidence.
* slot values are a plain string (no evidence) or a tuple (text, ev, ...), where ev is "indicator"
  (the whole value) or "indicator:substring of the value".

Content rules: no real people, invented domains/handles (example.* / made-up names), nothing explicit
involving minors (only the abstract grooming pattern: age + request + secrecy), no real slurs.

Run: python scripts/brace_seed/sexual_gambling_illegal.py
"""

from __future__ import annotations

import json
import random
import re
import sys
import zlib
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "data" / "brace" / "seed" / "sexual_gambling_illegal.jsonl"
FILE = "sexual_gambling_illegal"
ID_PREFIX = "seed-sgi-"
SEED = 20240603

NAMES = [
    "kai", "mira", "dex", "juno", "rae", "tobi", "lux", "nova", "pip", "zed", "ash", "bex", "cole", "dani",
    "eli", "fenn", "gigi", "hux", "ivy", "jax", "kit", "lena", "milo", "nia", "ozzy", "pax", "quin", "remy",
    "sol", "tess", "uma", "vik", "wren", "xan", "yuki", "zara", "bo", "cass", "drew", "emmy", "finch", "gus",
    "hana", "iggy", "jojo", "kora", "lio", "moss", "nell", "otto", "pia", "rio", "sage", "tam", "vee", "wolfie",
    "mochi", "bytebard", "nightowl_7", "crispy", "frogking", "lilbean", "stax", "vanta", "pixel_pete", "sunny.d",
    "k3vvy", "toast", "marlow", "ren", "ibis", "ferro", "clover", "dusk",
]
MOD_NAMES = ["mod", "mod_ana", "admin", "helper_bot", "mod.tiz", "staff_jin"]

_EV = re.compile(r"^(?:(\d+)>)?([a-z_]+):(.+)$", re.S)
_BAD_EDGE = set(" \t\n,.;:!?()")


def _span(text: str, sub: str, base: int = 0) -> tuple[int, int]:
    i = text.find(sub, base)
    if i < 0:
        raise ValueError(f"evidence {sub!r} not in {text!r}")
    if sub[0] in _BAD_EDGE or sub[-1] in _BAD_EDGE:
        raise ValueError(f"evidence {sub!r} starts or ends with space/punctuation")
    return i, i + len(sub)


def _roles(turns: list[str], rng: random.Random) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    names = rng.sample(NAMES, 8)
    mapping: dict[str, str] = {}
    for t in turns:
        role, _, text = t.partition(": ")
        if not text:
            raise ValueError(f"turn needs 'role: text': {t!r}")
        if role not in mapping:
            if role.startswith("mod"):
                mapping[role] = rng.choice(MOD_NAMES)
            else:
                mapping[role] = names[len(mapping)]
        out.append((mapping[role], text))
    return out


@dataclass
class Rec:
    family: str
    types: list[str]
    severity: int
    topic: str
    turns: list[tuple[str, str]]
    spans: list[tuple[int, int, int, str]]  # turn, start, end, indicator
    hard_negative: bool

    def indicators(self) -> list[str]:
        last = len(self.turns) - 1
        seen: list[str] = []
        for t, _s, _e, ind in self.spans:
            if t == last and ind not in seen:
                seen.append(ind)
        return seen


def _types(spec: str) -> list[str]:
    return [t for t in spec.split("+") if t]


def hand_rec(family: str, row: tuple, rng: random.Random) -> Rec:
    types, sev, topic, turns, evs = row[:5]
    turns_r = _roles(turns, rng)
    last = len(turns_r) - 1
    spans: list[tuple[int, int, int, str]] = []
    for ev in evs:
        m = _EV.match(ev)
        if not m:
            raise ValueError(f"bad evidence {ev!r}")
        t = int(m.group(1)) if m.group(1) is not None else last
        s, e = _span(turns_r[t][1], m.group(3))
        spans.append((t, s, e, m.group(2)))
    ty = _types(types)
    return Rec(family, ty, sev, topic, turns_r, spans, hard_negative=not ty)


@dataclass
class Fam:
    name: str
    types: str
    severity: int
    n: int
    topics: list[str]
    contexts: list  # each: list of "role: text" (judged speaker is "s"), optionally ("topic", [...])
    template: str  # "{slot} literal {slot2}"
    slots: dict = field(default_factory=dict)


_SLOT = re.compile(r"\{(\w+)\}")


def _render(template: str, choice: dict) -> tuple[str, list[tuple[int, int, str]]]:
    text = ""
    spans: list[tuple[int, int, str]] = []
    pos = 0
    for m in _SLOT.finditer(template):
        text += template[pos : m.start()]
        val = choice[m.group(1)]
        if isinstance(val, tuple):
            vtext, evs = val[0], val[1:]
        else:
            vtext, evs = val, ()
        base = len(text)
        for ev in evs:
            ind, _, sub = ev.partition(":")
            sub = sub or vtext.strip(" ,.;:!?()")
            s, e = _span(vtext, sub)
            spans.append((base + s, base + e, ind))
        text += vtext
        pos = m.end()
    text += template[pos:]
    return text, spans


def fam_recs(fam: Fam, used: set[str]) -> list[Rec]:
    rng = random.Random(SEED ^ zlib.crc32(fam.name.encode()))
    out: list[Rec] = []
    tries = 0
    while len(out) < fam.n and tries < fam.n * 60:
        tries += 1
        ctx = rng.choice(fam.contexts)
        topic = rng.choice(fam.topics)
        if isinstance(ctx, tuple):
            topic, ctx = ctx
        choice = {k: rng.choice(v) for k, v in fam.slots.items()}
        text, sp = _render(fam.template, choice)
        if "  " in text or text != text.strip():
            raise ValueError(f"{fam.name}: spacing problem in {text!r}; put spaces inside slot values")
        key = text.lower()
        if key in used:
            continue
        used.add(key)
        turns_r = _roles([*ctx, "s: " + text], rng)
        last = len(turns_r) - 1
        spans = [(last, s, e, ind) for s, e, ind in sp]
        ty = _types(fam.types)
        out.append(Rec(fam.name, ty, fam.severity, topic, turns_r, spans, hard_negative=not ty))
    return out


# --------------------------------------------------------------------------------------------
# Part A: hand-written windows.  (types, severity, topic, turns, evidence)
# --------------------------------------------------------------------------------------------

HAND: dict[str, list[tuple]] = {
    "hand-h1-innuendo": [
        ("H1", 1, "small_talk", ["o: my cucumbers finally grew", "s: big ones? asking for a friend 😏"], ["sexual_innuendo:big ones? asking for a friend"]),
        ("H1", 1, "gaming", ["o: can someone hop on and help me push mid", "s: i'll push anything you want babe 😉"], ["sexual_innuendo:i'll push anything you want babe"]),
        ("H1", 1, "health_fitness", ["o: leg day destroyed me, can't sit", "s: lucky whoever gets to see those squats pay off 🍑"], ["sexual_innuendo:lucky whoever gets to see those squats pay off", "emoji_code:🍑"]),
        ("H1", 1, "work_career", ["o: boss wants it done hard and fast", "s: that's what she said, sorry, had to"], ["sexual_innuendo:that's what she said"]),
        ("H1", 1, "entertainment_media", ["o: the pool scene in ep 4 tho", "s: i rewound it for 'plot reasons' 👀🍆"], ["sexual_innuendo:i rewound it for 'plot reasons'", "emoji_code:🍆"]),
        ("H1", 1, "small_talk", ["s: netflix and chill tonight? 😏 no netflix involved"], ["sexual_innuendo:netflix and chill tonight", "euphemism:netflix and chill"]),
        ("H1", 1, "family_home", ["o: new mattress arrived finally", "s: time to test how squeaky it is 😈"], ["sexual_innuendo:time to test how squeaky it is"]),
        ("H1", 1, "tech_programming", ["o: my laptop keeps getting hot when i use it in bed", "s: same thing happens to me lol 🥵"], ["sexual_innuendo:same thing happens to me lol", "emoji_code:🥵"]),
        ("H1", 1, "sports", ["o: ref blew his whistle way too early", "s: story of my ex's life tbh 💀"], ["sexual_innuendo:story of my ex's life"]),
        ("H1", 1, "drugs_party", ["o: who's bringing the ice for the party", "s: i'm bringing the heat 🍒 if you know what i mean"], ["sexual_innuendo:i'm bringing the heat", "emoji_code:🍒"]),
        ("H1", 1, "school_education", ["o: the biology chapter on reproduction is so long", "s: i'd volunteer for the practical exam 😏"], ["sexual_innuendo:i'd volunteer for the practical exam"]),
        ("H1", 1, "buy_sell_trade", ["o: selling my old joystick, barely used", "s: 'barely used' joystick 💀 sure buddy"], ["sexual_innuendo:'barely used' joystick"]),
    ],
    "hand-h1-explicit-unwanted": [
        ("H1", 2, "gaming", ["o: anyone wanna duo", "s: only if you moan on mic like last time, got me hard ngl"], ["sexual_explicit:moan on mic like last time, got me hard"]),
        ("H1", 2, "dating_relationships", ["o: just joined, hi all", "s: hi, your pfp made me think about what you look like under that hoodie"], ["sexual_explicit:what you look like under that hoodie"]),
        ("H1", 2, "work_career", ["o: @li can you review my PR", "s: i'd rather review your body on my desk tbh"], ["sexual_explicit:review your body on my desk"]),
        ("H1", 2, "small_talk", ["o: goodnight chat", "s: night, i'll be thinking about you naked in that bed"], ["sexual_explicit:thinking about you naked in that bed"]),
        ("H1", 2, "sexuality", ["s: last night she s.u.c.k.e.d me for an hour, best night of my life"], ["sexual_explicit:s.u.c.k.e.d me for an hour", "evasion_spacing:s.u.c.k.e.d"]),
        ("H1", 2, "entertainment_media", ["o: that singer is so talented", "s: talented with her m0uth 100%, i'd let her r1de me all night"], ["sexual_explicit:i'd let her r1de me all night", "sexual_explicit:talented with her m0uth", "evasion_leetspeak:m0uth", "evasion_leetspeak:r1de"]),
        ("H1", 2, "health_fitness", ["o: posted my progress pic in #gym", "s: those thighs would look better wrapped around my head"], ["sexual_explicit:those thighs would look better wrapped around my head"]),
        ("H1", 2, "school_education", ["o: the new TA is nice", "s: nice? i'd bend her over the lab bench"], ["sexual_explicit:i'd bend her over the lab bench"]),
        ("H1", 2, "identity_community", ["o: hi i'm new, she/her, into painting", "s: cool, what are you into in bed tho"], ["sexual_explicit:what are you into in bed"]),
        ("H1", 2, "small_talk", ["o: stop talking to me like that", "p: dude chill", "s: relax, i just said her tits look great in that pic"], ["sexual_explicit:her tits look great in that pic"]),
        ("H1", 2, "family_home", ["o: my roommate's gf is staying over again", "s: bet the walls are thin enough to hear everything 🍆💦 describe it"], ["sexual_explicit:bet the walls are thin enough to hear everything", "emoji_code:🍆💦"]),
        ("H1", 2, "sports", ["o: she won the 400m!", "s: that body in a tight suit... i'd fu*k her till she can't run"], ["sexual_explicit:i'd fu*k her till she can't run", "evasion_leetspeak:fu*k"]),
    ],
    "hand-h1-solicit": [
        ("H1", 3, "buy_sell_trade", ["s: 🔞 n00dz pack 15$ / custom vids 40$, paypal f&f, dm"], ["solicitation_contact:n00dz pack 15$ / custom vids 40$", "evasion_leetspeak:n00dz", "off_platform_move:dm"]),
        ("H1", 3, "dating_relationships", ["o: hey", "s: hey cutie send me a pic of you in the shower 😘"], ["solicitation_contact:send me a pic of you in the shower"]),
        ("H1", 3, "dating_relationships", ["o: i said no already", "s: c'mon one nude and i stop, promise"], ["solicitation_contact:one nude and i stop"]),
        ("H1", 3, "gaming", ["o: thanks for the carry", "s: pay me back with some spicy pics 😉 snap: hotcarry_example"], ["solicitation_contact:pay me back with some spicy pics", "euphemism:spicy pics", "off_platform_move:snap: hotcarry_example"]),
        ("H1", 3, "server_meta", ["s: hot singles in your server 💋 see all my content free at babes-lounge.example 👈"], ["solicitation_contact:see all my content free at babes-lounge.example", "euphemism:my content"]),
        ("H1", 3, "work_career", ["o: looking for side jobs", "s: i pay 50 for foot pics and more for 'premium' ones, add my tele"], ["solicitation_contact:i pay 50 for foot pics and more for 'premium' ones", "euphemism:'premium' ones", "off_platform_move:add my tele"]),
        ("H1", 3, "sexuality", ["s: s e l l i n g my private vids, 10 for 5$, only today ⏰"], ["solicitation_contact:s e l l i n g my private vids, 10 for 5$", "evasion_spacing:s e l l i n g", "urgency_pressure:only today"]),
        ("H1", 3, "small_talk", ["o: anyone awake", "s: me, lonely. looking for someone to trade pics with, no face needed, dm 📸"], ["solicitation_contact:looking for someone to trade pics with", "off_platform_move:dm"]),
        ("H1", 3, "dating_relationships", ["o: please stop", "p: leave her alone man", "s: not until she sends what i asked for. i know you want to 😈"], ["solicitation_contact:not until she sends what i asked for"]),
        ("H1", 3, "tech_programming", ["s: free OnlyVids leaks 🍑 all creators, join t.me/leakvault_example"], ["solicitation_contact:free OnlyVids leaks", "emoji_code:🍑", "off_platform_move:join t.me/leakvault_example"]),
        ("H1", 3, "buy_sell_trade", ["o: what do you sell", "s: 'massages' with happy ending 💆‍♀️ 120/h, outcall, text 555-0182"], ["solicitation_contact:'massages' with happy ending", "euphemism:happy ending", "off_platform_move:text 555-0182"]),
        ("H1", 3, "mental_health", ["o: feeling lonely tonight", "s: i can fix that. video call, cam on, clothes off 😏 add me"], ["solicitation_contact:video call, cam on, clothes off", "off_platform_move:add me"]),
        ("H1", 3, "entertainment_media", ["s: rate my 🍆 pic, dm and i'll send it, girls only"], ["solicitation_contact:rate my 🍆 pic, dm and i'll send it", "emoji_code:🍆", "off_platform_move:dm"]),
        ("H1", 3, "sexuality", ["s: ¿quién quiere fotos calientes? 🔥 10 fotos 5€, escríbeme al privado"], ["solicitation_contact:fotos calientes", "off_platform_move:escríbeme al privado"]),
    ],
    "hand-h1-minor-grooming": [
        ("H1", 4, "gaming", ["o: i'm 13 lol my mom says bed at 10", "s: 13 and already this good? you seem mature. add me on a private app, don't tell your mom"], ["minor_sexualization:13 and already this good? you seem mature", "off_platform_move:add me on a private app", "urgency_pressure:don't tell your mom"]),
        ("H1", 4, "school_education", ["o: ugh 8th grade homework", "s: you're cute for an 8th grader. send a pic? just between us 🤫"], ["minor_sexualization:you're cute for an 8th grader. send a pic", "solicitation_contact:send a pic", "urgency_pressure:just between us"]),
        ("H1", 4, "entertainment_media", ["o: i'm in year 9 and obsessed with this show", "s: year 9? mature for your age 😉 our secret chat, i'll teach you things"], ["minor_sexualization:year 9? mature for your age", "urgency_pressure:our secret chat"]),
        ("H1", 4, "small_talk", ["o: i'm 14 and bored", "s: 14 is the perfect age. delete our messages after, ok? send one in your pj's"], ["minor_sexualization:14 is the perfect age", "minor_sexualization:send one in your pj's", "solicitation_contact:send one in your pj's", "urgency_pressure:delete our messages after"]),
        ("H1", 4, "family_home", ["o: my parents are out, i'm 15 so i'm home alone", "s: home alone at 15 😏 turn your cam on, nobody has to know"], ["minor_sexualization:home alone at 15", "solicitation_contact:turn your cam on", "urgency_pressure:nobody has to know"]),
        ("H1", 4, "gaming", ["o: i'm still in middle school", "s: i'll buy you skins if you send me a pic, keep it secret from your parents"], ["minor_sexualization:i'll buy you skins if you send me a pic", "solicitation_contact:send me a pic", "urgency_pressure:keep it secret from your parents"]),
        ("H1", 4, "buy_sell_trade", ["s: selling 'young' content 🍼 private folder, crypto only, dm"], ["minor_sexualization:'young' content 🍼", "solicitation_contact:private folder", "emoji_code:🍼", "off_platform_move:dm"]),
        ("H1", 4, "school_education", ["o: im 12 can i join", "s: 12 😍 ofc. dm me a selfie first, no adults allowed in our chat"], ["minor_sexualization:12 😍 ofc. dm me a selfie", "solicitation_contact:dm me a selfie", "urgency_pressure:no adults allowed in our chat"]),
    ],
    "hand-h1-leak-sextortion": [
        ("H1", 4, "dating_relationships", ["o: we're done, stop texting me", "s: fine. everyone in the server gets your pics tonight then"], ["doxxing_personal_info:everyone in the server gets your pics", "urgency_pressure:tonight"]),
        ("H1+H5", 4, "finance_crypto", ["s: i have your video. pay 300$ in btc in 24h or i send it to all your contacts"], ["doxxing_personal_info:i have your video", "fraud_phishing:pay 300$ in btc", "urgency_pressure:in 24h", "doxxing_personal_info:send it to all your contacts"]),
        ("H1", 4, "school_education", ["o: please delete them", "s: send more or i post the old ones in the class group"], ["solicitation_contact:send more", "doxxing_personal_info:i post the old ones in the class group"]),
        ("H1", 4, "server_meta", ["s: who wants n*des of @rina? she sent them to me, dropping in 10 min"], ["doxxing_personal_info:n*des of @rina", "evasion_leetspeak:n*des", "urgency_pressure:dropping in 10 min"]),
        ("H1", 4, "work_career", ["o: i'm reporting you to hr", "s: go ahead, i still have those pics from the party. your boss would love them"], ["doxxing_personal_info:i still have those pics from the party. your boss would love them"]),
        ("H1", 4, "tech_programming", ["s: ex's private folder leaked 🔥 link in bio, her name + city inside"], ["doxxing_personal_info:ex's private folder leaked", "doxxing_personal_info:her name + city inside"]),
    ],
    "hand-h2-nudge-promo": [
        ("H2", 1, "sports", ["o: derby tomorrow", "s: throw a fifty on the home side, it's basically free money"], ["odds_promotion:throw a fifty on the home side, it's basically free money"]),
        ("H2", 1, "small_talk", ["o: broke till friday", "s: spin some slots then, that's how i paid rent last month lol"], ["odds_promotion:spin some slots then, that's how i paid rent last month"]),
        ("H2", 1, "gaming", ["o: ranked is so boring", "s: put money on your own games then, way more fun 💸"], ["odds_promotion:put money on your own games then"]),
        ("H2", 1, "work_career", ["o: payday!!", "s: double it on red, you only live once 🎰"], ["odds_promotion:double it on red", "emoji_code:🎰"]),
        ("H2", 1, "sports_betting", ["s: hit a 9-leg acca this morning 🤑 who's following my picks this weekend"], ["odds_promotion:hit a 9-leg acca this morning", "odds_promotion:who's following my picks"]),
        ("H2", 2, "sports_betting", ["s: LuckyLlama casino has the loosest slots rn, pays out same day"], ["gambling_referral:LuckyLlama casino", "odds_promotion:the loosest slots rn, pays out same day"]),
        ("H2", 2, "finance_crypto", ["o: any good way to flip my sol", "s: CoinCrash is where it's at, 50x multipliers every hour 🚀"], ["gambling_referral:CoinCrash", "odds_promotion:50x multipliers every hour"]),
        ("H2", 2, "sports", ["o: tipster recs?", "s: follow BankerBoyTips, 11 winners in a row, he never misses"], ["gambling_referral:follow BankerBoyTips", "odds_promotion:11 winners in a row, he never misses"]),
        ("H2", 2, "entertainment_media", ["o: that streamer is so chill", "s: his sponsor SpinVerse is legit the best casino, i'm on it every night"], ["gambling_referral:SpinVerse is legit the best casino"]),
        ("H2", 2, "gaming", ["s: c4s3 opening site SkinJackpot gives best odds on knives 🔪 no joke"], ["gambling_referral:c4s3 opening site SkinJackpot", "odds_promotion:best odds on knives", "evasion_leetspeak:c4s3"]),
    ],
    "hand-h2-referral-chase": [
        ("H2", 3, "sports_betting", ["s: use code ACE100 on betmint.example for 100% first deposit 🔥"], ["gambling_referral:use code ACE100 on betmint.example", "gambling_referral:100% first deposit"]),
        ("H2", 3, "sports_betting", ["o: lost 400 this week, i'm done", "s: don't quit now, you're due a win. double the stake and get it all back tonight"], ["odds_promotion:you're due a win", "odds_promotion:double the stake and get it all back", "urgency_pressure:tonight"]),
        ("H2", 3, "server_meta", ["s: VIP tips group 🔒 30$/month, 90% win rate, join t.me/goldpicks_example"], ["gambling_referral:VIP tips group 🔒 30$/month", "odds_promotion:90% win rate", "off_platform_move:join t.me/goldpicks_example"]),
        ("H2", 3, "gaming", ["o: how do you have so many skins", "s: r0ulette on skinflip.example, use my c0de FLIP7 for free coins"], ["gambling_referral:r0ulette on skinflip.example", "gambling_referral:use my c0de FLIP7", "evasion_leetspeak:r0ulette", "evasion_leetspeak:c0de"]),
        ("H2", 3, "finance_crypto", ["o: down 2k on crash", "s: just reload, martingale always recovers, deposit again now before the multiplier resets"], ["odds_promotion:martingale always recovers", "urgency_pressure:deposit again now", "odds_promotion:just reload"]),
        ("H2", 3, "small_talk", ["s: c a s i n o bonus 200 free spins ➡️ spinbay.example/ref/kx9, 2 hours left"], ["gambling_referral:c a s i n o bonus 200 free spins", "evasion_spacing:c a s i n o", "gambling_referral:spinbay.example/ref/kx9", "urgency_pressure:2 hours left"]),
        ("H2", 3, "sports", ["s: wanna bet the game? not here, dm me, we use whatsapp for the big slips"], ["odds_promotion:wanna bet the game", "off_platform_move:dm me, we use whatsapp"]),
        ("H2", 3, "sports_betting", ["s: apuestas seguras 💯 código GANA20 en apuestamax.example, solo hoy"], ["odds_promotion:apuestas seguras", "gambling_referral:código GANA20 en apuestamax.example", "urgency_pressure:solo hoy"]),
    ],
    "hand-h2-minors-fixed": [
        ("H2", 4, "school_education", ["o: we're in 9th grade, no cards", "s: no ID needed on rollkid.example, pay with gift cards, whole class uses it"], ["gambling_referral:no ID needed on rollkid.example", "gambling_referral:pay with gift cards"]),
        ("H2", 4, "gaming", ["o: i'm 15 can i still play", "s: ofc, just tick 18+ lol. use code TEEN50 for bonus coins on the slots"], ["gambling_referral:use code TEEN50 for bonus coins on the slots", "odds_promotion:just tick 18+"]),
        ("H2+H5", 4, "sports_betting", ["s: fixed match sunday 💯 2-1 ft, pay 80 usdt and i send the game"], ["odds_promotion:fixed match sunday 💯 2-1 ft", "fraud_investment:pay 80 usdt and i send the game"]),
        ("H2+H5", 4, "sports", ["o: how do you win every week", "s: inside guy at the club. fixed scores, 100% safe, 50€ entry then you copy my slips"], ["odds_promotion:fixed scores, 100% safe", "fraud_investment:50€ entry then you copy my slips"]),
        ("H2", 4, "family_home", ["o: my little bro is 12 and wants robux", "s: tell him to try the coin flip on robet.example, kids win big there 🎲"], ["gambling_referral:coin flip on robet.example", "odds_promotion:kids win big there"]),
        ("H2+H5", 4, "finance_crypto", ["s: betting bot guarantees 30% a week 🤖 send min 200 usdt to the manager, withdrawals after 3 months"], ["odds_promotion:guarantees 30% a week", "fraud_investment:send min 200 usdt to the manager", "fraud_investment:withdrawals after 3 months"]),
    ],
    "hand-h5-drugs": [
        ("H5", 1, "entertainment_media", ["o: this festival lineup is insane", "s: can't wait to be rolling face at the main stage ✨"], ["drug_use:rolling face at the main stage", "drug_code_words:rolling face"]),
        ("H5", 1, "small_talk", ["s: sunday plans: couch, 🍃, cartoons. perfection"], ["drug_use:🍃", "emoji_code:🍃"]),
        ("H5", 2, "school_education", ["o: exams monday and i can't stay awake", "s: just snort a bump before the exam, you'll ace it"], ["drug_use:snort a bump before the exam", "drug_code_words:bump"]),
        ("H5", 2, "drugs_party", ["o: never done shrooms", "s: do it this weekend, take a big dose, bad trips are a myth"], ["drug_use:take a big dose, bad trips are a myth", "drug_use:do it this weekend"]),
        ("H5", 3, "drugs_party", ["o: anyone holding", "s: 🍄 chocolate bars + 💊 blues, meetup near the station, cash only"], ["drug_sale:🍄 chocolate bars + 💊 blues", "emoji_code:🍄", "emoji_code:💊", "drug_code_words:blues"]),
        ("H5", 3, "buy_sell_trade", ["s: fr3sh sn0w just landed ❄️ 70/g, discreet drop, tele @frosty_example"], ["drug_sale:fr3sh sn0w just landed", "drug_sale:70/g", "evasion_leetspeak:sn0w", "drug_code_words:sn0w", "emoji_code:❄️", "off_platform_move:tele @frosty_example"]),
        ("H5", 3, "health_fitness", ["o: any way to get ozempic without a doc", "s: i got you, 'semi' pens + tren, no script needed, dm"], ["drug_sale:'semi' pens + tren, no script needed", "drug_code_words:tren", "off_platform_move:dm"]),
        ("H5", 3, "tech_programming", ["s: new shop on the onion, z4 + carts, ships in vacuum bags, code ZZ10"], ["drug_sale:z4 + carts, ships in vacuum bags", "drug_code_words:z4", "evasion_leetspeak:z4"]),
        ("H5", 3, "gaming", ["o: how are you still up at 5am grinding", "s: addy. got extra if you want, 5 a pill"], ["drug_sale:got extra if you want, 5 a pill", "drug_code_words:addy"]),
        ("H5", 4, "school_education", ["o: we're all 16 in the group chat", "s: perfect, i do a student discount 🍁🍬 bring friends from your class"], ["drug_sale:i do a student discount", "emoji_code:🍁🍬", "drug_sale:bring friends from your class"]),
        ("H5", 3, "drugs_party", ["s: ¿alguien quiere perico? ❄️ tengo del bueno, entrega hoy"], ["drug_sale:tengo del bueno, entrega hoy", "drug_code_words:perico", "emoji_code:❄️"]),
        ("H5", 3, "family_home", ["o: you still got the white?", "p: ??", "s: yeah same as last time, 2 for 150, come by after 9"], ["drug_sale:2 for 150, come by after 9", "0>drug_code_words:the white"]),
    ],
    "hand-h5-weapons": [
        ("H5", 3, "weapons_hunting", ["s: auto switchblades + brass knuckles in stock, ship anywhere, dm"], ["weapon_sale:auto switchblades + brass knuckles in stock", "off_platform_move:dm"]),
        ("H5", 3, "buy_sell_trade", ["o: need something for walking home", "s: got tasers disguised as phones, 40 each, no questions"], ["weapon_sale:got tasers disguised as phones, 40 each"]),
        ("H5", 4, "weapons_hunting", ["s: 🔫 clean pieces, no serial, 9mm + boxes of rounds, meet in person only"], ["weapon_sale:clean pieces, no serial, 9mm + boxes of rounds", "emoji_code:🔫", "weapon_mention:9mm"]),
        ("H5", 4, "gaming", ["o: bro that gun skin is nice", "s: i sell real ones too lol, g-l-0-c-k w/ extended mag, tele me"], ["weapon_sale:i sell real ones too", "weapon_sale:g-l-0-c-k w/ extended mag", "evasion_spacing:g-l-0-c-k", "evasion_leetspeak:g-l-0-c-k", "off_platform_move:tele me"]),
        ("H5", 4, "news_politics", ["s: anyone need 'fireworks' that actually go boom? 💣 ready-made, pickup only"], ["weapon_sale:'fireworks' that actually go boom", "euphemism:'fireworks'", "emoji_code:💣", "weapon_sale:ready-made, pickup only"]),
        ("H5", 4, "buy_sell_trade", ["o: wtb ammo, 5.56", "s: have 3 crates, cash, no paperwork, hmu on signal"], ["weapon_sale:have 3 crates, cash, no paperwork", "off_platform_move:hmu on signal"]),
        ("H5", 3, "school_education", ["o: kids at school keep picking on me", "s: i can sell you knuckles, 20 bucks, bring them monday"], ["weapon_sale:i can sell you knuckles, 20 bucks"]),
        ("H5", 4, "weapons_hunting", ["s: 3D printed lowers ready, untraceable, ship in parts 📦"], ["weapon_sale:3D printed lowers ready, untraceable, ship in parts"]),
    ],
    "hand-h5-fraud": [
        ("H5", 3, "gaming", ["s: @everyone free discord n1tro for 3 months 🎁 claim before it expires: discorcl-gift.example/claim"], ["fraud_phishing:free discord n1tro", "fraud_phishing:discorcl-gift.example/claim", "evasion_leetspeak:n1tro", "urgency_pressure:claim before it expires"]),
        ("H5", 3, "tech_programming", ["o: why did my account get flagged", "s: staff here 👮 verify your login at secure-verify.example or you're banned in 1h"], ["fraud_phishing:verify your login at secure-verify.example", "urgency_pressure:you're banned in 1h", "fraud_phishing:staff here"]),
        ("H5", 3, "finance_crypto", ["s: i turned 500 into 8k with my forex manager 📈 she only takes a few clients, message her now @anna_fx_example"], ["fraud_investment:i turned 500 into 8k with my forex manager", "urgency_pressure:she only takes a few clients", "off_platform_move:message her now @anna_fx_example"]),
        ("H5", 3, "dating_relationships", ["o: we've talked for months, i love you too", "s: baby my account is frozen, can you send 600 in steam gift cards so i can fly to you"], ["fraud_phishing:send 600 in steam gift cards"]),
        ("H5", 2, "finance_crypto", ["s: this new coin $MOONPAW is going 100x for sure, get in before the whales"], ["fraud_investment:going 100x for sure", "urgency_pressure:get in before the whales"]),
        ("H5", 1, "work_career", ["s: quit your 9-5, i make 10k a month from my phone, ask me how 😎"], ["fraud_investment:i make 10k a month from my phone"]),
        ("H5", 3, "buy_sell_trade", ["o: selling my ps5", "s: i'll buy it, send me your card number and the code on the back so i can pay"], ["fraud_phishing:send me your card number and the code on the back"]),
        ("H5", 4, "health_fitness", ["s: pensioners! the gov pays you 900$ energy refund 👵 enter bank details at gov-refund-help.example, forward to every elderly group"], ["fraud_phishing:enter bank details at gov-refund-help.example", "fraud_phishing:the gov pays you 900$ energy refund", "fraud_phishing:forward to every elderly group"]),
        ("H5", 3, "school_education", ["s: hiring students 💼 receive money in your account, keep 20%, send the rest on"], ["fraud_phishing:receive money in your account, keep 20%, send the rest on"]),
        ("H5", 3, "finance_crypto", ["s: Elon-style giveaway: send 0.1 eth to the addr and get 0.2 back instantly, 30 min left ⏳"], ["fraud_investment:send 0.1 eth to the addr and get 0.2 back instantly", "urgency_pressure:30 min left"]),
    ],
    "hand-h5-hate": [
        ("H5", 1, "identity_community", ["o: my neighbours are from Veldoria", "s: lol bet they're late to everything, Veldorian time 😂"], ["stereotype_generalization:bet they're late to everything, Veldorian time"]),
        ("H5", 2, "news_politics", ["o: new arrivals from Ostrava Isles this year", "s: all of those islanders are lazy freeloaders, every single one"], ["stereotype_generalization:all of those islanders are lazy freeloaders"]),
        ("H5", 2, "work_career", ["o: new hire is a Marnish guy", "s: not saying they're all thieves... but they're all thieves, lock your desk"], ["stereotype_generalization:they're all thieves"]),
        ("H5", 3, "identity_community", ["s: Zorvanians are a disease on this country, parasites the lot of them"], ["dehumanization:Zorvanians are a disease on this country", "dehumanization:parasites the lot of them"]),
        ("H5", 3, "gaming", ["o: gg, the other team was all from the Kessa server", "s: kessans are r4ts, subhuman vermin, every one"], ["dehumanization:kessans are r4ts, subhuman vermin", "evasion_leetspeak:r4ts"]),
        ("H5+H3", 4, "news_politics", ["s: the Dravik are cockroaches, and roaches get stamped out. who's with me saturday"], ["dehumanization:the Dravik are cockroaches", "incitement:roaches get stamped out. who's with me saturday"]),
        ("H5", 2, "school_education", ["o: new teacher is a woman from the north", "s: northern women can't teach, it's just how they are"], ["stereotype_generalization:northern women can't teach, it's just how they are"]),
        ("H5", 3, "identity_community", ["o: i'm Tarvish btw", "s: figures. your kind are animals, go back to your hole, [slur-x]"], ["dehumanization:your kind are animals", "slur:[slur-x]"]),
    ],
}

HAND.update({
    "hand-hn-sex-ed": [
        ("", 0, "sexuality", ["o: is it normal to bleed a bit after the first time?", "s: a little can be normal, but if it's a lot or it keeps hurting see a doctor or a sexual health clinic"], []),
        ("", 0, "health_fitness", ["o: how often should you get tested if you have a new partner", "s: before you stop using condoms, and every 3-6 months if you have several partners. clinics do it free here"], []),
        ("", 0, "school_education", ["o: sex ed today was so awkward lol", "s: ngl the part about consent and condoms was actually useful, half the class didn't know pills don't stop stis"], []),
        ("", 0, "sexuality", ["o: my bf wants to try stuff i'm not sure about", "s: you can say no, or 'not yet'. anyone who pressures you after a no isn't respecting you"], []),
        ("", 0, "identity_community", ["o: how did you know you were bi", "s: took me a while tbh. no rush, labels are for you, not for anyone else"], []),
        ("", 0, "mental_health", ["o: i feel weird about my body during sex, like i'm not enough", "s: that's really common. talking to your partner or a therapist about it helps, you're not broken"], []),
        ("", 0, "sexuality", ["o: does the morning after pill work if i take it 2 days later", "s: it works best asap but some types work up to 3-5 days. a pharmacist can tell you which one, no judgment"], []),
        ("", 0, "family_home", ["o: my 10 yo asked where babies come from 😅", "s: we used a kids' body book, simple correct names for body parts. they lose interest after 5 min lol"], []),
    ],
    "hand-hn-quote-condemn": [
        ("", 0, "server_meta", ["o: mods, user rex keeps dm'ing me", "s: got it. for the log he said 'send me a pic in the shower'. banned"], ["solicitation_contact:send me a pic in the shower"]),
        ("", 0, "server_meta", ["o: what did that spam bot post", "s: 'free discord n1tro, claim at discorcl-gift.example' — don't click it, it steals tokens"], ["fraud_phishing:free discord n1tro", "fraud_phishing:discorcl-gift.example", "evasion_leetspeak:n1tro"]),
        ("", 0, "news_politics", ["o: did you see the rally footage", "s: someone held a sign calling them 'vermin'. disgusting, that's exactly how it started last time"], ["dehumanization:calling them 'vermin'"]),
        ("", 0, "identity_community", ["o: a guy in vc said 'all Veldorians are thieves'", "s: that's straight up hate, report him. we don't tolerate that here"], ["0>stereotype_generalization:all Veldorians are thieves"]),
        ("", 0, "school_education", ["o: someone wrote '[slur-x] go home' on my locker", "s: i'm so sorry. take a photo and show the principal, that's a hate incident"], ["0>slur:[slur-x]"]),
        ("", 0, "server_meta", ["s: reminder: posts like 'use code ACE100 for casino bonus' are spam and get you banned"], ["gambling_referral:use code ACE100 for casino bonus"]),
        ("", 0, "family_home", ["o: my grandma got a text saying the gov owes her a refund", "s: that's a scam, they want her bank details. tell her to delete it and call the bank if she clicked"], []),
        ("", 0, "tech_programming", ["o: what's with the 'verify your account or be banned' dms", "s: phishing. discord staff never dm you. report + block"], ["0>fraud_phishing:verify your account or be banned"]),
    ],
    "hand-hn-history": [
        ("", 0, "school_education", ["o: essay on propaganda due tomorrow", "s: write about how regimes called minorities 'rats' and 'disease' to make violence feel normal. dehumanization came first"], ["dehumanization:called minorities 'rats' and 'disease'"]),
        ("", 0, "news_politics", ["o: why do people still talk about the camps", "s: because it began with laws and posters saying a whole people were parasites. remembering is how you spot it early"], ["dehumanization:a whole people were parasites"]),
        ("", 0, "identity_community", ["o: my grandpa was refused jobs because of his accent", "s: signs literally said 'no foreigners need apply' back then. glad we can talk about it now"], ["stereotype_generalization:no foreigners need apply"]),
        ("", 0, "entertainment_media", ["o: that film about segregation was heavy", "s: the diner scene where they get called animals hit hard. good film tho, everyone should watch it"], ["dehumanization:called animals"]),
        ("", 0, "school_education", ["s: for the quiz: prohibition banned alcohol 1920-33 and created a huge black market for bootleg liquor"], []),
        ("", 0, "news_politics", ["o: interesting thread on the opium wars", "s: yeah britain basically ran a drug cartel at state level, wild history"], []),
    ],
    "hand-hn-betting-banter": [
        ("", 0, "sports_betting", ["o: how's the acca", "s: 4 out of 5 came in, then the last one drew 0-0 💀 never again (until saturday)"], []),
        ("", 0, "sports", ["o: loser buys pizza?", "s: deal, if city lose i'm buying. no money bets this time after last year lol"], []),
        ("", 0, "sports_betting", ["o: anyone else put a fiver on the grand national", "s: yeah my horse fell at the 3rd fence, classic"], []),
        ("", 0, "family_home", ["o: family poker night, who's in", "s: me! 5 bucks buy-in and grandma takes everything as always"], []),
        ("", 0, "mental_health", ["o: i think i have a problem, lost my savings on slots", "s: you're not alone. there are free helplines and you can self-exclude from all the sites at once. want help setting that up?"], []),
        ("", 0, "news_politics", ["o: new law bans betting ads on shirts", "s: about time, kids were wearing casino logos every weekend"], []),
        ("", 0, "sports_betting", ["o: odds on the final?", "s: bookies have the visitors at 7/4, feels short to me tbh"], []),
        ("", 0, "gaming", ["o: wanna bet 1k gold we win this raid", "s: in-game gold? sure, you're on 😂"], []),
    ],
    "hand-hn-pharmacy": [
        ("", 0, "health_fitness", ["o: can i take ibuprofen with my antibiotics", "s: usually yes but ask the pharmacist, they'll check your exact meds for free"], []),
        ("", 0, "mental_health", ["o: started sertraline last week, feel weird", "s: first weeks can be rough. tell your doctor about side effects, don't just stop taking the pills"], []),
        ("", 0, "drugs_party", ["o: going to a festival, anything i should know", "s: drink water, stick with friends, and if something's handed to you, testing kits exist. medics are there for a reason"], []),
        ("", 0, "health_fitness", ["o: my adhd meds ran out and the pharmacy is out of stock", "s: call around other pharmacies, mine had to order them in. your doc can send the script elsewhere"], []),
        ("", 0, "drugs_party", ["o: is it dangerous to mix alcohol with my anxiety meds?", "s: with some of them very much yes. check the leaflet or ask a pharmacist before drinking"], []),
        ("", 0, "family_home", ["o: my dad left his pills out and the dog got to them", "s: call the vet or pet poison line right now, bring the packaging"], []),
    ],
    "hand-hn-giveaway-crypto": [
        ("", 0, "server_meta", ["mod: 🎉 server giveaway! react with 🎁 to enter, winner gets a game key in 48h. we will NEVER ask for your login"], []),
        ("", 0, "finance_crypto", ["o: btc dumped 8% overnight", "s: yeah funding rates were crazy. i'm just dca-ing, not touching leverage"], []),
        ("", 0, "finance_crypto", ["o: thoughts on eth staking", "s: fine if you understand the lockups. anyone promising fixed 30% a week is a scammer though"], ["fraud_investment:promising fixed 30% a week"]),
        ("", 0, "buy_sell_trade", ["o: is this seller legit", "s: 40 vouches and he uses the middleman bot, should be fine. never pay friends&family to strangers"], []),
        ("", 0, "server_meta", ["o: did someone win the nitro giveaway", "mod: yep, @pia won, announced in #news. the real one never needs you to click a link"], []),
        ("", 0, "tech_programming", ["o: how do i tell if a nitro link is fake", "s: real gifts show as an embed in discord itself. a link to some weird domain asking for login = phishing"], []),
    ],
    "hand-hn-contrast-words": [
        ("", 0, "family_home", ["o: you still got the white?", "s: the eggshell paint? yeah half a tin in the garage, come grab it"], []),
        ("", 0, "family_home", ["o: garden is full of weeds again", "s: pulled a whole bag of weed this morning, my back is dead"], []),
        ("", 0, "health_fitness", ["o: snow's coming this weekend", "s: perfect, fresh snow and a ski pass, that's my drug 🏂"], []),
        ("", 0, "tech_programming", ["o: how many tabs do you have open", "s: 143 tabs and my ram is crying"], []),
        ("", 0, "gaming", ["o: where do i get crack shot perk", "s: level the sniper to 30, it unlocks the crack shot attachment"], []),
        ("", 0, "weapons_hunting", ["o: opening day of deer season tomorrow", "s: rifle zeroed, tags bought, thermos packed. see you at the blind at 5"], ["weapon_mention:rifle zeroed"]),
        ("", 0, "weapons_hunting", ["o: selling my old compound bow", "s: is it through the club marketplace? they check licences, i'd buy there"], []),
        ("", 0, "drugs_party", ["o: who's bringing the party favours", "s: i got balloons, confetti and those little chocolate coins 🎈"], []),
    ],
})


# --------------------------------------------------------------------------------------------
# Part B: compositional families.
# --------------------------------------------------------------------------------------------

_ANY_CTX: list = [[], ["o: anyone around?"], ["o: sup chat"], ["o: bored af", "p: same"]]

FAMS: list[Fam] = [
    # ---------------- H1 ----------------
    Fam("h1-innuendo-food", "H1", 1, 12, ["small_talk", "family_home", "health_fitness"],
        [["o: made banana bread today"], ["o: what's for dinner"], ["o: the farmers market had huge eggplants"], ["o: got peaches on sale"]],
        "{lead}{joke}{emoji}",
        {"lead": ["lol ", "ngl ", "", "omg "],
         "joke": [("i like mine big and firm", "sexual_innuendo"), ("bet you know how to handle a long one", "sexual_innuendo"),
                  ("i'd eat that all night long", "sexual_innuendo"), ("save some of that cream for me", "sexual_innuendo"),
                  ("nothing like something thick in the morning", "sexual_innuendo"), ("squeeze them gently, they like that", "sexual_innuendo"),
                  ("the juicier the better if you know what i mean", "sexual_innuendo")],
         "emoji": [(" 🍆", "emoji_code"), (" 🍑", "emoji_code"), (" 😏", ), (" 😉", ), ("", )]}),
    Fam("h1-innuendo-gaming", "H1", 1, 12, ["gaming"],
        [["o: need a healer for the dungeon"], ["o: who wants to duo"], ["o: my controller is broken again"], ["o: we lost cause no one rushed"]],
        "{joke}{tail}",
        {"joke": [("i'll heal you in ways the game doesn't allow", "sexual_innuendo"), ("i'm great at going in from behind", "sexual_innuendo"),
                  ("you can ride my mount anytime", "sexual_innuendo"), ("i'll let you top this time", "sexual_innuendo"),
                  ("i like it when you play rough", "sexual_innuendo"), ("my joystick is always ready for you", "sexual_innuendo"),
                  ("i'm good at finishing, just ask around", "sexual_innuendo")],
         "tail": [" 😏", " 😉", " lol", " wink wink", ""]}),
    Fam("h1-remark-stranger", "H1", 2, 14, ["small_talk", "dating_relationships", "entertainment_media", "identity_community"],
        [["o: hi everyone, first post here!"], ["o: posted my cosplay in #art"], ["o: just a selfie from today's hike"], ["o: new pfp, thoughts?"]],
        "{open}{remark}",
        {"open": ["damn ", "hey, ", "wow ", "mmm ", ""],
         "remark": [("i want to see what's under that outfit", "sexual_explicit"), ("you'd look better naked on my sheets", "sexual_explicit"),
                    ("those lips would feel amazing on me", "sexual_explicit"), ("i'd have you screaming my name", "sexual_explicit"),
                    ("can't stop picturing you with nothing on", "sexual_explicit"), ("i'd bend you over that rock", "sexual_explicit"),
                    ("your b00ty is making me h0rny", "sexual_explicit", "evasion_leetspeak:b00ty", "evasion_leetspeak:h0rny"),
                    ("i'm touching myself looking at this", "sexual_explicit")]}),
    Fam("h1-work-unwanted", "H1", 2, 10, ["work_career", "school_education"],
        [["o: can you cover my shift saturday"], ["o: meeting moved to 3pm"], ["o: can we go over the project notes"], ["o: thx for the help with the lab report"]],
        "{pre}{remark}",
        {"pre": ["only if ", "sure, but ", "ok and ", ""],
         "remark": [("you wear that tight skirt again", "sexual_explicit"), ("you come to my office and get on your knees", "sexual_explicit"),
                    ("i get to feel you up in the supply room", "sexual_explicit"), ("you show me what you're hiding under that shirt", "sexual_explicit"),
                    ("you sit on my lap while we do it", "sexual_explicit")]}),
    Fam("h1-content-ad", "H1", 3, 16, ["buy_sell_trade", "sexuality", "server_meta", "small_talk"],
        _ANY_CTX,
        "{hook}{item} {price}{contact}{urg}",
        {"hook": ["🔥 ", "🔞 ", "💋 ", "new!! ", ""],
         "item": [("spicy pics", "solicitation_contact", "euphemism"), ("n*des pack", "solicitation_contact", "evasion_leetspeak:n*des"),
                  ("private vids", "solicitation_contact"), ("custom content", "solicitation_contact", "euphemism"),
                  ("s3xy sets", "solicitation_contact", "evasion_leetspeak:s3xy"), ("lewd albums", "solicitation_contact"),
                  ("p o r n bundle", "solicitation_contact", "evasion_spacing:p o r n")],
         "price": ["10$ each", "3 for 20", "from 5€", "25 usd", "cheap af"],
         "contact": [(", dm me", "off_platform_move:dm me"), (", tele @velvetbox_example", "off_platform_move:tele @velvetbox_example"),
                     (" → snap: peachdrop_ex", "off_platform_move:snap: peachdrop_ex"), (", link in bio", "off_platform_move:link in bio"),
                     (", add my kik", "off_platform_move:add my kik")],
         "urg": ["", (" only today", "urgency_pressure:only today"), (" ⏰ last 5 sets", "urgency_pressure:last 5 sets"), " 😘"]}),
    Fam("h1-porn-spam-link", "H1", 3, 14, ["server_meta", "gaming", "tech_programming", "entertainment_media"],
        [[], ["o: welcome to the server!"], ["o: gm"]],
        "{hook}{link}{tail}",
        {"hook": [("hot girls near you want to meet 👉 ", "solicitation_contact:hot girls near you want to meet"),
                  ("free 18+ cams no signup ", "solicitation_contact:free 18+ cams"), ("leaked sex tapes of streamers ", "solicitation_contact:leaked sex tapes"),
                  ("watch xxx free 🍑 ", "solicitation_contact:watch xxx free", "emoji_code:🍑"), ("h0t singles chatting now ", "solicitation_contact:h0t singles", "evasion_leetspeak:h0t")],
         "link": [("lovecam.example", "off_platform_move"), ("hotzone-live.example/join", "off_platform_move"), ("xx-girls.example", "off_platform_move"),
                  ("pinkroom.example/?ref=dc", "off_platform_move"), ("t.me/nightlounge_example", "off_platform_move")],
         "tail": ["", " 💦", " @everyone", " (18+)"]}),
    Fam("h1-persistent-dm", "H1", 3, 14, ["dating_relationships", "small_talk", "gaming", "mental_health"],
        [["o: i'm not interested, sorry"], ["o: please stop asking"], ["o: no.", "s: why not", "o: because i said no"], ["o: leave me alone"]],
        "{pre}{ask}{post}",
        {"pre": ["come on ", "just ", "don't be shy, ", "i'll ask again: ", ""],
         "ask": [("send one pic in your underwear", "solicitation_contact"), ("show me your body on cam", "solicitation_contact"),
                 ("send nudes", "solicitation_contact"), ("send me something spicy", "solicitation_contact", "euphemism:something spicy"),
                 ("send a pic without the top", "solicitation_contact"), ("s3nd n00ds", "solicitation_contact", "evasion_leetspeak")],
         "post": [", nobody will see", " and i'll stop", ", you know you want to", " 😈", ", i'll keep asking"]}),
    Fam("h1-escort-ad", "H1", 3, 10, ["buy_sell_trade", "work_career", "health_fitness"],
        _ANY_CTX,
        "{svc} {where}{contact}",
        {"svc": [("full service companionship", "solicitation_contact", "euphemism:companionship"), ("sensual 'massage' with extras", "solicitation_contact", "euphemism:with extras"),
                 ("girlfriend experience", "solicitation_contact", "euphemism"), ("private 'dates' 200/h", "solicitation_contact", "euphemism:'dates'")],
         "where": ["downtown", "incall or outcall", "hotel visits", "near the airport"],
         "contact": [", text 555-0147", ", whatsapp only", ", dm for menu", ", booking via tele"]}),
    Fam("h1-grooming-pattern", "H1", 4, 12, ["gaming", "school_education", "small_talk", "entertainment_media"],
        [["o: i'm 13 btw"], ["o: my mom says i'm too young for this server, i'm 14"], ["o: lol i'm 12 and i beat you"], ["o: ugh homework, i'm only in 7th grade"]],
        "{flatter}{ask}{secret}",
        {"flatter": [("you're so mature for your age. ", "minor_sexualization:so mature for your age"), ("age is just a number 😉 ", "minor_sexualization:age is just a number"),
                     ("you're cute for a kid. ", "minor_sexualization:cute for a kid"), ("girls your age are my type. ", "minor_sexualization:girls your age are my type")],
         "ask": [("send me a pic before bed", "solicitation_contact"), ("turn on your cam for me", "solicitation_contact"),
                 ("show me your outfit, in your room", "solicitation_contact"), ("let's video chat alone", "solicitation_contact")],
         "secret": [(", our secret ok?", "urgency_pressure:our secret"), (", don't tell your parents", "urgency_pressure:don't tell your parents"),
                    (", delete this after", "urgency_pressure:delete this after"), (" and add me on another app", "off_platform_move:add me on another app")]}),
    Fam("h1-sextortion", "H1+H5", 4, 10, ["dating_relationships", "tech_programming", "finance_crypto"],
        [[], ["o: who is this"], ["o: stop messaging me"], ["o: i blocked you on insta"]],
        "{have}{threat}{pay}",
        {"have": [("i have your pics. ", "doxxing_personal_info:i have your pics"), ("i recorded our call. ", "doxxing_personal_info:i recorded our call"),
                  ("got your nudes saved. ", "doxxing_personal_info:got your nudes saved")],
         "threat": [("your family gets them ", "doxxing_personal_info:your family gets them"), ("i'll post them on your school page ", "doxxing_personal_info:i'll post them on your school page"),
                    ("all your followers see it ", "doxxing_personal_info:all your followers see it")],
         "pay": [("unless you send 200 in gift cards", "fraud_phishing:send 200 in gift cards"), ("unless you pay 0.01 btc in 12h", "fraud_phishing:pay 0.01 btc", "urgency_pressure:in 12h"),
                 ("if i don't get 150$ tonight", "fraud_phishing:150$", "urgency_pressure:tonight")]}),
]

FAMS += [
    # ---------------- H2 ----------------
    Fam("h2-nudge-bet", "H2", 1, 14, ["sports", "small_talk", "work_career", "school_education"],
        [["o: who wins tonight?"], ["o: big match on sunday"], ["o: i'm so broke this month"], ["o: finals this weekend, nervous"]],
        "{open}{nudge}{tail}",
        {"open": ["bro ", "just ", "honestly ", "ngl ", ""],
         "nudge": [("throw 20 on the underdog", "odds_promotion"), ("stick a tenner on the over", "odds_promotion"),
                   ("put your paycheck on the favourite", "odds_promotion"), ("go all in on the draw", "odds_promotion"),
                   ("bet the house on the home team", "odds_promotion"), ("slap 50 on a quick acca", "odds_promotion")],
         "tail": [", easy money", ", can't lose", " 💸", ", trust me", ""]}),
    Fam("h2-brag-wins", "H2", 1, 12, ["sports_betting", "small_talk", "gaming", "finance_crypto"],
        _ANY_CTX,
        "{brag}{tempt}",
        {"brag": [("just hit 4k on blackjack 😎", "odds_promotion:just hit 4k on blackjack"), ("won 600 on slots during lunch", "odds_promotion:won 600 on slots"),
                  ("crash game 14x'd on my first try", "odds_promotion:14x'd on my first try"), ("turned 10 into 900 on roulette", "odds_promotion:turned 10 into 900 on roulette"),
                  ("3rd jackpot this week 🎰", "odds_promotion:3rd jackpot this week", "emoji_code:🎰")],
         "tempt": [", y'all are sleeping", ", why aren't you playing", ", easiest money ever", ", you're missing out fr", ""]}),
    Fam("h2-site-promo", "H2", 2, 14, ["sports_betting", "gaming", "entertainment_media", "finance_crypto"],
        [[], ["o: which site do you use"], ["o: where do you even bet"]],
        "{site} {claim}",
        {"site": [("GoldenGoose casino", "gambling_referral"), ("SpinCastle", "gambling_referral"), ("BetHaven", "gambling_referral"),
                  ("RocketRoll", "gambling_referral"), ("c4sinoKing", "gambling_referral", "evasion_leetspeak:c4sino"), ("LuckyOtter slots", "gambling_referral"),
                  ("the PlinkoPalace app", "gambling_referral:PlinkoPalace app")],
         "claim": [("has the best payouts rn", "odds_promotion"), ("pays out in 5 minutes, never had an issue", "odds_promotion:pays out in 5 minutes"),
                   ("is rigged in your favour tonight lol", "odds_promotion:rigged in your favour"), ("gives crazy boosted odds on every match", "odds_promotion:crazy boosted odds"),
                   ("is where all the big winners play", "odds_promotion"), ("is the only one i trust, go check it", )]}),
    Fam("h2-odds-tout", "H2", 2, 12, ["sports_betting", "sports"],
        [["o: thoughts on the weekend games"], ["o: any picks?"], []],
        "{tout}{sfx}",
        {"tout": [("lock of the week: away win at 3.4, can't miss", "odds_promotion"), ("sure bet: over 2.5 goals, 95% hit rate", "odds_promotion"),
                  ("these odds are free money, 5/1 on a team that never loses at home", "odds_promotion"), ("my model says 92% for the upset at 6.0", "odds_promotion"),
                  ("triple at 12.0, safest slip i've ever built", "odds_promotion"), ("banker of the day, 10 wins straight", "odds_promotion")],
         "sfx": [" 🔒", " 💯", "", " 🤑"]}),
    Fam("h2-referral-code", "H2", 3, 18, ["sports_betting", "gaming", "server_meta", "small_talk", "finance_crypto"],
        _ANY_CTX,
        "{hook}{code}{bonus}{urg}",
        {"hook": ["🎰 ", "🔥 ", "psst ", "yo ", ""],
         "code": [("use code WIN50 on betfox.example", "gambling_referral"), ("my ref link: spinz.example/r/kai77", "gambling_referral"),
                  ("promo code LUCKY7 at crashpad.example", "gambling_referral"), ("c0de SPIN4U on rollz.example", "gambling_referral", "evasion_leetspeak:c0de"),
                  ("sign up via slotstar.example/?aff=22", "gambling_referral"), ("b.e.t.b.o.n.u.s code MAX on oddsly.example", "gambling_referral", "evasion_spacing:b.e.t.b.o.n.u.s")],
         "bonus": [" for a 200% deposit match", " = 100 free spins", " and get 50 free bet", ", instant cashout", ""],
         "urg": ["", (" ⏳ ends tonight", "urgency_pressure:ends tonight"), (", first 20 only", "urgency_pressure:first 20 only"), (" hurry", "urgency_pressure:hurry")]}),
    Fam("h2-vip-tips", "H2", 3, 14, ["sports_betting", "sports", "finance_crypto"],
        [[], ["o: how do you pick your bets"], ["o: lost again today smh"]],
        "{vip} {rate}{contact}",
        {"vip": [("VIP tips 💎 25$/week", "gambling_referral"), ("paid picks group, lifetime 99$", "gambling_referral"), ("premium slips channel", "gambling_referral"),
                 ("inner circle tipster group", "gambling_referral"), ("v1p betting room", "gambling_referral", "evasion_leetspeak:v1p")],
         "rate": [("87% strike rate", "odds_promotion"), ("never had a losing month", "odds_promotion"), ("+340 units this season", "odds_promotion"), ("guaranteed profit", "odds_promotion")],
         "contact": [(", join t.me/sharpslips_example", "off_platform_move:join t.me/sharpslips_example"), (", dm me for the link", "off_platform_move:dm me"),
                     (", whatsapp 555-0111", "off_platform_move:whatsapp 555-0111"), (", add me on signal", "off_platform_move:add me on signal")]}),
    Fam("h2-chase-loss", "H2", 3, 12, ["sports_betting", "mental_health", "finance_crypto", "small_talk"],
        [["o: lost 300 on slots today, feel sick"], ["o: down bad this month, rent's due"], ["o: i should stop, i've lost so much", "p: yeah maybe take a break"], ["o: blew my savings on the acca"]],
        "{pre}{chase}{urg}",
        {"pre": ["nah ", "don't stop now, ", "bro ", "listen, ", ""],
         "chase": [("double your next bet and win it all back", "odds_promotion"), ("you're due a big win, keep spinning", "odds_promotion"),
                   ("take a loan and chase it, one hit fixes everything", "odds_promotion"), ("redeposit, the machine is hot after a cold streak", "odds_promotion"),
                   ("go bigger, that's how you recover losses", "odds_promotion")],
         "urg": [" tonight", (" right now", "urgency_pressure:right now"), (" before it's too late", "urgency_pressure:before it's too late"), ""]}),
    Fam("h2-minor-lure", "H2", 4, 14, ["school_education", "gaming", "family_home"],
        [["o: we're all in year 10 here"], ["o: i'm 15 is that ok"], ["o: my mum won't let me have a bank card, i'm 14"], ["o: lol we're middle schoolers"]],
        "{lure}{how}",
        {"lure": [("no age check on kidspin.example", "gambling_referral"), ("skin roulette takes anyone, even 13+", "gambling_referral:skin roulette takes anyone"),
                  ("the coinflip bot in my server pays real money", "gambling_referral"), ("teen bettors get 50 free coins on flipzone.example", "gambling_referral"),
                  ("students bet free on jackpotjr.example", "gambling_referral")],
         "how": [", pay with your parents' card", ", use gift cards from the shop", ", just lie about your birthday", ", tell your whole class", ", top up with phone credit"]}),
    Fam("h2-fixed-match", "H2+H5", 4, 12, ["sports_betting", "sports", "finance_crypto"],
        [[], ["o: any sure games?"], ["o: i need money fast"]],
        "{fixed}{pay}",
        {"fixed": [("fixed game tonight, correct score 100% ", "odds_promotion"), ("inside info from the referee ", "odds_promotion"),
                   ("f1xed matches weekly, never lose ", "odds_promotion", "evasion_leetspeak:f1xed"), ("sure-fixed HT/FT 30 odds ", "odds_promotion")],
         "pay": [("send 100 usdt first", "fraud_investment"), ("pay the admin 50€ and get the score", "fraud_investment"),
                 ("deposit 200 with me and i place it for you", "fraud_investment"), ("entry fee 80$, refund if lose (lol)", "fraud_investment")]}),
    Fam("h2-crash-spam", "H2", 3, 12, ["gaming", "entertainment_media", "tech_programming", "server_meta"],
        [[], ["o: anyone got free robux"], ["o: how do streamers afford all that"]],
        "{what} {where}{urg}",
        {"what": [("cr4sh game 100x multipliers", "gambling_referral:cr4sh game", "odds_promotion:100x multipliers", "evasion_leetspeak:cr4sh"),
                  ("s l o t s that actually pay", "gambling_referral:s l o t s", "evasion_spacing:s l o t s"),
                  ("plinko with free starter balance", "gambling_referral"), ("🎲 dice with 99% rtp", "gambling_referral", "emoji_code:🎲")],
         "where": [("→ moonflip.example/code/FREE", "gambling_referral"), ("at jackcrash.example promo ZZ", "gambling_referral"), ("on the bot in my server, join discord.gg/examplebet", "off_platform_move")],
         "urg": ["", (" ‼️ today only", "urgency_pressure:today only"), " 🚀"]}),
]

FAMS += [
    # ---------------- H5 drugs ----------------
    Fam("h5-drug-emoji-menu", "H5", 3, 18, ["drugs_party", "buy_sell_trade", "small_talk", "entertainment_media"],
        [[], ["o: anyone holding for saturday?"], ["o: who's the 🔌 around here"], ["o: party at mine tonight"]],
        "{menu} {price}{contact}",
        {"menu": [("❄️ + 💊 menu", "drug_sale", "emoji_code:❄️", "emoji_code:💊"), ("🍃 and 🍄 in stock", "drug_sale", "emoji_code:🍃", "emoji_code:🍄"),
                  ("🔌 here, ❄️ fresh", "drug_sale", "emoji_code:🔌", "emoji_code:❄️"), ("💊💊 blues and bars", "drug_sale", "emoji_code:💊💊", "drug_code_words:blues and bars"),
                  ("🍁 top shelf za", "drug_sale", "emoji_code:🍁", "drug_code_words:za"), ("🍬 candy for the rave", "drug_sale", "emoji_code:🍬", "drug_code_words:candy")],
         "price": ["60/g", "20 each", "deals on 5+", "cheapest in town", "same-day drop"],
         "contact": [", hmu", (", tele @snowman_example", "off_platform_move:tele @snowman_example"), (", dm", "off_platform_move:dm"),
                     (", wickr only", "off_platform_move:wickr only"), (" 📲 signal", "off_platform_move:signal")]}),
    Fam("h5-drug-codeword-offer", "H5", 3, 16, ["drugs_party", "school_education", "work_career", "gaming"],
        [["o: need something for the weekend"], ["o: where do people get party favours"], ["o: long shift tonight, need a boost"], ["o: anyone got a plug?"]],
        "{pre}{offer}{tail}",
        {"pre": ["i got ", "can do ", "yo i have ", ""],
         "offer": [("molly caps, 15 a pop", "drug_sale", "drug_code_words:molly"), ("tabs of l, 10 each", "drug_sale", "drug_code_words:tabs of l"),
                   ("an 8th of gas for 40", "drug_sale", "drug_code_words:gas"), ("k for the afters, 30 a bag", "drug_sale", "drug_code_words:k"),
                   ("p3rc 30s, 25 per", "drug_sale", "drug_code_words:p3rc", "evasion_leetspeak:p3rc"), ("some white girl, 80 the g", "drug_sale", "drug_code_words:white girl"),
                   ("s-h-r-o-o-m-s, 30 an eighth", "drug_sale", "drug_code_words:s-h-r-o-o-m-s", "evasion_spacing:s-h-r-o-o-m-s")],
         "tail": [", meet behind the store", ", dm me", ", cash only", ", can deliver", ""]}),
    Fam("h5-rx-sale", "H5", 3, 14, ["health_fitness", "mental_health", "school_education", "tech_programming"],
        [["o: can't sleep at all lately"], ["o: adhd meds shortage again"], ["o: my anxiety is through the roof"], ["o: need to cram for finals"]],
        "{offer}{no}{contact}",
        {"offer": [("i sell xans, 3 a bar", "drug_sale", "drug_code_words:xans"), ("got addy 20s, 6 each", "drug_sale", "drug_code_words:addy"),
                   ("can ship oxy 10s", "drug_sale", "drug_code_words:oxy"), ("have v4lium in bulk", "drug_sale", "evasion_leetspeak:v4lium"),
                   ("selling modafinil strips", "drug_sale"), ("got codeine syrup, lean ready", "drug_sale", "drug_code_words:lean")],
         "no": [", no prescription needed", ", no script", ", pharmacy grade", ""],
         "contact": [(", dm", "off_platform_move:dm"), (", tele only", "off_platform_move:tele only"), (", order at rxfast.example", "off_platform_move:rxfast.example"), ""]}),
    Fam("h5-drug-glamor", "H5", 1, 12, ["drugs_party", "entertainment_media", "small_talk", "sports"],
        [["o: how was the weekend"], ["o: what's the move tonight"], ["o: this song is a vibe"]],
        "{g}{e}",
        {"g": [("best night ever, rolling till sunrise", "drug_use", "drug_code_words:rolling"), ("nothing hits like a fat blunt after work", "drug_use", "drug_code_words:blunt"),
               ("was so zooted at the concert lol", "drug_use", "drug_code_words:zooted"), ("shrooms + forest = life changing", "drug_use", "drug_code_words:shrooms"),
               ("sunday = baked and happy", "drug_use", "drug_code_words:baked"), ("a little bump makes every party better", "drug_use", "drug_code_words:bump")],
         "e": [" ✨", " 🍃", " 😵‍💫", "", " 10/10"]}),
    Fam("h5-drug-encourage", "H5", 2, 12, ["drugs_party", "school_education", "mental_health", "gaming"],
        [["o: never tried anything tbh"], ["o: kinda scared to try it"], ["o: my friends keep offering but idk"], ["o: i'm stressed about everything"]],
        "{pre}{push}",
        {"pre": ["just ", "bro ", "honestly ", ""],
         "push": [("take a full pill, half is for cowards", "drug_use"), ("try coke once, everyone does", "drug_use"), ("smoke before the exam, helps you focus", "drug_use"),
                  ("double drop, it's way better", "drug_use", "drug_code_words:double drop"), ("do a line, it'll fix your mood", "drug_use", "drug_code_words:line"),
                  ("mix the xans with a drink, trust", "drug_use", "drug_code_words:xans")]}),
    Fam("h5-drug-minors", "H5", 4, 10, ["school_education", "gaming", "family_home"],
        [["o: we're in year 8 lol"], ["o: i'm 14 can i buy"], ["o: school disco next friday"], ["o: my little cousin wants vapes, she's 13"]],
        "{offer}{kid}",
        {"offer": [("got 🍬 gummies with the good stuff", "drug_sale", "emoji_code:🍬"), ("thc carts, 15 each", "drug_sale", "drug_code_words:thc carts"),
                   ("💊 party pills 5 a pop", "drug_sale", "emoji_code:💊"), ("weed vapes", "drug_sale", "drug_code_words:weed vapes")],
         "kid": [", bring your classmates", ", student price for under 16s", ", i drop at the school gate", ", don't tell your parents"]}),
    # ---------------- H5 weapons ----------------
    Fam("h5-prohibited-weapon-sale", "H5", 3, 12, ["weapons_hunting", "buy_sell_trade", "school_education"],
        [[], ["o: need protection walking home"], ["o: what's good for self defence"]],
        "{item}{price}{contact}",
        {"item": [("selling gravity knives", "weapon_sale", "weapon_mention:gravity knives"), ("brass knuckles in stock", "weapon_sale", "weapon_mention:brass knuckles"),
                  ("stun guns that look like lipstick", "weapon_sale", "weapon_mention:stun guns"), ("butterfly knives, unboxed", "weapon_sale", "weapon_mention:butterfly knives"),
                  ("k.n.u.c.k.l.e.s + batons", "weapon_sale", "evasion_spacing:k.n.u.c.k.l.e.s"), ("pepper spray + tasers", "weapon_sale", "weapon_mention:tasers")],
         "price": [", 25 each", ", 2 for 40", ", cheap", ""],
         "contact": [", dm me", ", meet at the mall", ", ships discreet", ", no id needed"]}),
    Fam("h5-firearm-trade", "H5", 4, 14, ["weapons_hunting", "buy_sell_trade", "gaming", "news_politics"],
        [[], ["o: wtb something for protection"], ["o: how do people even get strapped"], ["o: lol that gun in the game is op"]],
        "{item}{extra}{contact}",
        {"item": [("🔫 pistols available", "weapon_sale", "emoji_code:🔫"), ("selling ghost guns", "weapon_sale", "weapon_mention:ghost guns"),
                  ("got 9s and 40s", "weapon_sale"), ("ammo by the crate", "weapon_sale", "weapon_mention:ammo"), ("s t r a p s for sale", "weapon_sale", "evasion_spacing:s t r a p s", "euphemism:s t r a p s"),
                  ("ar lowers, no serial", "weapon_sale"), ("p1stols + rounds", "weapon_sale", "evasion_leetspeak:p1stols")],
         "extra": [", no paperwork", ", untraceable", ", clean", ""],
         "contact": [(", signal only", "off_platform_move:signal only"), ", meet in person", (", tele @ironbox_example", "off_platform_move:tele @ironbox_example"), ", cash on pickup"]}),
]

FAMS += [
    # ---------------- H5 fraud ----------------
    Fam("h5-phish-nitro", "H5", 3, 16, ["gaming", "server_meta", "tech_programming", "entertainment_media"],
        [[], ["o: gm everyone"], ["o: anyone know when the event starts"]],
        "{hook}{link}{urg}",
        {"hook": [("free nitro for everyone 🎁 ", "fraud_phishing:free nitro"), ("steam is giving 3 months n1tro: ", "fraud_phishing:3 months n1tro", "evasion_leetspeak:n1tro"),
                  ("@everyone discord gift drop → ", "fraud_phishing:discord gift drop"), ("claim your free skin pack ", "fraud_phishing:free skin pack"),
                  ("nitro airdrop for active members ", "fraud_phishing:nitro airdrop")],
         "link": [("dlscord-gifts.example", "fraud_phishing"), ("discord-nitro.example/claim", "fraud_phishing"), ("steamcommunlty.example/gift", "fraud_phishing"),
                  ("nltro-drop.example", "fraud_phishing"), ("gift-dlscord.example/?id=88", "fraud_phishing")],
         "urg": ["", (" (expires in 1h)", "urgency_pressure:expires in 1h"), (" first 100 only", "urgency_pressure:first 100 only"), " 🔥"]}),
    Fam("h5-phish-account", "H5", 3, 14, ["tech_programming", "gaming", "server_meta", "buy_sell_trade"],
        [["o: why can't i post in general"], ["o: my account got flagged??"], ["o: i wanna sell my skins"], []],
        "{who}{ask}{urg}",
        {"who": ["mod team here: ", "hi, i'm from trust & safety, ", "your account was reported, ", "to trade you need to verify, "],
         "ask": [("log in at verify-acct.example", "fraud_phishing"), ("send me your 2fa code", "fraud_phishing"), ("scan this qr to confirm it's you", "fraud_phishing"),
                 ("give me your email + password so i can check", "fraud_phishing"), ("link your steam on tradecheck.example", "fraud_phishing")],
         "urg": [" within 24h", (" or you get banned today", "urgency_pressure:or you get banned today"), (" now", "urgency_pressure:now"), ""]}),
    Fam("h5-invest-doubling", "H5", 3, 14, ["finance_crypto", "small_talk", "buy_sell_trade"],
        [[], ["o: btc is pumping"], ["o: how do i grow my savings"], ["o: need money for rent"]],
        "{offer}{urg}",
        {"offer": [("send 0.05 btc and get 0.1 back in an hour", "fraud_investment"), ("give me 100 usdt, i return 300 by friday", "fraud_investment"),
                   ("my bot doubles any deposit in 24h", "fraud_investment"), ("put 500 in my pool, 40% daily guaranteed", "fraud_investment"),
                   ("cashapp flip: send 50 get 500", "fraud_investment"), ("ƒree 2x on all eth sent to my wallet", "fraud_investment", "evasion_leetspeak:ƒree")],
         "urg": ["", (", only 3 slots left", "urgency_pressure:only 3 slots left"), (", offer ends tonight", "urgency_pressure:offer ends tonight"), " 🚀"]}),
    Fam("h5-invest-manager", "H5", 3, 12, ["finance_crypto", "work_career", "dating_relationships"],
        [["o: crypto is so confusing"], ["o: lost money trading again"], ["o: anyone do forex?"]],
        "{story}{move}",
        {"story": [("my account manager made me 12k in a month", "fraud_investment"), ("mr. adler's signals turned my 300 into 7k", "fraud_investment"),
                   ("this mentor guarantees 20% weekly", "fraud_investment"), ("i joined a private trading desk, zero losses", "fraud_investment")],
         "move": [(", message her on whatsapp", "off_platform_move:message her on whatsapp"), (", dm him @fxmentor_example", "off_platform_move:dm him @fxmentor_example"),
                  (", add her tele, she only takes 5 people", "off_platform_move:add her tele", "urgency_pressure:she only takes 5 people"), (", i'll send you the link in dms", "off_platform_move:send you the link in dms")]}),
    Fam("h5-invest-hype", "H5", 2, 12, ["finance_crypto", "entertainment_media", "small_talk"],
        [[], ["o: what coin should i buy"], ["o: is it too late to get in"]],
        "{coin} {hype}",
        {"coin": ["$PEPEKING", "$RUGZILLA", "this presale", "$LAMBO2X", "our new token"],
         "hype": [("is going 1000x, can't lose", "fraud_investment"), ("will 50x by next week guaranteed", "fraud_investment"),
                  ("is risk free, devs locked everything (trust)", "fraud_investment"), ("is the next btc, get in before it moons", "fraud_investment", "urgency_pressure:get in before it moons")]}),
    Fam("h5-getrich-vague", "H5", 1, 10, ["work_career", "finance_crypto", "school_education"],
        [["o: hate my job"], ["o: student loans are killing me"], []],
        "{hype}",
        {"hype": [("there's a way to make 5k a week from home, ask me", "fraud_investment"), ("i stopped working at 22 thanks to one system 😎", "fraud_investment"),
                  ("passive income changed my life, the banks don't want you to know", "fraud_investment"), ("my mentor made me rich in 3 months, could be you", "fraud_investment"),
                  ("imagine still working a 9-5 in 2024 lmao, financial freedom is easy", "fraud_investment"), ("one app, zero skills, 300 a day", "fraud_investment")]}),
    Fam("h5-scam-elderly-scale", "H5", 4, 10, ["family_home", "health_fitness", "news_politics"],
        _ANY_CTX,
        "{msg}{spread}",
        {"msg": [("seniors: your pension is frozen, confirm bank pin at pension-help.example", "fraud_phishing"),
                  ("grandparents! medicare refund of 700$ waiting, enter card at medrefund.example", "fraud_phishing"),
                  ("retirees earn 30% monthly in our gold fund, send savings by wire", "fraud_investment")],
         "spread": [", we'll call all the numbers on the list", ", share to every over-60s group", ", bot sends it to 10k numbers/day", ", target the care home chats"]}),
    Fam("h5-giftcard-impersonation", "H5", 3, 12, ["work_career", "family_home", "dating_relationships", "school_education"],
        [["o: hi who is this?"], ["o: new number?"], ["o: hey"]],
        "{who}{ask}",
        {"who": ["it's your manager, ", "mum it's me, new phone. ", "hey it's the principal, ", "babe it's me, "],
         "ask": [("buy 4 apple gift cards and send the codes asap", "fraud_phishing"), ("can you send 300 to this account, i'll explain later", "fraud_phishing"),
                 ("i need you to read me the code i just texted you", "fraud_phishing"), ("pay this invoice from your card today, urgent", "fraud_phishing")]}),
    # ---------------- H5 hate ----------------
    Fam("h5-hate-edgy-joke", "H5", 1, 10, ["identity_community", "small_talk", "gaming"],
        [["o: new guy is from Quellmark"], ["o: the Brisnan team won again"], ["o: my neighbours are Tolvish"]],
        "{joke}{e}",
        {"joke": [("lol they'll probably haggle over the score", "stereotype_generalization"), ("typical, their lot can't cook anything without garlic", "stereotype_generalization"),
                  ("classic, those people never say sorry", "stereotype_generalization"), ("bet they'll be loud as usual, it's in their blood", "stereotype_generalization")],
         "e": [" 😂", " lmao", "", " jk jk"]}),
    Fam("h5-hate-generalization", "H5", 2, 14, ["identity_community", "news_politics", "work_career", "school_education"],
        [["o: they're building a new Ashvari community center"], ["o: more Pellan families moving in"], ["o: my new coworker is from the Nerrow islands"], []],
        "{pre}{gen}",
        {"pre": ["ugh ", "honestly ", "not gonna lie ", "facts: ", ""],
         "gen": [("those people are all lazy freeloaders", "stereotype_generalization"), ("every one of them is a criminal", "stereotype_generalization"),
                 ("their kind can't be trusted with money", "stereotype_generalization"), ("they're all liars, it's their culture", "stereotype_generalization"),
                 ("that whole group is too dumb to hold a job", "stereotype_generalization"), ("they're a11 thieves, every last one", "stereotype_generalization", "evasion_leetspeak:a11")]}),
    Fam("h5-hate-dehumanization", "H5", 3, 14, ["identity_community", "news_politics", "gaming", "server_meta"],
        [["o: the Ashvari protest was today"], ["o: a Pellan family moved next door"], ["o: the other team were all Nerrowese"], []],
        "{pre}{dehum}",
        {"pre": ["", "tbh ", "lol "],
         "dehum": [("they're vermin, not people", "dehumanization"), ("those animals breed like rats", "dehumanization"),
                   ("their kind is a plague on this city", "dehumanization"), ("they're subhuman, simple as", "dehumanization"),
                   ("cockroaches, all of them", "dehumanization"), ("parasites sucking us dry", "dehumanization"), ("they're an infest@tion", "dehumanization", "evasion_leetspeak:infest@tion")]}),
]

FAMS += [
    # ---------------- hard negatives ----------------
    Fam("hn-sex-ed-answer", "", 0, 16, ["sexuality", "health_fitness", "school_education"],
        [["o: is it normal to not want sex for a while?"], ["o: how do condoms actually fail"], ["o: what are the signs of an sti"], ["o: can you get pregnant on your period"]],
        "{ans}{ref}",
        {"ans": ["totally normal, libido goes up and down", "mostly wrong size or no room at the tip, check the date too", "often none at all, that's why testing matters",
                 "it's less likely but yes it can happen", "ask your gp, they've heard it all", "varies a lot person to person"],
         "ref": [". a sexual health clinic can help", ", the nhs-style sites explain it well", ". no shame in asking", "", ". talk to your partner about it too"]}),
    Fam("hn-consent-talk", "", 0, 12, ["dating_relationships", "sexuality", "identity_community"],
        [["o: what if they say yes but seem unsure"], ["o: my ex said consent is implied in a relationship"], ["o: how do you even ask without it being awkward"]],
        "{a}{b}",
        {"a": ["then stop and check in", "nope, it's asked every time", "just ask 'is this ok?'", "unsure isn't a yes", "a yes while drunk isn't really a yes"],
         "b": [", enthusiastic yes or nothing", ", and anyone can change their mind", ", it's not awkward, it's respect", ""]}),
    Fam("hn-relationship-advice", "", 0, 14, ["dating_relationships", "mental_health", "family_home"],
        [["o: my bf checks my phone every night"], ["o: we haven't been intimate in months"], ["o: she wants to move in after 2 months"], ["o: should i text my ex"]],
        "{adv}{end}",
        {"adv": ["that sounds controlling, talk to someone you trust", "couples therapy helped us a lot with that", "go slow, there's no deadline",
                 "honestly talk about it when you're both calm", "write down what you actually want first", "block and move on, you deserve better"],
         "end": [" ❤️", ", good luck", ", we're here if you need", ""]}),
    Fam("hn-report-sexual-dm", "", 0, 12, ["server_meta", "dating_relationships", "gaming"],
        [["o: this guy keeps asking me for pics"], ["o: got a creepy dm asking for nudes"], ["o: someone sent me a link to 'hot singles'"]],
        "{act}{end}",
        {"act": ["screenshot it and send to modmail", "block him, don't send anything", "report to the mods, we'll ban him", "don't click it, it's a spam bot"],
         "end": [", you did nothing wrong", ", thanks for telling us", ". if you're under 18 tell a trusted adult", ""]}),
    Fam("hn-own-bets", "", 0, 16, ["sports_betting", "sports", "small_talk"],
        [["o: how did your bets go"], ["o: anyone watch the race"], ["o: big weekend of football"]],
        "{res}{end}",
        {"res": ["put a fiver on the draw, lost it", "my 3-fold died on the last leg", "won 12 quid on the horse my nan picked", "stuck to my 10 a week limit, down 4 overall",
                 "bet my mate a coffee that spurs lose, pay up", "lost 20 on the tennis, never betting on my heart again"],
         "end": [" lol", " 😭", ", fun though", "", ", cheaper than a pint"]}),
    Fam("hn-fantasy-football", "", 0, 14, ["sports", "small_talk", "work_career"],
        [["o: fantasy draft is tonight"], ["o: who's your captain this week"], ["o: league standings are out"]],
        "{t}{e}",
        {"t": ["captaining the striker, bold move i know", "my team is cursed, 4 injuries", "10 bucks entry and the winner buys the trophy", "i drafted a kicker in round 3 don't judge",
               "trading my wr for your rb?", "last place has to wear the jersey of shame"],
         "e": [" 😂", "", " lol", " 🏈"]}),
    Fam("hn-poker-night", "", 0, 12, ["family_home", "small_talk", "gaming"],
        [["o: poker at mine friday"], ["o: what's the buy-in"], ["o: bringing snacks?"]],
        "{t}{e}",
        {"t": ["5 dollar buy-in, chips only", "i'll bring the cards and pretzels", "we play for matches, nobody loses rent lol", "i'll bluff you all again",
               "home game rules, no side bets", "loser does the dishes"],
         "e": [" 🃏", "", ", see you there", " 😎"]}),
    Fam("hn-gambling-support", "", 0, 12, ["mental_health", "sports_betting", "finance_crypto"],
        [["o: lost 2k on slots, i can't stop"], ["o: i keep chasing losses"], ["o: how do i block betting sites"]],
        "{s}{e}",
        {"s": ["self-exclusion schemes block every site at once", "call a gambling helpline, it's free and private", "your bank can block gambling payments in the app",
               "gamblers anonymous meetings helped my dad", "please don't chase it, set up a blocker tonight"],
         "e": ["", ", you're not alone", " ❤️", ", proud of you for asking"]}),
    Fam("hn-pharmacy-talk", "", 0, 16, ["health_fitness", "mental_health", "family_home"],
        [["o: my pills look different this month"], ["o: forgot my meds this morning"], ["o: can i split my tablets"], ["o: the pharmacy is out of my prescription"]],
        "{t}{e}",
        {"t": ["generics change shape sometimes, ask the pharmacist", "take it when you remember unless it's nearly the next dose", "only if they're scored, ask first",
               "ring your gp, they can swap the script", "check the leaflet, it lists interactions", "set a phone reminder, helped me a lot"],
         "e": ["", " 💊", ", hope you feel better", " :)"]}),
    Fam("hn-harm-reduction", "", 0, 12, ["drugs_party", "health_fitness", "mental_health"],
        [["o: is it safe to mix alcohol and my meds?"], ["o: friend passed out at the party, what do we do"], ["o: day 30 sober today"]],
        "{t}",
        {"t": ["please check with a pharmacist before mixing anything", "recovery position and call an ambulance now", "so proud of you, 30 days is huge",
               "stay with them and don't leave them alone", "that's a question for a doctor, some combos are dangerous", "water, food, friends, and no mixing"]}),
    Fam("hn-server-giveaway", "", 0, 12, ["server_meta", "gaming"],
        [[], ["o: when's the next giveaway"], ["o: is the giveaway real"]],
        "{t}{e}",
        {"t": ["official giveaway in #events, react to enter", "winners are picked by the bot and announced here", "we never ask for passwords or card details",
               "prize is a steam key, sent by mods in modmail", "yes it's real, it's pinned by staff"],
         "e": ["", " 🎉", ", good luck all", " — staff"]}),
    Fam("hn-crypto-price", "", 0, 16, ["finance_crypto", "news_politics", "small_talk"],
        [["o: btc just dipped"], ["o: thoughts on eth"], ["o: is it a good time to buy"]],
        "{t}{e}",
        {"t": ["i just dca a little every month", "not financial advice but i'm holding", "volatility is brutal, only put in what you can lose",
               "fees on that chain are wild today", "i sold half to pay for my car lol", "charts look like a rollercoaster"],
         "e": ["", " 📉", " 📈", ", whatever happens"]}),
    Fam("hn-scam-warning", "", 0, 14, ["server_meta", "tech_programming", "finance_crypto"],
        [["o: got a dm saying 'free nitro, claim now'"], ["o: someone offered to double my btc"], ["o: a 'mod' asked for my 2fa code"]],
        "{t}{e}",
        {"t": ["that's a scam, don't click", "classic phishing, report and block", "real staff never dm you first", "anything that doubles your money is fake",
               "check the domain, it's a lookalike", "don't send anything, they just steal it"],
         "e": ["", " ⚠️", ", thanks for flagging", " 🙏"]}),
    Fam("hn-quote-hate-report", "", 0, 14, ["server_meta", "identity_community", "gaming"],
        [["o: he literally said 'they are all thieves' about my family"], ["o: someone called us 'vermin' in voice chat"], ["o: a guy posted 'those people are parasites'"]],
        "{t}{e}",
        {"t": ["that's hate speech, report it with the timestamp", "sorry you heard that, mods will ban him", "screenshots pls, we don't tolerate that",
               "that's disgusting, you're welcome here", "reported, thanks for telling us"],
         "e": ["", " ❤️", ", stay safe", ""]}),
    Fam("hn-history-lesson", "", 0, 14, ["school_education", "news_politics", "identity_community"],
        [["o: studying for history"], ["o: why do we learn about propaganda"], ["o: grandpa told me about the old laws"]],
        "{t}{e}",
        {"t": ["segregation laws treated people as less than human", "posters painted whole groups as a disease, that's how it started",
               "the textbook has examples of the slogans they used", "racist laws were only repealed in living memory", "museums keep the signs so nobody forgets"],
         "e": ["", ", chilling", ", worth learning", " 📚"]}),
    Fam("hn-hunting-legal", "", 0, 12, ["weapons_hunting", "sports", "family_home"],
        [["o: season opens next week"], ["o: first time at the range"], ["o: my uncle teaches gun safety"]],
        "{t}{e}",
        {"t": ["always treat every gun as loaded", "licence renewed, rifle cleaned", "ear protection and follow the range officer", "bought a new scope at the outdoor store",
               "safe storage, lock the ammo separately"],
         "e": ["", " 🦌", ", stay safe", " 👍"]}),
    Fam("hn-contrast-slang", "", 0, 12, ["family_home", "gaming", "sports", "tech_programming"],
        [["o: anyone got snow tires"], ["o: the grass needs cutting"], ["o: need more tabs"], ["o: who's our plug for the extension cord"]],
        "{t}",
        {"t": ["ice on the roads today, fresh snow too", "cut the grass and pulled the weeds", "i'll bring the spare power strip", "browser tabs are my addiction",
               "lemon tabs for cleaning the dishwasher", "my kid wants crystal rocks for her collection", "bought molly a new collar 🐶", "we ran out of charcoal for the bbq"]}),
]

for _f in FAMS:
    if _f.name.startswith("h5-hate"):
        _f.contexts = [c for c in _f.contexts if c]
    _f.n = round(_f.n * 1.45)  # bigger families where the banks allow; capped by distinct judged turns


def build() -> list[dict]:
    used: set[str] = set()
    recs: list[Rec] = []
    for family, rows in HAND.items():
        rng = random.Random(SEED ^ zlib.crc32(family.encode()))
        for row in rows:
            rec = hand_rec(family, row, rng)
            key = rec.turns[-1][1].lower()
            if key in used:
                raise ValueError(f"duplicate judged turn {key!r}")
            used.add(key)
            recs.append(rec)
    names = [f.name for f in FAMS]
    if len(set(names)) != len(names) or set(names) & set(HAND):
        raise ValueError("family names must be unique")
    for fam in FAMS:
        recs.extend(fam_recs(fam, used))
    out = []
    for n, r in enumerate(recs, start=1):
        out.append({
            "id": f"{ID_PREFIX}{n:05d}",
            "turns": [{"author": a, "text": t} for a, t in r.turns],
            "types": r.types,
            "severity": r.severity,
            "topic": r.topic,
            "indicators": r.indicators(),
            "spans": [{"turn": t, "start": s, "end": e, "indicator": i} for t, s, e, i in r.spans],
            "source": f"seed:{FILE}/{r.family}",
            "hard_negative": r.hard_negative,
        })
    return out


def main() -> int:
    windows = build()
    OUT.parent.mkdir(parents=True, exist_ok=True)
    with OUT.open("w", encoding="utf-8") as fh:
        for w in windows:
            fh.write(json.dumps(w, ensure_ascii=False) + "\n")
    cells = Counter((w["types"][0] if w["types"] else "benign", w["severity"]) for w in windows)
    print(f"wrote {len(windows)} windows to {OUT.relative_to(ROOT)}")
    for (t, s), c in sorted(cells.items()):
        print(f"  {t:7s} L{s}: {c}")
    print("  hard negatives:", sum(w["hard_negative"] for w in windows))
    print("  families:", len({w["source"] for w in windows}), "hand-written:", sum(len(v) for v in HAND.values()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
