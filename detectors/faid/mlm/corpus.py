"""Unlabeled sentences for masked-language modelling, from permissively licensed sets only.

Every source is read in place by path (nothing is copied into the repository):

| source | license | what | file |
|---|---|---|---|
| `ihc` | MIT | Implicit Hate Corpus stage-1 posts, the TRAIN split only | `implicit-hate-corpus/` |
| `davidson` | MIT | Davidson et al. 2017 tweets | `davidson-hate-offensive/data/labeled_data.csv` |
| `toxigen` | MIT | ToxiGen prompt statements (split on the literal `\\n-`), demonstrations | `toxigen-prompts/` |
| `diasafety` | Apache-2.0 | DiaSafety train contexts and responses | `diasafety/train.json` |
| `brace_seed` | Apache-2.0 (Parry) | message texts of the BRACE seed windows | `data/brace/seed/*.jsonl` |
| `ariiha_pool` | Apache-2.0 (Parry) | the ARIIHA seed pool | `data/ariiha/seed_pool.jsonl` |

IHC dev and test (the project's fixed 60/20/20 split, `detectors.ariiha.datasets.load_ihc`)
are FAID's evaluation text: they are never read as sentences, and any sentence of any
source that equals one of them after cleaning (case-insensitively) is dropped.

Cleaning: HTML entities unescaped, URLs → "http", @mentions → "@user", retweet markers
("RT @user:") removed, whitespace collapsed. Sentences with fewer than 4 words (not
counting the two placeholders) are dropped, and duplicates are dropped case-insensitively
(the first source in `SOURCES` order keeps it). A fixed 5% of the sentences, chosen by a
SHA-256 of the lowercased text (so a sentence always lands on the same side, whatever else
is in the corpus), is held out for evaluation and never trained on.
"""

from __future__ import annotations

import csv
import hashlib
import html
import json
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Literal

from detectors.paths import REPO_ROOT

SOURCES = ("ihc", "davidson", "toxigen", "diasafety", "brace_seed", "ariiha_pool")
LICENSES = {
    "ihc": "MIT (ElSherief et al. 2021, SALT-NLP/implicit-hate)",
    "davidson": "MIT (Davidson et al. 2017, t-davidson/hate-speech-and-offensive-language)",
    "toxigen": "MIT (Hartvigsen et al. 2022, microsoft/TOXIGEN prompts)",
    "diasafety": "Apache-2.0 (Sun et al. 2022, thu-coai/DiaSafety)",
    "brace_seed": "Apache-2.0 (Parry's own seed windows)",
    "ariiha_pool": "Apache-2.0 (Parry's own ARIIHA seed pool)",
}
FOLDERS = {
    "ihc": "implicit-hate-corpus",
    "davidson": "davidson-hate-offensive",
    "toxigen": "toxigen-prompts",
    "diasafety": "diasafety",
}
HELDOUT_SALT = "faid-mlm-heldout"
DEFAULT_BRACE_SEED = REPO_ROOT / "data" / "brace" / "seed"
DEFAULT_ARIIHA_POOL = REPO_ROOT / "data" / "ariiha" / "seed_pool.jsonl"
PLACEHOLDERS = frozenset({"@user", "http"})

_URL = re.compile(r"(?i)\b(?:https?://|www\.)\S+")
_MENTION = re.compile(r"(?<![\w@])@\w{1,30}")
_RETWEET = re.compile(r"(?i)(?<![\w@#])rt\s*:?\s*(?=@user\b)|^\W*rt\b\s*:?\s*")
_SPACES = re.compile(r"\s+")
_TOXIGEN_JOIN = "\\n-"  # the literal backslash, n, dash between statements (and ending each line)
_LITERAL_NEWLINE = re.compile(r"\\+n")  # leftover escaped newlines inside a statement


class CorpusError(FileNotFoundError):
    """A source's file is missing or unreadable."""


