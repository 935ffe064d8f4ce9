"""Posting rules: the gate first, never twice to one user, a cap per channel, then who decides."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from responders.fire.posting import Outcome, PostingLedger
from responders.fire.types import Analysis, Draft, GateResult, HateType

T0 = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)


def _draft(hate_type: HateType = HateType.NON_FACTUAL, *, passed: bool = True, cited: tuple[int, ...] = ()) -> Draft:
    analysis = Analysis("migrants", hate_type, "why", "query", "memory")
    gate = GateResult(passed, () if passed else ("keyword flagged the draft",))
    return Draft("a reply", "template:empathy:t1", analysis, (), cited, True, gate)


def _decide(ledger: PostingLedger, draft: Draft, *, user: str = "u1", channel: str = "c1", at: datetime = T0,
            shadow: bool = False, approval: bool = False) -> Outcome:
    return ledger.decide(draft, space="s", channel=channel, user=user, now=at, shadow=shadow,
                         approval=approval).outcome


@pytest.fixture
def ledger() -> PostingLedger:
    return PostingLedger(user_cooldown_s=3600, channel_per_hour=2)


def test_a_clean_non_factual_draft_is_posted(ledger: PostingLedger) -> None:
    assert _decide(ledger, _draft()) is Outcome.POST


def test_a_draft_the_gate_rejected_is_dropped_with_its_reasons(ledger: PostingLedger) -> None:
    decision = ledger.decide(_draft(passed=False), space="s", channel="c1", user="u1", now=T0, shadow=False,
                             approval=False)
    assert decision.outcome is Outcome.DROP and "keyword flagged the draft" in decision.reason


def test_factual_hate_without_cited_evidence_goes_to_moderators(ledger: PostingLedger) -> None:
    assert _decide(ledger, _draft(HateType.MISINFORMATION)) is Outcome.HOLD
    assert _decide(ledger, _draft(HateType.MISINFORMATION, cited=(1,))) is Outcome.POST


def test_shadow_mode_and_approval_mode_leave_it_to_a_moderator(ledger: PostingLedger) -> None:
    assert _decide(ledger, _draft(), shadow=True) is Outcome.HOLD
    assert _decide(ledger, _draft(), approval=True) is Outcome.HOLD


def test_never_twice_to_one_user_within_the_cooldown(ledger: PostingLedger) -> None:
    ledger.posted(space="s", channel="c1", user="u1", at=T0)
    assert _decide(ledger, _draft(), at=T0 + timedelta(minutes=59)) is Outcome.DROP
    assert _decide(ledger, _draft(), user="u2", at=T0 + timedelta(minutes=59)) is Outcome.POST
    assert _decide(ledger, _draft(), at=T0 + timedelta(minutes=60)) is Outcome.POST


def test_a_channel_takes_at_most_its_hourly_cap(ledger: PostingLedger) -> None:
    ledger.posted(space="s", channel="c1", user="u1", at=T0)
    ledger.posted(space="s", channel="c1", user="u2", at=T0 + timedelta(minutes=10))
    assert _decide(ledger, _draft(), user="u3", at=T0 + timedelta(minutes=30)) is Outcome.DROP
    assert _decide(ledger, _draft(), user="u3", channel="c2", at=T0 + timedelta(minutes=30)) is Outcome.POST
    assert _decide(ledger, _draft(), user="u3", at=T0 + timedelta(minutes=61)) is Outcome.POST
