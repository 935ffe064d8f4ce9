"""The outbox spaces calls per bucket and retries only what the adapter says to retry."""

from __future__ import annotations

import asyncio
import time
from itertools import pairwise

import pytest

from bot.adapters.outbox import Outbox, backoff


class Flaky(Exception):
    pass


class Fatal(Exception):
    pass


def retry(exc: BaseException, attempt: int) -> float | None:
    return 0.01 if isinstance(exc, Flaky) else None


async def test_retries_transient_errors_then_succeeds() -> None:
    failures = [Flaky("503"), Flaky("429")]
    calls = 0

    async def op() -> str:
        nonlocal calls
        calls += 1
        if failures:
            raise failures.pop(0)
        return "sent"

    assert await Outbox(retry).call("chat-1", op) == "sent"
    assert calls == 3


async def test_does_not_retry_what_the_adapter_calls_fatal() -> None:
    calls = 0

    async def op() -> None:
        nonlocal calls
        calls += 1
        raise Fatal("missing permission")

    with pytest.raises(Fatal):
        await Outbox(retry).call("chat-1", op)
    assert calls == 1


async def test_gives_up_after_max_attempts() -> None:
    async def op() -> None:
        raise Flaky("still down")

    with pytest.raises(Flaky):
        await Outbox(retry, max_attempts=3).call("chat-1", op)


async def test_spaces_calls_to_one_bucket_but_not_across_buckets() -> None:
    stamps: dict[str, list[float]] = {"a": [], "b": []}

    def op(bucket: str):
        async def send() -> None:
            stamps[bucket].append(time.monotonic())

        return send

    outbox = Outbox(retry, min_interval_s=0.05)
    await asyncio.gather(*(outbox.call(b, op(b)) for b in ("a", "a", "a", "b")))
    a = stamps["a"]
    assert all(later - earlier >= 0.045 for earlier, later in pairwise(a))
    assert stamps["b"][0] - a[0] < 0.04  # another chat is not held up


def test_backoff_doubles_up_to_a_cap() -> None:
    assert [backoff(n, 0.5, 3.0) for n in range(1, 6)] == [0.5, 1.0, 2.0, 3.0, 3.0]
