import Foundation
import HierResolver

/// The pet list's view model: a main-actor type, as a screen's model is.
@MainActor
final class PetListViewModel {
    let clinic: ClinicDirectory
    var title: String

    init(clinic: ClinicDirectory) {
        self.clinic = clinic
        title = "Pets at \(clinic.name)"
    }
}

/// The clinic's details: a `Sendable` service that any thread may resolve.
final class ClinicDirectory: Sendable {
    let name: String

    init(name: String) {
        self.name = name
    }
}

/// The clinic's records: opening them takes a while, so their factory is async.
final class ClinicRecords: Sendable {
    let opened: Int

    init(opened: Int) {
        self.opened = opened
    }

    /// Connects to the records, as a real database would, suspending meanwhile.
    static func open(counting openings: Openings) async throws -> ClinicRecords {
        try await Task.sleep(nanoseconds: 10_000_000)
        return ClinicRecords(opened: openings.next())
    }
}

/// Counts how many times the records were opened.
final class Openings: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return count
    }
}

/// A pet's visit, built by an async factory from the records.
final class VisitHistory: Sendable {
    let pet: String
    let records: ClinicRecords

    init(pet: String, records: ClinicRecords) {
        self.pet = pet
        self.records = records
    }
}

/// Threads, tasks and the main actor: a `@MainActor` view model, built on the main actor whoever
/// asks, a service resolved from a background task, and an async clinic database.
enum ConcurrencyStory {
    static func run() async {
        scene("Concurrency")
        let clinic = observed(DependencyResolver(name: "clinic"))
        clinic.persistent { ClinicDirectory(name: "Happy Paws") }
        // `@MainActor in`: the compiler checks the factory as main-actor code, and the container
        // builds it only on the main actor. No `MainActor.assumeIsolated`.
        clinic.register { @MainActor r in PetListViewModel(clinic: r.resolve()) }

        let onMain = await MainActor.run { () -> String in
            let model: PetListViewModel = clinic.resolve()  // on the main actor: synchronous
            return model.title
        }
        print("register { @MainActor r in PetListViewModel(...) }, resolved on the main actor: \(onMain)")

        let fromTask = await Task.detached { () -> String in
            let directory: ClinicDirectory = clinic.resolve()  // a Sendable service: any thread
            let model: PetListViewModel = await clinic.async.resolve()  // built on the main actor
            return "\(directory.name); \(await model.title)"
        }.value
        print("from a detached task: clinic.resolve() and await clinic.async.resolve(): \(fromTask)")

        let offMain = await Task.detached { () -> String in
            do {
                _ = try clinic.tryResolve(PetListViewModel.self)
                return "built (unexpected)"
            } catch let error as DependencyError {
                return "\(error.kind): \(error.message.split(separator: "\n")[0])"
            } catch {
                return "\(error)"
            }
        }.value
        print("a synchronous resolve from a detached task fails, and the factory does not run:\n  \(offMain)")

        let report = await Task.detached { await clinic.async.verify() }.value
        print(
            "await clinic.async.verify() from a detached task: \(report.isValid ? "valid" : "invalid"), "
                + "\(report.verified.count) built, \(report.skipped.count) skipped")
        await asyncDatabase()
    }

    /// An async clinic database: opened once however many tasks ask at once, while they suspend.
    private static func asyncDatabase() async {
        let records = observed(DependencyResolver(name: "records"))
        let openings = Openings()
        records.register(lifetime: .persistent) { () async throws -> ClinicRecords in
            try await ClinicRecords.open(counting: openings)
        }
        records.register { (pet: String) async throws -> VisitHistory in
            VisitHistory(pet: pet, records: try await records.async.tryResolve())
        }
        let before: String
        do {
            _ = try records.tryResolve(ClinicRecords.self)
            before = "built (unexpected)"
        } catch let error as DependencyError {
            before = "\(error.kind)"
        } catch {
            before = "\(error)"
        }
        print(
            "\nrecords.persistent { () async throws -> ClinicRecords in ... }; a synchronous resolve first: \(before)")
        let opened = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<100 {
                group.addTask { (try? await records.async.tryResolve(ClinicRecords.self))?.opened ?? 0 }
            }
            var seen = Set<Int>()
            for await opened in group { seen.insert(opened) }
            return seen
        }
        print("100 tasks at once, try await records.async.tryResolve(): opened \(opened.count) time(s)")
        let visit = try? await records.async.tryResolve(VisitHistory.self, arguments: "Rex")
        print(
            "an async factory with typed arguments: \(visit?.pet ?? "none"), records opened \(visit?.records.opened ?? 0)"
        )
        let kept = try? records.tryResolve(ClinicRecords.self)
        print("a synchronous resolve once the records are open returns them: opened \(kept?.opened ?? 0)")

        var supplied = VerificationArguments()
        supplied.add(VisitHistory.self, arguments: "Rex")
        let verified = await records.async.verify(arguments: supplied)
        let still = try? records.tryResolve(ClinicRecords.self)
        print(
            "await records.async.verify(arguments:) runs the async factories too: "
                + "\(verified.isValid ? "valid" : "invalid"), \(verified.verified.count) built, "
                + "\(verified.skipped.count) skipped; it keeps nothing, so the kept records are still "
                + "the first: opened \(still?.opened ?? 0)")
    }
}
