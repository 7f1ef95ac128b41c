#!/usr/bin/env bash
# Instructions per operation for each row, counted by valgrind's callgrind: a deterministic
# complement to the timings (the same binary gives the same counts on a busy machine).
# Only the timed loop is counted (--toggle-collect on timeRun), so setup and checks are not.
#
#   Benchmarks/Scripts/instructions.sh                 # W1 W2 W3 W4 W5 W6, every row
#   Benchmarks/Scripts/instructions.sh W1 W3           # some workloads
#   Benchmarks/Scripts/instructions.sh S1 S2 S3        # the scale curves, every point
#   KEEP=1 Benchmarks/Scripts/instructions.sh W1       # keep the callgrind files in /tmp for
#                                                      # callgrind_annotate (hot functions)
# W7 is left out: valgrind runs one thread at a time, so it measures no contention.
# A curve's rows are its points ("W1 10,000 others", "depth 16", "1,000 children"); S3's
# 20,000 operations go round its 1,000 children 20 times. An S1 point's count comes from one
# of its containers, whose hash layout differs from process to process: a few key compares
# (about 12 instructions each) more or less from one run to the next.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "valgrind not installed" >&2; exit 1; }
swift build -c release >/dev/null
# Counted on a copy without debug information: valgrind's reader (3.19) gives up on the DWARF that
# Swift 6.3 writes ("Possibly corrupted debuginfo file"); the symbols stay, for callgrind_annotate.
BIN=$(mktemp /tmp/HierBenchmarks.XXXXXX)
trap 'rm -f "$BIN"' EXIT
strip -g -o "$BIN" .build/release/HierBenchmarks
WORKLOADS=("$@")
[ ${#WORKLOADS[@]} -eq 0 ] && WORKLOADS=(W1 W2 W3 W4 W5 W6)
printf '%-4s  %-22s  %12s\n' "" "library" "Ir/op"
for w in "${WORKLOADS[@]}"; do
  case "$w" in W6) n=100 ;; *) n=20000 ;; esac
  # The workload's rows, as the binary names them (W4 has "HierResolver (typed)" and "(Args)";
  # a curve's rows are its points).
  mapfile -t rows < <("$BIN" --only "$w" --list | cut -f2)
  for lib in "${rows[@]}"; do
    out=$(mktemp /tmp/callgrind.XXXXXX)
    line=$(valgrind --tool=callgrind --toggle-collect='*timeRun*' --callgrind-out-file="$out" \
             "$BIN" --only "$w" --case "$lib" --fixed "$n" 2>/dev/null | grep " iterations = " || true)
    if [ "$(grep -c . <<<"$line")" -ne 1 ]; then             # the row failed its check
      echo "$w $lib: no single row ran" >&2; rm -f "$out"; continue
    fi
    ops=$(sed -E 's/.* = ([0-9]+) ops.*/\1/' <<<"$line")
    total=$(callgrind_annotate "$out" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }')
    printf '%-4s  %-22s  %12.0f\n' "$w" "$lib" "$(echo "$total / $ops" | bc -l)"
    if [ -n "${KEEP:-}" ]; then
      keep="/tmp/callgrind.$w.$(tr -cs 'A-Za-z0-9.\n' '_' <<<"$lib" | sed 's/_$//')"
      mv "$out" "$keep"; echo "      -> $keep"
    else
      rm -f "$out"
    fi
  done
done
