#!/usr/bin/env bash
# Summarises a cube run from its cube log and checkpoint (tanks/runs/8x8-not-rot180.* by default):
# SAT calls by answer, the solver's CPU seconds and conflicts, the deepest cube tried, solutions
# found, and the subproblems (of the split) with a record in the checkpoint.
set -euo pipefail
base="${1:-$(dirname "$0")/8x8-not-rot180}"
awk '$1 == "call" { calls++; n[$3]++; cpu += $5; conf += $4;
       split($2, a, ":"); d = split(a[2], r, ","); if (d > deep) deep = d }
     $1 == "solution" { sol++ }
     END { printf "calls %d (unsat %d, sat %d, unknown %d), cpu_seconds %.1f, conflicts %d, deepest_cube %d cells, solutions %d\n",
             calls, n["UNSATISFIABLE"], n["SATISFIABLE"], n["UNKNOWN"], cpu, conf, deep, sol + 0 }' "$base.log"
head -n 1 "$base.checkpoint" | awk '{ printf "split: %s subproblems (%s)\n", $4, $3 }'
tail -n +2 "$base.checkpoint" | awk '{ split($1, a, ":"); idx[a[1]] = 1; pieces++ }
     END { printf "checkpoint records %d (pieces of %d subproblems)\n", pieces, length(idx) }'
