"""Discord adapter (discord.py, the `discord` extra).

Not named `discord`: `bot/adapters` has no `__init__.py`, so tools that find a file's package
by its folders (ruff's import sorting) would take a `bot/adapters/discord` package for the
library. Import the adapter from `bot.adapters.discord_adapter.adapter`; this package itself
imports only the config, so config.toml validates where discord.py is not installed.
"""

from bot.adapters.discord_adapter.config import DiscordConfig

__all__ = ["DiscordConfig"]
