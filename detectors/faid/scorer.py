"""Serving side of FAID's masked LM: vocabulary logits at the [MASK] from the exported ONNX graph.

`OnnxMaskScorer(model_dir)` implements `detectors.faid.verbalizer.MaskScorer` with
`tokenizers` and ONNX Runtime only; nothing here imports torch or transformers. It reads
a model directory written by `parry export faid-router` (or `parry export faid-mlm`):

| file | what |
|---|---|
| `model.int8.onnx` | (input_ids, attention_mask, mask_positions) → logits at the mask [batch, vocab] |
| `tokenizer.json` | the WordPiece tokenizer (its own padding and truncation are switched off here) |
| `model_card.json` | `version`, and `max_length` (the token budget per prompt) |
| `verbalizer.json` | label words per class (`load_verbalizer`; the router ships one) |

Truncation never cuts the [MASK]. The intended path is `scorer.prompts(comments, build)`:
`template.fit_prompt` with this tokenizer's exact token count ([CLS] and [SEP] included),
so the comment, never the template, is shortened until the prompt fits `max_length`.
Training (`detectors.faid.prompt_tuning`) builds its prompts the same way with the same
budget, so a comment is seen identically in training and serving. A text handed to
`mask_logits` that is still too long (built without `fit_prompt`) is cut in the middle
(`fit_ids`): the start of the sequence and the tail from `TAIL_CONTEXT` tokens before the
[MASK] to the final [SEP] are kept; for both FAID templates that drops the end of the
comment and keeps the definitions and the cloze sentence.

This is a `MaskScorer`, not an `EmbeddingScorer`: the ONNX graph does not expose the
embedding matrix, and label-word refinement (`verbalizer.refine`) runs on the training side
(`prompt_tuning.TorchMaskScorer`). Serving only needs `mask_logits`, `token_id` and the
shipped `verbalizer.json`.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt
from tokenizers import Tokenizer

from detectors import model_card
from detectors.errors import StartupFileError
from detectors.faid.template import MASK, PromptBuilder, fit_prompt
from detectors.faid.verbalizer import MaskScorer, Verbalizer
from detectors.paths import resolve_path

if TYPE_CHECKING:  # imported where used, so importing this module stays cheap
    import onnxruntime as ort

INPUT_NAMES = ("input_ids", "attention_mask", "mask_positions")
"""Repeats `detectors.faid.mlm.export.INPUT_NAMES` (that module imports torch; a test keeps them equal)."""
OUTPUT_NAME = "logits"
MODEL_FILE = "model.int8.onnx"
TOKENIZER_FILE = "tokenizer.json"
CARD_FILE = "model_card.json"
VERBALIZER_FILE = "verbalizer.json"
DEFAULT_MAX_LENGTH = 256
"""Tokens per prompt, [CLS] and [SEP] included (the MiniLM sentence-transformers limit; its
position table has 512). The router prompts of the annotated data are 47-147 tokens."""
TAIL_CONTEXT = 16
"""Tokens before the [MASK] that `fit_ids` keeps with it when it has to cut a too-long row."""
DEFAULT_BATCH_SIZE = 32
REBUILD_HINT = "rebuild the model directory with `parry train` and `parry export` (docs/faid/README.md)"

IntArray = npt.NDArray[np.int64]
FloatArray = npt.NDArray[np.float32]


class FaidModelError(StartupFileError, RuntimeError):
    """A FAID model directory is missing a file, a file cannot be loaded, or ONNX Runtime is absent."""


def _fail(path: Path, problem: str) -> FaidModelError:
    return FaidModelError(f"FAID model file {path}: {problem}; {REBUILD_HINT}")


# --- tokenizer helpers shared with the training side -------------------------------------------


def prepare_tokenizer(tokenizer: Tokenizer) -> Tokenizer:
    """A copy of `tokenizer` with its own padding and truncation off (the packaged file pads to 128).

    Raises:
        ValueError: The vocabulary has no [MASK] or [PAD] token.
    """
    copy = Tokenizer.from_str(tokenizer.to_str())
    copy.no_padding()
    copy.no_truncation()
    for name in (MASK, "[PAD]"):
        if copy.token_to_id(name) is None:
            raise ValueError(f"the tokenizer has no {name} token; FAID needs a BERT-style vocabulary")
    return copy


def single_wordpiece(tokenizer: Tokenizer, word: str) -> int | None:
    """The id of `word` if the tokenizer reads it as exactly one known wordpiece, else None."""
    if not word.strip():
        return None
    ids = tokenizer.encode(word, add_special_tokens=False).ids
    if len(ids) != 1:
        return None
    unk = tokenizer.token_to_id("[UNK]")
    return None if unk is not None and ids[0] == unk else int(ids[0])


def count_tokens(tokenizer: Tokenizer, text: str) -> int:
    """Tokens the model sees for `text`, [CLS] and [SEP] included (`tokenizer` must not truncate)."""
    return len(tokenizer.encode(text).ids)


def build_prompts(tokenizer: Tokenizer, build: PromptBuilder, comments: Sequence[str], max_length: int) -> list[str]:
    """`template.fit_prompt` per comment: the longest comment whose prompt fits `max_length` tokens."""
    return [
        fit_prompt(build, c, count_tokens=lambda text: count_tokens(tokenizer, text), max_tokens=max_length)
        for c in comments
    ]


def fit_ids(ids: Sequence[int], mask_pos: int, max_length: int) -> tuple[list[int], int]:
    """Cut a too-long row to `max_length` ids without losing the mask (module docstring: the middle cut).

    In order of preference: keep the first ids and the tail from `TAIL_CONTEXT` ids before
    the mask to the end; when that tail alone is too long and the mask is near the start,
    cut the end (keeping the last id, [SEP]); otherwise keep the first id ([CLS]), a window
    starting `TAIL_CONTEXT` ids before the mask, and the last id.

    Returns:
        The ids and the mask's new position.
    """
    if max_length < 3:
        raise ValueError(f"max_length must be at least 3, got {max_length}")
    n = len(ids)
    if n <= max_length:
        return list(ids), mask_pos
    start = max(1, mask_pos - min(TAIL_CONTEXT, max_length - 3))
    if n - start <= max_length - 1:
        head = list(ids[: max_length - (n - start)])
        return head + list(ids[start:]), mask_pos - start + len(head)
    if mask_pos < max_length - 1:
        return [*ids[: max_length - 1], ids[-1]], mask_pos
    return [ids[0], *ids[start : start + max_length - 2], ids[-1]], mask_pos - start + 1


def encode_prompts(tokenizer: Tokenizer, texts: Sequence[str], max_length: int) -> list[tuple[list[int], int]]:
    """Token ids and the [MASK] position per text, each row at most `max_length` ids.

    Raises:
        ValueError: A text does not hold exactly one [MASK].
    """
    mask_id = tokenizer.token_to_id(MASK)
    out: list[tuple[list[int], int]] = []
    for i, encoding in enumerate(tokenizer.encode_batch(list(texts))):
        ids = list(encoding.ids)
        positions = [p for p, t in enumerate(ids) if t == mask_id]
        if len(positions) != 1:
            raise ValueError(f"text {i} holds {len(positions)} {MASK} tokens, expected exactly one")
        out.append(fit_ids(ids, positions[0], max_length))
    return out


def pad_rows(rows: Sequence[tuple[list[int], int]], pad_id: int) -> tuple[IntArray, IntArray, IntArray]:
    """(input_ids, attention_mask, mask_positions) as int64 arrays, padded to the longest row."""
    width = max((len(ids) for ids, _ in rows), default=0)
    input_ids = np.full((len(rows), width), pad_id, dtype=np.int64)
    attention_mask = np.zeros((len(rows), width), dtype=np.int64)
    for r, (ids, _) in enumerate(rows):
        input_ids[r, : len(ids)] = ids
        attention_mask[r, : len(ids)] = 1
    positions = np.array([pos for _, pos in rows], dtype=np.int64)
    return input_ids, attention_mask, positions


def length_batches(rows: Sequence[tuple[list[int], int]], batch_size: int) -> list[list[int]]:
    """Row indices in length-sorted batches (less padding); callers put results back in input order."""
    order = sorted(range(len(rows)), key=lambda i: len(rows[i][0]))
    return [order[s : s + batch_size] for s in range(0, len(order), batch_size)]


# --- model directory ----------------------------------------------------------------------------


def read_card(path: Path) -> dict[str, Any]:
    """`model_card.json`; raises `FaidModelError` naming the file when it is missing or unreadable."""
    return model_card.read_card(path, _fail)


def load_verbalizer(model_dir: str | Path) -> Verbalizer:
    """The `verbalizer.json` shipped in a model directory; `FaidModelError` naming the file on failure."""
    path = resolve_path(model_dir) / VERBALIZER_FILE
    if not path.is_file():
        raise _fail(path, "not found")
    try:
        return Verbalizer.from_json(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError, KeyError, TypeError, AttributeError) as exc:
        raise _fail(path, f"not a verbalizer file ({exc})") from exc


class OnnxMaskScorer(MaskScorer):
    """`MaskScorer` on an exported FAID graph (ONNX Runtime, CPU by default).

    Args:
        model_dir: Directory with the ONNX file, `tokenizer.json` and `model_card.json`
            (relative: from the working directory, else the repository root).
        model_file: The ONNX file inside it.
        max_length: Tokens per prompt; None reads `max_length` from the model card
            (DEFAULT_MAX_LENGTH when the card has none). The card may be absent only when
            `max_length` is given.
        threads: ONNX Runtime intra-op threads; None keeps its default.
        batch_size: Rows per ONNX Runtime call.
        providers: ONNX Runtime execution providers.

    Raises:
        FaidModelError: A file is missing, corrupt or not a FAID mask-logits graph; the
            message names the file.
    """

    def __init__(
        self,
        model_dir: str | Path,
        *,
        model_file: str = MODEL_FILE,
        max_length: int | None = None,
        threads: int | None = None,
        batch_size: int = DEFAULT_BATCH_SIZE,
        providers: Sequence[str] = ("CPUExecutionProvider",),
    ) -> None:
        try:
            import onnxruntime as ort
        except ModuleNotFoundError as exc:
            raise FaidModelError("FAID needs ONNX Runtime, which is not installed: pip install 'parry[cpu]'") from exc
        if batch_size < 1:
            raise ValueError(f"batch_size must be >= 1, got {batch_size}")
        self.root = resolve_path(model_dir)
        card_path = self.root / CARD_FILE
        self.card: dict[str, Any] = read_card(card_path) if max_length is None or card_path.exists() else {}
        self.version = str(self.card.get("version", ""))
        self.max_length = int(max_length if max_length is not None else self.card.get("max_length", DEFAULT_MAX_LENGTH))
        if self.max_length < 3:
            raise ValueError(f"max_length must be at least 3, got {self.max_length}")
        self.batch_size = batch_size
        tokenizer_path = self.root / TOKENIZER_FILE
        if not tokenizer_path.is_file():
            raise _fail(tokenizer_path, "not found")
        try:
            self.tokenizer = prepare_tokenizer(Tokenizer.from_file(str(tokenizer_path)))
        except Exception as exc:  # tokenizers raises a bare Exception on a bad file
            raise _fail(tokenizer_path, f"unreadable ({exc})") from exc
        pad = self.tokenizer.token_to_id("[PAD]")
        assert pad is not None  # prepare_tokenizer checked
        self.pad_id = int(pad)
        self.session = self._open(ort, self.root / model_file, list(providers), threads)
        self.vocab_size = int(self.card.get("vocab_size") or self.tokenizer.get_vocab_size())
        """Columns of an empty `mask_logits` result; otherwise the graph's output decides."""

    @staticmethod
    def _open(ort: Any, path: Path, providers: list[str], threads: int | None) -> ort.InferenceSession:
        if not path.is_file():
            raise _fail(path, "not found")
        options = ort.SessionOptions()
        if threads is not None:
            options.intra_op_num_threads = threads
            options.inter_op_num_threads = 1
        try:
            session = ort.InferenceSession(str(path), sess_options=options, providers=providers)
        except Exception as exc:  # ORT raises several private exception types for a bad file
            raise _fail(path, f"cannot be loaded by ONNX Runtime ({type(exc).__name__}: {exc})") from exc
        inputs = tuple(i.name for i in session.get_inputs())
        outputs = [o.name for o in session.get_outputs()]
        if inputs != INPUT_NAMES or OUTPUT_NAME not in outputs:
            raise _fail(path, f"is not a FAID mask-logits export (inputs {inputs}, outputs {outputs})")
        return session

    def count_tokens(self, text: str) -> int:
        """Tokens the model sees for `text`, [CLS] and [SEP] included."""
        return count_tokens(self.tokenizer, text)

    def prompts(self, comments: Sequence[str], build: PromptBuilder) -> list[str]:
        """Prompts whose comment is shortened (`template.fit_prompt`) to fit `max_length` tokens."""
        return build_prompts(self.tokenizer, build, comments, self.max_length)

    def mask_logits(self, texts: Sequence[str]) -> np.ndarray:
        """Vocabulary logits at each text's [MASK], float32 [len(texts), vocab], in input order.

        Raises:
            ValueError: A text does not hold exactly one [MASK].
        """
        rows = encode_prompts(self.tokenizer, texts, self.max_length)
        if not rows:
            return np.zeros((0, self.vocab_size), dtype=np.float32)
        out: FloatArray | None = None
        for batch in length_batches(rows, self.batch_size):
            input_ids, attention_mask, positions = pad_rows([rows[i] for i in batch], self.pad_id)
            feeds = {"input_ids": input_ids, "attention_mask": attention_mask, "mask_positions": positions}
            logits = np.asarray(self.session.run([OUTPUT_NAME], feeds)[0], dtype=np.float32)
            if out is None:
                out = np.zeros((len(rows), logits.shape[1]), dtype=np.float32)
            out[batch] = logits
        assert out is not None
        return out

    def token_id(self, word: str) -> int | None:
        """The vocabulary id of `word` if it is a single wordpiece, else None."""
        return single_wordpiece(self.tokenizer, word)
