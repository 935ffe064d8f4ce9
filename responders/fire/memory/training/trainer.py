"""`train(MemoryTrainConfig) -> MemoryTrainResult`: fine-tune the memory encoder with SupCon.

The exemplars' `hate_speech` texts, labelled by `hate_type`, in type-balanced batches
(`per_type` of each type, so every anchor has positives), padded to the longest text in the
batch, at most `max_length` tokens. AdamW with linear warm-up and decay, gradient clipping.
The word, position and type embeddings are frozen by default: the exemplars touch a small
share of the 30k-word vocabulary, and updating those rows alone drifts them away from the
untouched ones, while the transformer layers carry the regrouping by type.

Before the first epoch and after each, the run scores the memory module on dev (index = the
train exemplars); `best/` (a Hugging Face directory with `tokenizer.json`) is rewritten
whenever dev macro-F1 improves, and `history.json` holds every epoch's figures. Epoch 0 is
the untuned encoder. A run takes minutes on a CPU, so there is no resume.
"""

from __future__ import annotations

import json
import shutil
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import torch
from tokenizers import Tokenizer

from detectors.brace.model.encoder import default_encoder_path
from detectors.brace.training.export import file_hash
from detectors.brace.training.progress import Progress
from detectors.brace.training.trainer import _linear_schedule, seed_everything
from responders.fire.memory.encoder import MAX_LENGTH, prepare_tokenizer, tokenize
from responders.fire.memory.index import MemoryIndex
from responders.fire.memory.training.data import DEFAULT_EXEMPLARS, TYPE_INDEX, Splits, TypeBalancedSampler, load_splits
from responders.fire.memory.training.evaluate import evaluate_index
from responders.fire.memory.training.model import SentenceModule, TorchEncoder
from responders.fire.memory.training.supcon import supcon_loss


@dataclass(frozen=True, slots=True)
class MemoryTrainConfig:
    """Everything a training run needs; the CLI fills it from its flags."""

    out_dir: Path
    exemplars: tuple[Path, ...] = (DEFAULT_EXEMPLARS,)
    encoder: Path | None = None  # a local HF encoder directory with tokenizer.json; None: packaged MiniLM
    epochs: int = 6
    per_type: int = 8  # examples of each type per batch: 5 types × 8 = 40
    max_length: int = MAX_LENGTH
    lr: float = 3e-5
    weight_decay: float = 0.01
    warmup: float = 0.1  # share of the steps spent warming up
    grad_clip: float = 1.0
    temperature: float = 0.07
    freeze_embeddings: bool = True
    freeze_layers: int = 0  # also freeze the lowest N transformer layers
    k: int = 8  # neighbours of the memory index used for dev scoring
    seed: int = 13
    dev_share: float = 0.1
    test_share: float = 0.1
    split_seed: int = 13
    device: str = "cpu"
    plain_progress: bool | None = None  # None: decide from the terminal / PARRY_PLAIN_PROGRESS

    def to_json(self) -> dict[str, Any]:
        fields = asdict(self)
        fields["exemplars"] = [str(p) for p in self.exemplars]
        return {k: str(v) if isinstance(v, Path) else v for k, v in fields.items()}


@dataclass(frozen=True, slots=True)
class MemoryTrainResult:
    out_dir: Path
    best_dir: Path
    best_epoch: int  # 0: the untuned encoder stayed best
    best_dev: dict[str, Any]
    history: list[dict[str, Any]]
    counts: dict[str, dict[str, int]]
    frozen_params: int
    seconds: float


def _dev_scores(model: SentenceModule, tokenizer: Any, splits: Splits, cfg: MemoryTrainConfig) -> dict[str, Any]:
    encoder = TorchEncoder(model, tokenizer, cfg.max_length)
    metrics, _ = evaluate_index(MemoryIndex(encoder, splits.train, k=cfg.k), splits.dev)
    return {k: v for k, v in metrics.items() if k not in ("confusion", "labels", "purity_counts")}


