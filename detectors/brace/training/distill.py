"""Distillation from a served BRACE model: its type and severity probabilities as soft targets.

A student with a cut encoder (`--encoder-layers`) learns from the labels and, with
`--teacher DIR`, from what a full model reads on the same training windows: which wrong
types and neighbouring severities are plausible, not only the right one (Hinton et al.,
"Distilling the Knowledge in a Neural Network", 2015). The teacher is any exported model
directory (`model.int8.onnx` and its `tokenizer.json`), so the shipped model can teach
without its training checkpoint; it runs once over the training split before the first
epoch, on exactly the token ids the student trains on.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import numpy as np
import torch
from torch import Tensor

from detectors.brace.training.data import Example

SoftTargets = dict[str, tuple[np.ndarray, np.ndarray]]


def teacher_targets(model_dir: Path, examples: Sequence[Example], tokenizer_json: str, batch: int = 32) -> SoftTargets:
    """Run a served model over the training examples.

    Args:
        model_dir: An exported BRACE model directory.
        examples: The student's training examples (duplicates from oversampling are run once).
        tokenizer_json: The student's tokenizer, whose vocabulary the teacher's must equal: the ids are shared.
        batch: Windows per ONNX Runtime call.

    Returns:
        Per example id, the teacher's type and severity probabilities.

    Raises:
        ValueError: The teacher was trained with another vocabulary, or two different windows
            share an id.
        BraceModelError: The directory does not hold a loadable model (the message names the file).
    """
    from detectors.brace._session import load_model

    model = load_model(str(model_dir), "model.int8.onnx", ["CPUExecutionProvider"])
    if model.tokenizer.get_vocab() != type(model.tokenizer).from_str(tokenizer_json).get_vocab():
        raise ValueError(f"the teacher in {model_dir} uses another tokenizer than the student's encoder")
    by_id: dict[str, Example] = {}
    for e in examples:
        seen = by_id.setdefault(e.id, e)
        if seen.input_ids != e.input_ids:  # soft targets are looked up by id in every batch
            raise ValueError(f"two different training windows share the id {e.id!r}; distillation needs unique ids")
    unique = list(by_id.values())
    unique.sort(key=len)  # similar lengths share a call, so little padding
    targets: SoftTargets = {}
    for start in range(0, len(unique), batch):
        chunk = unique[start : start + batch]
        width = max(len(e) for e in chunk)
        ids = np.zeros((len(chunk), width), dtype=np.int64)
        mask = np.zeros((len(chunk), width), dtype=np.int64)
        for row, e in enumerate(chunk):
            ids[row, : len(e)] = e.input_ids
            mask[row, : len(e)] = 1
        types, severity = model.session.run(
            ["type_probs", "severity_probs"], {"input_ids": ids, "attention_mask": mask}
        )
        for row, e in enumerate(chunk):
            targets[e.id] = (types[row].astype(np.float32), severity[row].astype(np.float32))
    return targets


def soft_targets_for(targets: SoftTargets, ids: Sequence[str], device: torch.device) -> tuple[Tensor, Tensor]:
    """The batch's teacher probabilities, stacked in batch order."""
    types = torch.from_numpy(np.stack([targets[i][0] for i in ids])).to(device)
    severity = torch.from_numpy(np.stack([targets[i][1] for i in ids])).to(device)
    return types, severity


def soft_cross_entropy(logits: Tensor, probs: Tensor) -> Tensor:
    """Mean cross-entropy of the student's logits against the teacher's probabilities."""
    return -(probs * torch.log_softmax(logits.float(), dim=-1)).sum(dim=-1).mean()
