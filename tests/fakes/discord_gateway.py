"""A Discord gateway on a local websocket, enough for discord.py to identify, resume and receive events.

Sends uncompressed JSON text frames (discord.py asks for zlib/zstd in the URL query but only
decompresses binary frames). Every dispatch gets the session's next sequence number and is
kept, like Discord's own buffer: a client that RESUMEs after a dropped connection is sent
every event after the last sequence it acknowledged, then RESUMED. Tests control the socket:
`drop()` closes it mid-stream, `hold()` keeps reconnecting clients waiting before HELLO,
`refuse_with` answers IDENTIFY and RESUME with a close code (4014: disallowed intents, 4004:
authentication failed), and `end_session(code)` closes the live session that way mid-run.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

HEARTBEAT_INTERVAL_MS = 41_250


@dataclass
class Session:
    id: str
    shard: list[int] | None
    seq: int = 0
    history: list[dict[str, Any]] = field(default_factory=list)


class FakeGateway:
    """The gateway side of the fake; `FakeDiscord` mounts `handler` at its gateway URL."""

    def __init__(self, on_identify: Callable[[Session], list[tuple[str, dict[str, Any]]]]) -> None:
        # What the client is sent after IDENTIFY: READY and GUILD_CREATE, built by the API fake.
        self._on_identify = on_identify
        self.session: Session | None = None
        self.identifies: list[dict[str, Any]] = []
        self.resumes: list[dict[str, Any]] = []
        self.refuse_with: int | None = None
        self._ws: web.WebSocketResponse | None = None
        self._lock = asyncio.Lock()  # one sequence order on the wire
        self._open = asyncio.Event()
        self._open.set()
        self._closing = False
        self._sockets: set[web.WebSocketResponse] = set()

    async def handler(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(autoping=True)
        await ws.prepare(request)
        self._sockets.add(ws)
        try:
            await self._open.wait()
            if self._closing:
                return ws
            await ws.send_str(json.dumps({"op": 10, "d": {"heartbeat_interval": HEARTBEAT_INTERVAL_MS}}))
            async for msg in ws:
                if msg.type is not WSMsgType.TEXT:
                    continue
                await self._received(ws, json.loads(msg.data))
        finally:
            self._sockets.discard(ws)
            async with self._lock:
                if self._ws is ws:
                    self._ws = None
        return ws

    async def _received(self, ws: web.WebSocketResponse, payload: dict[str, Any]) -> None:
        op, data = payload["op"], payload["d"]
        if op == 1:
            await ws.send_str(json.dumps({"op": 11}))
        elif op == 2:
            self.identifies.append(data)
            if self.refuse_with is not None:
                await ws.close(code=self.refuse_with)
                return
            async with self._lock:
                self.session = Session(id=f"session-{len(self.identifies)}", shard=data.get("shard"))
                self._ws = ws
            for event, body in self._on_identify(self.session):
                await self.dispatch(event, body)
        elif op == 6:
            self.resumes.append(data)
            if self.refuse_with is not None:
                await ws.close(code=self.refuse_with)
                return
            async with self._lock:
                session = self.session
                if session is None or data["session_id"] != session.id:
                    await ws.send_str(json.dumps({"op": 9, "d": False}))  # invalid session: identify again
                    return
                for frame in session.history:
                    if frame["s"] > (data["seq"] or 0):
                        await ws.send_str(json.dumps(frame))
                session.seq += 1
                await ws.send_str(json.dumps({"op": 0, "t": "RESUMED", "s": session.seq, "d": {}}))
                self._ws = ws

    async def dispatch(self, event: str, data: dict[str, Any]) -> None:
        """Send an event now, or keep it for the RESUME when no client is connected."""
        async with self._lock:
            session = self.session
            if session is None:
                raise RuntimeError("no gateway session: the client has not identified")
            session.seq += 1
            frame = {"op": 0, "t": event, "s": session.seq, "d": data}
            session.history.append(frame)
            if self._ws is not None:
                await self._ws.send_str(json.dumps(frame))

    async def drop(self, code: int = 4000) -> None:
        """Close the live connection mid-stream; events dispatched from now on wait for a RESUME."""
        async with self._lock:
            ws, self._ws = self._ws, None
        if ws is not None:
            await ws.close(code=code)

    async def end_session(self, code: int) -> None:
        """Close the live session with `code` (4004: the token was reset); later sessions are refused alike."""
        self.refuse_with = code
        await self.drop(code)

    def hold(self) -> None:
        """New connections wait before HELLO until `release()`."""
        self._open.clear()

    def release(self) -> None:
        self._open.set()

    async def close(self) -> None:
        self._closing = True
        self._open.set()
        for ws in list(self._sockets):
            await ws.close(code=1001)
