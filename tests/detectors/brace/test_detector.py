"""BraceDetector on a tiny randomly initialised model exported to ONNX in the test."""

from __future__ import annotations

import json
import logging
import subprocess
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from detectors.brace import _session
from detectors.brace._session import INPUT_NAMES, OUTPUT_NAMES, BraceModelError, resolve_providers
from detectors.brace.config import BraceConfig
from detectors.brace.detector import BraceDetector
from detectors.brace.taxonomy import TYPE_TO_LABEL
from detectors.taxonomy import HARM_TYPES as PARRY_LABELS
from detectors.types import Severity
from tests.factories import make_message, make_window

ROOT = Path(__file__).resolve().parents[3]
WORDS = "i will find you tonight kill buy weed now hello friend game was fun see at school the a you're dead".split()
SPECIALS = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"]


def _tiny_tokenizer(path: Path) -> int:
    from tokenizers import Tokenizer, models, normalizers, pre_tokenizers

    letters = [chr(c) for c in range(ord("a"), ord("z") + 1)]
    # Deduplicated: "a" and "i" are both words and letters, and ids must stay dense.
    vocab_list = list(dict.fromkeys([*SPECIALS, *WORDS, *letters, *(f"##{c}" for c in letters)]))
    vocab = {tok: i for i, tok in enumerate(vocab_list)}
    tok = Tokenizer(models.WordPiece(vocab, unk_token="[UNK]"))
    tok.normalizer = normalizers.BertNormalizer(lowercase=True)
    tok.pre_tokenizer = pre_tokenizers.BertPreTokenizer()
    tok.save(str(path))
    return len(vocab)


