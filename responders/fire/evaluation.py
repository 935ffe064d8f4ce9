"""`parry eval counterspeech`: FIRE as it ships, scored on the CONAN family's test split.

The data (research-only license) is read by path and never copied: the report holds row ids
and numbers only, and `leaked_texts` checks a serialised report for any CONAN text before it
is written. Items:

- **multitarget** (Multitarget-CONAN): one item per distinct hate speech (HS) of the split,
  every counter-narrative (CN) written for it a reference; id `mt<INDEX>` of its first row.
- **dialoconan** (DIALOCONAN): one item per HS turn, with up to `DIALOGUE_CONTEXT` turns
  before it as the conversation and the CN turn that answers it as the reference; id
  `dialo<dialogue id>-<turn id>`.

The split is `detectors.brace.public.conan`'s (rows and dialogues joined by shared HS text,
hashed 80/10/10), so no HS of the test split is in BRACE's train or dev data. `--limit N`
keeps the N items of each data set with the smallest SHA-256 of their id.

Labels and definitions (what the report's numbers mean):

- **Target accuracy**: CONAN's TARGET mapped onto FIRE's `TARGETS` (`map_target`; a mixed
  label such as MIGRANTS/MUSLIMS accepts either) against the analyst's target.
- **Type accuracy** needs hate types, which no CONAN file has: rows annotated in
  `data/fire/conan_type_annotations.jsonl` (`{"dataset": "multitarget", "index": INDEX,
  "hate_type": ...}`) when that file exists; the memory module's type accuracy on Parry's own
  exemplar test split (`split_by_family`, index = the train split) is always reported too,
  and on the LLM path the analyst's on that split.
- **Purity**: the memory module's purity (`responders.fire.memory.index`) of each item, its
  quartiles, and the share under the responder's purity threshold (the analyst is then asked
  to choose between the top two types).
- **Toxicity**: every draft the safety gate reviewed (what the generator or the template
  wrote, before the gate's decision) is run again through the gate's detector checks
  (`bot.runtime.counterspeech.gate_checks`: BRACE, the filter rules, FAID where on), one draft
  per call as the gate runs them; a draft is flagged when any check flags it. Reported per
  draft kind (LLM, template) and per reply template, with the gate's rejection reasons counted
  by category (`reason_category`), and how many drafts' flags change when checked in batches.
- **Citations**: for final drafts whose type is factual, the share that cite at least one
  retrieved passage, and the share whose every citation is *supported*: the sentence that
  carries `[n]` and passage n share at least `SUPPORT_MIN_SHARED` content stems (English
  Snowball stems of words of 3+ letters that are not stop words). This is a crude lexical
  check, not entailment. Posted (auto-postable) factual drafts always cite, by construction.
- **Similarity**: the final reply (its sources line removed) against the references: cosine of
  mean-pooled all-MiniLM-L6-v2 embeddings (the untuned ONNX export, `--similarity-model`), the
  best reference counting; beside it the same cosine against another item's references (the
  next item's, cyclically) as a chance level. Corpus BLEU, chrF and TER by sacrebleu (multi-
  reference). METEOR is not computed: it needs NLTK's WordNet data, which cannot be fetched here.
- **Cost**: wall-clock ms per reply (`FireResponder.respond`, one at a time, p50/p95), LLM
  calls per reply, and the peak RSS (VmHWM) of a fresh process that only loads the memory
  encoder and index and classifies the items (`responders.fire.memory.footprint`).
"""

from __future__ import annotations

import csv
import os
import platform
import re
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

import numpy as np
import orjson
import Stemmer
from bm25s.stopwords import STOPWORDS_EN

from detectors.ariiha.targets import TargetLexicon
from detectors.base import Detector
from detectors.brace.metrics import confusion_matrix, precision_recall_f1
from detectors.brace.public._common import check_split, stable_rank
from detectors.brace.public.conan import in_split, read_corpus
from detectors.llm import LLMCall, LLMClient
from detectors.machine import cpu_name
from detectors.text.normalize import normalize
from detectors.types import ChatMessage, CheckResult, ConversationWindow, WindowMessage
from responders.fire.analyst import analyse
from responders.fire.gate import DraftCheck, SafetyGate, words
from responders.fire.memory.encoder import Encoder
from responders.fire.memory.index import MemoryIndex
from responders.fire.responder import FireRequest, FireResponder
from responders.fire.types import FACTUAL_TYPES, TARGETS, Analysis, Draft, Evidence, Exemplar, GateResult, HateType

DATASETS = ("multitarget", "dialoconan")
DEFAULT_DATA_ROOT = "../shared/datasets/conan"
DEFAULT_TYPE_LABELS = "data/fire/conan_type_annotations.jsonl"
DEFAULT_SIMILARITY_MODEL = "var/fire/memory/baseline"
SIMILARITY_HINT = (
    "export the untuned all-MiniLM-L6-v2 once (needs the train extra): "
    "python -m responders.fire.memory.training export --untuned --out var/fire/memory/baseline"
)
DIALOGUE_CONTEXT = 5  # turns before an HS turn passed as its conversation (the analyst reads 5)
SIMILARITY_MAX_TOKENS = 256  # all-MiniLM-L6-v2's own limit; replies and CNs run longer than the memory's 64
SUPPORT_MIN_SHARED = 2
TOXICITY_TARGET = 0.02  # the issue's bar: at most 2% of drafts flagged
PAPER_TOXICITY = 0.016  # what the FIRE paper reports
PLUMBING_NOTE = (
    "LLM path with a tiny embedded model (SmolLM2-135M): a plumbing check of the analyst and "
    "generator calls, not a measure of FIRE's quality"
)
HATE = "hate"

