import HierResolver
import Testing

/// One level of a chain of graph registrations, holding the next and the instance every level shares.
final class GraphLevel: @unchecked Sendable {
    let next: GraphLevel?
    let shared: Cache
    init(next: GraphLevel?, shared: Cache) {
        self.next = next
        self.shared = shared
    }

    /// Every level's shared instance, top first.
    var allShared: [Cache] {
        var found: [Cache] = []
        var level: GraphLevel? = self
        while let current = level {
            found.append(current.shared)
            level = current.next
        }
        return found
    }
}

/// A graph registration whose first build in a resolution fails.
private final class Flaky: Sendable {}

// A resolution with more graph instances than are searched one by one: the store's index answers.
@Suite("Graph instances of a deep resolution")
struct GraphStoreTests {
    static let depth = 40

    @Test("a synchronous resolution shares one graph instance across 40 graph levels", arguments: [false, true])
    func deepSynchronousGraph(fromChild: Bool) {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .graph) { Cache() }
        for level in 0..<Self.depth {
            app.register(variant: Variant("level \(level)"), lifetime: .graph) { r -> GraphLevel in
                let next: GraphLevel? =
                    level + 1 < Self.depth ? r.resolve(GraphLevel.self, variant: Variant("level \(level + 1)")) : nil
                return GraphLevel(next: next, shared: r.resolve())
            }
        }
        let from = fromChild ? app.child(name: "child") : app
        let top = from.resolve(GraphLevel.self, variant: "level 0")
        let second = from.resolve(GraphLevel.self, variant: "level 0")
        #expect(top.allShared.count == Self.depth)
        #expect(Set(top.allShared.map(ObjectIdentifier.init)).count == 1)
        #expect(top.shared !== second.shared, "a new resolution builds its own")
    }

    @Test("an async resolution shares one graph instance across 40 graph levels")
    func deepAsyncGraph() async throws {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .graph) { Cache() }
        for level in 0..<Self.depth {
            app.register(variant: Variant("level \(level)"), lifetime: .graph) { r async throws -> GraphLevel in
                let next: GraphLevel? =
                    level + 1 < Self.depth
                    ? try await r.async.tryResolve(GraphLevel.self, variant: Variant("level \(level + 1)")) : nil
                // Every other level asks synchronously: the same resolution's instance either way.
                let shared: Cache = level.isMultiple(of: 2) ? try await r.async.tryResolve() : try r.tryResolve()
                return GraphLevel(next: next, shared: shared)
            }
        }
        let top = try await app.async.tryResolve(GraphLevel.self, variant: "level 0")
        #expect(top.allShared.count == Self.depth)
        #expect(Set(top.allShared.map(ObjectIdentifier.init)).count == 1)
    }

    @Test("a failed async graph build is forgotten in a deep resolution: the next resolve builds again")
    func failedBuildForgottenWhenIndexed() async throws {
        let app = DependencyResolver(name: "app")
        let attempts = Counter()
        app.register(lifetime: .graph) { () async throws -> Flaky in
            if attempts.increment() == 1 { throw FactoryError(reason: "first") }
            return Flaky()
        }
        for level in 0..<Self.depth {
            app.register(variant: Variant("level \(level)"), lifetime: .graph) { () async -> Cache in Cache() }
        }
        app.register(lifetime: .graph) { r async throws -> Pair<Flaky, Flaky> in
            for level in 0..<Self.depth {
                _ = try await r.async.tryResolve(Cache.self, variant: Variant("level \(level)"))
            }
            let failed = try? await r.async.tryResolve(Flaky.self)
            #expect(failed == nil)
            let first: Flaky = try await r.async.tryResolve()
            return Pair(first, try await r.async.tryResolve())
        }
        let pair = try await app.async.tryResolve(Pair<Flaky, Flaky>.self)
        #expect(attempts.value == 2)
        #expect(pair.first === pair.second)
    }
}
