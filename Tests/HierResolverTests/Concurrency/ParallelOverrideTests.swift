import Foundation
import HierResolver
import Testing

// One app container, shared by every test of this suite, which Swift Testing runs in parallel. Each
// test case copies the app with its own fakes for a different set of backends, runs in a root scope of
// that copy, and checks that everything it resolves, through every path code uses, was built with its
// fakes and no other test's: the app's persistent repositories and overview included. The app's own
// instances must be untouched, and each copy must be gone once its test is.
//
// `.ci/run` also runs this suite 10 times in one process, and under the thread sanitizer.

@Suite("Parallel tests override one app container")
struct ParallelOverrideTests {
    /// The app, resolved once before any test uses it.
    static let app: DependencyResolver = OverrideApp.make(name: "shared app")
    static let appInstances = OverrideApp.instances(of: app)

    /// The backends test `number` replaces: a different set for each of 256 numbers (37 is odd, so
    /// multiplying by it permutes the numbers modulo 256).
    static func replaced(by number: Int) -> [Int] {
        let mask = (number &* 37 &+ 11) & 255
        return (0..<OverrideApp.size).filter { mask & (1 << $0) != 0 }
    }

    @Test("each parallel test sees only its own fakes, everywhere, singletons included", arguments: 0..<100)
    func ownFakesOnly(number: Int) async throws {
        let before = Self.appInstances
        let replaced = Self.replaced(by: number)
        weak var released: DependencyResolver?
        try await {
            let test = Self.app.copy(name: "test \(number)") { fakes in
                for index in replaced {
                    fakes.register(variant: OverrideApp.backend(index)) { Backend(tag: number) }
                }
            }
            released = test
            try await DependencyResolver.withRoot(test) {
                await Task.yield()  // resume anywhere: the scope follows the task
                try checkEverything(number: number, replaced: replaced)
                // A child task sees the scope too.
                let child = Task { try DependencyResolver.tryResolve(Backend.self, variant: OverrideApp.backend(0)) }
                let inChild = try await child.value.tag
                #expect(inChild == (replaced.contains(0) ? number : -1))
            }
        }()
        #expect(eventually { released == nil }, "test \(number)'s container outlived its scope")
        #expect(OverrideApp.instances(of: Self.app) == before, "the app's instances changed")
    }

    /// Everything the test resolves, by every path, carries its own tag or the app's.
    private func checkEverything(number: Int, replaced: [Int]) throws {
        let expected = { (index: Int) in replaced.contains(index) ? number : -1 }
        let appBackends = Set(Self.appInstances)
        for index in 0..<OverrideApp.size {
            let backend: Backend = try DependencyResolver.tryResolve(variant: OverrideApp.backend(index))
            #expect(backend.tag == expected(index), "backend \(index) of test \(number)")
            #expect(!appBackends.contains(ObjectIdentifier(backend)), "the app's own instance leaked into a test")
            let repository: AppRepository = DependencyResolver.resolve(variant: OverrideApp.repository(index))
            #expect(repository.backend === backend, "repository \(index) of test \(number) has another backend")
        }
        let overview: Overview = DependencyResolver.resolve()
        #expect(overview.repositories.map(\.backend.tag) == (0..<OverrideApp.size).map(expected))
        let screen = OverviewScreen()
        #expect(screen.overview === overview)
        #expect(screen.firstBackend.tag == expected(0))
        #expect(DependencyResolver.root.name == "test \(number)")
    }
}
