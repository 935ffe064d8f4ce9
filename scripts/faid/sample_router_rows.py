"""Draw and record round 2 of the FAID router annotations (240 new IHC rows).

Stdlib only. Two steps:

1. ``draw``: shuffle each IHC stage-1 class pool (not_hate, implicit_hate,
   explicit_hate) with seed 20261202 and print the first ``--read`` candidates per
   class, in reading order. Rows already in ``data/faid/router_annotations.jsonl``
   are excluded, and so are rows whose text (whitespace-collapsed, lower-cased)
   equals the text of an annotated row or of an earlier candidate. With
   ``--text`` the post text is printed too, to stdout only, for the annotator;
   it is never written to the repository.

       .venv/bin/python scripts/faid/sample_router_rows.py draw --read 90 --text

   Round 2 (2026-12-02) was drawn against the 536-row round-1 file. Once round 2 is
   applied the pools change, so to reproduce its reading order pass the round-1 file:

       git show HEAD:data/faid/router_annotations.jsonl > /tmp/round1.jsonl
       .venv/bin/python scripts/faid/sample_router_rows.py draw --read 90 --base /tmp/round1.jsonl

   (HEAD: the last commit before round 2 is committed.)

2. ``apply LABELS``: LABELS is a plain file of ``<row> <category>`` lines, where
   category is shallow, targeted, context or skip (unusable/undecidable under the
   guideline, step 1 or 5). The script checks that, per class, the labelled rows are
   exactly a prefix of that class's reading order and hold 80 non-skipped labels;
   then it marks a stratified 20% per category ``hold_out: true`` (seed 20261202,
   rounded per category), appends the rows and rewrites the file sorted by
   (dataset: ihc then davidson, row) with the usual key order.

       .venv/bin/python scripts/faid/sample_router_rows.py apply /tmp/labels.txt
"""

from __future__ import annotations

import argparse
import csv
import json
import random
import re
import sys
from pathlib import Path

SEED = 20261202
PER_CLASS = 80
HOLD_OUT_SHARE = 0.2
CLASSES = ("not_hate", "implicit_hate", "explicit_hate")
CATEGORIES = ("shallow", "targeted", "context")
ROOT = Path(__file__).resolve().parents[2]
ANNOTATIONS = ROOT / "data" / "faid" / "router_annotations.jsonl"
IHC_FILE = "implicit_hate_v1_stg1_posts.tsv"
PATHS = {
    "ihc": Path("/work/shared/datasets/implicit-hate-corpus") / IHC_FILE,
    "davidson": Path("/work/shared/datasets/davidson-hate-offensive/data/labeled_data.csv"),
}
KEYS = ("dataset", "file", "row", "category", "hold_out")
DATASET_ORDER = {"ihc": 0, "davidson": 1}  # the file lists IHC first, then Davidson
_SPACES = re.compile(r"\s+")


def _key(text: str) -> str:
    return _SPACES.sub(" ", text).strip().lower()


def read_rows(ds: str) -> list[dict[str, str]]:
    with PATHS[ds].open(newline="", encoding="utf-8") as f:
        kw = {"delimiter": "\t", "quoting": csv.QUOTE_NONE} if ds == "ihc" else {}
        return list(csv.DictReader(f, **kw))


