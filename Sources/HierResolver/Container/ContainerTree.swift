/// State shared by a root container and all of its descendants: one lock for the whole tree,
/// and the epoch that tells each container when its lookup view is stale.
@usableFromInline
final class ContainerTree: @unchecked Sendable {
    enum Bootstrap {
        /// Nothing to run (not `main`'s tree, or no `ResolverRegistering` conformance).
        case none
        /// `registerAllServices()` runs before the first resolution.
        case pending
        /// Running now on the thread with this state.
        case running(ResolutionState)
    }

    @usableFromInline let lock = Lock()
    /// Bumped by every registration and removal in the tree; guarded by `lock`.
    @usableFromInline @exclusivity(unchecked) var epoch: UInt64 = 1
    /// Guarded by `lock`.
    var bootstrap: Bootstrap = .none
    /// A copy of "bootstrap is not `.none`" that the resolve path reads under `lock`.
    @usableFromInline @exclusivity(unchecked) var needsBootstrap = false
    /// Counts persistent instances as they are cached, so teardown can run newest first; guarded by `lock`.
    var cacheCount: UInt64 = 0
    /// The trace hook; guarded by `lock`.
    var trace: TraceHandler?
}
