import HierResolver
import Testing

// MARK: - Module fixtures

/// Records the order modules run in, per test.
final class ModuleLog: @unchecked Sendable {
    let entries = LockedList<String>()

    func ran(_ name: String) { entries.append(name) }
}

struct LeafModule: DependencyRegister {
    let log: ModuleLog

    func registerDependencies(container: Resolver) {
        log.ran("leaf")
        container.register { Session() }
    }
}

struct MiddleModule: DependencyRegister {
    let log: ModuleLog

    func registerDependencies(container: Resolver) {
        log.ran("middle")
        container.register(module: LeafModule(log: log))
        container.register { r in Owner(pet: r.resolve()) }
    }
}

struct TopModule: DependencyRegister {
    let log: ModuleLog

    func registerDependencies(container: Resolver) {
        log.ran("top")
        container.register(module: MiddleModule(log: log))
        container.register { Cat(name: "Top") as Animal }
    }
}

/// Two modules that install each other.
struct CyclicModuleA: DependencyRegister {
    let log: ModuleLog

    func registerDependencies(container: Resolver) {
        log.ran("A")
        container.register(module: CyclicModuleB(log: log))
    }
}

struct CyclicModuleB: DependencyRegister {
    let log: ModuleLog

    func registerDependencies(container: Resolver) {
        log.ran("B")
        container.register(module: CyclicModuleA(log: log))
    }
}

/// A module told apart by its value.
struct NamedPetModule: DependencyRegister, Hashable {
    let name: String

