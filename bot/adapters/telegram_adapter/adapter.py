"""The Telegram adapter: group messages in, enforced actions and moderator alerts out (python-telegram-bot 22).

Updates arrive by long polling or a webhook and are handled one at a time, in order, so the
pipeline sees each chat's messages as they were posted; button presses and commands run as
tasks of their own, because answering them waits on the platform. Every outgoing call goes
through an `Outbox` (spaced per chat, retried through 429s and outages).

Alerts about one author close together share one message (`AlertGroups`); a moderator's
click adds who did what to the alert. Commands typed in an admin chat act on the group whose
alerts go there.
"""

from __future__ import annotations

import asyncio
import logging
import re
import socket
import time
import warnings
from collections import deque
from collections.abc import Awaitable, Callable, Mapping
from datetime import UTC, datetime, timedelta
from typing import Any, TypeVar
from urllib.parse import urlparse

from telegram import (
    ChatMember,
    ChatPermissions,
    InlineKeyboardMarkup,
    LinkPreviewOptions,
    Message,
    ReplyParameters,
    Update,
)
from telegram.error import (
    BadRequest,
    ChatMigrated,
    Forbidden,
    InvalidToken,
    NetworkError,
    RetryAfter,
    TelegramError,
)
from telegram.ext import Application, ApplicationBuilder, ContextTypes, TypeHandler
from telegram.warnings import PTBDeprecationWarning

from bot.adapters.base import (
    ActionOutcome,
    ActionRequest,
    AdapterSink,
    AdapterStartError,
    AdminCommand,
    ModeratorClick,
)
from bot.adapters.outbox import Outbox, backoff
from bot.adapters.telegram_adapter.config import TelegramConfig
from bot.adapters.telegram_adapter.render import (
    MAX_CHARS,
    alert_html,
    alert_keyboard,
    alert_origin,
    counterspeech_text,
    cut,
    warning_text,
    with_status,
)
from bot.adapters.telegram_adapter.updates import (
    PLATFORM,
    Command,
    channel_id,
    parse_command,
    thread_of,
    to_chat_message,
)
from bot.moderation import buttons
from bot.moderation.alerts import AlertView, alert_view
from bot.moderation.commands import HELP
from bot.moderation.grouping import AlertGroups
from bot.policy.types import ActionKind

T = TypeVar("T")
log = logging.getLogger(__name__)

ALLOWED_UPDATES = ("message", "edited_message", "callback_query")
SEEN_UPDATES = 4096  # update ids remembered, to judge a redelivered update once
ADMIN_TTL_S = 60.0  # how long a chat's administrator list is trusted
MIN_RESTRICT_S = 30  # Telegram restricts shorter timeouts forever
CALLBACK_TEXT_CHARS = 200  # answerCallbackQuery's limit
# What Parry must be allowed to do in a chat for each action (named as in Telegram's admin settings).
RIGHTS = {
    ActionKind.DELETE: "Delete messages",
    ActionKind.TIMEOUT: "Ban users",
    ActionKind.KICK: "Ban users",
    ActionKind.BAN: "Ban users",
    ActionKind.WARN: "Send messages",
    ActionKind.ALERT: "Send messages (in the admin chat)",
}
ADMIN_STATUSES = frozenset({ChatMember.ADMINISTRATOR, ChatMember.OWNER})
NO_PREVIEW = LinkPreviewOptions(is_disabled=True)
CHAT_ID = re.compile(r"^-?\d+$")
# PTB keeps getUpdates running in this task and exposes no other way to learn that it gave up
# (tests/adapters/test_telegram_units.py checks the name still exists).
POLLING_TASK = "_Updater__polling_task"


class TelegramStartupError(AdapterStartError):
    """The adapter could not connect; the message says what to check."""


def retry_after_s(exc: RetryAfter) -> float:
    with warnings.catch_warnings():  # PTB 22 warns that retry_after becomes a timedelta; accept both
        warnings.simplefilter("ignore", PTBDeprecationWarning)
        value = exc.retry_after
    return value.total_seconds() if isinstance(value, timedelta) else float(value)


