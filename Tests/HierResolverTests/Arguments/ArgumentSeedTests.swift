import HierResolver
import Testing

// Counterparts of the argument snippets of seed 000 (Resolver's `Args`) and seed 002 (Dip's typed runtime
// arguments); each test names the snippet it mirrors. The seeds' slips are fixed the way a user would fix
// them: `Resolver` the class is `DependencyResolver`; the seed's `resolve(args: ["mode": true, "name": "Editing")`
// closes its dictionary with `]`; Dip's `try! container.resolve(arguments:)` is `try container.tryResolve(arguments:)`
// (`resolve` traps rather than throws); `register() { ... }` is `register { ... }`. UIKit is not available, so
// `ViewController` is a plain class. Seed 000's bare `register` inside `registerAllServices()` is
// `main.register` here, as in `SeedTests`, because the `ResolverRegistering` conformance is process-wide.
//
// 000 "Injected Property Wrappers" (`@LazyInjected` with `$service.args`) and "Inject Services, Not Data"
// (`@Injected var viewModel`) are in `PropertyWrapperTests`.

/// Seed 000's types. They share names with `Fixtures.swift`'s (`XYZViewModel`, `XYZService`), so they live
/// here and the suite is nested in this namespace: inside it, the seed's names mean the seed's types.
enum ArgumentSeeds {
    /// Seed 000's view model; each snippet builds it another way.
    final class XYZViewModel {
        var editMode: Bool
        let name: String?
        let fetcher: XYZFetching?
        let updater: XYZUpdating?
        let service: XYZService?

        init(editMode: Bool) {
            self.editMode = editMode
            self.name = nil
            self.fetcher = nil
            self.updater = nil
            self.service = nil
        }

        init(editMode: Bool, name: String?) {
            self.editMode = editMode
            self.name = name
            self.fetcher = nil
            self.updater = nil
            self.service = nil
        }

        init(fetcher: XYZFetching, updater: XYZUpdating, service: XYZService) {
            self.editMode = updater is XYZUpdateEdit
            self.name = nil
            self.fetcher = fetcher
            self.updater = updater
            self.service = service
        }
    }

    /// Seed 000, "Optional Values": `XYZService(someOptionalValue: args.optional())`.
    struct XYZService {
        let someOptionalValue: String?
    }

    /// Seed 000, "Passing Arguments to a Registration Factory".
    final class ViewController: Resolving {
        var editMode: Bool = true  // set, perhaps, by calling segue
        lazy var viewModel: XYZViewModel = resolver.resolve(args: editMode)
    }

    /// Seed 000, "Passing and Handling Multiple Arguments".
    final class MultipleArgumentsViewController: Resolving {
        lazy var viewModel: XYZViewModel = resolver.resolve(args: ["mode": true, "name": "Editing"])
    }
}

extension DependencyResolver {
    /// Seed 000, "Using Arguments to Manipulate Factory Behavior", into any container. As in the seed,
    /// the factory calls the static `resolve()`, which inside a factory resolves from the factory's context.
    fileprivate static func registerManipulatingServices(into main: DependencyResolver) {
        main.register { (_, args) -> ArgumentSeeds.XYZViewModel in
            let editing: Bool = args()
            let updater: XYZUpdating = editing ? resolve(XYZUpdateEdit.self) : resolve(XYZUpdateAdd.self)
            return ArgumentSeeds.XYZViewModel(fetcher: resolve(), updater: updater, service: resolve())
        }
        main.register { XYZUpdateAdd() }
        main.register { XYZUpdateEdit() }
        main.register { XYZCombinedService() as XYZFetching }
        main.register { (_, args) in ArgumentSeeds.XYZService(someOptionalValue: args.optional()) }
    }
}

extension ArgumentSeeds {
    @Suite("Argument seed snippets")
    struct Tests {
        // MARK: seed 000 (Resolver: Args)

