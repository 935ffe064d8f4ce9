"""`parry check` and `parry classify`: detectors on text, no storage involved."""

from __future__ import annotations

import asyncio
import csv
import sys
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, Annotated

import orjson
import typer

from bot.cli.common import ConfigOption, console, err_console, fail, load
from bot.cli.render import verdict_json, verdict_panel
from bot.config import ParryConfig
from bot.policy import PolicyEngine
from bot.windows import WindowStore
from detectors.base import Detector
from detectors.context import DetectorContext
from detectors.llm import LLMClient
from detectors.registry import build_detectors
from detectors.types import ChatMessage, ConversationWindow, Verdict


def _message(text: str, space: str, message_id: str) -> ChatMessage:
    return ChatMessage(
        platform="cli", space_id=space, channel_id="cli", author_id="cli", message_id=message_id,
        text=text, ts=datetime.now(UTC),
    )


async def _judge(detectors: list[Detector], windows: list[ConversationWindow]) -> list[Verdict]:
    per_detector = [await d.detect(windows) for d in detectors]
    return [Verdict(tuple(r[i] for r in per_detector)) for i in range(len(windows))]


def check(
    text: Annotated[str, typer.Argument(help="The message to judge.")],
    space: Annotated[str, typer.Option(help="Space (guild/chat) id whose rules apply.")] = "cli",
    config_path: ConfigOption = None,
) -> None:
    """Run one message through the detectors and policy and show a readable verdict."""
    config = load(config_path, quiet_logs=True)

    async def go() -> None:
        llm = LLMClient(config.llm)
        detectors = build_detectors(config.detector_configs(), DetectorContext(llm=llm))
        try:
            message = _message(text, space, "check")
            window = WindowStore(config.windows).push(message)
            verdict = (await _judge(detectors, [window]))[0]
            decision = PolicyEngine(config.policy).decide(verdict, message, message.ts)
            explanations = [d.explain(c) for d, c in zip(detectors, verdict.checks, strict=True) if c.flagged]
            console.print(verdict_panel(text, verdict, decision, explanations))
        finally:
            for d in detectors:
                await d.aclose()
            await llm.aclose()

    asyncio.run(go())


def _rows(path: Path, fmt: str, text_column: str, id_column: str | None) -> Iterator[tuple[int, str, str | None]]:
    """Yield (line number, id, text or None when the row is unusable)."""
    if fmt == "jsonl":
        with open(path, "rb") as fh:
            for number, raw in enumerate(fh, start=1):
                if not raw.strip():
                    continue
                try:
                    obj = orjson.loads(raw)
                except orjson.JSONDecodeError as exc:
                    err_console.print(f"{path}:{number}: malformed JSON: {exc}", highlight=False)
                    yield number, str(number), None
                    continue
                value = obj.get(text_column) if isinstance(obj, dict) else None
                rid = obj.get(id_column) if (id_column and isinstance(obj, dict)) else None
                if not isinstance(value, str):
                    err_console.print(f"{path}:{number}: no string field {text_column!r}", highlight=False)
                    yield number, str(rid or number), None
                    continue
                yield number, str(rid if rid is not None else number), value
        return
    delimiter = "\t" if fmt == "tsv" else ","
    with open(path, newline="", encoding="utf-8", errors="strict") as fh:
        reader = csv.DictReader(fh, delimiter=delimiter)
        if reader.fieldnames is None or text_column not in reader.fieldnames:
            fail(f"{path}: no column {text_column!r}; columns are {reader.fieldnames}")
        try:
            for row in reader:
                number = reader.line_num
                rid = row.get(id_column) if id_column else None
                yield number, str(rid if rid is not None else number - 1), row[text_column]
        except UnicodeDecodeError as exc:
            fail(f"{path}: invalid UTF-8 near line {reader.line_num + 1}: {exc}")


def classify(
    path: Annotated[Path, typer.Argument(help="CSV, TSV or JSONL file of messages.", exists=True, dir_okay=False)],
    text_column: Annotated[str, typer.Option("--text-column", help="Column or field holding the text.")] = "text",
    id_column: Annotated[str | None, typer.Option("--id-column", help="Column used as `id` (default: row)")] = None,
    fmt: Annotated[str | None, typer.Option("--format", help="csv, tsv or jsonl (default: by extension).")] = None,
    out: Annotated[Path | None, typer.Option("--out", "-o", help="Write JSONL here instead of stdout.")] = None,
    batch_size: Annotated[int, typer.Option(help="Messages per detector batch.")] = 64,
    config_path: ConfigOption = None,
) -> None:
    """Judge every row of a file; print one JSON verdict per line (id, harmful, hate, types, ...)."""
    config = load(config_path, quiet_logs=True)
    by_suffix = {".tsv": "tsv", ".jsonl": "jsonl", ".json": "jsonl", ".ndjson": "jsonl"}
    fmt = fmt or by_suffix.get(path.suffix.lower(), "csv")
    if fmt not in ("csv", "tsv", "jsonl"):
        fail(f"--format must be csv, tsv or jsonl, not {fmt!r}")
    sink: IO[bytes] = open(out, "wb") if out else sys.stdout.buffer
    try:
        asyncio.run(_classify(config, _rows(path, fmt, text_column, id_column), sink, batch_size))
    finally:
        if out:
            sink.close()


async def _classify(
    config: ParryConfig, rows: Iterator[tuple[int, str, str | None]], sink: IO[bytes], batch_size: int
) -> None:
    llm = LLMClient(config.llm)
    detectors = build_detectors(config.detector_configs(), DetectorContext(llm=llm))
    max_chars = config.adapters.max_text_chars
    try:
        # Rows keep file order in the output; unusable rows carry their error instead of text.
        batch: list[tuple[str, str | None, str | None]] = []

        async def flush() -> None:
            # Each row is judged on its own: a file of messages has no conversation order.
            usable = [(rid, text) for rid, text, _ in batch if text is not None]
            windows = [WindowStore(config.windows).push(_message(t, "cli", rid)) for rid, t in usable]
            verdicts = iter(await _judge(detectors, windows)) if windows else iter(())
            for rid, text, error in batch:
                row = {"id": rid, "error": error} if text is None else verdict_json(rid, next(verdicts), text)
                sink.write(orjson.dumps(row) + b"\n")
            batch.clear()

        for number, rid, text in rows:
            if text is None:
                batch.append((rid, None, f"line {number}: unusable row"))
            elif len(text) > max_chars:
                err_console.print(f"line {number}: text is {len(text):,} characters; limit {max_chars:,}")
                batch.append((rid, None, f"line {number}: text is {len(text):,} characters; limit {max_chars:,}"))
            else:
                batch.append((rid, text, None))
            if len(batch) >= batch_size:
                await flush()
        if batch:
            await flush()
        sink.flush()
    finally:
        for d in detectors:
            await d.aclose()
        await llm.aclose()
