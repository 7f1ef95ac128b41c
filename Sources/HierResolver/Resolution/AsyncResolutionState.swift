// What an async resolution shares across its tasks: graph instances and holds. (The chain of builds
// that follows the task is in Resolution/AsyncFrames.inlined.swift.)

/// A top-level `await` resolve that reached an async factory: its graph instances and the transient
/// instances it holds until it returns, shared by every task of the resolution. Guarded by the lock
/// of the tree the resolve started in, which it keeps, so that it allocates no lock of its own.
final class AsyncResolution: @unchecked Sendable {
    let requester: DependencyResolver
    /// The graph instances, built or being built, per (registration, context): their builds.
    private var graph = GraphInstances<AsyncBuild>()
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

    /// The graph instance of `registration` in `context` in this resolution: made by `make` (given
    /// the build others wait for) when this task asks first (from `parent`), else the build of the
    /// task that did, awaited (`cached`). A failed build is forgotten: a later resolve in this
    /// resolution builds again, as a synchronous resolution does.
    ///
    /// `inChain` is asked only when the resolution has the instance or is building it: whether
    /// `parent`'s chain is building it (a cycle, which it throws, or recursion with other arguments,
    /// which `make` builds apart, given no build to share). No other build needs the chain walked:
    /// a registration that nothing builds in `context` cannot repeat a build of the chain, so a chain
    /// of distinct registrations costs the same at every level.
    nonisolated(nonsending) func builtOnce(
        _ registration: AnyRegistration, in context: DependencyResolver, parent: AsyncFrame?,
        inChain: () throws -> Bool = { false }, _ make: (AsyncBuild?) async throws -> Any
    ) async throws -> (instance: Any, cached: Bool) {
        let (build, isNew) = requester.tree.lock.withLock {
            if let build = graph[registration, context] { return (build, false) }
            return (claimLocked(registration, in: context, parent: parent)!, true)
        }
        guard isNew else {
            if try inChain() { return (try await make(nil), false) }
            // A graph build is never weakened: it has its instance.
            return (try await build.value(for: parent?.party, in: context) { parent?.chainNames ?? [] }!, true)
        }
        return (try await run(build, of: registration, in: context, make), false)
    }

    /// Claims the graph instance of `registration` in `context` for a build asked for from `parent`,
    /// unless one is built or being built: the build others wait for, which the caller runs
    /// (``run(_:of:in:_:)``). The caller holds the requester's tree lock. (A build in progress of the
    /// same registration and context further up the chain has an entry, so a claim is never a cycle.)
    func claimLocked(_ registration: AnyRegistration, in context: DependencyResolver, parent: AsyncFrame?)
        -> AsyncBuild?
    {
        guard graph[registration, context] == nil else { return nil }
        let build = AsyncBuild(registration: registration, parent: parent)
        graph.append(build, of: registration, in: context)
        return build
    }

    /// Runs the claimed `build` of `registration`'s graph instance in `context` with `make`, and ends
    /// it: a failed build is forgotten, so a later resolve in this resolution builds again, as a
    /// synchronous resolution does.
    nonisolated(nonsending) func run(
        _ build: AsyncBuild, of registration: AnyRegistration, in context: DependencyResolver,
        _ make: (AsyncBuild?) async throws -> Any
    ) async throws -> Any {
        do {
            let instance = try await make(build)
            build.complete(.success(instance))
            return instance
        } catch {
            requester.tree.lock.withLock {
                if let position = graph.position(of: registration, in: context), graph[position].value === build {
                    _ = graph.remove(at: position)
                }
            }
            build.complete(.failure(error))
            throw error
        }
    }

    /// Instances whose `resolveProperties` blocks are running, each with the frame of the build that
    /// completes it: visible to that build's chain only (its blocks' resolves), as a synchronous
    /// completion's instance is visible to its own thread's resolution only, never to other tasks.
    private var opened:
        [(frame: ObjectIdentifier, registration: ObjectIdentifier, context: ObjectIdentifier, instance: Any)] = []

    /// The graph instance of `registration` in `context` that a synchronous resolution which joined
    /// this one, from the chain of `frame`, can hand out now: one being completed in that chain, or
    /// one built. (One still being built by another task is not: a thread cannot await it.)
    func instance(of registration: AnyRegistration, in context: DependencyResolver, seenFrom frame: AsyncFrame)
        -> Any?
    {
        let key = (registration: ObjectIdentifier(registration), context: ObjectIdentifier(context))
        return requester.tree.lock.withLock {
            if !opened.isEmpty {
                for build in sequence(first: frame, next: \.parent) {
                    let place = ObjectIdentifier(build)
                    if let open = opened.last(where: {
                        $0.frame == place && $0.registration == key.registration && $0.context == key.context
                    }) {
                        return open.instance
                    }
                }
            }
            return graph[registration, context]?.builtValue
        }
    }

    /// Shares `instance`, a complete graph instance that a synchronous resolution which joined this
    /// one built, as the graph instance of `registration` in `context`, unless one is built or being
    /// built already (then the synchronous resolution keeps its own).
    func publish(_ instance: Any, of registration: AnyRegistration, in context: DependencyResolver) {
        let build = AsyncBuild(registration: registration, parent: nil)
        build.complete(.success(instance))
        requester.tree.lock.withLock {
            if graph[registration, context] == nil { graph.append(build, of: registration, in: context) }
        }
    }

    /// Makes `instance`, which the build of `frame` is completing, the one `registration` in
    /// `context` resolves to in that build's chain while its `resolveProperties` blocks run.
    func open(_ instance: Any, of registration: AnyRegistration, in context: DependencyResolver, by frame: AsyncFrame) {
        requester.tree.lock.withLock {
            opened.append(
                (ObjectIdentifier(frame), ObjectIdentifier(registration), ObjectIdentifier(context), instance))
        }
    }

    /// Ends what ``open(_:of:in:by:)`` began for the build of `frame`: complete, or failed.
    func close(by frame: AsyncFrame) {
        let place = ObjectIdentifier(frame)
        var closed: [Any] = []
        requester.tree.lock.withLock {
            closed = opened.filter { $0.frame == place }.map(\.instance)
            opened.removeAll { $0.frame == place }
        }
        // Released after the lock is let go: an open instance may be the last reference.
        _ = closed
    }

    /// Keeps `object` alive until the resolution returns.
    func hold(_ object: AnyObject) {
        requester.tree.lock.withLock { held.append(object) }
    }

    /// Ends the resolution: lets go of its graph instances and holds, after unlocking.
    func end() {
        var graph = GraphInstances<AsyncBuild>()
        var held: [AnyObject] = []
        requester.tree.lock.withLock {
            swap(&graph, &self.graph)
            swap(&held, &self.held)
        }
        _ = (graph, held)
    }
}
