"""FAID's per-message model cost on CPU: the router and Shallow (no LLM), batch 1 and batched.

    python benchmarks/faid_latency.py [--model-dir models/faid-mlm] [--messages 1000] [--threads 1]

The router, Shallow and Targeted models are the FAID masked LM prompt-tuned, so they share
its graph and size: speed does not depend on the tuned weights, and this runs on the shipped
`models/faid-mlm` (int8) until tuned models ship (pass `--model-dir models/faid-shallow` then).
Messages: IHC test posts (loaded by path), else the ARIIHA seed pool cycled. Each message is
timed as the detector runs it: prompt build (token-exact fit), tokenization, ONNX Runtime.

Rows: Shallow at batch 1 (the issue's p99 <= 10 ms target), the router at batch 1 (it runs
on every message, its template is longer), and both at batch 32 (per message).
Hardware: the printout names the CPU; run it on an otherwise idle machine.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from rich.console import Console
from rich.table import Table

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from detectors.ariiha.datasets import load_ihc
from detectors.ariiha.pool import DEFAULT_SEED_POOL, load_jsonl_pool
from detectors.faid.scorer import OnnxMaskScorer
from detectors.faid.template import PromptBuilder, binary_prompt, router_prompt
from detectors.machine import machine_line


def _messages(ihc: Path, n: int) -> tuple[list[str], str]:
    if (ihc / "implicit_hate_v1_stg1_posts.tsv").exists():
        texts = [d.text for d in load_ihc(ihc, "test")][:n]
        return texts, f"IHC test split, {len(texts)} posts"
    seed = [d.text for d in load_jsonl_pool(DEFAULT_SEED_POOL)]
    return [seed[i % len(seed)] for i in range(n)], f"ARIIHA seed pool cycled to {n}"


def _time(scorer: OnnxMaskScorer, build: PromptBuilder, texts: Sequence[str], batch: int) -> list[float]:
    """Milliseconds per message (a batch's time divided by its size)."""
    out: list[float] = []
    run: Callable[[Sequence[str]], object] = lambda chunk: scorer.mask_logits(scorer.prompts(chunk, build))  # noqa: E731
    run(texts[:batch])  # warm-up
    for start in range(0, len(texts), batch):
        chunk = texts[start : start + batch]
        t0 = time.perf_counter()
        run(chunk)
        out += [(time.perf_counter() - t0) * 1000 / len(chunk)] * len(chunk)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model-dir", default="models/faid-mlm")
    parser.add_argument("--messages", type=int, default=1000)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--ihc", type=Path, default=Path("../shared/datasets/implicit-hate-corpus"))
    args = parser.parse_args()
    texts, source = _messages(args.ihc, args.messages)
    scorer = OnnxMaskScorer(args.model_dir, threads=args.threads, batch_size=32)
    table = Table(title=f"FAID model cost per message ({source}; {args.model_dir}, {args.threads} ORT thread(s))")
    for column in ("model", "batch", "p50 ms", "p99 ms", "mean ms", "messages/s"):
        table.add_column(column, justify="left" if column == "model" else "right")
    for name, build in (("Shallow", binary_prompt), ("router", router_prompt)):
        for batch in (1, 32):
            ms = sorted(_time(scorer, build, texts, batch))
            p99 = ms[min(len(ms) - 1, int(0.99 * len(ms)))]
            mean = statistics.fmean(ms)
            table.add_row(name, str(batch), f"{statistics.median(ms):.2f}", f"{p99:.2f}", f"{mean:.2f}",
                          f"{1000 / mean:.0f}")  # fmt: skip
    console = Console()
    console.print(table)
    console.print(machine_line())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
