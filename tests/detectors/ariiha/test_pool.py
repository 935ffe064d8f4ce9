"""The demonstration pool: the shipped seed pool, JSONL pool files and the Implicit Hate Corpus split."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from pathlib import Path

import orjson
import pytest

from detectors.ariiha.datasets import IHC_FILE, Split, clean_post, load_ihc
from detectors.ariiha.pool import (
    DEFAULT_SEED_POOL,
    Demonstration,
    PoolError,
    fingerprint,
    load_jsonl_pool,
    with_targets,
)
from detectors.ariiha.targets import NO_TARGET, TARGETS, TargetLexicon

REAL_IHC = Path("/work/shared/datasets/implicit-hate-corpus")

# --- the shipped seed pool ---------------------------------------------------------------


def test_seed_pool_loads_with_both_labels_and_valid_targets() -> None:
    pool = load_jsonl_pool(DEFAULT_SEED_POOL)
    assert len(pool) == 240
    labels = Counter(d.label for d in pool)
    assert set(labels) == {"hate", "not_hate"}
    assert min(labels.values()) >= 60
    assert all(d.target in (*TARGETS, NO_TARGET) for d in pool)
    assert all(d.text.strip() for d in pool)
    assert len({d.id for d in pool}) == 240
    assert all(d.id.startswith("seed:seed-") for d in pool)


def test_seed_pool_covers_every_target() -> None:
    pool = load_jsonl_pool(DEFAULT_SEED_POOL)
    assert {d.target for d in pool} >= set(TARGETS)


# --- JSONL pool files --------------------------------------------------------------------


def _write(path: Path, *rows: object) -> Path:
    lines = [r if isinstance(r, bytes) else orjson.dumps(r) for r in rows]
    path.write_bytes(b"\n".join(lines) + b"\n")
    return path


def test_pool_file_rows_ids_and_blank_lines(tmp_path: Path) -> None:
    path = _write(
        tmp_path / "pool.jsonl",
        {"id": "a", "text": "hello there", "label": "not_hate"},
        b"   ",
        {"text": "they are invaders", "label": "hate", "target": "immigrants"},
        {"id": 7, "text": "no group here", "label": "not_hate", "target": "none"},
    )
    pool = load_jsonl_pool(path, source="mine")
    assert pool == [
        Demonstration("mine:a", "hello there", "not_hate", None),
        Demonstration("mine:3", "they are invaders", "hate", "immigrants"),  # no id: the line number
        Demonstration("mine:7", "no group here", "not_hate", "none"),
    ]


@pytest.mark.parametrize(
    "bad",
    [
        b"this is not json",
        b'{"label": "hate"}',
        b'{"text": "x y z"}',
        b'{"text": "x y z", "label": "maybe"}',
        b'{"text": "x y z", "label": "hate", "target": "martians"}',
        b'{"text": "x y z", "label": "hate", "target": ""}',
        b'{"text": "   ", "label": "hate"}',
        b'{"text": 5, "label": "hate"}',
        b'["text", "label"]',
        b'"just a string"',
    ],
)
def test_bad_line_raises_pool_error_with_file_and_line(tmp_path: Path, bad: bytes) -> None:
    path = _write(tmp_path / "pool.jsonl", {"text": "fine line", "label": "not_hate"}, bad)
    with pytest.raises(PoolError) as info:
        load_jsonl_pool(path)
    assert f"{path}:2:" in str(info.value)


def test_missing_pool_file_raises_pool_error(tmp_path: Path) -> None:
    with pytest.raises(PoolError, match=r"nope\.jsonl"):
        load_jsonl_pool(tmp_path / "nope.jsonl")


def test_with_targets_fills_only_missing_targets() -> None:
    lexicon = TargetLexicon.load()
    pool = [
        Demonstration("x:1", "send the illegals back", "hate", None),
        Demonstration("x:2", "send the illegals back", "hate", "black"),  # kept although the lexicon disagrees
        Demonstration("x:3", "nice weather", "not_hate", None),
        Demonstration("x:4", "the muslims", "not_hate", "none"),  # "none" is a target, not a gap
    ]
    filled = with_targets(pool, lexicon)
    assert [d.target for d in filled] == ["immigrants", "black", NO_TARGET, NO_TARGET]
    assert [(d.id, d.text, d.label) for d in filled] == [(d.id, d.text, d.label) for d in pool]


def test_fingerprint_tracks_texts_labels_and_targets() -> None:
    pool = [Demonstration("x:1", "a b c", "hate", "black"), Demonstration("x:2", "d e f", "not_hate", None)]
    same = [replace(d) for d in pool]
    assert fingerprint(pool) == fingerprint(same)
    assert len(fingerprint(pool)) == 12
    assert fingerprint(pool) != fingerprint([replace(pool[0], label="not_hate"), pool[1]])
    assert fingerprint(pool) != fingerprint([pool[0], replace(pool[1], target="none")])
    assert fingerprint(pool) != fingerprint([replace(pool[0], text="a b d"), pool[1]])
    assert fingerprint(pool) != fingerprint(pool[::-1])


# --- the Implicit Hate Corpus -----------------------------------------------------------

CLASSES = ("implicit_hate", "explicit_hate", "not_hate")
PER_CLASS = 20


def _ihc(folder: Path) -> dict[str, str]:
    """A tiny stage-1 TSV: 20 distinct posts per class plus a duplicate and a quote-wrapped one.

    Returns the expected cleaned text → class of every deduplicated row.
    """
    rows = [("post", "class")]
    expected: dict[str, str] = {}
    for cls in CLASSES:
        for i in range(PER_CLASS):
            text = f"{cls.replace('_', ' ')} post number {i}"
            rows.append((text, cls))
            expected[text] = cls
    # A duplicate of an earlier post (differently cased, wrapped in quotes): dropped.
    rows.append(('"IMPLICIT HATE POST NUMBER 3"', "not_hate"))
    # A post wrapped in quotes with a doubled quote inside, as the TSV export has them.
    rows.append(('"they say ""go back"" to us"', "implicit_hate"))
    expected['they say "go back" to us'] = "implicit_hate"
    rows.append(('"a wrapped not hate post"', "not_hate"))
    expected["a wrapped not hate post"] = "not_hate"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / IHC_FILE).write_text("\n".join("\t".join(r) for r in rows) + "\n", encoding="utf-8")
    return expected


def test_clean_post() -> None:
    assert clean_post('"text"') == "text"
    assert clean_post('  "they say ""go back"" to us"  ') == 'they say "go back" to us'
    assert clean_post('""""') == '"'  # CSV-style: a field holding one quote character
    assert clean_post("plain") == "plain"


