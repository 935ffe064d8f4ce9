"""Settings of the in-process pipeline."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class RuntimeConfig(BaseModel):
    """Queue sizes, micro-batching and shutdown."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    queue_size: int = Field(
        10_000, ge=1, description="Messages accepted but not yet judged; adapters wait when it is full."
    )
    batch_max_size: int = Field(64, ge=1, le=4096, description="Most windows sent to a detector at once.")
    batch_max_wait_ms: float = Field(
        5.0, ge=0, description="How long a partial batch waits for more messages before it runs."
    )
    action_queue_size: int = Field(1_000, ge=1, description="Enforced actions waiting for the platform.")
    action_concurrency: int = Field(
        16, ge=1, description="Actions carried out at once (one message's actions still run in order)."
    )
    shutdown_deadline_s: float = Field(
        30.0, gt=0, description="On SIGINT/SIGTERM, time allowed to drain every queue; "
        "audit records still unwritten then are spilled to storage.spill_dir."
    )
