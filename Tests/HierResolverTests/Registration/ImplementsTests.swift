import HierResolver
import Testing

/// A class that does not conform to what a test claims it implements.
final class NotAFetcher {}

/// A service resolved with arguments and served under a protocol.
protocol Greeter: AnyObject {
    var greeting: String { get }
}

final class ArgumentGreeter: Greeter {
    let greeting: String
    let id = Serial.next()

    init(greeting: String) { self.greeting = greeting }
}

@Suite("Implements")
struct ImplementsTests {
    @Test("one graph registration serves both protocols with one object per resolution (seed 001)")
    func oneCombinedServicePerResolution() {
        let main = DependencyResolver(name: "main")
        main.register { XYZCombinedService() }
            .implements(XYZFetching.self)
            .implements(XYZUpdating.self)
        main.register { r in XYZViewModel(fetcher: r.resolve(), updater: r.resolve(), service: r.resolve()) }
        main.register { r in XYZService(r.resolve()) }
        main.register { XYZSessionService() }

        let first: XYZViewModel = main.resolve()
        let second: XYZViewModel = main.resolve()

        #expect(first.fetcher === first.updater, "one XYZCombinedService per resolution cycle")
        #expect(second.fetcher === second.updater)
        #expect(first.fetcher !== second.fetcher, "a new cycle, a new object")
        #expect(first.fetcher is XYZCombinedService)
    }

    @Test("resolving the protocol and the type in one resolution gives the same graph instance")
    func protocolAndTypeShareTheGraphInstance() {
        let app = DependencyResolver(name: "app")
        app.register { XYZCombinedService() }.implements(XYZFetching.self)
        app.register { r in Pair(r.resolve(XYZFetching.self), r.resolve(XYZCombinedService.self)) }

        let pair: Pair<XYZFetching, XYZCombinedService> = app.resolve()
        #expect(pair.first === pair.second)
    }

    @Test("a persistent registration serves one object per container under every type")
    func persistentIsSharedAcrossTypes() {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { XYZCombinedService() }
            .implements(XYZFetching.self)
            .implements(XYZUpdating.self)

        let fetcher: XYZFetching = app.resolve()
        let updater: XYZUpdating = app.resolve()
        let service: XYZCombinedService = app.resolve()
        #expect(fetcher === updater)
        #expect(fetcher === service)

        app.reset()
        let afterReset: XYZUpdating = app.resolve()
        #expect(afterReset !== updater)
        #expect(app.resolve(XYZFetching.self) === afterReset)
    }

    @Test("an ephemeral registration makes a new object for each resolve of each type")
    func ephemeralStaysEphemeral() {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .ephemeral) { XYZCombinedService() }.implements(XYZFetching.self)
        app.register { r in Pair(r.resolve(XYZFetching.self), r.resolve(XYZFetching.self)) }

