// W6 registration: register 200 distinct generated types (Generated/W6Types.swift, written by
// Scripts/generate_w6.py) into a fresh container; ns per registration. One iteration creates
// the container, registers the 200 types and releases the container, in every row, so the
// container's creation and release are amortised over its 200 registrations alike.
// Default lifetime in both libraries (`.graph`). Baselines: 200 boxes inserted into a fresh
// dictionary (`baseline+lock`: each insert under the container's heap mutex). Budget: within 1.5× of
// baseline+lock of the same run.

import HierResolver
import Swinject

extension Workloads {
    static func w6() -> Workload {
        Workload(
            id: "W6", title: "register \(W6.count) types", referenceLimit: Budget.maxRegistrationRatio,
            notes: ["W6: ns per registration; each iteration is a fresh container with \(W6.count) registrations."],
            cases: [
                w6Baseline(Baseline.self, .baseline),
                w6Baseline(LockedBaseline.self, .baselineLock),
                w6Hier(),
                w6Swinject(),
            ])
    }

    static func w6Baseline<L: BaselineLock>(_: BaselineContainer<L>.Type, _ library: Library) -> Case {
        let run = { (n: Int) -> UInt in
            sumIdentities(n) {
                let c = BaselineContainer<L>()
                W6.register(into: c)
                return c
            }
        }
        return Case(
            library: library, opsPerIteration: W6.count, run: run,
            check: {
                let c = BaselineContainer<L>()
                W6.register(into: c)
                return W6.check(c) ? nil : "W6 \(library.rawValue): registrations missing"
            })
    }

    static func w6Hier() -> Case {
        let run = { (n: Int) -> UInt in
            sumIdentities(n) {
                let c = DependencyResolver()
                W6.register(into: c)
                return c
            }
        }
        return Case(
            library: .hier, opsPerIteration: W6.count, run: run,
            check: {
                let c = DependencyResolver()
                W6.register(into: c)
                return W6.check(c) ? nil : "W6 HierResolver: registrations missing"
            })
    }

    static func w6Swinject() -> Case {
        let run = { (n: Int) -> UInt in
            sumIdentities(n) {
                let c = Container()
                W6.register(into: c)
                return c
            }
        }
        return Case(
            library: .swinject, opsPerIteration: W6.count, run: run,
            check: {
                let c = Container()
                W6.register(into: c)
                return W6.check(c) ? nil : "W6 Swinject: registrations missing"
            })
    }
}
