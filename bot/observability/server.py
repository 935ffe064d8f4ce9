"""`/healthz` and Prometheus `/metrics` over aiohttp."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest
from pydantic import BaseModel, ConfigDict, Field

from bot.observability.metrics import Metrics

log = logging.getLogger(__name__)


class ObservabilityConfig(BaseModel):
    """The health and metrics endpoint."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    enabled: bool = Field(True, description="Serve /healthz and /metrics while `parry run` is up.")
    host: str = Field("127.0.0.1", description="Interface to bind; keep it private or behind a proxy.")
    port: int = Field(9108, ge=0, le=65535, description="TCP port; 0 picks a free one.")
    log_level: str = Field("INFO", description="DEBUG, INFO, WARNING or ERROR.")
    log_format: str = Field("text", pattern="^(text|json)$", description="`text` for people, `json` for collectors.")


class ObservabilityServer:
    """Serves health and metrics; `health` returns the JSON body and whether all is well."""

    def __init__(
        self, config: ObservabilityConfig, metrics: Metrics, health: Callable[[], tuple[bool, dict[str, Any]]]
    ) -> None:
        self._config = config
        self._metrics = metrics
        self._health = health
        self._runner: web.AppRunner | None = None
        self.port: int | None = None

    async def start(self) -> None:
        app = web.Application()
        app.router.add_get("/healthz", self._healthz)
        app.router.add_get("/metrics", self._metrics_view)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self._config.host, self._config.port)
        await site.start()
        server = site._server
        sockets = getattr(server, "sockets", None) or []
        self.port = sockets[0].getsockname()[1] if sockets else self._config.port
        log.info("serving /healthz and /metrics on http://%s:%s", self._config.host, self.port)

    async def aclose(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def _healthz(self, _: web.Request) -> web.Response:
        ok, body = self._health()
        return web.json_response({"ok": ok, **body}, status=200 if ok else 503)

    async def _metrics_view(self, _: web.Request) -> web.Response:
        payload = generate_latest(self._metrics.registry)
        return web.Response(body=payload, headers={"Content-Type": CONTENT_TYPE_LATEST})
