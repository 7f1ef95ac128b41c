import HierResolverSwinject
import Testing

@Suite("Swinject port: Assembler")
struct SwinjectPortAssemblerTests {
    /// The container an assembler built, reached through `PortContainerExposingAssembly`.
    private func builtContainer(of assembler: Assembler) throws -> Container {
        assembler.apply(assembly: PortContainerExposingAssembly())
        return try #require(assembler.resolver.resolve(Container.self))
    }

    // MARK: Building from assemblies

    // Swinject: AssemblerTests.testAssemblerCanAssembleSingleContainer
    @Test("An assembler built from one assembly resolves only what it registered")
    func singleAssembly() throws {
        let assembler = Assembler([PortAnimalAssembly()])

        let cat = try #require(assembler.resolver.resolve(PortAnimal.self))
        #expect(cat.name == portAssemblyCatName)
        #expect(assembler.resolver.resolve(PortFood.self) == nil)
    }

    // Swinject: AssemblerTests.testAssemblerCanAssembleContainerWithNilParent
    @Test("An assembler with a nil parent assembler starts empty")
    func nilParentAssembler() {
        let assembler = Assembler(parentAssembler: nil)

        #expect(assembler.resolver.resolve(PortFood.self) == nil)
    }

    // Swinject: AssemblerTests.testAssemblerCanAssembleContainerWithNilParentAndAssemblies
    @Test("An assembler with assemblies and a nil parent resolves what the assemblies registered")
    func assembliesWithNilParent() throws {
        let assembler = Assembler([PortAnimalAssembly()], parent: nil)

        let cat = try #require(assembler.resolver.resolve(PortAnimal.self))
        #expect(cat.name == portAssemblyCatName)
        #expect(assembler.resolver.resolve(PortFood.self) == nil)
    }

