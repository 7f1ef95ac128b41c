// A value guarded by its own lock.

/// A value guarded by its own lock, for the few process-wide settings (``DependencyResolver/root``)
/// and the value a ``Resolve`` or ``OptionalResolve`` wrapper keeps.
package final class Locked<Value> {
    private let lock = Mutex.make()
    private var value: Value

    package init(_ value: Value) { self.value = value }

    package func withValue<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        try lock.withLock { try body(&value) }
    }

    /// Sets the value; the previous one is released after the lock is let go.
    func set(_ newValue: Value) {
        lock.withLock(releasingAfterwards: Value.self) { previous in
            previous = value
            value = newValue
        }
    }
}

/// The value is only reached under the lock, so a `Locked` of a sendable value is sendable.
extension Locked: @unchecked Sendable where Value: Sendable {}
