"""What one LLM call returns, and the record it leaves for accounting."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Generic, TypeVar

T = TypeVar("T")


class LLMOutcome(StrEnum):
    """How a call ended. Anything but OK means the caller falls back to its own answer."""

    OK = "ok"
    UNAVAILABLE = "unavailable"  # not configured, unreachable, rate limited or too slow for the deadline
    INVALID = "invalid"  # the reply did not parse or validate, even after the repair retry
    REJECTED = "rejected"  # the reply parsed but echoed instructions or the attacker's own answer
    ERROR = "error"  # the server refused the request (bad request, auth): retrying will not help


@dataclass(frozen=True, slots=True)
class LLMCall:
    """One logical call (its retries and repair included), as audited and counted in /metrics."""

    purpose: str  # what it was for, e.g. "ariiha.classify"
    model: str
    outcome: LLMOutcome
    prompt_tokens: int = 0
    completion_tokens: int = 0
    latency_ms: float = 0.0
    attempts: int = 0  # HTTP requests sent
    error: str | None = None


@dataclass(frozen=True, slots=True)
class LLMResult(Generic[T]):
    """The validated value, or None with the reason in `call.outcome` and `call.error`."""

    value: T | None
    call: LLMCall
    raw: str = ""  # the last completion text, for debugging and evaluation logs

    @property
    def ok(self) -> bool:
        return self.call.outcome is LLMOutcome.OK and self.value is not None
