"""The Telegram adapter end to end: real python-telegram-bot, the real runtime, a local fake Bot API.

Each test starts its own fake (`tests/fakes/telegram_api.py`) and a runtime on a fresh
database through `running()`, posts updates the way Telegram would, and checks both what
reached the fake and what landed in the audit trail.
"""

from __future__ import annotations

import asyncio
import gc
import itertools
import logging
import socket
import time
from collections.abc import AsyncIterator, Callable
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from bot.adapters.base import ActionOutcome, ActionRequest
from bot.adapters.telegram_adapter.adapter import TelegramAdapter, TelegramStartupError, build_telegram_adapter
from bot.adapters.telegram_adapter.config import TelegramConfig
from bot.adapters.telegram_adapter.render import alert_origin
from bot.config import ParryConfig, load_config
from bot.moderation.buttons import Verb
from bot.policy.config import Ladder, LadderStep, PolicyConfig, SeverityFloor
from bot.policy.types import Action, ActionKind, Decision
from bot.runtime.builder import Runtime
from bot.runtime.pipeline import Outcome
from bot.runtime.platform import running
from detectors.types import ChatMessage, Severity, Verdict
from tests.fakes.telegram_api import FakeTelegram, Json, User
from tests.runtime.conftest import ROOT, with_db, without_brace

pytestmark = pytest.mark.filterwarnings(
    "error::ResourceWarning",
    "error::pytest.PytestUnraisableExceptionWarning",
    "ignore::telegram.warnings.PTBDeprecationWarning",  # raised by PTB's own RetryAfter constructor on a 429
)

GROUP = -1001234567890
ADMIN_CHAT = -1009876543210
OTHER = -1005550001  # a second group whose alerts go to ADMIN_CHAT too
THREAT = "i will kill you"  # filters: violent-threats, violence L3 → strike, alert
ALICE = User(111, "Alice", "alice")
MOD = User(222, "Mo", "mod")
OWNER = User(333, "Olga", "owner")
BOB = User(444, "Bob", "bob")

# First strike: delete and warn; L3 and above: alert. Written out so the expected calls are plain here.
ENFORCING = PolicyConfig(
    shadow=False,
    ladder=Ladder(steps=(LadderStep(strikes=1, actions=(ActionKind.DELETE, ActionKind.WARN)),)),
    severity_actions={Severity.L3: SeverityFloor(actions=(ActionKind.ALERT,))},
)
ALERT_ONLY = ENFORCING.model_copy(update={"ladder": Ladder(steps=())})


def parry_config(db_url: str, tmp_path: Path, policy: PolicyConfig) -> ParryConfig:
    config = without_brace(with_db(load_config(ROOT / "config.toml"), db_url, tmp_path))
    return config.model_copy(update={"policy": policy})


def tg_config(api: FakeTelegram, **fields: Any) -> TelegramConfig:
    defaults: dict[str, Any] = {
        "enabled": True,
        "admin_chats": {str(GROUP): str(ADMIN_CHAT)},
        "base_url": api.base_url,
        "base_file_url": api.base_file_url,
        "poll_timeout_s": 1,
        "min_send_interval_s": 0.01,
    }
    return TelegramConfig(**(defaults | fields))


async def eventually(check: Callable[[], Any], within_s: float = 15.0) -> Any:
    deadline = time.monotonic() + within_s
    while not (value := check()):
        if time.monotonic() > deadline:
            raise AssertionError("condition not met in time")
        await asyncio.sleep(0.02)
    return value


def to(chat: int) -> Callable[[Json], bool]:
    return lambda params: params.get("chat_id") == chat


@pytest.fixture
async def api() -> AsyncIterator[FakeTelegram]:
    async with FakeTelegram() as fake:
        fake.chat(GROUP, title="Readers")
        fake.chat(ADMIN_CHAT, title="Readers mods")
        fake.make_admin(GROUP, OWNER)
        fake.make_admin(GROUP, MOD)
        yield fake


def adapter_for(api: FakeTelegram, **fields: Any) -> TelegramAdapter:
    return build_telegram_adapter(tg_config(api, **fields), api.token)


def event_of(alert: Json) -> str:
    """The case id an alert's buttons carry."""
    return str(alert["reply_markup"]["inline_keyboard"][0][0]["callback_data"]).rsplit(":", 1)[1]


async def shown_when(runtime: Runtime, event_id: str, table: str, n: int = 1) -> dict[str, Any]:
    """`store.show(event_id)` once `table` has `n` rows (action rows are written after the platform answers)."""
    deadline = time.monotonic() + 15
    while True:
        shown: dict[str, Any] = await runtime.store.show(event_id)
        if len(shown[table]) >= n:
            return shown
        if time.monotonic() > deadline:
            raise AssertionError(f"{table} rows for {event_id}: {shown[table]}")
        await asyncio.sleep(0.05)


