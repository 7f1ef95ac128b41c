#!/usr/bin/env bash
# Type-check time and code size: HierResolver beside Swinject 2.10.0 (the benchmark package's peer,
# available offline), on one generated service graph (Scripts/generate_compile_cost.py).
#
#   Benchmarks/Scripts/compile-cost.sh                   # every measure; prints the table and the verdicts
#   N=3 Benchmarks/Scripts/compile-cost.sh               # fewer type-check runs (default 8; the median is kept)
#   FACTORY_TYPECHECK_SECONDS=0.27 Benchmarks/Scripts/compile-cost.sh   # judge the type-check budget
#   ENFORCE=1 Benchmarks/Scripts/compile-cost.sh         # exit 1 when a budget is over (default: report only)
#
# Resolver and Factory are no dependencies of this repository, and this script builds neither:
# their columns print "not built here". The type-check budget is relative to Factory's figure on the
# same machine, which FACTORY_TYPECHECK_SECONDS gives (Benchmarks/README.md has the figures measured
# beside this script's, and how).
#
# What it does, for each library (all products under $WORK, default Benchmarks/.build-compile-cost,
# which .gitignore's `.build*/` keeps out of git):
#   1. builds, with `swift build -c release`, a small package holding the library's module and
#      executables that register and resolve the first 50 and the first 100 services (and an
#      empty executable, once);
#   2. type-checks (`swiftc -typecheck`, debug, against the release module) a file of $COUNT
#      (300) service types with $COUNT registrations and $COUNT resolves, and the same file with
#      the types alone (same import), $N times each, alternating; reports the medians (wall clock)
#      and their difference, and the difference in CPU time;
#   3. times each expression of the full file (`-debug-time-expression-type-checking`, $EXPR_RUNS
#      runs, each line's median) and reports the slowest registration or resolve, with its source
#      line, the first registration and first resolve apart, how many take over 1 ms, and the sum;
#   4. measures `size` (Berkeley "text": code and read-only data) of the executables and of the
#      library's own object files (its targets' .o files in the release build), and for
#      HierResolver lists (nm) which functions the extra services add.
# HierResolver is measured in two styles: closure (`c.register { r in S(a: r.resolve()) }`) and
# autoregister (`c.autoregister(initializer: S.init)`); the budgets are read on the closure form.
#
# Environment: N (8), COUNT (300), EXPR_RUNS (3), TOP (3: lines listed per detail), WORK,
# HIER_SRC (default: this checkout's root), HIER_REF (a commit of this repository to measure instead
# of the working tree, e.g. HEAD; it is exported into $WORK), FACTORY_TYPECHECK_SECONDS,
# SWIFT (swift), SWIFTC (swiftc), ENFORCE.
# Units: KB = 1,000 bytes, MB = 1,000,000 bytes. A first run builds three packages in release, about
# 5 minutes on 2 cores; then the type-checks take about 2 minutes with N=8 on an idle machine.
# Needs swift, python3, size and nm (binutils), and git for HIER_REF.
set -euo pipefail

HERE="$(cd "$(dirname "$0")" && pwd)"
BENCH="$(cd "$HERE/.." && pwd)"
ROOT="$(cd "$BENCH/.." && pwd)"
N="${N:-8}"
COUNT="${COUNT:-300}"
EXPR_RUNS="${EXPR_RUNS:-3}"
WORK="${WORK:-$BENCH/.build-compile-cost}"
SWIFT="${SWIFT:-swift}"
SWIFTC="${SWIFTC:-swiftc}"
GEN="$HERE/generate_compile_cost.py"
mkdir -p "$WORK/logs"
WORK="$(cd "$WORK" && pwd)"

LIBS=(hier swinject)
declare -A NAME=([hier]="HierResolver" [swinject]="Swinject" [resolver]="Resolver" [factory]="Factory")
declare -A MODULE=([hier]="HierResolver" [swinject]="Swinject")
declare -A SKIP=()      # lib -> why it is not measured
declare -A R=()         # measure key -> value

