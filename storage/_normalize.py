"""Coerce record values into exactly what the database will hand back.

The chain hashes a row when it is written and again when `verify` reads it back, so the
two must see the same values on SQLite and PostgreSQL. Normalising before the insert
makes that hold by construction: tuples become lists, JSON goes through the very
encoder the engine uses, datetimes become aware UTC, floats and ints take their column's
type. Unsupported values fail here, in the caller's `put`/`append`, instead of poisoning
a batch the writer would retry for ever.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from datetime import datetime
from typing import Any

import orjson
from sqlalchemy import JSON, Boolean, Float, Integer, String, Table

from storage._types import UTCDateTime, as_utc

_JSON_OPTIONS = orjson.OPT_NON_STR_KEYS | orjson.OPT_PASSTHROUGH_DATETIME


def iso_utc(value: datetime) -> str:
    """`value` as ISO-8601 in UTC with microseconds, e.g. `2026-01-02T03:04:05.000000+00:00`."""
    return as_utc(value).isoformat(timespec="microseconds")


def json_default(value: Any) -> Any:
    """orjson's fallback: datetimes as `iso_utc`, anything else is an error."""
    if isinstance(value, datetime):
        return iso_utc(value)
    raise TypeError(f"{type(value).__name__} is not JSON-serialisable")


def dumps_json(value: Any) -> str:
    """The engine's JSON serialiser: orjson, with datetimes as `iso_utc` strings.

    orjson writes NaN and infinities as null: JSON has no spelling for them.
    """
    return orjson.dumps(value, default=json_default, option=_JSON_OPTIONS).decode()


def clean_text(value: str) -> str:
    """`value` storable in any text column, same length.

    PostgreSQL rejects NUL characters and no driver can encode a lone surrogate (which
    JSON from chat platforms does deliver, e.g. a cut emoji); each becomes U+FFFD.
    """
    if "\x00" in value:
        value = value.replace("\x00", "\ufffd")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        value = "".join("\ufffd" if 0xD800 <= ord(c) <= 0xDFFF else c for c in value)
    return value


def _clean_strings(value: Any) -> Any:
    if isinstance(value, str):
        return clean_text(value)
    if isinstance(value, Mapping):
        return {_clean_strings(k): _clean_strings(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_clean_strings(v) for v in value]
    return value


def _json(value: Any) -> Any:
    try:
        encoded = orjson.dumps(value, default=json_default, option=_JSON_OPTIONS)
    except orjson.JSONEncodeError as exc:
        if "not valid UTF-8" not in str(exc):
            raise TypeError(f"not JSON-serialisable: {exc}") from None
        encoded = orjson.dumps(_clean_strings(value), default=json_default, option=_JSON_OPTIONS)
    return orjson.loads(encoded)


def _string(value: Any) -> str:
    if not isinstance(value, str):
        raise TypeError(f"expected str, got {type(value).__name__}")
    return clean_text(str.__str__(value))


def _integer(value: Any) -> int:
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if not isinstance(value, int):
        raise TypeError(f"expected int, got {type(value).__name__}")
    return int(value)


def _float(value: Any) -> float | None:
    if not isinstance(value, int | float):
        raise TypeError(f"expected a number, got {type(value).__name__}")
    # SQLite stores NaN as NULL; store every non-finite value that way on both backends.
    return float(value) if math.isfinite(value) else None


def _boolean(value: Any) -> bool:
    if not isinstance(value, bool | int):
        raise TypeError(f"expected bool, got {type(value).__name__}")
    return bool(value)


def _datetime(value: Any) -> datetime:
    if not isinstance(value, datetime):
        raise TypeError(f"expected datetime, got {type(value).__name__}")
    return as_utc(value)


def _coercer(column_type: Any) -> Callable[[Any], Any]:
    # Order matters: UTCDateTime before anything generic, Boolean is not an Integer.
    for kind, coerce in (
        (UTCDateTime, _datetime),
        (JSON, _json),
        (Boolean, _boolean),
        (Integer, _integer),
        (Float, _float),
        (String, _string),
    ):
        if isinstance(column_type, kind):
            return coerce
    raise TypeError(f"no normaliser for column type {column_type!r}")


class RowNormalizer:
    """Normalises the values of one table's rows, column by column.

    Args:
        table: The audit table the rows go to.
        skip: Columns the caller fills in itself (the chain's bookkeeping).
    """

    __slots__ = ("_columns", "table")

    def __init__(self, table: Table, skip: frozenset[str]) -> None:
        self.table = table
        self._columns = {c.name: (_coercer(c.type), bool(c.nullable)) for c in table.columns if c.name not in skip}

    def __call__(self, values: Mapping[str, Any]) -> dict[str, Any]:
        """Normalise one row.

        Args:
            values: A value for every column of the table but the skipped ones.

        Returns:
            The values as the database will read them back.

        Raises:
            ValueError: A column is missing, unknown, or None where it may not be.
            TypeError: A value has a type its column cannot hold.
        """
        if values.keys() != self._columns.keys():
            missing = sorted(self._columns.keys() - values.keys())
            extra = sorted(values.keys() - self._columns.keys())
            raise ValueError(f"{self.table.name}: missing columns {missing}, unknown columns {extra}")
        out: dict[str, Any] = {}
        for name, (coerce, nullable) in self._columns.items():
            value = values[name]
            if value is None:
                if not nullable:
                    raise ValueError(f"{self.table.name}.{name} may not be None")
                out[name] = None
                continue
            try:
                out[name] = coerce(value)
            except TypeError as exc:
                raise TypeError(f"{self.table.name}.{name}: {exc}") from None
        return out