def _save(model: SentenceModule, tokenizer_file: Path, best_dir: Path) -> None:
    tmp = best_dir.with_name(best_dir.name + ".tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    model.encoder.save_pretrained(tmp)
    shutil.copyfile(tokenizer_file, tmp / "tokenizer.json")
    shutil.rmtree(best_dir, ignore_errors=True)
    tmp.rename(best_dir)


def train(cfg: MemoryTrainConfig, splits: Splits | None = None) -> MemoryTrainResult:
    """Fine-tune the encoder; see the module docstring.

    Args:
        cfg: The run's settings.
        splits: Pre-made splits; None loads `cfg.exemplars` and splits them by family.

    Returns:
        Where `best/` is, its epoch and dev figures, and the per-epoch history.

    Raises:
        ValueError: The training split is empty or has a single type.
    """
    started = time.perf_counter()
    out_dir = Path(cfg.out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    seed_everything(cfg.seed)
    sources = {}
    if splits is None:
        splits = load_splits(cfg.exemplars, cfg.dev_share, cfg.test_share, cfg.split_seed)
        sources = {str(p): file_hash(p) for p in cfg.exemplars}
    labels = [TYPE_INDEX[e.hate_type] for e in splits.train]
    if len(set(labels)) < 2:
        raise ValueError("the training split needs at least two hate types")
    encoder_dir = Path(cfg.encoder) if cfg.encoder is not None else default_encoder_path()
    tokenizer_file = encoder_dir / "tokenizer.json"
    tokenizer = prepare_tokenizer(Tokenizer.from_file(str(tokenizer_file)), cfg.max_length)
    device = torch.device(cfg.device)
    model = SentenceModule.from_dir(encoder_dir).to(device)
    frozen = model.freeze(cfg.freeze_embeddings, cfg.freeze_layers)
    trainable = [p for p in model.parameters() if p.requires_grad]
    optimizer = torch.optim.AdamW(trainable, lr=cfg.lr, weight_decay=cfg.weight_decay)
    sampler = TypeBalancedSampler(labels, cfg.per_type, seed=cfg.seed)
    total_steps = len(sampler) * cfg.epochs
    scheduler = _linear_schedule(optimizer, int(cfg.warmup * total_steps), total_steps)
    (out_dir / "train_config.json").write_text(json.dumps(cfg.to_json(), indent=2), encoding="utf-8")
    split_ids = {
        name: [e.id for e in split]
        for name, split in (("train", splits.train), ("dev", splits.dev), ("test", splits.test))
    }
    (out_dir / "splits.json").write_text(
        json.dumps({"counts": splits.counts, "sources_sha256": sources, "ids": split_ids}), encoding="utf-8"
    )

    best_dir = out_dir / "best"
    history: list[dict[str, Any]] = [
        {"epoch": 0, "train_loss": None, "seconds": 0.0, "dev": _dev_scores(model, tokenizer, splits, cfg)}
    ]
    best_epoch, best_f1 = 0, history[0]["dev"]["macro_f1"]
    _save(model, tokenizer_file, best_dir)

    def write_history() -> None:
        (out_dir / "history.json").write_text(
            json.dumps({"best_epoch": best_epoch, "counts": splits.counts, "epochs": history}, indent=2),
            encoding="utf-8",
        )

    write_history()
    texts = [e.hate_speech for e in splits.train]
    with Progress(plain=cfg.plain_progress) as progress:
        progress.log(
            f"device {device}; train {len(texts)}, dev {len(splits.dev)} exemplars; {len(sampler)} steps/epoch of "
            f"{sampler.batch_size}; frozen {frozen:,} of {sum(p.numel() for p in model.parameters()):,} parameters; "
            f"untuned dev accuracy {history[0]['dev']['accuracy']:.4f}, macro-F1 {best_f1:.4f}"
        )
        for epoch in range(1, cfg.epochs + 1):
            epoch_started = time.perf_counter()
            model.train()
            sampler.set_epoch(epoch)
            task = progress.add(f"epoch {epoch}/{cfg.epochs}", len(sampler))
            loss_sum = 0.0
            for n, batch in enumerate(sampler, start=1):
                ids, mask = tokenize(tokenizer, [texts[i] for i in batch], cfg.max_length)
                embeddings = model(torch.from_numpy(ids).to(device), torch.from_numpy(mask).to(device))
                loss = supcon_loss(embeddings, torch.tensor([labels[i] for i in batch], device=device), cfg.temperature)
                optimizer.zero_grad(set_to_none=True)
                torch.autograd.backward(loss)
                torch.nn.utils.clip_grad_norm_(trainable, cfg.grad_clip)
                optimizer.step()
                scheduler.step()
                loss_sum += float(loss.detach())
                progress.advance(task, f"loss {loss_sum / n:.4f}")
            dev = _dev_scores(model, tokenizer, splits, cfg)
            seconds = time.perf_counter() - epoch_started
            record = {"epoch": epoch, "train_loss": loss_sum / max(1, len(sampler)), "seconds": seconds, "dev": dev}
            history.append(record)
            if dev["macro_f1"] > best_f1:
                best_epoch, best_f1 = epoch, dev["macro_f1"]
                _save(model, tokenizer_file, best_dir)
            write_history()
            progress.log(
                f"epoch {epoch}: train loss {record['train_loss']:.4f}, dev accuracy {dev['accuracy']:.4f}, "
                f"macro-F1 {dev['macro_f1']:.4f}, top-2 {dev['top2_coverage']:.4f} ({record['seconds']:.0f}s)"
            )
    return MemoryTrainResult(
        out_dir=out_dir,
        best_dir=best_dir,
        best_epoch=best_epoch,
        best_dev=history[best_epoch]["dev"],
        history=history,
        counts=splits.counts,
        frozen_params=frozen,
        seconds=time.perf_counter() - started,
    )
