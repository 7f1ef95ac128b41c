import HierResolver
import Testing

// Registration: how register infers its key, the resolve forms (optional, tryResolve, tryOptional), the
// first registration winning, replace and remove, and what registration options report.

@Suite("Registration")
struct RegistrationTests {
    @Test("register infers the type from what the factory returns")
    func registerInfersType() {
        let app = DependencyResolver(name: "app")
        app.register { Cat(name: "Mimi") as Animal }

        let inferred: Animal = app.resolve()
        let explicit = app.resolve(Animal.self)

        #expect(inferred.name == "Mimi")
        #expect(explicit.name == "Mimi")
        #expect(app.optional(Cat.self) == nil, "only `Animal` was registered, not `Cat`")
    }

    @Test("register with an explicit type registers under that type")
    func registerWithExplicitType() {
        let app = DependencyResolver(name: "app")
        app.register(ABCServicing.self) { ABCService() }

        let service: ABCServicing = app.resolve()

        #expect(service is ABCService)
        #expect(app.resolve(ABCServicing.self) is ABCService)
        #expect(app.optional(ABCService.self) == nil, "the factory's concrete type is not a key")
    }

    @Test("a factory that receives a Resolver resolves its dependencies through it")
    func factoryWithResolver() {
        let app = DependencyResolver(name: "app")
        let session = XYZSessionService()
        app.register { session }
        app.register { r in XYZService(r.resolve()) }
        app.register(XYZService.self, variant: "explicit") { r in XYZService(r.resolve()) }

        let service: XYZService = app.resolve()
        let explicit: XYZService = app.resolve(variant: "explicit")

        #expect(service.session === session)
        #expect(explicit.session === session)
    }

    @Test("optional() is nil when nothing is registered and the value when something is")
    func optionalResolve() {
        let app = DependencyResolver(name: "app")

        let missing: Animal? = app.optional()
        #expect(missing == nil)

        app.register { Cat(name: "Mimi") as Animal }
        let present: Animal? = app.optional()
        #expect(present?.name == "Mimi")
        #expect(app.optional(Animal.self)?.name == "Mimi")
    }

    @Test("an implicitly unwrapped optional resolves through optional()")
    func implicitlyUnwrappedOptional() {
        let app = DependencyResolver(name: "app")
        app.register { Cat(name: "Mimi") as Animal }

        let pet: Animal! = app.optional()

        #expect(pet.name == "Mimi")
    }

    @Test("tryResolve returns the instance and throws notRegistered on a miss")
    func tryResolveForms() throws {
        let app = DependencyResolver(name: "app")
        app.register { Cat(name: "Mimi") as Animal }

        let pet: Animal = try app.tryResolve()
        #expect(pet.name == "Mimi")
        #expect(try app.tryResolve(Animal.self).name == "Mimi")

        let error = #expect(throws: DependencyError.self) { try app.tryResolve(Session.self) }
        #expect(error?.kind == .notRegistered)
    }

    @Test("tryOptional returns nil on a miss and the instance when registered")
    func tryOptionalForms() throws {
        let app = DependencyResolver(name: "app")

        #expect(try app.tryOptional(Animal.self) == nil)

        app.register { Cat(name: "Mimi") as Animal }
        let pet: Animal? = try app.tryOptional()
        #expect(pet?.name == "Mimi")
    }

    @Test("a factory's thrown error surfaces from tryResolve as factoryFailed with the underlying error")
    func throwingFactory() {
        let app = DependencyResolver(name: "app")
        app.register { () throws -> Session in throw FactoryError(reason: "disk full") }

        let error = #expect(throws: DependencyError.self) { try app.tryResolve(Session.self) }

        #expect(error?.kind == .factoryFailed)
        #expect(error?.underlyingError as? FactoryError == FactoryError(reason: "disk full"))
        #expect(message(of: error).contains("disk full"))
    }

    @Test("tryOptional throws a factory failure instead of returning nil")
    func tryOptionalRethrowsFactoryFailure() {
        let app = DependencyResolver(name: "app")
        app.register { () throws -> Session in throw FactoryError(reason: "disk full") }

        let error = #expect(throws: DependencyError.self) { try app.tryOptional(Session.self) }

        #expect(error?.kind == .factoryFailed)
    }

    @Test("the first registration of a key wins; a later one is ignored and traced as duplicateIgnored")
    func firstRegistrationWins() throws {
        let app = DependencyResolver(name: "app")
        let events = app.collectTraceEvents()

        let first = app.register { Cat(name: "Mimi") as Animal }
        let second = app.register { Cat(name: "Franky") as Animal }

        #expect(first.isInstalled)
        #expect(!second.isInstalled)
        #expect(app.resolve(Animal.self).name == "Mimi")

        let duplicates = events.all.filter { $0.kind == .duplicateIgnored }
        try #require(duplicates.count == 1)
        #expect(duplicates[0].key == "`HierResolverTests.Animal`")
        #expect(duplicates[0].container == "\"app\"")
        #expect(events.all.filter { $0.kind == .registered }.count == 1)
    }

