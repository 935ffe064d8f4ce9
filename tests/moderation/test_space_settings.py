"""Admin commands that change a space's policy: validated, versioned, applied live, kept across restarts."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.policy.types import ActionKind
from bot.runtime.platform import running
from tests.moderation.test_sink import THREAT, RecordingPlatform, _command, _config, _judge


def _enforced(platform: RecordingPlatform) -> list[ActionKind]:
    return [r.action.kind for r in platform.requests if r.action.kind is not ActionKind.LOG]


async def test_shadow_off_by_command_enforces_from_the_next_message_and_survives_a_restart(
    db_url: str, tmp_path: Path
) -> None:
    config = _config(db_url, tmp_path, shadow=True)
    platform = RecordingPlatform()
    async with running(config, [platform]) as runtime:
        await _judge(runtime, platform, THREAT, 1)
        assert _enforced(platform) == []  # shadow mode from config.toml
        assert platform.sink is not None
        reply = await platform.sink.command(_command("shadow", "off"))
        assert reply.ok and "enforces" in reply.text
        await _judge(runtime, platform, THREAT, 2)
        assert ActionKind.ALERT in _enforced(platform)

    restarted = RecordingPlatform()
    async with running(config, [restarted]) as runtime:
        await _judge(runtime, restarted, THREAT, 3)
        assert ActionKind.ALERT in _enforced(restarted)
        assert restarted.sink is not None
        history = await restarted.sink.command(_command("history"))
        assert "v1" in history.text and "shadow off" in history.text and "admin-1" in history.text


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (("set", "min_score", "1.5"), "less than or equal to 1"),
        (("set", "min_score", "high"), "must be a number"),
        (("set", "min_severity", "9"), "thresholds.min_severity"),
        (("set", "min_score", "0.7", "gossip"), "Unknown harm type"),
        (("raise",), "Usage"),
    ],
)
async def test_a_bad_threshold_is_refused_and_nothing_is_stored(
    db_url: str, tmp_path: Path, args: tuple[str, ...], says: str
) -> None:
    platform = RecordingPlatform()
    async with running(_config(db_url, tmp_path, shadow=False), [platform]) as runtime:
        assert platform.sink is not None
        reply = await platform.sink.command(_command("thresholds", *args))
        assert not reply.ok and says in reply.text, reply.text
        history = await platform.sink.command(_command("history"))
        assert "No command-made settings" in history.text
        assert runtime.pipeline.policy.effective("g1", "c1").default_threshold.min_score == 0.5


async def test_a_raised_threshold_stops_a_label_from_counting(db_url: str, tmp_path: Path) -> None:
    platform = RecordingPlatform()
    async with running(_config(db_url, tmp_path, shadow=False), [platform]) as runtime:
        assert platform.sink is not None
        reply = await platform.sink.command(_command("thresholds", "set", "min_severity", "L4", "violence"))
        assert reply.ok and "violence: min_score 0.5, min_severity L4" in reply.text
        await _judge(runtime, platform, THREAT)
        assert _enforced(platform) == []  # the threat is L3: below this space's floor now


async def test_an_exempt_user_is_only_logged(db_url: str, tmp_path: Path) -> None:
    platform = RecordingPlatform()
    async with running(_config(db_url, tmp_path, shadow=False), [platform]) as runtime:
        assert platform.sink is not None
        reply = await platform.sink.command(_command("exempt", "add", "user", "u-author"))
        assert reply.ok and "users: u-author" in reply.text
        again = await platform.sink.command(_command("exempt", "add", "user", "u-author"))
        assert not again.ok and "already exempt" in again.text
        await _judge(runtime, platform, THREAT)
        assert _enforced(platform) == []
        removed = await platform.sink.command(_command("exempt", "remove", "user", "u-author"))
        assert removed.ok and "users: none" in removed.text
        await _judge(runtime, platform, THREAT, 2)
        assert ActionKind.ALERT in _enforced(platform)


async def test_each_change_is_a_new_version_with_who_and_what(db_url: str, tmp_path: Path) -> None:
    platform = RecordingPlatform()
    async with running(_config(db_url, tmp_path, shadow=False), [platform]) as runtime:
        assert platform.sink is not None
        before = runtime.pipeline.policy.config_version
        await platform.sink.command(_command("shadow", "on"))
        await platform.sink.command(_command("thresholds", "set", "min_score", "0.8"))
        assert runtime.pipeline.policy.config_version != before  # decisions record the change
        history = (await platform.sink.command(_command("history"))).text.splitlines()
        assert [line.split(" ")[0] for line in history] == ["v1", "v2"]
        assert history[1].endswith("thresholds set min_score 0.8")
        status = await platform.sink.command(_command("status"))
        assert "shadow mode on" in status.text and "settings v2" in status.text
