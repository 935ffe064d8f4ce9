"""Public data sets as demonstration pools and evaluation splits, loaded by path (never copied).

The Implicit Hate Corpus (ElSherief et al. 2021, MIT): stage-1 posts, hate = implicit or
explicit hate. No official split: as in ARIIHA-style work, a stratified 60/20/20
train/dev/test split with a fixed seed, after dropping duplicate posts.
"""

from __future__ import annotations

import csv
import random
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Literal

from detectors.ariiha.pool import Demonstration, Label, PoolError

Split = Literal["train", "dev", "test"]
IHC_FILE = "implicit_hate_v1_stg1_posts.tsv"


def clean_post(text: str) -> str:
    """IHC posts carry one pair of wrapping quotes and doubled inner quotes from their TSV export."""
    text = text.strip()
    if len(text) >= 2 and text[0] == text[-1] == '"':
        text = text[1:-1]
    return text.replace('""', '"').strip()


def load_ihc(path: str | Path, split: Split, *, seed: int = 0) -> list[Demonstration]:
    """One split of IHC stage 1 as labelled demonstrations (targets not set: IHC has none in stage 1)."""
    file = Path(path) / IHC_FILE if Path(path).is_dir() else Path(path)
    try:
        with open(file, encoding="utf-8", newline="") as fh:
            reader = csv.DictReader(fh, delimiter="\t", quoting=csv.QUOTE_NONE)
            rows = [(i, clean_post(r["post"]), r["class"]) for i, r in enumerate(reader)]
    except (OSError, KeyError) as e:
        raise PoolError(f"{file}: cannot read the Implicit Hate Corpus stage-1 posts ({e})") from e
    seen: set[str] = set()
    by_class: dict[str, list[tuple[int, str, Label]]] = defaultdict(list)
    for row_id, text, cls in rows:
        key = text.lower()
        if not text or key in seen:
            continue
        seen.add(key)
        by_class[cls].append((row_id, text, "not_hate" if cls == "not_hate" else "hate"))
    chosen: list[tuple[int, str, Label]] = []
    for cls in sorted(by_class):
        items = by_class[cls]
        random.Random(f"{seed}:{cls}").shuffle(items)
        a, b = round(len(items) * 0.6), round(len(items) * 0.8)
        chosen += {"train": items[:a], "dev": items[a:b], "test": items[b:]}[split]
    chosen.sort()
    return [Demonstration(id=f"ihc:{row_id}", text=text, label=label) for row_id, text, label in chosen]


DATASETS: dict[str, Callable[..., list[Demonstration]]] = {"ihc": load_ihc}
