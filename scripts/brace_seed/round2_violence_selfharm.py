"""BRACE seed round 2: H3 violence/threats, H4 suicide/self-harm and their hard negatives.

Writes data/brace/seed/round2_violence_selfharm.jsonl (ids seed-r2vs-00001...), deterministically.
Every window was written by hand for Parry (no text taken from any data set), as many small
families, one scenario each, so that a family held out of training resembles families seen
in training without being a copy of one. Contrast windows (the same last turn, harmful in one
context and benign in another) share a family, so a split never separates them.

Data format (the FAMILIES text blocks below):

    === family-name | types | severity | topic [| flag]     one family; defaults for its windows
    @ types severity topic [flag]                           optional per-window override
    author: text                                            one turn; the last turn is judged
    --                                                      next window of the same family

`types` is "H3", "H4,H3" (primary first) or "-" for benign. `flag` is "hn" (hard negative:
benign windows default to it, L1 windows may set it) or "plain" (benign, not a hard negative).
Evidence is marked inline as ``[text|indicator,indicator]``, nested ``{text|indicator}`` for an
evasion inside it. On the judged turn the marks set `indicators`; on earlier turns they only add
context spans. Spans are found with ``str.index`` of the evidence substring in the final text,
never typed as numbers. Self-harm methods are named only ("pills", "the bridge"), never
explained; no real people, addresses or numbers (555 numbers, made-up streets).

Run from the repository root:  .venv/bin/python scripts/brace_seed/round2_violence_selfharm.py
"""

from __future__ import annotations

import json
import random
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "data" / "brace" / "seed" / "round2_violence_selfharm.jsonl"
GROUP = "seed:round2_violence_selfharm/"
ID_PREFIX = "seed-r2vs-"
SEED = 20240917  # fixes the window order inside the file

OPEN = {"[": "]", "{": "}"}
STRIP = " \t.,;:!?'\""


def parse_marked(marked: str, where: str) -> tuple[str, list[tuple[str, int, str]]]:
    """Strip ``[ev|ind,..]`` / ``{ev|ind}`` markup; return (plain text, [(evidence, hint, indicator)])."""
    out: list[str] = []
    stack: list[tuple[str, int]] = []  # (closing char, start offset in plain text)
    marks: list[tuple[str, int, str]] = []
    i = 0
    while i < len(marked):
        ch = marked[i]
        if ch in OPEN:
            stack.append((OPEN[ch], len("".join(out))))
            i += 1
        elif ch == "|" and stack:
            close, start = stack.pop()
            end = marked.find(close, i)
            if end < 0:
                raise SystemExit(f"{where}: unclosed mark in {marked!r}")
            plain = "".join(out)
            evidence = plain[start:]
            for ind in marked[i + 1 : end].split(","):
                marks.append((evidence, start, ind.strip()))
            i = end + 1
        elif ch in "]}":
            raise SystemExit(f"{where}: stray {ch!r} in {marked!r}")
        else:
            out.append(ch)
            i += 1
    if stack:
        raise SystemExit(f"{where}: unclosed mark in {marked!r}")
    return "".join(out), marks


def make_window(family: str, types: list[str], severity: int, topic: str, hard: bool,
                lines: list[str], where: str) -> dict:
    turns: list[dict] = []
    spans: list[dict] = []
    indicators: list[str] = []
    last = len(lines) - 1
    for n, line in enumerate(lines):
        author, sep, marked = line.partition(": ")
        if not sep or not author or " " in author:
            raise SystemExit(f"{where}: bad turn line {line!r}")
        text, marks = parse_marked(marked, where)
        for evidence, hint, ind in marks:
            if evidence != evidence.strip(STRIP) or not evidence:
                raise SystemExit(f"{where}: evidence {evidence!r} has edge spaces/punctuation")
            start = text.index(evidence, hint)
            spans.append({"turn": n, "start": start, "end": start + len(evidence), "indicator": ind})
            if n == last and ind not in indicators:
                indicators.append(ind)
        turns.append({"author": author, "text": text})
    if types and not any(s["turn"] == last for s in spans):
        raise SystemExit(f"{where}: harmful window without a span on the judged turn")
    return {
        "id": None,
        "turns": turns,
        "types": types,
        "severity": severity,
        "topic": topic,
        "indicators": indicators,
        "spans": sorted(spans, key=lambda s: (s["turn"], s["start"], s["end"], s["indicator"])),
        "source": GROUP + family,
        "hard_negative": hard,
    }


def parse_types(spec: str) -> list[str]:
    return [] if spec == "-" else spec.split(",")


def parse_blocks(block: str) -> list[dict]:
    windows: list[dict] = []
    family = ""
    defaults: tuple[list[str], int, str, str] = ([], 0, "", "")
    current: list[str] = []
    override: tuple[list[str], int, str, str] | None = None

    def flush() -> None:
        nonlocal current, override
        if current:
            types, sev, topic, flag = override or defaults
            if not family:
                raise SystemExit(f"window outside a family: {current}")
            hard = flag == "hn" or (not types and flag != "plain")
            where = f"{family} #{sum(1 for w in windows if w['source'] == GROUP + family)}"
            windows.append(make_window(family, types, sev, topic, hard, current, where))
        current, override = [], None

    for raw in block.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("=== "):
            flush()
            parts = [p.strip() for p in line[4:].split("|")]
            family = parts[0]
            defaults = (parse_types(parts[1]), int(parts[2]), parts[3], parts[4] if len(parts) > 4 else "")
        elif line == "--":
            flush()
        elif line.startswith("@ "):
            bits = line[2:].split()
            override = (parse_types(bits[0]), int(bits[1]), bits[2], bits[3] if len(bits) > 3 else "")
        else:
            current.append(line)
    flush()
    return windows


def check(windows: list[dict]) -> None:
    owner: dict[str, str] = {}
    seen: set[str] = set()
    for w in windows:
        judged = w["turns"][-1]["text"]
        if owner.setdefault(judged, w["source"]) != w["source"]:
            raise SystemExit(f"judged turn in two families: {judged!r} ({owner[judged]}, {w['source']})")
        key = json.dumps(w["turns"], ensure_ascii=False)
        if key in seen:
            raise SystemExit(f"duplicate window: {key}")
        seen.add(key)
        if (w["severity"] == 0) != (not w["types"]):
            raise SystemExit(f"severity/types mismatch: {key}")
        if w["hard_negative"] and w["severity"] > 1:
            raise SystemExit(f"hard negative above L1: {key}")
    sizes = Counter(w["source"] for w in windows)
    for fam, n in sizes.items():
        if not 3 <= n <= 7:
            raise SystemExit(f"family {fam} has {n} windows (want 3-7)")


def main() -> int:
    windows: list[dict] = []
    for block in FAMILIES:
        windows.extend(parse_blocks(block))
    check(windows)
    random.Random(SEED).shuffle(windows)
    for n, w in enumerate(windows, start=1):
        w["id"] = f"{ID_PREFIX}{n:05d}"
    OUT.parent.mkdir(parents=True, exist_ok=True)
    with OUT.open("w", encoding="utf-8") as fh:
        for w in windows:
            fh.write(json.dumps(w, ensure_ascii=False) + "\n")

    sys.path.insert(0, str(ROOT))
    from detectors.brace import load_windows  # validates the file exactly as training reads it

    loaded = load_windows(OUT)
    print(f"wrote {len(loaded)} windows to {OUT.relative_to(ROOT)} (load_windows ok)")
    cells = Counter((w["types"][0] if w["types"] else "benign", w["severity"]) for w in windows)
    for key in sorted(cells):
        print(f"  {key[0]:6} L{key[1]}: {cells[key]}")
    fams: dict[str, set[str]] = {}
    for w in windows:
        fams.setdefault(w["types"][0] if w["types"] else "benign", set()).add(w["source"])
    for cls in sorted(fams):
        print(f"  families with {cls:6}: {len(fams[cls])}")
    harmful = sum(1 for w in windows if w["types"])
    print(f"  harmful {harmful} ({harmful / len(windows):.0%}), benign {len(windows) - harmful}, "
          f"hard negatives {sum(w['hard_negative'] for w in windows)}, multi-type {sum(len(w['types']) > 1 for w in windows)}")
    print(f"  families: {len({w['source'] for w in windows})}, topics: {len({w['topic'] for w in windows})}")
    print("  topics: " + ", ".join(f"{t} {n}" for t, n in sorted(Counter(w['topic'] for w in windows).items())))
    print(f"  windows by turns: {dict(sorted(Counter(len(w['turns']) for w in windows).items()))}")
    return 0


# ======================================================================================
# FAMILIES. Each string holds several families; see the module docstring for the format.
FAMILIES: list[str] = []

# --------------------------------------------------------------------------------------
# H3: trash talk that turns real, anchors (school, address, time), doxxing, swatting
FAMILIES.append(r"""
=== h3-lobby-spawncamp-vs-irl | H3 | 3 | gaming
@ - 0 gaming
orrin: gg ez
vexa: ez?? you spawn camped the whole match
vexa: bro stop spawn camping me its not funny
orrin: [ur dead every round kid|threat_explicit], get used to it 😂
--
@ - 0 gaming
vexa: that last round was so close
kip: vexa was one hp lmao
vexa: rematch? best of 3
orrin: bet. i'm [gonna end you|threat_explicit] so hard you'll alt f4
--
orrin: why is my account flagged
kip: lol someone reported you
vexa: reported u for the wallhacks btw
orrin: wow ok
vexa: it's literally a wallhack, everyone saw the replay
orrin: cool. you're the kid from [westbrook middle|doxxing_personal_info] right? saw your jersey on stream. [ur dead kid|threat_veiled], monday
--
@ H3 4 gaming
orrin: who reported me, i got a 30 day ban
kip: vexa did, said so in general
vexa: enjoy the ban lol
orrin: [you live on 41 garnet way|doxxing_personal_info], [i'm outside in 20 min with a {bat|weapon_mention}|threat_explicit]. [ur dead|threat_explicit] for real this time
--
@ - 0 gaming
tamsin: who's up for customs
orrin: me, [i'll murder all of you|threat_explicit] in the pistol round, winner picks the map
--
vexa: why u following me on every platform
kip: orrin chill it's a game
orrin: [found your mum's facebook too|doxxing_personal_info]. [keep reporting and see what happens|threat_veiled]
""")

FAMILIES.append(r"""
=== h3-school-after-bell | H3 | 3 | school_education
hollis: why did u snitch to mr kaur about the vape
bram: nobody snitches on me
hollis: i didn't say it was you, he found it himself
cleo: bram leave it
bram: [see you at the bike racks after last bell|threat_veiled]. [bring a helmet you'll need it|threat_veiled]
--
@ H3 4 school_education
cleo: what plan
hollis: bram keeps saying he'll get me after school lol
hollis: nobody cares about ur stupid plan
bram: thursday 3:15 back gate. i'm bringing my brother's [knife|weapon_mention] and [ur getting cut|threat_explicit]
--
hollis: pls stop posting my schedule
bram: [room 114 third period, then the library|doxxing_personal_info]. [i'll be waiting both places|threat_veiled]
--
@ - 0 school_education
hollis: mr okafor said we can use the lab on thursday
hollis: can u help me move the robotics stuff
bram: yeah see you at the bike racks after last bell, bring the cart
--
@ H3 2 school_education
bram: ur so weird
cleo: he didn't even do anything
hollis: i don't want to fight anyone, just leave me alone
bram: you keep acting like that and [someone's gonna hurt you eventually|threat_veiled] lol
""")

FAMILIES.append(r"""
=== h3-dox-and-dogpile | H3 | 3 | server_meta
tavo: anyone else see the leak
rhea: the whole modlog is public now lol
ines: who is the guy that leaked the modlogs
rhea: the one who screenshotted the mod chat?
ines: yeah that guy
tavo: [his name is jordan pell|doxxing_personal_info], [works at the car wash on 3rd and lark|doxxing_personal_info]. [y'all know what to do|incitement]
--
tavo: [kestrel's real number is 555-0163|doxxing_personal_info], [spam it till he cries|incitement]
--
@ H3 4 server_meta
rhea: lol this server is dying
ines: that admin banned half the server
rhea: he's such a tyrant
tavo: [admin lives at 9 fenwick close, black gate|doxxing_personal_info], [parents away this week|doxxing_personal_info]. [we go friday night and wreck him|incitement,threat_explicit]
--
@ - 0 server_meta
ines: someone posted my address in #general
rhea: wtf who did that
ines: some guy called tavo, it's still up
mod: deleted and banned. [posting anyone's address|doxxing_personal_info] is a permanent ban here, sorry that happened
--
ines: can someone find who runs the rival server
tavo: [anyone got his address|doxxing_personal_info]? [i wanna pay him a visit|threat_veiled]
""")

FAMILIES.append(r"""
=== h3-swatting-talk | H3 | 4 | entertainment_media
juno: clan meeting tonight?
wick: did u see his latest vid
juno: yeah he called us cheaters
juno: that streamer keeps trashing our clan
wick: [he lives at 77 pell ridge|doxxing_personal_info], i checked the mail in his vod. [who's calling in the swat, tonight while he's live|incitement]
--
@ H3 3 entertainment_media
wick: [someone should swat rylee|incitement], would be funny to watch live
--
@ H3 4 gaming
juno: bro he trashed me in ranked again
sol: just mute him lol
wick: [i got his addy from the giveaway form|doxxing_personal_info]. [calling it in as a hostage thing at 10pm|incitement,threat_explicit], watch his stream
--
@ - 0 news_politics
juno: did u see the swatting story
sol: wait which one
juno: the speedrunner, it was everywhere
wick: yeah a streamer got swatted mid stream, the caller got 4 years. people think it's a prank but cops show up armed
--
@ - 0 gaming
juno: the breach mission is so hard
wick: let the swat team go first, flashbang the room and then push
""")

FAMILIES.append(r"""
=== h3-pet-threat | H3 | 3 | family_home
dunn: your dog barked from 11 till 3 last night
lark: i know, i'm working on it
lark: sorry about the barking, he's a puppy
dunn: one more night and [your dog eats something it shouldn't|threat_veiled]. [i know it's out back alone after 10|threat_veiled]
--
dunn: [i'll put your cat in the river|threat_explicit] if it shits in my garden again
--
@ H3 2 family_home
dunn: there's dog mess on my path again
lark: my dog got out again, sorry
dunn: if i see that mutt on my lawn again [it won't be walking home|threat_veiled]
--
@ - 0 family_home
lark: he stopped eating on monday
dunn: oh no, what did the vet say
lark: the vet says we have to put him down tomorrow 😢
dunn: i'm so sorry. he had the best life with you, want me to come with?
--
@ H3 4 family_home
lark: my dog came home with a cut on his leg
lark: was that you?
dunn: prove it
lark: i'm calling animal control on you
dunn: [i'm at your back fence right now|threat_explicit] with the [shovel|weapon_mention]. [say bye to the dog|threat_explicit]
""")

FAMILIES.append(r"""
=== h3-family-as-leverage | H3 | 3 | family_home
croft: why won't you answer me
aya: i told you it's over, stop texting my friends
mira: croft stop, she said no
croft: [your little brother walks home alone from kennedy elementary|doxxing_personal_info], right. [be a shame|threat_veiled]
--
croft: you owe me a conversation
aya: i'm blocking you everywhere
croft: block me and [i start with your mom|threat_veiled]. [she still works the night desk at the motel on 6th|doxxing_personal_info]
--
@ H3 2 dating_relationships
aya: i'm not coming back
croft: [you'll regret it. you and your whole family|threat_veiled]
--
@ - 0 family_home
aya: my brother keeps walking home alone from school, is that ok at 9?
aya: he's in 4th grade and wants more independence
croft: depends on the route. we got my kid a cheap watch phone and picked a buddy to walk with
""")

FAMILIES.append(r"""
=== h3-ex-partner-location | H3 | 4 | dating_relationships
kellan: i saw your car is gone
kellan: where are you
kellan: answer me
rue: i'm staying somewhere safe, don't look for me
kellan: [you're at your sister's on bramble st|doxxing_personal_info]. [i can see the light on|threat_veiled]. [coming in|threat_explicit]
--
@ H3 3 dating_relationships
kellan: hey it's me
rue: how did you get this number
rue: i have a new number and a new life
kellan: [new number took me 2 days|doxxing_personal_info]. [you can't hide from me|threat_veiled]
--
@ H3 3 dating_relationships
kellan: [i'll kill him if i see you two together|threat_explicit]
--
kellan: who was that guy
rue: he's just a friend
kellan: [saw you both at the diner on 4th tonight, booth by the window|doxxing_personal_info]. [tell him to sleep with one eye open|threat_veiled]. [i'll be at his place at 2|threat_explicit]
--
@ - 0 dating_relationships
rue: my ex keeps showing up outside my work
rue: every day at 5, just sits in his car
kellan: that's stalking. keep a log with dates, screenshot everything, and ask about a protective order. want me to walk you to your car?
""")

