"""Masked-language-model training of a local BERT-style encoder, the encoder unfrozen.

The model is transformers' `BertForMaskedLM` loaded from a local encoder directory (the
packaged all-MiniLM-L6-v2 by default): the encoder keeps its weights, the MLM head
(dense + GELU + LayerNorm, a decoder tied to the word embeddings, a bias) starts random.

Training follows `DataCollatorForLanguageModeling(mlm_probability=0.15)`: 15% of the
non-special tokens are chosen, 80% of those become [MASK], 10% a random token, 10% stay.
The loss is the mean cross-entropy at the chosen positions, and the MLM head runs on those
positions only (the loss of `BertForMaskedLM(labels=...)`, without the vocabulary
projection of every token). Sentences are cut at 64 tokens, batched by length with
dynamic padding, and AdamW trains the encoder at `encoder_lr` and the head at `head_lr`
(it starts random), with linear warm-up and decay over the run. The run stops at `max_steps` or after `max_minutes`,
whichever comes first; with a time budget the schedule follows the elapsed time.

Metric: masked-token top-1 / top-5 accuracy and cross-entropy on the held-out text, with one
FIXED masking (seeded per sentence, built once) used before and after training. Every chosen
position is replaced by [MASK] in evaluation (the cloze case FAID prompts are), so the model
cannot copy the answer from the input.
"""

from __future__ import annotations

import json
import math
import os
import random
import shutil
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
import torch
from tokenizers import Tokenizer
from torch import Tensor

from detectors.faid.mlm.corpus import CorpusConfig, MlmCorpus, build_corpus, dedupe_key

if TYPE_CHECKING:
    from transformers import BertForMaskedLM

IGNORE = -100
TEMPLATES = (
    "the weather today is really [MASK].",
    "they should go back to their own [MASK].",
    "this comment is [MASK].",
    "i love this [MASK] so much",
    "he was arrested by the [MASK].",
    "you are such a [MASK].",
    "we played the game all [MASK] long.",
    "women should stay in the [MASK].",
    "thank you so much for your [MASK].",
    "i am going to [MASK] you.",
    "immigrants are taking our [MASK].",
    "see you at school [MASK].",
)
Log = Callable[[str], None]


@dataclass(frozen=True, slots=True)
class MlmTrainConfig:
    """One MLM run.

    Attributes:
        out_dir: Run directory: the HF model (save_pretrained), tokenizer.json, metrics.json.
        encoder: A local BERT-style encoder directory with tokenizer.json; None: the packaged
            all-MiniLM-L6-v2.
        corpus: Where the sentences come from (see `detectors.faid.mlm.corpus`).
        max_length: Token budget per sentence, [CLS] and [SEP] included.
        batch_size: Sentences per optimiser step.
        encoder_lr: AdamW learning rate of the encoder (and the tied word embeddings).
        head_lr: AdamW learning rate of the MLM head's transform and bias (random at start).
        weight_decay: AdamW weight decay (not on biases and LayerNorm weights).
        warmup: Share of the run spent warming the learning rates up.
        mlm_probability: Share of the non-special tokens chosen for prediction.
        freeze_layers: Freeze the embeddings (so also the tied decoder) and the lowest N
            encoder layers; 0 trains everything.
        max_minutes: Time budget of the training loop (evaluation not counted); None: none.
        max_steps: Step budget; None: none. At least one budget must be set.
        threads: torch.set_num_threads; None leaves torch's default.
        seed: Seed of the shuffles, the dynamic masking, the head's init and the fixed
            evaluation masking.
        eval_sentences: Held-out sentences scored (a text-hash-ordered prefix).
        eval_batch_size: Sentences per evaluation batch.
        log_every: Steps between progress lines and loss-history points.
        grad_clip: Max gradient norm.
    """

    out_dir: Path = Path("var/faid/mlm")
    encoder: Path | None = None
    corpus: CorpusConfig = field(default_factory=CorpusConfig)
    max_length: int = 64
    batch_size: int = 32
    encoder_lr: float = 5e-5
    head_lr: float = 5e-4
    weight_decay: float = 0.01
    warmup: float = 0.06
    mlm_probability: float = 0.15
    freeze_layers: int = 0
    max_minutes: float | None = 20.0
    max_steps: int | None = None
    threads: int | None = 2
    seed: int = 13
    eval_sentences: int = 2000
    eval_batch_size: int = 64
    log_every: int = 50
    grad_clip: float = 1.0

    def to_json(self) -> dict[str, Any]:
        """JSON-ready fields (paths as strings; the corpus config as its own dict)."""
        data = {k: v for k, v in asdict(self).items() if k != "corpus"}
        data["out_dir"] = str(self.out_dir)
        data["encoder"] = str(self.encoder) if self.encoder is not None else None
        data["corpus"] = self.corpus.to_json()
        return data


