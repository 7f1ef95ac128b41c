// The main table: workload, library, median ns/op, min–max, ratio to the workload's
// reference row (baseline+lock), heap allocations per operation and the verdict against the
// performance budget (Guides/Performance.md). The scale curves have their own (CurveTable.swift).

import Foundation

enum Budget {
    /// Every resolve workload's HierResolver row at or below this factor of baseline+lock (W2: of five
    /// locked lookups + construction; W12: of its own baseline, three locked lookups in an initialiser).
    static let maxRatioToLockedBaseline = 1.0
    /// W6 (registration): within this factor of baseline+lock.
    static let maxRegistrationRatio = 1.5
    /// W10 (async graph): within this factor of its async floor row, `baseline+lock (async)`.
    static let maxAsyncGraphRatio = 1.5
    /// Swinject at least this many times slower than HierResolver.
    static let minSwinjectFactor = 10.0
    /// S1–S3: the largest point of a curve within this factor of its first.
    static let maxCurveRatio = 1.2
    /// S4: an async chain's cost a level at 4,000 levels over its cost a level at 2,000 (the chain
    /// at most 2.2× as dear at twice the depth).
    static let maxChainLevelRatio = 1.1
    /// Whether a row that misses its allocation target (HierResolver W1: 0, W2: 5 allocs/op)
    /// fails the run like a check does (true), or is only reported over budget (false).
    static let allocationMissFailsRun = true
}

struct Verdict {
    let text: String
    let overBudget: Bool
}

func verdict(for m: Measurement, in r: WorkloadResult) -> Verdict {
    switch m.library {
    case .hier:
        let time = timeVerdict(for: m, in: r)
        guard let miss = allocationMiss(m) else { return time }
        let failsRun = Budget.allocationMissFailsRun
        let text = (failsRun ? "CHECK FAILED: " : "OVER BUDGET: ") + miss
        return Verdict(
            text: time.text.isEmpty ? text : time.text + "; " + text, overBudget: time.overBudget || !failsRun)
    case .swinject:
        // Against every HierResolver row (W4 has two: typed and Args), each factor labelled
        // with its row's note when there is more than one.
        let hiers = r.measurements.filter { $0.library == .hier }
        guard !hiers.isEmpty else { return Verdict(text: "", overBudget: false) }
        let factors = hiers.map { (note: $0.note, factor: m.median / $0.median) }
        let need = fmt(Budget.minSwinjectFactor, digits: 0)
        let what = factors.map { f in
            fmt(f.factor, digits: 1) + "×" + (hiers.count > 1 ? f.note.map { " (\($0))" } ?? "" : "")
        }.joined(separator: ", ")
        return factors.allSatisfy({ $0.factor >= Budget.minSwinjectFactor })
            ? Verdict(text: "ok: HierResolver \(what) faster (≥ \(need)×)", overBudget: false)
            : Verdict(text: "OVER BUDGET: HierResolver only \(what) faster (< \(need)×)", overBudget: true)
    case .hierSwinject:
        // Swinject's code through the Swinject module's `Container`, against Swinject itself.
        guard let swinject = r.measurements.first(where: { $0.library == .swinject }) else {
            return Verdict(text: "", overBudget: false)
        }
        let factor = swinject.median / m.median
        let need = fmt(Budget.minSwinjectFactor, digits: 0)
        return factor >= Budget.minSwinjectFactor
            ? Verdict(text: "ok: \(fmt(factor, digits: 1))× faster than Swinject (≥ \(need)×)", overBudget: false)
            : Verdict(
                text: "OVER BUDGET: only \(fmt(factor, digits: 1))× faster than Swinject (< \(need)×)", overBudget: true
            )
    default:
        return Verdict(text: "", overBudget: false)
    }
}

/// HierResolver against the reference row's time, or against the workload's budget in time.
func timeVerdict(for m: Measurement, in r: WorkloadResult) -> Verdict {
    if let limit = r.workload.absoluteLimit { return withinTime(m.median, limit: limit.perOp) }
    guard let reference = r.measurement(r.workload.reference) else { return Verdict(text: "", overBudget: false) }
    return within(m, of: reference, limit: r.workload.referenceLimit)
}

/// `m` against `limit` times `reference`'s time.
func within(_ m: Measurement, of reference: Measurement, limit: Double) -> Verdict {
    let ratio = m.median / reference.median
    return ratio <= limit
        ? Verdict(text: "ok (≤ \(fmt(limit))× \(reference.row.name))", overBudget: false)
        : Verdict(
            text: "OVER BUDGET: \(fmt(ratio))× > \(fmt(limit))× \(reference.row.name)", overBudget: true)
}

