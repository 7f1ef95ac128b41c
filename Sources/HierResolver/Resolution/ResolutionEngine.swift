extension DependencyResolver {
    /// Resolves `T` for `key` with this container as the context; the one way every resolve form goes.
    ///
    /// Returns `nil` only when nothing is registered for `key` and `optional` is true. This and the
    /// functions it inlines are specialised in the caller's module: the hot path does no generic
    /// metadata look-up, no cast and no allocation.
    @inlinable @inline(__always)
    func resolveInstance<T>(
        _ key: RegistrationKey,
        optional: Bool = false,
        arguments: Arguments = .none
    ) throws -> T? {
        let lock = mutex
        lock.lock()
        if !tree.divertsResolves, let found = lookupUnmanagedLocked(key) {
            // A hit reads the cached instance without retaining the registration.
            let cached = found._withUnsafeGuaranteedRef {
                unsafeDowncast($0, to: Registration<T>.self).persistentInstance
            }
            if let instance = cached {
                // Retained before unlocking, and only when arguments are reported: once the lock is
                // let go, another thread may remove the registration.
                let ignoring = arguments.isPresent ? found.takeUnretainedValue() : nil
                lock.unlock()
                if let ignoring { reportIgnoredArguments(of: ignoring) }
                return instance
            }
            let registration = unsafeDowncast(found.takeUnretainedValue(), to: Registration<T>.self)
            let properties = registration.properties
            lock.unlock()
            // Two out-of-line forms, so that a resolve without arguments builds with `.none` known.
            if !arguments.isPresent, arguments.signature == nil {
                return try produceFound(registration, properties: properties)
            }
            return try produceFound(registration, arguments: arguments, properties: properties)
        }
        lock.unlock()
        return try resolveSlowly(key, optional: optional, arguments: arguments)
    }

    /// Builds (or finds in this resolution) the instance of `registration`, found by a resolve that
    /// missed the cache. Specialised in the caller's module but never inlined into it: what a resolve
    /// form inlines into client code is the cache hit, which throws nothing, and a plain call. (The
    /// compiler can fail on throwing code force-inlined into a client's closures.)
    @inlinable @inline(never)
    func produceFound<T>(_ registration: Registration<T>, properties: PropertySteps<T>?) throws -> T? {
        // Each level of a deep chain passes here, so it keeps to a small frame: the top-level
        // resolution's bookkeeping happens in a frame of its own.
        #if DEBUG
            // Unoptimised, the closure below would be three frames per level; a retain costs no stack.
            let state = ThreadLocalState.current
            guard state.isIdle else {
                return try produceNested(registration, state: state, arguments: .none, properties: properties)
            }
            return try produceTopLevel(registration, state: state, properties: properties)
        #else
            try ThreadLocalState.withCurrent { state in
                guard state.isIdle else {
                    return try produceNested(registration, state: state, arguments: .none, properties: properties)
                }
                return try produceTopLevel(registration, state: state, properties: properties)
            }
        #endif
    }

    /// The form of ``produceFound(_:properties:)`` for a resolve that passed arguments.
    @inlinable @inline(never)
    func produceFound<T>(
        _ registration: Registration<T>, arguments: Arguments, properties: PropertySteps<T>?
    ) throws -> T? {
        #if DEBUG
            let state = ThreadLocalState.current
            guard state.isIdle else {
                return try produceNested(registration, state: state, arguments: arguments, properties: properties)
            }
            return try produceTopLevel(registration, state: state, arguments: arguments, properties: properties)
        #else
            try ThreadLocalState.withCurrent { state in
                guard state.isIdle else {
                    return try produceNested(registration, state: state, arguments: arguments, properties: properties)
                }
                return try produceTopLevel(registration, state: state, arguments: arguments, properties: properties)
            }
        #endif
    }

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

    /// Builds or fetches the instance of `registration` by its lifetime, starting and ending a
    /// top-level resolution when none is in progress on this thread. `properties` are the
    /// registration's `resolveProperties` blocks, read under the lock when it was looked up.
    @inlinable @inline(__always)
    func produce<T>(
        _ registration: Registration<T>,
        state: ResolutionState,
        arguments: Arguments,
        properties: PropertySteps<T>?
    ) throws -> T {
        guard state.isIdle else {
            return try produceNested(registration, state: state, arguments: arguments, properties: properties)
        }
        return try produceTopLevel(registration, state: state, arguments: arguments, properties: properties)
    }

    /// ``produceTopLevel(_:state:arguments:properties:)`` for a resolve without arguments.
    @inlinable @inline(never)
    func produceTopLevel<T>(
        _ registration: Registration<T>, state: ResolutionState, properties: PropertySteps<T>?
    ) throws -> T {
        try beginAndProduce(registration, state: state, arguments: .none, properties: properties)
    }

    /// ``produce(_:state:arguments:properties:)`` when no resolution is in progress on this thread:
    /// starts one and ends it, also when it fails.
    @inlinable @inline(never)
    func produceTopLevel<T>(
        _ registration: Registration<T>,
        state: ResolutionState,
        arguments: Arguments,
        properties: PropertySteps<T>?
    ) throws -> T {
        try beginAndProduce(registration, state: state, arguments: arguments, properties: properties)
    }

    @inlinable @inline(__always)
    func beginAndProduce<T>(
        _ registration: Registration<T>,
        state: ResolutionState,
        arguments: Arguments,
        properties: PropertySteps<T>?
    ) throws -> T {
        state.begin(requester: self)
        do {
            let instance = try produceNested(registration, state: state, arguments: arguments, properties: properties)
            state.end()
            return instance
        } catch {
            state.end()  // before the trace hears of it: a failed resolution leaves nothing behind
            reportFailure(error, of: registration)
            throw error
        }
    }

    /// Keeps `instance` as this resolution's graph instance of `registration`, boxed out of line.
    @inline(never)
    func keepGraphInstance<T>(_ instance: T, of registration: AnyRegistration, state: ResolutionState) {
        state.keepGraphInstance(instance, of: registration, in: self)
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
