"""config.toml documents every key, loads, and bad values are named by key."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pydantic import BaseModel

from bot.config import ConfigError, ParryConfig, load_config

ROOT = Path(__file__).resolve().parents[2]
CONFIG_TEXT = (ROOT / "config.toml").read_text()


def leaf_keys(model: type[BaseModel], prefix: str = "") -> list[str]:
    keys = []
    for name, field in model.model_fields.items():
        ann = field.annotation
        if isinstance(ann, type) and issubclass(ann, BaseModel):
            keys += leaf_keys(ann, f"{prefix}{name}.")
        else:
            keys.append(f"{prefix}{name}")
    return keys


@pytest.mark.parametrize("key", leaf_keys(ParryConfig))
def test_every_key_is_documented_in_config_toml(key: str) -> None:
    *section, name = key.split(".")
    # A key is documented when its section header (or an example of it) and the key
    # itself, set or commented, appear in the file.
    if section:
        header = re.escape(".".join(section))
        assert re.search(rf"^#?\s*\[{header}[.\]]", CONFIG_TEXT, re.M), f"no [{'.'.join(section)}] section"
    assert re.search(rf"^#?\s*(\[\[?{'.'.join(section)}\.)?{re.escape(name)}\b", CONFIG_TEXT, re.M), key


def test_shipped_config_loads_with_shadow_mode_on() -> None:
    config = load_config(ROOT / "config.toml")
    assert config.policy.shadow is True
    assert config.storage.url.startswith("sqlite+aiosqlite://")
    assert len(config.detectors.filters.rules) >= 8  # type: ignore[attr-defined]


def test_missing_file_is_named(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="no such configuration file"):
        load_config(tmp_path / "nope.toml")


def test_invalid_toml_is_reported(tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text("[runtime\nqueue_size = 1\n")
    with pytest.raises(ConfigError, match="not valid TOML"):
        load_config(bad)


@pytest.mark.parametrize(
    ("toml", "expected"),
    [
        ("[runtime]\nbatch_max_size = 0\n", "runtime.batch_max_size: Input should be greater than or equal to 1"),
        ("[windows]\nmax_messages = 'ten'\n", "windows.max_messages"),
        ("[nonsense]\nx = 1\n", "nonsense: unknown key"),
        ("[detectors.spamcop]\nenabled = true\n", "detectors.spamcop: unknown key"),
        ("[storage]\nretention = 'shred'\n", "storage.retention"),
        ("[policy.thresholds.labels.hatred]\nmin_score = 0.1\n", "policy.thresholds.labels"),
        ('[observability]\nlog_format = "xml"\n', "observability.log_format"),
        ('[policy.spaces."g1".channels."c1"]\nshadoww = false\n', 'policy.spaces.g1.channels.c1.shadoww: unknown key'),
    ],
)
def test_invalid_values_name_the_key(tmp_path: Path, toml: str, expected: str) -> None:
    path = tmp_path / "config.toml"
    path.write_text(toml)
    with pytest.raises(ConfigError) as info:
        load_config(path)
    assert expected in str(info.value)
    assert str(path) in str(info.value)


def test_env_var_selects_the_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "c.toml"
    path.write_text("[runtime]\nqueue_size = 7\n")
    monkeypatch.setenv("PARRY_CONFIG", str(path))
    assert load_config().runtime.queue_size == 7


def test_version_changes_with_the_config() -> None:
    base = ParryConfig()
    changed = ParryConfig.model_validate({"runtime": {"queue_size": 5}})
    assert base.version() == ParryConfig().version() != changed.version()
