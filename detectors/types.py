"""Boundary types shared by every detector.

Adapters build `ChatMessage`s, the runtime groups them into `ConversationWindow`s,
detectors answer each window with a `CheckResult`, and `Verdict` combines the checks
for one message. Nothing here knows about a chat platform or a database.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from enum import IntEnum

from detectors.llm.types import LLMCall
from detectors.text.normalized import NormalizedText


class Severity(IntEnum):
    """How bad a harmful message is, L0 (normal) to L4 (critical)."""

    L0 = 0
    L1 = 1
    L2 = 2
    L3 = 3
    L4 = 4


@dataclass(frozen=True, slots=True)
class ChatMessage:
    """One platform message, normalized by an adapter."""

    platform: str  # "discord", "telegram", "replay", "cli"
    space_id: str  # Discord guild id / Telegram chat id
    channel_id: str  # Discord channel or thread id / Telegram chat or topic id
    author_id: str
    message_id: str
    text: str
    ts: datetime  # timezone-aware
    author_roles: tuple[str, ...] = ()
    author_name: str | None = None
    reply_to: str | None = None  # message_id this one replies to
    is_bot: bool = False
    edited: bool = False

    @property
    def channel_key(self) -> tuple[str, str, str]:
        return (self.platform, self.space_id, self.channel_id)


@dataclass(frozen=True, slots=True)
class WindowMessage:
    """A message inside a window, with its lexical-evasion-normalized text beside the raw."""

    message: ChatMessage
    normalized: NormalizedText


@dataclass(frozen=True, slots=True)
class ConversationWindow:
    """The recent conversation in one channel; the last entry is the message to judge."""

    entries: tuple[WindowMessage, ...]

    def __post_init__(self) -> None:
        if not self.entries:
            raise ValueError("a ConversationWindow needs at least the message to judge")

    @property
    def target(self) -> WindowMessage:
        return self.entries[-1]

    @property
    def context(self) -> tuple[WindowMessage, ...]:
        return self.entries[:-1]


@dataclass(frozen=True, slots=True)
class Span:
    """Evidence: characters [start, end) of the *raw* text of the judged message."""

    start: int
    end: int
    label: str
    source: str = ""  # which rule, indicator or model produced it

    def __post_init__(self) -> None:
        if not 0 <= self.start < self.end:
            raise ValueError(f"empty or negative span [{self.start}, {self.end})")


@dataclass(frozen=True, slots=True)
class CheckResult:
    """What one detector said about one window."""

    name: str  # registry key of the detector
    version: str  # model or rule-set version that produced the result
    flagged: bool
    score: float = 0.0  # 0..1, the detector's confidence that the message is harmful
    labels: tuple[str, ...] = ()  # harm types, see detectors.taxonomy
    scores: Mapping[str, float] = field(default_factory=dict)  # per harm type
    severity: Severity = Severity.L0
    spans: tuple[Span, ...] = ()
    detail: str = ""  # one human-readable line: why
    route: str | None = None  # which path of a cascade answered (e.g. "shallow")
    cited: tuple[str, ...] = ()  # playbook bullet ids the answer relied on (FAID Context-Dependent)
    llm: tuple[LLMCall, ...] = ()  # every LLM call made for this window, failed ones included
    latency_ms: float = 0.0
    error: str | None = None  # set when the detector failed; flagged is then False

    @property
    def llm_calls(self) -> int:
        return len(self.llm)


@dataclass(frozen=True, slots=True)
class Verdict:
    """The combined judgement on one message: every check, in the order they ran."""

    checks: tuple[CheckResult, ...]

    @property
    def harmful(self) -> bool:
        return any(c.flagged for c in self.checks)

    @property
    def hate(self) -> bool:
        return any(c.flagged and "hate" in c.labels for c in self.checks)

    @property
    def labels(self) -> tuple[str, ...]:
        seen: dict[str, None] = {}
        for c in self.checks:
            if c.flagged:
                seen.update(dict.fromkeys(c.labels))
        return tuple(seen)

    @property
    def scores(self) -> dict[str, float]:
        out: dict[str, float] = {}
        for c in self.checks:
            for label, score in c.scores.items():
                out[label] = max(score, out.get(label, 0.0))
        return out

    @property
    def severity(self) -> Severity:
        return max((c.severity for c in self.checks if c.flagged), default=Severity.L0)

    @property
    def route(self) -> str:
        return "+".join(c.route or c.name for c in self.checks) or "none"

    @property
    def evidence(self) -> tuple[Span, ...]:
        spans = {s for c in self.checks if c.flagged for s in c.spans}
        return tuple(sorted(spans, key=lambda s: (s.start, s.end, s.label, s.source)))

    @property
    def cited(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(b for c in self.checks for b in c.cited))

    @property
    def model_versions(self) -> dict[str, str]:
        return {c.name: c.version for c in self.checks}

    @property
    def llm_calls(self) -> int:
        return sum(c.llm_calls for c in self.checks)

    @property
    def llm(self) -> tuple[LLMCall, ...]:
        return tuple(call for c in self.checks for call in c.llm)

    @property
    def latency_ms(self) -> float:
        return sum(c.latency_ms for c in self.checks)

    @property
    def errors(self) -> dict[str, str]:
        return {c.name: c.error for c in self.checks if c.error}

    @classmethod
    def of(cls, checks: Sequence[CheckResult]) -> Verdict:
        return cls(tuple(checks))
