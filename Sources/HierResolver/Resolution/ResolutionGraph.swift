// The identity of a resolution's graph, for the modules over the core (Swinject's `GraphIdentifier`):
// an object that stands for one top-level resolution's `.graph` instances, made only when asked for.
// When that resolution ends, the graph's objects it built are remembered weakly; a later resolution
// run "in" the graph (`withResolutionGraph`) finds those still alive before building, as Swinject's
// restored object graphs do. The instances stay where every graph instance is kept
// (`ResolutionState.graph`); this object only carries them, weakly, from one resolution to another.

/// One resolution graph's identity, and the objects it built that are still alive.
package final class ResolutionGraph: @unchecked Sendable {
    /// One object a resolution of this graph built: its registration, context and instance, each weak.
    private struct Kept {
        weak var registration: AnyRegistration?
        weak var context: DependencyResolver?
        weak var instance: AnyObject?
    }

    private let lock = Mutex.make()
    private var kept: [Kept] = []
    /// The instances held strongly while the graph is pinned (`withResolutionGraph`), so that the
    /// resolves in one pinned call share them, held or not, as one resolution would.
    private var pinnedInstances: [Any] = []
    private var pins = 0
    /// What runs when the resolution running in this graph ends, once per key (Swinject's
    /// `graphResolutionCompleted` of the storages it used).
    private var endActions: [(ObjectIdentifier, () -> Void)] = []

    /// A graph no resolution has run in yet.
    package init() {}

    /// The object of `registration` in `context` a resolution of this graph built, if still alive.
    func instance(of registration: AnyRegistration, in context: DependencyResolver) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        for entry in kept.reversed() where entry.registration === registration && entry.context === context {
            if let instance = entry.instance { return instance }
        }
        return nil
    }

    /// Remembers the objects among `graph`'s instances (values cannot be held weakly, and are not).
    func remember(_ graph: GraphInstances<Any>) {
        var objects: [(AnyRegistration, DependencyResolver, AnyObject)] = []
        for position in 0..<graph.count {
            let entry = graph[position]
            guard type(of: entry.value) is AnyClass else { continue }
            objects.append((entry.registration, entry.context, entry.value as AnyObject))
        }
        guard !objects.isEmpty else { return }
        lock.lock()
        defer { lock.unlock() }
        kept.removeAll { $0.instance == nil || $0.registration == nil || $0.context == nil }
        for (registration, context, object) in objects {
            kept.append(Kept(registration: registration, context: context, instance: object))
            if pins > 0 { pinnedInstances.append(object) }
        }
    }

    /// Runs `action` when the resolution running in this graph ends (each top-level resolution of a
    /// pinned graph), once however often it is given for `key`.
    func atResolutionEnd(key: ObjectIdentifier, _ action: @escaping () -> Void) {
        lock.lock()
        defer { lock.unlock() }
        if !endActions.contains(where: { $0.0 == key }) { endActions.append((key, action)) }
    }

    /// Runs and forgets the end actions, outside the lock.
    func resolutionEnded() {
        lock.lock()
        let actions = endActions
        endActions = []
        lock.unlock()
        for (_, action) in actions { action() }
    }

    /// Marks the graph pinned (or no longer, when `pinned` is false); the instances held for the pin
    /// are let go when the last pin ends, after the lock.
    fileprivate func pin(_ pinned: Bool) {
        var released: [Any] = []
        lock.lock()
        pins += pinned ? 1 : -1
        if pins == 0 { swap(&released, &pinnedInstances) }
        lock.unlock()
        _ = released
    }
}

extension DependencyResolver {
    /// The graph of the top-level resolution running on this thread, made the first time it is asked
    /// for; the pinned graph (``withResolutionGraph(_:_:)``) outside a resolution; `nil` when neither.
    package static var currentResolutionGraph: ResolutionGraph? {
        let state = ThreadLocalState.current
        guard !state.frames.isEmpty else { return state.pinnedGraph }
        if let graph = state.graphIdentity ?? state.pinnedGraph { return graph }
        let graph = ResolutionGraph()
        state.graphIdentity = graph
        // Something held, so that the resolution's end runs `clearCycleState`, which remembers the graph.
        state.held.append(graph)
        return graph
    }

    /// Runs `action` when the top-level resolution running on this thread ends, once however often
    /// it is given for `key` (Swinject's `graphResolutionCompleted` of the storages a resolution used);
    /// at once outside a resolution. The resolution's graph holds the action until then, and the
    /// resolution holds its graph, so that its end runs the action even when it kept no instance.
    package static func atResolutionEnd(key: ObjectIdentifier, _ action: @escaping () -> Void) {
        let state = ThreadLocalState.current
        guard !state.frames.isEmpty, let graph = currentResolutionGraph else { return action() }
        graph.atResolutionEnd(key: key, action)
        if !state.held.contains(where: { $0 === graph }) { state.held.append(graph) }
    }

    /// Whether a resolution runs on this thread, or a graph is pinned on it (``withResolutionGraph(_:_:)``):
    /// a graph a module keeps for a container's next resolve waits for a resolve outside both.
    package static var threadIsInGraph: Bool {
        let state = ThreadLocalState.current
        return !state.frames.isEmpty || state.pinnedGraph != nil
    }

    /// Runs `body` with `graph` pinned on this thread: every top-level resolution in it is a resolution
    /// of that graph, finding the objects earlier resolutions of the graph built that are still
    /// alive (and those built within `body`, which it holds until it returns) before building.
    package static func withResolutionGraph<R>(_ graph: ResolutionGraph, _ body: () throws -> R) rethrows -> R {
        let state = ThreadLocalState.current
        let saved = state.pinnedGraph
        state.pinnedGraph = graph
        graph.pin(true)
        defer {
            state.pinnedGraph = saved
            graph.pin(false)
        }
        return try body()
    }
}