@dataclass(frozen=True, slots=True)
class MlmTrainResult:
    """What a run wrote and measured."""

    out_dir: Path
    metrics: dict[str, Any]
    steps: int
    seconds: float


@dataclass(frozen=True, slots=True)
class Specials:
    """Token ids the masking needs."""

    pad: int
    mask: int
    special: frozenset[int]  # never chosen for prediction ([CLS], [SEP], [PAD], [MASK], [UNK], ...)
    vocab_size: int


@dataclass(frozen=True, slots=True)
class MaskedSet:
    """Held-out sentences with a fixed masking: every chosen position is [MASK] in `input_ids`."""

    input_ids: list[list[int]]
    positions: list[list[int]]
    labels: list[list[int]]  # the original token at each position

    def __len__(self) -> int:
        return len(self.input_ids)

    @property
    def n_tokens(self) -> int:
        return sum(len(p) for p in self.positions)

    def rows(self) -> list[tuple[list[int], int, int]]:
        """One (input_ids, position, label) row per masked token, for graphs that take one position per row."""
        return [
            (ids, pos, label)
            for ids, positions, labels in zip(self.input_ids, self.positions, self.labels, strict=True)
            for pos, label in zip(positions, labels, strict=True)
        ]


# --- model and tokenizer ------------------------------------------------------------------------


def resolve_encoder(path: str | Path | None) -> Path:
    """The encoder directory: `path`, or the packaged all-MiniLM-L6-v2 when None."""
    if path is not None:
        return Path(path)
    from detectors.brace.model.encoder import default_encoder_path

    return default_encoder_path()


def load_mlm(path: str | Path) -> tuple[BertForMaskedLM, dict[str, list[str]]]:
    """`BertForMaskedLM` from a local directory (an encoder, or a saved MLM run), offline.

    Args:
        path: A local BERT-style model directory.

    Returns:
        The model (decoder tied to the word embeddings) and the keys that were missing
        (newly initialised: the MLM head, for a bare encoder) or unexpected (e.g. a pooler).

    Raises:
        ValueError: The model is not BERT-style, or the decoder is not tied.
    """
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    from transformers import AutoConfig, BertForMaskedLM

    config = AutoConfig.from_pretrained(str(path), local_files_only=True)
    if config.model_type != "bert":
        raise ValueError(f"{path}: a BERT-style encoder is needed (model_type 'bert'), not {config.model_type!r}")
    config.tie_word_embeddings = True
    loaded: Any = BertForMaskedLM.from_pretrained(
        str(path), config=config, local_files_only=True, output_loading_info=True
    )
    model: BertForMaskedLM = loaded[0]
    info: dict[str, Any] = loaded[1]
    if not decoder_is_tied(model):
        raise ValueError(f"{path}: the MLM decoder is not tied to the word embeddings")
    loading = {key: sorted(str(k) for k in info.get(key, ())) for key in ("missing_keys", "unexpected_keys")}
    return model, loading


def decoder_is_tied(model: BertForMaskedLM) -> bool:
    """Whether the MLM decoder's weight is the word-embedding matrix itself."""
    decoder: Tensor = model.cls.predictions.decoder.weight
    embeddings: Tensor = model.bert.embeddings.word_embeddings.weight
    return decoder is embeddings or decoder.data_ptr() == embeddings.data_ptr()


def load_tokenizer(path: str | Path, max_length: int = 64) -> Tokenizer:
    """The encoder's `tokenizer.json` (file or its directory), truncating at `max_length`, never padding.

    Raises:
        FileNotFoundError: No tokenizer.json there.
    """
    file = Path(path)
    if file.is_dir():
        file = file / "tokenizer.json"
    if not file.is_file():
        raise FileNotFoundError(f"tokenizer file not found: {file}")
    tokenizer = Tokenizer.from_file(str(file))
    tokenizer.no_padding()
    tokenizer.enable_truncation(max_length=max_length)
    return tokenizer


