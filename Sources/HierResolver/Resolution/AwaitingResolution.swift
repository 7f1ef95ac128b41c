// Where an `await` resolve runs the synchronous resolve: on the caller's actor, or, for a
// registration whose factory is `@MainActor`, on the main actor.

extension DependencyResolver {
    /// Runs `attempt` (a synchronous resolve of `key`) on the caller's actor, unless it may build a
    /// `@MainActor` factory's instance and the caller is elsewhere: then on the main actor, awaited.
    ///
    /// Which factories a build reaches is known only as it runs, and a `@MainActor` dependency
    /// reached through a trapping `resolve()` stops the program there. So off the main actor, in a
    /// tree that has `@MainActor` factories, the whole resolve runs on the main actor, where every
    /// factory can run (a factory that is not `@MainActor` runs on any actor). A tree without any,
    /// the usual case on a server, never leaves the caller's actor.
    @usableFromInline
    nonisolated(nonsending) func resolveWhereItBuilds<T>(
        _ key: RegistrationKey, isolation: (any Actor)?,
        _ attempt: @escaping () throws -> T?
    ) async throws -> T? {
        let frame = AsyncFrames.slot.get()
        do {
            // `registerAllServices()` first, if it is due: it decides what this resolve finds.
            try ServiceLocatorBootstrap.runIfNeeded(for: tree)
            if let frame, let registration = graphInAsyncResolution(key) {
                // A synchronous factory's graph instance, shared by the async resolution in this task:
                // built here when this task asks first, as an async factory's graph instance is.
                let built = try await frame.resolution.builtOnce(registration, in: self, parent: frame) { _ in
                    try await runWhereItBuilds(isolation: isolation, attempt) as Any
                }
                // Built here, it holds a `T?`, returned as it is (`as? T` would read a `nil` of an
                // optional `T` as found); built by an async factory, a `T`.
                return (built.instance as? T?) ?? nil
            }
            return try await runWhereItBuilds(isolation: isolation, attempt)
        } catch let error as DependencyError where frame != nil {
            // A synchronous resolve's chain starts at its own top: an async factory asked for it.
            throw error.adding(chain: frame!.chainNames + error.resolutionChain)
        }
    }

    /// Runs `attempt` on the caller's actor, or on the main actor when it has to go there.
    private nonisolated(nonsending) func runWhereItBuilds<T>(
        isolation: (any Actor)?, _ attempt: @escaping () throws -> T?
    ) async throws -> T? {
        if !needsMainActor(isolation: isolation) { return try attempt() }
        // This task waits while the main actor runs it, and nothing else holds it.
        let carried = UncheckedTransfer(value: attempt)
        return try await MainActor.run { UncheckedTransfer(value: try carried.value()) }.value
    }

    /// The `.graph` registration a resolve of `key` from this container finds, when the async
    /// resolution in progress in this task shares its instance.
    private func graphInAsyncResolution(_ key: RegistrationKey) -> AnyRegistration? {
        tree.lock.withLock {
            guard let registration = lookupLocked(key), case .inResolution = registration.lifetime.keeping else {
                return nil
            }
            // An `.implements` registration shares its implementation's instance.
            return registration.extras?.implementation ?? registration
        }
    }

    /// Runs `verification` on the caller's actor, or on the main actor as
    /// ``resolveWhereItBuilds(_:isolation:_:)`` runs a resolve.
    nonisolated(nonsending) func verifyWhereItBuilds<R>(
        isolation: (any Actor)?, _ verification: @escaping () -> R
    ) async -> R {
        if !needsMainActor(isolation: isolation) { return verification() }
        let carried = UncheckedTransfer(value: verification)
        return await MainActor.run { UncheckedTransfer(value: carried.value()) }.value
    }

    /// Whether a build from a caller of `isolation` has to go to the main actor: the caller is
    /// elsewhere and the tree has `@MainActor` factories.
    private func needsMainActor(isolation: (any Actor)?) -> Bool {
        if let isolation, ObjectIdentifier(isolation) == ObjectIdentifier(MainActor.shared) { return false }
        return tree.lock.withLock { tree.hasMainActorFactories } && !MainActorIsolation.isCurrent
    }
}
