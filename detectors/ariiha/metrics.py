"""Binary hate-detection scores, with over-sensitivity as ARIIHA defines it (recall − precision of hate)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from detectors.ariiha.pool import LABELS, Label

FALLBACK: Label = "not_hate"  # what an unanswered call counts as: Parry then does not flag the message


def hate_scores(gold: Sequence[Label], predicted: Sequence[Label | None]) -> dict[str, Any]:
    """Macro-F1, weighted-F1, balanced accuracy, per-class precision/recall/F1 and over-sensitivity.

    Unanswered predictions (None) count as not_hate, and their number is reported as `failed`.
    """
    if len(gold) != len(predicted):
        raise ValueError(f"{len(gold)} gold labels but {len(predicted)} predictions")
    pred = [p if p is not None else FALLBACK for p in predicted]
    per_class: dict[str, dict[str, float]] = {}
    for label in LABELS:
        tp = sum(1 for g, p in zip(gold, pred, strict=True) if g == label and p == label)
        fp = sum(1 for g, p in zip(gold, pred, strict=True) if g != label and p == label)
        fn = sum(1 for g, p in zip(gold, pred, strict=True) if g == label and p != label)
        precision = tp / (tp + fp) if tp + fp else 0.0
        recall = tp / (tp + fn) if tp + fn else 0.0
        f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
        per_class[label] = {"precision": precision, "recall": recall, "f1": f1, "support": tp + fn}
    n = len(gold)
    return {
        "n": n,
        "failed": sum(1 for p in predicted if p is None),
        "macro_f1": sum(c["f1"] for c in per_class.values()) / len(LABELS),
        "weighted_f1": sum(c["f1"] * c["support"] for c in per_class.values()) / n if n else 0.0,
        "balanced_accuracy": sum(c["recall"] for c in per_class.values()) / len(LABELS),
        "over_sensitivity": per_class["hate"]["recall"] - per_class["hate"]["precision"],
        "per_class": per_class,
    }
