"""Records become rows: retention applied, values normalised, ready for the chain."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields
from datetime import datetime
from typing import Any

from storage._chain import ChainMark
from storage._normalize import RowNormalizer
from storage.models import TABLES, UNHASHED_COLUMNS
from storage.records import (
    ActionRecord,
    AlertRecord,
    AuditRecord,
    CounterspeechRecord,
    DecisionRecord,
    FeedbackRecord,
    LLMCallRecord,
    MessageRecord,
    SettingsChangeRecord,
    VerdictRecord,
)
from storage.retention import RetentionPolicy

# `seq` and the hashes are assigned when the row is written, inside the chain lock.
CHAIN_COLUMNS = UNHASHED_COLUMNS | {"seq"}

TABLE_OF_RECORD: dict[type[Any], str] = {
    MessageRecord: "messages",
    VerdictRecord: "verdicts",
    DecisionRecord: "decisions",
    ActionRecord: "actions",
    AlertRecord: "alerts",
    FeedbackRecord: "feedback",
    CounterspeechRecord: "counterspeech",
    LLMCallRecord: "llm_calls",
    SettingsChangeRecord: "settings_changes",
}

NORMALIZERS = {name: RowNormalizer(table, CHAIN_COLUMNS) for name, table in TABLES.items()}


@dataclass(frozen=True, slots=True)
class PendingRow:
    """One row waiting for its place in the chain.

    Attributes:
        table: The audit table it goes to.
        values: Every column but `id`, `seq` and the hashes, normalised.
    """

    table: str
    values: dict[str, Any]


@dataclass(slots=True)
class WriteBatch:
    """Rows written together, in one transaction, in this order.

    Attributes:
        rows: The rows.
        mark: Set when an attempt got as far as COMMIT: the chain position its last row
            took. A commit that failed may still have landed; the next attempt checks
            this mark first so a retry never writes the rows twice.
    """

    rows: list[PendingRow]
    mark: ChainMark | None = None


class RowBuilder:
    """Turns audit records into pending rows under one retention policy.

    Args:
        retention: Applied to the text of every `MessageRecord`.
    """

    __slots__ = ("_fields", "_retention")

    def __init__(self, retention: RetentionPolicy) -> None:
        self._retention = retention
        self._fields = {cls: tuple(f.name for f in fields(cls)) for cls in TABLE_OF_RECORD}

    def build(self, records: Sequence[AuditRecord], recorded_at: datetime) -> list[PendingRow]:
        """Rows for `records`, in order.

        Args:
            records: Audit records of any type.
            recorded_at: When the store accepted them; stored on every row.

        Returns:
            One pending row per record.

        Raises:
            TypeError: A record is not an audit record, or a value does not fit its column.
            ValueError: A value is None where its column needs one.
        """
        rows = []
        for record in records:
            table = TABLE_OF_RECORD.get(type(record))
            if table is None:
                raise TypeError(f"not an audit record: {type(record).__name__}")
            values = {name: getattr(record, name) for name in self._fields[type(record)]}
            if isinstance(record, MessageRecord):
                values["text"], values["text_hmac"] = self._retention.apply(record.text, record.keep_spans)
                values["retention"] = self._retention.mode
            values["recorded_at"] = recorded_at
            rows.append(PendingRow(table, NORMALIZERS[table](values)))
        return rows
