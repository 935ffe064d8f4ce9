"""The policy: one pure function from a verdict and its message to a `Decision`.

Like Zeppelin's runAutomod, the rules run in a fixed order (`STEPS`) and each appends a
`RuleTrace` whether it matched or not, so `parry explain` shows why nothing happened as
plainly as why something did. A gate that ends evaluation early (bot author, exemption, not
harmful) leaves a "skipped" entry for every later step, so a trace always covers all of them.
`decide` reads no clock and holds no state: strikes and post budgets come in as arguments.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import NamedTuple

from bot.policy._wording import duration, kinds, ordinal, would_have
from bot.policy.resolve import EffectivePolicy, Threshold
from bot.policy.state import POST_BUCKETS, PostBudget
from bot.policy.types import Action, ActionKind, Decision, RuleTrace
from detectors.types import ChatMessage, Severity, Verdict

STEPS = (
    "bot_author",
    "exemptions",
    "thresholds",
    "ladder",
    "severity_floors",
    "rate_limits",
    "shadow",
)

_NOT_A_BOT = RuleTrace("bot_author", False, "author is not a bot")
_BOT_ACTED_ON = RuleTrace(
    "bot_author", False, "author is a bot; act_on_bots is on, so judged like anyone"
)
_BOT = RuleTrace("bot_author", True, "author is a bot: bots are judged and logged, never actioned")
_NOT_EXEMPT = RuleTrace("exemptions", False, "no exemption applies to this author or channel")
_NOTHING_FLAGGED = RuleTrace("thresholds", False, "not harmful: no check flagged the message")
_SHADOW_OFF = RuleTrace("shadow", False, "shadow mode off: actions are enforced")
_SHADOW_NOTHING = RuleTrace("shadow", True, "shadow mode: nothing enforced")


def _skipped(gate: str, why: str) -> tuple[RuleTrace, ...]:
    # Every step after `gate` except shadow, which always runs.
    later = STEPS[STEPS.index(gate) + 1 : -1]
    return tuple(RuleTrace(step, False, f"skipped: {why}") for step in later)


_SKIPPED = {
    "bot_author": _skipped("bot_author", "author is a bot"),
    "exemptions": _skipped("exemptions", "exempt"),
    "thresholds": _skipped("thresholds", "not harmful"),
}


def decide(
    verdict: Verdict,
    message: ChatMessage,
    policy: EffectivePolicy,
    *,
    strikes_before: int,
    post_budget: PostBudget,
    config_version: str,
) -> Decision:
    """Decide what to do about one judged message.

    Args:
        verdict: Every detector's result for the message.
        message: The message; its author, roles and channel drive bots and exemptions.
        policy: The resolved policy for the message's space, channel and author roles.
        strikes_before: The author's strikes in the policy's ladder window before this one.
        post_budget: What the bot may still post in this space right now.
        config_version: Recorded on the decision (`PolicyConfig.version()`).

    Returns:
        A decision whose actions always include a LOG, whose reasons are sentences for
        moderators, and whose trace has one entry per step in `STEPS`, in order.
    """
    bot = _bot_author(message, policy)
    if bot.matched:
        return _log_only((bot,), policy, strikes_before, config_version)
    exempt = _exemptions(message, policy)
    if exempt.matched:
        return _log_only((bot, exempt), policy, strikes_before, config_version)
    harm, severity = _thresholds(verdict, policy)
    if not harm.matched:
        return _log_only((bot, exempt, harm), policy, strikes_before, config_version)

    strikes = strikes_before + 1
    ladder, ladder_actions = _ladder(policy, strikes)
    floors, floor_actions = _severity_floors(policy, severity)
    actions = _dedupe((Action(ActionKind.LOG, harm.reason), *ladder_actions, *floor_actions))
    limits, actions = _rate_limits(actions, post_budget)
    shadow, actions = _shadow(actions, policy.shadow)

    # The strike count is always worth a sentence; the later steps speak only when they fired.
    fired = tuple(t.reason for t in (floors, limits, shadow) if t.matched)
    return Decision(
        actions=actions,
        reasons=(harm.reason, ladder.reason, *fired),
        trace=(bot, exempt, harm, ladder, floors, limits, shadow),
        shadow=policy.shadow,
        strike=True,
        strikes=strikes,
        config_version=config_version,
        policy_source=policy.source,
    )


def _log_only(
    gates: tuple[RuleTrace, ...], policy: EffectivePolicy, strikes: int, config_version: str
) -> Decision:
    """End at the last of `gates`: log the message with that gate's reason and nothing else."""
    last = gates[-1]
    shadow, actions = _log_actions(last.reason, policy.shadow)
    return Decision(
        actions=actions,
        reasons=(last.reason,),
        trace=(*gates, *_SKIPPED[last.rule], shadow),
        shadow=policy.shadow,
        strikes=strikes,
        config_version=config_version,
        policy_source=policy.source,
    )


