// The scale-curve table (S1–S4), printed after the main table: one group of rows per curve,
// each point's median and min–max ns/op, its ratio to the curve's first point, its heap
// allocations per operation, and on the curve's last line the verdict: the largest point
// within `Budget.maxCurveRatio` (1.2×) of the first, or the curve's own limit (S4). Flat is the goal.
//
// A point's ratio is the median of its repetitions' ratios to the first point's repetitions: the
// repetitions interleave over the points, so each pair ran a moment apart, and a moment when the
// machine is busy weighs on both of a pair instead of on one point's median.

/// The curve table and the curves over budget ("S3 ..., 1,000 children: OVER BUDGET: ...").
func renderCurves(_ results: [WorkloadResult]) -> (text: String, overBudget: [String]) {
    let header = ["curve", "point", "median ns/op", "min–max ns/op", "× first point", "allocs/op", "verdict"]
    var rows: [[String]] = []
    var over: [String] = []
    for group in curveGroups(results) {
        guard let first = group.first else { continue }
        for (i, m) in group.enumerated() {
            let ratio = pairedRatio(m, first)
            var verdict = ""
            if i == group.count - 1 && group.count > 1 {
                let limit = m.row.curveLimit ?? Budget.maxCurveRatio
                if ratio <= limit {
                    verdict = "ok (≤ \(fmt(limit))× first point)"
                } else {
                    verdict = "OVER BUDGET: \(fmt(ratio))× > \(fmt(limit))× first point"
                    over.append("\(m.row.curve ?? ""), \(m.row.point ?? m.name): \(verdict)")
                }
            }
            rows.append([
                i == 0 ? m.row.curve ?? "" : "",
                m.row.point ?? m.name, fmtNs(m.median), "\(fmtNs(m.min))–\(fmtNs(m.max))", fmt(ratio) + "×",
                m.allocations.text, verdict,
            ])
        }
    }
    return (formatTable(header: header, rows: rows, rightAligned: [2, 3, 4, 5]), over)
}

/// The median of the ratios of `point`'s repetitions to `first`'s, repetition by repetition (the
/// ratio of the medians when their counts differ).
func pairedRatio(_ point: Measurement, _ first: Measurement) -> Double {
    guard point.samples.count == first.samples.count, !point.samples.isEmpty else {
        return point.median / first.median
    }
    return medianOf(zip(point.samples, first.samples).map { $0 / $1 })
}

/// The measurements of each curve, in order: consecutive rows of one workload with the same
/// `curve` (S1 has two curves, S1/W1 and S1/W3).
func curveGroups(_ results: [WorkloadResult]) -> [[Measurement]] {
    var groups: [[Measurement]] = []
    for r in results {
        var current: [Measurement] = []
        for m in r.measurements {
            if let last = current.last, last.row.curve != m.row.curve {
                groups.append(current)
                current = []
            }
            current.append(m)
        }
        if !current.isEmpty { groups.append(current) }
    }
    return groups
}
