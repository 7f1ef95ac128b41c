import HierResolver

// Resolver's `decorate` hook: one closure for the whole process, handed every instance a resolve
// returns; the trees of every live root divert their resolves while it is set. The core's
// `resolvedInstanceHook` is the mechanism.

/// What ``DependencyResolver/decorate`` is called with: each resolved instance, as `Any`.
public typealias DecorateHandler = @Sendable (_ service: Any) -> Void

extension DependencyResolver {
    /// Called with every instance a resolve returns, in every container of the process: Resolver's
    /// `decorate`. `nil` by default.
    ///
    /// ```swift
    /// Resolver.decorate = { service in
    ///     if service is Session { print("resolved a Session") }
    /// }
    /// let session: Session = Resolver.resolve()  // prints "resolved a Session"
    /// Resolver.decorate = nil
    /// ```
    ///
    /// It is called on the resolving thread, with no lock held, after the instance is built or found
    /// kept: for a cache hit too, and for each nested resolve a factory makes, as in Resolver. Every
    /// resolve form calls it: synchronous and `await`, the static API and the property wrappers, and
    /// an instance an async factory builds; `verify()`'s builds (synchronous or async) do not.
    ///
    /// While it is unset, it costs a resolve nothing. While it is set, every resolve takes the slower,
    /// observed path (as with a ``HierResolver/DependencyResolver/trace`` hook), where the hook runs.
    ///
    /// > Important: It runs for every container, also those of features and tests that never meant to
    /// > be decorated, and it must cast to learn what it got. To configure the instances of one
    /// > registration, prefer `resolveProperties`; to observe resolutions,
    /// > ``HierResolver/DependencyResolver/trace``.
    public static var decorate: DecorateHandler? {
        get { resolvedInstanceHook }
        set { resolvedInstanceHook = newValue }
    }
}
