import Foundation
import HierResolver
import Testing

// `await container.async.verify()` of async factories that use the trapping forms (`await
// r.async.resolve()`, `r.resolve()`, `args()`): every failure is reported with its chain, the process
// goes on, and nothing is kept.

/// Types of the async trapping-verification tests; their names appear in full in the asserted output.
enum AsyncTrappingVerified {
    final class Vet: Sendable {}
    final class Nurse: Sendable {}
    final class Badge: Sendable {}
    final class Pharmacy: Sendable {}

    final class Clinic: Sendable {
        init(vet: Vet) {}
    }

    final class Ward: Sendable {
        init(nurse: Nurse) {}
    }

    /// A nurse's roster, made by a synchronous factory that needs a `Badge`.
    final class Roster: Sendable {
        init(badge: Badge) {}
    }

    /// Built by an async factory from a roster, resolved without `await`.
    final class Shift: Sendable {
        init(roster: Roster) {}
    }

    /// Kept by its container; counts its builds and its teardowns.
    final class Session: Sendable {
        static let built = Counter()
        static let tornDown = Counter()
        init() { Session.built.increment() }
    }

    /// Needs a `Session` (persistent) and a `Vet` (missing), in that order.
    final class Dashboard: Sendable {
        init(session: Session, vet: Vet) {}
    }

    /// Made with a name read from `args("name")`.
    final class Tag: Sendable {
        init(name: String) {}
    }
}

@Suite("Isolation: await async.verify() with async factories that use the trapping forms")
struct AsyncVerifyTrappingTests {
    private typealias T = AsyncTrappingVerified

    /// Three async registrations: two trap on different missing keys, one builds.
    private func threeRegistrations() -> DependencyResolver {
        let app = DependencyResolver(name: "app")
        app.register { r async throws -> T.Clinic in T.Clinic(vet: await r.async.resolve()) }
        app.register { r async throws -> T.Ward in T.Ward(nurse: await r.async.resolve()) }
        app.register { () async throws -> T.Pharmacy in T.Pharmacy() }
        return app
    }

