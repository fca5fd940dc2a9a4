#!/usr/bin/env bash
# Writes knuth-dlx-pre.tsv: what Knuth's DLX-PRE (../shared/anchors, build.sh) makes of each file:
# items and options in its output, and its stderr line "Removed X options and Y items, ..., R rounds."
# Run from core/src/test/resources/xcc:  DLX_PRE=/tmp/anchors/bin/dlx-pre pre/dlx-pre-figures.sh
set -euo pipefail
pre=${DLX_PRE:-/tmp/anchors/bin/dlx-pre}
echo "# file	items out	options out	options removed	items removed	rounds (Knuth's dlx-pre)"
for f in knuth2000.dlx knuth-colours.dlx queens8.dlx queens10.dlx langford8.dlx langford11.dlx \
         pentominoes6x10.dlx pentominoes5x12.dlx pre/random*.dlx; do
  out=$("$pre" < "$f" 2>/tmp/dlx-pre-figures.err)
  body=$(printf '%s\n' "$out" | grep -v '^ *|' | grep -v '^ *$' || true)
  items=$(printf '%s\n' "$body" | head -1 | tr -d '|' | wc -w)
  options=$(printf '%s\n' "$body" | tail -n +2 | grep -c . || true)
  tail -1 /tmp/dlx-pre-figures.err | awk -v f="$f" -v i="$items" -v o="$options" \
    '{print f "\t" i "\t" o "\t" $2 "\t" $5 "\t" $(NF-1)}'
done
