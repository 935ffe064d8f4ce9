"""Chain iterative self-training with invariant-label voting (FAID's Targeted strategy).

1. M0 is trained on labelled data (by the caller) and pseudo-labels the unlabelled pool.
2. The pool is split into N parts; M_j is fine-tuned from M_{j-1} on part j with M0's
   pseudo-labels (M_1 from M0): a chain, each link seeing new text.
3. Every M_j predicts every part but its own, so each item gets N-1 votes from models
   that never trained on it. An item is kept only when all its votes agree (the label is
   invariant along the chain); the kept label is that vote, which may differ from M0's.
4. The final model is fine-tuned from M0 on the labelled data plus the kept items.

The loop is generic over the model (`fine_tune` and `predict` callables), so it is tested
on cheap stand-ins and run on P-tuned masked LMs by `parry train faid-targeted`.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

M = TypeVar("M")
Labelled = tuple[str, str]


def invariant_labels(votes: Sequence[Sequence[str]]) -> list[str | None]:
    """Per item, its label when every vote agrees, else None (an item without votes is None)."""
    return [v[0] if v and all(x == v[0] for x in v) else None for v in votes]


def split_parts(n_items: int, parts: int, seed: int) -> list[list[int]]:
    """Item indices shuffled with `seed` and dealt into `parts` near-equal parts (each sorted)."""
    order = list(range(n_items))
    random.Random(seed).shuffle(order)
    return [sorted(order[p::parts]) for p in range(parts)]


@dataclass
class ChainResult(Generic[M]):
    final: M
    kept: list[Labelled]
    report: dict[str, Any]


def chain_self_train(
    m0: M,
    labelled: Sequence[Labelled],
    pool: Sequence[str],
    *,
    fine_tune: Callable[[M, Sequence[Labelled], str], M],
    predict: Callable[[M, Sequence[str]], list[str]],
    parts: int = 3,
    seed: int = 0,
) -> ChainResult[M]:
    """Run the chain on `pool` (module docstring).

    Args:
        m0: The model trained on `labelled`.
        labelled: The labelled (text, label) pairs M0 was trained on.
        pool: Unlabelled texts (duplicates and texts already labelled are dropped).
        fine_tune: (start model, examples, link name "chain-j" / "final") -> fine-tuned model.
        predict: (model, texts) -> one label per text.
        parts: N, at least 3 (two parts would give each item a single vote: nothing to agree on).
        seed: Seed of the split.

    Returns:
        The final model, the kept pseudo-labelled items and a report (pool size, parts,
        kept share, label counts, how often the invariant label differs from M0's).

    Raises:
        ValueError: `parts` < 3, or fewer pool items than parts.
    """
    if parts < 3:
        raise ValueError(f"parts must be at least 3 (N-1 >= 2 votes per item), got {parts}")
    known = {t for t, _ in labelled}
    texts = list(dict.fromkeys(t for t in pool if t.strip() and t not in known))
    if len(texts) < parts:
        raise ValueError(f"the unlabelled pool has {len(texts)} usable texts, fewer than {parts} parts")
    pseudo = predict(m0, texts)
    split = split_parts(len(texts), parts, seed)
    models: list[M] = []
    previous = m0
    for j, indices in enumerate(split, start=1):
        previous = fine_tune(previous, [(texts[i], pseudo[i]) for i in indices], f"chain-{j}")
        models.append(previous)
    votes: list[list[str]] = [[] for _ in texts]
    for j, model in enumerate(models):
        others = [i for p, indices in enumerate(split) if p != j for i in indices]
        for i, label in zip(others, predict(model, [texts[i] for i in others]), strict=True):
            votes[i].append(label)
    invariant = invariant_labels(votes)
    kept = [(texts[i], label) for i, label in enumerate(invariant) if label is not None]
    final = fine_tune(m0, [*labelled, *kept], "final")
    flipped = sum(1 for i, label in enumerate(invariant) if label is not None and label != pseudo[i])
    report = {
        "pool": len(texts),
        "parts": parts,
        "part_sizes": [len(p) for p in split],
        "kept": len(kept),
        "kept_share": len(kept) / len(texts),
        "kept_labels": dict(Counter(label for _, label in kept)),
        "pseudo_labels": dict(Counter(pseudo)),
        "kept_differs_from_m0": flipped,
        "final_train": len(labelled) + len(kept),
    }
    return ChainResult(final, kept, report)
