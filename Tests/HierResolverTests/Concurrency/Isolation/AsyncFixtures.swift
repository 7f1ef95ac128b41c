import Foundation
import HierResolver

// What the async-factory tests share: an async gate that tasks wait on by suspending, a watchdog
// that turns a hang into a failure, and an executor of exactly two threads, so that a test shows
// that tasks waiting for a build suspend instead of blocking a thread.

/// Tasks wait (suspended) until it opens; it opens once.
actor AsyncGate {
    private var isOpen = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiting.append($0) }
    }

    func open() {
        isOpen = true
        for continuation in waiting { continuation.resume() }
        waiting.removeAll()
    }
}

/// Counts tasks as they arrive; `waitFor(n)` returns once `n` have.
actor ArrivalCounter {
    private(set) var count = 0
    private var waiters: [(Int, CheckedContinuation<Void, Never>)] = []

    func arrive() {
        count += 1
        let ready = waiters.filter { $0.0 <= count }
        waiters.removeAll { $0.0 <= count }
        for (_, continuation) in ready { continuation.resume() }
    }

    func waitFor(_ n: Int) async {
        if count >= n { return }
        await withCheckedContinuation { waiters.append((n, $0)) }
    }
}

struct WatchdogTimeout: Error, CustomStringConvertible {
    let what: String
    var description: String { "timed out after \(defaultWatchdog) s: \(what)" }
}

/// `body`'s result, or `WatchdogTimeout` once `defaultWatchdog` seconds pass: a hang fails the test.
func withWatchdog<R: Sendable>(_ what: String, _ body: @escaping @Sendable () async throws -> R) async throws -> R {
    try await withThrowingTaskGroup(of: R?.self) { group in
        group.addTask { try await body() }
        group.addTask {
            try? await Task.sleep(nanoseconds: UInt64(defaultWatchdog * 1e9))
            return nil
        }
        defer { group.cancelAll() }
        guard let first = try await group.next(), let result = first else { throw WatchdogTimeout(what: what) }
        return result
    }
}

/// A task executor of exactly two threads, for tests that must not depend on how many cores the
/// machine has: tasks that block their thread would leave it unable to run anything else.
final class TwoThreadExecutor: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var threads: [Thread] = []
    private var stopped = false

    init() {
        for index in 0..<2 {
            let thread = Thread { [unowned self] in self.work() }
            thread.name = "two-thread executor \(index)"
            threads.append(thread)
            thread.start()
        }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        condition.lock()
        jobs.append(unowned)
        condition.signal()
        condition.unlock()
    }

    /// Lets the threads end once the queue is empty.
    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }

    private func work() {
        while true {
            condition.lock()
            while jobs.isEmpty && !stopped { condition.wait() }
            if jobs.isEmpty {
                condition.unlock()
                return
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}

/// A database that takes a while to open, as a real one does.
final class SlowDatabase: Sendable {
    let number: Int

    init(number: Int) {
        self.number = number
    }
}

/// Depends on the database; resolved asynchronously.
final class PetRecordStore: Sendable {
    let database: SlowDatabase
    let first: VisitClock
    let second: VisitClock

    init(database: SlowDatabase, first: VisitClock, second: VisitClock) {
        self.database = database
        self.first = first
        self.second = second
    }
}

/// A `.graph` dependency shared within one resolution.
final class VisitClock: Sendable {}

/// The two sides of an async cycle, and of a cross-task deadlock.
final class Ping: Sendable {}
final class Pong: Sendable {}

/// The `DependencyError` `body` throws; nil when it succeeds or throws something else.
func dependencyError(_ body: () async throws -> Void) async -> DependencyError? {
    do {
        try await body()
        return nil
    } catch {
        return error as? DependencyError
    }
}

/// The `DependencyError` `body` throws in a detached task, off the main actor.
func dependencyErrorOffMainActor(_ body: @escaping @Sendable () throws -> Void) async -> DependencyError? {
    await Task.detached { await dependencyError { try body() } }.value
}
