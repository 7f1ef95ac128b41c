import HierResolverSwinject
import Testing

@Suite("Swinject port: Container type forwarding")
struct SwinjectPortContainerTypeForwardingTests {
    let container = Container()

    // MARK: Container.forward

    // Swinject: ContainerTests.TypeForwarding.testContainerResolvesForwardedType
    @Test("A type forwarded to a registration resolves through it")
    func forwardedTypeResolves() {
        let entry = container.register(PortDog.self) { _ in PortDog() }
        container.forward(PortAnimal.self, to: entry)

        #expect(container.resolve(PortAnimal.self) is PortDog)
    }

    // Swinject: ContainerTests.TypeForwarding.testContainerResolvesForwardedTypeWithArguments
    @Test("A forwarded type takes the registration's arguments")
    func forwardedTypeTakesArguments() {
        let entry = container.register(PortCat.self) { _, name, sleeping in PortCat(name: name, sleeping: sleeping) }
        container.forward(PortAnimal.self, to: entry)

        let animal = container.resolve(PortAnimal.self, arguments: "Luna", true) as? PortCat

        #expect(animal?.name == "Luna")
        #expect(animal?.sleeping == true)
    }

    // Swinject: ContainerTests.TypeForwarding.testContainerResolvesForwardedTypeGivenCorrectName
    @Test("A type forwarded under a name resolves by that name")
    func forwardedTypeByName() {
        let entry = container.register(PortDog.self) { _ in PortDog() }
        container.forward(PortAnimal.self, name: "Rex", to: entry)

        #expect(container.resolve(PortAnimal.self, name: "Rex") != nil)
    }

    // Swinject: ContainerTests.TypeForwarding.testContainerDoesNotResolveForwardedTypeGivenIncorrectName
    @Test("A type forwarded under a name does not resolve by another name")
    func forwardedTypeWrongName() {
        let entry = container.register(PortDog.self) { _ in PortDog() }
        container.forward(PortAnimal.self, name: "Rex", to: entry)

        #expect(container.resolve(PortAnimal.self, name: "Fido") == nil)
    }

    // Swinject: ContainerTests.TypeForwarding.testContainerDoesNotResolveWhenForwardingIncompatibleTypes
    @Test("Forwarding to a type the instance is not gives nil")
    func incompatibleForwardIsNil() {
        let entry = container.register(PortDog.self) { _ in PortDog() }
        container.forward(PortCat.self, to: entry)

        #expect(container.resolve(PortCat.self) == nil)
    }

    // Swinject: ContainerTests.TypeForwarding.testContainerDoesNotResolveWhenForwardingIncompatibleTypesWithArguments
    @Test("Forwarding to a type the instance is not gives nil, with arguments too")
    func incompatibleForwardWithArgumentsIsNil() {
        let entry = container.register(PortDog.self) { (_, _: String) in PortDog() }
        container.forward(PortCat.self, to: entry)

        #expect(container.resolve(PortCat.self, argument: "Luna") == nil)
    }

    // Swinject: ContainerTests.TypeForwarding.testContainerResolvesForwardedTypeEvenIfOnlyImplementationTypeConformsToIt
    @Test("Forwarding works when only the produced instance is of the forwarded type")
    func forwardMatchesInstanceType() {
        let entry = container.register(PortAnimal.self) { _ in PortDog() }
        container.forward(PortDog.self, to: entry)

        #expect(container.resolve(PortDog.self) != nil)
    }

    // MARK: ServiceEntry.implements

    // Swinject: ContainerTests.TypeForwarding.testContainerResolvesForwardedTypeWithServiceEntry
    @Test("implements forwards a type to the registration")
    func implementsForwards() {
        container.register(PortDog.self) { _ in PortDog() }
            .implements(PortAnimal.self)

        #expect(container.resolve(PortAnimal.self) != nil)
    }

    // Swinject: ContainerTests.TypeForwarding.testContainerSuportsMultipleForwardingDefinitions
    @Test("implements can be chained for several types")
    func implementsChained() {
        container.register(PortDog.self) { _ in PortDog() }
            .implements(PortGuardDog.self)
            .implements(PortHerdingDog.self)
            .implements(PortRescueDog.self)

        #expect(container.resolve(PortGuardDog.self) != nil)
        #expect(container.resolve(PortHerdingDog.self) != nil)
        #expect(container.resolve(PortRescueDog.self) != nil)
    }

