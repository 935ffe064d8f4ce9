"""Whether a counterspeech draft is posted, held for moderators, or dropped: plain decisions.

Posting needs, in this order: a draft that passed the gate; a user Parry has not answered
within `user_cooldown_s` (never argue twice); a channel under `channel_per_hour` replies;
then shadow mode, approval mode or a factual claim answered without cited evidence send
it to the moderators instead (shadow mode enforces nothing, but a moderator may still post
a reply by hand). The ledger only counts replies that were really posted.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum

from responders.fire.types import Draft


class Outcome(StrEnum):
    POST = "post"
    HOLD = "hold"  # moderators get the draft with a button to post it
    DROP = "drop"  # recorded, shown to nobody


@dataclass(frozen=True, slots=True)
class PostingDecision:
    outcome: Outcome
    reason: str


class PostingLedger:
    """Replies posted per user and per channel, for the cooldown and the hourly cap.

    Args:
        user_cooldown_s: Least time between two replies to one user in one space.
        channel_per_hour: Most replies in one channel within any hour.
    """

    def __init__(self, *, user_cooldown_s: float, channel_per_hour: int) -> None:
        self._cooldown = timedelta(seconds=user_cooldown_s)
        self._per_hour = channel_per_hour
        self._users: dict[tuple[str, str], datetime] = {}
        self._channels: dict[tuple[str, str], deque[datetime]] = {}

    def decide(
        self, draft: Draft, *, space: str, channel: str, user: str, now: datetime, shadow: bool, approval: bool
    ) -> PostingDecision:
        if not draft.gate.passed:
            return PostingDecision(Outcome.DROP, "rejected by the safety gate: " + "; ".join(draft.gate.reasons))
        last = self._users.get((space, user))
        if last is not None and now - last < self._cooldown:
            return PostingDecision(Outcome.DROP, f"already answered this user at {last:%Y-%m-%d %H:%M} UTC "
                                   f"(user_cooldown_s {self._cooldown.total_seconds():g})")
        recent = self._recent((space, channel), now)
        if len(recent) >= self._per_hour:
            return PostingDecision(Outcome.DROP, f"{self._per_hour} replies in this channel within the hour")
        if shadow:
            return PostingDecision(Outcome.HOLD, "shadow mode: a moderator decides")
        if draft.needs_evidence and not draft.cited:
            return PostingDecision(Outcome.HOLD, f"{draft.analysis.hate_type} rests on a factual claim and the "
                                   "reply cites no evidence: a moderator decides")
        if approval:
            return PostingDecision(Outcome.HOLD, "approval mode: a moderator decides")
        return PostingDecision(Outcome.POST, "passed the gate and the posting limits")

    def posted(self, *, space: str, channel: str, user: str, at: datetime) -> None:
        self._users[(space, user)] = at
        self._recent((space, channel), at).append(at)
        if len(self._users) > 10_000:  # forget users whose cooldown has passed
            self._users = {k: t for k, t in self._users.items() if at - t < self._cooldown}

    def _recent(self, key: tuple[str, str], now: datetime) -> deque[datetime]:
        stamps = self._channels.setdefault(key, deque())
        while stamps and now - stamps[0] >= timedelta(hours=1):
            stamps.popleft()
        return stamps