say() { printf '%s\n' "$*" >&2; }

# --- the sources ---------------------------------------------------------------------------

if [ -n "${HIER_REF:-}" ]; then
  HIER_SRC="$WORK/hier-src-$(git -C "$ROOT" rev-parse --short "$HIER_REF")"
  if [ ! -d "$HIER_SRC" ]; then
    mkdir -p "$HIER_SRC.tmp"
    git -C "$ROOT" archive "$HIER_REF" | tar -x -C "$HIER_SRC.tmp"
    mv "$HIER_SRC.tmp" "$HIER_SRC"
  fi
fi
HIER_SRC="$(cd "${HIER_SRC:-$ROOT}" && pwd)"

SKIP[resolver]="not built here"
SKIP[factory]="not built here"

# --- the packages --------------------------------------------------------------------------

# Moves a staged folder into place unless the same files are there already (so that a second
# run rebuilds nothing).
replace_dir() { # staged dest
  if diff -r -q "$1" "$2" >/dev/null 2>&1; then rm -rf "$1"; else rm -rf "$2"; mv "$1" "$2"; fi
}

# Writes $WORK/pkg-<lib>: the library (by path, URL, or copied sources) and its executables.
write_package() {
  local lib="$1" pkg="$WORK/pkg-$1" dep="" libtarget="" product="" exes=()
  mkdir -p "$pkg/Sources"
  case "$lib" in
    hier)
      dep=".package(name: \"HierResolver\", path: \"$HIER_SRC\")"
      product='.product(name: "HierResolver", package: "HierResolver")'
      exes=(hier-closure:Closure hier-auto:Auto) ;;
    swinject)
      dep='.package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0")'
      product='.product(name: "Swinject", package: "Swinject")'
      exes=(swinject:Swinject) ;;
    empty)
      exes=() ;;
  esac
  local targets="$libtarget"
  if [ "$lib" = empty ]; then
    mkdir -p "$pkg/Sources/Empty"; [ -f "$pkg/Sources/Empty/main.swift" ] || : > "$pkg/Sources/Empty/main.swift"
    targets='.executableTarget(name: "Empty", path: "Sources/Empty"),'
  fi
  local e style prefix n
  for e in "${exes[@]}"; do
    style="${e%%:*}"; prefix="${e##*:}"
    for n in 50 100; do
      mkdir -p "$pkg/Sources/$prefix$n"
      python3 "$GEN" exe "$style" "$n" "$pkg/Sources/$prefix$n/main.swift.new"
      # Rewrite only when changed, so that a second run rebuilds nothing.
      if cmp -s "$pkg/Sources/$prefix$n/main.swift.new" "$pkg/Sources/$prefix$n/main.swift"; then
        rm "$pkg/Sources/$prefix$n/main.swift.new"
      else
        mv "$pkg/Sources/$prefix$n/main.swift.new" "$pkg/Sources/$prefix$n/main.swift"
      fi
      targets+=".executableTarget(name: \"$prefix$n\", dependencies: [$product], path: \"Sources/$prefix$n\"),"
    done
  done
  cat > "$pkg/Package.swift.new" <<EOF
// swift-tools-version: 6.0
// GENERATED by Benchmarks/Scripts/compile-cost.sh; do not edit.
import PackageDescription
let package = Package(
    name: "compile-cost-$lib",
    dependencies: [$dep],
    targets: [$targets]
)
EOF
  if cmp -s "$pkg/Package.swift.new" "$pkg/Package.swift"; then rm "$pkg/Package.swift.new"; else mv "$pkg/Package.swift.new" "$pkg/Package.swift"; fi
}

