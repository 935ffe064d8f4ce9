"""STATE ToxiCN: span-level, target-aware Chinese hate speech (ACL 2025 Findings).

License: none stated; the README reserves it "for scientific research purposes only and
strictly prohibited from commercial use" → research only: evaluation or an opt-in research
model, never the shipped default.

Rows: `content`, `topic`, `sen_hate` ("1" hateful / "0"), and up to six (target, argument,
group, hateful) quadruples. Splits: official train (a SHA-256 hash of the text puts 10 % in
dev) and test. Built on ToxiCN posts: the corpus builder drops any train or dev window that
overlaps a test window of any data set.

Mapping rules, one-turn windows:

- sen_hate 1 → H5 L2 (hate against a group; nothing marks explicit hate, so the lower level).
- sen_hate 0 → benign.

The target and argument spans are not mapped: BRACE spans mark indicators, and these
quadruples do not say which indicator a span shows.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterator
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

NAME = "state_toxicn"


def load(root: Path, split: str, dropped: Counter[str] | None = None) -> Iterator[Window]:
    """Yield the windows of one split in file order; ids carry the data set's own `id`.

    Args:
        root: the shared datasets folder (holding `state-toxicn/`).
        split: train, dev (both from train.json) or test.
        dropped: if given, counts the rows left out, by reason.
    """
    file = "test.json" if check_split(split) == "test" else "train.json"
    rows = json.loads(require(root / "state-toxicn" / "data" / file).read_text(encoding="utf-8"))
    for row in rows:
        text = clean_text(row["content"])
        if split != "test" and hash_split(NAME, text, dev=0.1, test=0.0) != split:
            continue
        if not text:
            count(dropped, "empty post")
            continue
        wid, source = f"{NAME}-{split}-{row['id']}", f"{NAME}:{split}/{row['topic']}"
        if str(row["sen_hate"]).strip() == "1":
            yield window(wid, [text], ["H5"], 2, source)
        else:
            yield window(wid, [text], [], 0, source)


DATASET = PublicDataset(
    name=NAME,
    folder="state-toxicn",
    license="none stated; research only, no commercial use",
    may_train_shipped=False,
    load=load,
    summary="Chinese posts: hateful → H5 L2, not hateful → benign",
)
