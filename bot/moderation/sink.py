"""The runtime side of a platform adapter: messages in, moderator clicks and commands answered.

A click is stored as feedback (who, when, which button) and, for delete / timeout / ban,
carried out on the judged message through the adapter, with the platform's answer in the
audit trail. Commands read the audit trail; nothing here knows a platform.
"""

from __future__ import annotations

import logging
from datetime import UTC
from typing import Any

from bot.adapters.base import ActionRequest, AdminCommand, ModeratorClick, Reply
from bot.moderation import buttons
from bot.moderation.commands import CommandHandler
from bot.moderation.space_settings import SpaceSettings
from bot.policy.types import Action, ActionKind, Decision
from bot.runtime.builder import Runtime
from bot.runtime.feedback import labelled_feedback
from detectors.base import Learner
from detectors.types import ChatMessage, Verdict
from storage import FeedbackRecord

log = logging.getLogger(__name__)


class RuntimeSink:
    """What an adapter talks to, bound to one running `Runtime`."""

    def __init__(self, runtime: Runtime, settings: SpaceSettings) -> None:
        self._runtime = runtime
        self._commands = CommandHandler(runtime, settings)

    async def submit(self, message: ChatMessage) -> str:
        return await self._runtime.pipeline.submit(message)

    async def click(self, click: ModeratorClick) -> Reply:
        try:
            verb, event_id = buttons.parse(click.data)
        except buttons.BadPayload as exc:
            log.warning("ignored a button press from %s: %s", click.moderator_id, exc)
            return Reply("This button does not belong to Parry (or to an older version of it).", ok=False)
        if not click.is_admin:
            log.warning("refused %s on %s by %s: not a moderator of space %s", verb, event_id, click.moderator_id,
                        click.space_id)
            return Reply("Sorry, only this server's moderators can act on Parry's alerts.", ok=False)
        shown = await self._runtime.store.show(event_id)
        if not shown["messages"]:
            return Reply(f"Case {event_id} is not in Parry's audit trail (wrong database, or deleted).", ok=False)
        row = shown["messages"][0]
        if row["space_id"] != click.space_id:
            log.warning("refused %s on %s by %s: the case belongs to space %s, the click came from %s",
                        verb, event_id, click.moderator_id, row["space_id"], click.space_id)
            return Reply("This case belongs to another server.", ok=False)
        if verb is buttons.Verb.POST and self._runtime.counterspeech is None:
            return Reply("Counterspeech is off in this Parry ([counterspeech] enabled = false).", ok=False)
        at = click.at.astimezone(UTC)
        note = f"button {verb}" + (f" by {click.moderator_name}" if click.moderator_name else "")
        feedback = FeedbackRecord(event_id, click.moderator_id, buttons.FEEDBACK_LABEL[verb], note=note, at=at)
        await self._runtime.pipeline.record([feedback])
        await self._teach(event_id, shown, feedback.label)
        who = click.moderator_name or click.moderator_id
        when = at.strftime("%Y-%m-%d %H:%M UTC")
        if verb is buttons.Verb.POST:
            assert self._runtime.counterspeech is not None
            request = self._follow_up(event_id, row, ActionKind.COUNTERSPEECH, click)
            return await self._runtime.counterspeech.approve(event_id, click, self._runtime.pipeline, request,
                                                             self._runtime.store.show)
        kind = buttons.ACTION.get(verb)
        if kind is None:
            if verb is buttons.Verb.CONFIRM:
                return Reply("Thanks: recorded as confirmed.", status=f"confirmed by {who} · {when}")
            return Reply("Thanks: recorded as a false positive.",
                         status=f"dismissed as a false positive by {who} · {when}")
        request = self._follow_up(event_id, row, kind, click)
        outcome = await self._runtime.pipeline.execute(request, wait_commit=True)
        if outcome.ok:
            return Reply(f"Done: {kind} carried out and recorded.", status=f"{kind} by {who} · {when}")
        return Reply(f"Recorded, but the {kind} failed: {outcome.error}", ok=False,
                     status=f"confirmed by {who} · {when}; the {kind} failed")

    async def command(self, command: AdminCommand) -> Reply:
        return await self._commands.handle(command)

    async def _teach(self, event_id: str, shown: dict[str, Any], label: str) -> None:
        """Hand the label to detectors that learn while running (only texts kept in full)."""
        row = shown["messages"][0]
        if row["retention"] != "full" or not row["text"] or not shown["verdicts"]:
            return
        examples = labelled_feedback([(event_id, row["text"], label, bool(shown["verdicts"][0]["hate"]))])
        for detector in self._runtime.detectors:
            if isinstance(detector, Learner):
                try:
                    await detector.learn(examples)
                except Exception:  # the label is stored; a detector failing to take it must not lose the click
                    log.exception("detector %s could not learn from case %s", detector.name, event_id)

    def _follow_up(self, event_id: str, row: dict[str, Any], kind: ActionKind, click: ModeratorClick) -> ActionRequest:
        reason = f"moderator {click.moderator_name or click.moderator_id} pressed {kind}"
        action = Action(kind, reason)  # a timeout without a duration gets the adapter's configured default
        message = ChatMessage(
            platform=row["platform"],
            space_id=row["space_id"],
            channel_id=row["channel_id"],
            author_id=row["author_id"],
            message_id=row["message_id"],
            text=row["text"] or "",
            ts=row["ts"] if row["ts"].tzinfo else row["ts"].replace(tzinfo=UTC),
            author_roles=tuple(row["author_roles"] or ()),
            is_bot=row["is_bot"],
        )
        decision = Decision(actions=(action,), reasons=(reason,), shadow=False, extra={"by": click.moderator_id})
        return ActionRequest(event_id, action, message, Verdict(()), decision)

