import HierResolver
import Testing

// Typed runtime arguments (seed 002): arities, several signatures for one type, order, variants and
// names, how each lifetime treats later arguments, `register(arguments:)` and the context container,
// and typed registrations across a hierarchy. Part of the "Arguments" suite.

extension ArgumentTests {
    // MARK: Typed arguments

    @Test("typed arguments: one, two and three reach the factory in order")
    func typedArities() {
        let app = DependencyResolver(name: "app")
        app.register { (url: String) in Endpoint(url: url) }
        app.register { (host: String, port: Int) in Pair(Endpoint(url: "\(host):\(port)"), port) }
        app.register { (host: String, port: Int, secure: Bool) in
            Received<String>(value: "\(secure ? "https" : "http")://\(host):\(port)")
        }

        let one: Endpoint = app.resolve(arguments: "api.example")
        let two: Pair<Endpoint, Int> = app.resolve(arguments: "api.example", 8080)
        let three: Received<String> = app.resolve(arguments: "api.example", 443, true)

        #expect(one.url == "api.example")
        #expect(two.first.url == "api.example:8080")
        #expect(two.second == 8080)
        #expect(three.value == "https://api.example:443")
    }

    @Test("typed arguments are not limited to Dip's six: seven work")
    func sevenArguments() throws {
        let app = DependencyResolver(name: "app")
        app.register { (a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: String) in
            Received<String>(value: "\(a + b + c + d + e + f) \(g)")
        }

        let received: Received<String> = try app.tryResolve(arguments: 1, 2, 3, 4, 5, 6, "seven")

        #expect(received.value == "21 seven")
    }

    @Test("several signatures for one type live side by side, each selected by its arguments")
    func severalSignatures() {
        let app = DependencyResolver(name: "app")
        app.register { (url: String) in URLSessionNetworkLayer(baseURL: url) as NetworkLayer }
        app.register { (url: String, port: Int) in URLSessionNetworkLayer(baseURL: "\(url):\(port)") as NetworkLayer }
        app.register { (port: Int) in URLSessionNetworkLayer(baseURL: "localhost:\(port)") as NetworkLayer }

        let byURL: NetworkLayer = app.resolve(arguments: "http://prod.myapi.com")
        let byURLAndPort: NetworkLayer = app.resolve(arguments: "http://prod.myapi.com", 8080)
        let byPort: NetworkLayer = app.resolve(arguments: 9090)

        #expect(byURL.baseURL == "http://prod.myapi.com")
        #expect(byURLAndPort.baseURL == "http://prod.myapi.com:8080")
        #expect(byPort.baseURL == "localhost:9090")
    }

    @Test("argument order matters: (String, Int) and (Int, String) are two registrations")
    func orderMatters() {
        let app = DependencyResolver(name: "app")
        app.register { (host: String, port: Int) in Endpoint(url: "host first \(host):\(port)") }
        app.register { (port: Int, host: String) in Endpoint(url: "port first \(host):\(port)") }

        #expect(app.resolve(Endpoint.self, arguments: "a", 1).url == "host first a:1")
        #expect(app.resolve(Endpoint.self, arguments: 2, "b").url == "port first b:2")
    }

