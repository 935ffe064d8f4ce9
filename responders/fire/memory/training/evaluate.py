"""Scoring the memory module on held-out exemplars, tuning the purity threshold, measuring the encoder.

`eval` scores the exported ONNX files through the serving encoder, as Parry serves them.

- **Type accuracy** is the share of messages whose memory-module argmax is their type;
  **macro-F1** the unweighted mean F1 over the five types; **top-2 coverage** the share
  whose type is one of the two best-scored types.
- **Purity threshold** (`tune_threshold`, on dev only): a message is shown to the analyst
  with its top-2 types when its purity is below θ. The candidates are the values purity can
  take, j/k for j = 1..k. θ is the largest candidate at which the memory argmax is right on
  fewer than `max_accuracy` (0.8) of the dev messages it flags: below θ the memory module
  alone is wrong at least one time in five, so asking pays off; 0.0 (never ask) when no
  candidate qualifies.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from detectors.brace.metrics import confusion_matrix, precision_recall_f1
from responders.fire.memory.index import MemoryIndex
from responders.fire.types import Exemplar, HateType, TypeScores

TYPES = list(HateType)
MAX_FLAGGED_ACCURACY = 0.8


def _quartiles(values: Sequence[float]) -> dict[str, float]:
    if not len(values):
        return {}
    q = np.quantile(np.asarray(values, dtype=np.float64), [0.0, 0.25, 0.5, 0.75, 1.0])
    return dict(zip(("min", "q1", "median", "q3", "max"), (round(float(v), 4) for v in q), strict=True))


def score(results: Sequence[TypeScores], exemplars: Sequence[Exemplar]) -> dict[str, Any]:
    """Accuracy, macro-F1, per-type F1, confusion (rows true, `HateType` order), top-2 coverage, purity."""
    true = [TYPES.index(e.hate_type) for e in exemplars]
    pred = [TYPES.index(r.predicted) for r in results]
    matrix = confusion_matrix(true, pred, len(TYPES))
    f1 = precision_recall_f1(matrix)["f1"]
    purity = [r.purity for r in results]
    return {
        "n": len(exemplars),
        "accuracy": float(np.mean(np.array(true) == np.array(pred))) if true else 0.0,
        "macro_f1": float(f1.mean()),
        "per_type_f1": {t.value: round(float(v), 4) for t, v in zip(TYPES, f1, strict=True)},
        "top2_coverage": float(np.mean([e.hate_type in r.top(2) for r, e in zip(results, exemplars, strict=True)])),
        "confusion": matrix.tolist(),
        "labels": [t.value for t in TYPES],
        "purity_quartiles": _quartiles(purity),
        "purity_counts": {f"{p:.3f}": purity.count(p) for p in sorted(set(purity))},
    }


def evaluate_index(index: MemoryIndex, exemplars: Sequence[Exemplar]) -> tuple[dict[str, Any], list[TypeScores]]:
    """`score` of `index` on `exemplars`, with the per-message results for threshold work."""
    results = index.classify_many([e.hate_speech for e in exemplars])
    return score(results, exemplars), results


def split_by_threshold(
    results: Sequence[TypeScores], exemplars: Sequence[Exemplar], threshold: float
) -> dict[str, Any]:
    """Accuracy of the memory argmax below and at-or-above `threshold`, and top-2 coverage below it."""
    below = [(r, e) for r, e in zip(results, exemplars, strict=True) if r.purity < threshold]
    above = [(r, e) for r, e in zip(results, exemplars, strict=True) if r.purity >= threshold]

    def accuracy(pairs: list[tuple[TypeScores, Exemplar]]) -> float | None:
        return float(np.mean([r.predicted == e.hate_type for r, e in pairs])) if pairs else None

    return {
        "threshold": threshold,
        "flagged_share": len(below) / len(results) if results else 0.0,
        "n_below": len(below),
        "n_above": len(above),
        "accuracy_below": accuracy(below),
        "accuracy_above": accuracy(above),
        "top2_coverage_below": float(np.mean([e.hate_type in r.top(2) for r, e in below])) if below else None,
    }


def tune_threshold(
    results: Sequence[TypeScores], exemplars: Sequence[Exemplar], k: int, max_accuracy: float = MAX_FLAGGED_ACCURACY
) -> tuple[float, list[dict[str, Any]]]:
    """The purity threshold θ by the criterion in the module docstring, and every candidate's figures."""
    table = [split_by_threshold(results, exemplars, j / k) for j in range(1, k + 1)]
    chosen = [row["threshold"] for row in table if row["n_below"] and row["accuracy_below"] < max_accuracy]
    return (max(chosen) if chosen else 0.0), table
