#!/usr/bin/env bash
# Issue 37 in one quiet run: dlxkit beside Knuth's programs on the same inputs, one after the other,
# so that every ratio compares figures of one run (docs/performance/2026-11-26-wave3-run1.md).
#
#   Algorithm M      dlx3 (and ssmcc)  against ./dlx count and MultiplicitiesBenchmark   a001499-7, -8,
#                                                                         bounded/rb1..rb3
#   minimum cost     dlx5 k1, k20      against ./dlx solve --min-cost --best K and MinCostBenchmark
#   preprocessing    dlx-pre, then dlx2 and ssxcc on the reduced file, against
#                    ./dlx count [--preprocess] and PreprocessBenchmark
#   kernel choice    KernelChoiceBenchmark, bits and cells (Kernel.fastestFor's rules)
#
# Needs the anchors (../shared/anchors/build.sh; binaries in $ANCHORS/bin, default /tmp/anchors/bin),
# the benchmarks jar (mvn -q -B -DskipTests package) and ./dlx (builds its jar on first use: run
# ./dlx --version once before, so that no build falls inside a timing). Each timed line prints
# "NAME PROGRAM user-seconds sys-seconds" (CPU time with /usr/bin/time, JVM start included for
# ./dlx); Knuth's programs also print their own "Altogether ..." line (nodes, updates). REPEAT (default
# 3) alternates dlxkit and the anchor that many times on each input. Nothing is written but stdout
# and stderr (and a temporary folder for the reduced files); record the load average printed before
# and after with the figures. Set JMH=0 to skip the JMH part (about 25 minutes).
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${ANCHORS:-/tmp/anchors}/bin
X=core/src/test/resources/xcc
REPEAT=${REPEAT:-3}
JMH=${JMH:-1}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for p in dlx2 dlx3 dlx5 dlx-pre ssxcc ssmcc; do
  [ -x "$BIN/$p" ] || { echo "no $BIN/$p: run ../shared/anchors/build.sh first" >&2; exit 2; }
done
t() { local name=$1; shift; /usr/bin/time -f "$name %U %S" "$@"; }
./dlx --version >/dev/null
echo "start $(date -u +%FT%TZ) $(uptime)"

echo "== Algorithm M: DLX3 and SSMCC against ./dlx count"
for n in 7 8; do
  f=$X/a001499-$n.dlx
  for ((i = 1; i <= REPEAT; i++)); do
    t "a001499-$n dlx3" "$BIN/dlx3" < "$f" > /dev/null
    t "a001499-$n dlx" ./dlx count --stats "$f"
  done
  t "a001499-$n ssmcc" "$BIN/ssmcc" < "$f" > /dev/null
done
# random bounded problems with colours and bound ranges (xcc/bounded/README: gen.py, DLX3's counts)
for n in rb1 rb2 rb3; do
  f=$X/bounded/$n.dlx
  for ((i = 1; i <= REPEAT; i++)); do
    t "$n dlx3" "$BIN/dlx3" < "$f" > /dev/null
    t "$n dlx" ./dlx count --stats "$f"
  done
done

echo "== minimum cost: DLX5 against ./dlx solve --min-cost"
for f in pentominoes6x10-costs langford8-costs queens8-costs; do
  for k in 1 20; do
    for ((i = 1; i <= REPEAT; i++)); do
      t "$f k$k dlx5" "$BIN/dlx5" "k$k" < "$X/$f.dlx" > /dev/null
      t "$f k$k dlx" ./dlx solve --min-cost --best "$k" "$X/$f.dlx" > /dev/null
    done
  done
done

echo "== preprocessing: DLX-PRE, then DLX2 and SSXCC, against ./dlx count [--preprocess]"
for f in pentominoes6x10 pentominoes5x12 langford12 queens13; do
  t "$f dlx-pre" "$BIN/dlx-pre" < "$X/$f.dlx" > "$tmp/$f.pre.dlx"
  for ((i = 1; i <= REPEAT; i++)); do
    t "$f dlx2" "$BIN/dlx2" < "$X/$f.dlx" > /dev/null
    t "$f dlx2-after-pre" "$BIN/dlx2" < "$tmp/$f.pre.dlx" > /dev/null
    t "$f ssxcc" "$BIN/ssxcc" < "$X/$f.dlx" > /dev/null
    t "$f ssxcc-after-pre" "$BIN/ssxcc" < "$tmp/$f.pre.dlx" > /dev/null
    t "$f dlx" ./dlx count "$X/$f.dlx"
    t "$f dlx-preprocess" ./dlx count --preprocess "$X/$f.dlx"
  done
done

if [ "$JMH" = 1 ]; then
  echo "== JMH (seconds or ms per operation, warm JVM)"
  jar=benchmarks/target/benchmarks.jar
  java -jar "$jar" 'MultiplicitiesBenchmark.countSequential' -f 1 -wi 1 -i 3
  java -jar "$jar" MinCostBenchmark -f 1 -wi 2 -i 5
  java -jar "$jar" 'PreprocessBenchmark.count' -f 1 -wi 1 -i 3
  java -jar "$jar" 'PreprocessBenchmark.reduceOnly' -p preprocess=true -f 1 -wi 2 -i 5
  java -jar "$jar" KernelChoiceBenchmark -p kernel=DANCING_BITS,DANCING_CELLS -f 1 -wi 1 -i 3 -w 2s -r 2s
fi
echo "end $(date -u +%FT%TZ) $(uptime)"
