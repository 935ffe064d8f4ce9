"""The BRACE training objective: every loss term, weighted and summed.

total = binary + 0.5 type + 0.3 proto + 0.1 chain + 0.1 severity + 0.1 diversity + 0.01 balance
chain = type + 0.5 severity + 0.3 topic + 0.3 indicators + 0.5 BIO (the last two are ours)

`type` and `severity` are cross-entropies of the served (blended) logits, so the term
trains what is served; the chain's own heads get their gradient from the chain term.
A term whose module is switched off is absent; a term without annotated examples is 0.
"""

from __future__ import annotations

import torch
from torch import Tensor

from detectors.brace.model._masked import masked_bce, masked_cross_entropy
from detectors.brace.model.chain import ChainOutput
from detectors.brace.model.config import IGNORE, BraceModelConfig
from detectors.brace.model.labels import BraceLabels
from detectors.brace.model.losses import (
    focal_loss,
    load_balance_loss,
    multi_positive_info_nce,
    prototype_diversity,
)
from detectors.brace.model.outputs import BraceOutput


def brace_losses(
    output: BraceOutput,
    labels: BraceLabels,
    attention_mask: Tensor,
    config: BraceModelConfig,
    prototypes: Tensor | None,
) -> dict[str, Tensor]:
    """Compute every active loss term and the weighted total.

    Args:
        output: The forward pass (its `losses` is ignored).
        labels: The batch's targets.
        attention_mask: (B, T), 1 for real tokens; padding never carries a token loss.
        config: Loss weights and focal/InfoNCE settings.
        prototypes: The (C, K, D) bank, or None when the bank is off.

    Returns:
        Raw (unweighted) terms by name, and "total", the weighted sum to backpropagate.
    """
    w = config.weights
    terms = {
        "binary": focal_loss(output.binary_logits, labels.binary(), config.focal_alpha, config.focal_gamma),
        "type": masked_cross_entropy(output.type_logits, labels.types),
        "severity": masked_cross_entropy(output.severity_logits, labels.severity),
    }
    total = w.binary * terms["binary"] + w.type * terms["type"] + w.severity * terms["severity"]
    if output.chain is not None:
        chain_terms = _chain_terms(output.chain, labels, attention_mask)
        terms.update(chain_terms)
        terms["chain"] = sum(
            (getattr(w, name) * value for name, value in chain_terms.items()),
            start=torch.zeros((), device=total.device),
        )
        total = total + w.chain * terms["chain"]
    if prototypes is not None:
        terms["proto"] = multi_positive_info_nce(output.features, prototypes, labels.types, config.info_nce_tau)
        terms["diversity"] = prototype_diversity(prototypes)
        total = total + w.proto * terms["proto"] + w.diversity * terms["diversity"]
    if output.gate_probs is not None:
        terms["balance"] = load_balance_loss(output.gate_probs)
        total = total + w.balance * terms["balance"]
    terms["total"] = total
    return terms


def _chain_terms(chain: ChainOutput, labels: BraceLabels, attention_mask: Tensor) -> dict[str, Tensor]:
    """The raw loss of each chain stage that was built and has a target kind in the batch."""
    terms: dict[str, Tensor] = {}
    if chain.type_logits is not None:
        terms["chain_type"] = masked_cross_entropy(chain.type_logits, labels.types)
    if chain.severity_logits is not None:
        terms["chain_severity"] = masked_cross_entropy(chain.severity_logits, labels.severity)
    if labels.topics is not None:
        terms["chain_topic"] = masked_cross_entropy(chain.topic_logits, labels.topics)
    if chain.indicator_logits is not None and labels.indicators is not None and labels.has_indicators is not None:
        # Window-level labels: a window shows an indicator if some real token does.
        padded = chain.indicator_logits.masked_fill(
            (attention_mask == 0).unsqueeze(-1), torch.finfo(chain.indicator_logits.dtype).min
        )
        terms["chain_indicator"] = masked_bce(padded.amax(dim=1), labels.indicators, labels.has_indicators)
    if chain.bio_logits is not None and labels.bio is not None:
        bio = labels.bio.masked_fill(attention_mask == 0, IGNORE)
        terms["chain_bio"] = masked_cross_entropy(chain.bio_logits, bio)
    return terms
