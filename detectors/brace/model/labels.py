"""Training targets for one batch, with "not annotated" spelled out per example.

Public data carries type and severity only; the seed corpus adds topics, indicators and
evidence tags. Every target can be missing for some examples, so a missing one is
`IGNORE` (-100) in an index tensor or `False` in `has_indicators`, and contributes
nothing to any loss.
"""

from __future__ import annotations

from dataclasses import dataclass

import torch
from torch import Tensor

from detectors.brace.model.config import BENIGN, IGNORE


@dataclass(frozen=True, slots=True)
class BraceLabels:
    """Targets for a batch of B windows of T tokens.

    Indicators are window-level (which of the 32 indicators occur): the token heatmap
    is trained on its maximum over the tokens, so annotators mark indicators per window
    and evidence spans per token, not both per token.
    """

    types: Tensor  # (B,) long: index into TYPE_CLASSES, or IGNORE
    severity: Tensor  # (B,) long: 0..4, or IGNORE
    topics: Tensor | None = None  # (B,) long: primary topic 0..19, or IGNORE
    indicators: Tensor | None = None  # (B, 32) float multi-hot
    has_indicators: Tensor | None = None  # (B,) bool: which rows of `indicators` are annotated
    bio: Tensor | None = None  # (B, T) long: 0 O, 1 B, 2 I; IGNORE for padding or unannotated

    def binary(self) -> Tensor:
        """Harmful (1.0) / benign (0.0) per example, IGNORE where the type is unknown.

        Returns:
            A (B,) float tensor.
        """
        harmful = (self.types != BENIGN).float()
        return torch.where(self.types == IGNORE, torch.full_like(harmful, IGNORE), harmful)