    @Test("variants and names combine with typed arguments, and stay apart from the unvariant registration")
    func typedVariantsAndNames() throws {
        let app = DependencyResolver(name: "app")
        app.register { (url: String) in Endpoint(url: "prod " + url) }
        app.register(variant: "staging") { (url: String) in Endpoint(url: "staging " + url) }
        app.register(name: "mock", arguments: String.self) { _, url in Endpoint(url: "mock " + url) }

        #expect(app.resolve(Endpoint.self, arguments: "/a").url == "prod /a")
        #expect(app.resolve(Endpoint.self, variant: "staging", arguments: "/b").url == "staging /b")
        #expect(app.resolve(Endpoint.self, name: "staging", arguments: "/c").url == "staging /c")
        #expect(try app.tryResolve(Endpoint.self, variant: "mock", arguments: "/d").url == "mock /d")
        #expect(try app.tryResolve(Endpoint.self, name: "mock", arguments: "/e").url == "mock /e")
        let missing = #expect(throws: DependencyError.self) {
            try app.tryResolve(Endpoint.self, variant: "staging", arguments: "/f", 1)
        }
        #expect(missing?.kind == .notRegistered)
    }

    @Test("a persistent typed registration is built by the first resolve; later arguments get it too, traced")
    func persistentTypedIgnoresLaterArguments() {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { (url: String) in URLSessionNetworkLayer(baseURL: url) as NetworkLayer }
        let events = app.collectTraceEvents()

        let first: NetworkLayer = app.resolve(arguments: "http://first")
        #expect(events.all.filter { $0.kind == .argumentsIgnored }.isEmpty, "the first resolve used its arguments")
        let second: NetworkLayer = app.resolve(arguments: "http://second")

        #expect(first === second)
        #expect(second.baseURL == "http://first")
        let ignored = events.all.filter { $0.kind == .argumentsIgnored }
        #expect(ignored.count == 1)
        #expect(ignored.first?.key == "`HierResolverTests.NetworkLayer`")
        #expect(ignored.first?.container == "\"app\"")
        #expect(ignored.first?.lifetime == .persistent)
        #expect(ignored.first?.message.contains("the persistent instance was already built") == true)
    }

    @Test("a transient typed registration hands out the held instance whatever the arguments, traced")
    func transientTypedIgnoresLaterArguments() {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .transient) { (url: String) in Endpoint(url: url) }
        let events = app.collectTraceEvents()

        let held: Endpoint = app.resolve(arguments: "first")
        let again: Endpoint = app.resolve(arguments: "second")

        #expect(again === held)
        #expect(again.url == "first")
        #expect(events.all.filter { $0.kind == .argumentsIgnored }.first?.lifetime == .transient)
    }

    @Test("graph: within one resolution a second resolve with other arguments gets the first instance, traced")
    func graphTypedIgnoresLaterArgumentsInOneResolution() {
        // Observed and by design (§3): a graph instance is shared per (registration, context) within one
        // top-level resolution, so the second nested resolve's "b" is ignored and reported.
        let app = DependencyResolver(name: "app")
        app.register { (url: String) in Endpoint(url: url) }
        app.register { r in Pair(r.resolve(Endpoint.self, arguments: "a"), r.resolve(Endpoint.self, arguments: "b")) }
        let events = app.collectTraceEvents()

        let pair: Pair<Endpoint, Endpoint> = app.resolve()
        let next: Pair<Endpoint, Endpoint> = app.resolve()

        #expect(pair.first === pair.second)
        #expect(pair.second.url == "a")
        #expect(next.first !== pair.first, "a new top-level resolution builds anew")
        let ignored = events.all.filter { $0.kind == .argumentsIgnored }
        #expect(ignored.count == 2, "once per resolution")
        #expect(ignored.first?.lifetime == .graph)
    }

    @Test("graph: Resolver-style args are ignored the same way within one resolution")
    func graphArgsIgnoreLaterArgumentsInOneResolution() {
        let app = DependencyResolver(name: "app")
        app.register { (_, args) in Endpoint(url: args()) }
        app.register { r in Pair(r.resolve(Endpoint.self, args: "a"), r.resolve(Endpoint.self, args: "b")) }
        let events = app.collectTraceEvents()

        let pair: Pair<Endpoint, Endpoint> = app.resolve()

        #expect(pair.first === pair.second)
        #expect(pair.second.url == "a")
        #expect(events.all.filter { $0.kind == .argumentsIgnored }.count == 1)
    }

    @Test("graph: two signatures of one type are two registrations, so one resolution builds both")
    func graphSharingIsPerSignature() {
        let app = DependencyResolver(name: "app")
        app.register { (url: String) in Endpoint(url: url) }
        app.register { (url: String, port: Int) in Endpoint(url: "\(url):\(port)") }
        app.register { r in
            Pair(r.resolve(Endpoint.self, arguments: "a"), r.resolve(Endpoint.self, arguments: "a", 1))
        }

        let pair: Pair<Endpoint, Endpoint> = app.resolve()

        #expect(pair.first !== pair.second)
        #expect(pair.first.url == "a")
        #expect(pair.second.url == "a:1")
    }

    @Test("ephemeral: every typed resolve builds with its own arguments")
    func ephemeralTypedUsesEveryArgument() {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .ephemeral) { (url: String) in Endpoint(url: url) }
        app.register { r in Pair(r.resolve(Endpoint.self, arguments: "a"), r.resolve(Endpoint.self, arguments: "b")) }
        let events = app.collectTraceEvents()

        let pair: Pair<Endpoint, Endpoint> = app.resolve()

        #expect(pair.first.url == "a")
        #expect(pair.second.url == "b")
        #expect(events.all.filter { $0.kind == .argumentsIgnored }.isEmpty)
    }

    @Test("register(arguments:) hands the factory the context container, so a child's override reaches it")
    func typedFactoryGetsContextContainer() {
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature")
        app.register { Session() }
        let override = Session()
        feature.register { override }
        app.register(arguments: String.self) { r, url in
            URLSessionNetworkLayer(baseURL: url, session: r.resolve()) as NetworkLayer
        }

        let fromFeature: NetworkLayer = feature.resolve(arguments: "http://feature")
        let fromApp: NetworkLayer = app.resolve(arguments: "http://app")

        #expect(fromFeature.baseURL == "http://feature")
        #expect(fromFeature.session === override)
        #expect(fromApp.session !== override)
    }

    @Test("register(arguments:_:) with two types passes the resolver and both values")
    func typedFactoryWithResolverAndTwoArguments() {
        let app = DependencyResolver(name: "app")
        let session = Session()
        app.register { session }
        app.register(arguments: String.self, Int.self) { r, url, port in
            URLSessionNetworkLayer(baseURL: "\(url):\(port)", session: r.resolve()) as NetworkLayer
        }

        let network: NetworkLayer = app.resolve(arguments: "http://prod.myapi.com", 8080)

        #expect(network.baseURL == "http://prod.myapi.com:8080")
        #expect(network.session === session)
    }

    @Test("a persistent register(arguments:) factory resolves in its owner's context")
    func persistentTypedFactoryUsesOwnerContext() {
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature")
        let appSession = Session()
        app.register { appSession }
        feature.register { Session() }
        app.register(lifetime: .persistent, arguments: String.self) { r, url in
            URLSessionNetworkLayer(baseURL: url, session: r.resolve()) as NetworkLayer
        }

        let network: NetworkLayer = feature.resolve(arguments: "http://feature")

        #expect(network.session === appSession)
    }

    @Test("a typed registration in a parent is found from a grandchild")
    func typedRegistrationInParent() throws {
        let app = DependencyResolver(name: "app")
        let screen = app.child(name: "feature").child(name: "screen")
        app.register { (url: String, port: Int) in URLSessionNetworkLayer(baseURL: "\(url):\(port)") as NetworkLayer }

        let network: NetworkLayer = try screen.tryResolve(arguments: "http://prod.myapi.com", 443)

        #expect(network.baseURL == "http://prod.myapi.com:443")
    }

    @Test("a child's typed registration overrides the parent's for that signature only")
    func childOverridesOneSignature() {
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature")
        app.register { (url: String) in Endpoint(url: "app " + url) }
        app.register { (port: Int) in Endpoint(url: "app \(port)") }
        feature.register { (url: String) in Endpoint(url: "feature " + url) }

        #expect(feature.resolve(Endpoint.self, arguments: "/a").url == "feature /a")
        #expect(feature.resolve(Endpoint.self, arguments: 1).url == "app 1")
        #expect(app.resolve(Endpoint.self, arguments: "/a").url == "app /a")
    }
}
