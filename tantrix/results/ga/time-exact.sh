#!/usr/bin/env bash
# Times dlxkit's exact search to a first solution on the puzzles of Downing's Tables 1-3, one after
# another: wall and CPU time of the whole command (JVM start included) by /usr/bin/time, with the
# load average before each run; --stats adds the search's own nodes and wall seconds. Reported times on a shared machine, not benchmarks.
set -uo pipefail
jar="${JAR:-/tmp/h51ga/dlx.jar}"
for p in discovery:10 discovery:12 discovery:15 discovery:20 discovery:25 discovery:30 \
    rainbow_green rainbow_yellow rainbow_white rainbow_blue rainbow_red \
    super_junior super_student super_master super_professor super_genius; do
  load="$(cut -d' ' -f1-3 /proc/loadavg)"
  out="$( { /usr/bin/time -f 'time %e %U %S' java -jar "$jar" tantrix solve "$p" --stats; } 2>&1)"
  read -r _ wall user sys <<<"$(grep '^time ' <<<"$out")"
  stats="$(grep -o 'nodes=[0-9]* seconds=[0-9.]*' <<<"$out")"
  echo "$p  search: $stats  whole command: wall ${wall} s, cpu $(echo "$user + $sys" | bc) s  load average $load"
done
