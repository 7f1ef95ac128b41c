import Foundation
import HierResolver
import Testing

// Counterparts of the seed snippets (seeds 001 and 004: Resolver; seed 003: Resolve) that need no
// arguments, storers or property wrappers (those are in `ArgumentSeedTests`, `StorageTests` and
// `PropertyWrapperTests`). The seeds' slips are fixed the way a user would fix them:
// `Resolver` the class is `DependencyResolver`, `resolve()!` is `resolve()`, `XYZService()` gets the
// session its initialiser asks for, and 003's hierarchical-registration example registers the register
// it declares (`ExampleRegister`, not `ExampleObject`).

// MARK: - Types of the seed snippets that only these tests use

/// Seed 003, "Object lifetime management": a formatter made once, outside the container.
private func makeFormatter(_ format: String) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.dateFormat = format
    return formatter
}

/// Seed 001, "The Resolution Cycle", and seed 004, "Resolve using the Resolving protocol".
private final class MyViewController: Resolving {
    lazy var viewModel: XYZViewModel = resolver.resolve()
}

/// Seed 004, "Resolve using Interface Injection".
private final class InjectedViewController {
    lazy var viewModel = makeViewModel()
}

extension InjectedViewController: Resolving {
    func makeViewModel() -> XYZViewModel { resolver.resolve() }
    var myViewModel: XYZViewModel { resolver.resolve() }
}

/// Seed 004, "Resolve using the Resolving protocol".
private final class ABCExample: Resolving {
    lazy var service: ABCService = resolver.resolve()
}

/// Seed 004, "Lazy": the view model depends on a flag set after the controller is made.
private final class ModeViewController: Resolving {
    var editMode: Bool = true  // set by calling segue
    lazy var viewModel: XYZViewModelProtocol = resolver.resolve(name: editMode ? "edit" : "add")
}

/// Seed 001, "The basics": keys only the static API (and so `main`) sees in these tests.
private final class SeedBasicsService: ABCServicing {
    let id = Serial.next()
}

private protocol SeedBasicsServicing {}

extension SeedBasicsService: SeedBasicsServicing {}

extension DependencyResolver {
    /// The registrations of seeds 001 and 004's `registerAllServices()`, into any container. As in the
    /// seed, the factories call the static `resolve()`, which inside a factory resolves from the
    /// factory's context.
    fileprivate static func registerXYZServices(into main: DependencyResolver) {
        // Register instance with injected parameters
        main.register { XYZViewModel(fetcher: resolve(), updater: resolve(), service: resolve()) }

        // Register protocols XYZFetching and XYZUpdating
        main.register { XYZCombinedService() as XYZFetching }
        main.register { XYZCombinedService() as XYZUpdating }

        // Register XYZService and return instance in factory closure
        main.register { XYZService(resolve()) }

        // Register XYZSessionService and return instance in factory closure
        main.register { XYZSessionService() }
    }

    /// Seed 001, "Better Protocol registration": one XYZCombinedService serves both protocols.
    fileprivate static func registerXYZServicesWithImplements(into main: DependencyResolver) {
        main.register { XYZViewModel(fetcher: resolve(), updater: resolve(), service: resolve()) }
        main.register { XYZCombinedService() }
            .implements(XYZFetching.self)
            .implements(XYZUpdating.self)
        main.register { XYZService(resolve()) }
        main.register { XYZSessionService() }
    }
}

/// Seed 003, "Hierarchical registration". The seed registers the Mimi cat under the variant "Mimi" while its
/// pet owner resolves an `Animal` with no variant; the owner here asks for the variant the module registers.
final class ExampleRegister: DependencyRegister {
    func registerDependencies(container: Resolver) {
        container.register(variant: "Mimi") { Cat(name: "Mimi") as Animal }
        container.register { MimiOwner() as Person }
    }
}

/// The seed's `PetOwner`, resolving the pet the register above names.
final class MimiOwner: Person {
    let pet: Animal = DependencyResolver.resolve(variant: "Mimi")

