"""Training side of FAID's prompts: the torch `MaskScorer`, prompt-tuning, evaluation, router export.

Prompt-tuning (the paper's "prompt-tuning" of a masked LM, as in PET/KPT): the whole
`BertForMaskedLM` is fine-tuned so that, at the [MASK] of `template_fn(text)`, the class
score `log(mean softmax probability of the class's label words)` (softmax over the full
vocabulary, the mean over the verbalizer's token ids of that class) is right. The loss is
the cross-entropy over classes of those scores, i.e. of the class probabilities that
`verbalizer.class_probs` normalises; prediction is the class with the highest score
(`verbalizer.predict`), identical in torch and in the ONNX export.

Prompts are built with `template.fit_prompt` and this tokenizer's exact token count at
`max_length` (`scorer.build_prompts`), the same way serving builds them, so the [MASK] is
never cut. Batches are length-bucketed (`BucketBatchSampler`) with dynamic padding; the MLM
head runs on the mask position of each row only. AdamW (weight decay 0.01, not on biases
and LayerNorm), linear warm-up over the first 10% of the steps then linear decay, gradient
clipping at 1.0. A run is deterministic for a given seed and thread count.

`export_router` reuses the FAID MLM export (`detectors.faid.mlm.export.export_onnx`, the
same mask-position graph, and BRACE's `quantize_int8`): the router model directory holds
`model.int8.onnx`, `tokenizer.json`, `verbalizer.json`, `model_card.json` and `README.md`,
read at serving time by `detectors.faid.scorer.OnnxMaskScorer`.
"""

from __future__ import annotations

import datetime as dt
import json
import math
import shutil
import time
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
import torch
from tokenizers import Tokenizer
from torch import Tensor

from detectors.faid.mlm.train import load_mlm, lr_factor, masked_logits, seed_everything
from detectors.faid.scorer import (
    DEFAULT_BATCH_SIZE,
    DEFAULT_MAX_LENGTH,
    build_prompts,
    count_tokens,
    encode_prompts,
    length_batches,
    pad_rows,
    prepare_tokenizer,
    single_wordpiece,
)
from detectors.faid.template import PromptBuilder
from detectors.faid.verbalizer import EmbeddingScorer, MaskScorer, Verbalizer, class_probs, predict, refine
from detectors.staging import staged

if TYPE_CHECKING:
    from transformers import BertForMaskedLM

Log = Callable[[str], None]
Rows = list[tuple[list[int], int]]
WARMUP = 0.1
WEIGHT_DECAY = 0.01
GRAD_CLIP = 1.0
RUN_HINT = "is it a `parry train faid-mlm` (or `parry train faid-router`) run directory?"


# --- the torch scorer ---------------------------------------------------------------------------


class TorchMaskScorer(EmbeddingScorer):
    """`MaskScorer` on a `BertForMaskedLM` in memory (the full protocol, refinement included).

    Args:
        model: The masked LM (decoder tied to the word embeddings).
        tokenizer: Its tokenizer; a copy with padding and truncation off is kept.
        max_length: Tokens per prompt, as in `OnnxMaskScorer`.
        batch_size: Rows per forward pass in `mask_logits`.
    """

    def __init__(
        self,
        model: BertForMaskedLM,
        tokenizer: Tokenizer,
        *,
        max_length: int = DEFAULT_MAX_LENGTH,
        batch_size: int = DEFAULT_BATCH_SIZE,
    ) -> None:
        if max_length < 3 or batch_size < 1:
            raise ValueError(f"need max_length >= 3 and batch_size >= 1, got {max_length}, {batch_size}")
        self.model = model
        self.tokenizer = prepare_tokenizer(tokenizer)
        pad = self.tokenizer.token_to_id("[PAD]")
        assert pad is not None  # prepare_tokenizer checked
        self.pad_id = int(pad)
        self.max_length = max_length
        self.batch_size = batch_size

    def count_tokens(self, text: str) -> int:
        """Tokens the model sees for `text`, [CLS] and [SEP] included."""
        return count_tokens(self.tokenizer, text)

    def prompts(self, comments: Sequence[str], build: PromptBuilder) -> list[str]:
        """Prompts whose comment is shortened (`template.fit_prompt`) to fit `max_length` tokens."""
        return build_prompts(self.tokenizer, build, comments, self.max_length)

    def encode(self, texts: Sequence[str]) -> Rows:
        """(ids, mask position) per text, as `OnnxMaskScorer` encodes them."""
        return encode_prompts(self.tokenizer, texts, self.max_length)

    def row_logits(self, rows: Rows) -> Tensor:
        """Logits at the mask of each row, [len(rows), vocab], with autograd (the caller picks the mode)."""
        input_ids, attention_mask, positions = (torch.from_numpy(a) for a in pad_rows(rows, self.pad_id))
        return masked_logits(self.model, input_ids, attention_mask, torch.arange(len(rows)), positions)

    def mask_logits(self, texts: Sequence[str]) -> np.ndarray:
        """Vocabulary logits at each text's [MASK], float32 [len(texts), vocab], in eval mode, in input order."""
        rows = self.encode(texts)
        out = np.zeros((len(rows), int(self.model.config.vocab_size)), dtype=np.float32)
        was_training = self.model.training
        self.model.train(False)
        try:
            with torch.no_grad():
                for batch in length_batches(rows, self.batch_size):
                    out[batch] = self.row_logits([rows[i] for i in batch]).float().numpy()
        finally:
            self.model.train(was_training)
        return out

    def token_id(self, word: str) -> int | None:
        """The vocabulary id of `word` if it is a single wordpiece, else None."""
        return single_wordpiece(self.tokenizer, word)

    def param_groups(self) -> list[dict[str, Any]]:
        """What prompt-tuning optimises: the whole model (no weight decay on biases and LayerNorm)."""
        return _param_groups(self.model)

    def save(self, out: Path, source: Path) -> None:
        """Write the tuned model and the tokenizer it was loaded with (`source`'s file)."""
        self.model.save_pretrained(out)
        shutil.copyfile(source / "tokenizer.json", out / "tokenizer.json")

    def word_embedding(self, token_id: int) -> np.ndarray:
        """The input word-embedding row of `token_id` (the decoder is tied to it), float64."""
        weight: Tensor = self.model.bert.embeddings.word_embeddings.weight
        row: np.ndarray = weight[token_id].detach().to(torch.float64).cpu().numpy()
        return row


