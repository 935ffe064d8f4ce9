"""`parry audit ...` and `parry db ...`: the audit trail from the command line."""

from __future__ import annotations

import asyncio
import csv
import sys
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any

import orjson
import typer
from rich.table import Table

from bot.cli.common import ConfigOption, DbOption, console, fail, load
from storage import AuditStore, ExportFilters, current_revision, upgrade

audit_app = typer.Typer(help="Verify, inspect and export the audit trail.", no_args_is_help=True)
db_app = typer.Typer(help="Database schema migrations.", no_args_is_help=True)


@audit_app.command("verify")
def verify(
    expect_head: Annotated[
        str | None, typer.Option(help="Head hash recorded earlier; detects rows cut off the end.")
    ] = None,
    db: DbOption = None,
    config_path: ConfigOption = None,
) -> None:
    """Recompute the hash chain over every audit row; exit 1 if anything was edited or deleted."""
    config = load(config_path, db, quiet_logs=True)

    async def go() -> bool:
        store = await AuditStore.open(config.storage)
        try:
            report = await store.verify(expect_head=expect_head)
        finally:
            await store.aclose()
        for problem in report.problems:
            console.print(f"[red]✗[/] {problem}", highlight=False)
        status = "[green]intact[/]" if report.ok else "[red]TAMPERED[/]"
        console.print(f"audit trail {status}: {report.rows:,} rows checked, head {report.head_hash}")
        return report.ok

    if not asyncio.run(go()):
        raise typer.Exit(1)


def _parse_time(value: str | None, option: str) -> datetime | None:
    if value is None:
        return None
    try:
        return datetime.fromisoformat(value)
    except ValueError:
        fail(f"{option}: not an ISO-8601 time: {value!r}")


@audit_app.command("export")
def export(
    fmt: Annotated[str, typer.Option("--format", help="jsonl or csv.")] = "jsonl",
    out: Annotated[Path | None, typer.Option("--out", "-o", help="File to write (default: stdout).")] = None,
    space: Annotated[str | None, typer.Option(help="Only this space (guild/chat) id.")] = None,
    user: Annotated[str | None, typer.Option(help="Only this author id.")] = None,
    since: Annotated[str | None, typer.Option(help="ISO-8601 time, inclusive.")] = None,
    until: Annotated[str | None, typer.Option(help="ISO-8601 time, exclusive.")] = None,
    min_severity: Annotated[int | None, typer.Option(min=0, max=4, help="Only severity ≥ this (0–4).")] = None,
    db: DbOption = None,
    config_path: ConfigOption = None,
) -> None:
    """Write one row per judged message (message, verdict, decision, actions) as JSONL or CSV."""
    if fmt not in ("jsonl", "csv"):
        fail(f"--format must be jsonl or csv, not {fmt!r}")
    config = load(config_path, db, quiet_logs=True)
    filters = ExportFilters(
        space_id=space,
        author_id=user,
        since=_parse_time(since, "--since"),
        until=_parse_time(until, "--until"),
        min_severity=min_severity,
    )

    async def go() -> None:
        store = await AuditStore.open(config.storage)
        try:
            if out is None:
                await store.export(sys.stdout, fmt, filters)  # type: ignore[arg-type]
            else:
                fh = await asyncio.to_thread(open, out, "w", encoding="utf-8", newline="")
                try:
                    await store.export(fh, fmt, filters)  # type: ignore[arg-type]
                finally:
                    fh.close()
        finally:
            await store.aclose()

    asyncio.run(go())


@audit_app.command("show")
def show(
    event_id: Annotated[str | None, typer.Argument(help="Event id (from `parry demo`, exports or logs).")] = None,
    recent: Annotated[int, typer.Option(help="Without an event id: list this many recent decisions.")] = 20,
    db: DbOption = None,
    config_path: ConfigOption = None,
) -> None:
    """Show every audit record of one event, or a table of recent decisions."""
    config = load(config_path, db, quiet_logs=True)

    async def go() -> None:
        store = await AuditStore.open(config.storage)
        try:
            if event_id is not None:
                records = await store.show(event_id)
                if not any(rows for table, rows in records.items() if table != "event_id"):
                    fail(f"no audit records for event {event_id!r}", code=1)
                console.print_json(orjson.dumps(records, default=str, option=orjson.OPT_NON_STR_KEYS).decode())
                return
            rows = await store.recent(recent, ExportFilters())
        finally:
            await store.aclose()
        table = Table("event", "time", "space", "author", "severity", "types", "actions")
        for row in rows:
            table.add_row(
                str(row.get("event_id")),
                str(row.get("ts")),
                str(row.get("space_id")),
                str(row.get("author_id")),
                str(row.get("severity")),
                ",".join(row.get("labels") or []) or "-",
                ",".join(a["kind"] for a in row.get("actions") or []),
            )
        console.print(table)

    asyncio.run(go())


