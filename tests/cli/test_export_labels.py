"""`parry export labels`: moderators' labels with message and verdict, as JSONL or CSV."""

from __future__ import annotations

import asyncio
import csv
import json
from pathlib import Path

from storage import AuditStore, FeedbackRecord, StorageConfig
from tests.cli.test_cli import CONFIG, parry
from tests.runtime.test_feedback import message, verdict


def _seed(url: str, tmp_path: Path) -> None:
    async def go() -> None:
        store = await AuditStore.open(StorageConfig(url=url, spill_dir=tmp_path / "spill"))
        try:
            await store.append([message("evt-1", "send them all back", 1), verdict("evt-1", True),
                                FeedbackRecord("evt-1", "mod-1", "confirm", note="button confirm")])
            await store.append([message("evt-2", "lovely weather", 2), verdict("evt-2", False)])  # no label
            await store.append([FeedbackRecord("evt-1", "mod-2", "false_positive")])  # changed their mind
        finally:
            await store.aclose()

    asyncio.run(go())


def test_labels_export_keeps_the_newest_label_per_message(tmp_path: Path) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path / 'a.sqlite3'}"
    _seed(url, tmp_path)
    out = tmp_path / "labels.jsonl"
    code, said = parry("export", "labels", "--db", url, "-c", CONFIG, "-o", str(out))
    assert code == 0 and "1 labels written" in said
    [row] = [json.loads(line) for line in out.read_text().splitlines()]
    assert (row["event_id"], row["label"], row["moderator_id"]) == ("evt-1", "false_positive", "mod-2")
    assert row["text"] == "send them all back" and row["verdict_hate"] is True and row["retention"] == "full"

    code, _ = parry("export", "labels", "--all", "--format", "csv", "--db", url, "-c", CONFIG, "-o", str(out))
    assert code == 0
    rows = list(csv.DictReader(out.open()))
    assert [(r["label"], r["note"]) for r in rows] == [("confirm", "button confirm"), ("false_positive", "")]
    assert rows[0]["verdict_labels"] == "hate"


def test_bad_options_fail_clearly(tmp_path: Path) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path / 'a.sqlite3'}"
    _seed(url, tmp_path)
    code, said = parry("export", "labels", "--format", "xml", "--db", url, "-c", CONFIG)
    assert code == 2 and "jsonl or csv" in said
    code, said = parry("export", "labels", "--db", url, "-c", CONFIG, "-o", str(tmp_path / "no" / "dir.jsonl"))
    assert code == 2 and "cannot write" in said
