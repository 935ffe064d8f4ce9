"""What the policy decides: a `Decision` holding `Action`s and the reasons for them."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum


class ActionKind(StrEnum):
    LOG = "log"
    WARN = "warn"  # a reply telling the author which rule they broke
    DELETE = "delete"
    TIMEOUT = "timeout"
    KICK = "kick"
    BAN = "ban"
    ALERT = "alert"  # post to the moderators' channel or chat
    COUNTERSPEECH = "counterspeech"


@dataclass(frozen=True, slots=True)
class Action:
    kind: ActionKind
    reason: str
    duration_s: int | None = None  # timeouts
    enforced: bool = True  # False in shadow mode or when a rate limit held it back


@dataclass(frozen=True, slots=True)
class RuleTrace:
    """One step of the policy's evaluation and what it concluded, matched or not."""

    rule: str
    matched: bool
    reason: str


@dataclass(frozen=True, slots=True)
class Decision:
    actions: tuple[Action, ...]
    reasons: tuple[str, ...]  # human-readable, in evaluation order
    trace: tuple[RuleTrace, ...] = ()
    shadow: bool = True
    strike: bool = False  # this message counts as a strike on the author's ladder
    strikes: int = 0  # the author's strikes in the ladder window, this one included
    config_version: str = ""
    policy_source: str = ""  # the config layers that applied, e.g. "global → space '1'"
    extra: dict[str, str] = field(default_factory=dict)

    @property
    def enforced_actions(self) -> tuple[Action, ...]:
        return tuple(a for a in self.actions if a.enforced)
