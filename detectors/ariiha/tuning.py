"""The adaptive switch's threshold: searched over the score range with nested cross-validation.

Each dev example contributes its target-prioritized answer (label, mean BM25 of its
demonstrations, shortcut flag) and its RetICL answer, so every candidate threshold is
scored without calling the LLM again. The inner folds pick a threshold, the outer folds
measure how well that choice generalises; the persisted threshold is the inner procedure
run on all of dev, saved with the index parameters it was tuned on.
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import orjson
from pydantic import BaseModel, ConfigDict

from detectors.ariiha.metrics import hate_scores
from detectors.ariiha.pool import Label

NEVER = -1.0  # below every BM25 score: never switch


@dataclass(frozen=True, slots=True)
class SwitchCase:
    """One dev example as the switch sees it."""

    gold: Label
    target_label: Label | None
    similarity: float
    shortcut: bool
    reticl_label: Label | None


def switched_labels(cases: Sequence[SwitchCase], threshold: float) -> list[Label | None]:
    """ARIIHA's labels at `threshold`: RetICL's where the switch fires and RetICL answered."""
    out: list[Label | None] = []
    for c in cases:
        fire = c.target_label is not None and c.similarity <= threshold and c.shortcut
        out.append(c.reticl_label if fire and c.reticl_label is not None else c.target_label)
    return out


def candidates(cases: Sequence[SwitchCase]) -> list[float]:
    """Every distinct similarity (the only places the rule changes), plus "never"."""
    return [NEVER, *sorted({c.similarity for c in cases})]


def _macro(cases: Sequence[SwitchCase], threshold: float) -> float:
    return float(hate_scores([c.gold for c in cases], switched_labels(cases, threshold))["macro_f1"])


def _folds(n: int, k: int, seed: int) -> list[list[int]]:
    order = list(range(n))
    random.Random(seed).shuffle(order)
    return [order[i::k] for i in range(k)]


def choose_threshold(cases: Sequence[SwitchCase], *, folds: int = 4, seed: int = 0) -> float:
    """The candidate with the best mean macro-F1 over `folds` validation folds (ties: the lowest)."""
    grid = candidates(cases)
    parts = _folds(len(cases), min(folds, len(cases)), seed)
    best, best_score = NEVER, -1.0
    for threshold in grid:
        score = statistics.fmean(_macro([cases[i] for i in part], threshold) for part in parts if part)
        if score > best_score + 1e-12:
            best, best_score = threshold, score
    return best


def nested_cv(cases: Sequence[SwitchCase], *, outer: int = 5, inner: int = 4, seed: int = 0) -> dict[str, Any]:
    """Outer-fold macro-F1 of the inner-chosen threshold, and the threshold chosen on all cases."""
    if len(cases) < outer * 2:
        raise ValueError(f"need at least {outer * 2} dev examples for {outer}-fold nested CV, got {len(cases)}")
    outer_scores, outer_thresholds, never_scores = [], [], []
    for i, held in enumerate(_folds(len(cases), outer, seed)):
        held_set = set(held)
        train = [c for j, c in enumerate(cases) if j not in held_set]
        test = [cases[j] for j in held]
        threshold = choose_threshold(train, folds=inner, seed=seed + i + 1)
        outer_thresholds.append(threshold)
        outer_scores.append(_macro(test, threshold))
        never_scores.append(_macro(test, NEVER))
    return {
        "threshold": choose_threshold(cases, folds=outer, seed=seed),
        "outer_macro_f1_mean": statistics.fmean(outer_scores),
        "outer_macro_f1_sd": statistics.pstdev(outer_scores),
        "outer_never_switch_macro_f1_mean": statistics.fmean(never_scores),
        "outer_thresholds": outer_thresholds,
        "n": len(cases),
        "folds": {"outer": outer, "inner": inner, "seed": seed},
    }


class ThresholdFile(BaseModel):
    """A tuned threshold and everything it was tuned on."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    threshold: float
    k: int
    llm_model: str
    index: dict[str, Any]
    dev: dict[str, Any]
    created: str


def save_threshold(path: Path, *, threshold: float, k: int, llm_model: str, index: dict[str, Any],
                   dev: dict[str, Any]) -> ThresholdFile:  # fmt: skip
    record = ThresholdFile(
        threshold=threshold, k=k, llm_model=llm_model, index=index, dev=dev,
        created=datetime.now(UTC).isoformat(timespec="seconds"),
    )  # fmt: skip
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(orjson.dumps(record.model_dump(), option=orjson.OPT_INDENT_2) + b"\n")
    return record


def load_threshold(path: Path) -> ThresholdFile:
    """Raises ValueError naming the file when it is missing or malformed."""
    try:
        return ThresholdFile.model_validate_json(path.read_bytes())
    except (OSError, ValueError) as e:
        raise ValueError(
            f"{path}: cannot load the ARIIHA threshold ({e}); rerun `parry eval ariiha --save-threshold`"
        ) from e