@dataclass(frozen=True, slots=True)
class CorpusConfig:
    """Where the sources are and how the corpus is cut.

    Attributes:
        datasets_root: The shared datasets folder; None: `$PARRY_DATASETS`, else
            `<repo>/../shared/datasets`.
        sources: Which sources to read, a subset of SOURCES (read in SOURCES order).
        brace_seed_dir: The BRACE seed windows.
        ariiha_pool: The ARIIHA seed pool.
        heldout_share: Share of sentences held out for evaluation (by text hash).
        min_words: Shortest sentence kept, in words (placeholders not counted).
        max_sentences: Cap on the training sentences (a text-hash-chosen subset); None: all.
    """

    datasets_root: Path | None = None
    sources: tuple[str, ...] = SOURCES
    brace_seed_dir: Path = DEFAULT_BRACE_SEED
    ariiha_pool: Path = DEFAULT_ARIIHA_POOL
    heldout_share: float = 0.05
    min_words: int = 4
    max_sentences: int | None = None

    def root(self) -> Path:
        """The datasets folder this config reads."""
        if self.datasets_root is not None:
            return Path(self.datasets_root)
        from detectors.brace.public._common import datasets_root

        return datasets_root()

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict (paths as strings) that `from_json` turns back into this config."""
        data = asdict(self)
        data["datasets_root"] = str(self.root())
        data["sources"] = list(self.sources)
        data["brace_seed_dir"] = str(self.brace_seed_dir)
        data["ariiha_pool"] = str(self.ariiha_pool)
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> CorpusConfig:
        """The config `to_json` wrote."""
        return cls(
            datasets_root=Path(data["datasets_root"]) if data.get("datasets_root") else None,
            sources=tuple(data.get("sources", SOURCES)),
            brace_seed_dir=Path(data.get("brace_seed_dir", DEFAULT_BRACE_SEED)),
            ariiha_pool=Path(data.get("ariiha_pool", DEFAULT_ARIIHA_POOL)),
            heldout_share=float(data.get("heldout_share", 0.05)),
            min_words=int(data.get("min_words", 4)),
            max_sentences=data.get("max_sentences"),
        )


@dataclass(frozen=True, slots=True)
class MlmCorpus:
    """The cleaned sentences, split into train and held-out, with counts.

    Attributes:
        train: Training sentences, in source then file order.
        heldout: Held-out sentences, ordered by text hash (a prefix is a fair sample).
        counts: Per source: "read" (raw texts), "kept" (after cleaning, length, dedupe and
            the IHC-evaluation filter), "train" and "heldout" (after the cap).
        dropped: Sentences dropped, by reason: "short", "duplicate", "ihc_eval", "capped".
        config: The config that built it (JSON-ready), to rebuild it at export.
    """

    train: list[str]
    heldout: list[str]
    counts: dict[str, dict[str, int]]
    dropped: dict[str, int]
    config: dict[str, Any] = field(default_factory=dict)

    def summary(self) -> dict[str, Any]:
        """Counts, drops and licenses for metrics.json and the model card."""
        return {
            "train": len(self.train),
            "heldout": len(self.heldout),
            "per_source": self.counts,
            "dropped": self.dropped,
            "licenses": {name: LICENSES[name] for name in self.counts},
        }


def clean_sentence(text: str) -> str:
    """Unescape HTML, URLs → "http", @mentions → "@user", drop retweet markers, collapse whitespace.

    Args:
        text: A raw post, tweet or message.

    Returns:
        The cleaned text, possibly empty.
    """
    text = html.unescape(text).replace("\u200b", "").replace("\ufeff", "")
    text = _URL.sub("http", text)
    text = _MENTION.sub("@user", text)
    text = _RETWEET.sub("", text)
    return _SPACES.sub(" ", text).strip()


def dedupe_key(text: str) -> str:
    """The case-insensitive identity of a cleaned sentence."""
    return _SPACES.sub(" ", text).strip().lower()


def word_count(text: str) -> int:
    """Words in a cleaned sentence, not counting the "@user" and "http" placeholders."""
    return sum(1 for word in text.split() if word.lower().strip(":,.!?") not in PLACEHOLDERS)


def stable_unit(text: str, salt: str = HELDOUT_SALT) -> float:
    """A number in [0, 1) fixed by the (case-insensitive) text: the same on every machine and run."""
    digest = hashlib.sha256(f"{salt}\x00{dedupe_key(text)}".encode()).digest()
    return int.from_bytes(digest[:8], "big") / 2**64


def is_heldout(text: str, share: float = 0.05) -> bool:
    """Whether a sentence belongs to the held-out evaluation text (a fixed `share` by text hash)."""
    return stable_unit(text) < share


# --- sources: each yields raw texts -------------------------------------------------------------


def _require(path: Path, source: str) -> Path:
    if not path.exists():
        raise CorpusError(f"{source}: {path} not found (set --datasets-root or PARRY_DATASETS, or leave {source} out)")
    return path


def ihc_texts(folder: Path, split: Literal["train", "dev", "test"]) -> list[str]:
    """IHC stage-1 posts of one split of the project's fixed 60/20/20 split (`load_ihc`, seed 0)."""
    from detectors.ariiha.datasets import load_ihc
    from detectors.ariiha.pool import PoolError

    try:
        return [d.text for d in load_ihc(folder, split)]
    except PoolError as exc:
        raise CorpusError(str(exc)) from exc


def _davidson(root: Path) -> Iterator[str]:
    path = _require(root / FOLDERS["davidson"] / "data" / "labeled_data.csv", "davidson")
    with path.open(encoding="utf-8", newline="") as fh:
        for row in csv.DictReader(fh):
            yield row["tweet"]


