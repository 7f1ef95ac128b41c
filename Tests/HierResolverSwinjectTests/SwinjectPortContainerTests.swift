import HierResolverSwinject
import Testing

@Suite("Swinject port: Container")
struct SwinjectPortContainerTests {
    let container = Container()

    // MARK: Unregistered services

    // Swinject: ContainerTests.testContainerReturnsNilWithoutRegistration
    @Test("Resolving a service nobody registered gives nil")
    func unregisteredServiceIsNil() {
        #expect(container.resolve(PortAnimal.self) == nil)
    }

    // MARK: Choosing among registrations of one service

    // Swinject: ContainerTests.testContainerResolvesByArguments
    @Test("Registrations of one service are told apart by their argument lists")
    func registrationsDifferByArguments() {
        container.register(PortAnimal.self) { _ in PortCat() }
        container.register(PortAnimal.self) { _, name in PortCat(name: name) }
        container.register(PortAnimal.self) { _, name, sleeping in PortCat(name: name, sleeping: sleeping) }

        let anonymous = container.resolve(PortAnimal.self) as? PortCat
        let oneArg = container.resolve(PortAnimal.self, argument: "Luna") as? PortCat
        let twoArgs = container.resolve(PortAnimal.self, arguments: "Nala", true) as? PortCat

        #expect(anonymous != nil)
        #expect(anonymous?.name == nil)
        #expect(oneArg?.name == "Luna")
        #expect(twoArgs?.name == "Nala")
        #expect(twoArgs?.sleeping == true)
    }

    // Swinject: ContainerTests.testContainerResolvesByRegisteredName
    @Test("Registrations of one service are told apart by their names")
    func registrationsDifferByName() {
        container.register(PortAnimal.self, name: "first") { _ in PortCat(name: "Luna") }
        container.register(PortAnimal.self, name: "second") { _ in PortCat(name: "Nala") }
        container.register(PortAnimal.self) { _ in PortCat() }

        #expect((container.resolve(PortAnimal.self, name: "first") as? PortCat)?.name == "Luna")
        #expect((container.resolve(PortAnimal.self, name: "second") as? PortCat)?.name == "Nala")
        let unnamed = container.resolve(PortAnimal.self) as? PortCat
        #expect(unnamed != nil)
        #expect(unnamed?.name == nil)
    }

    // MARK: Removing registrations

    // Swinject: ContainerTests.testContainerCanRemoveAllRegisteredServices
    @Test("removeAll forgets every registration")
    func removeAllForgetsRegistrations() {
        container.register(PortAnimal.self, name: "first") { _ in PortCat(name: "Luna") }
        container.register(PortAnimal.self, name: "second") { _ in PortCat(name: "Nala") }

        container.removeAll()

        #expect(container.resolve(PortAnimal.self, name: "first") == nil)
        #expect(container.resolve(PortAnimal.self, name: "second") == nil)
    }

    // MARK: Parent and child containers

    // Swinject: ContainerTests.testContainerResolvesServiceRegisteredOnParentContainer
    @Test("A child container resolves what its parent registered")
    func childSeesParentRegistrations() {
        let parent = Container()
        let child = Container(parent: parent)
        parent.register(PortAnimal.self) { _ in PortCat() }

        #expect(child.resolve(PortAnimal.self) != nil)
    }

    // Swinject: ContainerTests.testContainerDoesNotResolveServiceRegistredOnChildContainer
    @Test("A parent container does not resolve what its child registered")
    func parentDoesNotSeeChildRegistrations() {
        let parent = Container()
        let child = Container(parent: parent)
        child.register(PortAnimal.self) { _ in PortCat() }

        #expect(parent.resolve(PortAnimal.self) == nil)
    }

    // Swinject: ContainerTests.testContainerDoesNotCreateZombies
    @Test("An instance resolved through a child from the parent's registration is not kept alive")
    func childResolutionKeepsNoZombies() {
        let parent = Container()
        let child = Container(parent: parent)
        parent.register(PortCat.self) { _ in PortCat() }

        weak let resolved = child.resolve(PortCat.self)

        #expect(resolved == nil)
    }