DraftKind = Literal["llm", "template"]

# CONAN's TARGET values onto FIRE's groups (responders.fire.types.TARGETS).
CONAN_TARGETS: Mapping[str, str] = {
    "MUSLIMS": "muslims",
    "MIGRANTS": "migrants",
    "WOMEN": "women",
    "LGBT+": "lgbt+",
    "JEWS": "jews",
    "POC": "poc",
    "DISABLED": "disabled",
    "OTHER": "other",
}
assert set(CONAN_TARGETS.values()) <= set(TARGETS)

_SENTENCE = re.compile(r"[^.!?\n]+[.!?]*")
_CITATION = re.compile(r"\[(\d{1,2})\]")
_SOURCES = "\nSources: "
_STOP = frozenset(STOPWORDS_EN)
_STEMMER = Stemmer.Stemmer("english")
_FLAGGED = re.compile(r"^([\w.-]+) flagged the draft")


class EvaluationDataError(ValueError):
    """The data folder or a labels file cannot be used; the message names the path."""


# ---------------------------------------------------------------------------- data


@dataclass(frozen=True, slots=True)
class EvalItem:
    """One hate speech to answer. `text`, `context` and `references` are CONAN text: never serialised."""

    id: str
    dataset: str
    text: str
    context: tuple[str, ...]
    references: tuple[str, ...]
    targets: frozenset[str]  # FIRE targets the TARGET label accepts
    rows: tuple[str, ...]  # the data set's rows behind it ("mt<INDEX>" or the dialogue turn id)
    hate_type: HateType | None = None  # from the type annotations, where there is one
    type_confident: bool | None = None  # the annotation's confidence is "high" (None: not given)
    type_second: HateType | None = None  # the other type that fits, for a low-confidence annotation


def map_target(label: str) -> frozenset[str]:
    """FIRE targets of a CONAN TARGET label: one per "/"-separated part, "other" for anything unknown."""
    parts = [p.strip().upper() for p in label.split("/") if p.strip()]
    return frozenset(CONAN_TARGETS.get(p, "other") for p in parts) or frozenset({"other"})


def _csv_rows(path: Path) -> list[dict[str, str]]:
    try:
        with path.open(encoding="utf-8", newline="") as f:
            return list(csv.DictReader(f))
    except OSError as exc:
        raise EvaluationDataError(f"{path}: cannot read ({exc})") from exc


def _text_key(text: str) -> str:
    return " ".join(text.casefold().split())


def _limited(items: list[EvalItem], limit: int | None) -> list[EvalItem]:
    if limit is None or len(items) <= limit:
        return items
    keep = set(sorted((i.id for i in items), key=stable_rank)[:limit])
    return [i for i in items if i.id in keep]


def load_items(root: Path, split: str = "test", datasets: Sequence[str] = DATASETS,
               limit: int | None = None) -> list[EvalItem]:
    """The items of `split`, data set by data set, in file order (see the module docstring).

    Args:
        root: the CONAN folder (holding CONAN/, Multitarget-CONAN/, DIALOCONAN/).
        split: train, dev or test, as `detectors.brace.public.conan` splits them.
        datasets: any of `DATASETS`.
        limit: keep at most this many items per data set (the smallest id hashes).

    Raises:
        EvaluationDataError: the folder or one of its CSV files is missing, or a name is unknown.
    """
    try:
        check_split(split)
    except ValueError as exc:
        raise EvaluationDataError(str(exc)) from exc
    unknown = sorted(set(datasets) - set(DATASETS))
    if unknown:
        raise EvaluationDataError(f"unknown data set(s) {', '.join(unknown)}; known: {', '.join(DATASETS)}")
    if not root.is_dir():
        raise EvaluationDataError(f"{root}: no such folder; point --data-root at the CONAN folder "
                                  "(CONAN/, Multitarget-CONAN/, DIALOCONAN/ inside)")
    try:
        pairs, dialogues, keys = read_corpus(root.resolve())
    except FileNotFoundError as exc:
        raise EvaluationDataError(f"{exc}; --data-root must hold the CONAN family's CSV files") from exc
    out: list[EvalItem] = []
    if "multitarget" in datasets:
        target_of = {f"mt{r['INDEX']}": r.get("TARGET", "")
                     for r in _csv_rows(root / "Multitarget-CONAN" / "Multitarget-CONAN.csv")}
        groups: dict[str, list[Any]] = {}
        for p in pairs:
            if p.family == "multitarget" and p.hs and p.cn and in_split(split, keys[f"pair:{p.rid}"]):
                groups.setdefault(_text_key(p.hs), []).append(p)
        items = []
        for rows in groups.values():
            items.append(EvalItem(
                id=rows[0].rid, dataset="multitarget", text=rows[0].hs, context=(),
                references=tuple(dict.fromkeys(p.cn for p in rows)),
                targets=frozenset().union(*(map_target(target_of.get(p.rid, "")) for p in rows)),
                rows=tuple(p.rid for p in rows),
            ))
        out += _limited(items, limit)
    if "dialoconan" in datasets:
        target_of = {r["dialogue_id"]: r.get("TARGET", "") for r in _csv_rows(root / "DIALOCONAN" / "DIALOCONAN.csv")}
        items = []
        for d in dialogues:
            if not in_split(split, keys[f"dialogue:{d.did}"]) or any(not text for _, _, text in d.turns):
                continue
            for n, (tid, kind, text) in enumerate(d.turns):
                if kind != "HS" or n + 1 >= len(d.turns) or d.turns[n + 1][1] != "CN":
                    continue
                rid = f"dialo{d.did}-{tid}"
                items.append(EvalItem(
                    id=rid, dataset="dialoconan", text=text,
                    context=tuple(t for _, _, t in d.turns[max(0, n - DIALOGUE_CONTEXT):n]),
                    references=(d.turns[n + 1][2],), targets=map_target(target_of.get(d.did, "")), rows=(rid,),
                ))
        out += _limited(items, limit)
    return out


