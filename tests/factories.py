"""Factories for tests: chat messages, conversation windows with normalized text, a tiny IHC file."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta
from itertools import count
from pathlib import Path
from typing import Any

from detectors.ariiha.datasets import IHC_FILE
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


def write_ihc(folder: Path, per_class: int = 60) -> Path:
    """An IHC stage-1 TSV: `per_class` distinct posts for each of the three classes."""
    rng = random.Random(0)
    filler = "town market river school bus rain garden music coffee bread train park book news game".split()
    rows = ["post\tclass"]

    def words(n: int) -> str:
        return " ".join(rng.sample(filler, n))

    for i in range(per_class):
        rows.append(f"{words(5)} post {i} about the neighbours\tnot_hate")
        # Implicit hate: "invaders" only in every other post, so the rule misses some.
        marker = "invaders" if i % 2 else "those people again"
        rows.append(f"{marker} {words(4)} implicit {i} near the border\timplicit_hate")
        rows.append(f'"they are vermin {words(3)} explicit {i}"\texplicit_hate')
    folder.mkdir(parents=True, exist_ok=True)
    (folder / IHC_FILE).write_text("\n".join(rows) + "\n", encoding="utf-8")
    return folder
