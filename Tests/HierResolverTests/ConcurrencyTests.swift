import Foundation
import HierResolver
import Testing

// CI runs this suite under the thread sanitizer (`--filter Concurrency`). The tests use real threads
// (`Thread`), released together by a barrier, so that they overlap on any number of cores. Where a bug
// would hang rather than crash, the test waits with a generous watchdog and fails instead of hanging;
// nothing here asserts how long anything takes.

@Suite("Concurrency")
struct ConcurrencyTests {
    @Test("8 threads × thousands of mixed operations: no crash, right answers, every persistent built exactly once")
    func stress() throws {
        let threadCount = 8
        // 3,000 per thread by default (a few seconds in a debug build); HIERRESOLVER_STRESS_ITERATIONS
        // asks for a longer run.
        let iterations =
            ProcessInfo.processInfo.environment["HIERRESOLVER_STRESS_ITERATIONS"].flatMap(Int.init) ?? 3_000
        print("Concurrency stress: \(threadCount) threads × \(iterations) mixed operations")
        let app = DependencyResolver(name: "app")
        let appSessionCalls = Counter()
        let pairCalls = Counter()
        let ownCalls = (0..<threadCount).map { _ in Counter() }
        app.persistent { () -> Session in
            appSessionCalls.increment()
            return Session()
        }
        app.persistent { r -> Pair<Session, Int> in
            pairCalls.increment()
            return Pair(r.resolve(), 0)
        }
        app.register { Cat(name: "Mimi") as Animal }
        app.register { r in Owner(pet: r.resolve()) }  // graph
        app.transient { Cache() }
        let resettable = app.child(name: "resettable")  // the only container that is reset
        resettable.persistent { Cache() }
        let owns = (0..<threadCount).map { app.child(name: "thread \($0)") }
        for (index, own) in owns.enumerated() {
            let calls = ownCalls[index]
            own.persistent { () -> Session in
                calls.increment()
                return Session()
            }
        }
        let appSessionIDs = LockedList<ObjectIdentifier>()
        let mistakes = LockedList<String>()

        let finished = onThreads(threadCount) { thread in
            let own = owns[thread]
            var appSessions = Set<ObjectIdentifier>()
            var ownSessions = Set<ObjectIdentifier>()
            for iteration in 0..<iterations {
                switch (iteration &+ thread) % 8 {
                case 0:
                    appSessions.insert(ObjectIdentifier(app.resolve(Session.self)))
                case 1:
                    ownSessions.insert(ObjectIdentifier(own.resolve(Session.self)))
                case 2:
                    let screen = own.child()
                    screen.register { Cat(name: "Franky") as Animal }
                    if screen.resolve(Owner.self).pet.name != "Franky" { mistakes.append("override missed") }
                    let pair: Pair<Session, Int> = screen.resolve()
                    appSessions.insert(ObjectIdentifier(pair.first))
                case 3:
                    resettable.reset()
                    _ = resettable.resolve(Cache.self)
                    if iteration % 256 == 3 {
                        app.trace = { _ in }
                    } else if iteration % 256 == 19 {  // a short window: a set hook traces every resolve
                        app.trace = nil
                    }
                case 4:
                    let variant = Variant("v\(iteration % 64)")
                    app.register(variant: variant) { Token() }
                    if app.optional(Token.self, variant: variant) == nil { mistakes.append("registration lost") }
                case 5:
                    if app.resolve(Owner.self).pet.name != "Mimi" { mistakes.append("app got an override") }
                case 6:
                    let cache: Cache = own.resolve()
                    if own.resolve(Cache.self) !== cache { mistakes.append("transient not shared while held") }
                default:
                    let feature = app.child(name: "feature")
                    feature.persistent { Token() }
                    if feature.resolve(Token.self).id != feature.resolve(Token.self).id {
                        mistakes.append("child persistent built twice")
                    }
                    _ = app.children.count
                    // Churn: keys that threads replace, remove and resolve at once; only "no crash" is checked.
                    let churned = Variant("churn\(iteration % 4)")
                    if iteration % 3 == 0 {
                        app.replace(variant: churned, lifetime: .persistent) { Token() }
                    } else {
                        try? app.tryRemoveResolver(for: Token.self, variant: churned)
                    }
                    _ = feature.optional(Token.self, variant: churned)
                }
            }
            if ownSessions.count != 1 { mistakes.append("thread \(thread) saw \(ownSessions.count) own sessions") }
            for id in appSessions { appSessionIDs.append(id) }
        }

        try #require(finished, "the threads did not finish: a deadlock")
        #expect(mistakes.all.isEmpty, "\(Set(mistakes.all))")
        #expect(Set(appSessionIDs.all).count == 1, "one app session for every thread")
        #expect(appSessionCalls.value == 1)
        #expect(pairCalls.value == 1)
        #expect(ownCalls.map(\.value) == Array(repeating: 1, count: threadCount))
    }

