import HierResolver
import Testing

// `register(_:instance:)`: an instance made elsewhere, the very object every resolve returns. Its use in
// tests is the spy: the test makes it, overrides a dependency with it in a copy, runs the code, and
// checks the calls on the instance it holds.

/// What the app records to; a spy records into an array the test reads.
private protocol Ledger: AnyObject {
    func record(_ entry: String)
}

private final class RealLedger: Ledger {
    func record(_ entry: String) {}
}

private final class SpyLedger: Ledger {
    private(set) var entries: [String] = []

    func record(_ entry: String) { entries.append(entry) }
}

/// A `.graph` consumer of the ledger.
private final class Till {
    let ledger: Ledger

    init(ledger: Ledger) { self.ledger = ledger }

    func sell(_ item: String) { ledger.record(item) }
}

/// A persistent consumer of the ledger: an app-wide singleton.
private final class Audit {
    let ledger: Ledger

    init(ledger: Ledger) { self.ledger = ledger }
}

private enum LedgerApp {
    /// The app: the ledger with `lifetime`, a `.graph` till and a persistent audit on it.
    static func make(ledger lifetime: Lifetime) -> DependencyResolver {
        let app = DependencyResolver(name: "ledger app")
        app.register(lifetime: lifetime) { RealLedger() as Ledger }
        app.register { r in Till(ledger: r.resolve()) }
        app.register(lifetime: .persistent) { r in Audit(ledger: r.resolve()) }
        return app
    }
}

@Suite("Instance registrations")
struct InstanceRegistrationTests {
    @Test("every resolve returns the registered instance, and its lifetime is persistent")
    func everyResolveReturnsTheInstance() {
        let container = DependencyResolver(name: "app")
        let ledger = SpyLedger()
        let options = container.register(Ledger.self, instance: ledger)
        let child = container.child(name: "feature")

        #expect(options.lifetime == .persistent)
        #expect(container.resolve(Ledger.self) === ledger)
        #expect(child.resolve(Ledger.self) === ledger)
        container.reset()
        #expect(container.resolve(Ledger.self) === ledger, "reset() forgets nothing the container built")
    }

    @Test(
        "a spy registered as an override in a copy is the instance every consumer used, whatever the replaced lifetime",
        arguments: [Lifetime.ephemeral, .graph, .transient, .persistent])
    func spyInACopy(replaced: Lifetime) {
        let app = LedgerApp.make(ledger: replaced)
        let spy = SpyLedger()

        let test = app.copy(name: "test") { $0.register(Ledger.self, instance: spy) }
        test.resolve(Till.self).sell("coffee")
        test.resolve(Till.self).sell("cake")

        #expect(spy.entries == ["coffee", "cake"])
        #expect(test.resolve(Audit.self).ledger === spy, "the app's singleton, built in the copy")
        #expect(test.resolve(Ledger.self) === spy)
        #expect(app.resolve(Till.self).ledger is RealLedger, "the app is untouched")
    }

    @Test("a spy made inside the overrides and served through .implements is the one the test resolves by its type")
    func spyMadeInTheOverrides() {
        // A trait's overrides make the spy, so the test reaches it by resolving: the instance keeps its
        // identity though the replaced registration is `.graph` (a factory would build one per resolution).
        let app = LedgerApp.make(ledger: .graph)

        let test = app.copy(name: "test") { $0.register(SpyLedger.self, instance: SpyLedger()).implements(Ledger.self) }
        test.resolve(Till.self).sell("tea")

        let spy: SpyLedger = test.resolve()
        #expect(spy.entries == ["tea"])
        #expect(test.resolve(Audit.self).ledger === spy)
        #expect(test.resolve(Ledger.self) === spy)
    }

    @Test("a copy of a container that registered an instance returns the same instance")
    func copiesShareTheInstance() {
        let app = DependencyResolver(name: "app")
        let ledger = SpyLedger()
        app.register(Ledger.self, instance: ledger)

        let copy = app.copy(name: "copy")

        #expect(copy.resolve(Ledger.self) === ledger)
    }

    @Test("the first registration of a key wins over an instance, as over any registration")
    func firstRegistrationWins() {
        let container = DependencyResolver(name: "app")
        container.register { RealLedger() as Ledger }

        let options = container.register(Ledger.self, instance: SpyLedger())

        #expect(!options.isInstalled)
        #expect(container.resolve(Ledger.self) is RealLedger)
    }

    @Test("a trailing closure registers a factory, never an instance of the closure's type")
    func trailingClosureIsAFactory() {
        let container = DependencyResolver(name: "app")

        container.register { RealLedger() as Ledger }
        container.register { [unowned container] in Till(ledger: container.resolve()) }
        container.register(Audit.self) { Audit(ledger: RealLedger()) }

        #expect(container.resolve(Ledger.self) !== container.resolve(Ledger.self), "a new one per resolution")
        #expect(container.optional(Till.self) != nil)
        #expect(container.resolve(Audit.self) !== container.resolve(Audit.self))
    }
}
