"""The asyncio pipeline: accept → window → detect (batched) → decide → store → act.

One detection task keeps messages in arrival order, so per-channel windows and the
per-user escalation ladder see them in order. Queues are bounded: a full ingest queue
makes `submit` wait, which slows the adapter instead of growing memory.
"""

from __future__ import annotations

import asyncio
import logging
import time
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from bot.adapters.base import ActionOutcome, ActionRequest, Actions
from bot.observability.metrics import Metrics
from bot.policy import PolicyEngine
from bot.policy.types import Action, ActionKind, Decision
from bot.runtime.audit import action_record, alert_record, decision_records
from bot.runtime.batching import take_batch
from bot.runtime.config import RuntimeConfig
from bot.windows import WindowStore
from detectors.base import Detector
from detectors.types import ChatMessage, CheckResult, ConversationWindow, Verdict
from storage import AuditWriter
from storage.records import AuditRecord

if TYPE_CHECKING:  # FIRE's modules load only where counterspeech is on
    from bot.runtime.counterspeech import Counterspeech

log = logging.getLogger(__name__)

_STOP = object()
ALERT_COMMIT_WAIT_S = 5.0


@dataclass(frozen=True, slots=True)
class Envelope:
    event_id: str
    message: ChatMessage
    accepted_at: float  # perf_counter() when submit() accepted it


@dataclass(frozen=True, slots=True)
class Outcome:
    """Everything the pipeline concluded about one message, once it is stored."""

    event_id: str
    message: ChatMessage
    verdict: Verdict
    decision: Decision
    latency_s: float  # accepted → decision committed


class PipelineClosed(RuntimeError):
    """`submit` after `stop` began: the message was not accepted."""


