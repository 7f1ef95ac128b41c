import HierResolver
import Testing

// Async resolutions whose factories start child tasks (`async let`, task groups), resets during
// builds, and the chains of errors met by several tasks: the cases a sequential resolve never meets.

/// The two sides of a graph loop reached from two branches of one resolution.
final class LeftBranch: Sendable {}
final class RightBranch: Sendable {}

/// Starts the branches of a resolution.
final class BranchRoot: Sendable {}

@Suite("Isolation: async resolutions with child tasks")
struct IsolationAsyncChildTaskTests {
    @Test("Child tasks of one resolution asking for one graph instance at once all get it")
    func graphInstanceSharedByChildTasks() async throws {
        let app = DependencyResolver(name: "app")
        app.register { () async throws -> VisitClock in VisitClock() }  // .graph
        app.register { VisitClock() as AnyObject }  // a synchronous .graph registration too
        app.register { r async throws -> BranchRoot in
            let identities = try await withThrowingTaskGroup(of: (ObjectIdentifier, ObjectIdentifier).self) { group in
                for _ in 0..<16 {
                    group.addTask {
                        (
                            ObjectIdentifier(try await r.async.tryResolve(VisitClock.self)),
                            ObjectIdentifier(try await r.async.tryResolve(AnyObject.self))
                        )
                    }
                }
                var seen: [Set<ObjectIdentifier>] = [[], []]
                for try await (clock, object) in group {
                    seen[0].insert(clock)
                    seen[1].insert(object)
                }
                return seen
            }
            guard identities.allSatisfy({ $0.count == 1 }) else { throw WatchdogTimeout(what: "not shared") }
            return BranchRoot()
        }
        try await withWatchdog("child tasks sharing a graph instance") {
            for _ in 0..<200 { _ = try await app.async.tryResolve(BranchRoot.self) }
        }
    }

