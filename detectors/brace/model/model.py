"""`BraceModel`: encoder, reasoning chain, prototype bank, direct heads and the binary expert mixture.

input_ids ─► encoder ─► token states, mean-pooled vector ─► chain ─► topic, indicators, BIO,
                                       │                             chain severity, chain type
                                       └─► feature ─┬─► direct severity
                                                    └─► prototype fusion ─┬─► direct type
                                                                          └─► expert mixture ─► binary
type, severity = 0.7 · direct + 0.3 · chain
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from torch import Tensor, nn

from detectors.brace.model.chain import OrderedReasoningChain
from detectors.brace.model.config import BraceModelConfig
from detectors.brace.model.encoder import encode, load_encoder
from detectors.brace.model.labels import BraceLabels
from detectors.brace.model.moe import LinearBinaryHead, MixtureOfExperts
from detectors.brace.model.objective import brace_losses
from detectors.brace.model.outputs import BraceOutput
from detectors.brace.model.prototypes import PrototypeMemory

if TYPE_CHECKING:
    from transformers import PreTrainedModel


def blend_logits(direct: Tensor, chain: Tensor | None, weight: float) -> Tensor:
    """Mix a direct head with its chain counterpart: weight · direct + (1 - weight) · chain.

    Args:
        direct: Logits of the direct head.
        chain: Logits of the chain stage, or None when that stage is off.
        weight: Share of the direct head (0.7 in the paper).

    Returns:
        The blended logits; `direct` unchanged when there is no chain stage.
    """
    if chain is None:
        return direct
    return weight * direct + (1.0 - weight) * chain


class BraceModel(nn.Module):
    """The BRACE classifier over conversation windows (training side; serving runs its ONNX export)."""

    def __init__(self, config: BraceModelConfig | None = None, encoder: PreTrainedModel | None = None) -> None:
        """Assemble the model.

        Args:
            config: Sizes and switches; the defaults when None.
            encoder: A Hugging Face encoder with `config.hidden_size`; when None it is
                loaded from `config.encoder_path` (the packaged MiniLM by default) and cut
                to `config.encoder_layers`.
        """
        super().__init__()
        self.config = config = config or BraceModelConfig()
        self.encoder = encoder if encoder is not None else load_encoder(config.encoder_path, config.encoder_layers)
        hidden: int = self.encoder.config.hidden_size
        dim = config.feature_dim
        self.project = nn.Sequential(nn.Linear(hidden, dim), nn.LayerNorm(dim))
        self.chain = OrderedReasoningChain(hidden, config) if config.use_chain else None
        self.memory = PrototypeMemory(config) if config.use_prototypes else None
        self.dropout = nn.Dropout(config.dropout)
        self.type_head = nn.Linear(dim, config.n_types)
        self.severity_head = nn.Linear(dim, config.n_severity)
        self.binary_head: MixtureOfExperts | LinearBinaryHead = (
            MixtureOfExperts(dim, config.n_experts, config.expert_dim, config.dropout)
            if config.use_moe
            else LinearBinaryHead(dim, config.dropout)
        )

    def forward(self, input_ids: Tensor, attention_mask: Tensor, labels: BraceLabels | None = None) -> BraceOutput:
        """Score a batch of windows, and compute the losses when labels are given.

        Args:
            input_ids: (B, T) token ids.
            attention_mask: (B, T), 1 for real tokens.
            labels: Targets; None at inference.

        Returns:
            Every head's logits; `losses` is filled only when `labels` is given.
        """
        tokens, pooled = encode(self.encoder, input_ids, attention_mask)
        features = self.project(pooled)
        augmented = self.memory(features) if self.memory is not None else features
        chain = self.chain(tokens, pooled, attention_mask) if self.chain is not None else None
        type_direct = self.type_head(self.dropout(augmented))
        severity_direct = self.severity_head(self.dropout(features))
        binary_logits, gate_probs = self.binary_head(augmented)
        blend = self.config.blend
        output = BraceOutput(
            type_logits=blend_logits(type_direct, chain.type_logits if chain else None, blend),
            severity_logits=blend_logits(severity_direct, chain.severity_logits if chain else None, blend),
            binary_logits=binary_logits,
            type_direct=type_direct,
            severity_direct=severity_direct,
            chain=chain,
            features=features,
            gate_probs=gate_probs,
        )
        if labels is None:
            return output
        prototypes = self.memory.prototypes if self.memory is not None else None
        return replace(output, losses=brace_losses(output, labels, attention_mask, self.config, prototypes))

    def init_prototypes(self, features: Tensor, labels: Tensor) -> None:
        """Seed the prototype bank from class centroids (after the first epoch); no-op without a bank.

        Args:
            features: (N, feature_dim) `BraceOutput.features` collected over the epoch.
            labels: (N,) type indices.
        """
        if self.memory is not None:
            self.memory.init_prototypes(features, labels)

    def update_prototypes(self, features: Tensor, labels: Tensor) -> None:
        """EMA-update the prototype bank after an optimiser step; no-op without a bank.

        Args:
            features: (B, feature_dim) `BraceOutput.features` of the step's batch.
            labels: (B,) type indices.
        """
        if self.memory is not None:
            self.memory.update_prototypes(features, labels)

    def parameter_groups(self, encoder_lr: float = 2e-5, head_lr: float = 1e-4) -> list[dict[str, Any]]:
        """Optimiser groups: the pretrained encoder gets a smaller learning rate than the new modules.

        Args:
            encoder_lr: Learning rate of the encoder.
            head_lr: Learning rate of everything else.

        Returns:
            Two parameter groups for a torch optimiser.
        """
        encoder_ids = {id(p) for p in self.encoder.parameters()}
        heads = [p for p in self.parameters() if id(p) not in encoder_ids]
        return [{"params": list(self.encoder.parameters()), "lr": encoder_lr}, {"params": heads, "lr": head_lr}]
