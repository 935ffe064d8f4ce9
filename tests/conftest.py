"""Database fixtures: every storage test runs on SQLite and, when reachable, PostgreSQL.

PostgreSQL tests get a database of their own, created empty and dropped afterwards, so
they are independent and each one runs the Alembic migrations from scratch. The server
comes from `PARRY_TEST_PG_URL` (default below); if it cannot be reached those tests skip.
"""

from __future__ import annotations

import os
import sqlite3
import uuid
from collections.abc import AsyncIterator
from pathlib import Path

import asyncpg
import pytest
from sqlalchemy.engine import make_url

from storage import AuditStore, StorageConfig

PG_URL = os.environ.get("PARRY_TEST_PG_URL", "postgresql+asyncpg://postgres@127.0.0.1:5432/test")

_pg_unreachable: str | None = None


def _asyncpg_dsn(url: str) -> str:
    return make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)


async def _pg_admin() -> asyncpg.Connection:
    """A plain asyncpg connection to the server's test database, or a skip."""
    global _pg_unreachable
    if _pg_unreachable is not None:
        pytest.skip(_pg_unreachable)
    try:
        return await asyncpg.connect(_asyncpg_dsn(PG_URL), timeout=5)
    except (OSError, asyncpg.PostgresError) as exc:
        _pg_unreachable = f"PostgreSQL not reachable at {PG_URL}: {exc}"
        pytest.skip(_pg_unreachable)


class Outage:
    """Makes the test database unavailable for real, then available again.

    SQLite: another connection holds an exclusive write lock (writers get "database is
    locked" after `busy_timeout_ms`). PostgreSQL: the database stops accepting
    connections and its existing connections are terminated.
    """

    def __init__(self, url: str) -> None:
        self.url = url
        self._sqlite: sqlite3.Connection | None = None
        self._pg_down = False

    async def begin(self) -> None:
        parsed = make_url(self.url)
        if parsed.get_backend_name() == "sqlite":
            assert parsed.database is not None
            self._sqlite = sqlite3.connect(parsed.database, isolation_level=None)
            self._sqlite.execute("BEGIN EXCLUSIVE")
            return
        admin = await _pg_admin()
        try:
            await admin.execute(f'ALTER DATABASE "{parsed.database}" ALLOW_CONNECTIONS false')
            await admin.execute(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1",
                parsed.database,
            )
            self._pg_down = True
        finally:
            await admin.close()

    async def end(self) -> None:
        if self._sqlite is not None:
            self._sqlite.execute("ROLLBACK")
            self._sqlite.close()
            self._sqlite = None
        if self._pg_down:
            admin = await _pg_admin()
            try:
                database = make_url(self.url).database
                await admin.execute(f'ALTER DATABASE "{database}" ALLOW_CONNECTIONS true')
                self._pg_down = False
            finally:
                await admin.close()


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
async def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[str]:
    """URL of an empty database: a SQLite file, or a fresh PostgreSQL database."""
    if request.param == "sqlite":
        yield f"sqlite+aiosqlite:///{tmp_path / 'audit.sqlite3'}"
        return
    admin = await _pg_admin()
    name = f"parry_test_{uuid.uuid4().hex[:12]}"
    await admin.execute(f'CREATE DATABASE "{name}"')
    try:
        yield make_url(PG_URL).set(database=name).render_as_string(hide_password=False)
    finally:
        await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        await admin.close()


@pytest.fixture
def store_config(db_url: str, tmp_path: Path) -> StorageConfig:
    """Storage settings for tests: short lock waits, quick retries, a private spill folder."""
    return StorageConfig(
        url=db_url,
        busy_timeout_ms=50,
        flush_interval_ms=5,
        retry_initial_s=0.05,
        retry_max_s=0.2,
        spill_dir=tmp_path / "spill",
    )


@pytest.fixture
async def store(store_config: StorageConfig) -> AsyncIterator[AuditStore]:
    """An open store on a freshly migrated database."""
    opened = await AuditStore.open(store_config)
    try:
        yield opened
    finally:
        await opened.aclose()


@pytest.fixture
async def outage(db_url: str) -> AsyncIterator[Outage]:
    """Control over the test database's availability; always restored afterwards."""
    control = Outage(db_url)
    try:
        yield control
    finally:
        await control.end()
