"""Export the memory encoder: fp32 ONNX of the mean-pooled, normalised encoder → per-channel int8.

`models/fire-memory/` (or any `out_dir`) then holds `model.int8.onnx`, `tokenizer.json` and
`model_card.json`; `model.fp32.onnx` is written next to them and git-ignored. The graph's
contract is in `responders.fire.memory.encoder`. Opset 17, dynamic batch and sequence axes,
the TorchScript exporter, and BRACE's dynamic per-channel int8 quantization.
"""

from __future__ import annotations

import datetime as dt
import json
import shutil
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import torch
from tokenizers import Tokenizer

from detectors.brace.model.encoder import default_encoder_path
from detectors.brace.training.export import _portable_encoder, _versions, file_hash, quantize_int8
from detectors.staging import staged
from responders.fire.memory.encoder import INPUT_NAMES, MAX_LENGTH, OUTPUT_NAME, SentenceEncoder, tokenize
from responders.fire.memory.training.model import SentenceModule

MIN_INT8_COSINE = 0.99  # per sentence, torch vs int8 ONNX
MIN_FP32_COSINE = 0.9999
PARITY_TEXTS = (
    "they are breeding like rats and taking over our towns",
    "women are too emotional to lead anything",
    "the whole thing was planned by them to replace us",
    "most crimes here are committed by migrants, look it up",
    "get out of our country, nobody wants you",
    "good morning everyone, who is up for a match tonight?",
)


@dataclass(frozen=True, slots=True)
class ExportResult:
    out_dir: Path
    fp32: Path
    int8: Path
    card: dict[str, Any]
    parity: dict[str, float]


def export_onnx(module: SentenceModule, path: str | Path, opset: int = 17) -> Path:
    """Write `module` as fp32 ONNX: (input_ids, attention_mask) → embeddings, dynamic batch and sequence."""
    path = Path(path)
    was_training = module.training
    module.eval()
    # Two rows, the second padded, so the traced graph keeps the attention-mask path.
    input_ids = torch.ones((2, 16), dtype=torch.long)
    attention_mask = torch.ones((2, 16), dtype=torch.long)
    attention_mask[1, 8:] = 0
    try:
        with torch.no_grad():
            torch.onnx.export(
                module,
                (input_ids, attention_mask),
                str(path),
                input_names=list(INPUT_NAMES),
                output_names=[OUTPUT_NAME],
                dynamic_axes={
                    "input_ids": {0: "batch", 1: "sequence"},
                    "attention_mask": {0: "batch", 1: "sequence"},
                    OUTPUT_NAME: {0: "batch"},
                },
                opset_version=opset,
                dynamo=False,
            )
    finally:
        module.train(was_training)
    return path


def parity_check(
    module: SentenceModule,
    tokenizer: Tokenizer,
    fp32: str | Path,
    int8: str | Path,
    texts: Sequence[str] = PARITY_TEXTS,
    max_length: int = MAX_LENGTH,
) -> dict[str, float]:
    """Per-sentence cosine of torch vs each ONNX file on a padded batch: the minimum over `texts`."""
    import onnxruntime as ort

    ids, mask = tokenize(tokenizer, texts, max_length)
    module.eval()
    with torch.no_grad():
        expected = module(torch.from_numpy(ids), torch.from_numpy(mask)).numpy()
    result = {}
    for name, path in (("fp32", fp32), ("int8", int8)):
        session = ort.InferenceSession(str(path), providers=["CPUExecutionProvider"])
        (got,) = session.run([OUTPUT_NAME], {"input_ids": ids, "attention_mask": mask})
        cosine = (np.asarray(got) * expected).sum(axis=1) / np.linalg.norm(got, axis=1)
        result[f"{name}_min_cosine"] = round(float(cosine.min()), 6)
    return result


def _run_info(source: Path) -> dict[str, Any]:
    """What the training run left next to `best/`: its config, split counts and history."""
    run = source.parent
    info: dict[str, Any] = {}
    for key, name in (("config", "train_config.json"), ("splits", "splits.json"), ("history", "history.json")):
        if (run / name).is_file():
            info[key] = json.loads((run / name).read_text(encoding="utf-8"))
    return info


def export(source: str | Path | None, out_dir: str | Path, max_length: int = MAX_LENGTH) -> ExportResult:
    """Export an encoder for serving.

    Args:
        source: A training run directory (its `best/` is exported) or a Hugging Face encoder
            directory with `tokenizer.json`; None exports the untuned packaged all-MiniLM-L6-v2
            (the baseline).
        out_dir: Destination, e.g. `models/fire-memory`.
        max_length: The token budget serving uses, recorded in the card.

    Returns:
        Paths, the model card and the parity figures.

    Raises:
        ValueError: ONNX disagrees with torch (fp32 cosine < 0.9999 or int8 cosine < 0.99 on a sentence).
    """
    encoder_dir = default_encoder_path() if source is None else Path(source)
    if (encoder_dir / "best").is_dir():
        encoder_dir = encoder_dir / "best"
    out = Path(out_dir)
    # Built beside out_dir and moved in only after the parity check: a failed export keeps the installed model.
    with staged(out) as stage:
        module = SentenceModule.from_dir(encoder_dir).eval()
        tokenizer = Tokenizer.from_file(str(encoder_dir / "tokenizer.json"))
        fp32 = export_onnx(module, stage / "model.fp32.onnx")
        int8 = quantize_int8(fp32, stage / "model.int8.onnx")
        shutil.copyfile(encoder_dir / "tokenizer.json", stage / "tokenizer.json")
        parity = parity_check(module, tokenizer, fp32, int8, max_length=max_length)
        if parity["fp32_min_cosine"] < MIN_FP32_COSINE or parity["int8_min_cosine"] < MIN_INT8_COSINE:
            raise ValueError(f"ONNX export disagrees with torch: {parity}")
        run = _run_info(encoder_dir) if source is not None else {}
        config = run.get("config", {})
        history = run.get("history", {})
        card = {
            "name": "fire-memory",
            "version": file_hash(int8),
            "created": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
            "encoder": _portable_encoder(str(config.get("encoder") or default_encoder_path())),
            "fine_tuned": bool(run),
            "versions": _versions(),
            "files": {"int8": int8.name, "fp32": fp32.name, "tokenizer": "tokenizer.json"},
            "inputs": list(INPUT_NAMES),
            "outputs": [OUTPUT_NAME],
            "dim": int(module.encoder.config.hidden_size),
            "pooling": "mean over the attention mask, L2-normalised",
            "max_length": max_length,
            "training": config or None,
            "best_epoch": history.get("best_epoch"),
            "data_counts": run.get("splits", {}).get("counts"),
            "metrics": {"dev_during_training": history["epochs"][history["best_epoch"]]["dev"]} if history else {},
            "parity": parity,
            "sizes_bytes": {"int8": int8.stat().st_size, "fp32": fp32.stat().st_size},
        }
        (stage / "model_card.json").write_text(json.dumps(card, indent=2), encoding="utf-8")
        SentenceEncoder.load(stage)  # the serving side opens what was written
    return ExportResult(out, out / fp32.name, out / int8.name, card, parity)
