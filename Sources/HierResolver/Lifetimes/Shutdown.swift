// `shutdown()`: a container and its descendants let go of every instance they keep, descendants
// first, awaiting async teardown and collecting what it throws, and resolve nothing more. It drops
// instances as `reset()` does (`dropInstance()`, `DroppedInstance`); what it adds is the order, the
// waiting, and the mark that makes every later resolve miss (`ContainerCore.isShutDown`, and for a
// root the tree's diversion).

extension DependencyResolver {
    /// Tears down every instance this container and its descendants keep, and stops them resolving.
    ///
    /// ```swift
    /// let app = DependencyResolver(name: "app")
    /// app.register(lifetime: .persistent) { Database() }
    ///     .teardown { database in try await database.close() }
    ///
    /// // When the server stops:
    /// let report = await app.shutdown()
    /// for failure in report.failures { print(failure) }  // The teardown of `Database` in "app" threw: ...
    /// ```
    ///
    /// Descendants go first, each child before its parent and newer children before older ones;
    /// within a container, the newest instance goes first, so an instance is torn down before those
    /// it was built from. Each kept instance's `.teardown` blocks run in the order they were added,
    /// synchronous ones as they come and async ones awaited, in this task. A block that throws stops
    /// none of the others: the report names each failure's registration and container. Then the
    /// instances are released, the others (without teardown) too.
    ///
    /// From the moment it is called, the container and every descendant are shut down: a resolve
    /// from one of them (a nested one in a factory too) fails with a ``DependencyError`` of kind
    /// ``DependencyError/Kind/shutDown`` (the `try` forms throw it, the others stop the program with
    /// it), and so do `store` and registering into one. A child made afterwards is shut down from the
    /// start, and `child(name:modules:)` installs no module into it; a module being installed when the
    /// shutdown began has its remaining registrations ignored. ``isShutDown`` tells. The parent and the
    /// siblings of a shut-down child go on as before: a per-request child can be shut down while the
    /// app container serves other requests.
    ///
    /// It runs once: a second call, or a call on a descendant it reached, waits until the shutdown
    /// in progress ends and returns its report, tearing nothing down again. An instance that was
    /// being built when its container let go of its instances is handed to the resolve that asked
    /// for it, but never kept, so never torn down (as with ``reset()``).
    ///
    /// Called from an async teardown block (or a task it starts) of this container or of a
    /// descendant, it returns at once with an empty report, since the shutdown it would wait for ends
    /// only after that block: a shutdown it starts runs on in a task of its own, and its failures are
    /// not reported to anyone. An async teardown block still running after the tree's
    /// ``longWaitReport`` is reported once, to the trace hook and on standard error, and awaited on.
    ///
    /// > Important: A container that goes without `shutdown()` still runs its synchronous teardown
    /// > blocks in its `deinit`, but nothing can wait for its async blocks: they run in a detached
    /// > task, and what they throw is only written to standard error. Call `shutdown()` where
    /// > closing must be finished (the end of a request, the stop of a server).
    ///
    /// - Returns: What the teardown blocks threw, if anything, each with its registration and container.
    public nonisolated(nonsending) func shutdown() async -> ShutdownReport {
        let claim: ShutdownClaim = tree.lock.withLock {
            if let progress = shutdownProgress { return .joined(self, progress) }
            if let alone = shutDownAloneLocked() { return alone }
            return .claimed(claimLocked(startedOn: nil))
        }
        if let tearingDown = RunningTeardown.container.get(),
            sequence(first: tearingDown, next: \.parent).contains(where: { $0 === self })
        {
            // Called from a teardown block of this container or a descendant: this shutdown ends only
            // after that block, so it cannot be awaited here. One it started runs on in a task of its own.
            if case .claimed = claim {
                let started = UncheckedTransfer(value: claim)
                Task { _ = await started.value.finished() }
            }
            return ShutdownReport(failures: [])
        }
        return await claim.finished()
    }

    /// Whether this container is shut down: its own ``shutdown()`` or an ancestor's began, or it was
    /// made as a child of a shut-down container. A shut-down container resolves nothing.
    ///
    /// ```swift
    /// let request = app.child(name: "request")
    /// if request.isShutDown {
    ///     print("the server is stopping: answer 503")
    /// } else {
    ///     print("serve the request")
    /// }
    /// ```
    ///
    /// Once `true`, it stays `true`: a check that answers `false` may be overtaken by a shutdown that
    /// begins the next moment, so a resolve after it can still fail with
    /// ``DependencyError/Kind/shutDown``.
    public var isShutDown: Bool {
        tree.lock.withLock { core.isShutDown }
    }

    /// Shuts down, in the caller's hold of the tree lock, a container without live children (a
    /// request's container): marks it and lets go of its instances at once, so that one which kept
    /// none (a request that built none of its own) is done here, with nothing to wait for. `nil`,
    /// having changed nothing, when the container has children.
    private func shutDownAloneLocked() -> ShutdownClaim? {
        guard childSet?.isEmpty ?? true else { return nil }
        let dropped = dropInstancesLocked()
        guard !dropped.isEmpty else {
            markShutDownLocked(.endedWithNothingKept)
            return .done(ShutdownReport(failures: []))
        }
        let progress = ShutdownProgress(startedOn: nil)
        markShutDownLocked(progress)
        return .claimed(ShutdownNode(container: self, progress: progress, children: [], dropped: dropped))
    }