def test_clean_post_keeps_a_closing_quote_at_the_end() -> None:
    assert clean_post('"they say ""go back"""') == 'they say "go back"'


def test_ihc_splits_are_disjoint_cover_all_rows_and_map_labels(tmp_path: Path) -> None:
    expected = _ihc(tmp_path / "ihc")
    splits = {s: load_ihc(tmp_path / "ihc", s) for s in ("train", "dev", "test")}
    ids = [d.id for s in splits.values() for d in s]
    assert len(ids) == len(set(ids)) == len(expected)
    texts = {d.text: d for s in splits.values() for d in s}
    assert set(texts) == set(expected)  # the duplicate is gone, the wrapped one cleaned
    for text, cls in expected.items():
        assert texts[text].label == ("not_hate" if cls == "not_hate" else "hate")
        assert texts[text].target is None
        assert texts[text].id.startswith("ihc:")
    # The first spelling of the duplicate is the one kept, with its own class.
    assert texts["implicit hate post number 3"].label == "hate"


def test_ihc_split_is_stratified(tmp_path: Path) -> None:
    expected = _ihc(tmp_path / "ihc")
    by_class = Counter(expected.values())
    shares: tuple[tuple[Split, float], ...] = (("train", 0.6), ("dev", 0.2), ("test", 0.2))
    for split, share in shares:
        counts = Counter(expected[d.text] for d in load_ihc(tmp_path / "ihc", split))
        for cls in CLASSES:
            assert abs(counts[cls] - share * by_class[cls]) <= 1, (split, cls, counts)


def test_ihc_split_is_deterministic_per_seed(tmp_path: Path) -> None:
    _ihc(tmp_path / "ihc")
    first = load_ihc(tmp_path / "ihc", "test", seed=3)
    assert load_ihc(tmp_path / "ihc", "test", seed=3) == first
    assert [d.id for d in load_ihc(tmp_path / "ihc", "test", seed=4)] != [d.id for d in first]
    # Returned in file order.
    assert [int(d.id.split(":")[1]) for d in first] == sorted(int(d.id.split(":")[1]) for d in first)


def test_ihc_accepts_the_file_itself(tmp_path: Path) -> None:
    _ihc(tmp_path / "ihc")
    assert load_ihc(tmp_path / "ihc" / IHC_FILE, "dev") == load_ihc(tmp_path / "ihc", "dev")


def test_ihc_missing_file_raises_pool_error(tmp_path: Path) -> None:
    with pytest.raises(PoolError, match=IHC_FILE):
        load_ihc(tmp_path, "train")


def test_ihc_without_the_expected_columns_raises_pool_error(tmp_path: Path) -> None:
    (tmp_path / IHC_FILE).write_text("text\tlabel\nhello\tnot_hate\n")
    with pytest.raises(PoolError):
        load_ihc(tmp_path, "train")


@pytest.mark.skipif(
    not (REAL_IHC / IHC_FILE).exists(), reason=f"the Implicit Hate Corpus is not at {REAL_IHC} on this machine"
)
def test_real_ihc_split_sizes_and_no_train_test_overlap() -> None:
    splits = {s: load_ihc(REAL_IHC, s) for s in ("train", "dev", "test")}
    import csv

    with open(REAL_IHC / IHC_FILE, encoding="utf-8", newline="") as fh:
        reader = csv.DictReader(fh, delimiter="\t", quoting=csv.QUOTE_NONE)
        deduped = {clean_post(r["post"]).lower() for r in reader} - {""}
    assert sum(len(s) for s in splits.values()) == len(deduped)
    train, test = ({d.text.lower() for d in splits[s]} for s in ("train", "test"))
    assert not train & test
    assert not {d.id for d in splits["train"]} & {d.id for d in splits["test"]}
    assert 0.58 < len(splits["train"]) / len(deduped) < 0.62


def test_target_labels_map_unknown_targets_to_none_and_name_bad_lines(tmp_path: Path) -> None:
    from detectors.ariiha.pool import load_target_labels

    good = tmp_path / "labels.jsonl"
    good.write_text('{"id": "ihc:1", "target": "muslim"}\n\n{"id": "ihc:2", "target": "martians"}\n')
    assert load_target_labels(good) == {"ihc:1": "muslim", "ihc:2": "none"}
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"id": "ihc:1", "target": "muslim"}\n{"id": "ihc:2"}\n')
    with pytest.raises(PoolError, match=r"bad\.jsonl:2"):
        load_target_labels(bad)
    with pytest.raises(PoolError, match="cannot read"):
        load_target_labels(tmp_path / "missing.jsonl")
