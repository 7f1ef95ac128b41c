import HierResolver

// The types of the "Hostile input" catalogue (HostileInputTests.swift and its other files), apart from
// every other suite's.

enum Hostile {
    final class Ledger {}

    struct DateFormat {
        let pattern: String
    }

    protocol Updating: AnyObject {}

    final class EditUpdater: Updating {}

    final class AddUpdater: Updating {}

    struct Flag {
        let isOn: Bool
    }

    struct Labelled {
        let mode: Bool
        let name: String
    }

    final class Endpoint {
        let url: String

        init(url: String) {
            self.url = url
        }
    }

    protocol Theme {
        var name: String { get }
    }

    struct DarkTheme: Theme {
        let name = "dark"
    }

    final class Palette {}

    /// A value type, which a transient registration cannot hold weakly.
    struct Stamp {
        let id = Serial.next()
    }

    protocol Animal {
        var name: String { get }
    }

    final class Cat: Animal {
        let name: String

        init(name: String) {
            self.name = name
        }
    }

    /// Installs `LoopModuleB`, which installs this module again.
    struct LoopModuleA: DependencyRegister {
        let runs: LockedList<String>

        func registerDependencies(container: Resolver) {
            runs.append("A")
            container.register { Ledger() }
            container.register(module: LoopModuleB(runs: runs))
        }
    }

    struct LoopModuleB: DependencyRegister {
        let runs: LockedList<String>

        func registerDependencies(container: Resolver) {
            runs.append("B")
            container.register(module: LoopModuleA(runs: runs))
        }
    }

    final class Router {
        init(coordinator: Coordinator) {}
    }

    final class Coordinator {
        init(navigator: Navigator) {}
    }

    final class Navigator {
        init(router: Router) {}
    }

    protocol Gateway {}

    struct CardGateway: Gateway {}

    final class CheckoutService {
        init(gateway: Gateway) {}
    }

    final class Connection {
        let number: Int

        init(number: Int) {
            self.number = number
        }
    }

    struct Configuration {}

    struct APIClient {
        init(configuration: Configuration) {}
    }

    protocol Fetching {}

    final class Downloader {}  // not a Fetching

    final class Inventory {
        init(pricing: Pricing) {}
    }

    final class Pricing {
        init(inventory: Inventory) {}
    }

    final class Socket {}
}
