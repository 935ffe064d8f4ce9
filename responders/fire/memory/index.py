"""The memory index: nearest exemplars of a message, per-type scores, predicted type, purity.

Definitions (what `classify` returns, and what the evaluation reports):

- Similarity is the cosine between the message's embedding and an exemplar's `hate_speech`
  embedding (both L2-normalised here, whatever the encoder returns).
- **S_t**, the score of type t, is the mean similarity of the k most similar exemplars of
  type t (all of them when the index holds fewer than k of that type). This is "the top-k
  neighbours of type t among the top-K overall" with K = the whole index: with a smaller
  pool a type could be scored from one neighbour, or not at all, and the argmax would
  swing on it, while a full scan of a few thousand exemplars is one matrix product.
  A type with no exemplar in the index gets no score.
- The **predicted type** is the argmax of S_t (ties go to the type listed first in `HateType`).
- The **neighbours** are the k most similar exemplars overall, most similar first (ties by
  index order), and **purity** is the share of them whose type is the predicted one. Low
  purity means the neighbourhood is mixed; `ambiguous` then asks the analyst to choose
  between the top-2 types.

numpy only: exemplars are embedded once, when the index is built.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

from responders.fire.memory.encoder import Encoder
from responders.fire.types import Exemplar, HateType, TypeScores

FloatArray = npt.NDArray[np.float32]


def _normalise(vectors: FloatArray) -> FloatArray:
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    result: FloatArray = (vectors / np.maximum(norms, 1e-12)).astype(np.float32)
    return result


class MemoryIndex:
    """A fixed set of exemplars, embedded once, queried by cosine similarity."""

    def __init__(self, encoder: Encoder, exemplars: Sequence[Exemplar], k: int = 8) -> None:
        """Embed the exemplars.

        Args:
            encoder: Turns texts into vectors (`SentenceEncoder`, or a fake in tests).
            exemplars: The index; at least one.
            k: Neighbours per type for S_t, and overall for purity.

        Raises:
            ValueError: No exemplars, or k < 1.
        """
        if not exemplars:
            raise ValueError("the memory index needs at least one exemplar")
        if k < 1:
            raise ValueError(f"k must be at least 1, got {k}")
        self.encoder = encoder
        self.exemplars = tuple(exemplars)
        self.k = k
        self.vectors = _normalise(np.asarray(encoder.encode([e.hate_speech for e in self.exemplars]), np.float32))
        types = np.array([e.hate_type for e in self.exemplars])
        self._rows = {t: np.flatnonzero(types == t) for t in HateType if (types == t).any()}

    def similarities(self, texts: Sequence[str]) -> FloatArray:
        """Cosine similarity of each text (rows) to each exemplar (columns)."""
        queries = _normalise(np.asarray(self.encoder.encode(texts), np.float32))
        result: FloatArray = queries @ self.vectors.T
        return result

    def classify(self, text: str) -> TypeScores:
        """Per-type scores, purity and neighbours of one message."""
        return self.classify_many([text])[0]

    def classify_many(self, texts: Sequence[str]) -> list[TypeScores]:
        """`classify` for many messages, encoded in batches."""
        if not texts:
            return []
        sims = self.similarities(texts)
        per_type = {}
        for hate_type, rows in self._rows.items():
            keep = min(self.k, len(rows))
            # np.partition puts the `keep` largest in the last `keep` columns (unordered).
            per_type[hate_type] = np.partition(sims[:, rows], len(rows) - keep, axis=1)[:, -keep:].mean(axis=1)
        overall = min(self.k, len(self.exemplars))
        order = np.argsort(-sims, axis=1, kind="stable")[:, :overall]
        results = []
        for i in range(len(texts)):
            scores = {t: float(s[i]) for t, s in per_type.items()}
            neighbours = tuple(self.exemplars[j] for j in order[i])
            predicted = max(scores, key=lambda t: scores[t])
            purity = sum(n.hate_type == predicted for n in neighbours) / overall
            results.append(TypeScores(scores=scores, purity=purity, neighbours=neighbours))
        return results


def ambiguous(scores: TypeScores, threshold: float) -> bool:
    """Whether the analyst must choose between `scores.top(2)`: purity below `threshold` (tuned on dev)."""
    return scores.purity < threshold
