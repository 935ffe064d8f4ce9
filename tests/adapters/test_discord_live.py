"""The Discord adapter end to end: real discord.py against a local fake Discord, Parry's real runtime.

Each test runs the shipped config.toml (BRACE off, a fresh SQLite file) through `running()`,
plays users through the fake gateway and checks both what the bot asked Discord for and
what landed in the audit trail. Nothing of Parry's is mocked.
"""

from __future__ import annotations

import asyncio
import copy
import gc
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.adapters.base import ActionRequest
from bot.adapters.discord_adapter import render
from bot.adapters.discord_adapter.adapter import DiscordAdapter, DiscordStartError, build_discord_adapter
from bot.adapters.discord_adapter.config import DiscordConfig
from bot.config import ParryConfig, load_config
from bot.moderation import buttons
from bot.policy.config import Ladder, LadderStep, SeverityFloor
from bot.policy.types import Action, ActionKind
from bot.runtime.builder import Runtime
from bot.runtime.pipeline import Outcome
from bot.runtime.platform import running
from detectors.types import Severity
from tests.fakes.discord_api import (
    APP,
    BOT,
    BOT_PERMS,
    BOT_ROLE,
    GENERAL,
    GUILD,
    MANAGE_GUILD,
    MANAGE_MESSAGES,
    MEMBER,
    MEMBER_ROLE,
    MOD,
    MOD_LOG,
    SENIOR,
    THREAD,
    TOKEN,
    FakeDiscord,
    Interaction,
    serving,
    wait_until,
)
from tests.runtime.conftest import ROOT, with_db, without_brace

pytestmark = pytest.mark.filterwarnings("error::ResourceWarning", "error::pytest.PytestUnraisableExceptionWarning")

# The default filter pack calls this a violent threat, severity L3 (rule "violent-threats").
THREAT = "i know where you live"
DELETE, WARN, ALERT, TIMEOUT = ActionKind.DELETE, ActionKind.WARN, ActionKind.ALERT, ActionKind.TIMEOUT
# First strike: delete and warn; L3 and above: alert the moderators.
LADDER = Ladder(steps=(LadderStep(strikes=1, actions=(DELETE, WARN)),))
FLOORS = {Severity.L3: SeverityFloor(actions=(ALERT,))}


def parry_config(tmp_path: Path, *, shadow: bool = False, ladder: Ladder = LADDER,
                 floors: dict[Severity, SeverityFloor] = FLOORS) -> ParryConfig:
    config = without_brace(with_db(load_config(ROOT / "config.toml"), f"sqlite+aiosqlite:///{tmp_path / 'a.sqlite3'}",
                                   tmp_path))
    policy = config.policy.model_copy(update={"shadow": shadow, "ladder": ladder, "severity_actions": floors})
    return config.model_copy(update={"policy": policy})


def adapter_for(**updates: Any) -> DiscordAdapter:
    settings: dict[str, Any] = {"enabled": True, "mod_log_channels": {GUILD: MOD_LOG}, "min_send_interval_s": 0.01,
                                "guild_ready_timeout": 0.05, "ready_timeout_s": 20, **updates}
    config = DiscordConfig(**settings)
    return build_discord_adapter(config, TOKEN)


