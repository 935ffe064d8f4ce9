"""The `[policy]` section of config.toml: thresholds, ladder, floors, exemptions, shadow mode.

Every model forbids unknown keys, so a misspelled option or harm label fails at load with its
key path. Per-space, per-channel and per-role overrides reuse `PolicySettings`: an override
table may hold any of its keys, and only the keys actually written are merged onto the layer
below (see `bot.policy.resolve`). Read effective values through `PolicyResolver`, never from an
override's attributes, which show defaults for the keys it leaves out.
"""

from __future__ import annotations

import hashlib
import json
from itertools import pairwise
from typing import Annotated, Any, Self

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, field_validator, model_validator

from bot.policy.types import ActionKind
from detectors.taxonomy import check_label
from detectors.types import Severity

Label = Annotated[str, AfterValidator(check_label)]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class LabelThreshold(_Model):
    """Thresholds for one harm type; a key left out inherits `[policy.thresholds]`."""

    min_score: float | None = Field(
        default=None,
        ge=0.0,
        le=1.0,
        description="Minimum score for this harm type (unset: inherit).",
    )
    min_severity: Severity | None = Field(
        default=None, description="Minimum severity 0-4 for this harm type (unset: inherit)."
    )


class Thresholds(_Model):
    """When a flagged label counts as harmful: score and severity both at or above the minimum."""

    min_score: float = Field(
        default=0.5,
        ge=0.0,
        le=1.0,
        description="Minimum detector score (0-1) for a flagged label to count.",
    )
    min_severity: Severity = Field(
        default=Severity.L1, description="Minimum severity (0-4) for a flagged label to count."
    )
    labels: dict[Label, LabelThreshold] = Field(
        default_factory=dict,
        description="Per-harm-type overrides keyed by taxonomy label, e.g. `labels.hate`.",
    )


class _Actions(_Model):
    """Actions taken together, with the duration a timeout among them needs."""

    actions: tuple[ActionKind, ...] = Field(description="Actions taken, in this order.")
    timeout_s: int | None = Field(
        default=None,
        gt=0,
        description="Timeout length in seconds; required when actions has `timeout`.",
    )

    @model_validator(mode="after")
    def _timeout_has_duration(self) -> Self:
        has_timeout = ActionKind.TIMEOUT in self.actions
        if has_timeout and self.timeout_s is None:
            raise ValueError("actions include 'timeout' but timeout_s is not set")
        if not has_timeout and self.timeout_s is not None:
            raise ValueError("timeout_s is set but actions do not include 'timeout'")
        return self


class LadderStep(_Actions):
    """One rung of the escalation ladder: what happens at a given number of strikes."""

    strikes: int = Field(ge=1, description="Strikes in the window (this one included) to reach it.")


class SeverityFloor(_Actions):
    """Actions every message at or above one severity gets, whatever the author's strikes.

    Written as a list of actions (`4 = ["delete", "alert"]`), or as a table when it needs
    a timeout (`4 = { actions = ["delete", "timeout"], timeout_s = 3600 }`).
    """

    @model_validator(mode="before")
    @classmethod
    def _from_list(cls, value: Any) -> Any:
        return {"actions": value} if isinstance(value, list | tuple) else value


_DEFAULT_STEPS = (
    LadderStep(strikes=1, actions=(ActionKind.DELETE, ActionKind.WARN)),
    LadderStep(strikes=2, actions=(ActionKind.DELETE, ActionKind.TIMEOUT), timeout_s=600),
    LadderStep(strikes=3, actions=(ActionKind.DELETE, ActionKind.TIMEOUT), timeout_s=86400),
    LadderStep(strikes=5, actions=(ActionKind.BAN,)),
)


class Ladder(_Model):
    """Escalation by strikes: the highest step whose `strikes` the author has reached applies."""

    window_s: int = Field(
        default=86400, gt=0, description="Strikes older than this many seconds expire."
    )
    steps: tuple[LadderStep, ...] = Field(
        default=_DEFAULT_STEPS, description="Rungs in strictly increasing order of `strikes`."
    )

    @field_validator("steps")
    @classmethod
    def _strictly_increasing(cls, steps: tuple[LadderStep, ...]) -> tuple[LadderStep, ...]:
        for before, after in pairwise(steps):
            if after.strikes <= before.strikes:
                raise ValueError(
                    f"strikes must strictly increase: {after.strikes} follows {before.strikes}"
                )
        return steps


