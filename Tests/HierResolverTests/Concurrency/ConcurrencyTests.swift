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
            helperFinished.append(done.wait(timeout: .now() + defaultWatchdog) == .success)
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
}

/// A feature module for the concurrency tests: a persistent session of the feature's own.
private struct ConcurrentFeatureModule: DependencyRegister {
    func registerDependencies(container: Resolver) {
        container.register(lifetime: .persistent) { Session() }
    }
}