@dataclass(frozen=True, slots=True)
class TypeLabel:
    hate_type: HateType
    confident: bool | None = None  # `confidence` is "high"; None when the line has no confidence
    second: HateType | None = None


def load_type_labels(path: Path) -> dict[str, TypeLabel]:
    """Hate types by row id ("mt<INDEX>") from the annotations JSONL; other data sets' lines are skipped.

    Lines are `{"dataset", "index", "hate_type"}`, optionally with `confidence` ("high" or
    "low") and `second` (the other type that fits), as data/fire/CONAN_ANNOTATIONS.md writes them.

    Raises:
        EvaluationDataError: an unreadable file or a line without dataset, index or a known hate_type.
    """
    try:
        lines = path.read_bytes().splitlines()
    except OSError as exc:
        raise EvaluationDataError(f"{path}: cannot read the type annotations ({exc})") from exc
    labels: dict[str, TypeLabel] = {}
    for number, raw in enumerate(lines, 1):
        if not raw.strip():
            continue
        try:
            row = orjson.loads(raw)
            dataset, index = row["dataset"], row["index"]
            confidence, second = row.get("confidence"), row.get("second")
            label = TypeLabel(HateType(row["hate_type"]), None if confidence is None else confidence == "high",
                              None if second is None else HateType(second))
        except (orjson.JSONDecodeError, KeyError, TypeError, ValueError, AttributeError) as exc:
            raise EvaluationDataError(f"{path}:{number}: need {{dataset, index, hate_type (one of "
                                      f"{', '.join(HateType)})}} ({type(exc).__name__}: {exc})") from exc
        if dataset == "multitarget":
            labels.setdefault(f"mt{index}", label)
    return labels


def with_type_labels(
    items: Sequence[EvalItem], labels: Mapping[str, TypeLabel]
) -> tuple[list[EvalItem], dict[str, int]]:
    """Items with `hate_type` set from `labels` (an item takes its first annotated row), and counts."""
    out: list[EvalItem] = []
    used: set[str] = set()
    conflicts = 0
    for item in items:
        found = [(r, labels[r]) for r in item.rows if r in labels]
        used.update(r for r, _ in found)
        conflicts += len({t.hate_type for _, t in found}) > 1
        label = found[0][1] if found else None
        out.append(item if label is None else replace(item, hate_type=label.hate_type, type_confident=label.confident,
                                                        type_second=label.second))
    return out, {"annotated_rows": len(labels), "items_labelled": sum(i.hate_type is not None for i in out),
                 "rows_not_in_items": len(set(labels) - used), "items_with_conflicting_rows": conflicts}


# ---------------------------------------------------------------------------- the responder's gate, recorded


class GateRecorder(SafetyGate):
    """Wraps the responder's safety gate and keeps every draft it reviews with the gate's answer, in order."""

    def __init__(self, inner: SafetyGate) -> None:  # no super().__init__: every call goes to `inner`
        self._inner = inner
        self.reviews: list[tuple[str, GateResult]] = []

    @property
    def names(self) -> tuple[str, ...]:
        return self._inner.names

    async def review(
        self, draft: str, *, original: str, offending: Sequence[str], evidence: Sequence[Evidence]
    ) -> GateResult:
        result = await self._inner.review(draft, original=original, offending=offending, evidence=evidence)
        self.reviews.append((draft, result))
        return result

    def take(self) -> list[tuple[str, GateResult]]:
        out, self.reviews = self.reviews, []
        return out


@dataclass(frozen=True, slots=True)
class Parts:
    """What the evaluation reads from one built responder (`Counterspeech.build`)."""

    responder: FireResponder
    memory: MemoryIndex
    recorder: GateRecorder
    llm: LLMClient
    purity_threshold: float
    lexicon: TargetLexicon | None


