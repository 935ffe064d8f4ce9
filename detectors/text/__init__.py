"""Text normalization shared by the text detectors and word filters."""

from detectors.text.normalize import NormalizeOptions, fold_word, normalize
from detectors.text.normalized import NormalizedText

__all__ = ["NormalizeOptions", "NormalizedText", "fold_word", "normalize"]