def special_ids(tokenizer: Tokenizer, vocab_size: int) -> Specials:
    """[PAD], [MASK] and every special added token of a BERT-style tokenizer.

    Raises:
        ValueError: [MASK] or [PAD] is missing.
    """
    mask, pad = tokenizer.token_to_id("[MASK]"), tokenizer.token_to_id("[PAD]")
    if mask is None or pad is None:
        raise ValueError("the tokenizer needs [MASK] and [PAD] tokens")
    special = {i for i, token in tokenizer.get_added_tokens_decoder().items() if token.special}
    for name in ("[CLS]", "[SEP]", "[PAD]", "[MASK]", "[UNK]"):
        found = tokenizer.token_to_id(name)
        if found is not None:
            special.add(found)
    return Specials(pad=pad, mask=mask, special=frozenset(special), vocab_size=vocab_size)


def encode_texts(tokenizer: Tokenizer, texts: Sequence[str]) -> list[list[int]]:
    """Token ids ([CLS] ... [SEP]) per text, truncated by the tokenizer."""
    return [list(e.ids) for e in tokenizer.encode_batch(list(texts))]


def freeze_lower_layers(model: BertForMaskedLM, n: int) -> int:
    """Freeze the embeddings (and with them the tied decoder) and the lowest `n` encoder layers.

    Returns:
        How many parameters were frozen (0 when n is 0).
    """
    if n <= 0:
        return 0
    frozen = 0
    for module in [model.bert.embeddings, *list(model.bert.encoder.layer)[:n]]:
        for p in module.parameters():
            p.requires_grad_(False)
            frozen += p.numel()
    return frozen


# --- masking ------------------------------------------------------------------------------------


def pad_batch(rows: Sequence[Sequence[int]], pad_id: int) -> tuple[Tensor, Tensor]:
    """Pad to the longest row: (input_ids, attention_mask), both (B, T) int64."""
    width = max((len(r) for r in rows), default=0)
    input_ids = torch.full((len(rows), width), pad_id, dtype=torch.long)
    attention_mask = torch.zeros((len(rows), width), dtype=torch.long)
    for i, r in enumerate(rows):
        input_ids[i, : len(r)] = torch.tensor(list(r), dtype=torch.long)
        attention_mask[i, : len(r)] = 1
    return input_ids, attention_mask


def mask_tokens(
    input_ids: Tensor,
    attention_mask: Tensor,
    specials: Specials,
    probability: float = 0.15,
    generator: torch.Generator | None = None,
) -> tuple[Tensor, Tensor]:
    """`DataCollatorForLanguageModeling` masking: choose `probability` of the real, non-special tokens; 80/10/10.

    Of the chosen tokens 80% become [MASK], 10% a random vocabulary token, 10% stay. At
    least one token of the batch is chosen (when it has any that may be).

    Args:
        input_ids: (B, T) token ids (not modified).
        attention_mask: (B, T), 0 on padding.
        specials: The tokenizer's special ids.
        probability: Share of tokens chosen.
        generator: Random source (seeded by the caller).

    Returns:
        The masked inputs and the labels (the original id at chosen positions, IGNORE elsewhere).
    """
    inputs = input_ids.clone()
    labels = input_ids.clone()
    allowed = attention_mask.bool() & ~torch.isin(input_ids, torch.tensor(sorted(specials.special), dtype=torch.long))
    chosen = (torch.rand(inputs.shape, generator=generator) < probability) & allowed
    if not chosen.any() and allowed.any():
        candidates = allowed.flatten().nonzero().squeeze(1)
        pick = candidates[torch.randint(len(candidates), (1,), generator=generator)]
        chosen.view(-1)[pick] = True
    labels[~chosen] = IGNORE
    replaced = (torch.rand(inputs.shape, generator=generator) < 0.8) & chosen
    inputs[replaced] = specials.mask
    randomized = (torch.rand(inputs.shape, generator=generator) < 0.5) & chosen & ~replaced
    inputs[randomized] = torch.randint(specials.vocab_size, inputs.shape, generator=generator)[randomized]
    return inputs, labels


