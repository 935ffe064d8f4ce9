"""BM25 retrieval over a hand-made pool and the three ways of picking k demonstrations."""

from __future__ import annotations

import random

import numpy as np
import pytest

from detectors.ariiha.pool import Demonstration, fingerprint
from detectors.ariiha.retrieval import DemoIndex

POOL = [
    Demonstration("t:0", "the red apple pie recipe for a sunday lunch", "not_hate", "none"),
    Demonstration("t:1", "a red car parked outside the station", "not_hate", "none"),
    Demonstration("t:2", "apple orchards in autumn", "not_hate", "muslim"),
    Demonstration("t:3", "the mosque opened its doors for a food drive", "not_hate", "muslim"),
    Demonstration("t:4", "they pray five times a day and still want our jobs", "hate", "muslim"),
    Demonstration("t:5", "refugees arriving at the border in winter", "not_hate", "immigrants"),
    Demonstration("t:6", "invaders crossing the border every night", "hate", "immigrants"),
    Demonstration("t:7", "the arab quarter market sells apple tea", "not_hate", "arab"),
    Demonstration("t:8", "desert people do not belong in our towns", "hate", "arab"),
    Demonstration("t:9", "pie charts of the election results", "not_hate", "political"),
]


@pytest.fixture(scope="module")
def index() -> DemoIndex:
    return DemoIndex(POOL)


def test_empty_pool_raises() -> None:
    with pytest.raises(ValueError, match="empty"):
        DemoIndex([])


def test_scores_one_per_item_and_zero_for_unknown_words(index: DemoIndex) -> None:
    scores = index.scores("red apple pie")
    assert scores.shape == (len(POOL),)
    assert scores[0] > 0 and scores[4] == 0
    assert not index.scores("zzzz qqqq xylophone").any()
    assert not index.scores("").any()
    assert not index.scores("the and of a").any()  # only stop words


def test_tokens_drop_stop_words_and_stem(index: DemoIndex) -> None:
    assert index.tokens("The Invaders are crossing") == ["invad", "cross"]


def test_reticl_picks_the_doc_sharing_most_words_first(index: DemoIndex) -> None:
    scores = index.scores("red apple pie")
    selection = index.reticl(scores, 3)
    assert selection.indices[0] == 0  # red + apple + pie
    assert len(selection.indices) == 3
    assert set(selection.indices) <= {0, 1, 2, 7, 9}  # only docs sharing a word
    ranked = [float(scores[i]) for i in selection.indices]
    assert ranked == sorted(ranked, reverse=True)
    assert max(scores[i] for i in range(len(POOL)) if i not in selection.indices) <= min(ranked)


def test_reticl_is_top_k_by_bm25(index: DemoIndex) -> None:
    scores = index.scores("invaders at the border with apple pie")
    top = sorted((float(s) for s in scores), reverse=True)
    for k in range(1, len(POOL) + 1):
        picked = index.reticl(scores, k).indices
        assert len(set(picked)) == k
        assert [float(scores[i]) for i in picked] == top[:k]  # best first


def test_reticl_excludes_and_caps_at_the_pool(index: DemoIndex) -> None:
    scores = index.scores("red apple pie")
    assert 0 not in index.reticl(scores, 3, exclude=[0]).indices
    assert len(index.reticl(scores, 3, exclude=[0]).indices) == 3
    assert sorted(index.reticl(scores, 50).indices) == list(range(len(POOL)))
    assert index.reticl(scores, 0).indices == ()


def test_selection_is_deterministic(index: DemoIndex) -> None:
    for query in ("red apple pie", "the border", "nothing known here zzz"):
        scores = index.scores(query)
        assert index.reticl(scores, 4) == index.reticl(index.scores(query), 4)
        assert index.target_prioritized(scores, 4, "muslim", ("arab",)) == index.target_prioritized(
            scores, 4, "muslim", ("arab",)
        )


def test_ties_within_the_top_k_follow_pool_order() -> None:
    pool = [
        Demonstration("t:0", "weather today sunny", "not_hate"),
        Demonstration("t:1", "border wall invaders", "hate"),
        Demonstration("t:2", "border wall invaders", "hate"),
    ]
    index = DemoIndex(pool)
    assert index.reticl(index.scores("the border wall"), 2).indices == (1, 2)


def test_a_tie_at_the_cut_goes_to_the_earlier_pool_item() -> None:
    pool = [
        Demonstration("t:0", "weather today sunny", "not_hate"),
        Demonstration("t:1", "football match tonight", "not_hate"),
        Demonstration("t:2", "border wall invaders", "hate"),
        Demonstration("t:3", "border wall invaders", "hate"),
    ]
    index = DemoIndex(pool)
    assert index.reticl(index.scores("the border wall"), 1).indices == (2,)


def test_zero_scores_pick_the_first_items_of_a_large_pool() -> None:
    pool = [Demonstration(f"t:{i}", f"word{i} filler", "not_hate") for i in range(300)]
    index = DemoIndex(pool)
    assert index.reticl(index.scores("zzzz"), 3).indices == (0, 1, 2)


