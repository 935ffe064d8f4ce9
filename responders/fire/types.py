"""What FIRE's stages hand each other: hate types, targets, exemplars, evidence, analyses, drafts.

Hate types follow the FIRE paper: three rest on factual claims that evidence can answer
(misinformation, stereotype, conspiracy), two do not (dehumanization, non-factual).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from detectors.llm.types import LLMCall


class HateType(StrEnum):
    MISINFORMATION = "misinformation"  # a false factual claim about a group
    STEREOTYPE = "stereotype"  # a generalisation that assigns a trait to a whole group
    CONSPIRACY = "conspiracy"  # a group secretly causing or controlling events
    DEHUMANIZATION = "dehumanization"  # the group as animals, vermin, disease, objects
    NON_FACTUAL = "non_factual"  # insults, contempt, calls for exclusion without a claim


FACTUAL_TYPES = frozenset({HateType.MISINFORMATION, HateType.STEREOTYPE, HateType.CONSPIRACY})

# Multi-target CONAN's groups plus a few it lacks; "other" for the rest.
TARGETS = ("muslims", "migrants", "women", "lgbt+", "jews", "poc", "disabled", "roma", "asians", "other")


@dataclass(frozen=True, slots=True)
class Exemplar:
    """A worked example: hate speech, what kind it is, why, and a reply that answers it."""

    id: str
    hate_speech: str
    hate_type: HateType
    target: str
    reasoning: str
    counterspeech: str
    origin: str = "parry"  # "parry" (shipped, written for Parry) or "admin" (added by a server's admins)


@dataclass(frozen=True, slots=True)
class Evidence:
    """A passage from the evidence store, always with where it came from."""

    doc_id: str
    title: str
    source: str  # a URL or a full citation someone can check
    text: str
    score: float


@dataclass(frozen=True, slots=True)
class TypeScores:
    """The memory module's reading of a message: per-type scores over its nearest exemplars."""

    scores: dict[HateType, float]
    purity: float  # share of the retrieved neighbours that carry the predicted type
    neighbours: tuple[Exemplar, ...]

    @property
    def predicted(self) -> HateType:
        return max(self.scores, key=lambda t: self.scores[t])

    def top(self, n: int = 2) -> tuple[HateType, ...]:
        return tuple(sorted(self.scores, key=lambda t: -self.scores[t])[:n])


@dataclass(frozen=True, slots=True)
class Analysis:
    """The Hate Speech Analyst's answer (or, without an LLM, the memory module's)."""

    target: str
    hate_type: HateType
    reasoning: str
    query: str  # what to search the evidence store for
    source: str  # "llm" or "memory"
    purity: float | None = None  # the memory module's purity, when it was consulted
    candidates: tuple[HateType, ...] = ()  # the top-2 the analyst had to choose from (low purity)


@dataclass(frozen=True, slots=True)
class GateResult:
    passed: bool
    reasons: tuple[str, ...] = ()  # why it was rejected; empty when it passed
    scores: dict[str, float] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Draft:
    """A counterspeech reply and everything that went into it, for the audit trail."""

    text: str  # what would be posted, sources line included
    strategy: str  # "llm:<hate type>" or "template:<strategy>:<template id>"
    analysis: Analysis
    evidence: tuple[Evidence, ...]  # everything retrieved (moderators see it beside a held draft)
    cited: tuple[int, ...]  # 1-based indexes into `evidence` that the text cites
    template: bool  # written from the exemplar library, not by the LLM
    gate: GateResult
    rejected: tuple[str, ...] = ()  # why earlier attempts (an LLM draft) were thrown away
    calls: tuple[LLMCall, ...] = ()  # every LLM call made for this draft, failed ones included

    @property
    def needs_evidence(self) -> bool:
        return self.analysis.hate_type in FACTUAL_TYPES

    @property
    def auto_postable(self) -> bool:
        """Passed the gate, and where the hate rests on a factual claim, answers it with cited evidence."""
        return self.gate.passed and (not self.needs_evidence or bool(self.cited))
