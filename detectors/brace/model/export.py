"""ONNX export: the model as plain probability tensors in a fixed order.

The serving side loads the file with ONNX Runtime and never imports this package, so
the output names and order below are the contract between the two.
"""

from __future__ import annotations

from pathlib import Path

import torch
from torch import Tensor, nn

from detectors.brace.model.model import BraceModel

INPUT_NAMES = ("input_ids", "attention_mask")
OUTPUT_NAMES = (
    "type_probs",  # (B, n_types) softmax, TYPE_CLASSES order
    "severity_probs",  # (B, n_severity) softmax, L0..L4
    "binary_prob",  # (B,) probability of harmful
    "topic_probs",  # (B, n_topics) softmax
    "indicator_heatmap",  # (B, T, n_indicators) sigmoid per token
    "bio_probs",  # (B, T, n_bio) softmax per token, BIO_TAGS order
)
_PER_TOKEN = {"input_ids", "attention_mask", "indicator_heatmap", "bio_probs"}


class BraceExportModule(nn.Module):
    """Wraps a full `BraceModel` (chain on, depth 4) into six probability tensors."""

    def __init__(self, model: BraceModel) -> None:
        """Wrap the model.

        Args:
            model: A model with the whole chain, which every output needs.

        Raises:
            ValueError: If the chain is off or cut short (an ablation model).
        """
        super().__init__()
        if not model.config.has_stage(4):
            raise ValueError("export needs the full reasoning chain (use_chain=True, chain_depth=4)")
        self.model = model

    def forward(self, input_ids: Tensor, attention_mask: Tensor) -> tuple[Tensor, ...]:
        """Run the model and turn its logits into probabilities.

        Args:
            input_ids: (B, T) int64 token ids.
            attention_mask: (B, T) int64, 1 for real tokens.

        Returns:
            The tensors named by OUTPUT_NAMES, in that order.
        """
        out = self.model(input_ids, attention_mask)
        chain = out.chain
        assert chain is not None and chain.indicator_logits is not None and chain.bio_logits is not None
        return (
            torch.softmax(out.type_logits, dim=-1),
            torch.softmax(out.severity_logits, dim=-1),
            torch.sigmoid(out.binary_logits),
            torch.softmax(chain.topic_logits, dim=-1),
            torch.sigmoid(chain.indicator_logits),
            torch.softmax(chain.bio_logits, dim=-1),
        )


def export_onnx(model: BraceModel, path: str | Path, opset: int = 17) -> Path:
    """Write the model as fp32 ONNX with dynamic batch and sequence axes.

    Uses the TorchScript exporter (`dynamo=False`): the torch.export-based one needs
    `onnxscript`, and this one handles the Hugging Face encoder with dynamic axes.
    The model is exported in eval mode and put back in the mode it was in.

    Args:
        model: The model to export (full chain).
        path: Where to write the .onnx file.
        opset: ONNX opset, at least 17 (LayerNormalization).

    Returns:
        The path written.
    """
    path = Path(path)
    wrapper = BraceExportModule(model)
    was_training = model.training
    wrapper.eval()
    # Two rows, the second padded, so the traced graph keeps the attention-mask path.
    input_ids = torch.ones((2, 16), dtype=torch.long)
    attention_mask = torch.ones((2, 16), dtype=torch.long)
    attention_mask[1, 8:] = 0
    dynamic_axes = {
        name: {0: "batch", 1: "sequence"} if name in _PER_TOKEN else {0: "batch"}
        for name in (*INPUT_NAMES, *OUTPUT_NAMES)
    }
    try:
        with torch.no_grad():
            torch.onnx.export(
                wrapper,
                (input_ids, attention_mask),
                str(path),
                input_names=list(INPUT_NAMES),
                output_names=list(OUTPUT_NAMES),
                dynamic_axes=dynamic_axes,
                opset_version=opset,
                dynamo=False,
            )
    finally:
        model.train(was_training)
    return path
