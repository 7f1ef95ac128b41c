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

/// The app's shared module.
struct RecordsModule: DependencyRegister {
    func registerDependencies(container: Resolver) {
        container.register(lifetime: .persistent) { PetRecords() }
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
        app.register(module: RecordsModule())
        var adoption: DependencyResolver? = app.child(name: "adoption", modules: [AdoptionModule()])
        var grooming: DependencyResolver? = app.child(name: "grooming", modules: [GroomingModule()])
        print("app installs RecordsModule; adoption and grooming are children built from their modules")
        compare(app: app, adoption: adoption!, grooming: grooming!)

        print("dropping the grooming feature:")
        grooming = nil
        print("adoption's desk is still open: \(adoption?.resolve(FeatureDesk.self).isOpen == true)")
        print("dropping the adoption feature:")
        adoption = nil
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
