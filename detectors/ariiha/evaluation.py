"""`parry eval ariiha`: the paper's comparison rows on one data set, with whatever LLM is configured.

Rows: random 0/4/8-shot, RetICL 4/8, target-prioritized 4/8, ARIIHA 4/8 and the upper
bound (an oracle taking whichever of target-prioritized and RetICL is right). The pool is
the data set's train split; the switch threshold is tuned on a dev sample by nested
cross-validation; the table is scored on a test sample neither saw. Every LLM answer is
cached in `predictions.jsonl` under the output folder, so an interrupted run resumes.
"""

from __future__ import annotations

import asyncio
import random
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import orjson

from detectors.ariiha.engine import AriihaEngine, Classification, Strategy
from detectors.ariiha.metrics import hate_scores
from detectors.ariiha.pool import Demonstration, Label
from detectors.ariiha.tuning import SwitchCase, nested_cv, switched_labels

Progress = Callable[[str, int, int], None]


@dataclass(frozen=True, slots=True)
class Answer:
    """A cached classification."""

    label: Label | None
    rationale: str
    shortcut: bool
    similarity: float
    demos: tuple[str, ...]
    outcome: str
    prompt_tokens: int
    completion_tokens: int
    latency_ms: float


def sample(items: Sequence[Demonstration], n: int, seed: int) -> list[Demonstration]:
    """A fixed random sample (the whole list when n is 0 or larger than it)."""
    if n <= 0 or n >= len(items):
        return list(items)
    return random.Random(seed).sample(list(items), n)


class PredictionCache:
    """Answers by key, appended to a JSONL file as they arrive."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._items: dict[str, dict[str, Any]] = {}
        if path.exists():
            for raw in path.read_bytes().splitlines():
                if raw.strip():
                    row = orjson.loads(raw)
                    self._items[row["key"]] = row
        path.parent.mkdir(parents=True, exist_ok=True)
        self._fh = open(path, "ab")

    def get(self, key: str) -> dict[str, Any] | None:
        return self._items.get(key)

    def put(self, key: str, value: dict[str, Any]) -> None:
        row = {"key": key, **value}
        self._items[key] = row
        self._fh.write(orjson.dumps(row) + b"\n")
        self._fh.flush()

    def close(self) -> None:
        self._fh.close()


def model_slug(model: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "_", model) or "none"


class Evaluation:
    """Runs every strategy on dev and test samples, caching answers, then builds the table."""

    def __init__(self, engine: AriihaEngine, cache: PredictionCache, *, concurrency: int = 2,
                 progress: Progress | None = None) -> None:  # fmt: skip
        self.engine = engine
        self.cache = cache
        self.concurrency = concurrency
        self.progress = progress
        self.model = engine.llm.model

    async def _target(self, split: str, example: Demonstration) -> str:
        key = f"{self.model}|{split}|target|{example.id}"
        hit = self.cache.get(key)
        if hit is not None:
            return str(hit["target"])
        target, source, call = await self.engine.predict_target(example.text)
        self.cache.put(key, {"target": target, "source": source, "outcome": str(call.outcome) if call else None})
        return target

    async def _answer(self, split: str, strategy: Strategy, k: int, example: Demonstration) -> Answer:
        key = f"{self.model}|{split}|{strategy}|{k}|{example.id}"
        hit = self.cache.get(key)
        if hit is None:
            target = await self._target(split, example) if strategy == "target" else "none"
            result: Classification = await self.engine.classify(
                example.text,
                self.engine.select(strategy, example.text, target, k),
            )
            hit = {
                "label": result.label,
                "rationale": result.rationale,
                "shortcut": result.shortcut,
                "similarity": result.selection.similarity,
                "demos": [self.engine.index.pool[i].id for i in result.selection.indices],
                "outcome": str(result.call.outcome),
                "error": result.call.error,
                "prompt_tokens": result.call.prompt_tokens,
                "completion_tokens": result.call.completion_tokens,
                "latency_ms": round(result.call.latency_ms, 1),
            }
            self.cache.put(key, hit)
        return Answer(**{f: hit[f] for f in Answer.__slots__})

    async def answers(self, split: str, strategy: Strategy, k: int, examples: Sequence[Demonstration]) -> list[Answer]:
        semaphore = asyncio.Semaphore(self.concurrency)
        done = 0

        async def one(example: Demonstration) -> Answer:
            nonlocal done
            async with semaphore:
                answer = await self._answer(split, strategy, k, example)
            done += 1
            if self.progress is not None:
                self.progress(f"{split} {strategy} k={k}", done, len(examples))
            return answer

        return list(await asyncio.gather(*(one(e) for e in examples)))

    async def run(self, dev: Sequence[Demonstration], test: Sequence[Demonstration],
                  ks: Sequence[int] = (4, 8)) -> dict[str, Any]:  # fmt: skip
        gold = [e.label for e in test]
        rows: list[dict[str, Any]] = []

        def add(name: str, labels: Sequence[Label | None], answers: Sequence[Answer] = ()) -> None:
            row = {"row": name, **hate_scores(gold, labels)}
            if answers:
                row["prompt_tokens"] = sum(a.prompt_tokens for a in answers)
                row["completion_tokens"] = sum(a.completion_tokens for a in answers)
            rows.append(row)

        zero = await self.answers("test", "zero", 0, test)
        add("random 0-shot", [a.label for a in zero], zero)
        for k in ks:
            rand = await self.answers("test", "random", k, test)
            add(f"random {k}-shot", [a.label for a in rand], rand)
        tuned: dict[str, Any] = {}
        for k in ks:
            ret = await self.answers("test", "reticl", k, test)
            tp = await self.answers("test", "target", k, test)
            dev_ret = await self.answers("dev", "reticl", k, dev)
            dev_tp = await self.answers("dev", "target", k, dev)
            dev_cases = [
                SwitchCase(e.label, t.label, t.similarity, t.shortcut, r.label)
                for e, t, r in zip(dev, dev_tp, dev_ret, strict=True)
            ]
            cv = nested_cv(dev_cases)
            tuned[str(k)] = cv
            test_cases = [
                SwitchCase(e.label, t.label, t.similarity, t.shortcut, r.label)
                for e, t, r in zip(test, tp, ret, strict=True)
            ]
            ariiha = switched_labels(test_cases, cv["threshold"])
            switched = sum(1 for a, t in zip(ariiha, tp, strict=True) if a != t.label)
            add(f"RetICL {k}-shot", [a.label for a in ret], ret)
            add(f"target-prioritized {k}-shot", [a.label for a in tp], tp)
            add(f"ARIIHA {k}-shot", ariiha)
            rows[-1]["switched"] = switched
            rows[-1]["threshold"] = cv["threshold"]
            oracle = [r.label if r.label == g else t.label for g, t, r in zip(gold, tp, ret, strict=True)]
            add(f"upper bound {k}-shot", oracle)
        order = ["random", "RetICL", "target-prioritized", "ARIIHA", "upper bound"]
        rows.sort(key=lambda r: next(i for i, p in enumerate(order) if r["row"].startswith(p)))
        return {"model": self.model, "rows": rows, "thresholds": tuned}