@lru_cache(maxsize=256)
def _log_actions(reason: str, shadow: bool) -> tuple[RuleTrace, tuple[Action, ...]]:
    # Memoized because most messages are benign and share this result; building two frozen
    # Actions per message would be most of the benign path's cost.
    return _shadow((Action(ActionKind.LOG, reason),), shadow)


def _bot_author(message: ChatMessage, policy: EffectivePolicy) -> RuleTrace:
    if not message.is_bot:
        return _NOT_A_BOT
    return _BOT_ACTED_ON if policy.act_on_bots else _BOT


def _exemptions(message: ChatMessage, policy: EffectivePolicy) -> RuleTrace:
    if message.author_id in policy.exempt_users:
        return RuleTrace("exemptions", True, f"exempt: author {message.author_id!r} is exempt")
    for role in message.author_roles:
        if role in policy.exempt_roles:
            return RuleTrace("exemptions", True, f"exempt: author has role {role!r}")
    if message.channel_id in policy.exempt_channels:
        return RuleTrace("exemptions", True, f"exempt: channel {message.channel_id!r} is exempt")
    return _NOT_EXEMPT


class _LabelHit(NamedTuple):
    """One flagged label of one check, measured against its threshold."""

    label: str
    score: float
    severity: Severity
    threshold: Threshold

    @property
    def passed(self) -> bool:
        t = self.threshold
        return self.score >= t.min_score and self.severity >= t.min_severity

    @property
    def rank(self) -> tuple[bool, Severity, float]:
        # When checks disagree on a label, show its best evidence: passing, then most severe.
        return (self.passed, self.severity, self.score)

    def explain(self) -> str:
        t = self.threshold
        score_cmp = "≥" if self.score >= t.min_score else "<"
        sev_cmp = "≥" if self.severity >= t.min_severity else "<"
        return (
            f"{self.label} score {self.score:.2f} {score_cmp} {t.min_score:.2f} "
            f"(severity L{self.severity} {sev_cmp} L{t.min_severity})"
        )


def _thresholds(verdict: Verdict, policy: EffectivePolicy) -> tuple[RuleTrace, Severity]:
    """Measure every flagged label against its threshold; the message is harmful if one passes.

    Returns:
        The trace entry and the highest severity among the labels that passed (L0 if none).
    """
    if not verdict.harmful:
        errors = verdict.errors
        if not errors:
            return _NOTHING_FLAGGED, Severity.L0
        # A failed detector never flags, so "not harmful" may only mean "not judged".
        failed = "; ".join(f"{name} failed ({error})" for name, error in errors.items())
        return RuleTrace("thresholds", False, f"{_NOTHING_FLAGGED.reason}; {failed}"), Severity.L0

    best: dict[str, _LabelHit] = {}
    for check in verdict.checks:
        if not check.flagged:
            continue
        # A flag without a harm label is held to the default threshold under the check's name.
        for label in check.labels or (check.name,):
            hit = _LabelHit(
                label, check.scores.get(label, check.score), check.severity, policy.threshold(label)
            )
            held = best.get(label)
            if held is None or hit.rank > held.rank:
                best[label] = hit
    passed = [h for h in best.values() if h.passed]
    below = "; ".join(h.explain() for h in best.values() if not h.passed)
    if not passed:
        return RuleTrace("thresholds", False, f"below threshold: {below}"), Severity.L0
    reason = "; ".join(h.explain() for h in passed)
    if below:
        reason += f"; below threshold: {below}"
    return RuleTrace("thresholds", True, reason), max(h.severity for h in passed)


