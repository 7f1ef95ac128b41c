/// A build that other resolves may wait for: a shared instance across tasks, or a graph instance
/// within one resolution. The instance comes from `task`, which runs the factory.
final class AsyncBuild: @unchecked Sendable {
    let registration: AnyRegistration
    /// Set before anyone else can see the build (under the lock that publishes it); never changed.
    private(set) var task: Task<UncheckedTransfer<Any>, any Error>?
    /// The builds this build's task waits for now (one entry per wait; `async let` can make
    /// several), guarded by ``AsyncBuild/waits``.
    private var waitingFor: [AsyncBuild] = []

    /// Guards every build's `waitingFor`.
    private static let waits = Mutex()

    init(registration: AnyRegistration) {
        self.registration = registration
    }

    /// Gives the build its task; called under the lock that publishes the build.
    func start(_ task: Task<UncheckedTransfer<Any>, any Error>) {
        self.task = task
    }

    /// The instance, once the build's task has made it. `waiting` is the build the caller runs
    /// in, if any: it is noted as waiting for this one, and a wait that would close a loop throws a
    /// deadlock instead.
    nonisolated(nonsending) func value(waiting: AsyncBuild?, chain: [String]) async throws -> Any {
        if let waiting {
            let loop: [String]? = Self.waits.withLock {
                if let path = path(to: waiting) { return path }
                waiting.waitingFor.append(self)
                return nil
            }
            if let loop { throw FailureReport.asyncDeadlock(registration, loop: loop, chain: chain) }
        }
        defer {
            if let waiting {
                Self.waits.withLock {
                    if let index = waiting.waitingFor.firstIndex(where: { $0 === self }) {
                        waiting.waitingFor.remove(at: index)
                    }
                }
            }
        }
        // Waiting does not cancel the build: a cancelled task waits for the instance like the others.
        return try await task!.value.value
    }

    /// The names of the builds from this one to `target` through the waits, if there is such a
    /// path (a depth-first search); the caller holds ``waits``.
    private func path(to target: AsyncBuild) -> [String]? {
        var seen: Set<ObjectIdentifier> = []
        func search(_ build: AsyncBuild) -> [String]? {
            if build === target { return [build.registration.displayName] }
            guard seen.insert(ObjectIdentifier(build)).inserted else { return nil }
            for next in build.waitingFor {
                if let rest = search(next) { return [build.registration.displayName] + rest }
            }
            return nil
        }
        return search(self)
    }
}
