// `await container.async.verify()`'s builds of async factories, each run in a task whose jobs run on
// a thread of verify's own (a VerificationThread), so that a trapping resolve that fails inside an
// async factory (`await r.async.resolve()`, `r.resolve()`, `args()`) is reported as `verify()`
// reports it: the failure is recorded, the verification waiting for the build resumes with it, and
// the thread is parked for good, since the build can neither return nor unwind. The next build gets
// a new executor.

/// How the build of one registration for `await async.verify()` ended.
enum AsyncVerificationEnd: Sendable {
    /// The build returned.
    case returned
    /// The build threw `error`.
    case threw(any Error)
    /// A trapping resolve that failed with `error` stopped the build, which was abandoned.
    case trapped(DependencyError)

    /// How `build` ends, run in the calling task.
    nonisolated(nonsending) static func of(_ build: () async throws -> Void) async -> AsyncVerificationEnd {
        do {
            try await build()
            return .returned
        } catch {
            return .threw(error)
        }
    }
}

/// The builds of one `await async.verify()`: each in a task that prefers a ``VerificationExecutor``.
/// One executor serves build after build until a trapping resolve parks its thread; a new one takes
/// over for the next. So a report with `n` such failures costs `n + 1` threads, of which `n` stay
/// parked for the life of the process, holding what their builds held.
///
/// Where task executors do not exist (Apple systems before macOS 15, iOS 18, tvOS 18, watchOS 11),
/// or no thread can be started, a build runs in the calling task, where a trapping resolve that fails
/// stops the process.
final class AsyncVerificationBuilds {
    private let stackSize: UInt
    /// The executor of the next build (a ``VerificationExecutor``), once one is started.
    private var executor: AnyObject?

    /// Builds whose executor threads have stacks of `stackSize` bytes (8 MB when `0`).
    init(stackSize: UInt) {
        self.stackSize = stackSize
    }

    /// Runs `build` to its end, which it returns; the calling task suspends meanwhile.
    nonisolated(nonsending) func run(_ build: @escaping @Sendable () async throws -> Void) async
        -> AsyncVerificationEnd
    {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *),
            // A new executor has its thread started; none when no thread could be started.
            let executor = executor as? VerificationExecutor
                ?? VerificationThread.start(stackSize: stackSize).thread.map(VerificationExecutor.init(thread:))
        {
            self.executor = executor
            let end = await executor.run(build)
            // A trapping resolve parked the executor's thread: the next build needs another.
            if case .trapped = end { self.executor = nil }
            return end
        }
        return await .of(build)
    }

    /// Lets the thread of the executor in use end.
    func end() {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            (executor as? VerificationExecutor)?.thread.stop()
        }
        executor = nil
    }
}

/// A task executor whose jobs run, in order, on a ``VerificationThread``, so a trapping resolve that
/// fails while it runs a job hands its failure here instead of stopping the process.
///
/// It runs one build at a time: ``run(_:)`` starts a task that prefers this executor and suspends
/// until that task has ended, or until a trapping resolve has stopped it. The jobs of a nonisolated
/// async factory, of the engine around it and of its child tasks (`async let`, task groups) run here;
/// code isolated to an actor (a `@MainActor` factory, say) runs on that actor's executor, and a
/// task the factory starts unstructured (`Task { }`) on the global one, where `trap` stops the process.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class VerificationExecutor: TaskExecutor, @unchecked Sendable {
    /// The thread the jobs run on; ``VerificationThread/stop()`` lets it end once no job is queued.
    let thread: VerificationThread
    private let lock = Lock()
    /// The verification waiting for the build in progress, and the build's task.
    private var waiting: CheckedContinuation<AsyncVerificationEnd, Never>?
    private var task: Task<Void, Never>?
    /// Whether the verifying task was cancelled: then every build it starts is cancelled too.
    private var cancelled = false

    /// An executor whose jobs run on `thread`, started with the stack size `verify()` asked for.
    init(thread: VerificationThread) {
        self.thread = thread
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let queued = thread.submit { [self] in job.runSynchronously(on: asUnownedTaskExecutor()) }
        // Once the thread has ended, a job that still comes runs on the global concurrent executor.
        if !queued { globalConcurrentExecutor.enqueue(ExecutorJob(job)) }
    }

    /// Runs `build` in a task that prefers this executor; returns how it ended once the task has
    /// ended (its closure released too), or once a trapping resolve has stopped it. Cancelling the
    /// calling task cancels the build's.
    nonisolated(nonsending) func run(_ build: @escaping @Sendable () async throws -> Void) async
        -> AsyncVerificationEnd
    {
        await withTaskCancellationHandler {
            await withCheckedContinuation { start(build, resuming: $0) }
        } onCancel: {
            let task = lock.withLock {
                cancelled = true
                return self.task
            }
            task?.cancel()
        }
    }

    /// Resumes the verification waiting for the build in progress with how it ended.
    private func finish(_ end: AsyncVerificationEnd) {
        thread.onAbandon(nil)
        let (waiting, task) = lock.withLock {
            defer {
                self.waiting = nil
                self.task = nil
            }
            return (self.waiting, self.task)
        }
        withExtendedLifetime(task) {}  // released here, not under the lock
        waiting?.resume(returning: end)
    }

    /// Starts the build's task; `continuation` is resumed when it ends.
    private func start(
        _ build: @escaping @Sendable () async throws -> Void,
        resuming continuation: CheckedContinuation<AsyncVerificationEnd, Never>
    ) {
        lock.withLock { waiting = continuation }
        // A trapping resolve ends the build with its failure, named with the chain of the async
        // build when it names none; the thread is then parked.
        thread.onAbandon { [self] error in
            let frame = error.resolutionChain.isEmpty ? AsyncFrames.slot.get() : nil
            finish(.trapped(frame.map { error.adding(chain: $0.chainNames) } ?? error))
        }
        let task = Task(executorPreference: self) { [self] in
            // The build runs in a child task, which is cancelled before it can start when the
            // verifying task was cancelled before this task existed; later cancellations reach it
            // through this task.
            let end = await withTaskGroup(of: AsyncVerificationEnd.self) { group in
                group.addTask { await .of(build) }
                if lock.withLock({ self.cancelled }) { group.cancelAll() }
                return await group.next() ?? .returned
            }
            // This runs on the thread, which runs the finish after the job in which this task
            // ends (an unstructured task completes in the job its body returns in): the
            // verification waiting for it goes on once the task and its closure are gone.
            _ = thread.submit { [self] in finish(end) }
        }
        let cancelled = lock.withLock {
            // Unless the build has ended already.
            if waiting != nil { self.task = task }
            return self.cancelled
        }
        if cancelled { task.cancel() }
    }
}
