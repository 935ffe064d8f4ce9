"""The audit store: an append-only, hash-chained trail of every message, verdict, action and settings change."""

from __future__ import annotations

import logging
from collections import defaultdict
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from datetime import UTC, datetime
from typing import Any, TextIO

from sqlalchemy import func, insert, select, text
from sqlalchemy.exc import DBAPIError
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from storage._chain import ChainMark, row_hash
from storage._engine import resolve_url, write_engine
from storage._ledger import has_landed, head_or_genesis, read_head
from storage._rows import PendingRow, RowBuilder, WriteBatch
from storage._types import as_utc
from storage.config import Retention, StorageConfig
from storage.errors import DatabaseUnavailableError, describe
from storage.export import ExportFilters, ExportFormat, ExportWriter, assemble, select_messages
from storage.migrate import open_engine
from storage.models import TABLES
from storage.records import AuditRecord
from storage.retention import RetentionPolicy
from storage.verify import VerifyReport, verify_chain

log = logging.getLogger(__name__)

# Key of the PostgreSQL advisory lock that serialises writers of the chain ("parry").
_CHAIN_LOCK_KEY = 0x7061727279
_EXPORT_PAGE = 1_000


class AuditStore:
    """Writes and reads the audit trail. Open it with `AuditStore.open`.

    Every row of every table is a link of one hash chain (see `storage._chain`). Writers
    serialise on the chain head: on PostgreSQL through an advisory lock held by the write
    transaction, on SQLite through BEGIN IMMEDIATE, so even two processes on one database
    cannot fork the chain. Rows are only ever inserted.

    Args:
        engine: The database engine; the store disposes of it in `aclose`.
        retention: How `MessageRecord.text` is stored.
    """

    __slots__ = ("_engine", "_postgres", "_rows", "_writes", "retention")

    def __init__(self, engine: AsyncEngine, retention: RetentionPolicy) -> None:
        self._engine = engine
        self._writes = write_engine(engine)
        self._postgres = engine.dialect.name == "postgresql"
        self._rows = RowBuilder(retention)
        self.retention: Retention = retention.mode

    @classmethod
    async def open(cls, config: StorageConfig) -> AuditStore:
        """Connect, and bring the schema up to date when `config.auto_migrate` is set.

        Args:
            config: The `[storage]` section.

        Returns:
            An open store.

        Raises:
            StorageConfigError: retention is "hash" and the HMAC key is not set.
            SchemaOutOfDateError: the schema is behind and `auto_migrate` is off.
            sqlalchemy.exc.OperationalError: the database cannot be reached.
        """
        retention = RetentionPolicy.from_config(config)
        engine = await open_engine(config)
        log.info("audit store open: %s", resolve_url(config.url).render_as_string(hide_password=True))
        return cls(engine, retention)

    # -- writing -------------------------------------------------------------------

    def prepare(self, records: Sequence[AuditRecord]) -> list[PendingRow]:
        """Apply retention and normalise `records`, without writing them (see `AuditWriter`).

        Raises:
            TypeError, ValueError: a record holds a value its column cannot store.
        """
        return self._rows.build(records, datetime.now(UTC))

    async def write(self, batch: WriteBatch) -> None:
        """Append `batch` to the chain in one transaction, one bulk insert per table.

        Safe to call again with the same batch after a failure: if the earlier attempt
        did commit (the error came after), the rows are not written twice.

        Args:
            batch: Prepared rows; `batch.mark` is maintained here.

        Raises:
            DatabaseUnavailableError: no connection could be made.
            sqlalchemy.exc.SQLAlchemyError: the write failed; nothing was written.
        """
        if not batch.rows:
            return
        async with self._connection(self._writes) as connection, connection.begin():
            if self._postgres:
                lock = text("SELECT pg_advisory_xact_lock(:key)")
                await connection.execute(lock, {"key": _CHAIN_LOCK_KEY})
            if batch.mark is not None and await has_landed(connection, batch.mark):
                return
            batch.mark = await self._insert(connection, batch.rows)

    @staticmethod
    @asynccontextmanager
    async def _connection(engine: AsyncEngine) -> AsyncIterator[AsyncConnection]:
        # Failing to connect is told apart from a failing statement: the writer retries
        # the first quietly, while the second may be a bug worth a traceback.
        try:
            connection = await engine.connect()
        except (DBAPIError, OSError) as exc:
            raise DatabaseUnavailableError(describe(exc)) from exc
        try:
            yield connection
        finally:
            await connection.close()

    async def _insert(self, connection: AsyncConnection, rows: Sequence[PendingRow]) -> ChainMark:
        seq, prev = head_or_genesis(await read_head(connection))
        by_table: dict[str, list[dict[str, Any]]] = defaultdict(list)
        for row in rows:
            seq += 1
            digest = row_hash(prev, row.table, seq, row.values)
            by_table[row.table].append({**row.values, "seq": seq, "prev_hash": prev, "row_hash": digest})
            prev = digest
        for table, params in by_table.items():
            await connection.execute(insert(TABLES[table]), params)
        return ChainMark(rows[-1].table, seq, prev)

    async def append(self, records: Sequence[AuditRecord]) -> None:
        """Write `records` now, in one transaction, in order.

        Args:
            records: Audit records of any type.

        Raises:
            TypeError, ValueError: a record holds a value its column cannot store.
            sqlalchemy.exc.SQLAlchemyError: the write failed; nothing was written.
        """
        await self.write(WriteBatch(self.prepare(records)))

    # -- reading -------------------------------------------------------------------

    async def verify(self, expect_head: str | None = None) -> VerifyReport:
        """Recompute the whole chain and report every problem (`parry audit verify`).

        Args:
            expect_head: A head hash recorded earlier (`VerifyReport.head_hash`); a problem
                is reported when no row carries it, i.e. the tail was cut off or rewritten.

        Returns:
            Rows checked, the current head, and every problem found.
        """
        async with self._engine.connect() as connection:
            return await verify_chain(connection, expect_head)

    async def export(self, out: TextIO, fmt: ExportFormat = "csv", filters: ExportFilters | None = None) -> int:
        """Write one row per message event, oldest first (`parry audit export`).

        Args:
            out: Text stream to write to.
            fmt: "csv" (with a header; lists and dicts as JSON) or "jsonl".
            filters: Which events; all when None.

        Returns:
            Rows written.
        """
        writer = ExportWriter(out, fmt)
        messages = TABLES["messages"]
        query = select_messages(filters or ExportFilters()).order_by(messages.c.seq).limit(_EXPORT_PAGE)
        written, after = 0, 0
        async with self._engine.connect() as connection:
            while True:
                page = (await connection.execute(query.where(messages.c.seq > after))).mappings().all()
                if not page:
                    return written
                writer.write(await assemble(connection, page))
                written += len(page)
                after = page[-1]["seq"]

    async def recent(self, limit: int = 50, filters: ExportFilters | None = None) -> list[dict[str, Any]]:
        """The newest message events, newest first, as export rows (`parry audit recent`).

        Args:
            limit: Most events returned.
            filters: Which events; all when None.
        """
        messages = TABLES["messages"]
        query = select_messages(filters or ExportFilters()).order_by(messages.c.seq.desc()).limit(limit)
        async with self._engine.connect() as connection:
            page = (await connection.execute(query)).mappings().all()
            return await assemble(connection, page)

    async def show(self, event_id: str) -> dict[str, Any]:
        """Every row recorded for one event, for `parry audit show`.

        Args:
            event_id: The event.

        Returns:
            `{"event_id": ..., "messages": [...], "verdicts": [...], ...}`: every table's
            rows for the event (all columns, chain included) in chain order; empty lists
            for tables without any.
        """
        shown: dict[str, Any] = {"event_id": event_id}
        async with self._engine.connect() as connection:
            for name, t in TABLES.items():
                rows = await connection.execute(select(t).where(t.c.event_id == event_id).order_by(t.c.seq))
                shown[name] = [dict(row) for row in rows.mappings()]
        return shown

    async def strikes_since(self, since: datetime) -> list[tuple[str, str, datetime]]:
        """Strikes recorded since `since`, oldest first, to seed the escalation ladder at start-up.

        Args:
            since: Earliest decision time (naive means UTC).

        Returns:
            `(space_id, author_id, decided_at)` of every decision with `strike` set.
        """
        decisions = TABLES["decisions"]
        query = (
            select(decisions.c.space_id, decisions.c.author_id, decisions.c.decided_at)
            .where(decisions.c.strike.is_(True), decisions.c.decided_at >= as_utc(since))
            .order_by(decisions.c.decided_at, decisions.c.seq)
        )
        async with self._engine.connect() as connection:
            return [(r.space_id, r.author_id, r.decided_at) for r in await connection.execute(query)]

    async def replies_since(self, since: datetime) -> list[tuple[str, str, str, datetime]]:
        """Counterspeech replies posted since `since`, oldest first, to seed the posting limits at start-up.

        Returns:
            `(space_id, channel_id, author_id, at)` of the message each posted reply answered.
        """
        replies, messages = TABLES["counterspeech"], TABLES["messages"]
        query = (
            select(messages.c.space_id, messages.c.channel_id, messages.c.author_id, replies.c.at)
            .join(messages, messages.c.event_id == replies.c.event_id)
            .where(replies.c.posted.is_(True), replies.c.at >= as_utc(since))
            .order_by(replies.c.at, replies.c.seq)
        )
        async with self._engine.connect() as connection:
            return [(r.space_id, r.channel_id, r.author_id, r.at) for r in await connection.execute(query)]

    async def feedback_texts(self, limit: int = 50_000) -> list[tuple[str, str, str, bool]]:
        """Moderator feedback on messages whose text is kept, newest first.

        Returns:
            `(event_id, text, feedback label, verdict said hate)` for each feedback row
            whose message text is stored in full (not masked, not hashed).
        """
        feedback, messages, verdicts = TABLES["feedback"], TABLES["messages"], TABLES["verdicts"]
        query = (
            select(feedback.c.event_id, messages.c.text, feedback.c.label, verdicts.c.hate)
            .join(messages, messages.c.event_id == feedback.c.event_id)
            .join(verdicts, verdicts.c.event_id == feedback.c.event_id)
            .where(messages.c.text.is_not(None), messages.c.retention == "full")
            .order_by(feedback.c.seq.desc())
            .limit(limit)
        )
        async with self._engine.connect() as connection:
            return [(r.event_id, r.text, r.label, bool(r.hate)) for r in await connection.execute(query)]

    async def labels(self, *, latest_only: bool = True) -> list[dict[str, Any]]:
        """Moderator labels with the message and verdict they judge, oldest first, for training exports.

        Args:
            latest_only: Keep only each event's newest label (a moderator may change their mind).

        Returns:
            One dict per label: the message's ids and time, its text when stored in full
            (None under "redacted" or "hash" retention; `retention` says which), the label,
            who gave it and when, and what the verdict had said (labels, severity, hate, route).
        """
        feedback, messages, verdicts = TABLES["feedback"], TABLES["messages"], TABLES["verdicts"]
        query = (
            select(
                feedback.c.event_id, messages.c.platform, messages.c.space_id, messages.c.channel_id,
                messages.c.message_id, messages.c.author_id, messages.c.ts, messages.c.retention,
                messages.c.text, feedback.c.label, feedback.c.moderator_id, feedback.c.note,
                feedback.c.at.label("labelled_at"), verdicts.c.labels.label("verdict_labels"),
                verdicts.c.severity.label("verdict_severity"), verdicts.c.hate.label("verdict_hate"),
                verdicts.c.route.label("verdict_route"),
            )
            .join(messages, messages.c.event_id == feedback.c.event_id)
            .join(verdicts, verdicts.c.event_id == feedback.c.event_id)
            .order_by(feedback.c.seq)
        )
        async with self._engine.connect() as connection:
            rows = [dict(r._mapping) for r in await connection.execute(query)]
        for row in rows:
            if row["retention"] != "full":
                row["text"] = None  # a masked text would teach a model the mask
            row["verdict_hate"] = bool(row["verdict_hate"])
        if latest_only:
            newest = {row["event_id"]: row for row in rows}
            rows = list(newest.values())
        return rows

    async def routed_texts(self, check: str, routes: Sequence[str], limit: int = 50_000) -> list[tuple[str, str]]:
        """Texts of messages that a check named `check` answered on one of `routes`, newest first.

        Only messages whose text is stored in full count (retention "full"); the route is
        read from the verdict's stored checks, so nothing outside the audit trail is kept
        for this. Used by FAID's Targeted self-training: its unlabelled pool is the
        messages the router sent to Targeted.

        Returns:
            `(event_id, text)`, at most `limit`, one per message.
        """
        messages, verdicts = TABLES["messages"], TABLES["verdicts"]
        wanted = set(routes)
        query = (
            select(messages.c.event_id, messages.c.text, verdicts.c.checks)
            .join(verdicts, verdicts.c.event_id == messages.c.event_id)
            .where(messages.c.text.is_not(None), messages.c.retention == "full")
            .order_by(verdicts.c.seq.desc())
        )
        out: list[tuple[str, str]] = []
        async with self._engine.connect() as connection:
            async for row in await connection.stream(query):
                if any(c.get("name") == check and c.get("route") in wanted for c in row.checks or ()):
                    out.append((row.event_id, row.text))
                    if len(out) >= limit:
                        break
        return out

    async def settings_changes(self, space_id: str) -> list[dict[str, Any]]:
        """Every settings change recorded for one space, oldest first (chain order).

        Args:
            space_id: The server/group.

        Returns:
            The `settings_changes` rows, every column (chain included).
        """
        changes = TABLES["settings_changes"]
        query = select(changes).where(changes.c.space_id == space_id).order_by(changes.c.seq)
        async with self._engine.connect() as connection:
            return [dict(row) for row in (await connection.execute(query)).mappings()]

    async def llm_usage(self) -> list[dict[str, Any]]:
        """LLM calls summed by caller, model and outcome: calls, tokens and latency."""
        calls = TABLES["llm_calls"]
        query = (
            select(
                calls.c.caller,
                calls.c.model,
                calls.c.outcome,
                func.count().label("calls"),
                func.coalesce(func.sum(calls.c.prompt_tokens), 0).label("prompt_tokens"),
                func.coalesce(func.sum(calls.c.completion_tokens), 0).label("completion_tokens"),
                func.coalesce(func.avg(calls.c.latency_ms), 0).label("mean_latency_ms"),
            )
            .group_by(calls.c.caller, calls.c.model, calls.c.outcome)
            .order_by(calls.c.caller, calls.c.model, calls.c.outcome)
        )
        async with self._engine.connect() as connection:
            return [dict(r._mapping) for r in await connection.execute(query)]

    async def counts(self) -> dict[str, int]:
        """Rows per table."""
        async with self._engine.connect() as connection:
            return {
                name: int(await connection.scalar(select(func.count()).select_from(t)) or 0)
                for name, t in TABLES.items()
            }

    async def aclose(self) -> None:
        """Close every database connection."""
        await self._engine.dispose()
