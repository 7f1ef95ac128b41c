import Foundation
import Testing

@testable import HierResolver

// An `await` resolution keeps every rule a synchronous one keeps: graph instances per container,
// waits that end at `waitLimit` and are reported, one detector for loops through threads and tasks,
// long chains at linear cost, and the same cancellation for every instance a resolution owns.

/// A value that says which container built it.
final class TenantTag: Sendable {
    let container: String
    init(_ container: String) { self.container = container }
}

/// What a factory collected while it resolved through several children.
final class TenantReport: Sendable {
    let names: [String]
    init(_ names: [String]) { self.names = names }
}

/// One level of a long chain of async graph registrations.
final class ChainLevel: Sendable {
    let below: ChainLevel?
    init(_ below: ChainLevel?) { self.below = below }
}

/// A shared service whose factory waits for something done elsewhere.
final class Hub: Sendable {}

@Suite("Isolation: one engine for synchronous and async resolutions")
struct IsolationAsyncEngineTests {
    /// A factory that makes `count` children, resolves `TenantTag` through each, and drops it.
    static func tenantReport(count: Int) -> @Sendable (DependencyResolver) async throws -> TenantReport {
        { r in
            var names: [String] = []
            for index in 0..<count {
                let child = r.child(name: "tenant\(index)")
                names.append(try await child.async.tryResolve(TenantTag.self).container)
            }
            return TenantReport(names)
        }
    }

    @Test("An async graph factory resolved through children made and dropped in turn is built for each child")
    func asyncGraphInstancesPerChild() async throws {
        let app = DependencyResolver(name: "app")
        app.register { (r: DependencyResolver) async throws -> TenantTag in TenantTag(r.name ?? "") }  // .graph
        app.register(TenantReport.self, factory: Self.tenantReport(count: 3))
        #expect(try await app.async.tryResolve(TenantReport.self).names == ["tenant0", "tenant1", "tenant2"])
        app.register(TenantReport.self, variant: "many", factory: Self.tenantReport(count: 200))
        let many = try await app.async.tryResolve(TenantReport.self, variant: "many").names
        #expect(many == (0..<200).map { "tenant\($0)" })
    }

    @Test("A synchronous graph factory awaited through children made and dropped in turn is built for each child")
    func synchronousGraphInstancesPerChild() async throws {
        let app = DependencyResolver(name: "app")
        app.register { (r: DependencyResolver) in TenantTag(r.name ?? "") }  // synchronous .graph
        app.register(TenantReport.self, factory: Self.tenantReport(count: 200))
        let names = try await app.async.tryResolve(TenantReport.self).names
        #expect(names == (0..<200).map { "tenant\($0)" })
    }

