"""What one `BraceModel.forward` returns."""

from __future__ import annotations

from dataclasses import dataclass, field

from torch import Tensor

from detectors.brace.model.chain import ChainOutput


@dataclass(frozen=True, slots=True)
class BraceOutput:
    """Logits for every head, the pieces the trainer needs, and the losses when labels were given.

    `type_logits` and `severity_logits` are the served ones: the 0.7/0.3 blend of the
    direct and chain heads (or the direct head alone where the chain stage is off).
    """

    type_logits: Tensor  # (B, n_types)
    severity_logits: Tensor  # (B, n_severity)
    binary_logits: Tensor  # (B,) logit of "harmful"
    type_direct: Tensor  # (B, n_types) from the prototype-augmented feature
    severity_direct: Tensor  # (B, n_severity) from the pooled feature
    chain: ChainOutput | None  # None when use_chain is off
    features: Tensor  # (B, feature_dim) before prototype fusion: what the bank is built from
    gate_probs: Tensor | None  # (B, n_experts); None when use_moe is off
    losses: dict[str, Tensor] = field(default_factory=dict)  # "total" plus each weighted term's raw value

    @property
    def topic_logits(self) -> Tensor | None:
        """(B, n_topics), or None without the chain."""
        return self.chain.topic_logits if self.chain is not None else None

    @property
    def indicator_logits(self) -> Tensor | None:
        """(B, T, n_indicators) heatmap logits, or None when the chain stops before stage 2."""
        return self.chain.indicator_logits if self.chain is not None else None

    @property
    def bio_logits(self) -> Tensor | None:
        """(B, T, n_bio) evidence tag logits, or None when the chain stops before stage 2."""
        return self.chain.bio_logits if self.chain is not None else None
