"""Helpers every command shares: config loading, consoles, error exits."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, NoReturn

import typer
from pydantic import ValidationError
from rich.console import Console

from bot.config import ConfigError, ParryConfig, load_config
from bot.config.loader import format_validation_error
from bot.observability.logging import configure_logging
from storage import StorageConfig

console = Console()
err_console = Console(stderr=True)

ConfigOption = Annotated[
    Path | None,
    typer.Option("--config", "-c", help="config.toml to use (default: $PARRY_CONFIG, then ./config.toml)."),
]
DbOption = Annotated[str | None, typer.Option("--db", help="Database URL, overriding storage.url.")]


def fail(message: str, code: int = 2) -> NoReturn:
    err_console.print(f"[bold red]error:[/] {message}", highlight=False)
    raise typer.Exit(code)


def load(config_path: Path | None, db: str | None = None, *, quiet_logs: bool = False) -> ParryConfig:
    """Load the config (exit 2 with the key named on error) and set up logging."""
    try:
        config = load_config(config_path)
    except ConfigError as exc:
        fail(str(exc))
    if db is not None:
        try:
            storage = StorageConfig.model_validate({**config.storage.model_dump(), "url": db})
        except ValidationError as exc:
            fail(format_validation_error(exc, "--db").replace("url:", "storage.url:"))
        config = config.model_copy(update={"storage": storage})
    obs = config.observability
    configure_logging("WARNING" if quiet_logs else obs.log_level, "json" if obs.log_format == "json" else "text")
    return config
