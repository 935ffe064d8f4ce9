"""The policy's memory, kept apart from the pure `decide`: strikes per author, post budgets.

Neither class reads the clock; callers pass `now`, so replays and tests are deterministic.
Naive datetimes are taken as UTC, as storage returns them. Both classes are meant for one
event loop and take no locks.
"""

from __future__ import annotations

from bisect import bisect_right, insort
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from types import MappingProxyType

from bot.policy.config import RateLimits
from bot.policy.types import ActionKind, Decision

# Which bucket each posting action draws from. Moderator alerts have their own so that a
# flood of warnings can never starve the alerts moderators rely on.
POST_BUCKETS = MappingProxyType(
    {ActionKind.WARN: "posts", ActionKind.COUNTERSPEECH: "posts", ActionKind.ALERT: "alerts"}
)

# How often (in strikes added, or decisions consumed) the ledger drops authors whose strikes
# have all expired and the limiter drops buckets that have refilled.
_SWEEP_EVERY = 1024


def _epoch(ts: datetime) -> float:
    return (ts if ts.tzinfo is not None else ts.replace(tzinfo=UTC)).timestamp()


class StrikeLedger:
    """Strike timestamps per (space, author), pruned by age and capped per author.

    Args:
        max_age_s: Strikes older than this are forgotten; the longest ladder window in use.
        max_per_author: Only this many of an author's newest strikes are kept.
    """

    def __init__(self, max_age_s: float, max_per_author: int = 64) -> None:
        self._max_age_s = max_age_s
        self._max_per_author = max_per_author
        self._strikes: dict[tuple[str, str], list[float]] = {}
        self._adds = 0

    @property
    def max_per_author(self) -> int:
        return self._max_per_author

    def __len__(self) -> int:
        """Number of (space, author) pairs with strikes on record."""
        return len(self._strikes)

    def count(self, space_id: str, author_id: str, now: datetime, window_s: float) -> int:
        """Return how many strikes the author has in the window (now - window_s, now]."""
        stamps = self._strikes.get((space_id, author_id))
        if not stamps:
            return 0
        t = _epoch(now)
        return bisect_right(stamps, t) - bisect_right(stamps, t - window_s)

    def add(self, space_id: str, author_id: str, ts: datetime) -> None:
        """Record a strike at `ts`; out-of-order timestamps are kept sorted."""
        t = _epoch(ts)
        stamps = self._strikes.setdefault((space_id, author_id), [])
        insort(stamps, t)
        if len(stamps) > self._max_per_author:
            del stamps[0]
        self._adds += 1
        if self._adds % _SWEEP_EVERY == 0:
            self._sweep(t)

    def seed(self, strikes: Iterable[tuple[str, str, datetime]]) -> None:
        """Load strikes from storage at start-up, as (space_id, author_id, ts) in any order."""
        for space_id, author_id, ts in strikes:
            self.add(space_id, author_id, ts)

    def _sweep(self, now: float) -> None:
        cutoff = now - self._max_age_s
        for key in [k for k, stamps in self._strikes.items() if stamps[-1] <= cutoff]:
            del self._strikes[key]


@dataclass(frozen=True, slots=True)
class PostBudget:
    """How many posts the bot may still make in one space right now: a snapshot for `decide`."""

    posts: int  # warnings and counterspeech replies
    alerts: int  # moderator alerts
    posts_per_minute: int
    alerts_per_minute: int

    def per_minute(self, bucket: str) -> int:
        """Return the configured rate of `bucket` ("posts" or "alerts")."""
        return self.posts_per_minute if bucket == "posts" else self.alerts_per_minute


class PostRateLimiter:
    """Token buckets per space and bucket, refilled continuously up to one minute's worth.

    A space that has never posted, or whose buckets have refilled, holds no state.

    Args:
        limits: The configured rates; each bucket's burst equals its per-minute rate.
    """

    def __init__(self, limits: RateLimits) -> None:
        self._rates = {"posts": limits.posts_per_minute, "alerts": limits.alerts_per_minute}
        self._full = PostBudget(
            limits.posts_per_minute,
            limits.alerts_per_minute,
            limits.posts_per_minute,
            limits.alerts_per_minute,
        )
        # (space_id, bucket) -> (tokens, at); tokens as of timestamp `at`
        self._buckets: dict[tuple[str, str], tuple[float, float]] = {}
        self._consumed = 0

    def __len__(self) -> int:
        """Number of buckets that are not full."""
        return len(self._buckets)

    def budget(self, space_id: str, now: datetime) -> PostBudget:
        """Return what `space_id` may still post at `now`, without spending anything."""
        if not self._buckets:
            return self._full
        t = _epoch(now)
        return PostBudget(
            int(self._tokens(space_id, "posts", t)),
            int(self._tokens(space_id, "alerts", t)),
            self._full.posts_per_minute,
            self._full.alerts_per_minute,
        )

    def consume(self, space_id: str, decision: Decision, now: datetime) -> None:
        """Spend one token for each enforced posting action in `decision`."""
        t = _epoch(now)
        for action in decision.actions:
            bucket = POST_BUCKETS.get(action.kind)
            if bucket is not None and action.enforced:
                tokens = self._tokens(space_id, bucket, t)
                self._buckets[(space_id, bucket)] = (max(tokens - 1.0, 0.0), t)
        self._consumed += 1
        if self._consumed % _SWEEP_EVERY == 0:
            self._sweep(t)

    def _tokens(self, space_id: str, bucket: str, t: float) -> float:
        rate = self._rates[bucket]
        state = self._buckets.get((space_id, bucket))
        if state is None:
            return float(rate)
        tokens, at = state
        # max(): a timestamp earlier than the last one refills nothing rather than draining.
        return min(float(rate), tokens + max(t - at, 0.0) * rate / 60.0)

    def _sweep(self, t: float) -> None:
        full = [k for k in self._buckets if self._tokens(k[0], k[1], t) >= self._rates[k[1]]]
        for key in full:
            del self._buckets[key]
