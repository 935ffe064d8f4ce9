"""Builders for policy tests: messages, verdicts, resolved policies and one-call decisions."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from bot.policy import Decision, EffectivePolicy, PolicyConfig, PolicyResolver, PostBudget, decide
from detectors.types import ChatMessage, CheckResult, Severity, Verdict

T0 = datetime(2025, 1, 1, tzinfo=UTC)
FULL_BUDGET = PostBudget(posts=20, alerts=10, posts_per_minute=20, alerts_per_minute=10)
BENIGN = Verdict(
    (CheckResult("lexicon", "1", flagged=False), CheckResult("brace", "1", flagged=False))
)


def message(
    *,
    author: str = "u1",
    space: str = "s1",
    channel: str = "c1",
    roles: tuple[str, ...] = (),
    is_bot: bool = False,
    ts: datetime = T0,
) -> ChatMessage:
    return ChatMessage(
        platform="test",
        space_id=space,
        channel_id=channel,
        author_id=author,
        message_id="m1",
        text="text",
        ts=ts,
        author_roles=roles,
        is_bot=is_bot,
    )


def flag(
    label: str = "hate", score: float = 0.9, severity: int = 3, name: str = "brace"
) -> CheckResult:
    """A flagged check with one label scored `score`."""
    return CheckResult(
        name=name,
        version="1",
        flagged=True,
        score=score,
        labels=(label,),
        scores={label: score},
        severity=Severity(severity),
    )


def harmful(label: str = "hate", score: float = 0.9, severity: int = 3) -> Verdict:
    return Verdict((flag(label, score, severity),))


def policy(
    space: str = "s1", channel: str = "c1", roles: tuple[str, ...] = (), **config: Any
) -> EffectivePolicy:
    """The effective policy of a `PolicyConfig` built from `config` (plain TOML-like values)."""
    return PolicyResolver(PolicyConfig.model_validate(config)).resolve(space, channel, roles)


def run(
    verdict: Verdict,
    msg: ChatMessage | None = None,
    pol: EffectivePolicy | None = None,
    *,
    strikes_before: int = 0,
    budget: PostBudget = FULL_BUDGET,
) -> Decision:
    """`decide` with shadow mode off unless `pol` says otherwise."""
    return decide(
        verdict,
        msg or message(),
        pol or policy(shadow=False),
        strikes_before=strikes_before,
        post_budget=budget,
        config_version="test",
    )


def kinds(decision: Decision) -> list[str]:
    return [str(a.kind) for a in decision.actions]


def enforced(decision: Decision) -> list[str]:
    return [str(a.kind) for a in decision.enforced_actions]
