// Swinject's `currentObjectGraph`, `restoreObjectGraph(_:)` and `GraphIdentifier()`, written as
// Swinject's own graph tests write them: the graph of the resolve running on this thread, and a
// graph given to a container's next resolve.

import Foundation
import HierResolverSwinject
import Testing

@Suite("Swinject's current and restored object graphs")
struct GraphRestoreTests {
    let container = Container()

    @Test("currentObjectGraph is the resolve's graph in its factories, one per top-level resolve, nil outside")
    func currentGraph() throws {
        var graphs: [GraphIdentifier?] = []
        container.register(PortDog.self) {
            graphs.append(($0 as? Container)?.currentObjectGraph)
            _ = $0.resolve(PortCat.self)
            return PortDog()
        }
        container.register(PortCat.self) {
            graphs.append(($0 as? Container)?.currentObjectGraph)
            return PortCat()
        }
        #expect(container.currentObjectGraph == nil)
        _ = container.resolve(PortDog.self)
        _ = container.resolve(PortDog.self)
        #expect(container.currentObjectGraph == nil)
        try #require(graphs.count == 4)
        #expect(graphs[0] != nil)
        #expect(graphs[0] == graphs[1], "a nested resolve shares its graph")
        #expect(graphs[0] != graphs[2], "two top-level resolves have two graphs")
        #expect(graphs[2] == graphs[3])
        // The identifier a factory resolves is the same graph.
        var resolved: GraphIdentifier?
        var current: GraphIdentifier?
        container.register(PortCat.self) { r in
            resolved = r.resolve(GraphIdentifier.self)
            current = (r as? Container)?.currentObjectGraph
            return PortCat()
        }
        _ = container.resolve(PortCat.self)
        #expect(resolved != nil)
        #expect(resolved == current)
    }

    @Test("The container's next resolve runs in a restored graph, and gives back its graph instance still alive")
    func restoredGraph() throws {
        let restored = GraphIdentifier()
        var seen: [GraphIdentifier?] = []
        container.register(PortDog.self) {
            seen.append(($0 as? Container)?.currentObjectGraph)
            return PortDog()
        }
        .inObjectScope(.graph)

        container.restoreObjectGraph(restored)
        #expect(container.currentObjectGraph == restored, "restored, as Swinject's is, before the resolve")
        #expect(container.resolve(GraphIdentifier.self) == restored)
        let first = container.resolve(PortDog.self)!
        #expect(seen == [restored])
        #expect(container.currentObjectGraph == nil, "the resolve that used it ended it")

        // Back into the graph: its dog, still held, is the one given.
        container.restoreObjectGraph(restored)
        let again = container.resolve(PortDog.self)!
        #expect(again === first)
        #expect(seen.count == 1, "nothing built")

        // A graph no one restored: a new dog.
        let other = container.resolve(PortDog.self)!
        #expect(other !== first)
        #expect(seen.count == 2 && seen[1] != restored)
    }