def instrument(responder: FireResponder) -> Parts:
    """Wrap a built responder's gate in a `GateRecorder` and take out the parts the metrics need.

    What is measured is what `Counterspeech.build` assembled.
    """
    recorder = GateRecorder(responder.gate)
    responder.gate = recorder
    return Parts(responder, responder.memory, recorder, responder.llm, responder.purity_threshold,
                 responder.lexicon)


# ---------------------------------------------------------------------------- one run over the items


@dataclass(frozen=True, slots=True)
class Reviewed:
    """One draft the gate reviewed. `text` is the draft (not CONAN text, but never serialised either)."""

    kind: DraftKind
    text: str
    passed: bool
    reasons: tuple[str, ...]  # categories (`reason_category`), not the gate's full sentences
    flagged: dict[str, bool] = field(default_factory=dict)  # per gate check, filled by `check_toxicity`


@dataclass(slots=True)
class ItemResult:
    item: EvalItem
    memory_type: HateType
    purity: float
    analysis: Analysis
    draft: Draft
    reviewed: list[Reviewed]
    latency_ms: float
    message_labels: dict[str, list[str]]  # the gate's detectors on the hate speech itself: labels if flagged
    offending: int  # evidence spans passed to the responder
    cosine: float | None = None
    cosine_shuffled: float | None = None

    @property
    def kind(self) -> DraftKind:
        return "template" if self.draft.template else "llm"

    @property
    def reply(self) -> str:
        return strip_sources(self.draft.text)


def strip_sources(text: str) -> str:
    """A posted reply without the sources line Parry appends (`generator.with_sources`)."""
    head, sep, _ = text.rpartition(_SOURCES)
    return head if sep else text


def reason_category(reason: str) -> str:
    """A gate rejection reason without the draft's or the message's words: what kind of check failed."""
    if reason == "empty draft":
        return "empty draft"
    if (m := _FLAGGED.match(reason)) is not None:
        return f"flagged by {m.group(1)}"
    if reason.startswith("repeats the original's offending words"):
        return "repeats offending words"
    if reason.startswith("factual claim without a cited source"):
        return "uncited factual claim"
    if reason.startswith("cites a source that was not retrieved"):
        return "cites an unretrieved source"
    return "other"


def _kinds(draft: Draft, reviews: Sequence[tuple[str, GateResult]]) -> list[DraftKind]:
    """Which review was which: the responder reviews the LLM draft (if any), then a template (if it fell back)."""
    kinds: list[DraftKind] = ["llm"] * len(reviews)
    if draft.template and reviews:
        kinds[-1] = "template"
    return kinds


def _window(texts: Sequence[str], now: datetime) -> ConversationWindow:
    entries = tuple(
        WindowMessage(ChatMessage("eval", "conan", "conan", "author" if i == len(texts) - 1 else f"other-{i}",
                                  f"m{i}", text, now), normalize(text))
        for i, text in enumerate(texts)
    )
    return ConversationWindow(entries)


async def detect_messages(detectors: Sequence[Detector], items: Sequence[EvalItem],
                          batch: int = 64) -> list[list[CheckResult]]:
    """Each gate detector's result on each item's hate speech, with its conversation (as the pipeline sees it)."""
    now = datetime.now(UTC)
    windows = [_window((*item.context, item.text), now) for item in items]
    out: list[list[CheckResult]] = [[] for _ in items]
    for detector in detectors:
        for start in range(0, len(windows), batch):
            for i, result in enumerate(await detector.detect(windows[start:start + batch]), start):
                out[i].append(result)
    return out


def offending_spans(text: str, results: Sequence[CheckResult]) -> tuple[str, ...]:
    """The text under the flagged checks' spans (`Verdict.evidence`, what the pipeline hands FIRE)."""
    spans = sorted({(s.start, s.end) for r in results if r.flagged for s in r.spans})
    return tuple(text[s:e] for s, e in spans if 0 <= s < e <= len(text))


async def run_items(
    parts: Parts,
    items: Sequence[EvalItem],
    detectors: Sequence[Detector],
    progress: Callable[[int, int], None] | None = None,
) -> list[ItemResult]:
    """Answer every item with the responder, one at a time (so latency is per reply), and record it all."""
    # One message at a time, as the responder classifies it: the int8 encoder quantises per batch.
    readings = [parts.memory.classify(i.text) for i in items]
    seen = await detect_messages(detectors, items)
    results = []
    parts.recorder.take()
    for n, (item, reading, checks) in enumerate(zip(items, readings, seen, strict=True), 1):
        offending = offending_spans(item.text, checks)
        started = time.perf_counter()
        draft = await parts.responder.respond(FireRequest(key=item.id, text=item.text, context=item.context,
                                                          offending=offending))
        latency = (time.perf_counter() - started) * 1000
        reviews = parts.recorder.take()
        reviewed = [Reviewed(kind, text, gate.passed, tuple(reason_category(r) for r in gate.reasons))
                    for kind, (text, gate) in zip(_kinds(draft, reviews), reviews, strict=True)]
        results.append(ItemResult(
            item=item, memory_type=reading.predicted, purity=reading.purity, analysis=draft.analysis, draft=draft,
            reviewed=reviewed, latency_ms=latency,
            message_labels={r.name: list(r.labels) if r.flagged else [] for r in checks}, offending=len(offending),
        ))
        if progress is not None:
            progress(n, len(items))
    return results


