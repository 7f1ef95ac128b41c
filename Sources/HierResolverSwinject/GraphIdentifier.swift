import HierResolver

// Swinject's `GraphIdentifier`: the identity of one top-level resolution's graph, the core's
// `ResolutionGraph`, and `withObjectGraph(_:closure:)`, which resolves in a graph again.

/// Identifies one object graph: the instances one top-level resolve builds, which `.graph`
/// registrations share. Swinject's `GraphIdentifier`; a factory resolves `GraphIdentifier.self` to
/// learn the graph it builds in.
///
/// ```swift
/// container.register(Session.self) { r in
///     let graph = r.resolve(GraphIdentifier.self)  // the same for every factory of this resolve
///     _ = graph
///     return Session()
/// }
/// ```
public final class GraphIdentifier: Hashable, @unchecked Sendable {
    /// The core's graph.
    let graph: ResolutionGraph

    private init(graph: ResolutionGraph) {
        self.graph = graph
    }

    /// A new graph, that no resolve has built in yet: give it to ``Container/restoreObjectGraph(_:)``
    /// or ``Container/withObjectGraph(_:closure:)`` to resolve in it. (Internal in Swinject 2.10,
    /// whose own tests use it.)
    ///
    /// ```swift
    /// let graph = GraphIdentifier()
    /// container.restoreObjectGraph(graph)
    /// let first = container.resolve(Session.self)  // built in `graph`
    /// ```
    public convenience init() {
        self.init(graph: ResolutionGraph())
    }

    /// The graph of the top-level resolve running on this thread (or of the `withObjectGraph` call
    /// running); `nil` when there is none.
    static var current: GraphIdentifier? {
        DependencyResolver.currentResolutionGraph.map(GraphIdentifier.init(graph:))
    }

    /// Has `storage` told when the resolution running on this thread ends (`graphResolutionCompleted()`),
    /// under `access`, the lock its registration's calls into it take.
    static func completesStorage<Value>(_ storage: InstanceStorage, access: Locked<Value>) {
        DependencyResolver.atResolutionEnd(key: ObjectIdentifier(storage)) {
            access.withValue { _ in storage.graphResolutionCompleted() }
        }
    }

    /// Whether two identifiers name one graph.
    ///
    /// ```swift
    /// var graphs: [GraphIdentifier] = []
    /// container.register(Session.self) { r in graphs.append(r.resolve(GraphIdentifier.self)!); return Session() }
    /// _ = container.resolve(Session.self)
    /// _ = container.resolve(Session.self)
    /// assert(graphs[0] != graphs[1])  // two top-level resolves: two graphs
    /// ```
    ///
    /// - Parameters:
    ///   - lhs: One identifier.
    ///   - rhs: The other.
    /// - Returns: `true` when both name the same top-level resolve.
    public static func == (lhs: GraphIdentifier, rhs: GraphIdentifier) -> Bool {
        lhs.graph === rhs.graph
    }

    /// Hashes the graph's identity.
    ///
    /// ```swift
    /// var seen = Set<GraphIdentifier>()
    /// container.register(Session.self) { r in seen.insert(r.resolve(GraphIdentifier.self)!); return Session() }
    /// ```
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(graph))
    }
}

extension Container {
    /// Runs `closure` with `identifier`'s graph as the graph of every resolve in it: Swinject's
    /// `withObjectGraph(_:closure:)`. A `.graph` registration resolved in the closure gives the
    /// instance that graph built, while it is still alive, and the resolves in the closure share one.
    ///
    /// ```swift
    /// var graph: GraphIdentifier?
    /// container.register(Session.self) { r in
    ///     graph = r.resolve(GraphIdentifier.self)
    ///     return Session()
    /// }
    /// let first = container.resolve(Session.self)!
    /// let again = container.withObjectGraph(graph!) { $0.resolve(Session.self)! }
    /// assert(first === again)  // the graph's Session, still held by `first`
    /// ```
    ///
    /// - Parameters:
    ///   - identifier: The graph to resolve in, as a resolve gave it.
    ///   - closure: Resolves from the container it receives, this one.
    /// - Returns: What `closure` returns.
    public func withObjectGraph<T>(_ identifier: GraphIdentifier, closure: (Container) throws -> T) rethrows -> T {
        // A synchronized view holds its lock for the whole closure, as Swinject's does.
        let graph = identifier.graph
        guard let serialLock else { return try DependencyResolver.withResolutionGraph(graph) { try closure(self) } }
        return try serialLock.withLock { try DependencyResolver.withResolutionGraph(graph) { try closure(self) } }
    }

    /// The graph of the resolve running on this thread, or, outside one, the graph given to
    /// ``withObjectGraph(_:closure:)`` or restored for this container's next resolve
    /// (``restoreObjectGraph(_:)``); `nil` when none. The spelling of Swinject's own tests (internal in
    /// Swinject 2.10). Inside a resolve, it is the resolve's, whichever container it is read from.
    ///
    /// ```swift
    /// container.register(Session.self) { r in
    ///     let graph = (r as? Container)?.currentObjectGraph  // this resolve's graph
    ///     _ = graph
    ///     return Session()
    /// }
    /// assert(container.currentObjectGraph == nil)  // no resolve running
    /// ```
    public var currentObjectGraph: GraphIdentifier? { GraphIdentifier.current ?? pendingGraph() }

    /// Makes `identifier`'s graph the graph of the next top-level resolve through this container, on
    /// whichever thread it runs: the spelling of Swinject's own tests (internal in Swinject 2.10). A
    /// `.graph` registration resolved then gives the instance that graph built, while it is still
    /// alive. Called from a factory, it is for the next top-level resolve, not for the rest of the one
    /// running. As in Swinject, it is not synchronized with resolves on other threads: call it where
    /// no other thread resolves through this container at that moment.
    ///
    /// ```swift
    /// var graph: GraphIdentifier?
    /// container.register(Session.self) { r in
    ///     graph = (r as? Container)?.currentObjectGraph
    ///     return Session()
    /// }
    /// let first = container.resolve(Session.self)!
    /// container.restoreObjectGraph(graph!)
    /// let again = container.resolve(Session.self)!
    /// assert(first === again)  // the graph's Session, still held by `first`
    /// ```
    ///
    /// - Parameter identifier: The graph to resolve in: one a resolve gave, or a new one.
    public func restoreObjectGraph(_ identifier: GraphIdentifier) {
        restore(identifier)
    }
}
