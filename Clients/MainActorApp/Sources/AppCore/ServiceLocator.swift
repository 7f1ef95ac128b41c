// The service-locator side: `registerAllServices()`, the static API (plain and `@MainActor`
// factories), `Resolving`, `root` and `withRoot`.

import HierResolver

// HierResolver runs `registerAllServices()` through this conformance, declared by the app as the
// library's guides show, so it is retroactive on purpose.
// swift-format-ignore: AvoidRetroactiveConformances
extension DependencyResolver: @retroactive ResolverRegistering {
    /// The app's registrations into `main`, run once before the first resolve from it.
    ///
    /// `nonisolated`: the library calls it on whichever thread first resolves from `main` (a
    /// background task, or a test's), so it must not be main-actor code. Written in main-actor code
    /// (this target's default), the method and the conformance would be main-actor isolated and
    /// still be called from that thread. Main-actor types are registered with `@MainActor in`, so
    /// they are built on the main actor whoever resolves them.
    public nonisolated static func registerAllServices() {
        main.register(module: ServicesModule())
        main.register(module: ProfileModule())
        main.register(lifetime: .persistent) { @MainActor in Session(user: "main user") }
        main.register { (_, args) in NoteHeader(title: args(), pinned: false, folder: nil) }
        DependencyResolver.main.register { @MainActor in OnboardingViewModel(step: 1) }
        DependencyResolver.main.register(name: "returning") { @MainActor r in
            OnboardingViewModel(step: r.resolve(Session.self).user == "main user" ? 2 : 0)
        }
    }
}

/// A screen that resolves through `root`, the protocol's default `resolver`.
final class SessionScreen: Resolving {
    lazy var session: Session = resolver.resolve()
    init() {}
}

/// A struct that resolves through the default `resolver`.
struct OnboardingScreen: Resolving {
    func model() -> OnboardingViewModel { resolver.resolve() }
}

/// A type that supplies its own container.
final class FeatureScreen: Resolving {
    let resolver: DependencyResolver
    init(resolver: DependencyResolver) { self.resolver = resolver }
    var profile: ProfileViewModel { resolver.resolve() }
}

/// Checks `registerAllServices()`, the static API, `Resolving` types, `root` and the synchronous `withRoot`.
public func serviceLocatorChecks() {
    // Plain factories through the static API.
    DependencyResolver.register { Clock(label: "static") }
    DependencyResolver.register(name: "static") { r in
        Uploader(sync: HTTPSync(baseURL: "s"), client: HTTPClient(host: r.name ?? "?"))
    }
    Resolver.register(name: "badge") { (_, args) in NoteHeader(title: args("title"), pinned: true, folder: nil) }
    Resolver.replace(name: "replaced") { Clock(label: "replaced") }
    // `@MainActor` factories through the static API.
    DependencyResolver.main.replace(name: "returning") { @MainActor in OnboardingViewModel(step: 3) }
    DependencyResolver.main.replace { @MainActor r in ProfileViewModel(session: r.resolve()) }

    let session: Session = DependencyResolver.resolve()
    check(
        "registerAllServices() ran: static resolve of its { @MainActor in ... } persistent", session.user == "main user"
    )
    check("static register { ... }", Resolver.resolve(Clock.self).label == "static")
    check("static optional", DependencyResolver.optional(Unregistered.self) == nil)
    let tryClock = try? DependencyResolver.tryResolve(Clock.self)
    let tryReplaced = try? DependencyResolver.tryOptional(Clock.self, name: "replaced")
    check(
        "static tryResolve / tryOptional(name:) / replace(name:)",
        tryClock?.label == "static" && tryReplaced?.label == "replaced")
    let header: NoteHeader = Resolver.resolve(args: "Static")
    let badge: NoteHeader = Resolver.resolve(name: "badge", args: ["title": "Badge"])
    let optionalHeader: NoteHeader? = Resolver.optional(args: "x")
    let tryHeader = try? Resolver.tryResolve(NoteHeader.self, args: "y")
    let tryOptionalHeader = try? Resolver.tryOptional(NoteHeader.self, name: "badge", args: ["title": "z"])
    check(
        "static args: resolve/optional/tryResolve/tryOptional",
        header.title == "Static" && badge.title == "Badge" && optionalHeader != nil && tryHeader?.title == "y"
            && tryOptionalHeader?.title == "z")
    check("static register(name:) { r in ... }", Resolver.resolve(Uploader.self, name: "static").sync.endpoint == "s")
    check("static register { @MainActor in ... }", DependencyResolver.resolve(OnboardingViewModel.self).step == 1)
    check(
        "static register(name:) { @MainActor r in ... } then replace(name:) { @MainActor in ... }",
        DependencyResolver.resolve(OnboardingViewModel.self, name: "returning").step == 3)
    check(
        "static replace { @MainActor r in ... }", DependencyResolver.resolve(ProfileViewModel.self).session === session)

    check("Resolving: a class with a lazy var", SessionScreen().session.user == "main user")
    check("Resolving: a struct", OnboardingScreen().model().step == 1)
    check(
        "Resolving: its own resolver",
        FeatureScreen(resolver: AppContainers.shared).profile.session.user == "production user")

    // Pointing root somewhere else, for a while.
    let testContainer = DependencyResolver.main.child(name: "test")
    testContainer.register { @MainActor in Session(user: "test user") }
    DependencyResolver.root = testContainer
    check(
        "root = a child",
        DependencyResolver.resolve(Session.self).user == "test user" && SessionScreen().session.user == "test user")
    DependencyResolver.root = .main
    let inScope: Session = DependencyResolver.withRoot(testContainer) { DependencyResolver.resolve() }
    check("withRoot (sync)", inScope.user == "test user" && DependencyResolver.root === DependencyResolver.main)
}

/// Checks the async `withRoot`, resolving with `DependencyResolver.async.resolve()` inside it.
public func asyncServiceLocatorChecks() async {
    let testContainer = DependencyResolver.main.child(name: "async test")
    testContainer.register { @MainActor in Session(user: "async user") }
    let user = await DependencyResolver.withRoot(testContainer) { () async -> String in
        await Task.yield()
        let session: Session = await DependencyResolver.async.resolve()
        return session.user
    }
    check("withRoot (async) with DependencyResolver.async.resolve()", user == "async user")
}
