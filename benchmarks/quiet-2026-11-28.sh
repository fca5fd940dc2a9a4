#!/usr/bin/env bash
# quiet window 2026-11-28: OLD = jars of 1a3ce07 (main before this stop), NEW = stage (this stop's merge)
cd /tmp/stage
B=/tmp/anchors/bin; X=core/src/test/resources/xcc
J="java -XX:+UseParallelGC"
t() { local name=$1; shift; /usr/bin/time -o /tmp/tm -f "%U %S" "$@" > /tmp/tout 2>&1; echo "$name $(awk '{print $1+$2}' /tmp/tm) $(grep -o 'nodes=[0-9]*' /tmp/tout | head -1)"; }
echo "start $(date -u +%T) $(uptime)"
echo "== A: Algorithm M"
for r in 1 2; do
  for f in bounded/rb1 bounded/rb2 bounded/rb3; do
    t "$f dlx3" $B/dlx3 < $X/$f.dlx
    t "$f NEW" $J -jar /tmp/jars-new/dlx.jar count --stats $X/$f.dlx
    [ $r = 1 ] && t "$f OLD" $J -jar /tmp/jars-old/dlx.jar count --stats $X/$f.dlx
  done
done
t "a001499-8 dlx3" $B/dlx3 < $X/a001499-8.dlx
t "a001499-8 NEW" $J -jar /tmp/jars-new/dlx.jar count --stats $X/a001499-8.dlx
echo "mid $(date -u +%T) $(uptime)"
echo "== B: minimum cost"
for r in 1 2; do for k in 1 20; do
  t "p6x10-costs k$k dlx5" $B/dlx5 k$k < $X/pentominoes6x10-costs.dlx
  t "p6x10-costs k$k NEW" $J -jar /tmp/jars-new/dlx.jar solve --min-cost --best $k $X/pentominoes6x10-costs.dlx
  t "p6x10-costs k$k OLD" $J -jar /tmp/jars-old/dlx.jar solve --min-cost --best $k $X/pentominoes6x10-costs.dlx
done; done
for jar in new old new; do
  java -jar /tmp/jars-$jar/benchmarks.jar MinCostBenchmark -p file=pentominoes6x10-costs.dlx -f 1 -wi 3 -i 5 -w 1s -r 1s 2>&1 | grep -E "^MinCostBenchmark" | sed "s/^/$jar /"
done
for k in 1 20; do t "p6x10-costs k$k dlx5" $B/dlx5 k$k < $X/pentominoes6x10-costs.dlx; done
echo "== C: kernel choice (NEW)"
java -jar /tmp/jars-new/benchmarks.jar KernelChoiceBenchmark -p kernel=DANCING_BITS,DANCING_CELLS -f 1 -wi 1 -i 3 -w 2s -r 2s 2>&1 | grep -E "^KernelChoiceBenchmark"
echo "== D: big Sudoku grids (NEW, wall and CPU)"
/usr/bin/time -f "81x81 wall %e cpu %U+%S" $J -jar /tmp/jars-new/dlx.jar sudoku solve --format list $(cat /tmp/empty81.txt) 2>&1 >/dev/null | tail -1
/usr/bin/time -f "100x100 wall %e cpu %U+%S" $J -Xmx12g -jar /tmp/jars-new/dlx.jar sudoku solve --format list $(cat /tmp/empty100.txt) 2>&1 >/dev/null | tail -1
echo "end $(date -u +%T) $(uptime)"
