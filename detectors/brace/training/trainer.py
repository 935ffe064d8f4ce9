"""`train(TrainConfig) -> TrainResult`: the BRACE training loop with checkpoints and resume.

Per epoch: length-bucketed batches, `accum` micro-batches per optimiser step (AdamW with
the encoder at `encoder_lr` and the new modules at `head_lr`, linear warmup then linear
decay, gradient clipping), bf16 autocast on CUDA. After the first epoch the prototype
bank is seeded from the features of (a sample of) the training set; from then on it is
EMA-updated after every optimiser step. After each epoch: dev metrics, `checkpoint.pt`
(model, optimiser, scheduler, epoch, RNG states), `best.pt` when the selection metric
(`selection_metric`: the mean of dev harm-type macro-F1 and severity accuracy, the two
targets) improves, and `history.json` (per-epoch metrics). The run's dev and test windows
are written to `dev.jsonl` and `test.jsonl` for `eval`.
"""

from __future__ import annotations

import json
import math
import random
import shutil
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import numpy as np
import torch
from torch.utils.data import DataLoader

from detectors.brace.encoding import load_tokenizer
from detectors.brace.model import BraceModel, BraceModelConfig, load_encoder
from detectors.brace.model.encoder import default_encoder_path
from detectors.brace.training.checkpoint import save_best
from detectors.brace.training.corpus import Corpus, load_corpus
from detectors.brace.training.data import BraceDataset, BucketBatchSampler, collate
from detectors.brace.training.distill import soft_cross_entropy, soft_targets_for, teacher_targets
from detectors.brace.training.evaluate import evaluate
from detectors.brace.training.progress import Progress
from detectors.brace.windows import dump_windows

ABLATIONS: dict[str, dict[str, Any]] = {
    "full": {},
    "no_chain": {"use_chain": False},
    "no_proto": {"use_prototypes": False},
    "no_moe": {"use_moe": False},
    "depth1": {"chain_depth": 1},
    "depth2": {"chain_depth": 2},
    "depth3": {"chain_depth": 3},
}



def selection_metric(dev_metrics: dict[str, Any]) -> float:
    """What picks the best epoch: both targets count, so severity is not traded away for type.

    (Selecting on macro-F1 alone once kept an epoch at dev severity 0.657 over one at 0.735.)
    """
    return (float(dev_metrics["harm_macro_f1"]) + float(dev_metrics["severity_accuracy"])) / 2

@dataclass(frozen=True, slots=True)
class TrainConfig:
    """Everything a training run needs; the CLI fills it from its flags."""

    out_dir: Path
    seed_dir: Path | None = Path("data/brace/seed")
    public_dir: Path | None = None
    encoder: Path | None = None  # a local HF encoder directory with tokenizer.json; None: packaged MiniLM
    epochs: int = 6
    max_length: int = 96  # the longest seed window has 84 tokens
    batch_size: int = 16
    accum: int = 2
    seed: int = 13
    freeze_layers: int = 0  # freeze the embeddings and the lowest N encoder layers (0: none)
    encoder_layers: int | None = None  # keep only the encoder's lowest N layers (None: all)
    teacher: Path | None = None  # an exported model dir whose type/severity probabilities are soft targets
    distill_weight: float = 0.5  # weight of each soft cross-entropy (type, severity) in the total loss
    ablation: str = "full"
    limit: int | None = None  # cap train at N windows, dev/test at N // 4 (smoke runs)
    min_type_share: float = 0.6  # oversample rare harm types in train up to this share of the largest
    resume: bool = False
    # Chosen on dev (docs/brace/results.md); the paper's 2e-5 / 1e-4 underfit a few thousand windows.
    encoder_lr: float = 1e-4
    head_lr: float = 5e-4
    weight_decay: float = 0.01
    warmup: float = 0.1  # share of the optimiser steps spent warming up
    grad_clip: float = 1.0
    proto_sample: int = 4096  # training windows whose features seed the prototype bank
    eval_batch_size: int = 64
    device: str | None = None  # None: cuda when available, else cpu
    bf16: bool = True  # bf16 autocast on CUDA (ignored on CPU); False trains in fp32 (TF32 matmuls)
    model: BraceModelConfig = field(default_factory=BraceModelConfig)  # sizes; ablation switches go on top
    plain_progress: bool | None = None  # None: decide from the terminal / PARRY_PLAIN_PROGRESS


