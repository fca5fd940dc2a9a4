#!/usr/bin/env bash
# Start-up of dlx (issue 54): CPU time (user + sys) of short dlx runs, paired with an empty main on
# the same JVM, the order alternating each round; prints every run, then the medians.
#   benchmarks/startup.sh                       # Java on the PATH (or $JAVA_HOME), 20 rounds
#   JAVA_HOME=/usr/lib/jvm/temurin-25-jdk-amd64 benchmarks/startup.sh
#   ROUNDS=40 benchmarks/startup.sh
#   LAUNCHER=target/dist/dlxkit-*/bin/dlx benchmarks/startup.sh   # an unpacked distribution
# Runs cli/target/dlx.jar through the distribution's launcher (cli/src/dist/bin/dlx, what ./dlx
# runs, without ./dlx's check for stale sources), with its start-up cache (CDS archive, or AOT
# cache on Java 25+) in a fresh temporary directory, written by one warm-up run of each command
# before the rounds. DLX_CDS=off in the environment measures without it. Build the jar first
# (./dlx --version). Measure on a quiet machine; the load average is printed at start and end.
set -euo pipefail
cd "$(dirname "$0")/.."
ROUNDS=${ROUNDS:-20}
jar=${DLX_JAR:-$PWD/cli/target/dlx.jar}
launcher=${LAUNCHER:-cli/src/dist/bin/dlx}
if [[ -n "${JAVA_HOME:-}" ]]; then java="$JAVA_HOME/bin/java"; else java="$(command -v java)"; fi
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
printf 'class Empty { public static void main(String[] a) {} }\n' > "$tmp/Empty.java"
"$(dirname "$(readlink -f "$java")")/javac" -d "$tmp" "$tmp/Empty.java"
printf 'a\na\n' > "$tmp/one.dlx"
export DLX_JAR="$jar" DLX_CDS_DIR="$tmp/cache"
cpu() {   # name command...: one run, "name user+sys" on stdout
  local name=$1; shift
  /usr/bin/time -o "$tmp/time" -f "%U %S" "$@" > /dev/null 2>&1
  awk -v n="$name" '{ printf "%s %.3f\n", n, $1 + $2 }' "$tmp/time"
}
empty() { cpu empty-main "$java" -XX:+UseParallelGC -Xshare:auto -cp "$tmp" Empty; }
count() { cpu count-one-option "$launcher" count "$tmp/one.dlx"; }
version() { cpu version "$launcher" --version; }
help() { cpu help "$launcher" --help; }
echo "# start $(date -u +%FT%TZ) load:$(cut -d' ' -f1-3 /proc/loadavg) java: $("$java" -version 2>&1 | head -1)"
# warm-up: the first run writes the cache (Java 17-24), or starts its training in the background
# (Java 25+: wait for it to end); the next moves it into place and uses it
count > /dev/null
while compgen -G "$DLX_CDS_DIR/*.aot.[0-9]*" > /dev/null; do sleep 1; done
for i in 1 2 3; do count > /dev/null; version > /dev/null; help > /dev/null; done
echo "# cache: $(ls "$DLX_CDS_DIR" 2>/dev/null | tr '\n' ' ')"
for i in $(seq "$ROUNDS"); do
  if (( i % 2 )); then empty; count; version; help; else help; version; count; empty; fi
done | tee "$tmp/runs"
echo "# end $(date -u +%FT%TZ) load:$(cut -d' ' -f1-3 /proc/loadavg)"
echo "# medians of $ROUNDS (s CPU):"
for name in empty-main count-one-option version help; do
  grep "^$name " "$tmp/runs" | awk '{ print $2 }' | sort -n \
    | awk -v n="$name" '{ v[NR] = $1 } END { m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2;
        printf "%-18s %.3f  (min %.3f, max %.3f)\n", n, m, v[1], v[NR] }'
done
