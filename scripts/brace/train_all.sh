#!/usr/bin/env bash
# The BRACE round-1 runs (docs/brace/results.md, round 1), in parallel on one GPU: three seeds
# of the full model (4 epochs) and, on a shorter schedule (2 epochs, seed 13), the full model
# and each ablation. Each run is then scored on its held-out test split: all of it, the seed
# corpus part and the public part.
#
#   scripts/brace/train_all.sh ENCODER_DIR PUBLIC_DIR OUT_DIR [bf16|fp32]
#
# Effective batch 32 as in the paper, taken as 32 x 1 rather than 16 x 2 accumulation steps.
set -euo pipefail
enc=$1 pub=$2 out=$3 precision=${4:-bf16}
export OMP_NUM_THREADS=1 PARRY_PLAIN_PROGRESS=1 HF_HUB_OFFLINE=1
mkdir -p "$out"

split_test() {  # test.jsonl -> test_seed.jsonl + test_public.jsonl, by the windows' source
  python - "$1" <<'PY'
import json, sys
from pathlib import Path
run = Path(sys.argv[1])
lines = (run / "test.jsonl").read_text(encoding="utf-8").splitlines()
seed = [l for l in lines if json.loads(l).get("source", "").startswith("seed:")]
public = [l for l in lines if not json.loads(l).get("source", "").startswith("seed:")]
(run / "test_seed.jsonl").write_text("".join(l + "\n" for l in seed), encoding="utf-8")
(run / "test_public.jsonl").write_text("".join(l + "\n" for l in public), encoding="utf-8")
PY
}

run() {
  local name=$1; shift
  local dir="$out/$name"
  python -m detectors.brace.training train --out "$dir" --encoder "$enc" --public-dir "$pub" \
    --batch-size 32 --accum 1 --precision "$precision" \
    --max-length 128 --min-type-share 0 --encoder-lr 2e-5 --head-lr 1e-4 "$@" > "$out/$name.log" 2>&1
  split_test "$dir"
  for part in test test_seed test_public; do
    python -m detectors.brace.training eval --model "$dir" --data "$dir/$part.jsonl" --json \
      > "$out/$name.$part.json" 2>> "$out/$name.log"
  done
}

for seed in 13 14 15; do run "full-s$seed" --seed "$seed" --epochs 4 & done
run full-short --seed 13 --epochs 2 &
for ablation in no_chain no_proto no_moe depth1 depth2 depth3; do
  run "$ablation" --seed 13 --epochs 2 --ablation "$ablation" &
done
wait