/// A figure against a budget in time.
func withinTime(_ ns: Double, limit: Double) -> Verdict {
    ns <= limit
        ? Verdict(text: "ok (≤ \(fmtDuration(limit)))", overBudget: false)
        : Verdict(text: "OVER BUDGET: \(fmtDuration(ns)) > \(fmtDuration(limit))", overBudget: true)
}

/// "1 ms", "50 µs", "1.2 s".
func fmtDuration(_ ns: Double) -> String {
    func short(_ x: Double) -> String { x == x.rounded() ? fmt(x, digits: 0) : fmt(x, digits: x < 10 ? 2 : 1) }
    if ns >= 1e9 { return short(ns / 1e9) + " s" }
    if ns >= 1e6 { return short(ns / 1e6) + " ms" }
    if ns >= 1e3 { return short(ns / 1e3) + " µs" }
    return short(ns) + " ns"
}

func fmt(_ x: Double, digits: Int = 2) -> String {
    String(format: "%.\(digits)f", x)
}

/// A count with thousands separators: "10,000".
func fmtCount(_ n: Int) -> String {
    let digits = String(n)
    var out = ""
    for (i, ch) in digits.enumerated() {
        if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
        out.append(ch)
    }
    return out
}

/// ns with sensible precision: 1 decimal under 100, none above.
func fmtNs(_ x: Double) -> String {
    x < 100 ? String(format: "%.1f", x) : String(format: "%.0f", x)
}

func renderTable(_ results: [WorkloadResult]) -> (text: String, overBudget: [String]) {
    let header = ["workload", "library", "median ns/op", "min–max ns/op", "× baseline+lock", "allocs/op", "verdict"]
    var rows: [[String]] = []
    var over: [String] = []
    for r in results {
        let reference = r.measurement(r.workload.reference)
        for (i, m) in r.measurements.enumerated() {
            let absolute = r.workload.absoluteLimit
            let ratio = absolute == nil ? reference.map { fmt(m.median / $0.median) + "×" } ?? "—" : "—"
            let v = verdict(for: m, in: r)
            if v.overBudget {
                let subject = m.library == .swinject ? "HierResolver vs Swinject" : m.name
                over.append("\(r.workload.id) \(r.workload.title), \(subject): \(v.text)")
            }
            rows.append([
                i == 0 ? "\(r.workload.id) \(r.workload.title)" : "",
                m.name, fmtNs(m.median), "\(fmtNs(m.min))–\(fmtNs(m.max))", ratio, m.allocations.text, v.text,
            ])
            // The row of what another thread saw meanwhile (the miss rows: its worst hit).
            if let companion = m.row.companion, !m.companionSamples.isEmpty {
                let median = medianOf(m.companionSamples)
                var v = Verdict(text: "", overBudget: false)
                if m.library == .hier, let absolute { v = withinTime(median, limit: absolute.companion) }
                if v.overBudget {
                    over.append("\(r.workload.id) \(r.workload.title), \(m.name), \(companion.name): \(v.text)")
                }
                let spread = "\(fmtNs(m.companionSamples.min()!))–\(fmtNs(m.companionSamples.max()!))"
                rows.append(["", companion.name, fmtNs(median), spread, "—", "—", v.text])
            }
        }
    }
    return (formatTable(header: header, rows: rows, rightAligned: [2, 3, 4, 5]), over)
}

/// Lays out a table: columns padded to their widest cell, `rightAligned` ones to the right,
/// and a blank line before each group (a row whose first cell is not empty).
func formatTable(header: [String], rows: [[String]], rightAligned: Set<Int>) -> String {
    // Column widths in characters (the tables use a few non-ASCII symbols).
    var widths = header.map { $0.count }
    for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
    func line(_ cells: [String]) -> String {
        cells.enumerated().map { i, cell in
            let pad = String(repeating: " ", count: widths[i] - cell.count)
            return rightAligned.contains(i) ? pad + cell : cell + pad
        }.joined(separator: "  ").replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
    }
    var out = [line(header), widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")]
    var previousGroup = ""
    for row in rows {
        if !row[0].isEmpty && !previousGroup.isEmpty { out.append("") }
        if !row[0].isEmpty { previousGroup = row[0] }
        out.append(line(row))
    }
    return out.joined(separator: "\n")
}
