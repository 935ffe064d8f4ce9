"""FAID's cloze templates: the router's hard template and the Shallow strategy's hate/no-hate template.

Both templates put the comment where a masked LM reads it and end with one literal
`[MASK]`, whose vocabulary logits the verbalizer (`detectors.faid.verbalizer`) turns into
class probabilities.

The router template is the paper's: the three category definitions word for word, in the
order of `ROUTER_CLASSES`, then the comment, then "determine if this comment is [MASK]."
The glue around those pieces (one definition per line, each closed with a full stop, and
the "Comment:" label) is Parry's.

Truncation. A tokenizer truncating a too-long prompt from the right would cut the
`[MASK]` off, so the comment is shortened here instead, before the prompt is built:
whitespace runs collapse to one space and the comment is cut to `max_comment_chars`
characters (at a word boundary where one is near). Characters only approximate tokens;
`fit_prompt` finds the longest comment whose prompt fits a token budget, given the
tokenizer's token count.

User text cannot add special tokens: a literal "[MASK]", "[CLS]", "[SEP]", "[PAD]" or
"[UNK]" inside the comment is lowercased ("[mask]"), which BERT-style tokenizers read as
plain text, so every prompt holds exactly one mask; a literal soft-prompt token
("[unused3]", in any case) loses its brackets ("(unused3)"), so only the template places them.

The Targeted strategy's soft template (P-tuning) puts learnable tokens around the comment,
its explanation and the [MASK]: BERT's reserved "[unusedN]" vocabulary entries, registered
as special tokens in the Targeted model's tokenizer, whose embeddings the prompt encoder
supplies in training and which are baked into the word embeddings for serving.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Protocol

MASK = "[MASK]"

ROUTER_CLASSES: tuple[str, ...] = ("shallow", "targeted", "context")
"""Router categories, in the order of `ROUTER_DEFINITIONS`."""

ROUTER_DEFINITIONS: tuple[str, ...] = (
    "Comments with easily identifiable surface-level intents",
    "Comments with identifiable time, place, person, or event clues",
    "Comments with ambiguous meaning requiring context to reveal intent",
)
"""The paper's definitions, word for word, one per entry of `ROUTER_CLASSES`."""

ROUTER_QUESTION = f"determine if this comment is {MASK}."
"""The paper's closing cloze sentence."""

BINARY_CLASSES: tuple[str, ...] = ("not_hate", "hate")
"""The Shallow strategy's classes."""

BINARY_QUESTION = f"This comment is {MASK}."
"""Parry's closing sentence for the hate/no-hate template (the comment comes first)."""

SOFT_LAYOUT: tuple[int, int, int] = (4, 2, 2)
"""Soft tokens before the comment, between the comment and its explanation, and before the [MASK]."""

SOFT_TOKENS: tuple[str, ...] = tuple(f"[unused{i}]" for i in range(sum(SOFT_LAYOUT)))
"""The soft template's tokens, in template order."""

MAX_EXPLANATION_CHARS = 400
"""An explanation is cut to this (about 100 wordpieces), so the comment keeps most of the budget."""

EXPLANATION_LABEL = "Background:"
"""Marks where the LLM's explanation of the comment's references starts."""

DEFAULT_MAX_COMMENT_CHARS = 600
"""About 150-250 wordpieces of chat text: with the router template (about 45 wordpieces)
well under MiniLM's 256-token sentence-transformers limit for ordinary text. Use
`fit_prompt` where the exact token budget matters."""

_WHITESPACE = re.compile(r"\s+")
_SPECIAL_TOKENS = re.compile(r"\[(MASK|CLS|SEP|PAD|UNK)\]")
_SOFT_TOKEN_TEXT = re.compile(r"\[(unused\d+)\]", re.IGNORECASE)
_WORD_BOUNDARY_SLACK = 0.5
"""Cut at the last space only if it keeps at least this share of the allowed characters."""


class PromptBuilder(Protocol):
    """`router_prompt` and `binary_prompt` both fit this shape."""

    def __call__(self, comment: str, *, max_comment_chars: int) -> str: ...


