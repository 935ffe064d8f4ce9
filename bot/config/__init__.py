"""Loading and validating `config.toml`."""

from bot.config.loader import ConfigError, load_config
from bot.config.model import AdaptersConfig, ParryConfig

__all__ = ["AdaptersConfig", "ConfigError", "ParryConfig", "load_config"]
