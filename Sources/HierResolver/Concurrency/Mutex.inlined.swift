#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A mutual-exclusion lock without a condition, for state that nobody waits on: a lazily resolving
/// wrapper's settings and value, a ``Locked`` value, an async build's outcome, the trace printer's
/// output. One allocation: the mutex is kept in the object's own storage, whose address never moves
/// (an object holding a pointer to a mutex of its own allocation cost each async build one more).
final class Mutex: ManagedBuffer<Void, pthread_mutex_t> {
    /// A new, unlocked mutex.
    static func make() -> Mutex {
        let mutex = unsafeDowncast(Mutex.create(minimumCapacity: 1) { _ in () }, to: Mutex.self)
        mutex.withUnsafeMutablePointerToElements { Mutex.initialize($0) }
        return mutex
    }

    deinit { _ = withUnsafeMutablePointerToElements { pthread_mutex_destroy($0) } }

    func lock() { _ = withUnsafeMutablePointerToElements { pthread_mutex_lock($0) } }

    func unlock() { _ = withUnsafeMutablePointerToElements { pthread_mutex_unlock($0) } }

    /// A new mutex on the heap, where its address never moves (the tree lock's, beside its condition).
    static func makeMutex() -> UnsafeMutablePointer<pthread_mutex_t> {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        initialize(mutex)
        return mutex
    }

    /// Initialises the mutex at `mutex`. On Linux an adaptive one, which spins a moment before it
    /// sleeps in the kernel: the tree lock is held for short sections, and threads that contend for
    /// one tree (a server's request containers) then rarely sleep (Guides/Performance.md, "The tree
    /// lock spins before it sleeps").
    private static func initialize(_ mutex: UnsafeMutablePointer<pthread_mutex_t>) {
        #if canImport(Glibc)
            var attributes = pthread_mutexattr_t()
            pthread_mutexattr_init(&attributes)
            pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ADAPTIVE_NP))
            pthread_mutex_init(mutex, &attributes)
            pthread_mutexattr_destroy(&attributes)
        #else
            pthread_mutex_init(mutex, nil)
        #endif
    }

    static func destroy(_ mutex: UnsafeMutablePointer<pthread_mutex_t>) {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }
}
