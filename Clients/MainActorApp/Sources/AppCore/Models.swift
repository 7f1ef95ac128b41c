// The app's model types. The target's default isolation is MainActor, so each of them (and each
// conformance written here) is on the main actor unless it says otherwise.

public protocol PetRepository: AnyObject {
    func allPets() -> [String]
    func add(_ pet: String)
}

public final class HTTPClient {
    public let host: String
    public init(host: String) { self.host = host }
}

public final class Database {
    public let name: String
    public init(name: String) { self.name = name }
}

public final class RemotePetRepository: PetRepository {
    public let client: HTTPClient
    public let database: Database
    private var pets = ["Mimi", "Rex"]

    public init(client: HTTPClient, database: Database) {
        self.client = client
        self.database = database
    }

    public func allPets() -> [String] { pets }
    public func add(_ pet: String) { pets.append(pet) }
}

public final class InMemoryPetRepository: PetRepository {
    private var pets: [String]
    public init(pets: [String] = []) { self.pets = pets }
    public func allPets() -> [String] { pets }
    public func add(_ pet: String) { pets.append(pet) }
}

public protocol Syncing {
    var endpoint: String { get }
}

public final class HTTPSync: Syncing {
    public let endpoint: String
    public init(baseURL: String) { endpoint = baseURL }
    public init(host: String, port: Int) { endpoint = "http://\(host):\(port)" }
}

public final class Uploader {
    public let sync: Syncing
    public let client: HTTPClient

    public init(sync: Syncing, client: HTTPClient) {
        self.sync = sync
        self.client = client
    }
}

public struct DateFormat {
    public let pattern: String
    public init(pattern: String) { self.pattern = pattern }
}

public enum DateStyle: String {
    case iso
    case us
}

public protocol Fetching: AnyObject {}
public protocol Updating: AnyObject {}

/// One service that fetches and updates: registered once, served as `Fetching` and `Updating`.
public final class CombinedService: Fetching, Updating {
    public var author = ""
    public var vet = ""
    public init() {}
}

/// A feature's persistent state, closed when its container lets go of it.
public final class Basket {
    public let feature: String
    public private(set) var closed = false
    public init(feature: String) { self.feature = feature }
    public func close() { closed = true }
}

public final class Session {
    public let user: String
    public init(user: String) { self.user = user }
}

public final class Clock {
    public let label: String
    public init(label: String) { self.label = label }
}

public struct Configuration {
    public let path: String

    public init(loading path: String) throws {
        guard !path.isEmpty else { throw ConfigurationMissing() }
        self.path = path
    }
}

public struct ConfigurationMissing: Error {}

public struct NoteHeader {
    public let title: String
    public let pinned: Bool
    public let folder: String?
}

/// Never registered: resolves of it find nothing.
public final class Unregistered {}

public final class AdoptionFlow {
    public init() {}
}

public final class Theme {
    public var accent: String
    public init(accent: String) { self.accent = accent }
}

/// Where the app keeps its current theme: the storage behind a registration with a storer.
public final class ThemeStore {
    public var theme = Theme(accent: "green")
    public init() {}
}
