internal import HierResolverRuntime

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Per-thread storage for the resolution in progress on that thread.
///
/// One ``ResolutionState`` is made per thread the first time it resolves and reused for
/// every later resolution, so a resolution allocates nothing of its own. A C thread-local variable
/// holds it for reading; a `pthread` key holds it too, so that its destructor releases the state
/// when the thread ends.
@usableFromInline
enum ThreadLocalState {
    static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pointer in
            // A later destructor that resolves makes a new state, as on the thread's first resolve.
            hier_resolver_set_thread_state(nil)
            #if canImport(Darwin)
                Unmanaged<ResolutionState>.fromOpaque(pointer).release()
            #else
                if let pointer { Unmanaged<ResolutionState>.fromOpaque(pointer).release() }
            #endif
        }
        precondition(status == 0, "HierResolver: could not create thread-local storage (status \(status))")
        return key
    }()

    /// The calling thread's state, made on first use.
    @inlinable @inline(__always)
    static var current: ResolutionState { currentUnmanaged.takeUnretainedValue() }

    /// The calling thread's state, not retained (the thread's slot owns it), made on first use.
    @usableFromInline
    static var currentUnmanaged: Unmanaged<ResolutionState> {
        if let pointer = hier_resolver_get_thread_state() { return Unmanaged.fromOpaque(pointer) }
        return Unmanaged.passUnretained(makeCurrent())
    }

    /// Runs `body` with a fresh resolution state on this thread, then puts `outer` back: code called
    /// from inside a resolution (a trace hook) starts resolutions of its own rather than joining the
    /// one in progress. Meanwhile `outer` waits for the fresh state (see ``WaitGraph``), so a resolve in
    /// `body` of something `outer` is building fails as a deadlock instead of waiting for itself.
    static func detached<R>(from outer: ResolutionState, _ body: (ResolutionState) throws -> R) rethrows -> R {
        let saved = hier_resolver_get_thread_state()
        let fresh = ResolutionState(outer: outer)
        hier_resolver_set_thread_state(Unmanaged.passUnretained(fresh).toOpaque())
        WaitGraph.lock.withLock { outer.waitingFor = fresh }
        defer {
            WaitGraph.leave(outer, from: fresh)
            hier_resolver_set_thread_state(saved)
        }
        return try withExtendedLifetime(fresh) { try body(fresh) }
    }

    /// Runs `body` with this thread's state, not retained: the thread's slot owns it (or, inside
    /// ``detached(_:)``, the call that installed it), and both outlive any resolve on the thread.
    @inlinable @inline(__always)
    static func withCurrent<R>(_ body: (ResolutionState) throws -> R) rethrows -> R {
        try currentUnmanaged._withUnsafeGuaranteedRef(body)
    }

    @inline(never)
    static func makeCurrent() -> ResolutionState {
        let state = ResolutionState()
        let pointer = Unmanaged.passRetained(state).toOpaque()
        pthread_setspecific(key, pointer)
        hier_resolver_set_thread_state(pointer)
        return state
    }
}
