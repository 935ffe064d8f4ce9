import json
from pathlib import Path

import pytest

from bot.adapters.replay import ReplayError, parse_line, replay
from detectors.types import ChatMessage

GOOD = {
    "ts": "2026-11-01T18:00:05Z", "space_id": "g", "channel_id": "c", "author_id": "u", "message_id": "m1",
    "text": "hello",
}


def parse(obj_or_bytes, max_text_chars: int = 8000) -> ChatMessage | ReplayError:
    raw = obj_or_bytes if isinstance(obj_or_bytes, bytes) else json.dumps(obj_or_bytes).encode()
    return parse_line(raw, path="chat.jsonl", line=7, max_text_chars=max_text_chars)


def test_good_line_becomes_a_message() -> None:
    m = parse({**GOOD, "author_roles": ["mod"], "reply_to": "m0", "edited": True})
    assert isinstance(m, ChatMessage)
    assert (m.space_id, m.author_roles, m.reply_to, m.edited, m.platform) == ("g", ("mod",), "m0", True, "replay")
    assert m.ts.utcoffset() is not None


def test_naive_timestamp_is_taken_as_utc() -> None:
    m = parse({**GOOD, "ts": "2026-11-01T18:00:05"})
    assert isinstance(m, ChatMessage) and m.ts.utcoffset().total_seconds() == 0


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        (b'{"ts": "2026-11-01T18:00:05Z", "text": ', "malformed JSON"),
        (json.dumps({**GOOD, "colour": "red"}).encode(), "unknown field 'colour'"),
        (json.dumps({k: v for k, v in GOOD.items() if k != "author_id"}).encode(), "author_id: Field required"),
        (json.dumps({**GOOD, "ts": "yesterday"}).encode(), "ts:"),
        (b'{"text": "caf\xe9"}', "invalid UTF-8"),
        (json.dumps({**GOOD, "text": "bell\x07"}).encode(), "control character U+0007 at offset 4"),
        (json.dumps({**GOOD, "text": "nul\x00"}).encode(), "control character U+0000"),
        (b"[1, 2]", "expected a JSON object"),
        (json.dumps({**GOOD, "text": "x" * 100_000}).encode(), "100,000 characters; the limit is 8,000"),
    ],
)
def test_bad_lines_get_an_error_naming_file_and_line(raw: bytes, expected: str) -> None:
    err = parse(raw)
    assert isinstance(err, ReplayError)
    assert expected in err.error
    assert str(err).startswith("chat.jsonl:7: ")


def test_tabs_and_newlines_are_allowed() -> None:
    assert isinstance(parse({**GOOD, "text": "line one\nline\ttwo"}), ChatMessage)


async def test_replay_skips_bad_lines_and_goes_on(tmp_path: Path) -> None:
    log = tmp_path / "chat.jsonl"
    lines = [json.dumps(GOOD), "not json", "", json.dumps({**GOOD, "message_id": "m2"})]
    log.write_text("\n".join(lines) + "\n")
    items = [item async for item in replay(log)]
    assert [type(i).__name__ for i in items] == ["ChatMessage", "ReplayError", "ChatMessage"]
    assert items[1].line == 2 and items[1].path == str(log)