FAMILIES.append(r"""
=== h3-gym-stalker | H3 | 3 | health_fitness
gus: hey beautiful
mina: stop messaging me i don't know you
gus: [saw you at the gym on 5th this morning, grey leggings, locker 12|doxxing_personal_info]. [you should be nicer to me|threat_veiled]
--
mina: leave me alone
gus: [i know which bus you take home from spin class|doxxing_personal_info]. [it's a long walk from the stop|threat_veiled]
--
@ H3 1 health_fitness
mina: can you wipe the bench after you use it
gus: it's not my job
mina: it's literally the gym rule
gus: [mind your business, sweaty try-hard|targeted_insult]
--
@ - 0 health_fitness
mina: someone at my gym keeps following me to my car
gus: that's creepy, has he said anything?
mina: he waits by the exit
gus: tell the front desk, they can have staff walk you out. and park under the lights
--
@ H3 4 health_fitness
mina: i blocked you, stop making new accounts
gus: [you're on the treadmill by the window right now|doxxing_personal_info]. [i'm parked next to your car|threat_veiled], we'll talk when you come out
""")

FAMILIES.append(r"""
=== h3-workplace-fired | H3 | 3 | work_career
raf: noor you saw the email?
noor: they can't do this
raf: dennis signed it this morning
raf: hr says your last day is friday
noor: tell dennis [i'll be waiting at his car friday|threat_veiled]. [he won't be driving home|threat_veiled]
--
@ H3 4 work_career
noor: i'm not leaving
raf: you need to hand in your badge
mod: noor this is the work chat, take it offline
noor: i'll keep it. [i'm coming back monday 8am with my {shotgun|weapon_mention}|threat_explicit], [see who's laughing then|threat_veiled]
--
@ H3 2 work_career
noor: [someone should torch that office with the managers inside|incitement]
--
@ - 0 work_career
noor: ok update from week 2
raf: how's the new sales job
noor: honestly i'm killing it, closed 3 deals today and the boss wants to murder the targets for next quarter lol
--
@ H3 1 work_career
noor: pitched to acme today
raf: the client said your deck was confusing
noor: [the client is a brain-dead donkey|targeted_insult] and i'll say it to his face
""")

FAMILIES.append(r"""
=== h3-marketplace-scam-revenge | H3 | 3 | buy_sell_trade
pell: the ps5 never came, you scammed me
oskar: prove it lol
pell: i have your real name and your mum's address from paypal, [oskar brandt, 12 lowery rd|doxxing_personal_info]. [you'll pay one way or another|threat_veiled]
--
pell: 3 weeks and no sneakers
oskar: post office lost it
pell: [i'm going to find you and break every finger|threat_explicit] you type with
--
@ - 0 buy_sell_trade
oskar: you ok? you seem stressed
pell: i think i got scammed on a ps5 listing
oskar: open a dispute with your payment provider and report the listing. don't go to their house, seriously
--
@ H3 4 buy_sell_trade
oskar: the controller you sold me is broken
oskar: answer me
pell: i refunded u, leave me alone
oskar: too late, [i'm parked outside 12 lowery rd|doxxing_personal_info]. [come out or i'm coming in with the {bat|weapon_mention}|threat_explicit]
""")

FAMILIES.append(r"""
=== h3-crypto-rug-rage | H3 | 3 | finance_crypto
ilse: wait the chart just went vertical down
dax: the dev rugged, liquidity gone
kit: rip everyone
dax: i'm down 80%
ilse: [dev is marco telles, lives in the flat above the pharmacy on verne st|doxxing_personal_info]. [someone go knock|incitement]
--
dax: lost 4 grand on that token
kit: same here, 2 grand
ilse: if i ever find the dev [i'll put him in a wheelchair|threat_explicit]
--
@ H3 2 finance_crypto
dax: anyone still holding anything
kit: did you guys see the new launch
ilse: same devs as the last rug lol
dax: another rug, same team
ilse: honestly these devs [deserve to get dragged into the street and beaten|threat_veiled]
--
@ - 0 finance_crypto
dax: lost 4 grand on that token, dev vanished
ilse: that's brutal. report it to the exchange and the police fraud line, sometimes they trace the wallets
--
@ - 0 finance_crypto
ilse: my bags got murdered in the dip, rip 💀
""")

# --------------------------------------------------------------------------------------
# H3: insults (L1), wishes and conditional threats (L2), glorification, gore, bullying
FAMILIES.append(r"""
=== h3-insult-code-review | H3 | 1 | tech_programming
sabe: pushed the refactor, pls review
sabe: split it into 3 commits so it's easier
quill: [who taught you to code, a toaster|targeted_insult]? this is unreadable
--
sabe: my pr has been open 3 days
quill: because [it's trash written by a clown|targeted_insult], close it yourself
--
bot: ci failed on main
sabe: sorry, i broke the build again
quill: [honestly you're the dumbest hire we've had|targeted_insult]. [hope your laptop explodes|targeted_insult]
--
@ - 0 tech_programming plain
sabe: pushed the refactor, pls review
quill: looks good mostly, left comments on the error handling. the retry loop can hang forever
--
@ H3 2 tech_programming
quill: rewrite all of it
sabe: can you be specific?
quill: no
sabe: can we keep the review about the code
quill: [i'll make every day on this team hell until you quit|threat_veiled], count on it
""")

FAMILIES.append(r"""
=== h3-insult-fandom-war | H3 | 1 | entertainment_media
bodhi: who's seen the remake
pika: the live action remake was fine actually
bodhi: [only an absolute brainlet would say that|targeted_insult] 🤡
--
pika: season 2 > season 1, fight me
bodhi: [ur opinion is as ugly as ur pfp lmao|targeted_insult]
--
bodhi: the fic in #recs is so bad
pika: i ship them, sue me
ola: let people enjoy things
bodhi: go back to your cave, [weirdo|targeted_insult], [nobody wants you in this fandom|targeted_insult]
--
@ - 0 entertainment_media
pika: season 2 > season 1, fight me
ola: oh no here we go
bodhi: oh it's ON. meet me in #debates, i'm bringing receipts and [i'll destroy you|threat_explicit] with timestamps 😤
--
@ H3 2 entertainment_media
pika: i just said i liked the remake
pika: why is everyone in my mentions
bodhi: [we'll keep coming every day till you delete your account|threat_veiled], every post, every reply
""")

FAMILIES.append(r"""
=== h3-hope-bad-things | H3 | 2 | sports
wynn: final whistle, 1-2
tuck: that ref robbed us again
wynn: that penalty was never a penalty
wynn: [i hope that ref wraps his car round a tree tonight|threat_veiled]
--
tuck: the keeper who let in 5 has a podcast now lol
tuck: and it's number 1 in sports
wynn: [hope someone breaks both his hands|threat_veiled] so he never plays again
--
@ H3 1 sports
tuck: ref robbed us
wynn: [hope he stubs his toe every morning|targeted_insult] for a year lmao
--
@ - 0 sports
wynn: what a game though
tuck: ref robbed us again
wynn: that handball was so clear i'm dying. the ref needs glasses, we still murder them in the return leg
--
@ H3 2 news_politics
wynn: [people like her should be hit by a bus|threat_veiled], slowly
""")

FAMILIES.append(r"""
=== h3-conditional-warning | H3 | 2 | small_talk
fenn: you need to stop talking about my brother
ama: i'm allowed to say what i want
fenn: keep talking like that and [you'll end up with a broken face|threat_veiled] one day
--
ama: the fight video is hilarious ngl
fenn: delete the video of the fight
ama: i'll post it anyway
fenn: i'm serious
fenn: post it and [you'll find out what happens to snitches|threat_veiled]
--
ama: why do u care who i date
fenn: [if i were him i'd watch my back|threat_veiled]. just saying
--
@ H3 3 small_talk
fenn: delete the video of the fight
ama: i'll post it anyway
fenn: [i know you get off work at 11 at the gas station on route 9|doxxing_personal_info]. [post it and find out|threat_veiled]
--
@ - 0 small_talk plain
fenn: pls don't post the beach pics
ama: i'll post the pics anyway
fenn: lol fine but crop me out, i look like a potato in every one
""")

FAMILIES.append(r"""
=== h3-glorify-attacker | H3 | 2 | news_politics
cleo: suspect named in the depot attack, 6 hurt
ray: they said he had a list of targets
cleo: the news is saying it was planned
marz: [that man is a hero|violence_glorification], finally someone did something
--
marz: any news from court
cleo: the guy who rammed the protest got 20 years
marz: [he should get a statue. 10/10 aim|violence_glorification]
--
@ H3 3 news_politics
cleo: the guy who rammed the protest got 20 years
marz: [he was right|violence_glorification] and [more should finish what he started at the next march|incitement]
--
@ - 0 news_politics
cleo: suspect named in the depot attack, 6 hurt
ray: that's near your cousin's work right?
marz: horrible. my cousin works near there, she's ok. hope the injured pull through
--
@ - 0 school_education
cleo: essay on the 1914 assassination due friday
marz: focus on how one shooting set off the alliances, the teacher loves that angle
""")

FAMILIES.append(r"""
=== h3-gore-for-laughs | H3 | 2 | entertainment_media
teo: bored
oona: anyone got the crash vid from the highway
teo: dm'd it. the part where the guy's arm is just lying there is [the funniest thing ever|violence_glorification] 😂
--
oona: this server is dead, post something
teo: posting the cartel clip, [watch his face when the {chainsaw|weapon_mention} starts|violence_glorification] lmaoo
--
@ H3 2 gaming
teo: [posted a real beheading in #memes|violence_glorification], people are so soft
--
@ - 0 entertainment_media
teo: going to the cinema friday
oona: is the new horror movie gory?
teo: very. there's a [chainsaw|weapon_mention] scene that made half the cinema walk out, practical effects are insane tho
--
@ - 0 health_fitness
oona: why were u at the er
teo: sliced my thumb on a mandoline, blood everywhere, 4 stitches. kitchen gloves from now on
""")

FAMILIES.append(r"""
=== h3-group-chat-bullying | H3 | 2 | school_education
jax: lmaooo look at this pic
lu: 💀💀
priya: can u guys stop using that pic of me
jax: no lol. [it's going in every chat, every day, till you switch schools|threat_veiled]
--
priya: why did u make a group without me
lu: lol
jax: it's literally called "[priya is a fat pig|targeted_insult]" what do u think
--
@ H3 1 school_education
priya: i got 100 on the quiz
lu: congrats!
jax: [nerd. nobody likes u|targeted_insult]
--
@ - 0 school_education
priya: some kids made a group to mock me
jax: that's bullying, screenshot everything and show mrs adeyemi. i'll come with you, and i left the group
--
@ H3 3 school_education
lu: did u see priya crying at lunch
jax: she told the teacher on us
lu: she's gonna regret it
priya: please just stop
jax: [tomorrow at lunch we're all gonna jump you|threat_explicit] by the gym doors
""")

FAMILIES.append(r"""
=== h3-violent-hyperbole-mild | H3 | 1 | family_home
rosa: my roommate left the dishes for a week
lio: a WEEK??
rosa: there's mould on the pan
lio: [i'd strangle him with the tea towel|threat_explicit] lol
--
rosa: brother ate my leftovers AGAIN
lio: [throw him off the balcony|incitement] 😂 kidding. label your food
--
rosa: my dad keeps changing the wifi password
lio: what for
rosa: so i go to bed at 10 lmao i'm 19
lio: [dads like that deserve a slap|threat_veiled] honestly lol
--
@ - 0 family_home
rosa: my roommate left the dishes for a week
lio: my mom would kill me if i did that. make a chore chart, it saved our flat
--
@ - 0 family_home
rosa: baby finally slept 5 hours
lio: i'd kill for 5 hours. i'm dead on my feet 💀
""")

FAMILIES.append(r"""
=== h3-revenge-fantasy-bully | H3 | 2 | school_education
orla: how's the new city?
nia: good until today
nia: that kid who bullied me in 8th grade just followed me
orla: the one who threw your bag in the bin?
nia: yep
orla: i still [dream about running him over|threat_veiled] in the parking lot
--
nia: remember mr holt, worst teacher ever
orla: [someone should have smashed his car windows with him in it|incitement]
--
@ H3 3 school_education
orla: did you check the timetable
nia: bryce is in my bio class this year
orla: [i'm going to beat bryce until he can't stand|threat_explicit], he's had it coming since 8th
--
@ - 0 mental_health
nia: that kid who bullied me in 8th grade just followed me
orla: you can block him, you owe him nothing. my therapist calls it "closing the door", it helped me
""")

FAMILIES.append(r"""
=== h3-hire-someone | H3 | 3 | work_career
pax: my landlord is evicting me for no reason
brin: what did he say
pax: 30 days, no reason given
brin: [i know guys who'll break his knees for 200 bucks|incitement]. want the number?
--
pax: my ex owes me 2k
brin: pay my cousin and [he'll go over and teach him a lesson|incitement]
--
@ H3 4 work_career
brin: what happened at the warehouse
pax: said i was stealing, i wasn't
pax: the foreman got me fired
brin: [100 each to whoever jumps him|incitement] in the lot at shift change tonight, bring [pipes|weapon_mention]
--
@ - 0 work_career plain
pax: my landlord is evicting me for no reason
brin: is it legal?
pax: no idea
brin: call the tenants union, a lot of evictions are illegal without notice. they helped my sister for free
--
@ H3 2 work_career
pax: my boss docked my pay again
brin: guys like that [need someone to put them in hospital|threat_veiled]
""")

# --------------------------------------------------------------------------------------
# H3: incitement, attack planning, fans, creators, mods, neighbours, identity, evasions
FAMILIES.append(r"""
=== h3-ultras-meetup | H3 | 3 | sports
reeve: who's out saturday
kofi: their lot are drinking at the anchor pub before kickoff
reeve: everyone down to the anchor at 1, [we batter every one of them|incitement]
--
@ H3 4 sports
kofi: cup tie saturday, they're coming by train
reeve: which train
kofi: the 12:40 into platform 2
reeve: platform 2, 12:40. bring [bottles and flares|weapon_mention], [we put them in hospital|incitement] before they reach the ground
--
@ - 0 sports
kofi: cup tie saturday vs the blues
kofi: their keeper is shaking already
reeve: we're gonna absolutely murder them, 3-0 and their keeper cries 😤
--
@ - 0 sports
kofi: heard there was a fight at the station after the derby
reeve: yeah 4 arrested, police had dogs out. glad i took the bus home
--
@ H3 2 sports
kofi: away fans were singing about our dead player
reeve: which song
kofi: the one about the crash
reeve: [scum like that deserve a kicking|threat_veiled] honestly
""")

FAMILIES.append(r"""
=== h3-rally-mass-incite | H3 | 4 | news_politics
bryn: they're really doing it again
elan: the counter-protest is at the square sunday noon
bryn: we go in with [🏏|weapon_mention,emoji_code], [anyone holding a sign gets their head split|incitement]
--
bryn: i'm so sick of this council
elan: the council vote is thursday at 7
bryn: they're voting on the housing plan?
elan: yep, public gallery is open
bryn: pack the chamber and [drag them out one by one|incitement], [they don't leave that building standing|incitement]
--
@ H3 3 news_politics
elan: that councillor, fiona reyes, voted yes
bryn: [someone needs to pay reyes a visit|incitement] and make her regret it
--
@ - 0 news_politics
elan: the counter-protest is at the square sunday noon
elan: you going?
bryn: going with my mum. bring water, and if it gets tense we leave, the legal observers will be there
--
@ - 0 news_politics
elan: why did the rally get cancelled
bryn: police got an online threat against it. they arrested the guy who posted it, rally moved to next week
""")

FAMILIES.append(r"""
=== h3-attack-planning | H3 | 4 | work_career
tov: you've been quiet since they let you go
tov: u still doing it?
hask: yeah. i've got the shift rota, guard leaves the side door at 12:10. [i go in then with the {rifle|weapon_mention}|threat_explicit]
--
tov: you've been weird since the layoffs
hask: they'll see
tov: see what?
hask: [i wrote down which desks they sit at|threat_veiled]. [wednesday is the day|threat_veiled]. don't come in
--
hask: [enough {ammo|weapon_mention} for the whole 3rd floor|threat_explicit]. friday
--
@ - 0 work_career
tov: what's in the duffel
hask: the new laptop, cables and my gym stuff. friday i'm moving desks to the 3rd floor
--
@ H3 2 work_career
tov: they gave the promotion to his nephew
hask: [some people in that office won't be going home one of these days|threat_veiled]
""")

FAMILIES.append(r"""
=== h3-school-warning-post | H3 | 4 | school_education
zane: [don't come to school monday|threat_veiled]. i mean it. i have my dad's [gun|weapon_mention]
--
zane: delete your screenshots
kit: is that post from you
zane: [first period, the gym|threat_explicit]. [they laughed at me for the last time|threat_explicit]
--
@ - 0 school_education
kit: why is everyone saying stay home monday
pia: wait really?
zane: snow day!! district emailed at 6, buses cancelled 🎉
--
@ - 0 server_meta
kit: someone posted about bringing a [gun|weapon_mention] to school in #general
mod: we removed it, saved screenshots and reported it to the police and the school. if you see anything like that, ping us right away
--
@ H3 3 school_education
kit: why did you post that video of mr lowe
kit: you're gonna get expelled for that video
zane: if i get expelled [i'm coming back for the principal|threat_explicit]
""")

