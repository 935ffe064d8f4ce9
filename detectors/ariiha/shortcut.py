"""Did the classifier take a shortcut? Its rationale leans on a short quoted phrase.

ARIIHA switches demonstrations only when the decision looks like a shortcut: the
rationale cites 1-3-word phrases in quotation marks ("'invaders'", "“go back”") rather than
explaining the message as a whole.
"""

from __future__ import annotations

import re

# Straight, curly and single quotes; the quoted part may not span a line or another quote.
_QUOTED = re.compile(r"\"([^\"\n]{1,80})\"|“([^”\n]{1,80})”|‘([^’\n]{1,80})’|(?<![\w])'([^'\n]{1,80})'(?![\w])")
_WORD = re.compile(r"\w+(?:[-']\w+)*")


def quoted_phrases(rationale: str) -> list[str]:
    """Every quoted phrase in `rationale`, in order."""
    return [next(g for g in m.groups() if g is not None) for m in _QUOTED.finditer(rationale)]


def is_shortcut(rationale: str, *, max_words: int = 3) -> bool:
    """True when the rationale quotes at least one phrase of 1 to `max_words` words."""
    return any(1 <= len(_WORD.findall(p)) <= max_words for p in quoted_phrases(rationale))
