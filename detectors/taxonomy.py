"""Harm types Parry knows, with the BRACE type each one rolls up to.

Detectors label their results with these keys; policy thresholds and config files use
the same keys, so a misspelled label fails at config load.
"""

from __future__ import annotations

from types import MappingProxyType

# key -> (BRACE type, one-line definition)
HARM_TYPES = MappingProxyType(
    {
        "sexual": ("H1", "pornography and sexual content"),
        "gambling": ("H2", "gambling promotion and betting solicitation"),
        "violence": ("H3", "violence, threats and incitement"),
        "self_harm": ("H4", "suicide and self-harm encouragement or instructions"),
        "illegal": ("H5", "other illegal activity: drugs, weapons trade, fraud"),
        "hate": ("H5", "hate speech against a protected group, explicit or implicit"),
        "harassment": ("H3", "targeted insults and bullying of a person"),
        "spam": ("H5", "unsolicited promotion, scams and flooding"),
        "profanity": ("", "vulgar language with no target (server-specific rules)"),
    }
)


def check_label(label: str) -> str:
    """Return `label` if Parry knows it, else raise ValueError listing the known ones."""
    if label not in HARM_TYPES:
        known = ", ".join(HARM_TYPES)
        raise ValueError(f"unknown harm type {label!r}; known: {known}")
    return label
