"""The BRACE-specific losses: focal, multi-positive InfoNCE, prototype diversity, expert balance.

Each is a plain function of tensors so it can be checked against a hand computation.
"""

from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import Tensor

from detectors.brace.model.config import IGNORE


def focal_loss(logits: Tensor, target: Tensor, alpha: float = 0.25, gamma: float = 2.0) -> Tensor:
    """Binary focal loss (Lin et al. 2017), averaged over the annotated examples.

    FL = -alpha_t (1 - p_t)^gamma log p_t, with alpha_t = alpha for harmful (1) and
    1 - alpha for benign (0), as in RetinaNet.

    Args:
        logits: (B,) logits of "harmful".
        target: (B,) 1.0 harmful, 0.0 benign, IGNORE not annotated.
        alpha: Weight of the positive class.
        gamma: Focusing exponent; 0 gives alpha-weighted cross-entropy.

    Returns:
        A scalar; 0 when no example is annotated.
    """
    known = target != IGNORE
    y = torch.where(known, target, torch.zeros_like(target)).to(logits.dtype)
    ce = F.binary_cross_entropy_with_logits(logits, y, reduction="none")
    p_t = torch.exp(-ce)  # probability given to the true class, computed stably from ce
    alpha_t = alpha * y + (1.0 - alpha) * (1.0 - y)
    per_example = alpha_t * (1.0 - p_t) ** gamma * ce
    per_example = torch.where(known, per_example, torch.zeros_like(per_example))
    return per_example.sum() / known.sum().clamp(min=1)


def multi_positive_info_nce(features: Tensor, prototypes: Tensor, labels: Tensor, tau: float = 0.07) -> Tensor:
    """InfoNCE of window features against all prototypes, every prototype of the true class positive.

    For example i with class y: -log( sum_{k} exp(s_{y,k} / tau) / sum_{c,k} exp(s_{c,k} / tau) )
    with s the cosine similarity. The positives share one numerator, so the feature is
    pulled toward its class's prototypes as a set without forcing it onto all K at once.

    Args:
        features: (B, D) window features.
        prototypes: (C, K, D) memory bank.
        labels: (B,) class index, IGNORE to leave an example out.
        tau: Temperature.

    Returns:
        A scalar averaged over the labelled examples; 0 when there are none.
    """
    n_classes, n_protos, _ = prototypes.shape
    known = labels != IGNORE
    safe = torch.where(known, labels, torch.zeros_like(labels))
    sims = F.normalize(features, dim=-1) @ F.normalize(prototypes, dim=-1).reshape(n_classes * n_protos, -1).T
    logits = (sims / tau).reshape(-1, n_classes, n_protos)
    positive = torch.logsumexp(logits[torch.arange(len(safe), device=safe.device), safe], dim=-1)
    per_example = torch.logsumexp(logits.flatten(1), dim=-1) - positive
    per_example = torch.where(known, per_example, torch.zeros_like(per_example))
    return per_example.sum() / known.sum().clamp(min=1)


def prototype_diversity(prototypes: Tensor) -> Tensor:
    """Mean pairwise cosine similarity among each class's prototypes, averaged over classes.

    Minimising it spreads a class's K prototypes apart, so the bank keeps K modes per
    class instead of collapsing onto the centroid.

    Args:
        prototypes: (C, K, D) memory bank, K >= 2.

    Returns:
        A scalar in [-1/(K-1), 1].
    """
    n_protos = prototypes.shape[1]
    unit = F.normalize(prototypes, dim=-1)
    gram = unit @ unit.transpose(1, 2)  # (C, K, K)
    off_diagonal = gram.sum(dim=(1, 2)) - gram.diagonal(dim1=1, dim2=2).sum(dim=-1)
    return (off_diagonal / (n_protos * (n_protos - 1))).mean()


def load_balance_loss(gate_probs: Tensor) -> Tensor:
    """Squared coefficient of variation of the experts' importance over the batch (Shazeer et al. 2017).

    The gate is dense (every expert runs, weighted by a softmax), so Switch's
    fraction-of-tokens-routed term has no gradient here; the importance of expert i is
    the sum of its gate probabilities over the batch. CV² = Var / Mean² is 0 exactly
    when the experts are equally important and grows as the gate favours some.

    Args:
        gate_probs: (B, E) softmax gate outputs.

    Returns:
        A non-negative scalar.
    """
    importance = gate_probs.sum(dim=0)
    return importance.var(unbiased=False) / importance.mean().pow(2).clamp(min=1e-12)
