"""FAID's verbalizer: label words per class, their refinement, and class probabilities at the mask.

A cloze prompt ends in one `[MASK]`; the masked LM gives logits over the vocabulary
there. Each class owns a few label words, and its score is the mean probability of its
words (a softmax over the whole vocabulary, then the mean over the class's token ids).

The label words come from hand-written candidate lists (`ROUTER_CANDIDATES`,
`BINARY_CANDIDATES`) refined in two stages against the model's input word embeddings
(`refine`). A class's anchor is the first word of its list that is a single wordpiece in
the model's vocabulary: "obvious", "specific", "ambiguous", "harmless" and "hateful" as
listed, but BERT's uncased vocabulary splits "hateful" (hate ##ful), so with the MiniLM
tokenizer the hate anchor is the next word, "offensive".

1. Per class: drop words that are not one wordpiece in the model's vocabulary, rank the
   rest by cosine similarity to the class anchor, skip morphological variants of a word
   already kept ("ironically" after "ironic"), and keep the top `n_ex`.
2. For each kept word, the cosine similarities to every class's anchor; their standard
   deviation (population, ddof 0) is high for a word tied to one class and near zero for
   a word equally close to all. Keep the words above `min_std`, or (without `min_std`)
   the `keep` words with the highest deviation per class. The anchor always stays.

Everything here is written against `MaskScorer`, so it runs and is tested without the
model; the ONNX-backed scorer lives with the model code.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

import numpy as np
import Stemmer

from detectors.faid.template import BINARY_CLASSES, ROUTER_CLASSES

FORMAT_VERSION = 1

ROUTER_CANDIDATES: dict[str, tuple[str, ...]] = {
    "shallow": (
        "obvious", "clear", "explicit", "direct", "blatant", "plain", "simple", "overt", "open",
        "literal", "straightforward", "evident", "apparent", "visible", "blunt", "frank", "honest",
        "basic", "surface", "transparent", "manifest", "crude", "bold", "outright", "easy",
        "flagrant", "candid", "superficial", "shallow", "upfront", "unmistakable", "loud",
        "undisguised", "unambiguous",
    ),
    "targeted": (
        "specific", "political", "historical", "factual", "referential", "personal", "local",
        "topical", "particular", "concrete", "named", "current", "news", "public", "national",
        "regional", "geographic", "cultural", "religious", "contemporary", "recent", "famous",
        "notable", "identifiable", "partisan", "electoral", "civic", "institutional", "individual",
        "precise", "pointed", "targeted", "situational", "temporal", "newsworthy", "dated",
    ),
    "context": (
        "ambiguous", "subtle", "implicit", "ironic", "sarcastic", "vague", "coded", "hidden",
        "indirect", "veiled", "sly", "cryptic", "covert", "unclear", "obscure", "metaphorical",
        "figurative", "suggestive", "nuanced", "implied", "oblique", "disguised", "mysterious",
        "contextual", "mocking", "tricky", "elusive", "latent", "euphemistic", "underlying",
        "uncertain", "ambivalent", "playful", "joking", "puzzling", "insinuating",
    ),
}  # fmt: skip
"""Router label-word candidates; the first single-wordpiece word of each list is the class's anchor."""

BINARY_CANDIDATES: dict[str, tuple[str, ...]] = {
    "not_hate": (
        "harmless", "fine", "neutral", "ok", "okay", "normal", "benign", "innocent", "friendly",
        "polite", "kind", "respectful", "acceptable", "safe", "positive", "nice", "decent", "civil",
        "appropriate", "gentle", "good", "peaceful", "reasonable", "fair", "clean", "supportive",
        "innocuous", "inoffensive", "courteous", "welcoming", "pleasant", "tolerant", "calm",
        "sincere", "constructive", "warm", "benevolent",
    ),
    "hate": (
        "hateful", "offensive", "racist", "bigoted", "hostile", "toxic", "abusive", "sexist",
        "insulting", "derogatory", "discriminatory", "prejudiced", "hurtful", "demeaning", "rude",
        "vile", "nasty", "cruel", "violent", "threatening", "harmful", "disgusting", "homophobic",
        "xenophobic", "degrading", "contemptuous", "malicious", "aggressive", "intolerant", "mean",
        "misogynistic", "dehumanizing", "evil", "ignorant", "inflammatory", "savage", "wicked",
        "unacceptable", "sinister", "menacing", "inhuman",
    ),
}  # fmt: skip
"""Shallow-strategy label-word candidates; the first single-wordpiece word of each list is the anchor."""

assert tuple(ROUTER_CANDIDATES) == ROUTER_CLASSES
assert tuple(BINARY_CANDIDATES) == BINARY_CLASSES

DEFAULT_MIN_SHARED_PREFIX = 6
"""Two words sharing this many leading letters count as variants even with different stems."""

