// Async factories: the suspending driver of the one resolution model. It takes the decisions a
// synchronous resolve takes (`LifetimeBehaviour`) and waits by suspending, never by blocking a thread.
//
// An `await` resolve that reaches an async factory follows its task: its chain of builds is a
// task-local list of frames, so it survives suspensions and reaches the child tasks a factory starts;
// cycles are found by walking it, and graph instances are shared through the resolution its outermost
// frame holds. `.ephemeral` and `.graph` instances are built in the asking task. A persistent or
// transient instance is claimed in its owner's storage as a thread claims it, and built by a task of
// its own (so that cancelling the resolve that started it cancels nothing); every resolve meanwhile,
// a thread's or a task's, waits for that build through the one wait graph, which fails a loop of
// waits as a deadlock and ends a wait at the tree's `waitLimit`.

extension DependencyResolver {
    /// What an `await` resolve of `key` from this container finds: the instance, when an async
    /// factory builds it (through `.implements` too, which `served` is then), or `nil`, when the
    /// synchronous path builds it.
    @usableFromInline @inline(__always)
    nonisolated(nonsending) func resolveIfAsync(_ key: RegistrationKey, arguments: AsyncArguments) async throws
        -> (instance: Any, served: AnyRegistration?)?
    {
        var found = asyncRegistration(for: key)
        if found.diverts {
            // `registerAllServices()` first, if it is due: it may register what this resolve asks for.
            try ServiceLocatorBootstrap.runIfNeeded(for: tree)
            found = asyncRegistration(for: key)
        }
        guard let registration = found.registration else { return nil }
        if found.diverts {
            // A verification diverts resolves: note what a shared async instance misses.
            noteUnseenOverrideInAsyncVerification(
                of: key, found: found.served ?? registration, frame: AsyncFrames.slot.get())
        }
        let instance = try await resolveAsync(
            registration, arguments: arguments, properties: found.properties, observed: found.diverts)
        return (instance, found.served)
    }

    /// The instance of `registration`, whose factory is async and which the `await` front found for
    /// this container in a tree that does not divert resolves, with its `resolveProperties` blocks and
    /// decorators (`properties`) as they were then: the engine's build, without a second look.
    @usableFromInline
    nonisolated(nonsending) func resolveFoundAsync(_ registration: AnyRegistration, properties: AnyObject?)
        async throws -> Any
    {
        try await resolveAsync(registration, arguments: .none, properties: properties, observed: false)
    }

    /// Claims, in the `await` front's hold of this tree's lock, the build of `registration` (`.graph`,
    /// its factory async) in the async resolution in progress in this task, when that resolution is
    /// this tree's and nothing built or is building the instance yet: one lock section for the look
    /// and the claim, as a synchronous resolve takes one. `nil` leaves it to the engine.
    @usableFromInline
    func claimGraphLocked(_ registration: AnyRegistration) -> ClaimedGraph? {
        guard let parent = AsyncFrames.slot.get(),
            let resolution = parent.knownResolution, resolution.requester.tree === tree,
            let build = resolution.claimLocked(registration, in: self, parent: parent)
        else { return nil }
        return ClaimedGraph(
            registration: registration, properties: registration.propertySteps, build: build, resolution: resolution,
            parent: parent)
    }

    /// Runs the build of a graph instance that ``claimGraphLocked(_:)`` claimed.
    @usableFromInline
    nonisolated(nonsending) func resolveClaimedGraph(_ claim: ClaimedGraph) async throws -> Any {
        let (registration, properties, resolution, parent) =
            (claim.registration, claim.properties, claim.resolution, claim.parent)
        return try await resolution.run(claim.build, of: registration, in: self) { build in
            // The claim found no build of it in the chain, so no cycle: only the depth is left to check
            // (without walking the chain, so that a chain of graph instances costs each level the same).
            try checkAsyncDepth(registration, parent: parent)
            return try await asyncBuild(
                registration, context: self, arguments: .none, properties: properties, resolution: resolution,
                parent: parent, party: build
            ).instance
        }
    }

    /// The registration with an async factory a resolve of `key` finds (an `.implements`
    /// registration's implementation, `served` by it), and whether the tree diverts resolves.
    private func asyncRegistration(for key: RegistrationKey) -> (
        registration: AnyRegistration?, served: AnyRegistration?, properties: AnyObject?, diverts: Bool
    ) {
        tree.lock.withLock {
            let diverts = tree.divertsResolves
            // A shut-down container: the synchronous path fails the resolve.
            guard !core.isShutDown, let registration = lookupLocked(key) else { return (nil, nil, nil, diverts) }
            if registration.isAsync { return (registration, nil, registration.propertySteps, diverts) }
            if let implementation = registration.extras?.implementation, implementation.isAsync {
                return (implementation, registration, implementation.propertySteps, diverts)
            }
            return (nil, nil, nil, diverts)
        }
    }