    @Test(
        "many threads asking for a slow shared instance at once: one factory call, one instance",
        arguments: [Lifetime.persistent, .transient]
    )
    func singleFlight(lifetime: Lifetime) throws {
        let app = DependencyResolver(name: "app")
        let calls = Counter()
        let asking = Counter()
        let overlapped = LockedList<Bool>()
        app.register(lifetime: lifetime) { () -> Session in
            calls.increment()
            // Every thread asks while this build runs: none can have found an instance yet.
            overlapped.append(eventually(within: defaultWatchdog) { asking.value == 16 })
            return Session()
        }
        let results = LockedList<Session>()  // holds every instance, so a transient one stays alive

        let finished = onThreads(16) { _ in
            asking.increment()
            results.append(app.resolve(Session.self))
        }

        try #require(finished, "the threads did not finish: a deadlock")
        #expect(overlapped.all == [true], "all 16 resolves were in progress during the one build")
        #expect(calls.value == 1)
        #expect(results.all.count == 16)
        #expect(Set(results.all.map(ObjectIdentifier.init)).count == 1)
    }

    @Test("a factory that synchronously waits for another thread resolving from the same container does not deadlock")
    func noLockHeldWhileFactoryRuns() throws {
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature")
        let helperFinished = LockedList<Bool>()
        app.persistent { Cache() }
        app.register { Cat(name: "Mimi") as Animal }
        app.persistent { [unowned app, unowned feature] () -> Session in
            // Another thread resolves, registers and resets in this tree while this factory waits for it.
            let done = DispatchSemaphore(value: 0)
            let helper = Thread {
                _ = app.resolve(Cache.self)
                _ = feature.resolve(Animal.self)
                feature.register { Token() }
                feature.reset()
                done.signal()
            }
            helper.start()
            helperFinished.append(done.wait(timeout: .now() + 30) == .success)
            return Session()
        }
        let resolved = LockedList<Session>()

        let finished = onThreads(1) { _ in resolved.append(feature.resolve(Session.self)) }

        try #require(finished, "the resolve did not return: a deadlock")
        #expect(helperFinished.all == [true], "the helper thread was blocked by a lock the factory's caller held")
        #expect(resolved.all.count == 1)
    }

    @Test("a cycle of shared instances split across two threads fails on both threads instead of hanging")
    func crossThreadCycle() throws {
        let app = DependencyResolver(name: "app")
        let bothBuilding = Barrier(2)
        app.persistent { r in
            bothBuilding.arriveAndWait()
            _ = try r.tryResolve(CycleB.self)
            return CycleA()
        }
        app.persistent { r in
            bothBuilding.arriveAndWait()
            _ = try r.tryResolve(CycleA.self)
            return CycleB()
        }
        let outcomes = LockedList<String>()

        let finished = onThreads(2) { thread in
            do {
                if thread == 0 { _ = try app.tryResolve(CycleA.self) } else { _ = try app.tryResolve(CycleB.self) }
                outcomes.append("succeeded")
            } catch let error as DependencyError {
                outcomes.append("\(error.kind)")
            } catch {
                outcomes.append("\(error)")
            }
        }

        try #require(finished, "the two threads wait for each other forever")
        #expect(outcomes.all.count == 2)
        #expect(outcomes.all.allSatisfy { $0 == "deadlock" || $0 == "cycle" }, "\(outcomes.all)")
    }

    @Test("DependencyResolver.root can be read and set from many threads at once")
    func rootIsThreadSafe() throws {
        try RootAccess.exclusively {
            let candidates = ["a", "b", "c"].map { label in
                let container = DependencyResolver.main.child(name: label)
                container.register { Cat(name: label) as Animal }
                return container
            }
            let labels = Set(["a", "b", "c"])
            let mistakes = LockedList<String>()

            let finished = onThreads(8) { thread in
                for iteration in 0..<1_000 {
                    DependencyResolver.root = candidates[(iteration + thread) % 3]
                    let root = DependencyResolver.root
                    if !candidates.contains(where: { $0 === root }) { mistakes.append("root was \(root)") }
                    let name = DependencyResolver.resolve(Animal.self).name ?? ""
                    if !labels.contains(name) { mistakes.append("resolved \(name)") }
                }
            }

            try #require(finished, "the threads did not finish: a deadlock")
            #expect(mistakes.all.isEmpty, "\(Set(mistakes.all))")
        }
    }

