"""The policy's counterspeech actions, carried out: FIRE writes a draft, the posting rules say
what happens to it, and the audit trail keeps all of it.

A draft is posted as a reply through the adapter, held for the moderators (an alert with the
draft and a button to post it: approval mode, shadow mode, factual hate without cited
evidence), or dropped (the gate rejected it, the user was answered recently, the channel
had its share). Nothing here knows a platform.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import asdict, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Protocol

import numpy as np

from bot.adapters.base import ActionOutcome, ActionRequest, ModeratorClick, Reply
from bot.config.model import ParryConfig
from bot.policy.types import Action, ActionKind
from detectors.ariiha.targets import TargetLexicon
from detectors.base import Detector
from detectors.errors import StartupFileError
from detectors.llm import LLMClient
from detectors.paths import resolve_path
from responders.fire.config import CounterspeechConfig
from responders.fire.evidence import EvidenceStore
from responders.fire.exemplars import ReplyLibrary, load_exemplars
from responders.fire.gate import DetectorCheck, DraftCheck, FaidShallowCheck, SafetyGate, ShallowHate
from responders.fire.memory import MemoryIndex, SentenceEncoder
from responders.fire.posting import Outcome, PostingLedger
from responders.fire.responder import FireRequest, FireResponder
from responders.fire.types import Draft
from storage import AuditRecord, CounterspeechRecord, LLMCallRecord

log = logging.getLogger(__name__)

CALLER = "fire"
HATE = "hate"
GATE_DETECTORS = ("brace", "filters")  # Parry's own classifiers, where they are on (FAID: its Shallow path)
DEFAULT_PURITY_THRESHOLD = 0.5  # for a memory model whose card carries no tuned one


class Executor(Protocol):
    """The pipeline side: carry out an action through the adapter, write records."""

    async def execute(self, request: ActionRequest, *, wait_commit: bool = False) -> ActionOutcome: ...

    async def record(self, records: Sequence[AuditRecord]) -> None: ...


class EncoderReranker:
    """An exported sentence encoder as the evidence store's re-ranker."""

    def __init__(self, encoder: SentenceEncoder) -> None:
        self._encoder = encoder

    def embed(self, texts: list[str]) -> np.ndarray:
        return self._encoder.encode(texts)


def gate_checks(detectors: Sequence[Detector]) -> list[DraftCheck]:
    """The running detectors that vouch for a draft: BRACE and the filter rules whole, FAID by its Shallow path."""
    checks: list[DraftCheck] = []
    for detector in detectors:
        if isinstance(detector, ShallowHate):
            checks.append(FaidShallowCheck(detector))
        elif detector.name in GATE_DETECTORS:
            checks.append(DetectorCheck(detector))
    return checks


def _lexicon(path: str | None) -> frozenset[str]:
    if path is None:
        return frozenset()
    resolved = resolve_path(path)
    try:
        lines = Path(resolved).read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise StartupFileError(f"counterspeech.lexicon: cannot read {resolved}: {exc}") from exc
    return frozenset(w.strip() for w in lines if w.strip() and not w.lstrip().startswith("#"))


def audit_gate(draft: Draft, outcome: Outcome, why: str, versions: dict[str, str]) -> dict[str, Any]:
    """What the `gate` column keeps: the gate's answer, the analysis, and what was decided."""
    a = draft.analysis
    return {
        "passed": draft.gate.passed,
        "reasons": list(draft.gate.reasons),
        "scores": draft.gate.scores,
        "outcome": str(outcome),
        "why": why,
        "template": draft.template,
        "hate_type": str(a.hate_type),
        "target": a.target,
        "analysis": a.source,
        "reasoning": a.reasoning,
        "query": a.query,
        "purity": a.purity,
        "candidates": [str(c) for c in a.candidates],
        "cited": list(draft.cited),
        "rejected": list(draft.rejected),
        "versions": versions,
    }


