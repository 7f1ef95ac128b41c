// What an async resolution shares across its tasks: graph instances and holds. (The chain of builds
// that follows the task is in Resolution/AsyncFrames.inlined.swift.)

/// A top-level `await` resolve that reached an async factory: its graph instances and the transient
/// instances it holds until it returns, shared by every task of the resolution. Guarded by the lock
/// of the tree the resolve started in, which it keeps, so that it allocates no lock of its own.
final class AsyncResolution: @unchecked Sendable {
    let requester: DependencyResolver
    /// The graph instances, built or being built, per (registration, context).
    private var graph: [GraphKey: GraphEntry] = [:]
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

    struct GraphKey: Hashable {
        let registration: ObjectIdentifier
        let context: ObjectIdentifier
    }

    /// A graph instance's build and the container it is built in, which the entry keeps alive: a
    /// container made later at a freed container's address can never match it.
    struct GraphEntry {
        let build: AsyncBuild
        let context: DependencyResolver
    }

    /// The graph instance of `registration` in `context` in this resolution: made by `make` (given
    /// the build others wait for) when this task asks first (from `parent`), else the build of the
    /// task that did, awaited (`cached`). A failed build is forgotten: a later resolve in this
    /// resolution builds again, as a synchronous resolution does.
    nonisolated(nonsending) func builtOnce(
        _ registration: AnyRegistration, in context: DependencyResolver, parent: AsyncFrame?,
        _ make: (AsyncBuild) async throws -> Any
    ) async throws -> (instance: Any, cached: Bool) {
        let key = GraphKey(registration: ObjectIdentifier(registration), context: ObjectIdentifier(context))
        let (build, isNew) = requester.tree.lock.withLock {
            if let entry = graph[key] { return (entry.build, false) }
            let build = AsyncBuild(registration: registration, parent: parent)
            graph[key] = GraphEntry(build: build, context: context)
            return (build, true)
        }
        guard isNew else {
            return (try await build.value(for: parent?.party, in: context) { parent?.chainNames ?? [] }, true)
        }
        do {
            let instance = try await make(build)
            build.complete(.success(instance))
            return (instance, false)
        } catch {
            requester.tree.lock.withLock {
                if graph[key]?.build === build { graph[key] = nil }
            }
            build.complete(.failure(error))
            throw error
        }
    }

    /// Keeps `object` alive until the resolution returns.
    func hold(_ object: AnyObject) {
        requester.tree.lock.withLock { held.append(object) }
    }

    /// Ends the resolution: lets go of its graph instances and holds, after unlocking.
    func end() {
        var graph: [GraphKey: GraphEntry] = [:]
        var held: [AnyObject] = []
        requester.tree.lock.withLock {
            swap(&graph, &self.graph)
            swap(&held, &self.held)
        }
        _ = (graph, held)
    }
}
