#!/usr/bin/env bash
# The independent check of the 8x8 "not half-turn symmetric" cubes decided unsatisfiable (issue 38):
# K of the cubes a cube log records as unsatisfiable (default: the run's log; chosen at random from
# SEED) are decided again by CaDiCaL with a DRAT proof, which dlxkit's own checker (RupChecker)
# verifies; one line per cube is appended to tanks/runs/8x8-not-rot180-proofs.txt. K = 0 checks every
# cube (done 2026-11-28 for both logs: tanks/runs/8x8-not-rot180{,-sample}-proofs-all.txt).
#   tanks/runs/check-8x8-proofs.sh K SEED [LOG]
set -euo pipefail
cd "$(dirname "$0")/../.."
k="${1:?usage: check-8x8-proofs.sh K SEED [LOG]}"
seed="${2:?usage: check-8x8-proofs.sh K SEED [LOG]}"
log="${3:-tanks/runs/8x8-not-rot180.log}"
nice -n 19 ./dlx tanks check-proofs 8 --sat-solver cadical --not-symmetric rot180 --break-symmetry \
  --cube-log "$log" --sample "$k" --sample-seed "$seed" | tee -a tanks/runs/8x8-not-rot180-proofs.txt
