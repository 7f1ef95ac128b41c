import Foundation
import HierResolver
import Testing

// Part of the "Concurrency" suite (CI runs it under the thread sanitizer): property wrappers, failing
// shared builds, diagnostics, every public operation at once, and bare wrappers' fallback, each on many
// threads released together by `onThreads` and waited for with the watchdog setting.

extension ConcurrencyTests {
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
        app.register(lifetime: .persistent) { SharedCat(name: "Mimi") as SharedAnimal }
        let lazy = LazyResolve<Session>(container: app)
        let live = Resolve<SharedAnimal>(container: app)
        let seen = LockedList<Int>()
        let mistakes = LockedList<String>()

        let finished = onThreads(8) { thread in
            seen.append(lazy.wrappedValue.id)
            for index in 0..<500 {
                if thread == 0, index % 50 == 0 { live.wrappedValue = SharedCat(name: "Cat \(index)") }
                if live.wrappedValue.name == nil { mistakes.append("no name") }
            }
        }

        try #require(finished, "the threads did not finish: a deadlock")
        // First reads resolve outside the wrapper's lock (so a cycle through it fails instead of hanging):
        // racing first reads of an ephemeral registration may each build one, and the first kept wins.
        #expect((1...8).contains(made.value))
        #expect(Set(seen.all) == [lazy.wrappedValue.id], "every reader got the value kept")
        #expect(mistakes.all.isEmpty)
        #expect(app.resolve(SharedAnimal.self).name == "Cat 450")
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

/// An animal whose values may cross threads: a wrapper shared between threads is sendable only when
/// what it keeps is.
private protocol SharedAnimal: Sendable {
    var name: String? { get }
}

private final class SharedCat: SharedAnimal {
    let name: String?

    init(name: String?) { self.name = name }
}
