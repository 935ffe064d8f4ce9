"""How often the target lexicon names a group, per IHC class (the fallback target predictor's reach).

    python scripts/ariiha_lexicon_coverage.py [--ihc ../shared/datasets/implicit-hate-corpus]

Data: the Implicit Hate Corpus stage-1 posts, all splits, deduplicated (loaded by path).
A post is covered when `TargetLexicon.predict` returns a group rather than "none". Hate
posts should mostly be covered; not-hate posts in IHC come from the same threads and
name the same groups, so their coverage is high too and is not an error rate.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from detectors.ariiha.datasets import load_ihc
from detectors.ariiha.targets import NO_TARGET, TargetLexicon


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--ihc", type=Path, default=Path("../shared/datasets/implicit-hate-corpus"))
    args = parser.parse_args()
    lexicon = TargetLexicon.load()
    rows = [d for split in ("train", "dev", "test") for d in load_ihc(args.ihc, split)]
    for label in ("hate", "not_hate"):
        items = [d for d in rows if d.label == label]
        targets = Counter(lexicon.predict(d.text) for d in items)
        covered = len(items) - targets[NO_TARGET]
        top = ", ".join(f"{t} {n}" for t, n in targets.most_common(6) if t != NO_TARGET)
        print(f"{label}: {covered:,}/{len(items):,} posts name a group ({covered / len(items):.1%}); top: {top}")


if __name__ == "__main__":
    main()
