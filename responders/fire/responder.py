"""FIRE end to end for one message: memory → analyst → evidence → generator → safety gate.

Every stage degrades instead of failing: no LLM (or no usable answer) means the memory
module's analysis and a template reply; an LLM draft the gate rejects is replaced by a
template draft, which faces the same gate. What comes back is always a `Draft`, and
whether it may be posted is the caller's decision (`Draft.auto_postable`, the posting policy).
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from detectors.ariiha.targets import TargetLexicon
from detectors.llm import LLMCall, LLMClient
from responders.fire.analyst import analyse
from responders.fire.evidence import EvidenceStore, WebSearch, gather_evidence
from responders.fire.exemplars import ReplyLibrary
from responders.fire.gate import SafetyGate
from responders.fire.generator import generate, template_reply, with_sources
from responders.fire.memory import MemoryIndex
from responders.fire.types import FACTUAL_TYPES, Draft, Evidence


@dataclass(frozen=True, slots=True)
class FireRequest:
    """The message to answer, as FIRE needs it (no platform in sight)."""

    key: str  # the case id: the template choice follows it, so a replay picks the same reply
    text: str
    context: tuple[str, ...] = ()  # the conversation before it, oldest first
    offending: tuple[str, ...] = ()  # the detectors' evidence spans in `text`
    author_name: str | None = None


class FireResponder:
    """Writes a gated counterspeech draft for a hateful message; its parts are public so an
    evaluation can measure exactly what `Counterspeech.build` assembled."""

    def __init__(
        self,
        *,
        memory: MemoryIndex,
        library: ReplyLibrary,
        evidence: EvidenceStore,
        gate: SafetyGate,
        llm: LLMClient,
        purity_threshold: float,
        evidence_k: int = 3,
        lexicon: TargetLexicon | None = None,
        web: WebSearch | None = None,
    ) -> None:
        self.memory = memory
        self.library = library
        self.evidence = evidence
        self.gate = gate
        self.llm = llm
        self.purity_threshold = purity_threshold
        self.evidence_k = evidence_k
        self.lexicon = lexicon
        self.web = web

    async def respond(self, request: FireRequest) -> Draft:
        reading = await asyncio.to_thread(self.memory.classify, request.text)
        calls: list[LLMCall] = []
        analysis, call = await analyse(self.llm, request.text, request.context, reading,
                                       purity_threshold=self.purity_threshold, lexicon=self.lexicon)
        calls += [call] if call is not None else []
        found: tuple[Evidence, ...] = ()
        if analysis.hate_type in FACTUAL_TYPES and analysis.query:
            found = tuple(await gather_evidence(self.evidence, analysis.query, self.evidence_k, self.web))
        rejected: list[str] = []
        answer, call = await generate(self.llm, request.text, analysis, reading.neighbours, found)
        calls += [call] if call is not None else []
        if answer is not None:
            gate = await self.gate.review(answer.reply, original=request.text, offending=request.offending,
                                           evidence=found)
            if gate.passed:
                cited = tuple(n for n in dict.fromkeys(answer.citations) if 1 <= n <= len(found))
                return Draft(with_sources(answer.reply, found, cited), f"llm:{analysis.hate_type}", analysis,
                             found, cited, False, gate, (), tuple(calls))
            rejected.append("LLM draft: " + "; ".join(gate.reasons))
        elif self.llm.available:
            rejected.append("LLM draft: no usable answer")
        text, strategy = template_reply(self.library, analysis, name=request.author_name, key=request.key)
        gate = await self.gate.review(text, original=request.text, offending=request.offending, evidence=())
        return Draft(text, strategy, analysis, found, (), True, gate, tuple(rejected), tuple(calls))

