"""FIRE's evidence store: formats, sources, BM25 search, versions, re-ranking and the web hook."""

from __future__ import annotations

import asyncio
import logging
import shutil
from pathlib import Path

import numpy as np
import pytest
from pydantic import ValidationError

from responders.fire.evidence import (
    DEFAULT_MIN_SCORE,
    EvidenceConfig,
    EvidenceError,
    EvidenceStore,
    gather_evidence,
)
from responders.fire.types import Evidence

PACK = Path(__file__).resolve().parents[3] / "data" / "fire" / "evidence"


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def pack() -> EvidenceStore:
    return EvidenceStore.load(PACK)


# --- formats ----------------------------------------------------------------------------------


def test_markdown_text_and_jsonl_keep_their_sources(tmp_path: Path) -> None:
    write(
        tmp_path / "guide" / "topic.md",
        "---\ntitle: Topic\nsource: https://example.org/topic\nnote: for curators only\n---\n\n"
        "# Topic\n\nFirst paragraph,\nwrapped over two lines.\n\n## Details\n\nSecond paragraph.\n\n"
        "### Deeper\n\nThird.\n\n## Other\n\nFourth.\n",
    )
    write(tmp_path / "plain.txt", '---\nsource: "Author. A Book. Publisher, 2001."\n---\nOnly paragraph.\n')
    write(
        tmp_path / "lines.jsonl",
        '{"id": "x1", "title": "Line one", "source": "https://example.org/1", "text": "Alpha."}\n\n'
        '{"source": "https://example.org/2", "text": "Beta."}\n',
    )
    store = EvidenceStore.load(tmp_path, min_score=0.0)

    # Files in sorted order, passages in file order; headings join the title, outermost first.
    assert [(p.doc_id, p.title, p.source, p.text) for p in store.passages] == [
        ("guide/topic#1", "Topic", "https://example.org/topic", "First paragraph, wrapped over two lines."),
        ("guide/topic#2", "Topic — Details", "https://example.org/topic", "Second paragraph."),
        ("guide/topic#3", "Topic — Details — Deeper", "https://example.org/topic", "Third."),
        ("guide/topic#4", "Topic — Other", "https://example.org/topic", "Fourth."),
        ("x1", "Line one", "https://example.org/1", "Alpha."),
        ("lines:3", "lines", "https://example.org/2", "Beta."),
        ("plain#1", "plain", "Author. A Book. Publisher, 2001.", "Only paragraph."),
    ]
    assert len(store) == 7
    assert store.search("curators") == []  # the note is not indexed


