import Dispatch
import Foundation
import HierResolver
import Testing

// Where the two drivers of the one resolution model meet: a synchronous resolve inside an async
// resolution joins it, both drivers apply one cycle rule, and an async registration's instance is
// visible to its own `resolveProperties` blocks as a synchronous one's is.

/// A node that may refer to itself, through a property set after construction.
private final class Loop: @unchecked Sendable {
    var other: Loop?
}

/// Two references a factory resolved, to compare.
private final class SessionPair: @unchecked Sendable {
    let first: Session
    let second: Session
    init(_ first: Session, _ second: Session) {
        self.first = first
        self.second = second
    }
}

/// A level of a typed recursion.
private final class Level: @unchecked Sendable {
    let depth: Int
    let next: Level?
    /// What its `resolveProperties` block resolved (weakly: it is the level itself).
    weak var seen: Level?
    init(depth: Int, next: Level?) {
        self.depth = depth
        self.next = next
    }
}

// Serialized, and every wait bounded: some tests block a thread of the shared pool for a moment.
@Suite("Isolation: where the drivers meet", .serialized)
struct IsolationSeamTests {
    @Test(
        "r.resolve() and await r.async.resolve() of a .graph registration share one instance in one resolution",
        arguments: [false, true])
    func graphSharedAcrossDrivers(synchronousFirst: Bool) async throws {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .graph) { Session() }
        app.register { (r: DependencyResolver) async throws -> SessionPair in
            if synchronousFirst {
                let first = try r.tryResolve(Session.self)
                return SessionPair(first, try await r.async.tryResolve(Session.self))
            }
            let first = try await r.async.tryResolve(Session.self)
            return SessionPair(first, try r.tryResolve(Session.self))
        }

        let one = try await app.async.tryResolve(SessionPair.self)
        let two = try await app.async.tryResolve(SessionPair.self)