        @Test("000 passing arguments: ViewController resolves with args: editMode, the factory reads args()")
        func passingArguments() {
            // class ViewController: UIViewController, Resolving { var editMode: Bool = true
            //     lazy var viewModel: XYZViewModel = resolver.resolve(args: editMode) }
            // register { (_, args) in XYZViewModel(editMode: args()) }
            let main = DependencyResolver(name: "main")
            main.register { (_, args) in XYZViewModel(editMode: args()) }

            DependencyResolver.withRoot(main) {
                let editing = ViewController()
                let adding = ViewController()
                adding.editMode = false

                #expect(editing.viewModel.editMode == true)
                #expect(adding.viewModel.editMode == false)
            }
        }

        @Test("000 the get() fallback reads the same value as args()")
        func getFallback() {
            // register { (_, args) in XYZViewModel(editMode: args.get()) }
            let main = DependencyResolver(name: "main")
            main.register { (_, args) in XYZViewModel(editMode: args.get()) }

            #expect(main.resolve(XYZViewModel.self, args: true).editMode == true)
            #expect(main.resolve(XYZViewModel.self, args: false).editMode == false)
        }

        @Test("000 before 1.2: casting the passed value by hand, with a default")
        func castingByHand() {
            // register { (_, args) in XYZViewModel(editMode: args as? Bool ?? true) }
            // `args` is an `Args` here; what was passed is `args.passedValue`.
            let main = DependencyResolver(name: "main")
            main.register { (_, args) in XYZViewModel(editMode: args.passedValue as? Bool ?? true) }

            #expect(main.resolve(XYZViewModel.self, args: false).editMode == false)
            #expect(main.resolve(XYZViewModel.self, args: "not a Bool").editMode == true, "the default")
            #expect(main.resolve(XYZViewModel.self).editMode == true, "nothing passed: the default")
        }

        @Test("000 arguments as properties: resolveProperties reads args() and sets editMode")
        func argumentsAsProperties() {
            // register { XYZViewModel(fetcher: resolve(), updater: resolve(), service: resolve()) }
            //     .resolveProperties { (resolver, model, args) in model.editMode = args() }
            let main = DependencyResolver(name: "main")
            main.register {
                XYZViewModel(
                    fetcher: DependencyResolver.resolve(), updater: DependencyResolver.resolve(),
                    service: DependencyResolver.resolve())
            }
            .resolveProperties { (resolver, model, args) in
                model.editMode = args()
            }
            main.register { XYZCombinedService() as XYZFetching }
            main.register { XYZUpdateAdd() as XYZUpdating }
            main.register { XYZService(someOptionalValue: nil) }

            let editing: XYZViewModel = main.resolve(args: true)
            let adding: XYZViewModel = main.resolve(args: false)
            #expect(editing.editMode == true)
            #expect(adding.editMode == false, "set by the block, after the initialiser set it from the updater")
            #expect(editing.fetcher is XYZCombinedService)
        }

        @Test("000 multiple arguments: a [String: Any?] dictionary read by key, both types inferred")
        func multipleArguments() {
            // lazy var viewModel: XYZViewModel = resolver.resolve(args: ["mode": true, "name": "Editing"])
            // register { (_, args) in XYZViewModel(editMode: args("mode"), name: args("name")) }
            let main = DependencyResolver(name: "main")
            main.register { (_, args) in XYZViewModel(editMode: args("mode"), name: args("name")) }

            DependencyResolver.withRoot(main) {
                let controller = MultipleArgumentsViewController()

                #expect(controller.viewModel.editMode == true)
                #expect(controller.viewModel.name == "Editing")
                #expect(controller.viewModel === controller.viewModel, "lazy: resolved once")
            }
        }

        @Test("000 optional values: args.optional() gives nil when nothing is passed")
        func optionalValue() {
            // register { (_, args) in XYZService(someOptionalValue: args.optional()) }
            let main = DependencyResolver(name: "main")
            main.register { (_, args) in XYZService(someOptionalValue: args.optional()) }

            #expect(main.resolve(XYZService.self).someOptionalValue == nil)
            #expect(main.resolve(XYZService.self, args: "value").someOptionalValue == "value")
        }

