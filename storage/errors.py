"""Errors the storage layer raises, and how to describe a database error in one line."""

from __future__ import annotations

from sqlalchemy.exc import DBAPIError


class StorageError(Exception):
    """Base of the storage layer's own errors."""


class StorageConfigError(StorageError):
    """The storage configuration cannot work in this environment (e.g. a missing HMAC key)."""


class SchemaOutOfDateError(StorageError):
    """The database schema is behind this version of Parry and `auto_migrate` is off."""


class DatabaseUnavailableError(StorageError):
    """No connection to the database could be made; the cause is chained."""


def describe(exc: BaseException) -> str:
    """`exc` in one line: the driver's error and its first line.

    SQLAlchemy's own messages repeat the statement and add a documentation link, too
    much for a log line written on every retry.
    """
    cause = exc.orig if isinstance(exc, DBAPIError) and exc.orig is not None else exc
    lines = str(cause).strip().splitlines()
    return f"{type(cause).__name__}: {lines[0]}" if lines else type(cause).__name__
