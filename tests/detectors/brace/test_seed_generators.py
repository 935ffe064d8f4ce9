"""The seed corpus in data/brace/seed/ is the output of scripts/brace_seed/: every generator,
rerun on a copy of the repository, must write its committed file byte for byte. A hand edit
of a JSONL file, or a generator change whose output was not committed, fails here."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[3]
GENERATORS = sorted(p for p in (REPO / "scripts" / "brace_seed").glob("*.py") if not p.name.startswith("_"))
# Written by hand as the annotation guide's worked examples; no generator.
HAND_WRITTEN = {"guide_examples.jsonl"}


@pytest.fixture(scope="module")
def repo_copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("repo")
    shutil.copytree(REPO / "scripts" / "brace_seed", root / "scripts" / "brace_seed")
    shutil.copytree(REPO / "data" / "brace" / "seed", root / "data" / "brace" / "seed")
    # write_file validates with the training loader, imported from the copy's root.
    shutil.copytree(REPO / "detectors", root / "detectors", ignore=shutil.ignore_patterns("__pycache__"))
    return root


def test_every_seed_file_has_a_generator() -> None:
    files = {p.name for p in (REPO / "data" / "brace" / "seed").glob("*.jsonl")}
    assert files - HAND_WRITTEN == {f"{g.stem}.jsonl" for g in GENERATORS}


@pytest.mark.parametrize("generator", GENERATORS, ids=lambda p: p.stem)
def test_generator_reproduces_its_committed_file(generator: Path, repo_copy: Path) -> None:
    out = repo_copy / "data" / "brace" / "seed" / f"{generator.stem}.jsonl"
    committed = (REPO / "data" / "brace" / "seed" / out.name).read_bytes()
    out.unlink()
    try:
        done = subprocess.run(
            [sys.executable, str(repo_copy / "scripts" / "brace_seed" / generator.name)],
            cwd=repo_copy,  # everyday.py writes to a path relative to the repository root
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert done.returncode == 0, done.stderr[-2000:]
        assert out.read_bytes() == committed, f"{generator.name} no longer writes the committed {out.name}"
    finally:
        out.write_bytes(committed)  # the other generators check against every seed file
