"""The `[detectors.ariiha]` section."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from detectors.ariiha.engine import Strategy
from detectors.ariiha.pool import DEFAULT_SEED_POOL
from detectors.ariiha.targets import DEFAULT_LEXICON


class DatasetSource(BaseModel):
    """A public data set joining the demonstration pool, loaded by path (never copied)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: Literal["ihc"] = Field(description="ihc: the Implicit Hate Corpus (stage 1).")
    path: str = Field(description="Its folder, e.g. ../shared/datasets/implicit-hate-corpus.")
    split: Literal["train", "dev", "test"] = Field("train", description="Only train belongs in a pool you evaluate.")


class AriihaConfig(BaseModel):
    """Retrieval-based in-context implicit-hate detection through the configured LLM."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    enabled: bool = Field(False, description="Needs [llm]; without one every check comes back 'unavailable'.")
    strategy: Strategy = Field("ariiha", description="zero, random, reticl, target or ariiha.")
    k: int = Field(4, ge=0, le=16, description="Demonstrations per prompt.")
    seed_pool: str = Field(DEFAULT_SEED_POOL, description='The pool shipped with Parry; "" leaves it out.')
    datasets: tuple[DatasetSource, ...] = Field((), description="Public data sets added to the pool.")
    feedback: bool = Field(True, description="Moderator feedback from the audit trail joins the pool at start-up.")
    lexicon: str = Field(DEFAULT_LEXICON, description="Target-group lexicon and similarity map.")
    pool_targets: str | None = Field(
        None, description="Targets of pool items named by the LLM offline (`parry ariiha label-targets`)."
    )
    target_predictor: Literal["llm", "lexicon"] = Field(
        "llm", description="Who names the input's target group (the lexicon is the fallback either way)."
    )
    threshold: float = Field(0.0, description="Switch to RetICL when target demos' mean BM25 is at or below this.")
    threshold_file: str | None = Field(None, description="A tuned threshold (`parry eval ariiha --save-threshold`).")
    bm25_k1: float = Field(1.5, gt=0)
    bm25_b: float = Field(0.75, ge=0, le=1)
    severity: int = Field(2, ge=1, le=4, description="Severity given to a message ARIIHA calls hate.")
