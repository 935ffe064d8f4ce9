"""Public data sets mapped to BRACE windows: licenses, mapping rules, splits, the corpus builder.

The adapter tests read the real files under the shared datasets folder (`$PARRY_DATASETS`,
else `<repo>/../shared/datasets`) and skip, saying so, when it is absent; nothing from the
data sets is copied into the repository. The builder's clean-up rules are also tested on
made-up windows, which run everywhere.
"""

from __future__ import annotations

import csv
import json
import re
from collections import Counter
from collections.abc import Iterator
from functools import cache
from itertools import islice
from pathlib import Path

import pytest

from detectors.brace.public import (
    DATASETS,
    SPLITS,
    PublicDataset,
    Window,
    build,
    datasets_root,
    get,
    output_type,
    shippable,
    stats,
)
from detectors.brace.public._common import REPO_ROOT, clean_text, hash_split, window
from detectors.brace.public._cues import GROUP, SELF_HARM, h4_severity
from detectors.brace.windows import BraceWindow, load_windows

ROOT = datasets_root()
VALIDATE_PER_SPLIT = 1000  # windows checked against BraceWindow per split (the big files are long)
KEYS = {"id", "turns", "types", "severity", "topic", "indicators", "spans", "source", "hard_negative"}
RESEARCH_ONLY = {"sdcnl", "toxicn", "state_toxicn", "conan"}
HASH_SPLIT = {"davidson", "implicit_hate", "toxigen", "conan"}  # no official split: hashed by text or group


def need(name: str | None = None) -> None:
    """Skip unless the datasets folder (and the folder of data set `name`) is there."""
    if not ROOT.is_dir():
        pytest.skip(f"public datasets folder not found: {ROOT} (set PARRY_DATASETS to run these tests)")
    if name is not None and not (ROOT / get(name).folder).is_dir():
        pytest.skip(f"data set folder not found: {ROOT / get(name).folder}")


@cache
def windows(name: str, split: str) -> tuple[Window, ...]:
    return tuple(get(name).load(ROOT, split))


def by_id(name: str, split: str) -> dict[str, Window]:
    return {w["id"]: w for w in windows(name, split)}


def rows_csv(path: Path, delimiter: str = ",", encoding: str = "utf-8") -> list[dict[str, str]]:
    with path.open(encoding=encoding, newline="") as f:
        return list(csv.DictReader(f, delimiter=delimiter))


# --- licenses ----------------------------------------------------------------------------


def test_only_permissive_sets_may_train_the_shipped_model() -> None:
    assert set(shippable()) == set(DATASETS) - RESEARCH_ONLY
    for name in RESEARCH_ONLY:
        assert not get(name).may_train_shipped


@pytest.mark.parametrize("name", list(DATASETS))
def test_license_flag_agrees_with_dataset_md(name: str) -> None:
    need(name)
    text = (ROOT / get(name).folder / "DATASET.md").read_text(encoding="utf-8")
    line = next(line for line in text.splitlines() if "License" in line)
    permissive = re.search(r"\b(MIT|Apache-2\.0|CC0)\b", line) and not re.search(
        r"NC|research purposes|none stated|cannot be redistributed", line
    )
    assert bool(permissive) == get(name).may_train_shipped, line


# --- every adapter -------------------------------------------------------------------------


@pytest.mark.parametrize("name", list(DATASETS))
def test_adapter_yields_valid_windows(name: str) -> None:
    need(name)
    for split in SPLITS:
        ids: set[str] = set()
        got = windows(name, split)
        assert got, f"{name} {split} is empty"
        for w in got:
            assert set(w) == KEYS
            assert w["id"].startswith(f"{name}-{split}-") and w["id"] not in ids
            assert w["source"].startswith(f"{name}:{split}/")
            ids.add(w["id"])
        for w in islice(got, VALIDATE_PER_SPLIT):
            parsed = BraceWindow.model_validate_json(json.dumps(w, ensure_ascii=False))
            assert list(parsed.types) == w["types"] and parsed.severity == w["severity"]


@pytest.mark.parametrize("name", list(DATASETS))
def test_splits_are_deterministic(name: str) -> None:
    need(name)
    assert list(get(name).load(ROOT, "dev")) == list(windows(name, "dev"))  # a second read, same windows


@pytest.mark.parametrize("name", sorted(HASH_SPLIT))
def test_hash_splits_are_disjoint(name: str) -> None:
    need(name)
    texts = {s: {" ".join(t["text"] for t in w["turns"]) for w in windows(name, s)} for s in SPLITS}
    assert not texts["train"] & texts["dev"] and not texts["train"] & texts["test"] and not texts["dev"] & texts["test"]