async def _flags(check: DraftCheck, texts: Sequence[str], batch: int) -> list[bool]:
    out: list[bool] = []
    for start in range(0, len(texts), batch):
        out += [o.flagged for o in await check.check(texts[start:start + batch])]
    return out


async def check_toxicity(checks: Sequence[DraftCheck], results: Sequence[ItemResult],
                         compare_batch: int | None = 64) -> dict[str, Any]:
    """Run the gate's detector checks again on every reviewed draft, one draft per call as the gate
    does, and keep each check's flag on it.

    With `compare_batch`, the drafts are also checked in batches of that size and the drafts whose
    flag changes are counted per check: BRACE's int8 model quantises activations per batch, so a
    borderline draft's verdict can depend on the drafts batched with it.
    """
    reviewed = [r for res in results for r in res.reviewed]
    texts = [r.text for r in reviewed]
    differ: dict[str, int] = {}
    for check in checks:
        single = await _flags(check, texts, 1)
        for r, flagged in zip(reviewed, single, strict=True):
            r.flagged[check.name] = flagged
        if compare_batch is not None:
            batched = await _flags(check, texts, compare_batch)
            differ[check.name] = sum(a != b for a, b in zip(single, batched, strict=True))
    return {"checked_one_at_a_time": True, "compare_batch": compare_batch,
            "drafts_whose_flag_changes_when_batched": differ if compare_batch is not None else None}


def add_similarity(encoder: Encoder, results: Sequence[ItemResult]) -> None:
    """Set each result's cosine to its best reference, and to the next item's best reference (chance level)."""
    if not results:
        return
    replies = _unit(encoder.encode([r.reply for r in results]))
    refs = [list(r.item.references) for r in results]
    flat = _unit(encoder.encode([t for group in refs for t in group]))
    bounds = np.cumsum([0] + [len(g) for g in refs])
    for i, r in enumerate(results):
        j = (i + 1) % len(results)
        r.cosine = float(np.max(flat[bounds[i]:bounds[i + 1]] @ replies[i]))
        r.cosine_shuffled = float(np.max(flat[bounds[j]:bounds[j + 1]] @ replies[i]))


def _unit(vectors: Any) -> Any:
    v = np.asarray(vectors, dtype=np.float64)
    return v / np.maximum(np.linalg.norm(v, axis=1, keepdims=True), 1e-12)


# ---------------------------------------------------------------------------- metrics (pure functions)


def content_stems(text: str) -> set[str]:
    """Stems of a text's content words: folded words of 3+ letters that are not English stop words."""
    kept = [w for w in words(_CITATION.sub(" ", text)) if len(w) >= 3 and w not in _STOP and not w.isdigit()]
    return set(_STEMMER.stemWords(kept))


def citation_support(reply: str, evidence: Sequence[Evidence]) -> list[tuple[int, bool]]:
    """Every `[n]` in the reply (sources line removed) with whether the sentence citing it is supported.

    Supported: that sentence and passage n share at least `SUPPORT_MIN_SHARED` content stems
    (`content_stems`). A number outside the retrieved passages is never supported.
    """
    out = []
    for sentence in _SENTENCE.findall(strip_sources(reply)):
        stems = content_stems(sentence)
        for number in (int(n) for n in _CITATION.findall(sentence)):
            ok = 1 <= number <= len(evidence) and len(stems & content_stems(evidence[number - 1].text)) >= (
                SUPPORT_MIN_SHARED)
            out.append((number, ok))
    return out


def _share(part: int, whole: int) -> float | None:
    return round(part / whole, 4) if whole else None


def quantiles(values: Sequence[float]) -> dict[str, float]:
    """min, q1, median, q3, max (linear interpolation); {} for no value."""
    if not values:
        return {}
    q = np.quantile(np.asarray(values, dtype=np.float64), [0.0, 0.25, 0.5, 0.75, 1.0])
    return dict(zip(("min", "q1", "median", "q3", "max"), (round(float(v), 4) for v in q), strict=True))


def latency_block(values: Sequence[float]) -> dict[str, float | None]:
    if not values:
        return {"p50": None, "p95": None, "mean": None}
    a = np.asarray(values, dtype=np.float64)
    return {"p50": round(float(np.percentile(a, 50)), 2), "p95": round(float(np.percentile(a, 95)), 2),
            "mean": round(float(a.mean()), 2)}


