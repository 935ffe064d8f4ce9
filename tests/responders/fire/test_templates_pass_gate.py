"""Every shipped template reply passes the gate's own detectors, so no template is thrown away as harmful.

The gate shows each draft alone to Parry's detectors (BRACE and the filter rules, built from the
shipped config.toml), one draft per call as `SafetyGate.review` does: int8 scores move a little
with batch padding, so batching here could pass a draft the gate rejects. Each template is filled
for every target it applies to, with and without the author's name, since both can be posted.
A failure names the (template id, target, detector) triples; reword those templates in
data/fire/replies.toml in plainer, calmer terms (never odd spellings or padding).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.config import load_config
from bot.runtime.counterspeech import GATE_DETECTORS, gate_checks
from detectors.registry import build_detectors
from responders.fire.exemplars import ReplyLibrary, fill
from responders.fire.gate import DraftCheck
from responders.fire.types import TARGETS

ROOT = Path(__file__).resolve().parents[3]
NAMES = ("Sam", None)


@pytest.fixture(scope="module")
def checks() -> list[DraftCheck]:
    detectors = load_config(ROOT / "config.toml").detectors
    configs = {key: getattr(detectors, key) for key in GATE_DETECTORS}
    # The CPU provider, as the other shipped-model tests use: CUDA int8 scores may differ slightly.
    configs["brace"] = configs["brace"].model_copy(
        update={"model_dir": str(ROOT / "models" / "brace"), "providers": ("CPUExecutionProvider",)}
    )
    built = gate_checks(build_detectors(configs))
    assert [c.name for c in built] == ["filters", "brace"], "the shipped gate should run the filters and BRACE"
    return built


def drafts() -> list[tuple[str, str, str]]:
    """(template id, target, text) for every enabled shipped template, each distinct text once."""
    out: list[tuple[str, str, str]] = []
    for t in ReplyLibrary.load().templates:
        if not t.enabled:
            continue
        for target in (t.target,) if t.target else TARGETS:
            for text in dict.fromkeys(fill(t, target=target, name=name) for name in NAMES):
                out.append((t.id, target, text))
    return out


async def test_every_shipped_template_passes_the_gate_detectors(checks: list[DraftCheck]) -> None:
    flagged: set[tuple[str, str, str]] = set()
    details: list[str] = []
    for template_id, target, text in drafts():
        for check in checks:
            (outcome,) = await check.check([text])
            if outcome.flagged:
                flagged.add((template_id, target, check.name))
                details.append(f"{template_id} [{target}] {check.name} {outcome.score:.2f} {outcome.detail}: {text}")
    assert sorted(flagged) == [], "\n".join(details)


def test_the_drafts_cover_every_template_target_and_name_form() -> None:
    items = drafts()
    library = ReplyLibrary.load()
    assert {i for i, _, _ in items} == {t.id for t in library.templates if t.enabled}
    named = next(t for t in library.templates if t.enabled and t.text_without_name and t.target is None)
    texts = {text for i, _, text in items if i == named.id}
    assert len(texts) == 2 * len(TARGETS)  # with and without the name, for every target
