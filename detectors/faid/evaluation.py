"""`parry eval faid`: FAID on a labelled set, overall, per route, and the paper's Table IV ablation.

Every message is routed once; then each of the three strategies judges every message
(so the ablation can say how each router category fares under each strategy), and FAID's
own prediction is the routed strategy's, or Shallow's where `escalate_band` keeps a
costly-routed message on Shallow. The same runs give the "LLM paths disabled" row
(Targeted on the raw message for the Targeted and Context routes: what FAID does without
an LLM), the cost figures (share of messages per route, LLM calls per message as FAID
routes them, latency per route) and a sweep of escalation bands: macro-F1 against the
share of messages that take an LLM path.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

from detectors.ariiha.metrics import hate_scores
from detectors.ariiha.pool import Demonstration, Label
from detectors.faid.detector import FaidDetector
from detectors.faid.escalation import taken_routes
from detectors.faid.template import ROUTER_CLASSES

STRATEGIES = ("shallow", "targeted", "context")
# Escalation bands swept around the flag threshold (None: every costly-routed message escalates).
BANDS: tuple[float | None, ...] = (None, 0.45, 0.4, 0.3, 0.2, 0.1)


def _labels(probabilities: Sequence[float], threshold: float) -> list[Label]:
    return ["hate" if p >= threshold else "not_hate" for p in probabilities]


def _row(name: str, gold: Sequence[Label], predicted: Sequence[Label]) -> dict[str, Any]:
    right = sum(1 for g, p in zip(gold, predicted, strict=True) if g == p)
    return {"row": name, "accuracy": right / len(gold) if gold else 0.0} | hate_scores(gold, predicted)


def _subset(routes: Sequence[str], route: str, gold: Sequence[Label], predicted: Sequence[Label]) -> tuple[
    list[Label], list[Label]
]:
    idx = [i for i, r in enumerate(routes) if r == route]
    return [gold[i] for i in idx], [predicted[i] for i in idx]


async def evaluate_faid(detector: FaidDetector, items: Sequence[Demonstration]) -> dict[str, Any]:
    """The report `parry eval faid` prints (module docstring); `items` carry the gold labels."""
    texts = [d.text for d in items]
    gold: list[Label] = [d.label for d in items]
    threshold = detector.config.min_score
    started = time.perf_counter()
    routes = detector._route(texts)
    route_ms = (time.perf_counter() - started) * 1000 / max(1, len(texts))
    shallow = await detector._shallow(texts)
    targeted = await detector._targeted(texts)
    raw = await detector._targeted(texts, fallback_from="LLM paths disabled")
    context = await detector._context(texts)
    outcomes = {"shallow": shallow, "targeted": targeted, "context": context}
    predicted = {s: _labels([o.score for o in outs], threshold) for s, outs in outcomes.items()}
    raw_labels = _labels([o.score for o in raw], threshold)
    band = detector.config.escalate_band
    shallow_scores = [o.score for o in shallow]

    def judged(taken: Sequence[str]) -> tuple[list[Label], list[Label]]:
        """FAID's labels with and without the LLM paths when each message is judged by `taken`."""
        with_llm = [predicted[t][i] for i, t in enumerate(taken)]
        return with_llm, [predicted["shallow"][i] if t == "shallow" else raw_labels[i] for i, t in enumerate(taken)]

    def llm_calls(taken: Sequence[str]) -> int:  # calls that reached a server
        return sum(1 for i, t in enumerate(taken) if t != "shallow" for c in outcomes[t][i].calls if c.attempts > 0)

    taken = taken_routes(routes, shallow_scores, threshold, band)
    faid, no_llm = judged(taken)
    rows = [
        _row("FAID (routed)", gold, faid),
        _row("FAID, LLM paths disabled", gold, no_llm),
        *(_row(f"{s} on every message", gold, predicted[s]) for s in STRATEGIES),
    ]
    ablation: dict[str, dict[str, Any]] = {}
    for category in ROUTER_CLASSES:
        idx = [i for i, r in enumerate(routes) if r == category]
        ablation[category] = {
            "n": len(idx),
            **{s: hate_scores([gold[i] for i in idx], [predicted[s][i] for i in idx])["macro_f1"] if idx else None
               for s in STRATEGIES},
        }  # fmt: skip
    latency: dict[str, float | None] = {}
    fell_back = 0
    for category in ROUTER_CLASSES:
        chosen = [outcomes[taken[i]][i] for i, r in enumerate(routes) if r == category]
        fell_back += sum(1 for o in chosen if o.route.endswith("-raw") or "->" in o.route)
        latency[category] = route_ms + sum(o.ms for o in chosen) / len(chosen) if chosen else None
    escalation = []
    for b in dict.fromkeys((band, *BANDS)):
        swept = taken_routes(routes, shallow_scores, threshold, b)
        with_llm, without = judged(swept)
        escalation.append({
            "band": b,
            "macro_f1": hate_scores(gold, with_llm)["macro_f1"],
            "macro_f1_no_llm": hate_scores(gold, without)["macro_f1"],
            "llm_path_share": sum(1 for t in swept if t != "shallow") / max(1, len(items)),
            "llm_calls_per_message": llm_calls(swept) / max(1, len(items)),
        })  # fmt: skip
    return {
        "n": len(items),
        "threshold": threshold,
        "model_version": detector.version,
        "llm": detector.llm.model or None,
        "rows": rows,
        "route_share": {c: sum(1 for r in routes if r == c) / max(1, len(routes)) for c in ROUTER_CLASSES},
        "per_route": {c: _row(c, *_subset(routes, c, gold, faid)) for c in ROUTER_CLASSES},
        "ablation": ablation,
        "escalate_band": band,
        "escalation": escalation,
        "llm_calls_per_message": llm_calls(taken) / max(1, len(items)),
        "fallbacks": fell_back,
        "latency_ms_per_message": latency,
        "router_ms_per_message": route_ms,
    }
