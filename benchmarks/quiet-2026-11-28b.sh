#!/usr/bin/env bash
# quiet window 2026-11-28 (second): OLD = jars of 1a3ce07 (main before the previous stop), NEW = this stop's merge
# bisect jars: f41f3b7 (2026-11-25 01:13, queens13 bits 116 ms), 7cb113f (= e6bfdc2^), e6bfdc2
cd "$(dirname "$0")/.."  # the repository; jars in /tmp/jars-NAME (built from each commit with mvn -q -B -DskipTests package)
B=/tmp/anchors/bin; X=core/src/test/resources/xcc
J="java -XX:+UseParallelGC"
t() { local name=$1; shift; /usr/bin/time -o /tmp/tm -f "%U %S" "$@" > /tmp/tout 2>&1; echo "$name $(awk '{print $1+$2}' /tmp/tm) $(grep -o 'nodes=[0-9]*' /tmp/tout | head -1)"; }
jmh() { local jar=$1; shift; java -jar /tmp/jars-$jar/benchmarks.jar "$@" 2>&1 | grep -E "^[A-Za-z]+Benchmark\." | sed "s/^/$jar /"; }
echo "start $(date -u +%T) $(uptime)"
echo "== A: bits kernel bisect (KernelChoiceBenchmark, bits only)"
for jar in f41f3b7 new 7cb113f e6bfdc2 f41f3b7 new; do
  jmh $jar KernelChoiceBenchmark -p problem=queens13,langford12,sudoku3-22 -p kernel=DANCING_BITS -f 1 -wi 1 -i 3 -w 2s -r 2s
done
echo "== B: Algorithm M"
for r in 1 2; do
  for f in bounded/rb1 bounded/rb2 bounded/rb3 a001499-8; do
    t "$f dlx3" $B/dlx3 < $X/$f.dlx
    t "$f NEW" $J -jar /tmp/jars-new/dlx.jar count --stats $X/$f.dlx
    t "$f OLD" $J -jar /tmp/jars-old/dlx.jar count --stats $X/$f.dlx
  done
done
echo "mid $(date -u +%T) $(uptime)"
echo "== C: cells kernel (snapshots) old/new"
for jar in old new old new; do
  jmh $jar 'SudokuDlxBenchmark' -f 1 -wi 1 -i 3 -w 2s -r 2s
  jmh $jar 'EngineBenchmark.countSequential' -p file=langford12.dlx,queens13.dlx -p kernel=DANCING_CELLS -f 1 -wi 1 -i 3 -w 2s -r 2s
done
echo "== D: issue 33, old/new"
for jar in old new; do
  jmh $jar LoopCountBenchmark -f 1 -wi 1 -i 3 -w 2s -r 2s
  jmh $jar 'FrontierSliceBenchmark.oneAside' -f 1 -wi 1 -i 3
  jmh $jar PentominoCountBenchmark -p method=engineOnDlxFile,default,bitboardPlain -f 1 -wi 1 -i 3 -w 3s -r 3s
done
echo "== E: big Sudoku grids (NEW, default heap)"
/usr/bin/time -f "81x81 wall %e cpu %U+%S" $J -jar /tmp/jars-new/dlx.jar sudoku solve --format list $(cat /tmp/empty81.txt) 2>&1 >/dev/null | tail -1
/usr/bin/time -f "100x100 wall %e cpu %U+%S" $J -jar /tmp/jars-new/dlx.jar sudoku solve --format list $(cat /tmp/empty100.txt) 2>&1 >/dev/null | tail -1
echo "== F: kernel choice (NEW)"
jmh new KernelChoiceBenchmark -p kernel=DANCING_BITS,DANCING_CELLS -f 1 -wi 1 -i 3 -w 2s -r 2s
echo "end $(date -u +%T) $(uptime)"
# Second window (20:48-20:56 UTC), after the cells kernel's mend: jars "fix" = this stop's merge with
# hide's trail call moved to its callers (7603396); "exp" = a scratch build of "fix" whose
# DancingBits.widestPair returns its first item (no tie-break; not committed):
#   for jar in fix old fix; do jmh $jar 'EngineBenchmark.countSequential' -p file=langford12.dlx,queens13.dlx \
#     -p kernel=DANCING_CELLS -f 1 -wi 1 -i 3 -w 2s -r 2s; jmh $jar KernelChoiceBenchmark \
#     -p problem=random40-400-4,sudoku3-22 -p kernel=DANCING_CELLS -f 1 -wi 1 -i 3 -w 2s -r 2s; done
#   for jar in exp fix exp; do jmh $jar KernelChoiceBenchmark -p problem=queens13,langford12 \
#     -p kernel=DANCING_BITS -f 1 -wi 1 -i 3 -w 2s -r 2s; done
# Third window (21:09-21:16 UTC), "final" = the merge as committed (after the verify):
#   for jar in final old final; do jmh $jar KernelChoiceBenchmark -p problem=sudoku3-22,sudoku4-106,\
#     planted144-144,planted300-150,random60-300-4,random72-300-4 -p kernel=DANCING_BITS,DANCING_CELLS \
#     -f 1 -wi 1 -i 3 -w 2s -r 2s; done
#   then 81x81 and 100x100 as in E, and 100x100 with -Xmx256m
