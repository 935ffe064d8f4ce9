"""Retention: full text, evidence-only redaction, or a keyed hash and no text."""

from __future__ import annotations

import hashlib
import hmac

import pytest
from audit_factories import make_event

from storage import (
    AuditStore,
    RetentionPolicy,
    StorageConfig,
    StorageConfigError,
    redact,
    text_hmac,
)


def test_redact_keeps_evidence_and_whitespace_and_length() -> None:
    text = "you are an idiot, honestly"
    redacted = redact(text, [(11, 16)])
    assert redacted == "••• ••• •• idiot• ••••••••"
    assert len(redacted) == len(text)
    assert redacted[11:16] == text[11:16]


def test_redact_merges_overlaps_and_clips_out_of_range_spans() -> None:
    assert redact("abcdef", [(1, 3), (2, 4), (5, 99), (-3, 0)]) == "•bcd•f"
    assert redact("a\tb\nc", []) == "•\t•\n•"
    assert redact("", [(0, 5)]) == ""


def test_text_hmac_is_keyed() -> None:
    digest = text_hmac(b"k1", "hello")
    assert digest == hmac.new(b"k1", b"hello", hashlib.sha256).hexdigest()
    assert digest != text_hmac(b"k2", "hello")


def test_hash_retention_needs_its_key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("PARRY_TEST_KEY", raising=False)
    config = StorageConfig(retention="hash", hash_key_env="PARRY_TEST_KEY")
    with pytest.raises(StorageConfigError, match=r"\$PARRY_TEST_KEY"):
        RetentionPolicy.from_config(config)
    monkeypatch.setenv("PARRY_TEST_KEY", "")
    with pytest.raises(StorageConfigError):
        RetentionPolicy.from_config(config)


async def test_store_refuses_to_open_without_the_key(
    store_config: StorageConfig, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("PARRY_TEST_KEY", raising=False)
    config = store_config.model_copy(update={"retention": "hash", "hash_key_env": "PARRY_TEST_KEY"})
    with pytest.raises(StorageConfigError):
        await AuditStore.open(config)


async def test_redacted_store_keeps_only_evidence(store_config: StorageConfig) -> None:
    store = await AuditStore.open(store_config.model_copy(update={"retention": "redacted"}))
    try:
        await store.append(make_event(1))
        message = (await store.show("evt-00001"))["messages"][0]
        assert message["text"] == "••• ••• •• idiot• ••••••••"
        assert message["retention"] == "redacted" and message["text_hmac"] is None
        assert (await store.verify()).ok
    finally:
        await store.aclose()


async def test_hashed_store_keeps_no_text(store_config: StorageConfig, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PARRY_TEST_KEY", "s3cret")
    config = store_config.model_copy(update={"retention": "hash", "hash_key_env": "PARRY_TEST_KEY"})
    store = await AuditStore.open(config)
    try:
        await store.append(make_event(1))
        message = (await store.show("evt-00001"))["messages"][0]
        assert message["text"] is None and message["retention"] == "hash"
        assert message["text_hmac"] == text_hmac(b"s3cret", "you are an idiot, honestly")
        exported = await store.recent(1)
        assert exported[0]["text"] is None
        assert (await store.verify()).ok
    finally:
        await store.aclose()