def check_run_dir(path: str | Path, names: Sequence[str] = ("config.json", "tokenizer.json")) -> Path:
    """`path` if it holds `names`, else FileNotFoundError naming the first missing file."""
    root = Path(path)
    for name in names:
        if not (root / name).is_file():
            raise FileNotFoundError(f"{root / name} not found: {RUN_HINT}")
    return root


def load_scorer(model_dir: str | Path, *, max_length: int = DEFAULT_MAX_LENGTH) -> TorchMaskScorer:
    """A `TorchMaskScorer` on a saved MLM run (HF model + tokenizer.json)."""
    root = check_run_dir(model_dir)
    model, _ = load_mlm(root)
    model.train(False)
    return TorchMaskScorer(model, Tokenizer.from_file(str(root / "tokenizer.json")), max_length=max_length)


def refine_verbalizer(model_dir: str | Path, candidates: Mapping[str, Sequence[str]], **options: Any) -> Verbalizer:
    """`verbalizer.refine` against a saved MLM's word embeddings (`options` go to `refine`)."""
    return refine(candidates, load_scorer(model_dir), **options)


# --- loss and evaluation ------------------------------------------------------------------------


def label_index(verbalizer: Verbalizer) -> tuple[Tensor, Tensor]:
    """The label-word ids as a [classes, words] tensor padded with 0, and its validity mask."""
    width = max(len(verbalizer.token_ids[c]) for c in verbalizer.classes)
    index = torch.zeros((len(verbalizer.classes), width), dtype=torch.long)
    valid = torch.zeros((len(verbalizer.classes), width), dtype=torch.bool)
    for i, c in enumerate(verbalizer.classes):
        ids = verbalizer.token_ids[c]
        index[i, : len(ids)] = torch.tensor(ids, dtype=torch.long)
        valid[i, : len(ids)] = True
    return index, valid


def class_log_scores(logits: Tensor, index: Tensor, valid: Tensor) -> Tensor:
    """log(mean softmax probability of each class's label words), [batch, classes].

    The softmax runs over the whole vocabulary (as `verbalizer.class_probs`); exp of the
    result is `class_probs`'s first array.
    """
    log_probs = torch.log_softmax(logits.float(), dim=-1)
    picked = log_probs[:, index].masked_fill(~valid, float("-inf"))  # [batch, classes, words]
    counts = valid.sum(dim=1).to(picked.dtype)
    return torch.logsumexp(picked, dim=-1) - torch.log(counts)


def classification_report(y_true: Sequence[str], y_pred: Sequence[str], classes: Sequence[str]) -> dict[str, Any]:
    """Accuracy, macro-F1, per-class precision/recall/F1/support and the confusion matrix (rows: true)."""
    if len(y_true) != len(y_pred):
        raise ValueError(f"{len(y_true)} labels but {len(y_pred)} predictions")
    position = {c: i for i, c in enumerate(classes)}
    confusion = [[0] * len(classes) for _ in classes]
    for t, p in zip(y_true, y_pred, strict=True):
        confusion[position[t]][position[p]] += 1
    per_class: dict[str, dict[str, float]] = {}
    for i, c in enumerate(classes):
        tp = confusion[i][i]
        predicted = sum(row[i] for row in confusion)
        support = sum(confusion[i])
        precision = tp / predicted if predicted else 0.0
        recall = tp / support if support else 0.0
        f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
        per_class[c] = {"precision": precision, "recall": recall, "f1": f1, "support": support}
    n = len(y_true)
    return {
        "n": n,
        "accuracy": sum(confusion[i][i] for i in range(len(classes))) / n if n else 0.0,
        "macro_f1": sum(m["f1"] for m in per_class.values()) / len(classes) if classes else 0.0,
        "per_class": per_class,
        "confusion": confusion,
        "labels": list(classes),
    }


def majority_baseline(
    train_labels: Sequence[str], eval_labels: Sequence[str], classes: Sequence[str]
) -> dict[str, Any]:
    """Accuracy on `eval_labels` of always predicting the training set's most frequent class (ties: `classes` order)."""
    counts = Counter(train_labels)
    majority = max(classes, key=lambda c: (counts[c], -list(classes).index(c)))
    hits = sum(1 for y in eval_labels if y == majority)
    return {"class": majority, "accuracy": hits / len(eval_labels) if eval_labels else 0.0, "n": len(eval_labels)}


