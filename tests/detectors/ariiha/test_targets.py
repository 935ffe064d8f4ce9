"""The target lexicon (data/ariiha/targets.toml), its similarity map and normalize_target."""

from __future__ import annotations

from pathlib import Path

import pytest

from detectors.ariiha.targets import (
    DEFAULT_LEXICON,
    NO_TARGET,
    TARGETS,
    TargetLexicon,
    TargetLexiconError,
    normalize_target,
    words,
)


@pytest.fixture(scope="module")
def lexicon() -> TargetLexicon:
    return TargetLexicon.load()


# --- the shipped lexicon ---------------------------------------------------------------


def test_shipped_lexicon_loads_with_exactly_the_targets(lexicon: TargetLexicon) -> None:
    assert set(lexicon.similar) == set(TARGETS)
    assert set(lexicon.terms.values()) == set(TARGETS)  # every target has at least one term
    assert NO_TARGET not in TARGETS
    assert lexicon.max_words == max(len(k) for k in lexicon.terms)
    assert lexicon.max_words >= 2  # multi-word phrases are in there


def test_default_path_resolves_from_another_working_directory(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert set(TargetLexicon.load(DEFAULT_LEXICON).similar) == set(TARGETS)


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("send the illegals back", "immigrants"),
        ("#banislam now", "muslim"),
        ("#BanIslam NOW!!!", "muslim"),
        ("ILLEGAL-ALIENS, everywhere...", "immigrants"),
        ("stop the Anti-White hatred", "white"),
        ("what a lovely day at the beach", NO_TARGET),
        ("black friday sales at the white house", NO_TARGET),  # bare colour words are no target
        ("", NO_TARGET),
        ("!!! ??? ...", NO_TARGET),
    ],
)
def test_predict_on_hand_written_sentences(lexicon: TargetLexicon, text: str, target: str) -> None:
    assert lexicon.predict(text) == target


def test_predict_tie_goes_to_the_target_named_first(lexicon: TargetLexicon) -> None:
    assert lexicon.predict("the jews and the muslims") == "jewish"
    assert lexicon.predict("the muslims and the jews") == "muslim"


def test_predict_most_named_target_beats_the_first_named(lexicon: TargetLexicon) -> None:
    assert lexicon.predict("jews, muslims and more muslims") == "muslim"


def test_predict_matches_whole_words_only(lexicon: TargetLexicon) -> None:
    # "jew" is a term, but "jewel" and "jewellery" are other words.
    assert lexicon.predict("a jewel and some jewellery") == NO_TARGET


def test_words_drops_punctuation_hashes_and_underscores() -> None:
    assert words("#Ban_Islam, NOW!") == ["ban", "islam", "now"]


def test_similar_to_only_known_targets_never_itself(lexicon: TargetLexicon) -> None:
    for target in TARGETS:
        similar = lexicon.similar_to(target)
        assert similar, target
        assert target not in similar
        assert set(similar) <= set(TARGETS)
        assert len(set(similar)) == len(similar), target
    assert lexicon.similar_to("immigrants")[0] == "hispanic"  # ordered as listed, most similar first
    assert lexicon.similar_to(NO_TARGET) == ()
    assert lexicon.similar_to("martians") == ()


# --- malformed lexicon files -------------------------------------------------------------


def _lexicon_toml(entries: dict[str, tuple[list[str], list[str]]]) -> str:
    """A lexicon file: target → (terms, similar)."""
    out = []
    for target, (terms, similar) in entries.items():
        out.append(f"[targets.{target}]")
        out.append("terms = [" + ", ".join(f'"{t}"' for t in terms) + "]")
        out.append("similar = [" + ", ".join(f'"{s}"' for s in similar) + "]")
    return "\n".join(out) + "\n"


def _valid() -> dict[str, tuple[list[str], list[str]]]:
    return {t: ([f"{t} word", f"{t}s"], []) for t in TARGETS}


def test_a_minimal_valid_file_loads(tmp_path: Path) -> None:
    path = tmp_path / "lexicon.toml"
    entries = _valid()
    entries["women"] = (["women", "ladies"], ["lgbtq"])
    path.write_text(_lexicon_toml(entries))
    lexicon = TargetLexicon.load(path)
    assert lexicon.predict("the ladies") == "women"
    assert lexicon.predict("some arab word here") == "arab"
    assert lexicon.similar_to("women") == ("lgbtq",)