    func play() -> String { "I'm playing with \(pet.name ?? "someone")." }
}

@Suite("Seed snippets")
struct SeedTests {
    // MARK: seed 001 (Resolver: the basics)

    @Test("001 the basics: register ABCService, then resolve it through the static API")
    func basicsStaticAPI() {
        // Resolver.register { ABCService() }; var abc: ABCService = Resolver.resolve()
        RootAccess.exclusively {
            DependencyResolver.register { SeedBasicsService() }
            let abc: SeedBasicsService = DependencyResolver.resolve()
            #expect(DependencyResolver.main.resolve(SeedBasicsService.self).id != abc.id, "graph: a new one")
        }
    }

    @Test("001 type inference: register and resolve with an explicit protocol type")
    func basicsExplicitType() {
        // Resolver.register(ABCServicing.self) { ABCService() }; var abc = Resolver.resolve(ABCServicing.self)!
        RootAccess.exclusively {
            DependencyResolver.register(SeedBasicsServicing.self) { SeedBasicsService() }
            let abc = DependencyResolver.resolve(SeedBasicsServicing.self)
            #expect(abc is SeedBasicsService)
        }
    }

    @Test("001 why bother: the container builds the dependencies of the dependencies")
    func whyBother() {
        // let session = XYZSession(); let fetcher = JKLFetcher(session); let abc = ABCService(fetcher)
        let main = DependencyResolver(name: "main")
        main.register { XYZSession() }
        main.register { r in JKLFetcher(r.resolve()) }
        main.register { r in ABCService(r.resolve()) }

        let abc: ABCService = main.resolve()

        #expect(abc.fetcher?.session != nil)
    }

    @Test("001 the resolution cycle: MyViewController's lazy viewModel gets every part")
    func resolutionCycle() {
        // extension Resolver: ResolverRegistering { registerAllServices() { main.register { ... } ... } }
        // class MyViewController: UIViewController, Resolving { lazy var viewModel: XYZViewModel = ... }
        let main = DependencyResolver(name: "main")
        DependencyResolver.registerXYZServices(into: main)

        DependencyResolver.withRoot(main) {
            let controller = MyViewController()
            let viewModel = controller.viewModel

            #expect(viewModel.fetcher is XYZCombinedService)
            #expect(viewModel.updater is XYZCombinedService)
            #expect(viewModel.fetcher !== viewModel.updater, "two registrations, two objects (no .implements)")
            #expect(controller.viewModel === viewModel, "lazy: resolved once")
        }
    }

    @Test("001 better protocol registration: .implements gives one XYZCombinedService per resolution cycle")
    func implementsOneCombinedService() {
        // main.register { XYZCombinedService() }.implements(XYZFetching.self).implements(XYZUpdating.self)
        let main = DependencyResolver(name: "main")
        DependencyResolver.registerXYZServicesWithImplements(into: main)

        DependencyResolver.withRoot(main) {
            let first = MyViewController().viewModel
            let second = MyViewController().viewModel

            #expect(first.fetcher is XYZCombinedService)
            #expect(first.fetcher === first.updater, "one object serves both protocols in a cycle")
            #expect(second.fetcher === second.updater)
            #expect(first.fetcher !== second.fetcher, "each resolution cycle constructs its own")
        }
    }

    @Test("001 type inference: the factory's result type is the key, and resolve infers it")
    func typeInference() {
        // main.register { ABCService() }; var abc: ABCService = Resolver.resolve()!
        let main = DependencyResolver(name: "main")
        main.register { ABCService() }

        let abc: ABCService = main.resolve()

        #expect(abc.fetcher == nil)
        #expect(main.optional(ABCServicing.self) == nil)
    }

    // MARK: seed 004 (Resolver: resolving)

