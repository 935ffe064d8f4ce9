"""`parry train playbook` (FAID's ACE loop, offline) and `parry playbook history|show`.

The loop needs an LLM (`[llm]`); every accepted playbook is stored as a new version in the
database of `[storage]` (or `--db`), so the playbook a verdict used can always be shown.
"""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.markup import escape
from rich.table import Table

from bot.cli.common import ConfigOption, DbOption, console, err_console, fail, load
from bot.config import ParryConfig
from detectors.ariiha.datasets import DATASETS
from detectors.ariiha.engine import AriihaEngine
from detectors.ariiha.pool import PoolError, with_targets
from detectors.ariiha.retrieval import DemoIndex
from detectors.ariiha.targets import TargetLexicon
from detectors.faid.ace.agents import AceAgents
from detectors.faid.ace.evolve import BatchReport, Evolver, Example, accuracy
from detectors.faid.ace.playbook import SEED_PLAYBOOK, Playbook, PlaybookError, load_playbook
from detectors.faid.ace.strategy import ariiha_demos
from detectors.llm import LLMClient
from storage import PlaybookNotFound, PlaybookStore

DEFAULT_IHC = "../shared/datasets/implicit-hate-corpus"
playbook_app = typer.Typer(help="FAID's Context-Dependent playbooks: stored versions.", no_args_is_help=True)


def _examples(items: Any, n: int, seed: int) -> list[Example]:
    rows = list(items)
    random.Random(seed).shuffle(rows)
    return [Example(d.id, d.text, d.label) for d in (rows[:n] if n else rows)]


