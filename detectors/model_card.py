"""Reading a shipped model's `model_card.json`, with errors that name the file."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any


def read_card(path: Path, error: Callable[[Path, str], Exception]) -> dict[str, Any]:
    """The card as a dict; raises `error(path, problem)` when it is missing, unreadable or has no version."""
    if not path.is_file():
        raise error(path, "not found")
    try:
        card = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise error(path, f"unreadable ({exc})") from exc
    if not isinstance(card, dict) or not str(card.get("version", "")).strip():
        raise error(path, "has no `version`")
    return card
