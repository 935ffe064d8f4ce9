"""The contract every detector implements."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from detectors.context import LabelledText
from detectors.types import CheckResult, ConversationWindow


@runtime_checkable
class Detector(Protocol):
    """Batched and async: windows in, one `CheckResult` per window out, same order.

    A detector must not raise for one bad window; it returns a result with `error` set
    so the rest of the batch (and the message) still gets a verdict.
    """

    name: str
    version: str

    async def detect(self, windows: Sequence[ConversationWindow]) -> list[CheckResult]: ...

    def explain(self, result: CheckResult) -> str:
        """A few human-readable lines on why `result` came out as it did."""
        ...

    async def aclose(self) -> None:
        """Release sessions, threads and files."""
        ...


@runtime_checkable
class Learner(Protocol):
    """A detector that takes moderators' labels while running (ARIIHA's demonstration pool)."""

    async def learn(self, examples: Sequence[LabelledText]) -> None:
        """Add labelled messages; verdicts after this reflect them (and a new version)."""
        ...
