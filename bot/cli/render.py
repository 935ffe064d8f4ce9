"""Rich renderings of verdicts and decisions for people at a terminal."""

from __future__ import annotations

from typing import Any

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from bot.policy.types import Decision
from detectors.types import Severity, Span, Verdict


def highlight(text: str, spans: tuple[Span, ...]) -> Text:
    """The raw message with evidence spans in bold red."""
    out = Text(text)
    for span in spans:
        out.stylize("bold red underline", span.start, span.end)
    return out


def verdict_json(event_id: str, verdict: Verdict, text: str) -> dict[str, Any]:
    """The machine-readable verdict `parry classify` prints, one per line."""
    return {
        "id": event_id,
        "harmful": verdict.harmful,
        "hate": verdict.hate,
        "types": list(verdict.labels),
        "severity": f"L{int(verdict.severity)}",
        "route": verdict.route,
        "scores": {k: round(v, 4) for k, v in verdict.scores.items()},
        "evidence": [
            {"start": s.start, "end": s.end, "text": text[s.start : s.end], "label": s.label, "source": s.source}
            for s in verdict.evidence
        ],
        "model_versions": verdict.model_versions,
        "llm_calls": verdict.llm_calls,
        "latency_ms": round(verdict.latency_ms, 3),
        "errors": verdict.errors,
    }


def verdict_panel(text: str, verdict: Verdict, decision: Decision | None, explanations: list[str]) -> Panel:
    severity = verdict.severity
    colour = "green" if not verdict.harmful else ("yellow" if severity <= Severity.L2 else "red")
    head = Table.grid(padding=(0, 2))
    head.add_row("harmful", f"[{colour}]{verdict.harmful}[/]")
    head.add_row("types", ", ".join(verdict.labels) or "-")
    head.add_row("severity", f"L{int(severity)}")
    head.add_row("route", verdict.route)
    if verdict.scores:
        head.add_row("scores", ", ".join(f"{k}={v:.2f}" for k, v in verdict.scores.items()))
    checks = Table("detector", "version", "flagged", "detail", "ms", box=None)
    for c in verdict.checks:
        checks.add_row(c.name, c.version, str(c.flagged), c.error or c.detail or "-", f"{c.latency_ms:.2f}")
    parts: list[Any] = [highlight(text, verdict.evidence), head, checks]
    parts += [Text(e, style="dim") for e in explanations if e]
    if decision is not None:
        parts.append(decision_text(decision))
    return Panel(Group(*parts), title="verdict", border_style=colour)


def decision_text(decision: Decision) -> Text:
    kinds = ", ".join(
        f"{a.kind}" + (f" {a.duration_s}s" if a.duration_s else "") + ("" if a.enforced else " (not enforced)")
        for a in decision.actions
    )
    out = Text(f"decision: {kinds}\n", style="bold")
    for reason in decision.reasons:
        out.append(f"  • {reason}\n")
    return out
