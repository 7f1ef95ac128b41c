import HierResolver
import Hummingbird
import Logging

// The pets feature: its module registers what its routes use; its routes resolve through `root`,
// which is the request's container under `RequestScope` and the app container without it.

/// Reads and changes the clinic's pets for one request.
struct PetService {
    let store: PetStore
    let logger: Logger

    func list() async -> [Pet] { await store.all() }
}

/// The pets feature's registrations.
struct PetsModule: DependencyRegister {
    func registerDependencies(container: Resolver) {
        // Ephemeral: built from the container the handler resolves from, the request's.
        container.register(lifetime: .ephemeral) { r in PetService(store: r.resolve(), logger: r.resolve()) }
    }
}

/// The body of `GET /pets`.
struct PetList: ResponseEncodable {
    let pets: [Pet]
}

/// The body of `POST /pets`.
struct NewPet: Decodable {
    let name: String
    let species: String
}

/// What `POST /pets` answers: the pet is added when the request's unit of work commits.
struct Accepted: ResponseEncodable {
    let name: String
}

/// Lists the pets; built per request, so its property resolves from the request's container.
struct ListPets {
    @Injected var pets: PetService

    func callAsFunction() async -> PetList { PetList(pets: await pets.list()) }
}

enum PetsRoutes {
    /// Adds the feature's reading routes to `group`.
    static func addReads<Context: RequestContext>(to group: RouterGroup<Context>) {
        group.get { _, _ in await ListPets()() }
    }

    /// Adds the feature's writing routes to `group`, which must give each request a container with
    /// a unit of work (`RequestScope`).
    static func addWrites<Context: RequestContext>(to group: RouterGroup<Context>) {
        group.post { request, context -> EditedResponse<Accepted> in
            let new = try await request.decode(as: NewPet.self, context: context)
            // `try`: a request that outlives the server's drain limit finds its container shut down.
            let unit: UnitOfWork = try DependencyResolver.root.tryResolve()
            unit.add(name: new.name, species: new.species)
            try unit.complete()
            return EditedResponse(status: .created, response: Accepted(name: new.name))
        }
    }
}
