"""The `[detectors.brace]` config: where the exported BRACE model lives and how to run it."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, field_validator

AUTO = "auto"


class BraceConfig(BaseModel):
    """BRACE served with ONNX Runtime: harm type, severity and evidence over a chat window."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    enabled: bool = Field(
        True, description="Run BRACE on every window (the trained default model ships in `model_dir`)."
    )
    model_dir: str = Field(
        "models/brace",
        min_length=1,
        description=(
            "Directory with the ONNX model, `tokenizer.json` and `model_card.json` (version, metrics). "
            "A relative path is taken from the working directory, else from the repository root."
        ),
    )
    model_file: str = Field(
        "model.int8.onnx", min_length=1, description="ONNX file inside `model_dir` (the int8 export by default)."
    )
    providers: tuple[str, ...] = Field(
        (AUTO,),
        min_length=1,
        description=(
            "ONNX Runtime execution providers in order of preference. `auto` picks CUDAExecutionProvider "
            "when this onnxruntime build has it, else CPUExecutionProvider."
        ),
    )
    intra_op_threads: int = Field(
        0, ge=0, description="Threads ONNX Runtime uses inside one operator; 0 keeps its default."
    )
    windows_per_call: int = Field(
        8,
        ge=1,
        description=(
            "Windows per ONNX Runtime call after sorting a micro-batch by length. The int8 model scales its "
            "activations per call, so a window's scores shift slightly with the windows it shares a call with "
            "(0.4% of top types on 1,024 seed windows at 8); 1 makes every verdict independent of its "
            "neighbours and reproducible, at about a third less throughput on 2 cores "
            "(benchmarks/brace_call_grouping.py)."
        ),
    )
    max_length: int = Field(
        64,
        ge=8,
        le=512,
        description=(
            "Token budget per window: the judged message first, then newest context. 64 covers 99% of the "
            "seed windows and costs half the time of 128 on a busy channel's 10-message windows."
        ),
    )
    min_binary_score: float = Field(
        0.5,
        ge=0.0,
        le=1.0,
        description="Flag when the harmful probability reaches this and the most likely type is not benign.",
    )
    evidence_threshold: float = Field(
        0.5,
        ge=0.0,
        le=1.0,
        description="A token is evidence when P(B) + P(I) reaches this; an indicator counts when its peak does.",
    )

    @field_validator("providers")
    @classmethod
    def _auto_alone(cls, providers: tuple[str, ...]) -> tuple[str, ...]:
        if AUTO in providers and len(providers) > 1:
            raise ValueError("`auto` cannot be combined with explicit providers")
        if any(not p for p in providers):
            raise ValueError("empty provider name")
        return providers


__all__ = ["BraceConfig"]