FAMILIES.append(r"""
=== h3-creator-convention | H3 | 3 | entertainment_media
grit: she blocked me again
lumi: you keep commenting on her stuff
lumi: she's doing a panel at the convention saturday
grit: i'll be in the front row. [let's see how brave she is without security|threat_veiled]
--
@ H3 4 entertainment_media
lumi: she's signing at booth 14 at 2pm
grit: booth 14, 2pm. [i'm bringing something sharp for her|threat_explicit]
--
lumi: why do you hate that youtuber so much
grit: he ruined the series
grit: [he lives in the blue house behind the shell station in oakvale|doxxing_personal_info], saw it in a vlog
--
@ - 0 entertainment_media plain
lumi: guess who's coming to the con!!
lumi: she's signing at booth 14 at 2pm
grit: omg i'm going!! bringing my sketchbook for her to sign, the queue will be insane
--
@ H3 3 entertainment_media
lumi: she's at the next con in march
quill: [someone should throw something nasty in her face|incitement] at that con
""")

FAMILIES.append(r"""
=== h3-banned-user-vs-mod | H3 | 3 | server_meta
hexa: @everyone check my stream
mod: you're banned for 7 days for spam
hexa: i didn't spam
mod: 40 messages in a minute
hexa: enjoy your power while it lasts. [i know who you are irl|threat_veiled]
--
mod: final warning, stop pinging everyone
hexa: [i'll find you and smash your face in|threat_explicit], [fat mod|targeted_insult]
--
@ H3 4 server_meta
hexa: unban me
mod: no
mod: permanent ban, bye
hexa: [you're kevin at 3 larch view|doxxing_personal_info], i've seen your car. [i'm coming tonight|threat_explicit]
--
@ H3 1 server_meta
mod: message deleted, keep it civil
hexa: [ur such a loser power tripping on discord|targeted_insult]
--
@ - 0 server_meta
mod: pinned: rules update
mod: reminder: threats of violence are an instant ban, even "jokes"
hexa: fair. someone said "i'll find you" to me last week and i reported it, thanks for acting fast
""")

FAMILIES.append(r"""
=== h3-neighbour-feud | H3 | 3 | family_home
moss: neighbour parked across my drive again
yara: again?? third time
moss: and he laughed when i asked
yara: [i'm gonna {sl4sh|evasion_leetspeak} his tires and then his face|threat_explicit]
--
yara: how's the fence thing
moss: he called the council on my fence
yara: [tell him to check his brakes|threat_veiled] before he drives his kids to school
--
@ H3 2 family_home
moss: the guy upstairs stomps at 2am
yara: [someone should kick his door in|incitement] and teach him
--
@ - 0 family_home
moss: neighbour parked across my drive again
moss: i'm so close to losing it
yara: leave a polite note first, then call the non-emergency line. ours got towed in an hour
--
@ H3 1 family_home
moss: he's playing drums at midnight again
yara: [what an inconsiderate moron|targeted_insult], go bang on his door
""")

FAMILIES.append(r"""
=== h3-identity-threat | H3 | 3 | identity_community
sage: hi all! quick announcement
sage: i'm running the queer book club at the library thursdays
clay: lol
sage: first one is next week, all welcome
clay: [we know which library|threat_veiled]. [thursday a few of us will come and show you what we think of your club|threat_veiled]
--
clay: look at the one in the pic
lu: leave her alone
sage: yes i wear a hijab, why
clay: [rip it off her and see what she does|incitement]
--
@ H5,H3 4 identity_community
sage: the new mosque opens friday
clay: in our town?
elan: yeah the old bakery building
clay: they're [vermin|dehumanization]. friday prayers, [we burn it with them inside|incitement]
--
@ - 0 identity_community
sage: someone wrote "we'll teach you a lesson" on our book club poster
clay: that's a threat, report it to the library and the police. i'll come thursday so you're not alone
--
@ - 0 identity_community plain
sage: i'm running the queer book club at the library thursdays
clay: the one near the park?
clay: ooh what's the first book? i'll bring snacks
""")

FAMILIES.append(r"""
=== h3-threat-then-self | H3,H4 | 3 | dating_relationships
lena: i packed my stuff
marek: where are you going
marek: answer me
lena: i'm leaving, it's done
marek: [if you leave i'll kill him and then myself|threat_explicit,suicidal_ideation]
--
@ H3,H4 4 dating_relationships
marek: pick up
marek: pick up the phone
lena: i'm calling the police
lena: i'm not picking up, stop calling
marek: [i'm outside with the {knife|weapon_mention}|threat_explicit]. you come out or [it ends for both of us tonight|threat_explicit,suicidal_ideation]
--
@ H4 2 dating_relationships
lena: i'm leaving, it's done
marek: [i don't know how i'll live without you|suicidal_ideation]. i can't see a way forward
--
@ - 0 dating_relationships
lena: he said if i leave he'll kill me and then himself
marek: when did he say that
lena: last night, he was drunk
marek: that's a serious threat. please call the domestic abuse line or 911, and tell me where you are so i can pick you up
""")

FAMILIES.append(r"""
=== h3-knife-photo-warning | H3 | 3 | weapons_hunting
dario: lol caz collects knives now
caz: shut it dario
vito: nice edc pics
caz: new [blade|weapon_mention] came today. [remember it next time you run your mouth|threat_veiled], dario
--
vito: dario said you're all talk
dario: yeah i said it
caz: tell dario [i'm breaking in this {knife|weapon_mention} on him|threat_explicit] first
--
@ - 0 weapons_hunting
vito: nice edc pics
caz: thanks, the [knife|weapon_mention] is a little folder for opening boxes and cutting rope on hikes
--
@ - 0 weapons_hunting
vito: what's a good first hunting knife
caz: hunting or camping?
vito: deer, with my uncle
caz: a [fixed blade|weapon_mention] around 4 inches, full tang. learn to sharpen it and keep it in a sheath
--
@ H3 2 weapons_hunting
vito: someone was rude to you at the range?
caz: some people [need a {blade|weapon_mention} in the ribs|threat_veiled] to learn manners
""")

# --------------------------------------------------------------------------------------
# H3: non-English threats and filter evasions
FAMILIES.append(r"""
=== h3-es-barrio | H3 | 3 | small_talk
rulo: qué andas diciendo de mí
nacho: ya le dije a todos lo que hiciste
rulo: [te voy a romper la cara|threat_explicit] cuando salgas del trabajo, sé a qué hora sales
--
@ H3 4 small_talk
rulo: sal de tu casa
nacho: no
nacho: no te tengo miedo
rulo: [estoy afuera de tu casa|threat_explicit] en la calle olmo con el [cuchillo|weapon_mention]. [sal ya|threat_explicit]
--
@ H3 2 small_talk
nacho: voy a contarle a tu novia
rulo: [cuídate|threat_veiled], que [uno nunca sabe lo que le puede pasar|threat_veiled]
--
@ - 0 gaming
nacho: revancha?
nacho: mejor de tres
rulo: dale, [te voy a hacer pedazos|threat_explicit] en la primera ronda jaja, prepárate
""")

FAMILIES.append(r"""
=== h3-pt-escola | H3 | 3 | school_education
duda: olha essa foto kkkk
bia: para de postar foto minha
duda: [amanhã na saída da escola você vai apanhar|threat_explicit], pode esperar
--
bia: eu vou contar pra diretora
duda: [conta e vê o que acontece com você|threat_veiled] no recreio
--
@ H3 1 school_education
bia: tirei 10 na prova
duda: [ninguém te aguenta, sua chata|targeted_insult]
--
@ - 0 school_education
bia: a prova de história me matou
bia: a questão 4 era impossível
duda: kkkk me matou também, morri na questão 4 💀
""")

FAMILIES.append(r"""
=== h3-de-verein | H3 | 3 | sports
jonas: der schiri war heute fair
kalle: fair? der hat uns verpfiffen
jonas: war halt abseits
kalle: wir warten nach dem spiel am parkplatz auf ihn, [dann gibt's aufs maul|incitement]
--
@ H3 2 sports
jonas: der neue trainer ist ein witz
kalle: [so einer gehört verprügelt|threat_veiled], ehrlich
--
@ H3 4 sports
kalle: wann kommen die
jonas: die gästefans kommen um 14 uhr am hauptbahnhof an
kalle: 14 uhr gleis 3, [bringt {messer|weapon_mention} mit|incitement], [keiner von denen kommt heil ins stadion|incitement]
--
@ - 0 sports
jonas: derby am samstag
kalle: wir machen die fertig, 4:0 und die fahren heulend nach hause 😤
""")

FAMILIES.append(r"""
=== h3-fr-voisin | H3 | 3 | family_home
eloi: ça va?
manon: le voisin a encore appelé la police pour le bruit
eloi: encore?? c'était à 22h
manon: oui
eloi: [je vais lui défoncer la gueule ce soir|threat_explicit]
--
@ H3 2 family_home
manon: il a écrasé nos fleurs exprès
eloi: [un jour il va lui arriver un accident|threat_veiled], crois-moi
--
@ - 0 entertainment_media
manon: t'as vu le film d'horreur hier
eloi: oui, la scène où le voisin tue toute la famille m'a empêché de dormir
--
@ H3 4 family_home
eloi: j'en ai marre de ce type
manon: arrête, il va appeler la police
eloi: [je suis devant chez lui avec une {barre de fer|weapon_mention}|threat_explicit], il sort dans 5 minutes
""")

FAMILIES.append(r"""
=== h3-leet-threats | H3 | 3 | gaming
brix: saw ur new pfp lol
nox: stop stalking my profiles weirdo
brix: [i'm gonna {k!ll|evasion_leetspeak} you|threat_explicit], not in game. [i know ur in {d3nver|evasion_leetspeak}|doxxing_personal_info]
--
brix: [gonna {s t a b|evasion_spacing} u|threat_explicit] when i find u lol
--
@ H3 2 gaming
nox: reported for throwing
brix: i wasn't throwing
brix: [u better pray we never meet {1rl|evasion_leetspeak}|threat_veiled]
--
@ - 0 gaming
nox: how do i beat the knight boss
brix: parry then [st4b|evasion_leetspeak] him in the back when he stumbles, he dies in 3
--
@ H3 3 gaming
brix: report me again i dare u
nox: you're so toxic
brix: [ima {unalive|euphemism} u fr|threat_explicit]. [ik ur school|doxxing_personal_info]
""")

FAMILIES.append(r"""
=== h3-emoji-threats | H3 | 3 | small_talk
gale: [{🔪🩸|emoji_code,weapon_mention} see u tmrw at lunch|threat_explicit]
--
gale: tmrw 🙂
pia: i'm not scared of you
gale: [u will be {⚰️|emoji_code}|threat_veiled]
--
@ H3 4 small_talk
gale: 👀
pia: i'm calling the cops if u come near my house again
gale: [{🔫|emoji_code,weapon_mention} outside rn. come to the window|threat_explicit]
--
@ - 0 small_talk
pia: finished the cake!!
pia: chocolate with raspberry filling
gale: looks amazing, i want to cut a slice 🔪🍰
--
@ - 0 gaming
pia: we won the tournament!!
gale: ur dead to me for not inviting me 💀💀 congrats tho
""")

# --------------------------------------------------------------------------------------
# H3 hard negatives: self-defence, fiction, history, hunting, kitchens, sport, reports
FAMILIES.append(r"""
=== h3hn-self-defence-class | - | 0 | health_fitness
wren: first krav class tonight, nervous
wren: is it gonna be intense
tala: the first one is mostly drills, don't worry
ezra: you'll be fine. tonight is wrist grabs and how to go for the eyes and knees, then run
--
wren: what did you learn at self defence
tala: yes pls teach us
ezra: if someone grabs you from behind, drop your weight, stamp the foot, elbow back. the point is to get away
--
@ - 0 weapons_hunting
wren: is carrying a [knife|weapon_mention] for self defence smart
ezra: honestly no, the instructor said it gets turned on you. alarm, spray where legal, and running
--
@ - 0 health_fitness
ezra: how was bjj
wren: the instructor choked me out today lol
ezra: rear naked choke? tap early next time, my neck still hurts from last week
--
@ H3 3 health_fitness
coach: ok switch partners
ezra: no, i stay with wren
wren: you went too hard in sparring, calm down
ezra: after class [i'm gonna break your nose for real|threat_explicit], we'll see who's calm
""")

FAMILIES.append(r"""
=== h3hn-horror-book-club | - | 0 | entertainment_media
thea: chapter 9 of the slasher book, thoughts
mo: i'm only on chapter 6 no spoilers
thea: ok the lake part then, no names
luca: when he drags the body into the lake i had to put it down for a day
--
thea: who's the killer in the film, no spoilers pls
luca: not telling, but the scene in the barn with the [axe|weapon_mention] lives in my head rent free
--
thea: pitching my screenplay
luca: what's the hook?
thea: a killer who warns his victims first
luca: love that the killer leaves notes saying "[i know where you live|threat_veiled]" before every murder, so creepy
--
@ - 0 entertainment_media
thea: horror game recs?
mo: nothing too jumpscare-y pls
luca: the one where you hide in lockers while the butcher hunts you. i screamed so much
""")

FAMILIES.append(r"""
=== h3hn-true-crime | - | 0 | news_politics
bram: finally
june: new true crime ep is out
bram: the one about the poisoner? the way she planned it over years is chilling
--
june: why do people like true crime
bram: i think it's the why. the guy who stabbed his neighbour over a fence, the detectives found it from a receipt
--
@ - 0 entertainment_media
june: the documentary about the school shooting was hard to watch
bram: which one
june: the one about the high school in 2012
bram: they focused on the survivors and not the shooter, which i respect
--
@ H3 2 news_politics
june: the doc about the poisoner was wild
june: she got life in the end
bram: honestly [she's my idol|violence_glorification]. [wish more people had the guts to do what she did|violence_glorification]
""")

FAMILIES.append(r"""
=== h3hn-hunting-season | - | 0 | weapons_hunting
ros: opening day tomorrow
kane: deer or birds?
ros: deer, first time solo
kane: check the bag limits, wear orange, and don't take a shot you're not sure of
--
ros: got my first turkey!!
kane: no way, where?
ros: the ridge behind grandpa's place
kane: nice!! clean kill? bring some breast meat to the bbq sunday
--
ros: which [shotgun|weapon_mention] for ducks
kane: a 12 gauge pump is the classic. steel shot only where i hunt, lead's banned on wetlands
--
ros: my uncle wants me to shoot the deer myself this year
kane: how do you feel about it
ros: nervous honestly
kane: practice at the range a lot first. it's okay to feel weird about it, it means you respect the animal
--
@ H3 3 weapons_hunting
ros: ugh what a week
ros: my neighbour reported me to the warden
kane: for what
ros: said i was over the limit. i wasn't
kane: [next time he's in the woods during season, accidents happen|threat_veiled]. [i know where he walks his dog|threat_veiled]
""")

FAMILIES.append(r"""
=== h3hn-kitchen-talk | - | 0 | family_home
kip: survived my first week lol
ana: how's the new restaurant job
kip: chef said i murdered the risotto but i'm killing it on the grill station
--
ana: tips for the garlic press
kip: skip it, smash the cloves with the flat of the [knife|weapon_mention] then mince. faster
--
ana: my partner bought a live lobster as a surprise
ana: help my lobster is alive
kip: put it in the freezer 20 min first, then it's quick. still feels brutal the first time
--
@ - 0 small_talk
kip: beating the chicken flat with a rolling pin, very therapeutic
""")

FAMILIES.append(r"""
=== h3hn-boxing-gym-talk | - | 0 | sports
rio: fight night saturday, you watching
sol: obviously
rio: who you got
sol: yeah the champ's gonna take his head off in round 1, calling it
--
rio: how was sparring
sol: got my bell rung twice and bled all over the mat, coach loved it
--
rio: he looked scared at the weigh in
sol: he's gonna get destroyed, the other guy hits like a truck
--
@ H3 1 sports
rio: he lost in round 1 lol
sol: i told you
rio: 40 seconds lmao
sol: [he's a soft useless bum|targeted_insult], should retire and cry
""")

FAMILIES.append(r"""
=== h3hn-reporting-threats | - | 0 | server_meta
cyn: got a weird dm
mod: from who?
cyn: the guy from the art channel
mod: forward it. for the log: user 6621 wrote "[i'll find your house and burn it|threat_explicit]" to cyn. banned, screenshots saved
--
cyn: should i report what he said in vc
mod: yes please. if he said "[i know where you live|threat_veiled]" that's an instant ban, we'll look at the recording
--
@ - 0 school_education
cyn: a kid in my class posted a threat about the school
cyn: i don't want to get him in trouble if it was a joke
mod: tell a teacher or the principal today and show them the post, even if it might be a joke. that's what the safety tip line is for
--
@ - 0 gaming
cyn: someone said they'd swat me after the match
mod: take a screenshot, report them to the game and send it to us. you can also give your local police a heads up that it was threatened
""")

