"""The strike ledger and the post rate limiter: time is passed in, never read."""

from __future__ import annotations

from datetime import timedelta

from bot.policy import Action, ActionKind, Decision, PostRateLimiter, RateLimits, StrikeLedger
from tests.policy.factories import T0

DAY = 86400


def at(seconds: float) -> timedelta:
    return timedelta(seconds=seconds)


# -- StrikeLedger --------------------------------------------------------------------------


def test_counts_strikes_inside_the_window_only() -> None:
    ledger = StrikeLedger(max_age_s=DAY)
    ledger.add("s", "u", T0)
    ledger.add("s", "u", T0 + at(100))
    assert ledger.count("s", "u", T0 + at(100), DAY) == 2
    assert ledger.count("s", "u", T0 + at(DAY), DAY) == 1  # the first is exactly window_s old
    assert ledger.count("s", "u", T0 + at(DAY + 100), DAY) == 0
    assert ledger.count("s", "u", T0 + at(100), 50) == 1  # a shorter window sees fewer


def test_strikes_are_per_space_and_author() -> None:
    ledger = StrikeLedger(max_age_s=DAY)
    ledger.add("s", "u", T0)
    assert ledger.count("s", "other", T0, DAY) == 0
    assert ledger.count("other", "u", T0, DAY) == 0


def test_strikes_after_now_do_not_count_so_replays_are_deterministic() -> None:
    ledger = StrikeLedger(max_age_s=DAY)
    ledger.seed([("s", "u", T0 + at(50)), ("s", "u", T0 + at(10)), ("s", "u", T0 + at(30))])
    assert ledger.count("s", "u", T0 + at(20), DAY) == 1
    assert ledger.count("s", "u", T0 + at(60), DAY) == 3


def test_naive_timestamps_from_storage_are_utc() -> None:
    ledger = StrikeLedger(max_age_s=DAY)
    ledger.seed([("s", "u", T0.replace(tzinfo=None))])
    assert ledger.count("s", "u", T0, DAY) == 1
    assert ledger.count("s", "u", T0 - at(1), DAY) == 0


def test_keeps_only_the_newest_strikes_per_author() -> None:
    ledger = StrikeLedger(max_age_s=DAY, max_per_author=3)
    for i in range(10):
        ledger.add("s", "u", T0 + at(i))
    assert ledger.count("s", "u", T0 + at(10), DAY) == 3


def test_authors_whose_strikes_expired_are_forgotten() -> None:
    ledger = StrikeLedger(max_age_s=60)
    for i in range(1000):
        ledger.add("s", f"old{i}", T0)
    for i in range(100):  # passes a sweep, well after the old strikes expired
        ledger.add("s", f"new{i}", T0 + at(3600))
    assert len(ledger) == 100


# -- PostRateLimiter -----------------------------------------------------------------------


def decision(*kinds: ActionKind, enforced: bool = True) -> Decision:
    return Decision(actions=tuple(Action(k, "r", enforced=enforced) for k in kinds), reasons=("r",))


def test_a_quiet_space_has_the_full_budget_and_no_state() -> None:
    limiter = PostRateLimiter(RateLimits(posts_per_minute=3, alerts_per_minute=2))
    budget = limiter.budget("s", T0)
    assert (budget.posts, budget.alerts) == (3, 2)
    assert len(limiter) == 0


def test_consuming_spends_posts_and_alerts_separately() -> None:
    limiter = PostRateLimiter(RateLimits(posts_per_minute=3, alerts_per_minute=2))
    for _ in range(3):
        limiter.consume("s", decision(ActionKind.LOG, ActionKind.WARN, ActionKind.DELETE), T0)
    limiter.consume("s", decision(ActionKind.ALERT, ActionKind.COUNTERSPEECH), T0)
    budget = limiter.budget("s", T0)
    assert (budget.posts, budget.alerts) == (0, 1)
    assert limiter.budget("other", T0).posts == 3


def test_unenforced_posts_cost_nothing() -> None:
    limiter = PostRateLimiter(RateLimits(posts_per_minute=3))
    limiter.consume("s", decision(ActionKind.WARN, enforced=False), T0)
    assert limiter.budget("s", T0).posts == 3


def test_budget_refills_with_time_up_to_one_minute_worth() -> None:
    limiter = PostRateLimiter(RateLimits(posts_per_minute=6))
    for _ in range(6):
        limiter.consume("s", decision(ActionKind.WARN), T0)
    assert limiter.budget("s", T0).posts == 0
    assert limiter.budget("s", T0 + at(9)).posts == 0  # 0.9 of a token
    assert limiter.budget("s", T0 + at(10)).posts == 1
    assert limiter.budget("s", T0 + at(30)).posts == 3
    assert limiter.budget("s", T0 + at(600)).posts == 6


def test_time_going_backwards_refills_nothing() -> None:
    limiter = PostRateLimiter(RateLimits(posts_per_minute=6))
    limiter.consume("s", decision(ActionKind.WARN), T0 + at(60))
    assert limiter.budget("s", T0).posts == 5


def test_refilled_buckets_are_dropped() -> None:
    limiter = PostRateLimiter(RateLimits(posts_per_minute=60))
    for i in range(1000):
        limiter.consume(f"s{i}", decision(ActionKind.WARN), T0)
    assert len(limiter) == 1000
    for _ in range(100):  # passes a sweep, after the others have refilled
        limiter.consume("busy", decision(ActionKind.WARN), T0 + at(3600))
    assert len(limiter) == 1
