"""FAID's cloze templates and verbalizer, against a fake masked LM with hand-set embeddings."""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence

import numpy as np
import pytest

from detectors.faid.template import (
    BINARY_CLASSES,
    BINARY_QUESTION,
    MASK,
    ROUTER_CLASSES,
    ROUTER_DEFINITIONS,
    ROUTER_QUESTION,
    binary_prompt,
    clean_comment,
    fit_prompt,
    router_prompt,
)
from detectors.faid.verbalizer import (
    BINARY_CANDIDATES,
    ROUTER_CANDIDATES,
    EmbeddingScorer,
    Verbalizer,
    class_probs,
    is_variant,
    predict,
    refine,
)

# Hand-set 4-dim embeddings: the three router anchors are orthogonal unit vectors, so a
# word's cosine similarities to the anchors can be read off its coordinates.
EMBEDDINGS: dict[str, list[float]] = {
    "obvious": [1, 0, 0, 0],
    "specific": [0, 1, 0, 0],
    "ambiguous": [0, 0, 1, 0],
    "plain": [4, 0, 0, 3],  # 0.8 to obvious only
    "clear": [3, 0, 0, 4],  # 0.6 to obvious only
    "simple": [1, 1, 1, 0],  # 1/sqrt(3) to every anchor: std 0
    "direct": [0, 0, 0, 1],  # orthogonal to every anchor
    "political": [0, 4, 0, 3],  # 0.8 to specific
    "local": [0, 3, 0, 4],  # 0.6 to specific
    "ironically": [0, 0, 2, 1],  # 2/sqrt(5) ~ 0.894 to ambiguous
    "ironic": [0, 0, 10, 1],  # ~ 0.995 to ambiguous: beats its variant
    "vague": [0, 0, 3, 4],  # 0.6 to ambiguous
    "offensive": [1, 0, 0, 0],
    "harmless": [0, 1, 0, 0],
    "racist": [3, 0, 0, 4],
}


class FakeScorer:
    """A tiny vocabulary; words missing from it stand for multi-wordpiece words."""

    def __init__(self, logits: np.ndarray | None = None) -> None:
        self.vocab = {w: i for i, w in enumerate(EMBEDDINGS)}
        self.table = np.array(list(EMBEDDINGS.values()), dtype=np.float64)
        self.logits = logits
        self.seen: list[str] = []

    def mask_logits(self, texts: Sequence[str]) -> np.ndarray:
        assert self.logits is not None
        assert all(t.count(MASK) == 1 for t in texts)
        self.seen.extend(texts)
        return np.repeat(self.logits[None, :], len(texts), axis=0)

    def token_id(self, word: str) -> int | None:
        return self.vocab.get(word)

    def word_embedding(self, token_id: int) -> np.ndarray:
        row: np.ndarray = self.table[token_id]
        return row


CANDIDATES: dict[str, tuple[str, ...]] = {
    "shallow": ("obvious", "clear", "explicit", "plain", "simple", "direct"),
    "targeted": ("specific", "local", "political"),
    "context": ("ambiguous", "ironically", "vague", "unambiguously", "ironic"),
}


def _std(values: Sequence[float]) -> float:
    return float(np.std(np.array(values)))


# --- templates ---------------------------------------------------------------------------


def test_router_prompt_has_definitions_in_order_then_comment_then_one_mask() -> None:
    prompt = router_prompt("they should all go back where they came from", max_comment_chars=200)
    positions = [prompt.index(d) for d in ROUTER_DEFINITIONS]
    assert positions == sorted(positions)
    comment_at = prompt.index("they should all go back where they came from")
    assert comment_at > positions[-1]
    assert prompt.count(MASK) == 1
    assert prompt.endswith(ROUTER_QUESTION)
    assert ROUTER_QUESTION == "determine if this comment is [MASK]."
    assert prompt.index(MASK) > comment_at
    assert len(ROUTER_DEFINITIONS) == len(ROUTER_CLASSES) == 3
    assert ROUTER_CLASSES == ("shallow", "targeted", "context")
    assert BINARY_CLASSES == ("not_hate", "hate")


def test_definitions_are_the_papers_wording() -> None:
    assert ROUTER_DEFINITIONS == (
        "Comments with easily identifiable surface-level intents",
        "Comments with identifiable time, place, person, or event clues",
        "Comments with ambiguous meaning requiring context to reveal intent",
    )


def test_whitespace_collapses_and_truncation_cuts_at_a_word_boundary() -> None:
    assert clean_comment("  a \n\t b  c ", max_comment_chars=100) == "a b c"
    long = " ".join(f"word{i:03d}" for i in range(200))  # 7-char words
    body = clean_comment(long, max_comment_chars=50)
    assert len(body) <= 50
    assert long.startswith(body)
    assert body.split()[-1] in long.split()  # no half word
    assert body == " ".join(f"word{i:03d}" for i in range(6))  # 6*8-1 = 47 chars
    prompt = router_prompt(long, max_comment_chars=50)
    assert body in prompt and "word006" not in prompt
    assert prompt.count(MASK) == 1