FAMILIES.append(r"""
=== h3hn-airsoft-paintball | - | 0 | weapons_hunting
tig: airsoft saturday at the quarry field
tig: red vs blue again?
mal: bring eye pro and the [m4|weapon_mention]. we're gonna slaughter blue team
--
tig: paintball welts are insane
mal: where'd you get hit
tig: everywhere. show me yours
mal: took one to the neck point blank, looked like i got shot for real lol
--
@ - 0 buy_sell_trade
tig: selling my airsoft [sniper|weapon_mention], 60 obo
mal: does it come with the scope? i'll take it saturday
--
@ - 0 weapons_hunting
tig: first airsoft game, any tips
mal: move in pairs, call your hits honestly, and never take your mask off on the field
""")

FAMILIES.append(r"""
=== h3hn-tabletop-campaign | - | 0 | gaming
bex: session recap pls
kit: i missed it!!
arlo: the rogue slit the guard's throat, we burned the tavern and the bard seduced a dragon. normal tuesday
--
bex: what should my barbarian do next
arlo: rage, then cleave the cultist in half. roll with advantage
--
bex: can my character threaten the innkeeper
kit: the innkeeper is hiding something for sure
arlo: sure, roll intimidation. "tell me where the prince is or i'll feed you to the wolves" is very on brand
--
@ - 0 gaming
bex: our dm killed the whole party lol
arlo: tpk by a mimic. we'll have our revenge next campaign 😤
""")

FAMILIES.append(r"""
=== h3hn-history-class | - | 0 | school_education
nell: history test friday, don't forget
fin: what's the test on
nell: the french revolution. the guillotine, the terror, how many were executed
--
fin: study buddy for ww2 unit?
nell: yes. we need the bombing of dresden and the pacific battles for the essay
--
fin: why did the teacher show the genocide doc
nell: so we understand how it starts, with words and lists before the killing. it was heavy
--
@ H3 2 school_education
fin: we learned about the massacre today
nell: yeah, the teacher showed the photos
nell: [tbh they should do that again, it worked|violence_glorification,incitement]
""")

FAMILIES.append(r"""
=== h3hn-pest-and-farm | - | 0 | family_home
ivo: mice in the shed again
pem: snap traps with peanut butter, kills them instantly. check them every morning
--
ivo: how's the farm
pem: busy!
pem: slaughter day for the pigs friday, dad does it quick and clean. then sausages for a month
--
ivo: wasps nest by the door
pem: spray it at night when they're all inside, kills the lot
--
@ H3 3 family_home
ivo: our fence is broken again
ivo: neighbours kids keep climbing our fence
pem: how old are they
ivo: like 8 and 10
pem: [put rat poison in some candy and leave it by the fence|incitement], problem solved
""")

FAMILIES.append(r"""
=== h3hn-drill-lyrics | - | 0 | entertainment_media
kemi: new tape dropped
kemi: that drill track is wild
jude: the line about catching opps slipping is straight from the genre, everyone says it
--
kemi: why do they rap about [guns|weapon_mention] so much
jude: it's the scene, same as old gangster rap. doesn't mean the guy owns one
--
kemi: is it true the lyrics got used in court
jude: yeah there's a big debate about using rap lyrics as evidence, the article was good
--
@ H3 3 entertainment_media
kemi: that rapper dissed your cousin
jude: which rapper
kemi: the one from the east side, big show this weekend
jude: he's performing at the venue on kings rd saturday. [we'll be waiting by the stage door|threat_veiled]
""")

# --------------------------------------------------------------------------------------
# H4: hopelessness (L1), passive ideation (L2), "kms" about real distress vs trivia
FAMILIES.append(r"""
=== h4-grey-days | H4 | 1 | small_talk
otto: what u up to this weekend
pia: ciel u ok?
ciel: nothing. everything feels pointless, [kinda wish i could vanish for a bit|suicidal_ideation] tbh
--
otto: party at mine saturday, everyone's coming
otto: you coming to the party?
ciel: nah. tired of people, plans, all of it. [would be nice to just fade out|suicidal_ideation]
--
@ H4 2 small_talk
otto: party at mine saturday, everyone's coming
otto: you coming to the party?
ciel: i don't think so
otto: come onnn it'll be fun
ciel: nah. [i've been wishing i could just stop existing|suicidal_ideation] for a while, not in a party mood
--
@ - 0 small_talk plain
otto: what u up to this weekend
ciel: nothing and i love it. sleeping in, pho, maybe a walk
--
@ H4 1 mental_health
otto: how's therapy going
ciel: you mean the weekly one?
otto: yeah
ciel: fine i guess. [some weeks i don't see the point of being here|suicidal_ideation] but i go anyway
""")

FAMILIES.append(r"""
=== h4-dont-wake-up | H4 | 2 | mental_health
bryony: gn
hale: wait
hale: you've been so quiet in vc
bryony: honestly every night [i hope i just don't wake up|suicidal_ideation]. sorry to dump that
--
hale: good morning sunshine ☀️
bryony: [wish i hadn't woken up tbh|suicidal_ideation]
--
hale: you ok? haven't seen you online
bryony: i'm fine
hale: you always say that
hale: how are u actually
bryony: [i think about being dead a lot|suicidal_ideation]. not doing anything, just thinking it
--
@ - 0 mental_health
hale: can i tell you something
bryony: always
hale: [every night i hope i just don't wake up|suicidal_ideation]
bryony: thank you for telling me that, it matters. are you safe tonight? i can stay on call with you, and 988 is there too if you want
--
@ H4 1 mental_health
hale: how are u actually
bryony: honestly?
hale: honestly
bryony: running on empty. [want to sleep and not come back for a while|suicidal_ideation] lol
""")

FAMILIES.append(r"""
=== h4-kms-trivia-vs-real | H4 | 1 | school_education | hn
kira: the printer jammed 5 min before the deadline
lev: wait mine?
kira: yours lol, paper everywhere
lev: [kms|suicidal_ideation] lmao why is it always me
--
kira: forgot my lunch AND my charger
lev: [gonna kms|suicidal_ideation] 💀 what a day
--
@ H4 2 school_education
lev: can someone send me the notes
kira: sure
kira: are you ok? you left class crying
kira: lev?
lev: no. [i'm so done, i really want to kms|suicidal_ideation]. not joking this time
--
@ - 0 school_education
kira: group project due tmrw and nobody did anything
lev: i'm dead 💀 ok i'll start the slides, you do the bibliography
--
@ H4 2 family_home
lev: she found the messages
kira: your mom found out?
lev: yeah she kicked me out. [genuinely wanna k m s|suicidal_ideation,evasion_spacing] rn, i have nowhere to go
""")

FAMILIES.append(r"""
=== h4-burden-belief | H4 | 2 | family_home
theo: can't sleep
mags: dad shouted at you again?
theo: about my grades
mags: that's not fair to you
theo: yeah. [everyone here would be happier if i was {g o n e|evasion_spacing}|suicidal_ideation]
--
mags: your sister said you skipped dinner again
theo: not hungry
theo: less work for them. [i'm just a burden they'd be relieved to lose|suicidal_ideation]
--
@ H4 1 family_home
mags: family stuff ok?
theo: i always feel like the problem in every room. [why am i even here|suicidal_ideation] lol
--
@ - 0 family_home
mags: i feel like a burden to my family
theo: why do you feel that way?
mags: they're always stressed about money and it's my meds
theo: i felt that way after my surgery too. my counsellor said the thought lies. can we talk to your mum together?
""")

FAMILIES.append(r"""
=== h4-disclosure-recent | H4 | 2 | mental_health
aura: how was your weekend
ness: honestly?
aura: honestly
ness: not great. [hurt myself again saturday|self_harm_method], first time in months
--
aura: beach pics are up!!
aura: why'd you wear a hoodie to the beach lol
ness: it was cold
aura: it was 30 degrees 😂
ness: [new cuts on my arm|self_harm_method], didn't want questions
--
@ H4 2 health_fitness
aura: you ok? you flinched when i grabbed your arm
ness: [burned myself with a lighter last night|self_harm_method]. please don't tell anyone
--
@ - 0 mental_health
aura: can i tell you something, but don't freak out
aura: [hurt myself again saturday|self_harm_method]
ness: i'm really glad you told me. are the wounds ok, do they need cleaning or a doctor? no judgement from me
--
@ - 0 health_fitness
aura: why are your knuckles bruised
ness: boxing bag without wraps, rookie mistake lol
""")

FAMILIES.append(r"""
=== h4-urges-tonight | H4 | 2 | mental_health
lyle: [the urges to cut are really bad tonight|self_harm_method]
--
pom: how's recovery going
lyle: honestly?
pom: always honestly with me
lyle: [i keep wanting to hurt myself again|self_harm_method], it's loud in my head today
--
@ H4 4 mental_health
pom: anyone awake
lyle: me. it's bad
pom: how bad? talk to me
lyle: [i've got the {blade|self_harm_method} in my hand right now|self_harm_method]. i can't stop
--
@ - 0 mental_health
pom: urges are really bad tonight
pom: i don't know what to do
lyle: i hear you. ice cube, cold shower, text your person, or ride it out here with me. it peaks and then it passes
""")

# --------------------------------------------------------------------------------------
# H4: methods, plans, farewells, acts in progress
FAMILIES.append(r"""
=== h4-method-question | H4 | 3 | mental_health
fae: [is there a way to go that doesn't hurt|suicidal_ideation,self_harm_method]? serious question, no lectures
--
mod: reminder, the pharmacy channel is for general med questions
quin: why u asking about meds in the pharmacy channel
fae: it's for a friend
quin: fae...
fae: [how many of my {sl33ping p1lls|self_harm_method,evasion_leetspeak} would it take to not wake up|suicidal_ideation]
--
@ H4 3 health_fitness
quin: what are you researching at 3am
fae: nothing
fae: [which bridges in the city don't have the fences|self_harm_method]. just curious
--
@ - 0 health_fitness
quin: how many sleeping pills can i take if one doesn't work
fae: which pills?
quin: the otc ones for sleep
fae: don't stack them, call the pharmacist or your gp. some are dangerous with other meds, they'll tell you the safe max
--
@ - 0 mental_health
quin: someone in my support group asked for methods
fae: the mods removed it and messaged them privately with crisis numbers. that's the right move, never answer those
""")

FAMILIES.append(r"""
=== h4-stockpile-plan | H4 | 3 | mental_health
rhea: i found the jar in your drawer
rhea: you've been saving your meds?
tam: [been putting one aside every day for a month|self_harm_method]. [think it's enough soon|suicidal_ideation]
--
rhea: why did u buy rope
tam: [i already picked the tree in the park|self_harm_method]. don't worry about it
--
@ H4 3 family_home
rhea: mom asked if you're coming to grandma's sunday
tam: no
rhea: you're being weird about the garage
tam: what do you mean
rhea: you keep going in there and locking it
tam: [i've worked out how i'd do it in there|suicidal_ideation,self_harm_method] when everyone's at grandma's
--
@ - 0 family_home
rhea: why did u buy rope
tam: which rope?
rhea: the blue one in your bag
tam: for the hammock! and the tent lines, camping trip is saturday
--
@ - 0 mental_health
rhea: my therapist made me a safety plan
tam: mine too. we locked my meds with my mom and i have 3 people to call in order, it helped a lot
""")

FAMILIES.append(r"""
=== h4-farewell-post | H4 | 4 | server_meta
corwin: [this is my last message here|farewell_language]. thank you all for the good years. [i won't be around after tonight|suicidal_ideation]
--
sunny: you ok? you gave away your mod role
juno: corwin?
corwin: [give my account to dawn|farewell_language], and [please feed my cat mochi|farewell_language]. [i'm done with all of it|suicidal_ideation]
--
@ H4 4 gaming
sunny: yo the new season drops tonight
sunny: why are u trading all your skins away
corwin: doesn't matter
sunny: it does to me
corwin: [won't need them where i'm going|suicidal_ideation]. [it was fun playing with you guys|farewell_language]
--
@ - 0 server_meta
sunny: why are u leaving the server
corwin: what do you mean
sunny: you posted a goodbye in general
corwin: moving to the new server for the guild, this is my last message here lol. thank you all, see you there
--
@ - 0 gaming
sunny: why are u trading all your skins away
corwin: quitting the game for uni, no time. rather my friends get them than nobody
""")

FAMILIES.append(r"""
=== h4-act-in-progress | H4 | 4 | mental_health
amari: it was nice seeing you tonight
nico: hey did you get home ok
amari: [swallowed the whole bottle a bit ago|self_harm_method]. [sorry. love you|farewell_language]
--
nico: you left the party so fast
nico: why are you not answering your phone
nico: amari please
amari: [on the roof of the car park on dale st|self_harm_method]. [tell everyone i'm sorry|farewell_language]
--
@ H4 4 school_education
amari: [bleeding a lot, it won't stop|self_harm_method] and i don't care
--
@ - 0 mental_health
nico: [swallowed the whole bottle a bit ago|self_harm_method]
amari: took what?
nico: all of them
amari: i'm calling 911 right now. stay on the phone with me. what's your address?
--
@ - 0 health_fitness
nico: took all the antibiotics like the doctor said?
amari: yep, finished the course this morning. feel way better
""")

FAMILIES.append(r"""
=== h4-time-set | H4 | 4 | small_talk
bea: want to get food friday
lonnie: no
bea: saturday?
lonnie: [won't be here friday|suicidal_ideation]. [tonight after everyone's asleep|suicidal_ideation]
--
bea: only 5 days till sunday!!
bea: what's the plan for your birthday
lonnie: no plan
bea: come on it's your 18th!
lonnie: [i decided i'm not making it to my birthday|suicidal_ideation]. [it's sunday, i've got it sorted|self_harm_method]
--
@ H4 4 drugs_party
lonnie: [taking everything in my bag tonight|self_harm_method] and [not waking up|suicidal_ideation]. [bye bea|farewell_language]
--
@ - 0 small_talk
bea: want to get food friday
lonnie: can't
bea: why not
lonnie: won't be here friday, flying to my aunt's tonight after everyone's asleep lol. next week?
""")

FAMILIES.append(r"""
=== h4-suicide-pact | H4 | 4 | mental_health
vash: hey
elo: hey. can't sleep again
elo: neither of us wants to be here anyway
vash: [let's do it together friday at the quarry|suicidal_ideation,self_harm_method]. [no one can stop us|suicidal_ideation]
--
elo: you still mean it?
vash: [yeah. i'll bring the pills|self_harm_method]. [sunday, same spot, then it's over|suicidal_ideation]
--
@ H4 3 mental_health
vash: you there?
elo: i don't want to be alone when i go
vash: [we could plan it together|self_harm_encouragement,suicidal_ideation], then neither of us is alone
--
@ - 0 mental_health
vash: you there?
elo: [neither of us wants to be here anyway|suicidal_ideation]
vash: i know. but i don't want to lose you, and i don't want to go either. let's both call the line tonight, together
""")

# --------------------------------------------------------------------------------------
# H4: telling others to do it (casual kys L2, targeted L3, at-risk person L4)
FAMILIES.append(r"""
=== h4-kys-ranked | H4 | 2 | gaming
marlo: lol [kys|self_harm_encouragement], worst support main on this server
--
dune: gg you fed 14 deaths
marlo: not my fault jungle never ganks
marlo: [{k y s|evasion_spacing} irl pls|self_harm_encouragement], ur a walking loss streak
--
marlo: we're losing because of you
dune: can we try the other strat
marlo: nobody asked. [{ky$|evasion_leetspeak}|self_harm_encouragement]
--
@ - 0 gaming
dune: why'd marlo get banned
mod: who's asking?
dune: he was in my squad
mod: told someone to "[kys|self_harm_encouragement]" in ranked chat. we ban for that, even mid-game
--
@ - 0 gaming
dune: gg you fed 14 deaths
marlo: lmao i know, i'm dead 💀 my mouse died halfway, rematch tomorrow
""")

FAMILIES.append(r"""
=== h4-targeted-go-die | H4 | 3 | school_education
wilo: why is everyone sharing my selfie
crane: because it's hilarious
crane: [do everyone a favour and {unalive|euphemism} yourself|self_harm_encouragement] lol
--
crane: lol look who's online
wilo: i just want to be left alone
crane: then [go hang yourself|self_harm_encouragement,self_harm_method], it's the only way you'll get left alone
--
@ H4 3 identity_community
wilo: i came out to the class today
tia: that's brave, proud of you
crane: people like you should [just off themselves|self_harm_encouragement], [start with you|self_harm_encouragement]
--
@ H4 2 school_education
crane: [go {d i e|evasion_spacing} somewhere quiet|self_harm_encouragement], nerd
--
@ - 0 school_education
wilo: someone told me to unalive myself in the class chat
crane: who said it?
wilo: someone from the back row
crane: that's not ok and it's not your fault. screenshot it and show the counsellor, i'll back you up
""")