@dataclass(frozen=True, slots=True)
class TrainResult:
    """What a run produced."""

    out_dir: Path
    best_path: Path | None  # None when no epoch ran
    checkpoint_path: Path
    best_metric: float
    best_epoch: int
    history: list[dict[str, Any]]
    counts: dict[str, Any]
    seconds: float


def seed_everything(seed: int) -> None:
    """Seed Python, numpy and torch (CPU and CUDA)."""
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)
    if torch.cuda.is_available():
        torch.cuda.manual_seed_all(seed)


def _rng_state() -> dict[str, Any]:
    state = {"python": random.getstate(), "numpy": np.random.get_state(), "torch": torch.get_rng_state()}
    if torch.cuda.is_available():
        state["cuda"] = torch.cuda.get_rng_state_all()
    return state


def _set_rng_state(state: dict[str, Any]) -> None:
    random.setstate(state["python"])
    np.random.set_state(state["numpy"])
    torch.set_rng_state(state["torch"])
    if "cuda" in state and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(state["cuda"])


def freeze_lower_layers(model: BraceModel, n: int) -> int:
    """Freeze the encoder's embeddings and its lowest `n` layers (BERT-style encoders).

    Args:
        model: The model.
        n: Layers to freeze; 0 freezes nothing.

    Returns:
        How many parameters were frozen.

    Raises:
        ValueError: The encoder has no `embeddings` / `encoder.layer` to freeze.
    """
    if n <= 0:
        return 0
    encoder: Any = model.encoder
    embeddings = getattr(encoder, "embeddings", None)
    layers = getattr(getattr(encoder, "encoder", None), "layer", None)
    if embeddings is None or layers is None:
        raise ValueError("freeze_layers needs a BERT-style encoder (embeddings, encoder.layer)")
    frozen = 0
    for module in [embeddings, *list(layers)[:n]]:
        for p in module.parameters():
            p.requires_grad_(False)
            frozen += p.numel()
    return frozen


def _linear_schedule(optimizer: torch.optim.Optimizer, warmup: int, total: int) -> torch.optim.lr_scheduler.LambdaLR:
    def factor(step: int) -> float:
        if step < warmup:
            return (step + 1) / max(1, warmup)
        return max(0.0, (total - step) / max(1, total - warmup))

    return torch.optim.lr_scheduler.LambdaLR(optimizer, factor)


def _resolve_device(name: str | None) -> torch.device:
    return torch.device(name if name else ("cuda" if torch.cuda.is_available() else "cpu"))


@torch.no_grad()
def _collect_features(
    model: BraceModel,
    dataset: BraceDataset,
    sample: int,
    batch_size: int,
    device: torch.device,
    seed: int,
    bf16: bool,
) -> tuple[torch.Tensor, torch.Tensor]:
    """Features (eval mode) and type labels of up to `sample` training windows."""
    indices = list(range(len(dataset)))
    if len(indices) > sample:
        indices = sorted(random.Random(seed).sample(indices, sample))
    subset = BraceDataset([dataset.examples[i] for i in indices])
    was_training = model.training
    model.eval()
    feats, labels = [], []
    autocast = torch.autocast("cuda", dtype=torch.bfloat16, enabled=device.type == "cuda" and bf16)
    for batch_ids in BucketBatchSampler(subset.lengths, batch_size, shuffle=False):
        batch = collate([subset.examples[i] for i in batch_ids]).to(device)
        with autocast:
            out = model(batch.input_ids, batch.attention_mask)
        feats.append(out.features.float())
        labels.append(batch.labels.types)
    model.train(was_training)
    return torch.cat(feats), torch.cat(labels)


def build_model(cfg: TrainConfig) -> tuple[BraceModel, Path]:
    """The model for a run (ablation applied) and its encoder directory."""
    encoder_dir = Path(cfg.encoder) if cfg.encoder is not None else default_encoder_path()
    if cfg.ablation not in ABLATIONS:
        raise ValueError(f"unknown ablation {cfg.ablation!r}; choose one of {sorted(ABLATIONS)}")
    model_cfg = replace(
        cfg.model, encoder_path=str(encoder_dir), encoder_layers=cfg.encoder_layers, **ABLATIONS[cfg.ablation]
    )
    return BraceModel(model_cfg, encoder=load_encoder(encoder_dir, cfg.encoder_layers)), encoder_dir


