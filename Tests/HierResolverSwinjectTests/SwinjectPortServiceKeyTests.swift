import HierResolverSwinject
import Testing

// ServiceKey is internal in Swinject 2.10. What a user can observe of it is whether two
// registrations land on the same key (the later one replaces the earlier) or on different keys
// (both stay resolvable). Hash values are not observable through the public API.
@Suite("Swinject port: service keys")
struct SwinjectPortServiceKeyTests {
    let container = Container()

    private func resolveWithOption(_ option: ServiceKeyOption) -> PortAnimal? {
        container._resolve(name: nil, option: option) { (factory: (Resolver) -> Any) in
            factory(container)
        }
    }

    private func resolveWithOption(_ option: ServiceKeyOption, _ name: String, _ sleeping: Bool) -> PortAnimal? {
        container._resolve(name: nil, option: option) { (factory: ((Resolver, String, Bool)) -> Any) in
            factory((container, name, sleeping))
        }
    }

    // MARK: Without names

    // Swinject: ServiceKeyTests.testServiceKeyEqualsWithTheSameFactoryType
    @Test("Same service type and factory type make the same key")
    func sameFactoryTypeSameKey() {
        container.register(PortAnimal.self) { _ in PortCat(name: "old") }
        container.register(PortAnimal.self) { _ in PortCat(name: "new") }
        container.register(PortAnimal.self) { (_, name: String, _: Bool) in PortCat(name: "old " + name) }
        container.register(PortAnimal.self) { _, name, sleeping in PortCat(name: "new " + name, sleeping: sleeping) }

        #expect(container.resolve(PortAnimal.self)?.name == "new")
        #expect(container.resolve(PortAnimal.self, arguments: "Luna", true)?.name == "new Luna")
        #expect(container.description.components(separatedBy: "Service:").count - 1 == 2)
    }

    // Swinject: ServiceKeyTests.testServiceKeyDoesNotEqualWithDifferentServiceTypesInFactoryTypes
    @Test("Different service types make different keys")
    func differentServiceTypesDifferentKeys() {
        container.register(PortPerson.self) { _ in PortPetOwner() }
        container.register(PortAnimal.self) { _ in PortCat() }

        #expect(container.resolve(PortPerson.self) is PortPetOwner)
        #expect(container.resolve(PortAnimal.self) is PortCat)
    }

    // Swinject: ServiceKeyTests.testServiceKeyDoesNotEqualWithDifferentArgTypesInFactoryTypes
    @Test("Different argument types make different keys")
    func differentArgumentTypesDifferentKeys() {
        container.register(PortAnimal.self) { (_, name: String) in PortCat(name: "one " + name) }
        container.register(PortAnimal.self) { (_, name: String, _: Bool) in PortCat(name: "bool " + name) }
        container.register(PortAnimal.self) { (_, name: String, _: Int) in PortCat(name: "int " + name) }

        #expect(container.resolve(PortAnimal.self, argument: "Luna")?.name == "one Luna")
        #expect(container.resolve(PortAnimal.self, arguments: "Luna", true)?.name == "bool Luna")
        #expect(container.resolve(PortAnimal.self, arguments: "Luna", 1)?.name == "int Luna")
    }

    // MARK: With names

    // Swinject: ServiceKeyTests.testServiceKeyEqualsWithTheSameName
    @Test("The same name makes the same key")
    func sameNameSameKey() {
        container.register(PortAnimal.self, name: "pet") { _ in PortCat(name: "old") }
        container.register(PortAnimal.self, name: "pet") { _ in PortCat(name: "new") }
        container.register(PortAnimal.self, name: "pet") { (_, name: String, _: Bool) in PortCat(name: "old " + name) }
        container.register(PortAnimal.self, name: "pet") { (_, name: String, _: Bool) in PortCat(name: "new " + name) }

        #expect(container.resolve(PortAnimal.self, name: "pet")?.name == "new")
        #expect(container.resolve(PortAnimal.self, name: "pet", arguments: "Luna", true)?.name == "new Luna")
    }

    // Swinject: ServiceKeyTests.testServiceKeyDoesNotEqualWithDifferentNames
    @Test("Different names make different keys")
    func differentNamesDifferentKeys() {
        container.register(PortAnimal.self, name: "mine") { _ in PortCat(name: "mine") }
        container.register(PortAnimal.self, name: "yours") { _ in PortCat(name: "yours") }
        container.register(PortAnimal.self, name: "mine") { (_, name: String, _: Bool) in PortCat(name: "mine " + name)
        }
        container.register(PortAnimal.self, name: "yours") { (_, name: String, _: Bool) in
            PortCat(name: "yours " + name)
        }

        #expect(container.resolve(PortAnimal.self, name: "mine")?.name == "mine")
        #expect(container.resolve(PortAnimal.self, name: "yours")?.name == "yours")
        #expect(container.resolve(PortAnimal.self, name: "mine", arguments: "Luna", true)?.name == "mine Luna")
        #expect(container.resolve(PortAnimal.self, name: "yours", arguments: "Luna", true)?.name == "yours Luna")
    }

    // MARK: With options

    // Swinject: ServiceKeyTests.testServiceKeyEqualsWithTheSameOption
    @Test("Equal ServiceKeyOptions make the same key")
    func sameOptionSameKey() {
        container._register(
            PortAnimal.self, factory: { (_: Resolver) in PortCat(name: "old") },
            option: PortNumberOption(number: 1))
        container._register(
            PortAnimal.self, factory: { (_: Resolver) in PortCat(name: "new") },
            option: PortNumberOption(number: 1))
        container._register(
            PortAnimal.self, factory: { (args: (Resolver, String, Bool)) in PortCat(name: "old " + args.1) },
            option: PortNumberOption(number: 1))
        container._register(
            PortAnimal.self, factory: { (args: (Resolver, String, Bool)) in PortCat(name: "new " + args.1) },
            option: PortNumberOption(number: 1))

        #expect(resolveWithOption(PortNumberOption(number: 1))?.name == "new")
        #expect(resolveWithOption(PortNumberOption(number: 1), "Luna", true)?.name == "new Luna")
    }

    // Swinject: ServiceKeyTests.testServiceKeyDoesNotEqualWithDifferentOptions
    @Test("Different ServiceKeyOptions make different keys")
    func differentOptionsDifferentKeys() {
        container._register(
            PortAnimal.self, factory: { (_: Resolver) in PortCat(name: "one") },
            option: PortNumberOption(number: 1))
        container._register(
            PortAnimal.self, factory: { (_: Resolver) in PortCat(name: "two") },
            option: PortNumberOption(number: 2))
        container._register(
            PortAnimal.self, factory: { (args: (Resolver, String, Bool)) in PortCat(name: "one " + args.1) },
            option: PortNumberOption(number: 1))
        container._register(
            PortAnimal.self, factory: { (args: (Resolver, String, Bool)) in PortCat(name: "two " + args.1) },
            option: PortNumberOption(number: 2))

        #expect(resolveWithOption(PortNumberOption(number: 1))?.name == "one")
        #expect(resolveWithOption(PortNumberOption(number: 2))?.name == "two")
        #expect(resolveWithOption(PortNumberOption(number: 1), "Luna", true)?.name == "one Luna")
        #expect(resolveWithOption(PortNumberOption(number: 2), "Luna", true)?.name == "two Luna")
        #expect(resolveWithOption(PortNumberOption(number: 3)) == nil)
        #expect(container.resolve(PortAnimal.self) == nil)
    }
}
