"""The safety gate's rejections: a harmful draft, an echoed slur or quote, an unsupported claim."""

from __future__ import annotations

from collections.abc import Sequence

from responders.fire.exemplars import ReplyLibrary, fill
from responders.fire.gate import (
    CheckOutcome,
    FaidShallowCheck,
    SafetyGate,
    ShallowHate,
    echoed_terms,
    unsupported_claims,
)
from responders.fire.types import TARGETS, Evidence

HATE = "those vermin are invading, every one of them is a criminal"
EVIDENCE = (
    Evidence("d1", "Immigration and crime", "https://example.org/report", "Immigrants are not more likely...", 3.1),
)


class KeywordCheck:
    """A stand-in classifier: flags drafts containing one word."""

    name = "keyword"

    def __init__(self, word: str) -> None:
        self.word = word
        self.seen: list[str] = []

    async def check(self, texts: Sequence[str]) -> list[CheckOutcome]:
        self.seen.extend(texts)
        return [CheckOutcome(self.word in t, 0.9 if self.word in t else 0.1) for t in texts]


async def _review(draft: str, *, offending: Sequence[str] = ("vermin",), evidence: Sequence[Evidence] = (),
                  lexicon: frozenset[str] = frozenset()) -> tuple[bool, tuple[str, ...]]:
    gate = SafetyGate([KeywordCheck("idiot")], lexicon)
    result = await gate.review(draft, original=HATE, offending=offending, evidence=evidence)
    return result.passed, result.reasons


async def test_a_respectful_question_passes() -> None:
    passed, reasons = await _review("People who move here are neighbours like anyone else. What makes you say that?")
    assert passed, reasons


async def test_a_draft_a_detector_flags_is_rejected_and_scored() -> None:
    gate = SafetyGate([KeywordCheck("idiot")])
    result = await gate.review("Only an idiot would say that.", original=HATE, offending=(), evidence=())
    assert not result.passed and "keyword flagged the draft" in result.reasons[0]
    assert result.scores == {"keyword": 0.9}


async def test_repeating_an_offending_word_is_rejected_even_disguised() -> None:
    passed, reasons = await _review("Calling people v3rmin is not okay.")
    assert not passed and "vermin" in reasons[0]


async def test_a_lexicon_word_from_the_original_is_never_repeated() -> None:
    passed, reasons = await _review("Nobody is a criminal for moving.", offending=(), lexicon=frozenset({"Criminal"}))
    assert not passed and "criminal" in reasons[0]


def test_quoting_four_words_of_the_hate_is_an_echo() -> None:
    assert echoed_terms("You said every one of them is wrong.", HATE, (), frozenset()) == [
        "quotes “every one of them”"
    ]
    assert echoed_terms("Every one of us matters.", HATE, (), frozenset()) == []


async def test_an_uncited_factual_claim_is_rejected() -> None:
    passed, reasons = await _review("Studies show immigrants commit fewer crimes.")
    assert not passed and reasons == ("factual claim without a cited source: “Studies show immigrants commit fewer "
                                      "crimes.”",)


async def test_a_claim_citing_retrieved_evidence_passes_and_a_made_up_citation_does_not() -> None:
    assert (await _review("Research finds immigrants are not more likely to offend [1].", evidence=EVIDENCE))[0]
    passed, reasons = await _review("Research finds the opposite [2].", evidence=EVIDENCE)
    assert not passed and "not retrieved" in reasons[0]


def test_numbers_are_claims_but_questions_are_not() -> None:
    assert unsupported_claims("Over 90% of them work.", ()) != []
    assert unsupported_claims("Where does that number come from? Is there data on it?", ()) == []


async def test_an_empty_draft_is_rejected() -> None:
    passed, reasons = await _review("   ")
    assert not passed and reasons == ("empty draft",)


def test_no_shipped_template_reply_reads_as_an_uncited_claim() -> None:
    library = ReplyLibrary.load()
    flagged = [
        (t.id, target, problem)
        for t in library.templates
        for target in TARGETS
        for problem in unsupported_claims(fill(t, target=target, name="Sam"), ())
    ]
    assert flagged == []


async def test_topic_words_the_evidence_uses_may_be_named_but_insults_may_not() -> None:
    gate = SafetyGate([])
    claim = "immigrants are criminals, total vermin"
    spans = ("immigrants are criminals, total vermin",)
    cited = (Evidence("d1", "Crime", "https://example.org", "Immigrants are not more likely to be criminals.", 2.0),)
    ok = await gate.review("Immigrants are not more likely to be criminals [1].", original=claim, offending=spans,
                           evidence=cited)
    assert ok.passed, ok.reasons
    bad = await gate.review("Immigrants are not vermin [1].", original=claim, offending=spans, evidence=cited)
    assert not bad.passed and "vermin" in bad.reasons[0]


class FakeFaid:
    shallow_min_score = 0.5

    async def shallow_hate(self, texts: Sequence[str]) -> list[float]:
        return [0.9 if "scum" in t else 0.2 for t in texts]


async def test_faid_is_asked_through_its_shallow_classifier_only() -> None:
    faid = FakeFaid()
    assert isinstance(faid, ShallowHate)
    gate = SafetyGate([FaidShallowCheck(faid)])
    bad = await gate.review("You are scum for saying that.", original=HATE, offending=(), evidence=())
    good = await gate.review("Everyone deserves respect here.", original=HATE, offending=(), evidence=())
    assert not bad.passed and bad.reasons == ("faid-shallow flagged the draft (p(hate) 0.90)",)
    assert good.passed and good.scores == {"faid-shallow": 0.2}


async def test_a_spans_function_words_and_parrys_own_reply_words_are_not_offending() -> None:
    gate = SafetyGate([], vocabulary=("All of us deserve respect.",))
    spans = ("they are all animals who deserve nothing",)
    ok = await gate.review("They are people, and all of them deserve respect.", original=spans[0],
                           offending=spans, evidence=())
    assert ok.passed, ok.reasons
    bad = await gate.review("They are not animals.", original=spans[0], offending=spans, evidence=())
    assert not bad.passed and "animals" in bad.reasons[0]
