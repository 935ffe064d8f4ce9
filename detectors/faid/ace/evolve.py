"""The offline ACE loop that evolves the Context-Dependent playbook on labelled messages.

Per batch of the sample:

1. The Generator judges every message with the current playbook.
2. Counters: bullets cited in a correct answer are tagged helpful directly; every wrong
   answer goes to the Reflector, whose tags update the counters and whose proposals are
   collected. (Reflecting on correct answers too, as ACE can, would double the calls for
   little: their only lesson is "the cited bullets helped".)
3. If the batch had errors: the Integrator merges the proposals, the code guards
   (`guards.screen`) and then the Inspector filter them, and the candidate playbook
   re-predicts the same batch. The candidate is accepted when it gets more of the batch
   right than the current playbook; otherwise its errors go back to the Reflector and the
   round repeats, up to `max_rounds`.

Each accepted candidate is handed to `on_accept` (the CLI stores it as a new version).
LLM failures never raise: an example the Generator could not answer is left out of that
batch's score; a failed Integrator or Inspector call ends the batch's rounds.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from detectors.ariiha.pool import Demonstration, Label
from detectors.faid.ace.agents import MAX_PROPOSALS, AceAgents, EditProposal, Judgement, ReflectorAnswer
from detectors.faid.ace.guards import Refusal, screen
from detectors.faid.ace.playbook import Edit, Playbook, PlaybookError, Tag
from detectors.llm import LLMCall

DemoProvider = Callable[[str, str], Sequence[Demonstration]]
"""(text, example id) -> demonstrations for the Generator, never the example itself."""


@dataclass(frozen=True, slots=True)
class Example:
    id: str
    text: str
    label: Label


@dataclass
class BatchReport:
    """What happened to one batch."""

    epoch: int
    batch: int
    size: int
    answered: int
    correct_before: int
    correct_after: int
    rounds: int = 0
    accepted: bool = False
    edits: list[Edit] = field(default_factory=list)  # the accepted candidate's edits (empty if none)
    refused: list[Refusal] = field(default_factory=list)
    inspector_rejected: list[tuple[Edit, str]] = field(default_factory=list)
    stopped: str = ""  # why the rounds ended without an accepted candidate


@dataclass
class EvolveResult:
    playbook: Playbook
    batches: list[BatchReport]
    calls: list[LLMCall]

    @property
    def accepted(self) -> int:
        return sum(b.accepted for b in self.batches)


def _score(examples: Sequence[Example], judgements: Sequence[Judgement]) -> tuple[int, int]:
    answered = [(e, j) for e, j in zip(examples, judgements, strict=True) if j.label is not None]
    return len(answered), sum(1 for e, j in answered if j.label == e.label)


def _summary(examples: Sequence[Example], judgements: Sequence[Judgement]) -> str:
    answered, correct = _score(examples, judgements)
    hate = sum(1 for e in examples if e.label == "hate")
    return (
        f"{len(examples)} labelled messages ({hate} hate, {len(examples) - hate} not hate); "
        f"the current playbook got {correct} of {answered} answered right"
    )


class Evolver:
    """Runs the loop for one agent set; see the module docstring."""

    def __init__(
        self,
        agents: AceAgents,
        *,
        demos: DemoProvider | None = None,
        batch_size: int = 8,
        max_rounds: int = 3,
        on_accept: Callable[[Playbook, dict[str, Any]], Awaitable[None]] | None = None,
        on_batch: Callable[[BatchReport], None] | None = None,
    ) -> None:
        if batch_size < 1 or max_rounds < 1:
            raise ValueError(f"need batch_size >= 1 and max_rounds >= 1, got {batch_size}, {max_rounds}")
        self.agents = agents
        self.demos = demos
        self.batch_size = batch_size
        self.max_rounds = max_rounds
        self.on_accept = on_accept
        self.on_batch = on_batch
        self.calls: list[LLMCall] = []

    async def _judge(self, playbook: Playbook, batch: Sequence[Example]) -> list[Judgement]:
        items = [(e.text, self.demos(e.text, e.id) if self.demos else ()) for e in batch]
        judgements = await self.agents.generate_many(playbook, items)
        self.calls += [j.result.call for j in judgements]
        return judgements

    async def _reflect(
        self, playbook: Playbook, batch: Sequence[Example], judgements: Sequence[Judgement]
    ) -> tuple[list[tuple[str, Tag]], list[EditProposal]]:
        tags: list[tuple[str, Tag]] = []
        proposals: list[EditProposal] = []
        wrong = [(e, j) for e, j in zip(batch, judgements, strict=True) if j.label is not None and j.label != e.label]
        for e, j in zip(batch, judgements, strict=True):
            if j.label is not None and j.label == e.label:
                tags += [(i, "helpful") for i in j.bullet_ids]
        for e, j in wrong:
            result = await self.agents.reflect(playbook, e.text, e.label, j)
            self.calls.append(result.call)
            answer: ReflectorAnswer | None = result.value
            if answer is None:
                continue
            tags += [(t.id, t.tag) for t in answer.bullet_tags if t.id in j.bullet_ids]
            proposals += answer.edits[:MAX_PROPOSALS]
        return tags, proposals

    async def _filter(
        self, playbook: Playbook, edits: list[Edit], batch: Sequence[Example], summary: str, report: BatchReport
    ) -> list[Edit]:
        kept, refused = screen(playbook, edits, [e.text for e in batch])
        report.refused += refused
        if not kept:
            return []
        result = await self.agents.inspect(playbook, kept, summary)
        self.calls.append(result.call)
        if result.value is None:
            report.stopped = f"inspector gave no usable answer ({result.call.outcome})"
            return []
        verdicts = {v.edit: v for v in result.value.verdicts}
        accepted = []
        for n, edit in enumerate(kept, start=1):
            verdict = verdicts.get(n)
            if verdict is not None and verdict.accept:
                accepted.append(edit)
            else:
                report.inspector_rejected.append((edit, verdict.reason if verdict else "no verdict (not accepted)"))
        return accepted

    async def _batch(
        self, playbook: Playbook, batch: Sequence[Example], epoch: int, number: int
    ) -> tuple[Playbook, BatchReport]:
        judgements = await self._judge(playbook, batch)
        answered, correct = _score(batch, judgements)
        report = BatchReport(epoch, number, len(batch), answered, correct, correct)
        tags, proposals = await self._reflect(playbook, batch, judgements)
        playbook = playbook.with_tags(tags)
        if correct == answered:
            report.stopped = "no errors" if answered else "no answers"
            return playbook, report
        base = playbook  # what this round edits: the playbook, then the last failed candidate
        while report.rounds < self.max_rounds:
            report.rounds += 1
            if not proposals:
                report.stopped = "no edits proposed"
                break
            merged = await self.agents.integrate(base, proposals)
            self.calls.append(merged.call)
            if merged.value is None:
                report.stopped = f"integrator gave no usable answer ({merged.call.outcome})"
                break
            edits = [p.to_edit() for p in merged.value.edits[: self.agents.max_edits]]
            edits = await self._filter(base, edits, batch, _summary(batch, judgements), report)
            if not edits:
                report.stopped = report.stopped or "every edit was refused"
                break
            try:
                candidate = base.apply(edits)
            except PlaybookError as exc:  # the Inspector kept an edit that needs one it refused
                report.stopped = f"the accepted edits do not apply together: {exc}"
                break
            report.edits += edits
            retry = await self._judge(candidate, batch)
            _, correct_new = _score(batch, retry)
            if correct_new > correct:
                report.accepted, report.correct_after, report.stopped = True, correct_new, ""
                if self.on_accept is not None:
                    note = {"epoch": epoch, "batch": number, "correct": [correct, correct_new]}
                    await self.on_accept(candidate, note)
                return candidate, report
            # Loop back to the Reflector on what the candidate still gets wrong, and refine it.
            base = candidate
            _, proposals = await self._reflect(candidate, batch, retry)
        else:
            report.stopped = f"no candidate beat the playbook in {self.max_rounds} rounds"
        report.edits = []  # none of them landed
        return playbook, report

    async def run(self, playbook: Playbook, examples: Sequence[Example], *, epochs: int = 1) -> EvolveResult:
        """Evolve `playbook` over `examples` (in order, `batch_size` at a time) for `epochs` passes."""
        if epochs < 1:
            raise ValueError(f"epochs must be >= 1, got {epochs}")
        reports: list[BatchReport] = []
        for epoch in range(1, epochs + 1):
            for number, start in enumerate(range(0, len(examples), self.batch_size), start=1):
                playbook, report = await self._batch(playbook, examples[start : start + self.batch_size], epoch, number)
                reports.append(report)
                if self.on_batch is not None:
                    self.on_batch(report)
        return EvolveResult(playbook, reports, list(self.calls))


async def accuracy(
    agents: AceAgents, playbook: Playbook, examples: Sequence[Example], demos: DemoProvider | None = None
) -> tuple[dict[str, Any], list[LLMCall]]:
    """The Generator's accuracy with `playbook` on `examples`: answered, correct, accuracy, failed."""
    items = [(e.text, demos(e.text, e.id) if demos else ()) for e in examples]
    judgements = await agents.generate_many(playbook, items)
    answered, correct = _score(examples, judgements)
    return (
        {
            "n": len(examples),
            "answered": answered,
            "correct": correct,
            "accuracy": correct / answered if answered else 0.0,
            "failed": len(examples) - answered,
        },
        [j.result.call for j in judgements],
    )