def test_truncation_cuts_mid_word_when_no_space_is_near() -> None:
    assert clean_comment("x" * 100, max_comment_chars=10) == "x" * 10
    assert clean_comment("ab " + "x" * 100, max_comment_chars=10) == "ab " + "x" * 7
    assert clean_comment("anything", max_comment_chars=0) == ""
    with pytest.raises(ValueError):
        clean_comment("anything", max_comment_chars=-1)


def test_special_tokens_in_the_comment_cannot_add_a_mask() -> None:
    prompt = router_prompt("you are a [MASK] [SEP] [CLS] person", max_comment_chars=200)
    assert prompt.count(MASK) == 1
    assert "[SEP]" not in prompt and "[CLS]" not in prompt
    assert "you are a [mask] [sep] [cls] person" in prompt
    assert binary_prompt("[MASK][MASK]").count(MASK) == 1


def test_binary_prompt_puts_the_comment_first() -> None:
    prompt = binary_prompt("  have a nice   day ")
    assert prompt == f"have a nice day {BINARY_QUESTION}"
    assert prompt.endswith("This comment is [MASK].")
    assert binary_prompt("a long comment here", max_comment_chars=6) == f"a long {BINARY_QUESTION}"
    assert binary_prompt("") == BINARY_QUESTION


def _words(text: str) -> int:
    return len(text.split())


def test_fit_prompt_keeps_the_longest_comment_that_fits() -> None:
    comment = " ".join(f"w{i}" for i in range(100))
    template_words = _words(binary_prompt(""))
    fitted = fit_prompt(binary_prompt, comment, count_tokens=_words, max_tokens=template_words + 10)
    assert _words(fitted) == template_words + 10
    assert fitted.startswith("w0 w1") and "w9 " in fitted and "w10" not in fitted
    assert fitted.count(MASK) == 1
    short = fit_prompt(router_prompt, "hi there", count_tokens=_words, max_tokens=1000)
    assert short == router_prompt("hi there")
    with pytest.raises(ValueError):
        fit_prompt(router_prompt, comment, count_tokens=_words, max_tokens=5)


# --- candidate lists ---------------------------------------------------------------------


@pytest.mark.parametrize("candidates", [ROUTER_CANDIDATES, BINARY_CANDIDATES])
def test_candidate_lists_are_disjoint_sized_and_free_of_variants(candidates: dict[str, tuple[str, ...]]) -> None:
    words = [w for ws in candidates.values() for w in ws]
    assert len(words) == len(set(words))
    for ws in candidates.values():
        assert 25 <= len(ws) <= 45
        assert all(w.isalpha() and w.islower() for w in ws)
        assert not [(a, b) for a, b in itertools.combinations(ws, 2) if is_variant(a, b)]
    assert tuple(ROUTER_CANDIDATES) == ROUTER_CLASSES
    assert tuple(BINARY_CANDIDATES) == BINARY_CLASSES
    assert [ws[0] for ws in ROUTER_CANDIDATES.values()] == ["obvious", "specific", "ambiguous"]
    assert [ws[0] for ws in BINARY_CANDIDATES.values()] == ["harmless", "hateful"]


def test_is_variant() -> None:
    assert is_variant("ironic", "ironically")
    assert is_variant("hostile", "hostility")
    assert is_variant("historical", "history")
    assert not is_variant("specific", "special")
    assert not is_variant("implicit", "explicit")


# --- refine ------------------------------------------------------------------------------


def test_refine_drops_multi_wordpiece_words_and_variants() -> None:
    v = refine(CANDIDATES, FakeScorer(), n_ex=12, keep=12)
    everything = {w for ws in v.words.values() for w in ws} | set(v.stats)
    assert "explicit" not in everything and "unambiguously" not in everything
    # "ironically" is listed first but "ironic" is closer to the anchor: the variant goes.
    assert "ironic" in v.words["context"] and "ironically" not in everything
    assert v.stats["ironic"]["anchor_sim"] == pytest.approx(10 / math.sqrt(101))


def test_refine_keeps_the_top_n_ex_by_anchor_similarity() -> None:
    v = refine(CANDIDATES, FakeScorer(), n_ex=3, keep=12)
    # obvious 1.0, plain 0.8, clear 0.6 | simple 0.577, direct 0.0 fall out
    assert v.words["shallow"] == ("obvious", "plain", "clear")
    assert set(v.stats) >= {"obvious", "plain", "clear"}
    assert "simple" not in v.stats and "direct" not in v.stats
    assert v.stats["plain"]["anchor_sim"] == pytest.approx(0.8)
    assert v.stats["clear"]["anchor_sim"] == pytest.approx(0.6)


