import json
import logging

import pytest

from bot.observability.logging import configure_logging


def test_json_logs_are_one_object_per_line_with_extra_fields(capsys: pytest.CaptureFixture[str]) -> None:
    configure_logging("INFO", "json")
    try:
        log = logging.getLogger("parry.test")
        log.warning("database unavailable; %d records buffered", 12, extra={"queue": "storage"})
        line = capsys.readouterr().err.strip().splitlines()[-1]
    finally:
        configure_logging("WARNING", "text")
    record = json.loads(line)
    assert record["level"] == "warning"
    assert record["msg"] == "database unavailable; 12 records buffered"
    assert record["queue"] == "storage"
    assert record["logger"] == "parry.test"
