extension DependencyResolver {
    /// The persistent or transient instance of `registration`'s owner: built once, in the owner's
    /// context, by one thread at a time (others wait for it), and never cached if the factory fails.
    ///
    /// Only the build itself is generic: finding a cached instance, waiting for another thread and
    /// caching the result happen in ``claimShared(_:state:arguments:)`` and
    /// ``finishShared(_:epoch:box:object:state:)``, so each level of a deep chain of shared
    /// instances costs one small stack frame here.
    @usableFromInline
    func sharedInstance<T>(
        _ registration: Registration<T>,
        state: ResolutionState,
        arguments: Arguments,
        properties: PropertySteps<T>?
    ) throws -> T {
        if state.verification != nil {
            return try verifiedSharedInstance(registration, state: state, arguments: arguments, properties: properties)
        }
        let epoch: UInt64
        switch try claimShared(registration, state: state, arguments: arguments) {
        case .persistent(let box): return unsafeDowncast(box, to: InstanceBox<T>.self).value
        case .object(let object): return object as! T
        case .build(let claimed): epoch = claimed
        }
        let owner = registration.owner
        var instance: T
        do {
            instance = try build(registration, context: owner, state: state, arguments: arguments)
            if let properties {
                instance = try completeInCycle(
                    instance, properties, of: registration, context: owner, state: state, arguments: arguments)
                state.dropGraphInstance(of: registration, in: owner)
            }
        } catch {
            abandonShared(registration)
            throw error
        }
        // Boxed before the lock is taken, so the critical section allocates nothing.
        let box = registration.lifetime == .persistent ? InstanceBox(instance) : nil
        finishShared(
            registration, epoch: epoch, box: box, object: box == nil ? classInstance(instance) : nil, state: state)
        return instance
    }

    /// What ``claimShared(_:state:arguments:)`` found.
    @usableFromInline
    enum SharedClaim {
        /// The cached persistent instance's `InstanceBox<T>`.
        case persistent(AnyObject)
        /// A shared instance to hand out as it is: a live transient instance, or the instance this
        /// resolution is completing.
        case object(Any)
        /// Nothing cached: this thread builds it now, from the registration's `resetEpoch` given.
        case build(UInt64)
    }

    /// Finds `registration`'s cached instance, or waits while another thread builds it, or claims the
    /// build for this thread. Throws on a cycle, on a wait that would never end, and on one that
    /// outlasts the tree's `waitLimit`.
    @usableFromInline @inline(never)
    func claimShared(_ registration: AnyRegistration, state: ResolutionState, arguments: Arguments) throws
        -> SharedClaim
    {
        let owner = registration.owner
        let lock = owner.tree.lock
        // While its `resolveProperties` blocks run, the instance is this resolution's to share.
        if !state.graph.isEmpty, let instance = state.graphInstance(of: registration, in: owner) {
            return .object(instance)
        }
        if state.isBuilding(registration, in: owner) {
            throw cycleError(repeating: registration, state: state)
        }
        lock.lock()
        var deadline: UInt64?
        while true {
            if let box = registration.persistentBox {
                lock.unlock()
                if arguments.isPresent { reportIgnoredArguments(of: registration) }
                return .persistent(box)
            }
            if let object = registration.weakInstance.object {
                lock.unlock()
                if arguments.isPresent { reportIgnoredArguments(of: registration) }
                state.held.append(object)
                return .object(object)
            }
            guard let builder = registration.builder else { break }
            let outcome = WaitGraph.wait(
                state, for: registration, builder: builder, on: lock, limit: owner.tree.waitLimit, deadline: &deadline)
            switch outcome {
            case .woken: continue
            case .loop(let loop):
                lock.unlock()
                throw FailureReport.deadlock(registration, loop: loop, chain: state.chainNames)
            case .timedOut(let seconds):
                lock.unlock()
                throw FailureReport.waitTimedOut(for: registration, after: seconds, chain: state.chainNames)
            }
        }
        let epoch = registration.resetEpoch
        registration.builder = state
        lock.unlock()
        return .build(epoch)
    }

    /// Gives up this thread's build of `registration` after its factory failed: another may try.
    @usableFromInline @inline(never)
    func abandonShared(_ registration: AnyRegistration) {
        let lock = registration.owner.tree.lock
        lock.withLock {
            registration.builder = nil
            WaitGraph.finished(registration)
            lock.broadcast()
        }
    }

    /// Caches what this thread built for `registration` (the persistent instance's `box`, or the
    /// transient instance's `object`) unless a `reset()` ran meanwhile, and wakes the threads waiting for it.
    @usableFromInline @inline(never)
    func finishShared(
        _ registration: AnyRegistration, epoch: UInt64, box: AnyObject?, object: AnyObject?, state: ResolutionState
    ) {
        let lock = registration.owner.tree.lock
        lock.withLock {
            registration.builder = nil
            WaitGraph.finished(registration)
            // After a reset() that ran while building, the instance is handed out but not cached.
            if registration.resetEpoch == epoch {
                if let box {
                    registration.cachePersistent(box: box)
                } else if let object {
                    registration.weakInstance.object = object
                }
            }
            lock.broadcast()
        }
        if state.openCompletions > 0 { state.tentative.append(registration) }
        if let object {
            state.held.append(object)
        } else if registration.lifetime == .transient {
            report(
                .transientValueType,
                registration,
                message: "a value type cannot be held weakly, so this transient registration behaves as ephemeral"
            )
        }
    }
}
