import HierResolver
import Testing

// Async factories: built only by an `await` resolve, once across tasks for shared lifetimes, with
// the resolution following the task across suspensions.

@Suite("Isolation: async factories")
struct IsolationAsyncFactoryTests {
    @Test("Every shape of async factory builds through the await forms, with its arguments")
    func everyShape() async throws {
        let app = DependencyResolver(name: "app")
        app.register { () async throws -> SlowDatabase in SlowDatabase(number: 1) }
        app.register(variant: "resolving") { r async throws -> SlowDatabase in
            SlowDatabase(number: (try await r.async.tryResolve(SlowDatabase.self)).number + 1)
        }
        app.register(variant: "args") { (_, args) async throws -> SlowDatabase in SlowDatabase(number: args()) }
        app.register { (number: Int, offset: Int) async throws -> SlowDatabase in SlowDatabase(number: number + offset)
        }
        app.register(variant: "receiving") { (r: Resolver) async throws -> SlowDatabase in
            SlowDatabase(number: r.name == "app" ? 7 : 0)
        }
        app.register(name: "kept", lifetime: .persistent) { () async throws -> SlowDatabase in SlowDatabase(number: 8) }
        app.register(name: "transient", lifetime: .transient) { () async throws -> SlowDatabase in
            SlowDatabase(number: 9)
        }
        app.register(name: "ephemeral", lifetime: .ephemeral) { r async throws -> SlowDatabase in
            SlowDatabase(number: 10)
        }
        let child = app.child(name: "child")
        child.replace { () async throws -> SlowDatabase in SlowDatabase(number: 11) }

        #expect(try await app.async.tryResolve(SlowDatabase.self).number == 1)
        #expect(try await app.async.tryResolve(SlowDatabase.self, variant: "resolving").number == 2)
        #expect(try await app.async.tryResolve(SlowDatabase.self, variant: "args", args: 3).number == 3)
        #expect(try await app.async.tryResolve(SlowDatabase.self, arguments: 4, 2).number == 6)
        #expect(try await app.async.tryResolve(SlowDatabase.self, variant: "receiving").number == 7)
        let kept: SlowDatabase = await app.async.resolve(name: "kept")
        #expect(try await app.async.tryResolve(SlowDatabase.self, name: "kept") === kept)
        #expect(try await app.async.tryResolve(SlowDatabase.self, name: "transient").number == 9)
        let first: SlowDatabase = try await app.async.tryResolve(name: "ephemeral")
        #expect(try await app.async.tryResolve(SlowDatabase.self, name: "ephemeral") !== first)
        #expect(try await child.async.tryResolve(SlowDatabase.self).number == 11)
        #expect(try await app.async.tryOptional(SlowDatabase.self, variant: "missing") == nil)
        #expect(await app.async.optional(SlowDatabase.self)?.number == 1)
    }

