"""Admin commands, the same on every platform: status, case lookup, and why a decision was made.

Every command is for the space's admins; anyone else gets a polite refusal, which is logged.
Replies are plain text that adapters show as they are (Discord: ephemeral, Telegram: a reply).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

from bot.adapters.base import AdminCommand, Reply

if TYPE_CHECKING:
    from bot.runtime.builder import Runtime

log = logging.getLogger(__name__)

_EVENT_ID = re.compile(r"^[0-9a-f]{32}$")
HELP = {
    "status": "what Parry runs here: detectors, models, shadow mode, queues",
    "case": "case <id>: what Parry recorded for one message",
    "why": "why <id>: the reasons and rule trace behind a decision",
}


class CommandHandler:
    def __init__(self, runtime: Runtime) -> None:
        self._runtime = runtime
        self._handlers: dict[str, Callable[[AdminCommand], Awaitable[Reply]]] = {
            "status": self._status,
            "case": self._case,
            "why": self._why,
        }

    async def handle(self, command: AdminCommand) -> Reply:
        if not command.is_admin:
            log.warning("refused /%s from %s in space %s: not an admin", command.name, command.user_id,
                        command.space_id)
            return Reply("Sorry, Parry's commands are for this server's admins.", ok=False)
        handler = self._handlers.get(command.name)
        if handler is None:
            known = "; ".join(f"{name}: {text}" for name, text in HELP.items())
            return Reply(f"Unknown command {command.name!r}. Commands: {known}.", ok=False)
        return await handler(command)

    async def _status(self, command: AdminCommand) -> Reply:
        runtime = self._runtime
        policy = runtime.pipeline.policy.effective(command.space_id, command.channel_id)
        detectors = ", ".join(f"{d.name} {d.version}" for d in runtime.detectors) or "none"
        depths = ", ".join(f"{k} {v}" for k, v in runtime.pipeline.depths().items())
        lines = [
            f"Parry here: shadow mode {'on (nothing is enforced)' if policy.shadow else 'off (actions enforced)'}",
            f"detectors: {detectors}",
            f"messages judged since start: {runtime.pipeline.stored}; queues: {depths}",
            f"policy config {runtime.pipeline.policy.config_version}",
        ]
        return Reply("\n".join(lines))

    async def _lookup(self, command: AdminCommand) -> tuple[dict[str, Any] | None, Reply | None]:
        if len(command.args) != 1 or not _EVENT_ID.match(command.args[0]):
            return None, Reply(f"Usage: {HELP[command.name]} (the 32-character id in the alert).", ok=False)
        shown = await self._runtime.store.show(command.args[0])
        if not shown["messages"] or shown["messages"][0]["space_id"] != command.space_id:
            return None, Reply(f"No case {command.args[0]} in this server.", ok=False)
        return shown, None

    async def _case(self, command: AdminCommand) -> Reply:
        shown, error = await self._lookup(command)
        if shown is None:
            return error  # type: ignore[return-value]
        m = shown["messages"][0]
        lines = [f"case {shown['event_id']}: message {m['message_id']} by {m['author_id']} in {m['channel_id']}"]
        for v in shown["verdicts"]:
            labels = ", ".join(v["labels"]) or "nothing"
            lines.append(f"verdict: {labels}, L{v['severity']}, route {v['route']}")
        for d in shown["decisions"]:
            acts = ", ".join(a["kind"] + ("" if a["enforced"] else " (not enforced)") for a in d["actions"])
            lines.append(f"decision: {acts or 'none'}; strikes {d['strikes']}")
        for a in shown["actions"]:
            state = "ok" if a["ok"] else f"failed: {a['error']}"
            lines.append(f"action {a['kind']}: {state}")
        for f in shown["feedback"]:
            lines.append(f"feedback: {f['label']} by {f['moderator_id']} at {f['at']:%Y-%m-%d %H:%M} UTC")
        return Reply("\n".join(lines))

    async def _why(self, command: AdminCommand) -> Reply:
        shown, error = await self._lookup(command)
        if shown is None:
            return error  # type: ignore[return-value]
        lines = [f"why {shown['event_id']}:"]
        for v in shown["verdicts"]:
            for check in v["checks"]:
                state = "flagged" if check["flagged"] else "passed"
                lines.append(f"- {check['name']} {check['version']} {state}: {check['detail'] or 'no detail'}")
                if check.get("cited"):
                    lines.append(f"  cited playbook bullets: {', '.join(check['cited'])}")
        for d in shown["decisions"]:
            lines.extend(f"- {reason}" for reason in d["reasons"])
            lines.append(f"(policy config {d['config_version']})")
        return Reply("\n".join(lines))
