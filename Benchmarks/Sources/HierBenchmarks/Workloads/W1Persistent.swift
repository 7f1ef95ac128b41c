// W1 persistent hit: a class registered persistent (Swinject `.container`); resolve it again
// and again. The baselines' factory returns the one instance it captured.
// HierResolver's allocation target: 0 allocs/op (a hit allocates nothing). An informational row
// (no verdict) resolves a registration with a decorator: a hit never runs it, so it costs what W1 does.

import HierResolver
import Swinject

extension Workloads {
    static func w1() -> Workload {
        Workload(
            id: "W1", title: "persistent hit",
            cases: [
                w1Baseline(Baseline(), .baseline),
                w1Baseline(LockedBaseline(), .baselineLock),
                w1Hier(),
                w1HierDecorated(),
                w1Swinject(),
                w1SwinjectModule(),
            ])
    }

    static func w1Baseline<L: BaselineLock>(_ c: BaselineContainer<L>, _ library: Library) -> Case {
        let instance = Service()
        c.register(Service.self) { instance }
        let run = { (n: Int) -> UInt in
            sumIdentities(n) {
                let s: Service = c.resolve()
                return s
            }
        }
        return Case(
            library: library, run: run,
            check: {
                run(1) == identityBits(instance)
                    ? checkSameObject(run, what: "W1 \(library.rawValue)")
                    : "W1 \(library.rawValue): resolved the wrong object"
            })
    }

    static func w1Hier() -> Case {
        let c = DependencyResolver()
        c.register(lifetime: .persistent) { Service() }
        let run = { (n: Int) -> UInt in
            sumIdentities(n) {
                let s: Service = c.resolve()
                return s
            }
        }
        return Case(
            library: .hier, run: run, check: { checkSameObject(run, what: "W1 HierResolver") }, allocationTarget: 0)
    }

    static func w1HierDecorated() -> Case {
        let c = DependencyResolver()
        c.register(lifetime: .persistent) { Service() }.decorator { $0 }
        let run = { (n: Int) -> UInt in
            sumIdentities(n) {
                let s: Service = c.resolve()
                return s
            }
        }
        return Case(
            library: .hierOther, note: "decorated", run: run,
            check: { checkSameObject(run, what: "W1 HierResolver decorated") }, allocationTarget: 0)
    }

    static func w1Swinject() -> Case {
        // Plain `Container` (Swinject's default; not thread-safe): single-threaded workload.
        let c = Container()
        c.register(Service.self) { _ in Service() }.inObjectScope(.container)
        let run = { (n: Int) -> UInt in
            sumIdentities(n) { c.resolve(Service.self)! }
        }
        return Case(library: .swinject, run: run, check: { checkSameObject(run, what: "W1 Swinject") })
    }
}
