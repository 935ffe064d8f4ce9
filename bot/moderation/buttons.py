"""The buttons on an alert and the payload each carries back when pressed.

A payload is `parry:<verb>:<event_id>`: at most 48 ASCII bytes, inside Telegram's 64-byte
`callback_data` and Discord's 100-character `custom_id`, and self-describing so a click
needs no lookup table that a restart would lose.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum

from bot.policy.types import ActionKind

PREFIX = "parry"
_PAYLOAD = re.compile(rf"^{PREFIX}:([a-z]+):([0-9a-f]{{32}})$")


class Verb(StrEnum):
    CONFIRM = "confirm"  # the alert was right
    DISMISS = "dismiss"  # false positive
    DELETE = "delete"
    TIMEOUT = "timeout"
    BAN = "ban"
    POST = "post"  # post the held counterspeech draft shown on the alert


# What each button stores as feedback, and the action it asks for (if any).
FEEDBACK_LABEL = {
    Verb.CONFIRM: "confirm",
    Verb.DISMISS: "false_positive",
    Verb.DELETE: "confirm",
    Verb.TIMEOUT: "confirm",
    Verb.BAN: "confirm",
    Verb.POST: "confirm",
}
ACTION = {Verb.DELETE: ActionKind.DELETE, Verb.TIMEOUT: ActionKind.TIMEOUT, Verb.BAN: ActionKind.BAN}
BUTTON_TEXT = {
    Verb.CONFIRM: "Confirm",
    Verb.DISMISS: "Dismiss (false positive)",
    Verb.DELETE: "Delete",
    Verb.TIMEOUT: "Timeout",
    Verb.BAN: "Ban",
    Verb.POST: "Post reply",
}


@dataclass(frozen=True, slots=True)
class Button:
    verb: Verb
    text: str
    payload: str


class BadPayload(ValueError):
    """A button payload Parry did not make (or made by an older, incompatible version)."""


def payload(verb: Verb, event_id: str) -> str:
    out = f"{PREFIX}:{verb}:{event_id}"
    if not _PAYLOAD.match(out):
        raise ValueError(f"event id {event_id!r} is not a 32-digit hex id")
    return out


def parse(data: str) -> tuple[Verb, str]:
    """`(verb, event_id)` of a payload made by `payload`; raises BadPayload otherwise."""
    m = _PAYLOAD.match(data)
    if m is None:
        raise BadPayload(f"not a Parry button: {data[:80]!r}")
    try:
        verb = Verb(m.group(1))
    except ValueError:
        raise BadPayload(f"unknown button verb {m.group(1)!r}") from None
    return verb, m.group(2)


def alert_buttons(event_id: str, *, draft: bool = False) -> tuple[Button, ...]:
    """The alert's buttons; "post reply" only on an alert that carries a held draft."""
    return tuple(Button(v, BUTTON_TEXT[v], payload(v, event_id)) for v in Verb if draft or v is not Verb.POST)
