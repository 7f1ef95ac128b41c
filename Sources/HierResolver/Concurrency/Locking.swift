// What `Lock` and `Mutex` share: critical sections, and releasing what a section took out after it.

/// A lock with critical sections: ``Lock`` and ``Mutex``.
protocol Locking: AnyObject {
    func lock()
    func unlock()
}

extension Lock: Locking {}
extension Mutex: Locking {}

extension Locking {
    /// Runs `body` while holding the lock.
    func withLock<R>(_ body: () throws -> R) rethrows -> R {
        lock()
        defer { unlock() }
        return try body()
    }

    /// Runs `body` while holding the lock; what `body` moves into its argument is released only after
    /// the lock is let go. A `deinit` or a teardown block may call back into a container, so nothing a
    /// critical section lets go of (an old value, a registration, an instance) is released inside it.
    /// For example, `withLock(releasingAfterwards: PropertySteps<T>.self) { old in old = ...; ... }`
    /// replaces a registration's property steps and releases the old ones after unlocking.
    func withLock<R, Released>(releasingAfterwards _: Released.Type, _ body: (inout Released?) throws -> R) rethrows
        -> R
    {
        var released: Released?
        let result = try withLock { try body(&released) }
        withExtendedLifetime(released) {}
        return result
    }
}
