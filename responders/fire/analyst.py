"""The Hate Speech Analyst (FIRE's HEAL): who a message targets, what kind of hate it is, why,
and what to search the evidence store for.

With an LLM the analyst reads the message, its conversation and the nearest exemplars from
the memory module; where the memory's neighbours disagree (purity under the threshold) it
must choose between the top two types and say why. Without an LLM, or when the LLM gives
no usable answer, the memory module's reading stands.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from pydantic import BaseModel, field_validator

from detectors.ariiha.targets import NO_TARGET, TargetLexicon
from detectors.llm import LLMCall, LLMClient, Prompt, fence
from responders.fire.types import TARGETS, Analysis, Exemplar, HateType, TypeScores

ANALYST_SYSTEM = (
    "You analyse hate speech in a chat so that a moderator's assistant can answer it. Hate types:\n"
    "- misinformation: a false factual claim about a group (numbers, crimes, benefits, health);\n"
    "- stereotype: a trait generalised to a whole group;\n"
    "- conspiracy: a group secretly controlling or plotting events;\n"
    "- dehumanization: the group framed as animals, vermin, disease or objects;\n"
    "- non_factual: contempt, insults or calls for exclusion without a factual claim.\n"
    f"Target groups: {', '.join(TARGETS)}.\n"
    'Answer with a JSON object: {"target": one target group, "hate_type": one hate type, "reasoning": one or '
    'two sentences on why, "query": a short neutral search query for facts that would answer the claim, '
    'or "" for non-factual hate}.'
)

# ARIIHA's lexicon targets onto FIRE's groups; the rest are "other".
_FROM_ARIIHA = {
    "black": "poc", "hispanic": "poc", "jewish": "jews", "muslim": "muslims", "arab": "muslims",
    "immigrants": "migrants", "asian": "asians", "lgbtq": "lgbt+", "women": "women", "disabled": "disabled",
}  # fmt: skip
_QUERY_WORD = re.compile(r"[^\W\d_]{3,}")
_STOP = frozenset(
    "the and that this they them their there are was were have has with for not but you your all from "
    "just like what who why how our out get got its it's will would should could been being".split()
)


class AnalystAnswer(BaseModel):
    target: str
    hate_type: HateType
    reasoning: str
    query: str = ""

    @field_validator("reasoning", "query")
    @classmethod
    def _bounded(cls, value: str) -> str:
        return " ".join(value.split())[:400]


def guess_target(text: str, neighbours: Sequence[Exemplar], lexicon: TargetLexicon | None) -> str:
    """The group a message names (lexicon), else the most common target of its neighbours."""
    named = lexicon.predict(text) if lexicon is not None else NO_TARGET
    if named != NO_TARGET:
        return _FROM_ARIIHA.get(named, "other")
    if neighbours:
        return Counter(e.target for e in neighbours).most_common(1)[0][0]
    return "other"


def keyword_query(text: str, limit: int = 8) -> str:
    """A search query from the message's own content words (the memory path has no LLM to write one)."""
    seen: dict[str, None] = {}
    for word in _QUERY_WORD.findall(text.lower()):
        if word not in _STOP:
            seen.setdefault(word)
    return " ".join(list(seen)[:limit])


def memory_analysis(text: str, memory: TypeScores, lexicon: TargetLexicon | None) -> Analysis:
    hate_type = memory.predicted
    target = guess_target(text, memory.neighbours, lexicon)
    reasoning = (f"nearest exemplars: {hate_type} ({memory.scores[hate_type]:.2f}, purity {memory.purity:.2f}); "
                 f"target {target}")
    return Analysis(target, hate_type, reasoning, keyword_query(text), "memory", memory.purity)


def _prompt(text: str, context: Sequence[str], memory: TypeScores, ambiguous: bool, max_chars: int) -> Prompt:
    message = fence(text, max_chars=max_chars)
    before = fence("\n".join(context[-5:]), max_chars=max_chars, name="CONVERSATION") if context else None
    examples = "\n".join(
        f"- ({e.hate_type}, {e.target}) {e.hate_speech} — {e.reasoning}" for e in memory.neighbours[:4]
    )
    parts = [f"Message to analyse:\n{message.block}"]
    if before is not None:
        parts.append(f"The conversation before it (oldest first):\n{before.block}")
    parts.append(f"Similar examples, with their analysis:\n{examples or '(none)'}")
    if ambiguous:
        first, second = memory.top(2)
        parts.append(f"The examples disagree. The hate type is either {first} or {second}: choose one of "
                     "these two and say in the reasoning why it fits better than the other.")
    fenced = (message,) if before is None else (message, before)
    return Prompt(ANALYST_SYSTEM, "\n\n".join(parts), fenced=fenced, untrusted=(text, *context))


async def analyse(
    llm: LLMClient,
    text: str,
    context: Sequence[str],
    memory: TypeScores,
    *,
    purity_threshold: float,
    lexicon: TargetLexicon | None,
) -> tuple[Analysis, LLMCall | None]:
    """The analyst's answer and its LLM call (None without an LLM); never raises."""
    fallback = memory_analysis(text, memory, lexicon)
    if not llm.available:
        return fallback, None
    ambiguous = memory.purity < purity_threshold
    prompt = _prompt(text, context, memory, ambiguous, llm.config.max_input_chars)
    result = await llm.structured(prompt, AnalystAnswer, purpose="fire.analyst")
    answer = result.value
    if answer is None:
        return fallback, result.call
    candidates = memory.top(2) if ambiguous else ()
    if candidates and answer.hate_type not in candidates:
        return fallback, result.call  # it was told to choose between the two
    target = answer.target.strip().lower()
    analysis = Analysis(
        target=target if target in TARGETS else fallback.target,
        hate_type=answer.hate_type,
        reasoning=answer.reasoning,
        query=answer.query or fallback.query,
        source="llm",
        purity=memory.purity,
        candidates=candidates,
    )
    return analysis, result.call