        @Test("000 optional values: args.optional(key) next to args(key) in a dictionary")
        func optionalKeyedValue() {
            // register { (_, args) in XYZViewModel(editMode: args("mode"), name: args.optional("name")) }
            let main = DependencyResolver(name: "main")
            main.register { (_, args) in XYZViewModel(editMode: args("mode"), name: args.optional("name")) }

            let unnamed: XYZViewModel = main.resolve(args: ["mode": true])
            let named: XYZViewModel = main.resolve(args: ["mode": false, "name": "Adding"])

            #expect(unnamed.editMode == true)
            #expect(unnamed.name == nil)
            #expect(named.editMode == false)
            #expect(named.name == "Adding")
        }

        @Test("000 manipulating factory behaviour: editing gets XYZUpdateEdit, adding gets XYZUpdateAdd")
        func manipulatingFactoryBehaviour() {
            // register { (_, args) -> XYZViewModel in let editing: Bool = args()
            //     let updater: XYZUpdating = editing ? resolve(XYZUpdateEdit.self) : resolve(XYZUpdateAdd.self)
            //     return XYZViewModel(fetcher: resolve(), updater: updater, service: resolve()) }
            // register { XYZUpdateAdd() }; register { XYZUpdateEdit() }
            let main = DependencyResolver(name: "main")
            DependencyResolver.registerManipulatingServices(into: main)

            let editing: XYZViewModel = main.resolve(args: true)
            let adding: XYZViewModel = main.resolve(args: false)

            #expect(editing.updater is XYZUpdateEdit)
            #expect(adding.updater is XYZUpdateAdd)
            #expect(editing.fetcher is XYZCombinedService)
            #expect(editing.service?.someOptionalValue == nil, "the nested XYZService got no arguments")
        }

        @Test("000 problems: a mismatched key or type fails with a message instead of a bare unwrap")
        func problemsHaveMessages() {
            // "If the inferred type doesn't match the type passed in args or in the dictionary, or if a key value
            // is not found, then Resolver will fail when it attempts to explicitly unwrap the resulting value."
            let main = DependencyResolver(name: "main")
            main.register { (_, args) in XYZViewModel(editMode: try args.value("mode"), name: try args.value("name")) }

            let wrongKey = #expect(throws: DependencyError.self) {
                try main.tryResolve(XYZViewModel.self, args: ["editMode": true, "name": "Editing"])
            }
            let wrongType = #expect(throws: DependencyError.self) {
                try main.tryResolve(XYZViewModel.self, args: ["mode": "true", "name": "Editing"])
            }

