"""`parry eval counterspeech`'s metrics on hand-made fixtures, and one CLI run (template path) on a tiny
synthetic CONAN-shaped folder written here (never the real data)."""

from __future__ import annotations

import csv
import json
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pytest
from typer.testing import CliRunner

from bot.cli import app
from detectors.brace.public.conan import in_split, read_corpus
from responders.fire.evaluation import (
    TOXICITY_TARGET,
    EvalItem,
    EvaluationDataError,
    ItemResult,
    Reviewed,
    add_similarity,
    citation_support,
    content_stems,
    corpus_scores,
    leaked_texts,
    load_items,
    load_type_labels,
    map_target,
    reason_category,
    strip_sources,
    target_report,
    toxicity_block,
    type_report,
    with_type_labels,
)
from responders.fire.gate import CheckOutcome, SafetyGate
from responders.fire.types import TARGETS, Analysis, Draft, Evidence, GateResult, HateType

ROOT = Path(__file__).resolve().parents[3]
runner = CliRunner()


# ---------------------------------------------------------------------------- targets and types


def test_conan_targets_map_onto_fire_targets() -> None:
    assert map_target("MUSLIMS") == {"muslims"}
    assert map_target("LGBT+") == {"lgbt+"}
    assert map_target("POC") == {"poc"}
    assert map_target("other") == {"other"}
    assert map_target("MIGRANTS/MUSLIMS") == {"migrants", "muslims"}
    assert map_target("") == {"other"} and map_target("ROBOTS") == {"other"}
    for label in ("MUSLIMS", "MIGRANTS", "WOMEN", "LGBT+", "JEWS", "POC", "DISABLED", "other"):
        assert map_target(label) <= set(TARGETS)


def test_target_accuracy_accepts_either_part_of_a_mixed_label() -> None:
    report = target_report([map_target("MIGRANTS/MUSLIMS"), map_target("WOMEN"), map_target("JEWS")],
                           ["muslims", "women", "other"])
    assert report["accuracy"] == round(2 / 3, 4)
    assert report["per_target"]["jews"] == {"n": 1, "accuracy": 0.0}
    assert report["per_target"]["migrants/muslims"] == {"n": 1, "accuracy": 1.0}


def test_type_report_counts_and_confusion() -> None:
    true = [HateType.STEREOTYPE, HateType.STEREOTYPE, HateType.CONSPIRACY, HateType.NON_FACTUAL]
    pred = [HateType.STEREOTYPE, HateType.MISINFORMATION, HateType.CONSPIRACY, HateType.NON_FACTUAL]
    report = type_report(true, pred)
    assert report["n"] == 4 and report["accuracy"] == 0.75
    order = [t.value for t in HateType]
    assert report["confusion"][order.index("stereotype")][order.index("misinformation")] == 1
    assert report["per_type_f1"]["conspiracy"] == 1.0


# ---------------------------------------------------------------------------- similarity


def test_bleu_chrf_ter_on_known_strings() -> None:
    same = corpus_scores(["the cat sat on the mat"], [["the cat sat on the mat"]])
    assert same["bleu"] == pytest.approx(100.0) and same["chrf"] == pytest.approx(100.0) and same["ter"] == 0.0
    apart = corpus_scores(["completely different words here"], [["the cat sat on the mat"]])
    assert apart["bleu"] < 5 and apart["chrf"] < 30 and apart["ter"] >= 100
    # Any number of references: the second reference of the first item is the one that matches.
    multi = corpus_scores(["the cat sat on the mat", "hello there friend"],
                          [["a dog ran", "the cat sat on the mat"], ["hello there friend"]])
    assert multi["bleu"] == pytest.approx(100.0)
    assert multi["meteor"] is None


class BagOfWords:
    """A fake sentence encoder: word counts over a fixed vocabulary."""

    vocabulary = ("cat", "mat", "dog", "park", "sun", "rain")

    def encode(self, texts: Sequence[str]) -> np.ndarray:  # type: ignore[type-arg]
        return np.array([[float(t.split().count(w)) for w in self.vocabulary] for t in texts], dtype=np.float32)


def _result(item: EvalItem, reply: str, *, cited: tuple[int, ...] = (), evidence: tuple[Evidence, ...] = (),
            hate_type: HateType = HateType.NON_FACTUAL) -> ItemResult:
    analysis = Analysis("other", hate_type, "", "", "memory", 1.0)
    draft = Draft(reply, "template:x:y", analysis, evidence, cited, not cited, GateResult(True))
    return ItemResult(item, hate_type, 1.0, analysis, draft, [], 1.0, {}, 0)


def _item(i: int, refs: tuple[str, ...]) -> EvalItem:
    return EvalItem(f"mt{i}", "multitarget", f"text {i}", (), refs, frozenset({"other"}), (f"mt{i}",))


