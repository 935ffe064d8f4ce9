"""FIRE's evidence store: admin-curated passages, each with its source, searched with BM25.

A folder, read recursively in sorted order, holds documents of three kinds (hidden files are left
out; files with other suffixes are skipped, with a warning that names them):

- `.md` / `.txt`: a front-matter block, then the body. Each blank-line paragraph is a passage;
  headings are not passages but join the title of the passages under them::

      ---
      source: https://example.org/page   (required: a URL or a full citation)
      title: Shown with the passage       (optional, defaults to the file name)
      note: For curators, not indexed     (optional)
      ---

- `.jsonl`: one passage per line, `{"id"?, "title"?, "source", "text"}`.

A file or line without a source fails the load, naming where: evidence never travels without
where it came from. The guide for admins is data/fire/EVIDENCE.md.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import re
from collections.abc import Iterator, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any, Literal, Protocol

import bm25s
import numpy as np
import Stemmer
from bm25s.stopwords import STOPWORDS_EN
from pydantic import BaseModel, ConfigDict, Field

from detectors.errors import StartupFileError
from responders.fire.types import Evidence

log = logging.getLogger(__name__)
# bm25s sets its logger to DEBUG, so each index build would reach Parry's handlers.
logging.getLogger("bm25s").setLevel(logging.WARNING)

DEFAULT_PATH = "data/fire/evidence"
# On the shipped pack (28 passages) a query sharing one everyday word with a passage ("people",
# "country", "children") scores at most about 1.3, while the right passage for a real analyst query
# scores 2.2 or more. BM25's idf grows with the store's size, so a large store may want more.
DEFAULT_MIN_SCORE = 1.5
RELATIVE_CUT = 0.5  # a passage scoring under half the best one is about something else
RERANK_POOL = 4  # the reranker re-orders the top RERANK_POOL * k BM25 candidates
BM25_WEIGHT = 0.5  # the blend when re-ranking: this much normalised BM25, the rest cosine

_SUFFIXES = frozenset({".md", ".txt", ".jsonl"})
_HEADER_KEYS = ("source", "title", "note")
_JSONL_KEYS = frozenset({"id", "title", "source", "text"})
_TOKEN = re.compile(r"[a-z0-9']+")
_STOP = frozenset(STOPWORDS_EN)
_HEADING = re.compile(r"^(#{1,6})\s+(.*?)(?:\s+#+)?\s*$")

Vectors = np.ndarray[Any, np.dtype[np.float64]]


class EvidenceError(StartupFileError, ValueError):
    """The evidence folder cannot be loaded as it is; the message says where and why."""


class Reranker(Protocol):
    """Sentence embeddings for the optional re-rank: one L2-normalised row per text."""

    def embed(self, texts: list[str]) -> np.ndarray[Any, Any]: ...


class WebSearch(Protocol):
    """A web-search provider: each result must carry its source like any other evidence."""

    async def search(self, query: str, k: int) -> list[Evidence]: ...


class EvidenceConfig(BaseModel):
    """Where FIRE's evidence comes from."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    path: str = Field(DEFAULT_PATH, description="Folder of curated documents (.md, .txt, .jsonl), read recursively.")
    top_k: int = Field(3, ge=1, le=10, description="Passages retrieved for one reply.")
    min_score: float = Field(
        DEFAULT_MIN_SCORE, ge=0, description="Lowest BM25 score a passage needs; raise it for a large store."
    )
    rerank_model: str | None = Field(
        None,
        description="An exported sentence encoder (a folder like models/fire-memory) that re-ranks the BM25 "
        "candidates by meaning; unset: BM25 alone.",
    )
    web_search: Literal["off"] = Field(
        "off", description="The hook for a web-search provider (WebSearch); none ships yet, so only 'off'."
    )


