"""FIRE's exemplar library and template replies, and the by-family split the memory module trains on.

Exemplars (`data/fire/exemplars.jsonl`, written for Parry by `scripts/fire/write_exemplars.py`)
are worked examples: hate speech, its type and target, why, and a reply. The memory module finds
the nearest ones by type, and the LLM agents see them as demonstrations. The reply library
(`data/fire/replies.toml`) is what FIRE says without an LLM: vetted, non-factual templates chosen
by type and target and filled with the group's wording. Admins add files of their own to both;
`data/fire/EXEMPLARS.md` describes the formats.
"""

from __future__ import annotations

import hashlib
import random
import re
import string
import tomllib
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, NamedTuple

import orjson
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from detectors.errors import StartupFileError
from detectors.paths import resolve_path
from responders.fire.types import TARGETS, Exemplar, HateType

DEFAULT_EXEMPLARS = "data/fire/exemplars.jsonl"
DEFAULT_REPLIES = "data/fire/replies.toml"

# How each target reads inside a reply ("... about {group}"); "other" stays neutral.
GROUP_WORDING: Mapping[str, str] = {
    "muslims": "Muslims",
    "migrants": "migrants",
    "women": "women",
    "lgbt+": "LGBT+ people",
    "jews": "Jewish people",
    "poc": "people of colour",
    "disabled": "disabled people",
    "roma": "Roma",
    "asians": "Asian people",
    "other": "people",
}
assert set(GROUP_WORDING) == set(TARGETS)

MAX_REPLY = 280  # one chat message, comfortably
MAX_NAME = 32  # Discord's display-name limit; longer names (Telegram) are cut so replies stay in bounds
SLOTS = frozenset({"group", "name"})
EXEMPLAR_FIELDS = ("id", "family", "hate_speech", "hate_type", "target", "reasoning", "counterspeech")


class ExemplarError(StartupFileError, ValueError):
    """An exemplar file is unreadable or has a bad line; the message names the file and line."""


class ReplyLibraryError(StartupFileError, ValueError):
    """A reply file is unreadable or has a bad template; the message names the file and template."""


def _origin(resolved: Path, default: str) -> str:
    return "parry" if resolved == resolve_path(default) else "admin"


# ---------------------------------------------------------------------------- exemplars


def family_of(exemplar: Exemplar) -> str:
    """The family an exemplar belongs to: ids are "<family>:<n>" (checked at load)."""
    return exemplar.id.split(":", 1)[0]


def load_exemplars(*paths: str | Path) -> list[Exemplar]:
    """Exemplars from JSONL files (the shipped library when none are given), in file order.

    The shipped file gets origin "parry", every other file "admin". Ids must be unique across all
    the files: an admin exemplar adds to the library, it does not replace one.
    """
    files = paths or (DEFAULT_EXEMPLARS,)
    out: list[Exemplar] = []
    first_seen: dict[str, str] = {}
    for path in files:
        resolved = resolve_path(path)
        origin = _origin(resolved, DEFAULT_EXEMPLARS)
        try:
            lines = resolved.read_bytes().splitlines()
        except OSError as e:
            raise ExemplarError(f"{resolved}: cannot read exemplars: {e}") from e
        for number, raw in enumerate(lines, start=1):
            if not raw.strip():
                continue
            where = f"{resolved}:{number}"
            row = _exemplar_row(raw, where)
            if row["id"] in first_seen:
                raise ExemplarError(f"{where}: duplicate id {row['id']!r} (first at {first_seen[row['id']]})")
            first_seen[row["id"]] = where
            out.append(
                Exemplar(
                    id=row["id"],
                    hate_speech=row["hate_speech"],
                    hate_type=HateType(row["hate_type"]),
                    target=row["target"],
                    reasoning=row["reasoning"],
                    counterspeech=row["counterspeech"],
                    origin=origin,
                )
            )
    return out


def _exemplar_row(raw: bytes, where: str) -> dict[str, str]:
    try:
        row = orjson.loads(raw)
    except orjson.JSONDecodeError as e:
        raise ExemplarError(f"{where}: bad JSON: {e}") from e
    if not isinstance(row, dict):
        raise ExemplarError(f"{where}: need a JSON object with {', '.join(EXEMPLAR_FIELDS)}")
    for name in EXEMPLAR_FIELDS:
        if name not in row:
            raise ExemplarError(f"{where}: missing field {name!r}")
        if not isinstance(row[name], str) or not row[name].strip():
            raise ExemplarError(f"{where}: field {name!r} must be a non-empty string")
    if row["hate_type"] not in {t.value for t in HateType}:
        raise ExemplarError(f"{where}: unknown hate_type {row['hate_type']!r} (one of {', '.join(HateType)})")
    if row["target"] not in TARGETS:
        raise ExemplarError(f"{where}: unknown target {row['target']!r} (one of {', '.join(TARGETS)})")
    # The family travels in the id because Exemplar has no field for it; splits read it back.
    if not row["id"].startswith(row["family"] + ":") or ":" in row["family"]:
        raise ExemplarError(f"{where}: id {row['id']!r} must be '<family>:<something>' with family {row['family']!r}")
    return row


