"""BRACE training, evaluation and export (needs the `train` extra: torch, transformers, onnx, matplotlib).

Run it as `python -m detectors.brace.training {train,eval,export}`. The serving side never
imports this package.
"""

from detectors.brace.metrics import (
    classification_report,
    confusion_matrix,
    format_report,
    precision_recall_f1,
    save_confusion_png,
)
from detectors.brace.training.checkpoint import load_best, save_best
from detectors.brace.training.corpus import Corpus, Split, load_corpus
from detectors.brace.training.data import (
    Batch,
    BraceDataset,
    BucketBatchSampler,
    Example,
    collate,
    is_annotated,
    make_example,
)
from detectors.brace.training.evaluate import evaluate, predict
from detectors.brace.training.export import ExportResult, export, parity_check, quantize_int8
from detectors.brace.training.trainer import ABLATIONS, TrainConfig, TrainResult, train

__all__ = [
    "ABLATIONS",
    "Batch",
    "BraceDataset",
    "BucketBatchSampler",
    "Corpus",
    "Example",
    "ExportResult",
    "Split",
    "TrainConfig",
    "TrainResult",
    "classification_report",
    "collate",
    "confusion_matrix",
    "evaluate",
    "export",
    "format_report",
    "is_annotated",
    "load_best",
    "load_corpus",
    "make_example",
    "parity_check",
    "precision_recall_f1",
    "predict",
    "quantize_int8",
    "save_best",
    "save_confusion_png",
    "train",
]
