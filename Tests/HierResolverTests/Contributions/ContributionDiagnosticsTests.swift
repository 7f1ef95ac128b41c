import Foundation
import HierResolver
import Testing

// Contributions seen by `verify()`, the dependency graph, the trace hook, copies and other threads.
extension ContributionTests {
    @Test("verify builds every contribution and reports each as an entry of its own")
    func verifyReportsEachContribution() {
        let app = DependencyResolver(name: "app")
        let built = Counter()
        app.contribute(id: "logging", lifetime: .persistent) { () -> Interceptor in
            built.increment()
            return LabelledInterceptor("logging")
        }
        let line = #line + 1
        app.contribute { LabelledInterceptor("metrics") as Interceptor }
        app.contribute(id: "broken") { () throws -> Interceptor in throw FactoryError(reason: "no disk") }

        let report = app.verify()
        let verified = Set(report.verified.map(\.key))
        #expect(verified.contains("`HierResolverTests.Interceptor` (contribution \"logging\")"))
        #expect(
            verified.contains(
                "`HierResolverTests.Interceptor` (contribution at HierResolverTests/ContributionDiagnosticsTests.swift:\(line))"
            ))
        #expect(report.failures.map(\.entry?.key) == ["`HierResolverTests.Interceptor` (contribution \"broken\")"])
        #expect(built.value == 1)
        app.removeContribution(Interceptor.self, id: "broken")
        _ = app.resolveAll(Interceptor.self)
        #expect(built.value == 2, "verify kept no instance of the persistent contribution")
    }

    @Test("the dependency graph draws each contribution, and a factory's resolveAll as edges to them")
    func graphShowsContributions() {
        let app = DependencyResolver(name: "app")
        app.contribute(id: "logging") { LabelledInterceptor("logging") as Interceptor }
        app.contribute(id: "auth") { LabelledInterceptor("auth") as Interceptor }
        app.register { r in Pipeline(interceptors: r.resolveAll()) }
        app.recordsDependencies = true
        _ = app.resolve(Pipeline.self)

        let graph = app.dependencyGraph()
        let nodes = graph.containers[0].nodes
        let id = { (key: String) in nodes.first { $0.key == key }?.id }
        let pipeline = id("`HierResolverTests.Pipeline`")
        let logging = id("`HierResolverTests.Interceptor` (contribution \"logging\")")
        let auth = id("`HierResolverTests.Interceptor` (contribution \"auth\")")
        #expect(pipeline != nil && logging != nil && auth != nil)
        let edges = Set(graph.edges.map { "\($0.from)->\($0.to)" })
        #expect(edges == ["\(pipeline ?? "")->\(logging ?? "")", "\(pipeline ?? "")->\(auth ?? "")"])
    }

    @Test("the trace hook hears of a failed top-level resolveAll")
    func traceHearsFailure() {
        let app = DependencyResolver(name: "app")
        let events = LockedList<TraceEvent>()
        app.trace = { events.append($0) }
        app.contribute(id: "broken") { () throws -> Interceptor in throw FactoryError(reason: "no disk") }

        _ = try? app.tryResolveAll(Interceptor.self)
        let failed = events.all.filter { $0.kind == .failed }
        #expect(failed.map(\.key) == ["every contribution to `HierResolverTests.Interceptor`"])
    }

    @Test(
        "a copy keeps the contributions with fresh instances; an override with an id takes its place, a new one is added"
    )
    func copyKeepsContributions() {
        let app = DependencyResolver(name: "app")
        app.contribute(id: "logging", lifetime: .persistent) { LabelledInterceptor("logging") as Interceptor }
        app.contribute(id: "auth", lifetime: .persistent) { LabelledInterceptor("auth") as Interceptor }
        let feature = app.child(name: "feature")
        feature.contribute(id: "audit") { LabelledInterceptor("audit") as Interceptor }
        let original = feature.resolveAll(Interceptor.self)

        let plain = feature.copy(name: "plain")
        let copied = plain.resolveAll(Interceptor.self)
        #expect(labels(copied) == ["logging", "auth", "audit"])
        #expect(copied[0] !== original[0], "the copy starts with empty caches")

        let test = feature.copy(name: "test") { fakes in
            fakes.contribute(id: "logging") { LabelledInterceptor("silent") as Interceptor }
            fakes.contribute { LabelledInterceptor("spy") as Interceptor }
            fakes.removeContribution(Interceptor.self, id: "audit")
        }
        let overridden = test.resolveAll(Interceptor.self)
        #expect(labels(overridden) == ["silent", "auth", "spy"])
        #expect(overridden[0] === test.resolveAll(Interceptor.self)[0], "the override takes the replaced lifetime")
        #expect(labels(feature.resolveAll()) == ["logging", "auth", "audit"], "the original is left as it was")
    }

    @Test("a contribution's .implements serves it under another type, without a variant")
    func implementsServesTheContribution() {
        let app = DependencyResolver(name: "app")
        app.contribute(id: "logging", lifetime: .persistent) { LabelledInterceptor("logging") as Interceptor }
            .implements(LabelledInterceptor.self)

        let all: [Interceptor] = app.resolveAll()
        #expect(app.resolve(LabelledInterceptor.self) === all[0])
    }

    @Test("concurrent resolveAll builds a persistent contribution once and gives every thread the same instance")
    func concurrentResolveAll() {
        let app = DependencyResolver(name: "app")
        let built = Counter()
        app.contribute(lifetime: .persistent) { () -> Interceptor in
            built.increment()
            Thread.sleep(forTimeInterval: 0.005)  // widen the window in which threads race to build it
            return LabelledInterceptor("kept")
        }
        app.contribute(lifetime: .ephemeral) { LabelledInterceptor("fresh") as Interceptor }
        let feature = app.child(name: "feature")
        let seen = LockedList<Int>()

        DispatchQueue.concurrentPerform(iterations: 16) { index in
            let container = index.isMultiple(of: 2) ? app : feature
            for _ in 0..<50 {
                let all = container.resolveAll(Interceptor.self)
                if let kept = all.first as? LabelledInterceptor { seen.append(kept.id) }
            }
        }
        #expect(built.value == 1)
        #expect(Set(seen.all).count == 1)
        #expect(seen.all.count == 16 * 50)
    }
}

