#!/usr/bin/env bash
# Runs the rows of Downing's Tables 1-3 with Tantrix-GA, one row after another (smallest first), each
# row's raw output in its own file beside this script, headed by the command and the load average.
# JAR: a copy of cli/target/dlx.jar (so that rebuilding the worktree does not disturb a run);
# EXTRA: more options for every row, e.g. EXTRA='--loops-as-segments '.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
jar="${JAR:-/tmp/h51ga/dlx.jar}"
row() {
  local file="$1"; shift
  [[ -s "$here/$file" ]] && return 0   # a finished row is kept
  {
    echo "\$ dlx tantrix ga $* ${EXTRA:-}--trials 20 --seed 1"
    echo "# started $(date -u +%FT%TZ), load average $(cut -d' ' -f1-3 /proc/loadavg), nice -n 10, jar of commit ${COMMIT:-?}"
    local t0=$(date +%s.%N)
    nice -n 10 java -XX:+UseSerialGC -jar "$jar" tantrix ga "$@" ${EXTRA:-} --trials 20 --seed 1
    local t1=$(date +%s.%N)
    echo "# finished $(date -u +%FT%TZ), wall $(echo "$t1 - $t0" | bc) s, load average $(cut -d' ' -f1-3 /proc/loadavg)"
  } > "$here/$file.part" 2>&1 && mv "$here/$file.part" "$here/$file"
}
for spec in "$@"; do
  # spec: FILE,PUZZLE,POPULATION,GENERATIONS
  IFS=, read -r file puzzle pop gens <<<"$spec"
  row "$file" "$puzzle" --population "$pop" --generations "$gens"
done
