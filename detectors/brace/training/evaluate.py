"""Run a model over a dataset and compute the metrics of `metrics.classification_report`."""

from __future__ import annotations

from typing import Any

import numpy as np
import torch
from torch.utils.data import DataLoader

from detectors.brace.metrics import classification_report
from detectors.brace.model import BraceModel
from detectors.brace.training.data import BraceDataset, BucketBatchSampler, collate


@torch.no_grad()
def predict(
    model: BraceModel, dataset: BraceDataset, batch_size: int = 64, device: torch.device | str | None = None
) -> dict[str, np.ndarray[Any, Any]]:
    """Score every example (eval mode; the model's mode is restored afterwards).

    Args:
        model: The model.
        dataset: Encoded examples.
        batch_size: Windows per forward pass.
        device: Where to run; the model's own device when None.

    Returns:
        Arrays in dataset order: "types", "severity" (labels), "type_pred",
        "severity_pred", "binary_prob", "type_probs".
    """
    device = torch.device(device) if device is not None else next(model.parameters()).device
    was_training = model.training
    model.eval()
    sampler = BucketBatchSampler(dataset.lengths, batch_size, shuffle=False)
    order: list[int] = [i for b in sampler.batches() for i in b]
    loader = DataLoader(dataset, batch_sampler=sampler, collate_fn=collate)
    type_probs, severity_pred, binary_prob = [], [], []
    try:
        for batch in loader:
            batch = batch.to(device)
            out = model(batch.input_ids, batch.attention_mask)
            type_probs.append(torch.softmax(out.type_logits.float(), dim=-1).cpu())
            severity_pred.append(out.severity_logits.argmax(dim=-1).cpu())
            binary_prob.append(torch.sigmoid(out.binary_logits.float()).cpu())
    finally:
        model.train(was_training)
    inverse = np.empty(len(order), dtype=np.int64)
    inverse[np.asarray(order, dtype=np.int64)] = np.arange(len(order))
    probs = torch.cat(type_probs).numpy()[inverse] if type_probs else np.zeros((0, model.config.n_types))
    return {
        "types": np.asarray([e.type for e in dataset.examples], dtype=np.int64),
        "severity": np.asarray([e.severity for e in dataset.examples], dtype=np.int64),
        "type_probs": probs,
        "type_pred": probs.argmax(axis=-1).astype(np.int64),
        "severity_pred": torch.cat(severity_pred).numpy()[inverse] if severity_pred else np.zeros(0, np.int64),
        "binary_prob": torch.cat(binary_prob).numpy()[inverse] if binary_prob else np.zeros(0),
    }


def evaluate(
    model: BraceModel, dataset: BraceDataset, batch_size: int = 64, device: torch.device | str | None = None
) -> dict[str, Any]:
    """Score a dataset and report every metric.

    Args:
        model: The model.
        dataset: Encoded, labelled examples.
        batch_size: Windows per forward pass.
        device: Where to run; the model's device when None.

    Returns:
        `classification_report`'s dict ("harm_macro_f1" is the primary metric).
    """
    p = predict(model, dataset, batch_size, device)
    return classification_report(p["types"], p["type_pred"], p["severity"], p["severity_pred"], p["binary_prob"])
