// S2 depth (HierResolver only): W5's workload, `Service` registered `.ephemeral` in a root and
// resolved from a descendant `depth` levels down (`child(name:)` each), at depth 0 (the root
// itself), 1, 4 and 16. It asks whether a deep tree makes every resolve walk the chain; the
// library remembers a walked lookup per container, so the curve should be flat.
//
// Each point is W5's HierResolver case (`w5Hier(depth:)`), named for the curve.

import HierResolver

extension Workloads {
    static func s2(depths: [Int]) -> Workload {
        Workload(id: "S2", title: "depth", cases: depths.map(s2Point))
    }

    static func s2Point(depth: Int) -> Case {
        let w5 = w5Hier(depth: depth)
        return Case(
            library: .hier, run: w5.run,
            check: { w5.check().map { "S2 depth \(depth): \($0)" } },
            label: "depth \(depth)", curve: "S2/W5 resolve from depth", point: "depth \(depth)")
    }
}
