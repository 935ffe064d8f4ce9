"""The escalation rule: which costly-routed messages keep Shallow's verdict."""

from __future__ import annotations

import pytest

from detectors.faid.escalation import escalates, taken_routes


@pytest.mark.parametrize(
    ("score", "band", "expected"),
    [(0.5, 0.2, True), (0.69, 0.2, True), (0.31, 0.2, True), (0.71, 0.2, False), (0.95, 0.2, False),
     (0.05, 0.2, False), (0.0, None, True), (1.0, None, True), (0.99, 0.5, True), (1.0, 0.5, False)],
)  # fmt: skip
def test_a_message_escalates_only_while_shallow_is_within_the_band(
    score: float, band: float | None, expected: bool
) -> None:
    assert escalates(score, 0.5, band) is expected


def test_the_band_is_around_the_flag_threshold_not_one_half() -> None:
    assert escalates(0.3, 0.3, 0.05) and not escalates(0.5, 0.3, 0.05)


def test_only_costly_routes_are_rerouted_to_shallow() -> None:
    routes = ["shallow", "targeted", "context", "targeted", "context", "shallow"]
    scores = [0.5, 0.9, 0.1, 0.55, 0.45, 0.99]
    assert taken_routes(routes, scores, 0.5, 0.2) == ["shallow", "shallow", "shallow", "targeted", "context", "shallow"]
    assert taken_routes(routes, scores, 0.5, None) == routes
    with pytest.raises(ValueError):
        taken_routes(routes, scores[:-1], 0.5, 0.2)
