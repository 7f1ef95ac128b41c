import Foundation
import HierResolver
import Testing

/// Types of the fault tests.
enum Faulty {
    final class Leaf {
        let id = Serial.next()
    }

    final class Middle {
        let leaf: Leaf
        let id = Serial.next()

        init(leaf: Leaf) { self.leaf = leaf }
    }

    final class Top {
        let middle: Middle
        let audit: Audit

        init(middle: Middle, audit: Audit) {
            self.middle = middle
            self.audit = audit
        }
    }

    final class Audit {
        let id = Serial.next()
        var peer: Peer?
    }

    final class Peer {
        weak var audit: Audit?
    }

    /// Fails the first `failures` times it is asked, then succeeds.
    final class Switch: @unchecked Sendable {
        private let lock = NSLock()
        private var remaining: Int

        init(failures: Int) { remaining = failures }

        func check(_ reason: String) throws {
            lock.lock()
            defer { lock.unlock() }
            if remaining > 0 {
                remaining -= 1
                throw FactoryError(reason: reason)
            }
        }
    }

    struct FlakyModule: DependencyRegister {
        let fault: Switch
        let calls: Counter

        func registerDependencies(container: Resolver) {
            calls.increment()
            container.register(lifetime: .persistent) { () throws -> Leaf in
                try fault.check("module factory")
                return Leaf()
            }
            container.register { r in Middle(leaf: try r.tryResolve()) }
        }
    }
}

@Suite("Faults: throwing factories leave nothing half-made")
struct FaultTests {
    /// Top (graph) -> Middle (persistent) -> Leaf (graph, fails once); Top also needs Audit (persistent).
    private func graph(failing fault: Faulty.Switch, middleBuilds: Counter) -> DependencyResolver {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { Faulty.Audit() }
        app.register { () throws -> Faulty.Leaf in
            try fault.check("leaf")
            return Faulty.Leaf()
        }
        app.register(lifetime: .persistent) { r -> Faulty.Middle in
            middleBuilds.increment()
            return Faulty.Middle(leaf: try r.tryResolve())
        }
        app.register { r in Faulty.Top(middle: try r.tryResolve(), audit: try r.tryResolve()) }
        return app
    }

    @Test("a factory that throws in the middle of a graph: nothing above it is cached, the next resolve works")
    func throwInGraph() throws {
        let middleBuilds = Counter()
        let app = graph(failing: Faulty.Switch(failures: 1), middleBuilds: middleBuilds)
        let audit: Faulty.Audit = app.resolve()  // cached before the failure: stays

        let error = #expect(throws: DependencyError.self) { try app.tryResolve(Faulty.Top.self) }

        #expect(error?.kind == .factoryFailed)
        #expect(
            error?.resolutionChain == [
                "`HierResolverTests.Faulty.Top`", "`HierResolverTests.Faulty.Middle`",
                "`HierResolverTests.Faulty.Leaf`",
            ])
        #expect((error?.underlyingError as? FactoryError)?.reason == "leaf")
        let top: Faulty.Top = try app.tryResolve()
        #expect(middleBuilds.value == 2, "the failed Middle was not cached, so it was built again")
        #expect(top.audit === audit, "what was cached before the failure is untouched")
        #expect(app.resolve(Faulty.Middle.self) === top.middle, "the rebuilt Middle is cached now")
    }

    @Test("a persistent whose dependency fails is not cached, even when it is resolved from a child")
    func throwInChildContext() throws {
        let middleBuilds = Counter()
        let app = graph(failing: Faulty.Switch(failures: 2), middleBuilds: middleBuilds)
        let feature = app.child(name: "feature")

        #expect(throws: DependencyError.self) { try feature.tryResolve(Faulty.Middle.self) }
        #expect(throws: DependencyError.self) { try app.tryResolve(Faulty.Middle.self) }
        let middle: Faulty.Middle = try feature.tryResolve()

        #expect(middleBuilds.value == 3)
        #expect(app.resolve(Faulty.Middle.self) === middle, "one instance, in its owner")
    }

    @Test("a resolveProperties block that throws caches nothing, and its circular partner is not kept either")
    func throwInResolveProperties() throws {
        let app = DependencyResolver(name: "app")
        let fault = Faulty.Switch(failures: 1)
        let builds = Counter()
        app.register(lifetime: .persistent) { () -> Faulty.Audit in
            builds.increment()
            return Faulty.Audit()
        }
        .resolveProperties { r, audit in
            audit.peer = try r.tryResolve(Faulty.Peer.self)
            try fault.check("properties")
        }
        app.register(lifetime: .persistent) { Faulty.Peer() }
            .resolveProperties { r, peer in peer.audit = try r.tryResolve(Faulty.Audit.self) }

        let error = #expect(throws: DependencyError.self) { try app.tryResolve(Faulty.Audit.self) }

        #expect(error?.kind == .factoryFailed)
        #expect(error?.message.contains("resolveProperties block") == true)
        let audit: Faulty.Audit = try app.tryResolve()
        #expect(builds.value == 2)
        let peer = try #require(audit.peer)
        #expect(peer.audit === audit, "the peer cached now refers to the audit cached now")
        #expect(app.resolve(Faulty.Peer.self) === peer)
    }

    @Test(
        "a module's factory that throws: the module is installed once, its registrations stay, the next resolve works")
    func throwInsideModule() throws {
        let app = DependencyResolver(name: "app")
        let calls = Counter()
        let module = Faulty.FlakyModule(fault: Faulty.Switch(failures: 1), calls: calls)
        app.register(module: module)

        #expect(throws: DependencyError.self) { try app.tryResolve(Faulty.Middle.self) }
        #expect(app.register(module: module) == false, "installed once")
        let middle: Faulty.Middle = try app.tryResolve()

        #expect(calls.value == 1)
        #expect(app.resolve(Faulty.Leaf.self) === middle.leaf)
    }

    @Test("a failed resolve leaves the thread able to resolve anything: no stale chain, graph or cycle state")
    func noStaleStateAfterFailure() throws {
        let app = DependencyResolver(name: "app")
        let fault = Faulty.Switch(failures: 50)
        app.register { () throws -> Faulty.Leaf in
            try fault.check("leaf")
            return Faulty.Leaf()
        }
        app.register { r in Faulty.Middle(leaf: try r.tryResolve()) }
        for _ in 0..<50 {
            #expect(throws: DependencyError.self) { try app.tryResolve(Faulty.Middle.self) }
        }
        let first: Faulty.Middle = try app.tryResolve()
        let second: Faulty.Middle = try app.tryResolve()
        #expect(first !== second, "graph instances of failed resolutions were not kept")
        #expect(first.leaf !== second.leaf)
    }
}
