"""The hash chain that links every audit row, across all tables, in `seq` order.

A row's hash is `sha256(prev_hash + canonical_json(row))`, where the canonical JSON holds
every column but `id` and the two hashes, plus the row's `seq` and table name, with
sorted keys and datetimes as ISO-8601 UTC with microseconds. Changing, removing or
reordering any row breaks the chain from that row on; only rewriting the whole tail
would hide it, which comparing the head against an externally kept copy reveals.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import orjson

from storage._normalize import json_default

# prev_hash of the first row.
GENESIS_HASH = "0" * 64

_CANONICAL = orjson.OPT_SORT_KEYS | orjson.OPT_PASSTHROUGH_DATETIME


@dataclass(frozen=True, slots=True)
class ChainMark:
    """A position in the chain: the row `seq` of `table`, whose hash is `row_hash`."""

    table: str
    seq: int
    row_hash: str


def canonical_json(table: str, seq: int, values: Mapping[str, Any]) -> bytes:
    """The bytes a row's hash covers.

    Args:
        table: The row's table.
        seq: The row's position in the chain.
        values: The row's normalised content columns (no `id`, `seq` or hashes).

    Returns:
        Compact JSON with sorted keys.
    """
    return orjson.dumps({**values, "seq": seq, "table": table}, default=json_default, option=_CANONICAL)


def row_hash(prev_hash: str, table: str, seq: int, values: Mapping[str, Any]) -> str:
    """The hash of a row that follows the row hashed `prev_hash`.

    Args:
        prev_hash: Hex hash of the previous row, `GENESIS_HASH` for the first.
        table: The row's table.
        seq: The row's position in the chain.
        values: The row's normalised content columns.

    Returns:
        64 hex digits.
    """
    return hashlib.sha256(prev_hash.encode("ascii") + canonical_json(table, seq, values)).hexdigest()
