"""The CONAN family: hate speech paired with expert-written counter-narratives.

License (upstream README): "can be used for research purposes and cannot be redistributed"
→ research only: evaluation or an opt-in research model, never the shipped default.

Three sub-corpora, each its own family (`multitarget_KN_grounded_CN`, 195 rows, is left to
counterspeech work):

- `conan_en`, `conan_fr`, `conan_it` (CONAN/CONAN.csv, Islamophobia; `T1` rows are English
  translations): windows [HS] once per distinct hate speech (HS) and [HS, CN] per row.
- `multitarget` (Multitarget-CONAN.csv, English, 8 targets): the same two kinds.
- `dialoconan` (DIALOCONAN.csv, hater vs NGO operator): one window per turn, that turn and
  up to 3 before it.

No official splits. Rows and dialogues that share a hate speech text (in any of the three)
or a CONAN group (`cn_id[:16]`: language, type, subtopic, HS id, so paraphrases and
translations) are joined into one group, and a SHA-256 hash of the group gives roughly
80/10/10 train/dev/test (groups differ in size): no HS appears in two splits. Stock
counter-narratives are reused across many HS, so a CN can; the corpus builder drops train
and dev windows that share such a turn with a higher split.

Mapping rules: a window whose last turn is hate speech → H5 L2 (derogatory generalizations
and stereotypes written by experts, without slurs: the taxonomy's L2); a window whose last
turn is a counter-narrative → benign, `hard_negative` (it answers hate, often naming the
target group: "quoting hate in order to condemn it"). Authors: the hater is `a`, the
counter-speaker `b`.
"""

from __future__ import annotations

import csv
from collections import Counter, defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from detectors.brace.public._common import (
    PublicDataset,
    Window,
    check_split,
    clean_text,
    count,
    hash_split,
    require,
    window,
)

NAME = "conan"
_CONTEXT = 3  # DIALOCONAN turns kept before the judged one


@dataclass(frozen=True, slots=True)
class Pair:
    rid: str  # row id: the CONAN cn_id or "mt" + the Multitarget INDEX
    family: str
    hs: str
    cn: str
    group: str  # CONAN: cn_id[:16]; Multitarget: ""


@dataclass(frozen=True, slots=True)
class Dialogue:
    did: str
    turns: tuple[tuple[int, str, str], ...]  # (turn id, "HS" or "CN", text), in order


class _Groups:
    """Union-find over string keys; each component's root is its smallest key."""

    def __init__(self) -> None:
        self.parent: dict[str, str] = {}

    def find(self, key: str) -> str:
        self.parent.setdefault(key, key)
        while (up := self.parent[key]) != key:
            self.parent[key] = self.parent[up]
            key = up
        return key

    def union(self, keys: list[str]) -> None:
        roots = [self.find(k) for k in keys]
        for root in roots:
            self.parent[root] = min(roots)