def _ladder(policy: EffectivePolicy, strikes: int) -> tuple[RuleTrace, list[Action]]:
    """Pick the highest rung whose `strikes` the author has reached."""
    head = f"{ordinal(strikes)} strike in {duration(policy.window_s)}"
    rung = None
    for step in policy.ladder:  # strictly increasing, so the last one reached wins
        if step.strikes > strikes:
            break
        rung = step
    if rung is None:
        why = (
            f"the ladder starts at {policy.ladder[0].strikes} strikes"
            if policy.ladder
            else "the ladder has no steps"
        )
        return RuleTrace("ladder", False, f"{head}; {why}"), []
    reason = f"{head} → {kinds(rung.actions, rung.timeout_s)}"
    actions = [
        Action(kind, reason, rung.timeout_s if kind is ActionKind.TIMEOUT else None)
        for kind in rung.actions
    ]
    return RuleTrace("ladder", True, reason), actions


def _severity_floors(policy: EffectivePolicy, severity: Severity) -> tuple[RuleTrace, list[Action]]:
    """Add the actions of every floor the severity reaches, whatever the strike count."""
    reasons: list[str] = []
    actions: list[Action] = []
    for level, floor in policy.severity_floors:
        if severity >= level:
            reason = (
                f"severity L{severity} ≥ L{level} floor → {kinds(floor.actions, floor.timeout_s)}"
            )
            reasons.append(reason)
            actions += [
                Action(kind, reason, floor.timeout_s if kind is ActionKind.TIMEOUT else None)
                for kind in floor.actions
            ]
    if reasons:
        return RuleTrace("severity_floors", True, "; ".join(reasons)), actions
    if not policy.severity_floors:
        return RuleTrace("severity_floors", False, "no severity floors configured"), []
    lowest = policy.severity_floors[0][0]
    why = f"severity L{severity} is below the lowest floor L{lowest}"
    return RuleTrace("severity_floors", False, why), []


def _dedupe(actions: Iterable[Action]) -> tuple[Action, ...]:
    """Keep the first action of each kind in its place, except that the longest timeout wins."""
    kept: dict[ActionKind, Action] = {}
    for action in actions:
        held = kept.get(action.kind)
        if held is None or (
            action.kind is ActionKind.TIMEOUT and (action.duration_s or 0) > (held.duration_s or 0)
        ):
            kept[action.kind] = action
    return tuple(kept.values())


def _rate_limits(
    actions: tuple[Action, ...], budget: PostBudget
) -> tuple[RuleTrace, tuple[Action, ...]]:
    """Hold back posts beyond the space's budget; they stay in the decision, not enforced."""
    left = {"posts": budget.posts, "alerts": budget.alerts}
    held: list[str] = []
    out: list[Action] = []
    for action in actions:
        bucket = POST_BUCKETS.get(action.kind)
        if bucket is None:
            out.append(action)
        elif left[bucket] > 0:
            left[bucket] -= 1
            out.append(action)
        else:
            limit = f"{budget.per_minute(bucket)} {bucket}/min"
            why = f"{action.kind} held: {limit} limit reached in this space"
            held.append(why)
            out.append(Action(action.kind, f"{why}; {action.reason}", action.duration_s, False))
    if held:
        return RuleTrace("rate_limits", True, "; ".join(held)), tuple(out)
    posts = any(a.kind in POST_BUCKETS for a in actions)
    return RuleTrace(
        "rate_limits", False, "within rate limits" if posts else "nothing to post"
    ), actions


def _shadow(actions: tuple[Action, ...], shadow: bool) -> tuple[RuleTrace, tuple[Action, ...]]:
    """In shadow mode mark every action not enforced, saying what it would have done."""
    if not shadow:
        return _SHADOW_OFF, actions
    would = [would_have(a) for a in actions if a.enforced and a.kind is not ActionKind.LOG]
    marked = tuple(
        Action(a.kind, f"shadow mode: would have {would_have(a)}; {a.reason}", a.duration_s, False)
        if a.enforced
        else a
        for a in actions
    )
    if not would:
        return _SHADOW_NOTHING, marked
    return RuleTrace(
        "shadow", True, f"shadow mode: nothing enforced; would have {', '.join(would)}"
    ), marked
