"""Davidson et al. 2017, Hate Speech and Offensive Language (tweets).

License: MIT → may train the shipped model.

Each tweet has the number of coders (`count`, ≥ 3) and how many chose hate speech,
offensive language or neither; `class` is the majority (0 hate, 1 offensive, 2 neither).
No official split: a SHA-256 hash of the cleaned tweet text gives 80/10/10
train/dev/test, so identical tweets can never straddle two splits.

Mapping rules, one-turn windows (the tweet, cleaned: HTML entities unescaped, @handles →
@user, spaces collapsed):

- class 0 (hate) → H5; L3 when at least 80 % of coders chose hate (3/3, 5/6, …), else L2.
  Agreement stands in for the taxonomy's L3 cue (slurs aimed at a group or a person for
  their identity), which most unanimous rows show.
- class 1 (offensive), no coder chose hate, addresses nobody → benign, `hard_negative`:
  untargeted profanity is not one of H1–H5 (Parry's admin filters own it), and the model
  must learn that swearing alone is not hate.
- class 1, no coder chose hate, addresses someone → dropped: it may be an insult at a
  person, which the taxonomy grades H3 L1, and the labels cannot tell.
- class 1 with at least one hate vote → dropped: ambiguous between hate and mere offence.
- class 2 (neither) → benign.

"Addresses someone": after a leading "RT @user:" is removed, an @mention or a second-person
pronoun (you, your, u, ur, ya, y'all, …) is left.

Known bias (DATASET.md): the labels confound African-American English with offensive
language, and the hate class is small and lexicon-driven.
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
    hash_split,
    require,
    window,
)

NAME = "davidson"
FOLDER = "davidson-hate-offensive"
_FAMILY = {"0": "hate", "1": "offensive", "2": "neither"}
_RETWEET = re.compile(r"^(?:\W*RT\s+@user:?\s*)+", re.IGNORECASE)
_ADDRESS = re.compile(r"@user|\b(?:you|your|youre|you're|yours|yourself|u|ur|ya|yall|y'all)\b", re.IGNORECASE)


def load(root: Path, split: str, dropped: Counter[str] | None = None) -> Iterator[Window]:
    """Yield the windows of one split in file order; ids carry the file's row index.

    Args:
        root: the shared datasets folder (holding `davidson-hate-offensive/`).
        split: train, dev or test (a hash split of the tweet text).
        dropped: if given, counts the rows left out, by reason.
    """
    check_split(split)
    path = require(root / FOLDER / "data" / "labeled_data.csv")
    with path.open(encoding="utf-8", newline="") as f:
        for row in csv.DictReader(f):
            text = clean_text(row["tweet"], mentions=True)
            if hash_split(NAME, text, dev=0.1, test=0.1) != split:
                continue
            if not text:
                count(dropped, "empty tweet")
                continue
            label, coders, hate = row["class"], int(row["count"]), int(row["hate_speech"])
            wid, source = f"{NAME}-{split}-{row['']}", f"{NAME}:{split}/{_FAMILY[label]}"
            if label == "0":
                yield window(wid, [text], ["H5"], 3 if hate >= 0.8 * coders else 2, source)
            elif label == "2":
                yield window(wid, [text], [], 0, source)
            elif hate > 0:
                count(dropped, "offensive with a hate vote (ambiguous)")
            elif _ADDRESS.search(_RETWEET.sub("", text)):
                count(dropped, "offensive, addresses someone (maybe H3 L1)")
            else:
                yield window(wid, [text], [], 0, source, hard_negative=True)


DATASET = PublicDataset(
    name=NAME,
    folder=FOLDER,
    license="MIT",
    may_train_shipped=True,
    load=load,
    summary="tweets: hate → H5 (L2/L3 by coder agreement), untargeted offensive → benign hard negative",
)
