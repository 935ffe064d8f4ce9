from typing import Any

import pytest
from pydantic import ValidationError

from detectors.base import Detector
from detectors.filters import FilterDetector, FiltersConfig
from detectors.registry import DETECTORS, build_detectors
from detectors.text.normalized import NormalizedText
from detectors.types import (
    ChatMessage,
    CheckResult,
    ConversationWindow,
    Severity,
    WindowMessage,
)
from tests.factories import make_message, make_window

SCAM: dict[str, Any] = {
    "name": "scam-links",
    "label": "spam",
    "severity": 2,
    "words": ["free nitro", "crypto giveaway"],
    "patterns": [r"discord\.gift/\w+"],
    "score": 0.9,
}


def rule(name: str, **fields: Any) -> dict[str, Any]:
    return {"name": name, "label": "profanity", "severity": 1} | fields


def config(*rules: dict[str, Any], **fields: Any) -> FiltersConfig:
    return FiltersConfig.model_validate({"rules": list(rules)} | fields)


async def check(detector: FilterDetector, text: str, space_id: str = "space-1") -> CheckResult:
    [result] = await detector.detect([make_window(text, space_id=space_id)])
    assert result.error is None
    return result


def raw_spans(result: CheckResult, text: str) -> list[str]:
    return [text[s.start : s.end] for s in result.spans]


def verbatim(text: str, space_id: str = "space-1") -> ConversationWindow:
    """A window whose normalized text is the raw text as is, for exact offset checks."""
    normalized = NormalizedText(
        raw=text,
        text=text,
        offsets=tuple(range(len(text))),
        ends=tuple(range(1, len(text) + 1)),
    )
    return ConversationWindow((WindowMessage(make_message(text, space_id=space_id), normalized),))


# --- words, phrases, patterns -------------------------------------------------------


async def test_phrase_flags_with_rule_label_severity_and_score() -> None:
    detector = FilterDetector(config(SCAM))
    text = "Get FREE NITRO now"
    result = await check(detector, text)
    assert result.flagged
    assert result.name == "filters"
    assert result.labels == ("spam",)
    assert result.scores == {"spam": 0.9}
    assert result.score == 0.9
    assert result.severity is Severity.L2
    assert raw_spans(result, text) == ["FREE NITRO"]
    assert {s.source for s in result.spans} == {"scam-links"}
    assert result.detail == "matched rule(s) scam-links: 'FREE NITRO'"


async def test_clean_message_is_not_flagged() -> None:
    result = await check(FilterDetector(config(SCAM)), "nitro is a fast car, free to look at")
    assert not result.flagged
    assert result.spans == ()
    assert result.labels == ()


@pytest.mark.parametrize(
    ("text", "flagged"),
    [
        ("you ass", True),
        ("ass!", True),
        ("ass, you are", True),
        ("class", False),
        ("assess the bass", False),
        ("asses", False),
    ],
)
async def test_words_match_whole_words_only(text: str, flagged: bool) -> None:
    detector = FilterDetector(config(rule("rude", words=["ass"])))
    assert (await check(detector, text)).flagged is flagged


async def test_adjacent_occurrences_are_all_found() -> None:
    detector = FilterDetector(config(rule("rude", words=["spam"])))
    result = await detector.detect([verbatim("spam spam spam")])
    assert [(s.start, s.end) for s in result[0].spans] == [(0, 4), (5, 9), (10, 14)]


async def test_word_boundaries_are_unicode_aware() -> None:
    detector = FilterDetector(config(rule("rude", words=["дурак"])))
    [whole, inside] = await detector.detect([make_window("ты дурак!"), make_window("дураки")])
    assert whole.flagged
    assert not inside.flagged


async def test_longest_listed_phrase_is_the_evidence() -> None:
    detector = FilterDetector(config(rule("scam", words=["free", "free nitro"])))
    text = "free nitro here"
    assert raw_spans(await check(detector, text), text) == ["free nitro"]


async def test_pattern_is_case_insensitive_and_reports_its_span() -> None:
    detector = FilterDetector(config(rule("gift", patterns=[r"DISCORD\.GIFT/\w+"])))
    text = "claim it: discord.gift/abcdef"
    result = await check(detector, text)
    assert result.flagged
    assert raw_spans(result, text) == ["discord.gift/abcdef"]


async def test_several_rules_combine_labels_scores_and_severity() -> None:
    detector = FilterDetector(
        config(SCAM, rule("threat", label="violence", severity=3, words=["i will hurt you"]))
    )
    result = await check(detector, "free nitro or i will hurt you")
    assert result.labels == ("spam", "violence")
    assert result.scores == {"spam": 0.9, "violence": 1.0}
    assert result.score == 1.0
    assert result.severity is Severity.L3
    assert [s.source for s in result.spans] == ["scam-links", "threat"]


# --- evasions ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "evasion",
    [
        "fr3e n1tro",
        "f.r.e.e nitro",
        "frее nitrо",  # Cyrillic е and о
        "fr\u200bee nitro",  # zero-width space
        "FREEEEE   NITRO",
    ],
)
async def test_evasions_are_caught_and_spans_point_at_what_was_written(evasion: str) -> None:
    detector = FilterDetector(config(SCAM))
    text = f"hey all >> {evasion} << click"
    result = await check(detector, text)
    assert result.flagged, evasion
    assert raw_spans(result, text) == [evasion]


