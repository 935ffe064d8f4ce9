"""Resolving the layered config into the one `EffectivePolicy` a message is judged by.

Layers apply in the order global → space → channel → role. Each override contributes only the
keys it sets: tables (thresholds, labels, ladder, exemptions, severity_actions) merge key by
key; lists (ladder steps, exemption lists) and each severity floor replace as a whole.

When the author has several roles with overrides, all of them apply and the one listed first
in the config wins on the keys they share, so moderators rank roles by the order they write
them in; the platform's own role order plays no part. (Picking "the most lenient" instead
would need an order on every setting, and a ladder has none.)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from bot.policy.config import LadderStep, PolicyConfig, PolicySettings, SeverityFloor
from detectors.types import Severity

_SETTINGS_KEYS = set(PolicySettings.model_fields)


@dataclass(frozen=True, slots=True)
class Threshold:
    """The minimum score and severity at which a flagged label counts as harmful."""

    min_score: float
    min_severity: Severity


@dataclass(frozen=True, slots=True)
class EffectivePolicy:
    """Every setting that applies to one (space, channel, roles), flattened for `decide`."""

    source: str  # which layers applied, e.g. "global → space '1' → role 'new'"
    shadow: bool
    act_on_bots: bool
    default_threshold: Threshold
    label_thresholds: Mapping[str, Threshold]
    window_s: int
    ladder: tuple[LadderStep, ...]
    severity_floors: tuple[tuple[Severity, SeverityFloor], ...]  # lowest level first
    exempt_users: frozenset[str]
    exempt_roles: frozenset[str]
    exempt_channels: frozenset[str]

    @classmethod
    def from_settings(cls, settings: PolicySettings, source: str = "global") -> EffectivePolicy:
        """Flatten validated settings, filling each label's unset keys from the defaults.

        Args:
            settings: The merged settings.
            source: The layers that produced them, for the decision's record.

        Returns:
            The policy `decide` reads.
        """
        t = settings.thresholds
        default = Threshold(t.min_score, t.min_severity)
        labels = {
            label: Threshold(
                default.min_score if lt.min_score is None else lt.min_score,
                default.min_severity if lt.min_severity is None else lt.min_severity,
            )
            for label, lt in t.labels.items()
        }
        ex = settings.exemptions
        return cls(
            source=source,
            shadow=settings.shadow,
            act_on_bots=settings.act_on_bots,
            default_threshold=default,
            label_thresholds=MappingProxyType(labels),
            window_s=settings.ladder.window_s,
            ladder=settings.ladder.steps,
            severity_floors=tuple(sorted(settings.severity_actions.items())),
            exempt_users=frozenset(ex.users),
            exempt_roles=frozenset(ex.roles),
            exempt_channels=frozenset(ex.channels),
        )

    def threshold(self, label: str) -> Threshold:
        """Return the threshold for `label`, or the default when it has no override."""
        return self.label_thresholds.get(label, self.default_threshold)


# (space id, channel id, roles) with each part kept only when the config overrides it, so the
# cache holds at most one entry per combination the config can tell apart.
_Key = tuple[str | None, str | None, tuple[str, ...]]


class PolicyResolver:
    """Resolves and caches the effective policy per (space, channel, roles).

    Args:
        config: The validated `[policy]` section.
    """

    def __init__(self, config: PolicyConfig) -> None:
        self._config = config
        self._base = config.model_dump(include=_SETTINGS_KEYS)
        self._cache: dict[_Key, EffectivePolicy] = {}

    def resolve(self, space_id: str, channel_id: str, roles: tuple[str, ...]) -> EffectivePolicy:
        """Return the policy for a message in `channel_id` of `space_id` by an author with `roles`.

        Args:
            space_id: The message's space (guild or chat).
            channel_id: The message's channel, thread or topic.
            roles: The author's roles.

        Returns:
            The cached `EffectivePolicy` for that combination.
        """
        space = self._config.spaces.get(space_id)
        if space is None:
            key: _Key = (None, None, ())
        else:
            key = (
                space_id,
                channel_id if channel_id in space.channels else None,
                tuple(role for role in space.roles if role in roles) if space.roles else (),
            )
        policy = self._cache.get(key)
        if policy is None:
            policy = self._cache[key] = self._build(key)
        return policy

    def _build(self, key: _Key) -> EffectivePolicy:
        space_id, channel_id, roles = key
        merged = self._base
        source = ["global"]
        if space_id is not None:
            space = self._config.spaces[space_id]
            layers: list[tuple[str, PolicySettings]] = [(f"space {space_id!r}", space)]
            if channel_id is not None:
                layers.append((f"channel {channel_id!r}", space.channels[channel_id]))
            # Reversed so the role listed first is merged last and wins.
            layers += [(f"role {role!r}", space.roles[role]) for role in reversed(roles)]
            for name, layer in layers:
                merged = merge_settings(
                    merged, layer.model_dump(include=_SETTINGS_KEYS, exclude_unset=True)
                )
                source.append(name)
        settings = PolicySettings.model_validate(merged)
        return EffectivePolicy.from_settings(settings, " → ".join(source))


def merge_settings(base: dict[str, Any], over: dict[str, Any]) -> dict[str, Any]:
    """Return `base` with `over` laid on top: tables merge recursively, anything else replaces.

    A severity floor is the exception: it is one list of actions (a table only to carry its
    timeout), so an override of floor 4 replaces floor 4 whole.
    """
    out = dict(base)
    for key, value in over.items():
        below = out.get(key)
        if key == "severity_actions" and isinstance(below, dict):
            out[key] = below | value
        elif isinstance(value, dict) and isinstance(below, dict):
            out[key] = merge_settings(below, value)
        else:
            out[key] = value
    return out
