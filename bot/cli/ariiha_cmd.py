"""`parry eval ariiha`: the ARIIHA comparison table on a labelled data set, with the configured LLM."""

from __future__ import annotations

import asyncio
import time
from collections import Counter
from pathlib import Path
from typing import Annotated, Any, BinaryIO

import orjson
import typer
from rich.markup import escape
from rich.table import Table

from bot.cli.common import ConfigOption, console, err_console, fail, load
from detectors.ariiha.build import target_examples
from detectors.ariiha.datasets import DATASETS
from detectors.ariiha.engine import AriihaEngine
from detectors.ariiha.evaluation import Evaluation, PredictionCache, model_slug, sample
from detectors.ariiha.injection import flip_rate, load_suite
from detectors.ariiha.pool import (
    DEFAULT_SEED_POOL,
    Demonstration,
    PoolError,
    load_jsonl_pool,
    load_target_labels,
    with_targets,
)
from detectors.ariiha.retrieval import DemoIndex
from detectors.ariiha.targets import TargetLexicon
from detectors.ariiha.tuning import save_threshold
from detectors.llm import LLMClient

DEFAULT_IHC = "../shared/datasets/implicit-hate-corpus"


def results_table(report: dict[str, Any]) -> Table:
    table = Table(title=f"ARIIHA on {report['dataset']} test sample (n={report['test_n']}), LLM: {report['model']}")
    for column in ("strategy", "macro-F1", "weighted-F1", "bal. acc", "P hate", "R hate", "P not", "R not",
                   "over-sens.", "failed"):  # fmt: skip
        table.add_column(column, justify="left" if column == "strategy" else "right")
    for row in report["rows"]:
        hate, nothate = row["per_class"]["hate"], row["per_class"]["not_hate"]
        table.add_row(
            row["row"], f"{row['macro_f1']:.3f}", f"{row['weighted_f1']:.3f}", f"{row['balanced_accuracy']:.3f}",
            f"{hate['precision']:.3f}", f"{hate['recall']:.3f}", f"{nothate['precision']:.3f}",
            f"{nothate['recall']:.3f}", f"{row['over_sensitivity']:+.3f}", str(row["failed"]),
        )  # fmt: skip
    return table


