import json
import random
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from detectors.brace.taxonomy import BENIGN, TYPES
from detectors.brace.windows import BraceWindow, WindowFormatError, dump_windows, load_windows, split_by_family

FULL: dict[str, Any] = {
    "id": "seed-h3-0001",
    "turns": [
        {"author": "a", "text": "you reported me again?"},
        {"author": "b", "text": "yeah and I will break your legs after school"},
    ],
    "types": ["H3"],
    "severity": 3,
    "topic": "school_education",
    "indicators": ["threat_explicit"],
    "spans": [{"turn": 1, "start": 9, "end": 31, "indicator": "threat_explicit"}],
    "source": "seed:h3/threats-direct",
    "hard_negative": False,
}
MINIMAL: dict[str, Any] = {"id": "w1", "turns": [{"author": "a", "text": "gg"}], "types": [], "severity": 0}


def write(tmp_path: Path, *rows: Any, name: str = "w.jsonl") -> Path:
    path = tmp_path / name
    lines = [r if isinstance(r, str) else json.dumps(r, ensure_ascii=False) for r in rows]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def problems(tmp_path: Path, *rows: Any) -> list[str]:
    with pytest.raises(WindowFormatError) as exc:
        load_windows(write(tmp_path, *rows))
    return list(exc.value.problems)


def test_full_and_minimal_windows_load(tmp_path: Path) -> None:
    full, minimal = load_windows(write(tmp_path, FULL, "", MINIMAL))
    assert full.types == ("H3",) and full.severity == 3 and full.target.author == "b"
    assert full.target.text[9:31] == "I will break your legs"
    assert full.family == "seed:h3/threats-direct"
    assert minimal.benign and minimal.topic is None and minimal.spans == () and not minimal.hard_negative
    assert minimal.family == "id:w1"


def test_type_order_is_kept_primary_first() -> None:
    w = BraceWindow.model_validate(MINIMAL | {"types": ["H5", "H1"], "severity": 2})
    assert w.types == ("H5", "H1") and w.primary_type == "H5"
    assert BraceWindow.model_validate(MINIMAL).primary_type == BENIGN


def test_spans_may_point_at_context_turns() -> None:
    spans = [{"turn": 0, "start": 0, "end": 3, "indicator": "slur"}]
    w = BraceWindow.model_validate(FULL | {"spans": spans})
    assert w.spans[0].turn == 0


def test_dump_round_trips(tmp_path: Path) -> None:
    windows = load_windows(write(tmp_path, FULL, MINIMAL | {"turns": [{"author": "é", "text": "🎲 ok"}]}))
    out = tmp_path / "out.jsonl"
    assert dump_windows(windows, out) == 2
    assert "🎲" in out.read_text(encoding="utf-8")
    assert load_windows(out) == windows


def test_directory_loads_every_file_and_checks_ids_across_files(tmp_path: Path) -> None:
    write(tmp_path, MINIMAL, name="a.jsonl")
    write(tmp_path, FULL, name="b.jsonl")
    assert [w.id for w in load_windows(tmp_path)] == ["w1", "seed-h3-0001"]
    write(tmp_path, MINIMAL, name="c.jsonl")
    with pytest.raises(WindowFormatError, match=r"c\.jsonl:1: id: duplicate id 'w1' \(first at .*a\.jsonl:1\)"):
        load_windows(tmp_path)


def drop(row: dict[str, Any], key: str) -> dict[str, Any]:
    return {k: v for k, v in row.items() if k != key}


def span(**fields: Any) -> dict[str, Any]:
    return {"spans": [{"turn": 1, "start": 9, "end": 31, "indicator": "threat_explicit"} | fields]}


