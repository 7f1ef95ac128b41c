import HierResolverSwinject
import Testing

@Suite("Swinject port: Container custom scopes")
struct SwinjectPortContainerCustomScopeTests {
    let container = Container()

    // MARK: Resolving from a custom scope

    // Swinject: ContainerTests.CustomScope.testContainerCreatesNewInstanceStorageForEachService
    @Test("A custom scope makes one storage per registered service")
    func oneStoragePerService() {
        var storagesMade = 0
        let scope = ObjectScope(storageFactory: {
            storagesMade += 1
            return PortSlotStorage()
        })
        container.register(Int.self) { _ in 1 }.inObjectScope(scope)
        container.register(Double.self) { _ in 1 }.inObjectScope(scope)

        _ = container.resolve(Int.self)
        _ = container.resolve(Double.self)

        #expect(storagesMade == 2)
    }

    // Swinject: ContainerTests.CustomScope.testContainerStoresInstanceToStorageDuringResolution
    @Test("A resolved instance is put into the scope's storage")
    func resolvedInstanceIsStored() {
        let storage = PortSlotStorage()
        let scope = ObjectScope(storageFactory: { storage })
        container.register(Int.self) { _ in 7 }.inObjectScope(scope)

        _ = container.resolve(Int.self)

        #expect(storage.instance as? Int == 7)
    }

    // Swinject: ContainerTests.CustomScope.testContainerReturnsStoredInstanceIfStorageIsNotEmpty
    @Test("An instance already in the storage is returned instead of calling the factory")
    func storedInstanceIsReturned() {
        let storage = PortSlotStorage()
        let scope = ObjectScope(storageFactory: { storage })
        container.register(Int.self) { _ in 1 }.inObjectScope(scope)
        storage.instance = 7

        #expect(container.resolve(Int.self) == 7)
    }

    // MARK: Resetting a scope

    // Swinject: ContainerTests.CustomScope.testContainerRemovesInstanceFromServicesInGivenScope
    @Test("resetObjectScope empties the storages of that scope")
    func resetEmptiesScope() {
        let storage = PortSlotStorage()
        let scope = ObjectScope(storageFactory: { storage })
        container.register(Int.self) { _ in 1 }.inObjectScope(scope)
        storage.instance = 7

        container.resetObjectScope(scope)

        #expect(storage.instance == nil)
    }

    // Swinject: ContainerTests.CustomScope.testContainerDoesNotRemoveInstancesFromOtherScopes
    @Test("resetObjectScope leaves other scopes' storages alone")
    func resetLeavesOtherScopes() {
        let storage = PortSlotStorage()
        let usedScope = ObjectScope(storageFactory: { storage })
        let otherScope = ObjectScope(storageFactory: PortSlotStorage.init)
        container.register(Int.self) { _ in 1 }.inObjectScope(usedScope)
        storage.instance = 7

        container.resetObjectScope(otherScope)

        #expect(storage.instance as? Int == 7)
    }

    // Swinject: ContainerTests.CustomScope.testContainerRemovesInstanceFromServiceRegisteredInParentContainer
    @Test("Resetting a scope on a child also empties the parent's storages of that scope")
    func resetReachesParent() {
        let storage = PortSlotStorage()
        let scope = ObjectScope(storageFactory: { storage })
        let child = Container(parent: container)
        container.register(Int.self) { _ in 1 }.inObjectScope(scope)
        storage.instance = 7

        child.resetObjectScope(scope)

        #expect(storage.instance == nil)
    }

    // MARK: Resetting a scope for one service type

    // Swinject: ContainerTests.CustomScope.testResetObjectScopeRemovesOnlyMatchingScopeInstances
    @Test("Resetting a scope for a service type drops that type's shared instance")
    func resetForTypeDropsInstance() {
        container.register(PortWidget.self) { _ in PortWidget() }.inObjectScope(.container)
        let before = container.resolve(PortWidget.self)

        container.resetObjectScope(.container, serviceType: PortWidget.self)
        let after = container.resolve(PortWidget.self)

        #expect(before != nil)
        #expect(after != nil)
        #expect(before !== after)
    }

    // Swinject: ContainerTests.CustomScope.testResetObjectScopeDoesNotRemoveInstancesOfDifferentScopes
    @Test("Resetting one scope for a service type keeps that type's instances in other scopes")
    func resetForTypeKeepsOtherScopes() {
        container.register(PortWidget.self, name: "shared") { _ in PortWidget() }.inObjectScope(.container)
        container.register(PortWidget.self, name: "perGraph") { _ in PortWidget() }.inObjectScope(.graph)
        let shared = container.resolve(PortWidget.self, name: "shared")
        let perGraph = container.resolve(PortWidget.self, name: "perGraph")
        #expect(perGraph != nil)

        container.resetObjectScope(.graph, serviceType: PortWidget.self)

        let sharedAfter = container.resolve(PortWidget.self, name: "shared")
        #expect(shared != nil)
        #expect(shared === sharedAfter)
    }

    // Swinject: ContainerTests.CustomScope.testResetObjectScopeDoesNotRemoveInstancesOfDifferentTypes
    @Test("Resetting a scope for one service type keeps other types' instances")
    func resetForTypeKeepsOtherTypes() {
        container.register(PortWidget.self) { _ in PortWidget() }.inObjectScope(.container)
        container.register(PortGadget.self) { _ in PortGadget() }.inObjectScope(.container)
        let widget = container.resolve(PortWidget.self)
        let gadget = container.resolve(PortGadget.self)

        container.resetObjectScope(.container, serviceType: PortWidget.self)

        #expect(container.resolve(PortWidget.self) !== widget)
        #expect(gadget != nil)
        #expect(container.resolve(PortGadget.self) === gadget)
    }

    // Swinject: ContainerTests.CustomScope.testResetObjectScopeCallsParentContainer
    @Test("Resetting a scope for a service type on a child resets the parent too")
    func resetForTypeReachesParent() {
        let parent = Container()
        let child = Container(parent: parent)
        parent.register(PortWidget.self) { _ in PortWidget() }.inObjectScope(.container)
        child.register(PortWidget.self) { _ in PortWidget() }.inObjectScope(.container)
        let parentWidget = parent.resolve(PortWidget.self)
        let childWidget = child.resolve(PortWidget.self)

        child.resetObjectScope(.container, serviceType: PortWidget.self)

        #expect(child.resolve(PortWidget.self) !== childWidget)
        #expect(parent.resolve(PortWidget.self) !== parentWidget)
    }
}