    @Test("004 service locator: a property initialised through the static API")
    func serviceLocatorProperty() {
        // class MyViewController: UIViewController { var xyz: XYZViewModel = Resolver.resolve()! }
        final class LocatorViewController {
            var xyz: XYZViewModel = DependencyResolver.resolve()
        }
        let main = DependencyResolver(name: "main")
        DependencyResolver.registerXYZServices(into: main)

        DependencyResolver.withRoot(main) {
            let controller = LocatorViewController()
            #expect(controller.xyz.service.session === controller.xyz.service.session)
            #expect(controller.xyz.fetcher is XYZCombinedService)
        }
    }

    @Test("004 the Resolving protocol: lazy properties resolve through the default resolver")
    func resolvingProtocol() {
        // class ABCExample: Resolving { lazy var service: ABCService = resolver.resolve() }
        let main = DependencyResolver(name: "main")
        main.register { ABCService() }
        DependencyResolver.registerXYZServices(into: main)

        DependencyResolver.withRoot(main) {
            let example = ABCExample()
            let controller = MyViewController()
            #expect(example.service === example.service)
            #expect(controller.viewModel.updater is XYZCombinedService)
        }
    }

    @Test("004 interface injection: makeViewModel() once, a computed property resolves anew each time")
    func interfaceInjection() {
        // extension MyViewController: Resolving { func makeViewModel() -> XYZViewModel { resolver.resolve()! } }
        // var myViewModel: XYZViewModel { return resolver.resolve()! }  // a new one each time
        let main = DependencyResolver(name: "main")
        DependencyResolver.registerXYZServices(into: main)

        DependencyResolver.withRoot(main) {
            let controller = InjectedViewController()
            #expect(controller.viewModel === controller.viewModel)
            #expect(controller.myViewModel !== controller.myViewModel)
        }
    }

    @Test("004 lazy: the name is chosen from editMode when the view model is first read")
    func lazyNamedResolution() {
        // lazy var viewModel: XYZViewModelProtocol = resolver.resolve(name: editMode ? "edit" : "add")!
        let main = DependencyResolver(name: "main")
        main.register(name: "edit") { XYZEditViewModel() as XYZViewModelProtocol }
        main.register(name: "add") { XYZAddViewModel() as XYZViewModelProtocol }

        DependencyResolver.withRoot(main) {
            let editing = ModeViewController()
            let adding = ModeViewController()
            adding.editMode = false  // as prepareForSegue would

            #expect(editing.viewModel.mode == "edit")
            #expect(adding.viewModel.mode == "add")
        }
    }

    @Test("004 optionals: optional() resolves into T? and T!")
    func optionals() {
        // var abc: ABCService? = resolver.optional(); var abc: ABCService! = resolver.optional()
        let resolver = DependencyResolver(name: "main")
        let missing: ABCService? = resolver.optional()
        #expect(missing == nil)

        resolver.register { ABCService() }
        let abc: ABCService? = resolver.optional()
        let implicit: ABCService! = resolver.optional()

        #expect(abc != nil)
        #expect(implicit.fetcher == nil)
    }

    @Test("004 the resolution cycle: each top-level resolve is a new cycle with new parts")
    func eachResolveIsANewCycle() {
        // "This chain of events is known as a Resolution Cycle": one per top-level resolve.
        let main = DependencyResolver(name: "main")
        DependencyResolver.registerXYZServices(into: main)

        let first: XYZViewModel = main.resolve()
        let second: XYZViewModel = main.resolve()

        #expect(first !== second)
        #expect(first.fetcher !== second.fetcher)
        #expect(first.service.session !== second.service.session)
    }

    // MARK: seed 003 (Resolve)

    @Test("003 usage: the pet owner plays with Mimi")
    func petOwnerPlaysWithMimi() {
        // context.register { Cat(name: "Mimi") as Animal }; context.register { PetOwner() as Person }
        let context = DependencyResolver()
        context.register { Cat(name: "Mimi") as Animal }
        context.register { PetOwner() as Person }

        let petOwner: Person = context.resolve()

        #expect(petOwner.play() == "I'm playing with Mimi.")
    }