def fixed_masking(
    tokenizer: Tokenizer, texts: Sequence[str], specials: Specials, probability: float = 0.15, seed: int = 13
) -> MaskedSet:
    """The evaluation masking: per sentence, seeded by (seed, lowercased text), so it is the same every time.

    Each non-special token is chosen with `probability` (at least one per sentence) and
    replaced by [MASK]. Sentences with no maskable token are left out.
    """
    out = MaskedSet([], [], [])
    for text, ids in zip(texts, encode_texts(tokenizer, texts), strict=True):
        maskable = [i for i, t in enumerate(ids) if t not in specials.special]
        if not maskable:
            continue
        rng = random.Random(f"{seed}\x00{dedupe_key(text)}")
        positions = [i for i in maskable if rng.random() < probability] or [rng.choice(maskable)]
        masked = list(ids)
        for pos in positions:
            masked[pos] = specials.mask
        out.input_ids.append(masked)
        out.positions.append(positions)
        out.labels.append([ids[p] for p in positions])
    return out


def masked_logits(
    model: BertForMaskedLM, input_ids: Tensor, attention_mask: Tensor, rows: Tensor, cols: Tensor
) -> Tensor:
    """Vocabulary logits at the (row, column) positions only: the MLM head never runs on unmasked tokens.

    Same values as `model(...).logits[rows, cols]`, without the [batch, sequence, vocab]
    tensor (the decoder over every token costs about as much as the encoder itself).
    """
    hidden: Tensor = model.bert(input_ids=input_ids, attention_mask=attention_mask).last_hidden_state
    logits: Tensor = model.cls(hidden[rows, cols])
    return logits


@torch.no_grad()
def evaluate_masked(model: BertForMaskedLM, masked: MaskedSet, pad_id: int, batch_size: int = 64) -> dict[str, float]:
    """Top-1 / top-5 accuracy and mean cross-entropy at the masked positions of a fixed masking.

    Returns:
        "top1", "top5", "loss", "masked_tokens", "sentences".
    """
    was_training = model.training
    model.train(False)
    order = sorted(range(len(masked)), key=lambda i: len(masked.input_ids[i]))
    top1 = top5 = 0
    loss = 0.0
    for start in range(0, len(order), batch_size):
        idx = order[start : start + batch_size]
        input_ids, attention_mask = pad_batch([masked.input_ids[i] for i in idx], pad_id)
        rows = torch.tensor([r for r, i in enumerate(idx) for _ in masked.positions[i]], dtype=torch.long)
        cols = torch.tensor([p for i in idx for p in masked.positions[i]], dtype=torch.long)
        labels = torch.tensor([t for i in idx for t in masked.labels[i]], dtype=torch.long)
        logits = masked_logits(model, input_ids, attention_mask, rows, cols).float()
        best = logits.topk(5, dim=-1).indices
        top1 += int((best[:, 0] == labels).sum())
        top5 += int((best == labels[:, None]).any(dim=-1).sum())
        loss += float(torch.nn.functional.cross_entropy(logits, labels, reduction="sum"))
    model.train(was_training)
    n = max(1, masked.n_tokens)
    return {
        "top1": top1 / n,
        "top5": top5 / n,
        "loss": loss / n,
        "masked_tokens": masked.n_tokens,
        "sentences": len(masked),
    }


@torch.no_grad()
def fill_mask(
    model: BertForMaskedLM, tokenizer: Tokenizer, templates: Sequence[str] = TEMPLATES, k: int = 5
) -> list[list[str]]:
    """The top-k tokens at the (first) [MASK] of each template."""
    was_training = model.training
    model.train(False)
    mask_id = tokenizer.token_to_id("[MASK]")
    if mask_id is None:
        raise ValueError("the tokenizer has no [MASK] token")
    out: list[list[str]] = []
    for template in templates:
        ids = tokenizer.encode(template).ids
        pos = ids.index(mask_id)
        logits = model(input_ids=torch.tensor([ids]), attention_mask=torch.ones((1, len(ids)), dtype=torch.long)).logits
        out.append([tokenizer.id_to_token(int(i)) or "?" for i in logits[0, pos].topk(k).indices])
    model.train(was_training)
    return out


# --- training -----------------------------------------------------------------------------------


def seed_everything(seed: int) -> None:
    """Seed Python, numpy and torch."""
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


