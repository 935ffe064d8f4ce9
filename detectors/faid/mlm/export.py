"""Export a trained FAID MLM run: ONNX logits at one mask position per row, int8, parity, model card.

The graph takes `input_ids` and `attention_mask` (int64 [batch, sequence]) and
`mask_positions` (int64 [batch], the index of each row's [MASK]) and returns `logits`
(float32 [batch, vocab]): the MLM head runs on the gathered positions only, never on the
whole [batch, sequence, vocab] tensor. Opset 17, dynamic batch and sequence axes, the
TorchScript exporter (as BRACE). The int8 file is BRACE's dynamic per-channel quantization.

`models/faid-mlm/` (or any `out_dir`) then holds `model.int8.onnx`, `tokenizer.json`,
`model_card.json` and `README.md`; `model.fp32.onnx` is written next to them and git-ignored.
"""

from __future__ import annotations

import datetime as dt
import json
import shutil
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt
import torch
from tokenizers import Tokenizer
from torch import Tensor, nn

from detectors.brace.training.export import _portable_encoder, _versions, file_hash, quantize_int8
from detectors.faid.mlm.corpus import LICENSES, CorpusConfig, MlmCorpus, build_corpus
from detectors.faid.mlm.train import (
    TEMPLATES,
    MaskedSet,
    Specials,
    fixed_masking,
    load_mlm,
    load_tokenizer,
    pad_batch,
    special_ids,
)
from detectors.staging import staged

if TYPE_CHECKING:
    from transformers import BertForMaskedLM

INPUT_NAMES = ("input_ids", "attention_mask", "mask_positions")
OUTPUT_NAMES = ("logits",)
PARITY_TOLERANCE = 2e-3  # max |torch - ONNX fp32| over the logits
PARITY_ROWS = 128  # held-out masked rows compared in the parity checks
FloatArray = npt.NDArray[np.float32]


class MlmExportModule(nn.Module):
    """`BertForMaskedLM` → vocabulary logits at each row's mask position."""

    def __init__(self, model: BertForMaskedLM) -> None:
        super().__init__()
        self.model = model

    def forward(self, input_ids: Tensor, attention_mask: Tensor, mask_positions: Tensor) -> Tensor:
        """Encode, gather each row's mask position, run the MLM head there.

        Args:
            input_ids: (B, T) int64.
            attention_mask: (B, T) int64, 1 for real tokens.
            mask_positions: (B,) int64, the position whose logits are wanted.

        Returns:
            (B, vocab) logits.
        """
        hidden: Tensor = self.model.bert(input_ids=input_ids, attention_mask=attention_mask).last_hidden_state
        index = mask_positions.reshape(-1, 1, 1).expand(-1, 1, hidden.shape[-1])
        picked = hidden.gather(1, index).squeeze(1)
        logits: Tensor = self.model.cls(picked)
        return logits


@dataclass(frozen=True, slots=True)
class MlmExportResult:
    """Files written, the card and the parity check."""

    out_dir: Path
    fp32: Path
    int8: Path
    card: dict[str, Any]
    parity: dict[str, float]


def export_onnx(model: BertForMaskedLM, path: str | Path, opset: int = 17) -> Path:
    """Write the mask-position graph as fp32 ONNX (dynamic batch and sequence axes).

    The model is exported in eval mode and put back in the mode it was in.
    """
    path = Path(path)
    wrapper = MlmExportModule(model)
    was_training = model.training
    wrapper.eval()
    input_ids = torch.full((2, 16), 1000, dtype=torch.long).clamp(max=int(model.config.vocab_size) - 1)
    attention_mask = torch.ones((2, 16), dtype=torch.long)
    attention_mask[1, 8:] = 0  # a padded row, so the graph keeps the attention-mask path
    mask_positions = torch.tensor([3, 5], dtype=torch.long)
    dynamic_axes = {
        "input_ids": {0: "batch", 1: "sequence"},
        "attention_mask": {0: "batch", 1: "sequence"},
        "mask_positions": {0: "batch"},
        "logits": {0: "batch"},
    }
    try:
        with torch.no_grad():
            torch.onnx.export(
                wrapper,
                (input_ids, attention_mask, mask_positions),
                str(path),
                input_names=list(INPUT_NAMES),
                output_names=list(OUTPUT_NAMES),
                dynamic_axes=dynamic_axes,
                opset_version=opset,
                dynamo=False,
            )
    finally:
        model.train(was_training)
    return path


