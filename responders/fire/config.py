"""The `[counterspeech]` section: whether FIRE answers hate, how, and how often."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from responders.fire.evidence import EvidenceConfig


class CounterspeechConfig(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    enabled: bool = Field(
        False, description="Write counterspeech where the policy asks for it (a `counterspeech` action)."
    )
    approval: Literal["auto", "moderators"] = Field(
        "auto",
        description="`auto` posts drafts that pass every check; `moderators` sends each one to the alert "
        "channel with a button to post it.",
    )
    user_cooldown_s: int = Field(86_400, ge=0, description="Never answer one user twice within this many seconds.")
    channel_per_hour: int = Field(3, ge=0, description="Most replies posted in one channel within an hour.")
    memory_dir: str = Field("models/fire-memory", description="The memory module's exported encoder.")
    exemplars: list[str] = Field(
        default_factory=lambda: ["data/fire/exemplars.jsonl"],
        description="Exemplar files (JSONL); add your own after the shipped one.",
    )
    replies: list[str] = Field(
        default_factory=lambda: ["data/fire/replies.toml"],
        description="Reply template files (TOML) for Parry without an LLM; later files add and override by id.",
    )
    memory_k: int = Field(8, ge=1, le=64, description="Neighbours the memory module reads per type.")
    purity_threshold: float | None = Field(
        None, ge=0, le=1,
        description="Below this purity the analyst must choose between the top two types; unset: the "
        "threshold tuned on dev, from the memory model's card.",
    )
    lexicon: str | None = Field(
        None, description="A file of words (one per line) a reply must never repeat from the message it answers."
    )
    evidence: EvidenceConfig = EvidenceConfig()
