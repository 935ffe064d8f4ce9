"""Tests for `detectors.text.normalize`: each folding step, its offsets, and invariants."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from detectors.text import NormalizedText, NormalizeOptions, fold_word, normalize


def raw_of(result: NormalizedText, needle: str) -> str:
    """What the user typed for the first occurrence of `needle` in the normalized text."""
    start = result.text.index(needle)
    s, e = result.to_raw(start, start + len(needle))
    return result.raw[s:e]


def assert_offsets_valid(result: NormalizedText) -> None:
    assert len(result.offsets) == len(result.text) == len(result.ends)
    for start, end in zip(result.offsets, result.ends, strict=True):
        assert 0 <= start < end <= len(result.raw)
    assert list(result.offsets) == sorted(result.offsets)
    assert list(result.ends) == sorted(result.ends)


# Step 1: NFKC, casefold, diacritics.


def test_ligature_expands_and_both_letters_map_to_the_one_raw_char() -> None:
    result = normalize("ﬁne")
    assert result.text == "fine"
    assert result.offsets[:2] == (0, 0)
    assert result.ends[:2] == (1, 1)
    assert raw_of(result, "fi") == "ﬁ"


@pytest.mark.parametrize(
    ("raw", "text"),
    [
        ("HATE", "hate"),
        ("Straße", "strasse"),
        ("ｈａｔｅ", "hate"),  # fullwidth
        ("𝐡𝐚𝐭𝐞", "hate"),  # mathematical bold
        ("hàté", "hate"),
        ("he\u0301llo", "hello"),  # decomposed accent
        ("h̸̡̪a̷t̵e̶", "hate"),  # zalgo
        ("İstanbul", "istanbul"),
        ("が", "が"),  # kana voicing mark is meaning, not decoration
    ],
)
def test_unicode_folding(raw: str, text: str) -> None:
    assert normalize(raw).text == text


def test_dropped_accent_stays_inside_the_raw_span() -> None:
    result = normalize("I he\u0301 you")
    assert raw_of(result, "he") == "he"
    assert result.to_raw(0, len(result.text)) == (0, len(result.raw))


# Step 1: invisible characters and whitespace.


@pytest.mark.parametrize(
    "raw",
    [
        "h\u200ba\u200ct\u200de",  # zero-width space, non-joiner, joiner
        "h\u2060a\ufefft\u00ade",  # word joiner, BOM, soft hyphen
        "h\u034fa\ufe0ft\U000e0100e",  # grapheme joiner, variation selectors
        "h\u202ea\u2066t\u200fe\u061c",  # bidi controls
        "h\x00a\x07t\x7fe",  # control characters
    ],
)
def test_invisible_characters_are_dropped_but_covered_by_the_span(raw: str) -> None:
    result = normalize(raw)
    assert result.text == "hate"
    assert raw_of(result, "hate") == raw.rstrip("\u061c")


def test_whitespace_collapses_to_one_space_spanning_the_raw_run() -> None:
    result = normalize("  you\t\n \u00a0\u3000are \u200b ok  ")
    assert result.text == "you are ok"
    start = result.text.index(" ")
    assert result.raw[slice(*result.to_raw(start, start + 1))] == "\t\n \u00a0\u3000"


def test_blank_look_alikes_count_as_spaces() -> None:
    assert normalize("hello\u3164world\u2800!").text == "hello world !"


# Step 1: confusables.


@pytest.mark.parametrize(
    ("raw", "text"),
    [
        ("һаtе", "hate"),  # Cyrillic shha, a, ie
        ("НАТЕ", "hate"),  # Cyrillic capitals fold through their lower case
        ("gοοd", "good"),  # Greek omicron
        ("ρaypal", "paypal"),  # Greek rho
    ],
)
def test_homoglyphs_fold_to_ascii(raw: str, text: str) -> None:
    assert normalize(raw).text == text


def test_homoglyph_span_points_at_the_look_alike() -> None:
    result = normalize("you іdіоt")  # Cyrillic і, і, о
    assert raw_of(result, "idiot") == "іdіоt"


@pytest.mark.parametrize("raw", ["‚", "·", "“", "١٢٣", "٠"])
def test_homoglyphs_never_turn_punctuation_or_foreign_digits_into_letters(raw: str) -> None:
    assert not any(c.isascii() and c.isalpha() for c in normalize(raw).text)


# Step 3: separators.


@pytest.mark.parametrize(
    "raw",
    [
        "h.a.t.e",
        "h a t e",
        "h-a-t-e",
        "h_a_t_e",
        "h*a*t*e",
        "h . a . t . e",
        "h..a..t..e",
        "h|a|t|e",
        "h.4.t.e",  # joined first, then leet
    ],
)
def test_separated_letters_join(raw: str) -> None:
    assert normalize(raw).text == "hate"


def test_joined_word_maps_back_to_the_separated_raw() -> None:
    result = normalize("I h.a.t.e you")
    assert result.text == "i hate you"
    assert raw_of(result, "hate") == "h.a.t.e"
    assert [result.raw[s:e] for s, e in zip(result.offsets, result.ends, strict=True)][2:6] == [
        "h",
        "a",
        "t",
        "e",
    ]


@pytest.mark.parametrize(
    "raw",
    [
        "a b",
        "u r a loser",  # three spaced letters: chat shorthand, not an evasion
        "I a m",  # same threshold: only four spaced letters join
        "1.2.3",  # no letters
        "10.0.0.1",
        "a.1.2",  # one letter
        "e.g. this",
        "h.a-t.e",  # mixed separators
        "x.y",
    ],
)
def test_ordinary_text_is_not_joined(raw: str) -> None:
    assert normalize(raw).text == raw.lower()


def test_spaced_run_joins_from_four_letters() -> None:
    assert normalize("you are a b c d").text == "you are abcd"


# Step 4: leetspeak.


@pytest.mark.parametrize(
    ("raw", "text"),
    [
        ("h4te", "hate"),
        ("$hit", "shit"),
        ("l33t", "leet"),
        ("sh!t", "shit"),
        ("!diot", "idiot"),
        ("fu(k", "fuck"),
        ("a55", "ass"),
        ("n00b", "noob"),
        ("€vil", "evil"),
        ("@ss", "ass"),
        ("|ame", "lame"),
        ("h!!!t", "hiit"),  # each "!" folds before a folded neighbour, then squash
    ],
)
def test_leet_folds_inside_words(raw: str, text: str) -> None:
    assert normalize(raw).text == text


def test_leet_keeps_offsets_one_to_one() -> None:
    result = normalize("you h4te")
    assert raw_of(result, "hate") == "h4te"
    assert raw_of(result, "a") == "4"


@pytest.mark.parametrize(
    "raw",
    [
        "2024",
        "$5",
        "10:30",
        "I'm 5 years old",
        "5 people",
        "3rd place",
        "meet at 10am",
        "$5k budget",
        "1080p",
        "the 90s",
        "stop!",
        "what?!",
        "(hello)",
        "<@123456789>",
    ],
)
def test_numbers_and_punctuation_are_not_leet(raw: str) -> None:
    assert normalize(raw).text == raw.lower()


# Step 5: squashing.


def test_long_runs_shrink_and_the_last_kept_char_covers_the_rest() -> None:
    result = normalize("haaaaate!!!!!")
    assert result.text == "haate!!"
    assert result.raw[slice(*result.to_raw(1, 2))] == "a"
    assert result.raw[slice(*result.to_raw(2, 3))] == "aaaa"
    assert raw_of(result, "!!") == "!!!!!"


def test_digits_are_not_squashed() -> None:
    assert normalize("1000000 dollars").text == "1000000 dollars"


def test_max_repeat_is_configurable() -> None:
    assert normalize("heeeello", options=NormalizeOptions(max_repeat=1)).text == "helo"


# Options and fold_word.


def test_every_step_off_returns_the_raw_text() -> None:
    off = NormalizeOptions(
        unicode=False,
        strip_invisible=False,
        confusables=False,
        collapse_whitespace=False,
        separators=False,
        leet=False,
        squash=False,
    )
    raw = "  Ｈ.a.t.e \u200b h4te!!!!  "
    result = normalize(raw, options=off)
    assert result.text == raw
    assert result.offsets == tuple(range(len(raw)))


@pytest.mark.parametrize(
    ("step", "raw", "folded"),
    [
        ("unicode", "HÀTE", "hate"),
        ("strip_invisible", "h\u200bate", "hate"),
        ("confusables", "һate", "hate"),
        ("collapse_whitespace", "a \t b", "a b"),
        ("separators", "h.a.t.e", "hate"),
        ("leet", "h4te", "hate"),
        ("squash", "haaaate", "haate"),
    ],
)
def test_each_step_can_be_switched_off(step: str, raw: str, folded: str) -> None:
    assert normalize(raw).text == folded
    off = dataclasses.replace(NormalizeOptions(), **{step: False})
    assert normalize(raw, options=off).text != folded


def test_max_repeat_below_one_is_rejected() -> None:
    with pytest.raises(ValueError, match="max_repeat"):
        NormalizeOptions(max_repeat=0)


def test_to_raw_rejects_spans_outside_the_text() -> None:
    with pytest.raises(ValueError):
        normalize("hate").to_raw(2, 5)


def test_fold_word_matches_how_messages_fold() -> None:
    assert fold_word("H4TE Speech") == "hate speech"
    message = normalize("ѕtop the ｈ.４.ｔ.ｅ ѕpeech!!!")
    assert fold_word("hate speech") in message.text


# Size and linear time.


@pytest.mark.parametrize(
    "raw",
    [
        ("Hey h.a.t.e 😂 y0u іdіоt!!!! \u200b " * 4000)[:100_000],
        "a." * 50_000,
        "a " * 50_000,
        "h4" * 50_000,
        "1" * 100_000,
        "a" * 100_000,
        "!" * 100_000,
        "e\u0301" * 50_000,
        "\u200b" * 100_000,
        "ﬁ" * 100_000,
    ],
    ids=["mixed", "dotted", "spaced", "leet", "digits", "run", "bangs", "accents", "zw", "lig"],
)
def test_100kb_message(raw: str) -> None:
    assert len(raw) == 100_000
    assert_offsets_valid(normalize(raw))


# Properties.

_TRICKY = (
    "aeiouhtsAEHT 0134578@$€!|(.-_*,'/ \t\n"
    "\u200b\u200c\u200d\u2060\ufeff\u00ad\u034f\ufe0f"  # zero-width
    "\u202a\u202e\u2066\u2069\u200e\u200f\u061c"  # bidi
    "\u0301\u0308\u0338\u3099"  # combining
    "аеорсһіНТοραΗ"  # Cyrillic and Greek
    "ﬁßİǄ½ｈ４𝐡\u3164\u2800"  # compatibility forms, blanks
)
messages = st.text(
    st.one_of(st.characters(codec=None), st.sampled_from(_TRICKY)),
    max_size=60,
)


@settings(max_examples=400)
@given(messages)
def test_offsets_always_describe_raw_runs(raw: str) -> None:
    assert_offsets_valid(normalize(raw))


@settings(max_examples=400)
@given(messages, st.data())
def test_any_span_maps_inside_raw(raw: str, data: st.DataObject) -> None:
    result = normalize(raw)
    if not result.text:
        return
    start = data.draw(st.integers(0, len(result.text) - 1))
    end = data.draw(st.integers(start + 1, len(result.text)))
    s, e = result.to_raw(start, end)
    assert 0 <= s < e <= len(raw)


@settings(max_examples=400)
@given(messages)
def test_normalize_is_idempotent(raw: str) -> None:
    text = normalize(raw).text
    assert normalize(text).text == text


@settings(max_examples=200)
@given(
    messages,
    st.builds(
        NormalizeOptions,
        unicode=st.booleans(),
        strip_invisible=st.booleans(),
        confusables=st.booleans(),
        collapse_whitespace=st.booleans(),
        separators=st.booleans(),
        leet=st.booleans(),
        squash=st.booleans(),
        max_repeat=st.integers(1, 4),
    ),
)
def test_any_options_keep_offsets_valid(raw: str, options: NormalizeOptions) -> None:
    assert_offsets_valid(normalize(raw, options=options))