def _toxigen(root: Path) -> Iterator[str]:
    folder = _require(root / FOLDERS["toxigen"], "toxigen")
    files = sorted((folder / "prompts").glob("*.txt")) + sorted((folder / "demonstrations").glob("*/*.txt"))
    for path in files:
        for line in path.read_text(encoding="utf-8").splitlines():
            for piece in line.split(_TOXIGEN_JOIN):
                yield _LITERAL_NEWLINE.sub(" ", piece).strip().removeprefix("-").strip()


def _diasafety(root: Path) -> Iterator[str]:
    path = _require(root / FOLDERS["diasafety"] / "train.json", "diasafety")
    for item in json.loads(path.read_text(encoding="utf-8")):
        yield str(item.get("context", ""))
        yield str(item.get("response", ""))


def _brace_seed(folder: Path) -> Iterator[str]:
    from detectors.brace.windows import load_windows

    for window in load_windows(_require(folder, "brace_seed")):
        for turn in window.turns:
            yield turn.text


def _ariiha_pool(path: Path) -> Iterator[str]:
    with _require(path, "ariiha_pool").open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                yield str(json.loads(line).get("text", ""))


def _readers(cfg: CorpusConfig) -> dict[str, Callable[[], Iterator[str]]]:
    root = cfg.root()
    ihc = root / FOLDERS["ihc"]
    return {
        "ihc": lambda: iter(ihc_texts(_require(ihc, "ihc"), "train")),
        "davidson": lambda: _davidson(root),
        "toxigen": lambda: _toxigen(root),
        "diasafety": lambda: _diasafety(root),
        "brace_seed": lambda: _brace_seed(Path(cfg.brace_seed_dir)),
        "ariiha_pool": lambda: _ariiha_pool(Path(cfg.ariiha_pool)),
    }


def ihc_eval_keys(cfg: CorpusConfig) -> set[str]:
    """Dedupe keys of the cleaned IHC dev and test posts (empty when the IHC folder is absent)."""
    folder = cfg.root() / FOLDERS["ihc"]
    if not folder.exists():
        return set()
    keys: set[str] = set()
    for split in ("dev", "test"):
        for text in ihc_texts(folder, split):
            keys.add(dedupe_key(text))
            keys.add(dedupe_key(clean_sentence(text)))
    return keys


def build_corpus(cfg: CorpusConfig | None = None, *, exclude: Sequence[str] = ()) -> MlmCorpus:
    """Read, clean, filter, deduplicate and split the sources.

    Args:
        cfg: The config; None reads every source from the default places.
        exclude: Further texts never to train or evaluate on (matched after cleaning,
            case-insensitively), on top of IHC dev/test.

    Returns:
        The corpus.

    Raises:
        CorpusError: A selected source's file is missing.
        ValueError: An unknown source name.
    """
    cfg = cfg or CorpusConfig()
    unknown = [s for s in cfg.sources if s not in SOURCES]
    if unknown:
        raise ValueError(f"unknown corpus source(s) {unknown}; known: {', '.join(SOURCES)}")
    readers = _readers(cfg)
    banned = ihc_eval_keys(cfg)  # whichever sources are read, whenever the IHC folder is there
    banned |= {dedupe_key(clean_sentence(t)) for t in exclude}
    seen: set[str] = set()
    dropped = {"short": 0, "duplicate": 0, "ihc_eval": 0, "capped": 0}
    counts: dict[str, dict[str, int]] = {}
    train: list[tuple[str, str]] = []  # (source, sentence)
    heldout: list[tuple[str, str]] = []
    for source in SOURCES:
        if source not in cfg.sources:
            continue
        tally = counts.setdefault(source, {"read": 0, "kept": 0, "train": 0, "heldout": 0})
        for raw in readers[source]():
            tally["read"] += 1
            text = clean_sentence(raw)
            if word_count(text) < cfg.min_words:
                dropped["short"] += 1
                continue
            key = dedupe_key(text)
            if key in banned:
                dropped["ihc_eval"] += 1
                continue
            if key in seen:
                dropped["duplicate"] += 1
                continue
            seen.add(key)
            tally["kept"] += 1
            (heldout if is_heldout(text, cfg.heldout_share) else train).append((source, text))
    if cfg.max_sentences is not None and len(train) > cfg.max_sentences:
        chosen = set(
            sorted(range(len(train)), key=lambda i: stable_unit(train[i][1], "faid-mlm-cap"))[: cfg.max_sentences]
        )
        dropped["capped"] = len(train) - len(chosen)
        train = [item for i, item in enumerate(train) if i in chosen]
    heldout.sort(key=lambda item: stable_unit(item[1], "faid-mlm-order"))
    for source, _ in train:
        counts[source]["train"] += 1
    for source, _ in heldout:
        counts[source]["heldout"] += 1
    return MlmCorpus(
        train=[t for _, t in train],
        heldout=[t for _, t in heldout],
        counts=counts,
        dropped=dropped,
        config=cfg.to_json(),
    )