@db_app.command("upgrade")
def db_upgrade(
    revision: Annotated[str, typer.Argument(help="Target revision.")] = "head",
    db: DbOption = None,
    config_path: ConfigOption = None,
) -> None:
    """Apply Alembic migrations to the configured database."""
    config = load(config_path, db)

    async def go() -> str | None:
        await upgrade(config.storage.url, revision)
        return await current_revision(config.storage.url)

    console.print(f"database at revision [bold]{asyncio.run(go())}[/]")


@db_app.command("current")
def db_current(db: DbOption = None, config_path: ConfigOption = None) -> None:
    """Print the database's schema revision."""
    config = load(config_path, db, quiet_logs=True)
    console.print(str(asyncio.run(current_revision(config.storage.url))))


@audit_app.command("llm")
def llm_usage(db: DbOption = None, config_path: ConfigOption = None) -> None:
    """LLM calls in the audit trail, summed by detector, model and outcome."""
    config = load(config_path, db, quiet_logs=True)

    async def go() -> list[dict[str, Any]]:
        store = await AuditStore.open(config.storage)
        try:
            return await store.llm_usage()
        finally:
            await store.aclose()

    rows = asyncio.run(go())
    table = Table(title="LLM calls in the audit trail")
    for column in ("caller", "model", "outcome", "calls", "prompt tokens", "completion tokens", "mean ms"):
        table.add_column(column, justify="right" if column not in ("caller", "model", "outcome") else "left")
    for r in rows:
        table.add_row(
            str(r["caller"]),
            str(r["model"]),
            str(r["outcome"]),
            f"{r['calls']:,}",
            f"{r['prompt_tokens']:,}",
            f"{r['completion_tokens']:,}",
            f"{float(r['mean_latency_ms']):.0f}",
        )
    console.print(table if rows else "no LLM calls recorded")


_LABEL_FIELDS = [
    "event_id", "platform", "space_id", "channel_id", "message_id", "author_id", "ts", "retention", "text",
    "label", "moderator_id", "note", "labelled_at", "verdict_labels", "verdict_severity", "verdict_hate",
    "verdict_route",
]


def export_labels(
    fmt: Annotated[str, typer.Option("--format", help="jsonl or csv.")] = "jsonl",
    out: Annotated[Path | None, typer.Option("--out", "-o", help="File to write (default: stdout).")] = None,
    all_labels: Annotated[
        bool, typer.Option("--all", help="Every label given, not only each message's newest.")
    ] = False,
    db: DbOption = None,
    config_path: ConfigOption = None,
) -> None:
    """Write moderators' labels (alert buttons) with the message and verdict, for training data.

    The text is present only for messages stored with full retention; under "redacted" or
    "hash" retention it is null and `retention` says why.
    """
    if fmt not in ("jsonl", "csv"):
        fail(f"--format must be jsonl or csv, not {fmt!r}")
    config = load(config_path, db, quiet_logs=True)

    async def go() -> list[dict[str, Any]]:
        store = await AuditStore.open(config.storage)
        try:
            return await store.labels(latest_only=not all_labels)
        finally:
            await store.aclose()

    rows = asyncio.run(go())
    try:
        fh = sys.stdout if out is None else open(out, "w", encoding="utf-8", newline="")
    except OSError as exc:
        fail(f"--out: cannot write {out}: {exc.strerror}")
    try:
        if fmt == "jsonl":
            for row in rows:
                fh.write(orjson.dumps(row, option=orjson.OPT_NAIVE_UTC | orjson.OPT_UTC_Z).decode() + "\n")
        else:
            writer = csv.DictWriter(fh, fieldnames=_LABEL_FIELDS)
            writer.writeheader()
            for row in rows:
                writer.writerow({**row, "verdict_labels": ";".join(row["verdict_labels"] or ())})
    finally:
        if out is not None:
            fh.close()
    if out is not None:
        console.print(f"{len(rows):,} labels written to {out}")

