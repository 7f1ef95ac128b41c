import Foundation
import HierResolver
import Testing

/// What the contribution tests contribute: an interceptor that says which one it is.
protocol Interceptor: AnyObject {
    var label: String { get }
}

/// An interceptor told apart by its label, and its instances by `id`.
final class LabelledInterceptor: Interceptor {
    let label: String
    let id = Serial.next()

    init(_ label: String) {
        self.label = label
    }
}

/// An interceptor with a dependency, to see which container's registration it got.
final class PetInterceptor: Interceptor {
    let pet: Animal
    var label: String { "pet:" + (pet.name ?? "?") }

    init(pet: Animal) {
        self.pet = pet
    }
}

/// An interceptor that holds a `Cache`, to see whether one resolution shared it.
final class CachingInterceptor: Interceptor {
    let label: String
    let cache: Cache

    init(_ label: String, cache: Cache) {
        self.label = label
        self.cache = cache
    }
}

/// What resolves every interceptor: the consumer of a collection.
final class Pipeline {
    let interceptors: [Interceptor]

    init(interceptors: [Interceptor]) {
        self.interceptors = interceptors
    }
}

func labels(_ interceptors: [Interceptor]) -> [String] {
    interceptors.map(\.label)
}

@Suite("Contributions")
struct ContributionTests {
    @Test("resolveAll returns every contribution in the order it was made")
    func order() {
        let app = DependencyResolver(name: "app")
        app.contribute { LabelledInterceptor("logging") as Interceptor }
        app.contribute(id: "auth") { LabelledInterceptor("auth") as Interceptor }
        app.contribute { _ in LabelledInterceptor("metrics") as Interceptor }

        let all: [Interceptor] = app.resolveAll()
        #expect(labels(all) == ["logging", "auth", "metrics"])
        #expect(labels(app.resolveAll(Interceptor.self)) == ["logging", "auth", "metrics"])
    }

    @Test(
        "each contribution has its own lifetime: persistent built once, ephemeral every time, graph once per resolveAll"
    )
    func lifetimes() throws {
        let app = DependencyResolver(name: "app")
        app.register { Cache() }  // graph
        app.contribute(lifetime: .persistent) { LabelledInterceptor("kept") as Interceptor }
        app.contribute(lifetime: .ephemeral) { LabelledInterceptor("fresh") as Interceptor }
        app.contribute { r in CachingInterceptor("first", cache: r.resolve()) as Interceptor }
        app.contribute { r in CachingInterceptor("second", cache: r.resolve()) as Interceptor }

        let first = try app.tryResolveAll(Interceptor.self)
        let second = try app.tryResolveAll(Interceptor.self)
        #expect(first[0] === second[0], "the persistent one is kept")
        #expect(first[1] !== second[1], "the ephemeral one is built on every resolveAll")
        let caches = (first[2] as? CachingInterceptor)?.cache
        let other = (first[3] as? CachingInterceptor)?.cache
        #expect(caches != nil && caches === other, "one resolveAll is one resolution: its graph instances are shared")
        #expect((second[2] as? CachingInterceptor)?.cache !== caches, "and the next is another resolution")
    }

    @Test("a child adds its contributions after its ancestors'; the parent and siblings do not see them")
    func childAdds() {
        let app = DependencyResolver(name: "app")
        app.contribute { LabelledInterceptor("app-1") as Interceptor }
        let feature = app.child(name: "feature")
        feature.contribute { LabelledInterceptor("feature") as Interceptor }
        app.contribute { LabelledInterceptor("app-2") as Interceptor }  // after the child's, still an ancestor's
        let sibling = app.child(name: "sibling")

        #expect(labels(feature.resolveAll()) == ["app-1", "app-2", "feature"])
        #expect(labels(app.resolveAll()) == ["app-1", "app-2"])
        #expect(labels(sibling.resolveAll()) == ["app-1", "app-2"])
        #expect(labels(feature.child(name: "grandchild").resolveAll()) == ["app-1", "app-2", "feature"])
    }

    @Test("a child drops an ancestor's contribution for itself and its descendants; the ancestor keeps it")
    func childDrops() {
        let app = DependencyResolver(name: "app")
        app.contribute(id: "logging") { LabelledInterceptor("logging") as Interceptor }
        app.contribute(id: "auth") { LabelledInterceptor("auth") as Interceptor }
        let checkout = app.child(name: "checkout")
        checkout.removeContribution(Interceptor.self, id: "logging")
        let payment = checkout.child(name: "payment")
        payment.contribute(id: "logging") { LabelledInterceptor("payment-logging") as Interceptor }

        #expect(labels(checkout.resolveAll()) == ["auth"])
        #expect(labels(checkout.child(name: "step").resolveAll()) == ["auth"])
        #expect(labels(payment.resolveAll()) == ["auth", "payment-logging"], "contributed again below the drop")
        #expect(labels(app.resolveAll()) == ["logging", "auth"])
        #expect(labels(app.child(name: "other").resolveAll()) == ["logging", "auth"])
    }

