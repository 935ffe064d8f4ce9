#!/usr/bin/env bash
# The BRACE runs for a CPU-only machine (2 cores): seed corpus only, two runs at a time with
# one thread each. Three seeds of the full model (6 epochs) and, on a shorter schedule
# (3 epochs, seed 13), the full model and each ablation. Every run is scored on its dev and
# held-out test split. A run whose test scores exist is skipped, so the script resumes.
#
#   scripts/brace/train_cpu.sh OUT_DIR
#
# About 15 minutes per full run and 6 per short one on the project's 2-core machine.
set -euo pipefail
out=$1
export OMP_NUM_THREADS=1 PARRY_PLAIN_PROGRESS=1 HF_HUB_OFFLINE=1
mkdir -p "$out"
common=(--max-length 96 --min-type-share 0.6 --encoder-lr 6e-5 --head-lr 3e-4 --device cpu)

run() {
  local name=$1; shift
  local dir="$out/$name"
  [[ -f "$out/$name.test.json" ]] && return 0
  python -m detectors.brace.training train --out "$dir" "${common[@]}" "$@" > "$out/$name.log" 2>&1
  for part in dev test; do
    python -m detectors.brace.training eval --model "$dir" --data "$dir/$part.jsonl" --json \
      > "$out/$name.$part.json" 2>> "$out/$name.log"
  done
  cp "$dir/history.json" "$out/$name.history.json"
}

run full-s13 --seed 13 --epochs 6 & run full-s14 --seed 14 --epochs 6 & wait
run full-s15 --seed 15 --epochs 6 & run full-short --seed 13 --epochs 3 & wait
run no_chain --seed 13 --epochs 3 --ablation no_chain & run no_proto --seed 13 --epochs 3 --ablation no_proto & wait
run no_moe --seed 13 --epochs 3 --ablation no_moe & run depth1 --seed 13 --epochs 3 --ablation depth1 & wait
run depth2 --seed 13 --epochs 3 --ablation depth2 & run depth3 --seed 13 --epochs 3 --ablation depth3 & wait
