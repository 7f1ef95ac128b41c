import HierResolver

/// Shared by every feature: registered once, in the app container.
final class PetRecords {
    init() { print("  PetRecords made (once, for the whole app)") }
}

/// A feature's front desk: one per feature container, closed when the feature goes.
final class FeatureDesk {
    let feature: String
    let records: PetRecords
    private(set) var isOpen = true

    init(feature: String, records: PetRecords) {
        self.feature = feature
        self.records = records
    }

    func close() {
        isOpen = false
        print("  \(feature) desk closed (teardown)")
    }

    deinit { print("  \(feature) desk released (deinit)") }
}

protocol PetCare: AnyObject {}

final class GroomingSalon: PetCare {}

/// A test's stand-in for the grooming salon.
final class FakeSalon: PetCare {}

/// A household and its cat refer to each other: `.resolveProperties` connects them after both are made.
final class Household {
    var cat: HouseCat?
}

final class HouseCat {
    weak var household: Household?
}

/// A kennel's storage, torn down newest first: the repository before the database it was built from.
final class KennelDatabase {
    func close() { print("  closed the database") }
}

final class KennelRepository {
    let database: KennelDatabase
    init(database: KennelDatabase) { self.database = database }
    func flush() { print("  flushed the repository") }
}

/// The app's shared module.
struct RecordsModule: DependencyRegister {
    func registerDependencies(container: Resolver) {
        container.register(lifetime: .persistent) { PetRecords() }
    }
}

/// The app's module: installs the modules the whole app shares.
struct AppModule: DependencyRegister {
    func registerDependencies(container: Resolver) {
        container.register(module: RecordsModule())  // a module may install other modules
    }
}

/// A module that is also `Hashable`: installed once per value, so once per city.
struct ShelterModule: DependencyRegister, Hashable {
    let city: String

    func registerDependencies(container: Resolver) {
        container.register(variant: Variant(city)) { "the shelter in \(city)" }
    }
}

/// The adoption feature: its own desk.
struct AdoptionModule: DependencyRegister {
    func registerDependencies(container: Resolver) {
        container.register(lifetime: .persistent) { r in FeatureDesk(feature: "adoption", records: r.resolve()) }
            .teardown { desk in desk.close() }
    }
}

/// The grooming feature: its own desk, and a salon also served as `PetCare`.
struct GroomingModule: DependencyRegister {
    func registerDependencies(container: Resolver) {
        container.register(lifetime: .persistent) { r in FeatureDesk(feature: "grooming", records: r.resolve()) }
            .teardown { desk in desk.close() }
        container.register(lifetime: .persistent) { GroomingSalon() }.implements(PetCare.self)
    }
}

/// Feature containers built from modules: their own singletons, isolated, torn down when dropped.
enum ModulesStory {
    static func run() {
        scene("Feature containers built from modules")
        let app = observed(DependencyResolver(name: "app"))
        app.register(module: AppModule())
        var adoption: DependencyResolver? = app.child(name: "adoption", modules: [AdoptionModule()])
        var grooming: DependencyResolver? = app.child(name: "grooming", modules: [GroomingModule()])
        print("app installs AppModule, which installs RecordsModule;")
        print("adoption and grooming are children built from their modules")
        compare(app: app, adoption: adoption!, grooming: grooming!)

        print("dropping the grooming feature:")
        grooming = nil
        print("adoption's desk is still open: \(adoption?.resolve(FeatureDesk.self).isOpen == true)")
        print("dropping the adoption feature:")
        adoption = nil

        oncePerContainer(app)
        testOverrides(app)
        registrationOptions()
    }

    /// A module runs once per container: per type, or per value for a `Hashable` one.
    private static func oncePerContainer(_ app: DependencyResolver) {
        let again = app.register(module: RecordsModule())
        print("\napp.register(module: RecordsModule()), which AppModule installed already: \(again)")
        let oslo = app.register(module: ShelterModule(city: "Oslo"))
        let bergen = app.register(module: ShelterModule(city: "Bergen"))
        let osloAgain = app.register(module: ShelterModule(city: "Oslo"))
        print("ShelterModule(city:) for Oslo, Bergen, Oslo: \(oslo), \(bergen), \(osloAgain)")
        print("resolve(String.self, variant: \"Bergen\"): \(app.resolve(String.self, variant: "Bergen"))")
    }

    /// A test's fake wins when it is registered before the module, or swapped in with `replace`.
    private static func testOverrides(_ app: DependencyResolver) {
        let early = app.child(name: "test")
        early.register { FakeSalon() as PetCare }
        early.register(module: GroomingModule())
        print("a test child registers FakeSalon as PetCare, then installs GroomingModule: \(salon(in: early))")
        let late = app.child(name: "late test", modules: [GroomingModule()])
        let ignored = late.register { FakeSalon() as PetCare }
        print("a child built from GroomingModule, then register FakeSalon as PetCare:")
        print("  isInstalled \(ignored.isInstalled), so PetCare is still \(salon(in: late))")
        late.replace { FakeSalon() as PetCare }
        print("late.replace { FakeSalon() as PetCare }: \(salon(in: late))")
    }

    private static func salon(in container: DependencyResolver) -> String {
        "\(type(of: container.resolve(PetCare.self)))"
    }

    /// `.resolveProperties` makes two objects that refer to each other; `.teardown` runs newest first.
    private static func registrationOptions() {
        let homes = observed(DependencyResolver(name: "homes"))
        homes.register { Household() }.resolveProperties { (r, home) in home.cat = r.resolve(HouseCat.self) }
        homes.register { HouseCat() }.resolveProperties { (r, cat) in cat.household = r.resolve(Household.self) }
        let home: Household = homes.resolve()
        print("\nHousehold and HouseCat refer to each other, each set up by .resolveProperties:")
        print("  the home's cat's household is the home: \(home.cat?.household === home)")

        let kennel = observed(DependencyResolver(name: "kennel"))
        kennel.register(lifetime: .persistent) { KennelDatabase() }.teardown { $0.close() }
        kennel.register(lifetime: .persistent) { r in KennelRepository(database: r.resolve()) }.teardown { $0.flush() }
        _ = kennel.resolve(KennelRepository.self)
        print("kennel.reset() tears down the newest first:")
        kennel.reset()
    }

    /// Shows that each feature has its own desk, shares the app's records, and sees nothing of its sibling.
    private static func compare(app: DependencyResolver, adoption: DependencyResolver, grooming: DependencyResolver) {
        let desk: FeatureDesk = adoption.resolve()
        print("adoption has one desk: \(adoption.resolve(FeatureDesk.self) === desk)")
        print("grooming has another: \(grooming.resolve(FeatureDesk.self) !== desk)")
        print("both use the app's PetRecords: \(grooming.resolve(FeatureDesk.self).records === desk.records)")
        print("adoption sees grooming's salon: \(adoption.optional(GroomingSalon.self) != nil)")
        print("the app sees a desk: \(app.optional(FeatureDesk.self) != nil)")
        let care: PetCare = grooming.resolve()
        print("grooming's PetCare is its GroomingSalon (.implements): \(care === grooming.resolve(GroomingSalon.self))")
    }
}
