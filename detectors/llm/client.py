"""The one async LLM client every Parry component uses.

OpenAI-compatible chat completions through the `openai` package (OpenAI, vLLM, Ollama,
llama.cpp all speak it). A call asks for JSON, parses it robustly, validates it against
a pydantic model, repairs once, and always comes back as an `LLMResult` within its
deadline: callers never see an exception from here, only an outcome to fall back on.
"""

from __future__ import annotations

import asyncio
import logging
import os
import random
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

import openai
from pydantic import BaseModel, ValidationError

from detectors.llm.config import LLMConfig
from detectors.llm.guard import UNTRUSTED_DATA_RULES, FencedText, echo_problem
from detectors.llm.jsonparse import JSONNotFoundError, extract_json_object
from detectors.llm.types import LLMCall, LLMOutcome, LLMResult

log = logging.getLogger(__name__)

M = TypeVar("M", bound=BaseModel)

_RETRYABLE = (openai.RateLimitError, openai.InternalServerError, openai.APITimeoutError, openai.APIConnectionError)
_REPAIR = (
    "That reply could not be used: {problem}. Reply again with only the JSON object, in the format asked for, "
    "and nothing else."
)


@dataclass(frozen=True, slots=True)
class Prompt:
    """Instructions plus fenced untrusted data.

    Attributes:
        system: Parry's instructions; the untrusted-data rules are appended to them.
        user: the request, with the fenced blocks in it.
        fenced: those blocks (their ids must never come back in a reply).
        untrusted: the raw untrusted texts, to catch a reply copied from them.
    """

    system: str
    user: str
    fenced: tuple[FencedText, ...] = ()
    untrusted: tuple[str, ...] = ()

    def messages(self) -> list[dict[str, str]]:
        return [
            {"role": "system", "content": f"{self.system}\n\n{UNTRUSTED_DATA_RULES}"},
            {"role": "user", "content": self.user},
        ]


@dataclass
class _Attempt:
    requests: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    raw: str = ""


@dataclass
class LLMTotals:
    """Running totals of this client's calls (what `parry llm check` and evaluations print)."""

    calls: Counter[str] = field(default_factory=Counter)  # by outcome
    prompt_tokens: int = 0
    completion_tokens: int = 0
    latency_ms: float = 0.0

    def add(self, call: LLMCall) -> None:
        self.calls[str(call.outcome)] += 1
        self.prompt_tokens += call.prompt_tokens
        self.completion_tokens += call.completion_tokens
        self.latency_ms += call.latency_ms


