"""RE2 plumbing for the filters: compiling admin patterns and phrases, finding spans.

Everything runs on RE2 so that no admin pattern can backtrack: matching is linear in
the text whatever the pattern. Matching runs on the UTF-8 bytes of the normalized
text (encoded once per message) so that resuming a search at an offset costs nothing;
`CharOffsets` turns the byte offsets back into `str` indices.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Iterator
from typing import Protocol

import re2

# RE2's `\b` and `\w` only know ASCII, so phrase boundaries use Unicode classes instead:
# "дурак" must be a whole word in "ты дурак!" just as "ass" is not one in "class".
_WORD = r"\pL\pN\pM_"
_BOUNDARY_BEFORE = rf"(?:^|[^{_WORD}])"
_BOUNDARY_AFTER = rf"(?:[^{_WORD}]|$)"

# Probes for patterns that match the empty string only in some context (`^`, `\b`, `$`):
# such a pattern can "match" at offsets all over a long text, a Python step each.
_EMPTY_PROBES = (b"", b"ab  ab.")

# Byte -> 1 for UTF-8 continuation bytes, 0 otherwise; see CharOffsets.
_CONTINUATION_FLAGS = bytes(1 if 0x80 <= b < 0xC0 else 0 for b in range(256))


class Match(Protocol):
    """The part of `re2._Match` the filters use."""

    def span(self, group: int = 0) -> tuple[int, int]: ...


class Regex(Protocol):
    """The part of a compiled `re2` pattern the filters use."""

    @property
    def pattern(self) -> str: ...

    @property
    def groups(self) -> int: ...

    def search(self, text: bytes, pos: int | None = None) -> Match | None: ...

    def finditer(self, text: bytes) -> Iterator[Match]: ...


class RegexSet(Protocol):
    """The part of a compiled `re2.Set` the filters use."""

    def Match(self, text: bytes) -> list[int] | None: ...  # re2 names it so


def _options(*, never_capture: bool = False) -> re2.Options:
    options = re2.Options()
    # Normalized text is casefolded, but an admin may still write `Discord\.gift`.
    options.case_sensitive = False
    # RE2 logs every failed compile to stderr; the caller reports the error instead.
    options.log_errors = False
    options.never_capture = never_capture
    return options


def _compile(source: str, *, never_capture: bool = False) -> Regex:
    try:
        regex: Regex = re2.compile(source, _options(never_capture=never_capture))
    except re2.error as exc:
        message = exc.args[0] if exc.args else exc
        if isinstance(message, bytes):
            message = message.decode("utf-8", "replace")
        raise ValueError(str(message)) from None
    return regex


def compile_pattern(pattern: str) -> Regex:
    """Compile an admin RE2 pattern, rejecting ones seen to match the empty string.

    Args:
        pattern: RE2 syntax; matched case-insensitively on normalized text.

    Returns:
        The compiled pattern.

    Raises:
        ValueError: the pattern is not valid RE2, does not stand alone in a group, is too
            large, or matches "" in the empty text or a short probe text.
    """
    try:
        _compile(pattern)
        # Grouped, so it keeps its meaning inside the screen alternation; a pattern that
        # only compiles bare (an unterminated `\Q`) would break that.
        regex = _compile(f"(?:{pattern})")
    except ValueError as exc:
        raise ValueError(f"invalid RE2 pattern {pattern!r}: {exc}") from None
    for probe in _EMPTY_PROBES:
        if any(start == end for start, end in (m.span() for m in regex.finditer(probe))):
            raise ValueError(f"pattern {pattern!r} can match the empty string")
    return regex


def _is_word_char(char: str) -> bool:
    """Whether `char` is a letter, number, mark or "_": a word character to `_WORD`."""
    return char == "_" or unicodedata.category(char)[0] in "LNM"


def compile_phrases(phrases: Iterable[str]) -> Regex:
    """Compile folded words/phrases into one whole-word alternation.

    A phrase edge that is a letter or digit must sit at a boundary (text edge or a
    non-word character); an edge like the ")" of ":)" needs none. Each of the four edge
    kinds gets one capturing group around the phrase, so `phrase_spans` can tell the
    phrase from the boundary characters the match consumed.

    Args:
        phrases: non-empty phrases, already folded with `fold_word`.

    Returns:
        The compiled alternation; use it with `phrase_spans`.

    Raises:
        ValueError: the alternation is too large for RE2.
    """
    kinds: dict[tuple[bool, bool], list[str]] = {}
    for phrase in dict.fromkeys(phrases):
        kind = (_is_word_char(phrase[0]), _is_word_char(phrase[-1]))
        kinds.setdefault(kind, []).append(phrase)
    branches = []
    for (before, after), group in kinds.items():
        # Longest first: at one start offset RE2 takes the first branch that matches,
        # and "free nitro" is better evidence than "free".
        body = "|".join(re2.escape(p) for p in sorted(group, key=len, reverse=True))
        branches.append(
            (_BOUNDARY_BEFORE if before else "") + f"({body})" + (_BOUNDARY_AFTER if after else "")
        )
    return _compile("|".join(branches))


def compile_screen(regexes: Iterable[Regex]) -> Regex:
    """Compile several regexes into one capture-free alternation.

    One search of it answers "could any of these match?", which is all the filters need
    to know about most messages.

    Args:
        regexes: compiled regexes, from `compile_pattern` or `compile_phrases`.

    Returns:
        The compiled alternation.

    Raises:
        ValueError: the alternation is too large for RE2.
    """
    return _compile("|".join(f"(?:{r.pattern})" for r in regexes), never_capture=True)


def compile_set(regexes: Iterable[Regex]) -> RegexSet:
    """Compile several regexes into an RE2 set, which names every one that matches.

    Args:
        regexes: compiled regexes, from `compile_pattern` or `compile_phrases`.

    Returns:
        The set; `Match` returns the indexes, in `regexes` order, of those that match.

    Raises:
        ValueError: the set is too large for RE2.
    """
    regex_set = re2.Set.SearchSet(_options())
    try:
        for regex in regexes:
            regex_set.Add(regex.pattern)
        regex_set.Compile()
    except re2.error as exc:
        raise ValueError(f"cannot compile the rule set: {exc}") from None
    compiled: RegexSet = regex_set
    return compiled


def phrase_spans(regex: Regex, data: bytes) -> Iterator[tuple[int, int]]:
    """Yield the byte spans of the phrases a `compile_phrases` regex finds in `data`.

    The search resumes at the end of the phrase, not of the match, so the separator
    between two adjacent phrases ("spam spam") serves as the boundary of both.

    Args:
        regex: a regex from `compile_phrases`.
        data: UTF-8 text.

    Returns:
        An iterator of [start, end) byte spans, left to right, not overlapping.
    """
    pos = 0
    while (match := regex.search(data, pos)) is not None:
        span = next(s for s in map(match.span, range(1, regex.groups + 1)) if s[0] >= 0)
        yield span
        pos = span[1]


def pattern_spans(regex: Regex, data: bytes) -> Iterator[tuple[int, int]]:
    """Yield the non-empty byte spans an admin pattern matches in `data`.

    Args:
        regex: a regex from `compile_pattern`.
        data: UTF-8 text.

    Returns:
        An iterator of [start, end) byte spans, left to right, not overlapping.
    """
    for match in regex.finditer(data):
        start, end = match.span()
        if start < end:
            yield start, end


class CharOffsets:
    """Maps byte offsets into the UTF-8 encoding of a `str` back to `str` indices."""

    __slots__ = ("_flags",)

    def __init__(self, data: bytes, length: int) -> None:
        """Index `data`, the UTF-8 encoding of a str of `length` characters."""
        # ASCII text (most chat) maps one to one; otherwise a character's index is its
        # byte offset minus the continuation bytes before it, counted at C speed.
        self._flags = None if len(data) == length else data.translate(_CONTINUATION_FLAGS)

    def char(self, offset: int) -> int:
        """Return the `str` index of the character that starts at byte `offset`."""
        return offset if self._flags is None else offset - self._flags.count(1, 0, offset)
