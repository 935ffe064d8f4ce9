"""Loading a BRACE model directory for serving: ONNX Runtime session, tokenizer, model card.

ONNX Runtime and `tokenizers` only; nothing here imports torch or transformers. The
input and output names repeat `detectors.brace.model.export` (a test keeps them equal),
because importing that module would pull torch into the serving process.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tokenizers import Tokenizer

from detectors.brace.encoding import load_tokenizer
from detectors.errors import StartupFileError
from detectors.model_card import read_card
from detectors.paths import resolve_path

if TYPE_CHECKING:  # imported where used: onnxruntime costs ~0.2 s, paid only when BRACE is on
    import onnxruntime as ort

log = logging.getLogger(__name__)

INPUT_NAMES = ("input_ids", "attention_mask")
OUTPUT_NAMES = (
    "type_probs",
    "severity_probs",
    "binary_prob",
    "topic_probs",
    "indicator_heatmap",
    "bio_probs",
)
CUDA = "CUDAExecutionProvider"
CPU = "CPUExecutionProvider"
REBUILD_HINT = "run `parry train brace` then `parry export brace`, or reinstall the shipped model"


class BraceModelError(StartupFileError, RuntimeError):
    """The BRACE model directory is missing a file, a file cannot be loaded, or ONNX Runtime is absent."""


@dataclass(frozen=True, slots=True)
class LoadedModel:
    """Everything `BraceDetector` needs from a model directory."""

    session: ort.InferenceSession
    tokenizer: Tokenizer
    card: dict[str, Any]
    version: str
    providers: tuple[str, ...]  # what the session really runs on


def resolve_dir(model_dir: str) -> Path:
    """A relative `model_dir` from the working directory, else from the repository root."""
    return resolve_path(model_dir)


def resolve_providers(requested: Sequence[str], available: Sequence[str] | None = None) -> list[str]:
    """Turn the configured providers into the list handed to ONNX Runtime.

    Args:
        requested: `("auto",)` or explicit provider names in order of preference.
        available: the providers this onnxruntime build has; defaults to its own list.

    Returns:
        `auto`: CUDA then CPU when CUDA is available, else CPU. Explicit: the names this
        build has, in order (the others are logged and skipped), or CPU when none is.
    """
    import onnxruntime as ort

    have = list(ort.get_available_providers() if available is None else available)
    if tuple(requested) == ("auto",):
        return [CUDA, CPU] if CUDA in have else [CPU]
    missing = [p for p in requested if p not in have]
    if missing:
        log.warning("brace: provider(s) %s not in this onnxruntime build (%s)", ", ".join(missing), ", ".join(have))
    chosen = [p for p in requested if p in have]
    return chosen or [CPU]


def _fail(path: Path, problem: str) -> BraceModelError:
    return BraceModelError(f"BRACE model file {path}: {problem}; {REBUILD_HINT}")


def _read_card(path: Path) -> dict[str, Any]:
    return read_card(path, _fail)


def _open_session(path: Path, providers: list[str], intra_op_threads: int) -> ort.InferenceSession:
    import onnxruntime as ort

    if not path.is_file():
        raise _fail(path, "not found")
    options = ort.SessionOptions()
    if intra_op_threads:
        options.intra_op_num_threads = intra_op_threads
    try:
        session = ort.InferenceSession(str(path), sess_options=options, providers=providers)
    except Exception as exc:  # ORT raises several private exception types for a bad file
        raise _fail(path, f"cannot be loaded by ONNX Runtime ({type(exc).__name__}: {exc})") from exc
    inputs = tuple(i.name for i in session.get_inputs())
    outputs = {o.name for o in session.get_outputs()}
    if inputs != INPUT_NAMES or not set(OUTPUT_NAMES) <= outputs:
        raise _fail(path, f"is not a BRACE export (inputs {inputs}, outputs {sorted(outputs)})")
    return session


def load_model(model_dir: str, model_file: str, providers: Sequence[str], intra_op_threads: int = 0) -> LoadedModel:
    """Open a BRACE model directory for serving.

    Args:
        model_dir: directory with the ONNX file, `tokenizer.json` and `model_card.json`.
        model_file: the ONNX file's name inside it.
        providers: as in `BraceConfig.providers`.
        intra_op_threads: ONNX Runtime intra-op threads; 0 keeps its default.

    Returns:
        The session, tokenizer, model card and the providers really in use.

    Raises:
        BraceModelError: a file is missing, corrupt, or not a BRACE export; the message
            names the file and how to rebuild it.
    """
    try:
        import onnxruntime  # noqa: F401
    except ModuleNotFoundError as exc:
        raise BraceModelError(
            "BRACE needs ONNX Runtime, which is not installed: pip install 'parry[cpu]' (or 'parry[gpu]'), "
            "or set detectors.brace.enabled = false"
        ) from exc
    root = resolve_dir(model_dir)
    card = _read_card(root / "model_card.json")
    tokenizer_path = root / "tokenizer.json"
    if not tokenizer_path.is_file():
        raise _fail(tokenizer_path, "not found")
    try:
        tokenizer = load_tokenizer(tokenizer_path)
    except Exception as exc:  # tokenizers raises a bare Exception on a bad file
        raise _fail(tokenizer_path, f"unreadable ({exc})") from exc
    wanted = resolve_providers(providers)
    session = _open_session(root / model_file, wanted, intra_op_threads)
    used = tuple(session.get_providers())
    if CUDA in wanted and CUDA not in used:
        log.warning("brace: CUDA was requested but ONNX Runtime runs on %s", ", ".join(used))
    log.info("brace: model %s version %s on %s", root / model_file, card["version"], ", ".join(used))
    return LoadedModel(session, tokenizer, card, str(card["version"]), used)