def evaluate(
    scorer: MaskScorer, prompts: Sequence[str], labels: Sequence[str], verbalizer: Verbalizer
) -> tuple[dict[str, Any], list[str], np.ndarray]:
    """Classify built prompts: the report, the predictions and the normalised class probabilities."""
    logits = scorer.mask_logits(prompts)
    predictions = predict(logits, verbalizer) if len(prompts) else []
    _, probs = class_probs(logits, verbalizer) if len(prompts) else (None, np.zeros((0, len(verbalizer.classes))))
    return classification_report(labels, predictions, verbalizer.classes), predictions, probs


# --- prompt-tuning ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TuneResult:
    """What a prompt-tuning run wrote and measured.

    Attributes:
        out_dir: The run directory (HF model, tokenizer.json, verbalizer.json, metrics.json).
        history: Per epoch: "epoch", "train_loss", "train_accuracy" (on the training batches,
            dropout on), "eval_accuracy" (None without eval examples), "seconds"; epoch 0 is
            the zero-shot evaluation before tuning (no loss).
        metrics: Everything in metrics.json.
        scorer: The tuned model as a scorer (eval mode).
    """

    out_dir: Path
    history: list[dict[str, Any]]
    metrics: dict[str, Any]
    scorer: TorchMaskScorer


def _param_groups(model: BertForMaskedLM) -> list[dict[str, Any]]:
    decay: list[torch.nn.Parameter] = []
    no_decay: list[torch.nn.Parameter] = []
    for name, p in model.named_parameters():  # shared (tied) parameters come once
        if p.requires_grad:
            (no_decay if p.ndim < 2 or "LayerNorm" in name or name.endswith(".bias") else decay).append(p)
    return [
        {"params": decay, "weight_decay": WEIGHT_DECAY},
        {"params": no_decay, "weight_decay": 0.0},
    ]


def _portable(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)


