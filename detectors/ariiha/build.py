"""Assemble the pool, index and engine from `[detectors.ariiha]`."""

from __future__ import annotations

import logging
from collections.abc import Sequence

from detectors.ariiha.config import AriihaConfig
from detectors.ariiha.datasets import DATASETS
from detectors.ariiha.engine import AriihaEngine
from detectors.ariiha.pool import Demonstration, load_jsonl_pool, load_target_labels, with_targets
from detectors.ariiha.retrieval import DemoIndex
from detectors.ariiha.targets import NO_TARGET, TargetLexicon
from detectors.ariiha.tuning import load_threshold
from detectors.llm import LLMClient
from detectors.paths import resolve_path

log = logging.getLogger(__name__)


def target_examples(seed: Sequence[Demonstration]) -> list[Demonstration]:
    """Few-shot examples for target prediction: the first hate example of each target, and one with none."""
    picked: dict[str, Demonstration] = {}
    for d in seed:
        key = d.target or NO_TARGET
        if key not in picked and (d.label == "hate" or key == NO_TARGET):
            picked[key] = d
    return list(picked.values())


def build_pool(
    config: AriihaConfig, lexicon: TargetLexicon, feedback: Sequence[Demonstration] = ()
) -> list[Demonstration]:
    pool: list[Demonstration] = []
    if config.seed_pool:
        pool += load_jsonl_pool(config.seed_pool, source="seed")
    for source in config.datasets:
        pool += DATASETS[source.name](resolve_path(source.path), source.split)
    pool += feedback
    labelled = load_target_labels(config.pool_targets) if config.pool_targets else None
    return with_targets(pool, lexicon, labelled)


def build_engine(
    config: AriihaConfig, llm: LLMClient, feedback: Sequence[Demonstration] = ()
) -> tuple[AriihaEngine, str]:
    """The engine and a version string naming its pool and threshold."""
    lexicon = TargetLexicon.load(config.lexicon)
    pool = build_pool(config, lexicon, feedback)
    if not pool:
        raise ValueError("detectors.ariiha: the demonstration pool is empty; set seed_pool, datasets or feedback")
    index = DemoIndex(pool, k1=config.bm25_k1, b=config.bm25_b)
    threshold = config.threshold
    note = f"t={threshold:g}"
    if config.threshold_file:
        tuned = load_threshold(resolve_path(config.threshold_file))
        threshold = tuned.threshold
        note = f"t={threshold:g} tuned"
        if tuned.index != index.params() or tuned.llm_model != llm.model:
            log.warning(
                "ariiha: %s was tuned on another pool, index or LLM (%s); using it anyway",
                config.threshold_file, tuned.llm_model,
            )  # fmt: skip
            note += "-elsewhere"
    seed = [d for d in pool if d.id.startswith("seed:")]
    engine = AriihaEngine(
        index, lexicon, llm, k=config.k, threshold=threshold, target_predictor=config.target_predictor,
        target_examples=target_examples(seed or pool[:20]),
    )  # fmt: skip
    version = f"{config.strategy}-k{config.k}-pool{index.params()['pool_fingerprint']}-{note}-{llm.model or 'no-llm'}"
    return engine, version
