"""`python -m responders.fire.memory.training {train,export,eval}`: the memory encoder's command line."""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from responders.fire.memory.training.data import DEFAULT_EXEMPLARS

DEFAULT_RUN = Path("var/fire/memory/run")
DEFAULT_MODEL = Path("models/fire-memory")


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m responders.fire.memory.training", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)

    def data_flags(p: argparse.ArgumentParser) -> None:
        p.add_argument("--exemplars", type=Path, nargs="+", default=[DEFAULT_EXEMPLARS], help="exemplar JSONL files")
        p.add_argument("--dev-share", type=float, default=0.1)
        p.add_argument("--test-share", type=float, default=0.1)
        p.add_argument("--split-seed", type=int, default=13, help="seed of the by-family split")
        p.add_argument("--k", type=int, default=8, help="neighbours per type (S_t) and overall (purity)")

    t = sub.add_parser("train", help="fine-tune the encoder with SupCon on the train exemplars")
    t.add_argument("--out", type=Path, default=DEFAULT_RUN, help="run directory (best/, history.json)")
    data_flags(t)
    t.add_argument("--encoder", type=Path, default=None, help="local HF encoder dir with tokenizer.json")
    t.add_argument("--epochs", type=int, default=6)
    t.add_argument("--per-type", type=int, default=8, help="examples of each type per batch")
    t.add_argument("--max-length", type=int, default=64)
    t.add_argument("--lr", type=float, default=3e-5)
    t.add_argument("--temperature", type=float, default=0.07)
    t.add_argument("--freeze-layers", type=int, default=0, help="also freeze the lowest N transformer layers")
    t.add_argument("--train-embeddings", action="store_true", help="do not freeze the embeddings")
    t.add_argument("--seed", type=int, default=13)
    t.add_argument("--device", default="cpu")

    x = sub.add_parser("export", help="export a run (or the untuned encoder) to ONNX fp32 + int8 with a card")
    source = x.add_mutually_exclusive_group(required=True)
    source.add_argument("--run", type=Path, help="training run directory (its best/) or an HF encoder dir")
    source.add_argument("--untuned", action="store_true", help="the packaged all-MiniLM-L6-v2 as is (baseline)")
    x.add_argument("--out", type=Path, default=DEFAULT_MODEL)

    e = sub.add_parser("eval", help="score exported encoders on the dev and test exemplars")
    e.add_argument("--model-dir", type=Path, default=DEFAULT_MODEL)
    e.add_argument("--baseline-dir", type=Path, default=None, help="an `export --untuned` directory to compare")
    data_flags(e)
    e.add_argument("--out", type=Path, default=None, help="write the report JSON here")
    e.add_argument("--write-card", action="store_true", help="record the figures in MODEL_DIR/model_card.json")
    return parser


def _train(args: argparse.Namespace) -> int:
    from responders.fire.memory.training.trainer import MemoryTrainConfig, train

    cfg = MemoryTrainConfig(
        out_dir=args.out,
        exemplars=tuple(args.exemplars),
        encoder=args.encoder,
        epochs=args.epochs,
        per_type=args.per_type,
        max_length=args.max_length,
        lr=args.lr,
        temperature=args.temperature,
        freeze_embeddings=not args.train_embeddings,
        freeze_layers=args.freeze_layers,
        k=args.k,
        seed=args.seed,
        dev_share=args.dev_share,
        test_share=args.test_share,
        split_seed=args.split_seed,
        device=args.device,
    )
    result = train(cfg)
    summary = {
        "out_dir": str(result.out_dir),
        "best": str(result.best_dir),
        "best_epoch": result.best_epoch,
        "best_dev": {k: result.best_dev[k] for k in ("accuracy", "macro_f1", "top2_coverage")},
        "untuned_dev": {k: result.history[0]["dev"][k] for k in ("accuracy", "macro_f1", "top2_coverage")},
        "frozen_params": result.frozen_params,
        "counts": result.counts,
        "seconds": round(result.seconds, 1),
    }
    print(json.dumps(summary, indent=2))
    return 0


def _export(args: argparse.Namespace) -> int:
    from responders.fire.memory.training.export import export

    result = export(None if args.untuned else args.run, args.out)
    card = result.card
    summary = {"out_dir": str(result.out_dir), "version": card["version"], "int8_bytes": card["sizes_bytes"]["int8"]}
    print(json.dumps({**summary, "parity": result.parity}, indent=2))
    return 0


