import HierResolver
import Testing

/// A value held by a test's storer closure.
final class Formatter {
    let format: String

    init(_ format: String) { self.format = format }
}

@Suite("Storage")
struct StorageTests {
    @Test("a storer-backed registration: store calls the storer and resolves read the new value (seed 003)")
    func storerIsCalled() {
        let box = LockedList<String>()
        var formatter = Formatter("MMM yyyy")
        let app = DependencyResolver(name: "app")
        app.register(
            variant: "long_date", resolver: { formatter },
            storer: { f in
                box.append(f.format)
                formatter = f
            })

        let other = Formatter("yyyy")
        app.store(object: other, variant: "long_date")
        #expect(box.all == ["yyyy"], "the storer got the value")
        #expect(app.resolve(Formatter.self, variant: "long_date") === other)
        try? app.tryStore(object: Formatter("dd"), name: "long_date")
        #expect(app.resolve(Formatter.self, name: "long_date").format == "dd")
    }

    @Test("a storer wins over a cached instance, which is dropped so the next resolve reads the storage")
    func storerDropsTheCachedInstance() {
        var current = Formatter("first")
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent, resolver: { current }, storer: { current = $0 })
        #expect(app.resolve(Formatter.self).format == "first")
        app.store(object: Formatter("second"))
        #expect(app.resolve(Formatter.self).format == "second")
    }

    @Test("store replaces a persistent instance in its owning container, seen from every descendant")
    func storeReplacesPersistent() {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { Cat(name: "Mimi") as Animal }
        let child = app.child(name: "child")
        #expect(child.resolve(Animal.self).name == "Mimi")

        child.store(Animal.self, object: Cat(name: "Franky"))
        #expect(app.resolve(Animal.self).name == "Franky", "stored in the owner, found the way resolve finds it")
        #expect(child.resolve(Animal.self).name == "Franky")
        app.reset()
        #expect(app.resolve(Animal.self).name == "Mimi", "reset drops the stored instance like a built one")
    }

    @Test("store before the first resolve: the factory never runs")
    func storeBeforeFirstResolve() {
        let made = Counter()
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { () -> Session in
            made.increment()
            return Session()
        }
        let session = Session()
        app.store(object: session)
        #expect(app.resolve(Session.self) === session)
        #expect(made.value == 0)
    }

    @Test("store replaces a transient instance while someone holds it")
    func storeReplacesTransient() {
        let app = DependencyResolver(name: "app")
        app.transient(variant: "Mimi") { Cat(name: "Mimi") as Animal }
        let franky: Animal = Cat(name: "Franky")
        app.store(object: franky, variant: "Mimi")
        #expect(app.resolve(Animal.self, variant: "Mimi").name == "Franky")
    }

    @Test("storing into a graph or ephemeral registration without a storer is an error that says why and how to fix it")
    func storeIntoGraphFails() throws {
        let app = DependencyResolver(name: "app")
        app.register { Cat(name: "Mimi") as Animal }

        let error = try #require(throws: DependencyError.self) {
            try app.tryStore(Animal.self, object: Cat(name: "Franky"))
        }
        #expect(error.kind == .storeFailed)
        #expect(
            error.message == """
                Cannot store into `HierResolverTests.Animal` (graph, registered in "app"): it has no storer, and its \
                container keeps no instance to replace (only .persistent and .transient instances are kept).
                Fix: register it with register(variant:resolver:storer:), or give it the .persistent or .transient \
                lifetime.
                """)
        #expect(app.resolve(Animal.self).name == "Mimi", "nothing changed")
    }

    @Test("storing a value type into a transient registration is an error")
    func storeValueTypeIntoTransientFails() throws {
        let app = DependencyResolver(name: "app")
        app.transient { Token() }
        let error = try #require(throws: DependencyError.self) { try app.tryStore(object: Token()) }
        #expect(error.kind == .storeFailed)
        #expect(error.message.contains("a value type cannot be held weakly"))
    }

    @Test("storing into a key nothing registers is an error naming the key, the containers and the fix")
    func storeUnregisteredFails() throws {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { Cat(name: "Mimi") as Animal }
        let error = try #require(throws: DependencyError.self) { try app.tryStore(object: Cat(name: "Franky")) }
        #expect(error.kind == .storeFailed)
        #expect(error.message.hasPrefix("Cannot store a value of `HierResolverTests.Cat`: there is no registration"))
        #expect(error.message.contains("No registration for `HierResolverTests.Cat` in \"app\"."))
        #expect(error.message.hasSuffix("name the registered type: store(Registered.self, object: value)."))
    }

    @Test("store traps with the message tryStore throws")
    func storeTraps() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let app = DependencyResolver(name: "app")
            app.ephemeral { Session() }
            app.store(object: Session())
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("StorageTests.swift:"))
        #expect(stderr.contains("HierResolver: Cannot store into `HierResolverTests.Session` (ephemeral"))
    }

    @Test("a stored persistent instance replaces the old one, which is torn down unless it is the same object")
    func storeTearsDownTheReplaced() {
        let log = LockedList<String>()
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { Connection("built", log: log) }.teardown { $0.close() }
        let built: Connection = app.resolve()
        let stored = Connection("stored", log: log)
        app.store(object: stored)
        #expect(log.all == ["close built"])
        app.store(object: stored)
        #expect(log.all == ["close built"], "the same object stored again is not torn down")
        #expect(built.isOpen == false)
    }

    @Test("store is traced")
    func storeIsTraced() {
        let app = DependencyResolver(name: "app")
        let events = app.collectTraceEvents()
        app.persistent { Session() }
        app.store(object: Session())
        #expect(events.all.last?.kind == .stored)
        #expect(events.all.last?.message == "replaced the cached instance")
    }

    @Test("storing into a type served by .implements fails and names the implementing type to store instead")
    func storeIntoImplementedType() throws {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { XYZCombinedService() }
            .implements(XYZFetching.self)
        let before: XYZFetching = app.resolve()

        let error = #expect(throws: DependencyError.self) {
            try app.tryStore(object: XYZCombinedService() as XYZFetching)
        }

        #expect(error?.kind == .storeFailed)
        #expect(
            "\(error?.message ?? "")"
                == "Cannot store into `HierResolverTests.XYZFetching` (persistent, registered in \"app\"): it was made by "
                + ".implements of `HierResolverTests.XYZCombinedService`, which keeps the instance this type is served.\n"
                + "Fix: store an instance of the implementing type instead: store(object: instance as "
                + "HierResolverTests.XYZCombinedService) replaces it under both types.")
        let after: XYZFetching = app.resolve()
        #expect(after === before, "nothing was stored")

        let stored = XYZCombinedService()
        try app.tryStore(object: stored)
        let served: XYZFetching = app.resolve()
        #expect(served === stored, "the fix works: storing the implementing type replaces it under both")
    }
}
