// Runs the app's checks: prints `PASS` or `FAIL` per check and `N passed, M failed`, and exits non-zero
// on a failure.
import Resolver

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

nonisolated(unsafe) var passed = 0
nonisolated(unsafe) var failed = 0

func check(_ condition: Bool, _ name: String) {
    if condition {
        passed += 1
        print("PASS \(name)")
    } else {
        failed += 1
        print("FAIL \(name)")
    }
}

Resolver.decorate = { service in
    if let decorated = service as? Decorated { decorated.wasDecorated = true }
}

let session: Session = Resolver.resolve()
check(session === Resolver.resolve(Session.self), "a .session-scoped registration keeps its instance")
ResolverScope.session.reset()
check(session !== Resolver.resolve(Session.self), "ResolverScope.session.reset() drops it")
let clock: Clock = Resolver.resolve()
check(clock === Resolver.resolve(Clock.self), "defaultScope = .application keeps one clock")
check(Resolver.resolve(Request.self) !== Resolver.resolve(Request.self), ".scope(.unique) builds every time")
let basket: Basket = Resolver.resolve()
check(basket === Resolver.resolve(Basket.self), ".scope(.shared) shares while held")
check(Resolver.resolve(Decorated.self).wasDecorated, "Resolver.decorate sees every resolved instance")

let screen = CheckoutScreen()
check(screen.basket === basket, "@Injected resolves from main")
check(screen.session.user == "ann", "@LazyInjected resolves on first read")
check(screen.missing != nil, "@OptionalInjected finds a registered Request")

Resolver.mock.register { FixedClock() as Clock }
Resolver.root = Resolver.mock
check(Resolver.resolve(Clock.self).now == "09:30", "a mock child container overrides main through root")
Resolver.root = .main
check(Resolver.resolve(Clock.self).now == "system", "root back to main")

print("\(passed) passed, \(failed) failed")
exit(failed == 0 ? 0 : 1)