def _param_groups(model: BertForMaskedLM, cfg: MlmTrainConfig) -> list[dict[str, Any]]:
    """Encoder (and the tied decoder) at encoder_lr, head transform + bias at head_lr; no decay on biases/norms."""
    head_ids = {id(p) for p in model.cls.parameters()} - {id(model.bert.embeddings.word_embeddings.weight)}
    groups: dict[tuple[bool, bool], list[torch.nn.Parameter]] = {}
    seen: set[int] = set()
    for name, p in model.named_parameters():
        if not p.requires_grad or id(p) in seen:
            continue
        seen.add(id(p))
        no_decay = p.ndim < 2 or "LayerNorm" in name or name.endswith(".bias")
        groups.setdefault((id(p) in head_ids, no_decay), []).append(p)
    return [
        {
            "params": params,
            "lr": cfg.head_lr if head else cfg.encoder_lr,
            "base_lr": cfg.head_lr if head else cfg.encoder_lr,
            "weight_decay": 0.0 if no_decay else cfg.weight_decay,
            "name": ("head" if head else "encoder") + ("/no_decay" if no_decay else ""),
        }
        for (head, no_decay), params in sorted(groups.items())
    ]


def lr_factor(progress: float, warmup: float) -> float:
    """Linear warm-up over the first `warmup` of the run, then linear decay to 0 at progress 1."""
    if progress < warmup:
        return max(progress / warmup, 1e-3)
    return max(0.0, (1.0 - progress) / max(1e-9, 1.0 - warmup))


