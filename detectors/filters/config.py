"""The `[detectors.filters]` config: admin word lists and RE2 patterns, per space.

Everything an admin can get wrong is rejected here, when the config loads, with the key
path in the error: an invalid or empty-matching pattern (`rules.2.patterns.0`), an
unknown harm type, a duplicate rule name, a rule with nothing to match, or a space that
disables a rule that does not exist.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, field_validator, model_validator

from detectors.filters._regex import compile_pattern
from detectors.taxonomy import check_label
from detectors.text.normalize import fold_word
from detectors.types import Severity


def _check_phrase(phrase: str) -> str:
    if not fold_word(phrase):
        raise ValueError(f"{phrase!r} is empty once normalized")
    return phrase


def _check_pattern(pattern: str) -> str:
    compile_pattern(pattern)
    return pattern


RuleName = Annotated[str, Field(pattern=r"^[a-z0-9_-]+$", max_length=64)]
Phrase = Annotated[str, AfterValidator(_check_phrase)]
Pattern = Annotated[str, AfterValidator(_check_pattern)]
SpaceId = Annotated[str, Field(min_length=1)]


def _unique_names(rules: tuple[FilterRule, ...]) -> tuple[FilterRule, ...]:
    first: dict[str, int] = {}
    for i, rule in enumerate(rules):
        if rule.name in first:
            raise ValueError(
                f"rules[{i}].name: duplicate rule name {rule.name!r}"
                f" (also rules[{first[rule.name]}])"
            )
        first[rule.name] = i
    return rules


class FilterRule(BaseModel):
    """One named list of words and patterns that flags a message with one harm type.

    Words and allow-listed phrases match whole words on normalized text, so "fr3e n1tro"
    and "f.r.e.e nitro" hit the word "free nitro", and "class" does not hit "ass".
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: RuleName
    label: Annotated[str, AfterValidator(check_label)]  # a key of detectors.taxonomy
    severity: Severity
    words: tuple[Phrase, ...] = ()
    patterns: tuple[Pattern, ...] = ()  # RE2, case-insensitive, on normalized text
    allow: tuple[Phrase, ...] = ()  # a match inside one of these is ignored
    spaces: tuple[SpaceId, ...] = ()  # empty: every space
    score: float = Field(default=1.0, gt=0.0, le=1.0)  # the confidence reported on a match

    @model_validator(mode="after")
    def _has_something_to_match(self) -> FilterRule:
        if not self.words and not self.patterns:
            raise ValueError(f"rule {self.name!r} needs at least one of `words` or `patterns`")
        return self


class SpaceFilters(BaseModel):
    """What one space (guild or chat) changes: rules off, phrases allowed, rules added.

    A rule here with the name of a global rule replaces it in this space.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    disable: tuple[RuleName, ...] = ()  # global rule names switched off here
    allow: tuple[Phrase, ...] = ()  # space-wide allow-list, for every rule
    rules: tuple[FilterRule, ...] = ()

    @field_validator("rules")
    @classmethod
    def _local_rules(cls, rules: tuple[FilterRule, ...]) -> tuple[FilterRule, ...]:
        for i, rule in enumerate(rules):
            if rule.spaces:
                raise ValueError(f"rules[{i}].spaces: a per-space rule cannot list spaces")
        return _unique_names(rules)


class FiltersConfig(BaseModel):
    """`[detectors.filters]`: the global rules and the per-space changes to them."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    enabled: bool = True
    rules: tuple[FilterRule, ...] = ()
    spaces: dict[SpaceId, SpaceFilters] = Field(default_factory=dict)

    @field_validator("rules")
    @classmethod
    def _global_rules(cls, rules: tuple[FilterRule, ...]) -> tuple[FilterRule, ...]:
        return _unique_names(rules)

    @model_validator(mode="after")
    def _disabled_rules_exist(self) -> FiltersConfig:
        known = {rule.name for rule in self.rules}
        for space_id, space in self.spaces.items():
            for i, name in enumerate(space.disable):
                if name not in known:
                    raise ValueError(
                        f'spaces."{space_id}".disable[{i}]: unknown rule {name!r}; '
                        f"global rules: {', '.join(sorted(known)) or '(none)'}"
                    )
        return self
