"""The `[storage]` section of config.toml: where the audit trail lives and how it is written."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError

Retention = Literal["full", "redacted", "hash"]

# Only async drivers work with the async engine; naming them here turns a wrong URL
# into a config error at load time instead of a driver error at start-up.
SUPPORTED_DRIVERS = ("sqlite+aiosqlite", "postgresql+asyncpg")


class StorageConfig(BaseModel):
    """The audit database, the retention policy and the buffered writer."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    url: str = Field(
        "sqlite+aiosqlite:///var/parry.sqlite3",
        description="Database URL: `sqlite+aiosqlite:///path` (relative paths are resolved "
        "against the working directory, the folder is created) or "
        "`postgresql+asyncpg://user:password@host:port/db`.",
    )
    retention: Retention = Field(
        "full",
        description='What is kept of message text: "full" keeps it; "redacted" keeps only the '
        'evidence spans and replaces every other non-space character with "•" (offsets stay '
        'valid); "hash" keeps only an HMAC-SHA256 of the text, keyed by `hash_key_env`.',
    )
    hash_key_env: str = Field(
        "PARRY_HASH_KEY",
        min_length=1,
        description='Environment variable holding the HMAC key for retention = "hash"; start-up fails if it is unset.',
    )
    batch_size: int = Field(500, ge=1, description="Most records written in one transaction.")
    flush_interval_ms: float = Field(
        50.0,
        ge=0,
        description="How long a partial batch waits for more records before it is written.",
    )
    max_pending: int = Field(
        20_000,
        ge=1,
        description="Records buffered in memory before `put` waits: back-pressure on the pipeline.",
    )
    retry_initial_s: float = Field(
        0.2,
        gt=0,
        description="First wait before retrying a write while the database is unavailable.",
    )
    retry_max_s: float = Field(10.0, gt=0, description="Longest wait between retries; waits double up to it.")
    spill_dir: Path = Field(
        Path("var/spill"),
        description="Where records still unwritten at shutdown are saved as JSONL; they are "
        "written to the database, then deleted, at the next start. One writer per folder.",
    )
    auto_migrate: bool = Field(
        True,
        description="Upgrade the database schema at start-up; when false, an outdated schema "
        "stops start-up and `parry db upgrade` must be run.",
    )
    busy_timeout_ms: int = Field(
        5_000,
        ge=0,
        description="SQLite only: how long a write waits for a lock held by another connection.",
    )

    @field_validator("url")
    @classmethod
    def _async_driver(cls, value: str) -> str:
        try:
            driver = make_url(value).drivername
        except ArgumentError as exc:
            raise ValueError(f"not a database URL: {exc}") from None
        if driver not in SUPPORTED_DRIVERS:
            raise ValueError(f"unsupported driver {driver!r}; use one of {', '.join(SUPPORTED_DRIVERS)}")
        return value

    @model_validator(mode="after")
    def _retry_bounds(self) -> StorageConfig:
        if self.retry_max_s < self.retry_initial_s:
            raise ValueError("retry_max_s must be at least retry_initial_s")
        return self
