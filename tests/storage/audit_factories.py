"""Audit records for the storage tests (`from audit_factories import ...`)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from storage import (
    ActionRecord,
    AuditRecord,
    DecisionRecord,
    MessageRecord,
    SettingsChangeRecord,
    VerdictRecord,
)

T0 = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)


def make_event(
    n: int,
    *,
    space_id: str = "guild-1",
    author_id: str = "user-1",
    ts: datetime | None = None,
    severity: int = 2,
    strike: bool = False,
    text: str = "you are an idiot, honestly",
) -> list[AuditRecord]:
    """The four records one judged message leaves: message, verdict, decision, action."""
    event_id = f"evt-{n:05d}"
    ts = ts if ts is not None else T0 + timedelta(minutes=n)
    evidence = ({"start": 11, "end": 16, "label": "insult", "source": "lexicon"},)
    return [
        MessageRecord(
            event_id=event_id,
            platform="discord",
            space_id=space_id,
            channel_id="chan-1",
            message_id=f"msg-{n}",
            author_id=author_id,
            ts=ts,
            text=text,
            author_roles=("member", "regular"),
            reply_to=None,
            keep_spans=((11, 16),),
        ),
        VerdictRecord(
            event_id=event_id,
            harmful=severity > 0,
            hate=False,
            labels=("insult",),
            scores={"insult": 0.8734, "threat": 0.01},
            severity=severity,
            route="fast",
            evidence=evidence,
            model_versions={"lexicon": "2026.03", "toxic-onnx": "1.2.0"},
            llm_calls=0,
            latency_ms=3.25,
            checks=(
                {
                    "name": "lexicon",
                    "score": 0.9,
                    "spans": [{"start": 11, "end": 16}],
                    "error": None,
                },
            ),
        ),
        DecisionRecord(
            event_id=event_id,
            space_id=space_id,
            author_id=author_id,
            actions=({"kind": "delete", "reason": "insult", "duration_s": None, "enforced": True},),
            reasons=("insult above threshold",),
            trace=({"rule": "insults", "matched": True, "reason": None},),
            shadow=False,
            strikes=1,
            config_version="cfg-abc",
            decided_at=ts + timedelta(milliseconds=40),
            strike=strike,
        ),
        ActionRecord(
            event_id=event_id,
            kind="delete",
            enforced=True,
            ok=True,
            platform_result={"status": 204},
            at=ts + timedelta(milliseconds=90),
        ),
    ]


def make_settings_change(
    version: int,
    *,
    space_id: str = "guild-1",
    changed_by: str = "admin-1",
    command: str = "shadow off",
    settings: dict[str, Any] | None = None,
) -> SettingsChangeRecord:
    """An admin's settings change, stored as `version` of the space's document."""
    return SettingsChangeRecord(
        event_id=f"set-{space_id}-{version:03d}",
        space_id=space_id,
        changed_by=changed_by,
        command=command,
        settings=settings if settings is not None else {"shadow": False},
        document=f"space-policy:{space_id}",
        version=version,
        at=T0 + timedelta(hours=version),
    )
