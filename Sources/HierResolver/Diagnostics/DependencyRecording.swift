/// The dependencies seen while resolving, between registrations (held, so that an identity is
/// never reused while recorded); guarded by the tree lock.
final class DependencyRecording {
    struct Pair: Hashable {
        let from: ObjectIdentifier
        let to: ObjectIdentifier
    }

    var edges: [Pair: (from: AnyRegistration, to: AnyRegistration)] = [:]

    /// Forgets the edges of `container`'s registrations (it is going away) and returns them, for the
    /// caller to release after unlocking; the caller holds the tree lock.
    func forget(ownedBy container: DependencyResolver) -> [AnyRegistration] {
        var forgotten: [AnyRegistration] = []
        edges = edges.filter { _, edge in
            guard edge.from.owner === container || edge.to.owner === container else { return true }
            forgotten += [edge.from, edge.to]
            return false
        }
        return forgotten
    }
}

extension DependencyResolver {
    /// Whether this container's tree records the dependencies resolves follow, for
    /// ``dependencyGraph()``; off by default. Switching it off forgets what was recorded.
    ///
    /// ```swift
    /// let app = DependencyResolver(name: "app")
    /// app.recordsDependencies = true
    /// ```
    ///
    /// While it is on, every resolve in the tree takes the observed path, which costs about as
    /// much as a set ``trace`` hook. A recorded edge is forgotten when a container at either end goes.
    public var recordsDependencies: Bool {
        get { tree.lock.withLock { tree.recording != nil } }
        set {
            // Forgotten registrations are released after the lock is let go: their factories may hold anything.
            tree.lock.withLock(releasingAfterwards: DependencyRecording.self) { forgotten in
                if newValue {
                    if tree.recording == nil { tree.recording = DependencyRecording() }
                } else {
                    forgotten = tree.recording
                    tree.recording = nil
                }
                tree.updateDiversion()
            }
        }
    }

    /// Notes that building `from` resolved `to`, if the tree records.
    func recordDependency(from: AnyRegistration, to: AnyRegistration) {
        tree.lock.withLock {
            let pair = DependencyRecording.Pair(from: ObjectIdentifier(from), to: ObjectIdentifier(to))
            if let recording = tree.recording, recording.edges[pair] == nil {
                recording.edges[pair] = (from, to)
                from.owner.isRecorded = true
                to.owner.isRecorded = true
            }
        }
    }

    /// The containers this one sees (itself and its ancestors), its live descendants, their
    /// registrations, and the dependencies recorded between them.
    ///
    /// ```swift
    /// app.recordsDependencies = true
    /// _ = app.verify()  // builds everything, so every dependency is seen
    /// let graph = app.dependencyGraph()
    /// print(graph.mermaid())
    /// ```
    ///
    /// A registration made from an initializer (`autoregister(_:variant:lifetime:initializer:)`)
    /// declares its edges: they are drawn whether or not anything was resolved or recorded.
    ///
    /// - Returns: The graph; without recording (see ``recordsDependencies``) its only edges are
    ///   those that registrations made from an initializer declare.
    public func dependencyGraph() -> DependencyGraph {
        // main's tree: draw what registerAllServices() registers (what is there, if it cannot run from here).
        try? ServiceLocatorBootstrap.runIfNeeded(for: tree)
        // Descendants are held until the lock is let go: the last reference to one may be this.
        var held: [DependencyResolver] = []
        return tree.lock.withLock {
            held = descendantsLocked()
            let included = ancestry.reversed() + held
            var containers: [DependencyGraph.Container] = []
            var containerIDs: [ObjectIdentifier: String] = [:]
            var nodeNumbers: [ObjectIdentifier: Int] = [:]
            // Each label from its parent's: parents come first, so no container walks up the tree.
            var labels: [ObjectIdentifier: ContainerLabel] = [:]
            for container in included {
                let label = container.label(parentLabel: container.parent.flatMap { labels[ObjectIdentifier($0)] })
                labels[ObjectIdentifier(container)] = label
                let id = "c\(containers.count)"
                containerIDs[ObjectIdentifier(container)] = id
                let registrations = container.registrations.values.sorted(by: Self.drawingOrder)
                let nodes = registrations.map { registration in
                    nodeNumbers[ObjectIdentifier(registration)] = nodeNumbers.count + 1
                    return DependencyGraph.Node(
                        id: "n\(nodeNumbers.count)",
                        key: registration.displayName,
                        arguments: registration.argumentTypes.map(typeName),
                        lifetime: registration.lifetime
                    )
                }
                containers.append(
                    DependencyGraph.Container(
                        id: id,
                        name: Self.plainName(label),
                        parent: container.parent.flatMap { containerIDs[ObjectIdentifier($0)] },
                        nodes: nodes
                    ))
            }
            let recorded = tree.recording.map { Set($0.edges.keys) } ?? []
            let edges = recorded.union(declaredEdgesLocked(of: included)).compactMap { pair in
                nodeNumbers[pair.from].flatMap { from in nodeNumbers[pair.to].map { (from, $0) } }
            }
            return DependencyGraph(
                containers: containers,
                edges: edges.sorted(by: <).map { DependencyGraph.Edge(from: "n\($0.0)", to: "n\($0.1)") })
        }
    }

    /// The order of nodes in a drawing: by type name, then variant, then argument types, then (for
    /// contributions without an id, which have none of those to tell them apart) where they were made.
    static func drawingOrder(_ lhs: AnyRegistration, _ rhs: AnyRegistration) -> Bool {
        func parts(_ registration: AnyRegistration) -> (String, String, String, String) {
            (
                typeName(registration.registeredType), registration.key.variant?.rawValue ?? "",
                registration.argumentTypes.map(typeName) ?? "", registration.extras?.contribution?.origin ?? ""
            )
        }
        return parts(lhs) < parts(rhs)
    }

    /// The edges registrations made from an initializer declare: to the registration of each
    /// parameter's type that the registration's owner sees (its own or its nearest ancestor's), drawn
    /// whether or not anything was resolved. The caller holds the tree lock.
    func declaredEdgesLocked(of containers: [DependencyResolver]) -> Set<DependencyRecording.Pair> {
        var edges: Set<DependencyRecording.Pair> = []
        for container in containers {
            for registration in container.registrations.values {
                for key in registration.extras?.dependencies ?? [] {
                    guard let found = container.ancestry.lazy.compactMap({ $0.registrations[key] }).first else {
                        continue
                    }
                    edges.insert(.init(from: ObjectIdentifier(registration), to: ObjectIdentifier(found)))
                }
            }
        }
        return edges
    }
}
