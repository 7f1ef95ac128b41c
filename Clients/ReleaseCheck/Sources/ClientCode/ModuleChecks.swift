// Modules: `DependencyRegister`, `register(module:)`, `register(modules:)` and feature containers.

import HierResolver

private final class Network {}

private final class Checkout {
    let network: Network

    init(network: Network) {
        self.network = network
    }
}

private final class Late {}

private struct NetworkModule: DependencyRegister {
    func registerDependencies(container: Resolver) {
        container.register(lifetime: .persistent) { Network() }
    }
}

private struct CheckoutModule: DependencyRegister {
    func registerDependencies(container: Resolver) {
        container.register(module: NetworkModule())
        container.register { r in Checkout(network: r.resolve()) }
    }
}

private struct FlagModule: DependencyRegister, Hashable {
    let flag: String

    func registerDependencies(container: Resolver) {
        container.register(name: Variant(flag)) { flag }
    }
}

private struct LateModule: DependencyRegister {
    func registerDependencies(container: Resolver) {
        container.register { Late() }
    }
}

func moduleChecks(_ log: CheckLog) {
    let app = DependencyResolver(name: "app")
    let first = app.register(module: NetworkModule())
    let second = app.register(module: NetworkModule())
    log.check("register(module:) installs a module once per container", first && !second)
    app.register(modules: [FlagModule(flag: "a"), FlagModule(flag: "b"), FlagModule(flag: "a")])
    log.check(
        "register(modules:) tells modules apart by value",
        app.resolve(String.self, name: "a") == "a" && app.resolve(String.self, name: "b") == "b")
    let feature = app.child(name: "checkout", modules: [CheckoutModule()])
    let checkout: Checkout = feature.resolve()
    log.check(
        "child(name:modules:) builds a feature container from modules",
        feature.name == "checkout" && feature.parent === app && checkout.network === feature.resolve(Network.self)
            && checkout.network !== app.resolve(Network.self) && app.optional(Checkout.self) == nil)
    app.register { LateModule() }
    log.check("registering a module type installs the module it makes", app.optional(Late.self) != nil)
}
