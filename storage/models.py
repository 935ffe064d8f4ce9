"""The audit tables: one per record type, all links of one hash chain.

Every row carries `seq` (global across the tables), `prev_hash` and `row_hash`; see
`storage._chain`. Rows are only ever inserted. Columns mirror the fields of the record
in `storage.records` they store, so that mapping stays mechanical.

`PlaybookRow` lives in the same database but is no audit table: playbooks are versioned
artifacts (see `storage.playbooks`), outside the chain and deliberately not in `TABLES`.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, BigInteger, Index, Integer, String, Table, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from storage._types import UTCDateTime
from storage.base import Base

# Chain bookkeeping: not part of what a row's hash covers (`id` is assigned by the
# database, the hashes are the chain itself).
UNHASHED_COLUMNS = frozenset({"id", "prev_hash", "row_hash"})


class AuditRow(Base):
    """Columns shared by every audit table."""

    __abstract__ = True

    id: Mapped[int] = mapped_column(BigInteger().with_variant(Integer, "sqlite"), primary_key=True)
    seq: Mapped[int] = mapped_column(BigInteger, unique=True, index=True)
    prev_hash: Mapped[str] = mapped_column(String(64))
    row_hash: Mapped[str] = mapped_column(String(64))
    event_id: Mapped[str] = mapped_column(String, index=True)
    recorded_at: Mapped[datetime] = mapped_column(UTCDateTime)


class MessageRow(AuditRow):
    """A chat message, its text kept as the retention policy allows."""

    __tablename__ = "messages"
    __table_args__ = (
        Index("ix_messages_space_id_ts", "space_id", "ts"),
        Index("ix_messages_author_id_ts", "author_id", "ts"),
    )

    platform: Mapped[str] = mapped_column(String)
    space_id: Mapped[str] = mapped_column(String)
    channel_id: Mapped[str] = mapped_column(String)
    message_id: Mapped[str] = mapped_column(String)
    author_id: Mapped[str] = mapped_column(String)
    ts: Mapped[datetime] = mapped_column(UTCDateTime, index=True)
    retention: Mapped[str] = mapped_column(String(16))
    text: Mapped[str | None] = mapped_column(Text)
    text_hmac: Mapped[str | None] = mapped_column(String(64))
    author_roles: Mapped[list[str]] = mapped_column(JSON)
    reply_to: Mapped[str | None] = mapped_column(String)
    is_bot: Mapped[bool]
    edited: Mapped[bool]
    keep_spans: Mapped[list[list[int]]] = mapped_column(JSON)


class VerdictRow(AuditRow):
    """What the detectors concluded about one message, with every check."""

    __tablename__ = "verdicts"

    harmful: Mapped[bool]
    hate: Mapped[bool]
    labels: Mapped[list[str]] = mapped_column(JSON)
    scores: Mapped[dict[str, float]] = mapped_column(JSON)
    severity: Mapped[int] = mapped_column(Integer, index=True)
    route: Mapped[str] = mapped_column(String)
    evidence: Mapped[list[dict[str, Any]]] = mapped_column(JSON)
    model_versions: Mapped[dict[str, str]] = mapped_column(JSON)
    llm_calls: Mapped[int] = mapped_column(Integer)
    latency_ms: Mapped[float | None]
    checks: Mapped[list[dict[str, Any]]] = mapped_column(JSON)


class DecisionRow(AuditRow):
    """What the policy decided, with its reasons and rule trace."""

    __tablename__ = "decisions"
    __table_args__ = (Index("ix_decisions_strike_decided_at", "strike", "decided_at"),)

    space_id: Mapped[str] = mapped_column(String, index=True)
    author_id: Mapped[str] = mapped_column(String, index=True)
    actions: Mapped[list[dict[str, Any]]] = mapped_column(JSON)
    reasons: Mapped[list[str]] = mapped_column(JSON)
    trace: Mapped[list[dict[str, Any]]] = mapped_column(JSON)
    shadow: Mapped[bool]
    strikes: Mapped[int] = mapped_column(Integer)
    config_version: Mapped[str] = mapped_column(String)
    decided_at: Mapped[datetime] = mapped_column(UTCDateTime)
    strike: Mapped[bool]


class ActionRow(AuditRow):
    """One action carried out (or deliberately not) on the platform."""

    __tablename__ = "actions"

    kind: Mapped[str] = mapped_column(String)
    enforced: Mapped[bool]
    ok: Mapped[bool | None]
    platform_result: Mapped[dict[str, Any]] = mapped_column(JSON)
    error: Mapped[str | None] = mapped_column(Text)
    at: Mapped[datetime | None] = mapped_column(UTCDateTime)


class AlertRow(AuditRow):
    """A moderator alert that was sent."""

    __tablename__ = "alerts"

    destination: Mapped[str] = mapped_column(String)
    severity: Mapped[int] = mapped_column(Integer, index=True)
    summary: Mapped[str] = mapped_column(Text)
    platform_message_id: Mapped[str | None] = mapped_column(String)
    at: Mapped[datetime | None] = mapped_column(UTCDateTime)


class FeedbackRow(AuditRow):
    """A moderator's judgement of a decision."""

    __tablename__ = "feedback"

    moderator_id: Mapped[str] = mapped_column(String)
    label: Mapped[str] = mapped_column(String)
    note: Mapped[str] = mapped_column(Text)
    at: Mapped[datetime | None] = mapped_column(UTCDateTime)