def test_hidden_and_other_files_are_skipped_with_a_warning(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    write(tmp_path / "a.md", "---\nsource: s\n---\nText.\n")
    write(tmp_path / "notes.docx", "binary")
    write(tmp_path / ".hidden.md", "no front matter at all")
    with caplog.at_level(logging.WARNING, logger="responders.fire.evidence"):
        store = EvidenceStore.load(tmp_path)
    assert len(store) == 1
    assert "notes.docx" in caplog.text and ".hidden" not in caplog.text


@pytest.mark.parametrize(
    ("name", "text", "where"),
    [
        ("a.md", "---\ntitle: No source\n---\nText.\n", "a.md: the front matter has no 'source:'"),
        ("a.md", "---\nsource:\n---\nText.\n", "a.md: the front matter has no 'source:'"),
        ("a.txt", "Text without any front matter.\n", "a.txt:1: expected front matter"),
        ("a.md", "---\nsource: s\n", "a.md: the front matter is not closed"),
        ("a.md", "---\nsource: s\nsorce: t\n---\nText.\n", "a.md:3: front matter takes source:, title:, note:"),
        ("a.jsonl", '{"source": "s", "text": "ok"}\n{"text": "no source"}\n', "a.jsonl:2: no 'source'"),
        ("a.jsonl", '{"source": "  ", "text": "blank"}\n', "a.jsonl:1: no 'source'"),
        ("a.jsonl", '{"source": "s"}\n', "a.jsonl:1: no 'text'"),
        ("a.jsonl", '{"source": "s", "text": "t", "url": "u"}\n', "a.jsonl:1: unknown field(s) ['url']"),
        ("a.jsonl", '{"source": 3, "text": "t"}\n', "a.jsonl:1: 'source' must be a string"),
        ("a.jsonl", "not json\n", "a.jsonl:1: not valid JSON"),
        ("a.jsonl", '["s", "t"]\n', "a.jsonl:1: expected a JSON object"),
    ],
)
def test_a_passage_without_its_source_fails_the_load_naming_where(
    tmp_path: Path, name: str, text: str, where: str
) -> None:
    write(tmp_path / "fine.md", "---\nsource: s\n---\nFine.\n")
    write(tmp_path / name, text)
    with pytest.raises(EvidenceError) as err:
        EvidenceStore.load(tmp_path)
    assert str(err.value).startswith(str(tmp_path / where.split(":")[0]))
    assert where in str(err.value)


def test_duplicate_ids_and_a_missing_folder_fail(tmp_path: Path) -> None:
    write(
        tmp_path / "a.jsonl", '{"id": "d", "source": "s", "text": "one"}\n{"id": "d", "source": "s", "text": "two"}\n'
    )
    with pytest.raises(EvidenceError, match="'d'"):
        EvidenceStore.load(tmp_path)
    with pytest.raises(EvidenceError, match="no such evidence folder"):
        EvidenceStore.load(tmp_path / "missing")


def test_an_empty_folder_is_an_empty_store_that_says_so(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.INFO, logger="responders.fire.evidence"):
        store = EvidenceStore.load(tmp_path)
    assert len(store) == 0
    assert store.search("vaccines autism") == []
    assert "holds no documents" in caplog.text


# --- the shipped pack -------------------------------------------------------------------------


def test_the_shipped_pack_cites_a_source_for_every_passage(pack: EvidenceStore) -> None:
    docs = {p.doc_id.split("#")[0] for p in pack.passages}
    assert 8 <= len(docs) <= 15
    assert all(p.source.strip() and p.text.strip() for p in pack.passages)
    for doc in PACK.glob("*.md"):
        assert "not Parry's factual claims" in doc.read_text(encoding="utf-8").split("---")[1]


@pytest.mark.parametrize(
    ("query", "doc"),
    [
        ("protocols elders zion forgery", "protocols-of-the-elders-of-zion"),
        ("vaccines autism", "mmr-"),
        ("MMR vaccine causes autism Wakefield", "mmr-autism-paper-retracted"),
        ("undocumented immigrants crime rates", "undocumented-immigrants-crime-texas"),
        ("immigrants commit more crime", "immigrants-crime-national-academies"),
        ("homosexuality is a mental illness", "sexual-orientation-not-a-disorder"),
        ("Jews ritual murder blood libel", "blood-libel"),
        ("girls worse at math than boys", "gender-math-performance"),
    ],
)
def test_search_puts_the_relevant_passage_first(pack: EvidenceStore, query: str, doc: str) -> None:
    found = pack.search(query, k=3)
    assert found and found[0].doc_id.startswith(doc)


def test_search_scores_are_bm25_best_first_and_above_the_floors(pack: EvidenceStore) -> None:
    found = pack.search("undocumented immigrants crime rates", k=3)
    assert len(found) == 3
    scores = [e.score for e in found]
    assert scores == sorted(scores, reverse=True)
    assert min(scores) >= max(DEFAULT_MIN_SCORE, 0.5 * scores[0])
    assert len(pack.search("undocumented immigrants crime rates", k=1)) == 1


def test_a_passage_far_below_the_best_match_is_left_out(pack: EvidenceStore) -> None:
    # The blood-libel passage shares only "violence" with the query: above min_score, under half the best.
    found = pack.search("Muslims support terrorism violence against civilians", k=3)
    assert found and all(e.doc_id.startswith("muslims-views-on-violence") for e in found)


@pytest.mark.parametrize(
    "query",
    ["the weather is nice today", "", "!!!", "people from this country are lazy", "children play outside"],
)
def test_unrelated_queries_return_nothing(pack: EvidenceStore, query: str) -> None:
    # The last two share everyday words ("people", "country", "children") with some passages.
    assert pack.search(query) == []


def test_the_note_is_not_indexed() -> None:
    # Words found only in each document's note; no floor, so any indexed match would come back.
    assert EvidenceStore.load(PACK, min_score=0.0).search("Parry demo admins curate") == []


# --- version ----------------------------------------------------------------------------------


def test_version_follows_the_content(tmp_path: Path, pack: EvidenceStore) -> None:
    copy = tmp_path / "pack"
    shutil.copytree(PACK, copy)
    assert EvidenceStore.load(copy).version == pack.version
    assert len(pack.version) == 12

    doc = copy / "blood-libel.md"
    original = doc.read_text(encoding="utf-8")
    doc.write_text(original.replace("no basis in fact", "no basis in any fact"), encoding="utf-8")
    edited = EvidenceStore.load(copy).version
    assert edited != pack.version

    doc.write_text(original.replace("article/blood-libel", "article/blood-libel-2"), encoding="utf-8")
    assert EvidenceStore.load(copy).version not in (pack.version, edited)


# --- re-ranking -------------------------------------------------------------------------------


class FakeEmbedder:
    """Deterministic: a text's vector marks which groups of words it contains, plus a constant."""

    def __init__(self, *groups: tuple[str, ...]) -> None:
        self.groups = groups
        self.calls: list[list[str]] = []

    def embed(self, texts: list[str]) -> np.ndarray:
        self.calls.append(texts)
        rows = [[float(any(w in t.lower() for w in g)) for g in self.groups] + [0.1] for t in texts]
        return np.array(rows) * 3.0  # not normalised: the store must not depend on it


PASSAGES = [
    Evidence("a", "Vaccines and autism", "https://example.org/a", "Vaccines do not cause autism; vaccines, autism.", 0),
    Evidence("b", "A cohort", "https://example.org/b", "A Danish cohort found vaccines do not cause autism.", 0),
    Evidence("c", "Other", "https://example.org/c", "Something else entirely.", 0),
]


def test_a_reranker_reorders_the_bm25_candidates() -> None:
    query = "vaccines autism in Denmark"  # "denmark" is in no passage: only the embedder sees it
    plain = EvidenceStore(PASSAGES, min_score=0.0).search(query)  # three passages: BM25 scores are small
    assert [e.doc_id for e in plain] == ["a", "b"]

    embedder = FakeEmbedder(("denmark", "danish"))
    reranked = EvidenceStore(PASSAGES, min_score=0.0, reranker=embedder).search(query)
    assert [e.doc_id for e in reranked] == ["b", "a"]
    assert {e.doc_id: e.score for e in reranked} == {e.doc_id: e.score for e in plain}  # still BM25
    assert embedder.calls == [[f"{p.title}\n{p.text}" for p in PASSAGES], [query]]  # passages once, at load


def test_a_reranker_returning_the_wrong_shape_is_refused() -> None:
    class Broken:
        def embed(self, texts: list[str]) -> np.ndarray:
            return np.ones(len(texts))

    with pytest.raises(ValueError, match="shape"):
        EvidenceStore(PASSAGES, reranker=Broken())


# --- web search -------------------------------------------------------------------------------


class FakeWeb:
    def __init__(self, results: list[Evidence] | None = None, error: BaseException | None = None, delay: float = 0):
        self.results, self.error, self.delay = results or [], error, delay
        self.queries: list[tuple[str, int]] = []

    async def search(self, query: str, k: int) -> list[Evidence]:
        self.queries.append((query, k))
        await asyncio.sleep(self.delay)
        if self.error is not None:
            raise self.error
        return self.results


def web_result(n: int, source: str = "https://example.net/") -> Evidence:
    return Evidence(f"web{n}", f"Web {n}", source and f"{source}{n}", f"Web text {n}.", 0.9)


async def test_web_results_fill_the_places_the_store_leaves(pack: EvidenceStore) -> None:
    store_only = pack.search("homosexuality is a mental illness", k=3)
    assert 0 < len(store_only) < 3
    web = FakeWeb([web_result(1, source=""), web_result(2), web_result(3), web_result(4)])
    found = await gather_evidence(pack, "homosexuality is a mental illness", 3, web)
    assert found[: len(store_only)] == store_only  # curated evidence first
    assert [e.doc_id for e in found[len(store_only) :]] == ["web2", "web3"][: 3 - len(store_only)]
    assert all(e.source for e in found)  # the result without a source was dropped
    assert web.queries == [("homosexuality is a mental illness", 3)]


async def test_the_web_is_not_asked_when_the_store_has_enough(pack: EvidenceStore) -> None:
    web = FakeWeb([web_result(1)])
    found = await gather_evidence(pack, "undocumented immigrants crime rates", 3, web)
    assert len(found) == 3 and all(not e.doc_id.startswith("web") for e in found)
    assert web.queries == []
    assert await gather_evidence(pack, "vaccines autism", 3) == pack.search("vaccines autism", 3)  # off by default


@pytest.mark.parametrize("web", [FakeWeb(error=RuntimeError("provider down")), FakeWeb([web_result(1)], delay=5)])
async def test_a_failing_or_slow_provider_still_returns_the_store_results(
    pack: EvidenceStore, web: FakeWeb, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.WARNING, logger="responders.fire.evidence"):
        found = await gather_evidence(pack, "homosexuality is a mental illness", 3, web, timeout_s=0.05)
    assert found == pack.search("homosexuality is a mental illness", 3) and found
    assert "web search failed" in caplog.text


# --- config -----------------------------------------------------------------------------------


def test_config_defaults_and_strictness() -> None:
    config = EvidenceConfig()
    assert (config.path, config.top_k, config.min_score, config.web_search) == (
        "data/fire/evidence",
        3,
        DEFAULT_MIN_SCORE,
        "off",
    )
    with pytest.raises(ValidationError):
        EvidenceConfig(web_search="bing")
    with pytest.raises(ValidationError):
        EvidenceConfig(unknown=1)  # type: ignore[call-arg]
    with pytest.raises(ValidationError):
        config.top_k = 5  # type: ignore[misc]
