"""The FAID router's labelled data: annotation references resolved to text, plus Parry's written examples.

`data/faid/router_annotations.jsonl` stores references (dataset, file, row, category,
hold_out) into two public data sets, never their text; `data/faid/README.md` says how to
resolve them, and this module does exactly that: the data row `row` (0-based, after the
header) as `csv.DictReader` reads the file, IHC with `delimiter="\\t"` and
`quoting=csv.QUOTE_NONE` (column `post`), Davidson with the default settings (column
`tweet`). The text is used as read (no cleaning), as the annotations were made on it.

Splits: `train` is every reference with `hold_out` false plus all 120 written examples of
`data/faid/router_examples.jsonl`; `held` is every reference with `hold_out` true
(evaluation only). A training text equal to a held-out text (case- and
whitespace-insensitively; e.g. a duplicated tweet) is dropped from `train`, so no
held-out text is ever trained on.

The data sets live in the shared datasets folder (`$PARRY_DATASETS`, else
`<repo>/../shared/datasets`), in place, never copied into the repository.
"""

from __future__ import annotations

import csv
import json
import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from detectors.faid.template import ROUTER_CLASSES
from detectors.paths import REPO_ROOT

ANNOTATIONS = REPO_ROOT / "data" / "faid" / "router_annotations.jsonl"
EXAMPLES = REPO_ROOT / "data" / "faid" / "router_examples.jsonl"
README = "data/faid/README.md"


@dataclass(frozen=True, slots=True)
class Source:
    """Where one referenced data set lives under the datasets folder and how to read it."""

    folder: str
    file: str
    column: str
    tsv: bool
    expected_rows: int  # the row count the annotations were made against (README)


SOURCES: dict[str, Source] = {
    "ihc": Source("implicit-hate-corpus", "implicit_hate_v1_stg1_posts.tsv", "post", True, 21_480),
    "davidson": Source("davidson-hate-offensive/data", "labeled_data.csv", "tweet", False, 24_783),
}
_SPACES = re.compile(r"\s+")


class RouterDataError(FileNotFoundError):
    """The datasets folder or a referenced file is missing, or an annotation does not resolve."""


@dataclass(frozen=True, slots=True)
class RouterExample:
    """One labelled message.

    Attributes:
        text: The message.
        category: One of `ROUTER_CLASSES`.
        source: "ihc:<row>", "davidson:<row>" or "written:<id>".
        hold_out: Evaluation only.
    """

    text: str
    category: str
    source: str
    hold_out: bool = False


@dataclass(frozen=True, slots=True)
class RouterData:
    """Train and held-out examples, with counts for metrics.json and the model card."""

    train: list[RouterExample]
    held: list[RouterExample]
    source_rows: dict[str, int] = field(default_factory=dict)  # rows read per data set file
    dropped_overlap: int = 0  # training texts dropped for equalling a held-out text

    def warnings(self) -> list[str]:
        """Row counts that differ from the files the annotations were made against."""
        return [
            f"{name}: {self.source_rows[name]} rows, but the annotations index a file of "
            f"{SOURCES[name].expected_rows} rows; see {README}"
            for name in sorted(self.source_rows)
            if self.source_rows[name] != SOURCES[name].expected_rows
        ]

    def counts(self) -> dict[str, Any]:
        """Examples per split, category and source kind."""

        def tally(examples: list[RouterExample]) -> dict[str, Any]:
            return {
                "total": len(examples),
                "categories": dict(sorted(Counter(e.category for e in examples).items())),
                "sources": dict(sorted(Counter(e.source.split(":")[0] for e in examples).items())),
            }

        return {
            "train": tally(self.train),
            "held": tally(self.held),
            "dropped_overlap": self.dropped_overlap,
            "source_rows": self.source_rows,
        }


def datasets_root(root: str | Path | None = None) -> Path:
    """`root`, else `$PARRY_DATASETS`, else `<repo>/../shared/datasets`."""
    if root is not None:
        return Path(root)
    from detectors.brace.public._common import datasets_root as default_root

    return default_root()


def _key(text: str) -> str:
    return _SPACES.sub(" ", text).strip().lower()


