"""Runs Parry against live platforms: adapters in, the runtime in the middle, actions back out."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import AsyncExitStack, asynccontextmanager

from bot.adapters.base import ActionOutcome, ActionRequest, PlatformAdapter
from bot.config.model import ParryConfig
from bot.moderation.sink import RuntimeSink
from bot.moderation.space_settings import SpaceSettings
from bot.runtime.builder import Runtime
from bot.runtime.pipeline import Outcome
from storage.playbooks import PlaybookStore


class PlatformActions:
    """Sends each action to the adapter of the platform its message came from."""

    def __init__(self, adapters: Sequence[PlatformAdapter]) -> None:
        self._by_platform = {a.platform: a for a in adapters}
        if len(self._by_platform) != len(adapters):
            raise ValueError("two adapters for the same platform")

    async def execute(self, request: ActionRequest) -> ActionOutcome:
        adapter = self._by_platform.get(request.message.platform)
        if adapter is None:
            return ActionOutcome(ok=False, error=f"no adapter for platform {request.message.platform!r}")
        return await adapter.execute(request)


@asynccontextmanager
async def running(
    config: ParryConfig,
    adapters: Sequence[PlatformAdapter],
    *,
    on_outcome: Callable[[Outcome], None] | None = None,
    serve: bool = False,
) -> AsyncIterator[Runtime]:
    """A started runtime with every adapter connected; on exit, a drain that loses nothing.

    Exit order: adapters stop taking events, the runtime drains (queued actions still go
    out through the adapters), then the adapters disconnect.
    """
    runtime = await Runtime.build(config, actions=PlatformActions(adapters), on_outcome=on_outcome, serve=serve)
    async with AsyncExitStack() as stack:  # unwinds in reverse order of the pushes
        for adapter in adapters:
            stack.push_async_callback(adapter.aclose)
        stack.push_async_callback(runtime.aclose)
        documents = await PlaybookStore.open(config.storage)
        stack.push_async_callback(documents.aclose)
        settings = SpaceSettings(documents, runtime.pipeline.policy, record=runtime.pipeline.record,
                                 audit=runtime.store)
        await settings.load()
        sink = RuntimeSink(runtime, settings)
        for adapter in adapters:
            stack.push_async_callback(adapter.stop)
            await adapter.start(sink)
        yield runtime
