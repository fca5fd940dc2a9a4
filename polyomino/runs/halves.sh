#!/bin/bash
# Counts Quantumino slices FIRST..LAST of 2^5 as their two halves of 2^6 (slices s and s+32), one
# JVM each, appending to polyomino/runs/quantumino-all-cut40-k6.tsv; slices already counted (whole
# or in halves, in any run file here) are skipped, and a half too big for the heap is reported and
# left for quarters of 2^7. Run from the repository's top after
# `mvn -B -q -o -pl polyomino -am compile`; HEAP (default 12g) is the JVM heap per half.
set -u
cd "$(dirname "$0")/../.."
for s in $(seq "$1" "$2"); do
  for h in "$s" $((s + 32)); do
    nice -n 19 java -Xmx"${HEAP:-12g}" -XX:+UseParallelGC -XX:ParallelGCThreads=1 \
      -cp polyomino/target/classes:core/target/classes \
      io.github.dlxkit.polyomino.frontier.QuantuminoCount all 40 6 "$h" "$h" polyomino/runs/quantumino-all-cut40-k6.tsv
  done
done
