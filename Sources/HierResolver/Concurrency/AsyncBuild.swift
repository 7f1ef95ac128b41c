// The suspending side of single-flight: a build that other tasks wait for by suspending, never by
// blocking a thread, through the same wait graph, `waitLimit` and long-wait report as a thread's wait.

/// A build that other resolves may wait for: a shared instance across tasks (run by a task of its
/// own, claimed in its registration's storage as a thread's build is), or a graph instance within
/// one async resolution (run inline by the task that asked first).
///
/// It is a ``WaitingParty``: the waits of the builds nested in it are its waits (`async let` can
/// make several at once), so a loop of waits through tasks and threads is one detector's to find.
/// And it is the ``AwaitedWork`` its waiters wait for, doing itself.
final class AsyncBuild: WaitingParty, AwaitedWork, @unchecked Sendable {
    let registration: AnyRegistration
    /// The frame the build was asked for from, for messages: its chain ends with this build.
    private let parent: AsyncFrame?
    /// What the build's nested resolves wait for now; guarded by ``WaitGraph/lock``.
    private(set) var waits: [any AwaitedWork] = []
    /// The outcome, once the build has made it; guarded by `mutex`. Waiters read it once the build
    /// has ended (``Waiters/hasEnded``), which may be later.
    private var outcome: Result<UncheckedTransfer<Any>, any Error>?
    /// The instance, held weakly, once the resolve that started the build of a transient instance
    /// took it (``value(for:in:started:releasing:chain:)``): from then on the build keeps nothing
    /// alive, however long something holds the build (a frame of a build nested in it).
    private var weakened: WeakObject?
    private let mutex = Mutex.make()
    /// The tasks waiting for the build to end: apart from the build, which holds the instance, so
    /// that what ends the waits (the build's task, a waiter's timer) need not hold the instance then.
    private let waiters = Waiters()

    init(registration: AnyRegistration, parent: AsyncFrame?) {
        self.registration = registration
        self.parent = parent
    }

    func addWait(_ work: any AwaitedWork) { waits.append(work) }

    func removeWait(_ work: any AwaitedWork) {
        if let index = waits.firstIndex(where: { $0 === work }) { waits.remove(at: index) }
    }

    /// The chain of the build, made only when a message needs it.
    var waitChain: [String] { (parent?.chainNames ?? []) + [registration.displayName] }

    var awaitedBuilder: (any WaitingParty)? {
        get { waiters.hasEnded ? nil : self }
        set {}
    }

    var awaitedName: String { registration.displayName }
    var awaitedSubject: AwaitedSubject { registration.awaitedSubject }

    /// The instance, once the build has made it; `nil` while it runs, and when it failed.
    var builtValue: Any? {
        guard waiters.hasEnded else { return nil }
        return mutex.withLock {
            guard case .success(let transfer) = outcome else { return nil }
            return transfer.value
        }
    }

    /// Ends the build with `result` and wakes every task waiting for it.
    func complete(_ result: consuming Result<Any, any Error>) {
        record(result).end()
    }

    /// Keeps `result` as the outcome, which no waiter sees until the caller ends the waits it gives
    /// back. A shared build's task lets go of the build first: then a waiter that returns a transient
    /// instance leaves it nobody else's to hold.
    func record(_ result: consuming Result<Any, any Error>) -> Waiters {
        mutex.withLock { outcome = result.map { UncheckedTransfer(value: $0) } }
        return waiters
    }

    /// The outcome, once the waits have ended: `nil` when it was a transient instance that nothing
    /// holds any more. `releasing`: the build holds the instance weakly from now on.
    private func endedOutcome(releasing: Bool) throws -> Any? {
        try mutex.withLock {
            if let weakened { return weakened.object }
            let instance = try outcome!.get().value
            if releasing, let object = classInstance(instance) {
                // The caller holds the instance meanwhile: this is never its last release.
                weakened = WeakObject(object: object)
                outcome = nil
            }
            return instance
        }
    }

