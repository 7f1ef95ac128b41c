// The app's modules. Those declared here without `nonisolated` are main-actor code: their
// conformance to `DependencyRegister` is main-actor isolated, and the app installs them on the main
// actor. `ProfileModule` is `nonisolated` and registers only `@MainActor` factories, so any code may
// install it.

import HierResolver

struct NetworkModule: DependencyRegister {
    func registerDependencies(container: Resolver) {
        container.register(lifetime: .persistent) { HTTPClient(host: "pets.example") }
    }
}

/// Registers the pet list's graph: network client, database, remote repository, list and editor view models.
public struct PetsModule: DependencyRegister {
    /// Makes the module; it holds no state.
    public init() {}

    /// Installs `NetworkModule` and registers the database, the repository and the pet view models.
    public func registerDependencies(container: Resolver) {
        container.register(module: NetworkModule())
        container.persistent { Database(name: "real") }
        container.register(lifetime: .persistent) { r in
            RemotePetRepository(client: r.resolve(), database: r.resolve()) as PetRepository
        }
        // A plain closure written in main-actor code: it may call the main-actor initializer, and
        // the container runs it where it is resolved (the app resolves it on the main actor).
        container.register { r in PetListViewModel(repository: r.resolve()) }
        // A `@MainActor` factory with Resolver-style arguments: built only on the main actor.
        container.register { @MainActor (r, args) in PetEditorViewModel(editing: args(), repository: r.resolve()) }
    }
}

/// Registers view models with `@MainActor` factories only. The module itself is `nonisolated`: its
/// conformance is usable anywhere, and the factories still build on the main actor.
nonisolated public struct ProfileModule: DependencyRegister {
    /// Makes the module; it holds no state.
    public init() {}

    /// Registers the profile, settings, pet detail and pet card view models with `@MainActor` factories.
    public func registerDependencies(container: Resolver) {
        container.register { @MainActor r in ProfileViewModel(session: r.resolve()) }
        container.register(lifetime: .persistent) { @MainActor in SettingsViewModel() }
        container.register { @MainActor (name: String) in PetDetailViewModel(name: name) }
        container.register { @MainActor (name: String, age: Int) in PetCardViewModel(name: name, age: age) }
    }
}

/// A feature module: its persistent basket is closed when the feature's container goes. The
/// teardown block runs on the thread that lets the container go: in this app, the main actor.
struct CheckoutModule: DependencyRegister {
    func registerDependencies(container: Resolver) {
        container.register(lifetime: .persistent) { @MainActor r in Basket(feature: r.name ?? "?") }
            .teardown { basket in basket.close() }
    }
}

/// A `Hashable` module: installed once per distinct value.
struct ShelterModule: DependencyRegister, Hashable {
    let city: String

    func registerDependencies(container: Resolver) {
        container.register(variant: Variant(city)) { "the shelter in \(city)" }
    }
}

/// Installed by registering a factory of the module type.
struct GroomingModule: DependencyRegister {
    func registerDependencies(container: Resolver) {
        container.register(name: "grooming") { "the grooming salon" }
    }
}
