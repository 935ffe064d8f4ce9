"""The analyst and generator agents against the scripted fake LLM server: JSON in, fallbacks out."""

from __future__ import annotations

from collections.abc import AsyncIterator

import orjson
import pytest

from detectors.llm import LLMClient, LLMConfig
from detectors.llm.fake_server import FakeOpenAIServer, FakeReply, user_content
from responders.fire.analyst import analyse, keyword_query
from responders.fire.generator import generate, with_sources
from responders.fire.types import Analysis, Evidence, Exemplar, HateType, TypeScores

TEXT = "they all come here for the benefits, the numbers prove it"
NEIGHBOUR = Exemplar("e:1", "migrants only come for handouts", HateType.MISINFORMATION, "migrants", "a false claim",
                     "What makes you sure of that?")


def _scores(purity: float) -> TypeScores:
    scores = {t: 0.1 for t in HateType} | {HateType.MISINFORMATION: 0.8, HateType.STEREOTYPE: 0.7}
    return TypeScores(scores, purity, (NEIGHBOUR,))


@pytest.fixture
async def llm_for() -> AsyncIterator[list[FakeOpenAIServer]]:
    servers: list[FakeOpenAIServer] = []
    yield servers
    for server in servers:
        await server.aclose()


async def _client(servers: list[FakeOpenAIServer], *replies: str) -> tuple[LLMClient, FakeOpenAIServer]:
    server = FakeOpenAIServer([FakeReply(r) for r in replies])
    await server.start()
    servers.append(server)
    return LLMClient(LLMConfig(base_url=server.base_url, model="fake-model", max_retries=0, deadline_s=5)), server


def _json(**fields: object) -> str:
    return orjson.dumps(fields).decode()


async def test_without_an_llm_the_memory_reading_stands() -> None:
    analysis, call = await analyse(LLMClient(LLMConfig()), TEXT, (), _scores(1.0), purity_threshold=0.5,
                                   lexicon=None)
    assert call is None and analysis.source == "memory" and analysis.hate_type is HateType.MISINFORMATION
    assert analysis.target == "migrants"  # the neighbours' target when no lexicon names one
    assert analysis.query == keyword_query(TEXT) == "come here benefits numbers prove"


async def test_a_valid_answer_is_used_and_the_message_is_fenced(llm_for: list[FakeOpenAIServer]) -> None:
    llm, server = await _client(llm_for, _json(target="migrants", hate_type="misinformation",
                                               reasoning="a claim about benefits", query="migrants welfare use"))
    analysis, call = await analyse(llm, TEXT, ("earlier turn",), _scores(1.0), purity_threshold=0.5, lexicon=None)
    assert call is not None and call.outcome == "ok"
    assert (analysis.source, analysis.query, analysis.candidates) == ("llm", "migrants welfare use", ())
    asked = user_content(server.requests[0])
    assert "<<<MESSAGE id=" in asked and "<<<CONVERSATION id=" in asked and NEIGHBOUR.hate_speech in asked
    assert "either" not in asked  # purity was high: no choice forced
    await llm.aclose()


async def test_low_purity_forces_a_choice_between_the_top_two(llm_for: list[FakeOpenAIServer]) -> None:
    llm, server = await _client(
        llm_for,
        _json(target="migrants", hate_type="stereotype", reasoning="a trait, not a number", query=""),
        _json(target="migrants", hate_type="dehumanization", reasoning="off the list", query=""),
    )
    chosen, _ = await analyse(llm, TEXT, (), _scores(0.25), purity_threshold=0.5, lexicon=None)
    assert "either misinformation or stereotype" in user_content(server.requests[0])
    assert chosen.hate_type is HateType.STEREOTYPE and chosen.candidates == (HateType.MISINFORMATION,
                                                                             HateType.STEREOTYPE)
    outside, _ = await analyse(llm, TEXT, (), _scores(0.25), purity_threshold=0.5, lexicon=None)
    assert outside.source == "memory" and outside.hate_type is HateType.MISINFORMATION
    await llm.aclose()


async def test_unusable_json_falls_back_and_is_accounted(llm_for: list[FakeOpenAIServer]) -> None:
    llm, _ = await _client(llm_for, "not json at all", "still not json")
    analysis, call = await analyse(llm, TEXT, (), _scores(1.0), purity_threshold=0.5, lexicon=None)
    assert analysis.source == "memory" and call is not None and call.outcome == "invalid"
    await llm.aclose()


async def test_the_generator_sees_numbered_evidence_and_parry_adds_the_sources(
    llm_for: list[FakeOpenAIServer],
) -> None:
    evidence = (Evidence("d#1", "Benefits study", "https://example.org/benefits", "Migrants use welfare less.", 3.0),)
    llm, server = await _client(llm_for, _json(reply="Research finds the opposite [1].", citations=[1, 1, 7]))
    analysis = Analysis("migrants", HateType.MISINFORMATION, "a false claim", "migrants welfare", "llm")
    answer, call = await generate(llm, TEXT, analysis, (NEIGHBOUR,), evidence)
    assert answer is not None and call is not None
    asked = user_content(server.requests[0])
    assert "[1] Benefits study (https://example.org/benefits): Migrants use welfare less." in asked
    assert "correct the false claim" in asked
    assert with_sources(answer.reply, evidence, answer.citations) == (
        "Research finds the opposite [1].\nSources: [1] Benefits study: https://example.org/benefits"
    )
    await llm.aclose()
