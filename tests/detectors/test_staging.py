"""Model exports are staged beside their destination: all of it lands, or none of it."""

from __future__ import annotations

from pathlib import Path

import pytest

from detectors.staging import staged


def test_a_finished_build_replaces_its_files_and_keeps_the_others(tmp_path: Path) -> None:
    dest = tmp_path / "models" / "brace"
    dest.mkdir(parents=True)
    (dest / "model.int8.onnx").write_text("old")
    (dest / "notes.txt").write_text("kept")
    with staged(dest) as stage:
        assert stage.parent == dest.parent and stage != dest and not any(stage.iterdir())
        (stage / "model.int8.onnx").write_text("new")
        (stage / "model_card.json").write_text("{}")
        assert (dest / "model.int8.onnx").read_text() == "old", "nothing lands before the build ends"
    assert {p.name: p.read_text() for p in dest.iterdir()} == {
        "model.int8.onnx": "new", "model_card.json": "{}", "notes.txt": "kept"
    }  # fmt: skip
    assert [p.name for p in dest.parent.iterdir()] == ["brace"]


def test_a_failed_build_leaves_the_destination_as_it_was(tmp_path: Path) -> None:
    dest = tmp_path / "brace"
    dest.mkdir()
    (dest / "model.int8.onnx").write_text("old")
    with pytest.raises(ValueError, match="parity"), staged(dest) as stage:
        (stage / "model.int8.onnx").write_text("half-written")
        raise ValueError("parity check failed")
    assert [p.name for p in tmp_path.iterdir()] == ["brace"]
    assert [(p.name, p.read_text()) for p in dest.iterdir()] == [("model.int8.onnx", "old")]


def test_a_new_destination_is_created(tmp_path: Path) -> None:
    with staged(tmp_path / "a" / "b") as stage:
        (stage / "x").write_text("1")
    assert (tmp_path / "a" / "b" / "x").read_text() == "1"
