#!/usr/bin/env bash
# Drives a release build of ClinicServer with wrk on 127.0.0.1 and checks what a server needs of a
# container per request:
#   - no socket errors and no non-2xx responses;
#   - every request's container shut down (GET /stats: live == 0 once the load ends);
#   - resident memory after the second half of the run within 5% of after the first half;
#   - the same route with and without a per-request container (GET /pets, GET /plain/pets),
#     measured in alternating rounds of the same run (each round's first route alternating too), and what the container costs of the route's
#     throughput (the median of the rounds' ratios) against its budget of 5%, and beside it what
#     the container adds to the server's processor time a request (user and system time over the
#     requests served, also a median), which the scheduling of wrk and the server on the same
#     cores moves less. The throughput cost is printed
#     with its verdict; with ENFORCE_BUDGET=1 an over-budget cost fails the run, after as many
#     rounds again (on a shared machine one round's ratio varies by several percent). It is not
#     enforced by default: the cost is within the budget in recent runs, but close enough to it
#     that a run on a busy machine can land over it (see the Performance guide);
#   - a POST commits through the request's unit of work, a clashing one rolls back with 409, and
#     SIGTERM shuts the app container down after the server drains.
#
#   Scripts/load.sh [path/to/ClinicServer]     # default: .build-release/release/ClinicServer
# Environment: PORT (8089), ROUNDS (8), SECONDS_PER_ROUND (4), CONNECTIONS (32), BUDGET (0.05),
# ENFORCE_BUDGET (0)
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${1:-.build-release/release/ClinicServer}
PORT=${PORT:-8089}
ROUNDS=${ROUNDS:-8}
SECS=${SECONDS_PER_ROUND:-4}
CONNECTIONS=${CONNECTIONS:-32}
BUDGET=${BUDGET:-0.05}
ENFORCE_BUDGET=${ENFORCE_BUDGET:-0}
URL="http://127.0.0.1:$PORT"
LOG=$(mktemp /tmp/clinic-server.XXXXXX)

command -v wrk >/dev/null || { echo "wrk is not installed (apt-get install wrk)" >&2; exit 1; }
command -v curl >/dev/null || { echo "curl is not installed (apt-get install curl)" >&2; exit 1; }

PORT=$PORT LOG_LEVEL=info "$BIN" >"$LOG" 2>&1 &
PID=$!
trap 'kill -9 $PID 2>/dev/null || true' EXIT
for _ in $(seq 100); do curl -sf "$URL/health" >/dev/null 2>&1 && break; sleep 0.1; done
curl -sf "$URL/health" >/dev/null || { echo "the server did not start:"; cat "$LOG"; exit 1; }

fail() { echo "FAIL: $*" >&2; exit 1; }
rss() { awk '/^VmRSS/ { print $2 }' "/proc/$PID/status"; }
ticks() { awk '{ print $14 + $15 }' "/proc/$PID/stat"; }   # the server's user + system time, in ticks
TICK_US=$(echo "1000000 / $(getconf CLK_TCK)" | bc -l)
# One wrk run on a path: prints its requests per second and the server's processor time a request
# (µs); fails on socket errors or non-2xx answers.
drive() {
  local out before after
  before=$(ticks)
  out=$(wrk -t2 -c"$CONNECTIONS" -d"${SECS}s" --latency "$URL$1")
  after=$(ticks)
  if grep -q "Socket errors\|Non-2xx" <<<"$out"; then echo "$out" >&2; fail "errors on $1"; fi
  awk -v cpu="$(echo "($after - $before) * $TICK_US" | bc -l)" \
    '/requests in/ { n = $1 } /^Requests\/sec/ { rps = $2 } END { printf "%s %.2f\n", rps, cpu / n }' <<<"$out"
}

# The unit of work: a new pet commits; the same name again rolls back and answers 409.
name="Load$RANDOM"
code=$(curl -s -o /dev/null -w '%{http_code}' -X POST -H 'content-type: application/json' \
  -d "{\"name\":\"$name\",\"species\":\"cat\"}" "$URL/pets")
[ "$code" = 201 ] || fail "POST /pets answered $code"
curl -sf "$URL/pets" | grep -q "\"$name\"" || fail "the committed pet is not listed"
code=$(curl -s -o /dev/null -w '%{http_code}' -X POST -H 'content-type: application/json' \
  -d "{\"name\":\"$name\",\"species\":\"dog\"}" "$URL/pets")
