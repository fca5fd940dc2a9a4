#!/usr/bin/env bash
# Cube and conquer on "is there an 8x8 Tank Attack solution that is not half-turn symmetric?"
# (issue 38). Resumable: run it again and it takes up the cubes the checkpoint does not have.
# Needs CaDiCaL on the PATH (Debian: apt-get install cadical; the run so far used 1.5.3, "sc2021").
# Prints the number of leaders found (0 = every 8x8 solution is half-turn symmetric).
set -euo pipefail
cd "$(dirname "$0")/../.."
exec nice -n 19 ./dlx tanks cubes 8 --sat-solver cadical --not-symmetric rot180 --break-symmetry \
  --checkpoint tanks/runs/8x8-not-rot180.checkpoint --refine-after 100000 \
  --cube-log tanks/runs/8x8-not-rot180.log --threads "${THREADS:-2}" "$@"