def test_hash_split_is_pinned() -> None:
    # the split of a row must never change between versions: these values are fixed
    assert [hash_split("davidson", k) for k in "abcdefgh"] == ["train"] * 6 + ["test"] * 2
    shares = Counter(hash_split("t", str(i), dev=0.2, test=0.2) for i in range(10_000))
    assert 1800 < shares["dev"] < 2200 and 1800 < shares["test"] < 2200


def test_unknown_split_is_refused() -> None:
    need("davidson")
    with pytest.raises(ValueError, match="unknown split"):
        list(get("davidson").load(ROOT, "validation"))


# --- mapping rules, checked against the raw files --------------------------------------------


def all_splits(name: str) -> dict[str, Window]:
    return {k: w for split in SPLITS for k, w in by_id(name, split).items()}


def test_davidson_rules() -> None:
    need("davidson")
    mapped = {w["id"].rsplit("-", 1)[1]: w for w in all_splits("davidson").values()}
    rows = rows_csv(ROOT / "davidson-hate-offensive" / "data" / "labeled_data.csv")
    for row in rows:
        w, hate, coders = mapped.get(row[""]), int(row["hate_speech"]), int(row["count"])
        if row["class"] == "0":  # every hate row becomes H5
            assert w is not None and w["types"] == ["H5"]
            assert w["severity"] == (3 if hate >= 0.8 * coders else 2)
        elif row["class"] == "2":  # every neither row becomes benign
            assert w is not None and w["types"] == [] and not w["hard_negative"]
        elif w is not None:  # offensive rows kept are untargeted hard negatives
            assert hate == 0 and w["types"] == [] and w["hard_negative"]
            assert not re.search(r"\byou\b", w["turns"][0]["text"], re.IGNORECASE)
    assert "@user" in " ".join(w["turns"][0]["text"] for w in mapped.values())


def test_diasafety_rules() -> None:
    need("diasafety")
    for split, file in (("train", "train.json"), ("test", "test.json")):
        rows = json.loads((ROOT / "diasafety" / file).read_text(encoding="utf-8"))
        mapped = by_id("diasafety", split)
        for i, row in enumerate(rows):
            w, unsafe = mapped.get(f"diasafety-{split}-{i}"), row["label"] == "Unsafe"
            category = row["category"]
            if w is None:
                empty = not clean_text(row["context"]) or not clean_text(row["response"])
                assert empty or (unsafe and category in ("Risk Ignorance", "Biased Opinion", "Toxicity Agreement"))
                continue
            assert len(w["turns"]) == 2 and [t["author"] for t in w["turns"]] == ["a", "b"]
            if not unsafe or category == "Unauthorized Expertise":
                assert w["types"] == []
            elif category == "Risk Ignorance":
                assert w["types"] == ["H4"] and w["severity"] in (2, 3)
            elif category == "Biased Opinion":
                assert w["types"] == ["H5"] and w["severity"] == 2
            else:
                assert category == "Offending User" and w["types"] == ["H3"] and w["severity"] == 1
        contexts = [w for w in mapped.values() if w["id"].endswith("-ctx")]
        assert contexts and all(len(w["turns"]) == 1 and w["types"] == ["H4"] for w in contexts)
        assert all(w["source"] == f"diasafety:{split}/risk_ignorance_context" for w in contexts)
    dropped: Counter[str] = Counter()
    list(get("diasafety").load(ROOT, "dev", dropped))
    assert dropped["toxicity agreement: unsafe reply (no BRACE type)"] > 0


def test_implicit_hate_rules() -> None:
    need("implicit_hate")
    rows = rows_csv(ROOT / "implicit-hate-corpus" / "implicit_hate_v1_stg1_posts.tsv", delimiter="\t")
    mapped = all_splits("implicit_hate")
    seen = Counter(w["id"].rsplit("-", 1)[1] for w in mapped.values())
    assert sum(seen.values()) > len(rows) - 10  # only a few duplicates dropped
    for w in mapped.values():
        label = rows[int(w["id"].rsplit("-", 1)[1])]["class"]
        expected = {"not_hate": ([], 0), "explicit_hate": (["H5"], 3)}.get(label)
        if expected is None:
            assert w["types"] in (["H5"], ["H3", "H5"]) and w["severity"] == 2
        else:
            assert (w["types"], w["severity"]) == expected
        assert '""' not in w["turns"][0]["text"] and not re.search(r'(?<!\S)"(?!\S)', w["turns"][0]["text"])
    assert any(w["types"] == ["H3", "H5"] for w in mapped.values())


