"""The plain fine-tuned classifier FAID is measured against: the same encoder, a linear head, no prompt.

The FAID masked LM's encoder (its BERT body; the MLM head is dropped) with a linear layer
on the mean-pooled last hidden state, fine-tuned whole with cross-entropy on the same
training texts and schedule as Shallow (AdamW, warm-up then linear decay, clipping,
length-bucketed batches). Scored on IHC's test sample with the same metrics as
`parry eval faid`, so the two rows can stand side by side.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import torch
from tokenizers import Tokenizer
from torch import Tensor, nn

from detectors.ariiha.metrics import hate_scores
from detectors.faid.mlm.train import load_mlm, lr_factor, seed_everything
from detectors.faid.prompt_tuning import GRAD_CLIP, WARMUP, WEIGHT_DECAY, check_run_dir
from detectors.faid.scorer import pad_rows, prepare_tokenizer

CLASSES = ("not_hate", "hate")


class MeanPoolClassifier(nn.Module):
    def __init__(self, encoder: nn.Module, hidden: int) -> None:
        super().__init__()
        self.encoder = encoder
        self.head = nn.Linear(hidden, len(CLASSES))

    def forward(self, input_ids: Tensor, attention_mask: Tensor) -> Tensor:
        hidden: Tensor = self.encoder(input_ids=input_ids, attention_mask=attention_mask).last_hidden_state
        mask = attention_mask.unsqueeze(-1).to(hidden.dtype)
        pooled = (hidden * mask).sum(dim=1) / mask.sum(dim=1).clamp(min=1.0)
        logits: Tensor = self.head(pooled)
        return logits


def _encode(tokenizer: Tokenizer, texts: Sequence[str], max_length: int) -> list[tuple[list[int], int]]:
    rows = []
    for encoding in tokenizer.encode_batch(list(texts)):
        ids = list(encoding.ids)
        if len(ids) > max_length:
            ids = [*ids[: max_length - 1], ids[-1]]  # keep [SEP]
        rows.append((ids, 0))
    return rows


def _predict(model: MeanPoolClassifier, rows: list[tuple[list[int], int]], pad_id: int, batch: int = 64) -> list[str]:
    model.train(False)
    out: list[str] = []
    with torch.no_grad():
        for start in range(0, len(rows), batch):
            ids, mask, _ = (torch.from_numpy(a) for a in pad_rows(rows[start : start + batch], pad_id))
            out += [CLASSES[int(k)] for k in model(ids, mask).argmax(dim=1)]
    return out


def train_baseline(
    mlm_dir: str | Path,
    train: Sequence[tuple[str, str]],
    test: Sequence[tuple[str, str]],
    *,
    out_dir: str | Path,
    epochs: int = 2,
    lr: float = 3e-5,
    head_lr: float = 1e-3,
    batch_size: int = 16,
    max_length: int = 128,
    seed: int = 13,
    threads: int | None = 2,
    log: Callable[[str], None] | None = None,
) -> dict[str, Any]:
    """Fine-tune, score `test`, write `metrics.json` under `out_dir`; returns the metrics."""
    from detectors.brace.training.data import BucketBatchSampler

    say = log or (lambda _: None)
    if not train:
        raise ValueError("no training examples")
    unknown = sorted({c for _, c in [*train, *test]} - set(CLASSES))
    if unknown:
        raise ValueError(f"unknown class(es) {unknown}; known: {', '.join(CLASSES)}")
    started = time.monotonic()
    if threads is not None:
        torch.set_num_threads(threads)
    seed_everything(seed)
    root = check_run_dir(mlm_dir)
    mlm, _ = load_mlm(root)
    tokenizer = prepare_tokenizer(Tokenizer.from_file(str(root / "tokenizer.json")))
    pad = tokenizer.token_to_id("[PAD]")
    assert pad is not None
    model = MeanPoolClassifier(mlm.bert, int(mlm.config.hidden_size))
    rows = _encode(tokenizer, [t for t, _ in train], max_length)
    labels = torch.tensor([CLASSES.index(c) for _, c in train], dtype=torch.long)
    encoder_params = list(model.encoder.parameters())
    optimizer = torch.optim.AdamW(
        [{"params": encoder_params, "lr": lr, "weight_decay": WEIGHT_DECAY},
         {"params": list(model.head.parameters()), "lr": head_lr, "weight_decay": 0.0}]
    )  # fmt: skip
    base_lrs = [g["lr"] for g in optimizer.param_groups]
    sampler = BucketBatchSampler([len(ids) for ids, _ in rows], batch_size, shuffle=True, seed=seed)
    total = epochs * len(sampler)
    step = 0
    history = []
    for epoch in range(1, epochs + 1):
        sampler.set_epoch(epoch)
        model.train()
        loss_sum = 0.0
        for batch in sampler:
            for group, base in zip(optimizer.param_groups, base_lrs, strict=True):
                group["lr"] = base * lr_factor(step / total, WARMUP)
            ids, mask, _ = (torch.from_numpy(a) for a in pad_rows([rows[i] for i in batch], int(pad)))
            loss = nn.functional.cross_entropy(model(ids, mask), labels[batch])
            if not torch.isfinite(loss):
                raise ValueError(f"non-finite loss at step {step}")
            torch.autograd.backward(loss)
            nn.utils.clip_grad_norm_(model.parameters(), GRAD_CLIP)
            optimizer.step()
            optimizer.zero_grad(set_to_none=True)
            loss_sum += float(loss.item()) * len(batch)
            step += 1
        history.append({"epoch": epoch, "train_loss": loss_sum / len(rows)})
        say(f"epoch {epoch}/{epochs}: loss {history[-1]['train_loss']:.4f}")
    predicted = _predict(model, _encode(tokenizer, [t for t, _ in test], max_length), int(pad))
    gold = [c for _, c in test]
    right = sum(1 for g, p in zip(gold, predicted, strict=True) if g == p)
    metrics: dict[str, Any] = {
        "name": "faid-baseline",
        "architecture": "the FAID MLM's BERT encoder + mean pooling + linear head, fine-tuned whole",
        "base_mlm": str(root),
        "config": {
            "epochs": epochs,
            "lr": lr,
            "head_lr": head_lr,
            "batch_size": batch_size,
            "max_length": max_length,
            "seed": seed,
            "threads": threads,
        },
        "train_examples": len(train),
        "history": history,
        "test": {"row": "plain fine-tuned classifier", "accuracy": right / len(gold) if gold else 0.0}
        | hate_scores(gold, predicted),  # type: ignore[arg-type]
        "seconds": round(time.monotonic() - started, 1),
    }
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    (out / "metrics.json").write_text(json.dumps(metrics, indent=2), encoding="utf-8")
    return metrics
