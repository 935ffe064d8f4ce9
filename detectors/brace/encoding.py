"""Turn a conversation window into BRACE model inputs, and evidence tags back into spans.

Shared by training and serving, so it needs `tokenizers` and numpy only (never torch or
transformers). Layout of one window::

    [CLS] judged turn [SEP] newest context [SEP] older context [SEP] ...

The judged turn (the last of `turns`) comes first so truncation never cuts it unless it
alone is longer than `max_length - 2` tokens, in which case its end is cut. Context turns
follow newest to oldest; when they do not fit, whole turns are dropped, oldest first.

Every token of the judged turn keeps its character offsets into that turn's raw text, so
evidence tags (BIO: O=0, B=1, I=2) map back to raw spans with `bio_to_spans`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import numpy.typing as npt
from tokenizers import Tokenizer

BIO_O, BIO_B, BIO_I = 0, 1, 2
IGNORE = -100  # tag for special, context and padding tokens

Offset = tuple[int, int]


@dataclass(frozen=True, slots=True)
class EncodedWindow:
    """One window as token ids, with offsets for the judged turn."""

    input_ids: list[int]
    attention_mask: list[int]
    target_offsets: list[Offset | None]  # per token: chars in the judged turn's raw text, else None
    truncated: bool  # a context turn, or the end of the judged turn, was dropped
    turns_used: int  # turns represented, counting the judged one

    def __len__(self) -> int:
        return len(self.input_ids)


@dataclass(frozen=True, slots=True)
class EncodedBatch:
    """Windows padded to the longest one in the batch."""

    input_ids: npt.NDArray[np.int64]  # (B, T)
    attention_mask: npt.NDArray[np.int64]  # (B, T)
    windows: list[EncodedWindow]


def load_tokenizer(path: str | Path) -> Tokenizer:
    """Load a `tokenizer.json` (or the directory holding one) for `encode_window`.

    Args:
        path: the file, or a directory containing `tokenizer.json`.

    Returns:
        The tokenizer with its own truncation and padding switched off (this module does both).

    Raises:
        FileNotFoundError: no tokenizer file at `path`.
        ValueError: `[CLS]` or `[SEP]` is missing from its vocabulary.
    """
    path = Path(path)
    if path.is_dir():
        path = path / "tokenizer.json"
    if not path.is_file():
        raise FileNotFoundError(f"tokenizer file not found: {path}")
    tokenizer = Tokenizer.from_file(str(path))
    _prepare(tokenizer)
    _special_ids(tokenizer)
    return tokenizer


def _prepare(tokenizer: Tokenizer) -> None:
    # The packaged tokenizer.json files often enable truncation and padding; both would
    # corrupt per-turn encoding. Switching them off is idempotent.
    if tokenizer.truncation is not None:
        tokenizer.no_truncation()
    if tokenizer.padding is not None:
        tokenizer.no_padding()


def _special_ids(tokenizer: Tokenizer) -> tuple[int, int, int]:
    cls_id = tokenizer.token_to_id("[CLS]")
    sep_id = tokenizer.token_to_id("[SEP]")
    if cls_id is None or sep_id is None:
        raise ValueError("tokenizer has no [CLS] or [SEP] token; BRACE needs a BERT-style vocabulary")
    pad_id = tokenizer.token_to_id("[PAD]")
    return cls_id, sep_id, 0 if pad_id is None else pad_id


def encode_window(tokenizer: Tokenizer, turns: Sequence[str], max_length: int = 128) -> EncodedWindow:
    """Encode one window, judged turn first, newest context next.

    Args:
        tokenizer: a BERT-style tokenizer (`[CLS]`, `[SEP]`); its own truncation and padding
            are switched off if set.
        turns: raw turn texts, oldest first; the last is the judged turn. May be empty strings.
        max_length: token budget including special tokens, at least 3.

    Returns:
        The encoded window.

    Raises:
        ValueError: `turns` is empty or `max_length` is below 3.
    """
    if not turns:
        raise ValueError("a window needs at least the turn to judge")
    if max_length < 3:
        raise ValueError(f"max_length must be at least 3, got {max_length}")
    _prepare(tokenizer)
    cls_id, sep_id, _ = _special_ids(tokenizer)
    newest_first = list(reversed(turns))
    pieces = tokenizer.encode_batch(newest_first, add_special_tokens=False)

    target = pieces[0]
    keep = max_length - 2
    target_ids = list(target.ids[:keep])
    truncated = len(target.ids) > keep
    ids = [cls_id, *target_ids, sep_id]
    offsets: list[Offset | None] = [None, *target.offsets[:keep], None]

    turns_used = 1
    for piece in pieces[1:]:
        if not piece.ids:  # an empty context turn costs nothing and is not lost
            turns_used += 1
            continue
        if len(ids) + len(piece.ids) + 1 > max_length:
            truncated = True
            break
        ids.extend(piece.ids)
        ids.append(sep_id)
        offsets.extend([None] * (len(piece.ids) + 1))
        turns_used += 1
    return EncodedWindow(
        input_ids=ids,
        attention_mask=[1] * len(ids),
        target_offsets=offsets,
        truncated=truncated,
        turns_used=turns_used,
    )


def encode_batch(tokenizer: Tokenizer, windows: Sequence[Sequence[str]], max_length: int = 128) -> EncodedBatch:
    """Encode windows and pad them to the longest one (dynamic padding).

    Args:
        tokenizer: as for `encode_window`.
        windows: each a sequence of raw turn texts, oldest first.
        max_length: token budget per window.

    Returns:
        int64 arrays of shape (len(windows), longest) and the per-window encodings.
        An empty `windows` gives arrays of shape (0, 0).

    Raises:
        ValueError: as for `encode_window`.
    """
    encoded = [encode_window(tokenizer, turns, max_length) for turns in windows]
    _, _, pad_id = _special_ids(tokenizer)
    width = max((len(e) for e in encoded), default=0)
    input_ids = np.full((len(encoded), width), pad_id, dtype=np.int64)
    attention_mask = np.zeros((len(encoded), width), dtype=np.int64)
    for row, e in enumerate(encoded):
        input_ids[row, : len(e)] = e.input_ids
        attention_mask[row, : len(e)] = e.attention_mask
    return EncodedBatch(input_ids=input_ids, attention_mask=attention_mask, windows=encoded)


def spans_to_bio(encoded: EncodedWindow, spans: Sequence[Offset], length: int | None = None) -> list[int]:
    """Tag the judged turn's tokens with BIO from character spans of its raw text.

    A token is inside a span when their character ranges overlap; the first token of each
    span is B, the rest I.

    Args:
        encoded: the window the tags are for.
        spans: `(start, end)` character ranges of the judged turn's raw text.
        length: pad the tags with IGNORE to this many tokens (the batch width); defaults to
            the window's own length.

    Returns:
        One tag per token: 0 O, 1 B, 2 I, IGNORE (-100) for special, context and padding tokens.
    """
    ordered = sorted((s, e) for s, e in spans if e > s)
    tags: list[int] = []
    prev_span: int | None = None
    for offset in encoded.target_offsets:
        if offset is None:
            tags.append(IGNORE)
            prev_span = None
            continue
        start, end = offset
        hit = next((i for i, (a, b) in enumerate(ordered) if start < b and max(end, start + 1) > a), None)
        if hit is None:
            tags.append(BIO_O)
        else:
            tags.append(BIO_I if hit == prev_span else BIO_B)
        prev_span = hit
    width = len(tags) if length is None else length
    return tags[:width] + [IGNORE] * (width - len(tags))


def bio_to_spans(
    encoded: EncodedWindow,
    tags_or_probs: Sequence[int] | Sequence[Sequence[float]] | npt.NDArray[np.generic],
    threshold: float = 0.5,
) -> list[Offset]:
    """Merge consecutive B/I tokens of the judged turn into raw character spans.

    Args:
        encoded: the window the tags are for.
        tags_or_probs: per token either a tag (0 O, 1 B, 2 I) or probabilities over
            (O, B, I); longer (padded) sequences are cut to the window's length.
        threshold: with probabilities, a token is evidence when P(B) + P(I) >= threshold;
            it then starts a new span when P(B) >= P(I).

    Returns:
        Sorted, non-empty `(start, end)` spans of the judged turn's raw text. A B tag starts
        a new span; special and context tokens end one.
    """
    values = np.asarray(tags_or_probs)
    n = len(encoded.target_offsets)
    if values.ndim == 2:
        probs = values[:n].astype(np.float64)
        inside = probs[:, BIO_B] + probs[:, BIO_I] >= threshold
        tags = np.where(inside, np.where(probs[:, BIO_B] >= probs[:, BIO_I], BIO_B, BIO_I), BIO_O)
    else:
        tags = values[:n].astype(np.int64)
    spans: list[Offset] = []
    current: list[int] | None = None
    for offset, tag in zip(encoded.target_offsets, tags.tolist(), strict=False):
        if offset is None or tag not in (BIO_B, BIO_I):
            current = None
            continue
        start, end = offset
        if current is None or tag == BIO_B:
            current = [start, end]
            spans.append((start, end))
        else:
            current[1] = max(current[1], end)
            spans[-1] = (current[0], current[1])
    return sorted(s for s in spans if s[1] > s[0])


__all__ = [
    "BIO_B",
    "BIO_I",
    "BIO_O",
    "IGNORE",
    "EncodedBatch",
    "EncodedWindow",
    "bio_to_spans",
    "encode_batch",
    "encode_window",
    "load_tokenizer",
    "spans_to_bio",
]
