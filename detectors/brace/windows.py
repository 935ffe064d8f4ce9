"""BRACE training and evaluation windows: the JSONL format, its loader and the family split.

One window per line; the last turn is the message being judged, and `types`, `severity`,
`indicators` and `spans` describe it in the context of the turns before it:

    {"id": "seed-h3-0001",
     "turns": [{"author": "a", "text": "..."}, {"author": "b", "text": "..."}],
     "types": ["H3"], "severity": 2,
     "topic": "gaming", "indicators": ["threat_explicit"],
     "spans": [{"turn": 1, "start": 10, "end": 25, "indicator": "threat_explicit"}],
     "source": "seed:h3/threats-direct", "hard_negative": false}

`id`, `turns`, `types` and `severity` are required; the rest are optional. `types` lists
the primary type first (the one that sets the severity; single-label heads train on it). Offsets are
Python string indices (code points) into the raw `text`. `source` reads
"corpus:group/family"; windows written from one template or one conversation share a
family, and `split_by_family` keeps each family whole inside one split.
"""

from __future__ import annotations

import hashlib
from collections import defaultdict
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, Strict, ValidationError, ValidationInfo, field_validator

from detectors.brace.taxonomy import BENIGN, INDICATORS, TOPICS, TYPES

MAX_PROBLEMS = 20  # problems listed in one WindowFormatError

_StrictInt = Annotated[int, Strict()]
_Text = Annotated[str, Strict(), Field(min_length=1)]


class WindowFormatError(ValueError):
    """A window file has problems; `problems` lists up to MAX_PROBLEMS as 'file:line: field: message'."""

    def __init__(self, problems: Sequence[str], total: int) -> None:
        self.problems = tuple(problems)
        self.total = total
        more = f"\n... and {total - len(self.problems)} more" if total > len(self.problems) else ""
        super().__init__(f"{total} problem(s) in BRACE windows:\n" + "\n".join(self.problems) + more)


class Turn(BaseModel):
    """One chat message of a window."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    author: _Text  # a pseudonym, stable within the window ("a", "b", "mod")
    text: _Text  # the raw message text


class EvidenceSpan(BaseModel):
    """Characters [start, end) of one turn's raw text that show an indicator."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    turn: _StrictInt = Field(ge=0)  # index into `turns`; mostly the last (judged) turn
    start: _StrictInt = Field(ge=0)
    end: _StrictInt
    indicator: Annotated[str, Strict()]

    @field_validator("end")
    @classmethod
    def _end_after_start(cls, end: int, info: ValidationInfo) -> int:
        start = info.data.get("start")
        if start is not None and end <= start:
            raise ValueError(f"end {end} must be greater than start {start}")
        return end

    @field_validator("indicator")
    @classmethod
    def _known_indicator(cls, key: str) -> str:
        if key not in INDICATORS:
            raise ValueError(f"unknown indicator {key!r}")
        return key


