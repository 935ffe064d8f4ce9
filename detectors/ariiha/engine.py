"""ARIIHA's decision for one message: predict the target, retrieve, classify, and maybe switch.

Strategies: "zero" (no demonstrations), "random", "reticl" (BM25 top-k), "target"
(target-prioritized) and "ariiha": target-prioritized, replaced by RetICL only when the
target-prioritized demonstrations are lexically far from the message (mean BM25 at or
below the tuned threshold) *and* the classifier's rationale was a shortcut.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from detectors.ariiha.pool import Demonstration, Label
from detectors.ariiha.prompt import HateAnswer, TargetAnswer, classification_prompt, target_prompt
from detectors.ariiha.retrieval import DemoIndex, Selection
from detectors.ariiha.shortcut import is_shortcut
from detectors.ariiha.targets import NO_TARGET, TargetLexicon
from detectors.llm import LLMCall, LLMClient

Strategy = Literal["zero", "random", "reticl", "target", "ariiha"]
STRATEGIES: tuple[Strategy, ...] = ("zero", "random", "reticl", "target", "ariiha")


@dataclass(frozen=True, slots=True)
class Classification:
    """One classifier call with its demonstrations."""

    label: Label | None  # None: the LLM gave no usable answer
    rationale: str
    shortcut: bool
    selection: Selection
    call: LLMCall


@dataclass(frozen=True, slots=True)
class AriihaDecision:
    """What ARIIHA concluded about one message, and how."""

    label: Label | None  # None when the LLM was unavailable or gave nothing usable
    strategy: Strategy
    target: str
    target_source: Literal["llm", "lexicon"]
    first: Classification | None  # the target-prioritized (or only) classification
    switched: Classification | None  # the RetICL classification that replaced it, if any
    calls: tuple[LLMCall, ...]
    truncated: bool

    @property
    def final(self) -> Classification | None:
        """The classification the label came from: the switched one when it answered."""
        return self.switched if self.switched is not None and self.switched.label is not None else self.first


class AriihaEngine:
    """Retrieval, prompting and the adaptive switch over one pool and one LLM client."""

    def __init__(
        self,
        index: DemoIndex,
        lexicon: TargetLexicon,
        llm: LLMClient,
        *,
        k: int = 4,
        threshold: float = 0.0,
        target_predictor: Literal["llm", "lexicon"] = "llm",
        target_examples: Sequence[Demonstration] = (),
        seed: int = 0,
    ) -> None:
        self.index, self.lexicon, self.llm = index, lexicon, llm
        self.k, self.threshold = k, threshold
        self.target_predictor = target_predictor
        self.target_examples = list(target_examples)
        self._seed = seed

    @property
    def max_chars(self) -> int:
        return self.llm.config.max_input_chars

    async def predict_target(self, text: str) -> tuple[str, Literal["llm", "lexicon"], LLMCall | None]:
        """The LLM few-shot when configured and it names a group; the lexicon otherwise.

        An LLM "none" defers to the lexicon: a group the lexicon finds is a concrete cue
        for retrieval, and a wrong group costs less than no target-prioritization at all.
        """
        if self.target_predictor == "llm" and self.llm.available:
            prompt = target_prompt(text, self.target_examples, max_chars=self.max_chars)
            result = await self.llm.structured(prompt, TargetAnswer, purpose="ariiha.target")
            if result.value is not None and result.value.target != NO_TARGET:
                return result.value.target, "llm", result.call
            return self.lexicon.predict(text), "lexicon", result.call
        return self.lexicon.predict(text), "lexicon", None

    def select(self, strategy: Strategy, text: str, target: str, k: int | None = None) -> Selection:
        """The demonstrations a strategy gives the classifier ("ariiha" starts from "target")."""
        k = self.k if k is None else k
        scores = self.index.scores(text)
        if strategy == "zero" or k == 0:
            return Selection((), 0.0)
        if strategy == "random":
            # Seeded per message, so a resumed evaluation draws what an uninterrupted one would.
            return self.index.random(scores, k, random.Random(f"{self._seed}:{k}:{text}"))
        if strategy == "reticl":
            return self.index.reticl(scores, k)
        return self.index.target_prioritized(scores, k, target, self.lexicon.similar_to(target))

    async def classify(self, text: str, selection: Selection) -> Classification:
        demos = [self.index.pool[i] for i in selection.indices]
        prompt = classification_prompt(text, demos, max_chars=self.max_chars)
        result = await self.llm.structured(prompt, HateAnswer, purpose="ariiha.classify")
        answer = result.value
        rationale = answer.rationale if answer is not None else ""
        return Classification(
            label=answer.label if answer is not None else None,
            rationale=rationale,
            shortcut=is_shortcut(rationale),
            selection=selection,
            call=result.call,
        )

    def should_switch(self, first: Classification) -> bool:
        """The adaptive rule: far-off target demonstrations and a shortcut decision."""
        return first.label is not None and first.selection.similarity <= self.threshold and first.shortcut

    async def decide(self, text: str, strategy: Strategy = "ariiha", k: int | None = None) -> AriihaDecision:
        """Classify `text` with `strategy`; never raises for LLM faults (the label is then None)."""
        k = self.k if k is None else k
        calls: list[LLMCall] = []
        target: str = NO_TARGET
        source: Literal["llm", "lexicon"] = "lexicon"
        if strategy in ("target", "ariiha"):
            target, source, call = await self.predict_target(text)
            if call is not None:
                calls.append(call)
        truncated = len(text) > self.max_chars
        if not self.llm.available:
            return AriihaDecision(None, strategy, target, source, None, None, tuple(calls), truncated)
        first = await self.classify(text, self.select(strategy, text, target, k))
        calls.append(first.call)
        switched = None
        if strategy == "ariiha" and self.should_switch(first):
            alternative = self.select("reticl", text, target, k)
            if set(alternative.indices) != set(first.selection.indices):
                switched = await self.classify(text, alternative)
                calls.append(switched.call)
        label = switched.label if switched is not None and switched.label is not None else first.label
        return AriihaDecision(label, strategy, target, source, first, switched, tuple(calls), truncated)
