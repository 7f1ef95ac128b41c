import HierResolver
import Testing

/// What the decorator tests resolve: a service that says what it is, and what wraps it.
protocol Decorated: AnyObject {
    var layers: [String] { get }
}

/// The undecorated service.
final class PlainDecorated: Decorated {
    let id = Serial.next()
    var label = ""
    var layers: [String] { ["plain" + (label.isEmpty ? "" : "(\(label))")] }
}

/// A decorator's wrapper around a service, with the dependency it resolved, if any.
final class WrappingDecorated: Decorated {
    let wrapped: Decorated
    let name: String
    let pet: Animal?

    init(_ name: String, wrapping wrapped: Decorated, pet: Animal? = nil) {
        self.name = name
        self.wrapped = wrapped
        self.pet = pet
    }

    var layers: [String] { [name] + wrapped.layers }
}

/// A decorator that counts its runs and returns the instance it receives.
private func counted<T>(by counter: Counter) -> (T) throws -> T {
    { instance in
        counter.increment()
        return instance
    }
}

@Suite("Decorators")
struct DecoratorTests {
    @Test(
        "a decorator runs once per new instance: once for persistent, once per resolution for graph, every resolve for ephemeral"
    )
    func runsOncePerNewInstance() {
        let runs = (persistent: Counter(), graph: Counter(), ephemeral: Counter())
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { Session() }.decorator(counted(by: runs.persistent))
        app.register(lifetime: .graph) { Cache() }.decorator(counted(by: runs.graph))
        app.register(lifetime: .ephemeral) { Configurable() }.decorator(counted(by: runs.ephemeral))
        app.register { r in Pair(r.resolve(Cache.self), r.resolve(Cache.self)) }

        for _ in 0..<3 {
            _ = app.resolve(Session.self)
            _ = app.resolve(Configurable.self)
            _ = app.resolve(Pair<Cache, Cache>.self)
        }
        #expect(runs.persistent.value == 1, "never on a cache hit")
        #expect(runs.graph.value == 3, "once per resolution, though each resolution asks twice")
        #expect(runs.ephemeral.value == 3)
    }

    @Test("what a decorator returns replaces the instance: resolves get it and the registration keeps it")
    func wrappingReplacesWhatIsKept() {
        let app = DependencyResolver(name: "app")
        app.register(Decorated.self, lifetime: .persistent) { PlainDecorated() }
            .decorator { WrappingDecorated("logging", wrapping: $0) }

        let first: Decorated = app.resolve()
        #expect(first.layers == ["logging", "plain"])
        #expect(app.resolve(Decorated.self) === first, "the decorated instance is the kept one")
    }

    @Test(
        "several decorators run in the order added, after the resolveProperties blocks, whatever the order of the calls"
    )
    func severalRunInOrderAfterProperties() {
        let app = DependencyResolver(name: "app")
        app.register(Decorated.self) { PlainDecorated() }
            .decorator { WrappingDecorated("inner", wrapping: $0) }
            .resolveProperties { (_, instance) in (instance as? PlainDecorated)?.label = "set up" }
            .decorator { (_, instance) in WrappingDecorated("outer", wrapping: instance) }

        #expect(app.resolve(Decorated.self).layers == ["outer", "inner", "plain(set up)"])
    }

    @Test("a decorator resolves in the resolution's context: a child's override reaches it")
    func resolvesInTheContext() {
        let app = DependencyResolver(name: "app")
        app.register { Cat(name: "Mimi") as Animal }
        app.register(Decorated.self) { PlainDecorated() }
            .decorator { (r, instance) in WrappingDecorated("pet", wrapping: instance, pet: r.resolve(Animal.self)) }
        let test = app.child(name: "test")
        test.register { Cat(name: "Franky") as Animal }

        #expect((test.resolve(Decorated.self) as? WrappingDecorated)?.pet?.name == "Franky")
        #expect((app.resolve(Decorated.self) as? WrappingDecorated)?.pet?.name == "Mimi")
    }