    @Test("children made and dropped on many threads while others resolve")
    func childrenComeAndGo() throws {
        let app = DependencyResolver(name: "app")
        app.register { Cat(name: "Mimi") as Animal }
        app.register { r in Owner(pet: r.resolve()) }
        app.persistent { Session() }
        let session: Session = app.resolve()
        let mistakes = LockedList<String>()

        let finished = onThreads(8) { thread in
            for iteration in 0..<2_000 {
                if thread % 2 == 0 {
                    let feature = app.child(name: "feature \(thread)")
                    feature.register { Cat(name: "Franky") as Animal }
                    let screen = feature.child()
                    if screen.resolve(Owner.self).pet.name != "Franky" { mistakes.append("override missed") }
                    if screen.resolve(Session.self) !== session { mistakes.append("persistent not shared") }
                    if iteration % 100 == 0 { _ = app.children }
                } else {
                    if app.resolve(Owner.self).pet.name != "Mimi" { mistakes.append("app saw a child's override") }
                    if app.resolve(Session.self) !== session { mistakes.append("persistent rebuilt") }
                }
            }
        }

        try #require(finished, "the threads did not finish: a deadlock")
        #expect(mistakes.all.isEmpty, "\(Set(mistakes.all))")
        #expect(eventually { app.children.isEmpty }, "every child was dropped")
    }

