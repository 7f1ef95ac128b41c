import Foundation
import HierResolver
import Testing

/// Types of the diagnostics tests; their names appear in full in the asserted output.
enum Diagnosed {
    final class Database {
        let id = Serial.next()
    }

    final class UserService {
        let database: Database

        init(database: Database) { self.database = database }
    }

    final class Cart {
        let users: UserService

        init(users: UserService) { self.users = users }
    }

    final class Report {}
    final class Chicken {}
    final class Egg {}
    struct Point {}
    final class Server {}
    final class Greeting {}
    final class Broken {}
    final class Missing {}

    /// Needs a `Missing` that nobody registers.
    final class NeedsMissing {}

    struct Module: DependencyRegister {
        func registerDependencies(container: Resolver) {
            container.register { Report() }
        }
    }
}

@Suite("Diagnostics: verify, trace, dependency graph")
struct DiagnosticsTests {
    // MARK: verify

    /// A container with one registration of each failure kind, plus good ones.
    private func troubledTree() -> (app: DependencyResolver, checkout: DependencyResolver, built: Counter) {
        let built = Counter()
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { () -> Diagnosed.Database in
            built.increment()
            return Diagnosed.Database()
        }
        app.register { r in Diagnosed.UserService(database: r.resolve()) }
        app.register { r -> Diagnosed.NeedsMissing in
            _ = try r.tryResolve(Diagnosed.Missing.self)
            return Diagnosed.NeedsMissing()
        }
        app.register { r -> Diagnosed.Chicken in
            _ = try r.tryResolve(Diagnosed.Egg.self)
            return Diagnosed.Chicken()
        }
        app.register { r -> Diagnosed.Egg in
            _ = try r.tryResolve(Diagnosed.Chicken.self)
            return Diagnosed.Egg()
        }
        // Captive: a persistent cart in app needs a report only the checkout child registers.
        app.register(lifetime: .persistent) { r -> Diagnosed.Cart in
            _ = try r.tryResolve(Diagnosed.Report.self)
            return Diagnosed.Cart(users: try r.tryResolve())
        }
        app.register(lifetime: .transient) { Diagnosed.Point() }
        app.register { (r, args) -> Diagnosed.Greeting in
            let _: Int = try args.value()
            return Diagnosed.Greeting()
        }
        app.register { (name: String, port: Int) in Diagnosed.Server() }
        app.register { () throws -> Diagnosed.Broken in throw FactoryError(reason: "disk full") }
        let checkout = app.child(name: "checkout")
        checkout.register { Diagnosed.Report() }
        return (app, checkout, built)
    }

