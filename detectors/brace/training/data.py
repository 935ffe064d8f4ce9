"""Windows to training examples: labels, a torch Dataset, dynamic padding and length bucketing.

Labels follow `BraceLabels`: the type is an index into `TYPE_CLASSES` (0 benign, 1..5 =
H1..H5, the first listed type of a multi-type window), the severity is 0..4, the topic an
index into `TOPICS` or IGNORE (-100) when the window has none, the indicators a 32-wide
multi-hot with `has_indicators` False when the window carries no indicator annotation
(public data), and BIO tags from the spans on the judged (last) turn; spans on context
turns are ignored, and the tags are IGNORE everywhere when the window carries no span
annotation.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

import torch
from tokenizers import Tokenizer
from torch import Tensor
from torch.utils.data import Dataset, Sampler

from detectors.brace.encoding import encode_window, spans_to_bio
from detectors.brace.model import IGNORE, TYPE_CLASSES, BraceLabels
from detectors.brace.taxonomy import INDICATORS, TOPICS
from detectors.brace.windows import BraceWindow

_TOPIC_INDEX = {key: n for n, key in enumerate(TOPICS)}
_INDICATOR_INDEX = {key: n for n, key in enumerate(INDICATORS)}
_TYPE_INDEX = {key: n for n, key in enumerate(TYPE_CLASSES)}


def is_annotated(window: BraceWindow) -> bool:
    """Whether a window carries topic/indicator/span annotation (seed data) or not (public data).

    Public windows have no topic, indicators or spans; an annotated benign seed window
    still has a topic. Use `load_corpus`'s per-corpus flag where the origin is known.

    Args:
        window: The window.

    Returns:
        True when any of topic, indicators or spans is set.
    """
    return window.topic is not None or bool(window.indicators) or bool(window.spans)


@dataclass(frozen=True, slots=True)
class Example:
    """One encoded window with its targets (see the module docstring)."""

    id: str
    input_ids: list[int]
    type: int
    severity: int
    topic: int
    indicators: list[float]  # len(INDICATORS) multi-hot
    has_indicators: bool
    bio: list[int]  # per token: 0 O, 1 B, 2 I, IGNORE

    def __len__(self) -> int:
        return len(self.input_ids)


def _merge(spans: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """Merge overlapping or touching spans so one piece of evidence starts with one B."""
    merged: list[tuple[int, int]] = []
    for start, end in sorted(spans):
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((start, end))
    return merged


def make_example(
    window: BraceWindow, tokenizer: Tokenizer, max_length: int = 128, annotated: bool | None = None
) -> Example:
    """Encode a window and derive its targets.

    Args:
        window: The labelled window.
        tokenizer: A BERT-style `tokenizers.Tokenizer`.
        max_length: Token budget per window.
        annotated: Whether topic, indicators and spans are annotated; None guesses with
            `is_annotated`.

    Returns:
        The example.
    """
    if annotated is None:
        annotated = is_annotated(window)
    encoded = encode_window(tokenizer, [turn.text for turn in window.turns], max_length)
    indicators = [0.0] * len(INDICATORS)
    for key in window.indicators:
        indicators[_INDICATOR_INDEX[key]] = 1.0
    last = len(window.turns) - 1
    if annotated:
        spans = _merge([(s.start, s.end) for s in window.spans if s.turn == last])
        bio = spans_to_bio(encoded, spans)
    else:
        bio = [IGNORE] * len(encoded)
    return Example(
        id=window.id,
        input_ids=encoded.input_ids,
        type=_TYPE_INDEX[window.primary_type],
        severity=window.severity,
        topic=_TOPIC_INDEX[window.topic] if window.topic is not None else IGNORE,
        indicators=indicators,
        has_indicators=annotated,
        bio=bio,
    )


class BraceDataset(Dataset[Example]):
    """Encoded windows, in memory; `lengths` feeds the bucketing sampler."""

    def __init__(self, examples: Sequence[Example]) -> None:
        self.examples = list(examples)
        self.lengths = [len(e) for e in self.examples]

    @classmethod
    def from_windows(
        cls,
        windows: Sequence[BraceWindow],
        tokenizer: Tokenizer,
        max_length: int = 128,
        annotated: Sequence[bool | None] | None = None,
    ) -> BraceDataset:
        """Encode every window.

        Args:
            windows: The windows.
            tokenizer: A BERT-style tokenizer.
            max_length: Token budget per window.
            annotated: Per window, as for `make_example`; None guesses for all.

        Returns:
            The dataset, in the order of `windows`.
        """
        flags: Sequence[bool | None] = annotated if annotated is not None else [None] * len(windows)
        return cls([make_example(w, tokenizer, max_length, a) for w, a in zip(windows, flags, strict=True)])

    def __len__(self) -> int:
        return len(self.examples)

    def __getitem__(self, index: int) -> Example:
        return self.examples[index]


@dataclass(frozen=True, slots=True)
class Batch:
    """A padded batch: inputs, targets and the example ids."""

    input_ids: Tensor  # (B, T) long
    attention_mask: Tensor  # (B, T) long
    labels: BraceLabels
    ids: list[str]

    def to(self, device: torch.device | str) -> Batch:
        """Move every tensor to `device`.

        Args:
            device: The target device.

        Returns:
            A new batch on that device.
        """
        lab = self.labels

        def move(t: Tensor | None) -> Tensor | None:
            return t.to(device, non_blocking=True) if t is not None else None

        labels = BraceLabels(
            types=lab.types.to(device),
            severity=lab.severity.to(device),
            topics=move(lab.topics),
            indicators=move(lab.indicators),
            has_indicators=move(lab.has_indicators),
            bio=move(lab.bio),
        )
        return Batch(self.input_ids.to(device), self.attention_mask.to(device), labels, self.ids)


def collate(examples: Sequence[Example], pad_id: int = 0) -> Batch:
    """Pad a list of examples to the longest one in it (dynamic padding).

    Args:
        examples: The batch's examples.
        pad_id: Token id of the padding; its attention mask is 0 and its BIO tag IGNORE.

    Returns:
        The batch.
    """
    width = max((len(e) for e in examples), default=0)
    size = len(examples)
    input_ids = torch.full((size, width), pad_id, dtype=torch.long)
    attention_mask = torch.zeros((size, width), dtype=torch.long)
    bio = torch.full((size, width), IGNORE, dtype=torch.long)
    for row, e in enumerate(examples):
        n = len(e)
        input_ids[row, :n] = torch.tensor(e.input_ids, dtype=torch.long)
        attention_mask[row, :n] = 1
        bio[row, :n] = torch.tensor(e.bio, dtype=torch.long)
    labels = BraceLabels(
        types=torch.tensor([e.type for e in examples], dtype=torch.long),
        severity=torch.tensor([e.severity for e in examples], dtype=torch.long),
        topics=torch.tensor([e.topic for e in examples], dtype=torch.long),
        indicators=torch.tensor([e.indicators for e in examples], dtype=torch.float32).reshape(size, len(INDICATORS)),
        has_indicators=torch.tensor([e.has_indicators for e in examples], dtype=torch.bool),
        bio=bio,
    )
    return Batch(input_ids, attention_mask, labels, [e.id for e in examples])


class BucketBatchSampler(Sampler[list[int]]):
    """Batches of similar length: shuffle, cut into chunks, sort each chunk by length, batch, shuffle batches.

    Every index appears exactly once per epoch. Call `set_epoch` before each epoch for a
    new (still reproducible) order.
    """

    def __init__(
        self,
        lengths: Sequence[int],
        batch_size: int,
        shuffle: bool = True,
        seed: int = 0,
        chunk_batches: int = 50,
    ) -> None:
        """Set the sampler up.

        Args:
            lengths: Token count per example.
            batch_size: Examples per batch (the last batch of a chunk may be smaller).
            shuffle: False gives a fixed length-sorted order (for evaluation).
            seed: Base seed of the shuffles.
            chunk_batches: Chunk size in batches; larger chunks pad less but mix less.

        Raises:
            ValueError: `batch_size` or `chunk_batches` is below 1.
        """
        if batch_size < 1 or chunk_batches < 1:
            raise ValueError("batch_size and chunk_batches must be at least 1")
        self.lengths = list(lengths)
        self.batch_size = batch_size
        self.shuffle = shuffle
        self.seed = seed
        self.chunk = batch_size * chunk_batches
        self.epoch = 0

    def set_epoch(self, epoch: int) -> None:
        """Choose the shuffle of epoch `epoch`."""
        self.epoch = epoch

    def batches(self) -> list[list[int]]:
        """The batches of the current epoch, in order."""
        indices = list(range(len(self.lengths)))
        rng = random.Random(self.seed * 1_000_003 + self.epoch)
        if self.shuffle:
            rng.shuffle(indices)
        else:
            indices.sort(key=lambda i: self.lengths[i])
        out: list[list[int]] = []
        for start in range(0, len(indices), self.chunk):
            chunk = sorted(indices[start : start + self.chunk], key=lambda i: self.lengths[i])
            out.extend(chunk[i : i + self.batch_size] for i in range(0, len(chunk), self.batch_size))
        if self.shuffle:
            rng.shuffle(out)
        return out

    def __iter__(self) -> Iterator[list[int]]:
        return iter(self.batches())

    def __len__(self) -> int:
        chunks, rest = divmod(len(self.lengths), self.chunk)
        per_chunk = -(-self.chunk // self.batch_size)
        return chunks * per_chunk + -(-rest // self.batch_size)