    @Test(".implements types get the decorated instance, and share it with the implementation")
    func implementsGetsTheDecoratedInstance() {
        let app = DependencyResolver(name: "app")
        app.register(Decorated.self, lifetime: .persistent) { PlainDecorated() }
            .implements(AnyObject.self)
            .decorator { WrappingDecorated("logging", wrapping: $0) }

        let other = app.resolve(AnyObject.self)
        #expect((other as? Decorated)?.layers == ["logging", "plain"])
        #expect(app.resolve(Decorated.self) === other)
    }

    @Test("an override in a child or in a copy has none of the parent's decorators")
    func overridesDoNotInherit() {
        let app = DependencyResolver(name: "app")
        app.register(Decorated.self) { PlainDecorated() }.decorator { WrappingDecorated("logging", wrapping: $0) }
        let child = app.child(name: "child")
        child.register(Decorated.self) { PlainDecorated() }
        let copy = app.copy { $0.register(Decorated.self) { PlainDecorated() } }

        #expect(child.resolve(Decorated.self).layers == ["plain"])
        #expect(copy.resolve(Decorated.self).layers == ["plain"])
        #expect(
            app.copy().resolve(Decorated.self).layers == ["logging", "plain"], "a copy keeps what it did not override")
    }

    @Test("a decorator that throws fails the resolve naming the decorator, and nothing is kept")
    func throwingDecoratorKeepsNothing() throws {
        let made = Counter()
        let shouldFail = Counter()
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { () -> Session in
            made.increment()
            return Session()
        }
        .decorator { session in
            if shouldFail.value == 0 { throw FactoryError(reason: "no logger") }
            return session
        }

        let error = try #require(throws: DependencyError.self) { try app.tryResolve(Session.self) }
        #expect(error.kind == .factoryFailed)
        #expect(
            error.message == """
                The decorator of `HierResolverTests.Session` (persistent, registered in "app") threw: \
                FactoryError: no logger
                Resolution chain: `HierResolverTests.Session`
                """)
        shouldFail.increment()
        let session: Session = app.resolve()
        #expect(made.value == 2, "the failed instance was not kept")
        #expect(app.resolve(Session.self) === session)
    }

    @Test("an async factory's instances are decorated: ephemeral and persistent")
    func asyncFactoriesAreDecorated() async throws {
        let runs = Counter()
        let app = DependencyResolver(name: "app")
        app.register(Decorated.self, lifetime: .ephemeral) { () async throws -> Decorated in PlainDecorated() }
            .decorator { WrappingDecorated("async", wrapping: $0) }
        app.register(lifetime: .persistent) { () async throws -> Session in Session() }
            .decorator {
                runs.increment()
                return $0
            }

        #expect(try await app.async.tryResolve(Decorated.self).layers == ["async", "plain"])
        let session: Session = try await app.async.tryResolve()
        #expect(try await app.async.tryResolve(Session.self) === session)
        #expect(runs.value == 1)
    }

    @Test("a decorator that throws in an async factory's build fails the resolve naming the decorator")
    func throwingDecoratorOfAsyncFactory() async throws {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .ephemeral) { () async throws -> Session in Session() }
            .decorator { _ in throw FactoryError(reason: "no logger") }

        let error = await #expect(throws: DependencyError.self) { try await app.async.tryResolve(Session.self) }
        #expect(message(of: error).hasPrefix("The decorator of `HierResolverTests.Session`"))
    }

    @Test("verify runs decorators and keeps nothing; the trace shows one build and then hits")
    func verifyAndTraceUnaffected() {
        let runs = Counter()
        let app = DependencyResolver(name: "app")
        app.register(Decorated.self, lifetime: .persistent) { PlainDecorated() }
            .decorator {
                runs.increment()
                return WrappingDecorated("logging", wrapping: $0)
            }

        #expect(app.verify().isValid)
        #expect(runs.value == 1)
        let events = app.collectTraceEvents()
        let first: Decorated = app.resolve()
        #expect(app.resolve(Decorated.self) === first)
        #expect(runs.value == 2, "verify kept nothing, so the first resolve built and decorated")
        let resolved = events.all.filter { $0.kind == .resolved }
        #expect(resolved.map(\.cacheHit) == [false, true])
    }
}
