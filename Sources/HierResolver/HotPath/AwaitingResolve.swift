// What the `await` resolve forms inline: a look at the kept instance, then one call out of line.

extension DependencyResolver {
    /// The instance `key`'s registration keeps (persistent, built), if any: what an `await` resolve
    /// returns without leaving the caller's actor. `nil` when nothing is kept, nothing is registered,
    /// or the tree diverts resolves (the resolve then takes its usual path).
    @inlinable @inline(__always)
    func keptInstance<T>(_ key: RegistrationKey) -> T? {
        let lock = handles.mutex
        lock.lock()
        defer { lock.unlock() }
        guard !handles.flags.divertsResolves, let found = lookupUnmanagedLocked(key) else { return nil }
        return found._withUnsafeGuaranteedRef { unsafeDowncast($0, to: Registration<T>.self).persistentInstance }
    }

    /// What the `await` forms without arguments do: return the kept instance, or the one an async
    /// factory builds, or resolve synchronously where the registration can build. `nil` only when
    /// nothing is registered and `optional` is true.
    @inlinable @inline(__always)
    func awaitInstance<T>(
        _: T.Type, variant: Variant?, optional: Bool, isolation: isolated (any Actor)?
    ) async throws -> T? {
        let key = RegistrationKey(T.self, variant: variant)
        if let kept: T = keptInstance(key) { return kept }
        if case .instance(let instance, let served) = try await awaitAsyncFactory(key, arguments: .none) {
            return try asyncInstance(instance, as: T.self, served: served)
        }
        return try await resolveAwaiting(key, isolation: isolation) { [self] in
            optional ? try tryOptional(T.self, variant: variant) : try tryResolve(T.self, variant: variant)
        }
    }

    /// The instance an async factory builds for `key`, or ``AsyncOutcome/notAsync`` when the
    /// registration's factory is synchronous: ``resolveIfAsync(_:arguments:)``.
    @usableFromInline
    nonisolated(nonsending) func awaitAsyncFactory(_ key: RegistrationKey, arguments: AsyncArguments) async throws
        -> AsyncOutcome
    {
        try await resolveIfAsync(key, arguments: arguments)
    }

    /// `instance` as the `T` it was resolved as; throws when an `.implements` registration (`served`)
    /// forwarded to an implementation whose instance is not a `T`.
    @inlinable
    func asyncInstance<T>(_ instance: Any, as _: T.Type, served: AnyRegistration?) throws -> T {
        if let typed = instance as? T { return typed }
        try throwNotImplementing(served, as: T.self)
    }

    /// The synchronous resolve `attempt` of `key`, run where the registration can build:
    /// ``resolveWhereItBuilds(_:isolation:_:)``.
    @usableFromInline
    func resolveAwaiting<T>(
        _ key: RegistrationKey, isolation: isolated (any Actor)?,
        _ attempt: @escaping () throws -> T?
    ) async throws -> T? {
        try await resolveWhereItBuilds(key, isolation: isolation, attempt)
    }
}

/// What an `await` resolve found: an instance an async factory built, or a registration that a
/// synchronous resolve builds.
@usableFromInline
enum AsyncOutcome: @unchecked Sendable {
    /// Not built by an async factory: the synchronous path builds it.
    case notAsync
    /// The instance; `served` is the `.implements` registration it was asked for through, if any.
    case instance(Any, served: AnyRegistration?)
}
