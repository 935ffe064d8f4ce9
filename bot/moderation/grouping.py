"""Alert grouping: alerts about one author in one space, close together, share one message.

The first alert is posted; each further one within `window_s` of the group's last alert
edits that message instead (the newest case quoted in full, the earlier ones listed), so a
burst from one user is one notification to the moderators, not ten. A moderator's click on
any case of the group closes it: the next alert about that author starts a new message.
Groups live in memory: after a restart the next alert simply starts a new one.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from bot.moderation.alerts import AlertView, EarlierCase

log = logging.getLogger(__name__)

EXCERPT_CHARS = 80

# post(view) -> (destination, platform message id); edit(destination, message id, view)
Post = Callable[[AlertView], Awaitable[tuple[str, str]]]
Edit = Callable[[str, str, AlertView], Awaitable[None]]


def excerpt(view: AlertView, limit: int = EXCERPT_CHARS) -> str:
    text = " ".join("".join(s.text for s in view.quote).split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


@dataclass(slots=True)
class _Group:
    destination: str
    message_id: str
    first_event_id: str
    last_at: float
    views: list[AlertView] = field(default_factory=list)  # oldest first


class AlertGroups:
    """Which alert message a new alert goes into, for one adapter.

    Args:
        window_s: Longest gap between two alerts of one group; 0 turns grouping off.
        max_listed: Earlier cases listed on the grouped alert (the count covers all of them).
        clock: Seconds, monotonic; injectable for tests.
    """

    def __init__(self, window_s: float, *, max_listed: int = 5,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self._window_s = window_s
        self._max_listed = max_listed
        self._clock = clock
        self._open: dict[tuple[str, str], _Group] = {}
        self._locks: dict[tuple[str, str], asyncio.Lock] = {}

    def __len__(self) -> int:
        return len(self._open)

    async def place(self, view: AlertView, post: Post, edit: Edit) -> dict[str, Any]:
        """Post `view` as a new alert or fold it into its author's open group; returns the audit result.

        An edit the platform refuses (the alert was deleted, say) starts a new group instead.
        A failed post raises, like any failed platform call.
        """
        key = (view.space_id, view.author_id)
        lock = self._locks.setdefault(key, asyncio.Lock())
        try:
            async with lock:  # two alerts about one author must not both start a group
                return await self._place(key, view, post, edit)
        finally:
            if not lock.locked() and key not in self._open:
                self._locks.pop(key, None)

    async def _place(self, key: tuple[str, str], view: AlertView, post: Post, edit: Edit) -> dict[str, Any]:
        now = self._clock()
        self._expire(now)
        group = self._open.get(key)
        if group is not None and self._window_s > 0:
            grouped = self.grouped(group, view)
            try:
                await edit(group.destination, group.message_id, grouped)
            except Exception as exc:
                log.warning("could not add case %s to the alert %s (%s); posting a new alert",
                            view.event_id, group.message_id, exc)
                del self._open[key]
            else:
                group.views.append(view)
                group.last_at = now
                return {"destination": group.destination, "platform_message_id": group.message_id,
                        "grouped_with": group.first_event_id, "group_size": len(group.views)}
        destination, message_id = await post(view)
        if self._window_s > 0:
            self._open[key] = _Group(destination, message_id, view.event_id, now, [view])
        return {"destination": destination, "platform_message_id": message_id}

    def grouped(self, group: _Group, view: AlertView) -> AlertView:
        earlier = tuple(
            EarlierCase(v.event_id, v.title, excerpt(v)) for v in group.views[-self._max_listed:]
        )
        return dataclasses.replace(view, earlier=earlier, group_size=len(group.views) + 1)

    def close(self, event_id: str) -> None:
        """A moderator handled a case: its group takes no more alerts."""
        for key, group in list(self._open.items()):
            if any(v.event_id == event_id for v in group.views):
                del self._open[key]

    def _expire(self, now: float) -> None:
        for key in [k for k, g in self._open.items() if now - g.last_at > self._window_s]:
            del self._open[key]
            lock = self._locks.get(key)
            if lock is not None and not lock.locked():
                del self._locks[key]
