"""Classification metrics in numpy: per-type P/R/F1, harm-type macro-F1, severity accuracy, binary F1.

Definitions (the ones `parry eval brace` prints and the model card records):

- The type confusion matrix is 6×6 over `TYPE_CLASSES` (benign, H1..H5), rows true,
  columns predicted; a window counts once, under its first-listed type.
- Per-class precision/recall/F1 come from that matrix; a class with no true and no
  predicted example has F1 0 (and is flagged with support 0).
- **Harm-type macro-F1** is the unweighted mean of the F1 of H1..H5 in the 6-way matrix:
  benign is not averaged, but a benign window predicted as H3 is still a false positive
  of H3, and an H3 window predicted benign a false negative.
- Severity accuracy: share of windows whose predicted level (argmax over L0..L4) equals
  the label.
- Binary F1: F1 of the "harmful" class, harmful predicted when the binary head's
  probability is at least `threshold` (0.5).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from detectors.brace.taxonomy import TYPE_CLASSES

IntArray = npt.NDArray[np.int64]


def confusion_matrix(true: Sequence[int] | IntArray, pred: Sequence[int] | IntArray, n_classes: int) -> IntArray:
    """Count (true, predicted) pairs.

    Args:
        true: True class indices; negative values (IGNORE) are skipped.
        pred: Predicted class indices.
        n_classes: Matrix size.

    Returns:
        An (n_classes, n_classes) int64 matrix, rows true, columns predicted.
    """
    t = np.asarray(true, dtype=np.int64)
    p = np.asarray(pred, dtype=np.int64)
    keep = t >= 0
    matrix = np.zeros((n_classes, n_classes), dtype=np.int64)
    np.add.at(matrix, (t[keep], p[keep]), 1)
    return matrix


def precision_recall_f1(matrix: IntArray) -> dict[str, npt.NDArray[np.float64]]:
    """Per-class precision, recall, F1 and support from a confusion matrix (0 where undefined).

    Args:
        matrix: Square confusion matrix, rows true.

    Returns:
        Arrays "precision", "recall", "f1", "support", one value per class.
    """
    m = matrix.astype(np.float64)
    tp = np.diag(m)
    predicted = m.sum(axis=0)
    support = m.sum(axis=1)
    precision = np.divide(tp, predicted, out=np.zeros_like(tp), where=predicted > 0)
    recall = np.divide(tp, support, out=np.zeros_like(tp), where=support > 0)
    total = precision + recall
    f1 = np.divide(2 * precision * recall, total, out=np.zeros_like(tp), where=total > 0)
    return {"precision": precision, "recall": recall, "f1": f1, "support": support}


def binary_f1(true: Sequence[int] | IntArray, pred: Sequence[int] | IntArray) -> float:
    """F1 of the positive class (1) of 0/1 labels; 0.0 when undefined."""
    t = np.asarray(true, dtype=np.int64)
    p = np.asarray(pred, dtype=np.int64)
    tp = int(((t == 1) & (p == 1)).sum())
    fp = int(((t == 0) & (p == 1)).sum())
    fn = int(((t == 1) & (p == 0)).sum())
    return 2 * tp / (2 * tp + fp + fn) if tp else 0.0


def classification_report(
    types: Sequence[int] | IntArray,
    type_pred: Sequence[int] | IntArray,
    severity: Sequence[int] | IntArray,
    severity_pred: Sequence[int] | IntArray,
    binary_prob: Sequence[float] | npt.NDArray[np.floating[Any]],
    threshold: float = 0.5,
) -> dict[str, Any]:
    """Every BRACE metric from labels and predictions (see the module docstring).

    Args:
        types: True type indices (0 benign, 1..5 H1..H5).
        type_pred: Predicted type indices.
        severity: True severity levels 0..4 (IGNORE rows skipped).
        severity_pred: Predicted levels.
        binary_prob: Probability of harmful per window.
        threshold: Decision threshold of the binary head.

    Returns:
        A JSON-ready dict: "harm_macro_f1" (the primary metric), "severity_accuracy",
        "binary_f1", "type_accuracy", "n", "per_type" {class: {precision, recall, f1,
        support}}, "confusion" (nested lists, TYPE_CLASSES order), "labels".
    """
    t = np.asarray(types, dtype=np.int64)
    matrix = confusion_matrix(t, type_pred, len(TYPE_CLASSES))
    prf = precision_recall_f1(matrix)
    s = np.asarray(severity, dtype=np.int64)
    sp = np.asarray(severity_pred, dtype=np.int64)
    known = s >= 0
    harmful_true = (t != 0).astype(np.int64)
    harmful_pred = (np.asarray(binary_prob, dtype=np.float64) >= threshold).astype(np.int64)
    n = int(matrix.sum())
    return {
        "primary_metric": "harm_macro_f1",
        "harm_macro_f1": float(prf["f1"][1:].mean()),
        "severity_accuracy": float((s[known] == sp[known]).mean()) if known.any() else 0.0,
        "binary_f1": binary_f1(harmful_true[t >= 0], harmful_pred[t >= 0]),
        "type_accuracy": float(np.trace(matrix) / n) if n else 0.0,
        "n": n,
        "per_type": {
            name: {key: float(prf[key][i]) if key != "support" else int(prf[key][i]) for key in prf}
            for i, name in enumerate(TYPE_CLASSES)
        },
        "confusion": matrix.tolist(),
        "labels": list(TYPE_CLASSES),
    }


def format_report(report: dict[str, Any]) -> str:
    """A plain-text table of a `classification_report` for the terminal.

    Args:
        report: The report.

    Returns:
        Several lines of text.
    """
    lines = [f"{'class':<8} {'prec':>6} {'rec':>6} {'f1':>6} {'n':>6}"]
    for name, row in report["per_type"].items():
        lines.append(f"{name:<8} {row['precision']:>6.3f} {row['recall']:>6.3f} {row['f1']:>6.3f} {row['support']:>6d}")
    lines.append(f"harm-type macro-F1 (mean F1 over H1..H5): {report['harm_macro_f1']:.4f}")
    lines.append(f"severity accuracy: {report['severity_accuracy']:.4f}")
    lines.append(f"binary F1: {report['binary_f1']:.4f}")
    lines.append(f"windows: {report['n']}")
    return "\n".join(lines)


def save_confusion_png(matrix: Sequence[Sequence[int]] | IntArray, labels: Sequence[str], path: str | Path) -> Path:
    """Draw a confusion matrix (counts, rows true) as a PNG.

    Args:
        matrix: Square matrix, rows true, columns predicted.
        labels: Class names, in matrix order.
        path: Output file.

    Returns:
        The path written.
    """
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    m = np.asarray(matrix, dtype=np.int64)
    fig, ax = plt.subplots(figsize=(1.0 + 0.8 * len(labels), 0.8 + 0.8 * len(labels)))
    ax.imshow(m, cmap="Blues")
    ax.set_xticks(range(len(labels)), labels=list(labels))
    ax.set_yticks(range(len(labels)), labels=list(labels))
    ax.set_xlabel("predicted")
    ax.set_ylabel("true")
    limit = m.max() / 2 if m.size else 0
    for i in range(m.shape[0]):
        for j in range(m.shape[1]):
            ax.text(j, i, str(m[i, j]), ha="center", va="center", color="white" if m[i, j] > limit else "black")
    fig.tight_layout()
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=120)
    plt.close(fig)
    return path
