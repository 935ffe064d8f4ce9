"""Shared pieces of the public-data adapters: the window dict, splits, text cleanup, paths.

Every adapter turns rows of one public data set into BRACE windows (plain dicts in the
JSONL window format) by written rules. Nothing here reads a data set; the adapters do.
"""

from __future__ import annotations

import hashlib
import html
import os
import re
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol, TypedDict

REPO_ROOT = Path(__file__).resolve().parents[3]
SPLITS = ("train", "dev", "test")
HARM_TYPES = ("H1", "H2", "H3", "H4", "H5")
BENIGN = "benign"


class Turn(TypedDict):
    """One message of a window: who wrote it (a letter per speaker) and what it says."""

    author: str
    text: str


class Window(TypedDict):
    """One BRACE window in the JSONL window format; the last turn is the message judged."""

    id: str
    turns: list[Turn]
    types: list[str]
    severity: int
    topic: str | None
    indicators: list[str]
    spans: list[Any]
    source: str
    hard_negative: bool


class Loader(Protocol):
    """`load(root, split)` of an adapter; `dropped` counts skipped rows by reason."""

    def __call__(self, root: Path, split: str, dropped: Counter[str] | None = None) -> Iterator[Window]: ...


@dataclass(frozen=True, slots=True)
class PublicDataset:
    """One public data set: where it lives, its license, and whether the shipped model may learn from it."""

    name: str  # registry key and the first part of every window id and source
    folder: str  # folder under the datasets root
    license: str  # as the data set's DATASET.md states it
    may_train_shipped: bool  # False: evaluation or an opt-in research model only
    load: Loader
    summary: str  # one line: what it maps to


def datasets_root() -> Path:
    """The shared datasets folder: `$PARRY_DATASETS`, else `<repo>/../shared/datasets`."""
    return Path(os.environ.get("PARRY_DATASETS", REPO_ROOT.parent / "shared" / "datasets"))


def check_split(split: str) -> str:
    """Return `split` if it is one of train, dev, test; else raise ValueError."""
    if split not in SPLITS:
        raise ValueError(f"unknown split {split!r}; known: {', '.join(SPLITS)}")
    return split


def hash_split(dataset: str, key: str, dev: float = 0.1, test: float = 0.1) -> str:
    """Deterministic split of one row (or group of rows) by a SHA-256 of `dataset:key`.

    The same key always lands in the same split, on every machine and Python version, so
    duplicates and paraphrases that share a key never straddle train and test.
    """
    bucket = int.from_bytes(hashlib.sha256(f"{dataset}:{key}".encode()).digest()[:8], "big") % 10_000
    if bucket < test * 10_000:
        return "test"
    if bucket < (test + dev) * 10_000:
        return "dev"
    return "train"


def stable_rank(text: str) -> int:
    """A machine-independent sort key used to pick rows under a cap."""
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


_SPACES = re.compile(r"[ \t\r\f\v]+")
_MENTION = re.compile(r"@\w{1,30}")


def clean_text(text: str, *, mentions: bool = False) -> str:
    """Unescape HTML entities, collapse runs of spaces, trim; with `mentions`, @handles → @user."""
    text = html.unescape(text).replace("\u200b", "")
    if mentions:
        text = _MENTION.sub("@user", text)
    lines = [_SPACES.sub(" ", line).strip() for line in text.split("\n")]
    return "\n".join(line for line in lines if line)


def output_type(types: Sequence[str]) -> str:
    """The class name a window counts under: `benign` or its types joined by `+`."""
    return "+".join(types) if types else BENIGN


def window(
    id: str,
    texts: Sequence[str],
    types: Sequence[str],
    severity: int,
    source: str,
    *,
    hard_negative: bool = False,
    authors: Sequence[str] | None = None,
) -> Window:
    """Build one window dict; speakers alternate a, b unless `authors` says otherwise.

    Raises:
        ValueError: an unknown type, a benign window with severity > 0 or a harmful one at 0,
            a hard negative that is not benign, or an empty turn.
    """
    if unknown := set(types) - set(HARM_TYPES):
        raise ValueError(f"{id}: unknown types {sorted(unknown)}")
    if bool(types) != (severity > 0) or not 0 <= severity <= 4:
        raise ValueError(f"{id}: types {list(types)} with severity {severity}")
    if hard_negative and types:
        raise ValueError(f"{id}: a hard negative must be benign")
    if not texts or any(not t for t in texts):
        raise ValueError(f"{id}: empty turn")
    who = authors or ["ab"[i % 2] for i in range(len(texts))]
    return {
        "id": id,
        "turns": [{"author": a, "text": t} for a, t in zip(who, texts, strict=True)],
        "types": sorted(set(types)),
        "severity": severity,
        "topic": None,
        "indicators": [],
        "spans": [],
        "source": source,
        "hard_negative": hard_negative,
    }


def count(dropped: Counter[str] | None, reason: str) -> None:
    """Count one dropped row under `reason` when the caller asked for drop counts."""
    if dropped is not None:
        dropped[reason] += 1


def require(path: Path) -> Path:
    """Return `path` if it exists, else raise FileNotFoundError naming it."""
    if not path.exists():
        raise FileNotFoundError(f"public data set file not found: {path}")
    return path


def dedupe_conflicts(rows: Sequence[tuple[str, str]], dropped: Counter[str] | None) -> Callable[[str, str], bool]:
    """From (text, label) pairs, a predicate `keep(text, label)` that keeps the first copy of a
    text and drops every copy of a text that carries two different labels."""
    labels: dict[str, set[str]] = {}
    for text, label in rows:
        labels.setdefault(text, set()).add(label)
    seen: set[str] = set()

    def keep(text: str, label: str) -> bool:
        if len(labels[text]) > 1:
            count(dropped, "duplicate text with conflicting labels")
            return False
        if text in seen:
            count(dropped, "duplicate text")
            return False
        seen.add(text)
        return True

    return keep
