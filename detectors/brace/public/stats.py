"""`python -m detectors.brace.public.stats`: windows per data set, split, type and severity.

Counts are what the adapters yield, before the corpus builder removes duplicates and
cross-split overlaps and applies `--max-per-class`; dropped rows are listed by reason.
The output is Markdown, the tables in docs/brace/public_data.md.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from detectors.brace.public._common import SPLITS, datasets_root
from detectors.brace.public._report import class_order, counts_table, markdown_table, severity_table, tally
from detectors.brace.public.registry import DATASETS, get


@dataclass
class DatasetCounts:
    """What one data set's adapter yields: per split, windows per output type and per severity."""

    types: dict[str, Counter[str]] = field(default_factory=dict)
    severities: dict[str, Counter[int]] = field(default_factory=dict)
    dropped: Counter[str] = field(default_factory=Counter)

    @property
    def all_types(self) -> Counter[str]:
        return sum(self.types.values(), Counter())


def count_dataset(name: str, root: Path) -> DatasetCounts:
    """Run one adapter over every split and count what it yields and drops."""
    counts = DatasetCounts()
    for split in SPLITS:
        counts.types[split], counts.severities[split] = tally(get(name).load(root, split, counts.dropped))
    return counts


def dataset_section(name: str, counts: DatasetCounts) -> str:
    """The Markdown section of one data set: license, per-split type and severity tables, drops."""
    dataset = get(name)
    shipped = "yes" if dataset.may_train_shipped else "no (research only)"
    parts = [
        f"### {name}",
        f"License: {dataset.license}. May train the shipped model: {shipped}.",
        counts_table({**counts.types, "all": counts.all_types}, "split"),
        severity_table({**counts.severities, "all": sum(counts.severities.values(), Counter())}, "split"),
    ]
    if counts.dropped:
        rows = [[reason, n] for reason, n in sorted(counts.dropped.items(), key=lambda item: (-item[1], item[0]))]
        parts.append(markdown_table(["dropped (all splits)", "rows"], rows))
    return "\n\n".join(parts)


def summary_table(counts: dict[str, DatasetCounts]) -> str:
    """One row per data set: license, may_train_shipped and windows per output type (all splits)."""
    classes = class_order(c for dc in counts.values() for c in dc.all_types)
    rows: list[list[object]] = []
    for name, dc in counts.items():
        dataset, total = get(name), dc.all_types
        shipped = "yes" if dataset.may_train_shipped else "no"
        rows.append([name, dataset.license, shipped, *(total.get(c, 0) for c in classes), sum(total.values())])
    return markdown_table(["data set", "license", "may_train_shipped", *classes, "total"], rows)


def main(argv: Sequence[str] | None = None) -> int:
    """Print the summary table, then one section per data set."""
    parser = argparse.ArgumentParser(prog="python -m detectors.brace.public.stats", description=__doc__.splitlines()[0])
    parser.add_argument(
        "--root", type=Path, default=None, help="datasets folder (default: $PARRY_DATASETS or ../shared/datasets)"
    )
    parser.add_argument("--datasets", default=",".join(DATASETS), help="comma-separated names (default: all)")
    parser.add_argument("--summary-only", action="store_true", help="print only the summary table")
    args = parser.parse_args(argv)
    root = args.root or datasets_root()
    if not root.is_dir():
        print(f"datasets folder not found: {root} (set PARRY_DATASETS or pass --root)", file=sys.stderr)
        return 2
    try:
        names = [get(n.strip()).name for n in args.datasets.split(",") if n.strip()]
    except ValueError as exc:
        print(exc, file=sys.stderr)
        return 2
    counts = {name: count_dataset(name, root) for name in names}
    print(summary_table(counts))
    if not args.summary_only:
        for name in names:
            print()
            print(dataset_section(name, counts[name]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
