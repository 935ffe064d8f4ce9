"""ToxiGen prompt seeds and demonstrations (Hartvigsen et al., ACL 2022), not the annotated ToxiGen data.

License: MIT (© Microsoft; the README says research use is intended) → may train the
shipped model.

Files: `prompts/{hate|neutral}_{group}_1k.txt`, each line one few-shot prompt of 5–6
statements joined by the literal characters `\\n` (each statement starts with `- `), and
`demonstrations/<category>/*.txt`, one statement per line. The label comes only from the
file name (`hate_*` implicitly hateful statements about the group, `neutral_*` benign
statements about it); there are no human labels and no severity. Statements repeat across
prompt lines, so they are split out and deduplicated: one window per distinct statement,
the first file (sorted by path) that has it gives its group. No official split: a SHA-256
hash of the statement gives 80/10/10 train/dev/test.

Mapping rules, one-turn windows, family = the group (asian, black, women, …):

- hate_* → H5 L2 (derogatory generalizations and stereotypes about a protected group,
  mostly implicit, without slurs).
- neutral_* → benign, `hard_negative` (statements about a protected group that carry no
  hate).

A statement found in both a hate and a neutral file would be dropped (none is, today).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
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

NAME = "toxigen"
FOLDER = "toxigen-prompts"
_JOIN = re.compile(r"\\n")  # the literal backslash-n between statements (each then starts with "-")
_FILE = re.compile(r"^(hate|neutral)_(.+?)(?:_1k|_sentences)?$")


@lru_cache(maxsize=2)
def _statements(folder: Path) -> tuple[dict[str, tuple[str, str, str]], set[str]]:
    """(distinct statement -> (label, group, id), statements found with both labels) over all files."""
    files = sorted((folder / "prompts").glob("*.txt")) + sorted((folder / "demonstrations").glob("*/*.txt"))
    found: dict[str, tuple[str, str, str]] = {}
    labels: dict[str, set[str]] = {}
    for path in files:
        match = _FILE.match(path.stem)
        if match is None:
            continue
        label, group = match.groups()
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines()):
            for k, piece in enumerate(_JOIN.split(line)):
                text = clean_text(piece.strip().removeprefix("-"))
                if text:
                    labels.setdefault(text, set()).add(label)
                    found.setdefault(text, (label, group, f"{path.parent.name}-{path.stem}-{n}-{k}"))
    conflicts = {t for t, seen in labels.items() if len(seen) > 1}
    return {t: v for t, v in found.items() if t not in conflicts}, conflicts


def load(root: Path, split: str, dropped: Counter[str] | None = None) -> Iterator[Window]:
    """Yield one window per distinct statement of the split, in file order.

    Args:
        root: the shared datasets folder (holding `toxigen-prompts/`).
        split: train, dev or test (a hash split of the statement).
        dropped: if given, counts the rows left out, by reason.
    """
    check_split(split)
    statements, conflicts = _statements(require(root / FOLDER))
    for text in conflicts:
        if hash_split(NAME, text, dev=0.1, test=0.1) == split:
            count(dropped, "statement in both a hate and a neutral file")
    for text, (label, group, sid) in statements.items():
        if hash_split(NAME, text, dev=0.1, test=0.1) != split:
            continue
        wid, source = f"{NAME}-{split}-{sid}", f"{NAME}:{split}/{group}"
        if label == "hate":
            yield window(wid, [text], ["H5"], 2, source)
        else:
            yield window(wid, [text], [], 0, source, hard_negative=True)


DATASET = PublicDataset(
    name=NAME,
    folder=FOLDER,
    license="MIT",
    may_train_shipped=True,
    load=load,
    summary="machine-prompt seed statements about 16 groups: hate → H5 L2, neutral → benign hard negative",
)
