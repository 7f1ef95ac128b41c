// W2 graph: XYZViewModel(fetcher:updater:service:), XYZService(XYZSessionService),
// XYZCombinedService implements both protocols; everything ephemeral (Swinject `.transient`).
// One top-level resolve builds five objects: the view model, two XYZCombinedService (one per
// protocol), XYZService and XYZSessionService. HierResolver's allocation target: exactly those
// 5 allocs/op.
//
// The reference row (`baseline+lock`) is "five locked baseline lookups plus construction":
// the view model's factory resolves its three dependencies, XYZService's resolves the
// session, each lookup taking and releasing the lock before the factory runs.

import HierResolver
import Swinject

extension Workloads {
    static func w2() -> Workload {
        Workload(
            id: "W2", title: "graph of 5 objects",
            notes: ["W2: ratios are to five locked baseline lookups plus construction (baseline+lock)."],
            cases: [
                w2ByHand(),
                w2Baseline(Baseline(), .baseline),
                w2Baseline(LockedBaseline(), .baselineLock),
                w2Hier(),
                w2HierInitializers(),
                w2Swinject(),
                w2SwinjectModule(),
            ])
    }

    static func w2ByHand() -> Case {
        let run = { (n: Int) -> UInt in sumIdentities(n) { makeViewModelByHand() } }
        return Case(
            library: .byHand, run: run,
            check: {
                checkViewModel(makeViewModelByHand, what: "W2 by hand")
            })
    }

    static func w2Baseline<L: BaselineLock>(_ c: BaselineContainer<L>, _ library: Library) -> Case {
        // The factories reach the container without retaining it (no cost, no cycle); the
        // case keeps it alive.
        unowned(unsafe) let r = c
        c.register(XYZViewModel.self) {
            XYZViewModel(fetcher: r.resolve(), updater: r.resolve(), service: r.resolve())
        }
        c.register(XYZFetching.self) { XYZCombinedService() }
        c.register(XYZUpdating.self) { XYZCombinedService() }
        c.register(XYZService.self) { XYZService(r.resolve()) }
        c.register(XYZSessionService.self) { XYZSessionService() }
        let run = { (n: Int) -> UInt in
            sumIdentities(n) {
                let vm: XYZViewModel = c.resolve()
                return vm
            }
        }
        return Case(
            library: library, run: run,
            check: {
                checkViewModel({ c.resolve() }, what: "W2 \(library.rawValue)")
            })
    }

    static func w2Hier() -> Case {
        let c = DependencyResolver()
        c.register(lifetime: .ephemeral) { r in
            XYZViewModel(fetcher: r.resolve(), updater: r.resolve(), service: r.resolve())
        }
        c.register(lifetime: .ephemeral) { XYZCombinedService() as XYZFetching }
        c.register(lifetime: .ephemeral) { XYZCombinedService() as XYZUpdating }
        c.register(lifetime: .ephemeral) { r in XYZService(r.resolve()) }
        c.register(lifetime: .ephemeral) { XYZSessionService() }
        let run = { (n: Int) -> UInt in
            sumIdentities(n) {
                let vm: XYZViewModel = c.resolve()
                return vm
            }
        }
        return Case(
            library: .hier, run: run,
            check: {
                checkViewModel({ c.resolve() }, what: "W2 HierResolver")
            },
            allocationTarget: 5)
    }

    /// The same graph registered from the initializers (`autoregister`), which should cost no more.
    static func w2HierInitializers() -> Case {
        let c = DependencyResolver()
        c.autoregister(lifetime: .ephemeral, initializer: XYZViewModel.init)
        c.autoregister(XYZFetching.self, lifetime: .ephemeral, initializer: XYZCombinedService.init)
        c.autoregister(XYZUpdating.self, lifetime: .ephemeral, initializer: XYZCombinedService.init)
        c.autoregister(lifetime: .ephemeral, initializer: XYZService.init)
        c.autoregister(lifetime: .ephemeral, initializer: XYZSessionService.init)
        let run = { (n: Int) -> UInt in
            sumIdentities(n) {
                let vm: XYZViewModel = c.resolve()
                return vm
            }
        }
        return Case(
            library: .hier, note: "initializers", run: run,
            check: {
                checkViewModel({ c.resolve() }, what: "W2 HierResolver (initializers)")
            },
            allocationTarget: 5)
    }

    static func w2Swinject() -> Case {
        let c = Container()
        c.register(XYZViewModel.self) { r in
            XYZViewModel(
                fetcher: r.resolve(XYZFetching.self)!,
                updater: r.resolve(XYZUpdating.self)!,
                service: r.resolve(XYZService.self)!)
        }.inObjectScope(.transient)
        c.register(XYZFetching.self) { _ in XYZCombinedService() }.inObjectScope(.transient)
        c.register(XYZUpdating.self) { _ in XYZCombinedService() }.inObjectScope(.transient)
        c.register(XYZService.self) { r in XYZService(r.resolve(XYZSessionService.self)!) }
            .inObjectScope(.transient)
        c.register(XYZSessionService.self) { _ in XYZSessionService() }.inObjectScope(.transient)
        let run = { (n: Int) -> UInt in
            sumIdentities(n) { c.resolve(XYZViewModel.self)! }
        }
        return Case(
            library: .swinject, run: run,
            check: {
                checkViewModel({ c.resolve(XYZViewModel.self)! }, what: "W2 Swinject")
            })
    }
}
