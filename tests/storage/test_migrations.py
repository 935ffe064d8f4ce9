"""Alembic: an empty database migrates to exactly the models' schema."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from audit_factories import make_event, make_settings_change
from sqlalchemy import inspect
from sqlalchemy.engine import Connection
from sqlalchemy.ext.asyncio import create_async_engine

from storage import (
    AuditStore,
    PlaybookStore,
    SchemaOutOfDateError,
    StorageConfig,
    current_revision,
    head_revision,
    upgrade,
)
from storage.base import Base
from storage.migrate import alembic_config
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


# The head before settings changes joined the chain.
_BEFORE_SETTINGS_CHANGES = "c41d7e9a2b05"


def _downgrade_to(revision: str) -> Callable[[Connection], None]:
    def run(connection: Connection) -> None:
        config = alembic_config()
        config.attributes["connection"] = connection
        command.downgrade(config, revision)

    return run


async def test_a_database_before_settings_changes_is_upgraded_and_its_chain_goes_on(
    store_config: StorageConfig,
) -> None:
    # A trail and a stored settings version written by the Parry before settings changes
    # were chained: rows written, then the schema taken back to that Parry's head.
    old = await AuditStore.open(store_config)
    try:
        await old.append(make_event(1) + make_event(2))
        head = (await old.verify()).head_hash
    finally:
        await old.aclose()
    async with await PlaybookStore.open(store_config) as documents:
        await documents.save("space-policy:guild-1", {"shadow": False}, note={"changed_by": "admin-1"})
    engine = create_async_engine(store_config.url)
    try:
        async with engine.begin() as connection:
            await connection.run_sync(_downgrade_to(_BEFORE_SETTINGS_CHANGES))
        async with engine.connect() as connection:
            tables, _ = await connection.run_sync(_schema_diff)
    finally:
        await engine.dispose()
    assert await current_revision(store_config.url) == _BEFORE_SETTINGS_CHANGES
    assert "settings_changes" not in tables and "playbooks" in tables

    store = await AuditStore.open(store_config)  # migrates
    try:
        assert await current_revision(store_config.url) == head_revision()
        report = await store.verify(expect_head=head)
        assert report.ok, report.problems
        assert report.rows == 8
        assert await store.settings_changes("guild-1") == []  # earlier versions are not backfilled

        await store.append([make_settings_change(2, command="thresholds set min_score 0.8")])
        [row] = await store.settings_changes("guild-1")
        assert row["seq"] == 9 and row["prev_hash"] == head
        report = await store.verify(expect_head=head)
        assert report.ok, report.problems
        assert report.rows == 9
    finally:
        await store.aclose()
    async with await PlaybookStore.open(store_config) as documents:
        latest = await documents.latest("space-policy:guild-1")
        assert latest is not None and latest.content == {"shadow": False}