def test_std_filter_drops_a_word_equally_close_to_all_anchors() -> None:
    v = refine(CANDIDATES, FakeScorer(), n_ex=12, min_std=0.1)
    assert v.stats["simple"]["std"] == pytest.approx(0.0, abs=1e-12)
    assert v.stats["plain"]["std"] == pytest.approx(_std([0.8, 0.0, 0.0]))
    assert v.stats["obvious"]["std"] == pytest.approx(_std([1.0, 0.0, 0.0]))
    assert "simple" not in v.words["shallow"] and "direct" not in v.words["shallow"]
    assert v.words["shallow"] == ("obvious", "plain", "clear")  # anchor, then std descending
    assert v.words["targeted"] == ("specific", "political", "local")
    assert v.words["context"] == ("ambiguous", "ironic", "vague")
    assert v.anchors == {"shallow": "obvious", "targeted": "specific", "context": "ambiguous"}
    scorer = FakeScorer()
    assert v.token_ids["shallow"] == tuple(scorer.vocab[w] for w in v.words["shallow"])


def test_std_filter_without_min_std_keeps_the_top_keep_per_class() -> None:
    v = refine(CANDIDATES, FakeScorer(), n_ex=12, keep=2)
    assert v.words == {"shallow": ("obvious", "plain"), "targeted": ("specific", "political"),
                       "context": ("ambiguous", "ironic")}  # fmt: skip


def test_the_anchor_is_always_kept() -> None:
    strict = refine(CANDIDATES, FakeScorer(), min_std=10.0)
    assert strict.words == {"shallow": ("obvious",), "targeted": ("specific",), "context": ("ambiguous",)}
    assert refine(CANDIDATES, FakeScorer(), keep=1).words == strict.words


def test_anchor_falls_back_to_the_first_single_wordpiece() -> None:
    v = refine({"not_hate": ("harmless",), "hate": ("hateful", "offensive", "racist")}, FakeScorer())
    assert v.anchors == {"not_hate": "harmless", "hate": "offensive"}
    assert v.words["hate"] == ("offensive", "racist")
    assert v.stats["racist"]["std"] == pytest.approx(_std([0.0, 0.6]))


def test_refine_rejects_bad_candidates() -> None:
    with pytest.raises(ValueError, match="both"):
        refine({"a": ("obvious", "plain"), "b": ("specific", "plain")}, FakeScorer())
    with pytest.raises(ValueError, match="single wordpiece"):
        refine({"a": ("obvious",), "b": ("explicit", "unambiguously")}, FakeScorer())
    with pytest.raises(ValueError):
        refine(CANDIDATES, FakeScorer(), n_ex=0)


# --- class probabilities -----------------------------------------------------------------


def _two_class() -> Verbalizer:
    return Verbalizer(
        classes=("a", "b"),
        words={"a": ("w0", "w1"), "b": ("w2", "w3")},
        token_ids={"a": (0, 1), "b": (2, 3)},
        stats={},
    )


def test_class_probs_average_the_label_word_probabilities() -> None:
    probs = np.array([[0.1, 0.2, 0.3, 0.1, 0.2, 0.1], [0.4, 0.2, 0.1, 0.1, 0.1, 0.1]])
    logits = np.log(probs) + 5.0  # the softmax ignores the shift
    mean, normalised = class_probs(logits, _two_class())
    assert mean == pytest.approx(np.array([[0.15, 0.2], [0.3, 0.1]]))
    assert normalised == pytest.approx(np.array([[3 / 7, 4 / 7], [0.75, 0.25]]))
    assert predict(logits, _two_class()) == ["b", "a"]
    with pytest.raises(ValueError):
        class_probs(logits[0], _two_class())
    with pytest.raises(ValueError):
        class_probs(logits[:, :3], _two_class())


def test_router_end_to_end_on_the_fake_scorer() -> None:
    logits = np.zeros(len(EMBEDDINGS))
    scorer = FakeScorer(logits)
    v = refine(CANDIDATES, scorer, min_std=0.1)
    logits[scorer.vocab["ironic"]] = 3.0  # one context word stands out
    prompts = [router_prompt(c, max_comment_chars=100) for c in ("oh sure, *very* welcoming", "second")]
    out = scorer.mask_logits(prompts)
    assert predict(out, v) == ["context", "context"]
    _, normalised = class_probs(out, v)
    assert normalised.sum(axis=1) == pytest.approx([1.0, 1.0])
    assert len(scorer.seen) == 2


# --- serialisation -----------------------------------------------------------------------


def test_json_round_trip_and_vocabulary_check() -> None:
    scorer = FakeScorer()
    v = refine(CANDIDATES, scorer, min_std=0.1)
    again = Verbalizer.from_json(v.to_json())
    assert again == v
    assert again.to_json() == v.to_json()
    again.check(scorer)
    scorer.vocab["plain"] = 99
    with pytest.raises(ValueError, match="plain"):
        again.check(scorer)
    with pytest.raises(ValueError):
        Verbalizer.from_json('{"format": 0}')


def test_fake_scorer_satisfies_the_protocol() -> None:
    scorer: EmbeddingScorer = FakeScorer()
    assert scorer.token_id("obvious") == 0
