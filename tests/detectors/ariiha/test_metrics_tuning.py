"""Scores (hate_scores) and the switch threshold (candidates, choose_threshold, nested CV, files)."""

from __future__ import annotations

from pathlib import Path

import orjson
import pytest

from detectors.ariiha.metrics import hate_scores
from detectors.ariiha.pool import Label
from detectors.ariiha.tuning import (
    NEVER,
    SwitchCase,
    ThresholdFile,
    candidates,
    choose_threshold,
    load_threshold,
    nested_cv,
    save_threshold,
    switched_labels,
)

H: Label = "hate"
N: Label = "not_hate"

# --- hate_scores ---------------------------------------------------------------------------


def test_hate_scores_hand_computed() -> None:
    gold = [H, H, H, N, N, N, N, H, N]
    pred: list[Label | None] = [H, N, None, H, N, N, N, H, N]
    # hate: tp 2 (0, 7), fn 2 (1, 2: None counts as not_hate), fp 1 (3) -> P 2/3, R 1/2, F1 4/7
    # not_hate: tp 4 (4, 5, 6, 8), fp 2 (1, 2), fn 1 (3) -> P 2/3, R 4/5, F1 8/11
    s = hate_scores(gold, pred)
    assert s["n"] == 9
    assert s["failed"] == 1
    hate, nothate = s["per_class"]["hate"], s["per_class"]["not_hate"]
    assert (hate["precision"], hate["recall"], hate["f1"]) == pytest.approx((2 / 3, 1 / 2, 4 / 7))
    assert (nothate["precision"], nothate["recall"], nothate["f1"]) == pytest.approx((2 / 3, 4 / 5, 8 / 11))
    assert (hate["support"], nothate["support"]) == (4, 5)
    assert s["macro_f1"] == pytest.approx((4 / 7 + 8 / 11) / 2)
    assert s["weighted_f1"] == pytest.approx((4 * 4 / 7 + 5 * 8 / 11) / 9)
    assert s["balanced_accuracy"] == pytest.approx((1 / 2 + 4 / 5) / 2)
    assert s["over_sensitivity"] == pytest.approx(1 / 2 - 2 / 3)


def test_over_sensitivity_positive_when_flagging_everything() -> None:
    s = hate_scores([H, N, N, N], [H, H, H, H])
    # recall 1, precision 1/4
    assert s["over_sensitivity"] == pytest.approx(0.75)
    assert s["per_class"]["not_hate"]["f1"] == 0.0
    assert s["failed"] == 0


def test_all_unanswered_counts_as_not_hate() -> None:
    s = hate_scores([H, N], [None, None])
    assert s["failed"] == 2
    assert s["per_class"]["hate"] == {"precision": 0.0, "recall": 0.0, "f1": 0.0, "support": 1}
    assert s["per_class"]["not_hate"]["recall"] == 1.0
    assert s["over_sensitivity"] == 0.0


def test_perfect_and_empty() -> None:
    assert hate_scores([H, N], [H, N])["macro_f1"] == 1.0
    empty = hate_scores([], [])
    assert empty["n"] == 0 and empty["weighted_f1"] == 0.0 and empty["macro_f1"] == 0.0


def test_mismatched_lengths_raise() -> None:
    with pytest.raises(ValueError, match="2 gold labels but 1 predictions"):
        hate_scores([H, N], [H])


# --- switched_labels and candidates -----------------------------------------------------------


def case(gold: Label, target: Label | None, similarity: float, shortcut: bool, reticl: Label | None) -> SwitchCase:
    return SwitchCase(gold=gold, target_label=target, similarity=similarity, shortcut=shortcut, reticl_label=reticl)


def test_switch_fires_only_on_low_similarity_shortcut_with_a_target_label() -> None:
    cases = [
        case(H, N, 1.0, True, H),  # fires: similarity <= threshold and shortcut
        case(H, N, 2.0, True, H),  # at the threshold: fires
        case(H, N, 2.5, True, H),  # above: no
        case(H, N, 1.0, False, H),  # no shortcut: no
        case(H, None, 1.0, True, H),  # target-prioritized failed: stays None
        case(H, N, 1.0, True, None),  # RetICL failed: keeps the target answer
    ]
    assert switched_labels(cases, 2.0) == [H, H, N, N, None, N]
    assert switched_labels(cases, NEVER) == [N, N, N, N, None, N]


def test_never_is_below_every_similarity() -> None:
    assert switched_labels([case(H, N, 0.0, True, H)], NEVER) == [N]
    assert switched_labels([case(H, N, 0.0, True, H)], 0.0) == [H]


def test_candidates_are_never_plus_distinct_similarities() -> None:
    cases = [case(H, N, s, True, H) for s in (2.0, 0.5, 2.0, 1.2345678)]
    assert candidates(cases) == [NEVER, 0.5, 1.2345678, 2.0]
    assert candidates([]) == [NEVER]


# --- choose_threshold -------------------------------------------------------------------------


