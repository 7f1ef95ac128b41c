import Foundation
import HierResolver
import Testing

// `await container.async.verify()`: async factories built, shared instances kept nowhere (nor what
// their factories resolve synchronously), failures reported with every other one.

/// A settings object an async factory resolves synchronously.
private final class ClinicSettings: Sendable {}

/// Built by an async factory from the database and the settings.
private final class VisitPlanner: Sendable {
    let database: SlowDatabase
    let settings: ClinicSettings

    init(database: SlowDatabase, settings: ClinicSettings) {
        self.database = database
        self.settings = settings
    }
}

/// Made by async factories that take arguments.
private final class PetCard: Sendable {
    let name: String

    init(name: String) {
        self.name = name
    }
}

/// A report's name for a registration without the module name, which test types carry.
private func short(_ name: String?) -> String? {
    name?.replacingOccurrences(of: "HierResolverTests.", with: "")
}

/// What an async factory that can fail throws.
private struct ClinicClosed: Error {}

@Suite("await async.verify()")
struct AsyncVerificationTests {
    @Test("It builds async factories, and keeps nothing: not theirs, nor what they resolve synchronously")
    func buildsAndKeepsNothing() async throws {
        let app = DependencyResolver(name: "app")
        let databases = Counter()
        let settings = Counter()
        let teardowns = Counter()
        app.register(lifetime: .persistent) { () async throws -> SlowDatabase in
            SlowDatabase(number: databases.increment())
        }
        .teardown { _ in teardowns.increment() }
        app.persistent { () -> ClinicSettings in
            settings.increment()
            return ClinicSettings()
        }
        app.register { r async throws -> VisitPlanner in
            VisitPlanner(database: try await r.async.tryResolve(), settings: try r.tryResolve())
        }
        let report = await app.async.verify()
        #expect(report.isValid, "\(report)")
        #expect(report.skipped.isEmpty, "\(report)")
        #expect(
            report.verified.compactMap { short($0.key) }.sorted() == [
                "`ClinicSettings`", "`SlowDatabase`", "`VisitPlanner`",
            ])
        let builtByVerify = databases.value
        #expect(builtByVerify >= 1)
        let settingsByVerify = settings.value
        #expect(settingsByVerify >= 1)

