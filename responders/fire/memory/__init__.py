"""FIRE's memory module: a contrastively tuned sentence encoder over a fixed exemplar index.

Serving (`MemoryIndex`, `SentenceEncoder`) needs numpy, `tokenizers` and ONNX Runtime only;
training and export live in `responders.fire.memory.training` (the `train` extra).
"""

from responders.fire.memory.encoder import (
    DEFAULT_MODEL_DIR,
    Encoder,
    MemoryModelError,
    SentenceEncoder,
    tokenize,
)
from responders.fire.memory.index import MemoryIndex, ambiguous

__all__ = [
    "DEFAULT_MODEL_DIR",
    "Encoder",
    "MemoryIndex",
    "MemoryModelError",
    "SentenceEncoder",
    "ambiguous",
    "tokenize",
]
