// W11 locator hit: W1's persistent hit through the static API with no scope, as Resolver apps and
// the seeds write it: registered in `DependencyResolver.main` (`Resolver.register { ... }`) and
// resolved with `DependencyResolver.resolve()` (`Resolver.resolve()`), which goes through `root`
// (`main` unless set). Budget: ≤ 1.0× baseline+lock of the same run.

import HierResolver

extension Workloads {
    static func w11() -> Workload {
        DependencyResolver.main.register(lifetime: .persistent) { Service() }
        let expected: Service = DependencyResolver.resolve()
        let run = { (n: Int) -> UInt in
            sumIdentities(n) {
                let s: Service = DependencyResolver.resolve()
                return s
            }
        }
        return Workload(
            id: "W11", title: "locator hit",
            notes: ["W11: `DependencyResolver.resolve()` with no scope, through `root` (which is `main`)."],
            cases: [
                w1Baseline(Baseline(), .baseline),
                w1Baseline(LockedBaseline(), .baselineLock),
                Case(
                    library: .hier, note: "static", run: run,
                    check: {
                        run(1) == identityBits(expected)
                            ? checkSameObject(run, what: "W11 HierResolver")
                            : "W11 HierResolver: resolved the wrong object"
                    }, allocationTarget: 0),
            ])
    }
}
