// The registrations, written as in a Resolver app.
import Resolver

extension Resolver: @retroactive ResolverRegistering {
    public static func registerAllServices() {
        defaultScope = .application
        register { SystemClock() as Clock }
        register { Session() }.scope(.session)
        register { Basket(clock: resolve()) }.scope(.shared)
        register { Request() }.scope(.unique)
        register { Decorated() }
    }
}

extension Resolver {
    static let mock = Resolver(child: .main)
}
