"""A scripted OpenAI-compatible chat server on 127.0.0.1, for tests and benchmarks.

It speaks just enough of `/v1/chat/completions` for the `openai` client: scripted
completions, HTTP errors with headers (429 + Retry-After), delays past a timeout and
malformed bodies. Every request body is kept in `requests` for assertions.
"""

from __future__ import annotations

import asyncio
import inspect
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import orjson
from aiohttp import web


@dataclass(frozen=True, slots=True)
class FakeReply:
    """One scripted answer."""

    content: str = ""  # the completion text
    status: int = 200
    delay_s: float = 0.0  # wait this long before answering (to trip timeouts)
    headers: dict[str, str] = field(default_factory=dict)
    body: bytes | None = None  # sent as is instead of a completion (malformed responses)
    prompt_tokens: int | None = None  # default: a word count of the prompt
    completion_tokens: int | None = None


Responder = Callable[[dict[str, Any]], FakeReply | Awaitable[FakeReply]]


class FakeOpenAIServer:
    """Answers each request with the next scripted reply, or with what `responder` returns.

    A list that runs out answers HTTP 500 "script exhausted", so a test that makes more
    calls than it scripted fails loudly.
    """

    def __init__(self, script: Sequence[FakeReply] | Responder, *, model: str = "fake-model") -> None:
        self.model = model
        self.requests: list[dict[str, Any]] = []
        self._script = list(script) if isinstance(script, Sequence) else None
        self._responder = None if isinstance(script, Sequence) else script
        self._runner: web.AppRunner | None = None
        self.base_url = ""

    async def start(self) -> str:
        app = web.Application()
        app.router.add_post("/v1/chat/completions", self._chat)
        app.router.add_get("/v1/models", self._models)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        port = self._runner.addresses[0][1]
        self.base_url = f"http://127.0.0.1:{port}/v1"
        return self.base_url

    async def aclose(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> FakeOpenAIServer:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    async def _models(self, request: web.Request) -> web.Response:
        return web.json_response({"object": "list", "data": [{"id": self.model, "object": "model"}]})

    async def _chat(self, request: web.Request) -> web.Response:
        body = await request.json()
        self.requests.append(body)
        reply = await self._next(body)
        if reply.delay_s:
            await asyncio.sleep(reply.delay_s)
        if reply.body is not None:
            return web.Response(
                body=reply.body, status=reply.status, headers=reply.headers, content_type="application/json"
            )
        if reply.status != 200:
            error = {"error": {"message": reply.content or f"scripted HTTP {reply.status}", "type": "fake"}}
            return web.json_response(error, status=reply.status, headers=reply.headers)
        prompt_words = sum(len(str(m.get("content", "")).split()) for m in body.get("messages", []))
        completion = {
            "id": f"chatcmpl-fake-{len(self.requests)}",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": body.get("model", self.model),
            "choices": [
                {
                    "index": 0,
                    "message": {"role": "assistant", "content": reply.content},
                    "finish_reason": "stop",
                }
            ],
            "usage": {
                "prompt_tokens": reply.prompt_tokens if reply.prompt_tokens is not None else prompt_words,
                "completion_tokens": (
                    reply.completion_tokens if reply.completion_tokens is not None else len(reply.content.split())
                ),
                "total_tokens": 0,
            },
        }
        return web.Response(body=orjson.dumps(completion), headers=reply.headers, content_type="application/json")

    async def _next(self, body: dict[str, Any]) -> FakeReply:
        if self._responder is not None:
            out = self._responder(body)
            return await out if inspect.isawaitable(out) else out
        assert self._script is not None
        if not self._script:
            return FakeReply(status=500, content="fake server: script exhausted")
        return self._script.pop(0)


def user_content(body: dict[str, Any]) -> str:
    """The last user message of a request (what a responder usually looks at)."""
    for message in reversed(body.get("messages", [])):
        if message.get("role") == "user":
            return str(message.get("content", ""))
    return ""
