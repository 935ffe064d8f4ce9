"""What the runtime needs from a platform: a way to carry out actions."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from bot.policy.types import Action
from detectors.types import ChatMessage


@dataclass(frozen=True, slots=True)
class ActionOutcome:
    """The platform's answer to one action, stored verbatim in the audit trail."""

    ok: bool
    result: dict[str, Any] = field(default_factory=dict)
    error: str | None = None


class Actions(Protocol):
    """Carries out enforced actions on the platform the message came from."""

    async def execute(self, action: Action, message: ChatMessage) -> ActionOutcome: ...
