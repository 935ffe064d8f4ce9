"""A local Telegram Bot API for the real python-telegram-bot to talk to (aiohttp on 127.0.0.1).

It answers the methods Parry's adapter uses the way api.telegram.org does (form fields with
JSON-encoded values in, `{"ok": ..., "result": ...}` out), keeps what the bot sent so a
test can press the buttons of a posted alert (HTML parsed into text and entities, as PTB
gets it back), records every call, and injects faults: 429s with a retry-after, 5xx
outages, migrated chats, getUpdates going down, a token revoked mid-run.

    async with FakeTelegram() as api:
        api.say(GROUP, alice, "hello")
        await api.wait_for("sendMessage")
"""

from __future__ import annotations

import asyncio
import html.parser
import json
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import count
from types import TracebackType
from typing import Any

import aiohttp
from aiohttp import web

TOKEN = "123456:parry-test-token"
BOT_ID = 123456
BOT_USERNAME = "parry_test_bot"
# Form fields that are plain strings on the wire; PTB JSON-encodes every other value.
_STRING_FIELDS = frozenset({"text", "caption", "parse_mode", "callback_query_id", "url", "secret_token"})
# Telegram's HTML parse mode accepts these tags and nothing else.
_HTML_TAGS = frozenset({
    "b", "strong", "i", "em", "u", "ins", "s", "strike", "del", "span", "tg-spoiler", "a", "code", "pre",
    "blockquote", "tg-emoji",
})
_ENTITY_TYPES = {
    "b": "bold", "strong": "bold", "i": "italic", "em": "italic", "u": "underline", "ins": "underline",
    "s": "strikethrough", "strike": "strikethrough", "del": "strikethrough", "tg-spoiler": "spoiler",
    "code": "code", "pre": "pre", "blockquote": "blockquote",
}

Json = dict[str, Any]


@dataclass(frozen=True)
class Call:
    method: str
    params: Json
    at: float  # time.monotonic()
    # time.perf_counter() when the request arrived, before its body was read (latency benchmarks).
    arrived: float = field(default_factory=time.perf_counter, compare=False)


@dataclass
class Fault:
    status: int
    description: str
    parameters: Json | None = None


@dataclass
class Chat:
    id: int
    type: str = "supergroup"
    title: str = "Test group"
    is_forum: bool = False

    def json(self) -> Json:
        out: Json = {"id": self.id, "type": self.type}
        if self.type != "private":
            out["title"] = self.title
        if self.is_forum:
            out["is_forum"] = True
        return out


@dataclass
class User:
    id: int
    first_name: str
    username: str | None = None
    is_bot: bool = False

    def json(self) -> Json:
        out: Json = {"id": self.id, "is_bot": self.is_bot, "first_name": self.first_name}
        if self.username:
            out["username"] = self.username
        return out


