#!/bin/bash
# Counts the listed Quantumino slices of 2^K one after the other, one JVM each, appending to FILE:
#   polyomino/runs/slices.sh K FILE SLICE...
# Each slice is counted the way that frees fewer pieces before the cut (QuantuminoCount.slicing:
# a pattern of more than K/2 pieces is counted with ENDS_AFTER, its lines' cut written 40e).
# Slices already counted (whole or in halves, in any run file here) are skipped. Run from the
# repository's top after `mvn -B -q -o -pl polyomino -am compile`, or set CLASSES to a copy of the
# compiled classes; HEAP (default 12g) is the JVM heap.
set -u
cd "$(dirname "$0")/../.."
k=$1
file=$2
shift 2
for s in "$@"; do
  nice -n 19 java -Xmx"${HEAP:-12g}" -XX:+UseParallelGC -XX:ParallelGCThreads=1 \
    -cp "${CLASSES:-polyomino/target/classes:core/target/classes}" \
    io.github.dlxkit.polyomino.frontier.QuantuminoCount all 40 "$k" "$s" "$s" "$file"
done
