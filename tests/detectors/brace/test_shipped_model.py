"""The shipped BRACE model (`models/brace/`) still scores above a floor on its fixed regression sample.

The sample is the held-out seed test split the shipped model was measured on
(`models/brace/regression_sample.jsonl`, written for Parry, no family of it in training).
The floors sit a little under the figures in `models/brace/README.md`, so a re-export that
drifts (a tokenizer mix-up, a broken quantization, a wrong output order) fails here while
int8 noise does not. Serving path only: ONNX Runtime, no torch.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from detectors.brace.config import BraceConfig
from detectors.brace.evaluation import evaluate_served
from detectors.brace.windows import load_windows

MODEL_DIR = Path(__file__).resolve().parents[3] / "models" / "brace"
SAMPLE = MODEL_DIR / "regression_sample.jsonl"
FLOORS = {"harm_macro_f1": 0.82, "severity_accuracy": 0.75, "binary_f1": 0.89}


@pytest.fixture(scope="module")
def report() -> dict[str, object]:
    config = BraceConfig(enabled=True, model_dir=str(MODEL_DIR), providers=("CPUExecutionProvider",))
    return evaluate_served(config, load_windows(SAMPLE), batch_size=64)


@pytest.mark.parametrize("metric", sorted(FLOORS))
def test_shipped_model_meets_its_floor(report: dict[str, float], metric: str) -> None:
    assert report[metric] >= FLOORS[metric], f"{metric} {report[metric]:.4f} < floor {FLOORS[metric]}"


async def test_shipped_config_runs_the_shipped_model_in_the_pipeline(tmp_path: Path) -> None:
    from bot.config import load_config
    from bot.runtime.builder import Runtime
    from bot.runtime.pipeline import Outcome
    from tests.factories import make_message

    base = load_config(MODEL_DIR.parents[1] / "config.toml")
    storage = base.storage.model_copy(
        update={"url": f"sqlite+aiosqlite:///{tmp_path / 'audit.sqlite3'}", "spill_dir": tmp_path / "spill"}
    )
    outcomes: list[Outcome] = []
    runtime = await Runtime.build(base.model_copy(update={"storage": storage}), on_outcome=outcomes.append)
    try:
        for text in ("gg that was close", "i know where you live. see you tonight", "🔥🔥🔥", "Привет всем"):
            await runtime.pipeline.submit(make_message(text))
    finally:
        await runtime.aclose()
    card = json.loads((MODEL_DIR / "model_card.json").read_text(encoding="utf-8"))
    assert len(outcomes) == 4
    for outcome in outcomes:
        assert [c.name for c in outcome.verdict.checks] == ["filters", "brace"]
        assert outcome.verdict.model_versions["brace"] == card["version"]
        assert not outcome.verdict.errors


def test_model_card_matches_the_shipped_file(report: dict[str, object]) -> None:
    card = json.loads((MODEL_DIR / "model_card.json").read_text(encoding="utf-8"))
    assert report["model_version"] == card["version"]
    assert report["n"] == card["metrics"]["test"]["n"]


async def test_one_window_per_call_makes_a_verdict_independent_of_its_neighbours() -> None:
    """int8 scales activations per call: batched, a window's scores move; one per call, they do not."""
    from detectors.brace.detector import BraceDetector
    from tests.factories import make_window

    sample = load_windows(SAMPLE)[:24]
    target = make_window(*(t.text for t in sample[0].turns))
    crowd = [target, *(make_window(*(t.text for t in w.turns)) for w in sample[1:])]
    base = BraceConfig(enabled=True, model_dir=str(MODEL_DIR), providers=("CPUExecutionProvider",))
    scores = {}
    for per_call in (1, 8):
        detector = BraceDetector(base.model_copy(update={"windows_per_call": per_call}))
        try:
            [alone] = await detector.detect([target])
            together = (await detector.detect(crowd))[0]
        finally:
            await detector.aclose()
        scores[per_call] = (alone.score, together.score)
    assert scores[1][0] == scores[1][1]
    assert scores[8][0] != scores[8][1]  # the effect the setting exists for, on this sample