@pytest.fixture
async def fake(monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[FakeDiscord]:
    async with serving(monkeypatch) as served:
        yield served


class Live:
    """A running Parry connected to the fake, and every outcome it stored."""

    def __init__(self, runtime: Runtime, fake: FakeDiscord, adapter: DiscordAdapter, outcomes: list[Outcome]) -> None:
        self.runtime, self.fake, self.adapter, self.outcomes = runtime, fake, adapter, outcomes

    def outcome(self, message_id: str) -> Outcome:
        return next(o for o in self.outcomes if o.message.message_id == message_id)

    async def judged(self, *message_ids: str) -> list[Outcome]:
        await wait_until(lambda: all(any(o.message.message_id == m for o in self.outcomes) for m in message_ids),
                         what=f"decisions on {message_ids}")
        await self.runtime.pipeline.join()
        return [self.outcome(m) for m in message_ids]

    async def rows(self, event_id: str, table: str, count: int) -> dict[str, Any]:
        """The event's audit rows once `table` has `count` of them (actions are written after the decision)."""
        deadline = asyncio.get_running_loop().time() + 10
        while True:
            shown = await self.runtime.store.show(event_id)
            if len(shown[table]) >= count:
                return shown
            if asyncio.get_running_loop().time() > deadline:
                raise AssertionError(f"{table} of {event_id}: {shown[table]}")
            await asyncio.sleep(0.02)


@asynccontextmanager
async def parry(fake: FakeDiscord, config: ParryConfig, adapter: DiscordAdapter) -> AsyncIterator[Live]:
    outcomes: list[Outcome] = []
    async with running(config, [adapter], on_outcome=outcomes.append) as runtime:
        yield Live(runtime, fake, adapter, outcomes)


@pytest.fixture
async def live(fake: FakeDiscord, tmp_path: Path) -> AsyncIterator[Live]:
    async with parry(fake, parry_config(tmp_path), adapter_for()) as value:
        yield value


async def reply_to(fake: FakeDiscord, interaction: Interaction) -> dict[str, Any]:
    """The follow-up shown to the user, after checking the interaction was acknowledged ephemerally at once."""
    await wait_until(lambda: len(fake.replies(interaction)) == 2, what="the interaction's reply")
    ack, reply = fake.replies(interaction)
    assert ack.body == {"type": 5, "data": {"flags": 64}}
    assert reply.body["flags"] == 64
    body: dict[str, Any] = reply.body
    return body


def kinds(shown: dict[str, Any]) -> dict[str, tuple[bool, str | None]]:
    return {a["kind"]: (a["ok"], a["error"]) for a in shown["actions"]}


async def test_a_harmful_message_alerts_the_moderators_and_is_enforced(live: Live) -> None:
    fake = live.fake
    text = f"{THREAT} @everyone *lol* <@{MOD}>"
    message_id = await fake.say(MEMBER, text)
    [outcome] = await live.judged(message_id)
    assert outcome.message.author_roles == (MEMBER_ROLE,) and outcome.message.author_name == "member"
    assert (outcome.message.space_id, outcome.message.channel_id) == (GUILD, GENERAL)
    assert [a.kind for a in outcome.decision.enforced_actions] == [ActionKind.LOG, DELETE, WARN, ALERT]

    shown = await live.rows(outcome.event_id, "actions", 4)
    assert kinds(shown) == {"log": (True, None), "delete": (True, None), "warn": (True, None), "alert": (True, None)}
    assert fake.calls("DELETE", f"/channels/{GENERAL}/messages/{message_id}")

    [alert] = fake.posts(MOD_LOG)
    assert alert.body["allowed_mentions"] == {"parse": []}  # a quoted mention pings no one
    embed = alert.body["embeds"][0]
    assert embed["title"] == "L3 high · violence"
    assert embed["url"] == f"https://discord.com/channels/{GUILD}/{GENERAL}/{message_id}"
    assert embed["footer"]["text"] == f"case {outcome.event_id}"
    assert embed["description"].startswith(f"> **__{THREAT}__**")
    assert "@\u200beveryone \\*lol\\*" in embed["description"] and f"<@\u200b{MOD}>" in embed["description"]
    fields = {f["name"]: f["value"] for f in embed["fields"]}
    assert fields["Author"] == f"<@{MEMBER}> (member)" and fields["Route"] == "filters"
    assert "• 1st strike in 24h → delete, warn" in fields["Reasons"] and fields["Strikes"] == "1"
    [row] = alert.body["components"]
    assert [b["custom_id"] for b in row["components"]] == [b.payload for b in buttons.alert_buttons(outcome.event_id)]
    posted = next(m for m in fake.messages.values() if m["channel_id"] == MOD_LOG)
    assert [(a["destination"], a["platform_message_id"]) for a in shown["alerts"]] == [(MOD_LOG, posted["id"])]

    [warning] = fake.posts(GENERAL)
    assert warning.body["content"].startswith(f"<@{MEMBER}>, please keep to this server's rules")
    assert str(warning.body["message_reference"]["message_id"]) == message_id
    assert warning.body["allowed_mentions"]["users"] == [int(MEMBER)]  # only the author is pinged
    # The bot's alert and warning came back through the gateway; neither was judged.
    await live.runtime.pipeline.join()
    assert live.runtime.pipeline.accepted == 1


async def test_shadow_mode_asks_discord_for_nothing(fake: FakeDiscord, tmp_path: Path) -> None:
    async with parry(fake, parry_config(tmp_path, shadow=True), adapter_for()) as live:
        message_id = await fake.say(MEMBER, THREAT)
        [outcome] = await live.judged(message_id)
        assert {a.kind for a in outcome.decision.actions} >= {DELETE, WARN, ALERT}
        assert not outcome.decision.enforced_actions
        await asyncio.sleep(0.1)  # room for an action that should not come
    startup = {"/users/@me", "/oauth2/applications/@me", "/gateway/bot", f"/applications/{APP}/commands"}
    assert [r.path for r in fake.requests if r.path not in startup] == []


async def _alert_of(live: Live, author: str = MEMBER) -> tuple[Outcome, list[dict[str, Any]], str]:
    """A harmful message posted and alerted: its outcome, the alert's buttons and the alert's id."""
    message_id = await live.fake.say(author, THREAT)
    [outcome] = await live.judged(message_id)
    await wait_until(lambda: bool(live.fake.posts(MOD_LOG)), what="the alert")
    alert = next(m for m in live.fake.messages.values() if m["channel_id"] == MOD_LOG)
    return outcome, alert["components"][0]["components"], alert["id"]


async def test_a_moderators_delete_click_is_feedback_and_a_delete(fake: FakeDiscord, tmp_path: Path) -> None:
    alert_only = Ladder(steps=())  # nothing automatic but the alert, so the delete is the click's
    async with parry(fake, parry_config(tmp_path, ladder=alert_only), adapter_for()) as live:
        outcome, alert_buttons, alert_id = await _alert_of(live)
        assert not fake.calls("DELETE", ".*")
        delete = next(b["custom_id"] for b in alert_buttons if b["label"] == "Delete")
        reply = await reply_to(fake, await fake.click(MOD, delete, message_id=alert_id))
        assert reply["content"] == "Done: delete carried out and recorded."
        assert fake.calls("DELETE", f"/channels/{GENERAL}/messages/{outcome.message.message_id}")
        shown = await live.rows(outcome.event_id, "feedback", 1)
        assert [(f["moderator_id"], f["label"]) for f in shown["feedback"]] == [(MOD, "confirm")]
        assert kinds(await live.rows(outcome.event_id, "actions", 3))["delete"] == (True, None)


async def test_alert_buttons_still_work_after_a_restart(fake: FakeDiscord, tmp_path: Path) -> None:
    config = parry_config(tmp_path, ladder=Ladder(steps=()))
    async with parry(fake, config, adapter_for()) as live:
        outcome, alert_buttons, alert_id = await _alert_of(live)
    async with parry(fake, config, adapter_for()) as live:  # a new process: nothing of the alert in memory
        confirm = next(b["custom_id"] for b in alert_buttons if b["label"] == "Confirm")
        reply = await reply_to(fake, await fake.click(MOD, confirm, message_id=alert_id))
        assert reply["content"] == "Thanks: recorded as confirmed."
        shown = await live.rows(outcome.event_id, "feedback", 1)
        assert [(f["moderator_id"], f["label"]) for f in shown["feedback"]] == [(MOD, "confirm")]
    assert len(fake.gateway.identifies) == 2


async def test_a_click_by_a_non_moderator_is_refused(live: Live) -> None:
    outcome, alert_buttons, alert_id = await _alert_of(live)
    reply = await reply_to(live.fake, await live.fake.click(MEMBER, alert_buttons[0]["custom_id"], message_id=alert_id))
    assert reply["content"].startswith("Sorry, only this server's moderators")
    assert (await live.runtime.store.show(outcome.event_id))["feedback"] == []


ALERT_ONLY = Ladder(steps=())  # nothing automatic but the alert


async def _alerted(live: Live, author: str = MEMBER) -> tuple[Outcome, str]:
    """A harmful message from `author`, judged and alerted: its outcome and the alert message's id."""
    [outcome] = await live.judged(await live.fake.say(author, THREAT))
    [alert] = (await live.rows(outcome.event_id, "alerts", 1))["alerts"]
    assert alert["destination"] == MOD_LOG
    return outcome, str(alert["platform_message_id"])


def _fields(embed: dict[str, Any]) -> dict[str, str]:
    return {f["name"]: f["value"] for f in embed["fields"]}


def _custom_ids(message: dict[str, Any]) -> list[str]:
    [row] = message["components"]
    return [b["custom_id"] for b in row["components"]]


async def test_alerts_about_one_author_share_one_message(fake: FakeDiscord, tmp_path: Path) -> None:
    async with parry(fake, parry_config(tmp_path, ladder=ALERT_ONLY), adapter_for()) as live:
        (first, alert_id), (second, grouped_id) = await _alerted(live), await _alerted(live)
        assert grouped_id == alert_id
        [post] = fake.posts(MOD_LOG)
        [edit] = fake.edits(MOD_LOG)
        assert edit.path == f"/channels/{MOD_LOG}/messages/{alert_id}"
        embed = edit.body["embeds"][0]
        assert embed["title"] == "2 alerts · L3 high · violence"
        assert embed["footer"]["text"] == f"case {second.event_id}"  # the newest case, quoted in full
        assert embed["url"].endswith(f"/{second.message.message_id}")
        assert embed["description"].startswith(f"> **__{THREAT}__**")
        assert _fields(embed)["Earlier from this author"] == (
            f"• L3 high · violence “{THREAT}” · case {first.event_id}")
        assert edit.body["allowed_mentions"] == {"parse": []}
        assert _custom_ids(edit.body) == [b.payload for b in buttons.alert_buttons(second.event_id)]
        assert fake.messages[alert_id]["embeds"] == edit.body["embeds"]
        assert (await live.rows(second.event_id, "alerts", 1))["alerts"][0]["platform_message_id"] == alert_id

        _, other_id = await _alerted(live, SENIOR)  # another author: an alert of their own
        assert other_id != alert_id
        assert len(fake.posts(MOD_LOG)) == 2 and len(fake.edits(MOD_LOG)) == 1
        assert "Earlier from this author" not in _fields(fake.posts(MOD_LOG)[1].body["embeds"][0])
        assert post.body["embeds"][0]["title"] == "L3 high · violence"


async def test_without_a_group_window_every_alert_is_posted(fake: FakeDiscord, tmp_path: Path) -> None:
    async with parry(fake, parry_config(tmp_path, ladder=ALERT_ONLY), adapter_for(alert_group_window_s=0)) as live:
        (_, first_id), (_, second_id) = await _alerted(live), await _alerted(live)
        assert first_id != second_id
        assert len(fake.posts(MOD_LOG)) == 2 and fake.edits(MOD_LOG) == []


async def test_a_click_marks_the_alert_handled_and_closes_its_group(fake: FakeDiscord, tmp_path: Path) -> None:
    async with parry(fake, parry_config(tmp_path, ladder=ALERT_ONLY), adapter_for()) as live:
        _, alert_id = await _alerted(live)
        as_posted = copy.deepcopy(fake.messages[alert_id])
        second, _ = await _alerted(live)
        grouped = copy.deepcopy(fake.messages[alert_id])
        # The moderator's client still shows the alert as first posted, and they confirm that first case.
        confirm = _custom_ids(as_posted)[0]
        reply = await reply_to(fake, await fake.click(MOD, confirm, message_id=alert_id, shown=as_posted))
        assert reply["content"] == "Thanks: recorded as confirmed."
        await wait_until(lambda: len(fake.edits(MOD_LOG)) == 2, what="the alert marked handled")
        mark = fake.edits(MOD_LOG)[1]
        assert mark.path == f"/channels/{MOD_LOG}/messages/{alert_id}"
        assert "components" not in mark.body  # Discord keeps the buttons of a PATCH without components
        embed = mark.body["embeds"][0]
        handled = _fields(embed).pop("Handled")
        assert handled.startswith("confirmed by moderator · ") and handled.endswith(" UTC")
        assert embed["title"] == "2 alerts · L3 high · violence"  # the grouped alert, not the stale one
        assert embed["footer"]["text"] == f"case {second.event_id}"
        stored = fake.messages[alert_id]
        assert stored["embeds"] == mark.body["embeds"] and stored["components"] == grouped["components"]

        dismiss = _custom_ids(stored)[1]  # a second moderator click adds a line
        await reply_to(fake, await fake.click(MOD, dismiss, message_id=alert_id))
        await wait_until(lambda: len(fake.edits(MOD_LOG)) == 3, what="the second handled line")
        lines = _fields(fake.edits(MOD_LOG)[2].body["embeds"][0])["Handled"].split("\n")
        assert [line.split(" by ")[0] for line in lines] == ["confirmed", "dismissed as a false positive"]

        _, next_id = await _alerted(live)  # the group is closed: a new alert
        assert next_id != alert_id
        assert len(fake.posts(MOD_LOG)) == 2 and len(fake.edits(MOD_LOG)) == 3
        await live.runtime.pipeline.join()
        assert len(live.outcomes) == 3  # the bot's edits came back as MESSAGE_UPDATE; none was judged


async def test_an_alert_that_cannot_be_marked_still_answers_the_click(fake: FakeDiscord, tmp_path: Path) -> None:
    async with parry(fake, parry_config(tmp_path, ladder=ALERT_ONLY), adapter_for()) as live:
        outcome, alert_id = await _alerted(live)
        shown = copy.deepcopy(fake.messages.pop(alert_id))  # a moderator deleted the alert meanwhile
        reply = await reply_to(fake, await fake.click(MOD, _custom_ids(shown)[0], message_id=alert_id, shown=shown))
        assert reply["content"] == "Thanks: recorded as confirmed."
        assert fake.edits(MOD_LOG) == []
        assert [f["label"] for f in (await live.rows(outcome.event_id, "feedback", 1))["feedback"]] == ["confirm"]


async def test_parry_commands_answer_admins_and_refuse_others(live: Live) -> None:
    fake = live.fake
    status = await fake.slash(MOD, "status")
    refused = await fake.slash(MEMBER, "status")
    message_id = await fake.say(MEMBER, "good morning")
    [outcome] = await live.judged(message_id)
    case = await fake.slash(MOD, "case", case_id=outcome.event_id)
    assert "shadow mode off (actions enforced)" in (await reply_to(fake, status))["content"]
    assert (await reply_to(fake, refused))["content"] == "Sorry, Parry's commands are for this server's admins."
    case_reply = await reply_to(fake, case)
    assert case_reply["content"].startswith(f"case {outcome.event_id}: message {message_id} by {MEMBER}")
    [overwrite] = fake.calls("PUT", r"/applications/\d+/commands")
    [group] = overwrite.body
    assert group["name"] == "parry" and group["default_member_permissions"] == MANAGE_GUILD
    assert {o["name"] for o in group["options"]} == {"status", "case", "why", "shadow", "thresholds", "exempt",
                                                     "history"}


async def test_settings_commands_change_this_server_at_once(live: Live) -> None:
    fake = live.fake
    shadow = await reply_to(fake, await fake.slash(MOD, "shadow", mode="on"))
    assert shadow["content"].startswith("Shadow mode on")
    [outcome] = await live.judged(await fake.say(MEMBER, THREAT))
    assert outcome.decision.shadow and not outcome.decision.enforced_actions
    thresholds = await reply_to(fake, await fake.slash(MOD, "thresholds", setting="min_score", value="0.7",
                                                       label="hate"))
    assert "- hate: min\\_score 0.7" in thresholds["content"]  # shown literally: markdown escaped
    exempt = await reply_to(fake, await fake.slash(MOD, "exempt", change="add", kind="user", target=SENIOR))
    assert f"- users: {SENIOR}" in exempt["content"]
    history = await reply_to(fake, await fake.slash(MOD, "history"))
    assert [line.split(": ", 1)[1] for line in history["content"].splitlines()] == [
        "shadow on", "thresholds set min\\_score 0.7 hate", f"exempt add user {SENIOR}"]
    refused = await reply_to(fake, await fake.slash(MEMBER, "shadow", mode="off"))
    assert refused["content"] == "Sorry, Parry's commands are for this server's admins."


async def test_an_edit_is_judged_again_as_edited(live: Live) -> None:
    fake = live.fake
    first = await fake.say(MEMBER, "see you all later", channel_id=THREAD)
    reply = await fake.say(MEMBER, "nice", channel_id=THREAD, reply_to=first)
    await live.judged(first, reply)
    await fake.unfurl(first)  # a link preview resolved: not an edit
    await fake.edit(first, THREAT)
    older = await fake.say(MEMBER, "posted before Parry started", seen=False)
    await fake.edit(older, f"{THREAT} too")  # not in discord.py's cache: still judged
    await wait_until(lambda: len(live.outcomes) == 4, what="the edits' decisions")
    original, replied, edited, edited_older = live.outcomes
    assert (original.message.edited, edited.message.edited, edited_older.message.edited) == (False, True, True)
    assert edited.message.message_id == first and edited.message.text == THREAT
    assert edited.message.channel_id == THREAD and replied.message.reply_to == first
    assert "violence" in edited.verdict.labels and not original.verdict.harmful
    assert edited_older.message.message_id == older and edited_older.message.channel_id == GENERAL
    await asyncio.sleep(0.1)
    assert len(live.outcomes) == 4


async def test_rate_limits_and_a_server_error_lose_no_action(live: Live) -> None:
    fake = live.fake
    fake.fail_next("POST", f"/channels/{MOD_LOG}/messages", 429)
    fake.fail_next("POST", f"/channels/{MOD_LOG}/messages", 503)  # discord.py raises it; the outbox retries
    message_id = await fake.say(MEMBER, THREAT)
    fake.fail_next("DELETE", f"/channels/{GENERAL}/messages/{message_id}", 429, times=2)
    fake.fail_next("POST", f"/channels/{GENERAL}/messages", 502)  # the warning: discord.py retries it after 1s
    [outcome] = await live.judged(message_id)
    shown = await live.rows(outcome.event_id, "actions", 4)
    assert kinds(shown) == {"log": (True, None), "delete": (True, None), "warn": (True, None), "alert": (True, None)}
    assert [r.status for r in fake.calls("POST", f"/channels/{MOD_LOG}/messages")] == [429, 503, 200]
    assert [r.status for r in fake.calls("DELETE", f"/channels/{GENERAL}/messages/{message_id}")] == [429, 429, 204]
    assert [r.status for r in fake.calls("POST", f"/channels/{GENERAL}/messages")] == [502, 200]
    assert len(shown["alerts"]) == 1


@pytest.mark.parametrize("sharded", [True, False], ids=["sharded", "single"])
async def test_a_dropped_gateway_resumes_and_loses_no_message(fake: FakeDiscord, tmp_path: Path, sharded: bool) -> None:
    async with parry(fake, parry_config(tmp_path), adapter_for(sharded=sharded)) as live:
        before = [await fake.say(MEMBER, f"message {n}") for n in range(2)]
        await live.judged(*before)
        fake.gateway.hold()
        await fake.gateway.drop(4000)
        during = [await fake.say(MEMBER, f"message {n}") for n in range(2, 4)]  # buffered for the RESUME
        during.append(await fake.say(MEMBER, THREAT))
        fake.gateway.release()
        outcomes = await live.judged(*before, *during)
        assert [o.message.text for o in outcomes][-1] == THREAT
        assert len(fake.gateway.identifies) == 1 and len(fake.gateway.resumes) == 1
        shown = await live.rows(outcomes[-1].event_id, "actions", 4)  # actions still go out after the resume
        assert kinds(shown)["alert"] == (True, None)
    assert len(live.outcomes) == 5


async def test_the_bot_never_judges_its_own_messages_nor_dms(live: Live) -> None:
    fake = live.fake
    await fake.say(BOT, THREAT)
    await fake.say_in_dm(MEMBER, THREAT)
    webhook = await fake.say_as_webhook("server news: the event starts at 8")
    [outcome] = await live.judged(webhook)
    assert outcome.message.is_bot and outcome.message.author_roles == ()
    await live.runtime.pipeline.join()
    assert [o.message.message_id for o in live.outcomes] == [webhook]


async def test_after_stop_no_new_event_is_taken(live: Live) -> None:
    fake = live.fake
    [judged] = await live.judged(await fake.say(MEMBER, "before the stop"))
    await live.adapter.stop()
    await fake.say(MEMBER, THREAT)
    click = await fake.click(MOD, buttons.payload(buttons.Verb.CONFIRM, judged.event_id))
    await asyncio.sleep(0.2)
    await live.runtime.pipeline.join()
    assert len(live.outcomes) == 1 and fake.replies(click) == []


async def test_what_discord_would_refuse_is_recorded_without_a_call(fake: FakeDiscord, tmp_path: Path) -> None:
    fake.roles[BOT_ROLE]["permissions"] = str(BOT_PERMS & ~MANAGE_MESSAGES)
    floors = {Severity.L3: SeverityFloor(actions=(DELETE, TIMEOUT, ALERT), timeout_s=600)}
    config = parry_config(tmp_path, ladder=Ladder(steps=()), floors=floors)
    async with parry(fake, config, adapter_for(mod_log_channels={})) as live:
        senior = await fake.say(SENIOR, THREAT)
        member = await fake.say(MEMBER, THREAT)
        refused, timed_out = await live.judged(senior, member)
        shown = kinds(await live.rows(refused.event_id, "actions", 4))
        ok, error = shown["timeout"]
        assert not ok and error is not None
        assert "highest role 'seniors' is not below the bot's highest role 'Parry'" in error
        assert shown["delete"] == (False, f"the bot lacks Manage Messages in channel {GENERAL}")
        assert shown["alert"] == (False, f"no mod-log channel configured for guild {GUILD} "
                                         "(adapters.discord.mod_log_channels)")
        assert kinds(await live.rows(timed_out.event_id, "actions", 4))["timeout"] == (True, None)
        [patch] = fake.calls("PATCH", f"/guilds/{GUILD}/members/.*")
        assert patch.path.endswith(MEMBER)  # the senior member was never asked for
        until = datetime.fromisoformat(patch.body["communication_disabled_until"])
        assert 590 < (until - datetime.now(UTC)).total_seconds() <= 600
        assert not fake.calls("DELETE", ".*") and not fake.posts(MOD_LOG)


async def test_kick_and_ban_reach_discord(fake: FakeDiscord, tmp_path: Path) -> None:
    floors = {Severity.L3: SeverityFloor(actions=(ActionKind.KICK, ActionKind.BAN))}
    async with parry(fake, parry_config(tmp_path, ladder=Ladder(steps=()), floors=floors), adapter_for()) as live:
        [outcome] = await live.judged(await fake.say(MEMBER, THREAT))
        shown = kinds(await live.rows(outcome.event_id, "actions", 3))
        assert shown == {"log": (True, None), "kick": (True, None), "ban": (True, None)}
    assert fake.calls("DELETE", f"/guilds/{GUILD}/members/{MEMBER}")
    [ban] = fake.calls("PUT", f"/guilds/{GUILD}/bans/{MEMBER}")
    assert ban.query == {"delete_message_seconds": "0"}  # discord.py sends it in the query


@pytest.mark.parametrize("sharded", [True, False], ids=["sharded", "single"])
async def test_a_reset_token_mid_run_is_reported_as_a_failure(fake: FakeDiscord, tmp_path: Path, sharded: bool) -> None:
    async with parry(fake, parry_config(tmp_path), adapter_for(sharded=sharded)) as live:
        failed = asyncio.ensure_future(live.adapter.failed())
        await live.judged(await fake.say(MEMBER, "hello"))
        assert not failed.done()
        await fake.gateway.end_session(4004)  # what Discord does once the bot's token is reset
        reason = await asyncio.wait_for(failed, timeout=5)
        assert reason == ("Discord rejected the bot token (gateway closed 4004): the token was reset or the bot "
                          "deleted; set $PARRY_DISCORD_TOKEN to the new token")
        assert await live.adapter.failed() == reason  # awaitable again, by anyone
        assert TOKEN not in reason
        assert len(fake.gateway.identifies) == 1 and fake.gateway.resumes == []
    _nothing_left_of(live.adapter)


async def test_a_normal_stop_is_no_failure(fake: FakeDiscord, tmp_path: Path) -> None:
    async with parry(fake, parry_config(tmp_path), adapter_for()) as live:
        failed = asyncio.ensure_future(live.adapter.failed())
        await live.judged(await fake.say(MEMBER, "hello"))
    await asyncio.sleep(0.1)
    assert not failed.done()
    failed.cancel()
    _nothing_left_of(live.adapter)


# -- start-up failures: a clear error, and nothing left running or open ---------------------


def _nothing_left_of(adapter: DiscordAdapter) -> None:
    assert adapter.client.is_closed()
    tasks = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
    assert [t for t in tasks if "discord" in repr(t.get_coro())] == []
    gc.collect()  # an unclosed aiohttp session warns when collected: an error in these tests


@pytest.mark.parametrize("sharded", [True, False], ids=["sharded", "single"])
async def test_without_the_message_content_intent_start_up_fails_clearly(
    fake: FakeDiscord, tmp_path: Path, sharded: bool
) -> None:
    fake.gateway.refuse_with = 4014  # what Discord does when a privileged intent is not enabled
    adapter = adapter_for(sharded=sharded)
    with pytest.raises(DiscordStartError, match="Message Content intent") as raised:
        async with running(parry_config(tmp_path), [adapter]):
            pytest.fail("started without the Message Content intent")
    assert "Developer Portal → your application → Bot → Privileged Gateway Intents" in str(raised.value)
    assert fake.gateway.identifies[0]["intents"] & discord.Intents(message_content=True).value
    _nothing_left_of(adapter)


async def test_a_rejected_token_fails_start_up_clearly(fake: FakeDiscord, tmp_path: Path) -> None:
    adapter = build_discord_adapter(DiscordConfig(guild_ready_timeout=0.05), "not-the-token")
    with pytest.raises(DiscordStartError, match=r"rejected the bot token in \$PARRY_DISCORD_TOKEN"):
        async with running(parry_config(tmp_path), [adapter]):
            pytest.fail("started with a bad token")
    assert fake.gateway.identifies == []
    _nothing_left_of(adapter)


async def test_a_gateway_that_never_gets_ready_fails_start_up(fake: FakeDiscord, tmp_path: Path) -> None:
    fake.gateway.hold()  # the socket opens, HELLO never comes
    adapter = adapter_for(ready_timeout_s=0.3)
    with pytest.raises(DiscordStartError, match="not ready within"):
        async with running(parry_config(tmp_path), [adapter]):
            pytest.fail("started without a gateway")
    _nothing_left_of(adapter)


async def test_a_counterspeech_reply_goes_under_the_message_and_pings_no_one(live: Live) -> None:
    message_id = await live.fake.say(MEMBER, "nobody wants your kind here")
    [outcome] = await live.judged(message_id)
    request = ActionRequest(outcome.event_id, Action(ActionKind.COUNTERSPEECH, "fire"), outcome.message,
                            outcome.verdict, outcome.decision, reply="Everyone here is welcome, @everyone included.")
    result = await live.adapter.execute(request)
    assert result.ok, result.error
    [reply] = live.fake.posts(GENERAL)
    assert reply.body["content"] == "Everyone here is welcome, @\u200beveryone included."
    assert str(reply.body["message_reference"]["message_id"]) == message_id
    assert reply.body["allowed_mentions"] == {"parse": []}
    await live.runtime.pipeline.join()
    assert live.runtime.pipeline.accepted == 1  # its own reply came back through the gateway, unjudged


async def test_a_held_draft_shows_on_the_alert_with_a_post_button(live: Live) -> None:
    message_id = await live.fake.say(MEMBER, THREAT)
    [outcome] = await live.judged(message_id)
    request = ActionRequest(outcome.event_id, Action(ActionKind.ALERT, "draft"), outcome.message, outcome.verdict,
                            outcome.decision, draft="Threats have no place here. *Please* stop.")
    result = await live.adapter.execute(request)
    assert result.ok, result.error
    [edit] = live.fake.edits(MOD_LOG)  # the draft joins the threat's own alert: same author
    body = edit.body
    fields = {f["name"]: f["value"] for f in body["embeds"][0]["fields"]}
    assert fields[render.DRAFT] == "Threats have no place here. \\*Please\\* stop."
    ids = [b["custom_id"] for row in body["components"] for b in row["components"]]
    assert buttons.payload(buttons.Verb.POST, outcome.event_id) in ids