@pytest.fixture(scope="session")
def model_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A model directory like the shipped one: tiny int8 ONNX, tokenizer.json, model_card.json."""
    torch = pytest.importorskip("torch")
    transformers = pytest.importorskip("transformers")
    from onnxruntime.quantization import QuantType, quantize_dynamic

    from detectors.brace.model import BraceModel, BraceModelConfig, export_onnx

    root = tmp_path_factory.mktemp("brace_model")
    vocab_size = _tiny_tokenizer(root / "tokenizer.json")
    torch.manual_seed(0)
    encoder = transformers.BertModel(
        transformers.BertConfig(
            vocab_size=vocab_size,
            hidden_size=32,
            num_hidden_layers=1,
            num_attention_heads=2,
            intermediate_size=64,
            max_position_embeddings=256,
        ),
        add_pooling_layer=False,
    )
    config = BraceModelConfig(feature_dim=32, chain_dim=32, expert_dim=16, proto_heads=2)
    fp32 = export_onnx(BraceModel(config, encoder=encoder), root / "model.fp32.onnx")
    quantize_dynamic(str(fp32), str(root / "model.int8.onnx"), weight_type=QuantType.QInt8)
    (root / "model_card.json").write_text(json.dumps({"version": "brace-test-1", "metrics": {"macro_f1": 0.0}}))
    return root


@pytest.fixture
def config(model_dir: Path) -> BraceConfig:
    return BraceConfig(enabled=True, model_dir=str(model_dir), providers=("CPUExecutionProvider",))


@pytest.fixture
async def detector(config: BraceConfig) -> AsyncIterator[BraceDetector]:
    built = BraceDetector(config)
    yield built
    await built.aclose()


def test_names_match_the_export_contract() -> None:
    export = pytest.importorskip("detectors.brace.model.export")
    assert export.INPUT_NAMES == INPUT_NAMES
    assert export.OUTPUT_NAMES == OUTPUT_NAMES


def test_config_defaults_and_mistakes() -> None:
    assert BraceConfig().enabled is True  # the trained model ships in models/brace
    assert BraceConfig().max_length == 64
    with pytest.raises(ValueError):
        BraceConfig(providers=("auto", "CPUExecutionProvider"))
    with pytest.raises(ValueError):
        BraceConfig(bogus=1)  # type: ignore[call-arg]


async def test_one_well_formed_result_per_window_in_order(config: BraceConfig, detector: BraceDetector) -> None:
    always = BraceDetector(config.model_copy(update={"min_binary_score": 0.0, "evidence_threshold": 0.0}))
    windows = [
        make_window("hello friend", "i will find you tonight"),
        make_window("buy weed now"),
        make_window("the game was fun", "see you at school", "you're dead 🔪 tonight"),
    ]
    for det in (detector, always):
        results = await det.detect(windows)
        assert len(results) == 3
        for window, result in zip(windows, results, strict=True):
            raw = window.target.message.text
            assert result.name == "brace" and result.version == "brace-test-1" and result.error is None
            assert result.route == "brace" and result.latency_ms > 0
            assert 0.0 <= result.score <= 1.0
            assert set(result.scores) == set(TYPE_TO_LABEL.values()) | ({"hate"} & set(result.labels))
            assert all(0.0 <= s <= 1.0 for s in result.scores.values())
            assert set(result.labels) <= set(PARRY_LABELS)
            assert isinstance(result.severity, Severity)
            assert (result.severity >= Severity.L1) == result.flagged == bool(result.labels)
            for span in result.spans:
                assert 0 <= span.start < span.end <= len(raw) and raw[span.start : span.end].strip()
                assert span.label == result.labels[0] and span.source == "brace"
            assert "topic " in result.detail and "indicators " in result.detail and " p=" in result.detail
            assert det.explain(result).startswith("brace brace-test-1")
    # With every threshold at 0 a non-benign top type is flagged and every target token is evidence.
    flagged = [r for r in await always.detect(windows) if r.flagged]
    assert all(r.spans for r in flagged)
    if flagged:
        assert "evidence (" in always.explain(flagged[0])
    await always.aclose()
    # Batching barely changes a window's result: padding is masked, but dynamic int8
    # quantization scales activations per batch, so scores move in the 3rd or 4th decimal
    # (more on AVX2-only CPUs, whose u8s8 kernels lack VNNI).
    alone = await detector.detect(windows[1:2])
    together = await detector.detect(windows)
    assert alone[0].score == pytest.approx(together[1].score, abs=5e-3)


async def test_long_windows_are_truncated_and_say_so(config: BraceConfig) -> None:
    short = BraceDetector(config.model_copy(update={"max_length": 16}))
    history = [f"hello friend {i} the game was fun" for i in range(10)]
    [result] = await short.detect([make_window(*history, "i will find you")])
    assert result.error is None and "truncated: 9 older turn(s) dropped" in result.detail
    [result] = await short.detect([make_window("kill " * 200)])
    assert result.error is None and "truncated: end of the judged message cut" in result.detail
    [result] = await short.detect([make_window("hi", "see you")])
    assert "truncated" not in result.detail
    await short.aclose()


@pytest.mark.parametrize("texts", [("",), ("🔥🔥🔥",), ("", ""), ("🙂", "   "), ("hello", "")])
async def test_empty_and_emoji_windows(detector: BraceDetector, texts: tuple[str, ...]) -> None:
    [result] = await detector.detect([make_window(*texts)])
    assert result.error is None
    assert all(s.end <= len(texts[-1]) for s in result.spans)


async def test_empty_batch_and_closed_detector(config: BraceConfig) -> None:
    det = BraceDetector(config)
    assert await det.detect([]) == []
    await det.aclose()
    [result] = await det.detect([make_window("hi")])
    assert not result.flagged and result.error and "closed" in result.error
    assert "failed" in det.explain(result)


@pytest.mark.parametrize("missing", ["model.int8.onnx", "tokenizer.json", "model_card.json"])
def test_missing_file_is_named(model_dir: Path, tmp_path: Path, missing: str) -> None:
    for name in ("model.int8.onnx", "tokenizer.json", "model_card.json"):
        if name != missing:
            (tmp_path / name).write_bytes((model_dir / name).read_bytes())
    with pytest.raises(BraceModelError, match=rf"{missing}.*not found.*parry train brace.*parry export brace"):
        BraceDetector(BraceConfig(enabled=True, model_dir=str(tmp_path)))


@pytest.mark.parametrize(
    ("name", "content", "problem"),
    [
        ("model.int8.onnx", b"not an onnx model", "cannot be loaded by ONNX Runtime"),
        ("tokenizer.json", b"{broken", "unreadable"),
        ("model_card.json", b"{broken", "unreadable"),
        ("model_card.json", b'{"metrics": {}}', "has no `version`"),
    ],
)
def test_corrupt_file_is_named(model_dir: Path, tmp_path: Path, name: str, content: bytes, problem: str) -> None:
    for each in ("model.int8.onnx", "tokenizer.json", "model_card.json"):
        (tmp_path / each).write_bytes(content if each == name else (model_dir / each).read_bytes())
    with pytest.raises(BraceModelError, match=rf"{name}: {problem}.*parry train brace"):
        BraceDetector(BraceConfig(enabled=True, model_dir=str(tmp_path)))


def test_wrong_onnx_graph_is_rejected(model_dir: Path, tmp_path: Path) -> None:
    onnx = pytest.importorskip("onnx")
    graph = onnx.helper.make_graph(
        [onnx.helper.make_node("Identity", ["x"], ["y"])],
        "other",
        [onnx.helper.make_tensor_value_info("x", onnx.TensorProto.FLOAT, [1])],
        [onnx.helper.make_tensor_value_info("y", onnx.TensorProto.FLOAT, [1])],
    )
    onnx.save(onnx.helper.make_model(graph, opset_imports=[onnx.helper.make_opsetid("", 17)]), tmp_path / "m.onnx")
    for each in ("tokenizer.json", "model_card.json"):
        (tmp_path / each).write_bytes((model_dir / each).read_bytes())
    with pytest.raises(BraceModelError, match=r"m\.onnx: is not a BRACE export"):
        BraceDetector(BraceConfig(enabled=True, model_dir=str(tmp_path), model_file="m.onnx"))


def test_serving_imports_neither_torch_nor_transformers() -> None:
    code = (
        "import sys, detectors.registry, detectors.brace.detector, detectors.brace.encoding;"
        "print(sorted(m for m in ('torch', 'transformers') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_provider_resolution() -> None:
    cpu, cuda = "CPUExecutionProvider", "CUDAExecutionProvider"
    assert resolve_providers(("auto",), [cpu]) == [cpu]
    assert resolve_providers(("auto",), [cuda, cpu]) == [cuda, cpu]
    assert resolve_providers((cuda, cpu), [cpu]) == [cpu]
    assert resolve_providers((cuda,), [cpu]) == [cpu]


def test_auto_falls_back_to_cpu_and_logs_it(
    config: BraceConfig, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    import onnxruntime

    monkeypatch.setattr(onnxruntime, "get_available_providers", lambda: ["CPUExecutionProvider"])
    with caplog.at_level(logging.INFO, logger=_session.__name__):
        det = BraceDetector(config.model_copy(update={"providers": ("auto",)}))
    assert det.providers == ("CPUExecutionProvider",)
    assert "on CPUExecutionProvider" in caplog.text


def test_cuda_requested_but_cpu_used_warns(
    config: BraceConfig, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    # Pretend this build has CUDA; ORT then cannot start it here (or it is really there).
    monkeypatch.setattr(_session, "resolve_providers", lambda p: ["CUDAExecutionProvider", "CPUExecutionProvider"])
    with caplog.at_level(logging.INFO, logger=_session.__name__):
        det = BraceDetector(config.model_copy(update={"providers": ("auto",)}))
    if "CUDAExecutionProvider" in det.providers:
        pytest.skip("CUDA really is available here")
    assert det.providers == ("CPUExecutionProvider",)
    assert any(r.levelno == logging.WARNING and "CUDA was requested" in r.getMessage() for r in caplog.records)


async def test_brace_runs_inside_the_pipeline(model_dir: Path, tmp_path: Path) -> None:
    from bot.config import load_config
    from bot.runtime.builder import Runtime
    from bot.runtime.pipeline import Outcome

    base = load_config(ROOT / "config.toml")
    brace = BraceConfig(enabled=True, model_dir=str(model_dir), providers=("auto",))
    detectors = base.detectors.model_copy(update={"brace": brace})
    storage = base.storage.model_copy(
        update={"url": f"sqlite+aiosqlite:///{tmp_path / 'audit.sqlite3'}", "spill_dir": tmp_path / "spill"}
    )
    config = base.model_copy(update={"detectors": detectors, "storage": storage})
    outcomes: list[Outcome] = []
    runtime = await Runtime.build(config, on_outcome=outcomes.append)
    try:
        assert [d.name for d in runtime.detectors] == ["filters", "brace"]
        await runtime.pipeline.submit(make_message("hello friend"))
        await runtime.pipeline.submit(make_message("i will find you tonight"))
    finally:
        await runtime.aclose()
    assert len(outcomes) == 2
    for outcome in outcomes:
        names = [c.name for c in outcome.verdict.checks]
        assert names == ["filters", "brace"]
        assert outcome.verdict.model_versions["brace"] == "brace-test-1"
        assert not outcome.verdict.errors


def test_length_groups_match_one_padded_call(model_dir: Path) -> None:
    """Sorting by length and padding each group to its own longest changes no output."""
    import numpy as np

    from detectors.brace.detector import run_by_length
    from detectors.brace.encoding import encode_batch

    loaded = _session.load_model(model_dir, "model.fp32.onnx", ("CPUExecutionProvider",), 1)
    texts = [["hello"], ["i will find you tonight at school", "see you"], ["game was fun"], ["a " * 40, "buy weed now"]]
    batch = encode_batch(loaded.tokenizer, texts, 64)
    whole = run_by_length(loaded.session, batch, len(texts))
    grouped = run_by_length(loaded.session, batch, 1)
    mask = batch.attention_mask.astype(bool)
    for name in OUTPUT_NAMES:
        got, want = grouped[name], whole[name]
        assert got.shape == want.shape
        if name in ("indicator_heatmap", "bio_probs"):
            got, want = got[mask], want[mask]
        np.testing.assert_allclose(got, want, atol=1e-5, err_msg=name)


def test_missing_onnxruntime_says_what_to_install(model_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "onnxruntime", None)  # `import onnxruntime` now fails
    with pytest.raises(BraceModelError, match=r"pip install 'parry\[cpu\]'"):
        _session.load_model(str(model_dir), "model.int8.onnx", ("auto",))
