#!/usr/bin/env bash
# docs/performance/2026-12-06-wave4-run1.md (2026-12-06): the search code stop 49 changed (Sudoku's
# interrupt polls; Algorithm M's replayable levels), the benchmarks jar before it (OLD, built at
# 46081f0 in a worktree: mvn -q package -pl benchmarks -am -DskipTests) against after it (NEW, from
# a clean clone of d6c1775 after .ci/run), with tdoku and DLX3 (../shared/anchors/build.sh) in the
# same run. Run from the repository's root.
set -u
A="${ANCHORS:-/tmp/anchors}/bin"; X="$PWD/core/src/test/resources/xcc"; S="$PWD/../shared/data/sudoku"
OLD="${OLD:?the benchmarks.jar built at 46081f0}"; NEW="${NEW:-benchmarks/target/benchmarks.jar}"
echo "start $(date -u +%FT%TZ) $(uptime)"
dlx3() { /usr/bin/time -f "dlx3 $1 user %U sys %S" $A/dlx3 < "$X/$1.dlx" 2>&1 >/dev/null | grep '^dlx3'; }
tdoku() { $A/tdoku_run_benchmark -s tdoku -t 5 -w 2 -c 1 $S/$1.txt 2>&1 | tail -1; }
tdoku top95; tdoku royle_17clue
for j in OLD NEW; do
  jar=${!j}
  echo "== $j sudoku"
  java -jar $jar 'SudokuSolverBenchmark.solve$' -p set=top95,royle_17clue_sample -p kernel=BACKTRACK,DLX \
    -f 1 -wi 1 -i 3 -w 2s -r 3s 2>&1 | grep -E '^SudokuSolverBenchmark'
done
dlx3 bounded/rb3
for j in OLD NEW; do
  jar=${!j}
  echo "== $j multiplicities"
  java -jar $jar MultiplicitiesBenchmark.countSequential -p file=bounded/rb3.dlx,a001499-7.dlx -p kernel=DANCING_BITS \
    -f 1 -wi 1 -i 2 2>&1 | grep -E '^MultiplicitiesBenchmark'
done
dlx3 bounded/rb3; dlx3 a001499-7
tdoku top95; tdoku royle_17clue
echo "end $(date -u +%FT%TZ) $(uptime)"
