import HierResolver
import Testing

// A strict copy fails every registration the test did not replace or allow, wherever it is used.

private protocol Network: AnyObject {
    var isFake: Bool { get }
}

private final class RealNetwork: Network {
    var isFake: Bool { false }
}

private final class FakeNetwork: Network {
    var isFake: Bool { true }
}

private struct Config {
    let retries: Int
}

private final class Feed {
    let network: Network
    let config: Config

    init(network: Network, config: Config) {
        self.network = network
        self.config = config
    }
}

private protocol Reading: AnyObject {}
private protocol Writing: AnyObject {}
private final class Store: Reading, Writing {}

/// The app: a persistent network, a config value, a feed built on both, a variant of `String`, and a
/// store served as two protocols.
private func makeApp() -> DependencyResolver {
    let app = DependencyResolver(name: "app")
    app.register(lifetime: .persistent) { RealNetwork() as Network }
    app.register { Config(retries: 3) }
    app.register { r in Feed(network: r.resolve(), config: r.resolve()) }
    app.register(variant: "api") { "https://api.example.com" }
    app.register { "plain" }
    app.register(lifetime: .persistent) { Store() }.implements(Reading.self).implements(Writing.self)
    return app
}

private func error(_ body: () throws -> Any) -> DependencyError? {
    #expect(throws: DependencyError.self) { _ = try body() }
}

@Suite("Strict copies of a container, for tests")
struct StrictCopyTests {
    @Test("an unreplaced registration fails when resolved, with a message naming it, the strict copy and the fixes")
    func unreplacedFails() throws {
        let test = try makeApp().copy(name: "strict test", strict: true)
        let failure = error { try test.tryResolve(Network.self) }
        #expect(failure?.kind == .notReplaced)
        let text = message(of: failure)
        #expect(text.contains("`HierResolverTests.Network` (persistent, registered in \"strict test\") was used"))
        #expect(text.contains("the test did not replace it, and \"strict test\" is a strict copy"))
        #expect(text.contains("`$0.register { ... as HierResolverTests.Network }`"))
        #expect(text.contains("`allowing: [.type(HierResolverTests.Network.self)]`"))
        #expect(failure?.resolutionChain == ["`HierResolverTests.Network`"])
    }

    @Test("a variant's message names the variant in both fixes")
    func unreplacedVariantMessage() throws {
        let test = try makeApp().copy(strict: true)
        let text = message(of: error { try test.tryResolve(String.self, variant: "api") })
        #expect(text.contains("`String` (variant \"api\") (graph"))
        #expect(text.contains("`$0.register(variant: \"api\") { ... as String }`"))
        #expect(text.contains("`allowing: [.type(String.self, variant: \"api\")]`"))
    }

