/// A drawing of containers, their registrations and the dependencies seen between them, ready
/// to print as Graphviz DOT or as a Mermaid flowchart.
///
/// Containers are clusters (a child's cluster inside its parent's), registrations are nodes
/// labelled with their key and lifetime, and an edge `A -> B` means that building `A` resolved
/// `B` while ``DependencyResolver/recordsDependencies`` was on (``DependencyResolver/verify(arguments:)``
/// records too, since it builds everything).
///
/// ```swift
/// let app = DependencyResolver(name: "app")
/// app.recordsDependencies = true
/// app.register(lifetime: .persistent) { Database() }
/// app.register { r in UserService(database: r.resolve()) }
/// _ = app.resolve(UserService.self)
/// print(app.dependencyGraph().dot())  // pipe into `dot -Tsvg` to draw it
/// ```
public struct DependencyGraph: Sendable, Hashable {
    /// One container: a cluster of the drawing.
    ///
    /// ```swift
    /// for container in graph.containers { print(container.name, container.nodes.count) }
    /// ```
    public struct Container: Sendable, Hashable {
        /// The identifier used in the output: `c0`, `c1`, ... in the order of ``DependencyGraph/containers``.
        public let id: String
        /// The container's name: the one it was given, or `#3` (its number) for an unnamed one.
        public let name: String
        /// The identifier of the parent container, if it is part of the drawing.
        public let parent: String?
        /// The container's own registrations, ordered by key.
        public let nodes: [Node]
    }

    /// One registration.
    ///
    /// ```swift
    /// print(node.key, node.lifetime)  // `Database` persistent
    /// ```
    public struct Node: Sendable, Hashable {
        /// The identifier used in the output: `n1`, `n2`, ...
        public let id: String
        /// The key as messages name it: the type in backticks and its variant, if any.
        public let key: String
        /// The tuple of typed runtime arguments the registration takes, if any, such as `(String, Int)`.
        public let arguments: String?
        /// The registration's lifetime.
        public let lifetime: Lifetime
    }

    /// A dependency seen while resolving: building ``from`` resolved ``to``.
    ///
    /// ```swift
    /// for edge in graph.edges { print(edge.from, "->", edge.to) }
    /// ```
    public struct Edge: Sendable, Hashable {
        /// The identifier of the node whose factory (or `resolveProperties` block) resolved ``to``.
        public let from: String
        /// The identifier of the node it resolved.
        public let to: String
    }

    /// The containers, each before its children: the receiving container's ancestors from the
    /// root down, the container itself, then its live descendants, depth first.
    public let containers: [Container]
    /// The dependencies seen, ordered by their nodes' identifiers.
    public let edges: [Edge]

