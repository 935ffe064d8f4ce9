"""PlaybookStore: versioned playbooks beside the audit trail, on SQLite and PostgreSQL."""

from __future__ import annotations

import asyncio
import hashlib
import math
import pickle
from collections.abc import AsyncIterator, Callable
from datetime import UTC, datetime
from typing import Any

import orjson
import pytest
from alembic import command
from audit_factories import make_event
from sqlalchemy import inspect
from sqlalchemy.engine import Connection
from sqlalchemy.exc import IntegrityError

from storage import (
    AuditStore,
    PlaybookNotFound,
    PlaybookStore,
    PlaybookVersion,
    RetentionPolicy,
    SchemaOutOfDateError,
    StorageConfig,
    current_revision,
    head_revision,
    upgrade,
)
from storage._engine import create_engine
from storage.migrate import alembic_config
from storage.models import TABLES

# The head before playbooks were added.
_BEFORE_PLAYBOOKS = "8b2e4d6f1a03"


def _playbook(*bullets: str) -> dict[str, Any]:
    return {
        "format": 1,
        "bullets": [
            {"id": f"b-{i:03d}", "section": "definitions", "text": t, "helpful": 0, "harmful": 0}
            for i, t in enumerate(bullets)
        ],
    }


@pytest.fixture
async def playbooks(store_config: StorageConfig) -> AsyncIterator[PlaybookStore]:
    """An open playbook store on a freshly migrated database."""
    async with await PlaybookStore.open(store_config) as opened:
        yield opened


async def test_first_save_is_version_one_and_reads_back(playbooks: PlaybookStore) -> None:
    content = _playbook("hate attacks people for who they are")
    before = datetime.now(UTC)

    saved = await playbooks.save("faid", content, note={"llm": "qwen2.5-7b", "samples": 200, "f1": 0.81})

    assert isinstance(saved, PlaybookVersion)
    assert (saved.name, saved.version, saved.parent_version) == ("faid", 1, None)
    assert saved.content == content
    assert saved.note == {"llm": "qwen2.5-7b", "samples": 200, "f1": 0.81}
    assert saved.sha256 == hashlib.sha256(orjson.dumps(content, option=orjson.OPT_SORT_KEYS)).hexdigest()
    assert saved.created_at.tzinfo is not None and saved.created_at >= before
    assert await playbooks.get("faid", 1) == saved
    assert await playbooks.latest("faid") == saved


async def test_versions_increment_and_link_to_their_parent(playbooks: PlaybookStore) -> None:
    v1 = await playbooks.save("faid", _playbook("a"))
    v2 = await playbooks.save("faid", _playbook("a", "b"), parent_version=v1.version)
    v3 = await playbooks.save("faid", _playbook("a", "b", "c"), parent_version=v2.version, note={"delta": 1})
    # A branch off an older version is just the next version, its parent says where from.
    v4 = await playbooks.save("faid", _playbook("a", "d"), parent_version=1)

    assert [v.version for v in (v1, v2, v3, v4)] == [1, 2, 3, 4]
    assert [v.parent_version for v in (v1, v2, v3, v4)] == [None, 1, 2, 1]
    assert await playbooks.history("faid") == [v1, v2, v3, v4]
    assert await playbooks.latest("faid") == v4
    assert (await playbooks.get("faid", 3)).note == {"delta": 1}
    assert (await playbooks.get("faid", 2)).content == _playbook("a", "b")


async def test_identical_content_returns_the_latest_without_a_new_version(playbooks: PlaybookStore) -> None:
    v1 = await playbooks.save("faid", {"b": [1, 2], "a": {"y": 1, "x": 2}}, note={"run": 1})

    # Same document, keys in another order and a tuple for a list: same canonical JSON.
    again = await playbooks.save("faid", {"a": {"x": 2, "y": 1}, "b": (1, 2)}, parent_version=1, note={"run": 2})

    assert again == v1
    assert await playbooks.history("faid") == [v1]
    # Only the latest counts: going back to an older document is a change.
    v2 = await playbooks.save("faid", {"changed": True})
    v3 = await playbooks.save("faid", {"b": [1, 2], "a": {"y": 1, "x": 2}})
    assert (v2.version, v3.version) == (2, 3) and v3.sha256 == v1.sha256


