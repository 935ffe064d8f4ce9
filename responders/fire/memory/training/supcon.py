"""Supervised contrastive loss (Khosla et al. 2020, "Supervised Contrastive Learning", eq. 2, L_out).

For a batch of embeddings z (L2-normalised here) with labels y, each anchor i is pulled
towards every other sample of its label P(i) and pushed from all the others A(i) = batch \\ {i}:

    ℓ_i = -1/|P(i)| Σ_{p ∈ P(i)} log( exp(z_i·z_p / τ) / Σ_{a ∈ A(i)} exp(z_i·z_a / τ) )
    L   = mean of ℓ_i over the anchors i with P(i) ≠ ∅

An anchor with no positive in the batch has nothing to be pulled to: it is left out of the
mean (it still serves as a negative for the others). A batch where no anchor has a positive
gives 0, still attached to the graph, so a training step never sees NaN.
"""

from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import Tensor


def supcon_loss(features: Tensor, labels: Tensor, temperature: float = 0.07) -> Tensor:
    """The supervised contrastive loss of one batch.

    Args:
        features: (B, D) embeddings; normalised inside.
        labels: (B,) integer class labels.
        temperature: τ; lower sharpens the softmax over the batch.

    Returns:
        A scalar.

    Raises:
        ValueError: Shapes do not match, or temperature is not positive.
    """
    if features.ndim != 2 or labels.shape != features.shape[:1]:
        raise ValueError(
            f"expected features (B, D) and labels (B,), got {tuple(features.shape)}, {tuple(labels.shape)}"
        )
    if temperature <= 0:
        raise ValueError(f"temperature must be positive, got {temperature}")
    z = F.normalize(features.float(), dim=1)
    logits = z @ z.T / temperature
    self_mask = torch.eye(len(z), dtype=torch.bool, device=z.device)
    # The anchor itself is never in its own denominator.
    logits = logits.masked_fill(self_mask, float("-inf"))
    log_prob = logits - torch.logsumexp(logits, dim=1, keepdim=True)
    positives = (labels[:, None] == labels[None, :]) & ~self_mask
    counts = positives.sum(dim=1)
    has_positive = counts > 0
    # where, not a product: log_prob is -inf on the diagonal and -inf * 0 is NaN.
    pos_log_prob = torch.where(positives, log_prob, torch.zeros_like(log_prob)).sum(dim=1)
    per_anchor = -pos_log_prob[has_positive] / counts[has_positive]
    if not len(per_anchor):
        return z.sum() * 0.0
    return per_anchor.mean()
