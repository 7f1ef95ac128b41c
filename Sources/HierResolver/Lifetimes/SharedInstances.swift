extension DependencyResolver {
    /// The persistent or transient instance of `registration`'s owner: built once, in the owner's
    /// context, by one thread at a time (others wait for it), and never cached if the factory fails.
    func sharedInstance<T>(_ registration: Registration<T>, state: ResolutionState) throws -> T {
        let owner = registration.owner
        let lock = owner.tree.lock
        if state.isBuilding(registration, in: owner) {
            throw FailureReport.cycle(state.chainNames, repeating: registration)
        }
        lock.lock()
        while true {
            switch registration.slot {
            case .strong(let instance):
                lock.unlock()
                return instance
            case .weak(let reference):
                if let object = reference.object {
                    lock.unlock()
                    state.held.append(object)
                    return object as! T
                }
                registration.slot = .empty
            case .building(let builder, _):
                if waitsForItself(builder: builder, state: state) {
                    lock.unlock()
                    throw FailureReport.deadlock(registration, chain: state.chainNames)
                }
                state.waitingFor = registration
                lock.wait()
                state.waitingFor = nil
            case .empty:
                let epoch = registration.resetEpoch
                registration.slot = .building(state, epoch: epoch)
                lock.unlock()
                return try buildShared(registration, epoch: epoch, state: state)
            }
        }
    }

    private func buildShared<T>(_ registration: Registration<T>, epoch: UInt64, state: ResolutionState) throws -> T {
        let lock = registration.owner.tree.lock
        let instance: T
        do {
            instance = try build(registration, context: registration.owner, state: state)
        } catch {
            lock.withLock {
                registration.slot = .empty
                lock.broadcast()
            }
            throw error
        }
        let object = registration.lifetime == .transient ? classInstance(instance) : nil
        lock.withLock {
            if registration.resetEpoch != epoch {
                registration.slot = .empty  // reset() ran while building: hand it out, do not cache it
            } else if registration.lifetime == .persistent {
                registration.slot = .strong(instance)
            } else if let object {
                registration.slot = .weak(WeakObject(object: object))
            } else {
                registration.slot = .empty  // a value type cannot be held weakly: ephemeral
            }
            lock.broadcast()
        }
        if let object {
            state.held.append(object)
        } else if registration.lifetime == .transient {
            report(.transientValueType, registration, message: "a value type cannot be held weakly, so this transient registration behaves as ephemeral")
        }
        return instance
    }

    /// Whether the thread building a slot waits, through others, for something this thread builds.
    /// The caller holds the tree lock.
    private func waitsForItself(builder: ResolutionState, state: ResolutionState) -> Bool {
        var current = builder
        var steps = 0
        while current !== state {
            guard let awaited = current.waitingFor, let next = awaited.builder, steps < 10_000 else { return false }
            current = next
            steps += 1
        }
        return true
    }
}
