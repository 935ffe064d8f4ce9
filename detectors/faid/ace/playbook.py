"""The ACE playbook: FAID's Context-Dependent strategy's evolving instructions.

Three modules, as in Agentic Context Engineering: definitions and the task; context-inference
heuristics (events, topics, metaphors); judgment criteria, with a common-errors section.
Every bullet has an id (`def-001`, `ctx-004`, `crit-002`, `err-003`: the prefix names its
section) and helpful/harmful counters that the Reflector's tags update.

A playbook is immutable: `apply` and `with_tags` return a new one, so the loop can try a
candidate and keep the old one when the candidate fails. Its JSON form (`to_dict`) is what
storage versions and what `data/faid/playbook_seed.json` holds.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Literal

from detectors.errors import StartupFileError

Section = Literal["definitions", "heuristics", "criteria", "common_errors"]
SECTIONS: tuple[Section, ...] = ("definitions", "heuristics", "criteria", "common_errors")
PREFIXES: dict[Section, str] = {
    "definitions": "def",
    "heuristics": "ctx",
    "criteria": "crit",
    "common_errors": "err",
}
TITLES: dict[Section, str] = {
    "definitions": "Module 1 - definitions and task",
    "heuristics": "Module 2 - context-inference heuristics (events, topics, metaphors)",
    "criteria": "Module 3 - judgment criteria",
    "common_errors": "Module 3 - common errors",
}
Tag = Literal["helpful", "harmful", "neutral"]
FORMAT_VERSION = 1
MAX_BULLET_CHARS = 400
"""Longer bullets are refused: a playbook bullet is one rule, not a pasted document."""

_ID = re.compile(r"^(def|ctx|crit|err)-(\d{3,})$")
SEED_PLAYBOOK = Path(__file__).resolve().parents[3] / "data" / "faid" / "playbook_seed.json"


class PlaybookError(StartupFileError, ValueError):
    """A playbook document or an edit that cannot be used; the message says which part."""


@dataclass(frozen=True, slots=True)
class Bullet:
    """One rule of the playbook."""

    id: str
    section: Section
    text: str
    helpful: int = 0
    harmful: int = 0


@dataclass(frozen=True, slots=True)
class Edit:
    """One change to a playbook, as the Integrator proposes it.

    `add` needs `section` and `text` (the id is assigned); `modify` needs `bullet_id` and
    `text` (the counters are kept); `remove` needs `bullet_id`.
    """

    op: Literal["add", "modify", "remove"]
    section: Section | None = None
    bullet_id: str | None = None
    text: str | None = None
    reason: str = ""


@dataclass(frozen=True, slots=True)
class Playbook:
    """An ordered set of bullets; see the module docstring."""

    bullets: tuple[Bullet, ...]
    name: str = "faid-context"
    retired: tuple[str, ...] = ()  # ids of removed bullets: never reused, so old citations stay unambiguous
    _by_id: dict[str, Bullet] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        by_id: dict[str, Bullet] = {}
        for b in self.bullets:
            if b.id in by_id:
                raise PlaybookError(f"bullet id {b.id!r} is used twice")
            match = _ID.match(b.id)
            if match is None or b.section not in PREFIXES or match.group(1) != PREFIXES[b.section]:
                raise PlaybookError(f"bullet id {b.id!r} does not fit section {b.section!r} (want {_want(b.section)})")
            _check_text(b.text, where=b.id)
            if b.helpful < 0 or b.harmful < 0:
                raise PlaybookError(f"bullet {b.id}: counters must be >= 0")
            by_id[b.id] = b
        reused = sorted(set(by_id) & set(self.retired))
        if reused:
            raise PlaybookError(f"retired bullet ids are in use again: {', '.join(reused)}")
        object.__setattr__(self, "_by_id", by_id)

    @property
    def ids(self) -> frozenset[str]:
        return frozenset(self._by_id)

    def get(self, bullet_id: str) -> Bullet | None:
        return self._by_id.get(bullet_id)

    def section(self, section: Section) -> list[Bullet]:
        return [b for b in self.bullets if b.section == section]

    def render(self, *, counters: bool = True) -> str:
        """The playbook as prompt text, module by module, one "[id] text" line per bullet."""
        parts: list[str] = []
        for section in SECTIONS:
            lines = [
                f"[{b.id}] {b.text}" + (f" (helpful {b.helpful}, harmful {b.harmful})" if counters else "")
                for b in self.section(section)
            ]
            if lines:
                parts.append(f"## {TITLES[section]}\n" + "\n".join(lines))
        return "\n\n".join(parts)

    def with_tags(self, tags: Iterable[tuple[str, Tag]]) -> Playbook:
        """Counters incremented by the Reflector's tags; unknown ids are ignored."""
        delta: dict[str, list[int]] = {}
        for bullet_id, tag in tags:
            if bullet_id in self._by_id and tag != "neutral":
                d = delta.setdefault(bullet_id, [0, 0])
                d[0 if tag == "helpful" else 1] += 1
        if not delta:
            return self
        return replace(
            self,
            bullets=tuple(
                replace(b, helpful=b.helpful + delta[b.id][0], harmful=b.harmful + delta[b.id][1])
                if b.id in delta
                else b
                for b in self.bullets
            ),
        )

    def apply(self, edits: Sequence[Edit]) -> Playbook:
        """The playbook with `edits` applied in order; PlaybookError names the first bad edit."""
        bullets = list(self.bullets)
        retired = list(self.retired)
        for n, edit in enumerate(edits, start=1):
            where = f"edit {n} ({edit.op})"
            position = {b.id: i for i, b in enumerate(bullets)}
            if edit.op == "add":
                if edit.section not in PREFIXES or edit.text is None:
                    raise PlaybookError(f"{where}: add needs a known section and a text")
                _check_text(edit.text, where=where)
                new_id = _next_id([b.id for b in bullets] + retired, edit.section)
                bullets.append(Bullet(new_id, edit.section, edit.text.strip()))
            elif edit.bullet_id not in position:
                raise PlaybookError(f"{where}: no bullet {edit.bullet_id!r}")
            elif edit.op == "modify":
                if edit.text is None:
                    raise PlaybookError(f"{where}: modify needs a text")
                _check_text(edit.text, where=where)
                i = position[edit.bullet_id]
                bullets[i] = replace(bullets[i], text=edit.text.strip())
            else:
                retired.append(bullets.pop(position[edit.bullet_id]).id)
        return replace(self, bullets=tuple(bullets), retired=tuple(retired))

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT_VERSION,
            "name": self.name,
            "bullets": [
                {"id": b.id, "section": b.section, "text": b.text, "helpful": b.helpful, "harmful": b.harmful}
                for b in self.bullets
            ],
            "retired": list(self.retired),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Playbook:
        if not isinstance(data, Mapping):
            raise PlaybookError(f"a playbook is a JSON object, not {type(data).__name__}")
        if data.get("format") != FORMAT_VERSION:
            raise PlaybookError(f"playbook format {data.get('format')!r} is not {FORMAT_VERSION}")
        raw = data.get("bullets")
        if not isinstance(raw, list):
            raise PlaybookError("playbook has no 'bullets' list")
        bullets = []
        for n, b in enumerate(raw, start=1):
            if not isinstance(b, Mapping) or not {"id", "section", "text"} <= b.keys():
                raise PlaybookError(f"bullet {n} needs id, section and text")
            if b["section"] not in PREFIXES:
                known = ", ".join(SECTIONS)
                raise PlaybookError(f"bullet {b['id']!r}: unknown section {b['section']!r} (known: {known})")
            counters = (b.get("helpful", 0), b.get("harmful", 0))
            if not all(isinstance(c, int) and not isinstance(c, bool) for c in counters):
                raise PlaybookError(f"bullet {b['id']!r}: helpful and harmful must be whole numbers, got {counters}")
            bullets.append(Bullet(str(b["id"]), b["section"], str(b["text"]), *counters))
        retired = data.get("retired", [])
        if not isinstance(retired, list) or not all(isinstance(r, str) for r in retired):
            raise PlaybookError("'retired' must be a list of bullet ids")
        return cls(tuple(bullets), name=str(data.get("name", "faid-context")), retired=tuple(retired))

    def fingerprint(self) -> str:
        """sha256 of the canonical JSON (what storage compares versions by)."""
        canonical = json.dumps(self.to_dict(), sort_keys=True, ensure_ascii=False, separators=(",", ":"))
        return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def load_playbook(path: str | Path = SEED_PLAYBOOK) -> Playbook:
    """A playbook JSON file (the shipped seed by default); PlaybookError says what is wrong."""
    p = Path(path)
    try:
        data = json.loads(p.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise PlaybookError(f"{p}: cannot read the playbook: {exc}") from exc
    try:
        return Playbook.from_dict(data)
    except PlaybookError as exc:
        raise PlaybookError(f"{p}: {exc}") from exc


def _want(section: str) -> str:
    return f"{PREFIXES[section]}-NNN" if section in PREFIXES else f"a section of {', '.join(SECTIONS)}"


def _check_text(text: str, *, where: str) -> None:
    stripped = text.strip()
    if not stripped:
        raise PlaybookError(f"{where}: empty bullet text")
    if len(stripped) > MAX_BULLET_CHARS:
        raise PlaybookError(f"{where}: bullet text of {len(stripped)} characters > {MAX_BULLET_CHARS}")
    if "\n" in stripped:
        raise PlaybookError(f"{where}: a bullet is one line")


def _next_id(taken: Sequence[str], section: Section) -> str:
    prefix = PREFIXES[section]
    used = [int(m.group(2)) for i in taken if (m := _ID.match(i)) and m.group(1) == prefix]
    return f"{prefix}-{max(used, default=0) + 1:03d}"
