"""Factories for tests: chat messages and conversation windows with normalized text."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from itertools import count
from typing import Any

from detectors.text.normalize import normalize
from detectors.types import ChatMessage, ConversationWindow, WindowMessage

_BASE_TS = datetime(2025, 1, 1, tzinfo=UTC)
_ids = count(1)


def make_message(text: str, **fields: Any) -> ChatMessage:
    """A `ChatMessage` with `text`; every other field has a default `fields` can override.

    Message ids and timestamps increase from call to call, so messages made in order
    sort in order.
    """
    n = next(_ids)
    defaults: dict[str, Any] = {
        "platform": "cli",
        "space_id": "space-1",
        "channel_id": "channel-1",
        "author_id": "user-1",
        "message_id": f"m{n}",
        "ts": _BASE_TS + timedelta(seconds=n),
    }
    return ChatMessage(text=text, **(defaults | fields))


def make_window(*texts: str, **fields: Any) -> ConversationWindow:
    """A window of one message per text, oldest first; the last text is the target.

    `fields` apply to every message (see `make_message`).
    """
    messages = [make_message(text, **fields) for text in texts]
    return ConversationWindow(tuple(WindowMessage(m, normalize(m.text)) for m in messages))