    @Test("1,000 tasks first-resolve one async persistent on a two-thread executor: one build, all get it")
    func singleFlightWithoutBlocking() async throws {
        let executor = TwoThreadExecutor()
        defer { executor.stop() }
        let app = DependencyResolver(name: "app")
        let builds = Counter()
        let gate = AsyncGate()
        let arrived = ArrivalCounter()
        app.register(lifetime: .persistent) { () async throws -> SlowDatabase in
            await gate.wait()  // open only once every task is waiting
            return SlowDatabase(number: builds.increment())
        }
        let identities = try await withWatchdog("1,000 tasks waiting for one build") {
            try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
                for _ in 0..<1_000 {
                    group.addTask(executorPreference: executor) {
                        await arrived.arrive()
                        let database: SlowDatabase = try await app.async.tryResolve()
                        return ObjectIdentifier(database)
                    }
                }
                // Every task has started and is waiting: they suspended, or two threads could not
                // have run 1,000 of them.
                await arrived.waitFor(1_000)
                await gate.open()
                var identities = Set<ObjectIdentifier>()
                for try await identity in group { identities.insert(identity) }
                return identities
            }
        }
        #expect(identities.count == 1)
        #expect(builds.value == 1)
        let kept: SlowDatabase = try app.tryResolve()  // a synchronous resolve returns the kept instance
        #expect(identities == [ObjectIdentifier(kept)])
    }

    @Test("A cycle through async factories fails with its whole chain")
    func asyncCycle() async throws {
        let app = DependencyResolver(name: "app")
        app.register { r async throws -> Ping in
            _ = try await r.async.tryResolve(Pong.self)
            return Ping()
        }
        app.register(lifetime: .persistent) { r async throws -> Pong in
            _ = try await r.async.tryResolve(Ping.self)
            return Pong()
        }
        let error = try await #require(throws: DependencyError.self) {
            try await withWatchdog("a cycle") { try await app.async.tryResolve(Ping.self) }
        }
        #expect(error.kind == .cycle)
        #expect(
            error.resolutionChain == [
                "`HierResolverTests.Ping`", "`HierResolverTests.Pong`", "`HierResolverTests.Ping`",
            ])
    }

    @Test("Graph instances are shared across awaits within one resolution, and not with the next")
    func graphAcrossAwaits() async throws {
        let app = DependencyResolver(name: "app")
        app.register { VisitClock() }  // .graph, the default
        app.register { r async throws -> SlowDatabase in
            _ = try await r.async.tryResolve(VisitClock.self)
            return SlowDatabase(number: 1)
        }
        app.register { r async throws -> PetRecordStore in
            let first: VisitClock = try await r.async.tryResolve()
            try await Task.sleep(nanoseconds: 1_000_000)  // resumes on any thread
            let database: SlowDatabase = try await r.async.tryResolve()
            let second: VisitClock = try await r.async.tryResolve()
            return PetRecordStore(database: database, first: first, second: second)
        }
        let store: PetRecordStore = try await app.async.tryResolve()
        #expect(store.first === store.second)
        let next: PetRecordStore = try await app.async.tryResolve()
        #expect(next.first !== store.first)
    }

    @Test("The context rule holds across awaits: shared instances in their owner, the rest where asked")
    func contextRuleAcrossAwaits() async throws {
        let app = DependencyResolver(name: "app")
        app.register { () async throws -> SlowDatabase in SlowDatabase(number: 1) }
        app.register(lifetime: .persistent) { r async throws -> PetRecordStore in
            try await Task.sleep(nanoseconds: 1_000_000)
            return PetRecordStore(
                database: try await r.async.tryResolve(), first: VisitClock(), second: VisitClock())
        }
        app.register(variant: "fresh") { r async throws -> PetRecordStore in
            try await Task.sleep(nanoseconds: 1_000_000)
            return PetRecordStore(
                database: try await r.async.tryResolve(), first: VisitClock(), second: VisitClock())
        }
        let feature = app.child(name: "feature")
        feature.register { () async throws -> SlowDatabase in SlowDatabase(number: 2) }
        #expect(try await feature.async.tryResolve(PetRecordStore.self).database.number == 1)  // built in app
        #expect(try await feature.async.tryResolve(PetRecordStore.self, variant: "fresh").database.number == 2)
    }

    @Test("Cancelling tasks that wait for a shared build cancels nothing: the build finishes and is kept")
    func cancellationOfWaiters() async throws {
        let app = DependencyResolver(name: "app")
        let builds = Counter()
        let sawCancellation = Counter()
        let gate = AsyncGate()
        let arrived = ArrivalCounter()
        app.register(lifetime: .persistent) { () async throws -> SlowDatabase in
            await gate.wait()
            if Task.isCancelled { sawCancellation.increment() }
            return SlowDatabase(number: builds.increment())
        }
        let tasks = (0..<20).map { _ in
            Task { () -> ObjectIdentifier? in
                await arrived.arrive()
                return (try? await app.async.tryResolve(SlowDatabase.self)).map(ObjectIdentifier.init)
            }
        }
        try await withWatchdog("waiters of a build") {
            await arrived.waitFor(20)
            for task in tasks.prefix(10) { task.cancel() }  // the task that started the build among them
            await gate.open()
            for task in tasks { _ = await task.value }
        }
        var results: [ObjectIdentifier?] = []
        for task in tasks { results.append(await task.value) }
        let kept: SlowDatabase = try await app.async.tryResolve()
        #expect(builds.value == 1)
        #expect(sawCancellation.value == 0)
        #expect(results.allSatisfy { $0 == ObjectIdentifier(kept) })
    }

    @Test("A failed shared build keeps nothing: its waiters get the error, and the next resolve builds again")
    func failedBuildIsNotKept() async throws {
        struct Unavailable: Error {}
        let app = DependencyResolver(name: "app")
        let attempts = Counter()
        app.register(lifetime: .persistent) { () async throws -> SlowDatabase in
            let attempt = attempts.increment()
            try await Task.sleep(nanoseconds: 5_000_000)
            if attempt == 1 { throw Unavailable() }
            return SlowDatabase(number: attempt)
        }
        let failures = await withTaskGroup(of: DependencyError.Kind?.self) { group in
            for _ in 0..<5 {
                group.addTask {
                    do {
                        _ = try await app.async.tryResolve(SlowDatabase.self)
                        return nil
                    } catch {
                        return (error as? DependencyError)?.kind
                    }
                }
            }
            var kinds: [DependencyError.Kind?] = []
            for await kind in group { kinds.append(kind) }
            return kinds
        }
        #expect(failures.contains(.factoryFailed))
        let database: SlowDatabase = try await app.async.tryResolve()
        #expect(database.number == attempts.value)
        #expect(try await app.async.tryResolve(SlowDatabase.self) === database)
    }

    @Test("A synchronous resolve of an async factory fails with our error; a kept instance it returns")
    func synchronousResolveOfAnAsyncFactory() async throws {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { () async throws -> SlowDatabase in SlowDatabase(number: 1) }
        app.register { r in PetRecordStore(database: try r.tryResolve(), first: VisitClock(), second: VisitClock()) }
        let error = try #require(throws: DependencyError.self) { try app.tryResolve(SlowDatabase.self) }
        #expect(error.kind == .isolation)
        #expect(error.message.contains("is async, but a synchronous resolve asked for it, so it did not run"))
        #expect(error.message.contains("try await container.async.tryResolve(...)"))
        let nested = try #require(throws: DependencyError.self) { try app.tryResolve(PetRecordStore.self) }
        #expect(nested.kind == .isolation)
        #expect(nested.message.contains("It is a dependency of `HierResolverTests.PetRecordStore`"))
        let built: SlowDatabase = try await app.async.tryResolve()
        #expect(try app.tryResolve(SlowDatabase.self) === built)
    }

    @Test("Builds of shared instances in two tasks that wait for each other fail as a deadlock, not a hang")
    func crossTaskDeadlock() async throws {
        let app = DependencyResolver(name: "app")
        let started = ArrivalCounter()
        app.register(lifetime: .persistent) { r async throws -> Ping in
            await started.arrive()
            await started.waitFor(2)
            _ = try await r.async.tryResolve(Pong.self)
            return Ping()
        }
        app.register(lifetime: .persistent) { r async throws -> Pong in
            await started.arrive()
            await started.waitFor(2)
            _ = try await r.async.tryResolve(Ping.self)
            return Pong()
        }
        let kinds = try await withWatchdog("two builds waiting for each other") {
            async let ping = dependencyError { _ = try await app.async.tryResolve(Ping.self) }?.kind
            async let pong = dependencyError { _ = try await app.async.tryResolve(Pong.self) }?.kind
            return await [ping, pong]
        }
        #expect(kinds.contains(.deadlock), "\(kinds)")
        #expect(!kinds.contains(nil))
    }

    @Test(".implements serves an async implementation through the await forms")
    func implementsAnAsyncFactory() async throws {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { () async throws -> Cat in Cat(name: "Mimi") }.implements(Animal.self)
        let animal: Animal = try await app.async.tryResolve()
        #expect(animal.name == "Mimi")
        #expect(animal as? Cat === (try await app.async.tryResolve(Cat.self)))
    }

    @Test("verify() skips async factories, and registrations that reach them, with the reason")
    func verifySkipsAsyncFactories() throws {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { () async throws -> SlowDatabase in SlowDatabase(number: 1) }
        app.register { r in PetRecordStore(database: try r.tryResolve(), first: VisitClock(), second: VisitClock()) }
        app.register { VisitClock() }
        let report = app.verify()
        #expect(report.isValid, "\(report)")
        #expect(report.verified.count == 1)
        #expect(report.skipped.count == 2)
        #expect(report.skipped.allSatisfy { $0.reason.contains("async") })
    }

    @Test("reset() while an async persistent builds: the build is handed out but not kept")
    func resetDuringABuild() async throws {
        let app = DependencyResolver(name: "app")
        let builds = Counter()
        let gate = AsyncGate()
        let started = ArrivalCounter()
        app.register(lifetime: .persistent) { () async throws -> SlowDatabase in
            await started.arrive()
            await gate.wait()
            return SlowDatabase(number: builds.increment())
        }
        let first = Task { try await app.async.tryResolve(SlowDatabase.self) }
        try await withWatchdog("a build overtaken by reset()") {
            await started.waitFor(1)
            app.reset()
            await gate.open()
            _ = try await first.value
        }
        let handedOut = try await first.value
        let next: SlowDatabase = try await app.async.tryResolve()
        #expect(handedOut !== next)
        #expect(builds.value == 2)
    }

    @Test("The trace hook and the dependency graph see async builds, nested and cached")
    func traceAndGraphOfAsyncBuilds() async throws {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { () async throws -> SlowDatabase in SlowDatabase(number: 1) }
        app.register { r async throws -> PetRecordStore in
            PetRecordStore(database: try await r.async.tryResolve(), first: VisitClock(), second: VisitClock())
        }
        let events = app.collectTraceEvents()
        app.recordsDependencies = true
        _ = try await app.async.tryResolve(PetRecordStore.self)
        _ = try await app.async.tryResolve(PetRecordStore.self)
        let resolved = events.all.filter { $0.kind == .resolved }.map { "\($0.key) \($0.depth) \($0.message)" }
        #expect(
            resolved == [
                "`HierResolverTests.SlowDatabase` 1 persistent, built",
                "`HierResolverTests.PetRecordStore` 0 graph, built",
                "`HierResolverTests.SlowDatabase` 1 persistent, cached",
                "`HierResolverTests.PetRecordStore` 0 graph, built",
            ])
        let edges = app.dependencyGraph().edges
        #expect(edges.count == 1)
    }

    @Test("An async transient instance is kept while something holds it, and built again after")
    func asyncTransientKeptWhileHeld() async throws {
        let app = DependencyResolver(name: "app")
        let builds = Counter()
        app.register(lifetime: .transient) { () async throws -> SlowDatabase in SlowDatabase(number: builds.increment())
        }
        let events = app.collectTraceEvents()
        var held: SlowDatabase? = try await app.async.tryResolve(SlowDatabase.self)
        #expect(try await app.async.tryResolve(SlowDatabase.self) === held)
        #expect(builds.value == 1)
        #expect(!events.all.contains { $0.kind == .transientValueType })
        held = nil
        #expect(try await app.async.tryResolve(SlowDatabase.self).number == 2)  // nothing held it: built again
    }

    @Test("Async recursion that never ends fails as too deep, not by running out of memory")
    func runawayAsyncRecursion() async throws {
        let app = DependencyResolver(name: "app")
        app.register { (r, args) async throws -> SlowDatabase in
            let depth: Int = args()
            return try await r.async.tryResolve(SlowDatabase.self, args: depth + 1)  // never ends
        }
        let error = try await #require(throws: DependencyError.self) {
            try await withWatchdog("runaway recursion") { try await app.async.tryResolve(SlowDatabase.self, args: 0) }
        }
        #expect(error.kind == .tooDeep)
        #expect(error.message.contains("more than an async resolution allows"), "\(error)")
    }

    @Test("An async factory written in main-actor code runs on the main actor; `@concurrent` moves it off")
    @MainActor
    func whereAnAsyncFactoryRuns() async throws {
        let app = DependencyResolver(name: "app")
        let isolations = LockedList<String>()
        // Written here, in main-actor code: Swift makes the closure main-actor code too.
        app.register(variant: "inferred") { () async throws -> SlowDatabase in
            isolations.append(#isolation.map { "\(type(of: $0))" } ?? "none")
            return SlowDatabase(number: 1)
        }
        app.register(variant: "concurrent") { @concurrent () async throws -> SlowDatabase in
            isolations.append(#isolation.map { "\(type(of: $0))" } ?? "none")
            return SlowDatabase(number: 2)
        }
        let numbers = try await Task.detached {
            [
                try await app.async.tryResolve(SlowDatabase.self, variant: "inferred").number,
                try await app.async.tryResolve(SlowDatabase.self, variant: "concurrent").number,
            ]
        }.value
        #expect(numbers == [1, 2])
        #expect(isolations.all == ["MainActor", "none"])
    }
}