def test_similarity_is_the_mean_score_of_the_picked(index: DemoIndex) -> None:
    scores = index.scores("red apple pie at the border")
    for selection in (
        index.reticl(scores, 3),
        index.target_prioritized(scores, 4, "muslim", ("arab",)),
        index.random(scores, 3, random.Random(1)),
    ):
        assert selection.similarity == pytest.approx(float(np.mean([scores[i] for i in selection.indices])))


def test_target_prioritized_fills_exact_then_similar_in_order_then_bm25(index: DemoIndex) -> None:
    scores = index.scores("red apple pie")
    # Exact target (muslim: 2, 3, 4 with apple-bearing 2 first), then arab (7 has apple), then BM25.
    selection = index.target_prioritized(scores, 6, "muslim", ("arab", "immigrants"))
    picked = list(selection.indices)
    assert len(picked) == len(set(picked)) == 6
    assert picked[:3][0] == 2 and set(picked[:3]) == {2, 3, 4}
    assert picked[3] == 7 and set(picked[3:5]) == {7, 8}
    assert picked[5] == 5 or picked[5] == 6  # then immigrants
    # A different order of similar targets changes which tier comes first.
    swapped = index.target_prioritized(scores, 6, "muslim", ("immigrants", "arab")).indices
    assert set(swapped[3:5]) == {5, 6}


def test_target_prioritized_falls_back_to_bm25(index: DemoIndex) -> None:
    scores = index.scores("red apple pie")
    selection = index.target_prioritized(scores, 5, "arab", ())
    assert set(selection.indices[:2]) == {7, 8}
    assert selection.indices[:1] == (7,)  # apple tea beats desert people
    rest = selection.indices[2:]
    assert rest == index.reticl(scores, 3, exclude=[7, 8]).indices
    assert rest[0] == 0
    assert len(set(selection.indices)) == 5


def test_target_prioritized_with_no_target_is_plain_bm25(index: DemoIndex) -> None:
    scores = index.scores("red apple pie")
    assert index.target_prioritized(scores, 3, "none", ("arab",)) == index.reticl(scores, 3)


def test_target_prioritized_size(index: DemoIndex) -> None:
    scores = index.scores("red apple pie")
    assert len(index.target_prioritized(scores, 4, "political", ("muslim",)).indices) == 4
    everything = index.target_prioritized(scores, 20, "political", ("muslim",)).indices
    assert sorted(everything) == list(range(len(POOL)))  # fewer than k: the whole pool, once each
    assert index.target_prioritized(scores, 0, "muslim", ()).indices == ()


def test_target_prioritized_unknown_target_uses_bm25(index: DemoIndex) -> None:
    scores = index.scores("red apple pie")
    assert index.target_prioritized(scores, 3, "women", ()).indices == index.reticl(scores, 3).indices


def test_query_with_no_known_words_still_gets_k(index: DemoIndex) -> None:
    scores = index.scores("zzzz qqqq")
    for selection in (
        index.reticl(scores, 3),
        index.target_prioritized(scores, 3, "none", ()),
        index.target_prioritized(scores, 5, "immigrants", ("arab",)),
        index.random(scores, 3, random.Random(0)),
    ):
        assert len(selection.indices) in (3, 5)
        assert len(set(selection.indices)) == len(selection.indices)
        assert selection.similarity == 0.0
    assert index.target_prioritized(scores, 5, "immigrants", ("arab",)).indices[:2] in ((5, 6), (6, 5))


def test_random_is_reproducible_with_a_seeded_rng(index: DemoIndex) -> None:
    scores = index.scores("red apple pie")
    a = index.random(scores, 4, random.Random(42))
    b = index.random(scores, 4, random.Random(42))
    assert a == b
    assert len(set(a.indices)) == 4
    draws = {index.random(scores, 4, random.Random(seed)).indices for seed in range(10)}
    assert len(draws) > 1
    assert sorted(index.random(scores, 50, random.Random(0)).indices) == list(range(len(POOL)))


def test_params_name_the_pool(index: DemoIndex) -> None:
    params = index.params()
    assert params["pool_fingerprint"] == fingerprint(POOL)
    assert params["pool_size"] == len(POOL)
    assert (params["k1"], params["b"]) == (1.5, 0.75)
    assert params["retriever"].startswith("bm25s ")
    other = DemoIndex([*POOL[:-1], Demonstration("t:9", POOL[-1].text, "hate", "political")])
    assert other.params()["pool_fingerprint"] != params["pool_fingerprint"]


def test_empty_text_items_are_indexed(index: DemoIndex) -> None:
    pool = [Demonstration("t:0", "the and of", "not_hate"), Demonstration("t:1", "border", "hate")]
    small = DemoIndex(pool)
    assert small.reticl(small.scores("border"), 1).indices == (1,)


def test_target_prioritized_never_repeats_an_item_when_a_similar_target_repeats(index: DemoIndex) -> None:
    scores = index.scores("red apple pie")
    picked = index.target_prioritized(scores, 7, "muslim", ("arab", "arab")).indices
    assert len(picked) == len(set(picked)) == 7
