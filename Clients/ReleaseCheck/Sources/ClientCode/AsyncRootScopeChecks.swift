// Asynchronous root scopes: `DependencyResolver.withRoot(_:isolation:_:)` from a nonisolated async function and
// from a main-actor one, with `await`, `try await` and `try? await`; child tasks (`async let`, `Task {}`, task
// groups) inheriting the scope and a detached task not; nested and parallel scopes; the synchronous form in a task.

import Foundation
import HierResolver

/// Marks the main queue, which serves the main actor, so that code can tell it runs there.
private let mainQueueKey = DispatchSpecificKey<Bool>()

private func childLabel() async -> String {
    await Task.yield()
    return scopedLabel(DependencyResolver.resolve())
}

/// The static forms inside an async scope, before and after suspension points.
private func asyncForms(_ scope: DependencyResolver) async -> [String] {
    await DependencyResolver.withRoot(scope) {
        let before = scopedLabel(DependencyResolver.resolve())
        await Task.yield()
        let isRoot = DependencyResolver.root === scope
        let place = DispatchQueue.getSpecific(key: mainQueueKey) == true ? "main queue" : "off the main actor"
        try? await Task.sleep(nanoseconds: 1_000_000)
        return [
            before, isRoot ? "root" : "not root", place, scopedLabel(DependencyResolver.resolve(variant: "blue")),
            scopedOptionalLabel(DependencyResolver.optional(name: "named")),
            scopedLabel(DependencyResolver.resolve(variant: "args", args: 1)),
            scopedOptionalLabel(DependencyResolver.optional(name: "dict", args: ["n": 2])),
        ]
    }
}

private func asyncTryForms(_ scope: DependencyResolver) async throws -> [String] {
    try await DependencyResolver.withRoot(scope) {
        await Task.yield()
        return [
            scopedLabel(try DependencyResolver.tryResolve(name: "named")),
            scopedOptionalLabel(try DependencyResolver.tryOptional(variant: "missing")),
            scopedLabel(try DependencyResolver.tryResolve(name: "dict", args: ["n": 3])),
            scopedOptionalLabel(try DependencyResolver.tryOptional(variant: "args", args: 4)),
        ]
    }
}

/// The kind of the error an async scope around a failing resolve throws.
private func asyncFailure(_ scope: DependencyResolver) async -> DependencyError.Kind? {
    do {
        _ = try await DependencyResolver.withRoot(scope) {
            await Task.yield()
            return try DependencyResolver.tryResolve(ScopedProbe.self, variant: "broken")
        }
        return nil
    } catch let error as DependencyError {
        return error.kind
    } catch {
        return nil
    }
}

/// What tasks started in an async scope see: `async let`, `Task {}`, a task group's child, a detached task.
private func childTasks(_ scope: DependencyResolver) async -> [String] {
    await DependencyResolver.withRoot(scope) {
        async let child = childLabel()
        let unstructured = Task { scopedLabel(DependencyResolver.resolve(variant: "blue")) }
        let detached = Task.detached { scopedLabel(DependencyResolver.resolve()) }
        let grouped = await withTaskGroup(of: String.self) { group in
            group.addTask { scopedLabel(DependencyResolver.resolve(name: "named")) }
            var labels: [String] = []
            for await label in group {
                labels.append(label)
            }
            return labels
        }
        return [await child, await unstructured.value] + grouped + [await detached.value]
    }
}

/// Nested async scopes, and the synchronous form inside an async one.
private func nestedScopes(_ outer: DependencyResolver, _ inner: DependencyResolver) async -> [String] {
    await DependencyResolver.withRoot(outer) {
        let before = scopedLabel(DependencyResolver.resolve())
        let nested = await DependencyResolver.withRoot(inner) {
            await Task.yield()
            return scopedLabel(DependencyResolver.resolve())
        }
        await Task.yield()
        let after = scopedLabel(DependencyResolver.resolve())
        let synchronous = DependencyResolver.withRoot(inner) { scopedLabel(DependencyResolver.resolve()) }
        let task = DependencyResolver.withRoot(inner) { Task { scopedLabel(DependencyResolver.resolve()) } }
        let last = scopedLabel(DependencyResolver.resolve())
        return [before, nested, after, synchronous, await task.value, last]
    }
}

