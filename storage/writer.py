"""The buffered audit writer: batches records across callers, retries while the database is down."""

from __future__ import annotations

import asyncio
import itertools
import logging
import time
from collections import deque
from collections.abc import Callable, Sequence
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy.exc import DBAPIError, InterfaceError, OperationalError

from storage._rows import PendingRow, WriteBatch
from storage._spill import Spill, read_spill, spill_files, write_spill
from storage.config import StorageConfig
from storage.errors import DatabaseUnavailableError, describe
from storage.records import AuditRecord
from storage.store import AuditStore

log = logging.getLogger(__name__)

OnCommit = Callable[[int, float], None]


@dataclass(slots=True)
class _Entry:
    row: PendingRow
    done: asyncio.Future[None] | None  # set on the last row of each `put`


def _unavailable(exc: Exception) -> bool:
    """Whether `exc` means the database cannot be reached (rather than rejected the write)."""
    if isinstance(exc, DBAPIError) and exc.connection_invalidated:
        return True
    unreachable = DatabaseUnavailableError | OperationalError | InterfaceError | OSError | TimeoutError
    return isinstance(exc, unreachable)


class AuditWriter:
    """Writes audit records in the background, in order, without losing any.

    `put` queues records and returns at once with a future that resolves when they are
    committed. A background task writes batches of up to `batch_size` records, waiting
    up to `flush_interval_ms` for a batch to fill. While the database is unavailable it
    retries the same batch with exponential backoff; `put` waits once `max_pending`
    records are queued. Records still queued when `aclose` gives up are saved to a spill
    file, which `start` writes to the database before anything else.

    Args:
        store: The open audit store.
        config: The `[storage]` section (batching, back-pressure, retries, spill folder).
        on_commit: Called after each commit with the number of records and the seconds
            the successful write took.
    """

    def __init__(self, store: AuditStore, config: StorageConfig, *, on_commit: OnCommit | None = None) -> None:
        self._store = store
        self._config = config
        self._on_commit = on_commit
        self._queue: deque[_Entry] = deque()
        self._inflight: WriteBatch | None = None
        self._wake = asyncio.Event()  # the queue is not empty, or closing
        self._full = asyncio.Event()  # a whole batch is queued, or closing
        self._room = asyncio.Event()  # fewer than max_pending queued, or closing
        self._room.set()
        self._task: asyncio.Task[None] | None = None
        self._closing = False

    @property
    def pending(self) -> int:
        """Records accepted and not yet committed."""
        return len(self._queue)

    async def start(self) -> None:
        """Write any spill files left by an earlier run, then start writing.

        Raises:
            RuntimeError: already started.
            sqlalchemy.exc.SQLAlchemyError: a spill file could not be written; it is kept.
            ValueError: a spill file is unreadable; it is kept.
        """
        if self._task is not None:
            raise RuntimeError("audit writer already started")
        for path in await asyncio.to_thread(spill_files, self._config.spill_dir):
            await self._reingest(path)
        self._task = asyncio.create_task(self._run(), name="parry-audit-writer")

    async def _reingest(self, path: Path) -> None:
        spill = await asyncio.to_thread(read_spill, path)
        n = spill.uncertain_rows
        # A batch whose commit was cut short at shutdown: its mark tells whether it landed.
        await self._store.write(WriteBatch(spill.rows[:n], spill.uncertain))
        await self._store.write(WriteBatch(spill.rows[n:]))
        await asyncio.to_thread(path.unlink)
        log.info("wrote %d audit records spilled to %s, and deleted it", len(spill.rows), path)

    async def put(self, records: Sequence[AuditRecord]) -> asyncio.Future[None]:
        """Queue `records` for writing, in order; waits while `max_pending` records are queued.

        Args:
            records: Audit records of any type.

        Returns:
            A future resolved when all of them are committed, or cancelled if they were
            spilled to a file at shutdown instead.

        Raises:
            RuntimeError: the writer is not running (not started, or closing).
            TypeError, ValueError: a record holds a value its column cannot store.
        """
        if self._task is None or self._closing:
            raise RuntimeError("audit writer is not running")
        rows = self._store.prepare(records)
        while len(self._queue) >= self._config.max_pending and not self._closing:
            self._room.clear()
            await self._room.wait()
        if self._closing:
            raise RuntimeError("audit writer closed while waiting for room")
        done = asyncio.get_running_loop().create_future()
        if not rows:
            done.set_result(None)
            return done
        self._queue.extend(_Entry(row, None) for row in rows[:-1])
        self._queue.append(_Entry(rows[-1], done))
        self._wake.set()
        if len(self._queue) >= self._config.batch_size:
            self._full.set()
        return done

    async def _run(self) -> None:
        batch_size = self._config.batch_size
        while True:
            await self._wake.wait()
            if not self._queue:
                if self._closing:
                    return
                self._wake.clear()
                continue
            if len(self._queue) < batch_size and not self._closing:
                with suppress(TimeoutError):
                    await asyncio.wait_for(self._full.wait(), self._config.flush_interval_ms / 1000)
            entries = list(itertools.islice(self._queue, batch_size))
            await self._commit(entries)
            # Only now leave the queue: until committed they count as pending and get spilled.
            for _ in entries:
                self._queue.popleft()
            for entry in entries:
                if entry.done is not None and not entry.done.done():
                    entry.done.set_result(None)
            if len(self._queue) < batch_size and not self._closing:
                self._full.clear()
            if len(self._queue) < self._config.max_pending:
                self._room.set()

    async def _commit(self, entries: list[_Entry]) -> None:
        batch = WriteBatch([e.row for e in entries])
        self._inflight = batch
        delay, failures = self._config.retry_initial_s, 0
        while True:
            started = time.perf_counter()
            try:
                await self._store.write(batch)
                break
            except Exception as exc:  # the writer must outlive every failure: nothing accepted is dropped
                failures += 1
                if _unavailable(exc):
                    log.warning(
                        "database unavailable (%s); %d records buffered, retrying in %.1fs",
                        describe(exc),
                        len(self._queue),
                        delay,
                    )
                else:
                    log.error(
                        "audit write failed (%s); %d records buffered, retrying in %.1fs",
                        describe(exc),
                        len(self._queue),
                        delay,
                        exc_info=exc,
                    )
                await asyncio.sleep(delay)
                delay = min(delay * 2, self._config.retry_max_s)
        elapsed = time.perf_counter() - started
        self._inflight = None
        if failures:
            log.info(
                "database available again: wrote %d records after %d failed attempts",
                len(entries),
                failures,
            )
        if self._on_commit is not None:
            try:
                self._on_commit(len(entries), elapsed)
            except Exception:  # a metrics hook must not stop the audit trail
                log.exception("audit writer on_commit callback failed")

    async def aclose(self, deadline_s: float = 30.0) -> None:
        """Stop accepting records and write everything queued, for at most `deadline_s`.

        If the database is still unavailable at the deadline, the records left are saved
        to a spill file in `spill_dir` (logged as an ERROR) and their futures cancelled.

        Args:
            deadline_s: Seconds to keep trying.
        """
        if self._task is None or self._closing:
            return
        self._closing = True
        for event in (self._wake, self._full, self._room):
            event.set()
        done, _ = await asyncio.wait([self._task], timeout=deadline_s)
        if not done:
            self._task.cancel()
            await asyncio.wait([self._task])
        elif not self._task.cancelled() and self._task.exception() is not None:
            log.error("audit writer stopped unexpectedly", exc_info=self._task.exception())
        if self._queue:
            await self._spill()

    async def _spill(self) -> None:
        entries = list(self._queue)
        self._queue.clear()
        inflight = self._inflight
        uncertain = inflight.mark if inflight is not None else None
        spill = Spill([e.row for e in entries], uncertain, len(inflight.rows) if inflight and uncertain else 0)
        reason = "not written"
        try:
            path = await asyncio.to_thread(write_spill, self._config.spill_dir, spill)
            reason = f"spilled to {path}"
            log.error(
                "%d audit records not written by the shutdown deadline (database unavailable?) "
                "were saved to %s; they are written at the next start",
                len(entries),
                path,
            )
        except OSError:
            log.critical(
                "could not spill %d audit records to %s; they are lost",
                len(entries),
                self._config.spill_dir,
                exc_info=True,
            )
            raise
        finally:
            for entry in entries:
                if entry.done is not None:
                    entry.done.cancel(msg=reason)
