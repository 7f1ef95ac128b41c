// The app's services, as a Swinject app declares them: only the view model knows Swinject's `Lazy` and
// `Provider`, and only the checkout flow its `Container`.
import Foundation
import HierResolverSwinject

protocol HTTPClient: AnyObject {
    var baseURL: String { get }
}

final class URLSessionClient: HTTPClient {
    let baseURL: String
    init(baseURL: String) { self.baseURL = baseURL }
}

final class Settings {
    var launched = false
}

protocol PetStore {
    var client: HTTPClient { get }
}

final class RemotePetStore: PetStore {
    let client: HTTPClient
    let settings: Settings
    init(client: HTTPClient, settings: Settings) {
        self.client = client
        self.settings = settings
    }
}

final class PetDetail {
    let petID: Int
    let store: PetStore
    init(petID: Int, store: PetStore) {
        self.petID = petID
        self.store = store
    }
}

/// A view model that builds its store only when first asked, and a new analytics session per screen.
final class PetListViewModel {
    let store: Lazy<PetStore>
    let details: Provider<Analytics>
    init(store: Lazy<PetStore>, details: Provider<Analytics>) {
        self.store = store
        self.details = details
    }
}

final class Analytics {}

final class Coordinator {
    let router: Router
    init(router: Router) { self.router = router }
}

final class Router {
    weak var coordinator: Coordinator?
}

/// The names of the app's environments, as the app keys its registrations.
enum Environment: String {
    case production
    case staging
}

/// A screen that notes each one opened in a plain array, as a Swinject app may when it resolves
/// screens only through `synchronize()`, whose factories run one at a time.
final class PetScreen {
    nonisolated(unsafe) static var opened: [ObjectIdentifier] = []
    init() { PetScreen.opened.append(ObjectIdentifier(self)) }
}

/// A flow with a container of its own, a child of the one that made it.
final class CheckoutFlow {
    let container: Container
    init(parent: Container) { container = Container(parent: parent) }
}
