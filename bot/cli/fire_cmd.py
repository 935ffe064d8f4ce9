"""`parry eval counterspeech`: FIRE as `[counterspeech]` builds it, scored on CONAN's test split.

Registered on the `eval` group of `bot.cli.brace_cmd` by `bot.cli.app`. The metrics and their
definitions are in `responders.fire.evaluation`; this module picks the LLM, builds the
responder with `Counterspeech.build` (what the bot runs), prints the tables and writes the
report, which holds row ids and numbers only (CONAN's license forbids redistributing its text).
"""

from __future__ import annotations

import asyncio
import sys
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated, Any

import orjson
import typer
from rich.markup import escape
from rich.table import Table

from bot.cli.brace_cmd import fail
from bot.cli.common import ConfigOption, console, err_console, load
from bot.config.model import ParryConfig
from detectors.base import Detector
from detectors.llm.config import LLMConfig
from responders.fire.evaluation import (
    DATASETS,
    DEFAULT_DATA_ROOT,
    DEFAULT_SIMILARITY_MODEL,
    DEFAULT_TYPE_LABELS,
    PAPER_TOXICITY,
    PLUMBING_NOTE,
    SIMILARITY_HINT,
    SIMILARITY_MAX_TOKENS,
    TOXICITY_TARGET,
    EvalItem,
    EvaluationDataError,
)

SACREBLEU_HINT = "pip install 'sacrebleu>=2.4,<3' (it comes with the train extra: make setup-train)"


def _pct(value: float | None) -> str:
    return "-" if value is None else f"{value:.1%}"


def _num(value: float | None, digits: int = 3) -> str:
    return "-" if value is None else f"{value:.{digits}f}"


def _summary_table(report: dict[str, Any]) -> Table:
    label = "LLM path, PLUMBING CHECK (SmolLM2-135M)" if report["plumbing_check"] else (
        f"LLM path ({report['llm']['model']})" if report["path"] == "llm" else "template path (no LLM)")
    table = Table(title=f"FIRE counterspeech on CONAN {report['data']['split']}: {label}", title_justify="left")
    table.add_column("metric", no_wrap=True)
    names = list(report["summaries"])
    for name in names:
        table.add_column(name, justify="right")

    def row(title: str, cell: Any) -> None:
        table.add_row(title, *(cell(report["summaries"][n]) for n in names))

    def tox(kind: str) -> Any:
        return lambda s: (f"{_pct(s['toxicity'][kind]['share'])} of {s['toxicity'][kind]['drafts']}"
                          if s["toxicity"][kind]["drafts"] else "-")

    def typed(part: str) -> Any:
        return lambda s: (f"{_pct(s[part]['type']['accuracy'])} (n={s[part]['type']['n']})"
                          if s[part]["type"] else "no labels")

    def sub(part: str, key: str) -> Any:
        return lambda s: (f"{_pct(s[part]['type'][key]['accuracy'])} (n={s[part]['type'][key]['n']})"
                          if s[part]["type"] and s[part]["type"][key] else "-")

    def lenient(part: str) -> Any:
        return lambda s: _pct(s[part]["type"]["lenient_accuracy"]) if s[part]["type"] else "-"

    row("items", lambda s: str(s["items"]))
    row("hate speech flagged by gate detectors", lambda s: _pct(s["message_flagged_by_gate_detectors"]))
    row("  labelled hate", lambda s: _pct(s["message_labelled_hate_by_gate_detectors"]))
    row("analyst target accuracy", lambda s: _pct(s["analyst"]["target"]["accuracy"]))
    row("analyst type accuracy", typed("analyst"))
    row("  high-confidence labels", sub("analyst", "high_confidence"))
    row("  lenient (type or second)", lenient("analyst"))
    row("memory type accuracy", typed("memory"))
    row("  high-confidence labels", sub("memory", "high_confidence"))
    row("  lenient (type or second)", lenient("memory"))
    row("memory purity median (q1-q3)", lambda s: (f"{s['memory']['purity_quartiles']['median']:.3f} "
                                                   f"({s['memory']['purity_quartiles']['q1']:.3f}-"
                                                   f"{s['memory']['purity_quartiles']['q3']:.3f})"))
    row("purity below threshold", lambda s: _pct(s["memory"]["share_below_threshold"]))
    row("LLM drafts flagged (before gate)", tox("llm_drafts"))
    row("template drafts flagged (before gate)", tox("template_drafts"))
    row("gate passed (all drafts reviewed)", lambda s: _pct(s["gate"]["all_drafts"]["pass_share"]))
    row("final drafts auto-postable", lambda s: _pct(s["final"]["auto_postable_share"]))
    row("factual drafts", lambda s: str(s["citations"]["factual_drafts"]))
    row("  with >= 1 citation", lambda s: _pct(s["citations"]["share_with_citation"]))
    row("  all citations supported", lambda s: _pct(s["citations"]["share_supported_of_factual"]))
    row("  posted ones with a citation", lambda s: _pct(s["citations"]["posted_share_with_citation"]))
    row("cosine to reference (other item's)", lambda s: (f"{_num(s['similarity']['cosine_mean'])} "
                                                          f"({_num(s['similarity']['cosine_other_item_mean'])})"))
    row("BLEU / chrF / TER", lambda s: (f"{_num(s['similarity']['bleu'], 2)} / {_num(s['similarity']['chrf'], 2)} / "
                                        f"{_num(s['similarity']['ter'], 1)}"))
    row("latency ms per reply p50 / p95", lambda s: (f"{_num(s['cost']['latency_ms_per_reply']['p50'], 1)} / "
                                                     f"{_num(s['cost']['latency_ms_per_reply']['p95'], 1)}"))
    row("LLM calls per reply", lambda s: _num(s["cost"]["llm_calls_per_reply"], 2))
    return table


