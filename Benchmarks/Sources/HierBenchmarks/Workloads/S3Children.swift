// S3 children (HierResolver only): resolve through N live sibling children of one parent,
// N = 1, 10, 100 and 1,000. The parent registers `Service` `.persistent` (warmed); the children
// are `parent.child(name:)`, all kept alive by the case. Each operation resolves `Service`
// through the next child in round-robin order, so at the largest point every one of the 1,000
// siblings is used in turn and none stays hot in the cache for long. One op = one resolve.
//
// Every point runs the same loop (the round-robin step included), so the curve shows only
// what more siblings cost: each child's own lock-guarded lookup state and the memory it spans.
// The loop reaches each child unretained (`sumRoundRobin`), as W1 and W5 reach their container
// through a capture; see Loops.swift for why.

import HierResolver

extension Workloads {
    static func s3(children counts: [Int]) -> Workload {
        Workload(
            id: "S3", title: "children",
            notes: ["S3: each op resolves the parent's persistent Service through the next child, round robin."],
            cases: counts.map(s3Point))
    }

    static func s3Point(children count: Int) -> Case {
        let parent = DependencyResolver(name: "parent")
        parent.register(lifetime: .persistent) { Service() }
        let instance: Service = parent.resolve()
        let children = (0..<count).map { parent.child(name: "child-\($0)") }
        let unretained = children.map { Unmanaged.passUnretained($0) }
        var next = 0  // the child the next operation resolves through; carried across runs
        let run = { (n: Int) -> UInt in
            withExtendedLifetime(children) {
                sumRoundRobin(n, over: unretained, next: &next) { child in
                    let s: Service = child.resolve()
                    return s
                }
            }
        }
        let points = count == 1 ? "1 child" : "\(fmtCount(count)) children"
        let what = "S3 \(points)"
        return Case(
            library: .hier, run: run,
            check: {
                // Every child resolves the parent's instance, and so does every operation.
                for child in children {
                    let s: Service = child.resolve()
                    if s !== instance { return "\(what): \(child) resolved another object than the parent's" }
                }
                return run(count) == identityBits(instance) &* UInt(count)
                    ? checkSameObject(run, what: what) : "\(what): resolved the wrong object"
            },
            label: points, curve: "S3 siblings, round robin", point: points)
    }
}