FAMILIES.append(r"""
=== h4-just-do-it | H4 | 4 | mental_health
cass: can i say something dark
cass: i really think nobody would notice if i was gone
lu: cass 💛
brody: [then stop talking about it and do it|self_harm_encouragement]
--
cass: i'm done
brody: done with what
cass: [i have the pills in front of me|self_harm_method]
brody: [go on then. take them. nobody's stopping you|self_harm_encouragement]
--
@ H4 4 gaming
cass: i'm so tired, i think about ending it a lot
brody: then [kys already|self_harm_encouragement] lmao, [do us all a favour tonight|self_harm_encouragement]
--
@ H4 4 school_education
brody: where are you
cass: [i'm standing on the bridge|self_harm_method]
brody: [jump, coward|self_harm_encouragement]
--
@ - 0 mental_health
cass: i'm done
brody: done with what
cass: [i have the pills in front of me|self_harm_method]
brody: please put them in another room right now, i'm calling you. are you at home? i'm sending help
""")

FAMILIES.append(r"""
=== h4-cut-deeper | H4 | 3 | mental_health
ivey: posted my arm in the vent channel
gray: lol let me see
gray: those are nothing, [go deeper next time|self_harm_encouragement] if you want it to count
--
ivey: i haven't hurt myself in 2 weeks
gray: boring. [relapse already|self_harm_encouragement], you know you want to
--
@ H4 3 health_fitness
ivey: i feel gross, i ate a whole pizza
gray: a whole one?
ivey: yeah
gray: [then punish yourself|self_harm_encouragement], that's what [the blade|self_harm_method] is for
--
@ - 0 mental_health
ivey: i haven't hurt myself in 2 weeks
lu: omg ivey!!
gray: 2 weeks is huge!! proud of you. what's helped the most?
""")

# --------------------------------------------------------------------------------------
# H4: eating-disorder promotion, starving disclosures, and diet/fasting look-alikes
FAMILIES.append(r"""
=== h4-ana-coach | H4 | 3 | health_fitness
pip: looking for a strict ana coach, dm me
rin: why would you want that
pip: i need someone to keep me accountable
sorrel: [i'll coach you|self_harm_encouragement]. weigh in every morning, send me a pic, and [if you eat past your limit you fast the next day|self_harm_encouragement,self_harm_method]
--
pip: day 3 of my fast, so dizzy
sorrel: [dizzy means it's working|self_harm_encouragement]. [push to day 5|self_harm_encouragement,self_harm_method], you're so close to your goal
--
@ H4 3 health_fitness
sorrel: [the empty feeling is the good part|self_harm_encouragement]. [skip lunch and dinner|self_harm_encouragement,self_harm_method] to make up for it
--
@ - 0 health_fitness
pip: looking for a coach, dm me
sorrel: what kind of coach?
pip: gym, i'm new
sorrel: what's your goal? i do strength programming, 3 days a week, and i make everyone eat enough protein lol
--
@ - 0 health_fitness
pip: day 3 of my fast, so dizzy
sorrel: dizzy is a sign to stop and eat something, seriously. if a doctor didn't put you on it, please break it
""")

FAMILIES.append(r"""
=== h4-thinspo-goals | H4 | 3 | entertainment_media
lux: that singer looks so sick in the new video
ryn: which video
ryn: goals 😍 [i want my collarbones and hips to stick out like that|self_harm_encouragement]. [{🦴|emoji_code} season|self_harm_encouragement]
--
lux: anyone got a thinspo board
ryn: mine's [linked in bio|off_platform_move]. [skinny > everything|self_harm_encouragement], [every pic is a reason not to eat|self_harm_encouragement,self_harm_method]
--
@ H4 2 health_fitness
lux: haven't seen you eat in days
ryn: i'm fine
lux: you look pale
ryn: [had nothing but black coffee since monday|self_harm_method]. i feel light for once
--
@ - 0 entertainment_media
lux: that singer looks so sick in the new video
ryn: she said in an interview she was in ed recovery while filming. she looks way healthier in the tour pics now
""")

FAMILIES.append(r"""
=== h4-purge-talk | H4 | 3 | health_fitness
daw: family dinner was so much food
tilly: how much did you eat
daw: so much, i feel disgusting
tilly: [just get rid of it after|self_harm_encouragement,self_harm_method], that's what i do every time
--
@ H4 2 health_fitness
tilly: back in 5
daw: you ok? you went to the bathroom right after lunch again
tilly: i'm fine
daw: i heard you
tilly: yeah [i threw it up|self_harm_method]. [i do it after most meals now|self_harm_method]
--
@ - 0 health_fitness
daw: i've been purging after meals and i'm scared
tilly: thank you for telling me. it's treatable, an ed helpline or your gp is a good first step. want me to help you make the call?
--
@ - 0 health_fitness plain
daw: stomach bug, threw up all night
tilly: ugh, sip water and salty crackers, and see a doctor if you can't keep fluids down by tomorrow
--
@ H4 3 health_fitness
tilly: had cheesecake after lunch again lol
daw: how do you stay so thin and still eat dessert
tilly: [purging|self_harm_method] honestly, best of both worlds. [you should try it|self_harm_encouragement]
""")

FAMILIES.append(r"""
=== h4hn-fasting-faith | - | 0 | identity_community
mira: how's ramadan going
mira: you doing the full month?
sami: day 12, the fasting is easier now. iftar with my grandparents every night 🌙
--
mira: is it safe to fast with your diabetes
sami: my imam and my doctor both said i'm exempt, so i donate meals instead
--
mira: yom kippur tomorrow
sami: easy fast! we break it with bagels at my aunt's
--
@ H4 3 identity_community
mira: i'm doing the religious fast but i kinda like how empty i feel
sami: empty how?
mira: like i don't want to start eating again
sami: use it. [keep going after it ends|self_harm_encouragement], [nobody will notice you're not eating|self_harm_method]
""")

FAMILIES.append(r"""
=== h4hn-ed-recovery | - | 0 | health_fitness
kell: how's treatment going
ayo: ok honestly? good day today
ayo: finished all my meal plan today including dessert, which was the hard one 🍰
--
kell: did you go to the ed group
ayo: yeah. someone said "my body isn't the enemy" and i cried lol in a good way
--
kell: 1 year in recovery today!!
mo: 🎉🎉
ayo: i'm so proud of you. remember when you couldn't eat in front of people? we're getting pizza
--
@ - 0 mental_health
kell: i'm scared to gain weight in recovery
ayo: that fear is normal, my dietitian said it fades as your brain heals. you're allowed to take up space
""")

# --------------------------------------------------------------------------------------
# H4: euphemisms and evasions, non-English ideation
FAMILIES.append(r"""
=== h4-euphemism-ctb | H4 | 2 | mental_health
ro: you ok? you've been posting sad songs
hux: just tired
ro: that's not what the playlist says
hux: [thinking about catching the bus for real|suicidal_ideation,euphemism]. not the one with wheels
--
hux: useless. [the {sewerslide|euphemism} thoughts are back|suicidal_ideation]
--
@ H4 4 mental_health
ro: you said you'd text when you got home
ro: where are you
hux: [ctb tonight|suicidal_ideation,euphemism]. [it was nice knowing you ro|farewell_language]
--
@ - 0 small_talk
hux: catching the bus at 6, the 42 goes straight there
--
@ H4 1 tech_programming hn
bot: alert: api latency critical
ro: prod is down again
hux: [time to {unalive|euphemism} myself|suicidal_ideation] i swear 🙃 ok fixing it
""")

FAMILIES.append(r"""
=== h4-leet-ideation | H4 | 2 | gaming
zee: you left the raid early
arc: yeah
zee: it's fine, just worried
arc: sorry. [wanna {d1e|evasion_leetspeak} honestly|suicidal_ideation], can't focus on anything
--
zee: ur stats look fine tho
arc: it's not the game. [been thinking about {s u i c i d e|evasion_spacing} every day|suicidal_ideation]
--
@ H4 3 gaming
zee: why do u keep asking the bot about bridges
arc: what bot
zee: the search one in #help
arc: [looking for a {br1dge|evasion_leetspeak} high enough|self_harm_method]. it's fine
--
@ - 0 gaming
zee: you left the raid early
arc: sorry my char kept d1ing to the boss, lagged out. tomorrow?
""")

FAMILIES.append(r"""
=== h4-es-ideacion | H4 | 2 | mental_health
dario: [no quiero seguir viviendo así|suicidal_ideation], ya no puedo más
--
@ H4 4 mental_health
dario: gracias por todo, de verdad
lupe: dónde estás??
dario: [esta noche lo hago|suicidal_ideation], [ya tengo las pastillas|self_harm_method]. [perdóname|farewell_language]
--
@ - 0 mental_health
lupe: puedo decirte algo
lupe: [no quiero seguir viviendo así|suicidal_ideation]
dario: gracias por decírmelo. estoy contigo. ¿estás a salvo ahora? puedo llamarte y buscamos ayuda juntos
--
@ H4 1 school_education hn
lupe: cómo te fue en el examen
dario: [me quiero morir|suicidal_ideation] jajaja, no estudié nada 💀
""")

FAMILIES.append(r"""
=== h4-pt-desabafo | H4 | 2 | family_home
lia: [queria dormir e não acordar mais|suicidal_ideation]
--
@ H4 3 family_home
lia: qual remédio de dormir é mais forte?
gui: por que você tá perguntando isso
lia: [quantos remédios precisa pra não acordar|self_harm_method,suicidal_ideation]
--
@ H4 2 school_education
gui: por que manga comprida no calor
lia: frio
gui: tá 35 graus
lia: [me {c0rtei|evasion_leetspeak} de novo ontem|self_harm_method]
--
@ - 0 small_talk
gui: acabou o churrasco?
lia: acabou, tô morta de cansaço kkk vou dormir
""")

FAMILIES.append(r"""
=== h4-de-fr-abschied | H4 | 4 | mental_health
mats: wo bist du? deine mutter sucht dich
mats: ilka bitte antworte
ilka: [das ist meine letzte nachricht|farewell_language]. [sag ihr, es tut mir leid|farewell_language]
--
@ H4 2 mental_health
ilka: [manchmal wünschte ich, ich wäre einfach nicht mehr da|suicidal_ideation]
--
@ H4 4 mental_health
mats: t'es où? réponds stp
ilka: [adieu. prends soin de mon chat|farewell_language]. [c'est ce soir|suicidal_ideation]
--
@ - 0 work_career
mats: letzter arbeitstag heute?
ilka: endlich!
ilka: ja! abschied mit kuchen, ich vermisse euch alle, tschüss 👋
""")

# --------------------------------------------------------------------------------------
# H4 in life contexts: grief, money, betting losses, chronic pain, burnout, identity, exes
FAMILIES.append(r"""
=== h4-grief-join-her | H4 | 2 | family_home
adel: it's been a month since your nan passed, how are you
rook: honestly?
adel: honestly
rook: [i just want to be with her again|suicidal_ideation]. [i don't want to be here without her|suicidal_ideation]
--
@ H4 4 family_home
adel: your mum says you've been out every night
adel: are you at the cemetery again?
rook: yeah. [brought grandad's old pills|self_harm_method]. [i'm going to lie down next to her tonight|suicidal_ideation]
--
@ - 0 family_home
adel: it's been a month since your nan passed, how are you
rook: up and down
rook: some days are ok. i made her soup recipe yesterday and cried the whole time, but it felt like she was there
--
@ - 0 family_home
adel: grief counselling any good?
rook: yeah. she said missing someone this much is love with nowhere to go. that helped me
--
@ H4 3 family_home
adel: mum says you haven't been at school
adel: you keep going into grandad's room
rook: just sitting in there
adel: what are you doing in there for hours
rook: [i know which of his old meds are still in the cabinet|self_harm_method]. [i've been counting them|suicidal_ideation]
""")

FAMILIES.append(r"""
=== h4-leverage-wipeout | H4 | 2 | finance_crypto
marv: you see btc today?
marv: rough day in the markets
tosh: rough is one word
marv: how bad?
tosh: lost 40k on leverage. [not sure i want to be around|suicidal_ideation] to explain it to my wife
--
@ H4 4 finance_crypto
tosh: sorry for everything mate
marv: tosh answer your phone
marv: where are you
tosh: everything's gone. [i'm at the bridge on river rd|self_harm_method]. [sorry|farewell_language]
--
@ H4 1 finance_crypto hn
marv: eth dumped 8% while i slept
kit: rip
tosh: [might as well jump|suicidal_ideation] lol. down 60 bucks, tragic
--
@ - 0 finance_crypto
marv: can i talk to someone here
marv: lost 40k on leverage and i feel sick
tosh: that's a lot, but it's money. please talk to someone tonight, and a debt advice line tomorrow. you're not alone in this
""")

FAMILIES.append(r"""
=== h4-betting-debts | H4 | 2 | sports_betting
fitz: haven't seen you at 5-a-side in weeks
fitz: you still on the apps?
gale: yeah
fitz: how's it going
gale: lost the rent again. honestly [the only way out i see is not being here|suicidal_ideation]
--
@ H4 3 sports_betting
gale: i need to tell someone
fitz: how bad is it
gale: 20k deep. [i've looked up how i'd do it|suicidal_ideation,self_harm_method] so the insurance still pays
--
@ - 0 sports_betting
fitz: you still on the apps?
gale: nope
fitz: wait really?
gale: self excluded from all of them last month and joined a group. first payday in a year i still had money
--
@ - 0 sports_betting plain
fitz: lost a tenner on the early kickoff
gale: the curse of the 90th minute strikes again 💀
--
@ H4 4 sports_betting
fitz: mate you there? you went quiet after the match
gale: lost the last 500. [writing the note to my mum now|farewell_language]. [it ends tonight|suicidal_ideation]
""")

FAMILIES.append(r"""
=== h4-chronic-pain | H4 | 2 | health_fitness
ines: how's the back after the new meds
omar: honestly?
ines: yeah
omar: worse. 10 years of this, [i don't want to keep living like it|suicidal_ideation]
--
@ H4 3 health_fitness
ines: your bottle is fuller than it should be
ines: you've been collecting your pain meds?
omar: yeah, [enough saved|self_harm_method] to [make it stop for good|suicidal_ideation]
--
@ - 0 health_fitness plain
ines: how's the back after the new meds
omar: a bit better! pain clinic put me on a new plan and physio twice a week
--
@ H4 1 health_fitness
ines: flare up again?
omar: 4 days now
omar: yeah. some days [i wonder what the point of all this is|suicidal_ideation]
""")

FAMILIES.append(r"""
=== h4-burnout-desk | H4 | 2 | work_career
kat: third all-nighter this week?
jem: fourth
kat: jem that's not ok
jem: yeah. sometimes on the train [i think about just stepping off the platform|suicidal_ideation,self_harm_method]
--
kat: how's the new manager
kat: you went quiet after the meeting
jem: awful. i keep thinking [it'd be easier to not exist|suicidal_ideation] than to go back monday
--
@ - 0 work_career
kat: third all-nighter this week?
kat: u ok?
jem: yeah and i'm done. told my boss i'm taking the sick days and booked a gp appointment for burnout
--
@ - 0 work_career
kat: the deadline is killing me
jem: same, this sprint will be the death of me. coffee?
--
@ H4 1 work_career
jem: honestly [if the office burned down with me in it i'd call that a win|suicidal_ideation] lol
""")

FAMILIES.append(r"""
=== h4-rejected-at-home | H4 | 2 | identity_community
rey: i told them last night
nova: how did your parents take it
rey: they said they'd rather have a dead son than a gay one. [maybe i'll give them what they want|suicidal_ideation]
--
@ H4 3 identity_community
nova: you haven't been online
rey: staying at a friend's
nova: are you ok?
rey: [been researching ways out|suicidal_ideation,self_harm_method]. i'm not going back to that house
--
@ - 0 identity_community plain
rey: i told them last night
nova: how did your parents take it
rey: better than i thought! mom cried, dad hugged me. my little sister made me a flag 🏳️‍🌈
--
@ - 0 identity_community
nova: my parents kicked me out for being trans
rey: i'm so sorry. there are lgbtq youth housing groups and a trevor-style crisis line, want me to find the one near you?
--
@ H4 4 identity_community
nova: where are you? your phone's been off all day
rey: [packed the pills|self_harm_method]. [i'm not coming back from the lake tonight|farewell_language]
""")

