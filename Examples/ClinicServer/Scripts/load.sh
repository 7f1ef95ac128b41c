#!/usr/bin/env bash
# Drives a release build of ClinicServer with wrk on 127.0.0.1 and checks what a server needs of a
# container per request:
#   - no socket errors and no non-2xx responses;
#   - every request's container shut down (GET /stats: live == 0 once the load ends);
#   - resident memory after the second half of the run within 5% of after the first half;
#   - what the container costs: the same route with and without a per-request container, at two
#     paths of one shape (GET /scope/pets, GET /plain/pets), in alternating rounds (each round's
#     first route alternating too), compared by the median of the rounds' ratios, of the route's
#     throughput and of the server's processor time a request (user and system time over the
#     requests served). The verdict comes from a server started on one core with one event loop
#     (EVENT_LOOPS=1), driven by wrk on another core, so that the load generator takes no time from
#     the server: both figures must be within the budget of 5%, and a run over it gets as many
#     rounds again before it fails (ENFORCE_BUDGET=0 prints the verdict without failing). A second
#     server, with NIO's default loops on every core and sharing them with wrk, follows: its figures
#     are printed, not judged (a round's ratio there varies by ±10% on a 2-core machine). With one
#     core there is no core to pin wrk to: then the one server shares it, and its figures are
#     printed, not judged;
#   - a POST commits through the request's unit of work, and a clashing one rolls back with 409;
#   - a graceful shutdown (SIGTERM) with a request in flight: a request that arrives meanwhile gets
#     503, the one in flight commits (201), then the app container shuts down and the server stops;
#     on the second server, the held request outlives the drain's limit and gets 503.
#
#   Scripts/load.sh [path/to/ClinicServer]     # default: .build-release/release/ClinicServer
# Environment: PORT (8089), ROUNDS (12), SECONDS_PER_ROUND (2), SHARED_ROUNDS (4),
# SHARED_SECONDS (4), CONNECTIONS (32), BUDGET (0.05), ENFORCE_BUDGET (1)
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${1:-.build-release/release/ClinicServer}
PORT=${PORT:-8089}
ROUNDS=${ROUNDS:-12}
SECS=${SECONDS_PER_ROUND:-2}
SHARED_ROUNDS=${SHARED_ROUNDS:-4}
SHARED_SECS=${SHARED_SECONDS:-4}
CONNECTIONS=${CONNECTIONS:-32}
BUDGET=${BUDGET:-0.05}
ENFORCE_BUDGET=${ENFORCE_BUDGET:-1}
URL="http://127.0.0.1:$PORT"
LOG=$(mktemp /tmp/clinic-server.XXXXXX)

for tool in wrk curl bc taskset; do
  command -v $tool >/dev/null || { echo "$tool is not installed (apt-get install wrk curl bc util-linux)" >&2; exit 1; }
