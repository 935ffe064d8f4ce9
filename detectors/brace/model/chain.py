"""The Ordered Reasoning Chain: topic, then indicators, then severity, then type.

Each stage reads the one before it and has its own supervision, so the type decision
is made from evidence the model had to locate first:

1. topic profile over the window (from the pooled vector);
2. a token-level heatmap of harm-language indicators, each token state conditioned on
   the projected topic distribution (added to it);
3. severity by attention pooling over the tokens, the attention score reading both the
   token state and its indicator heatmap;
4. type from the mean indicator features (token states and heatmap) plus the severity
   distribution.

Evidence tags (BIO) come from the indicator-stage token states, their heatmap and the
per-token maximum over the indicators.
"""

from __future__ import annotations

from dataclasses import dataclass

import torch
from torch import Tensor, nn

from detectors.brace.model._masked import masked_mean, masked_softmax
from detectors.brace.model.config import BraceModelConfig


@dataclass(frozen=True, slots=True)
class ChainOutput:
    """Logits of each chain stage; a stage cut off by `chain_depth` is None."""

    topic_logits: Tensor  # (B, n_topics)
    indicator_logits: Tensor | None  # (B, T, n_indicators)
    bio_logits: Tensor | None  # (B, T, n_bio)
    severity_logits: Tensor | None  # (B, n_severity)
    type_logits: Tensor | None  # (B, n_types)


class OrderedReasoningChain(nn.Module):
    """Stages 1..config.chain_depth of the chain, on the encoder's token and pooled states."""

    def __init__(self, hidden: int, config: BraceModelConfig) -> None:
        """Build the stages the config asks for.

        Args:
            hidden: The encoder's hidden size.
            config: Sizes and `chain_depth`.
        """
        super().__init__()
        self.depth = config.chain_depth
        dim = config.chain_dim
        self.dropout = nn.Dropout(config.dropout)
        self.topic_head = nn.Sequential(
            nn.Dropout(config.dropout), nn.Linear(hidden, dim), nn.GELU(), nn.Linear(dim, config.n_topics)
        )
        if self.depth >= 2:
            self.token_proj = nn.Linear(hidden, dim)
            self.topic_proj = nn.Linear(config.n_topics, dim)
            self.indicator_head = nn.Linear(dim, config.n_indicators)
            self.bio_head = nn.Linear(dim + config.n_indicators + 1, config.n_bio)
        if self.depth >= 3:
            self.attn_hidden = nn.Linear(dim, dim)
            self.attn_score = nn.Linear(dim, 1, bias=False)
            self.attn_heat = nn.Linear(config.n_indicators, 1, bias=False)
            self.severity_head = nn.Linear(dim, config.n_severity)
        if self.depth >= 4:
            self.type_head = nn.Sequential(
                nn.Linear(dim + config.n_indicators + config.n_severity, dim),
                nn.GELU(),
                nn.Dropout(config.dropout),
                nn.Linear(dim, config.n_types),
            )

    def forward(self, tokens: Tensor, pooled: Tensor, attention_mask: Tensor) -> ChainOutput:
        """Run the stages in order.

        Args:
            tokens: (B, T, H) encoder token states.
            pooled: (B, H) mean-pooled window vector.
            attention_mask: (B, T), 1 for real tokens.

        Returns:
            The logits of every built stage.
        """
        topic_logits = self.topic_head(pooled)
        if self.depth < 2:
            return ChainOutput(topic_logits, None, None, None, None)

        topic_context = self.topic_proj(torch.softmax(topic_logits, dim=-1))
        states = self.dropout(nn.functional.gelu(self.token_proj(tokens) + topic_context.unsqueeze(1)))
        indicator_logits = self.indicator_head(states)
        heat = torch.sigmoid(indicator_logits)
        peak = heat.amax(dim=-1, keepdim=True)
        bio_logits = self.bio_head(torch.cat([states, heat, peak], dim=-1))
        if self.depth < 3:
            return ChainOutput(topic_logits, indicator_logits, bio_logits, None, None)

        scores = self.attn_score(torch.tanh(self.attn_hidden(states))) + self.attn_heat(heat)
        weights = masked_softmax(scores.squeeze(-1), attention_mask)
        severity_logits = self.severity_head(self.dropout(torch.einsum("bt,btd->bd", weights, states)))
        if self.depth < 4:
            return ChainOutput(topic_logits, indicator_logits, bio_logits, severity_logits, None)

        summary = torch.cat(
            [
                masked_mean(states, attention_mask),
                masked_mean(heat, attention_mask),
                torch.softmax(severity_logits, dim=-1),
            ],
            dim=-1,
        )
        return ChainOutput(topic_logits, indicator_logits, bio_logits, severity_logits, self.type_head(summary))
