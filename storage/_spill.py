"""Spill files: rows the writer could not commit before shutdown, kept for the next start.

A spill file is JSONL. The first line is a header; each further line is one pending row,
`{"table": ..., "values": {...}}`, exactly as it would have been written (retention
already applied, so no more of a message is on disk than the database would hold).
When the batch being written at shutdown may have committed after all, the header
names its last row's chain position and how many rows it had; re-ingestion skips them
if that row is in the database.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import orjson

from storage._chain import ChainMark
from storage._normalize import json_default
from storage._rows import NORMALIZERS, PendingRow
from storage._types import UTCDateTime
from storage.models import TABLES

_FORMAT = "parry-audit-spill"
_VERSION = 1
_PATTERN = "audit-spill-*.jsonl"

_DATETIME_COLUMNS = {
    name: frozenset(c.name for c in t.columns if isinstance(c.type, UTCDateTime)) for name, t in TABLES.items()
}


@dataclass(frozen=True, slots=True)
class Spill:
    """The contents of a spill file.

    Attributes:
        rows: The rows, in chain order.
        uncertain: The chain position the first `uncertain_rows` rows took in a write
            whose commit was cut short; None when there was none.
        uncertain_rows: How many leading rows that write held.
    """

    rows: list[PendingRow]
    uncertain: ChainMark | None = None
    uncertain_rows: int = 0


def spill_files(directory: Path) -> list[Path]:
    """Spill files in `directory`, oldest first."""
    return sorted(directory.glob(_PATTERN)) if directory.is_dir() else []


def write_spill(directory: Path, spill: Spill) -> Path:
    """Save `spill` to a new file in `directory` (created if needed), durably.

    The file is readable by its owner only: it may hold message text. It appears under
    its final name only once complete.

    Returns:
        The file's path.
    """
    directory.mkdir(parents=True, exist_ok=True)
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
    path = directory / f"audit-spill-{stamp}-{os.getpid()}.jsonl"
    header: dict[str, Any] = {"format": _FORMAT, "version": _VERSION, "uncertain": None}
    if spill.uncertain is not None:
        mark = spill.uncertain
        header["uncertain"] = {"table": mark.table, "seq": mark.seq, "row_hash": mark.row_hash}
        header["uncertain_rows"] = spill.uncertain_rows
    lines = [orjson.dumps(header)]
    lines += [
        orjson.dumps(
            {"table": r.table, "values": r.values},
            default=json_default,
            option=orjson.OPT_PASSTHROUGH_DATETIME,
        )
        for r in spill.rows
    ]
    partial = path.with_suffix(".partial")
    fd = os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "wb") as f:
        f.write(b"\n".join(lines) + b"\n")
        f.flush()
        os.fsync(f.fileno())
    os.replace(partial, path)
    return path


def _row(line: dict[str, Any]) -> PendingRow:
    table, values = line["table"], dict(line["values"])
    for name in _DATETIME_COLUMNS[table]:
        if values.get(name) is not None:
            values[name] = datetime.fromisoformat(values[name])
    # Normalising again checks the file and is a no-op on values that were normalised.
    return PendingRow(table, NORMALIZERS[table](values))


def read_spill(path: Path) -> Spill:
    """Load a spill file.

    Raises:
        ValueError: the file is not a spill file this version can read.
    """
    header, *lines = [orjson.loads(line) for line in path.read_bytes().splitlines() if line.strip()]
    if header.get("format") != _FORMAT or header.get("version") != _VERSION:
        raise ValueError(f"{path} is not a version {_VERSION} audit spill file")
    rows = [_row(line) for line in lines]
    uncertain = header.get("uncertain")
    if uncertain is None:
        return Spill(rows)
    return Spill(rows, ChainMark(**uncertain), int(header["uncertain_rows"]))
