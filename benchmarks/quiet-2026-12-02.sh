#!/usr/bin/env bash
# The quiet runs of 2026-12-02 (docs/performance/2026-12-02-wave3-run7.md, -run8.md and
# -run9.md). Needs the anchors (../shared/anchors/build.sh; $ANCHORS/bin, default
# /tmp/anchors/bin), ./dlx built (./dlx --version) and, for the JMH part,
# benchmarks/target/benchmarks.jar (mvn -B -DskipTests package). Prints
# "FILE PROGRAM user-seconds sys-seconds" per timed run.
#   PART=cli (default): ./dlx count (Algorithm M on bitsets, the default for these files) against
#     Knuth's DLX3 end to end, $PAIRS pairs per file (default 5), the order within a pair
#     alternating (dlx3 first, then dlx first) so that a drift of the machine's speed falls on both.
#   PART=jmh: the same files warm (MultiplicitiesBenchmark, bits kernel) with DLX3 before and after.
#   PART=kernels: KernelChoiceBenchmark on Sudoku counts of several sizes and givens, bits and cells.
#   PART=layers: where the end-to-end time goes, $PAIRS rounds a file: DLX3; ./dlx count; the same
#     count in a plain JVM without the command line (a small class calling the API, compiled
#     first, on the same jar: no picocli, no CDS archive of ours); the order rotating each round.
#     Then $PAIRS rounds of start-up alone: ./dlx count on a one-option problem, and an empty main.
# The eighth run (same day) used PART=cli twice: PAIRS=5, then FILES=bounded/rb3 PAIRS=10 with
# Java 17 and again with JAVA_HOME=/usr/lib/jvm/temurin-25-jdk-amd64 (./dlx runs the Java it names).
# The ninth run used FILES=bounded/rb3 PAIRS=12 PART=layers, then FILES=bounded/rb3 PART=jmh.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${ANCHORS:-/tmp/anchors}/bin
X=core/src/test/resources/xcc
PAIRS=${PAIRS:-5}
FILES=${FILES:-bounded/rb3 bounded/rb1 a001499-8 bounded/rb2}
t() { local name=$1; shift; /usr/bin/time -f "$name %U %S" "$@"; }
dlx3() { t "$1 dlx3" "$BIN/dlx3" < "$X/$1.dlx" > /dev/null; }
dlx() { t "$1 dlx" ./dlx count "$X/$1.dlx" > /dev/null; }
echo "start $(date -u +%FT%TZ) $(uptime)"
case "${PART:-cli}" in
  cli)
    ./dlx --version >/dev/null
    for f in $FILES; do
      for i in $(seq "$PAIRS"); do
        if (( i % 2 )); then dlx3 "$f"; dlx "$f"; else dlx "$f"; dlx3 "$f"; fi
      done
      echo "after $f $(date -u +%FT%TZ) $(uptime)"
    done
    ;;
  jmh)
    for f in $FILES; do dlx3 "$f"; done
    java -jar benchmarks/target/benchmarks.jar MultiplicitiesBenchmark.countSequential \
      -p file="$(for f in $FILES; do printf '%s.dlx,' "$f"; done | sed 's/,$//')" \
      -p kernel=DANCING_BITS -f 1 -wi 1 -i 2
    for f in $FILES; do dlx3 "$f"; done
    ;;
  kernels)
    java -jar benchmarks/target/benchmarks.jar KernelChoiceBenchmark \
      -p problem=sudoku3-20,sudoku3-21,sudoku3-22,sudoku3-23,sudoku3-24,sudoku4-104,sudoku4-106,sudoku4-110,sudoku4-115,sudoku4-120 \
      -p kernel=DANCING_BITS,DANCING_CELLS -f 1 -wi 1 -i 3 -w 2s -r 2s
    ;;
  layers)
    ./dlx --version >/dev/null
    tmp=$(mktemp -d)
    cat > "$tmp/Plain.java" <<'JAVA'
public class Plain {
  public static void main(String[] args) throws Exception {
    var p = io.github.dlxkit.core.io.KnuthFormat.read(java.nio.file.Path.of(args[0])).problem();
    System.out.println(io.github.dlxkit.core.kernel.Matrices.of(p, "DANCING_BITS").countAll());
  }
}
JAVA
    printf 'class Empty { public static void main(String[] a) {} }\n' > "$tmp/Empty.java"
    javac -cp cli/target/dlx.jar -d "$tmp" "$tmp/Plain.java" "$tmp/Empty.java"
    plain() {
      t "$1 plain" java -XX:+UseParallelGC -cp "cli/target/dlx.jar:$tmp" Plain "$X/$1.dlx" > /dev/null
    }
    for f in $FILES; do
      for i in $(seq "$PAIRS"); do
        case $(( i % 3 )) in
          1) dlx3 "$f"; dlx "$f"; plain "$f" ;;
          2) dlx "$f"; plain "$f"; dlx3 "$f" ;;
          0) plain "$f"; dlx3 "$f"; dlx "$f" ;;
        esac
      done
      echo "after $f $(date -u +%FT%TZ) $(uptime)"
    done
    printf 'a\na\n' > "$tmp/one.dlx"
    for i in $(seq "$PAIRS"); do
      t "one-option dlx" ./dlx count "$tmp/one.dlx" > /dev/null
      t "empty-main java" java -XX:+UseParallelGC -cp "$tmp" Empty
    done
    rm -rf "$tmp"
    ;;
esac
echo "end $(date -u +%FT%TZ) $(uptime)"
