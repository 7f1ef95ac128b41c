import HierResolverSwinject
import Testing

@Suite("Swinject's registration and resolve spellings")
struct SwinjectSpellingTests {
    @Test("autoregister with a name and a scope")
    func autoregisterWithNameAndScope() {
        let container = Container()
        container.autoregister(Session.self, initializer: Session.init).inObjectScope(.container)
        container.autoregister(Animal.self, name: "mimi", initializer: { Cat(name: "Mimi") })
        container.autoregister(Animal.self, initializer: { Cat(name: "Tom") })
        container.autoregister(Owner.self, name: PetName.mimi.rawValue, initializer: Owner.init(pet:session:))
            .inObjectScope(.transient)

        #expect(container.resolve(Session.self) === container.resolve(Session.self))
        #expect(container.resolve(Animal.self, name: "mimi").name == "Mimi")
        let owner = container.resolve(Owner.self, name: "mimi")
        #expect(owner.session === container.resolve(Session.self))
        #expect(owner.pet.name == "Tom")
        #expect(owner !== container.resolve(Owner.self, name: PetName.mimi.rawValue))
    }

    @Test("name: takes a String value, an optional one and a String-backed enum's raw value, as Swinject's does")
    func namesFromStrings() {
        let container = Container()
        let key = PetName.tom.rawValue
        let none: String? = nil
        container.register(Animal.self, name: key) { _ in Cat(name: "Tom") }
        container.register(Animal.self, name: PetName.mimi.rawValue) { _ in Cat(name: "Mimi") }
        container.register(Animal.self, name: none) { _ in Cat(name: "Unnamed") }
        container.register(Animal.self, name: "pair") { (_, first: String, second: String) in Cat(name: first + second)
        }

        #expect(container.resolve(Animal.self, name: PetName.tom.rawValue).name == "Tom")
        #expect(container.resolve(Animal.self, name: "tom-cat").name == "Tom")
        #expect(container.resolve(Animal.self, name: PetName.mimi.rawValue).name == "Mimi")
        #expect(container.resolve(Animal.self, name: none).name == "Unnamed")
        #expect(container.resolve(Animal.self).name == "Unnamed")
        let pair: String? = "pair"
        #expect(container.resolve(Animal.self, name: pair, arguments: "a", "b").name == "ab")
    }

    @Test("a factory receiving the resolver and an argument, resolved with argument:")
    func argumentFactory() {
        let container = Container()
        container.register(Animal.self) { (_, name: String) in Cat(name: name) }
        container.register(Animal.self, name: "pair") { (_, first: String, second: String) in
            Cat(name: first + second)
        }

        container.register(Animal.self, name: "inferred") { _, name in Cat(name: name) }

        #expect(container.resolve(Animal.self, argument: "Mimi").name == "Mimi")
        #expect(container.resolve(Animal.self, name: "inferred", argument: "Tom").name == "Tom")
        #expect(container.resolve(Animal.self, name: "pair", arguments: "a", "b").name == "ab")
    }

    @Test("resolving an unregistered name fails with a message naming it and what is registered")
    func unregisteredName() {
        let container = Container()
        container.register(Animal.self, name: "mimi") { _ in Cat(name: "Mimi") }
        let asked = "tom"

        #expect {
            _ = try container.tryResolve(Animal.self, name: Variant(asked))
        } throws: { error in
            let message = "\(error)"
            return message.contains("No registration for `HierResolverSwinjectTests.Animal` (variant \"tom\")")
                && message.contains("Near misses:") && message.contains("(variant \"mimi\")")
        }
    }

    @MainActor
    @Test("a @MainActor initializer can be autoregistered and resolved on the main actor")
    func mainActorInitializer() {
        let container = Container()
        container.autoregister(Session.self, initializer: Session.init).inObjectScope(.container)
        container.autoregister(PetListViewModel.self, initializer: PetListViewModel.init)
        #expect(container.resolve(PetListViewModel.self).session === container.resolve(Session.self))
    }
}

/// Registers a `@MainActor` initializer from code that is not on the main actor.
private func registerOffTheMainActor(_ container: Container) {
    container.autoregister(PetListViewModel.self, name: "off", initializer: PetListViewModel.init)
}

/// Registers a `@MainActor` initializer from main-actor code.
@MainActor private func registerOnTheMainActor(_ container: Container) {
    container.autoregister(PetListViewModel.self, name: "on", initializer: PetListViewModel.init)
}

@Suite("@MainActor initializers registered with autoregister")
struct MainActorAutoregisterTests {
    @Test("registered from main-actor code, it is a @MainActor registration all the same")
    func mainActorInitializerRegisteredOnTheMainActor() async {
        let container = Container()
        container.autoregister(Session.self, initializer: Session.init).inObjectScope(.container)
        await registerOnTheMainActor(container)
        #expect {
            _ = try container.tryResolve(PetListViewModel.self, name: "on")
        } throws: { error in
            (error as? DependencyError)?.kind == .isolation
        }
        let model = await container.async.resolve(PetListViewModel.self, name: "on")
        #expect(model.session === container.resolve(Session.self))
    }

    @Test("registered off the main actor, it builds on the main actor and fails synchronously elsewhere")
    func mainActorInitializerOffTheMainActor() async {
        let container = Container()
        container.autoregister(Session.self, initializer: Session.init).inObjectScope(.container)
        registerOffTheMainActor(container)

        let model = await container.async.resolve(PetListViewModel.self, name: "off")
        let session = container.resolve(Session.self)
        #expect(model.session === session)
        #expect {
            _ = try container.tryResolve(PetListViewModel.self, name: "off")
        } throws: { error in
            (error as? DependencyError)?.kind == .isolation
        }
    }
}

private protocol Fetching: AnyObject {}
private protocol Updating: AnyObject {}
private protocol Logging: AnyObject {}
private final class Combined: Fetching, Updating, Logging {}

private final class Station {
    var sensor: Sensor?
}

private final class Sensor {
    weak var station: Station?
}

@Suite("Swinject's registration options")
struct ServiceEntrySpellingTests {
    @Test("initCompleted completes the instance, and a cycle through it gets the same instance")
    func initCompleted() {
        let container = Container()
        container.register(Station.self) { _ in Station() }
            .initCompleted { r, station in station.sensor = r.resolve(Sensor.self) }
        container.register(Sensor.self) { _ in Sensor() }
            .initCompleted { r, sensor in sensor.station = r.resolve(Station.self) }

        let station = container.resolve(Station.self)
        #expect(station.sensor?.station === station)
    }

    @Test("implements with several types serves one instance as each")
    func implementsSeveral() {
        let container = Container()
        container.register(Combined.self) { _ in Combined() }
            .inObjectScope(.container)
            .implements(Fetching.self, Updating.self, Logging.self)

        let combined = container.resolve(Combined.self)
        #expect(container.resolve(Fetching.self) === combined)
        #expect(container.resolve(Updating.self) === combined)
        #expect(container.resolve(Logging.self) === combined)
    }

    @Test("synchronize() is the container itself")
    func synchronize() {
        let container = Container()
        #expect(container.synchronize() === container)
    }
}
