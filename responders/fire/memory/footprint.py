"""What the memory module costs to serve: peak RSS and ms per message, measured in a process of its own.

A fresh interpreter imports only the serving side (no torch, no detectors), loads the
encoder (and, given exemplars, the index over them) and handles the texts one at a time,
as FIRE serves. The peak is VmHWM, not `getrusage`: Linux carries a parent's ru_maxrss
into a child across exec.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from detectors.paths import REPO_ROOT

_SCRIPT = """
import json, sys, time
def status_mb(field):
    line = next(l for l in open('/proc/self/status') if l.startswith(field + ':'))
    return int(line.split()[1]) * 1024 / 1e6
before = status_mb('VmRSS')
from responders.fire.exemplars import load_exemplars
from responders.fire.memory import MemoryIndex, SentenceEncoder
args = json.loads(sys.argv[1])
encoder = SentenceEncoder.load(args['model_dir'])
if args['exemplars']:
    index = MemoryIndex(encoder, load_exemplars(*args['exemplars']), k=args['k'])
    handle, exemplars = index.classify, len(index.exemplars)
else:
    handle, exemplars = (lambda text: encoder.encode([text])), 0
loaded = status_mb('VmRSS')
texts = json.loads(sys.stdin.read())
handle(texts[0])  # warm-up: first-run allocations are not per-message cost
started = time.perf_counter()
for text in texts:
    handle(text)
ms = (time.perf_counter() - started) * 1000 / len(texts)
print(json.dumps({"rss_before_imports_mb": before, "rss_after_load_mb": loaded, "peak_rss_mb": status_mb('VmHWM'),
                  "ms_per_message": ms, "messages": len(texts), "exemplars": exemplars,
                  "torch_loaded": "torch" in sys.modules}))
"""


def memory_footprint(model_dir: str | Path, texts: Sequence[str], exemplars: Sequence[str | Path] = (),
                     k: int = 8) -> dict[str, Any]:
    """Peak RSS (MB, 10^6 bytes) and ms/message of the encoder alone, or of the whole memory
    module when `exemplars` are given (the index over them, `k` neighbours, `classify` per text).

    Raises:
        RuntimeError: the subprocess failed (its stderr is in the message).
    """
    args = {"model_dir": str(model_dir), "exemplars": [str(p) for p in exemplars], "k": k}
    done = subprocess.run([sys.executable, "-c", _SCRIPT, json.dumps(args)], input=json.dumps(list(texts)),
                          capture_output=True, text=True, cwd=REPO_ROOT, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"memory footprint subprocess failed: {done.stderr.strip()[-2000:]}")
    measured: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return {key: round(v, 2) if isinstance(v, float) else v for key, v in measured.items()}
