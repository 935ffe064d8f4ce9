"""FIRE's exemplar library and template replies: the shipped files, their loaders' errors, choice,
slot filling and the by-family split."""

import importlib.util
import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

import pytest

from responders.fire.exemplars import (
    DEFAULT_EXEMPLARS,
    GROUP_WORDING,
    MAX_NAME,
    MAX_REPLY,
    ExemplarError,
    ReplyLibrary,
    ReplyLibraryError,
    clean_name,
    family_of,
    fill,
    load_exemplars,
    split_by_family,
)
from responders.fire.types import TARGETS, HateType

ROOT = Path(__file__).resolve().parents[3]
FIGURES = re.compile(r"[0-9%]")


@pytest.fixture(scope="module")
def shipped():
    return load_exemplars()


@pytest.fixture(scope="module")
def library():
    return ReplyLibrary.load()


def row(**over):
    base = {
        "id": "fam:1",
        "family": "fam",
        "hate_speech": "they are all lazy",
        "hate_type": "stereotype",
        "target": "migrants",
        "reasoning": "A trait generalised to migrants.",
        "counterspeech": "Is that true of everyone?",
    }
    return json.dumps({**base, **over})


def write(path: Path, *lines: str) -> Path:
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


# ---------------------------------------------------------------------------- shipped exemplars


def test_shipped_exemplars_load_as_parry(shipped):
    assert len(shipped) >= 600
    assert {e.origin for e in shipped} == {"parry"}
    assert len({e.id for e in shipped}) == len(shipped)


def test_every_type_target_pair_has_eight_and_types_are_balanced(shipped):
    pairs = Counter((e.hate_type, e.target) for e in shipped)
    thin = {pair: pairs[pair] for pair in ((t, g) for t in HateType for g in TARGETS) if pairs[pair] < 8}
    assert not thin
    per_type = Counter(e.hate_type for e in shipped)
    assert min(per_type.values()) >= 0.8 * max(per_type.values())


def test_families_are_many_small_and_single_typed(shipped):
    members = defaultdict(list)
    for e in shipped:
        members[family_of(e)].append(e)
    assert len(members) >= 150
    assert all(3 <= len(m) <= 5 for m in members.values())
    assert all(len({e.hate_type for e in m}) == 1 for m in members.values())


def test_shipped_counterspeech_has_no_figures(shipped):
    assert [e.id for e in shipped if FIGURES.search(e.counterspeech)] == []


