"""The Telegram adapter's pieces that need no server: config, rendering, update conversion, retries."""

from __future__ import annotations

import asyncio
import dataclasses
from datetime import UTC, datetime
from typing import Any

import pytest
from pydantic import ValidationError
from telegram import Bot, Message, Update
from telegram.error import BadRequest, ChatMigrated, Forbidden, NetworkError, RetryAfter, TimedOut
from telegram.ext import Updater

from bot.adapters.base import ActionRequest
from bot.adapters.telegram_adapter.adapter import POLLING_TASK, TelegramStartupError, adapter_from_env, telegram_retry
from bot.adapters.telegram_adapter.config import TelegramConfig
from bot.adapters.telegram_adapter.render import (
    MAX_CHARS,
    alert_html,
    alert_keyboard,
    alert_origin,
    cut,
    jump_link,
    units,
    with_status,
)
from bot.adapters.telegram_adapter.updates import parse_command, to_chat_message
from bot.moderation.alerts import EarlierCase, alert_view
from bot.moderation.buttons import Verb, payload
from bot.policy.types import Action, ActionKind, Decision
from detectors.types import ChatMessage, CheckResult, Severity, Span, Verdict
from tests.fakes.telegram_api import BOT_USERNAME, TOKEN, Chat, FakeTelegram, User, html_text, parse_html

pytestmark = pytest.mark.filterwarnings("error::ResourceWarning", "error::pytest.PytestUnraisableExceptionWarning")

EVENT = "0123456789abcdef0123456789abcdef"
GROUP = Chat(-1001234567890, title="Readers")
ALICE = User(111, "Alice", "alice")


def request(text: str, spans: tuple[Span, ...] = (), reasons: tuple[str, ...] = ("violence",), **message: str) -> (
    ActionRequest
):
    check = CheckResult(name="filters", version="v1", flagged=True, score=0.9, labels=("violence",),
                        severity=Severity.L3, spans=spans)
    fields: dict[str, Any] = {"platform": "telegram", "space_id": str(GROUP.id), "channel_id": str(GROUP.id),
                              "author_id": "111", "message_id": "42", "text": text, "ts": datetime.now(UTC),
                              "author_name": "Alice"}
    msg = ChatMessage(**(fields | message))
    action = Action(ActionKind.ALERT, "severity L3 ≥ L3 floor → alert")
    return ActionRequest(EVENT, action, msg, Verdict((check,)), Decision((action,), reasons, shadow=False, strikes=2))


# -- config ---------------------------------------------------------------------------


def test_config_defaults_and_validation() -> None:
    config = TelegramConfig()
    assert (config.enabled, config.mode, config.token_env, config.min_send_interval_s) == (
        False, "polling", "PARRY_TELEGRAM_TOKEN", 1.0
    )
    with pytest.raises(ValidationError, match="needs webhook_url"):
        TelegramConfig(mode="webhook")
    with pytest.raises(ValidationError, match="https://"):
        TelegramConfig(mode="webhook", webhook_url="http://parry.example.org/hook")
    with pytest.raises(ValidationError, match="not a Telegram chat id"):
        TelegramConfig(admin_chats={"general": "-100"})
    with pytest.raises(ValidationError, match="Extra inputs"):
        TelegramConfig(token="123:abc")  # type: ignore[call-arg]
    for name, field in TelegramConfig.model_fields.items():
        assert field.description, name


def test_secrets_come_from_the_environment() -> None:
    with pytest.raises(TelegramStartupError, match=r"\$PARRY_TELEGRAM_TOKEN is not set"):
        adapter_from_env(TelegramConfig(enabled=True), {})
    webhook = TelegramConfig(enabled=True, mode="webhook", webhook_url="https://parry.example.org/hook")
    with pytest.raises(TelegramStartupError, match=r"\$PARRY_TELEGRAM_WEBHOOK_SECRET"):
        adapter_from_env(webhook, {"PARRY_TELEGRAM_TOKEN": "123:abc"})


# -- rendering ------------------------------------------------------------------------


def test_alert_marks_evidence_and_escapes_everything_the_user_wrote() -> None:
    text = "<i>hi</i> & i will kill you"
    html = alert_html(alert_view(request(text, (Span(12, 27, "violence"),), author_name="<Alice & Bob>")))
    assert "&lt;i&gt;hi&lt;/i&gt; &amp; <b><u>i will kill you</u></b>" in html
    assert "&lt;Alice &amp; Bob&gt;" in html
    plain = html_text(html)  # parses as Telegram's HTML
    assert text in plain
    assert alert_origin(plain) == str(GROUP.id)
    assert '<a href="https://t.me/c/1234567890/42">' in html


