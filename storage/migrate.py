"""Schema migrations: Alembic, configured in code, scripts shipped inside the package.

No alembic.ini is needed. To write a new migration against a scratch database::

    from alembic import command
    from storage.migrate import alembic_config
    command.revision(alembic_config("sqlite+aiosqlite:///scratch.db"), "add x", autogenerate=True)

(after `await upgrade(...)` on that database), then review the generated file.
"""

from __future__ import annotations

import logging
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy.engine import Connection
from sqlalchemy.ext.asyncio import AsyncEngine

from storage._engine import create_engine
from storage.config import StorageConfig
from storage.errors import SchemaOutOfDateError

log = logging.getLogger(__name__)

MIGRATIONS_DIR = Path(__file__).with_name("migrations")


def alembic_config(url: str | None = None) -> Config:
    """An Alembic config for Parry's migrations.

    Args:
        url: Database URL for commands that connect on their own (e.g. autogenerate).

    Returns:
        The config; `script_location` is the package's `migrations` folder.
    """
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    # Date-prefixed names sort in creation order: versions/20261129_initial_audit_trail.py
    config.set_main_option("file_template", "%%(year)d%%(month).2d%%(day).2d_%%(slug)s")
    if url is not None:
        config.set_main_option("sqlalchemy.url", url.replace("%", "%%"))
    return config


def head_revision() -> str:
    """The newest revision this version of Parry knows."""
    head = ScriptDirectory.from_config(alembic_config()).get_current_head()
    assert head is not None, "the migrations folder has no revisions"
    return head


def _current(connection: Connection) -> str | None:
    return MigrationContext.configure(connection).get_current_revision()


async def engine_revision(engine: AsyncEngine) -> str | None:
    """The revision the database behind `engine` is at; None when it was never migrated."""
    async with engine.connect() as connection:
        return await connection.run_sync(_current)


async def upgrade_engine(engine: AsyncEngine, revision: str = "head") -> None:
    """Migrate the database behind `engine` to `revision`, in one transaction where the
    database allows it (PostgreSQL; SQLite commits each DDL statement).

    Args:
        engine: The database.
        revision: Target revision, "head" for the newest.
    """

    def run(connection: Connection) -> None:
        config = alembic_config()
        config.attributes["connection"] = connection
        command.upgrade(config, revision)

    async with engine.begin() as connection:
        await connection.run_sync(run)


async def open_engine(config: StorageConfig) -> AsyncEngine:
    """An engine on `config.url`, the schema brought to the head when `config.auto_migrate` is set.

    What every store's `open` does (`AuditStore`, `PlaybookStore`): they share one database
    and one schema.

    Args:
        config: The `[storage]` section.

    Returns:
        A new engine; the caller disposes of it.

    Raises:
        SchemaOutOfDateError: the schema is behind and `auto_migrate` is off.
        sqlalchemy.exc.OperationalError: the database cannot be reached.
    """
    engine = create_engine(config.url, busy_timeout_ms=config.busy_timeout_ms)
    try:
        current, head = await engine_revision(engine), head_revision()
        if current != head:
            if not config.auto_migrate:
                raise SchemaOutOfDateError(
                    f"audit schema is at {current or 'nothing'}, this Parry needs {head}; run `parry db upgrade`"
                )
            log.info("migrating the audit database from %s to %s", current or "empty", head)
            await upgrade_engine(engine)
    except BaseException:
        await engine.dispose()
        raise
    return engine


async def upgrade(url: str, revision: str = "head") -> None:
    """Migrate the database at `url` to `revision` (`parry db upgrade`).

    Args:
        url: Database URL.
        revision: Target revision, "head" for the newest.
    """
    engine = create_engine(url)
    try:
        await upgrade_engine(engine, revision)
    finally:
        await engine.dispose()


async def current_revision(url: str) -> str | None:
    """The revision the database at `url` is at; None when it was never migrated.

    Args:
        url: Database URL.
    """
    engine = create_engine(url)
    try:
        return await engine_revision(engine)
    finally:
        await engine.dispose()
