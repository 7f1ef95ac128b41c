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

/// Threads, tasks and the main actor: a `@MainActor` view model, built on the main actor whoever
/// asks, and a service resolved from a background task.
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
    }
}