def _rows(path: Path) -> list[dict[str, str]]:
    with require(path).open(encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def _text_key(text: str) -> str:
    return "text:" + " ".join(text.casefold().split())


@lru_cache(maxsize=2)
def read_corpus(folder: Path) -> tuple[tuple[Pair, ...], tuple[Dialogue, ...], dict[str, str]]:
    """Every pair and dialogue, and the split key of each (pair row id or dialogue id -> key).

    Rows that share a hate speech text (in any sub-corpus) or a CONAN group (`cn_id[:16]`)
    are joined, and every member of a joined group gets the group's smallest key, so no HS
    and no paraphrase or translation group straddles two splits. Counter-narratives do not
    join groups: stock replies are reused so widely that they would join most of the data.
    """
    pairs: list[Pair] = []
    for r in _rows(folder / "CONAN" / "CONAN.csv"):
        cid = r["cn_id"]
        language = "en" if cid.endswith("T1") else cid[:2].lower()
        pairs.append(
            Pair(cid, f"conan_{language}", clean_text(r["hateSpeech"]), clean_text(r["counterSpeech"]), cid[:16])
        )
    for r in _rows(folder / "Multitarget-CONAN" / "Multitarget-CONAN.csv"):
        hs, cn = clean_text(r["HATE_SPEECH"]), clean_text(r["COUNTER_NARRATIVE"])
        pairs.append(Pair(f"mt{r['INDEX']}", "multitarget", hs, cn, ""))
    turns: dict[str, list[tuple[int, str, str]]] = defaultdict(list)
    for r in _rows(folder / "DIALOCONAN" / "DIALOCONAN.csv"):
        turns[r["dialogue_id"]].append((int(r["turn_id"]), r["type"], clean_text(r["text"])))
    dialogues = [Dialogue(did, tuple(sorted(t))) for did, t in turns.items()]
    groups = _Groups()
    unit_keys: dict[str, list[str]] = {}
    for p in pairs:
        unit_keys[f"pair:{p.rid}"] = [_text_key(p.hs)] + ([f"id:{p.group}"] if p.group else [])
    for d in dialogues:
        unit_keys[f"dialogue:{d.did}"] = [_text_key(text) for _, kind, text in d.turns if kind == "HS"]
    for keys in unit_keys.values():
        groups.union(keys)
    split_keys = {unit: groups.find(keys[0]) for unit, keys in unit_keys.items()}
    return tuple(pairs), tuple(dialogues), split_keys


def in_split(split: str, key: str) -> bool:
    """Whether a split key (from `read_corpus`) falls in `split` ("train", "dev" or "test")."""
    return hash_split(NAME, key, dev=0.1, test=0.1) == split


def _pairs(
    split: str, pairs: tuple[Pair, ...], keys: dict[str, str], dropped: Counter[str] | None
) -> Iterator[Window]:
    """[HS] once per distinct HS and family, [HS, CN] per row."""
    seen: set[tuple[str, str]] = set()
    for p in pairs:
        if not in_split(split, keys[f"pair:{p.rid}"]):
            continue
        if not p.hs or not p.cn:
            count(dropped, "empty hate speech or counter-narrative")
            continue
        source = f"{NAME}:{split}/{p.family}"
        if (p.family, p.hs) not in seen:
            seen.add((p.family, p.hs))
            yield window(f"{NAME}-{split}-{p.rid}-hs", [p.hs], ["H5"], 2, source)
        yield window(f"{NAME}-{split}-{p.rid}", [p.hs, p.cn], [], 0, source, hard_negative=True)


def _dialogues(
    split: str, dialogues: tuple[Dialogue, ...], keys: dict[str, str], dropped: Counter[str] | None
) -> Iterator[Window]:
    """One window per turn: the turn and up to _CONTEXT turns before it."""
    source = f"{NAME}:{split}/dialoconan"
    for d in dialogues:
        if not in_split(split, keys[f"dialogue:{d.did}"]):
            continue
        if any(not text for _, _, text in d.turns):
            count(dropped, "dialogue with an empty turn")
            continue
        for n, (tid, kind, _) in enumerate(d.turns):
            part = d.turns[max(0, n - _CONTEXT) : n + 1]
            texts, authors = [t for _, _, t in part], ["a" if k == "HS" else "b" for _, k, _ in part]
            wid = f"{NAME}-{split}-dialo{d.did}-{tid}"
            if kind == "HS":
                yield window(wid, texts, ["H5"], 2, source, authors=authors)
            else:
                yield window(wid, texts, [], 0, source, hard_negative=True, authors=authors)


def load(root: Path, split: str, dropped: Counter[str] | None = None) -> Iterator[Window]:
    """Yield the windows of one split: CONAN, then Multitarget-CONAN, then DIALOCONAN.

    Args:
        root: the shared datasets folder (holding `conan/`).
        split: train, dev or test (a hash split of each row's joined group).
        dropped: if given, counts the rows left out, by reason.
    """
    check_split(split)
    pairs, dialogues, keys = read_corpus(root / "conan")
    yield from _pairs(split, pairs, keys, dropped)
    yield from _dialogues(split, dialogues, keys, dropped)


DATASET = PublicDataset(
    name=NAME,
    folder="conan",
    license="research only, no redistribution (upstream README)",
    may_train_shipped=False,
    load=load,
    summary="hate speech → H5 L2, counter-narrative replies → benign hard negative; DIALOCONAN multi-turn",
)
