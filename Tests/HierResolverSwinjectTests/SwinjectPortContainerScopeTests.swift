import HierResolverSwinject
import Testing

@Suite("Swinject port: Container scopes and initCompleted")
struct SwinjectPortContainerScopeTests {
    let container = Container()

    // MARK: Transient scope

    // Swinject: ContainerTests.testContainerDoesNotHaveSharedObjectInContainerWithTransientScope
    @Test("Transient scope hands out a new instance on each resolve")
    func transientGivesNewInstances() {
        container.register(PortAnimal.self) { _ in PortCat() }
            .inObjectScope(.transient)

        let first = container.resolve(PortAnimal.self) as? PortCat
        let second = container.resolve(PortAnimal.self) as? PortCat

        #expect(first != nil)
        #expect(first !== second)
    }

    // Swinject: ContainerTests.testContainerResolvesServiceToNewObjectsInGraphWithTransientScope
    @Test("Transient scope hands out a new instance even within one object graph")
    func transientGivesNewInstancesWithinGraph() {
        portRegisterOwnerAndCatThatBothEat(in: container)
        container.register(PortFood.self) { _ in PortSushi() }
            .inObjectScope(.transient)

        let (ownerFood, catFood) = portFoods(of: container.resolve(PortPerson.self))

        #expect(ownerFood != nil)
        #expect(catFood != nil)
        #expect(ownerFood !== catFood)
    }

    // MARK: Graph scope

    // Swinject: ContainerTests.testContainerDoesNotHaveSharedObjectInContainerWithGraphScope
    @Test("Graph scope does not share an instance between separate resolves")
    func graphScopeNotSharedAcrossResolves() {
        container.register(PortAnimal.self) { _ in PortCat() }
            .inObjectScope(.graph)

        let first = container.resolve(PortAnimal.self) as? PortCat
        let second = container.resolve(PortAnimal.self) as? PortCat

        #expect(first != nil)
        #expect(first !== second)
    }

    // Swinject: ContainerTests.testContainerResolvesServiceToTheSameObjectInGraphWithGraphScope
    @Test("Graph scope shares one instance within one object graph")
    func graphScopeSharedWithinGraph() {
        portRegisterOwnerAndCatThatBothEat(in: container)
        container.register(PortFood.self) { _ in PortSushi() }
            .inObjectScope(.graph)

        let (ownerFood, catFood) = portFoods(of: container.resolve(PortPerson.self))

        #expect(ownerFood != nil)
        #expect(ownerFood === catFood)
    }

    // MARK: Container scope

    // Swinject: ContainerTests.testContainerSharesObjectInTheOwnContainerWithContainerScope
    @Test("Container scope hands out the same instance every time")
    func containerScopeIsShared() {
        container.register(PortAnimal.self) { _ in PortCat() }
            .inObjectScope(.container)

        let first = container.resolve(PortAnimal.self) as? PortCat
        let second = container.resolve(PortAnimal.self) as? PortCat

        #expect(first != nil)
        #expect(first === second)
    }

    // Swinject: ContainerTests.testContainerSharesObjectFromParentContainerToItsChildWithContainerScope
    @Test("A container-scoped instance is shared between a parent and its child, whichever resolves first")
    func containerScopeSharedWithChild() {
        let parent = Container()
        parent.register(PortAnimal.self) { _ in PortCat() }
            .inObjectScope(.container)
        parent.register(PortAnimal.self, name: "dog") { _ in PortDog() }
            .inObjectScope(.container)
        let child = Container(parent: parent)

        let catFromParent = parent.resolve(PortAnimal.self) as? PortCat
        let catFromChild = child.resolve(PortAnimal.self) as? PortCat
        #expect(catFromParent != nil)
        #expect(catFromParent === catFromChild)

        let dogFromChild = child.resolve(PortAnimal.self, name: "dog") as? PortDog
        let dogFromParent = parent.resolve(PortAnimal.self, name: "dog") as? PortDog
        #expect(dogFromChild != nil)
        #expect(dogFromChild === dogFromParent)
    }

    // Swinject: ContainerTests.testContainerResolvesServiceInParentContainerToTheSameObjectInGraphWithContainerScope
    @Test("A container-scoped service from the parent is one instance throughout a child's graph")
    func containerScopeFromParentSharedInChildGraph() {
        let parent = Container()
        parent.register(PortFood.self) { _ in PortSushi() }
            .inObjectScope(.container)
        let child = Container(parent: parent)
        portRegisterOwnerAndCatThatBothEat(in: child)

        let (ownerFood, catFood) = portFoods(of: child.resolve(PortPerson.self))

        #expect(ownerFood != nil)
        #expect(ownerFood === catFood)
    }

    // MARK: Weak scope

    // Swinject: ContainerTests.testContainerSharesObjectInContainerWithWeakScope
    @Test("Weak scope shares an instance while someone holds it")
    func weakScopeSharedWhileHeld() {
        container.register(PortAnimal.self) { _ in PortCat() }
            .inObjectScope(.weak)

        let first = container.resolve(PortAnimal.self) as? PortCat
        let second = container.resolve(PortAnimal.self) as? PortCat

        #expect(first != nil)
        #expect(first === second)
    }

    // Swinject: ContainerTests.testContainerDoesNotMaintainStrongReferenceToObjectWithWeakScope
    @Test("Weak scope does not keep an instance alive by itself")
    func weakScopeDoesNotRetain() {
        container.register(PortAnimal.self) { _ in PortCat() }
            .inObjectScope(.weak)

        weak let cat = container.resolve(PortAnimal.self) as? PortCat

        #expect(cat == nil)
    }

    // MARK: initCompleted

    // Swinject: ContainerTests.testContainerRaisesInitCompletedEventWhenNewInstanceIsCreated
    @Test("initCompleted runs when a new instance is made")
    func initCompletedRuns() {
        var ran = false
        container.register(PortAnimal.self) { _ in PortCat() }
            .initCompleted { _, _ in ran = true }

        let cat = container.resolve(PortAnimal.self)

        #expect(cat != nil)
        #expect(ran)
    }

    // Swinject: ContainerTests.testContainerRaisesInitCompletedEventForAllSubscribedClosuresWhenNewInstanceIsCreated
    @Test("Every chained initCompleted closure runs")
    func everyInitCompletedRuns() {
        var calls = 0
        container.register(PortAnimal.self) { _ in PortCat() }
            .initCompleted { _, _ in calls += 1 }
            .initCompleted { _, _ in calls += 1 }
            .initCompleted { _, _ in calls += 1 }
            .initCompleted { _, _ in calls += 1 }

        let cat = container.resolve(PortAnimal.self)

        #expect(cat != nil)
        #expect(calls == 4)
    }

}
