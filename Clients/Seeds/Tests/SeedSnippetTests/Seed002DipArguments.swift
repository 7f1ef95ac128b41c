import HierResolver
import Testing

// Seed 002 (Dip: runtime arguments), on a container of its own, `let container = DependencyResolver()`.
// Dip's `try! container.resolve(arguments:)` throws; here `resolve(arguments:)` stops the program on a
// failure instead, and `try container.tryResolve(arguments:)` is the throwing form.

/// Dip's network layer protocol.
protocol NetworkLayer: AnyObject {
    /// The base URL the layer was made with.
    var baseURL: String? { get }
}

class URLSessionNetworkLayer {
    let baseURL: String?  // the seed elides the body: `init(baseURL: String?) { ... }`

    init(baseURL: String?) {
        self.baseURL = baseURL
    }
}

extension URLSessionNetworkLayer: NetworkLayer {}

@Suite("Seed 002: Dip's runtime arguments")
struct DipArguments002 {
    @Test("002 a factory with a typed String argument gets the URL passed to resolve(arguments:)")
    func typedArgument() {
        let container = DependencyResolver()

        // swift-format-ignore: NoEmptyTrailingClosureParentheses
        container.register() { (url: String) in URLSessionNetworkLayer(baseURL: url) as NetworkLayer }

        // fixed: Dip's `try!` is `resolve(arguments:)`, which stops the program on a failure
        let network = container.resolve(arguments: "http://prod.myapi.com/api/") as NetworkLayer

        #expect(network.baseURL == "http://prod.myapi.com/api/")
    }

    @Test("002 an inferred argument type is String?, so resolving with a String throws and names both signatures")
    func inferredOptionalArgumentThrows() throws {
        let container = DependencyResolver()

        // swift-format-ignore: NoEmptyTrailingClosureParentheses
        container.register() { url in URLSessionNetworkLayer(baseURL: url) as NetworkLayer }

        //this will throw an error
        let error = #expect(throws: DependencyError.self) {
            // fixed: Dip's `try!` is the throwing form, `try tryResolve(arguments:)`
            let network = try container.tryResolve(arguments: "http://prod.myapi.com/api/") as NetworkLayer
            Issue.record("resolved \(network) from a String? registration")
        }
        let message = try #require(error?.message)
        #expect(message.contains("String?") || message.contains("Optional<String>"), "names the registered signature")
        #expect(message.contains("String"))

        let optional: String? = "http://prod.myapi.com/api/"
        #expect((container.resolve(arguments: optional) as NetworkLayer).baseURL == optional, "an Optional finds it")
    }

    @Test("002 with the argument typed explicitly as String, the same resolve succeeds")
    func explicitArgumentResolves() throws {
        let container = DependencyResolver()

        // swift-format-ignore: NoEmptyTrailingClosureParentheses
        container.register() { url in URLSessionNetworkLayer(baseURL: url) as NetworkLayer }
        // swift-format-ignore: NoEmptyTrailingClosureParentheses
        container.register() { (url: String) in URLSessionNetworkLayer(baseURL: url) as NetworkLayer }

        //this will successfully resolve
        // fixed: Dip's `try!` is the throwing form, `try tryResolve(arguments:)`
        let network = try container.tryResolve(arguments: "http://prod.myapi.com/api/") as NetworkLayer

        #expect(network.baseURL == "http://prod.myapi.com/api/")
    }

    @Test("002 types, number and order of arguments select the factory")
    func signaturesSelectTheFactory() {
        let container = DependencyResolver()
        container.register { (url: String) in URLSessionNetworkLayer(baseURL: url) as NetworkLayer }
        container.register { (url: String, port: Int) in
            URLSessionNetworkLayer(baseURL: "\(url):\(port)") as NetworkLayer
        }
        container.register { (port: Int, url: String) in
            URLSessionNetworkLayer(baseURL: "\(port)@\(url)") as NetworkLayer
        }

        #expect((container.resolve(arguments: "host") as NetworkLayer).baseURL == "host")
        #expect((container.resolve(arguments: "host", 8080) as NetworkLayer).baseURL == "host:8080")
        #expect((container.resolve(arguments: 8080, "host") as NetworkLayer).baseURL == "8080@host")
    }

    @Test("002 warning: a shared instance comes back with the arguments it was first made with")
    func cachedInstanceIgnoresLaterArguments() {
        let container = DependencyResolver()
        container.register(lifetime: .persistent) { (url: String) in
            URLSessionNetworkLayer(baseURL: url) as NetworkLayer
        }

        let first = container.resolve(arguments: "http://prod.myapi.com/api/") as NetworkLayer
        let second = container.resolve(arguments: "http://staging.myapi.com/api/") as NetworkLayer

        #expect(second === first)
        #expect(second.baseURL == "http://prod.myapi.com/api/")
    }
}