def test_coldataset_rules() -> None:
    need("coldataset")
    rows = rows_csv(ROOT / "coldataset" / "test.csv", encoding="utf-8-sig")
    mapped = by_id("coldataset", "test")
    assert len(mapped) == len(rows)
    for i, row in enumerate(rows):
        w = mapped[f"coldataset-test-{i}"]
        assert w["types"] == (["H5"] if row["label"] == "1" else [])
        assert w["source"] == f"coldataset:test/{row['topic']}"


def test_sdcnl_rules() -> None:
    need("sdcnl")
    rows = {r[""]: r for r in rows_csv(ROOT / "sdcnl-suicide-depression" / "testing-set.csv")}
    for w in windows("sdcnl", "test"):
        row, text = rows[w["id"].rsplit("-", 1)[1]], w["turns"][0]["text"]
        assert w["types"] == ["H4"]
        if SELF_HARM.search(text):
            assert w["severity"] == h4_severity(text)
        else:
            assert w["severity"] == (2 if row["is_suicide"] == "1" else 1)


def test_toxicn_and_state_toxicn_rules() -> None:
    need("toxicn")
    rows = json.loads((ROOT / "toxicn" / "ToxiCN_ex" / "ToxiCN" / "data" / "test.json").read_text(encoding="utf-8"))
    for w in windows("toxicn", "test"):
        row = rows[int(w["id"].rsplit("-", 1)[1])]
        hate = row["toxic_type"] == 2 and row["expression"] in (1, 2)
        assert w["types"] == (["H5"] if hate else [])
        assert w["hard_negative"] == (not hate and row["toxic_type"] != 0)
    need("state_toxicn")
    state = {str(r["id"]): r for r in json.loads((ROOT / "state-toxicn" / "data" / "test.json").read_text("utf-8"))}
    for w in windows("state_toxicn", "test"):
        assert w["types"] == (["H5"] if state[w["id"].rsplit("-", 1)[1]]["sen_hate"] == "1" else [])


def test_conan_rules() -> None:
    need("conan")
    for split in SPLITS:
        for w in windows("conan", split):
            last = w["turns"][-1]["author"]
            assert (w["types"] == ["H5"]) == (last == "a"), w["id"]
            assert w["hard_negative"] == (last == "b")
            assert len(w["turns"]) <= 4
    families = {w["source"].split("/")[1] for w in windows("conan", "train")}
    assert {"conan_en", "conan_fr", "conan_it", "multitarget", "dialoconan"} <= families


def test_toxigen_rules() -> None:
    need("toxigen")
    for split in SPLITS:
        for w in windows("toxigen", split):
            assert ("-hate_" in w["id"]) == (w["types"] == ["H5"])
            assert "\\n" not in w["turns"][0]["text"] and not w["turns"][0]["text"].startswith("-")


def test_cues() -> None:
    assert SELF_HARM.search("i just wanna die") and not SELF_HARM.search("this exam is killing me")
    assert h4_severity("I want to kill myself") == 2
    assert h4_severity("I want to kill myself, I bought a rope") == 3
    assert h4_severity("going to kill myself tonight") == 4
    assert h4_severity("I want to kill myself." + " x" * 200 + " we went out tonight") == 2  # not near
    assert GROUP.search("muslims are") and not GROUP.search("you absolute retard")


# --- the corpus builder --------------------------------------------------------------------


def fake(name: str, rows: dict[str, list[tuple[str, list[str], int]]], shipped: bool = True) -> PublicDataset:
    """A made-up data set: split -> (text, types, severity) rows."""

    def load(root: Path, split: str, dropped: Counter[str] | None = None) -> Iterator[Window]:
        for i, (text, types, severity) in enumerate(rows.get(split, [])):
            yield window(f"{name}-{split}-{i}", [text], types, severity, f"{name}:{split}/x")

    return PublicDataset(name, name, "MIT" if shipped else "research", shipped, load, "made up")


