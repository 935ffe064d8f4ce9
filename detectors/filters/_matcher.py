"""One space's compiled rule set: which rules match a normalized text, and where."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import chain, islice

from detectors.filters._regex import (
    CharOffsets,
    Regex,
    compile_pattern,
    compile_phrases,
    compile_screen,
    compile_set,
    pattern_spans,
    phrase_spans,
)
from detectors.filters.config import FilterRule
from detectors.text.normalize import fold_word

# Evidence kept per rule: enough to show a moderator, small enough for the audit row
# when a 100 KB message repeats a word thousands of times.
MAX_SPANS_PER_RULE = 16


@dataclass(frozen=True, slots=True)
class RuleHit:
    """A rule that matched, with where: [start, end) offsets into the normalized text."""

    rule: FilterRule
    spans: tuple[tuple[int, int], ...]


@dataclass(frozen=True, slots=True)
class _CompiledRule:
    rule: FilterRule
    words: Regex | None
    patterns: tuple[Regex, ...]
    allow: tuple[Regex, ...]  # the rule's allow-list and the space's, one regex a phrase

    def spans(self, data: bytes) -> Iterator[tuple[int, int]]:
        words = phrase_spans(self.words, data) if self.words is not None else iter(())
        return chain(words, *(pattern_spans(p, data) for p in self.patterns))


class _AllowedSpans:
    """Where allow-listed phrases occur in one message, searched for on first use."""

    __slots__ = ("_data", "_found")

    def __init__(self, data: bytes) -> None:
        self._data = data
        self._found: dict[Regex, tuple[list[int], list[int]]] = {}

    def covers(self, phrases: Sequence[Regex], span: tuple[int, int]) -> bool:
        """Whether `span` lies inside one occurrence of any of `phrases`."""
        return any(self._covered_by(phrase, span) for phrase in phrases)

    def _covered_by(self, phrase: Regex, span: tuple[int, int]) -> bool:
        if phrase not in self._found:
            found = list(phrase_spans(phrase, self._data))
            self._found[phrase] = ([s for s, _ in found], [e for _, e in found])
        starts, ends = self._found[phrase]
        # Occurrences of one phrase do not overlap, so both lists ascend and only the
        # last occurrence starting at or before the span can contain it.
        i = bisect_right(starts, span[0]) - 1
        return i >= 0 and ends[i] >= span[1]


class RuleSetMatcher:
    """The rules in force in one space, compiled once.

    Most messages match nothing, and for them the cost is one RE2 search of a single
    alternation of every word list and pattern (the "screen"). Only when that finds
    something does an RE2 set name the matching rules, which are then searched for
    spans and allow-listed phrases.
    """

    def __init__(self, rules: Sequence[FilterRule], allow: Sequence[str] = ()) -> None:
        """Compile `rules` with the space-wide `allow` phrases.

        Args:
            rules: validated rules, in the order they should be reported.
            allow: the space-wide allow-list, applied to every rule.

        Raises:
            ValueError: the combined alternation is too large for RE2.
        """
        phrases: dict[str, Regex] = {}

        def compile_allow(raw: Sequence[str]) -> tuple[Regex, ...]:
            folded = dict.fromkeys(fold_word(p) for p in raw)
            for phrase in folded:
                if phrase not in phrases:
                    phrases[phrase] = compile_phrases([phrase])
            return tuple(phrases[p] for p in folded)

        space_allow = compile_allow(allow)
        self._rules = tuple(
            _CompiledRule(
                rule=rule,
                words=compile_phrases(fold_word(w) for w in rule.words) if rule.words else None,
                patterns=tuple(compile_pattern(p) for p in rule.patterns),
                allow=compile_allow(rule.allow) + space_allow,
            )
            for rule in rules
        )
        entries = [
            (i, regex)
            for i, rule in enumerate(self._rules)
            for regex in (rule.words, *rule.patterns)
            if regex is not None
        ]
        self._entry_rules = tuple(i for i, _ in entries)
        self._screen = compile_screen(r for _, r in entries) if entries else None
        self._set = compile_set(r for _, r in entries) if entries else None

    def match(self, text: str) -> list[RuleHit]:
        """Find the rules that match `text` outside allow-listed phrases.

        Args:
            text: normalized text (`NormalizedText.text`).

        Returns:
            One hit per matching rule, in rule order, each with at most
            `MAX_SPANS_PER_RULE` spans in ascending order.
        """
        if self._screen is None or self._set is None:
            return []
        # A lone surrogate cannot be encoded; "?" keeps it one byte for one character.
        data = text.encode("utf-8", "replace")
        if self._screen.search(data) is None:
            return []
        # The set names the matching rules in one pass. It answers nothing when its DFA
        # runs out of memory, but the screen (which falls back to the NFA) has already
        # proved a match, so then every rule is searched.
        entries = self._set.Match(data)
        candidates = (
            sorted({self._entry_rules[j] for j in entries}) if entries else range(len(self._rules))
        )
        offsets = CharOffsets(data, len(text))
        allowed = _AllowedSpans(data)
        hits = []
        for i in candidates:
            rule = self._rules[i]
            kept = (s for s in rule.spans(data) if not allowed.covers(rule.allow, s))
            spans = sorted(set(islice(kept, MAX_SPANS_PER_RULE)))
            if spans:
                chars = tuple((offsets.char(s), offsets.char(e)) for s, e in spans)
                hits.append(RuleHit(rule.rule, chars))
        return hits
