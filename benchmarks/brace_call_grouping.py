"""What `[detectors.brace] windows_per_call` trades: throughput against verdicts that do not move.

    python benchmarks/brace_call_grouping.py [--model-dir models/brace] [--windows 1024]
                                             [--threads 1] [--repeats 2]

The int8 model quantizes its activations with one scale per ONNX Runtime call, so a window's
scores depend slightly on the windows sharing its call. This runs the served detector path
(`detectors.brace.detector.run_by_length`, micro-batches of 32 sorted by length, the serving
token budget) over `--windows` seed-corpus windows (`data/brace/seed`, fixed order) with 1, 8
and 32 windows per call and prints windows/s (best of `--repeats`) and, against one window per
call (every verdict on its own), the share of windows whose top type, binary verdict
(p >= 0.5) or top severity changes, and the largest change of any type probability.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from detectors.brace._session import load_model  # noqa: E402
from detectors.brace.config import BraceConfig  # noqa: E402
from detectors.brace.detector import run_by_length  # noqa: E402
from detectors.brace.encoding import encode_batch  # noqa: E402
from detectors.brace.windows import load_windows  # noqa: E402
from detectors.machine import machine_line  # noqa: E402

MICRO_BATCH = 32
GROUPS = (1, 8, 32)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--model-dir", default="models/brace")
    parser.add_argument("--windows", type=int, default=1024)
    parser.add_argument("--threads", type=int, default=1, help="ONNX Runtime intra-op threads")
    parser.add_argument("--repeats", type=int, default=2)
    args = parser.parse_args()

    config = BraceConfig()
    model = load_model(args.model_dir, config.model_file, ("CPUExecutionProvider",), args.threads)
    turns = [[t.text for t in w.turns] for w in load_windows(ROOT / "data" / "brace" / "seed")[: args.windows]]
    batches = [
        encode_batch(model.tokenizer, turns[i : i + MICRO_BATCH], config.max_length)
        for i in range(0, len(turns), MICRO_BATCH)
    ]
    print(machine_line(), f"| model {model.version} | {len(turns)} windows, {config.max_length}-token budget")
    print(
        f"| windows per call | windows/s ({args.threads} thread) | top type moves | binary moves | severity moves "
        "| max type-prob change |"
    )
    print("|---:|---:|---:|---:|---:|---:|")
    reference: dict[str, np.ndarray] | None = None
    for group in GROUPS:
        best = 0.0
        for _ in range(args.repeats):
            started = time.perf_counter()
            parts = [run_by_length(model.session, batch, group) for batch in batches]
            best = max(best, len(turns) / (time.perf_counter() - started))
        got = {
            name: np.concatenate([p[name].reshape(len(p[name]), -1) for p in parts])
            for name in ("type_probs", "severity_probs", "binary_prob")
        }
        if reference is None:
            reference = got
        top = float((got["type_probs"].argmax(1) != reference["type_probs"].argmax(1)).mean())
        binary = float(((got["binary_prob"] >= 0.5) != (reference["binary_prob"] >= 0.5)).mean())
        severity = float((got["severity_probs"].argmax(1) != reference["severity_probs"].argmax(1)).mean())
        change = float(np.abs(got["type_probs"] - reference["type_probs"]).max())
        print(f"| {group} | {best:.0f} | {top:.2%} | {binary:.2%} | {severity:.2%} | {change:.3f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