    /// The instance of `registration`, whose factory is async, for an `await` resolve from this
    /// container: within the async resolution in progress in this task, or as a new one.
    @inline(__always)
    nonisolated(nonsending) func resolveAsync(
        _ registration: AnyRegistration, arguments: AsyncArguments, properties: AnyObject?, observed: Bool
    ) async throws -> Any {
        if let frame = AsyncFrames.slot.get() {
            return try await observedAsync(
                registration, arguments: arguments, properties: properties, resolution: frame.resolution, parent: frame,
                observed: observed)
        }
        let resolution = AsyncResolution(requester: self)
        defer { resolution.end() }
        do {
            return try await observedAsync(
                registration, arguments: arguments, properties: properties, resolution: resolution, parent: nil,
                observed: observed)
        } catch {
            reportFailure(error, of: registration)
            throw error
        }
    }

    /// Builds `registration`, whose factory is async, as `await container.async.verify()` does: in
    /// an async resolution of its own that keeps nothing, and adds what it noticed to `found`.
    nonisolated(nonsending) func verifyAsync(
        _ registration: AnyRegistration, arguments: AsyncArguments, into found: VerificationCollector
    ) async throws {
        let resolution = AsyncResolution(requester: self, verification: VerificationCollector())
        let properties = registration.owner.tree.lock.withLock { registration.propertySteps }
        defer {
            resolution.end()
            tree.lock.withLock { found.merge(resolution.verification!) }
        }
        _ = try await observedAsync(
            registration, arguments: arguments, properties: properties, resolution: resolution, parent: nil,
            observed: true)
    }

    /// ``asyncInstance(_:arguments:resolution:parent:)``, between the observed resolve's start and end
    /// that a synchronous resolve tells too (`observed`: the tree diverts resolves, read with the lookup).
    @inline(__always)
    private nonisolated(nonsending) func observedAsync(
        _ registration: AnyRegistration, arguments: AsyncArguments, properties: AnyObject?, resolution: AsyncResolution,
        parent: AsyncFrame?,
        observed: Bool
    ) async throws -> Any {
        let observers = observed ? tree.lock.withLock { tree.observersLocked } : .none
        observeStart(registration, from: parent?.registration, observers)
        let (instance, cached) = try await asyncInstance(
            registration, arguments: arguments, properties: properties, resolution: resolution, parent: parent)
        observeEnd(registration, depth: parent?.depth ?? 0, built: !cached, observers)
        return instance
    }

    /// The instance of `registration` as its lifetime shares it, with this container as the context:
    /// the same decision a synchronous resolve takes (``LifetimeBehaviour``), with the suspending
    /// driver's waits. `.ephemeral` and `.graph` instances belong to this resolution and are built in
    /// the asking task; a shared one is claimed in its owner's storage, as a thread claims it.
    @inline(__always)
    private nonisolated(nonsending) func asyncInstance(
        _ registration: AnyRegistration, arguments: AsyncArguments, properties: AnyObject?, resolution: AsyncResolution,
        parent: AsyncFrame?
    ) async throws -> (instance: Any, cached: Bool) {
        switch registration.plan(verifying: resolution.verification != nil) {
        case .eachTime:
            let built = try await asyncBuild(
                registration, context: self, arguments: arguments, properties: properties, resolution: resolution,
                parent: parent)
            return (built.instance, false)
        case .oncePerResolution:
            if let parent { try checkAsyncDepth(registration, parent: parent) }
            return try await builtOnceInResolution(
                registration, context: self, arguments: arguments, properties: properties, resolution: resolution,
                parent: parent,
                inChain: { try self.buildingInChain(registration, in: self, parent: parent, arguments: arguments) })
        case .shared:
            // The step walks the chain only when another build of it is in progress (a cycle is one).
            if let parent { try checkAsyncDepth(registration, parent: parent) }
            return try await registration.owner.sharedAsyncInstance(
                registration, arguments: arguments, properties: properties, resolution: resolution, parent: parent)
        case .verifiedInOwner:
            // Built anew in the owner, once in the resolution, kept nowhere.
            let owner = registration.owner
            try checkAsyncCycle(registration, in: owner, parent: parent)
            let (instance, cached) = try await builtOnceInResolution(
                registration, context: owner, arguments: arguments, properties: properties, resolution: resolution,
                parent: parent)
            if !cached, registration.lifetime.keepsWeakly, classInstance(instance) == nil {
                resolution.requester.tree.lock.withLock {
                    resolution.verification?.merge(transientValueTypes: [registration])
                }
            }
            return (instance, cached)
        }
    }

