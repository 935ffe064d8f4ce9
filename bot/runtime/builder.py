"""Assembles a running Parry from its configuration, and takes it down again."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Any

from bot.adapters.base import Actions
from bot.config.model import ParryConfig
from bot.observability.metrics import Metrics
from bot.observability.server import ObservabilityServer
from bot.policy import PolicyEngine
from bot.runtime.feedback import labelled_feedback
from bot.runtime.pipeline import Outcome, Pipeline
from bot.windows import WindowStore

if TYPE_CHECKING:
    from bot.runtime.counterspeech import Counterspeech
from detectors.ariiha.config import AriihaConfig
from detectors.base import Detector
from detectors.context import DetectorContext
from detectors.llm import LLMClient
from detectors.registry import build_detectors
from storage import AuditStore, AuditWriter

log = logging.getLogger(__name__)


@dataclass
class Runtime:
    """One assembled Parry: pipeline, its store, detectors and endpoints."""

    config: ParryConfig
    pipeline: Pipeline
    store: AuditStore
    detectors: list[Detector]
    metrics: Metrics
    llm: LLMClient
    counterspeech: Counterspeech | None = None
    server: ObservabilityServer | None = None
    _closed: bool = field(default=False, repr=False)

    @classmethod
    async def build(
        cls,
        config: ParryConfig,
        *,
        actions: Actions | None = None,
        on_outcome: Callable[[Outcome], None] | None = None,
        serve: bool = False,
    ) -> Runtime:
        """Open storage (migrating an empty database), build detectors and policy, start the pipeline."""
        metrics = Metrics()
        store = await AuditStore.open(config.storage)
        llm = LLMClient(config.llm)
        try:
            ariiha = config.detector_configs()["ariiha"]  # the only detector that learns from feedback so far
            wants_feedback = isinstance(ariiha, AriihaConfig) and ariiha.enabled and ariiha.feedback
            feedback = labelled_feedback(await store.feedback_texts()) if wants_feedback else ()
            detectors = build_detectors(config.detector_configs(), DetectorContext(llm=llm, feedback=feedback))
            policy = PolicyEngine(config.policy)
            counterspeech = None
            if config.counterspeech.enabled:
                from bot.runtime.counterspeech import Counterspeech  # FIRE loads only where it is on

                counterspeech = Counterspeech.build(config, detectors, llm)
                if counterspeech is not None:
                    since = datetime.now(UTC) - timedelta(seconds=counterspeech.remembers_s)
                    counterspeech.seed(await store.replies_since(since))
            since = datetime.now(UTC) - timedelta(seconds=policy.longest_window_s)
            policy.seed_strikes(await store.strikes_since(since))
            writer = AuditWriter(store, config.storage, on_commit=lambda n, s: metrics.storage_commits.observe(s))
            pipeline = Pipeline(
                config=config.runtime,
                windows=WindowStore(config.windows),
                detectors=detectors,
                policy=policy,
                writer=writer,
                metrics=metrics,
                actions=actions,
                on_outcome=on_outcome,
                counterspeech=counterspeech,
            )
            await pipeline.start()
        except BaseException:
            await llm.aclose()
            await store.aclose()
            raise
        runtime = cls(config, pipeline, store, detectors, metrics, llm, counterspeech)
        if serve and config.observability.enabled:
            runtime.server = ObservabilityServer(config.observability, metrics, runtime.health)
            await runtime.server.start()
        log.info(
            "parry started: detectors=%s llm=%s config=%s storage=%s shadow=%s",
            ",".join(d.name for d in detectors) or "none",
            config.llm.model if config.llm.configured else "none",
            config.version(),
            config.storage.url.split("@")[-1],
            config.policy.shadow,
        )
        return runtime

    def health(self) -> tuple[bool, dict[str, Any]]:
        depths = self.pipeline.depths()
        for queue, depth in depths.items():
            self.metrics.queue_depth.labels(queue).set(depth)
        ok = not self._closed and depths["ingest"] < self.config.runtime.queue_size
        return ok, {
            "accepted": self.pipeline.accepted,
            "stored": self.pipeline.stored,
            "queues": depths,
            "detectors": {d.name: d.version for d in self.detectors},
        }

    async def aclose(self) -> None:
        """Drain the pipeline (every accepted message gets its decision stored), then close."""
        if self._closed:
            return
        self._closed = True
        try:
            await self.pipeline.stop()
        finally:
            if self.server is not None:
                await self.server.aclose()
            await self.llm.aclose()
            await self.store.aclose()