            #expect(wrongKey?.kind == .argumentMismatch)
            #expect(message(of: wrongKey).contains("no key \"mode\""))
            #expect(message(of: wrongKey).contains("\"editMode\", \"name\""))
            #expect(wrongType?.kind == .argumentMismatch)
            #expect(message(of: wrongType).contains("argument \"mode\" as `Bool`"))
            #expect(message(of: wrongType).contains("`String` (\"true\")"))
        }

        // MARK: seed 002 (Dip: runtime arguments)

        @Test("002 a factory with a runtime argument, resolved with that argument")
        func runtimeArgument() throws {
            // container.register() { (url: String) in URLSessionNetworkLayer(baseURL: url) as NetworkLayer }
            // let network = try! container.resolve(arguments: "http://prod.myapi.com/api/") as NetworkLayer
            let container = DependencyResolver(name: "container")
            container.register { (url: String) in URLSessionNetworkLayer(baseURL: url) as NetworkLayer }

            let network = try container.tryResolve(arguments: "http://prod.myapi.com/api/") as NetworkLayer

            #expect(network.baseURL == "http://prod.myapi.com/api/")
        }

        @Test("002 Dip stops at six runtime arguments; here seven work")
        func moreThanSixArguments() throws {
            // "Dip supports up to 6 runtime arguments."
            let container = DependencyResolver(name: "container")
            container.register { (a: String, b: String, c: String, d: String, e: String, f: String, g: String) in
                URLSessionNetworkLayer(baseURL: [a, b, c, d, e, f, g].joined(separator: "/")) as NetworkLayer
            }

            let network = try container.tryResolve(arguments: "a", "b", "c", "d", "e", "f", "g") as NetworkLayer

            #expect(network.baseURL == "a/b/c/d/e/f/g")
        }

        @Test("002 types, number and order of arguments select among factories for one protocol")
        func typesNumberAndOrderSelect() throws {
            // "you can register different factories with different set of runtime arguments for the same protocol"
            let container = DependencyResolver(name: "container")
            container.register { (url: String) in URLSessionNetworkLayer(baseURL: url) as NetworkLayer }
            container.register { (url: String, port: Int) in
                URLSessionNetworkLayer(baseURL: "\(url):\(port)") as NetworkLayer
            }
            container.register { (port: Int, url: String) in
                URLSessionNetworkLayer(baseURL: "\(url) on \(port)") as NetworkLayer
            }

            let byURL = try container.tryResolve(arguments: "http://api") as NetworkLayer
            let byURLAndPort = try container.tryResolve(arguments: "http://api", 80) as NetworkLayer
            let byPortAndURL = try container.tryResolve(arguments: 80, "http://api") as NetworkLayer

            #expect(byURL.baseURL == "http://api")
            #expect(byURLAndPort.baseURL == "http://api:80")
            #expect(byPortAndURL.baseURL == "http://api on 80")
        }

        @Test("002 an untyped closure parameter infers String?; resolving with a String fails until it is typed")
        func optionalInferenceTrap() throws {
            // class URLSessionNetworkLayer { init(baseURL: String?) { ... } }
            // container.register() { url in URLSessionNetworkLayer(baseURL: url) as NetworkLayer }
            // let network = try! container.resolve(arguments: "http://prod.myapi.com/api/") as NetworkLayer  // throws
            // container.register() { (url: String) in URLSessionNetworkLayer(baseURL: url) as NetworkLayer }
            // let network = try! container.resolve(arguments: "http://prod.myapi.com/api/") as NetworkLayer  // works
            let container = DependencyResolver(name: "container")
            container.register { url in URLSessionNetworkLayer(baseURL: url) as NetworkLayer }

            let error = #expect(throws: DependencyError.self) {
                try container.tryResolve(arguments: "http://prod.myapi.com/api/") as NetworkLayer
            }
            #expect(error?.kind == .notRegistered)
            #expect(message(of: error).contains("with arguments (String?)"))
            #expect(message(of: error).contains("give the closure's parameter its type"))

            container.register { (url: String) in URLSessionNetworkLayer(baseURL: url) as NetworkLayer }
            let network = try container.tryResolve(arguments: "http://prod.myapi.com/api/") as NetworkLayer

            #expect(network.baseURL == "http://prod.myapi.com/api/")
        }

        @Test("002 argument values are not checked against a cached instance: a persistent one keeps its first")
        func cachedInstanceKeepsFirstArguments() throws {
            // "if you try to resolve new instance with another values of runtime arguments you may get back the
            // same instance as before depending on the scope used to register its type"
            let container = DependencyResolver(name: "container")
            container.register(lifetime: .persistent) { (url: String) in
                URLSessionNetworkLayer(baseURL: url) as NetworkLayer
            }
            let events = container.collectTraceEvents()

            let prod = try container.tryResolve(arguments: "http://prod.myapi.com/api/") as NetworkLayer
            let staging = try container.tryResolve(arguments: "http://staging.myapi.com/api/") as NetworkLayer

            #expect(staging === prod)
            #expect(staging.baseURL == "http://prod.myapi.com/api/")
            #expect(events.all.contains { $0.kind == .argumentsIgnored }, "unlike Dip, the trace says so")
        }

        @Test("002 a shared (graph) instance within one resolution keeps its first arguments too")
        func graphInstanceKeepsFirstArguments() throws {
            // Dip's `.shared` scope is the graph lifetime here.
            let container = DependencyResolver(name: "container")
            container.register { (url: String) in URLSessionNetworkLayer(baseURL: url) as NetworkLayer }
            container.register { r in
                Pair(
                    try r.tryResolve(NetworkLayer.self, arguments: "http://prod.myapi.com/api/"),
                    try r.tryResolve(NetworkLayer.self, arguments: "http://staging.myapi.com/api/"))
            }

            let pair: Pair<NetworkLayer, NetworkLayer> = try container.tryResolve()

            #expect(pair.first === pair.second)
            #expect(pair.second.baseURL == "http://prod.myapi.com/api/")
        }
    }
}
