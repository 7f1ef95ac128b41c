import HierResolverSwinject
import Testing

@Suite("Swinject port: Container object graphs")
struct SwinjectPortContainerGraphCachingTests {
    let container = Container()

    // MARK: Entering a given graph

    // Swinject: ContainerTests.GraphCaching.testContaineirHasMethodForRestoringGraph
    @Test("A container can be made to work inside a given object graph")
    func canEnterGivenGraph() {
        let graph = portMakeGraphIdentifier()

        let seen = container.withObjectGraph(graph) { $0.resolve(GraphIdentifier.self) }

        #expect(seen == graph)
    }

    // MARK: The current graph

    // Swinject: ContainerTests.GraphCaching.testIdentifierIsNotNilDuringGraphResolution
    @Test("There is a current graph while a graph is being resolved")
    func graphExistsDuringResolution() {
        var seenInFactory: GraphIdentifier?
        var seenInInitCompleted: GraphIdentifier?
        container.register(PortDog.self) { r in
            seenInFactory = r.resolve(GraphIdentifier.self)
            return PortDog()
        }
        .initCompleted { r, _ in seenInInitCompleted = r.resolve(GraphIdentifier.self) }

        _ = container.resolve(PortDog.self)

        #expect(seenInFactory != nil)
        #expect(seenInInitCompleted == seenInFactory)
    }

    // Swinject: ContainerTests.GraphCaching.testIdentifierIsDifferentForSeparateGraphResolutions
    @Test("Separate top-level resolves get different graphs")
    func separateResolvesDifferentGraphs() throws {
        var graphs: [GraphIdentifier?] = []
        container.register(PortDog.self) { r in
            graphs.append(r.resolve(GraphIdentifier.self))
            return PortDog()
        }

        _ = container.resolve(PortDog.self)
        _ = container.resolve(PortDog.self)

        try #require(graphs.count == 2)
        #expect(graphs[0] != nil)
        #expect(graphs[0] != graphs[1])
    }

    // Swinject: ContainerTests.GraphCaching.testIdentifierIsSameDuringGraphResolution
    @Test("Nested resolves share the graph of the outer resolve")
    func nestedResolvesShareGraph() throws {
        var graphs: [GraphIdentifier?] = []
        container.register(PortDog.self) { r in
            graphs.append(r.resolve(GraphIdentifier.self))
            _ = r.resolve(PortCat.self)
            return PortDog()
        }
        container.register(PortCat.self) { r in
            graphs.append(r.resolve(GraphIdentifier.self))
            return PortCat()
        }

        _ = container.resolve(PortDog.self)

        try #require(graphs.count == 2)
        #expect(graphs[0] != nil)
        #expect(graphs[0] == graphs[1])
    }

    // Swinject: ContainerTests.GraphCaching.testContainerIsNilOutsideGraphResolution
    @Test("There is no current graph before or after a resolve")
    func noGraphOutsideResolution() {
        container.register(PortDog.self) { _ in PortDog() }

        #expect(container.resolve(GraphIdentifier.self) == nil)
        _ = container.resolve(PortDog.self)
        #expect(container.resolve(GraphIdentifier.self) == nil)
    }

    // MARK: Resolving inside a given graph

    // Swinject: ContainerTests.GraphCaching.testContainerUsesRestoredIdentifierDuringGraphResolution
    @Test("A resolve inside a given graph uses that graph")
    func resolveUsesGivenGraph() {
        let given = portMakeGraphIdentifier()
        var seen: GraphIdentifier?
        container.register(PortDog.self) { r in
            seen = r.resolve(GraphIdentifier.self)
            return PortDog()
        }

        container.withObjectGraph(given) { _ = $0.resolve(PortDog.self) }

        #expect(seen == given)
    }

    // MARK: Storage sees the graph

    // Swinject: ContainerTests.GraphCaching.testContainerUsesCurrentGraphIdentifierWhenManipulatingInstances
    @Test("A scope's storage is read and written with the current graph")
    func storageGetsCurrentGraph() {
        let storage = PortGraphRecordingStorage()
        let scope = ObjectScope(storageFactory: { storage })
        let graph = portMakeGraphIdentifier()
        container.register(PortDog.self) { _ in PortDog() }.inObjectScope(scope)

        container.withObjectGraph(graph) { _ = $0.resolve(PortDog.self) }

        #expect(storage.graphsWritten.last == graph)
        #expect(storage.graphsRead.last == graph)
    }

    // Swinject: ContainerTests.GraphCaching.testContainerRestoresInstancesFromPreviousGraphsIfAvailable
    @Test("Going back into an earlier graph gives back that graph's graph-scoped instance")
    func earlierGraphGivesSameInstance() throws {
        var graph: GraphIdentifier?
        container.register(PortDog.self) { r in
            graph = r.resolve(GraphIdentifier.self)
            return PortDog()
        }
        .inObjectScope(.graph)

        let first = container.resolve(PortDog.self)!
        let earlier = try #require(graph)
        let again = container.withObjectGraph(earlier) { $0.resolve(PortDog.self)! }

        #expect(first === again)
    }

    // Swinject: ContainerTests.GraphCaching.testContainerGraphScopeResolvesToNil
    @Test("Resolving GraphIdentifier outside any resolve gives nil")
    func graphIdentifierOutsideIsNil() {
        #expect(container.resolve(GraphIdentifier.self) == nil)
    }

    // Swinject: ContainerTests.GraphCaching.testContainerResolvesGraphScopeIfAvailable
    @Test("A factory can resolve GraphIdentifier to get its graph")
    func factoryResolvesportMakeGraphIdentifier() {
        var graph: GraphIdentifier?
        container.register(PortDog.self) { r in
            graph = r.resolve(GraphIdentifier.self)
            return PortDog()
        }

        _ = container.resolve(PortDog.self)!

        #expect(graph != nil)
    }

    // Swinject: ContainerTests.GraphCaching.testContainerManualScopeSetResolvesGraph
    @Test("withObjectGraph resolves graph-scoped services as in that earlier graph")
    func withObjectGraphReusesInstances() throws {
        var graph: GraphIdentifier?
        container.register(PortDog.self) { r in
            graph = r.resolve(GraphIdentifier.self)
            return PortDog()
        }
        .inObjectScope(.graph)

        let first = container.resolve(PortDog.self)!
        let earlier = try #require(graph)
        var second: PortDog?
        var third: PortDog?
        container.withObjectGraph(earlier) {
            second = $0.resolve(PortDog.self)!
            third = $0.resolve(PortDog.self)!
        }

        #expect(first === second)
        #expect(second === third)
    }
}