async def test_harmful_message_is_alerted_deleted_and_warned(api: FakeTelegram, db_url: str, tmp_path: Path) -> None:
    group = api.chat_of(GROUP)
    async with running(parry_config(db_url, tmp_path, ENFORCING), [adapter_for(api)]) as runtime:
        api.say(group, ALICE, "good morning everyone")
        threat = api.say(group, ALICE, f"listen alice, {THREAT} tonight")
        [alert] = await api.wait_for("sendMessage", where=to(ADMIN_CHAT))
        [delete] = await api.wait_for("deleteMessage")
        [warning] = await api.wait_for("sendMessage", where=to(GROUP))
        event_id = event_of(alert)
        shown = await shown_when(runtime, event_id, "alerts")
        await runtime.pipeline.join()
        assert runtime.pipeline.accepted == 2

    assert delete == {"chat_id": GROUP, "message_id": threat["message_id"]}
    assert warning["reply_parameters"]["message_id"] == threat["message_id"]
    assert "violence" in warning["text"]
    assert alert["parse_mode"] == "HTML"
    assert f"<b><u>{THREAT}</u></b>" in alert["text"]
    assert "in <b>Readers</b>" in alert["text"]
    assert f"https://t.me/c/{str(GROUP)[4:]}/{threat['message_id']}" in alert["text"]
    payloads = [b["callback_data"] for row in alert["reply_markup"]["inline_keyboard"] for b in row]
    assert payloads == [f"parry:{verb}:{event_id}" for verb in Verb if verb is not Verb.POST]  # no draft: no post
    assert shown["messages"][0]["text"] == f"listen alice, {THREAT} tonight"
    assert {row["kind"]: row["ok"] for row in shown["actions"]} == {
        "log": True, "delete": True, "warn": True, "alert": True
    }
    [posted] = api.sent_to(ADMIN_CHAT)
    assert shown["alerts"][0]["destination"] == str(ADMIN_CHAT)
    assert shown["alerts"][0]["platform_message_id"] == str(posted["message_id"])
    assert len(api.calls_to("sendMessage")) == 2  # the benign message cost nothing


async def test_shadow_mode_enforces_nothing(api: FakeTelegram, db_url: str, tmp_path: Path) -> None:
    shadow = ENFORCING.model_copy(update={"shadow": True})
    outcomes: list[Outcome] = []
    config = parry_config(db_url, tmp_path, shadow)
    async with running(config, [adapter_for(api)], on_outcome=outcomes.append) as runtime:
        api.say(api.chat_of(GROUP), ALICE, THREAT)
        await eventually(lambda: runtime.pipeline.accepted == 1)
        await runtime.pipeline.join()
    [outcome] = outcomes
    assert {a.kind for a in outcome.decision.actions} >= {ActionKind.DELETE, ActionKind.ALERT}
    assert not outcome.decision.enforced_actions
    assert {c.method for c in api.calls} == {"getMe", "deleteWebhook", "getUpdates"}


async def test_moderator_delete_button_records_feedback_and_deletes(
    api: FakeTelegram, db_url: str, tmp_path: Path
) -> None:
    async with running(parry_config(db_url, tmp_path, ALERT_ONLY), [adapter_for(api)]) as runtime:
        threat = api.say(api.chat_of(GROUP), ALICE, THREAT)
        [alert] = await api.wait_for("sendMessage", where=to(ADMIN_CHAT))
        assert not api.calls_to("deleteMessage")  # this policy only alerts
        event_id = event_of(alert)
        await shown_when(runtime, event_id, "messages")  # a moderator reads the alert before pressing
        [posted] = api.sent_to(ADMIN_CHAT)
        api.press(posted, MOD, f"parry:delete:{event_id}")
        [answer] = await api.wait_for("answerCallbackQuery")
        shown = await shown_when(runtime, event_id, "actions", n=3)  # log and alert, then the delete

    assert answer["text"] == "Done: delete carried out and recorded."
    assert not answer.get("show_alert")
    assert api.calls_to("deleteMessage") == [{"chat_id": GROUP, "message_id": threat["message_id"]}]
    [feedback] = shown["feedback"]
    assert (feedback["moderator_id"], feedback["label"]) == (str(MOD.id), "confirm")
    delete = next(row for row in shown["actions"] if row["kind"] == "delete")
    assert delete["ok"] and delete["platform_result"]["deleted"]
    assert len(api.calls_to("getChatAdministrators")) == 1


