internal import HierResolverRuntime

// Resolver's `decorate` hook: one closure for the whole process, handed every instance a resolve
// returns; the trees of every live root divert their resolves while it is set.

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
    /// observed path (as with a ``trace`` hook), where the hook runs.
    ///
    /// > Important: It runs for every container, also those of features and tests that never meant to
    /// > be decorated, and it must cast to learn what it got. To configure the instances of one
    /// > registration, prefer `resolveProperties`; to observe resolutions,
    /// > ``trace``.
    public static var decorate: DecorateHandler? {
        get { decorateHook.withValue { $0 } }
        set {
            decorateHook.withValue { hook in
                hook = newValue
                hier_resolver_note_decorating(newValue == nil ? 0 : 1)
            }
            // Every root made from now on reads the flag; every root made before is told here.
            for root in LiveContainers.roots.live() {
                root.tree.lock.withLock { root.tree.updateDiversion() }
            }
        }
    }

    /// The process-wide hook; set and read under its lock.
    private static let decorateHook = Locked<DecorateHandler?>(nil)

    /// Whether ``decorate`` is set.
    static var isDecorating: Bool { hier_resolver_decorating() != 0 }

    /// Hands `instance`, which a resolve returns (on this thread, or an `await` resolve in this task),
    /// to the hook if one is set and the resolve is not part of a verification, synchronous or async.
    @usableFromInline
    func decorateResolved(_ instance: Any) {
        guard Self.isDecorating, ThreadLocalState.current.verification == nil,
            AsyncFrames.slot.get()?.existingResolution?.verification == nil,
            let hook = Self.decorateHook.withValue({ $0 })
        else { return }
        hook(instance)
    }
}