    @Test("a replaced registration is served, and the replacement's unreplaced dependency fails, naming the chain")
    func replacedAndNestedUnreplaced() throws {
        let test = try makeApp().copy(name: "test", strict: true) { fakes in
            fakes.register { FakeNetwork() as Network }
            fakes.register { r in Feed(network: try r.tryResolve(), config: try r.tryResolve()) }
        }
        #expect(try test.tryResolve(Network.self).isFake)
        let failure = error { try test.tryResolve(Feed.self) }
        #expect(failure?.kind == .notReplaced)
        #expect(failure?.resolutionChain == ["`HierResolverTests.Feed`", "`HierResolverTests.Config`"])
        #expect(
            message(of: failure).contains("Resolution chain: `HierResolverTests.Feed` -> `HierResolverTests.Config`"))
    }

    @Test("an allowed registration runs its own factory, which gets the replacements")
    func allowedRuns() throws {
        let test = try makeApp().copy(strict: true, allowing: [.type(Config.self), .type(Feed.self)]) {
            $0.register { FakeNetwork() as Network }
        }
        let feed: Feed = try test.tryResolve()
        #expect(feed.network.isFake)
        #expect(feed.config.retries == 3)
    }

    @Test("an allowance of a variant lets that variant through and no other; everyRegistration lets all through")
    func variantAllowances() throws {
        let one = try makeApp().copy(strict: true, allowing: [.type(String.self, variant: "api")])
        #expect(try one.tryResolve(String.self, variant: "api") == "https://api.example.com")
        #expect(error { try one.tryResolve(String.self) }?.kind == .notReplaced)
        let named = try makeApp().copy(strict: true, allowing: [.type(String.self, name: "api")])
        #expect(try named.tryResolve(String.self, name: "api") == "https://api.example.com")
        let every = try makeApp().copy(strict: true, allowing: [.everyRegistration(of: String.self)])
        #expect(try every.tryResolve(String.self) == "plain")
        #expect(try every.tryResolve(String.self, variant: "api") == "https://api.example.com")
    }

    @Test("optional and tryOptional of an unreplaced registration fail: it is registered")
    func optionalFails() throws {
        let test = try makeApp().copy(strict: true)
        #expect(error { try test.tryOptional(Config.self) as Any }?.kind == .notReplaced)
    }

    @Test("an await resolve of an unreplaced registration throws the same kind")
    func awaitFails() async throws {
        let test = try makeApp().copy(strict: true)
        await #expect(throws: DependencyError.self) { _ = try await test.async.tryResolve(Config.self) }
        do {
            _ = try await test.async.tryResolve(Network.self)
            Issue.record("resolved an unreplaced registration")
        } catch let error as DependencyError {
            #expect(error.kind == .notReplaced)
        }
    }

    @Test("the copied container and its instances are unaffected")
    func originalUnaffected() throws {
        let app = makeApp()
        let before: Network = app.resolve()
        let test = try app.copy(strict: true) { $0.register { FakeNetwork() as Network } }
        #expect(error { try test.tryResolve(Feed.self) }?.kind == .notReplaced)
        let feed: Feed = try app.tryResolve()
        #expect(feed.network === before)
        #expect(!feed.network.isFake)
    }

    @Test("a copy that is not strict is the plain copy: nothing fails")
    func notStrict() throws {
        let test = try makeApp().copy(strict: false)
        #expect(try test.tryResolve(Feed.self).network.isFake == false)
    }

    @Test("allowing a key an .implements registration serves allows the registration and every key it serves")
    func implementsAllowance() throws {
        let test = try makeApp().copy(strict: true, allowing: [.type(Reading.self)])
        let reading: Reading = try test.tryResolve()
        #expect(try test.tryResolve(Writing.self) === reading)
        #expect(try test.tryResolve(Store.self) === reading)
    }

    @Test("an unreplaced .implements registration fails naming the type asked for")
    func implementsUnreplaced() throws {
        let test = try makeApp().copy(strict: true)
        let failure = error { try test.tryResolve(Reading.self) }
        #expect(failure?.kind == .notReplaced)
        #expect(failure?.resolutionChain == ["`HierResolverTests.Reading`"])
        // Replacing the implementation serves its protocols with the replacement.
        let replaced = try makeApp().copy(strict: true) { $0.register { Store() } }
        #expect(try replaced.tryResolve(Writing.self) === replaced.tryResolve(Store.self))
    }

    @Test("a copy of a strict copy stays strict, and a strict copy of it may allow again")
    func copiesOfStrictCopies() throws {
        let strict = try makeApp().copy(strict: true)
        let inner = strict.copy { $0.register { FakeNetwork() as Network } }
        #expect(try inner.tryResolve(Network.self).isFake)
        #expect(error { try inner.tryResolve(Config.self) }?.kind == .notReplaced)
        let allowing = try strict.copy(strict: true, allowing: [.type(Config.self)])
        #expect(try allowing.tryResolve(Config.self).retries == 3)
        #expect(error { try allowing.tryResolve(Network.self) }?.kind == .notReplaced)
    }

    @Test("verify() builds what was replaced or allowed, fails what reaches an unreplaced one, skips the rest")
    func verifyReportsReachedUnreplaced() throws {
        let test = try makeApp().copy(name: "test", strict: true, allowing: [.type(Feed.self)]) {
            $0.register { FakeNetwork() as Network }
        }
        let report = test.verify()
        #expect(report.verified.map(\.key) == ["`HierResolverTests.Network`"])
        #expect(report.failures.count == 1)
        #expect(report.failures.first?.entry?.key == "`HierResolverTests.Feed`")
        #expect(report.failures.first?.error.kind == .notReplaced)
        #expect(report.failures.first?.error.resolutionChain.last == "`HierResolverTests.Config`")
        #expect(report.skipped.count == 6)
        #expect(report.skipped.allSatisfy { $0.reason.contains("\"test\" is a strict copy") })
    }

    @Test("allowing a key nothing in the chain registers throws, listing what is registered for the type")
    func unmatchedAllowance() throws {
        let app = makeApp()
        let failure = #expect(throws: DependencyError.self) {
            _ = try app.copy(strict: true, allowing: [.type(String.self, variant: "apl")])
        }
        #expect(failure?.kind == .invalidConfiguration)
        let text = message(of: failure)
        #expect(text.contains("Cannot allow .type(String.self, variant: \"apl\") in a strict copy of \"app\""))
        #expect(
            text.contains(
                "  - `String` (variant \"api\") in \"app\": allow it with .type(String.self, variant: \"api\")"))
        #expect(text.contains("Fix: remove .type(String.self, variant: \"apl\") from `allowing:`"))
        let everyFailure = #expect(throws: DependencyError.self) {
            _ = try app.copy(strict: true, allowing: [.everyRegistration(of: Int.self)])
        }
        #expect(message(of: everyFailure).contains("Nothing in the chain is registered as `Int`, as an Optional of it"))
        let optionalFailure = #expect(throws: DependencyError.self) {
            _ = try app.copy(strict: true, allowing: [.type(Config?.self)])
        }
        #expect(
            message(of: optionalFailure).contains(
                "  - `HierResolverTests.Config` in \"app\": allow it with .type(HierResolverTests.Config.self)"))
    }

    @Test("allowing a key only the overrides register throws: a replacement needs no allowance")
    func allowanceOfAReplacement() {
        let failure = #expect(throws: DependencyError.self) {
            _ = try makeApp().copy(strict: true, allowing: [.type(Int.self)]) { $0.register { 7 } }
        }
        #expect(message(of: failure).contains("a replacement needs no allowance"))
    }

    @Test("allowing: in a copy that is not strict throws")
    func allowanceWithoutStrictness() {
        let failure = #expect(throws: DependencyError.self) {
            _ = try makeApp().copy(strict: false, allowing: [.type(Config.self)])
        }
        #expect(failure?.kind == .invalidConfiguration)
        #expect(message(of: failure).contains("`strict: false`"))
    }

    @Test("allowances print as they are written and compare by what they let through")
    func allowanceValues() {
        #expect(DependencyResolver.Allowance.type(Config.self) == .type(Config.self))
        #expect(DependencyResolver.Allowance.type(Config.self) != .everyRegistration(of: Config.self))
        #expect(DependencyResolver.Allowance.type(Config.self, variant: "a") != .type(Config.self))
        #expect(
            "\(DependencyResolver.Allowance.type(String.self, variant: "api"))"
                == ".type(String.self, variant: \"api\")")
        #expect(Set([DependencyResolver.Allowance.type(Int.self), .type(Int.self)]).count == 1)
    }

    @Test("a trapping resolve of an unreplaced registration stops the program with the message")
    func trappingResolveTraps() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let app = DependencyResolver(name: "app")
            app.register { Config(retries: 1) }
            let test = try app.copy(name: "strict", strict: true)
            _ = test.resolve(Config.self)
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("`HierResolverTests.Config` (graph, registered in \"strict\") was used"))
    }

    @Test("a property wrapper that resolves an unreplaced registration stops the program with the message")
    func wrapperTraps() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let app = DependencyResolver(name: "app")
            app.register { Config(retries: 1) }
            let test = try app.copy(name: "strict", strict: true)
            DependencyResolver.withRoot(test) { _ = ConfigReader().config }
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("the test did not replace it, and \"strict\" is a strict copy"))
    }
}

private final class ConfigReader {
    @Resolve var config: Config
}
