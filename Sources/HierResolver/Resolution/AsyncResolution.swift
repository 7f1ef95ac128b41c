// Async factories: the resolution that follows its task across `await`s, and the builds of shared
// instances that tasks wait for by suspending, never by blocking a thread.
//
// An `await` resolve that reaches an async factory starts an `AsyncResolution`. Its chain of builds
// is a task-local list of frames, so it survives suspensions and reaches the child tasks a factory
// starts: cycles are found by walking it, and graph instances are shared through the resolution it
// names. A persistent or transient instance is built once across tasks: the first resolve starts
// the build in a task of its own (so that cancelling the resolve that started it cancels nothing),
// and every resolve meanwhile awaits that task. A build that waits for another task's build notes
// it, so a loop of such waits fails as a deadlock instead of suspending forever.

/// The frames of the async resolution in progress in the current task, innermost first.
enum AsyncFrames {
    @TaskLocal static var current: AsyncFrame?
}

/// One build of an async resolution: what is built, in which container, and who asked.
final class AsyncFrame: Sendable {
    let resolution: AsyncResolution
    let registration: AnyRegistration
    let context: DependencyResolver
    let parent: AsyncFrame?
    /// The build of a shared instance this frame runs in (its own or an outer frame's): what a wait
    /// for another build from here makes wait.
    let sharedBuild: AsyncBuild?
    let depth: Int

    init(
        resolution: AsyncResolution, registration: AnyRegistration, context: DependencyResolver,
        parent: AsyncFrame?, sharedBuild: AsyncBuild?
    ) {
        self.resolution = resolution
        self.registration = registration
        self.context = context
        self.parent = parent
        self.sharedBuild = sharedBuild ?? parent?.sharedBuild
        depth = (parent?.depth ?? 0) + 1
    }

    /// The names of the registrations being built, outermost first, for messages.
    var chainNames: [String] {
        var names: [String] = []
        var frame: AsyncFrame? = self
        while let current = frame {
            names.append(current.registration.displayName)
            frame = current.parent
        }
        return names.reversed()
    }

    /// Whether `registration` is being built in `context` in this chain.
    func contains(_ registration: AnyRegistration, in context: DependencyResolver) -> Bool {
        var frame: AsyncFrame? = self
        while let current = frame {
            if current.registration === registration && current.context === context { return true }
            frame = current.parent
        }
        return false
    }
}

/// A top-level `await` resolve that reached an async factory: its graph instances and the transient
/// instances it holds until it returns, shared by every task of the resolution. Guarded by the lock
/// of the tree the resolve started in, which it keeps, so that it allocates no lock of its own.
final class AsyncResolution: @unchecked Sendable {
    private let requester: DependencyResolver
    /// The graph instances, built or being built, per (registration, context).
    private var graph: [GraphKey: AsyncBuild] = [:]
    /// Transient instances kept alive until the resolution returns.
    private var held: [AnyObject] = []

    init(requester: DependencyResolver) {
        self.requester = requester
    }

    struct GraphKey: Hashable {
        let registration: ObjectIdentifier
        let context: ObjectIdentifier
    }

    /// The build of `registration`'s graph instance in `context` in this resolution, and whether
    /// the caller has to start it.
    func graphBuild(of registration: AnyRegistration, in context: DependencyResolver) -> (AsyncBuild, isNew: Bool) {
        let key = GraphKey(registration: ObjectIdentifier(registration), context: ObjectIdentifier(context))
        return requester.tree.lock.withLock {
            if let build = graph[key] { return (build, false) }
            let build = AsyncBuild(registration: registration)
            graph[key] = build
            return (build, true)
        }
    }

    /// Keeps `object` alive until the resolution returns.
    func hold(_ object: AnyObject) {
        requester.tree.lock.withLock { held.append(object) }
    }

    /// Ends the resolution: lets go of its graph instances and holds, after unlocking.
    func end() {
        var graph: [GraphKey: AsyncBuild] = [:]
        var held: [AnyObject] = []
        requester.tree.lock.withLock {
            swap(&graph, &self.graph)
            swap(&held, &self.held)
        }
        _ = (graph, held)
    }
}