    @Test("feature children built from modules, with implements, resolveProperties and teardown, on many threads")
    func featureModulesOnManyThreads() throws {
        let app = DependencyResolver(name: "app")
        app.register { Cat(name: "Mimi") as Animal }
        let tornDown = Counter()
        let built = Counter()
        let mistakes = LockedList<String>()

        let finished = onThreads(8) { thread in
            for _ in 0..<500 {
                let feature = app.child(name: "feature \(thread)", modules: [ConcurrentFeatureModule()])
                let options = feature.register(lifetime: .persistent) { () -> Configurable in
                    built.increment()
                    return Configurable()
                }
                options.teardown { _ in tornDown.increment() }
                    .implements(AnyObject.self)
                // Blocks added while other threads resolve other features, and while this one resolves.
                options.resolveProperties { (r, object) in object.pet = r.resolve(Animal.self) }
                let object: Configurable = feature.resolve()
                if object.pet?.name != "Mimi" { mistakes.append("resolveProperties did not run") }
                if feature.resolve(AnyObject.self) !== object { mistakes.append("implements gave another object") }
                if feature.resolve(Session.self) !== feature.resolve(Session.self) {
                    mistakes.append("the module's persistent Session was rebuilt")
                }
            }
        }

        try #require(finished, "the threads did not finish: a deadlock")
        #expect(mistakes.all.isEmpty, "\(Set(mistakes.all))")
        #expect(built.value == 8 * 500)
        // A feature another test's fallback search is looking at goes (and tears down) an instant later.
        #expect(
            eventually { tornDown.value == built.value }, "every feature's instance was torn down when the feature went"
        )
        #expect(eventually { app.children.isEmpty })
    }

    @Test("resolveProperties blocks added to a registration while other threads resolve it run whole and in order")
    func propertyBlocksAddedWhileResolving() throws {
        let app = DependencyResolver(name: "app")
        let options = app.register(lifetime: .ephemeral) { Configurable() }
        let mistakes = LockedList<[String]>()
        let finished = onThreads(4) { thread in
            for index in 0..<2_000 {
                if thread == 0, index % 100 == 0 {
                    let step = "\(index / 100)"
                    options.resolveProperties { (_, object) in object.steps.append(step) }
                } else {
                    // Each resolve sees some prefix of the blocks added so far, each once, in order.
                    let steps = app.resolve(Configurable.self).steps
                    if steps != (0..<steps.count).map(String.init) { mistakes.append(steps) }
                }
            }
        }
        try #require(finished, "the threads did not finish: a deadlock")
        #expect(mistakes.all.isEmpty, "\(mistakes.all.prefix(3))")
        #expect(app.resolve(Configurable.self).steps == (0..<20).map(String.init))
    }

    @Test(
        "concurrent first reads of one @LazyResolve agree on the first value kept; @Resolve reads and stores on many threads"
    )
    func propertyWrappersOnManyThreads() throws {
        let app = DependencyResolver(name: "app")
        let made = Counter()
        app.ephemeral { () -> Session in
            made.increment()
            return Session()
        }
        app.register(lifetime: .persistent) { Cat(name: "Mimi") as Animal }
        let lazy = LazyResolve<Session>(container: app)
        let live = Resolve<Animal>(container: app)
        let seen = LockedList<Int>()
        let mistakes = LockedList<String>()

        let finished = onThreads(8) { thread in
            seen.append(lazy.wrappedValue.id)
            for index in 0..<500 {
                if thread == 0, index % 50 == 0 { live.wrappedValue = Cat(name: "Cat \(index)") }
                if live.wrappedValue.name == nil { mistakes.append("no name") }
            }
        }

        try #require(finished, "the threads did not finish: a deadlock")
        // First reads resolve outside the wrapper's lock (so a cycle through it fails instead of hanging):
        // racing first reads of an ephemeral registration may each build one, and the first kept wins.
        #expect((1...8).contains(made.value))
        #expect(Set(seen.all) == [lazy.wrappedValue.id], "every reader got the value kept")
        #expect(mistakes.all.isEmpty)
        #expect(app.resolve(Animal.self).name == "Cat 450")
    }

    @Test("a shared factory that throws while others wait for it: nobody hangs, and a later resolve succeeds")
    func failedSingleFlight() throws {
        let app = DependencyResolver(name: "app")
        let calls = Counter()
        let asking = Counter()
        let overlapped = LockedList<Bool>()
        app.persistent { () throws -> Session in
            let call = calls.increment()
            if call == 1 {
                // Every thread asks while the first build runs, and then it fails.
                overlapped.append(eventually(within: defaultWatchdog) { asking.value == 8 })
                throw FactoryError(reason: "first build fails")
            }
            return Session()
        }
        let successes = LockedList<Session>()
        let failures = LockedList<DependencyError.Kind>()

        let finished = onThreads(8) { _ in
            asking.increment()
            do {
                successes.append(try app.tryResolve(Session.self))
            } catch let error as DependencyError {
                failures.append(error.kind)
            } catch {
                failures.append(.notRegistered)  // not expected: counted as a wrong kind below
            }
        }

        try #require(finished, "a waiter hung after the builder failed")
        #expect(overlapped.all == [true], "all 8 resolves were in progress during the failing build")
        #expect(!failures.all.isEmpty, "the thread whose factory call threw got the error")
        #expect(failures.all.allSatisfy { $0 == .factoryFailed })
        let later: Session = try app.tryResolve()
        let instances = Set((successes.all + [later]).map(ObjectIdentifier.init))
        #expect(instances.count == 1, "one instance after the failure, shared by everyone")
        #expect(calls.value == 2, "one failed build and one successful build")
    }

    @Test("verify, tracing and graph recording while other threads resolve: caches untouched, trees whole")
    func diagnosticsUnderLoad() throws {
        let app = DependencyResolver(name: "app")
        app.persistent { Session() }
        app.register { r in Pair<Session, Int>(r.resolve(), 0) }
        app.transient { Cache() }
        let cached: Session = app.resolve()
        let written = LockedList<String>()
        let mistakes = LockedList<String>()
        let printer = TracePrinter { written.append($0) }

        let finished = onThreads(6) { thread in
            for iteration in 0..<500 {
                switch thread {
                case 0:
                    let report = app.verify()
                    if !report.isValid || report.verified.count != 3 { mistakes.append("verify: \(report)") }
                case 1:
                    app.trace = iteration % 2 == 0 ? printer.handler : nil
                case 2:
                    app.recordsDependencies = iteration % 3 != 0
                    _ = app.dependencyGraph().dot()
                default:
                    let pair: Pair<Session, Int> = app.resolve()
                    if pair.first !== cached { mistakes.append("a resolve missed the cached Session") }
                    let feature = app.child(name: "feature \(thread)")
                    _ = feature.resolve(Cache.self)
                }
            }
        }

        try #require(finished, "a thread hung")
        #expect(mistakes.all.isEmpty, "\(mistakes.all.prefix(3))")
        #expect(app.resolve(Session.self) === cached, "verify never replaced the cached instance")
        // The hook comes and goes mid-resolution, so a tree may lack lines; each is still written whole.
        #expect(written.all.allSatisfy { !$0.hasPrefix(" ") }, "every write starts a tree at its root")
    }

    @Test("torture: every public operation at once, root swapped, stores and resets, lifetimes still hold")
    func torture() throws {
        try RootAccess.exclusively {
            let threadCount = 8
            let app = DependencyResolver(name: "app")
            let sessionBuilds = Counter()
            app.persistent { () -> Session in
                sessionBuilds.increment()
                return Session()
            }
            app.register { r in Pair<Session, Cache>(r.resolve(), r.resolve()) }  // graph
            app.transient { Cache() }
            // The only registration stores go into: every value read is the built one or a stored one.
            let shelf = app.child(name: "shelf")
            let shelfBuilds = Counter()
            shelf.persistent { () -> Cache in
                shelfBuilds.increment()
                return Cache()
            }
            let known = LockedList<Int>()
            let roots = [app.child(name: "root A"), app.child(name: "root B")]
            for (index, root) in roots.enumerated() { root.register { Cat(name: "root \(index)") as Animal } }
            let printer = TracePrinter { _ in }
            let mistakes = LockedList<String>()
            let storedOrBuilt = LockedList<Int>()

            let finished = onThreads(threadCount) { thread in
                var random = SeededGenerator(state: UInt64(thread) &* 7919)
                let own = app.child(name: "thread \(thread)")
                let ownBuilds = Counter()
                own.persistent { () -> Session in
                    ownBuilds.increment()
                    return Session()
                }
                var ownResets = 0
                var ownVerifies = 0
                for _ in 0..<1_500 {
                    switch Int.random(in: 0..<14, using: &random) {
                    case 0:
                        let pair: Pair<Session, Cache> = app.resolve()
                        if pair.first !== app.resolve(Session.self) { mistakes.append("app session not shared") }
                        let ownPair: Pair<Session, Cache> = own.resolve()
                        if ownPair.first === pair.first { mistakes.append("own session not used in own context") }
                    case 1:
                        let cache: Cache = shelf.resolve()
                        storedOrBuilt.append(cache.id)
                    case 2:
                        let cache = Cache()
                        known.append(cache.id)
                        shelf.store(object: cache)
                    case 3:
                        shelf.reset()
                    case 4:
                        own.reset()
                        ownResets += 1
                    case 5:
                        _ = own.resolve(Session.self)
                    case 6:
                        DependencyResolver.root = roots[Int.random(in: 0..<2, using: &random)]
                        let name = DependencyResolver.resolve(Animal.self).name ?? ""
                        if !name.hasPrefix("root ") { mistakes.append("static resolve gave \(name)") }
                    case 7:
                        let screen = own.child()
                        screen.persistent { Cat(name: "screen") as Animal }
                        @Resolve(container: screen) var pet: Animal
                        if pet.name != "screen" { mistakes.append("wrapper read \(pet.name ?? "")") }
                        pet = Cat(name: "assigned")  // stored as the screen's persistent instance
                        if screen.resolve(Animal.self).name != "assigned" { mistakes.append("wrapper store lost") }
                    case 8:
                        let feature = app.child(name: "feature", modules: [Diagnosed.Module()])
                        _ = feature.optional(Animal.self)
                    case 9:
                        let report = own.verify()
                        ownVerifies += 1
                        if !report.isValid { mistakes.append("verify: \(report)") }
                    case 10:
                        app.trace = Bool.random(using: &random) ? printer.handler : nil
                    case 11:
                        app.recordsDependencies = Bool.random(using: &random)
                    case 12:
                        let variant = Variant("t\(thread)")
                        own.replace(variant: variant, lifetime: .persistent) { Session() }
                        let first: Session = own.resolve(variant: variant)
                        if own.resolve(Session.self, variant: variant) !== first { mistakes.append("replace lost") }
                        try? own.tryRemoveResolver(for: Session.self, variant: variant)
                        if own.optional(Session.self, variant: variant) != nil { mistakes.append("remove lost") }
                    default:
                        _ = own.children
                        _ = app.dependencyGraph()
                    }
                }
                // The own session is built once, again after each reset, and once per verification
                // (which builds its own, and twice: on its own and for Pair).
                if ownBuilds.value > ownResets + 1 + 2 * ownVerifies {
                    mistakes.append(
                        "thread \(thread): \(ownBuilds.value) builds, \(ownResets) resets, \(ownVerifies) verifies")
                }
            }

            app.trace = nil
            try #require(finished, "the threads did not finish: a deadlock")
            #expect(mistakes.all.isEmpty, "\(Set(mistakes.all).prefix(5))")
            #expect(sessionBuilds.value == 1, "the app's persistent session is built once, whatever else happens")
            let stored = Set(known.all)
            let builtReads = storedOrBuilt.all.filter { !stored.contains($0) }
            #expect(Set(builtReads).count <= shelfBuilds.value, "every value read was stored or built")
        }
    }

    @Test("bare wrappers fall back into root containers that other threads make and drop at once")
    func fallbackWhileRootsComeAndGo() throws {
        final class Churned: Sendable {}
        final class Reader: @unchecked Sendable {
            @OptionalResolve var churned: Churned?
        }
        let keeper = DependencyResolver(name: "keeper")  // lives throughout: reads always find one
        keeper.persistent { Churned() }
        let mistakes = LockedList<String>()

        let finished = onThreads(6) { thread in
            let reader = Reader()
            for _ in 0..<300 {
                if thread < 3 {
                    let root = DependencyResolver(name: "churn")  // registered in the root registry
                    root.register { Churned() }
                    _ = root.child().optional(Churned.self)
                } else if reader.churned == nil {  // the oldest live registering container, or keeper
                    mistakes.append("no container found although keeper registers the key")
                }
            }
        }

        try #require(finished, "the threads did not finish: a deadlock")
        #expect(mistakes.all.isEmpty)
        #expect(Reader().churned != nil)
    }
}