@pytest.mark.parametrize("text", ["&" * 8000, "😀<" * 3000, "x" * 8000])
def test_alert_never_exceeds_the_message_limit(text: str) -> None:
    reasons = tuple(f"reason {i}: " + "<&>" * 300 for i in range(40))
    html = alert_html(alert_view(request(text, (Span(0, 1400, "violence"),), reasons=reasons)))
    assert units(html) <= MAX_CHARS
    plain = html_text(html)
    assert alert_origin(plain) == str(GROUP.id)  # the footer survives every cut
    assert "…" in plain


def grouped(text: str, earlier: tuple[EarlierCase, ...], group_size: int, **fields: Any) -> str:
    view = alert_view(request(text, (Span(0, 15, "violence"),), **fields))
    return alert_html(dataclasses.replace(view, earlier=earlier, group_size=group_size), "Readers")


def test_a_grouped_alert_counts_and_lists_the_earlier_cases() -> None:
    earlier = (EarlierCase("a" * 32, "L3 high · violence", "i will <hurt> you"),
               EarlierCase("b" * 32, "L2 medium · insult", "idiot"))
    html = grouped("i will kill you now", earlier, 3)
    lines = html.splitlines()
    assert lines[0] == "🚨 3 alerts · <b>L3 high · violence</b> in <b>Readers</b>"
    start = lines.index("earlier from this author:")
    assert lines[start + 1:start + 3] == [
        "• L3 high · violence: “i will &lt;hurt&gt; you” · case <code>" + "a" * 32 + "</code>",
        "• L2 medium · insult: “idiot” · case <code>" + "b" * 32 + "</code>",
    ]
    assert lines[-1] == f"case <code>{EVENT}</code> · chat <code>{GROUP.id}</code>"  # the newest case
    assert "<b><u>i will kill you</u></b> now" in html
    assert "more" not in html
    assert "… and 4 more" in grouped("i will kill you now", earlier, 7)


@pytest.mark.parametrize("text", ["&" * 8000, "😀<" * 3000])
def test_a_grouped_alert_never_exceeds_the_message_limit(text: str) -> None:
    earlier = tuple(EarlierCase(f"{i:032x}", "<&>" * 500, "&" * 5000) for i in range(5))
    reasons = tuple(f"reason {i}: " + "<&>" * 300 for i in range(40))
    html = grouped(text, earlier, 40, reasons=reasons)
    assert units(html) <= MAX_CHARS
    plain = html_text(html)
    assert plain.startswith("🚨 40 alerts · ")
    assert plain.splitlines()[-1] == f"case {EVENT} · chat {GROUP.id}"
    assert "earlier from this author:" in plain and "… and" in plain


def as_sent(html: str) -> Message:
    """The alert as PTB gets it back from Telegram: text and entities."""
    text, entities = parse_html(html)
    return parsed({"message_id": 5, "date": 0, "chat": {"id": -100, "type": "supergroup"}, "text": text,
                   "entities": entities})


def test_a_status_goes_above_the_footer_and_keeps_the_alert_formatted() -> None:
    text = 'say "hi" & i will kill you'
    html = alert_html(alert_view(request(text, (Span(text.index("i will"), len(text), "violence"),))))
    status = "✅ confirmed by <Mo> · 2026-12-02 10:03 UTC"
    marked = with_status(as_sent(html).text_html, status)
    assert marked is not None
    *_, line, footer = marked.splitlines()
    assert line == "✅ confirmed by &lt;Mo&gt; · 2026-12-02 10:03 UTC"
    assert footer == html.splitlines()[-1]
    assert "<b><u>i will kill you</u></b>" in marked
    body, last = html_text(html).rsplit("\n", 1)
    assert html_text(marked) == f"{body}\n{status}\n{last}"


@pytest.mark.parametrize("text", ["&" * 8000, "😀<" * 3000])
def test_a_status_on_a_full_alert_cuts_the_quote(text: str) -> None:
    earlier = (EarlierCase("a" * 32, "L3 high · violence", "earlier"),)
    html = grouped(text, earlier, 2)
    again = as_sent(html).text_html
    assert units(again) > MAX_CHARS - 40  # full already: the status only fits by cutting
    marked = with_status(again, "✅ confirmed by Mo · 2026-12-02 10:03 UTC " + "x" * 40)
    assert marked is not None and units(marked) <= MAX_CHARS
    plain = html_text(marked)  # still well-formed
    assert alert_origin(plain) == str(GROUP.id)
    assert plain.splitlines()[-2].startswith("✅ confirmed by Mo")
    assert "earlier from this author:" in plain
    assert with_status(again, "x" * 5000) is None


