import HierResolver
import Testing

// The shape a real app's tests had: a `mock` child of the app container registers fakes and is used as
// `root`. The app's persistent repository, registered in the app container, resolves its backend
// there (the context rule) and so never sees the mock's fake: `verify()` must say so, by name.

@Suite("verify() names overrides a shared instance cannot see")
struct UnseenOverrideTests {
    /// An app with a persistent repository and a graph consumer of the same backend.
    static func app() -> DependencyResolver {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { Backend(tag: -1) }
        app.register(lifetime: .persistent) { r in AppRepository(backend: r.resolve()) }
        app.register { r in Owner(pet: Cat(name: "tag \((r.resolve() as Backend).tag)")) }  // .graph
        return app
    }

    @Test("a mock child as root: the singleton misses the fake, and verify() names it")
    func mockChildAsRoot() throws {
        let app = Self.app()
        let mock = app.child(name: "mock")
        mock.register { Backend(tag: 1) }
        DependencyResolver.withRoot(mock) {
            let repository: AppRepository = DependencyResolver.resolve()
            #expect(repository.backend.tag == -1)  // the trap: the real backend
            let owner: Owner = DependencyResolver.resolve()
            #expect(owner.pet.name == "tag 1")  // a graph consumer does see the fake
        }
        let report = mock.verify()
        #expect(report.isValid)
        let warning = try #require(report.warnings.first)
        #expect(report.warnings.count == 1)
        #expect(warning.entry.key == "`HierResolverTests.AppRepository`")
        #expect(warning.entry.container == "\"app\"")
        #expect(warning.key == "`HierResolverTests.Backend`")
        #expect(warning.overridingContainer == "\"mock\"")
        #expect(
            warning.message.contains(
                "`HierResolverTests.AppRepository` (persistent, in \"app\") does not see the override of `HierResolverTests.Backend` in \"mock\""
            ))
        #expect(warning.message.contains("copy {"))
        #expect(
            warning.message.contains(
                "register `HierResolverTests.AppRepository` (or install its module) in \"mock\" too"))
        #expect(report.description.contains("1 warning."))
        #expect(report.description.contains("Warning: `HierResolverTests.AppRepository` in \"app\" misses an override"))
        #expect(app.verify().warnings.isEmpty)
    }

    @Test("both fixes: a copy, or the singleton registered in the child too, leave nothing to warn about")
    func fixes() {
        let app = Self.app()
        let copy = app.copy(name: "mock") { $0.register { Backend(tag: 1) } }
        #expect(copy.verify().warnings.isEmpty)
        #expect(copy.resolve(AppRepository.self).backend.tag == 1)
        let mock = app.child(name: "mock")
        mock.register { Backend(tag: 1) }
        mock.register(lifetime: .persistent) { r in AppRepository(backend: r.resolve()) }
        #expect(mock.verify().warnings.isEmpty)
        #expect(mock.resolve(AppRepository.self).backend.tag == 1)
    }

    @Test("a transient singleton misses it too, and a consumer it builds is named")
    func transientAndNestedConsumer() throws {
        let app = DependencyResolver(name: "app")
        app.register { Backend(tag: -1) }
        app.register { r in AppRepository(backend: r.resolve()) }  // .graph, built by the overview
        app.register(lifetime: .transient) { r in Overview(repositories: [r.resolve()]) }
        let mock = app.child(name: "mock")
        mock.register { Backend(tag: 1) }
        let warning = try #require(mock.verify().warnings.first)
        #expect(warning.entry.key == "`HierResolverTests.Overview`" && warning.entry.lifetime == .transient)
        #expect(
            warning.message.contains(
                "(`HierResolverTests.AppRepository`, which it builds, resolves `HierResolverTests.Backend` there too.)")
        )
    }

    @Test("an optional dependency a singleton cannot see is named: it gets nil")
    func optionalDependency() throws {
        final class Analytics {}
        final class Tracker {
            let analytics: Analytics?
            init(analytics: Analytics?) { self.analytics = analytics }
        }
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { r in Tracker(analytics: r.optional()) }
        let feature = app.child(name: "feature")
        feature.register { Analytics() }
        let warning = try #require(feature.verify().warnings.first)
        #expect(warning.entry.key.hasSuffix("Tracker`"))
        #expect(warning.message.contains("gets nothing (`nil`)"))
    }

    @Test("a singleton that resolves from another tree is not warned about")
    func otherTreeIsNotAnOverride() {
        let other = DependencyResolver(name: "other")
        other.register { Backend(tag: 0) }
        other.trace = { _ in }  // its resolves take the observed path, as the verified tree's do
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { AppRepository(backend: other.resolve()) }
        let feature = app.child(name: "feature")
        feature.register { Backend(tag: 1) }
        #expect(feature.verify().warnings.isEmpty)
    }

    @Test("nothing to warn about when the child overrides nothing a singleton uses")
    func noFalseAlarm() {
        let app = Self.app()
        let feature = app.child(name: "feature")
        feature.register { Cat(name: "Mimi") as Animal }
        #expect(feature.verify().warnings.isEmpty)
    }
}