[ "$code" = 409 ] || fail "a clashing POST answered $code, not 409"

drive /pets >/dev/null            # warm up both routes
drive /plain/pets >/dev/null
ratios=()
cpu_costs=()
printf '%-6s %14s %14s %8s %16s %16s\n' round "plain req/s" "scoped req/s" ratio "plain µs/req" "scoped µs/req"
# Alternating rounds of the route without and with a request container.
rounds() {
  local round plain scoped ratio plain_cpu scoped_cpu
  for round in $(seq "$1" "$2"); do
    # Which route goes first alternates too, so a drift of the machine's speed within a round
    # weighs on both routes alike.
    if (( round % 2 )); then
      read -r plain plain_cpu < <(drive /plain/pets)
      read -r scoped scoped_cpu < <(drive /pets)
    else
      read -r scoped scoped_cpu < <(drive /pets)
      read -r plain plain_cpu < <(drive /plain/pets)
    fi
    ratio=$(echo "$scoped / $plain" | bc -l)
    ratios+=("$ratio")
    cpu_costs+=("$(echo "$scoped_cpu / $plain_cpu - 1" | bc -l)")
    printf '%-6s %14.0f %14.0f %8.3f %16.2f %16.2f\n' "$round" "$plain" "$scoped" "$ratio" "$plain_cpu" "$scoped_cpu"
  done
}
median_of() { printf '%s\n' "$@" | sort -g | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
median() { median_of "${ratios[@]}"; }
rounds 1 $((ROUNDS / 2))
rss_first=$(rss)
rounds $((ROUNDS / 2 + 1)) "$ROUNDS"
rss_second=$(rss)
if [ "$ENFORCE_BUDGET" = 1 ] && (( $(echo "1 - $(median) > $BUDGET" | bc -l) )); then
  echo "over the budget after $ROUNDS rounds: $ROUNDS more"
  rounds $((ROUNDS + 1)) $((2 * ROUNDS))
fi
median=$(median)
growth=$(echo "($rss_second - $rss_first) / $rss_first" | bc -l)
stats=$(curl -sf "$URL/stats")
echo "stats: $stats"
printf 'resident memory: %d KiB after the first half, %d KiB after the second (%+.2f%%)\n' \
  "$rss_first" "$rss_second" "$(echo "$growth * 100" | bc -l)"
printf 'per-request container: %.1f%% of the route'"'"'s throughput (median of %d rounds; budget %.0f%%)\n' \
  "$(echo "(1 - $median) * 100" | bc -l)" "${#ratios[@]}" "$(echo "$BUDGET * 100" | bc -l)"
printf 'per-request container: %+.1f%% of the server'"'"'s processor time a request (median of %d rounds)\n' \
  "$(echo "$(median_of "${cpu_costs[@]}") * 100" | bc -l)" "${#cpu_costs[@]}"

live=$(sed -E 's/.*"live":(-?[0-9]+).*/\1/' <<<"$stats")
made=$(sed -E 's/.*"containersMade":([0-9]+).*/\1/' <<<"$stats")
[ "$live" = 0 ] || fail "$live request container(s) not shut down"
[ "$made" -gt 1000 ] || fail "only $made request containers were made"
grep -q '"teardownErrors":1[,}]' <<<"$stats" || fail "the clashing POST's teardown error was not counted once"
(( $(echo "$growth <= 0.05" | bc -l) )) || fail "resident memory grew by more than 5% in the second half"
if (( $(echo "1 - $median > $BUDGET" | bc -l) )); then
  [ "$ENFORCE_BUDGET" = 1 ] && fail "the per-request container costs more than the budget"
  echo "OVER BUDGET: the per-request container costs more than $(echo "$BUDGET * 100" | bc -l | sed 's/\..*//')% of the route's throughput"
fi

kill -TERM "$PID"
for _ in $(seq 100); do kill -0 "$PID" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$PID" 2>/dev/null; then fail "the server did not stop on SIGTERM"; fi
wait "$PID" || fail "the server exited with status $?"
grep -q "container .* shut down" "$LOG" || { cat "$LOG"; fail "the app container was not shut down"; }
echo "ok: SIGTERM drained the server and shut the app container down"
