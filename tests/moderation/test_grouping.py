"""Alert grouping: one alert message per author burst, closed by a click, edits that fail start anew."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

import pytest

from bot.adapters.base import ActionRequest
from bot.moderation.alerts import AlertView, alert_view
from bot.moderation.grouping import AlertGroups
from bot.policy.types import Action, ActionKind, Decision
from detectors.types import ChatMessage, Verdict


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


class Platform:
    """Records posts and edits the way an adapter would make them."""

    def __init__(self) -> None:
        self.posts: list[AlertView] = []
        self.edits: list[tuple[str, AlertView]] = []
        self.refuse_edits = False

    async def post(self, view: AlertView) -> tuple[str, str]:
        await asyncio.sleep(0.01)  # concurrent alerts would both post if nothing serialised them
        self.posts.append(view)
        return "mod-log", f"a{len(self.posts)}"

    async def edit(self, destination: str, message_id: str, view: AlertView) -> None:
        if self.refuse_edits:
            raise RuntimeError("message to edit not found")
        self.edits.append((message_id, view))


def _view(n: int, author: str = "u1", space: str = "g1") -> AlertView:
    message = ChatMessage("test", space, "c1", author, f"m{n}", f"message number {n} " + "x" * 200,
                          datetime.now(UTC))
    action = Action(ActionKind.ALERT, "severity L3")
    decision = Decision(actions=(action,), reasons=("severity L3",))
    return alert_view(ActionRequest(f"{n:032x}", action, message, Verdict(()), decision))


@pytest.fixture
def clock() -> Clock:
    return Clock()


async def test_a_burst_from_one_author_is_one_message_edited(clock: Clock) -> None:
    groups, platform = AlertGroups(300, clock=clock), Platform()
    first = await groups.place(_view(1), platform.post, platform.edit)
    clock.now = 100
    second = await groups.place(_view(2), platform.post, platform.edit)
    clock.now = 350  # within the window of the second alert, not of the first
    third = await groups.place(_view(3), platform.post, platform.edit)
    assert len(platform.posts) == 1 and [m for m, _ in platform.edits] == ["a1", "a1"]
    assert first == {"destination": "mod-log", "platform_message_id": "a1"}
    assert second["grouped_with"] == f"{1:032x}" and second["group_size"] == 2
    shown = platform.edits[-1][1]
    assert third["group_size"] == 3 and shown.group_size == 3 and shown.event_id == f"{3:032x}"
    assert [c.event_id for c in shown.earlier] == [f"{1:032x}", f"{2:032x}"]
    assert shown.earlier[0].excerpt.startswith("message number 1") and len(shown.earlier[0].excerpt) == 80


async def test_other_authors_spaces_and_late_alerts_get_their_own_message(clock: Clock) -> None:
    groups, platform = AlertGroups(300, clock=clock), Platform()
    await groups.place(_view(1), platform.post, platform.edit)
    await groups.place(_view(2, author="u2"), platform.post, platform.edit)
    await groups.place(_view(3, space="g2"), platform.post, platform.edit)
    clock.now = 301
    await groups.place(_view(4), platform.post, platform.edit)
    assert len(platform.posts) == 4 and platform.edits == []


async def test_a_click_closes_the_group(clock: Clock) -> None:
    groups, platform = AlertGroups(300, clock=clock), Platform()
    await groups.place(_view(1), platform.post, platform.edit)
    await groups.place(_view(2), platform.post, platform.edit)
    groups.close(f"{1:032x}")
    await groups.place(_view(3), platform.post, platform.edit)
    assert len(platform.posts) == 2 and len(platform.edits) == 1


async def test_window_zero_turns_grouping_off(clock: Clock) -> None:
    groups, platform = AlertGroups(0, clock=clock), Platform()
    for n in range(3):
        await groups.place(_view(n), platform.post, platform.edit)
    assert len(platform.posts) == 3 and len(groups) == 0


async def test_a_refused_edit_posts_a_new_alert_that_starts_a_group(clock: Clock) -> None:
    groups, platform = AlertGroups(300, clock=clock), Platform()
    await groups.place(_view(1), platform.post, platform.edit)
    platform.refuse_edits = True
    result = await groups.place(_view(2), platform.post, platform.edit)
    assert result == {"destination": "mod-log", "platform_message_id": "a2"}
    platform.refuse_edits = False
    await groups.place(_view(3), platform.post, platform.edit)
    assert [m for m, _ in platform.edits] == ["a2"]


async def test_concurrent_alerts_about_one_author_post_once(clock: Clock) -> None:
    groups, platform = AlertGroups(300, clock=clock), Platform()
    await asyncio.gather(*(groups.place(_view(n), platform.post, platform.edit) for n in range(5)))
    assert len(platform.posts) == 1 and len(platform.edits) == 4


async def test_only_the_latest_earlier_cases_are_listed_but_all_are_counted(clock: Clock) -> None:
    groups, platform = AlertGroups(300, max_listed=2, clock=clock), Platform()
    for n in range(5):
        await groups.place(_view(n), platform.post, platform.edit)
    shown = platform.edits[-1][1]
    assert shown.group_size == 5 and [c.event_id for c in shown.earlier] == [f"{2:032x}", f"{3:032x}"]