    // Swinject: AssemblerTests.testAssemblerUsesInjectedDefaultObjectScope
    @Test("An assembler passes its default object scope on to its container")
    func defaultObjectScopeIsUsed() throws {
        let assembler = Assembler([], parent: nil, defaultObjectScope: ObjectScope.container)
        let container = try builtContainer(of: assembler)

        container.register(PortAnimal.self) { _ in PortSiamese(name: "Mochi") }

        #expect(
            container.description.contains(
                "{ Service: PortAnimal, Factory: Resolver -> PortAnimal, ObjectScope: container }"))
        let first = container.resolve(PortAnimal.self) as? PortSiamese
        #expect(first != nil)
        #expect(container.resolve(PortAnimal.self) as? PortSiamese === first)
    }

    // Swinject: AssemblerTests.testAssemblerUsesGraphScopeIfNoDefaultObjectScopeIsInjected
    @Test("An assembler's container defaults to graph scope")
    func graphScopeByDefault() throws {
        let assembler = Assembler([], parent: nil)
        let container = try builtContainer(of: assembler)

        container.register(PortAnimal.self) { _ in PortSiamese(name: "Mochi") }

        #expect(
            container.description.contains(
                "{ Service: PortAnimal, Factory: Resolver -> PortAnimal, ObjectScope: graph }"))
        let first = container.resolve(PortAnimal.self) as? PortSiamese
        #expect(first != nil)
        #expect(container.resolve(PortAnimal.self) as? PortSiamese !== first)
    }

    // Swinject: AssemblerTests.testAssemblerCanAssembleMultipleContainers
    @Test("An assembler built from several assemblies resolves what each registered")
    func severalAssemblies() throws {
        let assembler = Assembler([PortAnimalAssembly(), PortFoodAssembly()])

        let cat = try #require(assembler.resolver.resolve(PortAnimal.self))
        #expect(cat.name == portAssemblyCatName)
        #expect(assembler.resolver.resolve(PortFood.self) is PortSushi)
    }

    // Swinject: AssemblerTests.testAssemblerCanAssembleMultipleContainersWithInterDependencies
    @Test("Assemblies can depend on each other's registrations")
    func assembliesDependOnEachOther() throws {
        let assembler = Assembler([PortAnimalAssembly(), PortFoodAssembly(), PortPetOwnerAssembly()])

        let owner = try #require(assembler.resolver.resolve(PortPetOwner.self))
        let pet = try #require(owner.pet)
        #expect(pet.name == portAssemblyCatName)
        #expect(owner.favoriteFood is PortSushi)
    }

    // Swinject: AssemblerTests.testAssemblerCanAssembleMultipleContainersWithInterDependenciesInAnyOrder
    @Test("The order of interdependent assemblies does not matter")
    func assemblyOrderDoesNotMatter() throws {
        let assembler = Assembler([PortPetOwnerAssembly(), PortAnimalAssembly(), PortFoodAssembly()])

        let owner = try #require(assembler.resolver.resolve(PortPetOwner.self))
        let pet = try #require(owner.pet)
        #expect(pet.name == portAssemblyCatName)
        #expect(owner.favoriteFood is PortSushi)
    }

    // MARK: Applying assemblies later

    // Swinject: AssemblerTests.testAssemblerAssemblesLazyBuild
    @Test("An assembly applied later becomes resolvable")
    func applyLater() throws {
        let assembler = Assembler([])
        #expect(assembler.resolver.resolve(PortAnimal.self) == nil)

        assembler.apply(assembly: PortAnimalAssembly())

        let cat = try #require(assembler.resolver.resolve(PortAnimal.self))
        #expect(cat.name == portAssemblyCatName)
    }

    // Swinject: AssemblerTests.testAssemblerCanAssembleSingleLoadAwareContainer
    @Test("A load-aware assembly applied later is told it loaded, with its services resolvable")
    func applyLoadAwareLater() throws {
        let assembler = Assembler([])
        #expect(assembler.resolver.resolve(PortAnimal.self) == nil)

        var nameSeenWhenLoaded: String?
        let assembly = PortLoadAwareAssembly { resolver in
            nameSeenWhenLoaded = resolver.resolve(PortAnimal.self)?.name
        }
        #expect(!assembly.didLoad)

        assembler.apply(assembly: assembly)

        #expect(assembly.didLoad)
        #expect(nameSeenWhenLoaded == portLoadAwareCatName)
        let cat = try #require(assembler.resolver.resolve(PortAnimal.self))
        #expect(cat.name == portLoadAwareCatName)
    }

    // Swinject: AssemblerTests.testAssemblerCanAssembleMultipleContainersOneByOne
    @Test("Assemblies applied one at a time each become resolvable")
    func applyOneByOne() throws {
        let assembler = Assembler([])
        #expect(assembler.resolver.resolve(PortAnimal.self) == nil)
        #expect(assembler.resolver.resolve(PortFood.self) == nil)

        assembler.apply(assembly: PortAnimalAssembly())
        let cat = try #require(assembler.resolver.resolve(PortAnimal.self))
        #expect(cat.name == portAssemblyCatName)
        #expect(assembler.resolver.resolve(PortFood.self) == nil)

        assembler.apply(assembly: PortFoodAssembly())
        #expect(assembler.resolver.resolve(PortFood.self) != nil)
    }

    // Swinject: AssemblerTests.testAssemblerCanAssembleMultipleContainersAtOnce
    @Test("Several assemblies can be applied at once")
    func applySeveralAtOnce() throws {
        let assembler = Assembler([])
        #expect(assembler.resolver.resolve(PortAnimal.self) == nil)
        #expect(assembler.resolver.resolve(PortFood.self) == nil)

        assembler.apply(assemblies: [PortAnimalAssembly(), PortFoodAssembly()])

        let cat = try #require(assembler.resolver.resolve(PortAnimal.self))
        #expect(cat.name == portAssemblyCatName)
        #expect(assembler.resolver.resolve(PortFood.self) != nil)
    }

    // MARK: Load-aware assemblies

    // Swinject: AssemblerTests.testLoadAwareAssemblyCanAssembleSingleContainer
    @Test("A load-aware assembly given to the initializer is told it loaded")
    func loadAwareInInitializer() throws {
        var nameSeenWhenLoaded: String?
        let assembly = PortLoadAwareAssembly { resolver in
            nameSeenWhenLoaded = resolver.resolve(PortAnimal.self)?.name
        }
        #expect(!assembly.didLoad)

        let assembler = Assembler([assembly])

        #expect(assembly.didLoad)
        #expect(nameSeenWhenLoaded == portLoadAwareCatName)
        let cat = try #require(assembler.resolver.resolve(PortAnimal.self))
        #expect(cat.name == portLoadAwareCatName)
    }

    // Swinject: AssemblerTests.testLoadAwareAssemblyCanAssembleMultipleContainers
    @Test("A load-aware assembly is told it loaded only after every assembly has registered")
    func loadAwareSeesOtherAssemblies() throws {
        var nameSeenWhenLoaded: String?
        var foodSeenWhenLoaded: PortFood?
        let assembly = PortLoadAwareAssembly { resolver in
            nameSeenWhenLoaded = resolver.resolve(PortAnimal.self)?.name
            foodSeenWhenLoaded = resolver.resolve(PortFood.self)
        }
        #expect(!assembly.didLoad)

        let assembler = Assembler([assembly, PortFoodAssembly()])

        #expect(assembly.didLoad)
        #expect(nameSeenWhenLoaded == portLoadAwareCatName)
        #expect(foodSeenWhenLoaded != nil)
        let cat = try #require(assembler.resolver.resolve(PortAnimal.self))
        #expect(cat.name == portLoadAwareCatName)
        #expect(assembler.resolver.resolve(PortFood.self) != nil)
    }

    // MARK: Empty assembler

    // Swinject: AssemblerTests.testAssemblerCanCreateEmptyAssemblerAndBuildIt
    @Test("An assembler made with no arguments can be filled later")
    func emptyAssemblerFilledLater() throws {
        let assembler = Assembler()
        #expect(assembler.resolver.resolve(PortAnimal.self) == nil)

        assembler.apply(assembly: PortAnimalAssembly())

        let cat = try #require(assembler.resolver.resolve(PortAnimal.self))
        #expect(cat.name == portAssemblyCatName)
    }

    // MARK: Child assemblers

    // Swinject: AssemblerTests.testChildAssemblerCanBeEmpty
    @Test("An empty child assembler resolves what its parent has, and nothing more")
    func emptyChildAssembler() {
        let parent = Assembler([PortAnimalAssembly()])
        let child = Assembler(parentAssembler: parent)

        #expect(parent.resolver.resolve(PortAnimal.self) != nil)
        #expect(parent.resolver.resolve(PortFood.self) == nil)
        #expect(child.resolver.resolve(PortAnimal.self) != nil)
        #expect(child.resolver.resolve(PortFood.self) == nil)
    }

    // Swinject: AssemblerTests.testChildAssemblerCannotGiveEntitiesToParent
    @Test("A parent assembler does not see its child's registrations")
    func childDoesNotLeakToParent() {
        let parent = Assembler()
        let child = Assembler([PortAnimalAssembly()], parent: parent)

        #expect(parent.resolver.resolve(PortAnimal.self) == nil)
        #expect(child.resolver.resolve(PortAnimal.self) != nil)
    }

    // Swinject: AssemblerTests.testChildAssemblerUsesInjectedDefaultObjectScope
    @Test("A child assembler uses the default object scope it was given")
    func childUsesGivenDefaultScope() throws {
        let parent = Assembler(container: Container())
        let child = Assembler(parentAssembler: parent, defaultObjectScope: ObjectScope.container)
        let container = try builtContainer(of: child)

        container.register(PortAnimal.self) { _ in PortSiamese(name: "Mochi") }

        #expect(
            container.description.contains(
                "{ Service: PortAnimal, Factory: Resolver -> PortAnimal, ObjectScope: container }"))
        let first = container.resolve(PortAnimal.self) as? PortSiamese
        #expect(first != nil)
        #expect(container.resolve(PortAnimal.self) as? PortSiamese === first)
    }

    // Swinject: AssemblerTests.testChildAssemblerHasDefaultObjectScopeOfGraphType
    @Test("A child assembler defaults to graph scope")
    func childDefaultsToGraphScope() throws {
        let parent = Assembler(container: Container())
        let child = Assembler(parentAssembler: parent)
        let container = try builtContainer(of: child)

        container.register(PortAnimal.self) { _ in PortSiamese(name: "Mochi") }

        #expect(
            container.description.contains(
                "{ Service: PortAnimal, Factory: Resolver -> PortAnimal, ObjectScope: graph }"))
        let first = container.resolve(PortAnimal.self) as? PortSiamese
        #expect(first != nil)
        #expect(container.resolve(PortAnimal.self) as? PortSiamese !== first)
    }

    // Swinject: AssemblerTests.testChildAssemblerUsesGivenListOfBehaviorsToContainer
    @Test("A child assembler's behaviors see registrations made by applied assemblies")
    func childAssemblerBehaviors() {
        let recorder = PortBehaviorRecorder()
        let assembler = Assembler(parentAssembler: Assembler(), behaviors: [recorder])

        assembler.apply(assembly: PortContainerExposingAssembly())

        #expect(recorder.entries.count == 1)
    }

    // Swinject: AssemblerTests.testChildAssemblerUsesGivenListOfBehaviorsBeforeApplyingAssemblies
    @Test("A child assembler installs its behaviors before running the initial assemblies")
    func childAssemblerBehaviorsBeforeAssemblies() {
        let recorder = PortBehaviorRecorder()

        _ = Assembler([PortContainerExposingAssembly()], parent: Assembler(), behaviors: [recorder])

        #expect(recorder.entries.count == 1)
    }
}