_STEMMER = Stemmer.Stemmer("english")


class MaskScorer(Protocol):
    """A masked LM seen from the verbalizer."""

    def mask_logits(self, texts: Sequence[str]) -> np.ndarray:
        """Vocabulary logits at the mask, [len(texts), vocab]; each text holds "[MASK]" once."""
        ...

    def token_id(self, word: str) -> int | None:
        """The vocabulary id of `word` if it is a single wordpiece, else None."""
        ...


class EmbeddingScorer(MaskScorer, Protocol):
    """A masked LM whose word embeddings can be read: what label-word refinement needs (training side)."""

    def word_embedding(self, token_id: int) -> np.ndarray:
        """The input word-embedding row of `token_id`."""
        ...


@dataclass(frozen=True)
class Verbalizer:
    """Label words per class and their token ids; `stats` keeps the refinement numbers.

    `words[c][0]` is class `c`'s anchor. `stats` has an entry for every word that passed
    stage 1 of `refine` (kept or not): its similarity to its own anchor and the standard
    deviation of its similarities to all anchors.
    """

    classes: tuple[str, ...]
    words: dict[str, tuple[str, ...]]
    token_ids: dict[str, tuple[int, ...]]
    stats: dict[str, dict[str, float]]

    def __post_init__(self) -> None:
        if not self.classes or len(set(self.classes)) != len(self.classes):
            raise ValueError(f"classes must be distinct and non-empty, got {self.classes}")
        if set(self.words) != set(self.classes) or set(self.token_ids) != set(self.classes):
            raise ValueError("words and token_ids must have exactly one entry per class")
        for c in self.classes:
            if not self.words[c]:
                raise ValueError(f"class {c!r} has no label words")
            if len(self.words[c]) != len(self.token_ids[c]):
                raise ValueError(f"class {c!r}: {len(self.words[c])} words but {len(self.token_ids[c])} token ids")

    @property
    def anchors(self) -> dict[str, str]:
        return {c: self.words[c][0] for c in self.classes}

    def check(self, scorer: MaskScorer) -> None:
        """Raise `ValueError` if the token ids do not match `scorer`'s vocabulary (a verbalizer for another model)."""
        for c in self.classes:
            for word, tid in zip(self.words[c], self.token_ids[c], strict=True):
                actual = scorer.token_id(word)
                if actual != tid:
                    raise ValueError(f"label word {word!r} ({c}) is token {tid} here but {actual} in the model")

    def to_json(self) -> str:
        payload = {
            "format": FORMAT_VERSION,
            "classes": list(self.classes),
            "words": {c: list(self.words[c]) for c in self.classes},
            "token_ids": {c: list(self.token_ids[c]) for c in self.classes},
            "stats": self.stats,
        }
        return json.dumps(payload, indent=2, ensure_ascii=False) + "\n"

    @classmethod
    def from_json(cls, text: str) -> Verbalizer:
        data: Any = json.loads(text)
        if not isinstance(data, dict) or data.get("format") != FORMAT_VERSION:
            raise ValueError(f"not a verbalizer file of format {FORMAT_VERSION}")
        classes = tuple(str(c) for c in data["classes"])
        return cls(
            classes=classes,
            words={c: tuple(str(w) for w in data["words"][c]) for c in classes},
            token_ids={c: tuple(int(t) for t in data["token_ids"][c]) for c in classes},
            stats={str(w): {str(k): float(v) for k, v in s.items()} for w, s in data["stats"].items()},
        )


def is_variant(a: str, b: str, *, min_shared_prefix: int = DEFAULT_MIN_SHARED_PREFIX) -> bool:
    """Whether two words are morphological variants: the same Snowball English stem, or a long shared prefix."""
    a, b = a.lower(), b.lower()
    if _STEMMER.stemWord(a) == _STEMMER.stemWord(b):
        return True
    n = min_shared_prefix
    return len(a) >= n and len(b) >= n and a[:n] == b[:n]


def _unit(vector: np.ndarray) -> np.ndarray:
    v = np.asarray(vector, dtype=np.float64).reshape(-1)
    norm = float(np.linalg.norm(v))
    return v / norm if norm > 0 else v