/// A build that other resolves may wait for: a shared instance across tasks, or a graph instance
/// within one resolution. The instance comes from `task`, which runs the factory.
final class AsyncBuild: @unchecked Sendable {
    let registration: AnyRegistration
    /// Set before anyone else can see the build; never changed.
    private(set) var task: Task<UncheckedTransfer<Any>, any Error>?
    /// The build this build's task waits for now, guarded by ``AsyncBuild/waits``.
    private var waitingFor: AsyncBuild?

    /// Guards every build's `waitingFor`.
    private static let waits = Mutex()

    init(registration: AnyRegistration) {
        self.registration = registration
    }

    func start(_ task: Task<UncheckedTransfer<Any>, any Error>) {
        self.task = task
    }

    /// The instance, once the build's task has made it. `waiting` is the shared build the caller
    /// runs in, if any: it is noted as waiting for this one, and a wait that would close a loop
    /// throws a deadlock instead.
    nonisolated(nonsending) func value(waiting: AsyncBuild?, chain: [String]) async throws -> Any {
        if let waiting {
            let loop: [String]? = Self.waits.withLock {
                var names = [registration.displayName]
                var next: AsyncBuild? = waitingFor
                while let build = next {
                    if build === waiting { return names }
                    names.append(build.registration.displayName)
                    next = build.waitingFor
                }
                if self === waiting { return names }
                waiting.waitingFor = self
                return nil
            }
            if let loop { throw FailureReport.asyncDeadlock(registration, loop: loop, chain: chain) }
        }
        defer { if let waiting { Self.waits.withLock { waiting.waitingFor = nil } } }
        // Waiting does not cancel the build: a cancelled task waits for the instance like the others.
        return try await task!.value.value
    }
}

/// What an `await` resolve found: an instance an async factory built, or a registration that a
/// synchronous resolve builds.
@usableFromInline
enum AsyncOutcome: @unchecked Sendable {
    /// Not built by an async factory: the synchronous path builds it.
    case notAsync
    /// The instance; `served` is the `.implements` registration it was asked for through, if any.
    case instance(Any, served: AnyRegistration?)
}

extension DependencyResolver {
    /// What an `await` resolve of `key` from this container finds: the instance, when an async
    /// factory builds it (through `.implements` too), or ``AsyncOutcome/notAsync``.
    @inline(__always)
    nonisolated(nonsending) func resolveIfAsync(_ key: RegistrationKey, arguments: AsyncArguments) async throws
        -> AsyncOutcome
    {
        let (registration, served): (AnyRegistration?, AnyRegistration?) = tree.lock.withLock {
            guard let registration = lookupLocked(key) else { return (nil, nil) }
            if registration.isAsync { return (registration, nil) }
            if let implementation = registration.extras?.implementation, implementation.isAsync {
                return (implementation, registration)
            }
            return (nil, nil)
        }
        guard let registration else { return .notAsync }
        return .instance(try await resolveAsync(registration, arguments: arguments), served: served)
    }

    /// The instance of `registration`, whose factory is async, for an `await` resolve from this
    /// container: within the async resolution in progress in this task, or as a new one.
    @inline(__always)
    nonisolated(nonsending) func resolveAsync(_ registration: AnyRegistration, arguments: AsyncArguments)
        async throws -> Any
    {
        if let frame = AsyncFrames.current {
            return try await observedAsync(
                registration, arguments: arguments, resolution: frame.resolution, parent: frame)
        }
        let resolution = AsyncResolution(requester: self)
        defer { resolution.end() }
        do {
            return try await observedAsync(registration, arguments: arguments, resolution: resolution, parent: nil)
        } catch {
            reportFailure(error, of: registration)
            throw error
        }
    }

