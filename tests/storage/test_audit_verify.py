"""Tamper evidence: every edit, deletion, reordering or truncation is reported."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import timedelta

import pytest
from audit_factories import make_event
from sqlalchemy import DateTime, bindparam, text
from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine

from storage import AuditStore
from storage._chain import GENESIS_HASH, row_hash
from storage._rows import CHAIN_COLUMNS


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
async def filled(store: AuditStore) -> AuditStore:
    """Three events, twelve rows (seq 1..12: message, verdict, decision, action per event)."""
    for n in range(3):
        await store.append(make_event(n))
    return store


async def test_untouched_trail_verifies(filled: AuditStore) -> None:
    report = await filled.verify()
    assert report.ok, report.problems
    assert (report.rows, report.head_seq) == (12, 12)
    assert len(report.head_hash) == 64
    assert (await filled.verify(expect_head=report.head_hash)).ok


async def test_empty_trail_verifies(store: AuditStore) -> None:
    report = await store.verify()
    assert report.ok and report.rows == 0 and report.head_hash == GENESIS_HASH


async def test_edited_text_is_reported_with_table_and_seq(filled: AuditStore, raw: AsyncEngine) -> None:
    await _sql(raw, "UPDATE messages SET text = 'you are lovely, honestly' WHERE seq = 5")

    report = await filled.verify()

    assert not report.ok
    [problem] = report.problems
    assert (problem.kind, problem.table, problem.seq) == ("hash_mismatch", "messages", 5)
    assert "seq 5 (messages id 2)" in str(problem)


async def test_edited_json_labels_are_reported(filled: AuditStore, raw: AsyncEngine) -> None:
    await _sql(raw, """UPDATE verdicts SET labels = '["benign"]' WHERE seq = 2""")
    [problem] = (await filled.verify()).problems
    assert (problem.kind, problem.table, problem.seq) == ("hash_mismatch", "verdicts", 2)


async def test_edited_flag_and_timestamp_are_reported(filled: AuditStore, raw: AsyncEngine) -> None:
    at = (await filled.show("evt-00001"))["actions"][0]["at"]
    await _sql(raw, "UPDATE decisions SET strike = NOT strike WHERE seq = 7")
    async with raw.begin() as connection:
        shifted = text("UPDATE actions SET at = :at WHERE seq = 8").bindparams(
            bindparam("at", at + timedelta(microseconds=1), type_=DateTime(timezone=True))
        )
        await connection.execute(shifted)

    problems = (await filled.verify()).problems

    assert [(p.kind, p.table, p.seq) for p in problems] == [
        ("hash_mismatch", "decisions", 7),
        ("hash_mismatch", "actions", 8),
    ]


async def test_deleted_row_is_reported(filled: AuditStore, raw: AsyncEngine) -> None:
    await _sql(raw, "DELETE FROM decisions WHERE seq = 3")
    [problem] = (await filled.verify()).problems
    assert (problem.kind, problem.seq) == ("missing_rows", 4)
    assert "seq 3 missing" in problem.detail


async def test_swapped_rows_are_reported(filled: AuditStore, raw: AsyncEngine) -> None:
    await _sql(raw, "UPDATE messages SET seq = 6 WHERE seq = 5")
    await _sql(raw, "UPDATE verdicts SET seq = 5 WHERE seq = 6")
    kinds = {(p.kind, p.seq) for p in (await filled.verify()).problems}
    assert {("broken_link", 5), ("hash_mismatch", 5), ("hash_mismatch", 6)} <= kinds


async def test_rehashed_edit_breaks_the_next_link(filled: AuditStore, raw: AsyncEngine) -> None:
    # A tamperer who knows the algorithm re-hashes the edited row; the next row still
    # points at the old hash.
    shown = await filled.show("evt-00001")
    row = dict(shown["messages"][0])
    row["text"] = "edited"
    content = {k: v for k, v in row.items() if k not in CHAIN_COLUMNS}
    forged = row_hash(row["prev_hash"], "messages", row["seq"], content)
    await _sql(raw, f"UPDATE messages SET text = 'edited', row_hash = '{forged}' WHERE seq = {row['seq']}")

    [problem] = (await filled.verify()).problems
    assert (problem.kind, problem.table, problem.seq) == ("broken_link", "verdicts", row["seq"] + 1)


async def test_truncated_tail_is_caught_only_with_an_anchored_head(filled: AuditStore, raw: AsyncEngine) -> None:
    anchored = (await filled.verify()).head_hash
    await _sql(raw, "DELETE FROM actions WHERE seq = 12")
    await _sql(raw, "DELETE FROM decisions WHERE seq = 11")

    assert (await filled.verify()).ok  # a clean cut at the end leaves a valid, shorter chain
    report = await filled.verify(expect_head=anchored)
    [problem] = report.problems
    assert problem.kind == "head_not_found" and report.head_seq == 10


async def test_anchor_still_matches_after_the_trail_grows(filled: AuditStore) -> None:
    anchored = (await filled.verify()).head_hash
    await filled.append(make_event(9))
    assert (await filled.verify(expect_head=anchored)).ok
