import Resolver
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A cache scope of the tests' own, as an app declares one.
extension ResolverScope {
    static let testSession = ResolverScopeCache()
}

/// A class whose instances are told apart by identity, to see a scope drop one.
final class ScopedResource: Sendable {}

/// A class built from a session, to see a nested resolve decorated.
final class SessionUser {
    let session: Session
    init(session: Session) { self.session = session }
}

@Suite("Resolver scopes")
struct ResolverScopeTests {
    @Test("each scope gives the registration its lifetime")
    func scopesMapToLifetimes() {
        let app = DependencyResolver(name: "app")
        #expect(app.register(variant: "a") { Session() }.scope(.application).lifetime == .persistent)
        #expect(app.register(variant: "c") { Session() }.scope(.cached).lifetime == .persistent)
        #expect(app.register(variant: "k") { Session() }.scope(.container).lifetime == .persistent)
        #expect(app.register(variant: "s") { Session() }.scope(.testSession).lifetime == .persistent)
        #expect(app.register(variant: "h") { Session() }.scope(.shared).lifetime == .transient)
        #expect(app.register(variant: "g", lifetime: .persistent) { Session() }.scope(.graph).lifetime == .graph)
        #expect(app.register(variant: "u") { Session() }.scope(.unique).lifetime == .ephemeral)
    }

    @Test("an application-scoped registration keeps one instance; a unique one builds every time")
    func scopedRegistrationsShareAsTheirLifetime() {
        let app = DependencyResolver(name: "app")
        app.register { Session() }.scope(.application)
        app.register { Cache() }.scope(.unique)
        #expect(app.resolve(Session.self) === app.resolve(Session.self))
        #expect(app.resolve(Cache.self) !== app.resolve(Cache.self))
    }

    @Test(".scope chains with .implements in either order, and the implemented type shares the instance")
    func scopeChainsWithImplements() {
        let app = DependencyResolver(name: "app")
        app.register { XYZCombinedService() }.implements(XYZUpdating.self).scope(.cached)
        let fetched: XYZUpdating = app.resolve()
        #expect(fetched === app.resolve(XYZUpdating.self))
        #expect(app.resolve(XYZCombinedService.self) === app.resolve(XYZCombinedService.self))

        let other = DependencyResolver(name: "other")
        other.register { XYZCombinedService() }.scope(.unique).implements(XYZFetching.self)
        #expect(other.resolve(XYZFetching.self) !== other.resolve(XYZFetching.self))
    }

    @Test("a scope's reset() drops its registrations' instances in every container, with their teardown")
    func cacheScopeResetDropsEverywhere() {
        let log = LockedList<String>()
        let first = DependencyResolver(name: "first")
        let second = DependencyResolver(name: "second")
        first.register { ScopedResource() }.scope(.testSession).teardown { _ in log.append("first") }
        second.register(lifetime: .persistent) { ScopedResource() }.teardown { _ in log.append("second") }
            .scope(.testSession)
        second.register { Session() }.scope(.cached)
        let (a, b, session) = (
            first.resolve(ScopedResource.self), second.resolve(ScopedResource.self), second.resolve(Session.self)
        )

        ResolverScope.testSession.reset()

        #expect(first.resolve(ScopedResource.self) !== a)
        #expect(second.resolve(ScopedResource.self) !== b)
        #expect(second.resolve(Session.self) === session)  // another scope: kept
        #expect(Set(log.all) == ["first", "second"])
    }

    @Test("a registration moved to another scope is no longer reset by the first")
    func rescopedRegistrationLeavesItsFormerScope() {
        let app = DependencyResolver(name: "app")
        app.register { ScopedResource() }.scope(.testSession).scope(.application)
        let kept = app.resolve(ScopedResource.self)
        ResolverScope.testSession.reset()
        #expect(app.resolve(ScopedResource.self) === kept)
    }

    @Test("scoping a registration that already kept an instance drops it")
    func rescopingDropsTheKeptInstance() {
        let app = DependencyResolver(name: "app")
        let options = app.register(lifetime: .persistent) { ScopedResource() }
        let kept = app.resolve(ScopedResource.self)
        options.scope(.unique)
        #expect(app.resolve(ScopedResource.self) !== kept)
        #expect(options.lifetime == .ephemeral)
    }

    @Test(".scope on an ignored duplicate changes nothing")
    func scopeOnIgnoredDuplicateDoesNothing() {
        let app = DependencyResolver(name: "app")
        app.register { Session() }.scope(.application)
        let ignored = app.register { Session() }.scope(.unique)
        #expect(!ignored.isInstalled)
        #expect(app.resolve(Session.self) === app.resolve(Session.self))
    }

