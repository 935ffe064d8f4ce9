"""What a moderator alert says, before any platform renders it (Discord embed, Telegram HTML).

The view is built from the action request alone: the judged message with its evidence
spans, severity and types, the route and model versions, cited playbook bullets, the
author's strikes and the policy's reasons. Adapters add what only they know (jump links).
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.adapters.base import ActionRequest
from bot.moderation.buttons import Button, alert_buttons
from detectors.taxonomy import HARM_TYPES
from detectors.types import Span

SEVERITY_NAMES = ("normal", "low", "medium", "high", "critical")
# Room for the rest of the alert inside Telegram's 4,096 and Discord's 4,096-character embed description.
MAX_QUOTE_CHARS = 1_500


@dataclass(frozen=True, slots=True)
class Segment:
    text: str
    evidence: bool


@dataclass(frozen=True, slots=True)
class EarlierCase:
    """An earlier alert about the same author, listed on a grouped alert."""

    event_id: str
    title: str
    excerpt: str


@dataclass(frozen=True, slots=True)
class AlertView:
    event_id: str
    platform: str
    space_id: str
    channel_id: str
    message_id: str
    author_id: str
    author_name: str | None
    title: str  # "L3 high · violence"
    severity: int
    labels: tuple[str, ...]
    quote: tuple[Segment, ...]  # the message, evidence marked, cut to MAX_QUOTE_CHARS
    truncated: bool
    route: str
    model_versions: tuple[tuple[str, str], ...]
    cited: tuple[str, ...]
    strikes: int
    reasons: tuple[str, ...]
    shadow: bool
    buttons: tuple[Button, ...]
    # Set on a grouped alert (bot.moderation.grouping): the author's earlier cases, oldest first.
    earlier: tuple[EarlierCase, ...] = ()
    group_size: int = 1
    draft: str | None = None  # a counterspeech reply waiting for a moderator's "post reply"

    @property
    def evidence_texts(self) -> tuple[str, ...]:
        return tuple(s.text for s in self.quote if s.evidence)


def segments(text: str, spans: tuple[Span, ...], limit: int = MAX_QUOTE_CHARS) -> tuple[tuple[Segment, ...], bool]:
    """`text` cut into plain and evidence runs (overlapping spans merged), at most `limit` characters."""
    cut = text[:limit]
    marked = [False] * len(cut)
    for span in spans:
        for i in range(max(0, span.start), min(span.end, len(cut))):
            marked[i] = True
    out: list[Segment] = []
    start = 0
    for i in range(1, len(cut) + 1):
        if i == len(cut) or marked[i] != marked[start]:
            out.append(Segment(cut[start:i], marked[start]))
            start = i
    return tuple(out), len(text) > limit


def label_text(label: str) -> str:
    return label.replace("_", " ") if label in HARM_TYPES else label


def alert_view(request: ActionRequest) -> AlertView:
    message, verdict, decision = request.message, request.verdict, request.decision
    severity = int(verdict.severity)
    labels = verdict.labels
    kinds = ", ".join(label_text(label) for label in labels) or "no harm type"
    quote, truncated = segments(message.text, verdict.evidence)
    return AlertView(
        event_id=request.event_id,
        platform=message.platform,
        space_id=message.space_id,
        channel_id=message.channel_id,
        message_id=message.message_id,
        author_id=message.author_id,
        author_name=message.author_name,
        title=f"L{severity} {SEVERITY_NAMES[severity]} · {kinds}",
        severity=severity,
        labels=labels,
        quote=quote,
        truncated=truncated,
        route=verdict.route,
        model_versions=tuple(sorted(verdict.model_versions.items())),
        cited=verdict.cited,
        strikes=decision.strikes,
        reasons=decision.reasons,
        shadow=decision.shadow,
        buttons=alert_buttons(request.event_id, draft=request.draft is not None),
        draft=request.draft,
    )