def train_mlm(cfg: MlmTrainConfig, corpus: MlmCorpus | None = None, log: Log | None = None) -> MlmTrainResult:
    """Train the MLM, measure it before and after on the held-out text, save the run.

    Args:
        cfg: The run.
        corpus: Sentences to use; None builds them from `cfg.corpus`.
        log: Called with progress lines; None is silent.

    Returns:
        The run directory, metrics (also in OUT/metrics.json), steps and seconds.

    Raises:
        ValueError: No budget, no training sentences, or a non-BERT encoder.
        FileNotFoundError: The encoder, its tokenizer or a corpus source is missing.
    """
    if cfg.max_steps is None and cfg.max_minutes is None:
        raise ValueError("set max_steps or max_minutes (or both)")
    say = log or (lambda _: None)
    started = time.monotonic()
    if cfg.threads is not None:
        torch.set_num_threads(cfg.threads)
    seed_everything(cfg.seed)
    encoder_path = resolve_encoder(cfg.encoder)
    if not encoder_path.is_dir():
        raise FileNotFoundError(f"encoder directory not found: {encoder_path}")
    corpus = corpus if corpus is not None else build_corpus(cfg.corpus)
    if not corpus.train:
        raise ValueError("the corpus has no training sentences")
    say(f"corpus: {len(corpus.train)} train, {len(corpus.heldout)} held-out sentences")

    tokenizer = load_tokenizer(encoder_path, cfg.max_length)
    model, loading = load_mlm(encoder_path)
    specials = special_ids(tokenizer, int(model.config.vocab_size))
    if tokenizer.get_vocab_size() > specials.vocab_size:
        raise ValueError(f"tokenizer vocabulary {tokenizer.get_vocab_size()} > model vocabulary {specials.vocab_size}")
    frozen = freeze_lower_layers(model, cfg.freeze_layers)
    train_ids = [ids for ids in encode_texts(tokenizer, corpus.train) if len(ids) > 2]
    heldout_texts = corpus.heldout[: cfg.eval_sentences]
    masked = fixed_masking(tokenizer, heldout_texts, specials, cfg.mlm_probability, cfg.seed)

    say(f"evaluating before training on {len(masked)} held-out sentences ({masked.n_tokens} masked tokens)")
    before = evaluate_masked(model, masked, specials.pad, cfg.eval_batch_size)
    fill_before = fill_mask(model, tokenizer)
    say(f"before: top1 {before['top1']:.4f} top5 {before['top5']:.4f} loss {before['loss']:.3f}")

    from detectors.brace.training.data import BucketBatchSampler

    groups = _param_groups(model, cfg)
    trainable = [param for group in groups for param in group["params"]]
    optimizer = torch.optim.AdamW(groups, lr=cfg.encoder_lr)
    sampler = BucketBatchSampler([len(ids) for ids in train_ids], cfg.batch_size, shuffle=True, seed=cfg.seed)
    generator = torch.Generator().manual_seed(cfg.seed)
    budget_s = cfg.max_minutes * 60.0 if cfg.max_minutes is not None else None
    model.train()
    step = examples = tokens = epoch = 0
    window: list[float] = []
    history: list[dict[str, float]] = []
    stopped_by = "max_steps"
    loop_start = time.monotonic()

    def progress() -> float:
        done = step / cfg.max_steps if cfg.max_steps is not None else 0.0
        if budget_s is not None:
            done = max(done, (time.monotonic() - loop_start) / budget_s)
        return done

    finished = False
    while not finished:
        sampler.set_epoch(epoch)
        for batch in sampler:
            p = progress()
            if p >= 1.0:
                stopped_by = "max_steps" if cfg.max_steps is not None and step >= cfg.max_steps else "max_minutes"
                finished = True
                break
            factor = lr_factor(p, cfg.warmup)
            for group in optimizer.param_groups:
                group["lr"] = group["base_lr"] * factor
            input_ids, attention_mask = pad_batch([train_ids[i] for i in batch], specials.pad)
            inputs, labels = mask_tokens(input_ids, attention_mask, specials, cfg.mlm_probability, generator)
            rows, cols = (labels != IGNORE).nonzero(as_tuple=True)
            logits = masked_logits(model, inputs, attention_mask, rows, cols)
            loss = torch.nn.functional.cross_entropy(logits, labels[rows, cols])
            if not torch.isfinite(loss):
                raise ValueError(f"non-finite loss at step {step}")
            torch.autograd.backward(loss)
            torch.nn.utils.clip_grad_norm_(trainable, cfg.grad_clip)
            optimizer.step()
            optimizer.zero_grad(set_to_none=True)
            step += 1
            examples += len(batch)
            tokens += int(attention_mask.sum())
            window.append(loss.item())
            if step % cfg.log_every == 0:
                elapsed = time.monotonic() - loop_start
                point = {"step": step, "loss": sum(window) / len(window), "seconds": round(elapsed, 1)}
                history.append(point)
                window = []
                say(
                    f"step {step} epoch {examples / len(train_ids):.2f} loss {point['loss']:.3f} "
                    f"lr×{factor:.2f} {examples / max(elapsed, 1e-9):.1f} sentences/s"
                )
        else:
            epoch += 1
    train_seconds = time.monotonic() - loop_start
    if window:
        history.append({"step": step, "loss": sum(window) / len(window), "seconds": round(train_seconds, 1)})

    say("evaluating after training")
    after = evaluate_masked(model, masked, specials.pad, cfg.eval_batch_size)
    fill_after = fill_mask(model, tokenizer)
    say(f"after: top1 {after['top1']:.4f} top5 {after['top5']:.4f} loss {after['loss']:.3f}")

    out = Path(cfg.out_dir)
    out.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(out)
    tokenizer_file = encoder_path / "tokenizer.json"
    shutil.copyfile(tokenizer_file, out / "tokenizer.json")

    from detectors.brace.training.export import _portable_encoder, _versions

    metrics: dict[str, Any] = {
        "name": "faid-mlm",
        "encoder": _portable_encoder(str(encoder_path)),
        "init": {**loading, "decoder_tied": decoder_is_tied(model)},
        "config": cfg.to_json(),
        "corpus": {**corpus.summary(), "config": corpus.config},
        "steps": step,
        "epochs": round(examples / len(train_ids), 3),
        "examples": examples,
        "tokens": tokens,
        "stopped_by": stopped_by,
        "train_seconds": round(train_seconds, 1),
        "examples_per_second": round(examples / max(train_seconds, 1e-9), 2),
        "frozen_parameters": frozen,
        "trainable_parameters": sum(param.numel() for param in trainable),
        "heldout": {
            "masking": (
                f"one fixed masking: each non-special token chosen with p={cfg.mlm_probability} "
                f"(at least one per sentence), seeded by (seed {cfg.seed}, lowercased text); "
                "every chosen token replaced by [MASK]"
            ),
            "before": before,
            "after": after,
        },
        "fill_mask": [
            {"template": t, "before": b, "after": a} for t, b, a in zip(TEMPLATES, fill_before, fill_after, strict=True)
        ],
        "loss_history": history,
        "versions": _versions(),
        "seconds": round(time.monotonic() - started, 1),
    }
    if any(not math.isfinite(float(v)) for v in after.values()):
        raise ValueError(f"non-finite held-out metrics after training: {after}")
    (out / "metrics.json").write_text(json.dumps(metrics, indent=2, ensure_ascii=False), encoding="utf-8")
    say(f"wrote {out}")
    return MlmTrainResult(out_dir=out, metrics=metrics, steps=step, seconds=metrics["seconds"])
