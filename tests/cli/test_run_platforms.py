"""`parry run` with a platform enabled: a missing token or both sources at once exit clearly."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.test_cli import CONFIG, parry


def _enable(tmp_path: Path, section: str) -> str:
    """A copy of config.toml with `[adapters.<section>] enabled = true`."""
    head, header, tail = Path(CONFIG).read_text(encoding="utf-8").partition(f"[adapters.{section}]\n")
    assert header, f"config.toml has no [adapters.{section}]"
    path = tmp_path / "config.toml"
    path.write_text(head + header + tail.replace("enabled = false\n", "enabled = true\n", 1), encoding="utf-8")
    return str(path)


@pytest.mark.parametrize(
    ("section", "variable"), [("discord", "PARRY_DISCORD_TOKEN"), ("telegram", "PARRY_TELEGRAM_TOKEN")]
)
def test_a_missing_token_names_its_variable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, section: str, variable: str
) -> None:
    monkeypatch.delenv(variable, raising=False)
    config = _enable(tmp_path, section)
    code, said = parry("run", "-c", config, "--db", f"sqlite+aiosqlite:///{tmp_path / 'p.sqlite3'}")
    assert code == 2 and variable in said


def test_a_platform_and_a_replay_log_at_once_are_refused(tmp_path: Path) -> None:
    config = _enable(tmp_path, "discord")
    text = Path(config).read_text(encoding="utf-8").replace(
        '# path = "examples/demo_chat.jsonl"', 'path = "examples/demo_chat.jsonl"', 1
    )
    Path(config).write_text(text, encoding="utf-8")
    code, said = parry("run", "-c", config)
    assert code == 2 and "one source at a time" in said
