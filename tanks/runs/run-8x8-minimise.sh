#!/usr/bin/env bash
# Local search on Chlond's open question (issue 51): the fewest violations (cells whose range
# differs from their attackers) of an 8x8 grid that is NOT half-turn symmetric; 0 would settle the
# question (docs/tanks.md, "Local search: the fewest violations without the half turn").
# One piece per call: seed SEED for TIME (default 20m), resumed from the seed's best-so-far file
# tanks/results/8x8-not-rot180-seedSEED.txt when it exists; the result line is appended to
# tanks/runs/8x8-minimise.log. TEMPERATURE (default 0.4) sets the annealing temperature.
#   tanks/runs/run-8x8-minimise.sh SEED [TIME]
set -euo pipefail
cd "$(dirname "$0")/../.."
seed="${1:?usage: run-8x8-minimise.sh SEED [TIME]}"
time="${2:-20m}"
best="tanks/results/8x8-not-rot180-seed$seed.txt"
from=()
if [[ -f "$best" ]]; then
  from=(--from "$best")
fi
command=(./dlx tanks minimise 8 --not-symmetric rot180 --seed "$seed" --temperature "${TEMPERATURE:-0.4}"
  --time-limit "$time" "${from[@]}" --out "$best")
status=0
result="$(nice -n 10 "${command[@]}")" || status=$?
echo "$result"
# exit 1 is a run stopped with violations left; anything else is a failure
if [[ $status -gt 1 ]]; then
  exit "$status"
fi
printf '%s  # %s, %s\n' "$(head -n 1 <<<"$result")" "${command[*]}" "$(date -u +%Y-%m-%dT%H:%MZ)" >> tanks/runs/8x8-minimise.log
exit "$status"