def _row_batches(
    rows: Sequence[tuple[list[int], int, int]], pad_id: int, batch_size: int
) -> list[tuple[Tensor, Tensor, Tensor, Tensor]]:
    """Length-sorted batches of (input_ids, attention_mask, mask_positions, labels)."""
    order = sorted(range(len(rows)), key=lambda i: len(rows[i][0]))
    out = []
    for start in range(0, len(order), batch_size):
        chunk = [rows[i] for i in order[start : start + batch_size]]
        input_ids, attention_mask = pad_batch([r[0] for r in chunk], pad_id)
        positions = torch.tensor([r[1] for r in chunk], dtype=torch.long)
        labels = torch.tensor([r[2] for r in chunk], dtype=torch.long)
        out.append((input_ids, attention_mask, positions, labels))
    return out


def _session(path: str | Path, threads: int | None) -> Any:
    import onnxruntime as ort

    options = ort.SessionOptions()
    if threads is not None:
        options.intra_op_num_threads = threads
        options.inter_op_num_threads = 1
    return ort.InferenceSession(str(path), options, providers=["CPUExecutionProvider"])


def _run(session: Any, input_ids: Tensor, attention_mask: Tensor, positions: Tensor) -> FloatArray:
    feeds = {
        "input_ids": input_ids.numpy(),
        "attention_mask": attention_mask.numpy(),
        "mask_positions": positions.numpy(),
    }
    logits: FloatArray = np.asarray(session.run(["logits"], feeds)[0], dtype=np.float32)
    return logits


def parity_check(
    model: BertForMaskedLM,
    fp32: str | Path,
    int8: str | Path | None,
    masked: MaskedSet,
    pad_id: int,
    rows: int = PARITY_ROWS,
    threads: int | None = None,
) -> dict[str, float]:
    """Torch vs fp32 ONNX, and int8 vs fp32 ONNX, on the first `rows` held-out masked rows.

    Returns:
        "rows", "fp32_max_abs", "fp32_top1_agreement", and with `int8` "int8_max_abs" and
        "int8_top1_agreement" (both against fp32 ONNX).
    """
    picked = masked.rows()[:rows]
    wrapper = MlmExportModule(model).eval()
    sessions = {"fp32": _session(fp32, threads)}
    if int8 is not None:
        sessions["int8"] = _session(int8, threads)
    worst = {name: 0.0 for name in sessions}
    agree = {name: 0 for name in sessions}
    for input_ids, attention_mask, positions, _ in _row_batches(picked, pad_id, 32):
        with torch.no_grad():
            expected = wrapper(input_ids, attention_mask, positions).numpy()
        got = {name: _run(s, input_ids, attention_mask, positions) for name, s in sessions.items()}
        reference = {"fp32": expected, "int8": got["fp32"]}
        for name, logits in got.items():
            worst[name] = max(worst[name], float(np.abs(logits - reference[name]).max()))
            agree[name] += int((logits.argmax(-1) == reference[name].argmax(-1)).sum())
    n = max(1, len(picked))
    result: dict[str, float] = {"rows": float(len(picked))}
    for name in sessions:
        result[f"{name}_max_abs"] = worst[name]
        result[f"{name}_top1_agreement"] = agree[name] / n
    return result


def evaluate_onnx(
    path: str | Path, masked: MaskedSet, pad_id: int, batch_size: int = 64, threads: int | None = None
) -> dict[str, float]:
    """Masked-token top-1 / top-5 and cross-entropy of an ONNX file on a fixed masking (one row per masked token)."""
    session = _session(path, threads)
    top1 = top5 = 0
    loss = 0.0
    rows = masked.rows()
    for input_ids, attention_mask, positions, labels in _row_batches(rows, pad_id, batch_size):
        logits = _run(session, input_ids, attention_mask, positions)
        y = labels.numpy()
        best = np.argsort(-logits, axis=-1)[:, :5]
        top1 += int((best[:, 0] == y).sum())
        top5 += int((best == y[:, None]).any(axis=-1).sum())
        shifted = logits - logits.max(axis=-1, keepdims=True)
        log_probs = shifted - np.log(np.exp(shifted).sum(axis=-1, keepdims=True))
        loss -= float(log_probs[np.arange(len(y)), y].sum())
    n = max(1, len(rows))
    return {"top1": top1 / n, "top5": top5 / n, "loss": loss / n, "masked_tokens": len(rows), "sentences": len(masked)}


