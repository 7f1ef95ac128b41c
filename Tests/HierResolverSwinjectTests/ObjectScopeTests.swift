import HierResolverSwinject
import Testing

@Suite("Object scopes")
struct ObjectScopeTests {
    @Test("each object scope maps to its core lifetime")
    func scopesMapToLifetimes() {
        #expect(ObjectScope.graph.lifetime == .graph)
        #expect(ObjectScope.transient.lifetime == .ephemeral)
        #expect(ObjectScope.container.lifetime == .persistent)
        #expect(ObjectScope.weak.lifetime == .transient)
        #expect(ObjectScope.weak.description == "weak")
    }

    @Test(".container keeps one instance per container")
    func containerScope() {
        let container = Container()
        container.register(Session.self) { _ in Session() }.inObjectScope(.container)
        #expect(container.resolve(Session.self) === container.resolve(Session.self))
    }

    @Test(".transient builds a new instance for every resolve, also within one graph")
    func transientScope() {
        let container = Container()
        container.register(Session.self) { _ in Session() }.inObjectScope(.transient)
        container.register(Animal.self) { _ in Cat(name: "Mimi") }
        container.register(Owner.self) { r in
            let first = r.resolve(Session.self)
            let second = r.resolve(Session.self)
            #expect(first !== second)
            return Owner(pet: r.resolve(Animal.self), session: first)
        }
        _ = container.resolve(Owner.self)
        #expect(container.resolve(Session.self) !== container.resolve(Session.self))
    }

    @Test(".graph, the default, shares one instance within a resolve and not across resolves")
    func graphScopeIsTheDefault() {
        let container = Container()
        container.register(Session.self) { _ in Session() }
        container.register(Animal.self) { _ in Cat(name: "Mimi") }
        container.register(Owner.self) { r in
            let first = r.resolve(Session.self)
            #expect(first === r.resolve(Session.self))
            return Owner(pet: r.resolve(Animal.self), session: first)
        }
        _ = container.resolve(Owner.self)
        #expect(container.resolve(Session.self) !== container.resolve(Session.self))
    }

    @Test(".weak shares the object while someone holds it, then builds a new one")
    func weakScope() {
        let journal = Journal()
        let container = Container()
        container.register(Session.self) { _ in
            journal.note("built")
            return Session()
        }.inObjectScope(.weak)
        var held: Session? = container.resolve(Session.self)
        #expect(held === container.resolve(Session.self))
        #expect(journal.all.count == 1)
        held = nil
        _ = container.resolve(Session.self)
        #expect(journal.all.count == 2)
    }

    @Test("Container(defaultObjectScope:) gives registrations that name no scope that scope")
    func defaultObjectScope() {
        let container = Container(defaultObjectScope: .container)
        container.register(Session.self) { _ in Session() }
        #expect(container.resolve(Session.self) === container.resolve(Session.self))
    }

    @Test("Container { ... } runs the registering closure")
    func registeringClosure() {
        let container = Container { container in
            container.register(Session.self) { _ in Session() }.inObjectScope(.container)
        }
        #expect(container.resolve(Session.self) === container.resolve(Session.self))
    }
}