    // Swinject: ContainerTests.testContainerDoesNotTerminateGraphPrematurely
    @Test("Resolving from a child inside a parent's factory does not end the parent's graph early")
    func nestedChildResolutionKeepsParentGraph() {
        let parent = Container()
        let child = Container(parent: parent)
        child.register(PortAnimal.self) { _ in PortCat() }
        parent.register(PortFood.self) { _ in PortSushi() }
        parent.register(PortPetOwner.self) { r in
            let owner = PortPetOwner(pet: child.resolve(PortAnimal.self)!)
            owner.favoriteFood = r.resolve(PortFood.self)
            return owner
        }

        let owner = parent.resolve(PortPetOwner.self)

        #expect(owner?.pet is PortCat)
        #expect(owner?.favoriteFood is PortSushi)
    }

    // MARK: Ways of injecting

    // Swinject: ContainerTests.testContainerAcceptsInitializerInjection
    @Test("Dependencies can be passed to an initializer")
    func initializerInjection() {
        container.register(PortAnimal.self) { _ in PortCat() }
        container.register(PortPerson.self) { r in PortPetOwner(pet: r.resolve(PortAnimal.self)!) }

        let owner = container.resolve(PortPerson.self) as? PortPetOwner

        #expect(owner?.pet != nil)
    }

    // Swinject: ContainerTests.testContainerAfcceptsPropertyInjectionInRegistration
    @Test("Dependencies can be set as properties inside the factory")
    func propertyInjectionInFactory() {
        container.register(PortAnimal.self) { _ in PortCat() }
        container.register(PortPerson.self) { r in
            let owner = PortPetOwner()
            owner.pet = r.resolve(PortAnimal.self)!
            return owner
        }

        let owner = container.resolve(PortPerson.self) as? PortPetOwner

        #expect(owner?.pet != nil)
    }

    // Swinject: ContainerTests.testContainerAcceptsPropertyInjectionInInitCompletedEvent
    @Test("Dependencies can be set as properties in initCompleted")
    func propertyInjectionInInitCompleted() {
        container.register(PortAnimal.self) { _ in PortCat() }
        container.register(PortPerson.self) { _ in PortPetOwner() }
            .initCompleted { r, person in
                (person as? PortPetOwner)?.pet = r.resolve(PortAnimal.self)!
            }

        let owner = container.resolve(PortPerson.self) as? PortPetOwner

        #expect(owner?.pet != nil)
    }

    // Swinject: ContainerTests.testContainerAcceptsMethodInjectionInRegistration
    @Test("Dependencies can be passed to a method inside the factory")
    func methodInjectionInFactory() {
        container.register(PortAnimal.self) { _ in PortCat() }
        container.register(PortPerson.self) { r in
            let owner = PortPetOwner()
            owner.adopt(r.resolve(PortAnimal.self)!)
            return owner
        }

        let owner = container.resolve(PortPerson.self) as? PortPetOwner

        #expect(owner?.pet != nil)
    }

    // Swinject: ContainerTests.testContainerAcceptsMethodInjectionInInitCompletedEvent
    @Test("Dependencies can be passed to a method in initCompleted")
    func methodInjectionInInitCompleted() {
        container.register(PortAnimal.self) { _ in PortCat() }
        container.register(PortPerson.self) { _ in PortPetOwner() }
            .initCompleted { r, person in
                (person as? PortPetOwner)?.adopt(r.resolve(PortAnimal.self)!)
            }

        let owner = container.resolve(PortPerson.self) as? PortPetOwner

        #expect(owner?.pet != nil)
    }

    // MARK: Value types

    // Swinject: ContainerTests.testContainerResolvesStructInstancesIgnoringObjectScopes
    @Test(
        "Structs are copied on each resolve whatever the scope", arguments: [ObjectScope.transient, .graph, .container])
    func structsIgnoreScopes(scope: ObjectScope) {
        container.register(PortAnimal.self) { _ in PortTurtle(name: "Shelly") }
            .inObjectScope(scope)

        var first = container.resolve(PortAnimal.self)!
        let second = container.resolve(PortAnimal.self)!
        first.name = "Speedy"

        #expect(first.name == "Speedy")
        #expect(second.name == "Shelly")
    }

