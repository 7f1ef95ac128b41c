// Running `resolveProperties` blocks and decorators on a new instance, and completing instances that
// refer to each other.

extension PropertySteps {
    /// Runs the `resolveProperties` blocks, then the decorators, on a new `instance`, each in the
    /// order they were added, in `context`. `failure` makes what a block or decorator throws into the
    /// resolve's error, told which part threw. Both drivers complete an instance here.
    func apply(
        to instance: inout T, context: DependencyResolver, args: Args,
        failure: (any Error, _ part: String) -> any Error
    ) throws {
        do {
            for step in steps { try step(context, &instance, args) }
        } catch {
            throw failure(error, "resolveProperties block")
        }
        do {
            for decorator in decorators { instance = try decorator(context, instance) }
        } catch {
            throw failure(error, "decorator")
        }
    }
}

extension DependencyResolver {
    /// Runs `registration`'s `resolveProperties` blocks, then its decorators, on a new instance.
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
        try properties.apply(to: &instance, context: context, args: Args(arguments)) { error, part in
            wrapFactoryError(error, of: registration, state: state, part: part)
        }
    }

    /// What an async factory `built` for `registration` in this context, completed by its
    /// `resolveProperties` blocks and decorators (`properties`, read with the registration, as a
    /// synchronous resolve reads them), and boxed again if it was boxed. They
    /// run in the build's task-local frame, as code of the factory would, and, as in a synchronous
    /// completion (``completeInCycle(_:_:of:context:state:arguments:)``), a block that resolves the
    /// registration again gets this instance: the async resolution shares it while they run.
    func completeAsync<T>(
        _ built: AsyncBuilt, of registration: Registration<T>, arguments: AsyncArguments, properties: PropertySteps<T>
    ) throws -> AsyncBuilt {
        var instance = built.instance as! T  // the factory returned a `T`
        // The frame of this build: the instance is visible to its chain while the blocks run.
        var sharing: (resolution: AsyncResolution, frame: AsyncFrame)?
        switch registration.lifetime {
        // Kept nowhere: a block that resolves it again asks for another one (a cycle).
        case .ephemeral: sharing = nil
        case .graph, .persistent, .transient: sharing = AsyncFrames.slot.get().map { ($0.resolution, $0) }
        }
        sharing?.resolution.open(instance, of: registration, in: self, by: sharing!.frame)
        defer { sharing?.resolution.close(by: sharing!.frame) }
        try properties.apply(to: &instance, context: self, args: arguments.args) { error, part in
            failure(of: registration, error: error, chain: AsyncFrames.slot.get()?.chainNames ?? [], part: part)
        }
        return AsyncBuilt(instance, boxed: built.box != nil)
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
        state.keepOpenInstance(instance, of: registration, in: context)
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
