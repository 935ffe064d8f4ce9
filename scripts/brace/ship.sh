#!/usr/bin/env bash
# Install a trained run as Parry's default BRACE model in models/brace:
# export best.pt (fp32 + per-channel int8 ONNX, tokenizer), score the served int8 model on the
# run's dev and held-out test splits, write those scores into the model card, and keep the
# test split as the regression sample tests/detectors/brace/test_shipped_model.py checks.
#
#   scripts/brace/ship.sh RUN_DIR [OUT_DIR]
set -euo pipefail
run=$1 out=${2:-models/brace}
export HF_HUB_OFFLINE=1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
parry export brace --best "$run/best.pt" --out "$out" > /dev/null
for part in dev test; do
  parry eval brace --model-dir "$out" --data "$run/$part.jsonl" --json > "$tmp/$part.json"
done
python - "$tmp" <<'PY'
import json, sys
from pathlib import Path
tmp = Path(sys.argv[1])
scores = {part: json.loads((tmp / f"{part}.json").read_text()) for part in ("dev", "test")}
(tmp / "metrics.json").write_text(json.dumps(scores, indent=2))
PY
parry export brace --best "$run/best.pt" --out "$out" --metrics "$tmp/metrics.json"
cp "$run/test.jsonl" "$out/regression_sample.jsonl"
