import HierResolver
import Testing

// What a resolve with typed arguments reports when no signature fits (seed 002's inferred `String?`,
// a wrong arity, typed and untyped forms that do not reach each other), and how closures typed
// `(r: Resolver, args: Args)` register. Part of the "Arguments" suite.

extension ArgumentTests {
    // MARK: Typed misses

    @Test("seed 002's trap: an inferred String? parameter is a near miss, with a hint to give it its type")
    func inferredOptionalParameterTrap() throws {
        let app = DependencyResolver(name: "app")
        app.register { url in URLSessionNetworkLayer(baseURL: url) as NetworkLayer }  // infers (String?)

        let error = #expect(throws: DependencyError.self) {
            try app.tryResolve(NetworkLayer.self, arguments: "http://prod.myapi.com/api/")
        }

        #expect(error?.kind == .notRegistered)
        let text = message(of: error)
        #expect(
            text.contains("No registration for `HierResolverTests.NetworkLayer` with arguments (String) in \"app\""))
        #expect(text.contains("`HierResolverTests.NetworkLayer` with arguments (String?) in \"app\""))
        #expect(text.contains("the registration takes `String?` where the resolve passed `String`"))
        #expect(text.contains("give the closure's parameter its type, `{ (value: String) in ... }`"))
        let optional: String? = "http://prod.myapi.com/api/"
        let network: NetworkLayer = try app.tryResolve(arguments: optional)
        #expect(network.baseURL == optional, "an Optional argument finds the inferred registration")
    }

    @Test("wrong arity: resolving (String) when (String, Int) is registered lists the registered signature")
    func wrongArityListsSignatures() {
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature")
        app.register { (url: String, port: Int) in URLSessionNetworkLayer(baseURL: "\(url):\(port)") as NetworkLayer }
        app.register { (port: Int, url: String) in URLSessionNetworkLayer(baseURL: "\(url):\(port)") as NetworkLayer }

        let error = #expect(throws: DependencyError.self) {
            try feature.tryResolve(NetworkLayer.self, arguments: "http://prod.myapi.com")
        }

        #expect(error?.kind == .notRegistered)
        let text = message(of: error)
        #expect(
            text.contains("No registration for `HierResolverTests.NetworkLayer` with arguments (String) in \"feature\"")
        )
        #expect(text.contains("Searched: \"feature\" -> \"app\"."))
        #expect(text.contains("`HierResolverTests.NetworkLayer` with arguments (String, Int) in \"app\""))
        #expect(text.contains("`HierResolverTests.NetworkLayer` with arguments (Int, String) in \"app\""))
    }

    @Test("resolve() without arguments does not reach a typed registration, and the miss lists it")
    func plainResolveMissesTypedRegistration() {
        let app = DependencyResolver(name: "app")
        app.register { (url: String) in URLSessionNetworkLayer(baseURL: url) as NetworkLayer }

        let error = #expect(throws: DependencyError.self) { try app.tryResolve(NetworkLayer.self) }

        #expect(error?.kind == .notRegistered)
        let text = message(of: error)
        #expect(text.contains("No registration for `HierResolverTests.NetworkLayer` in \"app\""))
        #expect(text.contains("`HierResolverTests.NetworkLayer` with arguments (String) in \"app\""))
        #expect(app.optional(NetworkLayer.self) == nil)
    }

    @Test("typed arguments do not reach a registration without them; the miss says it takes none")
    func typedResolveMissesPlainRegistration() {
        let app = DependencyResolver(name: "app")
        app.register { (_, args) in Flag(isOn: args()) }

        let error = #expect(throws: DependencyError.self) { try app.tryResolve(Flag.self, arguments: true) }

        #expect(error?.kind == .notRegistered)
        let text = message(of: error)
        #expect(text.contains("No registration for `HierResolverTests.Flag` with arguments (Bool) in \"app\""))
        #expect(text.contains("`HierResolverTests.Flag` with no typed arguments in \"app\""))
    }

    // MARK: Closures typed `(r: Resolver)`

    @Test("a factory written { (r: Resolver, args: Args) in ... } reads the resolve's args")
    func resolverAndArgsParameterClosure() throws {
        let app = DependencyResolver(name: "app")
        app.register { (r: Resolver, args: Args) in Flag(isOn: args()) }

        let flag: Flag = try app.tryResolve(args: true)
        #expect(flag.isOn)
    }
}
