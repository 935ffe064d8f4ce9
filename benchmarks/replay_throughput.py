"""Replay throughput of the full pipeline with the filter detector, on SQLite and PostgreSQL.

    python benchmarks/replay_throughput.py [--messages 20000] [--pg postgresql+asyncpg://postgres@127.0.0.1:5432/postgres]

Builds a synthetic chat log by cycling the demo chat (examples/demo_chat.jsonl) with fresh
ids across 40 channels, replays it at full speed through `parry`'s own session runner
(windows → filters → policy → audit trail with hash chain; BRACE switched off, see
benchmarks/brace_pipeline.py for the pipeline with the model) and reports messages/s,
per-message latency from accepted to decision committed, and the peak RSS of the process.
Each backend runs in its own subprocess so peak RSS is its own.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import platform
import resource
import subprocess
import sys
import tempfile
from datetime import datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def make_log(path: Path, n: int) -> None:
    base = [json.loads(line) for line in (ROOT / "examples" / "demo_chat.jsonl").read_text().splitlines() if line]
    t0 = datetime.fromisoformat("2026-11-01T00:00:00+00:00")
    with open(path, "w") as fh:
        for i in range(n):
            row = dict(base[i % len(base)])
            row["message_id"] = f"b{i}"
            row["channel_id"] = f"{row['channel_id']}-{i % 40}"
            row["ts"] = (t0 + timedelta(milliseconds=50 * i)).isoformat()
            row["reply_to"] = None
            row["edited"] = False
            fh.write(json.dumps(row) + "\n")


async def _reset_pg(url: str) -> str:
    import asyncpg

    dsn = url.replace("postgresql+asyncpg", "postgresql")
    conn = await asyncpg.connect(dsn)
    try:
        await conn.execute("DROP DATABASE IF EXISTS parry_bench WITH (FORCE)")
        await conn.execute("CREATE DATABASE parry_bench")
    finally:
        await conn.close()
    return url.rsplit("/", 1)[0] + "/parry_bench"


def child(log: Path, url: str, speed: float) -> None:
    sys.path.insert(0, str(ROOT))
    from bot.adapters.replay import replay
    from bot.config import load_config
    from bot.observability.logging import configure_logging
    from bot.runtime.session import run_session
    from detectors.brace.config import BraceConfig

    configure_logging("WARNING")
    config = load_config(ROOT / "config.toml")
    config = config.model_copy(update={
        "storage": config.storage.model_copy(update={"url": url}),
        "detectors": config.detectors.model_copy(update={"brace": BraceConfig(enabled=False)}),
    })
    source = replay(log, honor_timestamps=speed > 0, speed=speed or 1.0)
    report = asyncio.run(run_session(config, source))
    peak_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(json.dumps({
        "stored": report.stored, "accepted": report.feed.accepted, "rate": report.throughput,
        "p50": report.latency_ms(0.5), "p99": report.latency_ms(0.99), "rss_mib": peak_kib / 1024,
        "flagged": report.flagged,
    }))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--messages", type=int, default=20_000)
    parser.add_argument("--pg", default="postgresql+asyncpg://postgres@127.0.0.1:5432/postgres",
                        help="PostgreSQL server URL (a scratch database parry_bench is created); '' to skip")
    parser.add_argument("--paced", type=float, default=1000.0,
                        help="also offer this many messages/s (below saturation) to measure latency "
                        "without queueing; 0 to skip")
    parser.add_argument("--child", nargs=3, metavar=("LOG", "URL", "SPEED"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(Path(args.child[0]), args.child[1], float(args.child[2]))
        return
    with tempfile.TemporaryDirectory() as tmp:
        log = Path(tmp) / "chat.jsonl"
        make_log(log, args.messages)
        # Log timestamps are 50 ms apart: speed = rate * 0.05 offers `rate` messages/s.
        sqlite = f"sqlite+aiosqlite:///{tmp}/bench.sqlite3"
        backends = [("SQLite (aiosqlite, WAL), full speed", sqlite, 0.0)]
        if args.pg:
            try:
                pg = asyncio.run(_reset_pg(args.pg))
                backends.append(("PostgreSQL (asyncpg), full speed", pg, 0.0))
            except Exception as exc:
                print(f"PostgreSQL skipped: {exc}", file=sys.stderr)
                pg = None
        if args.paced:
            paced_sqlite = sqlite.replace("bench", "paced")
            backends.append((f"SQLite, paced at {args.paced:,.0f}/s", paced_sqlite, args.paced * 0.05))
            if args.pg and pg:
                backends.append((f"PostgreSQL, paced at {args.paced:,.0f}/s", asyncio.run(_reset_pg(args.pg)),
                                 args.paced * 0.05))
        rows = []
        for name, url, speed in backends:
            out = subprocess.run(
                [sys.executable, __file__, "--child", str(log), url, str(speed)],
                capture_output=True, text=True, check=False,
            )
            if out.returncode != 0:
                print(out.stderr, file=sys.stderr)
                raise SystemExit(f"{name} run failed")
            rows.append((name, json.loads(out.stdout.strip().splitlines()[-1])))
    print(f"\n{args.messages:,} messages, filter detector, shadow mode; {platform.processor() or platform.machine()}, "
          f"{__import__('os').cpu_count()} CPUs, Python {platform.python_version()}\n")
    print("| run | stored | messages/s | p50 ms | p99 ms | peak RSS MiB |")
    print("|---|---:|---:|---:|---:|---:|")
    for name, r in rows:
        assert r["stored"] == r["accepted"] == args.messages, r
        print(f"| {name} | {r['stored']:,} | {r['rate']:,.0f} | {r['p50']:.1f} | {r['p99']:.1f} | {r['rss_mib']:.0f} |")


if __name__ == "__main__":
    main()
