import HierResolver

// Seed 001, "Registration", as written: the container runs `registerAllServices()` once, before the
// first resolution through the static API, `main`, `root` or a child of `main`.
//
// Seed 004, "The Resolution Cycle", repeats this conformance with the same body: this is that
// conformance too (a type conforms to a protocol once per process).

extension Resolver: ResolverRegistering {

    /// Seed 001's registrations of the XYZ types into `main`.
    public static func registerAllServices() {

        // Register instance with injected parameters
        main.register { XYZViewModel(fetcher: resolve(), updater: resolve(), service: resolve()) }

        // Register protocols XYZFetching and XYZUpdating
        main.register { XYZCombinedService() as XYZFetching }
        main.register { XYZCombinedService() as XYZUpdating }

        // Register XYZService and return instance in factory closure
        main.register { XYZService(resolve()) }  // fixed: the seed's `XYZService()` omits the session its init takes

        // Register XYZSessionService and return instance in factory closure
        main.register { XYZSessionService() }

    }

}
