// The app's services, as a Resolver app declares them.
import Resolver

protocol Clock: AnyObject {
    var now: String { get }
}

final class SystemClock: Clock {
    var now: String { "system" }
}

final class FixedClock: Clock {
    var now: String { "09:30" }
}

final class Session {
    var user = "ann"
}

final class Basket {
    let clock: Clock
    init(clock: Clock) { self.clock = clock }
}

final class Request {}

final class Decorated {
    var wasDecorated = false
}

extension ResolverScope {
    static let session = ResolverScopeCache()
}
