// Synchronous root scopes: `DependencyResolver.withRoot(_:_:)` with every static resolve form in trapping, `try`,
// `try?` and `try!` forms, `Resolving` types and bare property wrappers inside it, nested scopes, and what is
// outside the scope: the process-wide root, other threads, and the code after it.

import Dispatch
import HierResolver

/// A value one thread leaves for another, which waits for it on `done`.
private final class Mailbox: @unchecked Sendable {
    var value = ""
    let done = DispatchSemaphore(value: 0)
}

private func trappingForms(_ scope: DependencyResolver) -> [String] {
    DependencyResolver.withRoot(scope) {
        [
            scopedLabel(DependencyResolver.resolve()),
            scopedLabel(DependencyResolver.resolve(variant: "blue")),
            scopedLabel(DependencyResolver.resolve(name: "named")),
            scopedOptionalLabel(DependencyResolver.optional()),
            scopedOptionalLabel(DependencyResolver.optional(variant: "missing")),
            scopedOptionalLabel(DependencyResolver.optional(name: "named")),
            scopedLabel(DependencyResolver.resolve(variant: "args", args: 1)),
            scopedLabel(DependencyResolver.resolve(name: "args", args: 2)),
            scopedLabel(DependencyResolver.resolve(variant: "dict", args: ["n": 3])),
            scopedLabel(DependencyResolver.resolve(name: "dict", args: ["n": 4])),
            scopedOptionalLabel(DependencyResolver.optional(variant: "args", args: 5)),
            scopedOptionalLabel(DependencyResolver.optional(name: "dict", args: ["n": 6])),
        ]
    }
}

private func tryForms(_ scope: DependencyResolver) throws -> [String] {
    try DependencyResolver.withRoot(scope) {
        [
            scopedLabel(try DependencyResolver.tryResolve()),
            scopedLabel(try DependencyResolver.tryResolve(variant: "blue")),
            scopedLabel(try DependencyResolver.tryResolve(name: "named")),
            scopedOptionalLabel(try DependencyResolver.tryOptional()),
            scopedOptionalLabel(try DependencyResolver.tryOptional(variant: "missing")),
            scopedOptionalLabel(try DependencyResolver.tryOptional(name: "named")),
            scopedLabel(try DependencyResolver.tryResolve(variant: "args", args: 1)),
            scopedLabel(try DependencyResolver.tryResolve(name: "dict", args: ["n": 2])),
            scopedOptionalLabel(try DependencyResolver.tryOptional(variant: "args", args: 3)),
            scopedOptionalLabel(try DependencyResolver.tryOptional(name: "dict", args: ["n": 4])),
        ]
    }
}

