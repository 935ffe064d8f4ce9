"""Shared resources a detector may need beyond its own config section."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from detectors.llm.client import LLMClient
from detectors.llm.config import LLMConfig


@dataclass(frozen=True, slots=True)
class LabelledText:
    """A message a moderator labelled, from the audit trail."""

    id: str  # the audit event id
    text: str
    label: Literal["hate", "not_hate"]


@dataclass(frozen=True, slots=True)
class DetectorContext:
    """Built once per running Parry and handed to every detector's build function.

    Attributes:
        llm: the one LLM client (always present; `llm.available` is False when no LLM is configured).
        feedback: moderator-labelled messages, for detectors that learn from examples.
    """

    llm: LLMClient
    feedback: tuple[LabelledText, ...] = ()

    @classmethod
    def offline(cls) -> DetectorContext:
        """A context with no LLM: what tests and tools that never call one use."""
        return cls(llm=LLMClient(LLMConfig()))