build_package() { # lib -> 0 when built
  local lib="$1" pkg="$WORK/pkg-$1"
  say "building $lib (release) ..."
  if ! "$SWIFT" build -c release --package-path "$pkg" --scratch-path "$pkg/.build" >"$WORK/logs/build-$lib.log" 2>&1; then
    say "  build of $lib failed: $WORK/logs/build-$lib.log"; tail -20 "$WORK/logs/build-$lib.log" >&2
    return 1
  fi
}

# --- measuring -----------------------------------------------------------------------------

text_of() { size "$@" | awk 'NR > 1 { t += $1 } END { print t + 0 }'; }

# The flags that find a library's module: its release build's Modules folder, and for
# HierResolver the module map of its C target (HierResolverRuntime).
module_flags() {
  local lib="$1" rel="$WORK/pkg-$1/.build/release" flags=()
  if [ -d "$rel/Modules" ]; then flags+=(-I "$rel/Modules"); else flags+=(-I "$rel"); fi
  local mm
  for mm in "$rel"/*.build/module.modulemap; do
    [ -e "$mm" ] && flags+=(-Xcc "-fmodule-map-file=$mm")
  done
  if [ "$lib" = hier ]; then flags+=(-Xcc "-I$HIER_SRC/Sources/HierResolverRuntime/include"); fi
  printf '%s\n' "${flags[@]}"
}

# Type-checks the full file and the types-alone file $N times each, alternating, so that a change
# in the machine's load falls on both alike. Prints "<full> <types> <full cpu> <types cpu>": the
# medians of wall-clock seconds, and of CPU seconds (user + system, of swiftc and its frontend).
typecheck_pair() { # lib full types
  local lib="$1" flags f
  mapfile -t flags < <(module_flags "$lib")
  # One run of each first, so that the module caches are warm and errors show.
  for f in "$2" "$3"; do
    if ! "$SWIFTC" -typecheck -swift-version 6 -module-name CompileCost "${flags[@]}" "$f" >"$WORK/logs/typecheck.log" 2>&1; then
      say "  type-check of $f failed:"; grep -m 10 error: "$WORK/logs/typecheck.log" >&2 || tail -10 "$WORK/logs/typecheck.log" >&2
      return 1
    fi
  done
  python3 - "$N" "$2" "$3" "$SWIFTC" -typecheck -swift-version 6 -module-name CompileCost "${flags[@]}" <<'PY'
import os, statistics, subprocess, sys, time
n, full, types, cmd = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4:]
wall, cpu = {full: [], types: []}, {full: [], types: []}
for _ in range(n):
    for f in (full, types):
        r0, t0 = os.times(), time.perf_counter()
        subprocess.run(cmd + [f], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        t1, r1 = time.perf_counter(), os.times()
        wall[f].append(t1 - t0)
        cpu[f].append((r1.children_user - r0.children_user) + (r1.children_system - r0.children_system))
print(" ".join(f"{statistics.median(v):.4f}" for v in (wall[full], wall[types], cpu[full], cpu[types])))
PY
}

# Expression type-checking times, from -debug-time-expression-type-checking over $EXPR_RUNS runs.
# Writes <out>: "<ms> <line>" per source line, slowest first, where a line's figure is the median
# over the runs of its slowest expression (a statement's closure body is timed apart from the
# statement, and a few are timed twice); and <out>.sum: per line, the median of all its times
# added up, for the totals. (Swift 6.3 prints these times only while a solver time limit is set,
# hence the threshold flag, which is the old default: 600 s.)
expression_times() { # lib file out
  local lib="$1" file="$2" out="$3" flags i
  mapfile -t flags < <(module_flags "$lib")
  : > "$out.raw"
  for ((i = 0; i < EXPR_RUNS; i++)); do
    "$SWIFTC" -typecheck -swift-version 6 -module-name CompileCost "${flags[@]}" "$file" \
      -Xfrontend -debug-time-expression-type-checking -Xfrontend -solver-expression-time-threshold=600 2>&1 >/dev/null \
      | awk -v f="$(basename "$file")" -v run="$i" 'index($0, f ":") && $1 ~ /ms$/ {
          ms = $1; sub(/ms$/, "", ms); n = split($2, p, ":"); print run, p[n - 1], ms }' >> "$out.raw"
  done
  local agg='{ if ($1 != loc) { if (loc != "") emit(); loc = $1; n = 0 } v[++n] = $2 }
    function emit() { m = (n % 2) ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2; print m, loc }
    END { if (loc != "") emit() }'
  # Per run and line: the slowest expression (max) and the sum; then per line, the median of the runs.
  awk '{ k = $1 " " $2; if (!(k in mx) || $3 > mx[k]) mx[k] = $3 } END { for (k in mx) { split(k, p, " "); print p[2], mx[k] } }' "$out.raw" \
    | sort -k1,1n -k2,2g | awk "$agg" | sort -k1,1gr > "$out"
  awk '{ sm[$1 " " $2] += $3 } END { for (k in sm) { split(k, p, " "); print p[2], sm[k] } }' "$out.raw" \
    | sort -k1,1n -k2,2g | awk "$agg" | sort -k1,1gr > "$out.sum"
}

# --- run -----------------------------------------------------------------------------------

for lib in "${LIBS[@]}" empty; do
  [ -n "${SKIP[$lib]:-}" ] && continue
  write_package "$lib"
  if ! build_package "$lib" && [ "$lib" != empty ]; then SKIP[$lib]="not measured (build failed: logs/build-$lib.log)"; fi
done

GENDIR="$WORK/typecheck"; mkdir -p "$GENDIR"
# Columns: the libraries, HierResolver twice (closure form, autoregister form).
COLS=(hier hierauto swinject resolver factory)
declare -A COL_LIB=([hier]=hier [hierauto]=hier [swinject]=swinject [resolver]=resolver [factory]=factory)
declare -A COL_STYLE=([hier]=hier-closure [hierauto]=hier-auto [swinject]=swinject [resolver]=resolver [factory]=factory)
declare -A COL_EXE=([hier]=Closure [hierauto]=Auto [swinject]=Swinject [resolver]=Resolver [factory]=Factory)
declare -A COL_NAME=([hier]="HierResolver" [hierauto]="HierResolver auto" [swinject]="Swinject" [resolver]="Resolver" [factory]="Factory")

EMPTY_TEXT=""
[ -x "$WORK/pkg-empty/.build/release/Empty" ] && EMPTY_TEXT=$(text_of "$WORK/pkg-empty/.build/release/Empty")

for col in "${COLS[@]}"; do
  lib="${COL_LIB[$col]}"; style="${COL_STYLE[$col]}"
  [ -n "${SKIP[$lib]:-}" ] && continue
  full="$GENDIR/$style.swift"; types="$GENDIR/$style-types.swift"
  python3 "$GEN" typecheck "$style" "$COUNT" "$full"
  python3 "$GEN" typecheck "$style" "$COUNT" "$types" --types-only
  say "type-checking $style ($N runs each) ..."
  if pair=$(typecheck_pair "$lib" "$full" "$types"); then
    read -r tf tt cf ct <<<"$pair"
    R[$col.tc_full]=$tf; R[$col.tc_types]=$tt
    R[$col.tc_diff]=$(awk -v a="$tf" -v b="$tt" 'BEGIN { printf "%.3f", a - b }')
    R[$col.tc_cpu_diff]=$(awk -v a="$cf" -v b="$ct" 'BEGIN { printf "%.3f", a - b }')
    expression_times "$lib" "$full" "$GENDIR/$style.times"
    # Only the registrations and resolves (the types and `sink` are in both files); the first
    # expression of each part is also reported apart, as it pays for the first look-up of the
    # library's names (loading their overloads from the module).
    m1=$(grep -n -m1 '^// MARK: - registrations' "$full" | cut -d: -f1)
    m2=$(grep -n -m1 '^// MARK: - resolves' "$full" | cut -d: -f1)
    awk -v m="$m1" '$2 > m' "$GENDIR/$style.times" > "$GENDIR/$style.expr"
    first1=$(awk -v a="$m1" -v b="$m2" '$2 > a && $2 < b && (m == "" || $2 < m) { m = $2 } END { print m }' "$GENDIR/$style.expr")
    first2=$(awk -v b="$m2" '$2 > b && (m == "" || $2 < m) { m = $2 } END { print m }' "$GENDIR/$style.expr")
    if [ -s "$GENDIR/$style.expr" ]; then
      read -r ms line < "$GENDIR/$style.expr"
      R[$col.expr_max]=$ms; R[$col.expr_line]=$line
      read -r ms line < <(awk -v a="$first1" -v b="$first2" '$2 != a && $2 != b' "$GENDIR/$style.expr") || true
      R[$col.expr_max_rest]=$ms; R[$col.expr_line_rest]=$line
      R[$col.expr_first]=$(awk -v a="$first1" -v b="$first2" '$2 == a || $2 == b { printf "%s%.1f", sep, $1; sep = " / " }' \
        < <(sort -k2,2n "$GENDIR/$style.expr"))
      R[$col.expr_over1]=$(awk '$1 > 1 { n++ } END { print n + 0 }' "$GENDIR/$style.expr")
      R[$col.expr_sum]=$(awk -v m="$m1" '$2 > m { s += $1 } END { printf "%.0f", s }' "$GENDIR/$style.times.sum")
    fi
  fi
  rel="$WORK/pkg-$lib/.build/release"
  ex="${COL_EXE[$col]}"
  if [ -n "$EMPTY_TEXT" ] && [ -x "$rel/${ex}50" ] && [ -x "$rel/${ex}100" ]; then
    t50=$(text_of "$rel/${ex}50"); t100=$(text_of "$rel/${ex}100")
    R[$col.exe50]=$((t50 - EMPTY_TEXT)); R[$col.exe100]=$((t100 - EMPTY_TEXT))
    R[$col.per_service]=$(((t100 - t50) / 50))
  fi
  if [ "$col" != hierauto ]; then
    # The library's objects that the 50-service executable links (SwiftPM's link list, so that an
    # object left behind by a deleted source file is not counted).
    case "$lib" in hier) pat='/(HierResolver|HierResolverRuntime)\.build/' ;; *) pat="/${MODULE[$lib]}\\.build/" ;; esac
    objs=()
    if [ -f "$rel/${ex}50.product/Objects.LinkFileList" ]; then
      mapfile -t objs < <(grep -E "$pat" "$rel/${ex}50.product/Objects.LinkFileList" | tr -d "'\"")
    fi
    [ ${#objs[@]} -gt 0 ] && R[$col.lib_objs]=$(text_of "${objs[@]}")
  fi
done

# --- report --------------------------------------------------------------------------------

mb() { awk -v b="$1" 'BEGIN { printf "%.2f MB", b / 1e6 }'; }
kb() { awk -v b="$1" 'BEGIN { printf "%.2f KB", b / 1e3 }'; }
cell() { # col key format
  local col="$1" key="$2" fmt="$3" v="${R[$1.$2]:-}"
  if [ -n "${SKIP[${COL_LIB[$col]}]:-}" ]; then echo "—"; return; fi
  [ -z "$v" ] && { echo "n/a"; return; }
  case "$fmt" in
    s) printf '%.2f s' "$v" ;;
    ms) printf '%.1f ms' "$v" ;;
    n) printf '%s' "$v" ;;
    msn) printf '%s ms' "$v" ;;
    mb) mb "$v" ;;
    kb) kb "$v" ;;
  esac
}
row() { # label key format
  local label="$1" key="$2" fmt="$3" line col
  line="| $label |"
  for col in "${COLS[@]}"; do line+=" $(cell "$col" "$key" "$fmt") |"; done
  echo "$line"
}

echo
echo "Type-check time and code size: $COUNT-service files, median of $N type-checks; $(date -u '+%Y-%m-%d %H:%M UTC'); $("$SWIFTC" --version 2>/dev/null | head -1)"
echo "Machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo n/a) at the end (the type-check times are wall-clock: compare columns of one run)"
if [ -n "${HIER_REF:-}" ]; then
  echo "HierResolver: commit $(git -C "$ROOT" rev-parse --short "$HIER_REF") ($HIER_REF), exported to $HIER_SRC"
elif [ "$HIER_SRC" = "$ROOT" ] && git -C "$ROOT" rev-parse --git-dir >/dev/null 2>&1; then
  dirty=$(git -C "$ROOT" status --porcelain -- Package.swift Sources | wc -l)
  echo "HierResolver: this checkout at $(git -C "$ROOT" rev-parse --short HEAD)$( [ "$dirty" -gt 0 ] && echo ", with uncommitted changes to $dirty file(s) in Sources/ or Package.swift")"
else
  echo "HierResolver: $HIER_SRC"
fi
echo
header="| measure |"; rule="|---|"
for col in "${COLS[@]}"; do header+=" ${COL_NAME[$col]} |"; rule+="---:|"; done
echo "$header"; echo "$rule"
row "type-check, full file" tc_full s
row "type-check, types alone" tc_types s
row "type-check, registrations + resolves (difference)" tc_diff s
row "the same difference in CPU time (user + sys)" tc_cpu_diff s
row "slowest expression" expr_max ms
row "first registration / first resolve" expr_first msn
row "slowest expression, those two left out" expr_max_rest ms
row "expressions over 1 ms" expr_over1 n
row "sum of expression times (registrations + resolves)" expr_sum ms
row "release exe, 50 services, text over empty exe" exe50 mb
row "release exe, 100 services, text over empty exe" exe100 mb
row "code per extra service ((100 - 50) / 50)" per_service kb
row "library's own objects, text" lib_objs mb
echo
[ -n "$EMPTY_TEXT" ] && echo "Empty executable: text $EMPTY_TEXT bytes. HierResolver auto = the autoregister form (its library objects are the same as the closure form's)."
for col in "${COLS[@]}"; do
  lib="${COL_LIB[$col]}"
  if [ -n "${SKIP[$lib]:-}" ]; then
    [ "$col" = hierauto ] || echo "${NAME[$lib]}: ${SKIP[$lib]}"
    continue
  fi
  [ -n "${R[$col.expr_line]:-}" ] || continue
  style="${COL_STYLE[$col]}"
  echo "${COL_NAME[$col]}: slowest expressions (ms, median of $EXPR_RUNS; line of $GENDIR/$style.swift):"
  head -"${TOP:-3}" "$GENDIR/$style.expr" | while read -r ms line; do
    printf '    %6.2f  %4d: %s\n' "$ms" "$line" "$(sed -n "${line}p" "$GENDIR/$style.swift" | sed 's/^ *//' | cut -c1-110)"
  done
done

# Where HierResolver's code goes: what the 50 more services add, by symbol (demangled, the
# service's number left out), and the library's largest object files.
symbol_growth() { # exe50 exe100
  python3 - "$1" "$2" "${TOP:-3}" <<'PY'
import collections, re, subprocess, sys
def kinds(exe):
    out = subprocess.run(["nm", "-S", exe], capture_output=True, text=True).stdout
    syms = [(int(p[1], 16), p[3]) for p in (l.split() for l in out.splitlines()) if len(p) == 4 and p[2] in "tTwW"]
    names = subprocess.run(["swift", "demangle", "--compact", "--simplified"], input="\n".join(n for _, n in syms),
                           capture_output=True, text=True).stdout.split("\n")
    k = collections.Counter()
    for (size, _), name in zip(syms, names):
        name = re.sub(r"Svc\d+", "Svc", name)
        name = re.sub(r"closure #\d+", "closure", name)
        name = re.sub(r"\b(Closure|Auto)(50|100)_main\b", "main", name)
        k[name] += size
    return k
a, b = kinds(sys.argv[1]), kinds(sys.argv[2])
grow = sorted(((b[n] - a[n], n) for n in set(a) | set(b)), reverse=True)
for size, name in grow[: int(sys.argv[3]) + 2]:
    if size > 0:
        print(f"    {size / 50:7.0f} B/service  {name[:110]}")
PY
}
if [ -n "${R[hier.per_service]:-}" ] && command -v nm >/dev/null; then
  rel="$WORK/pkg-hier/.build/release"
  for col in hier hierauto; do
    echo "${COL_NAME[$col]}: code per extra service by function (nm; text of the functions only):"
    symbol_growth "$rel/${COL_EXE[$col]}50" "$rel/${COL_EXE[$col]}100" || true
  done
  echo "HierResolver: largest object files (text):"
  mapfile -t objs < <(grep -E '/HierResolver\.build/' "$rel/Closure50.product/Objects.LinkFileList" | tr -d "'\"")
  size "${objs[@]}" | awk 'NR > 1 { n = split($6, p, "/"); printf "    %7.1f KB  %s\n", $1 / 1e3, p[n] }' | sort -k1,1gr | head -"$(( ${TOP:-3} + 2 ))" || true
fi

echo
OVER=0
verdict() { # name ok detail
  if [ "$2" = pass ]; then echo "budget: $1: pass ($3)"; elif [ "$2" = over ]; then echo "budget: $1: OVER ($3)"; OVER=1; else echo "budget: $1: not measured ($3)"; fi
}
h="${R[hier.tc_diff]:-}"; f="${FACTORY_TYPECHECK_SECONDS:-}"
if [ -n "$h" ] && [ -n "$f" ]; then
  ratio=$(awk -v a="$h" -v b="$f" 'BEGIN { printf "%.2f", a / b }')
  auto=""
  [ -n "${R[hierauto.tc_diff]:-}" ] && auto="; the autoregister form ${R[hierauto.tc_diff]} s: $(awk -v a="${R[hierauto.tc_diff]}" -v b="$f" 'BEGIN { printf "%.2f", a / b }')x"
  verdict "type-check of the closure form at most 1.0x Factory's" "$(awk -v r="$ratio" 'BEGIN { print (r <= 1.0) ? "pass" : "over" }')" "HierResolver $h s, Factory $f s: ${ratio}x$auto"
else
  verdict "type-check of the closure form at most 1.0x Factory's" none "HierResolver ${h:-n/a} s; set FACTORY_TYPECHECK_SECONDS to judge it"
fi
e="${R[hier.expr_max]:-}"
if [ -n "$e" ]; then
  verdict "no expression over 1 ms (closure form)" "$(awk -v e="$e" 'BEGIN { print (e <= 1.0) ? "pass" : "over" }')" \
    "slowest ${e} ms at line ${R[hier.expr_line]}; ${R[hier.expr_over1]} over 1 ms; first registration / first resolve ${R[hier.expr_first]} ms, slowest of the others ${R[hier.expr_max_rest]} ms at line ${R[hier.expr_line_rest]}"
else verdict "no expression over 1 ms (closure form)" none "n/a"; fi
p="${R[hier.per_service]:-}"
if [ -n "$p" ]; then
  verdict "code per extra service at most 1.0 KB" "$( [ "$p" -le 1000 ] && echo pass || echo over)" "$p bytes"
else verdict "code per extra service at most 1.0 KB" none "n/a"; fi
o="${R[hier.lib_objs]:-}"
if [ -n "$o" ]; then
  verdict "library objects at most 0.5 MB" "$( [ "$o" -le 500000 ] && echo pass || echo over)" "$o bytes"
else verdict "library objects at most 0.5 MB" none "n/a"; fi

if [ "${ENFORCE:-0}" = 1 ] && [ "$OVER" = 1 ]; then exit 1; fi
exit 0
