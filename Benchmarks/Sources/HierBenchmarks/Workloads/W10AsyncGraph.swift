// W10 async graph: W2's graph of five objects with every factory async, resolved with
// `try await container.async.tryResolve()` in a task; each factory resolves its dependencies with
// `try await r.async.tryResolve()`. Budget: ≤ 1.5× its floor, `baseline+lock (async)` (W2's locked
// baseline with async factories, the least an async container can do; see its file), of the same
// run. W2's synchronous resolve (the `HierResolver W2` row) is shown beside it, without a verdict.
// The loop runs inside one task per call of the row's loop.

import Dispatch
import HierResolver

extension Workloads {
    static func w10() -> Workload {
        let sync = w2Hier()
        let c = DependencyResolver(name: "W10")
        c.register(lifetime: .ephemeral) { r async throws -> XYZViewModel in
            XYZViewModel(
                fetcher: try await r.async.tryResolve(), updater: try await r.async.tryResolve(),
                service: try await r.async.tryResolve())
        }
        c.register(lifetime: .ephemeral) { () async throws -> XYZFetching in XYZCombinedService() }
        c.register(lifetime: .ephemeral) { () async throws -> XYZUpdating in XYZCombinedService() }
        c.register(lifetime: .ephemeral) { r async throws -> XYZService in XYZService(try await r.async.tryResolve()) }
        c.register(lifetime: .ephemeral) { () async throws -> XYZSessionService in XYZSessionService() }
        let awaited = { (n: Int) -> UInt in
            blockingAsync {
                var acc: UInt = 0
                for _ in 0..<n {
                    let vm: XYZViewModel = try! await c.async.tryResolve()
                    acc &+= identityBits(vm)
                }
                return acc
            }
        }
        let one = UncheckedSendable(c)
        let baseline = AsyncBaselineContainer()
        let b = UncheckedSendable(baseline)
        baseline.register(XYZViewModel.self) {
            XYZViewModel(
                fetcher: try await b.value.resolve(), updater: try await b.value.resolve(),
                service: try await b.value.resolve())
        }
        baseline.register(XYZFetching.self) { XYZCombinedService() as XYZFetching }
        baseline.register(XYZUpdating.self) { XYZCombinedService() as XYZUpdating }
        baseline.register(XYZService.self) { XYZService(try await b.value.resolve()) }
        baseline.register(XYZSessionService.self) { XYZSessionService() }
        let baselineRun = { (n: Int) -> UInt in
            blockingAsync {
                var acc: UInt = 0
                for _ in 0..<n {
                    let vm: XYZViewModel = try! await b.value.resolve()
                    acc &+= identityBits(vm)
                }
                return acc
            }
        }
        // The same graph with a task-local frame per build: what the resolution state costs at the least.
        let framed = AsyncBaselineContainer()
        let f = UncheckedSendable(framed)
        framed.register(XYZViewModel.self) {
            XYZViewModel(
                fetcher: try await f.value.resolveFramed(), updater: try await f.value.resolveFramed(),
                service: try await f.value.resolveFramed())
        }
        framed.register(XYZFetching.self) { XYZCombinedService() as XYZFetching }
        framed.register(XYZUpdating.self) { XYZCombinedService() as XYZUpdating }
        framed.register(XYZService.self) { XYZService(try await f.value.resolveFramed()) }
        framed.register(XYZSessionService.self) { XYZSessionService() }
        let framedRun = { (n: Int) -> UInt in
            blockingAsync {
                var acc: UInt = 0
                for _ in 0..<n {
                    let vm: XYZViewModel = try! await f.value.resolveFramed()
                    acc &+= identityBits(vm)
                }
                return acc
            }
        }
        return Workload(
            id: "W10", title: "async graph of 5", referenceLimit: Budget.maxAsyncGraphRatio,
            notes: [
                "W10: ratios are to `baseline+lock (async)`, W2's locked baseline with async factories: the "
                    + "floor of an async container on this machine, without resolution state; the budget is ≤ 1.5×. "
                    + "`HierResolver W2` is W2's synchronous resolve, for comparison."
            ],
            cases: [
                Case(library: .hierUnscoped, run: sync.run, check: sync.check, label: "HierResolver W2"),
                Case(
                    library: .baselineLock, note: "async", run: baselineRun,
                    check: {
                        checkViewModel(
                            { blockingAsyncObject { try! await b.value.resolve(XYZViewModel.self) } },
                            what: "W10 baseline+lock (async)")
                    }),
                Case(
                    library: .baselineLock, note: "async, a task-local frame per build", run: framedRun,
                    check: {
                        checkViewModel(
                            { blockingAsyncObject { try! await f.value.resolveFramed(XYZViewModel.self) } },
                            what: "W10 baseline+lock (async, a task-local frame per build)")
                    }),
                Case(
                    library: .hier, note: "async factories", run: awaited,
                    check: {
                        checkViewModel(
                            { blockingAsyncObject { try! await one.value.async.tryResolve(XYZViewModel.self) } },
                            what: "W10 HierResolver")
                    }),
            ])
    }
}

/// Runs `body` in a task and waits for the object it makes: for a check, outside any timing.
func blockingAsyncObject<T: AnyObject>(_ body: @escaping @Sendable () async -> T) -> T {
    let done = DispatchSemaphore(value: 0)
    let result = UncheckedSendable(ObjectBox<T>())
    Task.detached {
        result.value.object = await body()
        done.signal()
    }
    done.wait()
    return result.value.object!
}

/// The object ``blockingAsyncObject(_:)`` hands from the task to the waiting thread.
private final class ObjectBox<T: AnyObject> {
    var object: T?
}
