import HierResolverSwinject
import Testing

@Suite("Swinject's registration and resolve spellings")
struct SwinjectSpellingTests {
    @Test("autoregister with a name and a scope")
    func autoregisterWithNameAndScope() throws {
        let container = Container()
        container.autoregister(Session.self, initializer: Session.init).inObjectScope(.container)
        container.autoregister(Animal.self, name: "mimi", initializer: { Cat(name: "Mimi") })
        container.autoregister(Animal.self, initializer: { Cat(name: "Tom") })
        container.autoregister(Owner.self, name: PetName.mimi.rawValue, initializer: Owner.init(pet:session:))
            .inObjectScope(.transient)

        #expect(container.resolve(Session.self)! === container.resolve(Session.self))
        #expect(container.resolve(Animal.self, name: "mimi")?.name == "Mimi")
        let owner = try #require(container.resolve(Owner.self, name: "mimi"))
        #expect(owner.session === container.resolve(Session.self))
        #expect(owner.pet.name == "Tom")
        #expect(owner !== container.resolve(Owner.self, name: PetName.mimi.rawValue)!)
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

        #expect(container.resolve(Animal.self, name: PetName.tom.rawValue)?.name == "Tom")
        #expect(container.resolve(Animal.self, name: "tom-cat")?.name == "Tom")
        #expect(container.resolve(Animal.self, name: PetName.mimi.rawValue)?.name == "Mimi")
        #expect(container.resolve(Animal.self, name: none)?.name == "Unnamed")
        #expect(container.resolve(Animal.self)?.name == "Unnamed")
        let pair: String? = "pair"
        #expect(container.resolve(Animal.self, name: pair, arguments: "a", "b")?.name == "ab")
    }

    @Test("a factory receiving the resolver and an argument, resolved with argument:")
    func argumentFactory() {
        let container = Container()
        container.register(Animal.self) { (_, name: String) in Cat(name: name) }
        container.register(Animal.self, name: "pair") { (_, first: String, second: String) in
            Cat(name: first + second)
        }

        container.register(Animal.self, name: "inferred") { _, name in Cat(name: name) }

        #expect(container.resolve(Animal.self, argument: "Mimi")?.name == "Mimi")
        #expect(container.resolve(Animal.self, name: "inferred", argument: "Tom")?.name == "Tom")
        #expect(container.resolve(Animal.self, name: "pair", arguments: "a", "b")?.name == "ab")
    }

    @Test("registering a type and name again replaces the earlier registration, and drops its kept instance")
    func registeringAgainReplaces() throws {
        let container = Container()
        container.register(Animal.self) { _ in Cat(name: "Mimi") }.inObjectScope(.container)
        container.register(Animal.self, name: "pet") { _ in Cat(name: "Named Mimi") }
        container.register(Animal.self) { (_, name: String) in Cat(name: name) }
        weak var replaced: Cat?
        do {
            let mimi = try #require(container.resolve(Animal.self) as? Cat)
            #expect(mimi.name == "Mimi")
            #expect(container.resolve(Animal.self) === mimi)
            replaced = mimi
        }
        #expect(replaced != nil)  // kept by the .container registration

        container.register(Animal.self) { _ in Cat(name: "Tom") }.inObjectScope(.container)
        #expect(replaced == nil)  // the replaced registration's instance is gone
        let tom = try #require(container.resolve(Animal.self))
        #expect(tom.name == "Tom")
        #expect(container.resolve(Animal.self) === tom)
        // Only that key is replaced: the named one and the one with an argument stay.
        #expect(container.resolve(Animal.self, name: "pet")?.name == "Named Mimi")
        #expect(container.resolve(Animal.self, argument: "Felix")?.name == "Felix")

        container.register(Animal.self, name: "pet") { _ in Cat(name: "Named Tom") }
        container.register(Animal.self) { (_, name: String) in Cat(name: name.uppercased()) }
        container.autoregister(Session.self, initializer: Session.init)
        container.autoregister(Session.self, initializer: Session.init).inObjectScope(.container)
        #expect(container.resolve(Animal.self, name: "pet")?.name == "Named Tom")
        #expect(container.resolve(Animal.self, argument: "Felix")?.name == "FELIX")
        #expect(container.resolve(Session.self)! === container.resolve(Session.self))
    }

    @Test("a child's registration of a key its parent registers overrides it for the child only")
    func childOverridesParent() {
        let parent = Container()
        parent.register(Animal.self) { _ in Cat(name: "Mimi") }
        let child = Container(parent: parent)
        child.register(Animal.self) { _ in Cat(name: "Tom") }
        #expect(child.resolve(Animal.self)?.name == "Tom")
        #expect(parent.resolve(Animal.self)?.name == "Mimi")
    }

