// The app's tests, main-actor code by default like the app: HierResolverTesting's trait with the
// app's main-actor types and fakes, `verify()` on the main actor and `await container.async.verify()`
// off it, and view models resolved from detached tasks.

import AppCore
import HierResolver
import HierResolverTesting
import Testing

/// A fake repository: a main-actor class, as the target's default isolation makes it.
final class FakePetRepository: PetRepository {
    private var pets: [String]
    init(pets: [String] = ["Fake"]) { self.pets = pets }
    func allPets() -> [String] { pets }
    func add(_ pet: String) { pets.append(pet) }
}

/// A fake inbox view model, to stand in for the app's.
final class FakeInboxViewModel: InboxModel {
    let unread = 7
}

/// A screen of the test target that resolves through `root`.
final class PetListScreen: Resolving {
    @Resolve var model: PetListViewModel
    @LazyResolve var inbox: InboxModel
}

let testedApp = makeAppContainer()

@Suite(.overriding(testedApp) { $0.register { FakePetRepository() as PetRepository } })
struct PetListTests {
    @Test func listsFromTheFake() {
        let model: PetListViewModel = DependencyResolver.resolve()
        #expect(model.rows == ["Fake"])
        #expect(model.repository is FakePetRepository)
    }

    @Test func wrappersResolveThroughTheTestContainer() {
        let screen = PetListScreen()
        #expect(screen.model.rows == ["Fake"])
        #expect(screen.inbox.unread == 3)
        #expect(screen.model.repository !== testedApp.resolve(PetRepository.self))
    }

    @Test(arguments: ["Mimi", "Franky"])
    func eachCaseGetsAFreshCopy(name: String) {
        let repository: PetRepository = DependencyResolver.resolve()
        #expect(repository.allPets() == ["Fake"])
        repository.add(name)
        #expect(repository.allPets() == ["Fake", name])
    }

    @Test(.overriding(PetRepository.self, with: FakePetRepository(pets: [])))
    func aSpyAddsToTheSuitesOverrides() {
        let model: PetListViewModel = DependencyResolver.resolve()
        model.repository.add("Mimi")
        let spy: FakePetRepository = DependencyResolver.resolve()
        #expect(model.repository === spy)
        #expect(spy.allPets() == ["Mimi"])
    }

    @Test func rootIsTheTestContainer() {
        #expect(DependencyResolver.root.name == "test")
        #expect(DependencyResolver.root.parent == nil)
    }

    @Test func mainActorViewModelsResolveSynchronously() {
        let profile: ProfileViewModel = DependencyResolver.resolve()
        #expect(profile.greeting == "Hello, production user")
        let detail: PetDetailViewModel = DependencyResolver.root.resolve(arguments: "Rex")
        #expect(detail.name == "Rex")
    }

    @Test func childTasksInheritTheScopeDetachedTasksDoNot() async {
        let inherited = await Task { DependencyResolver.root.name }.value
        #expect(inherited == "test")
        let detached = await Task.detached { DependencyResolver.root.name }.value
        #expect(detached != "test")
        // The `await` forms from a child task resolve in the test's container.
        let fromChild = await Task { () -> [String] in
            let model: PetListViewModel = await DependencyResolver.async.resolve()
            return model.rows
        }.value
        #expect(fromChild == ["Fake"])
    }
}

@Test(.overriding(testedApp) { $0.register { FakeInboxViewModel() as InboxModel } })
func aFakeMainActorViewModel() {
    let inbox: InboxModel = DependencyResolver.resolve()
    #expect(inbox.unread == 7)
}

@Test(.overriding(testedApp) { $0.replace { @MainActor in FakeInboxViewModel() as InboxModel } })
func aFakeRegisteredWithAMainActorFactory() {
    let inbox: InboxModel = DependencyResolver.resolve()
    #expect(inbox.unread == 7)
}

@Test(.container { makeAppContainer().copy(name: "fake db") { $0.register { Database(name: "fake") } } })
func theContainerTraitBuildsTheAppContainer() {
    let repository = DependencyResolver.resolve(PetRepository.self) as? RemotePetRepository
    #expect(repository?.database.name == "fake")
}

@Test(
    .container {
        let screen = DependencyResolver(name: "screen")
        // The first registration of a key wins: this one, over the module's.
        screen.register { InMemoryPetRepository(pets: ["Nemo"]) as PetRepository }
        screen.register(module: PetsModule())
        return screen
    })
