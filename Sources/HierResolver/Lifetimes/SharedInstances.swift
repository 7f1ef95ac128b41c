extension DependencyResolver {
    /// The persistent or transient instance of `registration`'s owner: built once, in the owner's
    /// context, by one thread at a time (others wait for it), and never cached if the factory fails.
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
        let owner = registration.owner
        let lock = owner.tree.lock
        // While its `resolveProperties` blocks run, the instance is this resolution's to share.
        if !state.graph.isEmpty, let instance = state.graphInstance(of: registration, in: registration.owner) {
            return instance as! T
        }
        if state.isBuilding(registration, in: registration.owner) {
            throw cycleError(repeating: registration, state: state)
        }
        lock.lock()
        var deadline: UInt64?
        while true {
            if let instance = registration.persistentInstance {
                lock.unlock()
                if arguments.isPresent { reportIgnoredArguments(of: registration) }
                return instance
            }
            if let object = registration.weakInstance.object {
                lock.unlock()
                if arguments.isPresent { reportIgnoredArguments(of: registration) }
                state.held.append(object)
                return object as! T
            }
            guard let builder = registration.builder else { break }
            if let loop = WaitGraph.enter(state, waitingFor: registration, builder: builder) {
                lock.unlock()
                throw FailureReport.deadlock(registration, loop: loop, chain: state.chainNames)
            }
            let limit = owner.tree.waitLimit
            let until = deadline ?? MonotonicClock.deadline(after: limit)
            deadline = until
            let inTime = lock.wait(until: until)
            WaitGraph.leave(state)
            if !inTime, registration.builder === builder {
                lock.unlock()
                throw FailureReport.waitTimedOut(for: registration, after: limit ?? 0, chain: state.chainNames)
            }
        }
        let epoch = registration.resetEpoch
        registration.builder = state
        lock.unlock()
        return try buildShared(registration, epoch: epoch, state: state, arguments: arguments, properties: properties)
    }

    private func buildShared<T>(
        _ registration: Registration<T>,
        epoch: UInt64,
        state: ResolutionState,
        arguments: Arguments,
        properties: PropertySteps<T>?
    ) throws -> T {
        let owner = registration.owner
        let lock = owner.tree.lock
        var instance: T
        do {
            instance = try build(registration, context: owner, state: state, arguments: arguments)
            if let properties {
                instance = try completeInCycle(
                    instance, properties, of: registration, context: owner, state: state, arguments: arguments)
                state.dropGraphInstance(of: registration, in: owner)
            }
        } catch {
            lock.withLock {
                registration.builder = nil
                WaitGraph.finished(registration)
                lock.broadcast()
            }
            throw error
        }
        let object = registration.lifetime == .transient ? classInstance(instance) : nil
        lock.withLock {
            registration.builder = nil
            WaitGraph.finished(registration)
            // After a reset() that ran while building, the instance is handed out but not cached.
            if registration.resetEpoch == epoch {
                if registration.lifetime == .persistent {
                    registration.cachePersistent(instance)
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
        return instance
    }
}