class Pipeline:
    """Runs detectors and policy on every submitted message and stores the decision."""

    def __init__(
        self,
        *,
        config: RuntimeConfig,
        windows: WindowStore,
        detectors: Sequence[Detector],
        policy: PolicyEngine,
        writer: AuditWriter,
        metrics: Metrics,
        actions: Actions | None = None,
        on_outcome: Callable[[Outcome], None] | None = None,
        counterspeech: Counterspeech | None = None,
    ) -> None:
        self._config = config
        self._counterspeech = counterspeech
        self._windows = windows
        self._detectors = list(detectors)
        self._policy = policy
        self._writer = writer
        self._metrics = metrics
        self._actions = actions
        self._on_outcome = on_outcome
        self._ingest: asyncio.Queue[Envelope | object] = asyncio.Queue(config.queue_size)
        self._action_queue: asyncio.Queue[tuple[ActionRequest, asyncio.Future[None]] | object] = asyncio.Queue(
            config.action_queue_size
        )
        self._tasks: list[asyncio.Task[None]] = []
        # Taken off the queue but not yet handed to storage: judged "not judged" if the
        # shutdown deadline cuts the detection task short, so none is lost.
        self._unjudged: dict[str, Envelope] = {}
        self._closing = False
        self._in_flight: set[asyncio.Future[None]] = set()
        self._action_writes: set[asyncio.Future[None]] = set()
        self._action_tasks: set[asyncio.Task[None]] = set()
        self.accepted = 0
        self.stored = 0

    # -- lifecycle -----------------------------------------------------------------

    async def start(self) -> None:
        await self._writer.start()
        self._tasks = [
            asyncio.create_task(self._detect_loop(), name="parry-detect"),
            asyncio.create_task(self._action_loop(), name="parry-actions"),
        ]

    async def submit(self, message: ChatMessage) -> str:
        """Accept `message`; waits while the pipeline is full. Returns its event id.

        Raises:
            PipelineClosed: shutdown has begun; the message was not accepted.
        """
        if self._closing:
            raise PipelineClosed("pipeline is shutting down")
        envelope = Envelope(uuid.uuid4().hex, message, time.perf_counter())
        await self._ingest.put(envelope)
        self.accepted += 1
        self._metrics.messages_in.labels(message.platform).inc()
        return envelope.event_id

    async def join(self) -> None:
        """Wait until every message accepted so far has its decision stored and its actions carried out."""
        await self._ingest.join()
        if self._in_flight:
            await asyncio.gather(*list(self._in_flight), return_exceptions=True)
        await self._action_queue.join()
        if self._action_writes:
            await asyncio.gather(*list(self._action_writes), return_exceptions=True)

    async def stop(self) -> None:
        """Stop accepting, then drain every queue and the audit writer.

        Everything accepted before the call gets a stored decision. Messages the detectors
        have not reached when `shutdown_deadline_s` passes are stored with a "not judged"
        decision instead; records the database cannot take by then land in the writer's
        spill file and are written at the next start.
        """
        if self._closing:
            return
        self._closing = True
        deadline = self._config.shutdown_deadline_s
        await self._ingest.put(_STOP)
        try:
            await asyncio.wait_for(asyncio.gather(*self._tasks), timeout=deadline)
        except TimeoutError:
            await self._abandon(deadline)
        await self._writer.aclose(deadline)
        if self._in_flight:
            await asyncio.gather(*self._in_flight, return_exceptions=True)
        for detector in self._detectors:
            await detector.aclose()
        log.info("pipeline stopped: %d accepted, %d decisions stored", self.accepted, self.stored)

    async def _abandon(self, deadline: float) -> None:
        """Cut detection short and store a "not judged" decision for every message left."""
        tasks = [*self._tasks, *self._action_tasks]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        left = list(self._unjudged.values())
        while not self._ingest.empty():
            item = self._ingest.get_nowait()
            if isinstance(item, Envelope):
                left.append(item)
        log.error(
            "pipeline did not drain within %.0fs: %d messages stored as not judged, %d enforced actions not executed",
            deadline, len(left), self._action_queue.qsize(),
        )
        reason = f"not judged: the shutdown deadline ({deadline:.0f}s) passed before the detectors reached it"
        decision = Decision(
            actions=(Action(ActionKind.LOG, reason, enforced=False),),
            reasons=(reason,),
            shadow=True,
            config_version=self._policy.config_version,
        )
        decided_at = datetime.now(UTC)
        for envelope in left:
            records = decision_records(envelope.event_id, envelope.message, Verdict(()), decision, decided_at)
            future = await self._writer.put(records)
            outcome = Outcome(envelope.event_id, envelope.message, Verdict(()), decision, 0.0)
            self._track(future, outcome, envelope.accepted_at)
        self._unjudged.clear()

    @property
    def policy(self) -> PolicyEngine:
        return self._policy

    def depths(self) -> dict[str, int]:
        return {
            "ingest": self._ingest.qsize(),
            "actions": self._action_queue.qsize(),
            "storage": self._writer.pending,
        }

    # -- stages --------------------------------------------------------------------

    async def _detect_loop(self) -> None:
        max_wait = self._config.batch_max_wait_ms / 1000
        while True:
            batch = await take_batch(self._ingest, self._config.batch_max_size, max_wait, _STOP)
            stopping = batch[-1] is _STOP
            envelopes = [e for e in batch if isinstance(e, Envelope)]
            self._unjudged.update((e.event_id, e) for e in envelopes)
            if envelopes:
                await self._process(envelopes)
            for _ in batch:
                self._ingest.task_done()
            self._metrics.queue_depth.labels("ingest").set(self._ingest.qsize())
            if stopping:
                await self._action_queue.put(_STOP)
                return

    async def _process(self, envelopes: list[Envelope]) -> None:
        windows = [self._windows.push(e.message) for e in envelopes]
        self._metrics.batch_size.observe(len(windows))
        per_detector = [await self._run_detector(d, windows) for d in self._detectors]
        decided_at = datetime.now(UTC)
        for i, envelope in enumerate(envelopes):
            verdict = Verdict(tuple(results[i] for results in per_detector))
            message = envelope.message
            decision = self._policy.decide(verdict, message, message.ts)
            records = decision_records(envelope.event_id, message, verdict, decision, decided_at)
            future = await self._writer.put(records)
            del self._unjudged[envelope.event_id]
            self._track(future, Outcome(envelope.event_id, message, verdict, decision, 0.0), envelope.accepted_at)
            for action in decision.actions:
                self._metrics.decisions.labels(str(action.kind), str(action.enforced).lower()).inc()
                if self._actions is None or not (action.enforced or self._drafts_in_shadow(action, decision)):
                    continue
                context: tuple[ChatMessage, ...] = ()
                if action.kind is ActionKind.COUNTERSPEECH:
                    context = tuple(e.message for e in windows[i].context)
                request = ActionRequest(envelope.event_id, action, message, verdict, decision, context=context)
                await self._action_queue.put((request, future))
        self._metrics.storage_pending.set(self._writer.pending)

    async def _run_detector(self, detector: Detector, windows: list[ConversationWindow]) -> list[CheckResult]:
        started = time.perf_counter()
        try:
            results = await detector.detect(windows)
            if len(results) != len(windows):
                raise RuntimeError(f"returned {len(results)} results for {len(windows)} windows")
        except Exception as exc:  # one broken detector must not stop moderation
            log.exception("detector %s failed on a batch of %d", detector.name, len(windows))
            error = f"{type(exc).__name__}: {exc}"
            results = [CheckResult(name=detector.name, version=detector.version, flagged=False, error=error)] * len(
                windows
            )
        elapsed = time.perf_counter() - started
        self._metrics.detector_latency.labels(detector.name).observe(elapsed)
        errors = sum(1 for r in results if r.error)
        if errors:
            self._metrics.detector_errors.labels(detector.name).inc(errors)
        for result in results:
            for call in result.llm:
                self._metrics.llm_calls.labels(detector.name, call.model, str(call.outcome)).inc()
                self._metrics.llm_tokens.labels(detector.name, call.model, "prompt").inc(call.prompt_tokens)
                self._metrics.llm_tokens.labels(detector.name, call.model, "completion").inc(call.completion_tokens)
                self._metrics.llm_latency.labels(detector.name).observe(call.latency_ms / 1000)
        return results

    def _track(self, future: asyncio.Future[None], outcome: Outcome, accepted_at: float) -> None:
        self._in_flight.add(future)

        def done(f: asyncio.Future[None]) -> None:
            self._in_flight.discard(f)
            if f.cancelled() or f.exception() is not None:
                return  # the writer logged it and spilled the records
            latency = time.perf_counter() - accepted_at
            self.stored += 1
            self._metrics.messages_out.labels(outcome.message.platform).inc()
            self._metrics.e2e_latency.observe(latency)
            if self._on_outcome is not None:
                self._on_outcome(
                    Outcome(outcome.event_id, outcome.message, outcome.verdict, outcome.decision, latency)
                )

        future.add_done_callback(done)

    async def _action_loop(self) -> None:
        # Actions run concurrently so a slow call (an alert waiting for its case's commit,
        # a platform sleeping through a 429) does not hold up the others; one message's
        # actions stay in the policy's order, and the slots keep the queue's back-pressure.
        slots = asyncio.Semaphore(self._config.action_concurrency)
        last: dict[str, asyncio.Task[None]] = {}
        while True:
            item = await self._action_queue.get()
            if item is _STOP:
                if self._action_tasks:
                    await asyncio.gather(*list(self._action_tasks), return_exceptions=True)
                self._action_queue.task_done()
                return
            assert isinstance(item, tuple) and self._actions is not None
            request, committed = item
            await slots.acquire()
            task = asyncio.create_task(self._act(request, committed, last.get(request.event_id), slots))
            last[request.event_id] = task
            self._action_tasks.add(task)

            def done(t: asyncio.Task[None], event_id: str = request.event_id) -> None:
                self._action_tasks.discard(t)
                if last.get(event_id) is t:
                    del last[event_id]
                self._action_queue.task_done()
                self._metrics.queue_depth.labels("actions").set(self._action_queue.qsize())

            task.add_done_callback(done)

    async def _act(
        self,
        request: ActionRequest,
        committed: asyncio.Future[None],
        before: asyncio.Task[None] | None,
        slots: asyncio.Semaphore,
    ) -> None:
        try:
            if before is not None:
                await asyncio.gather(before, return_exceptions=True)
            if request.action.kind is ActionKind.ALERT:
                await self._until_committed(committed)
            if request.action.kind is ActionKind.COUNTERSPEECH and self._counterspeech is not None:
                await self._until_committed(committed)  # a held draft's alert looks the case up
                await self._counterspeech.handle(request, self)
            else:
                await self.execute(request)
        except Exception:  # FIRE failing on one message must not stop the action loop
            log.exception("%s for %s failed", request.action.kind, request.event_id)
        finally:
            slots.release()

    def _drafts_in_shadow(self, action: Action, decision: Decision) -> bool:
        """Shadow mode enforces nothing, but FIRE still writes its reply, for a moderator to post or not."""
        return action.kind is ActionKind.COUNTERSPEECH and decision.shadow and self._counterspeech is not None

    def _action_written(self, f: asyncio.Future[None]) -> None:
        self._action_writes.discard(f)
        if not f.cancelled():
            f.exception()  # retrieved: the writer has logged it and spilled the records

    async def _until_committed(self, committed: asyncio.Future[None]) -> None:
        """An alert's buttons look the case up, so it waits for the case's records; a slow or
        failing database delays it by at most ALERT_COMMIT_WAIT_S, never loses it."""
        try:
            await asyncio.wait_for(asyncio.shield(committed), ALERT_COMMIT_WAIT_S)
        except Exception:  # the writer logs and spills; the alert goes out regardless
            log.warning("alert sent before its case was committed; its buttons may not find it yet")

    async def record(self, records: Sequence[AuditRecord]) -> None:
        """Write records that are not a message's decision (moderator feedback); waits for the commit."""
        await (await self._writer.put(list(records)))

    async def execute(self, request: ActionRequest, *, wait_commit: bool = False) -> ActionOutcome:
        """Carry out one action through the adapter and record what the platform answered.

        `wait_commit` returns only once the record is committed (a moderator's click, whose
        reply says it was recorded); the action loop does not wait.
        """
        assert self._actions is not None
        try:
            if request.action.kind is ActionKind.COUNTERSPEECH and request.reply is None:
                outcome = ActionOutcome(ok=False, error="counterspeech is off ([counterspeech] enabled = false): "
                                        "no reply was written")
            else:
                outcome = await self._actions.execute(request)
        except Exception as exc:  # the platform's failure is recorded, not fatal
            log.warning("action %s on %s failed: %s", request.action.kind, request.message.message_id, exc)
            outcome = ActionOutcome(ok=False, error=f"{type(exc).__name__}: {exc}")
        at = datetime.now(UTC)
        records: list[AuditRecord] = [action_record(request.event_id, request.action, outcome, at)]
        if request.action.kind is ActionKind.ALERT and outcome.ok:
            records.append(alert_record(request, outcome, at))
        committed = await self._writer.put(records)
        self._action_writes.add(committed)
        committed.add_done_callback(self._action_written)
        if wait_commit:
            await committed
        return outcome
