internal import HierResolverRuntime

/// Every live root container, so that a bare property wrapper can find "the first container that
/// registered this type" in any tree (seed 003), not only in the trees of `main` and `root`; and so
/// that setting `Resolver.decorate` reaches every tree, also those of roots left out of that search.
///
/// The registry holds no reference count and no weak reference: a weak reference would give each
/// root a side table, which moves every retain and release of the root (the resolve path's among
/// them) to the runtime's slow path. Instead a root enters in its initialiser and leaves in its
/// `deinit`, under the registry's lock; a reader, under the same lock, keeps a root only if the
/// runtime can still retain it (its `deinit` has not begun). A root whose `deinit` waits for the lock
/// is therefore never resurrected, and its memory is not freed before it has left.
enum RootRegistry {
    private static let roots = Locked<[ObjectIdentifier: (root: Unmanaged<DependencyResolver>, listed: Bool)]>([:])

    /// Enters `root`, `listed` if the fallback search may find it; called from its initialiser.
    static func enter(_ root: DependencyResolver, listed: Bool) {
        roots.withValue { $0[ObjectIdentifier(root)] = (Unmanaged.passUnretained(root), listed) }
    }

    /// Removes the root `identity` names; called from its `deinit`, so it must not touch the root.
    static func leave(_ identity: ObjectIdentifier) {
        _ = roots.withValue { $0.removeValue(forKey: identity) }
    }

    /// The roots alive now (only the listed ones unless `unlisted`), retained: the caller holds them,
    /// and lets them go after any lock of its own.
    static func liveRoots(unlisted: Bool = false) -> [DependencyResolver] {
        roots.withValue { entries in
            entries.values.compactMap { entry in
                guard entry.listed || unlisted else { return nil }
                // The retain, if taken, is handed to the array.
                return swift_tryRetain(entry.root.toOpaque()) == nil ? nil : entry.root.takeRetainedValue()
            }
        }
    }
}
