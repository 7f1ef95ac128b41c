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

    /// The instance of `T` for `key`: built by its async factory, or by `attempt`, a synchronous
    /// resolve of `key`, where the registration can build: ``resolveWhereItBuilds(_:arguments:isolation:_:)``.
    @usableFromInline
    func resolveAwaiting<T>(
        _ key: RegistrationKey, arguments: AsyncArguments, isolation: isolated (any Actor)?,
        _ attempt: @escaping () throws -> T?
    ) async throws -> T? {
        try await resolveWhereItBuilds(key, arguments: arguments, isolation: isolation, attempt)
    }
}
