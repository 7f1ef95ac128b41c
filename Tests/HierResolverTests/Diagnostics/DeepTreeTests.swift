import HierResolver
import Testing

/// A type nothing registers, for misses.
private struct Unregistered {}

/// A generic type, whose name has angle brackets.
private struct Gen<Value> {}

/// A chain of `depth` children below `root`, named `l0`, `l1`, ... when `named`; the leaf.
private func chain(below root: DependencyResolver, depth: Int, named: Bool) -> DependencyResolver {
    var leaf = root
    for level in 0..<depth { leaf = named ? leaf.child(name: "l\(level)") : leaf.child() }
    return leaf
}

// Diagnostics of a deep tree and of hostile names: output linear in the tree, nothing recursive.
@Suite("Diagnostics of deep trees and hostile names")
struct DeepTreeTests {
    @Test("the dependency graph of a 10,000-level chain draws without recursion, in at most 300 bytes a container")
    func deepGraph() {
        let app = DependencyResolver(name: "app")
        let leaf = chain(below: app, depth: 10_000, named: true)
        leaf.register { Session() }
        let graph = app.dependencyGraph()
        #expect(graph.containers.count == 10_001)
        let dot = graph.dot()
        let mermaid = graph.mermaid()
        #expect(dot.utf8.count <= 300 * 10_001)
        #expect(mermaid.utf8.count <= 300 * 10_001)
        // Every cluster is closed: as many ends as openings.
        #expect(
            dot.split(separator: "\n").filter { $0.hasPrefix(" ") && $0.trimmingPrefix(while: { $0 == " " }) == "}" }
                .count == 10_001)
        #expect(
            mermaid.split(separator: "\n").filter { $0.trimmingPrefix(while: { $0 == " " }) == "end" }.count == 10_001)
        #expect(dot.contains("label=\"l9999\";"))
        _ = leaf
    }

    @Test("the dependency graph of a 10,000-level chain of unnamed children labels each by its depth")
    func deepUnnamedGraph() {
        let app = DependencyResolver(name: "app")
        let leaf = chain(below: app, depth: 10_000, named: false)
        let dot = app.dependencyGraph().dot()
        #expect(dot.utf8.count <= 300 * 10_001)
        #expect(
            dot.contains("label=\"child 10000 levels below \\\"app\\\" made at HierResolverTests/DeepTreeTests.swift:"))
        _ = leaf
    }

    @Test("a miss from the leaf of a 10,000-level chain of unnamed children names it by depth, in a short message")
    func deepUnnamedMiss() {
        let app = DependencyResolver(name: "app")
        let leaf = chain(below: app, depth: 10_000, named: false)
        let error = #expect(throws: DependencyError.self) { try leaf.tryResolve(Unregistered.self) }
        let text = message(of: error)
        #expect(text.utf8.count < 64 * 1024)
        #expect(text.contains("in child 10000 levels below \"app\" made at HierResolverTests/DeepTreeTests.swift"))
        #expect(text.contains("... (9993 more) -> "))
        #expect(text.contains("-> child of \"app\" made at"))
        #expect(text.hasSuffix("or an ancestor."))
    }

    @Test(
        "a miss from the leaf of a 10,000-level chain of named children lists only the first and last containers searched"
    )
    func deepNamedMiss() {
        let app = DependencyResolver(name: "app")
        let leaf = chain(below: app, depth: 10_000, named: true)
        let error = #expect(throws: DependencyError.self) { try leaf.tryResolve(Unregistered.self) }
        let text = message(of: error)
        #expect(text.utf8.count < 64 * 1024)
        #expect(
            text.contains(
                "Searched: \"l9999\" -> \"l9998\" -> \"l9997\" -> \"l9996\" -> ... (9993 more) -> \"l2\" -> \"l1\" -> \"l0\" -> \"app\"."
            ))
    }

    @Test("DOT and Mermaid escape control characters, quotes and markup in every name and key")
    func hostileNames() {
        let app = DependencyResolver(name: "crlf\r\nx")
        let html = app.child(name: "<b>html</b>")
        let fake = html.child(name: "a<br/>b & \"q\"")
        fake.register { Gen<Int>() }
        let graph = app.dependencyGraph()

        let dot = graph.dot()
        #expect(!dot.unicodeScalars.contains("\r"))
        #expect(dot.contains("label=\"crlf\\\\r\\nx\";"))
        #expect(dot.contains("label=\"a<br/>b & \\\"q\\\"\";"))
        // Each line is one statement: no name added a line.
        #expect(dot.split(separator: "\n").allSatisfy { !$0.hasPrefix("x") })

        let mermaid = graph.mermaid()
        #expect(!mermaid.unicodeScalars.contains("\r"))
        #expect(!mermaid.contains("<b>"))
        #expect(mermaid.contains("[\"#lt;b#gt;html#lt;/b#gt;\"]"))
        #expect(mermaid.contains("[\"a#lt;br/#gt;b #amp; #quot;q#quot;\"]"))
        #expect(mermaid.contains("HierResolverTests.Gen#lt;Int#gt;<br/>graph"))
        // The drawing's own line breaks are the only markup left: one per node label.
        #expect(mermaid.components(separatedBy: "<br/>").count - 1 == 1)
    }
}
