internal import HierResolverRuntime

// The hook behind Resolver's `decorate` (in the `Resolver` target): one closure for the whole
// process, handed every instance a resolve returns; the trees of every live root divert their
// resolves while it is set.

extension DependencyResolver {
    /// Called with every instance a resolve returns, in every container of the process, on the
    /// resolving thread with no lock held, after the instance is built or found kept: cache hits and
    /// nested resolves too, every resolve form, but not `verify()`'s builds. While it is set, every
    /// resolve takes the observed path; unset, it costs a resolve nothing. Resolver's `decorate` is this.
    package static var resolvedInstanceHook: (@Sendable (Any) -> Void)? {
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
    private static let decorateHook = Locked<(@Sendable (Any) -> Void)?>(nil)

    /// Whether ``resolvedInstanceHook`` is set.
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
