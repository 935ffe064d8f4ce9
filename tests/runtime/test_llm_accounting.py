"""An LLM-backed detector in the running pipeline: calls audited in llm_calls and counted in /metrics."""

from __future__ import annotations

from typing import Any

from prometheus_client import generate_latest

from bot.config import ParryConfig
from bot.runtime.builder import Runtime
from bot.runtime.pipeline import Outcome
from detectors.ariiha.config import AriihaConfig
from detectors.llm import LLMConfig
from detectors.llm.fake_server import FakeOpenAIServer, FakeReply, user_content
from storage import AuditStore
from tests.factories import make_message


def _answer(body: dict[str, Any]) -> FakeReply:
    if '"target"' in body["messages"][0]["content"] and "Groups:" in body["messages"][0]["content"]:
        return FakeReply('{"target": "immigrants"}', prompt_tokens=40, completion_tokens=5)
    hateful = "send them all back" in user_content(body)
    label = "hate" if hateful else "not_hate"
    return FakeReply(
        f'{{"label": "{label}", "target": "immigrants", "rationale": "judged as a whole"}}',
        prompt_tokens=100,
        completion_tokens=12,
    )


def _with_ariiha(config: ParryConfig, base_url: str | None) -> ParryConfig:
    llm = LLMConfig(base_url=base_url, model="fake-model" if base_url else "", max_retries=0, deadline_s=5)
    detectors = config.detectors.model_copy(update={"ariiha": AriihaConfig(enabled=True, feedback=False)})
    return config.model_copy(update={"llm": llm, "detectors": detectors})


async def test_llm_calls_are_audited_and_counted(config: ParryConfig) -> None:
    outcomes: list[Outcome] = []
    async with FakeOpenAIServer(_answer) as server:
        runtime = await Runtime.build(_with_ariiha(config, server.base_url), on_outcome=outcomes.append)
        await runtime.pipeline.submit(make_message("they should send them all back where they came from"))
        await runtime.pipeline.submit(make_message("see you all at the meetup tonight"))
        await runtime.aclose()
    by_text = {o.message.text: o.verdict for o in outcomes}
    hateful = by_text["they should send them all back where they came from"]
    assert hateful.hate and hateful.llm_calls == 2  # target prediction + classification
    assert not by_text["see you all at the meetup tonight"].hate

    store = await AuditStore.open(config.storage)
    try:
        assert (await store.counts())["llm_calls"] == 4
        event = next(o.event_id for o in outcomes if o.verdict.hate)
        rows = (await store.show(event))["llm_calls"]
    finally:
        await store.aclose()
    assert {r["purpose"] for r in rows} == {"ariiha.target", "ariiha.classify"}
    assert all(r["model"] == "fake-model" and r["outcome"] == "ok" for r in rows)
    assert sum(r["prompt_tokens"] for r in rows) == 140

    metrics = generate_latest(runtime.metrics.registry).decode()
    assert 'parry_llm_calls_total{detector="ariiha",model="fake-model",outcome="ok"} 4.0' in metrics
    assert 'parry_llm_tokens_total{detector="ariiha",kind="prompt",model="fake-model"} 280.0' in metrics


async def test_without_an_llm_moderation_goes_on(config: ParryConfig) -> None:
    outcomes: list[Outcome] = []
    runtime = await Runtime.build(_with_ariiha(config, None), on_outcome=outcomes.append)
    await runtime.pipeline.submit(make_message("free nitro at discord-gift.ru/abc"))
    await runtime.aclose()
    (outcome,) = outcomes
    assert outcome.verdict.harmful  # the filters still decide
    ariiha = next(c for c in outcome.verdict.checks if c.name == "ariiha")
    assert ariiha.route == "ariiha:unavailable" and not ariiha.flagged and ariiha.error is None
    assert "no LLM configured" in ariiha.detail


async def test_llm_usage_sums_calls_by_caller_model_and_outcome(config: ParryConfig) -> None:
    async with FakeOpenAIServer(_answer) as server:
        runtime = await Runtime.build(_with_ariiha(config, server.base_url))
        for i in range(3):
            await runtime.pipeline.submit(make_message(f"send them all back {i}"))
        await runtime.aclose()
    store = await AuditStore.open(config.storage)
    try:
        (row,) = await store.llm_usage()
    finally:
        await store.aclose()
    assert (row["caller"], row["model"], row["outcome"]) == ("ariiha", "fake-model", "ok")
    assert (row["calls"], row["prompt_tokens"], row["completion_tokens"]) == (6, 420, 51)


async def test_moderator_feedback_joins_the_pool_only_when_asked(config: ParryConfig) -> None:
    from storage import FeedbackRecord
    from tests.runtime.test_feedback import message, verdict

    store = await AuditStore.open(config.storage)
    try:
        await store.append(
            [message("evt-1", "go back where you came from", 0), verdict("evt-1", True),
             FeedbackRecord("evt-1", "mod-1", "confirm")]
        )  # fmt: skip
    finally:
        await store.aclose()
    for wanted in (True, False):
        base = _with_ariiha(config, None)
        ariiha = AriihaConfig(enabled=True, feedback=wanted)
        runtime = await Runtime.build(
            base.model_copy(update={"detectors": base.detectors.model_copy(update={"ariiha": ariiha})})
        )
        detector = next(d for d in runtime.detectors if d.name == "ariiha")
        ids = {d.id for d in detector.engine.index.pool}  # type: ignore[attr-defined]
        await runtime.aclose()
        assert ("feedback:evt-1" in ids) is wanted
