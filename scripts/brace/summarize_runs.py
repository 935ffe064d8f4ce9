"""Markdown tables of the runs `scripts/brace/train_all.sh` (GPU) or `train_cpu.sh` wrote.

    python scripts/brace/summarize_runs.py RUNS_DIR

Seeds of the full model are summarised as mean ± standard deviation; ablations are shown
beside `full-short`, the full model on the same shorter schedule and seed. A split a run
was not scored on (no public data, no dev file) is left out.
"""

from __future__ import annotations

import json
import statistics
import sys
from pathlib import Path

PARTS = {"dev": "dev", "test_seed": "seed test", "test": "all test", "test_public": "public test"}
ABLATIONS = ["full-short", "no_chain", "no_proto", "no_moe", "depth1", "depth2", "depth3"]


def load(runs: Path, name: str, part: str) -> dict:
    return json.loads((runs / f"{name}.{part}.json").read_text(encoding="utf-8"))


def cell(values: list[float]) -> str:
    if len(values) == 1:
        return f"{values[0]:.3f}"
    return f"{statistics.mean(values):.3f} ± {statistics.stdev(values):.3f}"


def epochs(runs: Path, name: str) -> int:
    """Epochs the run trained, from its history (archived beside the scores, or in the run dir)."""
    path = runs / f"{name}.history.json"
    if not path.exists():
        path = runs / name / "history.json"
    return len(json.loads(path.read_text(encoding="utf-8"))["epochs"])


def main(runs: Path) -> None:
    seeds = sorted(p.name.removesuffix(".test.json") for p in runs.glob("full-s[0-9]*.test.json"))
    print(f"Full model, {len(seeds)} seeds ({', '.join(seeds)}), {epochs(runs, seeds[0])} epochs\n")
    print("| split | n | harm-type macro-F1 | severity acc | binary F1 |")
    print("|---|---:|---:|---:|---:|")
    public = all((runs / f"{s}.test_public.json").exists() for s in seeds)
    for part, title in PARTS.items():
        if not all((runs / f"{s}.{part}.json").exists() for s in seeds):
            continue
        title = title if public or part != "test" else "test"  # seed-only runs: test is all seed
        rows = [load(runs, s, part) for s in seeds]
        ns = "/".join(str(r["n"]) for r in rows)
        print(f"| {title} | {ns} | {cell([r['harm_macro_f1'] for r in rows])} | "
              f"{cell([r['severity_accuracy'] for r in rows])} | {cell([r['binary_f1'] for r in rows])} |")
    part = "test_seed" if (runs / f"{seeds[0]}.test_seed.json").exists() else "test"
    first = load(runs, seeds[0], part)
    label = PARTS[part] if public or part != "test" else "test"
    print(f"\nPer type, {seeds[0]}, {label}\n")
    print("| type | precision | recall | F1 | support |")
    print("|---|---:|---:|---:|---:|")
    for name, m in first["per_type"].items():
        print(f"| {name} | {m['precision']:.3f} | {m['recall']:.3f} | {m['f1']:.3f} | {m['support']} |")
    if not (runs / f"full-short.{part}.json").exists():
        return
    print(f"\nAblations, seed 13, {epochs(runs, 'full-short')} epochs (shorter schedule), {label}\n")
    print("| run | harm-type macro-F1 | severity acc | binary F1 |")
    print("|---|---:|---:|---:|")
    for name in ABLATIONS:
        if (runs / f"{name}.{part}.json").exists():
            r = load(runs, name, part)
            print(f"| {name} | {r['harm_macro_f1']:.3f} | {r['severity_accuracy']:.3f} | {r['binary_f1']:.3f} |")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