def fill_mask_onnx(
    path: str | Path, tokenizer: Tokenizer, templates: Sequence[str] = TEMPLATES, k: int = 5, threads: int | None = None
) -> list[list[str]]:
    """The top-k tokens at each template's [MASK], from an ONNX file."""
    session = _session(path, threads)
    mask_id = tokenizer.token_to_id("[MASK]")
    if mask_id is None:
        raise ValueError("the tokenizer has no [MASK] token")
    out: list[list[str]] = []
    for template in templates:
        ids = tokenizer.encode(template).ids
        logits = _run(
            session,
            torch.tensor([ids]),
            torch.ones((1, len(ids)), dtype=torch.long),
            torch.tensor([ids.index(mask_id)]),
        )
        out.append([tokenizer.id_to_token(int(i)) or "?" for i in np.argsort(-logits[0])[:k]])
    return out


def heldout_masking(
    metrics: dict[str, Any], tokenizer: Tokenizer, specials: Specials, corpus: MlmCorpus | None = None
) -> MaskedSet:
    """Rebuild the run's fixed held-out masking (same sentences, seed and probability as training measured)."""
    config = metrics["config"]
    if corpus is None:
        recorded = metrics.get("corpus", {}).get("config")
        if not recorded:
            raise ValueError("metrics.json records no corpus config; pass the corpus")
        corpus = build_corpus(CorpusConfig.from_json(recorded))
    texts = corpus.heldout[: int(config["eval_sentences"])]
    return fixed_masking(tokenizer, texts, specials, float(config["mlm_probability"]), int(config["seed"]))