        // Nothing was kept: the first resolve after verify() builds each again.
        let planner: VisitPlanner = try await app.async.tryResolve()
        #expect(databases.value == builtByVerify + 1)
        #expect(planner.database.number == builtByVerify + 1)
        #expect(settings.value == settingsByVerify + 1)
        let again: VisitPlanner = try await app.async.tryResolve()
        #expect(again.database === planner.database)
        #expect(again.settings === planner.settings)
        #expect(teardowns.value == 0)
        app.reset()
        #expect(teardowns.value == 1)
    }

    @Test("A shared async instance is built once within a verified resolution, in its owner")
    func sharedWithinTheResolution() async throws {
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature")
        let databases = Counter()
        app.register(lifetime: .persistent) { () async throws -> SlowDatabase in
            SlowDatabase(number: databases.increment())
        }
        feature.register { r async throws -> PetRecordStore in
            let first: SlowDatabase = try await r.async.tryResolve()
            let second: SlowDatabase = try await r.async.tryResolve()
            #expect(first === second)
            return PetRecordStore(database: first, first: VisitClock(), second: VisitClock())
        }
        let report = await feature.async.verify()
        #expect(report.isValid, "\(report)")
        #expect(report.verified.count == 2)
        // One build for the record store's resolution, one for the database's own.
        #expect(databases.value == 2)
    }

    @Test("Failures of async factories are reported with every other one")
    func failures() async throws {
        let app = DependencyResolver(name: "app")
        app.register { () async throws -> SlowDatabase in throw ClinicClosed() }
        app.register { r async throws -> VisitPlanner in
            VisitPlanner(database: SlowDatabase(number: 1), settings: try await r.async.tryResolve())
        }
        app.register { r async throws -> Ping in
            _ = try await r.async.tryResolve(Pong.self)
            return Ping()
        }
        app.register { r async throws -> Pong in
            _ = try await r.async.tryResolve(Ping.self)
            return Pong()
        }
        app.register { VisitClock() }
        let report = await app.async.verify()
        #expect(!report.isValid)
        #expect(report.verified.compactMap { short($0.key) } == ["`VisitClock`"])
        let failures = Dictionary(uniqueKeysWithValues: report.failures.map { (short($0.entry?.key) ?? "", $0.error) })
        #expect(failures["`SlowDatabase`"]?.kind == .factoryFailed)
        #expect(failures["`SlowDatabase`"]?.underlyingError is ClinicClosed)
        #expect(failures["`VisitPlanner`"]?.kind == .notRegistered)
        #expect(failures["`VisitPlanner`"]?.message.contains("ClinicSettings`") == true)
        #expect(failures["`VisitPlanner`"]?.resolutionChain.compactMap(short) == ["`VisitPlanner`"])
        #expect(failures["`Ping`"]?.kind == .cycle)
        #expect(failures["`Ping`"]?.resolutionChain.compactMap(short) == ["`Ping`", "`Pong`", "`Ping`"])
        #expect(failures["`Pong`"]?.kind == .cycle)
    }

    @Test("Async factories that take arguments are built with the supplied values, or skipped")
    func arguments() async throws {
        let app = DependencyResolver(name: "app")
        let seen = LockedList<String>()
        app.register { (name: String) async throws -> PetCard in
            seen.append(name)
            return PetCard(name: name)
        }
        app.register(variant: "args") { (_: DependencyResolver, args: Args) async throws -> PetCard in
            let name: String = args("name")
            seen.append(name)
            return PetCard(name: name)
        }
        let unsupplied = await app.async.verify()
        #expect(unsupplied.isValid)
        #expect(unsupplied.verified.isEmpty)
        #expect(unsupplied.skipped.count == 2)
        #expect(unsupplied.skipped.allSatisfy { $0.reason.contains("VerificationArguments.add") })
        #expect(seen.all.isEmpty)

        var supplied = VerificationArguments()
        supplied.add(PetCard.self, arguments: "Rex")
        supplied.add(PetCard.self, variant: "args", args: ["name": "Mimi"])
        let report = await app.async.verify(arguments: supplied)
        #expect(report.isValid, "\(report)")
        #expect(report.verified.count == 2)
        #expect(seen.all.sorted() == ["Mimi", "Rex"])
    }

    @Test("A transient async factory that returns a value type fails, as its synchronous namesake does")
    func transientValueType() async throws {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .transient) { () async throws -> Int in 7 }
        let report = await app.async.verify()
        #expect(report.failures.count == 1)
        #expect(report.failures.first?.error.message.contains("transient") == true)
    }

    @Test("verify() without await skips async factories and names the await form that builds them")
    func synchronousVerifyNamesTheAwaitForm() async throws {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { () async throws -> SlowDatabase in SlowDatabase(number: 1) }
        // Works only once the database is kept: verify says so, with or without await.
        app.register { r in PetRecordStore(database: try r.tryResolve(), first: VisitClock(), second: VisitClock()) }
        let report = app.verify()
        #expect(report.isValid)
        #expect(report.skipped.count == 2)
        let reasons = Dictionary(uniqueKeysWithValues: report.skipped.map { (short($0.entry.key) ?? "", $0.reason) })
        #expect(reasons["`SlowDatabase`"]?.contains("`await container.async.verify()` builds it") == true)
        #expect(reasons["`PetRecordStore`"]?.contains("without `await`") == true)

        let awaited = await app.async.verify()
        #expect(awaited.verified.compactMap { short($0.key) } == ["`SlowDatabase`"])
        #expect(awaited.skipped.compactMap { short($0.entry.key) } == ["`PetRecordStore`"])
        #expect(awaited.skipped.first?.reason.contains("only once the instance is kept") == true)
    }

    @Test("An .implements registration of an async implementation is verified through it")
    func implements() async throws {
        let app = DependencyResolver(name: "app")
        let builds = Counter()
        app.register(lifetime: .persistent) { () async throws -> Cat in
            builds.increment()
            return Cat(name: "Mimi")
        }
        .implements(Animal.self)
        let report = await app.async.verify()
        #expect(report.isValid, "\(report)")
        #expect(report.verified.count == 2)
        #expect(builds.value == 2)
    }

    @Test("verify() from inside an async factory is refused, with the chain")
    func refusedInsideAFactory() async throws {
        let app = DependencyResolver(name: "app")
        let inner = LockedList<VerificationReport>()
        app.register { r async throws -> SlowDatabase in
            let report = await r.async.verify()
            inner.append(report)
            return SlowDatabase(number: 1)
        }
        _ = try await app.async.tryResolve(SlowDatabase.self)
        let report = try #require(inner.all.first)
        #expect(!report.isValid)
        #expect(report.failures.first?.error.resolutionChain.compactMap(short) == ["`SlowDatabase`"])
        #expect(report.failures.first?.error.message.contains("verify()") == true)
    }

    @Test("It warns when a shared async instance built in an ancestor misses a child's override")
    func unseenOverrides() async throws {
        let app = DependencyResolver(name: "app")
        app.register { ClinicSettings() }
        app.register { () async throws -> SlowDatabase in SlowDatabase(number: 1) }
        app.register(lifetime: .persistent) { r async throws -> VisitPlanner in
            VisitPlanner(database: try await r.async.tryResolve(), settings: try r.tryResolve())
        }
        let feature = app.child(name: "feature")
        feature.register { ClinicSettings() }
        feature.register { () async throws -> SlowDatabase in SlowDatabase(number: 2) }
        let report = await feature.async.verify()
        #expect(report.isValid, "\(report)")
        let warned = report.warnings.compactMap { short($0.key) }.sorted()
        #expect(warned == ["`ClinicSettings`", "`SlowDatabase`"], "\(report)")
        #expect(report.warnings.allSatisfy { $0.overridingContainer == "\"feature\"" }, "\(report)")
        #expect(report.warnings.allSatisfy { short($0.entry.key) == "`VisitPlanner`" }, "\(report)")
        // In its own container nothing is overridden.
        #expect((await app.async.verify()).warnings.isEmpty)
    }
}
