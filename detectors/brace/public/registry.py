"""The public data sets BRACE can map, by name, in the order the corpus builder writes them."""

from __future__ import annotations

from types import MappingProxyType

from detectors.brace.public import (
    coldataset,
    conan,
    davidson,
    diasafety,
    implicit_hate,
    sdcnl,
    state_toxicn,
    toxicn,
    toxigen,
)
from detectors.brace.public._common import PublicDataset

DATASETS = MappingProxyType(
    {
        d.name: d
        for d in (
            diasafety.DATASET,
            davidson.DATASET,
            implicit_hate.DATASET,
            coldataset.DATASET,
            toxigen.DATASET,
            sdcnl.DATASET,
            toxicn.DATASET,
            state_toxicn.DATASET,
            conan.DATASET,
        )
    }
)


def shippable() -> tuple[str, ...]:
    """Names of the data sets whose license lets them train the model Parry ships."""
    return tuple(name for name, d in DATASETS.items() if d.may_train_shipped)


def get(name: str) -> PublicDataset:
    """The data set called `name`; raise ValueError listing the known names otherwise."""
    if name not in DATASETS:
        raise ValueError(f"unknown public data set {name!r}; known: {', '.join(DATASETS)}")
    return DATASETS[name]
