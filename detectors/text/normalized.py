"""Normalized text with a map back to the raw characters a user typed."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class NormalizedText:
    """`text` is what detectors match on; `offsets[i]` is the raw index of `text[i]`.

    `offsets` and `ends` have one entry per normalized character: the raw run
    [offsets[i], ends[i]) produced text[i] (a folded "h.a" or a squashed "aaa" is one run).
    Both are non-decreasing, and several normalized characters may share one raw run
    ("ﬁ" → "fi"). Built by `detectors.text.normalize`.
    """

    raw: str
    text: str
    offsets: tuple[int, ...]
    ends: tuple[int, ...]  # ends[i]: raw index just past the raw run that produced text[i]

    def to_raw(self, start: int, end: int) -> tuple[int, int]:
        """Map normalized [start, end) to the smallest raw [s, e) that covers it.

        Args:
            start: First normalized index of the span.
            end: Normalized index just past the span.

        Returns:
            The raw span [s, e); `raw[s:e]` is what the user typed for the span.

        Raises:
            ValueError: If the span is empty or outside `text`.
        """
        if not 0 <= start < end <= len(self.text):
            raise ValueError(f"span [{start}, {end}) outside normalized text of {len(self.text)}")
        return self.offsets[start], self.ends[end - 1]