    @Test("verify finds every failure kind in one call, names each registration and skips what needs arguments")
    func verifyFindsEveryKind() {
        let (_, checkout, _) = troubledTree()
        var supplied = VerificationArguments()
        supplied.add(Diagnosed.Greeting.self, args: "not a number")
        supplied.add(Diagnosed.Database.self, args: true)  // takes no args
        supplied.add(Diagnosed.Report.self, arguments: 3)  // no such typed registration

        let report = checkout.verify(arguments: supplied)

        let kinds = report.failures.map { "\($0.entry?.key ?? "-") \($0.error.kind)" }
        #expect(
            kinds == [
                "`HierResolverTests.Diagnosed.Broken` factoryFailed",
                "`HierResolverTests.Diagnosed.Cart` captiveDependency",
                "`HierResolverTests.Diagnosed.Chicken` cycle",
                "`HierResolverTests.Diagnosed.Egg` cycle",
                "`HierResolverTests.Diagnosed.Greeting` argumentMismatch",
                "`HierResolverTests.Diagnosed.NeedsMissing` notRegistered",
                "`HierResolverTests.Diagnosed.Point` invalidConfiguration",
                "- argumentMismatch",
                "- argumentMismatch",
            ])
        #expect(
            report.verified.map(\.key) == [
                "`HierResolverTests.Diagnosed.Report`", "`HierResolverTests.Diagnosed.Database`",
                "`HierResolverTests.Diagnosed.UserService`",
            ])
        #expect(report.verified.map(\.container) == ["\"checkout\"", "\"app\"", "\"app\""])
        #expect(report.skipped.map(\.entry.key) == ["`HierResolverTests.Diagnosed.Server`"])
        #expect(report.skipped[0].reason.contains("typed arguments `(String, Int)`"))
        #expect(!report.isValid)

        let messages = report.failures.map(\.error.message)
        #expect(messages[1].contains("`HierResolverTests.Diagnosed.Report`"))
        #expect(messages[2].contains("Chicken` -> `HierResolverTests.Diagnosed.Egg` -> `HierResolverTests"))
        #expect(messages[5].contains("No registration for `HierResolverTests.Diagnosed.Missing`"))
        #expect(messages[6].contains("registered .transient in \"app\", but its factory returns a value type"))
        #expect(messages[7].contains("`HierResolverTests.Diagnosed.Database` with `args`, but its registration"))
        #expect(messages[8].contains("`HierResolverTests.Diagnosed.Report` with arguments (Int)"))
        #expect(messages[8].contains("No registration for `HierResolverTests.Diagnosed.Report` with arguments (Int)"))

        let text = report.description
        #expect(text.hasPrefix("Verified \"checkout\": 11 registrations, 3 built, 9 failed, 1 skipped."))
        #expect(text.contains("1. `HierResolverTests.Diagnosed.Broken` in \"app\" [factoryFailed]"))
        #expect(text.contains("   The factory of `HierResolverTests.Diagnosed.Broken`"))
        #expect(text.contains("Skipped `HierResolverTests.Diagnosed.Server` in \"app\": it takes"))
    }

    @Test("verify with supplied typed and Args values builds the registrations that take them")
    func verifyWithArguments() {
        let app = DependencyResolver(name: "app")
        let seen = LockedList<String>()
        app.register { (name: String, port: Int) -> Diagnosed.Server in
            seen.append("\(name):\(port)")
            return Diagnosed.Server()
        }
        app.register { (r, args) -> Diagnosed.Greeting in
            seen.append(try args.value("who") as String)
            return Diagnosed.Greeting()
        }
        .implements(AnyObject.self)
        var supplied = VerificationArguments()
        supplied.add(Diagnosed.Server.self, arguments: "localhost", 8080)
        supplied.add(Diagnosed.Greeting.self, args: ["who": "Mimi"])

        let report = app.verify(arguments: supplied)

        #expect(report.isValid, "\(report)")
        #expect(report.skipped.isEmpty)
        #expect(report.verified.count == 3)
        #expect(Set(seen.all) == ["localhost:8080", "Mimi"])
        #expect(seen.all.count == 3, "the implementing registration forwards the same Args")
    }

    @Test("verify leaves no instance cached and keeps the instances that were")
    func verifyCachesNothing() throws {
        let app = DependencyResolver(name: "app")
        let built = Counter()
        let tornDown = Counter()
        app.register(lifetime: .persistent) { () -> Diagnosed.Database in
            built.increment()
            return Diagnosed.Database()
        }
        .teardown { _ in tornDown.increment() }
        app.register(lifetime: .transient) { Diagnosed.Report() }
        app.register { r in Diagnosed.UserService(database: r.resolve()) }

        #expect(app.verify().isValid)
        #expect(built.value == 2, "one Database verified on its own, one shared within the resolution of UserService")
        // Nothing was cached: the next resolve builds.
        let first: Diagnosed.Database = app.resolve()
        #expect(built.value == 3)
        #expect(app.verify().isValid)
        #expect(built.value == 5, "verify builds its own instances")
        let again: Diagnosed.Database = app.resolve()
        #expect(again === first, "and leaves the cached one in place")
        #expect(tornDown.value == 0, "instances verify builds are not torn down")
        let report: Diagnosed.Report = app.resolve()
        #expect(app.verify().isValid)
        #expect(app.resolve(Diagnosed.Report.self) === report, "a live transient instance is kept")
    }

    @Test("verify from a child resolves ancestors' registrations with the child's overrides")
    func verifyChildContext() {
        let app = DependencyResolver(name: "app")
        app.register { r -> Diagnosed.Cart in Diagnosed.Cart(users: try r.tryResolve()) }
        let checkout = app.child(name: "checkout")
        checkout.register { Diagnosed.UserService(database: Diagnosed.Database()) }

        let fromApp = app.verify()
        let fromCheckout = checkout.verify()

        #expect(fromApp.failures.map(\.error.kind) == [.notRegistered])
        #expect(fromCheckout.isValid)
        #expect(fromCheckout.verified.map(\.container) == ["\"checkout\"", "\"app\""])
    }

    @Test("verify inside a factory reports that it cannot run there instead of recursing")
    func verifyFromFactory() {
        let app = DependencyResolver(name: "app")
        let reports = LockedList<VerificationReport>()
        app.register { r -> Diagnosed.Report in
            reports.append(r.verify())
            return Diagnosed.Report()
        }

        _ = app.resolve(Diagnosed.Report.self)

        let report = reports.all.first
        #expect(report?.verified.isEmpty == true)
        #expect(report?.failures.map(\.error.kind) == [.invalidConfiguration])
        #expect(report?.failures.first?.error.message.hasPrefix("verify() was called on \"app\" while") == true)
        #expect(report?.failures.first?.error.resolutionChain == ["`HierResolverTests.Diagnosed.Report`"])
    }

    @Test("a trapping resolve inside a factory stops verify with the failure and says how to collect it instead")
    func verifyTrappingFactory() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let app = DependencyResolver(name: "app")
            app.register { r in Diagnosed.UserService(database: r.resolve()) }
            _ = app.verify()
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("No registration for `HierResolverTests.Diagnosed.Database` in \"app\"."))
        #expect(stderr.contains("Resolution chain: `HierResolverTests.Diagnosed.UserService`"))
        #expect(stderr.contains("This stopped verify(): a trapping resolve inside a factory cannot hand its failure"))
    }

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

    @Test("a resolve through .implements shows the implementing registration nested, with its lifetime")
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
                """
                `AnyObject` (persistent, cached) in "app"
                  `HierResolverTests.Diagnosed.UserService` (persistent, cached) in "app"
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

        let seen = Set(events.all.map(\.kind))
        #expect(seen == Set(TraceEvent.Kind.allCases), "missing: \(Set(TraceEvent.Kind.allCases).subtracting(seen))")
        let failed = events.all.first { $0.kind == .failed }
        #expect(failed?.context == "\"app\"")
        #expect(failed?.message.hasPrefix("No registration for `HierResolverTests.Diagnosed.Missing`") == true)
        #expect(events.all.filter { $0.kind != .resolved }.allSatisfy { $0.cacheHit == nil && $0.depth == 0 })
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
                    n2 [label="HierResolverTests.Diagnosed.Server (variant \\"quoted \\"name\\"\\")\\narguments Int\\ngraph"];
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
                    n2["HierResolverTests.Diagnosed.Server (variant #quot;quoted #quot;name#quot;#quot;)<br/>arguments Int<br/>graph"]
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