def train(cfg: TrainConfig, corpus: Corpus | None = None) -> TrainResult:
    """Train (or resume) a BRACE model.

    Args:
        cfg: The run's settings.
        corpus: Pre-assembled splits; None loads them from `cfg.seed_dir` / `cfg.public_dir`.

    Returns:
        Paths, the best dev selection metric and its epoch, and the per-epoch history.

    Raises:
        FileNotFoundError: `cfg.resume` is set but there is no checkpoint.
        ValueError: Empty training split, or an unknown ablation.
    """
    started = time.perf_counter()
    out_dir = Path(cfg.out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    checkpoint_path, best_path = out_dir / "checkpoint.pt", out_dir / "best.pt"
    seed_everything(cfg.seed)
    device = _resolve_device(cfg.device)

    if corpus is None:
        corpus = load_corpus(
            cfg.seed_dir, cfg.public_dir, seed=cfg.seed, limit=cfg.limit, min_type_share=cfg.min_type_share
        )
    if not len(corpus.train):
        raise ValueError("the training split is empty")
    model, encoder_dir = build_model(cfg)
    tokenizer_file = encoder_dir / "tokenizer.json"
    tokenizer = load_tokenizer(tokenizer_file)
    tokenizer_json = tokenizer_file.read_text(encoding="utf-8")
    shutil.copyfile(tokenizer_file, out_dir / "tokenizer.json")
    dump_windows(corpus.dev.windows, out_dir / "dev.jsonl")  # so `eval --data OUT/test.jsonl` scores the held-out split
    dump_windows(corpus.test.windows, out_dir / "test.jsonl")
    train_set = BraceDataset.from_windows(corpus.train.windows, tokenizer, cfg.max_length, corpus.train.annotated)
    dev_set = BraceDataset.from_windows(corpus.dev.windows, tokenizer, cfg.max_length, corpus.dev.annotated)

    soft = teacher_targets(cfg.teacher, train_set.examples, tokenizer_json) if cfg.teacher is not None else None

    freeze_lower_layers(model, cfg.freeze_layers)
    model.to(device)
    groups = model.parameter_groups(cfg.encoder_lr, cfg.head_lr)
    for group in groups:
        group["params"] = [p for p in group["params"] if p.requires_grad]
    optimizer = torch.optim.AdamW(groups, weight_decay=cfg.weight_decay)
    sampler = BucketBatchSampler(train_set.lengths, cfg.batch_size, shuffle=True, seed=cfg.seed)
    steps_per_epoch = math.ceil(len(sampler) / cfg.accum)
    total_steps = steps_per_epoch * cfg.epochs
    scheduler = _linear_schedule(optimizer, int(cfg.warmup * total_steps), total_steps)

    start_epoch, best_metric, best_epoch = 0, -math.inf, -1
    history: list[dict[str, Any]] = []
    if cfg.resume:
        if not checkpoint_path.is_file():
            raise FileNotFoundError(f"--resume: no checkpoint at {checkpoint_path}")
        state = torch.load(checkpoint_path, map_location="cpu", weights_only=False)  # RNG states stay on the CPU
        model.load_state_dict(state["model"])
        optimizer.load_state_dict(state["optimizer"])
        scheduler.load_state_dict(state["scheduler"])
        start_epoch = state["epoch"] + 1
        best_metric, best_epoch, history = state["best_metric"], state["best_epoch"], state["history"]
        _set_rng_state(state["rng"])

    autocast_enabled = device.type == "cuda" and cfg.bf16
    if device.type == "cuda":
        torch.backends.cuda.matmul.allow_tf32 = True
        torch.backends.cudnn.allow_tf32 = True
    loader = DataLoader(train_set, batch_sampler=sampler, collate_fn=collate)
    with Progress(plain=cfg.plain_progress) as progress:
        progress.log(
            f"device {device}; train {len(train_set)}, dev {len(dev_set)} windows; "
            f"{steps_per_epoch} steps/epoch; ablation {cfg.ablation}"
            + (f"; resuming at epoch {start_epoch + 1}" if start_epoch else "")
            + (f"; distilling from {cfg.teacher} (weight {cfg.distill_weight})" if soft is not None else "")
        )
        for epoch in range(start_epoch, cfg.epochs):
            epoch_started = time.perf_counter()
            model.train()
            sampler.set_epoch(epoch)
            task = progress.add(f"epoch {epoch + 1}/{cfg.epochs}", len(sampler))
            proto_live = epoch > 0  # the bank is seeded at the end of the first epoch
            loss_sum, loss_n = 0.0, 0
            pending: list[tuple[torch.Tensor, torch.Tensor]] = []
            optimizer.zero_grad(set_to_none=True)
            for n, batch in enumerate(loader, start=1):
                batch = batch.to(device)
                with torch.autocast("cuda", dtype=torch.bfloat16, enabled=autocast_enabled):
                    out = model(batch.input_ids, batch.attention_mask, batch.labels)
                loss = out.losses["total"]
                if soft is not None:
                    soft_types, soft_severity = soft_targets_for(soft, batch.ids, device)
                    distill = soft_cross_entropy(out.type_logits, soft_types) + soft_cross_entropy(
                        out.severity_logits, soft_severity
                    )
                    loss = loss + cfg.distill_weight * distill
                (loss / cfg.accum).backward()
                loss_sum += float(loss.detach())
                loss_n += 1
                if proto_live:
                    pending.append((out.features.detach().float(), batch.labels.types))
                if n % cfg.accum == 0 or n == len(sampler):
                    torch.nn.utils.clip_grad_norm_(model.parameters(), cfg.grad_clip)
                    optimizer.step()
                    scheduler.step()
                    optimizer.zero_grad(set_to_none=True)
                    if pending:
                        model.update_prototypes(torch.cat([f for f, _ in pending]), torch.cat([t for _, t in pending]))
                        pending.clear()
                progress.advance(task, f"loss {loss_sum / loss_n:.4f}")
            if epoch == 0:
                feats, types = _collect_features(
                    model, train_set, cfg.proto_sample, cfg.eval_batch_size, device, cfg.seed, cfg.bf16
                )
                model.init_prototypes(feats, types)
            dev_metrics = evaluate(model, dev_set, cfg.eval_batch_size, device) if len(dev_set) else {}
            metric = selection_metric(dev_metrics) if dev_metrics else -loss_sum / max(1, loss_n)
            record = {
                "epoch": epoch + 1,
                "train_loss": loss_sum / max(1, loss_n),
                "seconds": time.perf_counter() - epoch_started,
                "lr_encoder": optimizer.param_groups[0]["lr"],
                "dev": {k: v for k, v in dev_metrics.items() if k not in ("labels", "primary_metric")},
            }
            history.append(record)
            if metric > best_metric:
                best_metric, best_epoch = metric, epoch
                save_best(best_path, model, tokenizer_json, epoch, dev_metrics, corpus.counts)
            torch.save(
                {
                    "model": model.state_dict(),
                    "optimizer": optimizer.state_dict(),
                    "scheduler": scheduler.state_dict(),
                    "epoch": epoch,
                    "best_metric": best_metric,
                    "best_epoch": best_epoch,
                    "history": history,
                    "rng": _rng_state(),
                    "config": str(cfg),
                },
                checkpoint_path.with_suffix(".tmp"),
            )
            checkpoint_path.with_suffix(".tmp").replace(checkpoint_path)
            (out_dir / "history.json").write_text(
                json.dumps({"counts": corpus.counts, "epochs": history}, indent=2), encoding="utf-8"
            )
            progress.log(
                f"epoch {epoch + 1}: train loss {record['train_loss']:.4f}, "
                f"dev harm-type macro-F1 {dev_metrics.get('harm_macro_f1', float('nan')):.4f}, "
                f"severity acc {dev_metrics.get('severity_accuracy', float('nan')):.4f}, "
                f"binary F1 {dev_metrics.get('binary_f1', float('nan')):.4f} ({record['seconds']:.0f}s)"
            )
    return TrainResult(
        out_dir=out_dir,
        best_path=best_path if best_path.is_file() else None,
        checkpoint_path=checkpoint_path,
        best_metric=best_metric,
        best_epoch=best_epoch,
        history=history,
        counts=corpus.counts,
        seconds=time.perf_counter() - started,
    )