def tune(
    model_dir_in: str | Path,
    examples: Sequence[tuple[str, str]],
    classes: Sequence[str],
    template_fn: PromptBuilder,
    verbalizer: Verbalizer,
    *,
    out_dir: str | Path,
    epochs: int = 8,
    lr: float = 3e-5,
    batch_size: int = 16,
    seed: int = 13,
    threads: int | None = 2,
    eval_examples: Sequence[tuple[str, str]] = (),
    max_length: int = DEFAULT_MAX_LENGTH,
    extra_metrics: Mapping[str, Any] | None = None,
    log: Log | None = None,
    make_scorer: Callable[..., TorchMaskScorer] | None = None,
) -> TuneResult:
    """Prompt-tune a saved masked LM on (text, class) pairs and save the run (module docstring).

    Args:
        model_dir_in: A saved MLM (HF dir + tokenizer.json), e.g. `parry train faid-mlm`'s run.
        examples: Training (text, class) pairs.
        classes: The classes, in `verbalizer.classes` order.
        template_fn: The cloze template (`router_prompt`, `binary_prompt`, ...).
        verbalizer: Label words, refined on this model (`refine_verbalizer`).
        out_dir: Where to write the tuned HF model, tokenizer.json, verbalizer.json, metrics.json.
        epochs: Passes over `examples`.
        lr: AdamW peak learning rate (the whole model).
        batch_size: Examples per step.
        seed: Seed of the shuffles and dropout.
        threads: torch.set_num_threads; None leaves the default.
        eval_examples: Held-out (text, class) pairs: accuracy before tuning and after each
            epoch, and the full report at the end.
        max_length: Tokens per prompt ([CLS], [SEP] included).
        extra_metrics: Merged into metrics.json (e.g. the data counts).
        log: Called with progress lines.
        make_scorer: Builds the scorer from (model dir, max_length=...); default
            `load_scorer`. The Targeted strategy's P-tuned scorer comes in here.

    Returns:
        The run directory, per-epoch history, metrics and the tuned scorer.

    Raises:
        FileNotFoundError: `model_dir_in` lacks config.json or tokenizer.json.
        ValueError: No examples, an unknown class, classes not matching the verbalizer,
            a verbalizer for another vocabulary, a template that does not fit
            `max_length`, or a non-finite loss.
    """
    say = log or (lambda _: None)
    if epochs < 1 or batch_size < 1 or lr <= 0:
        raise ValueError(f"need epochs >= 1, batch_size >= 1 and lr > 0, got {epochs}, {batch_size}, {lr}")
    if not examples:
        raise ValueError("no training examples")
    if tuple(classes) != verbalizer.classes:
        raise ValueError(f"classes {tuple(classes)} do not match the verbalizer's {verbalizer.classes}")
    unknown = sorted({c for _, c in [*examples, *eval_examples]} - set(classes))
    if unknown:
        raise ValueError(f"unknown class(es) {unknown}; known: {', '.join(classes)}")
    started = time.monotonic()
    if threads is not None:
        torch.set_num_threads(threads)
    seed_everything(seed)
    source = check_run_dir(model_dir_in)
    scorer = (make_scorer or load_scorer)(source, max_length=max_length)
    model = scorer.model
    verbalizer.check(scorer)
    index, valid = label_index(verbalizer)
    position = {c: i for i, c in enumerate(classes)}

    rows = scorer.encode(scorer.prompts([t for t, _ in examples], template_fn))
    labels = torch.tensor([position[c] for _, c in examples], dtype=torch.long)
    eval_prompts = scorer.prompts([t for t, _ in eval_examples], template_fn)
    eval_labels = [c for _, c in eval_examples]
    lengths = [len(ids) for ids, _ in rows]
    say(
        f"{len(rows)} training prompts ({min(lengths)}-{max(lengths)} tokens, mean {sum(lengths) / len(lengths):.0f}), "
        f"{len(eval_prompts)} evaluation prompts"
    )

    def eval_accuracy() -> float | None:
        if not eval_prompts:
            return None
        report, _, _ = evaluate(scorer, eval_prompts, eval_labels, verbalizer)
        return float(report["accuracy"])

    from detectors.brace.training.data import BucketBatchSampler

    history: list[dict[str, Any]] = [
        {"epoch": 0, "train_loss": None, "train_accuracy": None, "eval_accuracy": eval_accuracy(), "seconds": 0.0}
    ]
    if history[0]["eval_accuracy"] is not None:
        say(f"before tuning: eval accuracy {history[0]['eval_accuracy']:.3f}")
    optimizer = torch.optim.AdamW(scorer.param_groups(), lr=lr)
    sampler = BucketBatchSampler(lengths, batch_size, shuffle=True, seed=seed)
    total_steps = epochs * len(sampler)
    trainable = [p for group in optimizer.param_groups for p in group["params"]]
    step = 0
    loop_start = time.monotonic()
    for epoch in range(1, epochs + 1):
        sampler.set_epoch(epoch)
        model.train()
        loss_sum = 0.0
        correct = 0
        for batch in sampler:
            for group in optimizer.param_groups:
                group["lr"] = lr * lr_factor(step / total_steps, WARMUP)
            scores = class_log_scores(scorer.row_logits([rows[i] for i in batch]), index, valid)
            target = labels[batch]
            loss = torch.nn.functional.cross_entropy(scores, target)
            if not torch.isfinite(loss):
                raise ValueError(f"non-finite loss at step {step}")
            torch.autograd.backward(loss)
            torch.nn.utils.clip_grad_norm_(trainable, GRAD_CLIP)
            optimizer.step()
            optimizer.zero_grad(set_to_none=True)
            step += 1
            loss_sum += float(loss.item()) * len(batch)
            correct += int((scores.argmax(dim=1) == target).sum())
        point = {
            "epoch": epoch,
            "train_loss": loss_sum / len(rows),
            "train_accuracy": correct / len(rows),
            "eval_accuracy": eval_accuracy(),
            "seconds": round(time.monotonic() - loop_start, 1),
        }
        history.append(point)
        shown = "" if point["eval_accuracy"] is None else f" eval accuracy {point['eval_accuracy']:.3f}"
        say(
            f"epoch {epoch}/{epochs}: loss {point['train_loss']:.4f} train accuracy {point['train_accuracy']:.3f}"
            f"{shown} ({point['seconds']} s)"
        )
    train_seconds = time.monotonic() - loop_start
    model.train(False)

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    scorer.save(out, source)
    (out / "verbalizer.json").write_text(verbalizer.to_json(), encoding="utf-8")

    from detectors.brace.training.export import _versions

    base: dict[str, Any] = {"dir": _portable(source)}
    if (source / "metrics.json").is_file():
        mlm = json.loads((source / "metrics.json").read_text(encoding="utf-8"))
        base |= {k: mlm.get(k) for k in ("name", "encoder", "steps", "epochs")}
        base["corpus_licenses"] = mlm.get("corpus", {}).get("licenses")
    metrics: dict[str, Any] = {
        "name": "faid-prompt-tuning",
        "base_mlm": base,
        "config": {
            "template": getattr(template_fn, "__name__", repr(template_fn)),
            "classes": list(classes),
            "epochs": epochs,
            "lr": lr,
            "batch_size": batch_size,
            "seed": seed,
            "threads": threads,
            "max_length": max_length,
            "warmup": WARMUP,
            "weight_decay": WEIGHT_DECAY,
            "grad_clip": GRAD_CLIP,
            "loss": "cross-entropy over classes of log(mean label-word softmax probability) at the [MASK]",
        },
        "verbalizer": {c: list(verbalizer.words[c]) for c in verbalizer.classes},
        "train_examples": len(rows),
        "train_tokens": {"min": min(lengths), "max": max(lengths), "mean": round(sum(lengths) / len(lengths), 1)},
        "steps": step,
        "history": history,
        "train_seconds": round(train_seconds, 1),
        "examples_per_second": round(epochs * len(rows) / max(train_seconds, 1e-9), 2),
        "versions": _versions(),
    }
    if eval_prompts:
        report, _, _ = evaluate(scorer, eval_prompts, eval_labels, verbalizer)
        report["zero_shot_accuracy"] = history[0]["eval_accuracy"]
        report["majority_baseline"] = majority_baseline([c for _, c in examples], eval_labels, classes)
        metrics["heldout"] = report
    metrics |= dict(extra_metrics or {})
    metrics["seconds"] = round(time.monotonic() - started, 1)
    if any(p["train_loss"] is not None and not math.isfinite(p["train_loss"]) for p in history):
        raise ValueError("non-finite training loss")
    (out / "metrics.json").write_text(json.dumps(metrics, indent=2, ensure_ascii=False), encoding="utf-8")
    say(f"wrote {out}")
    return TuneResult(out_dir=out, history=history, metrics=metrics, scorer=scorer)


