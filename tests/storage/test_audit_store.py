"""AuditStore: what goes in comes back, on SQLite and PostgreSQL."""

from __future__ import annotations

import asyncio
import math
from datetime import UTC, datetime, timedelta, timezone

import pytest
from audit_factories import T0, make_event

from storage import (
    AlertRecord,
    AuditStore,
    CounterspeechRecord,
    FeedbackRecord,
    MessageRecord,
    StorageConfig,
    VerdictRecord,
)


async def test_append_then_show_round_trips_every_field(store: AuditStore) -> None:
    records = make_event(1)
    await store.append(records)

    shown = await store.show("evt-00001")

    message, verdict, decision, action = records
    assert [len(shown[t]) for t in ("messages", "verdicts", "decisions", "actions")] == [1, 1, 1, 1]
    assert shown["alerts"] == shown["feedback"] == shown["counterspeech"] == []
    m = shown["messages"][0]
    assert m["text"] == message.text
    assert m["ts"] == message.ts and m["ts"].tzinfo is not None
    assert m["author_roles"] == ["member", "regular"]
    assert m["keep_spans"] == [[11, 16]]
    assert m["retention"] == "full" and m["text_hmac"] is None
    v = shown["verdicts"][0]
    assert v["scores"] == verdict.scores
    assert v["labels"] == ["insult"]
    assert v["evidence"] == [dict(e) for e in verdict.evidence]
    assert v["checks"][0]["spans"] == [{"start": 11, "end": 16}]
    assert v["latency_ms"] == 3.25
    d = shown["decisions"][0]
    assert d["decided_at"] == decision.decided_at
    assert d["actions"][0]["duration_s"] is None
    assert shown["actions"][0]["platform_result"] == {"status": 204}
    assert shown["actions"][0]["at"] == action.at
    # One chain: seq follows the order the records were given in.
    seqs = [shown[t][0]["seq"] for t in ("messages", "verdicts", "decisions", "actions")]
    assert seqs == [1, 2, 3, 4]
    assert shown["verdicts"][0]["prev_hash"] == shown["messages"][0]["row_hash"]


async def test_other_record_types_are_stored(store: AuditStore) -> None:
    await store.append(
        [
            AlertRecord("e", "mod-chan", 3, "insult by user-1", platform_message_id="99"),
            FeedbackRecord("e", "mod-7", "false_positive", note="banter"),
            CounterspeechRecord("e", "Let's keep it civil.", "empathy", posted=True, gate={"ok": True}),
        ]
    )
    shown = await store.show("e")
    assert shown["alerts"][0]["summary"] == "insult by user-1"
    assert shown["feedback"][0]["label"] == "false_positive"
    assert shown["counterspeech"][0]["gate"] == {"ok": True}
    assert (await store.verify()).ok


async def test_times_are_stored_in_utc_and_naive_ones_taken_as_utc(store: AuditStore) -> None:
    cest = timezone(timedelta(hours=2))
    aware = make_event(1, ts=datetime(2026, 6, 1, 14, 30, 0, 123456, tzinfo=cest))
    naive = make_event(2, ts=datetime(2026, 6, 1, 12, 30, 0, 654321))
    await store.append(aware + naive)

    first = (await store.show("evt-00001"))["messages"][0]["ts"]
    second = (await store.show("evt-00002"))["messages"][0]["ts"]
    assert first == datetime(2026, 6, 1, 12, 30, 0, 123456, tzinfo=UTC) and first.utcoffset() == timedelta(0)
    assert second == datetime(2026, 6, 1, 12, 30, 0, 654321, tzinfo=UTC)
    assert (await store.verify()).ok