class BraceWindow(BaseModel):
    """One labelled conversation window; the last turn is the judged message.

    Field validators run in declaration order, so the cross-field checks below see the
    fields declared before them (when those were valid).
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: _Text
    turns: tuple[Turn, ...] = Field(min_length=1)
    types: tuple[Annotated[str, Strict()], ...]  # subset of TYPES, primary (most severe) first; () for benign
    severity: _StrictInt = Field(ge=0, le=4)  # 0 iff benign
    topic: Annotated[str, Strict()] | None = None  # a TOPICS key
    indicators: tuple[Annotated[str, Strict()], ...] = ()  # INDICATORS keys seen in the judged turn
    spans: tuple[EvidenceSpan, ...] = ()
    source: Annotated[str, Strict()] | None = None  # "corpus:group/family"
    hard_negative: Annotated[bool, Strict()] = False  # looks harmful, is benign or L1

    @field_validator("types")
    @classmethod
    def _known_types(cls, types: tuple[str, ...]) -> tuple[str, ...]:
        unknown = [t for t in types if t not in TYPES]
        if unknown:
            raise ValueError(f"unknown type(s) {unknown}; use a subset of {list(TYPES)}, [] for benign")
        if len(set(types)) != len(types):
            raise ValueError(f"duplicate type in {list(types)}")
        return types

    @field_validator("severity")
    @classmethod
    def _severity_matches_types(cls, severity: int, info: ValidationInfo) -> int:
        types = info.data.get("types")
        if types is not None and (severity == 0) != (not types):
            if severity == 0:
                raise ValueError(f"severity 0 is for benign windows, but types are {list(types)}")
            raise ValueError(f"severity {severity} needs at least one type; benign windows have severity 0")
        return severity

    @field_validator("topic")
    @classmethod
    def _known_topic(cls, topic: str | None) -> str | None:
        if topic is not None and topic not in TOPICS:
            raise ValueError(f"unknown topic {topic!r}")
        return topic

    @field_validator("indicators")
    @classmethod
    def _known_indicators(cls, indicators: tuple[str, ...]) -> tuple[str, ...]:
        unknown = [i for i in indicators if i not in INDICATORS]
        if unknown:
            raise ValueError(f"unknown indicator(s) {unknown}")
        if len(set(indicators)) != len(indicators):
            raise ValueError(f"duplicate indicator in {list(indicators)}")
        return indicators

    @field_validator("spans")
    @classmethod
    def _spans_fit(cls, spans: tuple[EvidenceSpan, ...], info: ValidationInfo) -> tuple[EvidenceSpan, ...]:
        turns: tuple[Turn, ...] | None = info.data.get("turns")
        indicators: tuple[str, ...] | None = info.data.get("indicators")
        problems: list[str] = []
        for n, span in enumerate(spans):
            if turns is None:
                break
            if span.turn >= len(turns):
                problems.append(f"span {n}: turn {span.turn} does not exist ({len(turns)} turns)")
                continue
            size = len(turns[span.turn].text)
            if span.end > size:
                problems.append(f"span {n}: end {span.end} is past the end of turn {span.turn} ({size} characters)")
            last = span.turn == len(turns) - 1
            if last and indicators is not None and span.indicator not in indicators:
                problems.append(f"span {n}: indicator {span.indicator!r} on the judged turn is not in indicators")
        if problems:
            raise ValueError("; ".join(problems))
        return spans

    @field_validator("hard_negative")
    @classmethod
    def _hard_negative_is_mild(cls, hard: bool, info: ValidationInfo) -> bool:
        severity = info.data.get("severity")
        if hard and severity is not None and severity > 1:
            raise ValueError(f"a hard negative is benign or L1, not severity {severity}")
        return hard

    @property
    def target(self) -> Turn:
        """The judged (last) turn."""
        return self.turns[-1]

    @property
    def benign(self) -> bool:
        return not self.types

    @property
    def primary_type(self) -> str:
        """The first listed type (the one that sets the severity), or "benign"; for single-label heads."""
        return self.types[0] if self.types else BENIGN

    @property
    def family(self) -> str:
        """The split unit: the whole `source` ("corpus:group/family"), or the id when there is none."""
        return self.source or f"id:{self.id}"


def _files(path: Path) -> list[Path]:
    return sorted(path.glob("*.jsonl")) if path.is_dir() else [path]


def load_windows(path: str | Path) -> list[BraceWindow]:
    """Read windows from a JSONL file, or from every `*.jsonl` in a directory (sorted by name).

    Blank lines are skipped. Ids must be unique across everything read.

    Args:
        path: a `.jsonl` file or a directory of them.

    Returns:
        The windows in file and line order.

    Raises:
        WindowFormatError: any line is not a valid window; lists up to MAX_PROBLEMS problems,
            each as 'file:line: field: message'.
        OSError: a file cannot be read.
    """
    windows: list[BraceWindow] = []
    problems: list[str] = []
    total = 0
    first_seen: dict[str, str] = {}

    def problem(where: str, field: str, message: str) -> None:
        nonlocal total
        total += 1
        if len(problems) < MAX_PROBLEMS:
            problems.append(f"{where}: {field}: {message}")

    for file in _files(Path(path)):
        with file.open("rb") as fh:
            for lineno, raw in enumerate(fh, start=1):
                if not raw.strip():
                    continue
                where = f"{file}:{lineno}"
                try:
                    window = BraceWindow.model_validate_json(raw)
                except ValidationError as exc:
                    for err in exc.errors(include_url=False):
                        loc = ".".join(str(p) for p in err["loc"]) or ("json" if err["type"] == "json_invalid" else "-")
                        message = err["msg"].removeprefix("Value error, ")
                        problem(where, loc, message)
                    continue
                if window.id in first_seen:
                    problem(where, "id", f"duplicate id {window.id!r} (first at {first_seen[window.id]})")
                    continue
                first_seen[window.id] = where
                windows.append(window)
    if total:
        raise WindowFormatError(problems, total)
    return windows


def dump_windows(windows: Iterable[BraceWindow], path: str | Path) -> int:
    """Write windows as JSONL (UTF-8, one per line, every field present); return how many."""
    count = 0
    with Path(path).open("w", encoding="utf-8") as fh:
        for window in windows:
            fh.write(window.model_dump_json() + "\n")
            count += 1
    return count


_SPLITS = ("train", "dev", "test")


def _unit(seed: int, family: str) -> float:
    digest = hashlib.sha256(f"{seed}\x00{family}".encode()).digest()
    return int.from_bytes(digest[:8], "big") / 2**64


def split_by_family(
    windows: Sequence[BraceWindow], dev: float = 0.1, test: float = 0.1, seed: int = 0
) -> tuple[list[BraceWindow], list[BraceWindow], list[BraceWindow]]:
    """Split windows into train, dev and test so that no family is in two splits.

    Each family goes to a split by a hash of (seed, family), so the assignment does not
    depend on the order of `windows` and a family keeps its split when other files are
    added. Then, for every class (benign and each type) missing from a split, one family
    with that class moves there from a split that has more than one family of it, provided
    no class disappears from the split it leaves; if no family can move, the split stays
    without that class.

    Args:
        windows: windows with unique ids.
        dev: share of families for dev, 0..1.
        test: share of families for test, 0..1; dev + test ≤ 1.
        seed: changes the assignment.

    Returns:
        (train, dev, test), each in the order of `windows`.

    Raises:
        ValueError: the shares are out of range.
    """
    if not (0 <= dev <= 1 and 0 <= test <= 1 and dev + test <= 1):
        raise ValueError(f"dev={dev} and test={test} must be in [0, 1] with dev + test <= 1")
    classes: dict[str, set[str]] = defaultdict(set)  # family -> classes it contains
    for w in windows:
        classes[w.family].update(w.types or (BENIGN,))
    unit = {f: _unit(seed, f) for f in classes}
    where: dict[str, str] = {}
    for f, u in unit.items():
        where[f] = "test" if u < test else "dev" if u < test + dev else "train"

    def count(split: str, cls: str) -> int:
        return sum(1 for f, s in where.items() if s == split and cls in classes[f])

    wanted = {"train": 1.0, "dev": dev, "test": test}
    for split in ("test", "dev", "train"):
        if wanted[split] == 0:
            continue
        for cls in (BENIGN, *TYPES):
            if count(split, cls) > 0:
                continue
            candidates = sorted(
                (f for f, s in where.items() if s != split and cls in classes[f]),
                key=lambda f: (len(classes[f]), unit[f], f),
            )
            for f in candidates:
                donor = where[f]
                if all(count(donor, c) > 1 for c in classes[f]):
                    where[f] = split
                    break
    out: dict[str, list[BraceWindow]] = {s: [] for s in _SPLITS}
    for w in windows:
        out[where[w.family]].append(w)
    return out["train"], out["dev"], out["test"]
