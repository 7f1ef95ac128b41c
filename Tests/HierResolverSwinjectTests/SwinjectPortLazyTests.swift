import HierResolverSwinject
import Testing

@Suite("Swinject port: Lazy")
struct SwinjectPortLazyTests {
    let container = Container()

    // MARK: Making the instance

    // Swinject: LazyTests.testContainerProvidesInstanceFromContainer
    @Test("Lazy<T> gives the instance the container makes for T")
    func lazyGivesInstance() {
        container.register(PortAnimal.self) { _ in PortDog() }

        let lazy = container.resolve(Lazy<PortAnimal>.self)

        #expect(lazy?.instance is PortDog)
    }

    // Swinject: LazyTests.testContainerDoesNotCreateInstanceUntilRequested
    @Test("Lazy<T> does not make the instance until asked")
    func lazyWaitsUntilAsked() {
        var made = false
        container.register(PortAnimal.self) { _ in
            made = true
            return PortDog()
        }

        let lazy = container.resolve(Lazy<PortAnimal>.self)

        #expect(lazy != nil)
        #expect(!made)
    }

    // Swinject: LazyTests.testContainerResolveInstanceFromContainerOnlyOnce
    @Test("Lazy<T> makes its instance only once")
    func lazyMakesOnce() {
        var made = 0
        container.register(PortAnimal.self) { _ in
            made += 1
            return PortDog()
        }

        let lazy = container.resolve(Lazy<PortAnimal>.self)
        _ = lazy?.instance
        _ = lazy?.instance

        #expect(made == 1)
    }

    // Swinject: LazyTests.testContainerDoesNotResolveLazyIfBaseTypeIsNotRegistered
    @Test("Lazy<T> is nil when T is not registered")
    func lazyOfUnregisteredIsNil() {
        #expect(container.resolve(Lazy<PortAnimal>.self) == nil)
    }

    // MARK: Scopes

    // Swinject: LazyTests.testContainerAlwaysProducesDifferentInstanceForRelatedObjectsInTransientScope
    @Test("In transient scope, lazies in one graph give different instances")
    func lazyTransientDiffers() {
        let staffing = PortStaffingAssembly(scope: .transient)
        staffing.assemble(container: container)
        defer { staffing.breakCycles() }

        let company = container.resolve(PortCompany.self)!

        #expect(company.lazyClient.instance !== company.worker.lazyClient.instance)
        #expect(company.lazyClient.instance !== company.client)
    }

    // Swinject: LazyTests.testContainerAlwaysProducesTheSameInstanceForRelatedObjectsInContainerScope
    @Test("In container scope, lazies in one graph give the same instance")
    func lazyContainerShares() {
        let staffing = PortStaffingAssembly(scope: .container)
        staffing.assemble(container: container)
        defer { staffing.breakCycles() }

        let company = container.resolve(PortCompany.self)!

        #expect(company.lazyClient.instance === company.worker.lazyClient.instance)
        #expect(company.lazyClient.instance === company.client)
    }

    // Swinject: LazyTests.testContainerAlwaysProducesTheSameInstanceForRelatedObjectsInGraphScope
    @Test("In graph scope, lazies in one graph give that graph's instance")
    func lazyGraphShares() {
        let staffing = PortStaffingAssembly(scope: .graph)
        staffing.assemble(container: container)
        defer { staffing.breakCycles() }

        let company = container.resolve(PortCompany.self)!

        #expect(company.lazyClient.instance === company.worker.lazyClient.instance)
        #expect(company.lazyClient.instance === company.client)
    }

    // MARK: Names, arguments, forwarding

    // Swinject: LazyTests.testContainerResolvesLazyWithArguments
    @Test("Lazy<T> can be resolved with arguments")
    func lazyWithArguments() {
        container.register(PortDog.self) { (_, name: String, _: Int) in PortDog(name: name) }

        let lazy = container.resolve(Lazy<PortDog>.self, arguments: "Rex", 3)

        #expect(lazy?.instance.name == "Rex")
    }

    // Swinject: LazyTests.testContainerResolvesLazyWithName
    @Test("Lazy<T> can be resolved by name")
    func lazyByName() {
        container.register(PortDog.self, name: "Rex") { _ in PortDog() }

        #expect(container.resolve(Lazy<PortDog>.self, name: "Rex") != nil)
    }

    // Swinject: LazyTests.testContainerDoesNotResolveLazyWithWrongName
    @Test("Lazy<T> with an unknown name is nil")
    func lazyWrongName() {
        container.register(PortDog.self, name: "Rex") { _ in PortDog() }

        #expect(container.resolve(Lazy<PortDog>.self, name: "Fido") == nil)
    }

    // Swinject: LazyTests.testContainerDoesResolveForwardedLazyType
    @Test("Lazy of a forwarded type resolves")
    func lazyOfForwarded() {
        container.register(PortDog.self) { _ in PortDog() }.implements(PortAnimal.self)

        #expect(container.resolve(Lazy<PortAnimal>.self) != nil)
    }

    // MARK: Cycles

    // Swinject: LazyTests.testContainerResolvesDependenciesToSameInstance
    @Test("A lazy resolved later still joins the graph it was made in")
    func lazyJoinsItsGraph() {
        let staffing = PortStaffingAssembly(scope: .graph)
        staffing.assemble(container: container)
        defer { staffing.breakCycles() }

        let company = container.resolve(PortCompany.self)

        #expect(company != nil)
        #expect(company?.worker.company === company)
        #expect(company?.lazyWorker.instance.company === company)
    }

    // Swinject: LazyTests.testContainerResolvesCircularDependenciesForLazyInstance
    @Test("A lazily resolved object gets its circular dependencies")
    func lazyResolvesCycle() {
        let staffing = PortStaffingAssembly(scope: .graph)
        staffing.assemble(container: container)
        defer { staffing.breakCycles() }

        let lazyWorker = container.resolve(Lazy<PortWorker>.self)

        #expect(lazyWorker?.instance.company != nil)
    }
}
