#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A mutual-exclusion lock without a condition, for state that nobody waits on: a lazily resolving
/// wrapper's settings and value, a ``Locked`` value, the trace printer's output.
final class Mutex: @unchecked Sendable {
    private let mutex = Mutex.makeMutex()

    deinit { Mutex.destroy(mutex) }

    func lock() { pthread_mutex_lock(mutex) }

    func unlock() { pthread_mutex_unlock(mutex) }

    /// A new mutex on the heap, where its address never moves. On Linux an adaptive one, which spins a
    /// moment before it sleeps in the kernel: the tree lock is held for short sections, and threads
    /// that contend for one tree (a server's request containers) then rarely sleep (Guides/Performance.md,
    /// "The tree lock spins before it sleeps").
    static func makeMutex() -> UnsafeMutablePointer<pthread_mutex_t> {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        #if canImport(Glibc)
            var attributes = pthread_mutexattr_t()
            pthread_mutexattr_init(&attributes)
            pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ADAPTIVE_NP))
            pthread_mutex_init(mutex, &attributes)
            pthread_mutexattr_destroy(&attributes)
        #else
            pthread_mutex_init(mutex, nil)
        #endif
        return mutex
    }

    static func destroy(_ mutex: UnsafeMutablePointer<pthread_mutex_t>) {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }
}
