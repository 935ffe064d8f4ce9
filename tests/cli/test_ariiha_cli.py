"""`parry eval ariiha`: the comparison table on a tiny IHC-format data set, against a scripted server."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import orjson
import pytest
from typer.testing import CliRunner

from bot.cli import app, common
from detectors.ariiha.prompt import CLASSIFY_SYSTEM, TARGET_SYSTEM
from detectors.ariiha.tuning import load_threshold
from detectors.llm.fake_server import FakeReply, user_content
from tests.factories import write_ihc
from tests.threaded_fake_llm import fake_server

runner = CliRunner()

ROWS = (
    "random 0-shot",
    "random 2-shot",
    "RetICL 2-shot",
    "target-prioritized 2-shot",
    "ARIIHA 2-shot",
    "upper bound 2-shot",
)


@pytest.fixture(autouse=True)
def wide_console(monkeypatch: pytest.MonkeyPatch) -> None:
    """Room for the whole table on one line per row."""
    monkeypatch.setattr(common.console, "width", 240)


def parry(*args: str) -> tuple[int, str]:
    result = runner.invoke(app, list(args), catch_exceptions=False)
    return result.exit_code, result.output




def respond(body: dict[str, Any]) -> FakeReply:
    """Targets: always "none". Classification: hate when the message says "vermin" or "invaders"."""
    system = body["messages"][0]["content"]
    if TARGET_SYSTEM in system:
        return FakeReply('{"target": "none"}')
    assert CLASSIFY_SYSTEM in system
    match = re.search(r"<<<MESSAGE id=(\w+)>>>\n(.*)\n<<<END MESSAGE id=\1>>>", user_content(body), re.S)
    assert match is not None
    message = match.group(2)
    hit = next((w for w in ("vermin", "invaders") if w in message), None)
    if hit is None:
        reply = {"label": "not_hate", "target": "none", "rationale": "nothing hateful in it"}
    else:
        reply = {"label": "hate", "target": "none", "rationale": f'it says "{hit}"'}
    return FakeReply(orjson.dumps(reply).decode())


def write_config(tmp_path: Path, base_url: str | None) -> str:
    path = tmp_path / "config.toml"
    lines = ["[llm]", "max_retries = 0", "deadline_s = 10.0"]
    if base_url is not None:
        lines += [f'base_url = "{base_url}"', 'model = "fake-model"']
    path.write_text("\n".join(lines) + "\n")
    return str(path)


def eval_args(tmp_path: Path, base_url: str | None, *extra: str) -> list[str]:
    return [
        "eval", "ariiha", "-c", write_config(tmp_path, base_url), "--path", str(tmp_path / "ihc"),
        "--sample", "20", "--dev-sample", "12", "--k", "2", "--target-predictor", "lexicon",
        "--out", str(tmp_path / "out"), *extra,
    ]  # fmt: skip


def test_eval_without_an_llm_exits_2_and_says_what_to_configure(tmp_path: Path) -> None:
    write_ihc(tmp_path / "ihc")
    code, out = parry(*eval_args(tmp_path, None))
    assert code == 2
    assert "no LLM configured" in out and "[llm]" in out and "base_url" in out
    assert not (tmp_path / "out").exists()


def test_eval_with_a_missing_data_set_exits_2_naming_the_file(tmp_path: Path) -> None:
    with fake_server(respond) as server:
        code, out = parry(*eval_args(tmp_path, server.base_url))
    assert code == 2
    squeezed = re.sub(r"\s+", "", out)
    assert str(tmp_path / "ihc") in squeezed and "ImplicitHateCorpus" in squeezed
    assert server.requests == []


def test_eval_prints_the_table_writes_results_and_resumes_from_the_cache(tmp_path: Path) -> None:
    write_ihc(tmp_path / "ihc")
    threshold_file = tmp_path / "tuned" / "threshold.json"
    with fake_server(respond) as server:
        code, out = parry(*eval_args(tmp_path, server.base_url, "--save-threshold", str(threshold_file)))
        assert code == 0, out
        first_requests = len(server.requests)
        assert first_requests > 0
        # Every request was a classification: with the lexicon, targets cost no call.
        assert all(CLASSIFY_SYSTEM in b["messages"][0]["content"] for b in server.requests)

        lines = out.splitlines()
        for row in ROWS:
            assert any(re.search(rf"\b{re.escape(row)}\b", line) for line in lines), (row, out)
        assert "fake-model" in out
        assert "k=2: threshold" in out and "nested CV on dev, n=12" in out

        results = tmp_path / "out" / "results-ihc-fake-model.json"
        assert results.exists()
        report = orjson.loads(results.read_bytes())
        assert report["model"] == "fake-model"
        assert [r["row"] for r in report["rows"]] == list(ROWS)
        assert report["test_n"] == 20 and report["dev_n"] == 12
        assert report["pool_n"] == 108  # 60 % of 3 x 60 posts
        assert report["shots"] == [2] and report["target_predictor"] == "lexicon"
        for row in report["rows"]:
            assert row["n"] == 20 and row["failed"] == 0
            assert 0.0 <= row["macro_f1"] <= 1.0
        by_name = {r["row"]: r for r in report["rows"]}
        # The oracle is never worse than either of the two it picks from.
        upper = by_name["upper bound 2-shot"]["macro_f1"]
        assert upper >= by_name["RetICL 2-shot"]["macro_f1"] - 1e-9
        assert upper >= by_name["target-prioritized 2-shot"]["macro_f1"] - 1e-9
        assert "threshold" in by_name["ARIIHA 2-shot"] and "switched" in by_name["ARIIHA 2-shot"]
        assert report["llm_totals"]["calls"] == {"ok": first_requests}
        assert (tmp_path / "out" / "predictions-fake-model.jsonl").exists()

        tuned = load_threshold(threshold_file)
        assert tuned.k == 2 and tuned.llm_model == "fake-model"
        assert tuned.threshold == report["thresholds"]["2"]["threshold"]
        assert tuned.index == report["index"] and tuned.index["pool_size"] == 108
        assert tuned.dev["dataset"] == "ihc" and tuned.dev["split"] == "dev" and tuned.dev["n"] == 12

        # Again: every answer comes from the cache, and the table is the same.
        code, again = parry(*eval_args(tmp_path, server.base_url))
        assert code == 0, again
        assert len(server.requests) == first_requests
        report_again = orjson.loads(results.read_bytes())
        assert report_again["rows"] == report["rows"]


def test_eval_with_an_unknown_target_predictor_exits_2(tmp_path: Path) -> None:
    code, out = parry(*eval_args(tmp_path, "http://127.0.0.1:9/v1")[:-2], "--target-predictor", "oracle")
    assert code == 2 and "--target-predictor" in out


def test_label_targets_writes_llm_targets_once_and_the_pool_reads_them(tmp_path: Path) -> None:
    from detectors.ariiha.datasets import load_ihc
    from detectors.ariiha.pool import load_target_labels, with_targets
    from detectors.ariiha.targets import TargetLexicon

    write_ihc(tmp_path / "ihc")
    out = tmp_path / "targets.jsonl"

    def named(body: dict[str, Any]) -> FakeReply:
        assert TARGET_SYSTEM in body["messages"][0]["content"]
        return FakeReply('{"target": "Refugees"}')  # an alias: mapped onto "immigrants"

    args = ["ariiha", "label-targets", "-c", write_config(tmp_path, "PLACEHOLDER"), "--path", str(tmp_path / "ihc"),
            "--out", str(out), "--limit", "5"]  # fmt: skip
    with fake_server(named) as server:
        args[3] = write_config(tmp_path, server.base_url)
        code, text = parry(*args)
        assert code == 0, text
        assert "5 items: 5 named by" in " ".join(text.split())
        code, text = parry(*args)  # the first five are skipped, five more are labelled
        assert code == 0, text
        requests = len(server.requests)
    assert requests == 10
    labels = load_target_labels(out)
    assert len(labels) == 10 and set(labels.values()) == {"immigrants"}

    pool = with_targets(load_ihc(tmp_path / "ihc", "train"), TargetLexicon.load(), labels)
    labelled = [d for d in pool if d.id in labels]
    assert len(labelled) == 10 and all(d.target == "immigrants" for d in labelled)


def test_label_targets_without_an_llm_exits_2(tmp_path: Path) -> None:
    code, out = parry("ariiha", "label-targets", "-c", write_config(tmp_path, None), "--path", str(tmp_path))
    assert code == 2 and "no LLM configured" in out