class Counterspeech:
    """Answers the policy's counterspeech actions (one per judged message at most)."""

    def __init__(self, config: CounterspeechConfig, responder: FireResponder, versions: dict[str, str],
                 purity_threshold: float) -> None:
        self.config = config
        self.purity_threshold = purity_threshold
        self.responder = responder
        self.versions = versions
        self._ledger = PostingLedger(user_cooldown_s=config.user_cooldown_s, channel_per_hour=config.channel_per_hour)
        # Actions run concurrently: one user's drafts are decided one at a time, or two could
        # both pass the cooldown before either is posted.
        self._locks: dict[tuple[str, str], asyncio.Lock] = {}

    @classmethod
    def build(cls, config: ParryConfig, detectors: Sequence[Detector], llm: LLMClient) -> Counterspeech | None:
        """FIRE from the `[counterspeech]` section; None when it is off.

        Raises:
            MemoryModelError, ValueError: a model, exemplar, template or evidence file is
                missing or malformed (the message names it).
        """
        section = config.counterspeech
        if not section.enabled:
            return None
        encoder = SentenceEncoder.load(section.memory_dir)
        exemplars = load_exemplars(*(resolve_path(p) for p in section.exemplars))
        memory = MemoryIndex(encoder, exemplars, k=section.memory_k)
        reranker = None
        if section.evidence.rerank_model is not None:
            reranker = EncoderReranker(SentenceEncoder.load(section.evidence.rerank_model))
        evidence = EvidenceStore.load(resolve_path(section.evidence.path), min_score=section.evidence.min_score,
                                      reranker=reranker)
        threshold = section.purity_threshold
        if threshold is None:
            threshold = float(encoder.card.get("metrics", {}).get("purity_threshold", DEFAULT_PURITY_THRESHOLD))
        checks = gate_checks(detectors)
        if not checks:
            log.warning("counterspeech: none of BRACE, FAID or the filters is on, so only the echo and evidence "
                        "checks gate replies")
        library = ReplyLibrary.load(*(resolve_path(p) for p in section.replies))
        vocabulary = [t.text for t in library.templates] + [e.counterspeech for e in exemplars]
        responder = FireResponder(
            memory=memory,
            library=library,
            evidence=evidence,
            gate=SafetyGate(checks, _lexicon(section.lexicon), vocabulary),
            llm=llm,
            purity_threshold=threshold,
            evidence_k=section.evidence.top_k,
            lexicon=TargetLexicon.load(),
        )
        versions = {"memory": encoder.version, "evidence": evidence.version, "gate": ",".join(c.name for c in checks),
                    "llm": llm.model or "none"}
        log.info("counterspeech on (%s): memory %s, %d evidence passages, purity threshold %.2f",
                 section.approval, encoder.version, len(evidence), threshold)
        return cls(section, responder, versions, threshold)

    def seed(self, posted: Sequence[tuple[str, str, str, datetime]]) -> None:
        """Replies posted before a restart still count: `(space, channel, author, at)`, oldest first."""
        for space, channel, user, at in posted:
            self._ledger.posted(space=space, channel=channel, user=user, at=at if at.tzinfo else at.replace(tzinfo=UTC))

    @property
    def remembers_s(self) -> float:
        """How far back posted replies still matter (the cooldown, or the hourly cap)."""
        return max(self.config.user_cooldown_s, 3600)

    async def handle(self, request: ActionRequest, executor: Executor) -> None:
        """Write, decide and carry out (or hold) the reply for one counterspeech action."""
        key = (request.message.space_id, request.message.author_id)
        lock = self._locks.setdefault(key, asyncio.Lock())
        try:
            async with lock:
                await self._handle(request, executor)
        finally:
            if not lock.locked():
                self._locks.pop(key, None)

    async def _handle(self, request: ActionRequest, executor: Executor) -> None:
        message = request.message
        if HATE not in request.verdict.labels:
            # A ladder rung or a floor is label-blind; counterspeech answers hate speech only.
            why = f"counterspeech answers hate speech; this message was flagged as {', '.join(request.verdict.labels)}"
            await executor.record([CounterspeechRecord(request.event_id, "", "none", False,
                                                       {"outcome": str(Outcome.DROP), "why": why}, (),
                                                       datetime.now(UTC))])
            return
        spans = tuple(message.text[s.start:s.end] for s in request.verdict.evidence)
        draft = await self.responder.respond(FireRequest(
            key=request.event_id,
            text=message.text,
            context=tuple(m.text for m in request.context),
            offending=spans,
            author_name=message.author_name,
        ))
        now = datetime.now(UTC)
        decision = self._ledger.decide(
            draft, space=message.space_id, channel=message.channel_id, user=message.author_id, now=now,
            shadow=request.decision.shadow, approval=self.config.approval == "moderators",
        )
        posted = False
        outcome, why = decision.outcome, decision.reason
        if outcome is Outcome.POST:
            result = await executor.execute(replace(request, reply=draft.text))
            posted = result.ok
            if posted:
                self._ledger.posted(space=message.space_id, channel=message.channel_id, user=message.author_id, at=now)
            else:
                why = f"posting failed: {result.error}"
        elif outcome is Outcome.HOLD:
            reason = f"counterspeech draft for approval: {why}"
            await executor.execute(replace(request, action=Action(ActionKind.ALERT, reason), draft=draft.text))
        await executor.record([self._record(request.event_id, draft, outcome, why, posted, now),
                               *self._calls(request.event_id, draft)])

    async def approve(self, event_id: str, click: ModeratorClick, executor: Executor, request: ActionRequest,
                      show: Callable[[str], Awaitable[dict[str, Any]]]) -> Reply:
        """A moderator pressed "post reply" on a held draft: post it, whoever's rules held it."""
        key = (request.message.space_id, request.message.author_id)
        lock = self._locks.setdefault(key, asyncio.Lock())
        try:
            async with lock:  # two moderators pressing at once post it once
                return await self._approve(event_id, await show(event_id), click, executor, request)
        finally:
            if not lock.locked():
                self._locks.pop(key, None)

    async def _approve(self, event_id: str, shown: dict[str, Any], click: ModeratorClick, executor: Executor,
                       request: ActionRequest) -> Reply:
        rows = shown["counterspeech"]
        if any(r["posted"] for r in rows):
            return Reply("This reply was posted already.", ok=False)
        held = [r for r in rows if r["gate"].get("outcome") == "hold"]
        if not held:
            return Reply("There is no held reply for this case.", ok=False)
        row = held[-1]
        outcome = await executor.execute(replace(request, reply=row["text"]), wait_commit=True)
        now = datetime.now(UTC)
        who = click.moderator_name or click.moderator_id
        if not outcome.ok:
            return Reply(f"Could not post the reply: {outcome.error}", ok=False)
        message = request.message
        self._ledger.posted(space=message.space_id, channel=message.channel_id, user=message.author_id, at=now)
        gate = {**row["gate"], "outcome": "post", "why": f"approved by {who}", "approved_by": click.moderator_id}
        await executor.record([CounterspeechRecord(event_id, row["text"], row["strategy"], True, gate,
                                                   tuple(row["evidence"]), now)])
        return Reply("Posted the reply.", status=f"reply posted by {who} · {now:%Y-%m-%d %H:%M} UTC")

    def _record(self, event_id: str, draft: Draft, outcome: Outcome, why: str, posted: bool,
                at: datetime) -> CounterspeechRecord:
        return CounterspeechRecord(
            event_id=event_id,
            text=draft.text,
            strategy=draft.strategy,
            posted=posted,
            gate=audit_gate(draft, outcome, why, self.versions),
            evidence=tuple(asdict(e) for e in draft.evidence),
            at=at,
        )

    @staticmethod
    def _calls(event_id: str, draft: Draft) -> list[LLMCallRecord]:
        return [
            LLMCallRecord(event_id, CALLER, c.purpose, c.model, str(c.outcome), c.prompt_tokens,
                          c.completion_tokens, round(c.latency_ms, 3), c.attempts, c.error)
            for c in draft.calls
        ]
