"""Export: one row per message event, as CSV or JSONL, with every filter."""

from __future__ import annotations

import csv
import io
import json
from datetime import timedelta

import pytest
from audit_factories import T0, make_event

from storage import EXPORT_COLUMNS, AuditStore, ExportFilters

# (n, space, author, severity); message n is sent at T0 + n minutes.
EVENTS = [
    (1, "guild-1", "user-1", 2),
    (2, "guild-1", "user-2", 4),
    (3, "guild-2", "user-1", 0),
    (4, "guild-2", "user-2", 3),
]


@pytest.fixture
async def filled(store: AuditStore) -> AuditStore:
    for n, space, author, severity in EVENTS:
        await store.append(make_event(n, space_id=space, author_id=author, severity=severity))
    return store


def _parse(output: str, fmt: str) -> list[dict[str, object]]:
    if fmt == "csv":
        reader = csv.DictReader(io.StringIO(output))
        assert tuple(reader.fieldnames or ()) == EXPORT_COLUMNS
        return list(reader)
    return [json.loads(line) for line in output.splitlines()]


@pytest.mark.parametrize("fmt", ["csv", "jsonl"])
@pytest.mark.parametrize(
    ("filters", "expected"),
    [
        (ExportFilters(), [1, 2, 3, 4]),
        (ExportFilters(space_id="guild-2"), [3, 4]),
        (ExportFilters(author_id="user-2"), [2, 4]),
        (ExportFilters(since=T0 + timedelta(minutes=2)), [2, 3, 4]),
        (ExportFilters(until=T0 + timedelta(minutes=2)), [1]),
        (ExportFilters(min_severity=3), [2, 4]),
        (ExportFilters(space_id="guild-1", author_id="user-2", min_severity=4), [2]),
        (ExportFilters(space_id="nowhere"), []),
    ],
)
async def test_export_filters(filled: AuditStore, fmt: str, filters: ExportFilters, expected: list[int]) -> None:
    out = io.StringIO()
    written = await filled.export(out, fmt, filters)  # type: ignore[arg-type]
    rows = _parse(out.getvalue(), fmt)
    assert [r["event_id"] for r in rows] == [f"evt-{n:05d}" for n in expected]
    assert written == len(expected)


async def test_csv_cells(filled: AuditStore) -> None:
    out = io.StringIO()
    await filled.export(out, "csv", ExportFilters(author_id="user-1", space_id="guild-1"))
    [row] = _parse(out.getvalue(), "csv")
    assert row["ts"] == "2026-03-01T12:01:00.000000+00:00"
    assert row["is_bot"] == "false" and row["reply_to"] == ""
    assert json.loads(str(row["labels"])) == ["insult"]
    assert json.loads(str(row["actions"]))[0]["ok"] is True
    assert row["severity"] == "2" and row["strike"] == "false"


async def test_jsonl_rows_are_nested_json(filled: AuditStore) -> None:
    out = io.StringIO()
    await filled.export(out, "jsonl", ExportFilters(min_severity=4))
    [row] = _parse(out.getvalue(), "jsonl")
    assert list(row) == list(EXPORT_COLUMNS)
    assert row["scores"] == {"insult": 0.8734, "threat": 0.01}
    assert row["decision_actions"] == [{"kind": "delete", "reason": "insult", "duration_s": None, "enforced": True}]
    assert row["actions"] == [
        {
            "kind": "delete",
            "enforced": True,
            "ok": True,
            "error": None,
            "at": "2026-03-01T12:02:00.090000+00:00",
        }
    ]


async def test_message_without_verdict_is_exported_with_empty_verdict(store: AuditStore) -> None:
    await store.append(make_event(1)[:1])
    out = io.StringIO()
    await store.export(out, "jsonl")
    [row] = _parse(out.getvalue(), "jsonl")
    assert row["severity"] is None and row["actions"] == []


async def test_export_pages_through_many_events(store: AuditStore) -> None:
    await store.append([r for n in range(2_100) for r in make_event(n)[:2]])
    out = io.StringIO()
    assert await store.export(out, "jsonl", ExportFilters(min_severity=1)) == 2_100
    assert len(out.getvalue().splitlines()) == 2_100


async def test_unknown_format_is_rejected(store: AuditStore) -> None:
    with pytest.raises(ValueError, match="unknown export format"):
        await store.export(io.StringIO(), "xml")  # type: ignore[arg-type]
