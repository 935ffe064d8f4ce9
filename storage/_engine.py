"""The async engine: one factory for the store and the migrations, so both behave alike."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import orjson
from sqlalchemy import event
from sqlalchemy.engine import URL, Connection, make_url
from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine

from storage._normalize import dumps_json

# Execution option of the engine `write_engine` returns: its transactions start with
# BEGIN IMMEDIATE on SQLite, taking the write lock before the chain head is read.
_WRITE_OPTION = "parry_write"


def resolve_url(url: str) -> URL:
    """`url` with a relative SQLite path made absolute against the working directory.

    Args:
        url: A database URL.

    Returns:
        The parsed URL.
    """
    parsed = make_url(url)
    database = parsed.database
    if parsed.get_backend_name() == "sqlite" and database and database != ":memory:":
        path = Path(database)
        if not path.is_absolute():
            parsed = parsed.set(database=str(Path.cwd() / path))
    return parsed


def create_engine(url: str, *, busy_timeout_ms: int = 5_000) -> AsyncEngine:
    """An async engine for the audit database. Creates a SQLite file's folder.

    On SQLite every connection runs in WAL mode with `synchronous=NORMAL` (durable at
    checkpoints, safe against corruption, much faster than FULL) and waits
    `busy_timeout_ms` for locks. SQLAlchemy, not the sqlite3 module, emits BEGIN, so reads
    see one snapshot and `write_engine` can ask for BEGIN IMMEDIATE.

    Args:
        url: Database URL (`sqlite+aiosqlite://` or `postgresql+asyncpg://`).
        busy_timeout_ms: SQLite lock wait.

    Returns:
        A new engine; the caller disposes of it.
    """
    parsed = resolve_url(url)
    options: dict[str, Any] = {"json_serializer": dumps_json, "json_deserializer": orjson.loads}
    if parsed.get_backend_name() != "sqlite":
        # A restarted PostgreSQL leaves dead pooled connections; test before use.
        return create_async_engine(parsed, pool_pre_ping=True, **options)

    if parsed.database and parsed.database != ":memory:":
        Path(parsed.database).parent.mkdir(parents=True, exist_ok=True)
    engine = create_async_engine(parsed, **options)

    @event.listens_for(engine.sync_engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None  # SQLAlchemy emits BEGIN itself
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA synchronous=NORMAL")
        cursor.execute(f"PRAGMA busy_timeout={int(busy_timeout_ms)}")
        cursor.close()

    @event.listens_for(engine.sync_engine, "begin")
    def _on_begin(connection: Connection) -> None:
        immediate = connection.get_execution_options().get(_WRITE_OPTION, False)
        connection.exec_driver_sql("BEGIN IMMEDIATE" if immediate else "BEGIN")

    return engine


def write_engine(engine: AsyncEngine) -> AsyncEngine:
    """`engine`, sharing its pool, with transactions that lock for writing from the start.

    Without it SQLite would take the write lock at the first INSERT, after the chain head
    was read, and two processes could both extend the same head.
    """
    return engine.execution_options(**{_WRITE_OPTION: True})
