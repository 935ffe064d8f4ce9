"""Runtime fixtures: the repository's own config.toml with a throwaway database."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.config import ParryConfig, load_config

ROOT = Path(__file__).resolve().parents[2]
DEMO_LOG = ROOT / "examples" / "demo_chat.jsonl"


def with_db(config: ParryConfig, url: str, tmp_path: Path) -> ParryConfig:
    storage = config.storage.model_copy(update={"url": url, "spill_dir": tmp_path / "spill"})
    return config.model_copy(update={"storage": storage})


def without_brace(config: ParryConfig) -> ParryConfig:
    brace = config.detectors.brace.model_copy(update={"enabled": False})
    return config.model_copy(update={"detectors": config.detectors.model_copy(update={"brace": brace})})


@pytest.fixture
def config(db_url: str, tmp_path: Path) -> ParryConfig:
    """The shipped config on an empty database (SQLite, and PostgreSQL when one answers), BRACE off.

    These tests are about the pipeline's mechanics (queues, deadlines, storage); with the
    model on, their timing would depend on how fast this CPU runs it. The shipped model
    runs in the pipeline in tests/detectors/brace/test_shipped_model.py.
    """
    return without_brace(with_db(load_config(ROOT / "config.toml"), db_url, tmp_path))