# --- router export ------------------------------------------------------------------------------

INT8_CLASS_AGREEMENT_MIN = 0.9
"""The int8 file must predict the torch model's class on at least this share of the parity prompts."""


@dataclass(frozen=True, slots=True)
class RouterExportResult:
    """Files written, the card and the parity check."""

    out_dir: Path
    fp32: Path
    int8: Path
    card: dict[str, Any]
    parity: dict[str, float]


def router_parity(
    torch_scorer: TorchMaskScorer,
    fp32: MaskScorer,
    int8: MaskScorer,
    prompts: Sequence[str],
    verbalizer: Verbalizer,
) -> dict[str, float]:
    """Torch vs fp32 ONNX vs int8 ONNX on built prompts: logits at the mask and the router's classes.

    Returns:
        "rows"; "fp32_max_abs" (max |Δlogit| vs torch); "int8_max_abs" (vs torch);
        "int8_prob_max_abs" (max |Δ| of the normalised class probabilities vs torch);
        "int8_class_agreement" (share of prompts with the torch model's class).
    """
    expected = torch_scorer.mask_logits(prompts)
    got32 = fp32.mask_logits(prompts)
    got8 = int8.mask_logits(prompts)
    _, p_torch = class_probs(expected, verbalizer)
    _, p_int8 = class_probs(got8, verbalizer)
    same = [a == b for a, b in zip(predict(expected, verbalizer), predict(got8, verbalizer), strict=True)]
    return {
        "rows": float(len(prompts)),
        "fp32_max_abs": float(np.abs(got32 - expected).max()) if len(prompts) else 0.0,
        "int8_max_abs": float(np.abs(got8 - expected).max()) if len(prompts) else 0.0,
        "int8_prob_max_abs": float(np.abs(p_int8 - p_torch).max()) if len(prompts) else 0.0,
        "int8_class_agreement": sum(same) / max(1, len(same)),
    }


@dataclass(frozen=True, slots=True)
class _Exported:
    run: Path
    out: Path
    metrics: dict[str, Any]
    verbalizer: Verbalizer
    torch_scorer: TorchMaskScorer
    fp32: Path
    int8: Path
    parity: dict[str, float]
    int8_heldout: dict[str, Any] | None


def _export_core(
    run_dir: str | Path,
    out_dir: str | Path,
    build: PromptBuilder,
    *,
    held: Sequence[tuple[str, str]] | None,
    parity_texts: Sequence[str],
    threads: int | None,
) -> _Exported:
    """What every prompt-tuned export does: fp32 + int8 ONNX, tokenizer, verbalizer, parity, int8 held-out."""
    from detectors.brace.training.export import quantize_int8
    from detectors.faid.mlm.export import PARITY_TOLERANCE, export_onnx
    from detectors.faid.scorer import OnnxMaskScorer

    run = check_run_dir(run_dir, ("config.json", "tokenizer.json", "verbalizer.json", "metrics.json"))
    if threads is not None:
        torch.set_num_threads(threads)
    metrics: dict[str, Any] = json.loads((run / "metrics.json").read_text(encoding="utf-8"))
    verbalizer = Verbalizer.from_json((run / "verbalizer.json").read_text(encoding="utf-8"))
    max_length = int(metrics["config"]["max_length"])
    torch_scorer = load_scorer(run, max_length=max_length)
    verbalizer.check(torch_scorer)
    out = Path(out_dir)
    fp32 = export_onnx(torch_scorer.model, out / "model.fp32.onnx")
    int8 = quantize_int8(fp32, out / "model.int8.onnx")
    shutil.copyfile(run / "tokenizer.json", out / "tokenizer.json")
    shutil.copyfile(run / "verbalizer.json", out / "verbalizer.json")

    prompts = torch_scorer.prompts(list(parity_texts), build)
    onnx32 = OnnxMaskScorer(out, model_file=fp32.name, max_length=max_length, threads=threads)
    onnx8 = OnnxMaskScorer(out, model_file=int8.name, max_length=max_length, threads=threads)
    parity = router_parity(torch_scorer, onnx32, onnx8, prompts, verbalizer)
    if parity["fp32_max_abs"] > PARITY_TOLERANCE:
        raise ValueError(f"ONNX fp32 differs from torch by {parity['fp32_max_abs']:.2e} > {PARITY_TOLERANCE}")
    if parity["int8_class_agreement"] < INT8_CLASS_AGREEMENT_MIN:
        raise ValueError(
            f"int8 ONNX agrees with torch on {parity['int8_class_agreement']:.1%} of the parity prompts "
            f"< {INT8_CLASS_AGREEMENT_MIN:.0%}"
        )
    int8_heldout: dict[str, Any] | None = None
    if held:
        report, _, _ = evaluate(onnx8, onnx8.prompts([t for t, _ in held], build), [c for _, c in held], verbalizer)
        int8_heldout = report
    return _Exported(run, out, metrics, verbalizer, torch_scorer, fp32, int8, parity, int8_heldout)


