#!/usr/bin/env bash
# FAID's prompt-tuned models on a 2-core CPU, two at a time with one thread each, from a
# trained masked LM (`parry train faid-mlm --out MLM ...`): router, Shallow, Targeted on the
# raw message (no LLM explanations), and the plain fine-tuned baseline (scored on the whole
# IHC test split, as `parry eval faid --sample 0` scores FAID); then the exports.
# A step whose output exists is skipped, so the script resumes.
#
#   [TRAIN_SAMPLE=N] scripts/faid/train_cpu.sh MLM_DIR OUT_DIR [MODELS_DIR]
#
# TRAIN_SAMPLE is the stratified IHC train sample for Shallow, Targeted and the baseline:
# default 0, the whole split (12,886 posts, about 20 minutes a model; the third build's
# recipe); the first two builds used 4000.
set -euo pipefail
# The project's virtualenv when there is one (`make setup-train`), so a plain shell finds torch.
venv="$(cd "$(dirname "$0")/../.." && pwd)/.venv/bin"
[[ -d $venv ]] && export PATH="$venv:$PATH"
mlm=$1 out=$2 models=${3:-models}
sample=${TRAIN_SAMPLE:-0}
export OMP_NUM_THREADS=1 PARRY_PLAIN_PROGRESS=1 HF_HUB_OFFLINE=1
mkdir -p "$out"
common=(--mlm "$mlm" --threads 1 --seed 13)

step() {
  local name=$1; shift
  [[ -f "$out/$name/metrics.json" ]] && return 0
  parry train "faid-$name" --out "$out/$name" "${common[@]}" "$@" > "$out/$name.log" 2>&1
}

step router --epochs 8 --lr 3e-5 &
step shallow --train-sample "$sample" --epochs 2 &
wait
step targeted --train-sample "$sample" --epochs 2 &
step baseline --train-sample "$sample" --epochs 2 --sample 0 &   # scored on the whole test split
wait
for name in router shallow targeted; do
  parry export "faid-$name" --run "$out/$name" --out "$models/faid-$name" > "$out/export-$name.log" 2>&1
done
