import Foundation
import HierResolver
import Testing

// verify() of containers whose factories use the trapping forms (`r.resolve()`, `@Injected`, `args()`):
// every failure is reported, the process goes on, and nothing is cached.

/// Types of the trapping-verification tests; their names appear in full in the asserted output.
enum TrappingVerified {
    final class Model {}
    final class Store {}
    final class Clock {}

    final class Screen {
        let model: Model
        init(model: Model) { self.model = model }
    }

    final class Report {
        let store: Store
        init(store: Store) { self.store = store }
    }

    final class Header {
        let clock: Clock
        init(clock: Clock) { self.clock = clock }
    }

    /// Kept by its container; counts its builds.
    final class Session {
        static let built = Counter()
        init() { Session.built.increment() }
    }

    /// Needs a `Session` (persistent) and a `Model` (missing), in that order.
    final class Dashboard {
        init(session: Session, model: Model) {}
    }

    /// Resolves a `Store` with `@Injected` when it is made.
    final class Inbox {
        @Injected var store: Store
    }

    /// Made with a title read from `args("title")`.
    final class Titled {
        let title: String
        init(title: String) { self.title = title }
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func increment() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }
}

@Suite("Diagnostics: verify with factories that use the trapping forms")
struct VerifyTrappingTests {
    private typealias T = TrappingVerified

    /// Three registrations: two trap on different missing keys, one builds.
    private func threeRegistrations() -> DependencyResolver {
        let app = DependencyResolver(name: "app")
        app.register { r in T.Screen(model: r.resolve()) }
        app.register { r in T.Report(store: r.resolve()) }
        app.register { T.Clock() }
        return app
    }

