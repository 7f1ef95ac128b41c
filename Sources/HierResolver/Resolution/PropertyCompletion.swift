// Running `resolveProperties` blocks on a new instance, and completing instances that refer to each other.

extension DependencyResolver {
    /// Runs `registration`'s `resolveProperties` blocks on a new instance, in the order they were added.
    ///
    /// The registration's frame is pushed while they run, so an error names it and an ephemeral
    /// registration that resolves itself from a block is a cycle, not endless recursion.
    @usableFromInline
    func completeProperties<T>(
        _ instance: inout T,
        _ properties: PropertySteps<T>,
        of registration: Registration<T>,
        context: DependencyResolver,
        state: ResolutionState,
        arguments: Arguments
    ) throws {
        state.push(registration, context: context)
        defer { state.frames.removeLast() }
        let args = Args(arguments)
        do {
            for step in properties.steps { try step(context, &instance, args) }
        } catch {
            throw wrapFactoryError(error, of: registration, state: state, part: "resolveProperties block")
        }
    }

    /// Completes a graph or shared instance while the rest of this resolution can already see it:
    /// a block that resolves the registration again (directly or through others) gets this same
    /// instance, so two objects can refer to each other. A failed block leaves nothing cached.
    func completeInCycle<T>(
        _ instance: T,
        _ properties: PropertySteps<T>,
        of registration: Registration<T>,
        context: DependencyResolver,
        state: ResolutionState,
        arguments: Arguments
    ) throws -> T {
        var instance = instance
        state.keepGraphInstance(instance, of: registration, in: context)
        let firstTentative = state.tentative.count
        state.openCompletions += 1
        defer {
            state.openCompletions -= 1
            if state.openCompletions == 0 { state.tentative.removeAll(keepingCapacity: true) }
        }
        do {
            try completeProperties(
                &instance, properties, of: registration, context: context, state: state, arguments: arguments)
        } catch {
            state.dropGraphInstance(of: registration, in: context)
            dropTentative(from: firstTentative, state: state)
            throw error
        }
        state.replaceGraphInstance(instance, of: registration, in: context)  // a value type was changed in place
        return instance
    }

    /// Drops the shared instances cached since `first` while an instance that failed was open: one
    /// of them may hold it. They are torn down and released after the locks are let go.
    private func dropTentative(from first: Int, state: ResolutionState) {
        guard first < state.tentative.count else { return }
        let registrations = state.tentative[first...]
        state.tentative.removeSubrange(first...)
        let dropped = registrations.compactMap { registration in
            registration.owner.tree.lock.withLock { registration.dropInstance() }
        }
        DroppedInstance.tearDown(dropped)
    }
}
