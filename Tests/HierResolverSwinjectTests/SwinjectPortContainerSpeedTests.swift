import HierResolverSwinject
import Testing

// Swinject measures these loops with XCTest's `measure`; Swift Testing has no such API, so the
// port runs the same mix of resolves (fewer rounds, debug builds are slow) and checks the results.
@Suite("Swinject port: Container speed")
struct SwinjectPortContainerSpeedTests {
    static let rounds = 20_000

    private static func makeContainer() -> Container {
        let container = Container()
        container.register(PortAnimal.self) { _ in PortCat() }
        container.register(PortAnimal.self) { _, name in PortCat(name: name) }
        container.register(PortAnimal.self) { _, name, sleeping in PortCat(name: name, sleeping: sleeping) }
        return container
    }

    /// Resolves plainly, with one argument and lazily with two arguments; counts the cats made.
    private static func resolveManyCats(with resolver: Resolver) -> Int {
        var cats = 0
        for _ in 0..<rounds {
            if resolver.resolve(PortAnimal.self) is PortCat { cats += 1 }
            if resolver.resolve(PortAnimal.self, argument: "Luna") is PortCat { cats += 1 }
            let lazy = resolver.resolve(Lazy<PortAnimal>.self, arguments: "Nala", true)
            if lazy?.instance is PortCat { cats += 1 }
        }
        return cats
    }

    // Swinject: ContainerTests.Speed.testContainerDefaultResolvesByArguments
    @Test("Many resolves with and without arguments on a plain container")
    func plainContainerManyResolves() {
        let container = Self.makeContainer()

        #expect(Self.resolveManyCats(with: container) == 3 * Self.rounds)
    }

    // Swinject: ContainerTests.Speed.testContainerSyncResolvesByArguments
    @Test("Many resolves with and without arguments on a synchronized container")
    func synchronizedContainerManyResolves() throws {
        let synchronized = try #require(Self.makeContainer().synchronize() as? Container)

        #expect(Self.resolveManyCats(with: synchronized) == 3 * Self.rounds)
    }
}