def telegram_retry(exc: BaseException, attempt: int) -> float | None:
    """The outbox's retry policy for PTB errors.

    BadRequest is a NetworkError subclass in PTB, so it is ruled out first: a bad request
    or a missing right fails the same way every time. A timed-out send may have been
    delivered; retrying it risks a duplicate, which beats a lost alert.
    """
    if isinstance(exc, RetryAfter):
        return retry_after_s(exc)
    if isinstance(exc, BadRequest | Forbidden | InvalidToken | ChatMigrated):
        return None
    if isinstance(exc, NetworkError):  # 5xx, timeouts, dropped connections
        return backoff(attempt)
    return None


class _Redact(logging.Filter):
    """Keeps bot tokens out of the logs: the token is part of every Bot API URL, which PTB logs
    when it builds a bot and httpx logs on every request."""

    LOGGERS = ("httpx", "telegram.Bot", "telegram.ext.ExtBot")

    def __init__(self) -> None:
        super().__init__()
        self._secrets: set[str] = set()

    def add(self, secret: str) -> None:
        self._secrets.add(secret)
        for name in self.LOGGERS:
            logging.getLogger(name).addFilter(self)  # once: a logger keeps a filter only once

    def filter(self, record: logging.LogRecord) -> bool:
        text = record.getMessage()
        hits = [secret for secret in self._secrets if secret in text]
        if hits:
            for secret in hits:
                text = text.replace(secret, "<token>")
            record.msg, record.args = text, None
        return True


_REDACT = _Redact()


def build_telegram_adapter(config: TelegramConfig, token: str, *, webhook_secret: str | None = None) -> TelegramAdapter:
    """The adapter with its PTB `Application`; nothing connects until `start`.

    Args:
        config: The `[adapters.telegram]` section; `base_url`/`base_file_url` point PTB at a
            self-hosted Bot API server (or a test double).
        token: The BotFather token (read from `config.token_env` by the caller).
        webhook_secret: Secret token Telegram sends with every webhook call (webhook mode).
    """
    _REDACT.add(token)
    builder = ApplicationBuilder().token(token).job_queue(None).concurrent_updates(False)
    if config.base_url is not None:
        builder = builder.base_url(config.base_url)
    if config.base_file_url is not None:
        builder = builder.base_file_url(config.base_file_url)
    return TelegramAdapter(config, builder.build(), token=token, webhook_secret=webhook_secret)


def adapter_from_env(config: TelegramConfig, environ: Mapping[str, str]) -> TelegramAdapter:
    """`build_telegram_adapter` with the token (and webhook secret) read from the environment."""
    token = environ.get(config.token_env, "").strip()
    if not token:
        raise TelegramStartupError(
            f"adapters.telegram is enabled but ${config.token_env} is not set: put the BotFather token there"
        )
    secret = None
    if config.mode == "webhook":
        secret = environ.get(config.webhook_secret_env, "").strip()
        if not secret:
            raise TelegramStartupError(
                f"webhook mode needs ${config.webhook_secret_env} (1-256 of A-Z a-z 0-9 _ -), so that only "
                "Telegram can post updates to the webhook"
            )
    return build_telegram_adapter(config, token, webhook_secret=secret)


def _check_listen(host: str, port: int) -> None:
    """Fails clearly when the webhook cannot bind; tornado would raise the same error but leak its socket."""
    try:
        family, _, _, _, address = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)[0]
        socket.create_server(address[:2], family=family).close()
    except OSError as exc:
        raise TelegramStartupError(f"could not serve the webhook on {host}:{port}: {exc}") from None