def _reasons_table(report: dict[str, Any]) -> Table:
    overall = report["summaries"].get("all") or next(iter(report["summaries"].values()))
    table = Table(title="Gate rejections by reason (drafts; a draft can have several)", title_justify="left")
    for column in ("reason", "LLM drafts", "template drafts"):
        table.add_column(column, justify="left" if column == "reason" else "right")
    llm, tpl = overall["gate"]["llm_drafts"], overall["gate"]["template_drafts"]
    for reason in sorted(set(llm["rejection_reasons"]) | set(tpl["rejection_reasons"])):
        table.add_row(reason, *(str(part["rejection_reasons"].get(reason, 0)) for part in (llm, tpl)))
    table.add_row("reviewed (rejected)", f"{llm['reviewed']} ({llm['reviewed'] - llm['passed']})",
                  f"{tpl['reviewed']} ({tpl['reviewed'] - tpl['passed']})")
    return table


def _template_table(report: dict[str, Any], top: int = 10) -> Table | None:
    overall = report["summaries"].get("all") or next(iter(report["summaries"].values()))
    flagged = [(name, c) for name, c in overall["template_flags"].items() if c["flagged"]][:top]
    if not flagged:
        return None
    table = Table(title="Reply templates the gate's detectors flag (most first)", title_justify="left")
    for column in ("template", "drafts", "flagged"):
        table.add_column(column, justify="left" if column == "template" else "right")
    for name, c in flagged:
        table.add_row(name, str(c["drafts"]), f"{c['flagged']} ({c['flagged'] / c['drafts']:.0%})")
    return table


def _exemplar_table(report: dict[str, Any]) -> Table:
    ex = report["exemplar_test"]
    table = Table(title=f"Parry's exemplar test split (n={ex['n']}, index: {ex['train_index']} train exemplars)",
                  title_justify="left")
    for column in ("reader", "type accuracy", "macro-F1", "note"):
        table.add_column(column, justify="left" if column in ("reader", "note") else "right")
    table.add_row("memory module", _pct(ex["memory"]["accuracy"]), _num(ex["memory"]["macro_f1"]),
                  f"top-2 coverage {_pct(ex['memory_top2_coverage'])}")
    sources = ", ".join(f"{k} {v}" for k, v in ex["analyst_source"].items())
    table.add_row("analyst", _pct(ex["analyst"]["accuracy"]), _num(ex["analyst"]["macro_f1"]),
                  f"answered by: {sources}; target accuracy {_pct(ex['analyst_target_accuracy'])}")
    return table