    /// The instance of `registration` built in `context` once within `resolution`: by this task when
    /// it asks first, else by the task that did, which this one waits for. `cached`: it did.
    private nonisolated(nonsending) func builtOnceInResolution(
        _ registration: AnyRegistration, context: DependencyResolver, arguments: AsyncArguments, properties: AnyObject?,
        resolution: AsyncResolution, parent: AsyncFrame?, inChain: () throws -> Bool = { false }
    ) async throws -> (instance: Any, cached: Bool) {
        try await resolution.builtOnce(registration, in: context, parent: parent, inChain: inChain) { build in
            try await asyncBuild(
                registration, context: context, arguments: arguments, properties: properties, resolution: resolution,
                parent: parent,
                party: build
            ).instance
        }
    }

    /// The persistent or transient instance of `registration`, of which this container is the owner:
    /// kept, or claimed in its storage as a thread's build claims it and built once across tasks by a
    /// task of its own, which keeps what it made and ends the build either way, or the build in
    /// progress, awaited. Kept unless a `reset()` came while it was built; not kept if the factory fails.
    private nonisolated(nonsending) func sharedAsyncInstance(
        _ registration: AnyRegistration, arguments: AsyncArguments, properties: AnyObject?, resolution: AsyncResolution,
        parent: AsyncFrame?
    ) async throws -> (instance: Any, cached: Bool) {
        while true {
            var claimed: AsyncBuild?
            let step = tree.lock.withLock {
                registration.stepLocked(claimingFor: {
                    claimed = AsyncBuild(registration: registration, parent: parent)
                    return claimed!
                })
            }
            let instance: Any
            var cached = false
            switch step {
            case .kept(.persistent(let box)): (instance, cached) = (registration.unbox(box), true)
            case .kept(.transient(let object)): (instance, cached) = (object, true)
            case .refused(let error): throw error.adding(chain: (parent?.chainNames ?? []) + [registration.displayName])
            case .wait(let builder):
                // Being built: by this chain, a cycle.
                try checkAsyncCycle(registration, in: self, parent: parent)
                // A thread claimed it: it finds the factory async and gives up at once; look again.
                guard let build = builder as? AsyncBuild else {
                    await Task.yield()
                    continue
                }
                // Nil: a transient instance built meanwhile that nothing holds any more; look again.
                guard let built = try await awaitShared(build, of: registration, started: false, parent: parent)
                else { continue }
                instance = built
            case .build(let epoch):
                let build = claimed!
                // (Never changed in place: a registration's steps are replaced whole.)
                let steps = UncheckedTransfer(value: properties)
                // Not a child task: cancelling the resolve that started it must not cancel a build others
                // share. It inherits the task-local frames, so its chain goes on from the caller's.
                let handle = BuildHandle(build)
                Task {
                    await runShared(
                        handle.take(), of: registration, epoch: epoch, arguments: arguments, properties: steps.value,
                        resolution: resolution, parent: parent)
                }
                // The caller holds what it returns: the build lets go of a transient instance.
                instance = try await awaitShared(build, of: registration, started: true, parent: parent)!
            }
            if let object = classInstance(instance) { resolution.hold(object) }
            return (instance, cached)
        }
    }

    /// Runs the shared `build` of `registration` claimed at `epoch`, keeps what it made as the lifetime
    /// keeps it, and ends the build either way. It lets go of the build, and of the instance, before
    /// it wakes the waiters: a transient instance outlives its last holder by nothing of the build's.
    private nonisolated(nonsending) func runShared(
        _ build: consuming AsyncBuild, of registration: AnyRegistration, epoch: UInt64, arguments: AsyncArguments,
        properties: AnyObject?, resolution: AsyncResolution, parent: AsyncFrame?
    ) async {
        let result = await builtShared(
            build, of: registration, epoch: epoch, arguments: arguments, properties: properties, resolution: resolution,
            parent: parent)
        let waiters = build.record(consume result)
        _ = consume build
        waiters.end()
    }

    /// What ``runShared(_:of:epoch:arguments:properties:resolution:parent:)`` builds: the instance,
    /// kept (a persistent one boxed, a transient one weakly if it is an object), or the failure.
    private nonisolated(nonsending) func builtShared(
        _ build: AsyncBuild, of registration: AnyRegistration, epoch: UInt64, arguments: AsyncArguments,
        properties: AnyObject?, resolution: AsyncResolution, parent: AsyncFrame?
    ) async -> Result<Any, any Error> {
        do {
            // The task may start late: a shutdown that let go of this claim meanwhile refuses the build
            // before its factory runs.
            if let refusal = registration.owner.tree.lock.withLock({ registration.refusalLocked() }) {
                throw refusal
            }
            let built = try await asyncBuild(
                registration, context: self, arguments: arguments, properties: properties, resolution: resolution,
                parent: parent, party: build, keeps: true)
            let persistent = registration.lifetime.keepsStrongly
            LifetimeBehaviour.settle(
                registration, by: build, epoch: epoch, box: persistent ? built.box : nil,
                object: persistent ? nil : classInstance(built.instance), reportingTo: self)
            return .success(built.instance)
        } catch {
            LifetimeBehaviour.abandon(registration, by: build)
            return .failure(error)
        }
    }

