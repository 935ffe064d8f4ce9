"""Loading `[policy]`: defaults, the documented TOML, validation errors and the version hash."""

from __future__ import annotations

import tomllib
from typing import Any

import pytest
from pydantic import ValidationError

from bot.policy import ActionKind, PolicyConfig, PolicyResolver
from detectors.types import Severity

# The full [policy] section with every default written out, as documented for config.toml.
DEFAULTS_TOML = """
[policy]
shadow = true
act_on_bots = false

[policy.thresholds]
min_score = 0.5
min_severity = 1

[policy.thresholds.labels]

[policy.ladder]
window_s = 86400

[[policy.ladder.steps]]
strikes = 1
actions = ["delete", "warn"]

[[policy.ladder.steps]]
strikes = 2
actions = ["delete", "timeout"]
timeout_s = 600

[[policy.ladder.steps]]
strikes = 3
actions = ["delete", "timeout"]
timeout_s = 86400

[[policy.ladder.steps]]
strikes = 5
actions = ["ban"]

[policy.severity_actions]
3 = ["alert"]
4 = ["delete", "alert"]

[policy.exemptions]
users = []
roles = []
channels = []

[policy.rate_limits]
posts_per_minute = 20
alerts_per_minute = 10
"""

OVERRIDES_TOML = """
[policy.thresholds.labels.hate]
min_score = 0.4

[policy.spaces."1001"]
shadow = false
exemptions = { roles = ["moderator"] }

[policy.spaces."1001".channels."2002"]
thresholds = { min_score = 0.3 }

[policy.spaces."1001".roles."newcomer"]
ladder = { window_s = 604800 }

[policy.spaces."1001".roles."veteran"]
thresholds = { min_score = 0.8 }
severity_actions = { 4 = { actions = ["delete", "timeout", "alert"], timeout_s = 3600 } }
"""


def load(text: str) -> PolicyConfig:
    return PolicyConfig.model_validate(tomllib.loads(text)["policy"])


def test_documented_defaults_are_the_model_defaults() -> None:
    assert load(DEFAULTS_TOML).version() == PolicyConfig().version()


def test_defaults() -> None:
    config = PolicyConfig()
    assert config.shadow is True and config.act_on_bots is False
    assert [(s.strikes, list(s.actions), s.timeout_s) for s in config.ladder.steps] == [
        (1, ["delete", "warn"], None),
        (2, ["delete", "timeout"], 600),
        (3, ["delete", "timeout"], 86400),
        (5, ["ban"], None),
    ]
    floors = {level: floor.actions for level, floor in config.severity_actions.items()}
    assert floors == {
        Severity.L3: (ActionKind.ALERT,),
        Severity.L4: (ActionKind.DELETE, ActionKind.ALERT),
    }


def test_documented_overrides_parse_and_resolve() -> None:
    resolver = PolicyResolver(load(OVERRIDES_TOML))
    veteran = resolver.resolve("1001", "2002", ("veteran",))
    assert veteran.source == "global → space '1001' → channel '2002' → role 'veteran'"
    assert not veteran.shadow
    assert veteran.default_threshold.min_score == 0.8
    assert veteran.threshold("hate").min_score == 0.4
    assert veteran.exempt_roles == {"moderator"}
    assert dict(veteran.severity_floors)[Severity.L4].timeout_s == 3600


def test_every_field_has_a_description() -> None:
    def walk(model: type[Any]) -> None:
        for name, field in model.model_fields.items():
            assert field.description, f"{model.__name__}.{name}"
            for sub in (*getattr(field.annotation, "__args__", ()), field.annotation):
                if isinstance(sub, type) and hasattr(sub, "model_fields"):
                    walk(sub)

    walk(PolicyConfig)


