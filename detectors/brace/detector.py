"""The BRACE detector: harm type, severity and evidence spans from the exported ONNX model.

Serving needs ONNX Runtime, `tokenizers` and numpy only; torch and transformers are for
training and never load here.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from time import perf_counter
from typing import Any

import numpy as np
import numpy.typing as npt

from detectors.brace._session import OUTPUT_NAMES, LoadedModel, load_model
from detectors.brace.config import BraceConfig
from detectors.brace.encoding import EncodedBatch, EncodedWindow, bio_to_spans, encode_batch
from detectors.brace.taxonomy import BENIGN, HARM_TYPES, INDICATORS, TOPICS, TYPE_CLASSES, TYPE_TO_LABEL, labels_for
from detectors.types import CheckResult, ConversationWindow, Severity, Span

_TOP_INDICATORS = 3
_PER_TOKEN = frozenset({"indicator_heatmap", "bio_probs"})
Array = npt.NDArray[np.float32]


class BraceDetector:
    """Judges the newest message of each window in the light of the turns before it.

    Inputs:
        Windows of raw message texts (`entry.message.text`), oldest first; the last is
        judged. The window is encoded judged-turn-first (`detectors.brace.encoding`), so
        a long conversation loses its oldest turns, never the judged one.

    Relations:
        Runs after the filters (cheap, exact words): BRACE catches paraphrase, context and
        evasion the word lists miss, and grades severity L1..L4 per the BRACE taxonomy.

    Example:
        >>> detector = BraceDetector(BraceConfig(enabled=True, model_dir="models/brace"))
        >>> [result] = await detector.detect([window])  # "I know where you live. tonight."
        >>> result.labels, result.severity, result.detail
        (('violence',), <Severity.L3: 3>, 'H3 violence p=0.93, L3; topic gaming; indicators ...')
    """

    name: str = "brace"

    def __init__(self, config: BraceConfig) -> None:
        """Open the ONNX Runtime session and tokenizer from `config.model_dir`.

        Args:
            config: a validated BRACE config.

        Raises:
            BraceModelError: the model, tokenizer or model card is missing or corrupt;
                the message names the file and how to rebuild it.
        """
        self._config = config
        self._model: LoadedModel | None = load_model(
            config.model_dir, config.model_file, config.providers, config.intra_op_threads
        )
        self.version = self._model.version
        self.providers = self._model.providers

    async def detect(self, windows: Sequence[ConversationWindow]) -> list[CheckResult]:
        """Encode the batch and run it through the model in one session call.

        Tokenizing and inference run in a worker thread so the event loop stays free.

        Args:
            windows: the batch.

        Returns:
            One result per window, in order. If the batch fails, every result carries `error`.
        """
        if not windows:
            return []
        started = perf_counter()
        turns = [[entry.message.text for entry in window.entries] for window in windows]
        try:
            batch, outputs = await asyncio.to_thread(self._run, turns)
        # The Detector contract: a failure becomes a result with `error`, never an exception.
        except Exception as exc:
            latency = (perf_counter() - started) * 1000
            error = f"{type(exc).__name__}: {exc}"
            return [
                CheckResult(name=self.name, version=self.version, flagged=False, error=error, latency_ms=latency)
                for _ in windows
            ]
        latency = (perf_counter() - started) * 1000
        results = []
        for row, (window, encoded) in enumerate(zip(windows, batch.windows, strict=True)):
            try:
                results.append(self._result(row, window, encoded, outputs, latency))
            except Exception as exc:
                results.append(
                    CheckResult(
                        name=self.name,
                        version=self.version,
                        flagged=False,
                        error=f"{type(exc).__name__}: {exc}",
                        latency_ms=latency,
                    )
                )
        return results

    def _run(self, turns: list[list[str]]) -> tuple[EncodedBatch, dict[str, Array]]:
        model = self._model
        if model is None:
            raise RuntimeError("the BRACE detector is closed")
        batch = encode_batch(model.tokenizer, turns, self._config.max_length)
        return batch, run_by_length(model.session, batch, self._config.windows_per_call)

    def _result(
        self,
        row: int,
        window: ConversationWindow,
        encoded: EncodedWindow,
        outputs: dict[str, Array],
        latency: float,
    ) -> CheckResult:
        n = len(encoded)
        type_probs = outputs["type_probs"][row]
        severity_probs = outputs["severity_probs"][row]
        binary = float(outputs["binary_prob"][row])
        topic_probs = outputs["topic_probs"][row]
        heat = outputs["indicator_heatmap"][row, :n].max(axis=0)  # window-level, as in training
        bio = outputs["bio_probs"][row, :n]

        top_type = TYPE_CLASSES[int(np.argmax(type_probs))]
        flagged = binary >= self._config.min_binary_score and top_type != BENIGN
        present = [INDICATORS[i] for i in np.flatnonzero(heat >= self._config.evidence_threshold)]
        scores = {TYPE_TO_LABEL[t]: float(type_probs[TYPE_CLASSES.index(t)]) for t in TYPE_TO_LABEL}
        labels: tuple[str, ...] = ()
        severity = Severity.L0
        spans: tuple[Span, ...] = ()
        if flagged:
            labels = labels_for([top_type], present)
            if "hate" in labels:
                scores["hate"] = scores["illegal"]
            # A harmful window is at least L1 (taxonomy): grade among L1..L4.
            severity = Severity(1 + int(np.argmax(severity_probs[1:])))
            raw = window.target.message.text
            spans = tuple(
                Span(start, end, labels[0], self.name)
                for start, end in bio_to_spans(encoded, bio, self._config.evidence_threshold)
                if end <= len(raw)
            )
        return CheckResult(
            name=self.name,
            version=self.version,
            flagged=flagged,
            score=binary,
            labels=labels,
            scores=scores,
            severity=severity,
            spans=spans,
            detail=_detail(top_type, type_probs, severity_probs, topic_probs, heat, encoded, len(window.entries)),
            route=self.name,
            latency_ms=latency,
        )

    def explain(self, result: CheckResult) -> str:
        """Render the model's reading and its evidence, for moderators and `parry explain`.

        Args:
            result: a result this detector returned.

        Returns:
            A few lines: the outcome, the detail line and each evidence span's raw offsets.
        """
        head = f"brace {result.version}"
        if result.error:
            return f"{head}: failed: {result.error}"
        if not result.flagged:
            return f"{head}: not flagged (harmful p={result.score:.2f}); {result.detail}"
        lines = [
            f"{head}: {', '.join(result.labels)} (severity L{int(result.severity)}, score {result.score:.2f})",
            result.detail,
        ]
        lines += [f"  evidence ({span.label}): raw [{span.start}, {span.end})" for span in result.spans]
        return "\n".join(lines)

    async def aclose(self) -> None:
        """Release the ONNX Runtime session; later `detect` calls return errors."""
        self._model = None


def run_by_length(session: Any, batch: EncodedBatch, group: int) -> dict[str, Array]:
    """Run the model on groups of similar length, each padded only to its own longest window.

    One 128-token window in a call would otherwise pad every short one to 128 (attention and
    the matmuls scale with it).

    Args:
        session: an ONNX Runtime session with the BRACE inputs and outputs.
        batch: the encoded windows, padded to the longest of all.
        group: windows per session call.

    Returns:
        Every output in batch order; per-token outputs padded with zeros to the batch width.
    """
    lengths = batch.attention_mask.sum(axis=1)
    order = np.argsort(lengths, kind="stable")
    outputs: dict[str, Array] = {}
    for start in range(0, len(order), group):
        rows = order[start : start + group]
        width = int(lengths[rows].max())
        values = session.run(
            list(OUTPUT_NAMES),
            {"input_ids": batch.input_ids[rows, :width], "attention_mask": batch.attention_mask[rows, :width]},
        )
        for name, value in zip(OUTPUT_NAMES, values, strict=True):
            value = np.asarray(value)
            if name not in outputs:
                rest = (batch.input_ids.shape[1], *value.shape[2:]) if name in _PER_TOKEN else value.shape[1:]
                outputs[name] = np.zeros((len(order), *rest), dtype=value.dtype)
            if name in _PER_TOKEN:
                outputs[name][rows, :width] = value
            else:
                outputs[name][rows] = value
    return outputs


def _detail(
    top_type: str,
    type_probs: Array,
    severity_probs: Array,
    topic_probs: Array,
    heat: Array,
    encoded: EncodedWindow,
    n_turns: int,
) -> str:
    """One line: type and probability, severity, top topic, top indicators, truncation."""
    p_type = float(type_probs[TYPE_CLASSES.index(top_type)])
    name = f"{top_type} {TYPE_TO_LABEL[top_type]}" if top_type in HARM_TYPES else top_type
    parts = [
        f"{name} p={p_type:.2f}, L{int(np.argmax(severity_probs))}",
        f"topic {TOPICS[int(np.argmax(topic_probs))]}",
        "indicators "
        + ", ".join(
            f"{INDICATORS[i]} {float(heat[i]):.2f}" for i in np.argsort(-heat, kind="stable")[:_TOP_INDICATORS]
        ),
    ]
    if encoded.truncated:
        dropped = n_turns - encoded.turns_used
        parts.append(
            f"truncated: {dropped} older turn(s) dropped" if dropped else "truncated: end of the judged message cut"
        )
    return "; ".join(parts)


__all__ = ["BraceDetector"]
