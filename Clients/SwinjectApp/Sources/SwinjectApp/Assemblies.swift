// The app's assemblies, written as for Swinject.
import HierResolverSwinject

struct NetworkAssembly: Assembly {
    func assemble(container: Container) {
        container.register(HTTPClient.self, name: Environment.production.rawValue) { _ in
            URLSessionClient(baseURL: "https://api.example.com")
        }
        .inObjectScope(.container)
        container.register(HTTPClient.self, name: Environment.staging.rawValue) { _ in
            URLSessionClient(baseURL: "https://staging.example.com")
        }
        .inObjectScope(.container)
        container.register(HTTPClient.self) { r in
            r ~> (HTTPClient.self, name: Environment.production.rawValue)
        }
    }
}

struct SettingsAssembly: Assembly {
    func assemble(container: Container) {
        container.autoregister(Settings.self, initializer: Settings.init).inObjectScope(.container)
    }

    func loaded(resolver: Resolver) {
        guard let settings = resolver.resolve(Settings.self) else { return }
        settings.launched = true
    }
}

struct PetsAssembly: Assembly {
    func assemble(container: Container) {
        container.autoregister(PetStore.self, initializer: RemotePetStore.init(client:settings:))
            .inObjectScope(.container)
        container.autoregister(PetStore.self, name: Environment.staging.rawValue, initializer: stagingStore)
        container.autoregister(PetDetail.self, argument: Int.self, initializer: PetDetail.init)
        container.register(PetListViewModel.self) { r in
            PetListViewModel(store: r.resolve(Lazy<PetStore>.self)!, details: r.resolve(Provider<Analytics>.self)!)
        }
    }

    private func stagingStore(settings: Settings) -> RemotePetStore {
        RemotePetStore(client: URLSessionClient(baseURL: "https://staging.example.com"), settings: settings)
    }
}

/// A cycle as Swinject apps close it: the coordinator takes its router by initializer, and the
/// router's back link to the coordinator is set in `initCompleted`.
struct NavigationAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Coordinator.self) { r in Coordinator(router: r.resolve(Router.self)!) }
        container.register(Router.self) { _ in Router() }
            .initCompleted { r, router in router.coordinator = r.resolve(Coordinator.self) }
        container.register(Analytics.self) { _ in Analytics() }
        // A flow gets a child container of the one it was resolved from, as Swinject apps write it.
        container.register(CheckoutFlow.self) { r in CheckoutFlow(parent: r as! Container) }
        container.register(PetScreen.self) { _ in PetScreen() }
    }
}
