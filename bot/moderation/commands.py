"""Admin commands, the same on every platform.

status, case lookup and "why" read the audit trail; shadow, thresholds and exempt change
the space's policy through `SpaceSettings` (validated, versioned, applied at once).
Every command is for the space's admins; anyone else gets a polite refusal, which is logged.
Replies are plain text that adapters show as they are (Discord: ephemeral, Telegram: a reply).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

from bot.adapters.base import AdminCommand, Reply
from bot.moderation.space_settings import SettingsError, SpaceSettings, matches_chain
from detectors.taxonomy import HARM_TYPES

if TYPE_CHECKING:
    from bot.policy.resolve import EffectivePolicy
    from bot.runtime.builder import Runtime
    from storage.playbooks import PlaybookVersion

log = logging.getLogger(__name__)

_EVENT_ID = re.compile(r"^[0-9a-f]{32}$")
HELP = {
    "status": "what Parry runs here: detectors, models, shadow mode, queues",
    "case": "case <id>: what Parry recorded for one message",
    "why": "why <id>: the reasons and rule trace behind a decision",
    "shadow": "shadow on|off: record only, or enforce actions in this server",
    "thresholds": "thresholds [set min_score|min_severity VALUE [LABEL]]: show or change when a flag counts",
    "exempt": "exempt [add|remove user|role|channel ID]: show or change who is never actioned",
    "history": "history: the versions of this server's command-made settings",
}
_EXEMPT_KINDS = {"user": "users", "role": "roles", "channel": "channels"}


class CommandHandler:
    def __init__(self, runtime: Runtime, settings: SpaceSettings) -> None:
        self._runtime = runtime
        self._settings = settings
        self._handlers: dict[str, Callable[[AdminCommand], Awaitable[Reply]]] = {
            "status": self._status,
            "case": self._case,
            "why": self._why,
            "shadow": self._shadow,
            "thresholds": self._thresholds,
            "exempt": self._exempt,
            "history": self._history,
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
            f"policy config {runtime.pipeline.policy.config_version}; "
            f"this server's command-made settings v{self._settings.version(command.space_id)}",
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

    async def _change(self, command: AdminCommand, edit: Callable[[dict[str, Any]], dict[str, Any]]) -> Reply | None:
        """Store and apply one change; a Reply when it was refused, None when it applied."""
        text = " ".join((command.name, *command.args))
        try:
            saved = await self._settings.change(command.space_id, edit, by=command.user_id, command=text)
        except SettingsError as exc:
            return Reply(f"Not changed: {exc}", ok=False)
        log.info("space %s: %r by %s stored as v%d", command.space_id, text, command.user_id, saved.version)
        return None

    def _effective(self, command: AdminCommand) -> EffectivePolicy:
        return self._runtime.pipeline.policy.effective(command.space_id, command.channel_id)

    async def _shadow(self, command: AdminCommand) -> Reply:
        if command.args not in (("on",), ("off",)):
            return Reply(f"Usage: {HELP['shadow']}", ok=False)
        on = command.args[0] == "on"
        refused = await self._change(command, lambda o: o | {"shadow": on})
        if refused:
            return refused
        return Reply("Shadow mode on: Parry records what it would do and enforces nothing here." if on
                     else "Shadow mode off: Parry now enforces its actions in this server.")

    async def _thresholds(self, command: AdminCommand) -> Reply:
        args = command.args
        if args:
            if len(args) not in (3, 4) or args[0] != "set" or args[1] not in ("min_score", "min_severity"):
                return Reply(f"Usage: {HELP['thresholds']}", ok=False)
            key, raw = args[1], args[2]
            label = args[3] if len(args) == 4 else None
            if label is not None and label not in HARM_TYPES:
                return Reply(f"Unknown harm type {label!r}; known: {', '.join(HARM_TYPES)}.", ok=False)
            value: float | int
            try:
                value = float(raw) if key == "min_score" else int(raw.removeprefix("L"))
            except ValueError:
                return Reply(f"{key} must be a number, got {raw!r}.", ok=False)

            def edit(o: dict[str, Any]) -> dict[str, Any]:
                thresholds = dict(o.get("thresholds", {}))
                if label is None:
                    thresholds[key] = value
                else:
                    labels = dict(thresholds.get("labels", {}))
                    labels[label] = dict(labels.get(label, {})) | {key: value}
                    thresholds["labels"] = labels
                return o | {"thresholds": thresholds}

            refused = await self._change(command, edit)
            if refused:
                return refused
        policy = self._effective(command)
        t = policy.default_threshold
        lines = [f"Thresholds here: min_score {t.min_score:g}, min_severity L{int(t.min_severity)}"]
        lines += [f"- {label}: min_score {lt.min_score:g}, min_severity L{int(lt.min_severity)}"
                  for label, lt in sorted(policy.label_thresholds.items())]
        return Reply("\n".join(lines))

    async def _exempt(self, command: AdminCommand) -> Reply:
        args = command.args
        if args:
            if len(args) != 3 or args[0] not in ("add", "remove") or args[1] not in _EXEMPT_KINDS:
                return Reply(f"Usage: {HELP['exempt']}", ok=False)
            verb, field, target = args[0], _EXEMPT_KINDS[args[1]], args[2]
            current = getattr(self._effective(command), f"exempt_{field}")
            if (verb == "add") == (target in current):
                return Reply(f"{args[1]} {target} is {'already' if verb == 'add' else 'not'} exempt.", ok=False)
            updated = sorted(current | {target} if verb == "add" else current - {target})

            def edit(o: dict[str, Any]) -> dict[str, Any]:
                return o | {"exemptions": dict(o.get("exemptions", {})) | {field: updated}}

            refused = await self._change(command, edit)
            if refused:
                return refused
        policy = self._effective(command)
        lines = ["Never actioned here (logged only):"]
        for field in _EXEMPT_KINDS.values():
            ids = sorted(getattr(policy, f"exempt_{field}"))
            lines.append(f"- {field}: {', '.join(ids) if ids else 'none'}")
        return Reply("\n".join(lines))

    async def _history(self, command: AdminCommand) -> Reply:
        versions = await self._settings.history(command.space_id)
        if not versions:
            return Reply("No command-made settings in this server: config.toml applies as written.")
        chained = await self._settings.chained(command.space_id)

        def where(version: PlaybookVersion) -> str:
            recorded = chained.get(version.version)
            if recorded is None:
                return "not in the audit chain"
            if not matches_chain(version, recorded):
                return f"DIFFERS from audit seq {recorded['seq']}"
            return f"audit seq {recorded['seq']}"

        lines = [f"v{v.version} {v.created_at:%Y-%m-%d %H:%M} UTC by {v.note.get('changed_by', '?')} "
                 f"[{where(v)}]: {v.note.get('command', '')}" for v in versions[-10:]]
        return Reply("\n".join(lines))
