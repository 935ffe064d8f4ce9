"""Replay throughput of the full pipeline with BRACE judging every message, on SQLite.

    python benchmarks/brace_pipeline.py [--model-dir var/brace/model] [--messages 5000] [--paced 0]

Data: the synthetic log of `benchmarks/replay_throughput.py` (`make_log`: the demo chat,
examples/demo_chat.jsonl, cycled with fresh ids across 40 channels, 50 ms apart), so every
channel's window fills up to `windows.max_messages` (10) and longer windows are cut to the
128-token budget (the table shows how many).

Config: `config.toml` as loaded by `tomllib`, with `detectors.brace.enabled = true`,
`detectors.brace.model_dir` set to `--model-dir`, `storage.url` pointed at a scratch SQLite
file, validated by `ParryConfig.model_validate` (so a bad key fails as in `parry`). The
session waits for the pipeline to judge the whole log before it stops.
Everything else is the file's: the filter rule pack, `model.int8.onnx`, ONNX Runtime's default
thread count, micro-batches of up to 64 windows, shadow mode, the hash-chained audit trail.

Each run is a subprocess (so peak RSS is its own) that builds the runtime, then replays the
log at full speed through windows → filters + BRACE → policy → audit trail. messages/s is
stored messages over the time from the first message offered to the last decision committed
(model loading excluded); latency is per message, accepted → decision committed, so at full
speed it is mostly time queued behind the model. `--paced RATE` adds a run offering RATE
messages/s (below saturation; `--paced-messages` of them) for the pipeline's own latency.
A filters-only run (BRACE off) on the same log is the baseline. The child also checks that
every message got a BRACE result without error and that torch was never imported.

Hardware: written for the project's 2-core x86_64 machine, which other jobs share; the
printout gives the CPU, core count and how much CPU other processes used during each run.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import resource
import subprocess
import sys
import tempfile
import time
import tomllib
from importlib.metadata import version
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

# The script's own folder is sys.path[0], so the sibling benchmark imports by its file name.
from replay_throughput import make_log  # noqa: E402


def build_config(model_dir: Path, url: str, brace: bool) -> Any:
    """config.toml with BRACE switched on (or off) and a scratch database, validated."""
    from bot.config.model import ParryConfig

    raw: dict[str, Any] = tomllib.loads((ROOT / "config.toml").read_text(encoding="utf-8"))
    detectors = raw.setdefault("detectors", {})
    detectors.setdefault("brace", {}).update({"enabled": brace, "model_dir": str(model_dir)})
    raw.setdefault("storage", {})["url"] = url
    return ParryConfig.model_validate(raw)


async def session(config: Any, log: Path, speed: float) -> dict[str, Any]:
    """Like `bot.runtime.session.run_session`, but keeps per-detector counts from each outcome."""
    from bot.adapters.replay import replay
    from bot.runtime.builder import Runtime
    from bot.runtime.feed import feed_until_stopped
    from bot.runtime.pipeline import Outcome

    latencies: list[float] = []
    counts = {"brace": 0, "brace_errors": 0, "brace_flagged": 0, "brace_truncated": 0, "flagged": 0}
    batch_ms: list[float] = []
    first_error: list[str] = []

    def on_outcome(outcome: Outcome) -> None:
        latencies.append(outcome.latency_s)
        counts["flagged"] += outcome.verdict.harmful
        for check in outcome.verdict.checks:
            if check.name != "brace":
                continue
            counts["brace"] += 1
            if check.error:
                counts["brace_errors"] += 1
                first_error[:] = first_error or [check.error]
                continue
            counts["brace_flagged"] += check.flagged
            counts["brace_truncated"] += "truncated" in check.detail
            batch_ms.append(check.latency_ms)

    runtime = await Runtime.build(config, on_outcome=on_outcome)
    source = replay(log, honor_timestamps=speed > 0, speed=speed or 1.0)
    started = time.perf_counter()
    try:
        feed = await feed_until_stopped(source, runtime.pipeline, asyncio.Event())
    finally:
        await runtime.aclose()
    elapsed = time.perf_counter() - started
    stored = runtime.pipeline.stored
    lat = sorted(latencies)

    def q(p: float) -> float:
        return 1000 * lat[min(len(lat) - 1, int(p * len(lat)))] if lat else 0.0

    return {
        "accepted": feed.accepted,
        "stored": stored,
        "rate": stored / elapsed,
        "p50": q(0.50),
        "p99": q(0.99),
        "brace_call_ms_mean": sum(batch_ms) / len(batch_ms) if batch_ms else 0.0,
        "first_error": first_error[0] if first_error else "",
        **counts,
    }


def child(log: Path, url: str, speed: float, model_dir: Path, brace: bool) -> None:
    from bot.observability.logging import configure_logging

    configure_logging("WARNING")
    config = build_config(model_dir, url, brace)
    result = asyncio.run(session(config, log, speed))
    result["rss_mib"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    result["torch_imported"] = "torch" in sys.modules
    result["onnx_threads"] = config.detectors.brace.intra_op_threads
    print(json.dumps(result))


def busy_jiffies() -> tuple[int, int]:
    """(busy, total) CPU jiffies of the whole machine, from /proc/stat."""
    with open("/proc/stat") as fh:
        fields = [int(x) for x in fh.readline().split()[1:]]
    idle = fields[3] + (fields[4] if len(fields) > 4 else 0)
    return sum(fields) - idle, sum(fields)


def run_child(log: Path, url: str, speed: float, model_dir: Path, brace: bool) -> dict[str, Any]:
    """One run in a subprocess; adds `other_cpu`, the share of all cores other processes used meanwhile."""
    tick = os.sysconf("SC_CLK_TCK")
    busy0, total0 = busy_jiffies()
    own0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    cmd = [sys.executable, __file__, "--child", str(log), url, str(speed), "--model-dir", str(model_dir)]
    out = subprocess.run([*cmd, *([] if brace else ["--no-brace"])], capture_output=True, text=True, check=False)
    own1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    busy1, total1 = busy_jiffies()
    if out.returncode != 0:
        print(out.stderr, file=sys.stderr)
        raise SystemExit(f"run failed with exit code {out.returncode}")
    result: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
    own = (own1.ru_utime + own1.ru_stime - own0.ru_utime - own0.ru_stime) * tick
    result["other_cpu"] = max(0.0, (busy1 - busy0 - own) / max(1, total1 - total0))
    return result


def cpu_model() -> str:
    try:
        with open("/proc/cpuinfo") as fh:
            for line in fh:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--model-dir", type=Path, default=ROOT / "var" / "brace" / "model")
    parser.add_argument("--messages", type=int, default=5000)
    parser.add_argument("--paced", type=float, default=0.0, help="also offer this many messages/s; 0 to skip")
    parser.add_argument("--paced-messages", type=int, default=1000, help="messages in the paced run")
    parser.add_argument("--no-baseline", action="store_true", help="skip the filters-only run")
    parser.add_argument("--child", nargs=3, metavar=("LOG", "URL", "SPEED"), help=argparse.SUPPRESS)
    parser.add_argument("--no-brace", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    model_dir = args.model_dir.resolve()
    if args.child:
        child(Path(args.child[0]), args.child[1], float(args.child[2]), model_dir, not args.no_brace)
        return

    rows: list[tuple[str, int, dict[str, Any]]] = []
    with tempfile.TemporaryDirectory() as tmp:
        log = Path(tmp) / "chat.jsonl"
        make_log(log, args.messages)
        # Log timestamps are 50 ms apart: speed = rate * 0.05 offers `rate` messages/s.
        runs: list[tuple[str, Path, int, float, bool]] = [
            ("filters + BRACE int8, full speed", log, args.messages, 0.0, True)
        ]
        if args.paced:
            paced_log = Path(tmp) / "paced.jsonl"
            make_log(paced_log, args.paced_messages)
            runs.append(
                (
                    f"filters + BRACE int8, paced at {args.paced:,.0f}/s",
                    paced_log,
                    args.paced_messages,
                    args.paced * 0.05,
                    True,
                )
            )
        if not args.no_baseline:
            runs.append(("filters only (BRACE off), full speed", log, args.messages, 0.0, False))
        for i, (name, path, n, speed, brace) in enumerate(runs):
            url = f"sqlite+aiosqlite:///{tmp}/run{i}.sqlite3"
            rows.append((name, n, run_child(path, url, speed, model_dir, brace)))

    print(
        f"\n{args.messages:,} messages (demo chat cycled over 40 channels, windows of up to 10 messages), "
        f"SQLite (aiosqlite, WAL), shadow mode, model {model_dir}/model.int8.onnx.\n"
        f"CPU: {cpu_model()}, {os.cpu_count()} cores; Python {platform.python_version()}, "
        f"onnxruntime {version('onnxruntime')}; ONNX intra_op_threads = {rows[0][2]['onnx_threads']} "
        "(0: ONNX Runtime's default).\n"
    )
    print(
        "| run | stored | messages/s | p50 ms | p99 ms | peak RSS MiB | BRACE results (errors) | "
        "BRACE windows truncated | mean BRACE call ms | other processes' CPU |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for name, n, r in rows:
        if not r["stored"] == r["accepted"] == n:
            print(f"| {name}: only {r['stored']:,} of {r['accepted']:,} accepted messages were stored |")
        results = f"{r['brace']:,} ({r['brace_errors']})" if r["brace"] else "-"
        trunc = f"{r['brace_truncated'] / r['brace']:.0%}" if r["brace"] else "-"
        call = f"{r['brace_call_ms_mean']:.0f}" if r["brace"] else "-"
        print(
            f"| {name} | {r['stored']:,} | {r['rate']:,.0f} | {r['p50']:.1f} | {r['p99']:.1f} | {r['rss_mib']:.0f} | "
            f"{results} | {trunc} | {call} | {r['other_cpu']:.0%} |"
        )
    for name, _, r in rows:
        if r["first_error"]:
            print(f"\n{name}: first BRACE error: {r['first_error']}")
        if r["torch_imported"]:
            print(f"\n{name}: torch was imported in the serving process")
    full = rows[0][2]
    print(
        f"\nTarget >= 300 messages/s with BRACE on every message: {full['rate']:,.0f} messages/s; "
        f"BRACE flagged {full['brace_flagged']:,} of {full['brace']:,}. Peak RSS {full['rss_mib']:.0f} MiB "
        f"(target < 600 MB)."
    )


if __name__ == "__main__":
    main()
