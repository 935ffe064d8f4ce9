"""The `[llm]` section: one OpenAI-compatible endpoint shared by every LLM-using component."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator


class LLMConfig(BaseModel):
    """Where the LLM is and how patiently to use it. No `base_url`: no LLM, callers fall back."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    base_url: str | None = Field(
        None,
        description="OpenAI-compatible API root, e.g. https://api.openai.com/v1, http://127.0.0.1:8000/v1 "
        "(vLLM, llama.cpp) or http://127.0.0.1:11434/v1 (Ollama). Unset: no LLM.",
    )
    model: str = Field("", description="Model name the server knows.")
    api_key_env: str = Field(
        "PARRY_LLM_API_KEY", description="Environment variable holding the API key; local servers need none."
    )
    timeout_s: float = Field(20.0, gt=0, description="Limit on one HTTP request.")
    deadline_s: float = Field(
        30.0, gt=0, description="Limit on a whole call: queueing, retries and the repair request included."
    )
    max_retries: int = Field(2, ge=0, le=10, description="Retries after a 429, a 5xx, a timeout or a lost connection.")
    backoff_s: float = Field(0.5, ge=0, description="First retry delay, doubled each time (a Retry-After header wins).")
    max_concurrency: int = Field(4, ge=1, description="Requests in flight at once; more wait their turn.")
    temperature: float = Field(0.0, ge=0, le=2)
    max_tokens: int = Field(256, ge=16, description="Completion budget per request.")
    max_input_chars: int = Field(
        2000, ge=100, description="Longer user text is cut to this many characters, and the prompt says so."
    )
    response_format: Literal["json_object", "json_schema", "json_object_schema", "none"] = Field(
        "json_object",
        description='How JSON is requested: "json_object" (OpenAI, vLLM, Ollama), "json_schema" (constrained '
        'to the schema where the server supports it), "json_object_schema" (llama-cpp-python\'s server: '
        'json_object plus the schema, grammar-constrained) or "none" (prompt only).',
    )

    @model_validator(mode="after")
    def _model_named(self) -> LLMConfig:
        if self.base_url is not None and not self.model:
            raise ValueError("llm.model must name the model when llm.base_url is set")
        return self

    @property
    def configured(self) -> bool:
        return self.base_url is not None