INVALID: list[tuple[str, dict[str, Any], str]] = [
    ("missing id", drop(FULL, "id"), "id: Field required"),
    ("empty id", FULL | {"id": ""}, "id: String should have at least 1 character"),
    ("missing turns", drop(FULL, "turns"), "turns: Field required"),
    ("no turns", FULL | {"turns": [], "spans": []}, "turns: Tuple should have at least 1 item"),
    ("turn without author", FULL | {"turns": [{"text": "hi"}], "spans": []}, "turns.0.author: Field required"),
    ("empty text", MINIMAL | {"turns": [{"author": "a", "text": ""}]}, "turns.0.text: String should have at least"),
    (
        "number as text",
        MINIMAL | {"turns": [{"author": "a", "text": 5}]},
        "turns.0.text: Input should be a valid string",
    ),
    ("extra window key", FULL | {"label": "x"}, "label: Extra inputs are not permitted"),
    ("extra turn key", MINIMAL | {"turns": [{"author": "a", "text": "x", "ts": 1}]}, "turns.0.ts: Extra inputs"),
    ("missing types", drop(FULL, "types"), "types: Field required"),
    ("unknown type", FULL | {"types": ["H6"]}, "types: unknown type(s) ['H6']"),
    ("benign as a type", FULL | {"types": ["benign"]}, "types: unknown type(s) ['benign']"),
    ("duplicate type", FULL | {"types": ["H3", "H3"]}, "types: duplicate type"),
    ("missing severity", drop(FULL, "severity"), "severity: Field required"),
    ("severity too high", FULL | {"severity": 5}, "severity: Input should be less than or equal to 4"),
    ("negative severity", MINIMAL | {"severity": -1}, "severity: Input should be greater than or equal to 0"),
    ("severity as string", FULL | {"severity": "3"}, "severity: Input should be a valid integer"),
    ("severity as bool", FULL | {"severity": True}, "severity: Input should be a valid integer"),
    ("severity 0 with types", FULL | {"severity": 0}, "severity: severity 0 is for benign windows"),
    ("benign with severity", MINIMAL | {"severity": 2}, "severity: severity 2 needs at least one type"),
    ("unknown topic", FULL | {"topic": "cooking"}, "topic: unknown topic 'cooking'"),
    ("unknown indicator", FULL | {"indicators": ["threat_explicit", "rude"]}, "indicators: unknown indicator(s)"),
    ("duplicate indicator", FULL | {"indicators": ["slur", "slur"]}, "indicators: duplicate indicator"),
    ("span turn out of range", FULL | span(turn=2), "spans: span 0: turn 2 does not exist (2 turns)"),
    ("span past the text", FULL | span(end=99), "spans: span 0: end 99 is past the end of turn 1"),
    ("empty span", FULL | span(start=13, end=13), "spans.0.end: end 13 must be greater than start 13"),
    ("negative start", FULL | span(start=-1), "spans.0.start: Input should be greater than or equal to 0"),
    ("span unknown indicator", FULL | span(indicator="rude"), "spans.0.indicator: unknown indicator 'rude'"),
    ("span not in indicators", FULL | span(indicator="weapon_mention"), "not in indicators"),
    ("extra span key", FULL | span(label="x"), "spans.0.label: Extra inputs are not permitted"),
    ("source not a string", FULL | {"source": 3}, "source: Input should be a valid string"),
    ("severe hard negative", FULL | {"hard_negative": True}, "hard_negative: a hard negative is benign or L1"),
    ("hard negative as int", MINIMAL | {"hard_negative": 1}, "hard_negative: Input should be a valid boolean"),
    ("not json", "{'id': 1}", "json: Invalid JSON"),  # type: ignore[list-item]
    ("not an object", "[1, 2]", "-: Input should be an object"),  # type: ignore[list-item]
]


@pytest.mark.parametrize(("row", "expected"), [c[1:] for c in INVALID], ids=[c[0] for c in INVALID])
def test_invalid_window_is_reported_with_file_line_and_field(tmp_path: Path, row: Any, expected: str) -> None:
    found = problems(tmp_path, MINIMAL, row)
    assert any(p.startswith(f"{tmp_path / 'w.jsonl'}:2: ") and expected in p for p in found), found