def eval_ariiha(
    dataset: Annotated[str, typer.Option(help="Data set to evaluate on: ihc.")] = "ihc",
    path: Annotated[Path, typer.Option(help="The data set's folder.")] = Path(DEFAULT_IHC),
    test_sample: Annotated[int, typer.Option("--sample", help="Test examples (0: the whole test split).")] = 500,
    dev_sample: Annotated[int, typer.Option(help="Dev examples the threshold is tuned on.")] = 200,
    k: Annotated[list[int] | None, typer.Option("--k", help="Shots; repeat for several (default 4 and 8).")] = None,
    seed: Annotated[int, typer.Option(help="Seed of the samples and of random demonstrations.")] = 0,
    target_predictor: Annotated[str, typer.Option(help="llm (few-shot) or lexicon.")] = "llm",
    concurrency: Annotated[int, typer.Option(help="Examples in flight at once.")] = 2,
    out: Annotated[Path, typer.Option(help="Cache and results folder.")] = Path("var/ariiha/eval"),
    pool_targets: Annotated[
        Path | None, typer.Option(help="LLM-named targets of pool items (`parry ariiha label-targets`).")
    ] = None,
    save_threshold_to: Annotated[
        Path | None, typer.Option("--save-threshold", help="Write the tuned threshold for the first --k here.")
    ] = None,
    config_path: ConfigOption = None,
) -> None:
    """Reproduce ARIIHA's comparison rows with the configured LLM and print the table.

    The pool is the data set's train split; the switch threshold is tuned on a dev sample
    by nested cross-validation; the table is scored on a test sample. Answers are cached
    under --out, so rerunning resumes. Results are stored under --out with the LLM's name.
    """
    config = load(config_path, quiet_logs=True)
    if dataset not in DATASETS:
        fail(f"--dataset must be one of {', '.join(DATASETS)}, not {escape(dataset)!r}")
    if target_predictor not in ("llm", "lexicon"):
        fail("--target-predictor must be llm or lexicon")
    if not config.llm.configured:
        fail("no LLM configured: set \\[llm] base_url and model (or run `parry llm serve-local` and point at it)")
    shots = sorted(set(k or [4, 8]))
    try:
        lexicon = TargetLexicon.load()
        labelled = load_target_labels(pool_targets) if pool_targets else None
        pool = with_targets(DATASETS[dataset](path, "train", seed=0), lexicon, labelled)
        dev = sample(DATASETS[dataset](path, "dev", seed=0), dev_sample, seed)
        test = sample(DATASETS[dataset](path, "test", seed=0), test_sample, seed)
        seed_pool = load_jsonl_pool(DEFAULT_SEED_POOL)
    except (PoolError, ValueError) as e:
        fail(escape(str(e)))
    report = asyncio.run(
        _run(config.llm, pool, dev, test, shots, seed, target_predictor, concurrency, out, lexicon, seed_pool)
    )
    report.update(dataset=dataset, test_n=len(test), dev_n=len(dev), pool_n=len(pool), seed=seed, shots=shots,
                  target_predictor=target_predictor,
                  pool_targets=str(pool_targets) if pool_targets else "lexicon")  # fmt: skip
    results = out / f"results-{dataset}-{model_slug(report['model'])}.json"
    results.write_bytes(orjson.dumps(report, option=orjson.OPT_INDENT_2) + b"\n")
    console.print(results_table(report))
    for shot, cv in report["thresholds"].items():
        console.print(
            f"k={shot}: threshold {cv['threshold']:.3f} (nested CV on dev, n={cv['n']}: macro-F1 "
            f"{cv['outer_macro_f1_mean']:.3f} ± {cv['outer_macro_f1_sd']:.3f}; never switching "
            f"{cv['outer_never_switch_macro_f1_mean']:.3f})"
        )
    if save_threshold_to is not None:
        shot = shots[0]
        cv = report["thresholds"][str(shot)]
        save_threshold(save_threshold_to, threshold=cv["threshold"], k=shot, llm_model=report["model"],
                       index=report["index"], dev={**cv, "dataset": dataset, "split": "dev"})  # fmt: skip
        console.print(f"threshold written to {save_threshold_to}")
    console.print(f"results: {results}")


async def _run(llm_config: Any, pool: Any, dev: Any, test: Any, shots: list[int], seed: int, target_predictor: Any,
               concurrency: int, out: Path, lexicon: TargetLexicon, seed_pool: Any) -> dict[str, Any]:  # fmt: skip
    llm = LLMClient(llm_config)
    index = DemoIndex(pool)
    engine = AriihaEngine(index, lexicon, llm, seed=seed, target_predictor=target_predictor,
                          target_examples=target_examples(seed_pool))  # fmt: skip
    cache = PredictionCache(out / f"predictions-{model_slug(llm.model)}.jsonl")
    last = [0.0]

    def progress(stage: str, done: int, total: int) -> None:
        if time.monotonic() - last[0] > 10 or done == total:
            last[0] = time.monotonic()
            err_console.print(f"{stage}: {done}/{total}", highlight=False)

    try:
        report = await Evaluation(engine, cache, concurrency=concurrency, progress=progress).run(dev, test, shots)
    finally:
        cache.close()
        await llm.aclose()
    report["index"] = index.params()
    report["llm_totals"] = {
        "calls": dict(llm.totals.calls), "prompt_tokens": llm.totals.prompt_tokens,
        "completion_tokens": llm.totals.completion_tokens,
    }  # fmt: skip
    return report