class Split(NamedTuple):
    train: list[Exemplar]
    dev: list[Exemplar]
    test: list[Exemplar]


def split_by_family(exemplars: Sequence[Exemplar], dev: float = 0.1, test: float = 0.1, seed: int = 13) -> Split:
    """Train/dev/test with every family whole in one split, stratified by each family's main type.

    Deterministic for a given seed (string-seeded RNG, families sorted first), so the memory
    module's numbers can be reproduced. Each split keeps the input order.
    """
    if dev < 0 or test < 0 or dev + test >= 1:
        raise ValueError(f"dev and test must be non-negative fractions summing below 1, got {dev} and {test}")
    types: dict[str, Counter[HateType]] = defaultdict(Counter)
    for ex in exemplars:
        types[family_of(ex)][ex.hate_type] += 1
    order = list(HateType)
    by_type: dict[HateType, list[str]] = defaultdict(list)
    for fam, counts in sorted(types.items()):
        # Ties go to the first type in HateType order, so the assignment never depends on input order.
        by_type[max(counts, key=lambda t: (counts[t], -order.index(t)))].append(fam)
    where: dict[str, str] = {}
    for hate_type in order:
        fams = by_type.get(hate_type, [])
        random.Random(f"{seed}:{hate_type}").shuffle(fams)
        n_test, n_dev = _share(len(fams), test), _share(len(fams), dev)
        for i, fam in enumerate(fams):
            where[fam] = "test" if i < n_test else "dev" if i < n_test + n_dev else "train"
    parts: dict[str, list[Exemplar]] = {"train": [], "dev": [], "test": []}
    for ex in exemplars:
        parts[where[family_of(ex)]].append(ex)
    return Split(parts["train"], parts["dev"], parts["test"])


def _share(n: int, fraction: float) -> int:
    """round(n * fraction), but at least one family once a type has three, so every type is evaluated."""
    k = round(n * fraction)
    return max(k, 1) if fraction > 0 and n >= 3 else k


# ---------------------------------------------------------------------------- template replies


def _slots(text: str) -> set[str]:
    """The slot names a template uses; anything but a plain {slot} is an error."""
    try:
        parsed = list(string.Formatter().parse(text))
    except ValueError as e:
        raise ValueError(f"malformed braces ({e}); write a literal brace as {{{{ or }}}}") from e
    found: set[str] = set()
    for _, field, spec, conversion in parsed:
        if field is None:
            continue
        if field not in SLOTS or spec or conversion:
            raise ValueError(f"unknown slot {{{field}}}: templates may use only {{group}} and {{name}}")
        found.add(field)
    return found


