from datetime import UTC, datetime, timedelta

from bot.windows import WindowConfig, WindowStore
from detectors.types import ChatMessage

T0 = datetime(2026, 11, 1, 18, 0, tzinfo=UTC)


def msg(text: str, *, mid: str, channel: str = "general", secs: float = 0, edited: bool = False) -> ChatMessage:
    return ChatMessage(
        platform="test", space_id="s", channel_id=channel, author_id="u", message_id=mid, text=text,
        ts=T0 + timedelta(seconds=secs), edited=edited,
    )


def texts(window) -> list[str]:
    return [e.message.text for e in window.entries]


def test_keeps_last_n_messages_per_channel() -> None:
    store = WindowStore(WindowConfig(max_messages=3))
    for i in range(5):
        window = store.push(msg(f"m{i}", mid=str(i), secs=i))
    assert texts(window) == ["m2", "m3", "m4"]
    assert window.target.message.text == "m4"
    assert [e.message.text for e in window.context] == ["m2", "m3"]


def test_drops_messages_older_than_max_age() -> None:
    store = WindowStore(WindowConfig(max_messages=10, max_age_s=60))
    store.push(msg("old", mid="1", secs=0))
    store.push(msg("recent", mid="2", secs=50))
    window = store.push(msg("now", mid="3", secs=100))
    assert texts(window) == ["recent", "now"]


def test_channels_are_separate() -> None:
    store = WindowStore(WindowConfig())
    store.push(msg("in general", mid="1"))
    window = store.push(msg("in gaming", mid="2", channel="gaming"))
    assert texts(window) == ["in gaming"]


def test_edit_replaces_the_earlier_revision() -> None:
    store = WindowStore(WindowConfig())
    store.push(msg("hello", mid="1"))
    store.push(msg("typo hree", mid="2", secs=1))
    window = store.push(msg("typo here", mid="2", secs=2, edited=True))
    assert texts(window) == ["hello", "typo here"]


def test_windows_are_snapshots() -> None:
    store = WindowStore(WindowConfig())
    first = store.push(msg("a", mid="1"))
    store.push(msg("b", mid="2", secs=1))
    assert texts(first) == ["a"]


def test_least_recently_active_channel_is_evicted() -> None:
    store = WindowStore(WindowConfig(max_channels=2))
    store.push(msg("a", mid="1", channel="c1"))
    store.push(msg("b", mid="2", channel="c2"))
    store.push(msg("c", mid="3", channel="c1"))
    store.push(msg("d", mid="4", channel="c3"))  # evicts c2, the least recently active
    assert len(store) == 2
    assert texts(store.push(msg("e", mid="5", channel="c1", secs=1))) == ["a", "c", "e"]
    assert texts(store.push(msg("f", mid="6", channel="c2", secs=1))) == ["f"]


def test_window_carries_normalized_text_beside_raw() -> None:
    window = WindowStore(WindowConfig()).push(msg("FR33 N1TR0", mid="1"))
    assert window.target.message.text == "FR33 N1TR0"
    assert window.target.normalized.text == "free nitro"
