// Regression tests, one suite per concept: each test pins a defect found after its feature landed,
// and its `/// Defect:` line says what went wrong before.
import Foundation
import Testing

@testable import HierResolver

// Regression tests of arguments, Resolver-style and typed: each pins a defect found after its feature
// landed, and says what went wrong before.

@Suite("Regressions: arguments")
struct ArgumentRegressionTests {
    /// Defect: a single tuple argument `((A, B))` has the same type as `(A, B)`; keyed by that type, it
    /// matched a two-argument registration, which then read its values with the wrong layout.
    @Test("a single tuple argument does not match a registration of several arguments")
    func tupleArgumentIsOneArgument() throws {
        let app = DependencyResolver(name: "app")
        let separate = app.register { (a: Int8, b: Int8, c: Int64) in "separate \(a) \(b) \(c)" }
        let tuple = app.register { (t: (Int8, Int8, Int64)) in "tuple \(t.0) \(t.1) \(t.2)" }
        #expect(separate.isInstalled)
        #expect(tuple.isInstalled, "a one-tuple registration is not a duplicate of a three-argument one")

        let fromSeparate: String = try app.tryResolve(arguments: Int8(1), Int8(2), Int64(3))
        let fromTuple: String = try app.tryResolve(arguments: (Int8(1), Int8(2), Int64(3)))
        #expect(fromSeparate == "separate 1 2 3")
        #expect(fromTuple == "tuple 1 2 3")
    }

    /// Defect: the typed-argument overload once matched `(Resolver)` exactly and registered the
    /// container as a typed argument; the doc comment of register(_:variant:lifetime:factory:) says it works.
    @Test("a factory written { (r: Resolver) in ... } is a resolver factory, not a typed registration")
    func resolverParameterClosure() throws {
        let app = DependencyResolver(name: "app")
        app.register { (r: Resolver) in Owner(pet: r.container.resolve()) }
        app.register { Cat(name: "Mimi") as Animal }

        let owner: Owner = try app.tryResolve()
        #expect(owner.pet.name == "Mimi")
    }
}

// Regression tests of the container tree under several threads: each pins a defect found after its
// feature landed, and says what went wrong before. The suite's name matches CI's thread-sanitizer
// filter (`Concurrency`); `onThreads` waits with the `HIERRESOLVER_WATCHDOG_SECONDS` watchdog.

@Suite("Regressions: concurrency")
struct ConcurrencyRegressionTests {
    /// Defect: pruning dead children read each weak reference as a strong one under the tree lock;
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

// Regression tests of errors and how they are reported: each pins a defect found after its feature
// landed, and says what went wrong before.

@Suite("Regressions: errors")
struct ErrorRegressionTests {
    /// Defect: the captive check asked whether the top-level requester's chain had the key, without asking
    /// whether the requester is below the shared registration's owner at all.
    @Test("a miss in a shared factory is captive only when the requester is below its owner")
    func captiveOnlyBelowTheOwner() {
        final class Leaf {}
        final class Shared {
            init(_ leaf: Leaf) {}
        }
        final class Top {
            init(_ shared: Shared) {}
        }
        let other = DependencyResolver(name: "other")
        let owner = DependencyResolver(name: "owner")
        other.register { Leaf() }
        owner.register(lifetime: .persistent) { r in Shared(try r.tryResolve()) }
        other.register { () throws -> Top in Top(try owner.tryResolve()) }

        let error = #expect(throws: DependencyError.self) { try other.tryResolve(Top.self) }
        #expect(error?.kind == .notRegistered)
    }

    /// Defect: the trapping forms stopped the program at a line inside the library; the message now names
    /// the caller's file and line, where the mistake is.
    @Test("a trapping resolve reports the caller's file and line")
    func trapNamesTheCallersLine() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let app = DependencyResolver(name: "app")
            _ = app.resolve(Counted.self)
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("HierResolverTests/RegressionTests.swift:"))
        #expect(!stderr.contains("Resolving.swift"))
        #expect(stderr.contains("No registration for `HierResolverTests.Counted` in \"app\""))
    }

    /// Defect: a miss listed every near miss, sorted by formatted type names, while holding the tree
    /// lock: next to 8,000 variants of the type asked for its message was 8,005 lines long, and
    /// among 2,000 registrations a miss took over a second while every other thread's resolve waited.
    @Test("a miss next to 8,000 variants of the type lists the ten closest and counts the others")
    func missNextToThousandsOfVariantsIsShort() {
        let app = DependencyResolver(name: "app")
        for index in 0..<8_000 { app.register(variant: Variant("v\(index)")) { Token() } }

        let error = #expect(throws: DependencyError.self) { try app.tryResolve(Token.self, variant: "v12345") }

        let text = message(of: error)
        let listed = text.split(separator: "\n").filter { $0.hasPrefix("  - ") }
        #expect(listed.count == 11, "ten near misses and the line that counts the others")
        #expect(text.split(separator: "\n").count < 20)
        #expect(text.contains("\n  - and 7990 more: `dependencyGraph()` of \"app\" lists every registration it sees\n"))
        // One edit away from "v12345" first: the five variants it has one digit more than.
        let closest = listed.prefix(5).map { $0.split(separator: "\"")[1] }
        #expect(closest == ["v1234", "v1235", "v1245", "v1345", "v2345"])
    }
}