        #expect(one.first === one.second, "one resolution, one graph instance")
        #expect(two.first === two.second)
        #expect(one.first !== two.first, "two top-level resolutions, two graph instances")
    }

    @Test("a synchronous factory's nested graph instance is shared with the async resolution that asked for it")
    func nestedSynchronousGraphJoins() async throws {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .graph) { Session() }
        app.register { (r: DependencyResolver) in SessionPair(try r.tryResolve(), try r.tryResolve()) }
        app.register(variant: "outer") { (r: DependencyResolver) async throws -> SessionPair in
            let inner = try r.tryResolve(SessionPair.self)
            return SessionPair(inner.first, try await r.async.tryResolve(Session.self))
        }

        let pair = try await app.async.tryResolve(SessionPair.self, variant: "outer")

        #expect(pair.first === pair.second)
    }

    @Test("an async factory that resolves its own registration with the same typed arguments fails at once as .cycle")
    func asyncTypedArgumentCycle() async throws {
        let app = DependencyResolver(name: "app")
        app.register { [unowned app] (depth: Int) async throws -> Level in
            Level(depth: depth, next: try await app.async.tryResolve(Level.self, arguments: depth))
        }

        let started = Date()
        let error = try await #require(throws: DependencyError.self) {
            try await app.async.tryResolve(Level.self, arguments: 3)
        }

        #expect(error.kind == .cycle, "\(error)")
        #expect(error.message.contains("Dependency cycle"))
        #expect(error.resolutionChain.count == 2, "the chain names the build and its repeat: \(error.resolutionChain)")
        #expect(Date().timeIntervalSince(started) < 5)
    }

    @Test("an async factory may recurse with other typed arguments, as a synchronous one may")
    func asyncTypedArgumentRecursion() async throws {
        let app = DependencyResolver(name: "app")
        app.register { [unowned app] (depth: Int) async throws -> Level in
            Level(
                depth: depth, next: depth > 0 ? try await app.async.tryResolve(Level.self, arguments: depth - 1) : nil)
        }

        let top = try await app.async.tryResolve(Level.self, arguments: 3)

        #expect(top.next?.next?.next?.depth == 0)
    }

    @Test(
        "an async registration's resolveProperties block that resolves it gets the instance being set up",
        arguments: [Lifetime.graph, .persistent, .transient])
    func asyncResolvePropertiesSeesItself(lifetime: Lifetime) async throws {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: lifetime) { () async -> Loop in Loop() }
            .resolveProperties { r, loop in loop.other = try r.tryResolve(Loop.self) }

        let loop = try await app.async.tryResolve(Loop.self)

        #expect(loop.other === loop)
        loop.other = nil  // (the loop would keep it alive)
    }

    @Test("an async ephemeral registration's block that resolves it again is a cycle, as a synchronous one's is")
    func asyncEphemeralResolvePropertiesCycle() async throws {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .ephemeral) { () async -> Loop in Loop() }
            .resolveProperties { r, loop in loop.other = try r.tryResolve(Loop.self) }
        app.register(variant: "sync", lifetime: .ephemeral) { Loop() }
            .resolveProperties { r, loop in loop.other = try r.tryResolve(Loop.self, variant: "sync") }

        let asyncError = try await #require(throws: DependencyError.self) { try await app.async.tryResolve(Loop.self) }
        let syncError = try #require(throws: DependencyError.self) { try app.tryResolve(Loop.self, variant: "sync") }

        #expect(syncError.kind == .cycle)
        #expect(asyncError.kind == .isolation || asyncError.kind == .cycle, "\(asyncError)")
    }

    @Test(
        "nested await resolves of async .graph registrations share one instance per resolution, and a cycle is still one"
    )
    func claimedGraphBuilds() async throws {
        let app = DependencyResolver(name: "app")
        let builds = Counter()
        app.register(lifetime: .graph) { () async -> Session in
            builds.increment()
            return Session()
        }
        app.register(variant: "left", lifetime: .graph) { (r: DependencyResolver) async throws -> SessionPair in
            SessionPair(try await r.async.tryResolve(), try await r.async.tryResolve())
        }
        app.register { (r: DependencyResolver) async throws -> SessionPair in
            let left = try await r.async.tryResolve(SessionPair.self, variant: "left")
            return SessionPair(left.first, try await r.async.tryResolve(Session.self))
        }
        app.register(variant: "a", lifetime: .graph) { (r: DependencyResolver) async throws -> Loop in
            let loop = Loop()
            loop.other = try await r.async.tryResolve(Loop.self, variant: "b")
            return loop
        }
        app.register(variant: "b", lifetime: .graph) { (r: DependencyResolver) async throws -> Loop in
            let loop = Loop()
            loop.other = try await r.async.tryResolve(Loop.self, variant: "a")
            return loop
        }

        let pair = try await app.async.tryResolve(SessionPair.self)
        let error = try await #require(throws: DependencyError.self) {
            try await app.async.tryResolve(Loop.self, variant: "a")
        }

        #expect(pair.first === pair.second)
        #expect(builds.value == 1)
        #expect(error.kind == .cycle, "\(error)")
        #expect(error.resolutionChain.count == 3, "\(error.resolutionChain)")
    }

    @Test("a nested async .graph build that failed is built again by the next resolve in the same resolution")
    func failedClaimedGraphBuildIsForgotten() async throws {
        let app = DependencyResolver(name: "app")
        let attempts = Counter()
        struct Flaky: Error {}
        app.register(lifetime: .graph) { () async throws -> Session in
            if attempts.increment() == 1 { throw Flaky() }
            return Session()
        }
        app.register { (r: DependencyResolver) async throws -> SessionPair in
            _ = try? await r.async.tryResolve(Session.self)
            return SessionPair(try await r.async.tryResolve(), try await r.async.tryResolve())
        }

        let pair = try await app.async.tryResolve(SessionPair.self)

        #expect(attempts.value == 2)
        #expect(pair.first === pair.second)
    }

    @Test(
        "another task of the resolution never gets a shared instance whose resolveProperties blocks still run",
        arguments: [false, true])
    func openInstanceStaysInItsChain(asyncFactory: Bool) async throws {
        let app = DependencyResolver(name: "app")
        let blockRuns = DispatchSemaphore(value: 0)
        let options =
            asyncFactory
            ? app.register(lifetime: .persistent) { () async -> Setup in Setup() }
            : app.register(lifetime: .persistent) { Setup() }
        options.resolveProperties { _, setup in
            blockRuns.signal()
            Thread.sleep(forTimeInterval: 0.05)
            setup.ready = true
        }
        app.register { (r: DependencyResolver) async throws -> Readiness in
            async let first = { asyncFactory ? nil : try r.tryResolve(Setup.self) }()
            async let firstAwaited: Setup? = asyncFactory ? r.async.tryResolve(Setup.self) : nil
            async let second = { () throws -> Bool in
                // Asks while the first build's block runs (a bounded wait: it blocks a thread of the pool).
                _ = blockRuns.wait(timeout: .now() + 2)
                return try r.tryResolve(Setup.self).ready
            }()
            _ = try await (first, firstAwaited)
            return Readiness(try await second)
        }

        let readiness = try await app.async.tryResolve(Readiness.self)

        #expect(readiness.ready, "the sibling got the instance before its blocks finished")
    }

    @Test("a synchronous sibling's own graph instance never replaces the one the async resolution shares")
    func synchronousSiblingKeepsItsOwn() async throws {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .graph) { Session() }
            .resolveProperties { _, _ in Thread.sleep(forTimeInterval: 0.02) }
        app.register { (r: DependencyResolver) async throws -> SessionPair in
            async let awaited: Session = r.async.tryResolve()
            async let synchronous = { () throws -> Session in
                Thread.sleep(forTimeInterval: 0.005)
                return try r.tryResolve(Session.self)
            }()
            let (shared, _) = try await (awaited, synchronous)
            return SessionPair(shared, try await r.async.tryResolve())
        }

        let pair = try await app.async.tryResolve(SessionPair.self)

        #expect(pair.first === pair.second, "a later resolve in the resolution gets the instance it shares")
    }

    @Test("concurrent recursion levels of an async typed registration each see their own instance in their blocks")
    func concurrentLevelsSeeThemselves() async throws {
        let app = DependencyResolver(name: "app")
        let levelsMeet = Meeting()
        app.register { [unowned app] (level: Int) async throws -> Level in
            var next: Level?
            if level == 0 {
                async let one = app.async.tryResolve(Level.self, arguments: 1)
                async let two = app.async.tryResolve(Level.self, arguments: 2)
                next = try await (one, two).0
            }
            return Level(depth: level, next: next)
        }
        .resolveProperties { r, level in
            // Levels 1 and 2 complete at once: each resolves itself while the other's block runs.
            if level.depth > 0 {
                levelsMeet.arriveAndWait(upTo: 2)
                Thread.sleep(forTimeInterval: 0.005)
            }
            level.seen = try r.tryResolve(Level.self, arguments: level.depth)
        }

        let top = try await app.async.tryResolve(Level.self, arguments: 0)

        #expect(top.seen === top)
        #expect(top.next?.seen === top.next)
        #expect(top.next?.depth == 1)
    }
}

/// An instance whose `resolveProperties` block finishes setting it up.
private final class Setup: @unchecked Sendable {
    var ready = false
}

/// Whether a sibling saw a finished `Setup`.
private final class Readiness: @unchecked Sendable {
    let ready: Bool
    init(_ ready: Bool) { self.ready = ready }
}

/// Two threads meet here, each waiting at most a while for the other (a bounded wait: it may block a
/// thread of the shared pool).
private final class Meeting: @unchecked Sendable {
    private let condition = NSCondition()
    private var arrived = 0

    func arriveAndWait(upTo seconds: Double) {
        let deadline = Date(timeIntervalSinceNow: seconds)
        condition.lock()
        defer { condition.unlock() }
        arrived += 1
        condition.broadcast()
        while arrived < 2, condition.wait(until: deadline) {}
    }
}