// Contributions made by async factories, and the `await` form of resolveAll.
extension ContributionTests {
    @Test(
        "await resolveAll builds async contributions in order, a persistent one once; the synchronous form refuses them"
    )
    func asyncContributions() async throws {
        let app = DependencyResolver(name: "app")
        let built = Counter()
        app.register { Cat(name: "app") as Animal }
        app.contribute(id: "kept", lifetime: .persistent) { _ async throws -> Interceptor in
            built.increment()
            await Task.yield()
            return LabelledInterceptor("kept")
        }
        app.contribute { LabelledInterceptor("plain") as Interceptor }
        app.contribute { r async throws -> Interceptor in PetInterceptor(pet: try r.tryResolve()) }
        let feature = app.child(name: "feature")
        feature.register { Cat(name: "feature") as Animal }

        let first = try await feature.async.tryResolveAll(Interceptor.self)
        let second: [Interceptor] = await feature.async.resolveAll()
        #expect(labels(first) == ["kept", "plain", "pet:feature"])
        #expect(first[0] === second[0] && built.value == 1)

        let fresh = DependencyResolver(name: "fresh")
        fresh.contribute(id: "async") { _ async throws -> Interceptor in LabelledInterceptor("async") }
        let error = #expect(throws: DependencyError.self) { try fresh.tryResolveAll(Interceptor.self) }
        #expect(error?.kind == .isolation)
        #expect(error?.resolutionChain == ["`HierResolverTests.Interceptor` (contribution \"async\")"])
    }
}

// `resolveAll` inside the async factories that `await async.verify()` builds.
extension ContributionTests {
    @Test(
        "await async.verify(): an async factory's resolveAll builds the contributions in verify's mode and keeps nothing"
    )
    func asyncVerifyKeepsNoContribution() async {
        let app = DependencyResolver(name: "app")
        let built = Counter()
        app.contribute(lifetime: .persistent) { () -> Interceptor in
            built.increment()
            return LabelledInterceptor("kept")
        }
        app.register { r async throws -> Pipeline in
            await Task.yield()
            return Pipeline(interceptors: try r.tryResolveAll())
        }

        let report = await app.async.verify()
        #expect(report.isValid)
        let afterVerify = built.value
        _ = app.resolveAll(Interceptor.self)
        #expect(built.value == afterVerify + 1, "verify kept no instance of the persistent contribution")
    }
}
