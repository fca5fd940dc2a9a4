#!/usr/bin/env bash
# Cube-and-conquer for a Tank Attack formula from `dlx tanks N --cnf ...` (docs/tanks.md, "4. SAT").
#
#   [SAMPLE=M] cubes.sh FORMULA.cnf K SECONDS [JOBS] [SOLVER]
#
# Splits the formula on the ranges of its first K cells in reading order ((0,0), (0,1), ...): one
# cube per combination of ranges 1..N-1 (read from the formula's `c cell I J range R var V` lines),
# each cube = the formula plus K unit clauses. Every satisfying assignment lies in exactly one
# cube, so the formula is unsatisfiable exactly when every cube is. Each cube goes to the SAT
# solver (default cadical) with a limit of SECONDS, JOBS at a time (default 1), niced.
# Prints one line per cube: `cube R1,R2,... status S seconds T` with S = sat, unsat or unknown
# (limit reached), then a summary line. SAMPLE=M solves only M cubes drawn at random (fixed seed),
# to project the cost of the whole split. Needs bash, awk, bc, shuf.
set -euo pipefail
cnf=$1 k=$2 limit=$3 jobs=${4:-1} solver=${5:-cadical}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# the value variables of the first k cells, in reading order: "I J R V" per line
awk '/^c cell /{print $3, $4, $6, $8}' "$cnf" | sort -k1,1n -k2,2n -k3,3n > "$work/vars"
cells=$(awk '{print $1" "$2}' "$work/vars" | uniq | head -n "$k")
[[ $(wc -l <<<"$cells") -eq $k ]] || { echo "cubes.sh: the formula has fewer than $k cells" >&2; exit 2; }
# cubes: cartesian product of each cell's (range, var) list
echo "" > "$work/cubes"
while read -r i j; do
  awk -v i="$i" -v j="$j" '$1==i && $2==j {print $3":"$4}' "$work/vars" > "$work/cell"
  while read -r prefix; do
    while read -r rv; do echo "${prefix:+$prefix }$rv"; done < "$work/cell"
  done < "$work/cubes" > "$work/next"
  mv "$work/next" "$work/cubes"
done <<<"$cells"
body="$work/body"
grep -v '^[cp]' "$cnf" > "$body"
read -r _ _ nv nc < <(grep -m1 '^p cnf' "$cnf")
solve() {  # one cube: "R:V R:V ..."
  local cube=$1 f ranges units s e rc st
  f=$(mktemp -p "$work")
  ranges=$(tr ' ' '\n' <<<"$cube" | cut -d: -f1 | paste -sd,)
  units=$(tr ' ' '\n' <<<"$cube" | cut -d: -f2 | awk '{print $1" 0"}')
  { echo "p cnf $nv $((nc + k))"; cat "$body"; echo "$units"; } > "$f"
  s=$(date +%s.%N)
  set +e; nice -n 19 "$solver" -q -t "$limit" "$f" > "$f.out" 2>&1; rc=$?; set -e
  e=$(date +%s.%N)
  case $rc in 10) st=sat;; 20) st=unsat;; *) st=unknown;; esac
  printf 'cube %s status %s seconds %.1f\n' "$ranges" "$st" "$(echo "$e - $s" | bc)"
  [[ $st == sat ]] && grep '^v' "$f.out" | sed 's/^/  /'
  rm -f "$f" "$f.out"
}
export -f solve
export work body nv nc k limit solver
grep -v '^$' "$work/cubes" > "$work/all"
echo "# $(wc -l < "$work/all") cubes${SAMPLE:+, solving a sample of $SAMPLE}"
if [[ -n ${SAMPLE:-} ]]; then
  shuf -n "$SAMPLE" --random-source=<(yes) "$work/all" > "$work/todo"
else
  cp "$work/all" "$work/todo"
fi
xargs -P "$jobs" -I{} bash -c 'solve "$@"' _ {} < "$work/todo" | tee "$work/results"
awk '/^cube/{n++; c[$4]++} END {printf "cubes %d sat %d unsat %d unknown %d\n", n, c["sat"], c["unsat"], c["unknown"]}' "$work/results"