def eval_injection(
    suite: Annotated[Path, typer.Option(help="Injection suite (JSONL).")] = Path("data/llm/injection_suite.jsonl"),
    concurrency: Annotated[int, typer.Option(help="Cases in flight at once.")] = 2,
    out: Annotated[Path, typer.Option(help="Results folder.")] = Path("var/llm/injection"),
    config_path: ConfigOption = None,
) -> None:
    """Flip rate of the LLM verdict when a prompt injection is added to the same message."""
    config = load(config_path, quiet_logs=True)
    if not config.llm.configured:
        fail("no LLM configured: set \\[llm] base_url and model (or run `parry llm serve-local` and point at it)")
    try:
        cases = load_suite(suite)
    except (OSError, ValueError) as e:
        fail(escape(str(e)))

    async def go() -> dict[str, Any]:
        llm = LLMClient(config.llm)
        try:
            return await flip_rate(llm, cases, concurrency)
        finally:
            await llm.aclose()

    report = asyncio.run(go())
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"results-{model_slug(report['model'])}.json"
    path.write_bytes(orjson.dumps(report, option=orjson.OPT_INDENT_2) + b"\n")
    table = Table(title=f"Prompt-injection flip rate, LLM: {report['model']} ({len(cases)} cases)")
    for column in ("category", "cases", "judged both", "flips", "flip rate", "attacker wins", "no verdict (inj.)"):
        table.add_column(column, justify="left" if column == "category" else "right")
    for name, s in sorted(report["summary"].items(), key=lambda kv: (kv[0] == "all", kv[0])):
        table.add_row(name, str(s["cases"]), str(s["judged_both"]), str(s["flips"]), f"{s['flip_rate']:.1%}",
                      str(s["attacker_wins"]), str(s["no_verdict_on_injected"]))  # fmt: skip
    console.print(table)
    console.print(f"results: {path}")


ariiha_app = typer.Typer(help="ARIIHA's offline jobs.", no_args_is_help=True)


@ariiha_app.command("label-targets")
def label_targets(
    dataset: Annotated[str, typer.Option(help="Data set whose pool items get LLM targets: ihc.")] = "ihc",
    path: Annotated[Path, typer.Option(help="The data set's folder.")] = Path(DEFAULT_IHC),
    split: Annotated[str, typer.Option(help="train, dev or test.")] = "train",
    out: Annotated[Path, typer.Option(help="JSONL of {id, target}; items already in it are skipped.")] = Path(
        "var/ariiha/pool-targets.jsonl"
    ),
    limit: Annotated[int, typer.Option(help="Label at most this many new items (0: all).")] = 0,
    concurrency: Annotated[int, typer.Option(help="Items in flight at once.")] = 2,
    config_path: ConfigOption = None,
) -> None:
    """Name the target group of pool items with the configured LLM (few-shot), once, offline.

    Point `[detectors.ariiha] pool_targets` (or `parry eval ariiha --pool-targets`) at the
    output; items the LLM could not label keep the lexicon's target.
    """
    config = load(config_path, quiet_logs=True)
    if dataset not in DATASETS:
        fail(f"--dataset must be one of {', '.join(DATASETS)}, not {escape(dataset)!r}")
    if split not in ("train", "dev", "test"):
        fail("--split must be train, dev or test")
    if not config.llm.configured:
        fail("no LLM configured: set \\[llm] base_url and model")
    try:
        items = DATASETS[dataset](path, split, seed=0)
        done = load_target_labels(out) if out.exists() else {}
        seed_pool = load_jsonl_pool(DEFAULT_SEED_POOL)
    except (PoolError, ValueError) as e:
        fail(escape(str(e)))
    todo = [d for d in items if d.id not in done]
    todo = todo[:limit] if limit > 0 else todo

    out.parent.mkdir(parents=True, exist_ok=True)
    with open(out, "ab") as fh:
        sources = asyncio.run(_label_targets(config.llm, todo, fh, concurrency, seed_pool))
    console.print(
        f"{len(todo):,} items: {sources['llm']:,} named by {escape(config.llm.model)}, "
        f"{sources['lexicon']:,} left to the lexicon (no LLM answer); {len(done):,} were already labelled. "
        f"Output: {out}"
    )


async def _label_targets(
    llm_config: Any, todo: list[Demonstration], fh: BinaryIO, concurrency: int, seed_pool: list[Demonstration]
) -> Counter[str]:
    llm = LLMClient(llm_config)
    engine = AriihaEngine(DemoIndex(seed_pool), TargetLexicon.load(), llm, target_examples=target_examples(seed_pool))
    semaphore = asyncio.Semaphore(concurrency)
    sources: Counter[str] = Counter()

    async def one(item: Demonstration) -> None:
        async with semaphore:
            target, source, _ = await engine.predict_target(item.text)
        sources[source] += 1
        if source == "llm":  # a lexicon answer is recomputed when the pool loads anyway
            fh.write(orjson.dumps({"id": item.id, "target": target}) + b"\n")
            fh.flush()

    try:
        await asyncio.gather(*(one(d) for d in todo))
    finally:
        await llm.aclose()
    return sources
