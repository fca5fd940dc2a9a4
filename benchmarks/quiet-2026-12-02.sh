#!/usr/bin/env bash
# The quiet run of 2026-12-02 (docs/PERFORMANCE.md, "Wave 3, seventh run"): ./dlx count (Algorithm M
# on bitsets, the default for these files) against Knuth's DLX3 end to end, five pairs per file,
# the order within a pair alternating (dlx3 first, then dlx first) so that a drift of the machine's
# speed falls on both programs. Needs the anchors (../shared/anchors/build.sh; $ANCHORS/bin,
# default /tmp/anchors/bin) and ./dlx built (./dlx --version).
# Prints "FILE PROGRAM user-seconds sys-seconds" per timed run.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${ANCHORS:-/tmp/anchors}/bin
X=core/src/test/resources/xcc
PAIRS=${PAIRS:-5}
t() { local name=$1; shift; /usr/bin/time -f "$name %U %S" "$@"; }
dlx3() { t "$1 dlx3" "$BIN/dlx3" < "$X/$1.dlx" > /dev/null; }
dlx() { t "$1 dlx" ./dlx count "$X/$1.dlx" > /dev/null; }
./dlx --version >/dev/null
echo "start $(date -u +%FT%TZ) $(uptime)"
for f in ${FILES:-bounded/rb3 bounded/rb1 a001499-8 bounded/rb2}; do
  for i in $(seq "$PAIRS"); do
    if (( i % 2 )); then dlx3 "$f"; dlx "$f"; else dlx "$f"; dlx3 "$f"; fi
  done
  echo "after $f $(date -u +%FT%TZ) $(uptime)"
done
