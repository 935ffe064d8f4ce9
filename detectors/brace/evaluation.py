"""Scoring the served BRACE model (ONNX Runtime, no torch) on labelled windows.

`evaluate_served` runs windows in the BRACE JSONL format through the same ONNX session,
tokenizer and encoding the detector serves with (turns oldest first, the last judged) and
reports the metrics the trainer reports (`detectors.brace.metrics`): per-type
precision/recall/F1, harm-type macro-F1 (primary), severity accuracy, binary F1.

Predictions follow the training evaluation, not the detector's flagging rule: the type is
the argmax of the 6-way type head, the severity the argmax over L0..L4, harmful is the
binary head at `threshold`. So a served int8 model and its torch checkpoint are scored on
the same terms.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from detectors.brace import metrics
from detectors.brace.config import BraceConfig
from detectors.brace.detector import BraceDetector
from detectors.brace.taxonomy import TYPE_CLASSES
from detectors.brace.windows import BraceWindow


def evaluate_served(
    detector_or_config: BraceDetector | BraceConfig,
    windows: Sequence[BraceWindow],
    batch_size: int = 32,
    threshold: float = 0.5,
    on_batch: Callable[[int], None] | None = None,
) -> dict[str, Any]:
    """Score the served ONNX model on labelled windows.

    Args:
        detector_or_config: An open detector, or a config to open one from (it is closed
            afterwards).
        windows: Labelled windows; each window's first-listed type is its class.
        batch_size: Windows per session call.
        threshold: Harmful when the binary head reaches this (the trainer uses 0.5).
        on_batch: Called with the number of windows scored after each batch (progress).

    Returns:
        `classification_report`'s dict ("harm_macro_f1" primary, "severity_accuracy",
        "binary_f1", "type_accuracy", "n", "per_type", "confusion", "labels") plus
        "model_version" and "model_file".

    Raises:
        BraceModelError: The config's model directory is missing a file or corrupt.
        ValueError: `batch_size` is below 1.
    """
    if batch_size < 1:
        raise ValueError(f"batch_size must be at least 1, got {batch_size}")
    owned = isinstance(detector_or_config, BraceConfig)
    detector = BraceDetector(detector_or_config) if isinstance(detector_or_config, BraceConfig) else detector_or_config
    type_probs: list[np.ndarray[Any, Any]] = []
    severity_probs: list[np.ndarray[Any, Any]] = []
    binary_prob: list[np.ndarray[Any, Any]] = []
    try:
        for start in range(0, len(windows), batch_size):
            chunk = windows[start : start + batch_size]
            _, outputs = detector._run([[turn.text for turn in w.turns] for w in chunk])
            type_probs.append(outputs["type_probs"].reshape(len(chunk), -1))
            severity_probs.append(outputs["severity_probs"].reshape(len(chunk), -1))
            binary_prob.append(outputs["binary_prob"].reshape(len(chunk)))
            if on_batch is not None:
                on_batch(len(chunk))
    finally:
        if owned:
            detector._model = None  # what aclose() does, without an event loop
    n_types = len(TYPE_CLASSES)
    types = np.asarray([TYPE_CLASSES.index(w.primary_type) for w in windows], dtype=np.int64)
    severity = np.asarray([w.severity for w in windows], dtype=np.int64)
    tp = np.concatenate(type_probs) if type_probs else np.zeros((0, n_types), np.float32)
    sp = np.concatenate(severity_probs) if severity_probs else np.zeros((0, 5), np.float32)
    bp = np.concatenate(binary_prob) if binary_prob else np.zeros(0, np.float32)
    report: dict[str, Any] = metrics.classification_report(
        types, tp.argmax(axis=-1), severity, sp.argmax(axis=-1), bp, threshold
    )
    report["model_version"] = detector.version
    report["model_file"] = detector._config.model_file
    return report


__all__ = ["evaluate_served"]
