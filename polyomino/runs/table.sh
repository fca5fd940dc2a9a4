#!/bin/bash
# Once every slice is counted: writes the per-aside rows that QuantuminoSlices adds up from the run
# files into the shipped resource (quantumino_counts.tsv, its comment lines kept) and prints the
# rows as the markdown table of docs/polyomino.md. QuantuminoCountsTest then checks them against
# the run files and their sum up to rotation against Labbé's total. Run from anywhere:
#   polyomino/runs/table.sh
# If a slice is still missing, it says which and changes nothing.
set -eu
cd "$(dirname "$0")/../.."
mvn -B -q -o -pl polyomino -am compile
rows=$(java -cp polyomino/target/classes:core/target/classes \
  io.github.dlxkit.polyomino.frontier.QuantuminoSlices 5 polyomino/runs/*.tsv)
if grep -q '^missing' <<< "$rows"; then
  echo "table.sh: not every slice is counted yet: $rows" >&2
  exit 1
fi
resource=polyomino/src/main/resources/io/github/dlxkit/polyomino/quantumino_counts.tsv
{ grep '^#' "$resource"; grep -v '^#' <<< "$rows"; } > "$resource.new"
mv "$resource.new" "$resource"
echo "| aside | raw count | up to rotation |"
echo "|--:|--:|--:|"
grep -v '^#' <<< "$rows" | awk -F'\t' '
  function commas(n,  s, out) { s = sprintf("%.0f", n); out = ""; while (length(s) > 3) { out = "," substr(s, length(s) - 2) out; s = substr(s, 1, length(s) - 3) } return s out }
  { printf "| %d | %s | %s |\n", $1, commas($2), commas($3); s += $3 }
  END { printf "| all | | %s |\n", commas(s) }'
grep '^#' <<< "$rows"