def _llm_config(config: ParryConfig, llm_url: str | None, llm_model: str | None, no_llm: bool) -> LLMConfig:
    if no_llm:
        return config.llm.model_copy(update={"base_url": None})
    if llm_url is None:
        return config.llm
    model = llm_model or config.llm.model
    if not model:
        fail("--llm-url needs --llm-model (or [llm] model in the config)")
    return LLMConfig.model_validate({**config.llm.model_dump(), "base_url": llm_url, "model": model})


def eval_counterspeech(
    data_root: Annotated[
        Path, typer.Option(help="The CONAN folder (CONAN/, Multitarget-CONAN/ and DIALOCONAN/ inside).")
    ] = Path(DEFAULT_DATA_ROOT),
    split: Annotated[str, typer.Option(help="train, dev or test, as detectors.brace.public.conan splits.")] = "test",
    dataset: Annotated[
        list[str] | None, typer.Option("--dataset", help="multitarget or dialoconan; repeat for both (default).")
    ] = None,
    limit: Annotated[
        int | None, typer.Option(min=1, help="At most N items per data set (a fixed hash subset).")
    ] = None,
    llm_url: Annotated[
        str | None, typer.Option(help="OpenAI-compatible endpoint for the analyst and generator (default: [llm]).")
    ] = None,
    llm_model: Annotated[str | None, typer.Option(help="The model at --llm-url (default: [llm] model).")] = None,
    local_llm: Annotated[
        bool, typer.Option("--local-llm", help="Start the embedded llama.cpp server (SmolLM2-135M): plumbing only.")
    ] = False,
    no_llm: Annotated[bool, typer.Option("--no-llm", help="The template path, even with [llm] configured.")] = False,
    type_labels: Annotated[
        Path, typer.Option(help="Hate-type annotations of CONAN rows (JSONL); the default is skipped when absent.")
    ] = Path(DEFAULT_TYPE_LABELS),
    similarity_model: Annotated[
        Path, typer.Option(help="ONNX sentence-encoder folder for reply-reference cosine (untuned all-MiniLM-L6-v2).")
    ] = Path(DEFAULT_SIMILARITY_MODEL),
    footprint: Annotated[bool, typer.Option(help="Measure the memory module's peak RSS in a subprocess.")] = True,
    json_out: Annotated[
        Path | None, typer.Option("--json", help="Write the report here (row ids and numbers only, no CONAN text).")
    ] = None,
    config_path: ConfigOption = None,
) -> None:
    """FIRE on CONAN's test split: analyst and memory accuracy, toxicity, citations, similarity, cost."""
    from detectors.paths import resolve_path
    from responders.fire.evaluation import load_items, load_type_labels, with_type_labels
    from responders.fire.memory import MemoryModelError, SentenceEncoder

    started = time.perf_counter()
    if sum((llm_url is not None, local_llm, no_llm)) > 1:
        fail("choose one of --llm-url, --local-llm and --no-llm")
    config = load(config_path, quiet_logs=True)
    llm_config = _llm_config(config, llm_url, llm_model, no_llm)
    try:
        import sacrebleu  # noqa: F401
    except ModuleNotFoundError:
        fail(f"BLEU and chrF need sacrebleu, which is not installed: {SACREBLEU_HINT}")
    try:
        items = load_items(data_root, split, tuple(dataset or DATASETS), limit)
    except EvaluationDataError as exc:
        fail(escape(str(exc)))
    if not items:
        fail(f"no items in the {escape(split)} split under {escape(str(data_root))}")
    labels_path = resolve_path(type_labels)
    type_info: dict[str, Any] = {"path": str(type_labels)}
    if labels_path.is_file():
        try:
            items, counts = with_type_labels(items, load_type_labels(labels_path))
        except EvaluationDataError as exc:
            fail(escape(str(exc)))
        type_info |= counts
    elif type_labels != Path(DEFAULT_TYPE_LABELS):
        fail(f"--type-labels {escape(str(type_labels))}: no such file")
    else:
        type_info["absent"] = True
    model_dir = resolve_path(similarity_model)
    model_file = "model.fp32.onnx" if (model_dir / "model.fp32.onnx").is_file() else "model.int8.onnx"
    try:
        similarity = SentenceEncoder.load(model_dir, model_file)
    except MemoryModelError as exc:
        fail(f"--similarity-model {escape(str(similarity_model))}: {escape(str(exc))}; {escape(SIMILARITY_HINT)}")
    similarity.max_length = SIMILARITY_MAX_TOKENS
    if similarity.card.get("fine_tuned"):
        err_console.print("[yellow]warning:[/] --similarity-model is a fine-tuned encoder; cosine is meant to use "
                          "the untuned all-MiniLM-L6-v2", highlight=False, soft_wrap=True)

    try:
        report = asyncio.run(_evaluate(config, llm_config, local_llm, items, similarity, limit))
    except EvaluationDataError as exc:
        fail(escape(str(exc)))
    report["data"] = {
        "root": str(data_root), "split": split, "datasets": sorted({i.dataset for i in items}), "limit": limit,
        "split_rule": "detectors.brace.public.conan (rows joined by shared hate speech, SHA-256 group hash 80/10/10)",
        "counts": {name: {"items": sum(i.dataset == name for i in items),
                          "rows": sum(len(i.rows) for i in items if i.dataset == name)}
                   for name in sorted({i.dataset for i in items})},
    }
    report["type_labels"] = type_info
    report["similarity_model"] = {"dir": str(similarity_model), "file": model_file, "version": similarity.version,
                                  "fine_tuned": bool(similarity.card.get("fine_tuned")),
                                  "max_tokens": SIMILARITY_MAX_TOKENS}
    if footprint:
        report["footprint"] = _footprint(config, items)
    report["wall_s"] = round(time.perf_counter() - started, 1)
    _finish(report, items, json_out)