def clean_comment(comment: str, *, max_comment_chars: int) -> str:
    """The comment as it goes into a template: special tokens defused, whitespace collapsed, truncated.

    The cut lands on the last space when that keeps at least half of `max_comment_chars`,
    otherwise mid-word. `max_comment_chars` 0 gives the empty string.
    """
    if max_comment_chars < 0:
        raise ValueError(f"max_comment_chars must be >= 0, got {max_comment_chars}")
    text = _SPECIAL_TOKENS.sub(lambda m: m.group(0).lower(), comment)
    text = _SOFT_TOKEN_TEXT.sub(r"(\1)", text)
    text = _WHITESPACE.sub(" ", text).strip()
    if len(text) <= max_comment_chars:
        return text
    cut = text[:max_comment_chars]
    if text[max_comment_chars] != " ":
        space = cut.rfind(" ")
        if space > 0 and space >= max_comment_chars * _WORD_BOUNDARY_SLACK:
            cut = cut[:space]
    return cut.rstrip()


def router_prompt(comment: str, *, max_comment_chars: int = DEFAULT_MAX_COMMENT_CHARS) -> str:
    """The router's hard template: the three definitions, the comment, then the cloze question."""
    definitions = "\n".join(f"{d}." for d in ROUTER_DEFINITIONS)
    body = clean_comment(comment, max_comment_chars=max_comment_chars)
    return f"{definitions}\nComment: {body}\n{ROUTER_QUESTION}"


def binary_prompt(comment: str, *, max_comment_chars: int = DEFAULT_MAX_COMMENT_CHARS) -> str:
    """The Shallow strategy's template: "<comment> This comment is [MASK]."."""
    body = clean_comment(comment, max_comment_chars=max_comment_chars)
    return f"{body} {BINARY_QUESTION}" if body else BINARY_QUESTION


def targeted_prompt(
    comment: str, *, explanation: str = "", max_comment_chars: int = DEFAULT_MAX_COMMENT_CHARS
) -> str:
    """The Targeted strategy's soft template: P P P P <comment> P P [Background: <explanation>] P P [MASK].

    Without an explanation (no LLM, or it failed) the background part is left out and
    the soft tokens stay, so the same model reads the raw comment.
    """
    before, middle, after = (
        " ".join(SOFT_TOKENS[a:b])
        for a, b in ((0, SOFT_LAYOUT[0]), (SOFT_LAYOUT[0], sum(SOFT_LAYOUT[:2])), (sum(SOFT_LAYOUT[:2]), None))
    )
    body = clean_comment(comment, max_comment_chars=max_comment_chars)
    parts = [before, body, middle]
    background = clean_comment(explanation, max_comment_chars=MAX_EXPLANATION_CHARS)
    if background:
        parts.append(f"{EXPLANATION_LABEL} {background}")
    parts += [after, f"{MASK}."]
    return " ".join(p for p in parts if p)


def fit_prompt(
    build: PromptBuilder,
    comment: str,
    *,
    count_tokens: Callable[[str], int],
    max_tokens: int,
) -> str:
    """The prompt with the longest comment whose token count (per `count_tokens`) is at most `max_tokens`.

    `count_tokens` should count what the model sees, special tokens ([CLS], [SEP])
    included. Binary search over `max_comment_chars`: about log2(len(comment)) calls.
    Raises `ValueError` when the template alone, with an empty comment, does not fit.
    """
    full_chars = len(_WHITESPACE.sub(" ", comment).strip())
    prompt = build(comment, max_comment_chars=full_chars)
    if count_tokens(prompt) <= max_tokens:
        return prompt
    best = build(comment, max_comment_chars=0)
    if count_tokens(best) > max_tokens:
        raise ValueError(f"the template alone needs more than max_tokens={max_tokens} tokens")
    lo, hi = 0, full_chars  # a comment of lo chars fits, one of hi chars does not
    while hi - lo > 1:
        mid = (lo + hi) // 2
        candidate = build(comment, max_comment_chars=mid)
        if count_tokens(candidate) <= max_tokens:
            lo, best = mid, candidate
        else:
            hi = mid
    return best


def fit_targeted_prompt(comment: str, explanation: str, *, count_tokens: Callable[[str], int], max_tokens: int) -> str:
    """The soft-template prompt within `max_tokens`, the comment before its explanation.

    The whole comment with the explanation when they fit; else the explanation is halved until
    they do (400 characters of CJK text are 400 tokens); if the comment alone is too long, the
    explanation is dropped and the comment shortened (`fit_prompt`).
    """
    while explanation:
        prompt = targeted_prompt(comment, explanation=explanation, max_comment_chars=len(comment))
        if count_tokens(prompt) <= max_tokens:
            return prompt
        explanation = explanation[: len(explanation) // 2] if len(explanation) > 40 else ""
    return fit_prompt(targeted_prompt, comment, count_tokens=count_tokens, max_tokens=max_tokens)
