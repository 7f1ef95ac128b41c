// The concurrency entry points: `@MainActor` factories in every shape and spelling, async factories in
// every shape and spelling, and the `await` forms (`container.async`), called from main-actor code,
// from a detached task, and from async factories.

import HierResolver

@MainActor private final class ScreenModel {
    let title: String

    init(_ title: String) {
        self.title = title
    }
}

private final class Store: Sendable {
    let name: String

    init(_ name: String) {
        self.name = name
    }

    static func open(_ name: String) async throws -> Store {
        await Task.yield()
        return Store(name)
    }
}

private final class Ledger: Sendable {
    let store: Store

    init(store: Store) {
        self.store = store
    }
}

/// Registers the `@MainActor` factories from nonisolated code, as a module does.
private func registerScreens(_ c: DependencyResolver) {
    c.register { @MainActor in ScreenModel("plain") }
    c.register(variant: "resolving") { @MainActor r in ScreenModel(r.name ?? "") }
    c.register(variant: "args") { @MainActor (_, args) in ScreenModel(args()) }
    c.register { @MainActor (title: String) in ScreenModel(title) }
    c.register(name: "kept", lifetime: .persistent) { @MainActor in ScreenModel("kept") }
    c.register(name: "transient", lifetime: .transient) { @MainActor in ScreenModel("transient") }
    c.register(name: "ephemeral", lifetime: .ephemeral) { @MainActor r in ScreenModel("ephemeral") }
    c.register(name: "named") { @MainActor in ScreenModel("named") }
}

/// Registers async factories in every shape.
private func registerStores(_ c: DependencyResolver) {
    c.register(lifetime: .persistent) { () async throws -> Store in try await Store.open("main") }
    c.register(variant: "resolving") { r async throws -> Ledger in Ledger(store: try await r.async.tryResolve()) }
    c.register(variant: "args") { (_, args) async throws -> Store in Store(args()) }
    c.register { (name: String, suffix: Int) async throws -> Store in Store("\(name)\(suffix)") }
    c.register(name: "ephemeral", lifetime: .ephemeral) { () async throws -> Store in Store("ephemeral") }
    c.register(name: "transient", lifetime: .transient) { r async throws -> Ledger in
        Ledger(store: try await r.async.tryResolve())
    }
}

/// Registers async factories that use the trapping forms, each missing what it asks for.
private func registerTrappingStores(_ c: DependencyResolver) {
    c.register(variant: "await") { r async throws -> Ledger in Ledger(store: await r.async.resolve()) }
    c.register(variant: "sync") { r async throws -> Ledger in Ledger(store: r.resolve()) }
    c.register(variant: "args") { (_, args) async throws -> Store in Store(args("name")) }
}

@MainActor
func isolationChecks(_ log: CheckLog) async {
    let c = DependencyResolver(name: "isolation")
    registerScreens(c)
    registerStores(c)
    log.check("@MainActor factory, resolved on the main actor", c.resolve(ScreenModel.self).title == "plain")
    log.check(
        "@MainActor factory receiving the container",
        c.resolve(ScreenModel.self, variant: "resolving").title == "isolation")
    log.check("@MainActor factory with Args", c.resolve(ScreenModel.self, variant: "args", args: "a").title == "a")
    log.check("@MainActor factory with typed arguments", c.resolve(ScreenModel.self, arguments: "t").title == "t")
    log.check(
        "@MainActor persistent: one instance",
        c.resolve(ScreenModel.self, name: "kept") === c.resolve(ScreenModel.self, name: "kept"))
    log.check("@MainActor name:", c.resolve(ScreenModel.self, name: "named").title == "named")

    let offMain = await Task.detached { () -> DependencyError.Kind? in
        do {
            _ = try c.tryResolve(ScreenModel.self)
            return nil
        } catch {
            return (error as? DependencyError)?.kind
        }
    }.value
    log.check("@MainActor factory, synchronous resolve off the main actor: .isolation", offMain == .isolation)
    let awaited = await Task.detached { () -> String in
        let model: ScreenModel = await c.async.resolve(name: "ephemeral")
        return model.title
    }.value
    log.check("@MainActor factory, await form from a detached task", awaited == "ephemeral")

    let store = try? await c.async.tryResolve(Store.self)
    log.check("async persistent, try await tryResolve", store?.name == "main")
    log.check("async persistent, kept: a synchronous resolve returns it", (try? c.tryResolve(Store.self)) === store)
    let ledger = try? await c.async.tryResolve(Ledger.self, variant: "resolving")
    log.check("async factory resolving another async one", ledger?.store === store)
    log.check(
        "async factory with Args", (try? await c.async.tryResolve(Store.self, variant: "args", args: "x"))?.name == "x")
    log.check(
        "async factory with typed arguments",
        (try? await c.async.tryResolve(Store.self, arguments: "s", 1))?.name == "s1")
    log.check("async optional of nothing", await c.async.optional(Store.self, variant: "missing") == nil)
    log.check("async ephemeral", (await c.async.resolve(Store.self, name: "ephemeral")).name == "ephemeral")
    let fresh = DependencyResolver(name: "fresh")
    registerStores(fresh)
    let synchronousFirst: DependencyError.Kind?
    do {
        _ = try fresh.tryResolve(Store.self)
        synchronousFirst = nil
    } catch {
        synchronousFirst = (error as? DependencyError)?.kind
    }
    log.check("async factory, synchronous resolve first: .isolation", synchronousFirst == .isolation)
    let report = await c.async.verify()
    log.check("await verify(): valid, async factories skipped with a reason", report.isValid && !report.skipped.isEmpty)

    // Task executors, which the async pass needs to survive a trapping resolve, are in macOS 15 and later.
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *) {
        let trapping = DependencyResolver(name: "trapping")
        registerTrappingStores(trapping)
        var wrongArgs = VerificationArguments()
        wrongArgs.add(Store.self, variant: "args", args: ["title": "x"])
        let trapped = await trapping.async.verify(arguments: wrongArgs)
        let again = await trapping.async.verify(arguments: wrongArgs)
        log.check(
            "await verify() reports the failures of async factories that use the trapping forms, and returns",
            Set(trapped.failures.map(\.error.kind)) == [.notRegistered, .argumentMismatch]
                && trapped.failures.count == 3
                && again.failures.map(\.error.message) == trapped.failures.map(\.error.message))
    }
}
