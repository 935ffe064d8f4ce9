"""The memory module's sentence encoder for serving: ONNX Runtime and `tokenizers` only.

The ONNX graph (written by `responders.fire.memory.training.export`) takes `input_ids` and
`attention_mask` (int64, [batch, sequence]) and returns `embeddings` (float32, [batch, dim]):
the encoder's last layer mean-pooled over the attention mask and L2-normalised, so pooling
is part of the exported model and cannot drift between training and serving.
`tokenize` is the one tokenisation both sides use. Nothing here imports torch or transformers.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

import numpy as np
import numpy.typing as npt
from tokenizers import Tokenizer

from detectors.errors import StartupFileError
from detectors.model_card import read_card
from detectors.paths import resolve_path

if TYPE_CHECKING:  # imported where used: only a process that serves FIRE pays for onnxruntime
    import onnxruntime as ort

FloatArray = npt.NDArray[np.float32]
IntArray = npt.NDArray[np.int64]

DEFAULT_MODEL_DIR = "models/fire-memory"
INPUT_NAMES = ("input_ids", "attention_mask")
OUTPUT_NAME = "embeddings"
MAX_LENGTH = 64  # tokens, [CLS] and [SEP] included; hate speech messages are short
REBUILD_HINT = (
    "rebuild it with `python -m responders.fire.memory.training train` then `... export` "
    "(see models/fire-memory/README.md), or restore the shipped files"
)


class Encoder(Protocol):
    """Anything that turns texts into one row vector each (tests pass a fake)."""

    def encode(self, texts: Sequence[str]) -> FloatArray: ...


class MemoryModelError(StartupFileError, RuntimeError):
    """The memory encoder's directory is missing a file, a file is corrupt, or ONNX Runtime is absent."""


def _fail(path: Path, problem: str) -> MemoryModelError:
    return MemoryModelError(f"FIRE memory encoder file {path}: {problem}; {REBUILD_HINT}")


def prepare_tokenizer(tokenizer: Tokenizer, max_length: int = MAX_LENGTH) -> Tokenizer:
    """Truncate at `max_length` and never pad (the packaged tokenizer.json pads every text to 128).

    Padding is done per batch by `tokenize`, to the longest text in it.
    """
    tokenizer.no_padding()
    tokenizer.enable_truncation(max_length)
    return tokenizer


def tokenize(tokenizer: Tokenizer, texts: Sequence[str], max_length: int = MAX_LENGTH) -> tuple[IntArray, IntArray]:
    """Token ids and attention mask, padded with 0 to the longest text in the batch.

    Args:
        tokenizer: A BERT-style tokenizer whose post-processor adds [CLS] and [SEP].
        texts: The texts.
        max_length: Token budget per text, special tokens included.

    Returns:
        `input_ids` and `attention_mask`, both int64 of shape (len(texts), longest).
    """
    prepare_tokenizer(tokenizer, max_length)
    encodings = tokenizer.encode_batch(list(texts))
    width = max((len(e.ids) for e in encodings), default=0)
    ids = np.zeros((len(encodings), width), dtype=np.int64)
    mask = np.zeros((len(encodings), width), dtype=np.int64)
    for row, encoding in enumerate(encodings):
        ids[row, : len(encoding.ids)] = encoding.ids
        mask[row, : len(encoding.ids)] = 1
    return ids, mask


class SentenceEncoder:
    """An exported memory encoder: texts → L2-normalised embeddings (float32, one row per text)."""

    def __init__(
        self,
        session: ort.InferenceSession,
        tokenizer: Tokenizer,
        card: dict[str, Any],
        max_length: int = MAX_LENGTH,
        batch_size: int = 32,
    ) -> None:
        self.session = session
        self.tokenizer = prepare_tokenizer(tokenizer, max_length)
        self.card = card
        self.version = str(card["version"])
        self.max_length = max_length
        self.batch_size = batch_size

    @classmethod
    def load(
        cls, model_dir: str | Path = DEFAULT_MODEL_DIR, model_file: str = "model.int8.onnx", intra_op_threads: int = 0
    ) -> SentenceEncoder:
        """Open a model directory: `model_file`, `tokenizer.json` and `model_card.json`.

        Args:
            model_dir: The directory; a relative path is tried from the working directory, then the repository root.
            model_file: The ONNX file inside it.
            intra_op_threads: ONNX Runtime intra-op threads; 0 keeps its default.

        Returns:
            The encoder, with the card's `max_length` when it has one.

        Raises:
            MemoryModelError: A file is missing, unreadable or not a memory-encoder export (the
                message names it and how to rebuild it), or onnxruntime is not installed.
        """
        try:
            import onnxruntime as ort
        except ModuleNotFoundError as exc:
            raise MemoryModelError(
                "the FIRE memory encoder needs ONNX Runtime, which is not installed: pip install 'parry[cpu]'"
            ) from exc
        root = resolve_path(model_dir)
        card = read_card(root / "model_card.json", _fail)
        tokenizer_path = root / "tokenizer.json"
        if not tokenizer_path.is_file():
            raise _fail(tokenizer_path, "not found")
        try:
            tokenizer = Tokenizer.from_file(str(tokenizer_path))
        except Exception as exc:  # tokenizers raises a bare Exception on a bad file
            raise _fail(tokenizer_path, f"unreadable ({exc})") from exc
        model_path = root / model_file
        if not model_path.is_file():
            raise _fail(model_path, "not found")
        options = ort.SessionOptions()
        if intra_op_threads:
            options.intra_op_num_threads = intra_op_threads
        try:
            session = ort.InferenceSession(str(model_path), sess_options=options, providers=["CPUExecutionProvider"])
        except Exception as exc:  # ORT raises several private exception types for a bad file
            raise _fail(model_path, f"cannot be loaded by ONNX Runtime ({type(exc).__name__}: {exc})") from exc
        inputs = tuple(i.name for i in session.get_inputs())
        outputs = tuple(o.name for o in session.get_outputs())
        width = session.get_outputs()[0].shape[-1]
        if inputs != INPUT_NAMES or outputs != (OUTPUT_NAME,) or not isinstance(width, int):
            raise _fail(
                model_path, f"is not a memory-encoder export (inputs {inputs}, outputs {outputs} [.., {width}])"
            )
        return cls(session, tokenizer, card, max_length=int(card.get("max_length", MAX_LENGTH)))

    @property
    def dim(self) -> int:
        return int(self.session.get_outputs()[0].shape[-1])

    def encode(self, texts: Sequence[str]) -> FloatArray:
        """Embed `texts` in batches of `batch_size`; (0, dim) for no text."""
        chunks = []
        for start in range(0, len(texts), self.batch_size):
            ids, mask = tokenize(self.tokenizer, texts[start : start + self.batch_size], self.max_length)
            (out,) = self.session.run([OUTPUT_NAME], {"input_ids": ids, "attention_mask": mask})
            chunks.append(np.asarray(out, dtype=np.float32))
        return np.concatenate(chunks) if chunks else np.zeros((0, self.dim), dtype=np.float32)