// MARK: - Threads

/// Runs `body(index)` on `count` new threads, released together (for every file of `ConcurrencyTests`). Returns `false` if they have not all
/// finished after `watchdog` seconds: a deadlock watchdog, so that a hang fails the test instead of the run.
func onThreads(
    _ count: Int,
    watchdog: TimeInterval = defaultWatchdog,
    _ body: @escaping @Sendable (Int) -> Void
) -> Bool {
    let group = DispatchGroup()
    let barrier = Barrier(count)
    for index in 0..<count {
        group.enter()
        let thread = Thread {
            barrier.arriveAndWait()
            body(index)
            group.leave()
        }
        thread.start()
    }
    return group.wait(timeout: .now() + watchdog) == .success
}

/// How long the threads of one test may take before it counts as a deadlock: 120 seconds, or
/// `HIERRESOLVER_WATCHDOG_SECONDS` where a sanitizer slows everything down.
let defaultWatchdog: TimeInterval =
    ProcessInfo.processInfo.environment["HIERRESOLVER_WATCHDOG_SECONDS"].flatMap(TimeInterval.init) ?? 120

/// Holds threads until `count` of them have arrived.
private final class Barrier: @unchecked Sendable {
    private let condition = NSCondition()
    private let count: Int
    private var arrived = 0

