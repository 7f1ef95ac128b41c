// The measuring harness: configuration, the case/workload model, timing and the blackhole.
//
// Model
// - A `Workload` (W1, W2, ...) holds one `Case` per library/baseline.
// - A `Case` owns its prepared container(s) and a `run(n)` closure that performs `n`
//   iterations of the workload in a tight loop and returns a checksum built from every
//   result (object identities), which is handed to `blackhole`, so the optimiser cannot
//   delete the work. One iteration is `opsPerIteration` operations (W6: 200 registrations;
//   W7: both threads' operations of one round).
// - `check()` verifies the case resolves the right objects; it runs in every mode, and a
//   failure makes the run exit non-zero.
//
// Measuring (per workload): every case is warmed up and calibrated, then the repetitions
// run round-robin over the cases (rep 1 of every case, then rep 2, ...), so slow drifts of
// a noisy machine hit all rows alike. Each repetition is at least `minOps` operations and
// at least `minSeconds` long. Reported: median and min–max of the per-repetition ns/op.
//
// Scale curves (S1–S4) are workloads too: each case is one point of a curve (`curve`,
// `point`), measured the same way and printed in their own table (CurveTable.swift).
// Allocations: after its warm-up, each case's `run` closure runs once more with the
// allocation counter on (Allocations.swift); the count is not part of any timing.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - Configuration

struct Config: Sendable {
    var quick = false
    /// Repetitions per case (after warm-up).
    var reps = 5
    /// Minimum operations per repetition.
    var minOps = 200_000
    /// Minimum duration of one repetition, in seconds.
    var minSeconds = 0.2
    /// Warm-up (and calibration) target, in seconds.
    var warmupSeconds = 0.05
    /// W7: operations per thread per round (two threads run at once).
    var contentionOpsPerThread = 500_000
    /// Run only these workloads (ids like "W1"); nil = all.
    var only: Set<String>? = nil

    static let full = Config()
    static let quick = Config(
        quick: true, reps: 3, minOps: 2_000, minSeconds: 0.002, warmupSeconds: 0.002,
        contentionOpsPerThread: 20_000)
}

// MARK: - Model

enum Library: String, Sendable {
    case baseline = "baseline"
    case baselineLock = "baseline+lock"
    case byHand = "by hand"
    case hier = "HierResolver"
    /// Shown beside W8 and W9 for comparison (no verdict): W1's resolve on the container, outside any scope.
    case hierUnscoped = "HierResolver W1"
    /// An informational row (no verdict): W8's static API in an async scope, W1's decorated registration.
    case hierOther = "HierResolver, also"
    case swinject = "Swinject 2.10.0"
    /// Swinject's code as written, through `HierResolverSwinject`'s `Container`: judged against Swinject's row.
    case hierSwinject = "HierResolverSwinject"
}

struct Case {
    let library: Library
    /// Printed after the library name, e.g. "synchronize()".
    var note: String? = nil
    var opsPerIteration: Int = 1
    /// Performs `n` iterations; returns a checksum of every result.
    let run: (_ n: Int) -> UInt
    /// nil when the case resolves the right objects, else what is wrong.
    let check: () -> String?
    /// For cases that time themselves (W7 times from the start signal to the last thread's
    /// end, leaving thread creation out): performs `n` iterations, returns the checksum and
    /// the elapsed nanoseconds.
    var timedRun: ((_ n: Int) -> (checksum: UInt, nanoseconds: UInt64))? = nil
    /// A curve point's row name for `--case` and `--list` ("W1 10 others", "depth 4"),
    /// instead of the library's.
    var label: String? = nil
    /// The scale curve this case is a point of ("S2/W5 depth"); nil for a workload row.
    var curve: String? = nil
    /// The point as the curve table shows it ("10,000 others").
    var point: String? = nil
    /// The curve's budget, the last point's cost over the first's, when not ``Budget/maxCurveRatio``.
    var curveLimit: Double? = nil
    /// Heap allocations per operation this row must make (HierResolver's W1: 0, W2: 5).
    var allocationTarget: Double? = nil
    /// Operations per repetition at least, instead of `Config.minOps`, for a row whose operation
    /// costs thousands of resolves (a miss); the repetition still lasts `Config.minSeconds`.
    var minOps: Int? = nil
    /// For a row whose loop runs beside another thread (the miss rows, whose other thread hits):
    /// what that thread saw during the last run, in ns (its worst hit), and the name of the row
    /// printed under this one with those figures.
    var companion: (name: String, read: () -> Double)? = nil

    /// The row's name in the table and for `--case`: "HierResolver (typed)".
    var name: String { label ?? note.map { "\(library.rawValue) (\($0))" } ?? library.rawValue }
}

struct Workload {
    let id: String
    let title: String
    /// What the ratio column divides by (the row of this library in the same workload).
    var reference: Library = .baselineLock
    /// The budget for the HierResolver row against the reference: within this factor (W6: 1.5×).
    var referenceLimit: Double = Budget.maxRatioToLockedBaseline
    /// Printed under the table, e.g. which baseline variant was chosen.
    var notes: [String] = []
    /// A budget in nanoseconds instead of a ratio (the miss rows): the HierResolver rows' median
    /// at most `perOp`, their companion rows' median at most `companion`; no ratio column.
    var absoluteLimit: (perOp: Double, companion: Double)? = nil
    var cases: [Case]

