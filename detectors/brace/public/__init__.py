"""Public data sets mapped to BRACE windows by written rules (see docs/brace/public_data.md).

Each module maps one data set: `load(root, split)` yields window dicts in the JSONL window
format of `detectors.brace.windows`, and the module docstring holds its rules. The data are
read from the shared datasets folder (`datasets_root()`), never copied into the repository.
Only data sets with `may_train_shipped` may train the model Parry ships; the corpus builder
(`python -m detectors.brace.public.build`) refuses the others without `--allow-research-data`.
"""

from detectors.brace.public._common import SPLITS, PublicDataset, Turn, Window, datasets_root, output_type
from detectors.brace.public.registry import DATASETS, get, shippable

__all__ = [
    "DATASETS",
    "SPLITS",
    "PublicDataset",
    "Turn",
    "Window",
    "datasets_root",
    "get",
    "output_type",
    "shippable",
]