/// Whether each of several scopes running at once sees only its own container, across suspension points.
private func parallelScopes() async -> Bool {
    await withTaskGroup(of: Bool.self) { group in
        for index in 0..<8 {
            group.addTask {
                let name = "parallel \(index)"
                return await DependencyResolver.withRoot(ScopeContainers.make(name)) {
                    var seen = true
                    for _ in 0..<20 {
                        await Task.yield()
                        seen =
                            seen && scopedLabel(DependencyResolver.resolve()) == name
                            && ScopedScreen().probe().label == name
                    }
                    return seen
                }
            }
        }
        var all = true
        for await seen in group {
            all = all && seen
        }
        return all
    }
}

/// Where main-actor code runs: called without `await`, so the caller must be on the main actor, and the queue
/// says so at run time. (After `dispatchMain()`, the main queue is not served by the main thread.)
@MainActor
private func mainActorPlace() -> String {
    DispatchQueue.getSpecific(key: mainQueueKey) == true ? "main queue" : "not the main queue"
}

/// An async scope from a main-actor function: the body runs on the main actor.
@MainActor
private func mainActorScope(_ scope: DependencyResolver) async -> [String] {
    await DependencyResolver.withRoot(scope) {
        await Task.yield()
        let view = ScopedView()
        return [
            mainActorPlace(), scopedLabel(DependencyResolver.resolve()),
            ScopedScreen().probe().label, view.probe.label, view.marker == nil ? "nil" : "marker",
        ]
    }
}

@MainActor
private func mainActorTryScope(_ scope: DependencyResolver) async throws -> String {
    try await DependencyResolver.withRoot(scope) {
        try? await Task.sleep(nanoseconds: 1_000_000)
        return scopedLabel(try DependencyResolver.tryResolve(variant: "blue"))
    }
}

@MainActor
func asyncRootScopeChecks(_ log: CheckLog) async {
    ScopeContainers.registerInMain()
    DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
    let scope = ScopeContainers.make("async")
    log.check(
        "async withRoot from an async function: root and the static forms, across suspension points",
        await asyncForms(scope) == [
            "async", "root", "off the main actor", "async blue", "async named", "async 1", "async 2",
        ])
    log.check(
        "async withRoot with try await: static tryResolve and tryOptional forms",
        (try? await asyncTryForms(scope)) == ["async named", "nil", "async 3", "async 4"])
    log.check(
        "async withRoot with try await in do/catch: a failing factory", await asyncFailure(scope) == .factoryFailed)
    let failed = try? await DependencyResolver.withRoot(scope) {
        await Task.yield()
        return try DependencyResolver.tryResolve(ScopedProbe.self, variant: "broken")
    }
    log.check("async withRoot with try? await", failed == nil)
    log.check(
        "async withRoot: async let, Task {} and task groups inherit the scope, a detached task does not",
        await childTasks(scope) == ["async", "async blue", "async named", "main"])
    log.check(
        "async withRoot from a main-actor function: the body runs on the main actor, Resolving and bare wrappers",
        await mainActorScope(scope) == ["main queue", "async", "async", "async", "marker"])
    log.check(
        "async withRoot with try await from a main-actor function",
        (try? await mainActorTryScope(scope)) == "async blue")
    let nested = await nestedScopes(ScopeContainers.make("outer"), ScopeContainers.make("inner"))
    log.check(
        "async withRoot: nested async and synchronous scopes, a Task started in a synchronous scope",
        nested == ["outer", "inner", "outer", "inner", "inner", "outer"])
    log.check("async withRoot: scopes running at once each see only their own container", await parallelScopes())
    let copied = DependencyResolver.main.copy(name: "async copy") { $0.register { ScopedProbe("fake") } }
    let story = await DependencyResolver.withRoot(copied) {
        await Task.yield()
        return ScopedView().probe.label
    }
    log.check(
        "after async withRoot: root is main again, the copy's fakes were seen only in the scope",
        story == "fake" && DependencyResolver.root === DependencyResolver.main
            && scopedLabel(DependencyResolver.resolve()) == "main")
}
