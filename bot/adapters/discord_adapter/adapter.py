"""Discord adapter: guild messages in, moderation actions, alerts and replies out (discord.py).

The client is started without `Client.run` (only the CLI owns the event loop): `login`,
then `connect` on a task of its own. Button clicks are routed by their `custom_id`
(`parry:<verb>:<event_id>`) in `on_interaction`, never by a View kept in memory, so an
alert's buttons keep working after a restart. Every REST call goes through an Outbox:
discord.py already waits out 429s itself, the Outbox retries what it gives up on.
Alerts about one author in quick succession share one message (bot.moderation.grouping).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from datetime import timedelta
from typing import Any

import aiohttp
import discord
from discord import app_commands

from bot.adapters.base import (
    ActionOutcome,
    ActionRequest,
    AdapterSink,
    AdapterStartError,
    AdminCommand,
    ModeratorClick,
    Reply,
)
from bot.adapters.discord_adapter import checks, render
from bot.adapters.discord_adapter.commands import Interaction, parry_group
from bot.adapters.discord_adapter.config import MAX_TIMEOUT_S, DiscordConfig
from bot.adapters.outbox import Outbox, backoff
from bot.moderation import buttons
from bot.moderation.alerts import AlertView, alert_view
from bot.moderation.grouping import AlertGroups
from bot.policy.types import ActionKind
from detectors.types import ChatMessage

log = logging.getLogger(__name__)

PLATFORM = "discord"
# Discord keeps at most 512 characters of an audit log reason.
AUDIT_REASON_CHARS = 512
NO_MENTIONS = discord.AllowedMentions.none()

MESSAGE_CONTENT_HELP = (
    "Discord closed the gateway connection (4014, disallowed intents): Parry needs the Message Content "
    "intent to read messages. Enable it in the Discord Developer Portal → your application → Bot → "
    "Privileged Gateway Intents → Message Content Intent, then start Parry again."
)


class DiscordStartError(AdapterStartError):
    """The adapter could not connect; the message says what the admin has to fix."""


class _Refused(Exception):
    """An action Discord would refuse, or that has nothing to act on; no API call was made."""


def retry_after(exc: BaseException, attempt: int) -> float | None:
    """Outbox retry policy: Discord outages and dropped connections, not refusals.

    discord.py sleeps through 429s (and retries 500/502/504 a few times) before raising, so
    what reaches here is a 5xx it gave up on, a rate limit longer than `max_ratelimit_timeout`,
    a network error, or a 4xx that no retry can fix (Forbidden, NotFound, bad request).
    """
    if isinstance(exc, discord.RateLimited):
        return exc.retry_after
    if isinstance(exc, discord.DiscordServerError):
        return backoff(attempt)
    if isinstance(exc, discord.HTTPException):
        return None
    if isinstance(exc, aiohttp.ClientError | OSError | TimeoutError):
        return backoff(attempt)
    return None


def http_error(exc: discord.HTTPException) -> str:
    return f"Discord answered {exc.status} {exc.response.reason} (code {exc.code}): {exc.text}"


def intents() -> discord.Intents:
    """Guild messages and their text (Message Content is privileged: enabled in the Developer Portal).

    No members intent: the members Parry acts on are fetched when needed.
    """
    wanted = discord.Intents.none()
    wanted.guilds = True
    wanted.guild_messages = True
    wanted.message_content = True
    return wanted


def build_discord_adapter(config: DiscordConfig, token: str, **client_options: Any) -> DiscordAdapter:
    """The adapter on a real discord.py client; `client_options` go to the client (e.g. `max_messages`)."""
    options: dict[str, Any] = {"guild_ready_timeout": config.guild_ready_timeout, **client_options}
    client: discord.Client
    if config.sharded:
        client = discord.AutoShardedClient(intents=intents(), shard_count=config.shard_count, **options)
    else:
        client = discord.Client(intents=intents(), **options)
    return DiscordAdapter(config, client, token)


class DiscordAdapter:
    """A `PlatformAdapter` for Discord guilds."""

    platform = PLATFORM

    def __init__(self, config: DiscordConfig, client: discord.Client, token: str) -> None:
        self._config = config
        self._client = client
        self._token = token
        self._sink: AdapterSink | None = None
        self._started = False
        self._accepting = False
        self._connection: asyncio.Task[None] | None = None
        self._failure = ""
        self._failed = asyncio.Event()
        self._groups = AlertGroups(config.alert_group_window_s)
        self._posts = Outbox(retry_after, min_interval_s=config.min_send_interval_s)
        self._calls = Outbox(retry_after)
        # Interaction replies must start within 3 seconds: never queued behind an action's retries.
        self._replies = Outbox(retry_after)
        self._actions: dict[ActionKind, Callable[[discord.Guild, ActionRequest], Awaitable[ActionOutcome]]] = {
            ActionKind.WARN: self._warn,
            ActionKind.DELETE: self._delete,
            ActionKind.TIMEOUT: self._timeout,
            ActionKind.KICK: self._kick,
            ActionKind.BAN: self._ban,
            ActionKind.ALERT: self._alert,
            ActionKind.COUNTERSPEECH: self._counterspeech,
        }
        self._tree = app_commands.CommandTree(client)
        self._tree.add_command(parry_group(self._command))
        client.event(self.on_message)
        client.event(self.on_raw_message_edit)
        client.event(self.on_interaction)

    @property
    def client(self) -> discord.Client:
        return self._client

    # -- lifecycle -----------------------------------------------------------------

    async def start(self, sink: AdapterSink) -> None:
        """Log in, register the slash commands, connect, and wait until the gateway is ready.

        Raises:
            DiscordStartError: the token was rejected, the Message Content intent is not
                enabled, or the gateway was not ready in time; the client is closed again.
        """
        self._sink = sink
        self._started = True
        try:
            try:
                await self._client.login(self._token)
            except discord.LoginFailure:
                raise DiscordStartError(
                    f"Discord rejected the bot token in ${self._config.token_env}: copy it again from the "
                    "Developer Portal → your application → Bot → Reset Token"
                ) from None
            if self._config.sync_commands:
                await self._sync_commands()
            self._accepting = True
            self._connection = asyncio.create_task(self._client.connect(reconnect=True), name="parry-discord")
            await self._until_ready(self._connection)
            self._connection.add_done_callback(self._connection_ended)
        except BaseException:
            await self.aclose()
            raise
        log.info("discord: connected as %s to %d guilds", self._client.user, len(self._client.guilds))

    async def _sync_commands(self) -> None:
        try:
            synced = await self._calls.call("commands", self._tree.sync)
        except discord.HTTPException as exc:  # commands from an earlier sync still work
            log.error("discord: could not register the /parry commands: %s", http_error(exc))
        else:
            log.info("discord: registered %d application commands", len(synced))

    async def _until_ready(self, connection: asyncio.Task[None]) -> None:
        ready = asyncio.ensure_future(self._client.wait_until_ready())
        try:
            await asyncio.wait({ready, connection}, timeout=self._config.ready_timeout_s,
                               return_when=asyncio.FIRST_COMPLETED)
        finally:
            ready.cancel()
            await asyncio.gather(ready, return_exceptions=True)
        if connection.done():
            exc = connection.exception()
            if isinstance(exc, discord.PrivilegedIntentsRequired):
                raise DiscordStartError(MESSAGE_CONTENT_HELP) from None
            raise DiscordStartError(f"the Discord gateway connection ended during start-up: {exc!r}") from exc
        if ready.cancelled():
            raise DiscordStartError(
                f"the Discord gateway was not ready within {self._config.ready_timeout_s:g}s "
                "(adapters.discord.ready_timeout_s); is discord.com reachable from this machine?"
            )

    def _connection_ended(self, task: asyncio.Task[None]) -> None:
        if task.cancelled():
            return
        exc = task.exception()
        if not self._accepting:  # stopped or closing: the end was asked for
            return
        self._failure = self._why_ended(exc)
        log.error("discord: %s; no more Discord messages are read", self._failure)
        self._failed.set()

    def _why_ended(self, exc: BaseException | None) -> str:
        # On a close code it cannot recover from (4004 among them) discord.py neither resumes nor identifies:
        # Client and AutoShardedClient both close and raise ConnectionClosed (4014: PrivilegedIntentsRequired).
        if isinstance(exc, discord.PrivilegedIntentsRequired):
            return MESSAGE_CONTENT_HELP
        if isinstance(exc, discord.ConnectionClosed) and exc.code == 4004:
            return ("Discord rejected the bot token (gateway closed 4004): the token was reset or the bot deleted; "
                    f"set ${self._config.token_env} to the new token")
        why = "it closed" if exc is None else f"{type(exc).__name__}: {exc}"
        return f"the Discord gateway connection ended: {why}".replace(self._token, "<token>")

    async def failed(self) -> str:
        """Returns why, once the gateway connection has ended while events were taken; never after a stop."""
        await self._failed.wait()
        return self._failure

    async def stop(self) -> None:
        self._accepting = False

    async def aclose(self) -> None:
        self._accepting = False
        task, self._connection = self._connection, None
        if task is not None:
            # Cancelled first: a shard still retrying its first connection would not notice the close.
            task.cancel()
            await asyncio.gather(task, return_exceptions=True)
        if self._started:  # an AutoShardedClient that never logged in fails to close
            await self._client.close()

    # -- events in -----------------------------------------------------------------

    def _judged(self, message: discord.Message) -> bool:
        """Guild messages with text, except the bot's own (its alerts and replies are not user speech)."""
        if not self._accepting or message.guild is None or not message.content:
            return False
        me = self._client.user
        return me is None or message.author.id != me.id

    async def on_message(self, message: discord.Message) -> None:
        if self._judged(message):
            await self._submit(message, edited=False)

    async def on_raw_message_edit(self, payload: discord.RawMessageUpdateEvent) -> None:
        message = payload.message
        before = payload.cached_message
        # Discord also sends MESSAGE_UPDATE when it unfurls a link: same text, nothing to judge.
        if before is not None:
            if before.content == message.content:
                return
        elif message.edited_at is None:
            return
        if self._judged(message):
            await self._submit(message, edited=True)

    async def _submit(self, message: discord.Message, *, edited: bool) -> None:
        assert self._sink is not None and message.guild is not None
        author = message.author
        # Webhook messages have a plain user as author, without roles.
        member_roles = author.roles if isinstance(author, discord.Member) else []
        roles = tuple(str(r.id) for r in member_roles if not r.is_default())
        reference = message.reference if message.type is discord.MessageType.reply else None
        reply_to = None if reference is None or reference.message_id is None else str(reference.message_id)
        await self._sink.submit(ChatMessage(
            platform=PLATFORM,
            space_id=str(message.guild.id),
            channel_id=str(message.channel.id),
            author_id=str(author.id),
            message_id=str(message.id),
            text=message.content,
            ts=(message.edited_at or discord.utils.utcnow()) if edited else message.created_at,
            author_roles=roles,
            author_name=author.name,
            reply_to=reply_to,
            is_bot=author.bot or message.webhook_id is not None,
            edited=edited,
        ))

    async def on_interaction(self, interaction: Interaction) -> None:
        """Alert buttons (slash commands reach `_command` through the command tree)."""
        if interaction.type is not discord.InteractionType.component or interaction.guild_id is None:
            return
        data: dict[str, object] = dict(interaction.data or {})
        custom_id = str(data.get("custom_id", ""))
        if not self._accepting or not custom_id.startswith(f"{buttons.PREFIX}:"):
            return
        sink = self._sink
        assert sink is not None
        permissions = interaction.permissions
        click = ModeratorClick(
            platform=PLATFORM,
            space_id=str(interaction.guild_id),
            moderator_id=str(interaction.user.id),
            moderator_name=interaction.user.name,
            is_admin=permissions.administrator or permissions.moderate_members or permissions.manage_messages,
            data=custom_id,
            at=interaction.created_at,
        )

        async def handle() -> Reply:
            reply = await sink.click(click)
            if reply.status is not None:  # handled (so the payload parsed): the next alert starts a new message
                self._groups.close(buttons.parse(custom_id)[1])
            return reply

        reply = await self._answer(interaction, handle)
        if reply.status is not None and interaction.message is not None:
            await self._mark_handled(interaction.message, reply.status)

    async def _mark_handled(self, alert: discord.Message, status: str) -> None:
        """Adds `status` to the alert for all moderators to see; edited without `view`: Discord keeps the buttons."""
        async def edit() -> None:
            # Read again: the alert may have been grouped with a newer case since the click.
            current = await alert.channel.fetch_message(alert.id)
            await current.edit(embed=render.handled(current.embeds[0], status), allowed_mentions=NO_MENTIONS)

        try:
            await self._posts.call(str(alert.channel.id), edit)
        except Exception as exc:  # the click is recorded and answered; only the alert's display is behind
            log.warning("discord: could not mark the alert %s as handled: %r", alert.id, exc)

    async def _command(self, interaction: Interaction, name: str, args: tuple[str, ...]) -> None:
        if not self._accepting or interaction.guild_id is None:
            return
        sink = self._sink
        assert sink is not None
        permissions = interaction.permissions
        command = AdminCommand(
            platform=PLATFORM,
            space_id=str(interaction.guild_id),
            channel_id=str(interaction.channel_id),
            user_id=str(interaction.user.id),
            user_name=interaction.user.name,
            is_admin=permissions.administrator or permissions.manage_guild,
            name=name,
            args=args,
            at=interaction.created_at,
        )
        await self._answer(interaction, lambda: sink.command(command))

    async def _answer(self, interaction: Interaction, produce: Callable[[], Awaitable[Reply]]) -> Reply:
        """Acknowledge at once (Discord waits 3 seconds), then show the sink's reply to the user alone."""
        bucket = str(interaction.channel_id)
        await self._replies.call(bucket, lambda: interaction.response.defer(ephemeral=True, thinking=True))
        try:
            reply = await produce()
        except Exception:
            log.exception("discord: handling interaction %s failed", interaction.id)
            reply = Reply("Parry could not handle this; the details are in its log.", ok=False)
        await self._replies.call(bucket, lambda: interaction.followup.send(
            render.reply_text(reply.text), ephemeral=True, allowed_mentions=NO_MENTIONS))
        return reply

    # -- actions out ---------------------------------------------------------------

    async def execute(self, request: ActionRequest) -> ActionOutcome:
        kind = request.action.kind
        if kind is ActionKind.LOG:
            return ActionOutcome(ok=True)
        if kind is ActionKind.COUNTERSPEECH and not request.reply:
            return ActionOutcome(ok=False, error="a counterspeech action without a reply to post")
        guild = self._client.get_guild(int(request.message.space_id))
        if guild is None:
            return ActionOutcome(ok=False, error=f"guild {request.message.space_id} is not available to the bot "
                                 "(not a member, or not connected)")
        try:
            return await self._actions[kind](guild, request)
        except _Refused as refused:
            log.warning("discord: %s on message %s refused: %s", kind, request.message.message_id, refused)
            return ActionOutcome(ok=False, error=str(refused))
        except discord.HTTPException as exc:
            return ActionOutcome(ok=False, result={"status": exc.status, "code": exc.code}, error=http_error(exc))

    def _channel(self, guild: discord.Guild, channel_id: str, needed: tuple[str, ...]) -> checks.MessageChannel:
        channel = guild.get_channel_or_thread(int(channel_id))
        if not isinstance(channel, checks.MessageChannel):
            raise _Refused(f"channel {channel_id} is not a text channel the bot can see in guild {guild.id}")
        refusal = checks.channel_refusal(channel, guild.me, needed)
        if refusal is not None:
            raise _Refused(refusal)
        return channel

    async def _member(self, guild: discord.Guild, user_id: str) -> discord.Member | None:
        try:
            return guild.get_member(int(user_id)) or await self._calls.call(
                str(guild.id), lambda: guild.fetch_member(int(user_id)))
        except discord.NotFound:
            return None

    async def _target(self, guild: discord.Guild, request: ActionRequest) -> discord.Member | None:
        member = await self._member(guild, request.message.author_id)
        refusal = checks.member_refusal(request.action.kind, guild, member)
        if refusal is not None:
            raise _Refused(refusal)
        return member

    @staticmethod
    def _reason(request: ActionRequest) -> str:
        return render.clip(f"Parry case {request.event_id}: {request.action.reason}", AUDIT_REASON_CHARS)

    async def _warn(self, guild: discord.Guild, request: ActionRequest) -> ActionOutcome:
        author = request.message.author_id
        mention = discord.AllowedMentions(users=[discord.Object(int(author))])
        return await self._post_under(guild, request, render.warning_text(author, request.action.reason), mention)

    async def _counterspeech(self, guild: discord.Guild, request: ActionRequest) -> ActionOutcome:
        """FIRE's reply under the message; the bot's own posts are never judged, so it is not read back."""
        assert request.reply is not None
        return await self._post_under(guild, request, render.counterspeech_text(request.reply), NO_MENTIONS,
                                      suppress_embeds=True)

    async def _post_under(self, guild: discord.Guild, request: ActionRequest, text: str,
                          mentions: discord.AllowedMentions, **options: Any) -> ActionOutcome:
        """Post `text` as a reply to the judged message, in its channel."""
        message = request.message
        channel = self._channel(guild, message.channel_id, ("send_messages", "read_message_history"))
        # The ladder may delete before it posts: then the post goes out without the reply link.
        reference = channel.get_partial_message(int(message.message_id)).to_reference(fail_if_not_exists=False)
        sent = await self._posts.call(str(channel.id), lambda: channel.send(
            text, reference=reference, allowed_mentions=mentions, **options))
        return ActionOutcome(ok=True, result={"destination": str(channel.id), "platform_message_id": str(sent.id)})

    async def _delete(self, guild: discord.Guild, request: ActionRequest) -> ActionOutcome:
        message = request.message
        channel = self._channel(guild, message.channel_id, ("manage_messages",))
        target = channel.get_partial_message(int(message.message_id))
        try:
            await self._calls.call(str(channel.id), target.delete)
        except discord.NotFound:  # deleted already (by its author or a moderator): the goal is met
            return ActionOutcome(ok=True, result={"message_id": message.message_id, "already_deleted": True})
        return ActionOutcome(ok=True, result={"message_id": message.message_id})

    async def _timeout(self, guild: discord.Guild, request: ActionRequest) -> ActionOutcome:
        member = await self._target(guild, request)
        assert member is not None
        seconds = min(request.action.duration_s or self._config.timeout_s, MAX_TIMEOUT_S)
        until = discord.utils.utcnow() + timedelta(seconds=seconds)
        await self._calls.call(str(guild.id), lambda: member.timeout(until, reason=self._reason(request)))
        return ActionOutcome(ok=True, result={"user_id": str(member.id), "until": until.isoformat(),
                                              "duration_s": seconds})

    async def _kick(self, guild: discord.Guild, request: ActionRequest) -> ActionOutcome:
        member = await self._target(guild, request)
        assert member is not None
        await self._calls.call(str(guild.id), lambda: member.kick(reason=self._reason(request)))
        return ActionOutcome(ok=True, result={"user_id": str(member.id)})

    async def _ban(self, guild: discord.Guild, request: ActionRequest) -> ActionOutcome:
        await self._target(guild, request)
        user = discord.Object(int(request.message.author_id))
        await self._calls.call(str(guild.id), lambda: guild.ban(
            user, reason=self._reason(request), delete_message_seconds=0))
        return ActionOutcome(ok=True, result={"user_id": request.message.author_id})

    async def _alert(self, guild: discord.Guild, request: ActionRequest) -> ActionOutcome:
        channel_id = self._config.mod_log_channels.get(str(guild.id))
        if channel_id is None:
            return ActionOutcome(ok=False, error=f"no mod-log channel configured for guild {guild.id} "
                                 "(adapters.discord.mod_log_channels)")
        channel = self._channel(guild, channel_id, ("send_messages", "embed_links"))

        async def post(view: AlertView) -> tuple[str, str]:
            embed, components = render.alert_embed(view), render.alert_buttons(view)
            sent = await self._posts.call(str(channel.id), lambda: channel.send(
                embed=embed, view=components, allowed_mentions=NO_MENTIONS))
            components.stop()  # clicks are routed by custom_id in on_interaction; discord.py need not keep it
            return str(channel.id), str(sent.id)

        async def edit(destination: str, message_id: str, view: AlertView) -> None:
            # A group never leaves its guild, so `destination` is this mod-log channel.
            embed, components = render.alert_embed(view), render.alert_buttons(view)
            target = channel.get_partial_message(int(message_id))
            await self._posts.call(destination, lambda: target.edit(
                embed=embed, view=components, allowed_mentions=NO_MENTIONS))
            components.stop()

        return ActionOutcome(ok=True, result=await self._groups.place(alert_view(request), post, edit))
