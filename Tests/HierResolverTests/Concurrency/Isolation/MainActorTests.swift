import Dispatch
import HierResolver
import Testing

// `@MainActor` factories: checked by the compiler, built only on the main actor, reached from
// elsewhere through the `await` forms. A factory's counter counts the builds that ran: a factory
// asked for off the main actor must not run at all.

@MainActor
final class MainScreenModel {
    let session: Session
    var title = "Pets"

    init(session: Session) {
        self.session = session
    }
}

@MainActor
final class MainBadge {
    let text: String

    init(text: String) {
        self.text = text
    }
}

/// Not main-actor itself; its factory needs a main-actor model.
final class ScreenCoordinator: Sendable {
    let model: MainScreenModel

    init(model: MainScreenModel) {
        self.model = model
    }
}

/// Registers the main-actor fixtures from nonisolated code, as a module or an app's set-up would.
private func registerScreens(in app: DependencyResolver, builds: Counter) {
    app.persistent { Session() }
    app.register { @MainActor r in
        builds.increment()
        return MainScreenModel(session: r.resolve())
    }
    app.register { @MainActor (text: String) in MainBadge(text: text) }
    app.register(variant: "args") { @MainActor (_, args) in MainBadge(text: args()) }
    app.register { r in ScreenCoordinator(model: try r.tryResolve()) }
}

@Suite("Isolation: @MainActor factories")
struct IsolationMainActorTests {
    @Test("From the main actor, a @MainActor factory resolves synchronously, in every factory shape")
    @MainActor
    func resolvesOnTheMainActor() throws {
        let app = DependencyResolver(name: "app")
        let builds = Counter()
        registerScreens(in: app, builds: builds)
        let model: MainScreenModel = app.resolve()
        #expect(model.session === app.resolve(Session.self))
        #expect(builds.value == 1)
        #expect(app.resolve(MainBadge.self, arguments: "typed").text == "typed")
        #expect(app.resolve(MainBadge.self, variant: "args", args: "args").text == "args")
        #expect(try app.tryResolve(ScreenCoordinator.self).model.title == "Pets")
        #expect(builds.value == 2)
    }

    @Test("Lifetime, name, replace and static spellings register @MainActor factories")
    @MainActor
    func spellings() {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { @MainActor in MainBadge(text: "persistent") }
        app.register(name: "transient", lifetime: .transient) { @MainActor in MainBadge(text: "transient") }
        app.register(name: "ephemeral", lifetime: .ephemeral) { @MainActor r in
            MainBadge(text: "ephemeral \(r.name ?? "")")
        }
        app.register(name: "named") { @MainActor in MainBadge(text: "named") }
        let child = app.child(name: "child")
        child.replace { @MainActor in MainBadge(text: "replaced") }
        #expect(app.resolve(MainBadge.self) === app.resolve(MainBadge.self))
        #expect(app.resolve(MainBadge.self, name: "transient").text == "transient")
        #expect(app.resolve(MainBadge.self, name: "ephemeral").text == "ephemeral app")
        #expect(app.resolve(MainBadge.self, name: "named").text == "named")
        #expect(child.resolve(MainBadge.self).text == "replaced")
        // `{ @MainActor (r: Resolver) in ... }` receives the container: no typed arguments.
        app.register(variant: "receiving") { @MainActor (r: Resolver) in MainBadge(text: r.name ?? "") }
        #expect(app.resolve(MainBadge.self, variant: "receiving").text == "app")
    }

    @Test(
        "Main-actor code may use a resolved value in an autoclosure: the forms without arguments return it as sending")
    @MainActor
    func resolvedValuesInMainActorAutoclosures() throws {
        let app = DependencyResolver(name: "app")
        app.register { Cat(name: "Mimi") as Animal }
        let pet: Animal = app.resolve()
        let again: Animal = try app.tryResolve()
        let found: Animal? = app.optional()
        let fromRoot: Animal? = DependencyResolver.withRoot(app) { DependencyResolver.optional() }
        // Without `sending` results, each `&&` below fails to compile: "sending 'pet' risks causing data races".
        let named = true && pet.name == "Mimi" && again.name == "Mimi"
        let optionals = true && found?.name == "Mimi" && fromRoot?.name == "Mimi"
        #expect(named && optionals)
    }

    @Test("Code on the main queue (a DispatchQueue.main.async block) builds a @MainActor factory synchronously")
    func mainQueueIsTheMainActor() async throws {
        let app = DependencyResolver(name: "app")
        app.register { @MainActor in MainBadge(text: "queued") }
        let kind = try await withWatchdog("a block on the main queue") {
            await withCheckedContinuation { (done: CheckedContinuation<String, Never>) in
                DispatchQueue.main.async {
                    do {
                        let badge = try app.tryResolve(MainBadge.self)
                        done.resume(returning: badge.text)
                    } catch {
                        done.resume(returning: "\((error as? DependencyError)?.kind as Any)")
                    }
                }
            }
        }
        #expect(kind == "queued")
    }

    @Test("Main-actor code that runs another queue's block synchronously builds a @MainActor factory there")
    @MainActor
    func mainActorCodeInsideAnotherQueuesSyncBlock() async throws {
        let app = DependencyResolver(name: "app")
        app.register { @MainActor in MainBadge(text: "in sync block") }
        app.register(variant: "other", lifetime: .ephemeral) { @MainActor in MainBadge(text: "other") }
        let queue = DispatchQueue(label: "HierResolverTests.other")
        // The block runs on this thread while the main actor's job waits for it: still the main actor.
        let text = try queue.sync { try app.tryResolve(MainBadge.self).text }
        #expect(text == "in sync block")
        // The same queue's block run asynchronously is off the main actor.
        let kind = await withCheckedContinuation { (done: CheckedContinuation<DependencyError.Kind?, Never>) in
            queue.async {
                do {
                    _ = try app.tryResolve(MainBadge.self, variant: "other")
                    done.resume(returning: nil)
                } catch {
                    done.resume(returning: (error as? DependencyError)?.kind)
                }
            }
        }
        #expect(kind == .isolation)
    }