def type_report(true: Sequence[HateType], pred: Sequence[HateType]) -> dict[str, Any]:
    """Accuracy, macro-F1 over the five types, per-type F1 and the confusion matrix (rows: labelled)."""
    types = list(HateType)
    matrix = confusion_matrix([types.index(t) for t in true], [types.index(p) for p in pred], len(types))
    f1 = precision_recall_f1(matrix)["f1"]
    n = len(true)
    return {"n": n, "accuracy": _share(sum(t == p for t, p in zip(true, pred, strict=True)), n),
            "macro_f1": round(float(f1.mean()), 4) if n else None,
            "per_type_f1": {t.value: round(float(v), 4) for t, v in zip(types, f1, strict=True)},
            "labels": [t.value for t in types], "confusion": matrix.tolist()}


def target_report(labels: Sequence[frozenset[str]], pred: Sequence[str]) -> dict[str, Any]:
    """Share of predictions inside the label's accepted targets, overall and per labelled target."""
    per: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for accepted, p in zip(labels, pred, strict=True):
        name = "/".join(sorted(accepted))
        per[name][0] += p in accepted
        per[name][1] += 1
    n = len(labels)
    return {"n": n, "accuracy": _share(sum(p in a for a, p in zip(labels, pred, strict=True)), n),
            "per_target": {k: {"n": v[1], "accuracy": _share(v[0], v[1])} for k, v in sorted(per.items())},
            "predicted": dict(Counter(pred).most_common())}


def labelled_types(results: Sequence[ItemResult], predict: Callable[[ItemResult], HateType]) -> dict[str, Any] | None:
    """`type_report` on the type-annotated results, plus its high-confidence subset and a lenient accuracy
    (the prediction is the annotation's type or its `second`); None without annotations."""
    pairs = [(r.item, predict(r)) for r in results if r.item.hate_type is not None]
    if not pairs:
        return None
    report = type_report([i.hate_type for i, _ in pairs if i.hate_type is not None], [p for _, p in pairs])
    confident = [(i, p) for i, p in pairs if i.type_confident]
    report["high_confidence"] = type_report([i.hate_type for i, _ in confident if i.hate_type is not None],
                                            [p for _, p in confident]) if confident else None
    report["lenient_accuracy"] = _share(sum(p in (i.hate_type, i.type_second) for i, p in pairs), len(pairs))
    return report


def toxicity_block(reviewed: Sequence[Reviewed]) -> dict[str, Any]:
    """Flagged share of drafts (any check), per check, and whether it meets `TOXICITY_TARGET`."""
    n = len(reviewed)
    flagged = sum(any(r.flagged.values()) for r in reviewed)
    names = sorted({name for r in reviewed for name in r.flagged})
    share = _share(flagged, n)
    return {"drafts": n, "flagged": flagged, "share": share,
            "by_check": {name: sum(r.flagged.get(name, False) for r in reviewed) for name in names},
            "meets_target": None if share is None else share <= TOXICITY_TARGET}


def template_flags(results: Sequence[ItemResult]) -> dict[str, dict[str, int]]:
    """Per reply template (its id): drafts written from it and how many the gate's detectors flagged, most first."""
    counts: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for r in results:
        if r.draft.template and r.reviewed:
            entry = counts[r.draft.strategy.rsplit(":", 1)[-1]]
            entry[0] += 1
            entry[1] += any(r.reviewed[-1].flagged.values())
    ranked = sorted(counts.items(), key=lambda kv: (-kv[1][1], -kv[1][0], kv[0]))
    return {name: {"drafts": n, "flagged": k} for name, (n, k) in ranked}


def gate_block(reviewed: Sequence[Reviewed]) -> dict[str, Any]:
    reasons: Counter[str] = Counter(reason for r in reviewed for reason in set(r.reasons))
    return {"reviewed": len(reviewed), "passed": sum(r.passed for r in reviewed),
            "pass_share": _share(sum(r.passed for r in reviewed), len(reviewed)),
            "rejection_reasons": dict(reasons.most_common())}


def citation_block(results: Sequence[ItemResult]) -> dict[str, Any]:
    """Citations of final drafts of a factual type (definitions in the module docstring)."""
    factual = [r for r in results if r.analysis.hate_type in FACTUAL_TYPES]
    cited = [r for r in factual if r.draft.cited]
    supported = [r for r in cited if all(ok for _, ok in citation_support(r.draft.text, r.draft.evidence))]
    posted = [r for r in factual if r.draft.auto_postable]
    return {
        "factual_drafts": len(factual),
        "with_evidence_retrieved": sum(bool(r.draft.evidence) for r in factual),
        "with_citation": len(cited), "share_with_citation": _share(len(cited), len(factual)),
        "all_citations_supported": len(supported), "share_supported_of_cited": _share(len(supported), len(cited)),
        "share_supported_of_factual": _share(len(supported), len(factual)),
        "posted_factual": len(posted), "posted_share_with_citation": _share(sum(bool(r.draft.cited) for r in posted),
                                                                            len(posted)),
        "support_rule": f">= {SUPPORT_MIN_SHARED} shared content stems between the citing sentence and the passage",
    }


