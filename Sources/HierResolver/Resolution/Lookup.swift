extension DependencyResolver {
    /// Finds the registration for `key`: in this container, then up the parent chain.
    ///
    /// The caller holds the tree lock. A child remembers what it found in `view`, so a lookup
    /// costs one dictionary probe whatever the depth; any registration or removal in the tree
    /// bumps the epoch, which empties every view on its next use.
    @inlinable @inline(__always)
    func lookupLocked(_ key: RegistrationKey) -> AnyRegistration? {
        guard parent != nil else { return registrations[key] }
        if viewEpoch == tree.epoch, let found = view[key] { return found.registration }
        return walkLocked(key)
    }

    @usableFromInline @inline(never)
    func walkLocked(_ key: RegistrationKey) -> AnyRegistration? {
        if viewEpoch != tree.epoch {
            view.removeAll(keepingCapacity: true)
            viewEpoch = tree.epoch
        }
        var next: DependencyResolver? = self
        while let container = next {
            if let found = container.registrations[key] {
                view[key] = ViewEntry(registration: found)
                return found
            }
            next = container.parent
        }
        return nil
    }
}

/// A child's remembered lookup. It does not retain the registration: an entry is read only while
/// the tree's epoch is unchanged, and every removal bumps the epoch, so the registration is still
/// owned by a container of the chain whenever the entry is read. (And no registration is ever
/// released under the lock by emptying a view.)
@usableFromInline
struct ViewEntry {
    @usableFromInline unowned(unsafe) let registration: AnyRegistration
}
