import Dispatch
import Foundation
import HierResolverSwinject

// Shared fixtures for the behaviour-by-behaviour port of Swinject 2.10.0's test suite.
// Every name carries a `Port` prefix so it cannot collide with the host test module's own types.

// MARK: - Pets, food and people

protocol PortAnimal {
    var name: String? { get set }
}

class PortCat: PortAnimal {
    var name: String?
    var sleeping = false
    var favoriteFood: PortFood?

    init() {}
    init(name: String) { self.name = name }
    init(name: String, sleeping: Bool) {
        self.name = name
        self.sleeping = sleeping
    }
}

final class PortSiamese: PortCat {}

final class PortDog: PortAnimal {
    var name: String?
    init() {}
    init(name: String) { self.name = name }
}

struct PortTurtle: PortAnimal {
    var name: String?
}

protocol PortFood {}
final class PortSushi: PortFood {}

protocol PortPerson {}

final class PortPetOwner: PortPerson {
    var pet: PortAnimal?
    var favoriteFood: PortFood?

    init() {}
    init(pet: PortAnimal) { self.pet = pet }

    func adopt(_ animal: PortAnimal) { pet = animal }
}

/// Extra protocols a dog can be forwarded to.
protocol PortGuardDog {}
protocol PortHerdingDog {}
protocol PortRescueDog {}
extension PortDog: PortGuardDog, PortHerdingDog, PortRescueDog {}

/// Plain reference types used where only identity matters.
final class PortWidget {}
final class PortGadget {}

// MARK: - Circular graphs: two nodes

protocol PortParentNode: AnyObject {}
protocol PortChildNode: AnyObject {}

final class PortParent: PortParentNode {
    var child: PortChildNode?
    init() {}
    init(child: PortChildNode) { self.child = child }
}

final class PortChild: PortChildNode {
    weak var parent: PortParentNode?
}

// MARK: - Circular graphs: four nodes (w -> x -> y -> z, with back references)

protocol PortNodeW: AnyObject {}
protocol PortNodeX: AnyObject {}
protocol PortNodeY: AnyObject {}
protocol PortNodeZ: AnyObject {}

final class PortW: PortNodeW {
    var x: PortNodeX?
    init() {}
    init(x: PortNodeX) { self.x = x }
}

final class PortX: PortNodeX {
    var y: PortNodeY?
    init() {}
    init(y: PortNodeY) { self.y = y }
}

final class PortY: PortNodeY {
    weak var w: PortNodeW?
    var z: PortNodeZ?
    init() {}
    init(z: PortNodeZ) { self.z = z }
}

final class PortZ: PortNodeZ {
    weak var x: PortNodeX?
    weak var y: PortNodeY?
}

/// A Y node that only points weakly back at an X node.
final class PortYWithWeakX: PortNodeY {
    weak var x: PortNodeX?
}

// MARK: - Lazy graph identifiers

protocol PortLazyTarget: AnyObject {}
final class PortLazyTargetImpl: PortLazyTarget {}

protocol PortLazyHolder: AnyObject {
    var lazyTarget: Lazy<PortLazyTarget> { get }
}
protocol PortLazySingleton {
    var lazyTarget: Lazy<PortLazyTarget> { get }
}

final class PortLazyHolderImpl: PortLazyHolder, PortLazySingleton {
    let lazyTarget: Lazy<PortLazyTarget>
    init(lazyTarget: Lazy<PortLazyTarget>) { self.lazyTarget = lazyTarget }
}

protocol PortLazyPair {
    var first: PortLazyHolder { get }
    var second: PortLazyHolder { get }
}

final class PortLazyPairImpl: PortLazyPair {
    let first: PortLazyHolder
    let second: PortLazyHolder
    init(first: PortLazyHolder, second: PortLazyHolder) {
        self.first = first
        self.second = second
    }
}

// MARK: - Lazy / Provider graph: a company, a worker and a client

final class PortClient {}

final class PortWorker {
    let client: PortClient
    let lazyClient: Lazy<PortClient>
    let clientProvider: Provider<PortClient>
    var company: PortCompany?

    init(client: PortClient, lazyClient: Lazy<PortClient>, clientProvider: Provider<PortClient>) {
        self.client = client
        self.lazyClient = lazyClient
        self.clientProvider = clientProvider
    }
}

final class PortCompany {
    let client: PortClient
    let lazyClient: Lazy<PortClient>
    let clientProvider: Provider<PortClient>
    let worker: PortWorker
    let lazyWorker: Lazy<PortWorker>
    let workerProvider: Provider<PortWorker>

    init(
        client: PortClient,
        lazyClient: Lazy<PortClient>,
        clientProvider: Provider<PortClient>,
        worker: PortWorker,
        lazyWorker: Lazy<PortWorker>,
        workerProvider: Provider<PortWorker>
    ) {
        self.client = client
        self.lazyClient = lazyClient
        self.clientProvider = clientProvider
        self.worker = worker
        self.lazyWorker = lazyWorker
        self.workerProvider = workerProvider
    }
}

/// Registers client, worker and company, all in one scope. Outside the transient scope the
/// worker points back at its company through `initCompleted`.
final class PortStaffingAssembly: Assembly {
    let scope: ObjectScope
    /// The workers given a company, whose cycles `breakCycles()` breaks when a test ends.
    private var completed: [PortWorker] = []