# --- allow-lists ------------------------------------------------------------------


async def test_match_inside_an_allowed_phrase_is_ignored() -> None:
    detector = FilterDetector(config(rule("rude", patterns=["ass"], allow=["class", "assessment"])))
    assert not (await check(detector, "the class assessment")).flagged
    text = "class ass"
    assert raw_spans(await check(detector, text), text) == ["ass"]


async def test_allow_phrase_covering_a_word_suppresses_it() -> None:
    detector = FilterDetector(config(rule("scam", words=["nitro"], allow=["nitro boost"])))
    assert not (await check(detector, "my nitro boost ran out")).flagged
    assert (await check(detector, "nitro for sale")).flagged


async def test_allow_phrases_are_folded_like_words() -> None:
    detector = FilterDetector(config(rule("rude", patterns=["ass"], allow=["CLASS"])))
    assert not (await check(detector, "cl@ss")).flagged


async def test_space_allow_list_applies_to_every_rule_in_that_space() -> None:
    detector = FilterDetector(config(SCAM, spaces={"42": {"allow": ["free nitro giveaway event"]}}))
    text = "join the free nitro giveaway event"
    assert not (await check(detector, text, space_id="42")).flagged
    assert (await check(detector, text, space_id="7")).flagged


# --- spaces -----------------------------------------------------------------------


async def test_rule_limited_to_spaces() -> None:
    detector = FilterDetector(config(rule("local", words=["pineapple"], spaces=["1", "2"])))
    assert (await check(detector, "pineapple", space_id="2")).flagged
    assert not (await check(detector, "pineapple", space_id="3")).flagged


async def test_space_can_disable_a_global_rule() -> None:
    detector = FilterDetector(config(SCAM, spaces={"42": {"disable": ["scam-links"]}}))
    assert not (await check(detector, "free nitro", space_id="42")).flagged
    assert (await check(detector, "free nitro", space_id="43")).flagged


async def test_space_rules_add_to_and_override_global_rules() -> None:
    local_scam = {**SCAM, "words": ["cheap robux"], "label": "gambling", "severity": 4}
    detector = FilterDetector(
        config(
            SCAM,
            spaces={"42": {"rules": [rule("extra", words=["pineapple"]), local_scam]}},
        )
    )
    extra = await check(detector, "pineapple", space_id="42")
    assert extra.flagged and extra.labels == ("profanity",)
    assert not (await check(detector, "pineapple", space_id="43")).flagged

    overridden = await check(detector, "cheap robux, free nitro", space_id="42")
    assert overridden.labels == ("gambling",)
    assert overridden.severity is Severity.L4
    assert not (await check(detector, "cheap robux", space_id="43")).flagged


# --- config validation --------------------------------------------------------------


def error_of(data: dict[str, Any]) -> tuple[tuple[int | str, ...], str]:
    with pytest.raises(ValidationError) as caught:
        FiltersConfig.model_validate(data)
    [error] = caught.value.errors()
    return error["loc"], str(caught.value)


def test_invalid_pattern_error_names_the_key_path() -> None:
    rules = [rule("a", words=["x"]), rule("b", words=["y"]), rule("c", patterns=["ok", "a(b"])]
    loc, message = error_of({"rules": rules})
    assert loc == ("rules", 2, "patterns", 1)
    assert "rules.2.patterns.1" in message
    assert "invalid RE2 pattern 'a(b': missing )" in message


def test_pattern_matching_the_empty_string_is_rejected() -> None:
    loc, message = error_of({"rules": [rule("a", patterns=[r"x*"])]})
    assert loc == ("rules", 0, "patterns", 0)
    assert "can match the empty string" in message
    loc, _ = error_of({"rules": [rule("a", patterns=[r"\b"])]})
    assert loc == ("rules", 0, "patterns", 0)


def test_unknown_label_is_rejected() -> None:
    loc, message = error_of({"rules": [rule("a", label="spma", words=["x"])]})
    assert loc == ("rules", 0, "label")
    assert "unknown harm type 'spma'" in message


def test_duplicate_rule_names_are_rejected() -> None:
    loc, message = error_of({"rules": [rule("a", words=["x"]), rule("a", words=["y"])]})
    assert loc == ("rules",)
    assert "rules[1].name: duplicate rule name 'a' (also rules[0])" in message


def test_duplicate_rule_names_in_a_space_are_rejected() -> None:
    local = [rule("a", words=["x"]), rule("a", words=["y"])]
    loc, _ = error_of({"spaces": {"9": {"rules": local}}})
    assert loc == ("spaces", "9", "rules")


def test_rule_needs_words_or_patterns() -> None:
    loc, message = error_of({"rules": [rule("empty")]})
    assert loc == ("rules", 0)
    assert "needs at least one of `words` or `patterns`" in message


