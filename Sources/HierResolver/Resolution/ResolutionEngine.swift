// What a resolve does past the cache: the observed path, cycle errors, and what a miss reports.

extension DependencyResolver {
    /// The observed path, taken when the tree diverts resolves or nothing is registered for the key:
    /// runs `registerAllServices()` first if due, reports a miss, and tells the trace hook and the
    /// graph recording what was resolved. With `kept`, the registration a module found for `key`
    /// earlier is built instead of what `key` finds now (Swinject's `Lazy` and `Provider`).
    @usableFromInline @inline(never)
    func resolveObserved<T>(
        _ key: RegistrationKey, optional: Bool, arguments: Arguments, kept: AnyRegistration? = nil
    ) throws -> T? {
        try ServiceLocatorBootstrap.runIfNeeded(for: tree)
        let (found, properties, observers, implementation, shutDownBy) = tree.lock.withLock {
            () -> (Registration<T>?, PropertySteps<T>?, Observers, AnyRegistration?, DependencyResolver?) in
            // A shut-down container's lookups miss (in a shut-down root's tree, resolves divert): here.
            if let initiator = shutDownByLocked { return (nil, nil, .none, nil, initiator) }
            let found = (kept ?? lookupLocked(key))?.typed(T.self)
            return (found, found?.properties, tree.observersLocked, found?.extras?.implementation, nil)
        }
        let state = ThreadLocalState.current
        if let shutDownBy {
            let error = FailureReport.shutDown(
                keyName(T.self, variant: key.variant), in: self, shutDownBy: shutDownBy, doing: .resolve)
            throw state.frames.isEmpty ? error : error.adding(chain: state.chainNames)
        }
        if let collector = state.verification, found != nil || optional {
            noteUnseenOverride(of: key, found: found, state: state, in: collector)
        }
        guard let found else {
            if optional {
                if let trace = observers.trace {
                    deliver(optionalMissEvent(T.self, key: key, depth: state.frames.count), to: trace)
                }
                return nil
            }
            let error = missing(T.self, key: key, state: state, signature: arguments.signature)
            if state.isIdle { reportFailure(error, key: keyName(T.self, variant: key.variant), lifetime: nil) }
            throw error
        }
        let instance = try verifyingInAsyncVerification(key, found: found, state: state) {
            try observed(found, implementation: implementation, observers: observers, state: state) {
                try produceFound(found, arguments: arguments, properties: properties)
            }
        }
        if let instance { decorateResolved(instance) }
        return instance
    }

    /// Runs `resolve`, a synchronous resolve starting on this thread, as a verification when an
    /// async factory that `await container.async.verify()` runs asked for it: it keeps nothing either.
    private func verifyingInAsyncVerification<R>(
        _ key: RegistrationKey, found: AnyRegistration, state: ResolutionState, _ resolve: () throws -> R
    ) rethrows -> R {
        guard state.isIdle, let frame = AsyncFrames.slot.get(), frame.existingResolution?.verification != nil else {
            return try resolve()
        }
        let resolution = frame.resolution
        noteUnseenOverrideInAsyncVerification(of: key, found: found, frame: frame)
        let collector = VerificationCollector()
        state.verification = collector
        defer {
            state.verification = nil
            resolution.merge(collector)
        }
        return try resolve()
    }

    /// A miss: a captive dependency when the top-level requester's chain has the key, else not registered.
    func missing(
        _ requested: Any.Type,
        key: RegistrationKey,
        state: ResolutionState,
        signature: Any.Type? = nil
    ) -> DependencyError {
        if let requester = state.requester, requester !== self,
            let shared = state.frames.last(where: { $0.registration.lifetime.isShared })?.registration,
            shared.owner === self,
            requester.ancestry.contains(where: { $0 === self }),
            let provider = requester.tree.lock.withLock({ requester.lookupLocked(key)?.owner })
        {
            return FailureReport.captive(
                requested, key: key, shared: shared, provider: provider, chain: state.chainNames)
        }
        return FailureReport.notRegistered(
            requested, key: key, signature: signature, in: self, chain: state.chainNames)
    }
}

extension ResolutionState {
    /// The chain being built, as messages name it.
    var chainNames: [String] { frames.map(\.registration.displayName) }
}
