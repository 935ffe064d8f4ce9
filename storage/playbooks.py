"""Versioned JSON documents by name: each accepted change stored as a new version.

FAID's ACE playbooks are evolved offline and saved here, so a verdict can say which
version it used and a moderator can read exactly that document back; per-space policy
overrides made by admin commands are kept the same way (`space-policy:<space id>`, with
who changed what in the note; the bot also writes each such change to the chain as a
`SettingsChangeRecord`). The storage layer knows nothing of what is inside: a name, a
version number, a JSON object and a free-form note.

These documents share the audit database and its migrations but are not audit events:
their rows are no links of the hash chain, and `AuditStore.verify`, `export`, `show` and
`counts` never see them.
"""

from __future__ import annotations

import hashlib
import logging
import math
from dataclasses import dataclass
from datetime import UTC, datetime
from types import TracebackType
from typing import Any, Self

import orjson
from sqlalchemy import RowMapping, insert, select, text
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from storage._engine import resolve_url, write_engine
from storage.config import StorageConfig
from storage.migrate import open_engine
from storage.models import PLAYBOOKS

log = logging.getLogger(__name__)

# First key of the PostgreSQL advisory lock (two-key form, apart from the chain's
# one-key lock) that serialises saves of one name ("play"); the second is hashtext(name).
_SAVE_LOCK_KEY = 0x706C6179
# orjson's own nesting limit; deeper (or circular) documents are refused up front.
_MAX_DEPTH = 255


@dataclass(frozen=True, slots=True)
class PlaybookVersion:
    """One stored version of a playbook.

    Attributes:
        name: The playbook.
        version: 1 for the first version, then one more for each saved change.
        parent_version: The version this one was evolved from, when the caller said so.
        sha256: Hex SHA-256 of the content's canonical JSON (sorted keys, compact).
        content: The document, as JSON reads it back (tuples are lists, keys sorted).
        note: Free-form metadata (metrics, the LLM used, sample size...); `{}` when none.
        created_at: When it was saved, aware UTC.
    """

    name: str
    version: int
    parent_version: int | None
    sha256: str
    content: dict[str, Any]
    note: dict[str, Any]
    created_at: datetime


class PlaybookNotFound(LookupError):
    """The playbook has no such version.

    Attributes:
        name: The playbook asked for.
        version: The version asked for.
    """

    def __init__(self, name: str, version: int) -> None:
        super().__init__(name, version)
        self.name = name
        self.version = version

    def __str__(self) -> str:
        return f"playbook {self.name!r} has no version {self.version}"


def _check_name(name: Any) -> str:
    if not isinstance(name, str) or not name.strip():
        raise ValueError(f"a playbook name must be a non-empty string, got {name!r}")
    if name != name.strip() or any(not c.isprintable() for c in name):
        raise ValueError(f"a playbook name may not hold control characters or surrounding spaces: {name!r}")
    return name


def _check_version(version: Any, what: str) -> int:
    if isinstance(version, bool) or not isinstance(version, int):
        raise ValueError(f"{what} must be an int, got {type(version).__name__}")
    return version


def _check_json(value: Any, path: str, depth: int) -> None:
    if depth > _MAX_DEPTH:
        raise ValueError(f"{path} is nested more than {_MAX_DEPTH} levels deep (or refers to itself)")
    if value is None or isinstance(value, bool | int | str):
        return
    if isinstance(value, float):
        if not math.isfinite(value):
            raise ValueError(f"{path} is {value}, which JSON cannot represent")
        return
    if isinstance(value, dict):
        for key, item in value.items():
            if not isinstance(key, str):
                raise ValueError(f"{path} has a key {key!r} of type {type(key).__name__}; JSON keys are strings")
            _check_json(item, f"{path}[{key!r}]", depth + 1)
        return
    if isinstance(value, list | tuple):
        for i, item in enumerate(value):
            _check_json(item, f"{path}[{i}]", depth + 1)
        return
    raise ValueError(f"{path} is a {type(value).__name__}, not a JSON value (str, int, float, bool, None, list, dict)")


def _canonical(document: Any, what: str) -> tuple[dict[str, Any], bytes]:
    """`document` as JSON reads it back, and its canonical bytes; ValueError if it is no JSON object."""
    if not isinstance(document, dict):
        raise ValueError(f"playbook {what} must be a JSON object (a dict), got {type(document).__name__}")
    _check_json(document, what, 0)
    try:
        encoded = orjson.dumps(document, option=orjson.OPT_SORT_KEYS)
    except orjson.JSONEncodeError as exc:
        raise ValueError(f"playbook {what} is not JSON-serialisable: {exc}") from None
    return orjson.loads(encoded), encoded


def _version(row: RowMapping) -> PlaybookVersion:
    return PlaybookVersion(
        name=row["name"],
        version=row["version"],
        parent_version=row["parent_version"],
        sha256=row["sha256"],
        content=row["content"],
        note=row["note"],
        created_at=row["created_at"],
    )