class LLMClient:
    """Structured calls to the configured endpoint; a typed "unavailable" when there is none."""

    def __init__(
        self,
        config: LLMConfig,
        *,
        api_key: str | None = None,
        on_call: Callable[[LLMCall], None] | None = None,
    ) -> None:
        self.config = config
        self.totals = LLMTotals()
        self._on_call = on_call
        self._semaphore = asyncio.Semaphore(config.max_concurrency)
        self._client: openai.AsyncOpenAI | None = None
        if config.base_url is not None:
            key = api_key or os.environ.get(config.api_key_env) or "unused"  # local servers want no key
            # Retries are ours: they must respect the call's deadline and be counted.
            self._client = openai.AsyncOpenAI(
                base_url=config.base_url, api_key=key, timeout=config.timeout_s, max_retries=0
            )

    @property
    def available(self) -> bool:
        return self._client is not None

    @property
    def model(self) -> str:
        return self.config.model if self.available else ""

    async def structured(
        self, prompt: Prompt, schema: type[M], *, purpose: str, deadline_s: float | None = None
    ) -> LLMResult[M]:
        """Ask for a JSON object matching `schema`.

        Args:
            prompt: instructions and fenced data.
            schema: the pydantic model the reply must validate against.
            purpose: recorded with the call, e.g. "ariiha.classify".
            deadline_s: overrides `llm.deadline_s` for this call.

        Returns:
            The validated value with its `LLMCall`; on any failure the value is None and
            `call.outcome` says why. Never raises for server, network or model faults.
        """
        start = time.perf_counter()
        attempt = _Attempt()
        if self._client is None:
            return self._finish(purpose, LLMOutcome.UNAVAILABLE, start, attempt, "no LLM configured (llm.base_url)")
        deadline = self.config.deadline_s if deadline_s is None else deadline_s
        try:
            async with asyncio.timeout(deadline):
                async with self._semaphore:
                    return await self._structured(prompt, schema, purpose, start, attempt)
        except TimeoutError:
            return self._finish(purpose, LLMOutcome.UNAVAILABLE, start, attempt, f"no valid reply within {deadline:g}s")

    async def _structured(
        self, prompt: Prompt, schema: type[M], purpose: str, start: float, attempt: _Attempt
    ) -> LLMResult[M]:
        messages = prompt.messages()
        # The fenced data is not instructions: a rationale may quote the message it judges.
        request = prompt.user
        for block in prompt.fenced:
            request = request.replace(block.block, "")
        instructions = messages[0]["content"] + "\n" + request
        # Bounded like the fenced text itself: the brace scan is quadratic in the worst case.
        untrusted = [t[: self.config.max_input_chars] for t in prompt.untrusted]
        for repair in (False, True):
            failure = await self._request(messages, schema, attempt)
            if failure is not None:
                return self._finish(purpose, failure[0], start, attempt, failure[1])
            try:
                data = extract_json_object(attempt.raw)
                value = schema.model_validate(data)
            except (JSONNotFoundError, ValidationError) as e:
                problem = _short(e)
                if repair:
                    return self._finish(purpose, LLMOutcome.INVALID, start, attempt, problem)
                messages = [
                    *messages,
                    {"role": "assistant", "content": attempt.raw[:2000]},
                    {"role": "user", "content": _REPAIR.format(problem=problem)},
                ]
                continue
            echo = echo_problem(data, instructions=instructions, fenced=prompt.fenced, user_texts=untrusted)
            if echo is not None:
                return self._finish(purpose, LLMOutcome.REJECTED, start, attempt, echo)
            return self._finish(purpose, LLMOutcome.OK, start, attempt, None, value)
        raise AssertionError("unreachable: the repair round always returns")

    async def _request(
        self, messages: list[dict[str, str]], schema: type[BaseModel], attempt: _Attempt
    ) -> tuple[LLMOutcome, str] | None:
        """One completion, retried on transient faults; fills `attempt`, or says why it failed."""
        assert self._client is not None
        kwargs: dict[str, Any] = {
            "model": self.config.model,
            "messages": messages,
            "temperature": self.config.temperature,
            "max_tokens": self.config.max_tokens,
        }
        if self.config.response_format == "json_object":
            kwargs["response_format"] = {"type": "json_object"}
        elif self.config.response_format == "json_schema":
            kwargs["response_format"] = {
                "type": "json_schema",
                "json_schema": {"name": schema.__name__, "schema": schema.model_json_schema()},
            }
        elif self.config.response_format == "json_object_schema":
            kwargs["response_format"] = {"type": "json_object", "schema": schema.model_json_schema()}
        for retry in range(self.config.max_retries + 1):
            attempt.requests += 1
            try:
                response = await self._client.chat.completions.create(**kwargs)
            except _RETRYABLE as e:
                if retry == self.config.max_retries:
                    return LLMOutcome.UNAVAILABLE, f"gave up after {attempt.requests} requests: {_short(e)}"
                await asyncio.sleep(self._delay(retry, e))
                continue
            except openai.APIStatusError as e:
                return LLMOutcome.ERROR, f"HTTP {e.status_code}: {_short(e)}"
            except (openai.OpenAIError, ValueError) as e:  # a body that is not JSON at all
                return LLMOutcome.INVALID, _short(e)
            try:
                attempt.raw = _completion_text(response)
                if response.usage is not None:
                    attempt.prompt_tokens += int(response.usage.prompt_tokens or 0)
                    attempt.completion_tokens += int(response.usage.completion_tokens or 0)
            except (AttributeError, IndexError, TypeError, ValueError) as e:  # JSON, but not a completion
                return LLMOutcome.INVALID, f"not a chat completion: {_short(e)}"
            return None
        raise AssertionError("unreachable: the last retry returns")

    def _delay(self, retry: int, error: Exception) -> float:
        response = getattr(error, "response", None)
        header: str | None = response.headers.get("retry-after") if response is not None else None
        if header is not None:
            try:
                return max(0.0, float(header))
            except ValueError:
                pass
        return self.config.backoff_s * 2.0**retry * random.uniform(0.5, 1.0)

    def _finish(
        self,
        purpose: str,
        outcome: LLMOutcome,
        start: float,
        attempt: _Attempt,
        error: str | None,
        value: M | None = None,
    ) -> LLMResult[M]:
        call = LLMCall(
            purpose=purpose,
            model=self.model,
            outcome=outcome,
            prompt_tokens=attempt.prompt_tokens,
            completion_tokens=attempt.completion_tokens,
            latency_ms=(time.perf_counter() - start) * 1000,
            attempts=attempt.requests,
            error=error,
        )
        self.totals.add(call)
        if outcome is not LLMOutcome.OK:
            log.info("llm %s: %s (%s)", purpose, outcome, error)
        if self._on_call is not None:
            self._on_call(call)
        return LLMResult(value=value, call=call, raw=attempt.raw)

    async def aclose(self) -> None:
        if self._client is not None:
            await self._client.close()


def _completion_text(response: Any) -> str:
    choice = response.choices[0] if response.choices else None
    if choice is None:
        return ""
    content = choice.message.content
    if content is not None and not isinstance(content, str):
        raise TypeError(f"message content is {type(content).__name__}, not text")
    return content or ""


def _short(error: BaseException) -> str:
    text = str(error).replace("\n", " ")
    return f"{type(error).__name__}: {text[:200]}"