def corpus_scores(hypotheses: Sequence[str], references: Sequence[Sequence[str]]) -> dict[str, Any]:
    """sacrebleu's corpus BLEU, chrF and TER of the replies against each one's references (any number).

    Raises:
        ModuleNotFoundError: sacrebleu is not installed (the `eval` extra).
    """
    import sacrebleu

    if not hypotheses:
        return {"bleu": None, "chrf": None, "ter": None}
    width = max(len(r) for r in references)
    streams = [[refs[k] if k < len(refs) else None for refs in references] for k in range(width)]
    bleu, chrf, ter = sacrebleu.BLEU(), sacrebleu.CHRF(), sacrebleu.TER()
    return {
        "bleu": round(bleu.corpus_score(list(hypotheses), streams).score, 3),  # type: ignore[arg-type]
        "chrf": round(chrf.corpus_score(list(hypotheses), streams).score, 3),  # type: ignore[arg-type]
        "ter": round(ter.corpus_score(list(hypotheses), streams).score, 3),  # type: ignore[arg-type]
        "signatures": {"bleu": str(bleu.get_signature()), "chrf": str(chrf.get_signature()),
                       "ter": str(ter.get_signature())},
        "meteor": None,
        "meteor_note": "not computed: NLTK's WordNet data cannot be fetched here and no well-kept package ships it",
    }


def similarity_block(results: Sequence[ItemResult]) -> dict[str, Any]:
    cos = [r.cosine for r in results if r.cosine is not None]
    chance = [r.cosine_shuffled for r in results if r.cosine_shuffled is not None]
    block: dict[str, Any] = {
        "replies": len(results),
        "cosine_mean": round(float(np.mean(cos)), 4) if cos else None,
        "cosine_quartiles": quantiles(cos),
        "cosine_other_item_mean": round(float(np.mean(chance)), 4) if chance else None,
    }
    block.update(corpus_scores([r.reply for r in results], [r.item.references for r in results]))
    return block


def cost_block(results: Sequence[ItemResult]) -> dict[str, Any]:
    calls: list[LLMCall] = [c for r in results for c in r.draft.calls]
    outcomes: dict[str, Counter[str]] = defaultdict(Counter)
    for c in calls:
        outcomes[c.purpose][str(c.outcome)] += 1
    return {
        "latency_ms_per_reply": latency_block([r.latency_ms for r in results]),
        "llm_calls_per_reply": round(len(calls) / len(results), 3) if results else None,
        "llm_calls": {purpose: dict(c) for purpose, c in sorted(outcomes.items())},
        "llm_latency_ms_per_call": latency_block([c.latency_ms for c in calls]),
        "prompt_tokens": sum(c.prompt_tokens for c in calls),
        "completion_tokens": sum(c.completion_tokens for c in calls),
    }


def summarise(results: Sequence[ItemResult], purity_threshold: float) -> dict[str, Any]:
    """Every metric over one set of results (a data set, or all of them)."""
    reviewed = [r for res in results for r in res.reviewed]
    by_kind = {kind: [r for r in reviewed if r.kind == kind] for kind in ("llm", "template")}
    purity = [r.purity for r in results]
    flagged = [any(r.message_labels.values()) for r in results]
    hate = [any(HATE in labels for labels in r.message_labels.values()) for r in results]
    return {
        "items": len(results),
        "message_flagged_by_gate_detectors": _share(sum(flagged), len(flagged)),
        "message_labelled_hate_by_gate_detectors": _share(sum(hate), len(hate)),
        "analyst": {
            "source": dict(Counter(r.analysis.source for r in results)),
            "target": target_report([r.item.targets for r in results], [r.analysis.target for r in results]),
            "type": labelled_types(results, lambda r: r.analysis.hate_type),
            "predicted_types": dict(Counter(str(r.analysis.hate_type) for r in results).most_common()),
        },
        "memory": {
            "type": labelled_types(results, lambda r: r.memory_type),
            "predicted_types": dict(Counter(str(r.memory_type) for r in results).most_common()),
            "purity_quartiles": quantiles(purity),
            "purity_counts": {f"{p:.3f}": purity.count(p) for p in sorted(set(purity))},
            "share_below_threshold": _share(sum(p < purity_threshold for p in purity), len(purity)),
        },
        "toxicity": {"all_drafts": toxicity_block(reviewed),
                     **{f"{kind}_drafts": toxicity_block(rs) for kind, rs in by_kind.items()}},
        "template_flags": template_flags(results),
        "gate": {"all_drafts": gate_block(reviewed),
                 **{f"{kind}_drafts": gate_block(rs) for kind, rs in by_kind.items()}},
        "final": {
            "kinds": dict(Counter(r.kind for r in results)),
            "gate_passed_share": _share(sum(r.draft.gate.passed for r in results), len(results)),
            "auto_postable_share": _share(sum(r.draft.auto_postable for r in results), len(results)),
            "strategies": dict(Counter(":".join(r.draft.strategy.split(":")[:2]) for r in results).most_common()),
        },
        "citations": citation_block(results),
        "similarity": similarity_block(results),
        "cost": cost_block(results),
    }


