import Dispatch
import Foundation
import HierResolver
import Testing

/// What an async teardown block throws in these tests.
struct CloseError: Error, CustomStringConvertible {
    let name: String
    var description: String { "CloseError(\(name))" }
}

/// A resource closed by an async teardown block, which suspends before it closes.
final class AsyncConnection: @unchecked Sendable {
    let name: String
    let log: LockedList<String>

    init(_ name: String, log: LockedList<String>) {
        self.name = name
        self.log = log
    }

    func close() async {
        await Task.yield()
        log.append("close \(name)")
    }

    func failToClose() async throws {
        await Task.yield()
        log.append("fail \(name)")
        throw CloseError(name: name)
    }
}

@Suite("Shutdown")
struct ShutdownTests {
    @Test("shutdown tears down descendants first, and each container's instances newest first")
    func order() async {
        let log = LockedList<String>()
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { Connection("app db", log: log) }.teardown { $0.close() }
        app.register(lifetime: .persistent) { r in Repository(connection: r.resolve(), log: log) }
            .teardown { _ in log.append("flush app repository") }
        let older = app.child(name: "older")
        older.register(lifetime: .persistent) { Connection("older db", log: log) }.teardown { $0.close() }
        let newer = app.child(name: "newer")
        newer.register(lifetime: .persistent) { Connection("newer db", log: log) }.teardown { $0.close() }
        let grandchild = older.child(name: "grandchild")
        grandchild.register(lifetime: .persistent) { AsyncConnection("grandchild db", log: log) }
            .teardown { await $0.close() }

        _ = app.resolve(Repository.self)  // the connection first, then the repository
        _ = older.resolve(Connection.self)
        _ = newer.resolve(Connection.self)
        _ = grandchild.resolve(AsyncConnection.self)

        let report = await app.shutdown()
        #expect(report.failures.isEmpty)
        #expect(
            log.all == [
                "close newer db", "close grandchild db", "close older db", "flush app repository", "close app db",
            ])
    }

    @Test("shutdown awaits the async teardown of persistent and transient instances, in the order blocks were added")
    func asyncTeardownOfEveryKeepingLifetime() async {
        let log = LockedList<String>()
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { AsyncConnection("persistent", log: log) }
            .teardown { _ in log.append("first") }
            .teardown { await $0.close() }
            .teardown { _ in log.append("last") }
        app.register(variant: "transient", lifetime: .transient) { AsyncConnection("transient", log: log) }
            .teardown { await $0.close() }

        let persistent: AsyncConnection = app.resolve()
        let transient: AsyncConnection = app.resolve(variant: "transient")  // held here, so its container keeps it
        _ = await app.shutdown()

        #expect(log.all == ["close transient", "first", "close persistent", "last"])
        withExtendedLifetime((persistent, transient)) {}
    }

    @Test("teardown errors are collected with their registration and container, and the other blocks still run")
    func errorsCollected() async throws {
        let log = LockedList<String>()
        let app = DependencyResolver(name: "app")
        app.register(variant: "primary", lifetime: .persistent) { AsyncConnection("primary", log: log) }
            .teardown { try await $0.failToClose() }
            .teardown { _ in log.append("after primary") }
        let feature = app.child(name: "feature")
        feature.register(lifetime: .persistent) { AsyncConnection("feature", log: log) }
            .teardown { try await $0.failToClose() }
        feature.register(lifetime: .persistent) { Connection("feature db", log: log) }.teardown { $0.close() }
        _ = app.resolve(AsyncConnection.self, variant: "primary")
        _ = feature.resolve(AsyncConnection.self)
        _ = feature.resolve(Connection.self)

        let report = await app.shutdown()

        #expect(log.all == ["close feature db", "fail feature", "fail primary", "after primary"])
        try #require(report.failures.count == 2)
        #expect(report.failures[0].registration == "`HierResolverTests.AsyncConnection`")
        #expect(report.failures[0].container == "\"feature\"")
        #expect((report.failures[0].error as? CloseError)?.name == "feature")
        #expect(report.failures[1].registration == "`HierResolverTests.AsyncConnection` (variant \"primary\")")
        #expect(report.failures[1].container == "\"app\"")
        #expect(
            report.description == """
                Shut down; 2 teardown blocks threw:
                - The teardown of `HierResolverTests.AsyncConnection` in "feature" threw: CloseError(feature)
                - The teardown of `HierResolverTests.AsyncConnection` (variant "primary") in "app" threw: CloseError(primary)
                """)
    }

    @Test("a request container that kept nothing shuts down at once, and a second shutdown returns its empty report")
    func shutdownOfContainerThatKeptNothing() async {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { Session() }
        let request = app.child(name: "request")
        request.register(lifetime: .persistent) { Cache() }.teardown { _ in }
        _ = request.resolve(Session.self)

        let first = await request.shutdown()
        let second = await request.shutdown()
        #expect(first.failures.isEmpty)
        #expect(second.description == first.description)
        #expect(throws: DependencyError.self) { try request.tryResolve(Session.self) }
        #expect(throws: DependencyError.self) { try request.child(name: "late").tryResolve(Session.self) }
    }

    @Test("an instance a request container is building as it shuts down is handed out, but never kept nor torn down")
    func buildDuringShutdownOfChildlessContainer() async {
        let app = DependencyResolver(name: "app")
        let request = app.child(name: "request")
        let tornDown = Counter()
        let (building, shutDown, resolved) = (
            DispatchSemaphore(value: 0), DispatchSemaphore(value: 0), DispatchSemaphore(value: 0)
        )
        request.register(lifetime: .persistent) { () -> Cache in
            building.signal()
            shutDown.wait()
            return Cache()
        }
        .teardown { _ in tornDown.increment() }

        // The resolve runs on a thread of its own, so that its wait needs none of the tasks' threads.
        let handedOut = WeakCache()
        Thread {
            handedOut.value = try? request.tryResolve(Cache.self)
            resolved.signal()
        }.start()
        building.wait()
        _ = await request.shutdown()
        shutDown.signal()
        resolved.wait()

        #expect(handedOut.value == nil, "the container let go of it as it shut down: nothing keeps it")
        #expect(tornDown.value == 0, "the instance was never the container's")
        #expect(throws: DependencyError.self) { try request.tryResolve(Cache.self) }
    }

    @Test("a second shutdown tears nothing down again and returns the first one's report")
    func secondShutdownDoesNothing() async {
        let runs = Counter()
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { AsyncConnection("db", log: LockedList()) }
            .teardown { _ in
                runs.increment()
                throw CloseError(name: "db")
            }
        _ = app.resolve(AsyncConnection.self)

        let first = await app.shutdown()
        let second = await app.shutdown()
        #expect(runs.value == 1)
        #expect(first.failures.count == 1)
        #expect(second.description == first.description)
    }

    @Test("a shut-down child released afterwards tears nothing down again")
    func releasedAfterShutdown() async {
        let runs = Counter()
        let app = DependencyResolver(name: "app")
        var request: DependencyResolver? = app.child(name: "request")
        request?.register(lifetime: .persistent) { AsyncConnection("unit", log: LockedList()) }
            .teardown { _ in runs.increment() }
        _ = request?.resolve(AsyncConnection.self)
        _ = await request?.shutdown()
        #expect(runs.value == 1)
        request = nil
        #expect(runs.value == 1)
    }

    @Test("concurrent shutdowns of a container and its ancestor run each block once")
    func concurrentShutdowns() async {
        let runs = Counter()
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature")
        for container in [app, feature] {
            container.register(lifetime: .persistent) { AsyncConnection("db", log: LockedList()) }
                .teardown { _ in
                    for _ in 0..<10 { await Task.yield() }
                    runs.increment()
                }
            _ = container.resolve(AsyncConnection.self)
        }

        async let viaApp = app.shutdown()
        async let viaAppAgain = app.shutdown()
        async let viaFeature = feature.shutdown()
        let reports = await [viaApp, viaAppAgain, viaFeature]

        #expect(runs.value == 2)
        #expect(reports.allSatisfy { $0.failures.isEmpty })
    }

    @Test("a child shut down before its parent is not torn down again by the parent's shutdown")
    func childThenParent() async {
        let log = LockedList<String>()
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature")
        feature.register(lifetime: .persistent) { Connection("feature db", log: log) }.teardown { $0.close() }
        _ = feature.resolve(Connection.self)

        _ = await feature.shutdown()
        _ = await app.shutdown()
        #expect(log.all == ["close feature db"])
    }

    @Test("a resolve from a shut-down container or its descendant throws .shutDown, naming what was shut down")
    func resolveAfterShutdownThrows() async throws {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { Session() }
        let request = app.child(name: "request")
        let nested = request.child(name: "nested")
        _ = nested.resolve(Session.self)  // its view now holds the registration
        _ = await request.shutdown()

        let error = #expect(throws: DependencyError.self) { try request.tryResolve(Session.self) }
        #expect(error?.kind == .shutDown)
        #expect(
            error?.message
                == "Cannot resolve `HierResolverTests.Session` from \"request\": it was shut down (`shutdown()` was "
                + "called on it), so it resolves, stores and registers nothing more.\n"
                + "Fix: resolve from a container that is still running (such as \"app\"), or do it before calling "
                + "shutdown().")

        let nestedError = #expect(throws: DependencyError.self) { try nested.tryResolve(Session.self) }
        #expect(nestedError?.kind == .shutDown)
        #expect(message(of: nestedError).contains("(`shutdown()` was called on its ancestor \"request\")"))

        let optionalError = #expect(throws: DependencyError.self) { try request.tryOptional(Session.self) }
        #expect(optionalError?.kind == .shutDown)
        let storeError = #expect(throws: DependencyError.self) { try request.tryStore(object: Session()) }
        #expect(storeError?.kind == .shutDown)
        let later = request.child(name: "later")
        #expect(throws: DependencyError.self) { try later.tryResolve(Session.self) }
        await #expect(throws: DependencyError.self) { try await request.async.tryResolve(Session.self) }
    }

    @Test("resolveAll from a shut-down container throws .shutDown, also when nothing is contributed")
    func resolveAllAfterShutdown() async {
        let app = DependencyResolver(name: "app")
        app.contribute { LabelledInterceptor("logging") as Interceptor }
        let request = app.child(name: "request")
        _ = await request.shutdown()

        let contributed = #expect(throws: DependencyError.self) { try request.tryResolveAll(Interceptor.self) }
        #expect(contributed?.kind == .shutDown)
        let none = #expect(throws: DependencyError.self) { try request.tryResolveAll(Session.self) }
        #expect(none?.kind == .shutDown)
        #expect(
            message(of: none).hasPrefix(
                "Cannot resolve the contributions to `HierResolverTests.Session` from \"request\": it was shut down"))
        #expect(app.resolveAll(Interceptor.self).count == 1)
    }

    @Test("a shut-down root fails every resolve of its tree, async ones too")
    func shutDownRoot() async {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { Session() }
        app.register { () async throws -> Cache in Cache() }
        let feature = app.child(name: "feature")
        _ = app.resolve(Session.self)
        _ = await app.shutdown()

        #expect(throws: DependencyError.self) { try app.tryResolve(Session.self) }
        #expect(throws: DependencyError.self) { try feature.tryResolve(Session.self) }
        let asyncError = await #expect(throws: DependencyError.self) { try await app.async.tryResolve(Cache.self) }
        #expect(asyncError?.kind == .shutDown)
    }

    @Test("the parent and siblings of a shut-down child go on resolving their instances")
    func parentAndSiblingsGoOn() async {
        let log = LockedList<String>()
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { Connection("app db", log: log) }.teardown { $0.close() }
        let request = app.child(name: "request")
        let sibling = app.child(name: "sibling")
        let shared: Connection = request.resolve()
        _ = await request.shutdown()

        #expect(shared.isOpen)
        #expect(log.all.isEmpty)
        #expect(app.resolve(Connection.self) === shared)
        #expect(sibling.resolve(Connection.self) === shared)
        #expect(request.parent === app)
    }

    @Test("a bare wrapper in the scope of a shut-down request container fails instead of reading the parent's")
    func bareWrapperInShutDownScope() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            final class Handler {
                @Injected var session: Session
            }
            let app = DependencyResolver(name: "app")
            app.register(lifetime: .persistent) { Session() }
            let request = app.child(name: "request")
            _ = await request.shutdown()
            DependencyResolver.withRoot(request) { _ = Handler() }
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("Cannot resolve `HierResolverTests.Session` from \"request\": it was shut down"))
    }

    @Test("a trapping resolve after shutdown stops the program with the .shutDown message")
    func trappingResolveAfterShutdown() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let app = DependencyResolver(name: "app")
            app.register { Session() }
            _ = await app.shutdown()
            _ = app.resolve(Session.self)
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("ShutdownTests.swift:"))
        #expect(
            stderr.contains("HierResolver: Cannot resolve `HierResolverTests.Session` from \"app\": it was shut down"))
    }

    @Test("registering into a shut-down container stops the program with the .shutDown message")
    func registeringAfterShutdown() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let app = DependencyResolver(name: "app")
            _ = await app.shutdown()
            app.register { Session() }
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(
            stderr.contains("HierResolver: Cannot register `HierResolverTests.Session` in \"app\": it was shut down"))
    }

    @Test(
        "a child released without shutdown runs its synchronous blocks at once and starts the async ones",
        .timeLimit(.minutes(1)))
    func releasedChildStartsAsyncTeardown() async {
        let log = LockedList<String>()
        let app = DependencyResolver(name: "app")
        await withCheckedContinuation { (closed: CheckedContinuation<Void, Never>) in
            do {
                let feature = app.child(name: "feature")
                feature.register(lifetime: .persistent) { AsyncConnection("feature db", log: log) }
                    .teardown { _ in log.append("before") }
                    .teardown { await $0.close() }
                    .teardown { _ in
                        log.append("after")
                        closed.resume()
                    }
                _ = feature.resolve(AsyncConnection.self)
            }
            #expect(log.all.first == "before", "the synchronous block before the async one ran in deinit")
        }
        #expect(log.all == ["before", "close feature db", "after"])
    }

    @Test("resolves racing a shutdown either succeed or fail with .shutDown")
    func resolvesRacingShutdown() async {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { Session() }
        let request = app.child(name: "request")
        request.register(lifetime: .persistent) { Cache() }.teardown { _ in }
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    for _ in 0..<200 {
                        do {
                            _ = try request.tryResolve(Cache.self)
                            _ = try request.tryResolve(Session.self)
                        } catch {
                            #expect((error as? DependencyError)?.kind == .shutDown)
                        }
                    }
                }
            }
            group.addTask { _ = await request.shutdown() }
        }
        #expect(throws: DependencyError.self) { try request.tryResolve(Cache.self) }
        #expect(app.resolve(Session.self) === app.resolve(Session.self))
    }
}
