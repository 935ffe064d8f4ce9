"""The safety gate every counterspeech draft passes before anyone sees it.

A draft is rejected when Parry's own detectors score it as harmful, when it repeats the
offending words of the message it answers (quoting hate spreads it), or when it makes a
factual claim that no retrieved evidence backs. The checks are cheap and conservative: a
good reply lost to a false rejection costs less than a bad one posted under Parry's name.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Protocol, runtime_checkable

from bm25s.stopwords import STOPWORDS_EN

from detectors.base import Detector
from detectors.text.normalize import fold_word, normalize
from detectors.types import ChatMessage, ConversationWindow, WindowMessage
from responders.fire.exemplars import GROUP_WORDING
from responders.fire.types import Evidence, GateResult

QUOTE_WORDS = 4  # this many consecutive words of the hateful message repeated is a quote
_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)?", re.UNICODE)
_SENTENCE = re.compile(r"[^.!?\n]+[.!?]*")
_CITATION = re.compile(r"\[(\d{1,2})\]")
# Words that mark a sentence as asserting a checkable fact about the world.
_CLAIM_CUES = re.compile(
    r"\d|%|\b(?:percent|per cent|statistic\w*|stud(?:y|ies)|research\w*|survey\w*|data|census|"
    r"according to|evidence shows?|proven|scientists?|experts? (?:say|agree)|"
    r"more likely|less likely|rates?|majority|minority of|on average|report(?:s|ed)? (?:show|find|found))\b",
    re.IGNORECASE,
)
_SHORT = 3  # shorter words (articles, pronouns) are never offending on their own


@dataclass(frozen=True, slots=True)
class CheckOutcome:
    flagged: bool
    score: float
    detail: str = ""


class DraftCheck(Protocol):
    """A harm classifier the gate runs on drafts (BRACE, FAID's Shallow, the filter rules)."""

    name: str

    async def check(self, texts: Sequence[str]) -> list[CheckOutcome]: ...


class DetectorCheck:
    """Any Parry detector, shown the draft alone, as a message the bot posted."""

    def __init__(self, detector: Detector) -> None:
        self._detector = detector
        self.name = detector.name

    async def check(self, texts: Sequence[str]) -> list[CheckOutcome]:
        now = datetime.now(UTC)
        windows = [
            ConversationWindow((WindowMessage(
                ChatMessage("parry", "gate", "gate", "parry", f"draft-{i}", text, now, is_bot=True),
                normalize(text),
            ),))
            for i, text in enumerate(texts)
        ]
        results = await self._detector.detect(windows)
        return [
            # A detector that failed on the draft cannot vouch for it.
            CheckOutcome(r.flagged or r.error is not None, r.score, r.error or r.detail)
            for r in results
        ]


@runtime_checkable
class ShallowHate(Protocol):
    """FAID's detector: its Shallow classifier can score a text without the router or an LLM."""

    @property
    def shallow_min_score(self) -> float: ...

    async def shallow_hate(self, texts: Sequence[str]) -> list[float]: ...


class FaidShallowCheck:
    """FAID's Shallow classifier alone: the router and the LLM paths are for user speech."""

    name = "faid-shallow"

    def __init__(self, faid: ShallowHate) -> None:
        self._faid = faid
        self._min_score = faid.shallow_min_score

    async def check(self, texts: Sequence[str]) -> list[CheckOutcome]:
        return [CheckOutcome(p >= self._min_score, p, f"p(hate) {p:.2f}") for p in await self._faid.shallow_hate(texts)]


def words(text: str) -> list[str]:
    """Folded words (evasions undone, case and accents folded), in order."""
    return [fold_word(w) for w in _WORD.findall(text)]


def echoed_terms(draft: str, original: str, offending: Sequence[str], lexicon: frozenset[str],
                 topic: frozenset[str] = frozenset()) -> list[str]:
    """Offending words of `original` that `draft` repeats: its evidence spans' words (except
    `topic` words, which a reply needs to name what it answers) and lexicon words it used;
    plus any run of QUOTE_WORDS words quoted from it."""
    said = set(words(draft))
    flagged = {w for span in offending for w in words(span) if len(w) >= _SHORT and w not in topic}
    flagged |= {w for w in words(original) if w in lexicon}
    out = sorted(w for w in flagged if w in said)
    source, reply = words(original), words(draft)
    grams = {tuple(source[i:i + QUOTE_WORDS]) for i in range(len(source) - QUOTE_WORDS + 1)}
    for i in range(len(reply) - QUOTE_WORDS + 1):
        gram = tuple(reply[i:i + QUOTE_WORDS])
        if gram in grams:
            out.append("quotes “" + " ".join(gram) + "”")
            break
    return out


def unsupported_claims(draft: str, evidence: Sequence[Evidence]) -> list[str]:
    """Sentences that assert a fact without citing a retrieved passage as [n] (questions assert nothing)."""
    out = []
    for sentence in (s.strip() for s in _SENTENCE.findall(draft)):
        cited = [int(n) for n in _CITATION.findall(sentence)]
        plain = _CITATION.sub("", sentence)
        if any(not 1 <= n <= len(evidence) for n in cited):
            out.append(f"cites a source that was not retrieved: “{sentence}”")
        elif _CLAIM_CUES.search(plain) and not cited and not sentence.endswith("?"):
            out.append(f"factual claim without a cited source: “{sentence}”")
    return out


class SafetyGate:
    """Runs every check on a draft; one failing check rejects it.

    Args:
        checks: Harm classifiers; each one's flag rejects the draft.
        lexicon: Folded words never to repeat from a hateful message (admins' list).
    """

    def __init__(self, checks: Sequence[DraftCheck], lexicon: frozenset[str] = frozenset(),
                 vocabulary: Sequence[str] = ()) -> None:
        self._checks = tuple(checks)
        self._lexicon = frozenset(fold_word(w) for w in lexicon)
        # A detector's span covers a whole phrase ("they are all animals"): its function words, the
        # group names and the words of Parry's own vetted replies are not what made it offensive.
        self._plain = frozenset(w for text in (*vocabulary, *GROUP_WORDING.values()) for w in words(text)) | {
            fold_word(w) for w in STOPWORDS_EN}

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(c.name for c in self._checks)

    async def review(
        self, draft: str, *, original: str, offending: Sequence[str], evidence: Sequence[Evidence]
    ) -> GateResult:
        reasons: list[str] = []
        scores: dict[str, float] = {}
        if not draft.strip():
            return GateResult(False, ("empty draft",))
        for check in self._checks:
            (outcome,) = await check.check([draft])
            scores[check.name] = outcome.score
            if outcome.flagged:
                reasons.append(f"{check.name} flagged the draft ({outcome.detail or f'score {outcome.score:.2f}'})")
        # Words the curated evidence uses are the topic (vaccines, crime), not the insult; a
        # detector's span over a false claim covers both.
        topic = self._plain | {w for e in evidence for w in words(e.text)}
        echoed = echoed_terms(draft, original, offending, self._lexicon, topic)
        if echoed:
            reasons.append("repeats the original's offending words: " + ", ".join(echoed))
        reasons.extend(unsupported_claims(draft, evidence))
        return GateResult(not reasons, tuple(reasons), scores)
