internal import HierResolverRuntime

/// Containers alive now, in the order they entered: every root of the process (so that a bare
/// property wrapper can find "the first container that registered this type" in any tree, seed 003,
/// and setting `Resolver.decorate` reaches every tree), and each container's children.
///
/// A set holds no reference count and no weak reference: a weak reference would give each container
/// a side table, which moves every retain and release of it (the resolve path's among them) to the
/// runtime's slow path, and a feature or a request makes and drops its child often. Instead a
/// container enters in its initialiser and leaves in its `deinit`, under the set's lock; a reader, under the same lock, keeps a
/// container only if the runtime can still retain it (its `deinit` has not begun). A container whose
/// `deinit` waits for the lock is therefore never resurrected, and its memory is not freed before it
/// has left. Nothing releases a container while it holds a set's lock.
///
/// The roots' set has a lock of its own. A container's children are guarded by the tree's lock,
/// which the callers hold: a request's container enters in the section that adopts it and leaves in
/// the one its release takes, and takes no lock of its own (a server's cores would pass that lock's
/// cache line between them on every request).
final class LiveContainers: @unchecked Sendable {
    /// A container's place in the set it entered: its neighbours, in the order they entered, and
    /// whether the fallback search may find it. Guarded by that set's lock.
    struct Links {
        var previous: Unmanaged<DependencyResolver>?
        var next: Unmanaged<DependencyResolver>?
        var listed = true
    }

    /// The set's own lock, or `nil` for a container's children, whom the tree's lock guards.
    private let lock: Lock?
    /// The first and the last container to enter of those still in the set; guarded by `lock`. The
    /// set is a list through the containers' own ``Links``, so entering and leaving neither hash
    /// nor allocate (a server's request container does both on every request).
    private var first: Unmanaged<DependencyResolver>?
    private var last: Unmanaged<DependencyResolver>?

    /// A set with a lock of its own (the roots'), or one whose callers hold the tree's lock.
    init(ownLock: Bool) {
        lock = ownLock ? Lock() : nil
    }

    /// Every live root.
    static let roots = LiveContainers(ownLock: true)

    /// Runs `body` under the set's own lock, if it has one.
    private func locked<R>(_ body: () -> R) -> R {
        guard let lock else { return body() }
        return lock.withLock(body)
    }

    /// Enters `container`, `listed` if the fallback search may find it; called from its initialiser.
    func enter(_ container: DependencyResolver, listed: Bool = true) {
        let entering = Unmanaged.passUnretained(container)
        locked {
            container.liveLinks = Links(previous: last, next: nil, listed: listed)
            container.isInLiveSet = true
            if let last { last._withUnsafeGuaranteedRef { $0.liveLinks.next = entering } } else { first = entering }
            last = entering
        }
    }

    /// Removes `container` if it is in the set; called from its `deinit`, so it must not retain it. Neighbours are
    /// reached without a retain too: one may itself be in its `deinit`, waiting for the lock, and a
    /// retain and release of it would start its `deinit` again, here, under the lock.
    func leave(_ container: DependencyResolver) {
        locked {
            guard container.isInLiveSet else { return }
            container.isInLiveSet = false
            let links = container.liveLinks
            if let previous = links.previous {
                previous._withUnsafeGuaranteedRef { $0.liveLinks.next = links.next }
            } else {
                first = links.next
            }
            if let next = links.next {
                next._withUnsafeGuaranteedRef { $0.liveLinks.previous = links.previous }
            } else {
                last = links.previous
            }
        }
    }

    /// Whether no container is in the set (one whose `deinit` has begun counts until it has left).
    var isEmpty: Bool {
        locked { first == nil }
    }

    /// The containers alive now (only the listed ones unless `unlisted`), in the order they entered,
    /// retained: the caller holds them, and lets them go after any lock of its own.
    func live(unlisted: Bool = true) -> [DependencyResolver] {
        locked {
            var live: [DependencyResolver] = []
            var next = first
            while let entry = next {
                let links = entry._withUnsafeGuaranteedRef { $0.liveLinks }
                next = links.next
                // The retain, if taken, is handed to the array.
                guard links.listed || unlisted, swift_tryRetain(entry.toOpaque()) != nil else { continue }
                live.append(entry.takeRetainedValue())
            }
            return live
        }
    }
}
