"""Build a model folder beside its destination and move it in only when the build succeeds."""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


@contextmanager
def staged(dest: str | Path) -> Iterator[Path]:
    """A fresh folder beside `dest` to write into. On success its files replace those of the
    same name in `dest`; on any failure it is removed and `dest` is left as it was, so a failed
    export never costs the model already installed there."""
    dest = Path(dest)
    dest.parent.mkdir(parents=True, exist_ok=True)
    stage = Path(tempfile.mkdtemp(prefix=f".{dest.name}.", dir=dest.parent))
    try:
        yield stage
    except BaseException:
        shutil.rmtree(stage, ignore_errors=True)
        raise
    dest.mkdir(parents=True, exist_ok=True)
    for path in stage.iterdir():
        os.replace(path, dest / path.name)
    stage.rmdir()
