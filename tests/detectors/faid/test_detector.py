"""FaidDetector on tiny exported models and a scripted LLM: every route, every fallback, and the pipeline.

The router is prompt-tuned on three planted words so that routing is learnt, not mocked;
the test then picks, for each route, a message the exported router really sends there.
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import orjson
import pytest

from bot.config import load_config
from bot.runtime.builder import Runtime
from bot.runtime.pipeline import Outcome
from detectors.context import DetectorContext
from detectors.faid.ace.agents import GENERATOR_SYSTEM
from detectors.faid.config import FaidConfig
from detectors.faid.explain import EXPLAIN_SYSTEM
from detectors.faid.scorer import FaidModelError
from detectors.faid.template import BINARY_CLASSES, ROUTER_CLASSES, binary_prompt, router_prompt, targeted_prompt
from detectors.llm import LLMClient, LLMConfig
from detectors.llm.fake_server import FakeOpenAIServer, FakeReply, user_content
from detectors.paths import REPO_ROOT
from detectors.registry import build_detectors
from tests.factories import make_message, make_window

pytest.importorskip("torch")
pytest.importorskip("onnxruntime")

from detectors.faid import prompt_tuning as pt
from detectors.faid.detector import FaidDetector
from detectors.faid.ptuning import targeted_scorer_factory
from detectors.faid.verbalizer import BINARY_CANDIDATES, ROUTER_CANDIDATES

PLANTED = {"shallow": "apple", "targeted": "river", "context": "cloud"}
FILLERS = ("the match last night", "my brother and the new game", "our weekend plans", "the long bus ride home",
           "this song on the radio", "a quiet evening", "that funny video", "the school trip")  # fmt: skip
ROUTER_DATA = [(f"{f} {w} {w}", c) for f in FILLERS for c, w in PLANTED.items()]
BINARY_DATA = [(f"{f} {w}", "hate" if w == "vermin" else "not_hate") for f in FILLERS for w in ("vermin", "tulips")]


@pytest.fixture(scope="module")
def models(mlm_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Router, Shallow and Targeted, each tuned on the tiny MLM and exported."""
    root = tmp_path_factory.mktemp("faid-models")
    out: dict[str, Path] = {}
    router_words = pt.refine_verbalizer(mlm_dir, ROUTER_CANDIDATES, n_ex=6, keep=4)
    binary_words = pt.refine_verbalizer(mlm_dir, BINARY_CANDIDATES, n_ex=6, keep=4)
    common: dict[str, Any] = {"lr": 1e-2, "batch_size": 8, "seed": 13, "threads": 1, "max_length": 96}
    router = pt.tune(mlm_dir, ROUTER_DATA, ROUTER_CLASSES, router_prompt, router_words, out_dir=root / "router-run",
                     epochs=30, **common)  # fmt: skip
    out["router"] = pt.export_router(router.out_dir, root / "router", parity_texts=[t for t, _ in ROUTER_DATA],
                                     threads=1).out_dir  # fmt: skip
    shallow = pt.tune(mlm_dir, BINARY_DATA, BINARY_CLASSES, binary_prompt, binary_words, out_dir=root / "sh-run",
                      epochs=2, **common)  # fmt: skip
    out["shallow"] = pt.export_binary("faid-shallow", shallow.out_dir, root / "shallow", held=BINARY_DATA,
                                      threads=1).out_dir  # fmt: skip
    targeted = pt.tune(mlm_dir, BINARY_DATA, BINARY_CLASSES, targeted_prompt, binary_words,
                       out_dir=root / "tg-run", epochs=2, make_scorer=targeted_scorer_factory(), **common)  # fmt: skip
    out["targeted"] = pt.export_binary("faid-targeted", targeted.out_dir, root / "targeted", held=BINARY_DATA,
                                       threads=1).out_dir  # fmt: skip
    return out


def faid_config(models: dict[str, Path], **fields: Any) -> FaidConfig:
    dirs = {f"{kind}_dir": str(path) for kind, path in models.items()}
    return FaidConfig(**({"enabled": True} | dirs | fields))


@pytest.fixture(scope="module")
def by_route(models: dict[str, Path]) -> dict[str, str]:
    """One training message per route that the exported router sends there."""
    detector = FaidDetector(faid_config(models), DetectorContext.offline())
    texts = [t for t, _ in ROUTER_DATA]
    picked: dict[str, str] = {}
    for text, route in zip(texts, detector._route(texts), strict=True):
        picked.setdefault(route, text)
    assert set(picked) == set(ROUTER_CLASSES), f"the tiny router learnt only {sorted(picked)}"
    return picked


