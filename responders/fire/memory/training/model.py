"""The trainable sentence encoder: a Hugging Face encoder, mean-pooled and L2-normalised.

The same module is trained and exported, so the ONNX graph pools exactly as training did.
all-MiniLM-L6-v2 was trained as a mean-pooling sentence model, hence no CLS pooling.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import torch
import torch.nn.functional as F
from tokenizers import Tokenizer
from torch import Tensor, nn

from detectors.brace.model._masked import masked_mean
from detectors.brace.model.encoder import load_encoder
from responders.fire.memory.encoder import MAX_LENGTH, FloatArray, tokenize


class SentenceModule(nn.Module):
    """(input_ids, attention_mask) → (B, H) unit-norm embeddings."""

    def __init__(self, encoder: Any) -> None:
        super().__init__()
        self.encoder = encoder

    @classmethod
    def from_dir(cls, path: str | Path | None) -> SentenceModule:
        """Load a local encoder directory; None: the packaged all-MiniLM-L6-v2."""
        return cls(load_encoder(path))

    def forward(self, input_ids: Tensor, attention_mask: Tensor) -> Tensor:
        states = self.encoder(input_ids=input_ids, attention_mask=attention_mask).last_hidden_state
        return F.normalize(masked_mean(states, attention_mask), dim=-1)

    def freeze(self, embeddings: bool, layers: int) -> int:
        """Freeze the embeddings and/or the lowest `layers` transformer layers (BERT-style encoders).

        Returns:
            How many parameters were frozen.

        Raises:
            ValueError: The encoder has no `embeddings` / `encoder.layer`.
        """
        modules = []
        if embeddings or layers:
            if not hasattr(self.encoder, "embeddings") or not hasattr(getattr(self.encoder, "encoder", None), "layer"):
                raise ValueError("freezing needs a BERT-style encoder (embeddings, encoder.layer)")
            modules = ([self.encoder.embeddings] if embeddings else []) + list(self.encoder.encoder.layer)[:layers]
        frozen = 0
        for module in modules:
            for p in module.parameters():
                p.requires_grad_(False)
                frozen += p.numel()
        return frozen


class TorchEncoder:
    """A `SentenceModule` behind the serving `Encoder` protocol (dev scoring during training)."""

    def __init__(
        self, module: SentenceModule, tokenizer: Tokenizer, max_length: int = MAX_LENGTH, batch_size: int = 64
    ) -> None:
        self.module = module
        self.tokenizer = tokenizer
        self.max_length = max_length
        self.batch_size = batch_size

    @torch.no_grad()
    def encode(self, texts: Sequence[str]) -> FloatArray:
        was_training = self.module.training
        self.module.eval()
        device = next(self.module.parameters()).device
        chunks = []
        for start in range(0, len(texts), self.batch_size):
            ids, mask = tokenize(self.tokenizer, texts[start : start + self.batch_size], self.max_length)
            out = self.module(torch.from_numpy(ids).to(device), torch.from_numpy(mask).to(device))
            chunks.append(out.float().cpu().numpy())
        self.module.train(was_training)
        return np.concatenate(chunks).astype(np.float32)
