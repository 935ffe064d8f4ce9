"""The text-block format BRACE seed generators are written in, and the checks every seed file passes.

A generator keeps its windows as text blocks and calls `write_file`:

    === family-name | topic                       one family; its default topic
    @ types severity [hn|plain] [topic=key]       starts a window: "H3", "H5,H3" (primary first) or "-"
    author: text                                  one turn, oldest first; the last turn is judged

A benign window ("- 0") is a hard negative unless flagged "plain"; an L1 window is one only when
flagged "hn". Evidence is marked inline as ``[text|indicator,indicator]``, with nested ``{text|indicator}``
for a second piece inside it (an evasion inside a threat). On the judged turn the marks set
`indicators`; on earlier turns they only add context spans. Spans are found with ``str.index`` of the
evidence substring in the final text, never typed as numbers, so offsets cannot drift.

Used by round 3's severity ladders and every later round.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from collections.abc import Callable, Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SEED_DIR = ROOT / "data" / "brace" / "seed"

OPEN = {"[": "]", "{": "}"}
STRIP = " \t.,;:!?'\""
Spec = tuple[list[str], int, str, bool]

# Ladder family-name prefix -> the harm it ladders (rounds 3 and 4: report and balance check).
LADDER_KINDS = {
    "h1-": "H1 sexual",
    "h2-": "H2 gambling",
    "h3-": "H3 violence",
    "h4-": "H4 self-harm",
    "h5drug-": "H5 drugs",
    "h5weap-": "H5 weapons",
    "h5fraud-": "H5 fraud",
    "h5hate-": "H5 hate",
}


def parse_marked(marked: str, where: str) -> tuple[str, list[tuple[str, int, str]]]:
    """Strip ``[ev|ind,..]`` / ``{ev|ind}`` markup; return (plain text, [(evidence, start, indicator)])."""
    out: list[str] = []
    stack: list[tuple[str, int]] = []  # (closing char, start offset in the plain text)
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
            evidence = "".join(out)[start:]
            for ind in marked[i + 1 : end].split(","):
                marks.append((evidence, start, ind.strip()))
            i = end + 1
        elif ch in "]}|":
            raise SystemExit(f"{where}: stray {ch!r} in {marked!r}")
        else:
            out.append(ch)
            i += 1
    if stack:
        raise SystemExit(f"{where}: unclosed mark in {marked!r}")
    return "".join(out), marks


def make_window(group: str, family: str, spec: Spec, lines: list[str], where: str) -> dict:
    types, severity, topic, hard = spec
    turns: list[dict] = []
    spans: list[dict] = []
    indicators: list[str] = []
    last = len(lines) - 1
    for n, line in enumerate(lines):
        author, sep, marked = line.partition(": ")
        if not sep or not author or " " in author:
            raise SystemExit(f"{where}: bad turn line {line!r}")
        text, marks = parse_marked(marked, where)
        if text != text.strip() or not text:
            raise SystemExit(f"{where}: turn text has edge spaces: {text!r}")
        for evidence, hint, ind in marks:
            if not evidence or evidence != evidence.strip(STRIP):
                raise SystemExit(f"{where}: evidence {evidence!r} is empty or has edge spaces/punctuation")
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
        "source": group + family,
        "hard_negative": hard,
    }


def parse_spec(line: str, topic: str, where: str) -> Spec:
    bits = line[2:].split()
    if len(bits) < 2:
        raise SystemExit(f"{where}: bad window line {line!r}")
    types = [] if bits[0] == "-" else bits[0].split(",")
    severity = int(bits[1])
    flag = ""
    for extra in bits[2:]:
        if extra.startswith("topic="):
            topic = extra.removeprefix("topic=")
        elif extra in ("hn", "plain"):
            flag = extra
        else:
            raise SystemExit(f"{where}: unknown window option {extra!r}")
    hard = flag == "hn" or (not types and flag != "plain")
    return types, severity, topic, hard


def parse_blocks(block: str, group: str) -> list[dict]:
    """All windows of one text block, with `source` = group + family."""
    windows: list[dict] = []
    family, topic = "", ""
    spec: Spec | None = None
    current: list[str] = []

    def flush() -> None:
        nonlocal current, spec
        if spec is not None:
            where = f"{family} #{sum(1 for w in windows if w['source'] == group + family) + 1}"
            if not current:
                raise SystemExit(f"{where}: window without turns")
            windows.append(make_window(group, family, spec, current, where))
        elif current:
            raise SystemExit(f"turns outside a window in {family!r}: {current}")
        current, spec = [], None

    for raw in block.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("=== "):
            flush()
            family, _, topic = (p.strip() for p in line[4:].partition("|"))
            if not family or not topic:
                raise SystemExit(f"bad family line {line!r}")
        elif line.startswith("@ "):
            flush()
            spec = parse_spec(line, topic, family)
        else:
            current.append(line)
    flush()
    return windows


def check_hygiene(windows: list[dict], existing: Iterable[dict] = ()) -> None:
    """No judged turn in two families, no duplicate window, benign iff L0, no hard negative above L1.

    `existing` are windows of other seed files: a judged turn or a whole window repeated from
    them would put near-identical text on both sides of a family split.
    """
    owner: dict[str, str] = {w["turns"][-1]["text"]: w["source"] for w in existing}
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


def other_seed_windows(out: Path) -> list[dict]:
    """Windows of every seed file except `out` (for cross-file duplicate checks)."""
    windows: list[dict] = []
    for path in sorted(SEED_DIR.glob("*.jsonl")):
        if path.resolve() != out.resolve():
            with path.open(encoding="utf-8") as fh:
                windows.extend(json.loads(line) for line in fh if line.strip())
    return windows


def write_file(windows: list[dict], out: Path, id_prefix: str) -> None:
    """Number the windows, write them as JSONL and validate the file with the training loader."""
    for n, w in enumerate(windows, start=1):
        w["id"] = f"{id_prefix}{n:05d}"
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", encoding="utf-8") as fh:
        for w in windows:
            fh.write(json.dumps(w, ensure_ascii=False) + "\n")
    sys.path.insert(0, str(ROOT))
    from detectors.brace import load_windows  # validates the file exactly as training reads it

    loaded = load_windows(out)
    print(f"wrote {len(loaded)} windows to {out.relative_to(ROOT)} (load_windows ok)")


def report(windows: list[dict], kind_of: Callable[[str], str] | None = None, group: str = "") -> None:
    """Print type x severity cells, family, topic and turn-count spreads."""
    types = ["benign", "H1", "H2", "H3", "H4", "H5"]
    cells = Counter((w["types"][0] if w["types"] else "benign", w["severity"]) for w in windows)
    print("  primary type x severity:   L0   L1   L2   L3   L4  total")
    for t in types:
        row = [cells[(t, s)] for s in range(5)]
        print(f"  {t:24}" + "".join(f"{n:5}" for n in row) + f"{sum(row):7}")
    fams = {w["source"] for w in windows}
    if kind_of is not None:
        kinds = Counter(kind_of(f.removeprefix(group)) for f in fams)
        print(f"  families: {len(fams)} (" + ", ".join(f"{k} {n}" for k, n in sorted(kinds.items())) + ")")
    else:
        print(f"  families: {len(fams)}")
    print(f"  family sizes: {dict(sorted(Counter(Counter(w['source'] for w in windows).values()).items()))}")
    harmful = sum(1 for w in windows if w["types"])
    print(
        f"  harmful {harmful}, benign {len(windows) - harmful}, hard negatives "
        f"{sum(w['hard_negative'] for w in windows)}, multi-type {sum(len(w['types']) > 1 for w in windows)}"
    )
    topics = Counter(w["topic"] for w in windows)
    print(f"  topics ({len(topics)}): " + ", ".join(f"{t} {n}" for t, n in sorted(topics.items())))
    print(f"  windows by number of turns: {dict(sorted(Counter(len(w['turns']) for w in windows).items()))}")


def prefix_kinds(kinds: dict[str, str]) -> Callable[[str], str]:
    """`kind_of(family)` for a family-name prefix map, e.g. {"h1-": "H1 sexual"}; unknown prefixes stop the run."""

    def kind_of(family: str) -> str:
        for prefix, kind in kinds.items():
            if family.startswith(prefix):
                return kind
        raise SystemExit(f"family {family!r} has no known prefix {list(kinds)}")

    return kind_of


def check_ladders(windows: list[dict], group: str, kind_of: Callable[[str], str], taken: Iterable[str] = ()) -> None:
    """Every family is one ladder: levels L0-L4 in 5-7 windows, one primary type, the one its prefix names.

    `taken` are family names other seed files use; a ladder may not reuse one.
    """
    used = set(taken)
    families: dict[str, list[dict]] = {}
    for w in windows:
        families.setdefault(w["source"], []).append(w)
    for fam, ws in families.items():
        name = fam.removeprefix(group)
        if name in used:
            raise SystemExit(f"family name {name!r} is already used by another seed file")
        levels = sorted(w["severity"] for w in ws)
        if set(levels) != {0, 1, 2, 3, 4} or not 5 <= len(ws) <= 7:
            raise SystemExit(f"family {fam} is not a ladder L0-L4 of 5-7 windows: levels {levels}")
        primaries = {w["types"][0] for w in ws if w["types"]}
        if len(primaries) != 1:
            raise SystemExit(f"family {fam} mixes primary types {sorted(primaries)}")
        kind = kind_of(name)
        if primaries != {kind.split()[0]}:
            raise SystemExit(f"family {fam} is named {kind} but its primary type is {primaries}")


def check_contrasts(
    windows: list[dict], group: str, kinds: dict[str, set[str]], taken: Iterable[str], subset: bool = False
) -> dict[str, list[dict]]:
    """Every family is one contrast set: 4-8 windows, a benign and a harmful one, the primaries its prefix names.

    `kinds` maps a family-name prefix to the primary types its harmful windows must have (with
    `subset`, any non-empty part of a multi-type set will do); `taken` are family names other seed
    files use. Returns the windows by family name, for a file's own further checks.
    """
    used = set(taken)
    families: dict[str, list[dict]] = {}
    for w in windows:
        families.setdefault(w["source"].removeprefix(group), []).append(w)
    for name, ws in families.items():
        if name in used:
            raise SystemExit(f"family name {name!r} is already used by another seed file")
        if not 4 <= len(ws) <= 8:
            raise SystemExit(f"family {name} has {len(ws)} windows, not 4-8")
        if all(w["types"] for w in ws) or not any(w["types"] for w in ws):
            raise SystemExit(f"family {name} needs at least one benign and one harmful window")
        want = next((v for p, v in kinds.items() if name.startswith(p)), None)
        if want is None:
            raise SystemExit(f"family {name!r} has no known prefix {list(kinds)}")
        primaries = {w["types"][0] for w in ws if w["types"]}
        if primaries != want and not (subset and len(want) > 1 and primaries <= want):
            raise SystemExit(f"family {name}: harmful primary types {sorted(primaries)}, prefix wants {sorted(want)}")
    return families


CUT, ALT, KEEP = "> ", "| ", "^ "  # conversation format (rounds 4 and 5): a cut, an alternative ending, a kept turn


def _conversation_turn(line: str, judged: bool, where: str) -> str:
    """A turn line as the window shows it: marks kept on the judged turn and on ^-turns, else dropped."""
    keep = line.startswith(KEEP)
    line = line.removeprefix(KEEP).strip()
    if judged or keep:
        return line
    author, sep, marked = line.partition(": ")
    if not sep:
        raise SystemExit(f"{where}: bad turn line {line!r}")
    text, _ = parse_marked(marked, where)
    return f"{author}: {text}"


def expand_conversations(block: str, min_turns: int = 1, max_turns: int = 8, trim: bool = False) -> str:
    """Compile conversation blocks (turns, cuts, alternative endings) into plain windows for `parse_blocks`.

    A cut (``> spec [last=N]``) makes one window of the turns so far, or of the last N with
    ``last=N``. A cut over `max_turns` turns stops the run, unless `trim` keeps the newest
    `max_turns` of them.
    """
    out: list[str] = []
    family = ""
    main: list[str] = []  # the conversation so far
    alt: list[str] = []  # alternative-ending turns waiting for their cut
    uncut = 0  # main turns after the last cut

    def close() -> None:
        if alt:
            raise SystemExit(f"{family}: alternative ending without a cut")
        if uncut:
            raise SystemExit(f"{family}: {uncut} turn(s) after the last cut")

    for raw in block.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("=== "):
            close()
            family = line[4:].partition("|")[0].strip()
            main, uncut = [], 0
            out.append(line)
        elif line.startswith(CUT):
            turns = main + alt
            where = f"{family} cut at turn {len(turns)}"
            options = line.removeprefix(CUT).split()
            last = max_turns if trim else len(turns)
            for opt in [o for o in options if o.startswith("last=")]:
                last = int(opt.removeprefix("last="))
                options.remove(opt)
                if not 1 <= last <= max_turns or last > len(turns):
                    raise SystemExit(f"{where}: bad {opt}")
            turns = turns[-last:] if last else []
            if not min_turns <= len(turns) <= max_turns:
                raise SystemExit(f"{where}: a window needs {min_turns}-{max_turns} turns")
            out.append("@ " + " ".join(options))
            out.extend(_conversation_turn(t, n == len(turns) - 1, where) for n, t in enumerate(turns))
            alt = []
            uncut = 0
        elif line.startswith(ALT):
            alt.append(line.removeprefix(ALT).strip())
        else:
            if alt:
                raise SystemExit(f"{family}: a main turn right after an alternative ending: {line!r}")
            main.append(line)
            uncut += 1
    close()
    return "\n".join(out)
