"""A scripted LLM for ACE's four agents, shared by the loop tests and the CLI test.

The Generator answers "hate" when the message holds one of `CUES` and some playbook
bullet mentions that cue (citing those bullets), else "not_hate" (citing crit-002 and a
made-up id). So a playbook learns to catch a cue exactly when an accepted edit names it.
The Reflector proposes, for a missed hate message, a heuristic naming the cue it holds
(or, while `decoys` remain, a useless one first); the Integrator passes the proposals
through; the Inspector accepts everything unless `reject` is set.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

import orjson

from detectors.faid.ace.agents import GENERATOR_SYSTEM, INSPECTOR_SYSTEM, INTEGRATOR_SYSTEM, REFLECTOR_SYSTEM
from detectors.llm.fake_server import FakeReply, user_content

CUES = ("swarm", "vermin", "invaders")


def block(user: str, name: str) -> str:
    match = re.search(rf"<<<{name} id=(\w+)>>>\n(.*?)\n<<<END {name} id=\1>>>", user, re.S)
    assert match is not None, f"no {name} block in the prompt"
    return match.group(2)


class AceOracle:
    def __init__(self) -> None:
        self.calls: Counter[str] = Counter()
        self.reject = False
        self.decoys = 0  # useless proposals the Reflector makes before the useful one
        self.generator_status = 200
        self.inspected: list[str] = []
        self.quote = False  # the Generator's reasoning quotes the bullet it cites, word for word
        self.modify_new = False  # the Reflector also proposes to modify the bullet its add creates
        self.accept_only: set[int] | None = None  # the Inspector accepts only these edit numbers

    def __call__(self, body: dict[str, Any]) -> FakeReply:
        system = body["messages"][0]["content"]
        user = user_content(body)
        if GENERATOR_SYSTEM in system:
            self.calls["generator"] += 1
            if self.generator_status != 200:
                return FakeReply(status=self.generator_status)
            return self._json(self._generate(user))
        if REFLECTOR_SYSTEM in system:
            self.calls["reflector"] += 1
            return self._json(self._reflect(user))
        if INTEGRATOR_SYSTEM.split("{")[0] in system:
            self.calls["integrator"] += 1
            return self._json({"edits": self._proposals(block(user, "PROPOSALS"))})
        assert INSPECTOR_SYSTEM in system
        self.calls["inspector"] += 1
        listed = block(user, "EDITS")
        self.inspected.append(listed)
        n = len([line for line in listed.splitlines() if re.match(r"^\d+\. ", line)])
        accept = {i: not self.reject if self.accept_only is None else i in self.accept_only for i in range(1, n + 1)}
        verdicts = [{"edit": i, "accept": ok, "reason": "general" if ok else "overfits"} for i, ok in accept.items()]
        return self._json({"verdicts": verdicts})

    @staticmethod
    def _json(value: dict[str, Any]) -> FakeReply:
        return FakeReply(orjson.dumps(value).decode())

    def _generate(self, user: str) -> dict[str, Any]:
        message = block(user, "MESSAGE")
        playbook = block(user, "PLAYBOOK")
        for cue in CUES:
            cited = re.findall(rf"^\[([a-z]+-\d+)\][^\n]*\b{cue}\b", playbook, re.M)
            if cue in message and cited:
                return {"label": "hate", "reasoning": f"the {cue} framing targets a group", "bullet_ids": cited}
        reasoning = "no group is demeaned"
        if self.quote:
            quoted = re.search(r"^\[crit-002\] (.*?) \(helpful", playbook, re.M)
            assert quoted is not None
            reasoning = f'as the playbook says, "{quoted.group(1)}"'
        return {"label": "not_hate", "reasoning": reasoning, "bullet_ids": ["crit-002", "ctx-999"]}

    def _reflect(self, user: str) -> dict[str, Any]:
        message = block(user, "MESSAGE")
        gold = re.search(r"Correct label: (\w+)", user)
        assert gold is not None
        cited = re.search(r"Generator's cited bullets: (.*)", user)
        ids = [] if cited is None or cited.group(1) == "none" else cited.group(1).split(", ")
        tags = [{"id": i, "tag": "harmful"} for i in ids]
        cue = next((c for c in CUES if c in message), None)
        if gold.group(1) != "hate" or cue is None:
            return {"diagnosis": "no lesson", "bullet_tags": tags, "edits": []}
        if self.decoys > 0:
            self.decoys -= 1
            text = "Weather talk is rarely about a group of people."
        else:
            text = f"Calling people a {cue} frames them as a mass threat; read it as dehumanising."
        edits = [{"op": "add", "section": "heuristics", "text": text, "reason": "missed the framing"}]
        if self.modify_new:
            edits.append({"op": "modify", "bullet_id": "ctx-007", "text": text + " Always.", "reason": "sharper"})
        return {"diagnosis": f"missed the {cue} metaphor", "bullet_tags": tags, "edits": edits}

    @staticmethod
    def _proposals(listed: str) -> list[dict[str, Any]]:
        edits: list[dict[str, Any]] = []
        for line in listed.splitlines():
            match = re.match(r"^\d+\. (add|modify) ([\w-]+): (.*?)(?: \(reason: .*\))?$", line)
            if match and all(e["text"] != match.group(3) for e in edits):
                op, where, text = match.groups()
                key = "section" if op == "add" else "bullet_id"
                edits.append({"op": op, key: where, "text": text, "reason": "merged"})
        return edits
