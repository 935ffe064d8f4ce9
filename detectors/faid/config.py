"""The `[detectors.faid]` section."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from detectors.ariiha.pool import DEFAULT_SEED_POOL


class FaidConfig(BaseModel):
    """Implicit hate by FAID: router, then Shallow, Targeted or Context-Dependent handling."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    enabled: bool = Field(False, description="Needs the three exported models (see docs/faid/README.md).")
    router_dir: str = Field("models/faid-router", description="`parry export faid-router` output.")
    shallow_dir: str = Field("models/faid-shallow", description="`parry export faid-shallow` output.")
    targeted_dir: str = Field("models/faid-targeted", description="`parry export faid-targeted` output.")
    playbook: str = Field(
        "data/faid/playbook_seed.json",
        description="Context-Dependent playbook JSON (`parry playbook show --json` writes a stored version).",
    )
    explain: bool = Field(True, description="Targeted asks the LLM to explain the message's references.")
    demo_pool: str = Field(DEFAULT_SEED_POOL, description="Demonstrations for the Generator (ARIIHA's seed pool).")
    k: int = Field(4, ge=0, le=16, description="Demonstrations per Generator call.")
    min_score: float = Field(0.5, ge=0.0, le=1.0, description="Flag when the hate probability reaches this.")
    escalate_band: float | None = Field(
        None,
        gt=0.0,
        le=1.0,
        description="Targeted/Context-routed messages escalate only when Shallow's p(hate) is within this of "
        "min_score; otherwise Shallow's verdict stands. None: the route alone decides.",
    )
    severity: int = Field(2, ge=1, le=4, description="Severity given to a message FAID calls hate.")
    threads: int = Field(1, ge=1, description="ONNX Runtime threads per model.")
