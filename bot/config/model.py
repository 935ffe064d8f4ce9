"""The whole of `config.toml` as one validated model.

Each part owns its section's model (storage, policy, each detector); this module only
assembles them, so a key that is misspelled anywhere fails at load with its path.
"""

from __future__ import annotations

import hashlib

import orjson
from pydantic import BaseModel, ConfigDict, Field, create_model

from bot.adapters.discord_adapter.config import DiscordConfig
from bot.adapters.replay import DEFAULT_MAX_TEXT_CHARS
from bot.adapters.telegram_adapter.config import TelegramConfig
from bot.observability.server import ObservabilityConfig
from bot.policy.config import PolicyConfig
from bot.runtime.config import RuntimeConfig
from bot.windows.store import WindowConfig
from detectors.llm.config import LLMConfig
from detectors.registry import DETECTORS
from responders.fire.config import CounterspeechConfig
from storage.config import StorageConfig

# Built from the registry so a new detector's section validates (and errors name its keys)
# without touching this file.
DetectorsConfig: type[BaseModel] = create_model(  # type: ignore[call-overload]
    "DetectorsConfig",
    __config__=ConfigDict(extra="forbid", frozen=True),
    __doc__="One section per detector in the registry, cheap ones first.",
    **{key: (entry.config_model, entry.config_model()) for key, entry in DETECTORS.items()},
)


class ReplayAdapterConfig(BaseModel):
    """Replays a JSONL chat log through the pipeline (`parry run` with no platform adapter)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    path: str | None = Field(None, description="JSONL chat log to replay; `-` reads standard input.")
    honor_timestamps: bool = Field(False, description="Pace messages by their timestamps instead of at full speed.")
    speed: float = Field(1.0, gt=0, description="With honor_timestamps, replay this many times faster than real time.")


class AdaptersConfig(BaseModel):
    """Where messages come from."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    max_text_chars: int = Field(
        DEFAULT_MAX_TEXT_CHARS, ge=1, description="Longer messages are rejected with an error naming them."
    )
    replay: ReplayAdapterConfig = ReplayAdapterConfig()
    discord: DiscordConfig = DiscordConfig()
    telegram: TelegramConfig = TelegramConfig()


class ParryConfig(BaseModel):
    """Every setting of one Parry deployment."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    observability: ObservabilityConfig = ObservabilityConfig()
    adapters: AdaptersConfig = AdaptersConfig()
    runtime: RuntimeConfig = RuntimeConfig()
    windows: WindowConfig = WindowConfig()
    llm: LLMConfig = LLMConfig()
    detectors: DetectorsConfig = DetectorsConfig()
    policy: PolicyConfig = PolicyConfig()
    counterspeech: CounterspeechConfig = CounterspeechConfig()
    storage: StorageConfig = StorageConfig()

    def detector_configs(self) -> dict[str, BaseModel]:
        """Each detector's validated section, keyed as in the registry."""
        return {key: getattr(self.detectors, key) for key in type(self.detectors).model_fields}

    def version(self) -> str:
        """Short hash of the effective configuration, recorded with every run."""
        blob = orjson.dumps(self.model_dump(mode="json"), option=orjson.OPT_SORT_KEYS)
        return hashlib.sha256(blob).hexdigest()[:12]
