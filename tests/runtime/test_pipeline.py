"""The pipeline end to end on real storage: every accepted message gets a stored decision."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Sequence
from pathlib import Path

import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import create_async_engine

from bot.adapters.replay import SimulatedActions, replay
from bot.config import ParryConfig
from bot.runtime.builder import Runtime
from bot.runtime.pipeline import Outcome, PipelineClosed
from bot.runtime.session import run_session
from detectors.types import CheckResult, ConversationWindow
from tests.factories import make_message
from tests.runtime.conftest import DEMO_LOG


async def table_counts(url: str) -> dict[str, int]:
    engine = create_async_engine(url)
    try:
        async with engine.connect() as conn:
            return {
                t: (await conn.execute(text(f"SELECT count(*) FROM {t}"))).scalar_one()
                for t in ("messages", "verdicts", "decisions", "actions")
            }
    finally:
        await engine.dispose()


def demo_lines() -> int:
    return sum(1 for line in DEMO_LOG.read_text().splitlines() if line.strip())


async def test_demo_replay_stores_one_decision_per_message_and_verifies(config: ParryConfig) -> None:
    report = await run_session(config, replay(DEMO_LOG), actions=SimulatedActions(), keep_flagged=True)
    n = demo_lines()
    assert report.feed.accepted == n and not report.feed.rejected
    assert report.stored == n
    counts = await table_counts(config.storage.url)
    assert counts["messages"] == counts["verdicts"] == counts["decisions"] == n
    assert counts["actions"] == 0  # shadow mode: nothing enforced, nothing executed
    assert report.flagged >= 15
    mallory = [o for o in report.flagged_outcomes if o.message.author_id == "u-mallory"]
    assert max(o.decision.strikes for o in mallory) >= 3  # the escalating user climbs the ladder

    runtime_store = await _open_store(config)
    try:
        assert (await runtime_store.verify()).ok
    finally:
        await runtime_store.aclose()


async def _open_store(config: ParryConfig):
    from storage import AuditStore

    return await AuditStore.open(config.storage)


async def test_enforced_actions_are_executed_and_recorded(config: ParryConfig) -> None:
    policy = config.policy.model_copy(update={"shadow": False})
    config = config.model_copy(update={"policy": policy})
    report = await run_session(config, replay(DEMO_LOG), actions=SimulatedActions())
    counts = await table_counts(config.storage.url)
    assert report.stored == demo_lines()
    assert counts["actions"] > 0
    assert sum(v for k, v in report.actions.items() if "(shadow)" not in k and k != "log") > 0


async def test_bad_lines_are_skipped_and_the_rest_is_stored(config: ParryConfig, tmp_path: Path) -> None:
    good = DEMO_LOG.read_text().splitlines()[:20]
    first = json.loads(good[0])
    bad = ['{"oops": ', json.dumps({**first, "extra": 1}), json.dumps({**first, "text": "x" * 100_000})]
    log = tmp_path / "mixed.jsonl"
    log.write_bytes(("\n".join(good[:10] + bad + good[10:]) + "\n").encode() + b'{"text": "\xff"}\n')
    report = await run_session(config, replay(log))
    assert report.feed.accepted == report.stored == 20
    assert [e.line for e in report.feed.rejected] == [11, 12, 13, 24]


class SlowDetector:
    """Holds each batch long enough for a backlog to build up before shutdown."""

    name = "slow"
    version = "test"

    async def detect(self, windows: Sequence[ConversationWindow]) -> list[CheckResult]:
        await asyncio.sleep(0.02)
        return [CheckResult(name=self.name, version=self.version, flagged=False) for _ in windows]

    def explain(self, result: CheckResult) -> str:
        return ""

    async def aclose(self) -> None:
        pass


class BrokenDetector(SlowDetector):
    name = "broken"

    async def detect(self, windows: Sequence[ConversationWindow]) -> list[CheckResult]:
        raise RuntimeError("model file corrupt")


async def test_stop_drains_every_accepted_message(config: ParryConfig) -> None:
    outcomes: list[Outcome] = []
    runtime = await Runtime.build(config, on_outcome=outcomes.append)
    runtime.pipeline._detectors.append(SlowDetector())
    for i in range(500):
        await runtime.pipeline.submit(make_message(f"message {i}", message_id=f"s{i}"))
    assert runtime.pipeline.depths()["ingest"] > 0  # still queued when we stop
    await runtime.aclose()
    assert runtime.pipeline.stored == runtime.pipeline.accepted == 500
    assert len({o.event_id for o in outcomes}) == 500
    assert (await table_counts(config.storage.url))["decisions"] == 500
    with pytest.raises(PipelineClosed):
        await runtime.pipeline.submit(make_message("too late"))


async def test_a_failing_detector_is_recorded_and_moderation_goes_on(config: ParryConfig) -> None:
    outcomes: list[Outcome] = []
    runtime = await Runtime.build(config, on_outcome=outcomes.append)
    runtime.pipeline._detectors.append(BrokenDetector())
    await runtime.pipeline.submit(make_message("free nitro at discord-gift.ru/abc"))
    await runtime.aclose()
    (outcome,) = outcomes
    assert outcome.verdict.harmful  # the filters still ran
    assert outcome.verdict.errors == {"broken": "RuntimeError: model file corrupt"}


async def test_deadline_passed_stores_not_judged_decisions(config: ParryConfig) -> None:
    runtime_config = config.runtime.model_copy(update={"shutdown_deadline_s": 0.2})
    config = config.model_copy(update={"runtime": runtime_config})
    runtime = await Runtime.build(config)
    runtime.pipeline._detectors.append(SlowDetector())  # 20 ms per batch: far past 0.2 s
    for i in range(3000):
        await runtime.pipeline.submit(make_message(f"message {i}", message_id=f"d{i}"))
    await runtime.aclose()
    # Whatever the writer could not commit within the deadline was spilled (the storage
    # tests cover writing spills at the next start): stored plus spilled is everything,
    # exactly once. The spill's uncertain head batch may also have landed, so count events.
    from storage._spill import read_spill, spill_files

    engine = create_async_engine(config.storage.url)
    try:
        async with engine.connect() as conn:
            rows = (await conn.execute(text("SELECT event_id, reasons FROM decisions"))).all()
    finally:
        await engine.dispose()
    decisions = {event_id: str(reasons) for event_id, reasons in rows}
    for path in spill_files(config.storage.spill_dir):
        for row in read_spill(path).rows:
            if row.table == "decisions":
                decisions[row.values["event_id"]] = str(row.values["reasons"])
    assert len(decisions) == 3000
    not_judged = [r for r in decisions.values() if "not judged" in r]
    assert 0 < len(not_judged) < 3000


async def test_join_waits_for_every_accepted_message(config: ParryConfig) -> None:
    runtime = await Runtime.build(config)
    runtime.pipeline._detectors.append(SlowDetector())
    for i in range(300):
        await runtime.pipeline.submit(make_message(f"message {i}", message_id=f"j{i}"))
    await runtime.pipeline.join()
    assert runtime.pipeline.stored == 300
    await runtime.aclose()
