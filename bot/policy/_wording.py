"""How the policy words numbers and actions in the reasons moderators read."""

from __future__ import annotations

from collections.abc import Iterable

from bot.policy.types import Action, ActionKind

# What each action would have done, for "shadow mode: would have …".
_DONE = {
    ActionKind.LOG: "logged the decision",
    ActionKind.WARN: "warned the author",
    ActionKind.DELETE: "deleted the message",
    ActionKind.TIMEOUT: "timed the author out",
    ActionKind.KICK: "kicked the author",
    ActionKind.BAN: "banned the author",
    ActionKind.ALERT: "alerted moderators",
    ActionKind.COUNTERSPEECH: "posted a counterspeech reply",
}


def duration(seconds: int) -> str:
    """Write a duration the way a moderator would say it.

    Args:
        seconds: A positive number of seconds.

    Returns:
        The largest whole unit that divides it: "45s", "10m", "1h", "24h", "7d". Whole days
        under a week stay in hours because "24h" reads better than "1d" in ladder windows.
    """
    if seconds % 86400 == 0 and seconds >= 7 * 86400:
        return f"{seconds // 86400}d"
    if seconds % 3600 == 0:
        return f"{seconds // 3600}h"
    if seconds % 60 == 0:
        return f"{seconds // 60}m"
    return f"{seconds}s"


def ordinal(n: int) -> str:
    """Return "1st", "2nd", "3rd", "4th", "11th", "21st" and so on."""
    if 10 <= n % 100 <= 20:
        suffix = "th"
    else:
        suffix = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def kinds(actions: Iterable[ActionKind], timeout_s: int | None = None) -> str:
    """List action kinds for a reason, e.g. "delete, timeout 10m".

    Args:
        actions: The kinds, in the order they will run.
        timeout_s: Duration shown after "timeout", if any.

    Returns:
        A comma-separated list, or "nothing" when `actions` is empty.
    """
    words = [
        f"{kind} {duration(timeout_s)}" if kind is ActionKind.TIMEOUT and timeout_s else str(kind)
        for kind in actions
    ]
    return ", ".join(words) or "nothing"


def would_have(action: Action) -> str:
    """What `action` would have done had it been enforced, e.g. "timed the author out for 1h"."""
    done = _DONE[action.kind]
    if action.kind is ActionKind.TIMEOUT and action.duration_s:
        return f"{done} for {duration(action.duration_s)}"
    return done