class Exemptions(_Model):
    """Authors and channels the policy only logs, never acts on."""

    users: tuple[str, ...] = Field(default=(), description="Author ids that are never actioned.")
    roles: tuple[str, ...] = Field(
        default=(), description="Authors with any of these roles are never actioned."
    )
    channels: tuple[str, ...] = Field(
        default=(), description="Channel ids where nothing is actioned."
    )


class RateLimits(_Model):
    """Token buckets on what the bot posts, per space, so a raid cannot make it flood."""

    posts_per_minute: int = Field(
        default=20,
        ge=0,
        description="Warnings and counterspeech replies per space per minute (burst too).",
    )
    alerts_per_minute: int = Field(
        default=10, ge=0, description="Moderator alerts per space per minute (burst too)."
    )


def _check_floors(floors: dict[Severity, SeverityFloor]) -> dict[Severity, SeverityFloor]:
    if Severity.L0 in floors:
        raise ValueError("severity floors start at 1: L0 means the message is normal")
    return floors


class PolicySettings(_Model):
    """The settings a space, channel or role may override."""

    shadow: bool = Field(
        default=True,
        description="Decide and record everything but enforce nothing (actions not enforced).",
    )
    act_on_bots: bool = Field(
        default=False,
        description="Action messages from bots too; by default they are judged and logged only.",
    )
    thresholds: Thresholds = Field(
        default=Thresholds(), description="When a flagged label counts as harmful."
    )
    ladder: Ladder = Field(default=Ladder(), description="Escalation by strikes within a window.")
    exemptions: Exemptions = Field(
        default=Exemptions(), description="Users, roles and channels only logged."
    )
    severity_actions: Annotated[dict[Severity, SeverityFloor], AfterValidator(_check_floors)] = (
        Field(
            default_factory=lambda: {
                Severity.L3: SeverityFloor(actions=(ActionKind.ALERT,)),
                Severity.L4: SeverityFloor(actions=(ActionKind.DELETE, ActionKind.ALERT)),
            },
            description=(
                "Severity floors keyed 1-4: actions added at that severity or above, whatever "
                "the strike count. A message gets the actions of every floor it reaches."
            ),
        )
    )


class PolicyOverride(PolicySettings):
    """Overrides for one channel or role; only the keys written here apply."""


class SpaceOverride(PolicySettings):
    """Overrides for one space (guild or chat), with its own channel and role overrides."""

    channels: dict[str, PolicyOverride] = Field(
        default_factory=dict, description="Overrides per channel id, applied over the space's."
    )
    roles: dict[str, PolicyOverride] = Field(
        default_factory=dict,
        description=(
            "Overrides per author role, applied last. When an author has several, all apply and "
            "the one listed first wins on keys they both set."
        ),
    )


class PolicyConfig(PolicySettings):
    """The `[policy]` section: global settings, rate limits and per-space overrides.

    Resolution order is global → space → channel → role; each layer merges only the keys it
    sets (`bot.policy.resolve` says what merges and what replaces).
    """

    rate_limits: RateLimits = Field(
        default=RateLimits(), description="Limits on what the bot posts."
    )
    spaces: dict[str, SpaceOverride] = Field(
        default_factory=dict, description="Overrides per space id (Discord guild, Telegram chat)."
    )

    def version(self) -> str:
        """Return a short hash identifying this configuration's behaviour.

        Overrides contribute only the keys they set, since an unset key means "inherit", and
        role overrides keep their order, since the first listed wins.

        Returns:
            The first 12 hex digits of the sha256 of the canonical JSON.
        """
        data: dict[str, Any] = self.model_dump(mode="json", exclude={"spaces"})
        data["spaces"] = {
            space_id: {
                **space.model_dump(mode="json", exclude_unset=True, exclude={"roles"}),
                "roles": [
                    [role, override.model_dump(mode="json", exclude_unset=True)]
                    for role, override in space.roles.items()
                ],
            }
            for space_id, space in self.spaces.items()
        }
        blob = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
        return hashlib.sha256(blob.encode()).hexdigest()[:12]