def item_record(r: ItemResult) -> dict[str, Any]:
    """One item as the report keeps it: ids, labels, predictions and numbers; no text."""
    return {
        "id": r.item.id, "dataset": r.item.dataset, "rows": list(r.item.rows),
        "target_label": sorted(r.item.targets), "target": r.analysis.target,
        "type_label": None if r.item.hate_type is None else str(r.item.hate_type),
        "type_label_confident": r.item.type_confident,
        "type_memory": str(r.memory_type), "type_analyst": str(r.analysis.hate_type),
        "analysis": r.analysis.source, "purity": round(r.purity, 4), "kind": r.kind, "strategy": r.draft.strategy,
        "drafts": [{"kind": d.kind, "passed": d.passed, "reasons": list(d.reasons), "flagged": d.flagged}
                   for d in r.reviewed],
        "auto_postable": r.draft.auto_postable, "evidence": [e.doc_id for e in r.draft.evidence],
        "cited": list(r.draft.cited),
        "citations_supported": [ok for _, ok in citation_support(r.draft.text, r.draft.evidence)],
        "cosine": None if r.cosine is None else round(r.cosine, 4),
        "latency_ms": round(r.latency_ms, 2), "llm_calls": [f"{c.purpose}:{c.outcome}" for c in r.draft.calls],
        "message_labels": r.message_labels, "offending_spans": r.offending,
    }


def summaries(results: Sequence[ItemResult], purity_threshold: float) -> dict[str, Any]:
    """`summarise` per data set, and over all of them when there are several."""
    by_dataset: dict[str, list[ItemResult]] = defaultdict(list)
    for r in results:
        by_dataset[r.item.dataset].append(r)
    out = {name: summarise(rs, purity_threshold) for name, rs in by_dataset.items()}
    if len(by_dataset) > 1:
        out["all"] = summarise(results, purity_threshold)
    return out


# ---------------------------------------------------------------------------- Parry's own exemplars


class _Known:
    """The served index's encoder, answering texts it already embedded (its exemplars) from the index."""

    def __init__(self, memory: MemoryIndex) -> None:
        self._encoder = memory.encoder
        self._known = {e.hate_speech: v for e, v in zip(memory.exemplars, memory.vectors, strict=True)}

    def encode(self, texts: Sequence[str]) -> Any:
        missing = [t for t in dict.fromkeys(texts) if t not in self._known]
        if missing:
            self._known.update(zip(missing, self._encoder.encode(missing), strict=True))
        return np.stack([self._known[t] for t in texts]) if texts else self._encoder.encode(texts)


async def exemplar_check(parts: Parts, exemplars: Sequence[Exemplar], *, limit: int | None = None) -> dict[str, Any]:
    """Memory (and analyst) type accuracy on the exemplar test split, with an index of the train split only.

    The served index holds every exemplar, test ones included, so it would find each test
    message itself; this builds a second index over the train split with the same encoder.
    """
    from responders.fire.exemplars import split_by_family

    split = split_by_family(exemplars)
    test = split.test
    if limit is not None and len(test) > limit:
        keep = set(sorted((e.id for e in test), key=stable_rank)[:limit])
        test = [e for e in test if e.id in keep]
    index = MemoryIndex(_Known(parts.memory), split.train, k=parts.memory.k)
    readings = [index.classify(e.hate_speech) for e in test]
    analyses: list[Analysis] = []
    calls = 0
    for e, reading in zip(test, readings, strict=True):
        analysis, call = await analyse(parts.llm, e.hate_speech, (), reading,
                                       purity_threshold=parts.purity_threshold, lexicon=parts.lexicon)
        analyses.append(analysis)
        calls += call is not None
    true = [e.hate_type for e in test]
    return {
        "split": "split_by_family(dev=0.1, test=0.1, seed=13): test queries, train index",
        "n": len(test), "train_index": len(split.train),
        "memory": type_report(true, [r.predicted for r in readings]),
        "memory_top2_coverage": _share(sum(t in r.top(2) for t, r in zip(true, readings, strict=True)), len(test)),
        "analyst": type_report(true, [a.hate_type for a in analyses]),
        "analyst_source": dict(Counter(a.source for a in analyses)),
        "analyst_target_accuracy": _share(sum(a.target == e.target for a, e in zip(analyses, test, strict=True)),
                                          len(test)),
        "llm_calls": calls,
    }


# ---------------------------------------------------------------------------- the report


def machine() -> dict[str, Any]:
    """The CPU (as `detectors.machine` names it), cores and Python."""
    return {"cpu": cpu_name(), "cores": os.cpu_count(), "python": platform.python_version()}


def _strings(value: Any) -> Iterable[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, Mapping):
        for k, v in value.items():
            yield str(k)
            yield from _strings(v)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from _strings(v)


def leaked_texts(report: Any, texts: Iterable[str], min_chars: int = 24) -> int:
    """How many of `texts` (at least `min_chars` long, whitespace collapsed) appear inside a report's strings."""
    folded = "\n".join(" ".join(s.split()) for s in _strings(report))
    return sum(1 for t in {" ".join(t.split()) for t in texts} if len(t) >= min_chars and t in folded)


def corpus_texts(items: Iterable[EvalItem]) -> Iterable[str]:
    for item in items:
        yield item.text
        yield from item.context
        yield from item.references