class PlaybookStore:
    """Saves and reads versioned playbooks. Open it with `PlaybookStore.open`.

    Saves of one name are serialised (an advisory lock on PostgreSQL, BEGIN IMMEDIATE on
    SQLite), so two processes never give two documents one version; the unique
    constraint on (name, version) stands behind that. Rows are only ever inserted.

    Args:
        engine: The database engine, schema up to date; the store disposes of it in `aclose`.
    """

    __slots__ = ("_engine", "_postgres", "_writes")

    def __init__(self, engine: AsyncEngine) -> None:
        self._engine = engine
        self._writes = write_engine(engine)
        self._postgres = engine.dialect.name == "postgresql"

    @classmethod
    async def open(cls, config: StorageConfig) -> PlaybookStore:
        """Connect, and bring the schema up to date when `config.auto_migrate` is set.

        Args:
            config: The `[storage]` section (the audit database).

        Returns:
            An open store.

        Raises:
            SchemaOutOfDateError: the schema is behind and `auto_migrate` is off.
            sqlalchemy.exc.OperationalError: the database cannot be reached.
        """
        engine = await open_engine(config)
        log.info("playbook store open: %s", resolve_url(config.url).render_as_string(hide_password=True))
        return cls(engine)

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        """Close every database connection."""
        await self._engine.dispose()

    # -- writing -------------------------------------------------------------------

    async def save(
        self,
        name: str,
        content: dict[str, Any],
        *,
        parent_version: int | None = None,
        note: dict[str, Any] | None = None,
    ) -> PlaybookVersion:
        """Store `content` as the next version of `name`, unless it is the latest already.

        Args:
            name: The playbook.
            content: The document: a JSON object (str keys; str, int, finite float, bool,
                None, lists and dicts as values).
            parent_version: The version `content` was evolved from; it must exist.
            note: Free-form JSON metadata kept with the version (metrics, model, ...).

        Returns:
            The new version (1 for a new name), or the latest version unchanged, note and
            parent included, when its content hashes the same as `content`.

        Raises:
            ValueError: `name` is empty, or `content`, `note` or `parent_version` is not
                what it must be; nothing was written.
            PlaybookNotFound: `parent_version` is not a version of `name`.
        """
        _check_name(name)
        if parent_version is not None:
            _check_version(parent_version, "parent_version")
        body, encoded = _canonical(content, "content")
        meta = {} if note is None else _canonical(note, "note")[0]
        digest = hashlib.sha256(encoded).hexdigest()
        try:
            return await self._save(name, body, digest, parent_version, meta)
        except IntegrityError:
            # Another writer took the version between the read and the insert. The locks
            # make this unexpected; read the new latest and try once more.
            log.warning("playbook %r: version taken by a concurrent save, retrying", name)
            return await self._save(name, body, digest, parent_version, meta)

    async def _save(
        self,
        name: str,
        content: dict[str, Any],
        digest: str,
        parent_version: int | None,
        note: dict[str, Any],
    ) -> PlaybookVersion:
        async with self._writes.begin() as connection:
            if self._postgres:
                lock = text("SELECT pg_advisory_xact_lock(:key, hashtext(:name))")
                await connection.execute(lock, {"key": _SAVE_LOCK_KEY, "name": name})
            if parent_version is not None and await self._row(connection, name, parent_version) is None:
                raise PlaybookNotFound(name, parent_version)
            latest = await self._latest(connection, name)
            if latest is not None and latest.sha256 == digest:
                return latest
            saved = PlaybookVersion(
                name=name,
                version=1 if latest is None else latest.version + 1,
                parent_version=parent_version,
                sha256=digest,
                content=content,
                note=note,
                created_at=datetime.now(UTC),
            )
            await connection.execute(
                insert(PLAYBOOKS).values(
                    name=saved.name,
                    version=saved.version,
                    parent_version=saved.parent_version,
                    sha256=saved.sha256,
                    content=saved.content,
                    note=saved.note,
                    created_at=saved.created_at,
                )
            )
        log.info("playbook %r: saved version %d (%s)", name, saved.version, digest[:12])
        return saved

    # -- reading -------------------------------------------------------------------

    @staticmethod
    async def _row(connection: AsyncConnection, name: str, version: int) -> PlaybookVersion | None:
        query = select(PLAYBOOKS).where(PLAYBOOKS.c.name == name, PLAYBOOKS.c.version == version)
        row = (await connection.execute(query)).mappings().first()
        return None if row is None else _version(row)

    @staticmethod
    async def _latest(connection: AsyncConnection, name: str) -> PlaybookVersion | None:
        query = select(PLAYBOOKS).where(PLAYBOOKS.c.name == name).order_by(PLAYBOOKS.c.version.desc()).limit(1)
        row = (await connection.execute(query)).mappings().first()
        return None if row is None else _version(row)

    async def latest(self, name: str) -> PlaybookVersion | None:
        """The newest version of `name`; None when it was never saved.

        Raises:
            ValueError: `name` is empty.
        """
        _check_name(name)
        async with self._engine.connect() as connection:
            return await self._latest(connection, name)

    async def get(self, name: str, version: int) -> PlaybookVersion:
        """Version `version` of `name`.

        Raises:
            ValueError: `name` is empty or `version` is not an int.
            PlaybookNotFound: there is no such version.
        """
        _check_name(name)
        _check_version(version, "version")
        async with self._engine.connect() as connection:
            found = await self._row(connection, name, version)
        if found is None:
            raise PlaybookNotFound(name, version)
        return found

    async def history(self, name: str) -> list[PlaybookVersion]:
        """Every version of `name`, oldest first; empty when it was never saved.

        Raises:
            ValueError: `name` is empty.
        """
        _check_name(name)
        query = select(PLAYBOOKS).where(PLAYBOOKS.c.name == name).order_by(PLAYBOOKS.c.version)
        async with self._engine.connect() as connection:
            return [_version(row) for row in (await connection.execute(query)).mappings()]

    async def names(self) -> list[str]:
        """The name of every saved playbook, sorted."""
        query = select(PLAYBOOKS.c.name).distinct().order_by(PLAYBOOKS.c.name)
        async with self._engine.connect() as connection:
            return list((await connection.scalars(query)).all())
