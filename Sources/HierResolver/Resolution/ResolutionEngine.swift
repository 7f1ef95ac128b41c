// What a resolve does past the cache: the observed path, building with a factory, cycles and failures.

extension DependencyResolver {
    /// The observed path, taken when the tree diverts resolves: runs `registerAllServices()` first
    /// if due, reports a miss, and tells the trace hook and the graph recording what was resolved.
    @usableFromInline @inline(never)
    func resolveSlowly<T>(_ key: RegistrationKey, optional: Bool, arguments: Arguments) throws -> T? {
        try ServiceLocatorBootstrap.runIfNeeded(for: tree)
        let (found, properties, trace, recording, implementation) = tree.lock.withLock {
            () -> (Registration<T>?, PropertySteps<T>?, TraceHandler?, Bool, AnyRegistration?) in
            let found = lookupLocked(key).map { unsafeDowncast($0, to: Registration<T>.self) }
            return (found, found?.properties, tree.trace, tree.recording != nil, found?.extras?.implementation)
        }
        let state = ThreadLocalState.current
        if let collector = state.verification, found != nil || optional {
            noteUnseenOverride(of: key, found: found, state: state, in: collector)
        }
        guard let found else {
            if optional {
                if let trace { deliver(optionalMissEvent(T.self, key: key, depth: state.frames.count), to: trace) }
                return nil
            }
            let error = missing(T.self, key: key, state: state, signature: arguments.signature)
            if state.isIdle { reportFailure(error, key: keyName(T.self, variant: key.variant), lifetime: nil) }
            throw error
        }
        return try observed(found, implementation: implementation, trace: trace, recording: recording, state: state) {
            try produce(found, state: state, arguments: arguments, properties: properties)
        }
    }

    /// Runs the factory with `context` as the container its nested resolves start from.
    @inlinable @inline(__always)
    func build<T>(
        _ registration: Registration<T>,
        context: DependencyResolver,
        state: ResolutionState,
        arguments: Arguments
    ) throws -> T {
        // The outermost build can be neither a cycle nor, being one level, too deep.
        if !state.frames.isEmpty { try checkCanBuild(registration, in: context, state: state, arguments: arguments) }
        state.push(registration, context: context, typedArguments: arguments.typed)
        defer { state.pop() }
        do {
            // The common forms are called here, in this frame; `Args` and `.implements` out of line.
            switch registration.factory {
            case .plain(let factory):
                if arguments.isPresent { context.reportUnreadArguments(of: registration) }
                return try factory()
            case .resolving(let factory):
                if arguments.isPresent { context.reportUnreadArguments(of: registration) }
                return try factory(context)
            case .typed(let factory):
                // The key matched the arguments' signature, so a typed resolve is the only way here.
                guard let typed = arguments.typed else { try ArgumentFailure.throwTypedWithoutArguments(registration) }
                return try factory(context, typed)
            default:
                return try registration.factory.makeWithArguments(
                    in: context, arguments: arguments, registration: registration)
            }
        } catch {
            throw wrapFactoryError(error, of: registration, state: state)
        }
    }

    @usableFromInline @inline(never)
    func cycleError(repeating registration: AnyRegistration, state: ResolutionState) -> DependencyError {
        FailureReport.cycle(state.chainNames, repeating: registration)
    }

    /// Throws if building `registration` in `context` now would loop (a cycle) or could run this
    /// thread out of stack. Out of line, so the errors take no room in the frames of a deep chain.
    @usableFromInline @inline(never)
    func checkCanBuild(
        _ registration: AnyRegistration, in context: DependencyResolver, state: ResolutionState, arguments: Arguments
    ) throws {
        if state.isBuilding(registration, in: context),
            state.repeatsBuild(registration, in: context, arguments: arguments)
        {
            throw cycleError(repeating: registration, state: state)
        }
        if state.stackIsLow {
            throw FailureReport.tooDeep(
                registration, frames: state.frames.map(\.registration), stackSize: state.stackSize)
        }
    }

    /// A factory's error as the caller sees it: a ``DependencyError`` passes through; anything else
    /// is wrapped with the registration that threw.
    @usableFromInline @inline(never)
    func wrapFactoryError(
        _ error: any Error,
        of registration: AnyRegistration,
        state: ResolutionState,
        part: String = "factory"
    ) -> any Error {
        if let error = error as? DependencyError {
            // An error made without a chain (an argument failure, say) learns where it happened.
            return error.resolutionChain.isEmpty ? error.adding(chain: state.chainNames) : error
        }
        return FailureReport.factoryFailed(registration, error: error, chain: state.chainNames, part: part)
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
