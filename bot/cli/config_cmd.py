"""`parry config check|show`."""

from __future__ import annotations

from typing import Annotated

import orjson
import typer

from bot.cli.common import ConfigOption, console, load

config_app = typer.Typer(help="Validate and show the configuration.", no_args_is_help=True)


@config_app.command("check")
def check(config_path: ConfigOption = None) -> None:
    """Validate the configuration; errors name each bad key (exit 2)."""
    config = load(config_path, quiet_logs=True)
    detectors = [k for k, v in config.detector_configs().items() if getattr(v, "enabled", True)]
    console.print(
        f"[green]configuration OK[/] (version {config.version()}; detectors: {', '.join(detectors) or 'none'}; "
        f"shadow mode {'on' if config.policy.shadow else 'OFF'})"
    )


@config_app.command("show")
def show(
    section: Annotated[str | None, typer.Argument(help="Only this top-level section.")] = None,
    config_path: ConfigOption = None,
) -> None:
    """Print the effective configuration, defaults filled in, as JSON."""
    data = load(config_path, quiet_logs=True).model_dump(mode="json")
    console.print_json(orjson.dumps(data[section] if section else data).decode())
