"""Find the JSON object in a model's reply: bare, in a fenced block, or inside prose."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import orjson

_FENCE = re.compile(r"```[ \t]*(?:json|JSON)?[ \t]*\n?(.*?)```", re.DOTALL)


class JSONNotFoundError(ValueError):
    """The reply holds no parseable JSON object."""


def extract_json_object(text: str) -> dict[str, Any]:
    """The first JSON object in `text`.

    Tried in order: the whole reply, each fenced code block, then every balanced
    `{...}` found by a scan that respects strings and escapes.

    Raises:
        JSONNotFoundError: no candidate parses to a JSON object.
    """
    for candidate in _candidates(text):
        try:
            value = orjson.loads(candidate)
        except orjson.JSONDecodeError:
            continue
        if isinstance(value, dict):
            return value
    preview = text.strip().replace("\n", " ")[:80]
    raise JSONNotFoundError(f"no JSON object in the reply ({preview!r})")


def _candidates(text: str) -> Iterator[str]:
    yield text.strip()
    for match in _FENCE.finditer(text):
        yield match.group(1).strip()
    yield from balanced_objects(text)


def balanced_objects(text: str) -> Iterator[str]:
    """Every `{...}` span whose braces balance outside JSON strings: outer before inner, left to right."""
    start = text.find("{")
    while start != -1:
        end = _matching_brace(text, start)
        if end is None:
            start = text.find("{", start + 1)
            continue
        yield text[start : end + 1]
        # Step inside, not past: prose wrapped in braces may hold the real object.
        start = text.find("{", start + 1)


def _matching_brace(text: str, start: int) -> int | None:
    depth = 0
    in_string = False
    escaped = False
    for i in range(start, len(text)):
        ch = text[i]
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth == 0:
                return i
    return None