def read_annotations(path: Path = ANNOTATIONS) -> list[dict]:
    with path.open(encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def reading_order(base: Path = ANNOTATIONS) -> tuple[dict[str, list[int]], list[dict[str, str]]]:
    """Per IHC class, the shuffled candidate rows (all of them, in reading order).

    The order depends on which rows ``base`` already holds (they leave the pools before
    shuffling), so it is only reproducible against the same base file.
    """
    ihc = read_rows("ihc")
    refs = read_annotations(base)
    texts = {"ihc": [r["post"] for r in ihc], "davidson": [r["tweet"] for r in read_rows("davidson")]}
    taken = {r["row"] for r in refs if r["dataset"] == "ihc"}
    seen = {_key(texts[r["dataset"]][r["row"]]) for r in refs}
    rng = random.Random(SEED)
    order: dict[str, list[int]] = {}
    for cls in CLASSES:
        pool = [i for i, r in enumerate(ihc) if r["class"] == cls and i not in taken]
        rng.shuffle(pool)
        kept = []
        for i in pool:
            k = _key(ihc[i]["post"])
            if k and k not in seen:
                seen.add(k)
                kept.append(i)
        order[cls] = kept
    return order, ihc


def draw(read: int, text: bool, base: Path) -> None:
    order, ihc = reading_order(base)
    for cls in CLASSES:
        for pos, i in enumerate(order[cls][:read]):
            line = f"{cls}\t{pos}\t{i}"
            print(f"{line}\t{ihc[i]['post']!r}" if text else line)


def apply(labels_path: Path) -> None:
    order, ihc = reading_order()
    labels: dict[int, str] = {}
    for n, line in enumerate(labels_path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        row, cat = line.split()[:2]
        if cat not in (*CATEGORIES, "skip"):
            sys.exit(f"{labels_path}:{n}: unknown category {cat!r}")
        if int(row) in labels:
            sys.exit(f"{labels_path}:{n}: row {row} labelled twice")
        labels[int(row)] = cat
    done = {r["row"] for r in read_annotations() if r["dataset"] == "ihc"}
    if done & set(labels):
        sys.exit(f"{len(done & set(labels))} labelled rows are already annotated (applied before?); nothing written")
    new: list[dict] = []
    skipped = 0
    for cls in CLASSES:
        rows = [i for i in labels if ihc[i]["class"] == cls]
        prefix = order[cls][: len(rows)]
        if sorted(rows) != sorted(prefix):
            sys.exit(f"{cls}: labelled rows are not a prefix of the reading order")
        got = [i for i in prefix if labels[i] != "skip"]
        if len(got) != PER_CLASS:
            sys.exit(f"{cls}: {len(got)} labelled rows, need {PER_CLASS}")
        skipped += len(prefix) - len(got)
        new += [{"dataset": "ihc", "file": IHC_FILE, "row": i, "category": labels[i]} for i in got]
    rng = random.Random(SEED)
    held: set[int] = set()
    for cat in CATEGORIES:
        rows = sorted(r["row"] for r in new if r["category"] == cat)
        rng.shuffle(rows)
        held |= set(rows[: round(HOLD_OUT_SHARE * len(rows))])
    for r in new:
        r["hold_out"] = r["row"] in held
    refs = read_annotations()
    keys = {(r["dataset"], r["file"], r["row"]) for r in refs}
    if any((r["dataset"], r["file"], r["row"]) in keys for r in new):
        sys.exit("some new rows are already annotated; nothing written")
    out = sorted(refs + new, key=lambda r: (DATASET_ORDER[r["dataset"]], r["row"]))
    with ANNOTATIONS.open("w", encoding="utf-8") as f:
        for r in out:
            f.write(json.dumps({k: r[k] for k in KEYS}) + "\n")
    by_cat = {c: sum(r["category"] == c for r in new) for c in CATEGORIES}
    print(f"appended {len(new)} rows ({skipped} read and skipped), {len(held)} hold_out: {by_cat}")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="cmd", required=True)
    d = sub.add_parser("draw")
    d.add_argument("--read", type=int, default=PER_CLASS)
    d.add_argument("--text", action="store_true", help="print post text (stdout only)")
    d.add_argument("--base", type=Path, default=ANNOTATIONS, help="annotation file to exclude (default: the repo file)")
    a = sub.add_parser("apply")
    a.add_argument("labels", type=Path)
    args = p.parse_args()
    if args.cmd == "draw":
        draw(args.read, args.text, args.base)
    else:
        apply(args.labels)


if __name__ == "__main__":
    main()
