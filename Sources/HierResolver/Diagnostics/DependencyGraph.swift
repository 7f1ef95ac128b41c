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
        /// The container's name: the one it was given, or, for a container without one, the name messages
        /// give it (`child of "app" made at MyApp/Feature.swift:42`).
        public let name: String
        /// The identifier of the parent container, if it is part of the drawing.
        public let parent: String?
        /// The container's own registrations, ordered by key.
        public let nodes: [Node]
    }

    /// One registration.
    ///
    /// ```swift
    /// for container in app.dependencyGraph().containers {
    ///     for node in container.nodes where node.lifetime == .persistent { print(node.key) }  // `Database`
    /// }
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
    /// let dot = app.dependencyGraph().dot()
    /// try dot.write(toFile: "dependencies.dot", atomically: true, encoding: .utf8)  // dot -Tsvg -O dependencies.dot
    /// ```
    public func dot() -> String {
        drawing(
            ["digraph dependencies {", "  rankdir=LR;", "  node [shape=box, fontname=\"Helvetica\"];"],
            cluster: { ["subgraph cluster_\($0.id) {", "  label=\(dotString($0.name));"] },
            node: { "\($0.id) [label=\(dotString(label(of: $0, lineBreak: "\n")))];" }, end: "}",
            edge: { "\($0.from) -> \($0.to);" }, footer: ["}"])
    }

    /// The graph as a Mermaid flowchart, for Markdown that renders Mermaid.
    ///
    /// ```swift
    /// let chart = app.dependencyGraph().mermaid()
    /// let markdown = "## Dependencies\n\n```mermaid\n" + chart + "```\n"
    /// ```
    public func mermaid() -> String {
        drawing(
            ["flowchart LR"], cluster: { ["subgraph \($0.id)[\(mermaidString($0.name))]"] },
            node: { "\($0.id)[\(mermaidString(label(of: $0, lineBreak: "<br/>")))]" }, end: "end",
            edge: { "\($0.from) --> \($0.to)" }, footer: [])
    }

    /// The lines of a drawing: `header`, each root container's cluster (its opening lines, its nodes,
    /// its children's clusters, each nested two spaces deeper, and `end`), the edges, and `footer`.
    private func drawing(
        _ header: [String], cluster open: (Container) -> [String], node: (Node) -> String, end: String,
        edge: (Edge) -> String, footer: [String]
    ) -> String {
        var lines = header
        func cluster(_ container: Container, indent: String) {
            lines += open(container).map { indent + $0 }
            lines += container.nodes.map { indent + "  " + node($0) }
            for child in containers where child.parent == container.id {
                cluster(child, indent: indent + "  ")
            }
            lines.append(indent + end)
        }
        for root in containers where root.parent == nil { cluster(root, indent: "  ") }
        lines += edges.map { "  " + edge($0) } + footer
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

    /// A Mermaid label: quoted, with quotes written as the `#quot;` entity and control characters
    /// (a newline in a container's name, say) as Swift escapes them, so the label stays on its line.
    private func mermaidString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            if scalar == "\"" {
                result += "#quot;"
            } else if isUnseen(scalar) {
                result += String(stringLiteral(String(scalar)).dropFirst().dropLast())
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