async def test_awkward_values_are_normalised_not_rejected(store: AuditStore) -> None:
    verdict = VerdictRecord(
        event_id="odd",
        harmful=True,
        hate=False,
        labels=("x",),
        scores={"nan": math.nan, "inf": math.inf, "int": 1, "float": 0.1 + 0.2},
        severity=1,
        route="slow",
        evidence=({"nested": ({"deep": (1, 2)},), "when": datetime(2026, 1, 1, tzinfo=UTC)},),
        model_versions={},
        llm_calls=1,
        latency_ms=math.nan,
        checks=({"detail": "cut emoji \ud83d", 3: "int key"},),
    )
    message = MessageRecord("odd", "telegram", "g", "c", "m", "a", T0, "nul\x00 and \ud83d")
    await store.append([message, verdict])

    shown = await store.show("odd")
    v = shown["verdicts"][0]
    assert v["scores"] == {"nan": None, "inf": None, "int": 1, "float": 0.1 + 0.2}
    assert v["latency_ms"] is None
    assert v["evidence"] == [{"nested": [{"deep": [1, 2]}], "when": "2026-01-01T00:00:00.000000+00:00"}]
    assert v["checks"] == [{"detail": "cut emoji \ufffd", "3": "int key"}]
    assert shown["messages"][0]["text"] == "nul\ufffd and \ufffd"
    assert (await store.verify()).ok


async def test_bad_records_are_rejected_before_anything_is_written(store: AuditStore) -> None:
    good = make_event(1)
    bad = MessageRecord("bad", "discord", "g", "c", "m", "a", "yesterday", "text")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=r"messages\.ts"):
        await store.append([*good, bad])
    with pytest.raises(TypeError, match="not an audit record"):
        await store.append([object()])  # type: ignore[list-item]
    assert sum((await store.counts()).values()) == 0


async def test_counts_and_recent(store: AuditStore) -> None:
    for n in range(3):
        await store.append(make_event(n))
    assert await store.counts() == {
        "messages": 3, "verdicts": 3, "decisions": 3, "actions": 3,
        "alerts": 0, "feedback": 0, "counterspeech": 0, "llm_calls": 0, "settings_changes": 0,
    }  # fmt: skip
    recent = await store.recent(limit=2)
    assert [r["event_id"] for r in recent] == ["evt-00002", "evt-00001"]
    assert recent[0]["severity"] == 2 and recent[0]["actions"][0]["kind"] == "delete"


async def test_strikes_since_returns_only_recent_strikes(store: AuditStore) -> None:
    await store.append(make_event(1, ts=T0, strike=True, author_id="old"))
    await store.append(make_event(2, ts=T0 + timedelta(hours=2), strike=True, author_id="a"))
    await store.append(make_event(3, ts=T0 + timedelta(hours=3), strike=False, author_id="b"))
    await store.append(make_event(4, ts=T0 + timedelta(hours=4), strike=True, author_id="c", space_id="g2"))

    strikes = await store.strikes_since(T0 + timedelta(hours=1))

    assert strikes == [
        ("guild-1", "a", T0 + timedelta(hours=2, milliseconds=40)),
        ("g2", "c", T0 + timedelta(hours=4, milliseconds=40)),
    ]


async def test_reopening_an_up_to_date_database_keeps_the_data(store: AuditStore, store_config: StorageConfig) -> None:
    await store.append(make_event(1))
    again = await AuditStore.open(store_config)
    try:
        assert (await again.counts())["messages"] == 1
        await again.append(make_event(2))
        assert (await again.verify()).rows == 8
    finally:
        await again.aclose()


async def test_two_stores_on_one_database_never_fork_the_chain(store_config: StorageConfig) -> None:
    # Two engines, as two processes would have: the chain lock (advisory lock on
    # PostgreSQL, BEGIN IMMEDIATE on SQLite) must serialise their appends.
    config = store_config.model_copy(update={"busy_timeout_ms": 10_000})
    first, second = await AuditStore.open(config), await AuditStore.open(config)
    try:

        async def append_many(store: AuditStore, offset: int) -> None:
            for n in range(offset, offset + 25):
                await store.append(make_event(n))

        await asyncio.gather(append_many(first, 0), append_many(second, 1_000))
        report = await first.verify()
        assert report.ok, report.problems
        assert report.rows == 200
    finally:
        await first.aclose()
        await second.aclose()
