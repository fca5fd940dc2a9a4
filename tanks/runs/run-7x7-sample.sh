#!/usr/bin/env bash
# Random sample of the cube run on the unrestricted 7x7 (issue 38: is there a 7x7 Tank Attack
# solution at all?): PROBES (default 3) random root-to-leaf paths of the refinement tree of
#   ./dlx tanks cubes 7 --sat-solver cadical --break-symmetry --checkpoint FILE --refine-after 100000
# each cube on a path decided by CaDiCaL (Knuth's estimator, dlx tanks sample-cubes). One piece
# per SEED; pieces with different seeds are independent and pool with
#   tanks/runs/sample-summary.sh tanks/runs/7x7-sample.log
#   tanks/runs/run-7x7-sample.sh SEED [PROBES]
set -euo pipefail
cd "$(dirname "$0")/../.."
seed="${1:?usage: run-7x7-sample.sh SEED [PROBES]}"
exec nice -n 19 ./dlx tanks sample-cubes 7 --sat-solver cadical --break-symmetry \
  --refine-after 100000 --probe-calls "${PROBE_CALLS:-40}" \
  --probes "${2:-3}" --sample-seed "$seed" --cube-log tanks/runs/7x7-sample.log
