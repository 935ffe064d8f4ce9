"""Maps what the pipeline produced onto the storage layer's audit records."""

from __future__ import annotations

from dataclasses import asdict
from datetime import datetime
from typing import Any

from bot.adapters.base import ActionOutcome, ActionRequest
from bot.policy.types import Action, Decision
from detectors.types import ChatMessage, CheckResult, Span, Verdict
from storage.records import (
    ActionRecord,
    AlertRecord,
    AuditRecord,
    DecisionRecord,
    LLMCallRecord,
    MessageRecord,
    VerdictRecord,
)


def span_dict(span: Span) -> dict[str, Any]:
    return {"start": span.start, "end": span.end, "label": span.label, "source": span.source}


def check_dict(check: CheckResult) -> dict[str, Any]:
    return {
        "name": check.name,
        "version": check.version,
        "flagged": check.flagged,
        "score": round(check.score, 6),
        "labels": list(check.labels),
        "scores": {k: round(v, 6) for k, v in check.scores.items()},
        "severity": int(check.severity),
        "spans": [span_dict(s) for s in check.spans],
        "detail": check.detail,
        "route": check.route,
        "cited": list(check.cited),
        "llm_calls": check.llm_calls,
        "latency_ms": round(check.latency_ms, 3),
        "error": check.error,
    }


def action_dict(action: Action) -> dict[str, Any]:
    out = asdict(action)
    out["kind"] = str(action.kind)
    return out


def decision_records(
    event_id: str, message: ChatMessage, verdict: Verdict, decision: Decision, decided_at: datetime
) -> list[AuditRecord]:
    """The message, its verdict and the decision: what every accepted message leaves behind."""
    evidence = verdict.evidence
    return [
        MessageRecord(
            event_id=event_id,
            platform=message.platform,
            space_id=message.space_id,
            channel_id=message.channel_id,
            message_id=message.message_id,
            author_id=message.author_id,
            ts=message.ts,
            text=message.text,
            author_roles=message.author_roles,
            reply_to=message.reply_to,
            is_bot=message.is_bot,
            edited=message.edited,
            keep_spans=tuple((s.start, s.end) for s in evidence),
        ),
        VerdictRecord(
            event_id=event_id,
            harmful=verdict.harmful,
            hate=verdict.hate,
            labels=verdict.labels,
            scores={k: round(v, 6) for k, v in verdict.scores.items()},
            severity=int(verdict.severity),
            route=verdict.route,
            evidence=tuple(span_dict(s) for s in evidence),
            model_versions=verdict.model_versions,
            llm_calls=verdict.llm_calls,
            latency_ms=round(verdict.latency_ms, 3),
            checks=tuple(check_dict(c) for c in verdict.checks),
        ),
        DecisionRecord(
            event_id=event_id,
            space_id=message.space_id,
            author_id=message.author_id,
            actions=tuple(action_dict(a) for a in decision.actions),
            reasons=decision.reasons,
            trace=tuple(asdict(t) for t in decision.trace),
            shadow=decision.shadow,
            strikes=decision.strikes,
            config_version=decision.config_version,
            decided_at=decided_at,
            strike=decision.strike,
        ),
        *(
            LLMCallRecord(
                event_id=event_id,
                caller=check.name,
                purpose=call.purpose,
                model=call.model,
                outcome=str(call.outcome),
                prompt_tokens=call.prompt_tokens,
                completion_tokens=call.completion_tokens,
                latency_ms=round(call.latency_ms, 3),
                attempts=call.attempts,
                error=call.error,
            )
            for check in verdict.checks
            for call in check.llm
        ),
    ]


def action_record(event_id: str, action: Action, outcome: ActionOutcome, at: datetime) -> ActionRecord:
    return ActionRecord(
        event_id=event_id,
        kind=str(action.kind),
        enforced=action.enforced,
        ok=outcome.ok,
        platform_result=outcome.result,
        error=outcome.error,
        at=at,
    )


def alert_record(request: ActionRequest, outcome: ActionOutcome, at: datetime) -> AlertRecord:
    """The alert an adapter posted: `outcome.result` names where (`destination`, `platform_message_id`)."""
    verdict = request.verdict
    summary = f"L{int(verdict.severity)} {', '.join(verdict.labels) or 'no harm type'}: {request.action.reason}"
    posted = outcome.result.get("platform_message_id")
    return AlertRecord(
        event_id=request.event_id,
        destination=str(outcome.result.get("destination", "")),
        severity=int(verdict.severity),
        summary=summary,
        platform_message_id=None if posted is None else str(posted),
        at=at,
    )
