"""Rolling windows: the last N messages and/or T seconds of each channel."""

from __future__ import annotations

from collections import OrderedDict, deque
from datetime import timedelta

from pydantic import BaseModel, ConfigDict, Field

from detectors.text.normalize import normalize
from detectors.types import ChatMessage, ConversationWindow, WindowMessage


class WindowConfig(BaseModel):
    """How much conversation each detector sees around the judged message."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    max_messages: int = Field(10, ge=1, le=200, description="Messages kept per channel, the judged one included.")
    max_age_s: float = Field(
        600.0, gt=0, description="Messages older than this (relative to the newest) drop out of the window."
    )
    max_channels: int = Field(
        50_000, ge=1, description="Channels kept in memory; the least recently active is evicted first."
    )


class WindowStore:
    """Keeps one bounded deque per channel and hands out immutable windows.

    Windows are snapshots: a detector holding one is unaffected by later messages.
    An edit replaces the earlier revision of the same message in place, so context
    shows what the channel reads now.
    """

    def __init__(self, config: WindowConfig) -> None:
        self._config = config
        self._max_age = timedelta(seconds=config.max_age_s)
        self._channels: OrderedDict[tuple[str, str, str], deque[WindowMessage]] = OrderedDict()

    def __len__(self) -> int:
        return len(self._channels)

    def push(self, message: ChatMessage) -> ConversationWindow:
        """Add `message` to its channel and return the window that ends with it."""
        entry = WindowMessage(message, normalize(message.text))
        key = message.channel_key
        entries = self._channels.get(key)
        if entries is None:
            entries = deque(maxlen=self._config.max_messages)
            self._channels[key] = entries
            if len(self._channels) > self._config.max_channels:
                self._channels.popitem(last=False)
        else:
            self._channels.move_to_end(key)
        if message.edited:
            self._drop_revision(entries, message.message_id)
        entries.append(entry)
        oldest = message.ts - self._max_age
        while entries[0].message.ts < oldest:
            entries.popleft()
        return ConversationWindow(tuple(entries))

    @staticmethod
    def _drop_revision(entries: deque[WindowMessage], message_id: str) -> None:
        for i, old in enumerate(entries):
            if old.message.message_id == message_id:
                del entries[i]
                return
