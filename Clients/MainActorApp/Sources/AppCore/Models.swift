// The app's model types. The target's default isolation is MainActor, so each of them (and each
// conformance written here) is on the main actor unless it says otherwise.

/// Where the pet list's names come from; tests and child containers substitute their own.
public protocol PetRepository: AnyObject {
    func allPets() -> [String]
    func add(_ pet: String)
}

final class HTTPClient {
    let host: String
    init(host: String) { self.host = host }
}

/// The database behind `RemotePetRepository`, registered as a persistent instance.
public final class Database {
    /// The database's name: "real" as `PetsModule` registers it.
    public let name: String
    /// Makes a database with the given name.
    public init(name: String) { self.name = name }
}

/// The production repository that `PetsModule` registers: it starts with Mimi and Rex.
public final class RemotePetRepository: PetRepository {
    let client: HTTPClient
    /// The database this repository was built with.
    public let database: Database
    private var pets = ["Mimi", "Rex"]

    init(client: HTTPClient, database: Database) {
        self.client = client
        self.database = database
    }

    /// Returns the pets' names in the order they were added.
    public func allPets() -> [String] { pets }
    /// Appends a pet's name to the list.
    public func add(_ pet: String) { pets.append(pet) }
}

/// A repository that holds only the pets it is given, for overriding `PetRepository`.
public final class InMemoryPetRepository: PetRepository {
    private var pets: [String]
    /// Makes a repository holding `pets`.
    public init(pets: [String] = []) { self.pets = pets }
    /// Returns the pets' names in the order they were added.
    public func allPets() -> [String] { pets }
    /// Appends a pet's name to the list.
    public func add(_ pet: String) { pets.append(pet) }
}

protocol Syncing {
    var endpoint: String { get }
}

final class HTTPSync: Syncing {
    let endpoint: String
    init(baseURL: String) { endpoint = baseURL }
    init(host: String, port: Int) { endpoint = "http://\(host):\(port)" }
}

final class Uploader {
    let sync: Syncing
    let client: HTTPClient

    init(sync: Syncing, client: HTTPClient) {
        self.sync = sync
        self.client = client
    }
}

struct DateFormat {
    let pattern: String
}

enum DateStyle: String {
    case iso
    case us
}

protocol Fetching: AnyObject {}
protocol Updating: AnyObject {}

/// One service that fetches and updates: registered once, served as `Fetching` and `Updating`.
final class CombinedService: Fetching, Updating {
    var author = ""
    var vet = ""
    init() {}
}

/// A feature's persistent state, closed when its container lets go of it.
final class Basket {
    let feature: String
    private(set) var closed = false
    init(feature: String) { self.feature = feature }
    func close() { closed = true }
}

/// The signed-in user's session; the profile view models greet its user.
public final class Session {
    /// The name of the session's user.
    public let user: String
    /// Makes a session for `user`.
    public init(user: String) { self.user = user }
}

final class Clock {
    let label: String
    init(label: String) { self.label = label }
}

struct Configuration {
    let path: String

    init(loading path: String) throws {
        guard !path.isEmpty else { throw ConfigurationMissing() }
        self.path = path
    }
}

struct ConfigurationMissing: Error {}

struct NoteHeader {
    let title: String
    let pinned: Bool
    let folder: String?
}

/// Never registered: resolves of it find nothing.
final class Unregistered {}

final class AdoptionFlow {
    init() {}
}

final class Theme {
    var accent: String
    init(accent: String) { self.accent = accent }
}

/// Where the app keeps its current theme: the storage behind a registration with a storer.
final class ThemeStore {
    var theme = Theme(accent: "green")
    init() {}
}
