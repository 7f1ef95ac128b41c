// What the root-scope checks resolve: a probe that says which container made it, a `Resolving` type and a
// class with bare property wrappers, and the containers the scopes use.

import HierResolver

/// Something a scope's container makes, labelled with the container's label.
final class ScopedProbe {
    let label: String

    init(_ label: String) {
        self.label = label
    }
}

/// A type only the scopes' containers register: `main` does not.
final class ScopeOnlyMarker {}

/// A `Resolving` type with the default `resolver`: `DependencyResolver.root`, read at each use.
struct ScopedScreen: Resolving {
    func probe() -> ScopedProbe { resolver.resolve() }
}

/// Bare property wrappers, which resolve through `DependencyResolver.root` (or the resolution in progress).
final class ScopedView {
    @Resolve var probe: ScopedProbe
    @Resolve(name: "named") var named: ScopedProbe
    @OptionalResolve var marker: ScopeOnlyMarker?
    @LazyResolve(variant: "blue") var blue: ScopedProbe
}

/// Holds a probe that its factory resolved with the static API.
final class ScopedHolder {
    let probe: ScopedProbe

    init(probe: ScopedProbe) {
        self.probe = probe
    }
}

/// The label of `probe`; the parameter's type is what the static resolves infer.
func scopedLabel(_ probe: ScopedProbe) -> String { probe.label }

/// The label of `probe`, or `"nil"`.
func scopedOptionalLabel(_ probe: ScopedProbe?) -> String { probe?.label ?? "nil" }

/// The containers the root-scope checks run in.
enum ScopeContainers {
    /// Registers the probe in `main` once, so that resolving through `main` gives `"main"`, not a failure.
    @MainActor
    static func registerInMain() {
        guard !registered else { return }
        registered = true
        let main = DependencyResolver.main
        main.register { ScopedProbe("main") }
        main.register(variant: "blue") { ScopedProbe("main blue") }
        main.register(name: "named") { ScopedProbe("main named") }
        main.register(variant: "main only") { ScopedProbe("main only") }
    }

    @MainActor private static var registered = false

    /// A container whose probes are labelled `label`, for every static resolve form, and a failing factory.
    static func make(_ label: String) -> DependencyResolver {
        let scope = DependencyResolver(name: label)
        scope.register { ScopedProbe(label) }
        scope.register(variant: "blue") { ScopedProbe("\(label) blue") }
        scope.register(name: "named") { ScopedProbe("\(label) named") }
        scope.register(variant: "args") { (_: DependencyResolver, args: Args) in
            ScopedProbe("\(label) \(try args.value() as Int)")
        }
        scope.register(name: "dict") { (_: DependencyResolver, args: Args) in
            ScopedProbe("\(label) \(try args.value("n") as Int)")
        }
        scope.register(variant: "broken") { () throws -> ScopedProbe in throw PlannedFailure(reason: "scoped") }
        scope.register { ScopeOnlyMarker() }
        scope.register { ScopedHolder(probe: DependencyResolver.resolve()) }
        return scope
    }
}
