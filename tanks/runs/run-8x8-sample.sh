#!/usr/bin/env bash
# Random sample of the 8x8 "not half-turn symmetric" cube run (issue 38): PROBES (default 3) random
# root-to-leaf paths of the refinement tree that tanks/runs/run-8x8-not-rot180.sh walks (the same
# split of 5,300 cubes, the same cut after 10^5 conflicts), each cube on a path decided by CaDiCaL
# (Knuth's estimator, dlx tanks sample-cubes; docs/tanks.md "How long the 8x8 run takes").
# One piece per SEED; pieces with different seeds are independent samples, pooled by
# tanks/runs/sample-summary.sh. Run the next seed to add a piece:
#   tanks/runs/run-8x8-sample.sh SEED [PROBES]
# Needs CaDiCaL on the PATH (Debian: apt-get install cadical; 1.5.3 "sc2021" here).
set -euo pipefail
cd "$(dirname "$0")/../.."
seed="${1:?usage: run-8x8-sample.sh SEED [PROBES]}"
exec nice -n 19 ./dlx tanks sample-cubes 8 --sat-solver cadical --not-symmetric rot180 --break-symmetry \
  --refine-after 100000 --probe-calls "${PROBE_CALLS:-40}" \
  --probes "${2:-3}" --sample-seed "$seed" --cube-log tanks/runs/8x8-not-rot180-sample.log
