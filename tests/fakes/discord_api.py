"""A local Discord: REST API and gateway on one aiohttp server, for the real discord.py client.

One guild is served with a text channel, a thread, a mod-log channel and five members:
the owner, the bot, a moderator, a member and a senior member whose role is above the
bot's. Tests play users through the gateway (`say`, `edit`, `click`, `slash`) and read what
the bot asked for in `requests`, and its messages, as its edits left them, in `messages`.
Faults: `fail_next` answers the next requests to a route with 429 (a rate limit, with the
headers and body discord.py reads), 502 or 503; the gateway can drop the connection, refuse
IDENTIFY and RESUME, or end a session with a close code (see discord_gateway).

Point discord.py here by monkeypatching `discord.http.Route.BASE` to `api_base` and
`discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY` to `gateway_url`.
"""

from __future__ import annotations

import asyncio
import json
import re
import time
from collections import deque
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import discord
import pytest
import yarl
from aiohttp import web

from tests.fakes.discord_gateway import FakeGateway, Session

TOKEN = "fake-bot-token"
DISCORD_EPOCH_MS = 1_420_070_400_000

GUILD = "900000000000000001"
APP = BOT = "900000000000000010"
OWNER = "900000000000000011"
MOD = "900000000000000012"
MEMBER = "900000000000000013"
SENIOR = "900000000000000014"

EVERYONE_ROLE = GUILD
MEMBER_ROLE = "900000000000000021"
MOD_ROLE = "900000000000000022"
BOT_ROLE = "900000000000000023"
SENIOR_ROLE = "900000000000000024"

GENERAL = "900000000000000031"
MOD_LOG = "900000000000000032"
THREAD = "900000000000000033"

# Permission bits (https://discord.com/developers/docs/topics/permissions).
KICK, BAN, ADMINISTRATOR, MANAGE_GUILD = 1 << 1, 1 << 2, 1 << 3, 1 << 5
VIEW, SEND, MANAGE_MESSAGES, EMBED, HISTORY = 1 << 10, 1 << 11, 1 << 13, 1 << 14, 1 << 16
SEND_IN_THREADS, MODERATE = 1 << 38, 1 << 40
EVERYONE_PERMS = VIEW | SEND | HISTORY | SEND_IN_THREADS
BOT_PERMS = EVERYONE_PERMS | EMBED | MANAGE_MESSAGES | MODERATE | KICK | BAN

RATE_LIMITED = {"message": "You are being rate limited.", "retry_after": 0.05, "global": False}


@dataclass(frozen=True)
class Recorded:
    method: str
    path: str  # after /api/v10
    query: dict[str, str]
    body: Any
    status: int
    # time.perf_counter() when the request arrived, before its body was read (latency benchmarks).
    at: float = field(default=0.0, compare=False)


@dataclass(frozen=True)
class Interaction:
    id: str
    token: str


def snowflake(counter: int) -> str:
    """An id whose timestamp is now, as Discord's are (discord.py reads created_at from it)."""
    return str(((int(time.time() * 1000) - DISCORD_EPOCH_MS) << 22) + counter % (1 << 22))


def _user(user_id: str, name: str, *, bot: bool = False) -> dict[str, Any]:
    return {"id": user_id, "username": name, "discriminator": "0", "global_name": name.title(), "avatar": None,
            "bot": bot, "public_flags": 0}


def _role(role_id: str, name: str, position: int, permissions: int, *, managed: bool = False) -> dict[str, Any]:
    return {"id": role_id, "name": name, "color": 0, "hoist": False, "position": position,
            "permissions": str(permissions), "managed": managed, "mentionable": False, "flags": 0}


def _text_channel(channel_id: str, name: str, position: int) -> dict[str, Any]:
    return {"id": channel_id, "type": 0, "guild_id": GUILD, "name": name, "position": position,
            "permission_overwrites": [], "nsfw": False, "parent_id": None, "topic": None,
            "rate_limit_per_user": 0, "last_message_id": None, "flags": 0}