async def _evaluate(config: ParryConfig, llm_config: LLMConfig, local: bool, items: list[EvalItem],
                    similarity: Any, limit: int | None) -> dict[str, Any]:
    from detectors.llm.local import LocalLLMError, LocalLLMServer, local_llm_config

    if not local:
        plumbing = llm_config.model == "smollm2"  # the embedded model, served by hand (`parry llm serve-local`)
        return await _evaluate_with(config, llm_config, items, similarity, limit, plumbing=plumbing)
    try:
        async with LocalLLMServer(port=0) as server:
            err_console.print(f"local LLM server up in {server.startup_s:.1f}s", highlight=False)
            report = await _evaluate_with(config, local_llm_config(llm_config, server.base_url), items, similarity,
                                          limit, plumbing=True)
            report["llm"]["server_startup_s"] = round(server.startup_s, 1)
            return report
    except LocalLLMError as exc:
        fail(escape(str(exc)))


async def _evaluate_with(config: ParryConfig, llm_config: LLMConfig, items: list[EvalItem], similarity: Any,
                         limit: int | None, *, plumbing: bool) -> dict[str, Any]:
    from bot.runtime.counterspeech import GATE_DETECTORS, Counterspeech, gate_checks
    from detectors.brace._session import BraceModelError
    from detectors.context import DetectorContext
    from detectors.llm import LLMClient
    from detectors.paths import resolve_path
    from detectors.registry import build_detectors
    from responders.fire.evaluation import (
        add_similarity,
        check_toxicity,
        exemplar_check,
        instrument,
        item_record,
        machine,
        run_items,
        summaries,
    )
    from responders.fire.exemplars import load_exemplars
    from responders.fire.memory import MemoryModelError

    section = config.counterspeech.model_copy(update={"enabled": True})
    config = config.model_copy(update={"counterspeech": section, "llm": llm_config})
    llm = LLMClient(llm_config)
    detectors: list[Detector] = []
    try:
        try:
            detectors = build_detectors(config.detector_configs(), DetectorContext(llm=llm))
            counterspeech = Counterspeech.build(config, detectors, llm)
        except (BraceModelError, MemoryModelError, ValueError) as exc:
            fail(escape(str(exc)))
        assert counterspeech is not None
        parts = instrument(counterspeech.responder)
        gate_detectors = [d for d in detectors if d.name in GATE_DETECTORS]
        last = [time.monotonic()]

        def progress(done: int, total: int) -> None:
            if time.monotonic() - last[0] > 15 or done == total:
                last[0] = time.monotonic()
                err_console.print(f"replies: {done}/{total}", highlight=False)

        results = await run_items(parts, items, gate_detectors, progress)
        batching = await check_toxicity(gate_checks(detectors), results)
        add_similarity(similarity, results)
        exemplars = load_exemplars(*(resolve_path(p) for p in section.exemplars))
        exemplar = await exemplar_check(parts, exemplars, limit=limit)
    finally:
        for detector in detectors:
            await detector.aclose()
        await llm.aclose()
    return {
        "created": datetime.now(UTC).isoformat(timespec="seconds"),
        "machine": machine(),
        "command": "parry " + " ".join(sys.argv[1:]),
        "path": "llm" if llm.available else "template",
        "plumbing_check": plumbing and llm.available,
        "note": PLUMBING_NOTE if plumbing and llm.available else "",
        "llm": {"model": llm.model or "none", "configured": llm.available,
                "response_format": llm_config.response_format, "deadline_s": llm_config.deadline_s},
        "versions": counterspeech.versions,
        "gate_checks": [c.name for c in gate_checks(detectors)],
        "purity_threshold": parts.purity_threshold,
        "targets": {"toxicity_max_share": TOXICITY_TARGET, "paper_toxicity": PAPER_TOXICITY,
                    "posted_factual_with_citation": 1.0},
        "toxicity_check": batching,
        "summaries": summaries(results, parts.purity_threshold),
        "exemplar_test": exemplar,
        "items": [item_record(r) for r in results],
    }


