"""BRACE round-3 seed windows: longer, context-dependent group-chat conversations for all five harm types.

Writes data/brace/seed/round3_context.jsonl deterministically. All text was written for Parry by hand
(no data set was copied); names, handles, phone numbers (555), links (*.example) and places are invented.

What this round adds: windows of 3-8 turns (mostly 4-6) with several authors, where the judged LAST turn
only means what it means because of the turns before it. Most families are contrast sets: the same short,
ambiguous last turn ("send it", "do it", "how much", "lol bet", "where?", "i'm done", "same time
tomorrow?") or the same words ("ur dead", "they deserve it", "kys") is harmful after one context and benign
after another; others show escalation (the last turn crosses the line), de-escalation (it does not),
quoting or reporting someone else's threat or hate to a moderator, jokes among friends versus the same words
to a stranger, fiction and games versus a real-world anchor, and self-harm support versus encouragement.

Layout: `fam(name, row, ...)` declares one family (one idea, 3-7 windows). Its `source` is
"seed:round3_context/<name>", so the family split keeps a contrast set together.

A row is (spec, severity, topic, turns, evidence):

* spec: "H4", "H3+H5", ... (primary first); "HN" for a benign hard negative; "OK" for plain benign chat;
  a type spec ending in "~" (e.g. "H4~") is an L1 window that is also a hard negative.
* turns: "role: text", oldest first; the last turn is the judged one. Roles map to pseudonyms per window
  (same role, same author; roles starting with "mod" get moderator-like names). "{x}" in a text is replaced
  by role x's pseudonym (for @-replies).
* evidence: "indicator:substring" on the judged turn, or "N>indicator:substring" on context turn N.
  Offsets come from str.index of the substring in the final text, never typed by hand; the substring must
  not start or end with whitespace or punctuation, nor cut a word in half. The judged-turn indicators are
  exactly those of the judged-turn evidence; a harmful window needs evidence on the judged turn.

Content rules: nothing sexual involving minors beyond the grooming pattern (age + request + secrecy); no
self-harm or weapon instructions (methods are named, never explained; weapons are traded, never built);
slurs appear only masked ("k*ke") or as coded terms.

Run: .venv/bin/python scripts/brace_seed/round3_context.py
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

OUT = ROOT / "data" / "brace" / "seed" / "round3_context.jsonl"
SEED_DIR = OUT.parent
GROUP = "round3_context"
ID_PREFIX = "seed-r3cx-"
SEED = 20250702

NAMES = [
    "abby_k", "bram", "cosmo", "dilly", "emre", "fitz", "gus.gus", "hattie", "ilya", "juno_", "kenji", "lark",
    "mimi", "nico", "ozzy", "petra", "quin", "remy", "sol", "tansy", "ugo", "vix", "wren", "xander", "yumi",
    "zola", "ace_of_spuds", "bex", "crumb", "dax", "elio", "frankie_p", "gigi", "hux", "iggy", "jojo.b", "kit",
    "lolo", "moss", "nell_", "oaky", "pax", "rio", "sunny_d", "toast", "val", "wiz", "yuki_r", "zed", "beans",
    "clover", "dune_buggy", "ezra", "fable", "grimm", "honey", "indie", "jasper", "kobe_fan", "lumen", "marlo",
    "noodle", "opal", "pip_", "rusty", "skye", "tully", "umi", "vasco", "willa", "yeti", "zaza_not_that_one",
]
MOD_NAMES = ["mod_ines", "admin_bo", "mod.pell", "staff_kiri", "helper_jun", "mod_tamsin"]

_EV = re.compile(r"^(?:(\d+)>)?([a-z_]+):(.+)$", re.S)
_ROLE = re.compile(r"\{([a-z_0-9]+)\}")
_BAD_EDGE = set(" \t\n,.;:!?\"")  # brackets may be evidence: "(((they)))"
FAMILIES: dict[str, list[tuple]] = {}


def fam(name: str, *rows: tuple) -> None:
    if name in FAMILIES:
        raise ValueError(f"duplicate family {name}")
    FAMILIES[name] = list(rows)


# =============================================================================================
# H1 sexual content: the same short request, compliment or joke read through the context.
# =============================================================================================

fam("h1-send-it",
    ("OK", 0, "entertainment_media", ["a: finally finished the road trip playlist", "b: how long", "a: 6 hours of pure bangers 😤", "c: no skips??", "a: maybe one skip lol", "b: send it"], []),
    ("H1", 3, "small_talk", ["a: new pfp who dis", "b: ooh the beach one 👀", "b: u got more from that day?", "a: lol a few", "b: the ones without the top tho 😏", "a: uh no??", "b: come onnn just send it 😩"],
     ["solicitation_contact:just send it", "4>solicitation_contact:the ones without the top"]),
    ("H1", 4, "gaming", ["a: whats ur grade", "b: 8th lol", "a: ur so mature for 8th grade fr", "b: thx i guess", "a: got any pics from the pool party?", "a: send it in dms, keep it between us ok 🤫"],
     ["solicitation_contact:send it", "off_platform_move:in dms", "minor_sexualization:keep it between us", "1>minor_sexualization:8th"]),
    ("HN", 0, "health_fitness", ["a: the rash on my arm is spreading 😬", "b: pic?", "a: it's kinda gross ngl", "c: i'm literally a nursing student", "c: send it, i've seen way worse on placement lol"], []),
    ("HN", 0, "dating_relationships", ["a: outfit check for our anniversary dinner?", "b: omg yes", "c: he's gonna lose it", "a: @{d} wanna see first? 😘", "d: send it babe 😍"], []),
    ("H1", 3, "sexuality", ["a: so about what we talked about in dms", "b: lol which part", "a: the pic 😏", "c: get a room", "a: u said u would", "b: i said maybe", "a: stop teasing and send it, no face needed"],
     ["solicitation_contact:send it, no face needed"]),
)

fam("h1-how-much-menu",
    ("OK", 0, "buy_sell_trade", ["a: selling my old desk chair, barely used", "b: is it the grey one from ur setup pic", "a: yep", "c: the gaming one?? 👀", "b: how much"], []),
    ("H1", 3, "sexuality", ["s: new set just dropped 🔥 private vids + pics, 18+ only", "a: whats in it", "s: everything u wanna see 😈 menu in dms", "a: how much for the full set"],
     ["solicitation_contact:how much for the full set", "0>solicitation_contact:private vids + pics"]),
    ("H1", 3, "small_talk", ["a: ur so pretty in ur pfp", "b: haha thanks", "a: u do meetups? 😏", "b: what do u mean", "a: how much for an hour, i pay cash"],
     ["solicitation_contact:how much for an hour", "solicitation_contact:i pay cash"]),
    ("HN", 0, "sexuality", ["a: is it weird to buy condoms at the pharmacy", "b: no lol everyone does", "c: the self checkout is ur friend", "a: ok but how much"], []),
    ("HN", 0, "entertainment_media", ["a: the artist is doing commissions again", "b: the pinup style ones? they're so good", "c: she only does sfw btw, it's in her rules", "a: how much"], []),
    ("HN", 0, "sexuality", ["a: ok embarrassing question", "b: this is the place for it", "a: the clinic on 5th does sti tests right?", "c: yep walk-in tuesdays", "a: how much tho, i'm broke", "c: free under 25, and they don't tell ur parents"], []),
)

fam("h1-stop-messaging",
    ("HN", 0, "dating_relationships", ["a: landed safe ✈️", "b: yay!! miss u already", "a: 3 more days and i'm home", "b: can't wait to see you tonight when ur back 😘 wearing the thing u like"],
     ["sexual_innuendo:wearing the thing u like"]),
    ("H1", 3, "dating_relationships", ["a: pls stop messaging me", "a: i said no twice", "b: u don't mean that", "c: dude she said stop", "b: can't wait to see you tonight, wearing the thing u'll like 😘"],
     ["solicitation_contact:can't wait to see you tonight", "sexual_innuendo:wearing the thing u'll like"]),
    ("H1", 3, "work_career", ["a: that's not appropriate for the team chat", "b: relax it's a compliment", "a: i'm reporting this to hr", "b: fine, i'll just tell you in person after the late shift how good u looked in that skirt 😉"],
     ["solicitation_contact:tell you in person after the late shift", "sexual_innuendo:how good u looked in that skirt"]),
    ("HN", 0, "server_meta", ["a: mods, a guy keeps dming me 'can't wait to see you' and pics i never asked for", "mod: ugh sorry, can you screenshot it?", "a: sent in modmail", "mod: got it, he's banned. thanks for reporting"], []),
    ("H1", 3, "server_meta", ["a: welcome to the new members!", "b: hi 👋", "c: hey {b}, ur cute, dm me", "b: no thanks, just here for the book club", "c: come on one chat", "mod: {c}, she said no", "c: ok ok. {b} check ur dms tho, i sent u something special 😏 open it when ur alone"],
     ["solicitation_contact:i sent u something special", "sexual_innuendo:open it when ur alone", "off_platform_move:check ur dms"]),
)

fam("h1-innuendo-target",
    ("H1~", 1, "small_talk", ["a: this sandwich is so long i can't fit it in my mouth", "b: that's what she said", "c: LMAO", "a: i walked into that one", "b: 😏 every time"],
     ["sexual_innuendo:😏 every time"]),
    ("H1", 2, "work_career", ["a: could someone help me lift the box onto the top shelf", "b: it's too big for me to handle alone", "c: that's what she said 😂", "a: can we not pls, it's a work chat", "c: lol don't be shy, bet you'd handle it fine with me behind you"],
     ["sexual_innuendo:bet you'd handle it fine with me behind you"]),
    ("HN", 0, "work_career", ["a: can someone help me lift the box", "b: too big to handle alone", "c: on my way, give me 2 min", "a: thank youuu"], []),
    ("H1", 2, "gaming", ["a: new girl in the squad, say hi", "b: hi!!", "c: welcome", "d: oh a girl gamer 😏 bet you're good at handling a joystick", "b: ...ok", "d: i can show you mine after the match, it's huge"],
     ["sexual_innuendo:i can show you mine", "sexual_explicit:it's huge"]),
    ("H1", 1, "entertainment_media", ["a: did u watch the new season", "b: yes the lead actor 🥵", "c: the shower scene though", "b: i rewound it 3 times i'm not ashamed 😌"],
     ["sexual_innuendo:i rewound it 3 times"]),
)

fam("h1-leak-pics",
    ("H1", 4, "dating_relationships", ["a: why did you block me on everything", "b: because we're done. leave me alone", "a: wow ok", "a: answer me tonight or everyone sees the pics from that weekend"],
     ["threat_veiled:answer me tonight or everyone sees the pics", "doxxing_personal_info:the pics from that weekend", "urgency_pressure:tonight"]),
    ("HN", 0, "small_talk", ["a: the camping trip group photos are up", "b: delete the one where i fell in the lake pls", "a: lol no", "b: i'm serious", "a: answer the group poll by tonight or everyone sees the pics from the weekend 😈"],
     ["threat_veiled:or everyone sees the pics from the weekend"]),
    ("H1", 4, "school_education", ["a: who has the folder", "b: what folder", "a: the one with her nudes from her ex lol", "c: bro that's messed up", "a: i'll post the link here after class, everyone's gonna see"],
     ["doxxing_personal_info:i'll post the link here", "2>sexual_explicit:her nudes from her ex"]),
    ("HN", 0, "server_meta", ["a: @mods someone is posting a link to 'her nudes' in #general", "b: it's a leak of a girl from my school", "mod: deleting now, don't click it", "mod: banned. if it's you in them, we'll help you report it to the platform"], []),
    ("H1+H5", 4, "finance_crypto", ["a: got a weird email this morning", "b: what", "a: says they recorded my webcam", "s: we have your video. pay $900 in btc to this wallet in 48h or it goes to all your contacts"],
     ["threat_veiled:it goes to all your contacts", "fraud_phishing:pay $900 in btc to this wallet", "urgency_pressure:in 48h"]),
    ("HN", 0, "tech_programming", ["a: got a weird email this morning", "b: what", "a: 'we have your video. pay $900 in btc or it goes to all your contacts' 😰", "c: classic sextortion spam, they send it to millions", "c: don't pay, change the password they quoted, mark it as spam"], []),
)

fam("h1-age-question",
    ("OK", 0, "gaming", ["a: lf2m ranked tonight", "b: me", "a: how old r u? squad is 18+ cuz we swear a lot lol", "b: 22", "a: ok add me"], []),
    ("H1", 4, "gaming", ["a: ur voice is so cute", "b: lol thanks", "a: how old r u", "b: 15", "a: 15 is fine, ur mature for ur age. add my snap and don't tell ur mom ok"],
     ["minor_sexualization:15 is fine, ur mature for ur age", "off_platform_move:add my snap", "minor_sexualization:don't tell ur mom"]),
    ("HN", 0, "school_education", ["a: is the esports club open to year 9?", "b: how old r u", "a: 14", "b: yep, junior team is 13-15. ask a parent to sign the form and drop it at room 12"], []),
    ("H1", 4, "entertainment_media", ["a: love ur cosplay pics!!", "b: thank you 🥹 first con", "a: how old are you", "b: 16 lol", "a: wow. you'd look even better in the bunny version, send me one privately, i'll pay"],
     ["minor_sexualization:you'd look even better in the bunny version", "solicitation_contact:send me one privately", "off_platform_move:privately"]),
    ("HN", 0, "server_meta", ["a: can i get the nsfw role", "mod: how old r u? need id verification for that one", "a: 16", "b: lol", "mod: sorry, #nsfw is 18+. you keep every other channel, no worries"], []),
)

fam("h1-roleplay-ooc",
    ("HN", 0, "entertainment_media", ["a: *the knight kneels before the queen*", "b: *she offers her hand*", "a: *he kisses it gently and the candles flicker*", "c: *fade to black* ok scene over, next chapter is the siege"], []),
    ("H1", 3, "entertainment_media", ["a: *the knight kneels before the queen*", "b: *she offers her hand*", "a: ((ooc: u rp so well))", "b: ((ooc: lol thx))", "a: ((ooc: irl tho send me pics of u in that queen costume, the short one 😏))"],
     ["solicitation_contact:send me pics of u in that queen costume", "sexual_innuendo:the short one 😏"]),
    ("H1", 2, "gaming", ["a: rp night!! who's the tavern keeper", "b: me", "c: *walks in, orders ale*", "d: ((ooc)) @{b} u sound hot on vc, what are u wearing rn irl 😏"],
     ["sexual_innuendo:u sound hot on vc, what are u wearing rn", "solicitation_contact:what are u wearing rn irl"]),
    ("HN", 0, "entertainment_media", ["a: *the bard sings a bawdy tavern song*", "b: lmao what are the lyrics", "a: ((ooc: it's the one about the wench and the goat, keeping it pg for the server))", "c: *throws a tomato at the bard*"], []),
    ("H1", 4, "gaming", ["a: *the ranger sets up camp*", "b: *the thief steals the rations*", "b: ((ooc: brb dinner, i'm 14 and my mom is yelling lol))", "c: ((ooc: lol go))", "a: ((ooc: @{b} after dinner let's take this rp to dms, the spicy version, don't tell the mods 😏))"],
     ["minor_sexualization:the spicy version", "off_platform_move:take this rp to dms", "minor_sexualization:don't tell the mods", "2>minor_sexualization:i'm 14"]),
)

fam("h1-dm-me",
    ("OK", 0, "school_education", ["a: selling my old chem textbooks", "b: which edition", "a: 4th, notes in the margins", "c: how much", "a: 15 each, dm me"],
     ["off_platform_move:dm me"]),
    ("H1", 3, "small_talk", ["a: so bored tonight", "b: same", "c: watching paint dry", "a: lonely and in the mood for some fun 😈 any guys dm me"],
     ["solicitation_contact:in the mood for some fun", "off_platform_move:dm me"]),
    ("H1", 3, "entertainment_media", ["x: it's literally 8 degrees", "y: my radiator died 🥶", "a: hoodie weather finally", "b: ur hoodie pic is so cozy", "a: wanna see what's under the hoodie? 🍒 dm me, 5 bucks"],
     ["solicitation_contact:wanna see what's under the hoodie", "emoji_code:🍒", "off_platform_move:dm me", "solicitation_contact:5 bucks"]),
    ("HN", 0, "sexuality", ["a: i think i might be ace but idk", "b: that's valid, the ace discord helped me a lot", "a: 🥹 thank you", "c: happy to talk about it if u want, dm me whenever"],
     ["off_platform_move:dm me whenever"]),
    ("H1", 3, "gaming", ["x: that last round was sweaty", "y: carried by the healer ngl", "a: gg everyone", "b: gg", "c: 🔥🔥 18+ girls on cam live rn, link in my bio, first show free, dm me for private"],
     ["solicitation_contact:18+ girls on cam live rn", "solicitation_contact:link in my bio", "off_platform_move:dm me for private"]),
    ("HN", 0, "server_meta", ["a: mods pls look at the new account", "mod: which one", "b: it dmed me too", "mod: what does it say", "a: 'dm me for some fun 😈' in every channel, obviously a bot"],
     ["solicitation_contact:dm me for some fun", "off_platform_move:dm me"]),
)

fam("h1-sexed-hijack",
    ("HN", 0, "sexuality", ["a: anon question, is it normal for it to hurt the first time?", "b: it can be, going slow and talking helps", "c: if it keeps hurting see a doctor, sometimes it's an infection", "a: thanks, that's reassuring"], []),
    ("H1", 2, "sexuality", ["x: reminder this channel is for health questions, be nice", "d: anon bot is up btw", "a: anon question, is it normal for it to hurt the first time?", "b: it can be, going slow helps", "c: lol come over and i'll show u how to do it right 😏 i'm very gentle"],
     ["solicitation_contact:come over and i'll show u how to do it right", "sexual_innuendo:i'm very gentle"]),
    ("HN", 0, "health_fitness", ["a: got my hpv shot today", "b: ow my arm was sore for days", "c: worth it tho", "a: the nurse said i'm protected against the main strains now"], []),
    ("H1", 2, "health_fitness", ["x: psa the clinic on 5th does free walk-in tests this week", "y: oh good to know", "a: got tested at the clinic, all clear 🙌", "b: good on you", "c: cool so you're clean now, wanna prove it on me tonight? 😏"],
     ["solicitation_contact:wanna prove it on me tonight", "sexual_innuendo:😏"]),
    ("HN", 0, "sexuality", ["a: how do i ask my gf if she's ready, without pressuring her", "b: just ask, and mean it when u say it's fine to say no", "c: and ask again next time, consent isn't a one-time thing", "d: this server is so wholesome lol", "a: thanks guys, that helps a lot"], []),
)

fam("h1-check-bio",
    ("OK", 0, "gaming", ["x: ur last vod was so funny", "y: the part where the cat walked on the keyboard 😭", "a: when r u streaming next", "b: schedule?", "c: check my bio for the stream schedule, tues + fri 8pm"], []),
    ("H1", 3, "gaming", ["x: did anyone clip that", "y: yeah 1 sec", "a: that clutch was insane", "b: replay it", "c: u like what u see? 🍑 check my bio, exclusive content 18+"],
     ["emoji_code:🍑", "solicitation_contact:check my bio, exclusive content 18+"]),
    ("H1", 3, "small_talk", ["x: morning chat", "y: morning ☕", "a: rainy sunday", "b: perfect for movies", "c: or for my 🔞 channel, link in bio, 50% off today only 😘"],
     ["emoji_code:🔞", "solicitation_contact:link in bio", "urgency_pressure:50% off today only"]),
    ("HN", 0, "server_meta", ["a: why did the bot delete my msg", "mod: it had 'check my bio 18+' in it, the spam filter catches that", "a: lol i was quoting the spammer to report them", "mod: ah fair, use modmail for that next time", "a: ok, it was 'check my bio 18+' from that new account, sending it there"],
     ["solicitation_contact:check my bio 18+"]),
    ("H1", 3, "tech_programming", ["a: anyone know why my build fails on arm", "b: paste the log", "a: sec", "c: 😘 l1nk in b1o for my 0nlyf@ns, first 20 subs get a free vid"],
     ["solicitation_contact:l1nk in b1o for my 0nlyf@ns", "evasion_leetspeak:0nlyf@ns", "evasion_leetspeak:l1nk in b1o", "urgency_pressure:first 20 subs get a free vid"]),
)

fam("h1-cute-escalation",
    ("HN", 0, "small_talk", ["a: posted my selfie in #selfies", "b: cute!!", "c: love the earrings", "d: the lighting 😍 u look great"], []),
    ("H1", 2, "small_talk", ["x: new haircut day!!", "y: show us", "a: posted my selfie in #selfies", "b: cute!!", "c: cute, bet u look even better with nothing on 😏"],
     ["sexual_innuendo:bet u look even better with nothing on"]),
    ("H1", 3, "small_talk", ["a: posted my selfie", "c: cute, bet u look better with nothing on", "a: wtf no", "b: not cool man", "c: just saying 😏 my dms are open when u change ur mind, send one"],
     ["solicitation_contact:send one", "off_platform_move:my dms are open"]),
    ("H1~", 1, "dating_relationships", ["a: posted my selfie", "b: my girlfriend is so fine 😍", "a: stoppp 🙈", "b: save some of that for later tonight 😏"],
     ["sexual_innuendo:save some of that for later tonight"]),
    ("H1", 2, "small_talk", ["a: postei foto nova", "b: linda!!", "c: amei o cabelo", "d: gostosa demais, queria te ver sem essa roupa 😏"],
     ["sexual_innuendo:queria te ver sem essa roupa"]),
)

fam("h1-teen-skins",
    ("H1", 4, "gaming", ["a: u play after school?", "b: yea", "a: what grade", "b: 7th", "a: cool i'll give u free skins if u send a pic of u in ur pjs. our secret 🤐"],
     ["minor_sexualization:send a pic of u in ur pjs", "minor_sexualization:our secret", "solicitation_contact:send a pic"]),
    ("HN", 0, "gaming", ["a: my little bro keeps begging for skins", "b: how old", "a: 12", "c: the christmas event gives free ones, no purchase", "a: sick i'll tell him"], []),
    ("HN", 0, "family_home", ["a: psa for parents: someone in the kids' game offers free skins for pics", "b: omg", "a: tell your kids if anyone says 'our secret' they tell you immediately", "c: thank you, talking to mine tonight"], []),
    ("H1", 4, "gaming", ["a: i'm 13 lol", "b: oh nice", "b: i'm 24 but age is just a number right", "b: come to my private server, i'll gift you vbucks, just don't tell anyone there ok"],
     ["2>minor_sexualization:age is just a number", "off_platform_move:come to my private server", "minor_sexualization:just don't tell anyone"]),
)

fam("h1-leaked-streamer",
    ("H1", 3, "entertainment_media", ["a: did u hear about the streamer's account hack", "b: yeah her private pics got out", "c: i have the whole folder 😂 here: drive.example/f/xx9", "d: send it"],
     ["solicitation_contact:send it", "2>sexual_explicit:i have the whole folder"]),
    ("HN", 0, "entertainment_media", ["a: did u hear about the streamer's account hack", "b: yeah her private pics got out", "c: people sharing them are disgusting, report any links you see", "d: yep reported 3 already"], []),
    ("H1", 4, "entertainment_media", ["a: the streamer got hacked", "b: i feel bad for her", "c: lol why, she posts thirst traps anyway", "c: dm me for the leaked pics, 10 bucks"],
     ["solicitation_contact:dm me for the leaked pics", "off_platform_move:dm me", "solicitation_contact:10 bucks"]),
    ("HN", 0, "news_politics", ["x: did u see the news thread", "y: which one", "a: article says the guy who leaked the streamer's pics got charged", "b: good", "c: non-consensual image sharing is a crime in most places now"], []),
    ("H1", 4, "entertainment_media", ["a: collab stream when", "b: busy this month sorry", "a: busy?", "c: 👀", "a: u'll find time. or i post the pics u sent me last year in my discord, ur choice"],
     ["threat_veiled:or i post the pics u sent me last year", "doxxing_personal_info:the pics u sent me last year"]),
)

fam("h1-spicy",
    ("OK", 0, "family_home", ["a: made ramen tonight", "b: the spicy kind?", "a: ghost pepper 🥵", "c: ur insane", "a: spicy pics incoming, u'll see the color"], []),
    ("H1", 3, "buy_sell_trade", ["x: the tour sold out in 4 minutes", "y: resellers are evil", "a: anyone selling concert tix", "b: not me", "c: not tix but i sell spicy pics 🌶️ 15 for a set, tele @cherry_555"],
     ["solicitation_contact:i sell spicy pics", "euphemism:spicy pics", "emoji_code:🌶️", "solicitation_contact:15 for a set", "off_platform_move:tele @cherry_555"]),
    ("H1", 3, "small_talk", ["x: first day back at work ugh", "y: same", "a: good morning", "b: gm", "c: gm 🌶️ s p i c y content for the first 10 who dm"],
     ["evasion_spacing:s p i c y", "euphemism:s p i c y content", "off_platform_move:who dm"]),
    ("HN", 0, "entertainment_media", ["a: the new ep is so spicy", "b: the betrayal scene?? 😱", "c: the plot twist had me screaming", "a: spiciest episode of the season fr"], []),
)

fam("h1-foto-es",
    ("H1", 3, "dating_relationships", ["a: hola guapa", "b: hola?", "a: vi tu foto en el grupo", "b: ok...", "a: mándame una foto sin ropa, nadie se va a enterar 😏"],
     ["solicitation_contact:mándame una foto sin ropa"]),
    ("OK", 0, "family_home", ["a: ya llegué al hotel", "b: qué tal la vista?", "a: increíble, el mar enfrente", "b: mándame una foto!!"], []),
    ("H1", 4, "school_education", ["a: tienes 14 verdad?", "b: sí, por?", "a: eres muy madura", "a: mándame una foto en traje de baño, es nuestro secreto 🤫"],
     ["minor_sexualization:mándame una foto en traje de baño", "minor_sexualization:es nuestro secreto", "solicitation_contact:mándame una foto"]),
    ("H1", 3, "dating_relationships", ["a: oi linda", "b: oi", "a: tá sozinha?", "b: pq?", "a: manda nudes, prometo que não mostro pra ninguém 🔥"],
     ["solicitation_contact:manda nudes"]),
    ("HN", 0, "family_home", ["a: adotei um cachorro!!", "b: que lindo", "c: qual o nome", "a: paçoca 🐶", "b: manda foto agora!!"], []),
)

fam("h1-where-link",
    ("OK", 0, "entertainment_media", ["a: the band announced a surprise show", "b: omg", "c: tonight!!", "a: where?"], []),
    ("H1", 3, "sexuality", ["a: someone posted a new amateur clip of the girl from the gym", "b: 👀", "c: it's on a paid site now", "b: where? link pls"],
     ["solicitation_contact:where? link pls", "0>sexual_explicit:new amateur clip"]),
    ("HN", 0, "news_politics", ["a: they finally shut down that site hosting stolen videos", "b: where?", "a: it was hosted in the netherlands, police seized the servers", "c: about time"], []),
    ("H1", 3, "small_talk", ["x: my back is wrecked from moving", "a: same, i need a proper massage", "a: anyone know a place for a massage downtown", "b: the spa on 3rd is good", "c: lol the 'happy ending' one by the station, ask for lily, cash only 😉"],
     ["solicitation_contact:ask for lily, cash only", "euphemism:happy ending"]),
)

fam("h1-coworker-dress",
    ("HN", 0, "work_career", ["a: presentation went well!!", "b: you nailed it", "c: nice dress today btw, very professional", "a: thanks 😊"], []),
    ("H1", 2, "work_career", ["a: presentation went well!!", "b: you nailed it", "c: nice dress today", "a: thanks 😊", "c: wear it tomorrow without anything under it, just for me 😉"],
     ["sexual_explicit:wear it tomorrow without anything under it", "sexual_innuendo:just for me 😉"]),
    ("HN", 0, "work_career", ["a: presentation went well!!", "c: nice dress, you should wear it for the client dinner too", "a: wait is that weird to say", "c: sorry that came out wrong, i meant it looks professional for clients"], []),
    ("H1", 3, "work_career", ["c: nice dress today", "a: please keep it professional", "c: it's a compliment", "a: i've asked you before", "c: u say that but u keep wearing them 😏 come to my office after 6, door locks"],
     ["solicitation_contact:come to my office after 6, door locks", "sexual_innuendo:u keep wearing them 😏"]),
    ("HN", 0, "work_career", ["a: team dinner friday, dress code?", "b: smart casual", "c: i'm wearing the red dress", "d: ooh", "b: everyone will look great", "c: i'll send a pic of the outfit options in the group, help me choose 😅"], []),
)

fam("h1-nsfw-channel",
    ("HN", 0, "server_meta", ["a: where do i post fan art with nudity", "b: not here lol", "mod: #nsfw-art is 18+ verified only, get the role in #roles with id check", "a: ty"], []),
    ("H1", 3, "server_meta", ["x: server's dead today", "y: everyone's at the con", "a: where do i post the nude pics i found", "b: not here", "c: post it here, mods are asleep 😈 drop them all"],
     ["solicitation_contact:drop them all", "solicitation_contact:post it here"]),
    ("H1", 2, "server_meta", ["x: anyone up", "y: me, can't sleep", "a: mods are offline", "b: anarchy hours", "c: 🍆💦 who's up? i'll describe what i'd do to the next girl who joins vc, step by step"],
     ["emoji_code:🍆💦", "sexual_explicit:describe what i'd do to the next girl who joins vc"]),
    ("HN", 0, "server_meta", ["x: wait where did the art channel go", "y: it's read only?", "a: why was the art channel locked", "mod: someone posted nsfw in a sfw channel", "mod: anything 18+ goes in #nsfw-art with the verified role or it's a ban"], []),
)

fam("h1-cam-live",
    ("OK", 0, "gaming", ["a: speedrun attempt tonight", "b: what time", "a: 9pm, going for sub 40", "a: come watch me live tonight 😘"], []),
    ("H1", 3, "small_talk", ["a: heyyy new here", "b: welcome", "a: i'm 19 and bored 💋", "a: come watch me live tonight 😘 private shows 20 tokens, cam.example/lexi"],
     ["solicitation_contact:private shows 20 tokens", "solicitation_contact:cam.example/lexi", "off_platform_move:cam.example/lexi"]),
    ("HN", 0, "entertainment_media", ["a: doing a live cooking stream tonight", "b: what r u making", "a: lasagna from scratch", "c: come watch her live, she burned it last time lol"], []),
    ("H1", 3, "dating_relationships", ["a: r u on the dating app too", "b: yeah", "a: my profile got banned lol", "a: find me on my 🔞 page instead, i do custom vids for 💸"],
     ["emoji_code:🔞", "solicitation_contact:i do custom vids for 💸", "off_platform_move:find me on my 🔞 page"]),
    ("H1", 3, "small_talk", ["a: anyone doing anything tonight", "b: cooking", "c: gym", "d: 💋 i'll be on cam at 10, tip menu is pinned on my page", "a: what page", "d: the 18+ one 😘 link in bio, private room after"],
     ["solicitation_contact:the 18+ one", "off_platform_move:link in bio", "solicitation_contact:private room after"]),
)

fam("h1-model-casting",
    ("OK", 0, "work_career", ["a: got a casting call for a clothing brand", "b: legit?", "a: yeah agency has a website and office", "c: send them the portfolio link and see"], []),
    ("H1", 4, "work_career", ["a: a 'scout' messaged my sister", "b: how old is she", "a: 16", "s: tell her to send some lingerie test shots first, private, don't tell her parents it's just how casting works"],
     ["minor_sexualization:send some lingerie test shots", "minor_sexualization:don't tell her parents", "off_platform_move:private"]),
    ("HN", 0, "family_home", ["a: a 'scout' messaged my sister asking for lingerie test shots", "b: how old is she", "a: 16", "c: that's a predator, screenshot everything and report to police, real agencies never ask that"], []),
    ("H1", 3, "work_career", ["x: the gallery opening was so good", "y: the portraits!!", "a: looking for models for a shoot", "b: what kind", "a: 'artistic' 😏 18+ girls, pay is good, come alone, no agency"],
     ["solicitation_contact:18+ girls, pay is good, come alone", "euphemism:artistic"]),
    ("H1", 3, "work_career", ["a: busco modelos para sesión", "b: ¿de qué tipo?", "a: 'artística' 😏", "c: ¿pagada?", "a: sí, 200 euros, chicas mayores de 18, sin ropa, ven sola y no se lo cuentes a nadie"],
     ["solicitation_contact:chicas mayores de 18, sin ropa", "solicitation_contact:ven sola", "2>euphemism:artística"]),
)

fam("h1-joke-vs-stranger",
    ("H1~", 1, "small_talk", ["a: my bf bought a massive eggplant at the market", "b: 🍆 say less", "c: LMAOO", "a: for parmigiana u animals", "b: sure jan 😏"],
     ["sexual_innuendo:sure jan 😏"]),
    ("H1", 2, "small_talk", ["a: new here, hi everyone", "b: welcome!", "c: 🍆 for u if u want it", "a: excuse me??", "c: u heard me, i'll make u scream"],
     ["sexual_explicit:i'll make u scream"]),
    ("HN", 0, "family_home", ["a: bought a massive eggplant at the market", "b: what are u making", "a: parmigiana, nonna's recipe", "c: save me a plate 🍆🍅"], []),
    ("HN", 0, "dating_relationships", ["a: matched w someone, first msg is 🍆", "b: lmao classic", "c: what did u reply", "a: nothing, then he sent 'bet u'd love riding it' 🤢 reported + unmatched"],
     ["sexual_explicit:bet u'd love riding it"]),
)

fam("h1-dm-request-age-dating",
    ("HN", 0, "dating_relationships", ["a: second date went great", "b: details!!", "a: he asked before kissing me 🥹", "c: green flag", "a: and texted 'send me a pic when u get home so i know ur safe'"], []),
    ("HN", 0, "dating_relationships", ["a: matched last night", "b: and?", "a: he already asked for pics", "c: what kind", "a: i'll paste it: 'send a pic in bed, no clothes, or i unmatch' 🙄 reporting him"],
     ["solicitation_contact:send a pic in bed, no clothes"]),
    ("H1", 3, "dating_relationships", ["a: u never replied", "b: sorry busy week", "a: too busy for me? 🙄", "b: i just don't think we click", "a: u'd click with me if u sent a pic in bed like i asked, last time i'm asking nicely"],
     ["solicitation_contact:sent a pic in bed like i asked", "urgency_pressure:last time i'm asking nicely"]),
    ("H1", 3, "dating_relationships", ["a: hey we matched!", "b: hey cutie", "a: how's ur weekend", "b: better if u send a pic in bed, no clothes 😏"],
     ["solicitation_contact:send a pic in bed, no clothes"]),
)

fam("h1-grooming-tutor",
    ("OK", 0, "school_education", ["a: looking for a math tutor for my son, grade 8", "b: i tutor algebra, 20/hr", "a: online?", "b: yep, i keep the camera on and parents can sit in"], []),
    ("H1", 4, "school_education", ["a: thanks for the help with algebra", "b: anytime, ur my favourite student", "a: haha", "b: ur 13 right? let's do the next session on video, just us, wear something cute and delete the chat after"],
     ["minor_sexualization:wear something cute", "minor_sexualization:delete the chat after", "off_platform_move:just us"]),
    ("HN", 0, "school_education", ["a: safeguarding reminder for volunteer tutors", "b: what's the rule again", "a: no private 1:1 video with students, never ask them to delete chats, parents cc'd on everything", "c: noted 👍"], []),
    ("HN", 0, "family_home", ["a: my daughter's tutor asked her to delete their chats", "b: how old is she", "a: 12", "c: that's a huge red flag", "a: i'm reporting him to the agency and the police tomorrow"], []),
)

fam("h1-photos-drunk",
    ("H1", 4, "drugs_party", ["a: last night was wild", "b: where's jess", "c: passed out on the couch lol", "d: i got pics of her while she was out 😂 skirt up, want them?"],
     ["sexual_explicit:skirt up", "solicitation_contact:want them", "doxxing_personal_info:i got pics of her while she was out"]),
    ("HN", 0, "drugs_party", ["a: last night was wild", "b: where's jess", "c: passed out on the couch lol", "d: i put a blanket on her and a glass of water by her head, she's fine"], []),
    ("HN", 0, "drugs_party", ["a: last night was wild", "c: i got pics of everyone at karaoke 😂", "b: delete mine", "c: lol ok, sending the group ones only, jess is gonna die at her face"], []),
    ("H1", 4, "drugs_party", ["a: ok who has the pics from the after party", "b: me", "c: send the ones of mia in the bathroom lol", "d: she was wasted tho", "b: already in the group chat 😂 she'll never know"],
     ["doxxing_personal_info:already in the group chat", "2>sexual_explicit:the ones of mia in the bathroom"]),
)

# =============================================================================================
# H2 gambling: "lol bet", "how much", "same time tomorrow?" and tips between friends vs touts.
# =============================================================================================

fam("h2-lol-bet",
    ("OK", 0, "small_talk", ["a: pizza at mine at 7?", "b: who's bringing drinks", "c: me", "a: @{d} u coming?", "d: lol bet"], []),
    ("H2", 3, "sports_betting", ["a: lost my rent money on crash last night", "b: oof", "a: like all of it", "c: just run it back, double the next one", "a: should i?", "c: lol bet, all in, u'll win it back before the 1st"],
     ["urgency_pressure:all in", "odds_promotion:u'll win it back before the 1st"]),
    ("HN", 0, "sports", ["a: i bet u a coffee city loses sunday", "b: lol bet", "c: witnessed", "a: loser buys the big one ☕"], []),
    ("H2", 1, "sports_betting", ["a: match starts in 10", "b: i think the underdogs take it", "c: put 20 on it then", "b: idk money's tight", "c: lol bet. easy money bro, don't be scared"],
     ["odds_promotion:easy money bro", "urgency_pressure:don't be scared"]),
    ("H2", 3, "gaming", ["x: rent just went out 💀", "y: noodles week", "a: i'm broke till friday", "b: same lol", "c: lol bet, go to spinvault.example, code BROKE50 doubles ur first deposit 🤑"],
     ["gambling_referral:spinvault.example", "gambling_referral:code BROKE50", "odds_promotion:doubles ur first deposit"]),
    ("H2", 2, "sports", ["a: derby tonight who's watching", "b: me at the pub", "c: same", "d: spinvault has the best live odds in the league btw", "a: since when do u bet lol", "d: lol bet. spinvault never lags either, only app worth having"],
     ["gambling_referral:spinvault", "odds_promotion:only app worth having"]),
)

fam("h2-same-time-vip",
    ("OK", 0, "health_fitness", ["a: leg day destroyed me", "b: can't walk lol", "c: good session tho 💪", "a: same time tomorrow?"], []),
    ("H2", 3, "sports_betting", ["t: today's vip picks ✅✅✅✅ 4/4 hit", "a: ok that's insane", "b: how do i join", "t: 20$ a week, same time tomorrow? 7pm picks drop in t.me/sharp_lockz_555"],
     ["gambling_referral:20$ a week", "gambling_referral:t.me/sharp_lockz_555", "off_platform_move:t.me/sharp_lockz_555", "0>odds_promotion:4/4 hit"]),
    ("HN", 0, "sports_betting", ["a: gamblers anonymous meeting went ok", "b: proud of u", "a: 4 weeks now without a bet", "c: want me to drive u again? same time tomorrow?"], []),
    ("H2", 3, "sports_betting", ["a: cashed 3 legs tonight thx to the group 🙏", "b: told u, the slips don't miss", "c: i missed the drop", "b: same time tomorrow? don't be late, bonus code SHARP7 only works for the first 50"],
     ["gambling_referral:bonus code SHARP7", "urgency_pressure:only works for the first 50", "1>odds_promotion:the slips don't miss"]),
    ("H2", 3, "sports_betting", ["a: anyone watching the late game", "b: ya", "t: my members just hit a 14 leg parlay 💰", "c: no way", "t: proof in the channel. same time tomorrow i drop the next one, 10$ to get in, dm me"],
     ["gambling_referral:10$ to get in", "off_platform_move:dm me", "2>odds_promotion:hit a 14 leg parlay"]),
)

fam("h2-chase-losses",
    ("H2", 3, "sports_betting", ["a: down 800 this week 😭", "b: damn", "a: i should stop", "c: nah stopping now locks in the loss", "c: go bigger on tonight's game, that's how u get it back"],
     ["urgency_pressure:go bigger on tonight's game", "odds_promotion:that's how u get it back"]),
    ("HN", 0, "sports_betting", ["a: down 800 this week 😭", "b: damn", "a: i should stop", "c: yeah stop. set a deposit limit and delete the app for a bit, chasing it is how people lose way more", "c: national gambling helpline is open 24/7 if it gets heavy"], []),
    ("H2", 3, "finance_crypto", ["a: rekt on the crash game again", "b: how much", "a: 2 eth", "c: martingale it, double every loss, math says u can't lose long term 📈 join my group for the sheet t.me/mg_555"],
     ["odds_promotion:math says u can't lose long term", "urgency_pressure:double every loss", "gambling_referral:t.me/mg_555", "off_platform_move:join my group"]),
    ("HN", 0, "finance_crypto", ["a: rekt on the crash game again", "b: how much", "a: 2 eth", "c: the martingale stuff people push is a myth btw, the house edge always wins long term", "a: yeah... i'm done with it"], []),
    ("H2", 3, "sports_betting", ["a: perdí todo en las apuestas", "b: todo??", "a: el sueldo entero", "c: tranqui, apuesta el doble mañana y lo recuperas, yo te paso el link del grupo"],
     ["urgency_pressure:apuesta el doble mañana y lo recuperas", "off_platform_move:yo te paso el link del grupo"]),
    ("HN", 0, "sports_betting", ["a: perdí todo en las apuestas", "b: todo??", "a: el sueldo entero", "c: no apuestes más para recuperarlo, eso empeora todo. llama a la línea de ayuda"], []),
)

fam("h2-acca-report-vs-tout",
    ("HN", 0, "sports", ["a: what a game", "b: that 90th minute header 😱", "c: my 3 quid acca came in because of it lol", "a: drinks on u then"], []),
    ("H2", 3, "sports", ["x: full time!!", "y: WE'RE TOP", "a: what a game", "b: that 90th minute header 😱", "c: 9 accas in a row now 🔥 vip group link in bio, only 15 spots"],
     ["odds_promotion:9 accas in a row now", "gambling_referral:vip group link in bio", "urgency_pressure:only 15 spots"]),
    ("H2", 2, "sports", ["x: that was a 2-1 classic", "y: ref was awful though", "a: what a game", "b: that header", "c: luckypitch app had it at 12/1 btw, best odds anywhere, everyone should be on it"],
     ["gambling_referral:luckypitch app", "odds_promotion:best odds anywhere"]),
    ("H2", 1, "sports", ["x: did u see the replay", "y: keeper had no chance", "a: what a game", "b: that header though", "c: won 400 on that header lol 🤑 anyone not betting on these is leaving money on the table"],
     ["odds_promotion:won 400 on that header", "odds_promotion:leaving money on the table"]),
)

fam("h2-minors-school",
    ("H2", 4, "school_education", ["a: who's in year 10 here", "b: me", "c: me lol", "d: u guys can sign up on luckypanda.example, they don't check id, code SCHOOL10 for free spins 🎰"],
     ["gambling_referral:luckypanda.example", "gambling_referral:code SCHOOL10", "odds_promotion:free spins"]),
    ("HN", 0, "school_education", ["a: who's in year 10 here", "b: me", "c: the pshe lesson today was about gambling ads", "d: kinda scary how many target teens, they showed a site with 'no id check' and free spins"], []),
    ("H2", 4, "gaming", ["x: new case dropped", "y: odds are so bad lol", "a: i'm 15 can i even cash out skins", "b: on the real sites no", "c: caseroll.example lets u, i do it with my brother's card lol, use my ref CRX for a free case"],
     ["gambling_referral:caseroll.example", "gambling_referral:use my ref CRX"]),
    ("HN", 0, "family_home", ["x: parents group, quick question", "y: go ahead", "a: my 15 yo asked to use my card for a 'case opening' site", "b: don't, those are gambling", "c: yeah a lot of them don't check age, i blocked them on our router"], []),
    ("HN", 0, "school_education", ["a: assembly today was about gambling", "b: the guy who lost 40k?", "a: yeah he started at 15 on skin sites", "c: crazy", "d: he said the free spins and codes are how they get kids", "a: deleting the case app lol"], []),
)

fam("h2-fixed-match",
    ("H2+H5", 4, "sports_betting", ["x: anyone watching lower league tonight", "y: only if it's free on stream", "a: u guys see the odds on the 2nd div game", "b: weird line", "c: because it's fixed 😏 100% sure score, send 50 usdt and i'll give u the result before kickoff"],
     ["odds_promotion:it's fixed", "odds_promotion:100% sure score", "fraud_phishing:send 50 usdt"]),
    ("HN", 0, "server_meta", ["x: got a weird dm just now", "y: me too, about football?", "a: @mods someone is dming people 'fixed match, 100% sure score, send 50 usdt'", "mod: thanks, banned him", "mod: reminder: nobody sells fixed matches. it's a scam every time"], []),
    ("H2+H5", 4, "sports_betting", ["a: lost again 😩", "b: bro stop betting on random games", "c: bet only on the ones my inside guy fixes, vip is 100$, results guaranteed or refund", "c: dm me"],
     ["2>odds_promotion:the ones my inside guy fixes", "2>fraud_phishing:results guaranteed or refund", "off_platform_move:dm me"]),
    ("HN", 0, "news_politics", ["a: league banned 6 players for match fixing", "b: the ones from the 2nd div game?", "a: yeah, they were paid by a betting syndicate", "c: ruins the sport honestly"], []),
)

fam("h2-skins-vs-real",
    ("HN", 0, "gaming", ["a: opened 10 free cases from the event", "b: anything good?", "a: a blue knife skin 😤", "c: no real money, no regret, best kind of gamble lol"], []),
    ("H2", 3, "gaming", ["a: opened 10 cases", "b: anything good?", "a: nothing 😭 20 bucks down", "c: use skinflip.example instead, ref code FLIP for 3 free rolls, way better odds than the game"],
     ["gambling_referral:skinflip.example", "gambling_referral:ref code FLIP", "odds_promotion:way better odds than the game"]),
    ("H2", 2, "gaming", ["x: my inventory is worth 40 bucks total lol", "y: rich", "a: coinflip for skins?", "b: only on the legit sites", "c: jackpotz is the only one that actually pays out, trust me, been up 300"],
     ["gambling_referral:jackpotz", "odds_promotion:been up 300"]),
    ("OK", 0, "gaming", ["a: trading my ak skin", "b: for what", "a: a knife + keys", "c: fair trade tbh"], []),
    ("HN", 0, "gaming", ["a: my cousin is 13 and on skinflip", "b: those are gambling sites", "c: yeah they're banned for minors, his parents should report the account", "a: telling my aunt"], []),
)

fam("h2-recovery-nudge",
    ("HN", 0, "mental_health", ["a: 90 days no betting today 🎉", "b: huge!!", "c: so proud of u", "a: deleted every app and my bank blocks gambling sites now"], []),
    ("H2", 3, "mental_health", ["x: milestone thread 🎉", "y: post ur wins here", "a: 90 days no betting today 🎉", "b: huge!!", "c: one little bet won't hurt to celebrate, stakerush has a comeback bonus for old users, code BACK100"],
     ["urgency_pressure:one little bet won't hurt", "gambling_referral:stakerush", "gambling_referral:code BACK100"]),
    ("H2", 1, "mental_health", ["x: good news thread", "y: i finished my thesis!!", "a: 90 days no betting", "b: 🎉", "c: 90 days?? u've earned one flutter on the derby, live a little"],
     ["urgency_pressure:live a little", "odds_promotion:one flutter on the derby"]),
    ("HN", 0, "mental_health", ["a: almost placed a bet last night", "b: but u didn't", "a: i called my sponsor instead", "c: that's the win. one bet is never one bet"], []),
    ("H2", 3, "mental_health", ["a: 6 months no gambling", "b: 💪", "c: how did u do it", "a: blocked every site, gave my wife the cards", "d: respect. tho if u ever want back in, i'll cover ur first deposit on luckypanda, just use my link"],
     ["gambling_referral:luckypanda", "gambling_referral:use my link", "urgency_pressure:i'll cover ur first deposit"]),
)

fam("h2-crash-brag",
    ("H2", 1, "finance_crypto", ["x: btc doing nothing again", "y: crab market", "a: market's flat today", "b: boring", "c: cashed out crash at 14x this morning 🚀 why trade when u can do this"],
     ["odds_promotion:cashed out crash at 14x", "odds_promotion:why trade when u can do this"]),
    ("OK", 0, "gaming", ["a: the rocket minigame in the new update", "b: the one where u jump before it explodes?", "c: cashed out at 14x on my last run lol", "a: no real money in it right?", "c: nah just points"], []),
    ("H2", 3, "finance_crypto", ["a: market's flat", "c: cashed out crash at 14x 🚀", "b: where", "c: rocketbet.example/r/c14, sign up with my link and we both get 25$"],
     ["gambling_referral:rocketbet.example/r/c14", "gambling_referral:sign up with my link"]),
    ("H2", 2, "finance_crypto", ["x: portfolio check", "y: don't ask", "a: down bad on alts", "b: rip", "c: honestly the crash game on the exchange has better odds than alts, it's basically free money"],
     ["odds_promotion:better odds than alts", "odds_promotion:free money"]),
    ("HN", 0, "finance_crypto", ["a: someone in here keeps posting crash game wins", "b: the 14x guy?", "c: those are affiliate screenshots, they get paid when u lose", "a: wild", "d: yep, the house always wins on crash, it's in the math"], []),
)

fam("h2-how-much-tips",
    ("OK", 0, "sports", ["a: selling 2 tickets for the cup final", "b: which section", "a: north stand row f", "b: how much"], []),
    ("H2", 3, "sports_betting", ["x: champions league back this week", "y: finally", "t: premium picks this weekend, 94% hit rate last month", "a: how much", "t: 30 a week or 80 a month, pay on cashapp and i add u to the vip"],
     ["gambling_referral:30 a week or 80 a month", "gambling_referral:add u to the vip", "2>odds_promotion:94% hit rate"]),
    ("HN", 0, "sports_betting", ["a: how much do ppl lose on average?", "b: there was a study on it", "c: avg problem gambler loses like 8k a year, it's in the report from the charity", "a: damn"], []),
    ("H2", 3, "sports_betting", ["a: who's the guy with the picks", "b: @{t}", "a: how much", "t: first week free, then 25. join t.me/tipz_hq_555 and i'll dm u"],
     ["gambling_referral:first week free, then 25", "off_platform_move:join t.me/tipz_hq_555"]),
    ("H2", 3, "sports_betting", ["a: anyone following the nba tonight", "b: lakers?", "a: yeah", "t: i had the lakers over in my paid group 😎", "c: how much is ur group", "t: 50 lifetime today only, normally 200", "t: pay and dm me the screenshot, i add u before tip-off"],
     ["gambling_referral:pay and dm me the screenshot", "off_platform_move:dm me", "urgency_pressure:before tip-off"]),
)

fam("h2-odds-talk-vs-push",
    ("HN", 0, "sports", ["a: draw is 5/1 lol", "b: bookies don't rate either team", "c: honestly feels like a draw", "a: would be funny if it was 0-0 after all the hype"], []),
    ("H2", 1, "sports", ["x: line-ups are out", "y: no striker again 🤦", "a: draw is 5/1", "b: bookies don't rate either team", "c: 5/1 on the draw is free money, put ur paycheck on it"],
     ["odds_promotion:5/1 on the draw is free money", "urgency_pressure:put ur paycheck on it"]),
    ("H2", 2, "sports", ["x: team news?", "y: both keepers injured lol", "a: draw is 5/1", "b: bookies don't rate either team", "c: goalbet's got it at 7/1, their boosts are the best in the country, nobody else comes close"],
     ["gambling_referral:goalbet's", "odds_promotion:their boosts are the best in the country"]),
    ("OK", 0, "sports", ["a: draw is 5/1 lol", "b: what does that even mean", "c: if u bet 1 u get 5 back plus ur 1", "b: ahh ok ty"], []),
    ("H2", 3, "sports", ["a: draw is 5/1", "b: i'd take that", "c: me too", "d: best price is on goalbet, here's my link goalbet.example/r/d5, we both get a free bet"],
     ["gambling_referral:goalbet.example/r/d5", "gambling_referral:here's my link"]),
)

fam("h2-streamer-promo",
    ("OK", 0, "gaming", ["a: stream tonight?", "b: yep", "c: what we playing", "b: opening 100 cards from the new set live lol, no purchases just the ones i pulled"], []),
    ("H2", 3, "entertainment_media", ["a: stream tonight?", "b: yep", "c: what we playing", "b: slots night on rollking 🎰 code PARRY = 100% deposit match, link in chat"],
     ["gambling_referral:rollking", "gambling_referral:code PARRY", "odds_promotion:100% deposit match"]),
    ("H2", 2, "entertainment_media", ["x: my fav streamer did a slots stream yesterday", "y: ew", "a: why does every streamer do casino now", "b: money", "c: because rollking pays the best and they actually win big on it, look at the clips"],
     ["gambling_referral:rollking", "odds_promotion:they actually win big on it"]),
    ("HN", 0, "entertainment_media", ["a: why does every streamer do casino now", "b: money", "c: they get paid to gamble with house money and show only the wins, it's basically ads targeting kids", "a: wild"], []),
    ("H2", 4, "entertainment_media", ["a: ur stream is so fun", "b: thanks fam", "c: i'm 13 and watch every day", "b: love that, go sign up on rollking with my code then, if ur under 18 just use ur parents' card 😉"],
     ["gambling_referral:sign up on rollking with my code", "urgency_pressure:if ur under 18 just use ur parents' card"]),
)

fam("h2-lottery-pool",
    ("OK", 0, "work_career", ["a: office lotto pool this week?", "b: in for 2", "c: same", "a: i'll buy the tickets and post the numbers in here"], []),
    ("H2+H5", 4, "finance_crypto", ["x: morning team", "y: coffee machine is fixed 🙌", "a: office lotto pool this week?", "b: in for 2", "s: join my private 'lottery pool' instead, guaranteed winner every week, 50$ entry, send to my paypal"],
     ["odds_promotion:guaranteed winner every week", "fraud_phishing:50$ entry, send to my paypal"]),
    ("HN", 0, "school_education", ["a: the pta raffle is friday", "b: what's the prize", "c: a bike and a pizza voucher", "a: tickets 1$, all money goes to the library"], []),
    ("H2+H5", 4, "small_talk", ["x: anyone doing anything fun this weekend", "y: sleeping", "a: gm", "b: gm", "s: 🎉 congratulations you won the weekly draw! pay the 25$ release fee at draw-claim.example to get ur 5000$"],
     ["fraud_phishing:pay the 25$ release fee", "fraud_phishing:draw-claim.example", "odds_promotion:you won the weekly draw"]),
)

fam("h2-telegram-join",
    ("OK", 0, "school_education", ["a: study group for the stats final?", "b: yes pls", "c: join my telegram, sharing notes there", "a: link?"], []),
    ("H2", 3, "sports_betting", ["x: big fight night", "y: main card starts at 3am for us 😭", "a: anyone have tips for tonight", "b: no", "c: join my telegram, free tips tonight then vip for the real ones 🔒"],
     ["off_platform_move:join my telegram", "gambling_referral:vip for the real ones"]),
    ("H2", 3, "sports_betting", ["a: ugh lost my parlay", "b: F", "c: join my telegram", "c: we don't lose there 💯 t.me/lockgang_555"],
     ["off_platform_move:t.me/lockgang_555", "odds_promotion:we don't lose there"]),
    ("HN", 0, "server_meta", ["x: why did my message get deleted", "y: maybe the link?", "a: what's the rule on telegram links", "mod: study groups and events are fine", "mod: betting 'tip' channels get deleted and the poster muted"], []),
    ("H2", 4, "school_education", ["a: summer holidays finally", "b: bored already", "c: same", "d: join my telegram, we do football bets, 13+ welcome, no id, i hold the money for u"],
     ["off_platform_move:join my telegram", "gambling_referral:we do football bets, 13+ welcome", "urgency_pressure:no id"]),
)

fam("h2-poker-night",
    ("OK", 0, "family_home", ["a: poker night friday", "b: chips or real money", "c: chips, loser does the dishes", "a: i'll bring snacks"], []),
    ("H2", 3, "family_home", ["x: who's hosting this week", "a: me", "a: poker night friday", "b: chips or real money", "c: lol skip that, play online on acepoker.example, code FRIDAY gives 50 free chips worth real cash"],
     ["gambling_referral:acepoker.example", "gambling_referral:code FRIDAY"]),
    ("H2", 1, "family_home", ["x: snacks list?", "y: chips and dip obviously", "a: poker night friday", "b: chips only", "c: boring 😴 let's play for 50 a head, more fun when it hurts"],
     ["urgency_pressure:more fun when it hurts"]),
    ("H2", 2, "family_home", ["a: poker night friday", "b: at yours?", "a: yep", "c: honestly we should all just play on acepoker instead, their tables are so soft u win every night"],
     ["gambling_referral:acepoker", "odds_promotion:u win every night"]),
    ("HN", 0, "family_home", ["a: poker night friday", "b: chips only pls, i'm trying not to gamble anymore", "c: chips only, promise", "d: loser buys pizza", "a: deal 🍕"], []),
)

fam("h2-bahis-tr",
    ("H2", 3, "sports_betting", ["a: maç kaç kaç bitti", "b: 2-1", "c: kupon tuttu mu", "d: benim kanalda her gün banko kupon, telegram t.me/banko_555, ilk hafta ücretsiz 🔥"],
     ["odds_promotion:her gün banko kupon", "off_platform_move:telegram t.me/banko_555", "gambling_referral:t.me/banko_555"]),
    ("OK", 0, "sports", ["a: maç kaç kaç bitti", "b: 2-1", "c: son dakika golü 😱", "d: helal olsun çocuklara"], []),
    ("H2", 3, "sports_betting", ["a: kalah lagi", "b: slot?", "a: iya 😩", "c: main di gacor88 aja bro, kode GACOR bonus 100%, dijamin menang"],
     ["gambling_referral:gacor88", "gambling_referral:kode GACOR", "odds_promotion:dijamin menang"]),
    ("HN", 0, "mental_health", ["a: abim yine bahis oynamış", "b: çok mu kaybetti", "a: maaşının hepsini", "c: yardım hattını arasın, ücretsiz ve gizli", "a: tamam, numarayı atar mısın"], []),
)

fam("h2-fantasy-league",
    ("OK", 0, "work_career", ["a: fantasy league draft is thursday", "b: buy-in?", "a: 10 bucks, winner gets the trophy mug", "c: i'm in"], []),
    ("H2", 2, "work_career", ["x: who's in the league this year", "y: the whole sales team", "a: fantasy league draft is thursday", "b: buy-in?", "c: forget the mug, draftkingz daily fantasy is where the real money is, i've made rent off it"],
     ["gambling_referral:draftkingz", "odds_promotion:i've made rent off it"]),
    ("H2", 3, "work_career", ["x: league settings are up", "y: ppr again?", "a: draft thursday", "b: who's in", "c: anyone who signs up with my draftkingz link gets 200 in bonus, i'll post it in the team chat"],
     ["gambling_referral:signs up with my draftkingz link", "odds_promotion:200 in bonus"]),
    ("HN", 0, "work_career", ["a: fantasy draft thursday", "b: is there money involved", "a: 10 buy-in, all of it goes to the charity run", "c: love that", "d: in, i'll draft badly for charity"], []),
)

fam("h2-parlay-explain",
    ("HN", 0, "sports_betting", ["a: how do parlays even work", "b: all legs have to hit", "c: one miss and u lose the lot, that's why the payout looks huge", "a: so basically a trap lol"], []),
    ("H2", 3, "sports_betting", ["x: new to betting chat, hi", "y: welcome, read the pins", "a: how do parlays work", "b: all legs have to hit", "c: or just copy my slips, 15$ for today's card, venmo @slipz and i send it"],
     ["gambling_referral:15$ for today's card", "gambling_referral:venmo @slipz"]),
    ("H2", 2, "sports_betting", ["x: sunday slate looks good", "y: lots of close games", "a: how do parlays work", "b: all legs have to hit", "c: whatever, just follow parlayprophet on insta, guy never misses"],
     ["gambling_referral:follow parlayprophet", "odds_promotion:guy never misses"]),
    ("H2", 1, "sports_betting", ["a: how do parlays work", "b: all legs have to hit", "c: one miss and it's gone", "a: sounds risky", "d: risky?? i hit a 6 leg last week, 800 quid. just do it, u only need one"],
     ["odds_promotion:i hit a 6 leg last week, 800 quid", "urgency_pressure:just do it, u only need one"]),
)

fam("h2-pay-day",
    ("H2", 1, "work_career", ["x: friday feels", "y: finally", "a: payday finally 💸", "b: rent first", "c: rent can wait, the fight's on saturday, u'll double it"],
     ["urgency_pressure:rent can wait", "odds_promotion:u'll double it"]),
    ("OK", 0, "work_career", ["a: payday finally 💸", "b: rent first", "c: then tacos", "a: priorities 🌮"], []),
    ("H2", 3, "work_career", ["x: who got paid today", "y: meee", "a: payday", "b: rent first", "c: nah, deposit it all on betnova tonight, no kyc, withdraw whenever, promo NOVA200 ends at midnight"],
     ["gambling_referral:betnova", "gambling_referral:promo NOVA200", "urgency_pressure:ends at midnight"]),
    ("H2", 2, "work_career", ["a: payday 💸", "b: rent first", "c: tacos second", "d: slotsy third, their new game pays out like crazy this week"],
     ["gambling_referral:slotsy", "odds_promotion:pays out like crazy this week"]),
    ("HN", 0, "work_career", ["a: payday 💸", "b: rent first", "d: i moved my bet money into savings this month 😤", "c: proud of u", "a: same, deleted the app"], []),
)

fam("h2-underage-parent",
    ("HN", 0, "family_home", ["a: found my son's account on a betting site", "b: how old is he", "a: 16. he used my card", "c: call the bank and the site, they have to refund underage bets"], []),
    ("H2", 4, "family_home", ["x: summer holidays survival thread", "y: send help", "a: my son is 16 and bored all summer", "b: get him a job", "c: or set him up on slotsy, kids can play with ur account, free 20 with code TEEN"],
     ["gambling_referral:slotsy", "gambling_referral:code TEEN"]),
    ("H2", 4, "gaming", ["x: new battle pass is out", "y: 10 bucks again?", "a: how do u guys get money for skins", "b: allowance lol", "c: i'm 14 and i make bank on coinflip sites, here's my code for u kids: FLIP14 🤑"],
     ["gambling_referral:my code for u kids: FLIP14", "odds_promotion:i make bank on coinflip sites"]),
)

fam("h2-regulation-news",
    ("HN", 0, "news_politics", ["a: new law bans betting ads during games", "b: finally", "c: the offshore sites will keep advertising though", "a: yeah enforcement is the question"], []),
    ("H2", 2, "news_politics", ["x: politics thread", "y: oh no", "a: new law bans betting ads during games", "b: finally", "c: lol use offshore books, betnova doesn't even ask for id and pays out in crypto"],
     ["gambling_referral:betnova", "odds_promotion:pays out in crypto"]),
    ("HN", 0, "news_politics", ["x: saw the betting ad law news?", "y: yeah", "a: new law bans betting ads", "b: nanny state", "c: idk, my uncle lost his house to online slots, i'm fine with fewer ads"], []),
    ("H2", 3, "news_politics", ["a: new law bans betting ads", "b: finally", "c: lol they can't ban telegram", "d: exactly, t.me/oddsfree_555 still posts daily picks, join before they shut it"],
     ["gambling_referral:t.me/oddsfree_555", "off_platform_move:join before they shut it", "urgency_pressure:join before they shut it"]),
)

fam("h2-im-in-double",
    ("OK", 0, "small_talk", ["a: who's in for karaoke", "b: me", "c: me", "d: double or nothing i sing worse than last time", "e: i'm in"], []),
    ("H2", 3, "sports_betting", ["a: lost 200 on the tennis", "b: double or nothing on the late game, my tipster says it's a lock", "a: idk", "c: i'm in. @{a} come on, join t.me/lock_555 and win it back tonight"],
     ["off_platform_move:join t.me/lock_555", "gambling_referral:t.me/lock_555", "urgency_pressure:win it back tonight", "1>odds_promotion:it's a lock"]),
    ("H2", 1, "small_talk", ["a: who's in for karaoke", "b: me", "d: me", "c: put 20 each on who gets the highest score, winner takes all 😈 @{b} don't chicken out"],
     ["urgency_pressure:don't chicken out"]),
)

# =============================================================================================
# H3 violence and threats: trash talk vs real anchors, escalation vs de-escalation, reporting.
# =============================================================================================

fam("h3-do-it",
    ("OK", 0, "small_talk", ["a: thinking of dyeing my hair pink", "b: omg", "c: u'd look so good", "a: should i??", "b: do it"], []),
    ("H3", 4, "small_talk", ["a: that guy who jumped my brother is at the skatepark rn", "b: fr?", "a: i'm going over there with the bat", "c: do it. make sure he doesn't get up this time"],
     ["incitement:do it", "threat_explicit:make sure he doesn't get up this time", "2>weapon_mention:the bat"]),
    ("HN", 0, "server_meta", ["a: the raider is back on an alt", "b: same pfp lol", "mod: gonna ban him and the alt", "c: do it 🔨"], []),
    ("H3", 3, "school_education", ["a: mr hale failed me again", "b: he hates u", "a: i swear i'm gonna slash his tires after school", "c: do it lol, his car's the blue one by the gym"],
     ["incitement:do it", "doxxing_personal_info:his car's the blue one by the gym"]),
    ("HN", 0, "gaming", ["a: i'm gonna go for the 1v3", "b: ur on 10 hp", "a: trust", "c: do it coward 😂"], []),
)

fam("h3-they-deserve-it",
    ("H3", 2, "news_politics", ["a: video of protesters getting beaten by the crowd", "b: that's horrible", "c: two are in hospital", "d: they deserve it, should've broken more bones"],
     ["violence_glorification:they deserve it", "violence_glorification:should've broken more bones"]),
    ("OK", 0, "sports", ["a: we got relegated 😭", "b: 6 losses in a row tho", "c: the owner sold everyone", "d: they deserve it honestly, worst season ever"], []),
    ("HN", 0, "school_education", ["a: my kids' team won the robotics award", "b: omg congrats!!", "c: they worked every weekend", "a: they deserve it 🥹"], []),
    ("H3", 3, "news_politics", ["a: the family that moved in on our street is the one from the news", "b: the ones the article was about?", "c: everyone hates them", "d: they deserve it. 14 oak row, someone should pay them a visit tonight"],
     ["violence_glorification:they deserve it", "doxxing_personal_info:14 oak row", "incitement:someone should pay them a visit tonight"]),
    ("HN", 0, "news_politics", ["a: the guys who attacked the bus driver got 8 years", "b: good", "c: they deserve it, he nearly died", "d: the driver's back at work apparently"], []),
    ("H3", 4, "news_politics", ["a: the jury let him walk", "b: unbelievable", "c: the victim's family is devastated", "d: he lives in the flats above the chip shop on west st", "e: they deserve it... but he deserves worse. i'm going there tonight with a blade"],
     ["threat_explicit:i'm going there tonight with a blade", "weapon_mention:blade", "3>doxxing_personal_info:he lives in the flats above the chip shop"]),
)

fam("h3-where",
    ("OK", 0, "family_home", ["a: found the best ramen place", "b: where?", "a: behind the train station, tiny yellow sign", "c: going saturday"], []),
    ("H3", 4, "family_home", ["a: the guy who keyed my car is at the bar on main rn", "b: u sure it's him", "a: 100%", "c: where? omw with the boys, he's not walking home tonight"],
     ["threat_explicit:he's not walking home tonight", "incitement:omw with the boys"]),
    ("HN", 0, "news_politics", ["a: there was a shooting downtown", "b: where?", "a: near the mall, police say 2 injured, suspect arrested", "c: stay safe everyone, avoid 5th st"], []),
    ("H3", 3, "school_education", ["a: the kid who snitched lives near me", "b: where?", "a: the white house next to the corner shop, 2nd floor", "c: say less. we'll be waiting when he walks the dog"],
     ["threat_veiled:we'll be waiting when he walks the dog", "2>doxxing_personal_info:the white house next to the corner shop"]),
    ("H3", 4, "small_talk", ["a: anyone up", "b: ya watching f1", "c: the guy who robbed my mom just posted a story, he's at the gas station on 7th", "d: no way", "b: where? i got the bat in the car, i'll be there in 5"],
     ["threat_explicit:i got the bat in the car, i'll be there in 5", "weapon_mention:bat", "2>doxxing_personal_info:he's at the gas station on 7th"]),
)

fam("h3-ur-dead-anchor",
    ("HN", 0, "gaming", ["a: gg ez", "b: u got lucky", "a: cope", "b: ur dead next round, i'm locking sniper 😤"],
     ["threat_explicit:ur dead next round", "weapon_mention:sniper"]),
    ("H3", 4, "gaming", ["a: gg ez", "b: reported", "a: cry more", "b: i found ur insta. u live on birch lane. ur dead, for real this time"],
     ["doxxing_personal_info:u live on birch lane", "threat_explicit:ur dead, for real this time"]),
    ("H3", 3, "gaming", ["x: tournament bracket is up", "y: we play them first", "a: gg ez noob", "b: i know which school u go to, saw ur hoodie on stream", "b: see u monday 🙂"],
     ["threat_veiled:see u monday 🙂", "3>doxxing_personal_info:i know which school u go to"]),
    ("HN", 0, "gaming", ["a: gg ez", "b: rematch", "a: bet", "b: ur dead, i'm practicing all week 😤 see u saturday at the lan"],
     ["threat_explicit:ur dead"]),
    ("H3", 4, "gaming", ["a: gg", "b: u cheated", "a: skill issue", "c: lmao", "b: ur dead. ur at the lan cafe on 3rd rn, i can see ur stream, i'm 10 min away"],
     ["threat_explicit:ur dead", "doxxing_personal_info:ur at the lan cafe on 3rd rn", "threat_veiled:i'm 10 min away"]),
)

fam("h3-quote-report",
    ("HN", 0, "server_meta", ["a: @mods can u check vc2", "mod: what happened", "b: some guy lost it at her", "a: he literally said 'i'll find you and stab you' because i beat him. clip attached"],
     ["threat_explicit:i'll find you and stab you"]),
    ("H3", 3, "server_meta", ["x: vc got heated lol", "y: what happened", "a: @mods he threatened me", "mod: what did he say", "b: i said i'll find you and stab you, and i meant it"],
     ["threat_explicit:i'll find you and stab you", "weapon_mention:stab"]),
    ("HN", 0, "server_meta", ["a: someone posted my home address in #general", "b: wtf", "mod: removed, thanks. what did it say exactly? for the report", "a: 'see u at 22 pine st' with a knife emoji. i'm scared tbh"],
     ["doxxing_personal_info:22 pine st"]),
    ("H3", 4, "server_meta", ["a: mods someone posted an address", "x: it's her home address", "mod: removed ur post, no addresses", "b: lol ok", "b: 22 pine st. i'll be there at 9 with my brother's gun, tell her to come out"],
     ["doxxing_personal_info:22 pine st", "threat_explicit:i'll be there at 9 with my brother's gun", "weapon_mention:gun"]),
    ("HN", 0, "gaming", ["a: mods?", "mod: here", "a: ranked lobby, a guy said 'i'll find where u live and burn ur house down'", "mod: username?", "a: sending screenshot", "mod: got it. threats like 'burn ur house down' are a permaban, thanks for reporting"],
     ["threat_explicit:burn ur house down"]),
)

fam("h3-escalation-argument",
    ("H3", 1, "small_talk", ["a: pineapple on pizza is elite", "b: no", "a: yes", "b: ur a clown with no taste, log off"],
     ["targeted_insult:ur a clown with no taste"]),
    ("H3", 3, "small_talk", ["a: pineapple on pizza is elite", "b: ur a clown", "a: cry about it", "b: keep talking and i'll break ur nose next time i see u at the shop"],
     ["threat_explicit:i'll break ur nose next time i see u"]),
    ("HN", 0, "small_talk", ["a: pineapple on pizza is elite", "b: ur a clown", "a: ok that was harsh", "b: ok yeah sorry, i'm just hangry 😅 pizza on me friday"], []),
    ("H3", 2, "small_talk", ["a: pineapple on pizza is elite", "b: no", "a: yes", "b: people like u deserve to get hit by a bus fr"],
     ["threat_veiled:deserve to get hit by a bus"]),
    ("H3", 2, "small_talk", ["a: morning", "b: oh look who's back, the clown", "a: can u not", "c: leave her alone", "b: nah, every day she posts i'm gonna remind her how pathetic she is. every single day"],
     ["targeted_insult:how pathetic she is", "threat_veiled:every day she posts i'm gonna remind her"]),
    ("H3", 3, "small_talk", ["a: who took the last parking spot again", "b: me, sorry", "a: 3rd time this week", "b: i said sorry", "c: lol parking wars", "a: it's not funny", "b: chill", "a: do it once more and i'll slash ur tyres and then ur face, i know which flat is yours"],
     ["threat_explicit:i'll slash ur tyres and then ur face", "doxxing_personal_info:i know which flat is yours"]),
)

fam("h3-school-friday",
    ("H3", 4, "school_education", ["a: they laughed at me again in the cafeteria", "b: ignore them", "a: i'm done ignoring", "a: don't come to school friday. i'm bringing my dad's gun"],
     ["threat_veiled:don't come to school friday", "threat_explicit:i'm bringing my dad's gun", "weapon_mention:gun"]),
    ("OK", 0, "school_education", ["a: snow day friday!!", "b: no wayyy", "c: principal just emailed", "a: don't come to school friday lol it's officially closed"], []),
    ("H3", 3, "school_education", ["a: they laughed at me again", "b: who", "a: the whole back row", "a: they'll see. don't come to school friday if u want to be safe"],
     ["threat_veiled:don't come to school friday if u want to be safe"]),
    ("HN", 0, "school_education", ["b: u ok? u look pale", "a: my friend posted something on his story", "b: what", "a: 'don't come to school friday'. i already screenshotted it and told the principal"],
     ["threat_veiled:don't come to school friday"]),
    ("H3", 4, "school_education", ["a: lunch?", "b: cafeteria", "c: nah they'll just laugh again", "a: ignore them", "c: i've been ignoring them for 2 years", "c: friday is the last time they laugh. i've got it all planned, don't sit near the back table"],
     ["threat_veiled:friday is the last time they laugh", "threat_explicit:i've got it all planned", "threat_veiled:don't sit near the back table"]),
)

fam("h3-fiction-anchor",
    ("HN", 0, "entertainment_media", ["a: chapter 12 draft is up", "b: the villain finally shows up?", "c: chills. the rain detail is perfect", "a: and the last line: he waits outside her house with a knife"],
     ["weapon_mention:knife", "threat_veiled:he waits outside her house"]),
    ("H3", 3, "dating_relationships", ["a: chapter 12 draft is up", "b: the villain finally shows up?", "a: he waits outside her house with a knife", "a: writing it helps, it's what i'd do to my ex if she shows up at the party saturday"],
     ["threat_explicit:it's what i'd do to my ex", "threat_veiled:if she shows up at the party saturday", "2>weapon_mention:knife"]),
    ("HN", 0, "gaming", ["a: the dnd villain is evil", "b: what did he do", "a: burned the village and threatened to hunt the party one by one", "c: my paladin is gonna end him"],
     ["threat_explicit:gonna end him"]),
    ("H3", 3, "gaming", ["x: session recap is up", "y: the dragon fight 🔥", "a: the dnd villain is evil", "b: lol", "c: speaking of villains, ur dm irl is a snitch. i know where he parks. ooc i'm gonna hunt him down"],
     ["threat_explicit:i'm gonna hunt him down", "doxxing_personal_info:i know where he parks"]),
)

fam("h3-neighbour-dog",
    ("H3", 3, "family_home", ["a: the dog next door barked all night again", "b: ugh", "a: i've asked them 4 times", "a: if it barks once more i'm putting rat poison over the fence"],
     ["threat_explicit:i'm putting rat poison over the fence"]),
    ("HN", 0, "family_home", ["a: the dog next door barked all night again", "b: ugh", "c: try talking to the council, they do noise complaints", "a: filed one. also bought earplugs lol"], []),
    ("H3~", 1, "family_home", ["x: anyone else not sleep", "y: nope", "a: the dog barked all night", "b: same here", "a: i'm gonna strangle that mutt 😩 jk it's cute when it's quiet"],
     ["threat_explicit:i'm gonna strangle that mutt"]),
    ("H3", 2, "family_home", ["x: how was the school run", "a: don't ask", "a: the neighbour yelled at my kid", "b: wtf", "a: people like him should get their windows smashed in"],
     ["threat_veiled:should get their windows smashed in"]),
    ("HN", 0, "family_home", ["a: the neighbours' dog got out again", "b: is it ok", "a: it's in our garden eating the tomatoes lol", "c: i'm gonna kill that dog 😂 my poor plants"],
     ["threat_explicit:i'm gonna kill that dog"]),
)

fam("h3-pile-on",
    ("H3", 2, "school_education", ["a: lol look at sam's new haircut", "b: 💀", "c: she looks like a mop", "d: everyone post a mop emoji under every pic she posts, make her delete her account"],
     ["incitement:everyone post a mop emoji under every pic she posts", "targeted_insult:make her delete her account"]),
    ("HN", 0, "school_education", ["a: lol look at sam's new haircut", "b: 💀", "c: guys stop, she told me she's been crying about the comments", "d: yeah not cool, deleting mine"], []),
    ("H3", 1, "school_education", ["x: class photo day", "y: ugh", "a: look at sam's haircut", "b: 💀", "c: she looks like a mop lmao"],
     ["targeted_insult:she looks like a mop"]),
    ("H3", 2, "school_education", ["a: sam changed her profile again", "b: day 5 of roasting sam", "c: every day until she leaves the group chat 😂", "d: day 6 loading, she's so ugly it's not even fair"],
     ["targeted_insult:she's so ugly", "incitement:day 6 loading"]),
    ("H3", 3, "school_education", ["a: sam blocked me", "b: lol she's scared", "c: everyone spam her", "d: she's on the 4th floor of the blue flats by the park btw", "e: let's all show up and make her cry irl"],
     ["incitement:let's all show up", "threat_veiled:make her cry irl"]),
)

fam("h3-news-praise",
    ("HN", 0, "news_politics", ["a: 3 killed in the stabbing at the station", "b: that's awful", "c: suspect arrested an hour later", "d: thinking of the families"], []),
    ("H3", 2, "news_politics", ["a: 3 killed in the stabbing at the station", "b: that's awful", "c: suspect arrested", "d: good riddance honestly, the guy's a hero for cleaning up that area"],
     ["violence_glorification:the guy's a hero"]),
    ("H3", 4, "news_politics", ["x: breaking news thread", "y: what now", "a: 3 killed in the stabbing", "b: awful", "d: good riddance, do more. the same station at rush hour friday, who's in"],
     ["violence_glorification:good riddance, do more", "incitement:who's in", "threat_explicit:the same station at rush hour friday"]),
    ("HN", 0, "news_politics", ["a: 3 killed in the stabbing", "b: someone in the replies called him a hero", "c: reported that, disgusting", "d: mods pls clean up the replies"], []),
)

fam("h3-hunting-anchor",
    ("HN", 0, "weapons_hunting", ["a: deer season opens saturday", "b: finally", "c: sighted in the rifle yesterday", "a: bring the rifle saturday, meet at the gate at 5am"],
     ["weapon_mention:bring the rifle"]),
    ("H3", 4, "weapons_hunting", ["x: trail cam caught a big buck", "y: nice!!", "a: that guy from the lease keeps trespassing on our stand", "b: warned him twice", "c: bring the rifle saturday. if he's there again he's not walking out"],
     ["threat_explicit:if he's there again he's not walking out", "weapon_mention:bring the rifle"]),
    ("HN", 0, "weapons_hunting", ["a: airsoft game sunday", "b: which field", "c: the quarry one", "a: bring the rifle and extra bbs, we're on red team"],
     ["weapon_mention:bring the rifle"]),
    ("H3", 3, "weapons_hunting", ["x: new targets came in", "y: steel ones?", "a: neighbour complained about our range again", "b: he called the cops on us", "c: next time he comes over, he's getting a warning shot. see how brave he is then"],
     ["threat_explicit:he's getting a warning shot"]),
)

fam("h3-friends-joke-vs-stranger",
    ("H3~", 1, "small_talk", ["a: who ate my leftover lasagna", "b: 👀", "c: not me", "b: ok it was me", "a: i'm gonna kill u 😭 that was lunch"],
     ["threat_explicit:i'm gonna kill u"]),
    ("H3", 3, "server_meta", ["a: who reported me", "b: i did, u were spamming slurs", "a: i'm gonna kill u", "a: i know ur in the same city as me, ur pfp shows the bridge"],
     ["doxxing_personal_info:i know ur in the same city as me", "threat_veiled:ur pfp shows the bridge"]),
    ("HN", 0, "family_home", ["a: mom said u told her about the party", "b: sorry 😬", "b: i'll buy u bubble tea to make up for it", "a: i'm still gonna kill u lol but bubble tea helps"],
     ["threat_explicit:gonna kill u"]),
    ("H3", 3, "server_meta", ["mod: warned for spam", "x: finally", "a: who reported me", "b: i did", "a: i'm gonna kill u. not a joke. watch ur back"],
     ["threat_explicit:i'm gonna kill u", "threat_veiled:watch ur back"]),
)

fam("h3-same-time-jump",
    ("OK", 0, "health_fitness", ["a: 5k done 🏃", "b: new pb?", "a: 24 min!!", "c: same time tomorrow?"], []),
    ("H3", 3, "school_education", ["a: jumped that kid behind the gym lol", "b: he cried", "c: he still owes us 20", "a: same time tomorrow? bring the boys"],
     ["threat_explicit:same time tomorrow", "incitement:bring the boys", "0>violence_glorification:jumped that kid"]),
    ("HN", 0, "sports", ["a: sparring was brutal today", "b: my ribs 😵", "c: coach went hard", "a: same time tomorrow? i'll bring the better gloves"], []),
    ("H3", 3, "sports", ["a: that ref robbed us", "b: i saw his car in the lot after", "c: we waited by it but he left early", "d: same time next week? he reffs our game again", "a: same time. and this time we don't just wait"],
     ["threat_veiled:this time we don't just wait", "incitement:same time"]),
    ("HN", 0, "school_education", ["a: study group was useful", "b: the organic chem part finally clicked", "c: my brain is fried", "d: same time tomorrow? library 3rd floor"], []),
)

fam("h3-ultras",
    ("H3", 4, "sports", ["x: tickets sorted?", "y: yep away end", "a: derby saturday", "b: their firm is coming in on the 2pm train", "c: we'll be at the station. bring bats, nobody gets out unhurt"],
     ["threat_explicit:nobody gets out unhurt", "weapon_mention:bring bats", "incitement:bring bats"]),
    ("OK", 0, "sports", ["x: tickets sorted?", "y: yep", "a: derby saturday", "b: they're coming in on the 2pm train", "c: we'll be at the station pub, flags and scarves 🔵"], []),
    ("H3", 2, "sports", ["x: that was a tense game", "y: the atmosphere was toxic", "a: their fans booed our minute of silence", "b: disgraceful", "c: hope some of them get their heads kicked in after the match"],
     ["violence_glorification:hope some of them get their heads kicked in"]),
    ("HN", 0, "sports", ["x: anyone taking kids to the derby", "y: thinking about it", "a: derby saturday", "b: police say extra officers because of last year's fights", "c: good, i'm bringing my kid"], []),
)

fam("h3-boss-carpark",
    ("HN", 0, "work_career", ["a: my boss yelled at me in front of everyone", "b: that's so unprofessional", "c: document it and go to hr", "a: i'm venting, he's the worst"], []),
    ("H3", 4, "work_career", ["x: how's the new job", "a: worse", "a: my boss yelled at me again", "b: quit", "a: i know when he leaves the car park. 6:15 every night. i'll be waiting with the crowbar"],
     ["doxxing_personal_info:6:15 every night", "threat_explicit:i'll be waiting with the crowbar", "weapon_mention:crowbar"]),
    ("H3~", 1, "work_career", ["x: lunch?", "y: 12:30", "a: boss made me redo the whole report", "b: rip", "a: i could strangle him honestly 🙄 anyway lunch?"],
     ["threat_explicit:i could strangle him"]),
    ("H3", 2, "work_career", ["x: monday meeting was brutal", "y: 2 hours 💀", "a: boss made me redo the report", "b: rip", "a: someone should teach him a lesson he won't forget"],
     ["threat_veiled:someone should teach him a lesson"]),
    ("HN", 0, "work_career", ["a: my boss yelled at me again", "b: screenshot the emails", "c: and go to hr", "a: did. they moved me to another team", "d: 🙌 best outcome"], []),
)

fam("h3-raid",
    ("HN", 0, "server_meta", ["a: the other server stole our emotes", "b: lol", "c: raid their server with cat pics 🐱", "mod: no raids pls, we'll ask them to credit us"], []),
    ("H3", 4, "server_meta", ["x: drama update", "y: oh no", "a: the group from the other server is meeting at the park sunday", "b: the ones who doxxed us", "c: raid their meetup irl, bring bats, 2pm by the fountain"],
     ["incitement:raid their meetup irl", "weapon_mention:bring bats", "threat_explicit:2pm by the fountain"]),
    ("H3", 3, "server_meta", ["x: did u see their announcement", "y: they're calling us out lol", "a: the other server's owner is mad", "b: lol", "c: his real name is dan pike, works at the hardware store on 9th, go tell him what u think"],
     ["doxxing_personal_info:his real name is dan pike", "doxxing_personal_info:works at the hardware store on 9th", "incitement:go tell him what u think"]),
    ("HN", 0, "server_meta", ["a: we got raided last night", "b: spam and gore pics", "mod: it was a bot raid, we turned on verification", "c: good, thanks mods"], []),
)

fam("h3-ex-knows",
    ("H3", 3, "dating_relationships", ["a: she moved out", "b: finally over?", "a: she thinks she can hide", "a: i know where she lives now. she'll see me soon"],
     ["doxxing_personal_info:i know where she lives now", "threat_veiled:she'll see me soon"]),
    ("HN", 0, "dating_relationships", ["x: check-in thread, how's everyone", "y: tired", "a: my ex moved out", "b: how u feeling", "a: honestly relieved. she's at her mom's, i'm at mine, we're both better off"], []),
    ("H3", 4, "dating_relationships", ["x: u good bro", "a: no", "a: she blocked me", "b: let it go man", "a: i'm parked outside her work, she gets off at 5. she'll regret this"],
     ["doxxing_personal_info:i'm parked outside her work", "threat_veiled:she'll regret this", "doxxing_personal_info:she gets off at 5"]),
    ("HN", 0, "dating_relationships", ["a: my ex keeps parking outside my work", "b: that's scary", "c: get a restraining order, screenshot everything", "a: went to the police today"], []),
    ("H3", 2, "dating_relationships", ["a: saw my ex with her new guy", "b: ouch", "c: u ok?", "a: people like him deserve a bottle to the head tbh"],
     ["threat_veiled:people like him deserve a bottle to the head"]),
)

fam("h3-swat",
    ("H3", 3, "gaming", ["a: he stream sniped us again", "b: what's his address", "c: found it on an old post", "b: i'll swat him during his next stream lol"],
     ["threat_explicit:i'll swat him", "1>doxxing_personal_info:what's his address"]),
    ("HN", 0, "news_politics", ["a: streamer got swatted live", "b: cops pointed guns at him", "c: the caller was arrested", "d: swatting can literally kill people, glad they caught him"], []),
    ("H3", 3, "gaming", ["x: rematch?", "y: no lag this time pls", "a: gg", "b: ur trash", "c: keep crying, i have ur ip 😂 how's 45.22.x.x doing"],
     ["doxxing_personal_info:i have ur ip", "threat_veiled:how's 45.22.x.x doing"]),
    ("H3", 4, "gaming", ["a: he banned me from his server", "b: lol cope", "a: i have his address from the giveaway shipping", "c: bro don't", "a: swat call goes in tonight while he's live. 88 cedar ave, watch the stream"],
     ["threat_explicit:swat call goes in tonight", "doxxing_personal_info:88 cedar ave"]),
)

fam("h3-non-english",
    ("H3", 3, "small_talk", ["a: me borró del grupo", "b: por qué", "a: ni idea", "a: sé dónde vive. le voy a romper la cara el sábado"],
     ["doxxing_personal_info:sé dónde vive", "threat_explicit:le voy a romper la cara el sábado"]),
    ("HN", 0, "sports", ["a: el clásico el sábado", "b: vamos a ganar", "a: 3-0 mínimo", "c: les vamos a romper la cara en la cancha 😂⚽"],
     ["threat_explicit:les vamos a romper la cara"]),
    ("H3", 4, "family_home", ["x: na, wie war dein tag", "a: frag nicht", "a: der nachbar hat wieder die polizei gerufen", "b: echt jetzt", "a: heute nacht zünde ich sein auto an, mal sehen ob er dann noch ruft"],
     ["threat_explicit:heute nacht zünde ich sein auto an"]),
    ("H3", 2, "small_talk", ["x: ты видел чат?", "a: да", "a: он опять написал гадость", "b: игнорь", "a: такие как он заслуживают, чтобы им сломали ноги"],
     ["threat_veiled:заслуживают, чтобы им сломали ноги"]),
    ("HN", 0, "gaming", ["a: gramy?", "b: tak", "c: zabiję was wszystkich w pierwszej rundzie 😂", "a: zobaczymy, noob", "b: haha ok, lobby za 5 min"], []),
)

fam("h3-gore-share",
    ("H3", 2, "small_talk", ["a: bored", "b: same", "c: lmaooo look at this guy's head after the crash 🤮 link: vid.example/x12", "c: rewatch the crunch at 0:08, so satisfying"],
     ["violence_glorification:so satisfying", "violence_glorification:rewatch the crunch"]),
    ("HN", 0, "news_politics", ["a: crash on the motorway this morning", "b: news link?", "c: news.example/crash-m4, 2 hurt, road closed till noon", "a: avoid the m4 everyone"], []),
    ("H3", 2, "entertainment_media", ["x: movie night recap", "y: the popcorn was the best part", "a: the horror movie was tame", "b: want real stuff?", "c: i'll post the cartel video in #general, actual beheading 💀 watch it with ur lunch"],
     ["violence_glorification:actual beheading", "violence_glorification:watch it with ur lunch"]),
    ("HN", 0, "health_fitness", ["a: first day of my emt course", "b: how was it", "a: they showed real crash footage for triage training", "c: oof", "a: grim but i get why, u need to know what u'll see"], []),
)

fam("h3-handle-it",
    ("OK", 0, "work_career", ["a: client's angry about the delay", "b: ugh", "c: i'll handle it, i'll call them now", "a: ur a legend"], []),
    ("H3", 3, "family_home", ["x: building group chat", "y: anyone lose a cat? grey one in the lobby", "a: someone keyed my car", "b: it was the kid from 3b, i saw him", "c: i'll handle it. bat's in my trunk"],
     ["threat_veiled:i'll handle it", "weapon_mention:bat's in my trunk"]),
    ("HN", 0, "family_home", ["a: someone keyed my car", "b: it was the kid from 3b", "c: i'll handle it, i'll talk to his parents and the landlord", "a: thank u"], []),
    ("H3", 4, "family_home", ["a: he hit my sister again", "b: call the police", "a: they did nothing last time", "c: i'll handle it tonight. i know he's home alone after 10 and i'm bringing the knife"],
     ["threat_explicit:i'll handle it tonight", "doxxing_personal_info:he's home alone after 10", "weapon_mention:bringing the knife"]),
)

fam("h3-insult-banter",
    ("HN", 0, "gaming", ["a: i died to fall damage again", "b: ur genuinely the worst player i know 😂", "a: love u too", "c: ur both trash, let's queue"],
     ["targeted_insult:ur both trash"]),
    ("H3", 1, "gaming", ["a: gg", "b: who's the new guy", "c: idk some bot", "c: @{a} ur genuinely the worst player i've ever seen, uninstall"],
     ["targeted_insult:ur genuinely the worst player i've ever seen", "targeted_insult:uninstall"]),
    ("H3", 2, "gaming", ["a: gg", "c: @{a} ur the worst player i've seen", "a: sorry first week", "c: nobody wants u here, every game u join we'll throw until u quit, pathetic loser"],
     ["targeted_insult:pathetic loser", "threat_veiled:every game u join we'll throw until u quit"]),
    ("HN", 0, "gaming", ["a: who keeps stealing my kills", "b: me, git gud", "a: ur a menace", "c: ur both menaces", "b: 😂 love u guys"], []),
)

fam("h3-protest-plans",
    ("HN", 0, "news_politics", ["a: march on saturday", "b: what route", "c: from the park to city hall", "a: bring water and signs, stay peaceful"], []),
    ("H3", 4, "news_politics", ["x: organising thread", "y: posters are ready", "a: march on saturday", "b: the counter-protest is at city hall", "c: bring bricks, we hit them when the cops turn around. 2pm"],
     ["incitement:bring bricks", "weapon_mention:bricks", "threat_explicit:we hit them when the cops turn around"]),
    ("H3", 3, "news_politics", ["x: vote results are in", "y: 6-5 😡", "a: the councillor voted for the bill", "b: traitor", "c: she lives on elm road, let's show her what traitors get"],
     ["doxxing_personal_info:she lives on elm road", "incitement:let's show her what traitors get"]),
    ("HN", 0, "news_politics", ["a: counter-protest at city hall", "b: some guys online talked about bringing bricks", "c: i forwarded the posts to the police and the organisers", "d: organisers say stewards will be there, stay with the group"], []),
)

# =============================================================================================
# H4 suicide and self-harm: "i'm done", "kys", farewells, support vs encouragement.
# =============================================================================================

fam("h4-im-done",
    ("OK", 0, "school_education", ["a: last essay submitted 🎉", "b: how many words", "a: 4000 at 3am", "c: go sleep", "a: i'm done. sleeping for 2 days"], []),
    ("H4", 4, "mental_health", ["a: nobody would even notice if i was gone", "b: that's not true", "a: it is", "c: hey can we talk?", "a: no. i'm done. sorry for everything, tell my sister i love her"],
     ["farewell_language:i'm done. sorry for everything", "farewell_language:tell my sister i love her", "0>suicidal_ideation:nobody would even notice if i was gone"]),
    ("HN", 0, "gaming", ["a: lost 9 ranked games in a row", "b: brutal", "c: take a break", "a: i'm done, uninstalling till the patch lol"], []),
    ("H4", 2, "mental_health", ["a: how was the appointment", "b: they moved it again", "a: ugh", "b: i'm so done. some days i just wish i didn't wake up"],
     ["suicidal_ideation:i just wish i didn't wake up"]),
    ("HN", 0, "sports_betting", ["a: lost again on the tennis", "b: how much this month", "a: too much", "a: i'm done. self-excluded on every site just now, screenshot for accountability"], []),
    ("HN", 0, "work_career", ["a: quit my job today", "b: omg finally", "c: the toxic one?", "a: yep. i'm done with that place, starting the new one monday 🙌"], []),
)

fam("h4-kys-context",
    ("H4", 2, "gaming", ["a: who let this guy queue ranked", "b: 0/12 lmao", "c: my bad", "a: kys honestly"],
     ["self_harm_encouragement:kys"]),
    ("H4", 4, "mental_health", ["x: vent channel, no judgement", "y: 🫂", "a: i don't think i can keep going", "b: i feel like such a burden", "c: lol then kys, nobody's stopping u"],
     ["self_harm_encouragement:then kys", "urgency_pressure:nobody's stopping u"]),
    ("HN", 0, "server_meta", ["x: ranked is so toxic tonight", "y: every night lol", "a: @mods user in #ranked told me to kys after a loss", "b: same guy did it to me", "mod: thanks both, that's a mute. telling people to kys isn't a 'joke' here"],
     ["self_harm_encouragement:kys"]),
    ("H4", 2, "gaming", ["a: missed the last shot", "b: trash", "a: sorry lag", "c: k y s"],
     ["self_harm_encouragement:k y s", "evasion_spacing:k y s"]),
    ("H4", 4, "mental_health", ["x: late night vent", "y: here", "a: i relapsed and i don't want to be here anymore", "b: same tbh", "c: then both of you just do it tonight, save us the drama"],
     ["self_harm_encouragement:just do it tonight", "urgency_pressure:tonight"]),
    ("HN", 0, "gaming", ["a: someone typed kys in all chat", "b: classic", "c: reported", "d: i got told to kys 3 times today", "e: that's genuinely not ok even in ranked", "d: yeah, reported all 3"], []),
)

fam("h4-support-vs-urge",
    ("HN", 0, "mental_health", ["a: i can't do this anymore", "b: i'm here. are you safe right now?", "a: idk", "b: can you call 988 or text them? i'll stay on with you till you do"], []),
    ("H4", 4, "mental_health", ["x: hey all", "y: hey", "a: i can't do this anymore", "b: are u safe?", "c: bro everyone says that, if u mean it then prove it, do it now"],
     ["self_harm_encouragement:prove it, do it now", "urgency_pressure:do it now"]),
    ("HN", 0, "mental_health", ["a: i can't do this anymore", "b: what happened?", "a: got rejected from the last program i applied to", "b: oof that sucks. wanna get food and rant?"], []),
    ("H4", 3, "mental_health", ["x: support channel open", "y: mods are around if needed", "a: i've been thinking about ending it", "b: please talk to someone", "c: honestly you'd be doing everyone a favour"],
     ["self_harm_encouragement:you'd be doing everyone a favour"]),
    ("H4", 4, "mental_health", ["a: i'm on the balcony", "b: please go inside", "c: where are u, i'll come", "a: doesn't matter", "d: what's happening", "e: lmao jump then, stop the attention seeking"],
     ["self_harm_encouragement:jump then", "0>self_harm_method:i'm on the balcony"]),
    ("HN", 0, "mental_health", ["a: can't sleep", "b: same", "a: my head's really loud tonight", "c: bad thoughts?", "a: yeah the suicide ones", "b: thank u for saying it. are u safe right now?", "a: i think so", "c: want to call the crisis line together? i'll stay in vc with u the whole time"],
     ["4>suicidal_ideation:the suicide ones"]),
)

fam("h4-pills-enough",
    ("H4", 4, "mental_health", ["a: i've been saving them for weeks", "b: saving what", "a: the meds", "a: i think i've got enough now. tonight when everyone's asleep"],
     ["self_harm_method:i think i've got enough now", "urgency_pressure:tonight when everyone's asleep", "2>self_harm_method:the meds"]),
    ("HN", 0, "health_fitness", ["a: pharmacy messed up my refill", "b: did they give u the wrong dose", "a: no they just gave me 2 months at once", "a: i think i've got enough now for the trip, one less thing to worry about"], []),
    ("HN", 0, "mental_health", ["x: asking for advice", "y: go ahead", "a: my friend said she's 'saving her meds'", "b: that's a warning sign", "c: ask her directly if she's thinking of suicide and whether she's safe tonight, and call a crisis line with her"],
     ["suicidal_ideation:thinking of suicide"]),
    ("H4", 3, "mental_health", ["x: missed u in vc", "y: yeah where've u been", "a: sorry i've been quiet", "b: u ok?", "a: not really. been looking up how many of my pills it would take"],
     ["self_harm_method:how many of my pills it would take"]),
    ("H4", 4, "mental_health", ["a: u still up?", "b: yeah", "a: couldn't sleep either", "b: i took them all", "a: took what", "b: the whole bottle. just wanted someone to know. bye"],
     ["self_harm_method:the whole bottle", "farewell_language:bye", "farewell_language:just wanted someone to know"]),
)

fam("h4-giving-away",
    ("OK", 0, "family_home", ["a: moving to lisbon next month!!", "b: omg", "a: can't take everything", "a: you can have my switch and the plants 🪴"], []),
    ("H4", 4, "family_home", ["a: u ok? u missed class all week", "b: doesn't matter anymore", "a: what does that mean", "b: u can have my switch and my cat. i won't need them after this weekend"],
     ["farewell_language:u can have my switch and my cat", "farewell_language:i won't need them after this weekend"]),
    ("HN", 0, "family_home", ["x: family stuff thread", "y: go", "a: my nan is giving her stuff away", "b: is she ok?", "a: she's downsizing to a flat near us, she's thrilled lol"], []),
    ("H4", 4, "gaming", ["a: why is ur whole inventory on the trade board", "b: giving it away", "a: bro that's like 500 bucks of skins", "b: won't need them. gg everyone, it was fun. take care of the guild"],
     ["farewell_language:won't need them", "farewell_language:take care of the guild"]),
)

fam("h4-relapse",
    ("HN", 0, "mental_health", ["a: day 40 clean from cutting today", "b: so proud!!", "c: 40 days 🫶", "a: the urges still come but i hold the ice cube like my therapist said"], []),
    ("H4", 2, "mental_health", ["x: recovery check-in", "y: 12 days for me 💪", "a: day 40 clean", "b: proud!!", "a: update: i relapsed last night. cut again. sorry guys"],
     ["self_harm_method:cut again"]),
    ("HN", 0, "health_fitness", ["a: hairdresser cut my bangs way too short", "b: pic?", "c: lol it grows back", "a: cut again by my sister to fix it... worse now 😭"], []),
    ("HN", 0, "mental_health", ["x: recovery check-in", "y: here", "a: update: i relapsed last night", "b: thank you for telling us", "c: relapse isn't failure. did you clean it up ok? do you want to call your therapist tomorrow?"], []),
    ("H4", 2, "mental_health", ["a: come va?", "b: male", "a: cosa è successo", "c: 🫂", "b: mi sono tagliata di nuovo ieri sera, non ce la faccio più"],
     ["self_harm_method:mi sono tagliata di nuovo", "suicidal_ideation:non ce la faccio più"]),
)

fam("h4-pro-ana",
    ("H4", 3, "health_fitness", ["a: started my cut today", "b: nice, what's ur plan", "a: 1800 cals + lifting", "c: 1800?? amateur. real ones barely eat, skip every dinner and you'll finally be thin"],
     ["self_harm_encouragement:real ones barely eat", "self_harm_method:skip every dinner"]),
    ("HN", 0, "health_fitness", ["a: started my cut today", "b: what's ur plan", "a: 1800 cals + lifting", "c: solid, don't drop below what ur dietitian says, slow is sustainable"], []),
    ("H4", 3, "health_fitness", ["a: i ate a whole pizza", "b: lol same", "a: feel so gross", "c: just throw it up, that's what i do 🤫 nobody has to know"],
     ["self_harm_encouragement:just throw it up", "self_harm_method:throw it up"]),
    ("HN", 0, "mental_health", ["x: food thread", "y: pizza night?", "a: i ate a whole pizza and feel gross", "b: u had a pizza, not a crime", "c: if that guilt is a pattern tho, the ed helpline is really good, they helped me"], []),
    ("H4", 3, "small_talk", ["a: thinspo thread 💀", "b: ??", "c: this is the support server tho", "a: oops", "d: no post it, we need motivation to stop eating 🦴 pics of ribs pls"],
     ["self_harm_encouragement:we need motivation to stop eating", "emoji_code:🦴", "self_harm_encouragement:pics of ribs pls"]),
)

fam("h4-dark-joke",
    ("H4~", 1, "tech_programming", ["a: prod is down", "b: on friday at 5pm", "c: who pushed without tests", "a: me. kms 💀"],
     ["suicidal_ideation:kms"]),
    ("H4", 2, "mental_health", ["a: been feeling empty for months", "b: have u told anyone", "a: no", "a: kms fr this time, i'm not joking like usual"],
     ["suicidal_ideation:kms fr this time", "suicidal_ideation:i'm not joking like usual"]),
    ("HN", 0, "tech_programming", ["a: prod is down", "b: again", "c: this job is killing me lol", "a: rollback done, everyone go home"], []),
    ("H4", 1, "tech_programming", ["a: merge conflicts in 40 files", "b: rip", "c: who rebased main", "a: me 🙃", "a: honestly i don't see the point of anything anymore, not just the code"],
     ["suicidal_ideation:i don't see the point of anything anymore"]),
    ("HN", 0, "tech_programming", ["a: merge conflicts in 40 files", "b: rip", "a: kms", "c: lol", "b: want me to pair on it? 10 min fix if we do it together"], []),
)

fam("h4-bridge",
    ("HN", 0, "entertainment_media", ["a: sunrise shoot tomorrow?", "b: where", "a: the old rail bridge, the fog is insane there", "c: i've been going to the bridge every morning for photos lol"], []),
    ("H4", 3, "mental_health", ["a: u've been quiet", "b: been walking a lot", "a: where", "b: i've been going to the bridge every night. standing there. thinking about it"],
     ["self_harm_method:going to the bridge every night", "suicidal_ideation:thinking about it"]),
    ("H4", 4, "mental_health", ["a: where are u", "b: at the bridge", "a: come home pls", "b: i'm sorry. this is the last message"],
     ["farewell_language:this is the last message", "1>self_harm_method:at the bridge"]),
    ("HN", 0, "mental_health", ["a: where are u", "b: at the bridge, i'm not doing anything, i just needed air", "a: i'm coming to sit with u, stay on the phone?", "b: ok. thank you"], []),
    ("H4", 3, "mental_health", ["a: i keep going back there", "b: where", "a: the bridge", "c: to take pics?", "a: no. i've timed when the cameras don't see that part"],
     ["self_harm_method:i've timed when the cameras don't see that part"]),
)

fam("h4-tonight",
    ("OK", 0, "drugs_party", ["a: birthday at mine saturday", "b: theme?", "c: 80s!!", "a: tonight's the night i finally wear the leg warmers"], []),
    ("H4", 4, "mental_health", ["a: i wrote letters to everyone", "b: what letters", "a: they're in my desk", "a: tonight's the night. i love you all"],
     ["farewell_language:i love you all", "euphemism:tonight's the night", "0>farewell_language:i wrote letters to everyone"]),
    ("HN", 0, "mental_health", ["a: tonight's the night", "b: ???", "a: i'm telling my parents i'm gay lol", "c: proud of u, text us after 🏳️‍🌈"], []),
    ("H4", 4, "mental_health", ["a: hoje à noite", "b: o que tem hoje?", "a: nada. só queria dizer que amo vocês", "c: tá tudo bem??", "a: não vou estar aqui amanhã. desculpa"],
     ["farewell_language:não vou estar aqui amanhã", "farewell_language:desculpa"]),
    ("HN", 0, "mental_health", ["a: big night tonight", "b: ???", "a: first therapy session lol", "c: proud of u!!", "a: terrified but going"], []),
)

fam("h4-no-one-miss",
    ("H4", 3, "small_talk", ["a: been having a rough week", "b: same", "a: sometimes i think everyone would be better off without me", "c: they would tbh lol"],
     ["self_harm_encouragement:they would tbh"]),
    ("HN", 0, "small_talk", ["x: evening all", "y: hey", "a: been having a rough week", "a: sometimes i think everyone would be better off without me", "c: hey that's not true. i'd miss u a lot. wanna call?"], []),
    ("H4", 2, "small_talk", ["x: how's everyone doing", "y: surviving", "a: rough week", "b: same", "a: sometimes i think everyone would be better off without me"],
     ["suicidal_ideation:everyone would be better off without me"]),
    ("HN", 0, "school_education", ["x: who did the slides", "y: not me", "a: group project is due", "b: 'everyone would be better off without me' - me doing literally nothing in this group 😂", "c: lmao at least u admit it"], []),
    ("H4", 4, "mental_health", ["a: everyone would be better off without me", "b: hey no", "c: talk to us", "a: i have the rope here", "d: lmao do it then, nobody would miss u"],
     ["self_harm_encouragement:do it then", "self_harm_encouragement:nobody would miss u", "3>self_harm_method:i have the rope here"]),
)

fam("h4-last-match",
    ("OK", 0, "gaming", ["a: one more game?", "b: last match then bed", "c: gg everyone", "b: gg, see u tmr"], []),
    ("H4", 4, "gaming", ["a: one more game?", "b: last match ever for me", "a: ? u quitting?", "b: something like that. thanks for being my only friends. bye"],
     ["farewell_language:thanks for being my only friends", "farewell_language:bye"]),
    ("HN", 0, "gaming", ["x: guild news", "y: we hit top 100!!", "a: why are u leaving the guild", "b: last match ever for me here, starting a new job and no time 😭", "c: we'll miss u! come back for raids"], []),
    ("H4", 3, "gaming", ["a: ggs", "b: where've u been", "a: hospital again", "c: u ok?", "a: no. next time i'll take enough that they can't bring me back"],
     ["self_harm_method:i'll take enough", "suicidal_ideation:they can't bring me back"]),
)

fam("h4-exam-not-around",
    ("H4", 4, "school_education", ["a: study session for the exam?", "b: no point", "a: why", "b: i'm not gonna be around for the exam. took care of that. sorry"],
     ["farewell_language:i'm not gonna be around for the exam", "self_harm_method:took care of that"]),
    ("OK", 0, "school_education", ["a: study session for the exam?", "b: can't", "a: why", "b: i'm not gonna be around for the exam, moving to my dad's, i'll take it remotely"], []),
    ("H4", 1, "school_education", ["a: exam tomorrow", "b: i'm cooked", "c: what's even the point of any of this lately", "b: real. i've stopped caring about all of it"],
     ["suicidal_ideation:i've stopped caring about all of it"]),
    ("HN", 0, "school_education", ["a: u've been quiet since results", "b: i'm not gonna be around for a while", "a: u ok?", "b: yeah, taking a break from socials to study for the resit, don't worry", "c: good luck!!"], []),
)

fam("h4-friend-reports",
    ("HN", 0, "mental_health", ["x: urgent question", "y: what's up", "a: my friend texted me 'i want to die' and stopped answering", "b: call her and if she doesn't pick up, call emergency services for a welfare check", "a: ok calling now"], []),
    ("H4", 3, "mental_health", ["x: need advice", "y: sure", "a: my friend texted me 'i want to die'", "b: lol drama queen", "c: tell her to go ahead then, she won't"],
     ["self_harm_encouragement:tell her to go ahead then"]),
    ("HN", 0, "mental_health", ["x: question for the group", "y: go ahead", "a: how do i help someone who says they want to die", "b: listen, don't judge", "c: ask them straight out 'are you thinking about suicide', it doesn't put the idea in their head, then help them call a crisis line"],
     ["suicidal_ideation:thinking about suicide"]),
    ("H4", 4, "mental_health", ["a: my friend says she's on the roof right now", "b: call 911 now", "a: she told me not to", "d: call anyway", "c: lol let her jump, she wants attention"],
     ["self_harm_encouragement:let her jump"]),
)

fam("h4-whats-point",
    ("H4", 1, "mental_health", ["x: evening", "y: hey hey", "a: what's the point of anything lately", "b: u ok?", "a: idk, just tired of everything"],
     ["suicidal_ideation:just tired of everything"]),
    ("H4", 2, "mental_health", ["x: evening", "y: hi", "a: what's the point of anything", "b: u ok?", "a: no. i keep wishing i could just disappear for good"],
     ["suicidal_ideation:wishing i could just disappear for good"]),
    ("HN", 0, "mental_health", ["a: what's the point of anything lately", "b: u ok?", "a: lol yeah just a bad monday, the coffee machine broke", "b: tragedy ☕"], []),
    ("H4", 1, "work_career", ["a: another rejection email", "b: that's 30 now?", "a: 31", "c: the market is brutal rn", "a: starting to feel like nothing i do will ever matter"],
     ["suicidal_ideation:nothing i do will ever matter"]),
)

fam("h4-how-many",
    ("OK", 0, "family_home", ["a: we're moving saturday", "b: need boxes?", "a: how many would it take to fill the van", "c: like 40"], []),
    ("H4", 3, "mental_health", ["a: couldn't sleep again", "b: try melatonin", "a: already on sleeping tablets", "a: how many would it take to not wake up"],
     ["self_harm_method:how many would it take", "suicidal_ideation:to not wake up"]),
    ("HN", 0, "health_fitness", ["x: migraine gang", "y: 😩", "a: how many of these can i take for a headache", "b: read the box, never more than it says", "c: and ask a pharmacist if ur on other meds"], []),
    ("H4", 3, "health_fitness", ["a: my back is killing me", "b: physio?", "a: waiting list", "c: that sucks", "a: tbh i've been reading which of my meds would be enough to just end it"],
     ["self_harm_method:which of my meds would be enough", "suicidal_ideation:to just end it"]),
)

fam("h4-goodbye-server",
    ("OK", 0, "server_meta", ["a: goodbye everyone", "b: wait why", "a: server's too big now, made a smaller one for the book club", "c: link?"], []),
    ("H4", 4, "server_meta", ["x: quiet tonight", "y: yeah", "a: goodbye everyone", "b: wait why", "a: i just wanted to say it before i go. you were good to me. please don't look for me"],
     ["farewell_language:i just wanted to say it before i go", "farewell_language:please don't look for me"]),
    ("HN", 0, "server_meta", ["a: someone posted a goodbye message in #vent and left", "b: omg", "mod: we reached out and contacted local services with what we had", "mod: if you ever see a goodbye message like that, ping a mod immediately, don't wait"],
     ["farewell_language:goodbye message"]),
    ("H4", 4, "gaming", ["a: giving away my account, anyone want it", "b: wait why, ur diamond", "a: won't be playing anymore", "c: taking a break?", "a: a permanent one. thank u for the good times, goodbye everyone"],
     ["farewell_language:goodbye everyone", "farewell_language:thank u for the good times", "euphemism:a permanent one"]),
)

fam("h4-non-english",
    ("H4", 4, "mental_health", ["a: ¿dónde estás?", "b: no importa", "a: me estás asustando", "b: ya tomé la decisión. esta noche se acaba todo, perdón"],
     ["farewell_language:perdón", "suicidal_ideation:esta noche se acaba todo"]),
    ("HN", 0, "mental_health", ["x: hola a todos", "y: hola", "a: me siento muy mal", "b: estoy aquí contigo", "b: ¿estás a salvo ahora? puedo llamar contigo a la línea de ayuda"], []),
    ("H4", 2, "mental_health", ["a: как ты?", "b: устал", "a: от чего", "b: от жизни. иногда хочется просто не проснуться"],
     ["suicidal_ideation:иногда хочется просто не проснуться"]),
    ("H4", 3, "small_talk", ["a: tô mal demais", "b: todo mundo fica mal", "a: não desse jeito", "b: então se mata logo, para de drama"],
     ["self_harm_encouragement:então se mata logo"]),
)

fam("h4-send-note",
    ("OK", 0, "work_career", ["a: drafted the resignation email", "b: finally", "a: should i send it?", "c: send it 🚀"], []),
    ("H4", 4, "mental_health", ["a: wrote a goodbye letter", "b: for who", "a: everyone. should i post it before?", "c: send it, no one cares anyway"],
     ["self_harm_encouragement:send it, no one cares anyway", "0>farewell_language:wrote a goodbye letter"]),
    ("HN", 0, "mental_health", ["a: wrote a letter to my younger self for therapy", "b: that's beautiful", "a: should i share it here?", "c: send it if u want, we'd love to read it"], []),
    ("HN", 0, "mental_health", ["a: i drafted a message to my therapist about the bad thoughts", "b: that's brave", "a: should i send it or wait for the session", "c: send it, she'd want to know now", "a: ok sent 🫣"], []),
)

fam("h4-lol-same",
    ("H4~", 1, "school_education", ["x: study group tonight?", "y: yes library", "a: the math final tomorrow", "b: i wanna die", "c: lol same 💀"],
     ["suicidal_ideation:lol same"]),
    ("H4", 2, "mental_health", ["x: vent thread", "y: here for anyone", "a: i've been cutting again", "b: i don't want to be alive anymore tbh", "c: lol same. no point trying"],
     ["suicidal_ideation:lol same", "suicidal_ideation:no point trying"]),
    ("HN", 0, "mental_health", ["x: mental health monday", "y: how's everyone", "a: i've been feeling really low", "b: same honestly, started therapy last month", "c: lol same, it actually helps, proud of u both"], []),
    ("H4", 2, "mental_health", ["a: haven't eaten in 2 days", "b: why", "a: no point", "c: lol same, i've been thinking about just not waking up"],
     ["suicidal_ideation:thinking about just not waking up"]),
)

fam("h4-betting-despair",
    ("H4", 2, "sports_betting", ["a: lost the house deposit on slots", "b: how much", "a: all of it. wife doesn't know", "a: life insurance pays out more than i lost. thinking about it"],
     ["suicidal_ideation:life insurance pays out more than i lost", "suicidal_ideation:thinking about it"]),
    ("HN", 0, "sports_betting", ["x: rough day", "y: what happened", "a: lost the house deposit on slots", "b: damn, talk to the gambling helpline today", "c: and tell your wife, debt charities can help with a plan"], []),
    ("H4", 4, "sports_betting", ["x: betting thread", "y: how's everyone's weekend going", "a: down 6k, can't tell anyone", "b: 😬 take a break man", "a: tonight's the last bet. if it loses i'm jumping off the car park roof"],
     ["suicidal_ideation:if it loses i'm jumping", "self_harm_method:jumping off the car park roof", "farewell_language:tonight's the last bet"]),
    ("H4", 3, "sports_betting", ["a: lost everything on the cup final", "b: how bad", "a: car loan money", "c: come to the gamcare meeting with me", "a: no. i've already picked the bridge. just need to get through the weekend"],
     ["self_harm_method:i've already picked the bridge", "suicidal_ideation:just need to get through the weekend"]),
)

fam("h4-cutting-word",
    ("OK", 0, "family_home", ["a: new knife set arrived", "b: nice", "c: cutting onions is so smooth now", "a: cutting everything lol"], []),
    ("H4", 2, "mental_health", ["a: how was the weekend", "b: bad", "a: what happened", "b: been cutting again. hiding it under long sleeves"],
     ["self_harm_method:been cutting again"]),
    ("H4", 3, "mental_health", ["x: hey", "a: can i ask u something in here", "a: what do u use", "b: for what", "a: u know. cutting. what works best, i need something sharper"],
     ["self_harm_method:what works best", "self_harm_method:i need something sharper"]),
    ("HN", 0, "mental_health", ["x: parents support group", "y: welcome", "a: my daughter told me she's been cutting", "b: thank her for telling you", "c: stay calm, get her to her gp, and lock away sharps for now"], []),
)

fam("h4-unalive-evasion",
    ("H4", 2, "entertainment_media", ["a: that meme is so me", "b: which", "c: the 'i want to unalive' one", "a: no but like actually. i think about unaliving myself a lot"],
     ["suicidal_ideation:i think about unaliving myself a lot", "euphemism:unaliving"]),
    ("HN", 0, "entertainment_media", ["x: random question", "y: shoot", "a: why do people say unalive", "b: algorithms flag the word suicide", "c: it's awkward but 'unalive' lets creators talk about prevention without getting demonetised"],
     ["euphemism:unalive"]),
    ("H4", 2, "gaming", ["x: gg", "y: close one", "a: u suck", "b: ok", "a: go un@live urself, do everyone a favour"],
     ["self_harm_encouragement:go un@live urself", "evasion_leetspeak:un@live"]),
    ("H4", 2, "mental_health", ["a: how's everyone", "b: meh", "c: been having s-h thoughts again ngl", "a: 🫂", "c: the urge to s e l f h a r m is so loud tonight"],
     ["self_harm_method:the urge to s e l f h a r m", "evasion_spacing:s e l f h a r m"]),
    ("HN", 0, "mental_health", ["a: the urge is loud tonight", "b: want to call?", "a: yes please", "c: we're here. use the ice + red marker thing from group?", "a: doing it, thanks guys 🫂"], []),
)

# =============================================================================================
# H5 drugs: the same ask or code word between friends, in harm reduction and from a dealer.
# =============================================================================================

fam("h5d-still-got-green",
    ("OK", 0, "family_home", ["a: repainting the shed", "b: what colour", "a: sage green", "c: u still got the green from the fence? i need a tin for the gate"], []),
    ("H5", 3, "drugs_party", ["a: party at jay's saturday", "b: who's bringing what", "c: snacks", "d: @{e} u still got the green? need a half for saturday, same price"],
     ["drug_sale:need a half for saturday, same price", "drug_code_words:the green"]),
    ("H5", 3, "drugs_party", ["x: weekend plans?", "y: nothing yet", "a: u still got the green?", "b: ye fresh batch 🌿", "a: how much", "b: 25 a g, 80 for 4, meet at the usual spot"],
     ["drug_sale:25 a g, 80 for 4", "drug_sale:meet at the usual spot", "2>drug_code_words:the green"]),
    ("HN", 0, "entertainment_media", ["a: the mural on the bridge is faded", "b: we're redoing it sunday", "c: u still got the green spray paint?", "b: 2 cans left"], []),
    ("H5", 1, "drugs_party", ["a: u still got the green?", "b: lol no smoked it all sunday", "c: jealous", "b: best sunday of my life ngl, everyone should try it at least once 🌿"],
     ["drug_use:everyone should try it at least once", "emoji_code:🌿"]),
)

fam("h5d-how-much-za",
    ("H5", 3, "drugs_party", ["a: who's got za for the weekend", "b: me, top shelf", "c: pics?", "b: 📸 sent", "c: how much"],
     ["drug_sale:how much", "0>drug_code_words:za", "1>drug_sale:me, top shelf"]),
    ("OK", 0, "buy_sell_trade", ["a: selling my old bike", "b: pics?", "a: 📸 sent", "c: how much"], []),
    ("H5", 3, "drugs_party", ["x: rave tickets came through 🎟️", "y: lets gooo", "a: anyone got 💊 for the rave", "b: dm", "c: 👀", "c: how much for 5, i'll pick up tonight"],
     ["drug_sale:how much for 5", "drug_sale:i'll pick up tonight", "2>emoji_code:💊"]),
    ("HN", 0, "health_fitness", ["x: my tooth is killing me", "a: same, dentist can't see me till friday", "a: how much ibuprofen can u take in a day", "b: read the leaflet, there's a max", "c: ask the pharmacist if ur on other meds too, they check for free"], []),
    ("H5", 3, "drugs_party", ["a: ¿alguien tiene para el finde?", "b: yo", "a: ¿qué tienes?", "b: 🍃 y ❄️", "c: 👀", "a: ¿cuánto?", "b: 10 el gramo de hierba, 60 la farla, entrego en la plaza"],
     ["drug_sale:10 el gramo de hierba, 60 la farla", "drug_code_words:farla", "drug_sale:entrego en la plaza"]),
)

fam("h5d-harm-reduction",
    ("HN", 0, "drugs_party", ["a: going to my first festival", "b: are u planning to take anything", "a: maybe molly", "c: if u do molly, test it first, stay hydrated but don't overdo water, and never take it alone. the medic tent is free and won't call cops"],
     ["drug_code_words:molly"]),
    ("H5", 2, "drugs_party", ["a: going to my first festival", "b: planning to take anything?", "a: maybe half a molly", "c: half? double drop or go home, the first time should be legendary 😤"],
     ["drug_use:double drop or go home", "urgency_pressure:the first time should be legendary"]),
    ("HN", 0, "drugs_party", ["x: harm reduction q, no judgement pls", "y: go ahead", "a: is it dangerous to mix alcohol with molly", "b: yes, dehydration and overheating", "c: there's a harm reduction site with a mixing chart, for molly + alcohol the answer is basically don't"],
     ["drug_code_words:molly"]),
    ("H5", 1, "drugs_party", ["x: post-festival depression is real", "y: i'm still tired", "a: festival was unreal", "b: best weekend of ur life?", "a: rolling at sunrise with the whole crew 🌅 nothing beats it, everyone should try it once"],
     ["drug_use:rolling at sunrise", "drug_use:everyone should try it once", "drug_code_words:rolling"]),
)

fam("h5d-minors",
    ("H5", 4, "school_education", ["x: school's so boring this week", "y: fr", "a: the year 9s keep asking where to get vapes", "b: lol", "c: i sold 3 of them carts yesterday, thc ones, 30 each. kids pay cash 😂"],
     ["drug_sale:i sold 3 of them carts yesterday", "drug_code_words:carts", "drug_sale:30 each"]),
    ("HN", 0, "school_education", ["a: the year 9s have vapes at school", "b: nicotine?", "a: worse, some kid passed out last week", "c: i told the safeguarding lead about the thc carts, they're calling parents today"],
     ["drug_code_words:thc carts"]),
    ("H5", 4, "gaming", ["x: what age is everyone here", "y: 16", "a: i'm 14 lol", "c: same", "b: u want something to make gaming more fun? i'll mail u edibles, don't tell ur parents, 20 a pack"],
     ["drug_sale:i'll mail u edibles", "drug_sale:20 a pack", "drug_code_words:edibles"]),
    ("HN", 0, "family_home", ["x: parenting chat", "y: here", "a: found edibles in my son's bag, he's 14", "b: talk before you punish", "c: ask where he got the edibles, and let the school know someone's selling to kids"],
     ["drug_code_words:edibles"]),
)

fam("h5d-same-time",
    ("OK", 0, "small_talk", ["a: thanks for the coffee today", "b: anytime", "c: the cinnamon roll was 🤌", "a: same time tomorrow?"], []),
    ("H5", 3, "drugs_party", ["a: picked up from u earlier, quality was 🔥", "b: told u", "c: can i get in on it", "a: same time tomorrow? double the order, i'll bring cash"],
     ["drug_sale:double the order, i'll bring cash", "drug_sale:same time tomorrow"]),
    ("H5", 3, "drugs_party", ["a: meet at the car park behind the gym", "b: got the ❄️?", "a: yeah 2 bags", "b: same time tomorrow? my mate wants some too"],
     ["drug_sale:my mate wants some too", "drug_sale:same time tomorrow", "1>emoji_code:❄️"]),
    ("HN", 0, "mental_health", ["a: na meeting tonight was good", "b: first time sharing?", "a: yeah. 60 days clean", "c: same time tomorrow? i'll drive"], []),
    ("HN", 0, "drugs_party", ["a: the needle exchange van was there tonight", "b: good, my cousin uses it", "c: they gave out naloxone kits too", "a: same time tomorrow? i'll volunteer again"], []),
)

fam("h5d-bump-party",
    ("H5", 3, "drugs_party", ["x: saturday plans?", "y: nothing yet", "a: pregame at mine", "b: i'll bring beers", "c: i'll bring party favours 😏 first bump's free, 60 after"],
     ["euphemism:party favours", "drug_sale:first bump's free, 60 after", "drug_code_words:bump"]),
    ("OK", 0, "drugs_party", ["x: it's ella's birthday saturday!", "y: 🎂", "a: pregame at mine", "b: i'll bring beers", "c: i'll bring party favours 🎉 the blowers and the hats"], []),
    ("H5", 2, "drugs_party", ["x: club opens at 11", "y: we going?", "a: pregame at mine", "b: i'm just drinking tonight", "c: boring. just do a line with us, u only live once"],
     ["drug_use:just do a line with us", "urgency_pressure:u only live once"]),
    ("H5", 3, "drugs_party", ["x: samstag party?", "y: klar", "a: vorglühen bei mir", "b: ich bring bier", "c: ich bring was zum ziehen mit, 50 das gramm, sagt bescheid"],
     ["drug_sale:ich bring was zum ziehen mit, 50 das gramm", "euphemism:was zum ziehen"]),
)

# =============================================================================================
# H5 weapons: legal hunting and airsoft talk vs trade in the same words.
# =============================================================================================

fam("h5w-rifle-paperwork",
    ("HN", 0, "weapons_hunting", ["a: selling my old deer rifle", "b: how much", "c: and is it legal to just sell it?", "a: 400 for the rifle, transfer through the shop on 5th with the usual background check"],
     ["weapon_mention:rifle"]),
    ("H5", 4, "weapons_hunting", ["a: selling my old deer rifle", "b: how much", "a: 400", "b: i don't have a licence", "a: no problem, no paperwork, cash only, meet me behind the range"],
     ["weapon_sale:no paperwork, cash only", "weapon_sale:meet me behind the range"]),
    ("H5", 4, "buy_sell_trade", ["x: buy/sell thread is open", "y: selling a tent", "a: anyone got a 9mm", "b: for the range?", "a: for me. no questions asked, paying 600"],
     ["weapon_sale:no questions asked, paying 600", "2>weapon_mention:9mm"]),
    ("HN", 0, "weapons_hunting", ["x: first time shooting saturday", "y: nervous?", "a: anyone got a 9mm i can try at the range", "b: the range rents them", "c: bring id and they'll rent u a 9mm after the safety brief"],
     ["weapon_mention:9mm"]),
    ("H5", 4, "weapons_hunting", ["a: gun show was packed", "b: buy anything?", "a: just a scope", "c: u should've come to my trunk after 😂 unserialized ones, 600, no background check"],
     ["weapon_sale:unserialized ones, 600", "weapon_sale:no background check"]),
)

fam("h5w-knuckles",
    ("H5", 3, "buy_sell_trade", ["x: that area's gotten worse", "y: my cousin got robbed there", "a: getting jumped near the station a lot lately", "b: carry something", "c: i got brass knuckles and switchblades, 25 each, dm"],
     ["weapon_sale:i got brass knuckles and switchblades, 25 each", "weapon_mention:brass knuckles", "off_platform_move:dm"]),
    ("HN", 0, "health_fitness", ["x: that area's gotten sketchy", "y: yeah avoid it at night", "a: getting jumped near the station a lot lately", "b: take a self-defence class", "c: the krav maga gym does a free women's class on sundays"], []),
    ("HN", 0, "entertainment_media", ["a: anyone know the knuckle-duster scene in the film", "b: the bar fight?", "c: yeah the knuckle-duster was a rubber prop, the director said so on the commentary"],
     ["weapon_mention:knuckle-duster"]),
    ("H5", 3, "school_education", ["x: lunch was so bad today", "y: the pizza was cardboard", "a: someone's selling tasers at school", "b: for real", "c: yeah it's me 😎 40 for the small one, works on anyone, cash at lunch"],
     ["weapon_sale:40 for the small one", "weapon_sale:cash at lunch"]),
)

fam("h5w-ammo",
    ("H5", 4, "weapons_hunting", ["x: range day sunday?", "y: if i can afford it lol", "a: ammo prices are insane", "b: fr", "c: i got a crate of 5.56 and some 9, no id needed, ship anywhere, tele @boomboxx"],
     ["weapon_sale:i got a crate of 5.56 and some 9", "weapon_sale:no id needed, ship anywhere", "off_platform_move:tele @boomboxx"]),
    ("HN", 0, "weapons_hunting", ["x: range day sunday?", "y: yeah", "a: ammo prices are insane", "b: fr", "c: the club buys ammo in bulk for members, still need to show ur licence though"],
     ["weapon_mention:ammo"]),
    ("H5", 4, "weapons_hunting", ["a: ammo prices are insane", "b: i can sort u out", "a: how much", "b: 50 a box, untraceable, pick up sunday"],
     ["weapon_sale:50 a box, untraceable", "weapon_sale:pick up sunday"]),
    ("HN", 0, "weapons_hunting", ["a: how do i store ammo safely", "c: check your local laws for how much you can keep", "a: thanks, first hunting licence 🙂", "b: congrats! locked box for the ammo, separate from the rifle"],
     ["weapon_mention:rifle"]),
)

fam("h5w-airsoft",
    ("HN", 0, "weapons_hunting", ["a: new airsoft rifle came in", "b: full auto?", "a: yeah, 350 fps, field legal", "c: bring it sunday, we need more on blue"], []),
    ("H5", 4, "weapons_hunting", ["x: sunday game is on", "y: weather looks good", "a: new airsoft rifle came in", "b: full auto?", "c: forget airsoft, i have real ones with auto switches, 1200 each, no serials 🔫"],
     ["weapon_sale:i have real ones with auto switches, 1200 each", "weapon_sale:no serials", "emoji_code:🔫"]),
    ("HN", 0, "weapons_hunting", ["a: selling my airsoft pistol", "b: orange tip still on?", "a: yep, it's a toy legally, 18+ buyer only", "c: i'll take it"], []),
    ("H5", 4, "buy_sell_trade", ["x: trade thread", "y: selling my old mask", "a: selling airsoft gear", "b: what u got", "a: 'airsoft' 😉 if u know u know, real steel, 2 glocks left"],
     ["weapon_sale:real steel, 2 glocks left", "euphemism:airsoft' 😉", "urgency_pressure:2 glocks left"]),
    ("H5", 4, "weapons_hunting", ["a: airsoft field sunday?", "b: can't, no gun yet", "c: buy mine", "b: how much", "c: lol not that kind 😂 my uncle's shotgun, 300, no paperwork, pick up in the garage"],
     ["weapon_sale:my uncle's shotgun, 300", "weapon_sale:no paperwork", "weapon_mention:shotgun"]),
)

fam("h5w-3d-print",
    ("HN", 0, "tech_programming", ["a: printer's finally calibrated", "b: printing what", "a: minis for dnd lol", "c: share the files!"], []),
    ("H5", 4, "tech_programming", ["x: maker chat", "y: show ur prints", "a: printer's calibrated", "b: printing what", "a: frames 🔫 selling finished ones, 300, no serial, dm for pics"],
     ["weapon_sale:frames 🔫 selling finished ones, 300", "weapon_sale:no serial", "emoji_code:🔫", "off_platform_move:dm for pics"]),
    ("HN", 0, "news_politics", ["a: they arrested a guy for selling 3d printed guns", "b: where", "a: two towns over, article says he sold 40", "c: terrifying, 3d printed guns with no serials"],
     ["weapon_mention:3d printed guns"]),
    ("H5", 4, "tech_programming", ["a: anyone have the files for the print", "b: which", "a: the one that goes bang 😉", "c: i don't share files but i sell finished ones, 2 left, 350, no questions"],
     ["weapon_sale:i sell finished ones, 2 left, 350", "weapon_sale:no questions", "urgency_pressure:2 left", "2>euphemism:the one that goes bang"]),
    ("H5", 4, "tech_programming", ["a: new filament is amazing", "b: what are u printing", "a: lol small parts 😏", "c: what kind", "a: the kind that makes a pistol go full auto. 50 each, ships discreet, dm"],
     ["weapon_sale:the kind that makes a pistol go full auto. 50 each", "weapon_sale:ships discreet", "off_platform_move:dm"]),
)

fam("h5w-knife-cooking",
    ("HN", 0, "family_home", ["a: my chef knife is blunt", "b: get a whetstone", "a: or i just upgrade", "c: sell me the old chef knife then, 20 for my kitchen?"],
     ["weapon_mention:chef knife"]),
    ("H5", 3, "buy_sell_trade", ["a: anyone selling knives", "b: kitchen?", "a: no, the flick kind", "c: got gravity knives and butterflies, 35, illegal here so cash only 🤫"],
     ["weapon_sale:got gravity knives and butterflies, 35", "weapon_sale:cash only"]),
    ("H5", 4, "buy_sell_trade", ["a: need something for protection", "b: pepper spray?", "a: something stronger", "c: got a pistol and 2 mags, clean, 700, meet thursday"],
     ["weapon_sale:got a pistol and 2 mags, clean, 700", "weapon_sale:meet thursday"]),
    ("HN", 0, "weapons_hunting", ["a: looking for a camping knife", "b: fixed blade?", "a: yeah for wood", "c: the outdoor shop has a legal one, 25 quid, locks properly"], []),
    ("H5", 3, "buy_sell_trade", ["a: ktoś coś sprzedaje?", "b: rower, 300 zł", "c: ja mam paralizatory i kastety", "a: ile?", "c: paralizator 150 zł, kastet 60, bez pytań, odbiór na dworcu"],
     ["weapon_sale:paralizator 150 zł, kastet 60", "weapon_sale:bez pytań", "2>weapon_sale:ja mam paralizatory i kastety"]),
)

# =============================================================================================
# H5 fraud: "send it", links, gift cards and giveaways after a real-looking context.
# =============================================================================================

fam("h5f-send-it-giftcards",
    ("OK", 0, "work_career", ["a: quarterly report ready", "b: checked the figures?", "a: yep twice", "c: send it to the director"], []),
    ("H5", 3, "work_career", ["s: this is your manager, in a meeting, can't talk", "s: need 5 x 100$ apple gift cards for a client, i'll reimburse", "a: ok bought them", "s: scratch them and send it all in a photo now, urgent"],
     ["fraud_phishing:scratch them and send it all in a photo", "urgency_pressure:now, urgent", "1>fraud_phishing:need 5 x 100$ apple gift cards"]),
    ("HN", 0, "work_career", ["a: 'manager' texted me asking for gift cards", "b: classic scam", "c: don't buy anything, gift cards are the scammer's favourite. forward it to it-security and block the number"],
     ["fraud_phishing:gift cards are the scammer's favourite"]),
    ("H5", 3, "family_home", ["b: good morning family 🌞", "c: morning mum", "s: hi mum it's me, new number, phone broke", "a: oh hi love", "s: can u send 400 to this account, rent's due today, i'll pay u back friday"],
     ["fraud_phishing:can u send 400 to this account", "urgency_pressure:rent's due today"]),
)

fam("h5f-verify-link",
    ("H5", 3, "server_meta", ["x: server feels weird today", "y: bot's acting up", "a: why did my role disappear", "b: mine too", "s: hi i'm from discord staff, verify here to restore it: disc0rd-verify.example/login"],
     ["fraud_phishing:verify here to restore it", "fraud_phishing:disc0rd-verify.example/login", "evasion_leetspeak:disc0rd"]),
    ("HN", 0, "server_meta", ["a: why did my role disappear", "mod: bot update, fixing now", "mod: and ignore anyone dming 'verify at disc0rd-verify', that's a phishing link"],
     ["fraud_phishing:disc0rd-verify", "evasion_leetspeak:disc0rd"]),
    ("H5", 3, "gaming", ["x: anyone else get that dm", "y: which one", "a: free nitro event?", "b: idk", "c: yep it's real, claim here before it ends: nitro-drop.example/claim, log in with ur account"],
     ["fraud_phishing:nitro-drop.example/claim", "fraud_phishing:log in with ur account", "urgency_pressure:before it ends"]),
    ("HN", 0, "tech_programming", ["a: got a login alert from a country i've never been to", "b: change ur password and turn on 2fa", "c: and check the link before entering credentials, look-alike domains are everywhere"], []),
)

fam("h5f-crypto-double",
    ("H5", 3, "finance_crypto", ["x: chart check", "y: ugly", "a: eth dipped again", "b: rip", "s: i'm doubling all eth sent to my wallet for the next hour 🚀 0xab12... send 0.5 get 1"],
     ["fraud_investment:i'm doubling all eth sent to my wallet", "fraud_investment:send 0.5 get 1", "urgency_pressure:for the next hour"]),
    ("HN", 0, "finance_crypto", ["a: someone posted 'send 0.5 get 1' in general", "b: lol that scam again", "mod: removed. 'send 0.5 get 1' is always a scam, nobody doubles your crypto"],
     ["fraud_investment:send 0.5 get 1"]),
    ("H5", 4, "finance_crypto", ["x: family and money thread", "y: oh no", "a: my grandad keeps asking about bitcoin", "b: same, the whole retirement home does lol", "s: i run a 'pension booster' for seniors, 30% a month, i've signed up 200 of them. send me their numbers"],
     ["fraud_investment:30% a month", "fraud_investment:i run a 'pension booster' for seniors", "fraud_phishing:send me their numbers"]),
    ("H5", 2, "finance_crypto", ["x: what happened today", "y: fed news", "a: market's red", "b: pain", "s: meanwhile my mentor's signals are up 400% this month, life changing stuff, can't say more here 👀"],
     ["fraud_investment:up 400% this month", "fraud_investment:life changing stuff"]),
    ("H5", 1, "finance_crypto", ["x: portfolio down 20%", "y: same", "a: market's red", "b: pain", "s: imagine still working 9-5 when u could be financially free by next summer 💸"],
     ["fraud_investment:financially free by next summer"]),
)

fam("h5f-job-fee",
    ("HN", 0, "work_career", ["a: got a job offer", "b: congrats!!", "a: they want me to do a video interview friday", "c: nice, prep the star method answers"], []),
    ("H5", 3, "work_career", ["a: got a job offer", "b: congrats!!", "a: work from home, 5k a month", "s: yes just pay the 80$ registration fee to start, training kit ships after payment"],
     ["fraud_phishing:pay the 80$ registration fee", "fraud_phishing:training kit ships after payment"]),
    ("HN", 0, "work_career", ["a: recruiter wants an 80$ registration fee", "b: that's a scam", "c: real employers never charge an 80$ registration fee, report the listing"],
     ["fraud_phishing:80$ registration fee"]),
    ("H5", 3, "work_career", ["x: job hunting is so depressing", "y: 200 applications, 2 interviews", "s: earn 300/day liking videos ✅ no experience", "a: how", "s: add my whatsapp +1 555 0142, first task deposit 50 to unlock commissions"],
     ["off_platform_move:add my whatsapp", "fraud_phishing:first task deposit 50 to unlock commissions"]),
    ("HN", 0, "work_career", ["a: psa job seekers", "b: ?", "c: got a weird one too", "d: they start paying small then ask for a 'deposit'", "a: yep. if a 'recruiter' on telegram says earn 300/day liking videos, it's a task scam. block + report"],
     ["fraud_phishing:earn 300/day liking videos"]),
)

fam("h5f-romance",
    ("HN", 0, "dating_relationships", ["a: met someone online, we've talked 3 months", "b: met in person yet?", "a: next weekend at the café!", "c: tell us where u'll be, just in case 💕"], []),
    ("H5", 3, "dating_relationships", ["a: we've talked every day for 3 months", "s: i love you so much my darling", "s: i'm stuck at customs in dubai, they need 2000$ or they keep my passport. please send it, i'll pay back double"],
     ["fraud_phishing:they need 2000$", "fraud_phishing:please send it, i'll pay back double", "urgency_pressure:or they keep my passport"]),
    ("HN", 0, "family_home", ["a: my mom's 'boyfriend' online needs 2000 for customs", "b: romance scam", "c: report it to her bank today, 'stuck at customs, need 2000' is the classic romance scam line"],
     ["fraud_phishing:stuck at customs, need 2000"]),
    ("H5", 4, "finance_crypto", ["a: how's the 'project' going", "b: good, we have 40 widows on the list now", "a: same script?", "b: yes. lonely, older, online. tell them ur a soldier abroad and need 2000 for leave papers, most pay twice"],
     ["fraud_phishing:tell them ur a soldier abroad and need 2000", "fraud_phishing:most pay twice", "1>fraud_phishing:we have 40 widows on the list"]),
)

fam("h5f-carding",
    ("H5", 3, "tech_programming", ["x: my homelab is finally up", "y: nice, what's running", "a: anyone good at networking", "b: what for", "c: skip that, fresh cc dumps with cvv, 15$ each, bulk discount, tele in bio"],
     ["fraud_phishing:fresh cc dumps with cvv, 15$ each", "off_platform_move:tele in bio"]),
    ("HN", 0, "tech_programming", ["a: got a notification my card was used in another country", "b: freeze it in the app", "c: probably a dump from a breached shop, the bank will refund"],
     ["fraud_phishing:a dump from a breached shop"]),
    ("H5", 3, "buy_sell_trade", ["x: streaming prices are insane now", "y: 18 a month 💀", "a: selling netflix accounts", "b: legit?", "a: cracked ones, 2$ each, full access, the owners never notice 😂"],
     ["fraud_phishing:cracked ones, 2$ each", "fraud_phishing:the owners never notice"]),
    ("HN", 0, "tech_programming", ["a: got a notification my card was charged twice", "b: call the bank", "c: could be a dump", "a: bank says it was a duplicate payment from the shop, refunded 🙏"], []),
)

fam("h5f-giveaway",
    ("OK", 0, "entertainment_media", ["a: art giveaway winner!!", "b: who", "a: @{c} congrats! dm me ur character ref", "c: omg tysm 😭"], []),
    ("H5", 3, "entertainment_media", ["x: the giveaway piece is gorgeous", "y: i want it so bad", "a: art giveaway winner announced", "b: who", "s: congrats u won 🎉 to claim, pay 10$ shipping at prize-claim.example within 1 hour"],
     ["fraud_phishing:pay 10$ shipping at prize-claim.example", "urgency_pressure:within 1 hour"]),
    ("HN", 0, "server_meta", ["a: got a dm saying i won the giveaway", "b: it asks for 'shipping fee'?", "a: yeah", "mod: that's an impersonator, real winners never pay a shipping fee. reporting the account"],
     ["fraud_phishing:shipping fee"]),
    ("H5", 3, "gaming", ["a: giveaway winner anyone?", "b: not me", "s: @{a} u won the keyboard!! just log in on giveaway-login.example with ur steam account so i can send it"],
     ["fraud_phishing:log in on giveaway-login.example with ur steam account", "fraud_phishing:giveaway-login.example"]),
)

# =============================================================================================
# H5 hate: quoting to report, sarcasm, code words, in-group banter vs attacks.
# =============================================================================================

fam("h5h-quote-mod",
    ("HN", 0, "server_meta", ["a: @mods in vc he called me a r*ghead", "mod: ugh, sorry. got a clip?", "a: yes sending", "mod: banned. thanks for reporting"], []),
    ("HN", 0, "server_meta", ["a: @mods", "mod: what happened", "b: i saw it too", "a: he literally said 'go back to your country, r*ghead' in #general"],
     ["slur:r*ghead"]),
    ("H5", 3, "server_meta", ["x: vc got ugly last night", "y: who started it", "mod: you were reported for what you said in vc", "b: what, calling him a r*ghead? that's what he is", "mod: last warning", "b: he's a r*ghead and so is his whole family"],
     ["slur:r*ghead", "stereotype_generalization:so is his whole family"]),
    ("HN", 0, "identity_community", ["a: someone graffitied the synagogue wall", "b: what did it say", "c: 'k*kes out'. volunteers are cleaning it off saturday 9am, come help"],
     ["slur:k*kes"]),
    ("H5", 3, "gaming", ["a: gg", "b: gg wp", "c: my teammate was a total n*gger, threw the whole game", "d: dude what", "c: what? he was one, they all play like that"],
     ["stereotype_generalization:they all play like that", "2>slur:n*gger"]),
)

fam("h5h-sarcasm",
    ("HN", 0, "news_politics", ["a: dave's uncle posted again", "b: the immigration thing?", "a: lmao yes", "c: oh sure, *all* immigrants are criminals, great take dave's uncle 🙄"],
     ["stereotype_generalization:immigrants are criminals"]),
    ("H5", 2, "news_politics", ["x: family group chat is a war zone", "y: lol why", "a: dave's uncle posted again", "b: the immigration thing?", "c: i mean he's not wrong. they're all criminals, look at the news"],
     ["stereotype_generalization:they're all criminals"]),
    ("H5", 2, "news_politics", ["x: local news thread", "y: what now", "a: another robbery downtown", "b: who did it", "c: not saying it was one of them... but it's always one of them 😏"],
     ["stereotype_generalization:it's always one of them"]),
    ("HN", 0, "news_politics", ["x: local news thread", "y: 😬", "a: another robbery downtown", "b: who did it", "c: police haven't said, don't guess, last time people blamed a whole community and it was some local guy"], []),
    ("H5", 3, "news_politics", ["a: did u see the story about the new mayor", "b: the muslim guy?", "c: yep", "d: lol 'moderate muslim' is an oxymoron", "e: they're all the same, every single one of them is a terrorist waiting to happen"],
     ["stereotype_generalization:every single one of them is a terrorist waiting to happen", "stereotype_generalization:they're all the same"]),
)

fam("h5h-code-words",
    ("H5", 2, "identity_community", ["x: new joins today", "y: welcome everyone 👋", "a: why's the new member's name 1488something", "b: idk", "c: based, finally someone who gets it 👌 14 words. they're replacing us"],
     ["euphemism:14 words", "stereotype_generalization:they're replacing us"]),
    ("HN", 0, "server_meta", ["a: why's the new member's name 1488something", "mod: that's a neo-nazi code, banning", "b: had no idea, thanks"], []),
    ("H5", 3, "news_politics", ["x: inflation is insane", "y: rent went up again", "a: who owns all the banks anyway", "b: lol", "c: (((they))) do. always the same people, time we named them"],
     ["euphemism:(((they)))", "stereotype_generalization:always the same people"]),
    ("HN", 0, "news_politics", ["a: what does the triple brackets thing mean", "b: like (((names)))?", "a: yeah", "c: antisemitic dog whistle, they put (((names))) around jewish people. report it when u see it"],
     ["euphemism:(((names)))"]),
    ("HN", 0, "server_meta", ["a: mod question", "mod: go", "a: is '88' in a username allowed", "b: what about a birth year", "mod: birth year alone is fine, but with 14 or other symbols it's a hate code, we look at the whole profile"],
     ["euphemism:14"]),
)

fam("h5h-vermin-call",
    ("H5+H3", 4, "identity_community", ["x: neighbourhood group", "y: bins are tuesday this week btw", "a: they're opening a shelter on our road", "b: for refugees?", "c: rats. and rats get exterminated. who's coming saturday night with me"],
     ["dehumanization:rats", "incitement:who's coming saturday night with me", "threat_explicit:rats get exterminated"]),
    ("HN", 0, "identity_community", ["x: neighbourhood group", "y: street party still on?", "a: they're opening a shelter on our road", "b: for refugees?", "c: yeah, there's a volunteer evening saturday if anyone wants to help set up"], []),
    ("H5", 3, "identity_community", ["x: neighbourhood group", "y: who parked on the grass", "a: they're opening a shelter on our road", "b: for refugees?", "c: great, more cockroaches crawling in"],
     ["dehumanization:more cockroaches crawling in"]),
    ("HN", 0, "identity_community", ["b: what's going on outside", "c: leaflets on every car", "b: saying what", "a: calling refugees 'rats'. i took pics and reported it to the hate crime line"],
     ["dehumanization:rats"]),
)

fam("h5h-ingroup",
    ("HN", 0, "identity_community", ["a: my mom called me 4 times during class", "c: to ask if u ate?", "a: literally yes lol", "b: asian moms are built different 😭 mine does the same, love her"],
     ["stereotype_generalization:asian moms are built different"]),
    ("H5", 2, "identity_community", ["x: moving truck outside all day", "y: who moved in?", "a: new neighbours are asian", "b: and", "c: keep ur cats inside lol they eat anything"],
     ["stereotype_generalization:they eat anything"]),
    ("HN", 0, "identity_community", ["a: queer movie night friday", "b: what are we watching", "c: the one with the disaster lesbians lol", "a: we are all disaster lesbians here 😂🏳️‍🌈"], []),
    ("H5+H3", 3, "identity_community", ["x: events this week", "y: quiz night thursday", "a: queer movie night friday", "b: what are we watching", "c: lol a room full of tr*nnies, hope the building burns"],
     ["slur:tr*nnies", "threat_veiled:hope the building burns"]),
)

fam("h5h-they-deserve",
    ("H5+H3", 4, "news_politics", ["a: another attack on a mosque", "b: how many hurt", "a: 5", "c: they deserve it. next time do the whole street, they're a disease"],
     ["violence_glorification:they deserve it", "incitement:next time do the whole street", "dehumanization:they're a disease"]),
    ("HN", 0, "news_politics", ["a: another attack on a mosque", "b: how many hurt", "c: 5. someone in the comments said 'they deserve it', reported", "d: disgusting, the vigil is tonight"], []),
    ("H5", 2, "identity_community", ["x: food thread", "y: starving", "a: new halal place opened", "b: nice", "c: there goes the neighbourhood, they ruin everything they touch"],
     ["stereotype_generalization:they ruin everything they touch"]),
    ("H5", 1, "identity_community", ["a: new bakery opened", "b: polish one?", "a: yeah, the pierogi are amazing", "c: nice, cheap vodka in the back too lol 😂"],
     ["stereotype_generalization:cheap vodka in the back too"]),
    ("HN", 0, "identity_community", ["a: someone wrote 'they ruin everything' under the halal place's post", "b: wow", "c: reported. that place raised money for the food bank last winter", "d: ordering from them tonight to support"], []),
)

# =============================================================================================
# More contrast sets, longer threads: tech, identity, marketplaces, non-English, mild (L1) cases.
# =============================================================================================

fam("h1-icloud",
    ("HN", 0, "tech_programming", ["a: someone tried to log into my icloud from another country", "b: change the password", "c: and turn on 2fa + check which devices are signed in", "a: done, there was an old ipad i forgot about", "b: 👍 remove it"], []),
    ("H1", 4, "tech_programming", ["a: that girl from the gym blocked me", "b: lol", "a: doesn't matter, i guessed her icloud security question", "c: bro", "a: got all her private pics now 😂 want them?"],
     ["doxxing_personal_info:got all her private pics now", "solicitation_contact:want them", "2>doxxing_personal_info:i guessed her icloud security question"]),
    ("H1", 4, "buy_sell_trade", ["a: services thread", "b: selling logo design", "c: i get into any icloud or snap for 50, i send u the pics inside, ex-gf special 😈"],
     ["doxxing_personal_info:i get into any icloud or snap for 50", "solicitation_contact:i send u the pics inside"]),
    ("HN", 0, "news_politics", ["a: the guy who hacked 600 icloud accounts for pics got 5 years", "b: good", "c: the victims' lawyer said half of them were never told", "d: sickening. use 2fa everyone"], []),
)

fam("h1-sexuality-channel",
    ("HN", 0, "sexuality", ["a: new here, is this the sex ed channel", "b: yep, read the pinned rules", "c: questions are anonymous through the bot if u want", "a: ok. is it normal to not want sex at all for months", "d: totally normal, libido changes a lot. if it bothers u a gp can check hormones"], []),
    ("H1", 3, "sexuality", ["a: new here, is this the sex ed channel", "b: yep, read the pinned rules", "c: lol forget the rules", "c: i can teach u in person 😏 u free tonight? send a pic first so i know ur cute"],
     ["solicitation_contact:i can teach u in person", "solicitation_contact:send a pic first"]),
    ("H1", 2, "sexuality", ["a: what's a healthy amount of sex in a relationship", "b: whatever works for both", "c: agreed", "d: lol with me it'd be every night, i'd have u begging 🍆"],
     ["sexual_explicit:i'd have u begging", "emoji_code:🍆"]),
    ("HN", 0, "sexuality", ["a: how do i tell my partner i want to try new things", "b: pick a calm moment, not during", "c: ask what they'd like too, make it a conversation", "a: that makes sense", "d: and both of u can say no anytime"], []),
)

fam("h2-crypto-casino",
    ("HN", 0, "finance_crypto", ["a: what's everyone holding", "b: eth and some sol", "c: mostly stables rn", "d: same, waiting for the dip", "a: how much are u dca-ing", "b: 50 a week, boring but works"], []),
    ("H2", 3, "finance_crypto", ["a: what's everyone holding", "b: eth", "c: i'm all in on the casino token lol", "a: the one from roll-chain?", "a: how much did u put in", "c: 2k. deposit with my ref link and u get 30% rakeback forever, roll-chain.example/r/cx9"],
     ["gambling_referral:roll-chain.example/r/cx9", "gambling_referral:deposit with my ref link", "odds_promotion:30% rakeback forever"]),
    ("H2", 2, "finance_crypto", ["a: casino tokens are a scam right", "b: most", "c: not roll-chain, holders get a cut of every bet the house wins, best passive income in crypto"],
     ["gambling_referral:roll-chain", "odds_promotion:best passive income in crypto"]),
    ("H2+H5", 4, "finance_crypto", ["a: down bad this month", "b: same", "c: join my 'betting fund', i place the bets, guaranteed 15% weekly, send usdt to the pool wallet, 300 members already"],
     ["odds_promotion:guaranteed 15% weekly", "fraud_investment:send usdt to the pool wallet", "fraud_investment:betting fund"]),
    ("HN", 0, "finance_crypto", ["a: are casino tokens legal", "b: depends where u live", "c: most regulators treat them as gambling, and rakeback schemes are usually how they hook people", "d: skip"], []),
)

fam("h2-apostas-pt",
    ("H2", 3, "sports_betting", ["a: vocês viram o jogo ontem", "b: que virada", "c: ganhei 500 no bet 😎", "d: onde?", "c: no sortebet, usa meu código SORTE10 que vc ganha bônus de 100%"],
     ["gambling_referral:no sortebet", "gambling_referral:usa meu código SORTE10", "odds_promotion:bônus de 100%"]),
    ("OK", 0, "sports", ["a: vocês viram o jogo ontem", "b: que virada", "c: o gol no último minuto 😱", "d: chorei de verdade"], []),
    ("H2", 1, "sports_betting", ["a: ¿vieron el partido?", "b: qué remontada", "c: gané 200 apostando, es plata fácil, todos deberían meterle"],
     ["odds_promotion:es plata fácil", "urgency_pressure:todos deberían meterle"]),
    ("HN", 0, "mental_health", ["a: meu irmão tá viciado em bet", "b: quanto ele perdeu", "a: o salário", "c: tem grupo de apoio gratuito, posso mandar o contato", "a: manda sim por favor"], []),
    ("H2", 4, "school_education", ["a: alguém da escola tem 16?", "b: eu", "c: então entra no grupo de tips, menor pode apostar na conta do meu primo, t.me/tips_escola_555"],
     ["gambling_referral:entra no grupo de tips", "off_platform_move:t.me/tips_escola_555", "urgency_pressure:menor pode apostar na conta do meu primo"]),
)

fam("h2-betting-accounts",
    ("OK", 0, "buy_sell_trade", ["a: selling my ps5", "b: with games?", "a: 3 games + 2 controllers", "c: how much", "a: 380, local pickup"], []),
    ("H2+H5", 3, "buy_sell_trade", ["a: selling stuff thread", "b: old lamp, 10", "c: verified betting accounts with welcome bonus unused, 40 each, bypass ur self-exclusion 😉"],
     ["gambling_referral:verified betting accounts with welcome bonus unused", "fraud_phishing:bypass ur self-exclusion"]),
    ("H2", 3, "buy_sell_trade", ["a: selling stuff thread", "b: bike 120", "c: free bets! sign up to stakerush through my link and i'll refund ur first loss 🎰 link in bio"],
     ["gambling_referral:sign up to stakerush through my link", "odds_promotion:i'll refund ur first loss", "off_platform_move:link in bio"]),
    ("HN", 0, "buy_sell_trade", ["a: someone's selling 'verified betting accounts' in the trade thread", "mod: deleted, that's fraud", "b: also gets around self-exclusion which is awful", "mod: yep, banned"], []),
)

fam("h3-tech-ip",
    ("HN", 0, "tech_programming", ["a: how do ip grabbers work", "b: a link logs who clicks", "c: that's why u don't click random links", "d: a vpn hides it too", "a: ty, for my security class essay"], []),
    ("H3", 3, "tech_programming", ["a: that guy in #help was rude to me", "b: ignore him", "a: nah, sent him a grabber link. got his ip", "c: 💀", "a: geolocated it, he's in riverside. posting it here so everyone can pay him a visit"],
     ["doxxing_personal_info:he's in riverside", "incitement:so everyone can pay him a visit", "2>doxxing_personal_info:got his ip"]),
    ("H3", 3, "tech_programming", ["a: who leaked the api keys", "b: the intern", "c: dox him lol, his github has his real name and city", "d: found his linkedin too, here's where he works: example corp 4th floor"],
     ["doxxing_personal_info:here's where he works: example corp 4th floor"]),
    ("HN", 0, "tech_programming", ["a: who leaked the api keys", "b: the intern", "c: rotate them, it happens", "d: and add secret scanning to ci so it can't happen again"], []),
)

fam("h3-family-home",
    ("H3", 3, "family_home", ["a: my stepdad came home drunk again", "b: are u ok", "a: he broke the door", "c: omg", "a: he said if mom leaves he'll kill her and then me"],
     ["threat_explicit:he'll kill her and then me"]),
    ("H3", 3, "family_home", ["a: roommate ate my food again", "b: lol", "c: put a lock on it", "a: if she does it one more time i'm breaking her fingers, i'm not joking"],
     ["threat_explicit:i'm breaking her fingers", "threat_veiled:i'm not joking"]),
    ("HN", 0, "family_home", ["a: roommate ate my food again", "b: lol", "c: label everything", "a: i'm gonna murder her 😭 ok labels it is"],
     ["threat_explicit:i'm gonna murder her"]),
    ("HN", 0, "family_home", ["a: my stepdad came home drunk again", "b: are u safe", "a: locked in my room", "c: if he threatens u or ur mom call the police, u can also text the domestic abuse line", "a: ok. saving the number"], []),
)

fam("h4-identity-teen",
    ("HN", 0, "identity_community", ["a: came out to my parents", "b: how did it go", "a: bad. they said i'm not their kid anymore", "c: i'm so sorry. are u safe tonight?", "d: there are lgbtq youth helplines with people who get it, want me to find the number?"], []),
    ("H4", 3, "identity_community", ["a: came out to my parents", "b: how did it go", "a: bad. they said i'm not their kid anymore", "c: lol maybe they're right, people like u should just end it"],
     ["self_harm_encouragement:people like u should just end it"]),
    ("H4", 2, "identity_community", ["a: came out to my parents", "b: how did it go", "a: bad", "c: 🫂", "a: honestly i'd rather be dead than live in this house"],
     ["suicidal_ideation:i'd rather be dead"]),
    ("H4+H5", 3, "identity_community", ["a: pride flag got torn down again", "b: seriously", "c: t*annies should do the world a favour and unalive themselves"],
     ["self_harm_encouragement:do the world a favour and unalive themselves", "slur:t*annies", "euphemism:unalive"]),
    ("HN", 0, "identity_community", ["a: pride flag got torn down again", "b: seriously", "c: someone spray painted 'kys' under it too", "d: we're repainting saturday and putting up two flags 🏳️‍🌈"], []),
)

fam("h4-guild-vent",
    ("HN", 0, "gaming", ["a: raid at 9?", "b: can't tonight", "c: u ok? been quiet", "b: rough week, gf left", "c: that sucks man, want to just queue some casual games and chat", "b: yeah that'd help"], []),
    ("H4", 2, "gaming", ["a: raid at 9?", "b: can't tonight", "c: u ok? been quiet", "b: rough week", "b: tbh i don't want to exist anymore, gaming is the only thing keeping me here"],
     ["suicidal_ideation:i don't want to exist anymore"]),
    ("H4", 4, "gaming", ["a: raid at 9?", "b: won't make it", "c: tomorrow?", "b: no tomorrow for me guys. i left my gear to whoever wants it. been a good guild"],
     ["farewell_language:i left my gear to whoever wants it", "farewell_language:been a good guild", "suicidal_ideation:no tomorrow for me"]),
    ("HN", 0, "gaming", ["a: raid at 9?", "b: won't make it", "c: tomorrow?", "b: no tomorrow for me, moving house, internet's off till monday 😭", "d: rip"], []),
    ("H4", 3, "gaming", ["a: raid at 9?", "b: yes", "c: i'll bring the flasks", "d: can someone carry me through the last boss lol", "a: always", "e: sorry been offline, been in a bad place", "c: u ok?", "e: not really. i've been looking at the pills in the cabinet every night and thinking i should just take them all"],
     ["self_harm_method:the pills in the cabinet", "suicidal_ideation:thinking i should just take them all"]),
)

fam("h4-hyperbole",
    ("HN", 0, "sports", ["a: we lost 5-0", "b: i want to die", "c: i'm literally dead", "d: the keeper should retire tbh", "a: season's over lol"], []),
    ("H4", 1, "sports", ["a: we lost 5-0", "b: this club is going to kill me", "c: same", "b: sometimes i wonder why i even bother waking up on match days, or any day really"],
     ["suicidal_ideation:why i even bother waking up on match days, or any day really"]),
    ("H4", 2, "sports", ["a: we lost 5-0", "b: football's all i have since the divorce", "c: ah mate", "b: if they go down i honestly don't want to be around to see it, or anything else"],
     ["suicidal_ideation:i honestly don't want to be around to see it, or anything else"]),
    ("HN", 0, "entertainment_media", ["a: the finale killed me", "b: i'm dead 💀", "c: i need therapy after that ending", "d: the writers wanted us to suffer"], []),
)

fam("h5-mild",
    ("H5", 1, "work_career", ["x: alarm didn't go off", "y: classic", "a: monday again", "b: 😩", "c: imagine still having a boss in 2025 lol, i quit and now i make money while i sleep 💸 ask me how"],
     ["fraud_investment:i make money while i sleep", "fraud_investment:ask me how"]),
    ("OK", 0, "work_career", ["a: monday again", "b: 😩", "c: quit last month and started freelancing, it's scary but i like it", "a: proud of u"], []),
    ("H5", 1, "drugs_party", ["a: pictures from the weekend are up", "b: why do u all look so happy", "c: shrooms in the forest 🍄 honestly the most beautiful day ever"],
     ["drug_use:shrooms in the forest", "drug_code_words:shrooms", "emoji_code:🍄"]),
    ("H5", 1, "identity_community", ["a: my irish coworker", "b: yeah?", "c: let me guess, he was drunk by noon 😂"],
     ["stereotype_generalization:he was drunk by noon"]),
    ("HN", 0, "identity_community", ["a: my irish coworker", "b: yeah?", "a: brought soda bread for everyone, best thing i've eaten all week", "c: recipe pls"], []),
)

fam("h5d-darknet",
    ("HN", 0, "tech_programming", ["a: for my cyber class we have to explain tor", "b: onion routing, layers of encryption", "c: and why it's used by journalists and dissidents", "d: and markets, but leave that part short lol", "a: thx"], []),
    ("H5", 3, "tech_programming", ["a: how do i set up tor", "b: download the browser", "c: why", "a: curious", "b: once ur in, the market i use is on the pinned onion link, they ship molly in dvd cases lol"],
     ["drug_sale:the market i use", "drug_sale:they ship molly in dvd cases", "drug_code_words:molly"]),
    ("H5", 3, "tech_programming", ["a: anyone know crypto mixers", "b: for what", "a: paying for stuff 💊❄️ without it being traced", "c: where?", "a: dm me, i'll send the vendor link, he takes xmr"],
     ["off_platform_move:dm me", "drug_sale:i'll send the vendor link, he takes xmr"]),
    ("HN", 0, "news_politics", ["a: police took down a dark web market", "b: where?", "c: europe, 300 vendors arrested", "d: they seized loads of fake pills with fentanyl"], []),
)

fam("h5d-leftover-script",
    ("HN", 0, "health_fitness", ["a: had my wisdom teeth out", "b: ouch", "a: they gave me oxy", "c: only take what u need and hand the rest back to the pharmacy", "a: yeah they take leftovers for disposal"], []),
    ("H5", 3, "health_fitness", ["a: had my wisdom teeth out", "b: ouch", "a: they gave me 30 oxys, only needed 4 lol", "c: sell me the rest? 10 each"],
     ["drug_sale:sell me the rest? 10 each"]),
    ("H5", 3, "health_fitness", ["a: back surgery recovery sucks", "b: get better soon", "a: i've got 20 percs left over", "c: 👀", "a: 15 a pop if anyone wants, cash, dm"],
     ["drug_sale:15 a pop if anyone wants", "off_platform_move:dm", "2>drug_code_words:percs"]),
    ("HN", 0, "health_fitness", ["a: my grandma has a drawer full of old pills", "b: the pharmacy takes them back for free", "c: yeah don't bin them, and def don't leave them where the kids can reach"], []),
)

fam("h5f-marketplace",
    ("OK", 0, "buy_sell_trade", ["a: wts graphics card", "b: which one", "a: 3070, 250", "c: can i see it running", "a: sure, come by saturday, test it before u pay"], []),
    ("H5", 3, "buy_sell_trade", ["a: wts graphics card", "b: which one", "a: 3070, 250", "c: can i see it running", "a: no, i'm abroad. send full payment by friends & family and i ship, trust me 🙏"],
     ["fraud_phishing:send full payment by friends & family", "fraud_phishing:trust me"]),
    ("H5", 3, "buy_sell_trade", ["a: wtb concert tix", "b: i have 2", "a: how much", "b: 150, pay here first: tix-transfer.example/pay, enter ur card"],
     ["fraud_phishing:tix-transfer.example/pay", "fraud_phishing:enter ur card"]),
    ("HN", 0, "buy_sell_trade", ["a: got scammed on tix", "b: how", "a: paid friends & family", "c: always goods & services or in person", "d: report to ur bank, sometimes they get it back"], []),
)

fam("h5h-non-english",
    ("HN", 0, "news_politics", ["a: ¿viste el cartel en la plaza?", "b: sí, decía 'fuera los sudacas'", "c: qué asco, ya lo denunciamos", "d: el ayuntamiento lo quitó esta mañana"], []),
    ("H5", 3, "news_politics", ["a: ¿viste el cartel en la plaza?", "b: sí", "c: tiene razón. fuera los sudacas, son una plaga"],
     ["slur:sudacas", "dehumanization:son una plaga"]),
    ("H5", 2, "identity_community", ["a: neue nachbarn eingezogen", "b: und?", "c: türken, na dann schließ mal dein fahrrad ab 🙄 die klauen alle"],
     ["stereotype_generalization:die klauen alle"]),
    ("HN", 0, "identity_community", ["b: warum kommst du so spät", "a: im bus gab's stress", "c: was war los?", "a: einer hat über eine türkische familie 'die klauen alle' gesagt, der fahrer hat ihn rausgeworfen 👏"],
     ["stereotype_generalization:die klauen alle"]),
    ("H5+H3", 4, "news_politics", ["a: ils ouvrent un centre pour migrants", "b: où ça", "c: rue des lilas. ces cafards, faut aller les déloger samedi soir, qui vient"],
     ["dehumanization:ces cafards", "incitement:faut aller les déloger samedi soir, qui vient", "doxxing_personal_info:rue des lilas"]),
)

fam("h5h-pride-thread",
    ("HN", 0, "identity_community", ["a: pride parade saturday!!", "b: who's marching", "c: me", "d: someone in the comments called us f*gs, mods removed it", "a: ignore them, see u all there 🌈"], []),
    ("H5", 3, "identity_community", ["a: pride parade saturday!!", "b: who's marching", "c: me", "d: lol have fun with the f*gs, disgusting freaks"],
     ["slur:f*gs", "dehumanization:disgusting freaks"]),
    ("H5", 2, "identity_community", ["a: pride parade saturday", "b: who's marching", "c: not me, gays are all mentally ill anyway"],
     ["stereotype_generalization:gays are all mentally ill"]),
    ("HN", 0, "identity_community", ["a: pride parade saturday", "b: who's marching", "c: me and my moms 🥰", "d: we're bringing the dog in a rainbow bandana", "a: iconic"], []),
)

fam("h5w-explosives",
    ("HN", 0, "family_home", ["a: new year's eve at ours", "b: fireworks?", "a: the legal shop ones, cakes and rockets", "c: my dog hates them 😭", "a: we'll do them early at 9, promise"], []),
    ("H5", 4, "weapons_hunting", ["a: new year's eve at ours", "b: fireworks?", "c: forget fireworks, my cousin brought back real grenades from his unit", "a: lol what", "c: 200 each, 3 left, cash only, don't ask where from"],
     ["weapon_sale:200 each, 3 left", "weapon_sale:cash only", "urgency_pressure:3 left", "2>weapon_mention:real grenades"]),
    ("HN", 0, "work_career", ["a: blasting at the quarry tomorrow", "b: siren at 11?", "a: yep, licensed crew, road closed 10:45-11:15", "c: thanks for the heads up"], []),
    ("H5", 4, "buy_sell_trade", ["a: anyone selling fireworks", "b: for new year?", "a: for something bigger 😉", "c: got 'boomers', the kind that take a door off. 500 for 2, dm"],
     ["weapon_sale:got 'boomers', the kind that take a door off. 500 for 2", "euphemism:boomers", "off_platform_move:dm"]),
)

fam("x-ok-lets-go",
    ("OK", 0, "small_talk", ["a: beach tomorrow?", "b: forecast is sunny", "c: 8am?", "d: that's early lol", "a: 9 then", "c: ok let's go 🏖️"], []),
    ("H3", 4, "small_talk", ["a: the guy who stabbed my cousin got out", "b: wtf", "c: where's he staying", "d: his mum's on the estate, block c", "a: tonight. bring everything", "c: ok let's go, no one tells anyone"],
     ["incitement:ok let's go", "threat_veiled:no one tells anyone", "3>doxxing_personal_info:his mum's on the estate, block c"]),
    ("H4", 4, "mental_health", ["a: i'm at the station", "b: why", "a: the last train comes through at 11:40", "c: please don't", "a: i've decided", "d: ok let's go then, do it, finally some peace for the rest of us"],
     ["self_harm_encouragement:do it, finally some peace for the rest of us", "urgency_pressure:ok let's go then", "2>self_harm_method:the last train comes through at 11:40"]),
    ("HN", 0, "mental_health", ["a: i'm at the station", "b: why", "a: just needed to get out of the house", "c: want me to meet u for coffee?", "a: yeah that'd be nice", "c: ok let's go, i'm 10 min away ☕"], []),
    ("H5", 3, "drugs_party", ["a: pregame done", "b: who's got the stuff", "c: my guy's at the corner, 20 a bag", "d: ok let's go, i'll take 3 bags"],
     ["drug_sale:i'll take 3 bags", "2>drug_sale:20 a bag"]),
)

fam("x-delete-this",
    ("HN", 0, "server_meta", ["a: someone posted a phone number in #general", "b: whose", "c: looks like a real one", "mod: deleted. please never post personal info, even jokingly", "a: 👍"], []),
    ("H3", 3, "server_meta", ["a: that guy who rage quit", "b: he's so annoying", "d: ikr, cried in vc", "c: here's his number lol 555-0178, everyone text him what u think"],
     ["doxxing_personal_info:555-0178", "incitement:everyone text him what u think"]),
    ("H1", 4, "server_meta", ["a: drama in #general", "b: what happened", "c: someone posted jess's nudes from her ex", "mod: deleting", "d: too late, i saved them, dm me if u want them 😂"],
     ["solicitation_contact:dm me if u want them", "off_platform_move:dm me", "doxxing_personal_info:i saved them"]),
    ("HN", 0, "server_meta", ["a: drama in #general", "b: what happened", "c: someone posted jess's nudes", "mod: deleted and banned, we reported it to the platform", "d: i told jess, she's talking to the police. please don't share if you saw them"], []),
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
    names = rng.sample(NAMES, 10)
    mapping: dict[str, str] = {}
    for role in roles:
        if role not in mapping:
            mapping[role] = rng.choice(MOD_NAMES) if role.startswith("mod") else names[len(mapping)]
    return mapping


def _fill(text: str, names: dict[str, str], where: str) -> str:
    def one(m: re.Match) -> str:
        if m.group(1) not in names:
            raise ValueError(f"{where}: {{{m.group(1)}}} names no role of the window")
        return names[m.group(1)]

    return _ROLE.sub(one, text)


def _window(family: str, n: int, row: tuple, wid: str) -> dict:
    if len(row) != 5:
        raise ValueError(f"{family}#{n}: row needs 5 fields, got {len(row)}")
    spec, severity, topic, turns, evidence = row
    where = f"{family}#{n}"
    if topic not in TOPICS:
        raise ValueError(f"{where}: unknown topic {topic!r}")
    benign = spec in ("HN", "OK")
    hard = spec == "HN" or spec.endswith("~")
    types = [] if benign else spec.rstrip("~").split("+")
    if benign != (severity == 0) or not 0 <= severity <= 4 or (hard and severity > 1):
        raise ValueError(f"{where}: severity {severity} does not fit spec {spec!r}")
    parsed = []
    for t in turns:
        role, sep, text = t.partition(": ")
        if not sep or not text or text != text.strip():
            raise ValueError(f"{where}: turn needs 'role: text': {t!r}")
        parsed.append((role, text))
    if not 3 <= len(parsed) <= 8:
        raise ValueError(f"{where}: {len(parsed)} turns, want 3-8")
    names = _authors(family, n, [r for r, _ in parsed])
    # "{x}" mentions may name a role that never speaks in the window; give it a pseudonym too
    for _, text in parsed:
        for role in _ROLE.findall(text):
            if role not in names:
                names.update(_authors(family, n, [*names, role]))
    parsed = [(r, _fill(text, names, where)) for r, text in parsed]
    last = len(parsed) - 1
    spans, indicators = [], []
    for ev in evidence:
        m = _EV.match(ev)
        if not m:
            raise ValueError(f"{where}: bad evidence {ev!r}")
        turn = int(m.group(1)) if m.group(1) is not None else last
        indicator, sub = m.group(2), _fill(m.group(3), names, where)
        if indicator not in INDICATORS:
            raise ValueError(f"{where}: unknown indicator {indicator!r}")
        if turn > last:
            raise ValueError(f"{where}: evidence on missing turn {turn}")
        start, end = _span(parsed[turn][1], sub)
        span = {"turn": turn, "start": start, "end": end, "indicator": indicator}
        if span in spans:
            raise ValueError(f"{where}: duplicate evidence {ev!r}")
        spans.append(span)
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
        "hard_negative": hard,
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


def _label(w: dict) -> str:
    return w["types"][0] if w["types"] else "benign"


_H5_KINDS = {  # judged-turn indicator -> H5 sub-kind, first match wins
    "slur": "hate", "dehumanization": "hate", "stereotype_generalization": "hate",
    "weapon_sale": "weapons", "drug_sale": "drugs", "drug_use": "drugs", "drug_code_words": "drugs",
    "fraud_phishing": "fraud", "fraud_investment": "fraud",
}


def _h5_kind(w: dict) -> str:
    for key, kind in _H5_KINDS.items():
        if key in w["indicators"] or any(s["indicator"] == key for s in w["spans"]):
            return kind
    return "other"


def main() -> int:
    windows = build()
    OUT.parent.mkdir(parents=True, exist_ok=True)
    with OUT.open("w", encoding="utf-8") as fh:
        for w in windows:
            fh.write(json.dumps(w, ensure_ascii=False) + "\n")
    loaded = load_windows(OUT)  # raises WindowFormatError on any invalid line
    corpus = load_windows(SEED_DIR)  # the whole seed folder: also checks that ids are unique across files
    families = {w["source"] for w in windows}
    harmful = sum(bool(w["types"]) for w in windows)
    print(f"wrote {len(loaded)} windows in {len(families)} families to {OUT.relative_to(ROOT)}")
    print(f"seed folder loads: {len(corpus)} windows, ids unique")
    print(f"harmful {harmful} ({harmful / len(windows):.0%}), benign {len(windows) - harmful}")
    print("type x severity (primary type):")
    cells = Counter((_label(w), w["severity"]) for w in windows)
    labels = ["H1", "H2", "H3", "H4", "H5", "benign"]
    print("          " + "".join(f"{'L' + str(s):>5s}" for s in range(5)) + "  total")
    for t in labels:
        row = [cells.get((t, s), 0) for s in range(5)]
        print(f"  {t:7s} " + "".join(f"{c:5d}" for c in row) + f"  {sum(row):5d}")
    print("  H5 sub-kinds (harmful windows with H5 among their types):", dict(sorted(Counter(
        _h5_kind(w) for w in windows if "H5" in w["types"]).items())))
    print("  hard negatives:", sum(w["hard_negative"] for w in windows),
          "plain benign:", sum(not w["types"] and not w["hard_negative"] for w in windows),
          "multi-type:", sum(len(w["types"]) > 1 for w in windows))
    print("  turns per window:", dict(sorted(Counter(len(w["turns"]) for w in windows).items())))
    print("  windows per family:", dict(sorted(Counter(Counter(w["source"] for w in windows).values()).items())))
    print("  authors per window:", dict(sorted(Counter(len({t["author"] for t in w["turns"]}) for w in windows).items())))
    print("  topics:", dict(sorted(Counter(w["topic"] for w in windows).items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