def _write_card(out: Path, card: dict[str, Any], readme: str) -> None:
    (out / "model_card.json").write_text(json.dumps(card, indent=2, ensure_ascii=False), encoding="utf-8")
    (out / "README.md").write_text(readme, encoding="utf-8")


def _card_common(x: _Exported, name: str) -> dict[str, Any]:
    from detectors.brace.training.export import _versions, file_hash
    from detectors.faid.mlm.export import INPUT_NAMES

    metrics = x.metrics
    return {
        "name": name,
        "version": file_hash(x.int8),
        "created": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
        "base_mlm": metrics.get("base_mlm"),
        "versions": {"training": metrics.get("versions", {}), "export": _versions()},
        "files": {"int8": x.int8.name, "fp32": x.fp32.name, "tokenizer": "tokenizer.json",
                  "verbalizer": "verbalizer.json"},
        "inputs": {INPUT_NAMES[0]: "int64 [batch, sequence]", INPUT_NAMES[1]: "int64 [batch, sequence]",
                   INPUT_NAMES[2]: "int64 [batch]"},
        "outputs": {"logits": "float32 [batch, vocab] at each row's mask position"},
        "vocab_size": int(x.torch_scorer.model.config.vocab_size),
        "max_length": int(metrics["config"]["max_length"]),
        "classes": list(x.verbalizer.classes),
        "verbalizer": {c: list(x.verbalizer.words[c]) for c in x.verbalizer.classes},
        "training": {
            k: metrics.get(k)
            for k in ("config", "steps", "train_examples", "train_tokens", "train_seconds", "examples_per_second")
        }
        | {"history": metrics.get("history", [])},
        "data": metrics.get("data"),
        "metrics": {
            "heldout_torch": metrics.get("heldout"),
            "heldout_int8_onnxruntime": x.int8_heldout,
            "majority_baseline": (metrics.get("heldout") or {}).get("majority_baseline"),
        },
        "parity": x.parity,
        "sizes_bytes": {"int8": x.int8.stat().st_size, "fp32": x.fp32.stat().st_size},
    }  # fmt: skip


def export_router(
    run_dir: str | Path,
    out_dir: str | Path = Path("models/faid-router"),
    *,
    held: Sequence[tuple[str, str]] | None = None,
    parity_texts: Sequence[str] | None = None,
    threads: int | None = 2,
) -> RouterExportResult:
    """Export a `parry train faid-router` run: fp32 + int8 ONNX, tokenizer, verbalizer, model card, README.

    The graph is the FAID MLM export's (`detectors.faid.mlm.export.export_onnx`), the int8
    file BRACE's per-channel dynamic quantization.

    Args:
        run_dir: The router run (HF model, tokenizer.json, verbalizer.json, metrics.json).
        out_dir: Destination, e.g. `models/faid-router`.
        held: Held-out (text, class) pairs to score the int8 file on; None skips that.
        parity_texts: Comments for the parity check; None: the 120 written router examples.
        threads: torch and ONNX Runtime threads; None leaves the defaults.

    Raises:
        FileNotFoundError: The run is incomplete.
        ValueError: fp32 ONNX differs from torch by more than the MLM export's
            PARITY_TOLERANCE, or int8 agrees on fewer than INT8_CLASS_AGREEMENT_MIN classes.
    """
    from detectors.faid.router_data import EXAMPLES, _jsonl
    from detectors.faid.template import ROUTER_DEFINITIONS, ROUTER_QUESTION, router_prompt

    comments = list(parity_texts) if parity_texts is not None else [str(e["text"]) for e in _jsonl(EXAMPLES)]
    with staged(out_dir) as stage:
        x = _export_core(run_dir, stage, router_prompt, held=held, parity_texts=comments, threads=threads)
        card = _card_common(x, "faid-router") | {
            "architecture": "BertForMaskedLM prompt-tuned whole; logits at the [MASK] of the router template",
            "template": {
                "builder": "detectors.faid.template.router_prompt",
                "definitions": list(ROUTER_DEFINITIONS),
                "question": ROUTER_QUESTION,
            },
        }
        _write_card(stage, card, router_readme(card))
    out = Path(out_dir)
    return RouterExportResult(out, out / x.fp32.name, out / x.int8.name, card, x.parity)


def _pct(value: Any) -> str:
    return "n/a" if value is None else f"{100 * float(value):.1f}%"


def _counts(categories: Mapping[str, int]) -> str:
    return ", ".join(f"{n} {c}" for c, n in categories.items()) or "counts not recorded"


def _loss(value: Any) -> str:
    return "" if value is None else f"{float(value):.4f}"


def _report_rows(report: Mapping[str, Any] | None) -> str:
    if not report:
        return "| (not measured) | | | | |"
    return "\n".join(
        f"| {c} | {_pct(m['precision'])} | {_pct(m['recall'])} | {_pct(m['f1'])} | {int(m['support'])} |"
        for c, m in report["per_class"].items()
    )


def _confusion(report: Mapping[str, Any] | None) -> str:
    if not report:
        return "(not measured)"
    labels = list(report["labels"])
    head = "| true \\ predicted | " + " | ".join(labels) + " |\n|---|" + "---:|" * len(labels)
    rows = "\n".join(
        f"| {label} | " + " | ".join(str(v) for v in row) + " |"
        for label, row in zip(labels, report["confusion"], strict=True)
    )
    return f"{head}\n{rows}"


