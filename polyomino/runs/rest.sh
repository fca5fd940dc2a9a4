#!/bin/bash
# The rest run: every slice of 2^6 that no run file here covers, all 17 asides in one sweep,
# spilling to SPILL (default /work/qrun/spill; about 35 GB of disk at the middle of the box),
# checkpointing every 30 minutes and stopping at a checkpoint after MINUTES (default 60), two
# threads, -Xmx16g. The same command goes on from the checkpoint; when the sweep ends it appends 17
# lines to polyomino/runs/quantumino-all-cut40-rest.tsv. Run from anywhere:
#   polyomino/runs/rest.sh [MINUTES]
# It compiles, then runs a private copy of the classes (so that a build meanwhile cannot change
# them under the running JVM), niced, in the background; the log is $LOG (default
# /tmp/rest-all.log). Only one may run at a time: the spill folder is the run's state.
set -eu
cd "$(dirname "$0")/../.."
minutes=${1:-60}
spill=${SPILL:-/work/qrun/spill}
log=${LOG:-/tmp/rest-all.log}
if pgrep -f "QuantuminoCount rest" > /dev/null; then
  echo "rest.sh: a rest run is already running (pgrep -f 'QuantuminoCount rest')" >&2
  exit 2
fi
mvn -B -q -o -pl polyomino -am compile
classes=$(mktemp -d)
cp -r polyomino/target/classes "$classes/poly"
cp -r core/target/classes "$classes/core"
mkdir -p "$spill"
nohup nice -n 19 java -Xmx"${HEAP:-16g}" -XX:+UseParallelGC -XX:ParallelGCThreads=1 \
  -cp "$classes/poly:$classes/core" io.github.dlxkit.polyomino.frontier.QuantuminoCount \
  rest all 40 6 polyomino/runs/quantumino-all-cut40-rest.tsv "$spill" "$minutes" 2 >> "$log" 2>&1 &
echo "rest.sh: started (pid $!), log $log, stops at a checkpoint after $minutes minutes"