    @Test("dropping a container's own contribution removes it; dropping an unknown id changes nothing")
    func dropOwn() {
        let app = DependencyResolver(name: "app")
        app.contribute(id: "logging", lifetime: .persistent) { LabelledInterceptor("logging") as Interceptor }
        app.contribute(id: "auth") { LabelledInterceptor("auth") as Interceptor }
        _ = app.resolveAll(Interceptor.self)
        app.removeContribution(Interceptor.self, id: "logging")
        app.removeContribution(Interceptor.self, id: "nothing")

        #expect(labels(app.resolveAll()) == ["auth"])
        app.contribute(id: "logging") { LabelledInterceptor("logging-again") as Interceptor }
        #expect(labels(app.resolveAll()) == ["auth", "logging-again"])
    }

    @Test("a child's contribution with an ancestor's id takes its place in the order")
    func childOverridesInPlace() {
        let app = DependencyResolver(name: "app")
        app.contribute(id: "logging") { LabelledInterceptor("logging") as Interceptor }
        app.contribute(id: "auth") { LabelledInterceptor("auth") as Interceptor }
        let test = app.child(name: "test")
        test.contribute(id: "logging") { LabelledInterceptor("silent") as Interceptor }

        #expect(labels(test.resolveAll()) == ["silent", "auth"])
        #expect(labels(app.resolveAll()) == ["logging", "auth"])
    }

    @Test("in one container the first contribution of an id wins")
    func firstOfAnIdWins() {
        let app = DependencyResolver(name: "app")
        #expect(app.contribute(id: "logging") { LabelledInterceptor("first") as Interceptor }.isInstalled)
        #expect(!app.contribute(id: "logging") { LabelledInterceptor("second") as Interceptor }.isInstalled)
        #expect(labels(app.resolveAll()) == ["first"])
    }

    @Test("a single resolve finds the registration, never a contribution, and fails as before when there is none")
    func singleResolveUnaffected() throws {
        let app = DependencyResolver(name: "app")
        let line = #line + 1
        app.contribute(lifetime: .persistent) { LabelledInterceptor("contributed") as Interceptor }

        let error = #expect(throws: DependencyError.self) { try app.tryResolve(Interceptor.self) }
        #expect(error?.kind == .notRegistered)
        #expect(
            error?.message.contains(
                "`HierResolverTests.Interceptor` (contribution at HierResolverTests/ContributionTests.swift:\(line)) "
                    + "in \"app\": a contribution, which only `resolveAll()` returns; register "
                    + "`HierResolverTests.Interceptor` to resolve one") == true, "the miss points at resolveAll")
        #expect(app.optional(Interceptor.self) == nil)

        app.register { LabelledInterceptor("registered") as Interceptor }
        #expect(app.resolve(Interceptor.self).label == "registered")
        #expect(labels(app.resolveAll()) == ["contributed"], "the registration is not a contribution")
    }

    @Test("resolveAll of a type nothing contributed to is empty")
    func empty() throws {
        let app = DependencyResolver(name: "app")
        app.register { LabelledInterceptor("registered") as Interceptor }
        #expect(try app.tryResolveAll(Interceptor.self).isEmpty)
        #expect(app.child().resolveAll(Interceptor.self).isEmpty)
        app.contribute(id: "only") { LabelledInterceptor("only") as Interceptor }
        let feature = app.child(name: "feature")
        feature.removeContribution(Interceptor.self, id: "only")
        #expect(feature.resolveAll(Interceptor.self).isEmpty)
    }

    @Test("a failing contribution fails resolveAll, and the chain names it")
    func failureNamesTheContribution() {
        let app = DependencyResolver(name: "app")
        app.contribute { LabelledInterceptor("fine") as Interceptor }
        app.contribute(id: "broken") { () throws -> Interceptor in throw FactoryError(reason: "no disk") }
        app.register { r in Pipeline(interceptors: try r.tryResolveAll()) }

        let direct = #expect(throws: DependencyError.self) { try app.tryResolveAll(Interceptor.self) }
        #expect(direct?.resolutionChain == ["`HierResolverTests.Interceptor` (contribution \"broken\")"])
        #expect(direct?.message.contains("no disk") == true)

        let nested = #expect(throws: DependencyError.self) { try app.tryResolve(Pipeline.self) }
        #expect(
            nested?.resolutionChain == [
                "`HierResolverTests.Pipeline`", "`HierResolverTests.Interceptor` (contribution \"broken\")",
            ])
    }

    @Test("a contribution without an id is named in messages by the line that made it")
    func unnamedContributionNamedByLine() {
        let app = DependencyResolver(name: "app")
        let line = #line + 1
        app.contribute { () throws -> Interceptor in throw FactoryError(reason: "no disk") }

        let error = #expect(throws: DependencyError.self) { try app.tryResolveAll(Interceptor.self) }
        #expect(
            error?.resolutionChain == [
                "`HierResolverTests.Interceptor` (contribution at HierResolverTests/ContributionTests.swift:\(line))"
            ])
    }

    @Test(
        "a contribution's factory sees the context of the rule: a child's override for graph, the owner's for persistent"
    )
    func contextRule() {
        let app = DependencyResolver(name: "app")
        app.register { Cat(name: "app") as Animal }
        app.contribute { r in PetInterceptor(pet: r.resolve()) as Interceptor }
        app.contribute(lifetime: .persistent) { r in PetInterceptor(pet: r.resolve()) as Interceptor }
        let test = app.child(name: "test")
        test.register { Cat(name: "test") as Animal }

        #expect(labels(test.resolveAll()) == ["pet:test", "pet:app"])
    }
}
