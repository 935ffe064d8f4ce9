"""Admin filters: per-space word lists and RE2 patterns, matched on normalized text."""

from detectors.filters.config import FilterRule, FiltersConfig, SpaceFilters
from detectors.filters.detector import FilterDetector, rules_version

__all__ = ["FilterDetector", "FilterRule", "FiltersConfig", "SpaceFilters", "rules_version"]
