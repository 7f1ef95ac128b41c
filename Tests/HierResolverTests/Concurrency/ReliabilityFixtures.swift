import Foundation
import HierResolver
import Testing

// The probes of the "Reliability: every resolution ends" suite: `probeTerminates` (a thread under the
// watchdog setting), how often racy probes repeat, and the suite's own keys.

// MARK: - Helpers

/// Runs `body` on a new thread (of `stackSize` bytes, if given) and returns its result, or `nil`
/// if it threw or has not returned after `seconds` (the watchdog setting, `defaultWatchdog`, unless
/// given): a watchdog, so that a hang fails the test instead of the run.
func probeTerminates<R>(
    seconds: TimeInterval = defaultWatchdog, stackSize: Int? = nil, _ body: @escaping @Sendable () throws -> R
) -> R? {
    let result = LockedList<R>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        if let value = try? body() { result.append(value) }
        done.signal()
    }
    if let stackSize { thread.stackSize = stackSize }
    thread.start()
    guard done.wait(timeout: .now() + seconds) == .success else {
        Issue.record("the probe did not finish within \(seconds) s: a hang")
        return nil
    }
    return result.all.first
}

/// `count`, or `HIERRESOLVER_PROBE_ITERATIONS` when set: how often a racy probe repeats.
func iterations(_ count: Int) -> Int {
    ProcessInfo.processInfo.environment["HIERRESOLVER_PROBE_ITERATIONS"].flatMap(Int.init) ?? count
}

enum ProbeInstallForm: CaseIterable, Sendable {
    case registerModule, registerFactory, mixed
}

enum ProbeHop: CaseIterable, Sendable {
    /// A's factory waits for a thread that resolves B, which needs A.
    case resolvesB
    /// A's factory waits for a thread that resolves A.
    case resolvesA
    /// A third thread is building B (which needs A) when A's factory waits for a thread resolving B.
    case thirdThreadBuildsB
}

/// This file's keys.
enum Probe {
    final class Clock: Sendable {}

    final class TreeNode: Sendable {
        let depth: Int
        let child: TreeNode?
        init(depth: Int, child: TreeNode?) {
            self.depth = depth
            self.child = child
        }

        var depths: [Int] { [depth] + (child?.depths ?? []) }
    }

    final class Branch: Sendable {
        let depth: Int
        let children: [Branch]
        init(depth: Int, children: [Branch]) {
            self.depth = depth
            self.children = children
        }

        var count: Int { 1 + children.map(\.count).reduce(0, +) }
    }

    final class Link: Sendable {
        let next: Link?
        init(next: Link?) { self.next = next }
    }
    final class Formatter: Sendable {}
    struct Unregistered {}

    final class Logger: Sendable {
        let clock: Clock
        init(clock: Clock) { self.clock = clock }
    }

    struct Module: DependencyRegister {
        func registerDependencies(container: DependencyResolver) {
            container.register(name: "module") { Formatter() }
        }
    }

    /// Takes its time, so other threads find it half-installed.
    /// A module that, while it runs, waits until `threads` threads have started installing it, and
    /// records in `overlapped` whether they all did: they then all overlapped its one run.
    struct SlowModule: DependencyRegister {
        let runs: Counter
        let installing: Counter
        let threads: Int
        let overlapped: LockedList<Bool>

        func registerDependencies(container: DependencyResolver) {
            runs.increment()
            overlapped.append(eventually(within: defaultWatchdog) { installing.value == threads })
            container.persistent { Clock() }
        }
    }

    final class RingA: Sendable {
        let next: RingB
        init(next: RingB) { self.next = next }
    }

    final class RingB: Sendable {
        let next: RingC
        init(next: RingC) { self.next = next }
    }

    final class RingC: Sendable {
        let next: RingA
        init(next: RingA) { self.next = next }
    }

    final class HopA: Sendable {}

    final class HopB: Sendable {
        let a: HopA
        init(a: HopA) { self.a = a }
    }

    final class Left: Sendable {
        let right: Right
        init(right: Right) { self.right = right }
    }

    final class Right: Sendable {
        let left: Left
        init(left: Left) { self.left = left }
    }
}
