import importlib.util
from pathlib import Path

import pytest

from detectors import taxonomy as parry_taxonomy
from detectors.brace import taxonomy as tx

ROOT = Path(__file__).resolve().parents[3]


def test_sizes_and_unique_keys() -> None:
    assert tx.TYPES == ("H1", "H2", "H3", "H4", "H5")
    assert tx.SEVERITIES == ("L0", "L1", "L2", "L3", "L4")
    assert tx.TYPE_CLASSES == ("benign", *tx.TYPES)
    assert len(tx.TOPICS) == 20 == len(set(tx.TOPICS))
    assert len(tx.INDICATORS) == 32 == len(set(tx.INDICATORS))
    assert not set(tx.TOPICS) & set(tx.INDICATORS)


def test_order_is_frozen() -> None:
    # Model heads index by position: changing these breaks every trained model.
    assert tx.TOPICS[:3] == ("gaming", "sports", "sports_betting")
    assert tx.INDICATORS[0] == "threat_explicit"
    assert tx.INDICATORS[-1] == "off_platform_move"


def test_definitions_are_complete() -> None:
    for key in tx.TYPES:
        t = tx.HARM_TYPES[key]
        assert t.definition and t.includes and t.excludes
        assert len(t.severity_rules) == 4
        assert [r[:3] for r in t.severity_rules] == ["L1:", "L2:", "L3:", "L4:"]
    for n, key in enumerate(tx.SEVERITIES):
        assert tx.SEVERITY_LEVELS[key].level == n
    for key in tx.TOPICS:
        assert tx.TOPIC_DEFINITIONS[key].definition
    for key in tx.INDICATORS:
        i = tx.INDICATOR_DEFINITIONS[key]
        assert i.definition and i.types and set(i.types) <= set(tx.TYPES)
        assert i.label in ("", "illegal", "hate")


def test_types_agree_with_parry_labels() -> None:
    assert dict(tx.TYPE_TO_LABEL) == {
        "H1": "sexual",
        "H2": "gambling",
        "H3": "violence",
        "H4": "self_harm",
        "H5": "illegal",
    }
    for key, label in tx.TYPE_TO_LABEL.items():
        assert parry_taxonomy.HARM_TYPES[label][0] == key
    assert parry_taxonomy.HARM_TYPES["hate"][0] == "H5"
    for i in tx.INDICATOR_DEFINITIONS.values():
        if i.label:
            assert parry_taxonomy.HARM_TYPES[i.label][0] == "H5"


def test_labels_for() -> None:
    assert tx.labels_for([]) == ()
    assert tx.labels_for(["H3", "H1"]) == ("sexual", "violence")
    assert tx.labels_for(["H5"]) == ("illegal",)
    assert tx.labels_for(["H5"], ["slur", "evasion_spacing"]) == ("hate",)
    assert tx.labels_for(["H5"], ["drug_sale", "slur"]) == ("illegal", "hate")
    with pytest.raises(ValueError, match="unknown BRACE type"):
        tx.labels_for(["benign"])


def test_doc_is_in_sync() -> None:
    spec = importlib.util.spec_from_file_location("brace_taxonomy_md", ROOT / "scripts" / "brace_taxonomy_md.py")
    assert spec is not None and spec.loader is not None
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    doc = ROOT / "docs" / "brace" / "taxonomy.md"
    assert doc.read_text(encoding="utf-8") == script.render(), "run: python scripts/brace_taxonomy_md.py"