    func registerDependencies(container: Resolver) {
        container.register(variant: Variant(name)) { Cat(name: name) as Animal }
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// A module that registers the pet owner and its pet (seed 003, with the pet under no variant).
final class PetsRegister: DependencyRegister {
    func registerDependencies(container: Resolver) {
        container.register { Cat(name: "Mimi") as Animal }
        container.register { PetOwner() as Person }
    }
}

/// A module counted by a process-wide counter: it is made by a factory, not handed a log.
final class CountedModule: DependencyRegister {
    static let runs = Counter()
    static let made = Counter()

    init() { Self.made.increment() }

    func registerDependencies(container: Resolver) {
        Self.runs.increment()
        container.register(variant: "counted") { Session() }
    }
}

@Suite("Modules")
struct ModuleTests {
    @Test("registering a DependencyRegister type installs it into the receiving container (seed 003)")
    func registeringAModuleTypeInstallsIt() {
        let context = DependencyResolver(name: "app")
        context.register { PetsRegister() }

        let petOwner: Person = context.resolve()
        #expect(petOwner.play() == "I'm playing with Mimi.")
        #expect(context.optional(PetsRegister.self) != nil, "the module itself stays registered")
    }

    @Test("a module factory runs once to install it, and the module is not installed twice")
    func moduleFactoryRunsOnce() {
        let app = DependencyResolver(name: "app")
        let madeBefore = CountedModule.made.value
        let runsBefore = CountedModule.runs.value
        app.register { CountedModule() }
        app.register { CountedModule() }  // ignored: first registration wins; no second run
        app.register(module: CountedModule())  // same type, already installed
        #expect(CountedModule.runs.value - runsBefore == 1)
        #expect(CountedModule.made.value - madeBefore == 2, "one from the factory, one passed to register(module:)")
        #expect(app.optional(Session.self, variant: "counted") != nil)
    }

    /// Every way of registering a factory; each registers a `LeafModule` into `container`.
    enum ModuleForm: String, CaseIterable, CustomTestStringConvertible {
        case register, registerLifetime, registerVariant, registerName, registerResolving, registerArgs
        case persistent, persistentResolving, persistentName, transient, ephemeral, ephemeralName
        case replace, replaceResolving, replaceName, storer

        var testDescription: String { rawValue }

        func register(_ log: ModuleLog, into container: DependencyResolver) {
            switch self {
            case .register: container.register { LeafModule(log: log) }
            case .registerLifetime: container.register(lifetime: .persistent) { LeafModule(log: log) }
            case .registerVariant: container.register(variant: "v") { LeafModule(log: log) }
            case .registerName: container.register(name: "n") { LeafModule(log: log) }
            case .registerResolving: container.register { _ in LeafModule(log: log) }
            case .registerArgs: container.register { (_, args: Args) in LeafModule(log: log) }
            case .persistent: container.persistent { LeafModule(log: log) }
            case .persistentResolving: container.persistent { _ in LeafModule(log: log) }
            case .persistentName: container.persistent(name: "n") { LeafModule(log: log) }
            case .transient: container.transient { LeafModule(log: log) }
            case .ephemeral: container.ephemeral { LeafModule(log: log) }
            case .ephemeralName: container.ephemeral(name: "n") { LeafModule(log: log) }
            case .replace: container.replace { LeafModule(log: log) }
            case .replaceResolving: container.replace { _ in LeafModule(log: log) }
            case .replaceName: container.replace(name: "n") { LeafModule(log: log) }
            case .storer: container.register(resolver: { LeafModule(log: log) }, storer: { _ in })
            }
        }
    }

    @Test("every form of registering a module type installs the module (seed 003)", arguments: ModuleForm.allCases)
    func everyFormInstalls(form: ModuleForm) {
        let log = ModuleLog()
        let app = DependencyResolver(name: "app")

        form.register(log, into: app)

        #expect(log.entries.all == ["leaf"], "registerDependencies ran once")
        #expect(app.optional(Session.self) != nil, "the module's registration is in")
    }

    @Test("replacing a module registration installs the new module type once")
    func replaceInstallsNewModule() {
        let log = ModuleLog()
        let app = DependencyResolver(name: "app")
        app.register { LeafModule(log: log) }
        app.replace { TopModule(log: log) }
        app.replace { TopModule(log: log) }  // the same module type: it ran in this container already

        #expect(log.entries.all == ["leaf", "top", "middle"])
        #expect(app.optional(Owner.self) != nil)
    }

    @Test("a module type registered with typed arguments is registered, not installed: no arguments to make it")
    func typedArgumentsDoNotInstall() {
        let log = ModuleLog()
        let app = DependencyResolver(name: "app")
        app.register { (label: String) in LeafModule(log: log) }

        #expect(log.entries.all.isEmpty)
        #expect(app.optional(Session.self) == nil)
        #expect((try? app.tryResolve(LeafModule.self, arguments: "x")) != nil, "resolvable with its arguments")
    }

    @Test("the static register, register with args and replace install a module type into main")
    func staticFormsInstallIntoMain() {
        struct Marker<Tag> {}
        struct StaticModule<Tag>: DependencyRegister {
            func registerDependencies(container: Resolver) {
                container.register { Marker<Tag>() }
            }
        }
        enum Plain {}
        enum WithArgs {}
        enum Replaced {}
        RootAccess.exclusively {
            Resolver.register { StaticModule<Plain>() }
            Resolver.register { (_, _) in StaticModule<WithArgs>() }
            Resolver.replace { StaticModule<Replaced>() }

            #expect(Resolver.main.optional(Marker<Plain>.self) != nil)
            #expect(Resolver.main.optional(Marker<WithArgs>.self) != nil)
            #expect(Resolver.main.optional(Marker<Replaced>.self) != nil)
        }
    }

    @Test("modules register modules three levels deep, depth-first in call order")
    func recursionThreeLevelsDeep() {
        let log = ModuleLog()
        let app = DependencyResolver(name: "app")
        app.register(module: TopModule(log: log))

        #expect(log.entries.all == ["top", "middle", "leaf"])
        let owner: Owner = app.resolve()
        #expect(owner.pet.name == "Top")
        #expect(app.optional(Session.self) != nil)
    }

    @Test("the same module registered twice runs once, and reports the skip")
    func sameModuleTwiceRunsOnce() {
        let log = ModuleLog()
        let app = DependencyResolver(name: "app")
        let events = app.collectTraceEvents()

        #expect(app.register(module: LeafModule(log: log)))
        #expect(!app.register(module: LeafModule(log: log)))
        app.register(modules: [LeafModule(log: log), MiddleModule(log: log)])

        #expect(log.entries.all == ["leaf", "middle"])
        let kinds = events.all.filter { $0.key == "`HierResolverTests.LeafModule`" }.map(\.kind)
        #expect(kinds == [.moduleInstalled, .moduleSkipped, .moduleSkipped, .moduleSkipped])
    }

    @Test("modules that install each other terminate: A -> B -> A runs A and B once")
    func moduleCycleTerminates() {
        let log = ModuleLog()
        let app = DependencyResolver(name: "app")
        app.register(module: CyclicModuleA(log: log))
        #expect(log.entries.all == ["A", "B"])
    }

    @Test("a Hashable module runs once per distinct value")
    func hashableModulesRunPerValue() {
        let app = DependencyResolver(name: "app")
        #expect(app.register(module: NamedPetModule(name: "Mimi")))
        #expect(app.register(module: NamedPetModule(name: "Franky")))
        #expect(!app.register(module: NamedPetModule(name: "Mimi")))
        #expect(app.resolve(Animal.self, variant: "Mimi").name == "Mimi")
        #expect(app.resolve(Animal.self, variant: "Franky").name == "Franky")
    }

    @Test("Hashable and plain modules installed in turn, in a container and its children, each run once per container")
    func hashableAndPlainModulesInTurn() {
        // The tree remembers which module types are Hashable, and the last one asked about: the
        // answer must not carry over from one type to the other, nor from one container to the next.
        let log = ModuleLog()
        let app = DependencyResolver(name: "app")
        #expect(app.register(module: NamedPetModule(name: "Mimi")))
        #expect(app.register(module: TopModule(log: log)))
        #expect(app.register(module: NamedPetModule(name: "Franky")))
        #expect(!app.register(module: TopModule(log: log)))
        #expect(!app.register(module: NamedPetModule(name: "Franky")))
        for index in 0..<3 {
            let feature = app.child(name: "feature \(index)")
            #expect(feature.register(module: TopModule(log: log)))
            #expect(feature.register(module: NamedPetModule(name: "Tom")))
            #expect(!feature.register(module: NamedPetModule(name: "Tom")))
            #expect(feature.register(module: NamedPetModule(name: "Mimi")))
            #expect(!feature.register(module: TopModule(log: log)))
        }
        #expect(app.resolve(Animal.self, variant: "Franky").name == "Franky")
    }

    @Test("what the app registered before a module wins over the module's registration")
    func appRegistrationWinsOverModule() {
        let log = ModuleLog()
        let app = DependencyResolver(name: "app")
        app.register { Cat(name: "App") as Animal }
        app.register(module: TopModule(log: log))  // registers Cat "Top" as Animal: ignored

        let owner: Owner = app.resolve()
        #expect(owner.pet.name == "App")
    }

    @Test("a module installed earlier wins a clash with one installed later")
    func earlierModuleWins() {
        let app = DependencyResolver(name: "app")
        app.register(modules: [NamedPetModule(name: "Mimi"), NamedPetModule(name: "Franky")])
        app.register(module: PetsRegister())
        app.register(module: TopModule(log: ModuleLog()))  // its Animal comes after PetsRegister's
        #expect(app.resolve(Animal.self).name == "Mimi")
    }

    @Test("a module installed into a child never touches the parent")
    func childModulesStayInTheChild() {
        let log = ModuleLog()
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature", modules: [TopModule(log: log)])

        #expect(feature.optional(Owner.self) != nil)
        #expect(app.optional(Owner.self) == nil)
        #expect(app.optional(Session.self) == nil)
        // The app can install the same module for itself: once per container.
        app.register(module: TopModule(log: log))
        #expect(log.entries.all == ["top", "middle", "leaf", "top", "middle", "leaf"])
        #expect(app.optional(Owner.self) != nil)
    }

    @Test("sibling features built from modules are isolated from each other")
    func siblingFeaturesAreIsolated() {
        let app = DependencyResolver(name: "app")
        let mimi = app.child(name: "mimi", modules: [NamedPetModule(name: "Mimi")])
        let franky = app.child(name: "franky", modules: [NamedPetModule(name: "Franky")])

        #expect(mimi.optional(Animal.self, variant: "Mimi") != nil)
        #expect(mimi.optional(Animal.self, variant: "Franky") == nil)
        #expect(franky.optional(Animal.self, variant: "Franky") != nil)
        #expect(franky.optional(Animal.self, variant: "Mimi") == nil)
    }

    @Test("a feature child built from modules frees its instances when dropped")
    func droppedFeatureFreesItsInstances() {
        let app = DependencyResolver(name: "app")
        weak var weakFeature: DependencyResolver?
        weak var weakSession: Session?
        do {
            let feature = app.child(name: "feature", modules: [SessionModule()])
            weakFeature = feature
            let session: Session = feature.resolve()
            weakSession = session
            #expect(feature.resolve(Session.self) === session)
        }
        #expect(weakFeature == nil)
        #expect(weakSession == nil)
        #expect(app.children.isEmpty)
    }

    @Test("a module factory that fails to make the module stops with a message naming the module and the cause")
    func failingModuleFactoryTraps() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let app = DependencyResolver(name: "app")
            app.register { r in NeedsConfigModule(config: try r.tryResolve()) }
        }

        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(
            stderr.contains(
                "HierResolver: Registering `HierResolverTests.NeedsConfigModule` in \"app\" installs it as a module, which needs an "
                    + "instance of it, but making one failed: No registration for `HierResolverTests.Token`"))
        #expect(stderr.contains("Fix: make the module's factory succeed"))
    }
}

/// A module whose factory needs something nothing registered.
struct NeedsConfigModule: DependencyRegister {
    let config: Token

    func registerDependencies(container: Resolver) {}
}

/// Registers a persistent session: a feature's own singleton.
struct SessionModule: DependencyRegister {
    func registerDependencies(container: Resolver) {
        container.register(lifetime: .persistent) { Session() }
    }
}
