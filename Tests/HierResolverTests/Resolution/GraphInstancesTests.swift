import Testing

@testable import HierResolver

// The graph instances of one resolution: the newest entry of each (registration, context) pair, found
// by a search for a few entries and through the index past them, across the chunks a deep resolution
// fills; a removed entry's successors stay found.

@Suite("Graph instances of one resolution")
struct GraphInstancesTests {
    /// `count` registrations of one container, each under a variant of its own.
    private func registrations(_ count: Int, in container: DependencyResolver) -> [AnyRegistration] {
        (0..<count).map { index in
            container.register(variant: Variant("r\(index)")) { Cache() }
            return container.tree.lock.withLock {
                container.lookupLocked(RegistrationKey(Cache.self, variant: Variant("r\(index)")))!
            }
        }
    }

    @Test("the newest entry of each pair is found, searched or indexed, in every chunk")
    func newestEntryOfEachPair() {
        let container = DependencyResolver(name: "graph")
        let child = container.child(name: "child")
        let all = registrations(3_000, in: container)
        var graph = GraphInstances<Int>()
        // Below the index: a linear search.
        for (index, registration) in all.prefix(10).enumerated() {
            graph.append(index, of: registration, in: container)
        }
        #expect(graph[all[3], container] == 3)
        #expect(graph[all[3], child] == nil)
        // Past the first chunk (1,024) and into the third: the index.
        for (index, registration) in all.enumerated().dropFirst(10) {
            graph.append(index, of: registration, in: container)
        }
        for (index, registration) in all.enumerated().dropFirst(10) {
            graph.append(-index, of: registration, in: child)
        }
        #expect(graph.count == 5_990)
        for index in [0, 9, 10, 1_023, 1_024, 2_047, 2_048, 2_999] {
            #expect(graph[all[index], container] == index)
            #expect(graph[all[index], child] == (index < 10 ? nil : -index))
        }
        // A pair appended again: its newest entry wins.
        graph.append(7_777, of: all[1_500], in: container)
        #expect(graph[all[1_500], container] == 7_777)
        #expect(graph[all[1_500], child] == -1_500)
    }

    @Test("removing an entry, in the first chunk or a later one, keeps every other entry found")
    func removalKeepsTheOthers() {
        let container = DependencyResolver(name: "graph")
        let all = registrations(2_100, in: container)
        var graph = GraphInstances<Int>()
        for (index, registration) in all.enumerated() { graph.append(index, of: registration, in: container) }
        let inFirst = graph.position(of: all[500], in: container)!
        #expect(graph.remove(at: inFirst) == 500)
        let inLater = graph.position(of: all[1_800], in: container)!
        #expect(graph.remove(at: inLater) == 1_800)
        #expect(graph.count == 2_098)
        #expect(graph[all[500], container] == nil)
        #expect(graph[all[1_800], container] == nil)
        for index in [0, 499, 501, 1_023, 1_024, 1_025, 1_799, 1_801, 2_099] {
            #expect(graph[all[index], container] == index)
        }
        graph.removeAll(keepingCapacity: true)
        #expect(graph.isEmpty)
        #expect(graph[all[0], container] == nil)
        graph.append(1, of: all[0], in: container)
        #expect(graph[all[0], container] == 1)
    }

    @Test("a 2,500-level synchronous graph shares one instance from its top to its bottom")
    func deepSynchronousGraph() {
        let container = DependencyResolver(name: "deep")
        container.register { Cache() }
        let levels = 2_500
        for level in 0..<levels {
            container.register(variant: Variant("level \(level)")) { r in
                GraphLevel(
                    next: level + 1 < levels ? r.resolve(GraphLevel.self, variant: Variant("level \(level + 1)")) : nil,
                    shared: r.resolve())
            }
        }
        // A thread with room for the chain: the default for a new thread is smaller than the main one's.
        let top = resolveOnLargeStack { container.resolve(GraphLevel.self, variant: "level 0") }
        expectOneShared(top, levels: levels)
        let second = resolveOnLargeStack { container.resolve(GraphLevel.self, variant: "level 0") }
        #expect(second.shared !== top.shared, "a new resolution builds its own")
    }

    @Test("a 2,500-level async graph shares one instance from its top to its bottom")
    func deepAsyncGraph() async throws {
        let container = DependencyResolver(name: "deep async")
        container.register { Cache() }
        let levels = 2_500
        for level in 0..<levels {
            container.register(variant: Variant("level \(level)")) { r async throws -> GraphLevel in
                GraphLevel(
                    next: level + 1 < levels
                        ? try await r.async.tryResolve(GraphLevel.self, variant: Variant("level \(level + 1)")) : nil,
                    shared: try await r.async.tryResolve())
            }
        }
        let top = try await container.async.tryResolve(GraphLevel.self, variant: "level 0")
        expectOneShared(top, levels: levels)
    }

    /// Expects a chain of `levels` levels below `top`, every one with `top`'s shared instance.
    private func expectOneShared(_ top: GraphLevel, levels: Int) {
        let shared = top.allShared
        #expect(shared.count == levels)
        #expect(shared.allSatisfy { $0 === top.shared })
    }

    /// Runs `body` on a thread with a 64 MB stack and returns what it returned.
    private func resolveOnLargeStack<T>(_ body: @escaping () -> T) -> T {
        let result = Locked<T?>(nil)
        let finished = Lock()
        let done = Locked(false)
        let status = DetachedThread.start(stackSize: 64 * 1024 * 1024) {
            result.set(body())
            finished.withLock {
                done.set(true)
                finished.broadcast()
            }
        }
        precondition(status == 0, "could not start a thread")
        finished.withLock { while !done.withValue({ $0 }) { finished.wait() } }
        return result.withValue { $0! }
    }
}