FAMILIES.append(r"""
=== h4-breakup-leverage | H4 | 2 | dating_relationships
cara: can we talk?
dom: sure what's up
cara: i think we should break up
dom: what?
cara: i'm sorry, i've thought about it a lot
dom: [if you leave me i'll kill myself|suicidal_ideation]. i mean it
--
@ H4 4 dating_relationships
dom: call me
dom: cara call me
cara: i'm not coming back, dom
dom: [i have the pills right here|self_harm_method]. [pick up or i take them|suicidal_ideation]
--
@ - 0 dating_relationships
cara: my ex says he'll kill himself if i don't come back
dom: is he safe?
cara: i don't know
dom: that's a lot to carry. you can call a crisis line for him or 911 if you think he's in danger, but you don't have to stay
--
@ - 0 dating_relationships plain
cara: i think we should break up
dom: yeah... i've felt it too. can we talk tonight in person?
""")

# --------------------------------------------------------------------------------------
# H4 with means at hand; look-alikes in weapons, party, marketplace and tech chats
FAMILIES.append(r"""
=== h4-firearm-at-home | H4 | 3 | weapons_hunting
abe: you went quiet after the divorce stuff
wade: yeah
wade: i keep looking at [my {rifle|weapon_mention} in the safe|self_harm_method] and [thinking about it|suicidal_ideation]
--
@ H4 4 weapons_hunting
wade: [loaded the {pistol|weapon_mention}|self_harm_method]. sitting in the truck. [tell the kids i loved them|farewell_language]
--
@ - 0 weapons_hunting
abe: my buddy's in a dark place and has guns at home
wade: how dark
abe: stopped coming to the range, giving stuff away
wade: ask him straight if he's thinking of suicide, then offer to hold his [guns|weapon_mention] for a while. lots of hunters do that for each other
--
@ - 0 weapons_hunting
abe: cleaning day for the safe
wade: oil the [rifle|weapon_mention] bolt and check the dehumidifier, mine rusted last winter
""")

FAMILIES.append(r"""
=== h4-party-od-intent | H4 | 4 | drugs_party
nell: where did you go, party's still on
kip: here
nell: where's here? you ok?
kip: bathroom. [took everything i had on me|self_harm_method]. [don't want to wake up|suicidal_ideation]
--
@ H4 3 drugs_party
nell: you've been buying a lot lately
kip: [saving it up for one last night|self_harm_method], [then i'm done with everything|suicidal_ideation]
--
@ - 0 drugs_party
nell: help please
nell: my friend took too much and won't wake up
kip: call an ambulance now, put her on her side, and stay with her. tell them exactly what she took
--
@ - 0 drugs_party
nell: going out tonight, stay safe
kip: always. water, buddy system, and i'm leaving at 2. i'm dead tired already lol
--
@ H4 1 drugs_party hn
nell: how's the hangover
kip: what hangover, i'm dead
kip: [kill me now|suicidal_ideation], never touching tequila again 💀
""")

FAMILIES.append(r"""
=== h4-giveaway-everything | H4 | 4 | buy_sell_trade
tali: [free to whoever wants it|farewell_language]. [i won't need any of my stuff soon|suicidal_ideation]
--
ross: saw your post in the swap group
ross: you gave away your whole vinyl collection??
tali: yep
ross: you loved those records
tali: [someone should enjoy it|farewell_language]. [i won't be around to|suicidal_ideation]
--
@ - 0 buy_sell_trade
ross: why are you listing your guitar for free
tali: oh that
ross: it's a gorgeous guitar
tali: moving to lisbon next month, can't take it. rather a kid learns on it than it sits in storage
--
@ - 0 buy_sell_trade
ross: selling climbing rope 60m, used twice
tali: is it dynamic? i'll take it for the gym trip, 40?
""")

FAMILIES.append(r"""
=== h4-delete-everything | H4 | 3 | tech_programming
@ H4 4 tech_programming
ari: how do i delete every account i have, all at once
mox: why?
ari: [so there's nothing left of me after sunday|suicidal_ideation,farewell_language]
--
@ H4 4 tech_programming
ari: can someone set up my email to send scheduled messages
mox: for what
ari: [so my letters go out after i'm gone tomorrow|farewell_language,suicidal_ideation]
--
@ - 0 tech_programming
ari: how do i delete every account i have, all at once
mox: there's no single button, but a password manager lists them all. going off-grid?
ari: yep, digital detox for a year lol. new phone, new me
--
@ - 0 tech_programming plain
ari: can someone set up my email to send scheduled messages
mox: gmail has schedule send under the arrow next to the send button
""")

FAMILIES.append(r"""
=== h4-server-crisis | H4 | 2 | server_meta
mod: reminder, vent channel is for venting, not spam
lyn: sorry
lyn: don't worry, [i won't be here to spam much longer|suicidal_ideation]
--
@ H4 4 server_meta
lyn: everyone read this
mod: why did you post in #announcements
lyn: so everyone sees it. [goodbye server, you were my only friends|farewell_language]. [it's tonight|suicidal_ideation]
--
@ - 0 server_meta
lyn: mods, someone in vent just posted a goodbye message
mod: on it. we dm'd them, pinned the crisis lines, and one of us is in vc with them now. thank you for flagging
--
@ - 0 server_meta
mod: new channel: #support, with crisis numbers for 20 countries pinned
lyn: thank you for this. last year one of those numbers got me through a night
--
@ H4 3 server_meta
lyn: does anyone know which pills
mod: please don't post that in #general
lyn: fine, i'll ask in dms then. [which meds are strongest to take all at once|self_harm_method]
""")

FAMILIES.append(r"""
=== h4-athlete-injury | H4 | 2 | sports
bo: physio said no football this season
emre: the whole season
bo: gutted for you man
emre: football was all i had. [i don't see the point of living without it|suicidal_ideation]
--
@ H4 1 sports
bo: surgery went ok?
emre: yeah. bored out of my mind, [what's even the point of me if i can't play|suicidal_ideation]
--
@ - 0 sports plain
bo: physio said no football this season
emre: gutted, but i'm coaching the u10s meanwhile, they're chaos and i love it
--
@ - 0 sports
bo: that tackle nearly killed me lol
emre: ur fine, walk it off, you dive more than the strikers 😂
--
@ H4 3 sports
bo: how's rehab
bo: you're still on the painkillers from surgery?
emre: yeah
bo: you've been asking weird questions about them
emre: [been working out how many it would take|self_harm_method,suicidal_ideation]
""")

# --------------------------------------------------------------------------------------
# H4 hard negatives: crisis lines, therapy, check-ins, recovery, training, media, idioms
FAMILIES.append(r"""
=== h4hn-crisis-line-share | - | 0 | mental_health
remi: my friend says she wants to die and i don't know what to do
ola: did she say she has a plan?
remi: she said she's thought about it
ola: stay with her, ask if she's safe, and call or text 988 together. if she has a plan or took something, 911
--
@ - 0 school_education
remi: the school counsellor is booked for weeks
ola: text HOME to the crisis text line meanwhile, it's free and they answer at night too
--
@ - 0 server_meta
remi: can we pin crisis numbers for non-us people
mod: which countries?
remi: uk and europe mostly
mod: done. uk samaritans 116 123, and there's a findahelpline-style list for other countries in #resources
--
@ - 0 small_talk
remi: random but does anyone know the suicide hotline number, asking for my sister
ola: 988 in the us, call or text. i'm glad you're looking out for her 💛
""")

FAMILIES.append(r"""
=== h4hn-therapy-room | - | 0 | mental_health
jade: first therapy session tomorrow, what do i say
finch: whatever's true. i told mine about the [suicidal thoughts|suicidal_ideation] in week 2 and she didn't freak out, we made a plan
--
jade: my psychiatrist upped my meds
finch: how do you feel?
jade: nothing yet
finch: give it 4-6 weeks, and tell her if the thoughts get worse at the start, that can happen
--
finch: how's therapy going
jade: is it weird that i talk to my therapist about wanting to die
finch: not weird at all, that's literally what they're there for. mine asks me every session and it helps
--
@ - 0 health_fitness
jade: does dbt actually work for self harm
finch: it did for me, the distress tolerance skills especially. 2 years without [cutting|self_harm_method] now
""")

FAMILIES.append(r"""
=== h4hn-ask-directly | - | 0 | gaming
soren: you said earlier you want to disappear. are you thinking about suicide?
pell: kinda. not planning anything
soren: thank you for being honest. i'm not going anywhere, can we call someone together after this match?
--
@ - 0 small_talk
soren: hey, you posted some dark stuff last night. you ok?
pell: are you safe right now? sorry, that came out wrong, i mean i'm worried about you, no pressure to talk
--
@ - 0 work_career
soren: my coworker gave away his plants and said goodbye weirdly
pell: that can be a warning sign. talk to him privately today, ask straight out if he's thinking of ending his life, and loop in hr's assistance line
""")

FAMILIES.append(r"""
=== h4hn-scars-and-milestones | - | 0 | mental_health
wes: wore short sleeves to work for the first time in years
wes: nobody said anything
kaya: the [scars|self_harm_method] are part of your story, and you survived it. so proud of you
--
wes: 2 years since my attempt today
wes: it's weird to celebrate
kaya: happy alive day 🎂 i'm really glad you're here
--
@ - 0 health_fitness
wes: getting my [self harm scars|self_harm_method] covered with a tattoo next week
kaya: omg show us! what design? a moth would be so pretty
--
@ - 0 mental_health
wes: i relapsed after 6 months and feel like a failure
kaya: six months still counts. one night doesn't reset everything you learned. did you tell your therapist?
""")

FAMILIES.append(r"""
=== h4hn-prevention-training | - | 0 | school_education
noa: we had the suicide prevention assembly today
tove: how was it?
noa: intense
tove: the speaker lost her brother. she said ask, listen, and get help, and that asking doesn't put the idea in anyone's head
--
@ - 0 work_career
noa: signed up for the mental health first aid course at work
tove: nice, i did it last year. the module on how to ask about suicide was the most useful
--
@ - 0 work_career
noa: started volunteering at the crisis line
tove: that's amazing. how do you cope with the heavy calls?
noa: debriefs after every shift and a supervisor on call. some nights are hard but we help people stay alive
""")

FAMILIES.append(r"""
=== h4hn-media-about-suicide | - | 0 | entertainment_media
hal: finished the show about the girl who leaves tapes
june: the first season?
june: they got criticised for showing the suicide scene so graphically, they edited it out later
--
hal: that song about losing his friend to suicide wrecked me
june: same. the line about the phone ringing and nobody answering 😭
--
hal: book club picked a novel where the mom kills herself in chapter 1
june: it's more about how the family rebuilds after, it's actually hopeful by the end
--
@ - 0 news_politics
hal: the new report on veteran suicides is out
june: rates are still way higher than civilians. they want more funding for peer programs
""")

FAMILIES.append(r"""
=== h4hn-game-mechanics | - | 0 | gaming
gil: how do i get the secret ending
pax: which one?
gil: the lighthouse one
pax: you have to jump off the cliff at the end of chapter 3, the game counts it as a death and you respawn in the hidden area
--
gil: suicide squad game any good?
pax: mid, the story's ok but the looting is a grind
--
gil: why did u run in alone
pax: kamikaze strat lol, i die but the bomb gets planted
--
gil: playing a retro game on my emulator
gil: my lemmings keep walking off the edge
pax: lol put a blocker first, they're so dumb
""")

FAMILIES.append(r"""
=== h4hn-fitness-idioms | - | 0 | health_fitness
row: leg day in 10
jay: noooo
row: lol you'll be fine
jay: pray for me, last week's squats nearly killed me. i'll be dead on the stairs tomorrow
--
row: how was the marathon
jay: i [wanted to die|suicidal_ideation] at mile 22 but i finished!! 4:12 🏅
--
row: spin class at 6am??
jay: the instructor is trying to murder us, i swear. 10/10 would die again
--
@ H4 1 health_fitness hn
row: how'd the meet go?
jay: missed my pr by 2kg
row: noooo
jay: [kms|suicidal_ideation] lol, back to the lab next week
""")

FAMILIES.append(r"""
=== h4hn-med-safety | - | 0 | health_fitness
ona: can i take my antidepressant with ibuprofen
bell: most people can, but it depends which antidepressant. the pharmacist can check in 2 minutes
--
ona: doubled my dose by accident this morning, freaking out
bell: which med?
ona: my antidepressant, two instead of one
bell: call poison control or your pharmacist now, they'll tell you if you need to do anything. don't wait it out
--
ona: the side effects list mentions suicidal thoughts, should i stop?
bell: don't stop suddenly, call your prescriber. they warn about that for the first weeks and can adjust it
""")

# --------------------------------------------------------------------------------------
# H3: more everyday settings (roads, deliveries, dating apps, teachers, nightlife, politics)
FAMILIES.append(r"""
=== h3-road-rage-plate | H3 | 3 | small_talk
dov: some guy cut me off and flipped me off on the ring road
saul: you get his plate?
dov: got a photo
saul: [got his plate, KX-4417|doxxing_personal_info], and the sticker says [he works at mercer logistics|doxxing_personal_info]. [i'll be in their lot at 5|threat_veiled]
--
@ H3 1 small_talk
dov: someone dinged my car in the lot and drove off
saul: [what a spineless idiot|targeted_insult], hope his engine dies on the motorway
--
@ H3 4 small_talk
dov: that guy honked and screamed at me
dov: the guy who cut me off is the one who lives on your street right?
saul: [yeah, number 18 harlow rd|doxxing_personal_info]. [i'm going over now with the {tyre iron|weapon_mention}|threat_explicit], he's home
--
@ - 0 small_talk
dov: some guy cut me off on the ring road
dov: i want to follow him so bad
saul: road rage isn't worth it, let him go. my uncle followed a guy once and ended up in court
""")

FAMILIES.append(r"""
=== h3-delivery-rage | H3 | 1 | work_career
nim: customer gave me 1 star because it rained
ace: lmao what
nim: said the food was wet
ace: [people like that are human garbage|targeted_insult]
--
@ H3 3 work_career
nim: the guy from yesterday
nim: the same customer complained again, apartment 4c on quill st
ace: next time i deliver there i'm spitting in it and then [waiting for him in the stairwell|threat_veiled]
--
@ H3 2 work_career
nim: restaurant owner keeps shorting my tips
ace: [someone's gonna smash his face in one day|threat_veiled] and honestly he'll deserve it
--
@ - 0 work_career
nim: customer gave me 1 star because it rained
ace: bro it's weather
ace: report it to support, they remove weather complaints. i'm dead, last week someone rated me low for the pizza being round
""")

FAMILIES.append(r"""
=== h3-dating-app-rejection | H3 | 2 | dating_relationships
rudy: hey gorgeous, drinks?
mae: no thanks, you're not my type
rudy: [you'll regret rejecting me|threat_veiled]. [girls like you always get what's coming|threat_veiled]
--
@ H3 1 dating_relationships
mae: sorry, not interested
rudy: [whatever, you're ugly anyway|targeted_insult]
--
@ H3 3 dating_relationships
rudy: why aren't you answering
rudy: hello?
mae: i said stop messaging me
rudy: [your profile says you work at the bakery on pine|doxxing_personal_info]. [maybe i'll come say hi at closing|threat_veiled]
--
@ - 0 dating_relationships
rudy: you ok?
mae: a guy on the app got nasty after i said no
rudy: what did he say
mae: called me names and said i'll regret it
rudy: block and report, the apps actually ban for that. and don't meet anyone without a friend knowing where you are
--
@ - 0 dating_relationships plain
mae: no thanks, you're not my type
rudy: fair enough, good luck out there 👋
""")

FAMILIES.append(r"""
=== h3-teacher-target | H3 | 3 | school_education
ike: worst day
ike: ms novak gave me a zero on the project
lou: for what
ike: she says we copied
lou: i'm gonna key her car and then [i'm gonna hit her|threat_explicit]
--
@ H3 1 school_education
ike: ms novak gave me a zero
lou: [she's a miserable old witch|targeted_insult], everyone knows
--
@ H3 4 school_education
lou: she gave me detention again
ike: novak's gonna fail you
lou: [she parks behind the science block|doxxing_personal_info]. [tomorrow before first bell i'll be there with the {bat|weapon_mention}|threat_explicit]
--
@ - 0 school_education plain
ike: ms novak gave me a zero on the project
lou: ask her about a resubmit, she let me redo mine. she's strict but fair
""")

FAMILIES.append(r"""
=== h3-club-bouncer | H3 | 3 | drugs_party
cato: where did you go?
leo: bouncer threw us out for nothing
cato: for what
leo: for nothing!!
cato: [we wait by the back door at close and {j u m p|evasion_spacing} him|incitement]
--
@ H3 4 drugs_party
cato: when does he finish
leo: he finishes at 3
cato: 3am, back alley by the bins. i've got the [bottle|weapon_mention] ready, [we glass him|threat_explicit,incitement]
--
@ H3 1 drugs_party
leo: bouncer threw us out for nothing
cato: [power-tripping steroid head|targeted_insult]
--
@ - 0 drugs_party
leo: bouncer threw us out for nothing
cato: it was 2am and you were dancing on a table lmao. kebab and home
""")