def read_texts(root: Path, name: str) -> list[str]:
    """Every data row's text of one referenced data set, in file order (README's reading).

    Raises:
        RouterDataError: The file is missing or has no such column.
    """
    source = SOURCES[name]
    path = root / source.folder / source.file
    if not path.is_file():
        raise RouterDataError(
            f"{path} not found: the FAID router annotations reference rows of {name} by index "
            f"(see {README}); put the data set there or point --datasets-root / PARRY_DATASETS at its folder"
        )
    try:
        with path.open(encoding="utf-8", newline="") as fh:
            reader = csv.DictReader(fh, delimiter="\t", quoting=csv.QUOTE_NONE) if source.tsv else csv.DictReader(fh)
            return [str(row[source.column] or "") for row in reader]
    except (OSError, UnicodeDecodeError, KeyError, csv.Error) as exc:
        raise RouterDataError(f"{path}: cannot read column {source.column!r} ({exc}); see {README}") from exc


def _jsonl(path: Path) -> list[dict[str, Any]]:
    if not path.is_file():
        raise RouterDataError(f"{path} not found (see {README})")
    rows: list[dict[str, Any]] = []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if line.strip():
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as exc:
                raise RouterDataError(f"{path}:{n}: not JSON ({exc})") from exc
    return rows


def load_router_data(
    root: str | Path | None = None,
    *,
    annotations: str | Path = ANNOTATIONS,
    examples: str | Path = EXAMPLES,
) -> RouterData:
    """Resolve the annotation references and add the written examples (module docstring).

    Args:
        root: The shared datasets folder; None: `$PARRY_DATASETS`, else `<repo>/../shared/datasets`.
        annotations: The references file.
        examples: The written examples file.

    Returns:
        Train (hold_out false + written) and held-out examples, in file order.

    Raises:
        RouterDataError: The datasets folder or a referenced file is missing, or a
            reference names an unknown data set, another file, an unknown category, a
            duplicate or a row past the end of its file.
    """
    folder = datasets_root(root)
    if not folder.is_dir():
        raise RouterDataError(
            f"datasets folder {folder} not found: the FAID router annotations are references into IHC and "
            f"Davidson et al., resolved against that folder (see {README}); pass --datasets-root or set "
            "PARRY_DATASETS"
        )
    refs = _jsonl(Path(annotations))
    texts: dict[str, list[str]] = {}
    seen: set[tuple[str, int]] = set()
    train: list[RouterExample] = []
    held: list[RouterExample] = []
    for n, ref in enumerate(refs, 1):
        where = f"{annotations}:{n}"
        name = str(ref.get("dataset"))
        if name not in SOURCES:
            raise RouterDataError(f"{where}: unknown dataset {name!r}; known: {', '.join(SOURCES)}")
        if ref.get("file") != SOURCES[name].file:
            raise RouterDataError(f"{where}: file {ref.get('file')!r}, expected {SOURCES[name].file!r}")
        category = str(ref.get("category"))
        if category not in ROUTER_CLASSES:
            raise RouterDataError(f"{where}: unknown category {category!r}; known: {', '.join(ROUTER_CLASSES)}")
        row = ref.get("row")
        if not isinstance(row, int) or isinstance(row, bool) or row < 0:
            raise RouterDataError(f"{where}: row must be a non-negative integer, got {row!r}")
        if (name, row) in seen:
            raise RouterDataError(f"{where}: duplicate reference {name} row {row}")
        seen.add((name, row))
        if name not in texts:
            texts[name] = read_texts(folder, name)
        if row >= len(texts[name]):
            source = SOURCES[name]
            raise RouterDataError(
                f"{where}: {name} row {row} is past the end of {folder / source.folder / source.file} "
                f"({len(texts[name])} rows; the annotations index a file of {source.expected_rows}, see {README})"
            )
        hold_out = ref.get("hold_out")
        if not isinstance(hold_out, bool):
            raise RouterDataError(f"{where}: hold_out must be true or false, got {hold_out!r}")
        example = RouterExample(texts[name][row], category, f"{name}:{row}", hold_out)
        (held if hold_out else train).append(example)
    for n, item in enumerate(_jsonl(Path(examples)), 1):
        category = str(item.get("category"))
        if category not in ROUTER_CLASSES:
            raise RouterDataError(f"{examples}:{n}: unknown category {category!r}")
        train.append(RouterExample(str(item["text"]), category, f"written:{item.get('id', n)}"))
    held_keys = {_key(e.text) for e in held}
    kept = [e for e in train if _key(e.text) not in held_keys]
    return RouterData(
        train=kept,
        held=held,
        source_rows={name: len(rows) for name, rows in sorted(texts.items())},
        dropped_overlap=len(train) - len(kept),
    )
