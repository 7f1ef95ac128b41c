// The one table: workload, library, median ns/op, min–max, ratio to the workload's
// reference row (baseline+lock) and the verdict against the performance budget (Guides/Performance.md).

import Foundation

enum Budget {
    /// HierResolver within this factor of baseline+lock (W2: of five locked lookups + construction).
    static let maxRatioToLockedBaseline = 1.5
    /// Swinject at least this many times slower than HierResolver.
    static let minSwinjectFactor = 10.0
}

struct Verdict {
    let text: String
    let overBudget: Bool
}

func verdict(for m: Measurement, in r: WorkloadResult) -> Verdict {
    switch m.library {
    case .hier:
        guard let reference = r.measurement(r.workload.reference) else { return Verdict(text: "", overBudget: false) }
        let ratio = m.median / reference.median
        let limit = Budget.maxRatioToLockedBaseline
        return ratio <= limit
            ? Verdict(text: "ok (≤ \(fmt(limit))× \(reference.library.rawValue))", overBudget: false)
            : Verdict(
                text: "OVER BUDGET: \(fmt(ratio))× > \(fmt(limit))× \(reference.library.rawValue)", overBudget: true)
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
    default:
        return Verdict(text: "", overBudget: false)
    }
}

func fmt(_ x: Double, digits: Int = 2) -> String {
    String(format: "%.\(digits)f", x)
}

/// ns with sensible precision: 1 decimal under 100, none above.
func fmtNs(_ x: Double) -> String {
    x < 100 ? String(format: "%.1f", x) : String(format: "%.0f", x)
}

func renderTable(_ results: [WorkloadResult]) -> (text: String, overBudget: [String]) {
    let header = ["workload", "library", "median ns/op", "min–max ns/op", "× baseline+lock", "verdict"]
    var rows: [[String]] = []
    var over: [String] = []
    for r in results {
        let reference = r.measurement(r.workload.reference)
        for (i, m) in r.measurements.enumerated() {
            let name = m.name
            let ratio = reference.map { fmt(m.median / $0.median) + "×" } ?? "—"
            let v = verdict(for: m, in: r)
            if v.overBudget {
                let subject = m.library == .swinject ? "HierResolver vs Swinject" : m.name
                over.append("\(r.workload.id) \(r.workload.title), \(subject): \(v.text)")
            }
            rows.append([
                i == 0 ? "\(r.workload.id) \(r.workload.title)" : "",
                name, fmtNs(m.median), "\(fmtNs(m.min))–\(fmtNs(m.max))", ratio, v.text,
            ])
        }
    }
    // Column widths in characters (the table uses a few non-ASCII symbols).
    var widths = header.map { $0.count }
    for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
    let rightAligned: Set<Int> = [2, 3, 4]
    func line(_ cells: [String]) -> String {
        cells.enumerated().map { i, cell in
            let pad = String(repeating: " ", count: widths[i] - cell.count)
            return rightAligned.contains(i) ? pad + cell : cell + pad
        }.joined(separator: "  ").replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
    }
    var out = [line(header), widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")]
    var previousWorkload = ""
    for row in rows {
        if !row[0].isEmpty && !previousWorkload.isEmpty { out.append("") }
        if !row[0].isEmpty { previousWorkload = row[0] }
        out.append(line(row))
    }
    return (out.joined(separator: "\n"), over)
}
