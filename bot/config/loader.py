"""Reads `config.toml` and turns every problem into one error naming the key."""

from __future__ import annotations

import os
import tomllib
from pathlib import Path

from pydantic import ValidationError

from bot.config.model import ParryConfig

ENV_CONFIG = "PARRY_CONFIG"


class ConfigError(ValueError):
    """The configuration file is unreadable or has invalid values; the message names each key."""


def _key_path(loc: tuple[int | str, ...]) -> str:
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        elif out and not part.replace("_", "").replace("-", "").isalnum():
            out += f'."{part}"'
        else:
            out += f".{part}" if out else part
    return out


def format_validation_error(exc: ValidationError, source: str) -> str:
    lines = [f"{source}: invalid configuration"]
    for err in exc.errors(include_url=False):
        loc = tuple(p for p in err["loc"] if p not in ("function-after", "function-before"))
        key = _key_path(loc) or "(top level)"
        msg = "unknown key" if err["type"] == "extra_forbidden" else err["msg"]
        lines.append(f"  {key}: {msg}")
    return "\n".join(lines)


def resolve_path(path: Path | None) -> Path | None:
    """The config file to use: the argument, then $PARRY_CONFIG, then ./config.toml if present."""
    if path is not None:
        return path
    if env := os.environ.get(ENV_CONFIG):
        return Path(env)
    default = Path("config.toml")
    return default if default.exists() else None


def load_config(path: Path | None = None) -> ParryConfig:
    """Load and validate the configuration; built-in defaults when there is no file.

    Raises:
        ConfigError: the file is missing, not TOML, or has invalid values.
    """
    resolved = resolve_path(path)
    if resolved is None:
        return ParryConfig()
    try:
        with open(resolved, "rb") as fh:
            raw = tomllib.load(fh)
    except FileNotFoundError as exc:
        raise ConfigError(f"{resolved}: no such configuration file") from exc
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise ConfigError(f"{resolved}: not valid TOML: {exc}") from exc
    try:
        return ParryConfig.model_validate(raw)
    except ValidationError as exc:
        raise ConfigError(format_validation_error(exc, str(resolved))) from exc
