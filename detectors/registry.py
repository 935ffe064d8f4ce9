"""Every detector Parry can run, by its config key: `[detectors.<key>]` in config.toml.

The config loader validates each `[detectors.<key>]` table with
`DETECTORS[key].config_model` and rejects keys that are not here; `build_detectors`
then builds the enabled ones. A new detector costs one entry here.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Generic, Protocol, TypeVar, runtime_checkable

from pydantic import BaseModel

from detectors.ariiha.config import AriihaConfig
from detectors.ariiha.detector import AriihaDetector
from detectors.base import Detector
from detectors.brace.config import BraceConfig
from detectors.brace.detector import BraceDetector
from detectors.context import DetectorContext
from detectors.faid.config import FaidConfig
from detectors.faid.detector import FaidDetector
from detectors.filters import FilterDetector, FiltersConfig

C = TypeVar("C", bound=BaseModel)


@runtime_checkable
class Switchable(Protocol):
    """A config model with an on/off switch; a model without one is always on."""

    @property
    def enabled(self) -> bool: ...


@dataclass(frozen=True, slots=True)
class DetectorEntry(Generic[C]):
    """A detector implementation paired with the config model it is built from."""

    config_model: type[C]
    build: Callable[[C, DetectorContext], Detector]


# Registry order is run order: cheap detectors first, so their verdicts come early.
DETECTORS: Mapping[str, DetectorEntry[Any]] = MappingProxyType(
    {
        "filters": DetectorEntry(config_model=FiltersConfig, build=lambda c, _: FilterDetector(c)),
        "brace": DetectorEntry(config_model=BraceConfig, build=lambda c, _: BraceDetector(c)),
        # LLM-backed: runs last, bounded by [llm] deadline_s.
        "ariiha": DetectorEntry(config_model=AriihaConfig, build=AriihaDetector),
        # Router and Shallow on every message; LLM calls only on the Targeted and Context routes.
        "faid": DetectorEntry(config_model=FaidConfig, build=FaidDetector),
    }
)


def build_detectors(configs: Mapping[str, BaseModel], context: DetectorContext | None = None) -> list[Detector]:
    """Build the enabled detectors, in registry order.

    Args:
        configs: validated config models by detector key; a key that is absent is off.
        context: shared resources (the LLM client); None builds them without an LLM.

    Returns:
        The built detectors.

    Raises:
        KeyError: a key is not in `DETECTORS`.
        TypeError: a config is not an instance of its key's `config_model`.
    """
    unknown = sorted(set(configs) - set(DETECTORS))
    if unknown:
        raise KeyError(f"unknown detector(s): {', '.join(unknown)}; known: {', '.join(DETECTORS)}")
    context = context or DetectorContext.offline()
    detectors = []
    for key, entry in DETECTORS.items():
        config = configs.get(key)
        if config is None:
            continue
        if not isinstance(config, entry.config_model):
            raise TypeError(f"detectors.{key}: expected {entry.config_model.__name__}, got {type(config).__name__}")
        if isinstance(config, Switchable) and not config.enabled:
            continue
        detectors.append(entry.build(config, context))
    return detectors
