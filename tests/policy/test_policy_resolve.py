"""Resolving global → space → channel → role into one cached `EffectivePolicy`."""

from __future__ import annotations

from typing import Any

from bot.policy import PolicyConfig, PolicyResolver
from detectors.types import Severity


def resolver(**config: Any) -> PolicyResolver:
    return PolicyResolver(PolicyConfig.model_validate(config))


LAYERED = {
    "thresholds": {"min_score": 0.5, "min_severity": 2, "labels": {"spam": {"min_score": 0.7}}},
    "spaces": {
        "g": {
            "shadow": False,
            "thresholds": {"min_score": 0.6, "labels": {"hate": {"min_score": 0.4}}},
            "channels": {"strict": {"thresholds": {"min_score": 0.3}}},
            "roles": {
                "trusted": {"thresholds": {"min_score": 0.9}, "ladder": {"window_s": 60}},
                "new": {"thresholds": {"min_score": 0.2}, "shadow": True},
            },
        }
    },
}


def test_unknown_space_gets_the_global_policy() -> None:
    policy = resolver(**LAYERED).resolve("other", "strict", ("trusted",))
    assert policy.source == "global"
    assert policy.shadow and policy.default_threshold.min_score == 0.5


def test_space_overrides_global_and_merges_only_what_it_sets() -> None:
    policy = resolver(**LAYERED).resolve("g", "general", ())
    assert policy.source == "global → space 'g'"
    assert not policy.shadow
    assert policy.default_threshold.min_score == 0.6
    assert policy.default_threshold.min_severity == Severity.L2  # inherited from global
    assert policy.threshold("spam").min_score == 0.7  # global label kept
    assert policy.threshold("hate").min_score == 0.4  # space label added
    assert policy.threshold("hate").min_severity == Severity.L2  # unset key inherits


def test_channel_overrides_space() -> None:
    policy = resolver(**LAYERED).resolve("g", "strict", ())
    assert policy.source == "global → space 'g' → channel 'strict'"
    assert policy.default_threshold.min_score == 0.3
    assert not policy.shadow


def test_role_overrides_channel() -> None:
    policy = resolver(**LAYERED).resolve("g", "strict", ("member", "trusted"))
    assert policy.source.endswith("channel 'strict' → role 'trusted'")
    assert policy.default_threshold.min_score == 0.9
    assert policy.window_s == 60


def test_first_listed_role_wins_on_shared_keys_and_all_roles_apply() -> None:
    # The author's own role order ("new" first) does not matter; the config's does.
    policy = resolver(**LAYERED).resolve("g", "general", ("new", "trusted"))
    assert policy.source == "global → space 'g' → role 'new' → role 'trusted'"
    assert policy.default_threshold.min_score == 0.9  # "trusted" is listed first
    assert policy.window_s == 60  # only "trusted" sets it
    assert policy.shadow  # only "new" sets it


def test_lists_replace_rather_than_extend() -> None:
    policy = resolver(
        exemptions={"roles": ["admin"], "users": ["u1"]},
        spaces={"g": {"exemptions": {"roles": ["mod"]}}},
    ).resolve("g", "c", ())
    assert policy.exempt_roles == {"mod"}
    assert policy.exempt_users == {"u1"}


def test_a_severity_floor_override_replaces_that_floor_whole() -> None:
    policy = resolver(
        severity_actions={"3": ["alert"], "4": {"actions": ["timeout"], "timeout_s": 60}},
        spaces={"g": {"severity_actions": {"4": ["ban"]}}},
    ).resolve("g", "c", ())
    floors = dict(policy.severity_floors)
    assert floors[Severity.L4].actions == ("ban",) and floors[Severity.L4].timeout_s is None
    assert floors[Severity.L3].actions == ("alert",)  # other floors kept


def test_ladder_steps_replace_and_window_merges() -> None:
    policy = resolver(
        ladder={"window_s": 3600},
        spaces={"g": {"ladder": {"steps": [{"strikes": 1, "actions": ["ban"]}]}}},
    ).resolve("g", "c", ())
    assert policy.window_s == 3600
    assert [s.strikes for s in policy.ladder] == [1]


def test_resolution_is_cached_and_bounded_by_the_config() -> None:
    r = resolver(**LAYERED)
    first = r.resolve("g", "c1", ("x",))
    assert r.resolve("g", "c2", ("y", "z")) is first  # neither channel nor roles are overridden
    assert r.resolve("elsewhere", "c1", ()) is r.resolve("nowhere", "c9", ("trusted",))
    assert r.resolve("g", "strict", ()) is not first
