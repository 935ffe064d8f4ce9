"""The policy: per-space config and a pure `decide` turning a verdict into a `Decision`.

`PolicyEngine` is the only object the runtime needs; the rest is exported for tests, the CLI's
explain command and config documentation.
"""

from bot.policy.config import (
    Exemptions,
    LabelThreshold,
    Ladder,
    LadderStep,
    PolicyConfig,
    PolicyOverride,
    PolicySettings,
    RateLimits,
    SeverityFloor,
    SpaceOverride,
    Thresholds,
)
from bot.policy.engine import STEPS, decide
from bot.policy.resolve import EffectivePolicy, PolicyResolver, Threshold
from bot.policy.runner import PolicyEngine
from bot.policy.state import POST_BUCKETS, PostBudget, PostRateLimiter, StrikeLedger
from bot.policy.types import Action, ActionKind, Decision, RuleTrace

__all__ = [
    "POST_BUCKETS",
    "STEPS",
    "Action",
    "ActionKind",
    "Decision",
    "EffectivePolicy",
    "Exemptions",
    "LabelThreshold",
    "Ladder",
    "LadderStep",
    "PolicyConfig",
    "PolicyEngine",
    "PolicyOverride",
    "PolicyResolver",
    "PolicySettings",
    "PostBudget",
    "PostRateLimiter",
    "RateLimits",
    "RuleTrace",
    "SeverityFloor",
    "SpaceOverride",
    "StrikeLedger",
    "Threshold",
    "Thresholds",
    "decide",
]
