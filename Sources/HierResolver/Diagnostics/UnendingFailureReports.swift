// The messages of failures that would otherwise never end: deadlocks between threads, waits that
// outlast the wait limit, and chains too deep for the thread's stack.

/// The failures of resolutions that could not end: waits for each other, waits that outlasted the
/// tree's `waitLimit`, and resolutions too deep for their thread's stack.
extension FailureReport {
    /// Resolutions that wait for each other: `loop` starts with this one, which was about to wait
    /// for `awaited` (a shared instance's registration, described with `described("in")`, say). Both
    /// drivers' deadlocks: `inTask` when the one about to wait is a task (an async build's waiter).
    static func deadlock(
        waitingFor awaited: String, loop: [WaitingResolution], chain: [String], inTask: Bool = false
    ) -> DependencyError {
        let byHook = loop.count == 2 && loop[1].awaited == ResolutionState.hookWaitName
        let builder =
            byHook
            ? "by the resolution this trace hook interrupted, on this thread"
            : "by another \(inTask ? "task" : "thread") that is waiting, directly or through others, for this one"
        var lines = ["Deadlock: \(awaited) is being built \(builder). The resolutions waiting for each other:"]
        lines += loop.enumerated().map { "  \($0.offset == 0 ? "this one" : "then"): \($0.element.description)" }
        lines.append(
            byHook
                ? "Fix: a trace hook may resolve what is already built, but not what the resolution it "
                    + "reports on is still building; use try? in the hook, or resolve the dependency before tracing."
                : inTask
                    ? "Fix: break the loop between these shared instances: let one take the other through a property "
                        + "set after construction, or resolve it later instead of in the factory."
                    : "Fix: do not resolve across threads from inside factories of shared instances that need each other."
        )
        return DependencyError(.deadlock, lines.joined(separator: "\n"), chain: chain)
    }

    /// A wait for work another thread (or, `inTask`, another task) does that outlasted the tree's
    /// `waitLimit`.
    static func waitTimedOut(
        for registration: AnyRegistration, after seconds: Double, chain: [String], inTask: Bool = false
    ) -> DependencyError {
        waitTimedOut(waitingFor: registration.awaitedSubject.purpose, after: seconds, chain: chain, inTask: inTask)
    }

    /// "30", "0.5".
    static func secondsText(_ seconds: Double) -> String {
        seconds == seconds.rounded() && abs(seconds) < 1e15 ? "\(Int(seconds))" : "\(seconds)"
    }

    /// A wait that outlasted the tree's `waitLimit`; `awaited` says what for, `inTask` that a task
    /// does it (an `await` resolve waited), not a thread.
    static func waitTimedOut(waitingFor awaited: String, after seconds: Double, chain: [String], inTask: Bool = false)
        -> DependencyError
    {
        let cause =
            inTask
            ? "in another task, which has not finished. If that task waits until this one is done (a factory "
                + "that awaits work outside the resolution, such as a detached task, that resolves from the same "
                + "container), neither ever finishes.\nFix: do not make a factory await another task's resolve "
                + "of what it builds; "
            : "on another thread, which has not finished. If that thread blocks until this one is done (a "
                + "factory that waits for work on another thread that resolves from the same container), neither "
                + "ever finishes.\nFix: do not block a factory on another thread's resolve; "
        let message =
            "Deadlock suspected: waited \(secondsText(seconds)) s for \(awaited) \(cause)if the work is only slow, "
            + "raise the tree's waitLimit (app.waitLimit = 120), or set it to nil to wait without a limit."
        return DependencyError(.deadlock, message, chain: chain)
    }

    /// A resolution so deep that building `registration` could run its thread out of stack (`limit`:
    /// the thread's stack size) or, in an async resolution, whose frames live on the heap, deeper
    /// than its counted limit. `frames` are the registrations being built, outermost first. Both
    /// drivers' depth guards fail here.
    static func tooDeep(_ registration: AnyRegistration, frames: [AnyRegistration], limit: DepthLimit)
        -> DependencyError
    {
        let chain = frames.map(\.displayName) + [registration.displayName]
        let counts = Dictionary((frames + [registration]).map { (ObjectIdentifier($0), 1) }, uniquingKeysWith: +)
        let shown = arrowList(chain) { $0 }
        var message = "Too deep: building \(registration.displayName) (in \(registration.owner.displayName)) "
        switch limit {
        case .stack(let size):
            message +=
                "would run this thread out of stack: the resolution is \(chain.count) registrations deep, and "
                + "this thread's stack is \(size / 1024) KB.\n"
        case .count(let builds):
            message +=
                "would nest \(chain.count) async builds, more than an async resolution allows (\(builds)).\n"
        }
        if let (most, times) = counts.max(by: { $0.value < $1.value }), times > 1,
            let repeated = frames.first(where: { ObjectIdentifier($0) == most })
        {
            message +=
                "\(repeated.displayName) appears \(times) times in it: a factory that resolves its own "
                + "registration with arguments recurses until its arguments reach a case that stops, and "
                + "these did not.\n"
        }
        message += "The chain: \(shown).\nFix: make the chain end sooner"
        switch limit {
        case .stack: message += ", or resolve on a thread with a larger stack (Thread.stackSize)."
        case .count: message += ", or build the structure without resolving at each level."
        }
        return DependencyError(.tooDeep, message, chain: chain, showingChain: false)
    }

    /// What bounds a resolution's depth.
    enum DepthLimit {
        /// The thread's stack, of this size in bytes.
        case stack(UInt)
        /// A count of nested builds, where frames live on the heap (an async resolution).
        case count(Int)
    }
}
