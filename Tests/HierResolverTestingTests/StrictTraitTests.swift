import HierResolver
import HierResolverTesting
import Testing

// The trait's strict form: every registration of the app the test did not replace fails when used.

@Suite("The container trait, strict")
struct StrictTraitTests {
    @Test(
        "a replacement is served and an unreplaced registration fails",
        .overriding(TraitApp.app, strict: true) { $0.register { Backend(tag: 1) } })
    func replacedServedUnreplacedFails() throws {
        let backend: Backend = DependencyResolver.resolve()
        #expect(backend.tag == 1)
        let failure = #expect(throws: DependencyError.self) { try DependencyResolver.tryResolve(Repository.self) }
        #expect(failure?.kind == .notReplaced)
        #expect(failure?.message.contains("\"test\" is a strict copy") == true)
    }

    @Test(
        "an allowed registration is built with the replacement",
        .overriding(TraitApp.app, strict: true, allowing: [.type(Repository.self)]) { $0.register { Backend(tag: 2) } })
    func allowedRegistrationIsBuiltWithTheReplacement() throws {
        let repository: Repository = try DependencyResolver.tryResolve()
        #expect(repository.backend.tag == 2)
        #expect(repository !== TraitApp.app.resolve(Repository.self))
    }

    @Suite("in a strict suite", .overriding(TraitApp.app, strict: true))
    struct InAStrictSuite {
        @Test(
            "a test's overrides add to the strict suite's, which stays strict",
            .overriding { $0.register { Backend(tag: 3) } })
        func aTestsOverridesAddToTheStrictSuites() throws {
            #expect(try DependencyResolver.tryResolve(Backend.self).tag == 3)
            #expect(throws: DependencyError.self) { try DependencyResolver.tryResolve(Repository.self) }
        }
    }

    @Test("an allowance that names nothing registered fails the test case before it runs")
    func unmatchedAllowanceFailsTheCase() async throws {
        let trait: ContainerTrait = .overriding(TraitApp.app, strict: true, allowing: [.type(Int.self)])
        let test = try #require(Test.current)
        let failure = await #expect(throws: DependencyError.self) {
            try await trait.provideScope(for: test, testCase: Test.Case.current) {
                Issue.record("the test case ran")
            }
        }
        #expect(failure?.kind == .invalidConfiguration)
        #expect(failure?.message.contains("Cannot allow .type(Int.self)") == true)
    }
}