    /// ``asyncInstance(_:arguments:resolution:parent:)``, told to the trace hook and the graph
    /// recording when the tree has them (one load when it has neither).
    @inline(__always)
    private nonisolated(nonsending) func observedAsync(
        _ registration: AnyRegistration, arguments: AsyncArguments, resolution: AsyncResolution, parent: AsyncFrame?
    ) async throws -> Any {
        guard tree.divertsResolves else {
            return try await asyncInstance(registration, arguments: arguments, resolution: resolution, parent: parent)
                .instance
        }
        let (trace, recording) = tree.lock.withLock { (tree.trace, tree.recording != nil) }
        if recording, let parent { recordDependency(from: parent.registration, to: registration) }
        let (instance, cached) = try await asyncInstance(
            registration, arguments: arguments, resolution: resolution, parent: parent)
        if let trace {
            deliver(resolvedEvent(registration, depth: parent?.depth ?? 0, cacheHit: cached), to: trace)
        }
        return instance
    }

    /// The instance of `registration` as its lifetime shares it, with this container as the context.
    @inline(__always)
    private nonisolated(nonsending) func asyncInstance(
        _ registration: AnyRegistration, arguments: AsyncArguments, resolution: AsyncResolution, parent: AsyncFrame?
    ) async throws -> (instance: Any, cached: Bool) {
        switch registration.lifetime {
        case .ephemeral:
            let built = try await asyncBuild(
                registration, context: self, arguments: arguments, resolution: resolution, parent: parent)
            return (built.instance, false)
        case .graph:
            try checkAsyncCycle(registration, in: self, parent: parent, arguments: arguments)
            if let parent, parent.contains(registration, in: self) {
                // Recursion with arguments (a cycle threw above): the graph instance being built
                // is not the one asked for, so this level builds its own, as a synchronous resolve does.
                let built = try await asyncBuild(
                    registration, context: self, arguments: arguments, resolution: resolution, parent: parent)
                return (built.instance, false)
            }
            let (build, isNew) = resolution.graphBuild(of: registration, in: self)
            if isNew {
                build.start(
                    startBuild(
                        registration, context: self, arguments: arguments, resolution: resolution, parent: parent,
                        shared: nil))
            }
            return (try await build.value(waiting: parent?.sharedBuild, chain: parent?.chainNames ?? []), !isNew)
        case .persistent, .transient:
            return try await sharedAsyncInstance(
                registration, arguments: arguments, resolution: resolution, parent: parent)
        }
    }

    /// The persistent or transient instance of `registration`'s owner: built once across tasks, in
    /// the owner's context, by a task of its own; kept unless a `reset()` (or another drop) came
    /// while it was built, and not kept if the factory fails.
    private nonisolated(nonsending) func sharedAsyncInstance(
        _ registration: AnyRegistration, arguments: AsyncArguments, resolution: AsyncResolution, parent: AsyncFrame?
    ) async throws -> (instance: Any, cached: Bool) {
        let owner = registration.owner
        try checkAsyncCycle(registration, in: owner, parent: parent)
        let step: SharedStep = owner.tree.lock.withLock {
            switch registration.storage.kept() {
            case .persistent(let box): return .kept(registration.unbox(box))
            case .transient(let object): return .kept(object)
            case nil: break
            }
            if let build = registration.extras?.asyncBuild { return .wait(build) }
            let build = AsyncBuild(registration: registration)
            registration.extrasForUpdate.asyncBuild = build
            let epoch = registration.storage.epoch
            build.start(
                owner.startBuild(
                    registration, context: owner, arguments: arguments, resolution: resolution, parent: parent,
                    shared: build, epoch: epoch))
            return .wait(build)
        }
        let instance: Any
        let cached: Bool
        switch step {
        case .kept(let kept):
            (instance, cached) = (kept, true)
        case .wait(let build):
            instance = try await build.value(waiting: parent?.sharedBuild, chain: parent?.chainNames ?? [])
            cached = false
        }
        if let object = classInstance(instance) { resolution.hold(object) }
        return (instance, cached)
    }

    /// What a resolve of a shared instance does: hand out the kept instance, or wait for a build.
    private enum SharedStep {
        case kept(Any)
        case wait(AsyncBuild)
    }

