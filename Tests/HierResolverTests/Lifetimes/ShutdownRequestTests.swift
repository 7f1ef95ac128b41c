import Dispatch
import Foundation
import HierResolver
import Testing

/// A request's own services, as a server's middleware installs them into each request's container.
private struct RequestServices: DependencyRegister {
    static let runs = Counter()

    func registerDependencies(container: Resolver) {
        Self.runs.increment()
        container.register(lifetime: .persistent) { Session() }
    }
}

/// A module that registers, waits on another thread until its container is shut down, then goes on
/// registering: a request container whose app container starts its shutdown meanwhile.
private struct SlowServices: DependencyRegister {
    let registered: DispatchSemaphore
    let shutDown: DispatchSemaphore

    func registerDependencies(container: Resolver) {
        container.register { Session() }
        registered.signal()
        _ = shutDown.wait(timeout: .now() + 10)
        container.register { Cache() }
        container.register(module: RequestServices())
    }
}

// A request that arrives while the server stops: a shut-down child, never a stopped program.
@Suite("Shutdown: late requests", .serialized)
struct ShutdownRequestTests {
    @Test("isShutDown is false until shutdown begins, then true for the container and its descendants")
    func isShutDownTells() async {
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature")
        #expect(!app.isShutDown)
        #expect(!feature.isShutDown)
        _ = await feature.shutdown()
        #expect(feature.isShutDown)
        #expect(!app.isShutDown, "a child's shutdown leaves its parent serving")
        _ = await app.shutdown()
        #expect(app.isShutDown)
        #expect(app.child(name: "late").isShutDown, "a child of a shut-down container is born shut down")
    }

    @Test("child(name:modules:) of a shut-down container returns a shut-down child and installs nothing")
    func lateRequestGetsShutDownChild() async {
        let app = DependencyResolver(name: "app")
        _ = await app.shutdown()
        let runs = RequestServices.runs.value
        let request = app.child(name: "late request", modules: [RequestServices()])
        #expect(request.isShutDown)
        #expect(RequestServices.runs.value == runs, "the module did not run")
        #expect(!request.register(module: RequestServices()))
        #expect(throws: DependencyError.self) { try request.tryResolve(Session.self) }
    }

    @Test("a module being installed when the shutdown began has its remaining registrations ignored")
    func moduleRacingShutdown() async {
        let app = DependencyResolver(name: "app")
        let (registered, shutDown) = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
        let installed = DispatchSemaphore(value: 0)
        let runs = RequestServices.runs.value
        Thread {
            _ = app.child(name: "request", modules: [SlowServices(registered: registered, shutDown: shutDown)])
            installed.signal()
        }.start()
        #expect(registered.wait(timeout: .now() + 10) == .success)
        _ = await app.shutdown()
        shutDown.signal()
        #expect(installed.wait(timeout: .now() + 10) == .success, "the install returned, without stopping the program")
        #expect(RequestServices.runs.value == runs, "the nested module did not run in the shut-down container")
    }
}

/// Whether `operation` ends within `seconds`: a shutdown that deadlocks fails the test, not hangs it.
private func endsWithin(_ seconds: Double, _ operation: @escaping @Sendable () async -> Void) async -> Bool {
    let ended = Counter()
    Task {
        await operation()
        ended.increment()
    }
    let deadline = ContinuousClock.now + .seconds(seconds)
    while ended.value == 0, ContinuousClock.now < deadline { try? await Task.sleep(for: .milliseconds(5)) }
    return ended.value > 0
}

// `shutdown()` and teardowns that wait: a long one reported, one that awaits its own shutdown unblocked.
extension ShutdownRequestTests {
    @Test("a teardown still running after longWaitReport is reported once, and shutdown waits on for it")
    func longTeardownIsReported() async {
        let app = DependencyResolver(name: "app")
        app.longWaitReport = 0.1
        let events = LockedList<TraceEvent>()
        app.trace = { events.append($0) }
        let finished = Counter()
        app.register(lifetime: .persistent) { Session() }
            .teardown { _ in
                try? await Task.sleep(for: .milliseconds(600))
                finished.increment()
            }
        _ = app.resolve(Session.self)
        let report = await app.shutdown()
        #expect(report.failures.isEmpty)
        #expect(finished.value == 1, "shutdown returned after the block ended")
        let long = events.all.filter { $0.kind == .longWait }
        #expect(long.count == 1)
        #expect(
            long.first?.message.hasPrefix(
                "Long teardown: the async teardown of `HierResolverTests.Session` in \"app\" has run for 0.1 s") == true
        )
    }

    @Test("a teardown that awaits its own container's shutdown gets an empty report at once")
    func teardownAwaitingItsOwnShutdown() async {
        let app = DependencyResolver(name: "app")
        let inner = LockedList<Int>()
        app.register(lifetime: .persistent) { Session() }
            .teardown { [weak app] _ in inner.append((await app?.shutdown())?.failures.count ?? -1) }
        _ = app.resolve(Session.self)
        #expect(await endsWithin(10) { _ = await app.shutdown() })
        #expect(inner.all == [0])
    }

    @Test("a child's teardown that awaits its ancestor's shutdown during that shutdown does not deadlock")
    func childTeardownAwaitingAncestor() async {
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature")
        let ran = Counter()
        feature.register(lifetime: .persistent) { Session() }
            .teardown { [weak app] _ in
                _ = await app?.shutdown()
                ran.increment()
            }
        _ = feature.resolve(Session.self)
        #expect(await endsWithin(10) { _ = await app.shutdown() })
        #expect(ran.value == 1)
        #expect(app.isShutDown && feature.isShutDown)
    }

    @Test("a child's teardown that shuts its not yet shut-down parent down starts that shutdown without waiting")
    func childTeardownStartingParentShutdown() async {
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature")
        let parentTornDown = Counter()
        app.register(lifetime: .persistent) { Cache() }.teardown { _ in parentTornDown.increment() }
        _ = app.resolve(Cache.self)
        feature.register(lifetime: .persistent) { Session() }
            .teardown { [weak app] _ in _ = await app?.shutdown() }
        _ = feature.resolve(Session.self)
        #expect(await endsWithin(10) { _ = await feature.shutdown() })
        #expect(app.isShutDown)
        #expect(eventually { parentTornDown.value == 1 }, "the parent's shutdown ran on in a task of its own")
    }
}