def train_playbook(
    dataset: Annotated[str, typer.Option(help="Labelled data set: ihc (its fixed train/dev split).")] = "ihc",
    path: Annotated[Path, typer.Option(help="The data set's folder.")] = Path(DEFAULT_IHC),
    train_sample: Annotated[int, typer.Option("--sample", min=1, help="Training messages (from train).")] = 64,
    dev_sample: Annotated[
        int, typer.Option(min=0, help="Dev messages scored with the first and the final playbook (0: skip).")
    ] = 100,
    epochs: Annotated[int, typer.Option(min=1)] = 1,
    batch_size: Annotated[int, typer.Option(min=1, help="Messages per reflect-integrate-inspect step.")] = 8,
    max_rounds: Annotated[int, typer.Option(min=1, help="Reflector rounds per batch before giving up.")] = 3,
    max_edits: Annotated[int, typer.Option(min=1, help="Edits the Integrator may merge per round.")] = 5,
    k: Annotated[int, typer.Option(min=0, help="ARIIHA demonstrations per Generator call.")] = 4,
    seed: Annotated[int, typer.Option(help="Sampling seed.")] = 0,
    name: Annotated[str, typer.Option(help="Playbook name in storage.")] = "faid-context",
    start: Annotated[
        Path | None, typer.Option(help="Start from this playbook file (default: the latest stored, else the seed).")
    ] = None,
    out: Annotated[Path, typer.Option(help="Write the final playbook here too.")] = Path("var/faid/playbook.json"),
    db: DbOption = None,
    config_path: ConfigOption = None,
) -> None:
    """Evolve the Context-Dependent playbook with the Generator, Reflector, Integrator and Inspector."""
    config = load(config_path, db, quiet_logs=True)
    if dataset not in DATASETS:
        fail(f"--dataset must be one of {', '.join(DATASETS)}, not {escape(dataset)!r}")
    if not config.llm.configured:
        fail("no LLM configured: set \\[llm] base_url and model (or run `parry llm serve-local` and point at it)")
    try:
        initial = load_playbook(start) if start is not None else None
        lexicon = TargetLexicon.load()
        pool = with_targets(DATASETS[dataset](path, "train", seed=0), lexicon, None)
        train = _examples(pool, train_sample, seed)
        dev = _examples(DATASETS[dataset](path, "dev", seed=0), dev_sample, seed) if dev_sample else []
    except (PlaybookError, PoolError, ValueError) as exc:
        fail(escape(str(exc)))
    summary, final = asyncio.run(
        _train(config, name, initial, pool, lexicon, train, dev, epochs, batch_size, max_rounds, max_edits, k, out)
    )
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(final.to_dict(), indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    console.print(summary)


def _batch_line(report: BatchReport) -> str:
    outcome = "accepted" if report.accepted else (report.stopped or "kept")
    return (
        f"epoch {report.epoch} batch {report.batch}: {report.correct_before}/{report.answered} right"
        + (f" -> {report.correct_after}/{report.answered}" if report.accepted else "")
        + f", {report.rounds} round(s), {outcome}; {len(report.refused)} edit(s) refused by the guards, "
        f"{len(report.inspector_rejected)} by the Inspector"
    )


async def _train(
    config: ParryConfig, name: str, initial: Playbook | None, pool: Any, lexicon: TargetLexicon,
    train: list[Example], dev: list[Example], epochs: int, batch_size: int, max_rounds: int, max_edits: int,
    k: int, out: Path,
) -> tuple[Table, Playbook]:  # fmt: skip
    llm = LLMClient(config.llm)
    store = await PlaybookStore.open(config.storage)
    try:
        if initial is None:
            latest = await store.latest(name)
            initial = Playbook.from_dict(latest.content) if latest is not None else load_playbook(SEED_PLAYBOOK)
        start = await store.save(name, initial.to_dict(), note={"origin": "start of parry train playbook"})
        engine = AriihaEngine(DemoIndex(pool), lexicon, llm, k=k)
        demos = ariiha_demos(engine, k)
        agents = AceAgents(llm, max_edits=max_edits)
        version = [start.version]

        async def on_accept(playbook: Playbook, note: dict[str, Any]) -> None:
            note = note | {"llm": llm.model}
            saved = await store.save(name, playbook.to_dict(), parent_version=version[0], note=note)
            version[0] = saved.version
            err_console.print(f"  stored {name} v{saved.version}", highlight=False)

        def on_batch(report: BatchReport) -> None:
            err_console.print(_batch_line(report), highlight=False)

        before = (await accuracy(agents, initial, dev, demos))[0] if dev else None
        evolver = Evolver(agents, demos=demos, batch_size=batch_size, max_rounds=max_rounds,
                          on_accept=on_accept, on_batch=on_batch)  # fmt: skip
        result = await evolver.run(initial, train, epochs=epochs)
        # The counters moved even where no candidate was accepted: keep them.
        final = await store.save(name, result.playbook.to_dict(), parent_version=version[0],
                                 note={"origin": "end of parry train playbook", "llm": llm.model})  # fmt: skip
        after = (await accuracy(agents, result.playbook, dev, demos))[0] if dev else None
    finally:
        await store.aclose()
        await llm.aclose()
    table = Table(title=f"ACE playbook {name}: v{start.version} -> v{final.version} (LLM {llm.model})")
    table.add_column("")
    table.add_column("value", justify="right")
    table.add_row("training messages", f"{len(train)} x {epochs} epoch(s), batches of {batch_size}")
    table.add_row("candidates accepted", f"{result.accepted} of {len(result.batches)} batches")
    table.add_row("bullets", f"{len(initial.bullets)} -> {len(result.playbook.bullets)}")
    if before is not None and after is not None:
        for label, m in (("dev accuracy, first playbook", before), ("dev accuracy, final playbook", after)):
            table.add_row(label, f"{m['accuracy']:.3f} ({m['correct']}/{m['answered']}, {m['failed']} failed)")
    calls = llm.totals.calls
    table.add_row("LLM calls", ", ".join(f"{n} {o}" for o, n in sorted(calls.items())) or "0")
    table.add_row("tokens", f"{llm.totals.prompt_tokens} prompt, {llm.totals.completion_tokens} completion")
    table.add_row("written", str(out))
    return table, result.playbook


@playbook_app.command("history")
def history(
    name: Annotated[str, typer.Option(help="Playbook name.")] = "faid-context",
    db: DbOption = None,
    config_path: ConfigOption = None,
) -> None:
    """Every stored version of a playbook, oldest first."""
    config = load(config_path, db, quiet_logs=True)

    async def go() -> list[Any]:
        async with await PlaybookStore.open(config.storage) as store:
            return await store.history(name)

    versions = asyncio.run(go())
    if not versions:
        fail(f"no playbook named {escape(name)!r} is stored; run `parry train playbook`", code=1)
    table = Table(title=f"playbook {name}")
    for column in ("version", "parent", "created", "bullets", "sha256", "note"):
        table.add_column(column)
    for v in versions:
        table.add_row(
            str(v.version), str(v.parent_version or "-"), v.created_at.isoformat(timespec="seconds"),
            str(len(v.content.get("bullets", []))), v.sha256[:12], escape(json.dumps(v.note, ensure_ascii=False)),
        )  # fmt: skip
    console.print(table)


@playbook_app.command("show")
def show(
    name: Annotated[str, typer.Option(help="Playbook name.")] = "faid-context",
    version: Annotated[int | None, typer.Option(help="Version (default: the latest).")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the stored JSON document.")] = False,
    db: DbOption = None,
    config_path: ConfigOption = None,
) -> None:
    """One stored playbook version, bullets with their counters."""
    config = load(config_path, db, quiet_logs=True)

    async def go() -> Any:
        async with await PlaybookStore.open(config.storage) as store:
            return await store.get(name, version) if version is not None else await store.latest(name)

    try:
        stored = asyncio.run(go())
    except PlaybookNotFound as exc:
        fail(escape(str(exc)), code=1)
    if stored is None:
        fail(f"no playbook named {escape(name)!r} is stored; run `parry train playbook`", code=1)
    if as_json:
        console.print_json(json.dumps(stored.content, ensure_ascii=False))
        return
    console.print(f"[bold]{escape(name)} v{stored.version}[/] ({stored.sha256[:12]})", highlight=False)
    console.print(escape(Playbook.from_dict(stored.content).render()), highlight=False)
