"""Which routed messages escalate to a costly strategy, and which keep Shallow's verdict.

The router sends a message to Targeted or Context-Dependent when its meaning needs more
than the surface; but many of those messages Shallow already reads with confidence, and
the costly strategies spend an LLM call each. With `escalate_band` set, a costly-routed
message escalates only when Shallow's p(hate) lies within the band around the flag
threshold; outside it Shallow's verdict stands. None keeps the paper's rule: the route
alone decides.
"""

from __future__ import annotations

from collections.abc import Sequence

COSTLY_ROUTES = frozenset({"targeted", "context"})


def escalates(shallow_score: float, min_score: float, band: float | None) -> bool:
    """True when a costly-routed message whose Shallow p(hate) is `shallow_score` should escalate."""
    return band is None or abs(shallow_score - min_score) < band


def taken_routes(
    routes: Sequence[str], shallow_scores: Sequence[float], min_score: float, band: float | None
) -> list[str]:
    """The strategy each message is judged by: its route, or "shallow" where Shallow is sure."""
    return [
        r if r not in COSTLY_ROUTES or escalates(p, min_score, band) else "shallow"
        for r, p in zip(routes, shallow_scores, strict=True)
    ]