def test_shipped_file_is_what_the_generator_writes(monkeypatch):
    spec = importlib.util.spec_from_file_location("write_exemplars", ROOT / "scripts/fire/write_exemplars.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "write_exemplars", module)  # dataclasses look their module up there
    spec.loader.exec_module(module)
    assert module.render(module.build()) == (ROOT / DEFAULT_EXEMPLARS).read_text(encoding="utf-8")


# ---------------------------------------------------------------------------- exemplar errors


@pytest.mark.parametrize(
    ("bad", "words"),
    [
        ("{not json", "bad JSON"),
        ("[1, 2]", "JSON object"),
        (row(hate_type="insult"), "unknown hate_type 'insult'"),
        (row(target="martians"), "unknown target 'martians'"),
        (json.dumps({"id": "fam:9", "family": "fam", "hate_speech": "x", "hate_type": "stereotype"}), "missing field"),
        (row(reasoning=""), "non-empty string"),
        (row(id="other:1"), "must be '<family>:"),
        (row(), "duplicate id 'fam:1' (first at"),
    ],
)
def test_exemplar_errors_name_file_and_line(tmp_path, bad, words):
    path = write(tmp_path / "admin.jsonl", row(), "", bad)
    with pytest.raises(ExemplarError) as err:
        load_exemplars(path)
    assert f"{path}:3:" in str(err.value)
    assert words in str(err.value)


def test_duplicate_ids_across_files_and_admin_origin(tmp_path):
    admin = write(tmp_path / "admin.jsonl", row(id="ours:1", family="ours"))
    loaded = load_exemplars(DEFAULT_EXEMPLARS, admin)
    assert loaded[-1].origin == "admin" and loaded[0].origin == "parry"
    assert loaded[-1].hate_type is HateType.STEREOTYPE
    clash = write(tmp_path / "clash.jsonl", row(id="mis-muslim-prisons:1", family="mis-muslim-prisons"))
    with pytest.raises(ExemplarError, match=r"clash\.jsonl:1: duplicate id .*exemplars\.jsonl:1\)"):
        load_exemplars(DEFAULT_EXEMPLARS, clash)


def test_missing_exemplar_file_is_named(tmp_path):
    with pytest.raises(ExemplarError, match=r"nope\.jsonl"):
        load_exemplars(tmp_path / "nope.jsonl")


# ---------------------------------------------------------------------------- shipped replies


def test_shipped_replies_cover_every_type(library):
    general = Counter(t.hate_type for t in library.templates if t.target is None)
    assert all(general[t] >= 6 for t in HateType)
    assert len({t.target for t in library.templates if t.target}) >= 4
    assert {t.origin for t in library.templates} == {"parry"}


def test_shipped_replies_have_no_figures(library):
    texts = [(t.id, s) for t in library.templates for s in (t.text, t.text_without_name) if s]
    assert [i for i, s in texts if FIGURES.search(s)] == []


def test_every_filled_reply_fits_a_chat_message(library):
    longest = "W" * 80  # longer than MAX_NAME: fill must cut it
    for t in library.templates:
        for target in (t.target,) if t.target else TARGETS:
            for name in (longest, "Sam", None, "   "):
                text = fill(t, target=target, name=name)
                assert len(text) <= MAX_REPLY, (t.id, target, len(text))
                assert "{" not in text and "}" not in text


def test_choose_prefers_target_specific_and_is_deterministic(library):
    keys = [f"event-{i}" for i in range(200)]
    specific = {library.choose(HateType.MISINFORMATION, "migrants", k).id for k in keys}
    assert specific == {t.id for t in library.templates if t.target == "migrants" and t.hate_type == "misinformation"}
    general = {library.choose("misinformation", "asians", k) for k in keys}
    assert {t.target for t in general} == {None} and len(general) > 3
    assert [library.choose("stereotype", "poc", k).id for k in keys] == [
        library.choose("stereotype", "poc", k).id for k in keys
    ]
    # Order of the files' templates does not matter, only the key.
    reversed_library = ReplyLibrary(reversed(library.templates))
    assert all(
        reversed_library.choose("conspiracy", "roma", k) == library.choose("conspiracy", "roma", k) for k in keys
    )
    with pytest.raises(ValueError, match="unknown target"):
        library.choose("conspiracy", "martians", "k")
    with pytest.raises(ValueError):
        library.choose("insult", "roma", "k")


def test_fill_slots_names_and_capitals(library):
    by_id = {t.id: t for t in library.templates}
    asked = by_id["mis-ask-source"]
    assert fill(asked, target="poc", name="Sam").startswith("Sam, where does that come from?")
    assert "people of colour" in fill(asked, target="poc", name="Sam")
    assert fill(asked, target="poc", name=None).startswith("Where does that come from?")
    assert "{name}" not in (asked.text_without_name or "")
    # A group wording that opens a sentence is capitalised.
    assert fill(by_id["deh-dignity"], target="women", name=None).startswith("Women are people")
    with pytest.raises(ValueError, match="unknown target"):
        fill(asked, target="martians", name=None)


def test_clean_name_defuses_mentions_and_controls():
    assert clean_name("@everyone") == "@\u200beveryone"
    assert clean_name(" bob \n\u202e evil ") == "bob evil"
    assert clean_name("\u200b \t") is None
    assert clean_name(None) is None
    assert len(clean_name("@" * 100) or "") == MAX_NAME


# ---------------------------------------------------------------------------- reply errors and admin files


TEMPLATE = """
[[template]]
id = "{id}"
hate_type = "{hate_type}"
strategy = "ask_source"
text = "{text}"
"""


def template(id="t-1", hate_type="misinformation", text="Where is that from, about {group}?", extra=""):
    return TEMPLATE.format(id=id, hate_type=hate_type, text=text) + extra


@pytest.mark.parametrize(
    ("entry", "words"),
    [
        (template(text="Hi {user}"), "unknown slot {user}"),
        (template(text="Hi {0}"), "unknown slot"),
        (template(text="Hi {group!r}"), "unknown slot"),
        (template(text="Hi {name}"), "text_without_name is required"),
        (template(text="x" * 300), "characters for target"),
        (template(hate_type="insult"), "hate_type"),
        (template(extra='target = "martians"\n'), "unknown target 'martians'"),
        (template(extra='colour = "red"\n'), "colour"),
        (template(extra='origin = "parry"\n'), "origin is set by the loader"),
        (template(id="mis-ask-source"), "duplicate id in the same file"),
    ],
)
def test_reply_errors_name_file_line_and_id(tmp_path, entry, words):
    path = tmp_path / "admin.toml"
    path.write_text(template(id="mis-ask-source") + "\n# a comment\n" + entry, encoding="utf-8")
    with pytest.raises(ReplyLibraryError) as err:
        ReplyLibrary.load(path)
    # The second [[template]] header: after the first entry (header on line 2), blank line and comment.
    assert f"{path}:10 (id " in str(err.value)
    assert words in str(err.value)


def test_reply_toml_syntax_error_names_file_and_line(tmp_path):
    path = tmp_path / "broken.toml"
    path.write_text('[[template]]\nid = "a"\ntext = "unterminated\n', encoding="utf-8")
    with pytest.raises(ReplyLibraryError, match=r"broken\.toml: .*line 3"):
        ReplyLibrary.load(path)


def test_admin_file_adds_overrides_and_disables(tmp_path, library):
    admin = tmp_path / "ours.toml"
    admin.write_text(
        template(id="mis-ask-source", text="Got a link for that claim about {group}?")
        + template(id="ours-roma", text="Where did you read that about Roma?", extra='target = "roma"\n')
        + template(id="mis-who-counted", extra="enabled = false\n"),
        encoding="utf-8",
    )
    merged = ReplyLibrary.load("data/fire/replies.toml", admin)
    by_id = {t.id: t for t in merged.templates}
    assert by_id["mis-ask-source"].text.startswith("Got a link") and by_id["mis-ask-source"].origin == "admin"
    assert by_id["mis-check-first"].origin == "parry"
    assert len(merged.templates) == len(library.templates) + 1
    keys = [f"k{i}" for i in range(100)]
    assert {merged.choose("misinformation", "roma", k).id for k in keys} == {"ours-roma"}
    assert "mis-who-counted" not in {merged.choose("misinformation", "asians", k).id for k in keys}


def test_a_type_without_general_templates_is_refused(tmp_path):
    only = tmp_path / "only.toml"
    only.write_text(template(), encoding="utf-8")
    with pytest.raises(ReplyLibraryError, match="no enabled general template for stereotype"):
        ReplyLibrary.load(only)


# ---------------------------------------------------------------------------- split by family


def test_split_keeps_families_whole_and_every_type_in_each_split(shipped):
    split = split_by_family(shipped)
    homes = defaultdict(set)
    for name, part in zip(("train", "dev", "test"), split, strict=True):
        for e in part:
            homes[family_of(e)].add(name)
    assert all(len(h) == 1 for h in homes.values())
    assert sum(map(len, split)) == len(shipped)
    for part in (split.dev, split.test):
        assert {e.hate_type for e in part} == set(HateType)
        assert 0.05 * len(shipped) <= len(part) <= 0.15 * len(shipped)


def test_split_is_deterministic_and_independent_of_input_order(shipped):
    first = split_by_family(shipped)
    assert split_by_family(shipped) == first
    shuffled = split_by_family(list(reversed(shipped)))
    assert {e.id for e in shuffled.test} == {e.id for e in first.test}
    assert {e.id for e in split_by_family(shipped, seed=14).test} != {e.id for e in first.test}
    with pytest.raises(ValueError):
        split_by_family(shipped, dev=0.5, test=0.5)


def test_group_wording_covers_every_target():
    assert set(GROUP_WORDING) == set(TARGETS)
    assert GROUP_WORDING["other"] == "people"