    // Swinject: ContainerTests.testContainerResolvesStructInstancesDefinedInParentContainerIgnoringObjectScopes
    @Test(
        "Structs from a parent are copied on each resolve through a child whatever the scope",
        arguments: [ObjectScope.transient, .graph, .container])
    func structsFromParentIgnoreScopes(scope: ObjectScope) {
        container.register(PortAnimal.self) { _ in PortTurtle(name: "Shelly") }
            .inObjectScope(scope)
        let child = Container(parent: container)

        var first = child.resolve(PortAnimal.self)!
        let second = child.resolve(PortAnimal.self)!
        first.name = "Speedy"

        #expect(first.name == "Speedy")
        #expect(second.name == "Shelly")
    }

    // Swinject: ContainerTests.testContainerResolvesOnlyOnceToSimulateSingletonIfObjectScopeIsContainerOrHierarchy
    @Test(
        "A struct factory runs once in container scope and on every resolve otherwise",
        arguments: [(ObjectScope.transient, 2), (.graph, 2), (.container, 1)])
    func structFactoryCallsPerScope(scope: ObjectScope, expectedCalls: Int) {
        var calls = 0
        container.register(PortAnimal.self) { _ in
            calls += 1
            return PortTurtle(name: "Shelly")
        }
        .inObjectScope(scope)

        _ = container.resolve(PortAnimal.self)!
        _ = container.resolve(PortAnimal.self)!

        #expect(calls == expectedCalls)
    }

    // MARK: Classes as service types

    // Swinject: ContainerTests.testContainerResolvesRegistredSubclassOfServiceYypeClass
    @Test("A class service can be implemented by a subclass")
    func subclassImplementsClassService() {
        container.register(PortCat.self) { _ in PortSiamese(name: "Mochi") }

        let cat = container.resolve(PortCat.self) as? PortSiamese

        #expect(cat?.name == "Mochi")
    }

    // Swinject: ContainerTests.testContainerResolvesSelfBindingWithDependencyInjected
    @Test("A concrete class registered as itself gets its dependencies injected")
    func selfBindingGetsDependencies() {
        container.register(PortPetOwner.self) { r in PortPetOwner(pet: r.resolve(PortAnimal.self)!) }
        container.register(PortAnimal.self) { _ in PortSiamese(name: "Mochi") }

        let owner = container.resolve(PortPetOwner.self)!

        #expect((owner.pet as? PortSiamese)?.name == "Mochi")
    }

    // MARK: Convenience initializer

    // Swinject: ContainerTests.testContainerTakesClosureRegisteringServices
    @Test("Container's initializer takes a closure that registers services")
    func initializerTakesRegisteringClosure() {
        let container = Container {
            $0.register(PortAnimal.self) { _ in PortCat() }
        }

        #expect(container.resolve(PortAnimal.self) is PortCat)
    }

    // MARK: Default object scope

    // Swinject: ContainerTests.testContainerRegistersServiceWithGivenObjectScope
    @Test("A container's default object scope is given to new registrations")
    func defaultObjectScopeApplies() {
        let container = Container(parent: nil, defaultObjectScope: .weak)

        container.register(PortAnimal.self) { _ in PortSiamese(name: "Mochi") }

        #expect(container.description.contains("ObjectScope: weak"))
        // Weak scope in action: shared while held, gone once released.
        let held = container.resolve(PortAnimal.self) as? PortSiamese
        #expect(held != nil)
        #expect(container.resolve(PortAnimal.self) as? PortSiamese === held)
    }

    // MARK: hasAnyRegistration

    // Swinject: ContainerTests.testContainerHasRegistration
    @Test("hasAnyRegistration tells whether a service type and name are registered")
    func hasAnyRegistration() {
        let container = Container {
            $0.register(PortAnimal.self) { _ in PortCat() }
            $0.register(PortFood.self, name: "sushi") { _ in PortSushi() }
        }

        #expect(container.hasAnyRegistration(of: PortAnimal.self))
        #expect(!container.hasAnyRegistration(of: PortPetOwner.self))
        #expect(container.hasAnyRegistration(of: PortFood.self, name: "sushi"))
        #expect(!container.hasAnyRegistration(of: PortFood.self, name: "ramen"))
        #expect(!container.hasAnyRegistration(of: PortFood.self))
    }
}
