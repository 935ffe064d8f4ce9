"""Target groups: the fixed vocabulary, a lexicon that guesses the target of a text, and the similarity map.

The lexicon and the ordered `similar` lists live in `data/ariiha/targets.toml` (written for
Parry); the similarity map decides which demonstrations fill the gap after exact-target
matches run out.
"""

from __future__ import annotations

import re
import tomllib
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from detectors.errors import StartupFileError
from detectors.paths import resolve_path

NO_TARGET = "none"
TARGETS: tuple[str, ...] = (
    "black", "white", "jewish", "muslim", "immigrants", "hispanic", "asian",
    "arab", "lgbtq", "women", "christian", "disabled", "indigenous", "political",
)  # fmt: skip
DEFAULT_LEXICON = "data/ariiha/targets.toml"

_NON_WORD = re.compile(r"[^\w]+")
_UNDERSCORE = re.compile(r"_+")


class TargetLexiconError(StartupFileError, ValueError):
    """The lexicon file is missing or malformed; the message names the file and the entry."""


def normalize_target(value: str) -> str:
    """A free-text target from an LLM onto the vocabulary; anything unknown is "none"."""
    key = value.strip().lower().replace(" ", "_")
    if key in TARGETS:
        return key
    aliases = {"jews": "jewish", "muslims": "muslim", "immigrant": "immigrants", "refugees": "immigrants",
               "latino": "hispanic", "latinos": "hispanic", "lgbt": "lgbtq", "gay": "lgbtq", "woman": "women",
               "christians": "christian", "arabs": "arab", "asians": "asian", "blacks": "black",
               "whites": "white", "native": "indigenous", "disability": "disabled"}  # fmt: skip
    return aliases.get(key, NO_TARGET)


def words(text: str) -> list[str]:
    """Lowercased words with punctuation, hashtags' '#' and underscores removed."""
    return _UNDERSCORE.sub(" ", _NON_WORD.sub(" ", text.lower())).split()


@dataclass(frozen=True, slots=True)
class TargetLexicon:
    """Term → target lookup over word n-grams, plus each target's similar targets, most similar first."""

    terms: dict[tuple[str, ...], str]
    similar: dict[str, tuple[str, ...]]
    max_words: int

    @classmethod
    def load(cls, path: str | Path = DEFAULT_LEXICON) -> TargetLexicon:
        resolved = resolve_path(path)
        try:
            data = tomllib.loads(resolved.read_text(encoding="utf-8"))
        except (OSError, tomllib.TOMLDecodeError) as e:
            raise TargetLexiconError(f"{resolved}: cannot read the target lexicon: {e}") from e
        entries = data.get("targets")
        if not isinstance(entries, dict) or set(entries) != set(TARGETS):
            raise TargetLexiconError(f"{resolved}: [targets.*] must be exactly {', '.join(TARGETS)}")
        terms: dict[tuple[str, ...], str] = {}
        similar: dict[str, tuple[str, ...]] = {}
        for target, entry in entries.items():
            if not isinstance(entry, dict):
                raise TargetLexiconError(f"{resolved}: targets.{target} must be a table with similar and terms")
            listed = entry.get("similar", [])
            for other in listed:
                if other not in TARGETS or other == target:
                    raise TargetLexiconError(f"{resolved}: targets.{target}.similar: unknown target {other!r}")
            if len(set(listed)) != len(listed):
                raise TargetLexiconError(f"{resolved}: targets.{target}.similar lists a target twice")
            similar[target] = tuple(listed)
            for term in entry.get("terms", []):
                key = tuple(words(term))
                if not key:
                    raise TargetLexiconError(f"{resolved}: targets.{target}.terms: empty term {term!r}")
                if terms.get(key, target) != target:
                    raise TargetLexiconError(f"{resolved}: term {term!r} is under {terms[key]} and {target}")
                terms[key] = target
        if not terms:
            raise TargetLexiconError(f"{resolved}: the lexicon has no terms")
        return cls(terms=terms, similar=similar, max_words=max(len(k) for k in terms))

    def predict(self, text: str) -> str:
        """The target named most often in `text` (ties: the one named first), or "none"."""
        tokens = words(text)
        hits: Counter[str] = Counter()
        first: dict[str, int] = {}
        for i in range(len(tokens)):
            for n in range(1, min(self.max_words, len(tokens) - i) + 1):
                target = self.terms.get(tuple(tokens[i : i + n]))
                if target is not None:
                    hits[target] += 1
                    first.setdefault(target, i)
        if not hits:
            return NO_TARGET
        return max(hits, key=lambda t: (hits[t], -first[t]))

    def similar_to(self, target: str) -> tuple[str, ...]:
        return self.similar.get(target, ())
