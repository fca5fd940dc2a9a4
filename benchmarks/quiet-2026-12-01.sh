#!/usr/bin/env bash
# The quiet run of 2026-12-01 (docs/performance/2026-12-01-wave3-run6.md): Algorithm M on
# bitsets (BitMultiplicities, what ./dlx count now picks for these files) and on links
# (DancingMultiplicities) against Knuth's DLX3, in one run. Needs the anchors
# (../shared/anchors/build.sh; $ANCHORS/bin, default /tmp/anchors/bin), ./dlx built
# (./dlx --version) and benchmarks/target/benchmarks.jar (mvn -B -DskipTests package).
# Prints "NAME PROGRAM user-seconds sys-seconds" per timed run, then JMH's table.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${ANCHORS:-/tmp/anchors}/bin
X=core/src/test/resources/xcc
t() { local name=$1; shift; /usr/bin/time -f "$name %U %S" "$@"; }
./dlx --version >/dev/null
echo "start $(date -u +%FT%TZ) $(uptime)"
for f in a001499-8 bounded/rb1 bounded/rb2 bounded/rb3; do
  for i in 1 2; do
    t "$f dlx3" "$BIN/dlx3" < "$X/$f.dlx" > /dev/null
    t "$f dlx" ./dlx count --stats "$X/$f.dlx"
  done
done
echo "jmh $(date -u +%FT%TZ) $(uptime)"
java -jar benchmarks/target/benchmarks.jar MultiplicitiesBenchmark.countSequential \
  -p file=a001499-8.dlx,bounded/rb1.dlx,bounded/rb2.dlx,bounded/rb3.dlx \
  -p kernel=DANCING_BITS,DANCING_LINKS -f 1 -wi 1 -i 2
echo "after $(date -u +%FT%TZ) $(uptime)"
for f in a001499-8 bounded/rb1; do
  t "$f dlx3" "$BIN/dlx3" < "$X/$f.dlx" > /dev/null
done
echo "end $(date -u +%FT%TZ) $(uptime)"
