"""COLD, the Chinese Offensive Language Dataset (Deng et al., EMNLP 2022).

License: Apache-2.0 → may train the shipped model (the Chinese part of a mostly English
corpus).

Rows: `topic` (race / region / gender), `label` (0 safe, 1 offensive); the test file also
has a fine-grained label (0 safe, 1 attacks an individual, 2 attacks a group, 3 safe
anti-bias). Every row was collected with group-related keywords, so every row talks about
race, region or gender. Splits: the official train / dev / test. Files are UTF-8 with BOM;
the first column repeats across rows, so ids use the row number in the file.

Mapping rules, one-turn windows:

- label 1 (offensive) → H5 L2: offence aimed at people for their race, region or gender is
  hate; with no cue for slurs or dehumanization (L3), the lower level.
- label 0 (safe) → benign, `hard_negative`: on-topic group talk that is not offensive (on
  test, fine label 3 is anti-bias speech: quoting bias to reject it).

The test file's fine label 1 (attacks an individual) stays H5 like the rest: the train and
dev files cannot tell it apart, and the attack is on the person's group identity.
"""

from __future__ import annotations

import csv
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

from detectors.brace.public._common import PublicDataset, Window, check_split, clean_text, count, require, window

NAME = "coldataset"


def load(root: Path, split: str, dropped: Counter[str] | None = None) -> Iterator[Window]:
    """Yield the windows of one official split in file order.

    Args:
        root: the shared datasets folder (holding `coldataset/`).
        split: train, dev or test.
        dropped: if given, counts the rows left out, by reason.
    """
    path = require(root / "coldataset" / f"{check_split(split)}.csv")
    with path.open(encoding="utf-8-sig", newline="") as f:
        for i, row in enumerate(csv.DictReader(f)):
            text = clean_text(row["TEXT"])
            if not text:
                count(dropped, "empty text")
                continue
            wid, source = f"{NAME}-{split}-{i}", f"{NAME}:{split}/{row['topic']}"
            if row["label"] == "1":
                yield window(wid, [text], ["H5"], 2, source)
            else:
                yield window(wid, [text], [], 0, source, hard_negative=True)


DATASET = PublicDataset(
    name=NAME,
    folder="coldataset",
    license="Apache-2.0",
    may_train_shipped=True,
    load=load,
    summary="Chinese posts on race/region/gender: offensive → H5 L2, safe → benign hard negative",
)
