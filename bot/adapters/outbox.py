"""Outgoing platform calls, spaced per destination and retried through rate limits and outages.

Each adapter says which of its library's errors are worth retrying and after how long
(`Retry.after(exc)`): a 429's own retry-after, a growing back-off for 5xx and dropped
connections, `None` for errors a retry cannot fix (missing permission, unknown message).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from typing import TypeVar

T = TypeVar("T")
log = logging.getLogger(__name__)

# Given the error and the attempt number (1 for the first failure), seconds to wait before
# the next attempt, or None when it must not be retried.
RetryPolicy = Callable[[BaseException, int], float | None]


def backoff(attempt: int, initial_s: float = 0.5, max_s: float = 30.0) -> float:
    return min(max_s, initial_s * 2.0 ** (attempt - 1))


class Outbox:
    """Runs calls one at a time per bucket (a chat or channel), `min_interval_s` apart.

    Args:
        retry: The adapter's classification of its library's errors.
        min_interval_s: Least time between two calls to the same bucket.
        max_attempts: Attempts per call before its last error is raised.
    """

    def __init__(self, retry: RetryPolicy, *, min_interval_s: float = 0.0, max_attempts: int = 5) -> None:
        self._retry = retry
        self._min_interval_s = min_interval_s
        self._max_attempts = max_attempts
        self._locks: dict[str, asyncio.Lock] = {}
        self._last: dict[str, float] = {}

    async def call(self, bucket: str, op: Callable[[], Awaitable[T]]) -> T:
        lock = self._locks.setdefault(bucket, asyncio.Lock())
        async with lock:
            attempt = 0
            while True:
                wait = self._last.get(bucket, float("-inf")) + self._min_interval_s - time.monotonic()
                if wait > 0:
                    await asyncio.sleep(wait)
                attempt += 1
                try:
                    return await op()
                except Exception as exc:
                    delay = self._retry(exc, attempt)
                    if delay is None or attempt >= self._max_attempts:
                        raise
                    log.warning("%s to %s failed (attempt %d), retrying in %.2fs: %s",
                                type(exc).__name__, bucket, attempt, delay, exc)
                    await asyncio.sleep(delay)
                finally:
                    self._last[bucket] = time.monotonic()