@pytest.mark.parametrize(
    ("data", "key", "message"),
    [
        (
            {"thresholds": {"labels": {"hatred": {"min_score": 0.4}}}},
            "thresholds.labels.hatred.[key]",
            "unknown harm type 'hatred'",
        ),
        (
            {"ladder": {"steps": [{"strikes": 1, "actions": ["delete", "mute"]}]}},
            "ladder.steps.0.actions.1",
            "Input should be 'log'",
        ),
        (
            {
                "ladder": {
                    "steps": [
                        {"strikes": 2, "actions": ["warn"]},
                        {"strikes": 2, "actions": ["ban"]},
                    ]
                }
            },
            "ladder.steps",
            "strikes must strictly increase: 2 follows 2",
        ),
        (
            {"ladder": {"steps": [{"strikes": 1, "actions": ["timeout"]}]}},
            "ladder.steps.0",
            "actions include 'timeout' but timeout_s is not set",
        ),
        (
            {"ladder": {"steps": [{"strikes": 1, "actions": ["warn"], "timeout_s": 60}]}},
            "ladder.steps.0",
            "timeout_s is set but actions do not include 'timeout'",
        ),
        (
            {"severity_actions": {"4": ["delete", "timeout"]}},
            "severity_actions.4",
            "timeout_s is not set",
        ),
        ({"severity_actions": {"0": ["alert"]}}, "severity_actions", "severity floors start at 1"),
        ({"severity_actions": {"7": ["alert"]}}, "severity_actions.7.[key]", "Input should be 0"),
        ({"thresholds": {"min_score": 1.5}}, "thresholds.min_score", "less than or equal to 1"),
        ({"shadwo": False}, "shadwo", "Extra inputs are not permitted"),
        ({"rate_limits": {"posts_per_minute": -1}}, "rate_limits.posts_per_minute", "greater than"),
        (
            {"spaces": {"g": {"channels": {"c": {"thresholds": {"min_scor": 0.2}}}}}},
            "spaces.g.channels.c.thresholds.min_scor",
            "Extra inputs are not permitted",
        ),
        (
            {"spaces": {"g": {"roles": {"r": {"thresholds": {"labels": {"nsfw": {}}}}}}}},
            "spaces.g.roles.r.thresholds.labels.nsfw.[key]",
            "unknown harm type 'nsfw'",
        ),
        (
            {"spaces": {"g": {"channels": {"c": {"channels": {}}}}}},
            "spaces.g.channels.c.channels",
            "Extra inputs are not permitted",
        ),
    ],
)
def test_validation_errors_name_the_key(data: dict[str, Any], key: str, message: str) -> None:
    with pytest.raises(ValidationError) as caught:
        PolicyConfig.model_validate(data)
    text = str(caught.value)
    assert f"\n{key}\n" in text
    assert message in text


# -- version -------------------------------------------------------------------------------


def test_version_is_short_stable_and_ignores_how_defaults_are_written() -> None:
    version = PolicyConfig().version()
    assert len(version) == 12 and int(version, 16) >= 0
    assert PolicyConfig().version() == version
    assert (
        PolicyConfig.model_validate({"shadow": True, "ladder": {"window_s": 86400}}).version()
        == version
    )


@pytest.mark.parametrize(
    "data",
    [
        {"shadow": False},
        {"thresholds": {"labels": {"hate": {"min_score": 0.4}}}},
        {"ladder": {"window_s": 3600}},
        {"rate_limits": {"alerts_per_minute": 5}},
        {"spaces": {"g": {}}},
        {"spaces": {"g": {"shadow": False}}},
    ],
)
def test_version_changes_when_the_config_changes(data: dict[str, Any]) -> None:
    assert PolicyConfig.model_validate(data).version() != PolicyConfig().version()


def test_version_tells_a_partial_override_from_one_that_spells_out_a_default() -> None:
    # Unset means "inherit": with a global min_severity of 3, these two behave differently.
    partial = {"min_score": 0.4}
    explicit = {"min_score": 0.4, "min_severity": 1}
    versions = {
        PolicyConfig.model_validate(
            {"thresholds": {"min_severity": 3}, "spaces": {"g": {"thresholds": t}}}
        ).version()
        for t in (partial, explicit)
    }
    assert len(versions) == 2


def test_version_depends_on_role_order() -> None:
    a = {"min_score": 0.2}
    b = {"min_score": 0.9}
    first = {"spaces": {"g": {"roles": {"a": {"thresholds": a}, "b": {"thresholds": b}}}}}
    second = {"spaces": {"g": {"roles": {"b": {"thresholds": b}, "a": {"thresholds": a}}}}}
    assert (
        PolicyConfig.model_validate(first).version()
        != PolicyConfig.model_validate(second).version()
    )