class Llm:
    def __init__(self) -> None:
        self.purposes: list[str] = []

    def __call__(self, body: dict[str, Any]) -> FakeReply:
        system = body["messages"][0]["content"]
        if EXPLAIN_SYSTEM in system:
            self.purposes.append("explain")
            return FakeReply(orjson.dumps({"references": ["river"], "explanation": "A river is a stream."}).decode())
        assert GENERATOR_SYSTEM in system
        self.purposes.append("generator")
        assert "[ctx-003]" in re.sub(r"\s+", " ", user_content(body))
        reply = {"label": "hate", "reasoning": "the cloud metaphor", "bullet_ids": ["ctx-003", "zzz-9"]}
        return FakeReply(orjson.dumps(reply).decode())


@pytest.fixture
async def llm() -> AsyncIterator[tuple[LLMClient, Llm]]:
    script = Llm()
    async with FakeOpenAIServer(script) as server:
        client = LLMClient(LLMConfig(base_url=server.base_url, model="fake-model", max_retries=0, backoff_s=0.0,
                                     deadline_s=10.0))  # fmt: skip
        yield client, script
        await client.aclose()


async def test_each_route_is_handled_by_its_strategy(
    models: dict[str, Path], by_route: dict[str, str], llm: tuple[LLMClient, Llm]
) -> None:
    client, script = llm
    detector = FaidDetector(faid_config(models), DetectorContext(llm=client))
    order = ["shallow", "targeted", "context"]
    shallow, targeted, context, empty = await detector.detect(
        [make_window(by_route[r]) for r in order] + [make_window("   ")]
    )
    assert shallow.route == "faid:shallow" and shallow.llm_calls == 0 and 0.0 <= shallow.score <= 1.0
    assert targeted.route == "faid:targeted" and targeted.llm_calls == 1 and "explained references: river" in (
        targeted.detail
    )
    assert context.route == "faid:context" and context.flagged and context.labels == ("hate",)
    assert "cited bullets ctx-003" in context.detail and "zzz-9" not in context.detail
    assert "playbook faid-context@" in context.detail and context.llm[0].purpose == "faid.ace.generator"
    assert empty.route == "faid:skipped" and not empty.flagged
    assert sorted(script.purposes) == ["explain", "generator"]
    assert "playbook faid-context@" in detector.version
    # FIRE's gate reads Shallow alone, on any text, with no router and no LLM call.
    calls = len(script.purposes)
    # (padding in a batch of two moves the int8 scores in the fourth decimal)
    first, second = await detector.shallow_hate([by_route["shallow"], by_route["context"]])
    assert first == pytest.approx(shallow.score, abs=1e-3) and 0.0 <= second <= 1.0
    assert len(script.purposes) == calls and detector.shallow_min_score == detector.config.min_score


async def test_without_an_llm_targeted_reads_the_raw_message_and_context_falls_back(
    models: dict[str, Path], by_route: dict[str, str]
) -> None:
    detector = FaidDetector(faid_config(models), DetectorContext.offline())
    targeted, context = await detector.detect([make_window(by_route["targeted"]), make_window(by_route["context"])])
    assert targeted.route == "faid:targeted-raw" and "no LLM configured" in targeted.detail and targeted.error is None
    assert context.route == "faid:context->targeted" and "no Generator answer (unavailable" in context.detail
    assert context.llm_calls == 1 and context.llm[0].outcome == "unavailable"
    off = FaidDetector(faid_config(models, explain=False), DetectorContext.offline())
    (result,) = await off.detect([make_window(by_route["targeted"])])
    assert "explanations off" in result.detail


