#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

// A thread of the library's own, started with `pthread_create`: the only place that hands a Swift
// closure to C as an unmanaged pointer, which is why it lives here with the rest of that machinery.
// `verify()` builds registrations on such threads (see Diagnostics/VerificationThreads.swift), and
// `await async.verify()` runs the jobs of its builds on one (Diagnostics/VerificationExecutor.swift).

enum DetachedThread {
    /// Starts a detached thread with a stack of `stackSize` bytes (rounded up to whole pages, and at
    /// least 256 KB) that runs `body` and ends. Returns the `pthread_create` error
    /// number when the thread could not be started (too many threads, say), `0` when it was.
    static func start(stackSize: UInt, _ body: @escaping () -> Void) -> Int32 {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        let page = UInt(max(sysconf(Int32(_SC_PAGESIZE)), 4096))
        let size = max((stackSize + page - 1) / page * page, 256 * 1024)
        pthread_attr_setstacksize(&attributes, Int(size))
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        #if canImport(Darwin)
            var thread: pthread_t?
        #else
            var thread = pthread_t()
        #endif
        let status = pthread_create(&thread, &attributes, DetachedThread.entry, context)
        if status != 0 { Unmanaged<Body>.fromOpaque(context).release() }
        return status
    }

    /// The closure a thread runs, boxed to cross into C.
    private final class Body {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    #if canImport(Darwin)
        private static let entry: @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? = { context in
            Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
            return nil
        }
    #else
        private static let entry: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { context in
            guard let context else { return nil }
            Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
            return nil
        }
    #endif
}
