"""`python -m detectors.brace.public.build`: the public part of the BRACE corpus as JSONL.

Writes `train.jsonl`, `dev.jsonl`, `test.jsonl` (one window per line) and `manifest.json`
(data sets, licenses, whether the corpus may train the shipped model, counts) into `--out`,
by default `var/brace/public/` (git-ignored). It refuses to write anywhere else inside the
repository, so no data set text can end up in a tracked folder.

Only data sets whose license lets them train the shipped model are used unless
`--allow-research-data` is given; naming a research-only set without it is refused, and a
corpus built with it is marked `"shippable": false` in the manifest.

After mapping, the builder:
1. removes overlaps, test before dev before train: a window is dropped when the same window,
   or any turn of 16 or more characters, is already in a higher split (any data set);
2. removes duplicates inside a split: identical windows with one label are kept once, with
   different labels all copies go;
3. caps each (data set, output type) at `--max-per-class` train windows and keeps the same
   fraction of its dev and test windows, so the three splits keep one distribution; the
   windows kept are those with the smallest SHA-256 of their id (deterministic, independent
   of file order).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from detectors.brace.public._common import REPO_ROOT, SPLITS, PublicDataset, Window, datasets_root, stable_rank
from detectors.brace.public._common import output_type as class_of
from detectors.brace.public._report import counts_table
from detectors.brace.public.registry import DATASETS, get, shippable

DEFAULT_OUT = REPO_ROOT / "var" / "brace" / "public"
DEFAULT_MAX_PER_CLASS = 5000
MIN_SHARED_TURN = 16  # characters; shorter turns ("yes", "lol") may repeat across splits


class ResearchDataRefused(ValueError):
    """A research-only data set was asked for without `allow_research_data`."""


def select(names: Sequence[str] | None, allow_research_data: bool) -> list[PublicDataset]:
    """The data sets to build from: `names`, or every allowed one when None.

    Raises:
        ResearchDataRefused: a named data set may not train the shipped model and
            `allow_research_data` is False.
        ValueError: an unknown name.
    """
    if names is None:
        return [d for d in DATASETS.values() if allow_research_data or d.may_train_shipped]
    chosen = [get(n) for n in names]
    refused = [d for d in chosen if not d.may_train_shipped]
    if refused and not allow_research_data:
        listed = "; ".join(f"{d.name} ({d.license})" for d in refused)
        raise ResearchDataRefused(
            f"research-only data set(s) may not train the shipped model: {listed}. "
            f"Pass --allow-research-data for an evaluation or research corpus; shippable sets: {', '.join(shippable())}"
        )
    return chosen


def check_out_dir(out: Path) -> Path:
    """Return `out` resolved; refuse a folder inside the repository but outside its git-ignored `var/`.

    Raises:
        ValueError: `out` would put data set text into a tracked folder, or is a file.
    """
    resolved, repo, var = out.resolve(), REPO_ROOT.resolve(), (REPO_ROOT / "var").resolve()
    if resolved.is_relative_to(repo) and not resolved.is_relative_to(var):
        raise ValueError(
            f"refusing to write public data set text to {resolved}: inside the repository but outside "
            f"its git-ignored var/ folder; use e.g. {DEFAULT_OUT} or a folder outside the repository"
        )
    if resolved.exists() and not resolved.is_dir():
        raise ValueError(f"--out {resolved} is a file, not a folder")
    return resolved


def _key(text: str) -> str:
    return " ".join(text.casefold().split())


def _cap(max_per_class: int | None, size: int, train_size: int) -> int:
    """How many of `size` windows of one (data set, class) a split keeps: the fraction
    max_per_class / train_size of them (all of them without a cap), at least one."""
    if not max_per_class or size == 0:
        return size
    share = min(1.0, max_per_class / (train_size or size))
    return max(1, math.ceil(share * size))


@dataclass
class Corpus:
    """The mapped windows per split, and what the clean-up removed."""

    splits: dict[str, list[Window]] = field(default_factory=lambda: {s: [] for s in SPLITS})
    counts: dict[str, dict[str, Counter[str]]] = field(default_factory=dict)  # split -> data set -> class
    removed: Counter[str] = field(default_factory=Counter)


def assemble(
    datasets: Iterable[PublicDataset], root: Path, max_per_class: int | None = DEFAULT_MAX_PER_CLASS
) -> Corpus:
    """Map every split of `datasets`, remove overlaps and duplicates, apply the cap.

    Args:
        datasets: the data sets, in output order.
        root: the shared datasets folder.
        max_per_class: the most train windows per (data set, output type), dev and test cut by the
            same fraction; None or 0 for no cap.
    """
    corpus = Corpus()
    raw = {split: [(d.name, w) for d in datasets for w in d.load(root, split)] for split in SPLITS}
    train_sizes = Counter((name, class_of(w["types"])) for name, w in raw["train"])
    higher_windows: set[tuple[str, ...]] = set()
    higher_turns: set[str] = set()
    for split in ("test", "dev", "train"):
        labels: dict[tuple[str, ...], set[tuple[tuple[str, ...], int]]] = defaultdict(set)
        kept: list[tuple[str, Window]] = []
        for name, w in raw[split]:
            turns = tuple(_key(t["text"]) for t in w["turns"])
            if turns in higher_windows or any(len(t) >= MIN_SHARED_TURN and t in higher_turns for t in turns):
                corpus.removed[f"{split}: overlaps a higher split"] += 1
                continue
            labels[turns].add((tuple(w["types"]), w["severity"]))
            kept.append((name, w))
        seen: set[tuple[str, ...]] = set()
        by_class: dict[tuple[str, str], list[Window]] = defaultdict(list)
        for name, w in kept:
            turns = tuple(_key(t["text"]) for t in w["turns"])
            if len(labels[turns]) > 1:
                corpus.removed[f"{split}: duplicate with conflicting labels"] += 1
                continue
            if turns in seen:
                corpus.removed[f"{split}: duplicate"] += 1
                continue
            seen.add(turns)
            by_class[(name, class_of(w["types"]))].append(w)
        for name_class, group in by_class.items():
            size = min(len(group), _cap(max_per_class, len(group), train_sizes[name_class]))
            if size < len(group):
                keep = {w["id"] for w in sorted(group, key=lambda w: stable_rank(w["id"]))[:size]}
                corpus.removed[f"{split}: over --max-per-class"] += len(group) - size
                group[:] = [w for w in group if w["id"] in keep]
        corpus.splits[split] = [w for group in by_class.values() for w in group]
        corpus.counts[split] = defaultdict(Counter)
        for (name, cls), group in by_class.items():
            corpus.counts[split][name][cls] = len(group)
        higher_windows |= seen
        higher_turns |= {t for turns in seen for t in turns if len(t) >= MIN_SHARED_TURN}
    return corpus


def write(corpus: Corpus, out: Path, datasets: Sequence[PublicDataset], settings: dict[str, object]) -> None:
    """Write the three JSONL files and manifest.json into `out` (checked with `check_out_dir`)."""
    out = check_out_dir(out)
    out.mkdir(parents=True, exist_ok=True)
    for split, windows in corpus.splits.items():
        tmp = out / f".{split}.jsonl.tmp"
        with tmp.open("w", encoding="utf-8") as f:
            for w in windows:
                f.write(json.dumps(w, ensure_ascii=False) + "\n")
        tmp.replace(out / f"{split}.jsonl")
    counts = {split: {d.name: dict(corpus.counts[split][d.name]) for d in datasets} for split in SPLITS}
    manifest = {
        "shippable": all(d.may_train_shipped for d in datasets),
        "datasets": {d.name: {"license": d.license, "may_train_shipped": d.may_train_shipped} for d in datasets},
        "settings": settings,
        "counts": counts,
        "removed": dict(sorted(corpus.removed.items())),
    }
    (out / "manifest.json").write_text(json.dumps(manifest, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def main(argv: Sequence[str] | None = None) -> int:
    """Build the corpus and print counts per split and type; 2 when refused."""
    parser = argparse.ArgumentParser(prog="python -m detectors.brace.public.build", description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help=f"output folder (default: {DEFAULT_OUT})")
    parser.add_argument(
        "--root", type=Path, default=None, help="datasets folder (default: $PARRY_DATASETS or ../shared/datasets)"
    )
    parser.add_argument("--datasets", default=None, help="comma-separated names (default: every allowed one)")
    parser.add_argument(
        "--max-per-class",
        type=int,
        default=DEFAULT_MAX_PER_CLASS,
        help="most train windows per (data set, output type), dev and test cut by the same fraction; "
        f"0 = no cap (default: {DEFAULT_MAX_PER_CLASS})",
    )
    parser.add_argument(
        "--allow-research-data",
        action="store_true",
        help="also use research-only data sets (the corpus may then not train the shipped model)",
    )
    args = parser.parse_args(argv)
    root = args.root or datasets_root()
    names = [n.strip() for n in args.datasets.split(",") if n.strip()] if args.datasets else None
    try:
        out = check_out_dir(args.out)
        datasets = select(names, args.allow_research_data)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if not root.is_dir():
        print(f"error: datasets folder not found: {root} (set PARRY_DATASETS or pass --root)", file=sys.stderr)
        return 2
    corpus = assemble(datasets, root, args.max_per_class)
    settings: dict[str, object] = {
        "max_per_class": args.max_per_class,
        "allow_research_data": args.allow_research_data,
        "datasets_root": str(root),
    }
    write(corpus, out, datasets, settings)
    per_split = {split: Counter(class_of(w["types"]) for w in ws) for split, ws in corpus.splits.items()}
    print(counts_table(per_split, "split"))
    print()
    if corpus.removed:
        for reason, n in sorted(corpus.removed.items()):
            print(f"removed {n:,} ({reason})")
    shippable_note = (
        "may train the shipped model"
        if all(d.may_train_shipped for d in datasets)
        else ("includes research-only data: NOT for the shipped model")
    )
    print(f"wrote {out}/{{train,dev,test}}.jsonl and manifest.json ({shippable_note})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
