import HierResolver

// An app container shaped like the ones tests override: persistent backends, persistent repositories
// built on them, and a persistent overview built on every repository, all registered in one root. A
// `Backend`'s tag says who made it: -1 for the app's own, a test's number for that test's fake.

/// A dependency the app provides and tests replace.
final class Backend: Sendable {
    let tag: Int

    init(tag: Int) { self.tag = tag }
}

/// A persistent repository of the app, built on one backend.
final class AppRepository: Sendable {
    let backend: Backend

    init(backend: Backend) { self.backend = backend }
}

/// The app's persistent overview, built on every repository.
final class Overview: Sendable {
    let repositories: [AppRepository]

    init(repositories: [AppRepository]) { self.repositories = repositories }
}

enum OverrideApp {
    /// How many backends (and repositories) the app has.
    static let size = 8

    static func backend(_ index: Int) -> Variant { Variant("backend-\(index)") }
    static func repository(_ index: Int) -> Variant { Variant("repository-\(index)") }

    /// A new app container, registered and not yet resolved.
    static func make(name: String = "app") -> DependencyResolver {
        let app = DependencyResolver(name: name)
        for index in 0..<size {
            app.register(variant: backend(index), lifetime: .persistent) { Backend(tag: -1) }
            app.register(variant: repository(index), lifetime: .persistent) { r in
                AppRepository(backend: r.resolve(variant: backend(index)))
            }
        }
        app.register(lifetime: .persistent) { r in
            Overview(repositories: (0..<size).map { r.resolve(variant: repository($0)) })
        }
        return app
    }

    /// The identities of every instance `app` has cached (resolving fills the caches first).
    static func instances(of app: DependencyResolver) -> [ObjectIdentifier] {
        var identities: [ObjectIdentifier] = []
        for index in 0..<size {
            let backend: Backend = app.resolve(variant: backend(index))
            let repository: AppRepository = app.resolve(variant: repository(index))
            identities += [ObjectIdentifier(backend), ObjectIdentifier(repository)]
        }
        let overview: Overview = app.resolve()
        return identities + [ObjectIdentifier(overview)]
    }
}

/// A type that resolves through `root` the way app code does: `Resolving` and a bare property wrapper.
final class OverviewScreen: Resolving {
    @Resolve var overview: Overview

    init() {}

    /// The first backend, resolved through `resolver`.
    var firstBackend: Backend { resolver.resolve(variant: OverrideApp.backend(0)) }
}
