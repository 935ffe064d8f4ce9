"""ARIIHA as a pipeline detector: implicit hate on the judged message, through the configured LLM.

Without an LLM (or when it is down, slow or answers nonsense) every check comes back
unflagged with route "ariiha:unavailable" and the reason, within the LLM deadline: the
other detectors keep moderating.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Sequence

from detectors.ariiha.build import build_engine
from detectors.ariiha.config import AriihaConfig
from detectors.ariiha.engine import AriihaDecision
from detectors.ariiha.pool import Demonstration
from detectors.context import DetectorContext, LabelledText
from detectors.types import CheckResult, ConversationWindow, Severity


class AriihaDetector:
    """Retrieval-based in-context classification of the newest message of each window."""

    name = "ariiha"

    def __init__(self, config: AriihaConfig, context: DetectorContext) -> None:
        self.config = config
        self._llm = context.llm
        self._feedback = {f.id: _demonstration(f) for f in context.feedback} if config.feedback else {}
        self.engine, self.version = build_engine(config, context.llm, list(self._feedback.values()))

    async def learn(self, examples: Sequence[LabelledText]) -> None:
        """A moderator's label joins the pool at once (a relabelled message replaces its example)."""
        if not self.config.feedback or not examples:
            return
        feedback = self._feedback | {f.id: _demonstration(f) for f in examples}
        # The pool is rebuilt off the event loop; detection keeps the old engine until the swap.
        self.engine, self.version = await asyncio.to_thread(
            build_engine, self.config, self._llm, list(feedback.values())
        )
        self._feedback = feedback

    async def detect(self, windows: Sequence[ConversationWindow]) -> list[CheckResult]:
        return list(await asyncio.gather(*(self._one(w) for w in windows)))

    async def _one(self, window: ConversationWindow) -> CheckResult:
        text = window.target.message.text
        if not text.strip():
            return CheckResult(self.name, self.version, flagged=False, detail="empty message: nothing to judge",
                               route="ariiha:skipped")  # fmt: skip
        start = time.perf_counter()
        try:
            decision = await self.engine.decide(text, self.config.strategy)
        except Exception as exc:  # a bug here must cost one check, not the batch
            return CheckResult(self.name, self.version, flagged=False, error=f"{type(exc).__name__}: {exc}")
        latency = (time.perf_counter() - start) * 1000
        if decision.label is None:
            return CheckResult(self.name, self.version, flagged=False, route="ariiha:unavailable",
                               detail=_unavailable(decision), llm=decision.calls, latency_ms=latency)  # fmt: skip
        hate = decision.label == "hate"
        return CheckResult(
            name=self.name,
            version=self.version,
            flagged=hate,
            score=1.0 if hate else 0.0,
            labels=("hate",) if hate else (),
            scores={"hate": 1.0 if hate else 0.0},
            severity=Severity(self.config.severity) if hate else Severity.L0,
            detail=_detail(decision),
            route="ariiha:reticl" if decision.switched is not None else f"ariiha:{decision.strategy}",
            llm=decision.calls,
            latency_ms=latency,
        )

    def explain(self, result: CheckResult) -> str:
        return result.detail

    async def aclose(self) -> None:
        """The LLM client belongs to the runtime, which closes it."""


def _demonstration(example: LabelledText) -> Demonstration:
    return Demonstration(id=f"feedback:{example.id}", text=example.text, label=example.label)


def _unavailable(decision: AriihaDecision) -> str:
    failed = [c for c in decision.calls if c.error]
    reason = f"{failed[-1].outcome}: {failed[-1].error}" if failed else "no LLM configured"
    return f"no LLM verdict ({reason}); the other detectors decide"


def _detail(decision: AriihaDecision) -> str:
    final = decision.final
    assert final is not None
    parts = [
        f"{decision.label} by {decision.strategy}",
        f"target {decision.target} ({decision.target_source})",
        f"{len(final.selection.indices)} demonstrations, mean BM25 {final.selection.similarity:.2f}",
    ]
    if decision.switched is not None:
        parts.append("switched to RetICL after a shortcut rationale on far-off target demonstrations")
    if decision.truncated:
        parts.append("message cut to the LLM input limit")
    rationale = final.rationale.replace("\n", " ")[:240]
    return "; ".join(parts) + (f'. Rationale: "{rationale}"' if rationale else "")