def _assert_rejected(path: Path, *fragments: str) -> None:
    with pytest.raises(TargetLexiconError) as info:
        TargetLexicon.load(path)
    message = str(info.value)
    assert str(path) in message
    for fragment in fragments:
        assert fragment in message


def test_missing_target_is_rejected(tmp_path: Path) -> None:
    path = tmp_path / "lexicon.toml"
    entries = _valid()
    del entries["arab"]
    path.write_text(_lexicon_toml(entries))
    _assert_rejected(path, "must be exactly")


def test_extra_target_is_rejected(tmp_path: Path) -> None:
    path = tmp_path / "lexicon.toml"
    entries = _valid()
    entries["martians"] = (["martian"], [])
    path.write_text(_lexicon_toml(entries))
    _assert_rejected(path, "must be exactly")


def test_unknown_similar_key_is_rejected(tmp_path: Path) -> None:
    path = tmp_path / "lexicon.toml"
    entries = _valid()
    entries["black"] = (["black people"], ["hispanic", "martians"])
    path.write_text(_lexicon_toml(entries))
    _assert_rejected(path, "targets.black.similar", "'martians'")


def test_target_similar_to_itself_is_rejected(tmp_path: Path) -> None:
    path = tmp_path / "lexicon.toml"
    entries = _valid()
    entries["asian"] = (["asians"], ["asian"])
    path.write_text(_lexicon_toml(entries))
    _assert_rejected(path, "targets.asian.similar")


def test_term_under_two_targets_is_rejected(tmp_path: Path) -> None:
    path = tmp_path / "lexicon.toml"
    entries = _valid()
    entries["black"] = (["thugs"], [])
    entries["political"] = (["Thugs!"], [])  # the same term once normalised
    path.write_text(_lexicon_toml(entries))
    _assert_rejected(path, "'Thugs!'", "black", "political")


def test_term_with_no_words_is_rejected(tmp_path: Path) -> None:
    path = tmp_path / "lexicon.toml"
    entries = _valid()
    entries["jewish"] = (["(((", "jews"], [])
    path.write_text(_lexicon_toml(entries))
    _assert_rejected(path, "targets.jewish.terms", "empty term")


def test_bad_toml_is_rejected(tmp_path: Path) -> None:
    path = tmp_path / "lexicon.toml"
    path.write_text("[targets.black\nterms = [")
    _assert_rejected(path, "cannot read")


def test_missing_file_is_rejected(tmp_path: Path) -> None:
    _assert_rejected(tmp_path / "nope.toml", "cannot read")


def test_no_targets_table_is_rejected(tmp_path: Path) -> None:
    path = tmp_path / "lexicon.toml"
    path.write_text('title = "not a lexicon"\n')
    _assert_rejected(path, "must be exactly")


def test_target_entry_that_is_not_a_table_is_rejected(tmp_path: Path) -> None:
    path = tmp_path / "lexicon.toml"
    text = _lexicon_toml({t: v for t, v in _valid().items() if t != "black"})
    path.write_text('[targets]\nblack = "blacks"\n' + text)
    _assert_rejected(path, "black")


def test_lexicon_without_any_term_is_rejected(tmp_path: Path) -> None:
    path = tmp_path / "lexicon.toml"
    path.write_text(_lexicon_toml({t: ([], []) for t in TARGETS}))
    _assert_rejected(path)


# --- normalize_target --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "target"),
    [
        ("jewish", "jewish"),
        ("Jews", "jewish"),
        ("  Muslims ", "muslim"),
        ("refugees", "immigrants"),
        ("Immigrant", "immigrants"),
        ("LGBT", "lgbtq"),
        ("gay", "lgbtq"),
        ("Latinos", "hispanic"),
        ("native", "indigenous"),
        ("disability", "disabled"),
        ("WOMEN", "women"),
        ("none", NO_TARGET),
        ("", NO_TARGET),
        ("martians", NO_TARGET),
        ("black and white", NO_TARGET),
    ],
)
def test_normalize_target(raw: str, target: str) -> None:
    assert normalize_target(raw) == target
