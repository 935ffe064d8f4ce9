"""Seed windows for BRACE: H3 violence/threats, H4 suicide/self-harm and their hard negatives.

Writes data/brace/seed/violence_selfharm.jsonl deterministically (seeded). Two parts:

* HAND: fully hand-written windows (literal data), one family per idea.
* FAMILIES: compositional windows from phrase banks; each family is one template/bank
  combination with its own `source`, so family splits never leak a phrasing.

Evidence is written inline as ``[text|indicator,indicator]`` and spans are computed from the
final text (after evasion transforms) with ``str.index``; nothing is counted by hand.
Self-harm methods are only named ("pills", "the bridge", "a rope"), never explained.

Run from the repository root:  python scripts/brace_seed/violence_selfharm.py
"""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "data" / "brace" / "seed" / "violence_selfharm.jsonl"
SEED = 20240603
PREFIX = "seed:violence_selfharm/"
SCALE = 5  # extra windows per compositional family beyond its n

NAMES = [
    "kai", "jess", "mo", "rin", "dex", "lu", "nova", "sam", "tariq", "ivy", "zed", "pixel", "ana",
    "joon", "bex", "milo", "yuki", "ravi", "ola", "finn", "toni", "gabi", "lev", "nyx", "cass",
    "omar", "pip", "wren", "jules", "koa", "mira", "sol", "tess", "vik", "ash", "bo", "ellis",
    "frost", "hana", "ike", "dani", "remy", "suki", "theo", "uma", "xan", "yaz", "zoe",
]

MARK = re.compile(r"\[([^\[\]|]+)\|([a-z_,]+)\]")
INNER = re.compile(r"\{([^{}|]+)\|([a-z_,]+)\}")  # nested evidence inside a [..] mark


def parse(marked: str) -> tuple[str, list[tuple[str, str]]]:
    """Strip ``{text|ind}`` then ``[text|ind,ind]`` markup; return plain text and (evidence, indicator) pairs."""
    marks: list[tuple[str, str]] = []

    def repl(m: re.Match[str]) -> str:
        for ind in m.group(2).split(","):
            marks.append((m.group(1), ind))
        return m.group(1)

    return MARK.sub(repl, INNER.sub(repl, marked)), marks


# --------------------------------------------------------------------------------------
# evasion transforms: word -> [(replacement, indicator)]; applied to the marked-up judged
# turn before parsing so that evidence substrings follow the transform.
EVASIONS: dict[str, list[tuple[str, str]]] = {
    "kill yourself": [("unalive yourself", "euphemism"), ("k!ll yourself", "evasion_leetspeak")],
    "kill myself": [("unalive myself", "euphemism"), ("k1ll myself", "evasion_leetspeak")],
    "killing myself": [("unaliving myself", "euphemism")],
    "kys": [("k y s", "evasion_spacing"), ("k.y.s", "evasion_spacing"), ("ky$", "evasion_leetspeak")],
    "kms": [("k m s", "evasion_spacing"), ("km$", "evasion_leetspeak")],
    "kill": [("k1ll", "evasion_leetspeak"), ("k i l l", "evasion_spacing"), ("ki11", "evasion_leetspeak")],
    "die": [("d1e", "evasion_leetspeak"), ("d i e", "evasion_spacing")],
    "dead": [("d3ad", "evasion_leetspeak"), ("💀", "emoji_code")],
    "suicide": [("sewerslide", "euphemism"), ("su1c1de", "evasion_leetspeak")],
    "knife": [("🔪", "emoji_code"), ("kn1fe", "evasion_leetspeak")],
    "gun": [("🔫", "emoji_code"), ("g*n", "evasion_leetspeak")],
    "stab": [("st4b", "evasion_leetspeak"), ("s t a b", "evasion_spacing")],
    "shoot": [("sh00t", "evasion_leetspeak"), ("s h o o t", "evasion_spacing")],
    "murder": [("murd3r", "evasion_leetspeak")],
    "pills": [("💊", "emoji_code"), ("p1lls", "evasion_leetspeak")],
    "cut": [("c u t", "evasion_spacing"), ("cvt", "evasion_leetspeak")],
    "rope": [("r0pe", "evasion_leetspeak")],
    "hurt": [("hvrt", "evasion_leetspeak"), ("h u r t", "evasion_spacing")],
}
EVASION_KEYS = sorted(EVASIONS, key=len, reverse=True)


def evade(marked: str, rng: random.Random) -> tuple[str, tuple[str, str] | None]:
    """Replace the first evadable word outside the indicator names; return (markup, evasion mark)."""
    for key in EVASION_KEYS:
        m = re.search(rf"(?<![\w$]){re.escape(key)}(?![\w$])", marked)
        if m is None:
            continue
        tail = marked[m.end():]
        if re.match(r"[a-z_,]*\]", tail) and "|" in marked[:m.start()].rsplit("[", 1)[-1]:
            continue  # inside an indicator list
        rep, ind = rng.choice(EVASIONS[key])
        return marked[: m.start()] + rep + marked[m.end():], (rep, ind)
    return marked, None


# --------------------------------------------------------------------------------------
# window assembly

def span_of(text: str, evidence: str, where: str) -> tuple[int, int]:
    evidence = evidence.strip()
    try:
        start = text.index(evidence)
    except ValueError:
        raise SystemExit(f"{where}: evidence {evidence!r} not in {text!r}") from None
    return start, start + len(evidence)


def build(
    family: str,
    topic: str,
    types: list[str],
    severity: int,
    turns: list[tuple[str, str]],
    where: str,
    extra_marks: list[tuple[str, str]] | None = None,
) -> dict:
    """turns: (author, marked text); markup on the last turn sets indicators, elsewhere spans only."""
    out_turns = []
    spans = []
    indicators: list[str] = []
    last = len(turns) - 1
    for i, (author, marked) in enumerate(turns):
        text, marks = parse(marked)
        if i == last and extra_marks:
            marks = marks + extra_marks
        for evidence, ind in marks:
            s, e = span_of(text, evidence, where)
            spans.append({"turn": i, "start": s, "end": e, "indicator": ind})
            if i == last and ind not in indicators:
                indicators.append(ind)
        out_turns.append({"author": author, "text": text})
    return {
        "id": None,
        "turns": out_turns,
        "types": types,
        "severity": severity,
        "topic": topic,
        "indicators": indicators,
        "spans": sorted(spans, key=lambda s: (s["turn"], s["start"], s["indicator"])),
        "source": PREFIX + family,
        "hard_negative": not types,
    }


def split_turn(line: str) -> tuple[str, str]:
    author, _, text = line.partition(": ")
    if not text:
        raise SystemExit(f"bad turn {line!r}")
    return author, text


def parse_types(spec: str) -> list[str]:
    return [t for t in spec.split(",") if t]


# --------------------------------------------------------------------------------------
# compositional families

def gen_family(fam: dict, rng: random.Random) -> list[dict]:
    """fam: name, types, sev, ctx [(topic, [turn lines], optional (types, sev))], judged [markup],
    n (target count), p_evade (probability of an evasion transform), author (judged author letter)."""
    name = fam["name"]
    pairs = [(c, j) for c in range(len(fam["ctx"])) for j in range(len(fam["judged"]))]
    rng.shuffle(pairs)
    # make sure every judged line is used at least once before repeats
    chosen: list[tuple[int, int]] = []
    used_j: set[int] = set()
    for c, j in pairs:
        if j not in used_j:
            chosen.append((c, j))
            used_j.add(j)
    for p in pairs:
        if len(chosen) >= fam.get("n", 12) + SCALE:
            break
        if p not in chosen:
            chosen.append(p)
    out = []
    for c, j in chosen[: max(fam.get("n", 12) + SCALE, len(fam["judged"]))]:  # n is a target, judged lines all used
        ctx = fam["ctx"][c]
        topic, lines = ctx[0], ctx[1]
        types, sev = (parse_types(ctx[2][0]), ctx[2][1]) if len(ctx) > 2 else (parse_types(fam["types"]), fam["sev"])
        judged = fam["judged"][j]
        extra: list[tuple[str, str]] = []
        if rng.random() < fam.get("p_evade", 0.0):
            judged, ev = evade(judged, rng)
            if ev is not None:
                extra.append(ev)
        letters = sorted({split_turn(x)[0] for x in lines} | {fam.get("author", "b")})
        pool = rng.sample(NAMES, len(letters))
        names = {ltr: ("mod" if ltr == "mod" else pool[k]) for k, ltr in enumerate(letters)}
        turns = [(names[a], t) for a, t in map(split_turn, lines)]
        turns.append((names[fam.get("author", "b")], judged))
        out.append(build(name, topic, types, sev, turns, f"family {name}", extra))
    return out


def hand_windows() -> list[dict]:
    out = []
    for k, (family, topic, types, sev, lines) in enumerate(HAND):
        turns = [split_turn(x) for x in lines]
        out.append(build(family, topic, parse_types(types), sev, turns, f"hand #{k} {family}"))
    return out


def main() -> int:
    rng = random.Random(SEED)
    windows = hand_windows()
    for fam in FAMILIES:
        windows.extend(gen_family(fam, rng))
    # a judged sentence must never sit in two families
    owner: dict[str, str] = {}
    for w in windows:
        text = w["turns"][-1]["text"]
        if owner.setdefault(text, w["source"]) != w["source"]:
            raise SystemExit(f"judged text reused across families: {text!r} ({owner[text]}, {w['source']})")
    # drop exact duplicate windows
    seen: set[str] = set()
    unique = []
    for w in windows:
        key = json.dumps(w["turns"], ensure_ascii=False)
        if key not in seen:
            seen.add(key)
            unique.append(w)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    with OUT.open("w", encoding="utf-8") as fh:
        for n, w in enumerate(unique, start=1):
            w["id"] = f"seed-vs-{n:05d}"
            fh.write(json.dumps(w, ensure_ascii=False) + "\n")
    cells = Counter((w["types"][0] if w["types"] else "benign", w["severity"]) for w in unique)
    print(f"wrote {len(unique)} windows to {OUT.relative_to(ROOT)}")
    for key in sorted(cells):
        print(f"  {key[0]:6} L{key[1]}: {cells[key]}")
    print(f"  hard negatives: {sum(w['hard_negative'] for w in unique)}")
    print(f"  families: {len({w['source'] for w in unique})}")
    return 0


