"""Moderator feedback from the audit trail, turned into labelled examples for detectors."""

from __future__ import annotations

from collections.abc import Iterable

from detectors.context import LabelledText

# What a feedback label says about hate, given what the verdict said.
_EXPLICIT = {"hate": "hate", "not_hate": "not_hate"}


def labelled_feedback(rows: Iterable[tuple[str, str, str, bool]]) -> tuple[LabelledText, ...]:
    """Examples from `(event_id, text, feedback label, verdict said hate)` rows, newest label per event.

    "hate" and "not_hate" are taken as they are; "confirm" and "false_positive" only say
    something about hate when the verdict was hate (confirmed hate, or not hate after
    all). Anything else (a confirmed spam verdict, say) is not evidence either way.
    """
    out: dict[str, LabelledText] = {}
    for event_id, text, label, verdict_hate in rows:
        if event_id in out or not text.strip():
            continue
        if label in _EXPLICIT:
            out[event_id] = LabelledText(event_id, text, "hate" if label == "hate" else "not_hate")
        elif verdict_hate and label == "confirm":
            out[event_id] = LabelledText(event_id, text, "hate")
        elif verdict_hate and label == "false_positive":
            out[event_id] = LabelledText(event_id, text, "not_hate")
    return tuple(out.values())
