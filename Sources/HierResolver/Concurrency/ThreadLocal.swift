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
/// every later resolution, so a resolution allocates nothing of its own.
@usableFromInline
enum ThreadLocalState {
    @usableFromInline static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pointer in
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
    static var current: ResolutionState {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<ResolutionState>.fromOpaque(pointer).takeUnretainedValue()
        }
        return makeCurrent()
    }

    /// Runs `body` with a fresh resolution state on this thread, then puts `outer` back: code called
    /// from inside a resolution (a trace hook) starts resolutions of its own rather than joining the
    /// one in progress. Meanwhile `outer` waits for the fresh state (see ``WaitGraph``), so a resolve in
    /// `body` of something `outer` is building fails as a deadlock instead of waiting for itself.
    static func detached<R>(from outer: ResolutionState, _ body: (ResolutionState) throws -> R) rethrows -> R {
        let saved = pthread_getspecific(key)
        let fresh = ResolutionState(outer: outer)
        pthread_setspecific(key, Unmanaged.passUnretained(fresh).toOpaque())
        WaitGraph.lock.withLock { outer.waitingFor = fresh }
        defer {
            WaitGraph.leave(outer)
            pthread_setspecific(key, saved)
        }
        return try withExtendedLifetime(fresh) { try body(fresh) }
    }

    /// Runs `body` with this thread's state, not retained: the thread's slot owns it (or, inside
    /// ``detached(_:)``, the call that installed it), and both outlive any resolve on the thread.
    @inlinable @inline(__always)
    static func withCurrent<R>(_ body: (ResolutionState) throws -> R) rethrows -> R {
        if let pointer = pthread_getspecific(key) {
            return try Unmanaged<ResolutionState>.fromOpaque(pointer)._withUnsafeGuaranteedRef(body)
        }
        return try body(makeCurrent())
    }

    @usableFromInline @inline(never)
    static func makeCurrent() -> ResolutionState {
        let state = ResolutionState()
        pthread_setspecific(key, Unmanaged.passRetained(state).toOpaque())
        return state
    }
}
