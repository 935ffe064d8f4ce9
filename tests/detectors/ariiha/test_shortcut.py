"""The shortcut rule: a rationale leaning on a short quoted phrase."""

from __future__ import annotations

import pytest

from detectors.ariiha.shortcut import is_shortcut, quoted_phrases


@pytest.mark.parametrize(
    "rationale",
    [
        'It calls them "invaders".',
        'The phrase "go back" is a dog whistle.',
        'It says "send them all" home.',
        "It uses “go back” against migrants.",
        "It calls them 'invaders'.",
        "It calls them ‘vermin’.",
        "'Parasites' dehumanises the group.",
        'Uses "anti-white" framing.',  # a hyphenated word is one word
        'Long "quote that runs on far too long" and then a short "thugs" one.',
    ],
)
def test_short_quoted_phrase_is_a_shortcut(rationale: str) -> None:
    assert is_shortcut(rationale)


@pytest.mark.parametrize(
    "rationale",
    [
        'It says "go back to your country", a call to exclude.',
        "It says “they should all go home” to a group.",
        "It says 'these people never belong here' about migrants.",
        "The message stereotypes a group as criminals.",
        "",
        'Only punctuation is quoted: "...".',
        "They don't like people's choices, but that's not hate.",
        "The users' posts and the admins' replies are rude, it's not hate.",
        'An unclosed "quote runs to the end',
    ],
)
def test_long_or_no_quote_is_not_a_shortcut(rationale: str) -> None:
    assert not is_shortcut(rationale)


def test_max_words_is_the_bound() -> None:
    rationale = 'It says "go back home now".'
    assert not is_shortcut(rationale)
    assert is_shortcut(rationale, max_words=4)


def test_quoted_phrases_in_order_across_quote_styles() -> None:
    rationale = "First \"one\", then “two words”, then ‘three’ and 'four', but don't count this."
    assert quoted_phrases(rationale) == ["one", "two words", "three", "four"]


def test_apostrophes_inside_words_are_not_quotes() -> None:
    assert quoted_phrases("don't touch people's things, it's theirs") == []
    assert quoted_phrases("it's a 'rat' thing they don't say") == ["rat"]


def test_a_quote_does_not_span_lines() -> None:
    assert quoted_phrases('a "first\nsecond" b') == []
