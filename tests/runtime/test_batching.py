import asyncio

from bot.runtime.batching import take_batch

STOP = object()


async def test_full_queue_fills_a_batch_without_waiting() -> None:
    queue: asyncio.Queue[object] = asyncio.Queue()
    for i in range(10):
        queue.put_nowait(i)
    assert await take_batch(queue, 4, 10.0, STOP) == [0, 1, 2, 3]
    assert queue.qsize() == 6


async def test_partial_batch_runs_after_max_wait() -> None:
    queue: asyncio.Queue[object] = asyncio.Queue()
    queue.put_nowait("only")
    batch = await asyncio.wait_for(take_batch(queue, 64, 0.01, STOP), timeout=2)
    assert batch == ["only"]


async def test_items_arriving_within_the_wait_join_the_batch() -> None:
    queue: asyncio.Queue[object] = asyncio.Queue()

    async def producer() -> None:
        await queue.put(1)
        await asyncio.sleep(0.005)
        await queue.put(2)

    task = asyncio.create_task(producer())
    batch = await take_batch(queue, 64, 0.5, STOP)
    await task
    assert batch[:2] == [1, 2]


async def test_stop_ends_the_batch() -> None:
    queue: asyncio.Queue[object] = asyncio.Queue()
    for item in (1, STOP, 2):
        queue.put_nowait(item)
    assert await take_batch(queue, 64, 1.0, STOP) == [1, STOP]
    assert await take_batch(queue, 64, 0.0, STOP) == [2]
