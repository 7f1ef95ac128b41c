// Finding a key's registration: in the container, then up the parent chain, through a child's view.

extension DependencyResolver {
    /// Finds the registration for `key`: in this container, then up the parent chain.
    ///
    /// The caller holds the tree lock. A child remembers what it found in `view`, so a lookup
    /// costs one table probe whatever the depth; any registration or removal in the tree
    /// bumps the epoch, which empties every view on its next use.
    @inlinable @inline(__always)
    func lookupLocked(_ key: RegistrationKey) -> AnyRegistration? {
        lookupUnmanagedLocked(key)?.takeUnretainedValue()
    }

    /// ``lookupLocked(_:)`` without retaining what it finds: the registration is owned by a
    /// container of the chain, and stays so while the caller holds the lock.
    @inlinable @inline(__always)
    func lookupUnmanagedLocked(_ key: RegistrationKey) -> Unmanaged<AnyRegistration>? {
        guard parent != nil else { return core.registrations.unmanaged(key) }
        if core.viewEpoch == handles.flags.epoch, let found = core.view.unmanaged(key) { return found }
        return walkLocked(key)
    }

    /// Looks `key` up the chain from this container; the caller holds the tree lock. The containers
    /// it passes and their tables are not retained: each container holds its parent. (Retaining
    /// them, as an `unowned(unsafe)` walk still does, cost a request's container 7 retains of the
    /// app's shared objects and about 300 instructions.) What it finds is remembered in the view
    /// from the container's ninth walk on: a child that walks up the chain a few times makes no view
    /// (a server's request container resolves a handful of keys once each, and a view cost it an
    /// allocation and about 1,100 instructions), while one that keeps resolving keeps every lookup to
    /// one probe.
    @usableFromInline @inline(never)
    func walkLocked(_ key: RegistrationKey) -> Unmanaged<AnyRegistration>? {
        // A shut-down container's view stays stale (see `markShutDownLocked()`), so its lookups come
        // here and find nothing; the miss path says why.
        if core.isShutDown { return nil }
        if core.viewEpoch != handles.flags.epoch {
            core.view.removeAllKeepingCapacity()
            core.viewEpoch = handles.flags.epoch
        }
        core.walks &+= 1
        var container = Unmanaged.passUnretained(self)
        while true {
            if let found = container._withUnsafeGuaranteedRef({ $0.core.registrations.unmanaged(key) }) {
                if core.walks > 8 { _ = core.view.insertIfAbsent(found.takeUnretainedValue()) }
                return found
            }
            guard let parent = container._withUnsafeGuaranteedRef({ $0.parent.map(Unmanaged.passUnretained) }) else {
                return nil
            }
            container = parent
        }
    }
}
