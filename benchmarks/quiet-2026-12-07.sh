#!/usr/bin/env bash
# For a quiet run (issue 54's end-to-end list; written 2026-12-07, not run yet: the stop's CI runs took the time):
# every figure is one whole process, dlxkit's route the default one (`./dlx`, options as users type
# them), against the anchor in the same run. Needs the anchors (../shared/anchors/build.sh; $ANCHORS/bin,
# default /tmp/anchors/bin) and ./dlx built. Prints "NAME PROGRAM user-seconds sys-seconds" per timed
# run and the Sudoku rates. PART picks a part (all by default): xcc, bounded, cost, list, sudoku,
# puzzles, solid, startup. REPEAT (default 2) runs of each short comparison, alternating the order.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${ANCHORS:-/tmp/anchors}/bin
X=core/src/test/resources/xcc; D=../shared/data/xcc; S=../shared/data/sudoku
REPEAT=${REPEAT:-2}
t() { local name=$1; shift; /usr/bin/time -f "$name %U %S" "$@"; }
pair() { # NAME 'dlx command' 'anchor command' [LABEL-A LABEL-B]: REPEAT pairs, order alternating
  local name=$1 a=$2 b=$3 la=${4:-dlx} lb=${5:-anchor}
  for i in $(seq "$REPEAT"); do
    if (( i % 2 )); then t "$name $lb" bash -c "$b"; t "$name $la" bash -c "$a"
    else t "$name $la" bash -c "$a"; t "$name $lb" bash -c "$b"; fi
  done
}
part() { [[ "${PART:-all}" == all || " ${PART} " == *" $1 "* ]]; }
echo "start $(date -u +%FT%TZ) $(uptime)"
./dlx --version >/dev/null
if part xcc; then
  for f in pentominoes6x10 langford12 queens13; do
    pair "count-$f" "./dlx count $D/$f.dlx >/dev/null" "$BIN/ssxcc < $D/$f.dlx >/dev/null 2>&1"
  done
fi
if part bounded; then
  for f in bounded/rb3 bounded/rb1 bounded/rb2 a001499-8; do
    r=$REPEAT; [[ $f == bounded/rb3 ]] || r=1
    REPEAT=$r pair "count-$f" "./dlx count $X/$f.dlx >/dev/null" "$BIN/dlx3 < $X/$f.dlx >/dev/null 2>&1"
  done
fi
if part cost; then
  pair "mincost-k1" "./dlx solve --min-cost $X/pentominoes6x10-costs.dlx >/dev/null" \
    "$BIN/dlx5 k1 < $X/pentominoes6x10-costs.dlx >/dev/null 2>&1"
  pair "mincost-k20" "./dlx solve --min-cost --best 20 $X/pentominoes6x10-costs.dlx >/dev/null" \
    "$BIN/dlx5 k20 < $X/pentominoes6x10-costs.dlx >/dev/null 2>&1"
fi
if part list; then
  pair "list-pentominoes6x10" "./dlx solve $D/pentominoes6x10.dlx >/dev/null" \
    "$BIN/ssxcc m1 < $D/pentominoes6x10.dlx >/dev/null 2>&1"
fi
if part sudoku; then
  tmp=$(mktemp -d); for i in $(seq 200); do cat $S/top95.txt; done > "$tmp/top95x200.txt"
  for f in $S/royle_17clue.txt "$tmp/top95x200.txt"; do
    echo "== $(basename $f)"
    t "sudoku-$(basename $f) dlx" ./dlx sudoku solve --file "$f" 2>&1 >/dev/null | tail -2
    $BIN/tdoku_run_benchmark -s tdoku -t 5 -w 2 $f 2>&1 | tail -2
  done
  rm -rf "$tmp"
fi
if part puzzles; then
  tmp=$(mktemp -d)
  pair "polyomino-6x10-count" "./dlx polyomino --set pentominoes --box 6x10 --count >/dev/null" \
    "./dlx polyomino --set pentominoes --box 6x10 --count --checkpoint $tmp/ck-\$RANDOM >/dev/null" count checkpoint
  pair "polyomino-6x10-part" "./dlx polyomino --set pentominoes --box 6x10 --count --part 1/1 >/dev/null" \
    "./dlx polyomino --set pentominoes --box 6x10 --count >/dev/null" part count
  pair "tantrix-discovery14" "./dlx tantrix solve discovery:14 --count >/dev/null" \
    "./dlx tantrix loops discovery:14 --count >/dev/null" solve loops
  DLX_JAVA_OPTS=-Xmx200m t "tantrix-discovery13-all-200m dlx" ./dlx tantrix solve discovery:13 --all --json | wc -l
  rm -rf "$tmp"
fi
if part solid; then
  # a solid region: the 12 pentominoes in a 3x4x5 box, the command against dlx count of its own export
  tmp=$(mktemp -d); P=polyomino/src/test/resources/puzzles/pentominoes-3x4x5.txt
  ./dlx polyomino $P --dlx > "$tmp/p345.dlx"
  pair "polyomino-3x4x5" "./dlx polyomino $P --count --no-progress >/dev/null" \
    "./dlx count --no-progress $tmp/p345.dlx >/dev/null" polyomino export
  rm -rf "$tmp"
fi
if part startup; then
  ROUNDS=${ROUNDS:-10} benchmarks/startup.sh | tail -6
  JAVA_HOME=/usr/lib/jvm/temurin-25-jdk-amd64 ROUNDS=${ROUNDS:-10} benchmarks/startup.sh | tail -6
  # the self-contained image (spark/target/dlxkit-*-linux-x64.tar.gz, built by mvn package; bin/dlx
  # takes the runtime beside it before any java on the PATH): a one-option count, after one run
  # that writes its archive
  tmp=$(mktemp -d); tar -xzf spark/target/dlxkit-*-linux-x64.tar.gz -C "$tmp"; img=$(echo "$tmp"/dlxkit-*)
  printf 'a\na\n' > "$tmp/one.dlx"
  env -i HOME="$tmp" PATH=/usr/bin:/bin "$img/bin/dlx" count "$tmp/one.dlx" >/dev/null
  for i in $(seq "${ROUNDS:-10}"); do
    env -i HOME="$tmp" PATH=/usr/bin:/bin /usr/bin/time -f "startup-image one-option-count %U %S" "$img/bin/dlx" count "$tmp/one.dlx" >/dev/null
  done
  du -sh "$img" | sed 's/^/image unpacked /'
  rm -rf "$tmp"
fi
echo "end $(date -u +%FT%TZ) $(uptime)"
