"""FAID as a pipeline detector: route each judged message, then handle it by its route.

- Router (ONNX, every message) -> "shallow", "targeted" or "context".
- Shallow: the prompt-tuned binary classifier on the raw message (milliseconds, no LLM).
- Targeted: the LLM's neutral explanation of the message's references (when an LLM is
  configured and `explain` is on), then the P-tuned classifier on message + explanation.
  No LLM, or no usable explanation: the same model on the raw message; the route says so.
- Context-Dependent: the ACE Generator with the playbook and ARIIHA demonstrations; the
  verdict cites the playbook bullets it used. No LLM, or no usable answer: the Targeted
  model on the raw message; the route says so.
- With `escalate_band` set, a message routed Targeted or Context-Dependent that Shallow
  reads with confidence keeps Shallow's verdict (route "faid:shallow-sure", no LLM call).

The three ONNX models run micro-batched per route; LLM calls run concurrently within the
client's limit and deadline. Nothing here raises for one bad window.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace

import numpy as np

from detectors.ariiha.engine import AriihaEngine
from detectors.ariiha.pool import load_jsonl_pool, with_targets
from detectors.ariiha.retrieval import DemoIndex
from detectors.ariiha.targets import TargetLexicon
from detectors.context import DetectorContext
from detectors.faid.ace.agents import AceAgents, Judgement
from detectors.faid.ace.playbook import load_playbook
from detectors.faid.ace.strategy import ContextJudge
from detectors.faid.config import FaidConfig
from detectors.faid.escalation import COSTLY_ROUTES, escalates
from detectors.faid.explain import NOTHING_TO_EXPLAIN, Explanation, explain
from detectors.faid.scorer import FaidModelError, OnnxMaskScorer, load_verbalizer
from detectors.faid.template import ROUTER_CLASSES, binary_prompt, fit_targeted_prompt, router_prompt
from detectors.faid.verbalizer import Verbalizer, class_probs
from detectors.llm import LLMCall
from detectors.paths import resolve_path
from detectors.types import CheckResult, ConversationWindow, Severity

REBUILD = {
    "router": "parry train faid-router && parry export faid-router",
    "shallow": "parry train faid-shallow && parry export faid-shallow",
    "targeted": "parry train faid-targeted && parry export faid-targeted",
}


@dataclass(frozen=True, slots=True)
class _Model:
    scorer: OnnxMaskScorer
    verbalizer: Verbalizer

    def hate_probability(self, prompts: Sequence[str]) -> np.ndarray:
        if not prompts:
            return np.zeros(0)
        _, probs = class_probs(self.scorer.mask_logits(prompts), self.verbalizer)
        return probs[:, list(self.verbalizer.classes).index("hate")]


def _open(kind: str, directory: str, threads: int) -> _Model:
    try:
        scorer = OnnxMaskScorer(directory, threads=threads)
        verbalizer = load_verbalizer(directory)
        verbalizer.check(scorer)
    except FaidModelError as exc:
        raise FaidModelError(f"{exc}; for the {kind} model: `{REBUILD[kind]}`") from exc
    except ValueError as exc:
        raise FaidModelError(f"FAID {kind} model in {directory}: {exc}; rebuild it with `{REBUILD[kind]}`") from exc
    return _Model(scorer, verbalizer)


class FaidDetector:
    """Implicit hate on the newest message of each window (module docstring)."""

    name = "faid"

    def __init__(self, config: FaidConfig, context: DetectorContext) -> None:
        self.config = config
        self.llm = context.llm
        self.router = _open("router", config.router_dir, config.threads)
        if tuple(self.router.verbalizer.classes) != ROUTER_CLASSES:
            raise FaidModelError(f"FAID router model in {config.router_dir} has classes "
                                 f"{self.router.verbalizer.classes}, not {ROUTER_CLASSES}; "
                                 f"point router_dir at `{REBUILD['router']}`'s output")  # fmt: skip
        self.shallow = _open("shallow", config.shallow_dir, config.threads)
        self.targeted = _open("targeted", config.targeted_dir, config.threads)
        playbook = load_playbook(resolve_path(config.playbook))
        lexicon = TargetLexicon.load()
        pool = with_targets(load_jsonl_pool(config.demo_pool), lexicon, None) if config.k else []
        engine = AriihaEngine(DemoIndex(pool), lexicon, self.llm, k=config.k) if pool else None
        self.playbook_version = f"{playbook.name}@{playbook.fingerprint()[:12]}"
        self.judge = ContextJudge(AceAgents(self.llm), playbook, self.playbook_version, engine)
        self.version = (
            f"router {self.router.scorer.version[:8]}, shallow {self.shallow.scorer.version[:8]}, "
            f"targeted {self.targeted.scorer.version[:8]}, playbook {self.playbook_version}"
        )

    def _targeted_prompts(self, texts: Sequence[str], explanations: Sequence[str]) -> list[str]:
        scorer = self.targeted.scorer
        return [
            fit_targeted_prompt(t, e, count_tokens=scorer.count_tokens, max_tokens=scorer.max_length)
            for t, e in zip(texts, explanations, strict=True)
        ]

    async def detect(self, windows: Sequence[ConversationWindow]) -> list[CheckResult]:
        start = time.perf_counter()
        texts = [w.target.message.text for w in windows]
        results: list[CheckResult | None] = [None] * len(windows)
        todo = []
        for i, text in enumerate(texts):
            if text.strip():
                todo.append(i)
            else:
                results[i] = CheckResult(self.name, self.version, flagged=False, route="faid:skipped",
                                         detail="empty message: nothing to judge")  # fmt: skip
        band, min_score = self.config.escalate_band, self.config.min_score
        try:
            # ONNX Runtime off the event loop, as BRACE does: the loop keeps taking messages.
            routes = await asyncio.to_thread(self._route, [texts[i] for i in todo])
            route_of = dict(zip(todo, routes, strict=True))
            routed_ms = (time.perf_counter() - start) * 1000
            # With a band, Shallow also reads every costly-routed message, before any LLM call.
            first = [i for i in todo if route_of[i] == "shallow" or band is not None]
            outcomes: dict[int, _Outcome] = {}
            for i, o in zip(first, await self._shallow([texts[i] for i in first]), strict=True):
                if route_of[i] not in COSTLY_ROUTES:
                    outcomes[i] = o
                elif not escalates(o.score, min_score, band):
                    note = f"Shallow is sure (p(hate) not within {band} of {min_score}): not escalated"
                    outcomes[i] = replace(o, route="faid:shallow-sure", note=note)
            escalated = {c: [i for i in todo if route_of[i] == c and i not in outcomes] for c in COSTLY_ROUTES}
            async with asyncio.TaskGroup() as group:  # one route failing cancels the other's LLM calls
                targeted_task = group.create_task(self._targeted([texts[i] for i in escalated["targeted"]]))
                context_task = group.create_task(self._context([texts[i] for i in escalated["context"]]))
        except Exception as exc:  # a model failure costs this batch's FAID checks, not the pipeline
            cause = exc.exceptions[0] if isinstance(exc, ExceptionGroup) else exc
            error = f"{type(cause).__name__}: {cause}"
            return [r or CheckResult(self.name, self.version, flagged=False, error=error) for r in results]
        for route, task in (("targeted", targeted_task), ("context", context_task)):
            outcomes.update(zip(escalated[route], task.result(), strict=True))
        for i, outcome in outcomes.items():
            results[i] = self._result(route_of[i], outcome, routed_ms)
        return [r for r in results if r is not None]

    def _route(self, texts: Sequence[str]) -> list[str]:
        if not texts:
            return []
        scorer = self.router.scorer
        _, probs = class_probs(scorer.mask_logits(scorer.prompts(texts, router_prompt)), self.router.verbalizer)
        return [ROUTER_CLASSES[int(k)] for k in probs.argmax(axis=1)]

    @property
    def shallow_min_score(self) -> float:
        return self.config.min_score

    async def shallow_hate(self, texts: Sequence[str]) -> list[float]:
        """p(hate) from the Shallow classifier alone: no router, no LLM (FIRE's gate on its own drafts)."""
        return [o.score for o in await self._shallow(texts)]

    async def _shallow(self, texts: Sequence[str]) -> list[_Outcome]:
        started = time.perf_counter()
        model = self.shallow
        p = await asyncio.to_thread(lambda: model.hate_probability(model.scorer.prompts(texts, binary_prompt)))
        ms = (time.perf_counter() - started) * 1000 / max(1, len(texts))
        return [_Outcome("faid:shallow", float(x), "", (), ms) for x in p]

    async def _targeted(self, texts: Sequence[str], *, fallback_from: str = "") -> list[_Outcome]:
        started = time.perf_counter()
        if self.config.explain and self.llm.available and not fallback_from:
            found: list[Explanation] = list(await asyncio.gather(*(explain(self.llm, t) for t in texts)))
        else:
            found = [Explanation("", (), None, None) for _ in texts]
        notes = [e.text for e in found]
        p = await asyncio.to_thread(lambda: self.targeted.hate_probability(self._targeted_prompts(texts, notes)))
        ms = (time.perf_counter() - started) * 1000 / max(1, len(texts))
        out = []
        for x, e in zip(p, found, strict=True):
            if fallback_from:
                route, note = "faid:context->targeted", f"{fallback_from}; the Targeted model read the raw message"
            elif e.text:
                route, note = "faid:targeted", f"explained references: {', '.join(e.references) or 'none named'}"
            elif e.discarded == NOTHING_TO_EXPLAIN:
                route, note = "faid:targeted", "the LLM found no reference to explain"
            else:
                why = (e.discarded or "no LLM configured") if self.config.explain else "explanations off"
                route, note = "faid:targeted-raw", f"no explanation ({why}); the raw message was read"
            calls = (e.call,) if e.call is not None else ()
            out.append(_Outcome(route, float(x), note, calls, ms))
        return out

    async def _context(self, texts: Sequence[str]) -> list[_Outcome]:
        started = time.perf_counter()
        judgements: list[Judgement] = list(await asyncio.gather(*(self.judge.judge(t) for t in texts)))
        ms = (time.perf_counter() - started) * 1000 / max(1, len(texts))
        out: list[_Outcome | None] = [None] * len(texts)
        failed = [i for i, j in enumerate(judgements) if j.label is None]
        for i, j in enumerate(judgements):
            if j.label is not None:
                cited = ", ".join(j.bullet_ids) or "none"
                note = f"playbook {self.playbook_version}, cited bullets {cited}"
                reasoning = j.reasoning.replace("\n", " ")[:240]
                if reasoning:
                    note += f'. Reasoning: "{reasoning}"'
                score = 1.0 if j.label == "hate" else 0.0
                out[i] = _Outcome("faid:context", score, note, (j.result.call,), ms, tuple(j.bullet_ids))
        if failed:
            fallback = await self._targeted([texts[i] for i in failed], fallback_from="no Generator answer")
            for i, outcome in zip(failed, fallback, strict=True):
                call = judgements[i].result.call
                reason = f"no Generator answer ({call.outcome}{': ' + call.error if call.error else ''})"
                note = outcome.note.replace("no Generator answer", reason, 1)
                out[i] = _Outcome(outcome.route, outcome.score, note, (call,), outcome.ms + ms)
        return [o for o in out if o is not None]

    def _result(self, route: str, outcome: _Outcome, routed_ms: float) -> CheckResult:
        hate = outcome.score >= self.config.min_score
        detail = f"routed {route}; p(hate) {outcome.score:.2f}" + (f"; {outcome.note}" if outcome.note else "")
        return CheckResult(
            name=self.name,
            version=self.version,
            flagged=hate,
            score=outcome.score,
            labels=("hate",) if hate else (),
            scores={"hate": outcome.score},
            severity=Severity(self.config.severity) if hate else Severity.L0,
            detail=detail,
            route=outcome.route,
            cited=outcome.cited,
            llm=outcome.calls,
            latency_ms=routed_ms + outcome.ms,
        )

    def explain(self, result: CheckResult) -> str:
        return result.detail

    async def aclose(self) -> None:
        """The LLM client belongs to the runtime, which closes it; ONNX sessions close with the object."""


@dataclass(frozen=True, slots=True)
class _Outcome:
    route: str
    score: float
    note: str
    calls: tuple[LLMCall, ...]
    ms: float
    cited: tuple[str, ...] = ()