class FakeDiscord:
    def __init__(self, token: str = TOKEN) -> None:
        self.token = token
        self.users = {
            OWNER: _user(OWNER, "owner"),
            BOT: _user(BOT, "parry", bot=True),
            MOD: _user(MOD, "moderator"),
            MEMBER: _user(MEMBER, "member"),
            SENIOR: _user(SENIOR, "senior"),
        }
        self.roles = {
            EVERYONE_ROLE: _role(EVERYONE_ROLE, "@everyone", 0, EVERYONE_PERMS),
            MEMBER_ROLE: _role(MEMBER_ROLE, "members", 1, 0),
            MOD_ROLE: _role(MOD_ROLE, "moderators", 2, MANAGE_MESSAGES | MODERATE | MANAGE_GUILD),
            BOT_ROLE: _role(BOT_ROLE, "Parry", 3, BOT_PERMS, managed=True),
            SENIOR_ROLE: _role(SENIOR_ROLE, "seniors", 4, 0),
        }
        self.member_roles = {OWNER: [], BOT: [BOT_ROLE], MOD: [MEMBER_ROLE, MOD_ROLE], MEMBER: [MEMBER_ROLE],
                             SENIOR: [MEMBER_ROLE, SENIOR_ROLE]}
        self.channels = {GENERAL: _text_channel(GENERAL, "general", 0), MOD_LOG: _text_channel(MOD_LOG, "mod-log", 1)}
        self.threads = {THREAD: {
            "id": THREAD, "type": 11, "guild_id": GUILD, "parent_id": GENERAL, "name": "a thread", "owner_id": MEMBER,
            "message_count": 0, "member_count": 1, "rate_limit_per_user": 0, "flags": 0,
            "thread_metadata": {"archived": False, "auto_archive_duration": 1440, "locked": False,
                                "archive_timestamp": datetime.now(UTC).isoformat()},
        }}
        self.messages: dict[str, dict[str, Any]] = {}
        self.requests: list[Recorded] = []
        self.gateway = FakeGateway(self._ready_events)
        self._faults: dict[tuple[str, str], deque[int]] = {}
        self._interactions: dict[str, str] = {}  # token -> interaction id
        self._ids = 0
        self._runner: web.AppRunner | None = None
        self.port = 0
        self._routes: list[tuple[str, re.Pattern[str], Callable[..., Any]]] = [
            ("GET", re.compile(r"/users/@me"), self._me),
            ("GET", re.compile(r"/oauth2/applications/@me"), self._application),
            ("GET", re.compile(r"/gateway(?:/bot)?"), self._gateway_info),
            ("PUT", re.compile(r"/applications/(\d+)/commands"), self._overwrite_commands),
            ("POST", re.compile(r"/channels/(\d+)/messages"), self._create_message),
            ("GET", re.compile(r"/channels/(\d+)/messages/(\d+)"), self._get_message),
            ("PATCH", re.compile(r"/channels/(\d+)/messages/(\d+)"), self._edit_message),
            ("DELETE", re.compile(r"/channels/(\d+)/messages/(\d+)"), self._delete_message),
            ("GET", re.compile(r"/guilds/(\d+)/members/(\d+)"), self._get_member),
            ("PATCH", re.compile(r"/guilds/(\d+)/members/(\d+)"), self._edit_member),
            ("DELETE", re.compile(r"/guilds/(\d+)/members/(\d+)"), self._kick),
            ("PUT", re.compile(r"/guilds/(\d+)/bans/(\d+)"), self._ban),
            ("POST", re.compile(r"/interactions/(\d+)/([\w.-]+)/callback"), self._interaction_callback),
            ("POST", re.compile(r"/webhooks/(\d+)/([\w.-]+)"), self._followup),
        ]

    # -- server --------------------------------------------------------------------

    async def start(self) -> None:
        app = web.Application()
        app.router.add_get("/", self.gateway.handler)
        app.router.add_route("*", "/api/v10/{tail:.*}", self._rest)
        self._runner = web.AppRunner(app)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]

    async def close(self) -> None:
        await self.gateway.close()
        if self._runner is not None:
            await self._runner.cleanup()

    @property
    def api_base(self) -> str:
        return f"http://127.0.0.1:{self.port}/api/v10"

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/"

    def next_id(self) -> str:
        self._ids += 1
        return snowflake(self._ids)

    def add_text_channel(self, name: str) -> str:
        """Another text channel in the guild; returns its id. Add it before the bot connects (GUILD_CREATE lists it)."""
        channel_id = self.next_id()
        self.channels[channel_id] = _text_channel(channel_id, name, len(self.channels))
        return channel_id

    # -- what the bot asked for ----------------------------------------------------

    def calls(self, method: str, path: str) -> list[Recorded]:
        """Requests with this method whose path is `path` (a regex, matched whole)."""
        pattern = re.compile(path)
        return [r for r in self.requests if r.method == method and pattern.fullmatch(r.path)]

    def posts(self, channel_id: str) -> list[Recorded]:
        """Messages the bot posted in a channel (rate-limited attempts left out)."""
        return [r for r in self.calls("POST", f"/channels/{channel_id}/messages") if r.status == 200]

    def edits(self, channel_id: str) -> list[Recorded]:
        """Edits the bot made to its messages in a channel (refused ones left out)."""
        return [r for r in self.calls("PATCH", rf"/channels/{channel_id}/messages/\d+") if r.status == 200]

    def fail_next(self, method: str, path: str, status: int, times: int = 1) -> None:
        self._faults.setdefault((method, path), deque()).extend([status] * times)

    def replies(self, interaction: Interaction) -> list[Recorded]:
        """The interaction's acknowledgement and the follow-up messages sent with its token."""
        return [r for r in self.requests
                if r.path in (f"/interactions/{interaction.id}/{interaction.token}/callback",
                              f"/webhooks/{APP}/{interaction.token}")]

    # -- users acting through the gateway -------------------------------------------

    def member(self, user_id: str) -> dict[str, Any]:
        return {"user": self.users[user_id], "roles": list(self.member_roles[user_id]), "nick": None,
                "avatar": None, "joined_at": "2024-01-01T00:00:00+00:00", "premium_since": None, "deaf": False,
                "mute": False, "pending": False, "flags": 0, "communication_disabled_until": None}

    def permissions(self, user_id: str) -> int:
        if user_id == OWNER:
            return (1 << 50) - 1
        value = 0
        for role_id in [EVERYONE_ROLE, *self.member_roles[user_id]]:
            value |= int(self.roles[role_id]["permissions"])
        return value

    def _message(self, channel_id: str, author_id: str, content: str, **extra: Any) -> dict[str, Any]:
        message_id = self.next_id()
        now = datetime.now(UTC).isoformat()
        data: dict[str, Any] = {
            "id": message_id, "channel_id": channel_id, "guild_id": GUILD, "author": self.users[author_id],
            "content": content, "timestamp": now, "edited_timestamp": None, "tts": False, "mention_everyone": False,
            "mentions": [], "mention_roles": [], "attachments": [], "embeds": [], "components": [], "pinned": False,
            "type": 0, "flags": 0,
        }
        if author_id in self.member_roles:
            member = self.member(author_id)
            del member["user"]
            data["member"] = member
        data.update(extra)
        self.messages[message_id] = data
        return data

    async def say(self, author_id: str, text: str, *, channel_id: str = GENERAL, reply_to: str | None = None,
                  seen: bool = True) -> str:
        """A user posts a message; returns its id. `seen=False`: posted before the bot connected."""
        extra: dict[str, Any] = {}
        if reply_to is not None:
            extra = {"type": 19, "message_reference": {"type": 0, "message_id": reply_to, "channel_id": channel_id,
                                                        "guild_id": GUILD}}
        data = self._message(channel_id, author_id, text, **extra)
        if seen:
            await self.gateway.dispatch("MESSAGE_CREATE", data)
        return str(data["id"])

    async def say_in_dm(self, author_id: str, text: str) -> str:
        """A user writes to the bot directly (no guild, no member)."""
        data = self._message("900000000000000061", author_id, text)
        del data["guild_id"], data["member"]
        await self.gateway.dispatch("MESSAGE_CREATE", data)
        return str(data["id"])

    async def say_as_webhook(self, text: str, *, channel_id: str = GENERAL) -> str:
        webhook_id = "900000000000000041"
        self.users[webhook_id] = _user(webhook_id, "announcements", bot=True)
        data = self._message(channel_id, webhook_id, text, webhook_id=webhook_id)
        await self.gateway.dispatch("MESSAGE_CREATE", data)
        return str(data["id"])

    async def edit(self, message_id: str, text: str) -> None:
        data = self.messages[message_id]
        data.update(content=text, edited_timestamp=datetime.now(UTC).isoformat())
        await self.gateway.dispatch("MESSAGE_UPDATE", data)

    async def unfurl(self, message_id: str) -> None:
        """Discord resolved a link preview: MESSAGE_UPDATE with new embeds, same text, never edited."""
        data = self.messages[message_id]
        data["embeds"] = [{"type": "link", "url": "https://example.com", "title": "Example"}]
        await self.gateway.dispatch("MESSAGE_UPDATE", data)

    def _interaction(self, kind: int, user_id: str, channel_id: str, data: dict[str, Any],
                     message: dict[str, Any] | None = None) -> tuple[Interaction, dict[str, Any]]:
        interaction = Interaction(self.next_id(), f"token-{self._ids}")
        self._interactions[interaction.token] = interaction.id
        member = self.member(user_id)
        member["permissions"] = str(self.permissions(user_id))
        payload = {"id": interaction.id, "application_id": APP, "type": kind, "data": data, "guild_id": GUILD,
                   "channel_id": channel_id, "channel": dict(self.channels[channel_id]), "member": member,
                   "token": interaction.token, "version": 1, "app_permissions": str(BOT_PERMS), "locale": "en-US",
                   "guild_locale": "en-US", "entitlements": [], "authorizing_integration_owners": {"0": GUILD},
                   "context": 0, "attachment_size_limit": 10_485_760}
        if message is not None:
            payload["message"] = message
        return interaction, payload

    async def click(self, user_id: str, custom_id: str, *, message_id: str | None = None,
                    shown: dict[str, Any] | None = None) -> Interaction:
        """A user presses a button (on the alert `message_id` in the mod-log channel).

        `shown`: the message as the user's client still showed it (an edit had not reached it yet).
        """
        message = shown or (self.messages.get(message_id) if message_id else None)
        channel_id = str(message["channel_id"]) if message else MOD_LOG
        interaction, payload = self._interaction(3, user_id, channel_id,
                                                 {"custom_id": custom_id, "component_type": 2}, message)
        await self.gateway.dispatch("INTERACTION_CREATE", payload)
        return interaction

    async def slash(self, user_id: str, subcommand: str, *, channel_id: str = GENERAL, **options: str) -> Interaction:
        """A user runs `/parry <subcommand> [options]`."""
        sub = {"name": subcommand, "type": 1,
               "options": [{"name": k, "type": 3, "value": v} for k, v in options.items()]}
        interaction, payload = self._interaction(2, user_id, channel_id,
                                                 {"id": "900000000000000051", "name": "parry", "type": 1,
                                                  "options": [sub]})
        await self.gateway.dispatch("INTERACTION_CREATE", payload)
        return interaction

    # -- gateway session -----------------------------------------------------------

    def _ready_events(self, session: Session) -> list[tuple[str, dict[str, Any]]]:
        ready: dict[str, Any] = {
            "v": 10, "user": self.users[BOT], "guilds": [{"id": GUILD, "unavailable": True}],
            "session_id": session.id, "resume_gateway_url": self.gateway_url,
            "application": {"id": APP, "flags": 0},
        }
        if session.shard is not None:
            ready["shard"] = session.shard
        members = [self.member(user_id) for user_id in self.member_roles]
        guild = {
            "id": GUILD, "name": "Test Guild", "owner_id": OWNER, "unavailable": False, "large": False,
            "member_count": len(members), "members": members, "roles": list(self.roles.values()),
            "channels": list(self.channels.values()), "threads": list(self.threads.values()), "emojis": [],
            "stickers": [], "features": [], "voice_states": [], "presences": [], "stage_instances": [],
            "guild_scheduled_events": [], "soundboard_sounds": [], "premium_tier": 0, "verification_level": 0,
            "explicit_content_filter": 0, "default_message_notifications": 0, "mfa_level": 0, "nsfw_level": 0,
            "system_channel_flags": 0, "preferred_locale": "en-US", "joined_at": "2024-01-01T00:00:00+00:00",
            "afk_timeout": 300, "icon": None, "banner": None, "splash": None, "discovery_splash": None,
            "description": None, "vanity_url_code": None, "premium_subscription_count": 0,
        }
        return [("READY", ready), ("GUILD_CREATE", guild)]

    # -- REST ----------------------------------------------------------------------

    @staticmethod
    def _json(body: Any, status: int = 200, headers: dict[str, str] | None = None) -> web.Response:
        # discord.py parses JSON only when Content-Type is exactly application/json (no charset).
        return web.Response(status=status, body=json.dumps(body).encode(),
                            headers={"Content-Type": "application/json", **(headers or {})})

    @staticmethod
    def _empty() -> web.Response:
        return web.Response(status=204)

    def _error(self, status: int, code: int, message: str) -> web.Response:
        return self._json({"message": message, "code": code}, status)

    def _fault(self, status: int) -> web.Response:
        if status == 429:
            return self._json(RATE_LIMITED, 429, {
                "Retry-After": "1", "X-RateLimit-Limit": "5", "X-RateLimit-Remaining": "0",
                "X-RateLimit-Reset-After": "0.05", "X-RateLimit-Bucket": "fake-bucket", "X-RateLimit-Scope": "user",
                "Via": "1.1 google",  # without it discord.py takes a 429 for a Cloudflare ban
            })
        if status == 502:
            return web.Response(status=502, text="<html>502 Bad Gateway</html>", content_type="text/html")
        return self._error(status, 0, "upstream connect error or disconnect/reset before headers")

    async def _rest(self, request: web.Request) -> web.StreamResponse:
        arrived = time.perf_counter()
        path = "/" + request.match_info["tail"]
        raw = await request.read()
        body = json.loads(raw) if raw and request.content_type == "application/json" else None
        faults = self._faults.get((request.method, path))
        if faults:
            response: web.StreamResponse = self._fault(faults.popleft())
        elif path.startswith("/interactions/") or path.startswith("/webhooks/"):
            response = await self._route(request.method, path, body)  # authorized by the token in the path
        elif request.headers.get("Authorization") != f"Bot {self.token}":
            response = self._error(401, 0, "401: Unauthorized")
        else:
            response = await self._route(request.method, path, body)
        self.requests.append(Recorded(request.method, path, dict(request.query), body, response.status, arrived))
        return response

    async def _route(self, method: str, path: str, body: Any) -> web.StreamResponse:
        for route_method, pattern, handler in self._routes:
            match = pattern.fullmatch(path)
            if match and route_method == method:
                response: web.StreamResponse = await handler(body, *match.groups())
                return response
        return self._error(404, 0, f"404: no fake route for {method} {path}")

    async def _me(self, body: Any) -> web.Response:
        return self._json(self.users[BOT])

    async def _application(self, body: Any) -> web.Response:
        return self._json({"id": APP, "name": "Parry", "description": "", "icon": None, "bot_public": False,
                           "bot_require_code_grant": False, "owner": self.users[OWNER], "verify_key": "0" * 64,
                           "flags": 0, "summary": "", "team": None, "interactions_endpoint_url": None})

    async def _gateway_info(self, body: Any) -> web.Response:
        return self._json({"url": self.gateway_url, "shards": 1, "session_start_limit": {
            "total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1}})

    async def _overwrite_commands(self, body: Any, app_id: str) -> web.Response:
        return self._json([{**command, "id": self.next_id(), "application_id": app_id, "version": "1",
                            "default_member_permissions": command.get("default_member_permissions")}
                           for command in body])

    async def _create_message(self, body: Any, channel_id: str) -> web.Response:
        if channel_id not in self.channels and channel_id not in self.threads:
            return self._error(404, 10003, "Unknown Channel")
        extra: dict[str, Any] = {k: body[k] for k in ("embeds", "components") if body.get(k)}
        reference = body.get("message_reference")
        if reference:
            extra.update(type=19, message_reference={**reference, "channel_id": channel_id, "guild_id": GUILD})
        data = self._message(channel_id, BOT, body.get("content") or "", **extra)
        await self.gateway.dispatch("MESSAGE_CREATE", data)  # Discord echoes the bot's own posts too
        return self._json(data)

    def _stored(self, channel_id: str, message_id: str) -> dict[str, Any] | None:
        data = self.messages.get(message_id)
        return data if data is not None and data["channel_id"] == channel_id else None

    async def _get_message(self, body: Any, channel_id: str, message_id: str) -> web.Response:
        data = self._stored(channel_id, message_id)
        return self._error(404, 10008, "Unknown Message") if data is None else self._json(data)

    async def _edit_message(self, body: Any, channel_id: str, message_id: str) -> web.Response:
        data = self._stored(channel_id, message_id)
        if data is None:
            return self._error(404, 10008, "Unknown Message")
        # Fields left out of the PATCH stay as they are (an edit without components keeps the buttons).
        data.update({k: body[k] for k in ("content", "embeds", "components") if k in body},
                    edited_timestamp=datetime.now(UTC).isoformat())
        await self.gateway.dispatch("MESSAGE_UPDATE", data)
        return self._json(data)

    async def _delete_message(self, body: Any, channel_id: str, message_id: str) -> web.Response:
        if self.messages.pop(message_id, None) is None:
            return self._error(404, 10008, "Unknown Message")
        return self._empty()

    async def _get_member(self, body: Any, guild_id: str, user_id: str) -> web.Response:
        if user_id not in self.member_roles:
            return self._error(404, 10007, "Unknown Member")
        return self._json(self.member(user_id))

    async def _edit_member(self, body: Any, guild_id: str, user_id: str) -> web.Response:
        return self._json({**self.member(user_id), **body})

    async def _kick(self, body: Any, guild_id: str, user_id: str) -> web.Response:
        return self._empty()

    async def _ban(self, body: Any, guild_id: str, user_id: str) -> web.Response:
        return self._empty()

    async def _interaction_callback(self, body: Any, interaction_id: str, token: str) -> web.Response:
        if self._interactions.get(token) != interaction_id:
            return self._error(404, 10062, "Unknown interaction")
        ephemeral = bool((body.get("data") or {}).get("flags", 0) & 64)
        return self._json({"interaction": {"id": interaction_id, "type": body["type"],
                                           "response_message_loading": body["type"] == 5,
                                           "response_message_ephemeral": ephemeral}})

    async def _followup(self, body: Any, app_id: str, token: str) -> web.Response:
        if token not in self._interactions:
            return self._error(404, 10015, "Unknown Webhook")
        data = self._message(GENERAL, BOT, body.get("content") or "", flags=body.get("flags", 0),
                             webhook_id=app_id)
        return self._json(data)


async def wait_until(condition: Callable[[], bool], *, within: float = 10.0, what: str = "condition") -> None:
    """Poll `condition` until it holds; fail naming `what` after `within` seconds."""
    deadline = asyncio.get_running_loop().time() + within
    while not condition():
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(f"timed out after {within}s waiting for {what}")
        await asyncio.sleep(0.01)


@asynccontextmanager
async def serving(monkeypatch: pytest.MonkeyPatch, token: str = TOKEN) -> AsyncIterator[FakeDiscord]:
    """A started fake with discord.py's REST base and default gateway pointed at it."""
    fake = FakeDiscord(token)
    await fake.start()
    monkeypatch.setattr(discord.http.Route, "BASE", fake.api_base)
    monkeypatch.setattr(discord.gateway.DiscordWebSocket, "DEFAULT_GATEWAY", yarl.URL(fake.gateway_url))
    try:
        yield fake
    finally:
        await fake.close()
