import Foundation

// Threads for the tests that need them: `onThreads` starts threads released together, and
// `defaultWatchdog` (`HIERRESOLVER_WATCHDOG_SECONDS`) is how long any threaded test waits before it
// counts as a hang. A few tests wait a fixed time for something they set up (a wait limit's 0.3 s
// between its report and its end, a 2 s wait for a lock, 10 s for a request to finish): each held
// 400 runs and more on a saturated machine (Scripts/stress-hang-tests).

/// Runs `body(index)` on `count` new threads, released together by a barrier. Returns `false` if they
/// have not all finished after `watchdog` seconds: a deadlock watchdog, so that a hang fails the test
/// instead of the run.
func onThreads(
    _ count: Int,
    watchdog: TimeInterval = defaultWatchdog,
    _ body: @escaping @Sendable (Int) -> Void
) -> Bool {
    let group = DispatchGroup()
    let barrier = Barrier(count)
    for index in 0..<count {
        group.enter()
        let thread = Thread {
            barrier.arriveAndWait()
            body(index)
            group.leave()
        }
        thread.start()
    }
    return group.wait(timeout: .now() + watchdog) == .success
}

/// Threads that keep the processors busy until stopped, so that the OS takes them from other
/// threads at any moment: a race whose window is a few instructions wide then opens often.
final class SpinningThreads: @unchecked Sendable {
    private let stopped = NSLock()
    private var isStopped = false
    private let group = DispatchGroup()

    init(_ count: Int) {
        for _ in 0..<count {
            group.enter()
            Thread { [self] in
                while !stopped.withLock({ isStopped }) {}
                group.leave()
            }.start()
        }
    }

    /// Stops the threads, and returns once they have ended.
    func stop() {
        stopped.withLock { isStopped = true }
        group.wait()
    }
}

/// How long the threads of one test may take before it counts as a deadlock: 120 seconds, or
/// `HIERRESOLVER_WATCHDOG_SECONDS` where a sanitizer slows everything down.
let defaultWatchdog: TimeInterval =
    ProcessInfo.processInfo.environment["HIERRESOLVER_WATCHDOG_SECONDS"].flatMap(TimeInterval.init) ?? 120

/// Holds threads until `count` of them have arrived, or for at most `defaultWatchdog` seconds: the
/// callers run under a watchdog that already fails the test then, and this lets their threads end.
final class Barrier: @unchecked Sendable {
    private let condition = NSCondition()
    private let count: Int
    private var arrived = 0

    init(_ count: Int) {
        self.count = count
    }

    func arriveAndWait() {
        let deadline = Date(timeIntervalSinceNow: defaultWatchdog)
        condition.lock()
        defer { condition.unlock() }
        arrived += 1
        if arrived == count {
            condition.broadcast()
        } else {
            while arrived < count && condition.wait(until: deadline) {}
        }
    }
}

extension DispatchSemaphore {
    /// Waits for a signal for at most `defaultWatchdog` seconds; whether it came. For a thread whose
    /// hang the test already reports through a watchdog of its own (`onThreads`, a group's timed
    /// wait): the timeout only lets the thread end.
    @discardableResult
    func waitUnderWatchdog() -> Bool {
        wait(timeout: .now() + defaultWatchdog) == .success
    }
}
