"""Actions run concurrently across messages, in the policy's order within one message."""

from __future__ import annotations

import asyncio
from pathlib import Path

from bot.adapters.base import ActionOutcome, ActionRequest
from bot.policy.types import ActionKind
from bot.runtime.platform import running
from tests.moderation.test_sink import THREAT, RecordingPlatform, _config, _message


class GatedPlatform(RecordingPlatform):
    """Holds every action on message m1 until released; records when each action starts and ends."""

    def __init__(self) -> None:
        super().__init__()
        self.gate = asyncio.Event()
        self.log: list[tuple[str, str, str]] = []

    async def execute(self, request: ActionRequest) -> ActionOutcome:
        self.log.append(("start", request.message.message_id, str(request.action.kind)))
        if request.message.message_id == "m1":
            await self.gate.wait()
        out = await super().execute(request)
        self.log.append(("end", request.message.message_id, str(request.action.kind)))
        return out


async def test_a_held_action_does_not_hold_up_other_messages(db_url: str, tmp_path: Path) -> None:
    platform = GatedPlatform()
    async with running(_config(db_url, tmp_path, shadow=False), [platform]) as runtime:
        assert platform.sink is not None
        first = await platform.sink.submit(_message(THREAT, 1))
        second = await platform.sink.submit(_message(THREAT, 2))
        for _ in range(500):
            if ("end", "m2", "alert") in platform.log:
                break
            await asyncio.sleep(0.01)
        assert ("end", "m2", "alert") in platform.log  # m2 went through while m1 waited
        m1 = [kind for step, mid, kind in platform.log if mid == "m1"]
        assert m1 == ["log"]  # m1's first action is held, and its next ones wait behind it
        platform.gate.set()
        await runtime.pipeline.join()
        for event_id, mid in ((first, "m1"), (second, "m2")):
            [decision] = (await runtime.store.show(event_id))["decisions"]
            decided = [a["kind"] for a in decision["actions"] if a["enforced"]]
            started = [k for step, m, k in platform.log if m == mid and step == "start"]
            assert started == decided  # in the policy's order
            assert {ActionKind.DELETE, ActionKind.ALERT} <= {ActionKind(k) for k in started}
