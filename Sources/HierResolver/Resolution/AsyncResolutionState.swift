// What an async resolution keeps as it follows its task: the chain of builds (a task-local list of
// frames, for cycles and messages) and the resolution shared by its tasks (graph instances, holds).

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

    /// What `await container.async.verify()` collects, when this resolution verifies a registration:
    /// then shared instances are built anew and kept nowhere. Guarded by the requester's tree lock.
    let verification: VerificationCollector?

    init(requester: DependencyResolver, verification: VerificationCollector? = nil) {
        self.requester = requester
        self.verification = verification
    }

    /// Adds what a synchronous verification resolution inside this one found to ``verification``.
    func merge(_ found: VerificationCollector) {
        guard let verification else { return }
        requester.tree.lock.withLock { verification.merge(found) }
    }

    /// Notes, for ``verification``, that transient `registration` built a value type.
    func noteTransientValueType(_ registration: AnyRegistration) {
        guard let verification else { return }
        requester.tree.lock.withLock { verification.merge(transientValueTypes: [registration]) }
    }

    struct GraphKey: Hashable {
        let registration: ObjectIdentifier
        let context: ObjectIdentifier
    }

    /// The build of `registration`'s graph instance in `context` in this resolution, and whether it
    /// is new: then `start` made its task, under the lock, so no other task sees it without one.
    func graphBuild(
        of registration: AnyRegistration, in context: DependencyResolver,
        start: (AsyncBuild) -> Task<UncheckedTransfer<Any>, any Error>
    ) -> (AsyncBuild, isNew: Bool) {
        let key = GraphKey(registration: ObjectIdentifier(registration), context: ObjectIdentifier(context))
        return requester.tree.lock.withLock {
            if let build = graph[key] { return (build, false) }
            let build = AsyncBuild(registration: registration)
            build.start(start(build))
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
