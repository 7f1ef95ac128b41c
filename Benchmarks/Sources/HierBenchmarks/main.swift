// HierBenchmarks: HierResolver vs Swinject vs hand-written baselines (see Guides/Performance.md).
//
//     swift run -c release --package-path Benchmarks HierBenchmarks            # full run: table + curves
//     swift run -c release --package-path Benchmarks HierBenchmarks --quick    # CI smoke test (< 60 s)
//
// Options: --quick, --only W1,S3 (a subset), --reps N (repetitions, at least 5 in a full run
// unless --quick), --case NAME, --fixed N, --list, --help. Progress goes to stderr; the machine
// and the tables to stdout: W1–W12 and MISS in the main table, the scale curves S1–S4 in their own.
// Every case is checked to resolve the right objects first, and HierResolver's W1 and W2 rows
// to meet their allocation targets; the exit status is non-zero if a check fails (not when a
// budget is missed: that is reported in the tables).

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

func usage() -> Never {
    print(
        """
        usage: HierBenchmarks [--quick] [--only W1,W2,...] [--reps N]
          --quick   few iterations (a smoke test for CI); still runs and checks every workload
                    and curve
          --only    run only these workloads and curves (\(Workloads.all(config: .full).map(\.id).joined(separator: ", ")))
          --reps    repetitions per case (default 5; full runs never use fewer than 5)
          --case    only the row of this name (baseline, baseline+lock, by hand, HierResolver,
                    HierResolver (typed), Swinject; a curve's point: "W1 10,000 others",
                    "depth 16", "1,000 children"; the library's name selects all its rows, and
                    a prefix every row that starts with it)
          --list    no table: print each selected workload's row names, one per line, as
                    "W4<tab>HierResolver (typed)"
          --fixed N no table: run each selected case once for exactly N iterations (for profiling,
                    e.g. valgrind --tool=callgrind with N and with 0, the difference / N is Ir per op)
        """)
    exit(0)
}

var quick = false
var only: Set<String>? = nil
var reps: Int? = nil
var caseFilter: String? = nil
var fixedIterations: Int? = nil
var listOnly = false
var arguments = CommandLine.arguments.dropFirst()
while let arg = arguments.popFirst() {
    switch arg {
    case "--quick":
        quick = true
    case "--only":
        guard let list = arguments.popFirst() else { usage() }
        only = Set(list.uppercased().split(separator: ",").map { String($0) })
    case "--reps":
        guard let n = arguments.popFirst().flatMap({ Int($0) }), n > 0 else { usage() }
        reps = n
    case "--case":
        guard let name = arguments.popFirst() else { usage() }
        caseFilter = name.lowercased()
    case "--fixed":
        guard let n = arguments.popFirst().flatMap({ Int($0) }), n >= 0 else { usage() }
        fixedIterations = n
    case "--list":
        listOnly = true
    case "-h", "--help":
        usage()
    default:
        print("unknown argument \(arg)")
        usage()
    }
}
var config = quick ? Config.quick : Config.full
if let reps { config.reps = quick ? reps : max(reps, 5) }
config.only = only

/// `--case`: the row named exactly so ("HierResolver (typed)"), else the rows of the library
/// named so ("HierResolver"), else the rows whose name starts so (case-insensitive).
func selectCases(_ cases: [Case], _ filter: String?) -> [Case] {
    guard let filter else { return cases }
    let exact = cases.filter { $0.name.lowercased() == filter }
    if !exact.isEmpty { return exact }
    let library = cases.filter { $0.library.rawValue.lowercased() == filter }
    return library.isEmpty ? cases.filter { $0.name.lowercased().hasPrefix(filter) } : library
}

if listOnly {
    for entry in Workloads.all(config: config) where config.only?.contains(entry.id) ?? true {
        for c in selectCases(entry.make().cases, caseFilter) { print("\(entry.id)\t\(c.name)") }
    }
    exit(0)
}

let stderrIsTerminal = isatty(STDERR_FILENO) != 0

func writeStderr(_ s: String) {
    var s = s
    s.withUTF8 { buf in _ = write(STDERR_FILENO, buf.baseAddress, buf.count) }
}

/// One progress line on stderr, rewritten in place on a terminal; elsewhere (CI logs) only the
/// start of each workload is written.
func progress(_ message: String) {
    if stderrIsTerminal {
        writeStderr("\r\u{1B}[2K" + message)
    } else if message.hasSuffix(": setting up") {
        writeStderr(message + "\n")
    }
}

