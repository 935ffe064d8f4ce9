"""Training data for the memory encoder: exemplar splits and type-balanced batches."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from responders.fire.exemplars import load_exemplars, split_by_family
from responders.fire.types import Exemplar, HateType

DEFAULT_EXEMPLARS = Path("data/fire/exemplars.jsonl")
TYPE_INDEX = {t: i for i, t in enumerate(HateType)}


@dataclass(frozen=True, slots=True)
class Splits:
    """Train (the index and the training data), dev (tuning) and test (reporting only)."""

    train: list[Exemplar]
    dev: list[Exemplar]
    test: list[Exemplar]

    @property
    def counts(self) -> dict[str, dict[str, int]]:
        """Exemplars per split and type."""
        return {
            name: {t.value: sum(e.hate_type == t for e in split) for t in HateType}
            for name, split in (("train", self.train), ("dev", self.dev), ("test", self.test))
        }


def load_splits(paths: Sequence[str | Path], dev: float = 0.1, test: float = 0.1, seed: int = 13) -> Splits:
    """The exemplars at `paths`, split by family (no family in two splits)."""
    train, dev_split, test_split = split_by_family(load_exemplars(*paths), dev=dev, test=test, seed=seed)
    return Splits(list(train), list(dev_split), list(test_split))


class TypeBalancedSampler:
    """Batches of `per_type` examples of every type, so each anchor has positives.

    An epoch has ceil(N / batch) batches. Each type's indices are drawn in a shuffled order
    and reshuffled when used up, so rare types repeat within an epoch and common ones are
    seen about once. A type with a single example cannot give positives and is still drawn
    (as a negative for the others).
    """

    def __init__(self, labels: Sequence[int], per_type: int, seed: int = 0) -> None:
        if per_type < 2:
            raise ValueError("per_type must be at least 2 for the anchors to have positives")
        self.by_type: dict[int, list[int]] = {}
        for i, label in enumerate(labels):
            self.by_type.setdefault(label, []).append(i)
        self.per_type = per_type
        self.seed = seed
        self.epoch = 0
        self.batch_size = per_type * len(self.by_type)
        self.n_batches = -(-len(labels) // self.batch_size) if labels else 0

    def set_epoch(self, epoch: int) -> None:
        self.epoch = epoch

    def __len__(self) -> int:
        return self.n_batches

    def __iter__(self) -> Iterator[list[int]]:
        rng = random.Random(self.seed * 1_000_003 + self.epoch)
        streams = {label: _cycle(indices, rng) for label, indices in sorted(self.by_type.items())}
        for _ in range(self.n_batches):
            batch = [next(stream) for stream in streams.values() for _ in range(self.per_type)]
            rng.shuffle(batch)
            yield batch


def _cycle(indices: list[int], rng: random.Random) -> Iterator[int]:
    while True:
        order = indices[:]
        rng.shuffle(order)
        yield from order
