"""AuditStore.routed_texts: FAID's self-training pool read from the verdicts' stored checks."""

from __future__ import annotations

from typing import Any

import pytest

from storage import AuditStore, StorageConfig, VerdictRecord
from tests.runtime.test_feedback import message


def verdict(event_id: str, checks: list[dict[str, Any]]) -> VerdictRecord:
    return VerdictRecord(
        event_id=event_id, harmful=False, hate=False, labels=(), scores={}, severity=0, route="-", evidence=(),
        model_versions={}, llm_calls=0, latency_ms=1.0, checks=tuple(checks),
    )  # fmt: skip


def check(name: str, route: str | None) -> dict[str, Any]:
    return {"name": name, "route": route, "flagged": False}


async def test_only_full_texts_the_named_check_routed_come_back_newest_first(
    store_config: StorageConfig, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = await AuditStore.open(store_config)
    try:
        await store.append([message("e1", "first targeted", 1), verdict("e1", [check("faid", "faid:targeted")])])
        await store.append([message("e2", "shallow one", 2), verdict("e2", [check("faid", "faid:shallow")])])
        await store.append([message("e3", "other detector", 3), verdict("e3", [check("ariiha", "faid:targeted")])])
        await store.append([message("e4", "raw targeted", 4),
                            verdict("e4", [check("brace", None), check("faid", "faid:targeted-raw")])])  # fmt: skip
    finally:
        await store.aclose()
    monkeypatch.setenv("PARRY_TEST_HASH_KEY", "k" * 32)
    hashed = await AuditStore.open(store_config.model_copy(update={"retention": "hash",
                                                                   "hash_key_env": "PARRY_TEST_HASH_KEY"}))  # fmt: skip
    try:
        await hashed.append([message("e5", "not kept", 5), verdict("e5", [check("faid", "faid:targeted")])])
    finally:
        await hashed.aclose()
    store = await AuditStore.open(store_config)
    try:
        both = await store.routed_texts("faid", ["faid:targeted", "faid:targeted-raw"])
        one = await store.routed_texts("faid", ["faid:targeted", "faid:targeted-raw"], limit=1)
        none = await store.routed_texts("faid", ["faid:context"])
    finally:
        await store.aclose()
    assert both == [("e4", "raw targeted"), ("e1", "first targeted")]
    assert one == both[:1] and none == []
