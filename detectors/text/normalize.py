"""Fold lexical evasions out of message text, keeping a map back to the raw characters.

Detectors match on `normalize(raw).text`; a span found there goes back through
`NormalizedText.to_raw`, so evidence shows what the user actually typed. Filter word
lists go through `fold_word`, the same pipeline, so both sides fold identically.

The steps run in this order; each can be switched off in `NormalizeOptions`:

1. Per character, cached per code point (one raw character may give several or none):
   - unicode: NFKC, casefold, then diacritics folded (NFKD, drop the generic combining
     marks, NFC), since "hàte" and zalgo text are evasions. Script-specific marks (kana
     voicing, Indic vowel signs) carry meaning and stay.
   - strip_invisible: zero-width, bidi, variation selectors, other format (Cf) and
     control (Cc) characters are dropped.
   - collapse_whitespace: every whitespace character, and blank look-alikes such as the
     Hangul filler, becomes " ".
   - confusables: homoglyphs from the Unicode confusables table fold to their ASCII
     letter or digit ("һаtе" in Cyrillic → "hate"). Genuine Greek or Cyrillic text folds
     too; that is harmless because word lists fold the same way.
2. collapse_whitespace: runs of spaces become one; the ends are stripped.
3. separators: single characters split by one repeated separator join into a word
   ("h.a.t.e", "h . a . t . e", "h--a--t--e" → "hate"): at least 3 of them for
   punctuation separators, at least 4 for plain spaces (so "u r a" stays three words),
   and at least 2 must be letters (so "1.2.3" stays a version). The separators are
   dropped; each letter keeps its own offset.
4. leet: inside a word holding a letter, 0 1 3 4 5 7 8 @ $ € become o i e a s t b a s e
   ("h4te", "$hit", "l33t"); "!" and "|" become i and l only before a letter or digit
   ("sh!t", not "stop!"), and "(" becomes c only between two ("fu(k"). Words without a
   letter ("2024", "$5", "10:30") and numbers with a unit or ordinal suffix ("3rd",
   "10am", "$5k", "1080p") keep their digits.
5. squash: a run of one non-digit character longer than `max_repeat` shrinks to
   `max_repeat` ("haaaate" → "haate"); the last kept character maps to the rest of the
   run. Digits are left alone so numbers keep their value.

Every step is linear in the length of the text.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from detectors.text.normalized import NormalizedText

# Generic combining diacritics (Latin accents, zalgo). Script-specific marks stay.
_DIACRITICS = (
    (0x0300, 0x036F),
    (0x0483, 0x0489),
    (0x1AB0, 0x1AFF),
    (0x1DC0, 0x1DFF),
    (0x20D0, 0x20FF),
    (0xFE20, 0xFE2F),
)
# Invisible marks that are not Cf: combining grapheme joiner, variation selectors.
_INVISIBLE_MARKS = (
    (0x034F, 0x034F),
    (0x180B, 0x180D),
    (0x180F, 0x180F),
    (0xFE00, 0xFE0F),
    (0xE0100, 0xE01EF),
)
_INVISIBLE_CATEGORIES = frozenset({"Cf", "Cc", "Cs"})
# Letters and symbols that render as blank space.
_BLANKS = frozenset("\u115f\u1160\u3164\uffa0\u2800")
# The confusables table wraps right-to-left glyphs in left-to-right marks.
_LRM = "\u200e"
# Folding a character can expose another foldable one ("Ǆ" → "dž" → "dz"); a few
# rounds reach the fixed point, which keeps normalize idempotent.
_FOLD_ROUNDS = 4
# Caps the per-code-point cache so a flood of distinct characters cannot grow it forever.
_TABLE_LIMIT = 1 << 16

_SPACES = re.compile(r"\A +| +\Z| {2,}")
_TOKEN = r"(?:[^\W_]|[@$])"
_SEPARATED = re.compile(
    rf"(?<![^\W_])(?<![@$]){_TOKEN}"
    rf"(?: ?([.,\-_*~+/\\|:;'#^=])\1* ?{_TOKEN}(?: ?\1+ ?{_TOKEN})+"  # ≥3, one separator
    rf"| {_TOKEN}(?: {_TOKEN}){{2,}})"  # ≥4, single spaces
    rf"(?![^\W_]|[@$])"
)
_LEET = dict(zip("0134578@$€!|(", "oieastbaseilc", strict=True))
_LEET_CHAR = re.compile(r"[013-578@$€!|(]")
# A word holding a letter and a leet character has a letter next to a non-letter.
_LETTER_BESIDE_LEET = re.compile(r"[^\W\d_][\d@$€!|(]|[\d@$€!|(][^\W\d_]")
_WORD = re.compile(r"(?:[^\W_]|[@$€!|(])+")
_LETTER = re.compile(r"[^\W\d_]")
_NUMBER = re.compile(r"[$€]?\d+(?:st|nd|rd|th|s|am|pm|[kmbxdpgh])?")


@dataclass(frozen=True, slots=True)
class NormalizeOptions:
    """Which steps `normalize` runs; all are on by default (see the module docstring).

    Attributes:
        unicode: NFKC, casefold and diacritic folding.
        strip_invisible: Drop zero-width, bidi, format and control characters.
        confusables: Fold homoglyphs to ASCII letters and digits.
        collapse_whitespace: Map whitespace to " ", collapse runs, strip the ends.
        separators: Join single characters split by separators ("h.a.t.e").
        leet: Fold leetspeak inside words ("h4te").
        squash: Shrink runs of one character to `max_repeat`.
        max_repeat: Longest run `squash` keeps.

    Raises:
        ValueError: If `max_repeat` is below 1.
    """

    unicode: bool = True
    strip_invisible: bool = True
    confusables: bool = True
    collapse_whitespace: bool = True
    separators: bool = True
    leet: bool = True
    squash: bool = True
    max_repeat: int = 2

    def __post_init__(self) -> None:
        if self.max_repeat < 1:
            raise ValueError(f"max_repeat must be at least 1, got {self.max_repeat}")


_DEFAULT_OPTIONS = NormalizeOptions()


def normalize(raw: str, *, options: NormalizeOptions | None = None) -> NormalizedText:
    """Fold evasions out of `raw` and map every normalized character back to it.

    Args:
        raw: The message text as the user sent it.
        options: Steps to run; all of them when None.

    Returns:
        The normalized text with, per character, the raw run that produced it.
    """
    opts = options or _DEFAULT_OPTIONS
    buf = _fold_chars(
        raw,
        _fold_table(opts.unicode, opts.strip_invisible, opts.confusables, opts.collapse_whitespace),
    )
    if opts.collapse_whitespace:
        buf = _collapse_whitespace(buf)
    if opts.separators:
        buf = _join_separated(buf)
    if opts.leet:
        buf = _fold_leet(buf)
    if opts.squash:
        buf = _squash(buf, opts.max_repeat)
    return NormalizedText(raw=raw, text=buf.text, offsets=tuple(buf.starts), ends=tuple(buf.ends))


def fold_word(word: str, *, options: NormalizeOptions | None = None) -> str:
    """Normalize an admin-configured word or phrase exactly as messages are normalized.

    Args:
        word: A filter entry such as "hate speech".
        options: The options the messages are normalized with; all steps when None.

    Returns:
        The normalized text only.
    """
    return normalize(word, options=options).text


@dataclass(slots=True)
class _Buffer:
    """Text between steps: `starts[i]`/`ends[i]` are the raw run behind `text[i]`."""

    text: str
    starts: list[int]
    ends: list[int]


_Edit = tuple[int, int, str, list[int], list[int]]  # replace text[a:b] with chars + runs


def _splice(buf: _Buffer, edits: Iterable[_Edit]) -> _Buffer:
    """Apply sorted, non-overlapping edits in one linear pass."""
    parts: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    pos = 0
    for a, b, text, new_starts, new_ends in edits:
        parts += (buf.text[pos:a], text)
        starts += buf.starts[pos:a] + new_starts
        ends += buf.ends[pos:a] + new_ends
        pos = b
    if not parts:
        return buf
    parts.append(buf.text[pos:])
    return _Buffer("".join(parts), starts + buf.starts[pos:], ends + buf.ends[pos:])


class _FoldTable(dict[int, str]):
    """A `str.translate` table that folds each code point when first seen.

    `non_unit` collects the characters that fold to other than exactly one character;
    while a text holds none of them, its offsets are the identity.
    """

    def __init__(self, unicode: bool, strip: bool, confusables: bool, spaces: bool) -> None:
        super().__init__()
        self._flags = (unicode, strip, confusables, spaces)
        self.non_unit: set[str] = set()

    def __missing__(self, code: int) -> str:
        char = chr(code)
        folded = _fold_char(char, *self._flags)
        if len(folded) != 1:
            self.non_unit.add(char)  # before the store, so a reader never misses it
        if len(self) < _TABLE_LIMIT:
            self[code] = folded
        return folded


@cache
def _fold_table(unicode: bool, strip: bool, confusables: bool, spaces: bool) -> _FoldTable:
    return _FoldTable(unicode, strip, confusables, spaces)


def _fold_chars(raw: str, table: _FoldTable) -> _Buffer:
    text = raw.translate(table)  # fills the table, and so `non_unit`, for every char in raw
    # ASCII folds to at most one character, so equal lengths mean nothing was dropped.
    if (raw.isascii() and len(text) == len(raw)) or table.non_unit.isdisjoint(raw):
        return _Buffer(text, list(range(len(text))), list(range(1, len(text) + 1)))
    starts: list[int] = []
    ends: list[int] = []
    for i, char in enumerate(raw):
        width = len(table[ord(char)])
        starts += [i] * width
        ends += [i + 1] * width
    return _Buffer(text, starts, ends)


def _fold_char(char: str, unicode: bool, strip: bool, confusables: bool, spaces: bool) -> str:
    """Fold one character to its fixed point under `_fold_once`."""
    folded = _fold_once(char, unicode, strip, confusables, spaces)
    for _ in range(_FOLD_ROUNDS):
        again = "".join(_fold_once(c, unicode, strip, confusables, spaces) for c in folded)
        if again == folded:
            break
        folded = again
    return folded


def _fold_once(char: str, unicode: bool, strip: bool, confusables: bool, spaces: bool) -> str:
    if spaces and (char.isspace() or char in _BLANKS):
        return " "
    if strip and _is_invisible(char):
        return ""
    folded = char
    if unicode:
        folded = unicodedata.normalize("NFKD", unicodedata.normalize("NFKC", folded).casefold())
        folded = unicodedata.normalize("NFC", "".join(c for c in folded if not _in(c, _DIACRITICS)))
    if confusables:
        homoglyphs = _confusable_map()
        folded = "".join(homoglyphs.get(c, c) for c in folded)
    return folded


def _is_invisible(char: str) -> bool:
    return unicodedata.category(char) in _INVISIBLE_CATEGORIES or _in(char, _INVISIBLE_MARKS)


def _in(char: str, ranges: tuple[tuple[int, int], ...]) -> bool:
    code = ord(char)
    return any(lo <= code <= hi for lo, hi in ranges)


@cache
def _confusable_map() -> dict[str, str]:
    """Single non-ASCII character → lowercase ASCII letter or digit it is confusable with.

    Keys are the table's own characters plus their casefolds, so upper-case look-alikes
    still fold after casefolding ("Т" → "т" → "t"); a character's own entry wins.
    Digits of other scripts are left out so their numbers do not turn into letters.
    """
    from confusable_homoglyphs.confusables import confusables_data  # 900 KB JSON: load late

    own: dict[str, str] = {}
    by_casefold: dict[str, str] = {}
    for source, homoglyphs in confusables_data.items():
        char = source.strip(_LRM)
        if len(char) != 1 or char.isascii() or unicodedata.category(char) == "Nd":
            continue
        for glyph in homoglyphs:
            target = glyph["c"].strip(_LRM)
            if len(target) == 1 and target.isascii() and target.isalnum():
                own[char] = target.lower()
                by_casefold.setdefault(char.casefold(), target.lower())
                break
    # A casefold can land on ASCII ("ſ" → "s"), which must never be remapped.
    return {k: v for k, v in by_casefold.items() if not k.isascii()} | own


def _collapse_whitespace(buf: _Buffer) -> _Buffer:
    text = buf.text
    if "  " not in text and text[:1] != " " and text[-1:] != " ":
        return buf
    edits: list[_Edit] = []
    for match in _SPACES.finditer(text):
        a, b = match.span()
        if a == 0 or b == len(text):
            edits.append((a, b, "", [], []))
        else:
            edits.append((a, b, " ", [buf.starts[a]], [buf.ends[b - 1]]))
    return _splice(buf, edits)


def _join_separated(buf: _Buffer) -> _Buffer:
    edits: list[_Edit] = []
    for match in _SEPARATED.finditer(buf.text):
        dropped = {" ", match.group(1)}
        tokens = [i for i in range(*match.span()) if buf.text[i] not in dropped]
        if sum(buf.text[i].isalpha() for i in tokens) < 2:
            continue
        edits.append(
            (
                *match.span(),
                "".join(buf.text[i] for i in tokens),
                [buf.starts[i] for i in tokens],
                [buf.ends[i] for i in tokens],
            )
        )
    return _splice(buf, edits)


def _fold_leet(buf: _Buffer) -> _Buffer:
    if not _LETTER_BESIDE_LEET.search(buf.text):
        return buf
    chars: list[str] | None = None
    for match in _WORD.finditer(buf.text):
        word = match.group()
        if not _LEET_CHAR.search(word) or not _LETTER.search(word) or _NUMBER.fullmatch(word):
            continue
        chars = chars or list(buf.text)
        chars[match.start() : match.end()] = _fold_leet_word(word)
    return buf if chars is None else _Buffer("".join(chars), buf.starts, buf.ends)


def _fold_leet_word(word: str) -> list[str]:
    """Fold one word right to left, so each rule sees its right neighbour already folded.

    Digits and @ $ € always fold; ! and | only before a letter or digit; ( only between
    two. Judging on folded neighbours means a second pass finds nothing left to fold.
    """
    out = list(word)
    for j in range(len(word) - 1, -1, -1):
        char = word[j]
        if char not in _LEET:
            continue
        before_alnum = j + 1 < len(out) and out[j + 1].isalnum()
        if char in "!|":
            fold = before_alnum
        elif char == "(":
            fold = before_alnum and j > 0 and (word[j - 1].isalnum() or word[j - 1] in "@$€")
        else:
            fold = True
        if fold:
            out[j] = _LEET[char]
    return out


def _squash(buf: _Buffer, limit: int) -> _Buffer:
    edits: list[_Edit] = []
    for match in _run_pattern(limit).finditer(buf.text):
        a, b = match.span()
        kept_ends = [*buf.ends[a : a + limit - 1], buf.ends[b - 1]]
        edits.append((a, b, buf.text[a] * limit, buf.starts[a : a + limit], kept_ends))
    return _splice(buf, edits)


@cache
def _run_pattern(limit: int) -> re.Pattern[str]:
    # Spelled out, "(\D)\1\1\1*" runs about twice as fast in `re` as "(\D)\1{2,}".
    return re.compile(r"(\D)" + r"\1" * limit + r"\1*")
