import Foundation
import HierResolver
import HierResolverTesting
import Testing

// The trait gives every test, every case of a parameterized test and every repetition a container of
// its own. Each container's fake backend takes the next number from a counter when it is built, so a
// container that two tests shared would show one number twice.

final class Backend: Sendable {
    let tag: Int

    init(tag: Int) { self.tag = tag }
}

final class Repository: Sendable {
    let backend: Backend

    init(backend: Backend) { self.backend = backend }
}

enum TraitApp {
    /// The app: a persistent backend and a persistent repository on it.
    static let app: DependencyResolver = {
        let app = DependencyResolver(name: "trait app")
        app.register(lifetime: .persistent) { Backend(tag: -1) }
        app.register(lifetime: .persistent) { r in Repository(backend: r.resolve()) }
        return app
    }()

    private static let lock = NSLock()
    nonisolated(unsafe) private static var next = 0
    nonisolated(unsafe) private static var seen: Set<Int> = []

    /// A new number for a fake backend.
    static func nextTag() -> Int {
        lock.lock()
        defer { lock.unlock() }
        next += 1
        return next
    }

    /// Whether no test has claimed `tag` before; claims it.
    static func claim(_ tag: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return seen.insert(tag).inserted
    }

    /// What every test checks: `root` is a copy of the app with this test's own fake, which the app's
    /// persistent repository was built with.
    static func checkOwnContainer() {
        let root = DependencyResolver.root
        #expect(root.name == "test")
        let repository: Repository = DependencyResolver.resolve()
        #expect(repository.backend.tag > 0)
        #expect(claim(repository.backend.tag), "another test used this test's container")
        #expect(repository !== app.resolve(Repository.self))
    }
}

@Suite(.overriding(TraitApp.app) { $0.register { Backend(tag: TraitApp.nextTag()) } })
struct ContainerTraitTests {
    @Test func firstTestGetsItsOwnContainer() {
        TraitApp.checkOwnContainer()
    }

    @Test func secondTestGetsItsOwnContainer() async {
        await Task.yield()
        TraitApp.checkOwnContainer()
    }

    @Test(arguments: 0..<20)
    func eachCaseGetsItsOwnContainer(number: Int) {
        TraitApp.checkOwnContainer()
    }

    @MainActor @Test func mainActorTestGetsItsOwnContainer() {
        TraitApp.checkOwnContainer()
    }

    @Suite struct Nested {
        @Test func nestedSuitesInheritTheTrait() {
            TraitApp.checkOwnContainer()
        }
    }
}

/// A weak reference a `@Sendable` closure can set.
final class WeakReference: @unchecked Sendable {
    private let lock = NSLock()
    private weak var value: AnyObject?

    func set(_ object: AnyObject) {
        lock.lock()
        defer { lock.unlock() }
        value = object
    }

    var isNil: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value == nil
    }
}

@Suite("The container trait")
struct ContainerTraitBehaviourTests {
    @Test(.container { DependencyResolver(name: "made by hand") })
    func containerFromAClosure() {
        #expect(DependencyResolver.root.name == "made by hand")
    }

    @Test("a test's container is released when the test ends")
    func containerIsReleased() async throws {
        let trait: ContainerTrait = .overriding(TraitApp.app) { $0.register { Backend(tag: 0) } }
        let released = WeakReference()
        let test = try #require(Test.current)
        try await trait.provideScope(for: test, testCase: Test.Case.current) {
            let root = DependencyResolver.root
            released.set(root)
            #expect(root.name == "test")
        }
        // Another test's bare-wrapper fallback search may hold any root for an instant.
        let deadline = Date().addingTimeInterval(10)
        while !released.isNil, Date() < deadline { try await Task.sleep(nanoseconds: 1_000_000) }
        #expect(released.isNil)
    }

    @Test("it scopes test cases, never a whole suite")
    func scopesTestCasesOnly() throws {
        let trait: ContainerTrait = .overriding(TraitApp.app)
        let test = try #require(Test.current)
        #expect(trait.scopeProvider(for: test, testCase: nil) == nil)
        #expect(trait.scopeProvider(for: test, testCase: Test.Case.current) != nil)
        #expect(trait.isRecursive)
    }
}