    @Test(".teardown after .scope(.graph) stops the program with the teardown message")
    func teardownAfterGraphScopeStops() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            DependencyResolver(name: "app").register { ScopedResource() }.scope(.graph).teardown { _ in }
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("instance, so it has nothing to tear down"))
    }

    @Test(".scope(.unique) after .teardown stops the program with the teardown message")
    func sharedScopeAfterTeardownStops() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            DependencyResolver(name: "app").register { ScopedResource() }.teardown { _ in }.scope(.unique)
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("instance, so it has nothing to tear down"))
    }

    // `Resolver.defaultScope` and `Resolver.decorate` are process-wide, so these tests set them in a
    // process of their own, where nothing runs in parallel: each exits with failure on a wrong result.

    @Test("defaultScope applies to registrations that name no lifetime, in containers without their own default")
    func defaultScopeAppliesWhereNoDefaultIsSet() async {
        await #expect(processExitsWith: .success) {
            let app = DependencyResolver(name: "app")
            let own = DependencyResolver(name: "own")
            own.defaultLifetime = .ephemeral
            let child = own.child(name: "child")
            Resolver.defaultScope = .testSession
            app.register { ScopedResource() }
            app.register(lifetime: .graph) { Session() }
            own.register { ScopedResource() }
            child.register { ScopedResource() }
            let kept = app.resolve(ScopedResource.self)
            guard app.defaultLifetime == .persistent, app.resolve(ScopedResource.self) === kept,
                app.register(variant: "x", factory: { Cache() }).lifetime == .persistent,
                app.register(variant: "y", factory: { Cache() }).scope(.unique).lifetime == .ephemeral,
                app.resolve(Session.self) !== app.resolve(Session.self),
                own.defaultLifetime == .ephemeral,
                own.resolve(ScopedResource.self) !== own.resolve(ScopedResource.self),
                child.resolve(ScopedResource.self) !== child.resolve(ScopedResource.self)
            else { exit(1) }
            ResolverScope.testSession.reset()
            guard app.resolve(ScopedResource.self) !== kept else { exit(2) }
            Resolver.defaultScope = .graph
            app.register(variant: "z") { Cache() }
            guard app.defaultLifetime == .graph, app.resolve(ScopedResource.self) === app.resolve(ScopedResource.self)
            else { exit(3) }
        }
    }

    @Test("decorate is called with every resolved instance, cache hits and nested resolves too")
    func decorateSeesEveryResolve() async {
        await #expect(processExitsWith: .success) {
            let seen = LockedList<String>()
            let app = DependencyResolver(name: "app")
            app.register(lifetime: .persistent) { Session() }
            app.register { r in SessionUser(session: r.resolve()) }
            let warm = app.resolve(Session.self)  // kept before the hook is set: a cache hit below
            Resolver.decorate = { service in
                if service is Session { seen.append("session") }
                if service is SessionUser { seen.append("user") }
                if service is Cache { seen.append("cache") }
            }
            guard app.resolve(Session.self) === warm else { exit(1) }
            _ = app.resolve(SessionUser.self)
            let later = DependencyResolver(name: "later")
            later.register { Cache() }
            _ = later.resolve(Cache.self)
            Resolver.decorate = nil
            _ = app.resolve(Session.self)
            guard seen.all == ["session", "session", "user", "cache"] else { exit(2) }
        }
    }

    @Test("decorate sees what an await resolve returns: async factories' instances, kept ones and synchronous ones")
    func decorateSeesAwaitResolves() async {
        await #expect(processExitsWith: .success) {
            let seen = LockedList<String>()
            let app = DependencyResolver(name: "app")
            app.register(lifetime: .persistent) { () async -> Session in Session() }
            app.register { () async -> Cache in Cache() }
            app.register { r in SessionUser(session: r.resolve()) }
            Resolver.decorate = { service in
                if service is Session { seen.append("session") }
                if service is Cache { seen.append("cache") }
                if service is SessionUser { seen.append("user") }
            }
            guard let first = try? await app.async.tryResolve(Session.self),
                let again = try? await app.async.tryResolve(Session.self), first === again
            else { exit(1) }
            _ = try? await app.async.tryResolve(Cache.self)
            _ = try? await app.async.tryResolve(SessionUser.self)
            _ = await app.async.verify()  // its builds are not decorated
            Resolver.decorate = nil
            _ = try? await app.async.tryResolve(Cache.self)
            guard seen.all == ["session", "session", "cache", "session", "user"] else {
                print(seen.all)
                exit(2)
            }
        }
    }

    @Test("decorate reaches a test copy made before it was set, and stops when it is unset")
    func decorateReachesCopies() async {
        await #expect(processExitsWith: .success) {
            let seen = LockedList<String>()
            let app = DependencyResolver(name: "app")
            app.register(lifetime: .persistent) { Session() }
            let copy = app.copy()
            _ = copy.resolve(Session.self)  // kept before the hook is set
            Resolver.decorate = { service in if service is Session { seen.append("session") } }
            _ = copy.resolve(Session.self)
            Resolver.decorate = nil
            _ = copy.resolve(Session.self)
            guard seen.all == ["session"] else { exit(1) }
        }
    }
}
