"""Rows the audit trail stores, as plain data.

Storage knows nothing of detectors or policy: the runtime maps its verdicts and
decisions onto these records. Every record of one message shares its `event_id`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any


@dataclass(frozen=True, slots=True)
class MessageRecord:
    event_id: str
    platform: str
    space_id: str
    channel_id: str
    message_id: str
    author_id: str
    ts: datetime
    text: str  # raw text; the store applies the retention policy before writing
    author_roles: tuple[str, ...] = ()
    reply_to: str | None = None
    is_bot: bool = False
    edited: bool = False
    keep_spans: tuple[tuple[int, int], ...] = ()  # evidence kept visible under "redacted"


@dataclass(frozen=True, slots=True)
class VerdictRecord:
    event_id: str
    harmful: bool
    hate: bool
    labels: tuple[str, ...]
    scores: dict[str, float]
    severity: int
    route: str
    evidence: tuple[dict[str, Any], ...]  # {"start", "end", "label", "source"}
    model_versions: dict[str, str]
    llm_calls: int
    latency_ms: float
    checks: tuple[dict[str, Any], ...]  # every CheckResult, as JSON-able dicts


@dataclass(frozen=True, slots=True)
class DecisionRecord:
    event_id: str
    space_id: str
    author_id: str
    actions: tuple[dict[str, Any], ...]  # {"kind", "reason", "duration_s", "enforced"}
    reasons: tuple[str, ...]
    trace: tuple[dict[str, Any], ...]
    shadow: bool
    strikes: int
    config_version: str
    decided_at: datetime
    strike: bool = False  # counted on the author's escalation ladder


@dataclass(frozen=True, slots=True)
class ActionRecord:
    event_id: str
    kind: str
    enforced: bool
    ok: bool | None  # None: not attempted (shadow mode, rate limited)
    platform_result: dict[str, Any] = field(default_factory=dict)
    error: str | None = None
    at: datetime | None = None


@dataclass(frozen=True, slots=True)
class AlertRecord:
    event_id: str
    destination: str  # channel or chat id
    severity: int
    summary: str
    platform_message_id: str | None = None
    at: datetime | None = None


@dataclass(frozen=True, slots=True)
class FeedbackRecord:
    event_id: str
    moderator_id: str
    label: str  # "confirm", "false_positive", ...
    note: str = ""
    at: datetime | None = None


@dataclass(frozen=True, slots=True)
class CounterspeechRecord:
    event_id: str
    text: str
    strategy: str
    posted: bool
    gate: dict[str, Any] = field(default_factory=dict)
    evidence: tuple[dict[str, Any], ...] = ()
    at: datetime | None = None


@dataclass(frozen=True, slots=True)
class LLMCallRecord:
    event_id: str
    caller: str  # the detector or responder that made the call
    purpose: str
    model: str
    outcome: str  # "ok", "unavailable", "invalid", "rejected", "error"
    prompt_tokens: int
    completion_tokens: int
    latency_ms: float
    attempts: int
    error: str | None = None


@dataclass(frozen=True, slots=True)
class SettingsChangeRecord:
    """One accepted change to a space's settings, made by an admin's command.

    The settings themselves live as versions of a document in the versioned document store
    (`storage.playbooks`); this record puts each change into the hash chain too, so the
    history of who changed what cannot be rewritten unnoticed.
    """

    event_id: str  # the change's own id, shared by no other record
    space_id: str
    changed_by: str  # the admin's user id
    command: str  # the command as typed, e.g. "shadow off"
    settings: dict[str, Any]  # the space's whole override document after the change
    document: str  # its name in the versioned document store
    version: int  # the document-store version the change was stored as
    at: datetime


AuditRecord = (
    MessageRecord
    | VerdictRecord
    | DecisionRecord
    | ActionRecord
    | AlertRecord
    | FeedbackRecord
    | CounterspeechRecord
    | LLMCallRecord
    | SettingsChangeRecord
)
