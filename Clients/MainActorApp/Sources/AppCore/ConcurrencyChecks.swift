// Resolving off the main actor: Sendable services resolve synchronously anywhere; view models
// registered with `@MainActor` factories resolve from anywhere with `await container.async...`, which
// builds them on the main actor; a synchronous resolve of one off the main actor fails with a
// `DependencyError` of kind `.isolation` instead of running main-actor code there.

import HierResolver

/// Background work in an actor of its own: it resolves a view model through the `await` forms.
actor PetSync {
    private let container: DependencyResolver
    private var synced: [String] = []

    init(container: DependencyResolver) { self.container = container }

    /// Builds the pet's detail view model (on the main actor) and records what it shows.
    func sync(pet name: String) async -> String {
        let detail: PetDetailViewModel = await container.async.resolve(arguments: name)
        let shown = detail.name
        synced.append(shown)
        return shown
    }

    var count: Int { synced.count }
}

/// A function that always runs off the main actor, resolving a view model from there.
@concurrent
nonisolated func backgroundGreeting(from container: DependencyResolver) async throws -> String {
    let model: ProfileViewModel = try await container.async.tryResolve()
    return await model.greeting
}

/// Checks resolving off the main actor: Sendable services synchronously, `@MainActor` view models with `await`.
public func concurrencyChecks() async {
    let app = AppContainers.shared

    // A nonisolated, Sendable service: a synchronous resolve from a detached task is fine.
    let formatted = await Task.detached { () -> String in
        let formatter: PriceFormatter = app.resolve()
        let usd: PriceFormatter = app.resolve(name: "usd")
        let stamp: Stamp = app.resolve()
        return "\(formatter.format(cents: 1250)) \(usd.currency) \(stamp.now)"
    }.value
    check("Task.detached: sync resolve of nonisolated Sendable services", formatted == "12.50 EUR USD 42")

    // A view model with a `@MainActor` factory, from a detached task, with the `await` forms.
    let greeting = await Task.detached { () -> String in
        let model: ProfileViewModel = await app.async.resolve()
        return await model.greeting
    }.value
    check(
        "Task.detached: await container.async.resolve() of a { @MainActor r in ... } view model",
        greeting == "Hello, production user")

    let fromDetached = await Task.detached { () async throws -> [String] in
        let editor: PetEditorViewModel = try await app.async.tryResolve(args: true)
        let newEditor: PetEditorViewModel = await app.async.resolve(name: "new", args: false)
        let detail: PetDetailViewModel = await app.async.resolve(arguments: "Rex")
        let card: PetCardViewModel = try await app.async.tryResolve(arguments: "Mimi", 3)
        let featured: PetDetailViewModel = try await app.async.tryResolve(name: "featured", arguments: "Mimi")
        let welcome: BannerViewModel? = await app.async.optional(name: .welcome)
        let toast: BannerViewModel = try await app.async.tryResolve(name: "toast")
        let promo: BannerViewModel? = try await app.async.tryOptional(name: "promo")
        let kept: BannerViewModel = await app.async.resolve(variant: "kept")
        let none: Unregistered? = await app.async.optional()
        let noneEither: Unregistered? = try await app.async.tryOptional()
        let inbox: InboxViewModel = try await app.async.tryResolve(InboxViewModel.self)
        // Their `let` properties of Sendable types are read here; the rest need `await`.
        return [
            "\(editor.editing)", "\(newEditor.editing)", detail.name, "\(card.age)", featured.name,
            welcome?.text ?? "-", toast.text, promo?.text ?? "-", kept.text,
            none == nil ? "nil" : "?", noneEither == nil ? "nil" : "?", "\(inbox.unread)",
        ]
    }.result
    let values = (try? fromDetached.get()) ?? []
    check(
        "Task.detached: await resolve/tryResolve/optional/tryOptional, args:, arguments:, name:",
        values == ["true", "false", "Rex", "3", "★ Mimi", "Welcome", "Toast", "Promo", "Kept", "nil", "nil", "3"])

    // The same view model, resolved synchronously from a detached task: an error of kind .isolation.
    let failure = await Task.detached { () -> DependencyError? in
        do {
            _ = try app.tryResolve(ProfileViewModel.self)
            return nil
        } catch {
            return error as? DependencyError
        }
    }.value
    check(
        "Task.detached: sync tryResolve of a { @MainActor r in ... } view model throws .isolation",
        failure?.kind == .isolation)
    check("... and the message names the registration", failure?.message.contains("ProfileViewModel") == true)
    if let failure { print(failure) }

    let typedFailure = await Task.detached { () -> DependencyError.Kind? in
        do {
            _ = try app.tryResolve(PetDetailViewModel.self, arguments: "Rex")
            return nil
        } catch {
            return (error as? DependencyError)?.kind
        }
    }.value
    check(
        "Task.detached: sync tryResolve(arguments:) of a { @MainActor (name: String) in ... } throws .isolation",
        typedFailure == .isolation)

    let optionalFailure = await Task.detached { () -> DependencyError.Kind? in
        do {
            _ = try app.tryOptional(BannerViewModel.self, name: .welcome)
            return nil
        } catch {
            return (error as? DependencyError)?.kind
        }
    }.value
    check(
        "Task.detached: sync tryOptional(name:) of a { @MainActor in ... } throws .isolation",
        optionalFailure == .isolation)

    // A kept instance, once built on the main actor, is handed to any caller.
    let settings: SettingsViewModel = app.resolve()
    let keptFromDetached = await Task.detached { () -> SettingsViewModel? in
        try? app.tryResolve(SettingsViewModel.self)
    }.value
    check(
        "Task.detached: sync resolve of a built { @MainActor in ... } persistent returns it",
        keptFromDetached === settings)

    // The static `await` forms, through root.
    let onboardingStep = await Task.detached { () -> Int in
        let model: OnboardingViewModel = await DependencyResolver.async.resolve()
        return model.step
    }.value
    check("Task.detached: await DependencyResolver.async.resolve()", onboardingStep == 1)

    // An actor and a @concurrent function resolve view models the same way.
    let sync = PetSync(container: app)
    let synced = await sync.sync(pet: "Nemo")
    let syncCount = await sync.count
    check("an actor: await container.async.resolve(arguments:)", synced == "Nemo" && syncCount == 1)
    let background = try? await backgroundGreeting(from: app)
    check("a @concurrent function: try await container.async.tryResolve()", background == "Hello, production user")

    // The `await` forms from the main actor: they resolve here.
    let onMain: ProfileViewModel = await app.async.resolve()
    check("await container.async.resolve() on the main actor", onMain.greeting == "Hello, production user")
    let resolver = AsyncResolver(container: app)
    let editor = try? await resolver.tryResolve(PetEditorViewModel.self, name: "new", args: true)
    check("AsyncResolver(container:) with tryResolve(name:args:)", editor?.editing == true)

    // The trace hook runs on the thread that resolves: events of a detached task's resolve reach the
    // app's stream from there.
    let (events, sink) = AsyncStream.makeStream(of: String.self)
    let traced = DependencyResolver(name: "traced services")
    traced.register(module: ServicesModule())
    traced.trace = { event in
        if event.kind == .resolved { sink.yield(event.key) }
    }
    await Task.detached {
        let formatter: PriceFormatter = traced.resolve()
        _ = formatter.format(cents: 1)
    }.value
    traced.trace = nil
    sink.finish()
    var keys: [String] = []
    for await key in events { keys.append(key) }
    check("trace hook called from a detached task's resolve", keys.count == 1 && keys[0].contains("PriceFormatter"))

    // verify() off the main actor builds what can be built there and skips the @MainActor factories
    // (here a container of nonisolated services and @MainActor view models only: a plain closure
    // written in main-actor code would be built off the main actor too); the await form goes to the
    // main actor and builds everything.
    let profiles = DependencyResolver(name: "profiles")
    profiles.register(modules: [ServicesModule(), ProfileModule()])
    profiles.register { @MainActor in Session(user: "profile user") }
    let offMain = await Task.detached { () -> (valid: Bool, verified: Int, skippedMainActor: Int) in
        let report = profiles.verify()
        return (report.isValid, report.verified.count, report.skipped.filter { $0.reason.contains("@MainActor") }.count)
    }.value
    // Built: the three services. Skipped as @MainActor: the profile, settings and session factories
    // (the two that take typed arguments are skipped for want of arguments).
    check(
        "Task.detached: verify() builds the nonisolated services, skips the @MainActor factories",
        offMain.valid && offMain.verified == 3 && offMain.skippedMainActor == 3)
    let awaited = await Task.detached { () -> (valid: Bool, skipped: Int) in
        let report = await app.async.verify(arguments: appVerificationArguments())
        return (report.isValid, report.skipped.count)
    }.value
    check(
        "Task.detached: await container.async.verify(arguments:) builds everything",
        awaited.valid && awaited.skipped == 0)
}
