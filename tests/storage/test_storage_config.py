"""StorageConfig: defaults, and mistakes caught when config.toml loads."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import ValidationError

from storage import StorageConfig


def test_defaults() -> None:
    config = StorageConfig()
    assert config.url == "sqlite+aiosqlite:///var/parry.sqlite3"
    assert (config.retention, config.hash_key_env) == ("full", "PARRY_HASH_KEY")
    assert (config.batch_size, config.flush_interval_ms, config.max_pending) == (500, 50, 20_000)
    assert (config.retry_initial_s, config.retry_max_s) == (0.2, 10)
    assert config.spill_dir == Path("var/spill") and config.auto_migrate


def test_every_field_is_documented() -> None:
    assert all(field.description for field in StorageConfig.model_fields.values())


@pytest.mark.parametrize(
    ("update", "message"),
    [
        ({"url": "sqlite:///sync-driver.db"}, "unsupported driver 'sqlite'"),
        ({"url": "postgresql://u@h/db"}, "unsupported driver"),
        ({"url": "not a url"}, "not a database URL"),
        ({"retention": "partial"}, "retention"),
        ({"retry_initial_s": 5, "retry_max_s": 1}, "retry_max_s must be at least"),
        ({"batch_size": 0}, "batch_size"),
        ({"typo": 1}, "Extra inputs are not permitted"),
    ],
)
def test_invalid_settings_are_rejected(update: dict[str, object], message: str) -> None:
    with pytest.raises(ValidationError, match=message):
        StorageConfig.model_validate(update)


def test_postgres_url_is_accepted() -> None:
    assert StorageConfig(url="postgresql+asyncpg://parry:pw@db:5432/parry").url.startswith("postgresql")
