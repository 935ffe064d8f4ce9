"""A moderator's click teaches ARIIHA at once: the labelled message joins its demonstration pool."""

from __future__ import annotations

from pathlib import Path

from bot.moderation import buttons
from bot.runtime.platform import running
from detectors.ariiha.config import AriihaConfig
from detectors.ariiha.detector import AriihaDetector
from detectors.llm import LLMConfig
from detectors.llm.fake_server import FakeOpenAIServer
from tests.moderation.test_sink import RecordingPlatform, _click, _config, _judge
from tests.runtime.test_llm_accounting import _answer

HATEFUL = "they should send them all back where they came from"


async def test_a_dismissed_hate_verdict_joins_the_pool_as_not_hate(db_url: str, tmp_path: Path) -> None:
    base = _config(db_url, tmp_path, shadow=False)
    async with FakeOpenAIServer(_answer) as server:
        llm = LLMConfig(base_url=server.base_url, model="fake-model", max_retries=0, deadline_s=5)
        detectors = base.detectors.model_copy(update={"ariiha": AriihaConfig(enabled=True, feedback=True)})
        config = base.model_copy(update={"llm": llm, "detectors": detectors})
        platform = RecordingPlatform()
        async with running(config, [platform]) as runtime:
            [ariiha] = [d for d in runtime.detectors if isinstance(d, AriihaDetector)]
            event_id = await _judge(runtime, platform, HATEFUL)
            assert (await runtime.store.show(event_id))["verdicts"][0]["hate"]
            before = ariiha.version
            assert platform.sink is not None
            await platform.sink.click(_click(buttons.Verb.DISMISS, event_id))
            learned = {d.id: (d.text, d.label) for d in ariiha.engine.index.pool if d.id.startswith("feedback:")}
            assert learned == {f"feedback:{event_id}": (HATEFUL, "not_hate")}
            assert ariiha.version != before  # later verdicts name the new pool
