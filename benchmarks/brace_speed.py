"""BRACE inference speed: PyTorch eager vs ONNX Runtime fp32 vs ONNX Runtime int8, side by side.

    python benchmarks/brace_speed.py [--model-dir var/brace/model] [--checkpoint var/brace/gpu/best.pt]
                                     [--windows 512] [--repeats 2] [--threads 2]

Data: `--windows` windows drawn (fixed seed) from the seed corpus `data/brace/seed/*.jsonl`
(`detectors.brace.windows.load_windows`), encoded judged-turn-first with
`encode_window(..., max_length=128)` and then padded with [PAD] (attention mask 0) to exactly
128 tokens, so every engine and every call sees the same (B, 128) tensors; the padding is
computed like real tokens, so these figures are for full 128-token windows, not for the
shorter windows the serving path pads only to the longest in its batch.

Each engine runs the whole exported graph (encoder, chain, heads, the six probability
outputs): eager is `BraceExportModule` around the `best.pt` model (fp32,
`torch.inference_mode`, `torch.set_num_threads(2)` by default); ONNX is `model.fp32.onnx` and
`model.int8.onnx` opened by the serving loader (`detectors.brace._session.load_model`,
CPUExecutionProvider, 2 intra-op threads by default). Batch 1 makes one call per window; batch 32 makes
`windows // 32` calls; both repeated `--repeats` times after 3 warm-up calls. windows/s is
windows over the summed call time; p50/p99 are per call (at batch 32 there are only
`16 * repeats` calls, so p99 is close to the slowest one).

Processes: the parent only encodes and orchestrates. Torch runs in one subprocess, ONNX fp32
and int8 in another that never imports torch (torch's threads slow ONNX Runtime when they
share the cores; the child asserts torch is absent). The ONNX child runs int8 first and records
its peak RSS (`resource.getrusage`) before the fp32 model is ever loaded: that is the serving
process's footprint with the int8 model loaded and used at batch 1 and 32 (target < 600 MB).

Hardware: written for the project's 2-core x86_64 machine, which other jobs share; the
printout gives the CPU model, core count, load average before and after, and versions.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import platform
import random
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

SEQ = 128
BATCHES = (1, 32)
MODES = (False, True)  # padded to 128, then serving-style dynamic padding
WARMUP_CALLS = 3
IntArray = npt.NDArray[np.int64]
RunFn = Callable[[IntArray, IntArray], npt.NDArray[np.float32]]  # returns type_probs


# --------------------------------------------------------------------------- parent side


def build_inputs(model_dir: Path, n: int, seed: int) -> tuple[IntArray, IntArray, dict[str, float]]:
    """Sample `n` seed-corpus windows and encode them to (n, 128) ids and mask."""
    from detectors.brace.encoding import encode_window, load_tokenizer
    from detectors.brace.windows import load_windows

    windows = load_windows(ROOT / "data" / "brace" / "seed")
    if n > len(windows):
        raise SystemExit(f"--windows {n}: the seed corpus has only {len(windows)} windows")
    picked = random.Random(seed).sample(windows, n)
    tokenizer = load_tokenizer(model_dir / "tokenizer.json")
    pad = tokenizer.token_to_id("[PAD]") or 0
    ids = np.full((n, SEQ), pad, dtype=np.int64)
    mask = np.zeros((n, SEQ), dtype=np.int64)
    lengths = []
    truncated = 0
    for row, window in enumerate(picked):
        enc = encode_window(tokenizer, [t.text for t in window.turns], max_length=SEQ)
        ids[row, : len(enc)] = enc.input_ids[:SEQ]
        mask[row, : len(enc)] = 1
        lengths.append(len(enc))
        truncated += enc.truncated
    stats = {
        "real_tokens_mean": float(np.mean(lengths)),
        "real_tokens_max": float(np.max(lengths)),
        "truncated": float(truncated),
        "corpus": float(len(windows)),
    }
    return ids, mask, stats


def machine_info() -> dict[str, Any]:
    cpu = platform.processor() or platform.machine()
    flags: list[str] = []
    try:
        with open("/proc/cpuinfo") as fh:
            for line in fh:
                if line.startswith("model name") and cpu in ("", platform.machine(), platform.processor()):
                    cpu = line.split(":", 1)[1].strip()
                if line.startswith("flags") and not flags:
                    have = set(line.split(":", 1)[1].split())
                    flags = [f for f in ("avx2", "avx512f", "avx512_vnni", "avx_vnni", "amx_int8") if f in have]
    except OSError:
        pass

    def ver(pkg: str) -> str:
        try:
            return version(pkg)
        except PackageNotFoundError:
            return "absent"

    return {
        "cpu": cpu,
        "flags": flags,
        "cpus": os.cpu_count(),
        "affinity": len(os.sched_getaffinity(0)),
        "python": platform.python_version(),
        "onnxruntime": ver("onnxruntime"),
        "torch": ver("torch"),
        "numpy": ver("numpy"),
    }


def busy_jiffies() -> tuple[int, int]:
    """(busy, total) CPU jiffies of the whole machine, from /proc/stat."""
    with open("/proc/stat") as fh:
        fields = [int(x) for x in fh.readline().split()[1:]]
    idle = fields[3] + (fields[4] if len(fields) > 4 else 0)
    return sum(fields) - idle, sum(fields)


def run_child(args: list[str]) -> dict[str, Any]:
    """Run one child; add `other_cpu`: the share of all cores that other processes used meanwhile."""
    tick = os.sysconf("SC_CLK_TCK")
    busy0, total0 = busy_jiffies()
    own0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run([sys.executable, __file__, *args], capture_output=True, text=True, check=False)
    own1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    busy1, total1 = busy_jiffies()
    if out.returncode != 0:
        print(out.stderr, file=sys.stderr)
        raise SystemExit(f"child {args[:2]} failed with exit code {out.returncode}")
    result: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
    own = (own1.ru_utime + own1.ru_stime - own0.ru_utime - own0.ru_stime) * tick
    result["other_cpu"] = max(0.0, (busy1 - busy0 - own) / max(1, total1 - total0))
    return result


# --------------------------------------------------------------------------- child side


def bench(run: RunFn, ids: IntArray, mask: IntArray, batch: int, repeats: int, dynamic: bool) -> dict[str, Any]:
    """Time `run` over the inputs in calls of `batch` windows; keep the first pass's type_probs.

    `dynamic`: cut each call's padding to its longest window, as the serving detector does.
    """
    calls = len(ids) // batch

    def call_inputs(c: int) -> tuple[IntArray, IntArray]:
        a, m = ids[c * batch : (c + 1) * batch], mask[c * batch : (c + 1) * batch]
        if dynamic:
            width = int(m.sum(axis=1).max())
            a, m = np.ascontiguousarray(a[:, :width]), np.ascontiguousarray(m[:, :width])
        return a, m

    for i in range(WARMUP_CALLS):
        run(*call_inputs(i % calls))
    latencies: list[float] = []
    probs: list[npt.NDArray[np.float32]] = []
    for r in range(repeats):
        for c in range(calls):
            a, m = call_inputs(c)
            t0 = time.perf_counter()
            out = run(a, m)
            latencies.append(time.perf_counter() - t0)
            if r == 0:
                probs.append(out)
    lat = np.asarray(latencies) * 1000
    return {
        "batch": batch,
        "dynamic": dynamic,
        "calls": len(latencies),
        "windows_per_s": calls * batch * repeats / float(lat.sum() / 1000),
        "p50_ms": float(np.percentile(lat, 50)),
        "p99_ms": float(np.percentile(lat, 99)),
        "type_probs": np.concatenate(probs).tolist(),
    }


def vm_kib(key: str) -> int:
    with open("/proc/self/status") as fh:
        for line in fh:
            if line.startswith(key + ":"):
                return int(line.split()[1])
    return 0


def child_torch(inputs: Path, checkpoint: Path, repeats: int, threads: int) -> dict[str, Any]:
    import torch

    from detectors.brace.model.export import BraceExportModule
    from detectors.brace.training.checkpoint import load_best

    torch.set_num_threads(threads)
    data = np.load(inputs)
    ids, mask = data["ids"], data["mask"]
    model, _, _ = load_best(checkpoint)
    module = BraceExportModule(model).eval()

    def run(a: IntArray, m: IntArray) -> npt.NDArray[np.float32]:
        with torch.inference_mode():
            outs = module(torch.from_numpy(a), torch.from_numpy(m))
        probs: npt.NDArray[np.float32] = outs[0].numpy()
        return probs

    results = [bench(run, ids, mask, b, repeats, d) for d in MODES for b in BATCHES]
    return {
        "engine": "PyTorch eager fp32",
        "threads": torch.get_num_threads(),
        "results": results,
        "peak_rss_mib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
    }


def child_onnx(inputs: Path, model_dir: Path, repeats: int, threads: int) -> dict[str, Any]:
    from detectors.brace._session import CPU, OUTPUT_NAMES, load_model

    data = np.load(inputs)
    ids, mask = data["ids"], data["mask"]
    engines: list[dict[str, Any]] = []
    rss: dict[str, float] = {}
    # int8 first, so the peak RSS read after it is a process that never held the fp32 model.
    for label, file in (("ONNX Runtime int8", "model.int8.onnx"), ("ONNX Runtime fp32", "model.fp32.onnx")):
        loaded = load_model(str(model_dir), file, (CPU,), threads)
        session = loaded.session
        if label.endswith("int8"):
            rss["int8_after_load_mib"] = vm_kib("VmRSS") / 1024

        # The serving detector asks for all six outputs; time the same call.
        def run_all(a: IntArray, m: IntArray, session: Any = session) -> npt.NDArray[np.float32]:
            outs = session.run(list(OUTPUT_NAMES), {"input_ids": a, "attention_mask": m})
            type_probs: npt.NDArray[np.float32] = outs[0]
            return type_probs

        engines.append(
            {
                "engine": label,
                "providers": list(loaded.providers),
                "results": [bench(run_all, ids, mask, b, repeats, d) for d in MODES for b in BATCHES],
            }
        )
        if label.endswith("int8"):
            rss["int8_peak_mib"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        del loaded, session, run_all
        gc.collect()
    assert "torch" not in sys.modules, "the ONNX child imported torch"
    rss["final_peak_mib"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return {"engines": engines, "rss": rss}


# --------------------------------------------------------------------------- report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--model-dir", type=Path, default=ROOT / "var" / "brace" / "model")
    parser.add_argument("--checkpoint", type=Path, default=ROOT / "var" / "brace" / "gpu" / "best.pt")
    parser.add_argument("--windows", type=int, default=512, help="windows per pass (a multiple of 32)")
    parser.add_argument("--repeats", type=int, default=2, help="timed passes over the windows per batch size")
    parser.add_argument("--threads", type=int, default=2, help="torch threads and ONNX Runtime intra-op threads")
    parser.add_argument("--seed", type=int, default=0, help="seed for sampling windows from the corpus")
    parser.add_argument("--child", choices=("torch", "onnx"), help=argparse.SUPPRESS)
    parser.add_argument("--inputs", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()

    if args.child:
        if args.child == "torch":
            result = child_torch(args.inputs, args.checkpoint.resolve(), args.repeats, args.threads)
        else:
            result = child_onnx(args.inputs, args.model_dir.resolve(), args.repeats, args.threads)
        print(json.dumps(result))
        return

    if args.windows < 32 or args.windows % 32:
        raise SystemExit("--windows must be a positive multiple of 32")
    info = machine_info()
    load_before = os.getloadavg()
    ids, mask, stats = build_inputs(args.model_dir, args.windows, args.seed)
    with tempfile.TemporaryDirectory() as tmp:
        inputs = Path(tmp) / "inputs.npz"
        np.savez(inputs, ids=ids, mask=mask)
        common = [
            "--inputs",
            str(inputs),
            "--repeats",
            str(args.repeats),
            "--threads",
            str(args.threads),
            "--model-dir",
            str(args.model_dir),
            "--checkpoint",
            str(args.checkpoint),
        ]
        torch_out = run_child(["--child", "torch", *common])
        onnx_out = run_child(["--child", "onnx", *common])
    load_after = os.getloadavg()

    engines = [torch_out, *onnx_out["engines"]]
    by_name = {e["engine"]: {(r["batch"], r["dynamic"]): r for r in e["results"]} for e in engines}
    eager = by_name["PyTorch eager fp32"]
    int8 = by_name["ONNX Runtime int8"]

    print(
        f"\n{args.windows} seed-corpus windows (sampled from {stats['corpus']:.0f}, seed {args.seed}), "
        f"encoded with max_length={SEQ} (real tokens: mean {stats['real_tokens_mean']:.1f}, "
        f"max {stats['real_tokens_max']:.0f}; {stats['truncated']:.0f} truncated); {args.repeats} timed passes "
        f"per row after {WARMUP_CALLS} warm-up calls; {args.threads} thread(s) per engine.\n"
        f"CPU: {info['cpu']} ({', '.join(info['flags']) or 'no AVX2'}), {info['cpus']} cores "
        f"({info['affinity']} usable); Python {info['python']}, onnxruntime {info['onnxruntime']}, "
        f"torch {info['torch']}, numpy {info['numpy']}.\n"
        f"Shared machine: other processes used {torch_out['other_cpu']:.0%} of all cores during the torch run "
        f"and {onnx_out['other_cpu']:.0%} during the ONNX run; 1-min load average {load_before[0]:.2f} before, "
        f"{load_after[0]:.2f} after.\n"
    )
    for dynamic in MODES:
        if dynamic:
            print(
                "\nSupplementary, serving-style dynamic padding (each call padded only to its longest window, "
                "as `BraceDetector` does), same windows:\n"
            )
        else:
            print(f"Every window padded to exactly {SEQ} tokens (the issue's 128-token windows):\n")
        print("| engine | batch | calls | windows/s | p50 ms/call | p99 ms/call | throughput vs eager |")
        print("|---|---:|---:|---:|---:|---:|---:|")
        for batch in BATCHES:
            for e in engines:
                r = by_name[e["engine"]][batch, dynamic]
                ratio = r["windows_per_s"] / eager[batch, dynamic]["windows_per_s"]
                print(
                    f"| {e['engine']} | {batch} | {r['calls']} | {r['windows_per_s']:,.1f} | "
                    f"{r['p50_ms']:.1f} | {r['p99_ms']:.1f} | {ratio:.2f}x |"
                )

    ref = np.asarray(eager[32, False]["type_probs"])
    print("\nAgreement with eager (padded, batch 32, type_probs):")
    for name in ("ONNX Runtime fp32", "ONNX Runtime int8"):
        got = np.asarray(by_name[name][32, False]["type_probs"])
        agree = float(np.mean(got.argmax(1) == ref.argmax(1)))
        print(f"- {name}: max |dp| {float(np.abs(got - ref).max()):.2e}, top type agrees on {agree:.1%}")

    rss = onnx_out["rss"]
    print(
        f"\nPeak RSS of the ONNX subprocess (no torch) with only the int8 model loaded and run at batch 1 and 32: "
        f"{rss['int8_peak_mib']:.0f} MiB = {rss['int8_peak_mib'] * 1.048576:.0f} MB (target < 600 MB; "
        f"{rss['int8_after_load_mib']:.0f} MiB right after loading; {rss['final_peak_mib']:.0f} MiB once fp32 "
        f"was loaded too). PyTorch subprocess peak: {torch_out['peak_rss_mib']:.0f} MiB."
    )
    print(
        "\nTargets (padded to 128): int8 >= 3x eager throughput: "
        + ", ".join(
            f"batch {b} {int8[b, False]['windows_per_s'] / eager[b, False]['windows_per_s']:.2f}x" for b in BATCHES
        )
        + f"; int8 >= 300 windows/s at batch 32: {int8[32, False]['windows_per_s']:,.1f}"
        + f"; int8 p99 <= 15 ms at batch 1: {int8[1, False]['p99_ms']:.1f} ms."
    )


if __name__ == "__main__":
    main()
