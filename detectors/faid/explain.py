"""The Targeted strategy's LLM explanation of a comment's references.

The LLM says who or what the comment's time, place, person or event clues refer to, as
background a small model lacks; it must stay neutral. An explanation that judges the
comment (names it hateful, racist, offensive, fine, harmless...) would leak a verdict
into the features, so it is discarded and the comment is read without background.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from pydantic import BaseModel, Field, field_validator

from detectors.llm import LLMCall, LLMClient, Prompt, fence

EXPLAIN_SYSTEM = (
    "You explain the references in a chat or social-media comment for a reader who lacks background "
    "knowledge. Name the people, groups, places, dates, events, slogans, numbers or coded terms it refers "
    "to and say in one or two neutral sentences what they are. Do not judge the comment: never say whether "
    "it is hateful, offensive, acceptable or true, and do not guess the writer's intent.\n"
    'Answer with a JSON object: {"references": a list of the terms, "explanation": the neutral sentences, or '
    '"" when there is nothing to explain}.'
)

_VERDICT = re.compile(
    r"\b(hate|hateful|hatred|racis[mt]\w*|bigot\w*|offensive|slur\w*|derogatory|discriminat\w*|xenophob\w*|"
    r"homophob\w*|transphob\w*|antisemit\w*|islamophob\w*|misogyn\w*|not\s+hateful|harmless|acceptable|"
    r"inoffensive|toxic|insult\w*|demean\w*|dehumaniz\w*)\b",
    re.IGNORECASE,
)


NOTHING_TO_EXPLAIN = "nothing to explain"
"""The LLM answered and found no reference: the raw message is all there is to read."""


class ExplanationAnswer(BaseModel):
    references: list[str] = Field(default_factory=list)
    explanation: str = ""

    @field_validator("explanation")
    @classmethod
    def _bounded(cls, value: str) -> str:
        # Cut rather than reject, and not by schema: a maxLength becomes a huge grammar for llama.cpp.
        return value.strip()[:1000]


@dataclass(frozen=True, slots=True)
class Explanation:
    """The neutral explanation ("" when none, or when it was discarded) and why."""

    text: str
    references: tuple[str, ...]
    discarded: str | None  # the reason an answer was not used, None when it was (or none was asked)
    call: LLMCall | None


def verdict_words(text: str) -> list[str]:
    """Judging words in `text` (what makes an explanation non-neutral)."""
    return sorted({m.group(0).lower() for m in _VERDICT.finditer(text)})


async def explain(llm: LLMClient, comment: str) -> Explanation:
    """Ask the LLM for the comment's references; never raises (no LLM: an empty explanation)."""
    if not llm.available or not comment.strip():
        return Explanation("", (), None if not comment.strip() else "no LLM configured", None)
    message = fence(comment, max_chars=llm.config.max_input_chars)
    prompt = Prompt(
        EXPLAIN_SYSTEM,
        f"Comment:\n{message.block}\nAnswer with the JSON object for this comment.",
        fenced=(message,),
        untrusted=(comment,),
    )
    result = await llm.structured(prompt, ExplanationAnswer, purpose="faid.targeted.explain")
    if result.value is None:
        return Explanation("", (), f"no usable answer ({result.call.outcome})", result.call)
    judged = verdict_words(result.value.explanation)
    if judged:
        return Explanation("", (), f"not neutral ({', '.join(judged)})", result.call)
    refs = tuple(r.strip() for r in result.value.references if r.strip())
    if not result.value.explanation:
        return Explanation("", refs, NOTHING_TO_EXPLAIN, result.call)
    return Explanation(result.value.explanation, refs, None, result.call)