    // Swinject: ContainerTests.TypeForwarding.testContainerResolvesForwardedTypesOnlyWhenCorrectNameIsGiven
    @Test("Types forwarded under names resolve only by their own names")
    func implementsWithNames() {
        container.register(PortDog.self) { _ in PortDog() }
            .implements(PortGuardDog.self, name: "guard")
            .implements(PortHerdingDog.self, name: "herd")
            .implements(PortRescueDog.self, name: "rescue")

        #expect(container.resolve(PortGuardDog.self, name: "guard") != nil)
        #expect(container.resolve(PortHerdingDog.self) == nil)
        #expect(container.resolve(PortRescueDog.self, name: "herd") == nil)
    }

    // Swinject: ContainerTests.TypeForwarding.testContainerSupportsDefiningMultipleTypesAtOnce
    @Test("implements takes several types at once")
    func implementsSeveralAtOnce() {
        container.register(PortDog.self) { _ in PortDog() }
            .implements(PortGuardDog.self, PortHerdingDog.self, PortRescueDog.self)

        #expect(container.resolve(PortGuardDog.self) != nil)
        #expect(container.resolve(PortHerdingDog.self) != nil)
        #expect(container.resolve(PortRescueDog.self) != nil)
    }

    // MARK: Optionals

    // Swinject: ContainerTests.TypeForwarding.testContainerResolvesOptionalWhenWrappedTypeIsRegistered
    @Test("Optional<T> resolves to a value when T is registered")
    func optionalOfRegistered() {
        container.register(PortDog.self) { _ in PortDog() }

        let dog = container.resolve(PortDog?.self)

        #expect((dog ?? nil) != nil)
    }

    // Swinject: ContainerTests.TypeForwarding.testContainerResolvesOptionalToNilWhenWrappedTypeIsNotRegistered
    @Test("Optional<T> resolves to .some(nil) when T is not registered")
    func optionalOfUnregistered() {
        let dog: PortDog?? = container.resolve(PortDog?.self)

        guard case .some(.none) = dog else {
            Issue.record("expected .some(nil), got \(String(describing: dog))")
            return
        }
    }

    // Swinject: ContainerTests.TypeForwarding.testContainerResolvesOptionalWithName
    @Test("Optional<T> resolves by name")
    func optionalByName() {
        container.register(PortDog.self, name: "Rex") { _ in PortDog() }

        let dog = container.resolve(PortDog?.self, name: "Rex")

        #expect((dog ?? nil) != nil)
    }

    // Swinject: ContainerTests.TypeForwarding.testContainerResolvesOptionalToNilWithWrongName
    @Test("Optional<T> with an unknown name resolves to .some(nil)")
    func optionalWrongName() {
        container.register(PortDog.self, name: "Rex") { _ in PortDog() }

        let dog: PortDog?? = container.resolve(PortDog?.self, name: "Fido")

        guard case .some(.none) = dog else {
            Issue.record("expected .some(nil), got \(String(describing: dog))")
            return
        }
    }

    // Swinject: ContainerTests.TypeForwarding.testContainerResolvesOptionalWithArguments
    @Test("Optional<T> resolves with arguments")
    func optionalWithArguments() {
        container.register(PortDog.self) { _, name in PortDog(name: name) }

        let dog = container.resolve(PortDog?.self, argument: "Rex")

        #expect((dog ?? nil)?.name == "Rex")
    }

    // Swinject: ContainerTests.TypeForwarding.testContainerResolvesOptionalOfFowrardedType
    @Test("Optional of a forwarded type resolves, repeatedly")
    func optionalOfForwarded() {
        container.register(PortDog.self) { _ in PortDog() }.implements(PortAnimal.self)

        let first = container.resolve(PortAnimal?.self)
        let second = container.resolve(PortAnimal?.self)

        #expect((first ?? nil) != nil)
        #expect((second ?? nil) != nil)
    }
}
