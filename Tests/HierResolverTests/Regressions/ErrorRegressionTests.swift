import HierResolver
import Testing

// Regression tests of errors and how they are reported: each pins a defect found after its feature
// landed, and says what went wrong before.

@Suite("Regressions: errors")
struct ErrorRegressionTests {
    /// Defect: the captive check asked whether the top-level requester's chain had the key, without asking
    /// whether the requester is below the shared registration's owner at all.
    @Test("a miss in a shared factory is captive only when the requester is below its owner")
    func captiveOnlyBelowTheOwner() {
        final class Leaf {}
        final class Shared {
            init(_ leaf: Leaf) {}
        }
        final class Top {
            init(_ shared: Shared) {}
        }
        let other = DependencyResolver(name: "other")
        let owner = DependencyResolver(name: "owner")
        other.register { Leaf() }
        owner.register(lifetime: .persistent) { r in Shared(try r.tryResolve()) }
        other.register { () throws -> Top in Top(try owner.tryResolve()) }

        let error = #expect(throws: DependencyError.self) { try other.tryResolve(Top.self) }
        #expect(error?.kind == .notRegistered)
    }

    /// Defect: the trapping forms stopped the program at a line inside the library; the message now names
    /// the caller's file and line, where the mistake is.
    @Test("a trapping resolve reports the caller's file and line")
    func trapNamesTheCallersLine() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let app = DependencyResolver(name: "app")
            _ = app.resolve(Counted.self)
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("ErrorRegressionTests.swift:"))
        #expect(!stderr.contains("Resolving.swift"))
        #expect(stderr.contains("No registration for `HierResolverTests.Counted` in \"app\""))
    }
}