async def test_button_press_from_a_non_admin_is_refused(api: FakeTelegram, db_url: str, tmp_path: Path) -> None:
    async with running(parry_config(db_url, tmp_path, ALERT_ONLY), [adapter_for(api)]) as runtime:
        api.say(api.chat_of(GROUP), ALICE, THREAT)
        [alert] = await api.wait_for("sendMessage", where=to(ADMIN_CHAT))
        [posted] = api.sent_to(ADMIN_CHAT)
        api.press(posted, ALICE, f"parry:dismiss:{event_of(alert)}")
        [answer] = await api.wait_for("answerCallbackQuery")
        await runtime.pipeline.join()
        shown = await runtime.store.show(event_of(alert))

    assert answer["show_alert"] is True
    assert "only this server's moderators" in answer["text"]
    assert shown["feedback"] == []
    assert not api.calls_to("deleteMessage")


async def test_status_answers_admins_and_refuses_others(api: FakeTelegram, db_url: str, tmp_path: Path) -> None:
    group = api.chat_of(GROUP)
    async with running(parry_config(db_url, tmp_path, ENFORCING), [adapter_for(api)]) as runtime:
        by_mod = api.say(group, MOD, "/status")
        by_alice = api.say(group, ALICE, "/status@parry_test_bot")
        unknown = api.say(group, MOD, "/frobnicate@parry_test_bot now")
        replies = await api.wait_for("sendMessage", n=3, where=to(GROUP))
        # Other bots' commands, and slashes Parry does not know, are chat like any other, and judged.
        api.say(group, ALICE, f"/roll@dice_bot {THREAT}")
        api.say(group, ALICE, f"/me says {THREAT}")
        await api.wait_for("deleteMessage", n=2)
        await runtime.pipeline.join()
        assert runtime.pipeline.accepted == 2

    by_reply = {r["reply_parameters"]["message_id"]: r["text"] for r in replies}
    assert "shadow mode off" in by_reply[by_mod["message_id"]]
    assert by_reply[by_alice["message_id"]] == "Sorry, Parry's commands are for this server's admins."
    assert by_reply[unknown["message_id"]].startswith("Unknown command 'frobnicate'")


async def test_an_edit_is_judged_as_an_edit(api: FakeTelegram, db_url: str, tmp_path: Path) -> None:
    outcomes: list[Outcome] = []
    config = parry_config(db_url, tmp_path, ENFORCING)
    async with running(config, [adapter_for(api)], on_outcome=outcomes.append) as runtime:
        original = api.say(api.chat_of(GROUP), ALICE, "see you all tonight")
        api.edit(original, f"see you all tonight, {THREAT}")
        await api.wait_for("deleteMessage")
        await runtime.pipeline.join()
    first, edit = outcomes
    assert (first.message.edited, edit.message.edited) == (False, True)
    assert first.message.message_id == edit.message.message_id == str(original["message_id"])
    assert [a.kind for a in first.decision.enforced_actions] == [ActionKind.LOG]
    assert ActionKind.DELETE in {a.kind for a in edit.decision.enforced_actions}


async def test_a_redelivered_update_is_judged_once(api: FakeTelegram, db_url: str, tmp_path: Path) -> None:
    async with running(parry_config(db_url, tmp_path, ENFORCING), [adapter_for(api)]) as runtime:
        update = api.update(message=api.message(api.chat_of(GROUP), ALICE, THREAT))
        api.push(update)
        await api.wait_for("sendMessage", where=to(ADMIN_CHAT))
        api.say(api.chat_of(GROUP), ALICE, "and something else")
        await eventually(lambda: runtime.pipeline.accepted == 2)
        await runtime.pipeline.join()
    assert api.delivered.count(update["update_id"]) == 2
    assert len(api.calls_to("sendMessage", to(ADMIN_CHAT))) == 1
    assert len(api.calls_to("deleteMessage")) == 1