class TelegramAdapter:
    """`PlatformAdapter` for Telegram groups and supergroups."""

    platform = PLATFORM

    def __init__(
        self,
        config: TelegramConfig,
        application: Application[Any, Any, Any, Any, Any, Any],
        *,
        token: str,
        webhook_secret: str | None = None,
    ) -> None:
        if config.mode == "webhook" and not webhook_secret:
            raise TelegramStartupError("webhook mode needs a webhook secret")
        self._config = config
        self._app = application
        self._token = token
        self._webhook_secret = webhook_secret
        # Telegram's per-chat limit is on messages sent; deletes, restrictions and reads are only retried.
        self._sends = Outbox(telegram_retry, min_interval_s=config.min_send_interval_s)
        self._calls = Outbox(telegram_retry)
        self._sink: AdapterSink | None = None
        self._bot_id = 0
        self._bot_username = ""
        self._seen: deque[int] = deque(maxlen=SEEN_UPDATES)
        self._seen_set: set[int] = set()
        self._moved: dict[str, str] = {}  # chat id -> the supergroup it became
        self._admins: dict[int, tuple[float, frozenset[int]]] = {}
        self._titles: dict[str, str] = {}  # group titles seen in updates, to name the group in its alerts
        self._groups = AlertGroups(config.alert_group_window_s)
        self._failure: asyncio.Future[str] | None = None  # made in the running loop, see failed()
        self._webhook_watch: asyncio.Task[None] | None = None
        self._initialized = False
        self._started = False
        application.add_handler(TypeHandler(Update, self._on_update))

    # -- lifecycle -----------------------------------------------------------------

    async def start(self, sink: AdapterSink) -> None:
        self._sink = sink
        try:
            await self._app.initialize()
        except InvalidToken:
            await self._app.bot.shutdown()
            raise TelegramStartupError(
                f"Telegram rejected the bot token (getMe answered 401/404): check ${self._config.token_env}; it must "
                "be the token BotFather gave this bot, and the bot must not have been deleted or its token revoked"
            ) from None
        except TelegramError as exc:
            await self._app.bot.shutdown()
            raise TelegramStartupError(
                f"could not reach the Telegram Bot API at {self._config.base_url or 'api.telegram.org'}: "
                f"{self._clean(exc)}; check the network (or base_url)"
            ) from None
        self._initialized = True
        self._bot_id = self._app.bot.id
        self._bot_username = self._app.bot.username
        await self._app.start()
        self._started = True
        assert self._app.updater is not None  # ApplicationBuilder always makes one unless told not to
        try:
            if self._config.mode == "webhook":
                assert self._config.webhook_url is not None  # TelegramConfig checks it
                _check_listen(self._config.webhook_listen, self._config.webhook_port)
                await self._app.updater.start_webhook(
                    listen=self._config.webhook_listen,
                    port=self._config.webhook_port,
                    url_path=urlparse(self._config.webhook_url).path.lstrip("/"),
                    webhook_url=self._config.webhook_url,
                    secret_token=self._webhook_secret,
                    allowed_updates=ALLOWED_UPDATES,
                )
                if self._config.webhook_check_s > 0:
                    self._webhook_watch = asyncio.create_task(
                        self._watch_webhook(self._config.webhook_url, self._config.webhook_check_s),
                        name="parry-telegram-webhook-watch",
                    )
            else:
                await self._app.updater.start_polling(
                    timeout=self._config.poll_timeout_s,
                    allowed_updates=ALLOWED_UPDATES,
                    error_callback=self._polling_error,
                )
                self._watch_polling()
        except TelegramError as exc:
            raise TelegramStartupError(f"Telegram refused to start {self._config.mode}: {self._clean(exc)}") from None
        log.info("telegram: connected as @%s (%d), %s", self._bot_username, self._bot_id, self._config.mode)
        if not self._app.bot.can_read_all_group_messages:
            log.warning("telegram: @%s has privacy mode on, so it sees every message only in groups where it is an "
                        "administrator (which it needs to be anyway, to delete and restrict)", self._bot_username)

    async def stop(self) -> None:
        """No new updates; those already fetched are handled, button presses and commands answered."""
        if not self._started:
            return
        self._started = False
        if self._webhook_watch is not None:
            self._webhook_watch.cancel()
            await asyncio.gather(self._webhook_watch, return_exceptions=True)
            self._webhook_watch = None
        if self._app.updater is not None and self._app.updater.running:
            try:
                await self._app.updater.stop()
            except TelegramError as exc:  # the polling task's own end, already reported by failed()
                log.debug("telegram: polling had ended: %s", self._clean(exc))
        await self._app.stop()  # also waits for the click and command tasks

    async def aclose(self) -> None:
        await self.stop()
        if self._initialized:
            self._initialized = False
            await self._app.shutdown()

    async def failed(self) -> str:
        # Shielded: a caller that stops waiting (cancelled) must not cancel the failure itself.
        return await asyncio.shield(self._failure_future())

    def _failure_future(self) -> asyncio.Future[str]:
        if self._failure is None:
            self._failure = asyncio.get_running_loop().create_future()
        return self._failure

    def _watch_polling(self) -> None:
        task = getattr(self._app.updater, POLLING_TASK, None)
        if isinstance(task, asyncio.Task):
            task.add_done_callback(self._polling_ended)
        else:
            log.warning("telegram: cannot watch PTB's polling task (PTB changed?); a revoked token will go unnoticed")

    def _polling_ended(self, task: asyncio.Task[Any]) -> None:
        """PTB retries getUpdates forever except on a rejected token (or a bug): then no update comes again."""
        exc = None if task.cancelled() else task.exception()
        if exc is None or not self._started:
            return
        if isinstance(exc, InvalidToken):
            reason = f"Telegram rejected the bot token while polling (revoked?): check ${self._config.token_env}"
        else:
            reason = f"Telegram polling stopped: {self._clean(exc)}"
        self._fail(reason)

    def _fail(self, reason: str) -> None:
        log.error("telegram: %s", reason)
        future = self._failure_future()
        if not future.done():
            future.set_result(reason)

    async def _watch_webhook(self, url: str, every_s: float) -> None:
        """Telegram reports failed webhook deliveries only through getWebhookInfo, so ask it now and then.

        A delivery error is logged once (Telegram keeps retrying, as PTB does for getUpdates); a webhook
        that is no longer this URL, or a rejected token, means no update will reach Parry again.
        """
        started = datetime.now(UTC).replace(microsecond=0)  # Telegram's dates are whole seconds
        reported: datetime | None = None
        while True:
            await asyncio.sleep(every_s)
            try:
                info = await self._app.bot.get_webhook_info()
            except InvalidToken:
                self._fail(f"Telegram rejected the bot token (revoked?): check ${self._config.token_env}")
                return
            except TelegramError as exc:
                log.warning("telegram: getWebhookInfo failed, asking again in %.0f s: %s", every_s, self._clean(exc))
                continue
            if info.url != url:
                self._fail(f"the webhook is no longer {url} but {info.url or 'unset'}: something else called "
                           "setWebhook or deleteWebhook with this bot's token, so no update reaches Parry")
                return
            error_at = info.last_error_date
            if error_at is not None and error_at >= started and error_at != reported:
                reported = error_at
                log.error("telegram: Telegram could not deliver updates to %s (%s, %d waiting): %s; check the "
                          "proxy in front of %s:%d", url, reported.isoformat(timespec="seconds"),
                          info.pending_update_count, info.last_error_message or "no reason given",
                          self._config.webhook_listen, self._config.webhook_port)

    def _polling_error(self, exc: TelegramError) -> None:
        # PTB retries getUpdates on its own (1 s, growing to 30 s); one line per failure is enough.
        log.warning("telegram: getUpdates failed, retrying: %s", self._clean(exc))

    def _clean(self, exc: BaseException) -> str:
        return str(exc).replace(self._token, "<token>")

    # -- updates -------------------------------------------------------------------

    async def _on_update(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        if update.update_id in self._seen_set:
            log.debug("telegram: update %d delivered again, ignored", update.update_id)
            return
        if len(self._seen) == self._seen.maxlen:
            self._seen_set.discard(self._seen[0])
        self._seen.append(update.update_id)
        self._seen_set.add(update.update_id)
        try:
            if update.callback_query is not None:
                self._app.create_task(self._on_click(update), update=update)
            elif update.message is not None:
                await self._on_message(update.message, edited=False)
            elif update.edited_message is not None:
                await self._on_message(update.edited_message, edited=True)
        except Exception:  # one bad update must not stop the others
            log.exception("telegram: update %d could not be handled", update.update_id)

    async def _on_message(self, message: Message, *, edited: bool) -> None:
        assert self._sink is not None
        chat = message.chat
        if message.migrate_to_chat_id is not None:
            self._migrate(str(chat.id), str(message.migrate_to_chat_id))
            return
        if message.migrate_from_chat_id is not None:
            self._migrate(str(message.migrate_from_chat_id), str(chat.id))
            return
        if message.from_user is not None and message.from_user.id == self._bot_id:
            return
        command = parse_command(message, self._bot_username)
        if command is not None and (command.name in HELP or command.addressed):
            if not edited:
                self._app.create_task(self._on_command(message, command))
            return
        if self._is_admin_chat(str(chat.id)):
            return  # moderators quote what they discuss there; it is not the chat Parry moderates
        judged = to_chat_message(message, edited=edited)
        if judged is not None:
            if chat.title:
                self._titles[judged.space_id] = chat.title
            await self._sink.submit(judged)

    async def _on_command(self, message: Message, command: Command) -> None:
        assert self._sink is not None
        chat = str(message.chat.id)
        space, channel, args = chat, channel_id(message), command.args
        if self._is_admin_chat(chat):
            target = self._command_target(chat, command)
            if isinstance(target, str):
                await self._reply(message, target)
                return
            (space, args), channel = target, chat
        user, sender_chat = message.from_user, message.sender_chat
        try:
            if sender_chat is not None:
                is_admin = sender_chat.id == int(space)  # an anonymous admin writes as the group itself
            else:
                is_admin = user is not None and await self._is_chat_admin(int(space), user.id)
        except TelegramError as exc:
            await self._reply(message, f"Parry could not check your admin rights just now ({exc}); try again.")
            return
        if sender_chat is not None:
            user_id, user_name = str(sender_chat.id), sender_chat.title
        else:
            user_id, user_name = (str(user.id), user.full_name) if user is not None else ("", None)
        reply = await self._sink.command(
            AdminCommand(
                platform=PLATFORM,
                space_id=space,
                channel_id=channel,
                user_id=user_id,
                user_name=user_name,
                is_admin=is_admin,
                name=command.name,
                args=args,
                at=message.date,
            )
        )
        await self._reply(message, reply.text)

    def _command_target(self, chat: str, command: Command) -> tuple[str, tuple[str, ...]] | str:
        """The group a command typed in admin chat `chat` is about, with the arguments left; or why none is.

        The group is the first argument, or the only group whose alerts go to `chat`.
        """
        served = sorted({self._current(g) for g, a in self._config.admin_chats.items() if self._current(a) == chat})
        default = self._config.default_admin_chat
        takes_any = default is not None and self._current(default) == chat
        args = command.args
        if args and CHAT_ID.match(args[0]):
            group = self._current(args[0])
            if group in served or takes_any:
                return group, args[1:]
            return f"Group {args[0]}'s alerts do not go to this chat, so it cannot be managed from here." + (
                f" This chat serves {', '.join(served)}." if served else ""
            )
        if len(served) == 1 and not takes_any:
            return served[0], args
        example = served[0] if served else "-1001234567890"
        which = f"serves groups {', '.join(served)}" if served else "is the default admin chat"
        return f"This chat {which}: name the group first, e.g. /{command.name} {example}."

    async def _reply(self, message: Message, text: str) -> None:
        chat_id = message.chat.id
        try:
            await self._call(
                chat_id,
                lambda chat: self._app.bot.send_message(
                    chat,
                    cut(text, MAX_CHARS),
                    reply_parameters=ReplyParameters(message.message_id, allow_sending_without_reply=True),
                ),
                send=True,
            )
        except TelegramError as exc:
            log.warning("telegram: could not reply in chat %d: %s", chat_id, exc)

    async def _on_click(self, update: Update) -> None:
        assert self._sink is not None and update.callback_query is not None
        query = update.callback_query
        data = query.data or ""
        alert = query.message if isinstance(query.message, Message) else None
        bucket = alert.chat.id if alert is not None else query.from_user.id
        if not data.startswith(f"{buttons.PREFIX}:"):
            await self._answer(bucket, query.id, "", ok=True)
            return
        if alert is None or (group := alert_origin(alert.text or "")) is None:
            await self._answer(bucket, query.id, "Parry cannot tell which group this alert is about (the alert "
                               "is too old or was changed); use /case <id> in the group.", ok=False)
            return
        try:
            is_admin = await self._is_chat_admin(int(self._current(group)), query.from_user.id)
        except TelegramError as exc:
            await self._answer(bucket, query.id, f"Could not check your admin rights in the group: {exc}", ok=False)
            return
        reply = await self._sink.click(
            ModeratorClick(
                platform=PLATFORM,
                space_id=group,
                moderator_id=str(query.from_user.id),
                moderator_name=query.from_user.full_name,
                is_admin=is_admin,
                data=data,
                at=datetime.now(UTC),
            )
        )
        if reply.status is None:
            await self._answer(bucket, query.id, reply.text, ok=reply.ok)
            return
        verb, event_id = buttons.parse(data)  # a status means the sink accepted the payload
        self._groups.close(event_id)  # first: an alert arriving meanwhile must not edit the status away
        await self._answer(bucket, query.id, reply.text, ok=reply.ok)
        mark = "❌" if verb is buttons.Verb.DISMISS else "✅" if reply.ok else "⚠️"
        text = with_status(alert.text_html, f"{mark} {reply.status}")
        if text is None:
            log.warning("telegram: no room to add %r to alert %d", reply.status, alert.message_id)
            return
        try:  # keeps the buttons: a moderator may still ban after confirming
            await self._edit(alert.chat.id, alert.message_id, text, alert.reply_markup)
        except TelegramError as exc:  # too old, deleted, or a second click saying the same
            log.warning("telegram: could not add %r to alert %d: %s", reply.status, alert.message_id, exc)

    async def _answer(self, bucket: int, query_id: str, text: str, *, ok: bool) -> None:
        try:
            await self._calls.call(
                str(bucket),
                lambda: self._app.bot.answer_callback_query(
                    query_id, cut(text, CALLBACK_TEXT_CHARS) or None, show_alert=not ok
                ),
            )
        except TelegramError as exc:  # e.g. the query is too old: nothing left to show it to
            log.warning("telegram: could not answer a button press: %s", exc)

    # -- chats, migrations, admins ---------------------------------------------------

    def _migrate(self, old: str, new: str) -> None:
        if self._moved.get(old) == new:
            return  # both the old group's and the new supergroup's service messages say it
        self._moved[old] = new
        log.warning("telegram: group %s became supergroup %s; alerts and actions follow it (update the config's "
                    "chat ids to %s: admin_chats, policy.spaces)", old, new, new)

    def _current(self, chat: str) -> str:
        seen = {chat}
        while chat in self._moved and self._moved[chat] not in seen:
            chat = self._moved[chat]
            seen.add(chat)
        return chat

    def _origins(self, chat: str) -> list[str]:
        return [old for old in self._moved if old != chat and self._current(old) == chat]

    def _is_admin_chat(self, chat: str) -> bool:
        configured = [*self._config.admin_chats.values(), self._config.default_admin_chat]
        return any(admin is not None and self._current(admin) == chat for admin in configured)

    def admin_chat_for(self, space_id: str) -> str | None:
        """Where the alerts of a group go: its own admin chat, the one of the group it was, or the default."""
        for chat in (space_id, *self._origins(space_id)):
            if chat in self._config.admin_chats:
                return self._current(self._config.admin_chats[chat])
        default = self._config.default_admin_chat
        return None if default is None else self._current(default)

    async def _chat_admins(self, chat_id: int) -> frozenset[int]:
        cached = self._admins.get(chat_id)
        if cached is not None and cached[0] > time.monotonic():
            return cached[1]
        members = await self._call(chat_id, lambda chat: self._app.bot.get_chat_administrators(chat))
        admins = frozenset(m.user.id for m in members if m.status in ADMIN_STATUSES)
        self._admins[chat_id] = (time.monotonic() + ADMIN_TTL_S, admins)
        return admins

    async def _is_chat_admin(self, chat_id: int, user_id: int) -> bool:
        return user_id in await self._chat_admins(chat_id)

    async def _call(self, chat_id: int | str, make: Callable[[int], Awaitable[T]], *, send: bool = False) -> T:
        """One API call about a chat, through an outbox; follows the chat once if it became a supergroup.

        `send`: the call posts a message, so it keeps Telegram's per-chat spacing.
        """
        outbox = self._sends if send else self._calls
        chat = int(chat_id)
        try:
            return await outbox.call(str(chat), lambda: make(chat))
        except ChatMigrated as exc:
            moved = exc.new_chat_id
        self._migrate(str(chat), str(moved))
        return await outbox.call(str(moved), lambda: make(moved))

    # -- actions -------------------------------------------------------------------

    async def execute(self, request: ActionRequest) -> ActionOutcome:
        kind = request.action.kind
        if kind is ActionKind.LOG:
            return ActionOutcome(ok=True, result={"logged": True})
        if kind is ActionKind.COUNTERSPEECH and not request.reply:
            return ActionOutcome(ok=False, error="a counterspeech action without a reply to post")
        chat = self._current(request.message.space_id)
        try:
            if kind is ActionKind.ALERT:
                return await self._alert(request)
            if kind is ActionKind.WARN:
                return await self._warn(request, chat)
            if kind is ActionKind.COUNTERSPEECH:
                return await self._counterspeech(request, chat)
            if kind is ActionKind.DELETE:
                message_id = int(request.message.message_id)
                await self._call(chat, lambda c: self._app.bot.delete_message(c, message_id))
                return ActionOutcome(ok=True, result={"chat_id": chat, "message_id": message_id, "deleted": True})
            return await self._sanction(request, chat)
        except TelegramError as exc:
            return ActionOutcome(ok=False, error=self._refusal(kind, chat, exc))

    def _refusal(self, kind: ActionKind, chat: str, exc: TelegramError) -> str:
        text = f"Telegram refused {kind} in chat {chat}: {self._clean(exc)}"
        lowered = exc.message.lower()
        if isinstance(exc, Forbidden) or "rights" in lowered or "admin_required" in lowered:
            text += f" (Parry needs to be an administrator there with the '{RIGHTS[kind]}' right)"
        return text

    async def _alert(self, request: ActionRequest) -> ActionOutcome:
        destination = self.admin_chat_for(request.message.space_id)
        if destination is None:
            return ActionOutcome(
                ok=False,
                error=f"no admin chat configured for telegram chat {request.message.space_id} "
                "(set adapters.telegram.admin_chats or default_admin_chat)",
            )
        title = self._titles.get(request.message.space_id)

        async def post(view: AlertView) -> tuple[str, str]:
            text, keyboard = alert_html(view, title), alert_keyboard(view)
            sent = await self._call(
                destination,
                lambda chat: self._app.bot.send_message(
                    chat, text, parse_mode="HTML", reply_markup=keyboard, link_preview_options=NO_PREVIEW
                ),
                send=True,
            )
            return str(sent.chat.id), str(sent.message_id)

        async def edit(chat: str, message_id: str, view: AlertView) -> None:
            await self._edit(chat, int(message_id), alert_html(view, title), alert_keyboard(view))

        return ActionOutcome(ok=True, result=await self._groups.place(alert_view(request), post, edit))

    async def _edit(self, chat_id: int | str, message_id: int, text: str, keyboard: InlineKeyboardMarkup | None) -> (
        None
    ):
        """Rewrites an alert; a send as far as Telegram's per-chat limits go."""
        await self._call(
            chat_id,
            lambda chat: self._app.bot.edit_message_text(
                text, chat_id=chat, message_id=message_id, parse_mode="HTML", reply_markup=keyboard,
                link_preview_options=NO_PREVIEW,
            ),
            send=True,
        )

    async def _warn(self, request: ActionRequest, chat: str) -> ActionOutcome:
        message = request.message
        text = warning_text(request)
        # The message may already be deleted (the ladder deletes, then warns): post without the reply then,
        # in the same forum topic.
        reply = ReplyParameters(int(message.message_id), allow_sending_without_reply=True)
        thread = thread_of(message.channel_id)
        sent = await self._call(
            chat,
            lambda c: self._app.bot.send_message(c, text, reply_parameters=reply, message_thread_id=thread),
            send=True,
        )
        return ActionOutcome(ok=True, result={"chat_id": chat, "platform_message_id": str(sent.message_id)})

    async def _counterspeech(self, request: ActionRequest, chat: str) -> ActionOutcome:
        """FIRE's reply under the message, plain text; the bot's own messages are never judged."""
        assert request.reply is not None
        message = request.message
        text = counterspeech_text(request.reply)
        reply = ReplyParameters(int(message.message_id), allow_sending_without_reply=True)
        thread = thread_of(message.channel_id)
        sent = await self._call(
            chat,
            lambda c: self._app.bot.send_message(c, text, reply_parameters=reply, message_thread_id=thread,
                                                 link_preview_options=NO_PREVIEW),
            send=True,
        )
        return ActionOutcome(ok=True, result={"chat_id": chat, "platform_message_id": str(sent.message_id)})

    async def _sanction(self, request: ActionRequest, chat: str) -> ActionOutcome:
        """Timeout, kick or ban; never on an administrator, whom Telegram would refuse anyway."""
        kind, author = request.action.kind, request.message.author_id
        target = int(author)
        if author == request.message.space_id:
            return ActionOutcome(ok=False, error=f"no {kind}: the author posted as the group (an anonymous admin)")
        if target < 0:  # a channel posting in the group
            if kind is not ActionKind.BAN:
                return ActionOutcome(
                    ok=False, error=f"no {kind}: Telegram can only ban a channel that posts in a group, so ban it"
                )
            await self._call(chat, lambda c: self._app.bot.ban_chat_sender_chat(c, target))
            return ActionOutcome(ok=True, result={"chat_id": chat, "sender_chat_id": target})
        if target in await self._chat_admins(int(chat)):
            return ActionOutcome(
                ok=False, error=f"no {kind}: user {author} is an administrator of chat {chat}, and Parry leaves "
                "administrators to the other admins"
            )
        result: dict[str, Any] = {"chat_id": chat, "user_id": target}
        if kind is ActionKind.TIMEOUT:
            seconds = max(MIN_RESTRICT_S, request.action.duration_s or self._config.mute_s)
            until = datetime.now(UTC).replace(microsecond=0) + timedelta(seconds=seconds)
            await self._call(
                chat,
                lambda c: self._app.bot.restrict_chat_member(
                    c, target, ChatPermissions.no_permissions(), until_date=until
                ),
            )
            result["until"] = until.isoformat()
        elif kind is ActionKind.BAN:
            await self._call(chat, lambda c: self._app.bot.ban_chat_member(c, target))
        elif kind is ActionKind.KICK:  # Telegram kicks by banning and lifting the ban at once
            await self._call(chat, lambda c: self._app.bot.ban_chat_member(c, target))
            await self._call(chat, lambda c: self._app.bot.unban_chat_member(c, target, only_if_banned=True))
        else:
            return ActionOutcome(ok=False, error=f"the telegram adapter cannot carry out {kind}")
        return ActionOutcome(ok=True, result=result)
