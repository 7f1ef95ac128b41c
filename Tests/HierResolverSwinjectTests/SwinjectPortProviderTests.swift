import HierResolverSwinject
import Testing

@Suite("Swinject port: Provider")
struct SwinjectPortProviderTests {
    let container = Container()

    // MARK: Making instances

    // Swinject: ProviderTests.testProviderProvidesInstanceFromContainer
    @Test("Provider<T> gives the instance the container makes for T")
    func providerGivesInstance() {
        container.register(PortAnimal.self) { _ in PortDog() }

        let provider = container.resolve(Provider<PortAnimal>.self)

        #expect(provider?.instance is PortDog)
    }

    // Swinject: ProviderTests.testProviderDoesNotCreateInstanceUntilRequested
    @Test("Provider<T> does not make an instance until asked")
    func providerWaitsUntilAsked() {
        var made = false
        container.register(PortAnimal.self) { _ in
            made = true
            return PortDog()
        }

        let provider = container.resolve(Provider<PortAnimal>.self)

        #expect(provider != nil)
        #expect(!made)
    }

    // Swinject: ProviderTests.testProviderResolveInstanceFromContainerEachTime
    @Test("Provider<T> asks the container each time")
    func providerAsksEachTime() {
        var made = 0
        container.register(PortAnimal.self) { _ in
            made += 1
            return PortDog()
        }

        let provider = container.resolve(Provider<PortAnimal>.self)
        _ = provider?.instance
        _ = provider?.instance

        #expect(made == 2)
    }

    // Swinject: ProviderTests.testProviderDoesNotResolveProviderIfBaseTypeIsNotRegistered
    @Test("Provider<T> is nil when T is not registered")
    func providerOfUnregisteredIsNil() {
        #expect(container.resolve(Provider<PortAnimal>.self) == nil)
    }

    // MARK: Scopes

    // Swinject: ProviderTests.testContainerAlwaysProducesDifferentIncetanceInTransientScope
    @Test("In transient scope a provider gives a new instance each time")
    func providerTransient() {
        let staffing = PortStaffingAssembly(scope: .transient)
        staffing.assemble(container: container)
        defer { staffing.breakCycles() }

        let company = container.resolve(PortCompany.self)!

        #expect(company.workerProvider.instance !== company.workerProvider.instance)
        #expect(company.worker.clientProvider.instance !== company.clientProvider.instance)
    }

    // Swinject: ProviderTests.testContainerAlwaysProducesDifferentIncetanceInGraphScope
    @Test("In graph scope a provider gives a new instance each time")
    func providerGraph() {
        let staffing = PortStaffingAssembly(scope: .graph)
        staffing.assemble(container: container)
        defer { staffing.breakCycles() }

        let company = container.resolve(PortCompany.self)!

        #expect(company.workerProvider.instance !== company.workerProvider.instance)
        #expect(company.worker.clientProvider.instance !== company.clientProvider.instance)
    }

    // Swinject: ProviderTests.testContainerAlwaysProducesSameIncetanceInContainerScope
    @Test("In container scope a provider gives the shared instance")
    func providerContainer() {
        let staffing = PortStaffingAssembly(scope: .container)
        staffing.assemble(container: container)
        defer { staffing.breakCycles() }

        let company = container.resolve(PortCompany.self)!

        #expect(company.workerProvider.instance === company.workerProvider.instance)
        #expect(company.worker.clientProvider.instance === company.clientProvider.instance)
    }

    // MARK: Names, arguments, forwarding

    // Swinject: ProviderTests.testContainerResolvesProviderrWithArguments
    @Test("Provider<T> can be resolved with arguments")
    func providerWithArguments() {
        container.register(PortDog.self) { (_, name: String, _: Int) in PortDog(name: name) }

        let provider = container.resolve(Provider<PortDog>.self, arguments: "Rex", 3)

        #expect(provider?.instance.name == "Rex")
    }

    // Swinject: ProviderTests.testContainerResolvesProviderWithName
    @Test("Provider<T> can be resolved by name")
    func providerByName() {
        container.register(PortDog.self, name: "Rex") { _ in PortDog() }

        #expect(container.resolve(Provider<PortDog>.self, name: "Rex") != nil)
    }

    // Swinject: ProviderTests.testContainerDoesNotResolveProoviderWithWrongName
    @Test("Provider<T> with an unknown name is nil")
    func providerWrongName() {
        container.register(PortDog.self, name: "Rex") { _ in PortDog() }

        #expect(container.resolve(Provider<PortDog>.self, name: "Fido") == nil)
    }

    // Swinject: ProviderTests.testContainerResolveForwarrdedProviderType
    @Test("Provider of a forwarded type resolves")
    func providerOfForwarded() {
        container.register(PortDog.self) { _ in PortDog() }.implements(PortAnimal.self)

        #expect(container.resolve(Provider<PortAnimal>.self) != nil)
    }

    // MARK: Cycles

    // Swinject: ProviderTests.testContainerResolvesNonProovidedDependenciesToTheSameInstance
    @Test("An object made by a provider has its plain dependencies from its own graph")
    func providedObjectKeepsOwnGraph() {
        let staffing = PortStaffingAssembly(scope: .graph)
        staffing.assemble(container: container)
        defer { staffing.breakCycles() }

        let company = container.resolve(Provider<PortCompany>.self)?.instance

        #expect(company != nil)
        #expect(company?.worker.company === company)
    }

    // Swinject: ProviderTests.testContainerResolvesProvidedDependenciesToDifferentInstances
    @Test("An object a provider makes later belongs to a new graph")
    func providedLaterIsNewGraph() {
        let staffing = PortStaffingAssembly(scope: .graph)
        staffing.assemble(container: container)
        defer { staffing.breakCycles() }

        let company = container.resolve(PortCompany.self)

        #expect(company != nil)
        #expect(company?.workerProvider.instance.company !== company)
    }
}