    @Test("An async wait for a build that waits for it through a detached task ends at waitLimit")
    func detachedLoopEndsAtWaitLimit() async throws {
        let app = DependencyResolver(name: "app")
        app.waitLimit = 0.5
        app.register(lifetime: .persistent) { () async throws -> Hub in
            // The detached task has no part in this resolution: the container cannot see the loop.
            _ = try await Task.detached { try await app.async.tryResolve(Hub.self) }.value
            return Hub()
        }
        let error = try await #require(throws: DependencyError.self) {
            try await withWatchdog("a loop through a detached task") { try await app.async.tryResolve(Hub.self) }
        }
        #expect(error.kind == .deadlock)
        #expect(error.message.contains("`HierResolverTests.Hub` (persistent, in \"app\") to be built"), "\(error)")
        // A task waited, for a build in another task: the message names tasks, not threads.
        #expect(error.message.contains("to be built in another task, which has not finished"), "\(error)")
        #expect(error.message.contains("do not make a factory await another task's resolve"), "\(error)")
        #expect(!error.message.contains("thread"), "\(error)")
        // Nothing was kept, and the container still works.
        app.waitLimit = nil
        app.replace(lifetime: .persistent) { () async throws -> Hub in Hub() }
        _ = try await app.async.tryResolve(Hub.self)
    }

    @Test("An async wait that outlasts longWaitReport is reported once, and goes on to the instance")
    func longAsyncWaitIsReported() async throws {
        let app = DependencyResolver(name: "app")
        app.longWaitReport = 0.05
        let lines = app.collectLongWaitReports()
        let events = app.collectTraceEvents()
        let gate = AsyncGate()
        let started = ArrivalCounter()
        app.register(lifetime: .persistent) { () async throws -> SlowDatabase in
            await started.arrive()
            await gate.wait()
            return SlowDatabase(number: 1)
        }
        app.register { r async throws -> Ping in
            _ = try await r.async.tryResolve(SlowDatabase.self)
            return Ping()
        }
        let builder = Task { try await app.async.tryResolve(SlowDatabase.self) }
        let database = try await withWatchdog("a long async wait") {
            await started.waitFor(1)
            let waiter = Task { try await app.async.tryResolve(Ping.self) }
            while !events.all.contains(where: { $0.kind == .longWait }) { try await Task.sleep(nanoseconds: 5_000_000) }
            await gate.open()
            _ = try await waiter.value
            return try await builder.value
        }
        #expect(database.number == 1)
        let reports = events.all.filter { $0.kind == .longWait }
        #expect(reports.count == 1)
        #expect(reports.first?.key == "`HierResolverTests.SlowDatabase`")
        #expect(lines.all.count == 1)
        #expect(
            lines.all.first?.contains("The waiting resolution: `HierResolverTests.Ping` -> ") == true, "\(lines.all)")
    }

    @Test("A loop of a thread's wait and a task's wait is found by the one detector")
    func mixedLoopIsADeadlock() async throws {
        let app = DependencyResolver(name: "app")
        let started = ArrivalCounter()
        // Ping's async build awaits Pong, whose synchronous factory, on a thread, needs Ping.
        app.register(lifetime: .persistent) { r async throws -> Ping in
            await started.waitFor(1)
            _ = try await r.async.tryResolve(Pong.self)
            return Ping()
        }
        app.persistent { r in
            _ = try r.tryOptional(Ping.self)  // a kept Ping, or wait for its build
            return Pong()
        }
        let kinds = try await withWatchdog("a loop through a thread and a task") {
            async let ping = dependencyError { _ = try await app.async.tryResolve(Ping.self) }
            async let pong = dependencyErrorOffMainActor {
                Thread.sleep(forTimeInterval: 0.05)
                _ = try app.tryResolve(Pong.self)
            }
            await started.arrive()
            return await [ping?.kind, pong?.kind]
        }
        #expect(kinds.contains(.deadlock) || kinds.contains(.isolation), "\(kinds)")
        #expect(!kinds.allSatisfy { $0 == nil })
    }

    @Test("A chain of 2,000 async graph levels resolves, and a loop at its end is a cycle with the whole chain")
    func longAsyncChain() async throws {
        let app = DependencyResolver(name: "app")
        let levels = 2_000
        for level in 0..<levels {
            app.register(variant: Variant("level\(level)")) { r async throws -> ChainLevel in
                ChainLevel(
                    level + 1 == levels
                        ? nil : try await r.async.tryResolve(ChainLevel.self, variant: Variant("level\(level + 1)")))
            }
        }
        let top = try await withWatchdog("2,000 async levels") {
            try await app.async.tryResolve(ChainLevel.self, variant: "level0")
        }
        var depth = 0
        var current: ChainLevel? = top
        while let level = current {
            depth += 1
            current = level.below
        }
        #expect(depth == levels)
        app.replace(variant: Variant("level\(levels - 1)")) { r async throws -> ChainLevel in
            ChainLevel(try await r.async.tryResolve(ChainLevel.self, variant: "level0"))
        }
        let error = try await #require(throws: DependencyError.self) {
            try await withWatchdog("a 2,000-level async cycle") {
                try await app.async.tryResolve(ChainLevel.self, variant: "level0")
            }
        }
        #expect(error.kind == .cycle)
        #expect(error.resolutionChain.count == levels + 1)
    }

    @Test("From a cancelled task, ephemeral and graph async factories both see the cancellation")
    func cancellationIsTheSameForEveryInstanceTheResolutionOwns() async throws {
        let app = DependencyResolver(name: "app")
        let sawCancellation = Counter()
        for lifetime in [Lifetime.ephemeral, .graph] {
            app.register(variant: Variant("\(lifetime)"), lifetime: lifetime) { () async throws -> VisitClock in
                if Task.isCancelled { sawCancellation.increment() }
                try Task.checkCancellation()
                return VisitClock()
            }
        }
        let kinds = await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            var kinds: [DependencyError.Kind?] = []
            for variant in ["ephemeral", "graph"] {
                kinds.append(
                    await dependencyError {
                        _ = try await app.async.tryResolve(VisitClock.self, variant: Variant(variant))
                    }?.kind)
            }
            return kinds
        }.value
        #expect(kinds == [.factoryFailed, .factoryFailed])
        #expect(sawCancellation.value == 2)
    }

    @Test("A cancelled task's resolve of a shared async instance waits for the build, which runs uncancelled")
    func sharedBuildsAreNotCancelled() async throws {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { () async throws -> VisitClock in
            try Task.checkCancellation()
            return VisitClock()
        }
        let clock = try await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await app.async.tryResolve(VisitClock.self)
        }.value
        #expect(try await app.async.tryResolve(VisitClock.self) === clock)
    }
}

/// What an object made inside a factory finds through a bare wrapper.
final class TagReader {
    @OptionalResolve var tag: TenantTag?
}

/// The containers an async factory's static resolves, `DependencyResolver.async` and bare wrappers
/// started from.
final class ContextReport: Sendable {
    let seen: [String?]
    init(_ seen: [String?]) { self.seen = seen }
}

@Suite("Isolation: the context inside async factories")
struct IsolationAsyncContextTests {
    @Test("Inside an async factory, static resolves, DependencyResolver.async and bare wrappers start from its context")
    func staticFormsStartFromTheResolutionsContainer() async throws {
        let app = DependencyResolver(name: "app")
        app.register { TenantTag("app") }
        app.register { () async throws -> ContextReport in
            ContextReport([
                DependencyResolver.optional(TenantTag.self)?.container,
                try await DependencyResolver.async.tryOptional(TenantTag.self)?.container,
                TagReader().tag?.container,
            ])
        }
        // The same factory written synchronously, for comparison.
        app.register(variant: "sync") {
            ContextReport([
                DependencyResolver.optional(TenantTag.self)?.container, nil, TagReader().tag?.container,
            ])
        }
        let child = app.child(name: "child")
        child.register { TenantTag("child") }
        #expect(try await child.async.tryResolve(ContextReport.self).seen == ["child", "child", "child"])
        #expect(try child.tryResolve(ContextReport.self, variant: "sync").seen == ["child", nil, "child"])
        #expect(try await app.async.tryResolve(ContextReport.self).seen == ["app", "app", "app"])
    }
}
