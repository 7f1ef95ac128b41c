import HierResolverSwinject
import Testing

// ServiceEntry's initializer and its `objectScope` are internal in Swinject 2.10; a user sees an
// entry's scope only through `register(...)`, the container's default scope and `description`.
@Suite("Swinject port: ServiceEntry")
struct SwinjectPortServiceEntryTests {
    // Swinject: ServiceEntryTests.testServiceEntryHasObjectScopeGraphAsDefault
    @Test("A new service entry is in graph scope by default")
    func graphScopeByDefault() {
        let container = Container()

        let entry = container.register(Int.self) { _ in 0 }

        #expect(ObjectIdentifier(entry.serviceType) == ObjectIdentifier(Int.self))
        #expect(container.description.contains("{ Service: Int, Factory: Resolver -> Int, ObjectScope: graph }"))
    }

    // Swinject: ServiceEntryTests.testServiceEntryHasObjectScopeSetToValueFromInit
    @Test("A new service entry takes the scope it was created with")
    func scopeFromCreation() {
        let container = Container(defaultObjectScope: .weak)

        let entry = container.register(Int.self) { _ in 0 }

        #expect(ObjectIdentifier(entry.serviceType) == ObjectIdentifier(Int.self))
        #expect(container.description.contains("{ Service: Int, Factory: Resolver -> Int, ObjectScope: weak }"))
    }
}
