"""AuditWriter: batching, order, back-pressure, outages, and spilling at shutdown."""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import AsyncIterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from audit_factories import make_event

from storage import AuditStore, AuditWriter, StorageConfig
from storage._rows import WriteBatch
from storage._spill import Spill, read_spill, spill_files, write_spill

if TYPE_CHECKING:
    from conftest import Outage


@pytest.fixture
async def writer(store: AuditStore, store_config: StorageConfig) -> AsyncIterator[AuditWriter]:
    w = AuditWriter(store, store_config.model_copy(update={"batch_size": 16}))
    await w.start()
    yield w
    await w.aclose(5)


async def _message_order(store: AuditStore) -> list[str]:
    """Event ids of the stored messages, in chain order."""
    return [r["event_id"] for r in reversed(await store.recent(limit=10_000))]


async def test_puts_resolve_in_order(store: AuditStore, writer: AuditWriter) -> None:
    futures = [await writer.put(make_event(n)) for n in range(100)]
    await asyncio.wait_for(asyncio.gather(*futures), 10)

    assert writer.pending == 0
    assert (await store.counts())["actions"] == 100
    assert await _message_order(store) == [f"evt-{n:05d}" for n in range(100)]
    assert (await store.verify()).ok


async def test_concurrent_puts_keep_each_put_together_and_in_order(store: AuditStore, writer: AuditWriter) -> None:
    futures = await asyncio.gather(*(writer.put(make_event(n)) for n in range(50)))
    await asyncio.wait_for(asyncio.gather(*futures), 10)
    for n in (0, 17, 49):
        shown = await store.show(f"evt-{n:05d}")
        seqs = [shown[t][0]["seq"] for t in ("messages", "verdicts", "decisions", "actions")]
        assert seqs == list(range(seqs[0], seqs[0] + 4))


async def test_empty_put_resolves_at_once(writer: AuditWriter) -> None:
    future = await writer.put([])
    assert future.done()


async def test_bad_record_is_rejected_by_put_and_the_writer_carries_on(store: AuditStore, writer: AuditWriter) -> None:
    with pytest.raises(TypeError):
        await writer.put([object()])  # type: ignore[list-item]
    await asyncio.wait_for(await writer.put(make_event(1)), 10)
    assert (await store.counts())["messages"] == 1


async def test_on_commit_reports_every_record(store: AuditStore, store_config: StorageConfig) -> None:
    commits: list[tuple[int, float]] = []
    w = AuditWriter(store, store_config, on_commit=lambda n, s: commits.append((n, s)))
    await w.start()
    await asyncio.wait_for(asyncio.gather(*[await w.put(make_event(n)) for n in range(10)]), 10)
    await w.aclose()
    assert sum(n for n, _ in commits) == 40
    assert all(s >= 0 for _, s in commits)


async def test_put_before_start_or_after_close_fails(store: AuditStore, store_config: StorageConfig) -> None:
    w = AuditWriter(store, store_config)
    with pytest.raises(RuntimeError, match="not running"):
        await w.put(make_event(1))
    await w.start()
    await w.aclose()
    with pytest.raises(RuntimeError, match="not running"):
        await w.put(make_event(1))


async def test_brief_outage_loses_nothing_and_is_logged(
    store: AuditStore,
    store_config: StorageConfig,
    outage: Outage,
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.INFO, logger="storage.writer")
    w = AuditWriter(store, store_config)
    await w.start()
    await outage.begin()
    futures = [await w.put(make_event(n)) for n in range(20)]
    await asyncio.sleep(0.5)
    assert not any(f.done() for f in futures)
    assert w.pending == 80

    await outage.end()
    await asyncio.wait_for(asyncio.gather(*futures), 10)
    await w.aclose()

    assert (await store.counts())["messages"] == 20
    assert await _message_order(store) == [f"evt-{n:05d}" for n in range(20)]
    assert (await store.verify()).ok
    warnings = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert warnings and "database unavailable (" in warnings[0]
    assert re.search(r"\); 80 records buffered, retrying in \d+\.\ds$", warnings[0])
    assert any("database available again" in r.getMessage() for r in caplog.records)


async def test_back_pressure_holds_put_until_there_is_room(
    store: AuditStore, store_config: StorageConfig, outage: Outage
) -> None:
    config = store_config.model_copy(update={"batch_size": 4, "max_pending": 8})
    w = AuditWriter(store, config)
    await w.start()
    await outage.begin()
    first = [await w.put(make_event(n)) for n in range(2)]  # 8 records: the limit
    blocked = asyncio.create_task(w.put(make_event(2)))
    await asyncio.sleep(0.3)
    assert not blocked.done() and w.pending == 8

    await outage.end()
    third = await asyncio.wait_for(blocked, 10)
    await asyncio.wait_for(asyncio.gather(*first, third), 10)
    await w.aclose()
    assert (await store.counts())["messages"] == 3


async def test_close_during_outage_spills_and_next_start_reingests(
    store: AuditStore,
    store_config: StorageConfig,
    outage: Outage,
    caplog: pytest.LogCaptureFixture,
) -> None:
    w = AuditWriter(store, store_config)
    await w.start()
    await asyncio.wait_for(await w.put(make_event(0)), 10)
    await outage.begin()
    futures = [await w.put(make_event(n)) for n in range(1, 6)]

    await w.aclose(deadline_s=0.5)

    [spilled] = spill_files(store_config.spill_dir)
    errors = [r.getMessage() for r in caplog.records if r.levelno == logging.ERROR]
    assert any(str(spilled) in e and "20 audit records" in e for e in errors)
    assert all(f.cancelled() for f in futures)
    assert spilled.stat().st_mode & 0o077 == 0

    await outage.end()
    again = AuditWriter(store, store_config)
    await again.start()
    await again.aclose()
    assert spill_files(store_config.spill_dir) == []
    assert (await store.counts())["messages"] == 6
    assert await _message_order(store) == [f"evt-{n:05d}" for n in range(6)]
    assert (await store.verify()).ok


async def test_spill_round_trips_rows_exactly(store: AuditStore, tmp_path: Path) -> None:
    rows = store.prepare(make_event(1))
    path = write_spill(tmp_path, Spill(rows))
    assert read_spill(path).rows == rows


async def test_reingest_skips_a_batch_that_had_landed(store: AuditStore, store_config: StorageConfig) -> None:
    # Shutdown cut a commit short: the batch is in the spill file, marked uncertain,
    # but it did land. It must not be written twice.
    landed = WriteBatch(store.prepare(make_event(1)))
    await store.write(landed)
    assert landed.mark is not None
    rest = store.prepare(make_event(2))
    write_spill(store_config.spill_dir, Spill(landed.rows + rest, landed.mark, len(landed.rows)))

    w = AuditWriter(store, store_config)
    await w.start()
    await w.aclose()

    assert (await store.counts())["messages"] == 2
    assert (await store.verify()).ok


async def test_write_retried_after_an_uncertain_commit_is_not_duplicated(store: AuditStore) -> None:
    batch = WriteBatch(store.prepare(make_event(1)))
    await store.write(batch)
    await store.write(batch)  # as if the first commit's acknowledgement had been lost
    assert (await store.counts())["messages"] == 1