async def test_with_an_escalation_band_costly_routes_keep_shallows_sure_verdict(
    models: dict[str, Path], by_route: dict[str, str], llm: tuple[LLMClient, Llm]
) -> None:
    client, script = llm
    windows = [make_window(by_route[r]) for r in ("shallow", "targeted", "context")]
    shallow_scores = await FaidDetector(faid_config(models), DetectorContext.offline()).shallow_hate(
        [w.target.message.text for w in windows]
    )
    # A band narrower than any score's distance from min_score: nothing escalates, no LLM call.
    narrow = min(abs(p - 0.5) for p in shallow_scores) / 2
    kept = await FaidDetector(faid_config(models, escalate_band=narrow), DetectorContext(llm=client)).detect(windows)
    assert [r.route for r in kept] == ["faid:shallow", "faid:shallow-sure", "faid:shallow-sure"]
    assert script.purposes == [] and all(r.llm_calls == 0 for r in kept)
    assert [r.score for r in kept] == pytest.approx(shallow_scores, abs=5e-3)
    assert kept[1].detail.startswith("routed targeted;") and "Shallow is sure" in kept[1].detail
    assert kept[2].detail.startswith("routed context;")
    # The widest band escalates everything, as no band does.
    wide = await FaidDetector(faid_config(models, escalate_band=1.0), DetectorContext(llm=client)).detect(windows)
    assert [r.route for r in wide] == ["faid:shallow", "faid:targeted", "faid:context"]
    assert sorted(script.purposes) == ["explain", "generator"]


def test_a_missing_model_names_the_file_and_how_to_build_it(models: dict[str, Path], tmp_path: Path) -> None:
    with pytest.raises(FaidModelError, match=r"model_card\.json: not found.*router model: `parry train faid-router"):
        FaidDetector(faid_config(models, router_dir=str(tmp_path)), DetectorContext.offline())
    with pytest.raises(FaidModelError, match=r"not \('shallow', 'targeted', 'context'\).*faid-router"):
        FaidDetector(faid_config(models, router_dir=str(models["shallow"])), DetectorContext.offline())


def test_the_registry_builds_faid_only_when_enabled(models: dict[str, Path]) -> None:
    assert build_detectors({"faid": FaidConfig()}) == []
    (detector,) = build_detectors({"faid": faid_config(models)})
    assert isinstance(detector, FaidDetector)


async def test_in_the_pipeline_messages_take_each_route(
    models: dict[str, Path], by_route: dict[str, str], tmp_path: Path
) -> None:
    base = load_config(REPO_ROOT / "config.toml")
    outcomes: list[Outcome] = []
    async with FakeOpenAIServer(Llm()) as server:
        llm = LLMConfig(base_url=server.base_url, model="fake-model", max_retries=0, deadline_s=10)
        brace_off = base.detectors.brace.model_copy(update={"enabled": False})
        detectors = base.detectors.model_copy(update={"faid": faid_config(models), "brace": brace_off})
        url = f"sqlite+aiosqlite:///{tmp_path / 'p.db'}"
        storage = base.storage.model_copy(update={"url": url, "spill_dir": tmp_path / "spill"})
        config = base.model_copy(update={"llm": llm, "detectors": detectors, "storage": storage})
        runtime = await Runtime.build(config, on_outcome=outcomes.append)
        for route in ("shallow", "targeted", "context"):
            await runtime.pipeline.submit(make_message(by_route[route], channel_id=route))
        await runtime.aclose()
    routes = {o.message.text: next(c.route for c in o.verdict.checks if c.name == "faid") for o in outcomes}
    assert routes == {by_route[r]: f"faid:{r}" for r in ("shallow", "targeted", "context")}
    context = next(o for o in outcomes if o.message.text == by_route["context"])
    assert context.verdict.hate and context.verdict.llm_calls == 1
    from storage import AuditStore

    store = await AuditStore.open(config.storage)
    try:  # Targeted's self-training pool is the audit trail itself
        assert [t for _, t in await store.routed_texts("faid", ["faid:targeted"])] == [by_route["targeted"]]
    finally:
        await store.aclose()


