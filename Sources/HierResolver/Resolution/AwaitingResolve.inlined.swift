// What the `await` resolve forms inline: one look at the key under the lock, which returns a kept
// instance or builds an ephemeral async registration typed, then the engine for the rest.

extension DependencyResolver {
    /// What one look at `key` under the lock tells an `await` resolve without arguments: the kept
    /// instance, an ephemeral registration with an async factory, which it builds itself, another
    /// async registration, which it hands to the engine, or a synchronous factory, which the
    /// synchronous path builds without asking the async engine; anything else (and a tree that
    /// diverts resolves) takes the engine's path, which looks again.
    @inlinable @inline(__always)
    func awaitLookup<T>(_ key: RegistrationKey, as _: T.Type) -> AwaitLookup<T> {
        let lock = handles.mutex
        lock.lock()
        defer { lock.unlock() }
        guard !handles.flags.divertsResolves, let found = lookupUnmanagedLocked(key) else { return .elsewhere }
        return found._withUnsafeGuaranteedRef {
            let registration = unsafeDowncast($0, to: Registration<T>.self)
            if let kept = registration.persistentInstance { return .kept(kept) }
            switch registration.factory {
            // One with `resolveProperties` blocks or decorators: the engine completes it.
            case .awaiting:
                switch registration.lifetime {
                case .ephemeral where registration.propertySteps == nil: return .ephemeral(registration)
                case .graph:
                    // Claimed in this hold of the lock when the async resolution in progress is this tree's.
                    if let claim = claimGraphLocked(registration) { return .claimedGraph(claim) }
                    return .async(registration, registration.propertySteps)
                case .ephemeral, .transient, .persistent: return .async(registration, registration.propertySteps)
                }
            // `.implements`: what it forwards to may be async.
            case .forwarding: return .elsewhere
            default: return .synchronous
            }
        }
    }

    /// Builds the instance of `registration`, ephemeral with an async factory, in the async
    /// resolution in progress in this task or in a new one: the engine's ephemeral build, typed.
    /// (Not `nonisolated(nonsending)`: it runs where a nonisolated async factory runs, so that the
    /// frame is bound there and the task does not switch executors around the factory's call.)
    @inlinable
    func awaitEphemeral<T>(_ registration: Registration<T>) async throws -> T {
        guard case .awaiting(_, let factory, _) = registration.factory else { preconditionFailure("not async") }
        let frame = try beginEphemeralAsync(registration)
        defer { endEphemeralAsync(frame) }
        do {
            return try await AsyncFrames.slot.withValue(frame) { try await factory(self, .none) }
        } catch {
            throw ephemeralAsyncFailure(error, frame: frame)
        }
    }

    /// What the `await` forms without arguments do: return the kept instance, or the one an async
    /// factory builds, or resolve synchronously where the registration can build. `nil` only when
    /// nothing is registered and `optional` is true.
    @inlinable @inline(__always)
    nonisolated(nonsending) func awaitInstance<T>(
        _: T.Type, variant: Variant?, optional: Bool, isolation: (any Actor)?
    ) async throws -> T? {
        let key = RegistrationKey(T.self, variant: variant)
        var mayBeAsync = true
        switch awaitLookup(key, as: T.self) {
        case .kept(let kept): return kept
        case .ephemeral(let registration): return try await awaitEphemeral(registration)
        case .claimedGraph(let claim):
            let instance = try await resolveClaimedGraph(claim) as! T  // a `Registration<T>` builds a `T`
            decorateResolved(instance)
            return instance
        case .async(let registration, let properties):
            // Handed on: the engine does not look the key up again. (A `Registration<T>` builds a `T`.)
            let instance = try await resolveFoundAsync(registration, properties: properties) as! T
            decorateResolved(instance)
            return instance
        case .synchronous: mayBeAsync = false
        case .elsewhere: break
        }
        return try await awaitResolve(key, arguments: .none, mayBeAsync: mayBeAsync, isolation: isolation) { [self] in
            optional ? try tryOptional(T.self, variant: variant) : try tryResolve(T.self, variant: variant)
        }
    }

    /// What an `await` resolve of `key` does past the inlined look: the instance an async factory
    /// builds (``resolveIfAsync(_:arguments:)``), unless the look found a synchronous factory
    /// (`mayBeAsync` false), or else the synchronous resolve `attempt`, run where the registration can
    /// build (``resolveWhereItBuilds(_:isolation:_:)``).
    @inlinable
    nonisolated(nonsending) func awaitResolve<T>(
        _ key: RegistrationKey, arguments: AsyncArguments, mayBeAsync: Bool = true, isolation: (any Actor)?,
        _ attempt: @escaping () throws -> T?
    ) async throws -> T? {
        if mayBeAsync, let (instance, served) = try await resolveIfAsync(key, arguments: arguments) {
            if let typed = instance as? T {
                // (Kept instances come here too while a `decorate` hook diverts the inlined look.)
                decorateResolved(typed)
                return typed
            }
            // An `.implements` registration (`served`) forwarded to an implementation whose instance is not a `T`.
            try throwNotImplementing(served, as: T.self)
        }
        return try await resolveWhereItBuilds(key, isolation: isolation, attempt)
    }
}

/// What ``DependencyResolver/awaitLookup(_:as:)`` found.
@usableFromInline
enum AwaitLookup<T> {
    /// The kept instance.
    case kept(T)
    /// An ephemeral registration whose factory is async.
    case ephemeral(Registration<T>)
    /// A `.graph` registration whose factory is async, whose build in the async resolution in
    /// progress the look claimed: the engine runs it.
    case claimedGraph(ClaimedGraph)
    /// Any other registration whose factory is async, with its `resolveProperties` blocks and
    /// decorators as read with it: the engine builds it, without a second look.
    case async(Registration<T>, AnyObject?)
    /// A registration whose factory is synchronous: the synchronous path builds it.
    case synchronous
    /// Anything else (nothing found, the tree diverts resolves, an `.implements` registration): the
    /// engine's path decides.
    case elsewhere
}