def evaluate_model(model_dir: Path, splits: Any, k: int, measure: bool) -> dict[str, Any]:
    """Dev and test figures of one exported encoder, its dev-tuned threshold, and (optionally) its footprint."""
    from responders.fire.memory.encoder import SentenceEncoder
    from responders.fire.memory.footprint import memory_footprint
    from responders.fire.memory.index import MemoryIndex
    from responders.fire.memory.training.evaluate import evaluate_index, split_by_threshold, tune_threshold

    encoder = SentenceEncoder.load(model_dir)
    index = MemoryIndex(encoder, splits.train, k=k)
    dev, dev_results = evaluate_index(index, splits.dev)
    test, test_results = evaluate_index(index, splits.test)
    threshold, table = tune_threshold(dev_results, splits.dev, k)
    report: dict[str, Any] = {
        "model_dir": str(model_dir),
        "version": encoder.version,
        "fine_tuned": encoder.card.get("fine_tuned"),
        "dev": dev,
        "test": test,
        "purity_threshold": threshold,
        "at_threshold": {
            "dev": split_by_threshold(dev_results, splits.dev, threshold),
            "test": split_by_threshold(test_results, splits.test, threshold),
        },
        "threshold_candidates_dev": table,
    }
    if measure:
        report["footprint_int8"] = memory_footprint(model_dir, [e.hate_speech for e in (*splits.dev, *splits.test)])
    return report


def _eval(args: argparse.Namespace) -> int:
    from detectors.brace.training.export import file_hash
    from detectors.machine import cpu_name
    from responders.fire.memory.training.data import load_splits
    from responders.fire.memory.training.evaluate import MAX_FLAGGED_ACCURACY

    splits = load_splits(args.exemplars, args.dev_share, args.test_share, args.split_seed)
    models = {"fine_tuned": evaluate_model(args.model_dir, splits, args.k, measure=True)}
    if args.baseline_dir is not None:
        models["baseline_untuned"] = evaluate_model(args.baseline_dir, splits, args.k, measure=False)
    report = {
        "created": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
        "machine": {"cpu": cpu_name(), "cores": os.cpu_count()},
        "exemplars": {str(p): file_hash(p) for p in args.exemplars},
        "split": {"by": "family", "dev": args.dev_share, "test": args.test_share, "seed": args.split_seed},
        "counts": splits.counts,
        "k": args.k,
        "index": "the train split's exemplars; dev and test messages are queries only",
        "threshold_criterion": (
            f"largest j/{args.k} (j = 1..{args.k}) at which the memory argmax is right on fewer than "
            f"{MAX_FLAGGED_ACCURACY} of the dev messages with purity below it; 0.0 when none"
        ),
        "models": models,
    }
    text = json.dumps(report, indent=2)
    if args.out is not None:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(text + "\n", encoding="utf-8")
    if args.write_card:
        _record_in_card(args.model_dir, report)
    for name, m in models.items():
        print(
            f"{name}: dev acc {m['dev']['accuracy']:.4f} macro-F1 {m['dev']['macro_f1']:.4f} | "
            f"test acc {m['test']['accuracy']:.4f} macro-F1 {m['test']['macro_f1']:.4f} | "
            f"purity threshold {m['purity_threshold']:.3f}, test purity {m['test']['purity_quartiles']}"
        )
    print(json.dumps(models["fine_tuned"]["footprint_int8"]))
    return 0


def _record_in_card(model_dir: Path, report: dict[str, Any]) -> None:
    path = model_dir / "model_card.json"
    card = json.loads(path.read_text(encoding="utf-8"))
    tuned = report["models"]["fine_tuned"]
    keep = ("n", "accuracy", "macro_f1", "per_type_f1", "top2_coverage", "purity_quartiles")
    card["metrics"] = {
        **card.get("metrics", {}),  # keeps export's dev figures of the torch model during training
        **{split: {k: tuned[split][k] for k in keep} for split in ("dev", "test")},
        "purity_threshold": tuned["purity_threshold"],
        "at_threshold": tuned["at_threshold"],
        "footprint_int8": tuned["footprint_int8"],
        "split": report["split"],
        "exemplars": report["exemplars"],
    }
    if "baseline_untuned" in report["models"]:
        base = report["models"]["baseline_untuned"]
        card["metrics"]["baseline_untuned"] = {s: {k: base[s][k] for k in keep[:5]} for s in ("dev", "test")}
    path.write_text(json.dumps(card, indent=2), encoding="utf-8")


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    args = _parser().parse_args(argv)
    handlers = {"train": _train, "export": _export, "eval": _eval}
    return handlers[args.command](args)
