import Foundation
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
        #expect(container.resolve(Session.self)! === container.resolve(Session.self))
    }

    // `ObjectScope.container.reset()` reaches every container of the process, those of the tests
    // running in parallel too: it runs in a process of its own, which exits with failure on a wrong result.
    @Test("ObjectScope.container.reset() drops its registrations' instances, with their teardown, in every container")
    func containerScopeReset() async {
        await #expect(processExitsWith: .success) {
            let parent = Container()
            let child = Container(parent: parent)
            let tornDown = Journal()
            parent.register(Session.self) { _ in Session() }.inObjectScope(.container).registrationOptions.teardown {
                _ in
                tornDown.note("session")
            }
            child.register(Session.self) { _ in Session() }.inObjectScope(.container)
            let kept = (parent.resolve(Session.self)!, child.resolve(Session.self)!)
            ObjectScope.container.reset()
            guard tornDown.all == ["session"] else { exit(1) }
            guard parent.resolve(Session.self)! !== kept.0, child.resolve(Session.self)! !== kept.1 else { exit(2) }
            // A scope that keeps nothing has nothing to reset.
            ObjectScope.transient.reset()
            guard tornDown.all == ["session"] else { exit(3) }
        }
    }

    @Test(".transient builds a new instance for every resolve, also within one graph")
    func transientScope() {
        let container = Container()
        container.register(Session.self) { _ in Session() }.inObjectScope(.transient)
        container.register(Animal.self) { _ in Cat(name: "Mimi") }
        container.register(Owner.self) { r in
            let first = r.resolve(Session.self)!
            let second = r.resolve(Session.self)!
            #expect(first !== second)
            return Owner(pet: r.resolve(Animal.self)!, session: first)
        }
        #expect(container.resolve(Owner.self) != nil)
        #expect(container.resolve(Session.self)! !== container.resolve(Session.self)!)
    }

    @Test(".graph, the default, shares one instance within a resolve and not across resolves")
    func graphScopeIsTheDefault() {
        let container = Container()
        container.register(Session.self) { _ in Session() }
        container.register(Animal.self) { _ in Cat(name: "Mimi") }
        container.register(Owner.self) { r in
            let first = r.resolve(Session.self)!
            #expect(first === r.resolve(Session.self))
            return Owner(pet: r.resolve(Animal.self)!, session: first)
        }
        #expect(container.resolve(Owner.self) != nil)
        #expect(container.resolve(Session.self)! !== container.resolve(Session.self)!)
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
        #expect(held != nil)
        #expect(held === container.resolve(Session.self))
        #expect(journal.all.count == 1)
        held = nil
        #expect(container.resolve(Session.self) != nil)
        #expect(journal.all.count == 2)
    }

    @Test("Container(defaultObjectScope:) gives registrations that name no scope that scope")
    func defaultObjectScope() {
        let container = Container(defaultObjectScope: .container)
        container.register(Session.self) { _ in Session() }
        #expect(container.resolve(Session.self)! === container.resolve(Session.self))
    }

    @Test("Container { ... } runs the registering closure")
    func registeringClosure() {
        let container = Container { container in
            container.register(Session.self) { _ in Session() }.inObjectScope(.container)
        }
        #expect(container.resolve(Session.self)! === container.resolve(Session.self))
    }
}
