"""The `parry` command line, driven the way an admin drives it."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bot.cli import app

ROOT = Path(__file__).resolve().parents[2]
CONFIG = str(ROOT / "config.toml")
runner = CliRunner()


def parry(*args: str) -> tuple[int, str]:
    result = runner.invoke(app, list(args), catch_exceptions=False)
    return result.exit_code, result.output


def test_check_shows_a_readable_verdict() -> None:
    code, out = parry("check", "claim your fr33 n1tr0 now", "-c", CONFIG)
    assert code == 0
    assert "harmful" in out and "True" in out and "spam" in out
    code, out = parry("check", "good game everyone", "-c", CONFIG)
    assert code == 0 and "False" in out


def test_classify_csv_writes_one_json_verdict_per_row(tmp_path: Path) -> None:
    data = tmp_path / "msgs.csv"
    data.write_text('id,body\n1,hello there\n2,"go kill yourself"\n3,"k.y.s loser"\n')
    out = tmp_path / "out.jsonl"
    code, _ = parry("classify", str(data), "--text-column", "body", "--id-column", "id", "-o", str(out), "-c", CONFIG)
    assert code == 0
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r["id"] for r in rows] == ["1", "2", "3"]
    assert [r["harmful"] for r in rows] == [False, True, True]
    for key in ("hate", "types", "severity", "route", "scores", "evidence", "latency_ms"):
        assert key in rows[0]
    assert rows[2]["evidence"][0]["text"] == "k.y.s"  # spans point at what the user wrote
    assert "self_harm" in rows[1]["types"]


def test_classify_jsonl_reports_bad_lines_and_goes_on(tmp_path: Path) -> None:
    data = tmp_path / "msgs.jsonl"
    data.write_text('{"text": "hello"}\nnot json\n{"body": "no text field"}\n{"text": "free nitro"}\n')
    out = tmp_path / "out.jsonl"
    code, _ = parry("classify", str(data), "-o", str(out), "-c", CONFIG)
    assert code == 0
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(rows) == 4
    assert "error" in rows[1] and "error" in rows[2]
    assert rows[3]["harmful"] is True


def test_config_check_names_the_bad_key(tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text('[runtime]\nqueue_size = -5\n[detectors.filters]\n[[detectors.filters.rules]]\nname = "x"\n'
                   'label = "spam"\nseverity = 1\npatterns = ["a(b"]\n[storage]\nurll = "x"\n')
    code, out = parry("config", "check", "-c", str(bad))
    assert code == 2
    assert "runtime.queue_size" in out
    assert "detectors.filters.rules[0].patterns[0]" in out and "invalid RE2 pattern" in out
    assert "storage.urll: unknown key" in out


def test_config_check_accepts_the_shipped_config() -> None:
    code, out = parry("config", "check", "-c", CONFIG)
    assert code == 0 and "configuration OK" in out


def test_demo_then_verify_then_tamper(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    db_file = tmp_path / "demo.sqlite3"
    db = f"sqlite+aiosqlite:///{db_file}"
    code, out = parry("demo", "--db", db, "-c", CONFIG)
    assert code == 0, out
    assert ("decisions stored" in out and "u-mallory" in out) or "mallory" in out
    code, out = parry("audit", "verify", "--db", db, "-c", CONFIG)
    assert code == 0 and "intact" in out
    code, out = parry("audit", "export", "--format", "jsonl", "--min-severity", "3", "--db", db, "-c", CONFIG)
    assert code == 0
    exported = [json.loads(line) for line in out.splitlines() if line.startswith("{")]
    assert exported and all(row["severity"] >= 3 for row in exported)
    code, out = parry("audit", "show", exported[0]["event_id"], "--db", db, "-c", CONFIG)
    assert code == 0 and exported[0]["event_id"] in out and "reasons" in out
    code, out = parry("audit", "show", "no-such-event", "--db", db, "-c", CONFIG)
    assert code == 1 and "no audit records" in out
    code, out = parry("audit", "llm", "--db", db, "-c", CONFIG)  # the demo runs no LLM detector
    assert code == 0 and "no LLM calls recorded" in out

    with sqlite3.connect(db_file) as conn:
        conn.execute("UPDATE decisions SET reasons = '[]' WHERE id = (SELECT min(id) FROM decisions)")
    code, out = parry("audit", "verify", "--db", db, "-c", CONFIG)
    assert code == 1 and "TAMPERED" in out and "decisions" in out


def test_sigterm_during_replay_loses_nothing(tmp_path: Path) -> None:
    db_file = tmp_path / "audit.sqlite3"
    env = {**os.environ, "PARRY_CONFIG": CONFIG}
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot.cli", "replay", str(ROOT / "examples" / "demo_chat.jsonl"),
         "--honor-timestamps", "--speed", "600", "--db", f"sqlite+aiosqlite:///{db_file}"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env, cwd=tmp_path,
    )
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and not _stored(db_file):
        time.sleep(0.2)
    time.sleep(1.0)
    proc.send_signal(signal.SIGTERM)
    out, _ = proc.communicate(timeout=60)
    assert proc.returncode == 0, out
    assert "interrupted" in out
    with sqlite3.connect(db_file) as conn:
        messages = conn.execute("SELECT count(*) FROM messages").fetchone()[0]
        orphans = conn.execute(
            "SELECT count(*) FROM messages m WHERE NOT EXISTS (SELECT 1 FROM decisions d WHERE d.event_id = m.event_id)"
        ).fetchone()[0]
    accepted = int(next(line for line in out.splitlines() if "messages accepted" in line).split()[-2].replace(",", ""))
    assert 0 < messages == accepted < 334
    assert orphans == 0


def _stored(db_file: Path) -> bool:
    if not db_file.exists():
        return False
    try:
        with sqlite3.connect(db_file) as conn:
            return conn.execute("SELECT count(*) FROM decisions").fetchone()[0] > 0
    except sqlite3.Error:
        return False


def test_db_upgrade_creates_the_schema_and_reports_the_revision(tmp_path: Path) -> None:
    db = f"sqlite+aiosqlite:///{tmp_path}/fresh.sqlite3"
    code, out = parry("db", "current", "--db", db, "-c", CONFIG)
    assert code == 0 and "None" in out
    code, out = parry("db", "upgrade", "--db", db, "-c", CONFIG)
    assert code == 0 and "database at revision" in out
    revision = out.split("revision")[-1].strip()
    code, out = parry("db", "current", "--db", db, "-c", CONFIG)
    assert code == 0 and out.strip() == revision
    with sqlite3.connect(tmp_path / "fresh.sqlite3") as conn:
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert {"messages", "verdicts", "decisions", "actions", "alerts", "feedback", "counterspeech"} <= tables


def test_db_option_is_validated_like_the_config(tmp_path: Path) -> None:
    code, out = parry("audit", "verify", "--db", "mysql://root@localhost/x", "-c", CONFIG)
    assert code == 2 and "storage.url" in out
