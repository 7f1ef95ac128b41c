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
