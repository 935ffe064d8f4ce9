"""SDCNL: Reddit posts from r/SuicideWatch and r/depression (Haque et al., ICANN 2021).

License: none stated (no LICENSE file in the repository) → research only: evaluation or an
opt-in research model, never the shipped default.

Rows: `title`, `selftext`, `is_suicide` (1 = r/SuicideWatch, 0 = r/depression; the label is
the subreddit, so it is noisy). The `author` columns are never read. Splits: the official
training set gives train and dev (a SHA-256 hash of the text puts 10 % in dev), the official
testing set is test.

Mapping rules, one-turn windows (title and body joined by a blank line), graded by the H4
severity rules of `detectors/brace/taxonomy.py` (cues in `_cues.py`):

- a SELF_HARM cue (either subreddit) → H4: L4 with an IMMINENT cue near it, L3 with a METHOD
  cue near it, else L2 (ideation or recent self-harm).
- r/SuicideWatch, no cue → H4 L2: posted where people disclose suicidal thoughts; the cue
  list is incomplete.
- r/depression, no cue → H4 L1: "hopelessness with no wish to die" is the taxonomy's H4 L1.

Nothing maps to benign: every post is a disclosure of distress.
"""

from __future__ import annotations

import csv
import sys
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
from detectors.brace.public._cues import SELF_HARM, h4_severity

NAME = "sdcnl"
FOLDER = "sdcnl-suicide-depression"


def load(root: Path, split: str, dropped: Counter[str] | None = None) -> Iterator[Window]:
    """Yield the windows of one split in file order; ids carry the file's row index.

    Args:
        root: the shared datasets folder (holding `sdcnl-suicide-depression/`).
        split: train, dev (both from the training set) or test.
        dropped: if given, counts the rows left out, by reason.
    """
    file = "testing-set.csv" if check_split(split) == "test" else "training-set.csv"
    csv.field_size_limit(sys.maxsize)
    with require(root / FOLDER / file).open(encoding="utf-8", newline="") as f:
        for row in csv.DictReader(f):
            text = clean_text(f"{row['title']}\n\n{row['selftext']}")
            if split != "test" and hash_split(NAME, text, dev=0.1, test=0.0) != split:
                continue
            if not text:
                count(dropped, "empty post")
                continue
            suicide = row["is_suicide"] == "1"
            wid = f"{NAME}-{split}-{row['']}"
            source = f"{NAME}:{split}/{'suicidewatch' if suicide else 'depression'}"
            severity = h4_severity(text) if SELF_HARM.search(text) else 2 if suicide else 1
            yield window(wid, [text], ["H4"], severity, source)


DATASET = PublicDataset(
    name=NAME,
    folder=FOLDER,
    license="none stated (research only)",
    may_train_shipped=False,
    load=load,
    summary="Reddit posts: r/SuicideWatch → H4 L2–L4 by cues, r/depression → H4 L1 (L2+ with a cue)",
)