def helpful_cases() -> list[SwitchCase]:
    """Switching helps below 1.0 (the target answer is wrong there) and hurts from 3.0 on.

    Similarities are multiples of 1/16.
    """
    low = [case(H, N, 0.5 + i / 16, True, H) for i in range(8)]  # fixed by RetICL
    high_right_not = [case(N, N, 3.0 + i / 16, True, H) for i in range(8)]  # RetICL would break these
    high_right_hate = [case(H, H, 3.5 + i / 16, True, N) for i in range(8)]
    return low + high_right_not + high_right_hate


def test_choose_threshold_switches_where_it_fixes_errors() -> None:
    cases = helpful_cases()
    threshold = choose_threshold(cases)
    assert 0.9375 <= threshold < 3.0  # every low case switches, no high one
    assert threshold == 0.9375  # ties: the lowest
    macro = hate_scores([c.gold for c in cases], switched_labels(cases, threshold))["macro_f1"]
    never = hate_scores([c.gold for c in cases], switched_labels(cases, NEVER))["macro_f1"]
    assert macro == 1.0 > never


def test_choose_threshold_switches_a_similarity_that_rounds_down() -> None:
    cases = [case(H, N, 0.1234564, True, H) for _ in range(6)] + [case(N, N, 5.0, True, H) for _ in range(6)]
    threshold = choose_threshold(cases)
    assert switched_labels(cases, threshold)[:6] == [H] * 6


def test_choose_threshold_never_when_switching_only_hurts() -> None:
    cases = [case(N, N, 0.1 * i, True, H) for i in range(8)] + [case(H, H, 0.1 * i, True, N) for i in range(8)]
    assert choose_threshold(cases) == NEVER


def test_choose_threshold_never_without_shortcuts() -> None:
    cases = [case(H, N, 0.5, False, H) for _ in range(6)] + [case(N, N, 0.5, False, N) for _ in range(6)]
    assert choose_threshold(cases) == NEVER


def test_choose_threshold_is_deterministic_for_a_seed() -> None:
    cases = helpful_cases()
    assert choose_threshold(cases, seed=5) == choose_threshold(cases, seed=5)


# --- nested_cv --------------------------------------------------------------------------------


def test_nested_cv_reports_outer_scores_and_thresholds() -> None:
    cases = helpful_cases()
    cv = nested_cv(cases, outer=4, inner=3, seed=1)
    assert set(cv) == {
        "threshold", "outer_macro_f1_mean", "outer_macro_f1_sd", "outer_never_switch_macro_f1_mean",
        "outer_thresholds", "n", "folds",
    }  # fmt: skip
    assert cv["n"] == len(cases)
    assert cv["folds"] == {"outer": 4, "inner": 3, "seed": 1}
    assert len(cv["outer_thresholds"]) == 4
    assert all(0.5 <= t < 3.0 for t in cv["outer_thresholds"]), cv["outer_thresholds"]
    assert cv["threshold"] == choose_threshold(cases, folds=4, seed=1)
    assert cv["outer_macro_f1_mean"] > cv["outer_never_switch_macro_f1_mean"]
    assert cv["outer_macro_f1_sd"] >= 0.0


def test_nested_cv_needs_two_cases_per_outer_fold() -> None:
    with pytest.raises(ValueError, match="at least 10"):
        nested_cv(helpful_cases()[:9])
    assert nested_cv(helpful_cases()[:10])["n"] == 10


# --- threshold files -------------------------------------------------------------------------


def test_save_and_load_threshold_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "threshold.json"
    index = {"retriever": "bm25s x", "pool_fingerprint": "abc123", "pool_size": 3}
    saved = save_threshold(path, threshold=1.25, k=4, llm_model="fake-model", index=index, dev={"n": 12})
    loaded = load_threshold(path)
    assert loaded == saved
    assert isinstance(loaded, ThresholdFile)
    assert (loaded.threshold, loaded.k, loaded.llm_model, loaded.index, loaded.dev) == (
        1.25, 4, "fake-model", index, {"n": 12},
    )  # fmt: skip
    assert loaded.created


def test_load_missing_threshold_names_the_file(tmp_path: Path) -> None:
    path = tmp_path / "missing.json"
    with pytest.raises(ValueError, match=r"missing\.json") as info:
        load_threshold(path)
    assert "--save-threshold" in str(info.value)


@pytest.mark.parametrize(
    "content",
    [
        b"not json at all",
        b"{}",
        orjson.dumps({"threshold": "high", "k": 4, "llm_model": "m", "index": {}, "dev": {}, "created": "x"}),
        orjson.dumps({"threshold": 1.0, "k": 4, "llm_model": "m", "index": {}, "dev": {}, "created": "x", "y": 1}),
    ],
)
def test_load_corrupt_threshold_names_the_file(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "corrupt.json"
    path.write_bytes(content)
    with pytest.raises(ValueError, match=r"corrupt\.json"):
        load_threshold(path)