    @Test("A graph the factory read and the test restores gives back the instance built in it")
    func restoresGraphReadInFactory() throws {
        var graph: GraphIdentifier?
        container.register(PortDog.self) {
            graph = ($0 as? Container)?.currentObjectGraph
            return PortDog()
        }
        .inObjectScope(.graph)
        let first = container.resolve(PortDog.self)!
        container.restoreObjectGraph(try #require(graph))
        let second = container.resolve(PortDog.self)!
        #expect(first === second)
    }

    @Test("A graph restored from a factory is for the next top-level resolve, not the running one's nested ones")
    func restoredFromFactory() throws {
        let restored = GraphIdentifier()
        var seen: [GraphIdentifier?] = []
        let container = container
        container.register(PortCat.self) {
            seen.append(($0 as? Container)?.currentObjectGraph)
            return PortCat()
        }
        container.register(PortPetOwner.self) { r in
            container.restoreObjectGraph(restored)
            return PortPetOwner(pet: r.resolve(PortCat.self)!)
        }
        _ = container.resolve(PortPetOwner.self)
        _ = container.resolve(PortCat.self)
        try #require(seen.count == 2)
        #expect(seen[0] != restored, "the nested resolve stays in the running resolve's graph")
        #expect(seen[1] == restored, "the next top-level resolve runs in the restored graph")
    }

    @Test("A Lazy made in a resolve and read while a graph is restored resolves in its own graph, and leaves it")
    func lazyLeavesRestoredGraph() throws {
        let restored = GraphIdentifier()
        var seen: [GraphIdentifier?] = []
        var made: GraphIdentifier?
        var lazy: Lazy<PortDog>?
        container.register(PortDog.self) {
            seen.append(($0 as? Container)?.currentObjectGraph)
            return PortDog()
        }
        container.register(PortCat.self) {
            made = ($0 as? Container)?.currentObjectGraph
            lazy = $0.resolve(Lazy<PortDog>.self)
            return PortCat()
        }
        _ = container.resolve(PortCat.self)
        container.restoreObjectGraph(restored)
        _ = try #require(lazy).instance
        _ = container.resolve(PortDog.self)
        try #require(seen.count == 2)
        #expect(seen[0] == made, "the Lazy's own graph")
        #expect(seen[1] == restored, "left for the next resolve")
    }

    @Test("A custom scope's storage is read and written with the restored graph")
    func storageSeesRestoredGraph() {
        let storage = PortGraphRecordingStorage()
        let scope = ObjectScope(storageFactory: { storage })
        let graph = GraphIdentifier()
        container.register(PortDog.self) { _ in PortDog() }.inObjectScope(scope)
        container.restoreObjectGraph(graph)

        _ = container.resolve(PortDog.self)

        #expect(storage.graphsWritten.last == graph)
        #expect(storage.graphsRead.last == graph)
    }

    @Test("A graph restored for a container is for its next resolve, on any thread; other containers' are their own")
    func restoredGraphIsTheContainers() {
        let restored = GraphIdentifier()
        let graphs = GuardedValue<[GraphIdentifier]>([])
        let other = Container()
        for registering in [container, other] {
            registering.register(PortDog.self) {
                let graph = ($0 as? Container)?.currentObjectGraph ?? GraphIdentifier()
                graphs.withValue { $0.append(graph) }
                return PortDog()
            }
        }
        container.restoreObjectGraph(restored)
        #expect(other.currentObjectGraph == nil)
        #expect(other.resolve(GraphIdentifier.self) == nil)
        _ = other.resolve(PortDog.self)
        let done = DispatchSemaphore(value: 0)
        let container = container
        let thread = Thread {
            _ = container.resolve(PortDog.self)
            done.signal()
        }
        thread.start()
        done.wait()
        _ = container.resolve(PortDog.self)
        let seen = graphs.withValue { $0 }
        #expect(seen.count == 3)
        #expect(seen[0] != restored, "another container's resolve")
        #expect(seen[1] == restored, "the container's next resolve, on another thread")
        #expect(seen[2] != restored, "the one after that")
    }

    @Test("Resolves through a synchronized view on many threads each have a graph of their own")
    func distinctGraphsAcrossThreads() {
        let graphs = GuardedValue<Set<GraphIdentifier>>([])
        container.register(PortDog.self) {
            let graph = ($0 as! Container).currentObjectGraph!
            graphs.withValue { _ = $0.insert(graph) }
            return PortDog()
        }
        let resolver = container.synchronize() as! Container
        DispatchQueue.concurrentPerform(iterations: 64) { _ in _ = resolver.resolve(PortDog.self) }
        #expect(graphs.withValue { $0.count } == 64)
    }
}

/// A value behind a lock, for factories that record what they see on many threads.
final class GuardedValue<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withValue<R>(_ body: (inout Value) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
