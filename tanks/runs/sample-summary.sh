#!/usr/bin/env bash
# Pools the probes of a cube sample (the 'probe' lines of a cube log written by dlx tanks
# sample-cubes; tanks/runs/8x8-not-rot180-sample.log by default): the estimated totals of the
# whole run with one standard error (sample standard deviation / sqrt(probes)), the probes that
# were truncated (if any, the estimates are lower bounds), and the CPU the sample itself spent.
# Pieces run with different seeds are independent, so their probes pool.
set -euo pipefail
log="${1:-$(dirname "$0")/8x8-not-rot180-sample.log}"
awk '$1 == "probe" {
       m++; if ($5 == "truncated") t++
       for (i = 6; i <= NF; i += 2) { v = $(i + 1) + 0; s[$i] += v; q[$i] += v * v }
     }
     END {
       if (m == 0) { print "no probes"; exit 1 }
       printf "probes %d (truncated %d%s), sample cpu_seconds %.1f\n", m, t + 0,
              (t > 0 ? ": the estimates are lower bounds" : ""), s["own_cpu"]
       n = split("cpu_seconds conflicts sat_calls solutions", k, " ")
       for (j = 1; j <= n; j++) {
         mean = s[k[j]] / m
         var = m > 1 ? (q[k[j]] - m * mean * mean) / (m - 1) : 0
         if (var < 0) var = 0
         printf "%s %.3g +- %.2g\n", k[j], mean, sqrt(var / m)
       }
     }' "$log"