def test_eval_faid_prints_routes_ablation_and_costs(models: dict[str, Path], tmp_path: Path) -> None:
    import json

    from typer.testing import CliRunner

    from bot.cli import app, common
    from tests.factories import write_ihc
    from tests.threaded_fake_llm import fake_server

    ihc = write_ihc(tmp_path / "ihc", per_class=20)
    dirs = "\n".join(f'{kind}_dir = "{path}"' for kind, path in models.items())

    row = {"row": "plain fine-tuned classifier", "n": 12, "sample": 0, "sample_seed": 0, "accuracy": 0.5,
           "macro_f1": 0.4, "over_sensitivity": 0.1, "per_class": {"hate": {"precision": 0.5, "recall": 0.6}}}
    baseline = tmp_path / "baseline.json"
    baseline.write_text(json.dumps({"test": row}))

    def run(base_url: str | None, out: Path) -> dict[str, Any]:
        llm = f'base_url = "{base_url}"\nmodel = "fake-model"\n' if base_url else ""
        config = tmp_path / "config.toml"
        config.write_text(f"[llm]\n{llm}max_retries = 0\n[detectors.faid]\nenabled = true\n{dirs}\n")
        common.console.width = 200
        result = CliRunner().invoke(app, ["eval", "faid", "-c", str(config), "--path", str(ihc), "--sample", "0",
                                          "--out", str(out), "--baseline", str(baseline)],
                                    catch_exceptions=False)  # fmt: skip
        assert "plain fine-tuned classifier" in result.output
        assert result.exit_code == 0, result.output
        assert "Table IV" in result.output and "LLM calls per message" in result.output
        [path] = out.glob("results-ihc-*.json")
        return dict(json.loads(path.read_text()))

    with fake_server(Llm()) as server:
        report = run(server.base_url, tmp_path / "with-llm")
    assert report["n"] == 12 and abs(sum(report["route_share"].values()) - 1) < 1e-9
    assert sum(cell["n"] for cell in report["ablation"].values()) == 12
    share = report["route_share"]
    assert report["llm_calls_per_message"] == pytest.approx(share["targeted"] + share["context"])
    assert [r["row"] for r in report["rows"]][:2] == ["FAID (routed)", "FAID, LLM paths disabled"]
    assert report["rows"][-1]["row"] == "plain fine-tuned classifier"
    # The band sweep: no band is the routed FAID row; narrower bands send fewer messages to the LLM.
    none, *bands = report["escalation"]
    assert report["escalate_band"] is None and none["band"] is None and [b["band"] for b in bands] == [0.45, 0.4,
                                                                                                      0.3, 0.2, 0.1]
    assert none["macro_f1"] == report["rows"][0]["macro_f1"] and none["macro_f1_no_llm"] == report["rows"][1][
        "macro_f1"]
    assert none["llm_path_share"] == pytest.approx(share["targeted"] + share["context"])
    assert none["llm_calls_per_message"] == report["llm_calls_per_message"]
    shares = [e["llm_path_share"] for e in report["escalation"]]
    assert shares == sorted(shares, reverse=True)
    offline = run(None, tmp_path / "no-llm")
    assert offline["llm_calls_per_message"] == 0 and offline["llm"] is None
    assert offline["fallbacks"] == round(12 * (share["targeted"] + share["context"]))
    assert all(e["llm_calls_per_message"] == 0 for e in offline["escalation"])
    # Settings are chosen on dev: the same report on the dev split, without a test-split baseline.
    runner = CliRunner()
    args = ["eval", "faid", "-c", str(tmp_path / "config.toml"), "--path", str(ihc), "--sample", "0"]
    dev = runner.invoke(app, [*args, "--split", "dev", "--out", str(tmp_path / "dev")], catch_exceptions=False)
    assert dev.exit_code == 0, dev.output
    assert "FAID on IHC dev (n=12)" in dev.output and "escalation" in dev.output
    [path] = (tmp_path / "dev").glob("results-ihc-dev-*.json")
    assert json.loads(path.read_text())["split"].startswith("dev ")
    refused = runner.invoke(app, [*args, "--split", "dev", "--baseline", str(baseline)])
    assert refused.exit_code != 0 and "scored on the test split" in " ".join(refused.output.split())
    bad = runner.invoke(app, [*args, "--split", "train"])
    assert bad.exit_code != 0 and "--split must be dev or test" in " ".join(bad.output.split())


async def test_a_failing_model_costs_the_batch_its_faid_checks_not_an_exception(
    models: dict[str, Path], by_route: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    detector = FaidDetector(faid_config(models), DetectorContext.offline())

    def broken(prompts: Any) -> Any:
        raise RuntimeError("onnxruntime: session crashed")

    monkeypatch.setattr(detector.shallow.scorer, "mask_logits", broken)
    failed, empty = await detector.detect([make_window(by_route["shallow"]), make_window("")])
    assert failed.error == "RuntimeError: onnxruntime: session crashed" and not failed.flagged
    assert empty.route == "faid:skipped" and empty.error is None


@pytest.mark.parametrize(
    ("dataset", "says"),
    [("toxicn", "English encoder"), ("coldataset", "English encoder"), ("sbic", "must be one of ihc")],
)
def test_eval_faid_refuses_a_data_set_it_cannot_read(dataset: str, says: str) -> None:
    from typer.testing import CliRunner

    from bot.cli import app

    result = CliRunner().invoke(app, ["eval", "faid", "--dataset", dataset])
    assert result.exit_code != 0
    assert says in " ".join(result.output.split())
