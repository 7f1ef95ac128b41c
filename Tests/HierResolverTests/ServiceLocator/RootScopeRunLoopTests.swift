import Foundation
import HierResolver
import Testing

// A nested run loop inside a synchronous scope (`RunLoop.run(until:)`, XCTest's `wait(for:timeout:)`)
// runs work on the scope's thread before the closure returns. What is in the scope there: all code of
// the task that entered it or, outside any task, of the thread (blocks and timers the run loop runs,
// whoever enqueued them); never the jobs of another task that the run loop runs. Each test runs the
// run loop of the thread that entered the scope, and another thread or task hands it the work, through
// the run loop only: nothing waits for a thread of the cooperative pool.

/// The run loop of the thread that made this, to which any thread can hand a block.
private final class RunLoopHandle: @unchecked Sendable {
    // Used only through `perform`, which any thread may call.
    private let loop = RunLoop.current

    func enqueue(_ block: @escaping @Sendable () -> Void) {
        loop.perform(inModes: [.default], block: block)
    }

    /// Runs the calling thread's run loop, the one this handle was made on, until `done()`; `false` if
    /// the watchdog ran out first. A timer keeps the loop waiting for work between its turns.
    func run(until done: () -> Bool) -> Bool {
        let keepAlive = Timer(timeInterval: defaultWatchdog, repeats: false) { _ in }
        loop.add(keepAlive, forMode: .default)
        defer { keepAlive.invalidate() }
        let deadline = Date(timeIntervalSinceNow: defaultWatchdog)
        while !done() {
            guard Date() < deadline else { return false }
            _ = loop.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
        }
        return true
    }

    /// Hands `block` to this run loop from another thread, and runs the loop until the block has run.
    func runHandedBlock(_ block: @escaping @Sendable () -> Void) -> Bool {
        let ran = LockedList<Bool>()
        Thread { [self] in
            enqueue {
                block()
                ran.append(true)
            }
        }.start()
        return run { !ran.all.isEmpty }
    }
}

/// An executor whose jobs run on a run loop: an actor on it, and a task that prefers it, run inside
/// whatever runs that loop, and need no thread of the cooperative pool.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
private final class RunLoopExecutor: SerialExecutor, TaskExecutor, @unchecked Sendable {
    let handle: RunLoopHandle

    init(_ handle: RunLoopHandle) { self.handle = handle }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        handle.enqueue {
            job.runSynchronously(isolatedTo: self.asUnownedSerialExecutor(), taskExecutor: self.asUnownedTaskExecutor())
        }
    }
}

@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
private actor RunLoopActor {
    let executor: RunLoopExecutor

    init(_ executor: RunLoopExecutor) { self.executor = executor }

    nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

    func rootName() -> String? { DependencyResolver.root.name }
}

/// Who enters the synchronous scope: code of a task, or a thread outside any task.
enum ScopeEntry: CaseIterable, Sendable {
    case inATask, onAThreadOutsideAnyTask

    /// Runs `body` in a synchronous scope of `container`, entered as this says.
    func withRoot<R: Sendable>(_ container: DependencyResolver, _ body: @escaping @Sendable () -> R) async -> R {
        switch self {
        case .inATask:
            return DependencyResolver.withRoot(container, body)
        case .onAThreadOutsideAnyTask:
            return await withCheckedContinuation { continuation in
                Thread { continuation.resume(returning: DependencyResolver.withRoot(container, body)) }.start()
            }
        }
    }
}

extension RootScopeTests {
    @Test(
        "a block that a nested run loop runs in a synchronous scope is in it, whoever enqueued it",
        arguments: ScopeEntry.allCases)
    func nestedRunLoopRunsABlock(entry: ScopeEntry) async {
        let scoped = DependencyResolver(name: "scoped")
        let seen = LockedList<String?>()

        let ran = await entry.withRoot(scoped) {
            RunLoopHandle().runHandedBlock { seen.append(DependencyResolver.root.name) }
        }

        #expect(ran, "the run loop did not run the block")
        #expect(seen.all == ["scoped"])
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
    @Test(
        "a job of another task that a nested run loop runs in a synchronous scope is not in it",
        arguments: ScopeEntry.allCases)
    func nestedRunLoopRunsAnotherTask(entry: ScopeEntry) async {
        let scoped = DependencyResolver(name: "scoped")
        let seen = LockedList<String?>()

        let ran = await entry.withRoot(scoped) {
            let handle = RunLoopHandle()
            let executor = RunLoopExecutor(handle)
            let actor = RunLoopActor(executor)
            Task.detached(executorPreference: executor) { seen.append(await actor.rootName()) }
            return handle.run { !seen.all.isEmpty }
        }

        #expect(ran, "the run loop did not run the other task")
        #expect(seen.all.count == 1 && seen.all.first != "scoped")
    }
}