    init(scope: ObjectScope) { self.scope = scope }

    /// Lets each worker go of its company, so that the company and the worker can be released.
    func breakCycles() {
        for worker in completed { worker.company = nil }
        completed = []
    }

    func assemble(container: Container) {
        let scope = self.scope
        container.register(PortClient.self) { _ in PortClient() }
            .inObjectScope(scope)

        container.register(PortWorker.self) { r in
            PortWorker(
                client: r.resolve(PortClient.self)!,
                lazyClient: r.resolve(Lazy<PortClient>.self)!,
                clientProvider: r.resolve(Provider<PortClient>.self)!
            )
        }
        .initCompleted { r, worker in
            if scope !== ObjectScope.transient {
                worker.company = r.resolve(PortCompany.self)
                self.completed.append(worker)
            }
        }
        .inObjectScope(scope)

        container.register(PortCompany.self) { r in
            PortCompany(
                client: r.resolve(PortClient.self)!,
                lazyClient: r.resolve(Lazy<PortClient>.self)!,
                clientProvider: r.resolve(Provider<PortClient>.self)!,
                worker: r.resolve(PortWorker.self)!,
                lazyWorker: r.resolve(Lazy<PortWorker>.self)!,
                workerProvider: r.resolve(Provider<PortWorker>.self)!
            )
        }
        .inObjectScope(scope)
    }
}

// MARK: - Assemblies

let portAssemblyCatName = "Tom"
let portLoadAwareCatName = "Felix"

final class PortAnimalAssembly: Assembly {
    func assemble(container: Container) {
        container.register(PortAnimal.self) { _ in PortCat(name: portAssemblyCatName) }
    }
}

final class PortFoodAssembly: Assembly {
    func assemble(container: Container) {
        container.register(PortFood.self) { _ in PortSushi() }
    }
}

final class PortPetOwnerAssembly: Assembly {
    func assemble(container: Container) {
        container.register(PortPetOwner.self) { r in
            let owner = PortPetOwner()
            owner.pet = r.resolve(PortAnimal.self)
            owner.favoriteFood = r.resolve(PortFood.self)
            return owner
        }
    }
}

/// Registers the container itself, so a test can get at the container an Assembler built.
final class PortContainerExposingAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Container.self) { _ in container }
    }
}

/// Registers a cat and runs a callback from `loaded(resolver:)`.
final class PortLoadAwareAssembly: Assembly {
    private let whenLoaded: (Resolver) -> Void
    private(set) var didLoad = false

    init(whenLoaded: @escaping (Resolver) -> Void) { self.whenLoaded = whenLoaded }

    func assemble(container: Container) {
        container.register(PortAnimal.self) { _ in PortCat(name: portLoadAwareCatName) }
    }

    func loaded(resolver: Resolver) {
        whenLoaded(resolver)
        didLoad = true
    }
}

// MARK: - Behaviors, storages, options

/// A Behavior that records every registration it is told about.
final class PortBehaviorRecorder: Behavior {
    private(set) var entries: [AnyObject] = []
    private(set) var names: [String?] = []
    private(set) var types: [Any.Type] = []

    func container<Type, Service>(
        _ container: Container,
        didRegisterType type: Type.Type,
        toService entry: ServiceEntry<Service>,
        withName name: String?
    ) {
        entries.append(entry)
        names.append(name)
        types.append(type)
    }
}

/// The simplest InstanceStorage: one slot, graph identifiers ignored.
final class PortSlotStorage: InstanceStorage {
    var instance: Any?
    init() {}
}

/// An InstanceStorage that never keeps anything but remembers which graphs it was asked about.
final class PortGraphRecordingStorage: InstanceStorage {
    var instance: Any?
    private(set) var graphsWritten: [GraphIdentifier] = []
    private(set) var graphsRead: [GraphIdentifier] = []

    func setInstance(_: Any?, inGraph graph: GraphIdentifier) {
        graphsWritten.append(graph)
    }

    func instance(inGraph graph: GraphIdentifier) -> Any? {
        graphsRead.append(graph)
        return nil
    }
}

/// A ServiceKeyOption carrying a single number.
struct PortNumberOption: ServiceKeyOption {
    let number: Int

    func isEqualTo(_ another: ServiceKeyOption) -> Bool {
        (another as? PortNumberOption)?.number == number
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(number)
    }

    var description: String { "PortNumberOption(\(number))" }
}

// MARK: - Owners and cats that eat

/// A cat that likes some food, and a person who owns the cat and likes some food too.
/// The food registration is left to each test so it can pick the food's scope.
func portRegisterOwnerAndCatThatBothEat(in container: Container) {
    container.register(PortAnimal.self) { r in
        let cat = PortCat()
        cat.favoriteFood = r.resolve(PortFood.self)
        return cat
    }
    container.register(PortPerson.self) { r in
        let owner = PortPetOwner(pet: r.resolve(PortAnimal.self)!)
        owner.favoriteFood = r.resolve(PortFood.self)
        return owner
    }
}

func portFoods(of person: PortPerson?) -> (owner: PortSushi?, cat: PortSushi?) {
    let owner = person as? PortPetOwner
    let cat = owner?.pet as? PortCat
    return (owner?.favoriteFood as? PortSushi, cat?.favoriteFood as? PortSushi)
}
