"""`parry train playbook` and `parry playbook history|show` on a tiny IHC file, a scripted LLM and SQLite."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bot.cli import app, common
from detectors.faid.ace.playbook import Playbook
from tests.detectors.faid.ace_oracle import AceOracle
from tests.factories import write_ihc
from tests.threaded_fake_llm import fake_server

runner = CliRunner()


@pytest.fixture(autouse=True)
def wide_console(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(common.console, "width", 240)


def parry(*args: str) -> tuple[int, str]:
    result = runner.invoke(app, list(args), catch_exceptions=False)
    return result.exit_code, result.output


def write_config(tmp_path: Path, base_url: str | None) -> str:
    path = tmp_path / "config.toml"
    lines = ["[llm]", "max_retries = 0", "deadline_s = 10.0"]
    if base_url is not None:
        lines += [f'base_url = "{base_url}"', 'model = "fake-model"']
    lines += ["[storage]", f'url = "sqlite+aiosqlite:///{tmp_path / "parry.sqlite3"}"']
    path.write_text("\n".join(lines) + "\n")
    return str(path)


def test_train_evolves_stores_versions_and_history_and_show_read_them(tmp_path: Path) -> None:
    write_ihc(tmp_path / "ihc", per_class=20)
    oracle = AceOracle()
    with fake_server(oracle) as server:
        config = write_config(tmp_path, server.base_url)
        code, out = parry(
            "train", "playbook", "-c", config, "--path", str(tmp_path / "ihc"), "--sample", "16",
            "--dev-sample", "12", "--batch-size", "8", "--k", "2", "--out", str(tmp_path / "pb.json"),
        )  # fmt: skip
    assert code == 0, out
    assert "candidates accepted" in out and "dev accuracy, final playbook" in out
    final = json.loads((tmp_path / "pb.json").read_text())
    learned = [b for b in final["bullets"] if "vermin" in b["text"] or "invaders" in b["text"]]
    assert learned and all(b["section"] == "heuristics" for b in learned)
    assert oracle.calls["reflector"] > 0 and oracle.calls["inspector"] > 0

    code, out = parry("playbook", "history", "-c", config)
    assert code == 0, out
    assert "start of parry train playbook" in out and "end of parry train playbook" in out
    # The detector names a playbook by its fingerprint: the history's sha256 column is the same hash.
    assert Playbook.from_dict(final).fingerprint()[:12] in out
    code, out = parry("playbook", "show", "-c", config, "--version", "1")
    assert code == 0 and "faid-context v1" in out and "[def-001]" in out and "vermin" not in out
    code, out = parry("playbook", "show", "-c", config, "--json")
    assert code == 0 and json.loads(out)["bullets"] == final["bullets"]
    code, out = parry("playbook", "show", "-c", config, "--version", "99")
    assert code == 1 and "has no version 99" in out


def test_train_without_an_llm_exits_2_and_says_what_to_configure(tmp_path: Path) -> None:
    code, out = parry("train", "playbook", "-c", write_config(tmp_path, None), "--path", str(tmp_path))
    assert code == 2 and "no LLM configured" in out


def test_train_with_a_broken_start_playbook_exits_2_naming_it(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": 1, "bullets": [{"id": "x-1", "section": "heuristics", "text": "t"}]}')
    with fake_server(AceOracle()) as server:
        code, out = parry("train", "playbook", "-c", write_config(tmp_path, server.base_url), "--start", str(bad),
                          "--path", str(write_ihc(tmp_path / "ihc", per_class=5)))  # fmt: skip
    assert code == 2 and "bad.json" in out and "does not fit" in out


def test_history_of_an_unknown_playbook_exits_1(tmp_path: Path) -> None:
    code, out = parry("playbook", "history", "-c", write_config(tmp_path, None), "--name", "nope")
    assert code == 1 and "no playbook named 'nope'" in out