class _HtmlToText(html.parser.HTMLParser):
    """Telegram's HTML parse mode, as far as a test needs: the text and its entities, or why it is refused."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.entities: list[Json] = []
        self.error: str | None = None
        self._open: list[tuple[str, Json | None]] = []
        self._units = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in _HTML_TAGS:
            self.error = self.error or f'can\'t parse entities: Unsupported start tag "{tag}"'
        entity = _entity(tag, dict(attrs))
        if entity is not None:
            entity["offset"] = self._units
            self.entities.append(entity)
        self._open.append((tag, entity))

    def handle_endtag(self, tag: str) -> None:
        if not self._open or self._open[-1][0] != tag:
            self.error = self.error or f'can\'t parse entities: Unmatched end tag "{tag}"'
            return
        _, entity = self._open.pop()
        if entity is not None:
            entity["length"] = self._units - entity["offset"]

    def handle_data(self, data: str) -> None:
        self.parts.append(data)
        self._units += len(data.encode("utf-16-le")) // 2

    def close(self) -> None:
        super().close()
        if self._open:
            self.error = self.error or f'can\'t parse entities: Can\'t find end tag for "{self._open[-1][0]}"'


def _entity(tag: str, attrs: dict[str, str | None]) -> Json | None:
    if tag == "a":
        return {"type": "text_link", "url": attrs.get("href") or ""}
    if tag == "span":
        return {"type": "spoiler"} if attrs.get("class") == "tg-spoiler" else None
    if tag == "blockquote" and "expandable" in attrs:
        return {"type": "expandable_blockquote"}
    kind = _ENTITY_TYPES.get(tag)
    return None if kind is None else {"type": kind}


def parse_html(markup: str) -> tuple[str, list[Json]]:
    """The text and entities Telegram makes of `markup` sent with parse_mode HTML; raises ValueError as it refuses."""
    parser = _HtmlToText()
    parser.feed(markup)
    parser.close()
    if parser.error:
        raise ValueError(parser.error)
    return "".join(parser.parts), [e for e in parser.entities if e["length"]]


def html_text(markup: str) -> str:
    """The text Telegram shows for `markup` sent with parse_mode HTML; raises ValueError as Telegram refuses."""
    return parse_html(markup)[0]


@dataclass
class _State:
    updates: list[Json] = field(default_factory=list)
    changed: asyncio.Event = field(default_factory=asyncio.Event)
    closing: bool = False


class FakeTelegram:
    """The Bot API of one bot; only `token` is accepted, other tokens get 401 like Telegram's."""

    def __init__(self, *, token: str = TOKEN) -> None:
        self.token = token
        self.bot = User(BOT_ID, "Parry", BOT_USERNAME, is_bot=True)
        self.calls: list[Call] = []
        self.webhook: Json | None = None  # the last setWebhook's parameters
        self.delivered: list[int] = []  # update ids, in the order getUpdates handed them out
        self.handed_out: dict[int, float] = {}  # update id -> time.perf_counter() when getUpdates first returned it
        self._admins: dict[int, list[User]] = {}  # the first one is the chat's creator
        self._chats: dict[int, Chat] = {}
        self._faults: dict[str, deque[Fault]] = {}
        self._sent: dict[tuple[int, int], Json] = {}
        self._revoked = False
        self._webhook_error: tuple[int, str] | None = None  # (unix time, message) as getWebhookInfo gives it
        self._message_ids: dict[int, count[int]] = {}
        self._update_ids = count(1000)
        self._state = _State()
        self._runner: web.AppRunner | None = None
        self.port = 0

    # -- server --------------------------------------------------------------------

    async def __aenter__(self) -> FakeTelegram:
        app = web.Application()
        app.router.add_post("/bot{token}/{method}", self._handle)
        self._runner = web.AppRunner(app, handle_signals=False, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = self._runner.addresses[0][1]
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self._state.closing = True
        self._state.changed.set()  # long polls still held answer now
        assert self._runner is not None
        await self._runner.cleanup()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/bot"

    @property
    def base_file_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/file/bot"

    async def _handle(self, request: web.Request) -> web.Response:
        arrived = time.perf_counter()
        method = request.match_info["method"]
        params = {key: _decode(key, value) for key, value in (await request.post()).items()}
        self.calls.append(Call(method, params, time.monotonic(), arrived))
        if self._revoked or request.match_info["token"] != self.token:
            return _error(_UNAUTHORIZED)
        queued = self._faults.get(method)
        if queued and method != "getUpdates":
            return _error(queued.popleft())
        handler = getattr(self, f"_api_{method}", None)
        if handler is None:
            return _error(Fault(400, f"Bad Request: the fake Bot API does not implement {method}"))
        try:
            result = await handler(params)
        except _Refused as refused:
            return _error(refused.fault)
        return web.json_response({"ok": True, "result": result})

    # -- methods -------------------------------------------------------------------

    async def _api_getMe(self, params: Json) -> Json:
        return self.bot.json() | {"can_join_groups": True, "can_read_all_group_messages": True,
                                  "supports_inline_queries": False}

    async def _api_getUpdates(self, params: Json) -> list[Json]:
        state = self._state
        offset = int(params.get("offset") or 0)
        state.updates = [u for u in state.updates if u["update_id"] >= offset]  # an offset confirms the rest
        deadline = time.monotonic() + float(params.get("timeout") or 0)
        while True:
            if self._revoked:
                raise _Refused(_UNAUTHORIZED)
            faults = self._faults.get("getUpdates")
            if faults:
                raise _Refused(faults.popleft())
            if state.updates or state.closing or time.monotonic() >= deadline:
                batch = state.updates[: int(params.get("limit") or 100)]
                self.delivered.extend(u["update_id"] for u in batch)
                now = time.perf_counter()
                for u in batch:
                    self.handed_out.setdefault(u["update_id"], now)
                return batch
            state.changed.clear()
            try:
                await asyncio.wait_for(state.changed.wait(), deadline - time.monotonic())
            except TimeoutError:
                pass

    async def _api_sendMessage(self, params: Json) -> Json:
        chat = self.chat_of(int(params["chat_id"]))
        message_id = next(self._message_ids.setdefault(chat.id, count(10_000)))
        sent: Json = {"message_id": message_id, "date": int(time.time()), "chat": chat.json(),
                      "from": self.bot.json(), **_content(params)}
        self._sent[(chat.id, message_id)] = sent
        return sent

    async def _api_editMessageText(self, params: Json) -> Json:
        key = (int(params["chat_id"]), int(params["message_id"]))
        old = self._sent.get(key)
        if old is None:
            raise _Refused(Fault(400, "Bad Request: message to edit not found"))
        content = _content(params)  # without reply_markup, Telegram removes the keyboard
        if content == {k: old[k] for k in ("text", "entities", "reply_markup") if k in old}:
            raise _Refused(Fault(400, "Bad Request: message is not modified: specified new message content and "
                                      "reply markup are exactly the same as a current content and reply markup "
                                      "of the message"))
        edited = {k: v for k, v in old.items() if k not in ("entities", "reply_markup")}
        self._sent[key] = edited | content | {"edit_date": int(time.time())}
        return self._sent[key]

    async def _api_getChatAdministrators(self, params: Json) -> list[Json]:
        admins = self._admins.get(int(params["chat_id"]), [])
        return [_member(user, creator=i == 0) for i, user in enumerate(admins)]

    async def _api_answerCallbackQuery(self, params: Json) -> bool:
        return True

    _api_deleteMessage = _api_restrictChatMember = _api_banChatMember = _api_unbanChatMember = _api_answerCallbackQuery
    _api_banChatSenderChat = _api_answerCallbackQuery

    async def _api_setWebhook(self, params: Json) -> bool:
        self.webhook = params
        return True

    async def _api_deleteWebhook(self, params: Json) -> bool:
        self.webhook = None
        return True

    async def _api_getWebhookInfo(self, params: Json) -> Json:
        info: Json = {"url": self.webhook["url"] if self.webhook else "", "has_custom_certificate": False,
                      "pending_update_count": len(self._state.updates)}
        if self._webhook_error is not None:
            info["last_error_date"], info["last_error_message"] = self._webhook_error
        return info

    # -- the world the bot lives in --------------------------------------------------

    def chat(self, chat_id: int, **fields: Any) -> Chat:
        """Registers a chat (a supergroup unless `type=` says otherwise)."""
        self._chats[chat_id] = Chat(chat_id, **fields)
        return self._chats[chat_id]

    def chat_of(self, chat_id: int) -> Chat:
        return self._chats.get(chat_id) or Chat(chat_id, "supergroup" if str(chat_id).startswith("-100") else "group")

    def make_admin(self, chat_id: int, user: User) -> None:
        self._admins.setdefault(chat_id, []).append(user)

    def sent_to(self, chat_id: int) -> list[Json]:
        """The messages the bot sent to a chat, oldest first, as Telegram holds them now (HTML parsed, edits made)."""
        return [m for (chat, _), m in self._sent.items() if chat == chat_id]

    # -- faults --------------------------------------------------------------------

    def fail(self, method: str, times: int = 1, *, status: int = 502, retry_after: int | None = None,
             description: str | None = None, migrate_to: int | None = None) -> None:
        """Answers the next `times` calls of `method` with an error (for getUpdates: the calls being held too)."""
        parameters: Json | None = None
        if retry_after is not None:
            status, parameters = 429, {"retry_after": retry_after}
            description = description or f"Too Many Requests: retry after {retry_after}"
        if migrate_to is not None:
            status, parameters = 400, {"migrate_to_chat_id": migrate_to}
            description = description or "Bad Request: group chat was upgraded to a supergroup chat"
        fault = Fault(status, description or "Bad Gateway", parameters)
        self._faults.setdefault(method, deque()).extend(fault for _ in range(times))
        if method == "getUpdates":
            self._state.changed.set()

    def webhook_failing(self, message: str, pending: Sequence[Json] = ()) -> None:
        """Telegram could not deliver to the webhook just now (`message` as it words it); `pending` wait."""
        self._webhook_error = (int(time.time()), message)
        self._state.updates.extend(pending)

    def revoke(self) -> None:
        """The token is revoked (BotFather's /revoke): every call from now on, a long poll held too, answers 401."""
        self._revoked = True
        self._state.changed.set()

    # -- updates -------------------------------------------------------------------

    def push(self, *updates: Json) -> None:
        """Queues updates as they are (the same update twice is a redelivery)."""
        self._state.updates.extend(updates)
        self._state.changed.set()

    def update(self, **body: Any) -> Json:
        """A new update around `body` (`message=...`, `callback_query=...`), queued."""
        update = {"update_id": next(self._update_ids), **body}
        self.push(update)
        return update

    def message(self, chat: Chat, sender: User | None, text: str | None = None, *, caption: str | None = None,
                reply_to: Json | None = None, thread_id: int | None = None, sender_chat: Chat | None = None,
                **extra: Any) -> Json:
        """A message as Telegram delivers it (not queued): commands get their bot_command entity."""
        message: Json = {"message_id": next(self._message_ids.setdefault(chat.id, count(1))),
                         "date": int(time.time()), "chat": chat.json(), **extra}
        if sender is not None:
            message["from"] = sender.json()
        if sender_chat is not None:
            message["sender_chat"] = sender_chat.json()
        if text is not None:
            message["text"] = text
            if text.startswith("/"):
                message["entities"] = [{"type": "bot_command", "offset": 0, "length": len(text.split()[0])}]
        if caption is not None:
            message["caption"] = caption
        if reply_to is not None:
            message["reply_to_message"] = reply_to
        if thread_id is not None:
            message["message_thread_id"] = thread_id
            message["is_topic_message"] = True
        return message

    def say(self, chat: Chat, sender: User, text: str, **fields: Any) -> Json:
        """Someone posts `text`; returns the message."""
        message = self.message(chat, sender, text, **fields)
        self.update(message=message)
        return message

    def edit(self, message: Json, text: str) -> Json:
        edited = message | {"text": text, "edit_date": int(time.time())}
        self.update(edited_message=edited)
        return edited

    def press(self, alert: Json, user: User, payload: str) -> Json:
        """`user` presses the button carrying `payload` on a message the bot sent."""
        query = {"id": str(next(self._update_ids)), "from": user.json(), "message": alert,
                 "chat_instance": "1", "data": payload}
        return self.update(callback_query=query)

    def migrate(self, group: Chat, supergroup: Chat) -> None:
        """`group` becomes `supergroup`: the two service messages Telegram sends."""
        self.update(message=self.message(group, None, migrate_to_chat_id=supergroup.id))
        self.update(message=self.message(supergroup, None, migrate_from_chat_id=group.id))

    async def post_to_webhook(self, url: str, update: Json, *, secret: str | None = None) -> int:
        """Delivers `update` to a webhook as Telegram does (with setWebhook's secret unless given); the status."""
        assert self.webhook is not None, "setWebhook was never called"
        token = secret if secret is not None else self.webhook.get("secret_token", "")
        async with aiohttp.ClientSession() as session, session.post(
            url, json=update, headers={"X-Telegram-Bot-Api-Secret-Token": token}
        ) as response:
            return response.status

    # -- assertions ----------------------------------------------------------------

    def calls_to(self, method: str, where: Callable[[Json], bool] = lambda p: True) -> list[Json]:
        return [c.params for c in self.calls if c.method == method and where(c.params)]

    async def wait_for(self, method: str, n: int = 1, *, where: Callable[[Json], bool] = lambda p: True,
                       within_s: float = 15.0) -> list[Json]:
        """The first `n` calls of `method` matching `where`, once they have been made."""
        deadline = time.monotonic() + within_s
        while len(found := self.calls_to(method, where)) < n:
            if time.monotonic() > deadline:
                seen = [c.method for c in self.calls]
                raise AssertionError(f"{n} x {method} not called within {within_s}s; calls: {seen}")
            await asyncio.sleep(0.02)
        return found[:n]


_UNAUTHORIZED = Fault(401, "Unauthorized")


def _content(params: Json) -> Json:
    """What a sendMessage or editMessageText puts in the message, checked as Telegram checks it."""
    text: str = params["text"]
    entities: list[Json] = []
    if params.get("parse_mode") == "HTML":
        try:
            text, entities = parse_html(text)
        except ValueError as exc:
            raise _Refused(Fault(400, f"Bad Request: {exc}")) from None
    if len(text.encode("utf-16-le")) // 2 > 4096:
        raise _Refused(Fault(400, "Bad Request: message is too long"))
    out: Json = {"text": text}
    if entities:
        out["entities"] = entities
    if "reply_markup" in params:
        out["reply_markup"] = params["reply_markup"]
    return out


class _Refused(Exception):
    def __init__(self, fault: Fault) -> None:
        super().__init__(fault.description)
        self.fault = fault


def _decode(key: str, value: Any) -> Any:
    if key in _STRING_FIELDS or not isinstance(value, str):
        return value
    try:
        return json.loads(value)
    except ValueError:
        return value


def _error(fault: Fault) -> web.Response:
    body: Json = {"ok": False, "error_code": fault.status, "description": fault.description}
    if fault.parameters:
        body["parameters"] = fault.parameters
    return web.json_response(body, status=fault.status)


def _member(user: User, *, creator: bool) -> Json:
    if creator:
        return {"status": "creator", "user": user.json(), "is_anonymous": False}
    rights = ("can_manage_chat", "can_delete_messages", "can_manage_video_chats", "can_restrict_members",
              "can_promote_members", "can_change_info", "can_invite_users", "can_post_stories",
              "can_edit_stories", "can_delete_stories")
    return {"status": "administrator", "user": user.json(), "can_be_edited": False, "is_anonymous": False,
            **dict.fromkeys(rights, True)}