func theContainerTraitInstallsAMainActorModule() {
    let model: PetListViewModel = DependencyResolver.resolve()
    #expect(model.rows == ["Nemo"])
    #expect(DependencyResolver.optional(Session.self) == nil)
}

@Test(.container { DependencyResolver(name: "empty") })
func startsFromNothing() {
    #expect(DependencyResolver.optional(PetRepository.self) == nil)
}

/// The default base: a copy of `main`, which the app's `registerAllServices()` fills.
@Test(.overriding { $0.register { @MainActor in Session(user: "test user") } })
func overridingMain() {
    let session: Session = DependencyResolver.resolve()
    #expect(session.user == "test user")
    let onboarding: OnboardingViewModel = DependencyResolver.resolve(name: "returning")
    #expect(onboarding.step == 0)
}

@MainActor @Test func theAppContainerIsValidOnTheMainActor() {
    let report = makeAppContainer().verify(arguments: appVerificationArguments())
    #expect(report.isValid, "\(report)")
    #expect(report.skipped.isEmpty, "\(report)")
    #expect(report.warnings.isEmpty, "\(report)")
}

@Test nonisolated func theAppContainerIsValidFromAnyIsolation() async throws {
    // Built on the main actor: making it runs the app's main-actor code (its modules).
    let app = await MainActor.run { makeAppContainer() }
    // This test runs off the main actor: a synchronous resolve of a @MainActor factory says so.
    let error = #expect(throws: DependencyError.self) { _ = try app.tryResolve(ProfileViewModel.self) }
    #expect(error?.kind == .isolation)
    // The await form verifies on the main actor, where every factory can be built.
    let report = await app.async.verify(arguments: appVerificationArguments())
    #expect(report.isValid, "\(report)")
    #expect(report.skipped.isEmpty, "\(report)")
    #expect(report.verified.contains { $0.key.contains("ProfileViewModel") })
}

@Test nonisolated func verifyOffTheMainActorSkipsMainActorFactories() async {
    // Nonisolated services and @MainActor view models only: everything else it could build here.
    let profiles = DependencyResolver(name: "profiles")
    profiles.register(modules: [ServicesModule(), ProfileModule()])
    profiles.register { @MainActor in Session(user: "profile user") }
    let report = profiles.verify()
    #expect(report.isValid, "\(report)")
    #expect(report.verified.count == 3)
    #expect(report.skipped.contains { $0.entry.key.contains("ProfileViewModel") && $0.reason.contains("@MainActor") })
    let awaited = await profiles.async.verify()
    #expect(awaited.verified.contains { $0.key.contains("ProfileViewModel") })
}

@Test func aViewModelFromADetachedTask() async throws {
    let app = makeAppContainer()
    let greeting = try await Task.detached { () async throws -> String in
        let model: ProfileViewModel = try await app.async.tryResolve()
        return await model.greeting
    }.value
    #expect(greeting == "Hello, production user")

    let card = await Task.detached { () async -> PetCardViewModel in
        await app.async.resolve(arguments: "Mimi", 2)
    }.value
    #expect(card.name == "Mimi" && card.age == 2)

    let kind = await Task.detached { () -> DependencyError.Kind? in
        do {
            _ = try app.tryResolve(PetCardViewModel.self, arguments: "Mimi", 2)
            return nil
        } catch {
            return (error as? DependencyError)?.kind
        }
    }.value
    #expect(kind == .isolation)
}

@Test(.overriding(testedApp) { $0.register { @MainActor in ProfileViewModel(session: Session(user: "trait user")) } })
nonisolated func aNonisolatedTestWithTheTrait() async throws {
    let model: ProfileViewModel = try await DependencyResolver.async.tryResolve()
    #expect(await model.greeting == "Hello, trait user")
}

@Test nonisolated func asyncFactoriesFromAnyIsolation() async throws {
    let count = OpenCount()
    let records = await MainActor.run { makeRecordsContainer(parent: makeAppContainer(), count: count) }
    async let first = records.async.tryResolve(RecordsViewModel.self)
    async let second = records.async.tryResolve(VisitViewModel.self, args: "Rex")
    let (model, visit) = try await (first, second)
    // Another module's main-actor class: its `let` properties are read with `await`.
    let modelDatabase = await model.database
    let visitDatabase = await visit.database
    #expect(modelDatabase === visitDatabase)
    #expect(await count.value == 1)
    let error = #expect(throws: DependencyError.self) {
        _ = try records.tryResolve(PetHistoryViewModel.self, arguments: "Rex")
    }
    #expect(error?.kind == .isolation)
}
