"""Inter-annotator agreement for the FAID router labels (stdlib only).

Compares the first pass (`data/faid/router_annotations.jsonl`, the rows that have a
second label) with the blind second pass (`data/faid/router_second_pass.jsonl`) and
prints n, raw agreement, Cohen's kappa, one-vs-rest kappa per category and the 3x3
confusion matrix (pass 1 rows, pass 2 columns).

    .venv/bin/python scripts/faid/router_agreement.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
FIRST = ROOT / "data" / "faid" / "router_annotations.jsonl"
SECOND = ROOT / "data" / "faid" / "router_second_pass.jsonl"
CATEGORIES = ("shallow", "targeted", "context")


def read(path: Path) -> dict[tuple[str, str, int], str]:
    labels: dict[tuple[str, str, int], str] = {}
    with path.open(encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            r = json.loads(line)
            key = (r["dataset"], r["file"], int(r["row"]))
            if key in labels:
                sys.exit(f"{path}:{n}: duplicate reference {key}")
            if r["category"] not in CATEGORIES:
                sys.exit(f"{path}:{n}: unknown category {r['category']!r}")
            labels[key] = r["category"]
    return labels


def kappa(pairs: list[tuple[Any, Any]], cats: tuple[Any, ...]) -> float:
    n = len(pairs)
    po = sum(a == b for a, b in pairs) / n
    pe = sum((sum(a == c for a, _ in pairs) / n) * (sum(b == c for _, b in pairs) / n) for c in cats)
    return 1.0 if pe == 1 else (po - pe) / (1 - pe)


def main() -> None:
    first, second = read(FIRST), read(SECOND)
    missing = [k for k in second if k not in first]
    if missing:
        sys.exit(f"{len(missing)} second-pass rows are not in {FIRST.name}, e.g. {missing[0]}")
    pairs = [(first[k], second[k]) for k in sorted(second)]
    n = len(pairs)
    agree = sum(a == b for a, b in pairs)
    print(f"n = {n}")
    print(f"raw agreement = {agree}/{n} = {agree / n:.3f}")
    print(f"Cohen's kappa (3 categories) = {kappa(pairs, CATEGORIES):.3f}")
    print()
    print("per category (one-vs-rest):")
    print(f"  {'category':<10}{'pass 1':>7}{'pass 2':>7}{'both':>6}{'agree':>8}{'kappa':>8}")
    for c in CATEGORIES:
        binary = [(a == c, b == c) for a, b in pairs]
        p1 = sum(a == c for a, _ in pairs)
        p2 = sum(b == c for _, b in pairs)
        both = sum(a == c and b == c for a, b in pairs)
        ag = sum(x == y for x, y in binary) / n
        print(f"  {c:<10}{p1:>7}{p2:>7}{both:>6}{ag:>8.3f}{kappa(binary, (True, False)):>8.3f}")
    print()
    print("confusion (rows: pass 1, columns: pass 2):")
    print(f"  {'':<10}" + "".join(f"{c:>10}" for c in CATEGORIES) + f"{'total':>8}")
    for a in CATEGORIES:
        row = [sum(x == a and y == b for x, y in pairs) for b in CATEGORIES]
        print(f"  {a:<10}" + "".join(f"{v:>10}" for v in row) + f"{sum(row):>8}")
    cols = [sum(y == b for _, y in pairs) for b in CATEGORIES]
    print(f"  {'total':<10}" + "".join(f"{v:>10}" for v in cols) + f"{n:>8}")


if __name__ == "__main__":
    main()
