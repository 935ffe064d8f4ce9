"""Moderator clicks and admin commands through the real runtime, on a recording platform.

The platform here is a recorder (what Discord or Telegram would be asked to do); the
runtime, policy, storage and the sink are Parry's own, unmocked. The adapters' own tests
drive the same sink through the real client libraries.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from bot.adapters.base import ActionOutcome, ActionRequest, AdapterSink, AdminCommand, ModeratorClick
from bot.config import ParryConfig, load_config
from bot.moderation import buttons
from bot.policy.types import ActionKind
from bot.runtime.builder import Runtime
from bot.runtime.platform import running
from detectors.types import ChatMessage
from tests.runtime.conftest import ROOT, with_db, without_brace

THREAT = "i know where you live, watch out"


class RecordingPlatform:
    platform = "recording"

    def __init__(self) -> None:
        self.sink: AdapterSink | None = None
        self.requests: list[ActionRequest] = []
        self.fail: set[ActionKind] = set()

    async def start(self, sink: AdapterSink) -> None:
        self.sink = sink

    async def stop(self) -> None:
        pass

    async def aclose(self) -> None:
        pass

    async def failed(self) -> str:
        never: asyncio.Future[str] = asyncio.get_running_loop().create_future()  # a recorder never fails
        return await never

    async def execute(self, request: ActionRequest) -> ActionOutcome:
        self.requests.append(request)
        if request.action.kind in self.fail:
            return ActionOutcome(ok=False, error="403 Forbidden: missing permission")
        result = {"destination": "mod-log", "platform_message_id": f"a{len(self.requests)}"}
        return ActionOutcome(ok=True, result=result if request.action.kind is ActionKind.ALERT else {})


def _config(db_url: str, tmp_path: Path, *, shadow: bool) -> ParryConfig:
    config = without_brace(with_db(load_config(ROOT / "config.toml"), db_url, tmp_path))
    return config.model_copy(update={"policy": config.policy.model_copy(update={"shadow": shadow})})


def _message(text: str, n: int = 1, space: str = "g1") -> ChatMessage:
    return ChatMessage("recording", space, "c1", "u-author", f"m{n}", text, datetime.now(UTC), author_name="author")


def _click(verb: buttons.Verb, event_id: str, *, admin: bool = True, space: str = "g1") -> ModeratorClick:
    return ModeratorClick("recording", space, "mod-1", "Mod One", admin, buttons.payload(verb, event_id),
                          datetime.now(UTC))


def _command(name: str, *args: str, admin: bool = True) -> AdminCommand:
    return AdminCommand("recording", "g1", "c1", "admin-1", "Admin", admin, name, args, datetime.now(UTC))


@pytest.fixture
async def live(db_url: str, tmp_path: Path) -> AsyncIterator[tuple[Runtime, RecordingPlatform]]:
    platform = RecordingPlatform()
    async with running(_config(db_url, tmp_path, shadow=False), [platform]) as runtime:
        yield runtime, platform


async def _judge(runtime: Runtime, platform: RecordingPlatform, text: str, n: int = 1) -> str:
    assert platform.sink is not None
    event_id = await platform.sink.submit(_message(text, n))
    await runtime.pipeline.join()  # decisions stored and actions carried out
    return event_id


async def test_a_harmful_message_reaches_the_platform_with_its_verdict(live) -> None:
    runtime, platform = live
    event_id = await _judge(runtime, platform, THREAT)
    kinds = [r.action.kind for r in platform.requests]
    assert ActionKind.ALERT in kinds and ActionKind.DELETE in kinds
    alert = next(r for r in platform.requests if r.action.kind is ActionKind.ALERT)
    assert alert.event_id == event_id and "violence" in alert.verdict.labels
    shown = await runtime.store.show(event_id)
    assert [a["destination"] for a in shown["alerts"]] == ["mod-log"]


async def test_a_click_is_stored_as_feedback_and_delete_is_carried_out(live) -> None:
    runtime, platform = live
    event_id = await _judge(runtime, platform, "hello there, nice weather")
    assert platform.sink is not None
    reply = await platform.sink.click(_click(buttons.Verb.DELETE, event_id))
    assert reply.ok, reply.text
    assert reply.status is not None and reply.status.startswith("delete by Mod One · ")
    shown = await runtime.store.show(event_id)
    assert [(f["label"], f["moderator_id"]) for f in shown["feedback"]] == [("confirm", "mod-1")]
    assert [(a["kind"], a["ok"]) for a in shown["actions"] if a["kind"] != "log"] == [("delete", True)]
    assert platform.requests[-1].message.message_id == "m1"


async def test_dismiss_is_a_false_positive_and_acts_on_nothing(live) -> None:
    runtime, platform = live
    event_id = await _judge(runtime, platform, THREAT)
    before = len(platform.requests)
    assert platform.sink is not None
    reply = await platform.sink.click(_click(buttons.Verb.DISMISS, event_id))
    assert reply.status is not None and reply.status.startswith("dismissed as a false positive by Mod One")
    shown = await runtime.store.show(event_id)
    assert [f["label"] for f in shown["feedback"]] == ["false_positive"]
    assert len(platform.requests) == before


async def test_a_failed_moderator_action_is_recorded_and_said(live) -> None:
    runtime, platform = live
    event_id = await _judge(runtime, platform, "hello")
    platform.fail.add(ActionKind.BAN)
    assert platform.sink is not None
    reply = await platform.sink.click(_click(buttons.Verb.BAN, event_id))
    assert not reply.ok and "missing permission" in reply.text
    assert reply.status is not None and reply.status.endswith("the ban failed")
    shown = await runtime.store.show(event_id)
    assert [(a["kind"], a["ok"], a["error"]) for a in shown["actions"] if a["kind"] != "log"] == [
        ("ban", False, "403 Forbidden: missing permission")
    ]


@pytest.mark.parametrize(
    ("click", "says"),
    [
        ("non-admin", "only this server's moderators"),
        ("other-space", "another server"),
        ("unknown-event", "not in Parry's audit trail"),
        ("foreign-payload", "does not belong to Parry"),
    ],
)
async def test_refused_clicks_store_nothing(live, click: str, says: str) -> None:
    runtime, platform = live
    event_id = await _judge(runtime, platform, "hello")
    c = {
        "non-admin": _click(buttons.Verb.CONFIRM, event_id, admin=False),
        "other-space": _click(buttons.Verb.CONFIRM, event_id, space="g2"),
        "unknown-event": _click(buttons.Verb.CONFIRM, "0" * 32),
    }.get(click) or ModeratorClick("recording", "g1", "mod-1", None, True, "vote:yes", datetime.now(UTC))
    assert platform.sink is not None
    reply = await platform.sink.click(c)
    assert not reply.ok and says in reply.text and reply.status is None
    assert (await runtime.store.show(event_id))["feedback"] == []


async def test_commands_are_for_admins_only(live) -> None:
    _, platform = live
    assert platform.sink is not None
    refused = await platform.sink.command(_command("status", admin=False))
    assert not refused.ok and "admins" in refused.text
    status = await platform.sink.command(_command("status"))
    assert status.ok and "shadow mode off" in status.text


async def test_why_and_case_read_the_audit_trail(live) -> None:
    runtime, platform = live
    event_id = await _judge(runtime, platform, THREAT)
    assert platform.sink is not None
    why = await platform.sink.command(_command("why", event_id))
    assert why.ok and "filters" in why.text and "violent-threats" in why.text
    case = await platform.sink.command(_command("case", event_id))
    assert case.ok and "violence" in case.text and "action alert: ok" in case.text
    bad = await platform.sink.command(_command("why", "nope"))
    assert not bad.ok and "Usage" in bad.text
