"""FIRE in the running pipeline: a hateful message in a replayed chat gets a posted, held or
dropped reply, with the shipped memory model, exemplars, templates and evidence pack, and
(for the LLM path) the scripted fake LLM server.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import orjson
import pytest

from bot.adapters.base import ModeratorClick
from bot.adapters.replay import SimulatedActions, replay
from bot.config import ParryConfig, load_config
from bot.moderation import buttons
from bot.moderation.alerts import alert_view
from bot.policy.config import Ladder, LadderStep
from bot.policy.types import ActionKind
from bot.runtime.builder import Runtime
from bot.runtime.pipeline import Outcome
from bot.runtime.platform import running
from detectors.filters.config import FilterRule
from detectors.llm.fake_server import FakeOpenAIServer, FakeReply
from detectors.types import ChatMessage, Severity
from tests.moderation.test_sink import RecordingPlatform
from tests.runtime.conftest import ROOT, with_db, without_brace

# Hate the default rules would not catch, flagged here by a test rule so the flow is
# deterministic; the reply is then written by FIRE as it ships.
DEHUMANIZING = "those people are vermin crawling into our towns"
MISINFORMATION = "vaccines cause autism and the jews hid the proof"
THREAT = "i know where you live"
HATE_RULE = FilterRule(name="test-hate", label="hate", severity=Severity.L2, words=("vermin", "vaccines cause autism"))


def _config(db_url: str, tmp_path: Path, *, shadow: bool = False, approval: str = "auto",
            llm_url: str | None = None) -> ParryConfig:
    config = without_brace(with_db(load_config(ROOT / "config.toml"), db_url, tmp_path))
    filters = config.detectors.filters.model_copy(update={"rules": (*config.detectors.filters.rules, HATE_RULE)})
    detectors = config.detectors.model_copy(update={"filters": filters})
    steps = (LadderStep(strikes=1, actions=(ActionKind.COUNTERSPEECH,)),)
    policy = config.policy.model_copy(update={"shadow": shadow, "ladder": Ladder(steps=steps), "severity_actions": {}})
    counterspeech = config.counterspeech.model_copy(update={"enabled": True, "approval": approval})
    update: dict[str, Any] = {"detectors": detectors, "policy": policy, "counterspeech": counterspeech}
    if llm_url is not None:
        update["llm"] = config.llm.model_copy(update={"base_url": llm_url, "model": "fake-model"})
    return config.model_copy(update=update)


def _log(tmp_path: Path, *texts: str, author: str = "u1") -> Path:
    path = tmp_path / "chat.jsonl"
    lines = [
        {"platform": "replay", "space_id": "s1", "channel_id": "c1", "author_id": author, "author_name": "sam",
         "message_id": f"m{n}", "text": text, "ts": f"2026-12-01T12:00:{n:02d}+00:00"}
        for n, text in enumerate(texts)
    ]
    path.write_bytes(b"\n".join(orjson.dumps(line) for line in lines) + b"\n")
    return path


async def _run(config: ParryConfig, log: Path) -> tuple[Runtime, list[Outcome]]:
    outcomes: list[Outcome] = []
    runtime = await Runtime.build(config, actions=SimulatedActions(), on_outcome=outcomes.append)
    async for item in replay(log):
        assert isinstance(item, ChatMessage)
        await runtime.pipeline.submit(item)
    await runtime.pipeline.join()
    return runtime, outcomes


@pytest.fixture
async def runtimes() -> AsyncIterator[list[Runtime]]:
    built: list[Runtime] = []
    yield built
    for runtime in built:
        await runtime.aclose()


async def _replies(runtime: Runtime, outcome: Outcome) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    shown = await runtime.store.show(outcome.event_id)
    return shown["counterspeech"], shown


async def test_dehumanizing_hate_gets_a_gated_template_reply_posted(
    db_url: str, tmp_path: Path, runtimes: list[Runtime]
) -> None:
    runtime, [outcome] = await _run(_config(db_url, tmp_path), _log(tmp_path, DEHUMANIZING))
    runtimes.append(runtime)
    [row], shown = await _replies(runtime, outcome)
    assert row["posted"] and row["strategy"].startswith("template:")
    gate = row["gate"]
    assert gate["outcome"] == "post" and gate["passed"] and gate["template"]
    assert gate["hate_type"] == "dehumanization" and gate["analysis"] == "memory"
    assert "filters" in gate["versions"]["gate"] and "vermin" not in row["text"].lower()
    [action] = [a for a in shown["actions"] if a["kind"] == "counterspeech"]
    assert action["ok"] and action["platform_result"]["simulated"]
    card = orjson.loads((ROOT / "models/fire-memory/model_card.json").read_bytes())
    assert runtime.counterspeech is not None
    assert runtime.counterspeech.purity_threshold == card["metrics"]["purity_threshold"]  # tuned on dev


async def test_factual_hate_without_an_llm_goes_to_the_moderators_as_a_draft(
    db_url: str, tmp_path: Path, runtimes: list[Runtime]
) -> None:
    runtime, [outcome] = await _run(_config(db_url, tmp_path), _log(tmp_path, MISINFORMATION))
    runtimes.append(runtime)
    [row], shown = await _replies(runtime, outcome)
    assert not row["posted"] and row["gate"]["outcome"] == "hold"
    assert row["gate"]["hate_type"] in {"misinformation", "conspiracy", "stereotype"}
    assert row["evidence"], "the evidence found is kept for the moderators"
    assert all(e["source"] for e in row["evidence"])
    assert [a["kind"] for a in shown["actions"] if a["kind"] != "log"] == ["alert"]


async def test_never_twice_to_one_user_and_only_for_hate(db_url: str, tmp_path: Path, runtimes: list[Runtime]) -> None:
    log = _log(tmp_path, DEHUMANIZING, "vermin, all of them", THREAT)
    runtime, outcomes = await _run(_config(db_url, tmp_path), log)
    runtimes.append(runtime)
    first, second, threat = [(await _replies(runtime, o))[0] for o in outcomes]
    assert sum(r["posted"] for r in (*first, *second)) == 1  # actions run concurrently: either one
    [dropped] = [r for r in (*first, *second) if not r["posted"]]
    assert dropped["gate"]["outcome"] == "drop" and "already answered this user" in dropped["gate"]["why"]
    [not_hate] = threat
    assert not_hate["gate"]["why"] == "counterspeech answers hate speech; this message was flagged as violence"


async def test_in_shadow_mode_the_draft_goes_to_the_moderators(db_url: str, tmp_path: Path,
                                                           runtimes: list[Runtime]) -> None:
    runtime, [outcome] = await _run(_config(db_url, tmp_path, shadow=True), _log(tmp_path, DEHUMANIZING))
    runtimes.append(runtime)
    [row], shown = await _replies(runtime, outcome)
    assert row["gate"]["outcome"] == "hold" and row["gate"]["why"] == "shadow mode: a moderator decides"
    assert not row["posted"] and row["text"]
    assert [a["kind"] for a in shown["actions"] if a["kind"] != "log"] == ["alert"]  # nothing posted by itself


async def test_the_llm_path_cites_retrieved_evidence_and_posts_it(
    db_url: str, tmp_path: Path, runtimes: list[Runtime]
) -> None:
    analysis = {"target": "jews", "hate_type": "misinformation", "reasoning": "a false health claim",
                "query": "MMR vaccine autism study"}
    reply = {"reply": "A study of over half a million children found no link between the MMR vaccine and "
                      "autism [1]. Blaming any group for it has no basis.", "citations": [1]}
    server = FakeOpenAIServer([FakeReply(orjson.dumps(analysis).decode()), FakeReply(orjson.dumps(reply).decode())])
    url = await server.start()
    try:
        runtime, [outcome] = await _run(_config(db_url, tmp_path, llm_url=url), _log(tmp_path, MISINFORMATION))
        runtimes.append(runtime)
        [row], shown = await _replies(runtime, outcome)
    finally:
        await server.aclose()
    assert row["posted"] and row["strategy"] == "llm:misinformation", row["gate"]
    assert row["gate"]["analysis"] == "llm" and row["gate"]["cited"] == [1]
    assert "\nSources: [1] " in row["text"] and row["evidence"][0]["source"] in row["text"]
    assert [c["purpose"] for c in shown["llm_calls"]] == ["fire.analyst", "fire.generator"]


async def test_an_llm_draft_the_gate_rejects_falls_back_to_a_template(
    db_url: str, tmp_path: Path, runtimes: list[Runtime]
) -> None:
    analysis = {"target": "other", "hate_type": "dehumanization", "reasoning": "vermin framing", "query": ""}
    bad = {"reply": "Studies show they commit less crime, you vermin-minded fool.", "citations": []}
    server = FakeOpenAIServer([FakeReply(orjson.dumps(analysis).decode()), FakeReply(orjson.dumps(bad).decode())])
    url = await server.start()
    try:
        runtime, [outcome] = await _run(_config(db_url, tmp_path, llm_url=url), _log(tmp_path, DEHUMANIZING))
        runtimes.append(runtime)
        [row], _ = await _replies(runtime, outcome)
    finally:
        await server.aclose()
    assert row["posted"] and row["strategy"].startswith("template:")
    [rejected] = row["gate"]["rejected"]
    assert "vermin" in rejected and "factual claim without a cited source" in rejected


async def test_approval_mode_holds_the_draft_and_one_click_posts_it(db_url: str, tmp_path: Path) -> None:
    platform = RecordingPlatform()
    async with running(_config(db_url, tmp_path, approval="moderators"), [platform]) as runtime:
        assert platform.sink is not None
        event_id = await platform.sink.submit(ChatMessage("recording", "g1", "c1", "u-author", "m1", DEHUMANIZING,
                                                          datetime.now(UTC), author_name="author"))
        await runtime.pipeline.join()
        [alert] = [r for r in platform.requests if r.action.kind is ActionKind.ALERT]
        assert alert.draft and [b.verb for b in alert_view(alert).buttons][-1] is buttons.Verb.POST
        click = ModeratorClick("recording", "g1", "mod-1", "Mod One", True,
                               buttons.payload(buttons.Verb.POST, event_id), datetime.now(UTC))
        reply = await platform.sink.click(click)
        assert reply.ok and reply.status is not None and reply.status.startswith("reply posted by Mod One")
        [posted] = [r for r in platform.requests if r.action.kind is ActionKind.COUNTERSPEECH]
        assert posted.reply == alert.draft and posted.message.message_id == "m1"
        again = await platform.sink.click(click)
        assert not again.ok and again.text == "This reply was posted already."
        rows = (await runtime.store.show(event_id))["counterspeech"]
    assert [(r["posted"], r["gate"]["outcome"]) for r in rows] == [(False, "hold"), (True, "post")]
    assert rows[1]["gate"]["approved_by"] == "mod-1"


async def test_a_restart_remembers_whom_parry_answered(db_url: str, tmp_path: Path) -> None:
    config = _config(db_url, tmp_path)
    first, [answered] = await _run(config, _log(tmp_path, DEHUMANIZING))
    await first.aclose()
    second, [again] = await _run(config, _log(tmp_path, "vermin, the lot of them"))
    try:
        [before] = (await _replies(second, answered))[0]
        [after] = (await _replies(second, again))[0]
    finally:
        await second.aclose()
    assert before["posted"] and not after["posted"] and "already answered this user" in after["gate"]["why"]


async def test_evidence_can_be_reranked_by_an_exported_encoder(db_url: str, tmp_path: Path,
                                                               runtimes: list[Runtime]) -> None:
    config = _config(db_url, tmp_path)
    evidence = config.counterspeech.evidence.model_copy(update={"rerank_model": "models/fire-memory"})
    config = config.model_copy(update={"counterspeech": config.counterspeech.model_copy(update={"evidence": evidence})})
    runtime, [outcome] = await _run(config, _log(tmp_path, MISINFORMATION))
    runtimes.append(runtime)
    [row], _ = await _replies(runtime, outcome)
    assert row["evidence"] and "autism" in row["evidence"][0]["text"].lower()
