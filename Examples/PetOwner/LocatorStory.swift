import HierResolver

/// Who is signed in: registered once for the whole app, in `registerAllServices()`.
final class OwnerSession {
    let user: String
    init(user: String) { self.user = user }
}

/// A clock registered through the static API.
final class WallClock {
    let label: String
    init(label: String) { self.label = label }
}

/// Code without a container at hand: `Resolving` gives it `resolver`, which is `DependencyResolver.root`.
final class SessionScreen: Resolving {
    lazy var session: OwnerSession = resolver.resolve()
}

/// A bare `@Resolve` (no `container:`) reads through `DependencyResolver.root` at each read.
final class Doorbell {
    @Resolve var session: OwnerSession
}

/// Resolver's `@Injected`: resolved once, when the badge is made, and kept.
final class Badge {
    @Injected var session: OwnerSession
}

// `registerAllServices()` runs once, before the first resolve through the static API, `main`,
// `root` or a child of `main`. Only the locator scene resolves through them. `Resolver` is the
// container's other name, so Resolver's own spelling of this extension compiles as written.
extension Resolver: ResolverRegistering {
    /// The app's registrations into `main`.
    public static func registerAllServices() {
        print("  registerAllServices() runs (once, before the first resolve through main)")
        main.persistent { OwnerSession(user: "production user") }
        main.register { WallClock(label: "registered in registerAllServices") }
    }
}

/// The service locator: `DependencyResolver.main`, the static API, `root`, `registerAllServices()`, `Resolving`.
enum LocatorStory {
    static func run() {
        scene("The app-wide container (service locator)")
        _ = observed(DependencyResolver.main)
        print("DependencyResolver.register { WallClock(label: \"system clock\") }  // into main, before any resolve")
        DependencyResolver.register { WallClock(label: "system clock") }
        print("DependencyResolver.resolve() as WallClock:")
        let clock: WallClock = DependencyResolver.resolve()
        print("  \(clock.label)  (registered first, so registerAllServices' WallClock was ignored)")
        let session: OwnerSession = DependencyResolver.resolve()
        print("DependencyResolver.resolve() as OwnerSession: \(session.user)")
        let insurance: PetInsurance? = DependencyResolver.optional()
        print("DependencyResolver.optional() as PetInsurance: \(insurance == nil ? "nil" : "found")")

        let test = DependencyResolver.main.child(name: "test")
        test.register { OwnerSession(user: "test user") }
        print("\nDependencyResolver.root = a child of main that registers a test session:")
        DependencyResolver.root = test
        defer { DependencyResolver.root = .main }  // root is process-wide: always put it back
        print("  DependencyResolver.resolve(): \(DependencyResolver.resolve(OwnerSession.self).user)")
        print("  a Resolving screen: \(SessionScreen().session.user)")
        print("  a bare @Resolve: \(Doorbell().session.user)")
        print("  WallClock still comes from main: \(DependencyResolver.resolve(WallClock.self).label)")
        let badge = Badge()
        print("  an @Injected badge made now: \(badge.session.user)")
        DependencyResolver.root = .main
        print("DependencyResolver.root = .main: \(SessionScreen().session.user), \(Doorbell().session.user)")
        print("  the badge kept what it resolved when it was made: \(badge.session.user)")

        print("\nResolver's spellings are the same container: Resolver(child: .main), Resolver.resolve()")
        let mock = Resolver(child: .main, name: "mock")
        mock.register { OwnerSession(user: "mock user") }
        Resolver.root = mock
        print("  Resolver.root = mock; Resolver.resolve(): \(Resolver.resolve(OwnerSession.self).user)")
        Resolver.root = .main
    }
}
