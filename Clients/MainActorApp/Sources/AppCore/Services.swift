// Services that any thread may use: declared `nonisolated` and `Sendable`, registered from
// nonisolated code (`ServicesModule`), so that their factories are nonisolated too and a resolve
// from a background task runs nothing that belongs to the main actor.

import HierResolver

nonisolated protocol Stamp: Sendable {
    var now: Int { get }
}

nonisolated struct FixedStamp: Stamp {
    let now: Int
}

nonisolated final class PriceFormatter: Sendable {
    let currency: String
    init(currency: String) { self.currency = currency }
    func format(cents: Int) -> String {
        "\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100) \(currency)"
    }
}

/// Registers the Sendable services. The module is `nonisolated`, so its conformance can be used
/// from any code and its factories run wherever they are resolved.
nonisolated public struct ServicesModule: DependencyRegister {
    /// Makes the module; it holds no state.
    public init() {}

    /// Registers the fixed `Stamp`, the persistent EUR `PriceFormatter`, and a USD one named "usd".
    public func registerDependencies(container: Resolver) {
        container.register { FixedStamp(now: 42) as Stamp }
        container.persistent { PriceFormatter(currency: "EUR") }
        container.register(name: "usd") { PriceFormatter(currency: "USD") }
    }
}
