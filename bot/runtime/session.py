"""Runs one message source through a fresh runtime, with signal handling and a report.

Shared by `parry run`, `parry replay`, `parry demo` and the throughput benchmark.
"""

from __future__ import annotations

import asyncio
import signal
import statistics
import time
from collections import Counter
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field

from bot.adapters.base import Actions
from bot.adapters.replay import ReplayError
from bot.config.model import ParryConfig
from bot.runtime.builder import Runtime
from bot.runtime.feed import FeedStats, feed_until_stopped
from bot.runtime.pipeline import Outcome
from detectors.types import ChatMessage


@dataclass
class SessionReport:
    """What happened to a stream of messages, for summaries and benchmarks."""

    feed: FeedStats
    stored: int = 0
    elapsed_s: float = 0.0
    latencies_s: list[float] = field(default_factory=list)
    flagged: int = 0
    labels: Counter[str] = field(default_factory=Counter)
    actions: Counter[str] = field(default_factory=Counter)
    flagged_outcomes: list[Outcome] = field(default_factory=list)

    @property
    def throughput(self) -> float:
        return self.stored / self.elapsed_s if self.elapsed_s else 0.0

    def latency_ms(self, q: float) -> float:
        if len(self.latencies_s) < 2:
            return 1000 * (self.latencies_s[0] if self.latencies_s else 0.0)
        cuts = statistics.quantiles(self.latencies_s, n=1000, method="inclusive")
        return 1000 * cuts[min(len(cuts) - 1, round(q * 1000) - 1)]


async def run_session(
    config: ParryConfig,
    source: AsyncIterator[ChatMessage | ReplayError],
    *,
    actions: Actions | None = None,
    serve: bool = False,
    keep_flagged: bool = False,
    on_progress: Callable[[int], None] | None = None,
) -> SessionReport:
    """Build a runtime, feed `source` into it, drain on completion or SIGINT/SIGTERM."""
    report = SessionReport(feed=FeedStats())

    def on_outcome(outcome: Outcome) -> None:
        report.latencies_s.append(outcome.latency_s)
        if outcome.verdict.harmful:
            report.flagged += 1
            report.labels.update(outcome.verdict.labels)
            if keep_flagged:
                report.flagged_outcomes.append(outcome)
        for action in outcome.decision.actions:
            report.actions[f"{action.kind}" + ("" if action.enforced else " (shadow)")] += 1

    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    runtime = await Runtime.build(config, actions=actions, on_outcome=on_outcome, serve=serve)
    progress_task = asyncio.create_task(_progress(runtime, on_progress)) if on_progress else None
    started = time.perf_counter()
    try:
        report.feed = await feed_until_stopped(source, runtime.pipeline, stop)
    finally:
        await runtime.aclose()
        report.elapsed_s = time.perf_counter() - started
        report.stored = runtime.pipeline.stored
        if progress_task is not None:
            progress_task.cancel()
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.remove_signal_handler(sig)
    if on_progress is not None:
        on_progress(report.stored)
    return report


async def _progress(runtime: Runtime, on_progress: Callable[[int], None]) -> None:
    while True:
        on_progress(runtime.pipeline.stored)
        await asyncio.sleep(0.1)
