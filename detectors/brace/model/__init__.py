"""The BRACE model in PyTorch: the training side only.

Needs the `train` extra (torch, transformers, onnx). The serving detector runs the ONNX
export with ONNX Runtime and must never import this package.
"""

from detectors.brace.model.chain import ChainOutput, OrderedReasoningChain
from detectors.brace.model.config import BENIGN, BIO_TAGS, IGNORE, TYPE_CLASSES, BraceModelConfig, LossWeights
from detectors.brace.model.encoder import default_encoder_path, encode, load_encoder
from detectors.brace.model.export import INPUT_NAMES, OUTPUT_NAMES, BraceExportModule, export_onnx
from detectors.brace.model.labels import BraceLabels
from detectors.brace.model.losses import focal_loss, load_balance_loss, multi_positive_info_nce, prototype_diversity
from detectors.brace.model.model import BraceModel, blend_logits
from detectors.brace.model.moe import LinearBinaryHead, MixtureOfExperts
from detectors.brace.model.objective import brace_losses
from detectors.brace.model.outputs import BraceOutput
from detectors.brace.model.prototypes import PrototypeMemory

__all__ = [
    "BENIGN",
    "BIO_TAGS",
    "IGNORE",
    "INPUT_NAMES",
    "OUTPUT_NAMES",
    "TYPE_CLASSES",
    "BraceExportModule",
    "BraceLabels",
    "BraceModel",
    "BraceModelConfig",
    "BraceOutput",
    "ChainOutput",
    "LinearBinaryHead",
    "LossWeights",
    "MixtureOfExperts",
    "OrderedReasoningChain",
    "PrototypeMemory",
    "blend_logits",
    "brace_losses",
    "default_encoder_path",
    "encode",
    "export_onnx",
    "focal_loss",
    "load_balance_loss",
    "load_encoder",
    "multi_positive_info_nce",
    "prototype_diversity",
]