def test_disabling_an_unknown_rule_names_the_key() -> None:
    _, message = error_of(
        {"rules": [rule("a", words=["x"])], "spaces": {"123": {"disable": ["a", "x"]}}}
    )
    assert "spaces.\"123\".disable[1]: unknown rule 'x'" in message


@pytest.mark.parametrize(
    ("data", "loc"),
    [
        ({"rules": [rule("a", word=["x"])]}, ("rules", 0, "word")),
        ({"rules": [rule("Bad Name", words=["x"])]}, ("rules", 0, "name")),
        ({"rules": [rule("a", words=["x"], severity=5)]}, ("rules", 0, "severity")),
        ({"rules": [rule("a", words=["x"], score=1.5)]}, ("rules", 0, "score")),
        ({"rules": [rule("a", words=["ok", "\u200b"])]}, ("rules", 0, "words", 1)),
        (
            {"spaces": {"9": {"rules": [rule("a", words=["x"], spaces=["1"])]}}},
            ("spaces", "9", "rules"),
        ),
        ({"spaces": {"9": {"disalbe": ["a"]}}}, ("spaces", "9", "disalbe")),
        ({"rules": [rule("a", patterns=["ok", r"\Qab"])]}, ("rules", 0, "patterns", 1)),
    ],
)
def test_config_mistakes_are_located(data: dict[str, Any], loc: tuple[int | str, ...]) -> None:
    assert error_of(data)[0] == loc


# --- robustness -----------------------------------------------------------------------


async def test_pathological_pattern_on_100kb_returns() -> None:
    detector = FilterDetector(config(rule("evil", patterns=[r"(a+)+$", r"(\w+\s?)+zq$"])))
    text = "a" * 100_000
    result = await check(detector, text)
    assert result.flagged
    assert raw_spans(result, text) == [text]
    assert not (await check(detector, "abcdefgh " * 12_000)).flagged


async def test_100kb_message_with_matches_caps_evidence() -> None:
    detector = FilterDetector(config(SCAM))
    text = "lorem ipsum dolor " * 5_000 + "free nitro " * 2_000
    result = await check(detector, text)
    assert result.flagged
    assert len(result.spans) == 16
    assert set(raw_spans(result, text)) == {"free nitro"}
    assert result.spans[0].start == len("lorem ipsum dolor ") * 5_000


async def test_non_ascii_text_maps_offsets_per_character() -> None:
    detector = FilterDetector(config(SCAM))
    text = "ünïcödé 🎉🎉 free nitro"
    [result] = await detector.detect([verbatim(text)])
    assert raw_spans(result, text) == ["free nitro"]


async def test_lone_surrogate_does_not_break_matching() -> None:
    detector = FilterDetector(config(SCAM))
    text = "\ud800 free nitro"
    [result] = await detector.detect([verbatim(text)])
    assert raw_spans(result, text) == ["free nitro"]


async def test_batch_results_are_in_order_and_a_bad_window_only_fails_itself() -> None:
    detector = FilterDetector(config(SCAM))
    broken = ConversationWindow(
        (
            WindowMessage(
                make_message("x"),
                NormalizedText(raw="x", text="free nitro", offsets=(), ends=()),
            ),
        )
    )
    texts = ["hello", "free nitro", "crypto giveaway today", "good morning"]
    windows = [make_window(t) for t in texts]
    results = await detector.detect([*windows[:2], broken, *windows[2:]])
    assert [r.flagged for r in results] == [False, True, False, True, False]
    assert results[2].error is not None
    assert [r.error is None for r in results] == [True, True, False, True, True]


async def test_context_is_ignored() -> None:
    detector = FilterDetector(config(SCAM))
    [result] = await detector.detect([make_window("free nitro", "thanks")])
    assert not result.flagged


# --- version, explain, registry -------------------------------------------------------


def test_version_follows_the_rules_not_the_switch() -> None:
    base = FilterDetector(config(SCAM)).version
    assert FilterDetector(config(SCAM, enabled=False)).version == base
    assert FilterDetector(config({**SCAM, "score": 0.8})).version != base
    assert len(base) == 12


async def test_explain_names_rules_and_raw_snippets() -> None:
    detector = FilterDetector(config(SCAM))
    text = "fr3e n1tro at discord.gift/xyz"
    explained = detector.explain(await check(detector, text))
    assert "spam" in explained
    assert "rule scam-links (spam)" in explained
    assert "'fr3e n1tro'" in explained
    assert detector.explain(await check(detector, "hello")).endswith("no rule matched")


async def test_registry_builds_enabled_detectors() -> None:
    entry = DETECTORS["filters"]
    assert entry.config_model is FiltersConfig
    [detector] = build_detectors({"filters": config(SCAM)})
    assert isinstance(detector, Detector)
    assert detector.name == "filters"
    await detector.aclose()
    assert build_detectors({"filters": config(SCAM, enabled=False)}) == []
    assert build_detectors({}) == []
    with pytest.raises(KeyError, match="nope"):
        build_detectors({"nope": config()})


def test_chat_message_factory_defaults() -> None:
    message: ChatMessage = make_message("hi", space_id="9")
    assert message.space_id == "9"
    assert message.text == "hi"
