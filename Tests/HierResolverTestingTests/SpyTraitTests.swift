import HierResolver
import HierResolverTesting
import Testing

// The spy pattern with the trait: `.overriding(Mailer.self, with: SpyMailer())` makes a spy for each test
// case, every consumer gets it, and the test resolves it by its own type to check what was sent.

protocol Mailer: AnyObject {
    func send(_ message: String)
}

final class RealMailer: Mailer {
    func send(_ message: String) {}
}

final class SpyMailer: Mailer {
    private(set) var sent: [String] = []

    func send(_ message: String) { sent.append(message) }
}

/// Not a `Mailer`: what a mistaken trait is given.
final class NotAMailer {}

/// A `.graph` consumer of the mailer.
final class Signup {
    let mailer: Mailer

    init(mailer: Mailer) { self.mailer = mailer }

    func register(_ user: String) { mailer.send("welcome, \(user)") }
}

/// A persistent consumer of the mailer: an app-wide singleton.
final class Newsletter {
    let mailer: Mailer

    init(mailer: Mailer) { self.mailer = mailer }
}

enum MailApp {
    /// The app: a `.graph` mailer, a `.graph` signup and a persistent newsletter on it.
    static let app: DependencyResolver = {
        let app = DependencyResolver(name: "mail app")
        app.register { RealMailer() as Mailer }
        app.register { r in Signup(mailer: r.resolve()) }
        app.register(lifetime: .persistent) { r in Newsletter(mailer: r.resolve()) }
        app.register(name: "sender") { "noreply@pets.example" }
        return app
    }()
}

@Suite("The spy trait")
struct SpyTraitTests {
    @Test(.overriding(MailApp.app, Mailer.self, with: SpyMailer()))
    func theTestChecksTheSpyItsCodeUsed() {
        let signup: Signup = DependencyResolver.resolve()
        signup.register("Mimi")

        let spy: SpyMailer = DependencyResolver.resolve()
        #expect(spy.sent == ["welcome, Mimi"])
        #expect(DependencyResolver.resolve(Newsletter.self).mailer === spy, "the app's singleton got it too")
        #expect(DependencyResolver.resolve(Mailer.self) === spy)
    }

    @Test(.overriding(MailApp.app, Mailer.self, with: SpyMailer()), arguments: 0..<12)
    func eachCaseGetsASpyOfItsOwn(number: Int) async {
        await Task.yield()
        DependencyResolver.resolve(Signup.self).register("pet \(number)")

        let spy: SpyMailer = DependencyResolver.resolve()
        #expect(spy.sent == ["welcome, pet \(number)"])
    }

    @Test(.overriding(MailApp.app, Mailer.self, with: SpyMailer() as Mailer))
    func anInstanceOfTheReplacedTypeItself() throws {
        let signup: Signup = DependencyResolver.resolve()
        signup.register("Franky")

        let spy = try #require(DependencyResolver.resolve(Mailer.self) as? SpyMailer)
        #expect(spy.sent == ["welcome, Franky"])
        #expect(DependencyResolver.optional(SpyMailer.self) == nil, "registered under Mailer only")
    }

    @Test("an instance that is not of the replaced type fails the test case, saying so")
    func aMismatchFailsTheTestCase() async throws {
        let trait: ContainerTrait = .overriding(MailApp.app, Mailer.self, with: NotAMailer())
        let test = try #require(Test.current)
        let error = await #expect(throws: (any Error).self) {
            try await trait.provideScope(for: test, testCase: Test.Case.current) {
                Issue.record("the test case ran")
            }
        }
        let message = error.map { "\($0)" } ?? ""
        #expect(message.contains("was given a `NotAMailer`, which is not a `Mailer`"), "\(message)")
    }
}

/// A suite's overrides and a test's: the test's trait copies the suite's container, so it sees both.
@Suite(.overriding(MailApp.app) { $0.register(name: "sender") { "test@pets.example" } })
struct SpyTraitInASuiteTests {
    @Test(.overriding(Mailer.self, with: SpyMailer()))
    func aTestsSpyAddsToItsSuitesOverrides() throws {
        try #require(DependencyResolver.optional(Signup.self)).register("Mimi")

        let spy = try #require(DependencyResolver.optional(SpyMailer.self))
        #expect(spy.sent == ["welcome, Mimi"])
        #expect(DependencyResolver.resolve(String.self, name: "sender") == "test@pets.example")
    }

    @Test(.overriding { $0.register(name: "greeting") { "hello" } })
    func aTestsOverridesAddToItsSuites() {
        #expect(DependencyResolver.optional(String.self, name: "greeting") == "hello")
        #expect(DependencyResolver.optional(String.self, name: "sender") == "test@pets.example")
    }

    @Test func testsWithoutASpyHaveTheSuitesOverridesOnly() {
        #expect(DependencyResolver.resolve(Mailer.self) is RealMailer)
        #expect(DependencyResolver.resolve(String.self, name: "sender") == "test@pets.example")
    }
}