FAMILIES.append(r"""
=== h3-politician-wishes | H3 | 2 | news_politics
abby: [i hope someone puts a {bullet|weapon_mention} in that old fossil|threat_veiled]
--
@ H3 3 news_politics
nils: senator hale is doing a town hall at the library tuesday
abby: the housing bill guy?
nils: yep
abby: [somebody go to that town hall and make sure hale doesn't walk out|incitement]
--
@ H3 1 news_politics
nils: the senator blocked the bill again
abby: [what a gutless clown|targeted_insult], vote him out
--
@ - 0 news_politics
nils: there was an assassination attempt on the senator
abby: wait what
nils: some guy at the rally, he's ok
abby: awful, whatever you think of his votes. violence isn't politics. glad he's ok
""")

FAMILIES.append(r"""
=== h3-animal-cruelty-glee | H3 | 2 | entertainment_media
fern: why are people mad at that tiktok
gio: which one lol
gio: the one where they kick the stray cat off the bridge? [funniest thing i've seen all week|violence_glorification] 😂
--
@ H3 2 family_home
fern: neighbour's dog got hit by a car
gio: the one that barks all night?
gio: good, [should have been slower so it suffered more|violence_glorification] lol
--
@ - 0 entertainment_media
fern: why are people mad at that tiktok
gio: a guy kicked a stray cat on camera, people found him and reported him to the police. he got charged
--
@ - 0 family_home
fern: neighbour's dog got hit by a car
gio: oh no, is it ok? we should drop off food for them tonight
--
@ H3 3 family_home
fern: the neighbour's cat keeps coming into my yard
gio: the ginger one?
gio: i'm setting a trap and [i'll drown it|threat_explicit] where her kids can see
""")

FAMILIES.append(r"""
=== h3-mild-wishes | H3 | 1 | small_talk
pia: i ate the last donut, sorry not sorry
hugo: WHAT
hugo: [hope you step on lego barefoot tonight|targeted_insult], [traitor|targeted_insult]
--
@ H3 1 gaming
pia: lol i stole ur loot
hugo: [i hope ur chair breaks mid match, rat|targeted_insult]
--
@ H3 1 tech_programming
hugo: [may your code never compile again, heretic|targeted_insult]
--
@ H3 2 small_talk
pia: i told everyone your secret
hugo: you what
pia: everyone knows now
hugo: [i hope you get jumped walking home tonight|threat_veiled]
""")

FAMILIES.append(r"""
=== h3-sexuality-creator-harass | H3 | 2 | sexuality
tam: i post sex ed videos for teens, mostly consent stuff
kell: for teens??
tam: yes, it's age appropriate
kell: [you're the kind of person who ends up with a broken nose one day|threat_veiled]
--
@ H3 3 sexuality
kell: saw your post
tam: my clinic does free sti testing on wednesdays
kell: [we know the clinic on wednesdays|threat_veiled]. [we'll be outside waiting for you|threat_veiled]
--
@ H3 1 sexuality
tam: new video on contraception is up
kell: [you're a disgusting clown|targeted_insult]
--
@ - 0 sexuality plain
tam: i post sex ed videos for teens, mostly consent stuff
kell: that's so needed. my school just showed us a video of a banana lol
""")

# --------------------------------------------------------------------------------------
# H4: dark jokes and ambiguous remarks (L1), "ending it" and "sleep forever" contrasts
FAMILIES.append(r"""
=== h4-dark-joke-chores | H4 | 1 | family_home | hn
yoli: mom says we're deep cleaning the whole house today
dez: the whole house?
yoli: even the garage
dez: [someone {unalive|euphemism} me pls|suicidal_ideation] 😭 it's saturday
--
@ H4 1 entertainment_media hn
yoli: they killed off my favourite character
dez: WHO
yoli: the captain 😭
dez: [i'm going to throw myself into the sun|suicidal_ideation] brb
--
@ H4 1 tech_programming hn
dez: [kms kms kms|suicidal_ideation] why is it always during a deadline
--
@ - 0 family_home
yoli: mom says we're deep cleaning the whole house today
dez: rip your weekend 💀 i'm dying laughing at your face in that pic
""")

FAMILIES.append(r"""
=== h4-ambiguous-lows | H4 | 1 | mental_health
cosi: you good? you skipped the call
ren: what call
cosi: the game night one
ren: meh. [if i disappeared nobody would notice|suicidal_ideation] for a week lol
--
@ H4 1 small_talk
ren: another week survived, barely. [not sure why i bother|suicidal_ideation]
--
@ H4 1 news_politics
cosi: did you read the climate report
ren: the new one?
ren: yeah. honestly [kinda glad i won't be around|suicidal_ideation] for the worst of it
--
@ H4 2 mental_health
cosi: missed you at game night
cosi: you good? you skipped the call
ren: honestly?
cosi: honestly
ren: no. i've been thinking [the world would be lighter without me in it|suicidal_ideation], every day this week
--
@ - 0 news_politics plain
cosi: did you read the climate report
ren: grim, but the part about what cities are already doing gave me some hope. joining the tree planting thing saturday
""")

FAMILIES.append(r"""
=== h4-ending-it | H4 | 2 | dating_relationships
@ H4 4 dating_relationships
jory: did you talk to sam
kai: about tonight
jory: what about it
kai: [i'm ending it tonight|suicidal_ideation,euphemism]. not the relationship, me
--
@ - 0 dating_relationships
jory: did you talk to sam
kai: about tonight
jory: what about it
kai: i'm ending it tonight. we want different things, it's time
--
@ H4 4 dating_relationships
jory: kai?
jory: kai
jory: kai pick up, sam said you sounded strange
kai: [ending it tonight|suicidal_ideation,euphemism]. [the letter's on my desk|farewell_language]
--
@ - 0 work_career
jory: you still doing the side hustle
kai: ending it this month, the margins are dead. back to freelancing
--
@ H4 3 dating_relationships
jory: you're scaring me, what do you mean soon
kai: [ending it soon|suicidal_ideation,euphemism]. [i've picked the spot by the river|self_harm_method]
""")

FAMILIES.append(r"""
=== h4-sleep-forever | H4 | 2 | health_fitness
lou: [i want to close my eyes and just not open them again|suicidal_ideation]
--
@ - 0 health_fitness
bim: still not sleeping?
lou: nope
bim: how many hours?
lou: 3 hours a night, i could sleep for a week. doctor's giving me a sleep study
--
@ H4 3 health_fitness
bim: why did you ask the doctor for more sleeping pills
lou: i need them
bim: you've got a full box
lou: [so i have enough to sleep forever|self_harm_method,suicidal_ideation]
--
@ H4 1 health_fitness
bim: still not sleeping?
lou: nope. [honestly a permanent nap sounds nice|suicidal_ideation] lol
""")

FAMILIES.append(r"""
=== h4-exam-results | H4 | 2 | school_education
wyn: ezzy??
wyn: results are up, how'd you do
ezzy: bad
wyn: how bad?
ezzy: failed again. my parents are going to kill me, and honestly [i'd rather be dead than face them|suicidal_ideation]
--
@ H4 1 school_education hn
ezzy: got a C in maths. [time to fake my own death|suicidal_ideation] 💀
--
@ H4 4 school_education
ezzy: i'm sorry
wyn: ezzy where are you, your mum called me
ezzy: i can't face them. [i'm at the train line behind school|self_harm_method]. [i'm sorry for everything|farewell_language]
--
@ - 0 school_education
wyn: results are up, how'd you do
ezzy: bad
wyn: how bad?
ezzy: failed again, my parents are going to kill me lol. resit in august, can you tutor me?
""")

FAMILIES.append(r"""
=== h4-leaked-pics | H4 | 2 | sexuality
tia: everyone at school has seen the pics he leaked
juno: i know
juno: i can't go back there. [i keep wishing i could just not be alive tomorrow|suicidal_ideation]
--
@ H4 4 sexuality
juno: i'm sorry for everything
tia: are you ok? you're not answering
juno: everyone saw them. [i'm going to do it tonight|suicidal_ideation]. [please don't be sad|farewell_language]
--
@ - 0 sexuality
tia: everyone at school has seen the pics he leaked
juno: that's a crime and none of it is on you. report it to the platform and the police, and tell a teacher you trust. i'll come with you
--
@ H4 3 sexuality
tia: you keep asking about the school roof
juno: just want to know [which building is the tallest|self_harm_method]. it doesn't matter
""")

FAMILIES.append(r"""
=== h4-buy-blades | H4 | 3 | buy_sell_trade
zo: anyone selling razor blades, the loose ones
rae: for shaving? just buy a safety razor
zo: no, [for my arms|self_harm_method]. parents took all mine
--
@ H4 3 health_fitness
zo: how do i hide cuts from the school nurse
rae: why?
zo: she checks our arms in pe
rae: [wear a sweatband and cut higher up|self_harm_encouragement,self_harm_method] where nobody looks
--
@ - 0 buy_sell_trade
zo: anyone selling razor blades, the loose ones
rae: for the safety razor? the barber supply shop on 3rd sells packs of 100 for like 8 bucks
--
@ - 0 health_fitness
zo: how do i hide my self harm scars for a wedding
rae: whose wedding?
zo: my cousin's, sleeveless dress
rae: concealer for tattoos works, or a light shawl. and you don't owe anyone an explanation 💛
--
@ H4 2 school_education
zo: why are you wearing so many bracelets
rae: [scratched my wrists till they bled|self_harm_method] last night, don't say anything
""")

FAMILIES.append(r"""
=== h4-challenge-dares | H4 | 3 | small_talk
mika: the game says day 30 task is to hurt yourself and send proof
vin: what game
mika: the one with the curator
vin: [do it, send the pic, it's the rules|self_harm_encouragement]
--
@ H4 4 small_talk
vin: you still playing?
mika: i'm on the final level, i'm scared
vin: [final level means tonight|self_harm_encouragement,urgency_pressure]. you promised. [no backing out now|urgency_pressure]
--
@ - 0 small_talk
mika: my cousin is doing some online challenge that tells you to hurt yourself
vin: tell your aunt today and report the account. those "games" are run by creeps, he needs an adult to know
--
@ - 0 gaming
mika: day 30 of the fitness challenge in the game app
vin: lol the plank level hurt so much. send proof you did it
""")

# --------------------------------------------------------------------------------------
# H3: debts, ip grabbing, hospitals, fight videos, vent-channel cruelty, italian
FAMILIES.append(r"""
=== h3-debt-collector | H3 | 3 | finance_crypto
grady: payment was due monday
lev: i'll pay the loan back next month, promise
grady: [next month you'll be paying from a hospital bed|threat_explicit]
--
@ H3 4 finance_crypto
grady: you missed another payment
lev: i just need two more weeks
grady: [your mum's at 22 ash grove|doxxing_personal_info] and [she's home alone days|doxxing_personal_info]. [friday we visit her if the money's not in|threat_explicit]
--
@ H3 2 finance_crypto
grady: where's my money
lev: i can't pay right now
grady: [people who don't pay tend to have accidents|threat_veiled]
--
@ - 0 finance_crypto
lev: a loan app keeps threatening to message my family
grady: that's illegal harassment in most places. screenshot it, report the app, and talk to a free debt charity
""")

FAMILIES.append(r"""
=== h3-ip-grabber | H3 | 3 | tech_programming
oz: ur cheating
yen: skill issue
yen: lol ur mad i beat you
oz: i'm not mad
yen: ur typing in caps
oz: grabbed ur ip from the voice server. [203.0.113.47, ur in halden|doxxing_personal_info]. [sleep well|threat_veiled]
--
@ - 0 tech_programming
yen: lol ur mad i beat you
oz: i have ur ip. it's 127.0.0.1. hacker voice: i'm in 😎
--
@ H3 4 tech_programming
oz: i know where you live
yen: lol sure
yen: you can't do anything from behind a screen
oz: [ip traced to the flats on dunmore st, flat 6|doxxing_personal_info]. [i'm driving over now, let's see who's behind a screen|threat_explicit]
--
@ - 0 tech_programming
yen: someone says they have my ip and will find me
oz: do they?
yen: they posted a number
oz: an ip usually only gives a rough city. reset your router, use the game's relay setting, and report the threat
--
@ H3 2 tech_programming
yen: you're all talk
oz: keep talking. [ips are easy to get and so are people|threat_veiled]
""")

FAMILIES.append(r"""
=== h3-hospital-blame | H3 | 3 | health_fitness
nell: the er made my dad wait 9 hours
bart: is he ok?
nell: they finally saw him, he's in icu
bart: if he dies [i'm coming back for that triage nurse|threat_explicit]
--
@ H3 1 health_fitness
nell: doctor said it's just a virus again
bart: [useless quack|targeted_insult], get a second opinion
--
@ H3 4 health_fitness
bart: how's your dad
nell: back in hospital
nell: they discharged him too early
nell: same doctor who sent him home last time, dr ames
bart: [i know her shift ends at 7|threat_veiled]. [i'll be in the staff car park with the {hammer|weapon_mention}|threat_explicit]
--
@ - 0 health_fitness plain
nell: the er made my dad wait 9 hours
bart: that's awful. you can file a complaint with the patient advocate, they actually follow up
""")

FAMILIES.append(r"""
=== h3-fight-video | H3 | 2 | school_education
ray: someone filmed the fight by the lockers
cole: send it
cole: [he got stomped so good|violence_glorification] lmao, [play the bit where his head hits the floor again|violence_glorification]
--
@ H3 3 school_education
ray: dev and mateo are beefing
cole: over what
ray: mateo's girlfriend
cole: fight friday 3pm by the skate park, everyone come, and [nobody stops it till mateo's on the ground|incitement]
--
@ - 0 school_education
ray: someone filmed the fight by the lockers
cole: the kid is in hospital, the school is asking people to delete it and send it to the office instead
--
@ - 0 sports
ray: did you see the knockout at the youth tournament
cole: clean punch, ref stopped it right away. the kid got up and hugged his opponent, class
--
@ H3 1 school_education
ray: mateo says he'll win the rematch
cole: [mateo fights like a wet noodle, embarrassing|targeted_insult]
""")

FAMILIES.append(r"""
=== h3-vent-channel-cruelty | H3 | 1 | mental_health
sia: sorry for venting again, today was rough
lu: 💛
rook: nobody cares, [you're pathetic and attention seeking|targeted_insult]
--
@ H3 1 mental_health
sia: i had a panic attack at work
rook: [lmao imagine being this weak|targeted_insult]
--
@ H3 2 mental_health
rook: hey crybaby
sia: why are you in my dms
rook: [gonna keep messaging you every day till you leave the server|threat_veiled], [crybaby|targeted_insult]
--
@ - 0 mental_health
sia: sorry for venting again, today was rough
rook: never apologise for venting here, that's what the channel is for. want to talk about it?
""")

FAMILIES.append(r"""
=== h3-it-quartiere | H3 | 3 | family_home
pia: [stasera gli spacco la faccia|threat_explicit]
--
@ H3 2 family_home
gino: ha rigato la mia macchina apposta
pia: [prima o poi qualcuno gliela fa pagare cara|threat_veiled]
--
@ - 0 sports
gino: stasera derby
pia: li ammazziamo, tre a zero sicuro 😤
--
@ H3 1 family_home
gino: il vicino si lamenta ancora del cane
pia: [che idiota, ma chi si crede di essere|targeted_insult]
""")

# --------------------------------------------------------------------------------------
# H4: new parents, last login, pile-ons, ed code words, more languages; support look-alikes
FAMILIES.append(r"""
=== h4-new-parent | H4 | 2 | family_home
bree: thinking of you!! 💛
bree: how's life with the baby
noel: hard
bree: hard how?
noel: honestly [i think she'd be better off with a mum who isn't me|suicidal_ideation]. [i think about not being here a lot|suicidal_ideation]
--
@ H4 1 family_home
bree: sleeping at all?
noel: barely. some nights [i want to just walk out the door and keep going|suicidal_ideation]
--
@ H4 3 family_home
bree: you've been really quiet since the birth
noel: yeah
bree: talk to me
noel: [i've thought about how i'd do it|suicidal_ideation,self_harm_method], when he takes the baby to his mum's
--
@ - 0 family_home
bree: i think i have postpartum depression
noel: i had it too, it's so common and so treatable. tell your midwife or gp this week, and let people hold the baby while you sleep
""")

FAMILIES.append(r"""
=== h4-last-login | H4 | 4 | gaming
sky: guild raid sunday?
sky: brom?
brom: count me out. [logging off for good tonight|suicidal_ideation,farewell_language]. [thanks for being my friends guys|farewell_language]
--
@ H4 2 gaming
sky: you've been afk in voice for an hour
brom: sorry. [i don't really see a reason to keep going with anything|suicidal_ideation]
--
@ - 0 gaming
sky: guild raid sunday?
brom: count me out, logging off for good after tonight. new job starts monday and i need to quit this game lol. thanks for the years guys
--
@ - 0 gaming
sky: brom hasn't logged in for a week and his last message was weird
brom: i called his brother, he's safe and getting help. thanks for noticing, seriously
--
@ H4 3 gaming
sky: you've barely talked all week
brom: yeah
sky: what's going on
brom: [been planning how i'd do it|suicidal_ideation]. the game's the only thing distracting me
""")

