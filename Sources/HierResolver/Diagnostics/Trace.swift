/// One thing that happened in a container tree, as the trace hook receives it.
///
/// ```swift
/// let app = DependencyResolver(name: "app")
/// app.trace = { event in print(event) }
/// app.register { Session() }
/// app.register { Session() }  // duplicateIgnored: the first registration of a key wins
/// ```
///
/// To see each resolution as an indented tree, set the hook to a ``TracePrinter``.
public struct TraceEvent: Sendable, CustomStringConvertible {
    /// What happened.
    ///
    /// ```swift
    /// app.trace = { event in if event.kind == .duplicateIgnored { print(event.message) } }
    /// ```
    public enum Kind: Sendable, Hashable, CaseIterable {
        /// A registration was installed.
        case registered
        /// A resolve returned an instance: ``TraceEvent/cacheHit`` says whether it was cached or built,
        /// ``TraceEvent/depth`` how deeply it was nested, ``TraceEvent/context`` which container asked.
        ///
        /// Reported once the instance is ready, so a resolution's nested resolves come before it.
        case resolved
        /// A registration was ignored because the container already had one for its key.
        case duplicateIgnored
        /// A registration replaced an earlier one of the same key (`replace`).
        case replaced
        /// A registration was removed (`removeResolver`).
        case removed
        /// A `.transient` factory returned a value type, which cannot be held weakly: it behaves as `.ephemeral`.
        case transientValueType
        /// An `optional()` or `tryOptional()` found nothing registered for the key and returned nil.
        case notFound
        /// A top-level resolve failed; ``TraceEvent/message`` holds the error's message.
        case failed
        /// A resolve passed arguments that were not used: the instance was already built (persistent,
        /// transient, or graph within one resolution), or the factory takes no arguments.
        case argumentsIgnored
        /// A module ran its `registerDependencies(container:)` on the container.
        case moduleInstalled
        /// A module was not run again: the container had installed it (or it is part of a module cycle).
        case moduleSkipped
        /// `store` (or an assignment to an `@Resolve` property) stored a value through a registration.
        case stored
    }

    /// What happened.
    ///
    /// ```swift
    /// print(event.kind)  // registered
    /// ```
    public let kind: Kind
    /// The key, as messages name it: the type's name in backticks, and its variant if it has one.
    ///
    /// ```swift
    /// print(event.key)  // `Session`
    /// ```
    public let key: String
    /// The container it happened in, as messages name it: for ``Kind/resolved``, the container
    /// that holds the registration.
    ///
    /// ```swift
    /// print(event.container)  // "app"
    /// ```
    public let container: String
    /// For ``Kind/resolved``, ``Kind/notFound`` and ``Kind/failed``, the container the resolve was called on (the
    /// context its factory saw, unless the registration is shared); `nil` for other kinds.
    ///
    /// ```swift
    /// print(event.context ?? "-")  // "checkout"
    /// ```
    public let context: String?
    /// For ``Kind/resolved``, whether the instance came from a cache (a persistent or live transient
    /// instance, or a graph instance of the same resolution) rather than from its factory; `nil`
    /// for other kinds.
    ///
    /// ```swift
    /// if event.cacheHit == false { print("built \(event.key)") }
    /// ```
    public let cacheHit: Bool?
    /// How many registrations were being built on this thread when it happened: 0 for a top-level
    /// resolve and for events outside any resolution, 1 for what a top-level factory resolves, and so on.
    ///
    /// ```swift
    /// print(String(repeating: "  ", count: event.depth) + event.key)
    /// ```
    public let depth: Int
    /// The registration's lifetime, where one is involved.
    ///
    /// ```swift
    /// print(event.lifetime ?? .graph)
    /// ```
    public let lifetime: Lifetime?
    /// A sentence about the event; for ``Kind/failed``, the error's message.
    ///
    /// ```swift
    /// print(event.message)
    /// ```
    public let message: String

    /// The event on one line: kind, key, container and message.
    ///
    /// ```swift
    /// print(event)  // duplicateIgnored `Session` in "app": ...
    /// ```
    public var description: String { "\(kind) \(key) in \(container): \(message)" }

    init(
        kind: Kind, key: String, container: String, context: String? = nil, lifetime: Lifetime?,
        cacheHit: Bool? = nil, depth: Int = 0, message: String
    ) {
        self.kind = kind
        self.key = key
        self.container = container
        self.context = context
        self.lifetime = lifetime
        self.cacheHit = cacheHit
        self.depth = depth
        self.message = message
    }
}

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

    /// Runs `body`, which resolves `registration` from this container, and tells what it resolved
    /// to the graph recording (if `recording`: an edge from the registration being built) and to
    /// `trace` (if set: how deeply nested, and whether it built anything).
    @inline(__always)
    func observed<R>(
        _ registration: AnyRegistration,
        implementation: AnyRegistration? = nil,
        trace: TraceHandler?,
        recording: Bool,
        state: ResolutionState,
        _ body: () throws -> R
    ) rethrows -> R {
        if recording, let requester = state.frames.last {
            recordDependency(from: requester.registration, to: registration)
        }
        guard let trace else { return try body() }
        let depth = state.frames.count
        let pushes = state.pushCount
        let result = try body()
        // `.implements` pushes its own frame, then resolves the implementing registration.
        let built = state.pushCount &- pushes > (implementation == nil ? 0 : 1)
        deliver(resolvedEvent(registration, implementation: implementation, depth: depth, cacheHit: !built), to: trace)
        return result
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

    /// Sends a failure to the tree's hook, if one is set.
    /// Reports that a cached instance was handed to a resolve whose arguments it therefore ignores.
    @usableFromInline @inline(never)
    func reportIgnoredArguments(of registration: AnyRegistration) {
        report(
            .argumentsIgnored,
            registration,
            message: "the \(registration.lifetime) instance was already built, so this resolve's arguments were "
                + "not used: a cached instance keeps the arguments it was first built with"
        )
    }

    /// Reports that a resolve passed arguments to a factory that takes none.
    @usableFromInline @inline(never)
    func reportUnreadArguments(of registration: AnyRegistration) {
        report(
            .argumentsIgnored,
            registration,
            message: "this resolve passed arguments, but the factory takes none: register it with "
                + "`{ (r, args) in ... }` or with typed parameters to read them"
        )
    }

    /// Sends the failure of a resolve of `registration` to the tree's hook, if one is set.
    @usableFromInline @inline(never)
    func reportFailure(_ error: any Error, of registration: AnyRegistration) {
        reportFailure(error, key: registration.displayName, lifetime: registration.lifetime)
    }

    func reportFailure(_ error: any Error, key: String, lifetime: Lifetime?) {
        guard let handler = tree.lock.withLock({ tree.trace }) else { return }
        let message = (error as? DependencyError)?.message ?? "\(error)"
        deliver(
            TraceEvent(
                kind: .failed, key: key, container: displayName, context: displayName, lifetime: lifetime,
                message: message),
            to: handler
        )
    }
}
