"""A FakeOpenAIServer on its own event loop in a thread, for CLI tests (the command runs asyncio.run itself)."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

from detectors.llm.fake_server import FakeOpenAIServer, FakeReply, Responder


@contextmanager
def fake_server(script: Sequence[FakeReply] | Responder) -> Iterator[FakeOpenAIServer]:
    server = FakeOpenAIServer(script)
    loop = asyncio.new_event_loop()
    ready = threading.Event()

    def serve() -> None:
        asyncio.set_event_loop(loop)
        loop.run_until_complete(server.start())
        ready.set()
        loop.run_forever()
        loop.run_until_complete(server.aclose())
        loop.close()

    thread = threading.Thread(target=serve, name="fake-openai", daemon=True)
    thread.start()
    assert ready.wait(10), "the fake server did not start"
    try:
        yield server
    finally:
        loop.call_soon_threadsafe(loop.stop)
        thread.join(10)
