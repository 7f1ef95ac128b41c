// Async factories, from main-actor code: a database opened with `await` (a nonisolated Sendable
// type), and main-actor view models whose factories await it. Only the `await` forms build them;
// a persistent one is built once however many tasks ask at once.

import HierResolver

/// Counts how often the pet database was opened.
public actor OpenCount {
    /// How many times `PetDatabase.open(name:counting:)` has been called with this counter.
    public private(set) var value = 0
    /// Makes a counter that starts at zero.
    public init() {}
    func increment() { value += 1 }
}

/// A database that takes a suspension to open; any thread may use it.
nonisolated public final class PetDatabase: Sendable {
    let name: String

    private init(name: String) { self.name = name }

    /// Opens the database, counting the open.
    static func open(name: String, counting count: OpenCount) async throws -> PetDatabase {
        await count.increment()
        try await Task.sleep(nanoseconds: 5_000_000)
        return PetDatabase(name: name)
    }

    /// Loads a pet's history.
    func history(of pet: String) async -> [String] {
        ["\(pet) visited on Monday", "\(pet) visited on Friday"]
    }
}

/// A view model built from what its async factory loaded.
public final class PetHistoryViewModel {
    let pet: String
    let entries: [String]
    init(pet: String, entries: [String]) {
        self.pet = pet
        self.entries = entries
    }
}

/// A view model whose async factory receives the container.
public final class RecordsViewModel {
    /// The records container's persistent database, which the async factory resolved with `await`.
    public let database: PetDatabase
    init(database: PetDatabase) { self.database = database }
}

/// A view model built with Resolver-style arguments by an async factory.
public final class VisitViewModel {
    let pet: String
    /// The records container's persistent database, resolved with `await` next to the visit's pet.
    public let database: PetDatabase
    init(pet: String, database: PetDatabase) {
        self.pet = pet
        self.database = database
    }
}

/// The records feature: a child of the app container with async factories in every shape. The
/// closures are written in main-actor code, so they are main-actor isolated; being async, each runs
/// on the main actor whichever task awaits it.
public func makeRecordsContainer(parent: DependencyResolver, count: OpenCount) -> DependencyResolver {
    let records = parent.child(name: "records")
    records.register(lifetime: .persistent) { () async throws -> PetDatabase in
        try await PetDatabase.open(name: "records", counting: count)
    }
    records.register(name: "scratch") { () async throws -> PetDatabase in
        try await PetDatabase.open(name: "scratch", counting: OpenCount())
    }
    records.register { r async throws -> RecordsViewModel in RecordsViewModel(database: try await r.async.tryResolve())
    }
    records.register(name: "kept", lifetime: .transient) { r async throws -> RecordsViewModel in
        RecordsViewModel(database: try await r.async.tryResolve())
    }
    records.register(name: "fresh", lifetime: .ephemeral) { () async throws -> RecordsViewModel in
        RecordsViewModel(database: try await PetDatabase.open(name: "fresh", counting: OpenCount()))
    }
    records.register { (r, args) async throws -> VisitViewModel in
        VisitViewModel(pet: args(), database: try await r.async.tryResolve())
    }
    records.register { (pet: String) async throws -> PetHistoryViewModel in
        let database: PetDatabase = try await records.async.tryResolve()
        return PetHistoryViewModel(pet: pet, entries: await database.history(of: pet))
    }
    records.register(name: "placeholder") { () async throws -> PetHistoryViewModel in
        PetHistoryViewModel(pet: "?", entries: [])
    }
    records.replace(name: "placeholder") { r async throws -> PetHistoryViewModel in
        let database: PetDatabase = try await r.async.tryResolve()
        return PetHistoryViewModel(pet: database.name, entries: [])
    }
    return records
}

/// Checks the records container's async factories: `await` resolves from here and detached tasks, the rest refused.
public func asyncFactoryChecks() async {
    let count = OpenCount()
    let records = makeRecordsContainer(parent: AppContainers.shared, count: count)

    // A synchronous resolve cannot run an async factory: an error of kind .isolation.
    let syncFailure = dependencyError { _ = try records.tryResolve(PetDatabase.self) }
    check("sync tryResolve of an async factory throws .isolation", syncFailure?.kind == .isolation)

    // The persistent database, awaited by several detached tasks at once: opened once.
    let names = await withTaskGroup(of: String.self) { group in
        for _ in 0..<8 {
            group.addTask {
                let database = try? await records.async.tryResolve(PetDatabase.self)
                return database?.name ?? "-"
            }
        }
        var names: [String] = []
        for await name in group { names.append(name) }
        return names
    }
    let opens = await count.value
    check(
        "persistent { () async throws -> T in ... } from 8 tasks: opened once",
        names == Array(repeating: "records", count: 8) && opens == 1)
    let kept = try? records.tryResolve(PetDatabase.self)
    check("a kept async-built instance: any resolve returns it", kept?.name == "records")

    // Main-actor view models built by async factories, awaited here and from a detached task.
    let model: RecordsViewModel = await records.async.resolve()
    check("register { r async throws -> T in ... }", model.database === kept)
    let fromDetached = await Task.detached { () -> String in
        let model = try? await records.async.tryResolve(RecordsViewModel.self)
        return model?.database.name ?? "-"
    }.value
    check("the same, from a detached task", fromDetached == "records")
    let keptModel: RecordsViewModel = await records.async.resolve(name: "kept")
    let keptAgain: RecordsViewModel = await records.async.resolve(name: "kept")
    check("transient(name:) { r async throws -> T in ... }", keptModel === keptAgain)
    let fresh1: RecordsViewModel? = await records.async.optional(name: "fresh")
    let fresh2 = try? await records.async.tryOptional(RecordsViewModel.self, name: "fresh")
    check("ephemeral(name:) { () async throws -> T in ... }", fresh1 != nil && fresh2 != nil && fresh1 !== fresh2)
    let scratch: PetDatabase = await records.async.resolve(name: "scratch")
    check("register(name:) { () async throws -> T in ... }", scratch.name == "scratch")
    let visit: VisitViewModel = await records.async.resolve(args: "Rex")
    check(
        "register { (r, args) async throws -> T in ... } with resolve(args:)",
        visit.pet == "Rex" && visit.database === kept)
    let history = await Task.detached { () -> [String] in
        let history = try? await records.async.tryResolve(PetHistoryViewModel.self, arguments: "Mimi")
        return history?.entries ?? []
    }.value
    check(
        "register { (pet: String) async throws -> T in ... } from a detached task",
        history.count == 2 && history[0].hasPrefix("Mimi"))
    let placeholder: PetHistoryViewModel = await records.async.resolve(name: "placeholder")
    check("replace(name:) { r async throws -> T in ... }", placeholder.pet == "records")

    // verify() runs no async factory: it skips them, with the reason.
    let report = records.verify()
    let asyncSkips = report.skipped.filter { $0.reason.contains("async") }.count
    check("verify() skips async factories", report.isValid && asyncSkips >= 6)

    // await async.verify() builds them.
    let awaited = await records.async.verify()
    check(
        "await async.verify() builds async factories",
        awaited.isValid && awaited.verified.count > report.verified.count
            && !awaited.skipped.contains { $0.reason.contains("runs no async factory") })
}
