import Dispatch
import HierResolverSwinject
import Testing

@Suite("Swinject's container management")
struct ContainerManagementTests {
    @Test("removeAll() removes this container's registrations and instances, with their teardown; the parent's stay")
    func removeAllKeepsTheParent() {
        let parent = Container()
        let child = Container(parent: parent)
        let closed = Journal()
        parent.register(Animal.self) { _ in Cat(name: "Parent") }
        child.register(Animal.self) { _ in Cat(name: "Child") }
        // `teardown` is the core's: reached through the entry's core registration.
        child.register(Session.self) { _ in Session() }.inObjectScope(.container)
            .registrationOptions.teardown { _ in closed.note("session") }
        _ = child.resolve(Session.self)

        child.removeAll()
        #expect(closed.all == ["session"])
        #expect(child.resolve(Animal.self)?.name == "Parent")
        #expect(!child.hasAnyRegistration(of: Session.self))
        #expect(child.resolve(Session.self) == nil)
        // The container takes registrations again.
        child.register(Session.self) { _ in Session() }
        #expect(child.hasAnyRegistration(of: Session.self))
        #expect(child.resolve(Session.self) != nil)
    }

    @Test("hasAnyRegistration(of:name:) looks up the chain, by name, with or without arguments, and builds nothing")
    func hasAnyRegistration() {
        let parent = Container()
        let child = Container(parent: parent)
        let built = Journal()
        parent.register(Animal.self, name: "cat") { _ in
            built.note("cat")
            return Cat(name: "Mimi")
        }
        child.register(Animal.self) { (_, name: String) in Cat(name: name) }
        child.register(Session.self) { _ in Session() }

        #expect(child.hasAnyRegistration(of: Animal.self, name: "cat"))
        #expect(child.hasAnyRegistration(of: Animal.self))  // the one with an argument
        #expect(!child.hasAnyRegistration(of: Animal.self, name: "dog"))
        #expect(!parent.hasAnyRegistration(of: Session.self))  // a child's is not the parent's
        #expect(!parent.hasAnyRegistration(of: Animal.self))
        #expect(!child.hasAnyRegistration(of: Owner.self))
        #expect(built.all.isEmpty)
    }

    @Test("resetObjectScope(_:) drops this container's and its parents' instances of the scope, not a child's")
    func resetObjectScopeUpTheChain() {
        let parent = Container()
        let child = Container(parent: parent)
        let grandchild = Container(parent: child)
        let closed = Journal()
        parent.register(Session.self) { _ in Session() }.inObjectScope(.container)
            .registrationOptions.teardown { _ in closed.note("parent") }
        child.register(Session.self) { _ in Session() }.inObjectScope(.container)
        grandchild.register(Session.self) { _ in Session() }.inObjectScope(.container)
        child.register(Animal.self) { _ in Cat(name: "Mimi") }.inObjectScope(.weak)
        let kept = (parent.resolve(Session.self)!, child.resolve(Session.self)!, grandchild.resolve(Session.self)!)
        let pet = child.resolve(Animal.self)!

        child.resetObjectScope(.container)
        #expect(closed.all == ["parent"])
        #expect(parent.resolve(Session.self)! !== kept.0)
        #expect(child.resolve(Session.self)! !== kept.1)
        #expect(grandchild.resolve(Session.self) === kept.2)
        #expect(child.resolve(Animal.self) === pet)  // another scope
    }

    @Test("resetObjectScope(_:serviceType:) drops only that type's instances, under every name")
    func resetObjectScopeByType() {
        let container = Container()
        container.register(Session.self) { _ in Session() }.inObjectScope(.container)
        container.register(Session.self, name: "admin") { _ in Session() }.inObjectScope(.container)
        container.register(Animal.self) { _ in Cat(name: "Mimi") }.inObjectScope(.container)
        let kept = (container.resolve(Session.self)!, container.resolve(Session.self, name: "admin")!)
        let pet = container.resolve(Animal.self)!

        container.resetObjectScope(.container, serviceType: Session.self)
        #expect(container.resolve(Session.self)! !== kept.0)
        #expect(container.resolve(Session.self, name: "admin")! !== kept.1)
        #expect(container.resolve(Animal.self) === pet)
    }

    @Test("registrations that take Container(defaultObjectScope:) are in that scope, for resetObjectScope")
    func defaultObjectScopeIsReset() {
        let container = Container(defaultObjectScope: .container)
        container.register(Session.self) { _ in Session() }
        let first = container.resolve(Session.self)!
        #expect(container.resolve(Session.self) === first)
        container.resetObjectScope(.container)
        #expect(container.resolve(Session.self)! !== first)

        // A lifetime set afterwards on the core container wins, and its registrations belong to no scope.
        container.dependencyResolver.defaultLifetime = .persistent
        container.register(Animal.self) { _ in Cat(name: "Mimi") }
        let pet = container.resolve(Animal.self)!
        #expect(container.resolve(Animal.self) === pet)
        container.resetObjectScope(.container)
        #expect(container.resolve(Animal.self) === pet)
    }

    @Test(
        "removeAll() and resetObjectScope racing resolves on other threads: every resolve finds a whole registration or none"
    )
    func removeAllRacingResolves() throws {
        // The scope comes from the container's default, given as the registration is installed:
        // `.inObjectScope(...)` after `register` changes an installed registration's lifetime, which
        // is documented as a call to make before anything resolves it.
        let container = Container(defaultObjectScope: .container)
        container.register(Session.self) { _ in Session() }
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            if worker == 0 {
                for round in 0..<2_000 {
                    if round.isMultiple(of: 2) {
                        container.removeAll()
                        container.register(Session.self) { _ in Session() }
                    } else {
                        container.resetObjectScope(.container)
                    }
                }
            } else {
                for _ in 0..<2_000 {
                    // A Session, or nil while the key is free between removeAll and register.
                    _ = container.resolve(Session.self)
                    _ = container.hasAnyRegistration(of: Session.self)
                }
            }
        }
        #expect(container.hasAnyRegistration(of: Session.self))
        let session = try #require(container.resolve(Session.self))
        #expect(container.resolve(Session.self) === session)
    }
}

@Suite("Swinject's forward(_:name:to:)")
struct ForwardTests {
    @Test("a forwarded type resolves the service, sharing its .container instance, under a name too")
    func forwardShares() throws {
        let container = Container()
        let cat = container.register(Cat.self) { _ in Cat(name: "Mimi") }.inObjectScope(.container)
        container.forward(Animal.self, to: cat)
        container.forward(Animal.self, name: "pet", to: cat)
        let pet = try #require(container.resolve(Animal.self))
        #expect(pet === container.resolve(Cat.self))
        #expect(container.resolve(Animal.self, name: "pet") === pet)
        #expect(container.hasAnyRegistration(of: Animal.self, name: "pet"))
    }

    @Test("a forwarded registration with an argument takes it too")
    func forwardWithArgument() {
        let container = Container()
        let cat = container.register(Cat.self) { (_, name: String) in Cat(name: name) }
        container.forward(Animal.self, to: cat)
        #expect(container.resolve(Animal.self, argument: "Tom")?.name == "Tom")
        #expect(container.resolve(Cat.self, argument: "Mimi")?.name == "Mimi")
    }

    // Forwarding to a type the service is not: the resolve returns nil, and the reason goes to
    // `Container.loggingFunction` (LoggingTests.swift, "Swinject logging").
}