def export(
    run_dir: str | Path,
    out_dir: str | Path = Path("models/faid-mlm"),
    corpus: MlmCorpus | None = None,
    threads: int | None = 2,
) -> MlmExportResult:
    """Export a `train_mlm` run for serving: fp32 + int8 ONNX, tokenizer, model card, README.

    Args:
        run_dir: The run directory (HF model, tokenizer.json, metrics.json).
        out_dir: Destination, e.g. `models/faid-mlm`.
        corpus: The run's corpus; None rebuilds it from the config in metrics.json.
        threads: torch and ONNX Runtime threads; None leaves the defaults.

    Returns:
        Paths, the card and the parity check.

    Raises:
        FileNotFoundError: The run is incomplete.
        ValueError: The fp32 export differs from torch by more than PARITY_TOLERANCE.
    """
    run = Path(run_dir)
    for name in ("config.json", "tokenizer.json", "metrics.json"):
        if not (run / name).is_file():
            raise FileNotFoundError(f"{run / name} not found: is {run} a `parry train faid-mlm` run directory?")
    if threads is not None:
        torch.set_num_threads(threads)
    metrics: dict[str, Any] = json.loads((run / "metrics.json").read_text(encoding="utf-8"))
    out = Path(out_dir)
    # Built beside out_dir and moved in only after the parity check: a failed export keeps the installed model.
    with staged(out) as stage:
        model, _ = load_mlm(run)
        model.train(False)
        tokenizer = load_tokenizer(run, int(metrics["config"]["max_length"]))
        specials = special_ids(tokenizer, int(model.config.vocab_size))
        masked = heldout_masking(metrics, tokenizer, specials, corpus)

        fp32 = export_onnx(model, stage / "model.fp32.onnx")
        int8 = quantize_int8(fp32, stage / "model.int8.onnx")
        shutil.copyfile(run / "tokenizer.json", stage / "tokenizer.json")
        parity = parity_check(model, fp32, int8, masked, specials.pad, threads=threads)
        if parity["fp32_max_abs"] > PARITY_TOLERANCE:
            raise ValueError(f"ONNX fp32 differs from torch by {parity['fp32_max_abs']:.2e} > {PARITY_TOLERANCE}")
        int8_metrics = evaluate_onnx(int8, masked, specials.pad, threads=threads)
        int8_fill = fill_mask_onnx(int8, tokenizer, threads=threads)
        heldout = metrics["heldout"]
        card: dict[str, Any] = {
            "name": "faid-mlm",
            "version": file_hash(int8),
            "created": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
            "encoder": metrics.get("encoder") or _portable_encoder(metrics["config"].get("encoder")),
            "architecture": "BertForMaskedLM (head: dense + GELU + LayerNorm, "
            "decoder tied to the word embeddings, bias)",
            "versions": {"training": metrics.get("versions", {}), "export": _versions()},
            "files": {"int8": int8.name, "fp32": fp32.name, "tokenizer": "tokenizer.json"},
            "inputs": {
                "input_ids": "int64 [batch, sequence]",
                "attention_mask": "int64 [batch, sequence]",
                "mask_positions": "int64 [batch]",
            },
            "outputs": {"logits": "float32 [batch, vocab] at each row's mask position"},
            "vocab_size": int(model.config.vocab_size),
            "max_length": int(metrics["config"]["max_length"]),
            "training": {
                key: metrics.get(key)
                for key in ("steps", "epochs", "examples", "train_seconds", "examples_per_second", "stopped_by")
            }
            | {"config": metrics["config"]},
            "corpus": {k: v for k, v in metrics["corpus"].items() if k != "config"},
            "metrics": {
                "heldout_masking": heldout["masking"],
                "before": heldout["before"],
                "after": heldout["after"],
                "int8_onnxruntime": int8_metrics,
            },
            "fill_mask": [
                {**row, "int8": words} for row, words in zip(metrics.get("fill_mask", []), int8_fill, strict=False)
            ],
            "parity": parity,
            "sizes_bytes": {"int8": int8.stat().st_size, "fp32": fp32.stat().st_size},
        }
        (stage / "model_card.json").write_text(json.dumps(card, indent=2, ensure_ascii=False), encoding="utf-8")
        (stage / "README.md").write_text(model_card_readme(card), encoding="utf-8")
    return MlmExportResult(out, out / fp32.name, out / int8.name, card, parity)


def _pct(value: Any) -> str:
    return f"{100 * float(value):.1f}%"


