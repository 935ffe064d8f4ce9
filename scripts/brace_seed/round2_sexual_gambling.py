"""BRACE seed windows, round 2: H1 (sexual content), H2 (gambling), a few H2 + H5 betting scams, and their hard negatives.

Writes data/brace/seed/round2_sexual_gambling.jsonl deterministically. Every window was written by hand
for Parry (original text, not taken from any data set); this round adds many small families (3-7 windows
each, one scenario per family, wording and context varied inside it) so that held-out families resemble
something seen in training without being copies of it.

Notation (FAMILIES below):

* a family is ``fam(name, rows)``; its source is "seed:round2_sexual_gambling/<name>". Contrast pairs (the
  same judged words, harmful in one context and benign in another) sit in one family.
* a row is ``(types, severity, topic, turns, evidence)``; types is "H1", "H2", "H2+H5", ... with the primary
  type first, "" for a benign hard negative (built to look harmful) and "~" for plain benign chat.
* a turn is "role: text"; roles are mapped to pseudonyms per window (same role, same author; roles starting
  with "mod" get moderator names). The last turn is the judged one.
* evidence is "indicator:substring" on the judged turn, or "N>indicator:substring" on context turn N.
  Spans come from ``str.index`` of the substring in the final text, never typed as numbers; the judged
  turn's indicators are exactly the indicators of its evidence.

Content rules: invented names, handles, codes and example.* links only; no explicit sexual content
beyond short crude lines; anything involving minors is only the abstract grooming pattern (asking age,
moving to DMs, gifts, secrecy, a request), never described.

Run from the repository root:  .venv/bin/python scripts/brace_seed/round2_sexual_gambling.py
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

FILE = "round2_sexual_gambling"
OUT = ROOT / "data" / "brace" / "seed" / f"{FILE}.jsonl"
ID_PREFIX = "seed-r2sg-"
SEED = 20251129

NAMES = [
    "aji", "bellamy", "cato", "dot", "emre", "fable", "gwen", "hollis", "inez", "jett", "kobi", "lark",
    "marz", "nico", "odie", "perrin", "qwerty_q", "rook", "saffy", "tully", "ulla", "vasco", "wick", "yara",
    "zuzu", "ambr", "brisk", "coda", "dune", "echo.v", "flint", "gala", "harlow", "iris_m", "jinx",
    "kestrel", "loam", "mags", "nox", "opal", "pico", "rafa", "skye", "tilde", "umi", "vesper", "wynn",
    "xeno", "yoyo", "zeph", "b4con", "cinnabun", "d3lta", "elfie", "fizz", "goose", "hexa", "ivo",
    "jules_k", "kumo", "lottie", "mango", "nettle", "orca", "pudge", "quill", "ronin", "sprout", "tofu",
]
MOD_NAMES = ["mod", "mod_ines", "admin", "helper", "mod.rue", "staff_kai"]

_EV = re.compile(r"^(?:(\d+)>)?([a-z_]+):(.+)$", re.S)
_BAD_EDGE = set(" \t\n,.;:!?()\"'")

FAMILIES: dict[str, list[tuple]] = {}


def fam(name: str, rows: list[tuple]) -> None:
    if name in FAMILIES:
        raise ValueError(f"duplicate family {name!r}")
    FAMILIES[name] = rows


# ============================================================================================
# H1 sexual content: innuendo (L1), crude jokes, and word contrasts
# ============================================================================================

fam("h1-innuendo-kitchen", [
    ("H1", 1, "small_talk", ["a: making sausages from scratch today", "b: need someone to help you stuff them? 😏"], ["sexual_innuendo:need someone to help you stuff them"]),
    ("H1", 1, "family_home", ["a: my banana bread came out so moist", "b: say moist one more time and i'm leaving. unless it's a promise 😈"], ["sexual_innuendo:unless it's a promise"]),
    ("H1", 1, "small_talk", ["c: baking thread 🍞 post your loaves", "a: anyone know how long to knead dough", "b: depends how hard you like it pounded tbh"], ["sexual_innuendo:depends how hard you like it pounded"]),
    ("H1", 1, "health_fitness", ["a: trying to eat more protein", "c: lol", "b: i got some protein for u right here 🍆💦"], ["sexual_innuendo:i got some protein for u right here", "emoji_code:🍆💦"]),
    ("H1", 1, "small_talk", ["a: hot dog or burger for the bbq", "b: i'll take whatever you're willing to put in my mouth lmao"], ["sexual_innuendo:whatever you're willing to put in my mouth"]),
])

fam("h1-innuendo-gym-spotter", [
    ("H1", 1, "health_fitness", ["a: need a spotter for squats tmrw", "b: i'll spot you from behind, best view in the gym 😏"], ["sexual_innuendo:i'll spot you from behind, best view in the gym"]),
    ("H1", 1, "health_fitness", ["b: hip thrusts are underrated for real. good for the gym and for other activities 👀"], ["sexual_innuendo:good for the gym and for other activities"]),
    ("H1", 1, "sports", ["c: monthly fitness check-in, how's everyone doing", "a: my stamina is way up since i started running", "b: somebody's partner is gonna be very happy this weekend lol"], ["sexual_innuendo:somebody's partner is gonna be very happy this weekend"]),
    ("H1", 1, "health_fitness", ["a: yoga class was brutal, so many positions", "b: name three. for research 🥵"], ["sexual_innuendo:name three. for research", "emoji_code:🥵"]),
])

fam("h1-innuendo-tech", [
    ("H1", 1, "tech_programming", ["a: it won't go in, the usb is upside down again", "b: that's what she said x3 lol"], ["sexual_innuendo:that's what she said"]),
    ("H1", 1, "tech_programming", ["a: my hard drive is making noises", "c: back it up before it dies", "b: mine too when i look at your profile pic 😳"], ["sexual_innuendo:mine too when i look at your profile pic"]),
    ("H1", 1, "tech_programming", ["a: how do i get more ram", "c: ram harder 😩 sorry sorry i'll see myself out"], ["sexual_innuendo:ram harder"]),
    ("H1", 1, "gaming", ["a: my controller keeps vibrating for no reason", "b: sounds like a feature not a bug 😏 keep it"], ["sexual_innuendo:sounds like a feature not a bug"]),
    ("H1", 1, "tech_programming", ["a: pushing to main on a friday", "a: no tests no review", "b: raw? no protection? bold move 😳"], ["sexual_innuendo:raw? no protection? bold move"]),
])

fam("h1-contrast-will-it-fit", [
    ("~", 0, "family_home", ["c: need helpers this weekend, pizza provided", "a: moving the couch up to the new flat on saturday", "b: it's so big, i don't know if it'll fit through the door"], []),
    ("", 0, "buy_sell_trade", ["a: ordered the xl cat tree finally", "b: it's so big lmao, not sure it'll fit in my car, can you help"], []),
    ("H1", 1, "dating_relationships", ["a: 😏 bet i could handle you", "b: it's so big tho, don't know if it'll fit 😳"], ["sexual_innuendo:it's so big tho, don't know if it'll fit"]),
    ("H1", 1, "small_talk", ["a: guess what's in my pants 😈", "b: idk but it's so big i'm not sure it'll fit lmao"], ["sexual_innuendo:it's so big i'm not sure it'll fit"]),
    ("", 0, "gaming", ["a: new gpu arrived", "b: it's so big, won't fit in my case without removing the drive cage"], []),
])

fam("h1-contrast-hands-on-it", [
    ("", 0, "gaming", ["a: preorders for the new console open friday", "b: can't wait to get my hands on it tonight when it unlocks"], []),
    ("H1", 1, "dating_relationships", ["a: just got out of the shower 🚿", "b: can't wait to get my hands on it tonight 😏"], ["sexual_innuendo:can't wait to get my hands on it tonight"]),
    ("", 0, "entertainment_media", ["a: the new season drops at midnight", "b: can't wait to get my hands on the steelbook version"], []),
    ("H1", 1, "small_talk", ["a: wearing the red dress to the party 💃", "b: oh i'll be getting my hands all over that later 🍑"], ["sexual_innuendo:i'll be getting my hands all over that later", "emoji_code:🍑"]),
])

fam("h1-crude-group-jokes", [
    ("H1", 1, "small_talk", ["a: what do you call a nun in a wheelchair", "b: no", "a: virgin mobile 💀"], ["sexual_innuendo:virgin mobile"]),
    ("H1", 1, "small_talk", ["b: my love life is like my wifi. weak signal, keeps disconnecting, and nobody's getting in 😔"], ["sexual_innuendo:nobody's getting in"]),
    ("H1", 1, "entertainment_media", ["c: it's friday, chat is officially unhinged", "a: drop your worst pickup line", "b: are you a keyboard? cause you're just my type and i wanna press all your buttons"], ["sexual_innuendo:i wanna press all your buttons"]),
    ("H1", 1, "work_career", ["a: meeting ran over by an hour", "b: at least you lasted longer than my ex lmao"], ["sexual_innuendo:you lasted longer than my ex"]),
    ("H1", 1, "small_talk", ["a: tell me a joke, i'm sad", "b: why did the sperm cross the road? bc i put on the wrong sock this morning 💀"], ["sexual_innuendo:why did the sperm cross the road"]),
])

fam("h1-emoji-innuendo", [
    ("H1", 1, "small_talk", ["b: friday night plans: 🍆🍑💦 no further questions"], ["sexual_innuendo:friday night plans", "emoji_code:🍆🍑💦"]),
    ("H1", 1, "dating_relationships", ["a: how was the date", "b: 🌮 was eaten if u know what i mean 😋"], ["sexual_innuendo:🌮 was eaten if u know what i mean", "emoji_code:🌮"]),
    ("H1", 1, "drugs_party", ["a: after party at mine", "b: after after party in ur bed? 👉👌"], ["sexual_innuendo:after after party in ur bed", "emoji_code:👉👌"]),
    ("H1", 1, "small_talk", ["a: rate my new emoji keyboard", "b: 🍒🍒 🥵 🛏️ yes"], ["emoji_code:🍒🍒 🥵 🛏️", "sexual_innuendo:🍒🍒 🥵 🛏️"]),
])

fam("hn-emoji-plain-use", [
    ("~", 0, "family_home", ["a: garden update!!", "c: show us!!", "b: eggplants 🍆 and peaches 🍑 both doing great this year, tomatoes not so much"], []),
    ("", 0, "small_talk", ["a: what are u cooking", "b: roasted 🍆 with miso, my aunt's recipe"], []),
    ("~", 0, "health_fitness", ["a: smoothie ideas?", "b: 🍑 + 🍌 + oats, trust"], []),
    ("", 0, "family_home", ["a: kid asked why everyone laughs at the eggplant emoji 😭", "b: tell them it's a vegetable and change the subject lmao"], []),
])

fam("h1-innuendo-spanish-portuguese", [
    ("H1", 1, "small_talk", ["a: qué hacen hoy", "b: yo nada, pero si vienes a mi casa hacemos algo divertido sin ropa 😏"], ["sexual_innuendo:hacemos algo divertido sin ropa"]),
    ("H1", 1, "small_talk", ["a: alguém quer tomar um café", "b: só se for na cama depois 😈"], ["sexual_innuendo:só se for na cama depois"]),
    ("H1", 1, "dating_relationships", ["a: j'ai trop chaud aujourd'hui", "b: viens chez moi, on va avoir encore plus chaud 😏"], ["sexual_innuendo:on va avoir encore plus chaud"]),
    ("~", 0, "small_talk", ["a: alguém quer tomar um café", "b: bora, às 4 na padaria perto da escola?"], []),
])

# ============================================================================================
# H1 L2: explicit talk and sexual remarks aimed at people who did not invite them
# ============================================================================================

fam("h1-selfie-comment-stranger", [
    ("H1", 2, "small_talk", ["a: new haircut, what do we think 💇‍♀️", "b: forget the hair, i'd wreck you so hard you couldn't walk"], ["sexual_explicit:i'd wreck you so hard you couldn't walk"]),
    ("H1", 2, "health_fitness", ["a: progress pic, 6 months of lifting 💪", "c: amazing!!", "b: nice ass, bet it bounces great on top of me"], ["sexual_explicit:bet it bounces great on top of me"]),
    ("H1", 2, "entertainment_media", ["a: cosplay for the con this weekend! first time doing armor", "c: the helmet detail is insane", "b: i'd rather see you out of the armor and in my bed tbh"], ["sexual_explicit:out of the armor and in my bed"]),
    ("H1", 2, "small_talk", ["a: beach day 🌊", "b: that bikini is doing things to me, you'd look better with it off and on your knees"], ["sexual_explicit:you'd look better with it off and on your knees"]),
    ("H1", 2, "identity_community", ["a: pride parade pics!! 🏳️‍🌈", "b: the one in the mesh top, what's your number, i want to see what's under it"], ["sexual_explicit:i want to see what's under it", "solicitation_contact:what's your number"]),
])

fam("h1-streamer-chat-remarks", [
    ("H1", 2, "gaming", ["a: ok chat we're doing the boss again", "b: forget the boss show us your b00bs"], ["sexual_explicit:show us your b00bs", "evasion_leetspeak:b00bs"]),
    ("H1", 2, "gaming", ["a: thanks for the sub!", "b: i'd sub to you any day 🥵 especially if you take that hoodie off"], ["sexual_explicit:if you take that hoodie off", "emoji_code:🥵"]),
    ("H1", 2, "entertainment_media", ["a: singing stream in 5 mins 🎤", "b: bet your mouth is good at more than singing"], ["sexual_explicit:bet your mouth is good at more than singing"]),
    ("H1", 2, "gaming", ["a: ok chat we're starting the workout stream 💪", "mod: keep chat clean pls", "b: cam lower 👇 we wanna see the rest"], ["sexual_explicit:cam lower 👇 we wanna see the rest", "emoji_code:👇"]),
    ("H1", 1, "gaming", ["a: my chair squeaks so much sorry chat", "b: squeaky chair huh 😏 rough night"], ["sexual_innuendo:squeaky chair huh 😏 rough night"]),
])

fam("h1-explicit-boasting-general", [
    ("H1", 2, "small_talk", ["a: how was everyones weekend", "b: smashed two girls from the club back to back, still sore lmao"], ["sexual_explicit:smashed two girls from the club back to back"]),
    ("H1", 2, "drugs_party", ["a: party was wild", "b: wild is an understatement, had her bent over the bathroom sink by midnight"], ["sexual_explicit:had her bent over the bathroom sink"]),
    ("H1", 2, "dating_relationships", ["a: any dating app success stories", "b: matched at 9, at her place by 10, she was loud af the whole night"], ["sexual_explicit:she was loud af the whole night"]),
    ("H1", 2, "sports", ["a: celebration plans after the final?", "b: gonna get drunk and get my d1ck wet, obviously"], ["sexual_explicit:get my d1ck wet", "evasion_leetspeak:d1ck"]),
])

fam("h1-coworker-remarks", [
    ("H1", 2, "work_career", ["a: new intern starts monday", "c: finally, we're drowning", "b: seen her linkedin pic? i'd make her work overtime under my desk"], ["sexual_explicit:i'd make her work overtime under my desk"]),
    ("H1", 2, "work_career", ["a: can you review my slides before the client call", "b: i'd rather review what's under that blouse, but sure"], ["sexual_explicit:i'd rather review what's under that blouse"]),
    ("H1", 3, "work_career", ["a: please stop commenting on my body in the team chat", "b: relax it's a compliment", "a: i said stop", "b: you know you love it. wear the tight skirt tomorrow and come to my office"], ["solicitation_contact:come to my office", "sexual_explicit:wear the tight skirt tomorrow"]),
    ("~", 0, "work_career", ["a: can you review my slides before the client call", "b: sure, send them over, i'll look at the pricing section first"], []),
])

fam("h1-explicit-in-sfw-channel", [
    ("H1", 2, "server_meta", ["mod: reminder #general is sfw", "b: ok but hear me out, describing last night in detail: she tied me to the bed and"], ["sexual_explicit:she tied me to the bed"]),
    ("H1", 1, "entertainment_media", ["a: best scene in the season?", "b: the one where they go at it against the wall 🥵 i wish they showed everything tbh"], ["sexual_innuendo:the one where they go at it against the wall", "emoji_code:🥵"]),
    ("H1", 2, "small_talk", ["b: idc who's reading, i need someone to r@il me tonight fr"], ["sexual_explicit:need someone to r@il me tonight", "evasion_leetspeak:r@il"]),
    ("H1", 2, "school_education", ["a: uni group project meeting at 7?", "b: can't, my roommate's boyfriend is over and they're f*cking so loud, i can literally hear her begging him to go harder"], ["sexual_explicit:i can literally hear her begging him to go harder", "sexual_explicit:they're f*cking so loud"]),
])

fam("h1-whatre-you-wearing-contrast", [
    ("", 0, "small_talk", ["a: dress code for the wedding is semi formal right", "b: yes! what are you wearing rn for the rehearsal? send a pic i wanna match"], []),
    ("H1", 2, "small_talk", ["a: hi, do i know you?", "b: no but what are you wearing rn 😏 anything at all?"], ["sexual_innuendo:what are you wearing rn 😏 anything at all"]),
    ("H1", 3, "dating_relationships", ["a: stop messaging me", "b: come on just tell me what you're wearing rn. or better, show me. i'll pay"], ["solicitation_contact:show me. i'll pay", "sexual_innuendo:tell me what you're wearing rn"]),
    ("~", 0, "family_home", ["a: is it cold out? what are you wearing rn", "b: big coat and a scarf, it's freezing"], []),
    ("", 0, "dating_relationships", ["a: first date tonight 😬", "b: what are you wearing rn?? send the outfit before you go"], []),
])

# ============================================================================================
# H1 L3: solicitation, selling, spam, persistent advances
# ============================================================================================

fam("h1-pic-request-dm", [
    ("H1", 3, "dating_relationships", ["a: heyy we matched lol", "b: hey cutie, send a pic in the shower and i'll send one back 😉"], ["solicitation_contact:send a pic in the shower"]),
    ("H1", 3, "small_talk", ["b: u up? send n00dz 👀"], ["solicitation_contact:send n00dz", "evasion_leetspeak:n00dz"]),
    ("H1", 3, "gaming", ["a: gg that was fun", "b: you're cracked at this game", "a: haha thanks", "b: gg. wanna trade pics? no face needed, just the good parts 😏 add me on snap"], ["solicitation_contact:wanna trade pics? no face needed, just the good parts", "off_platform_move:add me on snap"]),
    ("H1", 3, "small_talk", ["a: ??? who is this", "b: someone who wants to see more of you. s e n d   p i c s"], ["solicitation_contact:s e n d   p i c s", "evasion_spacing:s e n d   p i c s"]),
    ("H1", 3, "dating_relationships", ["a: i'm not comfortable with that", "b: ok ok. just one spicy pic then, i'll delete it right after"], ["solicitation_contact:just one spicy pic", "euphemism:spicy pic"]),
])

fam("hn-pic-request-innocent", [
    ("~", 0, "family_home", ["a: the puppy finally came home!!", "c: name???", "a: biscuit 🐾", "b: send pics send pics send pics 🐶"], []),
    ("", 0, "health_fitness", ["a: my rash is getting worse", "b: send a pic to the online doctor thing, they can tell you if it needs antibiotics"], []),
    ("~", 0, "buy_sell_trade", ["a: selling my old bike, good condition", "b: can you send more pics? the chain and the tires esp"], []),
    ("", 0, "dating_relationships", ["a: my bf keeps asking for pics and i don't want to", "c: does he get mad when you say no?", "a: kinda, he sulks", "b: you never owe anyone pics. if he pushes after a no, that's a red flag"], []),
])

fam("h1-bio-link-content-sale", [
    ("H1", 3, "small_talk", ["b: heyyy new here 💋 lonely and bored, my spicy page is in my bio, first 20 subs get a discount"], ["solicitation_contact:my spicy page is in my bio", "euphemism:spicy page", "urgency_pressure:first 20 subs get a discount"]),
    ("H1", 3, "entertainment_media", ["a: anyone watching the finale tonight", "b: skip the finale, watch me instead 🔞 0nlyfans link in my profile babe"], ["solicitation_contact:0nlyfans link in my profile", "evasion_leetspeak:0nlyfans", "emoji_code:🔞"]),
    ("H1", 3, "gaming", ["b: gamer gf content 🎮💦 custom vids & pics, dm me your requests"], ["solicitation_contact:custom vids & pics", "off_platform_move:dm me your requests", "emoji_code:💦"]),
    ("H1", 3, "buy_sell_trade", ["a: wts old phone", "b: wts my private album, 40 pics + 6 vids, 15$ paypal, nothing held back 😘"], ["solicitation_contact:wts my private album, 40 pics + 6 vids, 15$ paypal"]),
    ("H1", 3, "small_talk", ["b: f a n s l y is 50% off this week only 🍑 c h e c k  b i o"], ["solicitation_contact:f a n s l y", "evasion_spacing:f a n s l y", "urgency_pressure:50% off this week only", "emoji_code:🍑"]),
])

fam("h1-spam-raid-links", [
    ("H1", 3, "server_meta", ["a: welcome to the new members!", "c: hi all 👋 glad to be here", "b: 🔥🔞 FREE LEAKED vids of every tiktok girl → example-leaks.xyz 🔞🔥"], ["solicitation_contact:FREE LEAKED vids of every tiktok girl → example-leaks.xyz", "emoji_code:🔞"]),
    ("H1", 3, "server_meta", ["b: @everyone hot singles in your area want to meet tonight 💋 hotmeet.example.net"], ["solicitation_contact:hot singles in your area want to meet tonight", "urgency_pressure:tonight"]),
    ("H1", 3, "tech_programming", ["a: anyone know why my build fails on arm", "b: p0rn discord with 10k members, join now before it gets banned: discord.gg/ex4mple"], ["solicitation_contact:p0rn discord with 10k members", "evasion_leetspeak:p0rn", "urgency_pressure:join now before it gets banned", "off_platform_move:discord.gg/ex4mple"]),
    ("H1", 3, "entertainment_media", ["b: nsfw server w/ anime hentai + real girls, link in my status 🔞"], ["solicitation_contact:nsfw server w/ anime hentai + real girls", "off_platform_move:link in my status"]),
])

fam("hn-mod-removes-spam", [
    ("", 0, "server_meta", ["a: why did my message vanish", "mod: the bot deleted anything with 'leaked vids' links, we had a porn spam raid last night"], ["solicitation_contact:leaked vids"]),
    ("", 0, "server_meta", ["mod: heads up: accounts posting 'hot singles' links are compromised. don't click, report to staff"], ["solicitation_contact:hot singles"]),
    ("~", 0, "server_meta", ["a: can we get a new role for artists", "mod: sure, i'll set it up tonight"], []),
    ("", 0, "server_meta", ["a: someone dmed me an onlyfans link", "mod: thanks for reporting, banned. you can block + report them to the platform too"], []),
])

fam("h1-escort-meetup-offers", [
    ("H1", 3, "buy_sell_trade", ["b: new in town this week only 🌹 incall/outcall, 150 roses per hour, text 555-0147"], ["solicitation_contact:incall/outcall, 150 roses per hour", "euphemism:150 roses", "urgency_pressure:this week only", "off_platform_move:text 555-0147"]),
    ("H1", 3, "small_talk", ["a: bored on a tuesday", "b: i can fix that 😘 i do massages with a happy ending, dm for rates"], ["solicitation_contact:massages with a happy ending", "euphemism:happy ending", "off_platform_move:dm for rates"]),
    ("H1", 3, "drugs_party", ["a: anyone going to the rave saturday", "c: yes!! lineup is crazy", "b: looking for a girl to come back to my hotel after, will pay well, hmu"], ["solicitation_contact:looking for a girl to come back to my hotel after, will pay well"]),
    ("H1", 3, "finance_crypto", ["a: need extra cash this month", "b: easy money: meet guys for 'dates', they pay 300 per night, i can set you up"], ["solicitation_contact:meet guys for 'dates', they pay 300 per night", "euphemism:dates"]),
])

fam("h1-persistent-after-no", [
    ("H1", 3, "dating_relationships", ["b: so can i see u tonight 😏", "a: no thanks", "b: why not? i just want to touch you a little", "a: i said no", "b: stop playing hard to get, i'll come over anyway and show you what you're missing"], ["sexual_explicit:show you what you're missing", "solicitation_contact:i'll come over anyway"]),
    ("H1", 3, "gaming", ["a: please stop dming me", "b: one more time: come on voice, just us, i want to hear you moan"], ["solicitation_contact:come on voice, just us", "sexual_explicit:i want to hear you moan"]),
    ("H1", 3, "school_education", ["a: that's my lab partner btw, we're both 2nd year uni", "b: hey lab partner 😘 still thinking about you in my bed", "c: she told you to stop last week", "b: she'll change her mind. babe, my room after class, i won't take no again"], ["solicitation_contact:my room after class", "urgency_pressure:i won't take no again"]),
    ("H1", 3, "work_career", ["b: did you get my message", "a: yes. i'm not interested, please keep it professional", "b: professional is boring. drinks, then my place. i'll keep asking till you say yes 😏"], ["solicitation_contact:drinks, then my place", "urgency_pressure:i'll keep asking till you say yes"]),
])
fam("h1-sugar-daddy-offers", [
    ("H1", 3, "finance_crypto", ["a: broke uni student life 😭", "c: ramen for the 4th night in a row", "b: i can help 😉 500/week allowance, you just send me pics and meet up sometimes. dm"], ["solicitation_contact:you just send me pics and meet up sometimes", "off_platform_move:dm"]),
    ("H1", 3, "school_education", ["a: tuition went up again", "b: sugar daddy looking for a sweet uni babe, generous, discreet, telegram @sweet_example"], ["solicitation_contact:sugar daddy looking for a sweet uni babe", "off_platform_move:telegram @sweet_example"]),
    ("H1", 3, "work_career", ["a: looking for any side job, weekends ok", "b: i pay for 'companionship' and private pics, no experience needed lol. dm me"], ["solicitation_contact:i pay for 'companionship' and private pics", "euphemism:companionship", "off_platform_move:dm me"]),
    ("~", 0, "finance_crypto", ["a: broke uni student life 😭", "b: same. check if your uni has a hardship fund, mine gave me 300 no questions"], []),
])

fam("h1-unsolicited-explicit-pic", [
    ("H1", 3, "dating_relationships", ["a: nice chatting, goodnight!", "b: wait, sent you a pic of my 🍆 to say goodnight properly"], ["sexual_explicit:sent you a pic of my 🍆", "emoji_code:🍆"]),
    ("H1", 3, "gaming", ["a: who is this", "b: check your dms, i sent you something big 😏 tell me what you think of it"], ["sexual_explicit:i sent you something big", "solicitation_contact:tell me what you think of it"]),
    ("H1", 3, "small_talk", ["b: airdropping d!ck pics to the whole train rn lmaooo who wants one"], ["sexual_explicit:airdropping d!ck pics to the whole train", "evasion_leetspeak:d!ck"]),
    ("", 0, "news_politics", ["a: the law on cyberflashing passed today", "c: the airdrop one?", "b: good. sending unsolicited explicit pics is now an actual offence, about time"], ["sexual_explicit:unsolicited explicit pics"]),
])

fam("h1-roleplay-solicit-public", [
    ("H1", 3, "entertainment_media", ["a: anyone want to do a fantasy rp in #rp-channel", "b: only if it's nsfw rp in dms 😈 i'll be the dungeon master, you be the captive"], ["solicitation_contact:nsfw rp in dms", "off_platform_move:in dms"]),
    ("H1", 3, "gaming", ["b: looking for erp partner, f only, must be into rough stuff, add me"], ["solicitation_contact:looking for erp partner, f only, must be into rough stuff", "off_platform_move:add me"]),
    ("", 0, "entertainment_media", ["a: anyone want to do a fantasy rp in #rp-channel", "b: sure! i'll be the dungeon master, you be the captive princess who escapes in act 1"], []),
    ("H1", 2, "entertainment_media", ["a: rp continues: the knight enters the tavern", "b: *pins the barmaid to the table and rips her clothes off*"], ["sexual_explicit:pins the barmaid to the table and rips her clothes off"]),
])

fam("h1-catfish-verification", [
    ("H1+H5", 3, "dating_relationships", ["a: how do i know you're real", "b: verify me on my site, it's free, just confirm you're 18+ and you'll see my private pics: hotverify.example"], ["solicitation_contact:you'll see my private pics", "fraud_phishing:verify me on my site"]),
    ("H1", 3, "dating_relationships", ["a: can we video call first", "b: cam's broken 😢 but i have a page with all my nudes, signup 9.99 → example-cams.live"], ["solicitation_contact:a page with all my nudes, signup 9.99"]),
    ("H1", 3, "small_talk", ["b: hi handsome, saw your profile, i'm lonely tonight 💋 come chat in my private room, link in bio"], ["solicitation_contact:come chat in my private room", "off_platform_move:link in bio"]),
])

fam("h1-content-trading-groups", [
    ("H1", 3, "buy_sell_trade", ["b: trading folders 📁 i have 2k of e-girls, looking for more, dm what you got"], ["solicitation_contact:trading folders", "off_platform_move:dm what you got", "emoji_code:📁"]),
    ("H1", 3, "tech_programming", ["a: anyone got a good cloud storage recommendation", "b: mega links of premium content, all paid pages ripped, 5$ lifetime access"], ["solicitation_contact:mega links of premium content, all paid pages ripped, 5$ lifetime access"]),
    ("H1", 3, "buy_sell_trade", ["b: selling access to an uncensored vault, 300gb, cashapp only, first 10 buyers half off"], ["solicitation_contact:access to an uncensored vault", "urgency_pressure:first 10 buyers half off"]),
    ("", 0, "tech_programming", ["a: anyone got a good cloud storage recommendation", "b: for photos i'd do a paid plan with end to end encryption, don't trust the free ones"], []),
])

fam("h1-nonenglish-solicit", [
    ("H1", 3, "small_talk", ["b: hola guapo 😘 vendo fotos y videos sin censura, escribeme al privado"], ["solicitation_contact:vendo fotos y videos sin censura", "off_platform_move:escribeme al privado"]),
    ("H1", 3, "dating_relationships", ["a: oi tudo bem?", "b: tudo 😏 me manda uma foto pelada e eu te mando outra"], ["solicitation_contact:me manda uma foto pelada"]),
    ("H1", 3, "gaming", ["a: gg", "b: hey süße, schick mir mal ein paar heiße bilder, nur für mich 😈"], ["solicitation_contact:schick mir mal ein paar heiße bilder"]),
    ("H1", 3, "small_talk", ["b: coucou 💋 contenu privé dispo, photos et vidéos coquines, viens sur mon snap"], ["solicitation_contact:photos et vidéos coquines", "off_platform_move:viens sur mon snap"]),
    ("H1", 2, "small_talk", ["a: buenas noches a todos", "b: buenas noches, ojalá estuvieras en mi cama desnuda ahora mismo"], ["sexual_explicit:ojalá estuvieras en mi cama desnuda"]),
])

fam("h1-nsfw-role-lure", [
    ("H1", 3, "server_meta", ["a: how do i get roles here", "b: react 🔞 in #roles to unlock the free nudes channel, no age check lol"], ["solicitation_contact:unlock the free nudes channel", "emoji_code:🔞"]),
    ("H1", 3, "server_meta", ["b: our partner server has a 'spicy' channel with real girls posting, join before it fills up"], ["solicitation_contact:a 'spicy' channel with real girls posting", "euphemism:spicy", "urgency_pressure:join before it fills up"]),
    ("", 0, "server_meta", ["a: how do i get roles here", "mod: react in #roles. nsfw channels are 18+ only and need id verification by staff"], []),
])

# ============================================================================================
# H1 L4: grooming patterns (abstract), sextortion, leaks and threats to leak
# ============================================================================================

fam("h1-grooming-age-then-dm", [
    ("H1", 4, "gaming", ["a: lol i have school tmrw i'm in 7th grade", "b: 7th grade and you play this good? you're special. let's talk on discord privately, don't tell anyone ok"], ["minor_sexualization:7th grade and you play this good? you're special", "off_platform_move:let's talk on discord privately", "urgency_pressure:don't tell anyone"]),
    ("H1", 4, "entertainment_media", ["b: how old r u btw", "a: 13", "b: perfect 😊 i have a private group for special fans, add me on telegram, parents wouldn't get it"], ["minor_sexualization:perfect 😊 i have a private group for special fans", "off_platform_move:add me on telegram", "urgency_pressure:parents wouldn't get it"]),
    ("H1", 4, "school_education", ["a: mom says i can't be online after 9, i'm only 12", "b: moms worry too much. make a second account she doesn't know about, then send me a cute pic 😘"], ["minor_sexualization:send me a cute pic 😘", "solicitation_contact:send me a cute pic", "urgency_pressure:make a second account she doesn't know about"]),
    ("H1", 4, "gaming", ["b: how old are you anyway", "a: im 14", "b: age is just a number 😉 voice chat, just us two, delete the chat after"], ["minor_sexualization:age is just a number", "solicitation_contact:voice chat, just us two", "urgency_pressure:delete the chat after"]),
    ("", 0, "gaming", ["a: im 14", "b: cool, our server's 13+ so you're good. read the rules in #welcome and have fun"], []),
])

fam("h1-grooming-gifts", [
    ("H1", 4, "gaming", ["a: i wish i had the battle pass, i'm 13 and my parents won't buy it", "b: i'll gift it to you 🎁 just send me a pic in your pjs first. our secret"], ["minor_sexualization:send me a pic in your pjs", "solicitation_contact:send me a pic in your pjs", "urgency_pressure:our secret"]),
    ("H1", 4, "buy_sell_trade", ["b: what are you saving for?", "a: saving up for a phone, i'm only in 8th grade so no job", "b: i can send you money for it. you just have to do a video call with me alone, and not tell your mom"], ["minor_sexualization:you just have to do a video call with me alone", "solicitation_contact:do a video call with me alone", "urgency_pressure:not tell your mom"]),
    ("H1", 4, "gaming", ["a: 15 and broke lol", "b: 2000 v-bucks for a few selfies 😉 the kind you wouldn't show your parents"], ["minor_sexualization:a few selfies 😉 the kind you wouldn't show your parents", "solicitation_contact:2000 v-bucks for a few selfies"]),
    ("H1", 4, "entertainment_media", ["a: i'm 12 and i want a signed poster so bad", "b: i know the band 😊 i'll get you one if you meet me after school. keep it between us"], ["minor_sexualization:if you meet me after school", "solicitation_contact:meet me after school", "urgency_pressure:keep it between us"]),
])

fam("hn-parents-grooming-awareness", [
    ("", 0, "family_home", ["a: how do i talk to my 11yo about online safety", "c: she just got her first tablet", "b: we told ours: if an adult asks your age, asks for pics, or says 'keep it secret', tell us right away, no punishment"], ["solicitation_contact:asks for pics", "urgency_pressure:keep it secret"]),
    ("", 0, "family_home", ["a: found messages on my son's tablet, some man offering him skins for photos", "b: screenshot everything, don't confront the guy, and report to the platform and the police cybercrime line"], []),
    ("", 0, "school_education", ["a: the school did a talk on grooming today", "b: mine too. they explained how it starts with gifts and 'you're so mature', then moving to private apps"], ["off_platform_move:moving to private apps"]),
    ("", 0, "server_meta", ["mod: reminder: adults asking minors for dms, age or pics = permanent ban + report. if it happens to you, ping staff"], ["minor_sexualization:adults asking minors for dms, age or pics"]),
    ("~", 0, "family_home", ["a: what age did you let your kids get a phone", "b: 12 for us, with screen time limits and no apps in the bedroom at night"], []),
])

fam("h1-age-question-contrast", [
    ("~", 0, "school_education", ["a: can someone help with this algebra worksheet", "b: sure, how old are you / what grade? so i explain it at the right level"], []),
    ("H1", 4, "small_talk", ["a: hiii", "b: hey cutie, how old are you? you look young in your pfp 😏 got snap?"], ["minor_sexualization:how old are you? you look young in your pfp 😏", "off_platform_move:got snap"]),
    ("~", 0, "gaming", ["a: can i join the tourney", "a: i've been practicing all week", "mod: how old are you? the prize rules need players to be 16+"], []),
    ("H1", 4, "gaming", ["a: what's your age", "b: 15 why", "a: just wondering 😇 you seem mature. can i see what you look like? delete after"], ["minor_sexualization:you seem mature. can i see what you look like", "solicitation_contact:can i see what you look like", "urgency_pressure:delete after"]),
    ("", 0, "health_fitness", ["a: my knee hurts after running", "b: how old are you? growing pains are a thing until like 16, see a physio if it keeps up"], []),
])

fam("h1-secrecy-after-age", [
    ("H1", 4, "family_home", ["a: my dad is strict, i'm 13", "b: dads don't understand us 😔 i'm your real friend. just don't tell him we talk, ok? and turn on your camera"], ["minor_sexualization:don't tell him we talk, ok? and turn on your camera", "solicitation_contact:turn on your camera", "urgency_pressure:just don't tell him we talk"]),
    ("H1", 4, "mental_health", ["a: nobody at school likes me, i'm in year 8", "b: i like you ❤️ you're more grown up than them. let's keep our chats secret, they'd be jealous. send me a selfie"], ["minor_sexualization:you're more grown up than them", "solicitation_contact:send me a selfie", "urgency_pressure:let's keep our chats secret"]),
    ("H1", 4, "identity_community", ["a: i'm 14 and i think i'm bi but i can't tell anyone", "b: you can tell me 😘 i'll show you what it's like. private chat, just us, don't tell your parents"], ["minor_sexualization:i'll show you what it's like", "off_platform_move:private chat, just us", "urgency_pressure:don't tell your parents"]),
    ("", 0, "identity_community", ["a: i'm 14 and i think i'm bi but i can't tell anyone", "b: that's ok! there are youth lgbtq+ helplines you can chat with anonymously, and you can come out whenever you're ready"], []),
])

fam("h1-sextortion-webcam", [
    ("H1", 4, "finance_crypto", ["b: i recorded our video call. pay 500 in btc in 24h or i send it to all your followers and your mom"], ["threat_explicit:i send it to all your followers and your mom", "urgency_pressure:pay 500 in btc in 24h"]),
    ("H1", 4, "dating_relationships", ["b: check what i just sent you", "a: where did you get that video", "a: please delete it, i'm begging you", "b: begging won't help. 200 gift cards by tonight or the pics go to your uni group chat"], ["threat_explicit:the pics go to your uni group chat", "urgency_pressure:200 gift cards by tonight"]),
    ("H1", 4, "tech_programming", ["b: i hacked your webcam and have footage of you doing 'private things' 😉 bitcoin address below, 48 hours"], ["threat_veiled:i hacked your webcam and have footage of you", "urgency_pressure:48 hours", "euphemism:private things"]),
    ("H1", 4, "gaming", ["a: you said you were 16 too", "b: doesn't matter. send more pics or everyone at your school sees the ones you sent"], ["threat_explicit:everyone at your school sees the ones you sent", "solicitation_contact:send more pics", "minor_sexualization:send more pics or everyone at your school sees"]),
])

fam("hn-sextortion-help", [
    ("", 0, "mental_health", ["a: someone is threatening to post my pics unless i pay", "b: don't pay, stop replying, screenshot everything. report it to the platform and police, you're not in trouble"], []),
    ("", 0, "news_politics", ["a: saw the article about sextortion of teens", "b: yeah those gangs target boys on gaming apps. schools need to teach that paying never makes it stop"], []),
    ("", 0, "tech_programming", ["a: got an email saying they hacked my webcam and have videos, want bitcoin", "b: classic scam, they quote an old leaked password. change it, turn on 2fa, ignore them"], []),
    ("", 0, "family_home", ["a: my teen is panicking, a 'girl' he met online is demanding money for his photos", "b: tell him he's not in trouble, keep the chats, report to the national hotline. there's a takedown tool for minors' images too"], []),
])

fam("h1-leak-ex-threat", [
    ("H1", 4, "dating_relationships", ["a: we're done, i'm serious this time", "b: you'll regret this", "a: goodbye", "b: fine. hope you're ready for everyone to see those videos you sent me"], ["threat_veiled:hope you're ready for everyone to see those videos you sent me"]),
    ("H1", 4, "dating_relationships", ["a: stop texting me", "b: come back or i post the nudes on her insta @ex_example with her full name"], ["threat_explicit:i post the nudes on her insta", "doxxing_personal_info:@ex_example with her full name"]),
    ("H1", 4, "family_home", ["b: tell your husband i said hi. would be a shame if he found the pics you sent me last summer"], ["threat_veiled:would be a shame if he found the pics you sent me"]),
    ("H1", 4, "small_talk", ["a: who wants to see what maya from the bakery on 4th st sends her bf 🍑 i got the whole folder"], ["doxxing_personal_info:maya from the bakery on 4th st", "sexual_explicit:what maya from the bakery on 4th st sends her bf", "emoji_code:🍑"]),
])

fam("h1-leak-request-share", [
    ("H1", 4, "entertainment_media", ["b: anyone got the leaked pics of that streamer from last week? the private ones"], ["solicitation_contact:anyone got the leaked pics", "euphemism:the private ones"]),
    ("H1", 4, "school_education", ["a: did you see the post about the girl in our dorm", "b: drop the nudes link in here, i wanna see before it gets taken down"], ["solicitation_contact:drop the nudes link in here", "urgency_pressure:before it gets taken down"]),
    ("H1", 4, "buy_sell_trade", ["b: selling hidden cam videos from a gym changing room, 20 clips, dm"], ["solicitation_contact:selling hidden cam videos from a gym changing room", "off_platform_move:dm"]),
    ("", 0, "entertainment_media", ["a: the streamer's private pics got leaked", "b: don't share or look for them. that's abuse, report any links you see"], []),
])

fam("h1-deepfake-threats", [
    ("H1", 4, "school_education", ["a: she reported me to the dean", "b: cool, i'll run her insta pics through the nudify app and send them around campus"], ["threat_explicit:i'll run her insta pics through the nudify app and send them around campus"]),
    ("H1", 4, "tech_programming", ["b: anyone with the undress ai bot: i'll pay 10$ to do my coworker, here's her pic"], ["solicitation_contact:i'll pay 10$ to do my coworker", "doxxing_personal_info:here's her pic"]),
    ("H1", 4, "gaming", ["a: stop harassing me", "b: keep talking and your face ends up on a fake porn vid, i have the tool 😂"], ["threat_explicit:your face ends up on a fake porn vid"]),
    ("", 0, "tech_programming", ["a: that nudify app is everywhere now", "b: it's disgusting, it's being made illegal in a lot of places. good riddance"], []),
])

fam("h1-adult-asks-minor-pics-classroom", [
    ("H1", 4, "school_education", ["a: i'm a sophomore in high school, need help with chem", "b: i'll tutor you for free 😊 on cam, late at night, just make sure your parents are asleep"], ["minor_sexualization:on cam, late at night, just make sure your parents are asleep", "urgency_pressure:make sure your parents are asleep"]),
    ("H1", 4, "school_education", ["a: homework help? i'm 14", "b: i help better in private 😏 snap me a pic so i know who i'm helping"], ["minor_sexualization:snap me a pic so i know who i'm helping", "solicitation_contact:snap me a pic", "off_platform_move:i help better in private"]),
    ("~", 0, "school_education", ["a: homework help? i'm 14", "b: post the question here in #homework and someone will walk you through it"], []),
])
# ============================================================================================
# H1 hard negatives and plain benign chat on the same topics
# ============================================================================================

fam("hn-sexed-contraception", [
    ("", 0, "sexuality", ["a: is the pill still effective if i took it 3 hours late", "b: depends on the type, the mini pill has a short window. check the leaflet or call a pharmacist, and use condoms for 7 days to be safe"], []),
    ("", 0, "sexuality", ["a: can you get pregnant the first time you have sex", "b: yes you can. that's a myth. condoms or other contraception every time"], []),
    ("", 0, "health_fitness", ["a: where do you even get free condoms", "c: asking for a friend 👀", "a: i AM the friend lol", "b: most uni health centres and sexual health clinics hand them out, no questions"], []),
    ("", 0, "sexuality", ["a: ¿la pastilla del día después funciona si ya pasaron 2 días?", "b: sí, algunas sirven hasta 3 o 5 días, pero cuanto antes mejor. pregunta en la farmacia"], []),
    ("~", 0, "health_fitness", ["a: reminder to book your yearly checkup", "b: done, thursday morning"], []),
])

fam("hn-sexed-sti-testing", [
    ("", 0, "sexuality", ["a: how often should you get tested if you have multiple partners", "b: every 3 to 6 months is what the clinic told me, and after any new partner"], []),
    ("", 0, "health_fitness", ["a: weird bump down there, kinda freaking out", "b: don't google it lol, go to a sexual health clinic, it's usually nothing and they've seen everything"], []),
    ("", 0, "sexuality", ["a: is it rude to ask a new partner when they last got tested", "b: not at all, asking about sti tests is normal and honestly a green flag"], []),
    ("", 0, "sexuality", ["a: teste de ist é gratuito no posto?", "b: é sim, no sus é de graça e o resultado sai rápido"], []),
])

fam("hn-consent-conversations", [
    ("", 0, "dating_relationships", ["a: how do you ask for consent without it being awkward", "b: just ask 'is this ok?' and actually listen. checking in is sexy, not awkward"], []),
    ("", 0, "sexuality", ["a: if someone's drunk can they consent", "b: if they're too drunk to make decisions, no. wait till you're both sober"], []),
    ("", 0, "dating_relationships", ["a: my partner said yes then changed her mind halfway", "a: i stopped but she seemed upset and i'm confused", "b: then you stop. consent can be taken back anytime, that's the whole point"], []),
    ("", 0, "school_education", ["a: the consent workshop at orientation was better than expected", "b: ya the tea video lol. you don't force someone to drink tea"], []),
    ("", 0, "identity_community", ["a: in queer spaces we talk about consent a lot more openly", "b: honestly everyone should talk about consent and safer sex that openly"], []),
])

fam("hn-body-medical-questions", [
    ("", 0, "health_fitness", ["a: is it normal for sex to hurt after giving birth", "b: common but not something you should just live with. ask for a pelvic floor physio referral"], []),
    ("", 0, "health_fitness", ["a: my period is 10 days late and i'm not sexually active", "b: stress, weight changes and exercise can all do it. if it keeps up see a gp"], []),
    ("", 0, "health_fitness", ["a: is it bad that i can't get hard when i'm nervous", "b: super common with anxiety. if it happens a lot a doctor can check if it's physical"], []),
    ("", 0, "health_fitness", ["a: lump in my breast, kinda scared", "b: get it checked asap, most lumps are benign but a doctor should see it. you've got this"], []),
    ("", 0, "health_fitness", ["a: hab seit tagen schmerzen beim pinkeln", "b: klingt nach blasenentzündung, geh zum arzt, mit antibiotika ist das schnell weg"], []),
])

fam("hn-puberty-questions", [
    ("", 0, "health_fitness", ["a: i'm 13 and my voice keeps cracking, is that puberty", "b: yep totally normal puberty stuff, it settles down in a year or so"], []),
    ("", 0, "family_home", ["a: how do i explain periods to my 10yo", "a: she asked after seeing pads in the bathroom", "b: simple and honest. there are good kids' books on body changes, we read one together"], []),
    ("", 0, "school_education", ["a: sex ed class was so awkward today 💀", "b: lmao same but the teacher was right, half the boys thought you can't get pregnant standing up"], []),
])

fam("hn-dating-banter-consensual", [
    ("", 0, "dating_relationships", ["a: date night tomorrow, you're cooking 😏", "b: only if you wear that dress i like. and bring dessert 😘"], []),
    ("", 0, "dating_relationships", ["a: miss you babe", "b: miss you more. cuddles and a movie when you're back?"], []),
    ("~", 0, "dating_relationships", ["a: second date went great", "b: yesss tell me everything", "a: we talked for 4 hours, she's so funny"], []),
    ("", 0, "dating_relationships", ["a: you looked so hot tonight, can't stop thinking about you", "b: 😳 you too. same time next week?"], []),
    ("", 0, "dating_relationships", ["a: mi novio me dijo que estaba guapísima hoy 🥰", "b: ayyy qué lindos, se nota que te quiere"], []),
])

fam("hn-art-literature-nudity", [
    ("", 0, "entertainment_media", ["a: life drawing class tonight, first time drawing a nude model", "b: you'll be fine, after 5 mins drawing a nude is just shapes and shading"], []),
    ("", 0, "entertainment_media", ["a: reading lady chatterley for my lit class", "b: it was banned for obscenity back then, now it's on the syllabus lol"], []),
    ("", 0, "school_education", ["a: essay on the venus of willendorf due friday", "b: focus on fertility symbolism, the prof loves that"], []),
    ("", 0, "entertainment_media", ["a: the romance novel had a spicy chapter and i was reading it on the bus 💀", "b: the classic bus blush lmao, spicy chapters in public are a risk. which book"], []),
    ("", 0, "entertainment_media", ["a: the statue of david's proportions are off on purpose", "b: and people still complain he's naked lol. he was meant to be seen from below"], []),
])

fam("hn-report-creep-quotes", [
    ("", 0, "server_meta", ["a: mods, this guy dmed me 'send nudes or i'll tell everyone you did anyway'", "mod: 'send nudes or i'll tell everyone' is sextortion, instant ban. screenshot it and send to modmail"], ["solicitation_contact:send nudes"]),
    ("", 0, "server_meta", ["a: @mod", "a: a user keeps asking people in #new for their age and snap. creepy", "mod: on it, thanks. everyone: don't give your age or socials to strangers"], []),
    ("", 0, "dating_relationships", ["a: a match literally opened with 'what color is your underwear'", "b: asking about underwear in the first message is gross. unmatch and report"], []),
    ("", 0, "work_career", ["a: a manager commented on my 'sexy legs' in a meeting", "b: write down the date and exact words and go to hr. that's harassment"], []),
    ("", 0, "gaming", ["a: someone in vc asked a kid how old she was then said 'add me privately'", "b: report them in-game and to the discord, that's textbook grooming"], []),
])

fam("hn-lgbtq-sexuality-talk", [
    ("~", 0, "identity_community", ["a: came out to my parents today", "b: so proud of you!! how did it go"], []),
    ("", 0, "sexuality", ["a: can you be asexual and still want a relationship", "b: yes, lots of ace people date. attraction and romance aren't the same thing"], []),
    ("", 0, "identity_community", ["a: is it weird that i'm 30 and only now figuring out i'm gay", "b: not weird at all, lots of people figure it out later"], []),
    ("", 0, "sexuality", ["a: bi and nervous about my first time with a woman", "b: talk about it first, go slow, and remember nobody knows everything the first time"], []),
])

fam("hn-sex-work-policy-news", [
    ("", 0, "news_politics", ["a: the vote on decriminalising sex work is tomorrow", "b: the nordic model debate again. curious what the outreach groups say"], []),
    ("", 0, "news_politics", ["a: police shut down a trafficking ring posing as massage parlours", "b: good. hope the women get support, not deportation"], []),
    ("", 0, "work_career", ["a: my cousin does content creation for adult sites, it's her full time job", "b: respect, selling adult content is basically running a small business"], []),
    ("", 0, "news_politics", ["a: age verification for porn sites is now law here", "b: half the country just discovered vpns lol"], []),
])

fam("hn-tv-sex-scenes", [
    ("", 0, "entertainment_media", ["a: watching the new season with my parents was a mistake", "c: which show", "b: LMAO the sex scene in ep 2? i'd have left the room"], []),
    ("", 0, "entertainment_media", ["a: why do they put a sex scene in every prestige drama now", "b: intimacy coordinators at least made them less weird to film"], []),
    ("~", 0, "entertainment_media", ["a: rating the finale 8/10", "b: 9 for me, the ending got me"], []),
    ("", 0, "entertainment_media", ["a: the book was way more explicit than the show", "b: yeah they cut most of the nsfw parts, kept the plot"], []),
])

fam("hn-innuendo-misread", [
    ("", 0, "work_career", ["a: the client wants it harder, faster and cheaper", "b: classic client. push back on the deadline"], []),
    ("", 0, "sports", ["a: our keeper got beat from behind again", "b: the defence keeps leaving the back post open"], []),
    ("", 0, "family_home", ["a: the cat keeps sleeping on top of me", "b: cat blanket, best blanket"], []),
    ("", 0, "tech_programming", ["a: my fork diverged from the master branch", "b: rebase it and force push to your own branch, not main"], []),
])
# ============================================================================================
# H2 gambling: nudges and brags (L1), named promotion and odds touting (L2)
# ============================================================================================

fam("h2-nudge-parlay-friends", [
    ("H2", 1, "sports", ["a: city vs united sunday, who we got", "b: just throw a fiver on a 6 leg parlay with me, free money bro"], ["odds_promotion:free money"]),
    ("H2", 1, "sports_betting", ["b: nba tonight, who's in", "a: nah i'm saving this month", "b: saving is for losers, put 20 on the over, it's basically guaranteed"], ["odds_promotion:it's basically guaranteed", "urgency_pressure:saving is for losers"]),
    ("H2", 1, "small_talk", ["a: so bored", "b: bet on the tennis then lol, a tenner on the fav is easy money and makes it exciting"], ["odds_promotion:a tenner on the fav is easy money"]),
    ("H2", 1, "gaming", ["a: esports finals tonight", "b: you should bet on it, underdog at 4.5, easy money if they win game 1"], ["odds_promotion:underdog at 4.5, easy money"]),
    ("", 0, "sports", ["a: city vs united sunday, who we got", "b: city 2-1, but i'm not betting anything this season, just vibes"], []),
])

fam("h2-brag-win-screenshots", [
    ("H2", 1, "sports_betting", ["b: 💰 turned 10 into 840 last night on a 7 fold. told you lot to get on it"], ["odds_promotion:turned 10 into 840 last night on a 7 fold"]),
    ("H2", 1, "finance_crypto", ["a: market is dead today", "b: that's why i'm on slots instead lol, hit a 500x this morning, way better than stocks"], ["odds_promotion:hit a 500x this morning, way better than stocks"]),
    ("H2", 1, "work_career", ["a: pay day finally", "b: doubled mine on roulette at lunch 😎 you guys still working for money?"], ["odds_promotion:doubled mine on roulette at lunch"]),
    ("H2", 1, "small_talk", ["b: w1n streak day 5 🔥🔥 who's copying my slips tomorrow"], ["odds_promotion:w1n streak day 5", "evasion_leetspeak:w1n"]),
    ("~", 0, "sports_betting", ["a: how'd your acca go", "b: won 12 quid, bought a kebab, retired for the season lol"], []),
])

fam("h2-named-site-tout", [
    ("H2", 2, "sports_betting", ["a: which app do you guys use", "b: LuckyGoal is the only one worth it, best odds on the premier league and instant withdrawals"], ["gambling_referral:LuckyGoal is the only one worth it", "odds_promotion:best odds on the premier league"]),
    ("H2", 2, "gaming", ["a: anyone tried the new crash game", "b: RocketX on BetNova is insane, multipliers go way higher than on the other sites"], ["gambling_referral:RocketX on BetNova", "odds_promotion:multipliers go way higher than on the other sites"]),
    ("H2", 2, "finance_crypto", ["b: forget staking, SpinChain casino pays 3x faster in usdt and no kyc"], ["gambling_referral:SpinChain casino", "odds_promotion:pays 3x faster in usdt and no kyc"]),
    ("H2", 2, "sports", ["a: great race yesterday", "c: that photo finish 😮", "b: whoever isn't on TurfKing for the racing is missing out, their boosts are unreal"], ["gambling_referral:TurfKing", "odds_promotion:their boosts are unreal"]),
    ("", 0, "news_politics", ["a: which app do you guys use", "b: honestly none since LuckyGoal got fined for targeting problem gamblers, read the article"], []),
])

fam("h2-odds-hype-no-link", [
    ("H2", 2, "sports_betting", ["b: 3 locks for tonight 🔒 celtics ML, over 215, tatum 25+. can't lose"], ["odds_promotion:3 locks for tonight", "odds_promotion:can't lose", "emoji_code:🔒"]),
    ("H2", 2, "sports", ["a: what do you think about the derby", "b: home win at 2.10 is the bet of the year, bookies messed up, load up"], ["odds_promotion:home win at 2.10 is the bet of the year", "urgency_pressure:load up"]),
    ("H2", 2, "sports_betting", ["b: 9 straight green days on the tennis ✅ my system doesn't miss"], ["odds_promotion:9 straight green days on the tennis", "odds_promotion:my system doesn't miss"]),
    ("H2", 2, "gaming", ["a: major quarterfinals tmrw", "b: team blue at 1.9 is daylight robbery, smash it before the odds drop"], ["odds_promotion:team blue at 1.9 is daylight robbery", "urgency_pressure:smash it before the odds drop"]),
])

fam("h2-matched-betting-hustle", [
    ("H2", 2, "work_career", ["a: any side hustles that actually work", "b: matched betting, risk free, i made 800 last month just signing up to bookies"], ["odds_promotion:risk free, i made 800 last month just signing up to bookies"]),
    ("H2", 3, "work_career", ["a: need extra income, rent is brutal", "b: my betting system makes 100 a day guaranteed, i'll add you to the group, 30/month"], ["odds_promotion:makes 100 a day guaranteed", "gambling_referral:i'll add you to the group, 30/month"]),
    ("~", 0, "work_career", ["a: any side hustles that actually work", "b: tutoring and dog walking for me, slow but steady"], []),
    ("H2", 2, "finance_crypto", ["b: why invest when arbitrage betting is literally guaranteed profit? banks hate it"], ["odds_promotion:arbitrage betting is literally guaranteed profit"]),
])

fam("h2-streamer-sponsor-shill", [
    ("H2", 2, "gaming", ["a: why is the streamer always playing slots now", "b: cause SlotBarn pays him, and honestly it's the most fun site out there, way better payouts"], ["gambling_referral:SlotBarn", "odds_promotion:way better payouts"]),
    ("H2", 2, "entertainment_media", ["b: today's video is brought to you by CasinoKing 👑 the only casino i actually play on"], ["gambling_referral:brought to you by CasinoKing"]),
    ("", 0, "gaming", ["a: why is the streamer always playing slots now", "b: casino sponsorships pay insane money. kinda gross when half his viewers are kids"], []),
    ("H2", 3, "gaming", ["b: stream's live!! code KINGSPIN for 100 free spins, link pinned in chat 🎰"], ["gambling_referral:code KINGSPIN for 100 free spins", "off_platform_move:link pinned in chat", "emoji_code:🎰"]),
])

# ============================================================================================
# H2 L3: referral codes and links, paid tips, off-platform, chasing losses, loans
# ============================================================================================

fam("h2-referral-code-chat", [
    ("H2", 3, "sports_betting", ["a: new here, how do i start", "c: start what, betting?", "a: yeah", "b: sign up with code GOAL200, you get 200% on your first deposit, thank me later"], ["gambling_referral:code GOAL200, you get 200% on your first deposit"]),
    ("H2", 3, "small_talk", ["b: free 25 bonus no deposit needed 🎁 use my code FREE25 at spin-example.bet"], ["gambling_referral:use my code FREE25 at spin-example.bet", "odds_promotion:free 25 bonus no deposit needed"]),
    ("H2", 3, "finance_crypto", ["a: i only have 10 usdt left lol", "b: perfect, deposit it on example-crash.io with ref MOON10 and get 50 back"], ["gambling_referral:deposit it on example-crash.io with ref MOON10"]),
    ("H2", 3, "gaming", ["b: b3tting bonus code: G4MER50 👉 50 free b3ts today only"], ["gambling_referral:b3tting bonus code: G4MER50", "evasion_leetspeak:b3tting", "urgency_pressure:today only"]),
    ("H2", 3, "buy_sell_trade", ["a: selling my old ps4", "b: no one buys that anymore, sign up at betzone-example with my link and turn 20 into a ps5"], ["gambling_referral:sign up at betzone-example with my link", "odds_promotion:turn 20 into a ps5"]),
])

fam("hn-mod-quotes-codes", [
    ("", 0, "server_meta", ["mod: anyone posting codes like GOAL200 or FREE25 gets banned, this is a football server not an ad board"], ["gambling_referral:codes like GOAL200 or FREE25"]),
    ("", 0, "server_meta", ["a: why was kev banned", "mod: kept dropping 'use my code' casino links in every channel"], ["gambling_referral:use my code' casino links"]),
    ("", 0, "server_meta", ["a: is that 'free 25 no deposit' thing legit", "mod: no. it's bait to get you depositing. reported the account"], []),
    ("~", 0, "server_meta", ["a: can we get a channel for match threads", "mod: made #matchday, enjoy"], []),
])

fam("h2-vip-tipster-paid", [
    ("H2", 3, "sports_betting", ["b: VIP tips group 🏆 92% win rate last month, 49$/month, spots limited dm me"], ["gambling_referral:VIP tips group", "odds_promotion:92% win rate last month", "urgency_pressure:spots limited", "off_platform_move:dm me"]),
    ("H2", 3, "sports", ["a: anyone got a decent tip for saturday", "c: home win, obviously", "b: my premium tips are in the paid channel, 15 a week, we hit 11 of 12 last week"], ["gambling_referral:my premium tips are in the paid channel, 15 a week", "odds_promotion:we hit 11 of 12 last week"]),
    ("H2", 3, "small_talk", ["b: tired of losing? my tipster service turns losers into winners. first week half price, today only"], ["gambling_referral:my tipster service", "urgency_pressure:first week half price, today only"]),
    ("H2", 3, "sports_betting", ["a: how do you win so often", "b: i pay for a vip group, can get you in for 20 if you want, link in my bio"], ["gambling_referral:i pay for a vip group, can get you in for 20", "off_platform_move:link in my bio"]),
])

fam("h2-telegram-tipster-move", [
    ("H2", 3, "sports_betting", ["a: any good picks tonight", "b: not here, mods delete it 😉 join t.me/example_locks for the real slips"], ["gambling_referral:join t.me/example_locks for the real slips", "off_platform_move:t.me/example_locks"]),
    ("H2", 3, "sports", ["b: free daily tips on my tele, 3 winners yesterday, search @goal_example"], ["gambling_referral:free daily tips on my tele", "off_platform_move:search @goal_example", "odds_promotion:3 winners yesterday"]),
    ("H2", 3, "gaming", ["a: who wins the final", "b: dm me, i'll add you to the whatsapp where we bet on it together 💸"], ["off_platform_move:dm me, i'll add you to the whatsapp", "gambling_referral:the whatsapp where we bet on it together"]),
    ("~", 0, "sports", ["a: any good picks tonight", "b: picks for my fantasy team? start the backup keeper, the starter is injured"], []),
])

fam("h2-chase-losses-urging", [
    ("H2", 3, "sports_betting", ["a: lost 300 tonight, i feel sick", "b: don't stop now, double it on the late game and you're back even"], ["urgency_pressure:don't stop now", "odds_promotion:double it on the late game and you're back even"]),
    ("H2", 3, "finance_crypto", ["a: blew my savings on crash, i'm done", "c: that game is designed to take your money", "b: you're not done till you win it back. one more deposit, the graph always comes back"], ["urgency_pressure:you're not done till you win it back", "odds_promotion:the graph always comes back"]),
    ("H2", 3, "small_talk", ["a: down 2k this month on slots, hiding it from my gf", "b: go bigger, small bets can't fix a 2k hole. max bet on the bonus round"], ["odds_promotion:max bet on the bonus round", "urgency_pressure:go bigger"]),
    ("", 0, "mental_health", ["a: lost 300 tonight, i feel sick", "b: please don't chase it. block the app for tonight and talk to someone, the gambling helpline is open 24/7"], []),
    ("H2", 3, "sports_betting", ["a: perdí 200 euros hoy en las apuestas", "b: vuelve a apostar ya, la próxima seguro ganas y lo recuperas todo"], ["urgency_pressure:vuelve a apostar ya", "odds_promotion:la próxima seguro ganas y lo recuperas todo"]),
])

fam("h2-loan-to-gamble", [
    ("H2", 3, "finance_crypto", ["a: i'm broke till friday", "b: take a payday loan and go all in on the boxing, you'll pay it back twice over"], ["odds_promotion:go all in on the boxing, you'll pay it back twice over", "urgency_pressure:take a payday loan"]),
    ("H2", 3, "sports_betting", ["b: need funds to bet? we lend 100-1000 instantly, repay after your win 💸 dm"], ["gambling_referral:we lend 100-1000 instantly, repay after your win", "off_platform_move:dm"]),
    ("H2", 1, "family_home", ["a: mum's birthday money came", "b: stick it on the casino, double it, give her twice as much, she'll never know"], ["odds_promotion:double it, give her twice as much", "urgency_pressure:she'll never know"]),
    ("H2", 3, "work_career", ["a: just got my bonus", "c: congrats! holiday?", "b: borrow against it too and put everything on red, that's how you actually get rich"], ["odds_promotion:put everything on red, that's how you actually get rich", "urgency_pressure:borrow against it too"]),
    ("~", 0, "finance_crypto", ["a: i'm broke till friday", "b: same lol, rice and beans week"], []),
])

fam("h2-crash-slots-spam", [
    ("H2", 3, "tech_programming", ["b: 🚀 CRASH 1000x 🚀 cashout anytime, deposit bonus 300% → crash-example.io ⏰ 2h left"], ["gambling_referral:deposit bonus 300% → crash-example.io", "odds_promotion:CRASH 1000x", "urgency_pressure:2h left"]),
    ("H2", 3, "server_meta", ["a: welcome everyone!", "b: 🎰 FREE SPINS 🎰 first 100 members get 50 spins at lucky-example.win 🍀"], ["gambling_referral:first 100 members get 50 spins at lucky-example.win", "urgency_pressure:first 100 members", "emoji_code:🎰"]),
    ("H2", 3, "entertainment_media", ["a: new episode was fire", "b: speaking of fire 🔥 my c r a s h winnings today: 340 usdt. same site, link below"], ["odds_promotion:my c r a s h winnings today: 340 usdt", "evasion_spacing:c r a s h", "gambling_referral:same site, link below"]),
    ("H2", 3, "weapons_hunting", ["a: anyone got a good scope for deer season", "b: 🎲 earn money while you hunt 🎲 plinko-example.bet, 2x your first deposit"], ["gambling_referral:plinko-example.bet, 2x your first deposit", "emoji_code:🎲"]),
])

fam("h2-skin-gambling-sites", [
    ("H2", 3, "gaming", ["a: need a knife skin so bad", "b: just open cases on skinroll-example, code KNIFE gives you 3 free ones"], ["gambling_referral:open cases on skinroll-example, code KNIFE"]),
    ("H2", 2, "gaming", ["b: coinflip on CaseHub is the fastest way to upgrade your inventory, way better than trading"], ["gambling_referral:coinflip on CaseHub", "odds_promotion:the fastest way to upgrade your inventory"]),
    ("H2", 3, "buy_sell_trade", ["a: wtb ak skin", "c: budget?", "a: like 30", "b: why buy, roulette it. deposit skins on example-jackpot.gg, i got a dragon lore from 5$"], ["gambling_referral:deposit skins on example-jackpot.gg", "odds_promotion:i got a dragon lore from 5$"]),
    ("", 0, "gaming", ["a: need a knife skin so bad", "b: just buy it on the market, cases are a scam, expected value is terrible"], []),
])

fam("h2-leet-spaced-casino-spam", [
    ("H2", 3, "small_talk", ["b: c4sin0 b0nus 500% 🔥 bet-example.c0m"], ["gambling_referral:c4sin0 b0nus 500%", "evasion_leetspeak:c4sin0 b0nus", "gambling_referral:bet-example.c0m"]),
    ("H2", 3, "sports", ["b: b e t   n o w   a n d   g e t   d o u b l e — link in profile"], ["gambling_referral:b e t   n o w   a n d   g e t   d o u b l e", "evasion_spacing:b e t   n o w", "off_platform_move:link in profile"]),
    ("H2", 3, "gaming", ["b: play the 'fruit game' 🍒🍋🔔 real payouts, dm for the invite"], ["gambling_referral:play the 'fruit game", "euphemism:fruit game", "emoji_code:🍒🍋🔔", "off_platform_move:dm for the invite"]),
    ("H2", 3, "school_education", ["a: finals week kill me", "b: relax and spin 🎰 s.l.o.t.s with 100 free spins, code STUDY"], ["gambling_referral:s.l.o.t.s with 100 free spins, code STUDY", "evasion_spacing:s.l.o.t.s", "emoji_code:🎰"]),
])

fam("h2-peer-pressure-realmoney", [
    ("H2", 1, "small_talk", ["b: group bet on the derby, 10 each", "a: nah not betting on it", "b: don't be a wimp, everyone's in, just 10"], ["urgency_pressure:don't be a wimp, everyone's in"]),
    ("H2", 3, "sports_betting", ["a: i promised myself no more betting", "b: one last bet won't hurt lol, sign up on my link and we'll do it together tonight"], ["gambling_referral:sign up on my link", "urgency_pressure:one last bet won't hurt"]),
    ("H2", 1, "drugs_party", ["a: roulette at the casino night", "b: come on all in on black, you only live once, be fun for once"], ["urgency_pressure:you only live once, be fun for once"]),
    ("~", 0, "small_talk", ["a: nah not betting on it", "b: fair, more snacks for the rest of us then lol"], []),
])

fam("h2-contrast-all-in", [
    ("", 0, "family_home", ["a: poker night score: i have 4 matchsticks left", "b: just go all in, you'll win it back next hand 😂"], ["urgency_pressure:just go all in", "odds_promotion:you'll win it back next hand"]),
    ("H2", 3, "sports_betting", ["a: lost the rent money on the betting site", "b: just go all in, you'll win it back next hand"], ["urgency_pressure:just go all in", "odds_promotion:you'll win it back next hand"]),
    ("", 0, "gaming", ["a: down to 200 chips in the poker minigame lol", "b: just go all in, you'll win it back next hand, they're fake chips anyway"], ["urgency_pressure:just go all in", "odds_promotion:you'll win it back next hand"]),
    ("H2", 3, "finance_crypto", ["a: crash game took my last 50 usdt", "b: just go all in with your card, you'll win it back next round"], ["urgency_pressure:just go all in with your card", "odds_promotion:you'll win it back next round"]),
])

fam("h2-crypto-casino-promo", [
    ("H2", 2, "finance_crypto", ["a: what's the best use of memecoins", "b: gamble them on DiceMoon obviously, provably fair and the house edge is tiny"], ["gambling_referral:gamble them on DiceMoon", "odds_promotion:provably fair and the house edge is tiny"]),
    ("H2", 3, "finance_crypto", ["b: airdrop: connect wallet to example-dice.io, claim 20 free bets in $DICE, 48h only"], ["gambling_referral:connect wallet to example-dice.io, claim 20 free bets", "urgency_pressure:48h only"]),
    ("~", 0, "finance_crypto", ["a: what's the best use of memecoins", "b: honestly? selling them before they go to zero"], []),
    ("", 0, "finance_crypto", ["a: leverage trading feels like a casino", "b: it basically is. i stopped after liquidating twice, spot only now"], []),
])

fam("h2-server-casino-bot-real-money", [
    ("H2", 3, "server_meta", ["mod: new: the server casino bot now takes real usdt deposits! top up in #cashier, winners paid daily"], ["gambling_referral:the server casino bot now takes real usdt deposits", "odds_promotion:winners paid daily"]),
    ("H2", 3, "server_meta", ["a: how do i get more coins", "b: buy them with paypal from me and flip them in the !coinflip bot, i cash out winnings"], ["gambling_referral:flip them in the !coinflip bot, i cash out winnings"]),
    ("~", 0, "server_meta", ["a: how do i get more coins", "b: is there a shop?", "mod: chat activity. they're fake points for the leaderboard, no real money"], []),
    ("", 0, "server_meta", ["a: can we add a casino bot", "mod: only the fun-points kind. anything with real money = instant ban"], []),
])

fam("h2-tipster-fake-proof", [
    ("H2", 3, "sports_betting", ["b: [screenshot] another 12 fold landed 💰 proof doesn't lie. vip spots open till midnight 👉 dm"], ["odds_promotion:another 12 fold landed", "urgency_pressure:vip spots open till midnight", "off_platform_move:dm"]),
    ("H2", 3, "sports", ["a: that slip is photoshopped lol", "b: cry more. 30$ and you're in my group, or stay broke"], ["gambling_referral:30$ and you're in my group", "urgency_pressure:or stay broke"]),
    ("", 0, "sports_betting", ["a: those 'proof' slips in the tipster groups", "b: they post the winners and delete the losers. survivorship bias with a paywall"], []),
])
# ============================================================================================
# H2 L4: minors, match fixing, and betting schemes that just take the money (H2 + H5)
# ============================================================================================

fam("h2-underage-no-kyc", [
    ("H2", 4, "gaming", ["a: i'm 15 can i even bet", "b: yeah on example-nokyc.bet they don't check id, use code TEEN20 and your mum's card"], ["gambling_referral:example-nokyc.bet they don't check id, use code TEEN20"]),
    ("H2", 4, "school_education", ["a: we're all 16 in this chat lol", "b: perfect, casino link for students 🎓 no age verification, 100 free spins"], ["gambling_referral:casino link for students", "odds_promotion:100 free spins", "emoji_code:🎓"]),
    ("H2", 4, "gaming", ["a: year 9 here", "b: year 9 and no money? crash game takes 1$ minimum and no id, ill dm you the site"], ["gambling_referral:crash game takes 1$ minimum and no id", "off_platform_move:ill dm you the site"]),
    ("", 0, "gaming", ["a: i'm 15 can i even bet", "b: no and don't try, any site that lets a 15yo deposit is shady af. stick to the fantasy league, no money"], []),
])

fam("h2-school-bookie-minors", [
    ("H2", 4, "school_education", ["b: year 10s: i'm taking bets on the sports day races, 2 quid min, pay me at lunch, winners paid friday"], ["gambling_referral:i'm taking bets on the sports day races, 2 quid min", "urgency_pressure:pay me at lunch"]),
    ("H2", 4, "school_education", ["a: who's running the world cup sweepstake in our class", "b: me, but real odds this time 😎 5 bucks a pick, all 8th graders welcome, don't tell the teacher"], ["odds_promotion:real odds this time", "gambling_referral:5 bucks a pick, all 8th graders welcome", "urgency_pressure:don't tell the teacher"]),
    ("~", 0, "school_education", ["a: who's running the world cup sweepstake in our class", "b: miss lee, it's free and the prize is a chocolate bar lol"], []),
    ("H2", 4, "gaming", ["b: kids!! turn your robux into real money 🤑 join the coinflip server, min age doesn't matter"], ["gambling_referral:join the coinflip server", "odds_promotion:turn your robux into real money", "emoji_code:🤑"]),
])

fam("h2-fixed-match-tips", [
    ("H2", 4, "sports_betting", ["b: 🔒 FIXED MATCH tonight, 2nd division, inside info from the club. vip only, dm"], ["odds_promotion:FIXED MATCH tonight", "off_platform_move:dm"]),
    ("H2", 4, "sports", ["a: weird result in the cup", "b: not weird, i knew the score 3 days ago 😉 next fixed game in my channel"], ["odds_promotion:next fixed game in my channel", "gambling_referral:in my channel"]),
    ("H2+H5", 4, "sports_betting", ["b: sure fixed odds 15.00 ht/ft, 100% guaranteed. send 50 usdt and receive the score before kickoff"], ["odds_promotion:sure fixed odds 15.00 ht/ft, 100% guaranteed", "fraud_investment:send 50 usdt and receive the score before kickoff"]),
    ("H2+H5", 4, "sports_betting", ["a: how do i know it's real", "b: last week's was correct, check pinned. pay 100 now, refund if it loses 💯 only 5 slots"], ["fraud_investment:pay 100 now, refund if it loses", "urgency_pressure:only 5 slots"]),
    ("", 0, "news_politics", ["a: weird result in the cup", "b: the federation opened an investigation into match fixing in that league, 8 players suspended"], []),
])

fam("h2h5-bet-for-you-doubling", [
    ("H2+H5", 4, "finance_crypto", ["b: send me 200 and i'll place it with my system, you get 600 back by sunday guaranteed"], ["fraud_investment:send me 200 and i'll place it with my system, you get 600 back by sunday guaranteed"]),
    ("H2+H5", 4, "sports_betting", ["a: how does your account management work", "b: you give me your stake, i bet it on my inside tips, we split 50/50. min 300, no refunds"], ["fraud_investment:you give me your stake, i bet it on my inside tips", "odds_promotion:inside tips"]),
    ("H2+H5", 4, "mental_health", ["a: i'm so deep in debt from betting", "b: i can fix that. send me what you have left, my bot bets it and triples it in a week. trust me bro"], ["fraud_investment:send me what you have left, my bot bets it and triples it"]),
    ("H2+H5", 4, "small_talk", ["b: mi sistema de apuestas nunca falla 💯 mándame 50 por bizum y te devuelvo 150 el lunes"], ["fraud_investment:mándame 50 por bizum y te devuelvo 150", "odds_promotion:mi sistema de apuestas nunca falla"]),
])

fam("h2h5-fake-casino-withdrawal", [
    ("H2+H5", 4, "finance_crypto", ["a: i won 2k on your site but can't withdraw", "b: let me check your account", "a: it's been 5 days", "b: withdrawals need a 'verification deposit' of 300 first, then all funds unlock"], ["fraud_phishing:withdrawals need a 'verification deposit' of 300 first"]),
    ("H2+H5", 4, "gaming", ["b: you've won 500$ in our giveaway casino! 🎉 pay the 25$ activation fee to claim: claim-example.bet"], ["fraud_phishing:pay the 25$ activation fee to claim", "gambling_referral:claim-example.bet"]),
    ("", 0, "tech_programming", ["a: a casino says i must pay a 'verification deposit' to withdraw my winnings", "b: that's a scam, real sites never ask that. stop paying and report to your bank"], []),
])

fam("h2h5-lottery-system", [
    ("H2+H5", 4, "family_home", ["b: grandma's lottery system 🍀 never lost in 3 years. join the syndicate, 100 per share, guaranteed jackpot split"], ["fraud_investment:guaranteed jackpot split", "odds_promotion:never lost in 3 years", "gambling_referral:join the syndicate, 100 per share"]),
    ("H2+H5", 4, "news_politics", ["a: jackpot rolled over again", "b: my software predicts the numbers 🔮 pay 49 for this week's numbers, money back if you don't win"], ["fraud_investment:pay 49 for this week's numbers, money back if you don't win"]),
    ("~", 0, "work_career", ["a: jackpot rolled over again", "b: office pool is on, 2 each, sheet's in the kitchen"], []),
])

fam("h2-nonenglish-promo", [
    ("H2", 3, "sports_betting", ["b: apostas grátis hoje 🔥 cadastra com meu link e ganha 50 reais de bônus"], ["gambling_referral:cadastra com meu link e ganha 50 reais de bônus", "urgency_pressure:hoje"]),
    ("H2", 2, "sports", ["a: ¿quién gana el clásico?", "b: en ApuestaYa pagan el empate a 4.0, mejor cuota que en ningún lado"], ["gambling_referral:ApuestaYa", "odds_promotion:pagan el empate a 4.0, mejor cuota que en ningún lado"]),
    ("H2", 3, "gaming", ["b: neues casino 🎰 200% bonus mit code WILD200, nur heute!"], ["gambling_referral:200% bonus mit code WILD200", "urgency_pressure:nur heute", "emoji_code:🎰"]),
    ("H2", 3, "sports_betting", ["a: des pronos pour ce soir ?", "b: rejoins mon canal vip sur telegram, 90% de réussite, 20€ le mois"], ["gambling_referral:rejoins mon canal vip sur telegram", "off_platform_move:sur telegram", "odds_promotion:90% de réussite"]),
    ("H2", 1, "sports", ["a: jogo hoje às 21h", "b: bota 10 conto no mengão, é dinheiro fácil"], ["odds_promotion:é dinheiro fácil"]),
])

fam("h2-minor-gaming-currency-casino", [
    ("H2", 4, "gaming", ["a: i'm 12 and i have 400 robux", "b: double them on the flip site 🤑 i'll send the link, you can withdraw to gift cards"], ["gambling_referral:double them on the flip site", "off_platform_move:i'll send the link", "emoji_code:🤑"]),
    ("H2", 4, "gaming", ["a: i'm in 6th grade lol", "b: then you need this, spin-for-skins, kids win all the time, use my code LILWIN"], ["gambling_referral:spin-for-skins", "gambling_referral:use my code LILWIN", "odds_promotion:kids win all the time"]),
    ("", 0, "family_home", ["a: my 12yo keeps asking about 'robux flip sites'", "b: those are gambling and often scams. block them on the router and explain why"], []),
])

# ============================================================================================
# H2 hard negatives and plain benign betting chat
# ============================================================================================

fam("hn-own-bets-losses", [
    ("", 0, "sports_betting", ["a: how'd the weekend go", "b: put 15 on the derby, lost it in the 89th minute lol classic"], []),
    ("", 0, "sports_betting", ["a: that last minute goal", "b: cost me my acca but what a goal honestly"], []),
    ("", 0, "sports", ["b: final's on sunday, coming over?", "a: you betting on the final?", "b: a tenner on the draw, purely for fun. watching with my dad"], []),
    ("", 0, "sports_betting", ["a: ganaste algo?", "b: nada jaja, aposté 5 euros a que ganaba el betis y perdió"], []),
    ("~", 0, "sports", ["a: what a match", "b: best game of the season, that second half"], []),
])

fam("hn-fantasy-league-banter", [
    ("", 0, "sports", ["a: my fantasy team is cooked", "c: -12 this week 💀", "b: that's what you get for captaining a defender lol"], []),
    ("", 0, "sports", ["a: fantasy league buy-in is a round of drinks at the end of the season", "b: i'm winning this year, bet on it"], []),
    ("", 0, "sports", ["a: trade you my striker for your keeper", "b: no chance, my keeper's on a clean sheet streak. lock him in"], []),
    ("~", 0, "sports", ["a: fantasy deadline is friday 6pm", "b: ty for the reminder"], []),
])

fam("hn-poker-night-friends", [
    ("", 0, "family_home", ["a: poker at mine friday, 10 buy-in, pizza included", "b: i'm in. bringing the good chips this time"], []),
    ("", 0, "small_talk", ["a: lost 10 bucks at poker night and won 3 arguments, net positive", "b: lmao worth it. poker night is the only betting i'll ever do"], []),
    ("", 0, "family_home", ["a: grandma cleaned us out at blackjack again, with pennies", "b: she's been counting cards since 1962 i swear"], []),
    ("", 0, "gaming", ["a: online poker with friends but only play money", "b: yeah keep it that way, real money ruins the vibe"], []),
])

fam("hn-regulation-news", [
    ("", 0, "news_politics", ["a: they're banning gambling ads on football shirts", "b: about time, kids wearing casino logos was wild"], []),
    ("", 0, "news_politics", ["a: new stake limits on online slots from next year", "b: 5 per spin max for young adults apparently, good move"], []),
    ("", 0, "news_politics", ["a: betting company fined for letting a self-excluded guy gamble 200k", "b: how do you let a self-excluded gambler deposit 200k, their checks are a joke"], []),
    ("", 0, "news_politics", ["a: la nueva ley prohíbe la publicidad de casas de apuestas", "b: ya era hora, los anuncios de apuestas y casinos estaban en todos lados"], []),
])

fam("hn-gambling-addiction-help", [
    ("", 0, "mental_health", ["a: i think i have a gambling problem. lost my savings on crash games", "c: 💙 you're not alone", "b: thank you for saying it. gamcare-style helplines are free, and self-exclusion blocks every site at once"], []),
    ("", 0, "mental_health", ["a: 6 months without betting today", "b: huge!! what helped the most?", "a: blocking software on every betting app, telling my partner, and the weekly meeting"], []),
    ("", 0, "family_home", ["a: my dad keeps losing money on betting apps and lying about it", "b: there are support groups for families too. you can't fix it for him but you can get help for you"], []),
    ("", 0, "finance_crypto", ["a: how do i stop myself depositing at 3am", "b: ask your bank to block gambling transactions, most apps have a toggle now"], []),
    ("", 0, "mental_health", ["a: perdi tudo apostando, não sei o que fazer", "b: você não está sozinho. procura o jogadores anônimos, tem reunião online e é de graça"], []),
])

fam("hn-odds-math-homework", [
    ("", 0, "school_education", ["a: probability homework: chance of red on a roulette wheel", "b: 18/37 on a european wheel, the green zero is why the house always wins"], []),
    ("", 0, "school_education", ["a: why is the expected value of a lottery ticket negative", "b: because payouts are less than the odds, we did it in stats"], []),
    ("", 0, "tech_programming", ["a: writing a monte carlo sim of blackjack for my cs class", "b: cool, compare basic strategy vs random, the house edge shows up fast"], []),
    ("~", 0, "school_education", ["a: stats exam tomorrow 😩", "b: you'll be fine, just do the past papers"], []),
])

fam("hn-lootbox-debate", [
    ("", 0, "gaming", ["a: loot boxes are just gambling for kids", "b: belgium banned them for that reason, other countries should too"], []),
    ("", 0, "gaming", ["a: spent 40 on packs and got nothing good", "c: the new banner is so tempting", "b: the odds are published and they're awful, i just grind now"], []),
    ("", 0, "gaming", ["a: is a gacha pity system gambling", "b: legally depends where you live, but it sure feels like it"], []),
])

fam("hn-bet-idioms", [
    ("~", 0, "small_talk", ["a: pizza tonight?", "b: bet 🍕"], []),
    ("~", 0, "work_career", ["a: think the meeting will run over?", "b: i bet it goes till 5 like always"], []),
    ("", 0, "small_talk", ["a: you coming saturday", "b: you bet, wouldn't miss it"], []),
    ("", 0, "family_home", ["a: the cat knocked the glass off again", "b: i'd bet my house he did it on purpose"], []),
    ("", 0, "small_talk", ["a: he'll be late again", "b: safe bet lol"], []),
])

fam("hn-casino-films-games", [
    ("", 0, "entertainment_media", ["a: rewatching casino royale tonight", "b: the poker scene is so tense even knowing how it ends"], []),
    ("", 0, "entertainment_media", ["a: uncut gems gave me anxiety for 2 hours straight", "b: that's the point, the guy can't stop betting and it's hell to watch"], []),
    ("", 0, "gaming", ["a: the casino heist mission in the game is the best one", "b: the vault bit was so good, and the casino floor looks unreal"], []),
])

fam("hn-casino-jobs", [
    ("", 0, "work_career", ["a: got a job as a croupier at the casino", "b: nice, do they train you to deal blackjack and roulette or do you need experience"], []),
    ("", 0, "work_career", ["a: interview at a betting company for a compliance role", "b: they need people checking affordability rules, could be meaningful"], []),
    ("", 0, "work_career", ["a: working the slot floor is weird, same people every night", "b: that sounds rough, watching people feed the slot machines all night"], []),
])

fam("hn-horse-racing-day-out", [
    ("", 0, "family_home", ["a: took the kids to the races, picnic and hats", "b: aw fun! did you pick a horse for them", "a: they picked by name, 'sir sprinkles' came last lol"], []),
    ("", 0, "sports", ["a: grand national on saturday", "b: office sweepstake, 2 each, i got a 50/1 outsider"], []),
    ("~", 0, "sports", ["a: the jockey fell at the last fence", "b: hope he's ok, horse got up fine"], []),
])

fam("hn-warning-about-tipsters", [
    ("", 0, "sports_betting", ["a: got a dm offering 'fixed matches' for 50 usdt", "b: scam 100%. nobody selling a fixed match would need your 50"], []),
    ("", 0, "server_meta", ["mod: PSA: 'vip tipster' accounts are dming members. they ask for money up front and vanish. report, don't pay"], []),
    ("", 0, "sports", ["a: my uncle paid for a tips group, lost everything", "b: those groups make money from subscriptions, not from winning"], []),
])

fam("hn-sports-odds-news", [
    ("", 0, "sports", ["a: bookies have us at 12/1 to win the league", "b: 12/1 feels generous after last season lol, not betting it though"], []),
    ("", 0, "news_politics", ["a: the election odds shifted overnight", "c: by how much?", "a: like 8 points", "b: betting markets react to polls, doesn't mean much yet"], []),
    ("~", 0, "sports", ["a: who starts in goal tomorrow", "b: the young keeper, coach confirmed in the presser"], []),
])
# ============================================================================================
# Round 2b: longer windows, more H2 L1/L2, and thin topics
# ============================================================================================

fam("h2-nudge-groupchat-friend", [
    ("H2", 1, "small_talk", ["a: lads the match is on at 8", "b: pub?", "c: pub. and everyone's putting a tenner on a scorer, no excuses", "a: i'm skint tho", "c: a tenner won't kill you, it's basically a free win if you pick the striker"], ["odds_promotion:it's basically a free win", "2>urgency_pressure:no excuses"]),
    ("H2", 1, "sports", ["a: watching the fight tonight?", "b: yeah at mine", "c: throw 20 on the early knockout with me, he's going to flatten him in round one, easy cash"], ["odds_promotion:easy cash"]),
    ("H2", 1, "small_talk", ["a: what's everyone doing tonight", "b: lakers game and a little bet 😎 you should get on it too, makes it way more fun when money's on it"], ["odds_promotion:makes it way more fun when money's on it"]),
    ("H2", 1, "work_career", ["a: long shift, i'm dead", "c: same, 12 hours", "b: cheer up, come to the bookies with me after, quick 20 on the dogs and we'll be rich by 9 lol"], ["odds_promotion:we'll be rich by 9"]),
    ("~", 0, "small_talk", ["a: lads the match is on at 8", "b: pub?", "c: pub. loser of the pool game buys the chips", "a: deal"], []),
])

fam("h2-brag-to-tempt-broke", [
    ("H2", 1, "finance_crypto", ["a: can't afford rent this month honestly", "b: that's rough", "c: bro i made rent in one night on blackjack last week. just saying there are ways 👀"], ["odds_promotion:i made rent in one night on blackjack last week"]),
    ("H2", 1, "school_education", ["a: student loan gone already 😭", "b: mine turned into a new laptop after a lucky night on the slots lol, you should try, worst case you lose a bit"], ["odds_promotion:mine turned into a new laptop after a lucky night on the slots"]),
    ("H2", 1, "work_career", ["a: job hunting is killing me", "b: why work when a good weekend of accas pays more than a month of wages? that's what i do"], ["odds_promotion:a good weekend of accas pays more than a month of wages"]),
    ("~", 0, "finance_crypto", ["a: can't afford rent this month honestly", "b: that's rough", "c: talk to your landlord early, mine let me split it in two payments"], []),
])

fam("h2-named-app-odd-topics", [
    ("H2", 2, "weapons_hunting", ["a: opening day of duck season tomorrow 🦆", "c: good luck! bring coffee", "b: nice. while you wait in the blind, JackpotJungle has the best live roulette, pays out in minutes"], ["gambling_referral:JackpotJungle has the best live roulette", "odds_promotion:pays out in minutes"]),
    ("H2", 2, "drugs_party", ["a: pregame at mine before the club", "b: bring your phone, we're doing PartySpin shots, the app where every loss is a shot and the wins pay real cash"], ["gambling_referral:PartySpin", "odds_promotion:the wins pay real cash"]),
    ("H2", 2, "health_fitness", ["a: 10k steps done", "b: if you're walking anyway, StepStake lets you bet on your own step count and the payouts are way better than the gym"], ["gambling_referral:StepStake lets you bet on your own step count", "odds_promotion:the payouts are way better than the gym"]),
    ("H2", 2, "identity_community", ["a: eid party planning thread", "b: after the food we should all hop on VegasNight, it's the most generous casino app out there"], ["gambling_referral:VegasNight", "odds_promotion:it's the most generous casino app out there"]),
    ("H2", 2, "family_home", ["a: kids are finally asleep", "b: mum time 😌 BingoBloom is where i unwind, they pay more than any other bingo site honestly"], ["gambling_referral:BingoBloom is where i unwind", "odds_promotion:they pay more than any other bingo site"]),
])

fam("h2-tipster-name-drop", [
    ("H2", 2, "sports_betting", ["a: who do you follow for tips", "b: GoldenBoot_Tips on insta, guy hasn't had a losing week since august"], ["gambling_referral:GoldenBoot_Tips on insta", "odds_promotion:hasn't had a losing week since august"]),
    ("H2", 2, "sports", ["a: how did you call that upset", "b: wasn't me, it was the OddsOracle newsletter, they've been right on every upset this season"], ["gambling_referral:the OddsOracle newsletter", "odds_promotion:they've been right on every upset this season"]),
    ("H2", 2, "entertainment_media", ["a: new podcast recs?", "b: The Lock Room, two guys who give you the sure bets every friday, made me so much money"], ["gambling_referral:The Lock Room", "odds_promotion:the sure bets every friday, made me so much money"]),
    ("", 0, "sports_betting", ["a: who do you follow for tips", "b: nobody, tipsters are a coin flip with a marketing budget. i bet small on my own team and that's it"], []),
])

fam("h2-odds-boost-hype", [
    ("H2", 2, "sports_betting", ["b: 🚨 PRICE BOOST 🚨 KickOdds has the derby at 6/1 for a home win, that's insane value, get on it"], ["gambling_referral:KickOdds", "odds_promotion:the derby at 6/1 for a home win, that's insane value", "urgency_pressure:get on it"]),
    ("H2", 2, "sports", ["a: anyone going to watch the cricket", "b: just watching? the enhanced odds on a century are silly today, never seen value like it"], ["odds_promotion:the enhanced odds on a century are silly today, never seen value like it"]),
    ("H2", 2, "sports_betting", ["a: is the boost worth it", "b: worth it? it's free money, boosts like this never come back, bookies are basically paying you"], ["odds_promotion:it's free money, boosts like this never come back", "urgency_pressure:boosts like this never come back"]),
    ("", 0, "sports_betting", ["a: is the boost worth it", "b: boosts are marketing. the 'value' usually isn't there once you do the maths, i skip them"], []),
])

fam("h2-esports-betting-promo", [
    ("H2", 2, "gaming", ["a: the major starts thursday", "b: EsportsEdge has lines on every map, even the qualifiers. best esports book by miles"], ["gambling_referral:EsportsEdge has lines on every map", "odds_promotion:best esports book by miles"]),
    ("H2", 3, "gaming", ["a: ok who's winning the grand final", "b: dunno", "c: doesn't matter, bet both sides on example-esbet with code GGWP and the bonus covers your loss"], ["gambling_referral:example-esbet with code GGWP", "odds_promotion:the bonus covers your loss"]),
    ("H2", 1, "gaming", ["a: team red looked washed in groups", "b: that's why you bet against them lol, throw 10 on it, they always choke"], ["odds_promotion:they always choke"]),
    ("~", 0, "gaming", ["a: ok who's winning the grand final", "b: team blue 3-1, their igl is on another level"], []),
])

fam("h2-predatory-dm-after-loss", [
    ("H2", 3, "sports_betting", ["a: 800 down this month. i'm an idiot", "b: don't beat yourself up", "c: hey saw your msg 👋 i was down too until i joined a vip group, i'm up 3k now. want the link?"], ["gambling_referral:joined a vip group", "odds_promotion:i'm up 3k now", "off_platform_move:want the link"]),
    ("H2", 3, "mental_health", ["a: i feel like garbage after losing my wages on slots again", "b: sending hugs", "c: hey, i know a site where you win it back quick, 200% reload bonus for returning players. dm'd you"], ["gambling_referral:200% reload bonus for returning players", "odds_promotion:a site where you win it back quick", "off_platform_move:dm'd you"]),
    ("H2", 3, "finance_crypto", ["a: lost my savings on the crash game", "b: so sorry man, that's awful", "c: i run recovery bets for people like you, you follow my signals and win it back, 40$ to join my telegram"], ["gambling_referral:40$ to join my telegram", "odds_promotion:you follow my signals and win it back", "off_platform_move:my telegram"]),
    ("", 0, "mental_health", ["a: i feel like garbage after losing my wages on slots again", "b: sending hugs", "c: been there. blocking sites at the bank level helped me most, and the helpline didn't judge at all"], []),
])

fam("h2-referral-long-message", [
    ("H2", 3, "sports_betting", ["a: how do you afford all those matches", "b: honestly i just use free bets. sign up at goalrush-example with my code RUSH40, deposit 10 and they give you 40 in free bets. i've been doing it for months, it basically pays for my season ticket"], ["gambling_referral:sign up at goalrush-example with my code RUSH40", "odds_promotion:it basically pays for my season ticket"]),
    ("H2", 3, "small_talk", ["b: ok real talk. i was skeptical too but this casino changed my life. new players get 300 free spins and a 500% match, that's not a typo. link in my bio, i get nothing from it i just want to help"], ["gambling_referral:new players get 300 free spins and a 500% match", "off_platform_move:link in my bio"]),
    ("H2", 3, "school_education", ["a: exams done!!! what now", "b: celebrate properly. download the BetBuddy app, put my name as the referrer and we both get 25. you can bet on anything, even the weather lol"], ["gambling_referral:put my name as the referrer and we both get 25", "gambling_referral:download the BetBuddy app"]),
    ("H2", 3, "tech_programming", ["a: any good apps for side income", "b: not really an app thing but hear me out. the referral program on spinvault-example pays 30% of whatever your invites lose, forever. i made a bot that posts my link everywhere"], ["gambling_referral:the referral program on spinvault-example pays 30% of whatever your invites lose"]),
])

fam("h2-casino-in-support-spaces", [
    ("H2", 3, "mental_health", ["a: really low day, can't stop thinking about the breakup", "b: need a distraction? spin the wheel on happyreels-example 🎡 first 20 spins free, always cheers me up"], ["gambling_referral:spin the wheel on happyreels-example", "odds_promotion:first 20 spins free", "emoji_code:🎡"]),
    ("H2", 3, "health_fitness", ["a: stuck in hospital for a week, bored out of my mind", "b: hospital boredom = perfect time for live casino 😂 use my code WARD10 for a free 10"], ["gambling_referral:use my code WARD10 for a free 10"]),
    ("H2", 3, "family_home", ["a: money's really tight since the baby came", "b: i get it. my trick: bingo site with daily free tickets, i won 300 last month. dm me and i'll send the invite"], ["gambling_referral:bingo site with daily free tickets", "odds_promotion:i won 300 last month", "off_platform_move:dm me and i'll send the invite"]),
    ("~", 0, "mental_health", ["a: really low day, can't stop thinking about the breakup", "b: i'm sorry. want to hop on a call? or we can just watch something dumb together"], []),
])

fam("h2-urging-relapse", [
    ("H2", 3, "sports_betting", ["a: 90 days no betting today", "b: proud of you", "c: 90 days? you've earned a treat lol. free bet code BACK20, one bet won't undo anything"], ["gambling_referral:free bet code BACK20", "urgency_pressure:one bet won't undo anything"]),
    ("H2", 1, "sports", ["a: i quit betting last year, just watching now", "b: boring 😴 come on, a small one on the final, for old times' sake"], ["urgency_pressure:come on, a small one on the final, for old times' sake"]),
    ("H2", 3, "mental_health", ["a: i self-excluded from all the sites", "c: proud of you, that's a big step", "b: lol there are sites that ignore self-exclusion, i'll dm you one, no checks"], ["gambling_referral:there are sites that ignore self-exclusion", "off_platform_move:i'll dm you one"]),
    ("", 0, "sports_betting", ["a: 90 days no betting today", "b: proud of you", "c: massive. 90 days without a bet is huge, what are you doing with the money you've saved?"], []),
])

fam("h2-nudge-nonenglish", [
    ("H2", 1, "sports", ["a: heute abend bayern gegen dortmund", "b: setz doch 20 euro auf bayern, das ist geschenktes geld"], ["odds_promotion:das ist geschenktes geld"]),
    ("H2", 1, "sports", ["a: stasera c'è il derby", "b: dai, metti 10 euro sull'inter con me, vinciamo sicuro"], ["odds_promotion:vinciamo sicuro"]),
    ("H2", 1, "small_talk", ["a: je m'ennuie ce soir", "b: mise 5 balles sur le match de tennis, ça rend tout plus excitant et c'est gagné d'avance"], ["odds_promotion:c'est gagné d'avance"]),
    ("~", 0, "sports", ["a: heute abend bayern gegen dortmund", "b: ich schau bei meinem bruder, wer will mitkommen?"], []),
])

fam("h2-minor-wager-matches", [
    ("H2", 4, "gaming", ["a: i'm 13 and pretty good at build fights", "b: then play wager matches for real money on example-wagers, 13+ is fine there, i'll carry you and we split"], ["gambling_referral:play wager matches for real money on example-wagers", "odds_promotion:i'll carry you and we split"]),
    ("H2", 4, "gaming", ["a: my parents don't let me buy stuff", "c: same lol", "b: you're 14 right? bet your skins in my 1v1 server, winners get paypal cash, just use your sister's account"], ["gambling_referral:bet your skins in my 1v1 server, winners get paypal cash"]),
    ("H2", 4, "school_education", ["a: we're all in year 8", "b: then you're old enough for my betting group 😎 5 a week on the football, pay by gift card so your parents don't see"], ["gambling_referral:my betting group", "urgency_pressure:pay by gift card so your parents don't see"]),
    ("", 0, "gaming", ["a: i'm 13 and pretty good at build fights", "b: nice, join the free community tournaments on saturdays, prizes are just roles and bragging rights"], []),
])

fam("h2h5-recovery-scam", [
    ("H2+H5", 4, "mental_health", ["a: i've lost 15k gambling, i don't know what to do", "b: i specialise in recovery. deposit 500 into my managed betting account and i guarantee you'll have your 15k back in 30 days"], ["fraud_investment:deposit 500 into my managed betting account and i guarantee you'll have your 15k back"]),
    ("H2+H5", 4, "finance_crypto", ["b: 📢 LOSS RECOVERY PROGRAM for gamblers 📢 our AI bets for you, 100% win rate, send your remaining funds to the wallet below"], ["fraud_investment:send your remaining funds to the wallet below", "odds_promotion:our AI bets for you, 100% win rate"]),
    ("H2+H5", 4, "family_home", ["a: my husband gambled away our savings", "b: so sorry. i can help, my uncle's betting syndicate never loses. put in what's left and he'll triple it, but only this week"], ["fraud_investment:put in what's left and he'll triple it", "odds_promotion:my uncle's betting syndicate never loses", "urgency_pressure:only this week"]),
    ("", 0, "finance_crypto", ["a: someone offered to 'recover my gambling losses' if i send them money", "b: that's a recovery scam, they target people who already lost. block and report"], []),
])

fam("h2-contrast-double-your-money", [
    ("~", 0, "finance_crypto", ["a: how long to double your money in an index fund", "c: depends on returns", "b: rule of 72, at 7% it's about 10 years. boring but it works"], []),
    ("H2", 3, "finance_crypto", ["a: how long to double your money", "b: 30 seconds on the double-or-nothing table at spinx-example 😂 use code DOUBLE for your first round"], ["gambling_referral:the double-or-nothing table at spinx-example", "gambling_referral:use code DOUBLE"]),
    ("~", 0, "school_education", ["a: compound interest question: how long to double your money at 5%", "b: around 14 years, use 72/5"], []),
    ("H2", 2, "finance_crypto", ["a: how do i double my money fast", "b: roulette on red, it's literally 50/50, fastest way there is"], ["odds_promotion:roulette on red, it's literally 50/50, fastest way there is"]),
])

fam("h2-contrast-join-my-vip", [
    ("~", 0, "gaming", ["a: how do i get the cool name color", "b: join my vip on the minecraft server, 3 a month, you get a color and a pet"], []),
    ("H2", 3, "sports_betting", ["a: how do you pick your bets", "b: join my vip, 30 a month, you get my slips before kickoff and the 'sure' ones"], ["gambling_referral:join my vip, 30 a month, you get my slips before kickoff", "odds_promotion:the 'sure' ones"]),
    ("", 0, "entertainment_media", ["a: how do you get early access to the videos", "b: join my vip on patreon lol, 5 bucks and you see everything a day early"], []),
    ("H2", 3, "sports", ["a: saturday's games look tough", "b: not for my vip members 😏 100% last weekend. join via my bio before the price goes up"], ["odds_promotion:100% last weekend", "gambling_referral:join via my bio", "urgency_pressure:before the price goes up"]),
])
# ============================================================================================
# Round 2b: H1 in thin topics, longer windows, grooming over several turns
# ============================================================================================

fam("h1-innuendo-party-night", [
    ("H1", 1, "drugs_party", ["a: who's dj-ing saturday", "b: me 🎧", "c: can you play something slow for later when things get horizontal 😏"], ["sexual_innuendo:for later when things get horizontal"]),
    ("H1", 1, "drugs_party", ["a: bringing my famous jello shots", "b: your jello isn't the only thing that's gonna wobble tonight 🍑"], ["sexual_innuendo:your jello isn't the only thing that's gonna wobble tonight", "emoji_code:🍑"]),
    ("H1", 1, "drugs_party", ["a: last one standing at the party wins", "b: last one lying down wins at my after party if you know what i mean"], ["sexual_innuendo:last one lying down wins at my after party"]),
    ("~", 0, "drugs_party", ["a: who's dj-ing saturday", "b: me 🎧", "c: yesss play the 2000s set again, the crowd went crazy last time"], []),
])

fam("h1-innuendo-hunting-range", [
    ("H1", 1, "weapons_hunting", ["a: finally got my new rifle zeroed", "b: nice, bet you know how to handle a long barrel 😏"], ["sexual_innuendo:bet you know how to handle a long barrel"]),
    ("H1", 1, "weapons_hunting", ["a: spent all morning in the tree stand", "b: all that waiting and nothing to show for it, story of my love life lol"], ["sexual_innuendo:nothing to show for it, story of my love life"]),
    ("H1", 1, "weapons_hunting", ["a: need to clean my gun after today", "c: muddy day out there", "b: i'll polish yours if you polish mine 😉"], ["sexual_innuendo:i'll polish yours if you polish mine"]),
    ("", 0, "weapons_hunting", ["a: finally got my new rifle zeroed", "b: nice, what distance? 100 yards is plenty for deer"], []),
    ("~", 0, "weapons_hunting", ["a: spent all morning in the tree stand", "b: anything come by?", "a: two does, let them walk, waiting for the buck"], []),
])

fam("h1-dating-app-explicit-opener", [
    ("H1", 2, "dating_relationships", ["a: hey! love your dog in the 3rd pic", "b: forget the dog, i want to know how you taste"], ["sexual_explicit:i want to know how you taste"]),
    ("H1", 2, "dating_relationships", ["a: matched! 🙂", "a: hi :) how's your week", "b: it'd be better with your legs on my shoulders tbh"], ["sexual_explicit:your legs on my shoulders"]),
    ("H1", 2, "dating_relationships", ["b: first message and i'll be honest: i'm only here to get laid and you look like you'd be wild in bed"], ["sexual_explicit:you look like you'd be wild in bed"]),
    ("H1", 3, "dating_relationships", ["a: hey, i'd like to chat a bit before meeting", "b: no chat. my place tonight, 9pm, wear nothing under the coat. address in dm"], ["solicitation_contact:my place tonight, 9pm, wear nothing under the coat", "off_platform_move:address in dm"]),
    ("~", 0, "dating_relationships", ["a: hey! love your dog in the 3rd pic", "b: haha that's biscuit, he's the real reason i'm on here. what's your go-to sunday?"], []),
])

fam("h1-groupchat-explicit-story", [
    ("H1", 2, "small_talk", ["a: ok who has gossip", "b: me. last night the neighbour and his wife were going at it so loud, i heard every moan and the headboard banging for an hour"], ["sexual_explicit:i heard every moan and the headboard banging"]),
    ("H1", 2, "dating_relationships", ["a: how was the anniversary", "b: dinner was nice and then we didn't leave the bed till noon. she did this thing with her tongue i'm still thinking about"], ["sexual_explicit:she did this thing with her tongue"]),
    ("H1", 2, "entertainment_media", ["a: that book everyone on booktok reads", "b: chapter 12 is straight up porn lol he takes her on the kitchen counter and describes every single thing"], ["sexual_explicit:he takes her on the kitchen counter and describes every single thing"]),
    ("", 0, "entertainment_media", ["a: that book everyone on booktok reads", "b: it's a romance with a couple of spicy chapters, the plot is honestly decent though"], []),
])

fam("h1-gamer-girl-vc-remarks", [
    ("H1", 2, "gaming", ["a: i'll take the sniper", "b: wait is that a girl on mic??", "c: ayy girl gamer 😏 bet you sound even better moaning"], ["sexual_explicit:bet you sound even better moaning"]),
    ("H1", 2, "gaming", ["a: rotate b, i'm low", "b: i'll rotate you in my bed anytime babe, how big are your tits"], ["sexual_explicit:how big are your tits"]),
    ("H1", 3, "gaming", ["a: can we just play please", "b: play with me after the match 😘 cam call, just you, i'll pay in skins"], ["solicitation_contact:cam call, just you, i'll pay in skins"]),
    ("H1", 1, "gaming", ["a: i'll carry you this round", "b: carry me to bed after? 😏 jk jk"], ["sexual_innuendo:carry me to bed after"]),
    ("~", 0, "gaming", ["a: rotate b, i'm low", "b: on my way, popping smoke, hold the angle"], []),
])

fam("h1-exploit-loneliness", [
    ("H1", 3, "mental_health", ["a: i feel so alone lately", "b: i can make you feel less alone 😘 send me a pic of what you're wearing and i'll show you mine"], ["solicitation_contact:send me a pic of what you're wearing and i'll show you mine"]),
    ("H1", 3, "mental_health", ["a: rough week, nobody checks on me", "c: i'm sorry, that sounds lonely", "b: i will. but let's take it to snap, i help better when we can see each other... all of each other"], ["off_platform_move:let's take it to snap", "solicitation_contact:when we can see each other... all of each other"]),
    ("H1", 3, "mental_health", ["a: therapy was hard today", "b: forget therapy, what you need is a good night with me. dm me your number"], ["solicitation_contact:what you need is a good night with me", "off_platform_move:dm me your number"]),
    ("~", 0, "mental_health", ["a: i feel so alone lately", "b: i'm really glad you said it. want to talk here or in a call? no pressure, i'm around all evening"], []),
])

fam("h1-fetishizing-identity", [
    ("H1", 3, "identity_community", ["a: just moved here, first time at the community centre", "b: welcome!", "c: ooh exotic 😍 i've always wanted to try one of you, dm me pics"], ["solicitation_contact:dm me pics", "sexual_explicit:i've always wanted to try one of you"]),
    ("H1", 2, "identity_community", ["a: proud trans woman, 2 years on hrt today 🎉", "b: congrats!!", "c: so what do you have down there now lol asking for science"], ["sexual_explicit:what do you have down there now"]),
    ("H1", 3, "identity_community", ["a: new to the lesbian server hi", "b: hiii welcome", "c: two girls 😏 can i watch? i'll pay for a private show"], ["solicitation_contact:i'll pay for a private show", "sexual_innuendo:two girls 😏 can i watch"]),
    ("~", 0, "identity_community", ["a: proud trans woman, 2 years on hrt today 🎉", "b: congrats!! that's huge, how are you celebrating?"], []),
])

fam("h1-cam-site-recruiting", [
    ("H1", 3, "work_career", ["a: any remote jobs for someone with no degree", "b: cam modelling 💸 girls make 2k a week from their bedroom. i'll set up your account for 10% cut"], ["solicitation_contact:cam modelling 💸 girls make 2k a week from their bedroom", "solicitation_contact:i'll set up your account for 10% cut"]),
    ("H1", 3, "work_career", ["b: hiring 'chatters' and models for an adult page, daily pay, must be comfortable showing everything. dm"], ["solicitation_contact:must be comfortable showing everything", "off_platform_move:dm"]),
    ("H1", 3, "school_education", ["a: uni is so expensive", "b: my roommate pays her tuition doing private shows online, i can introduce you to her agency"], ["solicitation_contact:doing private shows online, i can introduce you to her agency"]),
    ("~", 0, "work_career", ["a: any remote jobs for someone with no degree", "b: customer support, data labelling, transcription. pay isn't great but it's honest"], []),
])

fam("h1-grooming-slow-build", [
    ("H1", 4, "gaming", ["b: you're really good for your age, how old are you again", "a: 13", "b: wow. you're way more mature than my friends tbh", "a: lol thanks", "b: we should talk somewhere more private. do you have snap? don't tell your mom about me, she wouldn't get our friendship"], ["off_platform_move:we should talk somewhere more private. do you have snap", "urgency_pressure:don't tell your mom about me", "minor_sexualization:don't tell your mom about me, she wouldn't get our friendship", "2>minor_sexualization:you're way more mature than my friends"]),
    ("H1", 4, "entertainment_media", ["a: i'm 14 and i love your art", "b: aww thank you sweetie 🥰", "a: can you teach me to draw?", "b: of course. i'll need reference photos of you though, in something tight. our little secret ok?"], ["minor_sexualization:reference photos of you though, in something tight", "solicitation_contact:i'll need reference photos of you", "urgency_pressure:our little secret"]),
    ("H1", 4, "school_education", ["a: i hate 8th grade", "b: you're too grown up for those kids", "a: maybe", "b: i've been thinking about you all day. wanna video call when your parents are asleep? wear the outfit from your pfp"], ["minor_sexualization:wear the outfit from your pfp", "solicitation_contact:wanna video call when your parents are asleep", "urgency_pressure:when your parents are asleep"]),
    ("H1", 4, "family_home", ["a: my parents are fighting again", "b: i'm here for you. you're 12 right?", "a: yeah", "b: you deserve someone who gets you. i'll buy you that phone you wanted, just delete our chats every night and send me a goodnight selfie from bed"], ["urgency_pressure:just delete our chats every night", "minor_sexualization:send me a goodnight selfie from bed", "solicitation_contact:send me a goodnight selfie"]),
    ("~", 0, "family_home", ["a: my parents are fighting again", "b: that sounds really stressful. is there an adult you trust, like a teacher or aunt? you can also text a kids' helpline anytime"], []),
])

fam("h1-leak-channel", [
    ("H1", 4, "server_meta", ["b: new channel: #exposed, post pics your ex sent you, full names appreciated 😂"], ["solicitation_contact:post pics your ex sent you", "doxxing_personal_info:full names appreciated"]),
    ("H1", 4, "dating_relationships", ["a: she cheated on me", "b: post her nudes in the revenge group, that'll teach her. i'll share the invite"], ["solicitation_contact:post her nudes in the revenge group", "off_platform_move:i'll share the invite"]),
    ("H1", 4, "school_education", ["b: collecting pics of girls from our uni for the ranking folder, send whatever you've got, the private ones too"], ["solicitation_contact:send whatever you've got, the private ones too"]),
    ("", 0, "server_meta", ["a: someone made an #exposed channel for ex pics on another server", "c: wtf that's so gross", "mod: report it to the platform with the link. sharing intimate images without consent is a crime"], []),
])

fam("h1-fake-modelling-teens", [
    ("H1", 4, "entertainment_media", ["b: 📸 casting for teen models 13-16! send full body photos in swimwear to our agency dm, parents don't need to know till you're signed"], ["minor_sexualization:casting for teen models 13-16! send full body photos in swimwear", "solicitation_contact:send full body photos in swimwear", "urgency_pressure:parents don't need to know till you're signed"]),
    ("H1", 4, "health_fitness", ["a: i'm 15 and want to be a model", "b: i'm a scout 😊 send me some pics in your underwear so i can see your shape, then we meet at my studio alone"], ["minor_sexualization:send me some pics in your underwear", "solicitation_contact:then we meet at my studio alone"]),
    ("", 0, "entertainment_media", ["a: i'm 15 and want to be a model", "b: real agencies meet you with a parent, never ask for underwear pics, and never charge fees. be careful with dms"], []),
])

fam("h1-explicit-nonenglish", [
    ("H1", 2, "small_talk", ["a: che fate stasera?", "b: io vorrei solo scoparti sul divano fino a domattina"], ["sexual_explicit:vorrei solo scoparti sul divano"]),
    ("H1", 2, "dating_relationships", ["a: hallo, wie geht's?", "b: besser, wenn du nackt auf mir sitzen würdest"], ["sexual_explicit:wenn du nackt auf mir sitzen würdest"]),
    ("H1", 2, "small_talk", ["a: bom dia grupo", "b: bom dia pra quem acordou com tesão pensando em você pelada na minha cama"], ["sexual_explicit:pensando em você pelada na minha cama"]),
    ("~", 0, "small_talk", ["a: che fate stasera?", "b: pizza e film a casa mia, venite?"], []),
])

fam("hn-dating-safety-tips", [
    ("", 0, "dating_relationships", ["a: first time meeting someone from an app, any tips", "b: public place, tell a friend where you are, your own transport. and if they push for pics before meeting, that's a red flag"], []),
    ("", 0, "dating_relationships", ["a: he wants to come to my place on the first date", "b: totally fine to say no and meet at a cafe. anyone decent will be ok with that"], []),
    ("", 0, "sexuality", ["a: how do you bring up that you want to wait before sex", "b: just say it early and kindly. the right person won't make you feel weird about it"], []),
    ("", 0, "dating_relationships", ["a: is it bad to send nudes to someone you've been dating for a year", "b: your choice, but think about what happens if you break up. some people use apps that don't allow screenshots"], []),
])

fam("hn-gambling-recovery-checkin", [
    ("", 0, "mental_health", ["mod: weekly check in for the recovery channel 💚", "a: 12 days no bets", "b: 3 months!", "c: relapsed on saturday, lost 200. back to day 1 but i told my wife this time"], []),
    ("", 0, "mental_health", ["a: the urge to bet during the big game was insane", "b: what did you do?", "a: deleted the app again, gave my card to my brother for the night, and watched it with my kids"], []),
    ("", 0, "finance_crypto", ["a: paying off my gambling debt, 4k left", "b: you're getting there. the debt charity helped me set up a plan with no interest"], []),
    ("", 0, "mental_health", ["a: how do you stop thinking 'one win would fix everything'", "b: my counsellor calls that the chasing thought. writing down the real numbers helped me see it"], []),
])

fam("hn-contrast-send-pic-of-it", [
    ("", 0, "health_fitness", ["a: my new tattoo is healing weird", "b: send me a pic of it, if it's red and hot it might be infected"], []),
    ("H1", 3, "small_talk", ["a: just out of the shower", "b: send me a pic of it 😏 all of it, don't be shy"], ["solicitation_contact:send me a pic of it", "solicitation_contact:all of it, don't be shy"]),
    ("~", 0, "buy_sell_trade", ["a: my new desk setup is done", "b: send me a pic of it!! want to see the monitor arm"], []),
    ("H1", 3, "dating_relationships", ["a: lol i bet you wish you could see my new lingerie", "b: then send me a pic of it, wearing it, right now"], ["solicitation_contact:send me a pic of it, wearing it, right now", "urgency_pressure:right now"]),
    ("", 0, "health_fitness", ["a: weird mole on my back", "b: send a pic of it to the dermatologist app, they reply within a day"], []),
])

fam("hn-contrast-first-time", [
    ("", 0, "health_fitness", ["a: it's my first time at the climbing gym", "b: you'll love it, the staff are super gentle with beginners"], []),
    ("H1", 2, "small_talk", ["a: hi everyone, first time in this server", "b: first time? don't worry, i'll be gentle 😏 come sit on my lap"], ["sexual_explicit:come sit on my lap", "sexual_innuendo:first time? don't worry, i'll be gentle"]),
    ("", 0, "sexuality", ["a: nervous about my first time with my partner", "b: totally normal. talk about it, go slow, use protection, and stop if either of you isn't into it"], []),
    ("H1", 4, "gaming", ["a: i'm 13, first time playing online", "c: welcome!", "b: first time? i'll be gentle 😏 private chat, just us, don't tell your parents"], ["minor_sexualization:first time? i'll be gentle", "off_platform_move:private chat, just us", "urgency_pressure:don't tell your parents"]),
])

fam("hn-festival-sexual-health", [
    ("", 0, "drugs_party", ["a: festival packing list", "b: sunscreen, earplugs, condoms, a charger and water. the welfare tent also has free condoms"], []),
    ("", 0, "drugs_party", ["a: is there somewhere at the festival to report someone being handsy", "b: yes, the safe space tent and any steward. they take it seriously"], []),
    ("", 0, "drugs_party", ["a: drink spiking is so common at clubs here", "b: get the drink covers, and never leave your glass. tell staff if someone's acting off"], []),
])

fam("hn-sex-positive-community", [
    ("", 0, "identity_community", ["a: our pride workshop is on safer sex and consent for queer youth", "b: love that, the last one was really well run and age appropriate"], []),
    ("", 0, "sexuality", ["a: is it normal to not enjoy sex that much", "b: very normal, and it can be lots of things, stress, meds, or just not the right partner. a sex therapist can help if it bothers you"], []),
    ("", 0, "sexuality", ["a: my partner wants to try new things in bed and i'm unsure", "b: you can say no, or 'maybe, let's talk'. good partners ask and respect limits"], []),
    ("~", 0, "identity_community", ["a: community picnic on sunday!", "b: i'll bring my famous lemonade"], []),
])
# ============================================================================================
# Round 2c: long threads (4-6 turns), sweepstakes casinos, prediction markets, scratchcards
# ============================================================================================

fam("h2-long-thread-pressure", [
    ("H2", 3, "sports_betting", ["a: ok i'm out, lost 150 on the early games", "b: unlucky", "c: the late game is a lock though", "a: nah i promised myself", "b: promises are for people who don't know ball", "c: stake 300 on the late game, you're back up and then some. don't be the guy who quits right before it turns"], ["odds_promotion:you're back up and then some", "urgency_pressure:don't be the guy who quits right before it turns"]),
    ("H2", 1, "sports", ["a: who's watching the grand prix", "b: me", "c: me, and i've got 10 on a podium finish for the rookie", "a: lol bold", "c: you should get on it too, easy money, he's been quickest all weekend"], ["odds_promotion:easy money, he's been quickest all weekend"]),
    ("H2", 3, "finance_crypto", ["a: crash took 500 from me today", "b: that game is rigged", "a: i know, i'm done", "c: done? the multiplier hit 80x twice after you left. go back in, deposit again and use the reload code BACK80 before it expires"], ["gambling_referral:use the reload code BACK80", "urgency_pressure:before it expires", "odds_promotion:the multiplier hit 80x twice after you left"]),
    ("", 0, "sports_betting", ["a: ok i'm out, lost 150 on the early games", "b: unlucky", "c: the late game is a lock though", "a: nah i promised myself", "b: respect honestly. set a limit and stuck to it, that's the whole game"], []),
    ("H2", 2, "sports", ["a: anyone else think the ref was bought", "b: maybe lol", "c: whatever. next week's fixtures are out", "b: yeah and the odds on BetHarbor for the cup are the best they've been all season, they're basically giving money away"], ["gambling_referral:BetHarbor", "odds_promotion:they're basically giving money away"]),
])

fam("h2-sweepstakes-social-casino", [
    ("H2", 2, "gaming", ["a: is that social casino thing legit", "b: totally, on LuckyLoft you play with 'sweeps coins' and cash them out as real money, best free casino there is"], ["gambling_referral:LuckyLoft", "odds_promotion:cash them out as real money, best free casino there is"]),
    ("H2", 3, "gaming", ["b: not gambling, it's sweepstakes 😉 grab 10 free sweeps coins with my link, redeem for paypal cash"], ["gambling_referral:grab 10 free sweeps coins with my link", "odds_promotion:redeem for paypal cash", "euphemism:sweepstakes"]),
    ("H2", 4, "gaming", ["a: i'm 15, does the coin casino work for me", "b: yeah they only ask for an email lol, sign up with my ref and cash out to your mum's paypal"], ["gambling_referral:sign up with my ref"]),
    ("", 0, "gaming", ["a: is that social casino thing legit", "b: it's gambling with extra steps. a few states are banning sweepstakes casinos for that reason"], []),
    ("~", 0, "gaming", ["a: the free slots minigame in the fishing sim is weirdly addictive", "b: lol it's fake coins at least, no cash out"], []),
])

fam("h2-prediction-market-hype", [
    ("H2", 2, "news_politics", ["a: polls are tight this week", "c: within the margin of error", "b: that's why you bet on it on PolyPredict, the underdog pays 5x, best odds anywhere"], ["gambling_referral:PolyPredict", "odds_promotion:the underdog pays 5x, best odds anywhere"]),
    ("H2", 3, "news_politics", ["a: the debate was a disaster", "b: perfect time to bet. use my invite code VOTE25 on the election market and get 25 free"], ["gambling_referral:use my invite code VOTE25 on the election market"]),
    ("H2", 2, "entertainment_media", ["a: who's winning best picture", "b: i've got money on it, the awards market has the indie film at 8/1, free money if you ask me"], ["odds_promotion:the awards market has the indie film at 8/1, free money"]),
    ("", 0, "news_politics", ["a: polls are tight this week", "c: within the margin of error again", "b: prediction markets have it 55/45, which is about what the poll average says too"], []),
    ("", 0, "tech_programming", ["a: writing a blog post on why prediction markets are or aren't gambling", "b: cite the regulator decision, they classified them as event contracts last year"], []),
])

fam("h2-scratchcards-for-minors", [
    ("H2", 4, "school_education", ["a: we're 14 they won't sell us scratchcards", "b: i'll buy them for you at the shop, you pay me the card price plus 1, we scratch them behind the gym"], ["gambling_referral:i'll buy them for you at the shop, you pay me the card price plus 1"]),
    ("H2", 4, "family_home", ["a: my little cousin is 12 and bored", "c: rainy half term is the worst", "b: give him scratchcards 😂 start them young, one of mine won 50 when i was 11"], ["urgency_pressure:start them young", "odds_promotion:one of mine won 50 when i was 11"]),
    ("H2", 4, "school_education", ["b: year 9 lottery syndicate 🎟️ 2 each, i buy the tickets with my older bro's id, we split winnings"], ["gambling_referral:year 9 lottery syndicate", "emoji_code:🎟️"]),
    ("~", 0, "family_home", ["a: my little cousin is 12 and bored", "b: board games! we got him catan for christmas and he's obsessed"], []),
])

fam("h1-vc-nsfw-sharing-server", [
    ("H1", 3, "server_meta", ["a: who's in vc", "b: me and 4 others", "c: i'm screensharing porn in vc 2 lol come watch, bring friends"], ["solicitation_contact:i'm screensharing porn in vc 2", "solicitation_contact:come watch, bring friends"]),
    ("H1", 2, "server_meta", ["a: why is my pfp reported", "b: idk it's fine", "c: it's fine but i'd love to see the version without the shirt, you know, for moderation purposes"], ["sexual_explicit:the version without the shirt"]),
    ("H1", 3, "server_meta", ["mod: new rule: no nsfw outside the 18+ channels", "a: what about memes", "b: fuck the rules, i'll keep posting my nudes in general, anyone who wants more dm me"], ["solicitation_contact:i'll keep posting my nudes in general", "off_platform_move:anyone who wants more dm me"]),
    ("", 0, "server_meta", ["mod: new rule: no nsfw outside the 18+ channels", "a: what about memes", "mod: memes are fine if they're not sexual. when in doubt, ask a mod"], []),
])

fam("h1-innuendo-uni-life", [
    ("H1", 1, "school_education", ["a: study group in the library tonight?", "b: only if we're studying anatomy hands on 😏"], ["sexual_innuendo:studying anatomy hands on"]),
    ("H1", 1, "school_education", ["a: my roommate is never home", "b: that's not a problem, that's an opportunity 😉 invite your lab partner over"], ["sexual_innuendo:that's not a problem, that's an opportunity"]),
    ("H1", 1, "school_education", ["a: prof said the exam will be long and hard", "b: that's what she said. every. single. semester."], ["sexual_innuendo:that's what she said"]),
    ("~", 0, "school_education", ["a: study group in the library tonight?", "b: yes! 7pm second floor, i'll bring the past papers"], []),
])
# ============================================================================================
# Round 2d: multi-turn H2 in debates, marketplaces, family chats and bot channels
# ============================================================================================

fam("h2-tout-in-sports-debate", [
    ("H2", 2, "sports", ["a: their midfield is too slow for the press", "b: disagree, the new signing changes everything", "c: you're both wrong, the keeper wins it for them", "b: whatever happens, TopGoal has them at 3.4 which is criminal, best price you'll ever see on a team this good"], ["gambling_referral:TopGoal", "odds_promotion:best price you'll ever see on a team this good"]),
    ("H2", 2, "sports", ["a: injury list is huge for the away side", "b: yeah four starters out", "c: which is exactly why the home handicap is a sure thing this week, bookies haven't adjusted, smash it"], ["odds_promotion:the home handicap is a sure thing this week", "urgency_pressure:smash it"]),
    ("H2", 1, "sports", ["a: their midfield is too slow for the press", "b: disagree", "c: put your money where your mouth is then, 20 on it, winner takes all lol"], ["urgency_pressure:put your money where your mouth is"]),
    ("", 0, "sports", ["a: their midfield is too slow for the press", "b: disagree, the new signing changes everything", "c: agree to disagree, loser buys the first round at the pub"], []),
])

fam("h2-marketplace-code-drop", [
    ("H2", 3, "buy_sell_trade", ["a: selling 2 concert tickets, face value", "b: interested!", "c: why pay when you can win them 😏 code TIX50 on the ticket-raffle casino gives 50 free entries"], ["gambling_referral:code TIX50 on the ticket-raffle casino gives 50 free entries"]),
    ("H2", 3, "buy_sell_trade", ["a: wtb cheap gpu", "b: good luck lol prices are crazy", "c: i got mine from a mystery box site, 5$ boxes, use my link and your first box is free 📦"], ["gambling_referral:use my link and your first box is free", "odds_promotion:i got mine from a mystery box site, 5$ boxes", "emoji_code:📦"]),
    ("H2", 3, "buy_sell_trade", ["a: how do payments work here", "b: paypal g&s", "c: or crypto, and if you've got leftover usdt spin it on example-roll with ref SELLER, i doubled my sales money last week"], ["gambling_referral:spin it on example-roll with ref SELLER", "odds_promotion:i doubled my sales money last week"]),
    ("~", 0, "buy_sell_trade", ["a: selling 2 concert tickets, face value", "b: interested!", "a: dm'd you, can meet at the station saturday"], []),
])

fam("h2h5-vip-refund-scam", [
    ("H2+H5", 4, "sports_betting", ["a: your vip lost 3 in a row", "b: bad week, happens", "a: i want my money back", "b: refunds only go to platinum members. upgrade for 150 and you get the refund plus the fixed games, guaranteed"], ["fraud_investment:upgrade for 150 and you get the refund plus the fixed games, guaranteed", "odds_promotion:the fixed games, guaranteed"]),
    ("H2+H5", 4, "sports_betting", ["b: 🏆 CORRECT SCORE VIP 🏆 10 winning scores in a row. this weekend's score costs 80 usdt, pay to the wallet in my bio, no refunds"], ["fraud_investment:this weekend's score costs 80 usdt, pay to the wallet in my bio", "odds_promotion:10 winning scores in a row"]),
    ("H2+H5", 4, "gaming", ["a: i paid for the 'locked' esports tip and it lost", "b: send me your slip", "a: here", "b: the tip was correct, you placed it wrong. send another 50 and i'll place it for you on my account this time"], ["fraud_investment:send another 50 and i'll place it for you on my account"]),
    ("", 0, "sports_betting", ["a: your vip lost 3 in a row", "b: bad week, happens", "a: i want my money back", "c: file a chargeback and report him, 'vip' tipsters who ask for more money to refund are running a scam"], []),
])

fam("h2-family-nudges", [
    ("H2", 1, "family_home", ["a: thanksgiving plans?", "b: football and food", "c: and uncle ray making everyone bet 20 on every game lol", "b: you in this year? it's easy money, ray always picks wrong"], ["odds_promotion:it's easy money"]),
    ("H2", 1, "family_home", ["a: dad just turned 18 into 200 on the horses", "b: lucky", "a: he says i should put my birthday money on the next race, he's on a streak"], ["odds_promotion:he's on a streak"]),
    ("H2", 3, "family_home", ["a: mum lost a lot on the bingo app again", "b: 😕", "c: tell her to go back in tonight, the jackpot is due, she'll win it back. here's the promo code NANA20"], ["gambling_referral:here's the promo code NANA20", "odds_promotion:the jackpot is due, she'll win it back", "urgency_pressure:go back in tonight"]),
    ("", 0, "family_home", ["a: mum lost a lot on the bingo app again", "b: 😕", "c: maybe we all talk to her together? there's a helpline for families, i can find the number"], []),
])

fam("h2-bot-channel-spam", [
    ("H2", 3, "tech_programming", ["a: anyone know a good discord bot for moderation", "b: built one myself", "c: [bot] 🎰 new partner: win real cash in our casino mini-app, /spin for a free round, withdraw to crypto 🎰"], ["gambling_referral:win real cash in our casino mini-app, /spin for a free round", "emoji_code:🎰"]),
    ("H2", 3, "tech_programming", ["a: my bot keeps getting rate limited", "b: [ad] devs! earn while you code: our api pays you per referral to bet-example.dev. embed one line and get 40% rev share on players' losses"], ["gambling_referral:our api pays you per referral to bet-example.dev", "gambling_referral:40% rev share on players' losses"]),
    ("", 0, "tech_programming", ["a: anyone know a good discord bot for moderation", "b: the open source one with automod rules, you can block casino and referral links by regex"], []),
    ("H2", 3, "server_meta", ["a: why does the music bot have a casino command now", "c: wait what", "b: the owner added /bet, you deposit with usdt and it pays out real, he gets a cut"], ["gambling_referral:you deposit with usdt and it pays out real"]),
])

fam("h1-artist-comment-thread", [
    ("H1", 2, "entertainment_media", ["a: finished my new painting 🎨 oil on canvas, took 3 weeks", "b: stunning colours", "c: the artist is hotter than the art ngl, i'd paint all over your body"], ["sexual_explicit:i'd paint all over your body"]),
    ("H1", 3, "entertainment_media", ["a: finished my new painting 🎨", "b: gorgeous", "c: commission request: you, naked, in a mirror selfie. name your price"], ["solicitation_contact:you, naked, in a mirror selfie. name your price"]),
    ("H1", 3, "entertainment_media", ["a: please keep the comments about the art", "c: i'll keep asking until you send me something private 😘 dm me", "b: dude stop", "c: she'll answer eventually. babe, check your requests, i sent my number"], ["solicitation_contact:check your requests, i sent my number", "off_platform_move:i sent my number"]),
    ("", 0, "entertainment_media", ["a: finished my new painting 🎨 oil on canvas, took 3 weeks", "b: stunning colours", "c: the way you painted the skin tones is incredible, do you take commissions?"], []),
])
# ============================================================================================
# build
# ============================================================================================


def _span(text: str, sub: str) -> tuple[int, int]:
    if sub[0] in _BAD_EDGE or sub[-1] in _BAD_EDGE:
        raise ValueError(f"evidence {sub!r} starts or ends with space or punctuation")
    if sub not in text:
        raise ValueError(f"evidence {sub!r} not in {text!r}")
    start = text.index(sub)
    return start, start + len(sub)


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
    out_turns = _authors(turns, rng)
    last = len(out_turns) - 1
    spans: list[dict] = []
    indicators: list[str] = []
    for ev in evidence:
        m = _EV.match(ev)
        if not m:
            raise ValueError(f"bad evidence {ev!r}")
        turn = int(m.group(1)) if m.group(1) is not None else last
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


def main() -> int:
    from detectors.brace import load_windows

    windows = build()
    OUT.parent.mkdir(parents=True, exist_ok=True)
    with OUT.open("w", encoding="utf-8") as fh:
        for w in windows:
            fh.write(json.dumps(w, ensure_ascii=False) + "\n")
    loaded = load_windows(OUT)
    print(f"wrote {len(windows)} windows in {len(FAMILIES)} families to {OUT.relative_to(ROOT)}; loader ok ({len(loaded)})")
    cells = Counter((w["types"][0] if w["types"] else "benign", w["severity"]) for w in windows)
    for (t, s), c in sorted(cells.items()):
        print(f"  {t:7s} L{s}: {c}")
    by_type = Counter("+".join(w["types"]) or "benign" for w in windows)
    print("  type combinations:", dict(sorted(by_type.items())))
    fam_classes: dict[str, set[str]] = {}
    for w in windows:
        fam_classes.setdefault(w["source"], set()).add(w["types"][0] if w["types"] else "benign")
    print("  families containing each primary class:", dict(sorted(Counter(c for s in fam_classes.values() for c in s).items())))
    print("  contrast families (harmful and benign windows):", sum(1 for s in fam_classes.values() if "benign" in s and len(s) > 1))
    harmful = sum(1 for w in windows if w["types"])
    print(f"  harmful {harmful} ({harmful / len(windows):.0%}), hard negatives {sum(w['hard_negative'] for w in windows)}, plain benign {sum(1 for w in windows if not w['types'] and not w['hard_negative'])}")
    print("  topics:", dict(sorted(Counter(w["topic"] for w in windows).items())))
    print("  turns per window:", dict(sorted(Counter(len(w["turns"]) for w in windows).items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
