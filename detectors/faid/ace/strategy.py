"""FAID's Context-Dependent strategy at inference: the Generator with the final playbook.

Demonstrations come from ARIIHA's index (target-prioritized over the pool, the target
from the lexicon, so retrieval costs no LLM call). The judgement carries the cited bullet
ids and the playbook's version so a moderator can see which rules a verdict leaned on.
"""

from __future__ import annotations

from collections.abc import Sequence

from detectors.ariiha.engine import AriihaEngine
from detectors.ariiha.pool import Demonstration
from detectors.faid.ace.agents import AceAgents, Judgement
from detectors.faid.ace.evolve import DemoProvider
from detectors.faid.ace.playbook import Playbook


def ariiha_demos(engine: AriihaEngine, k: int | None = None) -> DemoProvider:
    """A `DemoProvider` over an ARIIHA engine: target-prioritized, lexicon target, the example itself left out."""
    by_id = {d.id: i for i, d in enumerate(engine.index.pool)}
    want = engine.k if k is None else k

    def provide(text: str, example_id: str) -> Sequence[Demonstration]:
        if want == 0:
            return ()
        target = engine.lexicon.predict(text)
        selection = engine.select("target", text, target, want + 1)
        own = by_id.get(example_id)
        picked = [i for i in selection.indices if i != own][:want]
        return [engine.index.pool[i] for i in picked]

    return provide


class ContextJudge:
    """The Generator over one playbook version.

    Args:
        agents: The ACE agents (only the Generator runs here).
        playbook: The final playbook.
        playbook_version: Shown with every verdict, e.g. "faid-context v3".
        engine: ARIIHA's engine for demonstrations; None judges without any.
    """

    def __init__(
        self, agents: AceAgents, playbook: Playbook, playbook_version: str, engine: AriihaEngine | None = None
    ) -> None:
        self.agents, self.playbook, self.playbook_version = agents, playbook, playbook_version
        self._demos = ariiha_demos(engine) if engine is not None else None

    async def judge(self, text: str) -> Judgement:
        demos = self._demos(text, "") if self._demos is not None else ()
        return await self.agents.generate(self.playbook, text, demos)