print("HierResolver benchmarks\(config.quick ? " (--quick: smoke test, numbers are not meaningful)" : "")")
for line in Machine.describe() { print(line) }
if fixedIterations == nil {
    print(
        """
        method: \(config.reps) repetitions per row after a warm-up, each ≥ \(config.minOps) ops and ≥ \
        \(Int(config.minSeconds * 1000)) ms, repetitions interleaved across rows; median and min–max ns/op
        """)
}
print("")

let start = nowNanoseconds()
var results: [WorkloadResult] = []
var passed = 0
var failed = 0
for entry in Workloads.all(config: config) where config.only?.contains(entry.id) ?? true {
    progress("\(entry.id): setting up")
    let built = entry.make()
    var workload = built
    workload.cases = selectCases(built.cases, caseFilter)
    var ok = true
    for c in workload.cases {
        if let problem = c.check() {
            failed += 1
            ok = false
            progress("")
            print("CHECK FAILED: \(problem)")
        } else {
            passed += 1
        }
    }
    guard ok else { continue }
    if let n = fixedIterations {
        for c in workload.cases {
            let ns = timeRun(c, iterations: n)
            let perOp = n == 0 ? 0 : Double(ns) / Double(n * c.opsPerIteration)
            print(
                "\(workload.id) \(c.name): \(n) iterations = \(n * c.opsPerIteration) ops, \(fmtNs(perOp)) ns/op"
            )
        }
        continue
    }
    let result = measure(workload, config: config, progress: progress)
    // Allocation targets: checks (unless Budget.allocationMissFailsRun is off; then the table
    // reports a miss over budget). Not checked where allocations are not counted.
    for m in result.measurements where m.row.allocationTarget != nil {
        guard case .perOp = m.allocations, Budget.allocationMissFailsRun else { continue }
        if let miss = allocationMiss(m) {
            failed += 1
            progress("")
            print("CHECK FAILED: \(workload.id) \(m.name): \(miss)")
        } else {
            passed += 1
        }
    }
    results.append(result)
}
progress("")

if fixedIterations != nil {
    print("checks: \(passed) passed, \(failed) failed")
    exit(failed == 0 ? 0 : 1)
}

let tableResults = results.filter { !$0.workload.isCurve }
let curveResults = results.filter { $0.workload.isCurve }
var overBudget: [String] = []
if !tableResults.isEmpty {
    let (table, over) = renderTable(tableResults)
    print(table)
    print("")
    overBudget += over
}
if !curveResults.isEmpty {
    let (table, over) = renderCurves(curveResults)
    print("Scale curves (HierResolver; ratios to each curve's first point)")
    print(table)
    print("")
    overBudget += over
}
for r in results { for note in r.workload.notes { print(note) } }
print(allocationNote())
var budget: [String] = []
if !tableResults.isEmpty {
    budget.append(
        "HierResolver ≤ \(fmt(Budget.maxRatioToLockedBaseline))× baseline+lock of the same run on every "
            + "resolve workload (W2: of five locked lookups plus construction; W12: of its own baseline), "
            + "W6 ≤ \(fmt(Budget.maxRegistrationRatio))×, W10 ≤ \(fmt(Budget.maxAsyncGraphRatio))× its async floor; "
            + "Swinject ≥ \(fmt(Budget.minSwinjectFactor, digits: 0))× slower than HierResolver; "
            + "HierResolver allocs/op: W1 0, W2 5")
}
for r in tableResults {
    guard let limit = r.workload.absoluteLimit else { continue }
    budget.append(
        "\(r.workload.id): ≤ \(fmtDuration(limit.perOp)) an operation, and another thread's worst hit a ms meanwhile "
            + "≤ \(fmtDuration(limit.companion))")
}
if !curveResults.isEmpty { budget.append("each curve's largest point ≤ \(fmt(Budget.maxCurveRatio))× its first") }
print("Budget: " + budget.joined(separator: "; ") + ".")
if overBudget.isEmpty {
    print("Over budget: none")
} else {
    print("Over budget (\(overBudget.count)):")
    for o in overBudget { print("  " + o) }
}
print("total time: \(fmt(Double(nowNanoseconds() - start) / 1e9, digits: 1)) s")
print("checks: \(passed) passed, \(failed) failed")
exit(failed == 0 ? 0 : 1)
