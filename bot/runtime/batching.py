"""Micro-batching off an asyncio queue."""

from __future__ import annotations

import asyncio
from typing import TypeVar

T = TypeVar("T")


async def take_batch(queue: asyncio.Queue[T], max_size: int, max_wait_s: float, stop: object) -> list[T]:
    """Wait for one item, then gather more until `max_size`, `max_wait_s` or `stop`.

    Under load the queue is never empty and batches fill without waiting; when it is
    quiet a lone message waits at most `max_wait_s`. `stop` ends the batch and is
    returned as its last item.
    """
    batch = [await queue.get()]
    if batch[0] is stop:
        return batch
    loop = asyncio.get_running_loop()
    deadline = loop.time() + max_wait_s
    while len(batch) < max_size:
        try:
            item = queue.get_nowait()
        except asyncio.QueueEmpty:
            remaining = deadline - loop.time()
            if remaining <= 0:
                break
            try:
                item = await asyncio.wait_for(queue.get(), remaining)
            except TimeoutError:
                break
        batch.append(item)
        if item is stop:
            break
    return batch