    @Test("A graph loop reached from two branches of one resolution fails, and does not hang")
    func graphLoopAcrossBranches() async throws {
        let app = DependencyResolver(name: "app")
        let started = ArrivalCounter()
        app.register { r async throws -> LeftBranch in
            await started.arrive()
            await started.waitFor(2)
            _ = try await r.async.tryResolve(RightBranch.self)
            return LeftBranch()
        }
        app.register { r async throws -> RightBranch in
            await started.arrive()
            await started.waitFor(2)
            _ = try await r.async.tryResolve(LeftBranch.self)
            return RightBranch()
        }
        app.register { r async throws -> BranchRoot in
            async let left = r.async.tryResolve(LeftBranch.self)
            async let right = r.async.tryResolve(RightBranch.self)
            _ = try await (left, right)
            return BranchRoot()
        }
        let error = try await #require(throws: DependencyError.self) {
            try await withWatchdog("a graph loop across branches") { try await app.async.tryResolve(BranchRoot.self) }
        }
        #expect(error.kind == .deadlock || error.kind == .cycle, "\(error)")
    }

    @Test("A shared build that waits for two builds at once still finds a loop through either")
    func loopThroughOneOfTwoWaits() async throws {
        let app = DependencyResolver(name: "app")
        let started = ArrivalCounter()
        app.register(lifetime: .persistent) { r async throws -> Ping in
            await started.arrive()
            await started.waitFor(2)
            async let pong = r.async.tryResolve(Pong.self)
            async let clock = r.async.tryResolve(VisitClock.self)
            _ = try await (pong, clock)
            return Ping()
        }
        app.register(lifetime: .persistent) { r async throws -> Pong in
            await started.arrive()
            await started.waitFor(2)
            _ = try await r.async.tryResolve(Ping.self)
            return Pong()
        }
        app.register(lifetime: .persistent) { () async throws -> VisitClock in
            try await Task.sleep(nanoseconds: 50_000_000)  // still awaited when the loop closes
            return VisitClock()
        }
        let kinds = try await withWatchdog("a loop through one of two waits") {
            async let ping = dependencyError { _ = try await app.async.tryResolve(Ping.self) }?.kind
            async let pong = dependencyError { _ = try await app.async.tryResolve(Pong.self) }?.kind
            return await [ping, pong]
        }
        #expect(kinds.contains(.deadlock), "\(kinds)")
    }

    @Test("After reset() during an async build, new resolves build anew and share what they build")
    func resolvesAfterResetDuringABuild() async throws {
        let app = DependencyResolver(name: "app")
        let builds = Counter()
        let gate = AsyncGate()
        let started = ArrivalCounter()
        app.register(lifetime: .persistent) { () async throws -> SlowDatabase in
            let number = builds.increment()
            if number == 1 {
                await started.arrive()
                await gate.wait()
            }
            return SlowDatabase(number: number)
        }
        let first = Task { try await app.async.tryResolve(SlowDatabase.self) }
        try await withWatchdog("a build overtaken by reset()") {
            await started.waitFor(1)
            app.reset()
            let afterReset: SlowDatabase = try await app.async.tryResolve()
            let later: SlowDatabase = try await app.async.tryResolve()
            #expect(afterReset.number == 2)
            #expect(later === afterReset)
            await gate.open()
            #expect(try await first.value.number == 1)
        }
        #expect(try await app.async.tryResolve(SlowDatabase.self).number == 2)
    }

    @Test("A task that joins a failing shared build gets the error with its own chain")
    func joinedBuildErrorsNameTheirOwnChain() async throws {
        struct Unavailable: Error {}
        let app = DependencyResolver(name: "app")
        let gate = AsyncGate()
        let arrived = ArrivalCounter()
        app.register(lifetime: .persistent) { () async throws -> SlowDatabase in
            await gate.wait()
            throw Unavailable()
        }
        app.register { r async throws -> Ping in
            await arrived.arrive()
            _ = try await r.async.tryResolve(SlowDatabase.self)
            return Ping()
        }
        app.register { r async throws -> Pong in
            await arrived.arrive()
            _ = try await r.async.tryResolve(SlowDatabase.self)
            return Pong()
        }
        let chains = try await withWatchdog("two resolves of one failing build") {
            async let ping = dependencyError { _ = try await app.async.tryResolve(Ping.self) }?.resolutionChain ?? []
            async let pong = dependencyError { _ = try await app.async.tryResolve(Pong.self) }?.resolutionChain ?? []
            await arrived.waitFor(2)
            try await Task.sleep(nanoseconds: 10_000_000)  // both wait for the build
            await gate.open()
            return await [ping, pong]
        }
        #expect(chains[0] == ["`HierResolverTests.Ping`", "`HierResolverTests.SlowDatabase`"])
        #expect(chains[1] == ["`HierResolverTests.Pong`", "`HierResolverTests.SlowDatabase`"])
    }

    @Test("An error in a synchronous dependency of an async factory names the async chain too")
    func synchronousDependencyErrorsKeepTheAsyncChain() async throws {
        let app = DependencyResolver(name: "app")
        app.register { r in PetRecordStore(database: try r.tryResolve(), first: VisitClock(), second: VisitClock()) }
        app.register { r async throws -> Ping in
            _ = try await r.async.tryResolve(PetRecordStore.self)
            return Ping()
        }
        let error = try await #require(throws: DependencyError.self) { try await app.async.tryResolve(Ping.self) }
        #expect(error.kind == .notRegistered)
        // The registrations being built: the missing one is named in the message, as for any resolve.
        #expect(error.resolutionChain == ["`HierResolverTests.Ping`", "`HierResolverTests.PetRecordStore`"])
        #expect(error.message.contains("`HierResolverTests.SlowDatabase`"))
    }

    @Test("A released async transient instance is built again at once, however late its build's task runs")
    func releasedAsyncTransientIsBuiltAgain() async throws {
        // Threads that spin take the processors from the resolving tasks at any moment: the task that
        // built an instance often runs on after the resolves that awaited it have returned, and it must
        // hold nothing of the instance then.
        let spinning = SpinningThreads(3)
        defer { spinning.stop() }
        var stale = 0
        for round in 0..<4000 {
            let app = DependencyResolver(name: "app")
            let builds = Counter()
            // Every other round, through a shared async dependency: its build's task holds the frame of
            // the build that awaited it, and so that build, until the task is torn down.
            app.register(lifetime: .persistent) { () async throws -> VisitClock in VisitClock() }
            let nested = round % 2 == 1
            app.register(lifetime: .transient) { r async throws -> SlowDatabase in
                if nested { _ = try await r.async.tryResolve(VisitClock.self) }
                return SlowDatabase(number: builds.increment())
            }
            var held: [SlowDatabase]? = try await Self.resolvedTwiceAtOnce(from: app)
            if held![0] !== held![1] { stale += 1 }
            held = nil
            if try await app.async.tryResolve(SlowDatabase.self).number != 2 { stale += 1 }
        }
        #expect(stale == 0, "an instance nobody held was handed out again, or two were built")
    }

    /// Two resolves of `SlowDatabase` at once: one starts the build, the other may wait for it. (Apart,
    /// because an `async let` holds its value until its scope ends.)
    static func resolvedTwiceAtOnce(from app: DependencyResolver) async throws -> [SlowDatabase] {
        async let first = app.async.tryResolve(SlowDatabase.self)
        async let second = app.async.tryResolve(SlowDatabase.self)
        return [try await first, try await second]
    }
}