    @Test("Each trapping failure of an async factory is reported with its chain; a second run reports the same")
    func everyTrappingFailureIsReported() async {
        let app = threeRegistrations()
        let first = await app.async.verify()
        #expect(!first.isValid)
        #expect(first.verified.map(\.key) == ["`HierResolverTests.AsyncTrappingVerified.Pharmacy`"])
        #expect(
            first.failures.map(\.entry?.key) == [
                "`HierResolverTests.AsyncTrappingVerified.Clinic`", "`HierResolverTests.AsyncTrappingVerified.Ward`",
            ])
        #expect(first.failures.map(\.error.kind) == [.notRegistered, .notRegistered])
        #expect(
            first.failures.map(\.error.resolutionChain) == [
                ["`HierResolverTests.AsyncTrappingVerified.Clinic`"],
                ["`HierResolverTests.AsyncTrappingVerified.Ward`"],
            ])
        #expect(
            first.failures[0].error.message.hasPrefix(
                "No registration for `HierResolverTests.AsyncTrappingVerified.Vet` in \"app\"."))
        #expect(
            first.failures[1].error.message.hasPrefix(
                "No registration for `HierResolverTests.AsyncTrappingVerified.Nurse` in \"app\"."))

        let second = await app.async.verify()
        #expect(second.description == first.description)
        #expect(second.failures.map(\.error.message) == first.failures.map(\.error.message))
    }

    @Test("A trapping synchronous resolve inside an async factory is reported with the chain being built")
    func synchronousTrappingResolveInsideAnAsyncFactory() async {
        let app = DependencyResolver(name: "app")
        app.register { r async throws -> T.Ward in T.Ward(nurse: r.resolve()) }
        app.register { r in T.Roster(badge: r.resolve()) }
        app.register { r async throws -> T.Shift in T.Shift(roster: r.resolve()) }
        let report = await app.async.verify()
        #expect(report.verified.isEmpty)
        let failures = Dictionary(uniqueKeysWithValues: report.failures.map { ($0.entry?.key ?? "", $0.error) })
        #expect(failures.count == 3)
        let ward = failures["`HierResolverTests.AsyncTrappingVerified.Ward`"]
        #expect(ward?.kind == .notRegistered)
        #expect(ward?.message.contains("`HierResolverTests.AsyncTrappingVerified.Nurse`") == true)
        #expect(ward?.resolutionChain == ["`HierResolverTests.AsyncTrappingVerified.Ward`"])
        // The roster fails in the synchronous pass, and again inside the shift's async factory.
        let shift = failures["`HierResolverTests.AsyncTrappingVerified.Shift`"]
        #expect(shift?.kind == .notRegistered)
        #expect(shift?.message.contains("`HierResolverTests.AsyncTrappingVerified.Badge`") == true)
        #expect(shift?.resolutionChain == ["`HierResolverTests.AsyncTrappingVerified.Roster`"])
        #expect(
            failures["`HierResolverTests.AsyncTrappingVerified.Roster`"]?.resolutionChain == [
                "`HierResolverTests.AsyncTrappingVerified.Roster`"
            ])
    }

    @Test("An args() accessor that traps in an async factory is reported; the arguments supplied for it count as used")
    func argsFailureIsReported() async {
        let app = DependencyResolver(name: "app")
        app.register { (_: DependencyResolver, args: Args) async throws -> T.Tag in T.Tag(name: args("name")) }
        var arguments = VerificationArguments()
        arguments.add(T.Tag.self, args: ["title": "x"])
        let report = await app.async.verify(arguments: arguments)
        #expect(report.failures.count == 1)
        #expect(report.failures.first?.entry?.key == "`HierResolverTests.AsyncTrappingVerified.Tag`")
        #expect(report.failures.first?.error.kind == .argumentMismatch)
        #expect(report.failures.first?.error.message.contains("name") == true)
        #expect(report.failures.first?.error.resolutionChain == ["`HierResolverTests.AsyncTrappingVerified.Tag`"])
    }

    @Test("A trapping resolve in a child task of an async factory is reported")
    func trappingResolveInAChildTask() async {
        let app = DependencyResolver(name: "app")
        app.register { r async throws -> T.Clinic in
            async let vet: T.Vet = r.async.resolve()
            return T.Clinic(vet: await vet)
        }
        app.register { () async throws -> T.Pharmacy in T.Pharmacy() }
        let report = await app.async.verify()
        #expect(report.verified.map(\.key) == ["`HierResolverTests.AsyncTrappingVerified.Pharmacy`"])
        #expect(report.failures.map(\.entry?.key) == ["`HierResolverTests.AsyncTrappingVerified.Clinic`"])
        #expect(report.failures.first?.error.kind == .notRegistered)
        #expect(report.failures.first?.error.resolutionChain == ["`HierResolverTests.AsyncTrappingVerified.Clinic`"])
    }

    @Test("A build abandoned by a trapping resolve in an async factory keeps nothing, and tears nothing down")
    func abandonedBuildKeepsNothing() async throws {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { () async throws -> T.Session in T.Session() }
            .teardown { _ in T.Session.tornDown.increment() }
        app.register(lifetime: .persistent) { r async throws -> T.Dashboard in
            T.Dashboard(session: await r.async.resolve(), vet: await r.async.resolve())
        }
        let before = T.Session.built.value
        let report = await app.async.verify()
        #expect(report.failures.map(\.entry?.key) == ["`HierResolverTests.AsyncTrappingVerified.Dashboard`"])
        #expect(report.verified.map(\.key) == ["`HierResolverTests.AsyncTrappingVerified.Session`"])
        let builtByVerify = T.Session.built.value - before
        #expect(builtByVerify >= 1)
        // Neither the Session that Dashboard's abandoned build made nor the one verified on its own was kept.
        let session: T.Session = try await app.async.tryResolve()
        let again: T.Session = try await app.async.tryResolve()
        #expect(again === session)
        #expect(T.Session.built.value - before == builtByVerify + 1)
        #expect(T.Session.tornDown.value == 0)
    }

    @Test("The trace hook hears each trapping failure the async pass reports")
    func traceHearsTrappingFailures() async {
        let app = threeRegistrations()
        let events = app.collectTraceEvents()
        _ = await app.async.verify()
        // (The missing keys fail too, each in a resolution of its own: a synchronous registration's.)
        let failed = events.all.filter { $0.kind == .failed }.map(\.key)
        #expect(failed.filter { $0 == "`HierResolverTests.AsyncTrappingVerified.Clinic`" }.count == 1)
        #expect(failed.filter { $0 == "`HierResolverTests.AsyncTrappingVerified.Ward`" }.count == 1)
    }

    @Test("Async factories see the caller's root scope while the async pass builds them")
    func buildsSeeTheCallersScope() async {
        let app = DependencyResolver(name: "app")
        let scoped = DependencyResolver(name: "scoped")
        scoped.register { T.Vet() }
        app.register { () async throws -> T.Clinic in T.Clinic(vet: await DependencyResolver.root.async.resolve()) }
        #expect(!(await app.async.verify()).isValid)
        await DependencyResolver.withRoot(scoped) {
            #expect(await app.async.verify().isValid)
        }
    }

    @Test("Cancelling the task that awaits async.verify() cancels the builds of async factories")
    func cancellationReachesTheBuilds() async {
        let app = DependencyResolver(name: "app")
        app.register { () async throws -> T.Pharmacy in
            try Task.checkCancellation()
            return T.Pharmacy()
        }
        let report = await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await app.async.verify()
        }.value
        #expect(report.failures.count == 1)
        #expect(report.failures.first?.error.underlyingError is CancellationError)
    }

    @Test("The async pass with trapping failures runs in many tests at once")
    func parallelVerifications() async {
        let reports = await withTaskGroup(of: VerificationReport.self) { group in
            for _ in 0..<8 {
                group.addTask { await threeRegistrations().async.verify() }
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

    @Test("An async factory written in main-actor code and marked @concurrent is covered")
    @MainActor
    func concurrentFactoryFromMainActorCode() async {
        let app = DependencyResolver(name: "app")
        // Without @concurrent, this closure would be isolated to the main actor, as the test is.
        app.register { @concurrent r async throws -> T.Clinic in T.Clinic(vet: await r.async.resolve()) }
        let report = await app.async.verify()
        #expect(report.failures.map(\.entry?.key) == ["`HierResolverTests.AsyncTrappingVerified.Clinic`"])
        #expect(report.failures.first?.error.kind == .notRegistered)
    }

    @Test("With @MainActor factories in the tree, a trapping sync factory that an async one awaits stops the process")
    func synchronousFactoryBuiltOnTheMainActorStopsTheProcess() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let app = DependencyResolver(name: "app")
            app.register { @MainActor in AsyncTrappingVerified.Pharmacy() }
            app.register { r in AsyncTrappingVerified.Roster(badge: r.resolve()) }
            app.register { r async throws -> AsyncTrappingVerified.Shift in
                AsyncTrappingVerified.Shift(roster: await r.async.resolve())
            }
            _ = await app.async.verify()
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("No registration for `HierResolverTests.AsyncTrappingVerified.Badge` in \"app\"."))
        #expect(stderr.contains("This stopped verify(): a trapping resolve cannot hand its failure back where"))
    }
}