async def test_names_are_separate_playbooks(playbooks: PlaybookStore) -> None:
    assert await playbooks.names() == []
    await playbooks.save("faid-context", _playbook("x"))
    await playbooks.save("brace", _playbook("x"))
    await playbooks.save("faid-context", _playbook("y"))

    assert await playbooks.names() == ["brace", "faid-context"]
    assert (await playbooks.latest("brace")).version == 1  # type: ignore[union-attr]
    assert [v.version for v in await playbooks.history("faid-context")] == [1, 2]
    assert await playbooks.latest("never-saved") is None
    assert await playbooks.history("never-saved") == []


async def test_unknown_versions_raise_not_found(playbooks: PlaybookStore) -> None:
    await playbooks.save("faid", _playbook("a"))

    with pytest.raises(PlaybookNotFound, match="playbook 'faid' has no version 2") as caught:
        await playbooks.get("faid", 2)
    assert (caught.value.name, caught.value.version) == ("faid", 2)
    assert isinstance(caught.value, LookupError)
    with pytest.raises(PlaybookNotFound, match="'other' has no version 1"):
        await playbooks.get("other", 1)
    with pytest.raises(PlaybookNotFound, match="'faid' has no version 7"):
        await playbooks.save("faid", _playbook("b"), parent_version=7)
    # The parent is looked up under the same name only.
    with pytest.raises(PlaybookNotFound, match="'other' has no version 1"):
        await playbooks.save("other", _playbook("b"), parent_version=1)
    assert [v.version for v in await playbooks.history("faid")] == [1]
    assert await playbooks.names() == ["faid"]

    restored = pickle.loads(pickle.dumps(PlaybookNotFound("faid", 3)))
    assert str(restored) == "playbook 'faid' has no version 3"


@pytest.mark.parametrize(
    ("name", "content", "note", "message"),
    [
        ("", {"a": 1}, None, "non-empty string"),
        ("   ", {"a": 1}, None, "non-empty string"),
        (None, {"a": 1}, None, "non-empty string"),
        (" faid", {"a": 1}, None, "surrounding spaces"),
        ("fa\x00id", {"a": 1}, None, "control characters"),
        ("faid", [1, 2], None, r"content must be a JSON object \(a dict\), got list"),
        ("faid", {"when": datetime(2026, 1, 1, tzinfo=UTC)}, None, r"content\['when'\] is a datetime"),
        ("faid", {"bullets": [{"id": {1, 2}}]}, None, r"content\['bullets'\]\[0\]\['id'\] is a set"),
        ("faid", {"score": math.nan}, None, r"content\['score'\] is nan"),
        ("faid", {"score": math.inf}, None, r"content\['score'\] is inf"),
        ("faid", {1: "int key"}, None, "JSON keys are strings"),
        ("faid", {"text": "cut emoji \ud83d"}, None, "not JSON-serialisable"),
        ("faid", {"big": 2**70}, None, "not JSON-serialisable"),
        ("faid", {"a": 1}, {"f1": math.nan}, r"note\['f1'\] is nan"),
        ("faid", {"a": 1}, ["not", "a", "dict"], "note must be a JSON object"),
    ],
)
async def test_bad_input_is_refused_before_the_database(
    playbooks: PlaybookStore, name: Any, content: Any, note: Any, message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        await playbooks.save(name, content, note=note)
    assert await playbooks.names() == []


async def test_circular_content_is_refused(playbooks: PlaybookStore) -> None:
    loop: dict[str, Any] = {}
    loop["self"] = loop
    with pytest.raises(ValueError, match="nested more than"):
        await playbooks.save("faid", loop)


async def test_bad_versions_and_names_on_reads(playbooks: PlaybookStore) -> None:
    with pytest.raises(ValueError, match="version must be an int"):
        await playbooks.get("faid", "1")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="version must be an int"):
        await playbooks.get("faid", True)
    with pytest.raises(ValueError, match="parent_version must be an int"):
        await playbooks.save("faid", {"a": 1}, parent_version=1.0)  # type: ignore[arg-type]
    for read in (playbooks.latest, playbooks.history):
        with pytest.raises(ValueError, match="non-empty string"):
            await read("")
    with pytest.raises(ValueError, match="non-empty string"):
        await playbooks.get("", 1)


async def test_concurrent_saves_never_share_a_version(store_config: StorageConfig) -> None:
    # Two engines, as two processes would have; every save is a distinct document.
    config = store_config.model_copy(update={"busy_timeout_ms": 10_000})
    async with await PlaybookStore.open(config) as first, await PlaybookStore.open(config) as second:

        async def save_many(store: PlaybookStore, tag: str) -> list[int]:
            return [(await store.save("faid", {"tag": tag, "n": n})).version for n in range(15)]

        got = await asyncio.gather(save_many(first, "a"), save_many(second, "b"))

        versions = sorted(got[0] + got[1])
        assert versions == list(range(1, 31))
        history = await first.history("faid")
        assert [v.version for v in history] == versions
        assert len({v.sha256 for v in history}) == 30