    @Test("A synchronous resolve off the main actor fails with our error and does not run the factory")
    func synchronousResolveOffTheMainActorFails() async throws {
        let app = DependencyResolver(name: "app")
        let builds = Counter()
        registerScreens(in: app, builds: builds)
        let error = await dependencyErrorOffMainActor { _ = try app.tryResolve(MainScreenModel.self) }
        let failure = try #require(error)
        #expect(failure.kind == .isolation)
        #expect(failure.message.contains("`HierResolverTests.MainScreenModel`"))
        #expect(failure.message.contains("is @MainActor, but it was asked to build off the main actor"))
        #expect(failure.message.contains("await container.async.resolve(...)"))
        #expect(failure.resolutionChain == ["`HierResolverTests.MainScreenModel`"])
        #expect(builds.value == 0)
    }

    @Test("A dependency's @MainActor factory off the main actor: the error names who asked and how to fix it")
    func dependencyOffTheMainActorFails() async throws {
        let app = DependencyResolver(name: "app")
        let builds = Counter()
        registerScreens(in: app, builds: builds)
        let error = await dependencyErrorOffMainActor { _ = try app.tryResolve(ScreenCoordinator.self) }
        let failure = try #require(error)
        #expect(failure.kind == .isolation)
        #expect(
            failure.resolutionChain == [
                "`HierResolverTests.ScreenCoordinator`", "`HierResolverTests.MainScreenModel`",
            ])
        #expect(failure.message.contains("It is a dependency of `HierResolverTests.ScreenCoordinator`"))
        #expect(builds.value == 0)
    }

    @Test("The await forms build a @MainActor factory's instance on the main actor, from a detached task")
    func awaitFormsHopToTheMainActor() async throws {
        let app = DependencyResolver(name: "app")
        let builds = Counter()
        registerScreens(in: app, builds: builds)
        let titles = try await Task.detached { () -> [String] in
            let model: MainScreenModel = try await app.async.tryResolve()
            let coordinator: ScreenCoordinator = await app.async.resolve()  // a dependency is @MainActor
            let typed: MainBadge = await app.async.resolve(arguments: "typed")
            let args: MainBadge = try await app.async.tryResolve(variant: "args", args: "args")
            let optional: MainBadge? = await app.async.optional(variant: "missing")
            let missing: MainScreenModel? = try await app.async.tryOptional(variant: "missing")
            return [
                await model.title, await coordinator.model.title, typed.text, args.text,
                optional == nil ? "nil" : "value", missing == nil ? "nil" : "value",
            ]
        }.value
        #expect(titles == ["Pets", "Pets", "typed", "args", "nil", "nil"])
        #expect(builds.value == 2)
    }

    @Test("A kept instance of a @MainActor factory is handed to any caller without going to the main actor")
    func keptInstanceResolvesAnywhere() async throws {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { @MainActor in MainBadge(text: "kept") }
        let built = await MainActor.run { app.resolve(MainBadge.self) }
        let fromDetached = await Task.detached { try? app.tryResolve(MainBadge.self) }.value
        #expect(fromDetached === built)
    }

    @Test("verify() off the main actor skips @MainActor factories with the reason; on it, and awaited, it builds them")
    func verifyAndTheMainActor() async throws {
        let app = DependencyResolver(name: "app")
        let builds = Counter()
        registerScreens(in: app, builds: builds)
        @Sendable func arguments() -> VerificationArguments {
            var arguments = VerificationArguments()
            arguments.add(MainBadge.self, arguments: "verified")
            arguments.add(MainBadge.self, variant: "args", args: "verified")
            return arguments
        }
        let offMain = await Task.detached { app.verify(arguments: arguments()) }.value
        #expect(offMain.isValid, "\(offMain)")
        let skipped = offMain.skipped.map(\.entry.key).sorted()
        #expect(skipped.count == 4, "\(offMain)")  // the model, both badges, and the coordinator that needs the model
        #expect(offMain.skipped.allSatisfy { $0.reason.contains("verify() ran off the main actor") })
        #expect(builds.value == 0)
        let onMain = await MainActor.run { app.verify(arguments: arguments()) }
        #expect(onMain.isValid && onMain.skipped.isEmpty, "\(onMain)")
        let awaited = await Task.detached { await app.async.verify(arguments: arguments()) }.value
        #expect(awaited.isValid && awaited.skipped.isEmpty, "\(awaited)")
        #expect(builds.value == 4)  // the model and the coordinator's, in each of the two
    }

    @Test("A copy keeps its registrations' @MainActor factories checked")
    func copiesStayChecked() async throws {
        let app = DependencyResolver(name: "app")
        let builds = Counter()
        registerScreens(in: app, builds: builds)
        let copy = app.copy(name: "copy")
        let kind = await Task.detached { () -> DependencyError.Kind? in
            do {
                _ = try copy.tryResolve(MainScreenModel.self)
                return nil
            } catch {
                return (error as? DependencyError)?.kind
            }
        }.value
        #expect(kind == .isolation)
        let model: MainScreenModel = await Task.detached { await copy.async.resolve() }.value
        #expect(await model.title == "Pets")
        #expect(builds.value == 1)
    }
}
