"""Does BRACE leave counterspeech alone? Flag rates on replies to hate, and on the hate itself.

    python benchmarks/brace_counterspeech.py [--model-dir models/brace] [--conan-root ../shared/datasets/conan]
                                             [--split test] [--replies data/fire/replies.toml ...]

A counterspeech reply talks about the group the hate attacked, so a detector that keys on
group words flags it, and FIRE's gate then throws the reply away. This runs the served BRACE
detector (one window per ONNX Runtime call, so no window's score depends on another) over:

- each `--replies` file's templates, filled for every target they apply to, with and without
  the author's name (as `tests/responders/fire/test_templates_pass_gate.py` does); pass an old
  revision too, e.g. `git show 20e8e05:data/fire/replies.toml > /tmp/replies-v1.toml`, the
  templates before 18 of them were reworded for the round-4 model;
- Multitarget-CONAN's counter-narratives of `--split` (written by NGO operators, never in
  BRACE's training data), alone and after the hate speech they answer (a two-turn window
  judged on the reply);
- that hate speech alone: the share flagged, and the share labelled `hate` (H5 with a hate
  indicator; the FIRE responder answers only `hate` verdicts).

CONAN text stays in memory; nothing is written. Splits are `detectors.brace.public.conan`'s.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections import Counter
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from detectors.brace.config import BraceConfig  # noqa: E402
from detectors.brace.detector import BraceDetector  # noqa: E402
from detectors.machine import machine_line  # noqa: E402
from detectors.text.normalize import normalize  # noqa: E402
from detectors.types import ChatMessage, CheckResult, ConversationWindow, WindowMessage  # noqa: E402
from responders.fire.evaluation import load_items  # noqa: E402
from responders.fire.exemplars import ReplyLibrary, fill  # noqa: E402
from responders.fire.types import TARGETS  # noqa: E402

NAMES = ("Sam", None)


def window(texts: Sequence[str], now: datetime) -> ConversationWindow:
    return ConversationWindow(
        tuple(
            WindowMessage(ChatMessage("bench", "s", "c", f"u{i}", f"m{i}", text, now), normalize(text))
            for i, text in enumerate(texts)
        )
    )


def template_drafts(path: Path) -> list[str]:
    out: list[str] = []
    for t in ReplyLibrary.load(path).templates:
        if t.enabled:
            for target in (t.target,) if t.target else TARGETS:
                out += dict.fromkeys(fill(t, target=target, name=name) for name in NAMES)
    return out


async def flags(detector: BraceDetector, windows: Sequence[ConversationWindow]) -> list[CheckResult]:
    results: list[CheckResult] = []
    for start in range(0, len(windows), 64):
        results += await detector.detect(windows[start : start + 64])
    if any(r.error for r in results):
        raise SystemExit(f"BRACE failed: {next(r.error for r in results if r.error)}")
    return results


def row(name: str, results: Sequence[CheckResult]) -> str:
    flagged = [r for r in results if r.flagged]
    types = Counter(r.labels[0] for r in flagged if r.labels)
    top = ", ".join(f"{label} {n}" for label, n in types.most_common(3)) or "-"
    return f"| {name} | {len(results)} | {len(flagged)} | {len(flagged) / max(len(results), 1):.1%} | {top} |"


async def run(args: argparse.Namespace) -> None:
    detector = BraceDetector(
        BraceConfig(model_dir=args.model_dir, providers=("CPUExecutionProvider",), windows_per_call=1)
    )
    now = datetime.now(UTC)
    try:
        print(machine_line(), f"| BRACE {detector.version} ({args.model_dir})")
        print("| windows | n | flagged | share | flagged as |")
        print("|---|---:|---:|---:|---|")
        for path in args.replies:
            drafts = template_drafts(Path(path))
            print(row(f"templates `{path}`", await flags(detector, [window([d], now) for d in drafts])))
        items = load_items(Path(args.conan_root), args.split, datasets=("multitarget",))
        pairs = [(item.text, cn) for item in items for cn in item.references]
        print(
            row(
                f"Multitarget-CONAN {args.split}: counter-narrative alone",
                await flags(detector, [window([cn], now) for _, cn in pairs]),
            )
        )
        print(
            row(
                f"Multitarget-CONAN {args.split}: counter-narrative after its hate speech",
                await flags(detector, [window([hs, cn], now) for hs, cn in pairs]),
            )
        )
        hate = await flags(detector, [window([item.text], now) for item in items])
        print(row(f"Multitarget-CONAN {args.split}: the hate speech", hate))
        labelled = sum(1 for r in hate if r.flagged and "hate" in r.labels)
        print(
            f"\nhate speech flagged with the `hate` label (the verdicts FIRE answers): {labelled}/{len(hate)} "
            f"({labelled / max(len(hate), 1):.1%})"
        )
    finally:
        await detector.aclose()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--model-dir", default="models/brace")
    parser.add_argument("--conan-root", default=str(ROOT.parent / "shared" / "datasets" / "conan"))
    parser.add_argument("--split", default="test", choices=("train", "dev", "test"))
    parser.add_argument("--replies", nargs="*", default=[str(ROOT / "data" / "fire" / "replies.toml")])
    asyncio.run(run(parser.parse_args()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
