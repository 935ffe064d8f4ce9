"""Column types whose values read back exactly as they were written, on SQLite and PostgreSQL."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import DateTime
from sqlalchemy.engine import Dialect
from sqlalchemy.types import TypeDecorator


def as_utc(value: datetime) -> datetime:
    """`value` converted to UTC; a naive datetime is taken to be UTC already.

    Args:
        value: Any datetime.

    Returns:
        An aware datetime in UTC.
    """
    if value.tzinfo is None:
        return value.replace(tzinfo=UTC)
    return value.astimezone(UTC)


class UTCDateTime(TypeDecorator[datetime]):
    """A timestamp stored in UTC and always read back as an aware UTC datetime.

    SQLite keeps no offset (it reads back naive) and PostgreSQL answers in the session's
    time zone; normalising on both sides makes the value hashed on write equal the value
    read back by `verify`.
    """

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: Any, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if not isinstance(value, datetime):
            raise TypeError(f"expected a datetime, got {type(value).__name__}")
        return as_utc(value)

    def process_result_value(self, value: Any, dialect: Dialect) -> datetime | None:
        return None if value is None else as_utc(value)
