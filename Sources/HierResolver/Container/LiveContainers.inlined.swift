internal import HierResolverRuntime

/// Containers alive now, in the order they entered: every root of the process (so that a bare
/// property wrapper can find "the first container that registered this type" in any tree, seed 003,
/// and setting `Resolver.decorate` reaches every tree), and each container's children.
///
/// A set holds no reference count and no weak reference: a weak reference would give each container
/// a side table, which moves every retain and release of it (the resolve path's among them) to the
/// runtime's slow path, and a feature or a request makes and drops its child often. Instead a
/// container enters in its initialiser and leaves in its `deinit`, under the set's own lock; a
/// reader, under the same lock, keeps a container only if the runtime can still retain it (its
/// `deinit` has not begun). A container whose `deinit` waits for the lock is therefore never
/// resurrected, and its memory is not freed before it has left. Nothing releases a container while
/// it holds a set's lock.
final class LiveContainers: Sendable {
    private struct Entry {
        let container: Unmanaged<DependencyResolver>
        let order: UInt64
        let listed: Bool
    }

    private let entries = Locked<(members: [ObjectIdentifier: Entry], next: UInt64)>(([:], 0))

    /// Every live root.
    static let roots = LiveContainers()

    /// Enters `container`, `listed` if the fallback search may find it; called from its initialiser.
    func enter(_ container: DependencyResolver, listed: Bool = true) {
        entries.withValue { entries in
            entries.members[ObjectIdentifier(container)] = Entry(
                container: Unmanaged.passUnretained(container), order: entries.next, listed: listed)
            entries.next += 1
        }
    }

    /// Removes the container `identity` names; called from its `deinit`, so it must not touch it.
    func leave(_ identity: ObjectIdentifier) {
        _ = entries.withValue { $0.members.removeValue(forKey: identity) }
    }

    /// Whether no container is in the set (one whose `deinit` has begun counts until it has left).
    var isEmpty: Bool {
        entries.withValue { $0.members.isEmpty }
    }

    /// The containers alive now (only the listed ones unless `unlisted`), in the order they entered,
    /// retained: the caller holds them, and lets them go after any lock of its own.
    func live(unlisted: Bool = true) -> [DependencyResolver] {
        entries.withValue { entries in
            entries.members.values.sorted { $0.order < $1.order }.compactMap { entry in
                guard entry.listed || unlisted else { return nil }
                // The retain, if taken, is handed to the array.
                return swift_tryRetain(entry.container.toOpaque()) == nil ? nil : entry.container.takeRetainedValue()
            }
        }
    }
}