    /// Starts the task that runs `registration`'s factory in `context`. For a shared instance
    /// (`shared`), the task keeps what it built, at `epoch`, and ends the build either way.
    private func startBuild(
        _ registration: AnyRegistration, context: DependencyResolver, arguments: AsyncArguments,
        resolution: AsyncResolution, parent: AsyncFrame?, shared: AsyncBuild?, epoch: UInt64 = 0
    ) -> Task<UncheckedTransfer<Any>, any Error> {
        // Not a child task: cancelling the resolve that started it must not cancel a build others
        // share. It inherits the task-local frames, so its chain goes on from the caller's.
        Task {
            do {
                let built = try await context.asyncBuild(
                    registration, context: context, arguments: arguments, resolution: resolution, parent: parent,
                    shared: shared)
                if let shared { context.settleAsync(registration, build: shared, epoch: epoch, built: built) }
                return UncheckedTransfer(value: built.instance)
            } catch {
                if let shared { context.abandonAsync(registration, build: shared) }
                throw error
            }
        }
    }

    /// Runs `registration`'s async factory with `context` as the container its resolves start from.
    @inline(__always)
    private nonisolated(nonsending) func asyncBuild(
        _ registration: AnyRegistration, context: DependencyResolver, arguments: AsyncArguments,
        resolution: AsyncResolution, parent: AsyncFrame?, shared: AsyncBuild? = nil
    ) async throws -> AsyncBuilt {
        if shared == nil { try checkAsyncCycle(registration, in: context, parent: parent, arguments: arguments) }
        let frame = AsyncFrame(
            resolution: resolution, registration: registration, context: context, parent: parent, sharedBuild: shared)
        do {
            let factory = registration.asyncFactory!
            return try await AsyncFrames.$current.withValue(frame) {
                try await factory(context, arguments, shared != nil && registration.lifetime == .persistent)
            }
        } catch let error as DependencyError {
            throw error.resolutionChain.isEmpty ? error.adding(chain: frame.chainNames) : error
        } catch is TypedArgumentsMissing {
            throw ArgumentFailure.typedWithoutArguments(registration).adding(chain: frame.chainNames)
        } catch {
            throw FailureReport.factoryFailed(registration, error: error, chain: frame.chainNames)
        }
    }

    /// Throws if `registration` is being built in `context` in this chain already: a cycle, unless
    /// its factory reads arguments and this resolve passed some (recursion), which the depth bounds.
    private func checkAsyncCycle(
        _ registration: AnyRegistration, in context: DependencyResolver, parent: AsyncFrame?,
        arguments: AsyncArguments = .none
    ) throws {
        guard let parent else { return }
        if parent.depth >= Self.asyncDepthLimit {
            throw FailureReport.tooDeepAsync(registration, depth: parent.depth, chain: parent.chainNames)
        }
        if parent.contains(registration, in: context), !(arguments.isPresent && registration.readsArguments) {
            throw FailureReport.cycle(parent.chainNames, repeating: registration)
        }
    }

    /// How many builds deep an async resolution may go: async frames live on the heap, so the
    /// limit stops runaway recursion rather than a stack overflow.
    static let asyncDepthLimit = 10_000

    /// Keeps what a shared build made, unless a drop came between, and ends the build.
    private func settleAsync(_ registration: AnyRegistration, build: AsyncBuild, epoch: UInt64, built: AsyncBuilt) {
        let persistent = registration.lifetime == .persistent
        // A persistent instance is kept boxed; a transient one weakly, if it is an object.
        let object = persistent ? nil : classInstance(built.instance)
        tree.lock.withLock {
            if registration.storage.settle(epoch: epoch, box: persistent ? built.box : nil, object: object) {
                registration.numberForTeardown()
            }
            if registration.extras?.asyncBuild === build { registration.extras?.asyncBuild = nil }
        }
        if !persistent, object == nil {
            report(
                .transientValueType, registration,
                message: "a value type cannot be held weakly, so this transient registration behaves as ephemeral")
        }
    }

    /// Ends a shared build whose factory failed: nothing is kept, and the next resolve builds again.
    private func abandonAsync(_ registration: AnyRegistration, build: AsyncBuild) {
        tree.lock.withLock {
            if registration.extras?.asyncBuild === build { registration.extras?.asyncBuild = nil }
        }
    }
}
