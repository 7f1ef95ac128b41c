// The trace hook: setting it, and delivering what resolves and registrations do to it.

/// Receives trace events; called on the thread where the event happened, never under a lock.
public typealias TraceHandler = @Sendable (TraceEvent) -> Void

extension DependencyResolver {
    /// The trace hook of this container's whole tree (its root and every descendant); `nil` by default.
    ///
    /// ```swift
    /// let app = DependencyResolver(name: "app")
    /// app.trace = { event in print(event) }
    /// ```
    ///
    /// While unset, tracing costs one branch on paths that could report.
    public var trace: TraceHandler? {
        get { tree.lock.withLock { tree.trace } }
        set {
            tree.lock.withLock {
                tree.trace = newValue
                tree.updateDiversion()
            }
        }
    }

    /// Sends an event to the tree's hook, if one is set; the caller does not hold the lock.
    func report(_ kind: TraceEvent.Kind, _ registration: AnyRegistration, message: @autoclosure () -> String) {
        guard let handler = tree.lock.withLock({ tree.trace }) else { return }
        deliver(event(kind, registration, message: message()), to: handler)
    }

    /// Calls a trace handler outside any lock and outside the resolution in progress on this thread,
    /// so what the handler resolves neither sees that resolution's instances nor trips its cycle checks.
    /// What the handler's own resolves and registrations cause is not delivered: a hook that logs
    /// through a resolved logger does not hear about resolving it, and never recurses.
    func deliver(_ event: TraceEvent, to handler: TraceHandler) {
        let state = ThreadLocalState.current
        guard !state.runsTraceHook else { return }
        if state.isIdle {
            state.runsTraceHook = true
            defer { state.runsTraceHook = false }
            handler(event)
        } else {
            ThreadLocalState.detached(from: state) { hookState in
                hookState.runsTraceHook = true
                handler(event)
            }
        }
    }

    /// An event about `registration` in this container, at the depth of this thread's resolution.
    func event(_ kind: TraceEvent.Kind, _ registration: AnyRegistration, message: String) -> TraceEvent {
        TraceEvent(
            kind: kind,
            key: registration.displayName,
            container: displayName,
            lifetime: registration.lifetime,
            depth: ThreadLocalState.current.frames.count,
            message: message
        )
    }

    /// Runs `body`, which resolves `registration` from this container on this thread, between
    /// ``observeStart(_:from:_:)`` and ``observeEnd(_:implementation:depth:built:_:)``.
    func observed<R>(
        _ registration: AnyRegistration,
        implementation: AnyRegistration? = nil,
        observers: Observers,
        state: ResolutionState,
        _ body: () throws -> R
    ) rethrows -> R {
        observeStart(registration, from: state.frames.last?.registration, observers)
        guard observers.trace != nil else { return try body() }
        let depth = state.frames.count
        let pushes = state.pushCount
        let result = try body()
        // `.implements` pushes its own frame, then resolves the implementing registration.
        let built = state.pushCount &- pushes > (implementation == nil ? 0 : 1)
        observeEnd(registration, implementation: implementation, depth: depth, built: built, observers)
        return result
    }

    /// Tells the graph recording, if `observers` has it, that `requester` (the registration being
    /// built, if any) depends on `registration`: the start of an observed resolve, in both drivers.
    func observeStart(_ registration: AnyRegistration, from requester: AnyRegistration?, _ observers: Observers) {
        if observers.recording, let requester { recordDependency(from: requester, to: registration) }
    }

    /// Tells the trace hook, if `observers` has it, what a resolve of `registration` from this
    /// container `depth` builds deep resolved to, and whether it `built` anything: the end of an
    /// observed resolve, in both drivers.
    func observeEnd(
        _ registration: AnyRegistration, implementation: AnyRegistration? = nil, depth: Int, built: Bool,
        _ observers: Observers
    ) {
        guard let trace = observers.trace else { return }
        deliver(resolvedEvent(registration, implementation: implementation, depth: depth, cacheHit: !built), to: trace)
    }

    /// The event for an optional resolve of `key` that found nothing, with the near misses a
    /// failed resolve would list (a `T?` registration read as `T`, say).
    func optionalMissEvent(_ requested: Any.Type, key: RegistrationKey, depth: Int) -> TraceEvent {
        let miss = FailureReport.notRegistered(requested, key: key, in: self, chain: [])
        return TraceEvent(
            kind: .notFound, key: keyName(requested, variant: key.variant), container: displayName,
            context: displayName, lifetime: nil, depth: depth,
            message: miss.message + "\nThe optional resolve gave nil.")
    }

    /// The event for a resolve of `registration` from this container; for `.implements`, with the
    /// lifetime of the registration that implements it.
    func resolvedEvent(
        _ registration: AnyRegistration, implementation: AnyRegistration? = nil, depth: Int, cacheHit: Bool
    ) -> TraceEvent {
        let lifetime = implementation?.lifetime ?? registration.lifetime
        var message = "\(lifetime), \(cacheHit ? "cached" : "built")"
        if let implementation { message += ", implemented by \(implementation.displayName)" }
        return TraceEvent(
            kind: .resolved,
            key: registration.displayName,
            container: registration.owner.displayName,
            context: displayName,
            lifetime: lifetime,
            cacheHit: cacheHit,
            depth: depth,
            message: message
        )
    }

    /// Tells the tree's hook, if one is set, that a top-level resolve of `key` from this container failed.
    func reportFailure(_ error: any Error, key: String, lifetime: Lifetime?) {
        guard let handler = tree.lock.withLock({ tree.trace }) else { return }
        let message = (error as? DependencyError)?.message ?? "\(error)"
        let event = TraceEvent(
            kind: .failed, key: key, container: displayName, context: displayName, lifetime: lifetime, message: message)
        deliver(event, to: handler)
    }
}

/// Who hears of an observed resolve: the tree's trace hook and whether its dependency graph is
/// being recorded, read under the tree lock with the resolve's lookup.
struct Observers {
    let trace: TraceHandler?
    let recording: Bool
    /// Nobody: a resolve the tree does not divert.
    static let none = Observers(trace: nil, recording: false)
}
