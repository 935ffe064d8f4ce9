"""The pure `decide`: every rule, in order, with a trace entry and a reason."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.policy import STEPS, Decision, PostBudget
from detectors.types import ChatMessage, CheckResult, Severity, Verdict
from tests.policy.factories import (
    BENIGN,
    enforced,
    flag,
    harmful,
    kinds,
    message,
    policy,
    run,
)


def assert_well_formed(decision: Decision) -> None:
    assert decision.reasons and all(decision.reasons)
    assert [t.rule for t in decision.trace] == list(STEPS)
    assert all(t.reason for t in decision.trace)
    assert decision.actions[0].kind == "log"


# -- thresholds ----------------------------------------------------------------------------


def test_benign_message_is_logged_with_a_named_reason() -> None:
    decision = run(BENIGN)
    assert_well_formed(decision)
    assert kinds(decision) == ["log"]
    assert decision.reasons == ("not harmful: no check flagged the message",)
    assert not decision.strike and decision.strikes == 0
    assert [t.reason for t in decision.trace[3:6]] == ["skipped: not harmful"] * 3


@pytest.mark.parametrize(("score", "acted"), [(0.39, False), (0.40, True), (0.41, True)])
def test_label_score_threshold_just_below_at_and_above(score: float, acted: bool) -> None:
    pol = policy(shadow=False, thresholds={"labels": {"hate": {"min_score": 0.4}}})
    decision = run(harmful("hate", score, 2), pol=pol)
    assert_well_formed(decision)
    assert decision.strike is acted
    threshold = decision.trace[2]
    assert threshold.matched is acted
    assert (
        f"hate score {score:.2f} {'≥' if acted else '<'} 0.40 (severity L2 ≥ L1)"
        in threshold.reason
    )


@pytest.mark.parametrize(("severity", "acted"), [(1, False), (2, True), (3, True)])
def test_label_severity_threshold_just_below_at_and_above(severity: int, acted: bool) -> None:
    pol = policy(shadow=False, thresholds={"labels": {"spam": {"min_severity": 2}}})
    decision = run(harmful("spam", 0.9, severity), pol=pol)
    assert decision.strike is acted
    assert f"(severity L{severity} {'≥' if acted else '<'} L2)" in decision.trace[2].reason
    if not acted:
        assert decision.reasons[0].startswith("below threshold: spam score 0.90 ≥ 0.50")


def test_label_without_override_uses_the_default_threshold() -> None:
    pol = policy(
        shadow=False, thresholds={"min_score": 0.7, "labels": {"hate": {"min_score": 0.3}}}
    )
    assert not run(harmful("violence", 0.6), pol=pol).strike
    assert run(harmful("hate", 0.6), pol=pol).strike


def test_a_label_passes_only_within_one_check() -> None:
    # A high score from one check and a high severity from another must not add up.
    pol = policy(shadow=False, thresholds={"min_score": 0.5, "min_severity": 3})
    verdict = Verdict(
        (flag("hate", 0.9, severity=1, name="a"), flag("hate", 0.2, severity=4, name="b"))
    )
    decision = run(verdict, pol=pol)
    assert not decision.strike
    # The label's best evidence is shown: the higher severity, which failed on score.
    assert decision.reasons[0] == "below threshold: hate score 0.20 < 0.50 (severity L4 ≥ L3)"


def test_reason_lists_passing_and_failing_labels() -> None:
    verdict = Verdict((flag("hate", 0.92, 3), flag("spam", 0.3, 1, name="spam")))
    decision = run(verdict)
    assert decision.reasons[0] == (
        "hate score 0.92 ≥ 0.50 (severity L3 ≥ L1); "
        "below threshold: spam score 0.30 < 0.50 (severity L1 ≥ L1)"
    )


def test_flag_without_label_is_held_to_default_threshold_under_check_name() -> None:
    verdict = Verdict(
        (CheckResult("toxicity", "1", flagged=True, score=0.8, severity=Severity.L2),)
    )
    decision = run(verdict)
    assert decision.strike
    assert decision.reasons[0].startswith("toxicity score 0.80 ≥ 0.50")


def test_failed_detector_is_named_when_nothing_was_flagged() -> None:
    verdict = Verdict((CheckResult("brace", "1", flagged=False, error="TimeoutError: 2s"),))
    decision = run(verdict)
    assert decision.reasons == (
        "not harmful: no check flagged the message; brace failed (TimeoutError: 2s)",
    )


# -- bots and exemptions -------------------------------------------------------------------


def test_bot_author_is_logged_but_never_actioned_by_default() -> None:
    decision = run(harmful(), message(is_bot=True))
    assert_well_formed(decision)
    assert kinds(decision) == ["log"]
    assert not decision.strike
    assert decision.trace[0].matched
    assert decision.reasons == ("author is a bot: bots are judged and logged, never actioned",)
    assert all(t.reason == "skipped: author is a bot" for t in decision.trace[1:6])


def test_bots_are_actioned_when_configured() -> None:
    decision = run(harmful(), message(is_bot=True), policy(shadow=False, act_on_bots=True))
    assert decision.strike
    assert not decision.trace[0].matched
    assert "act_on_bots is on" in decision.trace[0].reason


@pytest.mark.parametrize(
    ("exemptions", "msg", "reason"),
    [
        ({"users": ["u9"]}, message(author="u9"), "exempt: author 'u9' is exempt"),
        ({"roles": ["mod"]}, message(roles=("member", "mod")), "exempt: author has role 'mod'"),
        ({"channels": ["c7"]}, message(channel="c7"), "exempt: channel 'c7' is exempt"),
    ],
)
def test_exempt_authors_and_channels_get_a_log_only(
    exemptions: dict[str, list[str]], msg: ChatMessage, reason: str
) -> None:
    decision = run(harmful(severity=4), msg, policy(shadow=False, exemptions=exemptions))
    assert_well_formed(decision)
    assert kinds(decision) == ["log"] and enforced(decision) == ["log"]
    assert decision.reasons == (reason,)
    assert decision.actions[0].reason == reason
    assert not decision.strike


def test_non_exempt_author_is_judged() -> None:
    pol = policy(shadow=False, exemptions={"users": ["u9"], "roles": ["mod"], "channels": ["c7"]})
    decision = run(harmful(), message(author="u1", roles=("member",), channel="c1"), pol)
    assert decision.strike
    assert decision.trace[1].reason == "no exemption applies to this author or channel"


# -- ladder --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("strikes_before", "expected", "reason"),
    [
        (0, ["log", "delete", "warn", "alert"], "1st strike in 24h → delete, warn"),
        (1, ["log", "delete", "timeout", "alert"], "2nd strike in 24h → delete, timeout 10m"),
        (2, ["log", "delete", "timeout", "alert"], "3rd strike in 24h → delete, timeout 24h"),
        (3, ["log", "delete", "timeout", "alert"], "4th strike in 24h → delete, timeout 24h"),
        (4, ["log", "ban", "alert"], "5th strike in 24h → ban"),
        (10, ["log", "ban", "alert"], "11th strike in 24h → ban"),
    ],
)
def test_default_ladder_escalates_with_strikes(
    strikes_before: int, expected: list[str], reason: str
) -> None:
    decision = run(harmful(severity=3), strikes_before=strikes_before)
    assert kinds(decision) == expected
    assert decision.strikes == strikes_before + 1
    assert decision.reasons[1] == reason
    timeout = next((a for a in decision.actions if a.kind == "timeout"), None)
    if timeout is not None:
        assert timeout.duration_s == (600 if strikes_before == 1 else 86400)


def test_below_the_first_rung_only_the_strike_is_recorded() -> None:
    pol = policy(
        shadow=False, ladder={"steps": [{"strikes": 2, "actions": ["warn"]}]}, severity_actions={}
    )
    decision = run(harmful(severity=2), pol=pol)
    assert decision.strike and kinds(decision) == ["log"]
    assert decision.reasons[1] == "1st strike in 24h; the ladder starts at 2 strikes"
    assert not decision.trace[3].matched


def test_empty_ladder_says_so() -> None:
    decision = run(harmful(severity=2), pol=policy(shadow=False, ladder={"steps": []}))
    assert decision.trace[3].reason == "1st strike in 24h; the ladder has no steps"


# -- severity floors and dedupe ------------------------------------------------------------


def test_l4_deletes_and_alerts_on_a_first_strike() -> None:
    decision = run(harmful(severity=4))
    assert kinds(decision) == ["log", "delete", "warn", "alert"]
    floors = decision.trace[4]
    assert floors.matched
    assert floors.reason == "severity L4 ≥ L3 floor → alert; severity L4 ≥ L4 floor → delete, alert"


def test_below_every_floor_is_a_named_non_match() -> None:
    decision = run(harmful(severity=2))
    assert "alert" not in kinds(decision)
    assert decision.trace[4].reason == "severity L2 is below the lowest floor L3"


def test_floors_add_actions_once_per_kind_and_the_longest_timeout_wins() -> None:
    pol = policy(
        shadow=False,
        severity_actions={"4": {"actions": ["delete", "timeout", "alert"], "timeout_s": 3600}},
    )
    decision = run(harmful(severity=4), pol=pol, strikes_before=1)  # ladder: delete, timeout 10m
    assert kinds(decision) == ["log", "delete", "timeout", "alert"]
    timeout = decision.actions[2]
    assert timeout.duration_s == 3600
    assert timeout.reason.startswith("severity L4 ≥ L4 floor")


def test_shorter_floor_timeout_does_not_replace_the_ladder_one() -> None:
    pol = policy(shadow=False, severity_actions={"3": {"actions": ["timeout"], "timeout_s": 60}})
    decision = run(harmful(severity=3), pol=pol, strikes_before=2)  # ladder: timeout 24h
    assert [a.duration_s for a in decision.actions if a.kind == "timeout"] == [86400]


# -- rate limits ---------------------------------------------------------------------------


def test_posts_beyond_the_budget_stay_in_the_decision_unenforced() -> None:
    budget = PostBudget(posts=0, alerts=1, posts_per_minute=20, alerts_per_minute=10)
    decision = run(harmful(severity=3), budget=budget)
    assert kinds(decision) == ["log", "delete", "warn", "alert"]
    assert enforced(decision) == ["log", "delete", "alert"]
    warn = decision.actions[2]
    assert warn.reason.startswith("warn held: 20 posts/min limit reached in this space; 1st strike")
    assert decision.trace[5].matched
    assert "warn held: 20 posts/min limit reached in this space" in decision.reasons


def test_alerts_have_their_own_budget() -> None:
    budget = PostBudget(posts=5, alerts=0, posts_per_minute=20, alerts_per_minute=10)
    decision = run(harmful(severity=3), budget=budget)
    assert enforced(decision) == ["log", "delete", "warn"]
    assert decision.trace[5].reason == "alert held: 10 alerts/min limit reached in this space"


def test_within_budget_and_nothing_to_post_are_named() -> None:
    assert run(harmful(severity=3)).trace[5].reason == "within rate limits"
    pol = policy(
        shadow=False, ladder={"steps": [{"strikes": 1, "actions": ["delete"]}]}, severity_actions={}
    )
    assert run(harmful(severity=3), pol=pol).trace[5].reason == "nothing to post"


# -- shadow mode ---------------------------------------------------------------------------


def test_shadow_is_on_by_default_and_nothing_is_enforced() -> None:
    decision = run(harmful(severity=4), pol=policy(), strikes_before=1)
    assert_well_formed(decision)
    assert decision.shadow
    assert decision.enforced_actions == ()
    assert decision.strike  # the ladder still advances, so shadow shows what would happen
    delete = decision.actions[1]
    assert delete.reason.startswith("shadow mode: would have deleted the message; ")
    timeout = decision.actions[2]
    assert timeout.reason.startswith("shadow mode: would have timed the author out for 10m; ")
    assert decision.reasons[-1] == (
        "shadow mode: nothing enforced; would have deleted the message, "
        "timed the author out for 10m, alerted moderators"
    )


def test_shadow_benign_decision_is_not_enforced_either() -> None:
    decision = run(BENIGN, pol=policy())
    assert decision.enforced_actions == ()
    assert decision.trace[-1].reason == "shadow mode: nothing enforced"
    assert decision.reasons == ("not harmful: no check flagged the message",)


def test_shadow_keeps_the_rate_limit_reason_of_a_held_post() -> None:
    budget = PostBudget(posts=0, alerts=10, posts_per_minute=20, alerts_per_minute=10)
    warn = run(harmful(severity=1), pol=policy(), budget=budget).actions[2]
    assert warn.kind == "warn" and warn.reason.startswith("warn held:")


def test_live_mode_is_named_in_the_trace() -> None:
    decision = run(harmful())
    assert not decision.shadow
    assert decision.trace[-1].reason == "shadow mode off: actions are enforced"
    assert decision.config_version == "test"
    assert decision.policy_source == "global"


# -- properties ----------------------------------------------------------------------------

_RANK = {"log": 0, "warn": 1, "delete": 1, "timeout": 2, "kick": 3, "ban": 4}


def _harshness(decision: Decision) -> tuple[int, int]:
    rank = max(_RANK.get(str(a.kind), 0) for a in decision.actions)
    timeout = max((a.duration_s or 0 for a in decision.actions if a.kind == "timeout"), default=0)
    return (rank, timeout if rank == 2 else 0)


@given(st.integers(0, 30), st.integers(0, 30), st.sampled_from([1, 2, 3, 4]))
def test_more_strikes_never_mean_a_milder_decision(a: int, b: int, severity: int) -> None:
    fewer, more = sorted((a, b))
    verdict = harmful(severity=severity)
    assert _harshness(run(verdict, strikes_before=fewer)) <= _harshness(
        run(verdict, strikes_before=more)
    )


@given(
    st.booleans(),
    st.booleans(),
    st.sampled_from([BENIGN, harmful(severity=1), harmful(severity=4), harmful(score=0.1)]),
    st.integers(0, 6),
    st.integers(0, 2),
)
def test_every_decision_has_reasons_a_full_trace_and_a_log(
    shadow: bool, is_bot: bool, verdict: Verdict, strikes: int, posts: int
) -> None:
    budget = PostBudget(posts=posts, alerts=posts, posts_per_minute=20, alerts_per_minute=10)
    decision = run(
        verdict,
        message(is_bot=is_bot),
        policy(shadow=shadow),
        strikes_before=strikes,
        budget=budget,
    )
    assert_well_formed(decision)
    if shadow:
        assert decision.enforced_actions == ()