    @Test("003 hierarchical registration: registering ExampleRegister registers its dependencies")
    func hierarchicalRegistration() {
        // final class ExampleRegister: DependencyRegister { func registerDependencies(container: Resolver) {
        //     container.register(variant: "Mimi") { Cat(name: "Mimi") as Animal }
        //     container.register { PetOwner() as Person } } }
        // let context = DependencyResolver(); context.register { ExampleObject() }
        let context = DependencyResolver()
        context.register { ExampleRegister() }

        let petOwner: Person = context.resolve()
        #expect(petOwner.play() == "I'm playing with Mimi.")
    }

    @Test("003 type registration: an earlier mock registration takes precedence over the default")
    func earlierRegistrationWins() {
        // "Earlier registration of mock/stub objects will take precedence"
        let context = DependencyResolver()
        context.register { Cat(name: "Mock") as Animal }  // the test's stub, registered first
        context.register { Cat(name: "Mimi") as Animal }  // the app's default
        context.register { PetOwner() as Person }

        #expect(context.resolve(Person.self).play() == "I'm playing with Mock.")
    }

    @Test("003 type registration: removeResolver(for:) allows a new registration")
    func removeResolverThenRegister() {
        // context.removeResolver(for: Person.self)
        let context = DependencyResolver()
        context.register { Cat(name: "Mimi") as Animal }
        context.register { PetOwner() as Person }

        context.removeResolver(for: Person.self)
        context.register { Veterinarian() as Person }

        #expect(context.resolve(Person.self).play() == "I'm treating every pet.")
    }

    @Test("003 variant resolution: long_date and short_date formatters")
    func variantFormatters() {
        // context.register(variant: "long_date") { () -> DateFormatter in ... }
        let context = DependencyResolver()
        context.register(variant: "long_date") { () -> DateFormatter in
            let formatter = DateFormatter()
            formatter.dateFormat = "MMM yyyy"
            return formatter
        }
        context.register(variant: "short_date") { () -> DateFormatter in
            let formatter = DateFormatter()
            formatter.dateFormat = "dd/MM/yyyy"
            return formatter
        }

        let long: DateFormatter = context.resolve(variant: "long_date")
        let short: DateFormatter = context.resolve(variant: "short_date")

        #expect(long.dateFormat == "MMM yyyy")
        #expect(short.dateFormat == "dd/MM/yyyy")
        #expect(long !== context.resolve(DateFormatter.self, variant: "long_date"), "a new one every time")
    }

    @Test("003 object lifetime: a factory returning one formatter always gives that formatter")
    func capturedFormatter() {
        // let dateFormatter: DateFormatter = { ... }(); context.register(variant: "long_date") { dateFormatter }
        let context = DependencyResolver()
        let dateFormatter = makeFormatter("MMM yyyy")
        context.register(variant: "long_date") { dateFormatter }

        #expect(context.resolve(DateFormatter.self, variant: "long_date") === dateFormatter)
        #expect(context.resolve(DateFormatter.self, variant: "long_date") === dateFormatter)
    }

    @Test("003 object lifetime: persistent, transient and ephemeral")
    func lifetimeConveniences() {
        // context.persistent { Example() }; context.transient { Example2() }; context.ephemeral { Example3() }
        let context = DependencyResolver()
        context.persistent { Example() }
        context.transient { Example2() }
        context.ephemeral { Example3() }

        // persistent life time will always resolve the same object
        #expect(context.resolve(Example.self) === context.resolve(Example.self))

        // transient life time will resolve the same object provided there is a strong reference to it elsewhere
        weak var released: Example2?
        do {
            let held: Example2 = context.resolve()
            #expect(context.resolve(Example2.self) === held)
            released = held
        }
        #expect(released == nil, "no strong reference left, so the next resolve makes a new one")

        // ephemeral life time will always resolve a new object
        #expect(context.resolve(Example3.self) !== context.resolve(Example3.self))
    }
}
