internal import HierResolverRuntime

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// Where the calling thread's stack ends, so that a deep resolution stops with an error while
/// there is still room to make it, report it and unwind.
enum ThreadStack {
    /// The calling thread's stack: its lowest address, and the size of the stack and of the reserve
    /// kept free above that address; zeros where the platform does not tell.
    static func bounds() -> (low: UInt, size: UInt, reserve: UInt) {
        #if canImport(Darwin)
            let thread = pthread_self()
            let high = UInt(bitPattern: pthread_get_stackaddr_np(thread))
            let size = UInt(pthread_get_stacksize_np(thread))
            guard high > size, size > 0 else { return (0, 0, 0) }
            let low = high - size
        #elseif canImport(Glibc)
            var attributes = pthread_attr_t()
            guard pthread_getattr_np(pthread_self(), &attributes) == 0 else { return (0, 0, 0) }
            defer { pthread_attr_destroy(&attributes) }
            var address: UnsafeMutableRawPointer?
            var stackSize = 0
            guard pthread_attr_getstack(&attributes, &address, &stackSize) == 0, let address, stackSize > 0 else {
                return (0, 0, 0)
            }
            let low = UInt(bitPattern: address)
            let size = UInt(stackSize)
        #else
            return (0, 0, 0)
        #endif
        // The stack kept free below the deepest build: an eighth of the stack, at least 64 KB and at
        // most 1 MB. A level of resolution takes 0.3–0.6 KB in an optimised build and 2.3–3.8 KB in a
        // debug build (`.ephemeral` the least, `.graph` the most); making the error and unwinding takes
        // less than the smallest reserve.
        return (low, size, min(max(size / 8, 64 * 1024), 1024 * 1024))
    }
}