    /// The graph in Graphviz's DOT language; `dot -Tsvg` draws it.
    ///
    /// ```swift
    /// print(app.dependencyGraph().dot())
    /// ```
    public func dot() -> String {
        var lines = ["digraph dependencies {", "  rankdir=LR;", "  node [shape=box, fontname=\"Helvetica\"];"]
        func cluster(_ container: Container, indent: String) {
            lines.append("\(indent)subgraph cluster_\(container.id) {")
            lines.append("\(indent)  label=\(dotString(container.name));")
            for node in container.nodes {
                lines.append("\(indent)  \(node.id) [label=\(dotString(label(of: node, lineBreak: "\n")))];")
            }
            for child in containers where child.parent == container.id {
                cluster(child, indent: indent + "  ")
            }
            lines.append("\(indent)}")
        }
        for root in containers where root.parent == nil { cluster(root, indent: "  ") }
        for edge in edges { lines.append("  \(edge.from) -> \(edge.to);") }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The graph as a Mermaid flowchart, for Markdown that renders Mermaid.
    ///
    /// ```swift
    /// print(app.dependencyGraph().mermaid())
    /// ```
    public func mermaid() -> String {
        var lines = ["flowchart LR"]
        func cluster(_ container: Container, indent: String) {
            lines.append("\(indent)subgraph \(container.id)[\(mermaidString(container.name))]")
            for node in container.nodes {
                lines.append("\(indent)  \(node.id)[\(mermaidString(label(of: node, lineBreak: "<br/>")))]")
            }
            for child in containers where child.parent == container.id {
                cluster(child, indent: indent + "  ")
            }
            lines.append("\(indent)end")
        }
        for root in containers where root.parent == nil { cluster(root, indent: "  ") }
        for edge in edges { lines.append("  \(edge.from) --> \(edge.to)") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A node's label: its key without backticks, its arguments, and its lifetime.
    private func label(of node: Node, lineBreak: String) -> String {
        var text = node.key.filter { $0 != "`" }
        if let arguments = node.arguments { text += lineBreak + "arguments " + arguments }
        return text + lineBreak + "\(node.lifetime)"
    }

    /// A DOT string literal: quoted, with quotes and backslashes escaped and newlines as `\n`.
    private func dotString(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            default: result.append(character)
            }
        }
        return result + "\""
    }

    /// A Mermaid label: quoted, with quotes written as the `#quot;` entity.
    private func mermaidString(_ text: String) -> String {
        var result = "\""
        for character in text {
            if character == "\"" { result += "#quot;" } else { result.append(character) }
        }
        return result + "\""
    }
}

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
            let forgotten: DependencyRecording? = tree.lock.withLock {
                let old = tree.recording
                if newValue {
                    if tree.recording == nil { tree.recording = DependencyRecording() }
                } else {
                    tree.recording = nil
                }
                tree.updateDiversion()
                return newValue ? nil : old
            }
            _ = forgotten
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
    /// - Returns: The graph; without recording (see ``recordsDependencies``) it has no edges.
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
            var nodeIDs: [ObjectIdentifier: String] = [:]
            var nodeNumbers: [String: Int] = [:]
            for container in included {
                let id = "c\(containers.count)"
                containerIDs[ObjectIdentifier(container)] = id
                let registrations = container.registrations.values.sorted(by: Self.drawingOrder)
                let nodes = registrations.map { registration in
                    let number = nodeIDs.count + 1
                    let node = DependencyGraph.Node(
                        id: "n\(number)",
                        key: registration.displayName,
                        arguments: registration.argumentTypes.map(typeName),
                        lifetime: registration.effectiveLifetime
                    )
                    nodeIDs[ObjectIdentifier(registration)] = node.id
                    nodeNumbers[node.id] = number
                    return node
                }
                containers.append(
                    DependencyGraph.Container(
                        id: id,
                        name: container.name ?? container.displayName,
                        parent: container.parent.flatMap { containerIDs[ObjectIdentifier($0)] },
                        nodes: nodes
                    ))
            }
            let edges = (tree.recording.map { Array($0.edges.keys) } ?? []).compactMap {
                pair -> DependencyGraph.Edge? in
                guard let from = nodeIDs[pair.from], let to = nodeIDs[pair.to] else { return nil }
                return DependencyGraph.Edge(from: from, to: to)
            }
            let sorted = edges.sorted {
                (nodeNumbers[$0.from]!, nodeNumbers[$0.to]!) < (nodeNumbers[$1.from]!, nodeNumbers[$1.to]!)
            }
            return DependencyGraph(containers: containers, edges: sorted)
        }
    }

    /// The order of nodes in a drawing: by type name, then variant, then argument types.
    static func drawingOrder(_ lhs: AnyRegistration, _ rhs: AnyRegistration) -> Bool {
        func parts(_ registration: AnyRegistration) -> (String, String, String) {
            (
                typeName(registration.registeredType), registration.key.variant?.rawValue ?? "",
                registration.argumentTypes.map(typeName) ?? ""
            )
        }
        return parts(lhs) < parts(rhs)
    }
}
