"""`parry run` on live platforms: build the enabled adapters, serve until SIGINT/SIGTERM.

The adapters' libraries are imported only here and only when enabled, so an install
without the `discord` or `telegram` extra still runs everything else.
"""

from __future__ import annotations

import asyncio
import os
import signal

from bot.adapters.base import AdapterStartError, PlatformAdapter
from bot.cli.common import console, fail
from bot.config import ParryConfig
from bot.runtime.platform import running
from detectors.errors import StartupFileError


def enabled_platforms(config: ParryConfig) -> list[str]:
    adapters = config.adapters
    return [name for name in ("discord", "telegram") if getattr(adapters, name).enabled]


def build_adapters(config: ParryConfig) -> list[PlatformAdapter]:
    """The enabled adapters, or a clear exit naming the missing extra or token."""
    out: list[PlatformAdapter] = []
    if config.adapters.discord.enabled:
        try:
            from bot.adapters.discord_adapter.adapter import build_discord_adapter
        except ModuleNotFoundError as exc:
            fail(f"adapters.discord is enabled but {exc.name} is not installed: pip install 'parry[discord]'")
        try:
            token = config.adapters.discord.token()
        except ValueError as exc:
            fail(str(exc))
        out.append(build_discord_adapter(config.adapters.discord, token))
    if config.adapters.telegram.enabled:
        try:
            from bot.adapters.telegram_adapter.adapter import TelegramStartupError, adapter_from_env
        except ModuleNotFoundError as exc:
            fail(f"adapters.telegram is enabled but {exc.name} is not installed: pip install 'parry[telegram]'")
        try:
            out.append(adapter_from_env(config.adapters.telegram, dict(os.environ)))
        except TelegramStartupError as exc:
            fail(str(exc))
    return out


async def serve(config: ParryConfig, adapters: list[PlatformAdapter]) -> str | None:
    """Moderate until SIGINT/SIGTERM (returns None) or until an adapter fails (returns why)."""
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    try:
        async with running(config, adapters, serve=True):
            names = ", ".join(a.platform for a in adapters)
            console.print(f"Parry is moderating on {names} (shadow mode {config.policy.shadow}); Ctrl-C stops it.")
            failure = await _first_failure(stop, adapters)
            console.print("stopping: draining queued messages and actions")
            return failure
    finally:
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.remove_signal_handler(sig)


async def _first_failure(stop: asyncio.Event, adapters: list[PlatformAdapter]) -> str | None:
    """Wait for a stop signal or an adapter failure, whichever comes first."""
    stopped = asyncio.ensure_future(stop.wait())
    failures = {asyncio.ensure_future(a.failed()): a.platform for a in adapters}
    try:
        done, _ = await asyncio.wait({stopped, *failures}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        for waiter in (stopped, *failures):
            waiter.cancel()
        await asyncio.gather(stopped, *failures, return_exceptions=True)
    for waiter, platform in failures.items():
        if waiter in done and not waiter.cancelled() and waiter.exception() is None:
            return f"{platform}: {waiter.result()}"
    return None


def run_platforms(config: ParryConfig) -> None:
    adapters = build_adapters(config)
    try:
        failure = asyncio.run(serve(config, adapters))
    except (AdapterStartError, StartupFileError) as exc:
        fail(str(exc))
    if failure is not None:
        fail(f"{failure}; Parry stopped (everything it had received was judged and recorded)", code=1)
