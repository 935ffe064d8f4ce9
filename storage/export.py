"""Message events as flat rows: the message, its verdict, its decision and its actions.

`AuditStore.export` streams them as CSV or JSONL; `AuditStore.recent` returns them.
"""

from __future__ import annotations

import csv
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal, TextIO

import orjson
from sqlalchemy import RowMapping, Select, select
from sqlalchemy.ext.asyncio import AsyncConnection

from storage._normalize import dumps_json, iso_utc, json_default
from storage._types import as_utc
from storage.models import TABLES

ExportFormat = Literal["csv", "jsonl"]

_MESSAGE_COLUMNS = (
    "event_id", "ts", "platform", "space_id", "channel_id", "message_id", "author_id",
    "author_roles", "reply_to", "is_bot", "edited", "retention", "text", "text_hmac",
)  # fmt: skip
_VERDICT_COLUMNS = (
    "severity",
    "harmful",
    "hate",
    "labels",
    "scores",
    "route",
    "evidence",
    "model_versions",
)
_DECISION_COLUMNS = ("decided_at", "reasons", "shadow", "strike", "strikes", "config_version")
_ACTION_COLUMNS = ("kind", "enforced", "ok", "error", "at")

# Columns of an export row, in order; the decision's planned actions are "decision_actions",
# what was carried out is "actions" (a list of {kind, enforced, ok, error, at}).
EXPORT_COLUMNS = (
    *_MESSAGE_COLUMNS,
    *_VERDICT_COLUMNS,
    "decision_actions",
    *_DECISION_COLUMNS,
    "actions",
)

_messages, _verdicts = TABLES["messages"], TABLES["verdicts"]
_IN_CHUNK = 500


@dataclass(frozen=True, slots=True)
class ExportFilters:
    """Which message events to export; unset fields do not filter.

    Attributes:
        space_id: Only this server/group.
        author_id: Only this author.
        since: Only messages sent at or after this time (naive means UTC).
        until: Only messages sent before this time (naive means UTC).
        min_severity: Only messages with a verdict of at least this severity.
    """

    space_id: str | None = None
    author_id: str | None = None
    since: datetime | None = None
    until: datetime | None = None
    min_severity: int | None = None


def select_messages(filters: ExportFilters) -> Select[Any]:
    """Message rows matching `filters`, unordered.

    Args:
        filters: The export filters.

    Returns:
        A select over the `messages` table.
    """
    query = select(_messages)
    if filters.space_id is not None:
        query = query.where(_messages.c.space_id == filters.space_id)
    if filters.author_id is not None:
        query = query.where(_messages.c.author_id == filters.author_id)
    if filters.since is not None:
        query = query.where(_messages.c.ts >= as_utc(filters.since))
    if filters.until is not None:
        query = query.where(_messages.c.ts < as_utc(filters.until))
    if filters.min_severity is not None:
        severe = select(_verdicts.c.id).where(
            _verdicts.c.event_id == _messages.c.event_id,
            _verdicts.c.severity >= filters.min_severity,
        )
        query = query.where(severe.exists())
    return query


async def _by_event(connection: AsyncConnection, table: str, event_ids: Sequence[str]) -> dict[str, list[RowMapping]]:
    t = TABLES[table]
    grouped: dict[str, list[RowMapping]] = defaultdict(list)
    # Chunked: SQLite builds may cap bound parameters at 999, PostgreSQL at 32767.
    for start in range(0, len(event_ids), _IN_CHUNK):
        chunk = event_ids[start : start + _IN_CHUNK]
        rows = await connection.execute(select(t).where(t.c.event_id.in_(chunk)).order_by(t.c.seq))
        for row in rows.mappings():
            grouped[row["event_id"]].append(row)
    return grouped


async def assemble(connection: AsyncConnection, messages: Sequence[RowMapping]) -> list[dict[str, Any]]:
    """Export rows for `messages`: each with its event's verdict, decision and actions.

    Args:
        connection: A connection to the audit database.
        messages: Rows of the `messages` table, in the order wanted.

    Returns:
        One dict per message, keyed by `EXPORT_COLUMNS`.
    """
    event_ids = list({m["event_id"] for m in messages})
    verdicts = await _by_event(connection, "verdicts", event_ids)
    decisions = await _by_event(connection, "decisions", event_ids)
    actions = await _by_event(connection, "actions", event_ids)
    out = []
    for message in messages:
        event_id = message["event_id"]
        # Should an event be judged twice (a replay), its latest verdict and decision stand.
        verdict = verdicts[event_id][-1] if verdicts.get(event_id) else None
        decision = decisions[event_id][-1] if decisions.get(event_id) else None
        row = {c: message[c] for c in _MESSAGE_COLUMNS}
        row.update({c: verdict[c] if verdict else None for c in _VERDICT_COLUMNS})
        row["decision_actions"] = decision["actions"] if decision else None
        row.update({c: decision[c] if decision else None for c in _DECISION_COLUMNS})
        row["actions"] = [{c: a[c] for c in _ACTION_COLUMNS} for a in actions.get(event_id, [])]
        out.append(row)
    return out


def _csv_cell(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, datetime):
        return iso_utc(value)
    if isinstance(value, list | dict):
        return dumps_json(value)
    return str(value)


class ExportWriter:
    """Writes export rows to a text stream as CSV (with a header) or JSONL.

    Args:
        out: The stream.
        fmt: "csv" or "jsonl".
    """

    __slots__ = ("_csv", "_fmt", "_out")

    def __init__(self, out: TextIO, fmt: ExportFormat) -> None:
        if fmt not in ("csv", "jsonl"):
            raise ValueError(f"unknown export format {fmt!r}; use csv or jsonl")
        self._out, self._fmt = out, fmt
        self._csv = csv.writer(out, lineterminator="\n") if fmt == "csv" else None
        if self._csv is not None:
            self._csv.writerow(EXPORT_COLUMNS)

    def write(self, rows: Iterable[Mapping[str, Any]]) -> None:
        """Write `rows` (keyed by `EXPORT_COLUMNS`)."""
        for row in rows:
            if self._csv is not None:
                self._csv.writerow([_csv_cell(row[c]) for c in EXPORT_COLUMNS])
            else:
                self._out.write(
                    orjson.dumps(row, default=json_default, option=orjson.OPT_PASSTHROUGH_DATETIME).decode()
                )
                self._out.write("\n")