# ======================================================================================
# HAND: fully hand-written windows. (family, topic, types, severity, ["author: text", ...])
# Inline [evidence|indicator] markup on the last turn sets indicators; on earlier turns it
# only adds context spans.
HAND: list[tuple[str, str, str, int, list[str]]] = [
    # ---- H3 L1: hostile, insulting, mild hyperbole
    ("h3-hand-hostile", "gaming", "H3", 1, ["rin: who queued as support", "dex: me, why", "rin: [you're the reason this team is garbage|targeted_insult], go touch grass"]),
    ("h3-hand-hostile", "server_meta", "H3", 1, ["mod: pls keep memes in #memes", "cass: [shut up you power-tripping loser|targeted_insult]"]),
    ("h3-hand-hostile", "work_career", "H3", 1, ["omar: i pushed the fix to staging", "lev: [you absolute muppet|targeted_insult], you broke prod again"]),
    ("h3-hand-hostile", "sports", "H3", 1, ["ivy: i still think the keeper was fine", "bo: [you clearly know nothing about football, clown|targeted_insult]"]),
    ("h3-hand-hostile", "school_education", "H3", 1, ["hana: can someone explain q4", "theo: [imagine being this slow|targeted_insult] lmao, it's literally in the slides"]),
    ("h3-hand-hostile", "tech_programming", "H3", 1, ["ash: why does my regex not match", "zed: because [you're a copy-paste monkey who can't read docs|targeted_insult]"]),
    ("h3-hand-hostile", "entertainment_media", "H3", 1, ["uma: the finale was actually good", "xan: [your taste is as bad as your face|targeted_insult] honestly"]),
    ("h3-hand-hostile", "family_home", "H3", 1, ["pip: my sister stole my charger again", "wren: lol [slap her with it|incitement] 😂"]),
    ("h3-hand-hostile", "gaming", "H3", 1, ["toni: sorry lag", "gabi: [hope your router catches fire, useless|targeted_insult]"]),
    ("h3-hand-hostile", "small_talk", "H3", 1, ["nyx: morning all", "koa: nobody asked. [ur so annoying it's painful|targeted_insult]"]),
    ("h3-hand-hostile", "identity_community", "H3", 1, ["sol: first time posting here, hi!", "vik: [cringe. go back to lurking, weirdo|targeted_insult]"]),
    ("h3-hand-hostile", "buy_sell_trade", "H3", 1, ["remy: 40 is my final offer", "suki: [lowballing idiot|targeted_insult], get lost"]),
    # ---- H3 L2: wishing harm, veiled/conditional, glorification, gore to shock, sustained bullying
    ("h3-hand-wish", "news_politics", "H3", 2, ["ellis: the mayor is raising bus fares again", "frost: [someone like that deserves to get dragged out of his car and beaten|threat_veiled]"]),
    ("h3-hand-wish", "sports", "H3", 2, ["mira: that striker dived again", "jules: [hope he snaps both ankles next game|threat_veiled]"]),
    ("h3-hand-wish", "gaming", "H3", 2, ["ike: reported for griefing", "dani: [keep reporting me and see what happens outside the game|threat_veiled]"]),
    ("h3-hand-wish", "work_career", "H3", 2, ["tess: my manager wrote me up again", "ravi: [managers like that should get their tires slashed and worse|incitement]"]),
    ("h3-hand-wish", "server_meta", "H3", 2, ["mod: you've got a 24h timeout", "yaz: [you'd better hope we never meet irl|threat_veiled]"]),
    ("h3-hand-wish", "dating_relationships", "H3", 2, ["zoe: my ex is posting about me", "bex: [people like him need a bat to the knees|threat_veiled,weapon_mention]"]),
    ("h3-hand-glorify", "news_politics", "H3", 2, ["kai: they caught the guy who bombed the market", "nova: [he did what everyone was too scared to do, respect|violence_glorification]"]),
    ("h3-hand-glorify", "entertainment_media", "H3", 2, ["sam: anyone have the crash footage", "lu: [yeah the guy's face gets peeled off by the road, i've watched it 20 times lol|violence_glorification]"]),
    ("h3-hand-glorify", "identity_community", "H3", 2, ["tariq: another attack on a shelter last night", "milo: [honestly the guy who did it is a legend|violence_glorification] 💯"]),
    ("h3-hand-glorify", "small_talk", "H3", 2, ["ana: did u see the fight vid from the mall", "joon: [the best part is when his head bounces off the curb 😂😂|violence_glorification]"]),
    ("h3-hand-glorify", "weapons_hunting", "H3", 2, ["finn: that school shooter story is so grim", "ola: [dude had the highest score of the year tbh, top tier|violence_glorification]"]),
    ("h3-hand-bully", "school_education", "H3", 2, ["cass: why does everyone keep tagging me", "vik: because [we're going to make every day of your life hell until you leave this school|threat_veiled]"]),
    ("h3-hand-bully", "gaming", "H3", 2, ["hana: can you guys stop following me into every lobby", "theo: nope. [every game, every day, we'll be there. get used to it|threat_veiled]"]),
    ("h3-hand-bully", "identity_community", "H3", 2, ["pip: i just want to post my art in peace", "koa: [we'll keep spamming your posts till you delete your account, freak|threat_veiled,targeted_insult]"]),
    # ---- H3 L3: explicit targeted threats, doxxing, incitement against named target, veiled+knowledge
    ("h3-hand-explicit", "gaming", "H3", 3, ["dex: ur trash and u know it", "rin: [i'm gonna find out where you live and break your fingers|threat_explicit]"]),
    ("h3-hand-explicit", "work_career", "H3", 3, ["omar: i told HR about the missing cash", "lev: [you'll be in a hospital bed by next week, rat|threat_explicit]"]),
    ("h3-hand-explicit", "sports", "H3", 3, ["bo: ref gave the right call", "ivy: @bo [i'll smash your teeth in at the next home game|threat_explicit]"]),
    ("h3-hand-explicit", "dating_relationships", "H3", 3, ["zoe: i'm seeing someone new", "bex: [tell him i'm going to put him in the ground|threat_explicit]"]),
    ("h3-hand-explicit", "school_education", "H3", 3, ["ellis: miss park gave you a detention?", "frost: [i'm gonna stab that teacher|threat_explicit] i swear"]),
    ("h3-hand-explicit", "family_home", "H3", 3, ["mira: my stepdad read my messages again", "mira: i'm writing this so someone knows", "jules: [if he touches you again i'll kill him myself|threat_explicit]"]),
    ("h3-hand-explicit", "buy_sell_trade", "H3", 3, ["ike: the console you sold me was broken", "dani: [say that again and i'll come smash your skull in|threat_explicit]"]),
    ("h3-hand-explicit", "news_politics", "H3", 3, ["tess: councillor webb is on tv again", "ravi: [i'd shoot webb myself if i got the chance|threat_explicit,weapon_mention]"]),
    ("h3-hand-veiled-known", "gaming", "H3", 3, ["yaz: stop sending me dms", "suki: [nice blue door at your place btw|doxxing_personal_info]. [be a shame if something happened to it|threat_veiled]"]),
    ("h3-hand-veiled-known", "work_career", "H3", 3, ["uma: i'm not covering your shift", "xan: [you park on level 2 every morning, right?|doxxing_personal_info] [watch yourself|threat_veiled]"]),
    ("h3-hand-veiled-known", "school_education", "H3", 3, ["sol: why did you screenshot my story", "vik: [your bus leaves at 3:40 from the back gate|doxxing_personal_info]. [i'll be waiting|threat_veiled]"]),
    ("h3-hand-veiled-known", "health_fitness", "H3", 3, ["remy: you keep staring at me at the gym", "ash: [i know your locker number and what car you drive|doxxing_personal_info]. [careful|threat_veiled]"]),
    ("h3-hand-dox", "server_meta", "H3", 3, ["gabi: who is the guy who got me banned", "toni: [real name is dale m., works at the tire place on 9th, cell 555-0187|doxxing_personal_info]. [go nuts|incitement]"]),
    ("h3-hand-dox", "entertainment_media", "H3", 3, ["nyx: that streamer insulted our fandom", "koa: [her parents live at 22 Harrow Court|doxxing_personal_info], [everyone go pay them a visit|incitement]"]),
    ("h3-hand-dox", "tech_programming", "H3", 3, ["pip: this dev closed my issue", "wren: [pulled his home ip and address from the commit email|doxxing_personal_info], [who wants it|incitement]"]),
    ("h3-hand-dox", "identity_community", "H3", 3, ["mo: the admin of that trans support server is so smug", "kai: [here's her workplace and her deadname|doxxing_personal_info], [spread it everywhere|incitement]"]),
    ("h3-hand-incite", "sports", "H3", 3, ["nova: the away fans are at the pub on king st", "sam: [everyone get down there and batter them|incitement]"]),
    ("h3-hand-incite", "news_politics", "H3", 3, ["lu: journalist dana holt wrote that hit piece", "tariq: [someone needs to teach holt a lesson with their fists|incitement]"]),
    ("h3-hand-incite", "family_home", "H3", 3, ["milo: the neighbour kid keeps egging our house", "ana: [tell your brothers to jump him after school|incitement]"]),
    ("h3-hand-animal", "family_home", "H3", 3, ["joon: sorry my dog barks when i'm out", "finn: [one more night of that and i'm poisoning your dog|threat_explicit]"]),
    ("h3-hand-animal", "small_talk", "H3", 2, ["ola: the cats keep getting into my garden", "cass: [drown them all, that's what i'd do|incitement]"]),
    ("h3-hand-ml", "gaming", "H3", 3, ["dex: você me denunciou?", "rin: [vou te encontrar e te quebrar inteiro|threat_explicit]"]),
    ("h3-hand-ml", "sports", "H3", 3, ["hana: schiri war fair", "theo: [ich schlag dir die zähne aus wenn ich dich sehe|threat_explicit]"]),
    ("h3-hand-ml", "small_talk", "H3", 2, ["mira: tu as encore parlé de moi?", "jules: [fais attention à toi, on sait jamais ce qui peut arriver|threat_veiled]"]),
    ("h3-hand-ml", "school_education", "H3", 3, ["ivy: почему ты меня заблокировал", "lev: [я тебя найду после уроков и убью|threat_explicit]"]),
    ("h3-hand-ml", "news_politics", "H3", 1, ["omar: el alcalde otra vez en la tele", "bo: [qué tipo más inútil y patético|targeted_insult]"]),
    # ---- H3 L4: imminent, weapon at hand, threat + doxxing, mass incitement, planning
    ("h3-hand-imminent", "family_home", "H3", 4, ["zoe: leave me alone or i call the cops", "bex: [i'm in your driveway|doxxing_personal_info]. [got the knife|weapon_mention]. [open the door or i come through the window|threat_explicit]"]),
    ("h3-hand-imminent", "work_career", "H3", 4, ["ellis: you're fired, don't come back", "frost: [i'll be back tomorrow at 9 with my rifle|threat_explicit,weapon_mention]. [see who gets fired then|threat_veiled]"]),
    ("h3-hand-imminent", "school_education", "H3", 4, ["ike: is it still on for monday?", "dani: [monday lunch, cafeteria. i've got my uncle's pistol|threat_explicit,weapon_mention]. [stay home if you like me|threat_veiled]"]),
    ("h3-hand-imminent", "dating_relationships", "H3", 4, ["tess: we're over, i'm staying at my mom's", "ravi: [i know it's 14 Linden Ave|doxxing_personal_info]. [i'm driving there now and you're both dead|threat_explicit]"]),
    ("h3-hand-imminent", "gaming", "H3", 4, ["yaz: lol cry more", "suki: [found you: 8 Marsh Lane, blue car outside|doxxing_personal_info]. [i'm 10 minutes away with a bat|threat_explicit,weapon_mention]"]),
    ("h3-hand-imminent", "identity_community", "H3", 4, ["uma: the pride picnic is at riverside park sunday", "xan: [bring gas cans and lighters sunday, we burn the whole thing down with them in it|incitement,weapon_mention]"]),
    ("h3-hand-imminent", "news_politics", "H3", 4, ["sol: protest at city hall at noon", "vik: [we go armed at noon. anyone in a red vest gets shot|incitement,threat_explicit]"]),
    ("h3-hand-imminent", "weapons_hunting", "H3", 4, ["remy: you still mad at the range officer?", "ash: [he's on shift tonight. i'm taking the ar and waiting by his truck|threat_explicit,weapon_mention]"]),
    ("h3-hand-imminent", "buy_sell_trade", "H3", 4, ["gabi: i want a refund", "toni: [your address is on the shipping label, 31 Quarry Rd|doxxing_personal_info]. [me and my boys are coming tonight with knives|threat_explicit,weapon_mention]"]),
    ("h3-hand-imminent", "sports", "H3", 4, ["nyx: derby is saturday", "koa: [saturday 2pm, north gate. bring blades, we stab as many of their lot as we can|incitement,weapon_mention]"]),
    ("h3-hand-imminent", "server_meta", "H3", 4, ["mod: you've been banned for harassment", "pip: [i know you're the guy at 555-0133 on Fern St|doxxing_personal_info]. [see you in an hour, mod|threat_veiled]"]),
    ("h3-hand-imminent", "tech_programming", "H3", 4, ["wren: layoffs announced in the all hands", "mo: [i've drawn the floor plan and marked where the execs sit. thursday i bring the guns|threat_explicit,weapon_mention]"]),
    ("h3-hand-imminent", "small_talk", "H3", 4, ["kai: you ok man? you sound weird", "nova: [i'm parked outside her work with the shotgun in the back. she comes out at 6|threat_explicit,weapon_mention]"]),
    ("h3-hand-evasive", "gaming", "H3", 3, ["sam: cheater reported", "lu: [i'll {k1ll|evasion_leetspeak} u|threat_explicit] fr, not in game"]),
    ("h3-hand-evasive", "school_education", "H3", 3, ["tariq: you told on me?", "milo: [ur gonna get {🔪|emoji_code,weapon_mention} tmrw|threat_explicit] in the hallway"]),
    ("h3-hand-evasive", "small_talk", "H3", 3, ["ana: stop posting my pics", "joon: keep it up and [i'm gonna {u n a l i v e|evasion_spacing,euphemism} you|threat_explicit]"]),
    # ---- H4 L1: dark hyperbole, hopelessness without a wish to die
    ("h4-hand-dark", "tech_programming", "H4", 1, ["jules: merge conflict in 40 files", "mira: [kms|suicidal_ideation] genuinely, who wrote this"]),
    ("h4-hand-dark", "school_education", "H4", 1, ["ike: results are out", "dani: got a D. [time to walk into the sea|suicidal_ideation,euphemism] 🌊 lol"]),
    ("h4-hand-dark", "gaming", "H4", 1, ["tess: lost the ranked promo again", "ravi: [i'm gonna {unalive|euphemism} myself|suicidal_ideation] this game is rigged 😭"]),
    ("h4-hand-dark", "work_career", "H4", 1, ["yaz: meeting moved to 7am", "suki: [please just end me now|suicidal_ideation] 🙃"]),
    ("h4-hand-dark", "small_talk", "H4", 1, ["uma: how's the week", "xan: grey. nothing really feels worth doing lately"]),
    ("h4-hand-dark", "entertainment_media", "H4", 1, ["sol: they cancelled the show", "vik: [i want to die|suicidal_ideation] (not really but also why)"]),
    ("h4-hand-dark", "family_home", "H4", 1, ["remy: family dinner tonight?", "ash: yeah. can't wait to be reminded i'm the disappointment again. whatever, nothing changes"]),
    ("h4-hand-dark", "sports", "H4", 1, ["gabi: 0-5 at home", "toni: [i'm jumping off the stand|suicidal_ideation] honestly 💀 what a shambles"]),
    # ---- H4 L2: ideation, urges, recent self-harm, casual kys
    ("h4-hand-ideation", "mental_health", "H4", 2, ["nyx: you've been offline all week", "koa: [i keep wishing i just wouldn't wake up|suicidal_ideation]"]),
    ("h4-hand-ideation", "school_education", "H4", 2, ["pip: exams soon, you ready?", "wren: doesn't matter. [i don't see myself being around much longer anyway|suicidal_ideation]"]),
    ("h4-hand-ideation", "dating_relationships", "H4", 2, ["mo: did you two talk?", "kai: she's gone. [i don't want to exist without her|suicidal_ideation]"]),
    ("h4-hand-ideation", "work_career", "H4", 2, ["nova: sorry about the layoff", "sam: [thinking everyone's better off if i'm not here|suicidal_ideation]. no job, no point"]),
    ("h4-hand-ideation", "identity_community", "H4", 2, ["lu: how did coming out go", "tariq: they kicked me out. [i honestly want to disappear for good|suicidal_ideation]"]),
    ("h4-hand-ideation", "gaming", "H4", 2, ["milo: gg, you were quiet tonight", "ana: sorry. [keep thinking about ending it|suicidal_ideation,euphemism]. games are the only thing keeping me busy"]),
    ("h4-hand-ideation", "health_fitness", "H4", 2, ["joon: how's the injury", "finn: can't play anymore. [some nights i think about killing myself|suicidal_ideation]"]),
    ("h4-hand-disclose", "mental_health", "H4", 2, ["ola: how was your weekend", "cass: [burned myself again on sunday|self_harm_method]. i know, i know"]),
    ("h4-hand-disclose", "school_education", "H4", 2, ["dex: why the long sleeves in june", "rin: [cut last night|self_harm_method], didn't want anyone to see"]),
    ("h4-hand-disclose", "family_home", "H4", 2, ["hana: you good after the fight with your dad?", "theo: [hit my head on the wall till it went quiet|self_harm_method]. it helps"]),
    ("h4-hand-disclose", "health_fitness", "H4", 2, ["bo: you're eating lunch today?", "ivy: nah. [haven't eaten in two days, i don't deserve it|self_harm_method]"]),
    ("h4-hand-kys", "gaming", "H4", 2, ["omar: stop flaming me", "lev: [kys|self_harm_encouragement] bot"]),
    ("h4-hand-kys", "sports", "H4", 2, ["zoe: your team bottled it", "bex: [go {k.y.s|evasion_spacing}|self_harm_encouragement] plastic fan"]),
    ("h4-hand-kys", "server_meta", "H4", 2, ["ellis: i disagree with the new rule", "frost: nobody cares, [{unalive|euphemism} yourself|self_harm_encouragement] 🙄"]),
    ("h4-hand-kys", "tech_programming", "H4", 2, ["mira: tabs are better than spaces", "jules: [go die in a ditch|self_harm_encouragement]"]),
    ("h4-hand-kys", "entertainment_media", "H4", 2, ["ike: i liked the remake", "dani: [{k1ll|evasion_leetspeak} urself|self_harm_encouragement] with that take"]),
    ("h4-hand-kys", "gaming", "H4", 2, ["tess: why u rushing B alone", "ravi: [neck yourself|self_harm_encouragement,euphemism] lol"]),
    # ---- H4 L3: method, plan, method-seeking, encouraging specific person, pro-ED
    ("h4-hand-plan", "mental_health", "H4", 3, ["yaz: you said you had a plan?", "suki: yeah. [i know which bridge|self_harm_method]. [just waiting for the right day|suicidal_ideation]"]),
    ("h4-hand-plan", "school_education", "H4", 3, ["uma: why did you stop coming to class", "xan: [i've been collecting my mum's pills|self_harm_method]. [after finals i'm done|suicidal_ideation]"]),
    ("h4-hand-plan", "tech_programming", "H4", 3, ["sol: why is ur search history all rope stuff lol", "vik: [just figuring out which rope would hold|self_harm_method]. not a big deal"]),
    ("h4-hand-plan", "gaming", "H4", 3, ["remy: u ok? u said weird stuff in vc", "ash: [already wrote the note|farewell_language], [just need to pick the day|suicidal_ideation]"]),
    ("h4-hand-plan", "work_career", "H4", 3, ["gabi: you've been distant at work", "toni: [what's the quickest way to go that doesn't hurt|self_harm_method]? asking for real"]),
    ("h4-hand-plan", "family_home", "H4", 3, ["nyx: your parents away this weekend?", "koa: yeah. [that's when i'm going to do it|suicidal_ideation], [the pills are in the cabinet|self_harm_method]"]),
    ("h4-hand-encourage", "school_education", "H4", 3, ["pip: why is everyone laughing at me", "wren: because you're pathetic. [do everyone a favour and cut deeper this time|self_harm_encouragement]"]),
    ("h4-hand-encourage", "identity_community", "H4", 3, ["mo: i'm trans and proud", "kai: [people like you should just hang yourselves|self_harm_encouragement]"]),
    ("h4-hand-encourage", "gaming", "H4", 3, ["nova: i'm new sorry", "sam: @nova [go find a tall building and jump, seriously|self_harm_encouragement]"]),
    ("h4-hand-proana", "health_fitness", "H4", 3, ["lu: i ate a whole sandwich today 😞", "tariq: [then skip tomorrow to make up for it|self_harm_encouragement]. [hunger is just weakness leaving|self_harm_method]"]),
    ("h4-hand-proana", "health_fitness", "H4", 3, ["milo: down to 45 kg!", "ana: [so proud, keep going till your ribs show|self_harm_encouragement] ✨ #thinspo"]),
    ("h4-hand-proana", "mental_health", "H4", 3, ["joon: how do you hide not eating from your parents", "finn: [say you ate at school and throw the food out|self_harm_method]. [works every time|self_harm_encouragement]"]),
    ("h4-hand-ml", "mental_health", "H4", 2, ["ola: ¿cómo estás?", "cass: [ya no quiero vivir|suicidal_ideation], estoy cansada de todo"]),
    ("h4-hand-ml", "school_education", "H4", 3, ["dex: tu vas bien?", "rin: [j'ai gardé des médicaments pour en finir|self_harm_method,suicidal_ideation]"]),
    ("h4-hand-ml", "gaming", "H4", 2, ["hana: bist du noch da?", "theo: [ich will einfach nicht mehr leben|suicidal_ideation]"]),
    ("h4-hand-ml", "family_home", "H4", 4, ["bo: ты где??", "ivy: [прощайте все. сегодня ночью всё закончится|farewell_language,suicidal_ideation]"]),
    # ---- H4 L4: imminent, farewell, act in progress, urging at-risk person now
    ("h4-hand-imminent", "mental_health", "H4", 4, ["omar: please answer", "lev: [on the bridge now|self_harm_method]. [sorry for everything|farewell_language]"]),
    ("h4-hand-imminent", "gaming", "H4", 4, ["zoe: gg, same time tomorrow?", "bex: [won't be here tomorrow|suicidal_ideation]. [you can have my account, password's in your dms|farewell_language]"]),
    ("h4-hand-imminent", "family_home", "H4", 4, ["ellis: where are you, mom's freaking out", "frost: [tell her i love her. i've taken them all|farewell_language]"]),
    ("h4-hand-imminent", "school_education", "H4", 4, ["mira: see u at school tmrw?", "jules: [no. rope's ready|self_harm_method], [this is the last message you'll get from me|farewell_language]"]),
    ("h4-hand-imminent", "dating_relationships", "H4", 4, ["ike: i'm sorry, i can't do this anymore", "dani: [fine. i'm doing it tonight|suicidal_ideation]. [goodbye|farewell_language]"]),
    ("h4-hand-imminent", "work_career", "H4", 4, ["tess: you left early?", "ravi: [sitting in the car with the pills|self_harm_method]. [take care of my cat for me|farewell_language]"]),
    ("h4-hand-imminent", "small_talk", "H4", 4, ["yaz: night all", "suki: [goodnight forever|farewell_language] 🖤 [it's happening in an hour|suicidal_ideation]"]),
    ("h4-hand-imminent", "entertainment_media", "H4", 4, ["uma: movie night sunday?", "xan: [i won't make it. cutting right now and it's deep|self_harm_method]"]),
    ("h4-hand-atrisk", "mental_health", "H4", 4, ["sol: [i really want to die tonight|suicidal_ideation]", "vik: [then do it already, nobody's stopping you|self_harm_encouragement]"]),
    ("h4-hand-atrisk", "gaming", "H4", 4, ["remy: [i have the pills here, i'm scared|self_harm_method]", "ash: [take them then lol, stop being dramatic|self_harm_encouragement]"]),
    ("h4-hand-atrisk", "school_education", "H4", 4, ["gabi: [i'm standing on the roof|self_harm_method]", "toni: [jump. nobody will miss you|self_harm_encouragement]"]),
    ("h4-hand-atrisk", "server_meta", "H4", 4, ["nyx: [i'm done, this is my last post|farewell_language]", "koa: [k y s then|self_harm_encouragement,evasion_spacing] 🤡"]),
    ("h4-hand-atrisk", "identity_community", "H4", 4, ["pip: [nobody accepts me, i want to end it|suicidal_ideation]", "wren: [go ahead and do it now, one less of you|self_harm_encouragement]"]),
    # ---- hard negatives, hand-written
    ("hn-hand-trash", "gaming", "", 0, ["kai: 1v1 on dust, loser buys pizza", "nova: [i'm gonna kill you so fast|threat_explicit] you won't see the scoreboard"]),
    ("hn-hand-trash", "gaming", "", 0, ["sam: rematch?", "lu: yes. [you're dead this time|threat_explicit], i've been practicing the parry"]),
    ("hn-hand-trash", "gaming", "", 0, ["tariq: they're pushing mid", "milo: [i'll murder the whole squad|threat_explicit] with the [sniper|weapon_mention], cover me"]),
    ("hn-hand-trash", "gaming", "", 0, ["ana: chess club tournament friday", "joon: [i'll destroy you in 20 moves|threat_explicit] 😈"]),
    ("hn-hand-trash", "gaming", "", 0, ["finn: ez clap", "ola: enjoy it while it lasts, [i'm hunting you down next map|threat_explicit]"]),
    ("hn-hand-trash", "sports", "", 0, ["cass: 5-a-side tonight", "dex: we're gonna slaughter you lot, bring tissues"]),
    ("hn-hand-trash", "sports", "", 0, ["rin: bet your team gets relegated", "hana: we'll batter you at home sunday, 3-0 calling it"]),
    ("hn-hand-trash", "gaming", "", 0, ["theo: the raid boss wiped us", "bo: [i'll stab him in the back|threat_explicit] while the tank holds aggro, easy"]),
    ("hn-hand-trash", "gaming", "", 0, ["ivy: who's got the [shotgun|weapon_mention]", "omar: me, [i'll blast anyone who walks through that door|threat_explicit] lol"]),
    ("hn-hand-idiom", "school_education", "", 0, ["lev: chem homework due at 8", "zoe: this homework is literally killing me 😩"]),
    ("hn-hand-idiom", "small_talk", "", 0, ["bex: did you see the cat video", "ellis: 💀💀 i'm dead, i can't breathe"]),
    ("hn-hand-idiom", "work_career", "", 0, ["frost: 12 hour shift again", "mira: my feet are killing me and i'd kill for a coffee"]),
    ("hn-hand-idiom", "health_fitness", "", 0, ["jules: leg day?", "ike: leg day murdered me, can't climb stairs"]),
    ("hn-hand-idiom", "entertainment_media", "", 0, ["dani: did the comedian do well", "tess: she absolutely killed it, the crowd died laughing"]),
    ("hn-hand-idiom", "tech_programming", "", 0, ["ravi: server is hanging", "yaz: just kill the process and restart it, kill -9 works"]),
    ("hn-hand-idiom", "tech_programming", "", 0, ["suki: parent process won't exit", "uma: you have to kill all the child processes first, then it dies cleanly"]),
    ("hn-hand-idiom", "family_home", "", 0, ["xan: mom found out i dented the car", "sol: rip, she's gonna kill you 😬 good luck"]),
    ("hn-hand-idiom", "school_education", "", 0, ["vik: group project due tomorrow and nobody did anything", "remy: i'm going to strangle my group honestly lmao. ok i'll do the slides"]),
    ("hn-hand-news", "news_politics", "", 0, ["ash: what happened on route 9", "gabi: two people were shot at a gas station, police say the [gunman|weapon_mention] was arrested"]),
    ("hn-hand-news", "news_politics", "", 0, ["toni: any update on the stabbing", "nyx: victim's stable, the suspect used a [kitchen knife|weapon_mention], trial next month"]),
    ("hn-hand-news", "news_politics", "", 0, ["koa: why are the flags at half mast", "pip: for the people killed in the bombing last week. so awful"]),
    ("hn-hand-news", "identity_community", "", 0, ["wren: did you hear about the attack on the community center", "mo: yes, vigil is thursday at 7. sending love to everyone affected"]),
    ("hn-hand-news", "sports", "", 0, ["kai: why was the match abandoned", "nova: fans fought in the stands, a steward was hurt. clubs condemned it"]),
    ("hn-hand-news", "school_education", "", 0, ["sam: school's closed tomorrow?", "lu: there was a threat called in, police checked and found nothing. it's just precaution"]),
    ("hn-hand-history", "school_education", "", 0, ["tariq: history essay on ww1", "milo: focus on the somme, over a million killed or wounded in one battle"]),
    ("hn-hand-history", "entertainment_media", "", 0, ["ana: watching a doc on the roman empire", "joon: caesar getting stabbed 23 times by the senate is wild"]),
    ("hn-hand-history", "news_politics", "", 0, ["finn: why do people still talk about that massacre", "ola: because the people who ordered it were never punished. remembering matters"]),
    ("hn-hand-film", "entertainment_media", "", 0, ["cass: finished the thriller", "dex: the scene where the villain shoots the witness in the elevator, so tense"]),
    ("hn-hand-film", "entertainment_media", "", 0, ["rin: season 3 finale spoilers?", "hana: the main character dies. i cried for an hour"]),
    ("hn-hand-film", "entertainment_media", "", 0, ["theo: what's the horror movie about", "bo: a masked killer hunting campers with a [machete|weapon_mention]. classic slasher"]),
    ("hn-hand-film", "entertainment_media", "", 0, ["ivy: reading the new crime novel", "omar: the poisoner in chapter 9 is so creepy, best villain this year"]),
    ("hn-hand-cook", "family_home", "", 0, ["lev: how do you dice onions without crying", "zoe: sharp knife, cut the root end last, and chill the onion first"]),
    ("hn-hand-cook", "small_talk", "", 0, ["bex: just got a new santoku", "ellis: nice, keep it on a magnetic strip and hone it weekly"]),
    ("hn-hand-cook", "family_home", "", 0, ["frost: butchering a whole chicken tonight", "mira: cut through the joints not the bone, way easier"]),
    ("hn-hand-hunt", "weapons_hunting", "", 0, ["jules: first deer season", "ike: get your tag, wear orange, and practice with the [rifle|weapon_mention] at the range first"]),
    ("hn-hand-hunt", "weapons_hunting", "", 0, ["dani: best [hunting knife|weapon_mention] for field dressing?", "tess: a fixed blade drop point, 4 inch is plenty"]),
    ("hn-hand-hunt", "weapons_hunting", "", 0, ["ravi: shot my first duck today", "yaz: congrats! plucking is the worst part, dry pluck then wax"]),
    ("hn-hand-selfdef", "health_fitness", "", 0, ["suki: bjj was brutal tonight", "uma: got choked out three times by a blue belt lol, loved it"]),
    ("hn-hand-selfdef", "health_fitness", "", 0, ["xan: how do i get out of a wrist grab", "sol: rotate toward their thumb and pull, then get away. take a class though"]),
    ("hn-hand-quote", "server_meta", "", 0, ["vik: mods?", "mod: we removed it. user said '[i'm going to find you and hurt you|threat_explicit]' to vik, that's a permanent ban"]),
    ("hn-hand-quote", "server_meta", "", 0, ["remy: someone dm'd me kys", "mod: sorry you got that. we banned the account that sent '[kys|self_harm_encouragement]', you did the right thing reporting"]),
    ("hn-hand-quote", "school_education", "", 0, ["ash: a kid wrote a threat on the bathroom wall", "gabi: it said '[i will shoot everyone friday|threat_explicit]', the principal called the police, good"]),
    ("hn-hand-quote", "gaming", "", 0, ["toni: this guy keeps saying he'll dox me", "nyx: screenshot where he wrote '[i know where you live|threat_veiled]' and send it to trust & safety"]),
    ("hn-hand-support", "mental_health", "", 0, ["koa: [i don't want to be alive anymore|suicidal_ideation]", "pip: i'm so glad you told me. are you safe right now? i'm here, and you can text 988 anytime"]),
    ("hn-hand-support", "gaming", "", 0, ["wren: [kinda thinking about ending it tbh|suicidal_ideation]", "mo: hey, pausing the game. wanna hop in a call? i'm not going anywhere"]),
    ("hn-hand-support", "school_education", "", 0, ["kai: [i cut again|self_harm_method]", "nova: thank you for trusting me. do you need help cleaning it up? can we tell the school counselor together tomorrow?"]),
    ("hn-hand-support", "family_home", "", 0, ["sam: [i've got pills saved up|self_harm_method]", "lu: please can you give them to me or flush them? i'm calling you right now, pick up"]),
    ("hn-hand-support", "dating_relationships", "", 0, ["tariq: [everyone would be better off without me|suicidal_ideation]", "milo: that's not true, i'd be wrecked. what happened today?"]),
    ("hn-hand-support", "identity_community", "", 0, ["ana: [sometimes i wish i wasn't here|suicidal_ideation]", "joon: you belong here. the trevor lifeline and our peer room are open tonight, want me to link them?"]),
    ("hn-hand-support", "work_career", "", 0, ["finn: feeling like the walls are closing in", "ola: that sounds heavy. do you want to talk or just vent? either is fine"]),
    ("hn-hand-support", "health_fitness", "", 0, ["cass: [haven't eaten in 3 days|self_harm_method]", "dex: i'm worried about you. could you eat something small with me now? no pressure about the rest"]),
    ("hn-hand-recovery", "mental_health", "", 0, ["rin: update?", "hana: [6 months free from self harm|self_harm_method] today 🎉 the scars are fading"]),
    ("hn-hand-recovery", "mental_health", "", 0, ["theo: how's therapy going", "bo: good. i used to think about [suicide|suicidal_ideation] every day, now it's rare"]),
    ("hn-hand-recovery", "health_fitness", "", 0, ["ivy: how's recovery from the ed", "omar: gained back 6kg, ate pizza with friends, no panic. small wins"]),
    ("hn-hand-recovery", "mental_health", "", 0, ["lev: i relapsed", "zoe: a relapse isn't a reset. you made it 50 days, that's still real. call your sponsor?"]),
    ("hn-hand-research", "news_politics", "", 0, ["bex: new report on youth mental health", "ellis: says [suicide|suicidal_ideation] is the second leading cause of death for teens, they want more school counselors"]),
    ("hn-hand-research", "school_education", "", 0, ["frost: psych lecture today?", "mira: we covered risk factors for [self harm|self_harm_method] and how to ask someone directly if they're ok"]),
    ("hn-hand-research", "server_meta", "", 0, ["jules: can we add a crisis resources channel", "mod: yes, pinned: 988 in the US, samaritans 116 123 in the UK, and our listener role"]),
    ("hn-hand-gamedeath", "gaming", "", 0, ["ike: how do i beat the witch", "dani: let her kill your decoy first, then burn her from range"]),
    ("hn-hand-gamedeath", "gaming", "", 0, ["tess: my character keeps dying", "ravi: lol same, i've died 40 times on that jump"]),
    ("hn-hand-gamedeath", "gaming", "", 0, ["yaz: is permadeath worth it", "suki: yeah, when your guy dies it actually hurts. makes every fight matter"]),
    ("hn-hand-ml", "gaming", "", 0, ["uma: revanche?", "xan: [te voy a matar en la próxima ronda|threat_explicit] jaja"]),
    ("hn-hand-ml", "mental_health", "", 0, ["sol: [je veux mourir|suicidal_ideation]", "vik: je suis là. tu es en sécurité maintenant? on peut appeler le 3114 ensemble"]),
    ("hn-hand-ml", "school_education", "", 0, ["remy: mathe klausur morgen", "ash: diese hausaufgaben bringen mich um 😩"]),
    ("hn-hand-ml", "news_politics", "", 0, ["gabi: o que houve no centro", "toni: um tiroteio, dois feridos, a polícia prendeu o suspeito"]),
    ("hn-hand-pets", "family_home", "", 0, ["nyx: we had to put our old dog down today", "koa: i'm so sorry. she had a great life with you"]),
    ("hn-hand-pets", "family_home", "", 0, ["pip: mice in the garage", "wren: humane traps, release them far away, works for us"]),
    ("hn-hand-truecrime", "entertainment_media", "", 0, ["mo: new true crime podcast ep", "kai: the detective caught the strangler through a library card, wild"]),
    ("hn-hand-truecrime", "entertainment_media", "", 0, ["nova: why do ppl like true crime", "sam: mostly to understand how it happens and how victims got justice"]),
    ("hn-hand-trash2", "gaming", "", 0, ["ivy: final round, winner takes the tourney", "bo: [i'm gonna end your whole career|threat_explicit] 😂 gl hf"]),
    ("hn-hand-trash2", "gaming", "", 0, ["omar: u camping again?", "lev: yep, [headshot incoming|threat_explicit], say bye to your kd"]),
    ("hn-hand-trash2", "gaming", "", 0, ["zoe: smash bros at mine saturday?", "bex: [prepare to die|threat_explicit], bringing my own controller"]),
    ("hn-hand-trash2", "gaming", "", 0, ["ellis: mario kart rematch", "frost: [i will blue shell you into oblivion|threat_explicit]"]),
    ("hn-hand-trash2", "sports", "", 0, ["mira: pickup basketball tomorrow", "jules: we're gonna bury you by 20, bring ice packs"]),
    ("hn-hand-trash2", "gaming", "", 0, ["ike: chess blitz?", "dani: [i'll execute your king in 15 moves|threat_explicit]"]),
    ("hn-hand-idiom2", "work_career", "", 0, ["tess: how was the pitch", "ravi: we killed it! client signed on the spot"]),
    ("hn-hand-idiom2", "small_talk", "", 0, ["yaz: that joke 😭", "suki: stoppp i'm literally dying 💀💀"]),
    ("hn-hand-idiom2", "entertainment_media", "", 0, ["uma: the new season dropped", "xan: the cliffhanger killed me, i need ep 9 now"]),
    ("hn-hand-idiom2", "school_education", "", 0, ["sol: presentation went bad", "vik: i wanted the floor to swallow me, so embarrassing. at least it's over"]),
    ("hn-hand-idiom2", "family_home", "", 0, ["remy: the kids painted the dog", "ash: lmao you're going to murder them, post pics first"]),
    ("hn-hand-idiom2", "tech_programming", "", 0, ["gabi: prod is down", "toni: the db is dead, someone shot it with a bad migration"]),
    ("hn-hand-support2", "mental_health", "", 0, ["nyx: [i've been thinking about killing myself|suicidal_ideation]", "koa: thank you for telling me. is anyone with you? i can stay on the phone while you call the crisis line"]),
    ("hn-hand-support2", "gaming", "", 0, ["pip: [gonna log off forever, sorry guys|farewell_language]", "wren: hey wait, do you mean the game or something else? i'm worried, can we talk in dms?"]),
    ("hn-hand-support2", "school_education", "", 0, ["mo: [i want to disappear|suicidal_ideation]", "kai: i'm here. want to go see the counselor with me at lunch? you matter to me"]),
    ("hn-hand-support2", "server_meta", "", 0, ["nova: someone posted a goodbye message in #vent", "mod: we reached out and shared crisis lines. if you know them irl please check on them"]),
    ("hn-hand-support2", "dating_relationships", "", 0, ["sam: [i don't see the point of living without him|suicidal_ideation]", "lu: breakups can feel unbearable. are you safe tonight? i can come over"]),
    ("hn-hand-support2", "health_fitness", "", 0, ["tariq: [i keep purging after meals|self_harm_method]", "milo: that's really hard. an eating disorder helpline could help, want me to find the number with you?"]),
    ("hn-hand-support2", "family_home", "", 0, ["ana: my sister [took pills|self_harm_method] last year, she's doing better now", "joon: so glad she's ok. how are you holding up with all of it?"]),
    ("hn-hand-news2", "news_politics", "", 0, ["finn: why is the street taped off", "ola: a man threatened people with a [machete|weapon_mention] and police arrested him, nobody hurt"]),
    ("hn-hand-news2", "news_politics", "", 0, ["cass: verdict's in", "dex: guilty on all counts for the stabbing, 25 years"]),
    ("hn-hand-news2", "school_education", "", 0, ["rin: lockdown drill today", "hana: they practise it so everyone knows what to do if there's ever an armed intruder"]),
    ("hn-hand-news2", "news_politics", "", 0, ["theo: the doc about the genocide", "bo: hard to watch, but survivors telling it themselves matters"]),
    ("hn-hand-weapons2", "weapons_hunting", "", 0, ["ivy: taking my [shotgun|weapon_mention] to clay pigeons sunday", "omar: nice, remember ear protection and keep the action open between rounds"]),
    ("hn-hand-weapons2", "weapons_hunting", "", 0, ["lev: range day?", "zoe: yeah, working on grouping with the [pistol|weapon_mention], instructor says i'm improving"]),
    ("hn-hand-weapons2", "buy_sell_trade", "", 0, ["bex: selling my old archery bow, 60", "ellis: does it come with arrows? i'd take it for target practice"]),
    ("hn-hand-ml2", "gaming", "", 0, ["frost: mais uma?", "mira: [vou te destruir|threat_explicit] nessa partida kkkk"]),
    ("hn-hand-ml2", "mental_health", "", 0, ["jules: [ya no quiero estar aquí|suicidal_ideation]", "ike: gracias por decírmelo. ¿estás a salvo ahora? te llamo ya"]),
    ("hn-hand-ml2", "sports", "", 0, ["dani: derby morgen", "tess: wir machen euch fertig, 3:0 mindestens 😤"]),
    # ---- more positives
    ("h3-hand-online", "tech_programming", "H3", 3, ["ravi: your pr got rejected, sorry", "yaz: [tell the reviewer i'll break his hands so he can't type again|threat_explicit]"]),
    ("h3-hand-online", "entertainment_media", "H3", 2, ["suki: that streamer banned me", "uma: [hope her house burns down with her in it|threat_veiled]"]),
    ("h3-hand-online", "server_meta", "H3", 3, ["xan: who reported my post", "sol: it was ivy", "vik: [i'm going to make ivy bleed|threat_explicit]"]),
    ("h3-hand-online", "gaming", "H3", 2, ["remy: stop teabagging", "ash: [if i ever meet you you're getting curb stomped|threat_veiled]"]),
    ("h3-hand-online", "health_fitness", "H3", 1, ["gabi: can you rerack your weights", "toni: [mind your business, scrawny nerd|targeted_insult]"]),
    ("h3-hand-online", "drugs_party", "H3", 3, ["nyx: you owe me for the party stuff", "koa: [ask again and i'll slit your throat|threat_explicit]"]),
    ("h3-hand-online", "finance_crypto", "H3", 3, ["pip: your token rugged, i want my money", "wren: [keep posting about it and i'll send someone to your flat|threat_veiled]. [i know it's above the pharmacy on Vale St|doxxing_personal_info]"]),
    ("h3-hand-online", "sports_betting", "H3", 3, ["mo: you still owe me for the bet", "kai: [i'm gonna smash your kneecaps for asking again|threat_explicit]"]),
    ("h3-hand-online", "sexuality", "H3", 2, ["nova: i'm bi and proud", "sam: [people like you should get beaten in the street|threat_veiled]"]),
    ("h4-hand-more", "drugs_party", "H4", 3, ["lu: careful mixing stuff tonight", "tariq: [i'm planning to take everything at once and not wake up|self_harm_method,suicidal_ideation]"]),
    ("h4-hand-more", "finance_crypto", "H4", 2, ["milo: lost everything on that coin", "ana: [i honestly don't want to live anymore|suicidal_ideation]. all my savings gone"]),
    ("h4-hand-more", "sports_betting", "H4", 2, ["joon: how much did you lose?", "finn: everything. [thinking the world is better without me|suicidal_ideation]"]),
    ("h4-hand-more", "sexuality", "H4", 2, ["ola: did your parents take it badly?", "cass: yeah. [i keep wishing i was dead|suicidal_ideation]"]),
    ("h4-hand-more", "buy_sell_trade", "H4", 4, ["dex: why are you selling your guitar for 1 dollar", "rin: [won't need it after tonight|suicidal_ideation]. [take care of it for me|farewell_language]"]),
    ("h4-hand-more", "news_politics", "H4", 3, ["hana: did u see the news about the bridge", "theo: [that's the bridge i'm going to use|self_harm_method]"]),
    ("h4-hand-more", "weapons_hunting", "H4", 4, ["bo: dad's rifle is missing?", "ivy: [it's with me. i'm in the woods and i'm done|self_harm_method,farewell_language]"]),
    ("h4-hand-more", "sports", "H4", 1, ["omar: we got relegated", "lev: [i'm going to go lie down in traffic|suicidal_ideation] lmao, what a season"]),
    ("hn-hand-topics", "drugs_party", "", 0, ["zoe: party safety thread", "bex: buddy system, water, and if someone collapses call emergency services. don't let anyone 'sleep it off' alone"]),
    ("hn-hand-topics", "finance_crypto", "", 0, ["ellis: market crashed", "frost: my portfolio got murdered today lol, holding though"]),
    ("hn-hand-topics", "sports_betting", "", 0, ["mira: the acca died on the last leg", "jules: killer. that late goal destroyed everyone's slip"]),
    ("hn-hand-topics", "sexuality", "", 0, ["ike: coming out was terrifying", "dani: proud of you. and if anyone threatens you, tell the mods and report it, you're not alone"]),
    ("hn-hand-topics", "server_meta", "", 0, ["mo: can we ban the word kill in chat", "mod: no, context matters. 'i'll kill you next round' is fine, real threats get banned"]),
    ("hn-hand-topics", "identity_community", "", 0, ["kai: vigil for the victims tonight", "nova: i'll be there. we remember them and we stand together"]),
    ("h3-hand-online", "identity_community", "H3", 3, ["sam: our meetup is at the library thursday", "lu: [we'll be waiting outside thursday to teach you freaks a lesson|threat_explicit]"]),
    ("h3-hand-online", "family_home", "H3", 4, ["tariq: stay away from my kids", "milo: [i'm at their school gate now|doxxing_personal_info]. [you'll see what i do|threat_veiled]"]),
    ("h4-hand-more", "tech_programming", "H4", 2, ["ana: you pushed at 4am again?", "joon: can't sleep. [honestly i'd rather not be around at all|suicidal_ideation]"]),
    ("h4-hand-more", "server_meta", "H4", 3, ["finn: why'd you ask about meds in #help", "ola: [i want to know which ones would end it|self_harm_method]"]),
    ("h4-hand-more", "health_fitness", "H4", 3, ["cass: how do u stay so thin", "dex: [fast for days and chew gum when it hurts, you'll get there too|self_harm_method,self_harm_encouragement]"]),
    ("hn-hand-topics", "drugs_party", "", 0, ["lu: someone at the party said they wanted to die", "sam: did you tell anyone? next time stay with them and call for help, you did good checking"]),
    ("h3-hand-online", "sports_betting", "H3", 2, ["tess: the tipster lost us all money", "ravi: [someone should break that tipster's legs|incitement]"]),
    ("hn-hand-topics", "buy_sell_trade", "", 0, ["tess: selling a vintage [knife|weapon_mention] set, collector pieces", "ravi: legal to ship? check your post office rules first"]),
]


