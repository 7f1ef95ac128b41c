// Services that any thread may use: declared `nonisolated` and `Sendable`, registered from
// nonisolated code (`ServicesModule`), so that their factories are nonisolated too and a resolve
// from a background task runs nothing that belongs to the main actor.

import HierResolver

nonisolated public protocol Stamp: Sendable {
    var now: Int { get }
}

nonisolated public struct FixedStamp: Stamp {
    public let now: Int
    public init(now: Int) { self.now = now }
}

nonisolated public final class PriceFormatter: Sendable {
    public let currency: String
    public init(currency: String) { self.currency = currency }
    public func format(cents: Int) -> String { "\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100) \(currency)" }
}

/// Registers the Sendable services. The module is `nonisolated`, so its conformance can be used
/// from any code and its factories run wherever they are resolved.
nonisolated public struct ServicesModule: DependencyRegister {
    public init() {}

    public func registerDependencies(container: Resolver) {
        container.register { FixedStamp(now: 42) as Stamp }
        container.persistent { PriceFormatter(currency: "EUR") }
        container.register(name: "usd") { PriceFormatter(currency: "USD") }
    }
}
