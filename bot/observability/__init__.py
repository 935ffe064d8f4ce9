"""Metrics, health endpoint and structured logs."""

from bot.observability.logging import configure_logging
from bot.observability.metrics import Metrics
from bot.observability.server import ObservabilityConfig, ObservabilityServer

__all__ = ["Metrics", "ObservabilityConfig", "ObservabilityServer", "configure_logging"]