def _footprint(config: ParryConfig, items: list[EvalItem]) -> dict[str, Any]:
    from detectors.paths import resolve_path
    from responders.fire.memory.footprint import memory_footprint

    section = config.counterspeech
    try:
        measured = memory_footprint(resolve_path(section.memory_dir), [i.text for i in items],
                                    [resolve_path(p) for p in section.exemplars], section.memory_k)
        return measured | {"paper_vram_gb": {"fire_small_models": 4, "baseline": 16}}
    except RuntimeError as exc:
        fail(escape(str(exc)))


def _finish(report: dict[str, Any], items: list[EvalItem], json_out: Path | None) -> None:
    from responders.fire.evaluation import corpus_texts, leaked_texts

    leaks = leaked_texts(report, corpus_texts(items))
    if leaks:
        fail(f"the report would contain {leaks} CONAN text(s); nothing written (this is a bug: please report it)")
    console.print(_summary_table(report))
    console.print(_reasons_table(report))
    if (templates := _template_table(report)) is not None:
        console.print(templates)
    console.print(_exemplar_table(report))
    info = report["type_labels"]
    if info.get("absent"):
        console.print(f"type accuracy on CONAN: no labels ({escape(info['path'])} is absent); the exemplar test "
                      "split above is the type accuracy", highlight=False, soft_wrap=True)
    else:
        console.print(f"type labels: {escape(info['path'])}: {info['items_labelled']} items labelled "
                      f"({info['annotated_rows']} rows, {info['rows_not_in_items']} not among these items)",
                      highlight=False, soft_wrap=True)
    if "footprint" in report:
        fp = report["footprint"]
        console.print(f"memory module alone: peak RSS {fp['peak_rss_mb']:.0f} MB, "
                      f"{fp['ms_per_message']:.1f} ms/message "
                      f"({fp['messages']} messages, {fp['exemplars']} exemplars, torch loaded: {fp['torch_loaded']}); "
                      "the paper: about 4 GB of VRAM instead of 16", highlight=False, soft_wrap=True)
    console.print(f"toxicity bar: at most {TOXICITY_TARGET:.0%} of drafts flagged (paper: {PAPER_TOXICITY}); "
                  f"machine: {report['machine']['cpu']} ({report['machine']['cores']} cores); "
                  f"wall {report['wall_s']} s", highlight=False, soft_wrap=True)
    if report["plumbing_check"]:
        console.print(f"[bold yellow]{escape(PLUMBING_NOTE)}[/]", highlight=False, soft_wrap=True)
    if json_out is not None:
        json_out.parent.mkdir(parents=True, exist_ok=True)
        json_out.write_bytes(orjson.dumps(report, option=orjson.OPT_INDENT_2) + b"\n")
        console.print(f"report: {json_out}", highlight=False)
