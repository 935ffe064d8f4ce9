"""Where shipped artifacts (models, seed data) are found from a relative config path."""

from __future__ import annotations

from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]


def resolve_path(configured: str | Path) -> Path:
    """A relative path from the working directory, else from the repository root."""
    path = Path(configured)
    if path.is_absolute() or path.exists() or not (REPO_ROOT / path).exists():
        return path.resolve()
    return REPO_ROOT / path