    @Test("resolving an unregistered type, name or argument type returns nil")
    func missesAreNil() {
        let container = Container()
        container.register(Animal.self, name: "mimi") { _ in Cat(name: "Mimi") }
        container.register(Animal.self) { (_, name: String) in Cat(name: name) }

        #expect(container.resolve(Animal.self, name: "tom") == nil)
        #expect(container.resolve(Animal.self) == nil)
        #expect(container.resolve(Animal.self, argument: 7) == nil)
        #expect(container.resolve(Animal.self, name: "mimi", argument: "Tom") == nil)
        #expect(container.resolve(Session.self) == nil)
        // The message each of these sends to `Container.loggingFunction` is checked in
        // LoggingTests.swift ("Swinject logging").
    }

    @MainActor
    @Test("a @MainActor initializer can be autoregistered and resolved on the main actor")
    func mainActorInitializer() throws {
        let container = Container()
        container.autoregister(Session.self, initializer: Session.init).inObjectScope(.container)
        container.autoregister(PetListViewModel.self, initializer: PetListViewModel.init)
        let model = try #require(container.resolve(PetListViewModel.self))
        #expect(model.session === container.resolve(Session.self))
    }
}

/// Registers a `@MainActor` initializer in the core container, from code that is not on the main actor.
private func registerOffTheMainActor(_ container: Container) {
    container.dependencyResolver.autoregister(PetListViewModel.self, variant: "off", initializer: PetListViewModel.init)
}

/// Registers a `@MainActor` initializer in the core container, from main-actor code.
@MainActor private func registerOnTheMainActor(_ container: Container) {
    container.dependencyResolver.autoregister(PetListViewModel.self, variant: "on", initializer: PetListViewModel.init)
}

@Suite("@MainActor initializers registered in the core container")
struct MainActorAutoregisterTests {
    @Test("the core's async resolve builds it on the main actor with the Container's .container instance")
    func asyncResolveSharesTheContainersInstance() async throws {
        let container = Container()
        container.autoregister(Session.self, initializer: Session.init).inObjectScope(.container)
        await registerOnTheMainActor(container)
        registerOffTheMainActor(container)

        let on = try await container.dependencyResolver.async.tryResolve(PetListViewModel.self, variant: "on")
        let off = try await container.dependencyResolver.async.tryResolve(PetListViewModel.self, variant: "off")
        let session = try #require(container.resolve(Session.self))
        #expect(on.session === session)
        #expect(off.session === session)
        // The Swinject names are the core's variants.
        #expect(container.hasAnyRegistration(of: PetListViewModel.self, name: "on"))
        #expect(container.hasAnyRegistration(of: PetListViewModel.self, name: "off"))
    }

    @Test("off the main actor, the Container's synchronous resolve returns nil instead of building it there")
    func containerResolveOffTheMainActorIsNil() async {
        let container = Container()
        container.autoregister(Session.self, initializer: Session.init).inObjectScope(.container)
        await registerOnTheMainActor(container)
        registerOffTheMainActor(container)

        #expect(container.resolve(PetListViewModel.self, name: "on") == nil)
        #expect(container.resolve(PetListViewModel.self, name: "off") == nil)
    }

    @MainActor
    @Test("on the main actor, the Container's synchronous resolve builds it")
    func containerResolveOnTheMainActor() throws {
        let container = Container()
        container.autoregister(Session.self, initializer: Session.init).inObjectScope(.container)
        registerOnTheMainActor(container)
        let model = try #require(container.resolve(PetListViewModel.self, name: "on"))
        #expect(model.session === container.resolve(Session.self))
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
    func initCompleted() throws {
        let container = Container()
        container.register(Station.self) { _ in Station() }
            .initCompleted { r, station in station.sensor = r.resolve(Sensor.self) }
        container.register(Sensor.self) { _ in Sensor() }
            .initCompleted { r, sensor in sensor.station = r.resolve(Station.self) }

        let station = try #require(container.resolve(Station.self))
        #expect(station.sensor != nil)
        #expect(station.sensor?.station === station)
    }

    @Test("implements with several types serves one instance as each")
    func implementsSeveral() throws {
        let container = Container()
        container.register(Combined.self) { _ in Combined() }
            .inObjectScope(.container)
            .implements(Fetching.self, Updating.self, Logging.self)

        let combined = try #require(container.resolve(Combined.self))
        #expect(container.resolve(Fetching.self) === combined)
        #expect(container.resolve(Updating.self) === combined)
        #expect(container.resolve(Logging.self) === combined)
    }

    @Test("synchronize() is a view of the container: its registrations, both ways, and a new view each call")
    func synchronize() throws {
        let container = Container()
        container.register(PortAnimal.self) { _ in PortCat() }
        let view = try #require(container.synchronize() as? Container)
        #expect(view !== container)
        #expect(view.dependencyResolver === container.dependencyResolver)
        #expect(view.resolve(PortAnimal.self) is PortCat)
        view.register(PortDog.self) { _ in PortDog() }
        #expect(container.resolve(PortDog.self) != nil)
        #expect((view.synchronize() as? Container) !== view)
    }
}
