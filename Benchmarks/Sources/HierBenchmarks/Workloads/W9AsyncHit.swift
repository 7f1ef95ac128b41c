// W9 async hit: W1's persistent hit resolved with `try await container.async.tryResolve()`, in a
// task. Budget: ≤ 1.0× baseline+lock of the same run; W1's synchronous resolve (the `HierResolver
// W1` row) is shown beside it. The loop runs inside one task per call of the row's loop (`blockingAsync`), so
// starting the task is not part of any resolve.

import HierResolver

extension Workloads {
    static func w9() -> Workload {
        let c = DependencyResolver(name: "W9")
        c.register(lifetime: .persistent) { Service() }
        let expected: Service = c.resolve()
        let sync = { (n: Int) -> UInt in
            sumIdentities(n) {
                let s: Service = c.resolve()
                return s
            }
        }
        let awaited = { (n: Int) -> UInt in
            blockingAsync {
                var acc: UInt = 0
                for _ in 0..<n {
                    let s: Service = try! await c.async.tryResolve()
                    acc &+= identityBits(s)
                }
                return acc
            }
        }
        func check(_ run: @escaping (Int) -> UInt, _ what: String) -> () -> String? {
            {
                run(1) == identityBits(expected)
                    ? checkSameObject(run, what: "W9 \(what)") : "W9 \(what): resolved the wrong object"
            }
        }
        return Workload(
            id: "W9", title: "async hit",
            notes: ["W9: `HierResolver W1` is W1's synchronous `container.resolve()`, for comparison (no verdict)."],
            cases: [
                w1Baseline(LockedBaseline(), .baselineLock),
                Case(library: .hierUnscoped, run: sync, check: check(sync, "W1")),
                Case(library: .hier, note: "await", run: awaited, check: check(awaited, "await")),
            ])
    }
}
