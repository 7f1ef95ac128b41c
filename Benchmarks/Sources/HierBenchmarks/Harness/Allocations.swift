// Heap allocations per operation, the "allocs/op" column.
//
// The C target `AllocationCounter` counts calls to malloc, calloc, realloc and the aligned
// allocators while it is switched on (Linux with glibc only; elsewhere the column says "n/a").
// After a case's check and warm-up, its `run` closure runs once more unmeasured (so caches a
// first resolve creates lazily exist), then once with the counter on, for at least
// `minOps` operations. Counts are deterministic, so they are compared exactly.
//
// Targets (`Case.allocationTarget`): HierResolver's W1 hit allocates nothing and its W2
// resolve only the five objects it builds. A miss fails the run like a check
// (`Budget.allocationMissFailsRun`). W7 is not counted: its rounds start threads, and the
// counter is process-wide.

import AllocationCounter

enum Allocations: Equatable {
    case perOp(Double)
    /// Not Linux with glibc: the counter is a stub.
    case unsupported
    /// Not counted for this row (W7).
    case notCounted

    static let minOps = 1000

    /// "0", "5", "1.02", "0.001"; "n/a" unsupported; "—" not counted.
    var text: String {
        switch self {
        case .perOp(let x):
            if x == x.rounded() { return fmt(x, digits: 0) }
            return fmt(x, digits: x < 0.01 ? 3 : 2)
        case .unsupported: return "n/a"
        case .notCounted: return "—"
        }
    }
}

/// Counts the heap allocations per operation of one case (see the file header).
func countAllocations(_ c: Case) -> Allocations {
    guard c.timedRun == nil else { return .notCounted }
    guard hier_allocation_counter_supported() else { return .unsupported }
    let n = max(1, (Allocations.minOps + c.opsPerIteration - 1) / c.opsPerIteration)
    blackhole(c.run(n))
    hier_allocation_counter_start()
    let checksum = c.run(n)
    let count = hier_allocation_counter_stop()
    blackhole(checksum)
    return .perOp(Double(count) / Double(n * c.opsPerIteration))
}

/// A row whose allocations miss its target: what to say, or nil when it meets it (or was not
/// counted, or has none).
func allocationMiss(_ m: Measurement) -> String? {
    guard let target = m.row.allocationTarget, case .perOp(let x) = m.allocations, x != target else { return nil }
    return "\(fmtAllocations(x)) allocs/op, target \(fmtAllocations(target))"
}

func fmtAllocations(_ x: Double) -> String { Allocations.perOp(x).text }

/// The line under the tables that says how allocations were counted.
func allocationNote() -> String {
    hier_allocation_counter_supported()
        ? "allocs/op: heap allocations (malloc, calloc, realloc, aligned) per op over ≥ \(Allocations.minOps) ops "
            + "after a warm run; — = not counted (W7 starts threads)."
        : "allocs/op: n/a, counted only on Linux with glibc."
}