def model_card_readme(card: dict[str, Any]) -> str:
    """The README.md model card, written from `model_card.json`."""
    m = card["metrics"]
    corpus = card["corpus"]
    per_source = corpus.get("per_source", {})
    train = card["training"]
    cfg = train["config"]
    rows = "\n".join(
        f"| `{name}` | {LICENSES.get(name, '?')} | {c['train']:,} | {c['heldout']:,} |"
        for name, c in per_source.items()
    )
    fill = "\n".join(
        "| " + " | ".join([row["template"], *(", ".join(row.get(k, [])) for k in ("before", "after", "int8"))]) + " |"
        for row in card.get("fill_mask", [])
    )
    metric_rows = "\n".join(
        f"| {label} | {_pct(m[key]['top1'])} | {_pct(m[key]['top5'])} | {float(m[key]['loss']):.3f} |"
        for label, key in (
            ("before training (random head, torch)", "before"),
            ("after training (torch fp32)", "after"),
            ("served int8 ONNX (onnxruntime)", "int8_onnxruntime"),
        )
    )
    parity = card["parity"]
    return f"""# FAID masked language model — model card

The masked language model that FAID (issue 5) prompt-tunes: the packaged all-MiniLM-L6-v2
encoder (`{card["encoder"]}`, Apache-2.0) with a BERT masked-language-modelling head
(transformers' `BertForMaskedLM`: dense + GELU + LayerNorm, decoder tied to the word
embeddings, bias), trained with masked-language modelling on unlabeled chat text, the
encoder unfrozen. all-MiniLM-L6-v2 ships without an MLM head; this one started random.

| file | what |
|---|---|
| `model.int8.onnx` | logits over the vocabulary at one mask position per row (dynamic int8, per-channel weights) |
| `tokenizer.json` | the encoder's WordPiece tokenizer (uncased) |
| `model_card.json` | version (sha256 prefix of the int8 file), corpus counts, metrics, parity, library versions |

`model.fp32.onnx` is not shipped ({card["sizes_bytes"]["fp32"]:,} bytes; git-ignored). Version
`{card["version"]}`, int8 file {card["sizes_bytes"]["int8"]:,} bytes.

Graph: inputs `input_ids`, `attention_mask` (int64 [batch, sequence]) and `mask_positions`
(int64 [batch]: where each row's [MASK] is); output `logits` (float32 [batch, {card["vocab_size"]}]).
The head runs on the gathered positions only. Opset 17, dynamic batch and sequence axes;
sentences were at most {card["max_length"]} tokens in training.

## Intended use

Cloze prompts for FAID ("this comment is [MASK].", verbalizer words scored at the mask):
a language model to prompt-tune, **not a classifier**. Its raw fill-mask guesses reflect
the text it was trained on, which is full of slurs, stereotypes and abuse; never show
them to users or act on them without the FAID verbalizer and calibration on labelled data.

## Data

Unlabeled sentences from permissively licensed sets only, read in place from the shared
datasets folder (nothing copied) by `detectors/faid/mlm/corpus.py`: IHC stage-1 posts of the
project's fixed TRAIN split only (its dev and test are FAID's evaluation text: never read
as sentences, and any sentence of any source equal to one of them is dropped), Davidson
tweets, ToxiGen prompt statements, DiaSafety train contexts and responses, and Parry's own
BRACE seed messages and ARIIHA seed pool. URLs → "http", @mentions → "@user", retweet
markers removed, whitespace collapsed; sentences under 4 words dropped; duplicates dropped
case-insensitively. A fixed 5% (by a SHA-256 of the lowercased text) is held out and never
trained on.

| source | license | train | held-out |
|---|---|---:|---:|
{rows}

Dropped: {", ".join(f"{k} {v:,}" for k, v in corpus.get("dropped", {}).items())}.

## Training

{train["steps"]:,} steps ({train["epochs"]} epochs, {train["examples"]:,} sentences, {train["train_seconds"]} s,
{train["examples_per_second"]} sentences/s, stopped by {train["stopped_by"]}): batch {cfg["batch_size"]},
15% of tokens chosen, 80/10/10 [MASK]/random/kept (`DataCollatorForLanguageModeling`
semantics), max length {cfg["max_length"]}, length-bucketed batches with dynamic padding, AdamW
(encoder {cfg["encoder_lr"]}, head {cfg["head_lr"]}, weight decay {cfg["weight_decay"]}), linear warm-up
({cfg["warmup"]}) and decay, {cfg["freeze_layers"]} frozen layers, seed {cfg["seed"]},
torch threads: {cfg["threads"]}.

## Quality

Masked-token accuracy on {m["after"]["sentences"]:,} held-out sentences ({m["after"]["masked_tokens"]:,} masked
tokens), {m["heldout_masking"]}. The same masking is scored before
training, after training, and on the served int8 file (ONNX Runtime, one row per masked token).

| model | top-1 | top-5 | cross-entropy |
|---|---:|---:|---:|
{metric_rows}

Parity on {int(parity["rows"])} held-out masked rows: fp32 ONNX vs torch max |Δlogit|
{parity["fp32_max_abs"]:.2e} (top-1 agreement {_pct(parity["fp32_top1_agreement"])}); int8 vs fp32 max
|Δlogit| {parity.get("int8_max_abs", float("nan")):.3f} (top-1 agreement {_pct(parity.get("int8_top1_agreement", 0))}).

Fill-mask sanity check (top-5 tokens at [MASK]: torch before and after training, then the int8 file):

| template | before | after | int8 |
|---|---|---|---|
{fill}

## Rebuild

```bash
make setup-train
parry train faid-mlm --out var/faid/mlm --max-minutes {cfg["max_minutes"]} --threads {cfg["threads"]} \\
    --seed {cfg["seed"]}
parry export faid-mlm --run var/faid/mlm --out models/faid-mlm
```

The shared datasets folder is `$PARRY_DATASETS`, else `<repo>/../shared/datasets`
(`--datasets-root`). A time-budgeted run is not bit-for-bit reproducible (the step count
depends on the machine); `--max-steps {train["steps"]}` repeats this run's length.
"""