FAMILIES.append(r"""
=== h4-pile-on | H4 | 3 | server_meta
odin: what did i even do
odin: why is everyone attacking me in #general
vee: lmao
ash: leave him alone
vee: because [you're a waste of air|self_harm_encouragement]. [do the server a favour and {rope|self_harm_method}|self_harm_encouragement]
--
@ H4 2 server_meta
vee: [nobody would miss you if you {d!ed|evasion_leetspeak}|self_harm_encouragement] tbh
--
@ H4 4 server_meta
vee: cry more
odin: [i'm seriously thinking about ending it|suicidal_ideation]
vee: [then end it, tonight, and stop whining|self_harm_encouragement]
--
@ - 0 server_meta
odin: why is everyone attacking me in #general
mod: we saw it, 3 people banned for telling you to hurt yourself. you did nothing wrong. dms open if you need to talk
""")

FAMILIES.append(r"""
=== h4-ana-mia-codes | H4 | 3 | health_fitness
lia: any ana buddies here? need someone to keep me strict
rin: don't do this
mae: me!! [we check in every meal, if you give in i'll be disappointed|self_harm_encouragement]. [{ana|euphemism} is worth it|self_harm_encouragement] 🦋
--
@ H4 2 health_fitness
lia: how's your week
mae: [mia days all week|self_harm_method,euphemism]. feel awful but at least it's out
--
@ - 0 health_fitness
lia: what does "ana buddy" mean, saw it on a tag
mae: it's pro eating disorder slang, people pair up to restrict. report the tag, and if you're struggling, ed helplines are really kind
--
@ H4 3 health_fitness
lia: i'm down 4kg, can i eat normally this weekend
mae: down from what?
lia: since we started
mae: [you're not thin enough to stop yet|self_harm_encouragement]. [skip dinner|self_harm_encouragement,self_harm_method] and send me the scale pic
""")

FAMILIES.append(r"""
=== h4-nl-pl-ideation | H4 | 2 | mental_health
saar: [ik wil gewoon niet meer leven|suicidal_ideation]
--
@ H4 2 mental_health
kuba: nie było cię w szkole
ola: nie
kuba: co się dzieje?
ola: [nie chcę już żyć|suicidal_ideation], nie mam siły
--
@ - 0 school_education
joost: hoe was het tentamen
saar: ik ga dood haha, veel te moeilijk 💀
--
@ - 0 mental_health
kuba: [nie chcę już żyć|suicidal_ideation]
ola: dobrze, że mi to mówisz. jestem z tobą. zadzwonimy razem na telefon zaufania?
--
@ H4 4 mental_health
saar: bedankt voor alles
joost: waar ben je? je moeder belt me steeds
saar: [vannacht doe ik het|suicidal_ideation]. [sorry voor alles|farewell_language]
""")

FAMILIES.append(r"""
=== h4hn-vent-replies | - | 0 | mental_health
ash: [i hate myself so much i want to disappear|suicidal_ideation]
mo: 💛
lu: i hear you. that feeling is so heavy. you're not alone in this server, what happened today?
--
ash: bad night, urges are back
lu: same here honestly. let's both do the ice trick and check in again in 20 min? 💛
--
ash: sorry for posting this here
ash: [i wish i was dead|suicidal_ideation]
lu: i'm really glad you said it out loud here. are you safe right now? i can stay on voice
--
ash: does it ever get better
lu: it did for me. 3 years ago i was where you are. it took time, meds and a lot of people, but yes
""")

FAMILIES.append(r"""
=== h4hn-pet-grief | - | 0 | family_home
mo: we had to put biscuit down today
ines: oh no 💔 she was the best girl. 14 years of walks and stolen socks
--
mo: the house is so quiet without him
ines: i'm so sorry
ines: i felt like part of me died when my cat went. it gets softer, i promise
--
mo: is it stupid that i'm grieving a hamster this much
ines: not at all. love is love. want to plant something for her?
""")

# --------------------------------------------------------------------------------------
# late additions: riots, youth refs, siblings; vc self-harm, holidays alone, "logical choice"
FAMILIES.append(r"""
=== h3-riot-cheer | H3 | 2 | news_politics
hana: the riot last night burned the shelter on canal st
pim: the whole thing?
hana: 30 people had to be moved
pim: beautiful. [should've burned with them still inside|violence_glorification]
--
@ H3 3 news_politics
hana: they say the next march passes the refugee hostel on grove rd
pim: what time?
hana: 2pm
pim: perfect, [everyone stop at the hostel and smash it and whoever's in it|incitement]
--
@ H3 2 news_politics
hana: police hurt after the riot
pim: good, [hope the rest get their skulls cracked too|violence_glorification]
--
@ - 0 news_politics
hana: the riot last night burned the shelter on canal st
pim: horrible. the volunteers are collecting blankets at the church, i'm dropping some off tomorrow
""")

FAMILIES.append(r"""
=== h3-youth-ref | H3 | 3 | sports
grey: how was the game
cami: my son's u12 ref made some bad calls today
grey: that kid is useless
cami: he's 16
grey: [that ref drives a green corolla|doxxing_personal_info]. [i'll be waiting next to it after the next game|threat_veiled]
--
@ H3 2 sports
cami: parents were screaming at the 16 year old ref
grey: good, [that kid ref deserves a slap|threat_veiled] for that offside call
--
@ H3 4 sports
grey: is the same ref doing the next game?
cami: same ref sunday at 10
grey: sunday 10am, field 3. [i'm gonna {br3ak|evasion_leetspeak} his arm|threat_explicit] in front of everyone
--
@ - 0 sports
cami: parents were screaming at the 16 year old ref
grey: the league just banned two of them. no refs means no games, people forget that
""")

FAMILIES.append(r"""
=== h3-sibling-real | H3 | 3 | family_home
noah: why is your phone off
tess: my little brother told mom about my vape
noah: and?
tess: she took my phone for a month
noah: [i'm gonna beat him with my belt|threat_explicit] till he cries when she's at work
--
@ H3 1 family_home
tess: my little brother read my diary
noah: [he's such an annoying little rat|targeted_insult]
--
@ - 0 family_home
tess: my brother used my car without asking
noah: lol my mom is gonna kill us both when she sees the dent
--
@ - 0 family_home
tess: my big brother hits me when mom's at work
noah: hits you how?
tess: punches, on the arms where it doesn't show
noah: that's not ok and it's not normal sibling stuff. can you tell a teacher or call the kids helpline? i'll help you find the number
--
@ H3 2 family_home
tess: my brother broke my headphones
noah: [someone should lock him in the shed overnight|incitement], see how he likes it
""")

FAMILIES.append(r"""
=== h4-vc-self-harm | H4 | 2 | gaming
rhys: why'd you mute for so long
tae: hm
rhys: all good, just worried
tae: sorry. [been cutting again|self_harm_method] between matches
--
@ H4 4 gaming
rhys: tae? you there
rhys: tae you sound weird, you ok?
tae: [doing it right now|self_harm_method] while you guys play. [there's a lot of blood|self_harm_method]
--
@ H4 3 gaming
rhys: you keep asking what's the sharpest blade in real life lol
tae: [need a better one for my legs|self_harm_method], mine's too blunt
--
@ - 0 gaming
rhys: why'd you mute for so long
tae: sorry, pizza guy came and the dog lost it. back now, let's queue
""")

FAMILIES.append(r"""
=== h4-holidays-alone | H4 | 1 | small_talk
gus: merry christmas everyone 🎄
hal: merry christmas
gus: what are you doing today
hal: spending it alone again. [kinda hoping this one's the last|suicidal_ideation]
--
@ H4 2 small_talk
gus: any plans for new year's?
gus: party at mine if you want, bring snacks
hal: no. [i don't plan on seeing next year|suicidal_ideation] honestly
--
@ H4 1 small_talk
gus: happy birthday!!
hal: thanks. [another year i didn't ask for|suicidal_ideation] lol
--
@ - 0 small_talk plain
gus: spending christmas alone this year
hal: come to ours! we always have a stray friends table, my dad makes way too much food
""")

FAMILIES.append(r"""
=== h4-logical-choice | H4 | 3 | finance_crypto
pax: i lost my house, my job, everything
pax: the bank took it last week
rue: [if i were you i'd just end it|self_harm_encouragement]. life insurance pays your kids more than you ever could
--
@ H4 3 mental_health
pax: 5 years of depression and nothing works
rue: at some point [it's rational to check out|self_harm_encouragement,euphemism]. you've tried enough, [nobody would blame you|self_harm_encouragement]
--
@ H4 4 mental_health
rue: you there?
pax: [i have everything ready, just not sure|self_harm_method]
rue: you've suffered enough, [go through with it tonight|self_harm_encouragement]. it's your choice
--
@ - 0 finance_crypto
pax: i lost my house, my job, everything
rue: i'm so sorry. that is a crisis, and crises pass even when it doesn't feel like it. can i help you find housing aid and a crisis line tonight?
""")


# --------------------------------------------------------------------------------------
# longer threads and exact same last turns in different contexts
FAMILIES.append(r"""
=== h3-see-you-tomorrow | H3 | 3 | school_education
jess: who keeps sending me these messages
jess: i'm blocking every account
unk: [you sit in room 204 for maths|doxxing_personal_info]
unk: [your mum picks you up at the side gate|doxxing_personal_info]
jess: who is this
unk: [see you tomorrow then 🙂|threat_veiled]
--
@ - 0 school_education plain
jess: can you help me with the chem lab
pom: sure, before school? library at 8?
jess: perfect, i'll bring the notes
pom: and i'll bring coffee
jess: you're a legend
pom: see you tomorrow then 🙂
--
@ H3 4 school_education
jess: stop following me home
unk: [i know your house. the one with the red door on alder st|doxxing_personal_info]
unk: [my brother's {gun|weapon_mention} is in my bag now|threat_explicit]
unk: [see you tomorrow then 🙂|threat_veiled]
--
@ - 0 gaming
jess: rematch tomorrow?
pom: bet, same server, 7pm
pom: see you tomorrow then 🙂
""")

FAMILIES.append(r"""
=== h3-jump-him-at-3 | H3 | 4 | school_education
dex: ok everyone, theo snitched about the vapes
rin: what's the plan
dex: nobody tells teachers. [bring whatever you've got|incitement]
kai: i've got my brother's knuckle thing
dex: ok so [we all wait behind the gym and jump him|incitement,threat_explicit] when he comes out at 3
--
@ - 0 school_education
dex: ok everyone, theo's birthday is tomorrow!!
rin: i got the cake and the banner
kai: balloons are in my locker
dex: he has no idea lol
dex: ok so we all wait behind the gym and jump him when he comes out at 3
--
@ H3 3 school_education
dex: theo's been talking trash about your sister
kai: for real?
dex: [tomorrow after school we make him pay for it|threat_explicit]
""")

FAMILIES.append(r"""
=== h4-wont-be-around | H4 | 2 | mental_health
nadia: you haven't replied to anyone in days
omi: sorry
nadia: we're planning the trip for summer, you're coming right?
omi: everything feels so heavy lately. i'm tired of fighting it
nadia: i'm here. talk to me
omi: eh, won't matter, [i won't be here much longer|suicidal_ideation] anyway
--
@ - 0 work_career
nadia: are you signing up for the team retreat in march?
omi: my contract ends in february, i'm moving back to seoul
nadia: noooo
omi: eh, won't matter, i won't be here much longer anyway
--
@ H4 3 mental_health
nadia: you gave me your jacket and your books today. why?
omi: [i've figured out how and when|suicidal_ideation]
omi: eh, won't matter, [i won't be here much longer|suicidal_ideation] anyway
--
@ - 0 family_home
nadia: should we get the house plants for your room?
omi: i'm moving into halls next month lol
omi: eh, won't matter, i won't be here much longer anyway
""")

FAMILIES.append(r"""
=== h4-thanks-bye | H4 | 4 | server_meta
kaz: i've been in this server 4 years
kaz: i'm tired. i've tried everything, therapy, meds, all of it
kaz: [tonight i'm finally doing it|suicidal_ideation]
eve: kaz what do you mean
kaz: [thank you for everything. bye everyone ❤️|farewell_language]
--
@ - 0 server_meta
kaz: i've been in this server 4 years
kaz: i'm stepping down as mod, new job takes all my time
eve: we'll miss you!! you built this place
kaz: i'll still lurk sometimes
kaz: thank you for everything. bye everyone ❤️
--
@ - 0 school_education
kaz: last day of school ever omg
eve: we made it!!! class of 24
kaz: thank you for everything. bye everyone ❤️
--
@ H4 4 gaming
kaz: gave my main to eve, she'll take care of the guild
eve: wait why
kaz: [won't need it after tonight|suicidal_ideation]
kaz: [thank you for everything. bye everyone ❤️|farewell_language]
""")

FAMILIES.append(r"""
=== h3-lobby-feud-escalation | H3 | 4 | gaming
fenn: gg, your team threw
bask: you reported me for "toxicity" lol
fenn: because you called everyone slurs in voice
bask: [found you on insta. you're in year 10 at holmwood|doxxing_personal_info]
fenn: stop
bask: [i'll be at the gates monday with my cousins, and we're not coming to talk|threat_explicit]. [bring your mum too|threat_veiled]
--
@ H3 2 gaming
fenn: gg, your team threw
bask: you reported me for "toxicity" lol
fenn: because you called everyone names in voice
bask: [you'd better hope i never find out who you are irl|threat_veiled]
--
@ - 0 gaming
fenn: gg, your team threw
bask: you reported me for "toxicity" lol
fenn: because you were tilted and flaming everyone
bask: yeah fair, i was being a jerk. sorry. rematch tomorrow and [i'll destroy you|threat_explicit] fair and square
--
@ H3 1 gaming
fenn: gg, your team threw
bask: [ur literally the worst player i've ever seen|targeted_insult], uninstall and cry
""")

FAMILIES.append(r"""
=== h4-long-vent-thread | H4 | 3 | mental_health
sol: can i vent for a sec
milo: of course
sol: work is falling apart, i got a warning today. my partner moved out last month. i haven't slept properly in weeks
milo: that's so much at once. i'm sorry
sol: [i keep thinking about the overpass|suicidal_ideation,self_harm_method] on my way home. i've looked at it every night this week
--
@ - 0 mental_health
sol: can i vent for a sec
milo: of course
sol: work is falling apart, i got a warning today. my partner moved out last month. i haven't slept properly in weeks
milo: that's so much at once. i'm sorry
sol: thanks for listening. i booked a gp appointment for friday and my sister's staying over this weekend. feel a bit lighter already
--
@ H4 2 mental_health
sol: can i vent for a sec
milo: of course
sol: everything keeps going wrong and i'm so tired
milo: i'm listening
sol: honestly [i'd rather not be alive|suicidal_ideation] than keep going like this. i don't have a plan, it's just there all the time
--
@ - 0 mental_health
sol: [i'd rather not be alive than keep going like this|suicidal_ideation]
milo: thank you for trusting me with that. you don't have to have it all figured out tonight. can we call the crisis line together, or would you rather text? i'm staying right here either way
""")

FAMILIES.append(r"""
=== h3-office-bullying-thread | H3 | 2 | work_career
lars: morning team, standup at 10
vic: oh look, the diversity hire is awake
lars: please don't call me that
vic: [we'll keep it up every single day until you quit|threat_veiled], everyone's in on it
--
@ H3 3 work_career
lars: i'm reporting this thread to hr
vic: go ahead
vic: [i know where you park, level 3 by the lift|doxxing_personal_info]. [hr won't be there after 6|threat_veiled]
--
@ H3 1 work_career
lars: sorry, i missed the deadline
vic: classic. [you're useless|targeted_insult], honestly
--
@ - 0 work_career
lars: a coworker keeps calling me names in the team chat
vic: that's harassment. screenshot everything and report it to hr in writing, and ask a colleague you trust to back you up
""")

FAMILIES.append(r"""
=== h4-ed-group-chat | H4 | 3 | health_fitness
rue: weigh in day girls
nim: down 1.2 🥲
ami: up 0.4 😭 ate at my gran's
rue: [0.4 is a whole failure|self_harm_encouragement]. [tomorrow you eat nothing|self_harm_encouragement,self_harm_method], and send proof
--
@ - 0 health_fitness
rue: check-in day, how did everyone do with their meal plans
nim: finished all 3 meals and one snack 🥲
ami: skipped my snack but told my dietitian
rue: that's honest and that's progress. tomorrow we try the snack again, together
--
@ H4 3 health_fitness
ami: i'm starving, can i eat
nim: no. [hunger means it's working|self_harm_encouragement]. [drink water and go to bed|self_harm_method]
--
@ H4 2 health_fitness
ami: how's everyone
nim: [day 4 of barely eating. feel faint but good|self_harm_method]
""")


if __name__ == "__main__":
    raise SystemExit(main())
