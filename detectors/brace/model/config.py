"""Sizes, switches and loss weights of the BRACE model, in one frozen dataclass.

The type head is one multi-class softmax over `TYPE_CLASSES` (benign at index 0, then
H1..H5): a window almost always carries one harm type, and a single softmax lets the
type head, the prototype bank (one class per row) and the binary head share the label.
A window labelled with several types trains on its first-listed one.
"""

from __future__ import annotations

from dataclasses import dataclass, field

TYPE_CLASSES = ("benign", "H1", "H2", "H3", "H4", "H5")
BENIGN = 0  # index of "benign" in TYPE_CLASSES; the binary label is `type != BENIGN`
BIO_TAGS = ("O", "B", "I")
IGNORE = -100  # label value for "not annotated": such a target contributes no loss


@dataclass(frozen=True, slots=True)
class LossWeights:
    """Weights of the loss terms; the defaults are the paper's where it gives one.

    `chain_indicator` and `chain_bio` are ours (the paper does not weight them): the
    indicator profile is auxiliary like the topic (0.3), and the evidence tags matter as
    much as severity because moderators see them (0.5).
    """

    binary: float = 1.0
    type: float = 0.5
    proto: float = 0.3
    chain: float = 0.1
    severity: float = 0.1
    diversity: float = 0.1
    balance: float = 0.01
    # Inside the chain loss.
    chain_type: float = 1.0
    chain_severity: float = 0.5
    chain_topic: float = 0.3
    chain_indicator: float = 0.3
    chain_bio: float = 0.5


@dataclass(frozen=True, slots=True)
class BraceModelConfig:
    """Everything that shapes a `BraceModel`; the encoder's hidden size comes from the encoder.

    Ablations: `use_chain=False` drops the Ordered Reasoning Chain (no topic, indicator,
    BIO or chain outputs; the final type and severity are the direct heads'),
    `use_prototypes=False` drops the memory bank (the type head reads the plain feature),
    `use_moe=False` replaces the expert mixture with one linear binary head.
    `chain_depth` k in 1..4 keeps stages 1..k (topic, indicators, severity, type); the
    BIO head needs stage 2. A blend term whose chain stage is cut falls back to the
    direct head alone: depth < 4 serves the direct type, depth < 3 the direct severity.
    """

    encoder_path: str | None = None  # a local Hugging Face encoder; None: the packaged MiniLM
    encoder_layers: int | None = None  # keep the encoder's lowest N layers (faster serving); None: all
    n_types: int = len(TYPE_CLASSES)
    n_severity: int = 5
    n_topics: int = 20
    n_indicators: int = 32
    n_bio: int = len(BIO_TAGS)
    feature_dim: int = 256  # window feature (prototype space) projected from the pooled vector
    chain_dim: int = 256  # token states inside the chain
    n_prototypes: int = 8  # K per type class
    top_k_prototypes: int = 2
    proto_heads: int = 4  # cross-attention heads; must divide feature_dim
    proto_temperature: float = 0.1  # initial value of the learnable top-k softmax temperature
    proto_noise: float = 0.5  # init noise norm, as a fraction of the class features' mean norm
    ema_momentum: float = 0.99
    replace_ratio: float = 0.1  # replace a prototype used below this fraction of its fair share
    replace_warmup: int = 200  # EMA updates over which the replacement threshold ramps up
    n_experts: int = 6  # one per harm type plus a general one
    expert_dim: int = 128
    dropout: float = 0.1
    blend: float = 0.7  # final logits = blend * direct + (1 - blend) * chain
    focal_alpha: float = 0.25
    focal_gamma: float = 2.0
    info_nce_tau: float = 0.07
    use_chain: bool = True
    use_prototypes: bool = True
    use_moe: bool = True
    chain_depth: int = 4
    weights: LossWeights = field(default_factory=LossWeights)

    def __post_init__(self) -> None:
        if not 1 <= self.chain_depth <= 4:
            raise ValueError(f"chain_depth must be 1..4, got {self.chain_depth}")
        if not 0.0 <= self.blend <= 1.0:
            raise ValueError(f"blend must be in [0, 1], got {self.blend}")
        if self.feature_dim % self.proto_heads:
            raise ValueError(f"proto_heads ({self.proto_heads}) must divide feature_dim ({self.feature_dim})")
        if not 1 <= self.top_k_prototypes <= self.n_prototypes:
            raise ValueError(f"top_k_prototypes must be 1..n_prototypes, got {self.top_k_prototypes}")
        if self.n_prototypes >= self.feature_dim:
            # The init noise is K orthonormal directions orthogonal to the class centroid.
            raise ValueError("n_prototypes must be smaller than feature_dim")

    def has_stage(self, stage: int) -> bool:
        """Whether chain stage `stage` (1 topic, 2 indicators, 3 severity, 4 type) is built.

        Args:
            stage: Stage number, 1..4.

        Returns:
            True when the chain is on and reaches that stage.
        """
        return self.use_chain and stage <= self.chain_depth
