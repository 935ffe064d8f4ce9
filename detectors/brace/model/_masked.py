"""Reductions that skip padding tokens and unannotated targets.

`torch.nn.functional.cross_entropy` with every target ignored returns NaN (0 / 0); a
batch of public data has no topic at all, so these return 0 instead.
"""

from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import Tensor

from detectors.brace.model.config import IGNORE


def masked_mean(values: Tensor, mask: Tensor) -> Tensor:
    """Mean of `values` (B, T, D) over the tokens where `mask` (B, T) is set.

    Args:
        values: Per-token vectors.
        mask: 1/True for real tokens.

    Returns:
        (B, D); zeros for a row without tokens.
    """
    weights = mask.to(values.dtype).unsqueeze(-1)
    return (values * weights).sum(dim=1) / weights.sum(dim=1).clamp(min=1e-9)


def masked_softmax(scores: Tensor, mask: Tensor) -> Tensor:
    """Softmax of `scores` (B, T) over the positions where `mask` (B, T) is set.

    Args:
        scores: Unnormalised scores.
        mask: 1/True for real tokens.

    Returns:
        (B, T) weights that are 0 on padding.
    """
    scores = scores.masked_fill(mask == 0, torch.finfo(scores.dtype).min)
    return torch.softmax(scores, dim=-1)


def masked_cross_entropy(logits: Tensor, target: Tensor) -> Tensor:
    """Mean cross-entropy over the targets that are not IGNORE; 0 when there are none.

    Args:
        logits: (N, C) or (B, T, C).
        target: (N,) or (B, T) long class indices, IGNORE where not annotated.

    Returns:
        A scalar.
    """
    flat_logits = logits.reshape(-1, logits.shape[-1])
    flat_target = target.reshape(-1)
    total = F.cross_entropy(flat_logits, flat_target, ignore_index=IGNORE, reduction="sum")
    return total / (flat_target != IGNORE).sum().clamp(min=1)


def masked_bce(logits: Tensor, target: Tensor, rows: Tensor) -> Tensor:
    """Mean binary cross-entropy over the rows where `rows` is set; 0 when none is.

    Args:
        logits: (B, C) logits.
        target: (B, C) 0/1 targets.
        rows: (B,) bool, which rows are annotated.

    Returns:
        A scalar: per-element BCE averaged over the elements of the annotated rows.
    """
    per_row = F.binary_cross_entropy_with_logits(logits, target.to(logits.dtype), reduction="none").mean(dim=-1)
    # where, not a product: an unannotated row may hold anything, NaN included.
    per_row = torch.where(rows, per_row, torch.zeros_like(per_row))
    return per_row.sum() / rows.sum().clamp(min=1)
