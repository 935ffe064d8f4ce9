"""Sparse retrieval over the pool (BM25 with `bm25s`) and the three ways of picking k demonstrations."""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import bm25s
import numpy as np
import Stemmer
from bm25s.stopwords import STOPWORDS_EN

from detectors.ariiha.pool import Demonstration, fingerprint
from detectors.ariiha.targets import NO_TARGET

_TOKEN = re.compile(r"[a-z0-9']+")
_STOP = frozenset(STOPWORDS_EN)


@dataclass(frozen=True, slots=True)
class Selection:
    """Chosen pool indices and their mean BM25 score against the query (the switch's similarity)."""

    indices: tuple[int, ...]
    similarity: float


class DemoIndex:
    """BM25 over the pool's texts; one scoring pass per query serves every selection strategy."""

    def __init__(self, pool: Sequence[Demonstration], *, k1: float = 1.5, b: float = 0.75) -> None:
        if not pool:
            raise ValueError("the demonstration pool is empty")
        self.pool = list(pool)
        self.k1, self.b = k1, b
        self._stemmer = Stemmer.Stemmer("english")
        self._bm25 = bm25s.BM25(k1=k1, b=b)
        self._bm25.index([self.tokens(d.text) or ["<empty>"] for d in self.pool], show_progress=False)
        self._targets = np.array([d.target or NO_TARGET for d in self.pool])

    def tokens(self, text: str) -> list[str]:
        """Lowercased, stop words dropped, Snowball-stemmed."""
        return list(self._stemmer.stemWords([t for t in _TOKEN.findall(text.lower()) if t not in _STOP]))

    def scores(self, text: str) -> np.ndarray[Any, np.dtype[np.float32]]:
        """BM25 of every pool item against `text` (zeros for a query with no known words)."""
        query = [t for t in self.tokens(text) if t in self._bm25.vocab_dict]
        if not query:
            return np.zeros(len(self.pool), dtype=np.float32)
        return np.asarray(self._bm25.get_scores(query), dtype=np.float32)

    def params(self) -> dict[str, Any]:
        """What a tuned threshold depends on: recorded with it, checked when it is loaded."""
        return {
            "retriever": f"bm25s {bm25s.__version__}",
            "k1": self.k1,
            "b": self.b,
            "tokenizer": "lowercase words, bm25s English stop words, Snowball English stemmer",
            "pool_size": len(self.pool),
            "pool_fingerprint": fingerprint(self.pool),
        }

    def reticl(self, scores: np.ndarray[Any, Any], k: int, exclude: Sequence[int] = ()) -> Selection:
        """RetICL: the k most similar items."""
        order = _by_score(scores, np.arange(len(scores)), k + len(exclude))
        picked = tuple(int(i) for i in order if int(i) not in set(exclude))[:k]
        return Selection(picked, _mean(scores, picked))

    def target_prioritized(
        self, scores: np.ndarray[Any, Any], k: int, target: str, similar: Sequence[str]
    ) -> Selection:
        """Exact-target items first, then each similar target in order, then BM25; each tier by score."""
        picked: list[int] = []
        tiers = list(dict.fromkeys([target, *similar])) if target != NO_TARGET else []
        for tier in tiers:
            if len(picked) >= k:
                break
            candidates = np.flatnonzero(self._targets == tier)
            picked += [int(i) for i in _by_score(scores, candidates, k - len(picked))]
        if len(picked) < k:
            picked += self.reticl(scores, k - len(picked), exclude=picked).indices
        return Selection(tuple(picked), _mean(scores, picked))

    def random(self, scores: np.ndarray[Any, Any], k: int, rng: random.Random) -> Selection:
        picked = tuple(rng.sample(range(len(self.pool)), min(k, len(self.pool))))
        return Selection(picked, _mean(scores, picked))


def _by_score(scores: np.ndarray[Any, Any], candidates: np.ndarray[Any, Any], k: int) -> list[int]:
    """The top-k candidates by score, best first; ties by pool order for determinism."""
    if k <= 0 or len(candidates) == 0:
        return []
    sub = scores[candidates]
    if len(candidates) > k:
        # argpartition finds the k-th score but picks among ties arbitrarily: keep everything
        # above it, then the earliest of those equal to it.
        kth = sub[np.argpartition(-sub, k - 1)[k - 1]]
        above = np.flatnonzero(sub > kth)
        tied = np.flatnonzero(sub == kth)[: k - len(above)]
        keep = np.concatenate([above, tied])
        candidates, sub = candidates[keep], sub[keep]
    order = np.lexsort((candidates, -sub))
    return [int(i) for i in candidates[order]]


def _mean(scores: np.ndarray[Any, Any], picked: Sequence[int]) -> float:
    return float(np.mean(scores[list(picked)])) if picked else 0.0
