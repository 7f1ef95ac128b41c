import Foundation
import HierResolver
import Testing

// Part of the "Diagnostics" suite: trace events, the trace printer, and the dependency graph's DOT and
// Mermaid exports.

extension DiagnosticsTests {
    // MARK: trace

    @Test("resolved events carry lifetime, hit or miss, the two containers and the depth")
    func resolvedEvents() {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { Diagnosed.Database() }
        app.register { r in Diagnosed.UserService(database: r.resolve()) }
        let checkout = app.child(name: "checkout")
        checkout.register { r -> Diagnosed.Cart in
            let users: Diagnosed.UserService = r.resolve()
            #expect(r.resolve(Diagnosed.UserService.self) === users)  // the graph instance: a hit
            return Diagnosed.Cart(users: users)
        }
        let events = app.collectTraceEvents()

        _ = checkout.resolve(Diagnosed.Cart.self)
        _ = checkout.resolve(Diagnosed.Database.self)

        let resolved = events.all.filter { $0.kind == .resolved }.map {
            "\($0.depth) \($0.key) \($0.lifetime!) hit:\($0.cacheHit!) \($0.container) from \($0.context!)"
        }
        #expect(
            resolved == [
                "2 `HierResolverTests.Diagnosed.Database` persistent hit:false \"app\" from \"checkout\"",
                "1 `HierResolverTests.Diagnosed.UserService` graph hit:false \"app\" from \"checkout\"",
                "1 `HierResolverTests.Diagnosed.UserService` graph hit:true \"app\" from \"checkout\"",
                "0 `HierResolverTests.Diagnosed.Cart` graph hit:false \"checkout\" from \"checkout\"",
                "0 `HierResolverTests.Diagnosed.Database` persistent hit:true \"app\" from \"checkout\"",
            ])
        #expect(events.all.filter { $0.kind == .resolved }.allSatisfy { $0.message.hasPrefix("\($0.lifetime!), ") })
    }

    @Test(
        "a resolve through .implements shows the implementing registration nested, with its lifetime, until the served type keeps the instance"
    )
    func implementsInTrace() {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { Diagnosed.Database() }
        app.register(lifetime: .persistent) { r in Diagnosed.UserService(database: r.resolve()) }
            .implements(AnyObject.self)
        let written = LockedList<String>()
        app.trace = TracePrinter { written.append($0) }.handler

        _ = app.resolve(AnyObject.self)
        _ = app.resolve(AnyObject.self)

        #expect(
            written.all == [
                """
                `AnyObject` (persistent, built) in "app"
                  `HierResolverTests.Diagnosed.UserService` (persistent, built) in "app"
                    `HierResolverTests.Diagnosed.Database` (persistent, built) in "app"
                """,
                // The served type keeps the implementation's instance too: the second resolve finds it there.
                """
                `AnyObject` (persistent, cached) in "app"
                """,
            ])
    }

    @Test("every kind of trace event is reported")
    func everyTraceKind() throws {
        let app = DependencyResolver(name: "app")
        let events = app.collectTraceEvents()
        app.register(lifetime: .persistent) { Diagnosed.Database() }  // registered
        app.register { Diagnosed.Database() }  // duplicateIgnored
        app.replace(lifetime: .persistent) { Diagnosed.Database() }  // replaced
        app.register(lifetime: .transient) { Diagnosed.Point() }
        _ = app.resolve(Diagnosed.Point.self)  // transientValueType, resolved
        _ = try? app.tryResolve(Diagnosed.Missing.self)  // failed
        _ = app.optional(Diagnosed.Missing.self)  // notFound
        _ = app.resolve(Diagnosed.Database.self)
        _ = app.resolve(Diagnosed.Database.self, args: 1)  // argumentsIgnored
        app.register(module: Diagnosed.Module())  // moduleInstalled
        app.register(module: Diagnosed.Module())  // moduleSkipped
        app.store(object: Diagnosed.Database())  // stored
        try app.tryRemoveResolver(for: Diagnosed.Point.self)  // removed
        app.removeResolver(for: Diagnosed.Point.self)  // nothingToRemove
        app.longWaitReport = 0.05
        _ = app.collectLongWaitReports()
        let loop = ThreadHopLoop(in: app)
        #expect(eventually { events.all.contains { $0.kind == .longWait } })  // longWait
        try #require(loop.end())

        let seen = Set(events.all.map(\.kind))
        #expect(seen == Set(TraceEvent.Kind.allCases), "missing: \(Set(TraceEvent.Kind.allCases).subtracting(seen))")
        let failed = events.all.first { $0.kind == .failed }
        #expect(failed?.context == "\"app\"")
        #expect(failed?.message.hasPrefix("No registration for `HierResolverTests.Diagnosed.Missing`") == true)
        // A long wait's depth is that of the resolution that waits.
        #expect(
            events.all.filter { $0.kind != .resolved && $0.kind != .longWait }.allSatisfy {
                $0.cacheHit == nil && $0.depth == 0
            })
        let notFound = events.all.first { $0.kind == .notFound }
        #expect(notFound?.key == "`HierResolverTests.Diagnosed.Missing`")
        #expect(notFound?.message.hasPrefix("No registration for `HierResolverTests.Diagnosed.Missing`") == true)
        #expect(notFound?.message.hasSuffix("The optional resolve gave nil.") == true)
    }

    @Test("the printer writes each resolution as an indented tree, failures with their message")
    func printerTree() {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { Diagnosed.Database() }
        app.register { r in Diagnosed.UserService(database: r.resolve()) }
        app.register { r -> Diagnosed.NeedsMissing in
            _ = r.resolve(Diagnosed.Database.self)
            _ = try r.tryResolve(Diagnosed.Missing.self)
            return Diagnosed.NeedsMissing()
        }
        let checkout = app.child(name: "checkout")
        checkout.register { r in Diagnosed.Cart(users: r.resolve()) }
        let written = LockedList<String>()
        app.trace = TracePrinter { written.append($0) }.handler

        checkout.register { Diagnosed.Report() }
        _ = checkout.resolve(Diagnosed.Cart.self)
        _ = app.resolve(Diagnosed.UserService.self)
        _ = try? app.tryResolve(Diagnosed.NeedsMissing.self)

        #expect(written.all.count == 4)
        #expect(
            written.all[0] == "registered `HierResolverTests.Diagnosed.Report` in \"checkout\": graph")
        #expect(
            written.all[1] == """
                `HierResolverTests.Diagnosed.Cart` (graph, built) in "checkout"
                  `HierResolverTests.Diagnosed.UserService` (graph, built) in "app", resolved from "checkout"
                    `HierResolverTests.Diagnosed.Database` (persistent, built) in "app", resolved from "checkout"
                """)
        #expect(
            written.all[2] == """
                `HierResolverTests.Diagnosed.UserService` (graph, built) in "app"
                  `HierResolverTests.Diagnosed.Database` (persistent, cached) in "app"
                """)
        let failure = written.all[3].split(separator: "\n").map(String.init)
        #expect(failure[0] == "failed `HierResolverTests.Diagnosed.NeedsMissing` from \"app\"")
        #expect(failure[1] == "  `HierResolverTests.Diagnosed.Database` (persistent, cached) in \"app\"")
        #expect(failure[2].hasPrefix("  | No registration for `HierResolverTests.Diagnosed.Missing` in \"app\"."))
        #expect(failure.dropFirst(2).allSatisfy { $0.hasPrefix("  | ") })
    }

    @Test("verify under a trace writes one tree per registration it builds, failures included")
    func verifyTraced() {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { Diagnosed.Database() }
        app.register { r in Diagnosed.UserService(database: r.resolve()) }
        app.register { r -> Diagnosed.NeedsMissing in
            _ = try r.tryResolve(Diagnosed.Missing.self)
            return Diagnosed.NeedsMissing()
        }
        let written = LockedList<String>()
        app.trace = TracePrinter { written.append($0) }.handler

        _ = app.verify()

        #expect(written.all.count == 3)
        #expect(written.all.first == "`HierResolverTests.Diagnosed.Database` (persistent, built) in \"app\"")
        #expect(written.all.dropFirst().first?.hasPrefix("failed `HierResolverTests.Diagnosed.NeedsMissing`") == true)
        #expect(
            written.all.last == """
                `HierResolverTests.Diagnosed.UserService` (graph, built) in "app"
                  `HierResolverTests.Diagnosed.Database` (persistent, built) in "app"
                """)
    }

    @Test("the printer keeps resolutions on different threads apart")
    func printerThreads() {
        let app = DependencyResolver(name: "app")
        app.register { Diagnosed.Database() }
        app.register { r in Diagnosed.UserService(database: r.resolve()) }
        let written = LockedList<String>()
        app.trace = TracePrinter { written.append($0) }.handler

        DispatchQueue.concurrentPerform(iterations: 200) { _ in
            _ = app.resolve(Diagnosed.UserService.self)
        }

        let expected = """
            `HierResolverTests.Diagnosed.UserService` (graph, built) in "app"
              `HierResolverTests.Diagnosed.Database` (graph, built) in "app"
            """
        #expect(written.all.count == 200)
        #expect(written.all.allSatisfy { $0 == expected })
    }

    // MARK: dependency graph

    /// app: Database (persistent), UserService (graph) -> Database, Server; checkout: AnyObject -> Cart
    /// (persistent, `.implements`) -> UserService, and Report.
    private func recordedTree() -> DependencyResolver {
        let app = DependencyResolver(name: "app")
        app.recordsDependencies = true
        app.register(lifetime: .persistent) { Diagnosed.Database() }
        app.register { r in Diagnosed.UserService(database: r.resolve()) }
        app.register(variant: "quoted \"name\"") { (port: Int) in Diagnosed.Server() }
        let checkout = app.child(name: "checkout")
        checkout.register(lifetime: .persistent) { r in Diagnosed.Cart(users: r.resolve()) }
            .implements(AnyObject.self)
        checkout.register { Diagnosed.Report() }
        _ = checkout.resolve(AnyObject.self)
        _ = checkout.resolve(Diagnosed.Report.self)
        return checkout
    }

    @Test("the DOT export draws containers as nested clusters, registrations with lifetimes, recorded edges")
    func dotExport() {
        let checkout = recordedTree()

        #expect(
            checkout.dependencyGraph().dot() == """
                digraph dependencies {
                  rankdir=LR;
                  node [shape=box, fontname="Helvetica"];
                  subgraph cluster_c0 {
                    label="app";
                    n1 [label="HierResolverTests.Diagnosed.Database\\npersistent"];
                    n2 [label="HierResolverTests.Diagnosed.Server (variant \\"quoted \\\\\\"name\\\\\\"\\")\\narguments Int\\ngraph"];
                    n3 [label="HierResolverTests.Diagnosed.UserService\\ngraph"];
                    subgraph cluster_c1 {
                      label="checkout";
                      n4 [label="AnyObject\\npersistent"];
                      n5 [label="HierResolverTests.Diagnosed.Cart\\npersistent"];
                      n6 [label="HierResolverTests.Diagnosed.Report\\ngraph"];
                    }
                  }
                  n3 -> n1;
                  n4 -> n5;
                  n5 -> n3;
                }

                """)
    }

    @Test("the Mermaid export has the same clusters, nodes and edges")
    func mermaidExport() {
        let checkout = recordedTree()

        #expect(
            checkout.dependencyGraph().mermaid() == """
                flowchart LR
                  subgraph c0["app"]
                    n1["HierResolverTests.Diagnosed.Database<br/>persistent"]
                    n2["HierResolverTests.Diagnosed.Server (variant #quot;quoted \\#quot;name\\#quot;#quot;)<br/>arguments Int<br/>graph"]
                    n3["HierResolverTests.Diagnosed.UserService<br/>graph"]
                    subgraph c1["checkout"]
                      n4["AnyObject<br/>persistent"]
                      n5["HierResolverTests.Diagnosed.Cart<br/>persistent"]
                      n6["HierResolverTests.Diagnosed.Report<br/>graph"]
                    end
                  end
                  n3 --> n1
                  n4 --> n5
                  n5 --> n3

                """)
    }

    @Test("the graph of a parent includes live children; recording off forgets the edges")
    func graphScope() {
        let checkout = recordedTree()
        let app = checkout.parent!

        let fromApp = app.dependencyGraph()
        #expect(fromApp == checkout.dependencyGraph(), "the same containers: app is checkout's parent")
        let sibling = app.child(name: "sibling")
        #expect(checkout.dependencyGraph().containers.map(\.name) == ["app", "checkout"])
        #expect(app.dependencyGraph().containers.map(\.name) == ["app", "checkout", "sibling"])
        #expect(sibling.dependencyGraph().containers.map(\.parent) == [nil, "c0"])

        app.recordsDependencies = false
        #expect(app.dependencyGraph().edges.isEmpty)
        #expect(!checkout.recordsDependencies)
    }

    @Test("verify records the dependencies of everything it builds")
    func verifyRecords() {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { Diagnosed.Database() }
        app.register { r in Diagnosed.UserService(database: r.resolve()) }
        app.recordsDependencies = true

        #expect(app.verify().isValid)

        let graph = app.dependencyGraph()
        #expect(graph.edges.map { "\($0.from)->\($0.to)" } == ["n2->n1"])
        #expect(graph.containers[0].nodes.map(\.lifetime) == [.persistent, .graph])
        let database: Diagnosed.Database = app.resolve()
        #expect(app.resolve(Diagnosed.Database.self) === database)
    }
}
