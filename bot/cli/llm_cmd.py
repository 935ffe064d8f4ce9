"""`parry llm check` and `parry llm serve-local`: is the configured LLM reachable and usable?

`check` sends one structured call (the same path ARIIHA, FAID and FIRE use: fenced text,
JSON reply, validation, repair) and prints what came back. `serve-local` runs the embedded
llama.cpp server with SmolLM2-135M (the `local-llm` extra): enough to prove the HTTP path
end to end with no provider, not a model to moderate with.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import signal
from typing import Annotated, Literal

import typer
from pydantic import BaseModel, Field
from rich.markup import escape
from rich.table import Table

from bot.cli.common import ConfigOption, console, fail, load
from detectors.llm.client import LLMClient, Prompt
from detectors.llm.config import LLMConfig
from detectors.llm.guard import fence
from detectors.llm.local import LocalLLMError, LocalLLMServer, local_llm_config
from detectors.llm.types import LLMOutcome, LLMResult

llm_app = typer.Typer(
    help="Check the configured LLM endpoint, or run a small local one (llama.cpp + SmolLM2-135M).",
    no_args_is_help=True,
)

DEFAULT_TEXT = "we should all welcome the new neighbours"
CHECK_SYSTEM = (
    "You classify one chat message as hate or not_hate. Hate means attacking people for who they are "
    "(origin, religion, gender, sexuality, disability). "
    'Reply with JSON: {"label": "hate" or "not_hate", "rationale": one short sentence}.'
)


class CheckReply(BaseModel):
    """The reply `parry llm check` asks for."""

    label: Literal["hate", "not_hate"]
    # Bounded so a grammar-constrained small model cannot ramble past max_tokens.
    rationale: str = Field(max_length=200)


def _config_lines(base_url: str, model: str) -> str:
    return f'[llm]\nbase_url = "{base_url}"\nmodel = "{model}"\nresponse_format = "json_object_schema"'


@llm_app.command("serve-local")
def serve_local(
    port: Annotated[int, typer.Option(min=1, max=65535, help="Listen port on 127.0.0.1.")] = 8765,
    n_ctx: Annotated[int, typer.Option(min=256, help="Context size in tokens.")] = 4096,
    n_threads: Annotated[int | None, typer.Option(min=1, help="CPU threads (default: llama.cpp's).")] = None,
) -> None:
    """Run llama.cpp with SmolLM2-135M on 127.0.0.1 until Ctrl-C (plumbing checks only, not moderation quality)."""

    async def serve() -> int:
        # SIGTERM (systemd, docker stop) stops the server as Ctrl-C does, instead of orphaning it.
        task = asyncio.current_task()
        if task is not None:
            with contextlib.suppress(NotImplementedError):  # Windows
                asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, task.cancel)
        async with LocalLLMServer(port=port, n_ctx=n_ctx, n_threads=n_threads) as server:
            console.print(
                f"llama.cpp server with SmolLM2-135M ready at {server.base_url} "
                f"(started in {server.startup_s:.1f}s, log: {server.log_path})",
                highlight=False,
                soft_wrap=True,
            )
            console.print("Put this in config.toml (then `parry llm check`):", highlight=False)
            console.print(escape(_config_lines(server.base_url, server.model)), highlight=False, soft_wrap=True)
            console.print("Ctrl-C stops it.", highlight=False)
            code = await server.wait()
            console.print(f"the server exited with code {code}; last lines of its log:\n{escape(server.log_tail())}")
            return 1

    try:
        code = asyncio.run(serve())
    except LocalLLMError as exc:
        fail(escape(str(exc)))
    except (KeyboardInterrupt, asyncio.CancelledError):
        console.print("stopped", highlight=False)
        return
    raise typer.Exit(code)


async def _check(llm: LLMConfig, text: str, local: bool) -> tuple[str, LLMResult[CheckReply]]:
    if local:
        async with LocalLLMServer(port=0) as server:
            return await _call(local_llm_config(llm, server.base_url), text)
    return await _call(llm, text)


async def _call(llm: LLMConfig, text: str) -> tuple[str, LLMResult[CheckReply]]:
    client = LLMClient(llm)
    fenced = fence(text, max_chars=llm.max_input_chars)
    prompt = Prompt(
        system=CHECK_SYSTEM,
        user=f"Classify this chat message.\n{fenced.block}",
        fenced=(fenced,),
        untrusted=(text,),
    )
    try:
        result = await client.structured(prompt, CheckReply, purpose="llm.check")
    finally:
        await client.aclose()
    return llm.base_url or "", result


@llm_app.command("check")
def check(
    config_path: ConfigOption = None,
    local: Annotated[
        bool, typer.Option("--local", help="Start the embedded llama.cpp server for this check, then stop it.")
    ] = False,
    text: Annotated[str, typer.Option(help="The chat message to classify.")] = DEFAULT_TEXT,
) -> None:
    """Send one structured test call through the configured LLM; exit 0 when it came back valid.

    Exit 0: the call succeeded; 1: it did not (the table says why); 2: no LLM configured or no local server.
    """
    config = load(config_path, quiet_logs=True)
    if not local and config.llm.base_url is None:
        fail(
            f"no LLM configured: set {escape('[llm]')} base_url (and model) in config.toml, "
            "or run this check with --local, or start one with `parry llm serve-local`"
        )
    try:
        endpoint, result = asyncio.run(_check(config.llm, text, local))
    except LocalLLMError as exc:
        fail(escape(str(exc)))
    call = result.call
    value = json.dumps(result.value.model_dump(), ensure_ascii=False) if result.value is not None else "-"
    table = Table(title="LLM check", show_header=False)
    table.add_column(style="bold")
    table.add_column(overflow="fold")
    table.add_row("endpoint", escape(endpoint + (" (local)" if local else "")))
    table.add_row("model", escape(call.model))
    style = "green" if call.outcome is LLMOutcome.OK else "red"
    table.add_row("outcome", f"[{style}]{call.outcome}[/]")
    table.add_row("value", escape(value))
    table.add_row("attempts", str(call.attempts))
    table.add_row("prompt tokens", str(call.prompt_tokens))
    table.add_row("completion tokens", str(call.completion_tokens))
    table.add_row("latency ms", f"{call.latency_ms:.0f}")
    table.add_row("error", escape(call.error or "-"))
    console.print(table)
    if local or call.model == "smollm2":
        console.print(
            "[dim]SmolLM2-135M proves the HTTP path end to end; its labels are not moderation-grade.[/]",
            highlight=False,
            soft_wrap=True,
        )
    raise typer.Exit(0 if result.ok else 1)
