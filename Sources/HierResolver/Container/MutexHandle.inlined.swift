#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A lock's mutex as a plain pointer. Each container keeps its tree lock's handle, so the resolve
/// path locks without retaining the `Lock` object: the container holds the tree, which holds the lock.
@usableFromInline
struct MutexHandle: @unchecked Sendable {
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

    @inlinable @inline(__always)
    func lock() { pthread_mutex_lock(mutex) }

    @inlinable @inline(__always)
    func unlock() { pthread_mutex_unlock(mutex) }
}
