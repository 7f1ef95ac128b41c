// The threads `verify()` and `await async.verify()` build on, so that a trapping resolve that fails
// inside a factory (`r.resolve()`, `@Injected`, `args()`) can be reported: the failure is handed to
// what waits for the build, and the build is abandoned by parking its thread for good, since it can
// neither return a value nor unwind. Verification then goes on on a new thread.

/// A thread of verification's own that runs the work it is given, in order, until stopped with none
/// left. It is marked as a verification thread: when a trapping resolve fails in that work,
/// ``abandon(_:)`` hands the failure to what waits for the build in progress and parks the thread,
/// holding what the build held (the container, the instances already made). So a report with `n`
/// such failures costs `n + 1` threads, of which `n` stay parked for the life of the process.
final class VerificationThread: VerificationBuilder, @unchecked Sendable {
    private let lock = Lock()
    private var work: [() -> Void] = []
    /// Set by ``stop()``: the thread ends once no work is queued.
    private var stopping = false
    /// Set when the thread has ended: work that still comes is refused.
    private var ended = false
    /// What takes the failure of a trapping resolve in the build in progress.
    private var abandoned: ((DependencyError) -> Void)?

    private init() {}

    /// A thread started with a stack of `stackSize` bytes (8 MB when `0`); `nil`, with the
    /// `pthread_create` error number, when none could be started.
    static func start(stackSize: UInt) -> (thread: VerificationThread?, status: Int32) {
        let thread = VerificationThread()
        // The running thread keeps this object alive until it ends.
        let status = DetachedThread.start(stackSize: stackSize == 0 ? 8 * 1024 * 1024 : stackSize) { thread.run() }
        return (status == 0 ? thread : nil, status)
    }

    /// Queues `item` to run on this thread; `false`, with nothing queued, once the thread has ended.
    func submit(_ item: @escaping () -> Void) -> Bool {
        lock.withLock {
            guard !ended else { return false }
            work.append(item)
            lock.broadcast()
            return true
        }
    }

    /// Lets the thread end once no work is queued.
    func stop() {
        lock.withLock {
            stopping = true
            lock.broadcast()
        }
    }

    /// Sets what takes the failure of a trapping resolve in the build in progress.
    func onAbandon(_ handler: ((DependencyError) -> Void)?) {
        lock.withLock { abandoned = handler }
    }

    /// Runs `body` on this thread and waits for it: its value, or the failure of the trapping resolve
    /// that abandoned it. Once it returns, this thread holds nothing `body` captured, nor its value.
    func perform<R>(_ body: @escaping () -> R) -> Result<R, DependencyError> {
        var outcome: Result<R, DependencyError>?
        let finish = { (result: Result<R, DependencyError>) in
            self.lock.withLock {
                outcome = result
                self.lock.broadcast()
            }
        }
        onAbandon { finish(.failure($0)) }
        var body = Optional(body)
        _ = submit {
            let value = body!()
            // Released before the caller goes on: it may check that what the build captured is gone.
            body = nil
            self.onAbandon(nil)
            finish(.success(value))
        }
        return lock.withLock {
            while outcome == nil { lock.wait() }
            defer { outcome = nil }
            return outcome!
        }
    }

    /// Hands `error` to what waits for the build in progress, and parks this thread for good: the
    /// build cannot return a value, nor unwind.
    func abandon(_ error: DependencyError) -> Never {
        let abandoned = lock.withLock {
            defer { self.abandoned = nil }
            return self.abandoned
        }
        abandoned?(error)
        let parking = Lock()
        parking.lock()
        while true { parking.wait() }
    }

    /// The thread: runs the work it is given, in order, until stopped with none left.
    private func run() {
        let state = ThreadLocalState.current
        state.verificationThreads = self
        defer { state.verificationThreads = nil }
        while let item = nextItem() { item() }
    }

    /// The next work item, once there is one; `nil` when the thread is stopped with none left, and has ended.
    private func nextItem() -> (() -> Void)? {
        lock.withLock {
            while work.isEmpty && !stopping { lock.wait() }
            ended = work.isEmpty
            return ended ? nil : work.removeFirst()
        }
    }
}

/// `verify()`'s builds off the calling thread.
enum VerificationThreads {
    /// The result of building one registration: its outcome, the key of the arguments it used, and
    /// whether a trapping resolve abandoned the build (it then cannot say which arguments it used).
    typealias Result = (outcome: VerificationOutcome, supplyKey: RegistrationKey?, abandoned: Bool)

    /// Builds the registrations at `indices` with `build`, in order, on verification threads with
    /// stacks of `stackSize` bytes, inside `scope`'s root scope when there is one, while the calling
    /// thread waits; a thread that a trapping resolve parks is replaced for the rest. Returns their
    /// results by index.
    static func run(
        _ indices: [Int], stackSize: UInt, scope: DependencyResolver?,
        build: @escaping (Int, ResolutionState) -> (VerificationOutcome, RegistrationKey?)
    ) -> [Int: Result] {
        var results: [Int: Result] = [:]
        var thread: VerificationThread?
        defer { thread?.stop() }
        for index in indices {
            if thread == nil {
                let (started, status) = VerificationThread.start(stackSize: stackSize)
                guard let started else {
                    let reason = "verify() could not start a thread to build it (error \(status)); nothing was built"
                    for rest in indices where results[rest] == nil { results[rest] = (.skipped(reason), nil, false) }
                    return results
                }
                thread = started
            }
            let outcome = thread!.perform {
                let buildHere = { build(index, ThreadLocalState.current) }
                return scope.map { DependencyResolver.withRoot($0, buildHere) } ?? buildHere()
            }
            switch outcome {
            case .success(let (outcome, supplyKey)):
                results[index] = (outcome, supplyKey, false)
            case .failure(let error):
                results[index] = (.failed(error), nil, true)
                thread = nil
            }
        }
        return results
    }
}

/// What builds registrations for verification on a thread of its own: a ``VerificationThread``.
protocol VerificationBuilder: AnyObject {
    /// Hands `error` to what waits for the build in progress, and parks the calling thread for good.
    func abandon(_ error: DependencyError) -> Never
}

extension ResolutionState {
    /// What this thread builds for, found from the state of a trace hook running on it too; `nil` on
    /// any other thread.
    var buildsForVerification: (any VerificationBuilder)? {
        sequence(first: self, next: \.outer).lazy.compactMap(\.verificationThreads).first
    }
}
