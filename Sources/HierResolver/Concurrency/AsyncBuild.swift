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
    /// The outcome, once the build has ended, and the waiters until then; guarded by `mutex`.
    private var outcome: Result<UncheckedTransfer<Any>, any Error>?
    private var waiters: [UInt64: CheckedContinuation<Wake, Never>] = [:]
    private var nextWaiter: UInt64 = 0
    private let mutex = Mutex.make()

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
        get { mutex.withLock { outcome == nil } ? self : nil }
        set {}
    }

    var awaitedName: String { registration.displayName }
    var awaitedSubject: AwaitedSubject { registration.awaitedSubject }

    /// The instance, once the build has made it; `nil` while it runs, and when it failed.
    var builtValue: Any? {
        mutex.withLock {
            guard case .success(let transfer) = outcome else { return nil }
            return transfer.value
        }
    }

    /// Ends the build with `result` and wakes every task waiting for it.
    func complete(_ result: Result<Any, any Error>) {
        let woken: [CheckedContinuation<Wake, Never>] = mutex.withLock {
            outcome = result.map { UncheckedTransfer(value: $0) }
            defer { waiters = [:] }
            return Array(waiters.values)
        }
        for waiter in woken { waiter.resume(returning: .ended) }
    }

    /// The instance, once the build has made it; its error if it failed. `party` is the build the
    /// caller runs in, if any: it is noted as waiting for this one, and a wait that would close a loop
    /// throws a deadlock instead. The wait ends after `container`'s tree's `waitLimit`, and is
    /// reported once after its `longWaitReport`, as a thread's wait is; cancelling the waiting task
    /// does not end it (the waiter gets the instance like the others). The resolve that started the
    /// build (`started`) waits for its own work, as a thread runs its own build: without a limit.
    nonisolated(nonsending) func value(
        for party: (any WaitingParty)?, in container: DependencyResolver, started: Bool = false,
        chain: @escaping () -> [String]
    ) async throws -> Any {
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
            if let outcome = mutex.withLock({ outcome }) { return try outcome.get().value }
            switch await wake(at: deadlines.next) {
            case .ended: continue
            case .deadline:
                if mutex.withLock({ outcome != nil }) { continue }
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
        let wake = await withCheckedContinuation { (continuation: CheckedContinuation<Wake, Never>) in
            let id: UInt64? = mutex.withLock {
                guard outcome == nil else { return nil }
                nextWaiter &+= 1
                waiters[nextWaiter] = continuation
                return nextWaiter
            }
            guard let id else { return continuation.resume(returning: .ended) }
            guard instant != .max else { return }
            let delay = instant > MonotonicClock.now ? instant - MonotonicClock.now : 0
            // Weakly: an ended build must not keep its instance alive until the timer notices.
            timer.task = Task { [weak self] in
                try? await Task.sleep(nanoseconds: delay)
                guard let self else { return }
                let waiter = mutex.withLock { waiters.removeValue(forKey: id) }
                waiter?.resume(returning: .deadline)
            }
        }
        timer.task?.cancel()
        return wake
    }

    /// The timer of one wait, cancelled once the wait ends.
    private final class TimerSlot: @unchecked Sendable {
        var task: Task<Void, Never>?
    }
}