// Regression tests of instance lifetimes and ownership: each pins a defect found after its feature
// landed, and says what went wrong before. The exit tests keep a crash in its own process.

@Suite("Regressions: lifetimes and ownership")
struct LifetimeRegressionTests {
    /// Defect: graph instances were once keyed by the ObjectIdentifier of their context container
    /// without keeping it alive, so a new child allocated where a dropped one lived got the dropped
    /// child's instance ("pet 0" for every screen). The allocator reuses the address here every time.
    @Test("a graph instance built for a child that is gone is not handed to a later child of the same resolution")
    func graphInstanceOfDroppedChildIsNotReused() {
        let app = DependencyResolver(name: "app")
        app.register { Cat(name: "Mimi") as Animal }
        app.register { r in Owner(pet: r.resolve()) }  // graph
        let petNames = LockedList<String>()
        app.register { [unowned app] () -> Token in
            for index in 0..<50 {
                let screen = app.child(name: "screen \(index)")  // dropped at the end of each pass
                screen.register { Cat(name: "pet \(index)") as Animal }
                petNames.append(screen.resolve(Owner.self).pet.name ?? "")
            }
            return Token()
        }

        _ = app.resolve(Token.self)

        #expect(petNames.all == (0..<50).map { "pet \($0)" })
    }

    /// Defect: at the end of a top-level resolution the per-thread state once released its graph
    /// and transient instances while still emptying its arrays. A deinit that resolves started a new
    /// resolution on the same state, which emptied the same arrays again: "Simultaneous accesses"
    /// with exclusivity checks on, a segmentation fault with them off. An exit test, so the crash
    /// stays in its own process.
    @Test(
        "an instance whose deinit resolves from the container may be released when its resolution ends",
        arguments: ["graph", "transient"]
    )
    func deinitResolvingAtEndOfResolution(lifetime: String) async {
        await #expect(processExitsWith: .success) { [lifetime] in
            let app = DependencyResolver(name: "app")
            let deinitResolves = Counter()
            app.register { Session() }
            app.register { r in Pair(r.resolve(Session.self), r.resolve(Session.self)) }
            app.register(lifetime: lifetime == "graph" ? .graph : .transient) { [unowned app] in
                ResolvesOnDeinit(app: app, count: deinitResolves)
            }
            app.register { r in
                _ = r.resolve(ResolvesOnDeinit.self)  // released when the resolution ends
                return Token()
            }

            for _ in 0..<10 { _ = app.resolve(Token.self) }

            #expect(deinitResolves.value == 10)
        }
    }

    /// Defect: the options once held only the registration, whose `owner` is `unowned(unsafe)`;
    /// once the container was gone, `options.container` read freed memory and the process crashed
    /// ("Bad pointer dereference"). An exit test, so the crash stays in its own process.
    @Test("registration options still name their container after everything else let go of it")
    func optionsOutliveContainer() async {
        await #expect(processExitsWith: .success) {
            let options = optionsOfDroppedContainer()
            _ = DependencyResolver(name: "reuses the memory")
            #expect(options.container.name == "feature")
            #expect(options.container.resolve(Session.self).id > 0)
        }
    }
}

/// Resolves from its container when it goes away, as an object that logs through a resolved logger might.
private final class ResolvesOnDeinit {
    let app: DependencyResolver
    let count: Counter

    init(app: DependencyResolver, count: Counter) {
        self.app = app
        self.count = count
    }

    deinit {
        let pair: Pair<Session, Session> = app.resolve()
        if pair.first === pair.second { count.increment() }
    }
}

