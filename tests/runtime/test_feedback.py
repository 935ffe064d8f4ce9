"""Moderator feedback as labelled examples: the mapping, and the rows the audit store gives it."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from bot.runtime.feedback import labelled_feedback
from detectors.context import LabelledText
from storage import AuditStore, FeedbackRecord, MessageRecord, StorageConfig, VerdictRecord

# --- labelled_feedback -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("label", "verdict_hate", "expected"),
    [
        ("hate", False, "hate"),
        ("hate", True, "hate"),
        ("not_hate", True, "not_hate"),
        ("not_hate", False, "not_hate"),
        ("confirm", True, "hate"),
        ("false_positive", True, "not_hate"),
        ("confirm", False, None),  # a confirmed insult verdict says nothing about hate
        ("false_positive", False, None),
        ("escalate", True, None),
        ("", True, None),
        ("HATE", False, None),  # labels are exact
    ],
)
def test_label_mapping(label: str, verdict_hate: bool, expected: str | None) -> None:
    out = labelled_feedback([("evt-1", "some text", label, verdict_hate)])
    if expected is None:
        assert out == ()
    else:
        assert out == (LabelledText("evt-1", "some text", expected),)  # type: ignore[arg-type]


def test_newest_label_per_event_wins() -> None:
    rows = [  # newest first, as the store returns them
        ("evt-1", "text one", "false_positive", True),
        ("evt-1", "text one", "confirm", True),
        ("evt-2", "text two", "hate", False),
        ("evt-2", "text two", "not_hate", False),
    ]
    assert labelled_feedback(rows) == (
        LabelledText("evt-1", "text one", "not_hate"),
        LabelledText("evt-2", "text two", "hate"),
    )


def test_an_uninformative_newest_label_lets_an_older_one_count() -> None:
    rows = [("evt-1", "t", "escalate", True), ("evt-1", "t", "confirm", True)]
    assert labelled_feedback(rows) == (LabelledText("evt-1", "t", "hate"),)


@pytest.mark.parametrize("text", ["", "   ", "\n"])
def test_blank_text_is_skipped(text: str) -> None:
    assert labelled_feedback([("evt-1", text, "hate", True)]) == ()


def test_empty() -> None:
    assert labelled_feedback([]) == ()


# --- AuditStore.feedback_texts -------------------------------------------------------------------

T0 = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)


def message(event_id: str, text: str, minute: int) -> MessageRecord:
    return MessageRecord(
        event_id=event_id, platform="discord", space_id="guild-1", channel_id="chan-1",
        message_id=f"msg-{event_id}", author_id="user-1", ts=T0 + timedelta(minutes=minute), text=text,
    )  # fmt: skip


def verdict(event_id: str, hate: bool) -> VerdictRecord:
    return VerdictRecord(
        event_id=event_id, harmful=hate, hate=hate, labels=("hate",) if hate else (),
        scores={"hate": 1.0 if hate else 0.0}, severity=2 if hate else 0, route="ariiha:ariiha", evidence=(),
        model_versions={"ariiha": "test"}, llm_calls=1, latency_ms=1.0, checks=(),
    )  # fmt: skip


async def test_feedback_texts_reads_labels_with_kept_texts(
    store_config: StorageConfig, monkeypatch: pytest.MonkeyPatch
) -> None:
    full = await AuditStore.open(store_config)
    try:
        await full.append([
            message("evt-1", "send the illegals back", 1),
            verdict("evt-1", True),
            FeedbackRecord("evt-1", "mod-1", "confirm"),
        ])  # fmt: skip
        await full.append([
            message("evt-3", "lovely weather today", 3),
            verdict("evt-3", False),
            FeedbackRecord("evt-3", "mod-1", "not_hate"),
        ])  # fmt: skip
        await full.append([FeedbackRecord("evt-4", "mod-2", "hate")])  # no message or verdict: not returned
    finally:
        await full.aclose()
    # The second event is stored under "hash" retention: no text is kept, so it cannot be an example.
    monkeypatch.setenv("PARRY_TEST_HASH_KEY", "k" * 32)
    hashed_config = store_config.model_copy(update={"retention": "hash", "hash_key_env": "PARRY_TEST_HASH_KEY"})
    hashed = await AuditStore.open(hashed_config)
    try:
        await hashed.append([
            message("evt-2", "a message whose text is not kept", 2),
            verdict("evt-2", True),
            FeedbackRecord("evt-2", "mod-1", "false_positive"),
        ])  # fmt: skip
    finally:
        await hashed.aclose()
    store = await AuditStore.open(store_config)
    try:
        await store.append([FeedbackRecord("evt-1", "mod-2", "false_positive")])  # newer than "confirm"
        rows = await store.feedback_texts()
        limited = await store.feedback_texts(limit=1)
    finally:
        await store.aclose()
    assert rows == [
        ("evt-1", "send the illegals back", "false_positive", True),
        ("evt-3", "lovely weather today", "not_hate", False),
        ("evt-1", "send the illegals back", "confirm", True),
    ]
    assert limited == rows[:1]
    assert labelled_feedback(rows) == (
        LabelledText("evt-1", "send the illegals back", "not_hate"),
        LabelledText("evt-3", "lovely weather today", "not_hate"),
    )


async def test_feedback_texts_on_an_empty_store(store: AuditStore) -> None:
    assert await store.feedback_texts() == []


async def test_redacted_texts_do_not_become_examples(store_config: StorageConfig) -> None:
    store = await AuditStore.open(store_config.model_copy(update={"retention": "redacted"}))
    try:
        await store.append([
            message("evt-1", "send the illegals back", 1),
            verdict("evt-1", True),
            FeedbackRecord("evt-1", "mod-1", "confirm"),
        ])  # fmt: skip
        examples = labelled_feedback(await store.feedback_texts())
    finally:
        await store.aclose()
    assert all("•" not in e.text for e in examples)
