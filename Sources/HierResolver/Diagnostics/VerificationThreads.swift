// `verify()`'s builds, run on a thread of their own so that a trapping resolve that fails inside a
// factory (`r.resolve()`, `@Injected`, `args()`) can be reported: the failure is recorded, and the
// build it belongs to is abandoned by parking its thread for good, since it can neither return a
// value nor unwind. `verify()` then goes on with the next registration on a new thread.

/// The registrations one `verify()` builds off the calling thread, and the thread building them.
///
/// One thread builds them in order and ends when they are done; the calling thread waits. When a
/// trapping resolve fails on it, ``abandon(_:)`` records the failure for the registration being
/// built, parks the thread and lets the caller start another for the rest. So a report with `n`
/// such failures costs `n + 1` threads, of which `n` stay parked for the life of the process,
/// holding what their unfinished builds hold (the container, the instances already made).
final class VerificationThreads: VerificationBuilder, @unchecked Sendable {
    /// The result of building one registration: its outcome, the key of the arguments it used, and
    /// whether a trapping resolve abandoned the build (it then cannot say which arguments it used).
    typealias Result = (outcome: VerificationOutcome, supplyKey: RegistrationKey?, abandoned: Bool)

    private let lock = Lock()
    private let count: Int
    /// Builds the registration at an index on the calling thread, with that thread's state; dropped
    /// when the run ends, so no thread keeps what it captured.
    private var build: ((Int, ResolutionState) -> Result)?
    private var results: [Result?]
    /// The next index to build, and the one being built.
    private var next = 0
    private var current: Int?
    /// Whether a thread is building (not parked, not ended).
    private var threadRuns = false

    private init(count: Int, build: @escaping (Int, ResolutionState) -> Result) {
        self.count = count
        self.build = build
        results = Array(repeating: nil, count: count)
    }

    /// Builds the registrations at `0..<count` with `build`, each on a verification thread with a
    /// stack of `stackSize` bytes, inside `scope`'s root scope when there is one; returns their
    /// results in order. Waits until every one has a result.
    static func run(
        count: Int, stackSize: UInt, scope: DependencyResolver?,
        build: @escaping (Int, ResolutionState) -> Result
    ) -> [Result] {
        guard count > 0 else { return [] }
        let threads = VerificationThreads(count: count, build: build)
        return threads.drive(stackSize: stackSize == 0 ? 8 * 1024 * 1024 : stackSize, scope: scope)
    }

    /// Starts a thread whenever none builds and work remains, and waits for the results.
    private func drive(stackSize: UInt, scope: DependencyResolver?) -> [Result] {
        lock.lock()
        while true {
            if !threadRuns {
                guard next < count else { break }
                threadRuns = true
                lock.unlock()
                let status = DetachedThread.start(stackSize: stackSize) { [self] in
                    if let scope {
                        DependencyResolver.withRoot(scope) { work() }
                    } else {
                        work()
                    }
                }
                lock.lock()
                if status != 0 {
                    threadRuns = false
                    let reason = "verify() could not start a thread to build it (error \(status)); nothing was built"
                    while next < count {
                        results[next] = (.skipped(reason), nil, false)
                        next += 1
                    }
                    break
                }
                continue
            }
            lock.wait()
        }
        let finished = results
        build = nil
        results = []
        lock.unlock()
        return finished.map { $0 ?? (.skipped("verify() did not build it"), nil, false) }
    }

    /// A verification thread's work: builds registrations in order until none is left.
    private func work() {
        let state = ThreadLocalState.current
        state.verificationThreads = self
        defer { state.verificationThreads = nil }
        while let index = claim() {
            let result = buildOne(index, state: state)
            lock.withLock {
                results[index] = result
                current = nil
            }
        }
    }

    /// The next index to build, or `nil` (and the thread's end noted) when none is left.
    private func claim() -> Int? {
        lock.withLock {
            guard next < count else {
                threadRuns = false
                lock.broadcast()
                return nil
            }
            current = next
            next += 1
            return current
        }
    }

    /// Builds one registration; the closure is read under the lock and released when the call returns.
    private func buildOne(_ index: Int, state: ResolutionState) -> Result {
        let build = lock.withLock { self.build }
        return build?(index, state) ?? (.skipped("verify() ended before it was built"), nil, false)
    }

    /// Records `error` as the outcome of the registration this thread is building, lets the caller
    /// go on without it, and parks this thread for good: the build cannot return a value, nor unwind.
    func abandon(_ error: DependencyError) -> Never {
        lock.withLock {
            if let current { results[current] = (.failed(error), nil, true) }
            current = nil
            threadRuns = false
            lock.broadcast()
        }
        parkThread()
    }
}

/// What builds registrations for `verify()` on a thread of its own: ``VerificationThreads``, and
/// for `await async.verify()` a ``VerificationExecutor``. A trapping resolve that fails on that
/// thread hands it the failure, and it parks the thread.
protocol VerificationBuilder: AnyObject {
    /// Records `error` as the outcome of the registration being built, lets the verification go on
    /// without it, and parks the calling thread for good.
    func abandon(_ error: DependencyError) -> Never
}

extension VerificationBuilder {
    /// Parks the calling thread for good: a build abandoned in the middle can neither return nor unwind.
    func parkThread() -> Never {
        let parking = Lock()
        parking.lock()
        while true { parking.wait() }
    }
}

extension ResolutionState {
    /// What this thread builds for, found from the state of a trace hook running on it too; `nil` on
    /// any other thread.
    var buildsForVerification: (any VerificationBuilder)? {
        var state: ResolutionState? = self
        while let current = state {
            if let threads = current.verificationThreads { return threads }
            state = current.outer
        }
        return nil
    }
}

extension VerificationOutcome {
    /// Whether the build failed only because a factory it ran builds on the main actor, and it ran
    /// elsewhere.
    var needsMainActor: Bool {
        guard case .failed(let error) = self else { return false }
        return error.isolationCause == .mainActor
    }
}
