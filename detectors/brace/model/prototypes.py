"""The prototype memory bank: K learned prototypes per type class, read by cross-attention.

Reading: cosine similarity of the window feature to every prototype; per class, the
top-k (2) prototypes are mixed by a softmax with a learnable temperature into one
class summary; the feature attends over the C summaries (multi-head cross-attention,
query = feature) and the result is added back with a LayerNorm.

Writing happens outside autograd, driven by the trainer:

- `init_prototypes` (after the first epoch) puts a class's K prototypes at its feature
  centroid plus K orthonormal noise directions, orthogonal to the centroid too, so they
  start distinct in angle.
- `update_prototypes` (after each step) moves the closest prototype of the true class
  toward the mean of the features assigned to it by an EMA (momentum m = 0.99), and
  keeps an EMA of how often each prototype is the closest one.
- Soft replacement, inside `update_prototypes`: a prototype whose usage falls below a
  graduated threshold, `replace_ratio / K * min(1, updates / replace_warmup)` (nothing
  is replaced right after init; at full strength, below 10% of a fair 1/K share), is
  moved halfway toward the class example that the bank covers worst (lowest best
  similarity), and its usage is reset to 1/K. At most one per class per update.

The prototypes are also an `nn.Parameter`: the InfoNCE and diversity losses train them
between the EMA writes.
"""

from __future__ import annotations

import math

import torch
import torch.nn.functional as F
from torch import Tensor, nn

from detectors.brace.model.config import IGNORE, BraceModelConfig


class PrototypeMemory(nn.Module):
    """A (C, K, D) prototype bank with top-k retrieval and cross-attention fusion."""

    def __init__(self, config: BraceModelConfig) -> None:
        """Build a bank with orthogonally initialised prototypes (random directions until `init_prototypes`).

        Args:
            config: `n_types` (C), `n_prototypes` (K), `feature_dim` (D) and the update rules.
        """
        super().__init__()
        self.config = config
        n_classes, n_protos, dim = config.n_types, config.n_prototypes, config.feature_dim
        bank = torch.empty(n_classes * n_protos, dim)
        nn.init.orthogonal_(bank)
        self.prototypes = nn.Parameter(bank.reshape(n_classes, n_protos, dim) * math.sqrt(dim))
        self.log_temperature = nn.Parameter(torch.tensor(math.log(config.proto_temperature)))
        self.attention = nn.MultiheadAttention(dim, config.proto_heads, dropout=config.dropout, batch_first=True)
        self.dropout = nn.Dropout(config.dropout)
        self.norm = nn.LayerNorm(dim)
        self.usage: Tensor
        self.updates: Tensor
        self.register_buffer("usage", torch.full((n_classes, n_protos), 1.0 / n_protos))
        self.register_buffer("updates", torch.zeros((), dtype=torch.long))

    def forward(self, features: Tensor) -> Tensor:
        """Fuse the selected prototypes into the features.

        Args:
            features: (B, D) window features.

        Returns:
            (B, D) prototype-augmented features.
        """
        sims = self.similarity(features)  # (B, C, K)
        top_sims, top_idx = sims.topk(self.config.top_k_prototypes, dim=-1)
        # Floor the temperature so the softmax cannot turn into a hard argmax and stop learning.
        temperature = self.log_temperature.exp().clamp(min=1e-2)
        # softmax runs in fp32 under autocast; scatter needs the destination's dtype (bf16 on GPU).
        weights = torch.softmax(top_sims / temperature, dim=-1).to(sims.dtype)
        mix = torch.zeros_like(sims).scatter(-1, top_idx, weights)
        summaries = torch.einsum("bck,ckd->bcd", mix, self.prototypes)
        attended, _ = self.attention(features.unsqueeze(1), summaries, summaries, need_weights=False)
        augmented: Tensor = self.norm(features + self.dropout(attended.squeeze(1)))
        return augmented

    def similarity(self, features: Tensor) -> Tensor:
        """Cosine similarity of each feature to each prototype.

        Args:
            features: (B, D).

        Returns:
            (B, C, K).
        """
        return torch.einsum("bd,ckd->bck", F.normalize(features, dim=-1), F.normalize(self.prototypes, dim=-1))

    @torch.no_grad()
    def init_prototypes(self, features: Tensor, labels: Tensor) -> None:
        """Reset each class's prototypes to its centroid plus orthogonal noise.

        A class with no example keeps its prototypes. Usage and the update count restart.

        Args:
            features: (N, D) window features of (a sample of) the training set.
            labels: (N,) class indices; IGNORE rows are skipped.
        """
        n_protos, dim = self.config.n_prototypes, self.config.feature_dim
        for c in range(self.config.n_types):
            members = features[labels == c].to(self.prototypes)
            if len(members) == 0:
                continue
            centroid = members.mean(dim=0)
            direction = F.normalize(centroid, dim=0)
            noise = torch.randn(dim, n_protos, dtype=centroid.dtype, device=centroid.device)
            noise -= torch.outer(direction, direction @ noise)
            basis, _ = torch.linalg.qr(noise)  # (D, K) orthonormal columns, all orthogonal to the centroid
            scale = self.config.proto_noise * members.norm(dim=-1).mean()
            self.prototypes[c] = centroid + scale * basis.T
        self.usage.fill_(1.0 / n_protos)
        self.updates.zero_()

    @torch.no_grad()
    def update_prototypes(self, features: Tensor, labels: Tensor) -> None:
        """EMA-move the closest prototype of each example's class; replace starving ones.

        Features assigned to the same prototype in one batch are averaged first, so a
        prototype moves once per batch: new = m * old + (1 - m) * mean(features).

        Args:
            features: (B, D) window features (detached here).
            labels: (B,) class indices; IGNORE rows are skipped.
        """
        momentum, n_protos = self.config.ema_momentum, self.config.n_prototypes
        ramp = min(1.0, float(self.updates) / max(1, self.config.replace_warmup))
        threshold = self.config.replace_ratio / n_protos * ramp
        features = features.detach().to(self.prototypes)
        for c in torch.unique(labels[labels != IGNORE]).tolist():
            members = features[labels == c]
            sims = F.normalize(members, dim=-1) @ F.normalize(self.prototypes[c], dim=-1).T  # (n, K)
            assign = F.one_hot(sims.argmax(dim=-1), n_protos).to(members.dtype)
            counts = assign.sum(dim=0)
            hit = counts > 0
            means = (assign.T @ members)[hit] / counts[hit].unsqueeze(-1)
            self.prototypes[c, hit] = momentum * self.prototypes[c, hit] + (1 - momentum) * means
            self.usage[c] = momentum * self.usage[c] + (1 - momentum) * counts / counts.sum()
            if bool((self.usage[c] < threshold).any()):
                starving = int(self.usage[c].argmin())
                worst = members[sims.amax(dim=-1).argmin()]
                self.prototypes[c, starving] = 0.5 * (self.prototypes[c, starving] + worst)
                self.usage[c, starving] = 1.0 / n_protos
        self.updates += 1
