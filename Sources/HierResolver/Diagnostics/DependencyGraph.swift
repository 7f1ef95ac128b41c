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
            cluster: { ["subgraph cluster_\($0.id) {", "  label=\"\(dotEscaped($0.name))\";"] },
            node: { "\($0.id) [label=\"\(label(of: $0, escaped: dotEscaped, lineBreak: "\\n"))\"];" }, end: "}",
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
            ["flowchart LR"], cluster: { ["subgraph \($0.id)[\"\(mermaidEscaped($0.name))\"]"] },
            node: { "\($0.id)[\"\(label(of: $0, escaped: mermaidEscaped, lineBreak: "<br/>"))\"]" }, end: "end",
            edge: { "\($0.from) --> \($0.to)" }, footer: [])
    }

    /// The lines of a drawing: `header`, each root container's cluster (its opening lines, its nodes,
    /// its children's clusters, and `end`), the edges, and `footer`. A walk with a stack of its own,
    /// so a chain of any depth draws without recursion; a cluster is indented by its depth up to
    /// eight levels, so the output stays linear in the number of containers.
    private func drawing(
        _ header: [String], cluster open: (Container) -> [String], node: (Node) -> String, end: String,
        edge: (Edge) -> String, footer: [String]
    ) -> String {
        var children: [String: [Container]] = [:]
        var roots: [Container] = []
        for container in containers {
            if let parent = container.parent {
                children[parent, default: []].append(container)
            } else {
                roots.append(container)
            }
        }
        var lines = header
        // Each entry opens a cluster, or (`closing`) ends one, at `depth`.
        var pending = roots.reversed().map { (container: $0, depth: 1, closing: false) }
        while let (container, depth, closing) = pending.popLast() {
            let indent = String(repeating: "  ", count: min(depth, 8))
            if closing {
                lines.append(indent + end)
                continue
            }
            lines += open(container).map { indent + $0 }
            lines += container.nodes.map { indent + "  " + node($0) }
            pending.append((container, depth, true))
            pending += (children[container.id] ?? []).reversed().map { ($0, depth + 1, false) }
        }
        lines += edges.map { "  " + edge($0) } + footer
        return lines.joined(separator: "\n") + "\n"
    }

    /// A node's label: its key without backticks, its arguments, and its lifetime, each part escaped
    /// by `escaped`, joined by the format's own `lineBreak`.
    private func label(of node: Node, escaped: (String) -> String, lineBreak: String) -> String {
        var parts = [node.key.filter { $0 != "`" }]
        if let arguments = node.arguments { parts.append("arguments " + arguments) }
        parts.append("\(node.lifetime)")
        return parts.map(escaped).joined(separator: lineBreak)
    }

    /// Text inside a DOT string literal: quotes and backslashes escaped, a line feed as DOT's `\n`, and
    /// every other control character (a carriage return included, also one that ends a CR LF) as the
    /// text of its Swift escape, so a name can neither end the literal nor add a line of its own.
    private func dotEscaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            default:
                // The escape's backslash doubled: DOT shows it as text, not as a justified line break.
                if isUnseen(scalar) {
                    result += "\\" + visibleEscape(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Text inside a Mermaid label: quotes, `<`, `>` and `&` as Mermaid's entity codes (so a name can
    /// neither end the label nor write markup, such as the `<br/>` the drawing breaks lines with), and
    /// control characters as the text of their Swift escapes, so the label stays on its line.
    private func mermaidEscaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "#quot;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            case "&": result += "#amp;"
            default:
                if isUnseen(scalar) { result += visibleEscape(scalar) } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }

    /// How Swift escapes `scalar` in a string literal, without the quotes: `\r`, `\u{2028}`.
    private func visibleEscape(_ scalar: Unicode.Scalar) -> String {
        String(stringLiteral(String(scalar)).dropFirst().dropLast())
    }
}
