"""Counting windows and printing the counts as Markdown tables (for the build log and the docs)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence

from detectors.brace.public._common import BENIGN, Window, output_type

LEVELS = range(5)  # severities L0..L4


def class_order(classes: Iterable[str]) -> list[str]:
    """benign first, then single types in H order, then combinations."""
    return sorted(set(classes), key=lambda c: (c != BENIGN, "+" in c, c))


def tally(windows: Iterable[Window]) -> tuple[Counter[str], Counter[int]]:
    """Counts of windows per output type and per severity."""
    types: Counter[str] = Counter()
    severities: Counter[int] = Counter()
    for w in windows:
        types[output_type(w["types"])] += 1
        severities[w["severity"]] += 1
    return types, severities


def markdown_table(headers: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    """A Markdown table; integer columns are right-aligned and use thousands separators."""
    numeric = [bool(rows) and all(type(row[i]) is int for row in rows) for i in range(len(headers))]
    lines = [
        "| " + " | ".join(headers) + " |",
        "|" + "|".join("---:" if n else "---" for n in numeric) + "|",
    ]
    for row in rows:
        lines.append("| " + " | ".join(f"{v:,}" if type(v) is int else str(v) for v in row) + " |")
    return "\n".join(lines)


def counts_table(counts: Mapping[str, Counter[str]], label: str) -> str:
    """One row per key of `counts` (a split, a data set), one column per output type, and a total."""
    classes = class_order(c for counter in counts.values() for c in counter)
    rows = [[key, *(counter.get(c, 0) for c in classes), sum(counter.values())] for key, counter in counts.items()]
    return markdown_table([label, *classes, "total"], rows)


def severity_table(counts: Mapping[str, Counter[int]], label: str) -> str:
    """One row per key of `counts`, one column per severity L0–L4."""
    rows = [[key, *(counter.get(level, 0) for level in LEVELS)] for key, counter in counts.items()]
    return markdown_table([label, *(f"L{level}" for level in LEVELS)], rows)
