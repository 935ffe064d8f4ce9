"""The binary harmful/benign head: a dense mixture of experts, or one linear layer for the ablation.

Six experts by default, meant as one per harm type plus a general one; nothing pins an
expert to a type, the gate learns the split. The gate is dense: all experts run (each is
a small MLP on one vector, so routing would save nothing) and their logits are mixed by
the softmax gate. `load_balance_loss` keeps the gate from starving experts.
"""

from __future__ import annotations

import torch
from torch import Tensor, nn


class MixtureOfExperts(nn.Module):
    """Harmful logit = sum_i gate_i(feature) * expert_i(feature)."""

    def __init__(self, dim: int, n_experts: int, expert_dim: int, dropout: float) -> None:
        """Build the gate and the experts.

        Args:
            dim: Width of the input feature.
            n_experts: Number of experts.
            expert_dim: Hidden width of each expert MLP.
            dropout: Dropout inside each expert.
        """
        super().__init__()
        self.gate = nn.Linear(dim, n_experts)
        self.experts = nn.ModuleList(
            nn.Sequential(nn.Linear(dim, expert_dim), nn.GELU(), nn.Dropout(dropout), nn.Linear(expert_dim, 1))
            for _ in range(n_experts)
        )

    def forward(self, features: Tensor) -> tuple[Tensor, Tensor]:
        """Mix the experts' logits.

        Args:
            features: (B, D).

        Returns:
            The harmful logit (B,) and the gate probabilities (B, E).
        """
        gate_probs = torch.softmax(self.gate(features), dim=-1)
        expert_logits = torch.cat([expert(features) for expert in self.experts], dim=-1)  # (B, E)
        return (gate_probs * expert_logits).sum(dim=-1), gate_probs


class LinearBinaryHead(nn.Module):
    """The `use_moe=False` ablation: one linear layer, no gate."""

    def __init__(self, dim: int, dropout: float) -> None:
        """Build the layer.

        Args:
            dim: Width of the input feature.
            dropout: Dropout before the layer.
        """
        super().__init__()
        self.head = nn.Sequential(nn.Dropout(dropout), nn.Linear(dim, 1))

    def forward(self, features: Tensor) -> tuple[Tensor, None]:
        """Score the features.

        Args:
            features: (B, D).

        Returns:
            The harmful logit (B,) and None (there is no gate).
        """
        logits: Tensor = self.head(features).squeeze(-1)
        return logits, None
