"""Rules every playbook edit passes before the Inspector sees it.

The playbook becomes instructions for the Generator, and edits are written by LLMs that
read untrusted chat text, so these checks are code, not a prompt: an edit that copies the
sample (overfitting, and a path for a message's words into Parry's instructions), that
carries delimiters or role markers, that removes a bullet with a good record or a
definition (forgetting), or that does not apply, is refused with the reason.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from detectors.faid.ace.playbook import Edit, Playbook, PlaybookError
from detectors.llm.guard import defang

COPY_RUN = 6
"""Words in a row shared with a sample message that make an edit a copy of it."""

_WORD = re.compile(r"[\w']+")  # Unicode words: a copied Cyrillic or CJK run counts too


@dataclass(frozen=True, slots=True)
class Refusal:
    edit: Edit
    reason: str


def _runs(text: str, n: int) -> set[tuple[str, ...]]:
    words = _WORD.findall(text.lower())
    return {tuple(words[i : i + n]) for i in range(len(words) - n + 1)}


def screen(playbook: Playbook, edits: Sequence[Edit], sample_texts: Iterable[str]) -> tuple[list[Edit], list[Refusal]]:
    """Split `edits` into those that pass and those refused, in order.

    Edits are applied one by one to a scratch copy, so each is judged against the playbook
    as the earlier ones left it (a second copy of an accepted edit is a duplicate).
    """
    sample_runs: set[tuple[str, ...]] = set()
    for text in sample_texts:
        sample_runs |= _runs(text, COPY_RUN)
    kept: list[Edit] = []
    refused: list[Refusal] = []
    current = playbook
    texts = {b.text.strip().lower() for b in playbook.bullets}
    for edit in edits:
        reason = _problem(current, edit, sample_runs, texts)
        if reason is None:
            try:
                current = current.apply([edit])
            except PlaybookError as exc:
                reason = f"does not apply: {exc}"
        if reason is None:
            kept.append(edit)
            if edit.text:
                texts.add(edit.text.strip().lower())
        else:
            refused.append(Refusal(edit, reason))
    return kept, refused


def _problem(playbook: Playbook, edit: Edit, sample_runs: set[tuple[str, ...]], texts: set[str]) -> str | None:
    if edit.text is not None:
        if defang(edit.text) != edit.text:
            return "contains message delimiters or chat role markers"
        if _runs(edit.text, COPY_RUN) & sample_runs:
            return f"copies {COPY_RUN}+ words in a row from a sample message (overfitting)"
        if edit.text.strip().lower() in texts:
            return "duplicates an existing bullet"
    if edit.op == "remove" and edit.bullet_id is not None:
        bullet = playbook.get(edit.bullet_id)
        if bullet is not None and bullet.section == "definitions":
            return "removes a definition (forgetting the task)"
        if bullet is not None and bullet.helpful > bullet.harmful:
            return f"removes a bullet that helped more than it harmed ({bullet.helpful} vs {bullet.harmful})"
    return None
