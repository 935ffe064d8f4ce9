"""The demonstration pool: labelled examples ARIIHA retrieves from."""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Literal

import orjson

from detectors.ariiha.targets import NO_TARGET, TARGETS, TargetLexicon
from detectors.errors import StartupFileError
from detectors.paths import resolve_path

Label = Literal["hate", "not_hate"]
LABELS: tuple[Label, ...] = ("hate", "not_hate")
DEFAULT_SEED_POOL = "data/ariiha/seed_pool.jsonl"


class PoolError(StartupFileError, ValueError):
    """A pool source cannot be read; the message names the file and line."""


@dataclass(frozen=True, slots=True)
class Demonstration:
    """One labelled example. `target` is None until predicted."""

    id: str  # "<source>:<row id>"
    text: str
    label: Label
    target: str | None = None


def load_jsonl_pool(path: str | Path, source: str = "seed") -> list[Demonstration]:
    """A pool file with one {"id", "text", "label", "target"?} object per line (the seed pool's format)."""
    resolved = resolve_path(path)
    out: list[Demonstration] = []
    try:
        lines = resolved.read_bytes().splitlines()
    except OSError as e:
        raise PoolError(f"{resolved}: cannot read the pool: {e}") from e
    for number, raw in enumerate(lines, start=1):
        if not raw.strip():
            continue
        try:
            row = orjson.loads(raw)
            text, label = row["text"], row["label"]
        except (orjson.JSONDecodeError, KeyError, TypeError) as e:
            raise PoolError(f"{resolved}:{number}: need a JSON object with text and label ({e})") from e
        if label not in LABELS or not isinstance(text, str) or not text.strip():
            raise PoolError(f"{resolved}:{number}: label must be hate or not_hate and text non-empty")
        target = row.get("target")
        if target is not None and target != NO_TARGET and target not in TARGETS:
            raise PoolError(f"{resolved}:{number}: unknown target {target!r}")
        out.append(Demonstration(id=f"{source}:{row.get('id', number)}", text=text, label=label, target=target))
    return out


def with_targets(
    pool: Iterable[Demonstration], lexicon: TargetLexicon, labelled: Mapping[str, str] | None = None
) -> list[Demonstration]:
    """Fill in missing targets: from `labelled` (LLM targets by id, `parry ariiha label-targets`), else the lexicon.

    The LLM is too slow to name the targets of a whole pool at start-up, so it does so
    offline, once, into a file the pool then reads.
    """
    labelled = labelled or {}
    return [
        d if d.target is not None else replace(d, target=labelled.get(d.id) or lexicon.predict(d.text)) for d in pool
    ]


def load_target_labels(path: str | Path) -> dict[str, str]:
    """`{"id", "target"}` lines written by `parry ariiha label-targets`; unknown targets read as "none"."""
    resolved = resolve_path(path)
    out: dict[str, str] = {}
    try:
        lines = resolved.read_bytes().splitlines()
    except OSError as e:
        raise PoolError(f"{resolved}: cannot read the target labels: {e}") from e
    for number, raw in enumerate(lines, start=1):
        if not raw.strip():
            continue
        try:
            row = orjson.loads(raw)
            out[str(row["id"])] = row["target"] if row["target"] in TARGETS else NO_TARGET
        except (orjson.JSONDecodeError, KeyError, TypeError) as e:
            raise PoolError(f"{resolved}:{number}: need a JSON object with id and target ({e})") from e
    return out


def fingerprint(pool: Sequence[Demonstration]) -> str:
    """Short hash of the pool's texts, labels and targets: what a tuned threshold is tied to."""
    h = hashlib.sha256()
    for d in pool:
        h.update(orjson.dumps([d.text, d.label, d.target]))
    return h.hexdigest()[:12]
