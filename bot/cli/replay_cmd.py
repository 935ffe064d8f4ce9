"""`parry replay`, `parry run` and `parry demo`: a chat through the full pipeline."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Annotated

import typer
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from bot.adapters.replay import SimulatedActions
from bot.adapters.replay import replay as replay_source
from bot.cli.common import ConfigOption, DbOption, console, err_console, fail, load
from bot.cli.platforms import enabled_platforms, run_platforms
from bot.cli.render import decision_text, highlight
from bot.config import ParryConfig
from bot.runtime.session import SessionReport, run_session
from detectors.errors import StartupFileError

REPO_ROOT = Path(__file__).resolve().parents[2]
DEMO_LOG = REPO_ROOT / "examples" / "demo_chat.jsonl"


def _count_lines(path: Path) -> int | None:
    if str(path) == "-":
        return None
    with open(path, "rb") as fh:
        return sum(1 for line in fh if line.strip())


def _session(
    config: ParryConfig, path: Path, *, honor: bool, speed: float, serve: bool, keep_flagged: bool, progress: bool
) -> SessionReport:
    if str(path) != "-" and not path.is_file():
        fail(f"{path}: no such file")
    total = _count_lines(path) if progress else None
    source = replay_source(
        path, honor_timestamps=honor, speed=speed, max_text_chars=config.adapters.max_text_chars
    )
    kwargs = {"actions": SimulatedActions(), "serve": serve, "keep_flagged": keep_flagged}
    try:
        if not progress:
            return asyncio.run(run_session(config, source, **kwargs))  # type: ignore[arg-type]
        columns = (TextColumn("replaying"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
        with Progress(*columns, console=err_console, transient=True) as bar:
            task = bar.add_task("replay", total=total)
            return asyncio.run(
                run_session(config, source, on_progress=lambda n: bar.update(task, completed=n), **kwargs)  # type: ignore[arg-type]
            )
    except StartupFileError as exc:  # the message names the file and the fix; a traceback adds nothing
        fail(str(exc))


def summary_table(report: SessionReport, config: ParryConfig) -> Table:
    table = Table(title="replay summary", show_header=False)
    table.add_row("lines read", f"{report.feed.read:,}")
    table.add_row("rejected lines", f"{len(report.feed.rejected):,}")
    table.add_row("messages accepted", f"{report.feed.accepted:,}")
    table.add_row("decisions stored", f"{report.stored:,}")
    table.add_row("flagged", f"{report.flagged:,}")
    table.add_row("by type", ", ".join(f"{k} {v}" for k, v in report.labels.most_common()) or "-")
    table.add_row("actions", ", ".join(f"{k} {v}" for k, v in sorted(report.actions.items())) or "-")
    table.add_row("throughput", f"{report.throughput:,.0f} messages/s")
    table.add_row("latency p50 / p99", f"{report.latency_ms(0.5):.1f} / {report.latency_ms(0.99):.1f} ms")
    table.add_row("shadow mode", str(config.policy.shadow))
    table.add_row("audit database", config.storage.url)
    if report.feed.interrupted:
        table.add_row("interrupted", "yes: stopped early, every accepted message stored")
    return table


def _print_rejects(report: SessionReport, limit: int = 10) -> None:
    for err in report.feed.rejected[:limit]:
        err_console.print(f"[yellow]skipped[/] {err}", highlight=False)
    if len(report.feed.rejected) > limit:
        err_console.print(f"[yellow]… and {len(report.feed.rejected) - limit} more skipped lines[/]")


def replay(
    path: Annotated[Path, typer.Argument(help="JSONL chat log (`-` for stdin).")],
    honor_timestamps: Annotated[bool, typer.Option("--honor-timestamps", help="Pace by message timestamps.")] = False,
    speed: Annotated[float, typer.Option(help="With --honor-timestamps: times faster than real time.")] = 1.0,
    db: DbOption = None,
    config_path: ConfigOption = None,
) -> None:
    """Stream a chat log through the full pipeline and store a decision for every message."""
    config = load(config_path, db)
    report = _session(config, path, honor=honor_timestamps, speed=speed, serve=False, keep_flagged=False, progress=True)
    _print_rejects(report)
    console.print(summary_table(report, config))


def run(config_path: ConfigOption = None, db: DbOption = None) -> None:
    """Run Parry with the adapters in the config until its source ends or SIGINT/SIGTERM."""
    config = load(config_path, db)
    replay_cfg = config.adapters.replay
    platforms = enabled_platforms(config)
    if platforms and replay_cfg.path is not None:
        fail(f"adapters.replay.path is set and {', '.join(platforms)} enabled: run one source at a time")
    if platforms:
        run_platforms(config)
        return
    if replay_cfg.path is None:
        fail(
            "no adapter configured: enable adapters.discord or adapters.telegram in config.toml, or set "
            "adapters.replay.path (a JSONL chat log, or `-` for stdin)"
        )
    report = _session(
        config, Path(replay_cfg.path), honor=replay_cfg.honor_timestamps, speed=replay_cfg.speed, serve=True,
        keep_flagged=False, progress=False,
    )
    _print_rejects(report)
    console.print(summary_table(report, config))


def demo(
    log: Annotated[Path, typer.Option(help="Chat log to replay.")] = DEMO_LOG,
    db: Annotated[str, typer.Option("--db", help="Audit database (recreated).")] = "sqlite+aiosqlite:///var/demo.sqlite3",
    config_path: ConfigOption = None,
) -> None:
    """Replay the example chat on embedded defaults (SQLite, shadow mode) and say what Parry would do."""
    config = load(config_path, db, quiet_logs=True)
    config = config.model_copy(update={"policy": config.policy.model_copy(update={"shadow": True})})
    if db.startswith("sqlite") and ":///" in db:
        for suffix in ("", "-wal", "-shm"):
            Path(db.split(":///", 1)[1] + suffix).unlink(missing_ok=True)
    report = _session(config, log, honor=False, speed=1.0, serve=False, keep_flagged=True, progress=True)
    _print_rejects(report)
    for outcome in sorted(report.flagged_outcomes, key=lambda o: o.message.ts):
        m = outcome.message
        console.rule(f"[bold]{m.ts:%H:%M:%S} #{m.channel_id} {m.author_name or m.author_id}", align="left")
        console.print(highlight(m.text, outcome.verdict.evidence))
        console.print(
            f"[dim]{', '.join(outcome.verdict.labels)} L{int(outcome.verdict.severity)} · "
            f"strike {outcome.decision.strikes} · event {outcome.event_id}[/]"
        )
        console.print(decision_text(outcome.decision), end="")
    console.print(summary_table(report, config))
    console.print(
        f"Every decision is in [bold]{db}[/]. Try: [bold]parry audit verify --db {db}[/] or "
        f"[bold]parry audit show <event> --db {db}[/]"
    )
