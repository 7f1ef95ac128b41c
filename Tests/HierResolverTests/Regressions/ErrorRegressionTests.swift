import HierResolver
import Testing

/// One test per defect found after its feature landed, named for the defect.
@Suite("Regressions")
struct RegressionTests {
    /// A single tuple argument `((A, B))` has the same type as `(A, B)`; keyed by that type, it
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

    /// The failure was traced before the resolution ended, so a handler that resolved joined the
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

    /// A handler called from inside a resolution joined it, so resolving the type being built
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

    /// The captive check asked whether the top-level requester's chain had the key, without asking
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
}

/// A class that records which instance it is.
final class Counted {
    let number: Int
    init(_ number: Int) { self.number = number }
}

extension RegressionTests {
    /// The trapping forms stopped the program at a line inside the library; the message now names
    /// the caller's file and line, where the mistake is.
    @Test("a trapping resolve reports the caller's file and line")
    func trapNamesTheCallersLine() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let app = DependencyResolver(name: "app")
            _ = app.resolve(Counted.self)
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("RegressionTests.swift:"))
        #expect(!stderr.contains("Resolving.swift"))
        #expect(stderr.contains("No registration for `HierResolverTests.Counted` in \"app\""))
    }
}