    /// The instance `build` of `registration` makes, awaited from `parent`'s chain (`started`: this
    /// resolve started it, and the build then lets go of a transient instance); `nil` when it was a
    /// transient instance that nothing holds any more. A failure is told in this resolve's own chain.
    private nonisolated(nonsending) func awaitShared(
        _ build: AsyncBuild, of registration: AnyRegistration, started: Bool, parent: AsyncFrame?
    ) async throws -> Any? {
        do {
            return try await build.value(
                for: parent?.party, in: self, started: started, releasing: started && registration.lifetime.keepsWeakly
            ) { parent?.chainNames ?? [] }
        } catch let error as DependencyError {
            // The build's chain starts where the task that started it asked: tell this resolve's own.
            throw error.rebased(onto: parent?.chainNames ?? [], at: registration.displayName)
        }
    }

    /// Runs `registration`'s async factory with `context` as the container its resolves start from.
    /// `party` is the build others may wait for that this factory runs, if it is one.
    @inline(__always)
    private nonisolated(nonsending) func asyncBuild(
        _ registration: AnyRegistration, context: DependencyResolver, arguments: AsyncArguments, properties: AnyObject?,
        resolution: AsyncResolution, parent: AsyncFrame?, party: AsyncBuild? = nil, keeps: Bool = false
    ) async throws -> AsyncBuilt {
        // A build others wait for checked for a cycle before it was published.
        if party == nil { try checkAsyncCycle(registration, in: context, parent: parent, arguments: arguments) }
        var typed: TypedArgumentsBox?
        if case .typed(let values) = arguments { typed = TypedArgumentsBox(values) }
        let frame = AsyncFrame(
            resolution: resolution, registration: registration, context: context, parent: parent, party: party,
            typedArguments: typed)
        do {
            let factory = registration.asyncFactory!
            return try await AsyncFrames.slot.withValue(frame) {
                let built = try await factory(context, arguments, keeps && registration.lifetime.keepsStrongly)
                return try registration.complete(built, in: context, arguments: arguments, properties: properties)
            }
        } catch {
            throw failure(of: registration, error: error, chain: frame.chainNames)
        }
    }

    /// Throws if `registration` is being built in `context` in this chain already and this build
    /// would repeat it (the cycle rule both drivers share), or the chain is too deep.
    /// The depth of an async resolution is counted (its frames live on the heap, not on a stack).
    func checkAsyncCycle(
        _ registration: AnyRegistration, in context: DependencyResolver, parent: AsyncFrame?,
        arguments: AsyncArguments
    ) throws {
        guard let parent else { return }
        try checkAsyncDepth(registration, parent: parent)
        _ = try buildingInChain(registration, in: context, parent: parent, arguments: arguments)
    }

    /// Whether `parent`'s chain is building `registration` in `context`: then a build with
    /// `arguments` repeats one in progress (a cycle, thrown) or is recursion with other arguments (`true`).
    func buildingInChain(
        _ registration: AnyRegistration, in context: DependencyResolver, parent: AsyncFrame?,
        arguments: AsyncArguments
    ) throws -> Bool {
        guard let parent, parent.contains(registration, in: context) else { return false }
        if parent.repeatsBuild(registration, in: context, arguments: arguments) {
            throw FailureReport.cycle(parent.chainNames, repeating: registration)
        }
        return true
    }

    /// ``checkAsyncCycle(_:in:parent:arguments:)`` for a build without arguments, where any repeat is
    /// a cycle. (A form of its own, so that an ephemeral build makes and destroys no arguments.)
    func checkAsyncCycle(_ registration: AnyRegistration, in context: DependencyResolver, parent: AsyncFrame?) throws {
        guard let parent else { return }
        try checkAsyncDepth(registration, parent: parent)
        if parent.contains(registration, in: context) {
            throw FailureReport.cycle(parent.chainNames, repeating: registration)
        }
    }

    /// Throws when a build below `parent` would nest deeper than an async resolution allows.
    func checkAsyncDepth(_ registration: AnyRegistration, parent: AsyncFrame) throws {
        if parent.depth >= Self.asyncDepthLimit {
            throw FailureReport.tooDeep(registration, frames: parent.registrations, limit: .count(Self.asyncDepthLimit))
        }
    }

    /// How many builds deep an async resolution may go: async frames live on the heap, so the
    /// limit stops runaway recursion rather than a stack overflow.
    static let asyncDepthLimit = 10_000
}
