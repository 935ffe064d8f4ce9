"""The filters detector: each space's admin word lists and RE2 patterns."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from time import perf_counter

from detectors.filters._matcher import RuleHit
from detectors.filters._spaces import space_matchers
from detectors.filters.config import FiltersConfig
from detectors.types import CheckResult, ConversationWindow, Span, WindowMessage

# Snippets quoted in `detail`, per rule, and how much of each.
_SNIPPETS_PER_RULE = 3
_SNIPPET_CHARS = 40


def rules_version(config: FiltersConfig) -> str:
    """A short hash of the rules, which changes whenever a rule or space entry does.

    Args:
        config: a validated filters config.

    Returns:
        The first 12 hex digits of the SHA-256 of the canonical JSON of the rules.
    """
    rules = config.model_dump(mode="json", exclude={"enabled"})
    canonical = json.dumps(rules, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode()).hexdigest()[:12]


class FilterDetector:
    """Flags messages that match a space's admin word lists or RE2 patterns.

    Only the newest message of a window (`window.target`) is judged; the context is
    ignored, because a word list says nothing about what came before. Matching runs on
    the normalized text, so spacing, leetspeak and homoglyph evasions of a listed word
    still match, and every span is mapped back to what the user typed.

    Inputs:
        Windows whose target carries `normalized` text from
        `detectors.text.normalize.normalize`; the space is `target.message.space_id`.

    Relations:
        The cheapest detector: it runs first and catches what admins list by hand.
        It knows only exact words and patterns; the model detectors catch paraphrases.

    Example:
        >>> config = FiltersConfig.model_validate(
        ...     {"rules": [{"name": "scam", "label": "spam", "severity": 2,
        ...                 "words": ["free nitro"]}]})
        >>> # `window`: a ConversationWindow whose target message reads "fr3e n1tro!"
        >>> [result] = await FilterDetector(config).detect([window])
        >>> result.flagged, result.detail
        (True, "matched rule(s) scam: 'fr3e n1tro'")
    """

    name: str = "filters"

    def __init__(self, config: FiltersConfig) -> None:
        """Compile the rules of every space the config names.

        Args:
            config: a validated filters config.

        Raises:
            ValueError: a space's combined rules are too large for RE2.
        """
        self.version = rules_version(config)
        self._default, self._spaces = space_matchers(config)

    async def detect(self, windows: Sequence[ConversationWindow]) -> list[CheckResult]:
        """Judge the newest message of each window against its space's rules.

        Matching costs microseconds, so it runs inline rather than in a thread.

        Args:
            windows: the batch; each is judged on its own.

        Returns:
            One result per window, in order. A window that fails gets `error` set.
        """
        return [self._check(window.target) for window in windows]

    def _check(self, target: WindowMessage) -> CheckResult:
        started = perf_counter()
        matcher = self._spaces.get(target.message.space_id, self._default)
        try:
            hits = matcher.match(target.normalized.text)
            spans = tuple(
                Span(*target.normalized.to_raw(start, end), hit.rule.label, hit.rule.name)
                for hit in hits
                for start, end in hit.spans
            )
        # The Detector contract: one bad window must not sink the rest of the batch.
        except Exception as exc:
            return CheckResult(
                name=self.name,
                version=self.version,
                flagged=False,
                error=f"{type(exc).__name__}: {exc}",
                latency_ms=(perf_counter() - started) * 1000,
            )
        if not hits:
            return CheckResult(
                name=self.name,
                version=self.version,
                flagged=False,
                detail="no rule matched",
                latency_ms=(perf_counter() - started) * 1000,
            )
        scores: dict[str, float] = {}
        for hit in hits:
            scores[hit.rule.label] = max(hit.rule.score, scores.get(hit.rule.label, 0.0))
        return CheckResult(
            name=self.name,
            version=self.version,
            flagged=True,
            score=max(scores.values()),
            labels=tuple(scores),
            scores=scores,
            severity=max(hit.rule.severity for hit in hits),
            spans=spans,
            detail=_detail(hits, spans, target.normalized.raw),
            latency_ms=(perf_counter() - started) * 1000,
        )

    def explain(self, result: CheckResult) -> str:
        """Render which rules matched and where, for moderators and `parry explain`.

        Args:
            result: a result this detector returned.

        Returns:
            A few lines: the outcome, the matched rules with raw snippets, and each
            rule's raw spans.
        """
        head = f"filters {result.version}"
        if result.error:
            return f"{head}: failed: {result.error}"
        if not result.flagged:
            return f"{head}: {result.detail}"
        lines = [
            f"{head}: {', '.join(result.labels)} "
            f"(severity L{int(result.severity)}, score {result.score:.2f})",
            result.detail,
        ]
        by_rule: dict[tuple[str, str], list[Span]] = {}
        for span in result.spans:
            by_rule.setdefault((span.source, span.label), []).append(span)
        for (rule, label), spans in by_rule.items():
            where = ", ".join(f"[{s.start}, {s.end})" for s in spans)
            lines.append(f"  rule {rule} ({label}): raw {where}")
        return "\n".join(lines)

    async def aclose(self) -> None:
        """Release nothing: the compiled rules are plain memory."""


def _detail(hits: Sequence[RuleHit], spans: Sequence[Span], raw: str) -> str:
    """One line naming each matched rule with what the user actually wrote."""
    snippets: dict[str, list[str]] = {}
    for span in spans:
        quoted = snippets.setdefault(span.source, [])
        text = raw[span.start : span.end]
        if len(quoted) < _SNIPPETS_PER_RULE and repr(text[:_SNIPPET_CHARS]) not in quoted:
            quoted.append(repr(text[:_SNIPPET_CHARS]))
    return "matched rule(s) " + "; ".join(
        f"{hit.rule.name}: {', '.join(snippets[hit.rule.name])}" for hit in hits
    )
