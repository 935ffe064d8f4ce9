"""Feeds a message source into a running pipeline."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator
from dataclasses import dataclass, field

from bot.adapters.replay import ReplayError
from bot.runtime.pipeline import Pipeline, PipelineClosed
from detectors.types import ChatMessage

log = logging.getLogger(__name__)


@dataclass
class FeedStats:
    read: int = 0
    accepted: int = 0
    rejected: list[ReplayError] = field(default_factory=list)
    interrupted: bool = False


async def feed(source: AsyncIterator[ChatMessage | ReplayError], pipeline: Pipeline, stats: FeedStats) -> None:
    """Submit every message from `source`; bad records are logged, counted and skipped.

    Safe to cancel: `Pipeline.submit` has no await after a message is queued, so a
    cancelled feed never leaves a message half-accepted.
    """
    try:
        async for item in source:
            stats.read += 1
            if isinstance(item, ReplayError):
                stats.rejected.append(item)
                log.warning("skipped %s", item)
                continue
            try:
                await pipeline.submit(item)
            except PipelineClosed:
                stats.interrupted = True
                return
            stats.accepted += 1
    finally:
        aclose = getattr(source, "aclose", None)
        if aclose is not None:
            with contextlib.suppress(Exception):
                await aclose()


async def feed_until_stopped(
    source: AsyncIterator[ChatMessage | ReplayError], pipeline: Pipeline, stop: asyncio.Event
) -> FeedStats:
    """Feed until the source ends or `stop` is set (SIGINT/SIGTERM), whichever is first."""
    stats = FeedStats()
    task = asyncio.create_task(feed(source, pipeline, stats))
    stopper = asyncio.create_task(stop.wait())
    done, _ = await asyncio.wait({task, stopper}, return_when=asyncio.FIRST_COMPLETED)
    if task not in done:
        stats.interrupted = True
        task.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await task
    if not stats.interrupted:
        # The source is done; let the pipeline judge everything it accepted unless a stop
        # comes first (then `Pipeline.stop` and its deadline take over).
        joined = asyncio.create_task(pipeline.join())
        done, _ = await asyncio.wait({joined, stopper}, return_when=asyncio.FIRST_COMPLETED)
        if joined not in done:
            stats.interrupted = True
            joined.cancel()
    stopper.cancel()
    return stats