def test_error_lists_at_most_20_problems_and_counts_all(tmp_path: Path) -> None:
    rows = [MINIMAL | {"id": f"w{n}", "severity": 9} for n in range(25)]
    with pytest.raises(WindowFormatError) as exc:
        load_windows(write(tmp_path, *rows))
    assert len(exc.value.problems) == 20 and exc.value.total == 25
    assert "... and 5 more" in str(exc.value)


def test_several_problems_on_one_line_are_all_listed(tmp_path: Path) -> None:
    found = problems(tmp_path, FULL | {"topic": "cooking", "severity": 7, "extra": 1})
    assert {p.split(": ")[1] for p in found} == {"topic", "severity", "extra"}


# --- split_by_family -------------------------------------------------------------


def corpus(families: int = 60, per_family: int = 4) -> list[BraceWindow]:
    rng = random.Random(7)
    classes = [BENIGN, *TYPES]
    out = []
    for f in range(families):
        cls = classes[f % len(classes)]
        for n in range(per_family):
            types = [] if cls == BENIGN else [cls]
            out.append(
                BraceWindow.model_validate(
                    {
                        "id": f"f{f}-{n}",
                        "turns": [{"author": "a", "text": f"message {rng.random()}"}],
                        "types": types,
                        "severity": 0 if cls == BENIGN else 1 + n % 4,
                        "source": f"seed:test/family-{f}",
                    }
                )
            )
    return out


def classes_in(windows: list[BraceWindow]) -> set[str]:
    return {t for w in windows for t in (w.types or (BENIGN,))}


def test_split_is_deterministic_and_order_independent() -> None:
    windows = corpus()
    first = split_by_family(windows, seed=3)
    assert split_by_family(windows, seed=3) == first
    shuffled = windows[:]
    random.Random(1).shuffle(shuffled)
    again = split_by_family(shuffled, seed=3)
    assert [sorted(w.id for w in part) for part in again] == [sorted(w.id for w in part) for part in first]
    assert split_by_family(windows, seed=4) != first


def test_split_keeps_families_whole_and_covers_every_class() -> None:
    windows = corpus()
    train, dev, test = split_by_family(windows, dev=0.1, test=0.1, seed=0)
    assert len(train) + len(dev) + len(test) == len(windows)
    fams = [{w.family for w in part} for part in (train, dev, test)]
    assert not fams[0] & fams[1] and not fams[0] & fams[2] and not fams[1] & fams[2]
    for part in (train, dev, test):
        assert classes_in(part) == {BENIGN, *TYPES}
    assert len(train) > len(dev) and len(train) > len(test)


def test_split_without_source_falls_back_to_id() -> None:
    windows = [w.model_copy(update={"source": None}) for w in corpus(families=10, per_family=10)]
    train, dev, test = split_by_family(windows, seed=0)
    assert len(train) + len(dev) + len(test) == 100
    assert {w.family for w in dev}.isdisjoint({w.family for w in train})
    assert len({w.id.split("-")[0] for w in dev}) > 1  # windows of one source family spread


def test_split_does_not_empty_a_class_to_fill_another_split() -> None:
    # One H4 family only: it cannot be in every split, and it must not vanish from where it is.
    windows = [w for w in corpus() if "H4" not in w.types or w.family == "seed:test/family-4"]
    parts = split_by_family(windows, seed=0)
    assert sum("H4" in classes_in(p) for p in parts) == 1


def test_zero_share_gives_empty_split() -> None:
    train, dev, test = split_by_family(corpus(), dev=0.0, test=0.2, seed=0)
    assert dev == [] and test and train


@pytest.mark.parametrize(("dev", "test"), [(-0.1, 0.1), (0.6, 0.6), (0.1, 1.5)])
def test_bad_shares_raise(dev: float, test: float) -> None:
    with pytest.raises(ValueError, match="must be in"):
        split_by_family(corpus(families=6, per_family=1), dev=dev, test=test)


def test_model_validate_raises_pydantic_error_directly() -> None:
    with pytest.raises(ValidationError):
        BraceWindow.model_validate(MINIMAL | {"severity": 3})
