"""Admin commands that change a space's policy: validated, versioned, applied live, kept across restarts."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import create_async_engine

from bot.policy.types import ActionKind
from bot.runtime.builder import Runtime
from bot.runtime.platform import running
from storage import PlaybookStore, PlaybookVersion
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
        assert (await runtime.store.counts())["settings_changes"] == 0  # nor anything in the audit chain


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
        again = await platform.sink.command(_command("shadow", "on"))  # already so: no new version
        assert again.ok
        rows = await runtime.store.settings_changes("g1")
        assert [(r["version"], r["command"]) for r in rows] == [(1, "shadow on"), (2, "thresholds set min_score 0.8")]
        assert rows[1]["settings"] == {"shadow": True, "thresholds": {"min_score": 0.8}}
        assert [int(line.split("[audit seq ")[1].split("]")[0]) for line in history] == [r["seq"] for r in rows]


async def test_a_change_lands_in_the_audit_chain_with_who_what_and_the_whole_document(
    db_url: str, tmp_path: Path
) -> None:
    platform = RecordingPlatform()
    async with running(_config(db_url, tmp_path, shadow=True), [platform]) as runtime:
        assert platform.sink is not None
        event_id = await _judge(runtime, platform, THREAT, 1)
        before = datetime.now(UTC)
        reply = await platform.sink.command(_command("shadow", "off"))
        assert reply.ok, reply.text
        [row] = await runtime.store.settings_changes("g1")
        [version] = await _documents(runtime, "g1")
        assert (row["space_id"], row["changed_by"], row["command"]) == ("g1", "admin-1", "shadow off")
        assert row["settings"] == {"shadow": False} == version.content
        assert (row["document"], row["version"]) == ("space-policy:g1", version.version) == ("space-policy:g1", 1)
        assert before <= row["at"] <= datetime.now(UTC)
        assert row["at"].isoformat() == version.note["at"]
        assert len(row["event_id"]) == 32 and (await runtime.store.show(row["event_id"]))["settings_changes"] == [row]
        report = await runtime.store.verify()
        assert report.ok, report.problems
        [message] = (await runtime.store.show(event_id))["messages"]
        assert message["seq"] < row["seq"] <= report.head_seq  # one chain with the messages
        history = await platform.sink.command(_command("history"))
        assert f"[audit seq {row['seq']}]: shadow off" in history.text


async def test_tampering_with_a_recorded_change_is_caught(db_url: str, tmp_path: Path) -> None:
    platform = RecordingPlatform()
    async with running(_config(db_url, tmp_path, shadow=True), [platform]) as runtime:
        assert platform.sink is not None
        assert (await platform.sink.command(_command("shadow", "off"))).ok
        assert (await platform.sink.command(_command("thresholds", "set", "min_score", "0.9"))).ok
        first, second = await runtime.store.settings_changes("g1")

        # Someone with database access makes it look like another admin switched shadow mode off ...
        await _sql(db_url, f"UPDATE settings_changes SET changed_by = 'admin-2' WHERE seq = {first['seq']}")
        [problem] = (await runtime.store.verify()).problems
        assert (problem.kind, problem.table, problem.seq) == ("hash_mismatch", "settings_changes", first["seq"])
        await _sql(db_url, f"UPDATE settings_changes SET changed_by = 'admin-1' WHERE seq = {first['seq']}")
        assert (await runtime.store.verify()).ok

        # ... or rewrites the live document behind the chain: verify cannot see it, history can.
        await _sql(db_url, """UPDATE playbooks SET content = '{"shadow": false, "thresholds": {"min_score": 0.1}}'
                              WHERE name = 'space-policy:g1' AND version = 2""")
        assert (await runtime.store.verify()).ok
        lines = (await platform.sink.command(_command("history"))).text.splitlines()
        assert f"[audit seq {first['seq']}]" in lines[0]
        assert f"[DIFFERS from audit seq {second['seq']}]" in lines[1]


async def _documents(runtime: Runtime, space_id: str) -> list[PlaybookVersion]:
    async with await PlaybookStore.open(runtime.config.storage) as documents:
        return await documents.history(f"space-policy:{space_id}")


async def _sql(db_url: str, statement: str) -> None:
    engine = create_async_engine(db_url)
    try:
        async with engine.begin() as connection:
            await connection.execute(text(statement))
    finally:
        await engine.dispose()
