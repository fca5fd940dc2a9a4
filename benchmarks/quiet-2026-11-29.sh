#!/usr/bin/env bash
# quiet window 2026-11-29 (issue 37): OLD = the previous stop's final jars (its kernels are a92e020's; /tmp/jars-old2),
# NEW = this stop's merge (/tmp/jars-new2): pair weighing off by default (SearchMatrix.setPairWeighing)
cd "$(dirname "$0")/.."  # the repository; jars in /tmp/jars-NAME (built from each commit with mvn -q -B -DskipTests package)
B=/tmp/anchors/bin; X=core/src/test/resources/xcc
J="java -XX:+UseParallelGC"
t() { local name=$1; shift; /usr/bin/time -o /tmp/tm -f "%U %S" "$@" > /tmp/tout 2>&1; echo "$name $(awk '{print $1+$2}' /tmp/tm) $(grep -o 'nodes=[0-9]*' /tmp/tout | head -1)"; }
jmh() { local jar=$1; shift; java -jar /tmp/jars-$jar/benchmarks.jar "$@" 2>&1 | grep -E "^[A-Za-z]+Benchmark\." | sed "s/^/$jar /"; }
echo "start $(date -u +%T) $(uptime)"
echo "== A: the bits kernel against SSXCC"
for f in pentominoes6x10 langford12 queens13; do t "$f ssxcc" $B/ssxcc < $X/$f.dlx; t "$f ssxcc" $B/ssxcc < $X/$f.dlx; done
for jar in new2 old2 new2; do
  jmh $jar EngineBenchmark.countSequential -p file=pentominoes6x10.dlx,langford12.dlx,queens13.dlx -p kernel=DANCING_BITS -f 1 -wi 1 -i 3
done
for f in pentominoes6x10 langford12 queens13; do t "$f ssxcc" $B/ssxcc < $X/$f.dlx; done
echo "== B: kernel choice (NEW), bits and cells"
jmh new2 KernelChoiceBenchmark -p kernel=DANCING_BITS,DANCING_CELLS -f 1 -wi 1 -i 3 -w 2s -r 2s
echo "mid $(date -u +%T) $(uptime)"
echo "== C: the Sudoku solver (weighing pairs, as before), old/new"
for jar in old2 new2 old2 new2; do jmh $jar 'SudokuDlxBenchmark' -f 1 -wi 1 -i 3 -w 2s -r 2s; done
echo "end $(date -u +%T) $(uptime)"
# Right after (23:30-23:32 UTC), twice:
#   java -jar /tmp/jars-new2/benchmarks.jar KernelChoiceBenchmark -p problem=sudoku3-22,sudoku4-106,random60-300-4 \
#     -p kernel=DANCING_BITS,DANCING_CELLS -f 1 -wi 1 -i 3 -w 2s -r 2s
# Node counts with and without pair weighing: a scratch main counting each KernelChoiceProblems problem with
# Matrices.of(problem, kernel) (setPairWeighing(true) for the figures in parentheses) and printing nodes().
