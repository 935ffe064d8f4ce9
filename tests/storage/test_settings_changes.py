"""Settings changes in the audit chain: stored like every other record, and tamper-evident."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from audit_factories import T0, make_event, make_settings_change
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine

from storage import AuditStore, AuditWriter, SettingsChangeRecord, StorageConfig
from storage._spill import Spill, read_spill, write_spill
from storage.models import TABLES


@pytest.fixture
async def raw(db_url: str) -> AsyncIterator[AsyncEngine]:
    """A plain engine on the audit database: the tamperer's tool."""
    engine = create_async_engine(db_url)
    yield engine
    await engine.dispose()


async def _sql(engine: AsyncEngine, statement: str) -> None:
    async with engine.begin() as connection:
        await connection.execute(text(statement))


@pytest.fixture
async def changed(store: AuditStore) -> AuditStore:
    """An event (seq 1..4), two settings changes of guild-1 (5, 6), one of guild-2 (7), an event (8..11)."""
    await store.append(make_event(1))
    await store.append([make_settings_change(1)])
    await store.append(
        [
            make_settings_change(
                2,
                command="thresholds set min_score 0.8",
                settings={"shadow": False, "thresholds": {"min_score": 0.8}},
            ),
            make_settings_change(1, space_id="guild-2", changed_by="admin-2", command="shadow on",
                                 settings={"shadow": True}),
        ]
    )  # fmt: skip
    await store.append(make_event(2))
    return store


def test_settings_changes_are_a_link_of_the_chain() -> None:
    assert "settings_changes" in TABLES
    assert "playbooks" not in TABLES


async def test_a_change_round_trips_every_field(changed: AuditStore) -> None:
    record = make_settings_change(1)

    shown = await changed.show(record.event_id)

    [row] = shown["settings_changes"]
    assert all(shown[t] == [] for t in TABLES if t != "settings_changes")
    assert row["seq"] == 5 and len(row["prev_hash"]) == len(row["row_hash"]) == 64
    assert (row["event_id"], row["space_id"], row["changed_by"], row["command"]) == (
        "set-guild-1-001", "guild-1", "admin-1", "shadow off",
    )  # fmt: skip
    assert row["settings"] == {"shadow": False}
    assert (row["document"], row["version"]) == ("space-policy:guild-1", 1)
    assert row["at"] == record.at and row["at"].tzinfo is not None
    assert row["recorded_at"].tzinfo is not None


async def test_a_space_s_changes_read_back_in_chain_order(changed: AuditStore) -> None:
    rows = await changed.settings_changes("guild-1")
    assert [(r["seq"], r["version"], r["command"]) for r in rows] == [
        (5, 1, "shadow off"),
        (6, 2, "thresholds set min_score 0.8"),
    ]
    assert rows[1]["settings"] == {"shadow": False, "thresholds": {"min_score": 0.8}}
    assert [r["changed_by"] for r in await changed.settings_changes("guild-2")] == ["admin-2"]
    assert await changed.settings_changes("guild-3") == []
    assert (await changed.counts())["settings_changes"] == 3


async def test_a_trail_with_changes_verifies(changed: AuditStore) -> None:
    report = await changed.verify()
    assert report.ok, report.problems
    assert (report.rows, report.head_seq) == (11, 11)


@pytest.mark.parametrize(
    ("edit", "seq"),
    [
        ("""UPDATE settings_changes SET settings = '{"shadow": true}' WHERE seq = 5""", 5),
        ("UPDATE settings_changes SET changed_by = 'someone-else' WHERE seq = 6", 6),
        ("UPDATE settings_changes SET command = 'shadow off' WHERE seq = 7", 7),
        ("UPDATE settings_changes SET version = 3 WHERE seq = 6", 6),
    ],
)
async def test_an_edited_change_breaks_the_chain(changed: AuditStore, raw: AsyncEngine, edit: str, seq: int) -> None:
    await _sql(raw, edit)

    report = await changed.verify()

    assert not report.ok
    [problem] = report.problems
    assert (problem.kind, problem.table, problem.seq) == ("hash_mismatch", "settings_changes", seq)


async def test_a_deleted_change_leaves_a_gap(changed: AuditStore, raw: AsyncEngine) -> None:
    await _sql(raw, "DELETE FROM settings_changes WHERE seq = 6")
    [problem] = (await changed.verify()).problems
    assert (problem.kind, problem.seq) == ("missing_rows", 7)


async def test_a_bad_change_is_rejected_before_anything_is_written(store: AuditStore) -> None:
    bad = SettingsChangeRecord("e", "g", "a", "shadow off", {"shadow": False}, "space-policy:g", 1, "now")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=r"settings_changes\.at"):
        await store.append([make_settings_change(1), bad])
    assert (await store.counts())["settings_changes"] == 0


async def test_the_writer_writes_changes_in_order_with_the_rest(store: AuditStore, store_config: StorageConfig) -> None:
    writer = AuditWriter(store, store_config)
    await writer.start()
    try:
        await writer.put(make_event(1))
        await (await writer.put([make_settings_change(1)]))
    finally:
        await writer.aclose(5)
    [row] = await store.settings_changes("guild-1")
    assert row["seq"] == 5
    assert (await store.verify()).ok


async def test_a_spilled_change_round_trips_exactly(store: AuditStore, tmp_path: Path) -> None:
    rows = store.prepare([make_settings_change(1), *make_event(1)])
    path = write_spill(tmp_path, Spill(rows))
    assert read_spill(path).rows == rows
    assert rows[0].values["at"] == T0.replace(hour=13)