async def test_rate_limits_and_a_polling_outage_lose_nothing(
    api: FakeTelegram, db_url: str, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    group = api.chat_of(GROUP)
    api.fail("sendMessage", retry_after=1)
    api.fail("deleteMessage", retry_after=1)
    api.fail("deleteMessage", status=502)
    outcomes: list[Outcome] = []
    config = parry_config(db_url, tmp_path, ENFORCING)
    adapter = adapter_for(api, min_send_interval_s=0.2)
    async with running(config, [adapter], on_outcome=outcomes.append) as runtime:
        first = api.say(group, ALICE, THREAT)
        await eventually(lambda: runtime.pipeline.accepted == 1)
        api.fail("getUpdates", times=2)  # the poll being held fails too, like a dropped connection
        second = api.say(group, ALICE, "i will hurt you")
        api.say(group, ALICE, "sorry, that was out of line")
        await eventually(lambda: runtime.pipeline.accepted == 3)
        await runtime.pipeline.join()
        deletes = await api.wait_for("deleteMessage", n=4)  # two refused, then one per threat
        shown = [await shown_when(runtime, o.event_id, "actions", n=4) for o in outcomes[:2]]
        assert runtime.pipeline.stored == 3

    assert [d["message_id"] for d in deletes] == [first["message_id"]] * 3 + [second["message_id"]]
    for rows in shown:
        assert {row["kind"]: row["ok"] for row in rows["actions"]} == {
            "log": True, "delete": True, "warn": True, "alert": True
        }
    assert len(api.calls_to("sendMessage", to(ADMIN_CHAT))) == 1
    assert len(api.calls_to("editMessageText", to(ADMIN_CHAT))) == 1  # Alice's second alert joined her first
    assert "getUpdates failed, retrying" in caplog.text
    warned = [c.at for c in api.calls if c.method == "sendMessage" and c.params["chat_id"] == GROUP]
    assert len(warned) == 3 and all(b - a >= 0.2 for a, b in itertools.pairwise(warned))  # a 429, then 2 warnings


async def test_parry_judges_neither_itself_nor_the_admin_chat(api: FakeTelegram, db_url: str, tmp_path: Path) -> None:
    outcomes: list[Outcome] = []
    config = parry_config(db_url, tmp_path, ENFORCING)
    async with running(config, [adapter_for(api)], on_outcome=outcomes.append) as runtime:
        api.say(api.chat_of(GROUP), api.bot, f"quoting the rules: '{THREAT}' is not allowed")
        api.say(api.chat_of(ADMIN_CHAT), MOD, f"did they really write '{THREAT}'?")
        api.say(api.chat_of(GROUP), ALICE, "ok, thanks")
        await eventually(lambda: runtime.pipeline.accepted >= 1)
        await runtime.pipeline.join()
    assert len(api.delivered) == 3  # all three reached the adapter
    assert [o.message.author_id for o in outcomes] == [str(ALICE.id)]


async def test_alerts_follow_a_group_that_became_a_supergroup(api: FakeTelegram, db_url: str, tmp_path: Path) -> None:
    old = api.chat(-4001, type="group", title="Readers")
    new = api.chat(-1004001, title="Readers")
    old_admin, new_admin = api.chat(-4002, type="group"), api.chat(-1004002)
    adapter = adapter_for(api, admin_chats={str(old.id): str(old_admin.id)})
    async with running(parry_config(db_url, tmp_path, ALERT_ONLY), [adapter]) as runtime:
        api.migrate(old, new)
        api.fail("sendMessage", migrate_to=new_admin.id)  # the admin chat was upgraded too
        api.say(new, ALICE, THREAT)
        [alert] = await api.wait_for("sendMessage", where=to(new_admin.id))
        api.say(new, ALICE, "i will hurt you")
        await api.wait_for("editMessageText", where=to(new_admin.id))  # Alice's second alert joins her first
        shown = await shown_when(runtime, event_of(alert), "alerts")

    assert [c["chat_id"] for c in api.calls_to("sendMessage")] == [old_admin.id, new_admin.id]
    assert f"chat <code>{new.id}</code>" in alert["text"]
    assert shown["alerts"][0]["destination"] == str(new_admin.id)


async def test_user_html_is_escaped_in_the_alert(api: FakeTelegram, db_url: str, tmp_path: Path) -> None:
    text = f'<script>alert("x")</script> <b>&amp; {THREAT}</b>'
    async with running(parry_config(db_url, tmp_path, ALERT_ONLY), [adapter_for(api)]):
        api.say(api.chat_of(GROUP), ALICE, text)
        [alert] = await api.wait_for("sendMessage", where=to(ADMIN_CHAT))
        await eventually(lambda: api.sent_to(ADMIN_CHAT))  # the fake refuses HTML Telegram would refuse
    assert "<script>" not in alert["text"]
    assert f"&lt;b&gt;&amp;amp; <b><u>{THREAT}</u></b>&lt;/b&gt;" in alert["text"]
    [posted] = api.sent_to(ADMIN_CHAT)
    assert text in posted["text"]


async def test_a_rejected_token_fails_start_up_clearly(
    api: FakeTelegram, db_url: str, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    bad = "654321:not-the-token"
    adapter = build_telegram_adapter(tg_config(api), bad)
    with pytest.raises(TelegramStartupError, match="rejected the bot token") as failed:
        async with running(parry_config(db_url, tmp_path, ENFORCING), [adapter]):
            pytest.fail("started with a rejected token")
    assert "PARRY_TELEGRAM_TOKEN" in str(failed.value)
    assert bad not in str(failed.value) and bad not in caplog.text
    assert [c.method for c in api.calls] == ["getMe"]
    del failed, adapter
    gc.collect()  # an unclosed client or socket would warn now, and the filter makes that an error


async def test_webhook_mode_takes_updates_with_the_secret_only(
    api: FakeTelegram, db_url: str, tmp_path: Path, unused_tcp_port: int
) -> None:
    config = tg_config(api, mode="webhook", webhook_url="https://parry.example.org/telegram/hook",
                       webhook_port=unused_tcp_port)
    adapter = build_telegram_adapter(config, api.token, webhook_secret="s3cret-token")
    local = f"http://127.0.0.1:{unused_tcp_port}/telegram/hook"
    outcomes: list[Outcome] = []
    async with running(parry_config(db_url, tmp_path, ENFORCING), [adapter], on_outcome=outcomes.append) as runtime:
        assert api.webhook is not None
        assert (api.webhook["url"], api.webhook["secret_token"]) == (config.webhook_url, "s3cret-token")
        forged = {"update_id": 1, "message": api.message(api.chat_of(GROUP), ALICE, "forged")}
        assert await api.post_to_webhook(local, forged, secret="guess") == 403
        real = {"update_id": 2, "message": api.message(api.chat_of(GROUP), ALICE, THREAT)}
        assert await api.post_to_webhook(local, real) == 200
        await api.wait_for("deleteMessage")
        await runtime.pipeline.join()
    assert [o.message.text for o in outcomes] == [THREAT]
    assert not api.calls_to("getUpdates")


def webhook_adapter(api: FakeTelegram, port: int, **fields: Any) -> TelegramAdapter:
    config = tg_config(api, mode="webhook", webhook_url="https://parry.example.org/telegram/hook",
                       webhook_port=port, **({"webhook_check_s": 0.05} | fields))
    return build_telegram_adapter(config, api.token, webhook_secret="s3cret-token")


async def test_webhook_delivery_errors_are_logged_once_each(
    api: FakeTelegram, db_url: str, tmp_path: Path, unused_tcp_port: int, caplog: pytest.LogCaptureFixture
) -> None:
    adapter = webhook_adapter(api, unused_tcp_port)
    async with running(parry_config(db_url, tmp_path, ENFORCING), [adapter]):
        await api.wait_for("getWebhookInfo")
        api.webhook_failing("Wrong response from the webhook: 502 Bad Gateway",
                            [{"update_id": 7, "message": api.message(api.chat_of(GROUP), ALICE, "hi")}])
        await eventually(lambda: "could not deliver" in caplog.text)
        checks = len(api.calls_to("getWebhookInfo"))
        await eventually(lambda: len(api.calls_to("getWebhookInfo")) >= checks + 3)
        failed = asyncio.ensure_future(adapter.failed())
        await asyncio.sleep(0)
        assert not failed.done()  # Telegram keeps retrying the delivery; the run goes on
    errors = [r.getMessage() for r in caplog.records if "could not deliver" in r.getMessage()]
    assert len(errors) == 1, errors
    assert "https://parry.example.org/telegram/hook" in errors[0] and "1 waiting" in errors[0]
    assert "502 Bad Gateway" in errors[0] and f"127.0.0.1:{unused_tcp_port}" in errors[0]


HOOK_GONE = ("the webhook is no longer https://parry.example.org/telegram/hook but {now}: something else called "
             "setWebhook or deleteWebhook with this bot's token, so no update reaches Parry")


@pytest.mark.parametrize(("fault", "reason"), [
    ("replaced", HOOK_GONE.format(now="https://elsewhere.example.org/hook")),
    ("deleted", HOOK_GONE.format(now="unset")),
    ("revoked", "Telegram rejected the bot token (revoked?): check $PARRY_TELEGRAM_TOKEN"),
])  # fmt: skip
async def test_a_webhook_that_cannot_reach_parry_again_ends_the_run_with_the_reason(
    api: FakeTelegram, db_url: str, tmp_path: Path, unused_tcp_port: int, caplog: pytest.LogCaptureFixture,
    fault: str, reason: str,
) -> None:
    adapter = webhook_adapter(api, unused_tcp_port)
    async with running(parry_config(db_url, tmp_path, ENFORCING), [adapter]):
        await api.wait_for("getWebhookInfo")
        if fault == "replaced":  # a second bot process with the same token
            api.webhook = {"url": "https://elsewhere.example.org/hook"}
        elif fault == "deleted":
            api.webhook = None
        else:
            api.revoke()
        assert await asyncio.wait_for(adapter.failed(), 5) == reason
    assert api.token not in caplog.text


async def test_webhook_checks_can_be_turned_off(
    api: FakeTelegram, db_url: str, tmp_path: Path, unused_tcp_port: int
) -> None:
    adapter = webhook_adapter(api, unused_tcp_port, webhook_check_s=0)
    async with running(parry_config(db_url, tmp_path, ENFORCING), [adapter]):
        await asyncio.sleep(0.3)  # six checks at the other tests' interval
    assert api.webhook is not None and not api.calls_to("getWebhookInfo")


async def test_sanctions_spare_admins_and_record_what_telegram_refused(
    api: FakeTelegram, db_url: str, tmp_path: Path
) -> None:
    adapter = adapter_for(api, mute_s=120)

    def asked(kind: ActionKind, author: int = ALICE.id, duration_s: int | None = None, space: int = GROUP) -> (
        ActionRequest
    ):
        message = ChatMessage(platform="telegram", space_id=str(space), channel_id=str(space), author_id=str(author),
                              message_id="7", text="text", ts=datetime.now(UTC))
        action = Action(kind, "moderator asked", duration_s=duration_s)
        return ActionRequest("0" * 32, action, message, Verdict(()), Decision((action,), ("asked",), shadow=False))

    async with running(parry_config(db_url, tmp_path, ALERT_ONLY), [adapter]):
        started = int(time.time())
        short = await adapter.execute(asked(ActionKind.TIMEOUT, duration_s=5))
        default = await adapter.execute(asked(ActionKind.TIMEOUT))
        kick = await adapter.execute(asked(ActionKind.KICK))
        admin = await adapter.execute(asked(ActionKind.BAN, author=MOD.id))
        channel = await adapter.execute(asked(ActionKind.BAN, author=-1007777))
        channel_timeout = await adapter.execute(asked(ActionKind.TIMEOUT, author=-1007777))
        api.fail("restrictChatMember", status=400,
                 description="Bad Request: not enough rights to restrict/unrestrict chat member")
        refused = await adapter.execute(asked(ActionKind.TIMEOUT))
        counterspeech = await adapter.execute(asked(ActionKind.COUNTERSPEECH))
        welcome = replace(asked(ActionKind.COUNTERSPEECH), reply="Hey @all, everyone is welcome.")
        replied = await adapter.execute(welcome)
        logged = await adapter.execute(asked(ActionKind.LOG))
        unrouted = await adapter.execute(asked(ActionKind.ALERT, space=-1009999))

    assert short.ok and default.ok and kick.ok and channel.ok
    first, second, _ = api.calls_to("restrictChatMember")
    assert first["user_id"] == ALICE.id and not any(first["permissions"].values())
    assert started + 30 <= first["until_date"] <= started + 32  # Telegram takes under 30 s as forever
    assert started + 120 <= second["until_date"] <= started + 122  # mute_s when the action has no duration
    assert api.calls_to("banChatMember") == [{"chat_id": GROUP, "user_id": ALICE.id}]
    assert api.calls_to("unbanChatMember") == [{"chat_id": GROUP, "user_id": ALICE.id, "only_if_banned": True}]
    assert not admin.ok and admin.error is not None and "is an administrator" in admin.error
    assert api.calls_to("banChatSenderChat") == [{"chat_id": GROUP, "sender_chat_id": -1007777}]
    assert not channel_timeout.ok
    assert refused.error is not None
    assert "Not enough rights" in refused.error and "'Ban users' right" in refused.error
    assert counterspeech == ActionOutcome(ok=False, error="a counterspeech action without a reply to post")
    assert replied.ok
    [posted] = [c for c in api.calls_to("sendMessage") if c["chat_id"] == GROUP]
    assert posted["text"] == "Hey @\u2060all, everyone is welcome." and "parse_mode" not in posted
    assert posted["reply_parameters"]["message_id"] == 7
    assert logged == ActionOutcome(ok=True, result={"logged": True})
    assert unrouted.error is not None
    assert unrouted.error.startswith("no admin chat configured for telegram chat -1009999")
    assert len(api.calls_to("getChatAdministrators")) == 1  # the admin list is cached


async def test_a_taken_webhook_port_fails_start_up_clearly(api: FakeTelegram, db_url: str, tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        config = tg_config(api, mode="webhook", webhook_url="https://parry.example.org/hook", webhook_port=port)
        adapter = build_telegram_adapter(config, api.token, webhook_secret="s3cret")
        with pytest.raises(TelegramStartupError, match=f"could not serve the webhook on 127.0.0.1:{port}"):
            async with running(parry_config(db_url, tmp_path, ENFORCING), [adapter]):
                pytest.fail("served on a taken port")
    del adapter
    gc.collect()


async def test_alerts_about_one_author_share_one_message(api: FakeTelegram, db_url: str, tmp_path: Path) -> None:
    group = api.chat_of(GROUP)
    async with running(parry_config(db_url, tmp_path, ALERT_ONLY), [adapter_for(api)]) as runtime:
        api.say(group, ALICE, THREAT)
        [first] = await api.wait_for("sendMessage", where=to(ADMIN_CHAT))
        api.say(group, ALICE, "i will hurt you")
        [edit] = await api.wait_for("editMessageText")
        api.say(group, BOB, THREAT)
        await api.wait_for("sendMessage", n=2, where=to(ADMIN_CHAT))
        shown = await shown_when(runtime, event_of(edit), "actions", n=2)

    alices, bobs = api.sent_to(ADMIN_CHAT)
    assert (edit["chat_id"], edit["message_id"]) == (ADMIN_CHAT, alices["message_id"])
    assert edit["text"].startswith("🚨 2 alerts · <b>L3 high · violence</b>")
    assert "earlier from this author:" in edit["text"]
    assert f"“{THREAT}” · case <code>{event_of(first)}</code>" in edit["text"]
    newest = event_of(edit)
    assert newest != event_of(first)
    assert alices["text"].splitlines()[-1] == f"case {newest} · chat {GROUP}"  # the buttons' case, read back
    assert alert_origin(alices["text"]) == str(GROUP)
    assert "i will hurt you" in alices["text"]
    assert bobs["text"].startswith("🚨 L3 high") and "earlier" not in bobs["text"]
    alert = next(row for row in shown["actions"] if row["kind"] == "alert")
    assert alert["platform_result"] == {"destination": str(ADMIN_CHAT), "platform_message_id": str(
        alices["message_id"]), "grouped_with": event_of(first), "group_size": 2}


async def test_grouping_off_posts_every_alert(api: FakeTelegram, db_url: str, tmp_path: Path) -> None:
    async with running(parry_config(db_url, tmp_path, ALERT_ONLY), [adapter_for(api, alert_group_window_s=0)]):
        api.say(api.chat_of(GROUP), ALICE, THREAT)
        await api.wait_for("sendMessage", where=to(ADMIN_CHAT))
        api.say(api.chat_of(GROUP), ALICE, "i will hurt you")
        await api.wait_for("sendMessage", n=2, where=to(ADMIN_CHAT))
    assert not api.calls_to("editMessageText")


async def test_a_click_marks_the_alert_handled_and_closes_its_group(
    api: FakeTelegram, db_url: str, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    group = api.chat_of(GROUP)
    async with running(parry_config(db_url, tmp_path, ALERT_ONLY), [adapter_for(api)]) as runtime:
        api.say(group, ALICE, THREAT)
        [alert] = await api.wait_for("sendMessage", where=to(ADMIN_CHAT))
        event_id = event_of(alert)
        await shown_when(runtime, event_id, "messages")
        [posted] = api.sent_to(ADMIN_CHAT)
        api.press(posted, MOD, f"parry:confirm:{event_id}")
        [edit] = await api.wait_for("editMessageText")
        api.press(posted | {"message_id": 1}, MOD, f"parry:dismiss:{event_id}")  # an alert Telegram no longer has
        await api.wait_for("answerCallbackQuery", n=2)
        await api.wait_for("editMessageText", n=2)
        api.say(group, ALICE, "i will hurt you")
        await api.wait_for("sendMessage", n=2, where=to(ADMIN_CHAT))

    handled, second = api.sent_to(ADMIN_CHAT)
    *_, status, footer = handled["text"].splitlines()
    assert status.startswith("✅ confirmed by Mo · ") and status.endswith(" UTC")
    assert footer == f"case {event_id} · chat {GROUP}"
    assert alert_origin(handled["text"]) == str(GROUP)
    assert handled["reply_markup"] == posted["reply_markup"]  # a moderator may still ban
    assert f"<b><u>{THREAT}</u></b>" in edit["text"]  # the HTML was rebuilt from the alert's entities
    assert edit["text"].startswith("🚨 <b>L3 high · violence</b>")
    assert len(api.calls_to("editMessageText")) == 2  # the new alert did not join the handled one
    assert "earlier" not in second["text"]
    confirm, dismiss = api.calls_to("answerCallbackQuery")
    assert confirm["text"] == "Thanks: recorded as confirmed."
    assert dismiss["text"] == "Thanks: recorded as a false positive."  # the failed edit did not cost the answer
    assert "Message to edit not found" in caplog.text


def two_groups(api: FakeTelegram) -> TelegramAdapter:
    api.chat(OTHER, title="Writers")
    api.make_admin(OTHER, MOD)
    return adapter_for(api, admin_chats={str(GROUP): str(ADMIN_CHAT), str(OTHER): str(ADMIN_CHAT)})


async def test_commands_in_the_admin_chat_act_on_the_group_it_serves(
    api: FakeTelegram, db_url: str, tmp_path: Path
) -> None:
    admin_chat = api.chat_of(ADMIN_CHAT)
    async with running(parry_config(db_url, tmp_path, ENFORCING), [adapter_for(api)]):
        by_mod = api.say(admin_chat, MOD, "/status")
        by_alice = api.say(admin_chat, ALICE, "/status")  # in the admin chat, but no admin of the group
        replies = await api.wait_for("sendMessage", n=2, where=to(ADMIN_CHAT))
    by_reply = {r["reply_parameters"]["message_id"]: r["text"] for r in replies}
    assert by_reply[by_mod["message_id"]].startswith("Parry here: shadow mode off")
    assert by_reply[by_alice["message_id"]] == "Sorry, Parry's commands are for this server's admins."
    assert {c["chat_id"] for c in api.calls_to("getChatAdministrators")} == {GROUP}  # not the admin chat


async def test_an_admin_chat_serving_two_groups_needs_the_group_named(
    api: FakeTelegram, db_url: str, tmp_path: Path
) -> None:
    admin_chat = api.chat_of(ADMIN_CHAT)
    async with running(parry_config(db_url, tmp_path, ENFORCING), [two_groups(api)]):
        unnamed = api.say(admin_chat, MOD, "/status")
        await api.wait_for("sendMessage", where=to(ADMIN_CHAT))
        shadowed = api.say(admin_chat, MOD, f"/shadow {OTHER} on")
        await api.wait_for("sendMessage", n=2, where=to(ADMIN_CHAT))
        other = api.say(admin_chat, MOD, f"/status {OTHER}")
        mine = api.say(admin_chat, MOD, f"/status {GROUP}")
        stranger = api.say(admin_chat, MOD, "/status -1007777")
        replies = await api.wait_for("sendMessage", n=5, where=to(ADMIN_CHAT))
    by_reply = {r["reply_parameters"]["message_id"]: r["text"] for r in replies}
    assert by_reply[unnamed["message_id"]] == (
        f"This chat serves groups {min(GROUP, OTHER)}, {max(GROUP, OTHER)}: name the group first, "
        f"e.g. /status {min(GROUP, OTHER)}."
    )
    assert by_reply[shadowed["message_id"]].startswith("Shadow mode on:")
    assert by_reply[other["message_id"]].startswith("Parry here: shadow mode on")
    assert by_reply[mine["message_id"]].startswith("Parry here: shadow mode off")
    assert by_reply[stranger["message_id"]].startswith("Group -1007777's alerts do not go to this chat")


async def test_a_revoked_token_is_reported_not_run_deaf(
    api: FakeTelegram, db_url: str, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    adapter = adapter_for(api)
    async with running(parry_config(db_url, tmp_path, ENFORCING), [adapter]):
        first = asyncio.ensure_future(adapter.failed())
        await api.wait_for("getUpdates")
        with pytest.raises(TimeoutError):
            await asyncio.wait_for(adapter.failed(), 0.3)  # a waiter giving up cancels nothing
        assert not first.done()
        api.revoke()
        reason = await asyncio.wait_for(adapter.failed(), 5)
        assert await first == reason
    assert reason == "Telegram rejected the bot token while polling (revoked?): check $PARRY_TELEGRAM_TOKEN"
    assert api.token not in caplog.text


async def test_a_normal_stop_is_no_failure(api: FakeTelegram, db_url: str, tmp_path: Path) -> None:
    adapter = adapter_for(api)
    async with running(parry_config(db_url, tmp_path, ENFORCING), [adapter]):
        waiting = asyncio.ensure_future(adapter.failed())
        await api.wait_for("getUpdates")
    await asyncio.sleep(0.1)
    assert not waiting.done()
    waiting.cancel()
