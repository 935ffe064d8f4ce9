"""Replay adapter: a JSONL chat log in, `ChatMessage`s out, bad lines reported and skipped.

One object per line:
`{"ts", "space_id", "channel_id", "author_id", "message_id", "text"}` are required;
`author_name`, `author_roles`, `reply_to`, `is_bot`, `edited`, `platform` are optional.
"""

from __future__ import annotations

import asyncio
import sys
import unicodedata
from collections.abc import AsyncIterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import IO

import orjson
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from bot.adapters.base import ActionOutcome, ActionRequest
from detectors.types import ChatMessage

# Discord allows 4,000 characters with Nitro and Telegram 4,096; anything far longer is not a chat message.
DEFAULT_MAX_TEXT_CHARS = 8_000
_ALLOWED_CONTROLS = {"\t", "\n", "\r"}


class ReplayLine(BaseModel):
    """The schema of one line of a replay file."""

    model_config = ConfigDict(extra="forbid", str_strip_whitespace=False)

    ts: datetime
    space_id: str = Field(min_length=1, max_length=128)
    channel_id: str = Field(min_length=1, max_length=128)
    author_id: str = Field(min_length=1, max_length=128)
    message_id: str = Field(min_length=1, max_length=128)
    text: str
    author_name: str | None = Field(None, max_length=256)
    author_roles: list[str] = Field(default_factory=list)
    reply_to: str | None = None
    is_bot: bool = False
    edited: bool = False
    platform: str = "replay"

    @field_validator("ts")
    @classmethod
    def _aware(cls, ts: datetime) -> datetime:
        return ts.replace(tzinfo=UTC) if ts.tzinfo is None else ts.astimezone(UTC)

    @field_validator("text")
    @classmethod
    def _no_controls(cls, text: str) -> str:
        for i, ch in enumerate(text):
            if ch not in _ALLOWED_CONTROLS and unicodedata.category(ch) == "Cc":
                raise ValueError(f"control character U+{ord(ch):04X} at offset {i}")
        return text


@dataclass(frozen=True, slots=True)
class ReplayError:
    """A line that was skipped, and why."""

    path: str
    line: int
    error: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.error}"


def _describe(exc: ValidationError) -> str:
    parts = []
    for err in exc.errors(include_url=False):
        where = ".".join(str(p) for p in err["loc"]) or "line"
        if err["type"] == "extra_forbidden":
            parts.append(f"unknown field {where!r}")
        else:
            parts.append(f"{where}: {err['msg']}")
    return "; ".join(parts)


def parse_line(raw: bytes, *, path: str, line: int, max_text_chars: int) -> ChatMessage | ReplayError:
    """Parse one line; never raises for bad input."""
    try:
        obj = orjson.loads(raw)  # also rejects invalid UTF-8
    except orjson.JSONDecodeError as exc:
        what = "invalid UTF-8" if "utf-8" in str(exc).lower() else "malformed JSON"
        return ReplayError(path, line, f"{what}: {exc}")
    if not isinstance(obj, dict):
        return ReplayError(path, line, f"expected a JSON object, got {type(obj).__name__}")
    text = obj.get("text")
    if isinstance(text, str) and len(text) > max_text_chars:
        return ReplayError(path, line, f"text is {len(text):,} characters; the limit is {max_text_chars:,}")
    try:
        rec = ReplayLine.model_validate(obj)
    except ValidationError as exc:
        return ReplayError(path, line, _describe(exc))
    return ChatMessage(
        platform=rec.platform,
        space_id=rec.space_id,
        channel_id=rec.channel_id,
        author_id=rec.author_id,
        message_id=rec.message_id,
        text=rec.text,
        ts=rec.ts,
        author_roles=tuple(rec.author_roles),
        author_name=rec.author_name,
        reply_to=rec.reply_to,
        is_bot=rec.is_bot,
        edited=rec.edited,
    )


def _read_chunk(stream: IO[bytes], size: int) -> list[bytes]:
    chunk = []
    for _ in range(size):
        line = stream.readline()
        if not line:
            break
        chunk.append(line)
    return chunk


async def replay(
    path: Path | str,
    *,
    honor_timestamps: bool = False,
    speed: float = 1.0,
    max_text_chars: int = DEFAULT_MAX_TEXT_CHARS,
) -> AsyncIterator[ChatMessage | ReplayError]:
    """Yield the log's messages (and errors), optionally paced by their timestamps.

    With `honor_timestamps`, the gap between two messages is slept (divided by `speed`);
    otherwise messages come as fast as the consumer takes them. Lines are read in a
    thread, a chunk at a time, so a slow pipe (stdin) never blocks the event loop.
    """
    label = "<stdin>" if str(path) == "-" else str(path)
    stream = sys.stdin.buffer if str(path) == "-" else await asyncio.to_thread(open, path, "rb")
    loop = asyncio.get_running_loop()
    try:
        first_ts: datetime | None = None
        started = loop.time()
        number = 0
        while chunk := await asyncio.to_thread(_read_chunk, stream, 256):
            for raw in chunk:
                number += 1
                if not raw.strip():
                    continue
                item = parse_line(raw, path=label, line=number, max_text_chars=max_text_chars)
                if honor_timestamps and isinstance(item, ChatMessage):
                    first_ts = first_ts or item.ts
                    delay = started + (item.ts - first_ts).total_seconds() / speed - loop.time()
                    if delay > 0:
                        await asyncio.sleep(delay)
                yield item
    finally:
        if stream is not sys.stdin.buffer:
            stream.close()


class SimulatedActions:
    """Actions for a replayed chat: nothing to act on, so each action is recorded as simulated."""

    async def execute(self, request: ActionRequest) -> ActionOutcome:
        return ActionOutcome(ok=True, result={"simulated": True, "kind": str(request.action.kind)})