    /// Whether this is a scale curve (S1–S4), printed in the curve table.
    var isCurve: Bool { cases.contains { $0.curve != nil } }
}

struct Measurement {
    let row: Case
    let samples: [Double]  // ns/op, one per repetition
    /// Heap allocations per operation, counted after the warm-up.
    let allocations: Allocations
    /// The companion's figure per repetition (see `Case.companion`), in ns.
    var companionSamples: [Double] = []

    var library: Library { row.library }
    var note: String? { row.note }
    /// The row's name in the table: "HierResolver (typed)".
    var name: String { row.name }

    var median: Double { medianOf(samples) }
    var min: Double { samples.min() ?? .nan }
    var max: Double { samples.max() ?? .nan }
}

/// The median of some figures (of two middle ones, their mean).
func medianOf(_ samples: [Double]) -> Double {
    let s = samples.sorted()
    guard !s.isEmpty else { return .nan }
    let m = s.count / 2
    return s.count % 2 == 1 ? s[m] : (s[m - 1] + s[m]) / 2
}

struct WorkloadResult {
    let workload: Workload
    let measurements: [Measurement]

    func measurement(_ library: Library) -> Measurement? {
        measurements.first { $0.library == library }
    }
}

// MARK: - Blackhole

nonisolated(unsafe) private var blackholeSink: UInt = 0

/// Consumes a checksum so the work that produced it cannot be removed.
@inline(never)
func blackhole(_ value: UInt) {
    blackholeSink ^= value
}

/// A checksum contribution of one resolved object: its identity.
@inline(__always)
func identityBits(_ object: AnyObject) -> UInt {
    UInt(bitPattern: ObjectIdentifier(object))
}

// MARK: - Time

@inline(__always)
func nowNanoseconds() -> UInt64 {
    #if canImport(Darwin)
        return clock_gettime_nsec_np(CLOCK_UPTIME_RAW)
    #else
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    #endif
}

/// Runs `n` iterations of a case once; returns elapsed nanoseconds.
@inline(never)
func timeRun(_ c: Case, iterations n: Int) -> UInt64 {
    if let timedRun = c.timedRun {
        let (checksum, ns) = timedRun(n)
        blackhole(checksum)
        return ns
    }
    let start = nowNanoseconds()
    let checksum = c.run(n)
    let end = nowNanoseconds()
    blackhole(checksum)
    return end - start
}

// MARK: - Measuring

/// Warms a case up and returns the iterations per repetition.
func calibrate(_ c: Case, config: Config) -> Int {
    let warmupNs = UInt64(config.warmupSeconds * 1e9)
    var n = 1
    var elapsed = timeRun(c, iterations: n)
    while elapsed < warmupNs {
        n *= 2
        elapsed = timeRun(c, iterations: n)
    }
    let nsPerIteration = Double(elapsed) / Double(n)
    let byOps = ((c.minOps ?? config.minOps) + c.opsPerIteration - 1) / c.opsPerIteration
    let byTime = Int((config.minSeconds * 1e9 / nsPerIteration).rounded(.up))
    return Swift.max(1, byOps, byTime)
}

/// Measures every case of a workload; repetitions interleave over the cases.
func measure(_ w: Workload, config: Config, progress: (String) -> Void) -> WorkloadResult {
    var iterations: [Int] = []
    var allocations: [Allocations] = []
    for c in w.cases {
        progress("\(w.id) \(c.name): warm-up")
        iterations.append(calibrate(c, config: config))
        allocations.append(countAllocations(c))
    }
    var samples = Array(repeating: [Double](), count: w.cases.count)
    var companions = samples
    for rep in 0..<config.reps {
        // Every other repetition runs the cases in reverse, so that a drift of the machine's speed
        // within a repetition weighs on each case alike.
        for i in rep % 2 == 0 ? Array(w.cases.indices) : w.cases.indices.reversed() {
            let c = w.cases[i]
            progress("\(w.id) \(c.name): repetition \(rep + 1)/\(config.reps)")
            let ns = timeRun(c, iterations: iterations[i])
            samples[i].append(Double(ns) / Double(iterations[i] * c.opsPerIteration))
            if let companion = c.companion { companions[i].append(companion.read()) }
        }
    }
    let ms = w.cases.indices.map {
        Measurement(
            row: w.cases[$0], samples: samples[$0], allocations: allocations[$0], companionSamples: companions[$0])
    }
    return WorkloadResult(workload: w, measurements: ms)
}

// MARK: - Small helpers used by workloads

/// Lets a non-Sendable value cross to the W7 threads. Every value wrapped is either
/// documented thread-safe (HierResolver, Swinject's `synchronize()`d resolver, the locked
/// baseline) or only read concurrently (the unlocked baseline's dictionary is never
/// mutated while the threads run).
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Checks a persistent (cached) case: `run(n)` must sum the same identity `n` times.
func checkSameObject(_ run: (Int) -> UInt, what: String) -> String? {
    let one = run(1)
    if one == 0 { return "\(what): resolved nothing" }
    let seven = run(7)
    return seven == one &* 7 ? nil : "\(what): resolves to different objects (not cached)"
}