done
# The cores this script may use, listed one by one ("0-1,4" gives 0 1 4).
read -r -a CPUS <<<"$(awk -F'[:,]' '/^Cpus_allowed_list/ { for (i = 2; i <= NF; i++) { n = split($i, r, "-"); for (c = r[1]; c <= r[n]; c++) printf "%d ", c } }' /proc/self/status)"
CORES=${#CPUS[@]}
PID=
trap '[ -n "$PID" ] && kill -9 $PID 2>/dev/null || true' EXIT

fail() { echo "FAIL: $*" >&2; exit 1; }
rss() { awk '/^VmRSS/ { print $2 }' "/proc/$PID/status"; }
ticks() { awk '{ print $14 + $15 }' "/proc/$PID/stat"; }   # the server's user + system time, in ticks
TICK_US=$(echo "1000000 / $(getconf CLK_TCK)" | bc -l)

# Starts a server: "pinned" on one core with one event loop, with wrk on another core; "shared" on
# every core with NIO's default loops (one per core), with wrk too. (Two loops on one core hand the
# requests to each other in a rhythm that the smallest change to a route can flip, which moved a
# route's processor time by 15% either way.)
start() {
  PLACEMENT=$1
  if [ "$1" = pinned ]; then
    EVENT_LOOPS=1 PORT=$PORT LOG_LEVEL=info taskset -c "${CPUS[0]}" "$BIN" >"$LOG" 2>&1 &
    WRK=(taskset -c "${CPUS[1]}" wrk -t1)
  else
    DRAIN_SECONDS=${DRAIN:-10} PORT=$PORT LOG_LEVEL=info "$BIN" >"$LOG" 2>&1 &
    WRK=(wrk -t2)
  fi
  PID=$!
  for _ in $(seq 100); do curl -sf "$URL/health" >/dev/null 2>&1 && break; sleep 0.1; done
  curl -sf "$URL/health" >/dev/null || { echo "the server did not start:"; cat "$LOG"; exit 1; }
}
# The number of request containers not yet shut down, from GET /stats.
live() { curl -sf "$URL/stats" | sed -E 's/.*"live":(-?[0-9]+).*/\1/'; }
# Checks the server's counters, then stops it with SIGTERM while a request is in flight (a POST whose
# body is held back) and checks the graceful shutdown: a request that arrives meanwhile gets 503, the
# one in flight finishes and commits (201), and then the app container is shut down and the server
# exits. With "past" (a server started with DRAIN=1), the held request outlives the drain's limit of
# one second: the app container shuts down under it, and it gets 503, not a stopped server.
stop() {
  local stats made code body_fifo held_pid expected=201
  stats=$(curl -sf "$URL/stats")
  echo "stats: $stats"
  made=$(sed -E 's/.*"containersMade":([0-9]+).*/\1/' <<<"$stats")
  [ "$(live)" = 0 ] || fail "$(live) request container(s) not shut down"
  [ "$made" -gt 1000 ] || fail "only $made request containers were made"
  body_fifo=$(mktemp -u /tmp/clinic-body.XXXXXX)
  mkfifo "$body_fifo"
  curl -s -o /dev/null -w '%{http_code}' -X POST -H 'content-type: application/json' -T - "$URL/pets" \
    <"$body_fifo" >"$LOG.held" &
  held_pid=$!
  exec 7>"$body_fifo"
  printf '{"name":"Held%s%s",' "$RANDOM" "$RANDOM" >&7
  for _ in $(seq 100); do [ "$(live)" = 1 ] && break; sleep 0.05; done
  [ "$(live)" = 1 ] || fail "the held-back POST has no request container"
  kill -TERM "$PID"
  for _ in $(seq 100); do
    code=$(curl -s -o /dev/null -w '%{http_code}' "$URL/pets")
    [ "$code" = 503 ] && break
    sleep 0.05
  done
  [ "$code" = 503 ] || fail "a request during the graceful shutdown answered $code, not 503"
  kill -0 "$PID" 2>/dev/null || fail "the server stopped before the request in flight finished"
  if [ "${1:-}" = past ]; then
    expected=503
    for _ in $(seq 100); do grep -q "container .* shut down" "$LOG" && break; sleep 0.05; done
    grep -q "still running after" "$LOG" || fail "the drain's limit passed unreported"
  fi
  printf '"species":"cat"}' >&7
  exec 7>&-
  wait "$held_pid"
  rm -f "$body_fifo"
  [ "$(cat "$LOG.held")" = "$expected" ] ||
    fail "the request in flight during the graceful shutdown answered $(cat "$LOG.held"), not $expected"
  for _ in $(seq 100); do kill -0 "$PID" 2>/dev/null || break; sleep 0.1; done
  if kill -0 "$PID" 2>/dev/null; then fail "the server did not stop on SIGTERM"; fi
  wait "$PID" || fail "the server exited with status $?"
  grep -q "container .* shut down" "$LOG" || { cat "$LOG"; fail "the app container was not shut down"; }
  PID=
  if [ "$expected" = 201 ]; then
    echo "ok: on SIGTERM a new request got 503, the one in flight committed (201), then the app container shut down and the server stopped"
  else
    echo "ok: on SIGTERM a new request got 503; the one in flight outlived the drain's limit, the app container shut down under it, and it got 503"
  fi
}
# One wrk run on a path for $2 seconds: prints its requests per second and the server's processor
# time a request (µs); fails on socket errors or non-2xx answers.
drive() {
  local out before after
  before=$(ticks)
  out=$("${WRK[@]}" -c"$CONNECTIONS" -d"${2}s" --latency "$URL$1")
  after=$(ticks)
  if grep -q "Socket errors\|Non-2xx" <<<"$out"; then echo "$out" >&2; fail "errors on $1"; fi
  awk -v cpu="$(echo "($after - $before) * $TICK_US" | bc -l)" \
    '/requests in/ { n = $1 } /^Requests\/sec/ { rps = $2 } END { printf "%s %.2f\n", rps, cpu / n }' <<<"$out"
}

declare -A ratios cpu_costs # by placement: the rounds' ratios, space-separated
# Rounds $1...$2 on the running server: alternating rounds of the route without and with a request
# container.
rounds() {
  local round plain scoped ratio plain_cpu scoped_cpu secs=$SECS
  [ "$PLACEMENT" = shared ] && secs=$SHARED_SECS
  for round in $(seq "$1" "$2"); do
    # Which route goes first alternates too, so a drift of the machine's speed within a round
    # weighs on both routes alike.
    if ((round % 2)); then
      read -r plain plain_cpu < <(drive /plain/pets "$secs")
      read -r scoped scoped_cpu < <(drive /scope/pets "$secs")
    else
      read -r scoped scoped_cpu < <(drive /scope/pets "$secs")
      read -r plain plain_cpu < <(drive /plain/pets "$secs")
    fi
    ratio=$(echo "$scoped / $plain" | bc -l)
    ratios[$PLACEMENT]+="$ratio "
    cpu_costs[$PLACEMENT]+="$(echo "$scoped_cpu / $plain_cpu - 1" | bc -l) "
    printf '%-6s %-7s %12.0f %12.0f %8.3f %13.2f %13.2f\n' "$round" "$PLACEMENT" "$plain" "$scoped" "$ratio" "$plain_cpu" "$scoped_cpu"
  done
}
median_of() { printf '%s\n' $1 | sort -g | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
# The container's cost on the server of placement $1: of the throughput, and of the processor time
# a request.
throughput_cost() { echo "1 - $(median_of "${ratios[$1]}")" | bc -l; }
cpu_cost() { median_of "${cpu_costs[$1]}"; }
over_budget() { (($(echo "$(throughput_cost "$1") > $BUDGET || $(cpu_cost "$1") > $BUDGET" | bc -l))); }
report() {
  printf 'per-request container, %s: %.1f%% of the route'"'"'s throughput, %+.1f%% of the server'"'"'s processor time a request (medians of %d rounds)\n' \
    "$2" "$(echo "$(throughput_cost "$1") * 100" | bc -l)" "$(echo "$(cpu_cost "$1") * 100" | bc -l)" "$(wc -w <<<"${ratios[$1]}")"
}
percent() { echo "$1 * 100" | bc -l | sed 's/\..*//'; }

FIRST=pinned
((CORES >= 2)) || { FIRST=shared; echo "one core: no core to pin wrk to, so the cost is printed, not judged"; }
start "$FIRST"

# The unit of work: a new pet commits; the same name again rolls back and answers 409.
name="Load$RANDOM"
code=$(curl -s -o /dev/null -w '%{http_code}' -X POST -H 'content-type: application/json' \
  -d "{\"name\":\"$name\",\"species\":\"cat\"}" "$URL/pets")
[ "$code" = 201 ] || fail "POST /pets answered $code"
curl -sf "$URL/pets" | grep -q "\"$name\"" || fail "the committed pet is not listed"
code=$(curl -s -o /dev/null -w '%{http_code}' -X POST -H 'content-type: application/json' \
  -d "{\"name\":\"$name\",\"species\":\"dog\"}" "$URL/pets")
[ "$code" = 409 ] || fail "a clashing POST answered $code, not 409"
grep -q '"teardownErrors":1[,}]' <<<"$(curl -sf "$URL/stats")" || fail "the clashing POST's teardown error was not counted once"

printf '%-6s %-7s %12s %12s %8s %13s %13s\n' round server "plain req/s" "scoped req/s" ratio "plain µs/req" "scoped µs/req"
drive /scope/pets 2 >/dev/null # warm up both routes
drive /plain/pets 2 >/dev/null
[ "$FIRST" = pinned ] && n=$ROUNDS || n=$SHARED_ROUNDS
rounds 1 $((n / 2))
rss_first=$(rss)
rounds $((n / 2 + 1)) "$n"
rss_second=$(rss)
growth=$(echo "($rss_second - $rss_first) / $rss_first" | bc -l)
printf 'resident memory: %d KiB after the first half, %d KiB after the second (%+.2f%%)\n' \
  "$rss_first" "$rss_second" "$(echo "$growth * 100" | bc -l)"
(($(echo "$growth <= 0.05" | bc -l))) || fail "resident memory grew by more than 5% in the second half"
if [ "$FIRST" = pinned ] && [ "$ENFORCE_BUDGET" = 1 ] && over_budget pinned; then
  echo "over the budget after $ROUNDS rounds: $ROUNDS more"
  rounds $((ROUNDS + 1)) $((2 * ROUNDS))
fi
stop

if [ "$FIRST" = pinned ]; then
  DRAIN=1 start shared
  drive /scope/pets 2 >/dev/null
  drive /plain/pets 2 >/dev/null
  rounds 1 "$SHARED_ROUNDS"
  stop past
  report pinned "server on one core with one event loop, wrk on another (the verdict; budget $(percent "$BUDGET")%)"
fi
report shared "server on all $CORES core(s), shared with wrk (printed)"
if [ "$FIRST" = pinned ] && over_budget pinned; then
  [ "$ENFORCE_BUDGET" = 1 ] && fail "the per-request container costs more than its budget of $(percent "$BUDGET")%"
  echo "OVER BUDGET: the per-request container costs more than $(percent "$BUDGET")% of the route"
fi
