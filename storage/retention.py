"""What is kept of a message's text: all of it, only its evidence, or a keyed hash."""

from __future__ import annotations

import hashlib
import hmac
import os
from collections.abc import Sequence

from storage.config import Retention, StorageConfig
from storage.errors import StorageConfigError

# Replaces every hidden character; one character each, so evidence offsets stay valid.
MASK = "•"


def redact(text: str, keep_spans: Sequence[tuple[int, int]]) -> str:
    """`text` with everything outside `keep_spans` masked.

    Args:
        text: The message text.
        keep_spans: Half-open `(start, end)` character ranges to keep; ranges outside the
            text are clipped.

    Returns:
        A string of the same length: kept characters and whitespace as they were, every
        other character replaced with `MASK`.
    """
    keep = bytearray(len(text))
    for start, end in keep_spans:
        start, end = max(start, 0), min(end, len(text))
        if start < end:
            keep[start:end] = b"\x01" * (end - start)
    return "".join(c if keep[i] or c.isspace() else MASK for i, c in enumerate(text))


def text_hmac(key: bytes, text: str) -> str:
    """HMAC-SHA256 of `text` (UTF-8) under `key`, as 64 hex digits.

    Anyone holding the key can check whether a given text was stored; without it the
    digest reveals nothing, unlike a plain hash of a short message.
    """
    return hmac.new(key, text.encode("utf-8", "surrogatepass"), hashlib.sha256).hexdigest()


class RetentionPolicy:
    """Applies one retention mode to message texts.

    Args:
        mode: "full", "redacted" or "hash".
        key: The HMAC key; required for "hash", ignored otherwise.

    Raises:
        StorageConfigError: `mode` is "hash" and there is no key.
    """

    __slots__ = ("_key", "mode")

    def __init__(self, mode: Retention, key: bytes | None = None) -> None:
        if mode == "hash" and not key:
            raise StorageConfigError('retention "hash" needs an HMAC key')
        self.mode: Retention = mode
        self._key = key if mode == "hash" else None

    @classmethod
    def from_config(cls, config: StorageConfig) -> RetentionPolicy:
        """The policy `config` asks for, its key read from the environment.

        Raises:
            StorageConfigError: retention is "hash" and `config.hash_key_env` is unset or empty.
        """
        if config.retention != "hash":
            return cls(config.retention)
        key = os.environ.get(config.hash_key_env, "")
        if not key:
            raise StorageConfigError(f'storage.retention = "hash" needs an HMAC key in ${config.hash_key_env} (unset)')
        return cls("hash", key.encode("utf-8"))

    def apply(self, text: str, keep_spans: Sequence[tuple[int, int]]) -> tuple[str | None, str | None]:
        """What to store of `text`.

        Args:
            text: The raw message text.
            keep_spans: Evidence ranges, kept visible under "redacted".

        Returns:
            `(text, text_hmac)`: the text to store (None under "hash") and its HMAC (only
            under "hash").
        """
        if self._key is not None:
            return None, text_hmac(self._key, text)
        if self.mode == "redacted":
            return redact(text, keep_spans), None
        return text, None