/// Registration options of a container that nothing but the options refers to any more.
private func optionsOfDroppedContainer() -> RegistrationOptions<Session> {
    let app = DependencyResolver(name: "app")
    let feature = app.child(name: "feature")
    return feature.register { Session() }
}

// The process-wide `root`: replacing it releases the previous root outside its lock.

@Suite("Regressions: root")
struct RootRegressionTests {
    /// Defect: setting `root` released the previous root while the process-wide lock was
    /// held, so a teardown block of that container that read `root` waited for itself forever.
    @Test("a teardown block of the root being replaced can read root")
    func teardownOfReplacedRootReadsRoot() {
        final class Seen: @unchecked Sendable { var name: String? }
        let seen = Seen()
        let finished = onThreads(1) { _ in
            RootAccess.exclusively {
                do {
                    let feature = DependencyResolver(name: "feature")
                    feature.register(lifetime: .persistent) { Session() }
                        .teardown { _ in seen.name = DependencyResolver.root.name }
                    _ = feature.resolve(Session.self)
                    DependencyResolver.root = feature
                }
                DependencyResolver.root = .main  // the feature container's last reference goes here
            }
        }
        #expect(finished, "setting root did not return: the teardown block waited for root's lock")
        #expect(seen.name == "main")
    }
}

// Regression tests of trace handlers: each pins a defect found after its feature landed, and says what
// went wrong before.

@Suite("Regressions: trace handlers")
struct TraceRegressionTests {
    /// Defect: the failure was traced before the resolution ended, so a handler that resolved joined the
    /// failed resolution and was handed its graph instances.
    @Test("a trace handler told of a failure does not see the failed resolution's graph instances")
    func failureTraceSeesNoLeftovers() {
        struct Boom: Error {}
        final class Failing {}
        let app = DependencyResolver(name: "app")
        let serial = Counter()
        app.register { () -> Counted in Counted(serial.increment()) }
        app.register { r -> Failing in
            _ = r.resolve(Counted.self)  // graph instance #1, built by the resolution that fails
            throw Boom()
        }
        let seen = LockedList<Int>()
        app.trace = { [unowned app] event in
            if event.kind == .failed { seen.append(app.resolve(Counted.self).number) }
        }
        _ = try? app.tryResolve(Failing.self)
        #expect(seen.all == [2], "the handler's resolve is a resolution of its own")
    }

    /// Defect: a handler called from inside a resolution joined it, so resolving the type being built
    /// reported a cycle that was not there.
    @Test("a trace handler that resolves inside a resolution is not taken for a cycle")
    func traceHandlerIsNotPartOfTheResolution() {
        final class Screen {}
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .transient) { 42 }  // a value-type transient: traced while building
        app.register { r -> Screen in
            _ = r.resolve(Int.self)
            return Screen()
        }
        let outcomes = LockedList<String>()
        let nested = Counter()
        app.trace = { [unowned app] event in
            guard event.kind == .transientValueType, nested.increment() == 1 else { return }
            do {
                _ = try app.tryResolve(Screen.self)
                outcomes.append("resolved")
            } catch {
                outcomes.append("\(error)")
            }
        }
        _ = app.resolve(Screen.self)
        #expect(outcomes.all == ["resolved"])
    }
}

// Types the regression suites share.

/// A class that records which instance it is.
final class Counted {
    let number: Int
    init(_ number: Int) { self.number = number }
}

// `resolveProperties` blocks of registrations whose factory is async.

@Suite("Regressions: resolveProperties")
struct PropertyResolvingRegressionTests {
    /// Defect: an `await` resolve built an async factory's instance without running its
    /// `resolveProperties` blocks, so the instance it handed out, and kept, was never set up.
    @Test("resolveProperties blocks run for an async factory's new instances")
    func blocksRunForAsyncFactories() async throws {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .ephemeral) { () async throws -> Configurable in Configurable() }
            .resolveProperties { (_, object) in object.label = "ephemeral" }
        app.register(lifetime: .persistent) { () async throws -> ConfigurableValue in ConfigurableValue() }
            .resolveProperties { (_, value) in value.label = "persistent" }

        #expect(try await app.async.tryResolve(Configurable.self).label == "ephemeral")
        #expect(try await app.async.tryResolve(ConfigurableValue.self).label == "persistent")
        #expect(
            try await app.async.tryResolve(ConfigurableValue.self).label == "persistent",
            "the kept value is the completed one")
    }
}