    @Test("verify reports every trapping failure with its chain and returns, and a second run gives the same report")
    func everyTrappingFailureIsReported() {
        let app = threeRegistrations()
        let first = app.verify()
        #expect(!first.isValid)
        #expect(first.verified.map(\.key) == ["`HierResolverTests.TrappingVerified.Clock`"])
        #expect(
            first.failures.map(\.entry?.key) == [
                "`HierResolverTests.TrappingVerified.Report`", "`HierResolverTests.TrappingVerified.Screen`",
            ])
        #expect(first.failures.map(\.error.kind) == [.notRegistered, .notRegistered])
        #expect(
            first.failures.map(\.error.resolutionChain) == [
                ["`HierResolverTests.TrappingVerified.Report`"], ["`HierResolverTests.TrappingVerified.Screen`"],
            ])
        #expect(
            first.failures[1].error.message.hasPrefix(
                "No registration for `HierResolverTests.TrappingVerified.Model` in \"app\"."))

        let second = app.verify()
        #expect(second.description == first.description)
        #expect(second.failures.map(\.error.message) == first.failures.map(\.error.message))
    }

    @Test("a build abandoned by a trapping resolve leaves no shared instance cached")
    func abandonedBuildCachesNothing() throws {
        let app = DependencyResolver(name: "app")
        app.persistent { T.Session() }
        app.persistent { r in T.Dashboard(session: r.resolve(), model: r.resolve()) }
        let before = T.Session.built.value
        let report = app.verify()
        #expect(report.failures.map(\.entry?.key) == ["`HierResolverTests.TrappingVerified.Dashboard`"])
        #expect(
            report.failures.first?.error.resolutionChain == ["`HierResolverTests.TrappingVerified.Dashboard`"])
        let builtByVerify = T.Session.built.value - before
        #expect(builtByVerify >= 1)
        // Neither the Session that Dashboard's abandoned build made nor the one verified on its own was kept.
        _ = try app.tryResolve(T.Session.self)
        _ = try app.tryResolve(T.Session.self)
        #expect(T.Session.built.value - before == builtByVerify + 1)
    }

    @Test("an @Injected property that cannot resolve is reported with the chain of the build it belongs to")
    func injectedFailureIsReported() {
        let app = DependencyResolver(name: "app")
        app.register { T.Inbox() }
        DependencyResolver.withRoot(app) {
            let report = app.verify()
            #expect(report.failures.map(\.entry?.key) == ["`HierResolverTests.TrappingVerified.Inbox`"])
            #expect(report.failures.first?.error.kind == .notRegistered)
            #expect(report.failures.first?.error.resolutionChain.first == "`HierResolverTests.TrappingVerified.Inbox`")
            #expect(report.failures.first?.error.message.contains("`HierResolverTests.TrappingVerified.Store`") == true)
        }
    }

    @Test("an args() accessor that traps is reported, and the arguments supplied for it count as used")
    func argsFailureIsReported() {
        let app = DependencyResolver(name: "app")
        app.register { (_, args) in T.Titled(title: args("title")) }
        var arguments = VerificationArguments()
        arguments.add(T.Titled.self, args: ["subtitle": "x"])
        let report = app.verify(arguments: arguments)
        #expect(report.failures.count == 1)
        #expect(report.failures.first?.entry?.key == "`HierResolverTests.TrappingVerified.Titled`")
        #expect(report.failures.first?.error.kind == .argumentMismatch)
        #expect(report.failures.first?.error.message.contains("title") == true)
    }

    @Test("a trapping failure in a dependency's factory names the chain that was being built")
    func nestedTrappingFailure() {
        let app = DependencyResolver(name: "app")
        app.register { r in T.Header(clock: r.resolve()) }
        app.register { r -> T.Clock in
            let _: T.Store = r.resolve()
            return T.Clock()
        }
        let report = app.verify()
        #expect(report.verified.isEmpty)
        #expect(
            report.failures.map(\.error.resolutionChain) == [
                ["`HierResolverTests.TrappingVerified.Clock`"],
                ["`HierResolverTests.TrappingVerified.Header`", "`HierResolverTests.TrappingVerified.Clock`"],
            ])
    }

    @Test("the trace hook hears each trapping failure verify reports")
    func traceHearsTrappingFailures() {
        let app = threeRegistrations()
        let events = app.collectTraceEvents()
        _ = app.verify()
        #expect(
            events.all.filter { $0.kind == .failed }.map(\.key).sorted() == [
                "`HierResolverTests.TrappingVerified.Report`", "`HierResolverTests.TrappingVerified.Screen`",
            ])
    }

    @Test("factories see the caller's root scope while verify builds them")
    func buildsSeeTheCallersScope() {
        let app = DependencyResolver(name: "app")
        let scoped = DependencyResolver(name: "scoped")
        scoped.register { T.Store() }
        app.register { T.Report(store: DependencyResolver.root.resolve()) }
        #expect(!app.verify().isValid)
        DependencyResolver.withRoot(scoped) {
            #expect(app.verify().isValid)
        }
    }

    @Test("verify with trapping failures runs in many tests at once")
    func parallelVerifications() async {
        let reports = await withTaskGroup(of: VerificationReport.self) { group in
            for _ in 0..<8 {
                group.addTask { threeRegistrations().verify() }
            }
            var all: [VerificationReport] = []
            for await report in group { all.append(report) }
            return all
        }
        #expect(reports.count == 8)
        for report in reports {
            #expect(report.failures.count == 2)
            #expect(report.verified.count == 1)
        }
    }

    @Test("a trapping resolve of a @MainActor dependency is a skip off the main actor and builds on it")
    func trappingResolveOfMainActorDependency() async {
        let app = DependencyResolver(name: "app")
        app.persistent { Session() }
        app.register { @MainActor r in MainScreenModel(session: r.resolve()) }
        app.register { r in ScreenCoordinator(model: r.resolve()) }
        let offMain = await Task.detached { app.verify() }.value
        #expect(offMain.isValid)
        #expect(offMain.skipped.map(\.entry.key).contains("`HierResolverTests.ScreenCoordinator`"))
        #expect(offMain.skipped.allSatisfy { $0.reason.contains("@MainActor") })
        let onMain = await MainActor.run { app.verify() }
        #expect(onMain.isValid && onMain.skipped.isEmpty, "\(onMain)")
        #expect(onMain.verified.count == 3)
    }

    @Test("a @MainActor factory that traps while verify builds it on the main thread stops with the fix")
    func mainActorFactoryTrapsOnTheMainThread() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let app = DependencyResolver(name: "app")
            app.register { @MainActor r in MainScreenModel(session: r.resolve()) }
            _ = await MainActor.run { app.verify() }
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("No registration for `HierResolverTests.Session` in \"app\"."))
        #expect(stderr.contains("This stopped verify(): a trapping resolve cannot hand its failure back where"))
        #expect(stderr.contains("Write that factory's resolves as `try r.tryResolve()`"))
    }
}
