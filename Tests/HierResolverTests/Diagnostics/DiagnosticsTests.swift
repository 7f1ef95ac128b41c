import Foundation
import HierResolver
import Testing

// Diagnostics: verify() (every failure kind, supplied arguments, no instance left cached, from a child,
// inside a factory). Trace events, the trace printer and the dependency graph are in
// DiagnosticsTraceTests.swift.

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

}