    init(_ count: Int) {
        self.count = count
    }

    func arriveAndWait() {
        condition.lock()
        defer { condition.unlock() }
        arrived += 1
        if arrived == count {
            condition.broadcast()
        } else {
            while arrived < count { condition.wait() }
        }
    }
}

extension ConcurrencyTests {
    /// Regression: pruning dead children read each weak reference as a strong one under the tree lock;
    /// when another thread dropped that child meanwhile, its deinit (and the deinit of what its factories
    /// captured) ran under the lock, and a deinit that resolved deadlocked the whole tree.
    @Test("a child dropped while its parent prunes dead children releases it outside the lock")
    func childDroppedDuringPruneDoesNotDeadlock() {
        final class Sentinel: @unchecked Sendable {
            let app: DependencyResolver
            init(_ app: DependencyResolver) { self.app = app }
            deinit { _ = app.resolve(Token.self) }  // takes the tree lock
        }
        let app = DependencyResolver(name: "app")
        app.register { Token() }
        let finished = onThreads(4) { thread in
            for _ in 0..<20_000 {
                if thread == 0 {
                    _ = app.child()
                } else {
                    let feature = app.child()
                    let sentinel = Sentinel(app)
                    feature.register { () -> Token in
                        _ = sentinel
                        return Token()
                    }
                }
            }
        }
        #expect(finished, "the threads did not finish: a deinit ran under the tree lock")
    }
}

/// A feature module for the concurrency tests: a persistent session of the feature's own.
private struct ConcurrentFeatureModule: DependencyRegister {
    func registerDependencies(container: Resolver) {
        container.register(lifetime: .persistent) { Session() }
    }
}
