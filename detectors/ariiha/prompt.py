"""The prompts ARIIHA sends: hate classification with demonstrations, and few-shot target prediction.

Every chat text (the message and each demonstration) goes in fenced as untrusted data.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from pydantic import BaseModel, field_validator

from detectors.ariiha.pool import Demonstration
from detectors.ariiha.targets import NO_TARGET, TARGETS, normalize_target
from detectors.llm import Prompt, fence

DEMO_MAX_CHARS = 600

CLASSIFY_SYSTEM = (
    "You help moderators decide whether a chat or social-media message is hate speech. Hate speech attacks, "
    "demeans or excludes people for a group identity (race, ethnicity, nationality, immigration status, "
    "religion, gender, sexual orientation, disability and the like), openly or implicitly: stereotypes, "
    "dog whistles, coded words, irony, grievance framing, calls to exclude or harm. Criticism of a policy, a "
    "government or an idea, quoting hate in order to reject it, and rudeness toward one person are not hate "
    "speech. Labelled examples may be given; use them as guidance, not as rules.\n"
    'Answer with a JSON object: {"label": "hate" or "not_hate", "target": the group attacked or "none", '
    '"rationale": one short sentence}.'
)

TARGET_SYSTEM = (
    "You name the group a chat or social-media message is about. Groups: "
    + ", ".join(TARGETS)
    + ', or "none" when it is about no group.\n'
    'Answer with a JSON object: {"target": one of the groups}.'
)


class HateAnswer(BaseModel):
    """The classifier's reply."""

    label: Literal["hate", "not_hate"]
    target: str
    rationale: str

    @field_validator("rationale")
    @classmethod
    def _bounded(cls, value: str) -> str:
        # Cut rather than reject, and not by schema: a maxLength becomes a huge grammar for llama.cpp.
        return value[:2000]

    @field_validator("label", mode="before")
    @classmethod
    def _label_spelling(cls, value: object) -> object:
        return value.strip().lower().replace("-", "_").replace(" ", "_") if isinstance(value, str) else value


class TargetAnswer(BaseModel):
    """The target predictor's reply, mapped onto the vocabulary."""

    target: str

    @field_validator("target")
    @classmethod
    def _known(cls, value: str) -> str:
        return normalize_target(value)


def classification_prompt(text: str, demos: Sequence[Demonstration], *, max_chars: int) -> Prompt:
    """The message, after the labelled demonstrations (most similar last, nearest the message)."""
    ordered = list(reversed(demos))
    blocks = [fence(d.text, max_chars=min(max_chars, DEMO_MAX_CHARS), name="EXAMPLE") for d in ordered]
    message = fence(text, max_chars=max_chars)
    parts = []
    if demos:
        parts.append("Labelled examples:")
        for block, demo in zip(blocks, ordered, strict=True):
            parts.append(f"{block.block}\nlabel: {demo.label}")
    parts.append(f"Message to judge:\n{message.block}\nAnswer with the JSON object for this message.")
    return Prompt(
        system=CLASSIFY_SYSTEM,
        user="\n\n".join(parts),
        fenced=(*blocks, message),
        untrusted=(text, *(d.text for d in demos)),
    )


def target_prompt(text: str, examples: Sequence[Demonstration], *, max_chars: int) -> Prompt:
    """Few-shot: examples with their targets, then the message."""
    blocks = [fence(d.text, max_chars=min(max_chars, DEMO_MAX_CHARS), name="EXAMPLE") for d in examples]
    message = fence(text, max_chars=max_chars)
    parts = [f"{b.block}\ntarget: {d.target or NO_TARGET}" for b, d in zip(blocks, examples, strict=True)]
    parts.append(f"Message:\n{message.block}\nAnswer with the JSON object for this message.")
    return Prompt(
        system=TARGET_SYSTEM,
        user="\n\n".join(parts),
        fenced=(*blocks, message),
        untrusted=(text, *(d.text for d in examples)),
    )
