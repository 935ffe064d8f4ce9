"""Alembic: an empty database migrates to exactly the models' schema."""

from __future__ import annotations

from typing import Any

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import inspect
from sqlalchemy.engine import Connection
from sqlalchemy.ext.asyncio import create_async_engine

from storage import (
    AuditStore,
    SchemaOutOfDateError,
    StorageConfig,
    current_revision,
    head_revision,
    upgrade,
)
from storage.base import Base
from storage.models import TABLES


def _schema_diff(connection: Connection) -> tuple[set[str], list[Any]]:
    tables = set(inspect(connection).get_table_names())
    return tables, compare_metadata(MigrationContext.configure(connection), Base.metadata)


async def test_upgrade_from_empty_creates_the_models_schema(db_url: str) -> None:
    assert await current_revision(db_url) is None

    await upgrade(db_url)

    assert await current_revision(db_url) == head_revision()
    engine = create_async_engine(db_url)
    try:
        async with engine.connect() as connection:
            tables, diff = await connection.run_sync(_schema_diff)
    finally:
        await engine.dispose()
    # Every audit table, plus `playbooks`: in the metadata and the schema, not in the chain.
    assert tables == {*TABLES, "playbooks", "alembic_version"}
    assert set(Base.metadata.tables) == {*TABLES, "playbooks"}
    assert diff == []


async def test_upgrade_twice_is_harmless(db_url: str) -> None:
    await upgrade(db_url)
    await upgrade(db_url, "head")
    assert await current_revision(db_url) == head_revision()


async def test_open_migrates_an_empty_database(store_config: StorageConfig) -> None:
    store = await AuditStore.open(store_config)
    await store.aclose()
    assert await current_revision(store_config.url) == head_revision()


async def test_open_without_auto_migrate_refuses_an_outdated_schema(
    store_config: StorageConfig,
) -> None:
    config = store_config.model_copy(update={"auto_migrate": False})
    with pytest.raises(SchemaOutOfDateError, match="parry db upgrade"):
        await AuditStore.open(config)
    await upgrade(config.url)
    store = await AuditStore.open(config)
    await store.aclose()
