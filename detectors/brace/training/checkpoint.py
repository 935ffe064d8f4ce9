"""The files a run writes: `best.pt` (a self-contained model) and `checkpoint.pt` (the resumable state).

best.pt is a plain dict that `torch.load(weights_only=True)` reads: "state_dict", "config"
(`BraceModelConfig` as JSON), "encoder_config" (the Hugging Face config as JSON, so the
model is rebuilt without the original encoder directory), "tokenizer_json" (the
tokenizer.json text), "epoch", "metrics" (JSON), "counts" (JSON).
"""

from __future__ import annotations

import json
from dataclasses import asdict
from pathlib import Path
from typing import Any

import torch
from tokenizers import Tokenizer

from detectors.brace.model import BraceModel, BraceModelConfig, LossWeights


def config_to_json(config: BraceModelConfig) -> str:
    """Serialise a model config (nested loss weights included)."""
    return json.dumps(asdict(config), sort_keys=True)


def config_from_json(text: str) -> BraceModelConfig:
    """Inverse of `config_to_json`."""
    data = json.loads(text)
    weights = LossWeights(**data.pop("weights"))
    return BraceModelConfig(**data, weights=weights)


def save_best(
    path: str | Path,
    model: BraceModel,
    tokenizer_json: str,
    epoch: int,
    metrics: dict[str, Any],
    counts: dict[str, Any],
) -> Path:
    """Write a self-contained model file (atomically: temp file, then rename).

    Args:
        path: Target file, usually `out_dir/best.pt`.
        model: The model (its state dict is copied to the CPU).
        tokenizer_json: The tokenizer.json text the model was trained with.
        epoch: Epoch (0-based) it comes from.
        metrics: Its dev metrics.
        counts: Corpus counts.

    Returns:
        The path written.
    """
    path = Path(path)
    payload = {
        "state_dict": {k: v.detach().cpu() for k, v in model.state_dict().items()},
        "config": config_to_json(model.config),
        "encoder_config": model.encoder.config.to_json_string(),
        "tokenizer_json": tokenizer_json,
        "epoch": epoch,
        "metrics": json.dumps(metrics),
        "counts": json.dumps(counts),
    }
    tmp = path.with_suffix(".tmp")
    torch.save(payload, tmp)
    tmp.replace(path)
    return path


def _encoder_from_config(config_json: str) -> Any:
    from transformers import AutoConfig, AutoModel

    data = json.loads(config_json)
    config = AutoConfig.for_model(**data)
    try:
        return AutoModel.from_config(config, add_pooling_layer=False)  # type: ignore[no-untyped-call]
    except TypeError:
        return AutoModel.from_config(config)  # type: ignore[no-untyped-call]


def load_best(path: str | Path, device: str | torch.device = "cpu") -> tuple[BraceModel, Tokenizer, dict[str, Any]]:
    """Rebuild a model from a best.pt (a directory is read as `DIR/best.pt`).

    Args:
        path: The file, or the run directory holding it.
        device: Where to put the model.

    Returns:
        The model in eval mode, its tokenizer, and the metadata ("epoch", "metrics",
        "counts", "config", "tokenizer_json").

    Raises:
        FileNotFoundError: No such file.
    """
    path = Path(path)
    if path.is_dir():
        path = path / "best.pt"
    if not path.is_file():
        raise FileNotFoundError(
            f"model file not found: {path} (train one with python -m detectors.brace.training train)"
        )
    payload = torch.load(path, map_location="cpu", weights_only=True)
    config = config_from_json(payload["config"])
    model = BraceModel(config, encoder=_encoder_from_config(payload["encoder_config"]))
    model.load_state_dict(payload["state_dict"])
    model.to(device).eval()
    tokenizer = Tokenizer.from_str(payload["tokenizer_json"])
    meta = {
        "epoch": payload["epoch"],
        "metrics": json.loads(payload["metrics"]),
        "counts": json.loads(payload["counts"]),
        "config": json.loads(payload["config"]),
        "tokenizer_json": payload["tokenizer_json"],
    }
    return model, tokenizer, meta