def test_assemble_removes_overlap_duplicates_and_conflicts() -> None:
    shared = "a sentence long enough to count as shared"
    rows = {
        "test": [(shared, ["H5"], 2)],
        "dev": [("dev only", [], 0), ("dev only", [], 0)],
        "train": [
            (shared, [], 0),
            ("same text, two labels", [], 0),
            ("same text, two labels", ["H5"], 2),
            ("ok", [], 0),
        ],
    }
    other = fake("other", {"train": [("Dev   ONLY", [], 0)]})  # same window as a dev one, other data set
    corpus = build.assemble([fake("a", rows), other], Path("/nonexistent"), max_per_class=0)
    texts = {s: [w["turns"][0]["text"] for w in ws] for s, ws in corpus.splits.items()}
    assert texts == {"test": [shared], "dev": ["dev only"], "train": ["ok"]}
    assert corpus.removed == Counter(
        {
            "dev: duplicate": 1,
            "train: overlaps a higher split": 2,
            "train: duplicate with conflicting labels": 2,
        }
    )


def test_max_per_class_caps_train_and_scales_dev_and_test() -> None:
    rows = {
        "train": [(f"benign {i}", [], 0) for i in range(100)] + [(f"hate {i}", ["H5"], 2) for i in range(10)],
        "dev": [(f"benign dev {i}", [], 0) for i in range(20)],
        "test": [(f"benign test {i}", [], 0) for i in range(10)],
    }
    corpus = build.assemble([fake("a", rows)], Path("/nonexistent"), max_per_class=25)
    counts = {s: Counter(output_type(w["types"]) for w in ws) for s, ws in corpus.splits.items()}
    assert counts["train"] == Counter({"benign": 25, "H5": 10})
    assert counts["dev"]["benign"] == 5 and counts["test"]["benign"] == 3  # 25 % of each, rounded up
    again = build.assemble([fake("a", rows)], Path("/nonexistent"), max_per_class=25)
    assert again.splits == corpus.splits


def test_research_data_is_refused_without_the_flag(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(build.ResearchDataRefused, match="sdcnl"):
        build.select(["davidson", "sdcnl"], allow_research_data=False)
    assert {d.name for d in build.select(None, allow_research_data=False)} == set(shippable())
    assert {d.name for d in build.select(None, allow_research_data=True)} == set(DATASETS)
    assert [d.name for d in build.select(["conan"], allow_research_data=True)] == ["conan"]
    assert build.main(["--out", str(tmp_path / "out"), "--datasets", "conan"]) == 2
    assert "--allow-research-data" in capsys.readouterr().err
    assert not (tmp_path / "out").exists()


def test_never_writes_into_a_tracked_folder(tmp_path: Path) -> None:
    for bad in (REPO_ROOT, REPO_ROOT / "detectors" / "brace", REPO_ROOT / "docs" / "x", REPO_ROOT / "var" / ".." / "x"):
        with pytest.raises(ValueError, match="refusing"):
            build.check_out_dir(bad)
    assert build.check_out_dir(REPO_ROOT / "var" / "brace" / "public") == (REPO_ROOT / "var/brace/public").resolve()
    assert build.check_out_dir(tmp_path) == tmp_path.resolve()
    assert build.DEFAULT_OUT.resolve().is_relative_to((REPO_ROOT / "var").resolve())


def test_build_writes_valid_split_files(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    need("toxigen")
    need("diasafety")
    out = tmp_path / "corpus"
    assert build.main(["--out", str(out), "--datasets", "toxigen,diasafety", "--max-per-class", "40"]) == 0
    assert "| train |" in capsys.readouterr().out
    loaded = {split: load_windows(out / f"{split}.jsonl") for split in SPLITS}
    train = Counter((w.id.split("-")[0], output_type(list(w.types))) for w in loaded["train"])
    assert train and max(train.values()) <= 40
    turns = {s: {t.text for w in ws for t in w.turns if len(t.text) >= 16} for s, ws in loaded.items()}
    assert not turns["train"] & turns["test"] and not turns["dev"] & turns["test"]
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["shippable"] is True and set(manifest["datasets"]) == {"toxigen", "diasafety"}


def test_build_with_research_data_is_marked_not_shippable(tmp_path: Path) -> None:
    need("sdcnl")
    out = tmp_path / "research"
    assert build.main(["--out", str(out), "--datasets", "sdcnl", "--allow-research-data", "--max-per-class", "5"]) == 0
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["shippable"] is False and manifest["datasets"]["sdcnl"]["may_train_shipped"] is False


def test_stats_prints_the_table(capsys: pytest.CaptureFixture[str]) -> None:
    need("toxigen")
    assert stats.main(["--datasets", "toxigen"]) == 0
    out = capsys.readouterr().out
    assert "| toxigen | MIT | yes |" in out and "### toxigen" in out and "| L0 |" in out