def refine(
    candidates: Mapping[str, Sequence[str]],
    scorer: EmbeddingScorer,
    *,
    n_ex: int = 12,
    min_std: float | None = None,
    keep: int = 8,
    min_shared_prefix: int = DEFAULT_MIN_SHARED_PREFIX,
) -> Verbalizer:
    """Two-stage label-word refinement (module docstring); classes in `candidates` order.

    Stage 2 keeps the words whose std is strictly above `min_std` when it is given,
    otherwise the anchor plus the `keep - 1` other words with the highest std (ties by
    anchor similarity). Kept words come anchor first, then by std, highest first.
    Raises `ValueError` if a word is listed for two classes or a class has no
    single-wordpiece candidate.
    """
    if n_ex < 1 or keep < 1:
        raise ValueError(f"n_ex and keep must be >= 1, got n_ex={n_ex}, keep={keep}")
    classes = tuple(candidates)
    if len(classes) < 2:
        raise ValueError("need at least two classes")
    owner: dict[str, str] = {}
    for c in classes:
        if not candidates[c]:
            raise ValueError(f"class {c!r} has no candidates")
        for w in candidates[c]:
            if owner.setdefault(w, c) != c:
                raise ValueError(f"candidate {w!r} is listed for both {owner[w]!r} and {c!r}")

    anchors: dict[str, tuple[str, int]] = {}
    for c in classes:
        for w in candidates[c]:
            tid = scorer.token_id(w)
            if tid is not None:
                anchors[c] = (w, tid)
                break
        else:
            raise ValueError(f"class {c!r} has no candidate that is a single wordpiece")
    anchor_matrix = np.stack([_unit(scorer.word_embedding(tid)) for _, tid in anchors.values()])

    # Stage 1: single wordpieces, ranked by similarity to the own anchor, variants skipped.
    stage1: dict[str, list[tuple[str, int, np.ndarray]]] = {}
    for ci, c in enumerate(classes):
        anchor, anchor_id = anchors[c]
        scored: list[tuple[float, int, str, int, np.ndarray]] = []
        seen: set[str] = set()
        for order, w in enumerate(candidates[c]):
            tid = scorer.token_id(w)
            if tid is None or w in seen:
                continue
            seen.add(w)
            sims = anchor_matrix @ _unit(scorer.word_embedding(tid))
            scored.append((float(sims[ci]), order, w, tid, sims))
        scored.sort(key=lambda s: (s[2] != anchor, -s[0], s[1]))  # anchor first, then by similarity
        kept: list[tuple[str, int, np.ndarray]] = []
        for _, _, w, tid, sims in scored:
            if len(kept) == n_ex:
                break
            if any(is_variant(w, k, min_shared_prefix=min_shared_prefix) for k, _, _ in kept):
                continue
            kept.append((w, tid, sims))
        assert kept and kept[0][1] == anchor_id
        stage1[c] = kept

    # Stage 2: spread of the similarities to all anchors.
    stats: dict[str, dict[str, float]] = {}
    words: dict[str, tuple[str, ...]] = {}
    token_ids: dict[str, tuple[int, ...]] = {}
    for ci, c in enumerate(classes):
        rows = [(w, tid, float(sims[ci]), float(np.std(sims))) for w, tid, sims in stage1[c]]
        for w, _, anchor_sim, std in rows:
            stats[w] = {"anchor_sim": anchor_sim, "std": std}
        anchor_row, others = rows[0], rows[1:]
        others.sort(key=lambda r: (-r[3], -r[2]))
        if min_std is not None:
            chosen = [r for r in others if r[3] > min_std]
        else:
            chosen = others[: keep - 1]
        final = [anchor_row, *chosen]
        words[c] = tuple(r[0] for r in final)
        token_ids[c] = tuple(r[1] for r in final)
    return Verbalizer(classes=classes, words=words, token_ids=token_ids, stats=stats)


def class_probs(logits: np.ndarray, verbalizer: Verbalizer) -> tuple[np.ndarray, np.ndarray]:
    """Per-class mean label-word probability, and the same normalised to sum to 1 per row.

    `logits` is [batch, vocab] at the mask; the softmax runs over the whole vocabulary.
    Returns two [batch, n_classes] float64 arrays, columns in `verbalizer.classes` order.
    """
    x = np.asarray(logits, dtype=np.float64)
    if x.ndim != 2:
        raise ValueError(f"logits must be [batch, vocab], got shape {x.shape}")
    top = max(max(ids) for ids in verbalizer.token_ids.values())
    if top >= x.shape[1]:
        raise ValueError(f"label token id {top} is outside a vocabulary of {x.shape[1]}")
    x = x - x.max(axis=1, keepdims=True)
    probs = np.exp(x)
    probs /= probs.sum(axis=1, keepdims=True)
    mean = np.stack([probs[:, list(verbalizer.token_ids[c])].mean(axis=1) for c in verbalizer.classes], axis=1)
    total = mean.sum(axis=1, keepdims=True)
    normalised = np.divide(mean, total, out=np.full_like(mean, 1.0 / mean.shape[1]), where=total > 0)
    return mean, normalised


def predict(logits: np.ndarray, verbalizer: Verbalizer) -> list[str]:
    """The class with the highest mean label-word probability, per row."""
    mean, _ = class_probs(logits, verbalizer)
    return [verbalizer.classes[i] for i in mean.argmax(axis=1)]