def test_small_pieces() -> None:
    assert jump_link("-1001234567890", "7") == "https://t.me/c/1234567890/7"
    assert jump_link("-4001", "7") is None  # basic groups have no message links
    assert units(cut("😀" * 10, 5)) <= 5
    assert alert_origin("quoted: case 0123456789abcdef0123456789abcdef · chat -1\nsomething else") is None


# -- updates --------------------------------------------------------------------------


def parsed(data: dict[str, object]) -> Message:
    update = Update.de_json({"update_id": 1, "message": data}, None)
    assert update is not None and update.message is not None
    return update.message


def test_what_becomes_a_chat_message() -> None:
    api = FakeTelegram()
    forum = Chat(-1005555, is_forum=True)
    topic = parsed(api.message(forum, ALICE, "in a topic", thread_id=9,
                               reply_to={"message_id": 9, "date": 0, "chat": forum.json(),
                                         "forum_topic_created": {"name": "t", "icon_color": 1}}))
    judged = to_chat_message(topic, edited=False)
    assert judged is not None
    assert (judged.space_id, judged.channel_id, judged.reply_to) == ("-1005555", "-1005555:9", None)

    reply = parsed(api.message(GROUP, ALICE, "yes", reply_to=api.message(GROUP, ALICE, "question?")))
    assert (judged := to_chat_message(reply, edited=False)) is not None and judged.reply_to is not None

    photo = to_chat_message(parsed(api.message(GROUP, ALICE, caption="look at this")), edited=False)
    assert photo is not None and photo.text == "look at this"
    assert to_chat_message(parsed(api.message(GROUP, ALICE, sticker=None)), edited=False) is None
    private = Chat(ALICE.id, type="private")
    assert to_chat_message(parsed(api.message(private, ALICE, "hi")), edited=False) is None

    anonymous = to_chat_message(parsed(api.message(GROUP, User(1087968824, "Group", is_bot=True), "hi",
                                                   sender_chat=GROUP)), edited=False)
    assert anonymous is not None
    assert (anonymous.author_id, anonymous.author_roles, anonymous.is_bot) == (
        str(GROUP.id), ("anonymous_admin",), False
    )
    bot = to_chat_message(parsed(api.message(GROUP, User(9, "Other", is_bot=True), "beep")), edited=False)
    assert bot is not None and bot.is_bot


def test_commands() -> None:
    api = FakeTelegram()
    command = parse_command(parsed(api.message(GROUP, ALICE, "/why@Parry_Test_Bot abc def")), BOT_USERNAME)
    assert command is not None and (command.name, command.args, command.addressed) == ("why", ("abc", "def"), True)
    assert parse_command(parsed(api.message(GROUP, ALICE, "/roll@dice_bot")), BOT_USERNAME) is None
    assert parse_command(parsed(api.message(GROUP, ALICE, "hello /status")), BOT_USERNAME) is None


# -- retries --------------------------------------------------------------------------


@pytest.mark.filterwarnings("ignore::telegram.warnings.PTBDeprecationWarning")  # from RetryAfter's own constructor
def test_retry_policy() -> None:
    assert telegram_retry(RetryAfter(3), 1) == 3.0
    assert telegram_retry(NetworkError("Bad Gateway"), 1) == 0.5
    assert telegram_retry(TimedOut(), 3) == 2.0
    for final in (BadRequest("not enough rights"), Forbidden("bot was kicked"), ChatMigrated(-100), ValueError()):
        assert telegram_retry(final, 1) is None


# -- what the adapter relies on in PTB -------------------------------------------------


async def test_ptb_still_keeps_its_polling_task_where_the_adapter_watches_it() -> None:
    updater = Updater(Bot(TOKEN), asyncio.Queue())
    assert getattr(updater, POLLING_TASK) is None  # an AttributeError: PTB renamed it, see TelegramAdapter


def test_a_held_draft_is_shown_with_its_post_button_on_a_row_of_its_own() -> None:
    view = alert_view(dataclasses.replace(request("i will hurt you"), draft="<b>Everyone</b> is welcome here."))
    html = alert_html(view)
    assert "counterspeech draft, not posted (press Post reply):\n<blockquote>&lt;b&gt;Everyone&lt;/b&gt;" in html
    assert html.endswith(f"chat <code>{GROUP.id}</code>")  # the footer stays last
    rows = alert_keyboard(view).inline_keyboard
    assert [b.callback_data for b in rows[-1]] == [payload(Verb.POST, view.event_id)]
    assert len(rows) == 3 and len(alert_keyboard(alert_view(request("i will hurt you"))).inline_keyboard) == 2
