import Foundation
import HierResolver
import Testing

// `resolveAll` while contributions are removed: each one present or absent, never a failure.
extension ContributionTests {
    @Test("a contribution removed while resolveAll runs is left out, and the trace calls it a contribution")
    func removedDuringResolveAll() throws {
        let app = DependencyResolver(name: "app")
        let events = LockedList<TraceEvent>()
        app.contribute(id: "first") { r -> Interceptor in
            // Runs after resolveAll read the order: "second" goes before it is resolved.
            r.container.removeContribution(Interceptor.self, id: "second")
            return LabelledInterceptor("first")
        }
        app.contribute(id: "second") { LabelledInterceptor("second") as Interceptor }
        app.contribute(id: "third") { LabelledInterceptor("third") as Interceptor }
        app.trace = { events.append($0) }

        let all = try app.tryResolveAll(Interceptor.self)

        #expect(labels(all) == ["first", "third"])
        let missed = try #require(events.all.first { $0.kind == .notFound })
        #expect(missed.message.contains("No contribution \"second\" to `HierResolverTests.Interceptor`"))
        #expect(missed.message.contains("contribute(id: \"second\")"))
        #expect(!missed.message.contains("variant"))
        #expect(labels(app.resolveAll(Interceptor.self)) == ["first", "third"])
    }

    @Test("the await form leaves out a contribution removed while it runs")
    func removedDuringAsyncResolveAll() async throws {
        let app = DependencyResolver(name: "app")
        app.contribute(id: "first") { r async -> Interceptor in
            r.container.removeContribution(Interceptor.self, id: "second")
            return LabelledInterceptor("first")
        }
        app.contribute(id: "second") { LabelledInterceptor("second") as Interceptor }

        let all = try await app.async.tryResolveAll(Interceptor.self)

        #expect(labels(all) == ["first"])
    }

    @Test("resolveAll racing contribute and removeContribution on another thread never fails")
    func resolveAllRacingRemoval() throws {
        let app = DependencyResolver(name: "app")
        app.contribute(id: "base") { LabelledInterceptor("base") as Interceptor }
        let feature = app.child(name: "feature")
        let stop = Counter()
        let churn = Thread {
            while stop.value == 0 {
                feature.contribute(id: "extra") { LabelledInterceptor("extra") as Interceptor }
                feature.removeContribution(Interceptor.self, id: "extra")
            }
        }
        churn.start()
        defer { stop.increment() }
        var failures: [String] = []
        var seen: Set<[String]> = []
        for _ in 0..<60_000 {
            do {
                seen.insert(labels(try feature.tryResolveAll(Interceptor.self)))
            } catch {
                failures.append("\(error)")
            }
        }
        #expect(failures.count == 0, "\(failures.count) failures, the first: \(failures.first ?? "")")
        #expect(seen.isSubset(of: [["base"], ["base", "extra"]]))
    }
}
