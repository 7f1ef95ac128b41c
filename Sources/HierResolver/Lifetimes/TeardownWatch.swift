// The async teardown blocks that `shutdown()` awaits, watched by one thread: a block still running
// after its tree's `longWaitReport` is reported once, to the trace hook and on standard error, as a
// long wait for a build is. Started with the first block watched; it sleeps until the next deadline.

/// The async teardown blocks `shutdown()` is awaiting, and the thread that reports those that run long.
final class TeardownWatch: @unchecked Sendable {
    static let shared = TeardownWatch()

    /// One block being awaited: whose it is, and when it is reported.
    private struct Watched {
        let id: UInt64
        let deadline: UInt64
        let seconds: Double
        let registration: AnyRegistration
        /// The registration's owner, kept alive while it is watched and reported (the registration
        /// does not keep it).
        let owner: DependencyResolver
    }

    private let lock = Lock()
    /// Guarded by `lock`; few at a time, so an array.
    private var watched: [Watched] = []
    private var lastID: UInt64 = 0
    private var started = false

    /// Starts watching the async teardown block of `registration` that is about to run, if its tree
    /// reports long waits; the returned ticket ends the watch.
    func begin(_ registration: AnyRegistration) -> UInt64? {
        let tree = registration.owner.tree
        guard let seconds = tree.lock.withLock({ tree.longWaitReport }) else { return nil }
        let deadline = MonotonicClock.now &+ UInt64(min(max(seconds, 0), 1e9) * 1e9)
        return lock.withLock {
            lastID &+= 1
            let earliest = watched.map(\.deadline).min() ?? .max
            watched.append(
                Watched(
                    id: lastID, deadline: deadline, seconds: seconds, registration: registration,
                    owner: registration.owner))
            if !started {
                started = DetachedThread.start(stackSize: 256 * 1024) { [self] in watch() } == 0
            } else if deadline < earliest {
                lock.broadcast()
            }
            return lastID
        }
    }

    /// Ends the watch `ticket` began: the block finished.
    func end(_ ticket: UInt64?) {
        guard let ticket else { return }
        lock.withLock { watched.removeAll { $0.id == ticket } }
    }

    /// The watching thread: sleeps until the earliest deadline, and reports the blocks past theirs.
    private func watch() {
        lock.lock()
        while true {
            _ = lock.wait(until: watched.map(\.deadline).min() ?? .max)
            let now = MonotonicClock.now
            let due = watched.filter { $0.deadline <= now }
            guard !due.isEmpty else { continue }
            watched.removeAll { $0.deadline <= now }
            lock.unlock()
            for block in due { report(block) }
            lock.lock()
        }
    }

    /// Tells `block`'s tree that its teardown has run for its `longWaitReport`.
    private func report(_ block: Watched) {
        let (registration, owner) = (block.registration, block.owner)
        let tree = owner.tree
        let (handler, write) = tree.lock.withLock { (tree.trace, tree.longWaitWriter) }
        let text =
            "Long teardown: the async teardown of \(registration.displayName) in \(owner.displayName) has run "
            + "for \(FailureReport.secondsText(block.seconds)) s and has not finished; shutdown() waits for it. "
            + "If the block waits for something that waits for this shutdown, neither ever finishes. "
            + "The shutdown goes on waiting. If the block is only slow, raise the tree's longWaitReport, or set "
            + "it to nil to stop these reports."
        if let handler {
            let event = TraceEvent(
                kind: .longWait, key: registration.displayName, container: owner.displayName,
                lifetime: registration.lifetime, message: text)
            owner.deliver(event, to: handler)
        }
        write("HierResolver: " + text)
    }
}