class ReplyTemplate(BaseModel):
    """One vetted reply. `origin` is "parry" for the shipped library, "admin" for a server's own files."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(pattern=r"^[A-Za-z0-9][A-Za-z0-9_.:-]*$")
    hate_type: HateType
    strategy: str = Field(min_length=1)
    target: str | None = None
    text: str = Field(min_length=1)
    text_without_name: str | None = None
    enabled: bool = True
    origin: str = "parry"

    @field_validator("target")
    @classmethod
    def _known_target(cls, value: str | None) -> str | None:
        if value is not None and value not in TARGETS:
            raise ValueError(f"unknown target {value!r} (one of {', '.join(TARGETS)})")
        return value

    @model_validator(mode="after")
    def _slots_and_length(self) -> ReplyTemplate:
        uses = _slots(self.text)
        if self.text_without_name is None:
            if "name" in uses:
                raise ValueError("text uses {name}, so text_without_name is required (for authors without a name)")
        elif "name" in _slots(self.text_without_name):
            raise ValueError("text_without_name must not use {name}")
        # Check the worst case now, so a reply can never be cut or refused at send time.
        for target in (self.target,) if self.target else TARGETS:
            for name in ("N" * MAX_NAME, None):
                filled = fill(self, target=target, name=name)
                if len(filled) > MAX_REPLY:
                    raise ValueError(f"reply is {len(filled)} characters for target {target} (limit {MAX_REPLY})")
        return self


class ReplyLibrary:
    """Template replies by type and target; `choose` is deterministic in its key."""

    def __init__(self, templates: Iterable[ReplyTemplate]) -> None:
        self.templates: tuple[ReplyTemplate, ...] = tuple(sorted(templates, key=lambda t: t.id))
        self._pools: dict[tuple[HateType, str | None], tuple[ReplyTemplate, ...]] = defaultdict(tuple)
        for t in self.templates:
            if t.enabled:
                self._pools[(t.hate_type, t.target)] += (t,)

    @classmethod
    def load(cls, *paths: str | Path) -> ReplyLibrary:
        """The shipped library when no path is given; later files add templates or replace them by id.

        Every hate type must keep at least one enabled general template, so `choose` always answers.
        """
        files = paths or (DEFAULT_REPLIES,)
        merged: dict[str, ReplyTemplate] = {}
        for path in files:
            for template in _load_reply_file(resolve_path(path)):
                merged[template.id] = template
        library = cls(merged.values())
        missing = [t.value for t in HateType if not library._pools.get((t, None))]
        if missing:
            names = ", ".join(str(resolve_path(p)) for p in files)
            raise ReplyLibraryError(f"{names}: no enabled general template for {', '.join(missing)}")
        return library

    def choose(self, hate_type: HateType | str, target: str, key: str) -> ReplyTemplate:
        """The template for this type and target: target-specific ones when there are any, else general.

        `key` (for example the event id) picks among them through a hash, so a replay picks the same one.
        """
        kind = HateType(hate_type)
        if target not in TARGETS:
            raise ValueError(f"unknown target {target!r} (one of {', '.join(TARGETS)})")
        pool = self._pools.get((kind, target)) or self._pools.get((kind, None))
        if not pool:
            raise LookupError(f"no enabled template for {kind.value}")
        digest = hashlib.sha256(key.encode("utf-8")).digest()
        return pool[int.from_bytes(digest[:8], "big") % len(pool)]


def _load_reply_file(resolved: Path) -> list[ReplyTemplate]:
    try:
        raw = resolved.read_text(encoding="utf-8")
        data = tomllib.loads(raw)
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as e:
        raise ReplyLibraryError(f"{resolved}: cannot read reply templates: {e}") from e
    unknown = set(data) - {"template"}
    if unknown:
        raise ReplyLibraryError(f"{resolved}: unknown top-level key(s) {', '.join(sorted(unknown))}; use [[template]]")
    entries = data.get("template", [])
    if not isinstance(entries, list):
        raise ReplyLibraryError(f"{resolved}: 'template' must be an array of tables ([[template]])")
    # tomllib keeps no positions; the n-th [[template]] header is the n-th entry, which is close enough.
    headers = [i for i, line in enumerate(raw.splitlines(), start=1) if re.match(r"\s*\[\[\s*template\s*\]\]", line)]
    origin = _origin(resolved, DEFAULT_REPLIES)
    out: list[ReplyTemplate] = []
    seen: set[str] = set()
    for n, entry in enumerate(entries):
        where = f"{resolved}:{headers[n]}" if n < len(headers) else f"{resolved}: template {n + 1}"
        if not isinstance(entry, dict):
            raise ReplyLibraryError(f"{where}: a template must be a table")
        label = f"{where} (id {entry.get('id')!r})"
        if "origin" in entry:
            raise ReplyLibraryError(f"{label}: origin is set by the loader, not the file")
        try:
            template = ReplyTemplate.model_validate({**entry, "origin": origin})
        except ValidationError as e:
            raise ReplyLibraryError(f"{label}: {_first_error(e)}") from e
        if template.id in seen:
            raise ReplyLibraryError(f"{label}: duplicate id in the same file")
        seen.add(template.id)
        out.append(template)
    return out


def _first_error(e: ValidationError) -> str:
    err: dict[str, Any] = dict(e.errors()[0])
    loc = ".".join(str(p) for p in err.get("loc", ()))
    msg = str(err.get("msg", "invalid"))
    return f"{loc}: {msg}" if loc else msg


_CONTROL = re.compile(r"[\x00-\x1f\x7f\u200b-\u200f\u2028-\u202e\u2066-\u2069]")
_SENTENCE_GROUP = re.compile(r"(^|[.!?]\s+)\{group\}")


def clean_name(name: str | None) -> str | None:
    """A display name fit to put in a reply: control and bidi characters removed, whitespace collapsed,
    cut to MAX_NAME, and "@" defused so a name like "@everyone" cannot ping anyone. None if empty."""
    if name is None:
        return None
    cleaned = " ".join(_CONTROL.sub("", name).split()).replace("@", "@\u200b")
    return cleaned[:MAX_NAME].strip() or None


def fill(template: ReplyTemplate, *, target: str, name: str | None) -> str:
    """The reply text with {group} and {name} filled; the nameless wording when there is no name."""
    if target not in GROUP_WORDING:
        raise ValueError(f"unknown target {target!r} (one of {', '.join(TARGETS)})")
    who = clean_name(name)
    text = template.text if who is not None or template.text_without_name is None else template.text_without_name
    group = GROUP_WORDING[target]
    # A group wording that opens a sentence ("people are ...") is capitalised; names never are.
    text = _SENTENCE_GROUP.sub(lambda m: m.group(1) + "{Group}", text)
    return text.format_map({"group": group, "Group": group[:1].upper() + group[1:], "name": who or ""})
