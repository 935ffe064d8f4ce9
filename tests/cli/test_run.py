"""`parry run` as a process: the replay adapter from config, /healthz and /metrics while it runs."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_run_serves_health_and_metrics_then_drains_on_sigint(tmp_path: Path) -> None:
    config = tmp_path / "config.toml"
    shipped = (ROOT / "config.toml").read_text()
    shipped = shipped.replace("port = 9108", "port = 0").replace(
        "# path = \"examples/demo_chat.jsonl\"", f'path = "{ROOT / "examples" / "demo_chat.jsonl"}"'
    ).replace("honor_timestamps = false", "honor_timestamps = true").replace("speed = 1.0", "speed = 300.0")
    config.write_text(shipped)
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot.cli", "run", "-c", str(config), "--db", f"sqlite+aiosqlite:///{tmp_path}/a.db"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, cwd=tmp_path,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    assert proc.stdout is not None
    port = None
    deadline = time.monotonic() + 60
    lines = []
    while port is None and time.monotonic() < deadline:
        line = proc.stdout.readline()
        lines.append(line)
        if found := re.search(r"http://127\.0\.0\.1:(\d+)", line):
            port = int(found.group(1))
    assert port, "".join(lines)
    time.sleep(2)
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=5) as resp:
        health = resp.read().decode()
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=5) as resp:
        metrics = resp.read().decode()
    proc.send_signal(signal.SIGINT)
    out, _ = proc.communicate(timeout=60)
    assert proc.returncode == 0, out
    assert '"ok": true' in health or '"ok":true' in health
    assert re.search(r'^parry_messages_in_total\{platform="replay"\} [1-9]', metrics, re.M), metrics
    assert "parry_detector_latency_seconds_bucket" in metrics
    assert "parry_message_latency_seconds_count" in metrics
    assert "interrupted" in out and "decisions stored" in out


def test_run_without_an_adapter_says_what_to_configure(tmp_path: Path) -> None:
    out = subprocess.run(
        [sys.executable, "-m", "bot.cli", "run", "-c", str(ROOT / "config.toml")],
        capture_output=True, text=True, cwd=tmp_path, check=False,
    )
    assert out.returncode == 2
    assert "adapters.replay.path" in out.stderr
