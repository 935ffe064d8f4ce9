"""Precision and recall of the filter detector on the demo chat's labels.

    python benchmarks/filters_demo_eval.py [--config config.toml]

Runs every message of examples/demo_chat.jsonl through the detectors of the given config
(each message judged in its own window, edits by their last revision) and scores the
messages labelled in examples/demo_labels.csv. Unlabelled messages count as expected-ok,
so a flag on one of them is a false positive. The rules and the labels were written
together, so this checks the rule pack; it is not an estimate of quality on unseen chat.
"""

from __future__ import annotations

import argparse
import asyncio
import csv
from pathlib import Path

from bot.adapters.replay import parse_line
from bot.config import load_config
from bot.windows import WindowStore
from detectors.registry import build_detectors
from detectors.types import ChatMessage, Verdict

ROOT = Path(__file__).resolve().parents[1]


async def judge(config_path: Path) -> dict[str, Verdict]:
    config = load_config(config_path)
    detectors = build_detectors(config.detector_configs())
    last: dict[str, ChatMessage] = {}
    for number, line in enumerate((ROOT / "examples" / "demo_chat.jsonl").read_bytes().splitlines(), 1):
        message = parse_line(line, path="demo_chat.jsonl", line=number, max_text_chars=10_000)
        assert isinstance(message, ChatMessage), message
        last[message.message_id] = message
    ids = list(last)
    windows = [WindowStore(config.windows).push(last[i]) for i in ids]
    per_detector = [await d.detect(windows) for d in detectors]
    return {i: Verdict(tuple(r[k] for r in per_detector)) for k, i in enumerate(ids)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--config", type=Path, default=ROOT / "config.toml")
    args = parser.parse_args()
    verdicts = asyncio.run(judge(args.config))
    with open(ROOT / "examples" / "demo_labels.csv", newline="") as fh:
        expected = {row["message_id"]: row["expected"] == "flag" for row in csv.DictReader(fh)}
    tp = sum(1 for i, v in verdicts.items() if v.harmful and expected.get(i, False))
    fp = [i for i, v in verdicts.items() if v.harmful and not expected.get(i, False)]
    fn = [i for i, flag in expected.items() if flag and not verdicts[i].harmful]
    print(f"messages {len(verdicts)}, labelled flag {sum(expected.values())}, flagged {tp + len(fp)}")
    print(f"precision {tp}/{tp + len(fp)}  recall {tp}/{tp + len(fn)}")
    print(f"false positives: {', '.join(fp) or '-'}")
    print(f"misses: {', '.join(fn) or '-'}")


if __name__ == "__main__":
    main()