def router_readme(card: Mapping[str, Any]) -> str:
    """The README.md model card, written from `model_card.json`."""
    m = card["metrics"]
    torch_report, int8_report = m.get("heldout_torch"), m.get("heldout_int8_onnxruntime")
    baseline = m.get("majority_baseline") or {}
    training = card["training"]
    cfg = training.get("config") or {}
    data = card.get("data") or {}
    parity = card["parity"]
    words = "\n".join(f"| {c} | {', '.join(ws)} |" for c, ws in card["verbalizer"].items())
    pairs = zip(card["classes"], card["template"]["definitions"], strict=True)
    definitions = "\n".join(f"- `{c}`: {d}" for c, d in pairs)
    train_counts = _counts((data.get("train") or {}).get("categories", {}))
    held_counts = _counts((data.get("held") or {}).get("categories", {}))
    history = "\n".join(
        f"| {h['epoch']} | {_loss(h['train_loss'])} | {_pct(h['train_accuracy'])} | {_pct(h['eval_accuracy'])} |"
        for h in training.get("history", [])
    )
    accuracy_rows = "\n".join(
        f"| {label} | {_pct(value)} |"
        for label, value in (
            (f"majority class ({baseline.get('class', '?')}) baseline", baseline.get("accuracy")),
            ("zero-shot (refined verbalizer, before tuning)", (torch_report or {}).get("zero_shot_accuracy")),
            ("prompt-tuned, torch fp32", (torch_report or {}).get("accuracy")),
            ("prompt-tuned, served int8 ONNX", (int8_report or {}).get("accuracy")),
        )
    )
    return f"""# FAID router — model card

FAID's router ("Sledgehammer or Scalpel? A Fine-grained Adaptive Framework for Implicit
Hate Speech"): a prompt-tuned masked LM that sorts a message into one of three categories
by how its intent can be identified (not whether it is hateful):

{definitions}

Base: the FAID masked LM (`parry train faid-mlm`, all-MiniLM-L6-v2 with an MLM head), the
whole model then prompt-tuned on the router template.

| file | what |
|---|---|
| `model.int8.onnx` | logits over the vocabulary at one mask position per row (dynamic int8, per-channel weights) |
| `tokenizer.json` | the WordPiece tokenizer (uncased) |
| `verbalizer.json` | label words per class (refined on the base MLM's word embeddings) |
| `model_card.json` | version (sha256 prefix of the int8 file), data counts, metrics, parity, library versions |

`model.fp32.onnx` is not shipped ({card["sizes_bytes"]["fp32"]:,} bytes). Version `{card["version"]}`, int8 file
{card["sizes_bytes"]["int8"]:,} bytes. Serve with `detectors.faid.scorer.OnnxMaskScorer` and
`load_verbalizer`: `scorer.prompts(comments, router_prompt)`, then
`verbalizer.predict(scorer.mask_logits(prompts), verbalizer)`. Prompts are at most
{card["max_length"]} tokens; a longer comment is shortened (`template.fit_prompt`), never the template.

Template: the three definitions, one per line, then "Comment: <message>", then
"{card["template"]["question"]}".

| class | label words (anchor first) |
|---|---|
{words}

## Data

Labels from `data/faid/router_annotations.jsonl` (references to rows of the Implicit Hate
Corpus and Davidson et al. 2017, both MIT; resolved in place, no text shipped) and the 120
written examples of `data/faid/router_examples.jsonl` (Apache-2.0). Train: the references
with `hold_out` false plus every written example ({train_counts}); held out: the
references with `hold_out` true ({held_counts}), never trained on. Single-annotator,
LLM-assisted labels; agreement was not measured (see `data/faid/README.md`).

## Training

Prompt-tuning of the whole model: cross-entropy over the classes of log(mean softmax
probability of each class's label words) at the [MASK]. {training.get("steps")} steps: {cfg.get("epochs")} epochs of
{training.get("train_examples")} examples, batch {cfg.get("batch_size")}, AdamW at lr {cfg.get("lr")} (warm-up
{cfg.get("warmup")}, linear decay, weight decay {cfg.get("weight_decay")}), seed {cfg.get("seed")}, torch threads
{cfg.get("threads")}; {training.get("train_seconds")} s.

| epoch | train loss | train accuracy | held-out accuracy |
|---:|---:|---:|---:|
{history}

## Quality (held-out references)

| model | accuracy |
|---|---:|
{accuracy_rows}

Per class (served int8 file{"" if int8_report else "; not measured at export, torch fp32 shown"}):

| class | precision | recall | F1 | support |
|---|---:|---:|---:|---:|
{_report_rows(int8_report or torch_report)}

Confusion matrix (rows: annotated class):

{_confusion(int8_report or torch_report)}

Parity on {int(parity["rows"])} written examples: fp32 ONNX vs torch max |Δlogit| {parity["fp32_max_abs"]:.2e};
int8 vs torch max |Δlogit| {parity["int8_max_abs"]:.3f}, max |Δ class probability|
{parity["int8_prob_max_abs"]:.3f}, class agreement {_pct(parity["int8_class_agreement"])}.

## Intended use and limits

A router choosing how FAID handles a message, not a hate classifier. The held-out set is
small (about 35 messages per class), so accuracies carry several points of noise.

## Rebuild

```bash
make setup-train
parry train faid-mlm --out var/faid/mlm
parry train faid-router --mlm var/faid/mlm --out var/faid/router --epochs {cfg.get("epochs")} --lr {cfg.get("lr")} \\
    --batch-size {cfg.get("batch_size")} --max-length {cfg.get("max_length")} --threads {cfg.get("threads")} \\
    --seed {cfg.get("seed")}
parry export faid-router --run var/faid/router --out models/faid-router
```
"""