class CounterspeechRow(AuditRow):
    """A counterspeech reply that was generated, and whether it was posted."""

    __tablename__ = "counterspeech"

    text: Mapped[str] = mapped_column(Text)
    strategy: Mapped[str] = mapped_column(String)
    posted: Mapped[bool]
    gate: Mapped[dict[str, Any]] = mapped_column(JSON)
    evidence: Mapped[list[dict[str, Any]]] = mapped_column(JSON)
    at: Mapped[datetime | None] = mapped_column(UTCDateTime)


class LLMCallRow(AuditRow):
    """One LLM call made while judging a message: what it cost and how it ended."""

    __tablename__ = "llm_calls"

    caller: Mapped[str] = mapped_column(String, index=True)
    purpose: Mapped[str] = mapped_column(String)
    model: Mapped[str] = mapped_column(String)
    outcome: Mapped[str] = mapped_column(String(16))
    prompt_tokens: Mapped[int] = mapped_column(Integer)
    completion_tokens: Mapped[int] = mapped_column(Integer)
    latency_ms: Mapped[float]
    attempts: Mapped[int] = mapped_column(Integer)
    error: Mapped[str | None] = mapped_column(Text)


class SettingsChangeRow(AuditRow):
    """An admin's change to a space's settings: who, the command, the settings after it.

    The live settings are versions of a document in `playbooks`; `document` and `version`
    name the one this change was stored as, `settings` repeats its content.
    """

    __tablename__ = "settings_changes"

    space_id: Mapped[str] = mapped_column(String, index=True)
    changed_by: Mapped[str] = mapped_column(String)
    command: Mapped[str] = mapped_column(Text)
    settings: Mapped[dict[str, Any]] = mapped_column(JSON)
    document: Mapped[str] = mapped_column(String)
    version: Mapped[int] = mapped_column(Integer)
    at: Mapped[datetime] = mapped_column(UTCDateTime)


class PlaybookRow(Base):
    """One version of a named playbook (a JSON document); not part of the hash chain.

    `sha256` is the digest of the content's canonical JSON (sorted keys, compact), so an
    unchanged document is recognised without comparing it whole.
    """

    __tablename__ = "playbooks"
    __table_args__ = (UniqueConstraint("name", "version"),)

    id: Mapped[int] = mapped_column(BigInteger().with_variant(Integer, "sqlite"), primary_key=True)
    name: Mapped[str] = mapped_column(String, index=True)
    version: Mapped[int] = mapped_column(Integer)
    parent_version: Mapped[int | None] = mapped_column(Integer)
    sha256: Mapped[str] = mapped_column(String(64))
    content: Mapped[dict[str, Any]] = mapped_column(JSON)
    note: Mapped[dict[str, Any]] = mapped_column(JSON)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)


def _table(model: type[Base]) -> Table:
    table = model.__table__
    assert isinstance(table, Table)
    return table


# Every audit table (every link of the chain) by name, in the order `show` and `counts`
# list them. `playbooks` is not one of them.
TABLES: dict[str, Table] = {
    _table(m).name: _table(m)
    for m in (
        MessageRow,
        VerdictRow,
        DecisionRow,
        ActionRow,
        AlertRow,
        FeedbackRow,
        CounterspeechRow,
        LLMCallRow,
        SettingsChangeRow,
    )
}

PLAYBOOKS: Table = _table(PlaybookRow)