def test_cosine_takes_the_best_reference_and_a_chance_level_from_the_next_item() -> None:
    results = [_result(_item(0, ("dog park", "cat mat")), "cat mat"), _result(_item(1, ("sun rain",)), "sun")]
    add_similarity(BagOfWords(), results)
    assert results[0].cosine == pytest.approx(1.0)  # the second reference is identical
    assert results[0].cosine_shuffled == pytest.approx(0.0)  # item 1's references share no word
    assert results[1].cosine == pytest.approx(1 / np.sqrt(2))
    assert results[1].cosine_shuffled == pytest.approx(0.0)


# ---------------------------------------------------------------------------- citations


EVIDENCE = (
    Evidence("e1", "Migration and work", "https://example.org/work",
             "Most migrants work and pay taxes; employment rates of migrants are close to the average.", 3.0),
    Evidence("e2", "Weather", "https://example.org/weather", "Rainfall in spring was above the seasonal norm.", 2.0),
)


def test_a_citation_is_supported_when_the_sentence_shares_content_stems_with_its_passage() -> None:
    reply = ("Most migrants work and pay taxes [1]. Crime is a separate question [2]. Ask the council [3].\n"
             "Sources: [1] Migration and work: https://example.org/work; [2] Weather: https://example.org/weather")
    assert citation_support(reply, EVIDENCE) == [(1, True), (2, False), (3, False)]  # [3] was never retrieved
    assert "Sources" not in strip_sources(reply)
    assert citation_support("Nothing cited here.", EVIDENCE) == []
    assert citation_support("Migrants are welcome here [1].", EVIDENCE) == [(1, False)]  # one shared stem is not enough


def test_content_stems_drop_stop_words_and_stem() -> None:
    assert content_stems("They are paying the taxes [1]") == {"pay", "tax"}


# ---------------------------------------------------------------------------- toxicity and the gate


def test_toxicity_counts_a_draft_once_whichever_checks_flag_it() -> None:
    drafts = [Reviewed("template", "a", True, (), {"brace": True, "filters": True}),
              Reviewed("template", "b", True, (), {"brace": False, "filters": True}),
              *(Reviewed("template", "c", True, (), {"brace": False, "filters": False}) for _ in range(98))]
    block = toxicity_block(drafts)
    assert block["drafts"] == 100 and block["flagged"] == 2 and block["share"] == 0.02
    assert block["by_check"] == {"brace": 1, "filters": 2}
    assert TOXICITY_TARGET == 0.02 and block["meets_target"] is True
    drafts[2] = Reviewed("template", "c", True, (), {"brace": True})
    assert toxicity_block(drafts)["meets_target"] is False
    assert toxicity_block([])["share"] is None


class Flags:
    name = "brace"

    async def check(self, texts: Sequence[str]) -> list[CheckOutcome]:
        return [CheckOutcome("stupid" in t, 0.9) for t in texts]


async def test_reason_categories_match_the_gates_own_wording() -> None:
    gate = SafetyGate([Flags()])
    result = await gate.review("That stupid idea about vermin: crime rates rose 40%.",
                               original="they are vermin", offending=("vermin",), evidence=())
    assert sorted(reason_category(r) for r in result.reasons) == [
        "flagged by brace", "repeats offending words", "uncited factual claim"]
    cited = await gate.review("Rates fell [4].", original="x", offending=(), evidence=EVIDENCE)
    assert [reason_category(r) for r in cited.reasons] == ["cites an unretrieved source"]
    assert reason_category("empty draft") == "empty draft" and reason_category("something new") == "other"


def test_leaked_texts_finds_corpus_text_anywhere_in_a_report() -> None:
    text = "a sentence from the research-only corpus that must never be written"
    assert leaked_texts({"items": [{"id": "mt1", "note": f"x {text} y"}]}, [text]) == 1
    assert leaked_texts({"items": [{"id": "mt1", "cosine": 0.5}]}, [text]) == 0


# ---------------------------------------------------------------------------- a synthetic CONAN folder


GROUPS = ("MUSLIMS", "MIGRANTS", "WOMEN", "LGBT+", "JEWS", "POC", "DISABLED", "other")
CLAIMS = (
    "synthetic claim {i}: the {g} group commits {n} percent of all crime in this town",
    "synthetic claim {i}: the {g} group secretly controls the banks and the news",
    "synthetic claim {i}: every one of the {g} group is lazy and dishonest",
    "synthetic claim {i}: the {g} group should go back where they came from",
)


