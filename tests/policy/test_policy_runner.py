"""`PolicyEngine`: the pure policy wired to the ledger, the post budget and the resolver."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from bot.policy import PolicyConfig, PolicyEngine
from tests.policy.factories import BENIGN, T0, enforced, harmful, kinds, message

HOUR = timedelta(hours=1)


def engine(**config: Any) -> PolicyEngine:
    return PolicyEngine(PolicyConfig.model_validate(config))


def test_ladder_climbs_within_the_window_and_resets_after_it() -> None:
    eng = engine(shadow=False)
    verdict = harmful(severity=2)
    steps = [eng.decide(verdict, message(), T0 + i * HOUR) for i in range(3)]
    assert [d.strikes for d in steps] == [1, 2, 3]
    assert [kinds(d)[1:] for d in steps] == [
        ["delete", "warn"],
        ["delete", "timeout"],
        ["delete", "timeout"],
    ]
    later = eng.decide(verdict, message(), T0 + 2 * HOUR + timedelta(days=1))
    assert later.strikes == 1  # the first two expired; the third is exactly a window old
    assert later.reasons[1] == "1st strike in 24h → delete, warn"


def test_benign_messages_report_the_current_strikes_without_adding_one() -> None:
    eng = engine(shadow=False)
    eng.decide(harmful(), message(), T0)
    benign = eng.decide(BENIGN, message(), T0 + HOUR)
    assert not benign.strike and benign.strikes == 1
    assert eng.decide(harmful(), message(), T0 + 2 * HOUR).strikes == 2


def test_seeded_strikes_count_after_a_restart() -> None:
    eng = engine(shadow=False)
    eng.seed_strikes([("s1", "u1", T0 - HOUR), ("s1", "u1", T0 - 2 * HOUR), ("s1", "u2", T0)])
    assert eng.decide(harmful(), message(), T0).strikes == 3


def test_role_window_applies_to_the_count() -> None:
    eng = engine(shadow=False, spaces={"s1": {"roles": {"new": {"ladder": {"window_s": 600}}}}})
    eng.decide(harmful(), message(roles=("new",)), T0)
    assert eng.decide(harmful(), message(roles=("new",)), T0 + HOUR).strikes == 1
    assert eng.decide(harmful(), message(), T0 + 2 * HOUR).strikes == 3  # 24h window for others
    assert eng.longest_window_s == 86400


def test_rate_limit_holds_posts_and_refills_with_time() -> None:
    eng = engine(shadow=False, rate_limits={"posts_per_minute": 2})
    authors = [message(author=f"u{i}") for i in range(3)]
    first = [eng.decide(harmful(severity=2), m, T0) for m in authors]
    assert [("warn" in enforced(d)) for d in first] == [True, True, False]
    assert "warn held: 2 posts/min limit reached in this space" in first[2].reasons
    again = eng.decide(harmful(severity=2), message(author="u9"), T0 + timedelta(seconds=30))
    assert "warn" in enforced(again)


def test_shadow_is_on_by_default_and_spends_no_budget() -> None:
    eng = engine(rate_limits={"posts_per_minute": 1})
    decisions = [eng.decide(harmful(severity=4), message(author=f"u{i}"), T0) for i in range(3)]
    assert all(d.shadow and d.enforced_actions == () for d in decisions)
    assert all("held" not in d.actions[2].reason for d in decisions)


def test_shadow_can_be_turned_off_per_space() -> None:
    eng = engine(spaces={"live": {"shadow": False}})
    assert eng.decide(harmful(), message(space="live"), T0).enforced_actions
    assert not eng.decide(harmful(), message(space="s1"), T0).enforced_actions


def test_every_decision_carries_the_config_version_and_policy_source() -> None:
    config = PolicyConfig.model_validate({"spaces": {"s1": {"channels": {"c1": {}}}}})
    eng = PolicyEngine(config)
    decision = eng.decide(BENIGN, message(), T0)
    assert decision.config_version == eng.config_version == config.version()
    assert decision.policy_source == "global → space 's1' → channel 'c1'"