class EvidenceStore:
    """BM25 over the passages; `search` returns only passages that share enough with the query."""

    def __init__(
        self, passages: Sequence[Evidence], *, min_score: float = DEFAULT_MIN_SCORE, reranker: Reranker | None = None
    ) -> None:
        self.passages = tuple(passages)
        seen: set[str] = set()
        for p in self.passages:
            if p.doc_id in seen:
                raise EvidenceError(f"two passages share the id {p.doc_id!r}")
            seen.add(p.doc_id)
        self.min_score = min_score
        self.version = _version(self.passages)
        self._stemmer = Stemmer.Stemmer("english")
        self._reranker = reranker
        self._bm25: bm25s.BM25 | None = None
        self._vectors: Vectors | None = None
        if self.passages:
            texts = [_index_text(p) for p in self.passages]
            self._bm25 = bm25s.BM25()
            self._bm25.index([self._tokens(t) or ["<empty>"] for t in texts], show_progress=False)
            if reranker is not None:
                # Once here rather than per query: passages do not change, replies wait on search.
                self._vectors = _embed(reranker, texts)

    @classmethod
    def load(
        cls, path: Path | str, *, min_score: float = DEFAULT_MIN_SCORE, reranker: Reranker | None = None
    ) -> EvidenceStore:
        root = Path(path)
        if not root.is_dir():
            raise EvidenceError(f"{root}: no such evidence folder")
        passages: list[Evidence] = []
        skipped: list[str] = []
        for file in sorted(root.rglob("*")):
            rel = file.relative_to(root)
            if not file.is_file() or any(part.startswith(".") for part in rel.parts):
                continue
            suffix = file.suffix.lower()
            if suffix not in _SUFFIXES:
                skipped.append(rel.as_posix())
            elif suffix == ".jsonl":
                passages += _read_jsonl(file, rel)
            else:
                passages += _read_document(file, rel)
        if skipped:
            log.warning("evidence: skipped %d file(s) that are not .md, .txt or .jsonl: %s", len(skipped), skipped)
        store = cls(passages, min_score=min_score, reranker=reranker)
        if passages:
            log.info("evidence: %d passages from %s (version %s)", len(store), root, store.version)
        else:
            log.info("evidence: %s holds no documents; searches will return nothing", root)
        return store

    def __len__(self) -> int:
        return len(self.passages)

    def search(self, query: str, k: int = 3) -> list[Evidence]:
        """The best k passages, best first, with their BM25 scores; [] when nothing is close enough.

        The score stays BM25 when a reranker re-orders them, so thresholds and the audit trail read
        the same either way.
        """
        if self._bm25 is None or k <= 0:
            return []
        terms = [t for t in self._tokens(query) if t in self._bm25.vocab_dict]
        if not terms:
            return []
        scores = np.asarray(self._bm25.get_scores(terms), dtype=np.float64)
        floor = max(self.min_score, RELATIVE_CUT * float(scores.max()))
        keep = np.flatnonzero((scores >= floor) & (scores > 0))
        order = keep[np.lexsort((keep, -scores[keep]))]  # ties by load order, for determinism
        if self._reranker is not None and self._vectors is not None and len(order) > 1:
            order = _rerank(order[: RERANK_POOL * k], scores, self._vectors, _embed(self._reranker, [query])[0])
        return [replace(self.passages[i], score=float(scores[i])) for i in order[:k]]

    def _tokens(self, text: str) -> list[str]:
        """ARIIHA's recipe: lowercased words, bm25s English stop words dropped, Snowball-stemmed."""
        return list(self._stemmer.stemWords([t for t in _TOKEN.findall(text.lower()) if t not in _STOP]))


async def gather_evidence(
    store: EvidenceStore, query: str, k: int, web: WebSearch | None = None, *, timeout_s: float = 10.0
) -> list[Evidence]:
    """The store's passages first; a configured web provider fills the places they leave.

    Curated evidence outranks the open web, so the provider is asked only when the store comes up
    short, and its scores are never compared with BM25. A failing or slow provider costs only its
    own results.
    """
    found = store.search(query, k)
    if web is None or len(found) >= k:
        return found
    try:
        async with asyncio.timeout(timeout_s):
            results = await web.search(query, k)
    except Exception:
        log.warning("evidence: web search failed; using the store's passages only", exc_info=True)
        return found
    seen = {(e.source, e.text) for e in found}
    for e in results:
        if not (e.source or "").strip():
            log.warning("evidence: dropped a web result without a source (%r)", e.title)
        elif (e.source, e.text) not in seen and len(found) < k:
            seen.add((e.source, e.text))
            found.append(e)
    return found


def _read_document(file: Path, rel: Path) -> list[Evidence]:
    lines = file.read_text(encoding="utf-8-sig").splitlines()
    header, body = _front_matter(file, lines)
    if not header.get("source"):
        raise EvidenceError(f"{file}: the front matter has no 'source:' (a URL or a full citation)")
    title = header.get("title") or file.stem
    doc = rel.with_suffix("").as_posix()
    return [
        Evidence(f"{doc}#{n}", " — ".join(dict.fromkeys((title, *headings))), header["source"], text, 0.0)
        for n, (headings, text) in enumerate(_paragraphs(lines[body:]), start=1)
    ]


