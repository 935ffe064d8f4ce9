"""Render a `parry eval ariiha` results file as the Markdown table in docs/ariiha.md.

    python scripts/ariiha_results_md.py var/ariiha/eval/results-ihc-<model>.json
"""

from __future__ import annotations

import json
import sys
from pathlib import Path


def main() -> None:
    report = json.loads(Path(sys.argv[1]).read_text())
    print(
        f"LLM `{report['model']}`, {report['dataset']} test sample n={report['test_n']}, dev sample "
        f"n={report['dev_n']}, pool n={report['pool_n']:,} (train split), seed {report['seed']}, "
        f"input targets: {report['target_predictor']}, pool targets: {report.get('pool_targets', 'lexicon')}.\n"
    )
    print("| strategy | macro-F1 | weighted-F1 | bal. acc | P hate | R hate | P not | R not | over-sens. | failed |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for row in report["rows"]:
        hate, other = row["per_class"]["hate"], row["per_class"]["not_hate"]
        cells = [row["macro_f1"], row["weighted_f1"], row["balanced_accuracy"], hate["precision"], hate["recall"],
                 other["precision"], other["recall"]]  # fmt: skip
        print(f"| {row['row']} | " + " | ".join(f"{c:.3f}" for c in cells)
              + f" | {row['over_sensitivity']:+.3f} | {row['failed']} |")  # fmt: skip
    for shot, cv in report["thresholds"].items():
        print(
            f"\nk={shot}: threshold {cv['threshold']:.3f}, nested CV on dev (n={cv['n']}, 5 outer × 4 inner folds): "
            f"macro-F1 {cv['outer_macro_f1_mean']:.3f} ± {cv['outer_macro_f1_sd']:.3f} vs "
            f"{cv['outer_never_switch_macro_f1_mean']:.3f} never switching; outer picks {cv['outer_thresholds']}."
        )


if __name__ == "__main__":
    main()
