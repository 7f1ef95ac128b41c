import HierResolver
import Testing

// Seed 001 (Resolver: the basics). The types are in Seed001Types.swift, `registerAllServices()` in
// Seed001Registering.swift. Two of the seed's snippets are lines of that conformance: "Type Inference"'s
// `main.register { XYZViewModel(...) }` and "Better Protocol registration"'s "replace the following lines"
// (`main.register { XYZCombinedService() as XYZFetching }` and `as XYZUpdating`).

extension Resolver {
    /// Seed 001, "Type Inference": `main` is the app's container here, as in the seed.
    static func seed001TypeInference() {
        main.register { ABCService() }  // Returns an ABCService, so we're registering an instance of ABCService
    }

    /// Seed 001, "Better Protocol registration", "With these...": into the `main` the caller passes (a child of
    /// the app's `main`, whose conformance registered the two protocols separately).
    static func seed001BetterProtocolRegistration(main: Resolver) {
        main.register { XYZCombinedService() }
            .implements(XYZFetching.self)
            .implements(XYZUpdating.self)
    }
}

extension AppContainerSeeds {
    @Suite("Seed 001: Resolver, the basics")
    struct Basics001 {
        @Test("001 the basics: Resolver.register, then Resolver.resolve makes a new ABCService each time")
        func registerThenResolve() {
            Resolver.register { ABCService() }

            var abc: ABCService = Resolver.resolve()

            let first = WeakBox(abc)
            abc = Resolver.resolve()
            #expect(first.object == nil, "the container kept no graph instance, so the first one is gone")
            #expect(abc.fetcher == nil)
        }

        @Test("001 why bother: an ABCService made by hand")
        func madeByHand() {
            let abc = ABCService()

            #expect(abc.fetcher == nil)
        }

        @Test("001 why bother: building the dependencies of the dependencies by hand")
        func dependenciesByHand() {
            let session = XYZSession()
            let fetcher = JKLFetcher(session)
            let abc = ABCService(fetcher)

            #expect(abc.fetcher === fetcher)
            #expect(abc.fetcher?.session === session)
        }

        @Test("001 view controllers: MyViewController's implicitly unwrapped view model is nil until it is given one")
        func viewModelIsGivenLater() {
            class MyViewController: UIViewController {
                var viewModel: XYZViewModel!
            }

            let controller = MyViewController()
            #expect(controller.viewModel == nil)
            let model: XYZViewModel = Resolver.resolve()
            controller.viewModel = model
            #expect(controller.viewModel === model)
        }

        @Test("001 registerAllServices ran before the first static resolve, so XYZViewModel resolves with every part")
        func registerAllServicesRan() throws {
            // Nothing in this package registers XYZViewModel or XYZSessionService but the conformance.
            let model: XYZViewModel = Resolver.resolve()

            #expect(part("fetcher", of: model) is XYZCombinedService)
            #expect(part("updater", of: model) is XYZCombinedService)
            let service = try #require(valuePart("service", of: model) as? XYZService)
            #expect(part("session", of: service) is XYZSessionService)
            #expect(Resolver.main.optional(XYZSessionService.self) != nil)
        }

        #if os(macOS) || os(Linux) || os(Windows)
            @Test("001 registerAllServices runs before a new process's first resolve and keeps earlier registrations")
            func registerAllServicesRunsFirst() async {
                await #expect(processExitsWith: .success) {
                    // Registered before anything resolved: the conformance must not overwrite it.
                    Resolver.register { XYZUpdateEdit() as XYZUpdating }
                    // The first resolution in this process: the conformance runs first, once.
                    let model: XYZViewModel = Resolver.resolve()
                    precondition(part("fetcher", of: model) is XYZCombinedService, "registered by the conformance")
                    precondition(part("updater", of: model) is XYZUpdateEdit, "registered before the conformance ran")
                }
            }
        #endif

        @Test("001 the resolution cycle: MyViewController's lazy view model gets a fetcher, an updater and a service")
        func resolutionCycle() throws {
            class MyViewController: UIViewController, Resolving {
                lazy var viewModel: XYZViewModel = resolver.resolve()  // fixed: the seed's `!` unwraps a non-optional
            }

            let controller = MyViewController()
            let model = controller.viewModel

            #expect(controller.viewModel === model, "lazy: resolved on the first read only")
            let fetcher = try #require(identity("fetcher", of: model))
            let updater = try #require(identity("updater", of: model))
            #expect(fetcher != updater, "the conformance registers XYZFetching and XYZUpdating separately")
            let service = try #require(valuePart("service", of: model) as? XYZService)
            #expect(part("session", of: service) is XYZSessionService)
        }

        @Test("001 type inference: main.register { ABCService() }, then var abc: ABCService = Resolver.resolve()")
        func typeInference() {
            Resolver.seed001TypeInference()

            var abc: ABCService = Resolver.resolve()  // fixed: the seed's `!` unwraps a non-optional

            let first = WeakBox(abc)
            abc = Resolver.main.resolve()
            #expect(first.object == nil && abc.fetcher == nil)
        }

        @Test("001 type inference: register and resolve ABCServicing by naming the protocol")
        func explicitType() {
            Resolver.register(ABCServicing.self) { ABCService() }
            var abc = Resolver.resolve(ABCServicing.self)  // fixed: the seed's `!` unwraps a non-optional

            #expect(abc is ABCService)
            let first = WeakBox(abc as? ABCService)
            abc = Resolver.resolve(ABCServicing.self)
            #expect(first.object == nil, "a new ABCService per resolve")
        }

        @Test("001 better protocol registration: .implements gives one XYZCombinedService per resolution cycle")
        func implementsSharesOneObjectPerCycle() throws {
            let child = Resolver(child: Resolver.main)
            Resolver.seed001BetterProtocolRegistration(main: child)

            let model: XYZViewModel = child.resolve()
            let fetcher = try #require(identity("fetcher", of: model))
            let updater = try #require(identity("updater", of: model))
            #expect(fetcher == updater, "one XYZCombinedService serves XYZFetching and XYZUpdating")
            #expect(part("fetcher", of: model) is XYZCombinedService)

            let next: XYZViewModel = child.resolve()
            #expect(identity("fetcher", of: next) != fetcher, "a new cycle makes a new one")
            #expect(identity("fetcher", of: next) == identity("updater", of: next))

            let separate: XYZViewModel = Resolver.resolve()
            #expect(identity("fetcher", of: separate) != identity("updater", of: separate), "main registers two")
        }
    }
}
