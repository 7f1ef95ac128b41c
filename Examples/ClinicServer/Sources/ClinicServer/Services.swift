import Foundation
import HierResolver
import Logging
import Synchronization

// The app's long-lived services: one of each for the whole process, kept by the app container.

/// A pet the clinic knows.
struct Pet: Codable, Sendable, Equatable {
    let id: Int
    let name: String
    let species: String
}

/// The clinic's records. One for the app; requests change it only through a unit of work.
actor PetStore {
    private var pets: [Int: Pet] = [
        1: Pet(id: 1, name: "Mimi", species: "cat"),
        2: Pet(id: 2, name: "Rex", species: "dog"),
    ]
    private var nextID = 3

    /// Every pet, by id.
    func all() -> [Pet] { pets.values.sorted { $0.id < $1.id } }

    /// Adds every pet in `names`, all or none: a name already taken refuses the lot.
    func insert(_ added: [(name: String, species: String)]) throws -> [Pet] {
        let taken = Set(pets.values.map(\.name))
        if let clash = added.first(where: { taken.contains($0.name) }) { throw NameTaken(name: clash.name) }
        return added.map { entry in
            defer { nextID += 1 }
            let pet = Pet(id: nextID, name: entry.name, species: entry.species)
            pets[pet.id] = pet
            return pet
        }
    }
}

/// What the store says when a name is taken.
struct NameTaken: Error, CustomStringConvertible {
    let name: String
    var description: String { "a pet named \(name) is already registered" }
}

/// The time, as the app reads it: one place to fake it in tests.
protocol Clock: Sendable {
    var now: Date { get }
}

/// The system's clock.
struct SystemClock: Clock {
    var now: Date { Date() }
}

/// What the server counts, for `GET /stats`: the load test checks that every request's container
/// was shut down and every unit of work ended.
final class Counters: Sendable {
    let containersMade = Atomic<Int>(0)
    let containersShutDown = Atomic<Int>(0)
    let committed = Atomic<Int>(0)
    let rolledBack = Atomic<Int>(0)
    let teardownErrors = Atomic<Int>(0)

    /// The counters as a JSON object.
    var json: String {
        let made = containersMade.load(ordering: .relaxed)
        let shutDown = containersShutDown.load(ordering: .relaxed)
        return """
            {"containersMade":\(made),"containersShutDown":\(shutDown),"live":\(made - shutDown),\
            "committed":\(committed.load(ordering: .relaxed)),"rolledBack":\(rolledBack.load(ordering: .relaxed)),\
            "teardownErrors":\(teardownErrors.load(ordering: .relaxed))}
            """
    }
}

/// The app's services: registered once, into the app container.
struct AppModule: DependencyRegister {
    let logLevel: Logger.Level

    func registerDependencies(container: Resolver) {
        container.register(lifetime: .persistent) { PetStore() }
        container.register(lifetime: .persistent) { Counters() }
        container.register(lifetime: .persistent) { SystemClock() as any Clock }
        container.register(lifetime: .persistent) { [logLevel] in
            var logger = Logger(label: "clinic")
            logger.logLevel = logLevel
            return logger
        }
    }
}
