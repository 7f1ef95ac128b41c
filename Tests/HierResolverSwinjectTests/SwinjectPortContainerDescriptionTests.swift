import HierResolverSwinject
import Testing

@Suite("Swinject port: Container description")
struct SwinjectPortContainerDescriptionTests {
    let container = Container()

    // Swinject: ContainerTests.CustomStringConvertible.testContainerDescribesEmptyDescriptionWithoutServiceRegistrations
    @Test("An empty container describes itself as empty brackets")
    func emptyDescription() {
        #expect(container.description == "[\n]")
    }

    // Swinject: ContainerTests.CustomStringConvertible.testContainerDescribesRegistration
    @Test("A registration is described by service, factory type and scope")
    func describesRegistration() {
        container.register(PortAnimal.self) { _ in PortCat() }

        #expect(
            container.description == """
                [
                    { Service: PortAnimal, Factory: Resolver -> PortAnimal, ObjectScope: graph }
                ]
                """)
    }

    // Swinject: ContainerTests.CustomStringConvertible.testContainerDescribesRegistrationWithName
    @Test("A named registration's description includes the quoted name")
    func describesName() {
        container.register(PortAnimal.self, name: "Pet Cat") { _ in PortCat() }

        #expect(
            container.description == """
                [
                    { Service: PortAnimal, Name: "Pet Cat", Factory: Resolver -> PortAnimal, ObjectScope: graph }
                ]
                """)
    }

    // Swinject: ContainerTests.CustomStringConvertible.testContainerDescribesRegistrationWithArguments
    @Test("A registration with arguments is described with its argument types")
    func describesArguments() {
        container.register(PortAnimal.self) { _, name, sleeping in PortCat(name: name, sleeping: sleeping) }

        #expect(
            container.description == """
                [
                    { Service: PortAnimal, Factory: (Resolver, String, Bool) -> PortAnimal, ObjectScope: graph }
                ]
                """)
    }

    // Swinject: ContainerTests.CustomStringConvertible.testContainerDescribesRegistrationWithSpecifiedObjectScope
    @Test("A registration's description shows the scope it was put in")
    func describesScope() {
        container.register(PortAnimal.self) { _ in PortCat() }
            .inObjectScope(.container)

        #expect(
            container.description == """
                [
                    { Service: PortAnimal, Factory: Resolver -> PortAnimal, ObjectScope: container }
                ]
                """)
    }

    // Swinject: ContainerTests.CustomStringConvertible.testContainerDescribesRegistrationWithInitCompleted
    @Test("A registration's description counts its initCompleted closures")
    func describesInitCompleted() {
        container.register(PortAnimal.self) { _ in PortCat() }
            .initCompleted { _, _ in }

        #expect(
            container.description == """
                [
                    { Service: PortAnimal, Factory: Resolver -> PortAnimal, ObjectScope: graph, InitCompleted: Specified 1 closures }
                ]
                """)
    }

    // Swinject: ContainerTests.CustomStringConvertible.testContainerDescribesMultipleRegistrations
    @Test("Several registrations are listed sorted and separated by commas")
    func describesSeveral() {
        container.register(PortAnimal.self, name: "b") { _ in PortCat() }
        container.register(PortAnimal.self, name: "a") { _ in PortCat() }

        #expect(
            container.description == """
                [
                    { Service: PortAnimal, Name: "a", Factory: Resolver -> PortAnimal, ObjectScope: graph },
                    { Service: PortAnimal, Name: "b", Factory: Resolver -> PortAnimal, ObjectScope: graph }
                ]
                """)
    }
}
