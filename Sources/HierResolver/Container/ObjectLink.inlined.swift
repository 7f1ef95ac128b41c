internal import HierResolverRuntime

// A link back to a module's own container object that neither keeps it alive nor gives it a side
// table: what a core container, a registration and a wrapper of the Swinject module point back to
// their `Container` with.

/// A reference that neither keeps its object alive nor gives it a side table: how a module's own
/// container object (Swinject's `Container`) is pointed back to, by its core container, its
/// registrations and its wrappers.
///
/// A weak reference would give the object a side table, which moves every retain and release of it
/// (a factory's, on every build) to the runtime's slow path. Instead the object clears its link in
/// its `deinit`, and a reader, under the same lock, takes the object only if the runtime can still
/// retain it, as ``LiveContainers`` does for containers. Links are read only where a resolve has no
/// `Container` at hand (a resolve through the core's own API, a `Lazy` or `Provider` read), so one
/// lock guards them all.
package final class ObjectLink<Object: AnyObject>: @unchecked Sendable {
    /// The object, unretained, until it is cleared; guarded by `objectLinks`.
    private var target: Unmanaged<Object>?

    /// A link to nothing yet: the object's initialiser links itself once its properties are set.
    package init() {}

    /// Points the link at `object`, which must call ``clear()`` from its `deinit`.
    package func link(_ object: Object) {
        objectLinks.withLock { target = .passUnretained(object) }
    }

    /// The object, retained; `nil` once its `deinit` has begun or before it was linked.
    package var object: Object? {
        objectLinks.withLock {
            guard let object = target, swift_tryRetain(object.toOpaque()) != nil else { return nil }
            return object.takeRetainedValue()
        }
    }

    /// Forgets the object; called from its `deinit`, which must not retain it.
    package func clear() {
        objectLinks.withLock { target = nil }
    }
}

/// The lock of every ``ObjectLink``.
private let objectLinks = Lock()
