"""Per-channel rolling conversation windows."""

from bot.windows.store import WindowConfig, WindowStore

__all__ = ["WindowConfig", "WindowStore"]
