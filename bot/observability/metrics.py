"""Prometheus metrics for one running Parry, in a registry of its own."""

from __future__ import annotations

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram

# Detector and end-to-end latencies span sub-millisecond filters to multi-second LLM calls.
_LATENCY_BUCKETS = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30)


class Metrics:
    """The counters, gauges and histograms the runtime updates."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry(auto_describe=True)
        r = self.registry
        self.messages_in = Counter(
            "parry_messages_in", "Messages accepted into the pipeline.", ["platform"], registry=r
        )
        self.messages_out = Counter(
            "parry_messages_out", "Messages whose decision is stored.", ["platform"], registry=r
        )
        self.messages_rejected = Counter(
            "parry_messages_rejected", "Input records rejected before the pipeline.", ["reason"], registry=r
        )
        self.queue_depth = Gauge("parry_queue_depth", "Items waiting in each stage queue.", ["queue"], registry=r)
        self.batch_size = Histogram(
            "parry_batch_size", "Windows per detector batch.", buckets=(1, 2, 4, 8, 16, 32, 64, 128, 256), registry=r
        )
        self.detector_latency = Histogram(
            "parry_detector_latency_seconds", "Wall time of one detector call on one batch.", ["detector"],
            buckets=_LATENCY_BUCKETS, registry=r,
        )
        self.detector_errors = Counter(
            "parry_detector_errors", "Windows a detector failed on.", ["detector"], registry=r
        )
        self.decisions = Counter(
            "parry_decisions", "Actions decided, by kind and whether enforced.", ["action", "enforced"], registry=r
        )
        self.e2e_latency = Histogram(
            "parry_message_latency_seconds", "From accepted to decision stored.", buckets=_LATENCY_BUCKETS, registry=r
        )
        self.storage_pending = Gauge(
            "parry_storage_pending_records", "Audit records waiting to be committed.", registry=r
        )
        self.storage_commits = Histogram(
            "parry_storage_commit_seconds", "Wall time of one audit-trail commit.", buckets=_LATENCY_BUCKETS,
            registry=r,
        )
        self.llm_calls = Counter(
            "parry_llm_calls", "LLM calls made by detectors, by outcome.", ["detector", "model", "outcome"], registry=r
        )
        self.llm_tokens = Counter(
            "parry_llm_tokens", "Tokens spent on LLM calls.", ["detector", "model", "kind"], registry=r
        )
        self.llm_latency = Histogram(
            "parry_llm_call_seconds", "Wall time of one LLM call, retries included.", ["detector"],
            buckets=_LATENCY_BUCKETS, registry=r,
        )
