import HierResolver
import Testing

// Seed 004 (Resolver: resolving). It repeats seed 001's `registerAllServices()` conformance (in
// Seed001Registering.swift) and its `class MyViewController: UIViewController { var xyz: XYZViewModel =
// Resolver.resolve()! }` twice; the snippets that extend MyViewController are in
// Seed004InterfaceInjection.swift and Seed004InjectedProperty.swift, each with its own MyViewController.
//
// "Lazy" shows one snippet that must not compile, and says so:
//
//     class MyViewController: UIViewController, Resolving {
//         var viewModel: XYZViewModel = resolver.resolve()! // Error
//     }
//
// "Cannot use instance member 'resolver' within property initializer; property initializers run before
// 'self' is available." Swift rejects it with this library too, so it stays in this comment.

extension AppContainerSeeds {
    @Suite("Seed 004: Resolver, resolving")
    struct Resolving004 {
        @Test("004 resolve using Resolver: MyViewController's xyz resolves as the controller is made")
        func resolveUsingResolver() throws {
            class MyViewController: UIViewController {
                var xyz: XYZViewModel = Resolver.resolve()  // fixed: the seed's `!` unwraps a non-optional
            }

            let controller = MyViewController()

            // The resolution cycle the seed walks through: a fetcher, an updater, a service with its session.
            #expect(part("fetcher", of: controller.xyz) is XYZFetching)
            #expect(part("updater", of: controller.xyz) is XYZUpdating)
            let service = try #require(valuePart("service", of: controller.xyz) as? XYZService)
            #expect(part("session", of: service) is XYZSessionService)
            #expect(MyViewController().xyz !== controller.xyz, "each controller gets its own view model")
        }

        @Test("004 the Resolving protocol: lazy view model and ABCExample's service come from the injected resolver")
        func resolvingProtocol() {
            Resolver.seed001TypeInference()  // registers ABCService in main

            class MyViewController: UIViewController, Resolving {
                lazy var viewModel: XYZViewModel = resolver.resolve()  // fixed: the seed's `!` unwraps a non-optional
            }

            class ABCExample: Resolving {
                lazy var service: ABCService = resolver.resolve()
            }

            let controller = MyViewController()
            let example = ABCExample()
            #expect(controller.resolver === Resolver.root, "Resolving injects the default resolver")
            #expect(controller.viewModel === controller.viewModel, "lazy: resolved once")
            #expect(example.service === example.service)
            #expect(ABCExample().service !== example.service)
        }

        @Test("004 lazy: ViewController resolves the view model named by editMode, set after it was made")
        func lazyNamedViewModel() {
            Resolver.register(name: "edit") { XYZEditViewModel() as XYZViewModelProtocol }
            Resolver.register(name: "add") { XYZAddViewModel() as XYZViewModelProtocol }

            class ViewController: UIViewController, Resolving {
                var editMode: Bool = true  // set by calling segue
                // fixed: the seed's `!` unwraps a non-optional
                lazy var viewModel: XYZViewModelProtocol = resolver.resolve(name: editMode ? "edit" : "add")
            }

            let editing = ViewController()
            #expect(editing.viewModel.mode == "edit")

            let adding = ViewController()
            adding.editMode = false  // what prepareForSegue does before the first read
            #expect(adding.viewModel.mode == "add")
        }

        @Test("004 optionals: resolver.optional() gives the service when registered and nil when not")
        func optionals() {
            Resolver.seed001TypeInference()  // registers ABCService in main
            let resolver = Resolver.root  // what `Resolving` injects
            let empty = DependencyResolver()

            do {
                var abc: ABCService? = resolver.optional()

                #expect(abc != nil)
                let made = WeakBox(abc)
                abc = empty.optional()
                #expect(abc == nil, "nothing registered: nil, no trap")
                #expect(made.object == nil, "the container kept no graph instance")
            }
            do {
                var abc: ABCService! = resolver.optional()

                #expect(abc.fetcher == nil, "used without unwrapping")
                abc = empty.optional()
                #expect(abc == nil)
            }
        }
    }
}