        let pair: Pair<XYZFetching, XYZFetching> = app.resolve()
        #expect(pair.first !== pair.second)
    }

    @Test("the variant is forwarded: implements keeps the registration's variant and resolves that registration")
    func variantIsForwarded() {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { XYZCombinedService() }
        app.register(variant: "edit", lifetime: .persistent) { XYZCombinedService() }
            .implements(XYZUpdating.self)

        let updater: XYZUpdating = app.resolve(variant: "edit")
        #expect(updater === app.resolve(XYZCombinedService.self, variant: "edit"))
        #expect(updater !== app.resolve(XYZCombinedService.self), "not the unvariant registration (Resolver's slip)")
        #expect(app.optional(XYZUpdating.self) == nil, "P is registered under the registration's variant")
    }

    @Test("implements(_:variant:) and (_:name:) register the other type under the variant given")
    func explicitVariant() {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { XYZCombinedService() }
            .implements(XYZUpdating.self, variant: "edit")
            .implements(XYZFetching.self, name: "fetch")
        app.register(variant: "named", lifetime: .persistent) { XYZCombinedService() }
            .implements(XYZFetching.self, variant: nil)

        let service: XYZCombinedService = app.resolve()
        #expect(app.resolve(XYZUpdating.self, variant: "edit") === service)
        #expect(app.resolve(XYZFetching.self, name: "fetch") === service)
        #expect(app.resolve(XYZFetching.self) === app.resolve(XYZCombinedService.self, variant: "named"))
    }

    @Test("arguments reach the implementing factory through the other type, Args and typed alike")
    func argumentsAreForwarded() {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .ephemeral) { (_, args) in ArgumentGreeter(greeting: args()) }
            .implements(Greeter.self)
        app.register(variant: "typed", lifetime: .ephemeral) { (name: String) in ArgumentGreeter(greeting: "Hi \(name)")
        }
        .implements(Greeter.self)

        #expect(app.resolve(Greeter.self, args: "Hello").greeting == "Hello")
        #expect(app.resolve(Greeter.self, variant: "typed", arguments: "Mimi").greeting == "Hi Mimi")
    }

    @Test("a child's override reaches the implementing factory's dependencies (the context rule)")
    func contextRuleHoldsThroughImplements() {
        let app = DependencyResolver(name: "app")
        app.register { Cat(name: "Mimi") as Animal }
        app.register { r in Owner(pet: r.resolve()) }.implements(AnyObject.self)
        let test = app.child(name: "test")
        test.register { Cat(name: "Franky") as Animal }

        let owner = test.resolve(AnyObject.self) as? Owner
        #expect(owner?.pet.name == "Franky")
    }

    @Test("the first registration wins: implements does not displace an existing registration of the other type")
    func existingRegistrationWins() {
        let app = DependencyResolver(name: "app")
        let events = app.collectTraceEvents()
        app.register(lifetime: .persistent) { XYZUpdateEdit() as XYZUpdating }
        app.register(lifetime: .persistent) { XYZCombinedService() }.implements(XYZUpdating.self)

        #expect(app.resolve(XYZUpdating.self) is XYZUpdateEdit)
        #expect(events.all.contains { $0.kind == .duplicateIgnored && $0.key == "`HierResolverTests.XYZUpdating`" })
    }

    @Test("implements on a registration ignored as a duplicate adds nothing")
    func ignoredRegistrationImplementsNothing() {
        let app = DependencyResolver(name: "app")
        app.register { XYZCombinedService() }
        let ignored = app.register { XYZCombinedService() }.implements(XYZFetching.self)
        #expect(!ignored.isInstalled)
        #expect(app.optional(XYZFetching.self) == nil)
    }

    @Test("the trace names the implementing registration")
    func traceNamesTheImplementation() {
        let app = DependencyResolver(name: "app")
        let events = app.collectTraceEvents()
        app.register(lifetime: .persistent) { XYZCombinedService() }.implements(XYZFetching.self)

        let event = events.all.first { $0.key == "`HierResolverTests.XYZFetching`" }
        #expect(event?.kind == .registered)
        #expect(event?.message == "implemented by `HierResolverTests.XYZCombinedService` (persistent)")
    }

    @Test("a type that does not conform fails with a message naming both types and the fix")
    func nonConformingTypeFails() throws {
        let app = DependencyResolver(name: "app")
        app.register { NotAFetcher() }.implements(XYZFetching.self)

        let error = try #require(throws: DependencyError.self) { try app.tryResolve(XYZFetching.self) }
        #expect(error.kind == .notImplemented)
        #expect(
            error.message == """
                `HierResolverTests.NotAFetcher` (registered in "app") is served as `HierResolverTests.XYZFetching` \
                by .implements(HierResolverTests.XYZFetching.self), but its instance is not a \
                `HierResolverTests.XYZFetching`.
                Fix: make HierResolverTests.NotAFetcher conform to HierResolverTests.XYZFetching, or remove \
                .implements(HierResolverTests.XYZFetching.self).
                Resolution chain: `HierResolverTests.XYZFetching`
                """)
    }

    @Test("a cycle through an implemented type is reported with the whole chain")
    func cycleThroughImplements() throws {
        let app = DependencyResolver(name: "app")
        app.register { r -> XYZCombinedService in
            _ = try r.tryResolve(XYZFetching.self)
            return XYZCombinedService()
        }
        .implements(XYZFetching.self)

        let error = try #require(throws: DependencyError.self) { try app.tryResolve(XYZCombinedService.self) }
        #expect(error.kind == .cycle)
        #expect(
            error.resolutionChain == [
                "`HierResolverTests.XYZCombinedService`", "`HierResolverTests.XYZFetching`",
                "`HierResolverTests.XYZCombinedService`",
            ])
    }

    @Test("removing the other type leaves the implementing registration in place")
    func removingTheOtherType() {
        let app = DependencyResolver(name: "app")
        app.register { XYZCombinedService() }.implements(XYZFetching.self)
        app.removeResolver(for: XYZFetching.self)
        #expect(app.optional(XYZFetching.self) == nil)
        #expect(app.optional(XYZCombinedService.self) != nil)
    }
}

@Suite("Implements: the served types go with their registration")
struct ImplementsLifecycleTests {
    @Test("replacing a registration removes the types its .implements served; the new one declares its own")
    func replaceRemovesAliases() throws {
        let app = DependencyResolver(name: "app")
        let events = app.collectTraceEvents()
        app.register { XYZCombinedService() }.implements(XYZFetching.self)
        let before: XYZFetching = app.resolve()
        #expect(before is XYZCombinedService)

        app.replace { XYZCombinedService() }

        let error = #expect(throws: DependencyError.self) { try app.tryResolve(XYZFetching.self) }
        #expect(error?.kind == .notRegistered)
        #expect(
            events.all.contains {
                $0.kind == .removed && $0.key == "`HierResolverTests.XYZFetching`"
                    && $0.message.contains("removed with `HierResolverTests.XYZCombinedService`")
            })
        app.replace { XYZCombinedService() }.implements(XYZFetching.self)
        #expect(app.optional(XYZFetching.self) != nil, "the new registration serves it again")
    }

    @Test("removing a persistent registration removes its served types, so nothing builds from it or keeps it")
    func removeRemovesAliases() throws {
        let app = DependencyResolver(name: "app")
        let tornDown = Counter()
        app.register(lifetime: .persistent) { XYZCombinedService() }
            .implements(XYZFetching.self)
            .teardown { _ in tornDown.increment() }
        _ = app.resolve(XYZFetching.self)

        try app.tryRemoveResolver(for: XYZCombinedService.self)

        #expect(tornDown.value == 1, "the cached instance was torn down with its registration")
        #expect(app.optional(XYZFetching.self) == nil)
        #expect(app.optional(XYZCombinedService.self) == nil)
    }

    @Test("an alias in a child is not removed by replacing the parent's registration of the same type")
    func aliasesStayInTheirContainer() {
        let app = DependencyResolver(name: "app")
        app.register { XYZCombinedService() }
        let feature = app.child(name: "feature")
        feature.register { XYZCombinedService() }.implements(XYZUpdating.self)

        app.replace { XYZCombinedService() }

        #expect(feature.optional(XYZUpdating.self) != nil)
    }
}
