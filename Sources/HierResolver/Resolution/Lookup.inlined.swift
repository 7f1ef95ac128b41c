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
        return walkLocked(key).map { Unmanaged.passUnretained($0) }
    }

    @usableFromInline @inline(never)
    func walkLocked(_ key: RegistrationKey) -> AnyRegistration? {
        // A shut-down container's view stays stale (see `markShutDownLocked()`), so its lookups come
        // here and find nothing; the miss path says why.
        if core.isShutDown { return nil }
        if core.viewEpoch != handles.flags.epoch {
            core.view.removeAllKeepingCapacity()
            core.viewEpoch = handles.flags.epoch
        }
        var next: DependencyResolver? = self
        while let container = next {
            if let found = container.core.registrations[key] {
                _ = core.view.insertIfAbsent(found)
                return found
            }
            next = container.parent
        }
        return nil
    }
}
