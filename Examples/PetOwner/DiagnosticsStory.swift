import HierResolver

// The pet clinic: the app `--graph` draws. Its types stay quiet, so the graph alone reaches stdout.

/// The clinic's records, shared by every feature.
final class ClinicDatabase {}

/// Looks pets up in the database.
final class PetRegistry {
    let database: ClinicDatabase
    init(database: ClinicDatabase) { self.database = database }
}

protocol Scheduling: AnyObject {}

/// One feature's appointments.
final class AppointmentBook: Scheduling {
    let registry: PetRegistry
    init(registry: PetRegistry) { self.registry = registry }
}

/// Who is on duty.
final class Vet {
    let name: String
    init(name: String) { self.name = name }
}

/// Books a visit: needs the schedule and a vet.
final class Receptionist {
    let schedule: Scheduling
    let vet: Vet
    init(schedule: Scheduling, vet: Vet) {
        self.schedule = schedule
        self.vet = vet
    }
}

/// A visit, made with the pet's name at run time.
final class Visit {
    let pet: String
    let receptionist: Receptionist
    init(pet: String, receptionist: Receptionist) {
        self.pet = pet
        self.receptionist = receptionist
    }
}

/// The clinic's containers: the app and its two features, kept alive together.
struct PetClinic {
    let app: DependencyResolver
    let surgery: DependencyResolver
    let grooming: DependencyResolver

    init() {
        // The factories resolve with `try`, so that verify() can report every failure at once.
        app = DependencyResolver(name: "clinic")
        app.register(lifetime: .persistent) { ClinicDatabase() }
        app.register { r in PetRegistry(database: try r.tryResolve()) }
        app.register { Vet(name: "Dr. Rivera") }
        app.register { r in Receptionist(schedule: try r.tryResolve(), vet: try r.tryResolve()) }
        app.register(arguments: String.self) { r, pet in Visit(pet: pet, receptionist: try r.tryResolve()) }

        surgery = app.child(name: "surgery")
        surgery.register(lifetime: .persistent) { r in AppointmentBook(registry: try r.tryResolve()) }
            .implements(Scheduling.self)
        surgery.register { Vet(name: "Dr. Okafor, surgeon") }

        grooming = app.child(name: "grooming")
        grooming.register(lifetime: .persistent) { r in AppointmentBook(registry: try r.tryResolve()) }
            .implements(Scheduling.self)
    }

    /// What `verify` needs to build the registrations that take runtime arguments.
    static var arguments: VerificationArguments {
        var supplied = VerificationArguments()
        supplied.add(Visit.self, arguments: "Mimi")
        return supplied
    }

    /// The clinic's dependency graph: every feature verified while recording, so every edge is seen.
    func graph() -> DependencyGraph {
        app.recordsDependencies = true
        for feature in [surgery, grooming] { _ = feature.verify(arguments: Self.arguments) }
        return app.dependencyGraph()
    }
}

/// verify(), the trace printer and the dependency graph, on the pet clinic.
enum DiagnosticsStory {
    static func run() {
        scene("Diagnostics: verify, trace and the dependency graph")
        let clinic = PetClinic()
        print("surgery.verify(arguments: PetClinic.arguments):")
        print(clinic.surgery.verify(arguments: PetClinic.arguments))

        print("\nthe app alone cannot schedule: only its features register a Scheduling")
        let report = clinic.app.verify()
        print("app.verify(): failures \(report.failures.count), skipped \(report.skipped.count)")
        for failure in report.failures {
            print("  \(failure.entry?.key ?? "-"): \(failure.error.kind)")
        }

        print("\na front desk written with the trapping r.resolve(), and no schedule: verify() still reports it")
        let desk = DependencyResolver(name: "front desk")
        desk.register { Vet(name: "Dr. Rivera") }
        desk.register { r in Receptionist(schedule: r.resolve(), vet: r.resolve()) }
        let deskReport = desk.verify()
        print("desk.verify(): verified \(deskReport.verified.count), failures \(deskReport.failures.count)")
        for failure in deskReport.failures {
            print("  \(failure.entry?.key ?? "-"): \(failure.error.kind)")
        }

        print("\nsurgery.trace = TracePrinter().handler, then resolve(arguments:) as Visit for Mimi and Franky:")
        clinic.surgery.trace = TracePrinter { print(indented($0)) }.handler
        _ = clinic.surgery.resolve(Visit.self, arguments: "Mimi")
        _ = clinic.surgery.resolve(Visit.self, arguments: "Franky")
        clinic.surgery.trace = nil

        let graph = clinic.graph()
        let edges = graph.edges.count
        print("\nthe graph: \(graph.containers.count) containers, \(edges) dependencies seen")
        print("draw it with: swift run PetOwner --graph dot | dot -Tsvg > clinic.svg")
    }

    private static func indented(_ text: String) -> String {
        text.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
    }
}