# --- Shallow and Targeted export ----------------------------------------------------------------

BINARY_MODELS: dict[str, dict[str, str]] = {
    "faid-shallow": {
        "builder": "detectors.faid.template.binary_prompt",
        "what": "FAID's Shallow strategy: the prompt-tuned masked LM on the hate/no-hate template "
        '"<comment> This comment is [MASK]."',
        "train": "parry train faid-shallow",
    },
    "faid-targeted": {
        "builder": "detectors.faid.template.targeted_prompt",
        "what": "FAID's Targeted strategy: the masked LM P-tuned on the soft template (learnable [unusedN] "
        "tokens around the comment, the LLM's neutral explanation of its references, and the [MASK]); "
        "the prompt encoder's vectors are baked into those tokens' embeddings",
        "train": "parry train faid-targeted",
    },
}


def export_binary(
    name: str,
    run_dir: str | Path,
    out_dir: str | Path,
    *,
    held: Sequence[tuple[str, str]] | None = None,
    parity_texts: Sequence[str] = (),
    threads: int | None = 2,
) -> RouterExportResult:
    """Export a Shallow or Targeted run like the router (`name`: a key of BINARY_MODELS).

    Targeted runs are scored and checked on the raw comments (no explanations): the
    template's fallback form, which serving uses whenever no explanation is available.
    """
    from detectors.faid.template import binary_prompt, targeted_prompt

    if name not in BINARY_MODELS:
        raise ValueError(f"unknown model {name!r}; known: {', '.join(BINARY_MODELS)}")
    spec = BINARY_MODELS[name]
    build: PromptBuilder = binary_prompt if name == "faid-shallow" else targeted_prompt
    texts = list(parity_texts) or [t for t, _ in (held or [])][:200]
    if not texts:
        raise ValueError("give parity texts or held-out examples to check the export on")
    with staged(out_dir) as stage:
        x = _export_core(run_dir, stage, build, held=held, parity_texts=texts, threads=threads)
        card = _card_common(x, name) | {
            "architecture": f"BertForMaskedLM prompt-tuned whole; logits at the [MASK] of {spec['builder']}",
            "template": {"builder": spec["builder"]},
        }
        _write_card(stage, card, binary_readme(card))
    out = Path(out_dir)
    return RouterExportResult(out, out / x.fp32.name, out / x.int8.name, card, x.parity)


RAW_NOTE = (
    "The int8 row scores Targeted on raw comments, without explanations (its no-LLM path); the torch "
    "row is the training run's own held-out score, with explanations where the run had them."
)


def binary_readme(card: Mapping[str, Any]) -> str:
    """The README.md model card of a Shallow or Targeted export, written from `model_card.json`."""
    spec = BINARY_MODELS[card["name"]]
    m = card["metrics"]
    torch_report, int8_report = m.get("heldout_torch"), m.get("heldout_int8_onnxruntime")
    cfg = (card["training"].get("config") or {})
    words = "\n".join(f"| {c} | {', '.join(ws)} |" for c, ws in card["verbalizer"].items())
    rows = "\n".join(
        f"| {label} | {_pct((r or {}).get('accuracy'))} | {_pct((r or {}).get('macro_f1'))} |"
        for label, r in (("prompt-tuned, torch fp32", torch_report), ("served int8 ONNX", int8_report))
    )
    parity = card["parity"]
    return f"""# {card["name"]} — model card

{spec["what"]}. Version `{card["version"]}`; served by `detectors.faid.scorer.OnnxMaskScorer`
with `{spec["builder"]}` and `verbalizer.json`; prompts of at most {card["max_length"]} tokens.

| class | label words (anchor first) |
|---|---|
{words}

## Data

{json.dumps(card.get("data"), ensure_ascii=False)}

## Quality (held-out split)

| model | accuracy | macro-F1 |
|---|---:|---:|
{rows}

| class | precision | recall | F1 | support |
|---|---:|---:|---:|---:|
{_report_rows(int8_report or torch_report)}

{_confusion(int8_report or torch_report)}

{RAW_NOTE if card["name"] == "faid-targeted" else ""}

Parity: fp32 ONNX vs torch max |Δlogit| {parity["fp32_max_abs"]:.2e}; int8 class agreement
{_pct(parity["int8_class_agreement"])} on {int(parity["rows"])} texts.

## Training

{card["training"].get("steps")} steps: {cfg.get("epochs")} epochs, batch {cfg.get("batch_size")}, lr {cfg.get("lr")},
seed {cfg.get("seed")}, {cfg.get("threads")} torch threads, {card["training"].get("train_seconds")} s.
Rebuild with `{spec["train"]}` and `parry export {card["name"]}`.
"""
