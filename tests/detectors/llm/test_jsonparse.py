from typing import Any

import orjson
import pytest
from hypothesis import given
from hypothesis import strategies as st

from detectors.llm.jsonparse import JSONNotFoundError, extract_json_object

ANSWER = {"label": "hate", "rationale": "targets a group"}
ANSWER_JSON = '{"label": "hate", "rationale": "targets a group"}'


def test_bare_object() -> None:
    assert extract_json_object(ANSWER_JSON) == ANSWER


def test_object_with_surrounding_whitespace() -> None:
    assert extract_json_object(f"\n\n  \t{ANSWER_JSON}  \n") == ANSWER


def test_json_fenced_block_in_prose() -> None:
    reply = f"Here is my answer:\n```json\n{ANSWER_JSON}\n```\nLet me know if you need more."
    assert extract_json_object(reply) == ANSWER


def test_unlabelled_fence() -> None:
    assert extract_json_object(f"```\n{ANSWER_JSON}\n```") == ANSWER


def test_object_inside_prose() -> None:
    assert extract_json_object(f"Sure! {ANSWER_JSON} hope this helps") == ANSWER


def test_braces_inside_json_strings() -> None:
    reply = 'Result: {"rationale": "uses } and { chars"} as asked'
    assert extract_json_object(reply) == {"rationale": "uses } and { chars"}


def test_escaped_quotes_inside_strings() -> None:
    reply = 'Answer: {"rationale": "he wrote \\"}\\" and \\"{\\" on purpose", "label": "not_hate"} done'
    assert extract_json_object(reply) == {"rationale": 'he wrote "}" and "{" on purpose', "label": "not_hate"}


def test_two_objects_gives_first_valid_one() -> None:
    reply = 'Draft {"label": } then {"label": "hate"} and later {"label": "not_hate"}'
    assert extract_json_object(reply) == {"label": "hate"}


def test_outer_braces_around_prose_yield_inner_object() -> None:
    assert extract_json_object('{ note: {"label": "hate"} }') == {"label": "hate"}


@pytest.mark.parametrize("reply", ['["hate", "not_hate"]', "42", '"hate"', "null", "Sure! [1, 2] and 3"])
def test_array_number_or_scalar_only_is_not_found(reply: str) -> None:
    with pytest.raises(JSONNotFoundError):
        extract_json_object(reply)


@pytest.mark.parametrize("reply", ["", "   \n "])
def test_empty_reply_is_not_found(reply: str) -> None:
    with pytest.raises(JSONNotFoundError):
        extract_json_object(reply)


def test_truncated_object_is_not_found_and_message_quotes_the_reply() -> None:
    with pytest.raises(JSONNotFoundError) as info:
        extract_json_object('{"label": "ha')
    assert '{"label": "ha' in str(info.value)


def test_not_found_error_is_a_value_error() -> None:
    assert issubclass(JSONNotFoundError, ValueError)


_PROSE = st.text(alphabet=st.characters(exclude_characters="{"), max_size=40)


@given(d=st.dictionaries(st.text(max_size=20), st.text(max_size=40), max_size=6), prefix=_PROSE, suffix=_PROSE)
def test_object_is_found_in_any_prose_without_braces(d: dict[str, Any], prefix: str, suffix: str) -> None:
    assert extract_json_object(prefix + orjson.dumps(d).decode() + suffix) == d
