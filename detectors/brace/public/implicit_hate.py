"""Implicit Hate Corpus (ElSherief et al., EMNLP 2021, "Latent Hatred").

License: MIT (the official SALT-NLP repository) → may train the shipped model. The files
come from a third-party copy that matches the official release; the authors ask users to
fill in their survey first.

Files present: stage 1 (`post`, `class` ∈ not_hate / implicit_hate / explicit_hate) and
stage 2 (`post`, `implicit_class`, `extra_implicit_class` for 6,346 implicit posts), joined
on the post text. Stage 3 (targets, implied statements) is not in the snapshot. No official
split: a SHA-256 hash of the cleaned post gives 60/20/20 train/dev/test, as the papers
using this corpus do.

Text cleanup: the posts carry stray quote marks from the original CSV export; runs of
quotes become one, standalone `"` tokens and a leading `:` left by a removed handle are
removed, @handles → @user, spaces collapsed.

Mapping rules, one-turn windows:

- explicit_hate → H5 L3 (slurs or dehumanization aimed at a group).
- implicit_hate with stage-2 class `threatening` → H3 + H5, L2 (a veiled threat against a
  group is H3 L2, and hate).
- implicit_hate otherwise → H5 L2 (derogatory generalization). Stage-2 `incitement` is
  veiled promotion of hate groups; with no deciding cue the lower level is chosen.
- not_hate → benign.

Duplicates: a cleaned post found with two different classes is dropped; a repeat with the
same class is kept once.
"""

from __future__ import annotations

import csv
import re
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

from detectors.brace.public._common import (
    PublicDataset,
    Window,
    check_split,
    clean_text,
    count,
    dedupe_conflicts,
    hash_split,
    require,
    window,
)

NAME = "implicit_hate"
FOLDER = "implicit-hate-corpus"
_QUOTE_RUNS = re.compile(r'"{2,}')
_STRAY_QUOTES = re.compile(r'(?<!\S)"(?!\S)')
_LEADING = re.compile(r"^[\s:]+")


def _clean(post: str) -> str:
    return clean_text(_LEADING.sub("", _STRAY_QUOTES.sub(" ", _QUOTE_RUNS.sub('"', post))), mentions=True)


def _read(path: Path) -> list[dict[str, str]]:
    with require(path).open(encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f, delimiter="\t"))


def load(root: Path, split: str, dropped: Counter[str] | None = None) -> Iterator[Window]:
    """Yield the windows of one split in stage-1 file order; ids carry the row number.

    Args:
        root: the shared datasets folder (holding `implicit-hate-corpus/`).
        split: train, dev or test (a hash split of the cleaned post).
        dropped: if given, counts the rows left out, by reason.
    """
    check_split(split)
    folder = root / FOLDER
    stage1 = [(_clean(r["post"]), r["class"]) for r in _read(folder / "implicit_hate_v1_stg1_posts.tsv")]
    implicit = {_clean(r["post"]): r["implicit_class"] for r in _read(folder / "implicit_hate_v1_stg2_posts.tsv")}
    keep = dedupe_conflicts(stage1, dropped)
    for i, (text, label) in enumerate(stage1):
        if hash_split(NAME, text, dev=0.2, test=0.2) != split:
            continue
        if not text:
            count(dropped, "empty post")
            continue
        if not keep(text, label):
            continue
        wid, source = f"{NAME}-{split}-{i}", f"{NAME}:{split}/{label}"
        if label == "not_hate":
            yield window(wid, [text], [], 0, source)
        elif label == "explicit_hate":
            yield window(wid, [text], ["H5"], 3, source)
        else:
            threat = implicit.get(text) == "threatening"
            yield window(wid, [text], ["H3", "H5"] if threat else ["H5"], 2, source)


DATASET = PublicDataset(
    name=NAME,
    folder=FOLDER,
    license="MIT",
    may_train_shipped=True,
    load=load,
    summary="tweets: explicit hate → H5 L3, implicit → H5 L2 (threatening → H3+H5), not hate → benign",
)