/// What a scope around a throwing body gives: the label, the kind of a `DependencyError`, or the body's own error.
private func scopedOutcome(_ scope: DependencyResolver, _ variant: Variant) -> String {
    do {
        return try DependencyResolver.withRoot(scope) {
            if variant == "thrown" { throw PlannedFailure(reason: "thrown in the scope") }
            return scopedLabel(try DependencyResolver.tryResolve(variant: variant))
        }
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch let failure as PlannedFailure {
        return failure.reason
    } catch {
        return "other error: \(error)"
    }
}

/// Resolves `T` through `root` inside a scope, from a generic function.
private func resolvedInScope<T>(_ scope: DependencyResolver, _: T.Type) -> T {
    DependencyResolver.withRoot(scope) { DependencyResolver.resolve() }
}

/// The label of the probe the static API resolves inside a scope of `scope`.
public func scopedProbeLabel(_ scope: DependencyResolver) -> String {
    DependencyResolver.withRoot(scope) { scopedLabel(DependencyResolver.resolve()) }
}

@MainActor
private func mainActorScopedLabel(_ scope: DependencyResolver) -> String {
    DependencyResolver.withRoot(scope) { ScopedScreen().probe().label }
}

@MainActor
private func formChecks(_ log: CheckLog) {
    let scope = ScopeContainers.make("sync")
    log.check(
        "withRoot: static resolve, optional and their variant, name and args forms",
        trappingForms(scope) == [
            "sync", "sync blue", "sync named", "sync", "nil", "sync named", "sync 1", "sync 2", "sync 3", "sync 4",
            "sync 5", "sync 6",
        ])
    log.check(
        "withRoot with try: static tryResolve, tryOptional and their variant, name and args forms",
        (try? tryForms(scope)) == [
            "sync", "sync blue", "sync named", "sync", "nil", "sync named", "sync 1", "sync 2", "sync 3", "sync 4",
        ])
    log.check(
        "withRoot with try in do/catch: a failing factory, a missing key, the body's own error",
        scopedOutcome(scope, "blue") == "sync blue" && scopedOutcome(scope, "broken") == "factoryFailed"
            && scopedOutcome(scope, "missing") == "notRegistered"
            && scopedOutcome(scope, "thrown") == "thrown in the scope")
    let failed = try? DependencyResolver.withRoot(scope) {
        try DependencyResolver.tryResolve(ScopedProbe.self, variant: "broken")
    }
    let found = try? DependencyResolver.withRoot(scope) {
        try DependencyResolver.tryResolve(ScopedProbe.self, name: "named")
    }
    log.check("withRoot with try?", failed == nil && found?.label == "sync named")
    let forced = try! DependencyResolver.withRoot(scope) {
        try DependencyResolver.tryOptional(ScopedProbe.self, variant: "blue")
    }
    log.check("withRoot with try!", forced?.label == "sync blue")
    log.check(
        "withRoot from a generic, a public and a main-actor function",
        resolvedInScope(scope, ScopedProbe.self).label == "sync" && scopedProbeLabel(scope) == "sync"
            && mainActorScopedLabel(scope) == "sync")
    let closure = { (container: DependencyResolver) -> String in
        DependencyResolver.withRoot(container) { scopedLabel(DependencyResolver.resolve(name: "named")) }
    }
    log.check("withRoot in a closure", closure(scope) == "sync named")
}

private func resolvingChecks(_ log: CheckLog) {
    let scope = ScopeContainers.make("resolving")
    let view = ScopedView()
    let inside = DependencyResolver.withRoot(scope) {
        [
            ScopedScreen().probe().label, view.probe.label, view.named.label, view.blue.label,
            view.marker == nil ? "nil" : "marker",
        ]
    }
    log.check(
        "withRoot: a Resolving type and bare @Resolve, @OptionalResolve and @LazyResolve resolve through the scope",
        inside == ["resolving", "resolving", "resolving named", "resolving blue", "marker"])
    log.check(
        "after withRoot: a Resolving type and bare @Resolve resolve through main again, @LazyResolve keeps its instance",
        ScopedScreen().probe().label == "main" && view.probe.label == "main" && view.named.label == "main named"
            && view.blue.label == "resolving blue")
    let created = DependencyResolver.withRoot(scope) { ScopedView() }
    log.check("a bare wrapper made in a scope resolves where it is read", created.probe.label == "main")
}

private func boundaryChecks(_ log: CheckLog) {
    let scope = ScopeContainers.make("bounded")
    let rootInside = DependencyResolver.withRoot(scope) { DependencyResolver.root }
    log.check(
        "withRoot: root is the scope's container inside, and main after",
        rootInside === scope && DependencyResolver.root === DependencyResolver.main
            && scopedLabel(DependencyResolver.resolve()) == "main"
            && DependencyResolver.optional(ScopeOnlyMarker.self) == nil)
    let other = ScopeContainers.make("other")
    let holder = DependencyResolver.withRoot(scope) { other.resolve(ScopedHolder.self) }
    log.check(
        "withRoot: inside a factory, a static resolve starts from the resolution's container",
        holder.probe.label == "other")
    let mailbox = Mailbox()
    DependencyResolver.withRoot(scope) {
        DispatchQueue.global().async {
            let root = DependencyResolver.root === DependencyResolver.main ? "main" : "not main"
            mailbox.value = "\(root) \(scopedLabel(DependencyResolver.resolve()))"
            mailbox.done.signal()
        }
        mailbox.done.wait()
    }
    log.check("withRoot: work handed to a Dispatch queue is not in the scope", mailbox.value == "main main")
    let elsewhere = ScopeContainers.make("elsewhere")
    let hidden = DependencyResolver.withRoot(scope) { () -> Bool in
        DependencyResolver.root = elsewhere
        return DependencyResolver.root === scope && scopedLabel(DependencyResolver.resolve()) == "bounded"
    }
    let set = DependencyResolver.root === elsewhere && scopedLabel(DependencyResolver.resolve()) == "elsewhere"
    DependencyResolver.root = DependencyResolver.main
    log.check(
        "withRoot: setting root in a scope sets the process-wide root, hidden until the scope ends", hidden && set)
}

private func nestingChecks(_ log: CheckLog) {
    let outer = ScopeContainers.make("outer")
    let inner = ScopeContainers.make("inner")
    let labels = DependencyResolver.withRoot(outer) { () -> [String] in
        let before = scopedLabel(DependencyResolver.resolve())
        let nested = DependencyResolver.withRoot(inner) {
            DependencyResolver.root === inner ? scopedLabel(DependencyResolver.resolve()) : "not inner"
        }
        let after = DependencyResolver.root === outer ? scopedLabel(DependencyResolver.resolve()) : "not outer"
        return [before, nested, after]
    }
    log.check("withRoot: scopes nest, the innermost wins", labels == ["outer", "inner", "outer"])
    let copied = DependencyResolver.main.copy(name: "scoped copy") { $0.register { ScopedProbe("fake") } }
    let story = DependencyResolver.withRoot(copied) {
        [
            scopedLabel(DependencyResolver.resolve()), ScopedView().probe.label,
            scopedLabel(DependencyResolver.resolve(variant: "main only")),
        ]
    }
    log.check(
        "withRoot with a copy of main: the fakes and main's other registrations, main untouched",
        story == ["fake", "fake", "main only"] && scopedLabel(DependencyResolver.resolve()) == "main")
}

@MainActor
func rootScopeChecks(_ log: CheckLog) {
    ScopeContainers.registerInMain()
    formChecks(log)
    resolvingChecks(log)
    boundaryChecks(log)
    nestingChecks(log)
}
