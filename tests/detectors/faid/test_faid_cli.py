"""`parry train|export faid-shallow` and `faid-targeted` on a tiny random MLM and a tiny IHC file."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import orjson
import pytest
from typer.testing import CliRunner

from bot.cli import app
from detectors.faid.explain import EXPLAIN_SYSTEM
from detectors.llm.fake_server import FakeReply
from tests.factories import write_ihc
from tests.threaded_fake_llm import fake_server

pytest.importorskip("torch")
pytest.importorskip("onnxruntime")
runner = CliRunner()
COMMON = ("--train-sample", "0", "--dev-sample", "0", "--epochs", "1", "--lr", "1e-3", "--threads", "1",
          "--batch-size", "16", "--max-length", "64")  # fmt: skip


def parry(*args: object) -> tuple[int, str]:
    result = runner.invoke(app, [str(a) for a in args], catch_exceptions=False)
    return result.exit_code, result.output


def test_shallow_trains_on_the_ihc_split_and_exports(mlm_dir: Path, tmp_path: Path) -> None:
    ihc = write_ihc(tmp_path / "ihc", per_class=20)
    run, model = tmp_path / "run", tmp_path / "model"
    code, out = parry("train", "faid-shallow", "--mlm", mlm_dir, "--out", run, "--path", ihc, *COMMON)
    assert code == 0, out
    assert "majority baseline" in out and "parry export faid-shallow" in out
    metrics = json.loads((run / "metrics.json").read_text())
    assert metrics["name"] == "faid-shallow" and metrics["data"]["train"] == 36 and metrics["heldout"]["n"] == 12
    code, out = parry("export", "faid-shallow", "--run", run, "--out", model, "--path", ihc, "--threads", "1")
    assert code == 0, out
    card = json.loads((model / "model_card.json").read_text())
    assert card["name"] == "faid-shallow" and card["template"]["builder"].endswith("binary_prompt")
    assert card["metrics"]["heldout_int8_onnxruntime"]["n"] == 12 and (model / "model.int8.onnx").is_file()
    assert "faid-shallow — model card" in (model / "README.md").read_text()


def explainer(body: dict[str, Any]) -> FakeReply:
    assert EXPLAIN_SYSTEM in body["messages"][0]["content"]
    judged = "vermin" in body["messages"][-1]["content"]
    text = "This is clearly hateful." if judged else "A border is the line between two countries."
    return FakeReply(orjson.dumps({"references": ["border"], "explanation": text}).decode())


def test_targeted_explains_self_trains_and_exports(mlm_dir: Path, tmp_path: Path) -> None:
    ihc = write_ihc(tmp_path / "ihc", per_class=20)
    pool = tmp_path / "pool.jsonl"
    lines = [orjson.dumps({"text": f"they came over the border again {i}"}).decode() for i in range(6)]
    pool.write_text("\n".join([*lines, "", "a plain line about the market", "another plain line"]) + "\n")
    run = tmp_path / "run"
    with fake_server(explainer) as server:
        config = tmp_path / "config.toml"
        config.write_text(f'[llm]\nbase_url = "{server.base_url}"\nmodel = "fake"\nmax_retries = 0\n')
        code, out = parry("train", "faid-targeted", "--mlm", mlm_dir, "--out", run, "--path", ihc, "--explain",
                          "--self-train", "--unlabelled", pool, "--parts", "3", "-c", config, *COMMON)  # fmt: skip
    assert code == 0, out
    rows = [orjson.loads(r) for r in (run / "explanations.jsonl").read_bytes().splitlines()]
    assert len(rows) == 36 + 12 + 8  # every train and dev post and pool message, once
    judged = [r for r in rows if "vermin" in r["text"]]
    assert judged and all(r["explanation"] == "" and r["discarded"].startswith("not neutral") for r in judged)
    assert all(r["explanation"].startswith("A border") for r in rows if "vermin" not in r["text"])
    report = json.loads((run / "final" / "self_training.json").read_text())
    assert report["pool"] == 8 and report["parts"] == 3 and 0 <= report["kept"] <= 8
    assert all((run / f"chain-{j}" / "metrics.json").is_file() for j in (1, 2, 3))
    assert "parry export faid-targeted --run" in out and str(run / "final") in out.replace("\n", "")
    code, out = parry("export", "faid-targeted", "--run", run / "final", "--out", tmp_path / "model", "--path", ihc,
                      "--threads", "1")  # fmt: skip
    assert code == 0, out
    card = json.loads((tmp_path / "model" / "model_card.json").read_text())
    assert card["name"] == "faid-targeted" and card["template"]["builder"].endswith("targeted_prompt")
    tokenizer = json.loads((tmp_path / "model" / "tokenizer.json").read_text())
    assert {"[unused0]", "[unused7]"} <= {t["content"] for t in tokenizer["added_tokens"]}


def test_targeted_refuses_self_training_without_a_pool_and_explaining_without_an_llm(
    mlm_dir: Path, tmp_path: Path
) -> None:
    ihc = write_ihc(tmp_path / "ihc", per_class=5)
    code, out = parry("train", "faid-targeted", "--mlm", mlm_dir, "--path", ihc, "--self-train")
    assert code == 2 and "--unlabelled" in out
    db = f"sqlite+aiosqlite:///{tmp_path / 'empty.db'}"
    (tmp_path / "plain.toml").write_text("[llm]\n")
    code, out = parry("train", "faid-targeted", "--mlm", mlm_dir, "--path", ihc, "--self-train", "--from-audit",
                      "--db", db, "-c", tmp_path / "plain.toml")  # fmt: skip
    assert code == 2 and "routed to Targeted" in out
    config = tmp_path / "config.toml"
    config.write_text("[llm]\n")
    code, out = parry("train", "faid-targeted", "--mlm", mlm_dir, "--out", tmp_path / "run", "--path", ihc,
                      "--explain", "-c", config, *COMMON)  # fmt: skip
    assert code == 2 and "needs an LLM" in out
    code, out = parry("train", "faid-shallow", "--mlm", tmp_path / "nope", "--path", ihc, "--out", tmp_path / "r")
    assert code == 2 and "parry train faid-mlm" in out


def test_the_plain_baseline_trains_scores_the_eval_sample_and_refuses_another(mlm_dir: Path, tmp_path: Path) -> None:
    ihc = write_ihc(tmp_path / "ihc", per_class=20)
    run = tmp_path / "baseline"
    code, out = parry("train", "faid-baseline", "--mlm", mlm_dir, "--out", run, "--path", ihc, "--train-sample", "0",
                      "--sample", "0", "--epochs", "2", "--lr", "1e-3", "--threads", "1")  # fmt: skip
    assert code == 0, out
    assert "plain fine-tuned classifier on IHC test (n=12)" in out
    metrics = json.loads((run / "metrics.json").read_text())
    assert metrics["train_examples"] == 36 and metrics["test"]["n"] == 12 and metrics["test"]["sample"] == 0
    assert len(metrics["history"]) == 2 and 0.0 <= metrics["test"]["macro_f1"] <= 1.0
    config = tmp_path / "config.toml"
    config.write_text("[llm]\n")
    code, out = parry("eval", "faid", "-c", config, "--path", ihc, "--sample", "5", "--baseline", run / "metrics.json")
    assert code == 2 and "another test sample" in out


def test_ihc_samples_never_take_a_whole_class_for_a_zero_share(tmp_path: Path) -> None:
    from bot.cli.faid_cmd import _ihc

    ihc = write_ihc(tmp_path / "ihc", per_class=20)
    assert len(_ihc(ihc, "dev", 1, 0)) == 1 and len(_ihc(ihc, "dev", 0, 0)) == 12


def test_explanations_cache_answers_only_and_survive_a_cut_line(tmp_path: Path) -> None:
    from bot.cli.faid_cmd import _explanations

    asked: list[str] = []

    def flaky(body: dict[str, Any]) -> FakeReply:
        text = body["messages"][-1]["content"]
        asked.append(text)
        if "outage" in text:
            return FakeReply(status=500)
        return FakeReply(orjson.dumps({"references": ["x"], "explanation": "A neutral note."}).decode())

    cache = tmp_path / "explanations.jsonl"
    with fake_server(flaky) as server:
        config = tmp_path / "config.toml"
        config.write_text(f'[llm]\nbase_url = "{server.base_url}"\nmodel = "fake"\nmax_retries = 0\n')
        first = _explanations(config, ["plain one", "during the outage"], cache)
        with cache.open("ab") as fh:
            fh.write(b'{"text": "cut li')  # an interrupted write
        asked.clear()
        second = _explanations(config, ["plain one", "during the outage"], cache)
    assert first == second == {"plain one": "A neutral note."}
    assert len(asked) == 1 and "during the outage" in asked[0]  # only the unanswered text is asked again


@pytest.mark.parametrize("command", ["faid-shallow", "faid-targeted"])
def test_every_training_seed_watches_the_same_dev_sample(
    command: str, mlm_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from bot.cli import faid_cmd
    from detectors.ariiha.pool import PoolError

    drawn: list[tuple[str, int]] = []

    def record(path: Path, split: str, n: int, seed: int) -> list[tuple[str, str]]:
        drawn.append((split, seed))
        if split == "dev":
            raise PoolError("stop after the draws")  # the draws are all this test needs
        return []

    monkeypatch.setattr(faid_cmd, "_ihc", record)
    for seed in (14, 99):
        code, out = parry("train", command, "--mlm", mlm_dir, "--out", tmp_path / f"run-{seed}", "--seed", seed)
        assert code != 0 and "stop after the draws" in out
    assert drawn == [("train", 14), ("dev", faid_cmd.DEV_SAMPLE_SEED), ("train", 99), ("dev", faid_cmd.DEV_SAMPLE_SEED)]