    /// Marks this container, and every live descendant that no shutdown reached yet, as shut down,
    /// and returns the tree of them to tear down; the caller holds the tree lock. The containers are
    /// held strongly until the shutdown ends, and released after the lock is let go.
    private func claimLocked(startedOn initiator: DependencyResolver?) -> ShutdownNode {
        let progress = ShutdownProgress(startedOn: initiator)
        markShutDownLocked(progress)
        let children = (childSet?.live() ?? []).reversed().map { child in
            if let existing = child.shutdownProgress { return ShutdownClaim.joined(child, existing) }
            return .claimed(child.claimLocked(startedOn: initiator ?? self))
        }
        return ShutdownNode(container: self, progress: progress, children: children)
    }

    /// Marks this container as shut down: its lookups find nothing from now on, so every resolve
    /// takes the miss path (`resolveObserved`), which fails it; the caller holds the tree lock.
    func markShutDownLocked(_ progress: ShutdownProgress) {
        shutdownProgress = progress
        core.isShutDown = true
        // A child's view would still hit: emptied, and left stale (the tree's epoch is never 0), so
        // every lookup walks, and the walk stops here.
        core.view.removeAllKeepingCapacity()
        core.viewEpoch = 0
        if parent == nil {
            // A root's lookup probes its table: the whole tree now diverts to the observed path.
            tree.isShutDown = true
            tree.updateDiversion()
        }
    }

    /// Lets go of every instance this container keeps (only those with teardown blocks when
    /// `withTeardownOnly`), for their teardown; the caller holds the tree lock.
    func dropInstancesLocked(withTeardownOnly: Bool = false) -> [DroppedInstance] {
        var dropped: [DroppedInstance] = []
        registrations.forEachRegistration {
            guard !withTeardownOnly || $0.extras?.teardown != nil else { return }
            if let instance = $0.dropInstance() { dropped.append(instance) }
        }
        return dropped
    }

    /// The container whose `shutdown()` shut this one down, when it is; the caller holds the tree lock.
    var shutDownByLocked: DependencyResolver? {
        shutdownProgress.map { $0.startedOn ?? self }
    }
}

/// The container whose async teardown block runs in this task, while `shutdown()` awaits it.
enum RunningTeardown {
    static let container = TaskLocal<DependencyResolver?>(wrappedValue: nil)
}

/// A container's shutdown: which container's `shutdown()` started it, who waits for it, and its
/// report once it ended. Guarded by the tree lock.
final class ShutdownProgress: @unchecked Sendable {
    /// The ancestor whose `shutdown()` reached this container; `nil` when it was called on it.
    let startedOn: DependencyResolver?
    private var report: ShutdownReport?
    private var waiters: [CheckedContinuation<ShutdownReport, Never>] = []

    init(startedOn: DependencyResolver?, report: ShutdownReport? = nil) {
        self.startedOn = startedOn
        self.report = report
    }

    /// The progress of a `shutdown()` called on a container that had nothing to tear down: ended at
    /// once, with an empty report. Shared, since nothing changes it once it ended.
    static let endedWithNothingKept = ShutdownProgress(startedOn: nil, report: ShutdownReport(failures: []))

    /// The report, once the shutdown ends.
    nonisolated(nonsending) func finished(lock: Lock) async -> ShutdownReport {
        if let report = lock.withLock({ self.report }) { return report }
        return await withCheckedContinuation { continuation in
            let ended: ShutdownReport? = lock.withLock {
                if let report = self.report { return report }
                waiters.append(continuation)
                return nil
            }
            if let ended { continuation.resume(returning: ended) }
        }
    }

    /// Ends the shutdown with `report`, and hands it to those waiting.
    func finish(with report: ShutdownReport, lock: Lock) {
        let waiting = lock.withLock {
            self.report = report
            defer { waiters = [] }
            return waiters
        }
        for waiter in waiting { waiter.resume(returning: report) }
    }
}

/// A container of a shutdown: one it marked (whose instances it tears down after its children's), or
/// one another shutdown marked first (which it waits for).
private enum ShutdownClaim {
    case claimed(ShutdownNode)
    case joined(DependencyResolver, ShutdownProgress)
    /// Shut down at once: it had nothing to tear down.
    case done(ShutdownReport)

    /// The report of this container's shutdown, once it ended: run here, or awaited.
    nonisolated(nonsending) func finished() async -> ShutdownReport {
        switch self {
        case .done(let report): report
        case .claimed(let node): await node.run()
        case .joined(let container, let progress): await progress.finished(lock: container.tree.lock)
        }
    }
}

/// A container this shutdown marked, and its children, newest first.
private struct ShutdownNode {
    let container: DependencyResolver
    let progress: ShutdownProgress
    let children: [ShutdownClaim]
    /// The instances let go of as the container was marked, if it was (it had no children then).
    var dropped: [DroppedInstance]? = nil

    /// Shuts the children down, then tears down and releases the container's instances; returns
    /// what the teardown blocks of the containers this shutdown marked threw.
    nonisolated(nonsending) func run() async -> ShutdownReport {
        var failures: [ShutdownReport.Failure] = []
        for child in children {
            let report = await child.finished()
            // What another shutdown tore down was reported to its caller.
            if case .claimed = child { failures += report.failures }
        }
        let container = container
        let dropped = self.dropped ?? container.tree.lock.withLock { container.dropInstancesLocked() }
        failures += await DroppedInstance.tearDown(collecting: dropped)
        let report = ShutdownReport(failures: failures)
        progress.finish(with: report, lock: container.tree.lock)
        return report
    }
}