def _front_matter(file: Path, lines: list[str]) -> tuple[dict[str, str], int]:
    """The `---` block's fields and the index of the first body line."""
    if not lines or lines[0].strip() != "---":
        raise EvidenceError(f"{file}:1: expected front matter: a '---' line, 'source: ...', then '---'")
    header: dict[str, str] = {}
    for n, line in enumerate(lines[1:], start=2):
        if line.strip() == "---":
            return header, n
        if not line.strip():
            continue
        key, sep, value = line.partition(":")
        key = key.strip().lower()
        if not sep or key not in _HEADER_KEYS:
            raise EvidenceError(f"{file}:{n}: front matter takes {', '.join(k + ':' for k in _HEADER_KEYS)} only")
        value = value.strip()
        if len(value) > 1 and value[0] == value[-1] and value[0] in "'\"":
            value = value[1:-1]
        header[key] = value
    raise EvidenceError(f"{file}: the front matter is not closed with '---'")


def _paragraphs(lines: Sequence[str]) -> Iterator[tuple[tuple[str, ...], str]]:
    """Blank-line paragraphs, each with the headings above it, outermost first."""
    headings: list[tuple[int, str]] = []
    para: list[str] = []
    for line in [*lines, ""]:
        heading = _HEADING.match(line)
        if heading or not line.strip():
            if para:
                yield tuple(h for _, h in headings), " ".join(para)
                para = []
            if heading:
                level = len(heading.group(1))
                headings = [(lv, h) for lv, h in headings if lv < level] + [(level, heading.group(2))]
        else:
            para.append(line.strip())


def _read_jsonl(file: Path, rel: Path) -> list[Evidence]:
    out: list[Evidence] = []
    for n, line in enumerate(file.read_text(encoding="utf-8-sig").splitlines(), start=1):
        if not line.strip():
            continue
        where = f"{file}:{n}"
        try:
            row = json.loads(line)
        except json.JSONDecodeError as e:
            raise EvidenceError(f"{where}: not valid JSON ({e.msg})") from None
        if not isinstance(row, dict):
            raise EvidenceError(f"{where}: expected a JSON object")
        if unknown := sorted(set(row) - _JSONL_KEYS):
            raise EvidenceError(f"{where}: unknown field(s) {unknown}; a line takes id, title, source, text")
        source, text = _field(row, "source", where), _field(row, "text", where)
        if source is None:
            raise EvidenceError(f"{where}: no 'source' (a URL or a full citation)")
        if text is None:
            raise EvidenceError(f"{where}: no 'text'")
        doc_id = _field(row, "id", where) or f"{rel.with_suffix('').as_posix()}:{n}"
        out.append(Evidence(doc_id, _field(row, "title", where) or file.stem, source, text, 0.0))
    return out


def _field(row: dict[str, Any], key: str, where: str) -> str | None:
    value = row.get(key)
    if value is None:
        return None
    if not isinstance(value, str):
        raise EvidenceError(f"{where}: '{key}' must be a string")
    return value.strip() or None


def _index_text(p: Evidence) -> str:
    return f"{p.title}\n{p.text}"


def _version(passages: Sequence[Evidence]) -> str:
    """A short hash of every passage and its source, for the audit trail."""
    rows = [[p.doc_id, p.title, p.source, p.text] for p in passages]
    return hashlib.sha256(json.dumps(rows, ensure_ascii=False).encode()).hexdigest()[:12]


def _rerank(order: np.ndarray[Any, Any], scores: Vectors, vectors: Vectors, query: Vectors) -> np.ndarray[Any, Any]:
    """The candidates re-ordered by a blend of BM25 (scaled to the best candidate) and cosine."""
    blend = BM25_WEIGHT * scores[order] / scores[order].max() + (1 - BM25_WEIGHT) * (vectors[order] @ query)
    return order[np.lexsort((order, -blend))]


def _embed(reranker: Reranker, texts: list[str]) -> Vectors:
    vectors = np.asarray(reranker.embed(texts), dtype=np.float64)
    if vectors.ndim != 2 or len(vectors) != len(texts):
        raise ValueError(f"the reranker returned shape {vectors.shape} for {len(texts)} texts")
    # Normalised again here: an embedder that forgets would tilt the blend towards long vectors.
    unit: Vectors = vectors / np.maximum(np.linalg.norm(vectors, axis=1, keepdims=True), 1e-12)
    return unit
