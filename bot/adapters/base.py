"""What the runtime and a platform adapter need from each other.

The runtime hands an adapter `ActionRequest`s to carry out (`Actions`); an adapter hands the
runtime chat messages, moderator clicks and admin commands through an `AdapterSink`.
Neither side knows the other's internals: adapters know platforms, the sink knows Parry.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Protocol

from bot.policy.types import Action, Decision
from detectors.types import ChatMessage, Verdict


class AdapterStartError(RuntimeError):
    """A platform refused to start (bad token, missing intent): the message says what to fix."""


@dataclass(frozen=True, slots=True)
class ActionOutcome:
    """The platform's answer to one action, stored verbatim in the audit trail."""

    ok: bool
    result: dict[str, Any] = field(default_factory=dict)
    error: str | None = None


@dataclass(frozen=True, slots=True)
class ActionRequest:
    """One enforced action on one message, with what led to it (alerts show all of it)."""

    event_id: str
    action: Action
    message: ChatMessage
    verdict: Verdict
    decision: Decision
    reply: str | None = None  # COUNTERSPEECH: the reply to post under the message
    draft: str | None = None  # ALERT: a held counterspeech draft the moderators may post
    context: tuple[ChatMessage, ...] = ()  # COUNTERSPEECH: the conversation before the message


class Actions(Protocol):
    """Carries out enforced actions on the platform the message came from."""

    async def execute(self, request: ActionRequest) -> ActionOutcome: ...


@dataclass(frozen=True, slots=True)
class ModeratorClick:
    """A moderator pressed a button on an alert (Discord component, Telegram inline keyboard)."""

    platform: str
    space_id: str  # where the judged message was posted
    moderator_id: str
    moderator_name: str | None
    is_admin: bool  # the platform says this user may moderate the space
    data: str  # the button's payload, see bot.moderation.buttons
    at: datetime


@dataclass(frozen=True, slots=True)
class AdminCommand:
    """A command typed by a user (Discord slash command, Telegram /command)."""

    platform: str
    space_id: str
    channel_id: str
    user_id: str
    user_name: str | None
    is_admin: bool
    name: str  # "status", "shadow", "thresholds", "exempt", "case", "why"
    args: tuple[str, ...]
    at: datetime


@dataclass(frozen=True, slots=True)
class Reply:
    """What the adapter shows the user who clicked or typed (ephemeral where the platform can)."""

    text: str
    ok: bool = True
    # After a click: the line the adapter adds to the alert it came from (who did what, when),
    # so every moderator sees the case was handled. None: the alert stays as it is.
    status: str | None = None


class AdapterSink(Protocol):
    """The runtime side an adapter talks to.

    `click` records the moderator's label and carries out what they asked for (delete,
    timeout, ban) through the adapter's own `execute`, so the adapter only shows the reply.
    """

    async def submit(self, message: ChatMessage) -> str: ...

    async def click(self, click: ModeratorClick) -> Reply: ...

    async def command(self, command: AdminCommand) -> Reply: ...


class PlatformAdapter(Actions, Protocol):
    """A connected platform.

    `start` connects and begins handing events to the sink; `stop` stops taking new events
    (the runtime then drains, still executing queued actions through the adapter);
    `aclose` disconnects. `failed` returns, with the reason, once the adapter can no longer
    receive events (a revoked token, a gateway that gave up), so the process can exit rather
    than run deaf. Only the CLI owns an event loop; adapters never call `run*`.
    """

    platform: str

    async def start(self, sink: AdapterSink) -> None: ...

    async def stop(self) -> None: ...

    async def aclose(self) -> None: ...

    async def failed(self) -> str: ...
