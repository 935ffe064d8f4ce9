"""`PolicyEngine`: the one policy object the runtime holds.

It wires the pure `decide` to the state it needs: the resolved policy (cached), the author's
strikes and the space's post budget, and records the outcome afterwards.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from datetime import datetime

from bot.policy.config import Ladder, PolicyConfig
from bot.policy.engine import decide
from bot.policy.resolve import EffectivePolicy, PolicyResolver
from bot.policy.state import PostRateLimiter, StrikeLedger
from bot.policy.types import Decision
from detectors.types import ChatMessage, Verdict


class PolicyEngine:
    """Decides on each message and keeps the strike ledger and post budgets up to date.

    Args:
        config: The validated `[policy]` section.
    """

    def __init__(self, config: PolicyConfig) -> None:
        self._config = config
        self._resolver = PolicyResolver(config)
        self._version = config.version()
        self._window_s = _longest_window_s(config)
        # Keep enough strikes per author to reach the top rung of any ladder in the config.
        self._ledger = StrikeLedger(self._window_s, max_per_author=max(64, _top_rung(config)))
        self._limiter = PostRateLimiter(config.rate_limits)

    @property
    def config(self) -> PolicyConfig:
        return self._config

    def replace_config(self, config: PolicyConfig) -> None:
        """Apply a changed policy (an admin's command) from the next decision on.

        Strikes and post budgets carry over. Ladders must not change here: the strike ledger
        was sized for the old ladders' windows and rungs.
        """
        if _longest_window_s(config) > self._window_s or _top_rung(config) > self._ledger.max_per_author:
            raise ValueError("a live policy change cannot lengthen ladder windows or add rungs; restart instead")
        self._config = config
        self._resolver = PolicyResolver(config)
        self._version = config.version()

    @property
    def config_version(self) -> str:
        """The short hash recorded on every decision."""
        return self._version

    @property
    def longest_window_s(self) -> int:
        """The longest ladder window anywhere in the config: how far back to seed strikes."""
        return self._window_s

    def effective(self, space_id: str, channel_id: str, roles: tuple[str, ...] = ()) -> EffectivePolicy:
        """The settings that apply in one channel, overrides merged (for status commands)."""
        return self._resolver.resolve(space_id, channel_id, roles)

    def decide(self, verdict: Verdict, message: ChatMessage, now: datetime) -> Decision:
        """Decide on one message, then record its strike and spend its post budget.

        Args:
            verdict: Every detector's result for the message.
            message: The judged message.
            now: When the decision takes effect (the message time when replaying).

        Returns:
            The decision, as `bot.policy.engine.decide` describes it.
        """
        space, author = message.space_id, message.author_id
        policy = self._resolver.resolve(space, message.channel_id, message.author_roles)
        decision = decide(
            verdict,
            message,
            policy,
            strikes_before=self._ledger.count(space, author, now, policy.window_s),
            post_budget=self._limiter.budget(space, now),
            config_version=self._version,
        )
        # Only a strike carries actions beyond LOG, so only a strike can spend post budget.
        if decision.strike:
            self._ledger.add(space, author, now)
            self._limiter.consume(space, decision, now)
        return decision

    def seed_strikes(self, strikes: Iterable[tuple[str, str, datetime]]) -> None:
        """Load past strikes, as (space_id, author_id, ts), so a restart keeps the ladder."""
        self._ledger.seed(strikes)


def _ladders(config: PolicyConfig) -> Iterator[Ladder]:
    yield config.ladder
    for space in config.spaces.values():
        yield space.ladder
        for override in (*space.channels.values(), *space.roles.values()):
            yield override.ladder


def _top_rung(config: PolicyConfig) -> int:
    return max((step.strikes for ladder in _ladders(config) for step in ladder.steps), default=1)


def _longest_window_s(config: PolicyConfig) -> int:
    # Unset overrides report the default window, which can only lengthen the maximum.
    return max(ladder.window_s for ladder in _ladders(config))
