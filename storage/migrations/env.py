"""Alembic environment: migrates against `storage.base.Base.metadata`.

`storage.migrate` hands over an open connection in `config.attributes["connection"]`;
the Alembic command line (with `sqlalchemy.url` set) gets its own async engine.
"""

from __future__ import annotations

import asyncio

from alembic import context
from sqlalchemy.engine import Connection

import storage.models  # noqa: F401  registers the tables on the metadata
from storage._engine import create_engine
from storage.base import Base


def _migrate(connection: Connection) -> None:
    # render_as_batch: SQLite cannot ALTER most things; batch mode copies the table.
    context.configure(connection=connection, target_metadata=Base.metadata, render_as_batch=True)
    with context.begin_transaction():
        context.run_migrations()


async def _migrate_url(url: str) -> None:
    engine = create_engine(url)
    try:
        async with engine.begin() as connection:
            await connection.run_sync(_migrate)
    finally:
        await engine.dispose()


def _run() -> None:
    if context.is_offline_mode():
        raise SystemExit("offline (--sql) migrations are not supported; run them against a database")
    connection = context.config.attributes.get("connection")
    if connection is not None:
        _migrate(connection)
        return
    url = context.config.get_main_option("sqlalchemy.url")
    if not url:
        raise SystemExit("set sqlalchemy.url or use storage.migrate.upgrade(url)")
    asyncio.run(_migrate_url(url))


_run()
