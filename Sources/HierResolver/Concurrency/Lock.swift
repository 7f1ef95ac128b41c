#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A mutual-exclusion lock with a condition: the lock of one container tree, which every container
/// of the tree shares, and the leaf lock of ``WaitGraph``. Threads waiting for a shared instance or a
/// module another thread builds wait on the condition.
///
/// The mutex and the condition live on the heap so that their addresses never move. The tree lock
/// is never held while user code (a factory, a storer, a module, a teardown block) runs. A lock that
/// nobody waits on is a ``Mutex``, which has no condition.
final class Lock: @unchecked Sendable {
    let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    init() {
        mutex = Mutex.makeMutex()
        condition = .allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        #if canImport(Darwin)
            pthread_cond_init(condition, nil)
        #else
            // Timed waits measure the monotonic clock, which a change of the wall clock does not move.
            var attributes = pthread_condattr_t()
            pthread_condattr_init(&attributes)
            pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
            pthread_cond_init(condition, &attributes)
            pthread_condattr_destroy(&attributes)
        #endif
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deallocate()
        Mutex.destroy(mutex)
    }

    func lock() { pthread_mutex_lock(mutex) }

    func unlock() { pthread_mutex_unlock(mutex) }

    /// Runs `body` while holding the lock.
    func withLock<R>(_ body: () throws -> R) rethrows -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Waits for a broadcast; the caller holds the lock and re-checks its condition afterwards.
    func wait() { pthread_cond_wait(condition, mutex) }

    /// Waits for a broadcast or until `deadline` (``MonotonicClock/now`` nanoseconds); the caller holds
    /// the lock and re-checks its condition afterwards. Returns `false` once the deadline has passed.
    func wait(until deadline: UInt64) -> Bool {
        if deadline == .max {
            wait()
            return true
        }
        let now = MonotonicClock.now
        guard now < deadline else { return false }
        #if canImport(Darwin)
            let remaining = deadline - now
            var interval = timespec(
                tv_sec: Int(remaining / 1_000_000_000), tv_nsec: Int(remaining % 1_000_000_000))
            pthread_cond_timedwait_relative_np(condition, mutex, &interval)
        #else
            var instant = timespec(
                tv_sec: Int(deadline / 1_000_000_000), tv_nsec: Int(deadline % 1_000_000_000))
            pthread_cond_timedwait(condition, mutex, &instant)
        #endif
        return MonotonicClock.now < deadline
    }

    /// Wakes every waiter; the caller holds the lock.
    func broadcast() { pthread_cond_broadcast(condition) }
}

/// A mutual-exclusion lock without a condition, for state that nobody waits on: a lazily resolving
/// wrapper's settings and value, a ``Locked`` value, the trace printer's output.
final class Mutex: @unchecked Sendable {
    private let mutex = Mutex.makeMutex()

    deinit { Mutex.destroy(mutex) }

    /// Runs `body` while holding the lock.
    func withLock<R>(_ body: () throws -> R) rethrows -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// A new mutex on the heap, where its address never moves.
    static func makeMutex() -> UnsafeMutablePointer<pthread_mutex_t> {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        return mutex
    }

    static func destroy(_ mutex: UnsafeMutablePointer<pthread_mutex_t>) {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }
}

/// A value guarded by its own lock, for the few process-wide settings (``DependencyResolver/root``)
/// and the value a ``Resolve`` or ``OptionalResolve`` wrapper keeps.
final class Locked<Value> {
    private let lock = Mutex()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withValue<R>(_ body: (inout Value) throws -> R) rethrows -> R {
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

/// A lock with critical sections: ``Lock`` and ``Mutex``.
protocol Locking: AnyObject {
    func withLock<R>(_ body: () throws -> R) rethrows -> R
}

extension Lock: Locking {}
extension Mutex: Locking {}

extension Locking {
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

/// The monotonic clock, in nanoseconds, for the deadlines of timed waits.
enum MonotonicClock {
    static var now: UInt64 {
        var instant = timespec()
        clock_gettime(CLOCK_MONOTONIC, &instant)
        return UInt64(instant.tv_sec) * 1_000_000_000 + UInt64(instant.tv_nsec)
    }

    /// The instant `seconds` from now, or `UInt64.max` for `nil` (no deadline).
    static func deadline(after seconds: Double?) -> UInt64 {
        guard let seconds else { return .max }
        let nanoseconds = seconds * 1_000_000_000
        return nanoseconds >= Double(UInt64.max / 2) ? .max : now + UInt64(max(0, nanoseconds))
    }
}
