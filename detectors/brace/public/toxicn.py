"""ToxiCN: Chinese toxic and hate speech from Zhihu and Tieba (Lu et al., ACL 2023).

License: CC BY-NC-ND 4.0, "solely for scientific research" → research only: evaluation or
an opt-in research model, never the shipped default.

Rows (the already-split `ToxiCN_ex/ToxiCN/data/{train,test}.json`; the CSV holds the same
posts): `toxic_type` (0 non-toxic, 1 general offensive, 2 hate), `expression` (0 non-hate,
1 explicit, 2 implicit, 3 reporting), `topic`. Splits: official train (a SHA-256 hash of the
text puts 10 % in dev) and test. STATE-ToxiCN reuses these posts; the corpus builder drops
any train or dev window that overlaps a test window of any data set.

Mapping rules, one-turn windows:

- hate, explicit → H5 L3 (slurs or dehumanization aimed at a group).
- hate, implicit → H5 L2.
- hate, reporting → benign, `hard_negative`: the post reports or discusses discrimination
  instead of expressing it.
- general offensive → benign, `hard_negative` when it addresses nobody (no 你 or 您);
  dropped when it does (it may be an insult at a person, H3 L1).
- non-toxic → benign.
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

NAME = "toxicn"
_SECOND_PERSON = ("你", "您")


def load(root: Path, split: str, dropped: Counter[str] | None = None) -> Iterator[Window]:
    """Yield the windows of one split in file order; ids carry the row number in the file.

    Args:
        root: the shared datasets folder (holding `toxicn/`).
        split: train, dev (both from train.json) or test.
        dropped: if given, counts the rows left out, by reason.
    """
    file = "test.json" if check_split(split) == "test" else "train.json"
    rows = json.loads(require(root / "toxicn" / "ToxiCN_ex" / "ToxiCN" / "data" / file).read_text(encoding="utf-8"))
    for i, row in enumerate(rows):
        text = clean_text(row["content"])
        if split != "test" and hash_split(NAME, text, dev=0.1, test=0.0) != split:
            continue
        if not text:
            count(dropped, "empty post")
            continue
        wid, source = f"{NAME}-{split}-{i}", f"{NAME}:{split}/{row['topic']}"
        kind, expression = row["toxic_type"], row["expression"]
        if kind == 2 and expression in (1, 2):
            yield window(wid, [text], ["H5"], 3 if expression == 1 else 2, source)
        elif kind == 2:
            yield window(wid, [text], [], 0, source, hard_negative=True)
        elif kind == 1 and any(p in text for p in _SECOND_PERSON):
            count(dropped, "offensive, addresses someone (maybe H3 L1)")
        else:
            yield window(wid, [text], [], 0, source, hard_negative=kind == 1)


DATASET = PublicDataset(
    name=NAME,
    folder="toxicn",
    license="CC BY-NC-ND 4.0 (research only)",
    may_train_shipped=False,
    load=load,
    summary="Chinese posts: explicit hate → H5 L3, implicit → H5 L2, reporting/offensive → benign hard negative",
)
