"""What ARIIHA costs per decision besides the LLM: target guess, BM25 retrieval and prompt build.

    python benchmarks/ariiha_overhead.py [--pool 20000] [--queries 1000] [--ihc ../shared/datasets/implicit-hate-corpus]

Pool: the Implicit Hate Corpus stage-1 posts (all splits, deduplicated, ~21k; loaded by
path), cut to `--pool`; without the corpus, the seed pool is cycled with numbered
variants to the same size (the printout says which). Queries: `--queries` posts not in
the pool when the corpus has enough, else seed-pool texts.

Two measurements, one process, no LLM involved in the first:
1. In-process, per query: lexicon target guess + BM25 over the whole pool +
   target-prioritized selection + prompt build, and the RetICL selection + prompt build
   the adaptive switch would add. p50/p99/mean in ms.
2. End to end through `AriihaEngine.decide` against the scripted fake server on
   127.0.0.1 (answers at once, rationale without a quote so no switch): wall time per
   decision minus the LLM call's own latency = the pipeline's overhead around the call.

Hardware: written for the project's 2-core x86_64 machine; the printout names the CPU.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time
from pathlib import Path

from rich.console import Console
from rich.table import Table

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from detectors.ariiha.datasets import load_ihc
from detectors.ariiha.engine import AriihaEngine
from detectors.ariiha.pool import DEFAULT_SEED_POOL, Demonstration, load_jsonl_pool, with_targets
from detectors.ariiha.prompt import classification_prompt
from detectors.ariiha.retrieval import DemoIndex
from detectors.ariiha.targets import TargetLexicon
from detectors.llm import LLMClient, LLMConfig
from detectors.llm.fake_server import FakeOpenAIServer, FakeReply
from detectors.machine import machine_line


def _pool_and_queries(ihc: Path, size: int, queries: int) -> tuple[list[Demonstration], list[str], str]:
    if (ihc / "implicit_hate_v1_stg1_posts.tsv").exists():
        rows = [d for split in ("train", "dev", "test") for d in load_ihc(ihc, split)]
        if len(rows) >= size + queries:
            return rows[:size], [d.text for d in rows[size : size + queries]], f"IHC stage 1 ({ihc})"
        return rows[:size], [d.text for d in rows[:queries]], f"IHC stage 1 ({ihc}); queries are pool items"
    seed = load_jsonl_pool(DEFAULT_SEED_POOL)
    pool = [
        Demonstration(f"bench:{i}", f"{seed[i % len(seed)].text} #{i}", seed[i % len(seed)].label)
        for i in range(size)
    ]
    return pool, [d.text for d in seed][:queries], "seed pool cycled with numbered variants (IHC not found)"


def _row(table: Table, name: str, ms: list[float]) -> None:
    ms = sorted(ms)
    p99 = ms[min(len(ms) - 1, int(len(ms) * 0.99))]
    table.add_row(name, str(len(ms)), f"{statistics.median(ms):.2f}", f"{p99:.2f}", f"{statistics.fmean(ms):.2f}")


async def _end_to_end(engine: AriihaEngine, queries: list[str]) -> tuple[list[float], list[float]]:
    wall, overhead = [], []
    for text in queries:
        start = time.perf_counter()
        decision = await engine.decide(text, "ariiha")
        total = (time.perf_counter() - start) * 1000
        wall.append(total)
        overhead.append(total - sum(c.latency_ms for c in decision.calls))
    return wall, overhead


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pool", type=int, default=20_000)
    parser.add_argument("--queries", type=int, default=1_000)
    parser.add_argument("--k", type=int, default=4)
    parser.add_argument("--ihc", type=Path, default=Path("../shared/datasets/implicit-hate-corpus"))
    args = parser.parse_args()

    lexicon = TargetLexicon.load()
    pool, queries, source = _pool_and_queries(args.ihc, args.pool, args.queries)
    started = time.perf_counter()
    pool = with_targets(pool, lexicon)
    index = DemoIndex(pool)
    build_s = time.perf_counter() - started

    target_ms, switch_ms = [], []
    for text in queries:
        start = time.perf_counter()
        target = lexicon.predict(text)
        scores = index.scores(text)
        chosen = index.target_prioritized(scores, args.k, target, lexicon.similar_to(target))
        classification_prompt(text, [index.pool[i] for i in chosen.indices], max_chars=2000)
        middle = time.perf_counter()
        alternative = index.reticl(scores, args.k)
        classification_prompt(text, [index.pool[i] for i in alternative.indices], max_chars=2000)
        end = time.perf_counter()
        target_ms.append((middle - start) * 1000)
        switch_ms.append((end - middle) * 1000)

    reply = FakeReply('{"label": "not_hate", "target": "none", "rationale": "an ordinary remark"}')
    async with FakeOpenAIServer(lambda body: reply) as server:
        llm = LLMClient(LLMConfig(base_url=server.base_url, model="fake", max_concurrency=1))
        engine = AriihaEngine(index, lexicon, llm, k=args.k, target_predictor="lexicon")
        wall, overhead = await _end_to_end(engine, queries)
        await llm.aclose()

    console = Console()
    console.print(machine_line())
    console.print(f"pool: {len(pool):,} examples from {source}; index built in {build_s:.1f} s; k={args.k}")
    table = Table(title="ARIIHA overhead per decision (ms)")
    for column in ("step", "n", "p50", "p99", "mean"):
        table.add_column(column, justify="left" if column == "step" else "right")
    _row(table, "target guess + BM25 + target-prioritized + prompt", target_ms)
    _row(table, "switch: RetICL selection + prompt", switch_ms)
    _row(table, "decide() via fake server, wall", wall)
    _row(table, "decide() minus the LLM call", overhead)
    console.print(table)


if __name__ == "__main__":
    asyncio.run(main())
