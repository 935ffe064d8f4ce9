#!/usr/bin/env bash
# The BRACE runs for a CPU-only machine (2 cores): seed corpus only, two runs at a time with
# one thread each. Three seeds of the full model (10 epochs) and, on a shorter schedule
# (2 epochs, seed 13), the full model and each ablation; and the encoder cut to its lowest 3 or
# 4 layers (l3-*, l4-*: faster serving), full schedule, alone and distilled from the shipped
# model (l3kd-*, l4kd-*). Every run is scored on its dev and
# held-out test split. A run whose test scores exist is skipped, so the script resumes;
# naming runs after OUT_DIR does only those.
# The learning rates were chosen on dev against 6e-5 / 3e-4 (run lr6e5-s13).
#
#   scripts/brace/train_cpu.sh OUT_DIR [RUN_NAME...]
#
# About 3.5 minutes per epoch per run (two at a time) on the project's 2-core machine with
# the 8,747-window seed corpus.
set -euo pipefail
# The project's virtualenv when there is one (`make setup-train`), so a plain shell finds torch.
venv="$(cd "$(dirname "$0")/../.." && pwd)/.venv/bin"
[[ -d $venv ]] && export PATH="$venv:$PATH"
out=$1
shift
only=("$@")
export OMP_NUM_THREADS=${OMP_NUM_THREADS:-1} PARRY_PLAIN_PROGRESS=1 HF_HUB_OFFLINE=1  # one thread per run unless set
mkdir -p "$out"
common=(--max-length 96 --min-type-share 0.6 --encoder-lr 1e-4 --head-lr 5e-4 --device cpu)

run() {
  local name=$1; shift
  local dir="$out/$name"
  python -m detectors.brace.training train --out "$dir" "${common[@]}" "$@" > "$out/$name.log" 2>&1
  for part in dev test; do
    python -m detectors.brace.training eval --model "$dir" --data "$dir/$part.jsonl" --json \
      > "$out/$name.$part.json" 2>> "$out/$name.log"
  done
  cp "$dir/history.json" "$out/$name.history.json"
}

# Runs not scored yet, two at a time (one thread each).
jobs=(
  "full-s13 --seed 13 --epochs 10" "full-s14 --seed 14 --epochs 10"
  "full-s15 --seed 15 --epochs 10" "full-short --seed 13 --epochs 2"
  "no_chain --seed 13 --epochs 2 --ablation no_chain" "no_proto --seed 13 --epochs 2 --ablation no_proto"
  "no_moe --seed 13 --epochs 2 --ablation no_moe" "depth1 --seed 13 --epochs 2 --ablation depth1"
  "depth2 --seed 13 --epochs 2 --ablation depth2" "depth3 --seed 13 --epochs 2 --ablation depth3"
  "l3-s13 --seed 13 --epochs 10 --encoder-layers 3" "l4-s13 --seed 13 --epochs 10 --encoder-layers 4"
  "l4-s14 --seed 14 --epochs 10 --encoder-layers 4"
  "l3kd-s13 --seed 13 --epochs 10 --encoder-layers 3 --teacher models/brace"
  "l4kd-s13 --seed 13 --epochs 10 --encoder-layers 4 --teacher models/brace"
)
todo=()
for job in "${jobs[@]}"; do
  name=${job%% *}
  if ((${#only[@]})) && [[ ! " ${only[*]} " == *" $name "* ]]; then continue; fi
  [[ -f "$out/$name.test.json" ]] || todo+=("$job")
done
for ((i = 0; i < ${#todo[@]}; i += 2)); do
  # shellcheck disable=SC2086  # each job is a name followed by its flags
  run ${todo[i]} &
  if ((i + 1 < ${#todo[@]})); then
    # shellcheck disable=SC2086
    run ${todo[i + 1]} &
  fi
  wait
done
