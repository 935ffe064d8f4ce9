"""The `parry` command line."""

from bot.cli.app import app


def main() -> None:
    app()


__all__ = ["app", "main"]
