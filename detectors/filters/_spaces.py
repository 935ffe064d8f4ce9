"""Which rules are in force in which space, compiled once per distinct rule set."""

from __future__ import annotations

from detectors.filters._matcher import RuleSetMatcher
from detectors.filters.config import FilterRule, FiltersConfig, SpaceFilters


def space_matchers(config: FiltersConfig) -> tuple[RuleSetMatcher, dict[str, RuleSetMatcher]]:
    """Compile the rule set of every space the config names, and one for all the others.

    A space's rules are the global rules that apply to it (no `spaces`, or `spaces`
    lists it) minus the ones it disables, with its own rules replacing global rules of
    the same name and the rest added after them.

    Args:
        config: a validated filters config.

    Returns:
        The matcher for spaces the config never names, and one per named space id.
        Spaces that end up with the same rules and allow-list share one matcher.

    Raises:
        ValueError: a space's combined rules are too large for RE2.
    """
    compiled: dict[tuple[tuple[FilterRule, ...], tuple[str, ...]], RuleSetMatcher] = {}

    def matcher(rules: tuple[FilterRule, ...], allow: tuple[str, ...]) -> RuleSetMatcher:
        if (rules, allow) not in compiled:
            compiled[rules, allow] = RuleSetMatcher(rules, allow)
        return compiled[rules, allow]

    default = matcher(tuple(rule for rule in config.rules if not rule.spaces), ())
    named = set(config.spaces).union(*(rule.spaces for rule in config.rules))
    by_space = {}
    for space_id in sorted(named):
        space = config.spaces.get(space_id, SpaceFilters())
        local = {rule.name: rule for rule in space.rules}
        rules = [
            local.pop(rule.name, rule)
            for rule in config.rules
            if (not rule.spaces or space_id in rule.spaces) and rule.name not in space.disable
        ]
        by_space[space_id] = matcher((*rules, *local.values()), space.allow)
    return default, by_space
