internal import HierResolverRuntime

/// Every live root container, so that a bare property wrapper can find "the first container that
/// registered this type" in any tree (seed 003), not only in the trees of `main` and `root`.
///
/// The registry holds no reference count and no weak reference: a weak reference would give each
/// root a side table, which moves every retain and release of the root (the resolve path's among
/// them) to the runtime's slow path. Instead a root enters in its initialiser and leaves in its
/// `deinit`, under the registry's lock; a reader, under the same lock, keeps a root only if the
/// runtime can still retain it (its `deinit` has not begun). A root whose `deinit` waits for the lock
/// is therefore never resurrected, and its memory is not freed before it has left.
enum RootRegistry {
    private static let roots = Locked<[ObjectIdentifier: Unmanaged<DependencyResolver>]>([:])

    /// Enters `root`; called from its initialiser.
    static func enter(_ root: DependencyResolver) {
        roots.withValue { $0[ObjectIdentifier(root)] = Unmanaged.passUnretained(root) }
    }

    /// Removes the root `identity` names; called from its `deinit`, so it must not touch the root.
    static func leave(_ identity: ObjectIdentifier) {
        _ = roots.withValue { $0.removeValue(forKey: identity) }
    }

    /// The roots alive now, retained: the caller holds them, and lets them go after any lock of its own.
    static func liveRoots() -> [DependencyResolver] {
        roots.withValue { entries in
            entries.values.compactMap { entry in
                // The retain, if taken, is handed to the array.
                swift_tryRetain(entry.toOpaque()) == nil ? nil : entry.takeRetainedValue()
            }
        }
    }
}