def _write(path: Path, header: Sequence[str], rows: Sequence[Sequence[object]]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8", newline="") as f:
        w = csv.writer(f)
        w.writerow(header)
        w.writerows(rows)


@pytest.fixture(scope="module")
def conan_root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Multitarget (120 HS, one with a case-variant duplicate), DIALOCONAN (60 dialogues), a one-row CONAN."""
    root = tmp_path_factory.mktemp("conan")
    _write(root / "CONAN" / "CONAN.csv",
           ["cn_id", "hateSpeech", "counterSpeech", "hsType", "hsSubType", "cnType", "age", "gender",
            "educationLevel"],
           [["EN001001001001001", "synthetic conan row", "a synthetic answer", "Islamophobia", "generic", "facts",
             "", "", ""]])
    rows = []
    for i in range(120):
        hs = CLAIMS[i % 4].format(i=i, g=GROUPS[i % 8].lower(), n=10 + i)
        rows.append([i, hs, f"synthetic answer {i}: most people of any group never commit a crime", GROUPS[i % 8],
                     "V1"])
    rows.append([120, rows[0][1].upper(), "synthetic second answer to claim zero", "MIGRANTS/MUSLIMS", "V2"])
    _write(root / "Multitarget-CONAN" / "Multitarget-CONAN.csv",
           ["INDEX", "HATE_SPEECH", "COUNTER_NARRATIVE", "TARGET", "VERSION"], rows)
    turns = []
    for d in range(60):
        for t in range(4):
            kind = "HS" if t % 2 == 0 else "CN"
            text = (f"dialogue {d} turn {t}: the {GROUPS[d % 7].lower()} group ruins everything here"
                    if kind == "HS" else f"dialogue {d} turn {t}: that is unfair to many decent people")
            turns.append([text, GROUPS[d % 7], d, t, kind, "session_1"])
    _write(root / "DIALOCONAN" / "DIALOCONAN.csv", ["text", "TARGET", "dialogue_id", "turn_id", "type", "source"],
           turns)
    return root


def test_items_follow_the_conan_readers_split_and_group_case_variants(conan_root: Path) -> None:
    pairs, _, keys = read_corpus(conan_root.resolve())
    in_test = {p.rid for p in pairs if p.family == "multitarget" and in_split("test", keys[f"pair:{p.rid}"])}
    items = load_items(conan_root, "test")
    multi = [i for i in items if i.dataset == "multitarget"]
    dialo = [i for i in items if i.dataset == "dialoconan"]
    assert multi and dialo
    assert {r for i in multi for r in i.rows} == in_test
    for item in dialo:  # each HS turn: the turns before it as context, the CN after it as the reference
        turn = int(item.id.rsplit("-", 1)[1])
        assert len(item.context) == turn and len(item.references) == 1 and "turn" in item.references[0]
    train = {i.id for i in load_items(conan_root, "train")}
    assert not train & {i.id for i in items}
    if "mt0" in in_test:  # the case-variant duplicate joins its original: two references, both targets
        (zero,) = [i for i in multi if i.id == "mt0"]
        assert zero.rows == ("mt0", "mt120") and len(zero.references) == 2
        assert zero.targets == {"muslims", "migrants"}
    limited = load_items(conan_root, "test", ("multitarget",), limit=2)
    assert len(limited) == 2 and {i.id for i in limited} <= {i.id for i in multi}
    assert limited == load_items(conan_root, "test", ("multitarget",), limit=2)


def test_bad_data_folders_and_labels_name_the_path(conan_root: Path, tmp_path: Path) -> None:
    with pytest.raises(EvaluationDataError, match="no-such-folder"):
        load_items(tmp_path / "no-such-folder")
    (tmp_path / "partial" / "CONAN").mkdir(parents=True)
    with pytest.raises(EvaluationDataError, match=r"CONAN\.csv"):
        load_items(tmp_path / "partial")
    with pytest.raises(EvaluationDataError, match="unknown data set"):
        load_items(conan_root, "test", ("reddit",))
    bad = tmp_path / "labels.jsonl"
    bad.write_text('{"dataset": "multitarget", "index": "1", "hate_type": "rudeness"}\n', encoding="utf-8")
    with pytest.raises(EvaluationDataError, match=r"labels\.jsonl:1"):
        load_type_labels(bad)


def test_type_labels_attach_to_items_by_row(conan_root: Path, tmp_path: Path) -> None:
    items = load_items(conan_root, "test", ("multitarget",))
    first, second = items[0], items[1]
    path = tmp_path / "labels.jsonl"
    lines = [
        {"dataset": "multitarget", "index": first.rows[0][2:], "hate_type": "stereotype", "confidence": "high",
         "second": None},
        {"dataset": "multitarget", "index": second.rows[0][2:], "hate_type": "misinformation", "confidence": "low",
         "second": "stereotype"},
        {"dataset": "multitarget", "index": "99999", "hate_type": "conspiracy"},
        {"dataset": "dialoconan", "index": "3", "hate_type": "conspiracy"},
    ]
    path.write_text("\n".join(json.dumps(line) for line in lines) + "\n", encoding="utf-8")
    labelled, counts = with_type_labels(items, load_type_labels(path))
    assert labelled[0].hate_type is HateType.STEREOTYPE and labelled[0].type_confident is True
    assert labelled[1].type_second is HateType.STEREOTYPE and labelled[1].type_confident is False
    assert all(i.hate_type is None for i in labelled[2:])
    assert counts == {"annotated_rows": 3, "items_labelled": 2, "rows_not_in_items": 1,
                      "items_with_conflicting_rows": 0}


# ---------------------------------------------------------------------------- the command


def _parry(*args: str | Path) -> tuple[int, str]:
    result = runner.invoke(app, [str(a) for a in args], catch_exceptions=False)
    return result.exit_code, result.output


def test_the_command_runs_the_template_path_and_writes_numbers_only(conan_root: Path, tmp_path: Path) -> None:
    items = load_items(conan_root, "test", limit=4)
    labels = tmp_path / "labels.jsonl"
    first = next(i for i in items if i.dataset == "multitarget")
    labels.write_text(json.dumps({"dataset": "multitarget", "index": first.rows[0][2:], "hate_type": "stereotype",
                                  "confidence": "high", "second": None}) + "\n", encoding="utf-8")
    out = tmp_path / "runs" / "template.json"
    code, output = _parry("eval", "counterspeech", "--data-root", conan_root, "--limit", 4, "--no-llm",
                          "--similarity-model", ROOT / "models" / "fire-memory", "--type-labels", labels,
                          "--config", ROOT / "config.toml", "--json", out)
    assert code == 0, output
    assert "template path" in output and "Gate rejections" in output
    raw = out.read_text(encoding="utf-8")
    report = json.loads(raw)
    for item in items:  # no CONAN-shaped text in the report, only ids and numbers
        for text in (item.text, *item.references, *item.context):
            assert text not in raw
    assert report["path"] == "template" and not report["plumbing_check"]
    assert [i["id"] for i in report["items"]] == [i.id for i in items]
    everything = report["summaries"]["all"]
    assert everything["items"] == len(items)
    assert everything["cost"]["llm_calls_per_reply"] == 0
    assert everything["toxicity"]["llm_drafts"]["drafts"] == 0
    assert everything["toxicity"]["template_drafts"]["drafts"] == len(items)  # one template reviewed per reply
    assert set(everything["toxicity"]["template_drafts"]["by_check"]) == set(report["gate_checks"])
    assert sum(c["drafts"] for c in everything["template_flags"].values()) == len(items)
    assert sum(c["flagged"] for c in everything["template_flags"].values()) == (
        everything["toxicity"]["template_drafts"]["flagged"])
    assert everything["analyst"]["type"]["n"] == 1 and everything["memory"]["type"]["high_confidence"]["n"] == 1
    assert everything["analyst"]["target"]["n"] == len(items)
    assert 0 < everything["similarity"]["cosine_mean"] <= 1 and everything["similarity"]["bleu"] is not None
    assert everything["cost"]["latency_ms_per_reply"]["p95"] >= everything["cost"]["latency_ms_per_reply"]["p50"] > 0
    assert report["exemplar_test"]["n"] == 4 and report["exemplar_test"]["analyst_source"] == {"memory": 4}
    assert report["footprint"]["peak_rss_mb"] > 0 and report["footprint"]["torch_loaded"] is False
    assert report["type_labels"]["items_labelled"] == 1
    assert set(report["toxicity_check"]["drafts_whose_flag_changes_when_batched"]) == set(report["gate_checks"])
    for record in report["items"]:  # without an LLM the analyst's reading is the memory module's
        assert record["analysis"] == "memory" and record["type_analyst"] == record["type_memory"]
    for record in report["items"]:  # drafts re-checked one at a time agree with the gate, as it checks them alone
        for draft in record["drafts"]:
            for name, flagged in draft["flagged"].items():
                assert flagged == (f"flagged by {name}" in draft["reasons"])


def test_the_command_names_a_missing_folder_or_model(conan_root: Path, tmp_path: Path) -> None:
    code, output = _parry("eval", "counterspeech", "--data-root", tmp_path / "nowhere", "--no-llm",
                          "--config", ROOT / "config.toml")
    assert code == 2 and "nowhere" in output and "--data-root" in output
    code, output = _parry("eval", "counterspeech", "--data-root", conan_root, "--no-llm",
                          "--similarity-model", tmp_path / "no-model", "--config", ROOT / "config.toml")
    assert code == 2 and "no-model" in output and "export --untuned" in output
    code, output = _parry("eval", "counterspeech", "--data-root", conan_root, "--no-llm", "--local-llm",
                          "--config", ROOT / "config.toml")
    assert code == 2 and "choose one" in output
