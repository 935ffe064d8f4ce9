"""The Counterspeech Generator (FIRE's CARE), and its template stand-in for Parry without an LLM.

The LLM writes from the message, the analyst's reading, exemplar replies and numbered
evidence passages, with one strategy per hate type, and cites passages as [n]; Parry adds
the sources line itself (the gate reads the reply without it), so every citation in a
posted reply is well-formed and checkable.
Without an LLM a vetted template from the reply library is filled in instead.
"""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import BaseModel, field_validator

from detectors.llm import LLMCall, LLMClient, Prompt, fence
from responders.fire.exemplars import GROUP_WORDING, ReplyLibrary, fill
from responders.fire.types import Analysis, Evidence, Exemplar, HateType

MAX_REPLY_CHARS = 500  # chat length; the sources line comes on top
STRATEGIES = {
    HateType.MISINFORMATION: "correct the false claim calmly and cite the evidence that contradicts it",
    HateType.STEREOTYPE: "give counter-evidence and de-generalise: a trait of some people is not a trait of a group",
    HateType.CONSPIRACY: "point out that the claimed causal link has no evidence, and cite what is known instead",
    HateType.DEHUMANIZATION: "affirm the dignity and humanity of the people targeted, without lecturing",
    HateType.NON_FACTUAL: "answer with empathy and an open question that invites the writer to reconsider",
}
GENERATOR_SYSTEM = (
    "You write counterspeech: a short, calm reply in a chat to a message that attacks a group of people. "
    "Never insult or mock the writer, never repeat the hateful words, never use slurs, and do not preach. "
    "Two to four sentences. State a fact only when one of the numbered evidence passages supports it, and "
    "then cite it as [n]; with no evidence, make no factual claims at all (ask questions, point out the "
    "generalisation, appeal to fairness).\n"
    'Answer with a JSON object: {"reply": the reply text, "citations": the numbers of the passages it cites}.'
)


class GeneratorAnswer(BaseModel):
    reply: str
    citations: list[int] = []

    @field_validator("reply")
    @classmethod
    def _bounded(cls, value: str) -> str:
        return value.strip()[:MAX_REPLY_CHARS]


def with_sources(reply: str, evidence: Sequence[Evidence], cited: Sequence[int]) -> str:
    """`reply` and a sources line naming every cited passage (those out of range are the gate's to catch)."""
    used = [n for n in dict.fromkeys(cited) if 1 <= n <= len(evidence)]
    if not used:
        return reply
    sources = "; ".join(f"[{n}] {evidence[n - 1].title}: {evidence[n - 1].source}" for n in used)
    return f"{reply}\nSources: {sources}"


def template_reply(library: ReplyLibrary, analysis: Analysis, *, name: str | None, key: str) -> tuple[str, str]:
    """A filled reply template and its strategy, chosen deterministically from `key`."""
    template = library.choose(analysis.hate_type, analysis.target, key)
    return fill(template, target=analysis.target, name=name), f"template:{template.strategy}:{template.id}"


def _prompt(text: str, analysis: Analysis, exemplars: Sequence[Exemplar], evidence: Sequence[Evidence],
            max_chars: int) -> Prompt:
    message = fence(text, max_chars=max_chars)
    passages = "\n".join(f"[{n}] {e.title} ({e.source}): {e.text}" for n, e in enumerate(evidence, 1))
    styles = "\n".join(f"- {e.counterspeech}" for e in exemplars[:3])
    user = (
        f"Message:\n{message.block}\n\n"
        f"Analysis: targets {GROUP_WORDING.get(analysis.target, analysis.target)}; hate type "
        f"{analysis.hate_type}; {analysis.reasoning}\n"
        f"Strategy: {STRATEGIES[analysis.hate_type]}.\n\n"
        f"Evidence passages:\n{passages or '(none: make no factual claims)'}\n\n"
        f"Replies that worked for similar messages (style only):\n{styles or '(none)'}"
    )
    return Prompt(GENERATOR_SYSTEM, user, fenced=(message,), untrusted=(text,))


async def generate(
    llm: LLMClient, text: str, analysis: Analysis, exemplars: Sequence[Exemplar], evidence: Sequence[Evidence]
) -> tuple[GeneratorAnswer | None, LLMCall | None]:
    """The LLM's reply (without its sources line), or None when there is no usable answer; never raises."""
    if not llm.available:
        return None, None
    prompt = _prompt(text, analysis, exemplars, evidence, llm.config.max_input_chars)
    result = await llm.structured(prompt, GeneratorAnswer, purpose="fire.generator")
    if result.value is None or not result.value.reply:
        return None, result.call
    return result.value, result.call