async def test_playbooks_stay_out_of_the_audit_chain(store: AuditStore, playbooks: PlaybookStore) -> None:
    assert "playbooks" not in TABLES
    await store.append(make_event(1))
    await playbooks.save("faid", _playbook("a"))
    await store.append(make_event(2))
    await playbooks.save("faid", _playbook("a", "b"), parent_version=1)
    await store.append(make_event(3))

    report = await store.verify()

    assert report.ok, report.problems
    assert report.rows == report.head_seq == 12
    assert "playbooks" not in await store.counts()
    assert "playbooks" not in await store.show("evt-00001")
    assert (await store.verify(expect_head=report.head_hash)).ok


async def test_open_without_auto_migrate_refuses_an_outdated_schema(store_config: StorageConfig) -> None:
    config = store_config.model_copy(update={"auto_migrate": False})
    await upgrade(config.url, _BEFORE_PLAYBOOKS)
    with pytest.raises(SchemaOutOfDateError, match="parry db upgrade"):
        await PlaybookStore.open(config)
    await upgrade(config.url)
    async with await PlaybookStore.open(config) as opened:
        assert await opened.names() == []


def _tables(connection: Connection) -> set[str]:
    return set(inspect(connection).get_table_names())


def _downgrade_to(revision: str) -> Callable[[Connection], None]:
    def run(connection: Connection) -> None:
        config = alembic_config()
        config.attributes["connection"] = connection
        command.downgrade(config, revision)

    return run


async def test_a_database_at_the_previous_revision_is_upgraded_with_its_trail(store_config: StorageConfig) -> None:
    # A trail written by the Parry before playbooks: rows written (the tables they are in
    # have not changed since), then the schema taken back to that Parry's head.
    await upgrade(store_config.url)
    old = AuditStore(create_engine(store_config.url), RetentionPolicy.from_config(store_config))
    try:
        await old.append(make_event(1) + make_event(2))
        head = (await old.verify()).head_hash
    finally:
        await old.aclose()
    engine = create_engine(store_config.url)
    try:
        async with engine.begin() as connection:
            await connection.run_sync(_downgrade_to(_BEFORE_PLAYBOOKS))
    finally:
        await engine.dispose()
    assert await current_revision(store_config.url) == _BEFORE_PLAYBOOKS

    async with await PlaybookStore.open(store_config) as opened:
        saved = await opened.save("faid", _playbook("a"))
        assert await opened.get("faid", 1) == saved

    assert await current_revision(store_config.url) == head_revision()
    audit = await AuditStore.open(store_config)
    try:
        report = await audit.verify(expect_head=head)
        assert report.ok, report.problems
        assert report.rows == 8
    finally:
        await audit.aclose()


async def test_downgrade_drops_only_the_playbooks(store_config: StorageConfig) -> None:
    async with await PlaybookStore.open(store_config) as opened:
        await opened.save("faid", _playbook("a"))

    engine = create_engine(store_config.url)
    try:
        async with engine.begin() as connection:
            await connection.run_sync(_downgrade_to(_BEFORE_PLAYBOOKS))
        async with engine.connect() as connection:
            tables = await connection.run_sync(_tables)
    finally:
        await engine.dispose()
    # Back to that revision's audit tables: `settings_changes` came after playbooks.
    assert tables == {*TABLES, "alembic_version"} - {"settings_changes"}
    assert await current_revision(store_config.url) == _BEFORE_PLAYBOOKS


async def test_a_save_that_loses_a_race_is_retried_once(
    playbooks: PlaybookStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The locks make the race unreachable from outside; fake the unique constraint firing.
    real = PlaybookStore._save
    calls = 0

    async def racing(self: PlaybookStore, *args: Any) -> PlaybookVersion:
        nonlocal calls
        calls += 1
        if calls == 1:
            await real(self, "faid", {"other": "writer"}, "0" * 64, None, {})
            raise IntegrityError("INSERT", {}, Exception("duplicate key (name, version)"))
        return await real(self, *args)

    monkeypatch.setattr(PlaybookStore, "_save", racing)
    saved = await playbooks.save("faid", _playbook("a"))

    assert calls == 2
    assert saved.version == 2
    assert [v.version for v in await playbooks.history("faid")] == [1, 2]