    @Test("the first registration wins whatever the lifetime or factory form of the later one")
    func firstRegistrationWinsAcrossForms() {
        let app = DependencyResolver(name: "app")
        app.register { Cat(name: "Mimi") as Animal }

        #expect(!app.persistent { Cat(name: "Franky") as Animal }.isInstalled)
        #expect(!app.register { _ in Cat(name: "Franky") as Animal }.isInstalled)
        #expect(!app.register(Animal.self, lifetime: .ephemeral) { Cat(name: "Franky") }.isInstalled)
        #expect(app.resolve(Animal.self).name == "Mimi")
        #expect(app.register { Cat(name: "Franky") as Animal }.lifetime == .graph)
    }

    @Test("replace installs the new factory and drops the cached persistent instance")
    func replaceDropsCachedInstance() throws {
        let app = DependencyResolver(name: "app")
        let events = app.collectTraceEvents()
        app.persistent { Session() }
        weak var firstSession: Session?
        var firstID = 0
        do {
            let session: Session = app.resolve()
            firstSession = session
            firstID = session.id
            #expect(app.resolve(Session.self) === session, "persistent before the replace")
        }

        let replacing = app.replace(lifetime: .persistent) { Session() }

        #expect(replacing.isInstalled)
        #expect(firstSession == nil, "the replaced registration's cached instance was released")
        let second: Session = app.resolve()
        #expect(second.id != firstID)
        #expect(app.resolve(Session.self) === second)
        #expect(events.all.contains { $0.kind == .replaced })
    }

    @Test("replace also replaces a registration made with another factory form")
    func replaceChangesFactory() {
        let app = DependencyResolver(name: "app")
        app.register { Cat(name: "Mimi") as Animal }

        app.replace { _ in Dog(name: "Rex") as Animal }
        app.replace(name: "night") { Cat(name: "Luna") as Animal }

        #expect(app.resolve(Animal.self) is Dog)
        #expect(app.resolve(Animal.self, name: "night").name == "Luna")
    }

    @Test("removeResolver(for:) frees the key, and a new registration takes effect")
    func removeThenRegister() {
        let app = DependencyResolver(name: "app")
        app.register { PetOwner() as Person }

        app.removeResolver(for: Person.self)

        #expect(app.optional(Person.self) == nil)
        #expect(app.register { Veterinarian() as Person }.isInstalled)
        #expect(app.resolve(Person.self) is Veterinarian)
    }

    @Test("removeResolver(for:variant:) removes only that variant")
    func removeVariant() {
        let app = DependencyResolver(name: "app")
        app.register { Cat(name: "Mimi") as Animal }
        app.register(variant: "night") { Cat(name: "Luna") as Animal }
        app.register(variant: "day") { Cat(name: "Sunny") as Animal }

        app.removeResolver(for: Animal.self, variant: "night")
        app.removeResolver(for: Animal.self, name: "day")

        #expect(app.optional(Animal.self, variant: "night") == nil)
        #expect(app.optional(Animal.self, variant: "day") == nil)
        #expect(app.resolve(Animal.self).name == "Mimi")
        #expect(app.register(variant: "night") { Cat(name: "Nox") as Animal }.isInstalled)
        #expect(app.resolve(Animal.self, variant: "night").name == "Nox")
    }

    @Test("removing drops the cached persistent instance")
    func removeDropsCachedInstance() {
        let app = DependencyResolver(name: "app")
        app.persistent { Session() }
        weak var cached: Session?
        do {
            let session: Session = app.resolve()
            cached = session
        }
        #expect(cached != nil, "the container holds its persistent instance")

        app.removeResolver(for: Session.self)

        #expect(cached == nil)
    }

    @Test("removing a key the container lacks throws removeFailed naming the ancestor that has it")
    func removeMissingKeyNamesAncestor() {
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature")
        app.register { Cat(name: "Mimi") as Animal }

        let error = #expect(throws: DependencyError.self) { try feature.tryRemoveResolver(for: Animal.self) }

        #expect(error?.kind == .removeFailed)
        let text = message(of: error)
        #expect(text.contains("Cannot remove `HierResolverTests.Animal` from \"feature\""))
        #expect(text.contains("It is registered in \"app\", an ancestor"))
        #expect(feature.resolve(Animal.self).name == "Mimi", "the ancestor's registration is untouched")
    }

    @Test("removing a key no container in the chain has says so")
    func removeUnknownKey() {
        let app = DependencyResolver(name: "app")
        app.register(variant: "night") { Cat(name: "Luna") as Animal }

        let error = #expect(throws: DependencyError.self) {
            try app.tryRemoveResolver(for: Animal.self, name: "day")
        }

        #expect(error?.kind == .removeFailed)
        #expect(message(of: error).contains("`HierResolverTests.Animal` (variant \"day\")"))
        #expect(message(of: error).contains("No container in its chain registers it"))
    }

    @Test("nested types with the same short name are different keys")
    func typeIdentityIsNotTheName() {
        let app = DependencyResolver(name: "app")
        app.register { Billing.Config(value: "billing") }

        #expect(app.optional(Shipping.Config.self) == nil, "Shipping.Config must not find Billing.Config")
        #expect(app.register { Shipping.Config(value: "shipping") }.isInstalled, "not a duplicate")
        #expect(app.resolve(Billing.Config.self).value == "billing")
        #expect(app.resolve(Shipping.Config.self).value == "shipping")
    }

    @Test("registration options report the container they were made in")
    func optionsReportContainer() {
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature")

        #expect(app.register { Session() }.container === app)
        #expect(feature.register { Session() }.container === feature)
    }
}
