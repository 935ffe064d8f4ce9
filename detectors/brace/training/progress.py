"""Progress display: rich bars on a terminal, plain lines otherwise (logs, CI, `PARRY_PLAIN_PROGRESS=1`)."""

from __future__ import annotations

import os
import sys
import time
from types import TracebackType
from typing import Any


def plain_progress() -> bool:
    """Whether to print plain lines instead of rich bars."""
    return os.environ.get("PARRY_PLAIN_PROGRESS", "") not in ("", "0") or not sys.stdout.isatty()


class Progress:
    """One bar per task; `advance` updates it with a short status text.

    Plain mode prints a line every `every` steps and at the end of each task.
    """

    def __init__(self, plain: bool | None = None, every: int = 20) -> None:
        self.plain = plain_progress() if plain is None else plain
        self.every = max(1, every)
        self._rich: Any = None
        self._tasks: dict[int, tuple[str, int, int, float]] = {}  # id -> (name, total, done, started)
        self._next = 0

    def __enter__(self) -> Progress:
        if not self.plain:
            from rich.progress import BarColumn, MofNCompleteColumn, TextColumn, TimeElapsedColumn, TimeRemainingColumn
            from rich.progress import Progress as RichProgress

            self._rich = RichProgress(
                TextColumn("{task.description}"),
                BarColumn(),
                MofNCompleteColumn(),
                TimeElapsedColumn(),
                TimeRemainingColumn(),
                TextColumn("{task.fields[status]}"),
            )
            self._rich.__enter__()
        return self

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None, tb: TracebackType | None) -> None:
        if self._rich is not None:
            self._rich.__exit__(kind, value, tb)
            self._rich = None

    def add(self, name: str, total: int) -> int:
        """Start a task of `total` steps; returns its id."""
        if self._rich is not None:
            return int(self._rich.add_task(name, total=total, status=""))
        task = self._next
        self._next += 1
        self._tasks[task] = (name, total, 0, time.perf_counter())
        return task

    def advance(self, task: int, status: str = "") -> None:
        """One step done on `task`."""
        if self._rich is not None:
            self._rich.update(task, advance=1, status=status)
            return
        name, total, done, started = self._tasks[task]
        done += 1
        self._tasks[task] = (name, total, done, started)
        if done % self.every == 0 or done == total:
            elapsed = time.perf_counter() - started
            print(f"{name}: {done}/{total} [{elapsed:.0f}s] {status}", flush=True)

    def log(self, message: str) -> None:
        """Print a message above the bars."""
        if self._rich is not None:
            self._rich.console.print(message)
        else:
            print(message, flush=True)
