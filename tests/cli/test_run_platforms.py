"""`parry run` with a platform enabled: a missing token, both sources at once, or an adapter that fails exit clearly."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.adapters.base import ActionOutcome, ActionRequest, AdapterSink
from bot.cli.platforms import serve
from bot.config import load_config
from tests.cli.test_cli import CONFIG, parry
from tests.runtime.conftest import ROOT, with_db, without_brace


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


class FailingPlatform:
    """Connects, then loses its connection for good (what a revoked token does to an adapter)."""

    platform = "failing"

    def __init__(self) -> None:
        self.closed = False
        self._failure: asyncio.Future[str] | None = None

    async def start(self, sink: AdapterSink) -> None:
        self._failure = asyncio.get_running_loop().create_future()
        asyncio.get_running_loop().call_later(0.1, self._failure.set_result, "the token was revoked")

    async def stop(self) -> None:
        pass

    async def aclose(self) -> None:
        self.closed = True

    async def failed(self) -> str:
        assert self._failure is not None
        return await asyncio.shield(self._failure)

    async def execute(self, request: ActionRequest) -> ActionOutcome:
        return ActionOutcome(ok=True)


async def test_serve_stops_and_says_why_when_an_adapter_fails(db_url: str, tmp_path: Path) -> None:
    config = without_brace(with_db(load_config(ROOT / "config.toml"), db_url, tmp_path))
    adapter = FailingPlatform()
    failure = await asyncio.wait_for(serve(config, [adapter]), timeout=60)
    assert failure == "failing: the token was revoked" and adapter.closed


@pytest.mark.parametrize(("setting", "says"), [
    ('memory_dir = "models/nope"', "models/nope/model_card.json: not found"),
    ('lexicon = "config/nope.txt"', "counterspeech.lexicon: cannot read"),
])
def test_a_missing_counterspeech_file_is_a_clear_error_not_a_traceback(tmp_path: Path, setting: str,
                                                                       says: str) -> None:
    head, header, tail = Path(CONFIG).read_text(encoding="utf-8").partition("[counterspeech]\n")
    tail = tail.replace("enabled = false\n", f"enabled = true\n{setting}\n", 1)  # one key once: TOML refuses duplicates
    tail = tail.replace('memory_dir = "models/fire-memory"\n', "", 1) if setting.startswith("memory_dir") else tail
    text = (head + header + tail).replace('# path = "examples/demo_chat.jsonl"', 'path = "examples/demo_chat.jsonl"', 1)
    config = tmp_path / "config.toml"
    config.write_text(text, encoding="utf-8")
    code, said = parry("run", "-c", str(config), "--db", f"sqlite+aiosqlite:///{tmp_path / 'p.sqlite3'}")
    assert code == 2 and says in " ".join(said.split()) and "Traceback" not in said