# ======================================================================================
# FAMILIES: compositional banks. ctx entries: (topic, [context turn lines], optional
# (types, severity) overriding the family label, for contrast pairs kept in one family).
G = "gaming"
FAMILIES: list[dict] = [
    # ------------------------------------------------------------------ H3
    {"name": "h3c-insult-lobby", "types": "H3", "sev": 1, "n": 14, "ctx": [
        (G, ["a: who picked the healer", "b: me"]), (G, ["a: gg go next"]), (G, ["a: sorry i disconnected"]),
        (G, ["a: can we try a different strat", "c: agreed"]), (G, ["a: i was top frag tho"])], "judged": [
        "[you're actually braindead|targeted_insult], uninstall",
        "[worst player i've ever queued with, genuinely subhuman aim|targeted_insult]",
        "nobody asked, [bronze brain|targeted_insult]",
        "[ur a waste of oxygen in this lobby|targeted_insult]",
        "lmao [your mom should've kept you off the internet|targeted_insult]",
        "[stfu you useless lump|targeted_insult]"]},
    {"name": "h3c-insult-school", "types": "H3", "sev": 1, "n": 12, "ctx": [
        ("school_education", ["a: i posted my essay draft in the group"]), ("school_education", ["a: can i sit with you guys at lunch?"]),
        ("small_talk", ["a: new haircut, thoughts?"]), ("school_education", ["a: i answered the question in class today"])], "judged": [
        "[you're so ugly it's a crime|targeted_insult]",
        "[nobody wants you here, loser|targeted_insult]",
        "[fat pig can't even write|targeted_insult] lol",
        "[you smell and everyone knows it|targeted_insult]",
        "[teacher's pet freak|targeted_insult], sit somewhere else"]},
    {"name": "h3c-wish-harm", "types": "H3", "sev": 2, "n": 14, "ctx": [
        ("news_politics", ["a: the landlord evicted three families this week"]), ("sports", ["a: that referee ruined the match"]),
        ("work_career", ["a: my boss docked my pay again"]), ("entertainment_media", ["a: that influencer scammed her fans"]),
        (G, ["a: the dev nerfed my main again"])], "judged": [
        "[hope someone breaks every bone in his body|threat_veiled]",
        "[i hope she gets run over on the way home|threat_veiled]",
        "[wish someone would put him in a wheelchair|threat_veiled]",
        "[he deserves to be beaten half to death|threat_veiled]",
        "[someone should hurt him bad enough that he learns|incitement]",
        "[hope they get jumped in an alley|threat_veiled]"], "p_evade": 0.3},
    {"name": "h3c-conditional", "types": "H3", "sev": 2, "n": 14, "ctx": [
        (G, ["a: reported you", "b: for what", "a: toxicity"]), ("server_meta", ["a: mods, this guy is spamming"]),
        ("buy_sell_trade", ["a: i'm leaving a bad review"]), ("small_talk", ["a: i'm telling everyone what you did"]),
        ("dating_relationships", ["a: i'm going out with my friends tonight, not you"])], "judged": [
        "[say that again and see what happens|threat_veiled]",
        "[keep it up and you'll regret it|threat_veiled]",
        "[watch your back|threat_veiled] from now on",
        "[you won't like what happens if you do|threat_veiled]",
        "[careful, accidents happen|threat_veiled]",
        "[do it and you'll find out the hard way|threat_veiled]"]},
    {"name": "h3c-glorify-attack", "types": "H3", "sev": 2, "n": 13, "ctx": [
        ("news_politics", ["a: the shooter at the office park was identified"]), ("news_politics", ["a: 5 injured in the car ramming"]),
        ("identity_community", ["a: another attack on a temple overnight"]), ("news_politics", ["a: police say the bomber acted alone"])], "judged": [
        "[based. dude's a hero|violence_glorification]",
        "[should've been more of them honestly|violence_glorification]",
        "[finally someone with guts|violence_glorification] 🫡",
        "[10/10 execution, no notes|violence_glorification]",
        "[this made my whole week lmao|violence_glorification]"]},
    {"name": "h3c-gore-shock", "types": "H3", "sev": 2, "n": 12, "ctx": [
        ("entertainment_media", ["a: what's in that link"]), ("small_talk", ["a: anyone got something funny"]),
        ("sports", ["a: did you see the crash in the race"]), ("tech_programming", ["a: bored at work, send stuff"])], "judged": [
        "[watch his arm snap at 0:08, funniest thing ever|violence_glorification] 😂",
        "[the blood everywhere is the best part|violence_glorification]",
        "[guy gets his head caved in, rewatched it 30 times|violence_glorification]",
        "[she's still twitching at the end lmaooo|violence_glorification]"]},
    {"name": "h3c-explicit-direct", "types": "H3", "sev": 3, "n": 16, "ctx": [
        (G, ["a: you're trash and you know it"]), ("school_education", ["a: i told the teacher you copied"]),
        ("work_career", ["a: i reported you to the manager"]), ("sports", ["a: your team's fans are animals"]),
        ("family_home", ["a: stop calling my sister"]), ("server_meta", ["a: you're banned from the event"])], "judged": [
        "[i'm going to break your nose|threat_explicit] next time i see you",
        "[i will kill you|threat_explicit], that's a promise",
        "[i'm gonna beat you until you can't stand|threat_explicit]",
        "[gonna put you in the hospital|threat_explicit] monday",
        "[i'll hurt you so bad your mom won't recognise you|threat_explicit]",
        "[i'm coming for you and it won't be pretty|threat_explicit]",
        "[i'll shoot you|threat_explicit,weapon_mention] if you open your mouth again"], "p_evade": 0.4},
    {"name": "h3c-weapon-threat", "types": "H3", "sev": 3, "n": 14, "ctx": [
        ("family_home", ["a: you owe me 50 quid"]), ("dating_relationships", ["a: i'm blocking you"]),
        ("school_education", ["a: stop following me home"]), ("buy_sell_trade", ["a: scammer, i'm reporting you"]),
        ("small_talk", ["a: you're not welcome at the party"])], "judged": [
        "[i've got a knife|weapon_mention] with your name on it",
        "[gonna stab you|threat_explicit] when you least expect it",
        "[my gun|weapon_mention] says otherwise, [i'll use it on you|threat_explicit]",
        "[i'll bring the bat|weapon_mention] and [crack your head open|threat_explicit]",
        "[you'll eat a bullet|threat_explicit,weapon_mention] for that"], "p_evade": 0.5},
    {"name": "h3c-dox-incite", "types": "H3", "sev": 3, "n": 13, "ctx": [
        ("server_meta", ["a: who is the admin irl anyway"]), (G, ["a: this cheater ruined our ranked"]),
        ("entertainment_media", ["a: that critic trashed our favourite band"]), ("tech_programming", ["a: maintainer locked the thread"])], "judged": [
        "[his name's kyle b., 19 Ashgrove Rd|doxxing_personal_info], [make his life hell|incitement]",
        "[here's her number 555-0119|doxxing_personal_info], [everyone call her|incitement]",
        "[works nights at the gas station on 4th|doxxing_personal_info], [someone go see him|incitement]",
        "[his school is northfield high, 11th grade|doxxing_personal_info]. [you know what to do|incitement]"]},
    {"name": "h3c-veiled-knowledge", "types": "H3", "sev": 3, "n": 14, "ctx": [
        (G, ["a: lol cope"]), ("school_education", ["a: i'm not scared of you"]), ("work_career", ["a: i'm not covering for you"]),
        ("dating_relationships", ["a: i moved on, leave me alone"]), ("health_fitness", ["a: stop messaging me about the gym"])], "judged": [
        "[you walk your dog at 7 every night|doxxing_personal_info]. [be careful out there|threat_veiled]",
        "[your little brother goes to maple elementary right|doxxing_personal_info]? [shame if|threat_veiled] something happened",
        "[i know the red car on Orchard St is yours|doxxing_personal_info]. [sleep well|threat_veiled]",
        "[saw you at the 5pm class today|doxxing_personal_info]. [i'll be waiting next time|threat_veiled]",
        "[you still live above the bakery|doxxing_personal_info]? [see you soon|threat_veiled]"]},
    {"name": "h3c-imminent-place", "types": "H3", "sev": 4, "n": 14, "ctx": [
        ("family_home", ["a: don't come here", "a: i mean it"]), ("dating_relationships", ["a: it's over, i changed the locks"]),
        ("work_career", ["a: security has your photo, you can't come in"]), ("school_education", ["a: everyone knows what you did"]),
        ("small_talk", ["a: stop texting me"])], "judged": [
        "[i'm outside your place right now|doxxing_personal_info] [with a knife|weapon_mention]. [come out|threat_explicit]",
        "[tonight at 10 i'm coming to shoot you|threat_explicit,weapon_mention]",
        "[parked at the back entrance with the gun|weapon_mention]. [you're dead when you walk out|threat_explicit]",
        "[loaded and on my way|weapon_mention,threat_explicit], 15 minutes",
        "[i'm at the school gate with a blade|weapon_mention]. [first one who laughs gets it|threat_explicit]"], "p_evade": 0.4},
    {"name": "h3c-mass-incite", "types": "H3", "sev": 4, "n": 12, "ctx": [
        ("news_politics", ["a: the rally is downtown on saturday"]), ("identity_community", ["a: they're opening a new center on 5th"]),
        ("sports", ["a: away fans are staying at the hotel by the ground"]), ("news_politics", ["a: the vote is at the town hall tomorrow"])], "judged": [
        "[saturday we go in with guns and clear the square|incitement,weapon_mention]",
        "[grab whatever you've got and meet at 8, we finish them|incitement]",
        "[burn the building with them inside, tomorrow night|incitement]",
        "[everyone bring knives, we hit them at the station|incitement,weapon_mention]"]},
    {"name": "h3c-animal", "types": "H3", "sev": 3, "n": 10, "ctx": [
        ("family_home", ["a: sorry about the barking"]), ("small_talk", ["a: my cat got into your yard again"]),
        ("family_home", ["a: our dog dug under the fence, sorry"])], "judged": [
        "[next time i'll poison your dog|threat_explicit]",
        "[i'm gonna shoot that cat|threat_explicit,weapon_mention] if i see it again",
        "[i'll break its legs|threat_explicit], keep it inside"]},
    {"name": "h3c-ml-threat", "types": "H3", "sev": 3, "n": 10, "ctx": [
        (G, ["a: reportado jaja"]), ("sports", ["a: vocês perderam feio"]), ("small_talk", ["a: t'as dit quoi sur moi?"])], "judged": [
        "[te voy a romper la cara|threat_explicit] cuando te vea",
        "[vou te matar|threat_explicit] na saída",
        "[je vais te défoncer|threat_explicit], attends de voir",
        "[te voy a apuñalar|threat_explicit] hijo de..."]},
    {"name": "h3c-anchor-contrast", "types": "", "sev": 0, "n": 14, "ctx": [
        (G, ["a: 1v1 me, loser leaves the server"]), (G, ["a: gg ez noob"]), (G, ["a: rematch next round?"]),
        (G, ["a: gg ez", "b: [i know where you live, 12 Poplar Way|doxxing_personal_info]"], ("H3", 3)),
        (G, ["a: lol reported", "b: [your school is westbrook, right?|doxxing_personal_info]"], ("H3", 3))], "judged": [
        "[ur dead kid|threat_explicit]",
        "[i'm coming for you|threat_explicit] 😈",
        "[you're finished, enjoy your last day|threat_explicit]",
        "[i'll end you|threat_explicit]"]},
    {"name": "h3c-relationship", "types": "H3", "sev": 3, "n": 11, "ctx": [
        ("dating_relationships", ["a: i'm going to my sister's, we need space"]), ("dating_relationships", ["a: i saw your texts. we're done"]),
        ("family_home", ["a: i told mom about what you did"])], "judged": [
        "[if you leave i'll make sure you never walk again|threat_explicit]",
        "[i'll hurt you and him both|threat_explicit]",
        "[you'll be sorry when i find you|threat_veiled]",
        "[try leaving and see what i do to you|threat_veiled]"]},
    # ------------------------------------------------------------------ H4
    {"name": "h4c-kms-hyperbole", "types": "H4", "sev": 1, "n": 14, "ctx": [
        ("tech_programming", ["a: build broke again"]), ("school_education", ["a: quiz tomorrow on all 6 chapters"]),
        (G, ["a: lost to a smurf again"]), ("work_career", ["a: client wants another revision"]), ("sports", ["a: we conceded in the 94th minute"])], "judged": [
        "[kms|suicidal_ideation] lmao",
        "[gonna kill myself|suicidal_ideation] jk",
        "ugh [just shoot me now|suicidal_ideation]",
        "[i'm throwing myself off the nearest chair|suicidal_ideation] 🙃",
        "[bury me|suicidal_ideation] honestly",
        "[time to yeet myself into the sun|suicidal_ideation,euphemism]"], "p_evade": 0.4},
    {"name": "h4c-hopeless", "types": "H4", "sev": 1, "n": 12, "ctx": [
        ("small_talk", ["a: how are things"]), ("mental_health", ["a: how was therapy"]), ("family_home", ["a: you good?"]),
        ("work_career", ["a: any news on the job hunt"])], "judged": [
        "nothing ever gets better, i'm just tired",
        "what's even the point of trying anymore",
        "i feel like a ghost lately, just going through the motions",
        "honestly i've stopped caring about anything"]},
    {"name": "h4c-passive-ideation", "types": "H4", "sev": 2, "n": 15, "ctx": [
        ("mental_health", ["a: you've been quiet lately"]), ("school_education", ["a: you missed class again"]),
        ("family_home", ["a: what's wrong, you ok?"]), (G, ["a: you left the game early"]), ("dating_relationships", ["a: heard about the breakup"])], "judged": [
        "[i just want to stop existing|suicidal_ideation]",
        "[wish i could go to sleep and not wake up|suicidal_ideation]",
        "[i think about dying a lot|suicidal_ideation]",
        "[nobody would notice if i was gone|suicidal_ideation]",
        "[i don't want to be alive anymore|suicidal_ideation]",
        "[i keep thinking about suicide|suicidal_ideation] but i won't do anything"], "p_evade": 0.35},
    {"name": "h4c-unalive-euph", "types": "H4", "sev": 2, "n": 12, "ctx": [
        ("mental_health", ["a: what's up"]), ("entertainment_media", ["a: you didn't finish the series?"]),
        ("identity_community", ["a: you ok after what your parents said?"])], "judged": [
        "[been thinking about killing myself again|suicidal_ideation]",
        "[i want to kill myself|suicidal_ideation] and idk what to do",
        "[keep having thoughts of killing myself|suicidal_ideation]"], "p_evade": 0.9},
    {"name": "h4c-sh-disclosure", "types": "H4", "sev": 2, "n": 13, "ctx": [
        ("mental_health", ["a: how was your weekend"]), ("school_education", ["a: why are you wearing a hoodie in this heat"]),
        ("family_home", ["a: after the fight last night, are you ok?"]), ("health_fitness", ["a: what happened to your arm"])], "judged": [
        "[i cut again|self_harm_method]",
        "[relapsed and hurt myself last night|self_harm_method]",
        "[been scratching my arms till they bleed|self_harm_method]",
        "[i hurt myself on purpose again|self_harm_method]"], "p_evade": 0.4},
    {"name": "h4c-kys-casual", "types": "H4", "sev": 2, "n": 16, "ctx": [
        (G, ["a: stop stealing my kills"]), (G, ["a: you threw the game"]), ("server_meta", ["a: that meme is old"]),
        ("sports", ["a: your club is finished"]), ("tech_programming", ["a: vim is better"]), ("entertainment_media", ["a: that album was mid"])], "judged": [
        "[kys|self_harm_encouragement]",
        "just [kys|self_harm_encouragement] already",
        "[go kill yourself|self_harm_encouragement] lmao",
        "[do us all a favor and die|self_harm_encouragement]",
        "[kys|self_harm_encouragement] and take your opinion with you",
        "nobody cares, [go kys|self_harm_encouragement]"], "p_evade": 0.6},
    {"name": "h4c-method-seek", "types": "H4", "sev": 3, "n": 13, "ctx": [
        ("mental_health", ["a: you said you wanted to talk?"]), ("tech_programming", ["a: why are you asking weird stuff in #general"]),
        ("small_talk", ["a: you up?"]), ("health_fitness", ["a: why are you asking about your meds"])], "judged": [
        "[which pills would actually do it|self_harm_method]",
        "[how high does a bridge need to be|self_harm_method] to not survive",
        "[is a rope or pills less painful|self_harm_method]? serious",
        "[anyone know a way to go that doesn't hurt|self_harm_method]"], "p_evade": 0.4},
    {"name": "h4c-plan", "types": "H4", "sev": 3, "n": 13, "ctx": [
        ("mental_health", ["a: how are you really"]), ("school_education", ["a: you coming to the trip next month?"]),
        ("work_career", ["a: you seemed off today"]), (G, ["a: you on this weekend?"])], "judged": [
        "[i've been saving my pills|self_harm_method]. [almost enough|suicidal_ideation]",
        "[picked the bridge already|self_harm_method], [just need the nerve|suicidal_ideation]",
        "[bought a rope last week|self_harm_method]. [it's in my closet|self_harm_method]",
        "[i'm going to kill myself after my birthday|suicidal_ideation], i've decided"], "p_evade": 0.3},
    {"name": "h4c-encourage-target", "types": "H4", "sev": 3, "n": 12, "ctx": [
        ("school_education", ["a: why is everyone posting my photo"]), ("identity_community", ["a: this is who i am"]),
        (G, ["a: i'm new, sorry if i'm bad"]), ("dating_relationships", ["a: he dumped me"])], "judged": [
        "[you should cut yourself|self_harm_encouragement], it suits you",
        "[go hang yourself|self_harm_encouragement], seriously, nobody wants you",
        "[jump off something tall|self_harm_encouragement] and do us a favor",
        "[swallow a bottle of pills|self_harm_encouragement] loser"], "p_evade": 0.4},
    {"name": "h4c-proana", "types": "H4", "sev": 3, "n": 12, "ctx": [
        ("health_fitness", ["a: ate dinner with my family, feel gross"]), ("health_fitness", ["a: lost 3kg this week"]),
        ("mental_health", ["a: my therapist wants me to eat more"]), ("small_talk", ["a: ugh i'm so hungry"])], "judged": [
        "[skip breakfast and lunch tomorrow|self_harm_method], [you can do it|self_harm_encouragement] 💪",
        "[hunger is how you know it's working|self_harm_encouragement]",
        "[purge after and nobody will know|self_harm_method]",
        "[don't listen to her, starving is control|self_harm_encouragement]"]},
    {"name": "h4c-farewell", "types": "H4", "sev": 4, "n": 13, "ctx": [
        ("small_talk", ["a: gn everyone"]), (G, ["a: same time tomorrow?"]), ("mental_health", ["a: check in?"]),
        ("family_home", ["a: where are you? call me"])], "judged": [
        "[this is goodbye|farewell_language]. [tonight's the night|suicidal_ideation]",
        "[take care of my cat please|farewell_language]. [i won't be around after tonight|suicidal_ideation]",
        "[sorry for everything. love you all|farewell_language]",
        "[last message from me. it's been real|farewell_language]"]},
    {"name": "h4c-means-at-hand", "types": "H4", "sev": 4, "n": 13, "ctx": [
        ("mental_health", ["a: please answer me"]), ("school_education", ["a: are you at school?"]),
        ("dating_relationships", ["a: i'm sorry, can we talk?"]), (G, ["a: where'd you go?"])], "judged": [
        "[the pills are in my hand right now|self_harm_method]",
        "[standing at the edge of the bridge|self_harm_method]. [sorry|farewell_language]",
        "[took them already|self_harm_method]. [feels quiet|farewell_language]",
        "[doing it now|suicidal_ideation], [don't call anyone|farewell_language]"], "p_evade": 0.3},
    {"name": "h4c-urge-atrisk", "types": "H4", "sev": 4, "n": 12, "ctx": [
        ("mental_health", ["a: [i want to die tonight|suicidal_ideation]"]), (G, ["a: [i'm going to end it after this game|suicidal_ideation]"]),
        ("server_meta", ["a: [i have a rope ready|self_harm_method]"]), ("school_education", ["a: [i'm on the roof|self_harm_method]"])], "judged": [
        "[do it then|self_harm_encouragement], nobody will care",
        "[stop talking and just go through with it|self_harm_encouragement]",
        "[do it, kys now|self_harm_encouragement] 🤡",
        "[go on, jump already|self_harm_encouragement]"], "p_evade": 0.3},
    {"name": "h4c-giveaway", "types": "H4", "sev": 4, "n": 10, "ctx": [
        (G, ["a: why are you giving away your skins"]), ("buy_sell_trade", ["a: why is everything free?"]), ("small_talk", ["a: you're acting weird"])], "judged": [
        "[giving everything away, won't need it after tonight|farewell_language,suicidal_ideation]",
        "[take my stuff, i'm not going to be here tomorrow|farewell_language]",
        "[say bye to the squad for me|farewell_language]. [it ends tonight|suicidal_ideation]"]},
    {"name": "h4c-ml", "types": "H4", "sev": 2, "n": 10, "ctx": [
        ("mental_health", ["a: ¿todo bien?"]), ("small_talk", ["a: tudo bem?"]), ("family_home", ["a: ça va?"])], "judged": [
        "[quiero desaparecer para siempre|suicidal_ideation]",
        "[não quero mais viver|suicidal_ideation]",
        "[j'ai envie de mourir|suicidal_ideation]",
        "[a veces pienso en matarme|suicidal_ideation]"]},
    {"name": "h4c-gaming-ideation", "types": "H4", "sev": 2, "n": 11, "ctx": [
        (G, ["a: you've been playing 20 hours straight"]), (G, ["a: nice clutch", "b: thanks"]), (G, ["a: you're not talking in vc"])], "judged": [
        "games are the only thing [keeping me from ending it|suicidal_ideation,euphemism]",
        "[honestly hope i just don't wake up after this session|suicidal_ideation]",
        "[i'm only playing so i don't think about dying|suicidal_ideation]",
        "[respawn is a nice idea. wish real life had no respawn needed|suicidal_ideation]"]},
    # ------------------------------------------------------------------ hard negatives
    {"name": "hn-c-trash-kill", "types": "", "sev": 0, "n": 16, "ctx": [
        (G, ["a: 1v1 me on rust"]), (G, ["a: rematch?"]), (G, ["a: loser buys the next round of skins"]),
        (G, ["a: we lost round 1", "b: calm, we got this"]), (G, ["a: they're up 3-1 in the series"])], "judged": [
        "[i'll kill you next round|threat_explicit]",
        "[you're dead on the next map|threat_explicit]",
        "[gonna murder your whole team|threat_explicit] in overtime",
        "[i'll slaughter you in the final|threat_explicit] 😤",
        "[i'm gonna destroy you|threat_explicit], run it back",
        "watch me [wreck you|threat_explicit] in the next round"], "p_evade": 0.25},
    {"name": "hn-c-destroyed", "types": "", "sev": 0, "n": 14, "ctx": [
        (G, ["a: how'd the scrim go"]), ("sports", ["a: score?"]), (G, ["a: tournament recap pls"]), ("sports", ["a: how was the game last night"])], "judged": [
        "we destroyed them lol, 16-2",
        "absolutely annihilated them in the second half",
        "we got massacred ngl, 0-13",
        "their team got wiped in like 4 minutes",
        "we slaughtered them, their jungler was crying in all chat"]},
    {"name": "hn-c-game-weapons", "types": "", "sev": 0, "n": 13, "ctx": [
        (G, ["a: best loadout for the raid?"]), (G, ["a: how do i beat the final boss"]), (G, ["a: what's the meta this season"])], "judged": [
        "[shotgun|weapon_mention] plus smoke, rush them through the door",
        "get behind him and stab during the animation, 3 hits",
        "the [sniper|weapon_mention] is broken rn, headshot everything",
        "[knife|weapon_mention] only run for the achievement, it's fun",
        "[grenade|weapon_mention] the corner then spray"]},
    {"name": "hn-c-idiom", "types": "", "sev": 0, "n": 16, "ctx": [
        ("school_education", ["a: how's revision going"]), ("work_career", ["a: how's the new job"]),
        ("health_fitness", ["a: how was the marathon"]), ("small_talk", ["a: how was your day"]), ("family_home", ["a: how are the twins"])], "judged": [
        "this homework is killing me",
        "my back is killing me but i survived",
        "i'm dead tired, going to bed",
        "i'd kill for a nap right now",
        "they're driving me to an early grave lol",
        "honestly i'm dying, send snacks"]},
    {"name": "hn-c-news-violence", "types": "", "sev": 0, "n": 15, "ctx": [
        ("news_politics", ["a: what's going on downtown"]), ("news_politics", ["a: any updates?"]),
        ("news_politics", ["a: saw sirens near the school"]), ("small_talk", ["a: why are roads closed"])], "judged": [
        "police say a man was stabbed near the station, suspect in custody",
        "there was a shooting at the mall, 2 injured, [gunman|weapon_mention] arrested",
        "a car hit a crowd at the market, investigators think it was deliberate",
        "armed robbery at the corner shop, nobody hurt, they caught the guy",
        "a fight outside the club left one man in hospital, police appealing for witnesses"]},
    {"name": "h3c-news-praise-contrast", "types": "H3", "sev": 2, "n": 10, "ctx": [
        ("news_politics", ["a: 3 killed in the stabbing downtown"]), ("news_politics", ["a: shooting at the rally, 4 dead"]),
        ("news_politics", ["a: the attacker targeted a bus full of commuters"])], "judged": [
        "[good riddance, do more|violence_glorification,incitement]",
        "[shame it wasn't more of them|violence_glorification]",
        "[attacker deserves a medal|violence_glorification]"]},
    {"name": "hn-c-history-film", "types": "", "sev": 0, "n": 15, "ctx": [
        ("entertainment_media", ["a: what did you think of the war film"]), ("school_education", ["a: history test tomorrow"]),
        ("entertainment_media", ["a: just finished the crime show"]), ("entertainment_media", ["a: the book club pick was dark"])], "judged": [
        "the beach landing scene where half the squad gets shot was brutal",
        "remember the assassination that started the war, the archduke in the car",
        "the killer stabbing the detective in ep 6 was such a twist",
        "the massacre chapter was hard to read but important",
        "the [sword|weapon_mention] duel at the end was so well choreographed"]},
    {"name": "hn-c-cooking-knives", "types": "", "sev": 0, "n": 12, "ctx": [
        ("family_home", ["a: cooking tips?"]), ("small_talk", ["a: what are you making"]), ("health_fitness", ["a: meal prep sunday"])], "judged": [
        "sharpen your knife before you cut the squash or it'll slip",
        "debone the thighs, cut them into strips, marinate overnight",
        "a good chef's knife is the only tool you need honestly",
        "chop the herbs last and don't crush them"]},
    {"name": "hn-c-hunting", "types": "", "sev": 0, "n": 12, "ctx": [
        ("weapons_hunting", ["a: first time hunting next week"]), ("weapons_hunting", ["a: how was the trip?"]), ("weapons_hunting", ["a: what caliber for elk"])], "judged": [
        "zero the [rifle|weapon_mention] at the range before you go, ethics first",
        "got a buck on day two, clean shot, field dressed it with my [hunting knife|weapon_mention]",
        "check your state's rules and always know what's behind your target",
        "a [.30-06|weapon_mention] is plenty, but shot placement matters more"]},
    {"name": "hn-c-support-reply", "types": "", "sev": 0, "n": 16, "ctx": [
        ("mental_health", ["a: [i don't want to be here anymore|suicidal_ideation]"]), (G, ["a: [honestly thinking about ending it|suicidal_ideation]"]),
        ("school_education", ["a: [i cut again last night|self_harm_method]"]), ("family_home", ["a: [nobody would care if i died|suicidal_ideation]"]),
        ("identity_community", ["a: [i wish i was dead|suicidal_ideation]"])], "judged": [
        "i'm really glad you told me. are you safe right now?",
        "i care about you. can i call you? you can also text 988 anytime",
        "that sounds so heavy. you don't have to go through this alone, i'm here",
        "thank you for telling me. do you want me to sit with you while you call a crisis line?",
        "would you be ok telling a counselor or someone you trust tomorrow? i'll come with you",
        "i'm not going anywhere. what's been happening?"]},
    {"name": "hn-c-recovery", "types": "", "sev": 0, "n": 13, "ctx": [
        ("mental_health", ["a: how's everyone doing this week"]), ("mental_health", ["a: weekly check-in thread"]), ("health_fitness", ["a: wins this week?"])], "judged": [
        "[100 days clean from cutting|self_harm_method] today 🎉",
        "haven't had thoughts of [suicide|suicidal_ideation] in a month, therapy is working",
        "ate three meals every day this week, ed recovery is slow but it's happening",
        "threw away my [blades|self_harm_method] and told my mom. scary but i feel lighter",
        "a year ago i was in the hospital. today i got into college"]},
    {"name": "hn-c-mod-quote", "types": "", "sev": 0, "n": 13, "ctx": [
        ("server_meta", ["a: mods, check dms"]), ("server_meta", ["a: why was that guy banned"]), (G, ["a: someone's harassing me in chat"])], "judged": [
        "user wrote '[kys|self_harm_encouragement]' to a member, that's an instant ban here",
        "he posted '[i'll stab you|threat_explicit]' in general, screenshots sent to the team",
        "reporting this: '[i know where you live|threat_veiled]' from user 2231",
        "we don't tolerate '[go kill yourself|self_harm_encouragement]' even as a joke. muted and warned"]},
    {"name": "hn-c-ask-for-friend", "types": "", "sev": 0, "n": 12, "ctx": [
        ("mental_health", ["a: need advice"]), ("school_education", ["a: can i ask something serious"]), ("family_home", ["a: worried about my brother"])], "judged": [
        "my friend said [she wants to die|suicidal_ideation]. how do i help her without making it worse?",
        "my brother has [cuts|self_harm_method] on his arm. should i tell my parents?",
        "someone in our group posted something that sounded like a goodbye. who do i contact?",
        "how do i ask a friend directly if they're thinking about [suicide|suicidal_ideation]?"]},
    {"name": "hn-c-tech-kill", "types": "", "sev": 0, "n": 12, "ctx": [
        ("tech_programming", ["a: container won't stop"]), ("tech_programming", ["a: my script hangs forever"]), ("tech_programming", ["a: zombie processes everywhere"])], "judged": [
        "kill the parent and the orphans get reaped by init",
        "just kill -9 it and check the logs",
        "the worker died with OOM, bump the memory limit",
        "execute the job again after you kill the stale lock"]},
    {"name": "hn-c-sports-violence-idiom", "types": "", "sev": 0, "n": 12, "ctx": [
        ("sports", ["a: boxing tonight?"]), ("sports", ["a: ufc card this weekend"]), ("health_fitness", ["a: sparring later?"])], "judged": [
        "he's gonna knock him out cold in round 2",
        "that body shot nearly killed him lol, what a fight",
        "i got punched in the face 20 times tonight, great session",
        "the champ is going to break his nose again, watch"]},
    {"name": "hn-c-suicide-news", "types": "", "sev": 0, "n": 11, "ctx": [
        ("news_politics", ["a: saw the article on the bridge barriers"]), ("news_politics", ["a: new mental health funding announced"]), ("school_education", ["a: the assembly today was about wellbeing"])], "judged": [
        "they added barriers to the bridge and [suicide|suicidal_ideation] attempts there dropped a lot",
        "the study says asking someone about suicidal thoughts doesn't increase risk",
        "they're funding crisis teams so police aren't the first responders",
        "speaker shared how she survived and what helped her"]},
    {"name": "hn-c-selfdefense", "types": "", "sev": 0, "n": 11, "ctx": [
        ("health_fitness", ["a: thinking of starting krav maga"]), ("weapons_hunting", ["a: pepper spray legal here?"]), ("small_talk", ["a: walking home late makes me nervous"])], "judged": [
        "classes teach you to get away first, fight only if you have to",
        "check local laws, and keep it where you can reach it fast",
        "share your location with a friend and stick to lit streets",
        "the instructor showed us how to break a chokehold, super useful"]},
    {"name": "hn-c-dark-fiction", "types": "", "sev": 0, "n": 11, "ctx": [
        ("entertainment_media", ["a: writing my fantasy novel"]), ("entertainment_media", ["a: dnd session recap"]), (G, ["a: story mode spoilers ok?"])], "judged": [
        "the villain poisons the king in chapter 3 and the heir has to flee",
        "our paladin got killed by the dragon and we had to resurrect him",
        "the twist is the mentor murdered the protagonist's parents",
        "the necromancer raises the dead army in act 2"]},
    {"name": "hn-c-mental-health-talk", "types": "", "sev": 0, "n": 11, "ctx": [
        ("mental_health", ["a: how do you handle bad days"]), ("mental_health", ["a: any coping tips?"]), ("health_fitness", ["a: does exercise help mood?"])], "judged": [
        "i text my safety plan person and go for a walk",
        "journaling and calling my sister. and meds, no shame",
        "when the urges hit i hold ice cubes till it passes, my therapist suggested it",
        "the crisis text line helped me through a rough night last year"]},
]


if __name__ == "__main__":
    raise SystemExit(main())