    /// The instance, once the build has made it; its error if it failed. `party` is the build the
    /// caller runs in, if any: it is noted as waiting for this one, and a wait that would close a loop
    /// throws a deadlock instead. The wait ends after `container`'s tree's `waitLimit`, and is
    /// reported once after its `longWaitReport`, as a thread's wait is; cancelling the waiting task
    /// does not end it (the waiter gets the instance like the others). The resolve that started the
    /// build (`started`) waits for its own work, as a thread runs its own build: without a limit.
    /// `releasing` (the resolve that started the build of a transient instance): the build holds
    /// the instance weakly once this returns it, and a later waiter gets `nil` if nothing holds it.
    nonisolated(nonsending) func value(
        for party: (any WaitingParty)?, in container: DependencyResolver, started: Bool = false,
        releasing: Bool = false, chain: @escaping () -> [String]
    ) async throws -> Any? {
        if let party, let loop = WaitGraph.enter(party, waitingFor: self, builder: self) {
            throw FailureReport.deadlock(
                waitingFor: registration.described("in"), loop: loop, chain: chain(), inTask: true)
        }
        defer { if let party { WaitGraph.leave(party, from: self) } }
        let tree = container.tree
        var deadlines =
            started
            ? WaitDeadlines(limit: nil, report: nil)
            : tree.lock.withLock { WaitDeadlines(limit: tree.waitLimit, report: tree.longWaitReport) }
        while true {
            if waiters.hasEnded { return try endedOutcome(releasing: releasing) }
            switch await wake(at: deadlines.next) {
            case .ended: continue
            case .deadline:
                if waiters.hasEnded { continue }
                if deadlines.limitHasPassed {
                    throw FailureReport.waitTimedOut(
                        for: registration, after: deadlines.limit ?? 0, chain: chain(), inTask: true)
                }
                deadlines.reported()
                LongWaitReport.report(
                    waiting: chain(), depth: parent.map { $0.depth + 1 } ?? 1, for: self, builder: self,
                    in: container, after: deadlines.report ?? 0, locked: false, elsewhere: "in another task")
            }
        }
    }

    /// Why a waiter woke.
    enum Wake {
        case ended
        case deadline
    }

    /// Suspends until the build ends or `instant` (of ``MonotonicClock``) passes, whichever is first.
    private nonisolated(nonsending) func wake(at instant: UInt64) async -> Wake {
        let timer = TimerSlot()
        let waiters = waiters
        let wake = await withCheckedContinuation { (continuation: CheckedContinuation<Wake, Never>) in
            // A waiter added after the waits ended is woken at once.
            guard let id = waiters.add(continuation) else { return continuation.resume(returning: .ended) }
            guard instant != .max else { return }
            let delay = instant > MonotonicClock.now ? instant - MonotonicClock.now : 0
            // It holds the waiters, not the build: an ended build must not keep its instance alive.
            timer.task = Task {
                try? await Task.sleep(nanoseconds: delay)
                waiters.remove(id)?.resume(returning: .deadline)
            }
        }
        timer.task?.cancel()
        return wake
    }

    /// The timer of one wait, cancelled once the wait ends.
    private final class TimerSlot: @unchecked Sendable {
        var task: Task<Void, Never>?
    }

    /// The tasks waiting for a build, each by its continuation, until the build ends.
    final class Waiters: @unchecked Sendable {
        private var waiting: [UInt64: CheckedContinuation<Wake, Never>] = [:]
        private var next: UInt64 = 0
        private var ended = false
        private let mutex = Mutex.make()

        /// Adds `continuation`, and gives its number; `nil` once the build has ended.
        func add(_ continuation: CheckedContinuation<Wake, Never>) -> UInt64? {
            mutex.withLock {
                guard !ended else { return nil }
                next &+= 1
                waiting[next] = continuation
                return next
            }
        }

        /// Takes out the waiter numbered `id`, if it still waits.
        func remove(_ id: UInt64) -> CheckedContinuation<Wake, Never>? {
            mutex.withLock { waiting.removeValue(forKey: id) }
        }

        /// Whether the waits have ended: the build's outcome is there to read.
        var hasEnded: Bool { mutex.withLock { ended } }

        /// Ends the waits, after the build's outcome was recorded: wakes every waiter, and any added
        /// later is refused.
        func end() {
            let woken: [CheckedContinuation<Wake, Never>] = mutex.withLock {
                ended = true
                defer { waiting = [:] }
                return Array(waiting.values)
            }
            for waiter in woken { waiter.resume(returning: .ended) }
        }
    }
}

/// A shared build handed to the task that runs it, which takes it out: what the task's closure
/// holds then is the empty handle, not the build, so the build goes when the task lets go of it.
final class BuildHandle: @unchecked Sendable {
    private var build: AsyncBuild?

    init(_ build: AsyncBuild) { self.build = build }

    /// The build, taken out; called once, by the task that runs it.
    func take() -> AsyncBuild {
        defer { build = nil }
        return build!
    }
}
