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
        resolver.resolve(Settings.self).launched = true
    }
}

struct PetsAssembly: Assembly {
    func assemble(container: Container) {
        container.autoregister(PetStore.self, initializer: RemotePetStore.init(client:settings:))
            .inObjectScope(.container)
        container.autoregister(PetStore.self, name: Environment.staging.rawValue, initializer: stagingStore)
        container.autoregister(PetDetail.self, argument: Int.self, initializer: PetDetail.init)
    }

    private func stagingStore(settings: Settings) -> RemotePetStore {
        RemotePetStore(client: URLSessionClient(baseURL: "https://staging.example.com"), settings: settings)
    }
}
